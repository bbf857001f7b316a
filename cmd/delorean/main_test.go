package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// runCLI runs the command line in-process and returns its output and
// exit code.
func runCLI(t *testing.T, args ...string) (string, int) {
	t.Helper()
	root := newRoot()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	_, err := runRoot(root, args)
	code := exitOK
	var ee *exitError
	switch {
	case errors.As(err, &ee):
		code = ee.code
		if ee.err != nil {
			out.WriteString("error: " + ee.err.Error() + "\n")
		}
	case err != nil:
		code = exitBadInput
		out.WriteString("error: " + err.Error() + "\n")
	}
	return out.String(), code
}

const (
	fig1    = "../../programs/paper/figure1.ta"
	fig1Inv = "../../programs/paper/figure1.inv.yaml"
	fig2    = "../../programs/paper/figure2.ta"
)

func TestRegionsFigure2(t *testing.T) {
	out, code := runCLI(t, "regions", fig2)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, out)
	}
	for _, want := range []string{
		"2 clocks besides the wall clock",
		"timeTrigger0", "max constant 5s",
		"timeTrigger1", "max constant 2s",
		"GCD of the constants: 1s",
		"regions over the 2 clocks: 92",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestExploreFigure1(t *testing.T) {
	dir := t.TempDir()
	out, code := runCLI(t, "explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--trace-dir", dir)
	if code != exitViolation {
		t.Fatalf("exit %d, want 1 (violation):\n%s", code, out)
	}
	if !regexp.MustCompile(`VIOLATED\s+light stays on after motion`).MatchString(out) {
		t.Fatalf("the violation is not reported:\n%s", out)
	}
	traces, _ := filepath.Glob(filepath.Join(dir, "*.trace.yaml"))
	if len(traces) != 1 {
		t.Fatalf("%d trace files, want 1", len(traces))
	}
	// The trace replays, and with the invariants the replay ends in the violation.
	rout, rcode := runCLI(t, "replay", fig1, traces[0], "--invariants", fig1Inv)
	if rcode != exitViolation || !strings.Contains(rout, "the trace replays") || !strings.Contains(rout, "VIOLATED at the end: light stays on after motion") {
		t.Fatalf("replay exit %d:\n%s", rcode, rout)
	}
	rout, rcode = runCLI(t, "replay", fig1, traces[0])
	if rcode != exitOK {
		t.Fatalf("replay without invariants exit %d:\n%s", rcode, rout)
	}

	out, code = runCLI(t, "explore", fig1, "--start", "21:00", "--hours", "1", "--invariants", fig1Inv)
	if code != exitOK {
		t.Fatalf("at 21:00 exit %d, want 0:\n%s", code, out)
	}
}

// P10 splits into independent loops and is out of reach explored whole;
// --trace-dir writes the traces lifted from its loops, and each replays
// in the whole program to its violation.
func TestTraceDirSplit(t *testing.T) {
	prog, inv := "../../programs/ha/p10/p10.isy", "../../programs/ha/p10/invariants.yaml"
	dir := t.TempDir()
	out, code := runCLI(t, "explore", prog, "--start", "21:50", "--duration", "15m", "--invariants", inv, "--trace-dir", dir)
	if code != exitViolation {
		t.Fatalf("exit %d, want 1:\n%s", code, out)
	}
	violated := regexp.MustCompile(`VIOLATED\s+(\S.*)`).FindAllStringSubmatch(out, -1)
	traces, _ := filepath.Glob(filepath.Join(dir, "*.trace.yaml"))
	if len(violated) < 2 || len(traces) != len(violated) {
		t.Fatalf("%d trace files for %d violations:\n%s", len(traces), len(violated), out)
	}
	if !strings.Contains(out, "independent control loops") {
		t.Fatalf("the exploration did not split:\n%s", out)
	}
	for _, tr := range traces {
		rout, rcode := runCLI(t, "replay", prog, tr, "--invariants", inv)
		if rcode != exitViolation || !strings.Contains(rout, "the trace replays") || !strings.Contains(rout, "VIOLATED at the end") {
			t.Errorf("replay of %s exit %d:\n%s", filepath.Base(tr), rcode, rout)
		}
	}
}

func TestExploreFigure2Coverage(t *testing.T) {
	out, code := runCLI(t, "explore", fig2, "--hours", "1")
	if code != exitOK {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	if !strings.Contains(out, "outputs reached: DoAnotherThing, DoOneThing") {
		t.Fatalf("both branches not covered:\n%s", out)
	}
}

// The text report's counts are the JSON's, for either engine (zones
// count zones where regions count states).
func TestJSONMatchesText(t *testing.T) {
	for _, engine := range []string{"regions", "zones"} {
		text, _ := runCLI(t, "explore", fig2, "--hours", "1", "--stats", "--engine", engine)
		js, code := runCLI(t, "explore", fig2, "--hours", "1", "--json", "--engine", engine)
		if code != exitOK {
			t.Fatalf("%s: exit %d", engine, code)
		}
		var rep struct {
			Schema      string `json:"schema"`
			States      int64  `json:"states"`
			Transitions int64  `json:"transitions"`
		}
		if err := json.Unmarshal([]byte(js), &rep); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, js)
		}
		word := map[string]string{"regions": "states", "zones": "zones"}[engine]
		m := regexp.MustCompile(`(?m)^` + word + `: (\d+)[ ,]`).FindStringSubmatch(text)
		tm := regexp.MustCompile(`transitions: (\d+) `).FindStringSubmatch(text)
		if m == nil || tm == nil {
			t.Fatalf("%s: text report lacks counts:\n%s", engine, text)
		}
		if strconv.FormatInt(rep.States, 10) != m[1] || strconv.FormatInt(rep.Transitions, 10) != tm[1] {
			t.Fatalf("%s: JSON counts %d/%d, text %s/%s", engine, rep.States, rep.Transitions, m[1], tm[1])
		}
		if rep.Schema == "" {
			t.Fatal("JSON report has no schema version")
		}
	}
}

func TestBadInputExit2(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ta")
	if err := os.WriteFile(bad, []byte("event E\nrule R on E {\n  x = 1\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := runCLI(t, "check", bad)
	if code != exitBadInput || !strings.Contains(out, "bad.ta:3:3") {
		t.Fatalf("exit %d, want 2 with a position:\n%s", code, out)
	}
	out, code = runCLI(t, "explore", fig1, "--hours", "abc")
	if code != exitBadInput || !strings.Contains(out, "--hours") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	_, code = runCLI(t, "explore")
	if code != exitBadInput {
		t.Fatalf("missing argument: exit %d", code)
	}
}

func TestLimitExit3(t *testing.T) {
	out, code := runCLI(t, "explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--max-states", "50", "--engine", "regions")
	// The violation needs more than 50 states, so the run stops first.
	if code != exitLimit || !strings.Contains(out, "INCOMPLETE") {
		t.Fatalf("exit %d, want 3 and an incomplete report:\n%s", code, out)
	}
	if strings.Contains(out, "holds") {
		t.Fatalf("an incomplete run claims an invariant holds:\n%s", out)
	}
}

func TestReach(t *testing.T) {
	out, code := runCLI(t, "reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2")
	if code != exitViolation || !strings.Contains(out, "REACHABLE") || !strings.Contains(out, "P2:wait->cs:tau") {
		t.Fatalf("broken Fischer: exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "reach", "../../programs/ta/fischer-3.tck", "--labels", "cs1,cs2")
	if code != exitOK || !strings.Contains(out, "not reachable") {
		t.Fatalf("Fischer: exit %d:\n%s", code, out)
	}
	_, code = runCLI(t, "reach", "../../programs/ta/fischer-3.tck", "--labels", "nosuch")
	if code != exitBadInput {
		t.Fatalf("unknown label: exit %d", code)
	}
	file := filepath.Join(t.TempDir(), "d.txt")
	if _, code = runCLI(t, "explore", "../../programs/ta/fischer-2.tck", "--discrete-states", file); code != exitOK {
		t.Fatalf("explore exit %d", code)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 18 || lines[0] != "id=0 P1=A P2=A" {
		t.Fatalf("%d discrete states (want 18), first %q", len(lines), lines[0])
	}
}

// Sun times as a range are explored class by class and reported together;
// --lat/--lon compute them from the date.
func TestSunFlags(t *testing.T) {
	out, code := runCLI(t, "explore", "../../programs/isy/evening.isy", "--start", "2026-06-21T18:00", "--hours", "12",
		"--sunset", "17:30..21:30", "--invariants", "../../programs/isy/evening.inv.yaml")
	// Cut where the schedules at sunset and sunset + 30m fall on the 18:00
	// start: 17:30, (17:30, 18:00), 18:00, (18:00, 21:30].
	if code != exitOK || !strings.Contains(out, "explored 4 parts of the sun ranges") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "explore", "../../programs/isy/evening.isy", "--start", "2026-06-21T18:00", "--hours", "12",
		"--lat", "51.5074", "--lon", "-0.1278", "--tz", "Europe/London")
	if code != exitOK || !strings.Contains(out, "sunset 21:2") {
		t.Fatalf("London's midsummer sunset: exit %d:\n%s", code, out)
	}
	_, code = runCLI(t, "explore", "../../programs/isy/evening.isy", "--lat", "51.5", "--lon", "0")
	if code != exitBadInput {
		t.Fatalf("--lat without a date: exit %d", code)
	}
	// The commands that explore one calendar refuse a range rather than
	// take its first time.
	for _, c := range []string{"reach", "regions", "bench"} {
		args := []string{c, "../../programs/isy/evening.isy", "--hours", "1", "--sunset", "17:30..21:30"}
		if c == "reach" {
			args = append(args, "--labels", "x")
		}
		out, code := runCLI(t, args...)
		if code != exitBadInput || !strings.Contains(out, "takes one sun time, not a range") {
			t.Errorf("%s with a sunset range: exit %d:\n%s", c, code, out)
		}
	}
	// The lamp of explore/zone's TestSunRangeLamp, violated for sunsets
	// after 18:45: over regions the first class that breaks it is the
	// piece (18:45, 18:45:30) of the 30-second grid, and the violation
	// says so; over zones the trace says the sunset it picked.
	lamp := []string{"explore", "../../explore/zone/testdata/sun-lamp.isy", "--start", "17:00", "--hours", "3",
		"--sunset", "18:30..19:00", "--invariants", "../../explore/zone/testdata/sun-lamp.inv.yaml"}
	out, code = runCLI(t, append(lamp, "--engine", "regions")...)
	if code != exitViolation || !strings.Contains(out, "with sunset at 18:45:15\n") || !strings.Contains(out, "explored 121 classes of sun times") {
		t.Errorf("the lamp over regions: exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, lamp...)
	if code != exitViolation || !strings.Contains(out, "with sunset at ") {
		t.Errorf("the lamp over zones: exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "explore", "../../programs/isy/evening.isy", "--start", "18:00", "--hours", "2", "--sunset", "19:00..20:00", "--mode", "modist")
	if code != exitBadInput || !strings.Contains(out, "takes one sun time, not a range") {
		t.Errorf("modist with a sunset range: exit %d:\n%s", code, out)
	}
}

// The same input gives byte-identical JSON.
func TestJSONDeterministic(t *testing.T) {
	args := []string{"explore", fig1, "--start", "09:00", "--duration", "6m", "--invariants", fig1Inv, "--json"}
	a, _ := runCLI(t, args...)
	b, _ := runCLI(t, args...)
	if a != b {
		t.Fatal("two runs of the same exploration printed different JSON")
	}
	if !strings.Contains(a, `"violated": true`) {
		t.Fatalf("unexpected JSON:\n%s", a)
	}
}

// The acceptance: compare on Fig. 2 shows untimed inventing
// states, and on the late arrival (programs/paper/latearrival.ta, see
// docs/modist.md) MoDist missing some; on Fig. 1 from 09:00 untimed
// invents some.
func TestCompareCommand(t *testing.T) {
	out, code := runCLI(t, "compare", fig2, "--hours", "1")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, out)
	}
	if re := `untimed .* [1-9]\d* invalid states`; !regexp.MustCompile(re).MatchString(out) {
		t.Errorf("output lacks %s:\n%s", re, out)
	}
	out, code = runCLI(t, "compare", "../../programs/paper/latearrival.ta", "--start", "21:30", "--hours", "2")
	if re := `modist .* [1-9]\d* missed states`; code != exitOK || !regexp.MustCompile(re).MatchString(out) {
		t.Errorf("exit %d, output lacks %s:\n%s", code, re, out)
	}
	out, code = runCLI(t, "compare", fig1, "--start", "09:00", "--duration", "15m", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, out)
	}
	var rep struct {
		Trials []struct {
			Modes []struct {
				Mode    string `json:"mode"`
				Invalid int    `json:"invalid_states"`
			} `json:"modes"`
		} `json:"trials"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if m := rep.Trials[0].Modes[1]; m.Mode != "untimed" || m.Invalid == 0 {
		t.Errorf("untimed on figure 1 from 09:00: %+v, want invalid states", m)
	}
	for _, mode := range []string{"untimed", "modist"} {
		out, code = runCLI(t, "explore", fig2, "--hours", "1", "--mode", mode)
		if code != exitOK || !strings.Contains(out, "("+mode+" mode)") {
			t.Errorf("explore --mode %s: exit %d\n%s", mode, code, out)
		}
	}
}

func TestUntimedDPORFlags(t *testing.T) {
	out, code := runCLI(t, "explore", fig2, "--hours", "1", "--mode", "untimed")
	if code != exitOK || !strings.Contains(out, "event DPOR:") {
		t.Errorf("untimed: exit %d\n%s", code, out)
	}
	out, code = runCLI(t, "explore", fig2, "--hours", "1", "--mode", "untimed", "--no-dpor")
	if code != exitOK || !strings.Contains(out, "full stateful search") {
		t.Errorf("untimed --no-dpor: exit %d\n%s", code, out)
	}
	if _, code = runCLI(t, "explore", fig2, "--hours", "1", "--reversal-bound", "1"); code != exitBadInput {
		t.Errorf("--reversal-bound in timed mode: exit %d, want %d", code, exitBadInput)
	}
	out, code = runCLI(t, "explore", fig2, "--hours", "1", "--mode", "untimed", "--reversal-bound", "0", "--json")
	if code != exitOK && code != exitLimit {
		t.Fatalf("--reversal-bound 0: exit %d\n%s", code, out)
	}
	var b struct {
		Complete bool `json:"complete"`
		Bounded  bool `json:"bounded"`
	}
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatal(err)
	}
	if b.Bounded == b.Complete || (code == exitLimit) != b.Bounded {
		t.Errorf("bounded %v, complete %v, exit %d: a bounded run is incomplete", b.Bounded, b.Complete, code)
	}
}
