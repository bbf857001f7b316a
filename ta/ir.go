// Package ta is DeLorean's virtual-clock intermediate representation (IR):
// a control program as rules over finite-domain variables, real-valued
// clocks, timers and environment inputs, in the form the region theory of
// timed automata can explore (paper §3.1, DESIGN.md §3).
//
// The package owns the IR's types; the checker that resolves names and
// types and derives the tables the rest reads (Check, and the Program's
// methods over those tables); the notation diagnostics and reports use for
// names, types, times, expressions and statements (ExprString, StmtString);
// calendars (Calendar; package ta/sun cuts their sun ranges); and the vocabulary of a program's
// runs: its discrete State, what one stimulus did (Effects), and what the
// interpreter is given (Clocks, Chooser). Around it, in packages that import
// it (see docs/architecture.md): ta/syntax is the .ta text form (Parse,
// Print), ta/interp the concrete interpreter (Bind, Machine), ta/analysis
// what rules can do found without running them, and ta/environment what
// the world outside a program can do to it.
package ta

// Program is a control program in the IR. Front ends build one directly;
// syntax.Parse builds one from .ta text. Check must succeed before a program is
// interpreted or explored; it fills in the resolved references and the
// tables that the interpreter and explorer use.
type Program struct {
	Name string
	File string // source file, for diagnostics and traces
	Pos  Pos

	Vars []*Var
	// Labels are named conditions; expressions and invariants may use
	// their names (a timed automaton's location labels, for instance).
	Labels []*Label
	// Clocks are the declared clocks. Clock indices, used by ClockAtom and
	// the interpreter, are: 0 for the wall clock, i+1 for Clocks[i], then
	// one private clock per timer declared without a clock (see NumClocks).
	Clocks  []*Clock
	Timers  []*Timer
	Events  []*Event
	Factors []*Factor
	Rules   []*Rule

	// Progress conditions are timed-automata location invariants: time may
	// pass only while every one of them holds, and no state may violate one.
	Progress []Expr
	// Urgent conditions stop time: no delay from a state where one holds.
	Urgent []Expr

	info *checked // set by Check
}

// WallClock is the index of the wall clock, which measures the time since
// the exploration started and is never reset. It exists in every program.
const WallClock = 0

// WallClockName is how programs refer to the wall clock's value.
const WallClockName = "now"

// TypeKind is the kind of a variable's finite domain.
type TypeKind uint8

// The variable kinds.
const (
	Bool TypeKind = iota
	Int
	Enum
)

// Type is a finite value domain. Values are represented as int64: false/true
// as 0/1, integers as themselves, enumeration values by their index.
type Type struct {
	Kind   TypeKind
	Lo, Hi int64    // Int only: inclusive bounds
	Values []string // Enum only: the named states, in order
}

// Size is the number of values in the domain.
func (t *Type) Size() int64 {
	switch t.Kind {
	case Bool:
		return 2
	case Enum:
		return int64(len(t.Values))
	}
	return t.Hi - t.Lo + 1
}

// Min is the domain's smallest value (its default initial value).
func (t *Type) Min() int64 {
	if t.Kind == Int {
		return t.Lo
	}
	return 0
}

// Contains reports whether v is in the domain.
func (t *Type) Contains(v int64) bool {
	switch t.Kind {
	case Bool:
		return v == 0 || v == 1
	case Enum:
		return v >= 0 && v < int64(len(t.Values))
	}
	return v >= t.Lo && v <= t.Hi
}

// Var is a program variable. Devices are variables too (a light's states
// Off/On); Device marks them so that reports can speak of devices.
type Var struct {
	Name   string
	Type   Type
	Init   Expr // constant initial value; nil means the domain's minimum
	Device bool
	Pos    Pos
	// Display, when set, is how reports show a variable a front end made
	// for its own bookkeeping (a program's place in its Waits, say), in
	// the terms of the program the user wrote. Expressions, invariants and
	// trace files still use Name.
	Display *Display
	// Number, when set, says that the variable stands for a number the
	// program compares only with constants, and holds which side of them
	// it is on (see Number).
	Number *Number
	// Internal marks a variable of a front end's machinery that has no
	// meaning in the terms of the program the user wrote (which run's
	// turn it is at an instant, say): reports leave it out of the states
	// and changes they show. Expressions, trace files and --init still
	// name it, and the search keeps it like any other.
	Internal bool
}

// Number is what a variable's values mean when it stands for a number
// kept as its class (paper §5.1): with Consts c[0] < … < c[n-1], the value
// 2j+1 means "equal to c[j]" and 2j "between c[j-1] and c[j]" (0 below
// c[0], 2n above c[n-1]; with no constants, 0 is any number). The
// program's own expressions compare these classes; invariants and start
// states speak of the number, and explore/spec turns what they say into
// classes. The variable's type may leave out classes the number never
// takes (a helper's declared min and max).
type Number struct {
	// Consts are exact decimals as a person writes them ("70", "-2.5",
	// "1e+21"), in increasing order, never a float's rounding.
	Consts []string `json:"consts"`
}

// Display is a variable's name and values as reports show them.
type Display struct {
	Name string `json:"name"` // what the variable stands for, e.g. "Garage Night Close"
	// Values are the texts of the values from the domain's minimum up,
	// e.g. "idle", "waiting (Wait 10 minutes, line 9)"; a value beyond
	// them is shown as a number.
	Values []string `json:"values,omitempty"`
}

// DisplayName is the variable's name as reports show it.
func (v *Var) DisplayName() string {
	if v.Display != nil && v.Display.Name != "" {
		return v.Display.Name
	}
	return v.Name
}

// DisplayValue is the text of value x for reports when the variable has
// one (see Display), and "" when it has not.
func (v *Var) DisplayValue(x int64) string {
	if v.Display == nil {
		return ""
	}
	if i := x - v.Type.Min(); i >= 0 && i < int64(len(v.Display.Values)) {
		return v.Display.Values[i]
	}
	return ""
}

// Clock is a virtual clock: a real value that grows with time and can be
// reset to zero.
type Clock struct {
	Name string
	Pos  Pos
	// Init is the clock's value at the start in seconds; nil means the
	// clock was never reset: it is above every constant (a timestamp taken
	// long ago). Timed automata start their clocks at 0.
	Init *int64
}

// Label is a named condition.
type Label struct {
	Name string
	Cond Expr
	Pos  Pos
}

// Timer is a one-shot timer. Starting it resets its clock and queues its
// expiry, replacing any expiry queued before; it fires when its clock
// enters the window given by the start statement. Rules whose trigger names
// the timer handle the expiry.
type Timer struct {
	Name  string
	Clock string // the clock it runs on; empty means a private clock
	Pos   Pos
	// Display, when set, is how reports name the timer (a front end's
	// timer for a program's Waits: "Garage Night Close: wait").
	Display string

	// Set by Check.
	ClockIndex int      // clock index (see Program.Clocks)
	Windows    []Window // distinct windows of the start statements, in order of appearance
}

// Window is the interval of clock values (in seconds) in which a started
// timer fires: at exactly Lo when Lo == Hi, and at a nondeterministic
// moment of [Lo, Hi] otherwise (a random wait). The timer is urgent at Hi.
type Window struct {
	Lo, Hi int64
}

// Event is an environment event: something the world may do at any time,
// such as motion on the porch or a person pressing a switch, or only
// while its guard holds (a door can be opened only when it is closed).
type Event struct {
	Name  string
	Guard Expr // nil: always possible
	Pos   Pos
}

// Factor is an environmental factor (light level, temperature): an input
// read by rules, not part of the state. Only its equivalence classes matter:
// Check derives them from the constants the program compares it with
// (paper §5.1), and the explorer tries one value per class at every
// stimulus that reads the factor.
type Factor struct {
	Name   string
	Lo, Hi int64
	Pos    Pos
	// Number, when set, says that the factor's values are the classes of
	// a number among constants, as a variable's (see Number): reports
	// show them as ranges.
	Number *Number

	// Classes is set by Check: the values that represent the classes, in
	// increasing order, and the last value of each class.
	Classes []FactorClass
}

// FactorClass is one equivalence class of a factor: the values Lo..Hi.
// The interpreter uses Lo as the class's representative.
type FactorClass struct {
	Lo, Hi int64
}

// Rule is a trigger and the statements it runs. All rules with the same
// trigger run in declaration order when it happens, each to completion.
type Rule struct {
	Name     string
	Trigger  Trigger
	Disabled bool // a disabled rule ignores its trigger but still runs when called
	Body     []Stmt
	Pos      Pos
	// Internal marks a rule of a front end's machinery that the user did
	// not write and would not recognise (the hand-over of turns between
	// runs started at one instant, say): reports leave it out of the
	// rules a step ran.
	Internal bool

	// Set by Check: identifies the rule's statements for coverage.
	FirstStmt, EndStmt int
}

// TriggerKind says what starts a rule.
type TriggerKind uint8

// The trigger kinds.
const (
	// OnName: an environment event or a timer's expiry, by name.
	OnName TriggerKind = iota
	// OnChange: a change of a variable's value caused by a statement.
	OnChange
	// OnTime: a time of day (a clock time, or sunrise/sunset with an offset).
	OnTime
	// OnEvery: every Period seconds, aligned to midnight (within a
	// window of the day and on some days, when given).
	OnEvery
	// OnCall: only when another rule runs it.
	OnCall
)

// Trigger is what starts a rule.
type Trigger struct {
	Kind   TriggerKind
	Name   string   // OnName, OnChange
	At     *TimeLit // OnTime
	Days   Weekdays // OnTime: the days it happens on; 0 means every day
	Period int64    // OnEvery, seconds
	// OnEvery: the window of the day its ticks fall in, [From, To),
	// wrapping past midnight when To is not after From (nil: all day);
	// with Days, the windows that start on those days.
	From, To *TimeLit
	Pos      Pos

	// Set by Check: the stimulus this trigger subscribes to (OnName, OnTime,
	// OnEvery) or the variable watched (OnChange).
	Target int
	// Set by Check for OnName: whether the name is an event or a timer.
	IsTimer bool
}

// A Stmt is a statement of a rule body.
type Stmt interface {
	stmtNode()
	// Base returns the position and the coverage id of the statement.
	Base() *StmtBase
}

// StmtBase holds what every statement has: its position and, after Check,
// its index in the program's statement table (for coverage).
type StmtBase struct {
	Pos Pos
	ID  int
}

// Base returns b itself; it lets every statement type satisfy Stmt.
func (b *StmtBase) Base() *StmtBase { return b }

// Assign sets a variable (or a device) to the value of an expression.
type Assign struct {
	StmtBase
	Var   string
	Value Expr
	Index int // set by Check
}

// If runs Then when Cond holds and Else otherwise.
type If struct {
	StmtBase
	Cond Expr
	Then []Stmt
	Else []Stmt
}

// Reset sets a clock to zero: a stored timestamp (`t = Now`) in the program.
type Reset struct {
	StmtBase
	Clock string
	Index int // clock index, set by Check
}

// Start (re)starts a timer so that it fires when its clock is in
// [Lo, Hi] seconds; an expiry queued earlier is dropped (paper §3.1).
type Start struct {
	StmtBase
	Timer  string
	Lo, Hi int64
	Index  int // timer index, set by Check
	Window int // index into the timer's Windows, set by Check
}

// Cancel drops a timer's queued expiry, if any.
type Cancel struct {
	StmtBase
	Timer string
	Index int
}

// Run queues another rule: its body runs after the current rule completes
// (within the same instant), whatever its trigger and even if disabled.
type Run struct {
	StmtBase
	Rule  string
	Index int
}

// Enable lets a rule respond to its trigger again.
type Enable struct {
	StmtBase
	Rule  string
	Index int
}

// Disable makes a rule ignore its trigger; it still runs when called.
type Disable struct {
	StmtBase
	Rule  string
	Index int
}

// Assert stops the program with a runtime error when Cond is false; the
// explorer reports it with a trace, like a violated invariant.
type Assert struct {
	StmtBase
	Cond Expr
}

// Emit is an observable output with no effect on the state: a
// notification, a network resource call, an external action. Traces show
// it, coverage counts it, and time-bound invariants may wait for it.
type Emit struct {
	StmtBase
	Name string
}

func (*Assign) stmtNode()  {}
func (*If) stmtNode()      {}
func (*Reset) stmtNode()   {}
func (*Start) stmtNode()   {}
func (*Cancel) stmtNode()  {}
func (*Run) stmtNode()     {}
func (*Enable) stmtNode()  {}
func (*Disable) stmtNode() {}
func (*Emit) stmtNode()    {}
func (*Assert) stmtNode()  {}

// DisplayName is the timer's name as reports show it.
func (t *Timer) DisplayName() string {
	if t.Display != "" {
		return t.Display
	}
	return t.Name
}
