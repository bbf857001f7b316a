package zones

import "fmt"

// Op is the comparison of a clock atom x - y ⋈ c. (x ≠ c is not convex and
// has no zone; the explorer splits it into x < c and x > c.)
type Op uint8

// The comparisons of clock atoms.
const (
	OpLT Op = iota // <
	OpLE           // <=
	OpEQ           // ==
	OpGE           // >=
	OpGT           // >
)

var opText = [...]string{"<", "<=", "==", ">=", ">"}

func (o Op) String() string {
	if int(o) < len(opText) {
		return opText[o]
	}
	return fmt.Sprintf("Op(%d)", uint8(o))
}

// Constraint is the difference constraint x_I - x_J ≺ B on clocks I and J
// (0 is the reference clock, whose value is always 0, so J = 0 bounds x_I
// from above and I = 0 bounds x_J from below). It is the unit the DBM
// operations consume; AppendAtom translates the project's x - y ⋈ c.
type Constraint struct {
	I, J int
	B    Bound
}

func (c Constraint) String() string { return fmt.Sprintf("x%d-x%d%v", c.I, c.J, c.B) }

// Negate returns the constraint that holds exactly where c fails; ok is
// false if c's bound is Infinity (c always holds).
func (c Constraint) Negate() (n Constraint, ok bool) {
	b, ok := c.B.Negate()
	return Constraint{I: c.J, J: c.I, B: b}, ok
}

// AppendAtom appends to dst the constraints meaning x - y op c, where y = 0
// makes it the simple atom x op c: one constraint for <, <=, >=, >, two for
// ==. It returns ErrOverflow if |c| > MaxConst and an error for an unknown
// op or a negative clock index.
func AppendAtom(dst []Constraint, x, y int, op Op, c int64) ([]Constraint, error) {
	if x < 0 || y < 0 {
		return dst, fmt.Errorf("zones: clock index %d, %d: clocks are numbered from 0 (the reference clock)", x, y)
	}
	up, err := LE(c) // x - y <= c
	if err != nil {
		return dst, err
	}
	down, _ := LE(-c) // y - x <= -c, i.e. x - y >= c
	switch op {
	case OpLT:
		return append(dst, Constraint{x, y, lt(c)}), nil
	case OpLE:
		return append(dst, Constraint{x, y, up}), nil
	case OpGE:
		return append(dst, Constraint{y, x, down}), nil
	case OpGT:
		return append(dst, Constraint{y, x, lt(-c)}), nil
	case OpEQ:
		return append(dst, Constraint{x, y, up}, Constraint{y, x, down}), nil
	}
	return dst, fmt.Errorf("zones: comparison %v has no zone", op)
}
