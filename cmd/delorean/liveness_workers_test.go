package main

import (
	"strconv"
	"strings"
	"testing"
)

// delorean liveness --workers: the properties and the start days are
// checked at once, and the JSON report is byte for byte the one of a
// single worker on every bundled liveness example (each property, each
// class of start days, the broken and the sound Fischer), and so is the
// report of a run stopped at --max-states, whose budget is shared over
// the start days as with one worker. workersGiven sees the number the
// command hands the check.
func TestLivenessWorkersSameReport(t *testing.T) {
	const live = "../../explore/liveness/testdata/"
	const ta = "../../programs/ta/"
	for _, args := range [][]string{
		{"../../programs/isy/bathroom.isy", "--invariants", live + "bathroom-live.inv.yaml"},
		{live + "partylight.ta", "--forever", "--invariants", live + "partylight.inv.yaml"},
		{live + "partylight-ends.ta", "--forever", "--invariants", live + "partylight.inv.yaml"},
		{live + "partylight.ta", "--forever", "--invariants", live + "partylight.inv.yaml", "--start", "2026-12-02T12:00"},
		{live + "hall-weekday.yaml", "--forever", "--invariants", live + "hall-live.inv.yaml"},
		{live + "hall-daily.yaml", "--forever", "--invariants", live + "hall-live.inv.yaml"},
		{live + "nightlight-weekdays.ta", "--forever", "--invariants", live + "nightlight.inv.yaml"},
		{ta + "fischer-broken-3.tck", "--labels", "cs1,cs2"},
		{ta + "fischer-3.tck", "--labels", "cs1,cs2", "--each", "--algorithm", "couvscc"},
		// Stopped at a limit: 50 states over the start days (each day
		// gets what the ones before left), 100 over Fischer 3.
		{live + "partylight.ta", "--forever", "--invariants", live + "partylight.inv.yaml", "--max-states", "50"},
		{live + "partylight-ends.ta", "--forever", "--invariants", live + "partylight.inv.yaml", "--max-states", "400"},
		{ta + "fischer-3.tck", "--labels", "cs1,cs2", "--max-states", "100"},
		{live + "nightlight-weekdays.ta", "--forever", "--invariants", live + "nightlight.inv.yaml", "--max-states", "300"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var one string
			var code1 int
			for _, n := range []string{"1", "2", "4"} {
				var got []int
				workersGiven = func(_ string, w int) { got = append(got, w) }
				out, code := runCLI(t, append(append([]string{"liveness"}, args...), "--json", "--workers", n)...)
				workersGiven = nil
				if len(got) != 1 || strconv.Itoa(got[0]) != n {
					t.Fatalf("--workers %s: the check was given %v", n, got)
				}
				if code == exitBadInput {
					t.Fatalf("--workers %s: exit 2\n%s", n, out)
				}
				if n == "1" {
					one, code1 = out, code
					continue
				}
				if code != code1 || out != one {
					t.Errorf("--workers %s: exit %d, with one worker %d; the reports differ:\n%s\nwith one worker:\n%s", n, code, code1, out, one)
				}
			}
			if strings.Contains(strings.Join(args, " "), "--max-states") && code1 != exitLimit && !strings.Contains(one, `"unknown"`) {
				t.Errorf("the limit was not reached (exit %d):\n%s", code1, one)
			}
		})
	}
}
