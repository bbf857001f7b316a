package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// A program that reads the day of the week, from a start without a
// date, is explored for each day the start may fall on, one run for the
// days it cannot tell apart. The alarm rings at 07:00 on Mondays and
// Tuesdays: by hand, from 06:00 for 2 hours the starts on Mon and Tue
// break "the alarm stays off" (and bind alike: the alarm at +1 h), the
// other five alike; from 22:00 for 10 hours the 07:00 is the next day's,
// so the starts on Sun and Mon do, the others not.
func TestWeekdaysWithoutDate(t *testing.T) {
	prog, inv := "testdata/weekdays.ta", "testdata/weekdays.inv.yaml"
	for _, tc := range []struct {
		start, hours string
		want         []string
		runs         int
	}{
		{"06:00", "2", []string{"Mon", "Tue"}, 2},
		{"22:00", "10", []string{"Mon", "Sun"}, 2},
	} {
		for _, engine := range []string{"zones", "regions"} {
			out, code := runCLI(t, "explore", prog, "--start", tc.start, "--hours", tc.hours, "--invariants", inv, "--engine", engine, "--json")
			if code != exitViolation {
				t.Fatalf("%s, %s: exit %d:\n%s", tc.start, engine, code, out)
			}
			var rep struct {
				Weekday string `json:"weekday"`
				Runs    []struct {
					Weekday  string   `json:"weekday"`
					Alike    []string `json:"weekdays_alike"`
					Violated []string `json:"violated"`
				} `json:"runs"`
				Invariants []struct {
					Violation struct {
						Weekday string `json:"weekday"`
					} `json:"violation"`
				} `json:"invariants"`
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatal(err)
			}
			var days, bad []string
			for _, r := range rep.Runs {
				all := append([]string{r.Weekday}, r.Alike...)
				days = append(days, all...)
				if len(r.Violated) > 0 {
					bad = append(bad, all...)
				}
			}
			slices.Sort(bad)
			slices.Sort(days)
			if rep.Weekday != "" || strings.Join(days, " ") != "Fri Mon Sat Sun Thu Tue Wed" || !slices.Equal(bad, tc.want) || len(rep.Runs) != tc.runs {
				t.Errorf("%s, %s: header day %q, %d runs of %v, violated on %v; want every day once in %d runs, violated on %v", tc.start, engine, rep.Weekday, len(rep.Runs), days, bad, tc.runs, tc.want)
			}
			if d := rep.Invariants[0].Violation.Weekday; !slices.Contains(tc.want, d) {
				t.Errorf("%s, %s: the violation's trace starts on %q", tc.start, engine, d)
			}
		}
	}
	// With the date, one run: 2026-11-25 is a Wednesday.
	out, code := runCLI(t, "explore", prog, "--start", "2026-11-25T06:00", "--hours", "2", "--invariants", inv)
	if code != exitOK || strings.Contains(out, "explored 7 runs") || !strings.Contains(out, "start Wed 2026-11-25 06:00") {
		t.Errorf("with a date: exit %d:\n%s", code, out)
	}
}
