package trace

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// Step is one stimulus of a concrete trace: what happened at which exact
// time, what it did, and the state after it.
type Step struct {
	At      *big.Rat // seconds since the start
	Stim    int
	Choices []int // classes of the factors read, in reading order
	Factors []ta.FactorChoice
	Randoms []int64 // values of the random expressions evaluated, in order
	Rules   []int
	Changes []Change
	Emits   []string
	Timers  []TimerChange
	State   ta.State // after the step
	Err     *ta.RuntimeError
}

// Change is a variable's change in one step.
type Change struct {
	Var      int
	Old, New int64
}

// TimerChange is a timer queued or dropped by one step.
type TimerChange struct {
	Timer  int
	Window int // -1: no longer queued
}

// Trace is a concrete, timestamped run from the start state.
type Trace struct {
	Steps []Step
	End   *big.Rat // the time of the final state (after the last step's delay, if any)
	Final ta.State
	Obs   []bool
	Val   *interp.Valuation
	// Cal is the calendar the trace was replayed with when the
	// exploration left the sun times open (ta.Calendar.Ranges): the sun
	// times the trace picked; Sun says them in words. Nil otherwise.
	Cal *ta.Calendar
	Sun string
}

// To builds the concrete trace that reaches state i (and, for a
// runtime error, runs the failing stimulus from it), choosing for each
// delay a rational time that lands in the region the explorer recorded,
// and checking every step against the stored states. It then replays the
// trace independently (Replay) and checks that it ends in the same state.
func To(r *Result, i uint32, failing *Label) (*Trace, error) {
	m := r.Model
	path := r.Path(i)
	st, obs, val := m.Initial()
	runner := m.Mach.NewRunner()
	eff := ta.NewEffects(m.Prog)
	want := m.Mach.Initial()
	wantObs := make([]bool, len(m.Timed))
	wantReg := m.Layout.NewRegion()
	gotReg := m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	check := func(at uint32) error {
		m.Encoding().Decode(r.Store.Key(at), r.Store.Wall(at), buf, &want, wantObs, wantReg)
		m.RegionOf(val, gotReg)
		if !st.Equal(&want) || !slices.Equal(obs, wantObs) || !gotReg.Equal(wantReg) {
			return fmt.Errorf("explore: internal error: the trace to state %d does not replay (the concrete run reached a different state); please report this", at)
		}
		return nil
	}
	vc := model.ValClocks{Valuation: val}
	if err := m.Settle(&st, vc, obs); err != nil {
		return nil, err
	}
	if err := check(path[0]); err != nil {
		return nil, err
	}
	tr := &Trace{}
	run := func(l Label) (*Step, error) {
		pre, preVal := st.Clone(), val.Clone()
		step := &Step{At: new(big.Rat).Set(val.Now), Stim: l.Stim, Choices: l.Choices}
		err := runner.Fire(&st, vc, l.Stim, &fixedChoices{choices: l.Choices}, eff)
		describe(step, &pre, &st, eff, m.Prog)
		if err == nil {
			err = m.Observe(&pre, preVal, &st, vc, obs, eff)
		}
		if err == nil {
			err = m.Settle(&st, vc, obs)
		}
		step.State = st.Clone()
		return step, err
	}
	for k := 1; k < len(path); k++ {
		l := r.Labels[r.Store.Label(path[k])]
		if l.Stim < 0 {
			d, ok := m.Layout.DelayToNext(val.Values(m.BigValue()))
			if !ok {
				return nil, fmt.Errorf("explore: internal error: no delay leads to state %d", path[k])
			}
			val.Delay(d)
			m.Mach.Elapse(&st)
			if err := m.Settle(&st, vc, obs); err != nil {
				return nil, err
			}
		} else {
			step, err := run(l)
			if err != nil {
				return nil, fmt.Errorf("explore: internal error: replaying the trace to state %d: %v", path[k], err)
			}
			tr.Steps = append(tr.Steps, *step)
		}
		if err := check(path[k]); err != nil {
			return nil, err
		}
	}
	if failing != nil && failing.Stim < 0 {
		// The program failed evaluating an urgent or progress condition
		// in the last state: the path is the whole trace.
		tr.End = new(big.Rat).Set(val.Now)
		tr.Final, tr.Obs, tr.Val = st, obs, val
		return tr, nil
	}
	if failing != nil {
		var step *Step
		_, err := m.Mach.Enabled(&st, vc, failing.Stim)
		if err != nil {
			// The stimulus's guard itself fails.
			step = &Step{At: new(big.Rat).Set(val.Now), Stim: failing.Stim, State: st.Clone()}
		} else {
			step, err = run(*failing)
		}
		re, ok := err.(*ta.RuntimeError)
		if !ok {
			return nil, fmt.Errorf("explore: internal error: the failing stimulus does not fail when replayed (%v)", err)
		}
		step.Err = re
		tr.Steps = append(tr.Steps, *step)
	}
	tr.End = new(big.Rat).Set(val.Now)
	tr.Final, tr.Obs, tr.Val = st, obs, val

	// An independent check: replay the concrete trace with arbitrary
	// delays and the concrete semantics' own rules about urgency.
	got, err := Replay(m, tr.ReplaySteps(), tr.End, nil)
	if failing != nil {
		if _, ok := err.(*ta.RuntimeError); !ok {
			return nil, fmt.Errorf("explore: internal error: the trace's failing step does not fail on replay (%v)", err)
		}
		return tr, nil
	}
	if err != nil {
		return nil, fmt.Errorf("explore: internal error: the trace does not replay: %v", err)
	}
	m.RegionOf(got.Val, gotReg)
	m.RegionOf(val, wantReg)
	if !got.State.Equal(&st) || !slices.Equal(got.Obs, obs) || !gotReg.Equal(wantReg) {
		return nil, fmt.Errorf("explore: internal error: the trace replays to a different state")
	}
	roundTimes(m, tr)
	return tr, nil
}

// describe fills in what a step did, by comparing the states before and after.
func describe(step *Step, pre, post *ta.State, eff *ta.Effects, p *ta.Program) {
	step.Rules = append([]int(nil), eff.Rules...)
	step.Factors = append([]ta.FactorChoice(nil), eff.Factors...)
	step.Randoms = append([]int64(nil), eff.Randoms...)
	for v := range pre.Vals {
		if pre.Vals[v] != post.Vals[v] {
			step.Changes = append(step.Changes, Change{Var: v, Old: pre.Vals[v], New: post.Vals[v]})
		}
	}
	stmts := p.Stmts()
	for _, id := range eff.Emits {
		step.Emits = append(step.Emits, stmts[id].(*ta.Emit).Name)
	}
	fired := -1
	if st := p.Stimuli()[step.Stim]; st.Kind == ta.StimTimer {
		fired = st.Index
	}
	for t := range pre.Timers {
		if t == fired && post.Timers[t] == 0 {
			continue // the step is this timer firing
		}
		if post.Timers[t] != pre.Timers[t] || (post.Timers[t] != 0 && restarted(eff, p, t)) {
			step.Timers = append(step.Timers, TimerChange{Timer: t, Window: int(post.Timers[t]) - 1})
		}
	}
}

// restarted reports whether the step reset timer t's clock (a restart that
// leaves the same window queued still moves the deadline).
func restarted(eff *ta.Effects, p *ta.Program, t int) bool {
	return slices.Contains(eff.Resets, p.Timers[t].ClockIndex) && eff.Writes.Has(p.LocTimer(t))
}

// ReplayStep is what a replay needs of a step: when, which stimulus, and
// the class of each environmental factor it read.
type ReplayStep struct {
	At      *big.Rat
	Stim    int
	Factors []ta.FactorChoice
	Randoms []int64
	Pos     ta.Pos // where the step is written, when it comes from a file
	// Default takes the first class of every factor and the lowest value
	// of every random expression the step meets (a firing whose choices do
	// not matter to the trace, such as another loop's timer).
	Default bool
}

// stepError says what is wrong with a step, where it is written if known.
func stepError(s ReplayStep, i int, format string, args ...any) error {
	msg := fmt.Sprintf("step %d: ", i+1) + fmt.Sprintf(format, args...)
	if s.Pos.IsValid() {
		return ta.ErrorList{{Pos: s.Pos, Msg: msg}}
	}
	return fmt.Errorf("%s", msg)
}

// ReplaySteps returns the steps in the form Replay takes.
func (t *Trace) ReplaySteps() []ReplayStep {
	out := make([]ReplayStep, len(t.Steps))
	for i, s := range t.Steps {
		out[i] = ReplayStep{At: s.At, Stim: s.Stim, Factors: s.Factors, Randoms: s.Randoms}
	}
	return out
}

// Replayed is the outcome of a replay.
type Replayed struct {
	State ta.State
	Obs   []bool
	Val   *interp.Valuation
	Steps []Step
}

// Replay runs steps in the concrete semantics from the model's start
// state, with exact real-valued time and nothing from the region engine:
// before each step time passes to the step's instant, which is allowed
// only if no timer or schedule falls due on the way and no urgent
// condition holds; the step's stimulus must then be enabled. After the
// last step time passes to end. visit, when not nil, sees every step.
// A runtime error of the program is returned as a *ta.RuntimeError.
func Replay(m *Model, steps []ReplayStep, end *big.Rat, visit func(i int, s *Step)) (*Replayed, error) {
	st, obs, val := m.Initial()
	vc := model.ValClocks{Valuation: val}
	runner := m.Mach.NewRunner()
	eff := ta.NewEffects(m.Prog)
	if err := m.Settle(&st, vc, obs); err != nil {
		return nil, err
	}
	out := &Replayed{}
	for i, s := range steps {
		if err := Advance(m, &st, vc, obs, s.At); err != nil {
			return nil, stepError(s, i, "%v", err)
		}
		if s.Stim < 0 || s.Stim >= len(m.Prog.Stimuli()) {
			return nil, stepError(s, i, "no such stimulus")
		}
		if ok, err := m.Mach.Enabled(&st, vc, s.Stim); err != nil {
			return out, err
		} else if !ok {
			return nil, stepError(s, i, "%s cannot happen at %s", m.Prog.Stimuli()[s.Stim].Name, m.ClockText(val.Now))
		}
		pre, preVal := st.Clone(), val.Clone()
		step := Step{At: new(big.Rat).Set(val.Now), Stim: s.Stim}
		ch := &factorChoices{given: s.Factors, randoms: s.Randoms, lenient: s.Default}
		err := runner.Fire(&st, vc, s.Stim, ch, eff)
		if len(ch.missing) > 0 {
			return nil, stepError(s, i, "%s reads %s, for which the trace gives no value", m.Prog.Stimuli()[s.Stim].Name, m.Prog.Factors[ch.missing[0]].Name)
		}
		if ch.short || len(ch.randoms) > 0 {
			return nil, stepError(s, i, "the random values the trace records do not match the random choices %s makes", m.Prog.Stimuli()[s.Stim].Name)
		}
		describe(&step, &pre, &st, eff, m.Prog)
		if err == nil {
			err = m.Observe(&pre, preVal, &st, vc, obs, eff)
		}
		if err == nil {
			err = m.Settle(&st, vc, obs)
		}
		step.State = st.Clone()
		if re, ok := err.(*ta.RuntimeError); ok {
			step.Err = re
		}
		if visit != nil {
			visit(i, &step)
		}
		out.Steps = append(out.Steps, step)
		if err != nil {
			return out, err
		}
		ok, err := m.Mach.Progress(&st, vc)
		if err != nil {
			return out, err
		}
		if !ok {
			return out, stepError(s, i, "it leads to a state that violates a progress condition")
		}
	}
	if end != nil {
		if err := Advance(m, &st, vc, obs, end); err != nil {
			return out, fmt.Errorf("at the end: %v", err)
		}
	}
	out.State, out.Obs, out.Val = st, obs, val
	return out, nil
}

// Advance lets time pass until to, checking that nothing had to happen
// on the way (a state, its observers and a concrete valuation, as a
// replay and the tests' random runs hold them).
func Advance(m *Model, st *ta.State, vc model.ValClocks, obs []bool, to *big.Rat) error {
	now := vc.Now
	switch now.Cmp(to) {
	case 1:
		return fmt.Errorf("time goes backwards (from %s to %s)", m.ClockText(now), m.ClockText(to))
	case 0:
		return nil
	}
	if h := m.Cfg.Cal.Horizon; h > 0 && to.Cmp(big.NewRat(h, 1)) > 0 {
		return fmt.Errorf("%s is after the horizon", m.ClockText(to))
	}
	urgent, err := m.Mach.Urgent(st, vc)
	if err != nil {
		return err
	}
	if urgent {
		return fmt.Errorf("time cannot pass at %s: a timer or schedule is due or an urgent condition holds", m.ClockText(now))
	}
	for t, w := range st.Timers {
		if w == 0 {
			continue
		}
		tm := m.Prog.Timers[t]
		// The timer's deadline, in seconds since the start.
		dl := new(big.Rat).Add(new(big.Rat).Sub(now, vc.Value(tm.ClockIndex)), big.NewRat(tm.Windows[w-1].Hi, 1))
		if dl.Cmp(to) < 0 {
			return fmt.Errorf("timer %s is due at %s, before %s", tm.Name, m.ClockText(dl), m.ClockText(to))
		}
	}
	if m.Bind != nil {
		for s, occ := range m.Bind.Occur {
			for _, o := range occ {
				or := big.NewRat(o, 1)
				if or.Cmp(now) > 0 && or.Cmp(to) < 0 {
					return fmt.Errorf("%s is due at %s, before %s", m.Prog.Schedules()[s].Name, m.ClockText(or), m.ClockText(to))
				}
			}
		}
	}
	if err := checkDelay(m, st, vc, to); err != nil {
		return err
	}
	vc.Delay(new(big.Rat).Sub(to, now))
	m.Mach.Elapse(st)
	if err := m.Settle(st, vc, obs); err != nil {
		return err
	}
	ok, err := m.Mach.Progress(st, vc)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("a progress condition is violated at %s", m.ClockText(to))
	}
	return nil
}

// checkDelay checks the conditions that must hold while time passes from
// vc's now to to, not only at its ends: no urgent condition holds (and
// no timer or schedule is due) at any instant strictly between, and
// every progress condition holds throughout. Clock conditions change
// truth only where a clock crosses a constant it is compared with (the
// program's clock atoms, the queued timers' windows; the wall clock's
// are the binding's times of day), so the delay is checked at each such
// instant and inside each interval between them. The last interval, the one that
// ends at to, is exempt from urgency: a condition entered through a
// strict bound (x > c) holds on all of it, and a step taken "just after"
// c lies in it, as the region engine takes it.
func checkDelay(m *Model, st *ta.State, vc model.ValClocks, to *big.Rat) error {
	now := vc.Now
	span := new(big.Rat).Sub(to, now)
	var cuts []*big.Rat // delays in (0, span)
	cut := func(d *big.Rat) {
		if d.Sign() > 0 && d.Cmp(span) < 0 {
			cuts = append(cuts, d)
		}
	}
	for _, a := range m.Prog.Atoms() {
		if a.Diagonal() || a.X == ta.WallClock {
			continue // a difference does not change as time passes
		}
		if v := vc.Value(a.X); v != nil { // unset: above every constant for good
			cut(new(big.Rat).Sub(big.NewRat(a.C, 1), v))
		}
	}
	for t, w := range st.Timers {
		if w == 0 {
			continue
		}
		tm := m.Prog.Timers[t]
		if v := vc.Value(tm.ClockIndex); v != nil {
			win := tm.Windows[w-1]
			cut(new(big.Rat).Sub(big.NewRat(win.Lo, 1), v))
			cut(new(big.Rat).Sub(big.NewRat(win.Hi, 1), v))
		}
	}
	if m.Bind != nil {
		for _, c := range m.Bind.WallConstants() {
			cut(new(big.Rat).Sub(big.NewRat(c, 1), now))
		}
	}
	slices.SortFunc(cuts, func(a, b *big.Rat) int { return a.Cmp(b) })
	cuts = slices.CompactFunc(cuts, func(a, b *big.Rat) bool { return a.Cmp(b) == 0 })
	type point struct {
		d       *big.Rat
		urgency bool // checked for urgency (not in the last interval)
	}
	var points []point
	prev := new(big.Rat)
	for _, c := range cuts {
		mid := new(big.Rat).Quo(new(big.Rat).Add(prev, c), big.NewRat(2, 1))
		points = append(points, point{mid, true}, point{c, true})
		prev = c
	}
	points = append(points, point{new(big.Rat).Quo(new(big.Rat).Add(prev, span), big.NewRat(2, 1)), false})
	w := st.Clone()
	m.Mach.Elapse(&w)
	for _, pt := range points {
		at := model.ValClocks{Valuation: vc.Valuation.Clone()}
		at.Delay(pt.d)
		if pt.urgency {
			urgent, err := m.Mach.Urgent(&w, at)
			if err != nil {
				return err
			}
			if urgent {
				return fmt.Errorf("time cannot pass at %s, before %s: a timer or schedule is due or an urgent condition holds", m.ClockText(at.Now), m.ClockText(to))
			}
		}
		ok, err := m.Mach.Progress(&w, at)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("a progress condition is violated at %s, before %s", m.ClockText(at.Now), m.ClockText(to))
		}
	}
	return nil
}

// StateText prints a state's variables and running timers on one line, as
// reports name them (see ta.Display).
func StateText(m *Model, st *ta.State) string {
	parts, timers := StateList(m, st)
	for _, t := range timers {
		parts = append(parts, "timer "+t+" running")
	}
	return strings.Join(parts, " ")
}

// StateList is StateText as lists, for JSON: every variable as
// NAME=VALUE (as a report's trace steps give a state) but a front end's
// internal ones (ta.Var.Internal), and the names of the timers running.
func StateList(m *Model, st *ta.State) (vars, timers []string) {
	vars, timers = []string{}, []string{}
	for i, v := range m.Prog.Vars {
		if v.Internal {
			continue
		}
		vars = append(vars, fmt.Sprintf("%s=%s", v.DisplayName(), ShowValue(v, st.Vals[i])))
	}
	for t, w := range st.Timers {
		if w != 0 {
			timers = append(timers, m.Prog.Timers[t].DisplayName())
		}
	}
	return vars, timers
}

// ViolatedAt returns the names of the invariants a replayed run's final
// state violates.
func ViolatedAt(m *Model, r *Replayed) ([]string, error) {
	var out []string
	urgent, err := m.Mach.Urgent(&r.State, model.ValClocks{Valuation: r.Val})
	if err != nil {
		return nil, err
	}
	for _, p := range m.Props {
		if urgent && !p.Transient {
			continue
		}
		bad, err := m.Violates(p, &r.State, model.ValClocks{Valuation: r.Val}, r.Obs)
		if err != nil {
			return nil, err
		}
		if bad {
			out = append(out, p.Name)
		}
	}
	return out, nil
}

// RunGroup is a block of consecutive rule runs of one step that repeats
// Times times in a row (see FoldRuns).
type RunGroup struct {
	Rules []string
	Times int
}

// minFoldTimes is how often a block must repeat before FoldRuns folds
// it: twice in a row reads fine written out.
const minFoldTimes = 3

// maxFoldBlock is the longest block FoldRuns looks for: rule chains that
// run each other in a cycle are short.
const maxFoldBlock = 16

// FoldRuns folds the rules a step ran into blocks that repeat, so that a
// runaway (rules that trigger each other 10,000 times in one instant)
// reads as "[A, B] ×5000" instead of 10,000 names. From each position it
// takes the block that covers the most runs by repeating at least
// minFoldTimes times (the shortest such block on a tie); runs that repeat
// no block go one by one. Joining the groups' rules, each Times times,
// gives back rules.
func FoldRuns(rules []string) []RunGroup {
	var out []RunGroup
	for i := 0; i < len(rules); {
		bestLen, bestTimes := 1, 1
		for l := 1; l <= maxFoldBlock && i+l*minFoldTimes <= len(rules); l++ {
			times := 1
			for i+(times+1)*l <= len(rules) && slices.Equal(rules[i+times*l:i+(times+1)*l], rules[i:i+l]) {
				times++
			}
			if times >= minFoldTimes && l*times > bestLen*bestTimes {
				bestLen, bestTimes = l, times
			}
		}
		if bestTimes == 1 {
			// Runs that repeat nothing join the previous unrepeated group.
			if n := len(out); n > 0 && out[n-1].Times == 1 {
				out[n-1].Rules = append(out[n-1].Rules, rules[i])
			} else {
				out = append(out, RunGroup{Rules: []string{rules[i]}, Times: 1})
			}
			i++
			continue
		}
		out = append(out, RunGroup{Rules: rules[i : i+bestLen], Times: bestTimes})
		i += bestLen * bestTimes
	}
	return out
}

// FoldedRuns is FoldRuns as text: "A, [B, C] ×5000, D".
func FoldedRuns(rules []string) string {
	var parts []string
	for _, g := range FoldRuns(rules) {
		s := strings.Join(g.Rules, ", ")
		switch {
		case g.Times == 1:
		case len(g.Rules) == 1:
			s = fmt.Sprintf("%s ×%d", s, g.Times)
		default:
			s = fmt.Sprintf("[%s] ×%d", s, g.Times)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}
