package ta

import (
	"fmt"
	"math"
	"math/bits"
)

// State is the discrete part of a program state: everything except the
// values of the clocks, which a Clocks holds.
type State struct {
	Vals    []int64 // per variable
	Timers  []int32 // per timer: 0 idle, w+1 pending in window w
	RuleOff []bool  // per rule: disabled
	Fired   []bool  // per schedule: already fired at the current instant
}

// Clone returns a deep copy of s.
func (s *State) Clone() State {
	return State{
		Vals:    append([]int64(nil), s.Vals...),
		Timers:  append([]int32(nil), s.Timers...),
		RuleOff: append([]bool(nil), s.RuleOff...),
		Fired:   append([]bool(nil), s.Fired...),
	}
}

// CopyFrom overwrites s with t; both must belong to the same program.
func (s *State) CopyFrom(t *State) {
	copy(s.Vals, t.Vals)
	copy(s.Timers, t.Timers)
	copy(s.RuleOff, t.RuleOff)
	copy(s.Fired, t.Fired)
}

// Equal reports whether s and t are the same discrete state.
func (s *State) Equal(t *State) bool {
	for i := range s.Vals {
		if s.Vals[i] != t.Vals[i] {
			return false
		}
	}
	for i := range s.Timers {
		if s.Timers[i] != t.Timers[i] {
			return false
		}
	}
	for i := range s.RuleOff {
		if s.RuleOff[i] != t.RuleOff[i] {
			return false
		}
	}
	for i := range s.Fired {
		if s.Fired[i] != t.Fired[i] {
			return false
		}
	}
	return true
}

// Clocks is the interpreter's view of time. A concrete Valuation answers
// with exact real-valued time; the explorer answers from a clock region.
// Both give the same answers for every constraint the program contains,
// which is what makes region exploration exact.
type Clocks interface {
	// Holds evaluates a clock constraint (constants in seconds).
	Holds(a ClockAtom) bool
	// Reset sets clock c to zero.
	Reset(c int)
}

// Chooser resolves the choices inside one stimulus: which class (of n) of
// environmental factor f the stimulus sees, and which value in [lo, hi] a
// random expression takes.
type Chooser interface {
	ChooseFactor(f, n int) int
	ChooseRandom(lo, hi int64) int64
}

// Bits is a bit set.
type Bits []uint64

// NewBits returns a set able to hold n elements.
func NewBits(n int) Bits { return make(Bits, (n+63)/64) }

// Set adds i.
func (b Bits) Set(i int) { b[i>>6] |= 1 << (uint(i) & 63) }

// Has reports whether i is in the set.
func (b Bits) Has(i int) bool { return b[i>>6]&(1<<(uint(i)&63)) != 0 }

// Clear empties the set.
func (b Bits) Clear() {
	for i := range b {
		b[i] = 0
	}
}

// Or adds every element of c.
func (b Bits) Or(c Bits) {
	for i := range b {
		b[i] |= c[i]
	}
}

// Count returns the number of elements.
func (b Bits) Count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// FactorChoice records which class of a factor a stimulus saw.
type FactorChoice struct {
	Factor, Class int
}

// Effects records what one stimulus did: the accesses (for dependence and
// taint), the clocks reset, the rules run, and the statements executed.
type Effects struct {
	Stimulus int
	Reads    Bits // locations read (see Program.Loc*)
	Writes   Bits // locations written
	Resets   []int
	Rules    []int // rules run, in order
	Changed  []int // variables whose value changed, in order of first change
	Emits    []int // statement ids of the emits executed, in order
	Factors  []FactorChoice
	Randoms  []int64 // the values random expressions took, in order
	Covered  Bits    // statement ids executed
}

// NewEffects returns an Effects sized for p.
func NewEffects(p *Program) *Effects {
	return &Effects{Reads: NewBits(p.NumLocs()), Writes: NewBits(p.NumLocs()), Covered: NewBits(len(p.Stmts()))}
}

// Reset clears e for reuse.
func (e *Effects) Reset() {
	e.Stimulus = -1
	e.Reads.Clear()
	e.Writes.Clear()
	e.Resets = e.Resets[:0]
	e.Rules = e.Rules[:0]
	e.Changed = e.Changed[:0]
	e.Emits = e.Emits[:0]
	e.Factors = e.Factors[:0]
	e.Randoms = e.Randoms[:0]
	e.Covered.Clear()
}

// Locations: variables, then clocks, then timers, then rules' enabled flags.

// NumLocs is the number of locations accesses are recorded on.
func (p *Program) NumLocs() int { return len(p.Vars) + p.NumClocks() + len(p.Timers) + len(p.Rules) }

// LocVar is the location of variable i.
func (p *Program) LocVar(i int) int { return i }

// LocClock is the location of clock c.
func (p *Program) LocClock(c int) int { return len(p.Vars) + c }

// LocTimer is the location of timer t (whether it is queued, and when).
func (p *Program) LocTimer(t int) int { return len(p.Vars) + p.NumClocks() + t }

// LocRule is the location of rule r's enabled flag.
func (p *Program) LocRule(r int) int { return len(p.Vars) + p.NumClocks() + len(p.Timers) + r }

// LocName names a location, for reports.
func (p *Program) LocName(l int) string {
	switch {
	case l < len(p.Vars):
		return p.Vars[l].Name
	case l < len(p.Vars)+p.NumClocks():
		return "clock " + p.ClockName(l-len(p.Vars))
	case l < len(p.Vars)+p.NumClocks()+len(p.Timers):
		return "timer " + p.Timers[l-len(p.Vars)-p.NumClocks()].Name
	}
	return "rule " + p.Rules[l-len(p.Vars)-p.NumClocks()-len(p.Timers)].Name + " enabled"
}

// RuntimeError is a failure while running a rule: a value outside its
// variable's range, a division by zero, rules that trigger each other
// without end. The explorer reports it like an invariant violation.
type RuntimeError struct {
	Pos Pos
	Msg string
}

func (e *RuntimeError) Error() string { return e.Pos.String() + ": " + e.Msg }

// DefaultMaxRuns bounds the rule executions caused by one stimulus; more
// means the rules trigger each other without end.
const DefaultMaxRuns = 10000

// Machine runs stimuli on a checked program. It is immutable and safe for
// concurrent use; each goroutine uses its own Runner. Make it with
// NewMachine, which compiles the program.
type Machine struct {
	Prog    *Program
	Bind    *Binding // nil when the program does not read the wall clock
	MaxRuns int

	code *progCode // the program compiled (compile.go)
	// ast makes the machine walk the AST instead of running the compiled
	// code: the reference semantics, for the differential tests.
	ast bool
}

// NewMachine prepares p (which must be checked, and not changed afterwards)
// for interpretation under a binding (nil when the program does not read
// the time of day): it compiles the program's rules and conditions.
func NewMachine(p *Program, b *Binding) *Machine {
	p.mustInfo()
	return &Machine{Prog: p, Bind: b, MaxRuns: DefaultMaxRuns, code: compileProgram(p)}
}

// Initial returns the program's initial discrete state: declared initial
// values, no timer queued, rules enabled unless declared disabled.
func (m *Machine) Initial() State {
	p := m.Prog
	s := State{
		Vals:    p.InitValues(),
		Timers:  make([]int32, len(p.Timers)),
		RuleOff: make([]bool, len(p.Rules)),
		Fired:   make([]bool, len(p.Schedules())),
	}
	for i, r := range p.Rules {
		s.RuleOff[i] = r.Disabled
	}
	return s
}

// TimerDue reports whether timer t is queued and its clock is in its window,
// so that it may fire now.
func (m *Machine) TimerDue(s *State, clk Clocks, t int) bool {
	w := s.Timers[t]
	if w == 0 {
		return false
	}
	tm := m.Prog.Timers[t]
	win := tm.Windows[w-1]
	c := tm.ClockIndex
	return clk.Holds(ClockAtom{X: c, Y: -1, Op: OpGe, C: win.Lo}) && clk.Holds(ClockAtom{X: c, Y: -1, Op: OpLe, C: win.Hi})
}

// timerDeadline reports whether timer t must fire before time passes.
func (m *Machine) timerDeadline(s *State, clk Clocks, t int) bool {
	w := s.Timers[t]
	if w == 0 {
		return false
	}
	tm := m.Prog.Timers[t]
	return clk.Holds(ClockAtom{X: tm.ClockIndex, Y: -1, Op: OpGe, C: tm.Windows[w-1].Hi})
}

// Enabled reports whether stimulus i can happen in this state: events
// when their guard holds (always, without one), timers when due,
// schedules at their instants (once).
func (m *Machine) Enabled(s *State, clk Clocks, i int) (bool, error) {
	st := &m.Prog.info.stimuli[i]
	switch st.Kind {
	case StimTimer:
		return m.TimerDue(s, clk, st.Index), nil
	case StimSchedule:
		return !s.Fired[st.Index] && m.Bind.Due(st.Index, clk), nil
	}
	if g := m.code.guards[st.Index]; g.pc >= 0 {
		v, err := m.cond(s, clk, g, m.Prog.Events[st.Index].Guard)
		return v != 0, err
	}
	return true, nil
}

// cond evaluates one of the program's own conditions, e, compiled at ent.
func (m *Machine) cond(s *State, clk Clocks, ent entry, e Expr) (int64, error) {
	r := Runner{m: m, st: s, clk: clk}
	if m.ast {
		return r.evalAST(e)
	}
	return r.call(&m.code.Code, ent)
}

// Urgent reports whether time must not pass in this state: a timer is at
// the end of its window, a schedule is due, or an urgent condition holds.
func (m *Machine) Urgent(s *State, clk Clocks) (bool, error) {
	p := m.Prog
	for t := range p.Timers {
		if m.timerDeadline(s, clk, t) {
			return true, nil
		}
	}
	for i := range p.info.scheds {
		if !s.Fired[i] && m.Bind.Due(i, clk) {
			return true, nil
		}
	}
	for i, e := range p.Urgent {
		v, err := m.cond(s, clk, m.code.urgent[i], e)
		if err != nil {
			return false, err
		}
		if v != 0 {
			return true, nil
		}
	}
	return false, nil
}

// Progress reports whether every progress condition holds; time may pass
// into a state, and a stimulus may lead to one, only if it does.
func (m *Machine) Progress(s *State, clk Clocks) (bool, error) {
	for i, e := range m.Prog.Progress {
		v, err := m.cond(s, clk, m.code.progress[i], e)
		if err != nil {
			return false, err
		}
		if v == 0 {
			return false, nil
		}
	}
	return true, nil
}

// Elapse updates the discrete state for time passing: schedules may fire
// again at their next instants.
func (m *Machine) Elapse(s *State) {
	for i := range s.Fired {
		s.Fired[i] = false
	}
}

// Eval evaluates an expression that reads no environmental factor (an
// invariant, a progress condition) in a state. It walks e, which need not
// belong to the program (the labels it names run compiled); to evaluate
// an expression in many states, compile it once (Compile, EvalCode).
func (m *Machine) Eval(s *State, clk Clocks, e Expr) (int64, error) {
	r := Runner{m: m, st: s, clk: clk}
	return r.evalAST(e)
}

// Runner executes stimuli. It keeps scratch space between calls, so it
// must not be shared between goroutines.
type Runner struct {
	m      *Machine
	st     *State
	clk    Clocks
	ch     Chooser
	eff    *Effects
	factor []int // chosen class per factor during the current stimulus, -1 if unread
	queue  []queued
	stack  []int64 // the compiled code's value stack
}

type queued struct {
	rule        int
	needEnabled bool
}

// NewRunner returns a Runner for m.
func (m *Machine) NewRunner() *Runner {
	return &Runner{m: m, factor: make([]int, len(m.Prog.Factors)), stack: make([]int64, m.code.depth)}
}

// Fire runs stimulus i from state s (updated in place) with clocks clk
// (updated in place), resolving choices with ch, and records what happened
// in eff (which it resets first). The rules the stimulus triggers run in
// declaration order; the changes they cause trigger further rules, queued
// in order, until none is left: the whole cascade happens in one instant.
func (r *Runner) Fire(s *State, clk Clocks, i int, ch Chooser, eff *Effects) error {
	p := r.m.Prog
	r.st, r.clk, r.ch, r.eff = s, clk, ch, eff
	eff.Reset()
	eff.Stimulus = i
	for f := range r.factor {
		r.factor[f] = -1
	}
	st := &p.info.stimuli[i]
	switch st.Kind {
	case StimTimer:
		loc := p.LocTimer(st.Index)
		eff.Reads.Set(loc)
		eff.Writes.Set(loc)
		s.Timers[st.Index] = 0
	case StimSchedule:
		eff.Reads.Set(p.LocClock(WallClock))
		s.Fired[st.Index] = true
	}
	r.queue = r.queue[:0]
	for _, ri := range st.Rules {
		r.queue = append(r.queue, queued{rule: ri, needEnabled: true})
	}
	runs := 0
	// The queue is read by index, not by reslicing its front off, so that
	// its capacity survives for the next stimulus: a Runner fires without
	// allocating once warm.
	for head := 0; head < len(r.queue); head++ {
		q := r.queue[head]
		if q.needEnabled {
			if p.info.mutable[q.rule] {
				eff.Reads.Set(p.LocRule(q.rule))
			}
			if s.RuleOff[q.rule] {
				continue
			}
		}
		runs++
		if runs > r.m.MaxRuns {
			return &RuntimeError{Pos: p.Rules[cycleRule(eff.Rules, q.rule)].Pos, Msg: fmt.Sprintf("rules trigger each other without end (more than %d runs in one instant)", r.m.MaxRuns)}
		}
		eff.Rules = append(eff.Rules, q.rule)
		var err error
		if r.m.ast {
			err = r.blockAST(p.Rules[q.rule].Body)
		} else {
			_, err = r.exec(&r.m.code.Code, int(r.m.code.rules[q.rule]), r.stack)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// blockAST, stmtAST and evalAST walk the AST: they define what the
// compiled code (compile.go) must do, and the tests compare the two.
func (r *Runner) blockAST(list []Stmt) error {
	for _, s := range list {
		if err := r.stmtAST(s); err != nil {
			return err
		}
	}
	return nil
}

func (r *Runner) stmtAST(s Stmt) error {
	p, st, eff := r.m.Prog, r.st, r.eff
	eff.Covered.Set(s.Base().ID)
	switch s := s.(type) {
	case *Assign:
		v, err := r.evalAST(s.Value)
		if err != nil {
			return err
		}
		decl := p.Vars[s.Index]
		if !decl.Type.Contains(v) {
			return &RuntimeError{Pos: s.Pos, Msg: fmt.Sprintf("%s = %d is outside its range %s", decl.Name, v, TypeString(&decl.Type))}
		}
		eff.Writes.Set(p.LocVar(s.Index))
		if st.Vals[s.Index] != v {
			st.Vals[s.Index] = v
			r.changed(s.Index)
		}
	case *If:
		c, err := r.evalAST(s.Cond)
		if err != nil {
			return err
		}
		if c != 0 {
			return r.blockAST(s.Then)
		}
		return r.blockAST(s.Else)
	case *Reset:
		r.clk.Reset(s.Index)
		eff.Writes.Set(p.LocClock(s.Index))
		eff.Resets = append(eff.Resets, s.Index)
	case *Start:
		t := p.Timers[s.Index]
		r.clk.Reset(t.ClockIndex)
		eff.Writes.Set(p.LocClock(t.ClockIndex))
		eff.Writes.Set(p.LocTimer(s.Index))
		eff.Resets = append(eff.Resets, t.ClockIndex)
		st.Timers[s.Index] = int32(s.Window + 1)
	case *Cancel:
		eff.Writes.Set(p.LocTimer(s.Index))
		st.Timers[s.Index] = 0
	case *Run:
		r.queue = append(r.queue, queued{rule: s.Index})
	case *Enable:
		eff.Writes.Set(p.LocRule(s.Index))
		st.RuleOff[s.Index] = false
	case *Disable:
		eff.Writes.Set(p.LocRule(s.Index))
		st.RuleOff[s.Index] = true
	case *Emit:
		eff.Emits = append(eff.Emits, s.ID)
	case *Assert:
		c, err := r.evalAST(s.Cond)
		if err != nil {
			return err
		}
		if c == 0 {
			return &RuntimeError{Pos: s.Pos, Msg: "assertion failed: " + ExprString(s.Cond)}
		}
	}
	return nil
}

// changed notes a change of variable v and queues the rules it triggers.
func (r *Runner) changed(v int) {
	eff := r.eff
	seen := false
	for _, c := range eff.Changed {
		if c == v {
			seen = true
			break
		}
	}
	if !seen {
		eff.Changed = append(eff.Changed, v)
	}
	for _, ri := range r.m.Prog.info.onChange[v] {
		r.queue = append(r.queue, queued{rule: ri, needEnabled: true})
	}
}

func (r *Runner) evalAST(e Expr) (int64, error) {
	switch e := e.(type) {
	case *IntLit:
		return e.Value, nil
	case *BoolLit:
		if e.Value {
			return 1, nil
		}
		return 0, nil
	case *DurationLit:
		return e.Seconds, nil
	case *Ident:
		switch e.Ref.Kind {
		case RefVar:
			if r.eff != nil {
				r.eff.Reads.Set(r.m.Prog.LocVar(e.Ref.Index))
			}
			return r.st.Vals[e.Ref.Index], nil
		case RefEnum:
			return int64(e.Ref.Index), nil
		case RefFactor:
			return r.readFactor(e.Ref.Index), nil
		case RefLabel:
			if !r.m.ast {
				return r.call(&r.m.code.Code, r.m.code.labels[e.Ref.Index])
			}
			return r.truthAST(r.m.Prog.Labels[e.Ref.Index].Cond)
		}
		return 0, &RuntimeError{Pos: e.Pos, Msg: fmt.Sprintf("%s has no value here", e.Name)}
	case *Unary:
		x, err := r.evalAST(e.X)
		if err != nil {
			return 0, err
		}
		if e.Op == OpNot {
			return b2i(x == 0), nil
		}
		if x == math.MinInt64 {
			return 0, &RuntimeError{Pos: e.Pos, Msg: "integer overflow"}
		}
		return -x, nil
	case *TimeIn:
		r.readWall()
		return b2i(r.m.Bind.TodHolds(e.Tod, r.clk)), nil
	case *Binary:
		return r.binaryAST(e)
	case *Random:
		v := r.ch.ChooseRandom(e.Lo, e.Hi)
		r.eff.Randoms = append(r.eff.Randoms, v)
		return v, nil
	case *CondExpr:
		c, err := r.evalAST(e.C)
		if err != nil {
			return 0, err
		}
		if c != 0 {
			return r.evalAST(e.Then)
		}
		return r.evalAST(e.Else)
	case *ListIndex:
		i, err := r.evalAST(e.Index)
		if err != nil {
			return 0, err
		}
		if i < 0 || i >= int64(len(e.Elems)) {
			return 0, &RuntimeError{Pos: e.Pos, Msg: fmt.Sprintf("index %d is outside 0..%d", i, len(e.Elems)-1)}
		}
		return r.evalAST(e.Elems[i])
	}
	return 0, &RuntimeError{Pos: e.ExprPos(), Msg: "expression cannot be evaluated"}
}

func (r *Runner) readWall() {
	if r.eff != nil {
		r.eff.Reads.Set(r.m.Prog.LocClock(WallClock))
	}
}

func (r *Runner) readFactor(f int) int64 {
	fac := r.m.Prog.Factors[f]
	if r.factor[f] < 0 {
		c := 0
		if len(fac.Classes) > 1 {
			c = r.ch.ChooseFactor(f, len(fac.Classes))
		}
		r.factor[f] = c
		r.eff.Factors = append(r.eff.Factors, FactorChoice{Factor: f, Class: c})
	}
	return fac.Classes[r.factor[f]].Lo
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (r *Runner) binaryAST(e *Binary) (int64, error) {
	if e.Atom >= 0 {
		a := r.m.Prog.info.atoms[e.Atom]
		if r.eff != nil {
			r.eff.Reads.Set(r.m.Prog.LocClock(a.X))
			if a.Y >= 0 {
				r.eff.Reads.Set(r.m.Prog.LocClock(a.Y))
			}
		}
		return b2i(r.clk.Holds(a)), nil
	}
	if e.Tod >= 0 {
		r.readWall()
		return b2i(r.m.Bind.TodHolds(e.Tod, r.clk)), nil
	}
	x, err := r.evalAST(e.X)
	if err != nil {
		return 0, err
	}
	// Conditions short-circuit, as in the languages the IR comes from: a
	// rule does not read what it does not need.
	switch e.Op {
	case OpAnd:
		if x == 0 {
			return 0, nil
		}
		return r.truthAST(e.Y)
	case OpOr:
		if x != 0 {
			return 1, nil
		}
		return r.truthAST(e.Y)
	case OpImplies:
		if x == 0 {
			return 1, nil
		}
		return r.truthAST(e.Y)
	}
	y, err := r.evalAST(e.Y)
	if err != nil {
		return 0, err
	}
	if e.Op.IsComparison() {
		return b2i(e.Op.Compare(x, y)), nil
	}
	var v int64
	overflow := false
	switch e.Op {
	case OpAdd:
		v = x + y
		overflow = (x > 0 && y > 0 && v < 0) || (x < 0 && y < 0 && v >= 0)
	case OpSub:
		v = x - y
		overflow = (x >= 0 && y < 0 && v < 0) || (x < 0 && y > 0 && v >= 0)
	case OpMul:
		overflow = mulOverflows(x, y)
		v = x * y
	case OpBitAnd:
		v = x & y
	case OpBitOr:
		v = x | y
	case OpBitXor:
		v = x ^ y
	case OpDiv, OpMod:
		if y == 0 {
			return 0, &RuntimeError{Pos: e.Pos, Msg: "division by zero"}
		}
		if x == math.MinInt64 && y == -1 {
			return 0, &RuntimeError{Pos: e.Pos, Msg: "integer overflow"}
		}
		if e.Op == OpDiv {
			v = x / y
		} else {
			v = x % y
		}
	}
	if overflow {
		return 0, &RuntimeError{Pos: e.Pos, Msg: "integer overflow"}
	}
	return v, nil
}

func (r *Runner) truthAST(e Expr) (int64, error) {
	v, err := r.evalAST(e)
	return b2i(v != 0), err
}

// mulOverflows reports whether x*y falls outside int64. The product's
// magnitude may reach 2^63 when it is negative: MinInt64 * 1 fits.
func mulOverflows(x, y int64) bool {
	hi, lo := bits.Mul64(magnitude(x), magnitude(y))
	limit := uint64(math.MaxInt64)
	if (x < 0) != (y < 0) {
		limit++
	}
	return hi != 0 || lo > limit
}

// magnitude is |x| as a uint64, which holds |MinInt64|.
func magnitude(x int64) uint64 {
	if x < 0 {
		return -uint64(x)
	}
	return uint64(x)
}

// cycleRule is the rule a runaway is reported at: the first declared of
// the rules that keep running at its end (the cycle), not the one at
// which the count ran out, which depends on what else the stimulus ran
// before and so differed between two states with the same cycle, making
// one runaway two errors.
func cycleRule(ran []int, last int) int {
	best := last
	for _, ri := range ran[len(ran)/2:] {
		best = min(best, ri)
	}
	return best
}
