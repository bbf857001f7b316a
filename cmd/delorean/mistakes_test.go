package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// mistakesDir holds programs with the slips people make; its hass-* cases
// are Home Assistant's, one a case (a file, or a directory read as a
// configuration), each with a sidecar NAME.want holding the exact
// diagnostics `delorean check` gives, one a line:
//
//	[FILE:]LINE:COL: the message
//
// FILE, for a directory, is the file of it the diagnostic is in. The
// message is what follows the position, "warning: " left out; "not
// LINE:COL: words" says that no diagnostic at that place holds the words
// (what must not be reported). A line
//
//	rejected
//
// says that Home Assistant does not load the automation (it is left out:
// check fails without --strict too); without it, the diagnostics are
// warnings, check passes, and check --strict fails with them. Blank lines
// and lines starting with # are comments (say there what the case is and
// where Home Assistant's source says so).
const mistakesDir = "../../testdata/mistakes"

// mistakeWant is a .want file read.
type mistakeWant struct {
	rejected bool
	lines    []mistakeLine
}

type mistakeLine struct {
	line      int // in the .want
	file, pos string
	text      string
	not       bool
}

func readMistakeWant(t *testing.T, path, defaultFile string) mistakeWant {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no expectation for this case: write %s", filepath.Base(path))
	}
	var w mistakeWant
	re := regexp.MustCompile(`^(not )?(?:([^\s:]+):)?(\d+:\d+): (.+)$`)
	for i, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "" || strings.HasPrefix(l, "#"):
			continue
		case l == "rejected":
			w.rejected = true
			continue
		}
		m := re.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("%s:%d: expected [FILE:]LINE:COL: message, found %q", filepath.Base(path), i+1, l)
		}
		file := m[2]
		if file == "" {
			file = defaultFile
		}
		w.lines = append(w.lines, mistakeLine{line: i + 1, file: file, pos: m[3], text: m[4], not: m[1] != ""})
	}
	if !slices.ContainsFunc(w.lines, func(l mistakeLine) bool { return !l.not }) {
		t.Fatalf("%s expects no diagnostic", filepath.Base(path))
	}
	return w
}

// diagLine is one diagnostic of the output: where and what (the message
// after the position, "warning: " left out), and whether it is a warning.
type diagLine struct {
	file, pos, msg string
	warning        bool
}

// diagnosticsIn are the output's lines that are a diagnostic at a
// position in one of files: the errors, and the warnings that are
// mistakes (the notes of over-approximations and skipped constructs, and
// the environment's warnings, are not the lint's).
func diagnosticsIn(out string, files []string) []diagLine {
	var ds []diagLine
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimPrefix(l, "delorean: ")
		for _, f := range files {
			re := regexp.MustCompile(`(^|/)` + regexp.QuoteMeta(f) + `:(\d+:\d+): (.*)$`)
			m := re.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			msg, warn := strings.CutPrefix(m[3], "warning: ")
			if warn && !strings.HasPrefix(msg, "mistake: ") {
				continue
			}
			ds = append(ds, diagLine{file: f, pos: m[2], msg: msg, warning: warn})
		}
	}
	return ds
}

// Every Home Assistant case of testdata/mistakes gives exactly the diagnostics its
// .want file declares, at the declared positions: as warnings that leave
// the exit code 0 (and as errors with --strict, exit code 2), or, for
// what Home Assistant does not load, as errors either way; never a panic.
func TestHassMistakes(t *testing.T) {
	all, err := filepath.Glob(filepath.Join(mistakesDir, "hass-*"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []string
	wants := map[string]bool{}
	for _, f := range all {
		if strings.HasSuffix(f, ".want") {
			wants[strings.TrimSuffix(f, ".want")] = true
		} else {
			cases = append(cases, f)
		}
	}
	if n := len(cases); n < 60 {
		t.Fatalf("%d Home Assistant mistakes, want at least 60", n)
	}
	for w := range wants {
		if _, err := os.Stat(w); err != nil {
			t.Errorf("%s.want has no case", filepath.Base(w))
		}
	}
	for _, c := range cases {
		name := filepath.Base(c)
		t.Run(name, func(t *testing.T) {
			files := []string{name}
			def := name
			if st, err := os.Stat(c); err == nil && st.IsDir() {
				files, def = nil, ""
				entries, _ := os.ReadDir(c)
				for _, e := range entries {
					if strings.HasSuffix(e.Name(), ".yaml") {
						files = append(files, e.Name())
					}
				}
				if slices.Contains(files, "configuration.yaml") {
					def = "configuration.yaml"
				} else {
					def = "automations.yaml"
				}
			}
			w := readMistakeWant(t, c+".want", def)
			for _, strict := range []bool{false, true} {
				args := []string{"check", c}
				if strict {
					args = append(args, "--strict")
				}
				out, code, panicked := runMain(args...)
				var fails []string
				wantCode := exitOK
				if strict || w.rejected {
					wantCode = exitBadInput
				}
				switch {
				case panicked != "":
					fails = append(fails, "panic: "+panicked)
				case code != wantCode:
					fails = append(fails, fmt.Sprintf("exit %d, want %d", code, wantCode))
				}
				ds := diagnosticsIn(out, files)
				used := make([]bool, len(ds))
				for _, l := range w.lines {
					found := false
					for i, d := range ds {
						if d.file != l.file || d.pos != l.pos {
							continue
						}
						if l.not && strings.Contains(d.msg, l.text) || !l.not && d.msg == l.text {
							found, used[i] = true, !l.not
						}
					}
					switch {
					case l.not && found:
						fails = append(fails, fmt.Sprintf("%s.want:%d: %q at %s:%s", name, l.line, l.text, l.file, l.pos))
					case !l.not && !found:
						fails = append(fails, fmt.Sprintf("%s.want:%d: no %q at %s:%s", name, l.line, l.text, l.file, l.pos))
					}
				}
				for i, d := range ds {
					if !used[i] {
						fails = append(fails, fmt.Sprintf("a diagnostic the .want does not declare: %s:%s: %s", d.file, d.pos, d.msg))
					}
					if d.warning && strict {
						fails = append(fails, fmt.Sprintf("a warning with --strict: %s:%s: %s", d.file, d.pos, d.msg))
					}
				}
				if len(fails) > 0 {
					t.Errorf("strict %v:\n%s\nthe output:\n%s", strict, strings.Join(fails, "\n"), out)
				}
			}
		})
	}
}

// The .want reader takes a file for a directory's case and a "not" line,
// and the matching is exact: another position, more or fewer words, or
// another file do not match.
func TestHassMistakesDiagnosticsIn(t *testing.T) {
	out := "a.yaml:5:18: warning: mistake: x is named only here\n" +
		"a.yaml:6:1: warning: skipped: a disabled trigger\n" +
		"delorean: dir/automations.yaml:7:3: automation \"A\" left out (Home Assistant would not load it): unknown key\n"
	ds := diagnosticsIn(out, []string{"a.yaml", "automations.yaml"})
	want := []diagLine{
		{"a.yaml", "5:18", "mistake: x is named only here", true},
		{"automations.yaml", "7:3", "automation \"A\" left out (Home Assistant would not load it): unknown key", false},
	}
	if !slices.Equal(ds, want) {
		t.Errorf("diagnostics %+v, want %+v", ds, want)
	}
	if got := diagnosticsIn(out, []string{"b.yaml"}); len(got) != 0 {
		t.Errorf("another file's diagnostics: %+v", got)
	}
}
