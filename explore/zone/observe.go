package zone

import (
	"slices"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// The observers of time-bound invariants, on zones, with the region
// explorer's semantics (explore/observe.go): a `holds ... for` (Stays)
// obligation opens after its trigger (while its precondition held just
// before), restarting its clock, is violated where its condition is false
// while open, and closes when its clock reaches the bound; a `reaches ...
// within` obligation opens unless one is open, closes where its condition
// holds, and is violated where its clock is past the bound while open.
// A closed observer's clock is freed (any value), so that it does not
// split zones. The pending flags are part of the location (loc), the
// clocks are the zone's, after the program's.

// preObs is what an observer asked of the state before a run: the
// `while` precondition and, for a trigger that is a condition becoming
// true, whether it held before.
type preObs struct {
	whileErr   bool // the while failed
	whileErrV  error
	whileVal   bool
	edgeBefore bool
}

// preObserve evaluates, on the zone before stimulus s runs, what the
// observers read of the state before it. A `while` is evaluated only
// where its trigger may be this stimulus; its failure counts only if the
// trigger happens (as in the region explorer).
func (e *explorer) preObserve(st *ta.State, s int) ([]preObs, error) {
	if len(e.m.Timed) == 0 {
		return nil, nil
	}
	// The run's scratch (fire calls it once a run and reads it only
	// within the run).
	out := e.pre[:0]
	for range e.m.Timed {
		out = append(out, preObs{})
	}
	e.pre = out
	for _, p := range e.m.Timed {
		o := &out[p.Slot]
		if p.After == explore.AfterEdge {
			v, err := e.mach.Eval(st, e.clk, p.Edge)
			if err != nil {
				// The region explorer fails on every transition here.
				return nil, err
			}
			o.edgeBefore = v != 0
			if o.edgeBefore {
				continue // it cannot become true: no trigger
			}
		}
		if p.While != nil && (p.After != explore.AfterStimulus || p.Target == s) {
			v, err := e.mach.Eval(st, e.clk, p.While)
			if err != nil {
				o.whileErr, o.whileErrV = true, err
			}
			o.whileVal = v != 0
		}
	}
	return out, nil
}

// triggered reports whether p's trigger happened in the run just made
// (e.eff), which led to post (on e.clk).
func (e *explorer) triggered(p *explore.Property, o *preObs, post *ta.State) (bool, error) {
	eff := e.eff
	switch p.After {
	case explore.AfterStimulus:
		return eff.Stimulus == p.Target, nil
	case explore.AfterRule:
		for _, r := range p.Rules {
			if slices.Contains(eff.Rules, r) {
				return true, nil
			}
		}
		return false, nil
	case explore.AfterChange:
		return slices.Contains(eff.Changed, p.Target), nil
	case explore.AfterEmit:
		stmts := e.m.Prog.Stmts()
		for _, id := range eff.Emits {
			if stmts[id].(*ta.Emit).Name == p.Emit {
				return true, nil
			}
		}
		return false, nil
	}
	if o.edgeBefore {
		return false, nil
	}
	v, err := e.mach.Eval(post, e.clk, p.Edge)
	return v != 0, err
}

// observe opens the obligations the run just made triggers.
func (e *explorer) observe(pre []preObs, post *ta.State, obs []bool) error {
	e.hits = e.hits[:0]
	for _, p := range e.m.Timed {
		o := &pre[p.Slot]
		hit, err := e.triggered(p, o, post)
		if err != nil {
			return err
		}
		if !hit {
			continue
		}
		if p.While != nil {
			if o.whileErr {
				return o.whileErrV
			}
			if !o.whileVal {
				continue
			}
		}
		e.hits = append(e.hits, p.Index)
		if p.Kind == explore.Stays || !obs[p.Slot] {
			obs[p.Slot] = true
			e.clk.Reset(p.Clock)
		}
	}
	return nil
}

// settle closes the obligations met after a run (on e.clk) and frees the
// closed observers' clocks.
func (e *explorer) settle(st *ta.State, obs []bool) error {
	for _, p := range e.m.Timed {
		if obs[p.Slot] {
			met, err := e.met(p, st, e.clk)
			if err != nil {
				return err
			}
			if met {
				obs[p.Slot] = false
			}
		}
		if !obs[p.Slot] {
			e.clk.Free(p.Clock)
		}
	}
	return nil
}

// met reports whether p's open obligation is met.
func (e *explorer) met(p *explore.Property, st *ta.State, clk ta.Clocks) (bool, error) {
	if p.Kind == explore.Stays {
		return clk.Holds(ta.ClockAtom{X: p.Clock, Y: -1, Op: ta.OpGe, C: p.Bound}), nil
	}
	return e.condHolds(p, st, clk)
}

func (e *explorer) condHolds(p *explore.Property, st *ta.State, clk ta.Clocks) (bool, error) {
	v, err := e.mach.Eval(st, clk, p.Cond)
	return v != 0, err
}

// metMask is the set of open obligations met (a bit per slot).
func (e *explorer) metMask(st *ta.State, clk ta.Clocks, obs []bool) (uint64, error) {
	var m uint64
	for _, p := range e.m.Timed {
		if obs[p.Slot] {
			ok, err := e.met(p, st, clk)
			if err != nil {
				return 0, err
			}
			if ok {
				m |= 1 << p.Slot
			}
		}
	}
	return m, nil
}

// found is a property violated somewhere in a zone, with the constraints
// of its earliest violating part and that part's lower bound on the wall
// clock (the zone's At(0, wall): the earliest time it violates p at).
type found struct {
	p     *explore.Property
	final []zones.Constraint
	at    zones.Bound
}

// check finds the properties that some valuation of z violates in the
// location (st, obs), as the region explorer checks each new state: a
// valuation where the state is urgent counts only for a transient
// property. Of the parts where p is violated, the earliest on the wall
// clock is kept: the parts are cut by every clock question the
// properties ask (another invariant's window too), in the odometer's
// order, which is not the order of time, and the reported time and
// trace are the earliest.
func (e *explorer) check(st *ta.State, obs []bool, z *zones.DBM) ([]found, error) {
	props := e.m.Props
	if len(props) == 0 {
		return nil, nil
	}
	e.noteVacuity(st, obs, z)
	ps, err := e.partsMask(z, func(clk ta.Clocks) (uint64, error) {
		urgent, err := e.mach.Urgent(st, clk)
		if err != nil {
			return 0, err
		}
		var m uint64
		for i, p := range props {
			if urgent && !p.Transient {
				continue
			}
			bad, err := e.violates(p, st, clk, obs)
			if err != nil {
				return 0, err
			}
			if bad {
				m |= 1 << i
			}
		}
		return m, nil
	})
	if err != nil {
		return nil, err
	}
	var out []found
	for i, p := range props {
		k := -1
		for j, q := range ps {
			if q.v&(1<<i) != 0 && (k < 0 || earlier(wallBound(q.z), wallBound(ps[k].z))) {
				k = j
			}
		}
		if k >= 0 {
			out = append(out, found{p: p, final: slices.Clone(ps[k].log), at: wallBound(ps[k].z)})
		}
	}
	// The parts' zones are this call's: what is kept of them is their
	// logs and bounds.
	releaseParts(e, ps, z)
	return out, nil
}

// wallBound is z's lower bound on the wall clock as the DBM holds it
// (At(0, wall): -c for wall >= c, strict for wall > c); wallLow's value
// with its strictness.
func wallBound(z *zones.DBM) zones.Bound {
	if z.Dim() <= ta.WallClock+1 {
		b, _ := zones.LE(0)
		return b
	}
	return z.At(0, ta.WallClock+1)
}

// earlier reports whether the wall-clock lower bound a (wallLow) is
// earlier than b: a looser bound on 0 - wall, so a lower infimum, or the
// same one attained (wall >= c before wall > c).
func earlier(a, b zones.Bound) bool { return b.Less(a) }

// violates is explore's violates on zone clocks.
func (e *explorer) violates(p *explore.Property, st *ta.State, clk ta.Clocks, obs []bool) (bool, error) {
	if p.Kind == explore.Reaches {
		return obs[p.Slot] && clk.Holds(ta.ClockAtom{X: p.Clock, Y: -1, Op: ta.OpGt, C: p.Bound}), nil
	}
	if p.Kind == explore.Stays && !obs[p.Slot] || p.AgainWithin > 0 {
		// An always_eventually under a horizon: no state violates it
		// (leadsto.go reads the horizon's end).
		return false, nil
	}
	ok, err := e.condHolds(p, st, clk)
	return !ok, err
}
