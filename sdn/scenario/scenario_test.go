package scenario_test

import (
	"os"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/sdn/scenario"
)

// TestScenarioErrors: mistakes in scenario files are reported at their
// file:line:col.
func TestScenarioErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nhosts:\n  - {name: a, kind: sender, at: \"s1:3\", to: b}\n", "bad.yaml:4:33: switch s1 has ports 1..2"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nhosts:\n  - {name: a, kind: sender, at: \"s1:1\", to: c}\n", `bad.yaml:4:45: host a sends to "c", which is not a host`},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nfoo: 1\n", `bad.yaml:3:1: unknown key "foo"`},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nhosts:\n  - {name: a, kind: flyer, at: \"s1:1\"}\n", `bad.yaml:4:21: host kind must be one of`},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nvcs: many\n", "bad.yaml:3:6: vcs must be an integer"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nlinks: [\"s1:1 s1:2\"]\n", "bad.yaml:3:9: a link must join two different switches"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nhosts:\n  - {name: a, kind: sender, at: \"s1:1\", to: b}\n  - {name: b, kind: replier, at: \"s1:1\"}\n", "bad.yaml:5:34: host b: port s1:1 is already used at bad.yaml:4:33"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}\n", "bad.yaml:2:11: malformed YAML: this [ is not closed"},
		{"switches: [{name: s1, ports: 2}]\n", "bad.yaml:1:1: missing `app:`"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nfixes: [XII]\n", "bad.yaml:3:9: fixes are the roman numerals"},
	}
	for _, c := range cases {
		_, err := scenario.ParseScenario("bad.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got error %v, want %q", c.src, err, c.want)
		}
	}
}

// What the message about an expect mapping without violated suggests is
// accepted: each form it offers ("write A, or B"), put in the line's
// place, parses (testdata/bad/sdn-expect-runtime-errors-alone.yaml,
// runtime_errors alone, true and false, and an empty mapping).
func TestExpectSuggestionAccepted(t *testing.T) {
	src, err := os.ReadFile("../../testdata/bad/sdn-expect-runtime-errors-alone.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"expect: {runtime_errors: false}", "expect: {runtime_errors: true}", "expect: {}"} {
		text := strings.Replace(string(src), "expect: {runtime_errors: false}", bad, 1)
		_, err := scenario.ParseScenario("bad.yaml", []byte(text))
		if err == nil {
			t.Fatalf("%s: accepted", bad)
		}
		_, offer, ok := strings.Cut(err.Error(), ": write ")
		forms := strings.Split(offer, ", or ")
		if !ok || len(forms) != 2 {
			t.Fatalf("%s: no suggestion in %v", bad, err)
		}
		for _, form := range forms {
			s, err := scenario.ParseScenario("fixed.yaml", []byte(strings.Replace(text, bad, form, 1)))
			if err != nil {
				t.Errorf("%s: the suggestion %q is refused: %v", bad, form, err)
				continue
			}
			if want := strings.Contains(bad, "true"); strings.Contains(form, "violated") && (s.Expect != "violated" || s.ExpectErrors != want) {
				t.Errorf("%s: %q reads as %s, runtime errors %v", bad, form, s.Expect, s.ExpectErrors)
			}
		}
	}
}
