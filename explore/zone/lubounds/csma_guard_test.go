package lubounds

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// The analysis skips a stimulus whose guard's leading tests fail
// (model.GuardTests) and counts the runs it would have made: it must give
// the same bounds, for the same abstract states, after the same number
// of runs, as running it. Each model is analysed both ways.
func TestGuardTestsSameBounds(t *testing.T) {
	files, err := filepath.Glob("../../../programs/ta/*.tck")
	if err != nil || len(files) < 11 {
		t.Fatalf("programs/ta: %v %v", files, err)
	}
	files = append(files, "../testdata/csmacd-3.tck", "../testdata/guards.tck")
	skipped := 0
	for _, f := range files {
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
		if err != nil {
			t.Fatal(err)
		}
		// Any global bounds do: the analysis lowers them clock by clock.
		global := zones.NewBounds(m.NClocks)
		for x := 1; x <= m.NClocks; x++ {
			global.L[x], global.U[x] = 1000, 1000
		}
		compute := func(skip bool) *Table {
			defer func(old bool) { guardTests = old }(guardTests)
			guardTests = skip
			st := m.Mach.Initial()
			return Compute(m, global, make([]bool, len(p.Stimuli())), &st, nil)
		}
		want, got := compute(false), compute(true)
		name := filepath.Base(f)
		if want.Analysed() != got.Analysed() || want.runs != got.runs {
			t.Errorf("%s: run: %d clocks analysed in %d runs; skipped: %d in %d", name, want.Analysed(), want.runs, got.Analysed(), got.runs)
			continue
		}
		for i, a := range want.clocks {
			b := got.clocks[i]
			if a.x != b.x || !slices.Equal(a.locs, b.locs) || len(a.index) != len(b.index) || !slices.Equal(a.l, b.l) || !slices.Equal(a.u, b.u) {
				t.Errorf("%s: clock %d: bounds differ", name, a.x)
				continue
			}
			for k, v := range a.index {
				if b.index[k] != v {
					t.Errorf("%s: clock %d: abstract states differ", name, a.x)
					break
				}
			}
		}
		for _, ts := range model.GuardTests(p) {
			if len(ts) > 0 {
				skipped++
			}
		}
	}
	if skipped == 0 {
		t.Error("no guard begins with a test: the test exercises nothing")
	}
}
