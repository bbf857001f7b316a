package explore

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// A store whose pages are in files holds what a store on the heap holds:
// the same indices, keys, walls, parents and labels, over several pages
// (the first page's doublings included), and leaves no file behind.
func TestStoreSpill(t *testing.T) {
	if !spillSupported {
		t.Skip("no memory-mapped files on this system")
	}
	const width, n = 11, 3*pageStates + 100
	dir := t.TempDir()
	heap, disk := NewStore(width), NewStore(width)
	disk.Spill(dir, 0)
	for i := 0; i < n; i++ {
		k := make([]byte, width)
		binary.LittleEndian.PutUint64(k, uint64(i)*0x9E3779B97F4A7C15)
		k[10] = byte(i >> 8)
		a, addedA := heap.Insert(k, uint32(i), uint32(i/2), uint32(3*i))
		b, addedB := disk.Insert(k, uint32(i), uint32(i/2), uint32(3*i))
		if a != b || addedA != addedB {
			t.Fatalf("key %d: heap store gives %d %v, spilled store %d %v", i, a, addedA, b, addedB)
		}
	}
	if heap.Len() != disk.Len() {
		t.Fatalf("%d states on the heap, %d spilled", heap.Len(), disk.Len())
	}
	for i := uint32(0); i < uint32(heap.Len()); i++ {
		if !bytes.Equal(heap.Key(i), disk.Key(i)) || heap.Wall(i) != disk.Wall(i) ||
			heap.Parent(i) != disk.Parent(i) || heap.Label(i) != disk.Label(i) {
			t.Fatalf("state %d differs", i)
		}
		if j, ok := disk.Lookup(heap.Key(i)); !ok || j != i {
			t.Fatalf("state %d: spilled store finds %v at %d", i, ok, j)
		}
	}
	if err := disk.SpillErr(); err != nil {
		t.Fatal(err)
	}
	// Every page is in a file: the bytes in files are the store's less
	// its table, which is always on the heap.
	table := 4 * int64(len(disk.tab.Load().slots))
	if got, want := disk.SpilledBytes(), disk.Bytes()-table; got != want {
		t.Fatalf("%d bytes in files, want %d", got, want)
	}
	if heap.SpilledBytes() != 0 {
		t.Fatal("a store that does not spill says it did")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Fatalf("files left in the spill directory: %v", ents)
	}
}

// A page that cannot go to a file goes on the heap, and the store says
// why; an exploration then stops, incomplete, and says so.
func TestSpillFailure(t *testing.T) {
	if !spillSupported {
		t.Skip("no memory-mapped files on this system")
	}
	gone := filepath.Join(t.TempDir(), "gone")
	s := NewStore(8)
	s.Spill(gone, 0)
	k := []byte("abcdefgh")
	if i, added := s.Insert(k, 1, 2, 3); !added || i != 0 {
		t.Fatalf("insert: %d %v", i, added)
	}
	if j, ok := s.Lookup(k); !ok || j != 0 || s.Wall(0) != 1 {
		t.Fatal("the state is lost")
	}
	if s.SpillErr() == nil || s.SpilledBytes() != 0 {
		t.Fatalf("no spill error (%v), %d bytes in files", s.SpillErr(), s.SpilledBytes())
	}

	p, cfg := figure1(t, 9*hour)
	cfg.Cal.Horizon = 600
	res := runWith(t, p, cfg, Options{SpillDir: gone})
	if res.Complete || !strings.Contains(res.StopReason, "could not spill") {
		t.Fatalf("complete %v, stop reason %q", res.Complete, res.StopReason)
	}
	if CheckSpillDir(gone) == nil {
		t.Fatal("CheckSpillDir accepts a directory that does not exist")
	}
	if CheckSpillDir(t.TempDir()) != nil {
		t.Fatal("CheckSpillDir refuses a fresh directory")
	}
}

// Beyond memory (issue 8): under a memory limit the store alone exceeds,
// a search without spilling stops incomplete, and one that spills
// completes with the unlimited search's states, transitions and
// verdicts, with most of its store in files.
func TestSpillPastMemoryLimit(t *testing.T) {
	if !spillSupported {
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
	defer func(c int64) { storeCapacity = c }(storeCapacity)
	storeCapacity = 12000
	p, cfg := figure1(t, 9*hour)
	res := runWith(t, p, cfg, Options{})
	if res.Complete || !strings.Contains(res.StopReason, "capacity (11000 states)") {
		t.Fatalf("complete %v, stop reason %q", res.Complete, res.StopReason)
	}
	if n := res.Store.Len(); n < 11000 || n >= 12000 {
		t.Fatalf("stopped with %d states", n)
	}
}
