package zone

import (
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// Issue 42, item 5: progress over zones moves. Each report's WallReached
// is how far in time the search got: every zone stored after the report
// starts no earlier on the wall clock (checked on the zones still live at
// the end), the values never go back, stay within the horizon, and move
// between the start and the horizon during the run.
func TestProgressWallReached(t *testing.T) {
	p := load(t, "../../programs/paper/figure1.ta")
	ps, err := explore.ParseProperties("window.yaml", []byte(figure1WindowProps), p)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []int{1, 2} {
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}, Props: ps})
		if err != nil {
			t.Fatal(err)
		}
		var reports []explore.Stats
		res, err := Explore(m, Options{Workers: w, Progress: func(s explore.Stats) { reports = append(reports, s) }})
		if err != nil {
			t.Fatal(err)
		}
		inside := 0
		for k, s := range reports {
			if k > 0 && s.WallReached < reports[k-1].WallReached || s.WallReached < 0 || s.WallReached > hour {
				t.Fatalf("%d workers: reached %d s after %d s (horizon %d s)", w, s.WallReached, reports[max(k-1, 0)].WallReached, hour)
			}
			if s.WallReached > 0 && s.WallReached < hour {
				inside++
			}
			for j := int(s.States); j < len(res.nodes); j++ {
				if z := res.nodes[j].zone; z != nil && wallLow(z) < s.WallReached {
					t.Fatalf("%d workers: zone %d, stored after the report at %d zones, starts at %d s, before the %d s reported", w, j, s.States, wallLow(z), s.WallReached)
				}
			}
		}
		t.Logf("%d workers: %d reports over %d zones stored, %d strictly inside the horizon", w, len(reports), len(res.nodes), inside)
		if inside < 2 {
			t.Errorf("%d workers: %d progress reports, %d of them between the start and the horizon: the progress does not move", w, len(reports), inside)
		}
	}
}
