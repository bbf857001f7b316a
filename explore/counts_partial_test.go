package explore

import (
	"testing"
	"time"

	rpt "github.com/delorean-mc/delorean/explore/report"
)

// A run stopped at a limit counts its discrete states within a budget:
// past it the counts are lower bounds and the report says so. With the
// budget spent at once, nothing is counted (0, partial); with room, the
// counts are Distinct's, whole.
func TestCountsPartialAfterLimit(t *testing.T) {
	p, cfg := figure1(t, 9*hour)
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, Options{MaxStates: 20000})
	if err != nil {
		t.Fatal(err)
	}
	if res.Complete {
		t.Fatal("the run was meant to stop at its limit")
	}
	wantDisc, wantVals := res.Distinct()
	if wantDisc < 2 {
		t.Fatalf("only %d discrete states", wantDisc)
	}
	defer func(old time.Duration) { rpt.IncompleteCountBudget = old }(rpt.IncompleteCountBudget)
	for _, c := range []struct {
		budget  time.Duration
		partial bool
	}{{time.Nanosecond, true}, {time.Hour, false}} {
		rpt.IncompleteCountBudget = c.budget
		rep, err := res.BuildReport()
		if err != nil {
			t.Fatal(err)
		}
		if rep.CountsPartial != c.partial {
			t.Fatalf("budget %v: partial %v, want %v", c.budget, rep.CountsPartial, c.partial)
		}
		switch {
		case c.partial && (rep.DiscreteStates > wantDisc || rep.ValueStates > wantVals):
			t.Fatalf("partial counts %d, %d above the whole ones %d, %d", rep.DiscreteStates, rep.ValueStates, wantDisc, wantVals)
		case !c.partial && (rep.DiscreteStates != wantDisc || rep.ValueStates != wantVals):
			t.Fatalf("counts %d, %d, Distinct says %d, %d", rep.DiscreteStates, rep.ValueStates, wantDisc, wantVals)
		}
	}
}
