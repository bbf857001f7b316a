package hass_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Two groups of automations that conflict (two on the hall light, two on
// the porch light) have a scheduler each, declared in the order of their
// automations, the same on every load: the lowering went through its
// map of groups, and two loads of one home printed the schedulers, and
// so the states' variables, in either order.
func TestSchedulersInFileOrder(t *testing.T) {
	src := onMotion(call("light.turn_on", "light.hall"), call("light.turn_off", "light.hall")) +
		strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(
			onMotion(call("light.turn_on", "light.porch"), call("light.turn_off", "light.porch")),
			"alias: A", "alias: C"), "alias: B", "alias: D"), "binary_sensor.motion", "binary_sensor.door")
	var first string
	for k := 0; k < 20; k++ {
		p, err := frontends.LoadSourceWith("home.yaml", []byte(src), frontends.Options{})
		if err != nil {
			t.Fatal(err)
		}
		text := syntax.Print(p)
		hall, porch := strings.Index(text, "A, B: resuming"), strings.Index(text, "C, D: resuming")
		if hall < 0 || porch < 0 || hall > porch {
			t.Fatalf("load %d: the schedulers' turns at %d (A, B) and %d (C, D), want both, A and B's first:\n%s", k, hall, porch, text)
		}
		if k == 0 {
			first = text
		} else if text != first {
			t.Fatalf("load %d printed another program than the first", k)
		}
	}
}
