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

// The ISY and ELK cases of mistakesDir (mistakes_test.go) are one file
// each, with a golden NAME.want of the exact diagnostics `delorean check`
// prints about it (the testdata/bad layout, with exact messages):
//
//	# what the case is about
//	args: --devices ../devices/home.nodes.xml --strict
//	LINE:COL: the message, whole
//
// check runs in this directory, as `delorean check [args] NAME` would
// there, so messages name files as a user there reads them. The args
// line is optional: what check is given before the file. Every
// diagnostic line about the file is listed, in order, and nothing else
// is: a warning as check prints it (`LINE:COL: warning: ...`, exit 0), an
// error as main does (`LINE:COL: ...`, exit 2 when any line is one).
// nameMistakeWant is what a .want file of testdata/mistakes says.
type nameMistakeWant struct {
	args  []string
	diags []string // LINE:COL: message
}

func readNameMistakeWant(t *testing.T, path string) nameMistakeWant {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no golden for this case: write %s (LINE:COL: the message)", filepath.Base(path))
	}
	var w nameMistakeWant
	diag := regexp.MustCompile(`^\d+:\d+: .+$`)
	for i, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#"):
		case strings.HasPrefix(l, "args: "):
			w.args = append(w.args, strings.Fields(strings.TrimPrefix(l, "args: "))...)
		case diag.MatchString(l):
			w.diags = append(w.diags, l)
		default:
			t.Fatalf("%s:%d: expected LINE:COL: message, args: or a # comment, found %q", filepath.Base(path), i+1, l)
		}
	}
	if len(w.diags) == 0 {
		t.Fatalf("%s expects no diagnostic", filepath.Base(path))
	}
	return w
}

// diagnosticsAbout are the lines of out that are diagnostics about file
// name, as LINE:COL: message (main's "delorean: " and the path before the
// name taken off).
func diagnosticsAbout(out, name string) []string {
	re := regexp.MustCompile(`^(?:delorean: )?(?:\S*/)?` + regexp.QuoteMeta(name) + `:(\d+:\d+: .*)$`)
	var got []string
	for _, l := range strings.Split(out, "\n") {
		if m := re.FindStringSubmatch(l); m != nil {
			got = append(got, m[1])
		}
	}
	return got
}

// Every ISY and ELK mistake in testdata/mistakes gets from `delorean
// check` exactly the diagnostics its golden lists, with exit code 0 for
// warnings only and 2 for errors, never a panic.
func TestMistakesISYELK(t *testing.T) {
	var files []string
	for _, pat := range []string{"isy-*.isy", "elk-*.elk"} {
		m, err := filepath.Glob(filepath.Join(mistakesDir, pat))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 40 {
		t.Fatalf("%d ISY and ELK mistakes, want at least 40", len(files))
	}
	wants, _ := filepath.Glob(filepath.Join(mistakesDir, "[ie][sl][yk]-*.want"))
	for _, w := range wants {
		if _, err := os.Stat(strings.TrimSuffix(w, ".want")); err != nil {
			t.Errorf("%s has no case", filepath.Base(w))
		}
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			w := readNameMistakeWant(t, f+".want")
			wantCode := exitOK
			for _, d := range w.diags {
				if !strings.Contains(d, ": warning: ") {
					wantCode = exitBadInput
				}
			}
			t.Chdir(mistakesDir)
			out, code, panicked := runMain(append(append([]string{"check"}, w.args...), name)...)
			if panicked != "" {
				t.Fatalf("panic: %s", panicked)
			}
			var fails []string
			if code != wantCode {
				fails = append(fails, fmt.Sprintf("exit %d, want %d", code, wantCode))
			}
			if got := diagnosticsAbout(out, name); !slices.Equal(got, w.diags) {
				fails = append(fails, fmt.Sprintf("diagnostics\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(w.diags, "\n\t")))
			}
			if len(fails) > 0 {
				t.Errorf("%s\nthe output:\n%s", strings.Join(fails, "\n"), out)
			}
		})
	}
}

// The comparison is not vacuous: the path and main's prefix are taken
// off, other files' lines and other lines are left out.
func TestDiagnosticsAbout(t *testing.T) {
	out := "delorean: ../../testdata/mistakes/a.isy:6:1: first\nb.isy:2:2: other\n../x/a.isy:7:3: warning: second\nxa.isy:1:1: not it\nprogram a.isy:1:1: not a diagnostic\n"
	got := diagnosticsAbout(out, "a.isy")
	want := []string{"6:1: first", "7:3: warning: second"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}
