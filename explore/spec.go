package explore

import (
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/ta"
)

// The invariants and the start state are package spec's. These names keep
// them in explore's API too, beside Config which holds them, for the
// callers that explore a program in a few lines (the front ends' tests,
// sdn, the CLI).
type (
	// Property is spec.Property: an invariant compiled against a program.
	Property = spec.Property
	// PropKind is spec.PropKind.
	PropKind = spec.PropKind
	// TriggerKind is spec.TriggerKind.
	TriggerKind = spec.TriggerKind
	// Init is spec.Init: a start state.
	Init = spec.Init
	// Vacuity is spec.Vacuity: what an exploration found of an
	// invariant's being put to the test.
	Vacuity = spec.Vacuity
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

// LoadProperties is spec.LoadProperties: the invariants of a YAML file.
func LoadProperties(file string, prog *ta.Program) ([]*Property, error) {
	return spec.LoadProperties(file, prog)
}

// ParseProperties is spec.ParseProperties: the invariants of YAML text.
func ParseProperties(file string, data []byte, prog *ta.Program) ([]*Property, error) {
	return spec.ParseProperties(file, data, prog)
}

// LoadInit is spec.LoadInit: a start state from a YAML file.
func LoadInit(file string, prog *ta.Program) (*Init, error) { return spec.LoadInit(file, prog) }

// ParseInit is spec.ParseInit: a start state from YAML text.
func ParseInit(file string, data []byte, prog *ta.Program) (*Init, error) {
	return spec.ParseInit(file, data, prog)
}

// ParseValue is spec.ParseValue: a value of type t as written.
func ParseValue(t *ta.Type, s string) (int64, error) { return spec.ParseValue(t, s) }

// FormatValue is spec.FormatValue: a value of type t as the invariants
// and start states write it.
func FormatValue(t *ta.Type, v int64) string { return spec.FormatValue(t, v) }

// FormatVarValue is spec.FormatVarValue: a value of variable v as start
// states and trace files write it (a number's class in words).
func FormatVarValue(v *ta.Var, x int64) string { return spec.FormatVarValue(v, x) }

// Thresholds is spec.Thresholds: the numbers invariants (YAML text)
// compare names with, for frontends.Options.Consts.
func Thresholds(data []byte) map[string][]string { return spec.Thresholds(data) }
