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
// by what the worker sees is covered by what the search holds when it
// commits it, where it would only be counted as a hit.

// storedZones is the store's live zones per location key, published by
// the search after each change for the workers to read. Each location's
// list is replaced, never changed, so a worker reads it without holding
// the lock.
type storedZones struct {
	mu sync.RWMutex
	at map[string][]storedZone
}

// storedZone is a live zone with its wall-clock interval (live).
type storedZone struct {
	z *zones.DBM
	live
}

// newStoredZones publishes e's store as it is (the start's nodes).
func newStoredZones(e *explorer) *storedZones {
	s := &storedZones{at: map[string][]storedZone{}}
	for k, l := range e.loci {
		s.publish([]byte(k), e.at[l], e.res.nodes)
	}
	return s
}

// publish replaces location key's zones by at's (the search's goroutine,
// the only writer).
func (s *storedZones) publish(key []byte, at []live, nodes []node) {
	zs := make([]storedZone, len(at))
	for k, c := range at {
		zs[k] = storedZone{z: nodes[c.node].zone, live: c}
	}
	s.mu.Lock()
	s.at[string(key)] = zs
	s.mu.Unlock()
}

// of returns location key's zones.
func (s *storedZones) of(key []byte) []storedZone {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.at[string(key)]
}

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
		// Newest first, as covered.
		for k := len(at) - 1; k >= 0 && !hit; k-- {
			hit = wall.mayBeCoveredBy(at[k].live) && e.covers(at[k].z, z, s.b)
		}
		if !hit {
			return false
		}
	}
	return true
}
