package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// A program that reads the date, from a start without one, is explored
// for each class of dates the start may fall on. The light turns on at
// 07:00 on a 1st: by hand, from 23:00 for 9 hours the 07:00 is the next
// day's, so the starts on the last day of a month break "the light stays
// off" (12 of them a year, 4800 in the 400 years DateClasses considers),
// those on a 1st see the window at the start only (4800 more), and the
// other 136497 nothing; the classes cover the 146097 days once.
func TestDatesWithoutDate(t *testing.T) {
	prog, inv := "testdata/dates.ta", "testdata/dates.inv.yaml"
	for _, engine := range []string{"zones", "regions"} {
		out, code := runCLI(t, "explore", prog, "--start", "23:00", "--hours", "9", "--invariants", inv, "--engine", engine, "--json")
		if code != exitViolation {
			t.Fatalf("%s: exit %d:\n%s", engine, code, out)
		}
		var rep struct {
			Date string `json:"date"`
			Runs []struct {
				Date     string   `json:"date"`
				Class    int      `json:"date_class"`
				Violated []string `json:"violated"`
			} `json:"runs"`
			Invariants []struct {
				Violation struct {
					Date  string `json:"date"`
					Class int    `json:"date_class"`
				} `json:"violation"`
			} `json:"invariants"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		total, bad := 0, 0
		for _, r := range rep.Runs {
			total += r.Class
			if len(r.Violated) > 0 {
				bad += r.Class
				if !strings.HasSuffix(r.Date, "-31") && !strings.HasSuffix(r.Date, "-30") && !strings.HasSuffix(r.Date, "-28") && !strings.HasSuffix(r.Date, "-29") {
					t.Errorf("%s: violated from %s, not the last day of a month", engine, r.Date)
				}
			}
		}
		if rep.Date != "" || total != 146097 || bad != 4800 || len(rep.Runs) != 3 {
			t.Errorf("%s: header date %q, %d runs over %d dates, violated on %d; want 3 runs over 146097, violated on 4800", engine, rep.Date, len(rep.Runs), total, bad)
		}
		if v := rep.Invariants[0].Violation; v.Date != "2026-01-31" || v.Class != 4800 {
			t.Errorf("%s: the violation's trace starts on %q (class %d), want 2026-01-31 (4800)", engine, v.Date, v.Class)
		}
	}
	// With the date, one run: from 2026-01-31 the 1st comes, from
	// 2026-01-30 not.
	out, code := runCLI(t, "explore", prog, "--start", "2026-01-31T23:00", "--hours", "9", "--invariants", inv)
	if code != exitViolation || strings.Contains(out, "explored 3 runs") || !strings.Contains(out, "start Sat 2026-01-31 23:00") {
		t.Errorf("from 2026-01-31: exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "explore", prog, "--start", "2026-01-30T23:00", "--hours", "9", "--invariants", inv)
	if code != exitOK {
		t.Errorf("from 2026-01-30: exit %d:\n%s", code, out)
	}
	// compare explores one calendar: it needs the date.
	out, code = runCLI(t, "compare", prog, "--start", "23:00", "--hours", "1")
	if code != exitBadInput || !strings.Contains(out, "reads the date: compare needs the start's date") {
		t.Errorf("compare without a date: exit %d:\n%s", code, out)
	}
	// Without a date the text says which date each run stands for.
	out, _ = runCLI(t, "explore", prog, "--start", "23:00", "--hours", "9", "--invariants", inv)
	if !strings.Contains(out, "with the start on Saturday 2026-01-31 (standing for 4800 dates the program cannot tell apart)") || !strings.Contains(out, "explored 3 runs for the dates the start may fall on") {
		t.Errorf("the text report:\n%s", out)
	}
}
