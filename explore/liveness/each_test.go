package liveness

import (
	"encoding/json"
	"math/rand"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// TestCheckEachWorkers: on random programs over schedules and weekdays
// (forever_random_test.go's), started at noon on a day not given, so
// that each class of start days is a model of its own, CheckEach with 2
// and 4 workers gives the reports CheckSeq gives, property by property,
// byte for byte in JSON (a property that reads the time of day among
// them): without a limit, and with --max-states limits
// that stop some checks on a later start day's model, others on the
// first (the shared budget: each model gets what the ones before left).
func TestCheckEachWorkers(t *testing.T) {
	r := rand.New(rand.NewSource(4141))
	cal := ta.Calendar{Start: 12 * 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	several, limited := 0, 0
	for k := 0; k < 8; k++ {
		text := randomProg(r).text()
		p, err := frontends.LoadSource("random.ta", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		pp, err := Prepare(p)
		if err != nil {
			t.Fatal(err)
		}
		// One property reads the time of day (its cells, timed.go); its
		// atoms are the program's before the calendar is made.
		timedTarget := mustExpr(t, pp, "L == A && time > 08:00 && time <= 16:00")
		fcal, err := explore.ForeverCalendar(pp, nil, cal)
		if err != nil {
			t.Fatal(err)
		}
		cals := []ta.Calendar{fcal}
		if pp.UsesWeekdays() {
			if cals, err = explore.WeekdayCalendars(pp, fcal); err != nil {
				t.Fatal(err)
			}
		}
		var models []*explore.Model
		for _, c := range cals {
			m, err := explore.NewModel(pp, explore.Config{Cal: c})
			if err != nil {
				t.Fatal(err)
			}
			models = append(models, m)
		}
		if len(models) > 1 {
			several++
		}
		props := []*Property{
			{Name: "L == A again and again", Kind: LeadsTo, Target: mustExpr(t, pp, "L == A")},
			{Name: "after M becomes B, L == C", Kind: LeadsTo, Edge: mustExpr(t, pp, "M == B"), Target: mustExpr(t, pp, "L == C")},
			{Name: "after Button, L == B", Kind: LeadsTo, Stims: []int{pp.LookupEvent("Button.Pressed")}, Target: mustExpr(t, pp, "L == B")},
			{Name: "L == A by day again and again", Kind: LeadsTo, Target: timedTarget},
		}
		for _, limit := range []int{0, 40} {
			opt := Options{Algorithm: Algorithm(k % 2), MaxStates: limit}
			var want []string
			for _, prop := range props {
				o, err := CheckSeq(models, prop, opt, nil)
				if err != nil {
					t.Fatalf("program %d: %v\n%s", k, err, text)
				}
				if o.Verdict == Unknown {
					limited++
				}
				want = append(want, reportJSON(t, o, opt.Algorithm))
			}
			for _, w := range []int{2, 4} {
				outs, err := CheckEach(models, props, opt, w)
				if err != nil {
					t.Fatal(err)
				}
				for i, o := range outs {
					if got := reportJSON(t, o, opt.Algorithm); got != want[i] {
						t.Fatalf("program %d, %s, --max-states %d, %d workers:\n%s\none by one:\n%s\n%s", k, props[i].Name, limit, w, got, want[i], text)
					}
				}
			}
		}
	}
	if several < 3 || limited < 6 {
		t.Errorf("%d programs with several start-day models, %d checks stopped at the limit: too few to tell", several, limited)
	}
	t.Logf("%d of 8 programs with several start-day models; %d checks stopped at a limit", several, limited)
}

func reportJSON(t *testing.T, o *Outcome, alg Algorithm) string {
	t.Helper()
	b, err := json.Marshal(o.Report(alg))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
