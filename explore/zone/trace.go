package zone

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Traces. Each node records how it was reached from its parent (transit):
// the constraints the run's clock answers chose and the resets it made,
// in order, then the delay and its invariant, and the phases of
// obligations closed as time passed. The path from the start to a node is
// a symbolic path (zones.Path) over the exact zones, whatever
// extrapolation the search used; zones.Concretise turns it into exact
// times (whole seconds where the zones allow, else the simplest
// rationals), and the stimuli at those times, with the factors' classes
// and random values the runs took, are replayed by explore.Replay in the
// concrete interpreter, which knows nothing of zones. A trace is reported
// only if the replay reaches what the search found; otherwise it is an
// internal error.

// ErrTrace wraps a trace that does not replay: an internal error of the
// zone engine, never a finding.
var ErrTrace = errors.New("zone: internal error: a trace does not replay")

// concrete is a concretised and replayed path.
type concrete struct {
	steps []explore.ReplayStep
	end   *big.Rat
	rep   *explore.Replayed
	err   error // the replay's error
	// With sun ranges: the calendar of the sun times the run takes, and
	// them in words.
	cal   *ta.Calendar
	sun   string
	model *explore.Model // replayed over: r.Model, or with the sun times picked
}

// segments turns a phase into zones.Steps: a guard cannot follow a reset
// in one step, so each reset followed by a constraint starts a new step
// (at the same instant: the steps before the last are urgent).
func segments(ph phase) []zones.Step {
	var out []zones.Step
	cur := zones.Step{Urgent: true}
	resets := false
	for _, o := range ph.ops {
		if o.reset > 0 {
			cur.Resets = append(cur.Resets, zones.Reset{Clock: o.reset})
			resets = true
			continue
		}
		if resets {
			out = append(out, cur)
			cur, resets = zones.Step{Urgent: true}, false
		}
		cur.Guard = append(cur.Guard, o.c)
	}
	cur.Inv, cur.Urgent = ph.inv, !ph.delay
	return append(out, cur)
}

// concretise finds exact times for the path to node i, followed by the
// run extra of stimulus stim if not nil, with final holding at the end,
// and replays it.
func (r *Result) concretise(i int, extra *transit, stim int, final []zones.Constraint) (*concrete, error) {
	var chain []int
	for k := i; k >= 0; k = r.nodes[k].parent {
		chain = append(chain, k)
	}
	slices.Reverse(chain)
	path := &zones.Path{N: r.init.Clocks(), Init: r.init, Urgent: true, Final: final}
	type mark struct {
		step int
		stim int
		tr   *transit
	}
	var marks []mark
	addTransit := func(tr *transit, stim int) {
		if stim >= 0 {
			marks = append(marks, mark{len(path.Steps), stim, tr})
		}
		for _, ph := range tr.phases {
			path.Steps = append(path.Steps, segments(ph)...)
		}
	}
	for _, k := range chain {
		addTransit(r.nodes[k].tr, r.nodes[k].stim)
	}
	if extra != nil {
		addTransit(extra, stim)
	}
	run, err := zones.Concretise(path)
	if err != nil {
		return nil, fmt.Errorf("%w: concretising the path to node %d: %v", ErrTrace, i, err)
	}
	wall := ta.WallClock + 1
	c := &concrete{end: run.End[wall]}
	for _, mk := range marks {
		c.steps = append(c.steps, explore.ReplayStep{At: run.Before[mk.step][wall], Stim: mk.stim,
			Factors: mk.tr.factors, Randoms: mk.tr.randoms})
	}
	m := r.Model
	if len(m.Bind.Sun) > 0 {
		if m, err = r.sunModel(run.Start, c); err != nil {
			return nil, fmt.Errorf("%w: the path to node %d: %v", ErrTrace, i, err)
		}
	}
	c.model = m
	c.rep, c.err = explore.Replay(m, c.steps, c.end, nil)
	return c, nil
}

// sunModel returns the model with the sun times the concrete run's start
// values of the sun clocks stand for (start, by zone clock), for the
// replay, and notes them in c. A sun time is a whole second where the
// zones allow (zones.Concretise prefers integers); one that is not is an
// error, as the calendar and the trace files count in seconds.
func (r *Result) sunModel(start []*big.Rat, c *concrete) (*explore.Model, error) {
	m := r.Model
	cal := m.Cfg.Cal
	cal.Ranges = nil
	// Each day's times, from the day before the start's to the last: the
	// days without a clock take a time inside their span (it does not
	// matter which: nothing the run sees depends on it).
	last := int((cal.Start + cal.Horizon) / ta.SecondsPerDay)
	rng := m.Cfg.Cal.Ranges
	cal.Days = nil
	for d := -1; d <= last; d++ {
		// Within the day's own piece: the shape of its conditions (a
		// window that runs into the next day or not) is that piece's.
		cal.Days = append(cal.Days, ta.SunDay{Sunrise: rng.SpanOn(d, ta.Sunrise).Inner(), Sunset: rng.SpanOn(d, ta.Sunset).Inner()})
	}
	var words []string
	for k, sc := range m.Bind.Sun {
		x := m.Bind.SunBase + k
		t := m.Bind.SunTime(x, start[x+1])
		if !t.IsInt() {
			return nil, fmt.Errorf("the run needs a sun time between whole seconds (%s s)", t.RatString())
		}
		sec := t.Num().Int64()
		day := &cal.Days[sc.Day+1]
		if sc.Base == ta.Sunrise {
			day.Sunrise = sec
		} else {
			day.Sunset = sec
		}
		words = append(words, strings.Replace(m.SunClockName(x), "("+sc.Span.String()+")", "at "+ta.FormatClockTime(sec), 1))
	}
	cal.Sunrise, cal.Sunset = cal.Days[1].Sunrise, cal.Days[1].Sunset
	if last == 0 {
		// Within the start's day: the day before matters only through a
		// window that runs into it, whose end is the start day's time.
		prev := cal.Days[0]
		cal.Days = nil
		if prev.Sunrise != cal.Sunrise || prev.Sunset != cal.Sunset {
			cal.Days = []ta.SunDay{prev, {Sunrise: cal.Sunrise, Sunset: cal.Sunset}}
		}
	}
	cfg := m.Cfg
	cfg.Cal = cal
	cm, err := explore.NewModel(m.Prog, cfg)
	if err != nil {
		return nil, err
	}
	c.cal, c.sun = &cm.Cfg.Cal, strings.Join(words, ", ")
	return cm, nil
}

// Trace returns the replayed trace of violation v: concretised, replayed
// in the concrete interpreter, and checked to violate v's invariant at
// its end.
func (r *Result) Trace(v *Violation) (*explore.Trace, error) {
	c, err := r.concretise(v.Node, nil, -1, v.final)
	if err != nil {
		return nil, err
	}
	if c.err != nil {
		return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, v.Prop.Name, c.err)
	}
	names, err := explore.ViolatedAt(c.model, c.rep)
	if err != nil {
		return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, v.Prop.Name, err)
	}
	if !slices.Contains(names, v.Prop.Name) {
		return nil, fmt.Errorf("%w: the trace of %q ends at %s in a state that does not violate it", ErrTrace, v.Prop.Name, r.Model.ClockText(c.end))
	}
	return c.trace(), nil
}

// ErrorTrace returns the replayed trace of a runtime error: the path to
// the state the failing stimulus fires from, then the failing run, which
// must fail on replay (a failure as time passes ends the trace at the
// state).
func (r *Result) ErrorTrace(e RuntimeError) (*explore.Trace, error) {
	extra := e.run
	if e.Stim < 0 {
		extra = nil
	}
	c, err := r.concretise(e.Node, extra, e.Stim, nil)
	if err != nil {
		return nil, err
	}
	if e.Stim < 0 {
		if c.err != nil {
			return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, e.Err.Error(), c.err)
		}
		return c.trace(), nil
	}
	var re *ta.RuntimeError
	if !errors.As(c.err, &re) {
		return nil, fmt.Errorf("%w: the failing step of %q does not fail on replay (%v)", ErrTrace, e.Err.Error(), c.err)
	}
	tr := &explore.Trace{Steps: c.rep.Steps, End: c.end, Cal: c.cal, Sun: c.sun}
	if n := len(tr.Steps); n > 0 {
		tr.Final = tr.Steps[n-1].State
	}
	return tr, nil
}

func (c *concrete) trace() *explore.Trace {
	return &explore.Trace{Steps: c.rep.Steps, End: c.end, Final: c.rep.State, Obs: c.rep.Obs, Val: c.rep.Val, Cal: c.cal, Sun: c.sun}
}
