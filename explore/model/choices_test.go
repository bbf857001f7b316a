package model_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
)

// A run that runs out of the interpreter's runs after an order choice,
// with no point repeated (a counter goes up), ends the enumeration of the
// stimulus (Abandons); a plain random's does not.
func TestAbandonsRunawayOrders(t *testing.T) {
	src := "program r\nvar n: 0..100000\nevent E\nrule go on E { run pick }\n" +
		"rule pick on call {\n  if random 0..1 == 0 {\n    n = n + 1\n    run pick\n  }\n}\n"
	for _, order := range []bool{true, false} {
		p := testprog.LoadSrc(t, src)
		if order {
			p = testprog.LoadOrders(t, src)
		}
		m, err := model.NewModel(p, model.Config{})
		if err != nil {
			t.Fatal(err)
		}
		st := m.Mach.Initial()
		eff := ta.NewEffects(p)
		var odo model.Odometer
		odo.Reset()
		err = m.Mach.NewRunner().Fire(&st, &model.RegionClocks{Model: m, Region: m.Layout.NewRegion()}, 0, &odo, eff)
		if !ta.RanOutOfRuns(err) {
			t.Fatalf("order %v: %v, want a run out of runs", order, err)
		}
		if got := model.Abandons(err, eff); got != order {
			t.Errorf("order %v: Abandons %v", order, got)
		}
		if order != strings.Contains(err.Error(), "its other orders are not explored") {
			t.Errorf("order %v: %q should say whether the other orders are explored", order, err)
		}
		if model.Abandons(err, eff) {
			odo.Abandon()
		}
		if odo.Next() != !order {
			t.Errorf("order %v: after the runaway, another combination: %v", order, !order)
		}
	}
}
