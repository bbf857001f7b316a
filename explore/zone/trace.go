package zone

import (
	"errors"
	"fmt"
	"slices"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Traces (package ztrace): each node records how it was reached from its
// parent (ztrace.Transit); the path to a node is concretised into exact
// times and replayed in the concrete interpreter, and a trace is reported
// only if the replay reaches what the search found.

// ErrTrace wraps a trace that does not replay: an internal error of the
// zone engine, never a finding (ztrace.ErrTrace).
var ErrTrace = ztrace.ErrTrace

// concretise finds exact times for the path to node i, followed by the
// run extra of stimulus stim if not nil, with final holding at the end
// (at the earliest time it can, with earliest: ztrace.Concretise with the
// result's unit), and replays it.
func (r *Result) concretise(i int, extra *ztrace.Transit, stim int, final []zones.Constraint, earliest bool) (*ztrace.Concrete, error) {
	var hops []ztrace.Hop
	for k := i; k >= 0; k = r.nodes[k].parent {
		hops = append(hops, ztrace.Hop{Stim: r.nodes[k].stim, Tr: r.nodes[k].tr})
	}
	slices.Reverse(hops)
	if extra != nil {
		hops = append(hops, ztrace.Hop{Stim: stim, Tr: extra})
	}
	unit := int64(0)
	if earliest {
		unit = r.unit
	}
	return ztrace.Concretise(r.Model, r.init, hops, final, unit, i)
}

// Trace returns the replayed trace of violation v: concretised at the
// earliest time v's path violates it, replayed in the concrete
// interpreter, and checked to violate v's invariant at its end.
func (r *Result) Trace(v *Violation) (*explore.Trace, error) {
	c, err := r.concretise(v.Node, nil, -1, v.final, true)
	if err != nil {
		return nil, err
	}
	if c.Err != nil {
		return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, v.Prop.Name, c.Err)
	}
	names, err := explore.ViolatedAt(c.Model, c.Rep)
	if err != nil {
		return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, v.Prop.Name, err)
	}
	if !slices.Contains(names, v.Prop.Name) {
		return nil, fmt.Errorf("%w: the trace of %q ends at %s in a state that does not violate it", ErrTrace, v.Prop.Name, r.Model.ClockText(c.End))
	}
	return c.Trace(), nil
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
	c, err := r.concretise(e.Node, extra, e.Stim, nil, false)
	if err != nil {
		return nil, err
	}
	if e.Stim < 0 {
		if c.Err != nil {
			return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, e.Err.Error(), c.Err)
		}
		return c.Trace(), nil
	}
	var re *ta.RuntimeError
	if !errors.As(c.Err, &re) {
		return nil, fmt.Errorf("%w: the failing step of %q does not fail on replay (%v)", ErrTrace, e.Err.Error(), c.Err)
	}
	tr := &explore.Trace{Steps: c.Rep.Steps, End: c.End, Cal: c.Cal, Sun: c.Sun}
	if n := len(tr.Steps); n > 0 {
		tr.Final = tr.Steps[n-1].State
	}
	return tr, nil
}
