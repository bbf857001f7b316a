package regionsearch

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore/search"
)

// A search leaves nothing running when it returns: its workers'
// goroutines have returned, so that nothing holds its store but its
// result. The spilled search of explore's TestSpillPastMemoryLimit
// failed at random (44 MiB in use against its 41 MiB limit) when the
// search before it left a worker's goroutine not yet returned: the
// collection the test makes between the two searches found the first
// search's store live through that goroutine, and the heap the second
// search read at its first limit check still held it.
func TestExploreLeavesNoGoroutine(t *testing.T) {
	p, cfg := sensorsProgram(t, 6)
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 1<<20)
	// The workers' goroutines by their function, rather than by their
	// number: the runtime may run others (finalizers).
	workers := func() int {
		return strings.Count(string(buf[:runtime.Stack(buf, true)]), ".startWorkers.func")
	}
	for i := 0; i < 20; i++ {
		// While the search runs, its workers are found by that name
		// (else the test below could not fail).
		running := 0
		progress := func(search.Stats) { running = max(running, workers()) }
		res, err := Explore(m, Options{Workers: 4, Progress: progress, ProgressEvery: time.Nanosecond})
		if err != nil {
			t.Fatal(err)
		}
		// At least the 3 workers besides the search's own goroutine (a
		// helper goroutine of the same function may be seen too: the
		// count was flaky on a loaded machine at exactly 3).
		if running < 3 {
			t.Fatalf("search %d: %d workers' goroutines found while it ran, not at least 3", i, running)
		}
		if n := workers(); n > 0 {
			t.Fatalf("search %d returned with %d of its workers' goroutines running", i, n)
		}
		if !res.Complete {
			t.Fatal(res.StopReason)
		}
	}
}

// After a search whose result is dropped, a collection frees all it
// held (its store, its workers' scratch space and prediction's
// recordings, several MiB here): the heap is back to within a MiB of
// what it was before the search. Without waiting for the workers'
// goroutines, about one search in four kept it all.
func TestExploreFreesItsStore(t *testing.T) {
	p, cfg := sensorsProgram(t, 9)
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	before := search.HeapBytes()
	for i := 0; i < 10; i++ {
		res, err := Explore(m, Options{Workers: 8})
		if err != nil {
			t.Fatal(err)
		}
		store := res.Stats.StoreBytes
		res = nil
		runtime.GC()
		if after := search.HeapBytes(); after > before+1<<20 {
			t.Fatalf("search %d: heap %d after a collection, %d before the search (whose store took %d)", i, after, before, store)
		}
	}
}
