package ztrace

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/delorean-mc/delorean/zones"
)

// The records built on an arena are the ones Arrive and Delayed build on
// the heap (reflect.DeepEqual: the same phases, operations and
// invariants, nil where theirs are nil), and a record cloned out of an
// arena stays so after the arena is reset and reused.
func TestArenaAgreesWithHeap(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	cons := func() []zones.Constraint {
		switch r.Intn(4) {
		case 0:
			return nil
		case 1:
			return []zones.Constraint{}
		}
		cs := make([]zones.Constraint, 1+r.Intn(4))
		for i := range cs {
			cs[i] = zones.Constraint{I: r.Intn(4), J: r.Intn(4), B: zones.Bound(r.Intn(100))}
		}
		return cs
	}
	var a Arena
	for round := 0; round < 200; round++ {
		a.Reset()
		base := &Transit{Phases: []Phase{{Ops: ConstraintOps(nil, cons())}}}
		if r.Intn(2) == 0 {
			base.Factors = nil
			base.Randoms = []int64{int64(r.Intn(9))}
		}
		heap, arena := base, base
		var kept []*Transit
		var want []*Transit
		for step := 0; step < 6; step++ {
			if r.Intn(2) == 0 {
				cs := cons()
				heap, arena = heap.Arrive(cs), arena.ArriveIn(&a, cs)
			} else {
				arrive, inv, after, next := cons(), cons(), cons(), r.Intn(2) == 0
				heap, arena = heap.Delayed(arrive, inv, after, next), arena.DelayedIn(&a, arrive, inv, after, next)
			}
			if !reflect.DeepEqual(heap, arena) {
				t.Fatalf("round %d step %d: arena record %+v, heap record %+v", round, step, arena, heap)
			}
			kept, want = append(kept, arena.Clone()), append(want, heap)
		}
		a.Reset()
		// Reuse the arena's space with other records.
		junk := &Transit{Phases: []Phase{{Ops: ConstraintOps(nil, []zones.Constraint{{I: 9, J: 9, B: 9}})}}}
		for k := 0; k < 20; k++ {
			junk = junk.DelayedIn(&a, []zones.Constraint{{I: 7, J: 7, B: 7}}, []zones.Constraint{{I: 8, J: 8, B: 8}}, nil, true)
		}
		for i := range kept {
			if !reflect.DeepEqual(kept[i], want[i]) {
				t.Fatalf("round %d: record %d cloned out of the arena changed after Reset: %+v, want %+v", round, i, kept[i], want[i])
			}
		}
	}
}
