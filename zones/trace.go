package zones

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
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

// Path is a symbolic run to concretise: start at a point of Init (a
// canonical zone: the zero zone, say), stay in the initial location (invariant Inv, no delay
// if Urgent), then take the Steps in turn; Final must hold at the end,
// after the last delay.
type Path struct {
	N      int // clocks
	Init   *DBM
	Inv    []Constraint
	Urgent bool
	Steps  []Step
	Final  []Constraint
	// Earliest, when not 0, is a clock (a wall clock) whose value at the
	// end is to be the least that the path allows with Final: the run
	// ends there, or, when that infimum c is not attained (a strict
	// bound), before c + Unit (1 if not set), where constants that are
	// multiples of Unit leave no other bound (the simplest value there
	// is c + 1 if Unit is more than 1, else c + 1/2 unless other clocks
	// need thirds or less).
	Earliest int
	Unit     int64
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
// simplest value (Interval.Simplest) leading back into the zone after the
// previous transition, and the values of reset clocks before a reset are
// the simplest that satisfy the zone and guard before it (Extend).
//
// It first looks for a run whose delays are all whole numbers, then
// halves, thirds and quarters: restricted to multiples of 1/q, the
// problem is the same with every constant scaled by q and every strict
// bound (<, c) tightened to (≤, c−1), and since the zone operations keep
// such bounds integral and non-strict, the backward walk then only meets
// closed intervals with whole ends. So a run with whole-number delays is
// returned whenever one exists. Otherwise the walk is done on the exact
// zones, choosing the simplest rationals greedily.
func Concretise(p *Path) (*Run, error) {
	if p.Init == nil || p.Init.Clocks() != p.N {
		return nil, fmt.Errorf("zones: the path needs an initial zone over its %d clocks", p.N)
	}
	if p.Earliest > 0 {
		var err error
		if p, err = p.atEarliest(); err != nil {
			return nil, err
		}
	}
	for q := int64(1); q <= 4; q++ {
		sp, err := p.scaled(q)
		if err != nil {
			return nil, err
		}
		run, err := concretise(sp)
		if errors.Is(err, ErrInfeasible) {
			continue
		}
		if err != nil {
			return nil, err
		}
		run.unscale(q)
		if err := p.Replay(run); err != nil {
			return nil, fmt.Errorf("zones: internal error: the concretised run fails: %v", err)
		}
		return run, nil
	}
	run, err := concretise(p)
	if err != nil {
		return nil, err
	}
	if err := p.Replay(run); err != nil {
		return nil, fmt.Errorf("zones: internal error: the concretised run fails: %v", err)
	}
	return run, nil
}

// atEarliest returns p with Final bounding clock Earliest by its least
// value in the exact zone at the path's end (see Path.Earliest), and
// Earliest cleared.
func (p *Path) atEarliest() (*Path, error) {
	_, _, z, err := p.forward()
	if err != nil {
		return nil, err
	}
	x := p.Earliest
	if x > p.N {
		return nil, fmt.Errorf("zones: the path's earliest clock %d is not one of its %d clocks", x, p.N)
	}
	q := *p
	q.Earliest = 0
	lo := z.At(0, x) // 0 - x ≺ lo: x ≥ -lo, or x > -lo if strict
	if lo.IsInf() {
		return &q, nil
	}
	c := -lo.Value()
	b, err := LE(c)
	if lo.Strict() {
		unit := max(p.Unit, 1)
		if c > MaxConst-unit {
			return nil, ErrOverflow
		}
		b, err = LT(c + unit)
	}
	if err != nil {
		return nil, err
	}
	q.Final = append(slices.Clone(p.Final), Constraint{I: x, J: 0, B: b})
	return &q, nil
}

// scaled returns p with every constant multiplied by q and every strict
// bound tightened: its runs are q times p's runs whose delays (and
// initial values) are multiples of 1/q.
func (p *Path) scaled(q int64) (*Path, error) {
	var err error
	sc := func(cs []Constraint) []Constraint {
		out := make([]Constraint, len(cs))
		for i, c := range cs {
			out[i] = c
			if c.B != Infinity && err == nil {
				var b Bound
				b, err = scaleBound(c.B, q)
				out[i].B = b
			}
		}
		return out
	}
	sp := &Path{N: p.N, Init: p.Init.Copy(), Inv: sc(p.Inv), Urgent: p.Urgent, Final: sc(p.Final)}
	for k, b := range sp.Init.m {
		if b != Infinity && k%(sp.Init.dim+1) != 0 && err == nil {
			sp.Init.m[k], err = scaleBound(b, q)
		}
	}
	if err != nil {
		return nil, err
	}
	if _, err := sp.Init.Close(); err != nil {
		return nil, err
	}
	for _, st := range p.Steps {
		ns := Step{Guard: sc(st.Guard), Inv: sc(st.Inv), Urgent: st.Urgent}
		for _, r := range st.Resets {
			if r.Value > MaxConst/q || r.Value < -MaxConst/q {
				return nil, ErrOverflow
			}
			ns.Resets = append(ns.Resets, Reset{Clock: r.Clock, Value: r.Value * q})
		}
		sp.Steps = append(sp.Steps, ns)
	}
	return sp, err
}

// scaleBound returns (q·c, ≤) for (c, ≤) and (q·c − 1, ≤) for (c, <).
func scaleBound(b Bound, q int64) (Bound, error) {
	c := b.Value()
	if c > MaxConst/q || c < -MaxConst/q {
		return Infinity, ErrOverflow
	}
	c *= q
	if b.Strict() {
		c--
	}
	return LE(c)
}

// unscale divides every value of the run by q.
func (r *Run) unscale(q int64) {
	d := big.NewRat(1, q)
	scale := func(v []*big.Rat) {
		for _, x := range v {
			if x != nil {
				x.Mul(x, d)
			}
		}
	}
	scale(r.Start)
	scale(r.Delays)
	scale(r.End)
	for _, v := range r.Before {
		scale(v)
	}
}

// forward computes the exact zones along p: post[i], the zone on
// entering location i (before its delay), pre[i], the zone just before
// Steps[i] (guard applied), and the zone at the end (after the last
// delay, Final applied); an infeasible path is ErrInfeasible.
func (p *Path) forward() (post, pre []*DBM, end *DBM, err error) {
	k := len(p.Steps)
	post, pre = make([]*DBM, k+1), make([]*DBM, k)
	z := p.Init.Copy()
	if ok, err := z.ConstrainAll(p.Inv); err != nil {
		return nil, nil, nil, err
	} else if !ok {
		return nil, nil, nil, fmt.Errorf("%w: the initial zone violates the initial invariant", ErrInfeasible)
	}
	post[0] = z.Copy()
	urgent := p.Urgent
	inv := p.Inv
	for i, st := range p.Steps {
		if !urgent {
			z.Up()
			if _, err := z.ConstrainAll(inv); err != nil {
				return nil, nil, nil, err
			}
		}
		ok, err := z.ConstrainAll(st.Guard)
		if err != nil {
			return nil, nil, nil, err
		}
		if !ok {
			return nil, nil, nil, fmt.Errorf("%w: the guard of step %d cannot hold", ErrInfeasible, i)
		}
		pre[i] = z.Copy()
		for _, r := range st.Resets {
			if err := z.ResetTo(r.Clock, r.Value); err != nil {
				return nil, nil, nil, err
			}
		}
		if ok, err := z.ConstrainAll(st.Inv); err != nil {
			return nil, nil, nil, err
		} else if !ok {
			return nil, nil, nil, fmt.Errorf("%w: the invariant after step %d cannot hold", ErrInfeasible, i)
		}
		post[i+1] = z.Copy()
		urgent, inv = st.Urgent, st.Inv
	}
	if !urgent {
		z.Up()
		if _, err := z.ConstrainAll(inv); err != nil {
			return nil, nil, nil, err
		}
	}
	if ok, err := z.ConstrainAll(p.Final); err != nil {
		return nil, nil, nil, err
	} else if !ok {
		return nil, nil, nil, fmt.Errorf("%w: the final condition cannot hold", ErrInfeasible)
	}
	return post, pre, z, nil
}

// concretise is Concretise's backward walk on one (possibly scaled) path.
func concretise(p *Path) (*Run, error) {
	k := len(p.Steps)
	post, pre, z, err := p.forward()
	if err != nil {
		return nil, err
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
