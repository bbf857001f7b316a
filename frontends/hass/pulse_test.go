package hass_test

import (
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// pulseHome is a random home: buttons (sensor.bN: states a, b, c) and
// motion sensors (binary_sensor.mN) trigger automations through state
// triggers with to:, from:, not_from: and not_to:, sometimes a for:; the
// automations (single, restart or queued) switch lights, wait, repeat,
// start a timer, and test a light, sometimes a button or the timer, in a
// condition, or the lights' states for a while (since clocks, which
// since.go shares). Nothing switches the lights
// but the automations.
func pulseHome(rng *rand.Rand) string {
	var b strings.Builder
	nB, nM, nL, nA := 1+rng.Intn(2), 1+rng.Intn(2), 1+rng.Intn(3), 2+rng.Intn(2)
	b.WriteString("environment:\n  fixed: [")
	for l := 0; l < nL; l++ {
		if l > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "light.l%d", l)
	}
	b.WriteString("]\nautomations:\n")
	pick := func(vals []string) string {
		var out []string
		for _, v := range vals {
			if rng.Intn(2) == 0 {
				out = append(out, fmt.Sprintf("%q", v))
			}
		}
		if len(out) == 0 {
			out = append(out, fmt.Sprintf("%q", vals[rng.Intn(len(vals))]))
		}
		return "[" + strings.Join(out, ", ") + "]"
	}
	for a := 0; a < nA; a++ {
		fmt.Fprintf(&b, "  - alias: A%d\n    mode: %s\n    trigger:\n", a, []string{"single", "restart", "queued"}[rng.Intn(3)])
		for k := 0; k < 1+rng.Intn(2); k++ {
			var id string
			var vals []string
			if rng.Intn(2) == 0 {
				id, vals = fmt.Sprintf("sensor.b%d", rng.Intn(nB)), []string{"a", "b", "c"}
			} else {
				id, vals = fmt.Sprintf("binary_sensor.m%d", rng.Intn(nM)), []string{"on", "off"}
			}
			fmt.Fprintf(&b, "      - platform: state\n        entity_id: %s\n        to: %s\n", id, pick(vals))
			switch rng.Intn(6) {
			case 0:
				fmt.Fprintf(&b, "        from: %s\n", pick(vals))
			case 1:
				fmt.Fprintf(&b, "        not_from: %s\n", pick(vals))
			case 2:
				fmt.Fprintf(&b, "        not_to: %s\n", pick(vals))
			case 3:
				if rng.Intn(3) == 0 {
					fmt.Fprintf(&b, "        for: %d\n", 1+rng.Intn(3))
				}
			}
		}
		switch rng.Intn(7) {
		case 0:
			fmt.Fprintf(&b, "    condition:\n      - condition: state\n        entity_id: light.l%d\n        state: %q\n", rng.Intn(nL), []string{"on", "off"}[rng.Intn(2)])
		case 2, 3:
			// Lights off for a while: since clocks, shared (since.go)
			// when read together with one constant.
			b.WriteString("    condition:\n")
			for l := 0; l < nL; l++ {
				fmt.Fprintf(&b, "      - condition: state\n        entity_id: light.l%d\n        state: %q\n        for: %d\n", l, []string{"on", "off"}[rng.Intn(2)], 1+rng.Intn(2))
			}
		case 1:
			fmt.Fprintf(&b, "    condition:\n      - condition: state\n        entity_id: sensor.b%d\n        state: \"a\"\n", rng.Intn(nB))
		case 4:
			// The timer read: a timer again, not an output.
			b.WriteString("    condition:\n      - condition: state\n        entity_id: timer.t\n        state: idle\n")
		}
		b.WriteString("    action:\n")
		for k := 0; k < 1+rng.Intn(3); k++ {
			switch rng.Intn(6) {
			case 0:
				fmt.Fprintf(&b, "      - delay: %d\n", 1+rng.Intn(2))
			case 4:
				fmt.Fprintf(&b, "      - service: timer.start\n        entity_id: timer.t\n        data:\n          duration: %d\n", 1+rng.Intn(3))
			case 5:
				// A restart in the repeat leaves no count behind.
				fmt.Fprintf(&b, "      - repeat:\n          count: 2\n          sequence:\n            - service: light.turn_on\n              entity_id: light.l%d\n            - delay: 1\n", rng.Intn(nL))
			case 1:
				fmt.Fprintf(&b, "      - service: light.toggle\n        entity_id: light.l%d\n", rng.Intn(nL))
			default:
				fmt.Fprintf(&b, "      - service: light.turn_%s\n        entity_id: light.l%d\n", []string{"on", "off"}[rng.Intn(2)], rng.Intn(nL))
			}
		}
		fmt.Fprintf(&b, "      - service: notify.a%d\n", a)
	}
	if rng.Intn(2) == 0 {
		// A time pattern and a window.
		fmt.Fprintf(&b, "  - alias: A%d\n    trigger:\n      - platform: time_pattern\n        seconds: /%d\n", nA, 1+rng.Intn(2))
		fmt.Fprintf(&b, "    condition:\n      - condition: time\n        after: \"00:00:0%d\"\n        before: \"00:00:0%d\"\n", 1+rng.Intn(3), 4+rng.Intn(4))
		fmt.Fprintf(&b, "      - condition: state\n        entity_id: light.l0\n        state: \"off\"\n")
		fmt.Fprintf(&b, "    action:\n      - service: light.toggle\n        entity_id: light.l%d\n      - service: notify.a%d\n", rng.Intn(nL), nA)
	}
	return b.String()
}

var inputID = regexp.MustCompile(`(binary_)?sensor\.[a-z0-9]+`)

// pulseAnswers explores a home for 8 seconds over zones (its loops apart) and
// returns what must not depend on how its inputs are kept: for each light
// and state whether it is reached, for each automation whether its notify
// is, and whether the last light is on for 2 seconds after each notify.
// (Invariants that name an input's events keep its state, as the command
// line does: the events of a pulse entity's silent states do not exist.)
// The entities the lowering drops are none of these.
func pulseAnswers(t *testing.T, src string, opt frontends.Options) (answers []string, pulses int) {
	t.Helper()
	p, err := frontends.LoadSourceWith("home.yaml", []byte(src), opt)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	var inv strings.Builder
	light := ""
	for _, v := range p.Vars {
		if strings.HasPrefix(v.Name, "light.") {
			light = v.Name
			for _, s := range v.Type.Values {
				fmt.Fprintf(&inv, "- name: %s never %s\n  condition: '%s != %s'\n", v.Name, s, v.Name, s)
			}
		}
	}
	if light != "" {
		for a := 0; strings.Contains(src, fmt.Sprintf("alias: A%d\n", a)); a++ {
			fmt.Fprintf(&inv, "- name: after notify.a%d\n  after: emit notify.a%d\n  holds: %s == \"on\"\n  for: 2s\n", a, a, light)
		}
	}
	inputs := map[string]bool{}
	for _, id := range inputID.FindAllString(src, -1) {
		inputs[id] = true
	}
	for _, v := range p.Vars {
		delete(inputs, v.Name)
	}
	pulses = len(inputs)
	for _, c := range p.Clocks {
		if strings.Contains(c.Name, ", ") {
			pulses += 100 // a shared since clock
		}
	}
	if strings.Contains(src, "timer.start") && !slices.ContainsFunc(p.Vars, func(v *ta.Var) bool { return v.Name == "timer.t" }) {
		pulses += 10000 // a timer nothing reads
	}

	props, err := explore.ParseProperties("inv.yaml", []byte(inv.String()), p)
	if err != nil {
		t.Fatalf("%v\n%s\n%s", err, src, inv.String())
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 8}, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := zone.ExploreReport(m, explore.Options{MaxStates: 20000})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete {
		return nil, -1
	}
	for _, iv := range rep.Invariants {
		answers = append(answers, fmt.Sprintf("%s: %v", iv.Name, iv.Violation != nil))
	}
	for _, e := range rep.Coverage.Emitted {
		if !strings.HasPrefix(e, "timer.start ") { // a timer nothing reads is an output
			answers = append(answers, "emitted "+e)
		}
	}
	slices.Sort(answers)
	return answers, pulses
}

// Pulse entities (pulse.go), shared since clocks (since.go), time
// patterns ticking in their windows (reduce.TickWindow) and timers nothing
// reads kept as outputs change no answer:
// on random homes, what is reached, what is emitted and the timed
// invariants' verdicts are the same without them (Options.Plain).
func TestPulseAgrees(t *testing.T) {
	n := 6 // 0.7 s a home on average; make test-long compares 1000
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1000
	}
	rng := rand.New(rand.NewSource(7))
	withPulses, big, shared, unreadTimers := 0, 0, 0, 0
	for i := 0; i < n; i++ {
		src := pulseHome(rng)
		want, kept := pulseAnswers(t, src, frontends.Options{Plain: true})
		if kept < 0 {
			big++ // too big to compare in a test
			continue
		}
		got, pulses := pulseAnswers(t, src, frontends.Options{})
		if pulses > 0 {
			withPulses++
		}
		if pulses%10000 >= 100 {
			shared++
		}
		if pulses >= 10000 {
			unreadTimers++
		}
		if !slices.Equal(got, want) {
			t.Fatalf("home %d: pulse entities change the answers:\n%s\npulse:\n%s\nkept:\n%s", i, src, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	if big > n/3 {
		t.Fatalf("%d of %d homes too big to compare", big, n)
	}
	if withPulses < n/3 {
		t.Fatalf("only %d of %d homes have a pulse entity", withPulses, n)
	}
	if shared == 0 {
		t.Fatalf("no home of %d shares a since clock", n)
	}
	if unreadTimers == 0 {
		t.Fatalf("no home of %d has a timer nothing reads", n)
	}
	t.Logf("%d homes, %d with pulse entities, shared since clocks (%d) or timers nothing reads (%d), %d too big", n, withPulses, shared, unreadTimers, big)
}

// Which entities keep no state, by hand (pulse.go's rules): a change
// must fire the same triggers from every other state, some state must be
// silent, and nothing but state triggers may read the entity.
func TestPulseShapes(t *testing.T) {
	auto := func(trigger string, more string) string {
		return "- alias: A\n  trigger:\n" + trigger + "  action:\n    - service: light.turn_on\n      entity_id: light.x\n" + more
	}
	trig := func(id, extra string) string {
		return "    - platform: state\n      entity_id: " + id + "\n" + extra
	}
	for _, tc := range []struct {
		name  string
		src   string
		keep  map[string]bool
		pulse bool
	}{
		{"a button's press", auto(trig("sensor.b", "      to: \"a\"\n"), ""), nil, true},
		{"motion from off to on", auto(trig("binary_sensor.m", "      from: \"off\"\n      to: \"on\"\n"), ""), nil, true},
		{"to a state not_to names", auto(trig("sensor.b", "      to: [\"a\", \"b\"]\n      not_to: [\"a\"]\n"), ""), nil, true},
		{"both states fire", auto(trig("binary_sensor.m", "      to: \"on\"\n")+trig("binary_sensor.m", "      to: \"off\"\n"), ""), nil, false},
		{"from one state only", auto(trig("sensor.b", "      from: \"a\"\n      to: \"b\"\n")+trig("sensor.b", "      to: \"c\"\n"), ""), nil, false},
		{"any change", auto(trig("sensor.b", ""), ""), nil, false},
		{"for:", auto(trig("sensor.b", "      to: \"a\"\n      for: 5\n"), ""), nil, false},
		{"a condition reads it", auto(trig("sensor.b", "      to: \"a\"\n"), "  condition:\n    - condition: state\n      entity_id: sensor.b\n      state: \"a\"\n"), nil, false},
		{"a template reads it", auto(trig("sensor.b", "      to: \"a\"\n"), "  condition: \"{{ is_state('sensor.b', 'a') }}\"\n"), nil, false},
		{"the invariants name it", auto(trig("sensor.b", "      to: \"a\"\n"), ""), map[string]bool{"sensor.b": true}, false},
	} {
		p, err := frontends.LoadSourceWith("home.yaml", []byte(tc.src), frontends.Options{Keep: tc.keep})
		if err != nil {
			t.Fatalf("%s: %v\n%s", tc.name, err, tc.src)
		}
		kept := false
		for _, v := range p.Vars {
			if v.Name == "sensor.b" || v.Name == "binary_sensor.m" {
				kept = true
			}
		}
		if kept == tc.pulse {
			t.Errorf("%s: pulse %v, want %v\n%s", tc.name, !kept, tc.pulse, syntax.Print(p))
		}
	}
}

// Which since clocks are shared, by hand (since.go): those read only
// together, in one conjunction, with one constant.
func TestSinceShapes(t *testing.T) {
	cond := func(id, state string, secs int) string {
		return fmt.Sprintf("      - condition: state\n        entity_id: %s\n        state: %q\n        for: %d\n", id, state, secs)
	}
	home := func(conds ...string) string {
		return "- alias: A\n  trigger:\n    - platform: time_pattern\n      minutes: /5\n  condition:\n" +
			"    - condition: and\n      conditions:\n" + strings.Join(conds, "") +
			"  action:\n    - service: switch.turn_on\n      entity_id: switch.s\n"
	}
	for _, tc := range []struct {
		name   string
		src    string
		keep   map[string]bool
		clocks []string
	}{
		{"one constant", home(cond("light.a", "off", 180), cond("light.b", "off", 180), cond("media_player.tv", "off", 900)),
			nil, []string{"light.a, light.b since", "media_player.tv since"}},
		{"two constants", home(cond("light.a", "off", 180), cond("light.b", "off", 300)),
			nil, []string{"light.a since", "light.b since"}},
		{"one state, another", home(cond("light.a", "off", 180), cond("light.b", "on", 180)),
			nil, []string{"light.a, light.b since"}},
		{"the start state names one", home(cond("light.a", "off", 180), cond("light.b", "off", 180)),
			map[string]bool{"light.a since": true}, []string{"light.a since", "light.b since"}},
		{"the invariants name a state", home(cond("light.a", "off", 180), cond("light.b", "off", 180)),
			map[string]bool{"light.a": true}, []string{"light.a, light.b since"}},
		{"either", strings.Replace(home(cond("light.a", "off", 180), cond("light.b", "off", 180)), "condition: and", "condition: or", 1),
			nil, []string{"light.a since", "light.b since"}},
		{"also alone elsewhere", home(cond("light.a", "off", 180), cond("light.b", "off", 180)) +
			strings.Replace(strings.Replace(home(cond("light.a", "off", 180)), "alias: A", "alias: B", 1), "switch.s", "switch.t", 1),
			nil, []string{"light.a since", "light.b since"}},
	} {
		p, err := frontends.LoadSourceWith("home.yaml", []byte(tc.src), frontends.Options{Keep: tc.keep})
		if err != nil {
			t.Fatalf("%s: %v\n%s", tc.name, err, tc.src)
		}
		var got []string
		for _, c := range p.Clocks {
			got = append(got, c.Name)
		}
		if !slices.Equal(got, tc.clocks) {
			t.Errorf("%s: clocks %q, want %q", tc.name, got, tc.clocks)
		}
	}
}

// A time pattern ticks only in its automation's time window (fixed
// times, no weekdays): `every 5m in 23:50..05:00`; otherwise all day.
func TestTickWindow(t *testing.T) {
	home := func(cond string) string {
		return "- alias: A\n  trigger:\n    - platform: time_pattern\n      minutes: /5\n  condition:\n" + cond +
			"  action:\n    - service: switch.turn_on\n      entity_id: switch.s\n"
	}
	for _, tc := range []struct {
		name, cond, want string
	}{
		{"past midnight", "    - condition: time\n      after: \"23:50:00\"\n      before: \"05:00:00\"\n", "every 5m in 23:50..05:00"},
		{"after only", "    - condition: time\n      after: \"22:00\"\n", "every 5m in 22:00..00:00"},
		{"on weekdays", "    - condition: time\n      after: \"22:00\"\n      before: \"23:00\"\n      weekday: [mon]\n", "every 5m"},
		{"after sunset", "    - condition: sun\n      after: sunset\n", "every 5m"},
	} {
		for _, plain := range []bool{false, true} {
			p, err := frontends.LoadSourceWith("home.yaml", []byte(home(tc.cond)), frontends.Options{Plain: plain})
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			want := tc.want
			if plain {
				want = "every 5m"
			}
			var got []string
			for _, r := range p.Rules {
				if r.Trigger.Kind == ta.OnEvery {
					got = append(got, ta.TriggerString(&r.Trigger))
				}
			}
			if len(got) != 1 || got[0] != want {
				t.Errorf("%s (plain %v): %q, want %q", tc.name, plain, got, want)
			}
		}
	}
}
