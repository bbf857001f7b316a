package lubounds

import (
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Compute polls the search's limits as it goes and gives up once they say
// to stop: on Fischer's protocol with 4 processes, whose analysis takes
// thousands of runs, a stop that says so at its first poll, or after a
// few polls, ends the analysis (nil: the search keeps the global bounds)
// well before the runs of a whole analysis; no stop, or one that never
// says so, gives the whole analysis.
func TestComputeStops(t *testing.T) {
	p, err := frontends.Load("../../../programs/ta/fischer-4.tck")
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
	if err != nil {
		t.Fatal(err)
	}
	global := zones.NewBounds(m.NClocks)
	for x := 1; x <= m.NClocks; x++ {
		global.L[x], global.U[x] = 1000, 1000
	}
	compute := func(stop func() bool) *Table {
		st := m.Mach.Initial()
		return Compute(m, global, make([]bool, len(p.Stimuli())), &st, stop)
	}
	whole := compute(nil)
	if whole == nil || whole.Analysed() == 0 || whole.runs < 1000 {
		t.Fatalf("the whole analysis: %+v; want clocks analysed in 1000 runs or more", whole)
	}
	if never := compute(func() bool { return false }); never == nil || never.Analysed() != whole.Analysed() || never.runs != whole.runs {
		t.Errorf("a stop that never says so changes the analysis")
	}
	for _, after := range []int{0, 3} {
		polls := 0
		lb := compute(func() bool {
			polls++
			return polls > after
		})
		if lb != nil {
			t.Errorf("stopped after %d polls: %d clocks analysed, want nil", after, lb.Analysed())
		}
		if polls != after+1 {
			t.Errorf("stopped after %d polls: polled %d times, want %d (no poll after the stop)", after, polls, after+1)
		}
	}
}
