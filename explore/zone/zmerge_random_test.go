package zone

import (
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// Bounds that leave out a clock question whose answers lead to the same
// successor (explore/zone/lubounds, merge.go) on random programs of the
// shape that needs it: conditions that are conjunctions of device tests
// and clock tests (Home Assistant's `condition:` lists, `for:` as a
// clock), so that a failing device test makes a clock's answer moot.
// Each program is explored over regions (the reference: the same
// discrete states, violated invariants and runtime errors, zdiffRun) and
// over zones with the global bounds (the same discrete states, the same
// violations at the same times, the same runtime errors and statements
// covered); the analysis must have merged answers in many of them.
// 150 programs in `make test`, 1,500 with DELOREAN_LONG.
func TestMergedBoundsRandom(t *testing.T) {
	n := 150
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1500
	}
	rng := rand.New(rand.NewSource(4206))
	tally := &zdiffTally{refusals: map[string]int{}}
	programs, merged, viols, fewer := 0, 0, 0, 0
	for i := 0; programs < n && !t.Failed(); i++ {
		c := randomMergeCase(rng)
		p, err := frontends.LoadSource("zmerge.ta", []byte(c.src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		cal := c.base
		if err := zdiffRun(t, i, c, p, cal, tally); err != nil {
			if err == errTooLarge {
				continue
			}
			t.Fatalf("program %d: refused: %v\n%s", i, err, c)
		}
		programs++
		name := fmt.Sprintf("program %d", i)
		local, lres := subsumeRun(t, name, c.model(t, i, p, cal), Options{Workers: 1 + i%2}, SubsumeALU)
		global, _ := subsumeRun(t, name, c.model(t, i, p, cal), Options{GlobalBounds: true}, SubsumeALU)
		if !slices.Equal(local.states, global.states) {
			t.Errorf("%s: %d discrete states with per-location bounds, %d with global ones\n%s", name, len(local.states), len(global.states), c)
		}
		if !slices.Equal(local.viols, global.viols) {
			t.Errorf("%s: violations with per-location bounds %q, with global ones %q\n%s", name, local.viols, global.viols, c)
		}
		if !slices.Equal(local.errors, global.errors) {
			t.Errorf("%s: runtime errors with per-location bounds %q, with global ones %q\n%s", name, local.errors, global.errors, c)
		}
		if local.cover != global.cover {
			t.Errorf("%s: statements covered differ with per-location and global bounds\n%s", name, c)
		}
		if lres.local != nil && lres.local.Merged() > 0 {
			merged++
		}
		if local.zones < global.zones {
			fewer++
		}
		viols += len(local.viols)
	}
	t.Logf("%d programs (%d more left out, over %d region states): %d with answers merged, %d with fewer zones than the global bounds; %d violations, %d runtime errors",
		programs, tally.large, zdiffMaxRegionStates(), merged, fewer, viols, tally.errors)
	if merged*3 < programs || fewer*3 < programs || viols == 0 || tally.errors == 0 {
		t.Errorf("%d of %d programs with answers merged, %d violations, %d runtime errors: the test checks little", merged, programs, viols, tally.errors)
	}
}

// randomMergeCase writes a random program whose rules' conditions are
// conjunctions of device and clock tests, fired by events, changes and a
// schedule, with a few invariants.
func randomMergeCase(rng *rand.Rand) *zdiffCase {
	start := int64(21*hour + rng.Intn(60))
	c := &zdiffCase{base: ta.Calendar{Start: start, Horizon: int64(10 + rng.Intn(10)), Sunrise: 6 * hour, Sunset: 19 * hour}}
	c.sunset = ta.SunRange{From: c.base.Sunset, To: c.base.Sunset}
	var b strings.Builder
	fmt.Fprintln(&b, "program zmerge")
	fmt.Fprintln(&b, "device door: {Off, On}\ndevice light: {Off, On}\ndevice fan: {Off, On}\nvar stage: 0..1")
	fmt.Fprintln(&b, "timer wait\nclock seen\nclock lit\nevent motion, opened, closed, switched")
	devs := []string{"door", "light", "fan"}
	dev := func() string { return devs[rng.Intn(len(devs))] }
	val := func() string { return []string{"Off", "On"}[rng.Intn(2)] }
	ops := []string{"<", "<=", ">=", ">"}
	atom := func() string {
		switch rng.Intn(5) {
		case 0, 1:
			return fmt.Sprintf("%s == %s", dev(), val())
		case 2:
			return fmt.Sprintf("seen %s %ds", ops[rng.Intn(len(ops))], 2+rng.Intn(6))
		case 3:
			return fmt.Sprintf("lit %s %ds", ops[rng.Intn(len(ops))], 2+rng.Intn(6))
		}
		return fmt.Sprintf("stage == %d", rng.Intn(2))
	}
	cond := func() string {
		parts := []string{atom()}
		for k := 1 + rng.Intn(3); k > 0; k-- {
			parts = append(parts, atom())
		}
		if rng.Intn(2) == 0 {
			// A clock test, then a device test: where the device test
			// fails, the clock's answer does not matter (Home
			// Assistant's `for:` conditions, one entity's after
			// another's).
			parts = append([]string{fmt.Sprintf("seen %s %ds", ops[rng.Intn(len(ops))], 2+rng.Intn(6))}, append(parts, fmt.Sprintf("%s == %s", dev(), val()))...)
		}
		if rng.Intn(4) == 0 {
			return "!(" + strings.Join(parts, " || ") + ")"
		}
		return strings.Join(parts, " && ")
	}
	var stmt func(depth int) string
	stmt = func(depth int) string {
		switch k := rng.Intn(12); {
		case k == 0:
			return fmt.Sprintf("cancel wait\n    stage = 1\n    start wait %ds", 2+rng.Intn(5))
		case k == 1:
			return "reset seen"
		case k == 2:
			return "reset lit"
		case k == 3 && rng.Intn(3) == 0:
			return "stage = stage + 1" // a runtime error when run twice before the wait ends
		case k == 4:
			return fmt.Sprintf("emit \"%s\"", dev())
		case k <= 7 && depth == 0:
			if rng.Intn(2) == 0 {
				return fmt.Sprintf("if %s { %s }", cond(), stmt(1))
			}
			return fmt.Sprintf("if %s { %s } else { %s }", cond(), stmt(1), stmt(1))
		}
		return fmt.Sprintf("%s = %s", dev(), val())
	}
	triggers := []string{"on motion", "on opened", "on closed", "on switched", "on change door", "on change light", "on change fan",
		fmt.Sprintf("every %ds", 3+rng.Intn(6)), fmt.Sprintf("every %ds", 3+rng.Intn(6))}
	rules := []string{
		fmt.Sprintf("rule after on wait {\n    if stage == 1 {\n        %s = %s\n        stage = 0\n    }\n}", dev(), val()),
		"rule open on opened {\n    door = On\n}", "rule close on closed {\n    door = Off\n}",
		"rule switch on switched {\n    if light == Off { light = On } else { light = Off }\n    reset lit\n}",
	}
	for r := 0; r < 2+rng.Intn(4); r++ {
		var body []string
		for s := 0; s < 1+rng.Intn(3); s++ {
			body = append(body, stmt(0))
		}
		rules = append(rules, fmt.Sprintf("rule r%d %s {\n    %s\n}", r, triggers[rng.Intn(len(triggers))], strings.Join(body, "\n    ")))
	}
	fmt.Fprintln(&b, strings.Join(rules, "\n"))
	c.src = b.String()
	var p strings.Builder
	for i := 0; i < 1+rng.Intn(2); i++ {
		fmt.Fprintf(&p, "- name: p%d\n", i)
		switch rng.Intn(3) {
		case 0:
			fmt.Fprintf(&p, "  condition: '!(%s)'\n", cond())
		case 1:
			fmt.Fprintf(&p, "  after: '%s == %s'\n  holds: '%s'\n  for: %ds\n", dev(), val(), cond(), 2+rng.Intn(6))
		default:
			// Open and closed clock bounds (a target whose open lower
			// bound is crossed just past a schedule's instant once left
			// the zone engine's obligation open: TestReachesJustPastAScheduleInstant).
			fmt.Fprintf(&p, "  after: 'change %s'\n  reaches: '%s'\n  within: %ds\n", dev(), strings.ReplaceAll(cond(), "!(", "("), 2+rng.Intn(8))
		}
	}
	c.props = p.String()
	return c
}
