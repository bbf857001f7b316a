package zone

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// randomZoneProgram writes a small random program that exercises what the
// zone engine splits on: stored timestamps compared with every operator
// (== and != included) and with each other (diagonals), timers with
// windows, schedules and time-of-day windows inside the horizon, factors,
// and sometimes a progress or an urgent condition on a clock. Constants
// are a few seconds and the horizon under a minute, so that the region
// engine, the reference, explores it in milliseconds.
func randomZoneProgram(rng *rand.Rand) (string, ta.Calendar) {
	start := int64(12*hour + rng.Intn(60))
	cal := ta.Calendar{Start: start, Horizon: int64(15 + rng.Intn(30)), Sunrise: 6 * hour, Sunset: 18 * hour}
	at := func() string { return clockOf(start + int64(1+rng.Intn(int(cal.Horizon)))) }
	var b strings.Builder
	fmt.Fprintln(&b, "program rnd")
	fmt.Fprintln(&b, "device a: {Off, On}\ndevice d: {Off, On}\nvar n: 0..2")
	fmt.Fprintln(&b, "clock c1\nclock c2\ntimer t1\ntimer t2")
	fmt.Fprintln(&b, "event e1, e2, e3\nfactor f: 0..100")
	k := func() int { return 1 + rng.Intn(6) }
	ops := []string{"<", "<=", "==", "!=", ">=", ">"}
	cond := func() string {
		switch rng.Intn(8) {
		case 0, 1:
			return fmt.Sprintf("c%d %s %ds", 1+rng.Intn(2), ops[rng.Intn(len(ops))], k())
		case 2:
			return fmt.Sprintf("c1 - c2 %s %ds", ops[rng.Intn(len(ops))], rng.Intn(4))
		case 3:
			return fmt.Sprintf("time in %s..%s", at(), at())
		case 4:
			return fmt.Sprintf("f < %d", 10+rng.Intn(80))
		case 5:
			return fmt.Sprintf("n %s %d", []string{"<", "=="}[rng.Intn(2)], rng.Intn(3))
		}
		return fmt.Sprintf("%s == %s", []string{"a", "d"}[rng.Intn(2)], []string{"Off", "On"}[rng.Intn(2)])
	}
	var stmt func(depth int) string
	stmt = func(depth int) string {
		switch rng.Intn(9) {
		case 0:
			return fmt.Sprintf("reset c%d", 1+rng.Intn(2))
		case 1:
			lo := k()
			if rng.Intn(2) == 0 {
				return fmt.Sprintf("start t%d %ds..%ds", 1+rng.Intn(2), lo, lo+rng.Intn(4))
			}
			return fmt.Sprintf("start t%d %ds", 1+rng.Intn(2), lo)
		case 2:
			return fmt.Sprintf("cancel t%d", 1+rng.Intn(2))
		case 3:
			return "if n < 2 { n = n + 1 } else { n = 0 }"
		case 4, 5:
			if depth == 0 {
				return fmt.Sprintf("if %s { %s } else { %s }", cond(), stmt(1), stmt(1))
			}
		}
		return fmt.Sprintf("%s = %s", []string{"a", "d"}[rng.Intn(2)], []string{"Off", "On"}[rng.Intn(2)])
	}
	triggers := []string{"on e1", "on e2", "on e3", "on t1", "on t2", "on change a", "on change d",
		"at " + at(), fmt.Sprintf("every %ds", 5+rng.Intn(10))}
	for r := 0; r < 3+rng.Intn(4); r++ {
		var body []string
		for s := 0; s < 1+rng.Intn(3); s++ {
			body = append(body, stmt(0))
		}
		fmt.Fprintf(&b, "rule r%d %s {\n    %s\n}\n", r, triggers[rng.Intn(len(triggers))], strings.Join(body, "\n    "))
	}
	switch rng.Intn(6) {
	case 0:
		fmt.Fprintf(&b, "progress !(a == On) || c1 <= %ds\n", 3+k())
	case 1:
		fmt.Fprintf(&b, "urgent d == On && c2 >= %ds\n", k())
	}
	return b.String(), cal
}

// clockOf writes a time of day, seconds since midnight, as HH:MM:SS.
func clockOf(s int64) string {
	s = ((s % ta.SecondsPerDay) + ta.SecondsPerDay) % ta.SecondsPerDay
	return fmt.Sprintf("%02d:%02d:%02d", s/3600, s/60%60, s%60)
}

// At least 200 random programs: the same reachable discrete states and
// runtime errors with both engines; a third of them also without
// extrapolation and with plain inclusion.
func TestDifferentialRandom(t *testing.T) {
	n := 200
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 2000
	}
	rng := rand.New(rand.NewSource(25))
	splits := 0
	for i := 0; i < n; i++ {
		src, cal := randomZoneProgram(rng)
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		cfg := explore.Config{Cal: cal}
		name := fmt.Sprintf("random %d", i)
		want, _ := regionStates(t, p, cfg)
		opts := []Options{{}}
		if i%3 == 0 {
			// The other store settings on a third of the programs, to
			// keep the test within seconds.
			opts = append(opts, Options{NoExtrapolation: true}, Options{Covering: CoverInclusion})
		}
		for _, opt := range opts {
			got, zres := zoneStates(t, p, cfg, opt)
			if a, b := differ(want, got); len(a)+len(b) > 0 {
				t.Fatalf("%s (%+v): only regions (%d): %s\nonly zones (%d): %s\n%s", name, opt, len(a), head(a), len(b), head(b), src)
			}
			if zres.Stored > len(zres.States) {
				splits++
			}
		}
		if t.Failed() {
			t.Logf("program:\n%s", src)
			return
		}
	}
	if splits == 0 {
		t.Errorf("no program needed more than one zone per discrete state: the test exercises nothing")
	}
}
