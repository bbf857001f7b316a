// Package zone explores a control program over zones (difference-bound
// matrices, package zones) instead of clock regions: the first milestone
// of the zone engine of issue 25. It explores the same IR with the same
// semantics as the region explorer (explore.Explore): environment
// stimuli at any time, timers that fire anywhere in their window and
// must fire by its end, schedules at their instants, time-of-day
// conditions as wall-clock constraints, progress and urgent conditions,
// the horizon as a bound on the wall clock. A symbolic state is a
// discrete state (ta.State) and a zone over the model's clocks; the
// interpreter runs unchanged, on clocks (zclocks.Clocks) that split the zone
// where a question's answer is not the same in all of it.
//
// Invariants are checked on zones as the region explorer checks them: the
// observers of time-bound invariants (holds ... for, reaches ...
// within) are part of the symbolic state (their pending flags in the
// location, their clocks in the zone), and a violation's symbolic path is
// concretised into exact times (zones.Concretise) and replayed in the
// concrete interpreter (explore.Replay) before it is reported (see
// trace.go). ExploreReport gives explore.ExploreReport's report.
//
// Several workers compute successors in parallel (workers.go) with the
// same result as one. Not done yet: loop splitting. See docs/zones.md.
package zone

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/zone/lubounds"
	"github.com/delorean-mc/delorean/explore/zone/progress"
	"github.com/delorean-mc/delorean/explore/zone/zclocks"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
	"github.com/delorean-mc/delorean/zones"
)

// Covering is how a new zone is found to be covered by a stored one of
// the same discrete state.
type Covering int

const (
	// CoverALU is the aLU covering of Herbreteau, Srivathsan and
	// Walukiewicz (zones.SubsetALU), TChecker's; it falls back to
	// CoverInclusion when the model has diagonal constraints.
	CoverALU Covering = iota
	// CoverInclusion is plain inclusion of the extrapolated zones.
	CoverInclusion
)

// Subsumption is what the store keeps of a zone under aLU covering.
type Subsumption int

const (
	// SubsumeALU stores the exact zones and covers a new zone Z by a
	// stored Z' when Z ⊆ aLU(Z') (Herbreteau, Srivathsan and
	// Walukiewicz, "Better abstractions for timed automata": aLU is
	// coarser than every extrapolation, so no zone need be
	// extrapolated). The default: it saves ExtraLU+'s copy and
	// re-close of every successor, 15-40% of the CPU on the bench's
	// models (docs/zones.md), with the same zone counts there.
	SubsumeALU Subsumption = iota
	// SubsumeExtraLU stores each zone extrapolated with ExtraLU+ (its
	// location's bounds) and covers with aLU: TChecker's aLU-covreach
	// (zg-aLU-covreach.cc extrapolates with EXTRA_LU_PLUS_LOCAL too).
	// The same discrete states and verdicts; the graph may differ, as
	// successors are computed from the extrapolated zones.
	SubsumeExtraLU
)

// Options limit and tune a zone exploration.
type Options struct {
	// MaxZones stops the search after this many stored zones (0: none).
	MaxZones int
	// Covering chooses the subsumption test.
	Covering Covering
	// Subsumption chooses, under aLU covering, whether zones are stored
	// exact (the default) or extrapolated; it does not apply with
	// inclusion covering, NoExtrapolation or ExtraM split (diagonals
	// without a horizon).
	Subsumption Subsumption
	// NoExtrapolation stores the exact zones (a finite horizon bounds
	// every clock, so the search ends anyway): for tests.
	NoExtrapolation bool
	// GlobalBounds extrapolates every zone with the model's global LU
	// bounds instead of its discrete state's (package lubounds).
	GlobalBounds bool
	// Ctx stops the search when done (nil: never).
	Ctx context.Context
	// StopAtFirst ends the search once it has the earliest violation:
	// after the first found, it expands only the zones that start
	// earlier on the wall clock (pastFirst), and reports the violations
	// at the earliest time.
	StopAtFirst bool
	// Workers is the number of goroutines computing successors (0 or 1:
	// the search's own). The result does not depend on it (workers.go).
	Workers int
	// ahead is how many nodes per worker the workers may expand ahead
	// of the search (0: aheadPerWorker); the tests vary it.
	ahead int
	// noWeekBefore leaves out coveredWeekBefore: the plain search, for
	// the tests that hold the rule to it.
	noWeekBefore bool
	// MaxMemory stops the search when the heap grows beyond this many
	// bytes (0: no limit).
	MaxMemory int64
	// Progress, when set, is called about every ProgressEvery with the
	// statistics so far (States are the zones stored).
	Progress      func(explore.Stats)
	ProgressEvery time.Duration
}

// Step is one transition of a symbolic path: a stimulus (Stim >= 0) with
// the choices its run made (factor classes, random values and the
// answers to the clock questions the zone did not decide, in the order
// they were made; not those of progress conditions asked directly, which
// have one answer: progress.go), or time passing (Stim = -1). Zone is the zone of the
// state reached (extrapolated, as stored; nil once a later zone covered
// it).
type Step struct {
	Stim    int
	Choices []int
	Zone    *zones.DBM
}

// RuntimeError is a runtime error of the program that some stimulus runs
// into from a reachable symbolic state (Stim -1: evaluating an urgent or
// progress condition as time passes).
type RuntimeError struct {
	Node int // the symbolic state the stimulus fires from
	Stim int
	Err  *ta.RuntimeError
	run  *ztrace.Transit // the failing run's record (nil: none to replay)
}

// Violation is an invariant that a reachable symbolic state breaks: Node
// is the node that holds the earliest violating valuation on the wall
// clock (the first found of those), Count the zones of the final graph
// that hold one (a zone stored and later covered by a larger one is not
// counted: the larger one holds its valuations).
type Violation struct {
	Prop  *explore.Property
	Node  int
	Count int64
	final []zones.Constraint // the earliest violating part of the node's zone
	at    zones.Bound        // that part's lower bound on the wall clock (wallBound)
	nodes []int              // every stored node found violating
}

// Result is what a zone exploration found.
type Result struct {
	Model *explore.Model
	// States are the reachable discrete states, in the order found.
	States []ta.State
	// First is, per discrete state, the first symbolic state (node) that
	// reached it; Path(First[i]) is a symbolic path to it.
	First []int
	// Zones is the number of zones stored at the end (those covered by a
	// later one removed), Stored all the zones ever stored, Hits the new
	// zones dropped because a stored one covered them, Transitions the
	// successors computed.
	Zones, Stored     int
	Hits, Transitions int64
	Errors            []RuntimeError // the first of each distinct message
	// Violations are the invariants violated, in the order of the
	// model's properties.
	Violations []*Violation
	// Locations are the distinct (discrete state, open obligations)
	// pairs the zones are stored by.
	Locations     int
	Covered       ta.Bits // statement ids executed by some transition
	Complete      bool
	StopReason    string
	Frontier      int // zones left to expand when the search stopped
	Elapsed       time.Duration
	Extrapolation string // what was used: "ExtraLU+", "ExtraLU+ (diagonal clocks kept)", "ExtraM split", "none"
	nodes         []node
	clockNames    []string
	init          *zones.DBM // the start zone, for concretisation
	local         *lubounds.Table
	viol          map[*explore.Property]*Violation
	// openAtEnd are the leads-to properties over a bounded horizon
	// (explore.Property.LeadsToWithin) whose obligation some run still
	// has open at the horizon's end (leadsto.go).
	openAtEnd map[*explore.Property]bool
	// expanded ahead by the workers, and of those thrown away (the node
	// was covered before the search reached it)
	ahead, wasted int
	// early are the hits the workers found against the zones stored
	// when they tested (coveredAhead)
	early int64
	// unit is the seconds of the region engine's grid on the wall clock
	// (the model's GCD; a loop's is its whole program's), within which a
	// violation's trace ends after its earliest time where there is no
	// earliest time, only times just after one.
	unit int64
}

// node is a stored symbolic state.
type node struct {
	disc   int // index into Result.States
	loc    int // index into explorer.locs
	zone   *zones.DBM
	parent int // -1 for the start
	stim   int
	choice []int
	dead   bool // covered by a later zone
	tr     *ztrace.Transit
}

// loc is a location of the zone graph: a discrete state and the open
// obligations of the invariants' observers.
type loc struct {
	disc int
	obs  []bool
}

// Path returns the symbolic path from the start to node i (the start
// itself first, with Stim -1 and no choices).
func (r *Result) Path(i int) []Step {
	var out []Step
	for ; i >= 0; i = r.nodes[i].parent {
		n := &r.nodes[i]
		out = append(out, Step{Stim: n.stim, Choices: n.choice, Zone: n.zone})
	}
	slices.Reverse(out)
	return out
}

// ZoneText prints a node's zone with the model's clock names.
func (r *Result) ZoneText(i int) string {
	if r.nodes[i].zone == nil {
		return "(covered by a later zone)"
	}
	return r.nodes[i].zone.Format(r.clockNames)
}

// chooser enumerates every combination of the choices one run of the
// interpreter makes, by re-running it: the classes of environmental
// factors, random values, and the answers to clock questions that the
// current zone does not decide. The first run takes choice 0 everywhere;
// each next run advances the last choice point that has another option
// (the region explorer's odometer itself, with clock answers as choice
// points too). A run is deterministic given its choices, so the choice points
// of a prefix are the same in every run that shares it.
type chooser = search.Odometer

// explorer is one search.
type explorer struct {
	m        *explore.Model
	hits     []int // the properties the run being made opened (observe), for vacuity
	opt      Options
	mach     *interp.Machine
	runner   *interp.Runner
	eff      *ta.Effects
	n        int // clocks in the DBMs (the model's, wall clock first)
	bounds   *zones.Bounds
	split    bool // ExtraMSplit (diagonals without a horizon)
	alu      bool
	exact    bool            // zones stored unextrapolated, covered by aLU (SubsumeALU)
	hor      int64           // the horizon, 0 for none
	local    *lubounds.Table // per discrete state bounds (nil: the global ones)
	reported time.Time       // when progress was last reported
	// spareStates are future's scratch states (scratchState): each
	// worker has its own (newWorker).
	spareStates []*ta.State
	partsCh     chooser  // parts' and partsMask's (partsChooser)
	pre         []preObs // preObserve's, the run's scratch
	// invs are future's invariants, one a level of nesting (settleDelay
	// calls future again through arriveAt): scratch reused, since the
	// records that keep an invariant copy it (ztrace.Transit.Delayed).
	invs  [][]zones.Constraint
	depth int // future's nesting
	// run is fire's record of the run it adds (runRecord), borrowed by
	// the successors until one is kept (keepTransit).
	arena ztrace.Arena // the successors' records (fire resets it each run)
	// partSpace and maskSpace hold the parts parts and partsMask hand
	// out (keepOn), yesTmp, noTmp and maskTmp gather them.
	partSpace, yesTmp, noTmp []part
	maskSpace, maskTmp       []partv
	run                      ztrace.Transit
	runPhase                 [1]ztrace.Phase
	runOps                   []ztrace.Op
	runFacts                 []ta.FactorChoice
	runRands                 []int64
	escaped                  bool // the search reached a state the analysis did not
	// observed: the stimuli an invariant's trigger names, fired even
	// when they run no rule (their firing opens obligations)
	observed []bool

	ch   chooser
	clk  *zclocks.Clocks
	res  *Result
	disc map[string]int // discrete key -> index into res.States
	locs []loc
	loci map[string]int // location key -> index into locs
	at   []liveSet      // per location: its live nodes
	// view is what workers read of the store (coveredAhead), viewLocs
	// its locations by index; nil with one worker.
	view     *aheadView
	viewLocs []*viewLoc
	wait     []int // the waiting list (FIFO: breadth-first)
	key      []byte
	errs     map[string]bool
	// scratch
	nst ta.State
	// progForm is the progress conditions when they have a progress.Form
	// (nil: the interpreter evaluates them); progOn and progCh are
	// progressDirect's scratch.
	progForm *progress.Form
	progOn   []bool
	progCh   chooser
	// guards: per stimulus, the tests its guard begins with, which
	// rule it out in most discrete states without a run
	// (model.GuardTests); read only
	guards [][]model.GuardTest
	// inst abstracts the clocks only schedules ask, at their instants
	// (nil: none, or instantClocks off); store applies it. Read only.
	inst *lubounds.Instants
	// out, in a worker's explorer, records what expanding a node does
	// to the search instead of doing it (workers.go); nil in the
	// search's own.
	out        *expansion
	lastEvents int             // a worker's: the events of its last expansion, to size the next's
	lastKeys   int             // and the bytes of their keys
	seen       map[string]bool // a worker's: the discrete states it knows are stored (expansion.seen)
	// first is the earliest violation's lower bound on the wall clock
	// (wallBound; with StopAtFirst, once a violation is found), beyond
	// the nodes not expanded since because they are no earlier.
	first  zones.Bound
	beyond int
}

// errEscaped stops a search that reached a discrete state the bounds
// analysis did not (package lubounds).
var errEscaped = errors.New("zone: a state outside the bounds analysis")

// Explore explores m over zones, breadth first, from its start state.
func Explore(m *explore.Model, opt Options) (*Result, error) {
	res, err := explore1(m, opt)
	if errors.Is(err, errEscaped) {
		// Impossible if the analysis is right; the search is still
		// sound with the global bounds.
		opt.GlobalBounds = true
		res, err = explore1(m, opt)
		if res != nil {
			res.Extrapolation += " (the per-location analysis missed a state: global bounds)"
		}
	}
	return res, err
}

func explore1(m *explore.Model, opt Options) (*Result, error) {
	start := time.Now()
	e, z, st, err := newExplorer(m, opt)
	if err != nil {
		return nil, err
	}
	if err := e.start(&st, z); err != nil {
		return nil, err
	}
	polls, polled := 0, start
	ahead := newLookahead(e)
	// The workers hold the explorer and its store: they must be gone
	// when the search returns, however it ends.
	defer ahead.close()
	for len(e.wait) > 0 {
		if opt.MaxZones > 0 && e.res.Stored >= opt.MaxZones {
			e.res.Complete = false
			e.res.StopReason = fmt.Sprintf("zone limit (%d) reached", opt.MaxZones)
			break
		}
		if polls++; due(polls, &polled) {
			if why := e.limits(start); why != "" {
				e.res.Complete = false
				e.res.StopReason = why
				break
			}
		}
		x := ahead.next() // i's expansion computed ahead by the workers (nil: none)
		i := e.wait[0]
		e.wait = e.wait[1:]
		if e.res.nodes[i].dead || e.pastFirst(i) {
			if x != nil {
				e.res.wasted++
			}
			continue
		}
		var err error
		if x != nil {
			err = e.apply(x)
		} else {
			err = e.expand(i)
		}
		if err != nil {
			return nil, err
		}
	}
	e.res.Frontier = len(e.wait) + e.beyond
	if e.beyond > 0 {
		e.res.Complete = false
		e.res.StopReason = "stopped at the first violation"
	}
	e.res.Zones = 0
	for i := range e.at {
		e.res.Zones += e.at[i].len()
	}
	e.res.Locations = len(e.locs)
	e.res.openAtEnd = e.openAtHorizon()
	for _, p := range m.Props {
		if v := e.res.viol[p]; v != nil {
			if e.beyond > 0 && v.at != e.first {
				// Later than the first: the nodes skipped may hold an
				// earlier violation of it, so its time would not be
				// the earliest.
				continue
			}
			v.Count = 0
			for _, i := range v.nodes {
				if !e.res.nodes[i].dead {
					v.Count++
				}
			}
			// A covered violating zone's covering zone violates too (it
			// was checked when stored), so at least one is live.
			v.Count = max(v.Count, 1)
			e.res.Violations = append(e.res.Violations, v)
		}
	}
	e.res.Elapsed = time.Since(start)
	return e.res, nil
}

// pastFirst reports whether, under StopAtFirst, node i (live) need not be
// expanded: a violation was found, and i's zone is no earlier on the wall
// clock, so that nothing reached from it (time only passes) violates
// anything earlier. The search goes on until every node left is past the
// first violation: the search's order is not the order of time, so the
// first violation found need not be the earliest, which is the one
// reported (and with it only the invariants violated as early).
func (e *explorer) pastFirst(i int) bool {
	if !e.opt.StopAtFirst || len(e.res.viol) == 0 || earlier(wallBound(e.res.nodes[i].zone), e.first) || e.wraps() {
		return false
	}
	e.beyond++
	return true
}

// newExplorer sets a search of m up: the explorer with its settings and
// bounds, the start zone and the start state (before time passes or the
// progress conditions are asked: start does that).
func newExplorer(m *explore.Model, opt Options) (e *explorer, z *zones.DBM, st ta.State, err error) {
	e = &explorer{m: m, opt: opt, mach: m.Mach, n: m.NClocks, hor: horizon(&m.Cfg.Cal),
		disc: map[string]int{}, loci: map[string]int{}, errs: map[string]bool{}}
	e.observed = make([]bool, len(m.Prog.Stimuli()))
	for _, p := range m.Timed {
		if p.After == explore.AfterStimulus {
			e.observed[p.Target] = true
		}
	}
	e.runner = e.mach.NewRunner()
	e.eff = ta.NewEffects(m.Prog)
	e.clk = zclocks.New(e.n, &e.ch)
	if directEval {
		e.progForm = progress.Compile(m.Prog)
		e.guards = model.GuardTests(m.Prog)
	} else {
		e.guards = make([][]model.GuardTest, len(m.Prog.Stimuli()))
	}
	e.res = &Result{Model: m, Complete: true, Covered: ta.NewBits(len(m.Prog.Stmts())), viol: map[*explore.Property]*Violation{}, unit: 1}
	if m.Layout != nil && m.Layout.G > 1 {
		e.res.unit = m.Layout.G
	}
	// By DBM index: 0 is the reference clock (zones.DBM.Format).
	e.res.clockNames = []string{""}
	for x := 0; x < e.n; x++ {
		switch {
		case x < m.Prog.NumClocks():
			e.res.clockNames = append(e.res.clockNames, m.Prog.ClockName(x))
		case x < m.Prog.NumClocks()+len(m.Timed):
			e.res.clockNames = append(e.res.clockNames, "observer "+m.Timed[x-m.Prog.NumClocks()].Name)
		default:
			e.res.clockNames = append(e.res.clockNames, m.SunClockName(x))
		}
	}
	if err = e.setBounds(); err != nil {
		return nil, nil, st, err
	}
	if z, st, err = e.initial(); err != nil {
		return nil, nil, st, err
	}
	e.res.init = z.Copy()
	// The analysis needs diagonal-free bounds and extrapolation.
	if !opt.GlobalBounds && len(e.bounds.Diagonals()) == 0 && !opt.NoExtrapolation && !e.split {
		// Stopped by a limit, it leaves the global bounds; the search
		// stops at its first poll.
		if e.local = lubounds.Compute(m, e.bounds, e.observed, &st, e.stopNow); e.local != nil {
			e.res.local = e.local
			e.res.Extrapolation += ", per-location bounds"
		}
	}
	for _, p := range m.Timed {
		z.Free(p.Clock + 1) // closed at the start
	}
	if instantClocks {
		e.inst = lubounds.InstantClocks(m)
	}
	e.nst = st.Clone()
	return e, z, st, nil
}

// start adds the start states: the start zone's parts where the progress
// conditions hold (one, or none, without sun clocks), each closed under
// time passing (add). Its error, even a runtime error, ends the search.
func (e *explorer) start(st *ta.State, z *zones.DBM) error {
	obs := make([]bool, len(e.m.Timed))
	if len(e.m.Bind.Sun) == 0 {
		// The start state must satisfy the progress conditions, as in
		// the region explorer; its zone is one point, so there is one
		// answer.
		e.ch.Reset()
		ok, err := e.progress(st, z)
		if err != nil {
			return err
		}
		if !ok {
			return explore.ErrNoInitial
		}
		if err := e.add(st, obs, z, -1, -1, nil, &ztrace.Transit{Phases: []ztrace.Phase{{}}}); err != nil {
			return err
		}
	} else {
		// With the sun times open the start zone holds every one of
		// them: the parts where the progress conditions hold start the
		// search, each with the constraints that make it.
		yes, _, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Progress(st, clk) })
		if err != nil {
			return err
		}
		if len(yes) == 0 {
			return explore.ErrNoInitial
		}
		for _, pt := range yes {
			tr := &ztrace.Transit{Phases: []ztrace.Phase{{Ops: ztrace.ConstraintOps(nil, pt.log)}}}
			if err := e.add(st, obs, pt.z, -1, -1, nil, tr); err != nil {
				return err
			}
		}
	}
	return nil
}

// limits polls the search's limits (a cancelled context, the memory
// limit) and reports progress; it returns why the search must stop, or "".
func (e *explorer) limits(start time.Time) string {
	opt := &e.opt
	if opt.Ctx != nil {
		if err := opt.Ctx.Err(); err != nil {
			// In the region engine's words: the reports read alike.
			if errors.Is(err, context.DeadlineExceeded) {
				return "reached the time limit"
			}
			return "interrupted"
		}
	}
	if opt.MaxMemory > 0 || opt.Progress != nil && time.Since(e.reported) >= opt.ProgressEvery {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if opt.MaxMemory > 0 && int64(ms.HeapAlloc) > opt.MaxMemory {
			return fmt.Sprintf("reached the memory limit (%s in use, limit %s)", explore.HumanBytes(int64(ms.HeapAlloc)), explore.HumanBytes(opt.MaxMemory))
		}
		if opt.Progress != nil && time.Since(e.reported) >= opt.ProgressEvery {
			e.reported = time.Now()
			opt.Progress(explore.Stats{States: int64(e.res.Stored), Transitions: e.res.Transitions,
				Elapsed: time.Since(start), Frontier: len(e.wait), StoreBytes: int64(ms.HeapAlloc), WallReached: e.reached()})
		}
	}
	return ""
}

// reached is how far in time the search got, as the region search's
// Stats.WallReached says it: the least time on the wall clock of the
// zones waiting to be expanded, in seconds since the start (the horizon
// when none waits). Every zone that starts earlier has been expanded, and
// a successor starts no earlier than its zone (time only passes), so it
// only grows; the breadth-first order leaves zones of many times waiting
// at once, and this is the earliest of them. It reads each waiting zone's
// bound: called only when progress is reported.
func (e *explorer) reached() int64 {
	least := int64(-1)
	for _, i := range e.wait {
		n := &e.res.nodes[i]
		if n.dead || n.zone == nil {
			continue
		}
		if t := wallLow(n.zone); least < 0 || t < least {
			least = t
		}
	}
	if least < 0 {
		return e.hor
	}
	return least
}

// setBounds collects the constants each clock is compared with, for
// extrapolation. A condition's clock atom is asked with both answers (a
// rule's if has an else), so each atom gives a lower and an upper bound.
func (e *explorer) setBounds() error {
	p := e.m.Prog
	b := zones.NewBounds(e.n)
	both := func(x, y int, c int64) error {
		for _, op := range []zones.Op{zones.OpLE, zones.OpGE} {
			cs, err := zones.AppendAtom(nil, x, y, op, c)
			if err != nil {
				return err
			}
			for _, k := range cs {
				b.AddConstraint(k)
			}
		}
		return nil
	}
	for _, a := range p.Atoms() {
		y := 0
		if a.Y >= 0 {
			y = a.Y + 1
		}
		if err := both(a.X+1, y, a.C); err != nil {
			return err
		}
	}
	for _, t := range p.Timers {
		for _, w := range t.Windows {
			if err := both(t.ClockIndex+1, 0, w.Lo); err != nil {
				return err
			}
			if err := both(t.ClockIndex+1, 0, w.Hi); err != nil {
				return err
			}
		}
	}
	for _, pr := range e.m.Timed {
		if err := both(pr.Clock+1, 0, pr.Bound); err != nil {
			return err
		}
	}
	if e.hor > 0 {
		for _, c := range e.m.Bind.WallConstants() {
			if err := both(ta.WallClock+1, 0, c); err != nil {
				return err
			}
		}
		for _, a := range e.m.Bind.SunAtoms() {
			if err := both(a.X+1, 0, a.C); err != nil {
				return err
			}
		}
	}
	e.bounds = b
	e.alu = e.opt.Covering == CoverALU
	switch {
	case e.opt.NoExtrapolation:
		e.res.Extrapolation = "none"
	case b.Sound():
		e.res.Extrapolation = "ExtraLU+"
	case e.hor > 0:
		// Every clock is bounded by the horizon (plus its start value),
		// so keeping the diagonals' clocks exact still terminates.
		b.KeepDiagonalClocks()
		e.res.Extrapolation = "ExtraLU+ (diagonal clocks kept)"
	default:
		e.split, e.alu = true, false
		e.res.Extrapolation = "ExtraM split"
	}
	if e.opt.NoExtrapolation {
		e.alu = false
	}
	if e.exact = e.alu && e.opt.Subsumption == SubsumeALU; e.exact {
		e.res.Extrapolation = "none: exact zones, aLU covering" + strings.TrimPrefix(e.res.Extrapolation, "ExtraLU+")
	}
	return nil
}

// initial returns the start zone (one valuation: the wall clock at 0,
// clocks with a start value at it, the others at a value beyond every
// constant, as the region explorer's start) and the start state.
func (e *explorer) initial() (*zones.DBM, ta.State, error) {
	m := e.m
	st := e.mach.Initial()
	z, err := zones.New(e.n)
	if err != nil {
		return nil, st, err
	}
	z.SetZero()
	// A never-reset clock is "above every constant, equal to the other
	// such clocks": any common value beyond the largest constant.
	var big int64 = 1
	for x := 1; x <= e.n; x++ {
		for _, c := range []int64{e.bounds.L[x], e.bounds.U[x]} {
			if c < zones.MaxConst { // not a clock kept exact
				big = max(big, c)
			}
		}
	}
	if big >= zones.MaxConst/4 {
		return nil, st, fmt.Errorf("zone: clock constants too large (%d)", big)
	}
	big = 2*big + 2
	val := make([]int64, e.n)
	for x := 1; x < e.n; x++ {
		val[x] = big
	}
	for i, c := range m.Prog.Clocks {
		if c.Init != nil {
			val[i+1] = *c.Init
		}
	}
	if in := m.Cfg.Init; in != nil {
		for v, x := range in.Vals {
			st.Vals[v] = x
		}
		for c, sec := range in.Clocks {
			val[c] = sec
		}
		// A queued timer with `left` seconds to go is in the window of
		// the first start statement that waits that long, its clock at
		// the window's end minus left (as explore's Model.Initial): the
		// start zone fixes the clock, and time passing then bounds it by
		// the window's end like any timer's.
		for t, left := range in.Timers {
			tm := m.Prog.Timers[t]
			w := spec.WindowFor(tm, left)
			if w < 0 {
				return nil, st, fmt.Errorf("zone: timer %s: no window waits %ds", tm.Name, left)
			}
			st.Timers[t] = int32(w + 1)
			val[tm.ClockIndex] = tm.Windows[w].Hi - left
		}
	}
	for x := 1; x < e.n; x++ {
		if err := z.ResetTo(x+1, val[x]); err != nil {
			return nil, st, err
		}
	}
	// A sun clock starts anywhere in its span: the sun time is open.
	for i := range m.Bind.Sun {
		x := m.Bind.SunBase + i
		lo, hi, loOpen, hiOpen := m.Bind.SunStart(x)
		z.Free(x + 1)
		blo, err := zones.NewBound(-lo, loOpen)
		if err != nil {
			return nil, st, err
		}
		bhi, err := zones.NewBound(hi, hiOpen)
		if err != nil {
			return nil, st, err
		}
		if _, err := z.Constrain(0, x+1, blo); err != nil {
			return nil, st, err
		}
		if _, err := z.Constrain(x+1, 0, bhi); err != nil {
			return nil, st, err
		}
	}
	return z, st, nil
}

// appendObs appends the open obligations to a discrete state's key: a
// location's key (the store's, the workers', Semantics.Location).
func appendObs(buf []byte, obs []bool) []byte {
	for _, o := range obs {
		buf = append(buf, b2byte(o))
	}
	return buf
}

// discKey appends the key of a discrete state.
func discKey(buf []byte, st *ta.State) []byte {
	for _, v := range st.Vals {
		buf = binary.AppendVarint(buf, v)
	}
	for _, t := range st.Timers {
		buf = binary.AppendUvarint(buf, uint64(t))
	}
	for _, o := range st.RuleOff {
		buf = append(buf, b2byte(o))
	}
	for _, f := range st.Fired {
		buf = append(buf, b2byte(f))
	}
	return buf
}

func b2byte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

func anyFired(st *ta.State) bool { return slices.Contains(st.Fired, true) }
