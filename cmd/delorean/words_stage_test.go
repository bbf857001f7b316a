package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Issue 23 item 3: no text report, trace or HTML report of the bundled
// examples says "stage" -- the ISY front end's bookkeeping for a
// program's place in its Waits -- where the user did not write it (none
// of these invariants files does).
func TestExampleOutputsWithoutInternals(t *testing.T) {
	var runs [][]string
	isy, _ := filepath.Glob("../../programs/isy/*.isy")
	elk, _ := filepath.Glob("../../programs/elk/*.elk")
	hass, _ := filepath.Glob("../../programs/hass/*[a-z].yaml")
	var progs []string
	for _, f := range append(append(isy, elk...), hass...) {
		if !strings.HasSuffix(f, ".inv.yaml") {
			progs = append(progs, f)
		}
	}
	for _, f := range progs {
		runs = append(runs, []string{f, strings.TrimSuffix(f, filepath.Ext(f)) + ".inv.yaml"})
	}
	for _, p := range []string{"p09", "p10"} {
		runs = append(runs, []string{"../../programs/ha/" + p + "/" + p + ".isy", "../../programs/ha/" + p + "/invariants.yaml"})
	}
	if len(runs) < 17 {
		t.Fatalf("only %d examples", len(runs))
	}
	stage := regexp.MustCompile(`(?i)stage`)
	for _, r := range runs {
		inv, err := os.ReadFile(r[1])
		if err != nil {
			t.Fatal(err)
		}
		if stage.Match(inv) {
			t.Fatalf("%s says stage itself", r[1])
		}
		// From 09:00 and from 18:00 for three hours: the examples'
		// violations (and their traces through Waits) show in one or both.
		for _, start := range []string{"09:00", "18:00"} {
			html := filepath.Join(t.TempDir(), "r.html")
			// The porch's millions of states (the paper's Figure 1) are
			// cut short: its violation comes first.
			out, code := runCLI(t, "explore", r[0], "--invariants", r[1], "--start", start, "--hours", "3", "--report", html, "--max-states", "100000")
			if code != exitOK && code != exitViolation && code != exitLimit {
				t.Fatalf("%s: exit %d:\n%s", r[0], code, out)
			}
			page, err := os.ReadFile(html)
			if err != nil {
				t.Fatal(err)
			}
			for what, text := range map[string]string{"text": out, "HTML": string(page)} {
				if loc := stage.FindStringIndex(text); loc != nil {
					t.Errorf("%s from %s: the %s report says %q", r[0], start, what, text[max(0, loc[0]-80):min(len(text), loc[1]+40)])
				}
			}
		}
	}
}

// compare's examples of missed and invalid states name a waiting program
// as traces do.
func TestCompareWithoutInternals(t *testing.T) {
	out, _ := runCLI(t, "compare", "../../programs/isy/hallway.isy", "../../programs/isy/bathroom.isy", "--hours", "1")
	if !strings.Contains(out, "e.g. ") || !strings.Contains(out, "Hall Motion Day=idle") {
		t.Fatalf("no examples in:\n%s", out)
	}
	if strings.Contains(strings.ToLower(out), "stage") {
		t.Errorf("compare says stage:\n%s", out)
	}
}

// Issue 23 item 3: a Wait shows in a trace as the program and the Wait
// line it waits at, the timer as the program's wait, and the lines never
// executed as the program's own lines.
func TestTraceInProgramTerms(t *testing.T) {
	dir := t.TempDir()
	out, code := runCLI(t, "explore", "../../programs/isy/bathroom.isy", "--invariants", "../../programs/isy/bathroom.inv.yaml", "--hours", "1", "--trace-dir", dir)
	if code != exitViolation {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	// The trace file keeps the IR's names (replay reads them); what
	// replay prints speaks as the report does.
	replayed, code := runCLI(t, "replay", "../../programs/isy/bathroom.isy", filepath.Join(dir, "02-the-fan-runs-while-the-bathroom-is-occupied.trace.yaml"))
	if code != exitOK || strings.Contains(strings.ToLower(replayed), "stage") ||
		!strings.Contains(replayed, "Bath Fan Limit=waiting (Wait 30 minutes, line 41) timer Bath Fan Limit: wait running") ||
		!strings.Contains(replayed, "00:30:00  Bath Fan Limit: wait ends") {
		t.Errorf("replay: exit %d:\n%s", code, replayed)
	}
	src, err := os.ReadFile("../../programs/isy/bathroom.isy")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	// Line 41 is the fan limit's Wait, lines 25 and 26 the two actions of
	// Bath Vacated's Else that nothing reaches (the fan is off whenever
	// the room is vacated).
	if strings.TrimSpace(lines[40]) != "Wait  30 minutes" {
		t.Fatalf("line 41 is %q", lines[40])
	}
	for _, want := range []string{
		"Bath Fan Limit: idle -> waiting (Wait 30 minutes, line 41)",
		"Bath Fan Limit: wait started (30m)",
		"00:30:00       Bath Fan Limit: wait ends",
		"Bath Fan Limit: waiting (Wait 30 minutes, line 41) -> idle",
		"Bath Fan Limit=idle",
		"never executed: ../../programs/isy/bathroom.isy:25:9: " + strings.Join(strings.Fields(lines[24]), " "),
		"never executed: ../../programs/isy/bathroom.isy:26:9: " + strings.Join(strings.Fields(lines[25]), " "),
		"Bath Vacated: wait ≤ 5m, Bath Fan Limit: wait ≤ 30m",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
}

// Issue 23 item 3: an invariant may say `program "X" is waiting`; it
// means what the stage form means, its errors keep their columns, and
// reports print it as written.
func TestProgramIsWaitingInvariant(t *testing.T) {
	dir := t.TempDir()
	write := func(name, cond string) string {
		f := filepath.Join(dir, name)
		body := "- name: the garden is dark after 11 PM unless a guest came\n  condition: '" + cond + "'\n  window: {from: \"23:00\", to: \"02:00\"}\n"
		if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	prog := "../../programs/isy/evening.isy"
	args := []string{"explore", prog, "--start", "2026-06-21T18:00", "--hours", "12"}
	phrase, code1 := runCLI(t, append(args, "--invariants", write("a.inv.yaml", `"Garden Lights" == Off || program "Guest Arrival" is waiting`))...)
	stage, code2 := runCLI(t, append(args, "--invariants", write("b.inv.yaml", `"Garden Lights" == Off || "Program Guest Arrival: stage" == 1`))...)
	if code1 != exitOK || code2 != exitOK {
		t.Fatalf("exit %d and %d:\n%s\n%s", code1, code2, phrase, stage)
	}
	if !strings.Contains(phrase, `"Garden Lights" == Off || program "Guest Arrival" is waiting: holds`) {
		t.Errorf("the phrase is not printed as written:\n%s", phrase)
	}
	// Without the guest's exception the invariant is violated, in both
	// forms negated alike: the garden is lit exactly while the program waits.
	neg1, c1 := runCLI(t, append(args, "--invariants", write("c.inv.yaml", `!(program "Guest Arrival" is waiting) -> "Garden Lights" == Off`))...)
	neg2, c2 := runCLI(t, append(args, "--invariants", write("d.inv.yaml", `"Program Guest Arrival: stage" == 0 -> "Garden Lights" == Off`))...)
	if c1 != c2 {
		t.Errorf("the two forms disagree: exit %d and %d:\n%s\n%s", c1, c2, neg1, neg2)
	}
	out, code := runCLI(t, "check", prog, "--invariants", write("e.inv.yaml", `program "Guest Arrival" is waiting && "Garden Lights" == Onn`))
	if code != exitBadInput || !strings.Contains(out, `e.inv.yaml:2:72: "Onn" is not a state of {Off, On} (did you mean "On"?)`) {
		t.Errorf("exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "check", prog, "--invariants", write("f.inv.yaml", `program "Guest Arival" is waiting`))
	if code != exitBadInput || !strings.Contains(out, `(did you mean "program Guest Arrival is waiting"?)`) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// Issue 23 item 3: trace times are the concrete replayed times, whole
// seconds where the replay allows. The exit-delay example's door opens
// somewhere in the open minute of the exit delay (the region engine took
// 09:00:00.5); the hour's first whole second after arming, 09:00:01, is
// as good. P9's back-yard motion misses its minute from 09:00 on: any
// time after 09:01:00 shows it (09:01:00.5 before), 09:01:01 the roundest.
func TestTraceTimesWholeSeconds(t *testing.T) {
	out, _ := runCLI(t, "explore", "../../programs/elk/exitdelay.elk", "--invariants", "../../programs/elk/exitdelay.inv.yaml", "--start", "09:00", "--hours", "2", "--engine", "regions")
	if !strings.Contains(out, "09:00:01       Garage Door (Zn 2): becomes not secure") {
		t.Errorf("exitdelay:\n%s", out)
	}
	out, _ = runCLI(t, "explore", "../../programs/ha/p09/p09.isy", "--invariants", "../../programs/ha/p09/invariants.yaml", "--start", "09:00", "--hours", "2")
	if !strings.Contains(out, "at 09:01:01: ") {
		t.Errorf("p09:\n%s", out)
	}
	if regexp.MustCompile(`\d\d:\d\d:\d\d\.\d`).MatchString(out) {
		t.Errorf("a fraction of a second is left:\n%s", out)
	}
}
