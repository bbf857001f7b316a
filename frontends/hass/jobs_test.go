package hass_test

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// gateHome is a random home whose automations have several triggers
// (state triggers on two motion sensors and a button, often with a for:,
// sometimes an event) and share lights, so that their trigger jobs wait
// for each other's runs and their own (jobs.go): modes single, restart,
// queued and parallel, steps that switch lights, delays, a condition on a
// light.
func gateHome(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("environment:\n  fixed: [light.l0, light.l1]\nautomations:\n")
	for a := 0; a < 1+rng.Intn(3); a++ {
		fmt.Fprintf(&b, "  - alias: A%d\n    mode: %s\n    trigger:\n", a, []string{"single", "restart", "queued", "parallel"}[rng.Intn(4)])
		for k := 0; k < 2+rng.Intn(2); k++ {
			switch rng.Intn(6) {
			case 0:
				fmt.Fprintf(&b, "      - platform: event\n        event_type: press%d\n", rng.Intn(2))
			case 5:
				// Fires on the same change as a to: "on" (the second job
				// finds the first's run on its way).
				fmt.Fprintf(&b, "      - platform: state\n        entity_id: binary_sensor.m%d\n        from: \"off\"\n", rng.Intn(2))
			case 1:
				fmt.Fprintf(&b, "      - platform: state\n        entity_id: sensor.b\n        to: %q\n", []string{"x", "y"}[rng.Intn(2)])
			default:
				fmt.Fprintf(&b, "      - platform: state\n        entity_id: binary_sensor.m%d\n        to: %q\n", rng.Intn(2), []string{"on", "off"}[rng.Intn(2)])
				if rng.Intn(3) > 0 {
					fmt.Fprintf(&b, "        for: %d\n", 1+rng.Intn(2))
				}
			}
		}
		if rng.Intn(4) == 0 {
			fmt.Fprintf(&b, "    condition:\n      - condition: state\n        entity_id: light.l%d\n        state: \"off\"\n", rng.Intn(2))
		}
		b.WriteString("    action:\n")
		for k := 0; k < 1+rng.Intn(2); k++ {
			switch rng.Intn(5) {
			case 0:
				b.WriteString("      - delay: 1\n")
			case 1, 2:
				fmt.Fprintf(&b, "      - service: light.toggle\n        entity_id: light.l%d\n", rng.Intn(2))
			default:
				fmt.Fprintf(&b, "      - service: light.turn_%s\n        entity_id: light.l%d\n", []string{"on", "off"}[rng.Intn(2)], rng.Intn(2))
			}
		}
		fmt.Fprintf(&b, "      - service: notify.a%d\n", a)
	}
	return b.String()
}

// gateVerdicts explores src for 5 seconds over zones, split into its
// loops, and returns each invariant "LIGHT never STATE" with whether it
// is violated and when first.
func gateVerdicts(t *testing.T, src string, opt frontends.Options) []string {
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
	var out []string
	for _, iv := range rep.Invariants {
		at := "holds"
		if iv.Violation != nil {
			at = "violated at " + iv.Violation.At
		}
		out = append(out, iv.Name+": "+at)
	}
	slices.Sort(out)
	return out
}

// Dropping the gates of the trigger jobs that run first in their
// stimulus (jobs.go, ungateFirstJobs) changes no answer: on random homes
// the states reached, projected onto the lights, are those of the
// lowering that keeps every gate (Options.AllGates), explored whole, and
// the invariants' verdicts and first violation times are the same,
// explored split into loops; and the reduction is not idle: most homes
// lose a gate to it.
func TestFirstJobsAgree(t *testing.T) {
	n := 12
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 300
	}
	rng := rand.New(rand.NewSource(38))
	names := []string{"light.l0", "light.l1"}
	dropped, big := 0, 0
	// First a home where a gate decides: one change fires both triggers,
	// and the second job, kept waiting, toggles the light back; so a
	// reduction that dropped that gate would reach the light on.
	fixed := []string{"- alias: A\n  trigger:\n  - platform: state\n    entity_id: binary_sensor.m\n    to: \"on\"\n" +
		"  - platform: state\n    entity_id: binary_sensor.m\n    from: \"off\"\n  action:\n  - service: light.toggle\n    entity_id: light.l0\n"}
	for i := 0; i < n+len(fixed); i++ {
		var src string
		if i < len(fixed) {
			src = fixed[i]
		} else {
			src = gateHome(rng)
		}
		all := frontends.Options{AllGates: true}
		p, err := frontends.LoadSourceWith("home.yaml", []byte(src), all)
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		var ns []string
		for _, v := range p.Vars {
			if slices.Contains(names, v.Name) {
				ns = append(ns, v.Name)
			}
		}
		want, k := outcomes(t, src, all, ns...)
		if k < 0 {
			big++
			continue
		}
		got, _ := outcomes(t, src, frontends.Options{}, ns...)
		if !slices.Equal(got, want) {
			t.Fatalf("home %d: without the first jobs' gates the lights reach\n%s\nwith every gate\n%s\n%s", i, strings.Join(got, "\n"), strings.Join(want, "\n"), src)
		}
		// And those of the lowering that yields everywhere (Plain), the
		// orders of Home Assistant's listeners and runs.
		if plain, k := outcomes(t, src, frontends.Options{Plain: true}, ns...); k >= 0 && !slices.Equal(got, plain) {
			t.Fatalf("home %d: the reduced lowering reaches\n%s\nplain\n%s\n%s", i, strings.Join(got, "\n"), strings.Join(plain, "\n"), src)
		}
		if g, w := gateVerdicts(t, src, frontends.Options{}), gateVerdicts(t, src, all); !slices.Equal(g, w) {
			t.Fatalf("home %d: without the first jobs' gates\n%s\nwith every gate\n%s\n%s", i, strings.Join(g, "\n"), strings.Join(w, "\n"), src)
		}
		if gates(t, src, frontends.Options{}) < gates(t, src, all) {
			dropped++
		}
	}
	if dropped < n/3 {
		t.Errorf("only %d of %d homes lose a gate", dropped, n)
	}
	if big > n/4 {
		t.Errorf("%d of %d homes too big to compare", big, n)
	}
	t.Logf("%d homes, %d lose a gate, %d too big", n, dropped, big)
}

// gates counts the trigger jobs' flags of src's lowering.
func gates(t *testing.T, src string, opt frontends.Options) int {
	t.Helper()
	p, err := frontends.LoadSourceWith("home.yaml", []byte(src), opt)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	n := 0
	for _, v := range p.Vars {
		if strings.HasSuffix(v.Name, ": waits its turn") {
			n++
		}
	}
	return n
}

// The jobs a timer starts alone lose their gate, by hand: an automation
// with two `for:` triggers (two timers, each a stimulus of its own whose
// rule runs only the job) waits for nothing, and its sensors are loops
// apart; one of whose triggers has no for: keeps the gate of the job a
// sensor's change runs along with other triggers' timers' changes.
func TestFirstJobShapes(t *testing.T) {
	auto := func(trigs string) string {
		return "- alias: A\n  trigger:\n" + trigs + "  action:\n    - service: notify.phone\n"
	}
	forTrig := func(id string) string {
		return "    - platform: state\n      entity_id: " + id + "\n      to: \"on\"\n      for: 5\n"
	}
	for _, tc := range []struct {
		name  string
		src   string
		gates int
	}{
		{"two for: triggers", auto(forTrig("binary_sensor.a") + forTrig("binary_sensor.b")), 0},
		{"an event and a for:", auto("    - platform: event\n      event_type: press\n" + forTrig("binary_sensor.b")), 0},
		// One change of binary_sensor.a runs both jobs: the second
		// finds the first's run on its way.
		{"two triggers on one change", auto("    - platform: state\n      entity_id: binary_sensor.a\n      to: \"on\"\n" +
			"    - platform: state\n      entity_id: binary_sensor.a\n      from: \"off\"\n"), 2},
	} {
		if got, all := gates(t, tc.src, frontends.Options{}), gates(t, tc.src, frontends.Options{AllGates: true}); got != tc.gates || all != 2 {
			t.Errorf("%s: %d gates (%d with every gate), want %d (2)", tc.name, got, all, tc.gates)
		}
	}
}

// entityVerdicts explores corpus file (loaded with opt) for hours from a
// Monday's 18:00 (23 November 2026) over zones, split into loops, with one invariant "X
// never v" per value of each entity the automations may change, and
// returns each verdict with its first violation time: a projection of
// the reachable states onto each entity, with the earliest time each
// value is reached. nil when the run stopped at its limit.
func entityVerdicts(t *testing.T, file string, opt frontends.Options, hours int64) []string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := frontends.LoadSourceWith(file, src, opt)
	if err != nil {
		t.Fatal(err)
	}
	var inv strings.Builder
	for _, v := range p.Vars {
		if v.Internal || strings.Contains(v.Name, ":") || !strings.Contains(v.Name, ".") || v.Type.Kind != ta.Enum {
			continue
		}
		for _, s := range v.Type.Values {
			fmt.Fprintf(&inv, "- name: %q\n  condition: '%q != %q'\n", v.Name+" never "+s, v.Name, s)
		}
	}
	props, err := explore.ParseProperties("inv.yaml", []byte(inv.String()), p)
	if err != nil {
		t.Fatalf("%v\n%s", err, inv.String())
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: 18 * 3600, Horizon: hours * 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800,
		Weekday: 0, DayKnown: true, Date: ta.CivilDate{Year: 2026, Month: 11, Day: 23}, DateKnown: true}, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := zone.ExploreReport(m, explore.Options{MaxStates: 300000})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete {
		return nil
	}
	var out []string
	for _, iv := range rep.Invariants {
		at := "never"
		if iv.Violation != nil {
			at = "first at " + iv.Violation.At
		}
		out = append(out, iv.Name+": "+at)
	}
	for _, e := range rep.Errors {
		out = append(out, "runtime error at "+e.At+": "+e.Message)
	}
	slices.Sort(out)
	return out
}

// On every corpus file whose lowering loses a gate to ungateFirstJobs,
// each entity reaches the same values at the same earliest times as with
// every gate kept (Options.AllGates), over an hour (the files whose
// lowering with every gate does not end within the states allowed are
// listed, not compared). Long: DELOREAN_LONG=1.
func TestFirstJobsAgreeOnCorpus(t *testing.T) {
	if os.Getenv("DELOREAN_LONG") == "" {
		t.Skip("set DELOREAN_LONG=1")
	}
	for _, file := range corpusFiles(t) {
		src, _ := os.ReadFile(file)
		if gates(t, string(src), frontends.Options{}) == gates(t, string(src), frontends.Options{AllGates: true}) {
			continue
		}
		name := filepath.Base(file)
		want := entityVerdicts(t, file, frontends.Options{AllGates: true}, 1)
		if want == nil {
			t.Logf("%s: with every gate, too big to compare", name)
			continue
		}
		got := entityVerdicts(t, file, frontends.Options{}, 1)
		if !slices.Equal(got, want) {
			t.Errorf("%s: without the first jobs' gates\n%s\nwith every gate\n%s", name, strings.Join(got, "\n"), strings.Join(want, "\n"))
			continue
		}
		t.Logf("%s: %d invariants agree", name, len(got))
	}
}
