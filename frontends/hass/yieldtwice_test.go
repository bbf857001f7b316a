package hass_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// instantConfig is instant for a configuration.yaml (scripts, groups,
// template entities beside the automations).
func instantConfig(t *testing.T, src string, opt frontends.Options, event string, names ...string) []string {
	t.Helper()
	p, err := frontends.LoadSourceWith("configuration.yaml", []byte(src), opt)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	stim := slices.IndexFunc(p.Stimuli(), func(s ta.Stimulus) bool { return s.Name == event })
	if stim < 0 {
		t.Fatalf("no event %q", event)
	}
	mach := interp.NewMachine(p, nil)
	run := mach.NewRunner()
	eff := ta.NewEffects(p)
	var out []string
	var odo explore.Odometer
	for {
		odo.Rewind()
		st := mach.Initial()
		if err := run.Fire(&st, interp.NewValuation(p.NumClocks()), stim, &odo, eff); err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		var parts []string
		for _, n := range names {
			v := slices.IndexFunc(p.Vars, func(v *ta.Var) bool { return v.Name == n })
			if v < 0 {
				t.Fatalf("no variable %s", n)
			}
			parts = append(parts, n+"="+spec.FormatValue(&p.Vars[v].Type, st.Vals[v]))
		}
		if line := strings.Join(parts, " "); !slices.Contains(out, line) {
			out = append(out, line)
		}
		if !odo.Next() {
			break
		}
	}
	slices.Sort(out)
	return out
}

// One automation whose trigger job one cascade runs twice through a rule
// the cascade reaches twice (a script called twice), the second job
// finding the first run suspended in its light call (mode single drops
// it: helpers/script.py, Script.async_run, "Already running"). coRun
// counts the script's rule once (its walk visits each rule once), so it
// does not mark Q as triggered twice; Q must still yield, as it does
// because the script's rule runs Q's trigger rule, which makes the script
// and Q a conflicting pair (yieldConflicts: an automation writes "rule R"
// for each rule R it runs, Q for each rule it owns). Every way a job is
// reached twice in one cascade goes through some automation's or
// script's rule (the environment's rules are the cascade's roots, each
// run once), so the undercount loses no order: the reduced lowering ends
// the instant as the lowering in which every run yields (Plain) does.
func TestTwiceThroughOneRule(t *testing.T) {
	q := func(trig string) string {
		return "  - alias: Q\n    mode: single\n    trigger:\n" + trig + "    action:\n      - service: light.toggle\n        entity_id: light.l\n"
	}
	motion := "    trigger:\n      - platform: state\n        entity_id: binary_sensor.motion\n        to: \"on\"\n"
	for _, tc := range []struct{ name, src string }{
		{"a script turns x on twice, x turned off between",
			"script:\n  s:\n    mode: parallel\n    sequence:\n      - service: input_boolean.turn_on\n        entity_id: input_boolean.x\n" +
				"automation:\n  - alias: A\n" + motion + "    action:\n      - service: script.s\n      - service: input_boolean.turn_off\n        entity_id: input_boolean.x\n      - service: script.s\n" +
				q("      - platform: state\n        entity_id: input_boolean.x\n        to: \"on\"\n")},
		{"a script fires an event, called twice",
			"script:\n  s:\n    mode: parallel\n    sequence:\n      - event: ping\n" +
				"automation:\n  - alias: A\n" + motion + "    action:\n      - service: script.s\n      - service: script.s\n" +
				q("      - platform: event\n        event_type: ping\n")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const ev = "binary_sensor.motion -> on"
			got := instantConfig(t, tc.src, frontends.Options{}, ev, "light.l")
			all := instantConfig(t, tc.src, frontends.Options{Plain: true}, ev, "light.l")
			if !slices.Equal(got, all) {
				t.Errorf("one instant ends with %q, with every run yielding %q\n%s", got, all, tc.src)
			}
			never := instantConfig(t, tc.src, frontends.Options{NoYields: true}, ev, "light.l")
			if slices.Equal(never, all) {
				t.Errorf("without yields the instant ends as with them (%q): the case shows nothing", never)
			}
		})
	}
}
