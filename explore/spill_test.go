package explore

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/store"
)

// Beyond memory (issue 8): under a memory limit the store alone exceeds,
// a search without spilling stops incomplete, and one that spills
// completes with the unlimited search's states, transitions and
// verdicts, with most of its store in files.
func TestSpillPastMemoryLimit(t *testing.T) {
	if !store.SpillSupported {
		t.Skip("no memory-mapped files on this system")
	}
	if testing.Short() {
		t.Skip("explores Fig. 1 for an hour three times")
	}
	p, cfg := figure1(t, 9*hour)
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	explore := func(opt Options) *Result {
		t.Helper()
		runtime.GC() // the limit is on the heap: start from what is live
		opt.Workers = 2
		res, err := Explore(m, opt)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	// Only the results' summaries are kept: a result holds its store,
	// which would count against the next search's limit.
	full := explore(Options{})
	if !full.Complete {
		t.Fatal(full.StopReason)
	}
	stats, violations := full.Stats, violationNames(full)
	full = nil
	// The store alone (on the heap without spilling) passes the limit.
	limit := stats.StoreBytes * 3 / 4
	capped := explore(Options{MaxMemory: limit})
	if capped.Complete || !strings.Contains(capped.StopReason, "memory limit") {
		t.Fatalf("without spilling: complete %v (%s) under a limit of %d bytes for a store of %d",
			capped.Complete, capped.StopReason, limit, stats.StoreBytes)
	}
	capped = nil
	spilled := explore(Options{MaxMemory: limit, SpillDir: t.TempDir()})
	if !spilled.Complete {
		t.Fatalf("spilling: %s", spilled.StopReason)
	}
	if spilled.Stats.States != stats.States || spilled.Stats.Transitions != stats.Transitions {
		t.Fatalf("spilling: %d states, %d transitions; want %d, %d", spilled.Stats.States, spilled.Stats.Transitions,
			stats.States, stats.Transitions)
	}
	if got := violationNames(spilled); got != violations {
		t.Fatalf("spilling: violations %q, want %q", got, violations)
	}
	if spilled.Stats.SpilledBytes < stats.StoreBytes/2 {
		t.Fatalf("only %d of %d bytes in files", spilled.Stats.SpilledBytes, stats.StoreBytes)
	}
}

func violationNames(res *Result) string {
	var b strings.Builder
	for _, v := range res.Violations {
		b.WriteString(v.Name())
		b.WriteString(";")
	}
	return b.String()
}

// A search that fills the store stops, incomplete, instead of growing the
// table past what 32-bit state indices address (which would panic): with
// the capacity lowered, Fig. 1 stops at the capacity less its margin.
func TestStoreCapacityStops(t *testing.T) {
	defer func(c int64) { store.Capacity = c }(store.Capacity)
	store.Capacity = 12000
	p, cfg := figure1(t, 9*hour)
	res := runWith(t, p, cfg, Options{})
	if res.Complete || !strings.Contains(res.StopReason, "capacity (11000 states)") {
		t.Fatalf("complete %v, stop reason %q", res.Complete, res.StopReason)
	}
	if n := res.Store.Len(); n < 11000 || n >= 12000 {
		t.Fatalf("stopped with %d states", n)
	}
}

// A search whose store cannot spill stops, incomplete, and says so (the
// store's half of the test is TestSpillFailure in package store).
func TestSpillFailureStopsSearch(t *testing.T) {
	if !store.SpillSupported {
		t.Skip("no memory-mapped files on this system")
	}
	gone := filepath.Join(t.TempDir(), "gone")
	p, cfg := figure1(t, 9*hour)
	cfg.Cal.Horizon = 600
	res := runWith(t, p, cfg, Options{SpillDir: gone})
	if res.Complete || !strings.Contains(res.StopReason, "could not spill") {
		t.Fatalf("complete %v, stop reason %q", res.Complete, res.StopReason)
	}
}
