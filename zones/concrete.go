package zones

import (
	"errors"
	"fmt"
	"math/big"
)

// Interval is a set of rationals: from Lo (excluded if LoStrict) to Hi
// (excluded if HiStrict; nil means +∞). Lo is never nil.
type Interval struct {
	Lo, Hi             *big.Rat
	LoStrict, HiStrict bool
}

// Empty reports whether the interval has no element.
func (iv Interval) Empty() bool {
	if iv.Hi == nil {
		return false
	}
	c := iv.Lo.Cmp(iv.Hi)
	return c > 0 || c == 0 && (iv.LoStrict || iv.HiStrict)
}

// Contains reports whether r is in the interval.
func (iv Interval) Contains(r *big.Rat) bool {
	c := r.Cmp(iv.Lo)
	if c < 0 || c == 0 && iv.LoStrict {
		return false
	}
	if iv.Hi == nil {
		return true
	}
	c = r.Cmp(iv.Hi)
	return c < 0 || c == 0 && !iv.HiStrict
}

// raiseLo makes r (strict or not) a lower bound of iv if it is tighter.
func (iv *Interval) raiseLo(r *big.Rat, strict bool) {
	if c := r.Cmp(iv.Lo); c > 0 || c == 0 && strict {
		iv.Lo.Set(r)
		iv.LoStrict = strict
	}
}

// lowerHi makes r (strict or not) an upper bound of iv if it is tighter.
func (iv *Interval) lowerHi(r *big.Rat, strict bool) {
	if iv.Hi == nil {
		iv.Hi = new(big.Rat).Set(r)
		iv.HiStrict = strict
		return
	}
	if c := r.Cmp(iv.Hi); c < 0 || c == 0 && strict {
		iv.Hi.Set(r)
		iv.HiStrict = strict
	}
}

// Simplest returns the element of the non-empty interval with the
// smallest denominator, and among those the smallest: the least whole
// number if there is one. It returns nil for an empty interval. (The
// element with the smallest denominator is unique in an interval without
// whole numbers: two fractions p/q < (p+1)/q always have one with a
// smaller denominator between them.)
func (iv Interval) Simplest() *big.Rat {
	if iv.Empty() {
		return nil
	}
	return simplest(iv.Lo, iv.LoStrict, iv.Hi, iv.HiStrict)
}

// simplest finds the simplest rational in a non-empty interval with a
// rational lower end, by the continued-fraction recursion: the least
// integer in the interval if there is one; otherwise lo and hi share the
// integer part f, and the answer is f + 1/y with y the simplest element
// of the reciprocal interval (1/(hi−f), 1/(lo−f)).
func simplest(lo *big.Rat, loS bool, hi *big.Rat, hiS bool) *big.Rat {
	// The least integer ≥ lo (> lo if strict).
	f := floorRat(lo)
	c := new(big.Rat).SetInt(f)
	if c.Cmp(lo) < 0 || loS && c.Cmp(lo) == 0 {
		c.SetInt(f.Add(f, big.NewInt(1)))
	}
	if hi == nil {
		return c
	}
	if k := c.Cmp(hi); k < 0 || k == 0 && !hiS {
		return c
	}
	// No integer: f = floor(lo), and lo − f and hi − f are in [0, 1].
	fr := new(big.Rat).SetInt(floorRat(lo))
	a := new(big.Rat).Sub(lo, fr) // may be 0 (then lo is excluded)
	b := new(big.Rat).Sub(hi, fr) // in (0, 1]
	rlo := new(big.Rat).Inv(b)
	var rhi *big.Rat
	if a.Sign() != 0 {
		rhi = new(big.Rat).Inv(a)
	}
	y := simplest(rlo, hiS, rhi, loS)
	return fr.Add(fr, y.Inv(y))
}

func floorRat(r *big.Rat) *big.Int {
	q := new(big.Int)
	m := new(big.Int)
	q.DivMod(r.Num(), r.Denom(), m) // Euclidean: m ≥ 0, and Denom > 0
	return q
}

// boundRat returns b's constant as a rational.
func boundRat(b Bound) *big.Rat { return new(big.Rat).SetInt64(b.Value()) }

// DelayInterval returns the delays t ≥ 0 with v + t ∈ d (d canonical; v
// indexed like Contains). It is empty if no delay works.
func (d *DBM) DelayInterval(v []*big.Rat) Interval {
	return d.timeInterval(v, 1)
}

// PastInterval returns the t ≥ 0 with v − t ∈ d (d canonical): the delays
// that could have led into v from a point of d.
func (d *DBM) PastInterval(v []*big.Rat) Interval {
	return d.timeInterval(v, -1)
}

// timeInterval computes {t ≥ 0 | v + sign·t ∈ d}.
func (d *DBM) timeInterval(v []*big.Rat, sign int) Interval {
	iv := Interval{Lo: new(big.Rat)}
	empty := Interval{Lo: big.NewRat(1, 1), Hi: new(big.Rat)}
	if d.IsEmpty() {
		return empty
	}
	n := d.dim
	r := new(big.Rat)
	// Differences between clocks do not change with time.
	for i := 1; i < n; i++ {
		for j := 1; j < n; j++ {
			b := d.m[i*n+j]
			if i == j || b == Infinity {
				continue
			}
			r.Sub(v[i], v[j])
			if c := r.Cmp(boundRat(b)); c > 0 || c == 0 && b.Strict() {
				return empty
			}
		}
	}
	for i := 1; i < n; i++ {
		// Upper bound v_i ± t ≺ c.
		if b := d.m[i*n]; b != Infinity {
			r.Sub(boundRat(b), v[i]) // ±t ≺ c − v_i
			if sign > 0 {
				iv.lowerHi(r, b.Strict())
			} else {
				iv.raiseLo(r.Neg(r), b.Strict())
			}
		}
		// Lower bound −(v_i ± t) ≺ c.
		if b := d.m[i]; b != Infinity {
			r.Add(boundRat(b), v[i]) // ∓t ≺ c + v_i
			if sign > 0 {
				iv.raiseLo(r.Neg(r), b.Strict())
			} else {
				iv.lowerHi(r, b.Strict())
			}
		}
	}
	return iv
}

// Extend completes the valuation v inside the canonical d: the entries of
// the listed clocks are overwritten, in order, each with the simplest
// value (Interval.Simplest) that the entries fixed so far allow; the other
// entries are kept. Because d is canonical, this succeeds whenever the
// kept entries satisfy d's constraints among themselves, that is whenever
// some completion exists; otherwise it returns an error.
func (d *DBM) Extend(v []*big.Rat, clocks []int) error {
	n := d.dim
	if d.IsEmpty() {
		return errors.New("zones: extending a valuation in an empty zone")
	}
	fixed := make([]bool, n)
	for i := range fixed {
		fixed[i] = true
	}
	for _, x := range clocks {
		fixed[x] = false
	}
	r := new(big.Rat)
	for _, x := range clocks {
		if fixed[x] {
			continue // listed twice
		}
		iv := Interval{Lo: new(big.Rat)}
		for j := 0; j < n; j++ {
			if !fixed[j] {
				continue
			}
			// x_j − x ≺ D[j][x]: x ≻ v_j − c.
			if b := d.m[j*n+x]; b != Infinity {
				r.Sub(ratAt(v, j), boundRat(b))
				iv.raiseLo(r, b.Strict())
			}
			// x − x_j ≺ D[x][j]: x ≺ v_j + c.
			if b := d.m[x*n+j]; b != Infinity {
				r.Add(ratAt(v, j), boundRat(b))
				iv.lowerHi(r, b.Strict())
			}
		}
		s := iv.Simplest()
		if s == nil {
			return fmt.Errorf("zones: no value of clock %d completes the valuation in %v", x, d)
		}
		v[x] = s
		fixed[x] = true
	}
	if !d.Contains(v) {
		return fmt.Errorf("zones: the fixed clocks of the valuation are not in %v", d)
	}
	return nil
}

// Point returns a valuation in the non-empty canonical d (v[0] = 0) with
// exact rational values: whole numbers if d contains a whole-numbered
// point, otherwise values with the smallest common denominator q (never
// above n+1: every cell of the region partition with n clocks has a point
// whose fractional parts are multiples of 1/(n+1)); among those, clock 1
// is as small as possible, then clock 2, and so on.
func (d *DBM) Point() ([]*big.Rat, error) {
	if d.IsEmpty() {
		return nil, errors.New("zones: no point in an empty zone")
	}
	n := d.dim
	s := d.Copy()
	for q := int64(1); q <= int64(n); q++ {
		// The points of d in (1/q)ℤⁿ are the whole points of q·d, and
		// those satisfy x − y < qc exactly when x − y ≤ qc − 1.
		for k, b := range d.m {
			if b == Infinity || k%(n+1) == 0 {
				s.m[k] = b
				continue
			}
			c := b.Value()
			if c > MaxConst/q || c < -MaxConst/q {
				return nil, ErrOverflow
			}
			c *= q
			if b.Strict() {
				c--
			}
			s.m[k] = le(c)
		}
		ok, err := s.Close()
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		// Greedy: each clock at its least value given the earlier ones;
		// a canonical DBM with integer non-strict bounds always has an
		// integer completion there.
		w := make([]int64, n)
		v := make([]*big.Rat, n)
		v[0] = new(big.Rat)
		for x := 1; x < n; x++ {
			lo := -s.m[x].Value() // x ≥ −D[0][x]
			for j := 1; j < x; j++ {
				if b := s.m[j*n+x]; b != Infinity {
					lo = max(lo, w[j]-b.Value())
				}
			}
			w[x] = lo
			v[x] = big.NewRat(lo, q)
		}
		if !d.Contains(v) {
			return nil, fmt.Errorf("zones: internal error: point %v not in %v", v, d)
		}
		return v, nil
	}
	return nil, fmt.Errorf("zones: internal error: no point with denominator up to %d in %v", n, d)
}
