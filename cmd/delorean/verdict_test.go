package main

import (
	"encoding/json"
	"testing"
)

// Each invariant's JSON verdict: violated, holds over a complete run,
// unknown over one a limit stopped before it found a violation (the
// figure's invariants by the paper: "light stays on after motion" is
// violated within the hour, the others hold).
func TestJSONVerdicts(t *testing.T) {
	verdicts := func(args ...string) map[string]string {
		t.Helper()
		out, _ := runCLI(t, append([]string{"explore", "../../programs/paper/figure1.ta", "--invariants", "../../programs/paper/figure1.inv.yaml", "--start", "09:00", "--hours", "1", "--json", "-q"}, args...)...)
		var rep struct {
			Invariants []struct{ Name, Verdict string }
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%v:\n%s", err, out)
		}
		got := map[string]string{}
		for _, inv := range rep.Invariants {
			got[inv.Name] = inv.Verdict
		}
		return got
	}
	whole := verdicts()
	if whole["light stays on after motion"] != "violated" {
		t.Errorf("complete run: %v", whole)
	}
	for name, v := range whole {
		if v != "violated" && v != "holds" {
			t.Errorf("complete run: %s is %q", name, v)
		}
	}
	if whole["light on while its timer runs"] != "holds" {
		t.Errorf("complete run: %v", whole)
	}
	cut := verdicts("--max-states", "1")
	for name, v := range cut {
		if whole[name] == "holds" && v != "unknown" {
			t.Errorf("a run stopped at one state says %s %q, want unknown", name, v)
		}
	}
}
