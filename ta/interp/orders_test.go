package interp

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// fixedChooser answers every random with its lowest value but for the
// draws listed, which take their highest.
type fixedChooser struct {
	high []int
	n    int
}

func (c *fixedChooser) ChooseRandom(lo, hi int64) int64 {
	k := c.n
	c.n++
	if slices.Contains(c.high, k) {
		return hi
	}
	return lo
}

func (c *fixedChooser) ChooseFactor(int, int) int { return 0 }

// The interpreter notes which draws are order choices (ta.Random.Order)
// among the randoms, compiled or walked, and the values a stimulus left
// in the forgotten variables before they went back to rest.
func TestOrderDraws(t *testing.T) {
	src := "program o\nvar a: 0..3\nvar b: 0..3\nvar out: 0..3\nevent E\n" +
		"rule R on E {\n  a = random 0..3\n  b = random 0..3\n  if random 0..1 == 1 {\n    out = a\n  }\n}\n"
	for _, ast := range []bool{false, true} {
		p := parseChecked(t, "o.ta", src)
		// The second and third randoms are order choices.
		k := 0
		ta.Inspect(p.Rules[0].Body, func(n any) bool {
			if r, ok := n.(*ta.Random); ok {
				r.Order = k > 0
				k++
			}
			return true
		})
		m := NewMachine(p, nil)
		m.ast = ast
		if err := m.Forget(NewForgotten([]int{2}, []int64{0})); err != nil {
			t.Fatal(err)
		}
		st := m.Initial()
		eff := ta.NewEffects(p)
		ch := &fixedChooser{high: []int{0, 2}}
		if err := m.NewRunner().Fire(&st, NewValuation(p.NumClocks()), 0, ch, eff); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(eff.Randoms, []int64{3, 0, 1}) || !slices.Equal(eff.Orders, []int{1, 2}) {
			t.Errorf("ast %v: randoms %v, orders %v; want [3 0 1], [1 2]", ast, eff.Randoms, eff.Orders)
		}
		if !slices.Equal(eff.Forgotten, []int64{3}) || st.Vals[2] != 0 {
			t.Errorf("ast %v: forgotten %v, out left at %d; want [3], 0", ast, eff.Forgotten, st.Vals[2])
		}
	}
}

// highChooser answers every random with its highest value.
type highChooser struct{}

func (highChooser) ChooseRandom(lo, hi int64) int64 { return hi }
func (highChooser) ChooseFactor(int, int) int       { return 0 }

// markOrders makes every random of p's rules an order choice.
func markOrders(p *ta.Program) {
	for _, r := range p.Rules {
		ta.Inspect(r.Body, func(n any) bool {
			if r, ok := n.(*ta.Random); ok {
				r.Order = true
			}
			return true
		})
	}
}

// A cascade that, after an order choice, comes back to where it was
// (the same values, the same rules queued) goes round without end in
// that order: it is a runaway found at its second turn, reported at the
// first declared rule of the cycle, where a plain random's cascade runs
// to the bound of runs (whose choices the interpreter does not follow).
func TestOrderCycleIsARunaway(t *testing.T) {
	src := "program c\nvar x: 0..1\nvar n: 0..1\nevent E\nrule go on E { n = 1\n run pick }\n" +
		"rule other on E { n = 0 }\n" +
		"rule pick on call {\n  if random 0..1 == 1 {\n    x = 1 - x\n    run pick\n  }\n}\n"
	for _, c := range []struct {
		order, ast bool
		runs       int // rules run before the error
		outOfRuns  bool
	}{
		// go, other, then pick: x 0 -> 1 (point 1: x 1, pick queued),
		// 1 -> 0 (point 2), 0 -> 1 (point 1 again: the third pick's
		// run is not made).
		{order: true, runs: 5},
		{order: true, ast: true, runs: 5},
		{order: false, runs: DefaultMaxRuns, outOfRuns: true},
	} {
		p := parseChecked(t, "c.ta", src)
		if c.order {
			markOrders(p)
		}
		m := NewMachine(p, nil)
		m.ast = c.ast
		st := m.Initial()
		eff := ta.NewEffects(p)
		err := m.NewRunner().Fire(&st, NewValuation(p.NumClocks()), 0, highChooser{}, eff)
		var re *ta.RuntimeError
		if !errors.As(err, &re) || !strings.Contains(re.Msg, "without end") {
			t.Fatalf("order %v ast %v: %v, want a runaway", c.order, c.ast, err)
		}
		if len(eff.Rules) != c.runs || ta.RanOutOfRuns(err) != c.outOfRuns {
			t.Errorf("order %v ast %v: %d runs (out of runs %v), want %d (%v)", c.order, c.ast, len(eff.Rules), ta.RanOutOfRuns(err), c.runs, c.outOfRuns)
		}
		if pick := p.Rules[p.LookupRule("pick")]; c.order && re.Pos != pick.Pos {
			t.Errorf("reported at %v, want the cycle's rule pick at %v", re.Pos, pick.Pos)
		}
	}
	// The order that stops at once ends the instant.
	p := parseChecked(t, "c.ta", src)
	markOrders(p)
	m := NewMachine(p, nil)
	st := m.Initial()
	if err := m.NewRunner().Fire(&st, NewValuation(p.NumClocks()), 0, pick{}, ta.NewEffects(p)); err != nil {
		t.Errorf("the order that stops: %v", err)
	}
}
