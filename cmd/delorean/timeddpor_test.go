package main

import (
	"strings"
	"testing"
)

// --dpor: timed exploration reducing same-instant orderings says so, keeps the violation,
// and is refused outside timed mode (exit 2).
func TestTimedDPORFlag(t *testing.T) {
	inv := strings.TrimSuffix(fig2, ".ta") + ".inv.yaml"
	out, code := runCLI(t, "explore", fig2, "--hours", "1", "--invariants", inv, "--dpor")
	if code != exitViolation || !strings.Contains(out, "urgent states reduced") || !strings.Contains(out, "VIOLATED") {
		t.Errorf("explore --dpor: exit %d\n%s", code, out)
	}
	for _, mode := range []string{"untimed", "modist"} {
		out, code := runCLI(t, "explore", fig2, "--hours", "1", "--mode", mode, "--dpor")
		if code != exitBadInput || !strings.Contains(out, "--dpor goes with --mode timed") {
			t.Errorf("explore --mode %s --dpor: exit %d, want %d\n%s", mode, code, exitBadInput, out)
		}
	}
}
