package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// zsplitCLICases are the differential matrix's cases and the hass
// programs with their invariants.
func zsplitCLICases(t *testing.T, long bool) []matrixCase {
	t.Helper()
	cs := matrixCases(t, long)
	files, _ := filepath.Glob("../../programs/hass/*.yaml")
	for _, f := range files {
		if strings.HasSuffix(f, ".inv.yaml") {
			continue
		}
		args := []string{f}
		if inv := strings.TrimSuffix(f, ".yaml") + ".inv.yaml"; fileExists(inv) {
			args = append(args, "--invariants", inv)
		}
		cs = append(cs, matrixCase{name: strings.TrimPrefix(f, "../../programs/"), args: append(args, "--start", "09:00", "--duration", "10m")})
	}
	return cs
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// zsplitCLISample are the cases make test runs (DELOREAN_LONG: all).
var zsplitCLISample = []string{"isy/bathroom.isy", "elk/exitdelay.elk", "ha/p04/p04.elk", "ha/p08/p08.ta", "ha/p09/p09.isy",
	"ha/p10/p10.isy", "hass/door-lock-after-timeout.yaml", "isy/evening.isy, a sunset range"}

// Through the command line, --engine zones splits into independent loops
// (the report lists them) and gives the exit code and the violated
// invariants and runtime errors of --engine regions (split) and of
// --engine zones --no-split, with no fallback to regions or to the whole
// program; every trace the split zone run writes replays in the whole
// program (delorean replay).
func TestEngineZonesSplitAgree(t *testing.T) {
	long := os.Getenv("DELOREAN_LONG") != ""
	for _, c := range zsplitCLICases(t, long) {
		if !long && !slices.Contains(zsplitCLISample, c.name) {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			regions := runMatrix(t, c.args)
			if !regions.complete {
				t.Fatalf("regions stopped (%s)", regions.stopReason)
			}
			dir := t.TempDir()
			zones := runMatrix(t, append(slices.Clone(c.args), "--engine", "zones", "--trace-dir", dir))
			var rep struct {
				Engine   string   `json:"engine"`
				Fallback string   `json:"engine_fallback"`
				Split    []string `json:"split_fallback"`
				Loops    []struct {
					Name string `json:"name"`
				} `json:"loops"`
			}
			if err := json.Unmarshal([]byte(zones.output), &rep); err != nil {
				t.Fatal(err)
			}
			var rrep struct {
				Loops []struct {
					Name string `json:"name"`
				} `json:"loops"`
			}
			if err := json.Unmarshal([]byte(regions.output), &rrep); err != nil {
				t.Fatal(err)
			}
			switch {
			case rep.Fallback != "" || rep.Engine != "zones":
				t.Fatalf("not explored over zones (engine %q): %s", rep.Engine, rep.Fallback)
			case len(rep.Split) > 0:
				t.Errorf("split_fallback %q", rep.Split)
			case len(rep.Loops) != len(rrep.Loops):
				t.Errorf("%d loops over zones, %d over regions", len(rep.Loops), len(rrep.Loops))
			case !zones.complete:
				t.Fatalf("zones stopped (%s)", zones.stopReason)
			case zones.code != regions.code:
				t.Errorf("exit %d, regions %d", zones.code, regions.code)
			case !slices.Equal(zones.verdicts, regions.verdicts):
				t.Errorf("violated %q, regions %q", zones.verdicts, regions.verdicts)
			}
			// The whole program over zones (P08's product of loops is out
			// of reach; P10's two minutes whole take 9 s of CPU).
			if !c.splitOnly && (long || !strings.Contains(c.name, "/p10/")) {
				whole := runMatrix(t, append(slices.Clone(c.args), "--engine", "zones", "--no-split"))
				if !whole.complete || whole.code != zones.code || !slices.Equal(whole.verdicts, zones.verdicts) {
					t.Errorf("zones whole: exit %d, violated %q (complete %v); split: exit %d, %q", whole.code, whole.verdicts, whole.complete, zones.code, zones.verdicts)
				}
			}
			traces, _ := filepath.Glob(filepath.Join(dir, "*.trace.yaml"))
			if len(traces) != len(zones.verdicts) {
				t.Errorf("%d trace files for %d violations", len(traces), len(zones.verdicts))
			}
			for _, tr := range traces {
				args := []string{"replay", c.args[0], tr}
				if i := slices.Index(c.args, "--invariants"); i >= 0 {
					args = append(args, "--invariants", c.args[i+1])
				}
				out, code := runCLI(t, args...)
				if code != exitViolation || !strings.Contains(out, "the trace replays") {
					t.Errorf("%s: exit %d:\n%s", filepath.Base(tr), code, out)
				}
			}
		})
	}
}

// compare --engine zones: the timed column explores over zones (its
// states are zones) and violates the invariants that it does over
// regions, with the same projected states, so the untimed and MoDist
// columns compare alike; a bad --engine is bad input.
func TestCompareEngineZones(t *testing.T) {
	type mode struct {
		Mode      string   `json:"mode"`
		States    int64    `json:"states"`
		Values    int      `json:"projected_states"`
		Invalid   int      `json:"invalid_states"`
		Missed    int      `json:"missed_states"`
		Violated  []string `json:"violated"`
		Engine    string   `json:"engine"`
		Fallback  string   `json:"engine_fallback"`
		Complete  bool     `json:"complete"`
		Executed  int      `json:"executed_lines"`
		Examples  []string `json:"examples"`
		Unchecked []string `json:"unchecked"`
	}
	type report struct {
		Trials []struct {
			Start string `json:"start"`
			Modes []mode `json:"modes"`
		} `json:"trials"`
	}
	total := 0
	for _, c := range [][]string{
		{"../../programs/paper/figure2.ta", "--invariants", "../../programs/paper/figure2.inv.yaml", "--start", "09:00", "--duration", "10m", "--trials", "2"},
		{"../../programs/elk/exitdelay.elk", "--invariants", "../../programs/elk/exitdelay.inv.yaml", "--start", "09:00", "--duration", "10m", "--trials", "2"},
		{"../../programs/elk/sprinkler.elk", "--invariants", "../../programs/elk/sprinkler.inv.yaml", "--start", "09:00", "--duration", "10m", "--trials", "3"},
		{"../../programs/isy/bathroom.isy", "--invariants", "../../programs/isy/bathroom.inv.yaml", "--start", "09:00", "--duration", "10m", "--trials", "2"},
		{"../../programs/ha/p04/p04.elk", "--invariants", "../../programs/ha/p04/invariants.yaml", "--start", "21:00", "--duration", "5m"},
	} {
		t.Run(filepath.Base(c[0]), func(t *testing.T) {
			run := func(extra ...string) report {
				out, code := runJSON(t, append(append([]string{"compare", "--json"}, c...), extra...)...)
				if code != exitOK {
					t.Fatalf("exit %d:\n%.2000s", code, out)
				}
				var r report
				if err := json.Unmarshal([]byte(out), &r); err != nil {
					t.Fatal(err)
				}
				return r
			}
			regions, zones := run("--engine", "regions"), run("--engine", "zones")
			if len(regions.Trials) != len(zones.Trials) {
				t.Fatalf("%d trials, %d", len(regions.Trials), len(zones.Trials))
			}
			violated := 0
			for i := range regions.Trials {
				r, z := regions.Trials[i], zones.Trials[i]
				if r.Start != z.Start {
					t.Errorf("trial %d starts at %s, %s", i, r.Start, z.Start)
				}
				rt, zt := r.Modes[0], z.Modes[0]
				sort.Strings(rt.Violated)
				sort.Strings(zt.Violated)
				switch {
				case zt.Engine != "zones" || zt.Fallback != "" || rt.Engine != "":
					t.Errorf("trial %d: engine %q (fallback %q), regions %q", i, zt.Engine, zt.Fallback, rt.Engine)
				case !slices.Equal(rt.Violated, zt.Violated):
					t.Errorf("trial %d: violated over zones %q, regions %q", i, zt.Violated, rt.Violated)
				case rt.Values != zt.Values || rt.Executed != zt.Executed || !zt.Complete:
					t.Errorf("trial %d: zones project %d states and execute %d lines, regions %d and %d", i, zt.Values, zt.Executed, rt.Values, rt.Executed)
				case zt.States > rt.States:
					t.Errorf("trial %d: %d zones, more than %d region states", i, zt.States, rt.States)
				}
				violated += len(rt.Violated)
				// The other columns do not depend on the engine, and
				// compare against the same projection.
				for k := 1; k < len(r.Modes); k++ {
					a, b := r.Modes[k], z.Modes[k]
					if a.States != b.States || a.Invalid != b.Invalid || a.Missed != b.Missed || !slices.Equal(a.Examples, b.Examples) {
						t.Errorf("trial %d, %s: %+v over regions, %+v over zones", i, a.Mode, a, b)
					}
				}
			}
			t.Logf("%d violations over the trials", violated)
			total += violated
		})
	}
	if total < 4 {
		t.Errorf("only %d violations in all: the verdicts compared say little", total)
	}
	if out, code := runCLI(t, "compare", "../../programs/paper/figure2.ta", "--hours", "1", "--engine", "zone"); code != exitBadInput || !strings.Contains(out, `did you mean "zones"?`) {
		t.Errorf("--engine zone: exit %d:\n%s", code, out)
	}
}
