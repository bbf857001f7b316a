package zone

import (
	"os"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// The sketch of docs/ir.md (testdata/irsketch.ta) with three invariants
// of each kind: both engines agree from 18:25 for 8 minutes (sunset + 30m
// at 18:30 falls inside), and the zone engine does the 2 hours
// from 18:00 in well under a second (the region engine had 183 M states
// and had reached 18:05:55 after 12 minutes).
func TestIRSketch(t *testing.T) {
	p := load(t, "testdata/irsketch.ta")
	inv := "testdata/irsketch.inv.yaml"
	cal := ta.Calendar{Start: 18*hour + 25*60, Horizon: 8 * 60, Sunrise: 6 * hour, Sunset: 18 * hour}
	if os.Getenv("DELOREAN_LONG") == "" {
		// 18:28 to 18:32 still has 18:30 inside, in a third of the
		// region states.
		cal.Start, cal.Horizon = 18*hour+28*60, 4*60
	}
	compareVerdicts(t, "ir sketch", p, inv, cal)

	cal = ta.Calendar{Start: 18 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 18 * hour}
	m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props(t, p, inv)})
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	rep, res, err := ExploreReport(m, explore.Options{NoSplit: true}) // whole, for its statistics
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ie := range rep.Invariants {
		if ie.Violated {
			got = append(got, ie.Name)
		}
	}
	t.Logf("2 h: %s; with the traces %v; violated %q", res.StatsText(), time.Since(t0).Round(time.Millisecond), got)
	if !rep.Complete || len(got) != 2 {
		t.Errorf("2 h: complete %v, violated %q: want the last two", rep.Complete, got)
	}
}
