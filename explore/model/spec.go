package model

import "github.com/delorean-mc/delorean/explore/spec"

// The invariants and the start state are package spec's; Config holds
// them, and the model's code names them without the package (explore's
// API has its own aliases of spec's names for its callers).
type (
	// Property is spec.Property: an invariant compiled against a program.
	Property = spec.Property
	// PropKind is spec.PropKind.
	PropKind = spec.PropKind
	// TriggerKind is spec.TriggerKind.
	TriggerKind = spec.TriggerKind
	// Init is spec.Init: a start state.
	Init = spec.Init
)

// The kinds of invariants and triggers (see package spec).
const (
	Always        = spec.Always
	Stays         = spec.Stays
	Reaches       = spec.Reaches
	AfterStimulus = spec.AfterStimulus
	AfterRule     = spec.AfterRule
	AfterChange   = spec.AfterChange
	AfterEmit     = spec.AfterEmit
	AfterEdge     = spec.AfterEdge
)
