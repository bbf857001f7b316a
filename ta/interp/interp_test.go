package interp

import (
	"errors"
	"math/big"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// pick chooses fixed classes for factors, by factor index.
type pick map[int]int

func (p pick) ChooseFactor(f, n int) int { return p[f] }

// ChooseRandom takes lo plus the value under key -1 (0 by default).
func (p pick) ChooseRandom(lo, hi int64) int64 { return lo + int64(p[-1]) }

func loadFigure1(t *testing.T) (*ta.Program, *Machine) {
	t.Helper()
	src, err := os.ReadFile("../../programs/paper/figure1.ta")
	if err != nil {
		t.Fatal(err)
	}
	p := parseChecked(t, "figure1.ta", string(src))
	b, err := Bind(p, ta.Calendar{Start: 9 * 3600, Horizon: 3600})
	if err != nil {
		t.Fatal(err)
	}
	return p, NewMachine(p, b)
}

func names(p *ta.Program, rules []int) []string {
	var out []string
	for _, r := range rules {
		out = append(out, p.Rules[r].Name)
	}
	return out
}

func TestFireFigure1(t *testing.T) {
	p, m := loadFigure1(t)
	st := m.Initial()
	val := NewValuation(p.NumClocks())
	r := m.NewRunner()
	eff := ta.NewEffects(p)
	light := p.LookupVar("FrontPorchLight")
	timer := p.LookupTimer("timerFrontPorchLight")
	tclock := p.Timers[timer].ClockIndex
	tlm := p.LookupClock("timeLastMotion")

	// A person switches the light on: ManualOn runs, and the change
	// triggers Rule2, which starts the 5-minute timer.
	if err := r.Fire(&st, val, p.LookupStimulus("FrontPorchLight.SwitchedOn"), pick{}, eff); err != nil {
		t.Fatal(err)
	}
	if got := names(p, eff.Rules); !slices.Equal(got, []string{"ManualOn", "Rule2"}) {
		t.Fatalf("rules %v, want ManualOn, Rule2", got)
	}
	if st.Vals[light] != 1 || st.Timers[timer] != 1 {
		t.Fatalf("state %+v: want the light On and the timer queued", st)
	}
	if !slices.Equal(eff.Resets, []int{tclock}) || !slices.Equal(eff.Changed, []int{light}) {
		t.Fatalf("resets %v changed %v", eff.Resets, eff.Changed)
	}
	for _, loc := range []int{p.LocVar(light), p.LocTimer(timer), p.LocClock(tclock)} {
		if !eff.Writes.Has(loc) {
			t.Errorf("%s not among the writes", p.LocName(loc))
		}
	}
	if !eff.Reads.Has(p.LocVar(light)) {
		t.Errorf("Rule2 reads the light")
	}
	if v := val.Value(tclock); v.Sign() != 0 {
		t.Fatalf("timer clock %v after start, want 0", v)
	}

	// The timer is due exactly 5 minutes later, not before.
	val.Delay(big.NewRat(2999, 10))
	if m.TimerDue(&st, val, timer) {
		t.Fatal("timer due before its 5 minutes")
	}
	val.Delay(big.NewRat(1, 10))
	if !m.TimerDue(&st, val, timer) {
		t.Fatal("timer not due after 5 minutes")
	}
	if urgent, _ := m.Urgent(&st, val); !urgent {
		t.Fatal("time may pass past the timer's deadline")
	}
	// It is 09:05: Rule3 turns the light off.
	if err := r.Fire(&st, val, p.LookupStimulus("timerFrontPorchLight"), pick{}, eff); err != nil {
		t.Fatal(err)
	}
	if st.Vals[light] != 0 || st.Timers[timer] != 0 {
		t.Fatalf("state %+v: want the light Off and the timer idle", st)
	}
	if !eff.Reads.Has(p.LocClock(ta.WallClock)) {
		t.Error("Rule3 reads the time of day, so the wall clock")
	}

	// Motion twice within a second in the dark turns the light on.
	motion := p.LookupStimulus("PorchMotion.Detected")
	if err := r.Fire(&st, val, motion, pick{0: 0}, eff); err != nil {
		t.Fatal(err)
	}
	if st.Vals[light] != 0 {
		t.Fatal("the first motion turned the light on")
	}
	// The first motion reads the clock (never reset: not below 1 s), which
	// short-circuits before the light level.
	if len(eff.Factors) != 0 {
		t.Fatalf("factors read %v, want none", eff.Factors)
	}
	val.Delay(big.NewRat(1, 2))
	if err := r.Fire(&st, val, motion, pick{0: 1}, eff); err != nil {
		t.Fatal(err)
	}
	if st.Vals[light] != 0 || len(eff.Factors) != 1 || eff.Factors[0].Class != 1 {
		t.Fatalf("bright: light %d factors %v, want Off and class 1 read", st.Vals[light], eff.Factors)
	}
	val.Delay(big.NewRat(1, 2))
	if err := r.Fire(&st, val, motion, pick{0: 0}, eff); err != nil {
		t.Fatal(err)
	}
	if st.Vals[light] != 1 || st.Timers[timer] != 1 {
		t.Fatal("dark motion within 1 s did not turn the light on and start the timer")
	}
	if !slices.Contains(eff.Resets, tlm) {
		t.Fatal("Rule1 resets timeLastMotion")
	}
	// Exactly 1 s later is not within 1 s.
	st.Vals[light] = 0
	val.Delay(big.NewRat(1, 1))
	if err := r.Fire(&st, val, motion, pick{0: 0}, eff); err != nil {
		t.Fatal(err)
	}
	if st.Vals[light] != 0 {
		t.Fatal("motion exactly 1 s after the last one counted as within 1 s")
	}
}

func fireSrc(t *testing.T, src, stim string) (*ta.Program, ta.State, *ta.Effects, error) {
	t.Helper()
	p := parseChecked(t, "t.ta", src)
	m := NewMachine(p, nil)
	st := m.Initial()
	eff := ta.NewEffects(p)
	err := m.NewRunner().Fire(&st, NewValuation(p.NumClocks()), p.LookupStimulus(stim), pick{}, eff)
	return p, st, eff, err
}

func TestRuntimeErrors(t *testing.T) {
	tests := []struct{ name, src, msg, pos string }{
		{"range", "var n: 0..3 = 3\nevent E\nrule R on E { n = n + 1 }", "n = 4 is outside its range 0..3", "3:15"},
		{"division", "var n: 0..3\nevent E\nrule R on E { n = 3 / n }", "division by zero", "3:19"},
		{"cascade", "var a: 0..1\nvar b: 0..1\nevent E\nrule R on E { a = 1 - a }\nrule A on change a { b = 1 - b }\nrule B on change b { a = 1 - a }", "without end", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := fireSrc(t, tc.src, "E")
			var re *ta.RuntimeError
			if !errors.As(err, &re) {
				t.Fatalf("error %v, want a runtime error", err)
			}
			if !strings.Contains(re.Msg, tc.msg) {
				t.Fatalf("message %q does not say %q", re.Msg, tc.msg)
			}
			if tc.pos != "" && re.Pos.String() != "t.ta:"+tc.pos {
				t.Fatalf("position %s, want t.ta:%s", re.Pos, tc.pos)
			}
		})
	}
}

func TestRuleOrderAndCalls(t *testing.T) {
	// Rules with the same trigger run in declaration order and see what
	// earlier ones wrote; a disabled rule ignores its trigger but runs
	// when called; what a rule causes (a change, a call) is queued in the
	// order it happens, behind the rules already queued.
	src := `var n: 0..100
var trace: 0..10000
event E
rule First on E { n = 1  trace = trace * 10 + 1  run Off }
rule Second on E { if n == 1 { trace = trace * 10 + 2 } }
rule Off disabled on E { trace = trace * 10 + 3 }
rule OnN on change n { trace = trace * 10 + 4 }
`
	p, st, eff, err := fireSrc(t, src, "E")
	if err != nil {
		t.Fatal(err)
	}
	// First (1) sets n, queueing OnN, then calls Off; Second (2) runs,
	// Off skips E because it is disabled; then OnN (4) and the call (3).
	if got := st.Vals[p.LookupVar("trace")]; got != 1243 {
		t.Fatalf("trace %d, want 1243 (First, Second, OnN, Off)", got)
	}
	if got := names(p, eff.Rules); !slices.Equal(got, []string{"First", "Second", "OnN", "Off"}) {
		t.Fatalf("rules %v", got)
	}
}

func TestDisableStopsTrigger(t *testing.T) {
	src := `var n: 0..9
event E
rule A on E { disable B  n = n + 1 }
rule B on E { n = n + 5 }
`
	p, st, eff, err := fireSrc(t, src, "E")
	if err != nil {
		t.Fatal(err)
	}
	if st.Vals[p.LookupVar("n")] != 1 || !st.RuleOff[1] {
		t.Fatalf("n = %d, B off %v: B must not run once disabled", st.Vals[0], st.RuleOff[1])
	}
	if !eff.Reads.Has(p.LocRule(1)) || !eff.Writes.Has(p.LocRule(1)) {
		t.Fatal("B's enabled flag is written by A and read when E is dispatched to B")
	}
}

func TestValuationNeverReset(t *testing.T) {
	v := NewValuation(3)
	// Clocks 1 and 2 were never reset: larger than any constant, equal to
	// each other.
	if !v.Holds(ta.ClockAtom{X: 1, Y: -1, Op: ta.OpGt, C: 1 << 40}) || v.Holds(ta.ClockAtom{X: 1, Y: -1, Op: ta.OpLe, C: 5}) {
		t.Fatal("a never-reset clock is not beyond every constant")
	}
	if !v.Holds(ta.ClockAtom{X: 1, Y: 2, Op: ta.OpEq, C: 0}) {
		t.Fatal("two never-reset clocks differ")
	}
	v.Delay(big.NewRat(7, 2))
	v.Reset(2)
	v.Delay(big.NewRat(1, 2))
	// clock 2 = 0.5; clock 1 - clock 2 is +infinity; the wall clock is 4.
	if !v.Holds(ta.ClockAtom{X: 2, Y: -1, Op: ta.OpLt, C: 1}) || !v.Holds(ta.ClockAtom{X: 1, Y: 2, Op: ta.OpGt, C: 1000}) || !v.Holds(ta.ClockAtom{X: 2, Y: 1, Op: ta.OpLt, C: -1000}) {
		t.Fatal("valuation after a reset")
	}
	if !v.Holds(ta.ClockAtom{X: ta.WallClock, Y: -1, Op: ta.OpEq, C: 4}) {
		t.Fatalf("wall %v, want 4", v.Now)
	}
}

func TestListIndexAssertLabels(t *testing.T) {
	src := `var i: -1..5
var n: 0..99
label big: n >= 10
event E, F, G when big
rule R on E { n = [10, 20, 30][i] + (if big then 1 else 0) }
rule S on F { assert !big  n = 50 }
rule T on G { n = 0 }
`
	p := parseChecked(t, "t.ta", src)
	m := NewMachine(p, nil)
	r := m.NewRunner()
	eff := ta.NewEffects(p)
	val := NewValuation(p.NumClocks())
	st := m.Initial()
	n, i := p.LookupVar("n"), p.LookupVar("i")
	G := p.LookupStimulus("G")
	if ok, err := m.Enabled(&st, val, G); ok || err != nil {
		t.Fatalf("G enabled with n = 0 (%v, %v)", ok, err)
	}
	st.Vals[i] = 2
	if err := r.Fire(&st, val, p.LookupStimulus("E"), pick{}, eff); err != nil || st.Vals[n] != 30 {
		t.Fatalf("n = %d (%v), want 30 = [10, 20, 30][2] + 0", st.Vals[n], err)
	}
	if err := r.Fire(&st, val, p.LookupStimulus("E"), pick{}, eff); err != nil || st.Vals[n] != 31 {
		t.Fatalf("n = %d (%v), want 31 (big)", st.Vals[n], err)
	}
	if ok, err := m.Enabled(&st, val, G); !ok || err != nil {
		t.Fatalf("G disabled with n = 31 (%v)", err)
	}
	var re *ta.RuntimeError
	if err := r.Fire(&st, val, p.LookupStimulus("F"), pick{}, eff); !errors.As(err, &re) || !strings.Contains(re.Msg, "assertion failed: !big") {
		t.Fatalf("assert: %v", err)
	}
	st.Vals[i] = -1
	if err := r.Fire(&st, val, p.LookupStimulus("E"), pick{}, eff); !errors.As(err, &re) || !strings.Contains(re.Msg, "index -1 is outside 0..2") {
		t.Fatalf("index: %v", err)
	}
}

func TestRandom(t *testing.T) {
	p := parseChecked(t, "r.ta", "var n: 0..9\nevent E\nrule R on E { n = random 2..5 + random 0..1 }")
	m := NewMachine(p, nil)
	st := m.Initial()
	eff := ta.NewEffects(p)
	if err := m.NewRunner().Fire(&st, NewValuation(p.NumClocks()), 0, pick{-1: 1}, eff); err != nil {
		t.Fatal(err)
	}
	// pick gives lo+1 for each: 3 + 1.
	if st.Vals[0] != 4 || !slices.Equal(eff.Randoms, []int64{3, 1}) {
		t.Fatalf("n = %d, randoms %v; want 4 and [3 1]", st.Vals[0], eff.Randoms)
	}
}
