package randprog

import (
	"fmt"
	"math/rand"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// TimedCase is a random program shaped like the home programs that long
// runs explore: Waits (a timer and a stage variable, restarted by Run
// Program chains), schedules at fixed times and at sunset, time-of-day
// windows that open and close inside the horizon, with invariants that
// have windows, `while`, `within` and `for`. Program's programs live
// 20 seconds from midnight and never see a time-of-day boundary, a
// schedule or a call; these do.
type TimedCase struct {
	Src, Props string
	Cal        ta.Calendar
}

// ClockOf writes a time of day, seconds since midnight, as HH:MM:SS.
func ClockOf(s int64) string {
	s = ((s % ta.SecondsPerDay) + ta.SecondsPerDay) % ta.SecondsPerDay
	return fmt.Sprintf("%02d:%02d:%02d", s/3600, s/60%60, s%60)
}

// Timed writes a random TimedCase: the program, its invariants (YAML)
// and the calendar to explore it with.
func Timed(rng *rand.Rand) TimedCase {
	// The start is a few seconds before sunset, so that sunset, the
	// windows and the schedules all fall inside the horizon.
	start := int64(18*3600 + 29*60 + rng.Intn(60))
	horizon := int64(30 + rng.Intn(60))
	cal := ta.Calendar{Start: start, Horizon: horizon, Sunset: start + int64(5+rng.Intn(20)), Sunrise: 6 * 3600}
	at := func(lo, hi int) string { return ClockOf(start + int64(lo+rng.Intn(hi-lo+1))) }

	var b strings.Builder
	fmt.Fprintln(&b, "program timed")
	fmt.Fprintln(&b, "device door: {Off, On}")
	fmt.Fprintln(&b, "device light: {Off, On}")
	nw := 1 + rng.Intn(2) // Waits, each a timer and a stage
	for w := 0; w < nw; w++ {
		fmt.Fprintf(&b, "var stage%d: 0..1\ntimer wait%d\n", w, w)
	}
	counter := rng.Intn(2) == 0
	if counter {
		fmt.Fprintln(&b, "var n: 0..2")
	}
	stamp := rng.Intn(2) == 0
	if stamp {
		fmt.Fprintln(&b, "clock seen")
	}
	fmt.Fprintln(&b, "event motion, opened, closed")

	dev := func() string { return []string{"door", "light"}[rng.Intn(2)] }
	val := func() string { return []string{"Off", "On"}[rng.Intn(2)] }
	cond := func() string {
		switch k := rng.Intn(6); {
		case k == 0:
			return "time in sunset..sunrise"
		case k == 1:
			return fmt.Sprintf("time in %s..%s", at(0, 20), at(21, 60))
		case k == 2 && stamp:
			return fmt.Sprintf("seen %s %ds", []string{"<", ">="}[rng.Intn(2)], 2+rng.Intn(8))
		case k == 3 && counter:
			return fmt.Sprintf("n %s %d", []string{"<", "=="}[rng.Intn(2)], 1+rng.Intn(2))
		default:
			return fmt.Sprintf("%s == %s", dev(), val())
		}
	}
	// Each Wait is ISY's lowering: `then` restarts it, `else` cancels it,
	// the timer's rule does the rest if the stage is still 1.
	var rules []string
	for w := 0; w < nw; w++ {
		d := 3 + rng.Intn(10)
		rules = append(rules,
			fmt.Sprintf("rule then%d on call {\n    cancel wait%d\n    stage%d = 0\n    stage%d = 1\n    start wait%d %ds\n}", w, w, w, w, w, d),
			fmt.Sprintf("rule else%d on call {\n    cancel wait%d\n    stage%d = 0\n}", w, w, w),
			fmt.Sprintf("rule if%d on call {\n    if %s && %s {\n        run then%d\n    } else {\n        run else%d\n    }\n}", w, cond(), cond(), w, w),
			fmt.Sprintf("rule after%d on wait%d {\n    if stage%d == 1 {\n        %s = %s\n        stage%d = 0\n    }\n}", w, w, w, dev(), val(), w))
	}
	var stmt func(depth int) string
	stmt = func(depth int) string {
		switch k := rng.Intn(8); {
		case k <= 1:
			return fmt.Sprintf("run if%d", rng.Intn(nw))
		case k == 2:
			return fmt.Sprintf("run else%d", rng.Intn(nw))
		case k == 3 && stamp:
			return "reset seen"
		case k == 4 && counter:
			return "if n < 2 { n = n + 1 }"
		case k == 5 && depth == 0:
			return fmt.Sprintf("if %s { %s } else { %s }", cond(), stmt(1), stmt(1))
		default:
			return fmt.Sprintf("%s = %s", dev(), val())
		}
	}
	triggers := []string{"on motion", "on opened", "on closed", "on change door", "on change light",
		"at sunset", "at " + at(1, 40), "every " + fmt.Sprintf("%ds", 7+rng.Intn(20))}
	for r := 0; r < 3+rng.Intn(4); r++ {
		var body []string
		for s := 0; s < 1+rng.Intn(3); s++ {
			body = append(body, stmt(0))
		}
		rules = append(rules, fmt.Sprintf("rule r%d %s {\n    %s\n}", r, triggers[rng.Intn(len(triggers))], strings.Join(body, "\n    ")))
	}
	// The environment's own hands on the door.
	rules = append(rules, "rule open on opened {\n    door = On\n}", "rule close on closed {\n    door = Off\n}")
	fmt.Fprintln(&b, strings.Join(rules, "\n"))

	var p strings.Builder
	for i := 0; i < 1+rng.Intn(3); i++ {
		fmt.Fprintf(&p, "- name: p%d\n", i)
		switch rng.Intn(3) {
		case 0:
			fmt.Fprintf(&p, "  condition: '%s'\n  window: {from: \"%s\", to: \"%s\"}\n", cond(), at(0, 25), at(26, 80))
		default:
			fmt.Fprintf(&p, "  after: '%s'\n", []string{"motion", "opened", fmt.Sprintf("rule then%d", rng.Intn(nw)), "change door"}[rng.Intn(4)])
			if rng.Intn(2) == 0 {
				fmt.Fprintf(&p, "  while: '%s'\n", cond())
			}
			if rng.Intn(2) == 0 {
				fmt.Fprintf(&p, "  holds: '%s'\n  for: %ds\n", cond(), 2+rng.Intn(10))
			} else {
				fmt.Fprintf(&p, "  reaches: '%s'\n  within: %ds\n", cond(), 2+rng.Intn(12))
			}
		}
	}
	return TimedCase{b.String(), p.String(), cal}
}
