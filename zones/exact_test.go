package zones

import (
	"math/rand/v2"
	"testing"
)

// TestExactBelowNested checks the lemma behind ExactBelow against the
// definition of aLU on the grid: whenever Z ⊆ aLU(Z') by the definition,
// every clock whose values in Z are all within ExactBelow has Z's
// interval inside Z”s. The lemma is what lets the explorer rule out a
// covering zone from two integers, so a counterexample would lose
// coverings (more zones, never a wrong answer) and this test would fail.
func TestExactBelowNested(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	included, applied := 0, 0
	for iter := 0; iter < 3000; iter++ {
		n := 1 + iter%2
		z := randZone(t, r, n)
		zp := z.Copy()
		if iter%2 == 0 {
			zp = randZone(t, r, n)
		} else {
			zp.ConstrainAtom(1+r.IntN(n), 0, ops[r.IntN(5)], int64(r.IntN(4)))
			if zp.IsEmpty() {
				continue
			}
		}
		b := randBounds(r, n)
		for _, m := range []bool{false, true} {
			bb := b
			if m {
				bb = mBounds(b)
			}
			want := true
			if !grid(n, max(maxConst(z), maxBound(bb)), func(v val) bool {
				if member(z, v) && !member(zp, v) && !inALU(t, zp, bb, v) {
					want = false
				}
				return want
			}) || !want {
				continue
			}
			included++
			for x := 1; x <= n; x++ {
				lim, ok := bb.ExactBelow(x)
				if !ok || z.At(x, 0) > lim {
					continue
				}
				applied++
				if z.At(x, 0) > zp.At(x, 0) || z.At(0, x) > zp.At(0, x) {
					t.Fatalf("Z %v ⊆ aLU(Z' %v) (L=%v U=%v) but clock %d's interval is not nested, within %v", z, zp, bb.L, bb.U, x, lim)
				}
			}
			if z.SubsetALU(zp, bb) != true {
				t.Fatalf("SubsetALU(%v, %v) false, definition says included", z, zp)
			}
		}
	}
	if included < 500 || applied < 200 {
		t.Fatalf("only %d inclusions, the lemma applied to %d clocks", included, applied)
	}
	t.Logf("%d inclusions, lemma applied to %d clocks", included, applied)
}
