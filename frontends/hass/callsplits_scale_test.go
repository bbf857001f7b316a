package hass

import (
	"fmt"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// watchingAutomations is n automations over 50 motion sensors and 40
// lights, each turning a light on when a sensor turns on, and watching
// that light too (a second trigger), so that every call's entity is one
// that about n/40 automations watch.
func watchingAutomations(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, `- id: a%d
  triggers:
    - trigger: state
      entity_id: binary_sensor.s%d
      to: "on"
    - trigger: state
      entity_id: light.l%d
      to: "off"
  actions:
    - action: light.turn_on
      target:
        entity_id: light.l%d
`, i, i%50, i%40, i%40)
	}
	return sb.String()
}

// callSplits looks up who watches a call's entities instead of going
// through every automation for every call (issue 41: check was quadratic
// in the automations): counted, the automations and triggers it looks at
// for 2n automations are at most about twice those for n, where going
// through every automation for each of the n calls made them four times
// as many, n² against (2n)². Each automation here watches the light it
// calls, so each call is decided by its own automation's two triggers:
// 2 looks each time callSplits is asked about a call, which is twice
// (hasSplitCall, then seq as it lowers the call): 4n in all.
func TestCallSplitsWorkLinear(t *testing.T) {
	work := func(n int) int64 {
		f, err := config.Parse("automations.yaml", []byte(watchingAutomations(n)))
		if err != nil {
			t.Fatal(err)
		}
		before := callSplitsWork.Load()
		if _, err := Lower(f, "automations.yaml"); err != nil {
			t.Fatal(err)
		}
		return callSplitsWork.Load() - before
	}
	const n = 400
	w1, w2 := work(n), work(2*n)
	t.Logf("callSplits looked at %d automations and triggers for %d automations, %d for %d", w1, n, w2, 2*n)
	if w1 == 0 {
		t.Fatal("callSplits looked at nothing: the test measures nothing")
	}
	if float64(w2) > 2.2*float64(w1) {
		t.Errorf("callSplits' work grew %.2f times for twice the automations, want at most 2.2 (linear)", float64(w2)/float64(w1))
	}
	if w1 != 4*n || w2 != 8*n {
		t.Errorf("callSplits looked %d and %d times for %d and %d calls, want 4 a call", w1, w2, n, 2*n)
	}
}
