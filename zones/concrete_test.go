package zones

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"
)

// bruteSimplest scans denominators 1, 2, ... and numerators upwards.
func bruteSimplest(iv Interval) *big.Rat {
	for q := int64(1); q <= 1000; q++ {
		lo := new(big.Rat).Mul(iv.Lo, big.NewRat(q, 1))
		p := floorRat(lo).Int64() - 1
		for ; ; p++ {
			r := big.NewRat(p, q)
			if iv.Contains(r) {
				return r
			}
			if iv.Hi != nil && r.Cmp(iv.Hi) > 0 {
				break
			}
		}
	}
	return nil
}

func TestSimplest(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for _, tc := range []struct {
		lo, hi     *big.Rat
		loS, hiS   bool
		want       string
		wantAbsent bool
	}{
		{big.NewRat(0, 1), nil, false, false, "0", false},
		{big.NewRat(0, 1), nil, true, false, "1", false},
		{big.NewRat(0, 1), big.NewRat(1, 1), true, true, "1/2", false},
		{big.NewRat(1, 3), big.NewRat(1, 2), true, false, "1/2", false},
		{big.NewRat(1, 3), big.NewRat(1, 2), true, true, "2/5", false},
		{big.NewRat(7, 3), big.NewRat(7, 3), false, false, "7/3", false},
		{big.NewRat(7, 3), big.NewRat(7, 3), true, false, "", true},
		{big.NewRat(-5, 2), big.NewRat(-2, 1), true, true, "-7/3", false},
	} {
		got := Interval{tc.lo, tc.hi, tc.loS, tc.hiS}.Simplest()
		if tc.wantAbsent {
			if got != nil {
				t.Errorf("empty interval gave %v", got)
			}
			continue
		}
		if got == nil || got.RatString() != tc.want {
			t.Errorf("Simplest(%v,%v,%v,%v) = %v, want %s", tc.lo, tc.loS, tc.hi, tc.hiS, got, tc.want)
		}
	}
	for range 3000 {
		a := big.NewRat(int64(r.IntN(41)-20), int64(1+r.IntN(7)))
		b := big.NewRat(int64(r.IntN(41)-20), int64(1+r.IntN(7)))
		if a.Cmp(b) > 0 {
			a, b = b, a
		}
		iv := Interval{Lo: a, Hi: b, LoStrict: r.IntN(2) == 0, HiStrict: r.IntN(2) == 0}
		if r.IntN(8) == 0 {
			iv.Hi = nil
		}
		got, want := iv.Simplest(), bruteSimplest(iv)
		if (got == nil) != (want == nil) || got != nil && got.Cmp(want) != 0 {
			t.Fatalf("Simplest(%v) = %v, brute force %v", iv, got, want)
		}
	}
}

// gridQ reports whether z has a point in (1/q)ℤⁿ ∩ [0, n(K+1)]ⁿ; by the
// argument at the top of zones_test.go (the compression keeps the
// fractional parts) that is whether it has one at all.
func gridQ(z *DBM, q int64) bool {
	n := z.Clocks()
	side := q*int64(n)*(maxConst(z)+1) + 1
	v := make([]*big.Rat, n+1)
	c := make([]int64, n+1)
	for {
		for i := range v {
			v[i] = big.NewRat(c[i], q)
		}
		if z.Contains(v) {
			return true
		}
		i := 1
		for i <= n && c[i] == side-1 {
			c[i] = 0
			i++
		}
		if i > n {
			return false
		}
		c[i]++
	}
}

func TestPoint(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	denoms := map[int64]int{}
	for iter := 0; iter < 1500; iter++ {
		n := 1 + iter%3
		z := randZone(t, r, n)
		// Strict constraints with small constants make whole points
		// rare: add some.
		for range r.IntN(5) {
			x, y := 1+r.IntN(n), r.IntN(n+1)
			c := int64(r.IntN(2))
			if y != 0 {
				c = int64(r.IntN(3) - 1)
			}
			if x != y {
				z.ConstrainAtom(x, y, []Op{OpLT, OpGT}[r.IntN(2)], c)
			}
		}
		if z.IsEmpty() || maxConst(z) > 4 {
			continue
		}
		p, err := z.Point()
		if err != nil {
			t.Fatal(err)
		}
		if !z.Contains(p) || p[0].Sign() != 0 || len(p) != n+1 {
			t.Fatalf("Point(%v) = %v is outside", z, p)
		}
		q := int64(1)
		for _, x := range p {
			d := x.Denom().Int64()
			q = q * d / new(big.Int).GCD(nil, nil, big.NewInt(q), big.NewInt(d)).Int64()
		}
		denoms[q]++
		for q2 := int64(1); q2 < q; q2++ {
			if gridQ(z, q2) {
				t.Fatalf("Point(%v) = %v has denominator %d, but the zone has a point with denominator %d", z, p, q, q2)
			}
		}
	}
	if denoms[1] < 100 || denoms[2] < 10 {
		t.Fatalf("denominators seen: %v", denoms)
	}
	// Hand-made: 0 < x1 < 1 needs halves, 0 < x1 < x2 < 1 thirds,
	// 0 < x1 < x2 < x3 < 1 quarters.
	for n := 1; n <= 3; n++ {
		z := mustNew(t, n)
		z.SetUniverse()
		z.ConstrainAtom(1, 0, OpGT, 0)
		z.ConstrainAtom(n, 0, OpLT, 1)
		for x := 2; x <= n; x++ {
			z.ConstrainAtom(x, x-1, OpGT, 0)
		}
		p, err := z.Point()
		if err != nil {
			t.Fatal(err)
		}
		for x := 1; x <= n; x++ {
			if want := big.NewRat(int64(x), int64(n+1)); p[x].Cmp(want) != 0 {
				t.Fatalf("Point(%v) = %v, want x%d = %v", z, p, x, want)
			}
		}
	}
	e := mustNew(t, 1)
	e.ConstrainAtom(1, 0, OpGT, 0)
	if _, err := e.Point(); err == nil {
		t.Fatal("a point in the empty zone")
	}
}

func ratVal(v val) []*big.Rat {
	w := make([]*big.Rat, len(v))
	for i, x := range v {
		w[i] = big.NewRat(x, S)
	}
	return w
}

// TestIntervals compares DelayInterval and PastInterval with membership
// of v ± t for t on a grid of step 1/(2S): the interval ends are in
// (1/S)ℤ, so the grid holds every end and a point between any two.
func TestIntervals(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	nonEmpty := 0
	for iter := 0; iter < 400; iter++ {
		n := 1 + iter%3
		z := randZone(t, r, n)
		v := make(val, n+1)
		for i := 1; i <= n; i++ {
			v[i] = int64(r.IntN(5 * S))
		}
		rv := ratVal(v)
		span := 2*S*(5+int64(n)*(maxConst(z)+1)) + 4
		for sign, iv := range map[int]Interval{1: z.DelayInterval(rv), -1: z.PastInterval(rv)} {
			if !iv.Empty() {
				nonEmpty++
			}
			for k := int64(0); k <= span; k++ {
				tt := big.NewRat(k, 2*S)
				w := make([]*big.Rat, n+1)
				w[0] = new(big.Rat)
				for i := 1; i <= n; i++ {
					w[i] = new(big.Rat).Set(rv[i])
					if sign > 0 {
						w[i].Add(w[i], tt)
					} else {
						w[i].Sub(w[i], tt)
					}
				}
				if iv.Contains(tt) != z.Contains(w) {
					t.Fatalf("sign %d: interval %v of %v at %v says %v, membership %v", sign, iv, z, rv, iv.Contains(tt), z.Contains(w))
				}
			}
		}
	}
	if nonEmpty < 200 {
		t.Fatalf("only %d non-empty intervals", nonEmpty)
	}
}

func TestExtend(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 28))
	for iter := 0; iter < 500; iter++ {
		n := 1 + iter%3
		z := randZone(t, r, n)
		p, err := z.Point()
		if err != nil {
			t.Fatal(err)
		}
		var free []int
		for x := 1; x <= n; x++ {
			if r.IntN(2) == 0 {
				free = append(free, x)
				p[x] = big.NewRat(int64(r.IntN(100)), 7) // garbage, overwritten
			}
		}
		if err := z.Extend(p, free); err != nil {
			t.Fatalf("Extend(%v, %v): %v", z, free, err)
		}
		if !z.Contains(p) {
			t.Fatalf("Extend gave %v outside %v", p, z)
		}
	}
	// Fixed values outside the zone's projection are reported.
	z := mustNew(t, 2)
	z.Up() // x1 = x2
	v := []*big.Rat{new(big.Rat), big.NewRat(1, 1), big.NewRat(2, 1)}
	if err := z.Extend(v, nil); err == nil {
		t.Fatal("Extend accepted a valuation outside the zone")
	}
	if err := z.Extend(v, []int{2}); err != nil || v[2].Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatalf("Extend of x2 with x1 = 1: %v, %v", v, err)
	}
}

// timestamps builds the independent oracle for a path from the zero zone:
// a DBM over the event times T_1..T_{k+1} (T_0 = 0 is the reference):
// clock x at time T_a, last reset to c at event r, is T_a − T_r + c, so
// every constraint of the path is a difference constraint on the T's.
// With q > 0 the times are restricted to (1/q)ℤ: constants times q,
// strict bounds tightened.
func timestamps(t *testing.T, p *Path, q int64) *DBM {
	k := len(p.Steps)
	d := mustNew(t, k+1)
	d.SetUniverse()
	rst := make([]int, p.N+1)
	rv := make([]int64, p.N+1)
	bound := func(c int64, strict bool) Bound {
		c *= q
		if strict {
			c--
		}
		return mustLE(t, c)
	}
	apply := func(cs []Constraint, a int) {
		for _, c := range cs {
			ri, vi, rj, vj := rst[c.I], rv[c.I], rst[c.J], rv[c.J]
			if c.I == 0 {
				ri, vi = a, 0
			}
			if c.J == 0 {
				rj, vj = a, 0
			}
			// (T_a − T_ri + vi) − (T_a − T_rj + vj) ≺ B.
			if _, err := d.Constrain(rj, ri, bound(c.B.Value()-vi+vj, c.B.Strict())); err != nil {
				t.Fatal(err)
			}
		}
	}
	inv, urgent := p.Inv, p.Urgent
	for a := 0; a <= k; a++ {
		d.Constrain(a, a+1, LEZero) // T_a ≤ T_{a+1}
		if urgent {
			d.Constrain(a+1, a, LEZero)
		}
		apply(inv, a)
		apply(inv, a+1)
		if a == k {
			break
		}
		st := p.Steps[a]
		apply(st.Guard, a+1)
		for _, r := range st.Resets {
			rst[r.Clock], rv[r.Clock] = a+1, r.Value
		}
		inv, urgent = st.Inv, st.Urgent
	}
	apply(p.Final, k+1)
	return d
}

func randAtoms(r *rand.Rand, n, max int, upperOnly bool) []Constraint {
	var cs []Constraint
	for range max {
		if r.IntN(2) == 0 {
			continue
		}
		x, y := 1+r.IntN(n), 0
		op := ops[r.IntN(5)]
		c := int64(r.IntN(5))
		if upperOnly {
			op = []Op{OpLT, OpLE}[r.IntN(2)]
		} else if r.IntN(4) == 0 && n > 1 {
			y = 1 + r.IntN(n)
			c = int64(r.IntN(5) - 2)
			if y == x {
				y = 0
			}
		}
		cs, _ = AppendAtom(cs, x, y, op, c)
	}
	return cs
}

func randPath(t *testing.T, r *rand.Rand) *Path {
	n := 1 + r.IntN(3)
	p := &Path{N: n, Init: mustNew(t, n), Inv: randAtoms(r, n, 1, true), Urgent: r.IntN(8) == 0}
	for range r.IntN(5) {
		st := Step{Guard: randAtoms(r, n, 3, false), Inv: randAtoms(r, n, 1, true), Urgent: r.IntN(6) == 0}
		for x := 1; x <= n; x++ {
			if r.IntN(3) == 0 {
				st.Resets = append(st.Resets, Reset{Clock: x, Value: int64(r.IntN(4) / 3)})
			}
		}
		p.Steps = append(p.Steps, st)
	}
	p.Final = randAtoms(r, n, 2, false)
	return p
}

// TestConcretise compares Concretise with the timestamp oracle: it finds
// a run exactly when the oracle is non-empty, with whole-number delays
// exactly when the oracle restricted to whole times is non-empty, and in
// general with the least denominator q ≤ 4 the oracle allows; the run's
// event times satisfy the oracle.
func TestConcretise(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 30))
	count := map[string]int{}
	for iter := 0; iter < 3000; iter++ {
		p := randPath(t, r)
		run, err := Concretise(p)
		// The exact oracle: strict bounds kept.
		exact := exactTimestamps(t, p)
		if exact.IsEmpty() {
			count["infeasible"]++
			if !errors.Is(err, ErrInfeasible) {
				t.Fatalf("path %+v: oracle infeasible, Concretise: %v, %v", p, run, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("path %+v: oracle feasible, Concretise: %v", p, err)
		}
		if err := p.Replay(run); err != nil {
			t.Fatal(err)
		}
		times := []*big.Rat{new(big.Rat)}
		now := new(big.Rat)
		for _, d := range run.Delays {
			now = new(big.Rat).Add(now, d)
			times = append(times, now)
		}
		if !exact.Contains(times) {
			t.Fatalf("run times %v violate the oracle %v", times, exact)
		}
		qmin := int64(0)
		for q := int64(1); q <= 4 && qmin == 0; q++ {
			if !timestamps(t, p, q).IsEmpty() {
				qmin = q
			}
		}
		if qmin == 0 {
			count["finer"]++
			continue
		}
		count[map[int64]string{1: "whole", 2: "halves", 3: "thirds", 4: "quarters"}[qmin]]++
		for _, d := range run.Delays {
			if new(big.Rat).Mul(d, big.NewRat(qmin, 1)).IsInt() == false {
				t.Fatalf("delays %v are not multiples of 1/%d (path %+v)", run.Delays, qmin, p)
			}
		}
	}
	t.Log(count)
	if count["infeasible"] < 300 || count["whole"] < 300 || count["halves"] < 10 {
		t.Fatalf("case mix %v", count)
	}
}

// exactTimestamps is the oracle without restriction to a grid.
func exactTimestamps(t *testing.T, p *Path) *DBM {
	k := len(p.Steps)
	d := mustNew(t, k+1)
	d.SetUniverse()
	rst := make([]int, p.N+1)
	rv := make([]int64, p.N+1)
	apply := func(cs []Constraint, a int) {
		for _, c := range cs {
			ri, vi, rj, vj := rst[c.I], rv[c.I], rst[c.J], rv[c.J]
			if c.I == 0 {
				ri, vi = a, 0
			}
			if c.J == 0 {
				rj, vj = a, 0
			}
			b, err := NewBound(c.B.Value()-vi+vj, c.B.Strict())
			if err != nil {
				t.Fatal(err)
			}
			d.Constrain(rj, ri, b)
		}
	}
	inv, urgent := p.Inv, p.Urgent
	for a := 0; a <= k; a++ {
		d.Constrain(a, a+1, LEZero)
		if urgent {
			d.Constrain(a+1, a, LEZero)
		}
		apply(inv, a)
		apply(inv, a+1)
		if a == k {
			break
		}
		st := p.Steps[a]
		apply(st.Guard, a+1)
		for _, r := range st.Resets {
			rst[r.Clock], rv[r.Clock] = a+1, r.Value
		}
		inv, urgent = st.Inv, st.Urgent
	}
	apply(p.Final, k+1)
	return d
}

// TestConcretiseExample: a hand-worked path. Clocks x1 (wall) and x2
// (a timer). Start at 0; step 0: guard x1 > 0 ∧ x1 < 1 (a fraction is
// forced), reset x2; step 1: guard x2 == 2; final: x1 <= 3. Whole
// delays are impossible (the first event is strictly inside (0,1));
// halves work: 1/2, then 2, then 0.
func TestConcretiseExample(t *testing.T) {
	g0, _ := AppendAtom(nil, 1, 0, OpGT, 0)
	g0, _ = AppendAtom(g0, 1, 0, OpLT, 1)
	g1, _ := AppendAtom(nil, 2, 0, OpEQ, 2)
	fin, _ := AppendAtom(nil, 1, 0, OpLE, 3)
	p := &Path{N: 2, Init: mustNew(t, 2), Steps: []Step{
		{Guard: g0, Resets: []Reset{{Clock: 2}}},
		{Guard: g1},
	}, Final: fin}
	run, err := Concretise(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"1/2", "2", "0"}
	for i, d := range run.Delays {
		if d.RatString() != want[i] {
			t.Fatalf("delays %v, want %v", run.Delays, want)
		}
	}
	if run.End[1].RatString() != "5/2" || run.End[2].RatString() != "2" {
		t.Fatalf("end %v", run.End)
	}
	// Infeasible: x2 == 2 and then x1 <= 2 at the end.
	p.Final, _ = AppendAtom(nil, 1, 0, OpLE, 2)
	if _, err := Concretise(p); !errors.Is(err, ErrInfeasible) {
		t.Fatalf("infeasible path: %v", err)
	}
}

// TestConcretiseWholeWhenPossible: a path where the greedy backward walk
// on the exact zones picks halves although a run with whole delays
// exists (found by random search): x2 < 1 twice with resets of x2, the
// first location's invariant x2 <= 1, and x1 >= 1 at the end. The end
// point x1 = 1, x2 = 0 makes the walk split the unit of time between the
// two steps; delays 0, 0, 1 are whole. Concretise's first pass on whole
// multiples finds them.
func TestConcretiseWholeWhenPossible(t *testing.T) {
	g, _ := AppendAtom(nil, 2, 0, OpLT, 1)
	inv, _ := AppendAtom(nil, 2, 0, OpLE, 1)
	fin, _ := AppendAtom(nil, 1, 0, OpGE, 1)
	p := &Path{N: 2, Init: mustNew(t, 2), Steps: []Step{
		{Guard: g, Resets: []Reset{{Clock: 2}}, Inv: inv},
		{Guard: g, Resets: []Reset{{Clock: 2}}},
	}, Final: fin}
	greedy, err := concretise(p)
	if err != nil {
		t.Fatal(err)
	}
	whole := true
	for _, d := range greedy.Delays {
		whole = whole && d.IsInt()
	}
	if whole {
		t.Fatalf("the plain walk now finds whole delays %v: this example no longer shows the need for the first pass", greedy.Delays)
	}
	run, err := Concretise(p)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []int64{0, 0, 1} {
		if run.Delays[i].Cmp(big.NewRat(want, 1)) != 0 {
			t.Fatalf("delays %v, want 0 0 1", run.Delays)
		}
	}
}

// TestConcretiseEarliest: with Earliest, the run ends at the least value
// of clock 1 that the path allows, worked out by hand; without it, at
// the simplest point, a whole second later. Clock 1 is never reset (a
// wall clock), clock 2 is reset at the step, whose guard is x1 > 0.
func TestConcretiseEarliest(t *testing.T) {
	atoms := func(as ...[3]int64) []Constraint {
		var cs []Constraint
		for _, a := range as {
			cs, _ = AppendAtom(cs, int(a[0]), 0, Op(a[1]), a[2])
		}
		return cs
	}
	for _, c := range []struct {
		name          string
		unit          int64
		guard, final  []Constraint
		plain, at     string // the end's clock 1 without and with Earliest
		plainX, wantX string // and clock 2
	}{
		// The reset is after 1 (x1 - x2 > 1 at the end): the least end
		// is just after 1, not attained; before 2 the simplest is 3/2
		// with x2 = 0.
		// With a unit of 60 (every constant a multiple of a minute), the
		// end may be anywhere in (1, 61): the simplest, a whole second.
		{"not attained, a unit of 60", 60, atoms([3]int64{1, int64(OpGT), 0}), func() []Constraint { cs, _ := AppendAtom(nil, 1, 2, OpGT, 1); return cs }(), "2", "2", "0", "0"},
		{"not attained", 0, atoms([3]int64{1, int64(OpGT), 0}), func() []Constraint { cs, _ := AppendAtom(nil, 1, 2, OpGT, 1); return cs }(), "2", "3/2", "0", "0"},
		// x1 >= 1 and x2 > 0 at the end, the reset after 0: x1 = 1
		// only with the reset and the delay after it both in (0, 1), so
		// no whole point there; the least end 1 is attained with halves
		// (x2 = 1/2). The simplest point is x1 = 2, x2 = 1 (the reset at
		// 1).
		{"attained", 60, atoms([3]int64{1, int64(OpGT), 0}), atoms([3]int64{1, int64(OpGE), 1}, [3]int64{2, int64(OpGT), 0}), "2", "1", "1", "1/2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, earliest := range []bool{false, true} {
				p := &Path{N: 2, Init: mustNew(t, 2), Steps: []Step{{Guard: c.guard, Resets: []Reset{{Clock: 2}}}}, Final: c.final}
				if earliest {
					p.Earliest, p.Unit = 1, c.unit
				}
				run, err := Concretise(p)
				if err != nil {
					t.Fatal(err)
				}
				want, wantX := c.plain, c.plainX
				if earliest {
					want, wantX = c.at, c.wantX
				}
				if run.End[1].RatString() != want || run.End[2].RatString() != wantX {
					t.Errorf("earliest %v: ends at x1 = %s, x2 = %s; want %s, %s", earliest, run.End[1].RatString(), run.End[2].RatString(), want, wantX)
				}
			}
		})
	}
}
