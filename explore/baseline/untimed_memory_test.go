package baseline

import (
	"os"
	"runtime"
	"strconv"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// p10Model is P10 of the home benchmark with its invariants, the largest
// untimed search of the bundled programs.
func p10Model(t testing.TB) *explore.Model {
	t.Helper()
	p, err := frontends.Load("../../programs/ha/p10/p10.isy")
	if err != nil {
		t.Fatal(err)
	}
	cfg := explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
	if cfg.Props, err = explore.LoadProperties("../../programs/ha/p10/invariants.yaml", p); err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// heapInUse is the live heap after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// untimedBytesPerState runs the untimed search of m to a state limit and
// returns the live heap it holds per state at the moment the limit stops
// it (everything the search keeps, its states' projections included),
// measured by stopProbe.
func untimedBytesPerState(t testing.TB, m *explore.Model, noDPOR bool, limit int) (float64, *Baseline) {
	t.Helper()
	before := heapInUse()
	var at uint64
	stopProbe = func() { at = heapInUse() }
	defer func() { stopProbe = nil }()
	b, err := ExploreBaseline(m, Untimed, explore.Options{NoDPOR: noDPOR, MaxStates: limit})
	if err != nil {
		t.Fatal(err)
	}
	if at == 0 || b.Complete {
		t.Fatalf("the search did not stop at its limit of %d states (complete %v, %d states)", limit, b.Complete, b.States)
	}
	return float64(int64(at)-int64(before)) / float64(b.States), b
}

// TestUntimedDPORBytesPerState: the untimed search with event DPOR keeps
// a few hundred bytes per state, as the one without does (issue 41 item
// 5: it kept 6-8 KB). DELOREAN_UNTIMED_STATES sets the limit (the issue
// measures at 100,000).
func TestUntimedDPORBytesPerState(t *testing.T) {
	limit := 10000
	if s := os.Getenv("DELOREAN_UNTIMED_STATES"); s != "" {
		limit, _ = strconv.Atoi(s)
	}
	m := p10Model(t)
	for _, noDPOR := range []bool{false, true} {
		per, b := untimedBytesPerState(t, m, noDPOR, limit)
		t.Logf("P10 untimed, no-dpor=%v: %d states, %.0f bytes of heap a state", noDPOR, b.States, per)
		if per > 1000 {
			t.Errorf("P10 untimed, no-dpor=%v: %.0f bytes of heap a state at %d states, want at most 1000", noDPOR, per, b.States)
		}
	}
}
