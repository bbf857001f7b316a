package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 23 items 1 and 2, as a user runs them.

const devDir = "../../testdata/devices/"

// The acceptance lines: each typo program warns with file:line:col and
// the nearest known value and exits 0; with --strict it exits 2.
func TestDevicesTypoAcceptance(t *testing.T) {
	cases := []struct{ file, want string }{
		{"typo-onn.isy", devDir + `typo-onn.isy:4:9: warning: Control "Garage Motion" is switched "Onn": used once, and one edit from the known command "On"`},
		{"typo-open.isy", devDir + `typo-open.isy:4:34: warning: "Garage Door" is an on/off device everywhere else (the programs use it with On and Off), which has no status "Open"; the nearest known value is "On"`},
	}
	for _, tc := range cases {
		out, code := runCLI(t, "check", devDir+tc.file)
		if code != exitOK || !strings.Contains(out, tc.want) {
			t.Errorf("check %s: exit %d:\n%s", tc.file, code, out)
		}
		out, code = runCLI(t, "check", "--strict", devDir+tc.file)
		want := "error: " + strings.Replace(tc.want, "warning: ", "", 1)
		if code != exitBadInput || !strings.Contains(out, want) {
			t.Errorf("check --strict %s: exit %d:\n%s", tc.file, code, out)
		}
	}
}

// The garage without a Control condition on the door: check says the door
// can only be changed by programs, and that the invariant about it is
// vacuous; an environment file that lets a person open the door makes it
// a real check, which holds.
func TestDevicesGarageEnvironment(t *testing.T) {
	prog, inv := devDir+"garage-nocontrol.isy", devDir+"garage-nocontrol.inv.yaml"
	out, code := runCLI(t, "check", prog, "--invariants", inv)
	for _, want := range []string{
		prog + `:4:9: warning: "Garage Door" can only be changed by programs`,
		inv + `:1:3: warning: invariant "the door closes within 5 minutes of opening": "Garage Door" can only be changed by programs; vacuous: nothing reachable sets it to On (it stays Off)`,
		`devices the environment cannot change: "Garage Door" (only programs; never On)`,
	} {
		if code != exitOK || !strings.Contains(out, want) {
			t.Errorf("exit %d, lacks %q:\n%s", code, want, out)
		}
	}
	// The report says it too, beside the verdict, in text and JSON; the
	// exploration finds the door never opening, so the verdict is
	// vacuous (docs/exploration.md, Vacuous invariants).
	vacuous := `"Garage Door" can only be changed by programs; vacuous: nothing reachable sets it to On (it stays Off)`
	out, code = runCLI(t, "explore", prog, "--invariants", inv, "--hours", "1", "--quiet")
	never := `("Garage Door" == On) becomes true never happens in the explored runs, so the obligation never starts`
	if code != exitOK || !strings.Contains(out, "within 5m: holds, but is never put to the test\n          "+never+"\n          but "+vacuous) {
		t.Errorf("explore: exit %d, no vacuous note:\n%s", code, out)
	}
	out, code = runCLI(t, "explore", prog, "--invariants", inv, "--hours", "1", "--json")
	if code != exitOK || !strings.Contains(out, `"vacuous": "\"Garage Door\" can only be changed by programs;`) || !strings.Contains(out, `"verdict": "vacuous"`) {
		t.Errorf("explore --json: exit %d, no vacuous field or verdict:\n%s", code, out)
	}
	page := filepath.Join(t.TempDir(), "report.html")
	if out, code = runCLI(t, "explore", prog, "--invariants", inv, "--hours", "1", "--quiet", "--report", page); code != exitOK {
		t.Fatalf("explore --report: exit %d:\n%s", code, out)
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<h2>What the environment can do</h2>", "devices the environment cannot change: &#34;Garage Door&#34; (only programs; never On)", `<span class="chip warn">vacuous</span>`} {
		if !strings.Contains(string(html), want) {
			t.Errorf("the HTML report lacks %q", want)
		}
	}
	env := filepath.Join(t.TempDir(), "env.yaml")
	if err := os.WriteFile(env, []byte("manual: [\"Garage Door\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code = runCLI(t, "explore", prog, "--invariants", inv, "--environment", env, "--hours", "1", "--quiet")
	// Without the file nothing opens the door: coverage 0 of 4 lines.
	if code != exitOK || strings.Contains(out, "warning") || strings.Contains(out, "vacuous") || !strings.Contains(out, "5 of 5 program lines executed") || !strings.Contains(out, "within 5m: holds") {
		t.Errorf("with a person at the door: exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "check", prog, "--environment", env)
	if code != exitOK || !strings.Contains(out, "event Garage Door: switched On: sets Garage Door = On") {
		t.Errorf("check --environment: exit %d:\n%s", code, out)
	}
	// A bad environment file is bad input with its position.
	if err := os.WriteFile(env, []byte("manual: [\"Garage Dor\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code = runCLI(t, "check", prog, "--environment", env)
	if code != exitBadInput || !strings.Contains(out, env+`:1:10: "Garage Dor" is not a device of `+prog+` (did you mean "Garage Door"?)`) {
		t.Errorf("bad environment: exit %d:\n%s", code, out)
	}
}

// A device list: read, and refused for programs that are not ISY's.
func TestDevicesFlag(t *testing.T) {
	out, code := runCLI(t, "check", "--devices", devDir+"home.nodes.xml", devDir+"home.isy")
	if code != exitOK || strings.Contains(out, "warning") || !strings.Contains(out, "event Kitchen Keypad - A: switched On: sets Kitchen Light = On, Kitchen Island = On") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "check", "--devices", devDir+"home.nodes.xml", "../../programs/paper/figure1.ta")
	if code != exitBadInput || !strings.Contains(out, "is not an ISY program") {
		t.Errorf("devices on a .ta: exit %d:\n%s", code, out)
	}
	out, code = runCLI(t, "analyze", devDir+"garage-nocontrol.isy")
	if code != exitOK || !strings.Contains(out, "environment (what the world can do):") {
		t.Errorf("analyze: exit %d:\n%s", code, out)
	}
}

// An environment file works on any front end's program: on ELK rules a
// person can switch the exit beeper, and the front door never opens.
func TestDevicesEnvironmentELK(t *testing.T) {
	env := filepath.Join(t.TempDir(), "env.yaml")
	if err := os.WriteFile(env, []byte("manual: [\"Exit Beeper (Out 2)\"]\nfixed: [\"Front Door (Zn 1)\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := runCLI(t, "check", "../../programs/elk/exitdelay.elk", "--environment", env)
	for _, want := range []string{
		"event Exit Beeper (Out 2): set to On by hand: sets Exit Beeper (Out 2) = On",
		`"Front Door (Zn 1)" (nothing changes it)`,
	} {
		if code != exitOK || !strings.Contains(out, want) {
			t.Errorf("exit %d, lacks %q:\n%s", code, want, out)
		}
	}
	if strings.Contains(out, "Front Door (Zn 1): becomes not secure") {
		t.Errorf("the fixed door still opens:\n%s", out)
	}
}
