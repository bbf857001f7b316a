package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A program that reads the day of the week, from a start without a
// date, is explored for each day the start may fall on. The alarm rings
// at 07:00 on Mondays and Tuesdays: by hand, from 06:00 for 2 hours the
// starts on Mon and Tue break "the alarm stays off"; from 22:00 for 10
// hours the 07:00 is the next day's, so the starts on Sun and Mon do.
func TestWeekdaysWithoutDate(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "wd.ta")
	inv := filepath.Join(dir, "wd.inv.yaml")
	if err := os.WriteFile(prog, []byte("device Alarm: {Off, On} = Off\nrule Wake at 07:00 on Mon, Tue { Alarm = On }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inv, []byte("- name: the alarm stays off\n  condition: 'Alarm == Off'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		start, hours string
		want         []string
	}{
		{"06:00", "2", []string{"Mon", "Tue"}},
		{"22:00", "10", []string{"Mon", "Sun"}},
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
				days = append(days, r.Weekday)
				if len(r.Violated) > 0 {
					bad = append(bad, r.Weekday)
				}
			}
			slices.Sort(bad)
			if rep.Weekday != "" || strings.Join(days, " ") != "Mon Tue Wed Thu Fri Sat Sun" || !slices.Equal(bad, tc.want) {
				t.Errorf("%s, %s: header day %q, runs %v, violated on %v; want every day, violated on %v", tc.start, engine, rep.Weekday, days, bad, tc.want)
			}
			if d := rep.Invariants[0].Violation.Weekday; !slices.Contains(tc.want, d) {
				t.Errorf("%s, %s: the violation's trace starts on %q", tc.start, engine, d)
			}
		}
	}
	// With the date, one run: 2026-11-25 is a Wednesday.
	out, code := runCLI(t, "explore", prog, "--start", "2026-11-25T06:00", "--hours", "2", "--invariants", inv)
	if code != exitOK || strings.Contains(out, "explored 7 runs") || !strings.Contains(out, "start Wed 06:00") {
		t.Errorf("with a date: exit %d:\n%s", code, out)
	}
}
