package main

import (
	"regexp"
	"strings"
	"testing"
)

// Issue 23 item 3: the default text report ends with one line of counts
// and the verdict on completeness; the explorer's own statistics (store
// size, fingerprints, prediction) appear only with --stats.
func TestStatsBehindFlag(t *testing.T) {
	args := []string{"explore", "../../programs/isy/garage.isy", "--hours", "1", "--invariants", "../../programs/isy/garage.inv.yaml"}
	out, code := runCLI(t, args...)
	if code != exitOK {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for _, dev := range []string{"prediction", "store", "fingerprints", "bytes/state", "replayed"} {
		if strings.Contains(out, dev) {
			t.Errorf("the default report mentions %q:\n%s", dev, out)
		}
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	last := lines[len(lines)-1]
	// 28+3+3 states, 84+5+5 transitions: the loops' counts in the
	// --stats report below, summed.
	want := regexp.MustCompile(`^states: 34, transitions: 94 in \d+\.\d{3}s, peak memory [\d.]+ [KMG]iB; complete: explored until 01:00:00$`)
	if !want.MatchString(last) {
		t.Errorf("last line %q", last)
	}
	out, code = runCLI(t, append(args, "--stats")...)
	if code != exitOK || !strings.Contains(out, "prediction:") || !strings.Contains(out, "exact: whole keys, no fingerprints") ||
		!strings.Contains(out, "complete: explored until 01:00:00") {
		t.Errorf("--stats: exit %d:\n%s", code, out)
	}
}
