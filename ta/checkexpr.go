package ta

import (
	"fmt"
)

// Checking expressions: their types, identifiers, comparisons, and the
// clock and time-of-day atoms they contribute to the program.

// CheckExpr resolves and type-checks an expression against a checked
// program, for conditions that live outside it (invariants). It must be a
// condition (true or false).
func (p *Program) CheckExpr(e Expr) error {
	info := p.mustInfo()
	c := &checker{p: p, info: info, atomIdx: map[ClockAtom]int{}, todIdx: map[TodAtom]int{},
		cuts: make([][]int64, len(p.Factors)), anyUse: make([]bool, len(p.Factors)), noFactors: true}
	for i, a := range info.atoms {
		c.atomIdx[a] = i
	}
	for i, a := range info.tods {
		c.todIdx[a] = i
	}
	c.boolExpr(e, "condition")
	return c.errs.Err()
}

// Expression types, as the checker sees them.
type tkind uint8

const (
	tBad tkind = iota // already reported
	tBool
	tInt
	tEnum
	tClock
	tClockDiff
	tDuration
	tTime
	tTimeLit
	tUnresolved // an identifier that may be an enumeration value
)

type xtype struct {
	kind   tkind
	enum   *Type // tEnum
	clock  int   // tClock: clock index
	clock2 int   // tClockDiff: the subtracted clock
	factor int   // tInt read straight from a factor, or -1
	value  int64 // tDuration seconds, or the value of an integer literal
	lit    bool  // an integer literal (or a negated one)
	name   string
}

func (t xtype) String() string {
	switch t.kind {
	case tBool:
		return "a condition"
	case tInt:
		return "an integer"
	case tEnum:
		return "a state of " + TypeString(t.enum)
	case tClock:
		return "a clock"
	case tClockDiff:
		return "a clock difference"
	case tDuration:
		return "a duration"
	case tTime:
		return "the time of day"
	case tTimeLit:
		return "a time of day"
	case tUnresolved:
		return fmt.Sprintf("the unknown name %q", t.name)
	}
	return "an invalid expression"
}

func (c *checker) assignable(got xtype, want *Type) bool {
	switch got.kind {
	case tBad:
		return true
	case tBool:
		return want.Kind == Bool
	case tInt:
		return want.Kind == Int
	case tEnum:
		return want.Kind == Enum && sameEnum(got.enum, want)
	}
	return false
}

func sameEnum(a, b *Type) bool {
	if a == b {
		return true
	}
	if len(a.Values) != len(b.Values) {
		return false
	}
	for i := range a.Values {
		if a.Values[i] != b.Values[i] {
			return false
		}
	}
	return true
}

// expr type-checks e. hint, when not nil, is the enumeration an unresolved
// identifier should be looked up in.
func (c *checker) expr(e Expr, hint *Type) xtype {
	c.depth++
	at := c.at
	if p := e.ExprPos(); p.IsValid() {
		c.at = p
	}
	defer func() { c.depth--; c.at = at }()
	if c.depth > MaxExprDepth {
		if !c.deep {
			c.deep = true
			// A front end's inner nodes may have no position of their
			// own: the nearest one above (the statement's, the rule's).
			c.errorf(c.at, "expression nested more than %d operators deep; split it (a label, a variable)", MaxExprDepth)
		}
		return xtype{}
	}
	switch e := e.(type) {
	case *IntLit:
		return xtype{kind: tInt, factor: -1, value: e.Value, lit: true}
	case *BoolLit:
		return xtype{kind: tBool}
	case *DurationLit:
		return xtype{kind: tDuration, value: e.Seconds}
	case *TimeLit:
		return xtype{kind: tTimeLit}
	case *Ident:
		return c.ident(e, hint)
	case *Unary:
		x := c.expr(e.X, nil)
		switch {
		case x.kind == tBad:
			return x
		case e.Op == OpNot && x.kind == tBool:
			return x
		case e.Op == OpNeg && x.kind == tInt:
			c.useFactor(x)
			return xtype{kind: tInt, factor: -1, value: -x.value, lit: x.lit}
		case e.Op == OpNeg && x.kind == tDuration:
			return xtype{kind: tDuration, value: -x.value}
		}
		c.errorf(e.Pos, "operator %s cannot apply to %s", e.Op, x)
		return xtype{}
	case *CondExpr:
		c.boolExpr(e.C, "the condition of if-then-else")
		x, y := c.expr(e.Then, hint), c.expr(e.Else, hint)
		if x.kind == tEnum && y.kind == tUnresolved {
			y = c.expr(e.Else, x.enum)
		}
		if y.kind == tEnum && x.kind == tUnresolved {
			x = c.expr(e.Then, y.enum)
		}
		return c.sameValueType(e.Pos, "the branches of if-then-else", x, y)
	case *ListIndex:
		if t := c.expr(e.Index, nil); t.kind != tInt && t.kind != tBad {
			c.errorf(e.Index.ExprPos(), "a list index must be an integer, not %s", t)
		} else {
			c.useFactor(t)
		}
		var first xtype
		for i, x := range e.Elems {
			t := c.expr(x, hint)
			if i == 0 {
				first = t
				continue
			}
			first = c.sameValueType(x.ExprPos(), "the elements of a list", first, t)
		}
		return first
	case *Random:
		if c.noFactors {
			c.errorf(e.Pos, "random values belong in rules, not in conditions on states")
			return xtype{}
		}
		if e.Lo > e.Hi || e.Hi-e.Lo >= MaxFactorValues {
			c.errorf(e.Pos, "random %d..%d: the range must be non-empty and have at most %d values", e.Lo, e.Hi, MaxFactorValues)
			return xtype{}
		}
		return xtype{kind: tInt, factor: -1}
	case *TimeIn:
		e.Tod = c.tod(TodAtom{In: true, From: *e.From, To: *e.To, Days: e.Days, Dates: e.Dates})
		c.info.usesWall = true
		return xtype{kind: tBool}
	case *Binary:
		e.Atom, e.Tod = -1, -1
		switch {
		case e.Op <= OpAnd:
			x, y := c.expr(e.X, nil), c.expr(e.Y, nil)
			for _, t := range []struct {
				t xtype
				e Expr
			}{{x, e.X}, {y, e.Y}} {
				if t.t.kind != tBool && t.t.kind != tBad {
					c.errorf(t.e.ExprPos(), "operator %s needs conditions on both sides, not %s", e.Op, t.t)
				}
			}
			return xtype{kind: tBool}
		case e.Op.IsComparison():
			return c.comparison(e)
		}
		x, y := c.expr(e.X, nil), c.expr(e.Y, nil)
		if x.kind == tBad || y.kind == tBad {
			return xtype{}
		}
		if e.Op == OpSub && x.kind == tClock && y.kind == tClock {
			return xtype{kind: tClockDiff, clock: x.clock, clock2: y.clock}
		}
		if x.kind == tInt && y.kind == tInt {
			c.useFactor(x)
			c.useFactor(y)
			return xtype{kind: tInt, factor: -1}
		}
		if (x.kind == tClock || y.kind == tClock) && (e.Op == OpAdd || e.Op == OpSub) {
			c.errorf(e.Pos, "clock arithmetic is limited to comparisons x ⋈ c and x - y ⋈ c (c a constant number of seconds)")
			return xtype{}
		}
		c.errorf(e.Pos, "operator %s cannot apply to %s and %s", e.Op, x, y)
		return xtype{}
	}
	return xtype{}
}

func (c *checker) ident(e *Ident, hint *Type) xtype {
	info := c.info
	e.Ref = Ref{}
	if e.Name == "time" {
		e.Ref = Ref{Kind: RefTime}
		info.usesWall = true
		return xtype{kind: tTime}
	}
	if e.Name == WallClockName {
		e.Ref = Ref{Kind: RefClock, Index: WallClock}
		info.usesWall = true
		return xtype{kind: tClock, clock: WallClock}
	}
	if d, ok := info.names[e.Name]; ok {
		switch d.kind {
		case declVar:
			e.Ref = Ref{Kind: RefVar, Index: d.index}
			v := c.p.Vars[d.index]
			switch v.Type.Kind {
			case Bool:
				return xtype{kind: tBool}
			case Int:
				return xtype{kind: tInt, factor: -1}
			}
			return xtype{kind: tEnum, enum: &v.Type}
		case declClock:
			e.Ref = Ref{Kind: RefClock, Index: d.index + 1}
			return xtype{kind: tClock, clock: d.index + 1}
		case declTimer:
			ci := c.p.Timers[d.index].ClockIndex
			e.Ref = Ref{Kind: RefClock, Index: ci}
			return xtype{kind: tClock, clock: ci}
		case declFactor:
			if c.noFactors {
				c.errorf(e.Pos, "%s is an environmental factor, an input rather than state; conditions here cannot read it", e.Name)
				return xtype{}
			}
			e.Ref = Ref{Kind: RefFactor, Index: d.index}
			return xtype{kind: tInt, factor: d.index}
		case declEvent:
			c.errorf(e.Pos, "%s is an event, not a value", e.Name)
			return xtype{}
		case declLabel:
			e.Ref = Ref{Kind: RefLabel, Index: d.index}
			return xtype{kind: tBool}
		}
	}
	if hint != nil && hint.Kind == Enum {
		for i, s := range hint.Values {
			if s == e.Name {
				e.Ref = Ref{Kind: RefEnum, Index: i}
				return xtype{kind: tEnum, enum: hint}
			}
		}
		c.errorf(e.Pos, "%q is not a state of %s%s", e.Name, TypeString(hint), Suggest(e.Name, hint.Values))
		return xtype{}
	}
	return xtype{kind: tUnresolved, name: e.Name}
}

// sameValueType checks that two expressions that stand for one value
// (branches, list elements) have one value type, and returns it.
func (c *checker) sameValueType(pos Pos, what string, x, y xtype) xtype {
	for _, t := range []xtype{x, y} {
		switch t.kind {
		case tBad:
			return t
		case tUnresolved:
			c.errorf(pos, "unknown name %q%s", t.name, c.suggest(t.name))
			return xtype{}
		case tInt, tBool, tEnum:
		default:
			c.errorf(pos, "%s must be integers, conditions or states, not %s", what, t)
			return xtype{}
		}
	}
	c.useFactor(x)
	c.useFactor(y)
	if x.kind != y.kind || (x.kind == tEnum && !sameEnum(x.enum, y.enum)) {
		c.errorf(pos, "%s differ in type: %s and %s", what, x, y)
		return xtype{}
	}
	return xtype{kind: x.kind, enum: x.enum, factor: -1}
}

// useFactor notes that a factor's value is used in a way the classes cannot
// follow (arithmetic, comparison with a variable): every value is a class.
func (c *checker) useFactor(t xtype) {
	if t.kind == tInt && t.factor >= 0 {
		c.anyUse[t.factor] = true
	}
}

func (c *checker) comparison(e *Binary) xtype {
	x := c.expr(e.X, nil)
	var y xtype
	if x.kind == tEnum {
		y = c.expr(e.Y, x.enum)
	} else {
		y = c.expr(e.Y, nil)
	}
	if x.kind == tUnresolved && y.kind == tEnum {
		x = c.expr(e.X, y.enum)
	}
	if x.kind == tBad || y.kind == tBad {
		// Reported already; the other side's name (a value of the bad
		// side's type, say) would only be a knock-on error.
		return xtype{kind: tBad}
	}
	for _, t := range []struct {
		t xtype
		e Expr
	}{{x, e.X}, {y, e.Y}} {
		if t.t.kind == tUnresolved {
			c.errorf(t.e.ExprPos(), "unknown name %q%s", t.t.name, c.suggest(t.t.name))
			return xtype{}
		}
	}
	if x.kind == tBad || y.kind == tBad {
		return xtype{kind: tBad}
	}
	bad := func() xtype {
		c.errorf(e.Pos, "cannot compare %s with %s", x, y)
		return xtype{}
	}
	switch {
	case x.kind == tInt && y.kind == tInt:
		c.factorCut(x, y, e.Op)
		c.factorCut(y, x, e.Op.Flip())
		return xtype{kind: tBool}
	case x.kind == tBool && y.kind == tBool, x.kind == tEnum && y.kind == tEnum:
		if x.kind == tEnum && !sameEnum(x.enum, y.enum) {
			return bad()
		}
		if e.Op != OpEq && e.Op != OpNe {
			c.errorf(e.Pos, "%s compares only with == and !=", x)
			return xtype{}
		}
		return xtype{kind: tBool}
	case x.kind == tTime && y.kind == tTimeLit:
		e.Tod = c.tod(TodAtom{Op: e.Op, At: *e.Y.(*TimeLit)})
		return xtype{kind: tBool}
	case x.kind == tTimeLit && y.kind == tTime:
		e.Tod = c.tod(TodAtom{Op: e.Op.Flip(), At: *e.X.(*TimeLit)})
		return xtype{kind: tBool}
	case x.kind == tClock || x.kind == tClockDiff || y.kind == tClock || y.kind == tClockDiff:
		return c.clockAtom(e, x, y)
	}
	return bad()
}

// clockAtom records a comparison between a clock (or a difference of two
// clocks) and a constant.
func (c *checker) clockAtom(e *Binary, x, y xtype) xtype {
	op := e.Op
	clk, k := x, y
	if y.kind == tClock || y.kind == tClockDiff {
		clk, k, op = y, x, op.Flip()
	}
	var sec int64
	switch {
	case k.kind == tDuration:
		sec = k.value
	case k.kind == tInt && k.lit:
		sec = k.value
	default:
		c.errorf(e.Pos, "a clock can only be compared with a constant number of seconds (x ⋈ c or x - y ⋈ c), not with %s", k)
		return xtype{}
	}
	a := ClockAtom{X: clk.clock, Y: -1, Op: op, C: sec}
	if clk.kind == tClockDiff {
		if clk.clock == clk.clock2 {
			c.errorf(e.Pos, "a clock minus itself is always zero")
			return xtype{}
		}
		a.Y = clk.clock2
	}
	if a.X == WallClock || a.Y == WallClock {
		c.info.usesWall = true
	}
	e.Atom = c.atom(a)
	return xtype{kind: tBool}
}

func (c *checker) atom(a ClockAtom) int {
	if i, ok := c.atomIdx[a]; ok {
		return i
	}
	i := len(c.info.atoms)
	c.info.atoms = append(c.info.atoms, a)
	c.atomIdx[a] = i
	return i
}

func (c *checker) tod(a TodAtom) int {
	c.info.usesWall = true
	// Positions are not part of an atom's identity.
	a.At.Pos, a.From.Pos, a.To.Pos = Pos{}, Pos{}, Pos{}
	if i, ok := c.todIdx[a]; ok {
		return i
	}
	i := len(c.info.tods)
	c.info.tods = append(c.info.tods, a)
	c.todIdx[a] = i
	return i
}

// factorCut records that factor f (x) is compared with the constant k (y):
// the cut points separate the values the comparison cannot tell apart.
func (c *checker) factorCut(x, y xtype, op Op) {
	if x.factor < 0 {
		return
	}
	if !y.lit {
		c.anyUse[x.factor] = true
		return
	}
	k := y.value
	switch op {
	case OpLt, OpGe:
		c.cuts[x.factor] = append(c.cuts[x.factor], k)
	case OpLe, OpGt:
		c.cuts[x.factor] = append(c.cuts[x.factor], k+1)
	case OpEq, OpNe:
		c.cuts[x.factor] = append(c.cuts[x.factor], k, k+1)
	}
}

// TypeString prints a type as the .ta format writes it.
func TypeString(t *Type) string {
	switch t.Kind {
	case Bool:
		return "bool"
	case Int:
		return fmt.Sprintf("%d..%d", t.Lo, t.Hi)
	}
	s := "{"
	for i, v := range t.Values {
		if i > 0 {
			s += ", "
		}
		s += quoteName(v)
	}
	return s + "}"
}
