package ta

import "strings"

// MaxExprDepth is the deepest expression (operators inside operators,
// a flat chain a && b && ... counting one level a term) that the checker
// and every front end accept. The passes over expressions recurse; the
// bound keeps hostile input from overflowing the stack
// (docs/frontends.md, Input limits).
const MaxExprDepth = 1000

// An Expr is an expression of the IR: over variables, clocks, factors, the
// time of day, and constants. Check assigns every expression a type and
// classifies the comparisons that involve time.
type Expr interface {
	exprNode()
	// ExprPos is where the expression starts in its source.
	ExprPos() Pos
}

// IntLit is an integer constant.
type IntLit struct {
	Pos   Pos
	Value int64
}

// BoolLit is true or false.
type BoolLit struct {
	Pos   Pos
	Value bool
}

// DurationLit is a duration in whole seconds (written 5m, 1h30m, 20s).
type DurationLit struct {
	Pos     Pos
	Seconds int64
}

// TimeBase is what a time of day is measured from.
type TimeBase uint8

// The bases of a time of day.
const (
	Midnight TimeBase = iota
	Sunrise
	Sunset
)

// TimeLit is a time of day: Offset seconds after Base (negative offsets
// are before sunrise or sunset). 18:00 is {Midnight, 64800}.
type TimeLit struct {
	Pos    Pos
	Base   TimeBase
	Offset int64
}

// Ident names a variable, a clock, a factor, an enumeration value, or the
// time of day (`time`). Check resolves it.
type Ident struct {
	Pos  Pos
	Name string
	Ref  Ref // set by Check
}

// RefKind says what an identifier resolved to.
type RefKind uint8

// The things an identifier can refer to.
const (
	RefNone RefKind = iota
	RefVar
	RefClock
	RefFactor
	RefEnum  // an enumeration value; Index is its number
	RefTime  // the time of day
	RefLabel // a named condition; Index is its number
)

// Ref is a resolved identifier.
type Ref struct {
	Kind  RefKind
	Index int
}

// Op is a unary or binary operator.
type Op uint8

// The operators, from the loosest binding to the tightest.
const (
	OpImplies Op = iota // a -> b
	OpOr
	OpAnd
	OpEq
	OpNe
	OpLt
	OpLe
	OpGt
	OpGe
	OpAdd
	OpSub
	OpMul
	OpDiv
	OpMod
	OpNot
	OpNeg
	// Bitwise operators on integers (ISY's &=, |= and ^=), with Go's
	// precedence: & with *, | and ^ with +.
	OpBitAnd
	OpBitOr
	OpBitXor
)

var opText = [...]string{"->", "||", "&&", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "!", "-", "&", "|", "^"}

func (o Op) String() string { return opText[o] }

// IsComparison reports whether o is one of == != < <= > >=.
func (o Op) IsComparison() bool { return o >= OpEq && o <= OpGe }

// Flip returns the comparison with its operands swapped: a < b == b > a.
func (o Op) Flip() Op {
	switch o {
	case OpLt:
		return OpGt
	case OpLe:
		return OpGe
	case OpGt:
		return OpLt
	case OpGe:
		return OpLe
	}
	return o
}

// Negate returns the comparison that holds exactly when o does not.
func (o Op) Negate() Op {
	switch o {
	case OpEq:
		return OpNe
	case OpNe:
		return OpEq
	case OpLt:
		return OpGe
	case OpLe:
		return OpGt
	case OpGt:
		return OpLe
	case OpGe:
		return OpLt
	}
	return o
}

// Compare applies a comparison operator to two integers.
func (o Op) Compare(a, b int64) bool {
	switch o {
	case OpEq:
		return a == b
	case OpNe:
		return a != b
	case OpLt:
		return a < b
	case OpLe:
		return a <= b
	case OpGt:
		return a > b
	case OpGe:
		return a >= b
	}
	panic("ta: not a comparison: " + o.String())
}

// Unary is !X or -X.
type Unary struct {
	Pos Pos
	Op  Op
	X   Expr
}

// Binary is X Op Y. For comparisons that involve clocks or the time of day
// Check records what they mean in Atom (an index into the program's clock
// atoms) or Tod (an index into its time-of-day atoms); otherwise both are -1.
type Binary struct {
	Pos  Pos
	Op   Op
	X, Y Expr
	Atom int
	Tod  int
}

// TimeIn is `time in From..To`: the time of day is in [From, To). When To
// is not after From the window wraps past midnight (22:00..02:00). With
// Days, only windows that start on those days count; with Dates, only
// those that start on those dates (`on Mon, day.1, Jan`: a Monday that is
// the 1st of January).
type TimeIn struct {
	Pos      Pos
	From, To *TimeLit
	Days     Weekdays
	Dates    Dates
	Tod      int // set by Check
}

// Random is `random Lo..Hi`: any integer of the range, chosen anew each
// time it is evaluated (ISY's `$x = Random N`); the explorer tries each.
type Random struct {
	Pos    Pos
	Lo, Hi int64
	// Order marks a front end's choice of which of the runs waiting in
	// one instant goes on first (Home Assistant's runs, which the event
	// loop resumes in any order): the explorer tries each value as for
	// any random, and the interpreter notes the draw (Effects.Orders) so
	// that outcomes of one instant that differ only in such choices can
	// be told apart from other nondeterminism (order conflicts). The text
	// form does not say it (a printed program draws a plain random); a
	// copy keeps it (syntax.Copy, and CopyByText from the original).
	Order bool
}

func (*Random) exprNode() {}

// ExprPos implements Expr.
func (e *Random) ExprPos() Pos { return e.Pos }

// Weekdays is a set of days of the week: bit d is set for day d, Monday
// being 0. The zero value means every day.
type Weekdays uint8

// WeekdayNames are the days' names as the IR writes them.
var WeekdayNames = [7]string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}

// Has reports whether day d (0 = Monday) is in the set; every day is in
// the empty set.
func (w Weekdays) Has(d int) bool { return w == 0 || w&(1<<d) != 0 }

var weekdayFull = [7]string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// WeekdayFullName is day d's (0 = Monday) name spelt out, for reports:
// "Monday".
func WeekdayFullName(d int) string {
	return strings.ToUpper(weekdayFull[d][:1]) + weekdayFull[d][1:]
}

// ParseWeekday reads a day's name, abbreviated to three letters or more
// (Mon, tues, WEDNESDAY), or returns -1.
func ParseWeekday(s string) int {
	s = strings.ToLower(s)
	if len(s) < 3 {
		return -1
	}
	for i, full := range weekdayFull {
		if strings.HasPrefix(full, s) {
			return i
		}
	}
	return -1
}

func (w Weekdays) String() string {
	var out []string
	for d, n := range WeekdayNames {
		if w&(1<<d) != 0 {
			out = append(out, n)
		}
	}
	return strings.Join(out, ", ")
}

// CondExpr is `if C then Then else Else`.
type CondExpr struct {
	Pos        Pos
	C          Expr
	Then, Else Expr
}

// ListIndex is `[e0, e1, ...][Index]`: the element Index selects; an index
// outside the list is a runtime error. Front ends use it for arrays.
type ListIndex struct {
	Pos   Pos
	Elems []Expr
	Index Expr
}

func (*CondExpr) exprNode()  {}
func (*ListIndex) exprNode() {}

// ExprPos implements Expr.
func (e *CondExpr) ExprPos() Pos { return e.Pos }

// ExprPos implements Expr.
func (e *ListIndex) ExprPos() Pos { return e.Pos }

func (*IntLit) exprNode()      {}
func (*BoolLit) exprNode()     {}
func (*DurationLit) exprNode() {}
func (*TimeLit) exprNode()     {}
func (*Ident) exprNode()       {}
func (*Unary) exprNode()       {}
func (*Binary) exprNode()      {}
func (*TimeIn) exprNode()      {}

// ExprPos implements Expr.
func (e *IntLit) ExprPos() Pos { return e.Pos }

// ExprPos implements Expr.
func (e *BoolLit) ExprPos() Pos { return e.Pos }

// ExprPos implements Expr.
func (e *DurationLit) ExprPos() Pos { return e.Pos }

// ExprPos implements Expr.
func (e *TimeLit) ExprPos() Pos { return e.Pos }

// ExprPos implements Expr.
func (e *Ident) ExprPos() Pos { return e.Pos }

// ExprPos implements Expr.
func (e *Unary) ExprPos() Pos { return e.Pos }

// ExprPos implements Expr.
func (e *Binary) ExprPos() Pos { return e.Pos }

// ExprPos implements Expr.
func (e *TimeIn) ExprPos() Pos { return e.Pos }

// ClockAtom is a clock constraint in the only forms the region theory
// allows: X ⋈ C, or X - Y ⋈ C when Y >= 0. X and Y are clock indices
// (WallClock is 0); C is in seconds.
type ClockAtom struct {
	X, Y int
	Op   Op
	C    int64
}

// Diagonal reports whether the atom compares two clocks.
func (a ClockAtom) Diagonal() bool { return a.Y >= 0 }

// TodAtom is a condition on the time of day: `time Op At`, or, when In is
// set, `time in From..To`. The explorer binds it to intervals of the wall
// clock once the start time and horizon are known.
type TodAtom struct {
	In       bool
	Op       Op
	At       TimeLit
	From, To TimeLit
	Days     Weekdays
	Dates    Dates // In: the dates its windows start on (zero: every date)
}
