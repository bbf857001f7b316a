package spec

import (
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/delorean-mc/delorean/ta"
)

// Vacuity (docs/exploration.md, "Vacuous invariants"): an invariant that
// holds without ever being put to the test. Three reasons, each decided
// over the states an exploration checks the invariant in (those time
// can pass in, unless the property is transient; a `holds ... for`
// condition only while its obligation is open; a windowed condition only
// inside its window):
//
//   - its window never opens in a state checked;
//   - its `after` (with its `while`) never happens in an explored run;
//   - a literal of its condition never decides it (Beer et al. 1997,
//     Kupferman and Vardi 1999): the condition, in negation normal form,
//     holds in every state checked also with that literal replaced by
//     false. `A -> B` is `!A || B`; B never decides it when A is never
//     true. A condition that is one comparison, or a conjunction of them,
//     has no such literal: each is needed wherever the condition is
//     checked.
//
// The facts are unions over the states checked (Exercise), so they do not
// depend on the order the states are found in or on the number of
// workers; the engines note them where they check invariants.

// Shape is an invariant's condition (the inner one of a window) as a
// formula in negation normal form over its leaves: the comparisons and
// other boolean expressions that are not connectives.
type Shape struct {
	Leaves []ta.Expr // evaluated in each state checked
	Text   []string  // each leaf as written, for reports
	root   nnf
	occ    []occurrence // the literals of root, by number
}

// occurrence is a literal of the normal form: a leaf, or its negation.
type occurrence struct {
	leaf int
	neg  bool
}

// nnf is a node of the normal form: an and, an or, or literal lit.
type nnf struct {
	op   uint8 // nnfLit, nnfAnd, nnfOr, nnfConst
	lit  int
	val  bool // nnfConst's value
	kids []nnf
}

const (
	nnfLit = iota
	nnfAnd
	nnfOr
	nnfConst
)

// maxLiterals bounds the literals a shape tracks (a word of bits each);
// a condition with more (nested == between conditions doubles them) has
// no literal check.
const maxLiterals = 64

// ShapeOf is p's condition's shape; nil for a `reaches` (whose condition
// closes an obligation: a literal's part is not a property of states) or
// when the condition has too many literals.
func ShapeOf(p *Property) *Shape {
	if p.Kind == Reaches || p.IsLiveness() || p.AgainWithin > 0 || p.Cond == nil {
		return nil
	}
	cond, show := p.Cond, p.condShow
	if p.Window != nil {
		cond, show = inner(cond), inner(show)
	}
	s := &Shape{}
	var shows []ta.Expr
	if show != nil {
		collectLeaves(show, &shows)
	}
	var leaves []ta.Expr
	collectLeaves(cond, &leaves)
	if len(leaves) > maxLiterals {
		return nil
	}
	for i, l := range leaves {
		s.Leaves = append(s.Leaves, l)
		if len(shows) == len(leaves) {
			s.Text = append(s.Text, ExprText(shows[i]))
		} else {
			s.Text = append(s.Text, ExprText(l))
		}
	}
	n := 0
	ok := true
	s.root = s.build(cond, false, &n, &ok)
	if !ok || len(s.occ) > maxLiterals {
		return nil
	}
	return s
}

// inner is a window's condition inside the window (`window -> inner`).
func inner(e ta.Expr) ta.Expr {
	if b, ok := e.(*ta.Binary); ok && b.Op == ta.OpImplies {
		if _, ok := b.X.(*ta.TimeIn); ok {
			return b.Y
		}
	}
	return e
}

// connective reports whether e is a connective the normal form looks
// through: && || -> !, and == or != between conditions.
func connective(e ta.Expr) bool {
	switch x := e.(type) {
	case *ta.Unary:
		return x.Op == ta.OpNot
	case *ta.Binary:
		switch x.Op {
		case ta.OpAnd, ta.OpOr, ta.OpImplies:
			return true
		case ta.OpEq, ta.OpNe:
			return isCondition(x.X) && isCondition(x.Y)
		}
	}
	return false
}

// isCondition reports whether e is plainly boolean by its form (a
// comparison, a connective, a window or a constant); a variable is left a
// leaf of the comparison it is in.
func isCondition(e ta.Expr) bool {
	switch x := e.(type) {
	case *ta.BoolLit, *ta.TimeIn:
		return true
	case *ta.Unary:
		return x.Op == ta.OpNot
	case *ta.Binary:
		return x.Op <= ta.OpGe
	}
	return false
}

// collectLeaves lists e's leaves, left to right, each occurrence once.
func collectLeaves(e ta.Expr, out *[]ta.Expr) {
	switch {
	case connective(e):
		switch x := e.(type) {
		case *ta.Unary:
			collectLeaves(x.X, out)
		case *ta.Binary:
			collectLeaves(x.X, out)
			collectLeaves(x.Y, out)
		}
	case isConst(e):
	default:
		*out = append(*out, e)
	}
}

func isConst(e ta.Expr) bool {
	_, ok := e.(*ta.BoolLit)
	return ok
}

// build is e's normal form (negated when neg), numbering its leaves in
// collectLeaves' order (*n) and its literals in s.occ.
func (s *Shape) build(e ta.Expr, neg bool, n *int, ok *bool) nnf {
	if len(s.occ) > maxLiterals {
		*ok = false
		return nnf{op: nnfConst}
	}
	if !connective(e) {
		if c, isC := e.(*ta.BoolLit); isC {
			return nnf{op: nnfConst, val: c.Value != neg}
		}
		leaf := *n
		*n++
		s.occ = append(s.occ, occurrence{leaf: leaf, neg: neg})
		return nnf{op: nnfLit, lit: len(s.occ) - 1}
	}
	and, or := uint8(nnfAnd), uint8(nnfOr)
	if neg {
		and, or = or, and
	}
	switch x := e.(type) {
	case *ta.Unary:
		return s.build(x.X, !neg, n, ok)
	case *ta.Binary:
		switch x.Op {
		case ta.OpAnd:
			return nnf{op: and, kids: []nnf{s.build(x.X, neg, n, ok), s.build(x.Y, neg, n, ok)}}
		case ta.OpOr:
			return nnf{op: or, kids: []nnf{s.build(x.X, neg, n, ok), s.build(x.Y, neg, n, ok)}}
		case ta.OpImplies:
			return nnf{op: or, kids: []nnf{s.build(x.X, !neg, n, ok), s.build(x.Y, neg, n, ok)}}
		}
		// X == Y is (X && Y) || (!X && !Y), X != Y its negation: each
		// side occurs twice, once each way, and its leaves are numbered
		// once (the second build of a side renumbers from the same n).
		iff := x.Op == ta.OpEq != neg
		n0 := *n
		a := s.build(x.X, false, n, ok)
		b := s.build(x.Y, !iff, n, ok)
		n1 := *n
		*n = n0
		c := s.build(x.X, true, n, ok)
		d := s.build(x.Y, iff, n, ok)
		*n = n1
		return nnf{op: nnfOr, kids: []nnf{{op: nnfAnd, kids: []nnf{a, b}}, {op: nnfAnd, kids: []nnf{c, d}}}}
	}
	*ok = false
	return nnf{op: nnfConst}
}

// eval is the normal form's truth with the leaves' truth in v and
// literal skip (-1: none) false.
func (s *Shape) eval(n *nnf, v uint64, skip int) bool {
	switch n.op {
	case nnfConst:
		return n.val
	case nnfLit:
		if n.lit == skip {
			return false
		}
		o := s.occ[n.lit]
		return (v>>o.leaf&1 != 0) != o.neg
	case nnfAnd:
		for i := range n.kids {
			if !s.eval(&n.kids[i], v, skip) {
				return false
			}
		}
		return true
	}
	for i := range n.kids {
		if s.eval(&n.kids[i], v, skip) {
			return true
		}
	}
	return false
}

// Vacuity is what an exploration found of one invariant's being put to
// the test: unions over the states and runs explored, which merge by
// or-ing (Merge).
type Vacuity struct {
	Fired   bool   // the after happened (with its while)
	Checked bool   // a state checked the condition (inside the window)
	Needed  uint64 // the literals that decided the condition somewhere
	True    uint64 // the leaves true in some state checked
	False   uint64 // the leaves false in some state checked
}

// Merge is the union of v and w: of runs of the same invariant over
// other sun times, dates or loops.
func (v Vacuity) Merge(w Vacuity) Vacuity {
	return Vacuity{Fired: v.Fired || w.Fired, Checked: v.Checked || w.Checked,
		Needed: v.Needed | w.Needed, True: v.True | w.True, False: v.False | w.False}
}

// Exercise gathers the Vacuity of each property of an exploration as
// its engine finds the facts; safe for concurrent use by the workers.
type Exercise struct {
	props []exercised
	left  atomic.Int64 // properties not done
}

type exercised struct {
	p                     *Property
	shape                 *Shape
	all                   uint64 // every literal
	done                  atomic.Bool
	fired, checked        atomic.Bool
	needed, isTrue, isFal atomic.Uint64
}

// NewExercise is an empty record of props' facts.
func NewExercise(props []*Property) *Exercise {
	x := &Exercise{props: make([]exercised, len(props))}
	for i, p := range props {
		e := &x.props[i]
		e.p, e.shape = p, ShapeOf(p)
		if e.shape != nil {
			e.all = 1<<len(e.shape.occ) - 1
			if len(e.shape.occ) == 64 {
				e.all = ^uint64(0)
			}
		}
		x.left.Add(1)
		x.update(e)
	}
	return x
}

// Done reports whether nothing is left to learn (x nil: nothing is
// recorded).
func (x *Exercise) Done() bool { return x == nil || x.left.Load() == 0 }

// Wants reports whether property i has something left to learn from the
// states checked.
func (x *Exercise) Wants(i int) bool {
	return x != nil && i < len(x.props) && !x.props[i].done.Load()
}

// Shape is property i's shape (nil: no literals are tracked).
func (x *Exercise) Shape(i int) *Shape { return x.props[i].shape }

// NoteFired records that property i's after happened in a run explored.
func (x *Exercise) NoteFired(i int) {
	if x == nil || i >= len(x.props) {
		return
	}
	e := &x.props[i]
	if !e.fired.Load() {
		e.fired.Store(true)
		x.update(e)
	}
}

// NoteChecked records a state that checks property i's condition, with
// its leaves' truth in v (bit j for Shape.Leaves[j]; nothing when the
// property has no shape).
func (x *Exercise) NoteChecked(i int, v uint64) {
	e := &x.props[i]
	if e.done.Load() {
		return
	}
	if !e.checked.Load() {
		e.checked.Store(true)
	}
	if s := e.shape; s != nil {
		mask := uint64(1)<<len(s.Leaves) - 1
		if len(s.Leaves) == 64 {
			mask = ^uint64(0)
		}
		e.isTrue.Or(v & mask)
		e.isFal.Or(^v & mask)
		if s.eval(&s.root, v, -1) {
			var need uint64
			for k := range s.occ {
				if e.needed.Load()>>k&1 == 0 && !s.eval(&s.root, v, k) {
					need |= 1 << k
				}
			}
			if need != 0 {
				e.needed.Or(need)
			}
		}
	}
	x.update(e)
}

// update marks e done when every reason it can be vacuous for is ruled
// out.
func (x *Exercise) update(e *exercised) {
	timed := e.p.IsTimed()
	// A liveness property (explore/liveness decides it) claims none.
	ok := e.p.IsLiveness() ||
		(!timed || e.fired.Load()) && (e.p.Kind == Reaches || e.checked.Load()) && e.needed.Load()&e.all == e.all
	if ok && e.done.CompareAndSwap(false, true) {
		x.left.Add(-1)
	}
}

// Restore adds facts v of property i found elsewhere (a loop explored by
// another process and saved) as if this exploration had found them.
func (x *Exercise) Restore(i int, v Vacuity) {
	if x == nil || i >= len(x.props) {
		return
	}
	e := &x.props[i]
	e.fired.Store(e.fired.Load() || v.Fired)
	e.checked.Store(e.checked.Load() || v.Checked)
	e.needed.Or(v.Needed)
	e.isTrue.Or(v.True)
	e.isFal.Or(v.False)
	x.update(e)
}

// Result is property i's facts.
func (x *Exercise) Result(i int) Vacuity {
	e := &x.props[i]
	return Vacuity{Fired: e.fired.Load(), Checked: e.checked.Load(), Needed: e.needed.Load(), True: e.isTrue.Load(), False: e.isFal.Load()}
}

// VacuityReasons says, in the invariant's words, why it held without
// being put to the test, from the facts v of a complete exploration
// that found no violation of it; nil when it was put to the test.
func (p *Property) VacuityReasons(v Vacuity) []string {
	if p.Broken != "" || p.IsLiveness() || p.AgainWithin > 0 {
		// A property no user wrote as a condition (an SDN scenario's):
		// its condition reads the model's bookkeeping, whose parts are
		// no words of the user's. A liveness property's verdict is
		// explore/liveness's.
		return nil
	}
	if p.IsTimed() && !v.Fired {
		what := p.afterName
		if p.While != nil {
			// Said as the check reads it: while is the state the
			// moment before (a while that the after itself makes true
			// never holds then).
			what += " while " + ExprText(p.showWhile()) + " (just before it)"
		}
		return []string{fmt.Sprintf("%s never happens in the explored runs, so the obligation never starts", what)}
	}
	if p.Kind == Reaches {
		return nil
	}
	if !v.Checked {
		switch {
		case p.Window != nil:
			return []string{fmt.Sprintf("its window %s never opens in the explored time", windowText(p.Window))}
		case p.Kind == Stays:
			return []string{"the obligation is never open in a state time can pass in"}
		}
		return []string{"no state time can pass in is explored"}
	}
	s := ShapeOf(p)
	if s == nil {
		return nil
	}
	all := uint64(1)<<len(s.occ) - 1
	if len(s.occ) == 64 {
		all = ^uint64(0)
	}
	idle := all &^ v.Needed
	if idle == 0 {
		return nil
	}
	where := "in any state explored"
	switch {
	case p.Window != nil:
		where = "inside its window"
	case p.Kind == Stays:
		where = fmt.Sprintf("in the %s after %s", ta.FormatDuration(p.Bound), p.afterName)
	}
	// The idle literals' leaves, and the other leaves that never change
	// (their constancy is what keeps the idle ones from deciding).
	idleLeaf := uint64(0)
	for k := range s.occ {
		if idle>>k&1 != 0 {
			idleLeaf |= 1 << s.occ[k].leaf
		}
	}
	var because []string
	say := func(only func(j int) bool) {
		for j := range s.Leaves {
			if !only(j) {
				continue
			}
			switch t, f := v.True>>j&1 != 0, v.False>>j&1 != 0; {
			case !t:
				because = append(because, fmt.Sprintf("%s is never true %s", s.Text[j], where))
			case !f:
				because = append(because, fmt.Sprintf("%s is true in every state %s", s.Text[j], strings.TrimPrefix(where, "in any state ")))
			}
		}
	}
	say(func(j int) bool { return idleLeaf>>j&1 == 0 })
	if len(because) == 0 {
		say(func(int) bool { return true })
	}
	var idleText []string
	for j := range s.Leaves {
		if idleLeaf>>j&1 != 0 {
			idleText = append(idleText, "whatever "+s.Text[j]+" is")
		}
	}
	// Each idle literal may be replaced alone (by false, and so, the
	// condition being monotone in it, by anything).
	whatever := strings.Join(idleText, ", and ")
	if len(because) == 0 {
		return []string{fmt.Sprintf("%s it holds %s", where, whatever)}
	}
	return []string{strings.Join(because, "; ") + ", so it holds " + whatever}
}

func (p *Property) showWhile() ta.Expr {
	if p.whileShow != nil {
		return p.whileShow
	}
	return p.While
}

// windowText is a window as written ("sunset + 30m..02:00").
func windowText(w *ta.TimeIn) string {
	s := ExprText(w)
	return strings.TrimPrefix(s, "time in ")
}
