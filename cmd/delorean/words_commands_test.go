package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// internalName matches what the front ends and the SDN model name their
// own bookkeeping, which no bundled program or scenario writes itself: a
// run's place (": stage"), the ISY front end's program variables
// ("Program X: wait"), the SDN model's violation flags and pool flag, a
// property's placeholders ("between x and y") and an empty list of fixes.
var internalName = regexp.MustCompile(`(?i): stage|\bviol\.|vc\.exhausted|fixes: (\)|$|")|\b(between|from) x (and|to) y\b|Program [\w ]+: (wait|repeat)`)

// Issue 39 item 3: analyze, compare and sdn speak the program's words,
// in text, JSON and HTML, on every bundled program of each language (the
// explore reports are TestExampleOutputsWithoutInternals').
func TestEveryCommandInTheUsersWords(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every bundled example through three commands")
	}
	var progs []string
	for _, g := range []string{"../../programs/isy/*.isy", "../../programs/elk/*.elk", "../../programs/hass/*[a-z].yaml", "../../programs/ha/p*/p*.*"} {
		fs, _ := filepath.Glob(g)
		for _, f := range fs {
			if !strings.HasSuffix(f, ".inv.yaml") && !strings.HasSuffix(f, ".ta") {
				progs = append(progs, f) // a .ta program's names are its author's
			}
		}
	}
	if len(progs) < 20 {
		t.Fatalf("only %d bundled programs", len(progs))
	}
	check := func(what, text string) {
		t.Helper()
		if loc := internalName.FindStringIndex(text); loc != nil {
			t.Errorf("%s says %q", what, text[max(0, loc[0]-80):min(len(text), loc[1]+40)])
		}
	}
	var runs [][]string
	for _, f := range progs {
		runs = append(runs, []string{"analyze", f}, []string{"analyze", f, "--json"})
	}
	// compare, on one program of each language with runs waiting in it
	// (its random starts set every variable, a run's place too).
	for _, f := range []string{"../../programs/isy/bathroom.isy", "../../programs/elk/exitdelay.elk", "../../programs/hass/sunset-porch.yaml", "../../programs/hass/door-lock-stop-on-timeout.yaml"} {
		runs = append(runs, []string{"compare", f, "--hours", "1", "--trials", "3", "--max-states", "20000"},
			[]string{"compare", f, "--hours", "1", "--trials", "3", "--max-states", "20000", "--json"})
	}
	for _, args := range runs {
		{
			out, code := runCLI(t, args...)
			if code != exitOK && code != exitViolation && code != exitLimit {
				t.Fatalf("%v: exit %d:\n%s", args, code, out)
			}
			check(strings.Join(args, " "), out)
		}
	}
	html := filepath.Join(t.TempDir(), "c.html")
	if out, code := runCLI(t, "compare", "../../programs/isy/bathroom.isy", "../../programs/hass/sunset-porch.yaml", "--hours", "1", "--trials", "3", "--max-states", "20000", "--report", html); code != exitOK && code != exitLimit {
		t.Fatalf("compare --report: exit %d:\n%s", code, out)
	}
	page, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	check("compare's HTML page", string(page))
	// A scenario of each app, with and without fixes, with a pool that
	// runs out and one that suffices.
	for _, s := range []string{"nice-bug-I", "nice-bug-II", "nice-fixed-II", "pyswitch-expiry", "lb-transition", "nice-bug-IV"} {
		f := "../../programs/sdn/" + s + ".yaml"
		for _, args := range [][]string{{"sdn", f}, {"sdn", f, "--vcs", "1"}, {"sdn", f, "--json"}} {
			out, code := runCLI(t, args...)
			if code != exitOK && code != exitViolation && code != exitLimit {
				t.Fatalf("%v: exit %d:\n%s", args, code, out)
			}
			if args[len(args)-1] == "--json" {
				// The network model's coverage lists DeLorean's own Go
				// lines (sdn/*.go), a developer's view; the app's lines
				// are app_coverage, checked with the rest.
				var doc map[string]any
				if err := json.Unmarshal([]byte(out), &doc); err != nil {
					t.Fatalf("%v: %v", args, err)
				}
				delete(doc, "coverage")
				b, _ := json.MarshalIndent(doc, "", "  ")
				out = string(b)
			}
			check(strings.Join(args, " "), out)
		}
	}
}

// The pattern finds each internal name it is meant to, and not the
// program's words around them (so that the test above can fail).
func TestInternalNamePattern(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"reads:  Bath fan on: stage", true},
		{"clock Program Coffee: wait", true},
		{"Program Doorbell Flash: repeat 1 of Then", true},
		{"viol.StrictDirectPaths: false -> true", true},
		{"vc.exhausted: false -> true", true},
		{"(app pyswitch, fixes: )", true},
		{"delivered both ways between x and y, no", true},
		{"reads:  Bath fan on", false},
		{"clock Coffee: wait, timer Coffee: wait", false},
		{"StrictDirectPaths broken: no -> yes", false},
		{"(app pyswitch, fixes: none)", false},
		{"between two hosts", false},
		{"Run Program 'Coffee' (If)", false},
	} {
		if got := internalName.MatchString(c.text); got != c.want {
			t.Errorf("%q: matched %v, want %v", c.text, got, c.want)
		}
	}
}
