package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// --subsumption alu|extralu (issue 42): both stores give the same
// discrete states and verdicts through the command line, and the report
// says which store ran (so the flag is seen to take effect); a wrong
// value, or the flag with the region engine, is bad input.
func TestSubsumptionFlag(t *testing.T) {
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
		{"explore", fig1, "--invariants", "../../programs/paper/figure1.inv.yaml", "--start", "09:00", "--hours", "1"},
		{"explore", "../../programs/ta/fischer-4.tck", "--no-split"},
		{"explore", "../../programs/ta/fischer-broken-3.tck"},
	} {
		run := func(s string) report {
			out, code := runCLI(t, append(slices.Clone(args), "--json", "--quiet", "--subsumption", s)...)
			if code != 0 && code != 1 {
				t.Fatalf("%v --subsumption %s: exit %d\n%s", args, s, code, out)
			}
			var r report
			if err := json.Unmarshal([]byte(out), &r); err != nil {
				t.Fatalf("%v: %v\n%s", args, err, out)
			}
			return r
		}
		a, e := run("alu"), run("extralu")
		if !strings.HasPrefix(a.Zones.Extrapolation, "none: exact zones") || !strings.HasPrefix(e.Zones.Extrapolation, "ExtraLU+") {
			t.Errorf("%v: extrapolation %q with alu, %q with extralu", args, a.Zones.Extrapolation, e.Zones.Extrapolation)
		}
		if a.DiscreteStates != e.DiscreteStates || a.DiscreteStates == 0 {
			t.Errorf("%v: %d discrete states with alu, %d with extralu", args, a.DiscreteStates, e.DiscreteStates)
		}
		if len(a.Invariants) != len(e.Invariants) {
			t.Fatalf("%v: invariants %v and %v", args, a.Invariants, e.Invariants)
		}
		for i := range a.Invariants {
			if a.Invariants[i] != e.Invariants[i] {
				t.Errorf("%v: %v with alu, %v with extralu", args, a.Invariants[i], e.Invariants[i])
			}
		}
	}
	// reach: Fischer's mutual exclusion holds, its broken variant's not.
	for _, c := range []struct {
		model string
		code  int
	}{{"../../programs/ta/fischer-3.tck", 0}, {"../../programs/ta/fischer-broken-3.tck", 1}} {
		for _, s := range subsumptionNames {
			if out, code := runCLI(t, "reach", c.model, "--labels", "cs1,cs2", "--subsumption", s); code != c.code {
				t.Errorf("reach %s --subsumption %s: exit %d, want %d\n%s", c.model, s, code, c.code, out)
			}
		}
	}
	for _, bad := range [][]string{
		{"explore", fig1, "--subsumption", "al"},
		{"explore", fig1, "--subsumption", "alu", "--engine", "regions"},
		{"reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2", "--subsumption", "inclusion"},
	} {
		if out, code := runCLI(t, bad...); code != exitBadInput || !strings.Contains(out, "--subsumption") {
			t.Errorf("%v: exit %d, want 2 with a message naming --subsumption\n%s", bad, code, out)
		}
	}
}
