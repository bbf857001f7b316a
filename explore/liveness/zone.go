package liveness

import (
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// The check runs on the zone graph of explore/zone (zone.Semantics: the
// elapsed zones, extrapolated by ExtraLU+ with per-location bounds, as
// tck-liveness's EXTRA_LU_PLUS_LOCAL), nodes compared by equality. A
// Büchi automaton has an accepting run iff its zone graph under such an
// abstraction has a reachable accepting cycle (Tripakis, "Checking timed
// Büchi automata emptiness on simulation graphs", ACM TOCL 2009; Li,
// FORMATS 2009; Theorem 3 of Herbreteau, Srivathsan, Tran and
// Walukiewicz, FSTTCS 2016): the abstraction is a finite time-abstract
// simulation, and every path of its graph is a path of the automaton.
//
// Only runs in which time diverges count (a run of infinitely many steps
// in finite time is no behaviour of a home). The check adds a clock that
// nothing else reads and an event "time passes" that needs it at a
// period or more (TickPeriod) and resets it (Prepare), and accepts a cycle
// only if it takes that event as well as an accepting state: then at
// least a period passes in every round, so time diverges; conversely a
// run in which time diverges can take the event whenever a period has
// passed, changing nothing else. This is the usual construction (Tripakis, Yovine and
// Bouajjani, "Checking timed Büchi automata emptiness efficiently", FMSD
// 2005, §5; HSTW 2016 §5 discusses its cost), made a plain Büchi
// condition by a flag: seen is "an accepting state since the last
// counted tick", and a state reached by the tick with seen set is the
// accepting one. With several acceptance sets (a generalised condition:
// each label again and again), seen has a bit per set, and the tick
// counts once every bit is set (the usual degeneralisation, with the
// tick as the last set).

// TickEvent is the name of the event Prepare adds: time passes (at
// least TickPeriod).
const TickEvent = "time passes (liveness)"

// tickClock is the clock that measures it; a name no front end gives.
const tickClock = "time since the liveness tick"

// Prepare returns a copy of p, checked, with the event TickEvent, which
// fires once its clock is at TickPeriod(p) or more and resets it,
// changing nothing else. The properties of a check are compiled against the copy (its
// names are p's).
func Prepare(p *ta.Program) (*ta.Program, error) {
	if !p.Checked() {
		if err := ta.Check(p); err != nil {
			return nil, err
		}
	}
	return prepare(p, TickPeriod(p))
}

// prepare is Prepare with the tick's period.
func prepare(p *ta.Program, period int64) (*ta.Program, error) {
	cp, _, err := syntax.Copy(p)
	if err != nil {
		return nil, err
	}
	if p.LookupEvent(TickEvent) >= 0 || slices.ContainsFunc(cp.Clocks, func(c *ta.Clock) bool { return c.Name == tickClock }) {
		return nil, fmt.Errorf("the program already has an event %q or a clock %q", TickEvent, tickClock)
	}
	zero := int64(0)
	pos := p.Pos
	cp.Clocks = append(cp.Clocks, &ta.Clock{Name: tickClock, Init: &zero, Pos: pos})
	guard := &ta.Binary{Pos: pos, Op: ta.OpGe, X: &ta.Ident{Pos: pos, Name: tickClock}, Y: &ta.IntLit{Pos: pos, Value: period}, Atom: -1, Tod: -1}
	cp.Events = append(cp.Events, &ta.Event{Name: TickEvent, Guard: guard, Pos: pos})
	cp.Rules = append(cp.Rules, &ta.Rule{Name: TickEvent, Trigger: ta.Trigger{Kind: ta.OnName, Name: TickEvent, Pos: pos},
		Body: []ta.Stmt{&ta.Reset{StmtBase: ta.StmtBase{Pos: pos}, Clock: tickClock}}, Pos: pos})
	if err := ta.Check(cp); err != nil {
		return nil, fmt.Errorf("adding the liveness tick: %v", err)
	}
	return cp, nil
}

// TickPeriod is how long the tick waits: the largest constant p's clocks
// are compared with (at least a second). Any period makes a run with
// infinitely many ticks one in which time diverges; a short one costs
// zones: each tick resets the tick clock, and the zone remembers how far
// the program's clocks had gone then, up to their largest constant, so a
// period of a second splits a 30-minute timer's zone into 1,800 (the
// blow-up HSTW 2016 §5 describes). With the largest constant as the
// period, a second tick comes only when every clock not reset since is
// past its largest constant, where extrapolation merges them.
func TickPeriod(p *ta.Program) int64 {
	c := int64(1)
	for _, a := range p.Atoms() {
		c = max(c, a.C, -a.C)
	}
	for _, t := range p.Timers {
		for _, w := range t.Windows {
			c = max(c, w.Hi)
		}
	}
	return c
}

// Kind is the shape of a liveness property.
type Kind uint8

// The kinds.
const (
	// Buchi: some run in which time diverges visits, infinitely often, a
	// state carrying all of Labels (tck-liveness -a ndfs -l), or with
	// Each, for each label, a state carrying it (-a couvscc -l: a
	// generalised Büchi condition). The property "holds" when there is
	// none, as tck-liveness's CYCLE false.
	Buchi Kind = iota
	// LeadsTo: after a state where Trigger holds (nil: every state, which
	// is `always_eventually: Target`), a state where Target holds comes,
	// on every run in which time diverges (UPPAAL's Trigger --> Target).
	// A counterexample is a run that reaches Trigger and then never
	// Target.
	LeadsTo
)

// Property is a liveness property over the discrete states of a program
// prepared by Prepare; its conditions read no clock or time of day.
type Property struct {
	Name   string
	Kind   Kind
	Labels []string
	Each   bool
	// LeadsTo's trigger: a state where Trigger holds, or a transition of
	// one of Stims, or one that makes Edge true; with While, which must
	// hold just before the transition. None of them: every state (always
	// eventually).
	Trigger     ta.Expr
	Stims       []int
	Edge, While ta.Expr
	Target      ta.Expr
	// Pos is where it was written (if it was), Desc what it says (""
	// for Describe's words).
	Pos  ta.Pos
	Desc string
}

// FromSpec is the liveness property of an invariant of the invariants
// file (spec.LeadsTo, spec.AlwaysEventually), loaded against the
// prepared program. Of `after:`, it takes an event, timer or schedule,
// or a condition becoming true; `rule`, `change` and `emit` are refused.
func FromSpec(p *spec.Property) (*Property, error) {
	lp := &Property{Name: p.Name, Kind: LeadsTo, Target: p.Cond, Pos: p.Pos, Desc: p.Describe() + ", on every run in which time goes on"}
	switch p.Kind {
	case spec.AlwaysEventually:
		return lp, nil
	case spec.LeadsTo:
	default:
		return nil, fmt.Errorf("%s: invariant %q is not a liveness property", p.Pos, p.Name)
	}
	lp.While = p.While
	switch p.After {
	case spec.AfterStimulus:
		lp.Stims = []int{p.Target}
	case spec.AfterEdge:
		lp.Edge = p.Edge
	default:
		return nil, fmt.Errorf("%s: invariant %q: the liveness check takes after: an event, a timer, a schedule or a condition, not a rule, a change or an emit (yet)", p.Pos, p.Name)
	}
	return lp, nil
}

// State is a state of the product the check explores: a zone state and
// the property's automaton.
type State struct {
	Z zone.State
	// Committed (LeadsTo): the run has met the trigger and will not meet
	// the target again (the automaton guessed it; a state where the
	// target holds ends such a run).
	Committed bool
	// seen: the acceptance sets met since the last counted tick (one
	// bit each: a label of Each, else one set).
	seen uint64
	acc  bool // reached by the tick with every set seen
	// cell: the time-of-day cell Z's zone lies in (timed.go; 0 when the
	// property reads no time of day), and tr the record of how Z was
	// reached with the cell's constraints (nil: Z's own).
	cell int
	tr   *ztrace.Transit
}

// hop is how s was reached by stim, for its trace.
func (s *State) hop(stim int) ztrace.Hop {
	if s.tr != nil {
		return ztrace.Hop{Stim: stim, Tr: s.tr}
	}
	return s.Z.Hop(stim)
}

// Zones is the zone graph of a prepared program with a property's
// automaton: a Graph.
type Zones struct {
	sem     *zone.Semantics
	m       *explore.Model
	prop    *Property
	tick    int            // the tick's stimulus
	period  int64          // its period (the wrap's, when it wraps)
	wraps   bool           // --forever: the wrap at midnight is the tick
	want    *interp.Code   // the labels (all of them), or LeadsTo's target
	each    []*interp.Code // Each: a label each
	full    uint64         // seen with every acceptance set met
	trigger *interp.Code
	edge    *interp.Code
	while   *interp.Code
	clk     noClocks
	gerr    error // a condition that read a clock
	// timed: the property reads the time of day; cuts are the instants
	// of the wall clock where one of its atoms (atoms, the program's
	// time-of-day atoms it reads) changes value (timed.go).
	timed bool
	cuts  []int64
	atoms []int
}

var _ Graph[State] = (*Zones)(nil)

// noClocks answers no clock question: the conditions read none (checked
// when the graph is made); one that did is an error, not an answer.
type noClocks struct{ read *bool }

func (c noClocks) Holds(ta.ClockAtom) bool { *c.read = true; return false }
func (c noClocks) Reset(int)               { *c.read = true }

// NewZones is the graph of prop on m (a model of a program Prepare made)
// with opt's extrapolation and bounds.
func NewZones(m *explore.Model, prop *Property, opt zone.Options) (*Zones, error) {
	tick := -1
	var period int64
	for i, st := range m.Prog.Stimuli() {
		if st.Kind != ta.StimEvent {
			continue
		}
		if ev := m.Prog.Events[st.Index]; ev.Name == TickEvent {
			tick = i
			if b, ok := ev.Guard.(*ta.Binary); ok {
				if c, ok := b.Y.(*ta.IntLit); ok {
					period = c.Value
				}
			}
		}
	}
	if tick < 0 {
		return nil, fmt.Errorf("liveness: the program was not prepared (no %q)", TickEvent)
	}
	wraps := m.Cfg.Cal.Wrap > 0
	if wraps {
		// Under --forever the wall clock is taken back a period at each
		// wrap (explore/zone/forever.go), and time diverges on a run iff
		// it wraps again and again: between two wraps the wall clock goes
		// from WrapAt less the period to WrapAt, so a period passes, and
		// a run in which time diverges passes every midnight. The wrap
		// is the tick, and the tick's own event is not taken: with it
		// the zones would remember, to the second of the day, when the
		// last tick was (the wall clock is never extrapolated, as it is
		// bounded by the wrap), and the graph of a door locked at 22:00
		// (testdata/nightlock.ta) passed 20 GB with a tick of a second.
		period = m.Cfg.Cal.Wrap
	} else if m.Cfg.Cal.Horizon > 0 {
		// With a horizon time stops there: no run lets it diverge, and
		// one cut there never shows that something never happens.
		return nil, fmt.Errorf("liveness needs time without end: the model has a horizon of %s", ta.FormatDuration(m.Cfg.Cal.Horizon))
	}
	// States are compared by equality, never by covering, so the zone
	// graph is finite only over extrapolated zones (ExtraLU+): the zone
	// engine's default stores exact zones for aLU covering, which would
	// make this graph infinite.
	opt.Subsumption = zone.SubsumeExtraLU
	want := prop.Target
	if prop.Kind == Buchi {
		var err error
		if want, err = labelsCond(m.Prog, prop.Labels); err != nil {
			return nil, err
		}
	}
	conds := []ta.Expr{prop.Trigger, prop.Edge, prop.While, want}
	if slices.ContainsFunc(conds, func(e ta.Expr) bool { return e != nil && explore.ReadsTime(m.Prog, e) }) {
		// The cells' constraints on the wall clock must hold in every
		// location's bounds (timed.go).
		opt.GlobalBounds = true
	}
	sem, err := zone.NewSemantics(m, opt)
	if err != nil {
		return nil, err
	}
	g := &Zones{sem: sem, m: m, prop: prop, tick: tick, period: period, wraps: wraps}
	g.clk.read = new(bool)
	if prop.Kind == LeadsTo {
		for _, c := range []struct {
			e    ta.Expr
			code **interp.Code
		}{{prop.Trigger, &g.trigger}, {prop.Edge, &g.edge}, {prop.While, &g.while}} {
			if c.e != nil {
				*c.code = m.Mach.Compile(c.e)
			}
		}
	}
	if err := g.timeCuts(conds); err != nil {
		return nil, err
	}
	g.want = m.Mach.Compile(want)
	g.full = 1
	if prop.Kind == Buchi && prop.Each {
		if len(prop.Labels) > 64 {
			return nil, fmt.Errorf("%s: at most 64 labels, each to be met again and again", prop.Name)
		}
		for _, l := range prop.Labels {
			c, err := labelsCond(m.Prog, []string{l})
			if err != nil {
				return nil, err
			}
			g.each = append(g.each, m.Mach.Compile(c))
		}
		g.full = 1<<len(prop.Labels) - 1
	}
	return g, nil
}

// labelsCond is the condition that a state carries all of labels.
func labelsCond(p *ta.Program, labels []string) (ta.Expr, error) {
	var conj ta.Expr
	for _, l := range labels {
		if p.LookupLabel(l) < 0 {
			return nil, fmt.Errorf("the model has no label %q", l)
		}
		var id ta.Expr = &ta.Ident{Name: l}
		if conj != nil {
			id = &ta.Binary{Op: ta.OpAnd, X: conj, Y: id, Atom: -1, Tod: -1}
		}
		conj = id
	}
	if conj == nil {
		return nil, fmt.Errorf("no labels given")
	}
	return conj, p.CheckExpr(conj)
}

// holds evaluates c in st, in the time-of-day cell cell.
func (g *Zones) holds(st *ta.State, c *interp.Code, cell int) (bool, error) {
	if g.timed {
		var bad error
		v, err := g.m.Mach.EvalCode(st, cellClocks{g.cuts, cell, &bad}, c)
		if err == nil {
			err = bad
		}
		return v != 0, err
	}
	v, err := g.m.Mach.EvalCode(st, g.clk, c)
	if err == nil && *g.clk.read {
		err = fmt.Errorf("%s: a condition read a clock", g.prop.Name)
	}
	return v != 0, err
}

// fair is the acceptance sets a product state in cell cell is in: the
// one set if it carries the labels (Buchi) or is committed (LeadsTo);
// with Each, a set per label it carries.
func (g *Zones) fair(st *ta.State, committed bool, cell int) (uint64, error) {
	if g.prop.Kind == LeadsTo {
		return b2u(committed), nil
	}
	if g.each == nil {
		v, err := g.holds(st, g.want, cell)
		return b2u(v), err
	}
	var sets uint64
	for k, c := range g.each {
		v, err := g.holds(st, c, cell)
		if err != nil {
			return 0, err
		}
		sets |= b2u(v) << k
	}
	return sets, nil
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// span is what a successor's run meets in the cells from its entry's,
// entry, to each of its parts' (timed.go), cell by cell: the labels'
// acceptance sets met so far (Buchi), and for LeadsTo the last cell so
// far where the target holds and the last where the trigger happens (-1:
// none).
type span struct {
	entry            int
	sets             []uint64
	lastTgt, lastTrg []int
}

// products calls yield with the product states of zone state z reached
// from p (nil: a start state) by a transition of stimulus stim: one per
// part of z in a time-of-day cell (timed.go; z itself when the property
// reads no time of day) and state of the property's automaton. A
// committed run (LeadsTo: the automaton guessed that the target never
// holds again) stays so while the target holds in none of the cells it
// goes through; one that is not may commit where the trigger happens, on
// the transition or in a cell time passes into, if the target holds in
// none of the cells from there on.
func (g *Zones) products(p *State, z zone.State, stim int, yield func(State) bool) error {
	parts, err := g.parts(z, stim)
	if err != nil || len(parts) == 0 {
		return err
	}
	sp, err := g.span(p, z, stim, parts[len(parts)-1].cell)
	if err != nil {
		return err
	}
	for _, pt := range parts {
		if pt.cell < sp.entry {
			return fmt.Errorf("liveness: internal error: a successor's part is in time-of-day cell %d, before its entry's %d", pt.cell, sp.entry)
		}
		k := pt.cell - sp.entry
		var options []bool // Committed in the successor
		switch {
		case g.prop.Kind != LeadsTo:
			options = []bool{false}
		case p != nil && p.Committed:
			if sp.lastTgt[k] < 0 {
				options = []bool{true}
			}
		default:
			options = []bool{false}
			if sp.lastTrg[k] > sp.lastTgt[k] {
				options = append(options, true)
			}
		}
		for _, c := range options {
			s := State{Z: pt.z, Committed: c, cell: pt.cell, tr: pt.tr}
			f := b2u(c)
			if g.prop.Kind == Buchi {
				f = sp.sets[k]
			}
			switch {
			case p == nil:
				s.seen = f
			case g.ticks(stim, z) && p.seen == g.full:
				s.acc, s.seen = true, f
			default:
				s.seen = p.seen | f
			}
			if !yield(s) {
				return nil
			}
		}
	}
	return nil
}

// span reads the conditions in the cells from the entry of z (reached
// from p by stim) to cell last.
func (g *Zones) span(p *State, z zone.State, stim, last int) (*span, error) {
	e := g.entryCell(p, z, stim)
	sp := &span{entry: e}
	st := &z.Disc
	for cell := e; cell <= last; cell++ {
		if g.prop.Kind == Buchi {
			f, err := g.fair(st, false, cell)
			if err != nil {
				return nil, err
			}
			if cell > e {
				f |= sp.sets[len(sp.sets)-1]
			}
			sp.sets = append(sp.sets, f)
			continue
		}
		tgt, err := g.holds(st, g.want, cell)
		if err != nil {
			return nil, err
		}
		var trg bool
		if cell == e {
			trg, err = g.triggered(p, z, stim, e)
		} else {
			trg, err = g.triggeredIn(st, cell)
		}
		if err != nil {
			return nil, err
		}
		lt, lg := -1, -1
		if cell > e {
			lt, lg = sp.lastTgt[len(sp.lastTgt)-1], sp.lastTrg[len(sp.lastTrg)-1]
		}
		if tgt {
			lt = cell - e
		}
		if trg {
			lg = cell - e
		}
		sp.lastTgt, sp.lastTrg = append(sp.lastTgt, lt), append(sp.lastTrg, lg)
	}
	return sp, nil
}

// ticks reports whether the transition by stim to z counts as time
// passing: the tick, or under --forever the wrap at midnight (a
// transition of no stimulus whose record resets the wall clock, which
// no program resets).
func (g *Zones) ticks(stim int, z zone.State) bool {
	if !g.wraps {
		return stim == g.tick
	}
	if stim >= 0 {
		return false
	}
	h := z.Hop(stim)
	if h.Tr == nil || len(h.Tr.Phases) == 0 {
		return false
	}
	for _, o := range h.Tr.Phases[0].Ops {
		if o.Reset == ta.WallClock+1 {
			return true
		}
	}
	return false
}

// triggered reports whether LeadsTo's trigger happens on the way to z
// from p (nil: z is a start state) by stimulus stim, entered in cell
// entry.
func (g *Zones) triggered(p *State, z zone.State, stim, entry int) (bool, error) {
	pr := g.prop
	switch {
	case g.trigger != nil:
		return g.holds(&z.Disc, g.trigger, entry)
	case pr.Stims == nil && g.edge == nil:
		return true, nil // always eventually: every state
	case p == nil:
		return false, nil // an event or a change needs a transition
	case pr.Stims != nil && !slices.Contains(pr.Stims, stim):
		return false, nil
	}
	if g.edge != nil {
		before, err := g.holds(&p.Z.Disc, g.edge, p.cell)
		if err != nil || before {
			return false, err
		}
		after, err := g.holds(&z.Disc, g.edge, entry)
		if err != nil || !after {
			return false, err
		}
	}
	if g.while != nil {
		return g.holds(&p.Z.Disc, g.while, p.cell)
	}
	return true, nil
}

// triggeredIn reports whether LeadsTo's trigger happens as time passes
// into cell in state st (from the cell before): a state's condition
// holding there, every moment (always eventually), or a condition
// becoming true there while another held just before; an event, never.
func (g *Zones) triggeredIn(st *ta.State, cell int) (bool, error) {
	pr := g.prop
	switch {
	case g.trigger != nil:
		return g.holds(st, g.trigger, cell)
	case pr.Stims == nil && g.edge == nil:
		return true, nil
	case pr.Stims != nil:
		return false, nil
	}
	before, err := g.holds(st, g.edge, cell-1)
	if err != nil || before {
		return false, err
	}
	after, err := g.holds(st, g.edge, cell)
	if err != nil || !after {
		return false, err
	}
	if g.while != nil {
		return g.holds(st, g.while, cell-1)
	}
	return true, nil
}

func posText(p ta.Pos) string {
	if p.File == "" {
		return ""
	}
	return p.String() + ": "
}

// Starts implements Graph.
func (g *Zones) Starts(yield func(State) bool) error {
	var err error
	serr := g.sem.Starts(func(z zone.State) bool {
		stop := false
		err = g.products(nil, z, -1, func(s State) bool {
			stop = !yield(s)
			return !stop
		})
		return err == nil && !stop
	})
	if serr != nil {
		return serr
	}
	return err
}

// Successors implements Graph.
func (g *Zones) Successors(s State, yield func(search.Label, State, error) bool) error {
	var err error
	serr := g.sem.Successors(s.Z, func(l search.Label, z zone.State, rerr error) bool {
		if g.wraps && l.Stim == g.tick {
			return true // the wrap is the tick
		}
		if rerr != nil {
			return yield(l, State{}, rerr)
		}
		stop := false
		err = g.products(&s, z, l.Stim, func(t State) bool {
			stop = !yield(l, t, nil)
			return !stop
		})
		return err == nil && !stop
	})
	if serr != nil {
		return serr
	}
	return err
}

// Key implements Graph: the zone state's location and zone, and the
// automaton's state.
func (g *Zones) Key(dst []byte, s State) []byte {
	dst = g.sem.Location(dst[:0], s.Z)
	dst = s.Z.Zone.AppendKey(dst)
	dst = binary.AppendUvarint(dst, s.seen)
	return append(dst, byte(b2u(s.Committed)|b2u(s.acc)<<1))
}

// Accepting implements Graph.
func (g *Zones) Accepting(s State) bool { return s.acc }
