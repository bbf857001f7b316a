package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// machinery matches the names the Home Assistant front end gives its
// scheduling of runs started at one instant (frontends/hass jobs.go,
// yields.go): whose turn it is, who resumes next. None of it is in the
// user's file, so no report may show it (issue 39 item 3).
var machinery = regexp.MustCompile(`waits its turn|next to resume|: resuming|: resumes|the waiting triggers' turn|: stage`)

// Issue 39 item 3: two automations that share an entity make the front
// end interleave their runs (Home Assistant runs each triggered run as its
// own task); a violation's trace, in text, JSON and HTML, and the loops'
// names, show the automations and entities, never that machinery.
func TestRunTurnsNotShown(t *testing.T) {
	runs := [][]string{
		{"explore", "testdata/words/two-automations.yaml", "--invariants", "testdata/words/two-automations.inv.yaml", "--start", "18:00", "--hours", "2"},
		{"explore", "../../programs/hass/home", "--hours", "2"},
	}
	for _, args := range runs {
		html := filepath.Join(t.TempDir(), "r.html")
		out, code := runCLI(t, append(args, "--report", html)...)
		if code != exitOK && code != exitViolation {
			t.Fatalf("%v: exit %d:\n%s", args, code, out)
		}
		js, code := runCLI(t, append(args, "--json")...)
		if code != exitOK && code != exitViolation {
			t.Fatalf("%v --json: exit %d:\n%s", args, code, js)
		}
		page, err := os.ReadFile(html)
		if err != nil {
			t.Fatal(err)
		}
		for what, text := range map[string]string{"text": out, "JSON": js, "HTML": string(page)} {
			if loc := machinery.FindStringIndex(text); loc != nil {
				t.Errorf("%s: the %s report says %q", args[1], what, text[max(0, loc[0]-80):min(len(text), loc[1]+40)])
			}
		}
	}
	// The violation is there, with the automation that ran (not a report
	// emptied of its rules).
	out, code := runCLI(t, runs[0]...)
	if code != exitViolation {
		t.Fatalf("exit %d, want a violation:\n%s", code, out)
	}
	if !regexp.MustCompile(`ran .*Hall light on motion <- binary_sensor\.hall_motion -> on`).MatchString(out) {
		t.Errorf("the trace does not say which automation ran:\n%s", out)
	}
}
