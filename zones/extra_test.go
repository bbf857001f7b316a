package zones

import (
	"math/rand/v2"
	"testing"
)

// randBounds draws L and U in {NoBound, 0, ..., 3} for clocks 1..n.
func randBounds(r *rand.Rand, n int) *Bounds {
	b := NewBounds(n)
	pick := func() int64 {
		if r.IntN(5) == 0 {
			return NoBound
		}
		return int64(r.IntN(4))
	}
	for i := 1; i <= n; i++ {
		b.L[i], b.U[i] = pick(), pick()
	}
	return b
}

func maxBound(b *Bounds) int64 {
	var k int64
	for i := range b.L {
		k = max(k, b.L[i], b.U[i])
	}
	return k
}

// inALU is the definition of aLU(z) (Behrmann et al. 2006, Def. of
// LU-simulation): v is in it iff some v' in z simulates v, i.e. for every
// clock x, v'(x) = v(x), or L(x) < v'(x) < v(x), or U(x) < v(x) < v'(x).
// The search over v' is exact: for each of the 3^n choices it asks
// whether a zone (z scaled by S, with the chosen constraints) is empty.
func inALU(t testing.TB, z *DBM, b *Bounds, v val) bool {
	n := z.Clocks()
	w := z.Copy()
	for k, c := range w.m {
		if c != Infinity && k%(w.dim+1) != 0 {
			w.m[k] = Bound(S*c.Value()<<1) | c&1
		}
	}
	choice := make([]int, n+1)
	for {
		c := w.Copy()
		ok := true
		for x := 1; x <= n && ok; x++ {
			var err error
			switch choice[x] {
			case 0:
				ok, err = c.ConstrainAtom(x, 0, OpEQ, v[x])
			case 1:
				if b.L[x] != NoBound {
					ok, err = c.ConstrainAtom(x, 0, OpGT, S*b.L[x])
				}
				if ok && err == nil {
					ok, err = c.ConstrainAtom(x, 0, OpLT, v[x])
				}
			case 2:
				if b.U[x] != NoBound && v[x] <= S*b.U[x] {
					ok = false
				} else {
					ok, err = c.ConstrainAtom(x, 0, OpGT, v[x])
				}
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if ok {
			return true
		}
		i := 1
		for i <= n && choice[i] == 2 {
			choice[i] = 0
			i++
		}
		if i > n {
			return false
		}
		choice[i]++
	}
}

type extraFn struct {
	name string
	f    func(d *DBM, b *Bounds)
	m    bool // uses M = max(L, U)
}

var extras = []extraFn{
	{"ExtraM", (*DBM).ExtraM, true},
	{"ExtraMPlus", (*DBM).ExtraMPlus, true},
	{"ExtraLU", (*DBM).ExtraLU, false},
	{"ExtraLUPlus", (*DBM).ExtraLUPlus, false},
}

// mBounds is b with L = U = M, so that aLU(mBounds) is the abstraction the
// M extrapolations must stay within.
func mBounds(b *Bounds) *Bounds {
	c := NewBounds(len(b.L) - 1)
	for i := range b.L {
		c.L[i], c.U[i] = b.M(i), b.M(i)
	}
	return c
}

// TestExtrapolationBruteForce: every extrapolation returns a canonical
// zone that contains Z and lies within aLU(Z), checked pointwise against
// the definition of LU-simulation; the four are ordered as the papers say.
func TestExtrapolationBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	checked, grown := 0, 0
	for iter := 0; iter < 400; iter++ {
		n := 1 + iter%2
		z := randZone(t, r, n)
		b := randBounds(r, n)
		res := map[string]*DBM{}
		for _, e := range extras {
			d := z.Copy()
			e.f(d, b)
			res[e.name] = d
			if !d.IsCanonical() {
				t.Fatalf("%s of %v is not canonical: %v", e.name, z, d.m)
			}
			if !z.Subset(d) {
				t.Fatalf("%s(%v) = %v does not contain it", e.name, z, d)
			}
			ab := b
			if e.m {
				ab = mBounds(b)
			}
			k := max(maxConst(z, d), maxBound(b))
			bad := val(nil)
			if !grid(n, k, func(v val) bool {
				if member(d, v) && !member(z, v) {
					if !inALU(t, z, ab, v) {
						bad = append(val(nil), v...)
						return false
					}
				}
				return true
			}) {
				continue
			}
			checked++
			if !d.Equal(z) {
				grown++
			}
			if bad != nil {
				t.Fatalf("%s(%v) with L=%v U=%v adds %v/%d, which no valuation of the zone LU-simulates", e.name, z, b.L, b.U, bad, S)
			}
			// Idempotence on the abstraction: extrapolating again adds
			// nothing new beyond aLU either, and never shrinks.
			d2 := d.Copy()
			e.f(d2, b)
			if !d.Subset(d2) {
				t.Fatalf("%s shrank on a second application", e.name)
			}
		}
		for _, p := range [][2]string{{"ExtraM", "ExtraMPlus"}, {"ExtraLU", "ExtraLUPlus"}, {"ExtraM", "ExtraLU"}, {"ExtraMPlus", "ExtraLUPlus"}} {
			if !res[p[0]].Subset(res[p[1]]) {
				t.Fatalf("%s = %v is not within %s = %v (zone %v, L=%v U=%v)", p[0], res[p[0]], p[1], res[p[1]], z, b.L, b.U)
			}
		}
	}
	if checked < 1200 || grown < 300 {
		t.Fatalf("checked %d, grown %d", checked, grown)
	}
}

// TestExtrapolationKeepsGuards: with diagonal-free guards whose constants
// are within the bounds, an extrapolated zone enables a guard (any
// conjunction of simple constraints) only if the zone itself does: no
// discrete behaviour is added. Up to three clocks, many random guards.
func TestExtrapolationKeepsGuards(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	tried, enabled := 0, 0
	for iter := 0; iter < 600; iter++ {
		n := 1 + iter%3
		z := randZone(t, r, n)
		b := randBounds(r, n)
		for _, e := range extras {
			d := z.Copy()
			e.f(d, b)
			lb, ub := b.L, b.U
			if e.m {
				mb := mBounds(b)
				lb, ub = mb.L, mb.U
			}
			for range 5 {
				var g []Constraint
				for range 1 + r.IntN(3) {
					x := 1 + r.IntN(n)
					lower := r.IntN(2) == 0
					bound := ub[x]
					if lower {
						bound = lb[x]
					}
					if bound == NoBound {
						continue
					}
					c := int64(r.IntN(int(bound) + 1))
					op := []Op{OpLT, OpLE}[r.IntN(2)]
					if lower {
						op = []Op{OpGT, OpGE}[r.IntN(2)]
					}
					g, _ = AppendAtom(g, x, 0, op, c)
				}
				tried++
				de, ze := d.Copy(), z.Copy()
				okD, _ := de.ConstrainAll(g)
				okZ, _ := ze.ConstrainAll(g)
				if okD {
					enabled++
				}
				if okD && !okZ {
					t.Fatalf("%s(%v) = %v enables %v, which %v does not (L=%v U=%v)", e.name, z, d, g, z, b.L, b.U)
				}
			}
		}
	}
	if enabled < 1000 {
		t.Fatalf("only %d of %d guards enabled", enabled, tried)
	}
}

// TestSubsetALUBruteForce checks Z ⊆ aLU(Z') against the definition on the
// grid, which is exact here: aLU(Z') is a union of regions, so any point
// of Z outside it has a whole cell of Z outside it, hence a grid point.
func TestSubsetALUBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	checked, yes, strict := 0, 0, 0
	for iter := 0; iter < 1500; iter++ {
		n := 1 + iter%2
		z := randZone(t, r, n)
		zp := randZone(t, r, n)
		b := randBounds(r, n)
		if iter%3 == 0 {
			// Close pairs: Z' a slight variation of Z.
			zp = z.Copy()
			zp.ConstrainAtom(1+r.IntN(n), 0, ops[r.IntN(5)], int64(r.IntN(4)))
			if zp.IsEmpty() {
				continue
			}
		}
		want := true
		if !grid(n, max(maxConst(z), maxBound(b)), func(v val) bool {
			if member(z, v) && !member(zp, v) && !inALU(t, zp, b, v) {
				want = false
			}
			return want
		}) {
			continue
		}
		checked++
		got := z.SubsetALU(zp, b)
		if got != want {
			t.Fatalf("SubsetALU(%v, %v) with L=%v U=%v = %v, definition says %v", z, zp, b.L, b.U, got, want)
		}
		if got {
			yes++
			if !z.Subset(zp) {
				strict++
			}
		}
		// aM is aLU with L = U = M.
		if z.SubsetAM(zp, b) != z.SubsetALU(zp, mBounds(b)) {
			t.Fatal("SubsetAM differs from SubsetALU with M bounds")
		}
	}
	t.Logf("checked %d, included %d, strict %d", checked, yes, strict)
	if checked < 1000 || yes < 150 || strict < 50 {
		t.Fatalf("checked %d, included %d, of which %d not plainly included", checked, yes, strict)
	}
}

// TestDiagonalsUnsound shows why Bounds.Sound matters: with a diagonal
// guard x - y >= 3 and M = 1 for both clocks, Extra_M of the zone
// x - y = 2 (y >= 2) enables the guard, which no valuation of the zone
// satisfies. Recording the guard with AddConstraint raises M to 3 and
// flags the bounds unsound; ExtraMSplit and keeping the diagonal clocks
// then keep the guard disabled.
func TestDiagonalsUnsound(t *testing.T) {
	z := mustNew(t, 2)
	z.Up()
	z.ConstrainAtom(1, 2, OpEQ, 2) // empty: from x = y
	z = mustNew(t, 2)
	z.SetUniverse()
	z.ConstrainAtom(1, 2, OpEQ, 2)
	z.ConstrainAtom(2, 0, OpGE, 2)
	guard, _ := AppendAtom(nil, 1, 2, OpGE, 3)

	enabled := func(d *DBM) bool {
		c := d.Copy()
		ok, _ := c.ConstrainAll(guard)
		return ok
	}
	if enabled(z) {
		t.Fatal("the guard holds in the zone")
	}
	b := NewBounds(2)
	for x := 1; x <= 2; x++ {
		b.L[x], b.U[x] = 1, 1
	}
	if !b.Sound() {
		t.Fatal("bounds without recorded diagonals are reported unsound")
	}
	d := z.Copy()
	d.ExtraM(b)
	if !enabled(d) {
		t.Fatalf("expected the textbook unsoundness: ExtraM gives %v", d)
	}

	for _, g := range guard {
		b.AddConstraint(g)
	}
	if b.Sound() || len(b.Diagonals()) != 1 || b.M(1) != 3 || b.M(2) != 3 {
		t.Fatalf("after recording the diagonal: sound=%v diags=%v M=%d,%d", b.Sound(), b.Diagonals(), b.M(1), b.M(2))
	}
	parts, err := z.ExtraMSplit(b, nil)
	if err != nil || len(parts) != 1 {
		t.Fatalf("split: %v, %v", parts, err)
	}
	for _, p := range parts {
		if enabled(p) || !z.Subset(p) {
			t.Fatalf("split part %v", p)
		}
	}
	kb := NewBounds(2)
	kb.L[1], kb.U[1], kb.L[2], kb.U[2] = 1, 1, 1, 1
	for _, g := range guard {
		kb.AddConstraint(g)
	}
	kb.KeepDiagonalClocks()
	if !kb.Sound() {
		t.Fatal("keeping the diagonal clocks should make the bounds sound")
	}
	k := z.Copy()
	k.ExtraLUPlus(kb)
	if enabled(k) || !k.Equal(z) {
		t.Fatalf("kept clocks were extrapolated: %v", k)
	}
}

// TestExtraMSplitBruteForce: the parts of ExtraMSplit cover Z, and each
// part agrees with Z on every recorded diagonal constraint (no part
// enables a diagonal guard that the points of Z it covers violate).
func TestExtraMSplitBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for iter := 0; iter < 300; iter++ {
		n := 2 + iter%2
		z := randZone(t, r, n)
		b := randBounds(r, n)
		x, y := 1+r.IntN(n), 1+r.IntN(n)
		if x == y {
			continue
		}
		g, _ := AppendAtom(nil, x, y, ops[r.IntN(5)], int64(r.IntN(5)-2))
		for _, c := range g {
			b.AddConstraint(c)
		}
		parts, err := z.ExtraMSplit(b, nil)
		if err != nil {
			t.Fatal(err)
		}
		grid(n, max(maxConst(z), maxBound(b)), func(v val) bool {
			if !member(z, v) {
				return true
			}
			covered := false
			for _, p := range parts {
				covered = covered || member(p, v)
			}
			if !covered {
				t.Fatalf("ExtraMSplit(%v) = %v loses %v/%d", z, parts, v, S)
			}
			return true
		})
		for _, p := range parts {
			for _, dg := range b.Diagonals() {
				inP := p.Copy()
				okP, _ := inP.Constrain(dg.I, dg.J, dg.B)
				inZ := z.Copy()
				okZ, _ := inZ.Constrain(dg.I, dg.J, dg.B)
				if okP && !okZ {
					t.Fatalf("part %v of %v enables diagonal %v", p, z, dg)
				}
			}
		}
	}
}

// The example automaton of TestZoneCount: clocks x (1) and y (2);
// location A loops on x == 1 resetting x, and goes to B on y >= 2. No
// invariants.
type edge struct {
	from, to int
	guard    []Constraint
	reset    []int
}

func exampleEdges(t *testing.T) []edge {
	loop, _ := AppendAtom(nil, 1, 0, OpEQ, 1)
	toB, _ := AppendAtom(nil, 2, 0, OpGE, 2)
	return []edge{{0, 0, loop, []int{1}}, {0, 1, toB, nil}}
}

// explore is a textbook forward zone exploration (equality store) with
// the given abstraction; it stops at limit zones.
func explore(t *testing.T, edges []edge, n int, abs func(*DBM), limit int) int {
	type state struct {
		loc int
		z   *DBM
	}
	z := mustNew(t, n)
	z.Up()
	abs(z)
	seen := map[string]bool{}
	key := func(s state) string { return string(s.z.AppendKey([]byte{byte(s.loc)})) }
	queue := []state{{0, z}}
	seen[key(queue[0])] = true
	for len(queue) > 0 && len(seen) < limit {
		s := queue[0]
		queue = queue[1:]
		for _, e := range edges {
			if e.from != s.loc {
				continue
			}
			d := s.z.Copy()
			ok, err := d.ConstrainAll(e.guard)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				continue
			}
			for _, x := range e.reset {
				d.Reset(x)
			}
			d.Up()
			abs(d)
			ns := state{e.to, d}
			if k := key(ns); !seen[k] {
				seen[k] = true
				queue = append(queue, ns)
			}
		}
	}
	return len(seen)
}

// TestZoneCount checks zone counts counted by hand.
//
// Extra_M with M(x) = 1, M(y) = 2. In A: x = y (the start), then after
// each loop y − x = 1, y − x = 2, and y − x = 3 extrapolates to
// y − x > 2 (c_yx = 3 > M(y) drops to ∞, c_xy = −3 becomes < −2), which
// the next loop reproduces: 4 zones. In B (entered with y ≥ 2 and no
// reset): x = y ≥ 2, y − x = 1 ∧ y ≥ 2, y − x = 2, y − x > 2: 4 zones.
// Total 8.
//
// Extra_LU with L(x) = U(x) = 1, L(y) = 2, U(y) = −∞ (y is never bounded
// above). In A: y ≤ x (x − y ≤ 0 is dropped since U(y) = −∞), then
// y − x ≤ 1, y − x ≤ 2, and y − x ≤ 3 becomes true (3 > L(y)): the
// universe, which loops onto itself: 4 zones. In B: y ≤ x ∧ x > 1
// (x ≥ 2 relaxed to x > U(x) = 1, y's lower bound forgotten),
// y − x ≤ 1 ∧ x ≥ 1, y − x ≤ 2, and the universe: 4 zones. Total 8.
//
// Extra_M^+ with the same M. In A: x = y, y − x = 1, y − x = 2 as
// before; y − x = 3 has y ≥ 3 above M(y), so the whole row of y and the
// entry x − y are dropped: y > 2 alone. Its loop gives y − x > 3 ∧ y > 3,
// where y's lower bound is again above M(y): back to y > 2, but from
// y > 2 itself the loop gives y − x > 2 (y's bound (<, −2) has constant
// 2, not above M(y)), a fifth zone. So 5 in A. In B: x = y ≥ 2 loses
// row x (x ≥ 2 > M(x)) and becomes x > 1 ∧ y ≥ 2; then y − x = 1 ∧
// x ≥ 1, y − x = 2, y > 2, y − x > 2: 5 zones. Total 10 — more than
// Extra_M: the plus variant is coarser on each zone, not monotone in the
// count.
//
// Extra_LU^+ with the LU bounds: A as for Extra_LU (4 zones); in B the
// first zone x ≥ y ≥ 2 loses row x (x ≥ 2 > L(x)) and y − x (x's lower
// bound 2 > U(x)), leaving x > 1; then the same three: 4. Total 8.
//
// Without extrapolation every y − x = k is a new zone: the count only
// stops at the limit.
func TestZoneCount(t *testing.T) {
	edges := exampleEdges(t)
	b := NewBounds(2)
	for _, e := range edges {
		for _, c := range e.guard {
			b.AddConstraint(c)
		}
	}
	if b.L[1] != 1 || b.U[1] != 1 || b.L[2] != 2 || b.U[2] != NoBound || !b.Sound() {
		t.Fatalf("bounds L=%v U=%v", b.L, b.U)
	}
	for _, tc := range []struct {
		name string
		abs  func(*DBM)
		want int
	}{
		{"ExtraM", func(d *DBM) { d.ExtraM(b) }, 8},
		{"ExtraMPlus", func(d *DBM) { d.ExtraMPlus(b) }, 10},
		{"ExtraLU", func(d *DBM) { d.ExtraLU(b) }, 8},
		{"ExtraLUPlus", func(d *DBM) { d.ExtraLUPlus(b) }, 8},
		{"none", func(*DBM) {}, 100},
	} {
		if got := explore(t, edges, 2, tc.abs, 100); got != tc.want && (tc.name != "none" || got < 100) {
			t.Errorf("%s: %d zones, want %d", tc.name, got, tc.want)
		}
	}
}

// TestExtrapolationTable pins the four definitions on zones worked out by
// hand (clocks x1, x2; comments use x, y).
func TestExtrapolationTable(t *testing.T) {
	// Z1: y − x = 3, x ≥ 0 (so y ≥ 3).
	z1 := mustNew(t, 2)
	z1.SetUniverse()
	z1.ConstrainAtom(2, 1, OpEQ, 3)
	// Z2: x = y ≥ 2.
	z2 := mustNew(t, 2)
	z2.Up()
	z2.ConstrainAtom(2, 0, OpGE, 2)
	bounds := func(lx, ux, ly, uy int64) *Bounds {
		b := NewBounds(2)
		b.L[1], b.U[1], b.L[2], b.U[2] = lx, ux, ly, uy
		return b
	}
	m12 := bounds(1, 1, 2, 2)
	lu := bounds(1, 1, 3, 2)
	noU := bounds(1, 1, 2, NoBound)
	for _, tc := range []struct {
		z    *DBM
		b    *Bounds
		f    string
		want string
	}{
		// c_xy = −3: −c > M(y) = 2 gives (<, −2); c_yx = 3 > M(y): ∞;
		// y's lower bound 3 > M(y): (<, −2).
		{z1, m12, "ExtraM", "x1>=0 && 2<x2 && x1-x2<-2"},
		// y ≥ 3 > M(y) drops row y and x − y.
		{z1, m12, "ExtraMPlus", "x1>=0 && 2<x2"},
		// c_xy: −c = 3 > U(y) = 2: (<, −2); c_yx = 3 is not > L(y) = 3.
		{z1, lu, "ExtraLU", "x1>=0 && 2<x2 && x1-x2<-2 && x2-x1<=3"},
		// x − y dropped since y's lower bound 3 > U(y); row y kept
		// (3 is not > L(y)).
		{z1, lu, "ExtraLUPlus", "x1>=0 && 2<x2 && x2-x1<=3"},
		// U(y) = −∞: x − y and y's lower bound vanish; x ≥ 2 > U(x)
		// becomes x > 1.
		{z2, noU, "ExtraLU", "1<x1 && x2>=0 && x2-x1<=0"},
		// Plus: x ≥ 2 > L(x) drops row x, y − x dropped as x's lower
		// bound 2 > U(x).
		{z2, noU, "ExtraLUPlus", "1<x1 && x2>=0"},
		// M(y) = 2: x = y ≥ 2 stays; x ≥ 2 > M(x) relaxes to x > 1, which
		// the closure tightens back through x = y ≥ 2.
		{z2, noU, "ExtraM", "2<=x1 && 2<=x2 && x1-x2<=0 && x2-x1<=0"},
	} {
		d := tc.z.Copy()
		for _, e := range extras {
			if e.name == tc.f {
				e.f(d, tc.b)
			}
		}
		if got := d.String(); got != tc.want {
			t.Errorf("%s(%v) with L=%v U=%v = %s, want %s", tc.f, tc.z, tc.b.L, tc.b.U, got, tc.want)
		}
	}
}

// TestSubsetALUFastAgrees holds subsetALU, the covering test of the zone
// search, to subsetA (the general loop, checked against the definition by
// TestSubsetALUBruteForce) on zones of up to 8 clocks, too many for the
// grid: random pairs, and pairs where Z' is Z with one bound moved, most
// of them near the boundary of inclusion.
func TestSubsetALUFastAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	yes, no := 0, 0
	for iter := 0; iter < 4000; iter++ {
		n := 1 + iter%8
		z := randZone(t, r, n)
		zp := randZone(t, r, n)
		if iter%2 == 0 {
			zp = z.Copy()
			zp.ConstrainAtom(1+r.IntN(n), r.IntN(n+1), ops[r.IntN(5)], int64(r.IntN(7)-3))
			if zp.IsEmpty() {
				continue
			}
		}
		b := randBounds(r, n)
		for _, pair := range [][2]*DBM{{z, zp}, {zp, z}} {
			want := pair[0].subsetA(pair[1], b.L, b.U, nil)
			if got := pair[0].SubsetALU(pair[1], b); got != want {
				t.Fatalf("SubsetALU(%v, %v) with L=%v U=%v = %v, subsetA %v", pair[0], pair[1], b.L, b.U, got, want)
			}
			if want {
				yes++
			} else {
				no++
			}
		}
	}
	if yes < 1000 || no < 1000 {
		t.Fatalf("%d pairs included, %d not: the test does not exercise both", yes, no)
	}
}
