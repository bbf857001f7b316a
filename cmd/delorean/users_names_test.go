package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// verdictLines are a report's verdict lines ("ok", "VIOLATED") with the
// time of each violation, without the invariants' names and sources.
func verdictLines(out string) []string {
	var v []string
	at := regexp.MustCompile(`(?m)^(ok|VIOLATED) |^          at ([0-9:]+):`)
	for _, m := range at.FindAllStringSubmatch(out, -1) {
		v = append(v, m[1]+m[2])
	}
	return v
}

// Issue 39 item 3: invariants and start states accept the names traces
// print. Each pair says the same thing in the IR's names and in the
// report's; both give the same verdicts at the same times. `rule P`,
// for a program P, is any of P's rules: its verdict is that of the
// earliest of the invariants on each rule alone.
func TestInvariantsInTheReportsNames(t *testing.T) {
	const prog = "../../programs/isy/bathroom.isy"
	dir := t.TempDir()
	write := func(name, text string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	inv := func(after string) string {
		return "- name: fan off soon\n  after: " + after + "\n  reaches: '\"Bath Fan\" == Off'\n  within: 2m\n"
	}
	run := func(args ...string) string {
		t.Helper()
		out, code := runCLI(t, append([]string{"explore", prog, "--start", "18:00", "--hours", "1"}, args...)...)
		if code != exitOK && code != exitViolation {
			t.Fatalf("%v: exit %d\n%s", args, code, out)
		}
		return strings.Join(verdictLines(out), " ")
	}
	for _, c := range [][2]string{
		{`'"Program Bath Fan Limit: wait"'`, `'Bath Fan Limit: wait'`},
		{`'"Program Bath Fan Limit: wait"'`, `'Bath Fan Limit: wait ends'`},
	} {
		ir, shown := run("--invariants", write("ir.yaml", inv(c[0]))), run("--invariants", write("shown.yaml", inv(c[1])))
		if ir == "" || ir != shown {
			t.Errorf("after %s: %q; after %s: %q", c[0], ir, c[1], shown)
		}
	}
	// The program's rules, from the IR.
	irText, _ := runCLI(t, "ir", prog)
	var rules []string
	for _, m := range regexp.MustCompile(`(?m)^rule "(Bath Fan Limit: [^"]*)"`).FindAllStringSubmatch(irText, -1) {
		rules = append(rules, m[1])
	}
	if len(rules) < 2 {
		t.Fatalf("Bath Fan Limit has rules %v", rules)
	}
	whole := run("--invariants", write("p.yaml", inv(`rule "Bath Fan Limit"`)))
	earliest := "ok"
	for _, r := range rules {
		v := run("--invariants", write("r.yaml", inv(`'rule "`+r+`"'`)))
		if strings.HasPrefix(v, "VIOLATED") && (earliest == "ok" || v < earliest) {
			earliest = v
		}
	}
	t.Logf("rule of the program: %q; earliest of its rules: %q", whole, earliest)
	if whole != earliest {
		t.Errorf(`after: rule "Bath Fan Limit" gives %q; the earliest of its rules (%v) %q`, whole, rules, earliest)
	}
	if out, code := runCLI(t, "check", prog, "--invariants", write("typo.yaml", inv(`rule "Bath Fan Limt"`))); code != exitBadInput || !strings.Contains(out, `did you mean "Bath Fan Limit"?`) {
		t.Errorf("a misspelt program: exit %d\n%s", code, out)
	}

	// A start state in the report's names is the one in the IR's.
	irInit := write("ir-init.yaml", "timers:\n  \"Program Bath Fan Limit: wait\": 10m\nvars:\n  \"Program Bath Fan Limit: stage\": 1\n  \"Bath Fan\": On\n")
	shownInit := write("shown-init.yaml", "timers:\n  \"Bath Fan Limit: wait\": 10m\nvars:\n  \"Bath Fan Limit\": waiting (Wait 30 minutes, line 41)\n  \"Bath Fan\": On\n")
	a, b := run("--init", irInit, "--invariants", "../../programs/isy/bathroom.inv.yaml"), run("--init", shownInit, "--invariants", "../../programs/isy/bathroom.inv.yaml")
	if a == "" || a != b {
		t.Errorf("start state in the IR's names: %q; in the report's: %q", a, b)
	}
	if out, code := runCLI(t, "check", prog, "--init", write("bad-init.yaml", "vars:\n  \"Bath Fan Limit\": waitin\n")); code != exitBadInput || !strings.Contains(out, "expected one of idle, waiting (Wait 30 minutes, line 41)") {
		t.Errorf("a value not shown: exit %d\n%s", code, out)
	}
}
