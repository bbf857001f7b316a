package explore

import (
	"github.com/delorean-mc/delorean/ta"
)

// Observers implement time-bound invariants. Each has a pending flag (an
// obligation is open) and a clock (the obligation's age):
//
//	Stays:   after X (while C), Y must hold for T. X opens the obligation
//	         and restarts its clock; it is violated when Y is false while
//	         the clock is below T, and closes when the clock reaches T.
//	Reaches: after X (while C), Y must become true within T. X opens the
//	         obligation unless one is open (the oldest deadline binds); Y
//	         closes it; it is violated when the clock exceeds T while open.
//
// A closed observer's clock is forgotten, so that it does not split states.

func (m *Model) atomHolds(clk ta.Clocks, p *Property, op ta.Op) bool {
	return clk.Holds(ta.ClockAtom{X: p.Clock, Y: -1, Op: op, C: p.Bound})
}

func (m *Model) truth(st *ta.State, clk ta.Clocks, e ta.Expr) (bool, error) {
	v, err := m.Mach.Eval(st, clk, e)
	return v != 0, err
}

// triggered reports whether p's `after` happened in the stimulus described
// by eff, which led from pre to post.
func (m *Model) triggered(p *Property, pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ta.Clocks, eff *ta.Effects) (bool, error) {
	switch p.After {
	case AfterStimulus:
		return eff.Stimulus == p.Target, nil
	case AfterRule:
		for _, r := range eff.Rules {
			if r == p.Target {
				return true, nil
			}
		}
		return false, nil
	case AfterChange:
		for _, v := range eff.Changed {
			if v == p.Target {
				return true, nil
			}
		}
		return false, nil
	case AfterEmit:
		stmts := m.Prog.Stmts()
		for _, id := range eff.Emits {
			if stmts[id].(*ta.Emit).Name == p.Emit {
				return true, nil
			}
		}
		return false, nil
	}
	before, err := m.truth(pre, preClk, p.Edge)
	if err != nil || before {
		return false, err
	}
	if p.edgeVars != nil && sameVals(pre, post, p.edgeVars) {
		// Observers run on every transition, and most transitions change
		// nothing the condition reads: it is still false (and evaluating
		// it again could not fail, as it did not before).
		return false, nil
	}
	return m.truth(post, postClk, p.Edge)
}

func sameVals(a, b *ta.State, vars []int) bool {
	for _, v := range vars {
		if a.Vals[v] != b.Vals[v] {
			return false
		}
	}
	return true
}

// observe opens obligations after a stimulus.
func (m *Model) observe(pre *ta.State, preClk ta.Clocks, post *ta.State, postClk observerClocks, obs []bool, eff *ta.Effects) error {
	for _, p := range m.Timed {
		hit, err := m.triggered(p, pre, preClk, post, postClk, eff)
		if err != nil {
			return err
		}
		if !hit {
			continue
		}
		if p.While != nil {
			ok, err := m.truth(pre, preClk, p.While)
			if err != nil {
				return err
			}
			if !ok {
				continue
			}
		}
		if p.Kind == Stays || !obs[p.Slot] {
			obs[p.Slot] = true
			postClk.Reset(p.Clock)
		}
	}
	return nil
}

// settle closes obligations that are met and forgets closed observers'
// clocks; it runs after every transition.
func (m *Model) settle(st *ta.State, clk observerClocks, obs []bool) error {
	for _, p := range m.Timed {
		if obs[p.Slot] {
			switch p.Kind {
			case Stays:
				if m.atomHolds(clk, p, ta.OpGe) {
					obs[p.Slot] = false
				}
			case Reaches:
				ok, err := m.truth(st, clk, p.Cond)
				if err != nil {
					return err
				}
				if ok {
					obs[p.Slot] = false
				}
			}
		}
		if !obs[p.Slot] {
			clk.forget(p.Clock)
		}
	}
	return nil
}

// violates reports whether a (settled) state violates p.
func (m *Model) violates(p *Property, st *ta.State, clk ta.Clocks, obs []bool) (bool, error) {
	switch p.Kind {
	case Always:
		ok, err := m.truth(st, clk, p.Cond)
		return !ok, err
	case Stays:
		if !obs[p.Slot] {
			return false, nil
		}
		ok, err := m.truth(st, clk, p.Cond)
		return !ok, err
	}
	return obs[p.Slot] && m.atomHolds(clk, p, ta.OpGt), nil
}
