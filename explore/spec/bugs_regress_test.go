package spec

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"gopkg.in/yaml.v3"
)

// figure1Prog is the paper's Fig. 1: device FrontPorchLight, clock
// timeLastMotion, timer timerFrontPorchLight, events PorchMotion.Detected
// and FrontPorchLight.SwitchedOn, rules Rule1..Rule4.
func figure1Prog(t *testing.T) *ta.Program {
	t.Helper()
	p, err := frontends.Load("../../programs/paper/figure1.ta")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// errorLines is an error's messages as "LINE:COL: text", one each.
func errorLines(t *testing.T, err error) []string {
	t.Helper()
	if err == nil {
		return nil
	}
	l, ok := err.(ta.ErrorList)
	if !ok {
		t.Fatalf("error %v is not a positioned ErrorList", err)
	}
	var out []string
	for _, e := range l {
		out = append(out, strings.TrimPrefix(e.Pos.String(), e.Pos.File+":")+": "+e.Msg)
	}
	return out
}

// expectErrors checks that err holds exactly the wanted messages (each a
// prefix "LINE:COL: words" of one message, in order).
func expectErrors(t *testing.T, what string, err error, want ...string) {
	t.Helper()
	got := errorLines(t, err)
	if len(got) != len(want) {
		t.Fatalf("%s: %d errors %q, want %d %q", what, len(got), got, len(want), want)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("%s: error %d is %q, want it to start with %q", what, i+1, got[i], want[i])
		}
	}
}

// A start state that names something twice is ambiguous: vars and devices
// are one section under two names, so a device in both is given twice too.
// The first value used to be silently replaced by the last.
func TestInitGivenTwice(t *testing.T) {
	p := figure1Prog(t)
	cases := []struct{ src, want string }{
		{"vars:\n  FrontPorchLight: On\ndevices:\n  FrontPorchLight: Off\n", `4:3: "FrontPorchLight" given twice (first at 2:3)`},
		{"clocks:\n  timeLastMotion: 3s\n  timeLastMotion: 4s\n", `3:3: "timeLastMotion" given twice (first at 2:3)`},
		{"timers:\n  timerFrontPorchLight: 1m\ntimers:\n  timerFrontPorchLight: 2m\n", `4:3: "timerFrontPorchLight" given twice (first at 2:3)`},
	}
	for _, c := range cases {
		_, err := ParseInit("f.yaml", []byte(c.src), p)
		expectErrors(t, c.src, err, c.want)
	}
	// Different names in two sections of the same kind are no repetition.
	in, err := ParseInit("f.yaml", []byte("clocks:\n  timeLastMotion: 3s\ntimers:\n  timerFrontPorchLight: 2m\n"), p)
	if err != nil {
		t.Fatal(err)
	}
	if len(in.Clocks) != 1 || len(in.Timers) != 1 {
		t.Fatalf("clocks %v timers %v, want one of each", in.Clocks, in.Timers)
	}
}

// A misspelt clock or timer is named as for variables; a name in the
// wrong section says which section it belongs to.
func TestInitSuggestsClocksAndTimers(t *testing.T) {
	p := figure1Prog(t)
	cases := []struct{ src, want string }{
		{"clocks:\n  timeLastMoton: 3s\n", `2:3: "timeLastMoton" is not a clock of the program (did you mean "timeLastMotion"?)`},
		{"timers:\n  timerFrontPorchLigt: 2m\n", `2:3: "timerFrontPorchLigt" is not a timer of the program (did you mean "timerFrontPorchLight"?)`},
		{"clocks:\n  timerFrontPorchLight: 3s\n", `2:3: "timerFrontPorchLight" is not a clock of the program but a timer (timers go under timers:`},
		{"timers:\n  timeLastMotion: 3s\n", `2:3: "timeLastMotion" is not a timer of the program but a clock (clocks go under clocks:`},
		{"timers:\n  FrontPorchLight: 3s\n", `2:3: "FrontPorchLight" is not a timer of the program but a variable or device`},
		{"clokcs:\n  timeLastMotion: 3s\n", `1:1: unknown section "clokcs" (expected vars, devices, clocks, timers) (did you mean "clocks"?)`},
	}
	for _, c := range cases {
		_, err := ParseInit("f.yaml", []byte(c.src), p)
		expectErrors(t, c.src, err, c.want)
	}
}

// ParseInitNode reports at the positions of the document the node is
// part of (here the init: of a larger file, as in a trace file), not of a
// document made from it.
func TestParseInitNodeKeepsPositions(t *testing.T) {
	p := figure1Prog(t)
	src := "program: x\nstart: \"09:00\"\ninit:\n  vars: {FrontPorchLight: Dim}\n  clocks:\n    timeLastMoton: 3s\n"
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		t.Fatal(err)
	}
	top := doc.Content[0]
	if top.Content[4].Value != "init" {
		t.Fatalf("unexpected document: %q", top.Content[4].Value)
	}
	_, err := ParseInitNode("t.yaml", top.Content[5], p)
	// Counted by hand in src: Dim is at line 4, column 27; the clock's key
	// at line 6, column 5.
	expectErrors(t, "init", err,
		`4:27: FrontPorchLight: expected one of {Off, On}, not "Dim"`,
		`6:5: "timeLastMoton" is not a clock of the program (did you mean "timeLastMotion"?)`)
}

func invariant(body string) []byte {
	return []byte("- name: x\n" + body)
}

// A window whose time is present but malformed is reported once, at the
// time; a missing key is named.
func TestWindowMalformedTimeOnly(t *testing.T) {
	p := figure1Prog(t)
	cases := []struct {
		window string
		want   []string
	}{
		{`{from: "18:00", to: "25:00"}`, []string{`3:31: time of day "25:00": hour must be below 24`}},
		{`{from: "25:00", to: "19:00"}`, []string{`3:18: time of day "25:00": hour must be below 24`}},
		{`{from: "25:00"}`, []string{`3:11: window needs both from and to (times such as 18:00 or sunset + 30m): to is missing`, `3:18: time of day "25:00"`}},
		{`{to: "19:00"}`, []string{`3:11: window needs both from and to (times such as 18:00 or sunset + 30m): from is missing`}},
		{`{from: "18:00", to: "19:00", until: "20:00"}`, []string{`3:40: unknown key "until" in window (expected from, to)`}},
	}
	for _, c := range cases {
		_, err := ParseProperties("f.yaml", invariant("  condition: FrontPorchLight == On\n  window: "+c.window+"\n"), p)
		expectErrors(t, c.window, err, c.want...)
	}
}

// for: and within: keep ta.ParseDuration's message: a duration too large
// is out of range, not "expected a positive duration".
func TestDurationMessages(t *testing.T) {
	p := figure1Prog(t)
	cases := []struct{ dur, want string }{
		{"99999999999999999999m", "4:8: for: duration 99999999999999999999m out of range"},
		{"9999999999999s", "4:8: for: duration 9999999999999s out of range"},
		{"soon", `4:8: for: malformed duration "soon" (expected a number and a unit`},
		{"0m", "4:8: for: expected a positive duration such as 5m or 1h30m, not 0m"},
		{"[5m]", "4:8: for: expected a duration such as 5m or 1h30m"},
	}
	for _, c := range cases {
		_, err := ParseProperties("f.yaml", invariant("  after: PorchMotion.Detected\n  holds: FrontPorchLight == On\n  for: "+c.dur+"\n"), p)
		expectErrors(t, c.dur, err, c.want)
	}
}

// An unknown after: event or rule names the one meant.
func TestAfterSuggests(t *testing.T) {
	p := figure1Prog(t)
	cases := []struct{ after, want string }{
		{"PorchMotion.Detcted", `2:10: after: "PorchMotion.Detcted" is not an event, timer, schedule, ` + "`rule R`, `change V`, `emit N`, or a condition" + ` (did you mean "PorchMotion.Detected"?)`},
		{"rule Rul1", `2:10: after: "Rul1" is not a rule, a program or an automation (did you mean "Rule1"?)`},
		// A condition with a misspelt name: the name, not "not an event".
		{"FrontPorchLigt == On", `2:10: unknown name "FrontPorchLigt" (did you mean "FrontPorchLight"?)`},
		// A device no event sets: how to say "when the program sets it".
		{"FrontPorchLight -> On", `2:10: after: "FrontPorchLight -> On" is not an event, timer, schedule, ` + "`rule R`, `change V`, `emit N`, or a condition (nothing outside the program sets FrontPorchLight, so it has no event \"FrontPorchLight -> On\"; to start when the program sets it, write `after: FrontPorchLight == On` or `after: change FrontPorchLight`)"},
	}
	for _, c := range cases {
		_, err := ParseProperties("f.yaml", invariant("  after: "+c.after+"\n  holds: FrontPorchLight == On\n  for: 5m\n"), p)
		expectErrors(t, c.after, err, c.want)
	}
}

// An invariant that reads a factor gets one error: the value it compares
// the factor with is not reported as an unknown name too.
func TestFactorInInvariantOneError(t *testing.T) {
	p := figure1Prog(t)
	_, err := ParseProperties("f.yaml", invariant("  condition: lightMeter.LightLevel == Dark\n"), p)
	expectErrors(t, "factor", err, "2:14: lightMeter.LightLevel is an environmental factor")
}

// A sun offset without its unit says so, rather than that the '+' is
// unexpected.
func TestWindowOffsetWithoutUnit(t *testing.T) {
	p := figure1Prog(t)
	_, err := ParseProperties("f.yaml", invariant("  condition: FrontPorchLight == On\n  window: {from: sunset + 30, to: \"23:00\"}\n"), p)
	expectErrors(t, "offset", err, "3:18: from: the offset 30 needs a unit, e.g. sunset + 30m")
}
