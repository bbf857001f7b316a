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
// from cal, with the liveness properties of the file inv.
func foreverModel(t testing.TB, path, inv string, cal ta.Calendar) (*explore.Model, []*Property) {
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
	specs, err := explore.LoadProperties(inv, pp)
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
		m, props := foreverModel(t, "testdata/partylight.ta", "testdata/partylight.inv.yaml", wed)
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
		m, props = foreverModel(t, "testdata/partylight-ends.ta", "testdata/partylight.inv.yaml", wed)
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

// TestForeverCycleOfWrapsAlone: a Home Assistant hall (hall-weekday.yaml:
// the light on with motion, off after 5 quiet minutes on a weekday) whose
// sensor goes off once and then stays on for ever: the light never goes
// off, a lasso under no fairness whose cycle is time passing alone, one
// wrap a round and no step. Its replay timed the rounds by their steps,
// so two rounds took "0 s" and the check was an internal error (a
// newcomer's trial of delorean liveness --forever). By hand: a round is
// one wrap, the wall clock going from WrapAt less the period to WrapAt,
// so exactly the period: a week, since the program reads the weekday,
// and a day for hall-daily.yaml, whose condition is a time of day
// (07:00-23:00) instead; every round starts at a midnight, the wrap's,
// which in the weekly one is the midnight Thursday noon's eighth is:
// into a Friday.
func TestForeverCycleOfWrapsAlone(t *testing.T) {
	date := ta.CivilDate{Year: 2026, Month: 12, Day: 3}
	thu := ta.Calendar{Start: 12 * 3600, Date: date, DateKnown: true, Weekday: date.Weekday(), DayKnown: true, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	for _, c := range []struct {
		file   string
		period int64
		day    string // the weekday every round starts on ("": any)
	}{
		{"testdata/hall-weekday.yaml", 7 * ta.SecondsPerDay, "Fri"},
		{"testdata/hall-daily.yaml", ta.SecondsPerDay, ""},
	} {
		for _, alg := range []Algorithm{NDFS, Couvreur} {
			m, props := foreverModel(t, c.file, "testdata/hall-live.inv.yaml", thu)
			if m.Cfg.Cal.Wrap != c.period {
				t.Fatalf("%s: wraps every %d s, want %d", c.file, m.Cfg.Cal.Wrap, c.period)
			}
			o, err := CheckModel(m, props[0], Options{Algorithm: alg})
			if err != nil {
				t.Fatalf("%s %s: %v", c.file, alg, err)
			}
			if o.Verdict != Violated {
				t.Fatalf("%s %s: %s, want violated", c.file, alg, o.Verdict)
			}
			steps := o.Trace.Steps
			if o.CycleAt == 0 || o.RoundAt != o.CycleAt || len(steps) != o.CycleAt {
				t.Fatalf("%s %s: rounds of steps %d..%d..%d, want none (time passes alone)", c.file, alg, o.CycleAt, o.RoundAt, len(steps))
			}
			// The cycle's state: the sensor on, the light on, after the
			// sensor went off (the trigger) in the stem.
			head := &steps[o.CycleAt-1].State
			for v, want := range map[string]string{"binary_sensor.hall_motion": "on", "light.hall": "on"} {
				i := m.Prog.LookupVar(v)
				if got := explore.ShowValue(m.Prog.Vars[i], head.Vals[i]); got != want {
					t.Errorf("%s %s: the cycle has %s = %s, want %s", c.file, alg, v, got, want)
				}
			}
			off := false
			for _, s := range steps {
				off = off || strings.HasSuffix(explore.StimulusText(m.Prog, s.Stim), "hall_motion -> off")
			}
			if !off {
				t.Errorf("%s %s: the sensor never goes off in the stem", c.file, alg)
			}
			period := big.NewRat(c.period, 1)
			for r := 0; r < 2; r++ {
				if got := new(big.Rat).Sub(o.Rounds[r+1], o.Rounds[r]); got.Cmp(period) != 0 {
					t.Errorf("%s %s: round %d lasts %s s, want %d", c.file, alg, r+1, got.RatString(), c.period)
				}
			}
			for _, at := range o.Rounds {
				tod := new(big.Rat).Add(at, big.NewRat(thu.Start, 1))
				if !tod.IsInt() || new(big.Int).Mod(tod.Num(), big.NewInt(ta.SecondsPerDay)).Sign() != 0 {
					t.Errorf("%s %s: a round starts at %s s, not at a midnight", c.file, alg, at.RatString())
				}
				if _, wd, _ := explore.DayOf(m, at); c.day != "" && wd != c.day {
					t.Errorf("%s %s: a round starts on %s, want %s", c.file, alg, wd, c.day)
				}
			}
			// The replay ran through both rounds.
			if o.Trace.End.Cmp(o.Rounds[2]) < 0 {
				t.Errorf("%s %s: the replay ends at %s s, before the second round's end at %s", c.file, alg, o.Trace.End.RatString(), o.Rounds[2].RatString())
			}
			rep := o.Report(alg)
			if want := big.NewRat(c.period, 1).RatString(); rep.Lasso.RoundSeconds != want || len(rep.Lasso.Cycle) != 0 || len(rep.Lasso.Again) != 0 {
				t.Errorf("%s %s: the report has rounds of %s s (want %s) and %d, %d steps (want none)", c.file, alg, rep.Lasso.RoundSeconds, want, len(rep.Lasso.Cycle), len(rep.Lasso.Again))
			}
		}
	}
}
