package zones

import (
	"math/rand/v2"
	"testing"
)

// The offset DBM operations against their definitions on random zones:
// lifting a global zone with every reference clock equal and projecting
// it back gives the zone again; LocalUp, Assign and Synchronise keep the
// matrix canonical; Assign makes x equal to y and leaves the other
// variables' differences as they were; LocalUp removes exactly the upper
// bounds of the reference clocks let go.
func TestOffsetOperations(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 42))
	for it := 0; it < 300; it++ {
		n := 1 + r.IntN(3)
		g := randZone(t, r, n)
		if g.IsEmpty() {
			continue
		}
		k := 1 + r.IntN(3)
		d, _ := New(k + n)
		d.LiftSynced(g, k)
		if !d.IsCanonical() {
			t.Fatalf("lifted %v is not canonical: %v", g, d)
		}
		if !d.Synchronisable(k) {
			t.Fatalf("lifted %v is not synchronisable", g)
		}
		back, _ := New(n)
		scratch, _ := New(k + n)
		if ok, err := d.SyncProjection(back, scratch, k); !ok || err != nil || !back.Equal(g) {
			t.Fatalf("projection of the lift of %v: %v (%v %v)", g, back, ok, err)
		}
		up := make([]bool, k)
		for a := range up {
			up[a] = r.IntN(2) == 0
		}
		e := d.Copy()
		e.LocalUp(up)
		if !e.IsCanonical() {
			t.Fatalf("LocalUp(%v) of %v not canonical", up, d)
		}
		for i := 0; i < e.Dim(); i++ {
			for j := 0; j < e.Dim(); j++ {
				want := d.At(i, j)
				if i < k && up[i] && i != j {
					want = Infinity
				}
				if e.At(i, j) != want {
					t.Fatalf("LocalUp(%v) (%d,%d): %v, want %v", up, i, j, e.At(i, j), want)
				}
			}
		}
		x, y := k+r.IntN(n+1), r.IntN(k)
		if x >= e.Dim() {
			x = e.Dim() - 1
		}
		f := e.Copy()
		f.Assign(x, y)
		if !f.IsCanonical() || f.At(x, y) != LEZero || f.At(y, x) != LEZero {
			t.Fatalf("Assign(%d,%d) of %v: %v", x, y, e, f)
		}
		for i := 0; i < f.Dim(); i++ {
			for j := 0; j < f.Dim(); j++ {
				if i != x && j != x && f.At(i, j) != e.At(i, j) {
					t.Fatalf("Assign(%d,%d) changed (%d,%d)", x, y, i, j)
				}
			}
		}
		refs := []int{}
		for a := 0; a < k; a++ {
			refs = append(refs, a)
		}
		if ok, err := f.Synchronise(refs); err != nil || !ok || !f.IsCanonical() || !f.Synchronisable(k) {
			t.Fatalf("Synchronise of %v: %v %v %v", e, ok, err, f)
		}
	}
}
