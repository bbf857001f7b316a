package explore

import (
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/regionsearch"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/ta"
)

// The search itself is below: the region model (package model), the timed
// breadth-first search (package search) and the region semantics it
// searches with prediction and timed DPOR (package regionsearch). explore
// is the layer of
// traces, trace files, reports and loop splitting over it; these names keep
// the search's types in explore's API for the callers that explore a
// program in a few lines (the front ends' tests, sdn, the CLI).
type (
	// Config is model.Config: the calendar, start state and invariants.
	Config = model.Config
	// Options is search.Options: an exploration's limits.
	Options = search.Options
	// Stats is search.Stats: an exploration's measurements.
	Stats = search.Stats
	// Label is search.Label: which transition led to a state.
	Label = search.Label
	// Violation is search.Violation: an invariant broken, or a runtime error.
	Violation = search.Violation
	// Odometer is search.Odometer: every combination of choices in turn.
	Odometer = search.Odometer
)

// ErrNoInitial is search.ErrNoInitial: the start state breaks a progress
// condition.
var ErrNoInitial = search.ErrNoInitial

// Model is model.Model: a program compiled for exploration.
type Model = model.Model

// TimeTriggeredAfters is model.TimeTriggeredAfters: the invariants whose
// `after:` reads the time of day or a clock, which explore refuses.
func TimeTriggeredAfters(p *ta.Program, props []*Property) ta.ErrorList {
	return model.TimeTriggeredAfters(p, props)
}

// NewModel is model.NewModel: a program and its invariants compiled for
// exploration.
func NewModel(p *ta.Program, cfg Config) (*Model, error) { return model.NewModel(p, cfg) }

// Result is what an exploration found (search.Result), with the methods
// that turn it into traces and reports.
type Result struct {
	*search.Result
}

// Explore runs the timed search on m (see regionsearch.Explore).
func Explore(m *Model, opt Options) (*Result, error) {
	if m.Cfg.Cal.Wrap > 0 {
		return nil, ErrForeverRegions
	}
	r, err := regionsearch.Explore(m, opt)
	if r == nil {
		return nil, err
	}
	return &Result{r}, err
}

// HeapBytes is search.HeapBytes: the heap in use, cheap to read.
func HeapBytes() int64 { return search.HeapBytes() }

// OverMemory is search.OverMemory: whether the heap is past limit, garbage
// collected first.
func OverMemory(limit int64) (heap int64, over bool) { return search.OverMemory(limit) }

// Abandons is model.Abandons: whether a run that failed with err, having
// made the draws of eff, ends the enumeration of its stimulus's choices.
func Abandons(err error, eff *ta.Effects) bool { return model.Abandons(err, eff) }

// ReadsTime is model.ReadsTime: whether an expression reads a clock or
// the time of day.
func ReadsTime(p *ta.Program, e ta.Expr) bool { return model.ReadsTime(p, e) }
