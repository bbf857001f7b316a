package zone

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Semantics is the zone engine's semantics as a search.CoveringSemantics:
// the states Explore stores (a discrete state, the invariants' open
// obligations and an extrapolated zone), their successors, and its
// covering (aLU or inclusion, with the same bounds). It is not a second
// semantics: it runs the explorer's own expansion in the mode a worker
// uses (workers.go), which records the successors instead of storing them,
// and hands each recorded successor to the search as a state. So
// search.ReachCovering over a Semantics is the zone search written as a
// plain loop, which Explore, with its store of zones by wall-clock
// interval and its workers, is held to (TestExploreAgreesWithReachCovering).
//
// A Semantics is not safe for concurrent use: it has one explorer's
// scratch.
type Semantics struct {
	e  *explorer
	la *lookahead // the workers' record of stored discrete states: none, so every successor's state is copied
	z0 *zones.DBM // the start zone
	s0 ta.State   // the start state
	// transitions counts the successors computed and covered the
	// statements executed, as Result.Transitions and Result.Covered do.
	transitions int64
	covered     ta.Bits
}

// State is a symbolic state of the zone graph: what Explore stores as a
// node.
type State struct {
	// Disc is the discrete state, Obs the invariants' open obligations
	// (one per timed property: its pending flag), Zone the zone,
	// extrapolated as stored.
	Disc ta.State
	Obs  []bool
	Zone *zones.DBM
	pre  *zones.DBM    // the zone before extrapolation, which the invariants are checked on
	b    *zones.Bounds // its location's bounds, for covering
	viol []*explore.Property
	at   []zones.Bound   // per violated invariant, the earliest violating part's lower bound on the wall clock
	tr   *ztrace.Transit // the transition's record, for traces
}

// Violated are the invariants some valuation of s's zone (before
// extrapolation) violates, in the order of the model's properties.
func (s State) Violated() []*explore.Property { return s.viol }

// ViolatedFrom is the earliest time on the wall clock at which s's zone
// violates p, as the lower bound of a DBM (zones.DBM.At(0, wall): wall
// >= -b.Value(), or > when strict; the loosest is the earliest); false if
// s does not violate p.
func (s State) ViolatedFrom(p *explore.Property) (zones.Bound, bool) {
	if k := slices.Index(s.viol, p); k >= 0 {
		return s.at[k], true
	}
	return 0, false
}

var _ search.CoveringSemantics[State] = (*Semantics)(nil)

// NewSemantics sets m's zone semantics up with opt's covering,
// extrapolation and bounds (the limits, workers and progress of opt are
// the search's, not the semantics': they are ignored). Like Explore's
// search, Successors fails with an error when it meets a discrete state
// the per-location bounds analysis did not see; Explore then starts again
// with GlobalBounds, which the caller of a Semantics must do itself.
func NewSemantics(m *explore.Model, opt Options) (*Semantics, error) {
	e, z, st, err := newExplorer(m, opt)
	if err != nil {
		return nil, err
	}
	return &Semantics{e: e, la: &lookahead{}, z0: z, s0: st, covered: ta.NewBits(len(m.Prog.Stmts()))}, nil
}

// Starts implements search.CoveringSemantics: the start zone's parts
// where the progress conditions hold, closed under time passing, as
// Explore stores them.
func (s *Semantics) Starts(yield func(State) bool) error {
	st := s.s0.Clone()
	x, err := s.record(func() error { return s.e.start(&st, s.z0.Copy()) })
	if err != nil {
		return err
	}
	// Nothing at the start is a runtime error: start returns them.
	return s.states(x, func(_ search.Label, t State, _ error) bool { return yield(t) })
}

// Successors implements search.CoveringSemantics: Explore's expansion of
// a node, the successors in the order Explore commits them. A successor
// whose invariants' check runs into a runtime error is that error instead
// (Explore, which checks only the zones no stored one covers, may not
// meet it).
func (s *Semantics) Successors(t State, yield func(search.Label, State, error) bool) error {
	x, err := s.record(func() error { return s.e.expandFrom(0, t.Zone, &t.Disc, t.Obs) })
	if err != nil {
		return err
	}
	return s.states(x, yield)
}

// record runs an expansion in the mode that records what it does
// (expansion) rather than storing it.
func (s *Semantics) record(expand func() error) (*expansion, error) {
	x := &expansion{la: s.la}
	s.e.out = x
	err := expand()
	s.e.out = nil
	s.transitions += x.transitions
	if x.covered != nil {
		s.covered.Or(x.covered)
	}
	return x, err
}

// states hands the recorded successors of x to yield, checking the
// invariants on each (as Explore's commit does), one state per zone of
// the extrapolation.
func (s *Semantics) states(x *expansion, yield func(search.Label, State, error) bool) error {
	for k := range x.events {
		ev := &x.events[k]
		if !ev.store {
			if !yield(search.Label{Stim: ev.stim}, State{}, ev.err) {
				return nil
			}
			continue
		}
		sc := &ev.succ
		l := search.Label{Stim: sc.stim, Choices: sc.choice}
		found, err := s.e.check(sc.st, sc.obs, sc.pre)
		if err != nil {
			var re *ta.RuntimeError
			if sc.parent < 0 || !errors.As(err, &re) {
				return err
			}
			if !yield(l, State{}, err) {
				return nil
			}
			continue
		}
		var viol []*explore.Property
		var at []zones.Bound
		for _, f := range found {
			viol, at = append(viol, f.p), append(at, f.at)
		}
		for _, z := range sc.zs {
			if !yield(l, State{Disc: *sc.st, Obs: sc.obs, Zone: z, pre: sc.pre, b: sc.b, viol: viol, at: at, tr: sc.tr}, nil) {
				return nil
			}
		}
	}
	return nil
}

// Location implements search.CoveringSemantics: the discrete state and
// the open obligations, Explore's location key.
func (s *Semantics) Location(dst []byte, t State) []byte {
	return appendObs(discKey(dst[:0], &t.Disc), t.Obs)
}

// Covers implements search.CoveringSemantics with Explore's test: aLU
// covering with the location's bounds, or inclusion.
func (s *Semantics) Covers(big, small State) bool {
	return s.e.covers(big.Zone, small.Zone, small.b)
}

// Discrete implements search.CoveringSemantics.
func (s *Semantics) Discrete(t State) *ta.State { return &t.Disc }

// Format implements search.CoveringSemantics: the variables with their
// values, the queued timers, the open obligations and the zone.
func (s *Semantics) Format(t State) string {
	p := s.e.m.Prog
	var parts []string
	for i, v := range p.Vars {
		parts = append(parts, v.DisplayName()+"="+spec.FormatValue(&v.Type, t.Disc.Vals[i]))
	}
	for k, w := range t.Disc.Timers {
		if w != 0 {
			parts = append(parts, "timer "+p.Timers[k].DisplayName()+" queued")
		}
	}
	for k, o := range t.Obs {
		if o {
			parts = append(parts, "pending "+s.e.m.Timed[k].Name)
		}
	}
	return fmt.Sprintf("%s %s", strings.Join(parts, " "), t.Zone.Format(s.e.res.clockNames))
}

// Transitions is the number of successors computed so far (as
// Result.Transitions counts them).
func (s *Semantics) Transitions() int64 { return s.transitions }

// Covered is the set of statements executed so far (Result.Covered).
func (s *Semantics) Covered() ta.Bits { return slices.Clone(s.covered) }
