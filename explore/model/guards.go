package model

import "github.com/delorean-mc/delorean/ta"

// GuardTest is a test of a variable against a constant at the start of an
// event's guard (v == c, v != c, !(v == c)), with the number of distinct
// clock atoms the guard asks before it.
type GuardTest struct {
	Var   int
	Value int64
	Eq    bool // the test holds when the variable equals Value
	Atoms int
}

// GuardTests returns, per stimulus of p, the tests of variables against
// constants that its guard begins with, in the order they are evaluated:
// the guard's leading conjuncts (a conjunction is evaluated left to right
// and stops at its first false operand) up to the first that is neither
// such a test nor a clock atom. Where one of them is false, every run of
// the stimulus finds it disabled, having asked at most the clock atoms
// before it and met no runtime error: reading a variable, comparing it
// with a constant and asking a clock atom cannot fail. TChecker's models
// lowered by frontends/tck begin each event's guard with its processes'
// source locations. Nil for a stimulus without such a test.
func GuardTests(p *ta.Program) [][]GuardTest {
	stims := p.Stimuli()
	out := make([][]GuardTest, len(stims))
	atoms := p.Atoms()
	for si, st := range stims {
		if st.Kind != ta.StimEvent || p.Events[st.Index].Guard == nil {
			continue
		}
		var tests []GuardTest
		seen := map[ta.ClockAtom]bool{}
		var walk func(e ta.Expr) bool // false: stop at e
		walk = func(e ta.Expr) bool {
			if b, ok := e.(*ta.Binary); ok && b.Op == ta.OpAnd && b.Atom < 0 && b.Tod < 0 {
				return walk(b.X) && walk(b.Y)
			}
			if b, ok := e.(*ta.Binary); ok && b.Atom >= 0 {
				seen[atoms[b.Atom]] = true
				return true
			}
			if t, ok := varTest(e); ok {
				t.Atoms = len(seen)
				tests = append(tests, t)
				return true
			}
			return false
		}
		walk(p.Events[st.Index].Guard)
		out[si] = tests
	}
	return out
}

// varTest recognizes v == c, v != c and !(a test).
func varTest(e ta.Expr) (GuardTest, bool) {
	if u, ok := e.(*ta.Unary); ok && u.Op == ta.OpNot {
		t, ok := varTest(u.X)
		t.Eq = !t.Eq
		return t, ok
	}
	b, ok := e.(*ta.Binary)
	if !ok || b.Atom >= 0 || b.Tod >= 0 || b.Op != ta.OpEq && b.Op != ta.OpNe {
		return GuardTest{}, false
	}
	x, ok := b.X.(*ta.Ident)
	if !ok || x.Ref.Kind != ta.RefVar {
		return GuardTest{}, false
	}
	var c int64
	switch y := b.Y.(type) {
	case *ta.IntLit:
		c = y.Value
	case *ta.Ident:
		if y.Ref.Kind != ta.RefEnum {
			return GuardTest{}, false
		}
		c = int64(y.Ref.Index)
	default:
		return GuardTest{}, false
	}
	return GuardTest{Var: x.Ref.Index, Value: c, Eq: b.Op == ta.OpEq}, true
}

// GuardFails reports whether one of tests is false in st, and how many
// distinct clock atoms the guard asks before the first that is.
func GuardFails(tests []GuardTest, st *ta.State) (atoms int, fails bool) {
	for _, t := range tests {
		if (st.Vals[t.Var] == t.Value) != t.Eq {
			return t.Atoms, true
		}
	}
	return 0, false
}
