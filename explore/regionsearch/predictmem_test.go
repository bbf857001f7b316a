package regionsearch

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/ta"
)

// sensorsProgram is a home with n binary sensors the environment sets at
// any time, each of which turns a light on: 2^n discrete states at every
// instant, each with 2n successors, and few expanded twice: the shape of
// the Home Assistant corpus (issue 26), where prediction's recordings
// took 7 KB a state.
func sensorsProgram(t *testing.T, n int) (*ta.Program, Config) {
	var b strings.Builder
	b.WriteString("program sensors\n\ndevice Light: {Off, On} = Off\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "device S%d: {Off, On} = Off\nevent S%d.On\nevent S%d.Off\n", i, i, i)
		fmt.Fprintf(&b, "rule r%don on S%d.On {\n    S%d = On\n    Light = On\n}\n", i, i, i)
		fmt.Fprintf(&b, "rule r%doff on S%d.Off {\n    S%d = Off\n}\n", i, i, i)
	}
	return loadSrc(t, b.String()), Config{Cal: ta.Calendar{Horizon: 36}}
}

// peakHeap explores with opt and returns the result and the largest heap
// seen between chunks: live objects only (after a collection) if live,
// otherwise what the search's memory limit reads (HeapBytes).
func peakHeap(t *testing.T, p *ta.Program, cfg Config, opt Options, live bool) (*Result, int64) {
	t.Helper()
	var peak int64
	opt.ProgressEvery = time.Nanosecond
	opt.Progress = func(Stats) {
		if live {
			runtime.GC()
		}
		peak = max(peak, search.HeapBytes())
	}
	runtime.GC()
	res := exploreWith(t, p, cfg, opt)
	return res, peak
}

// setBudget sets the recordings' cap without a memory limit, and the
// share of a memory limit they may hold.
func setBudget(t *testing.T, cap, share int64) {
	old := [3]int64{minPredictCap, predictStoreFactor, predictMemoryShare}
	t.Cleanup(func() { minPredictCap, predictStoreFactor, predictMemoryShare = old[0], old[1], old[2] })
	minPredictCap, predictStoreFactor, predictMemoryShare = cap, 0, share
}

// Prediction's recordings are bounded: past their budget they are
// dropped, so the heap stays far below what unbounded recordings take,
// and the exploration is the one without prediction.
func TestPredictionMemoryBounded(t *testing.T) {
	p, cfg := sensorsProgram(t, 11)
	off, offPeak := peakHeap(t, p, cfg, Options{NoPredict: true}, true)
	setBudget(t, math.MaxInt64/8, 4)
	_, unbounded := peakHeap(t, p, cfg, Options{}, true)
	setBudget(t, 1<<20, 4)
	on, bounded := peakHeap(t, p, cfg, Options{}, true)
	t.Logf("live heap: %d without prediction, %d unbounded, %d with a 1 MiB cap", offPeak, unbounded, bounded)
	if fingerprint(on) != fingerprint(off) {
		t.Fatalf("the cap changes the exploration: %d vs %d states", on.Stats.States, off.Stats.States)
	}
	if unbounded < offPeak+8<<20 {
		t.Fatalf("the recordings take %d bytes: too few to test their bound", unbounded-offPeak)
	}
	// The cap, a state's worth of recordings past it, and the
	// garbage of a chunk.
	if bounded > offPeak+4<<20 {
		t.Errorf("with a 1 MiB cap the recordings take %d bytes (unbounded: %d)", bounded-offPeak, unbounded-offPeak)
	}
	if on.Stats.PredictHits+on.Stats.PredictMisses == 0 {
		t.Error("prediction was not used")
	}
}

// A search that passes its memory limit while prediction holds memory
// drops the recordings and goes on without prediction, rather than
// stopping: the limit here is well above what the search without
// prediction takes, and well below what the recordings add.
func TestPredictionYieldsMemory(t *testing.T) {
	p, cfg := sensorsProgram(t, 11)
	off, offPeak := peakHeap(t, p, cfg, Options{NoPredict: true}, false)
	// A cap that only the memory limit bounds, and does not reach
	// before the heap does.
	setBudget(t, math.MaxInt64/8, 1)
	full, onPeak := peakHeap(t, p, cfg, Options{}, false)
	if onPeak < 4*offPeak {
		t.Fatalf("heap %d with prediction, %d without: too close to test", onPeak, offPeak)
	}
	limit := 2 * offPeak
	on, _ := peakHeap(t, p, cfg, Options{MaxMemory: limit}, false)
	if !on.Complete {
		t.Fatalf("stopped with prediction holding memory: %s (limit %d, %d without prediction)", on.StopReason, limit, offPeak)
	}
	if fingerprint(on) != fingerprint(off) {
		t.Fatalf("yielding changes the exploration: %d vs %d states", on.Stats.States, off.Stats.States)
	}
	runs := on.Stats.PredictHits + on.Stats.PredictMisses
	if all := full.Stats.PredictHits + full.Stats.PredictMisses; runs == 0 || runs >= all {
		t.Errorf("%d runs went through prediction, of %d with it on throughout: it should have been on, then off", runs, all)
	}
}
