package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// Over several days at one place (--lat/--lon and a date), each day has
// its own sunrise and sunset: London's sunset on 2026-10-01 is after 18:40
// and on 2026-10-02 before it, so a light switched on at sunset breaks
// "dark until 18:40" on the second evening only. With one sunset for every
// day (the start's, as before) it would hold. Both engines find it at the
// second day's sunset as the almanac gives it, and the trace file (which
// carries each day's sun times) replays.
func TestSunDaysOverSeveralDays(t *testing.T) {
	loc, err := time.LoadLocation("Europe/London")
	if err != nil {
		t.Fatal(err)
	}
	_, set1, err := sun.Times(51.5074, -0.1278, time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC), loc)
	if err != nil {
		t.Fatal(err)
	}
	_, set2, err := sun.Times(51.5074, -0.1278, time.Date(2026, 10, 2, 0, 0, 0, 0, time.UTC), loc)
	if err != nil {
		t.Fatal(err)
	}
	if limit := int64(18*3600 + 40*60); set1 <= limit || set2 >= limit {
		t.Fatalf("the almanac's sunsets %s and %s do not straddle 18:40: the test's premise is wrong",
			ta.FormatClockTime(set1), ta.FormatClockTime(set2))
	}
	prog, inv := "testdata/sundays.ta", "testdata/sundays.inv.yaml"
	place := []string{"--start", "2026-10-01T12:00", "--hours", "36", "--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London", "--invariants", inv}
	for _, engine := range []string{"regions", "zones"} {
		t.Run(engine, func(t *testing.T) {
			dir := t.TempDir()
			out, code := runCLI(t, append([]string{"explore", prog, "--engine", engine, "--trace-dir", dir}, place...)...)
			if code != exitViolation || !strings.Contains(out, "VIOLATED  dark until 18:40") {
				t.Fatalf("exit %d:\n%s", code, out)
			}
			if want := "at " + ta.FormatClockTime(set2) + ": !light is false"; !strings.Contains(out, want) {
				t.Fatalf("the violation is not at the second day's sunset (%q):\n%s", want, out)
			}
			if !strings.Contains(out, "each of the 3 days with its own sun times") {
				t.Fatalf("the report does not say the sun times change:\n%s", out)
			}
			traces, _ := filepath.Glob(filepath.Join(dir, "*.trace.yaml"))
			if len(traces) != 1 {
				t.Fatalf("%d trace files", len(traces))
			}
			out, code = runCLI(t, "replay", prog, traces[0], "--invariants", inv)
			if code != exitViolation || !strings.Contains(out, "the trace replays") {
				t.Fatalf("replay: exit %d:\n%s", code, out)
			}
		})
	}
	// Within the start's day there is one sunset: nothing to vary.
	out, code := runCLI(t, "explore", prog, "--start", "2026-10-01T12:00", "--hours", "6", "--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London", "--invariants", inv)
	if code != exitOK || strings.Contains(out, "days with its own") {
		t.Fatalf("one day: exit %d:\n%s", code, out)
	}
}
