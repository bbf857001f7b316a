package liveness

import (
	"math/big"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// foreverModel is path prepared for the check, on --forever's calendar
// from cal.
func foreverModel(t testing.TB, path string, cal ta.Calendar) (*explore.Model, []*Property) {
	t.Helper()
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	pp, err := Prepare(p)
	if err != nil {
		t.Fatal(err)
	}
	fcal, err := explore.ForeverCalendar(pp, nil, cal)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(pp, explore.Config{Cal: fcal})
	if err != nil {
		t.Fatal(err)
	}
	specs, err := explore.LoadProperties("testdata/partylight.inv.yaml", pp)
	if err != nil {
		t.Fatal(err)
	}
	var props []*Property
	for _, sp := range specs {
		lp, err := FromSpec(sp)
		if err != nil {
			t.Fatal(err)
		}
		props = append(props, lp)
	}
	return m, props
}

// TestForeverWeekdayLasso: partylight.ta's light goes off every night
// but after Saturday's party, which only a person ends; "the light goes
// off again and again" is violated by a lasso that spans days, from a
// Wednesday noon: the stem runs to the first Saturday at 22:00 (day 4,
// 3 days and 10 hours after the start, by hand), then the cycle, a week
// long (the wrap's period: the program reads the weekday), never meets
// Light == Off. Both algorithms; the lasso is replayed for two rounds
// (CheckModel fails otherwise). partylight-ends.ta, whose Sunday rule
// ends the party at 02:00, holds both properties.
func TestForeverWeekdayLasso(t *testing.T) {
	date := ta.CivilDate{Year: 2026, Month: 12, Day: 2}
	wed := ta.Calendar{Start: 12 * 3600, Date: date, DateKnown: true, Weekday: date.Weekday(), DayKnown: true, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	week := big.NewRat(7*ta.SecondsPerDay, 1)
	for _, alg := range []Algorithm{NDFS, Couvreur} {
		m, props := foreverModel(t, "testdata/partylight.ta", wed)
		if m.Cfg.Cal.Wrap != 7*ta.SecondsPerDay {
			t.Fatalf("wraps every %d s, want a week", m.Cfg.Cal.Wrap)
		}
		for _, prop := range props {
			o, err := CheckModel(m, prop, Options{Algorithm: alg})
			if err != nil {
				t.Fatal(err)
			}
			if o.Verdict != Violated {
				t.Fatalf("%s %s: %s, want violated", alg, prop.Name, o.Verdict)
			}
			steps := o.Trace.Steps
			// The cycle starts once the party is on and the light on.
			head := &steps[o.CycleAt-1].State
			if got := m.Prog.Vars[m.Prog.LookupVar("Party")]; explore.ShowValue(got, head.Vals[m.Prog.LookupVar("Party")]) != "Yes" {
				t.Errorf("%s %s: the cycle starts with Party %v", alg, prop.Name, head.Vals)
			}
			// The party starts on the first Saturday at 22:00: 3 days 10
			// hours after Wednesday noon.
			sat := big.NewRat(3*ta.SecondsPerDay+10*3600, 1)
			found := false
			for _, s := range steps[:o.CycleAt] {
				if s.At.Cmp(sat) == 0 && m.Prog.Rules[s.Rules[0]].Name == "Saturday" {
					found = true
				}
			}
			if !found {
				t.Errorf("%s %s: no Saturday rule at 3d10h in the stem", alg, prop.Name)
			}
			// A round is a week or more (the wrap at least once a round);
			// the two rounds repeat each other a round apart.
			cycle, again := steps[o.CycleAt:o.RoundAt], steps[o.RoundAt:]
			if len(cycle) != len(again) {
				t.Fatalf("%s %s: rounds of %d and %d steps", alg, prop.Name, len(cycle), len(again))
			}
			start := steps[o.CycleAt-1].At
			round := new(big.Rat).Sub(steps[o.RoundAt-1].At, start)
			if round.Cmp(week) < 0 {
				t.Errorf("%s %s: a round of %s s, less than a week", alg, prop.Name, round.RatString())
			}
			// The report names the days: the Saturday rule's step is on
			// day 4, a Saturday, 2026-12-05.
			rep := o.Report(alg)
			sawSat := false
			for _, s := range rep.Lasso.Stem {
				if strings.HasPrefix(s.Stimulus, "at 22:00 on Sat") {
					sawSat = sawSat || s.Day == 4 && s.DayOfWeek == "Sat" && s.Date == "2026-12-05"
				}
			}
			if !sawSat {
				t.Errorf("%s %s: the stem's Saturday step is not named day 4 (Sat 2026-12-05): %+v", alg, prop.Name, rep.Lasso.Stem)
			}
		}
		m, props = foreverModel(t, "testdata/partylight-ends.ta", wed)
		for _, prop := range props {
			o, err := CheckModel(m, prop, Options{Algorithm: alg})
			if err != nil {
				t.Fatal(err)
			}
			if o.Verdict != Holds {
				t.Errorf("partylight-ends %s %s: %s, want holds", alg, prop.Name, o.Verdict)
			}
		}
	}
}
