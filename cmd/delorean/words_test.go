package main

import (
	"bytes"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"regexp"
	"strings"
	"testing"
)

// Issue 23 item 3: the default text report ends with one line of counts
// and the verdict on completeness; the explorer's own statistics (store
// size, fingerprints, prediction) appear only with --stats.
func TestStatsBehindFlag(t *testing.T) {
	args := []string{"explore", "../../programs/isy/garage.isy", "--hours", "1", "--invariants", "../../programs/isy/garage.inv.yaml", "--engine", "regions"}
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

// Issue 23 item 4: the progress bar of a run that completed ends at 100%,
// however far the frontier's time had got at the last update.
func TestProgressEndsAtFull(t *testing.T) {
	for _, complete := range []bool{true, false} {
		var buf bytes.Buffer
		p := &progress{w: &buf, horizon: 3600}
		p.update(explore.Stats{Elapsed: 2 * time.Second, WallReached: 400}) // 11%
		// The bar draws its last frame, then done clears the line.
		p.done(complete)
		out := buf.String()
		if !strings.Contains(out, "00:06:40 of 01:00:00") {
			t.Fatalf("no frame of the update:\n%q", out)
		}
		if strings.Contains(out, "100%") != complete {
			t.Errorf("complete %v: 100%% shown %v:\n%q", complete, !complete, out)
		}
	}
}

// Issue 23 item 4: no flag's usage holds a backquote, which cobra takes
// as the name of the flag's argument (`--trace-dir delorean replay`).
func TestHelpHasNoBackquotedArgNames(t *testing.T) {
	for _, c := range []string{"explore", "sdn", "compare", "check", "replay", "ir", "reach", "analyze", "bench", "regions"} {
		out, code := runCLI(t, c, "--help")
		if code != exitOK {
			t.Fatalf("%s --help: exit %d", c, code)
		}
		for _, line := range strings.Split(out, "\n") {
			f := strings.Fields(line)
			if len(f) >= 3 && strings.HasPrefix(strings.TrimPrefix(f[0], "-h,"), "--") || len(f) >= 4 && strings.HasPrefix(f[1], "--") {
				if strings.Contains(line, "`") || regexp.MustCompile(`--[a-z-]+ (delorean|vcs:)`).MatchString(line) {
					t.Errorf("%s --help: %q", c, line)
				}
			}
		}
	}
}

// Issue 23 item 4: --report and --trace-dir say what they wrote.
func TestReportAndTraceDirSayWhatTheyWrote(t *testing.T) {
	dir := t.TempDir()
	html := dir + "/r.html"
	out, code := runCLI(t, "explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv,
		"--report", html, "--trace-dir", dir+"/traces")
	if code != exitViolation {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for _, want := range []string{"delorean: wrote the HTML report to " + html, "delorean: wrote 1 trace to " + dir + "/traces: "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	out, _ = runCLI(t, "explore", "../../programs/isy/garage.isy", "--hours", "1", "--trace-dir", dir+"/none")
	if !strings.Contains(out, "no violation: no trace written to "+dir+"/none") {
		t.Errorf("no word of the empty trace directory:\n%s", out)
	}
	out, _ = runCLI(t, "-q", "explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--report", html)
	if strings.Contains(out, "wrote") {
		t.Errorf("--quiet still says what it wrote:\n%s", out)
	}
}

// Issue 23 item 4: a range of sun times is printed as given, not as the
// first class's time or the classes' representatives.
func TestSunRangeAsGiven(t *testing.T) {
	for _, split := range []string{"--no-split=false", "--no-split"} {
		out, _ := runCLI(t, "explore", "../../programs/isy/evening.isy", "--start", "2026-06-21T18:00", "--hours", "12",
			"--sunset", "19:00..21:30", split)
		if !strings.Contains(out, "sunrise 06:30, sunset 19:00..21:30\n") {
			t.Errorf("%s: header:\n%s", split, out)
		}
	}
}

// Issue 23 item 4: ir and replay take --json, and their documents match
// docs/schema/ir.json and docs/schema/replay.json.
func TestIRAndReplayJSON(t *testing.T) {
	check := func(schema string, out string) map[string]any {
		t.Helper()
		docs := decodeAll(t, out)
		if len(docs) != 1 {
			t.Fatalf("%d documents:\n%s", len(docs), out)
		}
		if errs := loadSchema(t, schema).validate(docs[0]); len(errs) > 0 {
			t.Errorf("does not match docs/schema/%s.json:\n  %s", schema, strings.Join(errs, "\n  "))
		}
		return docs[0].(map[string]any)
	}
	out, code := runJSON(t, "ir", "../../programs/isy/garage.isy", "--json")
	if code != exitOK {
		t.Fatalf("ir: exit %d", code)
	}
	doc := check("ir", out)
	// garage.isy: one device, three programs of which one waits.
	if n := len(doc["variables"].([]any)); n != 2 {
		t.Errorf("ir: %d variables, want the door and the waiting program's stage", n)
	}
	dir := t.TempDir()
	if _, code := runCLI(t, "explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--trace-dir", dir); code != exitViolation {
		t.Fatalf("explore: exit %d", code)
	}
	trace := dir + "/01-light-stays-on-after-motion.trace.yaml"
	out, code = runJSON(t, "replay", fig1, trace, "--invariants", fig1Inv, "--json")
	if code != exitViolation {
		t.Fatalf("replay: exit %d:\n%s", code, out)
	}
	doc = check("replay", out)
	// The paper's §2.1 trace: the light switched on, motion a second
	// later, the timer at 09:05 turns the light off.
	if n := len(doc["steps"].([]any)); n != 3 || doc["replays"] != true || len(doc["violated"].([]any)) != 1 {
		t.Errorf("replay: %d steps, replays %v, violated %v", n, doc["replays"], doc["violated"])
	}
}

// Issue 23 item 4: errors never send raw control bytes to the terminal;
// a NUL quoted from a binary file is escaped.
func TestErrorsEscapeControlBytes(t *testing.T) {
	for _, f := range []string{"ta-binary.ta", "isy-binary.isy", "tck-binary.tck", "inv-binary.inv.yaml"} {
		args := []string{"check", "../../testdata/bad/" + f}
		if strings.HasSuffix(f, ".inv.yaml") {
			args = []string{"check", fig1, "--invariants", "../../testdata/bad/" + f}
		}
		root := newRoot()
		var out bytes.Buffer
		root.SetOut(&out)
		root.SetErr(&out)
		root.SetArgs(args)
		err := root.Execute()
		if err == nil {
			t.Fatalf("%s: accepted", f)
		}
		var msg bytes.Buffer
		if code := reportError(&msg, err); code != exitBadInput {
			t.Errorf("%s: exit %d", f, code)
		}
		for _, c := range msg.Bytes() {
			if c < 0x20 && c != '\n' && c != '\t' || c == 0x7f {
				t.Errorf("%s: raw byte %#x in %q", f, c, msg.String())
				break
			}
		}
	}
	// The ta parser quotes the NUL it stopped at.
	if got := printable("unexpected '\x00', \x1b[31m\xff\n"); got != `unexpected '\x00', \x1b[31m\xff`+"\n" {
		t.Errorf("printable: %q", got)
	}
}

// Issue 23 item 4: a number of digits too large for its place is called
// too large, not "not a whole number".
func TestTooLargeNumbers(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"check", "../../testdata/bad/isy-huge-repeat.isy"}, "isy-huge-repeat.isy:7:16: 99999999999999999999 is too large"},
		{[]string{"check", "../../testdata/bad/isy-huge-wait.isy"}, "isy-huge-wait.isy:7:15: 99999999999999999999 is too large"},
		{[]string{"explore", fig2, "--hours", "99999999999999999999"}, "--hours: 99999999999999999999 hours is too long"},
		{[]string{"explore", fig2, "--duration", "99999999999999999999"}, "--duration: 99999999999999999999 is too long"},
		{[]string{"explore", fig2, "--hours", "0.0001"}, "--hours: 0.0001 hours is not a whole number of seconds"},
	} {
		out, code := runCLI(t, c.args...)
		if code != exitBadInput || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %d, want %q in:\n%s", c.args, code, c.want, out)
		}
	}
}

// Issue 23 item 4: an empty trace file's error has a position.
func TestEmptyTraceFile(t *testing.T) {
	out, code := runCLI(t, "replay", fig1, "../../testdata/bad/trace-empty.trace.yaml")
	if code != exitBadInput || !strings.Contains(out, "trace-empty.trace.yaml:1:1: the trace file is empty") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "replay", fig1, "../../testdata/bad/trace-bad-start.trace.yaml")
	if code != exitBadInput || !strings.Contains(out, "trace-bad-start.trace.yaml:3:1: start: ") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// Issue 23 item 4: the positions and hints of a few malformed inputs
// (each also in testdata/bad): an SDN option the app does not take, a
// misspelt section keyword of an ISY program at its own line, an error in
// a folded invariant at its line rather than at the `>`, and "did you
// mean" for names one or two edits from a known one.
func TestBadInputMessages(t *testing.T) {
	bad := "../../testdata/bad/"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"sdn", bad + "sdn-unknown-option.yaml", "--ir"}, `sdn-unknown-option.yaml:9:11: unknown option "allways_on" for app energyte (it takes always_on, on_demand) (did you mean "always_on"?)`},
		{[]string{"check", bad + "isy-than.isy"}, `isy-than.isy:6:1: "Than" is not a section keyword (did you mean "Then"?)`},
		{[]string{"check", bad + "isy-esle.isy"}, `isy-esle.isy:11:1: "Esle" is not a section keyword (did you mean "Else"?)`},
		{[]string{"check", fig1, "--invariants", bad + "inv-block-scalar.inv.yaml"}, `inv-block-scalar.inv.yaml:5:26: "Onn" is not a state of {Off, On} (did you mean "On"?)`},
		{[]string{"check", fig1, "--invariants", bad + "inv-unknown-name.inv.yaml"}, `unknown name "BackPorchLight"`},
		{[]string{"check", fig1, "--invariants", bad + "inv-misspelt-name.inv.yaml"}, `inv-misspelt-name.inv.yaml:2:14: unknown name "FrontPorchLigt" (did you mean "FrontPorchLight"?)`},
		{[]string{"check", fig1, "--invariants", bad + "inv-misspelt-key.inv.yaml"}, `inv-misspelt-key.inv.yaml:2:3: unknown key "conditon" (expected name, condition, window, after, while, holds, for, reaches, within, always_eventually, description) (did you mean "condition"?)`},
		{[]string{"check", bad + "isy-misspelt-program.isy"}, `isy-misspelt-program.isy:4:9: no program or folder named "Garage Opend" (did you mean "Garage Opened"?)`},
		{[]string{"check", fig1, "--init", bad + "init-misspelt-var.init.yaml"}, `init-misspelt-var.init.yaml:2:3: "FrontPorchLigth" is not a variable or device of the program (did you mean "FrontPorchLight"?)`},
	} {
		out, code := runCLI(t, c.args...)
		if code != exitBadInput || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %d, want %q in:\n%s", c.args, code, c.want, out)
		}
	}
	// Two names equally near: no guess.
	if s := ta.Suggest("lamp", []string{"lamb", "damp"}); s != "" {
		t.Errorf("a tie suggests %s", s)
	}
	if s := ta.Suggest("Kitchen Lite", []string{"Kitchen Light"}); s != "" {
		t.Errorf("three edits suggest %s", s)
	}
}
