package explore

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// notifyHome writes a random home of the shape Home Assistant lowers
// automations to: sensors only the environment sets, whose changes run
// automations through a gate that keeps the automation's mode in a
// variable (idle, triggered, running), as the front end does for `mode:
// single`. Some automations only notify (their mode variable is scratch:
// set and set back in the instant), some switch a device or wait on a
// timer (state that lasts), some are entered twice in an instant (a
// sensor listed twice), and some leave their mode variable changed on
// some way through (not scratch).
func notifyHome(rng *rand.Rand) (src, inv string) {
	var b strings.Builder
	nS, nA := 2+rng.Intn(3), 2+rng.Intn(2)
	b.WriteString("program home\n")
	for s := 0; s < nS; s++ {
		fmt.Fprintf(&b, "device s%d: {Off, On}\n", s)
	}
	b.WriteString("device d0: {Off, On}\ndevice d1: {Off, On}\ntimer t\n")
	for a := 0; a < nA; a++ {
		fmt.Fprintf(&b, "var st%d: {idle, triggered, running}\n", a)
	}
	for s := 0; s < nS; s++ {
		fmt.Fprintf(&b, "event \"s%d on\" when s%d != On\nevent \"s%d off\" when s%d != Off\n", s, s, s, s)
	}
	usesTimer := false
	for a := 0; a < nA; a++ {
		var body string
		switch rng.Intn(9) {
		case 0:
			body = fmt.Sprintf("d%d = On", a%2)
		case 1:
			if !usesTimer {
				usesTimer = true
				body = "start t 3s"
				break
			}
			fallthrough
		case 2:
			// The mode stays set on one way through: no scratch.
			fmt.Fprintf(&b, "rule A%d on call {\n    if st%d == triggered {\n        st%d = running\n        emit note%d\n        if s0 == Off { st%d = idle }\n    }\n}\n", a, a, a, a, a)
			goto gate
		default:
			body = fmt.Sprintf("emit note%d", a)
		}
		fmt.Fprintf(&b, "rule A%d on call {\n    if st%d == triggered {\n        st%d = running\n        %s\n        st%d = idle\n    }\n}\n", a, a, a, body, a)
	gate:
		fmt.Fprintf(&b, "rule G%d on call {\n    if st%d == idle {\n        st%d = triggered\n        run A%d\n    } else {\n        emit dropped%d\n    }\n}\n", a, a, a, a, a)
	}
	if usesTimer {
		b.WriteString("rule T on t { d0 = Off }\n")
	}
	for s := 0; s < nS; s++ {
		fmt.Fprintf(&b, "rule \"s%d on (environment)\" on \"s%d on\" {\n    if s%d == Off {\n", s, s, s)
		for a := 0; a < nA; a++ {
			switch rng.Intn(10) {
			case 0:
			case 1:
				// The sensor listed twice: two entries in one instant.
				fmt.Fprintf(&b, "        run G%d\n        run G%d\n", a, a)
			case 2:
				// Two entries, each in its device's loop only.
				fmt.Fprintf(&b, "        if d0 == Off { run G%d }\n        if d1 == Off { run G%d }\n", a, a)
			case 3:
				// Under a condition on a device: the run is in the
				// device's loop only.
				fmt.Fprintf(&b, "        if d%d == Off { run G%d }\n", rng.Intn(2), a)
			default:
				fmt.Fprintf(&b, "        run G%d\n", a)
			}
		}
		fmt.Fprintf(&b, "    }\n    s%d = On\n}\nrule \"s%d off (environment)\" on \"s%d off\" { s%d = Off }\n", s, s, s, s)
	}
	switch rng.Intn(3) {
	case 0:
		inv = "d0 == Off"
	case 1:
		inv = fmt.Sprintf("d1 == Off || s%d == On", rng.Intn(nS))
	default:
		inv = "s0 == Off || s1 == Off"
	}
	return b.String(), inv
}

// Scratch rules copied into each loop that runs them give the whole
// program's verdicts, lines executed and each loop's projected states
// (checkSplit), on random homes where some automations' mode variables
// are scratch and some are not.
func TestSplitScratchRules(t *testing.T) {
	checkSplitHomes(t, 300, 25, 10, notifyHome, "copy an automation into several loops", func(p *ta.Program, loops []Loop) bool {
		in := map[int]int{}
		for _, l := range loops {
			for _, r := range l.Rules {
				if in[r]++; in[r] > 1 && strings.HasPrefix(p.Rules[r].Name, "G") {
					return true
				}
			}
		}
		return false
	}, 5)
}

// The shapes by hand: which automations are copied into each sensor's
// loop and which join the sensors' loops.
func TestLoopsScratchRules(t *testing.T) {
	const head = `
device s0: {Off, On}
device s1: {Off, On}
device d: {Off, On}
var st: {idle, triggered, running}
event "s0 on" when s0 != On
event "s1 on" when s1 != On
rule G on call {
    if st == idle { st = triggered  run A } else { emit dropped }
}
`
	cases := []loopShape{
		{"a notification: copied", `rule A on call { if st == triggered { st = running  emit note  st = idle } }
rule E0 on "s0 on" { run G  s0 = On }
rule E1 on "s1 on" { run G  s1 = On }`,
			[]string{"s0 st", "s1 st"}},
		{"a device switched: joins", `rule A on call { if st == triggered { st = running  d = On  st = idle } }
rule E0 on "s0 on" { run G  s0 = On }
rule E1 on "s1 on" { run G  s1 = On }`,
			[]string{"d s0 s1 st"}},
		{"entered twice in an instant: joins", `rule A on call { if st == triggered { st = running  emit note  st = idle } }
rule E0 on "s0 on" { run G  run G  s0 = On }
rule E1 on "s1 on" { run G  s1 = On }`,
			[]string{"s0 s1 st"}},
		{"the mode left set on a way through: joins", `rule A on call { if st == triggered { st = running  if s0 == On { st = idle } } }
rule E0 on "s0 on" { run G  s0 = On }
rule E1 on "s1 on" { run G  s1 = On }`,
			[]string{"s0 s1 st"}},
		{"an input's value kept: joins", `var last: {Off, On}
rule A on call { if st == triggered { st = running  last = s1  st = idle } }
rule E0 on "s0 on" { run G  s0 = On }
rule E1 on "s1 on" { run G  s1 = On }`,
			[]string{"last s0 s1 st"}},
	}
	checkLoopShapes(t, head, cases)
}
