package spec

import (
	"reflect"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// humidityProg has h, a number compared with 60, 69.5 and 70 (classes
// 0..6: below 60, 60, 60..69.5, 69.5, 69.5..70, 70, above 70), and q, a
// number compared with 60 and 70 that takes only the classes 1..3 (60,
// 60..70, 70: a helper with min 60 and max 70), as a front end makes
// them (ta.Number).
func humidityProg(t *testing.T) *ta.Program {
	t.Helper()
	p, err := syntax.Parse("h.ta", []byte(`program h
device h: 0..6
device q: 1..3
device fan: {off, "on"}
event e
rule r on e { h = 6 }
`))
	if err != nil {
		t.Fatal(err)
	}
	p.Vars[0].Number = &ta.Number{Consts: []string{"60", "69.5", "70"}}
	p.Vars[1].Number = &ta.Number{Consts: []string{"60", "70"}}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// A comparison of a number with one of its constants is the comparison
// of classes that holds for the same values; what reports print is what
// was written.
func TestNumberComparisonsRewritten(t *testing.T) {
	p := humidityProg(t)
	for _, c := range []struct{ cond, eval string }{
		{"h > 70", "h > 5"},
		{"h >= 70", "h >= 5"},
		{"h < 60", "h < 1"},
		{"h <= 69.5", "h <= 3"},
		{"h == 69.50", "h == 3"},
		{"h != 60", "h != 1"},
		{"70 > h", "h < 5"},
		{"69.5 <= h", "h >= 3"},
		{"fan == on && (h > 60 || !(h < 70))", `fan == "on" && (h > 1 || !(h < 5))`},
		{"if h > 60 then fan == on else true", `(if h > 1 then fan == "on" else true)`},
		{"q == 70", "q == 3"},
	} {
		src := "- name: n\n  condition: " + c.cond + "\n"
		props, err := ParseProperties("i.yaml", []byte(src), p)
		if err != nil {
			t.Errorf("%s: %v", c.cond, err)
			continue
		}
		if got := ta.ExprString(props[0].Cond); got != c.eval {
			t.Errorf("%s: evaluates %s, want %s", c.cond, got, c.eval)
		}
		want := strings.ReplaceAll(c.cond, "== on", `== "on"`)
		if !strings.Contains(c.cond, "if") && props[0].Describe() != want {
			t.Errorf("%s: described as %q", c.cond, props[0].Describe())
		}
	}
}

// Reports print an invariant as written, decimals included, in every kind
// of invariant.
func TestNumberInvariantsDescribed(t *testing.T) {
	p := humidityProg(t)
	src := `- name: a
  condition: h > 69.5
  window: {from: "18:00", to: "20:00"}
- name: b
  after: e
  while: h <= 69.5
  holds: h >= -69.5 || h < 60
  for: 1m
`
	props, err := ParseProperties("i.yaml", []byte(src), p)
	if err == nil {
		t.Fatalf("-69.5 is no constant of h, yet %d invariants loaded", len(props))
	}
	if got := errorLines(t, err); len(got) != 1 || !strings.HasPrefix(got[0], "7:15: h >= -69.5: -69.5 is not one of the numbers the model tells h apart at (60, 69.5, 70)") {
		t.Fatalf("errors %q", got)
	}
	src = strings.Replace(src, "-69.5", "69.5", 1)
	props, err = ParseProperties("i.yaml", []byte(src), p)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{
		"time in 18:00..20:00 -> h > 69.5",
		"after e while h <= 69.5, h >= 69.5 || h < 60 stays true for 1m",
	} {
		if got := props[i].Describe(); got != want {
			t.Errorf("%s described as %q, want %q", props[i].Name, got, want)
		}
	}
	if got := ta.ExprString(props[1].While); got != "h <= 3" {
		t.Errorf("while evaluates %s, want h <= 3", got)
	}
}

func TestNumberErrors(t *testing.T) {
	p := humidityProg(t)
	for _, c := range []struct{ cond, want string }{
		{"h > 65", "2:18: h > 65: 65 is not one of the numbers the model tells h apart at (60, 69.5, 70)"},
		{"fan > 1", "2:14: fan is not a number: its states are off, on, and nothing in the program compares it as a number, so it cannot be compared with 1"},
		{"h + 1 > 70", "2:14: h stands for a number"},
		{"h > q", "2:14: h stands for a number"},
		{"h", "2:14: h stands for a number"},
		{"fan == on || 2.5 > 1", "2:27: 2.5: a number with a fraction"},
		// Not a decimal: the parser's own message, the text as written.
		{"h > 69.5.1", "2:20: syntax error"},
	} {
		_, err := ParseProperties("i.yaml", []byte("- name: n\n  condition: "+c.cond+"\n"), p)
		got := errorLines(t, err)
		if len(got) == 0 || !strings.HasPrefix(got[0], c.want) {
			t.Errorf("%s: errors %q, want %s…", c.cond, got, c.want)
		}
	}
}

// Decimals become integers of the same length that the text does not
// hold otherwise, so that positions stay; names, quoted names and
// decimals that are not whole tokens are left alone.
func TestHideDecimals(t *testing.T) {
	for _, c := range []struct {
		src, want string
		hidden    hidden
	}{
		{"x > 1.5", "x > 999", hidden{999: "1.5"}},
		{"x > 1.5 || y < 999", "x > 998 || y < 999", hidden{998: "1.5"}},
		{"x>70.25&&x<-0.5", "x>99999&&x<-999", hidden{99999: "70.25", 999: "0.5"}},
		{`"a 1.5" == b && s.1.5 > 2`, `"a 1.5" == b && s.1.5 > 2`, nil},
		{"x > 1.5.2 || x > 1.5m", "x > 1.5.2 || x > 1.5m", nil},
		{"t in 18:00..20:00", "t in 18:00..20:00", nil},
	} {
		got, h := hideDecimals(c.src)
		if got != c.want || !reflect.DeepEqual(h, c.hidden) {
			t.Errorf("hideDecimals(%q) = %q, %v, want %q, %v", c.src, got, h, c.want, c.hidden)
		}
		if len(got) != len(c.src) {
			t.Errorf("hideDecimals(%q) changed the length", c.src)
		}
	}
}

// The numbers the command line makes constants: every comparison of a
// name with a number, in every expression of an invariant.
func TestThresholds(t *testing.T) {
	got := Thresholds([]byte(`- name: a
  condition: sensor.t > 70.5 && sensor.t <= 3 || 70.50 == sensor.t
- name: b
  after: sensor.u < -2
  while: "climate.x.temperature >= 18"
  reaches: fan.bath == on && (sensor.u != 7)
  within: 1m
- name: c
  condition: >
    sensor.w == 1 &&
      sensor.w > 2.5
- name: d
  condition: sensor.t > (
`))
	want := map[string][]string{
		"sensor.t":              {"70.5", "3"},
		"sensor.u":              {"-2", "7"},
		"climate.x.temperature": {"18"},
		"sensor.w":              {"1", "2.5"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Thresholds = %v, want %v", got, want)
	}
}

// A number's value in a start state or a trace file is the number or its
// class in words; FormatVarValue writes what ParseVarValue reads back.
func TestNumberValues(t *testing.T) {
	p := humidityProg(t)
	q := p.Vars[1]
	for k := int64(1); k <= 3; k++ {
		text := FormatVarValue(q, k)
		if got, err := ParseVarValue(q, text); err != nil || got != k {
			t.Errorf("class %d written %q reads back as %d, %v", k, text, got, err)
		}
	}
	for _, c := range []struct {
		value string
		class int64
		err   string
	}{
		{"65", 2, ""},
		{"60", 1, ""},
		{"60..70", 2, ""},
		{"80", 0, "80 is above 70, which is not among the values it can take (60, 60..70, 70)"},
		{"2", 0, "2 is below 60, which is not among"},
		{"warm", 0, `expected a number or one of 60, 60..70, 70, not "warm"`},
	} {
		got, err := ParseVarValue(q, c.value)
		switch {
		case c.err != "" && (err == nil || !strings.HasPrefix(err.Error(), c.err)):
			t.Errorf("%s: error %v, want %s", c.value, err, c.err)
		case c.err == "" && (err != nil || got != c.class):
			t.Errorf("%s: class %d, %v, want %d", c.value, got, err, c.class)
		}
	}
}
