package zone

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// Invariants on zones against the region engine: the same violated
// invariants (and runtime errors and discrete states), and every zone
// violation's trace concretised and replayed in the concrete interpreter,
// ending in a state that violates it (BuildReport checks that, and fails
// with ErrTrace otherwise).

// props loads an invariants file against p.
func props(t testing.TB, p *ta.Program, file string) []*explore.Property {
	t.Helper()
	ps, err := explore.LoadProperties(file, p)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// regionVerdicts explores with the region engine, whole, and returns the
// names of the violated invariants.
func regionVerdicts(t testing.TB, p *ta.Program, cfg explore.Config) ([]string, *explore.Result) {
	t.Helper()
	m, err := explore.NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := explore.Explore(m, explore.Options{NoSplit: true})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Complete {
		t.Fatalf("region exploration incomplete: %s", res.StopReason)
	}
	var out []string
	for _, v := range res.Violations {
		if v.Prop != nil {
			out = append(out, v.Prop.Name)
		}
	}
	sort.Strings(out)
	return out, res
}

// zoneVerdicts explores over zones through ExploreReport (which
// concretises and replays every trace) and returns the violated
// invariants' names, the report and the result.
func zoneVerdicts(t testing.TB, p *ta.Program, cfg explore.Config) ([]string, *explore.Report, *Result) {
	t.Helper()
	m, err := explore.NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	rep, res, err := ExploreReport(m, explore.Options{NoSplit: true}) // whole: its discrete states are compared
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete {
		t.Fatalf("zone exploration incomplete: %s", rep.Stop)
	}
	var out []string
	for _, ie := range rep.Invariants {
		if ie.Violated {
			out = append(out, ie.Name)
		}
	}
	sort.Strings(out)
	return out, rep, res
}

// compareVerdicts checks both engines on p with the invariants of file.
func compareVerdicts(t *testing.T, name string, p *ta.Program, file string, cal ta.Calendar) {
	t.Helper()
	t0 := time.Now()
	want, rres := regionVerdicts(t, p, explore.Config{Cal: cal, Props: props(t, p, file)})
	rt := time.Since(t0)
	got, rep, zres := zoneVerdicts(t, p, explore.Config{Cal: cal, Props: props(t, p, file)})
	if !slices.Equal(want, got) {
		t.Errorf("%s: violated with regions %q, with zones %q", name, want, got)
	}
	re, ze := regionErrors(rres), zoneErrors(zres)
	for m := range re {
		if !ze[m] {
			t.Errorf("%s: runtime error only with regions: %s", name, m)
		}
	}
	for m := range ze {
		if !re[m] {
			t.Errorf("%s: runtime error only with zones: %s", name, m)
		}
	}
	want2 := map[string]string{}
	rres.EachDiscrete(func(st *ta.State) { want2[key(st)] = stateText(p, st) })
	got2 := map[string]string{}
	for i := range zres.States {
		got2[key(&zres.States[i])] = stateText(p, &zres.States[i])
	}
	if onlyR, onlyZ := differ(want2, got2); len(onlyR)+len(onlyZ) > 0 {
		t.Errorf("%s: discrete states only with regions (%d): %s\nonly with zones (%d): %s", name, len(onlyR), head(onlyR), len(onlyZ), head(onlyZ))
	}
	if len(rep.Errors) != len(zres.Errors) {
		t.Errorf("%s: %d runtime errors, %d reported", name, len(zres.Errors), len(rep.Errors))
	}
	if testing.Verbose() {
		t.Logf("%s: violated %q; regions %d states in %v; zones %d (%d locations) in %v",
			name, got, rres.Stats.States, rt.Round(time.Millisecond), zres.Zones, zres.Locations, zres.Elapsed.Round(time.Millisecond))
	}
}

// The bundled programs with their invariants.
func TestInvariantsBundled(t *testing.T) {
	isyCal := ta.Calendar{Start: 21 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 20 * hour}
	day := ta.Calendar{Start: 9 * hour, Horizon: 600, Sunrise: 6 * hour, Sunset: 18 * hour}
	evening := ta.Calendar{Start: 17*hour + 50*60, Horizon: 900, Sunrise: 6 * hour, Sunset: 18 * hour}
	cases := []struct {
		path string
		cal  ta.Calendar
	}{
		{"paper/figure1.ta", ta.Calendar{Start: 17*hour + 59*60, Horizon: 90, Sunrise: 6 * hour, Sunset: 18 * hour}},
		{"paper/figure2.ta", ta.Calendar{Horizon: 60}},
		{"paper/latearrival.ta", day},
		{"isy/porch.isy", ta.Calendar{Start: 9 * hour, Horizon: 200}},
		{"isy/hallway.isy", isyCal},
		{"isy/evening.isy", ta.Calendar{Start: 19 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 20 * hour}},
		{"isy/bathroom.isy", isyCal},
		{"isy/garage.isy", isyCal},
		{"elk/doorajar.elk", day},
		{"elk/entrylights.elk", evening},
		{"elk/exitdelay.elk", day},
		{"elk/figure2.elk", day},
		{"elk/sprinkler.elk", evening},
		{"hass/door-lock-after-timeout.yaml", day},
		{"hass/door-lock-stop-on-timeout.yaml", day},
		{"hass/motion-restart.yaml", evening},
		{"hass/motion-single.yaml", evening},
		{"hass/sunset-porch.yaml", evening},
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			path := filepath.Join("../../programs", c.path)
			inv := strings.TrimSuffix(path, filepath.Ext(path)) + ".inv.yaml"
			p := load(t, path)
			compareVerdicts(t, c.path, p, inv, c.cal)
		})
	}
}

// The ten homes, whole, with their invariants, for two minutes from 09:00
// (P08 and P10 on shorter horizons: whole, they are large for the region
// engine).
func TestInvariantsHA(t *testing.T) {
	if os.Getenv("DELOREAN_LONG") == "" {
		// make test checks the homes through the command line
		// (cmd/delorean TestEngineZonesAgree, P01-P09 for 2 minutes)
		// and split (TestZoneSplitAgrees).
		t.Skip("the ten homes whole over both engines: make test-long")
	}
	dirs, err := filepath.Glob("../../programs/ha/p[01][0-9]")
	if err != nil || len(dirs) != 10 {
		t.Fatalf("ha programs: %v %v", dirs, err)
	}
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "p[01]*.*"))
		var path string
		for _, f := range files {
			if !strings.HasSuffix(f, ".yaml") && !strings.HasSuffix(f, ".md") {
				path = f
			}
		}
		t.Run(filepath.Base(dir), func(t *testing.T) {
			h := int64(120)
			switch {
			case strings.HasSuffix(dir, "p08"):
				t.Skip("P08 whole is too large for the region engine")
			case strings.HasSuffix(dir, "p10"):
				h = 20
			}
			p := load(t, path)
			cal := ta.Calendar{Start: 9 * hour, Horizon: h, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}
			compareVerdicts(t, filepath.Base(path), p, filepath.Join(dir, "invariants.yaml"), cal)
		})
	}
}

// An obligation closed by time passing at the instant a schedule is due
// (testdata/closing-at-schedule.ta): the same verdicts as regions, and
// the traces replay.
func TestInvariantsClosingAtSchedule(t *testing.T) {
	p := load(t, "testdata/closing-at-schedule.ta")
	cal := ta.Calendar{Start: 18*hour + 29*60 + 58, Horizon: 45, Sunrise: 6 * hour, Sunset: 18*hour + 30*60 + 22}
	compareVerdicts(t, "closing at a schedule", p, "testdata/closing-at-schedule.inv.yaml", cal)
}
