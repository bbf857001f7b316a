package ta

import (
	"fmt"
	"maps"
	"slices"
	"sort"
)

// checked holds what Check derives from a program: resolved tables that the
// interpreter, the binder and the explorer read.
type checked struct {
	clocks   []string // clock names by index; 0 is the wall clock
	init     []int64  // initial value of each variable
	stmts    []Stmt   // every statement, in source order (coverage ids)
	atoms    []ClockAtom
	tods     []TodAtom
	stimuli  []Stimulus
	scheds   []Schedule
	onChange [][]int // rules triggered by a change of each variable
	mutable  []bool  // rules whose enabled flag some statement changes
	usesWall bool    // the program reads the wall clock or the time of day
	names    map[string]declRef
	rules    map[string]int
}

// StimulusKind says what a stimulus is.
type StimulusKind uint8

// The kinds of stimuli: what can happen to a program from outside.
const (
	StimEvent StimulusKind = iota
	StimTimer
	StimSchedule
)

// Stimulus is something that starts rules: an environment event, the
// expiry of a timer, or a scheduled time of day. Every rule whose trigger
// names it runs, in declaration order.
type Stimulus struct {
	Kind  StimulusKind
	Index int    // into Events, Timers or Schedules
	Name  string // for traces
	Rules []int  // subscribed rules, in declaration order
}

// Schedule is a time-of-day trigger shared by the rules that name it:
// either At (a daily time of day) or Period (every Period seconds since
// midnight).
type Schedule struct {
	At     *TimeLit
	Days   Weekdays // for At: the days it happens on (0: every day)
	Period int64
	Name   string
}

type declKind uint8

const (
	declVar declKind = iota
	declClock
	declTimer
	declEvent
	declFactor
	declLabel
)

type declRef struct {
	kind  declKind
	index int
	pos   Pos
}

// Check resolves every name of p, checks types and the forms of clock
// constraints, and derives the tables the interpreter and explorer use. It
// returns all problems found, each with its position. Check may be called
// again after p is changed.
func Check(p *Program) error {
	c := &checker{p: p, info: &checked{names: map[string]declRef{}, rules: map[string]int{}}}
	c.declare()
	c.rules()
	c.errs.Sort()
	if len(c.errs) > 0 {
		p.info = nil
		return c.errs
	}
	p.info = c.info
	return nil
}

// Checked reports whether Check has succeeded on p.
func (p *Program) Checked() bool { return p.info != nil }

func (p *Program) mustInfo() *checked {
	if p.info == nil {
		panic("ta: program used before Check succeeded")
	}
	return p.info
}

// NumClocks is the number of clocks including the wall clock and the
// timers' private clocks.
func (p *Program) NumClocks() int { return len(p.mustInfo().clocks) }

// ClockName names clock i.
func (p *Program) ClockName(i int) string { return p.mustInfo().clocks[i] }

// InitValues returns the declared initial value of every variable.
func (p *Program) InitValues() []int64 { return append([]int64(nil), p.mustInfo().init...) }

// Stmts returns every statement in source order; a statement's ID indexes it.
func (p *Program) Stmts() []Stmt { return p.mustInfo().stmts }

// Atoms returns the program's distinct clock constraints.
func (p *Program) Atoms() []ClockAtom { return p.mustInfo().atoms }

// TodAtoms returns the program's distinct time-of-day conditions.
func (p *Program) TodAtoms() []TodAtom { return p.mustInfo().tods }

// Stimuli returns the program's stimuli: events, then timers, then schedules.
func (p *Program) Stimuli() []Stimulus { return p.mustInfo().stimuli }

// Schedules returns the program's distinct time-of-day triggers.
func (p *Program) Schedules() []Schedule { return p.mustInfo().scheds }

// ChangeRules returns the rules triggered by a change of variable v.
func (p *Program) ChangeRules(v int) []int { return p.mustInfo().onChange[v] }

// MutableRule reports whether some statement enables or disables rule r, so
// that its enabled flag is part of the state.
func (p *Program) MutableRule(r int) bool { return p.mustInfo().mutable[r] }

// UsesWallClock reports whether the program reads the wall clock or the
// time of day, so that exploring it needs a horizon.
func (p *Program) UsesWallClock() bool { return p.mustInfo().usesWall }

// LookupVar returns the index of the variable called name, or -1.
func (p *Program) LookupVar(name string) int {
	if d, ok := p.mustInfo().names[name]; ok && d.kind == declVar {
		return d.index
	}
	return -1
}

// LookupClock returns the clock index of a clock or timer called name, or -1.
func (p *Program) LookupClock(name string) int {
	if name == WallClockName {
		return WallClock
	}
	d, ok := p.mustInfo().names[name]
	switch {
	case !ok:
		return -1
	case d.kind == declClock:
		return d.index + 1
	case d.kind == declTimer:
		return p.Timers[d.index].ClockIndex
	}
	return -1
}

// LookupTimer returns the index of the timer called name, or -1.
func (p *Program) LookupTimer(name string) int {
	if d, ok := p.mustInfo().names[name]; ok && d.kind == declTimer {
		return d.index
	}
	return -1
}

// LookupEvent returns the index of the event called name, or -1.
func (p *Program) LookupEvent(name string) int {
	if d, ok := p.mustInfo().names[name]; ok && d.kind == declEvent {
		return d.index
	}
	return -1
}

// LookupLabel returns the index of the label called name, or -1.
func (p *Program) LookupLabel(name string) int {
	if d, ok := p.mustInfo().names[name]; ok && d.kind == declLabel {
		return d.index
	}
	return -1
}

// LookupRule returns the index of the rule called name, or -1.
func (p *Program) LookupRule(name string) int {
	if i, ok := p.mustInfo().rules[name]; ok {
		return i
	}
	return -1
}

// LookupStimulus returns the stimulus with the given name, or -1.
func (p *Program) LookupStimulus(name string) int {
	for i, s := range p.mustInfo().stimuli {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// suggest is Suggest over the declared names of the given kinds (all
// kinds when none is given).
func (c *checker) suggest(name string, kinds ...declKind) string {
	var known []string
	for n, d := range c.info.names {
		if len(kinds) == 0 || slices.Contains(kinds, d.kind) {
			known = append(known, n)
		}
	}
	return Suggest(name, known)
}

type checker struct {
	p    *Program
	info *checked
	errs ErrorList
	// Factor comparison constants, to derive their classes.
	cuts    [][]int64
	anyUse  []bool // a factor used other than compared with a constant
	atomIdx map[ClockAtom]int
	todIdx  map[TodAtom]int
	stimIdx map[string]int
	// noFactors is set when checking conditions outside the program
	// (invariants), which see states, not the inputs of one stimulus.
	noFactors bool
}

func (c *checker) errorf(pos Pos, format string, args ...any) {
	c.errs.Add(pos, format, args...)
}

var reserved = map[string]bool{"time": true, WallClockName: true, "sunrise": true, "sunset": true}

func (c *checker) declare() {
	p, info := c.p, c.info
	add := func(name string, k declKind, i int, pos Pos) {
		if name == "" {
			c.errorf(pos, "empty name")
			return
		}
		if reserved[name] {
			c.errorf(pos, "%q is reserved and cannot name a declaration", name)
			return
		}
		if prev, ok := info.names[name]; ok {
			c.errorf(pos, "%q is already declared at %s", name, prev.pos)
			return
		}
		info.names[name] = declRef{kind: k, index: i, pos: pos}
	}
	info.clocks = []string{WallClockName}
	// Declare in source order, so that a duplicate is reported where it
	// is written the second time.
	type decl struct {
		name  string
		kind  declKind
		index int
		pos   Pos
	}
	var decls []decl
	for i, v := range p.Vars {
		decls = append(decls, decl{v.Name, declVar, i, v.Pos})
	}
	for i, k := range p.Clocks {
		decls = append(decls, decl{k.Name, declClock, i, k.Pos})
		info.clocks = append(info.clocks, k.Name)
	}
	for i, t := range p.Timers {
		decls = append(decls, decl{t.Name, declTimer, i, t.Pos})
	}
	for i, e := range p.Events {
		decls = append(decls, decl{e.Name, declEvent, i, e.Pos})
	}
	for i, l := range p.Labels {
		decls = append(decls, decl{l.Name, declLabel, i, l.Pos})
	}
	for _, k := range p.Clocks {
		if k.Init != nil && *k.Init < 0 {
			c.errorf(k.Pos, "clock %s: a clock cannot start below 0", k.Name)
		}
	}
	for i, f := range p.Factors {
		decls = append(decls, decl{f.Name, declFactor, i, f.Pos})
		if f.Lo > f.Hi {
			c.errorf(f.Pos, "factor %s: empty range %d..%d", f.Name, f.Lo, f.Hi)
		}
	}
	sort.SliceStable(decls, func(i, j int) bool {
		a, b := decls[i].pos, decls[j].pos
		return a.Line < b.Line || (a.Line == b.Line && a.Col < b.Col)
	})
	for _, d := range decls {
		add(d.name, d.kind, d.index, d.pos)
	}
	// Timers: their clocks. A timer without a declared clock gets a private
	// one, after the declared clocks.
	for _, t := range p.Timers {
		t.Windows = nil
		if t.Clock == "" {
			t.ClockIndex = len(info.clocks)
			info.clocks = append(info.clocks, t.Name)
			continue
		}
		d, ok := info.names[t.Clock]
		if !ok || d.kind != declClock {
			c.errorf(t.Pos, "timer %s uses %q, which is not a declared clock", t.Name, t.Clock)
			continue
		}
		t.ClockIndex = d.index + 1
	}
	// Variables: types and initial values.
	info.init = make([]int64, len(p.Vars))
	for i, v := range p.Vars {
		switch v.Type.Kind {
		case Int:
			if v.Type.Lo > v.Type.Hi {
				c.errorf(v.Pos, "variable %s: empty range %d..%d", v.Name, v.Type.Lo, v.Type.Hi)
			}
		case Enum:
			seen := map[string]bool{}
			for _, s := range v.Type.Values {
				if seen[s] {
					c.errorf(v.Pos, "variable %s: state %q listed twice", v.Name, s)
				}
				seen[s] = true
			}
			if len(v.Type.Values) == 0 {
				c.errorf(v.Pos, "variable %s: no states", v.Name)
			}
		}
		info.init[i] = v.Type.Min()
		if v.Init != nil {
			if val, ok := c.constant(v.Init, &v.Type); ok {
				if !v.Type.Contains(val) {
					c.errorf(v.Init.ExprPos(), "initial value %d of %s is outside %s", val, v.Name, TypeString(&v.Type))
				}
				info.init[i] = val
			}
		}
	}
	c.cuts = make([][]int64, len(p.Factors))
	c.anyUse = make([]bool, len(p.Factors))
	c.atomIdx = map[ClockAtom]int{}
	c.todIdx = map[TodAtom]int{}
	c.stimIdx = map[string]int{}
	for i, e := range p.Events {
		info.stimuli = append(info.stimuli, Stimulus{Kind: StimEvent, Index: i, Name: e.Name})
	}
	for i, t := range p.Timers {
		info.stimuli = append(info.stimuli, Stimulus{Kind: StimTimer, Index: i, Name: t.Name})
	}
}

// constant evaluates a literal initial value of type t.
func (c *checker) constant(e Expr, t *Type) (int64, bool) {
	switch e := e.(type) {
	case *IntLit:
		if t.Kind == Int {
			return e.Value, true
		}
	case *Unary:
		if lit, ok := e.X.(*IntLit); ok && e.Op == OpNeg && t.Kind == Int {
			return -lit.Value, true
		}
	case *BoolLit:
		if t.Kind == Bool {
			if e.Value {
				return 1, true
			}
			return 0, true
		}
	case *Ident:
		if t.Kind == Enum {
			for i, s := range t.Values {
				if s == e.Name {
					e.Ref = Ref{Kind: RefEnum, Index: i}
					return int64(i), true
				}
			}
			c.errorf(e.Pos, "%q is not a state of %s", e.Name, TypeString(t))
			return 0, false
		}
	}
	c.errorf(e.ExprPos(), "initial value must be a constant of type %s", TypeString(t))
	return 0, false
}

func (c *checker) rules() {
	p, info := c.p, c.info
	for i, r := range p.Rules {
		if r.Name == "" {
			c.errorf(r.Pos, "rule without a name")
			continue
		}
		if prev, ok := info.rules[r.Name]; ok {
			c.errorf(r.Pos, "rule %q is already declared at %s", r.Name, p.Rules[prev].Pos)
			continue
		}
		info.rules[r.Name] = i
	}
	info.onChange = make([][]int, len(p.Vars))
	info.mutable = make([]bool, len(p.Rules))
	for i, r := range p.Rules {
		c.trigger(i, r)
		r.FirstStmt = len(info.stmts)
		c.block(r.Body)
		r.EndStmt = len(info.stmts)
	}
	// Labels, event guards, progress and urgent conditions describe
	// states, not stimuli: they cannot read environmental factors.
	c.noFactors = true
	for _, l := range p.Labels {
		c.boolExpr(l.Cond, "label "+l.Name)
	}
	c.labelCycles()
	for _, e := range p.Events {
		if e.Guard != nil {
			c.boolExpr(e.Guard, "the guard of event "+e.Name)
		}
	}
	for _, e := range p.Progress {
		c.boolExpr(e, "progress condition")
	}
	for _, e := range p.Urgent {
		c.boolExpr(e, "urgent condition")
	}
	c.noFactors = false
	for i, f := range p.Factors {
		if c.anyUse[i] && f.Hi-f.Lo >= MaxFactorValues {
			c.errorf(f.Pos, "factor %s is used in arithmetic or compared with something other than a constant, so each of its values is a class of its own; its range %d..%d is too large for that (at most %d values)", f.Name, f.Lo, f.Hi, MaxFactorValues)
			continue
		}
		f.Classes = factorClasses(f, c.cuts[i], c.anyUse[i])
	}
}

// MaxFactorValues bounds the classes of a factor whose every value is a
// class (each stimulus that reads it is tried with each).
const MaxFactorValues = 1024

// factorClasses splits a factor's range at the constants the program
// compares it with: values between two cuts behave alike.
func factorClasses(f *Factor, cuts []int64, all bool) []FactorClass {
	if all {
		out := make([]FactorClass, 0, f.Hi-f.Lo+1)
		for v := f.Lo; v <= f.Hi; v++ {
			out = append(out, FactorClass{Lo: v, Hi: v})
		}
		return out
	}
	// A cut k separates values < k from values >= k.
	sort.Slice(cuts, func(i, j int) bool { return cuts[i] < cuts[j] })
	var out []FactorClass
	lo := f.Lo
	for _, k := range cuts {
		if k <= lo || k > f.Hi {
			continue
		}
		out = append(out, FactorClass{Lo: lo, Hi: k - 1})
		lo = k
	}
	return append(out, FactorClass{Lo: lo, Hi: f.Hi})
}

func (c *checker) trigger(ri int, r *Rule) {
	p, info := c.p, c.info
	t := &r.Trigger
	t.Target = -1
	t.IsTimer = false
	switch t.Kind {
	case OnName:
		d, ok := info.names[t.Name]
		switch {
		case ok && d.kind == declEvent:
			t.Target = d.index
		case ok && d.kind == declTimer:
			t.Target = len(p.Events) + d.index
			t.IsTimer = true
		default:
			c.errorf(t.Pos, "rule %s: %q is not an event or a timer%s", r.Name, t.Name, c.suggest(t.Name, declEvent, declTimer))
			return
		}
	case OnChange:
		d, ok := info.names[t.Name]
		if !ok || d.kind != declVar {
			c.errorf(t.Pos, "rule %s: %q is not a variable or device%s", r.Name, t.Name, c.suggest(t.Name, declVar))
			return
		}
		t.Target = d.index
		info.onChange[d.index] = append(info.onChange[d.index], ri)
		return
	case OnTime, OnEvery:
		if t.Kind == OnTime && t.At == nil {
			c.errorf(t.Pos, "rule %s: missing time of day", r.Name)
			return
		}
		if t.Kind == OnEvery && t.Period <= 0 {
			c.errorf(t.Pos, "rule %s: the period of `every` must be positive", r.Name)
			return
		}
		info.usesWall = true
		key := scheduleName(t)
		i, ok := c.stimIdx[key]
		if !ok {
			i = len(info.stimuli)
			c.stimIdx[key] = i
			s := Schedule{At: t.At, Days: t.Days, Period: t.Period, Name: key}
			info.stimuli = append(info.stimuli, Stimulus{Kind: StimSchedule, Index: len(info.scheds), Name: key})
			info.scheds = append(info.scheds, s)
		}
		t.Target = i
	case OnCall:
		return
	}
	info.stimuli[t.Target].Rules = append(info.stimuli[t.Target].Rules, ri)
}

func scheduleName(t *Trigger) string {
	if t.Kind == OnEvery {
		return "every " + FormatDuration(t.Period)
	}
	return "at " + FormatTime(t.At) + daysSuffix(t.Days)
}

func (c *checker) block(stmts []Stmt) {
	for _, s := range stmts {
		c.stmt(s)
	}
}

func (c *checker) stmt(s Stmt) {
	p, info := c.p, c.info
	s.Base().ID = len(info.stmts)
	info.stmts = append(info.stmts, s)
	pos := s.Base().Pos
	switch s := s.(type) {
	case *Assign:
		s.Index = -1
		d, ok := info.names[s.Var]
		if !ok || d.kind != declVar {
			if ok && d.kind == declClock {
				c.errorf(pos, "%s is a clock: use `reset %s` to set it to zero", s.Var, s.Var)
			} else {
				c.errorf(pos, "%q is not a variable or device%s", s.Var, c.suggest(s.Var, declVar))
			}
			c.expr(s.Value, nil)
			return
		}
		s.Index = d.index
		v := p.Vars[d.index]
		got := c.expr(s.Value, &v.Type)
		if !c.assignable(got, &v.Type) {
			c.errorf(s.Value.ExprPos(), "cannot assign %s to %s (%s)", got, v.Name, TypeString(&v.Type))
			return
		}
		if lit, ok := s.Value.(*IntLit); ok && v.Type.Kind == Int && !v.Type.Contains(lit.Value) {
			c.errorf(s.Value.ExprPos(), "%d is outside %s's range %d..%d", lit.Value, v.Name, v.Type.Lo, v.Type.Hi)
		}
	case *If:
		c.boolExpr(s.Cond, "condition")
		c.block(s.Then)
		c.block(s.Else)
	case *Reset:
		s.Index = -1
		if s.Clock == WallClockName {
			c.errorf(pos, "the wall clock cannot be reset")
			return
		}
		d, ok := info.names[s.Clock]
		switch {
		case ok && d.kind == declClock:
			s.Index = d.index + 1
		case ok && d.kind == declTimer:
			c.errorf(pos, "%s is a timer: use `start %s DURATION` or `cancel %s`", s.Clock, s.Clock, s.Clock)
		default:
			c.errorf(pos, "%q is not a clock%s", s.Clock, c.suggest(s.Clock, declClock))
		}
	case *Start:
		s.Index, s.Window = -1, -1
		d, ok := info.names[s.Timer]
		if !ok || d.kind != declTimer {
			c.errorf(pos, "%q is not a timer%s", s.Timer, c.suggest(s.Timer, declTimer))
			return
		}
		if s.Lo < 0 || s.Hi < s.Lo {
			c.errorf(pos, "timer window %s..%s is empty", FormatDuration(s.Lo), FormatDuration(s.Hi))
			return
		}
		s.Index = d.index
		t := p.Timers[d.index]
		w := Window{Lo: s.Lo, Hi: s.Hi}
		s.Window = -1
		for i, x := range t.Windows {
			if x == w {
				s.Window = i
			}
		}
		if s.Window < 0 {
			s.Window = len(t.Windows)
			t.Windows = append(t.Windows, w)
		}
	case *Cancel:
		s.Index = -1
		d, ok := info.names[s.Timer]
		if !ok || d.kind != declTimer {
			c.errorf(pos, "%q is not a timer%s", s.Timer, c.suggest(s.Timer, declTimer))
			return
		}
		s.Index = d.index
	case *Run:
		s.Index = c.ruleRef(pos, s.Rule)
	case *Enable:
		s.Index = c.ruleRef(pos, s.Rule)
		if s.Index >= 0 {
			info.mutable[s.Index] = true
		}
	case *Disable:
		s.Index = c.ruleRef(pos, s.Rule)
		if s.Index >= 0 {
			info.mutable[s.Index] = true
		}
	case *Emit:
		if s.Name == "" {
			c.errorf(pos, "emit needs a name")
		}
	case *Assert:
		c.boolExpr(s.Cond, "assert")
	}
}

// labelCycles reports labels defined in terms of themselves.
func (c *checker) labelCycles() {
	p := c.p
	state := make([]int, len(p.Labels)) // 0 new, 1 on the path, 2 done
	var visit func(i int) bool
	var refs func(e Expr, f func(int))
	refs = func(e Expr, f func(int)) {
		switch e := e.(type) {
		case *Ident:
			if e.Ref.Kind == RefLabel {
				f(e.Ref.Index)
			}
		case *Unary:
			refs(e.X, f)
		case *Binary:
			refs(e.X, f)
			refs(e.Y, f)
		case *CondExpr:
			refs(e.C, f)
			refs(e.Then, f)
			refs(e.Else, f)
		case *ListIndex:
			for _, x := range e.Elems {
				refs(x, f)
			}
			refs(e.Index, f)
		}
	}
	visit = func(i int) bool {
		if state[i] == 1 {
			return false
		}
		if state[i] == 2 {
			return true
		}
		state[i] = 1
		ok := true
		refs(p.Labels[i].Cond, func(j int) {
			if ok && !visit(j) {
				ok = false
			}
		})
		state[i] = 2
		return ok
	}
	for i, l := range p.Labels {
		if !visit(i) {
			c.errorf(l.Pos, "label %s is defined in terms of itself", l.Name)
			return
		}
	}
}

func (c *checker) ruleRef(pos Pos, name string) int {
	i, ok := c.info.rules[name]
	if !ok {
		c.errorf(pos, "%q is not a rule%s", name, Suggest(name, slices.Collect(maps.Keys(c.info.rules))))
		return -1
	}
	return i
}

func (c *checker) boolExpr(e Expr, what string) {
	if t := c.expr(e, nil); t.kind == tUnresolved {
		c.errorf(e.ExprPos(), "unknown name %q%s", t.name, c.suggest(t.name))
	} else if t.kind != tBool && t.kind != tBad {
		c.errorf(e.ExprPos(), "%s must be true or false, not %s", what, t)
	}
}

// CheckExpr resolves and type-checks an expression against a checked
// program, for conditions that live outside it (invariants). It must be a
// condition (true or false).
func (p *Program) CheckExpr(e Expr) error {
	info := p.mustInfo()
	c := &checker{p: p, info: info, atomIdx: map[ClockAtom]int{}, todIdx: map[TodAtom]int{},
		cuts: make([][]int64, len(p.Factors)), anyUse: make([]bool, len(p.Factors)), noFactors: true}
	for i, a := range info.atoms {
		c.atomIdx[a] = i
	}
	for i, a := range info.tods {
		c.todIdx[a] = i
	}
	c.boolExpr(e, "condition")
	return c.errs.Err()
}

// Expression types, as the checker sees them.
type tkind uint8

const (
	tBad tkind = iota // already reported
	tBool
	tInt
	tEnum
	tClock
	tClockDiff
	tDuration
	tTime
	tTimeLit
	tUnresolved // an identifier that may be an enumeration value
)

type xtype struct {
	kind   tkind
	enum   *Type // tEnum
	clock  int   // tClock: clock index
	clock2 int   // tClockDiff: the subtracted clock
	factor int   // tInt read straight from a factor, or -1
	value  int64 // tDuration seconds, or the value of an integer literal
	lit    bool  // an integer literal (or a negated one)
	name   string
}

func (t xtype) String() string {
	switch t.kind {
	case tBool:
		return "a condition"
	case tInt:
		return "an integer"
	case tEnum:
		return "a state of " + TypeString(t.enum)
	case tClock:
		return "a clock"
	case tClockDiff:
		return "a clock difference"
	case tDuration:
		return "a duration"
	case tTime:
		return "the time of day"
	case tTimeLit:
		return "a time of day"
	case tUnresolved:
		return fmt.Sprintf("the unknown name %q", t.name)
	}
	return "an invalid expression"
}

func (c *checker) assignable(got xtype, want *Type) bool {
	switch got.kind {
	case tBad:
		return true
	case tBool:
		return want.Kind == Bool
	case tInt:
		return want.Kind == Int
	case tEnum:
		return want.Kind == Enum && sameEnum(got.enum, want)
	}
	return false
}

func sameEnum(a, b *Type) bool {
	if a == b {
		return true
	}
	if len(a.Values) != len(b.Values) {
		return false
	}
	for i := range a.Values {
		if a.Values[i] != b.Values[i] {
			return false
		}
	}
	return true
}

// expr type-checks e. hint, when not nil, is the enumeration an unresolved
// identifier should be looked up in.
func (c *checker) expr(e Expr, hint *Type) xtype {
	switch e := e.(type) {
	case *IntLit:
		return xtype{kind: tInt, factor: -1, value: e.Value, lit: true}
	case *BoolLit:
		return xtype{kind: tBool}
	case *DurationLit:
		return xtype{kind: tDuration, value: e.Seconds}
	case *TimeLit:
		return xtype{kind: tTimeLit}
	case *Ident:
		return c.ident(e, hint)
	case *Unary:
		x := c.expr(e.X, nil)
		switch {
		case x.kind == tBad:
			return x
		case e.Op == OpNot && x.kind == tBool:
			return x
		case e.Op == OpNeg && x.kind == tInt:
			c.useFactor(x)
			return xtype{kind: tInt, factor: -1, value: -x.value, lit: x.lit}
		case e.Op == OpNeg && x.kind == tDuration:
			return xtype{kind: tDuration, value: -x.value}
		}
		c.errorf(e.Pos, "operator %s cannot apply to %s", e.Op, x)
		return xtype{}
	case *CondExpr:
		c.boolExpr(e.C, "the condition of if-then-else")
		x, y := c.expr(e.Then, hint), c.expr(e.Else, hint)
		if x.kind == tEnum && y.kind == tUnresolved {
			y = c.expr(e.Else, x.enum)
		}
		if y.kind == tEnum && x.kind == tUnresolved {
			x = c.expr(e.Then, y.enum)
		}
		return c.sameValueType(e.Pos, "the branches of if-then-else", x, y)
	case *ListIndex:
		if t := c.expr(e.Index, nil); t.kind != tInt && t.kind != tBad {
			c.errorf(e.Index.ExprPos(), "a list index must be an integer, not %s", t)
		} else {
			c.useFactor(t)
		}
		var first xtype
		for i, x := range e.Elems {
			t := c.expr(x, hint)
			if i == 0 {
				first = t
				continue
			}
			first = c.sameValueType(x.ExprPos(), "the elements of a list", first, t)
		}
		return first
	case *Random:
		if c.noFactors {
			c.errorf(e.Pos, "random values belong in rules, not in conditions on states")
			return xtype{}
		}
		if e.Lo > e.Hi || e.Hi-e.Lo >= MaxFactorValues {
			c.errorf(e.Pos, "random %d..%d: the range must be non-empty and have at most %d values", e.Lo, e.Hi, MaxFactorValues)
			return xtype{}
		}
		return xtype{kind: tInt, factor: -1}
	case *TimeIn:
		e.Tod = c.tod(TodAtom{In: true, From: *e.From, To: *e.To, Days: e.Days})
		c.info.usesWall = true
		return xtype{kind: tBool}
	case *Binary:
		e.Atom, e.Tod = -1, -1
		switch {
		case e.Op <= OpAnd:
			x, y := c.expr(e.X, nil), c.expr(e.Y, nil)
			for _, t := range []struct {
				t xtype
				e Expr
			}{{x, e.X}, {y, e.Y}} {
				if t.t.kind != tBool && t.t.kind != tBad {
					c.errorf(t.e.ExprPos(), "operator %s needs conditions on both sides, not %s", e.Op, t.t)
				}
			}
			return xtype{kind: tBool}
		case e.Op.IsComparison():
			return c.comparison(e)
		}
		x, y := c.expr(e.X, nil), c.expr(e.Y, nil)
		if x.kind == tBad || y.kind == tBad {
			return xtype{}
		}
		if e.Op == OpSub && x.kind == tClock && y.kind == tClock {
			return xtype{kind: tClockDiff, clock: x.clock, clock2: y.clock}
		}
		if x.kind == tInt && y.kind == tInt {
			c.useFactor(x)
			c.useFactor(y)
			return xtype{kind: tInt, factor: -1}
		}
		if (x.kind == tClock || y.kind == tClock) && (e.Op == OpAdd || e.Op == OpSub) {
			c.errorf(e.Pos, "clock arithmetic is limited to comparisons x ⋈ c and x - y ⋈ c (c a constant number of seconds)")
			return xtype{}
		}
		c.errorf(e.Pos, "operator %s cannot apply to %s and %s", e.Op, x, y)
		return xtype{}
	}
	return xtype{}
}

func (c *checker) ident(e *Ident, hint *Type) xtype {
	info := c.info
	e.Ref = Ref{}
	if e.Name == "time" {
		e.Ref = Ref{Kind: RefTime}
		info.usesWall = true
		return xtype{kind: tTime}
	}
	if e.Name == WallClockName {
		e.Ref = Ref{Kind: RefClock, Index: WallClock}
		info.usesWall = true
		return xtype{kind: tClock, clock: WallClock}
	}
	if d, ok := info.names[e.Name]; ok {
		switch d.kind {
		case declVar:
			e.Ref = Ref{Kind: RefVar, Index: d.index}
			v := c.p.Vars[d.index]
			switch v.Type.Kind {
			case Bool:
				return xtype{kind: tBool}
			case Int:
				return xtype{kind: tInt, factor: -1}
			}
			return xtype{kind: tEnum, enum: &v.Type}
		case declClock:
			e.Ref = Ref{Kind: RefClock, Index: d.index + 1}
			return xtype{kind: tClock, clock: d.index + 1}
		case declTimer:
			ci := c.p.Timers[d.index].ClockIndex
			e.Ref = Ref{Kind: RefClock, Index: ci}
			return xtype{kind: tClock, clock: ci}
		case declFactor:
			if c.noFactors {
				c.errorf(e.Pos, "%s is an environmental factor, an input rather than state; conditions here cannot read it", e.Name)
				return xtype{}
			}
			e.Ref = Ref{Kind: RefFactor, Index: d.index}
			return xtype{kind: tInt, factor: d.index}
		case declEvent:
			c.errorf(e.Pos, "%s is an event, not a value", e.Name)
			return xtype{}
		case declLabel:
			e.Ref = Ref{Kind: RefLabel, Index: d.index}
			return xtype{kind: tBool}
		}
	}
	if hint != nil && hint.Kind == Enum {
		for i, s := range hint.Values {
			if s == e.Name {
				e.Ref = Ref{Kind: RefEnum, Index: i}
				return xtype{kind: tEnum, enum: hint}
			}
		}
		c.errorf(e.Pos, "%q is not a state of %s%s", e.Name, TypeString(hint), Suggest(e.Name, hint.Values))
		return xtype{}
	}
	return xtype{kind: tUnresolved, name: e.Name}
}

// sameValueType checks that two expressions that stand for one value
// (branches, list elements) have one value type, and returns it.
func (c *checker) sameValueType(pos Pos, what string, x, y xtype) xtype {
	for _, t := range []xtype{x, y} {
		switch t.kind {
		case tBad:
			return t
		case tUnresolved:
			c.errorf(pos, "unknown name %q%s", t.name, c.suggest(t.name))
			return xtype{}
		case tInt, tBool, tEnum:
		default:
			c.errorf(pos, "%s must be integers, conditions or states, not %s", what, t)
			return xtype{}
		}
	}
	c.useFactor(x)
	c.useFactor(y)
	if x.kind != y.kind || (x.kind == tEnum && !sameEnum(x.enum, y.enum)) {
		c.errorf(pos, "%s differ in type: %s and %s", what, x, y)
		return xtype{}
	}
	return xtype{kind: x.kind, enum: x.enum, factor: -1}
}

// useFactor notes that a factor's value is used in a way the classes cannot
// follow (arithmetic, comparison with a variable): every value is a class.
func (c *checker) useFactor(t xtype) {
	if t.kind == tInt && t.factor >= 0 {
		c.anyUse[t.factor] = true
	}
}

func (c *checker) comparison(e *Binary) xtype {
	x := c.expr(e.X, nil)
	var y xtype
	if x.kind == tEnum {
		y = c.expr(e.Y, x.enum)
	} else {
		y = c.expr(e.Y, nil)
	}
	if x.kind == tUnresolved && y.kind == tEnum {
		x = c.expr(e.X, y.enum)
	}
	for _, t := range []struct {
		t xtype
		e Expr
	}{{x, e.X}, {y, e.Y}} {
		if t.t.kind == tUnresolved {
			c.errorf(t.e.ExprPos(), "unknown name %q%s", t.t.name, c.suggest(t.t.name))
			return xtype{}
		}
	}
	if x.kind == tBad || y.kind == tBad {
		return xtype{kind: tBad}
	}
	bad := func() xtype {
		c.errorf(e.Pos, "cannot compare %s with %s", x, y)
		return xtype{}
	}
	switch {
	case x.kind == tInt && y.kind == tInt:
		c.factorCut(x, y, e.Op)
		c.factorCut(y, x, e.Op.Flip())
		return xtype{kind: tBool}
	case x.kind == tBool && y.kind == tBool, x.kind == tEnum && y.kind == tEnum:
		if x.kind == tEnum && !sameEnum(x.enum, y.enum) {
			return bad()
		}
		if e.Op != OpEq && e.Op != OpNe {
			c.errorf(e.Pos, "%s compares only with == and !=", x)
			return xtype{}
		}
		return xtype{kind: tBool}
	case x.kind == tTime && y.kind == tTimeLit:
		e.Tod = c.tod(TodAtom{Op: e.Op, At: *e.Y.(*TimeLit)})
		return xtype{kind: tBool}
	case x.kind == tTimeLit && y.kind == tTime:
		e.Tod = c.tod(TodAtom{Op: e.Op.Flip(), At: *e.X.(*TimeLit)})
		return xtype{kind: tBool}
	case x.kind == tClock || x.kind == tClockDiff || y.kind == tClock || y.kind == tClockDiff:
		return c.clockAtom(e, x, y)
	}
	return bad()
}

// clockAtom records a comparison between a clock (or a difference of two
// clocks) and a constant.
func (c *checker) clockAtom(e *Binary, x, y xtype) xtype {
	op := e.Op
	clk, k := x, y
	if y.kind == tClock || y.kind == tClockDiff {
		clk, k, op = y, x, op.Flip()
	}
	var sec int64
	switch {
	case k.kind == tDuration:
		sec = k.value
	case k.kind == tInt && k.lit:
		sec = k.value
	default:
		c.errorf(e.Pos, "a clock can only be compared with a constant number of seconds (x ⋈ c or x - y ⋈ c), not with %s", k)
		return xtype{}
	}
	a := ClockAtom{X: clk.clock, Y: -1, Op: op, C: sec}
	if clk.kind == tClockDiff {
		if clk.clock == clk.clock2 {
			c.errorf(e.Pos, "a clock minus itself is always zero")
			return xtype{}
		}
		a.Y = clk.clock2
	}
	if a.X == WallClock || a.Y == WallClock {
		c.info.usesWall = true
	}
	e.Atom = c.atom(a)
	return xtype{kind: tBool}
}

func (c *checker) atom(a ClockAtom) int {
	if i, ok := c.atomIdx[a]; ok {
		return i
	}
	i := len(c.info.atoms)
	c.info.atoms = append(c.info.atoms, a)
	c.atomIdx[a] = i
	return i
}

func (c *checker) tod(a TodAtom) int {
	c.info.usesWall = true
	// Positions are not part of an atom's identity.
	a.At.Pos, a.From.Pos, a.To.Pos = Pos{}, Pos{}, Pos{}
	if i, ok := c.todIdx[a]; ok {
		return i
	}
	i := len(c.info.tods)
	c.info.tods = append(c.info.tods, a)
	c.todIdx[a] = i
	return i
}

// factorCut records that factor f (x) is compared with the constant k (y):
// the cut points separate the values the comparison cannot tell apart.
func (c *checker) factorCut(x, y xtype, op Op) {
	if x.factor < 0 {
		return
	}
	if !y.lit {
		c.anyUse[x.factor] = true
		return
	}
	k := y.value
	switch op {
	case OpLt, OpGe:
		c.cuts[x.factor] = append(c.cuts[x.factor], k)
	case OpLe, OpGt:
		c.cuts[x.factor] = append(c.cuts[x.factor], k+1)
	case OpEq, OpNe:
		c.cuts[x.factor] = append(c.cuts[x.factor], k, k+1)
	}
}

// TypeString prints a type as the .ta format writes it.
func TypeString(t *Type) string {
	switch t.Kind {
	case Bool:
		return "bool"
	case Int:
		return fmt.Sprintf("%d..%d", t.Lo, t.Hi)
	}
	s := "{"
	for i, v := range t.Values {
		if i > 0 {
			s += ", "
		}
		s += quoteName(v)
	}
	return s + "}"
}
