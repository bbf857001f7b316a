// Package randprog generates small random .ta programs for the
// differential tests of the explorers (test support only).
package randprog

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// Program writes a small random .ta program: a few variables,
// clocks, timers, events and a factor, and rules over them that test
// clocks, differences of clocks and the time of day, reset clocks, start
// and cancel timers, and trigger each other through changes. The
// differential tests explore hundreds of them with and without each
// optimisation.
func Program(rng *rand.Rand) string {
	var b strings.Builder
	nv := 1 + rng.Intn(3)
	nc := rng.Intn(3)
	nt := rng.Intn(3)
	ne := 1 + rng.Intn(2)
	fmt.Fprintln(&b, "program generated")
	vars := make([]string, nv)
	for i := range vars {
		vars[i] = fmt.Sprintf("v%d", i)
		if i == 0 && rng.Intn(2) == 0 {
			fmt.Fprintf(&b, "device %s: {Off, On}\n", vars[i])
			vars[i] = "dev:" + vars[i]
		} else {
			fmt.Fprintf(&b, "var %s: 0..%d\n", vars[i], 1+rng.Intn(2))
		}
	}
	clocks := make([]string, nc)
	for i := range clocks {
		clocks[i] = fmt.Sprintf("c%d", i)
		fmt.Fprintf(&b, "clock %s\n", clocks[i])
	}
	timers := make([]string, nt)
	for i := range timers {
		timers[i] = fmt.Sprintf("t%d", i)
		fmt.Fprintf(&b, "timer %s\n", timers[i])
	}
	for i := 0; i < ne; i++ {
		fmt.Fprintf(&b, "event e%d\n", i)
	}
	factor := rng.Intn(2) == 0
	if factor {
		fmt.Fprintln(&b, "factor level: 0..100")
	}
	name := func(v string) string { return strings.TrimPrefix(v, "dev:") }
	value := func(v string) string {
		if strings.HasPrefix(v, "dev:") {
			return []string{"Off", "On"}[rng.Intn(2)]
		}
		return fmt.Sprint(rng.Intn(2))
	}
	cond := func() string {
		switch k := rng.Intn(6); {
		case k == 0 && nc > 0:
			return fmt.Sprintf("%s %s %ds", clocks[rng.Intn(nc)], []string{"<", "<=", ">", ">="}[rng.Intn(4)], 1+rng.Intn(3))
		case k == 1 && nc > 1:
			return fmt.Sprintf("%s - %s < %ds", clocks[0], clocks[1], rng.Intn(3))
		case k == 2:
			return fmt.Sprintf("time %s 00:00:0%d", []string{"<", ">="}[rng.Intn(2)], 2+rng.Intn(5))
		case k == 3 && factor:
			return fmt.Sprintf("level < %d", 20+rng.Intn(60))
		default:
			v := vars[rng.Intn(nv)]
			return fmt.Sprintf("%s == %s", name(v), value(v))
		}
	}
	var stmt func(depth int) string
	stmt = func(depth int) string {
		switch k := rng.Intn(7); {
		case k == 0 && nc > 0:
			return "reset " + clocks[rng.Intn(nc)]
		case k == 1 && nt > 0:
			lo := 1 + rng.Intn(3)
			if rng.Intn(3) == 0 {
				return fmt.Sprintf("start %s %ds..%ds", timers[rng.Intn(nt)], lo, lo+1)
			}
			return fmt.Sprintf("start %s %ds", timers[rng.Intn(nt)], lo)
		case k == 2 && nt > 0:
			return "cancel " + timers[rng.Intn(nt)]
		case k == 3 && depth < 2:
			s := fmt.Sprintf("if %s { %s }", cond(), stmt(depth+1))
			if rng.Intn(2) == 0 {
				s = fmt.Sprintf("if %s { %s } else { %s }", cond(), stmt(depth+1), stmt(depth+1))
			}
			return s
		default:
			v := vars[rng.Intn(nv)]
			return fmt.Sprintf("%s = %s", name(v), value(v))
		}
	}
	nr := 2 + rng.Intn(3)
	for r := 0; r < nr; r++ {
		var trig string
		switch k := rng.Intn(4); {
		case k == 1 && nt > 0:
			trig = "on " + timers[rng.Intn(nt)]
		case k == 2 && r > 0:
			trig = "on change " + name(vars[rng.Intn(nv)])
		default:
			trig = fmt.Sprintf("on e%d", rng.Intn(ne))
		}
		var body []string
		for s := 0; s < 1+rng.Intn(3); s++ {
			body = append(body, stmt(0))
		}
		fmt.Fprintf(&b, "rule r%d %s {\n    %s\n}\n", r, trig, strings.Join(body, "\n    "))
	}
	return b.String()
}

// Load generates and loads random program i of a test's sequence.
func Load(t testing.TB, rng *rand.Rand, i int) (*ta.Program, string) {
	t.Helper()
	src := Program(rng)
	p, err := frontends.LoadSource("random.ta", []byte(src))
	if err != nil {
		t.Fatalf("program %d: %v\n%s", i, err, src)
	}
	return p, src
}

// TwoVarInvariant is a condition over two of p's variables that random
// programs break now and then, and the first of the two.
func TwoVarInvariant(rng *rand.Rand, p *ta.Program, format func(*ta.Type, int64) string) (string, *ta.Var) {
	v := p.Vars[rng.Intn(len(p.Vars))]
	w := p.Vars[rng.Intn(len(p.Vars))]
	return fmt.Sprintf("%s == %s || %s != %s", ta.QuoteName(v.Name), format(&v.Type, v.Type.Min()),
		ta.QuoteName(w.Name), format(&w.Type, w.Type.Min()+int64(rng.Intn(2)))), v
}
