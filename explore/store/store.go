// Package store holds the visited states of a search: their canonical
// keys (Encoding packs a discrete state, its observer flags and its clock
// region into a fixed-width key), an exact hash set over the keys with the
// parent and label of each state for its trace, and the memory-mapped
// files it moves its pages to past a memory budget (spill). It knows
// nothing of the search that fills it.
package store

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"os"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Store is the set of visited states. Each state is a fixed-width key
// (its canonical byte encoding, see Encoding) plus a few words: the exact
// integer part of the wall clock (which the key caps), the parent state
// and the label of the transition from it, so that every state has a
// trace without storing paths.
//
// States live in fixed-size pages rather than in slices grown by append:
// growing a slice of hundreds of megabytes copies it and leaves up to a
// quarter of it unused, while a page, once allocated, never moves. That
// also lets the search's workers read stored states while the merge
// appends new ones (see explorer).
//
// Lookup is an open-addressing hash table (linear probing, at most 3/4
// full) of state indices. Keys are compared byte for byte: there are no
// hash collisions that merge states (exact storage, not fingerprints). A
// table entry is the state index + 1 in its low k bits (the table has
// 2^k slots, so they hold any index) and, in the 32-k bits above, a tag
// of the key's hash, so that most probes that meet another state's entry
// reject it without reading that state's key (a cache miss each), which
// is what lets the table be 3/4 full: 5.3 to 10.7 bytes per state.
//
// Concurrency: one goroutine writes (Insert, InsertHashed); others may
// call Lookup, LookupHashed, Key and Wall at the same time. Table slots
// are written and read atomically, and a state's key is written before
// its slot, so a reader that finds an entry sees its key. A reader may
// miss a state inserted while it probes (in particular while the table
// grows, as it may still be probing the old table); the explorer accounts
// for that (see explorer.merge).
type Store struct {
	_     [cacheLine]byte
	width int
	pages atomic.Pointer[[]*page]
	tab   atomic.Pointer[table]
	// n is written on every insertion, while other goroutines read
	// width, pages and tab on every lookup: on a cache line of its own,
	// each insertion would otherwise take the line from their cores.
	_ [cacheLine]byte
	n atomic.Uint32 // states; written by the writer only
	_ [cacheLine]byte
	// spill, if set, puts pages in memory-mapped files (see Spill).
	spill *spill
}

// spill is where a store's pages go once those on the heap would pass
// budget bytes: files in dir, mapped into memory, which the kernel writes
// out and drops from memory when it runs short. The bulk of a large
// search's memory is its pages (the table is a few bytes a state), so
// this lets a search run past memory at the cost of disk reads.
type spill struct {
	dir    string
	budget atomic.Int64
	heap   int64        // bytes of pages on the heap; the writer's
	disk   atomic.Int64 // bytes of pages in files
	err    atomic.Pointer[error]
}

// table is one generation of the hash table; growing replaces it.
type table struct {
	slots []uint32
	mask  uint64
	k     uint // log2(len(slots))
}

// entry is the slot contents for state idx with hash h.
func (t *table) entry(h uint64, idx uint32) uint32 { return tagOf(h, t.k) | (idx + 1) }

// place puts state idx, whose key hashes to h, in the first free slot of
// its probe; only a table no reader sees yet is filled this way.
func (t *table) place(h uint64, idx uint32) {
	slot := h & t.mask
	for t.slots[slot] != 0 {
		slot = (slot + 1) & t.mask
	}
	t.slots[slot] = t.entry(h, idx)
}

// tagOf is the part of a hash stored in an entry of a table of 2^k slots:
// bits the index does not use, from the half of the hash the slot
// number does not come from.
func tagOf(h uint64, k uint) uint32 {
	if k >= 32 {
		return 0
	}
	return uint32(h>>32) &^ (uint32(1)<<k - 1)
}

// full reports whether a table of 2^k slots is too full for n states.
func full(n uint64, k uint) bool { return 4*n > 3<<k }

// storeCapacity is the most states a store holds: what its largest table
// (2^32 slots, as state indices are 32 bits) holds 3/4 full. A variable
// so that a test can lower it.
var Capacity int64 = 3 << 30

// pageShift sets the page size: 2^14 states, a few hundred kilobytes.
const pageShift = 14

const pageStates = 1 << pageShift

type page struct {
	keys   []byte // pageStates keys back to back, then 8 bytes of slack for word-wise reads
	wall   []uint32
	parent []uint32
	label  []uint32
}

// NoParent marks the initial state.
// cacheLine is the size the hot fields are padded to, so that the merge's
// writes and the workers' reads do not share cache lines.
const cacheLine = 64

const NoParent = ^uint32(0)

// NewStore returns an empty store for keys of width bytes.
func NewStore(width int) *Store {
	s := &Store{width: width}
	s.pages.Store(new([]*page))
	s.tab.Store(newTable(8))
	return s
}

func newTable(k uint) *table {
	return &table{slots: make([]uint32, 1<<k), mask: 1<<k - 1, k: k}
}

// Len is the number of states.
func (s *Store) Len() int { return int(s.n.Load()) }

func (s *Store) page(i uint32) *page { return (*s.pages.Load())[i>>pageShift] }

// Key returns state i's key; the slice aliases the store.
func (s *Store) Key(i uint32) []byte {
	o := int(i&(pageStates-1)) * s.width
	return s.page(i).keys[o : o+s.width : o+s.width]
}

// Wall returns state i's exact wall-clock integer part (in clock units).
func (s *Store) Wall(i uint32) uint32 { return s.page(i).wall[i&(pageStates-1)] }

// Parent returns the state state i was first reached from, or NoParent.
func (s *Store) Parent(i uint32) uint32 { return s.page(i).parent[i&(pageStates-1)] }

// Label returns the label of the transition that first reached state i.
func (s *Store) Label(i uint32) uint32 { return s.page(i).label[i&(pageStates-1)] }

// Insert adds a state unless an equal key is stored. It returns the
// state's index and whether it was added.
func (s *Store) Insert(key []byte, wall, parent, label uint32) (uint32, bool) {
	return s.InsertHashed(key, HashKey(key), 0, wall, parent, label)
}

// InsertHashed is Insert with the key's hash computed by the caller. The
// caller also vouches that no state below index since equals the key (a
// worker looked it up), so only newer states' keys are compared.
func (s *Store) InsertHashed(key []byte, h uint64, since uint32, wall, parent, label uint32) (uint32, bool) {
	t := s.tab.Load()
	tag := tagOf(h, t.k)
	idxMask := uint32(1)<<t.k - 1
	for slot := h & t.mask; ; slot = (slot + 1) & t.mask {
		e := t.slots[slot] // only the writer stores slots: a plain load is enough here
		if e == 0 {
			idx := s.n.Load()
			s.appendState(idx, key, wall, parent, label)
			// Publish the entry after the key, for concurrent readers.
			atomic.StoreUint32(&t.slots[slot], t.entry(h, idx))
			s.n.Store(idx + 1)
			if full(uint64(idx+1), t.k) {
				s.Reserve(0, 1)
			}
			return idx, true
		}
		if e&^idxMask != tag {
			continue
		}
		if j := e&idxMask - 1; j >= since && keyEqual(s.Key(j), key) {
			return j, false
		}
	}
}

// appendState writes state idx (the next one) into its page.
func (s *Store) appendState(idx uint32, key []byte, wall, parent, label uint32) {
	dir := *s.pages.Load()
	pi := int(idx >> pageShift)
	j := idx & (pageStates - 1)
	switch {
	case pi == len(dir):
		// The first page starts small and doubles (small explorations
		// are common: loops, tests); later pages are allocated whole.
		n := pageStates
		if pi == 0 {
			n = 256
		}
		dir = s.publish(dir, pi, s.newPage(n, nil))
	case int(j) == len(dir[pi].wall):
		dir = s.publish(dir, pi, s.newPage(2*int(j), dir[pi]))
	}
	p := dir[pi]
	o := int(j) * s.width
	copy(p.keys[o:o+s.width], key)
	p.wall[j], p.parent[j], p.label[j] = wall, parent, label
}

// newPage allocates a page for n states holding a copy of old's.
func (s *Store) newPage(n int, old *page) *page {
	p := s.mappedPage(n)
	if p == nil {
		p = &page{
			keys:   make([]byte, n*s.width+8),
			wall:   make([]uint32, n),
			parent: make([]uint32, n),
			label:  make([]uint32, n),
		}
		if s.spill != nil {
			s.spill.heap += pageBytes(n, s.width)
		}
	}
	if old != nil {
		copy(p.keys, old.keys)
		copy(p.wall, old.wall)
		copy(p.parent, old.parent)
		copy(p.label, old.label)
	}
	return p
}

func pageBytes(n, width int) int64 { return int64(n)*int64(width+12) + 8 }

// Spill makes the store keep its pages in memory-mapped files in dir
// once those on the heap would take more than budget bytes (0: from the
// first page). A page that cannot be mapped (the disk is full, say) goes
// on the heap, and SpillErr says why. Spill must be called before the
// first insertion.
func (s *Store) Spill(dir string, budget int64) {
	s.spill = &spill{dir: dir}
	s.spill.budget.Store(budget)
}

// SpillFromNow puts every new page in a file (if Spill was called); any
// goroutine may call it.
func (s *Store) SpillFromNow() {
	if s.spill != nil {
		s.spill.budget.Store(0)
	}
}

// SpillErr is the first failure to put a page in a file, or nil.
func (s *Store) SpillErr() error {
	if s.spill == nil {
		return nil
	}
	if err := s.spill.err.Load(); err != nil {
		return *err
	}
	return nil
}

// SpilledBytes is the part of Bytes that is in files.
func (s *Store) SpilledBytes() int64 {
	if s.spill == nil {
		return 0
	}
	return s.spill.disk.Load()
}

// mappedPage returns a page in a file, or nil if a page for n states
// goes on the heap. A mapped page is whole, never doubled like the first
// page on the heap: a mapping is not freed (see mapFile). Its labels,
// parents and walls come first, where the mapping's alignment suits
// uint32s, then the keys.
func (s *Store) mappedPage(n int) *page {
	sp := s.spill
	if sp == nil || sp.heap+pageBytes(n, s.width) <= sp.budget.Load() || sp.err.Load() != nil {
		return nil
	}
	n = pageStates
	size := pageBytes(n, s.width)
	mem, err := mapFile(sp.dir, int(size))
	if err != nil {
		sp.err.Store(&err)
		return nil
	}
	sp.disk.Add(size)
	words := func(k int) []uint32 {
		return unsafe.Slice((*uint32)(unsafe.Pointer(&mem[4*k*n])), n)
	}
	return &page{label: words(0), parent: words(1), wall: words(2), keys: mem[12*n:]}
}

// publish sets page pi (the last, or one past it) in a new directory and
// publishes it atomically: readers may hold the old directory and pages,
// which stay valid for the states they have.
func (s *Store) publish(dir []*page, pi int, p *page) []*page {
	nd := make([]*page, max(len(dir), pi+1), max(cap(dir), 2*(pi+1)))
	copy(nd, dir)
	nd[pi] = p
	s.pages.Store(&nd)
	return nd
}

// Lookup finds a stored state by its key.
func (s *Store) Lookup(key []byte) (uint32, bool) {
	return s.LookupHashed(key, HashKey(key))
}

// LookupHashed is Lookup with the key's hash computed by the caller.
func (s *Store) LookupHashed(key []byte, h uint64) (uint32, bool) {
	t := s.tab.Load()
	tag := tagOf(h, t.k)
	idxMask := uint32(1)<<t.k - 1
	for slot := h & t.mask; ; slot = (slot + 1) & t.mask {
		e := atomic.LoadUint32(&t.slots[slot])
		if e == 0 {
			return 0, false
		}
		if e&^idxMask == tag {
			if j := e&idxMask - 1; keyEqual(s.Key(j), key) {
				return j, true
			}
		}
	}
}

// PrefetchSlot starts loading the table slot where a lookup of hash h
// begins, so that a lookup made a little later finds it in the cache.
func (s *Store) PrefetchSlot(h uint64) {
	t := s.tab.Load()
	prefetch(unsafe.Pointer(&t.slots[h&t.mask]))
}

// PrefetchKey starts loading the key a lookup of hash h compares first:
// that of the state in the lookup's first slot, if its tag is the
// hash's. Read after prefetchSlot, the slot is in the cache by then.
func (s *Store) PrefetchKey(h uint64) {
	t := s.tab.Load()
	e := atomic.LoadUint32(&t.slots[h&t.mask])
	idxMask := uint32(1)<<t.k - 1
	if e != 0 && e&^idxMask == tagOf(h, t.k) {
		prefetch(unsafe.Pointer(&s.Key(e&idxMask - 1)[0]))
	}
}

// Reserve grows the table, if needed, so that extra more states fit
// without growing it again, using par goroutines. Hashes are recomputed
// from the keys rather than stored, which saves 8 bytes per state. The
// new table is filled before it is published, so readers see either
// generation whole; reserve must not run with insertions (the goroutines
// it starts only read the store and write the new table).
func (s *Store) Reserve(extra, par int) {
	old := s.tab.Load()
	n := s.n.Load()
	k := old.k
	for full(uint64(n)+uint64(extra), k) {
		k++
	}
	if k == old.k {
		return
	}
	if k > 32 {
		panic("explore: the state store is full (2^32 slots)")
	}
	t := newTable(k)
	// Plain stores, not compare-and-swap: a locked instruction waits for
	// its cache line, while plain stores and loads of later states
	// overlap, and the table is far larger than the caches. With more
	// than one goroutine each takes the states whose slots fall in its
	// part of the table, and leaves the few whose probes run past it
	// for the end.
	par = max(min(par, int(n/65536)), 1)
	if par == 1 {
		for i := uint32(0); i < n; i++ {
			t.place(HashKey(s.Key(i)), i)
		}
		s.tab.Store(t)
		return
	}
	spills := make([][]uint32, par)
	var wg sync.WaitGroup
	for g := 0; g < par; g++ {
		lo, hi := uint64(len(t.slots))*uint64(g)/uint64(par), uint64(len(t.slots))*uint64(g+1)/uint64(par)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := uint32(0); i < n; i++ {
				h := HashKey(s.Key(i))
				slot := h & t.mask
				if slot < lo || slot >= hi {
					continue
				}
				for slot < hi && t.slots[slot] != 0 {
					slot++
				}
				if slot == hi {
					spills[g] = append(spills[g], i)
					continue
				}
				t.slots[slot] = t.entry(h, i)
			}
		}()
	}
	wg.Wait()
	// An entry's probe from its slot meets only full slots up to it, as
	// linear probing needs, however the parts were filled.
	for _, sp := range spills {
		for _, i := range sp {
			t.place(HashKey(s.Key(i)), i)
		}
	}
	s.tab.Store(t)
}

// Bytes estimates the memory the store holds.
func (s *Store) Bytes() int64 {
	var b int64
	for _, p := range *s.pages.Load() {
		b += int64(len(p.keys)) + 3*4*int64(len(p.wall))
	}
	return b + 4*int64(len(s.tab.Load().slots))
}

// keyEqual compares two keys of the store's width, a word at a time: keys
// are a few dozen bytes, too short for bytes.Equal's call to pay off.
func keyEqual(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for len(a) >= 8 {
		if binary.LittleEndian.Uint64(a) != binary.LittleEndian.Uint64(b) {
			return false
		}
		a, b = a[8:], b[8:]
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// HashKey is a fast 64-bit hash of a key (multiply-xorshift over 8-byte
// words); it is deterministic, so runs are reproducible.
func HashKey(b []byte) uint64 {
	const m = 0x9E3779B97F4A7C15
	h := uint64(len(b)) * m
	for len(b) >= 8 {
		h ^= binary.LittleEndian.Uint64(b)
		h = bits.RotateLeft64(h*m, 31)
		b = b[8:]
	}
	var tail uint64
	for i, c := range b {
		tail |= uint64(c) << (8 * i)
	}
	h ^= tail
	h *= m
	h ^= h >> 32
	h *= 0xD6E8FEB86659FD93
	h ^= h >> 32
	return h
}

// CheckSpillDir reports whether dir can hold spilled states (see
// Options.SpillDir): it must be a directory in which files can be made,
// on a system that can map them.
func CheckSpillDir(dir string) error {
	if !SpillSupported {
		_, err := mapFile(dir, 0)
		return err
	}
	fi, err := os.Stat(dir)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return fmt.Errorf("%s is not a directory", dir)
	}
	f, err := os.CreateTemp(dir, "delorean-check-*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}
