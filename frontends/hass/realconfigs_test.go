package hass_test

// Regression tests for constructs found in real Home Assistant
// configurations (issue 26). Each program below is written for its test: a
// minimal automation with the construct that a real file used.

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
)

// A parallel automation whose steps never wait but can stop (a stop inside
// an if, followed by more steps) went through the inline lowering of runs
// without waits a second time, which declared a continuation stage the
// stage variable did not have: loading failed with an internal error
// ("after if (line 8) #2" is not a state) and no position. The run is
// triggered by binary_sensor.a turning on, so the if's condition on it
// always holds and the stop always ends the run: the light never comes on
// (Home Assistant's script docs: stop ends the run). With the condition on
// "off" the stop never happens and the light comes on.
func TestParallelStopWithoutWait(t *testing.T) {
	src := `- alias: P
  mode: parallel
  trigger:
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
  action:
    - if:
        - condition: state
          entity_id: binary_sensor.a
          state: "STATE"
      then:
        - stop: done
    - service: light.turn_on
      entity_id: light.x
`
	inv := "- name: light stays off\n  condition: light.x == off\n"
	for _, c := range []struct {
		state    string
		violated bool
	}{{"on", false}, {"off", true}} {
		_, rep := run(t, strings.Replace(src, "STATE", c.state, 1), inv)
		if got := rep.Invariants[0].Violated; got != c.violated {
			t.Errorf("condition on %q: light on reachable = %v, want %v", c.state, got, c.violated)
		}
	}
}

// checkLoads loads a program given as text and fails the test on an error.
func checkLoads(t *testing.T, src string) {
	t.Helper()
	if _, err := frontends.LoadSource("a.yaml", []byte(src)); err != nil {
		t.Fatal(err)
	}
}
