package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// --forever on the three-nights garage (explore/zone/testdata/nights.ta):
// the siren sounds on the third night the door is left open, at 23:00
// of the third day from a start at midnight on Thursday 2026-06-18, so
// Saturday 2026-06-20; the text, the HTML page and the trace file say
// the day, and the trace file replays. --hours 48 misses it.
func TestForeverCLI(t *testing.T) {
	prog, inv := "../../explore/zone/testdata/nights.ta", "../../explore/zone/testdata/nights.inv.yaml"
	dir := t.TempDir()
	page := filepath.Join(dir, "page.html")
	out, code := runCLI(t, "explore", prog, "--start", "2026-06-18T00:00", "--forever", "--invariants", inv, "--trace-dir", dir, "--report", page)
	if code != exitViolation {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for _, want := range []string{"horizon forever (every day", "day 3 (Sat 2026-06-20)", "at 23:00:00: Siren == Off is false", "on day 3 (Sat 2026-06-20)", "explored until every day (fixed point)"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report does not say %q:\n%s", want, out)
		}
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), "day 3 (Sat 2026-06-20) 23:00:00") {
		t.Errorf("the HTML page does not give the trace's days")
	}
	traces, _ := filepath.Glob(filepath.Join(dir, "*.trace.yaml"))
	if len(traces) != 1 {
		t.Fatalf("%d trace files", len(traces))
	}
	if out, code := runCLI(t, "replay", prog, traces[0], "--invariants", inv); code != exitViolation || !strings.Contains(out, "the trace replays") {
		t.Fatalf("replay: exit %d:\n%s", code, out)
	}
	if out, code := runCLI(t, "explore", prog, "--hours", "48", "--invariants", inv); code != exitOK {
		t.Errorf("--hours 48: exit %d:\n%s", code, out)
	}
	// A holding invariant holds on every day; reach takes --forever too.
	out, code = runCLI(t, "explore", "../../programs/paper/figure1.ta", "--forever", "--invariants", "../../programs/paper/figure1.inv.yaml")
	if code != exitViolation || !strings.Contains(out, "FrontPorchLight == On: holds on every day") {
		t.Errorf("figure1: exit %d:\n%s", code, out)
	}
	if out, code := runCLI(t, "reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2", "--forever"); code != exitViolation {
		t.Errorf("reach --forever: exit %d:\n%s", code, out)
	}
}

// What --forever cannot explore is refused with exit 2, saying why.
func TestForeverRefusals(t *testing.T) {
	prog := "../../explore/zone/testdata/nights.ta"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"explore", prog, "--forever", "--hours", "2"}, "leave out --hours"},
		{[]string{"explore", prog, "--forever", "--engine", "regions"}, "zones only"},
		{[]string{"explore", "testdata/dates.ta", "--forever"}, "reads the date"},
		{[]string{"explore", "testdata/sundays.ta", "--forever", "--start", "2026-10-01T12:00", "--lat", "51.5", "--lon", "0", "--tz", "Europe/London"}, "clocks change"},
		{[]string{"explore", "testdata/sundays.ta", "--forever", "--sunset", "17:00..19:00", "--invariants", "testdata/sunplus.inv.yaml"}, "narrower --sunrise/--sunset"},
		{[]string{"compare", prog, "--forever", "--engine", "regions"}, "zones only"},
	} {
		out, code := runCLI(t, tc.args...)
		if code != exitBadInput || !strings.Contains(out, tc.want) {
			t.Errorf("%v: exit %d, want 2 saying %q:\n%s", tc.args, code, tc.want, out)
		}
	}
}

// --days N: each day with its own sun times at the place. A light on at
// sunset breaks "dark until 18:40" first on the first day whose sunset
// (the almanac's, package sun) is before 18:40: the report says that day.
func TestDaysFirstPossible(t *testing.T) {
	loc, err := time.LoadLocation("Europe/London")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 9, 28, 0, 0, 0, 0, time.UTC)
	first := -1
	for d := 0; d < 10 && first < 0; d++ {
		_, set, err := sun.Times(51.5074, -0.1278, start.AddDate(0, 0, d), loc)
		if err != nil {
			t.Fatal(err)
		}
		if set < 18*3600+40*60 {
			first = d
		}
	}
	if first < 0 {
		t.Fatal("no sunset before 18:40 in ten days: the test's premise is wrong")
	}
	date := start.AddDate(0, 0, first)
	want := fmt.Sprintf("on day %d (%s %s)", first+1, date.Weekday().String()[:3], date.Format("2006-01-02"))
	out, code := runCLI(t, "explore", "testdata/sundays.ta", "--invariants", "testdata/sundays.inv.yaml", "--start", "2026-09-28T00:00",
		"--days", "10", "--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London")
	if code != exitViolation || !strings.Contains(out, want) {
		t.Fatalf("exit %d, want %q:\n%s", code, want, out)
	}
	if out, code := runCLI(t, "explore", "testdata/sundays.ta", "--days", "10"); code != exitBadInput || !strings.Contains(out, "--lat/--lon") {
		t.Errorf("--days without a place: exit %d:\n%s", code, out)
	}
}

// --forever --lat/--lon: each day's sunset its own within the earliest
// and latest of the year at the place (package sun's almanac, computed
// here day by day): in London the sun sets after 20:15 on summer days,
// so latesun.ta's two late evenings running happen, first on day 2 at
// 20:15; with a fixed winter sunset never.
func TestForeverLatLon(t *testing.T) {
	loc := time.UTC
	lo, hi := int64(ta.SecondsPerDay), int64(0)
	for d := 0; d < 366; d++ {
		_, set, err := sun.Times(51.5, 0, time.Date(2026, 1, 1+d, 0, 0, 0, 0, loc), loc)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi = min(lo, set), max(hi, set)
	}
	if hi <= 20*3600+15*60 {
		t.Fatal("no London sunset after 20:15: the test's premise is wrong")
	}
	prog, inv := "../../explore/zone/testdata/latesun.ta", "../../explore/zone/testdata/latesun.inv.yaml"
	out, code := runCLI(t, "explore", prog, "--invariants", inv, "--forever", "--lat", "51.5", "--lon", "0")
	span := "sunset " + ta.FormatClockTime(lo) + ".." + ta.FormatClockTime(hi)
	if code != exitViolation || !strings.Contains(out, span) || !strings.Contains(out, "on day 2") || !strings.Contains(out, "time of day (no horizon") {
		t.Errorf("exit %d, want 1 with %q, on day 2:\n%s", code, span, out)
	}
	if strings.Contains(out, "wall clock ≤") {
		t.Errorf("--forever prints a bound of the wall clock:\n%s", out)
	}
	out, code = runCLI(t, "explore", prog, "--invariants", inv, "--forever", "--sunset", "16:00")
	if code != exitOK || !strings.Contains(out, "holds on every day") {
		t.Errorf("a 16:00 sunset: exit %d, want 0:\n%s", code, out)
	}
}

// --days N stops once the days left can add nothing (explore.ExploreDays):
// the verdicts, the day each violation is first possible on and the
// discrete states are those of every day explored (--all-days). latesun.ta
// from May in London: two late evenings running (the sun setting after
// 20:15 UTC) are first possible in June, on a day the early stop must
// still reach (day 42, 2026-06-11, after 56 days explored); sundays.ta
// from 20 August: the dark window broken first on the first day the sun
// sets before 18:40 UTC (day 18, 2026-09-06, after 28); P10 over a
// month, whose states are all reached in the first week. Each also
// checks the early stop happened and the first days agree with every
// day's run.
func TestDaysEarlyStop(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		early bool // stops before the last day
	}{
		{[]string{"../../explore/zone/testdata/latesun.ta", "--invariants", "../../explore/zone/testdata/latesun.inv.yaml", "--start", "2026-05-01T00:00", "--days", "90"}, true},
		{[]string{"testdata/sundays.ta", "--invariants", "testdata/sundays.inv.yaml", "--start", "2026-08-20T00:00", "--days", "40"}, true},
		{[]string{"../../programs/ha/p10/p10.isy", "--invariants", "../../programs/ha/p10/invariants.yaml", "--start", "2026-01-01T00:00", "--days", "30"}, true},
	} {
		args := append([]string{"explore"}, tc.args...)
		args = append(args, "--lat", "51.5", "--lon", "-0.13")
		early, ecode := runCLI(t, args...)
		all, acode := runCLI(t, append(args, "--all-days")...)
		if ecode != acode {
			t.Errorf("%v: exit %d early, %d every day", tc.args, ecode, acode)
		}
		if got, want := daysVerdicts(early), daysVerdicts(all); got != want {
			t.Errorf("%v: early stop:\n%s\nevery day:\n%s", tc.args, got, want)
		}
		if stopped := strings.Contains(early, "stopped after"); stopped != tc.early {
			t.Errorf("%v: stopped early %v, want %v:\n%s", tc.args, stopped, tc.early, early)
		}
		if !strings.Contains(all, "first possible on") && acode == exitViolation {
			t.Errorf("%v: no first day:\n%s", tc.args, all)
		}
	}
}

// daysVerdicts are a report's verdicts, the days violations are first
// possible on, and the count of discrete states.
func daysVerdicts(out string) string {
	var keep []string
	for _, l := range strings.Split(out, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "VIOLATED"), strings.HasPrefix(t, "ok "), strings.HasPrefix(t, "first possible on"):
			keep = append(keep, t)
		case strings.HasPrefix(t, "zones:"):
			if i := strings.Index(t, "("); i >= 0 {
				keep = append(keep, t[i:strings.Index(t, ")")+1])
			}
		}
	}
	return strings.Join(keep, "\n")
}
