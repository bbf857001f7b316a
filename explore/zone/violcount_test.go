package zone

import (
	"os"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// A violation's count is of the final zone graph's zones: it cannot
// exceed the zones stored at the end. It used to count every zone ever
// stored violating, including those a larger zone covered later (figure1
// over a day: 603 "violating states" among 28 zones).
func TestViolationCountIsOfLiveZones(t *testing.T) {
	for _, c := range []struct{ prog, inv string }{
		{"../../programs/paper/figure1.ta", "../../programs/paper/figure1.inv.yaml"},
		{"../../programs/isy/porch.isy", "../../programs/isy/porch.inv.yaml"},
	} {
		p := load(t, c.prog)
		src, err := os.ReadFile(c.inv)
		if err != nil {
			t.Fatal(err)
		}
		props, err := explore.ParseProperties(c.inv, src, p)
		if err != nil {
			t.Fatal(err)
		}
		cal := ta.Calendar{Horizon: 24 * 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800, Weekday: 0, DayKnown: true}
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		res, err := Explore(m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Violations) == 0 {
			t.Fatalf("%s: no violation", c.prog)
		}
		live := 0
		for _, n := range res.nodes {
			if !n.dead {
				live++
			}
		}
		if live != res.Zones {
			t.Fatalf("%s: %d live nodes, %d zones", c.prog, live, res.Zones)
		}
		for _, v := range res.Violations {
			if v.Count < 1 || v.Count > int64(res.Zones) {
				t.Errorf("%s: %q counts %d violating zones of %d", c.prog, v.Prop.Name, v.Count, res.Zones)
			}
		}
	}
}
