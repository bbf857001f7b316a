package trace

import (
	"math/big"
	"strings"
	"testing"
)

// The candidates for a trace time: rounder first (whole seconds, then
// halves, ...), the nearer of the two around it first, never before the
// previous step, never one as round as the time itself.
func TestRoundCandidates(t *testing.T) {
	str := func(xs []*big.Rat) string {
		var s []string
		for _, x := range xs {
			s = append(s, x.RatString())
		}
		return strings.Join(s, " ")
	}
	for _, c := range []struct {
		t, lo string
		want  string
	}{
		// 18:40:00.5: a tie goes up, to 18:40:01.
		{"67200.5", "0", "67201 67200"},
		// 05:30:00.001, just after a step at 05:30:00.
		{"19800.001", "19800", "19800 19801 39601/2 79201/4 99001/5 198001/10 1980001/100"},
		// Not before the previous step.
		{"1/3", "1/4", "1 1/2 1/4 2/5 3/10 33/100 17/50 333/1000 167/500"},
		{"7", "0", ""},
		{"5/2", "0", "3 2"},
	} {
		t0, _ := new(big.Rat).SetString(c.t)
		lo, _ := new(big.Rat).SetString(c.lo)
		if got := str(roundCandidates(t0, lo)); got != c.want {
			t.Errorf("roundCandidates(%s, %s) = %q, want %q", c.t, c.lo, got, c.want)
		}
	}
}
