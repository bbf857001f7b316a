package zones

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// benchZone is a canonical zone over n clocks with finite bounds and
// differences everywhere: the worst case for the entrywise loops.
func benchZone(b *testing.B, n int) *DBM {
	r := rand.New(rand.NewPCG(uint64(n), 1))
	z := mustNew(b, n)
	z.Up()
	for x := 2; x <= n; x++ {
		z.Up()
		z.Reset(x)
	}
	z.Up()
	z.ConstrainAtom(1, 0, OpLE, int64(100+r.IntN(10)))
	if z.IsEmpty() || !z.IsCanonical() {
		b.Fatal("bad benchmark zone")
	}
	return z
}

func benchSizes(b *testing.B, f func(b *testing.B, n int)) {
	for _, n := range []int{4, 8} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) { f(b, n) })
	}
}

func BenchmarkCanonical(b *testing.B) {
	benchSizes(b, func(b *testing.B, n int) {
		z := benchZone(b, n)
		raw := z.Copy()
		// Loosen every entry off the diagonal except the clocks' own
		// bounds, so that Close has to derive all of them.
		for i := 1; i <= n; i++ {
			for j := 1; j <= n; j++ {
				if i != j && j != i+1 && i != j+1 {
					raw.Set(i, j, Infinity)
				}
			}
		}
		w := z.Copy()
		b.ReportAllocs()
		for b.Loop() {
			w.CopyFrom(raw)
			w.Close()
		}
	})
}

func BenchmarkConstrain(b *testing.B) {
	benchSizes(b, func(b *testing.B, n int) {
		z := benchZone(b, n)
		w := z.Copy()
		bd := mustLE(b, 50)
		b.ReportAllocs()
		for b.Loop() {
			w.CopyFrom(z)
			w.Constrain(n, 0, bd)
		}
	})
}

func BenchmarkUp(b *testing.B) {
	benchSizes(b, func(b *testing.B, n int) {
		z := benchZone(b, n)
		b.ReportAllocs()
		for b.Loop() {
			z.Up()
		}
	})
}

func BenchmarkInclude(b *testing.B) {
	benchSizes(b, func(b *testing.B, n int) {
		z := benchZone(b, n)
		w := z.Copy()
		b.ReportAllocs()
		for b.Loop() {
			if !z.Subset(w) {
				b.Fatal("not included")
			}
		}
	})
}

func BenchmarkSubsetALU(b *testing.B) {
	benchSizes(b, func(b *testing.B, n int) {
		z := benchZone(b, n)
		w := z.Copy()
		bd := NewBounds(n)
		for i := 1; i <= n; i++ {
			bd.L[i], bd.U[i] = 60, 60
		}
		b.ReportAllocs()
		for b.Loop() {
			z.SubsetALU(w, bd)
		}
	})
}

func BenchmarkExtraLUPlus(b *testing.B) {
	benchSizes(b, func(b *testing.B, n int) {
		z := benchZone(b, n)
		w := z.Copy()
		bd := NewBounds(n)
		for i := 1; i <= n; i++ {
			bd.L[i], bd.U[i] = 20, 20
		}
		b.ReportAllocs()
		for b.Loop() {
			w.CopyFrom(z)
			w.ExtraLUPlus(bd)
		}
	})
}
