package explore

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// outputHome is a random home whose automations set lamps that, mostly,
// nothing reads (outputs), several automations the same lamp, with
// values from constants or a variable, sometimes twice in one run; a
// lamp is now and then read by a rule or the invariant, and then is no
// output.
func outputHome(rng *rand.Rand) (src string, inv string) {
	var b strings.Builder
	nS, nA, nL := 2+rng.Intn(2), 2+rng.Intn(3), 1+rng.Intn(2)
	b.WriteString("program home\n")
	for s := 0; s < nS; s++ {
		fmt.Fprintf(&b, "device s%d: {Off, On}\nevent \"s%d on\" when s%d != On\nevent \"s%d off\" when s%d != Off\n", s, s, s, s, s)
	}
	for l := 0; l < nL; l++ {
		fmt.Fprintf(&b, "device lamp%d: {Off, Dim, On}\n", l)
	}
	b.WriteString("var mode: 0..2\n")
	values := []string{"Off", "Dim", "On"}
	watch := make([][]int, nS)
	for a := 0; a < nA; a++ {
		fmt.Fprintf(&b, "timer t%d\n", a)
		s := rng.Intn(nS)
		watch[s] = append(watch[s], a)
		l := rng.Intn(nL)
		set := "lamp" + fmt.Sprint(l) + " = " + values[rng.Intn(3)]
		switch rng.Intn(5) {
		case 0:
			set += fmt.Sprintf("  lamp%d = %s", l, values[rng.Intn(3)]) // set twice in one run
		case 1:
			set = fmt.Sprintf("if mode == 1 { lamp%d = Dim } else { lamp%d = On }", l, l)
		}
		cond := "true"
		switch rng.Intn(4) {
		case 0:
			cond = "time in 00:00:03..00:00:07"
		case 1:
			cond = "mode != 2"
		}
		fmt.Fprintf(&b, "rule A%d on call {\n    if %s { %s  start t%d %ds }\n}\n", a, cond, set, a, 2+rng.Intn(5))
		off := fmt.Sprintf("lamp%d = Off", rng.Intn(nL))
		if rng.Intn(3) == 0 {
			off += "  mode = " + fmt.Sprint(rng.Intn(3))
		}
		fmt.Fprintf(&b, "rule T%d on t%d { %s }\n", a, a, off)
	}
	for s := 0; s < nS; s++ {
		fmt.Fprintf(&b, "rule \"s%d on (environment)\" on \"s%d on\" {\n    if s%d == Off {\n", s, s, s)
		for _, a := range watch[s] {
			fmt.Fprintf(&b, "        run A%d\n", a)
		}
		fmt.Fprintf(&b, "    }\n    s%d = On\n}\nrule \"s%d off (environment)\" on \"s%d off\" { s%d = Off }\n", s, s, s, s)
	}
	if rng.Intn(4) == 0 {
		// A lamp some rule reads is no output.
		fmt.Fprintf(&b, "rule R on t0 { if lamp0 == On { mode = 2 } }\n")
	}
	switch rng.Intn(4) {
	case 0:
		inv = fmt.Sprintf("lamp%d != Dim", rng.Intn(nL)) // read by the invariant: no output
	case 1:
		inv = "mode != 2"
	default:
		inv = fmt.Sprintf("s%d == Off", rng.Intn(nS))
	}
	return b.String(), inv
}

// Outputs (outputs.go): the loops, each with the outputs forgotten,
// reach the whole program's projections, and the outputs the values the
// whole program gives them (checkSplit, checkOutputs), on random homes
// where some lamp is an output that several loops set.
func TestSplitOutputs(t *testing.T) {
	checkSplitHomes(t, 30, 27, 10, outputHome, "share an output between loops", func(p *ta.Program, loops []Loop) bool {
		seen := map[int]int{}
		for _, l := range loops {
			for _, v := range l.Outputs {
				if seen[v]++; seen[v] > 1 {
					return true
				}
			}
		}
		return false
	}, 5)
}

// The shapes by hand: a lamp two automations set joins them no more;
// read by a rule, or by the invariant, it does.
func TestLoopsOutputs(t *testing.T) {
	const head = `
device s0: {Off, On}
device s1: {Off, On}
device lamp: {Off, On}
device d0: {Off, On}
device d1: {Off, On}
event "s0 on" when s0 != On
event "s1 on" when s1 != On
rule E0 on "s0 on" { run A  s0 = On }
rule E1 on "s1 on" { run B  s1 = On }
`
	cases := []loopShape{
		{"two automations set one lamp", `rule A on call { if d0 == Off { d0 = On  lamp = On } }
rule B on call { d1 = On  lamp = Off }`,
			[]string{"d0 lamp s0", "d1 lamp s1"}},
		{"a rule reads the lamp", `rule A on call { d0 = On  lamp = On }
rule B on call { if lamp == Off { d1 = On } }`,
			[]string{"d0 d1 lamp s0 s1"}},
		{"a change of the lamp triggers a rule", `rule A on call { d0 = On  lamp = On }
rule B on call { d1 = On  lamp = Off }
rule C on change lamp { }`,
			[]string{"d0 d1 lamp s0 s1"}},
		{"the environment sets the lamp", `rule A on call { d0 = On  lamp = On }
rule B on call { d1 = On }
event "lamp off" 
rule L on "lamp off" { lamp = Off }`,
			[]string{"d0 lamp s0", "d1 s1"}},
	}
	checkLoopShapes(t, head, cases)
}
