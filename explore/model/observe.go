package model

import (
	"slices"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
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

// Truth evaluates e in state st with clocks clk.
func (m *Model) Truth(st *ta.State, clk ta.Clocks, e ta.Expr) (bool, error) {
	v, err := m.Mach.Eval(st, clk, e)
	return v != 0, err
}

// holds is truth for a condition compiled for the model's program.
func (m *Model) holds(st *ta.State, clk ta.Clocks, c *interp.Code) (bool, error) {
	v, err := m.Mach.EvalCode(st, clk, c)
	return v != 0, err
}

// propCode is a property's conditions compiled for the model's program
// (nil where the property has none): they are evaluated on every
// transition, and compiled code runs about twice as fast as the tree.
type propCode struct {
	cond, edge, while *interp.Code
	inner             *interp.Code // a windowed condition's inner condition (staticInner)
}

// triggered reports whether p's `after` happened in the stimulus described
// by eff, which led from pre to post.
func (m *Model) triggered(p *Property, pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ta.Clocks, eff *ta.Effects) (bool, error) {
	switch p.After {
	case AfterStimulus:
		return eff.Stimulus == p.Target, nil
	case AfterRule:
		for _, r := range eff.Rules {
			if slices.Contains(p.Rules, r) {
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
	before, err := m.holds(pre, preClk, m.code[p.Index].edge)
	if err != nil || before {
		return false, err
	}
	if p.EdgeVars != nil && sameVals(pre, post, p.EdgeVars) {
		// Observers run on every transition, and most transitions change
		// nothing the condition reads: it is still false (and evaluating
		// it again could not fail, as it did not before).
		return false, nil
	}
	return m.holds(post, postClk, m.code[p.Index].edge)
}

func sameVals(a, b *ta.State, vars []int) bool {
	for _, v := range vars {
		if a.Vals[v] != b.Vals[v] {
			return false
		}
	}
	return true
}

// Observe opens obligations after a stimulus, which led from pre to post
// with effects eff.
func (m *Model) Observe(pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ObserverClocks, obs []bool, eff *ta.Effects) error {
	return m.ObserveMemo(nil, pre, preClk, post, postClk, obs, eff)
}

// ObserveMemo is Observe with what memo (if not nil) already knows about
// this run.
func (m *Model) ObserveMemo(memo *ObsMemo, pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ObserverClocks, obs []bool, eff *ta.Effects) error {
	return m.ObserveFired(memo, pre, preClk, post, postClk, obs, eff, nil)
}

// ObserveFired is ObserveMemo that also appends to fired (if not nil)
// the properties whose obligation the run opened (their after happened,
// with its while): the search notes them (NoteFired) once it keeps the
// run's successor.
func (m *Model) ObserveFired(memo *ObsMemo, pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ObserverClocks, obs []bool, eff *ta.Effects, fired *[]int) error {
	for _, p := range m.Timed {
		switch {
		case memo == nil || memo.props[p.Index]&memoTriggerEval != 0:
			hit, err := m.observeOne(p, pre, preClk, post, postClk, obs, eff)
			if err != nil {
				return err
			}
			if hit && fired != nil {
				*fired = append(*fired, p.Index)
			}
		case memo.props[p.Index]&memoTrigger != 0:
			open(p, postClk, obs)
			if fired != nil {
				*fired = append(*fired, p.Index)
			}
		}
	}
	return nil
}

// observeOne is observe for one property; it reports whether the
// obligation opened.
func (m *Model) observeOne(p *Property, pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ObserverClocks, obs []bool, eff *ta.Effects) (bool, error) {
	hit, err := m.triggered(p, pre, preClk, post, postClk, eff)
	if err != nil || !hit {
		return false, err
	}
	if p.While != nil {
		ok, err := m.holds(pre, preClk, m.code[p.Index].while)
		if err != nil || !ok {
			return false, err
		}
	}
	open(p, postClk, obs)
	return true, nil
}

// open opens p's obligation: a Stays restarts, a Reaches keeps the oldest
// deadline.
func open(p *Property, clk ta.Clocks, obs []bool) {
	if p.Kind == Stays || !obs[p.Slot] {
		obs[p.Slot] = true
		clk.Reset(p.Clock)
	}
}

// Settle closes obligations that are met and forgets closed observers'
// clocks; it runs after every transition.
func (m *Model) Settle(st *ta.State, clk ObserverClocks, obs []bool) error {
	return m.SettleMemo(nil, st, clk, obs)
}

// SettleMemo is Settle with what memo (if not nil) already knows about
// the state.
func (m *Model) SettleMemo(memo *ObsMemo, st *ta.State, clk ObserverClocks, obs []bool) error {
	for _, p := range m.Timed {
		if obs[p.Slot] {
			var met bool
			if p.Kind == Reaches && memo.knows(p) {
				met = memo.props[p.Index]&memoCond != 0
			} else {
				var err error
				if met, err = m.met(p, st, clk); err != nil {
					return err
				}
			}
			if met {
				obs[p.Slot] = false
			}
		}
		if !obs[p.Slot] {
			clk.Forget(p.Clock)
		}
	}
	return nil
}

// met reports whether p's open obligation is met in a state.
func (m *Model) met(p *Property, st *ta.State, clk ta.Clocks) (bool, error) {
	if p.Kind == Stays {
		return m.atomHolds(clk, p, ta.OpGe), nil
	}
	return m.holds(st, clk, m.code[p.Index].cond)
}

// Violates reports whether a (settled) state violates invariant p.
func (m *Model) Violates(p *Property, st *ta.State, clk ta.Clocks, obs []bool) (bool, error) {
	return m.ViolatesMemo(nil, p, st, clk, obs)
}

// ViolatesMemo is Violates with what memo (if not nil) already knows
// about the state.
func (m *Model) ViolatesMemo(memo *ObsMemo, p *Property, st *ta.State, clk ta.Clocks, obs []bool) (bool, error) {
	if p.Kind == Reaches {
		return obs[p.Slot] && m.atomHolds(clk, p, ta.OpGt), nil
	}
	if p.Kind == Stays && !obs[p.Slot] {
		return false, nil
	}
	if memo.knows(p) {
		return memo.props[p.Index]&memoCond == 0, nil
	}
	ok, err := m.holds(st, clk, m.code[p.Index].cond)
	return !ok, err
}

// ObsMemo records, for one predicted outcome of a stimulus from one
// discrete state, what each property concludes from the discrete states
// alone, so that a transition predicted to that outcome skips evaluating
// it: whether the run opens the property's obligation, and whether its
// condition holds after the run. A conclusion that depends on the clocks,
// the time of day or a factor (or that fails) is marked for evaluation.
type ObsMemo struct {
	props []uint8 // per property (by its place in Model.Props): memo bits
	// quiet: the run opens no obligation. From a state with none open,
	// it then leaves every observer as it was (closed, its clock
	// forgotten), and neither observe nor settle has anything to do.
	quiet bool
}

const (
	memoTrigger     = 1 << iota // the run opens the obligation (trigger, and while held before)
	memoTriggerEval             // evaluate the trigger
	memoCond                    // the condition holds after the run
	memoCondEval                // evaluate the condition
)

// SkipsObservers reports whether a run with this memo (nil: none), from
// a state whose open obligations are obs, leaves every observer as it
// was: it opens none, and none is open to settle.
func (memo *ObsMemo) SkipsObservers(obs []bool) bool {
	return memo != nil && memo.quiet && !slices.Contains(obs, true)
}

// knows reports whether memo holds p's condition.
func (memo *ObsMemo) knows(p *Property) bool {
	return memo != nil && memo.props[p.Index]&memoCondEval == 0
}

// Memoize computes the memo of a run from pre to post with effects eff.
func (m *Model) Memoize(pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ta.Clocks, eff *ta.Effects) *ObsMemo {
	memo := &ObsMemo{props: make([]uint8, len(m.Props)), quiet: true}
	for i, p := range m.Props {
		b := uint8(memoCondEval)
		if p.IsTimed() {
			b |= m.memoTrigger(p, pre, preClk, post, postClk, eff)
			memo.quiet = memo.quiet && b&(memoTrigger|memoTriggerEval) == 0
		}
		switch {
		case p.StaticCond:
			if ok, err := m.holds(post, postClk, m.code[p.Index].cond); err == nil {
				b = b&^memoCondEval | b2u8(ok)*memoCond
			}
		case p.StaticInner:
			// window -> inner holds whenever inner does; otherwise the
			// window decides.
			if ok, err := m.holds(post, postClk, m.code[p.Index].inner); err == nil && ok {
				b = b&^memoCondEval | memoCond
			}
		}
		memo.props[i] = b
	}
	return memo
}

func (m *Model) memoTrigger(p *Property, pre *ta.State, preClk ta.Clocks, post *ta.State, postClk ta.Clocks, eff *ta.Effects) uint8 {
	if !p.StaticTrigger {
		return memoTriggerEval
	}
	hit, err := m.triggered(p, pre, preClk, post, postClk, eff)
	switch {
	case err != nil:
		return memoTriggerEval
	case !hit || p.While == nil:
		return b2u8(hit) * memoTrigger
	case !p.StaticWhile:
		return memoTriggerEval
	}
	ok, err := m.holds(pre, preClk, m.code[p.Index].while)
	if err != nil {
		return memoTriggerEval
	}
	return b2u8(ok) * memoTrigger
}

func b2u8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
