package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// tourCommands are the commands of the README's five-minute tour, each
// as its arguments (continuation lines joined, the shell's braces
// expanded).
func tourCommands(t *testing.T) (cmds [][]string) {
	t.Helper()
	doc := readme(t)
	sec := doc[strings.Index(doc, "## A five-minute tour"):]
	open := strings.Index(sec, "```sh\n")
	end := strings.Index(sec[open+6:], "```")
	if open < 0 || end < 0 {
		t.Fatal("README: no commands under A five-minute tour")
	}
	block := strings.ReplaceAll(sec[open+6:open+6+end], "\\\n", " ")
	brace := regexp.MustCompile(`(\S*)\{([^}]*)\}(\S*)`)
	for _, line := range strings.Split(block, "\n") {
		line = strings.TrimSpace(line)
		rest, ok := strings.CutPrefix(line, "go run ./cmd/delorean ")
		if !ok {
			continue
		}
		var args []string
		for _, f := range strings.Fields(rest) {
			if m := brace.FindStringSubmatch(f); m != nil {
				for _, alt := range strings.Split(m[2], ",") {
					args = append(args, m[1]+alt+m[3])
				}
				continue
			}
			args = append(args, f)
		}
		cmds = append(cmds, args)
	}
	return cmds
}

// Issue 39 item 6: every command of the README's tour runs as the README
// says: the exit code its comment states, the facts it quotes in the
// output, and the files it says it writes. The bundled programs are read
// from the repository, the files written into a directory of the test's.
func TestReadmeTourRunsAsWritten(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the README's tour")
	}
	cmds := tourCommands(t)
	if len(cmds) < 20 {
		t.Fatalf("the tour has %d commands", len(cmds))
	}
	dir := t.TempDir()
	// What the README says of each command, keyed by a piece of it: the
	// exit code, and text its output must hold (from the comments above
	// the commands and from "Reading a trace").
	type claim struct {
		code int
		says []string
	}
	claims := map[string]claim{
		"regions programs/paper/figure2.ta":                                             {exitOK, []string{"regions over the 2 clocks: 92"}},
		"explore programs/paper/figure2.ta --hours 1":                                   {exitOK, []string{"DoOneThing", "DoAnotherThing"}},
		"--start 09:00 --hours 1 --invariants programs/paper/figure1.inv.yaml --report": {exitViolation, []string{"VIOLATED  light stays on after motion"}},
		"--start 21:00":                    {exitOK, []string{"ok        light stays on after motion"}},
		"bathroom.isy --start 18:00":       {exitViolation, nil},
		"motion-single.yaml":               {exitViolation, nil},
		"motion-restart.yaml":              {exitOK, nil},
		"--sunset 19:00..21:30":            {exitOK, nil},
		"lamp.isy":                         {exitViolation, nil},
		"--start 00:00 --hours 24":         {exitViolation, nil},
		"evening-days.inv.yaml":            {exitViolation, []string{"sunset 18:41:04", "at 18:38:47:"}},
		"latearrival.ta":                   {exitOK, []string{"violated: the hall is dark at bedtime", "missed states"}},
		"--trace-dir traces":               {exitViolation, nil},
		"replay programs/paper/figure1.ta": {exitOK, nil},
	}
	used := map[string]bool{}
	for _, args := range cmds {
		line := strings.Join(args, " ")
		for k, a := range args {
			switch {
			case strings.HasPrefix(a, "programs/"):
				args[k] = "../../" + a
			case k > 0 && (args[k-1] == "--report" || args[k-1] == "--dot" || args[k-1] == "--trace-dir"):
				args[k] = filepath.Join(dir, a)
			case strings.HasPrefix(a, "traces/"):
				args[k] = filepath.Join(dir, a)
			}
		}
		out, code := runCLI(t, args...)
		if code != exitOK && code != exitViolation {
			t.Errorf("%s: exit %d\n%s", line, code, out)
			continue
		}
		for key, c := range claims {
			if !strings.Contains(line, key) {
				continue
			}
			used[key] = true
			if code != c.code {
				t.Errorf("%s: exit %d, want %d\n%s", line, code, c.code, out)
			}
			for _, s := range c.says {
				if !strings.Contains(out, s) {
					t.Errorf("%s: the output does not say %q\n%s", line, s, out)
				}
			}
		}
		for k, a := range args {
			if k > 0 && (args[k-1] == "--report" || args[k-1] == "--dot") {
				if st, err := os.Stat(a); err != nil || st.Size() == 0 {
					t.Errorf("%s: wrote no %s", line, filepath.Base(a))
				}
			}
		}
		if args[len(args)-1] == "--json" && !json.Valid([]byte(out)) {
			t.Errorf("%s: not JSON:\n%s", line, out)
		}
	}
	for key := range claims {
		if !used[key] {
			t.Errorf("no tour command has %q: the README changed, or this test is stale", key)
		}
	}
}
