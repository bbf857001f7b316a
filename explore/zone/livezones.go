package zone

import (
	"math/bits"
	"sort"

	"github.com/delorean-mc/delorean/zones"
)

// liveSet is a location's live zones, indexed by their intervals on the
// wall clock. With a horizon, covering between zones whose wall clock is
// exact needs their intervals nested (wallSpan), and the zones of a
// location timed by a schedule are one per period of it (corpus 11's week:
// one per 5-minute slot, 2,016 of them; an ELK program ticking every 30
// s: 2,880 a day): a scan of every live zone per successor made the search
// quadratic in the horizon (doorajar's day: 22 s for its 6 hours' 1.7 s).
// A zone can only contain an interval that ends no later than it starts
// plus the zone's length, so the zones are kept by length class (lengths
// within a power of two), each sorted by the end of its interval, and a
// query reads only the zones of each class whose ends are near the
// interval's. Zones open above (no end on the wall clock) are read by
// every query. The answers are those of the plain scan: the index only
// leaves out zones the interval test rules out.
type liveSet struct {
	open  []live   // zones without a finite end on the wall clock
	class [][]live // by bits.Len64(length): sorted by hi, then node
}

// plainLiveScan makes every query read every live zone (the differential
// tests' reference for the index).
var plainLiveScan = false

func (s *liveSet) len() int {
	n := len(s.open)
	for _, cl := range s.class {
		n += len(cl)
	}
	return n
}

// classOf is the length class of a zone with a finite end, or -1.
func classOf(c live) int {
	if c.hi == zones.Infinity {
		return -1
	}
	length := c.hi.Value() + c.lo.Value() // end minus start
	if length < 0 {
		length = 0
	}
	return bits.Len64(uint64(length))
}

// maxLength is the longest length of class k.
func maxLength(k int) int64 {
	if k == 0 {
		return 0
	}
	return int64(1)<<k - 1
}

// minLength is the shortest length of class k.
func minLength(k int) int64 {
	if k == 0 {
		return 0
	}
	return int64(1) << (k - 1)
}

func (s *liveSet) add(c live) {
	k := classOf(c)
	if k < 0 {
		s.open = append(s.open, c)
		return
	}
	for len(s.class) <= k {
		s.class = append(s.class, nil)
	}
	cl := s.class[k]
	// After every zone with the same end: nodes are numbered in the
	// order they are stored, so the order within an end is the store's.
	i := sort.Search(len(cl), func(i int) bool { return cl[i].hi > c.hi })
	cl = append(cl, live{})
	copy(cl[i+1:], cl[i:])
	cl[i] = c
	s.class[k] = cl
}

// coveredBy reports whether f holds for a live zone that may cover a zone
// with wall span w (wallSpan.mayBeCoveredBy).
func (s *liveSet) coveredBy(w wallSpan, f func(live) bool) bool {
	try := func(c live) bool { return w.mayBeCoveredBy(c) && f(c) }
	for k := len(s.open) - 1; k >= 0; k-- {
		if try(s.open[k]) {
			return true
		}
	}
	if plainLiveScan || !w.exact {
		for _, cl := range s.class {
			for k := len(cl) - 1; k >= 0; k-- {
				if try(cl[k]) {
					return true
				}
			}
		}
		return false
	}
	// A zone c containing [a, b] ends at or after b and starts at or
	// before a, so it ends at or before a plus c's length.
	a := -w.lo.Value()
	for k, cl := range s.class {
		last := a + maxLength(k)
		for i := sort.Search(len(cl), func(i int) bool { return cl[i].hi >= w.hi }); i < len(cl) && cl[i].hi.Value() <= last; i++ {
			if try(cl[i]) {
				return true
			}
		}
	}
	return false
}

// removeCovered removes the live zones that a zone with wall span w may
// cover (wallSpan.mayCover) and for which gone holds.
func (s *liveSet) removeCovered(w wallSpan, gone func(live) bool) {
	drop := func(c live) bool { return w.mayCover(c) && gone(c) }
	s.open = filterLive(s.open, 0, len(s.open), drop)
	for k, cl := range s.class {
		if plainLiveScan || !w.nested {
			s.class[k] = filterLive(cl, 0, len(cl), drop)
			continue
		}
		// The zones nested in [a, b], then those whose wall clock is not
		// exact (ends above the limit), which nesting does not decide.
		a := -w.lo.Value()
		from := sort.Search(len(cl), func(i int) bool { return cl[i].hi.Value() >= a+minLength(k) })
		to := sort.Search(len(cl), func(i int) bool { return cl[i].hi > w.hi })
		inexact := len(cl)
		if w.limit != zones.Infinity {
			inexact = sort.Search(len(cl), func(i int) bool { return cl[i].hi > w.limit })
		}
		if to > inexact {
			to = inexact
		}
		if from > to {
			from = to
		}
		cl = filterLive(cl, inexact, len(cl), drop)
		s.class[k] = filterLive(cl, from, to, drop)
	}
}

// filterLive removes from cl[lo:hi] the zones drop holds for, keeping the
// order, and returns the shortened slice.
func filterLive(cl []live, lo, hi int, drop func(live) bool) []live {
	w := lo
	for i := lo; i < hi; i++ {
		if drop(cl[i]) {
			continue
		}
		cl[w] = cl[i]
		w++
	}
	if w == hi {
		return cl
	}
	return append(cl[:w], cl[hi:]...)
}

// each calls f on every live zone.
func (s *liveSet) each(f func(live)) {
	for _, c := range s.open {
		f(c)
	}
	for _, cl := range s.class {
		for _, c := range cl {
			f(c)
		}
	}
}
