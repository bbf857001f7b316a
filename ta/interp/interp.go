package interp

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"

	"github.com/delorean-mc/delorean/ta"
)

// DefaultMaxRuns bounds the rule executions caused by one stimulus; more
// means the rules trigger each other without end.
const DefaultMaxRuns = 10000

// Machine runs stimuli on a checked program. It is immutable and safe for
// concurrent use; each goroutine uses its own Runner. Make it with
// NewMachine, which compiles the program.
type Machine struct {
	Prog    *ta.Program
	Bind    *Binding // nil when the program does not read the wall clock
	MaxRuns int
	// NoMemo makes the runners ask no ta.Memo: every run of a stimulus
	// goes to its end, for the tests that hold the memo's enumerations
	// to the whole ones.
	NoMemo bool

	code *progCode // the program compiled (compile.go)
	// forget are the variables every stimulus leaves at rest (Forget).
	forget *Forgotten
	// ast makes the machine walk the AST instead of running the compiled
	// code: the reference semantics, for the differential tests.
	ast bool
}

// NewMachine prepares p (which must be checked, and not changed afterwards)
// for interpretation under a binding (nil when the program does not read
// the time of day): it compiles the program's rules and conditions.
func NewMachine(p *ta.Program, b *Binding) *Machine {
	if !p.Checked() {
		panic("ta: program used before Check succeeded")
	}
	return &Machine{Prog: p, Bind: b, MaxRuns: DefaultMaxRuns, code: compileProgram(p)}
}

// Initial returns the program's initial discrete state: declared initial
// values, no timer queued, rules enabled unless declared disabled.
func (m *Machine) Initial() ta.State {
	p := m.Prog
	s := ta.State{
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
func (m *Machine) TimerDue(s *ta.State, clk ta.Clocks, t int) bool {
	w := s.Timers[t]
	if w == 0 {
		return false
	}
	tm := m.Prog.Timers[t]
	win := tm.Windows[w-1]
	c := tm.ClockIndex
	return clk.Holds(ta.ClockAtom{X: c, Y: -1, Op: ta.OpGe, C: win.Lo}) && clk.Holds(ta.ClockAtom{X: c, Y: -1, Op: ta.OpLe, C: win.Hi})
}

// timerDeadline reports whether timer t must fire before time passes.
func (m *Machine) timerDeadline(s *ta.State, clk ta.Clocks, t int) bool {
	w := s.Timers[t]
	if w == 0 {
		return false
	}
	tm := m.Prog.Timers[t]
	return clk.Holds(ta.ClockAtom{X: tm.ClockIndex, Y: -1, Op: ta.OpGe, C: tm.Windows[w-1].Hi})
}

// Enabled reports whether stimulus i can happen in this state: events
// when their guard holds (always, without one), timers when due,
// schedules at their instants (once).
func (m *Machine) Enabled(s *ta.State, clk ta.Clocks, i int) (bool, error) {
	st := &m.Prog.Stimuli()[i]
	switch st.Kind {
	case ta.StimTimer:
		return m.TimerDue(s, clk, st.Index), nil
	case ta.StimSchedule:
		return !s.Fired[st.Index] && m.Bind.Due(st.Index, clk), nil
	}
	if g := m.code.guards[st.Index]; g.pc >= 0 {
		v, err := m.cond(s, clk, g, m.Prog.Events[st.Index].Guard)
		return v != 0, err
	}
	return true, nil
}

// cond evaluates one of the program's own conditions, e, compiled at ent.
func (m *Machine) cond(s *ta.State, clk ta.Clocks, ent entry, e ta.Expr) (int64, error) {
	r := Runner{m: m, st: s, clk: clk}
	if m.ast {
		return r.evalAST(e)
	}
	return r.call(&m.code.Code, ent)
}

// Urgent reports whether time must not pass in this state: a timer is at
// the end of its window, a schedule is due, or an urgent condition holds.
func (m *Machine) Urgent(s *ta.State, clk ta.Clocks) (bool, error) {
	p := m.Prog
	for t := range p.Timers {
		if m.timerDeadline(s, clk, t) {
			return true, nil
		}
	}
	for i := range p.Schedules() {
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
func (m *Machine) Progress(s *ta.State, clk ta.Clocks) (bool, error) {
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
func (m *Machine) Elapse(s *ta.State) {
	for i := range s.Fired {
		s.Fired[i] = false
	}
}

// Eval evaluates an expression that reads no environmental factor (an
// invariant, a progress condition) in a state. It walks e, which need not
// belong to the program (the labels it names run compiled); to evaluate
// an expression in many states, compile it once (Compile, EvalCode).
func (m *Machine) Eval(s *ta.State, clk ta.Clocks, e ta.Expr) (int64, error) {
	r := Runner{m: m, st: s, clk: clk}
	return r.evalAST(e)
}

// Runner executes stimuli. It keeps scratch space between calls, so it
// must not be shared between goroutines.
type Runner struct {
	m      *Machine
	st     *ta.State
	clk    ta.Clocks
	ch     ta.Chooser
	eff    *ta.Effects
	factor []int // chosen class per factor during the current stimulus, -1 if unread
	queue  []queued
	stack  []int64 // the compiled code's value stack
	// unnoted: the forgotten variables' values are not noted (Unnoted).
	unnoted bool
	// The points of the current cascade where a run picked by an order
	// choice was about to go on (cycle): each one's state and queue, the
	// rules run until then, the clocks reset so far.
	visited map[string]int
	key     []byte
	reset   ta.Bits
	resets  int // the Effects.Resets counted in reset
	// For the memo (seen): the rules run and the variables changed so
	// far, as sets, and how many of Effects.Rules and Changed they have.
	ran, chg   ta.Bits
	nRan, nChg int
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
func (r *Runner) Fire(s *ta.State, clk ta.Clocks, i int, ch ta.Chooser, eff *ta.Effects) error {
	err := r.fire(s, clk, i, ch, eff)
	if r.m.forget != nil {
		// A run that fails leaves no state: what it gave is not reached.
		r.settle(s, eff, err == nil)
	}
	return err
}

func (r *Runner) fire(s *ta.State, clk ta.Clocks, i int, ch ta.Chooser, eff *ta.Effects) error {
	p := r.m.Prog
	r.st, r.clk, r.ch, r.eff = s, clk, ch, eff
	eff.Reset()
	eff.Stimulus = i
	for f := range r.factor {
		r.factor[f] = -1
	}
	st := &p.Stimuli()[i]
	switch st.Kind {
	case ta.StimTimer:
		loc := p.LocTimer(st.Index)
		eff.Reads.Set(loc)
		eff.Writes.Set(loc)
		s.Timers[st.Index] = 0
	case ta.StimSchedule:
		eff.Reads.Set(p.LocClock(ta.WallClock))
		s.Fired[st.Index] = true
	}
	r.queue = r.queue[:0]
	for _, ri := range st.Rules {
		r.queue = append(r.queue, queued{rule: ri, needEnabled: true})
	}
	runs, picks := 0, 0
	if len(r.visited) > 0 {
		clear(r.visited)
	}
	// The queue is read by index, not by reslicing its front off, so that
	// its capacity survives for the next stimulus: a Runner fires without
	// allocating once warm.
	for head := 0; head < len(r.queue); head++ {
		if len(eff.Orders) > picks {
			// The rule before made an order choice.
			picks = len(eff.Orders)
			if err := r.cycle(head); err != nil {
				return err
			}
			if r.seen() {
				return ta.ErrSeen
			}
		}
		q := r.queue[head]
		if q.needEnabled {
			if p.MutableRule(q.rule) {
				eff.Reads.Set(p.LocRule(q.rule))
			}
			if s.RuleOff[q.rule] {
				continue
			}
		}
		runs++
		if runs > r.m.MaxRuns {
			msg := fmt.Sprintf("rules trigger each other without end (more than %d runs in one instant)", r.m.MaxRuns)
			if len(eff.Orders) > 0 {
				// The engines abandon the instant (ta.RuntimeError.OutOfRuns).
				msg = fmt.Sprintf("rules trigger each other without end (more than %d runs in one instant, in one order of its runs; its other orders are not explored)", r.m.MaxRuns)
			}
			return &ta.RuntimeError{Pos: p.Rules[cycleRule(eff.Rules, q.rule)].Pos, Msg: msg, OutOfRuns: true}
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

// cycle looks for a cascade that comes back to where it was after an
// order choice: the same values, timers, rules' flags and schedules fired,
// the same clocks reset in the instant (a clock reset is 0, any other has
// the value it had before the stimulus) and the same rules queued from
// head on. What runs from such a point depends on nothing else but the
// choices made from it, and those that led back to it can be made again
// and again: in that order of the runs the rules trigger each other
// without end. A cascade of Home Assistant automations that trigger each
// other picks the waiting run at every turn, and each turn that goes on
// is another order to try: found at its second turn, a runaway is a few
// runs, not the bound's 10,000 for each of hundreds of orders (the
// bound's runaways after an order choice end the stimulus's enumeration,
// ta.RuntimeError.OutOfRuns; these do not, as each order is cut short).
func (r *Runner) cycle(head int) error {
	st, eff := r.st, r.eff
	if r.visited == nil {
		r.visited = map[string]int{}
		r.reset = ta.NewBits(r.m.Prog.NumClocks())
	}
	if len(r.visited) == 0 {
		r.reset.Clear()
		r.resets = 0
		r.ran, r.chg = nil, nil
	}
	for _, c := range eff.Resets[r.resets:] {
		r.reset.Set(c)
	}
	r.resets = len(eff.Resets)
	k := r.key[:0]
	for _, v := range st.Vals {
		k = binary.AppendVarint(k, v)
	}
	for _, t := range st.Timers {
		k = binary.AppendVarint(k, int64(t))
	}
	for _, b := range st.RuleOff {
		k = append(k, b2byte(b))
	}
	for _, b := range st.Fired {
		k = append(k, b2byte(b))
	}
	for _, w := range r.reset {
		k = binary.AppendUvarint(k, w)
	}
	for _, q := range r.queue[head:] {
		k = binary.AppendUvarint(k, uint64(q.rule)<<1|uint64(b2byte(q.needEnabled)))
	}
	r.key = k
	if at, ok := r.visited[string(k)]; ok {
		first := r.queue[head].rule
		for _, ri := range eff.Rules[at:] {
			first = min(first, ri)
		}
		return &ta.RuntimeError{Pos: r.m.Prog.Rules[first].Pos,
			Msg: "rules trigger each other without end (in one order of the runs started in the instant, they come back to where they were, and round again)"}
	}
	r.visited[string(k)] = len(eff.Rules)
	return nil
}

// seen asks the chooser, when it is a ta.Memo and the clocks a
// ta.ClockSig, whether an earlier run of the stimulus came to the point
// cycle described (r.key). Two runs at a point with the same state, queue
// and resets go on the same way; what they leave also depends on what
// they did before, which the key adds: the factors' classes read (a
// factor not read yet is chosen later), the other randoms drawn (order
// conflicts compare the outcomes of one draw of them), and the
// variables changed, rules run and emits made (the observers of `after`
// properties read them, Effects).
func (r *Runner) seen() bool {
	m, ok := r.ch.(ta.Memo)
	if !ok || r.m.NoMemo {
		return false
	}
	sig, ok := r.clk.(ta.ClockSig)
	if !ok {
		return false
	}
	eff := r.eff
	k := r.key
	k = append(k, 0xff)
	for _, c := range r.factor {
		k = binary.AppendVarint(k, int64(c))
	}
	j := 0
	for i, v := range eff.Randoms {
		if j < len(eff.Orders) && eff.Orders[j] == i {
			j++
			continue
		}
		k = binary.AppendVarint(k, v)
	}
	k = append(k, 0xff)
	if r.ran == nil {
		// (The first point of the stimulus: cycle cleared the sets.)
		r.ran, r.chg = ta.NewBits(len(r.m.Prog.Rules)), ta.NewBits(len(r.st.Vals))
		r.nRan, r.nChg = 0, 0
	}
	r.nRan = addAll(r.ran, eff.Rules, r.nRan)
	r.nChg = addAll(r.chg, eff.Changed, r.nChg)
	k = appendBits(k, r.chg)
	k = appendBits(k, r.ran)
	if len(eff.Emits) > 0 {
		emits := ta.NewBits(len(r.m.Prog.Stmts()))
		addAll(emits, eff.Emits, 0)
		k = append(k, 1)
		k = appendBits(k, emits)
	} else {
		k = append(k, 0)
	}
	k, ok = sig.AppendSig(k)
	r.key = k
	return ok && m.Seen(k)
}

// addAll adds list[from:] to set and returns len(list).
func addAll(set ta.Bits, list []int, from int) int {
	for _, x := range list[from:] {
		set.Set(x)
	}
	return len(list)
}

// appendBits appends a set's words.
func appendBits(k []byte, set ta.Bits) []byte {
	for _, w := range set {
		k = binary.LittleEndian.AppendUint64(k, w)
	}
	return k
}

func b2byte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// blockAST, stmtAST and evalAST walk the AST: they define what the
// compiled code (compile.go) must do, and the tests compare the two.
func (r *Runner) blockAST(list []ta.Stmt) error {
	for _, s := range list {
		if err := r.stmtAST(s); err != nil {
			return err
		}
	}
	return nil
}

func (r *Runner) stmtAST(s ta.Stmt) error {
	p, st, eff := r.m.Prog, r.st, r.eff
	eff.Covered.Set(s.Base().ID)
	switch s := s.(type) {
	case *ta.Assign:
		v, err := r.evalAST(s.Value)
		if err != nil {
			return err
		}
		decl := p.Vars[s.Index]
		if !decl.Type.Contains(v) {
			return &ta.RuntimeError{Pos: s.Pos, Msg: fmt.Sprintf("%s = %d is outside its range %s", decl.Name, v, ta.TypeString(&decl.Type))}
		}
		eff.Writes.Set(p.LocVar(s.Index))
		if st.Vals[s.Index] != v {
			st.Vals[s.Index] = v
			r.changed(s.Index)
		}
	case *ta.If:
		c, err := r.evalAST(s.Cond)
		if err != nil {
			return err
		}
		if c != 0 {
			return r.blockAST(s.Then)
		}
		return r.blockAST(s.Else)
	case *ta.Reset:
		r.clk.Reset(s.Index)
		eff.Writes.Set(p.LocClock(s.Index))
		eff.Resets = append(eff.Resets, s.Index)
	case *ta.Start:
		t := p.Timers[s.Index]
		r.clk.Reset(t.ClockIndex)
		eff.Writes.Set(p.LocClock(t.ClockIndex))
		eff.Writes.Set(p.LocTimer(s.Index))
		eff.Resets = append(eff.Resets, t.ClockIndex)
		st.Timers[s.Index] = int32(s.Window + 1)
	case *ta.Cancel:
		eff.Writes.Set(p.LocTimer(s.Index))
		st.Timers[s.Index] = 0
	case *ta.Run:
		r.queue = append(r.queue, queued{rule: s.Index})
	case *ta.Enable:
		eff.Writes.Set(p.LocRule(s.Index))
		st.RuleOff[s.Index] = false
	case *ta.Disable:
		eff.Writes.Set(p.LocRule(s.Index))
		st.RuleOff[s.Index] = true
	case *ta.Emit:
		eff.Emits = append(eff.Emits, s.ID)
	case *ta.Assert:
		c, err := r.evalAST(s.Cond)
		if err != nil {
			return err
		}
		if c == 0 {
			return &ta.RuntimeError{Pos: s.Pos, Msg: "assertion failed: " + ta.ExprString(s.Cond)}
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
	for _, ri := range r.m.Prog.ChangeRules(v) {
		r.queue = append(r.queue, queued{rule: ri, needEnabled: true})
	}
}

func (r *Runner) evalAST(e ta.Expr) (int64, error) {
	switch e := e.(type) {
	case *ta.IntLit:
		return e.Value, nil
	case *ta.BoolLit:
		if e.Value {
			return 1, nil
		}
		return 0, nil
	case *ta.DurationLit:
		return e.Seconds, nil
	case *ta.Ident:
		switch e.Ref.Kind {
		case ta.RefVar:
			if r.eff != nil {
				r.eff.Reads.Set(r.m.Prog.LocVar(e.Ref.Index))
			}
			return r.st.Vals[e.Ref.Index], nil
		case ta.RefEnum:
			return int64(e.Ref.Index), nil
		case ta.RefFactor:
			return r.readFactor(e.Ref.Index), nil
		case ta.RefLabel:
			if !r.m.ast {
				return r.call(&r.m.code.Code, r.m.code.labels[e.Ref.Index])
			}
			return r.truthAST(r.m.Prog.Labels[e.Ref.Index].Cond)
		}
		return 0, &ta.RuntimeError{Pos: e.Pos, Msg: fmt.Sprintf("%s has no value here", e.Name)}
	case *ta.Unary:
		x, err := r.evalAST(e.X)
		if err != nil {
			return 0, err
		}
		if e.Op == ta.OpNot {
			return b2i(x == 0), nil
		}
		if x == math.MinInt64 {
			return 0, &ta.RuntimeError{Pos: e.Pos, Msg: "integer overflow"}
		}
		return -x, nil
	case *ta.TimeIn:
		r.readWall()
		return b2i(r.m.Bind.TodHolds(e.Tod, r.clk)), nil
	case *ta.Binary:
		return r.binaryAST(e)
	case *ta.Random:
		v := r.ch.ChooseRandom(e.Lo, e.Hi)
		if e.Order {
			r.eff.Orders = append(r.eff.Orders, len(r.eff.Randoms))
		}
		r.eff.Randoms = append(r.eff.Randoms, v)
		return v, nil
	case *ta.CondExpr:
		c, err := r.evalAST(e.C)
		if err != nil {
			return 0, err
		}
		if c != 0 {
			return r.evalAST(e.Then)
		}
		return r.evalAST(e.Else)
	case *ta.ListIndex:
		i, err := r.evalAST(e.Index)
		if err != nil {
			return 0, err
		}
		if i < 0 || i >= int64(len(e.Elems)) {
			return 0, &ta.RuntimeError{Pos: e.Pos, Msg: fmt.Sprintf("index %d is outside 0..%d", i, len(e.Elems)-1)}
		}
		return r.evalAST(e.Elems[i])
	}
	return 0, &ta.RuntimeError{Pos: e.ExprPos(), Msg: "expression cannot be evaluated"}
}

func (r *Runner) readWall() {
	if r.eff != nil {
		r.eff.Reads.Set(r.m.Prog.LocClock(ta.WallClock))
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
		r.eff.Factors = append(r.eff.Factors, ta.FactorChoice{Factor: f, Class: c})
	}
	return fac.Classes[r.factor[f]].Lo
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (r *Runner) binaryAST(e *ta.Binary) (int64, error) {
	if e.Atom >= 0 {
		a := r.m.Prog.Atoms()[e.Atom]
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
	case ta.OpAnd:
		if x == 0 {
			return 0, nil
		}
		return r.truthAST(e.Y)
	case ta.OpOr:
		if x != 0 {
			return 1, nil
		}
		return r.truthAST(e.Y)
	case ta.OpImplies:
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
	case ta.OpAdd:
		v = x + y
		overflow = (x > 0 && y > 0 && v < 0) || (x < 0 && y < 0 && v >= 0)
	case ta.OpSub:
		v = x - y
		overflow = (x >= 0 && y < 0 && v < 0) || (x < 0 && y > 0 && v >= 0)
	case ta.OpMul:
		overflow = mulOverflows(x, y)
		v = x * y
	case ta.OpBitAnd:
		v = x & y
	case ta.OpBitOr:
		v = x | y
	case ta.OpBitXor:
		v = x ^ y
	case ta.OpDiv, ta.OpMod:
		if y == 0 {
			return 0, &ta.RuntimeError{Pos: e.Pos, Msg: "division by zero"}
		}
		if x == math.MinInt64 && y == -1 {
			return 0, &ta.RuntimeError{Pos: e.Pos, Msg: "integer overflow"}
		}
		if e.Op == ta.OpDiv {
			v = x / y
		} else {
			v = x % y
		}
	}
	if overflow {
		return 0, &ta.RuntimeError{Pos: e.Pos, Msg: "integer overflow"}
	}
	return v, nil
}

func (r *Runner) truthAST(e ta.Expr) (int64, error) {
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
