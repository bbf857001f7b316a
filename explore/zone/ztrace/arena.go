package ztrace

import (
	"slices"

	"github.com/delorean-mc/delorean/zones"
)

// Arena holds the records of one run's successors (ArriveIn, DelayedIn):
// most successors are covered by a stored zone and their records are
// garbage at once, so they are built on scratch that Reset reuses, and
// a record kept is copied out of it (Transit.Clone). A record from an
// arena is valid until its Reset; nothing built on one may be kept past
// it without Clone.
type Arena struct {
	ts  []Transit
	ph  []Phase
	ops []Op
	cs  []zones.Constraint
}

// Reset makes the arena's space free for the next records: every record
// built on it before is invalid.
func (a *Arena) Reset() {
	a.ts, a.ph, a.ops, a.cs = a.ts[:0], a.ph[:0], a.ops[:0], a.cs[:0]
}

// take returns n elements of *buf's free space (not cleared), in a new
// chunk when it has too little: the slices handed out before stay valid
// (the old chunk is theirs), and Reset reuses the newest chunk.
func take[T any](buf *[]T, n int) []T {
	b := *buf
	if cap(b)-len(b) < n {
		b = make([]T, 0, max(2*cap(b), n, 64))
	}
	s := b[len(b) : len(b)+n : len(b)+n]
	*buf = b[:len(b)+n]
	return s
}

// Constraints returns a copy of cs on the arena (nil for nil, and no
// space for an empty cs, as slices.Clone).
func (a *Arena) Constraints(cs []zones.Constraint) []zones.Constraint {
	if len(cs) == 0 {
		return slices.Clone(cs)
	}
	s := take(&a.cs, len(cs))
	copy(s, cs)
	return s
}

// opsWith is ops followed by the constraints cs as operations, on the
// arena (ConstraintOps(slices.Clone(ops), cs)).
func (a *Arena) opsWith(ops []Op, cs []zones.Constraint) []Op {
	if len(ops)+len(cs) == 0 {
		return slices.Clone(ops)
	}
	s := take(&a.ops, len(ops)+len(cs))
	copy(s, ops)
	for i, k := range cs {
		s[len(ops)+i] = Op{C: k}
	}
	return s
}

// ArriveIn is Arrive built on the arena a (Arrive itself when a is nil).
func (t *Transit) ArriveIn(a *Arena, cs []zones.Constraint) *Transit {
	if a == nil || len(cs) == 0 {
		return t.Arrive(cs)
	}
	n := &take(&a.ts, 1)[0]
	*n = *t
	n.Phases = take(&a.ph, len(t.Phases))
	copy(n.Phases, t.Phases)
	last := &n.Phases[len(n.Phases)-1]
	last.Ops = a.opsWith(last.Ops, cs)
	return n
}

// DelayedIn is Delayed built on the arena a (Delayed itself when a is
// nil).
func (t *Transit) DelayedIn(a *Arena, arrive, inv, after []zones.Constraint, next bool) *Transit {
	if a == nil {
		return t.Delayed(arrive, inv, after, next)
	}
	n := &take(&a.ts, 1)[0]
	*n = *t
	more := len(after) > 0 || next
	np := len(t.Phases)
	if more {
		np++
	}
	n.Phases = take(&a.ph, np)
	copy(n.Phases, t.Phases)
	last := &n.Phases[len(t.Phases)-1]
	last.Ops = a.opsWith(last.Ops, arrive)
	last.Delay, last.Inv = true, a.Constraints(inv)
	if more {
		n.Phases[np-1] = Phase{Ops: a.opsWith(nil, after)}
	}
	return n
}
