package zone

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// --subsumption alu|extralu (issue 42 item 2): storing the exact zones
// (SubsumeALU, the default) and storing them extrapolated with ExtraLU+
// (SubsumeExtraLU), both covered by aLU, are two zone graphs of one
// model, and must give the same reachable discrete states, the same
// violated invariants at the same earliest times (with a horizon the wall
// clock is exact in both), the same runtime errors and coverage, and
// both be complete. Each is also the reference of the other's
// differential tests against regions (TestZonesAgainstRegionsRandom runs
// the default).

// subsumeVerdict is what the two stores must agree on.
type subsumeVerdict struct {
	states []string
	viols  []string
	errors []string
	cover  string
	zones  int
}

func subsumeRun(t *testing.T, name string, m *explore.Model, opt Options, s Subsumption) (subsumeVerdict, *Result) {
	t.Helper()
	opt.Subsumption = s
	res, err := Explore(m, opt)
	if err != nil {
		t.Fatalf("%s: subsumption %d: %v", name, s, err)
	}
	if !res.Complete {
		t.Fatalf("%s: subsumption %d: incomplete: %s", name, s, res.StopReason)
	}
	var v subsumeVerdict
	for i := range res.States {
		v.states = append(v.states, key(&res.States[i]))
	}
	sort.Strings(v.states)
	for _, vi := range res.Violations {
		v.viols = append(v.viols, fmt.Sprintf("%s at %v", vi.Prop.Name, vi.at))
	}
	for msg := range zoneErrors(res) {
		v.errors = append(v.errors, msg)
	}
	sort.Strings(v.errors)
	v.cover = fmt.Sprint(res.Covered)
	v.zones = res.Zones
	return v, res
}

// subsumeAgree explores the model newModel builds with both stores and
// reports any difference; it returns both results.
func subsumeAgree(t *testing.T, name string, newModel func() *explore.Model, opt Options) (alu, extra *Result) {
	t.Helper()
	a, ra := subsumeRun(t, name, newModel(), opt, SubsumeALU)
	e, re := subsumeRun(t, name, newModel(), opt, SubsumeExtraLU)
	if !slices.Equal(a.states, e.states) {
		t.Errorf("%s: %d discrete states with exact zones, %d with ExtraLU+", name, len(a.states), len(e.states))
	}
	if !slices.Equal(a.viols, e.viols) {
		t.Errorf("%s: violations with exact zones %q, with ExtraLU+ %q", name, a.viols, e.viols)
	}
	if !slices.Equal(a.errors, e.errors) {
		t.Errorf("%s: runtime errors with exact zones %q, with ExtraLU+ %q", name, a.errors, e.errors)
	}
	if a.cover != e.cover {
		t.Errorf("%s: statements covered differ", name)
	}
	if !strings.HasPrefix(ra.Extrapolation, "none: exact zones") && ra.Extrapolation != re.Extrapolation {
		t.Errorf("%s: exact zones not used: %q (ExtraLU+: %q)", name, ra.Extrapolation, re.Extrapolation)
	}
	return ra, re
}

// The bundled programs with their invariants, the TChecker models of
// programs/ta and of testdata (CSMA/CD 3 and 8, 8 with DELOREAN_LONG).
func TestSubsumptionsAgreeBundled(t *testing.T) {
	day := ta.Calendar{Start: 9 * hour, Horizon: 600, Sunrise: 6 * hour, Sunset: 18 * hour}
	evening := ta.Calendar{Start: 17*hour + 50*60, Horizon: 900, Sunrise: 6 * hour, Sunset: 18 * hour}
	cases := []struct {
		path string
		cal  ta.Calendar
	}{
		{"paper/figure1.ta", ta.Calendar{Start: 17 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 18 * hour}},
		{"paper/figure2.ta", ta.Calendar{Horizon: 60}},
		{"paper/latearrival.ta", day},
		{"isy/porch.isy", ta.Calendar{Start: 9 * hour, Horizon: hour}},
		{"isy/hallway.isy", ta.Calendar{Start: 21 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 20 * hour}},
		{"isy/evening.isy", ta.Calendar{Start: 19 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 20 * hour}},
		{"isy/garage.isy", ta.Calendar{Start: 21 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 20 * hour}},
		{"elk/doorajar.elk", day},
		{"elk/entrylights.elk", evening},
		{"elk/exitdelay.elk", day},
		{"elk/sprinkler.elk", evening},
		{"hass/door-lock-after-timeout.yaml", day},
		{"hass/motion-restart.yaml", evening},
		{"hass/sunset-porch.yaml", evening},
	}
	for _, c := range cases {
		path := filepath.Join("../../programs", c.path)
		inv := strings.TrimSuffix(path, filepath.Ext(path)) + ".inv.yaml"
		p := load(t, path)
		ps := props(t, p, inv)
		newModel := func() *explore.Model {
			m, err := explore.NewModel(p, explore.Config{Cal: c.cal, Props: ps})
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
		subsumeAgree(t, c.path, newModel, Options{})
	}
	files, err := filepath.Glob("../../programs/ta/*.tck")
	if err != nil || len(files) < 10 {
		t.Fatalf("programs/ta: %v %v", files, err)
	}
	files = append(files, "testdata/csmacd-3.tck", "testdata/guards.tck")
	if os.Getenv("DELOREAN_LONG") != "" {
		files = append(files, "testdata/csmacd-8.tck")
	}
	for _, f := range files {
		if strings.Contains(f, "fischer-6") && os.Getenv("DELOREAN_LONG") == "" {
			continue
		}
		p := load(t, f)
		a, e := subsumeAgree(t, filepath.Base(f), func() *explore.Model {
			m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
			if err != nil {
				t.Fatal(err)
			}
			return m
		}, Options{})
		if filepath.Base(f) == "csmacd-3.tck" && (a.Zones != 56 || e.Zones != 56) {
			// TChecker's covreach stores 70: docs/zones.md explains the
			// 14 fewer.
			t.Errorf("csmacd-3: %d zones exact, %d ExtraLU+; want 56", a.Zones, e.Zones)
		}
	}
}

// Random programs of the acceptance test's kind (zdiff_random_test.go):
// sunset ranges, windows, `within`/`for` invariants, diagonals, timer
// windows, --init; 30 in `make test`, 1,500 with DELOREAN_LONG.
func TestSubsumptionsAgreeRandom(t *testing.T) {
	n := 30
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1500
	}
	rng := rand.New(rand.NewSource(4242))
	runs, viols := 0, 0
	for i := 0; i < n && !t.Failed(); i++ {
		c := randomZdiffCase(rng)
		p, err := frontends.LoadSource("zdiff.ta", []byte(c.src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		cals, err := sun.Calendars(p, c.base, ta.SunRange{From: c.base.Sunrise, To: c.base.Sunrise}, c.sunset)
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		for _, cal := range cals {
			name := fmt.Sprintf("program %d, sunset %s", i, clockOf(cal.Sunset))
			if _, err := Explore(c.model(t, i, p, cal), Options{}); err != nil {
				if refusal(err) {
					break // explored over regions on the command line
				}
				t.Fatalf("%s: %v\n%s", name, err, c)
			}
			a, _ := subsumeAgree(t, name, func() *explore.Model { return c.model(t, i, p, cal) }, Options{Workers: 1 + i%2})
			if t.Failed() {
				t.Logf("%s", c)
			}
			runs++
			viols += len(a.Violations)
		}
	}
	t.Logf("%d programs, %d runs, %d violations", n, runs, viols)
	if viols == 0 || runs < n {
		t.Errorf("%d runs, %d violations: the test checks little", runs, viols)
	}
}
