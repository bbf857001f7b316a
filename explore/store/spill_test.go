package store

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
)

// A store whose pages are in files holds what a store on the heap holds:
// the same indices, keys, walls, parents and labels, over several pages
// (the first page's doublings included), and leaves no file behind.
func TestStoreSpill(t *testing.T) {
	if !SpillSupported {
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
// why (the search's half of the test, that an exploration then stops, is
// TestSpillFailureStopsSearch in package explore).
func TestSpillFailure(t *testing.T) {
	if !SpillSupported {
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
	if CheckSpillDir(gone) == nil {
		t.Fatal("CheckSpillDir accepts a directory that does not exist")
	}
	if CheckSpillDir(t.TempDir()) != nil {
		t.Fatal("CheckSpillDir refuses a fresh directory")
	}
}
