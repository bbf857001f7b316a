package zones

import "fmt"

// NoBound is the L or U bound of a clock that no guard compares from that
// side (−∞ in the papers): extrapolation may then forget that side of the
// clock entirely.
const NoBound int64 = -1 << 62

// keepBound is the L and U of a clock that must never be extrapolated: no
// finite constant exceeds it, so no rule fires for it.
const keepBound int64 = MaxConst

// Bounds are the per-clock constants that extrapolation and aLU
// subsumption use. L[x] is the largest c in a lower-bound guard x > c or
// x ≥ c (or NoBound), U[x] the largest c in an upper-bound guard x < c or
// x ≤ c (or NoBound); M[x] = max(L[x], U[x]) is the classic maximal
// constant. Index 0 is the reference clock and must hold 0.
//
// The fields may be filled directly (for instance per location, from a
// static guard analysis) or with AddConstraint, which also records the
// diagonal constraints that decide which extrapolations are sound.
type Bounds struct {
	L, U []int64

	diags []Constraint
	kept  []bool
}

// NewBounds returns bounds for n clocks with no constants yet.
func NewBounds(n int) *Bounds {
	b := &Bounds{L: make([]int64, n+1), U: make([]int64, n+1), kept: make([]bool, n+1)}
	for i := 1; i <= n; i++ {
		b.L[i], b.U[i] = NoBound, NoBound
	}
	return b
}

// M returns clock x's maximal constant max(L[x], U[x]).
func (b *Bounds) M(x int) int64 { return max(b.L[x], b.U[x]) }

// AddConstraint records a guard or invariant constraint x_I - x_J ≺ B
// (Infinity is ignored). A simple constraint raises U (x ≺ c) or L
// (x ≻ c) of its clock; a diagonal one is remembered (see Sound) and
// raises both L and U of both clocks to |c|, the maximal constants that
// Extra_M needs in the refinement of Bengtsson and Yi (ExtraMSplit).
func (b *Bounds) AddConstraint(c Constraint) {
	if c.B == Infinity || c.I == c.J {
		return
	}
	v := c.B.Value()
	switch {
	case c.J == 0:
		b.raise(c.I, NoBound, v)
	case c.I == 0:
		b.raise(c.J, -v, NoBound)
	default:
		for _, d := range b.diags {
			if d == c {
				return
			}
		}
		b.diags = append(b.diags, c)
		if v < 0 {
			v = -v
		}
		b.raise(c.I, v, v)
		b.raise(c.J, v, v)
	}
}

func (b *Bounds) raise(x int, l, u int64) {
	if b.kept[x] {
		return
	}
	b.L[x] = max(b.L[x], l)
	b.U[x] = max(b.U[x], u)
}

// Keep excludes clock x from every extrapolation (its bounds and its
// differences with other kept clocks are never relaxed). Keeping the
// clocks of the diagonal constraints makes LU extrapolation and aLU
// subsumption sound again; it terminates only if those clocks' values
// stay bounded, as they do under a finite horizon.
func (b *Bounds) Keep(x int) {
	b.kept[x] = true
	b.L[x], b.U[x] = keepBound, keepBound
}

// KeepDiagonalClocks calls Keep for every clock of a recorded diagonal
// constraint.
func (b *Bounds) KeepDiagonalClocks() {
	for _, d := range b.diags {
		b.Keep(d.I)
		b.Keep(d.J)
	}
}

// Diagonals returns the recorded diagonal constraints.
func (b *Bounds) Diagonals() []Constraint { return b.diags }

// Sound reports whether ExtraM, ExtraMPlus, ExtraLU, ExtraLUPlus and
// SubsetALU preserve reachability for the recorded constraints: true when
// every recorded diagonal constraint is between kept clocks (in
// particular when there are none). Bounds filled by hand, without
// AddConstraint, report true: the caller is then responsible.
func (b *Bounds) Sound() bool {
	for _, d := range b.diags {
		if !b.kept[d.I] || !b.kept[d.J] {
			return false
		}
	}
	return true
}

// ExtraM is Extra_M, the classic maximal-constant extrapolation (Bengtsson
// and Yi 2004; Behrmann et al. 2006 §3): with M = max(L, U), an entry
// x_i - x_j ≺ c becomes < ∞ if c > M(x_i), and < −M(x_j) if −c > M(x_j).
// The result is canonical and contains d. Sound for reachability only
// without diagonal constraints on extrapolated clocks (Bouyer 2004); with
// them use ExtraMSplit or Keep (see Bounds.Sound).
func (d *DBM) ExtraM(b *Bounds) { d.extra(b, true, false) }

// ExtraMPlus is Extra_M^+ (Behrmann et al. 2006 §3): Extra_M, and
// moreover every constraint on x_i is dropped once x_i's lower bound
// exceeds M(x_i), and x_i - x_j once x_j's lower bound exceeds M(x_j).
// Coarser than ExtraM, same soundness conditions.
func (d *DBM) ExtraMPlus(b *Bounds) { d.extra(b, true, true) }

// ExtraLU is Extra_LU (Behrmann, Bouyer, Larsen, Pelánek 2006, §4): an
// entry x_i - x_j ≺ c becomes < ∞ if c > L(x_i), and < −U(x_j) if
// −c > U(x_j). The result is canonical, contains d and is contained in
// aLU(d). Sound for reachability without diagonal constraints on
// extrapolated clocks.
func (d *DBM) ExtraLU(b *Bounds) { d.extra(b, false, false) }

// ExtraLUPlus is Extra_LU^+ (Behrmann et al. 2006, §4), the coarsest of
// the four: row i is dropped once x_i's lower bound exceeds L(x_i); x_i -
// x_j (i ≠ 0) is dropped once x_j's lower bound exceeds U(x_j), and x_j's
// lower bound then becomes > U(x_j); otherwise as ExtraLU. It contains d
// and is contained in aLU(d) (Herbreteau, Srivathsan, Walukiewicz 2012),
// so it is sound for reachability with diagonal-free constraints; with
// diagonal constraints on extrapolated clocks it is not (Bouyer 2004).
func (d *DBM) ExtraLUPlus(b *Bounds) { d.extra(b, false, true) }

// extra implements the four extrapolations; m selects L = U = M. The
// conditions compare the constants only, as the papers do (a strict and a
// non-strict bound with the same constant are treated alike).
func (d *DBM) extra(b *Bounds, m, plus bool) {
	n, a := d.dim, d.m
	if a[0] < LEZero {
		return
	}
	lo := func(x int) int64 {
		if m {
			return max(b.L[x], b.U[x])
		}
		return b.L[x]
	}
	hi := func(x int) int64 {
		if m {
			return max(b.L[x], b.U[x])
		}
		return b.U[x]
	}
	changed := false
	// Rows 1..n first: the plus variants read row 0 (the clocks' lower
	// bounds) as it was before extrapolation.
	for i := 1; i < n; i++ {
		li := lo(i)
		row := a[i*n : i*n+n]
		dropRow := plus && -a[i].Value() > li
		for j, c := range row {
			if j == i || c == Infinity {
				continue
			}
			switch {
			case dropRow || c.Value() > li:
				row[j] = Infinity
			case j == 0:
				continue
			case plus && -a[j].Value() > hi(j):
				row[j] = Infinity
			case !plus && -c.Value() > hi(j):
				// (<, −U(x_j)), which is < ∞ when U is −∞.
				row[j] = Infinity
				if u := hi(j); u != NoBound {
					row[j] = lt(-u)
				}
			default:
				continue
			}
			changed = true
		}
	}
	// Row 0: x_j's lower bound above U(x_j) becomes x_j > U(x_j), or just
	// x_j ≥ 0 when U is −∞.
	for j := 1; j < n; j++ {
		if u := hi(j); -a[j].Value() > u {
			if u == NoBound {
				a[j] = LEZero
			} else {
				a[j] = lt(-u)
			}
			changed = true
		}
	}
	if changed {
		// Extrapolation only relaxes entries of a canonical, non-empty
		// d, so the closure lies entrywise between d and the relaxed
		// matrix: it cannot be empty or leave the range.
		if ok, err := d.Close(); !ok || err != nil {
			panic(fmt.Sprintf("zones: closing an extrapolated DBM failed (was the input canonical?): %v", err))
		}
	}
}

// SubsetALU reports whether d ⊆ aLU(e), the LU-abstraction of e
// (Herbreteau, Srivathsan, Walukiewicz: "Better abstractions for timed
// automata", LICS 2012, Theorem 34), without computing any extrapolated
// zone: d is not included iff there are clocks x ≠ y (either may be the
// reference clock) with
//
//	d[0][x] ≥ (≤, −U(x)),  e[y][x] < d[y][x],  e[y][x] + (<, −L(y)) < d[0][x].
//
// Both must be canonical. Using it to let e cover d is sound for
// reachability under the same conditions as ExtraLUPlus (diagonal-free,
// or diagonal clocks kept). It is coarser than comparing ExtraLUPlus
// results, which is how TChecker's "aLU" covering counts fewer zones.
func (d *DBM) SubsetALU(e *DBM, b *Bounds) bool { return d.subsetALU(e, b.L, b.U) }

// SubsetAM is SubsetALU with L = U = M.
func (d *DBM) SubsetAM(e *DBM, b *Bounds) bool { return d.subsetA(e, b.L, b.U, b) }

// ExactBelow returns the bound on clock x below which the LU (and M)
// abstractions leave x's values alone, and false when there is none (x
// has no lower or no upper bound). When every value of x in a zone d is
// within it (d.At(x, 0) <= the bound), v ≼LU v' forces v'(x) = v(x):
// neither L < v'(x) < v(x) nor U < v(x) < v'(x) can hold. So d ⊆ aLU(e)
// (and aM, with L = U = M) needs d's interval on x inside e's: d.At(x, 0) <= e.At(x, 0)
// and d.At(0, x) <= e.At(0, x). Two integers per zone then rule out a
// covering zone without reading the DBM.
func (b *Bounds) ExactBelow(x int) (Bound, bool) { return exactBelow(b.L[x], b.U[x], nil, x) }

func exactBelow(lx, ux int64, mb *Bounds, x int) (Bound, bool) {
	if mb != nil {
		lx, ux = mb.M(x), mb.M(x)
	}
	if lx == NoBound || ux == NoBound {
		return 0, false
	}
	return le(min(lx, ux)), true
}

func (d *DBM) subsetA(e *DBM, l, u []int64, mb *Bounds) bool {
	if d.m[0] < LEZero {
		return true
	}
	if e.m[0] < LEZero {
		return false
	}
	n, dm, em := d.dim, d.m, e.m
	// Clocks that d does not let abstraction touch must agree exactly
	// (see ExactBelow): an O(n) necessary condition that rejects most
	// candidates at once.
	for x := 1; x < n; x++ {
		lim, ok := exactBelow(l[x], u[x], mb, x)
		if !ok || dm[x*n] > lim {
			continue
		}
		if dm[x*n] > em[x*n] || dm[x] > em[x] {
			return false
		}
	}
	for x := 0; x < n; x++ {
		ux := u[x]
		if mb != nil {
			ux = mb.M(x)
		}
		if ux == NoBound {
			continue
		}
		d0x := dm[x]
		if d0x < le(-ux) {
			continue
		}
		for y := 0; y < n; y++ {
			ly := l[y]
			if mb != nil {
				ly = mb.M(y)
			}
			if y == x || ly == NoBound {
				continue
			}
			eyx := em[y*n+x]
			if eyx < dm[y*n+x] && add(eyx, lt(-ly)) < d0x {
				return false
			}
		}
	}
	return true
}

// subsetALU is subsetA without M bounds, its loops turned for the zone
// search, where it is the covering test: row by row of both matrices
// (contiguous), testing first e(y,x) < d(y,x), the condition of the
// pair that is cheapest and false for most pairs when e covers d.
// TestSubsetALUFastAgrees holds it to subsetA.
func (d *DBM) subsetALU(e *DBM, l, u []int64) bool {
	if d.m[0] < LEZero {
		return true
	}
	if e.m[0] < LEZero {
		return false
	}
	n := d.dim
	dm, em := d.m[:n*n], e.m[:n*n]
	l, u = l[:n], u[:n]
	for x := 1; x < n; x++ {
		lx, ux := l[x], u[x]
		if lx == NoBound || ux == NoBound || dm[x*n] > le(min(lx, ux)) {
			continue
		}
		if dm[x*n] > em[x*n] || dm[x] > em[x] {
			return false
		}
	}
	d0 := dm[:n]
	for y := 0; y < n; y++ {
		ly := l[y]
		if ly == NoBound {
			continue
		}
		dr, er := dm[y*n:y*n+n], em[y*n:y*n+n]
		m := lt(-ly)
		for x, eyx := range er {
			if eyx >= dr[x] || x == y || u[x] == NoBound {
				continue
			}
			if d0x := d0[x]; d0x >= le(-u[x]) && add(eyx, m) < d0x {
				return false
			}
		}
	}
	return true
}

// ExtraMSplit is Extra_M made sound for diagonal constraints by the
// refinement of Bengtsson and Yi ("Timed automata: semantics, algorithms
// and tools", 2004, §4.2): d (canonical) is split along each diagonal
// constraint g of b (the recorded ones) into parts that satisfy g or its
// negation, each part is extrapolated with ExtraM (whose M includes the
// diagonal constants, as AddConstraint ensures) and intersected again
// with the constraints it satisfied. The parts are appended to out; d is
// not modified.
func (d *DBM) ExtraMSplit(b *Bounds, out []*DBM) ([]*DBM, error) {
	if d.IsEmpty() {
		return out, nil
	}
	parts := []*DBM{d.Copy()}
	for _, g := range b.diags {
		ng, ok := g.Negate()
		if !ok {
			continue
		}
		var next []*DBM
		for _, p := range parts {
			q := p.Copy()
			okg, err := p.Constrain(g.I, g.J, g.B)
			if err != nil {
				return out, err
			}
			okn, err := q.Constrain(ng.I, ng.J, ng.B)
			if err != nil {
				return out, err
			}
			if okg {
				next = append(next, p)
			}
			if okn {
				next = append(next, q)
			}
		}
		parts = next
	}
	for _, p := range parts {
		// Each part now satisfies g or ¬g for every diagonal g.
		var sat []Constraint
		for _, g := range b.diags {
			if p.At(g.I, g.J) <= g.B {
				sat = append(sat, g)
			} else if ng, ok := g.Negate(); ok {
				sat = append(sat, ng)
			}
		}
		p.ExtraM(b)
		ok, err := p.ConstrainAll(sat)
		if err != nil {
			return out, err
		}
		if ok {
			out = append(out, p)
		}
	}
	return out, nil
}
