package model

import (
	"fmt"
	"math/big"
	"strconv"

	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/ta/interp"
)

// Config is what one exploration is about: when it starts, how long it
// runs, the sun times, the start state, and the invariants.
type Config struct {
	Cal   ta.Calendar
	Init  *Init       // nil: the program's declared initial state
	Props []*Property // invariants, already loaded against the program
	// Forget, when set, are variables that nothing reads, which the
	// exploration does not keep (interp.Forgotten): a loop's outputs.
	Forget *interp.Forgotten
}

// Model is a program made ready for exploration: bound to a calendar, with
// its invariants' observers, a clock layout for the region engine, and a
// key encoding for the state store.
type Model struct {
	Prog   *ta.Program
	Mach   *interp.Machine
	Bind   *interp.Binding
	Cfg    Config
	Props  []*Property
	Timed  []*Property // the properties with observers, by slot
	Layout *regions.Layout
	// NClocks is the number of clocks: the program's, then one per
	// observer, then the sun clocks (Bind.Sun; only with sun ranges).
	NClocks int

	// Orders, when the program makes order choices, finds the
	// conflicts of one instant's orders (orders.go).
	Orders *Orders

	// Vac gathers what the search finds of each invariant's being put to
	// the test (spec.Exercise): the engines note the facts where they
	// check the invariants and open their obligations (NoteChecked,
	// NoteFired).
	Vac *spec.Exercise

	enc       *store.Encoding
	bigValue  *big.Rat // value of a never-reset clock in a valuation, beyond every constant
	diag      map[ta.ClockAtom]int
	wallCap   int32
	relevant  []bool     // stimuli worth firing
	code      []propCode // per property, by Property.idx
	obsClock0 int        // the first observer's clock (they follow the program's, by slot)
}

// TimeTriggeredAfters lists, at their `after:`, the invariants whose
// trigger reads the time of day or a clock: NewModel refuses them, and
// check warns of them (liveness under --forever checks them exactly).
func TimeTriggeredAfters(prog *ta.Program, props []*Property) ta.ErrorList {
	var errs ta.ErrorList
	for _, p := range props {
		// The observers start an obligation when a step of the program
		// makes the trigger true, not when time passing does: such a
		// trigger would start nothing where it should, and the invariant
		// be reported never put to the test (found with liveness, which
		// cuts time where the condition changes and checks it exactly).
		if p.After == AfterEdge && ReadsTime(prog, p.Edge) {
			errs.Add(p.AfterPos, "after: %s reads the time of day or a clock, so time passing can make it true, and explore starts an obligation only at a step of the program; for a stretch of the day write `condition:` with `window:`, or check a `reaches:` without `within:` with `delorean liveness --forever`", strconv.Quote(spec.ExprText(p.Edge)))
		}
	}
	return errs
}

// NewModel prepares a checked program for exploration.
func NewModel(prog *ta.Program, cfg Config) (*Model, error) {
	if !prog.Checked() {
		if err := ta.Check(prog); err != nil {
			return nil, err
		}
	}
	// A liveness property has no finite counterexample, so no search of
	// this model can break it: it is explore/liveness's.
	for _, p := range cfg.Props {
		if p.IsLiveness() {
			how := "check it with delorean liveness MODEL --invariants FILE (or give reaches a within: duration)"
			how += "; explore with a horizon (--hours, over zones) says whether it holds within the horizon, and \"unknown\" where the horizon ends first"
			return nil, ta.ErrorList{{Pos: p.Pos, Msg: fmt.Sprintf("invariant %q says %s, with no bound: a liveness property, which no finite run breaks; %s", p.Name, p.Describe(), how)}}
		}
	}
	// Sun clocks, if any, follow the observers' clocks.
	nTimed := 0
	for _, p := range cfg.Props {
		if p.IsTimed() {
			nTimed++
		}
	}
	bind, err := interp.BindClocks(prog, cfg.Cal, prog.NumClocks()+nTimed)
	if err != nil {
		return nil, err
	}
	m := &Model{Prog: prog, Bind: bind, Cfg: cfg, Props: cfg.Props, Mach: interp.NewMachine(prog, bind)}
	if cfg.Forget != nil {
		if err := m.Mach.Forget(cfg.Forget); err != nil {
			return nil, err
		}
	}
	m.Orders = NewOrders(m)
	m.NClocks = prog.NumClocks()
	m.obsClock0 = m.NClocks
	varsOnly := func(e ta.Expr) bool { return e == nil || !ReadsTime(prog, e) && !ReadsFactor(prog, e) }
	errs := TimeTriggeredAfters(prog, cfg.Props)
	if len(errs) > 0 {
		return nil, errs
	}
	for i, p := range cfg.Props {
		p.Index = i
		p.StaticCond = varsOnly(p.Cond)
		if w, ok := p.Cond.(*ta.Binary); ok && p.Window != nil && !p.StaticCond {
			p.StaticInner = w.Op == ta.OpImplies && w.X == ta.Expr(p.Window) && varsOnly(w.Y)
		}
		m.code = append(m.code, m.compile(p))
		if p.IsTimed() {
			p.Clock = m.NClocks
			p.Slot = len(m.Timed)
			p.EdgeVars = nil
			if p.After == AfterEdge && !ReadsTime(prog, p.Edge) && !ReadsFactor(prog, p.Edge) {
				p.EdgeVars = analysis.ExprLocs(prog, p.Edge) // variables only: LocVar(v) == v
				if p.EdgeVars == nil {
					p.EdgeVars = []int{}
				}
			}
			p.StaticTrigger = p.After != AfterEdge || p.EdgeVars != nil
			p.StaticWhile = varsOnly(p.While)
			m.NClocks++
			m.Timed = append(m.Timed, p)
		}
	}
	m.Vac = spec.NewExercise(cfg.Props)
	m.NClocks += len(bind.Sun)
	if err := m.layout(); err != nil {
		return nil, err
	}
	m.enc, err = store.NewEncoding(prog, len(m.Timed), m.Layout, m.wallCap)
	if err != nil {
		return nil, err
	}
	maxK := int64(0)
	for _, k := range m.Layout.K {
		maxK = max(maxK, int64(k))
	}
	m.bigValue = big.NewRat((maxK+2)*m.Layout.G, 1)
	m.relevant = make([]bool, len(prog.Stimuli()))
	for i, s := range prog.Stimuli() {
		m.relevant[i] = len(s.Rules) > 0 || s.Kind != ta.StimEvent
	}
	for _, p := range m.Timed {
		if p.After == AfterStimulus {
			m.relevant[p.Target] = true
		}
	}
	return m, nil
}

// compile compiles p's conditions for the model's program.
func (m *Model) compile(p *Property) propCode {
	c := func(e ta.Expr) *interp.Code {
		if e == nil {
			return nil
		}
		return m.Mach.Compile(e)
	}
	pc := propCode{cond: c(p.Cond), edge: c(p.Edge), while: c(p.While)}
	if p.StaticInner {
		pc.inner = c(p.Cond.(*ta.Binary).Y)
	}
	return pc
}

// layout collects every constant each clock is compared with, scales them
// by their GCD, and fixes the clocks' maximal constants.
func (m *Model) layout() error {
	p := m.Prog
	b := regions.NewBuilder(m.NClocks)
	// Clock reduction (paper §3.3): a clock nothing compares -- a stored
	// time never read, a timer never started -- stays out of the regions.
	used := make([]bool, m.NClocks)
	for _, a := range p.Atoms() {
		if a.Y >= 0 {
			b.Diagonal(a.X, a.Y, a.Op, a.C)
			used[a.Y] = true
		} else {
			b.Bound(a.X, a.C)
		}
		used[a.X] = true
	}
	for _, t := range p.Timers {
		for _, w := range t.Windows {
			b.Bound(t.ClockIndex, w.Lo)
			b.Bound(t.ClockIndex, w.Hi)
			used[t.ClockIndex] = true
		}
	}
	for _, pr := range m.Timed {
		b.Bound(pr.Clock, pr.Bound)
		used[pr.Clock] = true
	}
	for _, a := range m.Bind.SunAtoms() {
		if a.X != ta.WallClock {
			b.Bound(a.X, a.C)
			used[a.X] = true
		}
	}
	for x := 1; x < m.NClocks; x++ {
		if !used[x] {
			b.Untrack(x)
		}
	}
	// The wall clock: its behavioural constants (time-of-day boundaries and
	// schedule instants) and the horizon.
	if m.Cfg.Cal.Horizon == 0 {
		b.Untrack(ta.WallClock)
	} else {
		for _, c := range m.Bind.WallConstants() {
			b.Bound(ta.WallClock, c)
		}
	}
	l, err := b.Build()
	if err != nil {
		return err
	}
	m.Layout = l
	// Past its last constant the wall clock's integer part no longer
	// matters to the program (see store.Encoding): time-of-day changes,
	// schedules, and constraints that read the wall clock itself.
	last := m.Bind.LastChange()
	for _, a := range p.Atoms() {
		if a.X == ta.WallClock || a.Y == ta.WallClock {
			last = max(last, min(abs(a.C), m.Cfg.Cal.Horizon))
		}
	}
	m.wallCap = int32(last / l.G)
	m.diag = map[ta.ClockAtom]int{}
	for i, d := range l.Diags {
		m.diag[ta.ClockAtom{X: d.X, Y: d.Y, Op: d.Op, C: d.C * l.G}] = i
	}
	return nil
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// HorizonUnits is the horizon in clock units, or -1 when unbounded.
func (m *Model) HorizonUnits() int64 {
	if m.Cfg.Cal.Horizon == 0 {
		return -1
	}
	return m.Cfg.Cal.Horizon / m.Layout.G
}

// Initial returns the start state: the declared initial values with the
// user's --init applied, no observer pending, and concrete clocks.
func (m *Model) Initial() (ta.State, []bool, *interp.Valuation) {
	st := m.Mach.Initial()
	val := interp.NewValuation(m.NClocks)
	for i, c := range m.Prog.Clocks {
		if c.Init != nil {
			val.Set(i+1, big.NewRat(*c.Init, 1))
		}
	}
	if in := m.Cfg.Init; in != nil {
		for v, x := range in.Vals {
			st.Vals[v] = x
		}
		for c, sec := range in.Clocks {
			val.Set(c, big.NewRat(sec, 1))
		}
		for t, left := range in.Timers {
			tm := m.Prog.Timers[t]
			w := spec.WindowFor(tm, left)
			st.Timers[t] = int32(w + 1)
			val.Set(tm.ClockIndex, big.NewRat(tm.Windows[w].Hi-left, 1))
		}
	}
	return st, make([]bool, len(m.Timed)), val
}

// RegionOf computes the region of a concrete valuation into dst.
func (m *Model) RegionOf(val *interp.Valuation, dst regions.Region) {
	m.Layout.FromValues(dst, val.Values(m.bigValue))
}

// RegionClocks answers the interpreter's questions from a clock region
// (they implement ta.Clocks and ObserverClocks). The search keeps them
// by value in its workers, pointing at their scratch regions.
type RegionClocks struct {
	Model  *Model
	Region regions.Region
}

// Holds implements ta.Clocks.
func (c *RegionClocks) Holds(a ta.ClockAtom) bool {
	if a.Y >= 0 {
		d, ok := c.Model.diag[a]
		if !ok {
			panic(fmt.Sprintf("explore: diagonal %v is not in the clock layout", a))
		}
		return c.Model.Layout.HoldsDiag(c.Region, d)
	}
	return c.Model.Layout.Holds(c.Region, a.X, a.Op, a.C)
}

// AppendSig implements ta.ClockSig: a region's clocks are known, and a
// run changes them only by the resets a Memo's key has.
func (c *RegionClocks) AppendSig(b []byte) ([]byte, bool) { return b, true }

// ClockTest is a clock atom made ready for a region: its constant in
// clock units and a diagonal by its index in the layout, so that asking
// it divides nothing and looks nothing up. Replays ask millions.
type ClockTest struct {
	x, diag int32 // diag: the diagonal's index, or -1
	op      ta.Op
	c       int64 // units
}

// ClockTest makes atom a ready for asking regions (HoldsTest).
func (m *Model) ClockTest(a ta.ClockAtom) ClockTest {
	if a.Y >= 0 {
		d, ok := m.diag[a]
		if !ok {
			panic(fmt.Sprintf("explore: diagonal %v is not in the clock layout", a))
		}
		return ClockTest{x: int32(a.X), diag: int32(d), op: a.Op}
	}
	return ClockTest{x: int32(a.X), diag: -1, op: a.Op, c: m.Layout.Units(a.C)}
}

// HoldsTest is Holds of the atom t was made from.
func (c *RegionClocks) HoldsTest(t ClockTest) bool {
	if t.diag >= 0 {
		return c.Region.Diag[t.diag]
	}
	return c.Model.Layout.HoldsUnits(c.Region, int(t.x), t.op, t.c)
}

// Reset implements ta.Clocks.
func (c *RegionClocks) Reset(x int) { c.Model.Layout.Reset(c.Region, x) }

// Forget makes an observer clock irrelevant (beyond every constant), so
// that states differing only in an unused clock are one state.
func (c *RegionClocks) Forget(x int) {
	// Most observers are closed, their clocks long forgotten, and settle
	// forgets them after every transition: the common case stays inline.
	if c.Region.Int[x] > c.Model.Layout.K[x] {
		return
	}
	c.Model.Layout.Forget(c.Region, x)
}

// ValClocks are a concrete valuation as the observers' clocks: they add
// Forget to it.
type ValClocks struct{ *interp.Valuation }

// Forget implements ObserverClocks.
func (v ValClocks) Forget(x int) { v.Valuation.Forget(x) }

// ObserverClocks is what observers need from either kind of clocks.
type ObserverClocks interface {
	ta.Clocks
	Forget(x int)
}

// ReadsTime reports whether an expression reads a clock or the time of
// day, which the untimed mode cannot evaluate.
func ReadsTime(p *ta.Program, e ta.Expr) bool {
	return exprAny(p, e, func(e ta.Expr) bool {
		switch e := e.(type) {
		case *ta.Ident:
			return e.Ref.Kind == ta.RefClock || e.Ref.Kind == ta.RefTime
		case *ta.TimeIn:
			return true
		case *ta.Binary:
			return e.Atom >= 0 || e.Tod >= 0
		}
		return false
	})
}

// ReadsFactor reports whether an expression reads an environmental
// factor, which is not part of the state.
func ReadsFactor(p *ta.Program, e ta.Expr) bool {
	return exprAny(p, e, func(e ta.Expr) bool {
		id, ok := e.(*ta.Ident)
		return ok && id.Ref.Kind == ta.RefFactor
	})
}

// exprAny reports whether f holds for e or any expression in it, the
// conditions of the labels it names included.
func exprAny(p *ta.Program, e ta.Expr, f func(ta.Expr) bool) bool {
	if f(e) {
		return true
	}
	switch e := e.(type) {
	case *ta.Ident:
		if e.Ref.Kind == ta.RefLabel {
			return exprAny(p, p.Labels[e.Ref.Index].Cond, f)
		}
	case *ta.Unary:
		return exprAny(p, e.X, f)
	case *ta.Binary:
		return exprAny(p, e.X, f) || exprAny(p, e.Y, f)
	case *ta.CondExpr:
		return exprAny(p, e.C, f) || exprAny(p, e.Then, f) || exprAny(p, e.Else, f)
	case *ta.ListIndex:
		for _, x := range e.Elems {
			if exprAny(p, x, f) {
				return true
			}
		}
		return exprAny(p, e.Index, f)
	}
	return false
}

// Relevant reports whether stimulus s can change anything worth exploring
// (it runs rules, or is not a plain event, or an invariant waits for it).
func (m *Model) Relevant(s int) bool { return m.relevant[s] }

// WallCap is the wall clock's integer part beyond which the program
// cannot tell the times apart (its last time-of-day constant, in units of
// the layout's GCD).
func (m *Model) WallCap() int32 { return m.wallCap }

// FirstObserverClock is the clock of the first observer (slot 0); the
// others follow it by slot, after the program's clocks.
func (m *Model) FirstObserverClock() int { return m.obsClock0 }

// Encoding is the model's key encoding of states (for decoding a stored
// state, see Result.Store).
func (m *Model) Encoding() *store.Encoding { return m.enc }
