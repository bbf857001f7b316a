package search

import (
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
)

// Semantics is what a search needs of a symbolic semantics of a program:
// its start state, the successors of a state with the labels of their
// transitions, a canonical key, and a way to print a state and to read the
// concrete discrete state it stands for. S is the symbolic state, a
// concrete type (model.RegionState for model.Regions), so that a search
// generic over Semantics (Reach) is compiled for it with direct calls.
// Zones, whose states cover one another, have CoveringSemantics instead.
//
// The search with workers (TimedBFS) takes the same semantics cut where
// workers need it (KeyedSemantics): its expanders write successors
// straight into the worker's buffers as keys, predict runs and replay
// expansions, which no per-successor interface allows without a copy of
// every successor. model.Regions and Reach are the region semantics and
// search written plainly over this interface, and the tests hold
// regionsearch.Explore to them (TestReachAgreesWithExplore).
type Semantics[S any] interface {
	// Initial is the start state; ErrNoInitial if it breaks a progress
	// condition.
	Initial() (S, error)
	// Successors calls yield with each successor of s and the label of
	// its transition (Label.Stim -1: time passing), or with a runtime
	// error some transition from s runs into (then the state is the zero
	// S), until yield returns false. The successors are yield's to keep.
	// An error that is not a runtime error stops the search: Successors
	// returns it.
	Successors(s S, yield func(l Label, t S, rerr error) bool) error
	// Key appends s's canonical key to dst[:0]: two states are the same
	// exactly when their keys are.
	Key(dst []byte, s S) []byte
	// Time orders states by time: a search that explores the states of
	// each Time in turn finds every state first at its earliest time.
	// A successor's Time is never below its state's.
	Time(s S) int64
	// Discrete is the concrete discrete state s stands for (variables,
	// queued timers, rules' state): what two semantics of the same
	// program must agree on.
	Discrete(s S) *ta.State
	// Format prints s for people.
	Format(s S) string
}

var _ Semantics[model.RegionState] = (*model.Regions)(nil)

// The model's names that the search's API uses, under the names they had
// when the model was part of this package.
type (
	// Label is model.Label: which transition led to a state.
	Label = model.Label
	// Odometer is model.Odometer: every combination of choices in turn.
	Odometer = model.Odometer
)

// ErrNoInitial is model.ErrNoInitial: the start state breaks a progress
// condition.
var ErrNoInitial = model.ErrNoInitial
