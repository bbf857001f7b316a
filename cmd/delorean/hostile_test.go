package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// runSplit runs the command line as main does (execute) and returns its
// standard output, its standard error and the exit code apart.
func runSplit(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	root := newRoot()
	var out, errs bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errs)
	code = execute(root, args)
	return out.String(), errs.String(), code
}

// A bug that panics is an internal error, exit 4, never bad input (2):
// the message names the command, the stage and the file, with --json the
// error document says exit_code 4, and an output being written when it
// happens leaves no file. The panics are injected at a stage's start
// (stageFault), on the command's goroutine and on a loader's; without the
// catch the test binary itself would crash.
func TestInternalErrorExit4(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "r.html")
	scn := "../../programs/sdn/nice-bug-II.yaml"
	for _, tc := range []struct {
		args  []string
		stage string // the stage that panics, by its start
		want  string
	}{
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1"}, "loading", "in `delorean explore`, loading " + fig1},
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv}, "reading " + fig1Inv, "reading " + fig1Inv + " and preparing the exploration of " + fig1},
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--engine", "regions"}, "exploring", "in `delorean explore`, exploring " + fig1},
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--report", page}, "writing", "writing --report " + page},
		{[]string{"explore", fig1, "--mode", "untimed", "--hours", "1"}, "exploring", "exploring " + fig1 + " in the untimed mode"},
		{[]string{"reach", "../../programs/ta/fischer-broken-3.tck", "--labels", "cs1,cs2"}, "exploring", "in `delorean reach`, exploring"},
		{[]string{"compare", fig2, "--hours", "1"}, "comparing", "in `delorean compare`, comparing the modes on " + fig2},
		{[]string{"bench", fig1, "--start", "09:00", "--hours", "1"}, "measuring", "in `delorean bench`, measuring " + fig1},
		{[]string{"sdn", scn}, "exploring", "in `delorean sdn`, exploring " + scn},
		{[]string{"sdn", scn}, "loading", "in `delorean sdn`, loading " + scn},
		{[]string{"check", fig1}, "loading", "in `delorean check`, loading " + fig1},
		{[]string{"ir", fig1}, "loading", "in `delorean ir`, loading " + fig1},
	} {
		t.Run(tc.args[0]+" "+tc.stage, func(t *testing.T) {
			stageFault = func(stage string) {
				if strings.HasPrefix(stage, tc.stage) {
					panic("injected fault")
				}
			}
			defer func() { stageFault = nil }()
			_, stderr, code := runSplit(t, tc.args...)
			if code != exitInternal || !strings.Contains(stderr, "internal error") || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, "injected fault") {
				t.Errorf("exit %d, want 4 and %q:\n%s", code, tc.want, stderr)
			}
			stdout, _, code := runSplit(t, append(tc.args, "--json")...)
			var doc errorReport
			if err := json.Unmarshal([]byte(stdout), &doc); err != nil || doc.Schema != ErrorSchema || doc.ExitCode != exitInternal || code != exitInternal {
				t.Errorf("--json: exit %d, %v:\n%s", code, err, stdout)
			}
		})
	}
	left, _ := os.ReadDir(dir)
	if len(left) != 0 {
		t.Errorf("a panic while writing --report left %v", left)
	}
	// A panic inside the writing of the page, after its temporary file
	// is made, leaves no file either.
	writeFault = func(flag string) error { panic("injected fault while writing " + flag) }
	defer func() { writeFault = nil }()
	_, stderr, code := runSplit(t, "explore", fig1, "--start", "09:00", "--hours", "1", "--report", page)
	left, _ = os.ReadDir(dir)
	if code != exitInternal || len(left) != 0 {
		t.Errorf("exit %d, files left %v:\n%s", code, left, stderr)
	}
}

// Each output flag's path is checked before anything is loaded or
// explored: a path that cannot take the file is refused at once (exit 2,
// the flag named, no report), and so are two flags naming one file.
func TestOutputsCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	under := filepath.Join(file, "out") // a path below a regular file: no one can write it, root neither
	exploreArgs := []string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--engine", "regions"}
	for _, tc := range []struct {
		args []string
		flag string
	}{
		{append(exploreArgs, "--trace-dir", under), "--trace-dir"},
		{append(exploreArgs, "--report", under), "--report"},
		{append(exploreArgs, "--report", dir), "--report"}, // a directory
		{append(exploreArgs, "--dot", under), "--dot"},
		{append(exploreArgs, "--discrete-states", under), "--discrete-states"},
		{append(exploreArgs, "--cpuprofile", under), "--cpuprofile"},
		{append(exploreArgs, "--memprofile", under), "--memprofile"},
		{append(exploreArgs, "--report", file, "--dot", file), "--dot both name"},
		{[]string{"sdn", "../../programs/sdn/nice-bug-II.yaml", "--trace-dir", under}, "--trace-dir"},
		{[]string{"compare", fig2, "--hours", "1", "--report", under}, "--report"},
		{[]string{"compare", fig2, "--hours", "1", "--trace-dir", under}, "--trace-dir"},
		{[]string{"bench", fig2, "--hours", "1", "--report", under}, "--report"},
		{[]string{"bench", fig2, "--hours", "1", "--trace-dir", under}, "--trace-dir"},
		{[]string{"analyze", fig2, "--dot", under}, "--dot"},
		{[]string{"liveness", "../../programs/ta/fischer-broken-2.tck", "--labels", "cs1,cs2", "--trace-dir", under}, "--trace-dir"},
		{[]string{"liveness", "../../programs/ta/fischer-broken-2.tck", "--labels", "cs1,cs2", "--trace-dir", file}, "--trace-dir"},
	} {
		start := time.Now()
		stdout, stderr, code := runSplit(t, tc.args...)
		if code != exitBadInput || !strings.Contains(stderr, tc.flag) || stdout != "" || time.Since(start) > 5*time.Second {
			t.Errorf("%v: exit %d after %v, want 2 naming %s at once:\n%s%s", tc.args[len(tc.args)-2:], code, time.Since(start), tc.flag, stdout, stderr)
		}
	}
	if b, _ := os.ReadFile(file); string(b) != "x" {
		t.Errorf("a refused run changed %s", file)
	}
}

// An output whose write fails after the exploration loses nothing else:
// the report is printed in full, the exit code is the verdict of the
// same run without outputs, the failure is named on standard error, and
// the file the output would replace is left as it was (no temporary
// file, no truncated page). The failure is injected where a full disk
// would fail (writeFault), and, for real, by /dev/full.
func TestOutputWriteFails(t *testing.T) {
	summary := func(s string) string { // the report less its timing line
		if i := strings.Index(s, "\nstates:"); i >= 0 {
			return s[:i]
		}
		if i := strings.Index(s, "\nzones:"); i >= 0 {
			return s[:i]
		}
		return s
	}
	// Figure 1 violates its invariant (exit 1); figure 2, small enough
	// for a state graph over regions, violates nothing (exit 0).
	violating := []string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv}
	regionRun := []string{"explore", fig2, "--hours", "1", "--engine", "regions"}
	verdicts := map[string]int{}
	reports := map[string]string{}
	for _, args := range [][]string{violating, regionRun} {
		out, _, code := runSplit(t, args...)
		reports[args[1]], verdicts[args[1]] = out, code
	}
	if verdicts[fig1] != exitViolation || verdicts[fig2] != exitOK {
		t.Fatalf("exit codes %v, want 1 for figure 1 and 0 for figure 2", verdicts)
	}
	for _, flag := range []string{"--trace-dir", "--report", "--dot", "--discrete-states", "--cpuprofile", "--memprofile"} {
		t.Run(flag, func(t *testing.T) {
			base := violating
			if flag == "--dot" || flag == "--discrete-states" {
				base = regionRun
			}
			want, wantCode := reports[base[1]], verdicts[base[1]]
			dir := t.TempDir()
			path := filepath.Join(dir, "out")
			if flag != "--trace-dir" {
				if err := os.WriteFile(path, []byte("before"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			writeFault = func(f string) error {
				if f == flag {
					return errors.New("no space left on device (injected)")
				}
				return nil
			}
			defer func() { writeFault = nil }()
			stdout, stderr, code := runSplit(t, append(base, flag, path)...)
			if code != wantCode || summary(stdout) != summary(want) {
				t.Errorf("exit %d (want %d), report:\n%s\nwant:\n%s", code, wantCode, stdout, want)
			}
			if !strings.Contains(stderr, flag+" "+path) || !strings.Contains(stderr, "injected") || !strings.Contains(stderr, "not written") {
				t.Errorf("the failure is not named:\n%s", stderr)
			}
			var left []string
			filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
				if p != dir && p != path {
					left = append(left, p)
				}
				return nil
			})
			if len(left) > 0 {
				t.Errorf("left behind: %v", left)
			}
			if b, err := os.ReadFile(path); flag != "--trace-dir" && (err != nil || string(b) != "before") {
				t.Errorf("%s now holds %q, %v; want it untouched", path, b, err)
			}
		})
	}
	base, want, wantCode := violating, reports[fig1], verdicts[fig1]
	if _, err := os.Stat("/dev/full"); err == nil {
		stdout, stderr, code := runSplit(t, append(base, "--report", "/dev/full")...)
		if code != wantCode || summary(stdout) != summary(want) || !strings.Contains(stderr, "--report /dev/full") {
			t.Errorf("--report /dev/full: exit %d:\n%s%s", code, stdout, stderr)
		}
	}
	// A page that is written replaces the file whole, with its mode.
	dir := t.TempDir()
	page := filepath.Join(dir, "r.html")
	if err := os.WriteFile(page, []byte("before"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, code := runSplit(t, append(base, "--report", page)...); code != wantCode {
		t.Fatalf("exit %d", code)
	}
	b, _ := os.ReadFile(page)
	fi, _ := os.Stat(page)
	entries, _ := os.ReadDir(dir)
	if !bytes.HasPrefix(b, []byte("<!DOCTYPE html>")) || !bytes.HasSuffix(bytes.TrimSpace(b), []byte("</html>")) || fi.Mode().Perm() != 0o644 || len(entries) != 1 {
		t.Errorf("the page: mode %v, %d files, %.100q ... %q", fi.Mode(), len(entries), b, b[max(0, len(b)-20):])
	}
}

// Trace files of invariants whose names differ only in punctuation or
// script get a file each, visible, numbered in the report's order.
func TestTraceFileNamesUnique(t *testing.T) {
	dir := t.TempDir()
	inv := filepath.Join(dir, "inv.yaml")
	// Four invariants, each violated as soon as the light is on (motion
	// turns it on): the four names make four files.
	var b strings.Builder
	for _, name := range []string{"light on", "light-on", "日本語", "中文"} {
		b.WriteString("- name: " + name + "\n  condition: FrontPorchLight == Off\n")
	}
	if err := os.WriteFile(inv, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	traces := filepath.Join(dir, "traces")
	if _, stderr, code := runSplit(t, "explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", inv, "--trace-dir", traces); code != exitViolation {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	entries, _ := os.ReadDir(traces)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := []string{"01-light-on.trace.yaml", "02-light-on.trace.yaml", "03-日本語.trace.yaml", "04-中文.trace.yaml"}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Fatalf("trace files %q, want %q", names, want)
	}
	for i, n := range names {
		// Each replays to its own invariant's violation.
		out, code := runCLI(t, "replay", fig1, filepath.Join(traces, n), "--invariants", inv)
		if code != exitViolation || !strings.Contains(out, []string{"light on", "light-on", "日本語", "中文"}[i]) {
			t.Errorf("replay %s: exit %d:\n%s", n, code, out)
		}
	}
}

// Names holding terminal escapes (ESC, BEL, NUL) are printed escaped in
// the text of explore, replay, check and ir, never raw.
func TestControlCharactersEscaped(t *testing.T) {
	dir := t.TempDir()
	// An ISY export cannot hold control bytes: it is refused, and the
	// refusal shows the byte escaped.
	isy := filepath.Join(dir, "esc.isy")
	text := "Porch\x1b]0;pwned\x07 Light - [ID 0051][Parent 0001]\n\nIf\n        Status  'Door' is On\n \nThen\n        Set 'Door' Off\n \n"
	if err := os.WriteFile(isy, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if stdout, stderr, code := runSplit(t, "check", isy); code != exitBadInput || strings.ContainsAny(stdout+stderr, "\x00\x07\x1b") || !strings.Contains(stdout+stderr, `'\x1b'`) {
		t.Errorf("check of an ISY export with ESC: exit %d:\n%q", code, stdout+stderr)
	}
	// A Home Assistant alias may hold them (YAML's "\e", "\a").
	prog := filepath.Join(dir, "automations.yaml")
	auto := "- alias: \"Porch\\e]0;pwned\\a Light\\e[2J\"\n  triggers:\n    - trigger: state\n      entity_id: binary_sensor.door\n      to: \"on\"\n  actions:\n    - delay: \"00:05:00\"\n    - action: light.turn_off\n      target:\n        entity_id: light.porch\n"
	if err := os.WriteFile(prog, []byte(auto), 0o644); err != nil {
		t.Fatal(err)
	}
	inv := filepath.Join(dir, "inv.yaml")
	if err := os.WriteFile(inv, []byte("- name: \"bell\\a nul\\0 esc\\e[2J\"\n  condition: FrontPorchLight == Off\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	traces := filepath.Join(dir, "traces")
	runs := []struct {
		args  []string
		shown bool // the output names the program's escapes
	}{
		{[]string{"check", prog}, false},
		{[]string{"ir", prog}, true},
		{[]string{"explore", prog, "--hours", "1"}, true},
		{[]string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", inv, "--trace-dir", traces}, true},
	}
	for _, r := range runs {
		stdout, stderr, code := runSplit(t, r.args...)
		if code == exitBadInput || code == exitInternal {
			t.Fatalf("%v: exit %d:\n%s", r.args, code, stderr)
		}
		if strings.ContainsAny(stdout+stderr, "\x00\x07\x1b") {
			t.Errorf("%v prints control characters raw:\n%q", r.args, stdout+stderr)
		}
		if r.shown && !strings.Contains(stdout, `\x1b`) {
			t.Errorf("%v does not show the escape as \\x1b:\n%s", r.args, stdout)
		}
	}
	files, _ := filepath.Glob(filepath.Join(traces, "*.trace.yaml"))
	if len(files) != 1 {
		t.Fatalf("traces %v", files)
	}
	stdout, stderr, code := runSplit(t, "replay", fig1, files[0], "--invariants", inv)
	if code != exitViolation || strings.ContainsAny(stdout+stderr, "\x00\x07\x1b") || !strings.Contains(stdout, `bell\x07 nul\x00 esc\x1b[2J`) {
		t.Errorf("replay: exit %d:\n%q", code, stdout+stderr)
	}
}

// A pipe through printableWriter: a character cut between two writes is
// written whole, control characters escaped.
func TestPrintableWriter(t *testing.T) {
	var b bytes.Buffer
	w := &printableWriter{w: &b}
	in := []byte("日本\x1bé\x07")
	for i := range in {
		w.Write(in[i : i+1])
	}
	if got, want := b.String(), `日本\x1bé\x07`; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// reach --trace-dir writes the trace to the state found, which replays
// to a state carrying both labels: in Fischer's protocol broken, two
// processes in the critical section (cs1, cs2: P1 and P2 at location cs).
func TestReachTraceDir(t *testing.T) {
	dir := t.TempDir()
	prog := "../../programs/ta/fischer-broken-3.tck"
	if out, code := runCLI(t, "reach", prog, "--labels", "cs1,cs2", "--trace-dir", dir); code != exitViolation {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.trace.yaml"))
	if len(files) != 1 || filepath.Base(files[0]) != "01-reach-cs1-cs2.trace.yaml" {
		t.Fatalf("trace files %v", files)
	}
	out, code := runCLI(t, "replay", prog, files[0])
	if code != exitOK || !strings.Contains(out, "the trace replays") || !regexp.MustCompile(`end at .*P1=cs P2=cs`).MatchString(out) {
		t.Errorf("replay: exit %d:\n%s", code, out)
	}
}
