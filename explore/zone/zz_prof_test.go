package zone

import (
	"os"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone/lubounds"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

func TestZZProf(t *testing.T) {
	f := os.Getenv("ZZ_MODEL")
	if f == "" {
		t.Skip()
	}
	what := os.Getenv("ZZ_WHAT")
	start := time.Now()
	n := 100
	for i := 0; i < n; i++ {
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		if what == "parse" {
			continue
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
		if err != nil {
			t.Fatal(err)
		}
		if what == "model" {
			continue
		}
		if what == "lu" {
			e := &explorer{m: m, mach: m.Mach, n: m.NClocks}
			e.res = &Result{}
			e.setBounds()
			_, st, _ := e.initial()
			lb := lubounds.Compute(m, e.bounds, make([]bool, len(m.Prog.Stimuli())), &st)
			if i == 0 {
				t.Logf("analysed %d", lb.Analysed())
			}
			continue
		}
		rep, res, err := ExploreReport(m, explore.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			t.Logf("zones %d states %d", rep.States, res.Zones)
		}
	}
	t.Logf("%v per run", time.Since(start)/time.Duration(n))
}
