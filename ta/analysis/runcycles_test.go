package analysis_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta/analysis"
)

// RunCycles warns once per cycle of rules that run each other, at a run
// statement on it, and about nothing else. The expected warnings are
// read off each program by hand.
func TestRunCycles(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string // position and the start of the message
	}{
		{"two", `event E
var n: 0..1
rule A on E {
    n = 1
    run B
}
rule B on call { run A }
`, []string{`test.ta:5:5: rules run each other in a cycle: "A" runs "B", which runs "A";`}},
		{"self", `event E
rule A on E { run A }
`, []string{`test.ta:2:15: rule "A" runs itself;`}},
		{"guarded", `event E
var n: 0..3
rule A on E { if n < 3 { n = n + 1  run A } }
`, []string{`test.ta:3:37: rule "A" runs itself;`}},
		{"three, and two apart", `event E, F
rule A on E { run B }
rule B on call { run C }
rule C on call { if true { run A } else { run B } }
rule D on F { run G }
rule G on call { run D }
`, []string{`test.ta:2:15: rules run each other in a cycle: "A" runs "B", which runs "C", which runs "A";`,
			`test.ta:5:15: rules run each other in a cycle: "D" runs "G", which runs "D";`}},
		{"chain without a cycle", `event E
rule A on E { run B  run C }
rule B on call { run C }
rule C on call { }
`, nil},
	}
	for _, tc := range cases {
		p, err := frontends.LoadSource("test.ta", []byte(tc.src))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := analysis.RunCycles(p)
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d warnings, want %d: %v", tc.name, len(got), len(tc.want), got)
			continue
		}
		for i, w := range got {
			if !strings.HasPrefix(w.Error(), tc.want[i]) {
				t.Errorf("%s: warning %q, want it to start %q", tc.name, w.Error(), tc.want[i])
			}
		}
	}
}

// In ISY, Run Program cycles: the warning points at the Run Program
// line the author wrote, not at the program's If that the front end makes
// run its Then.
func TestRunCyclesISY(t *testing.T) {
	src := `Ping - [ID 0001][Parent 0001]

If
        Control 'Button' is switched On

Then
        Set 'Lamp' On
        Run Program 'Pong' (If)

Else
   - No Actions - (To add one, press 'Action')

-------------------------------------------
Pong - [ID 0002][Parent 0001]

If
        Status 'Lamp' is On

Then
        Run Program 'Ping' (Then Path)

Else
   - No Actions - (To add one, press 'Action')
`
	p, err := frontends.LoadSource("cycle.isy", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := analysis.RunCycles(p)
	want := `cycle.isy:8:9: rules run each other in a cycle: "Ping: then" runs "Pong: if", which runs "Pong: then", which runs "Ping: then";`
	if len(got) != 1 || !strings.HasPrefix(got[0].Error(), want) {
		t.Fatalf("warnings %v, want one starting %q", got, want)
	}
	// Every bundled program runs its rules without such a cycle.
	for _, f := range []string{"evening.isy", "garage.isy", "porch.isy", "hallway.isy", "bathroom.isy"} {
		p, err := frontends.Load("../../programs/isy/" + f)
		if err != nil {
			t.Fatal(err)
		}
		if w := analysis.RunCycles(p); len(w) > 0 {
			t.Errorf("%s: %v", f, w)
		}
	}
}
