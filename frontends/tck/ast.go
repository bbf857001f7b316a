// Package tck reads networks of timed automata in TChecker's file format
// (https://github.com/ticktac-project/tchecker, doc/file-format.md) and
// lowers them to DeLorean's IR, so that the region engine can be checked
// against a published timed-automata checker on its standard models.
//
// Supported: system, process, event, clock and int declarations (arrays
// too), locations with initial, committed, urgent, labels and invariant
// attributes, edges with provided and do, and sync declarations with
// strong and weak (?) constraints. Expressions: integers and integer
// arrays with + - * / %, comparisons, !, &&, || and (if c then a else b);
// clock constraints x ⋈ c and x - y ⋈ c. Statements: assignments, nop,
// if-then-else-end; clocks are reset to 0 only.
//
// Semantics follow TChecker's, with two deliberate differences: a model
// has one initial location per process, and an assignment outside a
// variable's range is reported as an error (TChecker silently disables
// the edge). Unknown attributes are ignored, as TChecker does.
package tck

import "github.com/delorean-mc/delorean/ta"

// System is a parsed TChecker model.
type System struct {
	Name      string
	Pos       ta.Pos
	Processes []*Process
	Events    []*Event
	Clocks    []*Array
	Ints      []*IntArray
	Syncs     []*Sync
}

// Process is one automaton.
type Process struct {
	Name      string
	Pos       ta.Pos
	Locations []*Location
	Edges     []*Edge
}

// Event is an edge label.
type Event struct {
	Name string
	Pos  ta.Pos
}

// Array is a clock declaration (clock:size:name).
type Array struct {
	Name string
	Size int
	Pos  ta.Pos
}

// IntArray is a bounded integer declaration (int:size:min:max:init:name).
type IntArray struct {
	Array
	Min, Max, Init int64
}

// Location is a location of a process.
type Location struct {
	Name      string
	Pos       ta.Pos
	Initial   bool
	Committed bool
	Urgent    bool
	Labels    []string
	Invariant Expr
}

// Edge is a transition of a process.
type Edge struct {
	Proc     *Process
	Src, Tgt *Location
	Event    *Event
	Guard    Expr // nil: true
	Do       []Stmt
	Pos      ta.Pos
}

// Sync is a synchronisation declaration.
type Sync struct {
	Items []SyncItem
	Pos   ta.Pos
}

// SyncItem is p@e (strong) or p@e? (weak).
type SyncItem struct {
	Proc  *Process
	Event *Event
	Weak  bool
	Pos   ta.Pos
}

// Expr is an expression of the model.
type Expr interface{ exprPos() ta.Pos }

// IntLit is an integer constant.
type IntLit struct {
	Pos   ta.Pos
	Value int64
}

// VarRef names a variable or a clock, with an index for arrays.
type VarRef struct {
	Pos   ta.Pos
	Name  string
	Index Expr // nil: no index
}

// Unary is !x or -x.
type Unary struct {
	Pos ta.Pos
	Op  string
	X   Expr
}

// Binary is x op y.
type Binary struct {
	Pos  ta.Pos
	Op   string
	X, Y Expr
}

// Cond is (if C then A else B).
type Cond struct {
	Pos     ta.Pos
	C, A, B Expr
}

func (e *IntLit) exprPos() ta.Pos { return e.Pos }
func (e *VarRef) exprPos() ta.Pos { return e.Pos }
func (e *Unary) exprPos() ta.Pos  { return e.Pos }
func (e *Binary) exprPos() ta.Pos { return e.Pos }
func (e *Cond) exprPos() ta.Pos   { return e.Pos }

// Stmt is a statement of a do attribute.
type Stmt interface{ stmtPos() ta.Pos }

// Assign is lvalue = expr.
type Assign struct {
	Pos ta.Pos
	LHS *VarRef
	RHS Expr
}

// If is if C then ... else ... end.
type If struct {
	Pos        ta.Pos
	C          Expr
	Then, Else []Stmt
}

func (s *Assign) stmtPos() ta.Pos { return s.Pos }
func (s *If) stmtPos() ta.Pos     { return s.Pos }
