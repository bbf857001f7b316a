package zclocks

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// TestDecidedAgainstPoints checks the answers Holds gives without a
// choice (decided, and WallAtMost for Binding.Due) against the zone's
// points: on random zones over two clocks, every comparison is tested at
// each point of a quarter-unit grid in the zone (integer constants: every
// part of such a zone a comparison cuts off holds grid points), and a
// decided answer must be the comparison's value at all of them, and a
// comparison true at some and false at others must not be decided.
func TestDecidedAgainstPoints(t *testing.T) {
	rng := rand.New(rand.NewSource(40))
	ops := []ta.Op{ta.OpLt, ta.OpLe, ta.OpGt, ta.OpGe, ta.OpEq, ta.OpNe}
	const span = 12 // grid points 0 .. span in each clock
	checked, decided := 0, 0
	for trial := 0; trial < 400; trial++ {
		z := randomZone(t, rng)
		if z.IsEmpty() {
			continue
		}
		var pts [][2]*big.Rat
		for i := 0; i <= 4*span; i++ {
			for j := 0; j <= 4*span; j++ {
				v := []*big.Rat{big.NewRat(0, 1), big.NewRat(int64(i), 4), big.NewRat(int64(j), 4)}
				if z.Contains(v) {
					pts = append(pts, [2]*big.Rat{v[1], v[2]})
				}
			}
		}
		c := &Clocks{Z: z}
		for q := 0; q < 20; q++ {
			a := ta.ClockAtom{X: rng.Intn(2), Y: rng.Intn(3) - 1, Op: ops[rng.Intn(len(ops))], C: int64(rng.Intn(21) - 10)}
			if a.Y == a.X {
				a.Y = -1
			}
			some, all := false, true
			for _, p := range pts {
				if holdsAt(a, p) {
					some = true
				} else {
					all = false
				}
			}
			x, y := a.X+1, 0
			if a.Y >= 0 {
				y = a.Y + 1
			}
			ans, ok := c.decided(x, y, a.Op, a.C)
			checked++
			switch {
			case ok && ans && !all, ok && !ans && some:
				t.Fatalf("zone %v: %v decided %v, but not at every point", z, a, ans)
			case !ok && (all || !some):
				t.Fatalf("zone %v: %v not decided, but it is %v at every point", z, a, all)
			}
			if ok {
				decided++
			}
			if a.X == ta.WallClock && a.Y < 0 && a.Op == ta.OpLe {
				if h, ok2 := c.WallAtMost(a.C); ok2 != ok || ok && h != ans {
					t.Fatalf("zone %v: WallAtMost(%d) = %v, %v; decided %v, %v", z, a.C, h, ok2, ans, ok)
				}
			}
		}
	}
	if decided == 0 || decided == checked {
		t.Fatalf("%d of %d comparisons decided: the zones test one side only", decided, checked)
	}
}

// randomZone is the zero zone over two clocks let time pass, reset,
// constrained at random, each clock at most 10: canonical, as the
// engine's zones are.
func randomZone(t *testing.T, rng *rand.Rand) *zones.DBM {
	z, err := zones.New(2)
	if err != nil {
		t.Fatal(err)
	}
	for k := rng.Intn(4); k >= 0; k-- {
		z.Up()
		i, j := rng.Intn(3), rng.Intn(3)
		if i != j {
			b, err := zones.NewBound(int64(rng.Intn(17)-6), rng.Intn(2) == 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := z.Constrain(i, j, b); err != nil {
				t.Fatal(err)
			}
		}
		if rng.Intn(3) == 0 {
			z.Reset(1 + rng.Intn(2))
		}
	}
	// Bounded within the grid, so that its points are all tested.
	for x := 1; x <= 2; x++ {
		if _, err := z.Constrain(x, 0, le10); err != nil {
			t.Fatal(err)
		}
	}
	return z
}

var le10, _ = zones.LE(10)

// holdsAt is a's value at the point p (clock 0 and clock 1).
func holdsAt(a ta.ClockAtom, p [2]*big.Rat) bool {
	d := new(big.Rat).Set(p[a.X])
	if a.Y >= 0 {
		d.Sub(d, p[a.Y])
	}
	switch d.Cmp(big.NewRat(a.C, 1)) {
	case -1:
		return a.Op == ta.OpLt || a.Op == ta.OpLe || a.Op == ta.OpNe
	case 0:
		return a.Op == ta.OpLe || a.Op == ta.OpGe || a.Op == ta.OpEq
	default:
		return a.Op == ta.OpGt || a.Op == ta.OpGe || a.Op == ta.OpNe
	}
}
