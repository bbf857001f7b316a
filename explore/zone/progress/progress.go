// Package progress compiles a program's progress conditions, once and
// statically, into the clock bounds the zone engine asks directly
// (package zone's progressDirect) instead of running the interpreter over
// every combination of the answers a zone does not decide.
//
// Progress conditions as most models write them (TChecker's location
// invariants, lowered by frontends/tck: `P == l -> x <= c && y < d`) ask
// their clock questions so that only one answer to each makes them hold:
// each condition is clock-free, or a conjunction of clock atoms, or a
// clock-free test implying such a conjunction (or, with ||, its negation
// implying it). On a zone, the runs of the
// interpreter over such conditions (every combination of the answers the
// zone does not decide, see zone's fire and parts) are then the one whose
// answers are all "holds", and others that each end at their first other
// answer with the conditions false. A run ending there adds no successor
// (fire and future drop it), so a Form answers the questions
// directly, in the interpreter's order and through zclocks.Clocks.Holds (the
// same parts of the zone, constraints logged), without running the
// others: on CSMA/CD the runs that fire a stimulus only to find the
// target's invariant false were two thirds of the stimuli fired.
//
// Conditions of any other form (a disjunction or != on clocks, a time of
// day, a label, a factor, a random value) keep the interpreter's runs
// (Compile returns nil), and so does a state where evaluating a
// clock-free part fails (the runtime error is the interpreter's to
// report, from the run that meets it).
package progress

import (
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Form is the program's progress conditions in that form, in their
// order: what the zone engine asks of a zone in place of the
// interpreter's runs over them.
type Form struct {
	Conds []Cond
}

// Cond is one condition: Test (clock-free; nil for none) and the
// clock atoms that must hold, in the order the interpreter asks them
// (so that the zone is split and logged as the interpreter's run would).
// When Implies is set the atoms must hold where Test does (Test ->
// Atoms), or with Unless where it does not (Test || Atoms); otherwise
// Test must hold, and the atoms.
type Cond struct {
	Test    ta.Expr
	Implies bool
	Unless  bool
	Atoms   []ta.ClockAtom
	// VarEq: Test is `variable V == constant K` (the form frontends/tck
	// gives a process's location), read without the interpreter.
	VarEq bool
	V     int
	K     int64
}

// Compile returns p's progress conditions as a Form, or nil if one of
// them has another form (or none has a clock question: then the
// interpreter makes one run anyway), so that the zone engine asks the
// interpreter instead.
func Compile(p *ta.Program) *Form {
	f := &Form{}
	atoms := p.Atoms()
	asked := false
	for _, e := range p.Progress {
		var c Cond
		switch {
		case clockFree(e):
			c.Test = e
		case conjunction(e, atoms, nil) != nil:
			c.Atoms = conjunction(e, atoms, nil)
		default:
			// test -> atoms, or test || atoms (atoms where test is false).
			b, ok := e.(*ta.Binary)
			if !ok || b.Op != ta.OpImplies && b.Op != ta.OpOr || b.Atom >= 0 || b.Tod >= 0 || !clockFree(b.X) {
				return nil
			}
			if c.Atoms = conjunction(b.Y, atoms, nil); c.Atoms == nil {
				return nil
			}
			c.Test, c.Implies, c.Unless = b.X, true, b.Op == ta.OpOr
		}
		for _, a := range c.Atoms {
			// A constant the zones cannot hold is the interpreter's
			// error (zclocks.Clocks.fail), raised on every run.
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
		asked = asked || len(c.Atoms) > 0
		if b, ok := c.Test.(*ta.Binary); ok && b.Op == ta.OpEq {
			x, isVar := b.X.(*ta.Ident)
			if k, isConst := constValue(b.Y); isVar && x.Ref.Kind == ta.RefVar && isConst {
				c.VarEq, c.V, c.K = true, x.Ref.Index, k
			}
		}
		f.Conds = append(f.Conds, c)
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
