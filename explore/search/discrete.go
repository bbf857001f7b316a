package search

import (
	"slices"

	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/ta"
)

// EachDiscrete calls f with the discrete state of every explored state, in
// the store's order (st is reused between calls): for comparing the
// region engine with another one (package explore/zone).
func (r *Result) EachDiscrete(f func(st *ta.State)) {
	m := r.Model
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	for i := 0; i < r.Store.Len(); i++ {
		m.Encoding().Decode(r.Store.Key(uint32(i)), r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		f(&st)
	}
}

// Path returns the states from the start state to state i.
func (r *Result) Path(i uint32) []uint32 {
	var path []uint32
	for s := i; s != store.NoParent; s = r.Store.Parent(s) {
		path = append(path, s)
	}
	slices.Reverse(path)
	return path
}
