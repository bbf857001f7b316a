package hass_test

import (
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// pairwise is opt with the trigger jobs in the encoding the counted one
// replaced (each gate names every run and job it waits for).
func pairwise(opt frontends.Options) frontends.Options {
	opt.JobsPairwise = true
	return opt
}

// motionHome is a home of n automations over sensors motion sensors and
// lights lights, automation i turning light i%lights on (or, every third,
// off) when sensor i%sensors turns on while sensor (i+1)%sensors is off:
// those with one sensor and one light wait for each other, a clique of
// n/lcm(sensors, lights) automations (cmd/delorean's manyAutomations,
// with the lights turned off too so that the order matters). With two,
// automation i also triggers on the sensor after its own.
func motionHome(n, sensors, lights int, two bool) string {
	var b strings.Builder
	b.WriteString("environment:\n  fixed: [")
	for i := 0; i < lights; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "light.l%d", i)
	}
	b.WriteString("]\nautomations:\n")
	for i := 0; i < n; i++ {
		svc := "light.turn_on"
		if i%3 == 2 {
			svc = "light.turn_off"
		}
		fmt.Fprintf(&b, "  - alias: A%d\n    trigger:\n      - platform: state\n        entity_id: binary_sensor.s%d\n        to: \"on\"\n", i, i%sensors)
		if two {
			fmt.Fprintf(&b, "      - platform: state\n        entity_id: binary_sensor.s%d\n        to: \"on\"\n", (i+1)%sensors)
		}
		fmt.Fprintf(&b, "    condition:\n      - condition: state\n        entity_id: binary_sensor.s%d\n        state: \"off\"\n    action:\n%s",
			(i+1)%sensors, indentBy(call(svc, fmt.Sprintf("light.l%d", i%lights)), 2))
	}
	return b.String()
}

// orderHome is a random home whose automations start on the same
// changes, check a helper in their conditions and change it before their
// first suspension, in steps that go on from rules of their own (a
// repeat, an if, a while loop): what a run does before it suspends is
// seen by the next job's conditions only if the jobs take their turns
// (jobs.go), so the order of the jobs shows in the states reached. One
// or two triggers each, modes single, restart, queued and parallel.
func orderHome(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("environment:\n  fixed: [light.l0, light.l1, input_boolean.h]\nautomations:\n")
	helper := func() string {
		switch rng.Intn(4) {
		case 0:
			return "    - repeat:\n        count: 2\n        sequence:\n" + indentBy(call("input_boolean.toggle", "input_boolean.h"), 4)
		case 1:
			return "    - if:\n        - condition: state\n          entity_id: input_boolean.h\n          state: \"on\"\n      then:\n" +
				indentBy(call("input_boolean.turn_off", "input_boolean.h"), 4) + "      else:\n" + indentBy(call("input_boolean.turn_on", "input_boolean.h"), 4)
		case 2:
			return "    - repeat:\n        while:\n          - condition: state\n            entity_id: input_boolean.h\n            state: \"off\"\n        sequence:\n" +
				indentBy(call("input_boolean.turn_on", "input_boolean.h"), 4)
		}
		return call("input_boolean.toggle", "input_boolean.h")
	}
	for a := 0; a < 2+rng.Intn(3); a++ {
		fmt.Fprintf(&b, "  - alias: A%d\n    mode: %s\n    trigger:\n", a, []string{"single", "restart", "queued", "parallel"}[rng.Intn(4)])
		for k := 0; k < 1+rng.Intn(2); k++ {
			fmt.Fprintf(&b, "      - platform: state\n        entity_id: binary_sensor.m%d\n        to: \"on\"\n", rng.Intn(2))
		}
		if rng.Intn(2) == 0 {
			fmt.Fprintf(&b, "    condition:\n      - condition: state\n        entity_id: input_boolean.h\n        state: %q\n", []string{"on", "off"}[rng.Intn(2)])
		}
		b.WriteString("    action:\n")
		for k := 0; k < 1+rng.Intn(2); k++ {
			b.WriteString(indentBy(helper(), 2))
		}
		light := fmt.Sprintf("light.l%d", rng.Intn(2))
		switch rng.Intn(3) {
		case 0:
			b.WriteString("      - delay: 1\n")
		case 1:
			b.WriteString(indentBy(call("light.toggle", light), 2))
		default:
			b.WriteString(indentBy(call([]string{"light.turn_on", "light.turn_off"}[rng.Intn(2)], light), 2))
		}
		if rng.Intn(2) == 0 {
			b.WriteString(indentBy(helper(), 2))
		}
	}
	return b.String()
}

// The trigger jobs written with their set's counters reach what the jobs
// that name every run and job they wait for reach: on random homes
// (TestYieldsAgree's, TestFirstJobsAgree's and TestSchedulerLinearAgrees'
// generators) and on motion homes of cliques of 2 to 4 automations, one
// or two triggers each, reduced and with every job waiting for every run
// (Plain), the same states projected onto the lights and the helper and
// the same number of zones (the counters are at rest in every state
// stored), and the same verdicts of "light never on/off" with the same
// first violation times and the same traces to them, step by step in the
// report's words (the rules that ran, the changes, the states), explored
// split into loops. And the homes do have
// counted jobs to compare: most lowerings differ between the two.
func TestJobsCountedAgree(t *testing.T) {
	n := 3
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 50
	}
	rng := rand.New(rand.NewSource(41))
	var homes []string
	for k := 3; k <= 4; k++ {
		homes = append(homes, sameGroupHome(k))
	}
	for _, two := range []bool{false, true} {
		homes = append(homes, motionHome(4, 2, 1, two), motionHome(6, 2, 2, two), motionHome(8, 2, 1, two))
	}
	for i := 0; i < n; i++ {
		homes = append(homes, yieldHome(rng), gateHome(rng), orderHome(rng), orderHome(rng))
	}
	encodingsAgree(t, homes, pairwise, true, "the counted jobs", "the pairwise ones")
}

// On the bundled Home Assistant home and on corpus files with counted
// jobs, every entity reaches the same values at the same earliest times
// over an hour, split into loops (entityVerdicts), with the counted jobs
// as with the pairwise ones. The corpus files whose search does not end
// within the states allowed are listed, not compared; all of them with
// DELOREAN_LONG=1.
func TestJobsCountedAgreeOnFiles(t *testing.T) {
	if encodingsAgreeOnFiles(t, ": runs on their way", pairwise, "the counted jobs", "the pairwise ones") == 0 {
		t.Errorf("no file has counted jobs")
	}
}

// The lowering grows linearly with the size of the sets of automations
// that wait for each other: the statements and expression nodes of every
// rule of a motion home of 4n automations in 20 cliques are at most 4.5
// times those of n automations in the same 20 cliques, for n = 200 (10
// automations a clique) and 800; the pairwise encoding's grow with the
// square of a clique's size, more than that.
func TestJobsCountedSize(t *testing.T) {
	size := func(n int, opt frontends.Options) int {
		p, err := frontends.LoadSourceWith("home.yaml", []byte(motionHome(n, 5, 4, false)), opt)
		if err != nil {
			t.Fatal(err)
		}
		nodes := 0
		for _, r := range p.Rules {
			nodes += stmtNodes(r.Body)
		}
		return nodes
	}
	s1, s4 := size(200, frontends.Options{}), size(800, frontends.Options{})
	if float64(s4) > 4.5*float64(s1) {
		t.Errorf("counted jobs: %d nodes for 200 automations, %d for 800: %.2f times", s1, s4, float64(s4)/float64(s1))
	}
	q1, q4 := size(200, pairwise(frontends.Options{})), size(800, pairwise(frontends.Options{}))
	if float64(q4) <= 4.5*float64(q1) {
		t.Errorf("pairwise jobs: %d nodes for 200 automations, %d for 800: %.2f times, linear", q1, q4, float64(q4)/float64(q1))
	}
	t.Logf("nodes: counted %d %d (%.2fx), pairwise %d %d (%.2fx)", s1, s4, float64(s4)/float64(s1), q1, q4, float64(q4)/float64(q1))
}

// violationTraces is gateVerdicts with each violation's trace as the
// report gives it: each step's time, stimulus, rules run, changes,
// timers, emits and state. Of the rules run, a trigger job's rule counts
// only where it runs for the last time in its step (lastJobRuns).
func violationTraces(t *testing.T, src string, opt frontends.Options) []string {
	t.Helper()
	p, err := frontends.LoadSourceWith("home.yaml", []byte(src), opt)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	var inv strings.Builder
	for _, v := range p.Vars {
		if strings.HasPrefix(v.Name, "light.") {
			for _, s := range v.Type.Values {
				fmt.Fprintf(&inv, "- name: %s never %s\n  condition: '%s != %s'\n", v.Name, s, v.Name, s)
			}
		}
	}
	props, err := explore.ParseProperties("inv.yaml", []byte(inv.String()), p)
	if err != nil {
		t.Fatalf("%v\n%s", err, inv.String())
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 5}, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := zone.ExploreReport(m, explore.Options{MaxStates: 50000})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete {
		return nil
	}
	jobs := map[string]bool{}
	for _, v := range p.Vars {
		if name, ok := strings.CutSuffix(v.Name, ": waits its turn"); ok {
			jobs[name] = true
		}
	}
	var out []string
	for _, iv := range rep.Invariants {
		line := iv.Name + ": holds"
		if v := iv.Violation; v != nil {
			line = iv.Name + ": violated at " + v.At
			for _, st := range v.Trace {
				line += fmt.Sprintf("\n  %s %s: ran %v; %v; timers %v; emits %v; %v", st.At, st.Stimulus, lastJobRuns(st.Rules, jobs), st.Changes, st.Timers, st.Emits, st.State)
			}
		}
		out = append(out, line)
	}
	slices.Sort(out)
	return out
}

// lastJobRuns is the rules a trace's step ran with each trigger job's
// rule (jobs, by name) only where it ran for the last time, when it
// passed its gate: before that it looked whether it must wait, and the
// two encodings look again at different times (the pairwise one on every
// change of what the job watches, the counted one once its gate has
// opened), which changes nothing else the step does.
func lastJobRuns(rules []string, jobs map[string]bool) []string {
	name := func(r string) string {
		if i := strings.LastIndex(r, " ("); i >= 0 {
			return r[:i]
		}
		return r
	}
	var out []string
	for i, r := range rules {
		if jobs[name(r)] && slices.ContainsFunc(rules[i+1:], func(q string) bool { return q == r }) {
			continue
		}
		out = append(out, r)
	}
	return out
}
