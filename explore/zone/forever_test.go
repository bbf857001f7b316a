package zone

import (
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// foreverCase is a program with its invariants and the starts it is
// explored from (seconds after midnight; a dated start gives the weekday).
type foreverCase struct {
	path, inv string
	starts    []int64
	cal       ta.Calendar // sun times, weekday
}

func (c foreverCase) name() string { return filepath.Base(c.path) }

// nightsCase is testdata/nights.ta: a violation three days of history
// set up.
var nightsCase = foreverCase{path: "testdata/nights.ta", inv: "testdata/nights.inv.yaml", starts: []int64{23*hour + 30*60}}

// foreverSample is the fast part of the forever-against-horizons test;
// foreverSweep (DELOREAN_LONG) adds every bundled program.
func foreverSample() []foreverCase {
	sun := ta.Calendar{Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}
	return []foreverCase{
		{path: "../../programs/paper/figure1.ta", inv: "../../programs/paper/figure1.inv.yaml", starts: []int64{21 * hour}, cal: sun},
		nightsCase,
	}
}

// foreverSweep is every bundled program with its invariants, from three
// starts, on a Thursday (for the programs that read the weekday).
func foreverSweep(t *testing.T) []foreverCase {
	cal := ta.Calendar{Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60, Weekday: 3, DayKnown: true}
	out := []foreverCase{nightsCase, {path: "testdata/garage-night.isy", inv: "testdata/garage-night.inv.yaml", starts: []int64{0, 17 * hour}, cal: garageCal(0)}}
	out[0].starts = []int64{0, 23*hour + 30*60}
	for _, pat := range []string{"paper/*.ta", "isy/*.isy", "elk/*.elk", "hass/*.yaml", "ha/p*/p*.ta"} {
		files, err := filepath.Glob("../../programs/" + pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, ".inv.yaml") {
				continue
			}
			inv := strings.TrimSuffix(f, filepath.Ext(f)) + ".inv.yaml"
			if strings.HasPrefix(filepath.Base(filepath.Dir(f)), "p") {
				inv = filepath.Join(filepath.Dir(f), "invariants.yaml")
			}
			if _, err := os.Stat(inv); err != nil {
				inv = ""
			}
			out = append(out, foreverCase{path: f, inv: inv, starts: []int64{0, 9 * hour, 21 * hour}, cal: cal})
		}
	}
	// The shared corpus (real homes, outside the repository; absent in
	// a copy without it), without invariants: the discrete states.
	for _, pat := range []string{"hass/*.yaml", "isy/*"} {
		files, _ := filepath.Glob(filepath.Join(sharedCorpus, pat))
		for _, f := range files {
			out = append(out, foreverCase{path: f, starts: []int64{0, 9 * hour, 21 * hour}, cal: cal})
		}
	}
	return out
}

// sharedCorpus is /work/shared/corpus from this package's directory of
// a worktree.
const sharedCorpus = "../../../shared/corpus"

// foreverZoneLimit bounds each exploration of the sweep: a program whole
// that a zone search does not finish within it is skipped (said so).
const foreverZoneLimit = 100000

// TestForeverAgainstHorizons: from each start, the discrete states
// --forever reaches are those a long horizon reaches (the union over the
// horizon's run: two weeks with DELOREAN_LONG, long enough for every
// program here, none of which counts more than a week of days; a week
// for the sample),
// the same invariants are violated, and each at the time of day and on
// the day the horizon's earliest violation is (forever reports the
// earliest in time of the paths it found, unfolded into days).
func TestForeverAgainstHorizons(t *testing.T) {
	// A week in make test (the nights need six days to reach every
	// state: three to sound the siren, two more to count again), two
	// weeks over every program with DELOREAN_LONG.
	cases, days := foreverSample(), int64(7)
	if os.Getenv("DELOREAN_LONG") != "" {
		cases, days = foreverSweep(t), 14
	}
	for _, c := range cases {
		p, err := frontends.Load(c.path)
		if err != nil && strings.HasPrefix(c.path, sharedCorpus) {
			t.Logf("%s: not loaded: %v", c.name(), err)
			continue
		} else if err != nil {
			t.Fatal(err)
		}
		var ps []*explore.Property
		if c.inv != "" {
			if ps, err = explore.LoadProperties(c.inv, p); err != nil {
				// Invariants comparing numbers the program is not read
				// with (the command line reads it with them): the
				// states alone.
				t.Logf("%s: without its invariants: %v", c.name(), err)
				ps = nil
			}
		}
		for _, start := range c.starts {
			cal := c.cal
			cal.Start = start
			name := c.name() + " from " + ta.FormatClockTime(start)
			fcal, err := explore.ForeverCalendar(p, ps, cal)
			if err != nil {
				t.Logf("%s: refused: %v", name, err)
				continue
			}
			hcal := cal
			hcal.Horizon = days * 24 * hour
			if !p.UsesWallClock() {
				hcal.Horizon = 0
			}
			fst, fres, ok := foreverRun(t, p, explore.Config{Cal: fcal, Props: ps})
			if !ok {
				t.Logf("%s: --forever over %d zones, skipped", name, foreverZoneLimit)
				continue
			}
			hst, hres, ok := foreverRun(t, p, explore.Config{Cal: hcal, Props: ps})
			if !ok {
				t.Logf("%s: the horizon over %d zones, skipped", name, foreverZoneLimit)
				continue
			}
			if onlyF, onlyH := differ(fst, hst); len(onlyF)+len(onlyH) > 0 {
				t.Errorf("%s: discrete states differ: only --forever %v, only the horizon %v", name, onlyF, onlyH)
			}
			fv, hv := violationTimes(fres), violationTimes(hres)
			for inv, at := range hv {
				got, ok := fv[inv]
				switch {
				case !ok:
					t.Errorf("%s: %q violated within the horizon (at %s), not found by --forever", name, inv, at)
				case got != at:
					t.Errorf("%s: %q violated first at %s within the horizon, by --forever at %s", name, inv, at, got)
				}
			}
			for inv := range fv {
				if _, ok := hv[inv]; !ok {
					t.Errorf("%s: %q violated by --forever only", name, inv)
				}
			}
			t.Logf("%s: %d discrete states, %d and %d zones, %d violated", name, len(fst), fres.Zones, hres.Zones, len(fv))
		}
	}
}

// foreverRun explores cfg whole over zones within foreverZoneLimit.
func foreverRun(t *testing.T, p *ta.Program, cfg explore.Config) (map[string]string, *Result, bool) {
	t.Helper()
	m, err := explore.NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, Options{MaxZones: foreverZoneLimit})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Complete {
		return nil, nil, false
	}
	out := map[string]string{}
	for i := range res.States {
		out[key(&res.States[i])] = stateText(p, &res.States[i])
	}
	return out, res, true
}

// violationTimes is each violated invariant's earliest time, as its
// trace's end in days and time of day ("day 3 23:00:00"): the trace is
// concretised and replayed (Trace), so a trace of --forever that does
// not replay fails the test.
func violationTimes(r *Result) map[string]string {
	out := map[string]string{}
	for _, v := range r.Violations {
		tr, err := r.Trace(v)
		if err != nil {
			out[v.Prop.Name] = "no trace: " + err.Error()
			continue
		}
		day := new(big.Rat).Add(tr.End, big.NewRat(r.Model.Cfg.Cal.Start, 1))
		day.Quo(day, big.NewRat(ta.SecondsPerDay, 1))
		n := new(big.Int).Quo(day.Num(), day.Denom())
		out[v.Prop.Name] = "day " + new(big.Int).Add(n, big.NewInt(1)).String() + " " + r.Model.ClockText(tr.End)
	}
	return out
}

// TestForeverNights: the siren of testdata/nights.ta sounds on the
// third night the door is left open, at 23:00 on the third day (71 hours
// after a midnight start: two days and 23 hours): --forever finds it and
// says when, a horizon of 96 hours finds it, one of 48 hours does not.
func TestForeverNights(t *testing.T) {
	p := load(t, nightsCase.path)
	ps := props(t, p, nightsCase.inv)
	fcal, err := explore.ForeverCalendar(p, ps, ta.Calendar{})
	if err != nil {
		t.Fatal(err)
	}
	if fcal.Wrap != ta.SecondsPerDay {
		t.Errorf("wraps at %d s, not a day (the program does not read the weekday)", fcal.Wrap)
	}
	for _, tc := range []struct {
		cal  ta.Calendar
		want string // "" for no violation
	}{
		{fcal, "day 3 23:00:00"},
		{ta.Calendar{Horizon: 96 * hour}, "day 3 23:00:00"},
		{ta.Calendar{Horizon: 48 * hour}, ""},
	} {
		_, res, ok := foreverRun(t, p, explore.Config{Cal: tc.cal, Props: ps})
		if !ok {
			t.Fatal("incomplete")
		}
		got := violationTimes(res)["siren never sounds"]
		if got != tc.want {
			t.Errorf("horizon %d, wrap %d: violated at %q, want %q", tc.cal.Horizon, tc.cal.Wrap, got, tc.want)
		}
	}
	// The report says the day and the elapsed time of the end: 71 hours.
	m, err := explore.NewModel(p, explore.Config{Cal: fcal, Props: ps})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ve := rep.Invariants[0].Violation
	if ve == nil || ve.Elapsed != "255600" || ve.Day != 3 || rep.Reached != explore.ForeverReached {
		t.Fatalf("report: %+v, reached %q", ve, rep.Reached)
	}
	days := map[int]bool{}
	for _, s := range ve.Trace {
		days[s.Day] = true
	}
	if !days[1] || !days[2] || !days[3] {
		t.Errorf("the trace's steps are on days %v, want 1, 2 and 3", days)
	}
}

// TestForeverWeekly: a program that reads the weekday wraps at a week,
// and one whose Saturday rule breaks an invariant is violated on the
// first Saturday after a Thursday start (day 3), replayed.
func TestForeverWeekly(t *testing.T) {
	p := loadSrc(t, `
device Lamp: {Off, On} = Off
rule Sat at 10:00 on Sat { Lamp = On }
`)
	ps := propsSrc(t, p, "- name: lamp off\n  condition: Lamp == Off\n")
	cal, err := explore.ForeverCalendar(p, ps, ta.Calendar{Start: 12 * hour, Weekday: 3, DayKnown: true})
	if err != nil {
		t.Fatal(err)
	}
	if cal.Wrap != 7*ta.SecondsPerDay || cal.WrapAt != 12*hour+7*ta.SecondsPerDay {
		t.Fatalf("wrap %d at %d", cal.Wrap, cal.WrapAt)
	}
	_, res, ok := foreverRun(t, p, explore.Config{Cal: cal, Props: ps})
	if !ok {
		t.Fatal("incomplete")
	}
	if got := violationTimes(res)["lamp off"]; got != "day 3 10:00:00" {
		t.Errorf("violated at %q, want day 3 10:00:00 (Saturday)", got)
	}
}

// TestForeverRefuses: what differs from day to day beyond the weekday is
// refused at its line: a date, the time since the start, each day's own
// sun times.
func TestForeverRefuses(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"device L: {Off, On}\nevent E\nrule R on E {\n  if time in 10:00..11:00 on day.1 { L = On }\n}\n", ":4:"},
		{"device L: {Off, On}\nevent E\nrule R on E {\n  if now > 1h { L = On }\n}\n", ":4:"},
	} {
		p := loadSrc(t, tc.src)
		_, err := explore.ForeverCalendar(p, nil, ta.Calendar{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want an error at line %s", tc.src, err, tc.want)
		}
	}
	p := loadSrc(t, "device L: {Off, On}\nrule R at sunset { L = On }\n")
	cal := ta.Calendar{Days: []ta.SunDay{{Sunrise: 6 * hour, Sunset: 18 * hour}, {Sunrise: 6 * hour, Sunset: 18*hour + 60}}}
	if _, err := explore.ForeverCalendar(p, nil, cal); err == nil {
		t.Error("each day's own sun times: not refused")
	}
}

func loadSrc(t *testing.T, src string) *ta.Program {
	t.Helper()
	p, err := frontends.LoadSource("forever.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func propsSrc(t *testing.T, p *ta.Program, src string) []*explore.Property {
	t.Helper()
	ps, err := explore.ParseProperties("forever.yaml", []byte(src), p)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}
