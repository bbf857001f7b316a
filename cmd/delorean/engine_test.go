package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Zones against regions through the command line: on every bundled
// program with its invariants and the ten homes (the differential
// matrix's cases), --engine zones gives the exit code and the violated
// invariants and runtime errors of --engine regions, the reference, with
// no fallback to regions; and every trace it writes replays in the
// concrete interpreter (delorean replay) to the same violation. The
// traces' times may differ: each engine reports the first violation its
// own search order meets.
func TestEngineZonesAgree(t *testing.T) {
	long := os.Getenv("DELOREAN_LONG") != ""
	for _, c := range matrixCases(t, long) {
		t.Run(c.name, func(t *testing.T) {
			regions := runMatrix(t, c.args)
			if !regions.complete {
				t.Fatalf("regions stopped (%s)", regions.stopReason)
			}
			dir := t.TempDir()
			zones := runMatrix(t, append(slices.Clone(c.args), "--engine", "zones", "--trace-dir", dir))
			var rep struct {
				Engine   string `json:"engine"`
				Fallback string `json:"engine_fallback"`
			}
			if err := json.Unmarshal([]byte(zones.output), &rep); err != nil {
				t.Fatal(err)
			}
			switch {
			case rep.Fallback != "" || rep.Engine != "zones":
				t.Fatalf("not explored over zones (engine %q): %s", rep.Engine, rep.Fallback)
			case !zones.complete:
				t.Fatalf("zones stopped (%s)", zones.stopReason)
			case zones.code != regions.code:
				t.Errorf("exit %d, regions %d", zones.code, regions.code)
			case !slices.Equal(zones.verdicts, regions.verdicts):
				t.Errorf("violated %q, regions %q", zones.verdicts, regions.verdicts)
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
