package zones

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"strings"
)

// MaxClocks bounds the number of clocks of a DBM (besides the reference
// clock), so that the matrix size cannot overflow and stays sane.
const MaxClocks = 4095

// DBM is a difference-bound matrix over clocks 1..n plus the reference
// clock 0: entry (i, j), stored at m[i*dim+j] with dim = n+1, is the bound
// B in x_i - x_j ≺ B. The zone it denotes is the set of non-negative
// valuations satisfying every entry.
//
// Most operations require a canonical DBM (every entry is the tightest
// bound implied by the others, computed by Close) and keep it canonical;
// their doc comments say so. An empty DBM is marked by entry (0,0) being
// (<,0); operations on an empty DBM keep it empty.
//
// Every operation works in place and allocates nothing; Copy and CopyFrom
// are the explicit copies.
type DBM struct {
	dim int
	m   []Bound
}

// New returns the zero zone over n clocks (all clocks 0), or an error if n
// is negative or above MaxClocks.
func New(n int) (*DBM, error) {
	if n < 0 || n > MaxClocks {
		return nil, fmt.Errorf("zones: %d clocks; between 0 and %d are supported", n, MaxClocks)
	}
	d := &DBM{dim: n + 1, m: make([]Bound, (n+1)*(n+1))}
	d.SetZero()
	return d, nil
}

// Dim is the matrix dimension, the number of clocks plus one.
func (d *DBM) Dim() int { return d.dim }

// Clocks is the number of clocks n (indices 1..n).
func (d *DBM) Clocks() int { return d.dim - 1 }

// SetZero makes d the zero zone: every clock equal to 0. Canonical.
func (d *DBM) SetZero() {
	for i := range d.m {
		d.m[i] = LEZero
	}
}

// SetUniverse makes d the set of all non-negative valuations. Canonical.
func (d *DBM) SetUniverse() {
	n := d.dim
	for i := 0; i < n; i++ {
		row := d.m[i*n : i*n+n]
		for j := range row {
			switch {
			case i == j || i == 0:
				row[j] = LEZero
			default:
				row[j] = Infinity
			}
		}
	}
}

// Copy returns an independent copy of d.
func (d *DBM) Copy() *DBM {
	return &DBM{dim: d.dim, m: append([]Bound(nil), d.m...)}
}

// CopyFrom overwrites d with e, which must have the same dimension.
func (d *DBM) CopyFrom(e *DBM) {
	if d.dim != e.dim {
		panic("zones: CopyFrom between DBMs of different dimensions")
	}
	copy(d.m, e.m)
}

// At returns entry (i, j): the bound on x_i - x_j.
func (d *DBM) At(i, j int) Bound { return d.m[i*d.dim+j] }

// Set overwrites entry (i, j) without any closure; call Close before any
// operation that needs a canonical DBM. Setting a diagonal entry or a
// finite bound beyond ±MaxConst makes Close report an error.
func (d *DBM) Set(i, j int, b Bound) { d.m[i*d.dim+j] = b }

// IsEmpty reports whether the canonical (or just closed) DBM d is empty.
func (d *DBM) IsEmpty() bool { return d.m[0] < LEZero }

func (d *DBM) markEmpty() { d.m[0] = LTZero }

// Close puts d in canonical form (Floyd–Warshall over the bounds, O(n³))
// and reports whether it is non-empty. An empty result is marked empty.
// Lower bounds above (≤,0) are first lowered to it, since a zone only has
// non-negative valuations.
// It returns ErrOverflow if a derived bound is beyond ±MaxConst, or if an
// entry is out of range or a diagonal entry is above (≤,0).
func (d *DBM) Close() (bool, error) {
	n, m := d.dim, d.m
	for j := 1; j < n; j++ {
		if m[j] > LEZero {
			m[j] = LEZero
		}
	}
	for i, b := range m {
		if b != Infinity && !inRange(b) {
			return false, ErrOverflow
		}
		if i%(n+1) == 0 && b > LEZero {
			return false, fmt.Errorf("zones: diagonal entry (%d,%d) is %v, above <=0", i/(n+1), i/(n+1), b)
		}
	}
	for k := 0; k < n; k++ {
		rk := m[k*n : k*n+n]
		if rk[k] < LEZero {
			d.markEmpty()
			return false, nil
		}
		for i := 0; i < n; i++ {
			if i == k {
				continue
			}
			ri := m[i*n : i*n+n]
			dik := ri[k]
			if dik == Infinity {
				continue
			}
			for j, dkj := range rk {
				if dkj == Infinity {
					continue
				}
				// Before round k every entry is the weight of a simple
				// path (negative cycles stop the loop at once), so the
				// sum of two in-range bounds is what can leave the
				// range, never a wrapped int64.
				if s := add(dik, dkj); s < ri[j] {
					if !inRange(s) {
						return false, ErrOverflow
					}
					ri[j] = s
				}
			}
			if ri[i] < LEZero {
				d.markEmpty()
				return false, nil
			}
		}
	}
	return true, nil
}

// IsCanonical reports whether every entry of d is the tightest the others
// imply and the diagonal is (≤,0) (O(n³); for assertions and tests). An
// empty DBM is not canonical.
func (d *DBM) IsCanonical() bool {
	n, m := d.dim, d.m
	for i := 0; i < n; i++ {
		if m[i*n+i] != LEZero {
			return false
		}
		for k := 0; k < n; k++ {
			dik := m[i*n+k]
			if dik == Infinity {
				continue
			}
			for j := 0; j < n; j++ {
				dkj := m[k*n+j]
				if dkj != Infinity && add(dik, dkj) < m[i*n+j] {
					return false
				}
			}
		}
	}
	return true
}

// Constrain intersects the canonical d with x_i - x_j ≺ b and restores the
// canonical form incrementally (O(n²): a new shortest path uses the new
// edge at most once). It reports whether the result is non-empty; an
// error means b or a derived bound is out of range.
func (d *DBM) Constrain(i, j int, b Bound) (bool, error) {
	n, m := d.dim, d.m
	if m[0] < LEZero {
		return false, nil
	}
	if b >= m[i*n+j] {
		return true, nil
	}
	if !inRange(b) {
		return false, ErrOverflow
	}
	if dji := m[j*n+i]; dji != Infinity && add(b, dji) < LEZero {
		d.markEmpty()
		return false, nil
	}
	m[i*n+j] = b
	// D[k][l] = min(D[k][l], D[k][i] + b + D[j][l]). Row j and column i
	// cannot change (their cycle through the new edge is non-negative), so
	// updating in place reads correct values.
	rj := m[j*n : j*n+n]
	for k := 0; k < n; k++ {
		dki := m[k*n+i]
		if dki == Infinity {
			continue
		}
		t := add(dki, b)
		rk := m[k*n : k*n+n]
		for l, djl := range rj {
			if djl == Infinity {
				continue
			}
			if s := add(t, djl); s < rk[l] {
				if !inRange(s) {
					return false, ErrOverflow
				}
				rk[l] = s
			}
		}
	}
	return true, nil
}

// ConstrainAll applies Constrain for each constraint, stopping at the first
// that makes d empty.
func (d *DBM) ConstrainAll(cs []Constraint) (bool, error) {
	for _, c := range cs {
		ok, err := d.Constrain(c.I, c.J, c.B)
		if !ok || err != nil {
			return ok, err
		}
	}
	return !d.IsEmpty(), nil
}

// ConstrainAtom intersects the canonical d with x - y op c (y = 0 for the
// simple atom x op c); == is two constraints.
func (d *DBM) ConstrainAtom(x, y int, op Op, c int64) (bool, error) {
	var buf [2]Constraint
	cs, err := AppendAtom(buf[:0], x, y, op, c)
	if err != nil {
		return false, err
	}
	return d.ConstrainAll(cs)
}

// Intersect sets d to d ∩ e (both canonical, same dimension) and reports
// whether the result is non-empty.
func (d *DBM) Intersect(e *DBM) (bool, error) {
	if d.dim != e.dim {
		return false, fmt.Errorf("zones: intersecting DBMs of dimensions %d and %d", d.dim, e.dim)
	}
	if d.IsEmpty() {
		return false, nil
	}
	if e.IsEmpty() {
		d.markEmpty()
		return false, nil
	}
	changed := 0
	var ck int
	var old Bound
	for k, b := range e.m {
		if b < d.m[k] {
			if changed == 0 {
				ck, old = k, d.m[k]
			}
			d.m[k] = b
			changed++
		}
	}
	switch changed {
	case 0:
		return true, nil
	case 1:
		// One tighter entry: the incremental close suffices (it needs
		// the old, canonical value in place).
		d.m[ck] = old
		return d.Constrain(ck/d.dim, ck%d.dim, e.m[ck])
	}
	return d.Close()
}

// Up lets time pass: d becomes {v + t | v ∈ d, t ≥ 0} (the future). Keeps
// the canonical form.
func (d *DBM) Up() {
	n := d.dim
	for i := 1; i < n; i++ {
		d.m[i*n] = Infinity
	}
}

// Down sets d to its past: {v | v ≥ 0, v + t ∈ d for some t ≥ 0}. Clocks'
// upper bounds and differences stay; a clock's lower bound becomes the
// least one the differences allow (at most 0). Keeps the canonical form.
func (d *DBM) Down() {
	n, m := d.dim, d.m
	if m[0] < LEZero {
		return
	}
	for j := 1; j < n; j++ {
		b := LEZero
		for i := 1; i < n; i++ {
			if v := m[i*n+j]; v < b {
				b = v
			}
		}
		m[j] = b
	}
}

// Reset sets clock x to 0 (x ≥ 1). Keeps the canonical form.
func (d *DBM) Reset(x int) {
	n, m := d.dim, d.m
	for j := 0; j < n; j++ {
		m[x*n+j] = m[j]
		m[j*n+x] = m[j*n]
	}
	m[x*n+x] = LEZero
}

// ResetTo sets clock x (x ≥ 1) to the constant c ≥ 0. Keeps the canonical
// form; ErrOverflow if c or a derived bound is out of range.
func (d *DBM) ResetTo(x int, c int64) error {
	if c < 0 {
		return fmt.Errorf("zones: resetting clock %d to the negative value %d", x, c)
	}
	if c == 0 {
		d.Reset(x)
		return nil
	}
	bc, err := LE(c)
	if err != nil {
		return err
	}
	n, m := d.dim, d.m
	if m[0] < LEZero {
		return nil
	}
	nc := le(-c)
	for j := 0; j < n; j++ {
		if j == x {
			continue
		}
		// x - x_j = c - x_j and x_j - x = x_j - c.
		if b := m[j]; b != Infinity {
			s := add(bc, b)
			if !inRange(s) {
				return ErrOverflow
			}
			m[x*n+j] = s
		} else {
			m[x*n+j] = Infinity
		}
		if b := m[j*n]; b != Infinity {
			s := add(b, nc)
			if !inRange(s) {
				return ErrOverflow
			}
			m[j*n+x] = s
		} else {
			m[j*n+x] = Infinity
		}
	}
	return nil
}

// Free forgets clock x (x ≥ 1): it may take any non-negative value, the
// other clocks keep their constraints. This is the pre-image of a reset
// (before intersecting with the constraints that held). Keeps the
// canonical form.
func (d *DBM) Free(x int) {
	n, m := d.dim, d.m
	if m[0] < LEZero {
		return
	}
	for j := 0; j < n; j++ {
		m[x*n+j] = Infinity
		m[j*n+x] = m[j*n]
	}
	m[x*n+x] = LEZero
	m[x] = LEZero
}

// Subset reports whether d ⊆ e by comparing entries, which is exact for a
// canonical d (its entries are the largest differences its points reach)
// and any matrix e of the same dimension. An empty d is a subset of
// everything.
func (d *DBM) Subset(e *DBM) bool {
	if d.m[0] < LEZero {
		return true
	}
	if e.m[0] < LEZero {
		return false
	}
	em := e.m[:len(d.m)]
	for k, b := range d.m {
		if b > em[k] {
			return false
		}
	}
	return true
}

// Equal reports whether the canonical d and e denote the same zone.
func (d *DBM) Equal(e *DBM) bool {
	de, ee := d.IsEmpty(), e.IsEmpty()
	if de || ee {
		return de == ee
	}
	if len(d.m) != len(e.m) {
		return false
	}
	for k, b := range d.m {
		if b != e.m[k] {
			return false
		}
	}
	return true
}

// Hash is a hash of the canonical d, stable across runs and platforms.
func (d *DBM) Hash() uint64 {
	h := uint64(0x9e3779b97f4a7c15) ^ uint64(d.dim)
	for _, b := range d.m {
		h ^= uint64(b)
		h *= 0xbf58476d1ce4e5b9
		h ^= h >> 31
	}
	return h
}

// AppendKey appends a byte key of the canonical d to buf: equal keys for
// equal DBMs of one dimension, distinct otherwise. Each entry is a
// varint, Infinity and small constants taking one byte.
func (d *DBM) AppendKey(buf []byte) []byte {
	for _, b := range d.m {
		var u uint64
		if b != Infinity {
			u = uint64(b<<1^b>>63) + 1 // zig-zag, shifted past Infinity's 0
		}
		buf = binary.AppendUvarint(buf, u)
	}
	return buf
}

// Contains reports whether the valuation v (v[i] is clock i's value, v[0]
// is ignored and taken as 0; nil entries are not allowed) satisfies every
// entry of d.
func (d *DBM) Contains(v []*big.Rat) bool {
	n := d.dim
	var diff, c big.Rat
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			b := d.m[i*n+j]
			if i == j {
				if b < LEZero {
					return false
				}
				continue
			}
			if b == Infinity {
				continue
			}
			diff.Set(ratAt(v, i))
			diff.Sub(&diff, ratAt(v, j))
			c.SetInt64(b.Value())
			cmp := diff.Cmp(&c)
			if cmp > 0 || cmp == 0 && b.Strict() {
				return false
			}
		}
	}
	return true
}

var ratZero = new(big.Rat)

func ratAt(v []*big.Rat, i int) *big.Rat {
	if i == 0 {
		return ratZero
	}
	return v[i]
}

// String writes d with clocks named x1..xn.
func (d *DBM) String() string { return d.Format(nil) }

// Format writes the canonical d as a conjunction: each clock's bounds,
// then the difference constraints that the clocks' bounds do not imply.
// names[i] names clock i (missing or empty names become "x<i>").
func (d *DBM) Format(names []string) string {
	if d.IsEmpty() {
		return "false"
	}
	name := func(i int) string {
		if i < len(names) && names[i] != "" {
			return names[i]
		}
		return fmt.Sprintf("x%d", i)
	}
	op := func(b Bound) string {
		if b.Strict() {
			return "<"
		}
		return "<="
	}
	n := d.dim
	var parts []string
	for i := 1; i < n; i++ {
		lo, hi := d.m[i], d.m[i*n]
		var s strings.Builder
		if lo != LEZero {
			fmt.Fprintf(&s, "%d%s", -lo.Value(), op(lo))
		}
		s.WriteString(name(i))
		if hi != Infinity {
			fmt.Fprintf(&s, "%s%d", op(hi), hi.Value())
		}
		if lo == LEZero && hi == Infinity {
			s.WriteString(">=0")
		}
		parts = append(parts, s.String())
	}
	for i := 1; i < n; i++ {
		for j := 1; j < n; j++ {
			b := d.m[i*n+j]
			if i == j || b == Infinity {
				continue
			}
			if hi, lo := d.m[i*n], d.m[j]; hi != Infinity && add(hi, lo) <= b {
				continue // implied by x_i's upper and x_j's lower bound
			}
			parts = append(parts, fmt.Sprintf("%s-%s%s%d", name(i), name(j), op(b), b.Value()))
		}
	}
	if len(parts) == 0 {
		return "true"
	}
	return strings.Join(parts, " && ")
}
