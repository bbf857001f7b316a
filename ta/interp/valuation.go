package interp

import (
	"math/big"

	"github.com/delorean-mc/delorean/ta"
)

// Valuation holds exact, real-valued clocks: the wall clock's value (the
// time since the start) and the wall-clock time at which every other clock
// was last reset. It is the concrete semantics that traces are replayed in.
//
// A clock that was never reset has been running since long before the
// start: its value exceeds every constant, and two such clocks are equal.
type Valuation struct {
	Now   *big.Rat
	reset []*big.Rat // per clock; nil means never reset
}

// NewValuation returns clocks at the start of an exploration: the wall
// clock at 0 and every other clock never reset.
func NewValuation(nclocks int) *Valuation {
	v := &Valuation{Now: new(big.Rat), reset: make([]*big.Rat, nclocks)}
	v.reset[ta.WallClock] = new(big.Rat)
	return v
}

// Clone returns an independent copy.
func (v *Valuation) Clone() *Valuation {
	w := &Valuation{Now: new(big.Rat).Set(v.Now), reset: make([]*big.Rat, len(v.reset))}
	for i, r := range v.reset {
		if r != nil {
			w.reset[i] = new(big.Rat).Set(r)
		}
	}
	return w
}

// Delay lets d seconds pass.
func (v *Valuation) Delay(d *big.Rat) { v.Now.Add(v.Now, d) }

// Reset implements ta.Clocks.
func (v *Valuation) Reset(c int) {
	if c == ta.WallClock {
		panic("ta: the wall clock is never reset")
	}
	v.reset[c] = new(big.Rat).Set(v.Now)
}

// Set makes clock c read val seconds now (val may exceed the time since
// the start: the clock was reset before it).
func (v *Valuation) Set(c int, val *big.Rat) {
	v.reset[c] = new(big.Rat).Sub(v.Now, val)
}

// Value returns clock c's value, or nil if it was never reset (its value
// is then larger than any constant).
func (v *Valuation) Value(c int) *big.Rat {
	if v.reset[c] == nil {
		return nil
	}
	return new(big.Rat).Sub(v.Now, v.reset[c])
}

// NumClocks is the number of clocks, the wall clock included.
func (v *Valuation) NumClocks() int { return len(v.reset) }

// Holds implements ta.Clocks.
func (v *Valuation) Holds(a ta.ClockAtom) bool {
	x := v.reset[a.X]
	if a.Y < 0 {
		if x == nil {
			// +infinity compared with a constant.
			return a.Op == ta.OpGt || a.Op == ta.OpGe || a.Op == ta.OpNe
		}
		return cmpHolds(new(big.Rat).Sub(v.Now, x).Cmp(big.NewRat(a.C, 1)), a.Op)
	}
	y := v.reset[a.Y]
	switch {
	case x == nil && y == nil:
		// Both were reset at the same moment long ago: the difference is 0.
		return a.Op.Compare(0, a.C)
	case x == nil: // +infinity
		return a.Op == ta.OpGt || a.Op == ta.OpGe || a.Op == ta.OpNe
	case y == nil: // -infinity
		return a.Op == ta.OpLt || a.Op == ta.OpLe || a.Op == ta.OpNe
	}
	// (now - x) - (now - y) = y - x
	return cmpHolds(new(big.Rat).Sub(y, x).Cmp(big.NewRat(a.C, 1)), a.Op)
}

func cmpHolds(c int, op ta.Op) bool { return op.Compare(int64(c), 0) }

// Values returns every clock's value in seconds, with clocks never reset
// given the value big (the same for all, larger than every constant), as
// the region engine expects.
func (v *Valuation) Values(big_ *big.Rat) []*big.Rat {
	out := make([]*big.Rat, len(v.reset))
	for i := range v.reset {
		if val := v.Value(i); val != nil {
			out[i] = val
		} else {
			out[i] = new(big.Rat).Add(v.Now, big_)
		}
	}
	return out
}

// Forget makes clock c as if it had never been reset: larger than every
// constant. Observers use it for clocks whose value no longer matters.
func (v *Valuation) Forget(c int) {
	if c == ta.WallClock {
		panic("ta: the wall clock cannot be forgotten")
	}
	v.reset[c] = nil
}
