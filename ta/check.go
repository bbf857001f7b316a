package ta

import (
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
	Days   Weekdays // the days it happens on (0: every day); for Period, the days its windows start on
	Period int64
	// From, To: for Period, the window of the day it ticks in (nil: all
	// day), clock times.
	From, To *TimeLit
	Name     string
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

// UsesWeekdays reports whether a condition or a schedule of p (or of its
// invariants, once checked against it) names days of the week.
func (p *Program) UsesWeekdays() bool {
	info := p.mustInfo()
	for _, a := range info.tods {
		if a.Days != 0 {
			return true
		}
	}
	for _, s := range info.scheds {
		if s.Days != 0 {
			return true
		}
	}
	return false
}

// UsesDates reports whether a condition of p (or of its invariants, once
// checked against it) names dates: days of the month, months or years.
func (p *Program) UsesDates() bool {
	for _, a := range p.mustInfo().tods {
		if !a.Dates.IsZero() {
			return true
		}
	}
	return false
}

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
	// depth is how deep c.expr is in the expression it checks; past
	// MaxExprDepth it stops, so that a hostile chain cannot overflow the
	// stack here or in the passes after the checker.
	depth int
	deep  bool // the depth error is reported (once)
	at    Pos  // the innermost position known where the checker is
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
