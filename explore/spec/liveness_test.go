package spec

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

const livenessProg = `program p
var light: bool = false
event press
rule r on press { light = true }
`

func livenessProgram(t *testing.T) *ta.Program {
	t.Helper()
	p, err := syntax.Parse("p.ta", []byte(livenessProg))
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLivenessKinds: reaches without within is LeadsTo, always_eventually
// is AlwaysEventually; both are liveness properties without observers,
// and the others are not liveness properties.
func TestLivenessKinds(t *testing.T) {
	p := livenessProgram(t)
	props, err := ParseProperties("l.inv.yaml", []byte(`- name: on eventually
  after: press
  reaches: light
- name: on again and again
  always_eventually: light
- name: on soon
  after: press
  reaches: light
  within: 5m
`), p)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		kind     PropKind
		liveness bool
		desc     string
	}{
		{LeadsTo, true, "after press, light eventually"},
		{AlwaysEventually, true, "light again and again"},
		{Reaches, false, "after press, light within 5m"},
	}
	for i, w := range want {
		pr := props[i]
		if pr.Kind != w.kind || pr.IsLiveness() != w.liveness || pr.IsTimed() == w.liveness || pr.Describe() != w.desc {
			t.Errorf("%s: kind %d, liveness %v, timed %v, %q; want kind %d, liveness %v, %q", pr.Name, pr.Kind, pr.IsLiveness(), pr.IsTimed(), pr.Describe(), w.kind, w.liveness, w.desc)
		}
	}
	if props[0].After != AfterStimulus || p.Stimuli()[props[0].Target].Name != "press" {
		t.Errorf("on eventually: after %d, target %d; want the stimulus press", props[0].After, props[0].Target)
	}
}

// TestLivenessMistakes: the shapes that stay wrong, each with its
// position.
func TestLivenessMistakes(t *testing.T) {
	p := livenessProgram(t)
	for _, c := range []struct{ yaml, want string }{
		{"- name: a\n  reaches: light\n", "l.inv.yaml:1:3: reaches needs after: the event that starts the obligation"},
		{"- name: a\n  always_eventually: light\n  after: press\n", `l.inv.yaml:3:10: "after" does not go with always_eventually`},
		{"- name: a\n  always_eventually: light\n  window: {from: '08:00', to: '09:00'}\n", "l.inv.yaml:3:11: window applies to condition invariants"},
		{"- name: a\n  after: press\n  holds: light\n", "l.inv.yaml:1:3: holds needs for: a duration"},
	} {
		_, err := ParseProperties("l.inv.yaml", []byte(c.yaml), p)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v; want %q", c.yaml, err, c.want)
		}
	}
}
