package zone

import (
	"fmt"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// TestMeasure prints the zone engine's counts and times on the issue's
// long runs, beside the region engine's where it finishes (DELOREAN_LONG
// only; it asserts nothing about time, only that both engines agree
// where both ran).
func TestMeasure(t *testing.T) {
	if os.Getenv("DELOREAN_LONG") == "" {
		t.Skip("long: set DELOREAN_LONG=1")
	}
	garageCal := ta.Calendar{Start: 17 * hour, Sunrise: 7*hour + 15*60, Sunset: 18*hour + 50*60, Weekday: 3, DayKnown: true}
	cases := []struct {
		name, path string
		cal        ta.Calendar
		regions    bool
	}{
		{"figure1 1h", "../../programs/paper/figure1.ta", ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}, true},
		{"figure1 24h", "../../programs/paper/figure1.ta", ta.Calendar{Start: 9 * hour, Horizon: 24 * hour, Sunrise: 6 * hour, Sunset: 18 * hour}, false},
		{"garage 2h", "/work/fixtures/garage-night.isy", withHorizon(garageCal, 2*hour), true},
		{"garage 14h", "/work/fixtures/garage-night.isy", withHorizon(garageCal, 14*hour), false},
		{"p10 1h", "../../programs/ha/p10/p10.isy", ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}, os.Getenv("DELOREAN_REGIONS") != ""},
		{"p10 24h", "../../programs/ha/p10/p10.isy", ta.Calendar{Start: 9 * hour, Horizon: 24 * hour, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}, false},
	}
	if os.Getenv("DELOREAN_P10") != "" {
		// P10's growth with the horizon, each run capped at 300,000
		// stored zones (24 h passes 3 GB uncapped).
		for _, h := range p10Hours() {
			p := load(t, "../../programs/ha/p10/p10.isy")
			m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: h * hour, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}})
			if err != nil {
				t.Fatal(err)
			}
			runtime.GC()
			res, err := Explore(m, Options{MaxZones: p10Cap()})
			if err != nil {
				t.Fatal(err)
			}
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			t.Logf("p10 %dh zones: complete %v, %d zones (%d stored, %d hits, %d transitions), %d discrete, %v, heap %d MB",
				h, res.Complete, res.Zones, res.Stored, res.Hits, res.Transitions, len(res.States), res.Elapsed.Round(time.Millisecond), ms.HeapAlloc>>20)
		}
		return
	}
	for _, c := range cases {
		p := load(t, c.path)
		cfg := explore.Config{Cal: c.cal}
		var want map[string]string
		if c.regions {
			runtime.GC()
			t0 := time.Now()
			w, rres := regionStates(t, p, cfg)
			want = w
			t.Logf("%s regions: %d states, %d discrete, %v, peak RSS %d MB", c.name, rres.Stats.States, len(w), time.Since(t0).Round(time.Millisecond), rres.Stats.PeakRSS>>20)
		}
		runtime.GC()
		got, zres := zoneStates(t, p, cfg, Options{})
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		t.Logf("%s zones: %d zones (%d stored, %d inclusion hits, %d transitions), %d discrete, %v, heap %d MB", c.name, zres.Zones, zres.Stored, zres.Hits, zres.Transitions, len(got), zres.Elapsed.Round(time.Millisecond), ms.HeapAlloc>>20)
		if want != nil {
			if a, b := differ(want, got); len(a)+len(b) > 0 {
				t.Errorf("%s: engines differ: only regions %v, only zones %v", c.name, head(a), head(b))
			}
		}
	}
}

func withHorizon(c ta.Calendar, h int64) ta.Calendar {
	c.Horizon = h
	return c
}

// p10Hours and p10Cap read DELOREAN_P10 ("24" or "24:1000000": hours and
// zone cap) for one long P10 run; the default is 2, 4, 8 and 24 hours
// with 300,000 zones.
func p10Hours() []int64 {
	var h, c int64
	if n, _ := fmt.Sscanf(os.Getenv("DELOREAN_P10"), "%d:%d", &h, &c); n >= 1 && h > 0 {
		return []int64{h}
	}
	return []int64{2, 4, 8, 24}
}

func p10Cap() int {
	var h, c int64
	if n, _ := fmt.Sscanf(os.Getenv("DELOREAN_P10"), "%d:%d", &h, &c); n == 2 && c > 0 {
		return int(c)
	}
	return 300000
}
