package zone

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// withOutputs adds to a random program two variables its rules set and
// nothing reads (a lamp and a level, as corpus file 09's lights and
// switches): each rule body begins by setting one of them.
func withOutputs(rng *rand.Rand, src string) string {
	src = strings.Replace(src, "\ntimer wait\n", "\ndevice lamp: {Off, On}\nvar level: 0..2\ntimer wait\n", 1)
	var b strings.Builder
	for _, line := range strings.SplitAfter(src, "\n") {
		b.WriteString(line)
		if strings.HasPrefix(line, "rule ") && strings.HasSuffix(line, "{\n") && rng.Intn(4) != 0 {
			if rng.Intn(2) == 0 {
				fmt.Fprintf(&b, "    lamp = %s\n", []string{"Off", "On"}[rng.Intn(2)])
			} else {
				fmt.Fprintf(&b, "    level = %d\n", rng.Intn(3))
			}
		}
	}
	return b.String()
}

// zforgetN is the number of random one-loop programs with outputs:
// 120 in make test, 1,000 with DELOREAN_LONG.
func zforgetN() int {
	if os.Getenv("DELOREAN_LONG") != "" {
		return 1000
	}
	return 120
}

// A program that is one loop with outputs is explored as that loop,
// its outputs forgotten (loops.ExploreEach); the plain way explores it
// whole (--no-split). On random programs of that kind, with invariants
// and runtime errors: the same invariants violated at the same times
// with the same traces, the same runtime errors; the discrete states
// counted are the whole exploration's projected without the outputs
// (two states that differ only in what nothing reads are one), and the
// values listed for each output are those the whole exploration's
// states hold.
func TestForgottenOutputsAgainstWholeRandom(t *testing.T) {
	n := zforgetN()
	rng := rand.New(rand.NewSource(909))
	var programs, tried, violations, errs, merged int
	for i := 0; programs < n && !t.Failed(); i++ {
		c := randomZdiffCase(rng)
		c.src = withOutputs(rng, c.src)
		p, err := frontends.LoadSource("zforget.ta", []byte(c.src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		m := c.model(t, i, p, c.base)
		tried++
		ls := explore.LoopsFrom(p, m.Props, m.Cfg.Init)
		if len(ls) != 1 || len(ls[0].Outputs) == 0 {
			continue
		}
		rep, res, err := ExploreReport(m, explore.Options{})
		if err != nil && refusal(err) {
			continue
		}
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		if res != nil || len(rep.Loops) != 1 {
			t.Fatalf("program %d: not explored as its one loop (%d loops)\n%s", i, len(rep.Loops), c)
		}
		whole, wres, err := ExploreReport(m, explore.Options{NoSplit: true})
		if err != nil {
			t.Fatalf("program %d whole: %v\n%s", i, err, c)
		}
		programs++
		if !rep.Complete || !whole.Complete {
			t.Fatalf("program %d: incomplete\n%s", i, c)
		}
		if got, want := findings(rep), findings(whole); !slices.Equal(got, want) {
			t.Errorf("program %d: violated %q, whole %q\n%s", i, got, want, c)
			continue
		}
		for k, inv := range rep.Invariants {
			w := whole.Invariants[k]
			if !inv.Violated {
				continue
			}
			violations++
			if inv.Violation.At != w.Violation.At {
				t.Errorf("program %d: %q violated first at %s, whole at %s\n%s", i, inv.Name, inv.Violation.At, w.Violation.At, c)
			}
			if a, b := traceJSON(t, inv.Violation), traceJSON(t, w.Violation); a != b {
				t.Errorf("program %d: %q: trace\n%s\nwhole\n%s\n%s", i, inv.Name, a, b, c)
			}
			replays(t, m, inv.Name, inv.Violation)
		}
		errs += len(rep.Errors)

		// The whole exploration's discrete states without the outputs.
		var out []int
		for _, o := range ls[0].Outputs {
			out = append(out, o)
		}
		seen := map[string]bool{}
		values := map[int]map[int64]bool{}
		for _, o := range out {
			values[o] = map[int64]bool{}
		}
		for s := range wres.States {
			st := &wres.States[s]
			for _, o := range out {
				values[o][st.Vals[o]] = true
			}
			seen[string(keyWithout(st, out))] = true
		}
		if rep.DiscreteStates != len(seen) {
			t.Errorf("program %d: %d discrete states, the whole program's without its outputs %d (%d with them)\n%s",
				i, rep.DiscreteStates, len(seen), len(wres.States), c)
		}
		if len(seen) < len(wres.States) {
			merged++
		}
		if len(rep.Unread) != len(out) {
			t.Errorf("program %d: %d outputs listed, %d forgotten\n%s", i, len(rep.Unread), len(out), c)
			continue
		}
		for k, o := range out {
			var want []int64
			for x := range values[o] {
				want = append(want, x)
			}
			slices.Sort(want)
			got := slices.Clone(rep.Unread[k].Nums)
			slices.Sort(got)
			if rep.Unread[k].Name != p.Vars[o].DisplayName() || !slices.Equal(got, want) {
				t.Errorf("program %d: output %s reaches %v, whole: %s %v\n%s", i, rep.Unread[k].Name, got, p.Vars[o].Name, want, c)
			}
		}
	}
	t.Logf("%d one-loop programs with outputs of %d generated: %d violations, %d runtime errors, %d with fewer discrete states counted", programs, tried, violations, errs, merged)
	if programs < n {
		t.Errorf("only %d programs of the kind", programs)
	}
	if merged < programs/4 {
		t.Errorf("only %d of %d programs had states told apart by their outputs alone: the test does not exercise the forgetting", merged, programs)
	}
}

// keyWithout is a discrete state's key as the report counts it
// (Result.distinct: the values, the queued timers and the rules turned
// off) with the variables in skip left out.
func keyWithout(st *ta.State, skip []int) []byte {
	var buf []byte
	for v, x := range st.Vals {
		if !slices.Contains(skip, v) {
			buf = binary.AppendVarint(buf, x)
		}
	}
	for _, t := range st.Timers {
		buf = binary.AppendVarint(buf, int64(t))
	}
	for _, off := range st.RuleOff {
		buf = append(buf, b2byte(off))
	}
	return buf
}

// traceJSON is a violation's trace as its JSON.
func traceJSON(t *testing.T, ve *explore.ViolationEntry) string {
	t.Helper()
	b, err := json.Marshal(ve.Trace)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
