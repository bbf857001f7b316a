package dpor

import (
	"math/rand"
	"testing"
)

func TestTmpLit(t *testing.T) {
	rng := rand.New(rand.NewSource(20240611))
	miss := map[variant]int{}
	for i := 0; i < 20000; i++ {
		p := randomProg(rng)
		full := run(p, Options{NoReduction: true})
		for _, pol := range []Policy{LowestIndex, RoundRobin} {
			for _, v := range []variant{varFix, varLiteral, varV1, varV2, varV3, varV4} {
				r := run(p, Options{Policy: pol, ReversalBound: Unbounded, variant: v})
				if msg := oracles(full, r); msg != "" {
					miss[v]++
					if v == varLiteral && miss[v] <= 2 {
						t.Logf("lit miss program %d pol %d: %s\n%v", i, pol, msg, p)
					}
				}
			}
		}
	}
	t.Logf("misses: %v", miss)
}
