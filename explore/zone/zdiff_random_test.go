package zone

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// The acceptance test of issue 25's differential item: at least 500
// random small programs, each explored over zones and over regions (the
// reference), with the same reachable discrete states up to the horizon,
// the same violated invariants and runtime errors, and every zone trace
// concretised and replayed (ExploreReport returns ErrTrace otherwise). The
// programs mix what the two other random tests have separately: sunset
// given as a range (one run per class of sunsets the program tells apart,
// sun.Calendars, as `--sunset 19:00..21:30` does on the command line),
// time-of-day windows and schedules relative to sunset, `condition` with
// `window`, `holds ... for` and `reaches ... within` invariants, timer
// windows, diagonals, progress and urgent conditions, and start states
// given by `--init` with values, clocks and queued timers.

// zdiffCase is one random program with its invariants, the calendar's
// base, the sunset range and an --init text ("" for none).
type zdiffCase struct {
	src, props, init string
	base             ta.Calendar
	sunset           ta.SunRange
}

func (c *zdiffCase) String() string {
	return fmt.Sprintf("start %s, horizon %ds, sunset %s..%s\n%s\ninvariants:\n%s\ninit:\n%s",
		clockOf(c.base.Start), c.base.Horizon, clockOf(c.sunset.From), clockOf(c.sunset.To), c.src, c.props, c.init)
}

// model is case i's model of program p (c.src) over cal, with c's
// invariants and start state.
func (c *zdiffCase) model(t testing.TB, i int, p *ta.Program, cal ta.Calendar) *explore.Model {
	t.Helper()
	ps, err := explore.ParseProperties("zdiff.yaml", []byte(c.props), p)
	if err != nil {
		t.Fatalf("program %d: %v\n%s", i, err, c)
	}
	cfg := explore.Config{Cal: cal, Props: ps}
	if c.init != "" {
		if cfg.Init, err = explore.ParseInit("init.yaml", []byte(c.init), p); err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
	}
	m, err := explore.NewModel(p, cfg)
	if err != nil {
		t.Fatalf("program %d: %v\n%s", i, err, c)
	}
	return m
}

// randomZdiffCase writes a random program shaped like a small home
// around sunset. Constants are a few seconds and the horizon under half
// a minute so that the region engine explores each run in milliseconds.
func randomZdiffCase(rng *rand.Rand) *zdiffCase {
	start := int64(18*hour + 40*60 + rng.Intn(60))
	c := &zdiffCase{base: ta.Calendar{Start: start, Horizon: int64(8 + rng.Intn(6)), Sunrise: 6 * hour}}
	set := start + int64(2+rng.Intn(12))
	c.sunset = ta.SunRange{From: set, To: set}
	if rng.Intn(3) == 0 {
		// A range: the classes are cut by the start, the end of the
		// horizon and the times of day the program compares sunset
		// (with its offsets) with.
		c.sunset = ta.SunRange{From: start - int64(rng.Intn(6)), To: start + int64(6+rng.Intn(12))}
	}
	c.base.Sunset = c.sunset.From
	at := func(lo, hi int) string { return clockOf(start + int64(lo+rng.Intn(hi-lo+1))) }
	sun := func() string {
		if k := rng.Intn(5) - 2; k != 0 {
			return fmt.Sprintf("sunset %s %ds", map[bool]string{true: "+", false: "-"}[k > 0], 2+rng.Intn(6))
		}
		return "sunset"
	}
	var b strings.Builder
	fmt.Fprintln(&b, "program zdiff")
	fmt.Fprintln(&b, "device door: {Off, On}\ndevice light: {Off, On}\nvar stage: 0..1")
	// Few clocks: the region engine's states grow with their number
	// factorially. A second clock (for diagonals) and a second timer in
	// some programs only.
	two, t2 := rng.Intn(6) == 0, rng.Intn(2) == 0
	fmt.Fprintln(&b, "timer wait\nclock seen\nevent motion, opened, closed")
	if two {
		fmt.Fprintln(&b, "clock c2")
	}
	if t2 {
		fmt.Fprintln(&b, "timer t2")
	}
	dev := func() string { return []string{"door", "light"}[rng.Intn(2)] }
	val := func() string { return []string{"Off", "On"}[rng.Intn(2)] }
	ops := []string{"<", "<=", ">=", ">", "==", "!="}
	cond := func() string {
		k := rng.Intn(9)
		if !two && (k == 5 || k == 6) {
			k = 3
		}
		switch k {
		case 0:
			return fmt.Sprintf("time in %s..sunrise", sun())
		case 1:
			return fmt.Sprintf("time in %s..%s", at(0, 8), at(9, 25))
		case 2:
			return fmt.Sprintf("time in %s..%s", at(-5, 5), sun())
		case 3, 4:
			return fmt.Sprintf("seen %s %ds", ops[rng.Intn(4)], 2+rng.Intn(6))
		case 5:
			return fmt.Sprintf("c2 %s %ds", ops[rng.Intn(len(ops))], 1+rng.Intn(5))
		case 6:
			return fmt.Sprintf("seen - c2 %s %ds", ops[rng.Intn(4)], rng.Intn(3))
		}
		return fmt.Sprintf("%s == %s", dev(), val())
	}
	startWait := func(t string) string {
		lo := 2 + rng.Intn(6)
		if rng.Intn(3) == 0 {
			return fmt.Sprintf("start %s %ds..%ds", t, lo, lo+1+rng.Intn(3))
		}
		return fmt.Sprintf("start %s %ds", t, lo)
	}
	var stmt func(depth int) string
	stmt = func(depth int) string {
		switch k := rng.Intn(10); {
		case k <= 1:
			return "cancel wait\n    stage = 1\n    " + startWait("wait")
		case k == 2 && t2:
			return startWait("t2")
		case k == 3:
			return "reset seen"
		case k == 4 && two:
			return "reset c2"
		case k == 5 && rng.Intn(4) == 0:
			// A runtime error when it runs twice before the wait ends.
			return "stage = stage + 1"
		case k <= 6 && depth == 0:
			return fmt.Sprintf("if %s { %s } else { %s }", cond(), stmt(1), stmt(1))
		}
		return fmt.Sprintf("%s = %s", dev(), val())
	}
	triggers := []string{"on motion", "on opened", "on closed", "on change door", "on change light",
		"at " + sun(), "at " + at(1, 20), fmt.Sprintf("every %ds", 6+rng.Intn(10))}
	rules := []string{
		fmt.Sprintf("rule after on wait {\n    if stage == 1 {\n        %s = %s\n        stage = 0\n    }\n}", dev(), val()),
	}
	if t2 {
		rules = append(rules, fmt.Sprintf("rule late on t2 {\n    %s\n}", stmt(0)))
	}
	for r := 0; r < 2+rng.Intn(4); r++ {
		var body []string
		for s := 0; s < 1+rng.Intn(3); s++ {
			body = append(body, stmt(0))
		}
		rules = append(rules, fmt.Sprintf("rule r%d %s {\n    %s\n}", r, triggers[rng.Intn(len(triggers))], strings.Join(body, "\n    ")))
	}
	rules = append(rules, "rule open on opened {\n    door = On\n}", "rule close on closed {\n    door = Off\n}")
	fmt.Fprintln(&b, strings.Join(rules, "\n"))
	switch rng.Intn(8) {
	case 0:
		fmt.Fprintf(&b, "progress !(light == On) || seen <= %ds\n", 3+rng.Intn(6))
	case 1:
		fmt.Fprintf(&b, "urgent door == On && seen >= %ds\n", 1+rng.Intn(6))
	}
	c.src = b.String()

	var p strings.Builder
	for i := 0; i < 1+rng.Intn(2); i++ {
		fmt.Fprintf(&p, "- name: p%d\n", i)
		if rng.Intn(4) == 0 {
			from, to := at(0, 10), at(11, 30)
			if rng.Intn(3) == 0 {
				from = sun()
			}
			fmt.Fprintf(&p, "  condition: '%s'\n  window: {from: \"%s\", to: \"%s\"}\n", cond(), from, to)
			continue
		}
		after := []string{"motion", "opened", "rule after", "change door",
			fmt.Sprintf("%s == %s", dev(), val()), "light == On && door == Off"} // a trigger reading the time is refused (time passing would make it true)
		fmt.Fprintf(&p, "  after: '%s'\n", after[rng.Intn(len(after))])
		if rng.Intn(3) == 0 {
			fmt.Fprintf(&p, "  while: '%s'\n", cond())
		}
		if rng.Intn(2) == 0 {
			fmt.Fprintf(&p, "  holds: '%s'\n  for: %ds\n", cond(), 2+rng.Intn(8))
		} else {
			target := cond()
			if rng.Intn(3) == 0 {
				// Two clocks (or a clock and the time of day) that time
				// makes true together: entered at the later bound.
				target += " && " + cond()
			}
			fmt.Fprintf(&p, "  reaches: '%s'\n  within: %ds\n", target, 2+rng.Intn(10))
		}
	}
	c.props = p.String()

	if rng.Intn(4) == 0 {
		var in strings.Builder
		fmt.Fprintf(&in, "devices: {door: %s}\n", val())
		fmt.Fprintf(&in, "clocks: {seen: %ds}\n", rng.Intn(8))
		if rng.Intn(3) != 0 && strings.Contains(c.src, "start t2") {
			// Time left on a queued timer: at most the longest wait a
			// start statement gives it (spec.WindowFor).
			fmt.Fprintf(&in, "timers: {t2: %ds}\n", 1+rng.Intn(2))
		}
		c.init = in.String()
	}
	return c
}

// zdiffTally counts what TestZonesAgainstRegionsRandom checked.
type zdiffTally struct {
	programs, runs, refused, violations, timed, errors, states, ranges, inits, large int
	refusals                                                                         map[string]int
}

// zdiffMaxRegionStates bounds the region engine's work per run: the few
// random programs with many clocks (timers, observers) that take it more
// are replaced by others in `make test`, so that 500 programs fit in it
// (about one in ten is left out); the long run takes ten times more.
func zdiffMaxRegionStates() int {
	if os.Getenv("DELOREAN_LONG") != "" {
		return 200000
	}
	return 20000
}

// errTooLarge is a run beyond zdiffMaxRegionStates.
var errTooLarge = errors.New("too large for the region engine")

// zdiffRun explores one calendar of case c with both engines and checks
// that they agree. It returns an error when the zone engine refused the
// program (which is then, on the command line, explored over regions) or
// the region engine gave up (errTooLarge).
func zdiffRun(t *testing.T, i int, c *zdiffCase, p *ta.Program, cal ta.Calendar, tally *zdiffTally) error {
	t.Helper()
	rm := c.model(t, i, p, cal)
	rres, err := explore.Explore(rm, explore.Options{NoSplit: true, MaxStates: zdiffMaxRegionStates()})
	if err != nil {
		t.Fatal(err)
	}
	if !rres.Complete {
		return errTooLarge
	}
	var want []string
	for _, v := range rres.Violations {
		if v.Prop != nil {
			want = append(want, v.Prop.Name)
		}
	}
	sort.Strings(want)
	m := c.model(t, i, p, cal)
	// Whole, as the region run: the discrete states are compared.
	rep, zres, err := ExploreReport(m, explore.Options{NoSplit: true})
	if err != nil {
		if errors.Is(err, ErrTrace) || !refusal(err) {
			t.Errorf("program %d, sunset %s: %v\n%s", i, clockOf(cal.Sunset), err, c)
			return nil
		}
		return err
	}
	if !rep.Complete {
		t.Errorf("program %d: zone exploration incomplete: %s", i, rep.Stop)
		return nil
	}
	var got []string
	for _, ie := range rep.Invariants {
		if ie.Violated {
			got = append(got, ie.Name)
		}
	}
	sort.Strings(got)
	wantStates := map[string]string{}
	rres.EachDiscrete(func(st *ta.State) { wantStates[key(st)] = stateText(p, st) })
	gotStates := map[string]string{}
	for k := range zres.States {
		gotStates[key(&zres.States[k])] = stateText(p, &zres.States[k])
	}
	onlyR, onlyZ := differ(wantStates, gotStates)
	re, ze := regionErrors(rres), zoneErrors(zres)
	if !slices.Equal(want, got) || len(onlyR)+len(onlyZ) > 0 || len(re) != len(ze) {
		t.Errorf("program %d, sunset %s: violated with regions %q, with zones %q; runtime errors %d and %d\nonly regions (%d): %s\nonly zones (%d): %s\n%s",
			i, clockOf(cal.Sunset), want, got, len(re), len(ze), len(onlyR), head(onlyR), len(onlyZ), head(onlyZ), c)
	}
	for msg := range re {
		if !ze[msg] {
			t.Errorf("program %d, sunset %s: runtime error only with regions: %s\n%s", i, clockOf(cal.Sunset), msg, c)
		}
	}
	tally.violations += len(got)
	tally.timed += len(m.Timed)
	tally.errors += len(ze)
	tally.states += len(gotStates)
	return nil
}

// refusal tells a construct the zone engine does not take (explored over
// regions instead by ExploreReportOrRegions) from a failure.
func refusal(err error) bool {
	s := err.Error()
	return strings.Contains(s, "zone exploration supports") || strings.Contains(s, "zone exploration does not take")
}

// refusalKind names a refusal by what it refuses.
func refusalKind(err error) string {
	s := err.Error()
	for _, k := range []string{"urgent", "progress", "reaches", "queued timers"} {
		if strings.Contains(s, k) {
			return k
		}
	}
	return s
}

// zdiffN is the number of random programs: 500 in `make test`, 3,000
// with DELOREAN_LONG.
func zdiffN() int {
	if s := os.Getenv("DELOREAN_ZDIFF_N"); s != "" {
		// For debugging a failure: the first programs only.
		var n int
		fmt.Sscan(s, &n)
		return n
	}
	if os.Getenv("DELOREAN_LONG") != "" {
		return 3000
	}
	return 250
}

// At least 500 random programs (see the top of this file): the same
// discrete states, verdicts and runtime errors per run of the sunset
// range, every zone trace replayed; the zone engine refuses few of them
// (those are explored over regions on the command line).
func TestZonesAgainstRegionsRandom(t *testing.T) {
	n := zdiffN()
	seed := int64(2500)
	if s := os.Getenv("DELOREAN_ZDIFF_SEED"); s != "" {
		// Other programs, for hunting disagreements.
		fmt.Sscan(s, &seed)
	}
	rng := rand.New(rand.NewSource(seed))
	tally := &zdiffTally{refusals: map[string]int{}}
	t0 := time.Now()
	for i := 0; tally.programs < n && !t.Failed(); i++ {
		c := randomZdiffCase(rng)
		p, err := frontends.LoadSource("zdiff.ta", []byte(c.src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		cals, err := sun.Calendars(p, c.base, ta.SunRange{From: c.base.Sunrise, To: c.base.Sunrise}, c.sunset)
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		t1 := time.Now()
		var failed error
		runs := 0
		for _, cal := range cals {
			runs++
			if failed = zdiffRun(t, i, c, p, cal, tally); failed != nil {
				break // the whole program falls back, or is replaced
			}
		}
		if errors.Is(failed, errTooLarge) {
			tally.large++
			continue
		}
		tally.programs++
		tally.runs += runs
		if failed != nil {
			tally.refused++
			tally.refusals[refusalKind(failed)]++
		}
		if len(cals) > 1 {
			tally.ranges++
		}
		if c.init != "" {
			tally.inits++
		}
		if testing.Verbose() && time.Since(t1) > time.Second {
			t.Logf("program %d: %d runs in %v\n%s", i, len(cals), time.Since(t1), c)
		}
	}
	t.Logf("%d programs (%d with a sunset range of several classes, %d with --init; %d more left out, over %d region states), %d runs in %v: %d discrete states, %d timed invariants, %d violations, %d runtime errors, each with a replayed trace; refused by the zone engine: %d programs %v",
		tally.programs, tally.ranges, tally.inits, tally.large, zdiffMaxRegionStates(), tally.runs, time.Since(t0).Round(time.Millisecond), tally.states, tally.timed, tally.violations, tally.errors, tally.refused, tally.refusals)
	if tally.violations == 0 || tally.ranges < n/10 || tally.errors == 0 || tally.large*5 > n {
		t.Errorf("too few violations, sunset ranges or runtime errors, or too many programs left out: the test checks little")
	}
	// Refusals are explored over regions, losing nothing, but each is a
	// program the zone engine does not check: keep them rare.
	if tally.refused*50 > tally.programs {
		t.Errorf("the zone engine refused %d of %d programs (more than 2%%): %v", tally.refused, tally.programs, tally.refusals)
	}
}
