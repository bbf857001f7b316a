package zones

import (
	"errors"
	"fmt"
	"strconv"
)

// Bound is the right-hand side of a difference constraint x - y ≺ c, with
// ≺ one of < and ≤, packed into one integer as (c << 1) | le, where le is 1
// for ≤ and 0 for <. The packing is order-preserving: a tighter constraint
// is a smaller integer ((<,c) < (≤,c) < (<,c+1)), so the minimum of two
// bounds is the integer minimum and comparisons are integer comparisons.
//
// Finite constants are limited to |c| ≤ MaxConst so that the sum of three
// packed bounds always fits in an int64: the hot loops add without a check
// and test only the values they store (see ErrOverflow).
type Bound int64

// MaxConst is the largest magnitude of a finite bound's constant (2^60 −
// 1: at a resolution of one millisecond, about 36 million years).
const MaxConst = 1<<60 - 1

const (
	// Infinity is the bound (<, ∞): no constraint. It is larger than
	// every finite bound.
	Infinity Bound = (1<<62 - 1) << 1

	// LEZero is (≤, 0), the bound on the diagonal of a non-empty DBM.
	LEZero Bound = 1
	// LTZero is (<, 0).
	LTZero Bound = 0

	maxFinite Bound = MaxConst<<1 | 1  // (≤, MaxConst)
	minFinite Bound = -MaxConst<<1 | 0 // (<, -MaxConst)
)

// ErrOverflow reports a constant, or a bound derived from constants, whose
// magnitude exceeds MaxConst. The operation that returns it leaves its
// receiver in an unspecified state.
var ErrOverflow = errors.New("zones: clock constant out of range (|c| > 2^60-1)")

// LE returns the bound (≤, c).
func LE(c int64) (Bound, error) { return NewBound(c, false) }

// LT returns the bound (<, c).
func LT(c int64) (Bound, error) { return NewBound(c, true) }

// NewBound returns (<, c) if strict, else (≤, c); ErrOverflow if |c| >
// MaxConst.
func NewBound(c int64, strict bool) (Bound, error) {
	if c > MaxConst || c < -MaxConst {
		return Infinity, fmt.Errorf("%w: %d", ErrOverflow, c)
	}
	b := Bound(c << 1)
	if !strict {
		b |= 1
	}
	return b, nil
}

// le returns (≤, c) for a c already known to be in range.
func le(c int64) Bound { return Bound(c<<1 | 1) }

// lt returns (<, c) for a c already known to be in range.
func lt(c int64) Bound { return Bound(c << 1) }

// Value is the bound's constant (meaningless for Infinity).
func (b Bound) Value() int64 { return int64(b) >> 1 }

// Strict reports whether the bound is < rather than ≤ (true for Infinity).
func (b Bound) Strict() bool { return b&1 == 0 }

// IsInf reports whether b is Infinity.
func (b Bound) IsInf() bool { return b == Infinity }

// Less reports whether b is strictly tighter than c.
func (b Bound) Less(c Bound) bool { return b < c }

// MinBound returns the tighter of a and b.
func MinBound(a, b Bound) Bound {
	if a < b {
		return a
	}
	return b
}

// add is the unchecked sum of two bounds: (c1,≺1) + (c2,≺2) = (c1+c2, ≺)
// with ≺ = ≤ only if both are ≤. On the packed form that is a + b minus
// 1 if either is strict. Callers guarantee that neither is Infinity, and
// the result may lie outside [minFinite, maxFinite]; the packed magnitudes
// are below 2^61, so no int64 wraps.
func add(a, b Bound) Bound { return a + b - ((a | b) & 1) }

// inRange reports whether a finite packed bound is within ±MaxConst.
func inRange(b Bound) bool { return b >= minFinite && b <= maxFinite }

// Add returns a + b (Infinity if either is Infinity), or ErrOverflow if the
// sum's constant is out of range.
func (b Bound) Add(c Bound) (Bound, error) {
	if b == Infinity || c == Infinity {
		return Infinity, nil
	}
	if !inRange(b) || !inRange(c) {
		return Infinity, ErrOverflow
	}
	s := add(b, c)
	if !inRange(s) {
		return Infinity, fmt.Errorf("%w: %v + %v", ErrOverflow, b, c)
	}
	return s, nil
}

// Negate returns the bound of the complement: x - y ≺ c fails exactly when
// y - x ≺' -c, with ≺' the other of < and ≤. On the packed form that is
// 1 - b. ok is false for Infinity, whose complement is empty.
func (b Bound) Negate() (n Bound, ok bool) {
	if b == Infinity {
		return Infinity, false
	}
	return 1 - b, true
}

// String writes the bound as "<c", "<=c" or "<inf".
func (b Bound) String() string {
	if b == Infinity {
		return "<inf"
	}
	if !inRange(b) {
		return "<?" + strconv.FormatInt(int64(b), 10)
	}
	if b.Strict() {
		return "<" + strconv.FormatInt(b.Value(), 10)
	}
	return "<=" + strconv.FormatInt(b.Value(), 10)
}
