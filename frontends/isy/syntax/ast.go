package syntax

import "github.com/delorean-mc/delorean/ta"

// File is a parsed ISY export: programs and folders in text order.
type File struct {
	Programs []*Program
}

// Program is an ISY program or folder.
type Program struct {
	Name         string
	ID, Parent   string // hex ids from the header; empty without one
	RunAtStartup bool
	NotEnabled   bool
	Folder       bool // folder conditions: programs below run only while they hold
	Cond         Cond // nil: no conditions
	Then, Else   []Action
	Comment      []string
	Pos          ta.Pos
}

// Cond is a condition of an If section.
type Cond interface{ condPos() ta.Pos }

// And, Or join conditions (And binds tighter, as in the console).
type And struct {
	Pos  ta.Pos
	X, Y Cond
}

// Or is X Or Y.
type Or struct {
	Pos  ta.Pos
	X, Y Cond
}

// Control is `[Control] 'X' is [not] switched CMD`: true at the instant
// the device sends the command (or, with not, at that instant false).
type Control struct {
	Pos    ta.Pos
	Device string
	At     ta.Pos // the quoted name
	Not    bool
	Cmd    string // canonical spelling: On, Off, Fast On, ...
}

// Relation is how a condition compares: is, is not, <, <=, >, >=.
type Relation struct {
	Op ta.Op
}

// Value is a device or driver value in a condition: a number (with % for
// levels) or a word (On, Off, None, a node value).
type Value struct {
	Pos    ta.Pos
	Number *int64
	Pct    bool
	Word   string
}

// Status is `Status 'X' is V` (or 'X' Status is V): the device's status.
type Status struct {
	Pos    ta.Pos
	Device string
	At     ta.Pos // the quoted name
	Rel    Relation
	Val    Value
}

// Driver is `'X' DRIVER is V`: a node server's driver value.
type Driver struct {
	Pos    ta.Pos
	Device string
	At     ta.Pos // the quoted name
	Driver string
	Rel    Relation
	Val    Value
}

// Module is `Module 'X' FIELD op N` (the Climate module).
type Module struct {
	Pos    ta.Pos
	Module string
	Field  string
	Rel    Relation
	N      int64
}

// ProgramIs is `Program 'P' is True|False`.
type ProgramIs struct {
	Pos  ta.Pos
	Name string
	True bool
}

// VarCmp compares a variable with a number or another variable.
type VarCmp struct {
	Pos      ta.Pos
	Var      string
	Rel      Relation
	N        *int64
	OtherVar string
	OtherAt  ta.Pos // where OtherVar is written
}

// X10 is `X10 'X' is Received`.
type X10 struct {
	Pos  ta.Pos
	Name string
}

// TimeExpr is a time of day in a schedule.
type TimeExpr struct {
	Pos     ta.Pos
	Lit     ta.TimeLit // clock time or sunrise/sunset with offset
	LastRun string     // Last Run Time for 'P' (with Lit.Offset): set instead of Lit
}

// TimeIs is `[On days] Time is T`: true at that instant.
type TimeIs struct {
	Pos  ta.Pos
	Days ta.Weekdays
	At   TimeExpr
}

// Range is `[On days] From T1 To T2 (same day|next day)` or
// `From T1 For D`: true from T1 until T2.
type Range struct {
	Pos      ta.Pos
	Days     ta.Weekdays
	From, To TimeExpr
	NextDay  bool
	IsFor    bool  // written From T For D
	For      int64 // D in seconds
}

func (c *And) condPos() ta.Pos       { return c.Pos }
func (c *Or) condPos() ta.Pos        { return c.Pos }
func (c *Control) condPos() ta.Pos   { return c.Pos }
func (c *Status) condPos() ta.Pos    { return c.Pos }
func (c *Driver) condPos() ta.Pos    { return c.Pos }
func (c *Module) condPos() ta.Pos    { return c.Pos }
func (c *ProgramIs) condPos() ta.Pos { return c.Pos }
func (c *VarCmp) condPos() ta.Pos    { return c.Pos }
func (c *X10) condPos() ta.Pos       { return c.Pos }
func (c *TimeIs) condPos() ta.Pos    { return c.Pos }
func (c *Range) condPos() ta.Pos     { return c.Pos }

// Action is a line of a Then or Else section.
type Action interface{ actionPos() ta.Pos }

// SetDevice is `Set 'X' On|Off|Fast On|Fast Off|N%` (Level set) or a
// node command (Cmd, with its parameters, when Level is nil and Value "").
type SetDevice struct {
	Pos    ta.Pos
	Device string
	At     ta.Pos // the quoted name
	Value  string // On, Off for the four switch commands; "" otherwise
	Level  *int64 // N% when set
	Cmd    string // any other command, as written
	Scene  bool
}

// Wait is `Wait D [(Random)]`.
type Wait struct {
	Pos    ta.Pos
	D      int64
	Random bool
}

// Repeat starts a repeat block, which runs the following actions up to the
// next Repeat: Every D (forever, D apart), N times, or While a condition.
type Repeat struct {
	Pos    ta.Pos
	Every  int64 // seconds; 0 if not Every
	Times  int64 // N when not Every and While is nil
	While  Cond
	Random bool
}

// RunProgram is `Run Program 'P' (If)|(Then Path)|(Else Path)`.
type RunProgram struct {
	Pos  ta.Pos
	Name string
	Path string // if, then, else
}

// ProgramControl is Stop, Enable or Disable Program 'P'.
type ProgramControl struct {
	Pos  ta.Pos
	Op   string // stop, enable, disable
	Name string
}

// Output is an action whose effect is outside the home's state as
// DeLorean models it: notifications, network resources, Run At Startup
// flags, Init To, X10, Wake on LAN, scenes, node-server commands.
type Output struct {
	Pos  ta.Pos
	Text string
}

// Assign is `$v OP operand`.
type Assign struct {
	Pos      ta.Pos
	Var      string
	Op       string // =, +=, -=, *=, /=, %=, &=, |=, ^=
	N        *int64
	OtherVar string
	OtherAt  ta.Pos // where OtherVar is written
}

// RandomAssign is `$v = Random N`.
type RandomAssign struct {
	Pos ta.Pos
	Var string
	N   int64
}

func (a *SetDevice) actionPos() ta.Pos      { return a.Pos }
func (a *Wait) actionPos() ta.Pos           { return a.Pos }
func (a *Repeat) actionPos() ta.Pos         { return a.Pos }
func (a *RunProgram) actionPos() ta.Pos     { return a.Pos }
func (a *ProgramControl) actionPos() ta.Pos { return a.Pos }
func (a *Output) actionPos() ta.Pos         { return a.Pos }
func (a *Assign) actionPos() ta.Pos         { return a.Pos }
func (a *RandomAssign) actionPos() ta.Pos   { return a.Pos }
