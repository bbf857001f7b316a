package sdn

import (
	"github.com/delorean-mc/delorean/sdn/builder"
	"github.com/delorean-mc/delorean/sdn/scenario"
	"github.com/delorean-mc/delorean/ta"
)

// The builder's vocabulary and the scenario's types under the names the
// apps and the network model use. The apps (sdn/apps/...) write sdn.X,
// sdn.Block, sdn.Int and sdn.Scenario, and their source lines (and the
// network model's) are the positions the reports print, so they keep
// these names rather than import packages builder and scenario beside sdn.

// Scenario is the scenario being compiled (scenario.Scenario).
type Scenario = scenario.Scenario

// HostSpec is a host of the scenario (scenario.HostSpec).
type HostSpec = scenario.HostSpec

// The kinds of hosts (scenario.HostKind).
const (
	Sender  = scenario.Sender
	Replier = scenario.Replier
	Client  = scenario.Client
	Server  = scenario.Server
	Sink    = scenario.Sink
)

// propertyNames are the properties the network model knows.
var propertyNames = scenario.PropertyNames

// X is an IR expression under construction (builder.X).
type X = builder.X

// Var is a variable of the IR program being built (builder.Var).
type Var = builder.Var

// Block is a list of statements under construction (builder.Block).
type Block = builder.Block

// Builder assembles the IR program (builder.Builder).
type Builder = builder.Builder

// splitter specialises a handler on the values of its message.
type splitter = builder.Splitter

// builderStop is the panic of a building whose context is done.
type builderStop = builder.Stop

// True and False are the boolean constants.
var (
	True  = builder.True
	False = builder.False
)

// Int is an integer constant.
func Int(v int64) X { return builder.Int(v) }

// Bool is a boolean constant.
func Bool(b bool) X { return builder.Bool(b) }

// Cond is `if c then a else b`.
func Cond(c, a, b X) X { return builder.Cond(c, a, b) }

// Index is elems[i]; i outside the list is a runtime error.
func Index(elems []X, i X) X { return builder.Index(elems, i) }

// IndexI is Index over integer constants.
func IndexI(vals []int64, i X) X { return builder.IndexI(vals, i) }

// Bit is 1<<x, for x in [0, n).
func Bit(x X, n int) X { return builder.Bit(x, n) }

// HasBit is (mask & 1<<x) != 0, for x in [0, n).
func HasBit(mask, x X, n int) X { return builder.HasBit(mask, x, n) }

// Range is the values 0..n-1.
func Range(n int) []int64 { return builder.Range(n) }

func newBuilder(name, file string) *Builder { return builder.NewBuilder(name, file) }

func newSplitter() *splitter { return builder.NewSplitter() }

func xOf(e ta.Expr) X { return builder.FromExpr(e) }

// clockIdent names a clock in an expression.
func clockIdent(name string) ta.Expr { return &ta.Ident{Name: name} }

func shortPath(file string) string { return builder.ShortPath(file) }
