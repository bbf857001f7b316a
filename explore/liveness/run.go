package liveness

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// Options are a check's settings.
type Options struct {
	Algorithm Algorithm
	// MaxStates stops the check after this many product states (0: no
	// limit); the answer is then unknown.
	MaxStates int
	// Ctx stops the check when done (nil: never); the answer is then
	// unknown.
	Ctx context.Context
	// MaxMemory stops the check when the heap passes this many bytes (0:
	// no limit); the answer is then unknown.
	MaxMemory int64
	// Zone is the zone graph's extrapolation and bounds (its covering,
	// limits and workers are not used: nodes are compared by equality).
	Zone zone.Options
}

// Verdicts.
const (
	Holds    = "holds"
	Violated = "violated"
	Unknown  = "unknown"
)

// Outcome is a check's answer.
type Outcome struct {
	Prop    *Property
	Verdict string
	// Lasso is the counterexample (Violated), in the product's states.
	Lasso *Lasso[State]
	// Trace is the lasso concretised and replayed in the concrete
	// interpreter for two rounds of its cycle: Steps[CycleAt:RoundAt]
	// is the first round, Steps[RoundAt:] the second; both start and end
	// in the cycle's first state. Nil unless Violated.
	Trace            *explore.Trace
	CycleAt, RoundAt int
	// Rounds are when the replay is in the cycle's first state: the
	// first round's start, the second's, and the second's end. They are
	// the concretised path's instants, not its steps': a cycle of wraps
	// alone (time passes, nothing happens) has no step.
	Rounds        [3]*big.Rat
	States, Edges int
	Errors        int   // transitions that ran into a runtime error (finite runs, not followed)
	FirstError    error // the first of them
	Extrapolation string
	m             *explore.Model
}

// Check runs the check of prop on m, a model of a program Prepare made
// (with no horizon).
func CheckModel(m *explore.Model, prop *Property, opt Options) (*Outcome, error) {
	out, err := check1(m, prop, opt)
	if err != nil && zone.Escaped(err) {
		// As zone.Explore: impossible if the bounds analysis is right, and
		// sound with the global bounds.
		opt.Zone.GlobalBounds = true
		out, err = check1(m, prop, opt)
	}
	return out, err
}

func check1(m *explore.Model, prop *Property, opt Options) (*Outcome, error) {
	g, err := NewZones(m, prop, opt.Zone)
	if err != nil {
		return nil, err
	}
	var stop func() bool
	if opt.Ctx != nil || opt.MaxMemory > 0 {
		stop = func() bool {
			return opt.Ctx != nil && opt.Ctx.Err() != nil || opt.MaxMemory > 0 && explore.HeapBytes() > opt.MaxMemory
		}
	}
	res, err := Check[State](g, opt.Algorithm, opt.MaxStates, stop)
	if err != nil {
		return nil, err
	}
	out := &Outcome{Prop: prop, States: res.States, Edges: res.Edges, Errors: res.Errors, FirstError: res.First, Lasso: res.Lasso, m: m}
	switch {
	case res.Lasso != nil:
		out.Verdict = Violated
		if err := out.replay(g); err != nil {
			return nil, err
		}
	case res.Complete:
		out.Verdict = Holds
	default:
		out.Verdict = Unknown
	}
	return out, nil
}

// replay concretises the lasso for two rounds of its cycle, replays it in
// the concrete interpreter, and checks what the replay went through: the
// cycle's first state at the start and end of each round, time passing
// in each round, and the property's side of the cycle in every state of
// both rounds (the labels somewhere in each round, or the target
// nowhere).
func (o *Outcome) replay(g *Zones) error {
	l := o.Lasso
	all := slices.Concat(l.Stem, l.Cycle, []Step[State]{l.Loop}, l.Cycle[1:], []Step[State]{l.Loop})
	var hops []ztrace.Hop
	// replayed[k]: how many replay steps (stimuli) the path has after its
	// k-th state.
	replayed := make([]int, len(all))
	n := 0
	for k, s := range all {
		hops = append(hops, s.State.hop(s.Label.Stim))
		if k > 0 && s.Label.Stim >= 0 {
			n++
		}
		replayed[k] = n
	}
	c, err := ztrace.Concretise(o.m, g.sem.Init(), hops, nil, 0, 0)
	if err != nil {
		return err
	}
	if c.Err != nil {
		return fmt.Errorf("%w: the counterexample of %q: %v", zone.ErrTrace, o.Prop.Name, c.Err)
	}
	tr := c.Trace()
	head := len(l.Stem)
	ends := []int{head, head + len(l.Cycle), len(all) - 1}
	o.CycleAt, o.RoundAt = replayed[ends[0]], replayed[ends[1]]
	// The state after the path's k-th state, in the replay.
	stateAt := func(k int) *ta.State {
		if i := replayed[k]; i > 0 {
			return &tr.Steps[i-1].State
		}
		st, _, _ := o.m.Initial()
		return &st
	}
	// The time of the path's k-th state is when its hop is taken, a wrap
	// included: the replay step before it (the last stimulus) may be a
	// round or more earlier when the cycle has no stimulus.
	timeAt := func(k int) *big.Rat { return c.At[k] }
	// metAt reports whether code holds while the run is in the path's
	// k-th state: at every instant from its hop to the next one when the
	// property reads the time of day (read on the replay's calendar, at
	// the instants that tell, without the check's cells), else in the
	// state.
	metAt := func(k int, code *interp.Code) (bool, error) {
		if !g.timed {
			return g.holds(stateAt(k), code, 0)
		}
		to := timeAt(k)
		if k+1 < len(all) {
			to = timeAt(k + 1)
		}
		var bad error
		for _, t := range instants(c.Model.Bind, g.atoms, timeAt(k), to) {
			v, err := c.Model.Mach.EvalCode(stateAt(k), wallAt{t, &bad}, code)
			if err == nil {
				err = bad
			}
			if err != nil || v != 0 {
				return v != 0, err
			}
		}
		return false, nil
	}
	want := &l.Cycle[0].State.Z.Disc
	for _, k := range ends {
		if !sameState(stateAt(k), want) {
			return fmt.Errorf("%w: the counterexample of %q: the replay is not back at the cycle's first state after step %d", zone.ErrTrace, o.Prop.Name, replayed[k])
		}
	}
	// The tick fires once a round at least, a period or more after the
	// one before: two rounds take a period or more.
	if new(big.Rat).Sub(timeAt(ends[2]), timeAt(ends[0])).Cmp(big.NewRat(g.period, 1)) < 0 {
		return fmt.Errorf("%w: the counterexample of %q: less than %s passes in two rounds of its cycle", zone.ErrTrace, o.Prop.Name, ta.FormatDuration(g.period))
	}
	for r := 0; r < 2; r++ {
		from, to := ends[r], ends[r+1]
		conds := g.each
		if conds == nil {
			conds = []*interp.Code{g.want}
		}
		for _, code := range conds {
			met := false
			for k := from; k <= to; k++ {
				v, err := metAt(k, code)
				if err != nil {
					return err
				}
				met = met || v
			}
			switch {
			case o.Prop.Kind == LeadsTo && met:
				return fmt.Errorf("%w: the counterexample of %q: its cycle meets the target", zone.ErrTrace, o.Prop.Name)
			case o.Prop.Kind == Buchi && !met:
				return fmt.Errorf("%w: the counterexample of %q: a round of its cycle has no state with the labels", zone.ErrTrace, o.Prop.Name)
			}
		}
	}
	for r, k := range ends {
		o.Rounds[r] = timeAt(k)
	}
	o.Trace = tr
	return nil
}

// sameState reports whether the replay's state a, just after a step, is
// the zone graph's b but for which schedules fired at that instant
// (ta.State.Fired): the graph stores its states closed under time
// passing, which clears them, and a state of the cycle is one time may
// pass from (the wrap, or the tick, is on the cycle).
func sameState(a, b *ta.State) bool {
	x, y := *a, *b
	x.Fired, y.Fired = nil, nil
	return x.Equal(&y)
}
