package ztrace

import (
	"slices"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Transit is how a node was reached from its parent, for concretising
// its path: Phases, each a sequence of constraints and resets at one
// instant, then (if Delay) time passing within an invariant; and the
// factors' classes and random values the stimulus's run took, which the
// replay takes again.
type Transit struct {
	Phases  []Phase
	Factors []ta.FactorChoice
	Randoms []int64
}

// Phase is one instant of a Transit: the run's constraints and resets in
// the order they were made (Ops), then, if Delay, time passing within
// the invariant Inv.
type Phase struct {
	Ops   []Op
	Delay bool
	Inv   []zones.Constraint
}

// Op is a step of a transition's symbolic record: a constraint, or the
// reset of a clock (Reset ≥ 1, its index in the DBM), as the zone
// engine's clocks (zclocks.Clocks) log them for the path a trace is
// concretised from.
type Op struct {
	C     zones.Constraint
	Reset int
	// To is the value the reset sets (0 but for the wall clock's wrap at
	// midnight under --forever, which takes it back by a day or a week).
	To int64
}

// Arrive returns a copy of t whose last phase also has the constraints
// cs: the part of the zone the successor is in.
func (t *Transit) Arrive(cs []zones.Constraint) *Transit {
	if len(cs) == 0 {
		return t
	}
	n := *t
	n.Phases = slices.Clone(t.Phases)
	last := &n.Phases[len(n.Phases)-1]
	last.Ops = ConstraintOps(slices.Clone(last.Ops), cs)
	return &n
}

// Delayed returns a copy of t whose last phase also has the constraints
// arrive and is followed by a delay within inv; then the constraints
// after must hold (in a new phase, also when next is set: the arrival in
// another location). Time passing records its successors' way so.
func (t *Transit) Delayed(arrive, inv, after []zones.Constraint, next bool) *Transit {
	n := *t
	n.Phases = slices.Clone(t.Phases)
	last := &n.Phases[len(n.Phases)-1]
	last.Ops = ConstraintOps(slices.Clone(last.Ops), arrive)
	last.Delay, last.Inv = true, slices.Clone(inv)
	if len(after) > 0 || next {
		n.Phases = append(n.Phases, Phase{Ops: ConstraintOps(nil, after)})
	}
	return &n
}

// Clone returns a copy of t that shares nothing with it: a record kept
// (a stored node's, a runtime error's) from one built on a run's scratch.
// Nil slices stay nil.
func (t *Transit) Clone() *Transit {
	n := &Transit{Factors: slices.Clone(t.Factors), Randoms: slices.Clone(t.Randoms)}
	if t.Phases != nil {
		n.Phases = make([]Phase, len(t.Phases))
		for i, p := range t.Phases {
			n.Phases[i] = Phase{Ops: slices.Clone(p.Ops), Delay: p.Delay, Inv: slices.Clone(p.Inv)}
		}
	}
	return n
}

// ConstraintOps appends the constraints cs to ops, for a phase that
// starts from a part of a zone (its constraints log) rather than from a
// run's record.
func ConstraintOps(ops []Op, cs []zones.Constraint) []Op {
	for _, k := range cs {
		ops = append(ops, Op{C: k})
	}
	return ops
}
