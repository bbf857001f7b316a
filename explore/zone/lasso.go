package zone

import (
	"errors"

	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/zones"
)

// What a check over Semantics that keeps its own graph (package
// explore/liveness: cycles, not reachability) needs to retry and to
// concretise its paths as Explore does its own.

// Escaped reports whether err is Successors' error for a discrete state
// the per-location bounds analysis did not see: the caller starts again
// with Options.GlobalBounds, as Explore does.
func Escaped(err error) bool { return errors.Is(err, errEscaped) }

// Hop is how t was reached by the stimulus stim (-1 for a start state),
// one hop of a path that ztrace.Concretise turns into exact times.
func (t State) Hop(stim int) ztrace.Hop { return ztrace.Hop{Stim: stim, Tr: t.tr} }

// Init is the start zone (one valuation, before time passes), the start
// of the paths ztrace.Concretise takes.
func (s *Semantics) Init() *zones.DBM { return s.e.res.init }
