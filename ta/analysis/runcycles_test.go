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
		// A counter bounds the cycle: n counts up to 3 and the cycle
		// stops (at most 3 runs of A after E).
		{"counted up", `event E
var n: 0..3
rule A on E { if n < 3 { n = n + 1  run A } }
`, nil},
		{"counted down through another rule", `event E
var n: 0..3
rule A on E { if n > 0 { n = n - 1  run B } }
rule B on call { run A }
`, nil},
		// A rule outside the cycle that sets the counter back runs once
		// per event: the cycle is still bounded.
		{"reset by another event", `event E, F
var n: 0..3
rule A on E { if n > 0 { n = n - 1  run A } }
rule R on F { n = 3 }
`, nil},
		// Counters that do not bound: tested but not stepped, stepped but
		// not tested, stepped the other way, stepped only on one branch.
		{"tested, not stepped", `event E
var n: 0..3
rule A on E { if n < 3 { run A } }
`, []string{`test.ta:3:26: rule "A" runs itself;`}},
		{"stepped, not tested", `event E
var n: 0..3
rule A on E { n = n - 1  run A }
`, []string{`test.ta:3:26: rule "A" runs itself;`}},
		{"tested against the step", `event E
var n: 0..3
rule A on E { if n < 3 { n = n - 1  run A } }
`, []string{`test.ta:3:37: rule "A" runs itself;`}},
		{"stepped on one branch", `event E
var n: 0..3
var b: bool
rule A on E { if b { n = n + 1 }  if n < 3 { run A } }
`, []string{`test.ta:4:46: rule "A" runs itself;`}},
		// The cycle sets its counter back: it runs without end.
		{"set back in the cycle", `event E
var n: 0..3
rule A on E { if n > 0 { n = n - 1  run B } }
rule B on call { n = 3  run A }
`, []string{`test.ta:3:37: rules run each other in a cycle: "A" runs "B", which runs "A";`}},
		// ... or a rule it leads to does, run or triggered by a change.
		{"set back by a rule the cycle runs", `event E
var n: 0..3
rule A on E { if n > 0 { n = n - 1  run A  run C } }
rule C on call { n = n + 1 }
`, []string{`test.ta:3:37: rule "A" runs itself;`}},
		{"set back on a change", `event E
var n: 0..3
var m: 0..1
rule A on E { if n > 0 { n = n - 1  m = 1 - m  run A } }
rule C on change m { n = n + 1 }
`, []string{`test.ta:4:48: rule "A" runs itself;`}},
		// Two cycles, each setting the other's counter back, run each
		// other without end when one event queues both.
		{"two counters set back in turn", `event E
var n: 0..3
var m: 0..3
rule S on E { run A  run B }
rule A on call { if n > 0 { n = n - 1  m = m + 1  run A } }
rule B on call { if m > 0 { m = m - 1  n = n + 1  run B } }
`, []string{`test.ta:5:51: rule "A" runs itself;`, `test.ta:6:51: rule "B" runs itself;`}},
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

// Home Assistant's queued runs take the next run from the queue by
// running the automation again, a cycle of runs that the queue's counter
// bounds: no warning. An automation that toggles a light when that light
// changes triggers itself on every run, queued or restarted, without end:
// warned, at the trigger's rule run by the toggle.
func TestRunCyclesHassQueued(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string
	}{
		{"queued, no loop", `- alias: Chime
  mode: queued
  max: 5
  trigger:
    - platform: state
      entity_id: binary_sensor.door
      to: "on"
  action:
    - service: switch.turn_on
      target: {entity_id: switch.chime}
    - delay: "00:00:05"
    - service: switch.turn_off
      target: {entity_id: switch.chime}
`, nil},
		{"queued, no wait", `- alias: Count
  mode: queued
  trigger:
    - platform: state
      entity_id: binary_sensor.door
  action:
    - choose:
        - conditions:
            - condition: state
              entity_id: binary_sensor.door
              state: "on"
          sequence:
            - service: light.turn_on
              target: {entity_id: light.hall}
      default:
        - service: light.turn_off
          target: {entity_id: light.hall}
`, nil},
		{"queued, toggles its own trigger", `- alias: Blink
  mode: queued
  max: 3
  trigger:
    - platform: state
      entity_id: light.hall
  action:
    - service: light.toggle
      target: {entity_id: light.hall}
`, []string{`rules run each other in a cycle: "Blink" runs "Blink <- light.hall changes", which runs "Blink";`}},
		{"restart, toggles its own trigger", `- alias: Blink
  mode: restart
  trigger:
    - platform: state
      entity_id: light.hall
  action:
    - service: light.toggle
      target: {entity_id: light.hall}
`, []string{`rules run each other in a cycle: "Blink" runs "Blink <- light.hall changes", which runs "Blink";`}},
	}
	for _, tc := range cases {
		p, err := frontends.LoadSource("automations.yaml", []byte(tc.src))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := analysis.RunCycles(p)
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d warnings, want %d: %v", tc.name, len(got), len(tc.want), got)
			continue
		}
		for i, w := range got {
			if !strings.Contains(w.Error(), tc.want[i]) {
				t.Errorf("%s: warning %q, want it to say %q", tc.name, w.Error(), tc.want[i])
			}
		}
	}
}
