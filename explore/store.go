package explore

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// Store is the set of visited states. Each state is a fixed-width key
// (its canonical byte encoding, see encoding) kept back to back in one
// byte arena, plus a few words: the exact integer part of the wall clock
// (which the key caps), the parent state and the label of the transition
// from it, so that every state has a trace without storing paths.
//
// Lookup is an open-addressing hash table of state indices. Keys are
// compared byte for byte: there are no hash collisions that merge states
// (exact storage, not fingerprints).
type Store struct {
	width  int
	data   []byte
	wall   []uint32
	parent []uint32
	label  []uint32
	table  []uint32 // state index + 1; 0 marks an empty slot
	mask   uint64
}

// NoParent marks the initial state.
const NoParent = ^uint32(0)

// NewStore returns an empty store for keys of width bytes.
func NewStore(width int) *Store {
	s := &Store{width: width}
	s.table = make([]uint32, 1024)
	s.mask = uint64(len(s.table) - 1)
	return s
}

// Len is the number of states.
func (s *Store) Len() int { return len(s.parent) }

// Key returns state i's key; the slice aliases the store.
func (s *Store) Key(i uint32) []byte {
	o := int(i) * s.width
	return s.data[o : o+s.width : o+s.width]
}

// Wall returns state i's exact wall-clock integer part (in clock units).
func (s *Store) Wall(i uint32) uint32 { return s.wall[i] }

// Parent returns the state state i was first reached from, or NoParent.
func (s *Store) Parent(i uint32) uint32 { return s.parent[i] }

// Label returns the label of the transition that first reached state i.
func (s *Store) Label(i uint32) uint32 { return s.label[i] }

// Insert adds a state unless an equal key is stored. It returns the
// state's index and whether it was added.
func (s *Store) Insert(key []byte, wall, parent, label uint32) (uint32, bool) {
	h := hashKey(key)
	for slot := h & s.mask; ; slot = (slot + 1) & s.mask {
		e := s.table[slot]
		if e == 0 {
			idx := uint32(len(s.parent))
			s.data = append(s.data, key...)
			s.wall = append(s.wall, wall)
			s.parent = append(s.parent, parent)
			s.label = append(s.label, label)
			s.table[slot] = idx + 1
			if uint64(len(s.parent))*2 > uint64(len(s.table)) {
				s.grow()
			}
			return idx, true
		}
		if bytes.Equal(s.Key(e-1), key) {
			return e - 1, false
		}
	}
}

// Lookup finds a stored state by its key.
func (s *Store) Lookup(key []byte) (uint32, bool) {
	for slot := hashKey(key) & s.mask; ; slot = (slot + 1) & s.mask {
		e := s.table[slot]
		if e == 0 {
			return 0, false
		}
		if bytes.Equal(s.Key(e-1), key) {
			return e - 1, true
		}
	}
}

// grow doubles the table; hashes are recomputed from the keys rather than
// stored, which saves 8 bytes per state.
func (s *Store) grow() {
	s.table = make([]uint32, 2*len(s.table))
	s.mask = uint64(len(s.table) - 1)
	for i := 0; i < len(s.parent); i++ {
		h := hashKey(s.Key(uint32(i)))
		slot := h & s.mask
		for s.table[slot] != 0 {
			slot = (slot + 1) & s.mask
		}
		s.table[slot] = uint32(i) + 1
	}
}

// Bytes estimates the memory the store holds.
func (s *Store) Bytes() int64 {
	return int64(cap(s.data)) + 4*int64(cap(s.wall)+cap(s.parent)+cap(s.label)+cap(s.table))
}

// hashKey is a fast 64-bit hash of a key (multiply-xorshift over 8-byte
// words); it is deterministic, so runs are reproducible.
func hashKey(b []byte) uint64 {
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
