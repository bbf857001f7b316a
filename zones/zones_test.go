package zones

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// The brute-force oracle. A zone's set is compared pointwise on the grid
// of valuations whose clocks are multiples of 1/S, in a box [0, B]^n.
//
// Why this grid is exact for n ≤ 3 clocks: two zones with integer
// constants differ iff some zone Z1 ∩ ¬(x_i − x_j ≺ c) with integer
// constants is non-empty. Such a zone is a union of cells of the fine
// region partition (a cell fixes every clock's integer part and the order
// of the fractional parts, ties and zeros included), and every cell holds
// a point whose fractional parts are multiples of 1/(n+1): there are at
// most n distinct non-zero fractions, placed at 1/(n+1), 2/(n+1), ....
// Half-integers do NOT suffice beyond one clock (0 < y < x < 1 has no
// half-integer point), so S = 4 serves every n ≤ 3.
//
// Why the box [0, n(K+1)] suffices, when every constant of the zones
// compared is at most K in magnitude: sort a witness's clocks (with the
// reference clock 0). Where two neighbours are more than K+1 apart, move
// everything above the gap down by a whole number so that the gap stays
// above K: every difference across the gap keeps its sign and stays
// beyond ±K, so no constraint with |c| ≤ K changes its truth, and the
// fractional parts (the grid) are kept. Each gap is then at most K+1.
const S = 4

type val []int64 // clock values times S; v[0] = 0

// holds reports whether value diff (times S) satisfies the bound b.
func holds(diff int64, b Bound) bool {
	if b == Infinity {
		return true
	}
	c := S * b.Value()
	return diff < c || diff == c && !b.Strict()
}

// member is the definition of a DBM's set: every entry holds.
func member(d *DBM, v val) bool {
	n := d.dim
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			b := d.m[i*n+j]
			if i == j {
				if b < LEZero {
					return false
				}
				continue
			}
			if !holds(v[i]-v[j], b) {
				return false
			}
		}
	}
	return true
}

// existsT reports whether some real t ≥ 0 puts base + t·e in d with every
// clock non-negative (e_i ∈ {−1, 0, 1}, e_0 = 0). All data are integers
// (times S), so the feasible t form an interval with integer ends, and
// the question is exact.
func existsT(d *DBM, base val, e []int64) bool {
	n := d.dim
	lo, loS := int64(0), false
	hi, hiS, hiInf := int64(0), false, true
	lower := func(a int64, strict bool) {
		if a > lo || a == lo && strict {
			lo, loS = a, strict
		}
	}
	upper := func(a int64, strict bool) {
		if hiInf || a < hi || a == hi && strict {
			hi, hiS, hiInf = a, strict, false
		}
	}
	for i := 1; i < n; i++ {
		switch e[i] {
		case 1:
			lower(-base[i], false)
		case -1:
			upper(base[i], false)
		}
	}
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
			diff, k, c := base[i]-base[j], e[i]-e[j], S*b.Value()
			switch k {
			case 0:
				if !holds(diff, b) {
					return false
				}
			case 1: // diff + t ≺ c
				upper(c-diff, b.Strict())
			case -1: // diff − t ≺ c
				lower(diff-c, b.Strict())
			default:
				panic("bad direction")
			}
		}
	}
	if hiInf {
		return true
	}
	return lo < hi || lo == hi && !loS && !hiS
}

// maxConst is the largest finite constant magnitude among the DBMs.
func maxConst(ds ...*DBM) int64 {
	var k int64
	for _, d := range ds {
		for i, b := range d.m {
			if b == Infinity || i%(d.dim+1) == 0 {
				continue
			}
			k = max(k, b.Value(), -b.Value())
		}
	}
	return k
}

// gridLimit caps the points of one brute-force comparison.
const gridLimit = 150_000

// grid calls f on every point of [0, n(K+1)]^n in steps of 1/S until f
// returns false; it reports false without calling f if the grid would be
// larger than gridLimit.
func grid(n int, k int64, f func(v val) bool) bool {
	side := S*int64(n)*(k+1) + 1
	total := int64(1)
	for range n {
		total *= side
		if total > gridLimit {
			return false
		}
	}
	v := make(val, n+1)
	for {
		if !f(v) {
			return true
		}
		i := 1
		for i <= n && v[i] == side-1 {
			v[i] = 0
			i++
		}
		if i > n {
			return true
		}
		v[i]++
	}
}

func mustLE(t testing.TB, c int64) Bound {
	b, err := LE(c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustLT(t testing.TB, c int64) Bound {
	b, err := LT(c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustNew(t testing.TB, n int) *DBM {
	d, err := New(n)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

var ops = []Op{OpLT, OpLE, OpEQ, OpGE, OpGT}

// randZone builds a non-empty canonical zone over n clocks from a random
// sequence of operations with small constants.
func randZone(t testing.TB, r *rand.Rand, n int) *DBM {
	for {
		d := mustNew(t, n)
		if r.IntN(3) == 0 {
			d.SetUniverse()
		} else {
			d.Up()
		}
		for range r.IntN(7) {
			x := 1 + r.IntN(n)
			y := 1 + r.IntN(n)
			switch r.IntN(8) {
			case 0, 1:
				if _, err := d.ConstrainAtom(x, 0, ops[r.IntN(5)], int64(r.IntN(4))); err != nil {
					t.Fatal(err)
				}
			case 2:
				if x != y {
					if _, err := d.ConstrainAtom(x, y, ops[r.IntN(5)], int64(r.IntN(5)-2)); err != nil {
						t.Fatal(err)
					}
				}
			case 3:
				d.Up()
			case 4:
				d.Reset(x)
			case 5:
				d.Free(x)
			case 6:
				d.Down()
			case 7:
				if err := d.ResetTo(x, int64(r.IntN(3))); err != nil {
					t.Fatal(err)
				}
			}
		}
		if !d.IsEmpty() {
			return d
		}
	}
}

// randRaw builds an arbitrary, usually non-canonical matrix.
func randRaw(t testing.TB, r *rand.Rand, n int) *DBM {
	d := mustNew(t, n)
	dim := n + 1
	for i := 0; i < dim; i++ {
		for j := 0; j < dim; j++ {
			switch {
			case i == j:
				d.m[i*dim+j] = LEZero
			case r.IntN(3) == 0:
				d.m[i*dim+j] = Infinity
			default:
				c := int64(r.IntN(7) - 3)
				if i == 0 {
					c = -int64(r.IntN(4))
				}
				d.m[i*dim+j] = Bound(c<<1 | int64(r.IntN(2)))
			}
		}
	}
	return d
}

// sameSet compares two DBMs pointwise on the grid; ok is false if the grid
// was too large to check.
func sameSet(n int, a, b *DBM, extra ...*DBM) (same, ok bool) {
	same = true
	ok = grid(n, maxConst(append([]*DBM{a, b}, extra...)...), func(v val) bool {
		if member(a, v) != member(b, v) {
			same = false
		}
		return same
	})
	return same, ok
}

func TestBounds(t *testing.T) {
	le3, lt3 := mustLE(t, 3), mustLT(t, 3)
	if le3 != 7 || lt3 != 6 || LEZero != 1 || LTZero != 0 {
		t.Fatalf("encoding: (<=,3)=%d (<,3)=%d", le3, lt3)
	}
	// Order: (<,c) < (<=,c) < (<,c+1) < Infinity.
	seq := []Bound{mustLT(t, -2), mustLE(t, -2), mustLT(t, 0), LEZero, lt3, le3, mustLT(t, MaxConst), mustLE(t, MaxConst), Infinity}
	for i := 1; i < len(seq); i++ {
		if !seq[i-1].Less(seq[i]) || MinBound(seq[i-1], seq[i]) != seq[i-1] {
			t.Errorf("%v should be below %v", seq[i-1], seq[i])
		}
	}
	for _, tc := range []struct {
		a, b, sum Bound
	}{
		{mustLE(t, 2), mustLT(t, 3), mustLT(t, 5)},
		{mustLE(t, 2), mustLE(t, -3), mustLE(t, -1)},
		{mustLT(t, 2), mustLT(t, -2), LTZero},
		{mustLE(t, 2), Infinity, Infinity},
		{Infinity, mustLT(t, -7), Infinity},
		{mustLE(t, MaxConst), mustLE(t, -MaxConst), LEZero},
	} {
		got, err := tc.a.Add(tc.b)
		if err != nil || got != tc.sum {
			t.Errorf("%v + %v = %v, %v; want %v", tc.a, tc.b, got, err, tc.sum)
		}
	}
	// Overflow is an error, never a wrap.
	if _, err := LE(MaxConst + 1); !errors.Is(err, ErrOverflow) {
		t.Errorf("LE(MaxConst+1): %v", err)
	}
	if _, err := LT(-MaxConst - 1); !errors.Is(err, ErrOverflow) {
		t.Errorf("LT(-MaxConst-1): %v", err)
	}
	if _, err := mustLE(t, MaxConst).Add(mustLT(t, 1)); !errors.Is(err, ErrOverflow) {
		t.Errorf("MaxConst + 1: %v", err)
	}
	if _, err := mustLT(t, -MaxConst).Add(mustLE(t, -1)); !errors.Is(err, ErrOverflow) {
		t.Errorf("-MaxConst - 1: %v", err)
	}
	if _, err := AppendAtom(nil, 1, 0, OpLE, MaxConst+1); !errors.Is(err, ErrOverflow) {
		t.Errorf("atom beyond MaxConst: %v", err)
	}
	// Negation: x - y <= 3 fails exactly when y - x < -3.
	if n, ok := le3.Negate(); !ok || n != mustLT(t, -3) {
		t.Errorf("negate %v = %v", le3, n)
	}
	if n, ok := lt3.Negate(); !ok || n != mustLE(t, -3) {
		t.Errorf("negate %v = %v", lt3, n)
	}
	if _, ok := Infinity.Negate(); ok {
		t.Error("Infinity has no complement")
	}
	for b, s := range map[Bound]string{le3: "<=3", mustLT(t, -4): "<-4", Infinity: "<inf"} {
		if b.String() != s {
			t.Errorf("%d prints %q, want %q", int64(b), b.String(), s)
		}
	}
}

func TestOverflowInOperations(t *testing.T) {
	// Derived bounds beyond MaxConst are reported, not wrapped.
	d := mustNew(t, 2)
	d.SetUniverse()
	half := int64(MaxConst/2 + 1)
	if ok, err := d.ConstrainAtom(1, 0, OpGE, half); !ok || err != nil {
		t.Fatal(ok, err)
	}
	if _, err := d.ConstrainAtom(2, 1, OpGE, half); !errors.Is(err, ErrOverflow) {
		t.Errorf("x2 >= x1 + 2^59 with x1 >= 2^59: %v, want overflow", err)
	}
	e := mustNew(t, 1)
	if err := e.ResetTo(1, MaxConst+1); !errors.Is(err, ErrOverflow) {
		t.Errorf("ResetTo beyond MaxConst: %v", err)
	}
	if err := e.ResetTo(1, -1); err == nil {
		t.Error("ResetTo a negative value succeeded")
	}
	g := mustNew(t, 2)
	g.Set(1, 0, mustLE(t, MaxConst))
	g.Set(2, 1, mustLE(t, MaxConst))
	g.Set(2, 0, Infinity)
	g.Set(0, 1, LEZero)
	g.Set(0, 2, LEZero)
	g.Set(1, 2, Infinity)
	if _, err := g.Close(); !errors.Is(err, ErrOverflow) {
		t.Errorf("closing x2 <= 2 MaxConst: %v", err)
	}
	if _, err := New(-1); err == nil {
		t.Error("New(-1) succeeded")
	}
	if _, err := New(MaxClocks + 1); err == nil {
		t.Error("New(MaxClocks+1) succeeded")
	}
}

func TestAppendAtom(t *testing.T) {
	for _, op := range ops {
		for c := int64(-2); c <= 2; c++ {
			cs, err := AppendAtom(nil, 1, 2, op, c)
			if err != nil {
				t.Fatal(err)
			}
			if want := map[bool]int{true: 2, false: 1}[op == OpEQ]; len(cs) != want {
				t.Errorf("%v: %d constraints", op, len(cs))
			}
			for x := int64(0); x <= 4*S; x++ {
				for y := int64(0); y <= 4*S; y++ {
					v := val{0, x, y}
					all := true
					for _, k := range cs {
						all = all && holds(v[k.I]-v[k.J], k.B)
					}
					diff, cc := x-y, S*c
					want := map[Op]bool{OpLT: diff < cc, OpLE: diff <= cc, OpEQ: diff == cc, OpGE: diff >= cc, OpGT: diff > cc}[op]
					if all != want {
						t.Fatalf("x-y %v %d at (%d,%d)/%d: %v, want %v", op, c, x, y, S, all, want)
					}
				}
			}
		}
	}
	if _, err := AppendAtom(nil, 1, 0, Op(9), 1); err == nil {
		t.Error("unknown op accepted")
	}
	if _, err := AppendAtom(nil, -1, 0, OpLE, 1); err == nil {
		t.Error("negative clock accepted")
	}
}

func TestCloseBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	checked, empties := 0, 0
	for iter := 0; iter < 400; iter++ {
		n := 1 + iter%3
		raw := randRaw(t, r, n)
		d := raw.Copy()
		ok, err := d.Close()
		if err != nil {
			t.Fatal(err)
		}
		k := maxConst(raw)
		if ok {
			k = maxConst(raw, d)
		}
		any := false
		same := true
		if !grid(n, k, func(v val) bool {
			in := member(raw, v)
			any = any || in
			if ok && member(d, v) != in {
				same = false
			}
			return same
		}) {
			continue
		}
		checked++
		if !same {
			t.Fatalf("closing changed the set:\n%v\n%v", raw.m, d)
		}
		if ok != any {
			t.Fatalf("Close says non-empty=%v, grid says %v: %v", ok, any, raw.m)
		}
		if !ok {
			empties++
			if !d.IsEmpty() {
				t.Fatal("empty result not marked")
			}
			continue
		}
		if !d.IsCanonical() {
			t.Fatalf("not canonical: %v", d.m)
		}
		e := d.Copy()
		if ok, err := e.Close(); !ok || err != nil || !e.Equal(d) {
			t.Fatalf("Close is not idempotent: %v -> %v", d.m, e.m)
		}
	}
	if checked < 300 || empties < 20 || checked-empties < 50 {
		t.Fatalf("too few cases: %d checked, %d empty", checked, empties)
	}
}

// TestOperationsBruteForce checks each operation against its pointwise
// definition on random canonical zones.
func TestOperationsBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for iter := 0; iter < 300; iter++ {
		n := 1 + iter%3
		z := randZone(t, r, n)
		x := 1 + r.IntN(n)
		y := r.IntN(n + 1)
		for y == x {
			y = r.IntN(n + 1)
		}
		op := ops[r.IntN(5)]
		c := int64(r.IntN(5) - 1)
		if y == 0 {
			c = int64(r.IntN(4))
		}
		rc := int64(r.IntN(3))
		other := randZone(t, r, n)
		cs, _ := AppendAtom(nil, x, y, op, c)

		type result struct {
			name string
			d    *DBM
			def  func(v val) bool
		}
		var results []result
		add := func(name string, f func(d *DBM) error, def func(v val) bool) {
			d := z.Copy()
			if err := f(d); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			results = append(results, result{name, d, def})
		}
		up := make([]int64, n+1)
		down := make([]int64, n+1)
		for i := 1; i <= n; i++ {
			up[i], down[i] = -1, 1
		}
		unit := make([]int64, n+1)
		unit[x] = 1
		atX := func(v val, a int64) val {
			w := append(val(nil), v...)
			w[x] = a
			return w
		}
		add("Constrain", func(d *DBM) error { _, err := d.ConstrainAll(cs); return err }, func(v val) bool {
			for _, k := range cs {
				if !holds(v[k.I]-v[k.J], k.B) {
					return false
				}
			}
			return member(z, v)
		})
		add("Up", func(d *DBM) error { d.Up(); return nil }, func(v val) bool { return existsT(z, v, up) })
		add("Down", func(d *DBM) error { d.Down(); return nil }, func(v val) bool { return existsT(z, v, down) })
		add("Free", func(d *DBM) error { d.Free(x); return nil }, func(v val) bool { return existsT(z, atX(v, 0), unit) })
		add("Reset", func(d *DBM) error { d.Reset(x); return nil }, func(v val) bool { return v[x] == 0 && existsT(z, atX(v, 0), unit) })
		add("ResetTo", func(d *DBM) error { return d.ResetTo(x, rc) }, func(v val) bool { return v[x] == S*rc && existsT(z, atX(v, 0), unit) })
		add("Intersect", func(d *DBM) error { _, err := d.Intersect(other); return err }, func(v val) bool { return member(z, v) && member(other, v) })

		all := []*DBM{z, other}
		for _, res := range results {
			all = append(all, res.d)
		}
		k := maxConst(all...)
		for _, res := range results {
			if !res.d.IsEmpty() && !res.d.IsCanonical() {
				t.Fatalf("%s of %v is not canonical: %v", res.name, z, res.d.m)
			}
			same := true
			var at val
			if !grid(n, k, func(v val) bool {
				if member(res.d, v) != res.def(v) {
					same, at = false, append(val(nil), v...)
				}
				return same
			}) {
				break
			}
			checked++
			if !same {
				t.Fatalf("%s of %v (x=%d, y=%d, %v %d, reset value %d, other %v) = %v: wrong at %v/%d (member %v)",
					res.name, z, x, y, op, c, rc, other, res.d, at, S, member(res.d, at))
			}
		}
	}
	if checked < 1500 {
		t.Fatalf("only %d comparisons", checked)
	}
}

func TestSubsetBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	checked, subsets := 0, 0
	for iter := 0; iter < 600; iter++ {
		n := 1 + iter%3
		a := randZone(t, r, n)
		b := randZone(t, r, n)
		if iter%4 == 0 {
			// Make inclusions frequent: b is a coarsening of a.
			b = a.Copy()
			if r.IntN(2) == 0 {
				b.Up()
			} else {
				b.Free(1 + r.IntN(n))
			}
		}
		incl := true
		eq := true
		if !grid(n, maxConst(a, b), func(v val) bool {
			ma, mb := member(a, v), member(b, v)
			if ma && !mb {
				incl = false
			}
			if ma != mb {
				eq = false
			}
			return true
		}) {
			continue
		}
		checked++
		if incl {
			subsets++
		}
		if a.Subset(b) != incl {
			t.Fatalf("Subset(%v, %v) = %v, pointwise %v", a, b, a.Subset(b), incl)
		}
		if a.Equal(b) != eq {
			t.Fatalf("Equal(%v, %v) = %v, pointwise %v", a, b, a.Equal(b), eq)
		}
		if !a.Subset(a) || !a.Equal(a.Copy()) {
			t.Fatal("not reflexive")
		}
	}
	if checked < 400 || subsets < 100 || checked-subsets < 100 {
		t.Fatalf("checked %d, subsets %d", checked, subsets)
	}
	// The empty zone is below everything.
	e := mustNew(t, 2)
	e.ConstrainAtom(1, 0, OpGT, 0)
	z := mustNew(t, 2)
	if !e.IsEmpty() || !e.Subset(z) || z.Subset(e) || e.Equal(z) {
		t.Fatal("empty zone comparisons")
	}
}

func TestKeyAndHash(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var zs []*DBM
	for i := 0; i < 300; i++ {
		zs = append(zs, randZone(t, r, 1+i%3))
	}
	for _, a := range zs {
		for _, b := range zs {
			eq := a.Dim() == b.Dim() && a.Equal(b)
			ka, kb := string(a.AppendKey(nil)), string(b.AppendKey(nil))
			if (ka == kb) != eq && a.Dim() == b.Dim() {
				t.Fatalf("key equality %v for Equal=%v: %v, %v", ka == kb, eq, a, b)
			}
			if eq && a.Hash() != b.Hash() {
				t.Fatal("equal zones, different hashes")
			}
		}
	}
	// Stable across runs: a fixed value.
	z := mustNew(t, 2)
	z.Up()
	if got := z.AppendKey(nil); string(got) != "\x03\x03\x03\x00\x03\x03\x00\x03\x03" {
		t.Errorf("key of x1=x2>=0: %q", got)
	}
}

func TestFormat(t *testing.T) {
	z := mustNew(t, 3)
	z.Up()
	z.ConstrainAtom(1, 0, OpLE, 5)
	z.Reset(2)
	z.ConstrainAtom(3, 0, OpGT, 0)
	for _, tc := range []struct {
		names []string
		want  string
	}{
		// x1 - x2 <= 5 follows from x1 <= 5 and x2 >= 0: not printed.
		{nil, "0<x1<=5 && x2<=0 && 0<x3<=5 && x1-x3<=0 && x3-x1<=0"},
		{[]string{"", "wall", "t"}, "0<wall<=5 && t<=0 && 0<x3<=5 && wall-x3<=0 && x3-wall<=0"},
	} {
		if got := z.Format(tc.names); got != tc.want {
			t.Errorf("Format(%q) =\n%s\nwant\n%s", tc.names, got, tc.want)
		}
	}
	u := mustNew(t, 1)
	u.SetUniverse()
	if u.String() != "x1>=0" {
		t.Errorf("universe prints %q", u.String())
	}
	u.ConstrainAtom(1, 0, OpLT, 0)
	if u.String() != "false" {
		t.Errorf("empty prints %q", u.String())
	}
}
