package interp

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// A forgotten variable is back at rest after every stimulus, and the
// values noted are those each stimulus left in it (its last assignment),
// not every one it made, nor one a run that fails gave; an unnoted
// runner notes nothing.
func TestForget(t *testing.T) {
	p := parseChecked(t, "forget.ta", `program f
var lamp: 0..3 = 1
var n: 0..9
event a, b, c, d
rule A on a { lamp = 2  lamp = 3  n = n + 1 }
rule B on b { lamp = 0 }
rule C on c { n = 0 }
rule D on d { lamp = 2  assert false }
`)
	m := NewMachine(p, nil)
	lamp := p.LookupVar("lamp")
	f := NewForgotten([]int{lamp}, []int64{1})
	if err := m.Forget(f); err != nil {
		t.Fatal(err)
	}
	eff := ta.NewEffects(p)
	st := m.Initial()
	fire := func(r *Runner, stim string) {
		t.Helper()
		if err := r.Fire(&st, NewValuation(p.NumClocks()), p.LookupStimulus(stim), pick{}, eff); err != nil {
			t.Fatal(err)
		}
		if st.Vals[lamp] != 1 {
			t.Fatalf("after %s: lamp = %d, want it back at rest (1)", stim, st.Vals[lamp])
		}
	}
	r := m.NewRunner()
	fire(r, "c") // sets nothing forgotten: nothing noted
	if got := f.Given(p)[0]; got != nil {
		t.Errorf("after c: noted %v, want nothing", got)
	}
	fire(r, "a")
	if got, want := f.Given(p)[0], []int64{3}; !slices.Equal(got, want) {
		t.Errorf("after a: noted %v, want %v (the last value a gave)", got, want)
	}
	u := m.NewRunner()
	u.Unnoted()
	fire(u, "b")
	if got, want := f.Given(p)[0], []int64{3}; !slices.Equal(got, want) {
		t.Errorf("after b unnoted: noted %v, want %v", got, want)
	}
	fire(r, "b")
	if got, want := f.Given(p)[0], []int64{0, 3}; !slices.Equal(got, want) {
		t.Errorf("after b: noted %v, want %v", got, want)
	}
	// A run that fails leaves no state: the 2 it gave is not reached.
	if err := r.Fire(&st, NewValuation(p.NumClocks()), p.LookupStimulus("d"), pick{}, eff); err == nil {
		t.Fatal("d: no runtime error")
	}
	if got, want := f.Given(p)[0], []int64{0, 3}; !slices.Equal(got, want) || st.Vals[lamp] != 1 {
		t.Errorf("after d, which fails: noted %v, lamp = %d; want %v, at rest (1)", got, st.Vals[lamp], want)
	}
	if st.Vals[p.LookupVar("n")] != 1 {
		t.Errorf("n = %d, want 1: only lamp is forgotten", st.Vals[p.LookupVar("n")])
	}
	big := parseChecked(t, "big.ta", "program g\nvar x: 0..100\nevent e\nrule R on e { x = 5 }\n")
	if err := NewMachine(big, nil).Forget(NewForgotten([]int{0}, []int64{0})); err == nil {
		t.Error("a variable of 101 values was forgotten; its values do not fit the notes")
	}
}
