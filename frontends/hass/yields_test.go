package hass_test

import (
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/frontends/hass"
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// outcomes explores a home for 5 seconds over zones, whole, and returns
// the reachable projections onto names, and the number of zones.
func outcomes(t *testing.T, src string, opt frontends.Options, names ...string) ([]string, int) {
	t.Helper()
	p, err := frontends.LoadSourceWith("home.yaml", []byte(src), opt)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 5}})
	if err != nil {
		t.Fatal(err)
	}
	// Bounded by states, not by a wall-clock deadline: a deadline made
	// the same home compared on a quiet machine and "too big" on a loaded
	// one, and the two encodings compared could fall on either side.
	rep, res, err := zone.ExploreReport(m, explore.Options{MaxStates: 50000, NoSplit: true})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete {
		return nil, -1 // too big to compare in a test
	}
	lines, err := res.Project(names...)
	if err != nil {
		t.Fatalf("%v\n%s", err, syntax.Print(p))
	}
	return lines, int(rep.States)
}

// instant returns what one instant can end with: the projections onto
// names of the states event leads to from the start state, over every
// choice of the cascade (the schedulers' among them).
func instant(t *testing.T, src string, opt frontends.Options, event string, names ...string) []string {
	t.Helper()
	out, _ := instantRuns(t, src, opt, event, names...)
	return out
}

// instantRuns is instant, with the number of ways through the cascade.
func instantRuns(t *testing.T, src string, opt frontends.Options, event string, names ...string) ([]string, int) {
	t.Helper()
	p, err := frontends.LoadSourceWith("home.yaml", []byte(src), opt)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	mach := interp.NewMachine(p, nil)
	stim := slices.IndexFunc(p.Stimuli(), func(s ta.Stimulus) bool { return s.Name == event })
	if stim < 0 {
		t.Fatalf("no event %q", event)
	}
	var vars []int
	for _, n := range names {
		vars = append(vars, slices.IndexFunc(p.Vars, func(v *ta.Var) bool { return v.Name == n }))
	}
	var out []string
	var odo explore.Odometer
	run := mach.NewRunner()
	eff := ta.NewEffects(p)
	ways := 0
	for {
		ways++
		odo.Rewind()
		st := mach.Initial()
		if err := run.Fire(&st, interp.NewValuation(p.NumClocks()), stim, &odo, eff); err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		var parts []string
		for k, v := range vars {
			val := "absent"
			if v >= 0 {
				val = spec.FormatValue(&p.Vars[v].Type, st.Vals[v])
			}
			parts = append(parts, names[k]+"="+val)
		}
		if line := strings.Join(parts, " "); !slices.Contains(out, line) {
			out = append(out, line)
		}
		if !odo.Next() {
			break
		}
	}
	slices.Sort(out)
	return out, ways
}

// two automations on one motion sensor, with the actions given.
func onMotion(a, b string) string {
	return "- alias: A\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.motion\n      to: \"on\"\n  action:\n" + a +
		"- alias: B\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.motion\n      to: \"on\"\n  action:\n" + b
}

func call(svc, id string) string {
	return fmt.Sprintf("    - service: %s\n      entity_id: %s\n", svc, id)
}

// What the runs started by one state change can leave, worked out by hand
// from Home Assistant's scheduling: each triggered automation's run is an
// eager task (core.py, HomeAssistant.async_run_hass_job ->
// create_eager_task), which runs until its first suspension before the
// next listener's run starts; a service call on a device suspends the run
// until the call returns, the device's new state coming in between
// (helpers/script.py, _ScriptRun._async_call_service_step awaits the
// call's task in _async_run_long_action), so the calls of two runs take
// effect in either order; a helper's service writes its state in its
// handler without awaiting anything (input_boolean.InputBoolean.
// async_turn_on), the call's task is done at once and the run does not
// suspend; parallel branches are tasks of their own (asyncio.gather in
// _async_parallel_step). Without yields (the lowering before them) only
// the order of the file is explored.
func TestYieldOrders(t *testing.T) {
	ifOn := func(id, then, els string) string {
		return "    - if:\n        - condition: state\n          entity_id: " + id + "\n          state: \"on\"\n      then:\n" +
			indentBy(then, 4) + "      else:\n" + indentBy(els, 4)
	}
	for _, tc := range []struct {
		name      string
		src       string
		names     []string
		yields    []string // the projections reachable
		noYields  []string // the same, the runs never suspending
		sameCount bool     // as many states as without yields
	}{
		{"one turns light.hall on, the other off: it ends either way",
			onMotion(call("light.turn_on", "light.hall"), call("light.turn_off", "light.hall")),
			[]string{"light.hall"}, []string{"light.hall=off", "light.hall=on"}, []string{"light.hall=off"}, false},
		{"disjoint lights: one outcome, no more states",
			onMotion(call("light.turn_on", "light.hall"), call("light.turn_on", "light.porch")),
			[]string{"light.hall", "light.porch"},
			[]string{"light.hall=on light.porch=on"}, []string{"light.hall=on light.porch=on"}, true},
		{"helpers do not suspend: the file's order",
			onMotion(call("input_boolean.turn_on", "input_boolean.x"), call("input_boolean.turn_off", "input_boolean.x")),
			[]string{"input_boolean.x"}, []string{"input_boolean.x=off"}, []string{"input_boolean.x=off"}, true},
		// A turns light.a on then off; B toggles it and then looks at it:
		// B's call takes effect before A's first, between A's two, or
		// after both (a ends off with s1 on, off with s2, on with s1).
		{"two calls of one run and one of another: three orders",
			onMotion(call("light.turn_on", "light.a")+call("light.turn_off", "light.a"),
				call("light.toggle", "light.a")+ifOn("light.a", call("switch.turn_on", "switch.s1"), call("switch.turn_on", "switch.s2"))),
			[]string{"light.a", "switch.s1", "switch.s2"},
			[]string{"light.a=off switch.s1=off switch.s2=on", "light.a=off switch.s1=on switch.s2=off", "light.a=on switch.s1=on switch.s2=off"},
			[]string{"light.a=on switch.s1=on switch.s2=off"}, false},
		// A call whose target is a template is awaited as a plain one
		// (helpers/script.py, _async_call_service_step: the service
		// rendered by async_prepare_call_from_config, then
		// `await self._async_run_long_action(...)`): before, it took
		// effect without suspending, and B's call always came last.
		{"a templated call suspends as a plain one",
			onMotion("    - service: light.turn_on\n      target:\n        entity_id: \"{{ 'light.hall' }}\"\n", call("light.turn_off", "light.hall")),
			[]string{"light.hall"}, []string{"light.hall=off", "light.hall=on"}, []string{"light.hall=off"}, false},
		// Branch 1 turns a and b on, branch 2 turns a off: branch 2's call
		// before branch 1's first leaves a on.
		{"parallel branches interleave",
			"- alias: A\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.motion\n      to: \"on\"\n  action:\n    - parallel:\n" +
				"        - sequence:\n" + indentBy(call("light.turn_on", "light.a")+call("light.turn_on", "light.b"), 6) +
				"        - sequence:\n" + indentBy(call("light.turn_off", "light.a"), 6),
			[]string{"light.a", "light.b"},
			[]string{"light.a=off light.b=on", "light.a=on light.b=on"}, []string{"light.a=off light.b=on"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const ev = "binary_sensor.motion -> on"
			got := instant(t, tc.src, frontends.Options{}, ev, tc.names...)
			if !slices.Equal(got, tc.yields) {
				t.Errorf("one instant ends with %q, want %q\n%s", got, tc.yields, tc.src)
			}
			plain := instant(t, tc.src, frontends.Options{Plain: true}, ev, tc.names...)
			if !slices.Equal(plain, tc.yields) {
				t.Errorf("plain: one instant ends with %q, want %q", plain, tc.yields)
			}
			old := instant(t, tc.src, frontends.Options{NoYields: true}, ev, tc.names...)
			if !slices.Equal(old, tc.noYields) {
				t.Errorf("without yields: one instant ends with %q, want %q", old, tc.noYields)
			}
			_, n := outcomes(t, tc.src, frontends.Options{}, tc.names...)
			_, n0 := outcomes(t, tc.src, frontends.Options{NoYields: true}, tc.names...)
			if tc.sameCount && n != n0 {
				t.Errorf("%d states, %d without yields", n, n0)
			}
		})
	}
}

func indentBy(s string, n int) string {
	pad := strings.Repeat(" ", n)
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = pad + l
		}
	}
	return strings.Join(lines, "")
}

// Automations that cannot conflict get no scheduler: the reduced
// lowering is the lowering without yields, rule for rule; Plain yields.
func TestYieldsOnlyWhereNeeded(t *testing.T) {
	src := onMotion(call("light.turn_on", "light.hall"), call("light.turn_on", "light.porch"))
	text := func(opt frontends.Options) string {
		p, err := frontends.LoadSourceWith("home.yaml", []byte(src), opt)
		if err != nil {
			t.Fatal(err)
		}
		return syntax.Print(p)
	}
	if got, want := text(frontends.Options{}), text(frontends.Options{NoYields: true}); got != want {
		t.Errorf("disjoint automations yield:\n%s\nwant\n%s", got, want)
	}
	if !strings.Contains(text(frontends.Options{Plain: true}), "next to resume") {
		t.Errorf("plain lowering does not yield")
	}
}

// yieldHome is a random home whose automations share lights: state
// triggers on two motion sensors, service calls on three lights (on, off,
// toggle), helpers, conditions on lights, delays, a repeat until, a
// parallel step, in modes single, restart and queued.
func yieldHome(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("environment:\n  fixed: [light.l0, light.l1, light.l2, input_boolean.h]\nautomations:\n")
	light := func() string { return fmt.Sprintf("light.l%d", rng.Intn(3)) }
	step := func(depth int) string {
		switch rng.Intn(9) {
		case 0:
			return call("input_boolean.toggle", "input_boolean.h")
		case 1:
			return "    - delay: 1\n"
		case 2:
			return fmt.Sprintf("    - if:\n        - condition: state\n          entity_id: %s\n          state: \"on\"\n      then:\n%s", light(), indentBy(call("light.turn_off", light()), 4))
		case 3:
			if depth == 0 {
				return "    - parallel:\n        - sequence:\n" + indentBy(call("light.turn_on", light()), 6) + "        - sequence:\n" + indentBy(call("light.toggle", light()), 6)
			}
		case 4:
			if depth == 0 {
				// A loop that another run cannot keep going: its pass
				// leaves the light it tests on, and tests it when the
				// pass's call returns.
				l := light()
				return fmt.Sprintf("    - repeat:\n        until:\n          - condition: state\n            entity_id: %s\n            state: \"on\"\n        sequence:\n%s", l, indentBy(call("light.turn_on", l), 6))
			}
		case 5:
			return call("light.toggle", light())
		}
		return call([]string{"light.turn_on", "light.turn_off"}[rng.Intn(2)], light())
	}
	for a := 0; a < 2+rng.Intn(2); a++ {
		fmt.Fprintf(&b, "  - alias: A%d\n    mode: %s\n    trigger:\n      - platform: state\n        entity_id: binary_sensor.m%d\n        to: \"on\"\n    action:\n",
			a, []string{"single", "restart", "queued"}[rng.Intn(3)], rng.Intn(2))
		for k := 0; k < 1+rng.Intn(3); k++ {
			b.WriteString(indentBy(step(0), 2))
		}
	}
	return b.String()
}

// The reduced lowering (only conflicting automations yield) reaches the
// states the lowering that yields everywhere (Plain) reaches, projected
// onto the lights and the helper, with DPOR off, on random homes; and
// what it leaves out is real: some homes reach more than without yields.
func TestYieldsAgree(t *testing.T) {
	n := 25
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 500
	}
	rng := rand.New(rand.NewSource(11))
	names := []string{"light.l0", "light.l1", "light.l2", "input_boolean.h"}
	more, reduced, big := 0, 0, 0
	for i := 0; i < n; i++ {
		src := yieldHome(rng)
		present := func(opt frontends.Options) []string {
			p, err := frontends.LoadSourceWith("home.yaml", []byte(src), opt)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			var out []string
			for _, v := range p.Vars {
				if slices.Contains(names, v.Name) {
					out = append(out, v.Name)
				}
			}
			return out
		}
		ns := present(frontends.Options{Plain: true})
		want, k := outcomes(t, src, frontends.Options{Plain: true}, ns...)
		if k < 0 {
			big++ // its orders are too many to compare in a test
			continue
		}
		got, _ := outcomes(t, src, frontends.Options{}, ns...)
		if !slices.Equal(got, want) {
			t.Fatalf("home %d: the reduced lowering reaches\n%s\nplain\n%s\n%s", i, strings.Join(got, "\n"), strings.Join(want, "\n"), src)
		}
		old, _ := outcomes(t, src, frontends.Options{NoYields: true}, ns...)
		if len(old) < len(want) {
			more++
		}
		p, _ := frontends.LoadSourceWith("home.yaml", []byte(src), frontends.Options{})
		if !strings.Contains(syntax.Print(p), "next to resume") {
			reduced++
		}
	}
	if more == 0 {
		t.Errorf("no home of %d reaches more with yields", n)
	}
	if big > n/10 {
		t.Errorf("%d of %d homes too big to compare", big, n)
	}
	t.Logf("%d homes: %d reach more with yields, %d need no scheduler, %d too big", n, more, reduced, big)
}

// An order conflict is reported, in the user's words, when one instant
// can leave a light in two states (the automations of TestYieldOrders'
// first case), by both engines, split into loops or whole, with no
// invariant; none for disjoint lights, nor for helpers (which do not
// suspend).
func TestConflictReported(t *testing.T) {
	onOff := onMotion(call("light.turn_on", "light.hall"), call("light.turn_off", "light.hall"))
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"on and off", onOff, []string{"light.hall ends off or ends on, depending on the order in which A and B run (binary_sensor.motion -> on, 00:00:00)"}},
		{"disjoint", onMotion(call("light.turn_on", "light.hall"), call("light.turn_off", "light.porch")), nil},
		{"helpers", onMotion(call("input_boolean.turn_on", "input_boolean.x"), call("input_boolean.turn_off", "input_boolean.x")), nil},
	} {
		p, err := frontends.LoadSourceWith("home.yaml", []byte(tc.src), frontends.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, engine := range []string{"zones", "regions"} {
			for _, split := range []bool{true, false} {
				m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 4}})
				if err != nil {
					t.Fatal(err)
				}
				opt := explore.Options{NoSplit: !split}
				var rep *explore.Report
				if engine == "zones" {
					rep, _, err = zone.ExploreReport(m, opt)
				} else {
					rep, _, err = explore.ExploreReport(m, opt)
				}
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, c := range rep.Conflicts {
					got = append(got, fmt.Sprintf("%s (%s, %s)", c.Text(), c.Stimulus, c.At))
				}
				if !slices.Equal(got, tc.want) {
					t.Errorf("%s (%s, split %v): conflicts %q, want %q", tc.name, engine, split, got, tc.want)
				}
			}
		}
	}
}

// A target of unknown text (an undeclared input_select's option) names,
// as Home Assistant reads it, any set of the service's domain's entities
// (helpers/config_validation.py, _entity_ids: the text split at commas,
// each part lower-cased and stripped, an entity or registry id), or no
// valid id, when the run stops (helpers/service.py,
// async_prepare_call_from_config: "Template rendered invalid entity
// IDs"). Up to maxPatternSubsets entities every set is explored (2^n
// ways, worked out by hand: each light on or not, and the failure);
// beyond, one entity or none (n + 2 ways), noted.
func TestTargetOfUnknownText(t *testing.T) {
	home := func(n int) string {
		var ids []string
		for i := range n {
			ids = append(ids, fmt.Sprintf("light.l%d", i))
		}
		return "- alias: A\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.motion\n      to: \"on\"\n  action:\n" +
			"    - service: light.turn_on\n      target:\n        entity_id: \"light.{{ states('input_select.room') }}\"\n    - service: switch.turn_on\n      entity_id: switch.went_on\n" +
			"- alias: B\n  trigger:\n    - platform: state\n      entity_id: binary_sensor.other\n      to: \"on\"\n  action:\n    - service: light.turn_off\n      entity_id: " + strings.Join(ids, ", ") + "\n"
	}
	const ev = "binary_sensor.motion -> on"
	got := instant(t, home(2), frontends.Options{}, ev, "light.l0", "light.l1", "switch.went_on")
	want := []string{"light.l0=off light.l1=off switch.went_on=off", "light.l0=off light.l1=off switch.went_on=on",
		"light.l0=off light.l1=on switch.went_on=on", "light.l0=on light.l1=off switch.went_on=on", "light.l0=on light.l1=on switch.went_on=on"}
	if !slices.Equal(got, want) {
		t.Errorf("two lights: one instant ends with %q, want %q", got, want)
	}
	for _, n := range []int{hass.MaxPatternSubsets, hass.MaxPatternSubsets + 1} {
		src := home(n)
		_, ways := instantRuns(t, src, frontends.Options{NoYields: true}, ev)
		wantWays := 1<<n + 1
		if n > hass.MaxPatternSubsets {
			wantWays = n + 2
		}
		t.Logf("%d lights: %d ways", n, ways)
		if ways != wantWays {
			t.Errorf("%d lights: %d ways through the call, want %d", n, ways, wantWays)
		}
		f, err := config.Parse("home.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := hass.Lower(f, "home.yaml"); err != nil {
			t.Fatal(err)
		}
		e, _, _ := f.Counts()
		if wantExact := n <= hass.MaxPatternSubsets; (e == 2) != wantExact {
			t.Errorf("%d lights: %d of 2 automations exact, want exact %v (notes %v)", n, e, wantExact, f.Notes)
		}
	}
}
