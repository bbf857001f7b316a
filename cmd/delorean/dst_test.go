package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// Europe/Berlin's clock changes of 2026 from --tz and a dated --start,
// against Go's time package: the elapsed second of each change is the
// real time from the start to the instant Go's zone changes its offset,
// and the jump the difference of Go's offsets around it. By hand: spring
// forward at 01:00 UTC, 2 h after midnight CET; fall back at 01:00 UTC,
// 3 h after midnight CEST.
func TestClockChangesAgainstGoTime(t *testing.T) {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		start   string
		horizon int64
		want    []ta.ClockChange
		offset  int64
	}{
		{"2026-03-29T00:00", 6 * 3600, []ta.ClockChange{{At: 2 * 3600, By: 3600}}, 3600},
		{"2026-10-25T00:00", 6 * 3600, []ta.ClockChange{{At: 3 * 3600, By: -3600}}, 7200},
		{"2026-03-29T00:00", 2*3600 - 1, nil, 3600},                                                                                      // the horizon ends before it
		{"2026-06-21T00:00", 24 * 3600, nil, 7200},                                                                                       // summer: nothing changes
		{"2026-03-28T12:00", 240 * 24 * 3600, []ta.ClockChange{{At: 14 * 3600, By: 3600}, {At: 14*3600 + 210*24*3600, By: -3600}}, 3600}, // both, 210 days apart
	}
	for _, tc := range tests {
		t.Run(tc.start, func(t *testing.T) {
			start, err := startInstant(tc.start, loc)
			if err != nil {
				t.Fatal(err)
			}
			got, off := clockChanges(start, loc, tc.horizon)
			if !equalChanges(got, tc.want) || off != tc.offset {
				t.Fatalf("changes %v at offset %d, want %v at %d", got, off, tc.want, tc.offset)
			}
			// The oracle: Go's offset one second before and at each.
			for _, c := range got {
				u := start.Add(time.Duration(c.At) * time.Second)
				_, before := u.Add(-time.Second).In(loc).Zone()
				_, after := u.In(loc).Zone()
				if int64(after-before) != c.By {
					t.Errorf("at %d s Go's offset goes from %d to %d, not by %d", c.At, before, after, c.By)
				}
			}
		})
	}
}

func equalChanges(a, b []ta.ClockChange) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A start the clocks skip is refused, one they repeat needs its offset.
func TestStartAcrossClockChange(t *testing.T) {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		start string
		want  string // the instant in UTC, or the error's words
	}{
		{"2026-03-29T02:30", "does not happen in Europe/Berlin"},
		{"2026-10-25T02:30", "happens twice in Europe/Berlin (the clocks go back over it); say which with its offset from UTC: 2026-10-25T02:30+02:00 or 2026-10-25T02:30+01:00"},
		{"2026-10-25T02:30+02:00", "2026-10-25T00:30:00Z"},
		{"2026-10-25T02:30+01:00", "2026-10-25T01:30:00Z"},
		{"2026-10-25T02:30+03:00", "is not at +03:00"},
		{"2026-03-29T03:00", "2026-03-29T01:00:00Z"},
		{"2026-03-29T01:59:59", "2026-03-29T00:59:59Z"},
	} {
		u, err := startInstant(tc.start, loc)
		got := u.UTC().Format(time.RFC3339)
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: %s, want %s", tc.start, got, tc.want)
		}
	}
}

// violationAt runs explore --json and returns each violated invariant's
// elapsed seconds at the violation, and the text trace's times.
func violationsAt(t *testing.T, args ...string) map[string]string {
	t.Helper()
	out, code := runCLI(t, append([]string{"explore", "--json"}, args...)...)
	if code != exitOK && code != exitViolation {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	var rep struct {
		Invariants []struct {
			Name      string
			Violation *struct {
				Elapsed string `json:"elapsed_seconds"`
				At      string
			}
		}
	}
	if err := json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &rep); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	got := map[string]string{}
	for _, inv := range rep.Invariants {
		if inv.Violation != nil {
			got[inv.Name] = inv.Violation.Elapsed + " " + inv.Violation.At
		}
	}
	return got
}

// Home Assistant time triggers explored over the days Europe/Berlin
// changes its clocks, with the answers Home Assistant gives
// (components/homeassistant/triggers/time.py: a time `at` is
// async_track_time_change, which finds each next time with util/dt.py
// find_next_time_expression_time): 02:30 never fires on the spring day
// ("with pattern 02:30, don't run on 28 mar (such a wall time does not
// exist on this day)"; tests/helpers/test_event.py
// test_periodic_task_entering_dst), and fires twice on the fall day, in
// each fold (`check_result.replace(fold=1)`; test_periodic_task_leaving_dst:
// runs 1 at 02:30+02:00, runs 2 at 02:45+01:00); 05:00 fires 4 h (spring)
// and 6 h (fall) after local midnight, at 05:00:00 on the local clock.
// Without --tz the day is 24 hours, as before: 02:30 once, 05:00 at 5 h.
func TestHassTimeTriggerAcrossClockChanges(t *testing.T) {
	prog, inv := "testdata/dst.yaml", "testdata/dst.inv.yaml"
	never, twice, five := "02:30 never fires", "02:30 fires at most once", "05:00 never fires"
	tests := []struct {
		name string
		args []string
		want map[string]string
	}{
		{"spring", []string{"--start", "2026-03-29T00:00", "--tz", "Europe/Berlin"},
			map[string]string{five: "14400 05:00:00"}},
		{"fall", []string{"--start", "2026-10-25T00:00", "--tz", "Europe/Berlin"},
			map[string]string{never: "9000 02:30:00+02:00", twice: "12600 02:30:00+01:00", five: "21600 05:00:00"}},
		{"no zone", []string{"--start", "2026-03-29T00:00"},
			map[string]string{never: "9000 02:30:00", five: "18000 05:00:00"}},
		{"a summer day", []string{"--start", "2026-06-21T00:00", "--tz", "Europe/Berlin"},
			map[string]string{never: "9000 02:30:00", five: "18000 05:00:00"}},
	}
	for _, tc := range tests {
		for _, engine := range []string{"zones", "regions"} {
			t.Run(tc.name+" "+engine, func(t *testing.T) {
				got := violationsAt(t, append([]string{prog, "--invariants", inv, "--hours", "6", "--engine", engine}, tc.args...)...)
				if len(got) != len(tc.want) {
					t.Fatalf("violations %v, want %v", got, tc.want)
				}
				for k, v := range tc.want {
					if got[k] != v {
						t.Errorf("%s: %q, want %q", k, got[k], v)
					}
				}
			})
		}
	}
}

// ISY's `Time is 5:00:00AM` on the same days (the ISY has no published
// rule for the clock changes; DeLorean reads its times of day on the
// zone's clock as for Home Assistant): 4 h in on the spring day and 6 h
// on the fall day. The trace prints the local clock, which reads
// 01:59:59 one second before 03:00:00 in spring; the trace file carries
// the zone's changes and replays.
func TestISYTimeAcrossClockChanges(t *testing.T) {
	prog, inv := "testdata/dst.isy", "testdata/dst.isy.inv.yaml"
	lamp, after := "the lamp stays off", "after stays off"
	for _, tc := range []struct {
		start string
		want  map[string]string
	}{
		{"2026-03-29T00:00", map[string]string{lamp: "14400 05:00:00", after: "7200 03:00:00"}},
		// 03:00 CET: an hour after the first 02:00.
		{"2026-10-25T00:00", map[string]string{lamp: "21600 05:00:00", after: "14400 03:00:00"}},
	} {
		t.Run(tc.start, func(t *testing.T) {
			got := violationsAt(t, prog, "--invariants", inv, "--hours", "6", "--start", tc.start, "--tz", "Europe/Berlin")
			for k, v := range tc.want {
				if got[k] != v {
					t.Errorf("%s: %q, want %q", k, got[k], v)
				}
			}
		})
	}
	dir := t.TempDir()
	out, code := runCLI(t, "explore", prog, "--invariants", inv, "--hours", "6", "--start", "2026-03-29T00:00", "--tz", "Europe/Berlin", "--trace-dir", dir)
	if code != exitViolation || !strings.Contains(out, "time zone Europe/Berlin: the clocks change 02:00 -> 03:00") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	if i, j := strings.Index(out, "01:59:59       at 01:59:59"), strings.Index(out, "03:00:00       at 03:00"); i < 0 || j < i {
		t.Fatalf("the trace does not read 01:59:59 then 03:00:00:\n%s", out)
	}
	traces, _ := filepath.Glob(filepath.Join(dir, "*.trace.yaml"))
	if len(traces) != 2 {
		t.Fatalf("%d trace files", len(traces))
	}
	text, err := os.ReadFile(traces[0])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "clock_changes: [[7200, 3600]]") {
		t.Fatalf("the trace file lacks the clock change:\n%s", text)
	}
	out, code = runCLI(t, "replay", prog, traces[0], "--invariants", inv)
	if code != exitViolation || !strings.Contains(out, "the trace replays") {
		t.Fatalf("replay: exit %d:\n%s", code, out)
	}
}

// An ISY time the clocks skip or repeat is read as Home Assistant reads
// it, and the run says that this is an assumption for the ISY, at the
// program; times the changes leave alone get no warning.
func TestISYClockChangeWarning(t *testing.T) {
	prog := filepath.Join(t.TempDir(), "half.isy")
	src := "Half - [ID 0041][Parent 0001]\n\nIf\n        Time is  2:30:00AM\n\nThen\n        Set 'Lamp' On\n\nElse\n   - No Actions - (To add one, press 'Action')\n"
	if err := os.WriteFile(prog, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ prog, start, want string }{
		{prog, "2026-03-29T00:00", "warning: 02:30 on Europe/Berlin's clock does not come on the day the clocks skip it"},
		{prog, "2026-10-25T00:00", "warning: 02:30 on Europe/Berlin's clock comes twice"},
		{prog, "2026-06-21T00:00", ""},
		{"testdata/dst.isy", "2026-03-29T00:00", ""},
		{"testdata/dst.isy", "2026-10-25T00:00", ""},
	} {
		out, code := runCLI(t, "explore", tc.prog, "--hours", "6", "--start", tc.start, "--tz", "Europe/Berlin")
		if code != exitOK || (tc.want == "") == strings.Contains(out, "warning:") || !strings.Contains(out, tc.want) {
			t.Errorf("%s from %s: exit %d, want %q:\n%s", tc.prog, tc.start, code, tc.want, out)
		}
	}
}

// An ELK rule `WHENEVER THE TIME IS 5:00 AM` likewise (no published rule
// for the clock changes either): 4 h and 6 h after local midnight.
func TestELKTimeAcrossClockChanges(t *testing.T) {
	for _, tc := range []struct{ start, want string }{
		{"2026-03-29T00:00", "14400 05:00:00"},
		{"2026-10-25T00:00", "21600 05:00:00"},
		{"2026-06-21T00:00", "18000 05:00:00"},
	} {
		got := violationsAt(t, "testdata/dst.elk", "--invariants", "testdata/dst.elk.inv.yaml", "--hours", "6", "--start", tc.start, "--tz", "Europe/Berlin")
		if got["the porch stays off"] != tc.want {
			t.Errorf("%s: %v, want %q", tc.start, got, tc.want)
		}
	}
}

// --tz is read with a dated start only, and a start offset with --tz only.
func TestTimeZoneFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--start", "00:00", "--tz", "Europe/Berlin"}, "--tz needs the date"},
		{[]string{"--start", "2026-03-29T02:30", "--tz", "Europe/Berlin"}, "does not happen in Europe/Berlin"},
		// The case: New York skips 02:00-03:00 on 8 March 2026
		// (Go's time.Date would move 02:30 to 03:30 without a word).
		{[]string{"--start", "2026-03-08T02:30", "--tz", "America/New_York"}, "2026-03-08T02:30:00 does not happen in America/New_York: the clocks go forward over it"},
		{[]string{"--start", "2026-10-25T02:30", "--tz", "Europe/Berlin"}, "happens twice"},
		{[]string{"--start", "2026-10-25T02:30+02:00"}, "an offset from UTC needs the time zone (--tz)"},
		{[]string{"--start", "2026-10-25T00:00", "--tz", "Europe/Nowhere"}, "--tz: unknown time zone Europe/Nowhere"},
	} {
		for _, cmd := range [][]string{{"explore", "testdata/dst.yaml"}, {"reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2"}, {"compare", "testdata/dst.yaml"}, {"bench", "testdata/dst.yaml"}} {
			out, code := runCLI(t, append(append(cmd, "--hours", "6"), tc.args...)...)
			if code != exitBadInput || !strings.Contains(out, tc.want) {
				t.Errorf("%s %v: exit %d, want %q:\n%s", cmd[0], tc.args, code, tc.want, out)
			}
		}
	}
}

// The progress line reads the zone's clock: two hours after midnight on
// the spring day it is 03:00, and six hours is 07:00.
func TestProgressLineOnClockChange(t *testing.T) {
	cal := ta.Calendar{Horizon: 6 * 3600, Changes: []ta.ClockChange{{At: 7200, By: 3600}}}
	line := progressLineOn(explore.Stats{WallReached: 7200}, &cal, cal.Horizon, 1<<20)
	if !strings.HasPrefix(line, "03:00:00 of 07:00:00") {
		t.Fatalf("%q", line)
	}
}
