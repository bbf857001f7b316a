package regions

import (
	"fmt"
	"math/big"
	"math/rand"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

func layoutOf(t testing.TB, ks ...int32) *Layout {
	t.Helper()
	b := NewBuilder(len(ks))
	for x, k := range ks {
		if k < 0 {
			b.Untrack(x)
			continue
		}
		b.Bound(x, int64(k))
	}
	// Force the unit to 1 s whatever the constants.
	b.Bound(0, 1)
	l, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	for x, k := range ks {
		if k >= 0 && l.K[x] != max(k, boolToK(x == 0)) {
			t.Fatalf("K[%d] = %d, want %d", x, l.K[x], k)
		}
	}
	return l
}

func boolToK(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

func key(r Region) string { return fmt.Sprint(r.Int, r.Frac, r.Diag) }

// bruteForce counts regions by computing the region of every valuation on
// a grid fine enough to realise every one: step 1/(n+1) per clock over
// [0, K+1] (n clocks need n distinct nonzero fractions).
func bruteForce(l *Layout) int {
	n := len(l.K)
	den := int64(n + 1)
	seen := map[string]bool{}
	vals := make([]*big.Rat, n)
	r := l.NewRegion()
	var rec func(x int)
	rec = func(x int) {
		if x == n {
			l.FromValues(r, vals)
			seen[key(r)] = true
			return
		}
		top := (int64(l.K[x]) + 1) * den
		for j := int64(0); j <= top; j++ {
			vals[x] = big.NewRat(j, den)
			rec(x + 1)
		}
	}
	rec(0)
	return len(seen)
}

func TestCount(t *testing.T) {
	tests := []struct {
		ks    []int32
		want  int64
		brute bool
	}{
		{[]int32{5, 2}, 92, true}, // the paper's Fig. 4
		{[]int32{1}, 4, true},
		{[]int32{1, 1}, 18, true},
		{[]int32{2, 2}, 44, true},
		{[]int32{10, 10}, 684, true},
		{[]int32{1, 1, 1}, 94, true},
		{[]int32{1, 1, 1, 1}, 582, true},
		{[]int32{3, 1, 2}, 0, true},
		{[]int32{1, 1, 1, 1, 1}, 4294, false},
		{[]int32{1, 1, 1, 1, 1, 1}, 37398, false},
		{[]int32{1, 1, 1, 1, 1, 1, 1, 1}, 4366422, false},
		{[]int32{10, 10, 10, 10}, 1723056, false},
		{[]int32{5, -1, 2}, 92, false}, // an untracked clock counts for nothing
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.ks), func(t *testing.T) {
			got := Count(tc.ks)
			if tc.want != 0 && got.Int64() != tc.want {
				t.Fatalf("Count = %s, want %d", got, tc.want)
			}
			if tc.brute {
				l := layoutOf(t, tc.ks...)
				if b := bruteForce(l); int64(b) != got.Int64() {
					t.Fatalf("brute force %d, formula %s", b, got)
				}
			}
		})
	}
	if f := Fubini(7); f.Int64() != 47293 {
		t.Fatalf("Fubini(7) = %s", f)
	}
}

func TestBuilderScaling(t *testing.T) {
	b := NewBuilder(4)
	b.Bound(0, 300)
	b.Bound(1, 60)
	b.Bound(1, 3600)
	b.Diagonal(2, 1, ta.OpLt, -120)
	b.Untrack(3)
	b.Bound(3, 7) // ignored: untracked
	l, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	if l.G != 60 {
		t.Fatalf("G = %d, want 60", l.G)
	}
	want := []int32{5, 60, 2, -1}
	for x := range want {
		if l.K[x] != want[x] {
			t.Fatalf("K = %v, want %v", l.K, want)
		}
	}
	if len(l.Diags) != 1 || l.Diags[0].C != -2 {
		t.Fatalf("diagonals %+v", l.Diags)
	}
	if l.DiagIndex(2, 1, ta.OpLt, -120) != 0 || l.DiagIndex(2, 1, ta.OpLt, -60) != -1 {
		t.Fatal("DiagIndex")
	}
	if _, err := NewBuilder(MaxClocks + 1).Build(); err == nil {
		t.Fatal("too many clocks accepted")
	}
}

// The time-successor chain from zero, walked with Delay, is the sequence of
// distinct regions that concrete valuations pass through as time grows in
// steps much finer than any region.
func TestDelayChain(t *testing.T) {
	for _, ks := range [][]int32{{5, 2}, {1, 1, 1}, {2, -1, 1}} {
		t.Run(fmt.Sprint(ks), func(t *testing.T) {
			l := layoutOf(t, ks...)
			// Start from a valuation with distinct fractions, made by resets.
			start := []*big.Rat{big.NewRat(0, 1), big.NewRat(0, 1), big.NewRat(0, 1)}[:len(ks)]
			if len(ks) >= 2 {
				start[0] = big.NewRat(1, 3)
			}
			var symbolic []string
			r := l.NewRegion()
			l.FromValues(r, start)
			symbolic = append(symbolic, key(r))
			next := l.NewRegion()
			for l.Delay(next, r) {
				r.CopyFrom(next)
				symbolic = append(symbolic, key(r))
				if len(symbolic) > 1000 {
					t.Fatal("the chain does not end")
				}
			}
			var concrete []string
			step := big.NewRat(1, 97) // 97 does not divide the fractions used
			vals := make([]*big.Rat, len(ks))
			for i := range vals {
				vals[i] = new(big.Rat).Set(start[i])
			}
			for n := 0; n < 97*int(maxK(ks)+3); n++ {
				l.FromValues(r, vals)
				if k := key(r); len(concrete) == 0 || concrete[len(concrete)-1] != k {
					concrete = append(concrete, k)
				}
				// Visit point regions exactly: stop on each integer crossing.
				d := new(big.Rat).Set(step)
				for _, v := range vals {
					f := frac(v)
					if f.Sign() != 0 {
						left := new(big.Rat).Sub(big.NewRat(1, 1), f)
						if left.Cmp(d) < 0 {
							d = left
						}
					}
				}
				for i := range vals {
					vals[i].Add(vals[i], d)
				}
			}
			if fmt.Sprint(symbolic) != fmt.Sprint(concrete) {
				t.Fatalf("symbolic chain\n%v\nconcrete chain\n%v", symbolic, concrete)
			}
			last := l.NewRegion()
			l.FromValues(last, vals)
			if l.Delay(next, last) {
				t.Fatal("Delay moves from the all-beyond region")
			}
		})
	}
}

func maxK(ks []int32) int32 {
	m := int32(0)
	for _, k := range ks {
		m = max(m, k)
	}
	return m
}

func frac(v *big.Rat) *big.Rat {
	whole := new(big.Int).Quo(v.Num(), v.Denom())
	return new(big.Rat).Sub(v, new(big.Rat).SetInt(whole))
}

// Random walks of delays, resets and forgets, done symbolically and on
// exact valuations side by side: the regions stay equal, every constraint
// has the same truth value, and DelayToNext lands in Delay's region with
// no other region in between.
func TestDifferentialWalks(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	layouts := []func() *Layout{
		func() *Layout { return layoutOf(t, 5, 2) },
		func() *Layout { return layoutOf(t, 2, 1, 3) },
		func() *Layout {
			b := NewBuilder(4)
			b.Bound(0, 3)
			b.Bound(1, 2)
			b.Diagonal(1, 2, ta.OpLt, 1)
			b.Diagonal(2, 1, ta.OpGe, -2)
			b.Diagonal(0, 2, ta.OpEq, 2)
			b.Bound(3, 1)
			l, _ := b.Build()
			return l
		},
		func() *Layout {
			b := NewBuilder(3)
			b.Bound(0, 120)
			b.Bound(1, 60)
			b.Bound(2, 180)
			l, _ := b.Build() // G = 60
			return l
		},
	}
	for li, mk := range layouts {
		l := mk()
		t.Run(fmt.Sprint(li), func(t *testing.T) {
			n := len(l.K)
			g := new(big.Rat).SetInt64(l.G)
			for walk := 0; walk < 200; walk++ {
				// Start from all clocks "never reset": beyond every constant.
				big0 := new(big.Rat).SetInt64((int64(maxK(l.K)) + 2) * l.G)
				vals := make([]*big.Rat, n)
				for i := range vals {
					vals[i] = new(big.Rat).Set(big0)
				}
				r := l.NewRegion()
				l.FromValues(r, vals)
				forgotten := make([]bool, n)
				for step := 0; step < 40; step++ {
					got := l.NewRegion()
					l.FromValues(got, vals)
					if !got.Equal(r) {
						t.Fatalf("walk %d step %d: symbolic %s, concrete %s (values %v)", walk, step, key(r), key(got), vals)
					}
					checkAtoms(t, l, r, vals, forgotten)
					switch op := rng.Intn(10); {
					case op < 5:
						d, ok := l.DelayToNext(vals)
						next := l.NewRegion()
						if l.Delay(next, r) != ok {
							t.Fatal("DelayToNext and Delay disagree on whether time changes the region")
						}
						if !ok {
							continue
						}
						for j := 1; j < 10; j++ {
							part := new(big.Rat).Mul(d, big.NewRat(int64(j), 10))
							mid := shifted(vals, part)
							m := l.NewRegion()
							l.FromValues(m, mid)
							if !m.Equal(r) && !m.Equal(next) {
								t.Fatalf("a region between %s and its successor %s: %s", key(r), key(next), key(m))
							}
						}
						vals = shifted(vals, d)
						r.CopyFrom(next)
					case op < 8:
						x := rng.Intn(n)
						l.Reset(r, x)
						vals[x] = new(big.Rat)
						forgotten[x] = false
					default:
						x := rng.Intn(n)
						if len(l.diagOf[x]) > 0 {
							continue
						}
						l.Forget(r, x)
						if !l.Beyond(r, x) {
							t.Fatal("a forgotten clock is not beyond")
						}
						// Concretely: any value beyond the constant.
						vals[x] = new(big.Rat).Add(new(big.Rat).Mul(new(big.Rat).SetInt64(int64(l.K[x])+1), g), big.NewRat(1, 2))
					}
				}
			}
		})
	}
}

func shifted(vals []*big.Rat, d *big.Rat) []*big.Rat {
	out := make([]*big.Rat, len(vals))
	for i, v := range vals {
		out[i] = new(big.Rat).Add(v, d)
	}
	return out
}

// checkAtoms compares every constraint the layout can decide with its
// concrete truth value.
func checkAtoms(t *testing.T, l *Layout, r Region, vals []*big.Rat, _ []bool) {
	t.Helper()
	ops := []ta.Op{ta.OpLt, ta.OpLe, ta.OpEq, ta.OpNe, ta.OpGe, ta.OpGt}
	for x, k := range l.K {
		if k < 0 {
			continue
		}
		for c := int64(0); c <= int64(k); c++ {
			for _, op := range ops {
				want := op.Compare(int64(vals[x].Cmp(new(big.Rat).SetInt64(c*l.G))), 0)
				if got := l.Holds(r, x, op, c*l.G); got != want {
					t.Fatalf("clock %d %s %d: region says %v, value %s says %v", x, op, c*l.G, got, vals[x].RatString(), want)
				}
			}
		}
	}
	for i, d := range l.Diags {
		diff := new(big.Rat).Sub(vals[d.X], vals[d.Y])
		want := d.Op.Compare(int64(diff.Cmp(new(big.Rat).SetInt64(d.C*l.G))), 0)
		if l.HoldsDiag(r, i) != want {
			t.Fatalf("diagonal %+v: region %v, values %v", d, l.HoldsDiag(r, i), want)
		}
	}
}

func BenchmarkDelay(b *testing.B) {
	l := layoutOf(b, 300, 60, 5, 1, 3600)
	r := l.NewRegion()
	next := l.NewRegion()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if !l.Delay(next, r) {
			r = l.NewRegion()
			continue
		}
		r.CopyFrom(next)
	}
}

func BenchmarkReset(b *testing.B) {
	l := layoutOf(b, 300, 60, 5, 1, 3600)
	r := l.NewRegion()
	next := l.NewRegion()
	for i := 0; i < 7; i++ {
		l.Delay(next, r)
		r.CopyFrom(next)
		l.Reset(r, i%5)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.Reset(r, i%5)
		l.Delay(next, r)
		r.CopyFrom(next)
	}
}

// Personalities group regions by the truth of the program's constraints:
// counted by hand, x < 5 and y < 2 split the 92 regions of (5, 2) into 4
// personalities, and adding x >= 1 makes 3 × 2 = 6.
func TestPersonality(t *testing.T) {
	l := layoutOf(t, 5, 2)
	for _, tc := range []struct {
		atoms []ta.ClockAtom
		want  int
	}{
		{[]ta.ClockAtom{{X: 0, Y: -1, Op: ta.OpLt, C: 5}, {X: 1, Y: -1, Op: ta.OpLt, C: 2}}, 4},
		{[]ta.ClockAtom{{X: 0, Y: -1, Op: ta.OpLt, C: 5}, {X: 1, Y: -1, Op: ta.OpLt, C: 2}, {X: 0, Y: -1, Op: ta.OpGe, C: 1}}, 6},
		{nil, 1},
	} {
		p, err := l.NewPersonality(tc.atoms)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		regions := map[string]bool{}
		vals := make([]*big.Rat, 2)
		r := l.NewRegion()
		dst := make([]uint64, p.Words())
		for i := int64(0); i <= 18; i++ {
			for j := int64(0); j <= 9; j++ {
				vals[0], vals[1] = big.NewRat(i, 3), big.NewRat(j, 3)
				l.FromValues(r, vals)
				p.Of(dst, r)
				seen[fmt.Sprint(dst)] = true
				regions[key(r)] = true
			}
		}
		if len(seen) != tc.want {
			t.Errorf("%d personalities, want %d", len(seen), tc.want)
		}
		if len(regions) != 92 {
			t.Errorf("the grid hit %d regions, want all 92", len(regions))
		}
	}
	b := NewBuilder(2)
	b.Bound(0, 1)
	l2, _ := b.Build()
	if _, err := l2.NewPersonality([]ta.ClockAtom{{X: 0, Y: 1, Op: ta.OpLt, C: 1}}); err == nil {
		t.Fatal("a diagonal outside the layout was accepted")
	}
}
