package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// --local-time (issue 42): the same discrete states and verdicts through
// the command line as global time, the report saying local time ran (so
// the flag is seen to take effect); Fischer's mutual exclusion holds and
// its broken variant's does not (the theory); the flag with the region
// engine, or on a program it does not take yet, is bad input naming it.
func TestLocalTimeFlag(t *testing.T) {
	type report struct {
		DiscreteStates int `json:"discrete_states"`
		Zones          struct {
			Extrapolation string `json:"extrapolation"`
		} `json:"zones"`
		Invariants []struct {
			Name     string `json:"name"`
			Violated bool   `json:"violated"`
		} `json:"invariants"`
	}
	for _, args := range [][]string{
		{"explore", "../../programs/hass/motion-restart.yaml", "--start", "17:50", "--hours", "0.25"},
		{"explore", "../../programs/ta/fischer-4.tck", "--no-split"},
		{"explore", "../../programs/elk/sprinkler.elk", "--start", "17:50", "--hours", "0.25"},
	} {
		run := func(extra ...string) report {
			out, code := runCLI(t, append(slices.Clone(args), append([]string{"--json", "--quiet"}, extra...)...)...)
			if code != 0 && code != 1 {
				t.Fatalf("%v %v: exit %d\n%s", args, extra, code, out)
			}
			var r report
			if err := json.Unmarshal([]byte(out), &r); err != nil {
				t.Fatalf("%v: %v\n%s", args, err, out)
			}
			return r
		}
		g, l := run(), run("--local-time")
		if !strings.Contains(l.Zones.Extrapolation, "local time") || strings.Contains(g.Zones.Extrapolation, "local time") {
			t.Errorf("%v: extrapolation %q without, %q with --local-time", args, g.Zones.Extrapolation, l.Zones.Extrapolation)
		}
		if g.DiscreteStates != l.DiscreteStates || g.DiscreteStates == 0 {
			t.Errorf("%v: %d discrete states with global time, %d with local", args, g.DiscreteStates, l.DiscreteStates)
		}
		if !slices.Equal(g.Invariants, l.Invariants) {
			t.Errorf("%v: %v with global time, %v with local", args, g.Invariants, l.Invariants)
		}
	}
	for _, c := range []struct {
		model string
		code  int
	}{{"../../programs/ta/fischer-3.tck", 0}, {"../../programs/ta/fischer-broken-3.tck", 1}} {
		if out, code := runCLI(t, "reach", c.model, "--labels", "cs1,cs2", "--local-time"); code != c.code {
			t.Errorf("reach %s --local-time: exit %d, want %d\n%s", c.model, code, c.code, out)
		}
	}
	for _, bad := range [][]string{
		{"explore", fig1, "--local-time", "--engine", "regions"},
		{"explore", fig1, "--local-time", "--subsumption", "extralu"},
		// figure1's invariants are timed (holds ... for).
		{"explore", fig1, "--invariants", "../../programs/paper/figure1.inv.yaml", "--start", "09:00", "--hours", "1", "--local-time"},
	} {
		if out, code := runCLI(t, bad...); code != exitBadInput || !strings.Contains(out, "--local-time") {
			t.Errorf("%v: exit %d, want 2 with a message naming --local-time\n%s", bad, code, out)
		}
	}
}
