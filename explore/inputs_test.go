package explore

import (
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// sensorHome writes a random home of the shape Home Assistant lowers to:
// sensors only the environment sets (each change runs the automations
// that watch it, as the front end's environment rules do), automations
// with a device, a timer and conditions on other sensors, the time of
// day and random answers, and sometimes a sensor set from another (an
// input computed from inputs) or a rule that couples two automations.
func sensorHome(rng *rand.Rand) (src string, inv string) {
	var b strings.Builder
	nS, nA := 2+rng.Intn(2), 2+rng.Intn(2)
	b.WriteString("program home\n")
	for s := 0; s < nS; s++ {
		fmt.Fprintf(&b, "device s%d: {Off, On}\n", s)
	}
	for a := 0; a < nA; a++ {
		fmt.Fprintf(&b, "device d%d: {Off, On}\ntimer t%d\n", a, a)
	}
	b.WriteString("var mode: 0..2\n")
	for s := 0; s < nS; s++ {
		fmt.Fprintf(&b, "event \"s%d on\" when s%d != On\nevent \"s%d off\" when s%d != Off\n", s, s, s, s)
	}
	watch := make([][]int, nS) // sensor -> automations run when it turns on
	for a := 0; a < nA; a++ {
		s := rng.Intn(nS)
		watch[s] = append(watch[s], a)
		cond := "true"
		switch rng.Intn(5) {
		case 0:
			cond = fmt.Sprintf("s%d == Off", rng.Intn(nS))
		case 1:
			cond = "time in 00:00:03..00:00:07"
		case 2:
			cond = "random 0..1 == 1"
		case 3:
			cond = "mode != 2"
		}
		fmt.Fprintf(&b, "rule A%d on call {\n    if %s { d%d = On  start t%d %ds }\n}\n", a, cond, a, a, 2+rng.Intn(6))
		fmt.Fprintf(&b, "rule T%d on t%d { d%d = Off }\n", a, a, a)
	}
	for s := 0; s < nS; s++ {
		fmt.Fprintf(&b, "rule \"s%d on (environment)\" on \"s%d on\" {\n    if s%d == Off {\n", s, s, s)
		for _, a := range watch[s] {
			if rng.Intn(4) == 0 {
				fmt.Fprintf(&b, "        if d%d == Off { run A%d }\n", a, a)
			} else {
				fmt.Fprintf(&b, "        run A%d\n", a)
			}
		}
		fmt.Fprintf(&b, "    }\n    s%d = On\n", s)
		if s > 0 && rng.Intn(4) == 0 {
			// An input computed from another.
			fmt.Fprintf(&b, "    if s%d == On { s%d = Off }\n", s-1, s)
		}
		fmt.Fprintf(&b, "}\nrule \"s%d off (environment)\" on \"s%d off\" { s%d = Off }\n", s, s, s)
	}
	if rng.Intn(3) == 0 {
		// A rule that ties the mode to a device: the mode is no input.
		fmt.Fprintf(&b, "rule M on change d%d { mode = 1 }\n", rng.Intn(nA))
	}
	if rng.Intn(3) == 0 {
		// The environment sets the mode from a sensor.
		fmt.Fprintf(&b, "event \"mode set\"\nrule \"mode (environment)\" on \"mode set\" { if s0 == On { mode = 2 } else { mode = 0 } }\n")
	}
	a := rng.Intn(nA)
	switch rng.Intn(3) {
	case 0:
		inv = fmt.Sprintf("d%d == Off", a)
	case 1:
		inv = fmt.Sprintf("d%d == Off || s%d == On", a, rng.Intn(nS))
	default:
		inv = fmt.Sprintf("d%d == Off || d%d == Off", a, rng.Intn(nA))
	}
	return b.String(), inv
}

// Split with shared inputs gives the whole program's verdicts, lines
// executed and, per loop, the projection of its reachable states (the
// inputs included): checkSplit, on random homes whose loops share
// sensors.
func TestSplitSharedInputs(t *testing.T) {
	checkSplitHomes(t, 20, 26, 12, sensorHome, "share an input between loops", func(p *ta.Program, loops []Loop) bool {
		seen := map[int]int{}
		for _, l := range loops {
			for _, v := range l.Inputs {
				if seen[v]++; seen[v] > 1 {
					return true
				}
			}
		}
		return false
	}, 3)
}

// checkSplitHomes runs checkSplit on n random homes of gen (3,000 with
// DELOREAN_LONG), from seed, over horizon seconds, and fails when fewer
// than one in every homes has the shape the test is about (has): the
// test would then check little.
func checkSplitHomes(t *testing.T, n int, seed, horizon int64, gen func(*rand.Rand) (string, string),
	shape string, has func(*ta.Program, []Loop) bool, every int) {
	t.Helper()
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 3000
	}
	rng := rand.New(rand.NewSource(seed))
	count := 0
	for i := 0; i < n; i++ {
		src, inv := gen(rng)
		p := loadSrc(t, src)
		props, err := ParseProperties("inv.yaml", []byte(fmt.Sprintf("- name: inv\n  condition: '%s'\n", inv)), p)
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		if has(p, Loops(p, props)) {
			count++
		}
		m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: horizon}, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		checkSplit(t, m, fmt.Sprintf("program %d:\n%s\ninvariant %s\n", i, src, inv))
		if t.Failed() {
			return
		}
	}
	t.Logf("%d of %d homes %s", count, n, shape)
	if count*every < n {
		t.Errorf("only %d of %d homes %s: the test checks little", count, n, shape)
	}
}

// The shapes by hand: two automations watching one sensor are two loops,
// each with the sensor; a sensor set from another brings the other; a
// condition on a variable a rule sets is no input and joins.
func TestLoopsSharedInputs(t *testing.T) {
	const head = `
device s0: {Off, On}
device s1: {Off, On}
device d0: {Off, On}
device d1: {Off, On}
event "s0 on" when s0 != On
event "s1 on" when s1 != On
rule A0 on call { if d0 == Off { d0 = On } }
rule A1 on call { if d1 == Off { d1 = On } }
`
	cases := []loopShape{
		{"one sensor, two automations", `rule E0 on "s0 on" { run A0  run A1  s0 = On }`,
			[]string{"d0 s0", "d1 s0"}},
		{"a sensor set from another", `rule E0 on "s0 on" { run A0  s0 = On }
rule E1 on "s1 on" { if s0 == On { run A1 }  s1 = On }`,
			[]string{"d0 s0", "d1 s0 s1"}},
		{"a condition on a device joins", `rule E0 on "s0 on" { if d1 == On { run A0 }  run A1  s0 = On }`,
			[]string{"d0 d1 s0"}},
		{"an input from a device is none", `rule E0 on "s0 on" { run A0  s0 = On }
rule E1 on "s1 on" { run A1  s1 = d0 }`,
			[]string{"d0 d1 s0 s1"}},
	}
	checkLoopShapes(t, head, cases)
}

// loopShape is a program's rules and, per loop Loops finds, its variables
// (sorted, space-separated).
type loopShape struct {
	name, rules string
	want        []string
}

// checkLoopShapes checks the loops of head with each case's rules.
func checkLoopShapes(t *testing.T, head string, cases []loopShape) {
	t.Helper()
	for _, c := range cases {
		p := loadSrc(t, "program x\n"+head+c.rules+"\n")
		var got []string
		for _, l := range Loops(p, nil) {
			var names []string
			for _, v := range l.Vars {
				names = append(names, p.Vars[v].Name)
			}
			slices.Sort(names)
			got = append(got, strings.Join(names, " "))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: loops %q, want %q", c.name, got, c.want)
		}
	}
}
