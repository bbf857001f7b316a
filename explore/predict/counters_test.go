package predict

import (
	"testing"
	"time"
)

// The estimate of what prediction saved: every hit at the median run
// sample, less every look-up of trees at the median look-up sample; a
// sampler keeps the last 1024 timings.
func TestPredictionSavedEstimate(t *testing.T) {
	var p Counters
	if p.Saved() != 0 {
		t.Fatal("an estimate without samples")
	}
	for _, d := range []time.Duration{50, 10, 30, 1000, 20} { // median 30
		p.Runs.Add(d)
	}
	p.Loads.Add(7)
	p.Hits, p.TreeLoads = 100, 10
	if got, want := p.Saved(), time.Duration(100*30-10*7); got != want {
		t.Fatalf("saved %v, want %v", got, want)
	}
	// Replayed expansions count at their own median, and their runs
	// not again at the runs'.
	p.Expansions.Add(400)
	p.Expansions.Add(200)
	p.Expansions.Add(300)
	p.Replays, p.ReplayedRuns = 5, 60
	if got, want := p.Saved(), time.Duration(5*300+40*30-10*7); got != want {
		t.Fatalf("saved %v with replays, want %v", got, want)
	}
	var s Sampler
	for i := 1; i <= 3000; i++ {
		s.Add(time.Duration(i))
	}
	// The last 1024 are 1977..3000: the median is the 513th, 2489.
	if len(s.times) != 1024 || s.Median() != 2489 {
		t.Fatalf("%d kept, median %v; want 1024, 2489", len(s.times), s.Median())
	}
}
