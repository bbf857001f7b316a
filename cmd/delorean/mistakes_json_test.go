package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var updateMistakes = flag.Bool("update-mistakes", false, "rewrite the outputs of testdata/mistakes/{sdn,json,cli}-*.golden (keep their comments and command lines; check each by hand)")

// rootMistakesDir is mistakesDir from the repository's root: it holds the mistakes users make, each a golden file
// NAME.golden (with the files it reads, NAME.*, beside it):
//
//	# what the mistake is, and what the user should be told
//	$ delorean ARGS...
//	exit N
//	--- stdout
//	...
//	--- stderr
//	...
//
// ARGS are relative to the repository's root, where the command runs;
// the output is what it prints, with the times and memory of a run
// (which vary) replaced by T and M. This file's test reads the SDN
// (sdn-*), JSON (json-*) and other command-line mistakes (cli-*: .ta
// syntax, flags, invariants, --init, environment files, vacuity).
const rootMistakesDir = "testdata/mistakes"

// varying is what changes from run to run in a text report.
var varying = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`in [0-9.]+s \([0-9]+/s\)`), "in Ts (N/s)"},
	{regexp.MustCompile(`peak memory [0-9.]+ [KMG]iB`), "peak memory M"},
	{regexp.MustCompile(`(transitions: [0-9]+) in [0-9.]+s`), "$1 in Ts"},
}

func normalize(s string) string {
	for _, v := range varying {
		s = v.re.ReplaceAllString(s, v.with)
	}
	return s
}

// golden is a parsed golden file.
type golden struct {
	head []string // the comments and the command line, as written
	args []string
	out  string // the exit code, stdout and stderr, as the file gives them
}

func readGolden(t *testing.T, path string) golden {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var g golden
	lines := strings.SplitAfter(string(b), "\n")
	i := 0
	for ; i < len(lines) && strings.HasPrefix(lines[i], "#"); i++ {
		g.head = append(g.head, lines[i])
	}
	if i == 0 {
		t.Fatalf("%s: say what the mistake is in # lines first", path)
	}
	cmdline, ok := strings.CutPrefix(strings.TrimSpace(lines[i]), "$ delorean ")
	if !ok {
		t.Fatalf("%s:%d: expected $ delorean ARGS", path, i+1)
	}
	g.head = append(g.head, lines[i])
	g.args = strings.Fields(cmdline)
	g.out = strings.Join(lines[i+1:], "")
	return g
}

// goldenText is what a golden file holds after its command line.
func goldenText(code int, stdout, stderr string) string {
	return "exit " + strconv.Itoa(code) + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr
}

// TestSDNAndJSONMistakes: each SDN or JSON mistake in testdata/mistakes
// gets exactly the output its golden file holds (written once with
// -update-mistakes and checked by hand): the diagnostic in the user's
// words with its position, the exit code, and with --json exactly one
// document on standard output that its schema accepts.
func TestSDNAndJSONMistakes(t *testing.T) {
	t.Chdir("../..")
	var files []string
	for _, pat := range []string{"sdn-*.golden", "json-*.golden", "cli-*.golden"} {
		m, err := filepath.Glob(filepath.Join(rootMistakesDir, pat))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 20 {
		t.Fatalf("%d SDN and JSON mistakes in %s, want at least 20", len(files), rootMistakesDir)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".golden"), func(t *testing.T) {
			g := readGolden(t, f)
			stdout, stderr, code := runStreams(g.args...)
			got := normalize(goldenText(code, stdout, stderr))
			if *updateMistakes {
				if err := os.WriteFile(f, []byte(strings.Join(g.head, "")+got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got != g.out {
				t.Errorf("%s: delorean %s gives\n%s\nwant\n%s", f, strings.Join(g.args, " "), got, g.out)
			}
			if slicesContain(g.args, "--json") {
				validateDoc(t, f, oneDocument(t, f, stdout))
			}
		})
	}
}

func slicesContain(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
