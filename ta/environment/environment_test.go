package environment

import (
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Issue 23 item 2: the environment said out loud.

func envChecked(t *testing.T, src string) *ta.Program {
	t.Helper()
	p, err := syntax.Parse("e.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// The garage of issue 23 without a Control condition: the door is watched
// but only the program sets it, and only to Off, which it already is.
const garageTA = `program garage
device door: {Off, On}
device light: {Off, On}
var n: 0..9
var k: 0..9
timer t
timer never
event motion
rule watch on change door {
    if door == On {
        start t 5m
    }
}
rule close on t {
    door = Off
}
rule m on motion {
    if light == Off {
        run lamp
    }
    n = n + 1
}
rule lamp on call {
    light = On
}
rule late on never {
    k = 3
}
`

func envVar(t *testing.T, env *Environment, name string) VarEnv {
	t.Helper()
	for _, v := range env.Vars {
		if v.Name == name {
			return v
		}
	}
	t.Fatalf("no variable %q", name)
	return VarEnv{}
}

// Reachable values by hand: door starts Off and only close sets it (Off);
// close runs only on t, which only watch starts, which runs only on a
// change of door, which never happens: door stays Off. light reaches On
// through motion -> run lamp. n is computed: any value. k is set only by
// a rule on a timer nothing starts: it stays 0.
func TestEnvironmentReach(t *testing.T) {
	p := envChecked(t, garageTA)
	env := EnvironmentOf(p)
	door := envVar(t, env, "door")
	if len(door.ByEnv) != 0 || !door.ByProgram || !door.Watched || !slices.Equal(door.Reach, []string{"Off"}) || !slices.Equal(door.Missing, []string{"On"}) {
		t.Errorf("door: %+v", door)
	}
	if l := envVar(t, env, "light"); !slices.Equal(l.Reach, []string{"Off", "On"}) || len(l.Missing) != 0 {
		t.Errorf("light: %+v", l)
	}
	if n := envVar(t, env, "n"); !n.AnyValue {
		t.Errorf("n: %+v", n)
	}
	if k := envVar(t, env, "k"); !slices.Equal(k.Reach, []string{"0"}) {
		t.Errorf("k: %+v", k)
	}
	w := env.Warnings(p)
	if len(w) != 1 || w[0].Pos.Line != 2 || !strings.Contains(w[0].Msg, `"door" can only be changed by programs`) || !strings.Contains(w[0].Msg, "sets it to On: it stays Off") {
		t.Errorf("warnings %v", w)
	}
	if msg := env.InvariantWarning([]int{p.LookupVar("door"), p.LookupVar("light")}); msg != `"door" can only be changed by programs; vacuous: nothing reachable sets it to On (it stays Off)` {
		t.Errorf("invariant warning %q", msg)
	}
	// A person who opens the door: the event sets it, the chain runs, the
	// door reaches both values, and nothing is said.
	p = envChecked(t, garageTA+"event open\nrule opened on open {\n    door = On\n}\n")
	env = EnvironmentOf(p)
	if door := envVar(t, env, "door"); !slices.Equal(door.ByEnv, []string{"open"}) || len(door.Missing) != 0 {
		t.Errorf("door with open: %+v", door)
	}
	if w := env.Warnings(p); len(w) != 0 {
		t.Errorf("warnings %v", w)
	}
	var text strings.Builder
	env.WriteText(&text)
	for _, want := range []string{"  event open: sets door = On\n", "  devices the environment changes: \"door\"\n", "\"light\" (only programs)"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("listing lacks %q:\n%s", want, text.String())
		}
	}
}

func TestEnvironmentFile(t *testing.T) {
	spec, err := ParseEnvironment("env.yaml", []byte("manual: [door]\nfixed:\n  - light\n"))
	if err != nil {
		t.Fatal(err)
	}
	src := garageTA + "event switch\nrule sw on switch {\n    light = On\n}\n"
	p, err := syntax.Parse("e.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := ApplyEnvironment(p, spec); err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	env := EnvironmentOf(p)
	// door: a person sets Off and On (two new events); light: the switch
	// event cannot happen any more (motion still runs lamp).
	if door := envVar(t, env, "door"); !slices.Equal(door.ByEnv, []string{"door: set to Off by hand", "door: set to On by hand"}) || len(door.Missing) != 0 {
		t.Errorf("door: %+v", door)
	}
	if l := envVar(t, env, "light"); len(l.ByEnv) != 0 {
		t.Errorf("light: %+v", l)
	}
	if e := p.Events[p.LookupEvent("switch")]; !isNever(e) {
		t.Errorf("switch guard %v", e.Guard)
	}

	// Errors carry file:line:col.
	bad := []struct{ src, want string }{
		{"manul: [door]\n", `env.yaml:1:1: unknown key "manul" (expected manual or fixed) (did you mean "manual"?)`},
		{"manual: door\n", "env.yaml:1:9: manual must be a list of device names"},
		{"fixed: [door, door]\n", `env.yaml:1:15: "door" is listed twice (first at env.yaml:1:9)`},
		{"manual: [door\n", "env.yaml:"},
		{"- door\n", "env.yaml:1:1: an environment file is a mapping"},
	}
	for _, b := range bad {
		_, err := ParseEnvironment("env.yaml", []byte(b.src))
		if err == nil || !strings.HasPrefix(err.Error(), b.want) {
			t.Errorf("%q: %v, want %s...", b.src, err, b.want)
		}
	}
	// A name that is no device, with a suggestion.
	spec, _ = ParseEnvironment("env.yaml", []byte("manual: [dor]\n"))
	p, _ = syntax.Parse("e.ta", []byte(garageTA))
	if err := ApplyEnvironment(p, spec); err == nil || err.Error() != `env.yaml:1:10: "dor" is not a device of e.ta (did you mean "door"?)` {
		t.Errorf("unknown device: %v", err)
	}
}

// A person may set a number to any value: a manual number gets an event
// per class its type holds (here a helper with min 60: 60, 60..70, 70,
// above 70), each named and reached as its range, but for 70, which the
// event e sets already.
func TestManualNumber(t *testing.T) {
	spec, err := ParseEnvironment("env.yaml", []byte("manual: [level]\n"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := syntax.Parse("e.ta", []byte("program n\ndevice level: 1..4\nevent e\nrule r on e { level = 3 }\n"))
	if err != nil {
		t.Fatal(err)
	}
	p.Vars[0].Number = &ta.Number{Consts: []string{"60", "70"}}
	if err := ApplyEnvironment(p, spec); err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	level := envVar(t, EnvironmentOf(p), "level")
	want := []string{"e", "level: set to 60 by hand", "level: set to 60..70 by hand", "level: set to above 70 by hand"}
	if !slices.Equal(level.ByEnv, want) || !slices.Equal(level.Reach, []string{"60", "60..70", "70", "above 70"}) {
		t.Errorf("level: set by %q, reaches %q; want %q", level.ByEnv, level.Reach, want)
	}
}
