package ta_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Each bad program must be rejected with a diagnostic at the right place
// that says what is wrong.
func TestDiagnostics(t *testing.T) {
	const head = "clock x\nclock y\ntimer t\nevent E\nvar n: 0..10\ndevice L: {Off, On}\nfactor F: 0..100\n"
	// head has 7 lines; rule bodies start on line 8.
	tests := []struct {
		name, src string
		pos       string // line:col
		msg       string
	}{
		{"truncated type", "var x: 0..", "1:11", "unexpected end of input"},
		{"stray character", "event E\n@", "2:1", "unexpected '@'"},
		{"unknown trigger", head + "rule R on Nothing { }", "8:8", `"Nothing" is not an event or a timer`},
		{"clock plus clock", head + "rule R on E { if x + y < 5s { n = 1 } }", "8:18", "clock arithmetic is limited"},
		{"clock vs clock", head + "rule R on E { if x < y { n = 1 } }", "8:18", "compared with a constant"},
		{"clock times", head + "rule R on E { if x * 2 < 5s { n = 1 } }", "8:18", "cannot apply to a clock"},
		{"assign to clock", head + "rule R on E { x = 1 }", "8:15", "use `reset x`"},
		{"unknown name", head + "rule R on E { if missing == 3 { n = 1 } }", "8:18", `unknown name "missing"`},
		{"not a state", head + "rule R on E { if L == Onn { n = 1 } }", "8:23", `"Onn" is not a state of {Off, On}`},
		{"duplicate", "clock x\nvar x: bool", "2:5", `"x" is already declared at bad.ta:1:7`},
		{"time vs int", head + "rule R on E { if time > 5 { n = 1 } }", "8:18", "cannot compare the time of day with an integer"},
		{"reset wall", head + "rule R on E { reset now }", "8:15", "the wall clock cannot be reset"},
		{"bad duration", head + "rule R on E { start t 5x }", "8:26", "syntax error: unexpected '}', expected '='"},
		{"out of range", head + "rule R on E { n = 11 }", "8:19", "11 is outside n's range 0..10"},
		{"empty window", head + "rule R on E { start t 5m..1m }", "8:15", "timer window 5m..1m is empty"},
		{"too deep", strings.Repeat("(", 300), "1:257", "nesting deeper than 256"},
		{"factor in progress", head + "progress F < 3", "8:10", "environmental factor"},
		{"huge integer", "var n: 0..99999999999999999999", "1:11", "too large"},
		{"bad clock time", head + "rule R at 25:00 { n = 1 }", "8:11", "hour must be below 24"},
		{"reset a timer", head + "rule R on E { reset t }", "8:15", "t is a timer"},
		{"bool ordering", "var a: bool\nvar b: bool\nevent E\nrule R on E { if a < b { a = true } }", "4:18", "compares only with == and !="},
		{"condition type", head + "rule R on E { if n { n = 1 } }", "8:18", "condition must be true or false"},
		{"unknown rule", head + "rule R on E { run Nope }", "8:15", `"Nope" is not a rule`},
		{"empty enum init", "device L: {A, B} = C", "1:20", `"C" is not a state`},
		{"event as value", head + "rule R on E { if E { n = 1 } }", "8:18", "is an event, not a value"},
		{"every zero", head + "rule R every 0s { n = 1 }", "8:8", "period of `every` must be positive"},
		{"factor too wide", "factor F: 0..100000\nvar n: 0..9\nevent E\nrule R on E { if F + 1 > 3 { n = 1 } }", "1:8", "too large for that"},
		{"label cycle", "label a: b\nlabel b: !a", "1:7", "label a is defined in terms of itself"},
		{"label of factor", "factor F: 0..9\nlabel a: F > 3", "2:10", "environmental factor"},
		{"branches differ", head + "rule R on E { n = if n > 1 then 1 else L == On }", "8:19", "differ in type"},
		{"list index type", head + "rule R on E { n = [1, 2][L] }", "8:26", "list index must be an integer"},
		{"guard type", "var n: 0..3\nevent E when n", "2:14", "must be true or false"},
		{"negative clock start", "clock x = -1s", "1:11", "unexpected '-', expected a duration such as 5m or a number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := syntax.Parse("bad.ta", []byte(tc.src))
			if err == nil {
				err = ta.Check(p)
			}
			if err == nil {
				t.Fatalf("accepted:\n%s", tc.src)
			}
			list, ok := err.(ta.ErrorList)
			if !ok || len(list) == 0 {
				t.Fatalf("error is %T, want a positioned ErrorList: %v", err, err)
			}
			first := list[0]
			if got := first.Pos.String(); got != "bad.ta:"+tc.pos {
				t.Errorf("position %s, want bad.ta:%s (%v)", got, tc.pos, first)
			}
			if !strings.Contains(first.Msg, tc.msg) {
				t.Errorf("message %q does not say %q", first.Msg, tc.msg)
			}
		})
	}
}
