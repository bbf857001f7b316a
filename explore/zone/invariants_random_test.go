package zone

import (
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// randomInvariantCase writes a random program shaped like a home (Waits
// lowered as ISY does, schedules at fixed times and at sunset, windows of
// the time of day that open and close inside the horizon, a stored
// timestamp) with random invariants of every kind: conditions with
// windows, `holds ... for` and `reaches ... within` after a stimulus, a
// rule, a change or a condition becoming true, with or without `while`,
// on conditions that read the devices, the time of day and the stored
// timestamp. After explore's randomTimedCase, with the triggers and
// conditions the zone engine treats differently added.
func randomInvariantCase(rng *rand.Rand) (src, props string, cal ta.Calendar) {
	start := int64(18*hour + 29*60 + rng.Intn(60))
	cal = ta.Calendar{Start: start, Horizon: int64(15 + rng.Intn(25)), Sunset: start + int64(5+rng.Intn(20)), Sunrise: 6 * hour}
	at := func(lo, hi int) string { return clockOf(start + int64(lo+rng.Intn(hi-lo+1))) }
	var b strings.Builder
	fmt.Fprintln(&b, "program inv")
	fmt.Fprintln(&b, "device door: {Off, On}\ndevice light: {Off, On}")
	nw := 1 + rng.Intn(2)
	for w := 0; w < nw; w++ {
		fmt.Fprintf(&b, "var stage%d: 0..1\ntimer wait%d\n", w, w)
	}
	fmt.Fprintln(&b, "clock seen\nevent motion, opened, closed")
	dev := func() string { return []string{"door", "light"}[rng.Intn(2)] }
	val := func() string { return []string{"Off", "On"}[rng.Intn(2)] }
	cond := func() string {
		switch rng.Intn(6) {
		case 0:
			return "time in sunset..sunrise"
		case 1:
			return fmt.Sprintf("time in %s..%s", at(0, 15), at(16, 50))
		case 2:
			return fmt.Sprintf("seen %s %ds", []string{"<", ">=", ">", "<="}[rng.Intn(4)], 2+rng.Intn(8))
		}
		return fmt.Sprintf("%s == %s", dev(), val())
	}
	var rules []string
	for w := 0; w < nw; w++ {
		rules = append(rules,
			fmt.Sprintf("rule then%d on call {\n    cancel wait%d\n    stage%d = 1\n    start wait%d %ds\n}", w, w, w, w, 3+rng.Intn(10)),
			fmt.Sprintf("rule else%d on call {\n    cancel wait%d\n    stage%d = 0\n}", w, w, w),
			fmt.Sprintf("rule if%d on call {\n    if %s && %s {\n        run then%d\n    } else {\n        run else%d\n    }\n}", w, cond(), cond(), w, w),
			fmt.Sprintf("rule after%d on wait%d {\n    if stage%d == 1 {\n        %s = %s\n        stage%d = 0\n    }\n}", w, w, w, dev(), val(), w))
	}
	var stmt func(depth int) string
	stmt = func(depth int) string {
		switch k := rng.Intn(7); {
		case k <= 1:
			return fmt.Sprintf("run if%d", rng.Intn(nw))
		case k == 2:
			return "reset seen"
		case k == 3 && depth == 0:
			return fmt.Sprintf("if %s { %s } else { %s }", cond(), stmt(1), stmt(1))
		}
		return fmt.Sprintf("%s = %s", dev(), val())
	}
	triggers := []string{"on motion", "on opened", "on closed", "on change door", "on change light",
		"at sunset", "at " + at(1, 30), fmt.Sprintf("every %ds", 7+rng.Intn(15))}
	for r := 0; r < 3+rng.Intn(3); r++ {
		var body []string
		for s := 0; s < 1+rng.Intn(3); s++ {
			body = append(body, stmt(0))
		}
		rules = append(rules, fmt.Sprintf("rule r%d %s {\n    %s\n}", r, triggers[rng.Intn(len(triggers))], strings.Join(body, "\n    ")))
	}
	rules = append(rules, "rule open on opened {\n    door = On\n}", "rule close on closed {\n    door = Off\n}")
	fmt.Fprintln(&b, strings.Join(rules, "\n"))

	var p strings.Builder
	for i := 0; i < 1+rng.Intn(3); i++ {
		fmt.Fprintf(&p, "- name: p%d\n", i)
		if rng.Intn(4) == 0 {
			fmt.Fprintf(&p, "  condition: '%s'\n  window: {from: \"%s\", to: \"%s\"}\n", cond(), at(0, 20), at(21, 60))
			continue
		}
		after := []string{"motion", "opened", fmt.Sprintf("rule then%d", rng.Intn(nw)), "change door",
			fmt.Sprintf("%s == %s", dev(), val()), "light == On && door == Off"} // a trigger reading the time is refused (time passing would make it true)
		fmt.Fprintf(&p, "  after: '%s'\n", after[rng.Intn(len(after))])
		if rng.Intn(2) == 0 {
			fmt.Fprintf(&p, "  while: '%s'\n", cond())
		}
		if rng.Intn(2) == 0 {
			fmt.Fprintf(&p, "  holds: '%s'\n  for: %ds\n", cond(), 2+rng.Intn(10))
		} else {
			fmt.Fprintf(&p, "  reaches: '%s'\n  within: %ds\n", cond(), 2+rng.Intn(12))
		}
	}
	return b.String(), p.String(), cal
}

// Random timed programs with random invariants: the same violated
// invariants, runtime errors and discrete states with both engines, and
// every zone violation's trace replays to a state that violates it.
func TestInvariantsRandom(t *testing.T) {
	n := 50
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1500
	}
	rng := rand.New(rand.NewSource(2525))
	violated, timed := 0, 0
	var rt, zt time.Duration
	for i := 0; i < n; i++ {
		src, inv, cal := randomInvariantCase(rng)
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		load := func() []*explore.Property {
			ps, err := explore.ParseProperties("random.yaml", []byte(inv), p)
			if err != nil {
				t.Fatalf("program %d: %v\n%s", i, err, inv)
			}
			return ps
		}
		t0 := time.Now()
		want, _ := regionVerdicts(t, p, explore.Config{Cal: cal, Props: load()})
		rt += time.Since(t0)
		t0 = time.Now()
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: load()})
		if err != nil {
			t.Fatal(err)
		}
		rep, _, err := ExploreReport(m, explore.Options{})
		if err != nil {
			t.Fatalf("program %d: %v\nstart %s, horizon %ds, sunset %s\n%s\n%s", i, err, clockOf(cal.Start), cal.Horizon, clockOf(cal.Sunset), src, inv)
		}
		zt += time.Since(t0)
		var got []string
		for _, ie := range rep.Invariants {
			if ie.Violated {
				got = append(got, ie.Name)
			}
		}
		if strings.Join(want, ",") != strings.Join(got, ",") {
			t.Fatalf("program %d: violated with regions %q, with zones %q\nstart %s, horizon %ds, sunset %s\n%s\n%s", i, want, got,
				clockOf(cal.Start), cal.Horizon, clockOf(cal.Sunset), src, inv)
		}
		violated += len(got)
		timed += len(m.Timed)
	}
	t.Logf("%d programs, %d timed invariants, %d violations found by both; regions %v, zones (with the traces) %v", n, timed, violated, rt.Round(time.Millisecond), zt.Round(time.Millisecond))
	if violated == 0 || timed == 0 {
		t.Errorf("nothing violated or no timed invariant: the test checks nothing")
	}
}

// The random programs of TestDifferentialRandom (stored timestamps
// compared with every operator and with each other, timer windows,
// factors, progress and urgent conditions) with invariants on their
// devices and clocks: the same verdicts, and every violation's and
// runtime error's trace concretised and replayed (ExploreReport fails
// otherwise).
func TestTracesRandom(t *testing.T) {
	n := 40
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1200
	}
	rng := rand.New(rand.NewSource(2526))
	invs := []string{
		"- name: a off\n  condition: 'a == Off'\n",
		"- name: d off or n small\n  condition: 'd == Off || n < 2'\n",
		"- name: a stays\n  after: e1\n  holds: 'a == On'\n  for: 3s\n",
		"- name: d reaches\n  after: 'change a'\n  reaches: 'd == On'\n  within: 4s\n",
		"- name: c1 reaches\n  after: e2\n  while: 'a == On'\n  reaches: 'c1 >= 4s'\n  within: 5s\n",
	}
	violated, errs := 0, 0
	for i := 0; i < n; i++ {
		src, cal := randomZoneProgram(rng)
		if i%3 == 0 {
			// A runtime error: n leaves its range (after a clock question,
			// so that the failing run's zone is split).
			src += "rule bump on e3 {\n    if c1 > 2s { n = n + 2 }\n}\n"
		}
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		var inv strings.Builder
		for _, s := range invs {
			if rng.Intn(2) == 0 {
				inv.WriteString(s)
			}
		}
		load := func() []*explore.Property {
			ps, err := explore.ParseProperties("random.yaml", []byte(inv.String()), p)
			if err != nil {
				t.Fatalf("program %d: %v\n%s", i, err, inv.String())
			}
			return ps
		}
		want, rres := regionVerdicts(t, p, explore.Config{Cal: cal, Props: load()})
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: load()})
		if err != nil {
			t.Fatal(err)
		}
		rep, _, err := ExploreReport(m, explore.Options{})
		if err != nil {
			t.Fatalf("program %d: %v\nstart %s, horizon %ds\n%s\n%s", i, err, clockOf(cal.Start), cal.Horizon, src, inv.String())
		}
		var got []string
		for _, ie := range rep.Invariants {
			if ie.Violated {
				got = append(got, ie.Name)
			}
		}
		sort.Strings(got)
		if strings.Join(want, ",") != strings.Join(got, ",") || len(regionErrors(rres)) != len(rep.Errors) {
			t.Fatalf("program %d: violated with regions %q, with zones %q; runtime errors %d and %d\nstart %s, horizon %ds\n%s\n%s", i, want, got,
				len(regionErrors(rres)), len(rep.Errors), clockOf(cal.Start), cal.Horizon, src, inv.String())
		}
		violated += len(got)
		errs += len(rep.Errors)
	}
	t.Logf("%d programs: %d violations, %d runtime errors, each with a replayed trace", n, violated, errs)
	if violated == 0 {
		t.Errorf("nothing violated: the test checks nothing")
	}
}
