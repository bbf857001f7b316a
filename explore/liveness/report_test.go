package liveness

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// A round's length reads as the trace's other durations: a week of
// seconds is 7d, 86400+5400 s is 1d1h30m; a fraction stays in seconds.
func TestRoundText(t *testing.T) {
	for _, c := range []struct{ seconds, want string }{
		{"604800", "7d"},
		{"86400", "1d"},
		{"91800", "1d1h30m"},
		{"61", "1m1s"},
		{"3/2", "3/2 s"},
	} {
		if got := RoundText(c.seconds); got != c.want {
			t.Errorf("RoundText(%s) = %q, want %q", c.seconds, got, c.want)
		}
	}
}

// A start without a date is checked from every day it may fall on, one
// model per day: only a counterexample belongs to one of them, so only
// it names its start day (partylight.ta breaks "the light goes off" from
// a Thursday start; partylight-ends.ta, with its Sunday rule, holds from
// every day, and its report must not name the day it was first asked).
func TestStartDayOnlyOnCounterexamples(t *testing.T) {
	thu := ta.Calendar{Start: 12 * 3600, Weekday: 3, DayKnown: true, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	for _, c := range []struct {
		file    string
		verdict string
		day     string
	}{
		{"testdata/partylight.ta", Violated, "Thu"},
		{"testdata/partylight-ends.ta", Holds, ""},
	} {
		m, props := foreverModel(t, c.file, "testdata/partylight.inv.yaml", thu)
		for _, prop := range props {
			o, err := CheckModel(m, prop, Options{Algorithm: NDFS})
			if err != nil {
				t.Fatal(err)
			}
			rep := o.Report(NDFS)
			if o.Verdict != c.verdict || rep.StartDay != c.day {
				t.Errorf("%s %s: %s with start day %q, want %s with %q", c.file, prop.Name, o.Verdict, rep.StartDay, c.verdict, c.day)
			}
		}
	}
}

// A lasso's steps are in the user's words, as explore's traces are: the
// Home Assistant hall's (TestForeverCycleOfWrapsAlone) steps name the
// automation that ran but not the front end's machinery (the rule that
// sets the sensor on its change, "(environment)", which the step's
// stimulus already says), and its states and changes leave out the
// front end's internal variables; the model does have both.
func TestLassoStepsInUsersWords(t *testing.T) {
	date := ta.CivilDate{Year: 2026, Month: 12, Day: 3}
	thu := ta.Calendar{Start: 12 * 3600, Date: date, DateKnown: true, Weekday: date.Weekday(), DayKnown: true, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	m, props := foreverModel(t, "testdata/hall-weekday.yaml", "testdata/hall-live.inv.yaml", thu)
	internalRule, internalVar := false, map[string]bool{}
	for _, r := range m.Prog.Rules {
		internalRule = internalRule || r.Internal
	}
	for _, v := range m.Prog.Vars {
		if v.Internal {
			internalVar[v.DisplayName()] = true
		}
	}
	if !internalRule {
		t.Fatal("the hall's lowering has no internal rule: nothing to leave out")
	}
	o, err := CheckModel(m, props[0], Options{Algorithm: NDFS})
	if err != nil {
		t.Fatal(err)
	}
	r := o.Report(NDFS)
	if r.Lasso == nil {
		t.Fatalf("%s: no lasso", o.Verdict)
	}
	ran := false
	for _, part := range [][]StepEntry{r.Lasso.Stem, r.Lasso.Cycle, r.Lasso.Again} {
		for _, s := range part {
			for _, rule := range s.Rules {
				ran = true
				if strings.Contains(rule, "(environment)") {
					t.Errorf("step %s %s ran %q", s.At, s.Stimulus, rule)
				}
			}
			for _, kv := range append(append([]string{}, s.State...), s.Changes...) {
				name, _, _ := strings.Cut(kv, "=")
				name, _, _ = strings.Cut(name, ":")
				if internalVar[name] {
					t.Errorf("step %s %s shows internal %q", s.At, s.Stimulus, kv)
				}
			}
		}
	}
	if !ran {
		t.Error("no step names a rule that ran")
	}
}
