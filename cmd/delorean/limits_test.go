package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	exitDelay    = "../../programs/elk/exitdelay.elk"
	exitDelayInv = "../../programs/elk/exitdelay.inv.yaml"
	bathroom     = "../../programs/isy/bathroom.isy"
	bathroomInv  = "../../programs/isy/bathroom.inv.yaml"
)

// A run that finds a violation and is then stopped by a limit exits 1 (a
// violation found is a definite answer), and its JSON says it is
// incomplete and why; a run stopped before finding one exits 3. The
// counts are this machine-independent search's: exitdelay's violation
// shows within its first 600 states (1,688 in all), bathroom's untimed
// one in its 6th state of 8 and not in its first 4.
func TestViolationAtLimit(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
	}{
		{"timed", []string{"explore", exitDelay, "--invariants", exitDelayInv, "--start", "09:00", "--hours", "1", "--max-states", "600", "--engine", "regions"}, exitViolation},
		{"untimed", []string{"explore", bathroom, "--invariants", bathroomInv, "--mode", "untimed", "--max-states", "6"}, exitViolation},
		{"untimed, before the violation", []string{"explore", bathroom, "--invariants", bathroomInv, "--mode", "untimed", "--max-states", "4"}, exitLimit},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, code := runCLI(t, append(tc.args, "--json", "--quiet")...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d:\n%s", code, tc.code, out)
			}
			var doc struct {
				Complete   *bool  `json:"complete"`
				StopReason string `json:"stop_reason"`
				Violated   []string
				Invariants []struct {
					Violated bool `json:"violated"`
				} `json:"invariants"`
			}
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatalf("%v:\n%s", err, out)
			}
			if doc.Complete == nil || *doc.Complete || !strings.Contains(doc.StopReason, "state limit") {
				t.Errorf("complete %v, stop_reason %q; want false and the state limit", doc.Complete, doc.StopReason)
			}
			found := len(doc.Violated) > 0
			for _, inv := range doc.Invariants {
				found = found || inv.Violated
			}
			if found != (tc.code == exitViolation) {
				t.Errorf("exit %d with a violation reported: %v", code, found)
			}
			// The text says it too.
			text, tcode := runCLI(t, append(tc.args, "--quiet")...)
			if tcode != code || !strings.Contains(text, "INCOMPLETE") {
				t.Errorf("text: exit %d, want %d, and INCOMPLETE:\n%s", tcode, code, text)
			}
		})
	}
}

// Zero and negative limits are usage errors (exit 2, naming the flag) in
// every command that has them. Before, --workers 0 and -1 meant one
// worker, --max-states 0 and --timeout 0 no limit, and negative ones were
// taken as no limit too.
func TestLimitFlagsUsage(t *testing.T) {
	dir := t.TempDir()
	scn := filepath.Join(dir, "chain.yaml")
	if err := os.WriteFile(scn, []byte(chainScenario(2)), 0o644); err != nil {
		t.Fatal(err)
	}
	cmds := map[string][]string{
		"explore":         {"explore", fig2, "--hours", "1"},
		"explore untimed": {"explore", fig2, "--hours", "1", "--mode", "untimed"},
		"compare":         {"compare", fig2, "--hours", "1"},
		"compare sdn":     {"compare", scn},
		"reach":           {"reach", "../../programs/ta/fischer-3.tck", "--labels", "cs1,cs2"},
		"sdn":             {"sdn", scn},
		"bench":           {"bench", fig2, "--hours", "1"},
		"liveness":        {"liveness", "../../programs/ta/fischer-2.tck", "--labels", "cs1"},
	}
	flags := map[string][]string{
		"explore":         {"workers", "max-states", "timeout", "dot-limit"},
		"explore untimed": {"max-states", "timeout"},
		"compare":         {"max-states", "timeout", "trials", "workers"},
		"compare sdn":     {"max-states", "timeout", "workers"},
		"reach":           {"max-states", "timeout", "workers"},
		"sdn":             {"max-states", "timeout", "workers"},
		"bench":           {"trials", "timeout", "workers", "max-states"},
		"liveness":        {"max-states", "timeout", "workers"},
	}
	bad := map[string][]string{
		"workers": {"0", "-1"}, "max-states": {"0", "-5"}, "timeout": {"0", "-1s", "0s"},
		"trials": {"0", "-2"}, "dot-limit": {"0"},
	}
	for name, args := range cmds {
		for _, f := range flags[name] {
			for _, v := range bad[f] {
				t.Run(fmt.Sprintf("%s --%s %s", name, f, v), func(t *testing.T) {
					out, code := runCLI(t, append(append([]string{}, args...), "--"+f+"="+v, "--quiet")...)
					if code != exitBadInput || !strings.Contains(out, "--"+f+" ") || !strings.Contains(out, "expected") {
						t.Errorf("exit %d, want 2 with a message naming --%s:\n%s", code, f, out)
					}
				})
			}
		}
	}
	// bench --cap-states: 0 is documented as no cap; negative is wrong.
	if out, code := runCLI(t, "bench", fig2, "--hours", "1", "--cap-states", "-1"); code != exitBadInput || !strings.Contains(out, "--cap-states") {
		t.Errorf("bench --cap-states -1: exit %d\n%s", code, out)
	}
	// Left out, the defaults apply: no limit, and one worker per CPU.
	if out, code := runCLI(t, "explore", fig2, "--hours", "1", "--quiet"); code != exitOK {
		t.Errorf("explore without limits: exit %d\n%s", code, out)
	}
	// Positive values are fine.
	if out, code := runCLI(t, "explore", fig2, "--hours", "1", "--workers", "1", "--max-states", "100000", "--timeout", "1m", "--quiet"); code != exitOK {
		t.Errorf("explore with positive limits: exit %d\n%s", code, out)
	}
}

// chainScenario is an SDN scenario of n switches in a line (see the sdn
// package's test of the same name).
func chainScenario(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "name: chain%d\napp: pyswitch\nvariant: fixed\nvcs: 2\nswitches:\n", n)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  - {name: s%d, ports: 3}\n", i)
	}
	if n > 1 {
		b.WriteString("links:\n")
	}
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  - \"s%d:2 s%d:1\"\n", i, i+1)
	}
	fmt.Fprintf(&b, "hosts:\n  - {name: a, kind: sender, at: \"s1:3\", to: b, packets: 2}\n  - {name: b, kind: replier, at: \"s%d:3\"}\n", n)
	b.WriteString("properties: [NoBlackHoles, NoForgottenPackets]\n")
	return b.String()
}

// --timeout stops the compilation of a large SDN scenario (200 switches
// take tens of seconds to compile): exit 3, saying that nothing was
// checked. Before, the timeout only began to count once exploring.
func TestSDNTimeoutWhileCompiling(t *testing.T) {
	scn := filepath.Join(t.TempDir(), "chain200.yaml")
	if err := os.WriteFile(scn, []byte(chainScenario(200)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"sdn", scn}, {"sdn", scn, "--compare"}, {"compare", scn}} {
		out, code := runCLI(t, append(args, "--timeout", "200ms", "--quiet")...)
		if code != exitLimit || !strings.Contains(out, "compilation stopped: reached the time limit") {
			t.Errorf("%s: exit %d, want 3 and the compilation stopped:\n%s", strings.Join(args, " "), code, out)
		}
	}
}

// compare takes --timeout (it had none: P5 ran on for minutes): each
// exploration stops, the report marks them incomplete with their reason,
// and the exit code is 3.
func TestCompareTimeout(t *testing.T) {
	out, code := runCLI(t, "compare", "../../programs/ha/p05/p05.ta", "--invariants", "../../programs/ha/p05/invariants.yaml",
		"--start", "09:00", "--hours", "1", "--timeout", "300ms", "--json", "--quiet", "--engine", "regions")
	if code != exitLimit {
		t.Fatalf("exit %d, want 3:\n%s", code, out)
	}
	var doc struct {
		Trials []struct {
			Modes []struct {
				Mode       string `json:"mode"`
				Complete   bool   `json:"complete"`
				StopReason string `json:"stop_reason"`
			} `json:"modes"`
		} `json:"trials"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Trials) != 1 || len(doc.Trials[0].Modes) != 3 {
		t.Fatalf("%v:\n%s", err, out)
	}
	for _, m := range doc.Trials[0].Modes {
		if m.Complete || m.StopReason != "reached the time limit" {
			t.Errorf("%s: complete %v, stop_reason %q; want stopped at the time limit", m.Mode, m.Complete, m.StopReason)
		}
	}
}

// The help of every command that gives a verdict states the same exit
// codes, including that a violation found outranks a limit.
func TestExitCodesInHelp(t *testing.T) {
	want := strings.Join(strings.Fields(exitCodesHelp), " ")
	for _, c := range [][]string{{"--help"}, {"explore", "--help"}, {"reach", "--help"}, {"sdn", "--help"}} {
		out, code := runCLI(t, c...)
		if code != exitOK || !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("%s: exit %d, the exit codes are not stated:\n%s", strings.Join(c, " "), code, out)
		}
	}
	out, _ := runCLI(t, "compare", "--help")
	if !strings.Contains(strings.Join(strings.Fields(out), " "), "3 some exploration stopped at a limit") {
		t.Errorf("compare --help does not state its exit codes:\n%s", out)
	}
}
