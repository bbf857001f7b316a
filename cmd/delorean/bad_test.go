package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"
)

// badDir holds malformed inputs, one case a file, each with a sidecar
// NAME.want that says what the command reading that kind must report:
// one expectation a line,
//
//	LINE:COL: words of the message
//
// meaning that some line of the error output holds NAME:LINE:COL: and,
// after it on the same line, the words; "not LINE:COL: words" means that
// none does (a spurious second message). Blank lines and lines starting with
// # are comments (say there what the case is about). A line
//
//	bug: where and what
//
// marks a known bug not fixed yet: the case is checked as any other (exit
// code 2, a position in the file, no panic, no raw control bytes, and the
// expected message, which is what it should be), but reports the bug (a
// skip) while a check fails, and an error once all hold (remove the line
// then). The message is checked as main prints it (reportError), so what
// is checked is what a user reads.
const badDir = "../../testdata/bad"

// badArgs is the command that reads the kind of input file f is, as a user
// would run it: invariants, initial states and traces against Fig. 1, SDN
// scenarios with `sdn`, environment files (NAME.env.yaml) against an ISY
// program with a garage door, ISY device lists (NAME.nodes.xml) with the
// program of testdata/devices, programs (by extension) and Home Assistant
// configuration directories with `check`.
func badArgs(f string) []string {
	name := filepath.Base(f)
	switch {
	case strings.HasSuffix(name, ".inv.yaml"):
		return []string{"check", fig1, "--invariants", f}
	case strings.HasSuffix(name, ".init.yaml"):
		return []string{"check", fig1, "--init", f}
	case strings.HasSuffix(name, ".trace.yaml"):
		return []string{"replay", fig1, f}
	case strings.HasPrefix(name, "sdn-"):
		return []string{"sdn", f, "--ir"}
	case strings.HasSuffix(name, ".env.yaml"):
		return []string{"check", devDir + "garage-nocontrol.isy", "--environment", f}
	case strings.HasSuffix(name, ".nodes.xml"):
		return []string{"check", "--devices", f, devDir + "home.isy"}
	}
	return []string{"check", f}
}

// runMain runs the command line as main does, up to the exit: the output
// and the exit code, and the panic if one escaped (with its stack).
func runMain(args ...string) (out string, code int, panicked string) {
	var buf bytes.Buffer
	defer func() {
		if r := recover(); r != nil {
			out, code, panicked = buf.String(), -1, fmt.Sprintf("%v\n%s", r, debug.Stack())
		}
	}()
	root := newRoot()
	root.SetOut(&buf)
	root.SetErr(&buf)
	root.SetArgs(args)
	code = exitOK
	if err := root.Execute(); err != nil {
		code = reportError(&buf, err)
	}
	return buf.String(), code, ""
}

// badWant is one expectation of a .want file.
type badWant struct {
	line int
	// file is where in a directory case the position is (a path
	// inside it); "" for a file case.
	file      string
	pos, text string
	not       bool
}

func readWant(t *testing.T, path string) (ws []badWant, bug string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no expectation for this case: write %s (LINE:COL: words of the message)", filepath.Base(path))
	}
	re := regexp.MustCompile(`^(not )?((?:[\w.-]+/)*[\w.-]+\.[a-z]+:)?(\d+:\d+): (.+)$`)
	for i, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if b, ok := strings.CutPrefix(l, "bug: "); ok {
			bug = b
			continue
		}
		m := re.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("%s:%d: expected LINE:COL: words, found %q", filepath.Base(path), i+1, l)
		}
		ws = append(ws, badWant{i + 1, strings.TrimSuffix(m[2], ":"), m[3], m[4], m[1] != ""})
	}
	if len(ws) == 0 {
		t.Fatalf("%s expects nothing", filepath.Base(path))
	}
	return ws, bug
}

// Every malformed input in testdata/bad (a file, or a Home Assistant
// configuration directory whose .want lines say which file of it each
// position is in: FILE:LINE:COL: words) is rejected by the command that
// reads its kind with exit code 2 and the message its .want file declares,
// at the declared file:line:col, never with a panic, and without raw
// control bytes sent to the terminal.
func TestBadInputs(t *testing.T) {
	all, err := filepath.Glob(filepath.Join(badDir, "*"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	wants := map[string]bool{}
	for _, f := range all {
		if strings.HasSuffix(f, ".want") {
			wants[strings.TrimSuffix(f, ".want")] = true
		} else {
			files = append(files, f)
		}
	}
	if len(files) < 150 {
		t.Fatalf("%d bad inputs, want at least 150", len(files))
	}
	for w := range wants {
		if _, err := os.Stat(w); err != nil {
			t.Errorf("%s.want has no case", filepath.Base(w))
		}
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			ws, bug := readWant(t, f+".want")
			cpu0 := cpuTime()
			peak := watchHeap()
			out, code, panicked := runMain(badArgs(f)...)
			var fails []string
			if h := peak(); h > maxBadHeap {
				fails = append(fails, fmt.Sprintf("rejected with a heap of %d MiB, want at most 1 GiB", h>>20))
			}
			// Within 10 s (of CPU, so that a loaded machine does not fail
			// it; the workers of a search would count too).
			if d := cpuTime() - cpu0; d > 10*time.Second {
				fails = append(fails, fmt.Sprintf("rejected after %v of CPU, want at most 10 s", d.Round(time.Millisecond)))
			}
			switch {
			case panicked != "":
				fails = append(fails, "panic: "+panicked)
			case code != exitBadInput:
				fails = append(fails, fmt.Sprintf("exit %d, want 2", code))
			}
			for _, r := range out {
				if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f {
					fails = append(fails, fmt.Sprintf("raw control byte %#x in the message", r))
					break
				}
			}
			inside := ""
			if st, err := os.Stat(f); err == nil && st.IsDir() {
				inside = `/[^\s:]+` // a file of the configuration directory
			}
			if !regexp.MustCompile(`(^|[\s/])` + regexp.QuoteMeta(name) + inside + `:\d+:\d+: `).MatchString(out) {
				fails = append(fails, fmt.Sprintf("no position (%s:LINE:COL) in the message", name))
			}
			for _, w := range ws {
				switch found := wantFound(out, name, w); {
				case w.not && found:
					fails = append(fails, fmt.Sprintf("%s.want:%d: %q at %s:%s", name, w.line, w.text, name, w.pos))
				case !w.not && !found:
					fails = append(fails, fmt.Sprintf("%s.want:%d: no %q at %s:%s", name, w.line, w.text, name, w.pos))
				}
			}
			switch {
			case bug != "" && len(fails) == 0:
				t.Errorf("the known bug is fixed (%s): remove its line from %s.want", bug, name)
			case bug != "":
				t.Skipf("known bug: %s\n%s\nthe output:\n%s", bug, strings.Join(fails, "\n"), out)
			case len(fails) > 0:
				t.Errorf("%s\nthe output:\n%s", strings.Join(fails, "\n"), out)
			}
		})
	}
}

// wantFound tells whether some line of out holds NAME:LINE:COL: (the
// name whole, after a directory or a space) followed on the same line by
// w's words.
func wantFound(out, name string, w badWant) bool {
	if w.file != "" {
		name += "/" + w.file
	}
	re := regexp.MustCompile(`(^|[\s/])` + regexp.QuoteMeta(name+":"+w.pos+": ") + `(.*)`)
	for _, l := range strings.Split(out, "\n") {
		if m := re.FindStringSubmatch(l); m != nil && strings.Contains(m[2], w.text) {
			return true
		}
	}
	return false
}

// The .want check is not vacuous: another position, other words, words on
// another line or another file's position do not match.
func TestBadInputsWantFound(t *testing.T) {
	out := "delorean: a.isy:6:1: \"Than\" is not a section keyword (did you mean \"Then\"?)\na.isy:22:1: second\n"
	for _, c := range []struct {
		name, pos, text string
		want            bool
	}{
		{"a.isy", "6:1", "did you mean \"Then\"", true},
		{"a.isy", "22:1", "second", true},
		{"a.isy", "6:2", "did you mean", false},
		{"a.isy", "16:1", "did you mean", false},
		{"a.isy", "6:1", "second", false},
		{"a.isy", "22:1", "Than", false},
		{"b.isy", "6:1", "Than", false},
		{"isy", "6:1", "Than", false},
	} {
		if got := wantFound(out, c.name, badWant{pos: c.pos, text: c.text}); got != c.want {
			t.Errorf("%s:%s: %q: %v, want %v", c.name, c.pos, c.text, got, c.want)
		}
	}
}

// maxBadHeap is the heap a bad input may take to be rejected (issue 41).
const maxBadHeap = 1 << 30

// watchHeap samples the heap until the function it returns is called,
// which returns the largest heap seen (every 5 ms: a peak between two
// samples can be missed, one that lasts cannot).
func watchHeap() func() uint64 {
	done := make(chan struct{})
	res := make(chan uint64)
	go func() {
		var ms runtime.MemStats
		var peak uint64
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc)
			select {
			case <-done:
				res <- peak
				return
			case <-tick.C:
			}
		}
	}()
	return func() uint64 { close(done); return <-res }
}

// cpuTime is the CPU time the process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
