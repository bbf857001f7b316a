package lubounds

import (
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Answers the run's earlier answers rule out are not given (recClocks.z):
// only runs no valuation takes are dropped, so every abstract state the
// analysis reaches with pruning it reaches without, with bounds no
// larger. And the docs/ir.md sketch over a week (sunset windows of seven
// days, asked of one instant) takes a few hundred runs, not the 130,576
// of every combination of the days' answers (issue 42: 92% of that
// search's time).
func TestPrunedAnswersSound(t *testing.T) {
	files, err := filepath.Glob("../../../programs/*/*.*")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "../testdata/irsketch.ta", "../testdata/garage-night.isy", "../testdata/csmacd-3.tck")
	week := ta.Calendar{Start: 18 * 3600, Horizon: 168 * 3600, Sunrise: 6 * 3600, Sunset: 18 * 3600, DayKnown: true,
		Date: ta.CivilDate{Year: 2026, Month: 1, Day: 5}, DateKnown: true}
	compared := 0
	for _, f := range files {
		switch filepath.Ext(f) {
		case ".ta", ".isy", ".elk", ".tck":
		default:
			continue
		}
		p, err := frontends.Load(f)
		if err != nil {
			continue // not a program (a bad input kept for the front ends' tests)
		}
		cal := week
		if filepath.Base(f) != "irsketch.ta" {
			cal.Horizon = 3600 // the week's combinations are the sketch's
		}
		m, err := explore.NewModel(p, explore.Config{Cal: cal})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		global := zones.NewBounds(m.NClocks)
		for x := 1; x <= m.NClocks; x++ {
			global.L[x], global.U[x] = 1000000, 1000000
		}
		compute := func(prune bool) *Table {
			defer func(old bool) { pruneAnswers = old }(pruneAnswers)
			pruneAnswers = prune
			st := m.Mach.Initial()
			return Compute(m, global, make([]bool, len(p.Stimuli())), &st, nil)
		}
		all, pruned := compute(false), compute(true)
		if all == nil || pruned == nil {
			t.Fatalf("%s: no analysis", f)
		}
		if pruned.runs > all.runs {
			t.Errorf("%s: %d runs pruned, %d without", f, pruned.runs, all.runs)
		}
		for _, b := range pruned.clocks {
			var a *clockBounds
			for _, c := range all.clocks {
				if c.x == b.x {
					a = c
				}
			}
			if a == nil {
				continue // beyond a limit without pruning: global bounds there
			}
			compared++
			for k, j := range b.index {
				i, ok := a.index[k]
				if !ok {
					t.Errorf("%s: clock %d: an abstract state reached only with pruning", f, b.x)
					continue
				}
				if b.l[j] > a.l[i] || b.u[j] > a.u[i] {
					t.Errorf("%s: clock %d: pruned L %d U %d above L %d U %d", f, b.x, b.l[j], b.u[j], a.l[i], a.u[i])
				}
			}
		}
		if filepath.Base(f) == "irsketch.ta" && (pruned.runs > 1000 || all.runs < 100000) {
			t.Errorf("irsketch over a week: %d runs pruned, %d without", pruned.runs, all.runs)
		}
	}
	if compared < 20 {
		t.Errorf("only %d clocks compared", compared)
	}
}
