// Package regions implements clock regions (Alur and Dill's region
// equivalence) for DeLorean's explorer: the finite abstraction of real-valued
// clocks under which "every possible time" becomes "every region"
// (paper §2.2, DESIGN.md §4).
//
// A region is kept symbolically: per clock its integer part (or "beyond its
// maximal constant") and the rank of its fractional part among the other
// clocks' (0 meaning a fraction of zero), plus the truth value of every
// diagonal constraint x - y ⋈ c. This is compact and exact and needs no
// arithmetic on rationals; concrete values enter only through FromValues
// and DelayToNext, which work with exact big.Rat values.
package regions

import (
	"fmt"
	"math"
	"math/big"
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

// MaxClocks bounds the number of clocks of a layout (ranks are stored in
// a byte).
const MaxClocks = 250

// Diag is a diagonal constraint X - Y Op C, with C in clock units.
type Diag struct {
	X, Y int
	Op   ta.Op
	C    int64
}

// Layout is the clocks of a model after scaling: one unit is G seconds;
// K[x] is clock x's maximal constant in units, or -1 for a clock that is
// not tracked at all (always treated as beyond, never part of a region).
type Layout struct {
	G     int64
	K     []int32
	Diags []Diag

	diagOf [][]int // per clock, the diagonals it takes part in
}

// Region is one clock region of a layout.
type Region struct {
	Int  []int32 // integer part 0..K[x], or K[x]+1 for "beyond K[x]"; 0 for untracked clocks
	Frac []uint8 // 0: fraction zero (or beyond, or untracked); 1..m: rank among the distinct nonzero fractions
	Diag []bool  // truth value of each diagonal constraint
}

// Builder collects the constants each clock is compared with.
type Builder struct {
	consts    [][]int64
	diags     []Diag // C in seconds
	untracked []bool
}

// NewBuilder starts a layout of n clocks.
func NewBuilder(n int) *Builder {
	return &Builder{consts: make([][]int64, n), untracked: make([]bool, n)}
}

func abs64(c int64) int64 {
	if c < 0 {
		return -c
	}
	return c
}

// Bound records that clock x is compared with c seconds.
func (b *Builder) Bound(x int, c int64) { b.consts[x] = append(b.consts[x], abs64(c)) }

// Diagonal records the constraint x - y op c (c in seconds). Both clocks'
// maximal constants become at least |c|, which is what makes the truth of
// the constraint after a reset depend only on the other clock's region.
func (b *Builder) Diagonal(x, y int, op ta.Op, c int64) {
	d := Diag{X: x, Y: y, Op: op, C: c}
	for _, e := range b.diags {
		if e == d {
			return
		}
	}
	b.diags = append(b.diags, d)
	b.Bound(x, c)
	b.Bound(y, c)
}

// Untrack leaves clock x out of the regions.
func (b *Builder) Untrack(x int) { b.untracked[x] = true }

// Build scales every constant by their greatest common divisor and fixes
// each clock's maximal constant.
func (b *Builder) Build() (*Layout, error) {
	n := len(b.consts)
	if n > MaxClocks {
		return nil, fmt.Errorf("%d clocks; at most %d are supported", n, MaxClocks)
	}
	var g int64
	for x, cs := range b.consts {
		if b.untracked[x] {
			continue
		}
		for _, c := range cs {
			g = ta.GCD(g, c)
		}
	}
	if g == 0 {
		g = 1
	}
	l := &Layout{G: g, K: make([]int32, n), diagOf: make([][]int, n)}
	for x, cs := range b.consts {
		if b.untracked[x] {
			l.K[x] = -1
			continue
		}
		var k int64
		for _, c := range cs {
			k = max(k, c/g)
		}
		if k > math.MaxInt32-2 {
			return nil, fmt.Errorf("clock %d: its largest constant is %d times the GCD %ds of all constants; at most %d is supported", x, k, g, math.MaxInt32-2)
		}
		l.K[x] = int32(k)
	}
	for _, d := range b.diags {
		if b.untracked[d.X] || b.untracked[d.Y] {
			return nil, fmt.Errorf("a diagonal constraint involves a clock outside the regions")
		}
		i := len(l.Diags)
		l.Diags = append(l.Diags, Diag{X: d.X, Y: d.Y, Op: d.Op, C: d.C / g})
		l.diagOf[d.X] = append(l.diagOf[d.X], i)
		l.diagOf[d.Y] = append(l.diagOf[d.Y], i)
	}
	return l, nil
}

// NewRegion returns the region where every clock is 0.
func (l *Layout) NewRegion() Region {
	n := len(l.K)
	r := Region{Int: make([]int32, n), Frac: make([]uint8, n), Diag: make([]bool, len(l.Diags))}
	for x, k := range l.K {
		if k < 0 {
			r.Int[x] = 0
		}
	}
	for i, d := range l.Diags {
		r.Diag[i] = d.Op.Compare(0, d.C)
	}
	return r
}

// Clone returns an independent copy of r.
func (r Region) Clone() Region {
	return Region{
		Int:  append([]int32(nil), r.Int...),
		Frac: append([]uint8(nil), r.Frac...),
		Diag: append([]bool(nil), r.Diag...),
	}
}

// CopyFrom overwrites r with s (of the same layout).
func (r Region) CopyFrom(s Region) {
	copy(r.Int, s.Int)
	copy(r.Frac, s.Frac)
	copy(r.Diag, s.Diag)
}

// Equal reports whether r and s are the same region.
func (r Region) Equal(s Region) bool {
	for i := range r.Int {
		if r.Int[i] != s.Int[i] || r.Frac[i] != s.Frac[i] {
			return false
		}
	}
	for i := range r.Diag {
		if r.Diag[i] != s.Diag[i] {
			return false
		}
	}
	return true
}

// bounded reports whether clock x is tracked and not beyond its constant.
func (l *Layout) bounded(r Region, x int) bool { return l.K[x] >= 0 && r.Int[x] <= l.K[x] }

// Beyond reports whether clock x is above its maximal constant (untracked
// clocks always are).
func (l *Layout) Beyond(r Region, x int) bool { return !l.bounded(r, x) }

// Delay sets dst to the immediate delay successor of src: the next region
// all clocks reach together as time passes. It returns false, leaving dst
// unspecified, when no tracked clock is bounded, so that time passing
// never changes the region. dst and src may be the same region.
func (l *Layout) Delay(dst, src Region) bool {
	dst.CopyFrom(src)
	anyBounded, stayZero := false, false
	var top uint8
	for x, k := range l.K {
		if k < 0 || dst.Int[x] > k {
			continue
		}
		anyBounded = true
		if dst.Frac[x] == 0 {
			if dst.Int[x] < k {
				stayZero = true
			}
		} else if dst.Frac[x] > top {
			top = dst.Frac[x]
		}
	}
	if !anyBounded {
		return false
	}
	hasZero := false
	for x, k := range l.K {
		if k >= 0 && dst.Int[x] <= k && dst.Frac[x] == 0 {
			hasZero = true
			break
		}
	}
	if hasZero {
		// Clocks at an integer leave it: they get the smallest fraction,
		// or go beyond their constant; the others keep their order.
		for x, k := range l.K {
			if k < 0 || dst.Int[x] > k {
				continue
			}
			switch {
			case dst.Frac[x] == 0 && dst.Int[x] == k:
				dst.Int[x] = k + 1
			case dst.Frac[x] == 0:
				dst.Frac[x] = 1
			case stayZero:
				dst.Frac[x]++
			}
		}
		return true
	}
	// No clock at an integer: those with the largest fraction reach the next one.
	for x, k := range l.K {
		if k >= 0 && dst.Int[x] <= k && dst.Frac[x] == top {
			dst.Int[x]++
			dst.Frac[x] = 0
		}
	}
	return true
}

// dropRank removes clock x's fractional rank, closing the gap it leaves.
func (l *Layout) dropRank(r Region, x int) {
	old := r.Frac[x]
	r.Frac[x] = 0
	if old == 0 || !l.bounded(r, x) {
		return
	}
	for y, k := range l.K {
		if y != x && k >= 0 && r.Int[y] <= k && r.Frac[y] == old {
			return // another clock keeps the rank
		}
	}
	for y, k := range l.K {
		if k >= 0 && r.Int[y] <= k && r.Frac[y] > old {
			r.Frac[y]--
		}
	}
}

// Reset sets clock x to 0 and updates the diagonal constraints on x.
func (l *Layout) Reset(r Region, x int) {
	if l.K[x] < 0 {
		return
	}
	l.dropRank(r, x)
	r.Int[x] = 0
	for _, d := range l.diagOf[x] {
		dg := l.Diags[d]
		if dg.X == x {
			// x - y = -y
			r.Diag[d] = l.negHolds(r, dg.Y, dg.Op, dg.C)
		} else {
			// y - x = y
			r.Diag[d] = l.HoldsUnits(r, dg.X, dg.Op, dg.C)
		}
	}
}

// Forget moves clock x beyond its maximal constant, as if it had never been
// reset; the explorer uses it for clocks whose value no longer matters.
// Clocks in diagonal constraints cannot be forgotten.
func (l *Layout) Forget(r Region, x int) {
	if l.K[x] < 0 {
		return
	}
	if len(l.diagOf[x]) > 0 {
		panic("regions: a clock in a diagonal constraint cannot be forgotten")
	}
	if !l.bounded(r, x) {
		return
	}
	l.dropRank(r, x)
	r.Int[x] = l.K[x] + 1
}

// sign compares clock x with c units: -1, 0 or 1. The clock must be
// bounded, or c must not exceed its maximal constant.
func (l *Layout) sign(r Region, x int, c int64) int {
	k := l.K[x]
	if k < 0 {
		panic(fmt.Sprintf("regions: clock %d is not tracked", x))
	}
	i := int64(r.Int[x])
	if r.Int[x] > k {
		if c > int64(k) {
			panic(fmt.Sprintf("regions: clock %d compared with %d units, above its maximal constant %d", x, c, k))
		}
		return 1
	}
	switch {
	case r.Frac[x] == 0 && i == c:
		return 0
	case i < c && (r.Frac[x] == 0 || i+1 <= c):
		return -1
	}
	return 1
}

func signHolds(op ta.Op, s int) bool { return op.Compare(int64(s), 0) }

// HoldsUnits evaluates x op c, with c in units (see Units).
func (l *Layout) HoldsUnits(r Region, x int, op ta.Op, c int64) bool {
	return signHolds(op, l.sign(r, x, c))
}

// negHolds evaluates -y op c.
func (l *Layout) negHolds(r Region, y int, op ta.Op, c int64) bool {
	// -y op c  <=>  y op' -c with the comparison flipped.
	return signHolds(op, -l.sign(r, y, -c))
}

// Units converts a constant in seconds (a multiple of G, as every
// constant the layout was built from is) to units.
func (l *Layout) Units(c int64) int64 {
	u := c / l.G
	if u*l.G != c {
		panic(fmt.Sprintf("regions: constant %ds is not a multiple of the unit %ds", c, l.G))
	}
	return u
}

// Holds evaluates x op c, with c in seconds (a multiple of G).
func (l *Layout) Holds(r Region, x int, op ta.Op, c int64) bool {
	return l.HoldsUnits(r, x, op, l.Units(c))
}

// HoldsDiag is the truth value of diagonal constraint d.
func (l *Layout) HoldsDiag(r Region, d int) bool { return r.Diag[d] }

// DiagIndex finds the diagonal x - y op c (c in seconds), or -1.
func (l *Layout) DiagIndex(x, y int, op ta.Op, c int64) int {
	if c%l.G != 0 {
		return -1
	}
	for i, d := range l.Diags {
		if d.X == x && d.Y == y && d.Op == op && d.C == c/l.G {
			return i
		}
	}
	return -1
}

// FromValues sets dst to the region of a concrete valuation (in seconds).
func (l *Layout) FromValues(dst Region, vals []*big.Rat) {
	g := new(big.Rat).SetInt64(l.G)
	type fr struct {
		x int
		f *big.Rat
	}
	var fracs []fr
	for x, k := range l.K {
		dst.Frac[x] = 0
		if k < 0 {
			dst.Int[x] = 0
			continue
		}
		u := new(big.Rat).Quo(vals[x], g)
		if u.Cmp(new(big.Rat).SetInt64(int64(k))) > 0 {
			dst.Int[x] = k + 1
			continue
		}
		whole := new(big.Int).Quo(u.Num(), u.Denom()) // u >= 0
		dst.Int[x] = int32(whole.Int64())
		f := new(big.Rat).Sub(u, new(big.Rat).SetInt(whole))
		if f.Sign() != 0 {
			fracs = append(fracs, fr{x, f})
		}
	}
	sort.SliceStable(fracs, func(i, j int) bool { return fracs[i].f.Cmp(fracs[j].f) < 0 })
	var rank uint8
	for i, f := range fracs {
		if i == 0 || f.f.Cmp(fracs[i-1].f) != 0 {
			rank++
		}
		dst.Frac[f.x] = rank
	}
	for i, d := range l.Diags {
		diff := new(big.Rat).Sub(vals[d.X], vals[d.Y])
		diff.Quo(diff, g)
		dst.Diag[i] = signHolds(d.Op, diff.Cmp(new(big.Rat).SetInt64(d.C)))
	}
}

// DelayToNext returns a delay δ > 0 (seconds) that takes the valuation to
// the delay successor of its region, and false when time passing never
// changes the region. When some clock is at an integer, any δ below the
// time to the next integer works, and the first of 1/2, 1/10, 1/100, ...
// seconds that fits is chosen, so traces read well; otherwise δ is the
// exact time until the clocks with the largest fraction reach an integer.
func (l *Layout) DelayToNext(vals []*big.Rat) (*big.Rat, bool) {
	g := new(big.Rat).SetInt64(l.G)
	one := big.NewRat(1, 1)
	var gap *big.Rat
	zero := false
	for x, k := range l.K {
		if k < 0 {
			continue
		}
		u := new(big.Rat).Quo(vals[x], g)
		if u.Cmp(new(big.Rat).SetInt64(int64(k))) > 0 {
			continue
		}
		whole := new(big.Int).Quo(u.Num(), u.Denom())
		f := new(big.Rat).Sub(u, new(big.Rat).SetInt(whole))
		left := new(big.Rat).Sub(one, f)
		if f.Sign() == 0 {
			zero = true
		}
		if gap == nil || left.Cmp(gap) < 0 {
			gap = left
		}
	}
	if gap == nil {
		return nil, false
	}
	gapSec := new(big.Rat).Mul(gap, g)
	if !zero {
		return gapSec, true
	}
	d := big.NewRat(1, 2)
	for d.Cmp(gapSec) >= 0 {
		if d.Num().Int64() == 1 && d.Denom().Int64() == 2 {
			d = big.NewRat(1, 10)
		} else {
			d.Quo(d, big.NewRat(10, 1))
		}
	}
	return d, true
}

// Count returns the exact number of regions of clocks with maximal
// constants K (untracked clocks, K < 0, are skipped; no diagonals). Per
// clock there are K+2 ways with a zero fraction or beyond and K ways with a
// nonzero fraction; the k clocks with nonzero fractions are ordered with
// ties in Fubini(k) ways. So, with Π_x ((K_x+2) + K_x·t) = Σ_k e_k t^k,
// the count is Σ_k e_k · Fubini(k).
func Count(K []int32) *big.Int {
	poly := []*big.Int{big.NewInt(1)}
	for _, k := range K {
		if k < 0 {
			continue
		}
		a, b := big.NewInt(int64(k)+2), big.NewInt(int64(k))
		next := make([]*big.Int, len(poly)+1)
		for i := range next {
			next[i] = new(big.Int)
		}
		for i, c := range poly {
			next[i].Add(next[i], new(big.Int).Mul(c, a))
			next[i+1].Add(next[i+1], new(big.Int).Mul(c, b))
		}
		poly = next
	}
	total := new(big.Int)
	for k, e := range poly {
		total.Add(total, new(big.Int).Mul(e, Fubini(k)))
	}
	return total
}

// Fubini returns the number of ordered set partitions of n elements
// (weak orderings): 1, 1, 3, 13, 75, 541, 4683, ...
func Fubini(n int) *big.Int {
	a := []*big.Int{big.NewInt(1)}
	for m := 1; m <= n; m++ {
		s := new(big.Int)
		for k := 1; k <= m; k++ {
			s.Add(s, new(big.Int).Mul(new(big.Int).Binomial(int64(m), int64(k)), a[m-k]))
		}
		a = append(a, s)
	}
	return a[n]
}

// Personality evaluates a program's clock constraints on regions. Two
// states with the same discrete part and the same personality (the truth
// values of every constraint) respond alike to every stimulus, even when
// their regions differ (paper §3.3): successor prediction rests on this.
type Personality struct {
	l     *Layout
	atoms []ta.ClockAtom
	diag  []int // per atom: its diagonal's index, or -1
}

// NewPersonality prepares the evaluation of atoms (constants in seconds)
// on the layout's regions. Every diagonal atom must be in the layout.
func (l *Layout) NewPersonality(atoms []ta.ClockAtom) (*Personality, error) {
	p := &Personality{l: l, atoms: atoms, diag: make([]int, len(atoms))}
	for i, a := range atoms {
		p.diag[i] = -1
		if a.Y >= 0 {
			p.diag[i] = l.DiagIndex(a.X, a.Y, a.Op, a.C)
			if p.diag[i] < 0 {
				return nil, fmt.Errorf("diagonal constraint %d - %d %s %ds is not in the layout", a.X, a.Y, a.Op, a.C)
			}
		}
	}
	return p, nil
}

// Words is the number of 64-bit words a personality takes.
func (p *Personality) Words() int { return (len(p.atoms) + 63) / 64 }

// Of writes r's personality into dst (Words() words), one bit per atom.
func (p *Personality) Of(dst []uint64, r Region) {
	for i := range dst {
		dst[i] = 0
	}
	for i, a := range p.atoms {
		var v bool
		if p.diag[i] >= 0 {
			v = r.Diag[p.diag[i]]
		} else {
			v = p.l.Holds(r, a.X, a.Op, a.C)
		}
		if v {
			dst[i>>6] |= 1 << (uint(i) & 63)
		}
	}
}
