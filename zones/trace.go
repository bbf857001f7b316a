package zones

import (
	"errors"
	"fmt"
	"math/big"
)

// Reset sets Clock to Value (usually 0) on a transition.
type Reset struct {
	Clock int
	Value int64
}

// Step is one discrete transition of a symbolic path: Guard must hold
// just before it, then the Resets happen, then Inv (the target's
// invariant) must hold on arrival and throughout the following delay,
// which is 0 if Urgent.
type Step struct {
	Guard  []Constraint
	Resets []Reset
	Inv    []Constraint
	Urgent bool
}

// Path is a symbolic run to concretise: start at a point of Init (the
// zero zone, say), stay in the initial location (invariant Inv, no delay
// if Urgent), then take the Steps in turn; Final must hold at the end,
// after the last delay.
type Path struct {
	N      int // clocks
	Init   *DBM
	Inv    []Constraint
	Urgent bool
	Steps  []Step
	Final  []Constraint
}

// Run is a concrete run of a Path, in exact rationals. Valuations are
// indexed by clock with index 0 unused (0).
type Run struct {
	Start  []*big.Rat   // in Init
	Delays []*big.Rat   // len(Steps)+1: Delays[k] before Steps[k], the last after the last step
	Before [][]*big.Rat // Before[k]: just before Steps[k]
	End    []*big.Rat   // after the last delay; satisfies Final
}

// ErrInfeasible reports a path that no concrete run follows (possible when
// the zones it came from were over-approximated, e.g. by an unsound
// extrapolation).
var ErrInfeasible = errors.New("zones: the path has no concrete run")

// Concretise finds a concrete run of p, or ErrInfeasible (wrapped, with
// the step) if there is none. It recomputes the exact zones along the
// path, without extrapolation (the explorer's stored zones may be
// abstractions and cannot be trusted to contain only real runs), then
// walks back from a simple point of the last zone: each delay is the
// simplest value (Interval.Simplest: a whole number where possible)
// leading back into the zone after the previous transition, and the
// values of reset clocks before a reset are the simplest that satisfy the
// zone and guard before it (Extend).
func Concretise(p *Path) (*Run, error) {
	if p.Init == nil || p.Init.Clocks() != p.N {
		return nil, fmt.Errorf("zones: the path needs an initial zone over its %d clocks", p.N)
	}
	k := len(p.Steps)
	// post[i]: the zone on entering location i (before its delay);
	// pre[i]: the zone just before Steps[i] (guard applied).
	post := make([]*DBM, k+1)
	pre := make([]*DBM, k)
	z := p.Init.Copy()
	if ok, err := z.ConstrainAll(p.Inv); err != nil {
		return nil, err
	} else if !ok {
		return nil, fmt.Errorf("%w: the initial zone violates the initial invariant", ErrInfeasible)
	}
	post[0] = z.Copy()
	urgent := p.Urgent
	inv := p.Inv
	for i, st := range p.Steps {
		if !urgent {
			z.Up()
			if _, err := z.ConstrainAll(inv); err != nil {
				return nil, err
			}
		}
		ok, err := z.ConstrainAll(st.Guard)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, fmt.Errorf("%w: the guard of step %d cannot hold", ErrInfeasible, i)
		}
		pre[i] = z.Copy()
		for _, r := range st.Resets {
			if err := z.ResetTo(r.Clock, r.Value); err != nil {
				return nil, err
			}
		}
		if ok, err := z.ConstrainAll(st.Inv); err != nil {
			return nil, err
		} else if !ok {
			return nil, fmt.Errorf("%w: the invariant after step %d cannot hold", ErrInfeasible, i)
		}
		post[i+1] = z.Copy()
		urgent, inv = st.Urgent, st.Inv
	}
	if !urgent {
		z.Up()
		if _, err := z.ConstrainAll(inv); err != nil {
			return nil, err
		}
	}
	if ok, err := z.ConstrainAll(p.Final); err != nil {
		return nil, err
	} else if !ok {
		return nil, fmt.Errorf("%w: the final condition cannot hold", ErrInfeasible)
	}

	run := &Run{Delays: make([]*big.Rat, k+1), Before: make([][]*big.Rat, k)}
	v, err := z.Point()
	if err != nil {
		return nil, err
	}
	run.End = v
	// Back from location i's delayed zone: the delay into v from post[i],
	// then (for i > 0) the valuation before Steps[i-1].
	for i := k; i >= 0; i-- {
		u := v
		d := new(big.Rat)
		if u0 := urgentAt(p, i); !u0 {
			iv := post[i].PastInterval(v)
			d = iv.Simplest()
			if d == nil {
				return nil, fmt.Errorf("zones: internal error: no delay in location %d leads to %v", i, v)
			}
			u = shift(v, d, -1)
		}
		run.Delays[i] = d
		if i == 0 {
			run.Start = cloneVal(u)
			break
		}
		st := p.Steps[i-1]
		w := cloneVal(u)
		clocks := make([]int, 0, len(st.Resets))
		for _, r := range st.Resets {
			clocks = append(clocks, r.Clock)
		}
		if err := pre[i-1].Extend(w, clocks); err != nil {
			return nil, fmt.Errorf("zones: internal error before step %d: %v", i-1, err)
		}
		run.Before[i-1] = w
		v = w
	}
	if err := p.Replay(run); err != nil {
		return nil, fmt.Errorf("zones: internal error: the concretised run fails: %v", err)
	}
	return run, nil
}

// urgentAt reports whether no time may pass in the path's i-th location.
func urgentAt(p *Path, i int) bool {
	if i == 0 {
		return p.Urgent
	}
	return p.Steps[i-1].Urgent
}

func cloneVal(v []*big.Rat) []*big.Rat {
	w := make([]*big.Rat, len(v))
	for i, r := range v {
		w[i] = new(big.Rat).Set(r)
	}
	return w
}

// shift returns v + sign·d on every clock (index 0 stays 0).
func shift(v []*big.Rat, d *big.Rat, sign int) []*big.Rat {
	w := make([]*big.Rat, len(v))
	w[0] = new(big.Rat)
	for i := 1; i < len(v); i++ {
		w[i] = new(big.Rat)
		if sign > 0 {
			w[i].Add(v[i], d)
		} else {
			w[i].Sub(v[i], d)
		}
	}
	return w
}

// holdsAll reports whether v satisfies every constraint.
func holdsAll(cs []Constraint, v []*big.Rat) bool {
	r := new(big.Rat)
	for _, c := range cs {
		if c.B == Infinity {
			continue
		}
		r.Sub(ratAt(v, c.I), ratAt(v, c.J))
		if k := r.Cmp(boundRat(c.B)); k > 0 || k == 0 && c.B.Strict() {
			return false
		}
	}
	return true
}

// nonNegative reports whether every clock of v is ≥ 0.
func nonNegative(v []*big.Rat) bool {
	for i := 1; i < len(v); i++ {
		if v[i].Sign() < 0 {
			return false
		}
	}
	return true
}

// Replay checks that r is a run of p in exact arithmetic: the start is in
// Init, every delay is non-negative (0 in urgent locations) and keeps the
// invariant at both ends (which suffices: invariants are convex), every
// guard holds, the resets give the next valuation, and Final holds at the
// end. It is independent of the zone computations of Concretise.
func (p *Path) Replay(r *Run) error {
	k := len(p.Steps)
	if len(r.Delays) != k+1 || len(r.Before) != k {
		return fmt.Errorf("run has %d delays and %d steps for a path of %d steps", len(r.Delays), len(r.Before), k)
	}
	if len(r.Start) != p.N+1 || !nonNegative(r.Start) || !p.Init.Contains(r.Start) {
		return errors.New("start is not in the initial zone")
	}
	v := r.Start
	inv, urgent := p.Inv, p.Urgent
	for i := 0; i <= k; i++ {
		d := r.Delays[i]
		if d.Sign() < 0 || urgent && d.Sign() != 0 {
			return fmt.Errorf("delay %d is %v", i, d)
		}
		if !holdsAll(inv, v) {
			return fmt.Errorf("invariant fails before delay %d", i)
		}
		v = shift(v, d, 1)
		if !holdsAll(inv, v) {
			return fmt.Errorf("invariant fails after delay %d", i)
		}
		if i == k {
			break
		}
		if len(r.Before[i]) != p.N+1 {
			return fmt.Errorf("valuation before step %d has %d entries", i, len(r.Before[i]))
		}
		for x := 1; x <= p.N; x++ {
			if v[x].Cmp(r.Before[i][x]) != 0 {
				return fmt.Errorf("valuation before step %d differs", i)
			}
		}
		st := p.Steps[i]
		if !holdsAll(st.Guard, v) {
			return fmt.Errorf("guard of step %d fails", i)
		}
		v = cloneVal(v)
		for _, rs := range st.Resets {
			v[rs.Clock].SetInt64(rs.Value)
		}
		inv, urgent = st.Inv, st.Urgent
	}
	if !holdsAll(p.Final, v) {
		return errors.New("final condition fails")
	}
	if len(r.End) != p.N+1 {
		return errors.New("end valuation has the wrong length")
	}
	for x := 1; x <= p.N; x++ {
		if v[x].Cmp(r.End[x]) != 0 {
			return errors.New("end valuation differs")
		}
	}
	return nil
}
