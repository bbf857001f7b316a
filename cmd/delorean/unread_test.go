package main

import (
	"encoding/json"
	"slices"
	"testing"
)

// A lamp nothing reads is no loop's: the report lists the values it
// reaches, over every run merged (a start without a date is one run per
// class of weekdays): Off at the start, Dim on a Monday at 07:00, On on a
// Saturday, by hand.
func TestUnreadOverMergedRuns(t *testing.T) {
	for _, engine := range []string{"zones", "regions"} {
		out, code := runCLI(t, "explore", "testdata/weekday-lamp.ta", "--start", "06:00", "--hours", "2", "--engine", engine, "--json", "-q")
		if code != exitOK {
			t.Fatalf("%s: exit %d:\n%s", engine, code, out)
		}
		var rep struct {
			Runs   []struct{ Weekday string }
			Loops  []struct{ Name string }
			Unread []struct {
				Name   string
				Values []string
			} `json:"unread_variables"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%s: %v:\n%s", engine, err, out)
		}
		if len(rep.Runs) < 2 || len(rep.Loops) < 2 {
			t.Fatalf("%s: %d runs, %d loops: the test checks no merge", engine, len(rep.Runs), len(rep.Loops))
		}
		if len(rep.Unread) != 1 || rep.Unread[0].Name != "lamp" || !slices.Equal(rep.Unread[0].Values, []string{"Off", "Dim", "On"}) {
			t.Errorf("%s: unread %+v, want lamp: Off, Dim, On", engine, rep.Unread)
		}
	}
}
