package liveness

import (
	"math/big"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// timedModel is path prepared for the check with the liveness properties
// of inv, on --forever's calendar from cal made after the properties are
// loaded (their time-of-day atoms are the model's, as delorean liveness
// makes it).
func timedModel(t testing.TB, path, inv string, cal ta.Calendar) (*explore.Model, []*Property) {
	t.Helper()
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	pp, err := Prepare(p)
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
	fcal, err := explore.ForeverCalendar(pp, nil, cal)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(pp, explore.Config{Cal: fcal})
	if err != nil {
		t.Fatal(err)
	}
	return m, props
}

// TestTimeOfDayByHand: nightlight.ta's light is on from 22:00 to 23:00
// every day (nightlight-weekdays.ta's on weekdays only), and the button
// turns it off at any time. By reading the rules:
//   - "on at night again and again" (the closed window 22:00..23:00)
//     holds in both: at 22:00 the light comes on, a state no press can
//     skip (the instant it comes on is in the window), and weekdays come
//     again and again;
//   - "on after 22:00 again and again" (the window open at 22:00) is
//     violated in both: a press at 22:00, just after the light came on,
//     every day;
//   - "after a press, on at night" holds in both: the next evening (a
//     weekday's) the light comes on at 22:00;
//   - "after 22:30, off" (a trigger that time passing makes true) holds:
//     the light is off by 23:00;
//   - "on on Saturday nights" holds for the daily light and is violated
//     for the weekdays' one, by a cycle a week long (the property reads
//     the weekday, so the day wraps at a week) that never meets it;
//   - "off before 22:00 after it came on" holds: off at 23:00, and
//     midnight is before 22:00.
//
// Both algorithms, from Wednesday noon; every counterexample is replayed
// for two rounds with the target checked at every instant (CheckModel
// fails otherwise), and the violated "after 22:00" has the press at
// 22:00 in its cycle.
func TestTimeOfDayByHand(t *testing.T) {
	date := ta.CivilDate{Year: 2026, Month: 12, Day: 2}
	wed := ta.Calendar{Start: 12 * 3600, Date: date, DateKnown: true, Weekday: date.Weekday(), DayKnown: true, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	want := map[string][]string{
		"nightlight":          {Holds, Violated, Holds, Holds, Holds, Holds},
		"nightlight-weekdays": {Holds, Violated, Holds, Holds, Violated, Holds},
	}
	week := big.NewRat(7*ta.SecondsPerDay, 1)
	for name, verdicts := range want {
		for _, alg := range []Algorithm{NDFS, Couvreur} {
			m, props := timedModel(t, "testdata/"+name+".ta", "testdata/nightlight.inv.yaml", wed)
			if len(props) != len(verdicts) {
				t.Fatalf("%d properties", len(props))
			}
			for i, prop := range props {
				o, err := CheckModel(m, prop, Options{Algorithm: alg})
				if err != nil {
					t.Fatalf("%s %v %s: %v", name, alg, prop.Name, err)
				}
				if o.Verdict != verdicts[i] {
					t.Errorf("%s %v %s: %s, want %s", name, alg, prop.Name, o.Verdict, verdicts[i])
					continue
				}
				if o.Verdict != Violated {
					continue
				}
				if round := new(big.Rat).Sub(o.Rounds[1], o.Rounds[0]); round.Cmp(week) != 0 {
					t.Errorf("%s %v %s: a round of %s s, want a week", name, alg, prop.Name, round.RatString())
				}
				if strings.Contains(prop.Name, "after 22:00") {
					pressed := false
					for _, s := range o.Trace.Steps[o.CycleAt:o.RoundAt] {
						tod := new(big.Rat).Add(s.At, big.NewRat(12*3600, 1))
						at22 := new(big.Rat).Sub(tod, big.NewRat(22*3600, 1))
						day := new(big.Rat).Quo(at22, big.NewRat(ta.SecondsPerDay, 1))
						if day.IsInt() && len(s.Rules) > 0 && m.Prog.Rules[s.Rules[0]].Name == "Press" {
							pressed = true
						}
					}
					if !pressed {
						t.Errorf("%s %v %s: no press at 22:00 in the cycle", name, alg, prop.Name)
					}
				}
			}
		}
	}
}

// TestTimeOfDayRefusals: a property that reads a clock of the program is
// refused with its position and why; one that reads the time of day
// without --forever's wrap is refused, pointing at --forever.
func TestTimeOfDayRefusals(t *testing.T) {
	p, err := frontends.LoadSource("x.ta", []byte("program x\n\nclock c\ndevice L: {Off, On} = Off\nevent B\nrule R on B { L = On; reset c }\n"))
	if err != nil {
		t.Fatal(err)
	}
	pp, err := Prepare(p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(pp, explore.Config{})
	if err != nil {
		t.Fatal(err)
	}
	prop := &Property{Name: "clocked", Kind: LeadsTo, Target: mustExpr(t, pp, "L == On && c > 5"), Pos: ta.Pos{File: "x.inv.yaml", Line: 3, Col: 5}}
	if _, err := NewZones(m, prop, Options{}.Zone); err == nil || !strings.Contains(err.Error(), "x.inv.yaml:3:5: clocked: c > 5 compares a clock") {
		t.Errorf("a clock: %v", err)
	}
	prop = &Property{Name: "nightly", Kind: LeadsTo, Target: mustExpr(t, pp, "L == On && time >= 22:00")}
	if _, err := NewZones(m, prop, Options{}.Zone); err == nil || !strings.Contains(err.Error(), "check it with --forever") {
		t.Errorf("no wrap: %v", err)
	}
}

// BenchmarkEveningTimeOfDay: the five liveness properties of
// evening.isy that read the time of day (testdata/evening-live.inv.yaml:
// four hold, one is violated by a lasso a day long), each checked on
// --forever's day with its cells.
func BenchmarkEveningTimeOfDay(b *testing.B) {
	m, props := timedModel(b, repo+"/programs/isy/evening.isy", "testdata/evening-live.inv.yaml", ta.Calendar{Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800})
	for i := 0; i < b.N; i++ {
		for _, prop := range props {
			if _, err := CheckModel(m, prop, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
