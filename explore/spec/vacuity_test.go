package spec

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// leafFormula is a random formula over leaves x0..x(n-1) (identifiers,
// which the shape takes as leaves) with && || -> and !, without == between
// conditions: each leaf occurs once, with one polarity.
func leafFormula(r *rand.Rand, n int, next *int) ta.Expr {
	if n == 1 || r.IntN(4) == 0 && *next > 0 {
		x := &ta.Ident{Name: fmt.Sprintf("x%d", *next)}
		*next++
		return x
	}
	k := 1 + r.IntN(n-1)
	a, b := leafFormula(r, k, next), leafFormula(r, n-k, next)
	var e ta.Expr = &ta.Binary{Op: []ta.Op{ta.OpAnd, ta.OpOr, ta.OpImplies}[r.IntN(3)], X: a, Y: b, Atom: -1, Tod: -1}
	if r.IntN(3) == 0 {
		e = &ta.Unary{Op: ta.OpNot, X: e}
	}
	return e
}

// substEval evaluates e with leaf values v (by leaf number, in order of
// occurrence) and the occurrence of leaf `sub` replaced by the constant
// that makes its literal false: false where it occurs positively, true
// where under an odd number of negations (! and the left of ->).
func substEval(e ta.Expr, v uint64, sub int, neg bool, n *int) bool {
	switch x := e.(type) {
	case *ta.Ident:
		i := *n
		*n++
		if i == sub {
			return neg
		}
		return v>>i&1 != 0
	case *ta.Unary:
		return !substEval(x.X, v, sub, !neg, n)
	case *ta.Binary:
		switch x.Op {
		case ta.OpAnd:
			a := substEval(x.X, v, sub, neg, n)
			return substEval(x.Y, v, sub, neg, n) && a
		case ta.OpOr:
			a := substEval(x.X, v, sub, neg, n)
			return substEval(x.Y, v, sub, neg, n) || a
		case ta.OpImplies:
			a := substEval(x.X, v, sub, !neg, n)
			return substEval(x.Y, v, sub, neg, n) || !a
		}
	}
	panic("not a formula")
}

// TestShapeNeededBruteForce: the literals Exercise finds deciding the
// condition are those whose replacement by false (in the formula as
// written, by substitution) turns some state noted from true to false,
// on random formulas and random sets of states.
func TestShapeNeededBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(40, 4))
	for trial := 0; trial < 2000; trial++ {
		n := 1 + r.IntN(7)
		next := 0
		e := leafFormula(r, n, &next)
		n = next
		p := &Property{Kind: Always, Cond: e}
		x := NewExercise([]*Property{p})
		s := x.Shape(0)
		if s == nil || len(s.Leaves) != n || len(s.occ) != n {
			t.Fatalf("%s: shape %+v, want %d leaves, one literal each", ExprText(e), s, n)
		}
		var want uint64
		for k := 0; k < 1+r.IntN(6); k++ {
			v := r.Uint64() & (1<<n - 1)
			x.NoteChecked(0, v)
			c := 0
			if !substEval(e, v, -1, false, &c) {
				continue // a violating state: the search reports it instead
			}
			for i := 0; i < n; i++ {
				c := 0
				if !substEval(e, v, i, false, &c) {
					want |= 1 << i
				}
			}
		}
		if got := x.Result(0).Needed; got != want {
			t.Fatalf("%s: needed %b, want %b", ExprText(e), got, want)
		}
	}
}

// TestShapeIff: == between conditions is "both or neither": with A and B
// equal in every state noted, each of the four literals decides where
// its side is as it says (A && B in one state, neither in the other);
// with only A && B seen, the literals of "neither" never decide.
func TestShapeIff(t *testing.T) {
	a, b := &ta.Ident{Name: "a"}, &ta.Ident{Name: "b"}
	e := &ta.Binary{Op: ta.OpEq, X: &ta.Binary{Op: ta.OpAnd, X: a, Y: &ta.BoolLit{Value: true}, Atom: -1, Tod: -1},
		Y: &ta.Unary{Op: ta.OpNot, X: &ta.Unary{Op: ta.OpNot, X: b}}, Atom: -1, Tod: -1}
	p := &Property{Kind: Always, Cond: e}
	x := NewExercise([]*Property{p})
	if s := x.Shape(0); len(s.Leaves) != 2 || len(s.occ) != 4 {
		t.Fatalf("shape: %d leaves, %d literals; want 2 and 4", len(s.Leaves), len(s.occ))
	}
	x.NoteChecked(0, 0b11)
	if got := x.Result(0).Needed; got != 0b0011 {
		t.Errorf("both true: needed %04b, want 0011 (a and b of a && b)", got)
	}
	x.NoteChecked(0, 0b00)
	if got := x.Result(0).Needed; got != 0b1111 {
		t.Errorf("and both false: needed %04b, want 1111", got)
	}
	if !x.Done() {
		t.Error("not done with every literal deciding")
	}
}
