package zone

import (
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Progress conditions as most models write them (TChecker's location
// invariants, lowered by frontends/tck: `P == l -> x <= c && y < d`) ask
// their clock questions so that only one answer to each makes them hold:
// each condition is clock-free, or a conjunction of clock atoms, or a
// clock-free test implying such a conjunction (or, with ||, its negation
// implying it). On a zone, the runs of the
// interpreter over such conditions (every combination of the answers the
// zone does not decide, see fire and parts) are then the one whose
// answers are all "holds", and others that each end at their first other
// answer with the conditions false. A run ending there adds no successor
// (fire and future drop it), so progressForm answers the questions
// directly, in the interpreter's order and through zoneClocks.Holds (the
// same parts of the zone, constraints logged), without running the
// others: on CSMA/CD the runs that fire a stimulus only to find the
// target's invariant false were two thirds of the stimuli fired.
//
// Conditions of any other form (a disjunction or != on clocks, a time of
// day, a label, a factor, a random value) keep the interpreter's runs
// (compileProgress returns nil), and so does a state where evaluating a
// clock-free part fails (the runtime error is the interpreter's to
// report, from the run that meets it).

// directEval enables progressForm and the guards' leading tests
// (model.GuardTests), which spare the interpreter runs whose result is
// known; tests compare the search with and without them.
var directEval = true

// progressForm is the program's progress conditions in that form, in
// their order.
type progressForm struct {
	conds []progressCond
}

// progressCond is one condition: test (clock-free; nil for none) and the
// clock atoms that must hold, in the order the interpreter asks them.
// When implies is set the atoms must hold where test does (test ->
// atoms), or with unless where it does not (test || atoms); otherwise
// test must hold, and the atoms.
type progressCond struct {
	test    ta.Expr
	implies bool
	unless  bool
	atoms   []ta.ClockAtom
	// varEq: test is `variable == constant` (the form frontends/tck
	// gives a process's location), read without the interpreter.
	varEq bool
	v     int
	k     int64
}

// compileProgress returns p's progress conditions in progressForm, or nil
// if one of them has another form (or none has a clock question: then the
// interpreter makes one run anyway).
func compileProgress(p *ta.Program) *progressForm {
	f := &progressForm{}
	atoms := p.Atoms()
	asked := false
	for _, e := range p.Progress {
		var c progressCond
		switch {
		case clockFree(e):
			c.test = e
		case conjunction(e, atoms, nil) != nil:
			c.atoms = conjunction(e, atoms, nil)
		default:
			// test -> atoms, or test || atoms (atoms where test is false).
			b, ok := e.(*ta.Binary)
			if !ok || b.Op != ta.OpImplies && b.Op != ta.OpOr || b.Atom >= 0 || b.Tod >= 0 || !clockFree(b.X) {
				return nil
			}
			if c.atoms = conjunction(b.Y, atoms, nil); c.atoms == nil {
				return nil
			}
			c.test, c.implies, c.unless = b.X, true, b.Op == ta.OpOr
		}
		for _, a := range c.atoms {
			// A constant the zones cannot hold is the interpreter's
			// error (zoneClocks.fail), raised on every run.
			for _, op := range []zones.Op{zones.OpLT, zones.OpGT, zones.OpEQ} {
				y := 0
				if a.Y >= 0 {
					y = a.Y + 1
				}
				if _, err := zones.AppendAtom(nil, a.X+1, y, op, a.C); err != nil {
					return nil
				}
			}
		}
		asked = asked || len(c.atoms) > 0
		if b, ok := c.test.(*ta.Binary); ok && b.Op == ta.OpEq {
			x, isVar := b.X.(*ta.Ident)
			if k, isConst := constValue(b.Y); isVar && x.Ref.Kind == ta.RefVar && isConst {
				c.varEq, c.v, c.k = true, x.Ref.Index, k
			}
		}
		f.conds = append(f.conds, c)
	}
	if !asked {
		return nil
	}
	return f
}

// constValue is the value of a literal or an enumeration value.
func constValue(e ta.Expr) (int64, bool) {
	switch e := e.(type) {
	case *ta.IntLit:
		return e.Value, true
	case *ta.Ident:
		if e.Ref.Kind == ta.RefEnum {
			return int64(e.Ref.Index), true
		}
	}
	return 0, false
}

// conjunction appends to out the clock atoms of e, left to right, if e is
// a conjunction of clock atoms that hold by one answer each (not !=);
// nil otherwise.
func conjunction(e ta.Expr, atoms []ta.ClockAtom, out []ta.ClockAtom) []ta.ClockAtom {
	b, ok := e.(*ta.Binary)
	if !ok || b.Tod >= 0 {
		return nil
	}
	if b.Atom >= 0 {
		a := atoms[b.Atom]
		switch a.Op {
		case ta.OpLt, ta.OpLe, ta.OpGt, ta.OpGe, ta.OpEq:
			return append(out, a)
		}
		return nil
	}
	if b.Op != ta.OpAnd {
		return nil
	}
	if out = conjunction(b.X, atoms, out); out == nil {
		return nil
	}
	return conjunction(b.Y, atoms, out)
}

// clockFree reports whether e reads only variables and constants: no
// clock, time of day, factor, label or random value, so that evaluating
// it asks the clocks nothing and makes no choice.
func clockFree(e ta.Expr) bool {
	switch e := e.(type) {
	case *ta.IntLit, *ta.BoolLit, *ta.DurationLit:
		return true
	case *ta.Ident:
		return e.Ref.Kind == ta.RefVar || e.Ref.Kind == ta.RefEnum
	case *ta.Unary:
		return clockFree(e.X)
	case *ta.Binary:
		return e.Atom < 0 && e.Tod < 0 && clockFree(e.X) && clockFree(e.Y)
	case *ta.CondExpr:
		return clockFree(e.C) && clockFree(e.Then) && clockFree(e.Else)
	case *ta.ListIndex:
		if !clockFree(e.Index) {
			return false
		}
		for _, x := range e.Elems {
			if !clockFree(x) {
				return false
			}
		}
		return true
	}
	return false
}

// progressRun evaluates the progress conditions in st on e.clk's zone,
// continuing the current run (fire's, after the stimulus ran), as
// progressHere does but without the runs where some answer makes them
// false (see progressForm): they are counted as the transitions they
// were, and add nothing.
func (e *explorer) progressRun(st *ta.State) (bool, error) {
	ok, extra, handled := e.progressDirect(st)
	if !handled {
		return e.progressHere(st)
	}
	for ; extra > 0; extra-- {
		e.transition()
	}
	if e.clk.err != nil {
		return false, e.clk.err
	}
	return ok, nil
}

// progressParts is parts(st, z, Progress) for future, which keeps only
// the parts where the conditions hold: with progressForm there is at most
// one, and it is z itself, constrained (future's own copy, which it
// replaces by the part).
func (e *explorer) progressParts(st *ta.State, z *zones.DBM) ([]part, error) {
	if e.progForm == nil {
		yes, _, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Progress(st, clk) })
		return yes, err
	}
	e.clk.z, e.clk.shared, e.clk.log = z, false, e.clk.log[:0]
	ok, _, handled := e.progressDirect(st)
	if !handled {
		yes, _, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Progress(st, clk) })
		return yes, err
	}
	if e.clk.err != nil {
		return nil, e.clk.err
	}
	if zc := e.clk.z; ok && !zc.IsEmpty() {
		return []part{{z: zc, log: append([]zones.Constraint(nil), e.clk.log...)}}, nil
	}
	return nil, nil
}

// progressDirect asks the progress conditions' clock questions of e.clk
// as the interpreter's first run over them does (the first option of
// each question the zone does not decide), and returns their value in
// that run and how many other runs the interpreter would have made (each
// ending with the conditions false); handled is false when e has no
// progressForm or a clock-free test fails to evaluate in st (e.clk is
// then untouched).
func (e *explorer) progressDirect(st *ta.State) (ok bool, extra int, handled bool) {
	f := e.progForm
	if f == nil {
		return false, 0, false
	}
	// The tests first: they ask nothing of the zone, and one that fails
	// to evaluate leaves the whole evaluation to the interpreter.
	if cap(e.progOn) < len(f.conds) {
		e.progOn = make([]bool, len(f.conds))
	}
	on := e.progOn[:len(f.conds)]
	n := len(f.conds) // the conditions before the first clock-free one that is false
	for i := range f.conds {
		c := &f.conds[i]
		on[i] = true
		if c.test == nil {
			continue
		}
		var v bool
		if c.varEq {
			v = st.Vals[c.v] == c.k
		} else {
			var nc noClocks
			x, err := e.mach.Eval(st, &nc, c.test)
			if err != nil || nc.asked {
				return false, 0, false
			}
			v = x != 0
		}
		if !c.implies && !v {
			n = i
			break
		}
		on[i] = v != c.unless
	}
	saved := e.clk.ch
	e.clk.ch = &e.progCh
	e.progCh.Reset()
	ok = n == len(f.conds)
ask:
	for i := range f.conds[:n] {
		if !on[i] {
			continue
		}
		for _, a := range f.conds[i].atoms {
			if !e.clk.Holds(a) || e.clk.err != nil {
				ok = false
				break ask
			}
		}
	}
	// The interpreter's other runs: each takes another option at one of
	// the questions of this run (later questions first, as the odometer
	// advances), whose answer is "does not hold" (the first option is
	// the only one that holds), and ends there.
	for e.progCh.Next() {
		extra++
	}
	e.clk.ch = saved
	return ok, extra, true
}

// noClocks is the clocks of an expression that asks none (clockFree);
// asked says it did after all (the interpreter then evaluates it).
type noClocks struct{ asked bool }

func (c *noClocks) Holds(ta.ClockAtom) bool { c.asked = true; return false }
func (c *noClocks) Reset(int)               { c.asked = true }
