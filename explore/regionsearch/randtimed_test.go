package regionsearch

import (
	"math/rand"
	"os"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/ta"
)

func loadTimedCase(t *testing.T, rng *rand.Rand, i int) (*ta.Program, Config, randprog.TimedCase) {
	t.Helper()
	tc := randprog.Timed(rng)
	p := loadSrc(t, tc.Src)
	props, err := ParseProperties("random.yaml", []byte(tc.Props), p)
	if err != nil {
		t.Fatalf("program %d: %v\n%s\n%s", i, err, tc.Src, tc.Props)
	}
	return p, Config{Cal: tc.Cal, Props: props}, tc
}

// Prediction and workers on random timed programs: every predicted run and
// every replayed expansion is also done the plain way (sampleMask 0), and
// the whole exploration must equal the one without prediction, with one
// worker and with two.
func TestPredictionRandomTimed(t *testing.T) {
	n, limit := 40, 40000
	if os.Getenv("DELOREAN_LONG") != "" {
		n, limit = 2000, 300000
	}
	defer func(m int64) { sampleMask = m }(sampleMask)
	sampleMask = 0
	rng := rand.New(rand.NewSource(22))
	var replays, violations, states int64
	for i := 0; i < n; i++ {
		p, cfg, tc := loadTimedCase(t, rng, i)
		opt := Options{MaxStates: limit}
		run := func(opt Options) *Result {
			m, err := NewModel(p, cfg)
			if err != nil {
				t.Fatal(err)
			}
			res, err := Explore(m, opt)
			if err != nil {
				t.Fatalf("program %d: %v\nstart %s, horizon %ds, sunset %s\n%s\n%s", i, err,
					randprog.ClockOf(tc.Cal.Start), tc.Cal.Horizon, randprog.ClockOf(tc.Cal.Sunset), tc.Src, tc.Props)
			}
			if res.Stats.PredictOff != "" {
				t.Fatalf("program %d: prediction turned itself off: %s\nstart %s, horizon %ds, sunset %s\n%s\n%s", i, res.Stats.PredictOff,
					randprog.ClockOf(tc.Cal.Start), tc.Cal.Horizon, randprog.ClockOf(tc.Cal.Sunset), tc.Src, tc.Props)
			}
			return res
		}
		off := run(Options{MaxStates: opt.MaxStates, NoPredict: true})
		workers := []int{1, 2}
		if os.Getenv("DELOREAN_LONG") == "" {
			workers = workers[i%2 : i%2+1] // each on half the programs
		}
		for _, w := range workers {
			opt.Workers = w
			on := run(opt)
			if fingerprint(on) != fingerprint(off) {
				t.Fatalf("program %d, %d workers: prediction changes the exploration (%d vs %d states, %d vs %d violations)\nstart %s, horizon %ds, sunset %s\n%s\n%s",
					i, w, on.Stats.States, off.Stats.States, len(on.Violations), len(off.Violations),
					randprog.ClockOf(tc.Cal.Start), tc.Cal.Horizon, randprog.ClockOf(tc.Cal.Sunset), tc.Src, tc.Props)
			}
			replays += on.Stats.PredictReplays
		}
		violations += int64(len(off.Violations))
		states += off.Stats.States
	}
	t.Logf("%d programs: %d states, %d replayed expansions, %d violations", n, states, replays, violations)
	if replays == 0 || violations == 0 {
		t.Errorf("%d replays and %d violations: the test checks nothing", replays, violations)
	}
}

// A failed check of prediction turns it off for the rest of the search,
// which must find what the plain search finds, and say why; the run is
// not lost.
func TestPredictionFaultFallsBack(t *testing.T) {
	defer func(m int64) { sampleMask = m }(sampleMask)
	defer func() { replayFault = false }()
	rng := rand.New(rand.NewSource(23))
	checked, want := 0, 5
	if os.Getenv("DELOREAN_LONG") != "" {
		want = 10
	}
	for i := 0; i < 40 && checked < want; i++ {
		p, cfg, tc := loadTimedCase(t, rng, i)
		sampleMask = 1023
		replayFault = false
		off := exploreWith(t, p, cfg, Options{NoPredict: true, MaxStates: 100000})
		if off.Stats.States < 3000 {
			continue // too small to replay a thousand expansions
		}
		sampleMask, replayFault = 0, true
		for _, w := range []int{1, 2} {
			on := exploreWith(t, p, cfg, Options{Workers: w, MaxStates: 100000})
			if on.Stats.PredictOff == "" {
				t.Fatalf("program %d: a failed check did not turn prediction off", i)
			}
			if fingerprint(on) != fingerprint(off) {
				t.Fatalf("program %d, %d workers: the search after turning prediction off differs from the plain one\n%s", i, w, tc.Src)
			}
			// That the report says so (from Stats.PredictOff) is checked
			// where reports are built: explore's TestReportSaysPredictionOff.
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no program large enough")
	}
}
