package zones

import (
	"testing"
)

// FuzzDBM runs random operation sequences and checks the algebraic laws
// after each: results are canonical (or empty), Close is idempotent,
// Constrain and Intersect only shrink (into the constraint, into both
// operands, commutatively), Up, Down, Free and every extrapolation only
// grow, ExtraLUPlus(Z) ⊆ aLU(Z) as SubsetALU decides (linking the two
// implementations), Point lies in the zone, and copies have equal keys.
func FuzzDBM(f *testing.F) {
	for _, seed := range [][]byte{
		{1, 0, 1, 2, 1, 0, 3, 2, 0, 5, 1, 1},
		{3, 2, 1, 0, 7, 2, 3, 0, 0, 0, 9, 1, 2, 4, 3, 1, 8, 0, 0},
		{0, 1, 0, 0, 2, 0, 0, 6, 0, 0, 0, 1, 0, 3},
		{2, 10, 1, 2, 10, 2, 1, 11, 0, 0, 12, 3, 3, 0, 2, 1, 5},
		{3, 0, 3, 1, 1, 2, 2, 4, 1, 0, 6, 2, 0, 13, 1, 0, 2, 3, 2},
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		n := 1 + int(data[0])%4
		data = data[1:]
		z := mustNew(t, n)
		z.Up()
		b := NewBounds(n)
		for i := 1; i <= n; i++ {
			b.L[i], b.U[i] = int64(i%3), int64((i+1)%4)
		}
		prev := z.Copy()
		for len(data) >= 3 {
			op, a, c := data[0]%14, int(data[1]), int64(int8(data[2]))%6
			data = data[3:]
			x := 1 + a%n
			y := (a / 4) % (n + 1)
			before := z.Copy()
			switch op {
			case 0, 1:
				if c < 0 {
					c = -c
				}
				if _, err := z.ConstrainAtom(x, 0, Op(a%5), c); err != nil {
					t.Fatal(err)
				}
				if !z.Subset(before) {
					t.Fatal("Constrain grew the zone")
				}
			case 2:
				if x != y {
					bd := mustLE(t, c)
					if a%2 == 0 {
						bd = mustLT(t, c)
					}
					if _, err := z.Constrain(x, y, bd); err != nil {
						t.Fatal(err)
					}
					if !z.IsEmpty() && z.At(x, y) > bd {
						t.Fatal("Constrain did not impose its bound")
					}
					if !z.Subset(before) {
						t.Fatal("Constrain grew the zone")
					}
				}
			case 3:
				z.Up()
				if !before.Subset(z) {
					t.Fatal("Up shrank the zone")
				}
			case 4:
				z.Down()
				if !before.Subset(z) {
					t.Fatal("Down shrank the zone")
				}
			case 5:
				z.Reset(x)
				if !z.IsEmpty() && (z.At(x, 0) != LEZero || z.At(0, x) != LEZero) {
					t.Fatal("Reset: clock not 0")
				}
			case 6:
				z.Free(x)
				if !before.Subset(z) {
					t.Fatal("Free shrank the zone")
				}
			case 7:
				if c < 0 {
					c = -c
				}
				if err := z.ResetTo(x, c); err != nil {
					t.Fatal(err)
				}
			case 8:
				other := prev.Copy()
				if _, err := z.Intersect(prev); err != nil {
					t.Fatal(err)
				}
				if _, err := other.Intersect(before); err != nil {
					t.Fatal(err)
				}
				if !z.Equal(other) || !z.Subset(before) || !z.Subset(prev) {
					t.Fatal("Intersect is not the meet")
				}
			case 9:
				z.ExtraM(b)
			case 10:
				z.ExtraMPlus(b)
			case 11:
				z.ExtraLU(b)
			case 12:
				z.ExtraLUPlus(b)
			case 13:
				z.SetUniverse()
			}
			if op >= 9 && op <= 12 && !before.Subset(z) {
				t.Fatal("extrapolation shrank the zone")
			}
			if z.IsEmpty() {
				return
			}
			if !z.IsCanonical() {
				t.Fatalf("op %d gave a non-canonical %v", op, z.m)
			}
			c2 := z.Copy()
			if ok, err := c2.Close(); !ok || err != nil || !c2.Equal(z) {
				t.Fatal("Close is not idempotent")
			}
			if string(c2.AppendKey(nil)) != string(z.AppendKey(nil)) || c2.Hash() != z.Hash() {
				t.Fatal("copies have different keys")
			}
			e := z.Copy()
			e.ExtraLUPlus(b)
			if !e.SubsetALU(z, b) || !z.SubsetALU(z, b) {
				t.Fatalf("ExtraLUPlus(%v) = %v is not within aLU", z, e)
			}
			if p, err := z.Point(); err != nil || !z.Contains(p) {
				t.Fatalf("Point: %v, %v", p, err)
			}
			prev = before
		}
	})
}
