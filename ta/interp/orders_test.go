package interp

import (
	"slices"
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
		var mark func(e ta.Expr)
		mark = func(e ta.Expr) {
			switch e := e.(type) {
			case *ta.Random:
				e.Order = k > 0
				k++
			case *ta.Binary:
				mark(e.X)
				mark(e.Y)
			}
		}
		for _, s := range p.Rules[0].Body {
			switch s := s.(type) {
			case *ta.Assign:
				mark(s.Value)
			case *ta.If:
				mark(s.Cond)
			}
		}
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
