package zone

import (
	"sync"
	"sync/atomic"

	"github.com/delorean-mc/delorean/zones"
)

// aheadView is what the workers' covering test ahead of the search
// (coveredAhead) reads of the store: per location, the zones stored
// there. The search publishes each zone it stores; the workers read
// without waiting for it. A lock around the store itself made them wait
// at every zone the search stored (P10 whole for an hour: 1.7 s of 3.9 s
// spent waiting for the lock, the second worker mostly idle).
//
// A zone the search later removes (covered by a newer one) may stay in
// the view: covering is transitive (a zone that covers a removed one
// covers what it covered), so a successor covered by a removed zone is
// covered by a stored one when the search commits it, and the test stays
// exact. The search rebuilds a location's list once it holds more
// removed zones than stored ones.
type aheadView struct {
	mu   sync.RWMutex // guards locs (written only at a new location)
	locs map[string]*viewLoc
}

// viewLoc is one location's zones in the view. zs is replaced, never
// changed in place below its length, so a worker reads the slice it
// loaded while the search appends beyond it.
type viewLoc struct {
	zs atomic.Pointer[[]viewZone]
	// The search's own bookkeeping (the workers read only zs).
	removed int
}

// viewZone is a stored zone with its interval on the wall clock (as
// live's) and its node, for the rebuild.
type viewZone struct {
	z      *zones.DBM
	lo, hi zones.Bound
	node   int
}

func newAheadView() *aheadView {
	return &aheadView{locs: map[string]*viewLoc{}}
}

// location returns the view of the location of key (the search, at a
// new location).
func (v *aheadView) location(key []byte) *viewLoc {
	l := new(viewLoc)
	v.mu.Lock()
	v.locs[string(key)] = l
	v.mu.Unlock()
	return l
}

// lookup returns the view of the location of key, nil if none is stored
// yet (a worker).
func (v *aheadView) lookup(key []byte) *viewLoc {
	v.mu.RLock()
	l := v.locs[string(key)]
	v.mu.RUnlock()
	return l
}

// add publishes a zone the search stored at l.
func (l *viewLoc) add(c viewZone) {
	var zs []viewZone
	if old := l.zs.Load(); old != nil {
		zs = *old
	}
	zs = append(zs, c)
	l.zs.Store(&zs)
}

// remove counts a zone the search removed from l, and rebuilds l's list
// of the zones still stored (dead reports a node removed) once the
// removed outnumber them.
func (l *viewLoc) remove(dead func(node int) bool) {
	l.removed++
	old := l.zs.Load()
	if old == nil || 2*l.removed <= len(*old) {
		return
	}
	zs := make([]viewZone, 0, len(*old)-l.removed)
	for _, c := range *old {
		if !dead(c.node) {
			zs = append(zs, c)
		}
	}
	l.removed = 0
	l.zs.Store(&zs)
}

// coveredBy reports whether f holds for a zone of l that may cover a zone
// with wall span w, the newest first (as liveSet.coveredBy).
func (l *viewLoc) coveredBy(w wallSpan, f func(*zones.DBM) bool) bool {
	p := l.zs.Load()
	if p == nil {
		return false
	}
	zs := *p
	for k := len(zs) - 1; k >= 0; k-- {
		c := zs[k]
		if w.mayBeCoveredBy(live{lo: c.lo, hi: c.hi}) && f(c.z) {
			return true
		}
	}
	return false
}
