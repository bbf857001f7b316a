package zone

import (
	"sync"

	"github.com/delorean-mc/delorean/zones"
)

// With several workers, most successors a worker records are covered
// when the search commits them (on P10 whole, 1 h: 1.75 M of 1.89 M),
// and recording one costs copies of its zone, state, obligations and run
// record that the commit then throws away: two workers spent twice the
// CPU of one. So a worker first tests a successor against the zones
// stored so far, and records one that they cover as a hit alone.
//
// This gives the one-worker search's result: a zone stored when the
// worker tests was committed before the successor's expansion is applied
// (the search applies expansions in order), and the store only grows in
// the covering order: a stored zone is removed only when a new one covers
// it. Covering (aLU, or inclusion) is transitive, so a successor covered
// by what the worker sees (removed zones included) is covered by what the
// search holds when it commits it, where it would only be counted as a
// hit.

// storedZones is the store's zones per location key, published by the
// search after each change for the workers to read. A location's list
// only grows: a new zone is appended, after the zones a worker may be
// reading (which are never written again), and the zones removed since
// stay in it until they are half of it, when the list is replaced by the
// live ones. A removed zone still proves a successor covered: the zone
// that removed it covers it. So a worker reads a list without holding
// the lock, and a store costs the search no copy of its location's zones
// (on a location of thousands, a copy each time was quadratic).
type storedZones struct {
	mu sync.RWMutex
	at map[string]*storedList
}

// storedList is one location's zones, dead of them removed from the store.
type storedList struct {
	zs   []storedZone
	dead int
}

// storedZone is a zone stored with its wall-clock interval (live).
type storedZone struct {
	z *zones.DBM
	live
}

// newStoredZones publishes e's store as it is (the start's nodes).
func newStoredZones(e *explorer) *storedZones {
	s := &storedZones{at: map[string]*storedList{}}
	for k, l := range e.loci {
		s.replace([]byte(k), e.at[l], e.res.nodes)
	}
	return s
}

// replace makes location key's list at's zones (the search's goroutine,
// the only writer).
func (s *storedZones) replace(key []byte, at []live, nodes []node) {
	zs := make([]storedZone, len(at))
	for k, c := range at {
		zs[k] = storedZone{z: nodes[c.node].zone, live: c}
	}
	s.mu.Lock()
	s.at[string(key)] = &storedList{zs: zs}
	s.mu.Unlock()
}

// stored publishes that the search stored node i's zone at location key,
// removing removed zones of it; at is the location's live zones now.
func (s *storedZones) stored(key []byte, i int, removed int, at []live, nodes []node) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l := s.at[string(key)]
	if l == nil {
		l = &storedList{}
		s.at[string(key)] = l
	}
	l.dead += removed
	if l.dead > len(l.zs)/2 {
		zs := make([]storedZone, len(at), len(at)+len(at)/2+1)
		for k, c := range at {
			zs[k] = storedZone{z: nodes[c.node].zone, live: c}
		}
		l.zs, l.dead = zs, 0
		return
	}
	l.zs = append(l.zs, storedZone{z: nodes[i].zone, live: at[len(at)-1]})
}

// of returns location key's zones.
func (s *storedZones) of(key []byte) []storedZone {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if l := s.at[string(key)]; l != nil {
		return l.zs
	}
	return nil
}

// maxEarlyTests is how many of a location's newest zones a worker tests
// a successor against; commit tests it against all of them.
const maxEarlyTests = 64

// coveredNow reports whether zones stored so far cover every zone of the
// prepared successor s (a worker's; false without a published store).
func (e *explorer) coveredNow(s *succ) bool {
	if e.stored == nil || len(s.zs) == 0 {
		return false
	}
	e.locKey = append(e.locKey[:0], s.key...)
	for _, o := range s.obs {
		e.locKey = append(e.locKey, b2byte(o))
	}
	at := e.stored.of(e.locKey)
	if len(at) == 0 {
		return false
	}
	for _, z := range s.zs {
		wall := e.wallOf(z, s.b)
		hit := false
		// Newest first, as covered, and only the newest: a location
		// of thousands of zones that cover nothing (programs/elk
		// doorajar.elk over 24 h stores 307,718 for 13 discrete states)
		// would cost the worker the search's own scan a second time.
		for k := len(at) - 1; k >= max(0, len(at)-maxEarlyTests) && !hit; k-- {
			hit = wall.mayBeCoveredBy(at[k].live) && e.covers(at[k].z, z, s.b)
		}
		if !hit {
			return false
		}
	}
	return true
}
