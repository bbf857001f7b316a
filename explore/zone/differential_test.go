package zone

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

const hour = 3600

func load(t testing.TB, path string) *ta.Program {
	t.Helper()
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// stateText writes a discrete state readably, for the differences.
func stateText(p *ta.Program, st *ta.State) string {
	var b strings.Builder
	for i, v := range p.Vars {
		fmt.Fprintf(&b, "%s=%s ", v.Name, explore.FormatValue(&v.Type, st.Vals[i]))
	}
	for i, tm := range p.Timers {
		if st.Timers[i] > 0 {
			fmt.Fprintf(&b, "timer %s(w%d) ", tm.Name, st.Timers[i]-1)
		}
	}
	for i, r := range p.Rules {
		if st.RuleOff[i] {
			fmt.Fprintf(&b, "off:%s ", r.Name)
		}
	}
	for i, f := range st.Fired {
		if f {
			fmt.Fprintf(&b, "fired:%d ", i)
		}
	}
	return strings.TrimSpace(b.String())
}

func key(st *ta.State) string { return string(discKey(nil, st)) }

// regionStates explores with the region engine (the reference) and
// returns its reachable discrete states by key.
func regionStates(t testing.TB, p *ta.Program, cfg explore.Config) (map[string]string, *explore.Result) {
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
	out := map[string]string{}
	res.EachDiscrete(func(st *ta.State) {
		k := key(st)
		if _, ok := out[k]; !ok {
			out[k] = stateText(p, st)
		}
	})
	return out, res
}

func zoneStates(t testing.TB, p *ta.Program, cfg explore.Config, opt Options) (map[string]string, *Result) {
	t.Helper()
	m, err := explore.NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Complete {
		t.Fatalf("zone exploration incomplete: %s", res.StopReason)
	}
	out := map[string]string{}
	for i := range res.States {
		out[key(&res.States[i])] = stateText(p, &res.States[i])
	}
	return out, res
}

// differ lists the states in one set and not the other.
func differ(a, b map[string]string) (onlyA, onlyB []string) {
	for k, s := range a {
		if _, ok := b[k]; !ok {
			onlyA = append(onlyA, s)
		}
	}
	for k, s := range b {
		if _, ok := a[k]; !ok {
			onlyB = append(onlyB, s)
		}
	}
	sort.Strings(onlyA)
	sort.Strings(onlyB)
	return onlyA, onlyB
}

// errorSet is the set of runtime error messages a region result reports.
func regionErrors(res *explore.Result) map[string]bool {
	out := map[string]bool{}
	for _, v := range res.Violations {
		if v.Err != nil {
			out[v.Err.Error()] = true
		}
	}
	return out
}

func zoneErrors(res *Result) map[string]bool {
	out := map[string]bool{}
	for _, e := range res.Errors {
		out[e.Err.Error()] = true
	}
	return out
}

// compare explores p with both engines and checks that they reach the
// same discrete states and the same runtime errors.
func compare(t *testing.T, name string, p *ta.Program, cfg explore.Config, opt Options) *Result {
	t.Helper()
	t0 := time.Now()
	want, rres := regionStates(t, p, cfg)
	rt := time.Since(t0)
	got, zres := zoneStates(t, p, cfg, opt)
	onlyR, onlyZ := differ(want, got)
	if len(onlyR)+len(onlyZ) > 0 {
		t.Errorf("%s: region engine %d discrete states, zone engine %d\nonly regions (%d): %s\nonly zones (%d): %s",
			name, len(want), len(got), len(onlyR), head(onlyR), len(onlyZ), head(onlyZ))
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
	if testing.Verbose() {
		t.Logf("%s: %d discrete states; regions %d states in %v; zones %d (%d stored, %d hits, %s) in %v",
			name, len(got), rres.Stats.States, rt.Round(time.Millisecond), zres.Zones, zres.Stored, zres.Hits, zres.Extrapolation, zres.Elapsed.Round(time.Millisecond))
	}
	return zres
}

func head(s []string) string {
	if len(s) > 8 {
		s = append(s[:8:8], "...")
	}
	return "\n  " + strings.Join(s, "\n  ")
}

// The bundled programs, without their invariants, on horizons the region
// engine explores in a moment.
func TestDifferentialBundled(t *testing.T) {
	isyCal := ta.Calendar{Start: 21 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 20 * hour}
	day := ta.Calendar{Start: 9 * hour, Horizon: 600, Sunrise: 6 * hour, Sunset: 18 * hour}
	evening := ta.Calendar{Start: 17*hour + 50*60, Horizon: 900, Sunrise: 6 * hour, Sunset: 18 * hour}
	cases := []struct {
		path string
		cal  ta.Calendar
	}{
		{"paper/figure1.ta", ta.Calendar{Start: 17*hour + 58*60, Horizon: 900, Sunrise: 6 * hour, Sunset: 18 * hour}},
		{"paper/figure1.ta", ta.Calendar{Start: 9 * hour, Horizon: 900}},
		{"paper/figure2.ta", ta.Calendar{Horizon: 60}},
		{"paper/latearrival.ta", day},
		{"isy/porch.isy", ta.Calendar{Start: 9 * hour, Horizon: 600}},
		{"isy/hallway.isy", isyCal},
		{"isy/evening.isy", ta.Calendar{Start: 19 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 20 * hour}},
		{"isy/bathroom.isy", isyCal},
		{"isy/garage.isy", isyCal},
		{"elk/doorajar.elk", day},
		{"elk/entrylights.elk", evening},
		{"elk/exitdelay.elk", day},
		{"elk/figure2.elk", day},
		{"elk/sprinkler.elk", evening},
		{"ta/ad94.tck", ta.Calendar{}},
		{"ta/figure2.tck", ta.Calendar{}},
		{"ta/fischer-2.tck", ta.Calendar{}},
		{"ta/fischer-3.tck", ta.Calendar{}},
		{"ta/fischer-broken-2.tck", ta.Calendar{}},
		{"ta/fischer-broken-3.tck", ta.Calendar{}},
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			p := load(t, filepath.Join("../../programs", c.path))
			compare(t, c.path, p, explore.Config{Cal: c.cal}, Options{})
		})
	}
}

// The home-automation benchmark P01..P10, whole, for a few minutes from
// 09:00 (their invariants left out).
func TestDifferentialHA(t *testing.T) {
	dirs, err := filepath.Glob("../../programs/ha/p[01][0-9]")
	if err != nil || len(dirs) != 10 {
		t.Fatalf("ha programs: %v %v", dirs, err)
	}
	horizon := int64(120)
	if os.Getenv("DELOREAN_LONG") != "" {
		horizon = 900
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
			p := load(t, path)
			h := horizon
			if strings.HasSuffix(dir, "p08") {
				// Ten independent loops: whole, their product has tens
				// of millions of region states in 6 s (its README).
				t.Skip("P08 whole is too large for the region engine")
			}
			if strings.HasSuffix(dir, "p10") {
				h = 30 // whole, 2 M region states in 120 s
				if os.Getenv("DELOREAN_LONG") != "" {
					h = 120
				}
			}
			cal := ta.Calendar{Start: 9 * hour, Horizon: h, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}
			compare(t, filepath.Base(path), p, explore.Config{Cal: cal}, Options{})
		})
	}
}
