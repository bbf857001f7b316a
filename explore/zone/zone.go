// Package zone explores a control program over zones (difference-bound
// matrices, package zones) instead of clock regions: the first milestone
// of the zone engine of issue 25. It explores the same IR with the same
// semantics as the region explorer (explore.Explore): environment
// stimuli at any time, timers that fire anywhere in their window and
// must fire by its end, schedules at their instants, time-of-day
// conditions as wall-clock constraints, progress and urgent conditions,
// the horizon as a bound on the wall clock. A symbolic state is a
// discrete state (ta.State) and a zone over the model's clocks; the
// interpreter runs unchanged, on clocks (zoneClocks) that split the zone
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
	"sort"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/spec"
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

// Options limit and tune a zone exploration.
type Options struct {
	// MaxZones stops the search after this many stored zones (0: none).
	MaxZones int
	// Covering chooses the subsumption test.
	Covering Covering
	// NoExtrapolation stores the exact zones (a finite horizon bounds
	// every clock, so the search ends anyway): for tests.
	NoExtrapolation bool
	// GlobalBounds extrapolates every zone with the model's global LU
	// bounds instead of its discrete state's (see localbounds.go).
	GlobalBounds bool
	// Ctx stops the search when done (nil: never).
	Ctx context.Context
	// StopAtFirst ends the search at the first violation found.
	StopAtFirst bool
	// Workers is the number of goroutines computing successors (0 or 1:
	// the search's own). The result does not depend on it (workers.go).
	Workers int
	// ahead is how many nodes per worker the workers may expand ahead
	// of the search (0: aheadPerWorker); the tests vary it.
	ahead int
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
// they were made), or time passing (Stim = -1). Zone is the zone of the
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
	run  *transit // the failing run's record (nil: none to replay)
}

// Violation is an invariant that a reachable symbolic state breaks: Node
// is the first node found that holds a violating valuation, Count the
// nodes that do.
type Violation struct {
	Prop  *explore.Property
	Node  int
	Count int64
	final []zones.Constraint // the violating part of the node's zone
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
	local         *localBounds
	viol          map[*explore.Property]*Violation
	// expanded ahead by the workers, and of those thrown away (the node
	// was covered before the search reached it)
	ahead, wasted int
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
	tr     *transit
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

// explorer is one search.
type explorer struct {
	m        *explore.Model
	opt      Options
	mach     *interp.Machine
	runner   *interp.Runner
	eff      *ta.Effects
	n        int // clocks in the DBMs (the model's, wall clock first)
	bounds   *zones.Bounds
	split    bool // ExtraMSplit (diagonals without a horizon)
	alu      bool
	hor      int64        // the horizon, 0 for none
	local    *localBounds // per discrete state bounds (nil: the global ones)
	reported time.Time    // when progress was last reported
	escaped  bool         // the search reached a state the analysis did not
	// observed: the stimuli an invariant's trigger names, fired even
	// when they run no rule (their firing opens obligations)
	observed []bool

	ch   chooser
	clk  *zoneClocks
	res  *Result
	disc map[string]int // discrete key -> index into res.States
	locs []loc
	loci map[string]int // location key -> index into locs
	at   [][]int        // per location: its live nodes
	wait []int          // the waiting list (FIFO: breadth-first)
	key  []byte
	errs map[string]bool
	// scratch
	nst ta.State
	// out, in a worker's explorer, records what expanding a node does
	// to the search instead of doing it (workers.go); nil in the
	// search's own.
	out        *expansion
	lastEvents int // a worker's: the events of its last expansion, to size the next's
}

// errEscaped stops a search that reached a discrete state the bounds
// analysis did not (see localbounds.go).
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
	e := &explorer{m: m, opt: opt, mach: m.Mach, n: m.NClocks, hor: m.Cfg.Cal.Horizon,
		disc: map[string]int{}, loci: map[string]int{}, errs: map[string]bool{}}
	e.observed = make([]bool, len(m.Prog.Stimuli()))
	for _, p := range m.Timed {
		if p.After == explore.AfterStimulus {
			e.observed[p.Target] = true
		}
	}
	e.runner = e.mach.NewRunner()
	e.eff = ta.NewEffects(m.Prog)
	e.clk = newZoneClocks(e.n, &e.ch)
	e.res = &Result{Model: m, Complete: true, Covered: ta.NewBits(len(m.Prog.Stmts())), viol: map[*explore.Property]*Violation{}}
	// By DBM index: 0 is the reference clock (zones.DBM.Format).
	e.res.clockNames = []string{""}
	for x := 0; x < e.n; x++ {
		if x < m.Prog.NumClocks() {
			e.res.clockNames = append(e.res.clockNames, m.Prog.ClockName(x))
		} else {
			e.res.clockNames = append(e.res.clockNames, "observer "+m.Timed[x-m.Prog.NumClocks()].Name)
		}
	}
	if err := e.setBounds(); err != nil {
		return nil, err
	}
	z, st, err := e.initial()
	if err != nil {
		return nil, err
	}
	e.res.init = z.Copy()
	if !opt.GlobalBounds {
		if e.local = e.computeLocal(&st); e.local != nil {
			e.res.local = e.local
			e.res.Extrapolation += ", per-location bounds"
		}
	}
	for _, p := range m.Timed {
		z.Free(p.Clock + 1) // closed at the start
	}
	e.nst = st.Clone()
	// The start state must satisfy the progress conditions, as in the
	// region explorer; its zone is one point, so there is one answer.
	e.ch.Reset()
	ok, err := e.progress(&st, z)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, explore.ErrNoInitial
	}
	obs := make([]bool, len(m.Timed))
	if err := e.add(&st, obs, z, -1, -1, nil, &transit{phases: []phase{{}}}); err != nil {
		return nil, err
	}
	polls := 0
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
		if opt.StopAtFirst && len(e.res.viol) > 0 {
			e.res.Complete = false
			e.res.StopReason = "stopped at the first violation"
			break
		}
		if polls++; polls%256 == 0 {
			if why := e.limits(start); why != "" {
				e.res.Complete = false
				e.res.StopReason = why
				break
			}
		}
		x := ahead.next() // i's expansion computed ahead by the workers (nil: none)
		i := e.wait[0]
		e.wait = e.wait[1:]
		if e.res.nodes[i].dead {
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
	e.res.Frontier = len(e.wait)
	e.res.Zones = 0
	for _, l := range e.at {
		e.res.Zones += len(l)
	}
	e.res.Locations = len(e.locs)
	for _, p := range m.Props {
		if v := e.res.viol[p]; v != nil {
			e.res.Violations = append(e.res.Violations, v)
		}
	}
	e.res.Elapsed = time.Since(start)
	return e.res, nil
}

// limits polls the search's limits (a cancelled context, the memory
// limit) and reports progress; it returns why the search must stop, or "".
func (e *explorer) limits(start time.Time) string {
	opt := &e.opt
	if opt.Ctx != nil {
		if err := opt.Ctx.Err(); err != nil {
			return err.Error()
		}
	}
	if opt.MaxMemory > 0 || opt.Progress != nil && time.Since(e.reported) >= opt.ProgressEvery {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if opt.MaxMemory > 0 && int64(ms.HeapAlloc) > opt.MaxMemory {
			return fmt.Sprintf("memory limit (%d bytes) reached", opt.MaxMemory)
		}
		if opt.Progress != nil && time.Since(e.reported) >= opt.ProgressEvery {
			e.reported = time.Now()
			opt.Progress(explore.Stats{States: int64(e.res.Stored), Transitions: e.res.Transitions,
				Elapsed: time.Since(start), Frontier: len(e.wait), StoreBytes: int64(ms.HeapAlloc)})
		}
	}
	return ""
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
	return z, st, nil
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

// expand computes the successors of node i: by each relevant stimulus and,
// from a state where a schedule has just fired, by time passing (the
// other states' zones are closed under time passing already, see add).
func (e *explorer) expand(i int) error {
	nd := e.res.nodes[i]
	return e.expandFrom(i, nd.zone, &e.res.States[nd.disc], e.locs[nd.loc].obs)
}

// expandFrom is expand given node i's zone z, discrete state disc and
// open obligations obs, which it does not change (a worker's reads
// nothing else of the store, which changes meanwhile: workers.go).
func (e *explorer) expandFrom(i int, z *zones.DBM, disc *ta.State, obs []bool) error {
	st := disc.Clone()
	for s, stim := range e.m.Prog.Stimuli() {
		if len(stim.Rules) == 0 && stim.Kind == ta.StimEvent && !e.observed[s] {
			continue // changes nothing, as the region explorer skips it
		}
		if err := e.fire(i, &st, obs, z, s); err != nil {
			return err
		}
	}
	if anyFired(&st) {
		return e.delay(i, &st, obs, z)
	}
	return nil
}

// fire enumerates the runs of stimulus s from (st, obs, z): every
// combination of choices and of the parts of z that answer the clock
// questions differently, and adds each successor that satisfies the
// progress conditions. The observers open and close obligations as in
// the region explorer (explore's observe and settle), on the zone.
func (e *explorer) fire(i int, st *ta.State, obs []bool, z *zones.DBM, s int) error {
	e.ch.Reset()
	nobs := make([]bool, len(obs))
	for {
		e.ch.Rewind()
		e.clk.z, e.clk.shared, e.clk.log, e.clk.ops = z, true, e.clk.log[:0], e.clk.ops[:0]
		ok, err := e.mach.Enabled(st, e.clk, s)
		if err == nil && e.clk.err != nil {
			return e.clk.err
		}
		if err == nil && ok {
			// What the observers ask of the state before the run, asked
			// before it: the run may reset the clocks they read.
			var pre []preObs
			pre, err = e.preObserve(st, s)
			if err == nil {
				e.nst.CopyFrom(st)
				err = e.runner.Fire(&e.nst, e.clk, s, &e.ch, e.eff)
				e.cover(e.eff.Covered)
			}
			if e.clk.err != nil {
				return e.clk.err
			}
			if err == nil {
				copy(nobs, obs)
				err = e.observe(pre, &e.nst, nobs)
			}
			if err == nil {
				err = e.settle(&e.nst, nobs)
			}
			if e.clk.err != nil {
				return e.clk.err
			}
			if err == nil {
				e.transition()
				var pr bool
				pr, err = e.progressHere(&e.nst)
				if zc := e.clk.z; err == nil && pr && !zc.IsEmpty() {
					tr := &transit{phases: []phase{{ops: slices.Clone(e.clk.ops)}},
						factors: slices.Clone(e.eff.Factors), randoms: slices.Clone(e.eff.Randoms)}
					if err := e.add(&e.nst, nobs, zc, i, s, slices.Clone(e.ch.Choices), tr); err != nil {
						return err
					}
				}
			}
		}
		if err != nil {
			run := &transit{phases: []phase{{ops: slices.Clone(e.clk.ops)}},
				factors: slices.Clone(e.eff.Factors), randoms: slices.Clone(e.eff.Randoms)}
			if err := e.runtimeError(i, s, err, run); err != nil {
				return err
			}
		}
		if !e.ch.Next() {
			return nil
		}
	}
}

// runtimeError records a program's runtime error; any other error ends
// the search.
func (e *explorer) runtimeError(i, s int, err error, run *transit) error {
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		return err
	}
	if e.out != nil {
		e.out.events = append(e.out.events, event{node: i, stim: s, err: err, run: run})
		return nil
	}
	if !e.errs[re.Error()] {
		e.errs[re.Error()] = true
		e.res.Errors = append(e.res.Errors, RuntimeError{Node: i, Stim: s, Err: re, run: run})
	}
	return nil
}

// progressHere evaluates the progress conditions in st on e.clk's zone,
// continuing the current run's choices: a part of the zone where they
// fail is a run that ends there.
func (e *explorer) progressHere(st *ta.State) (bool, error) {
	ok, err := e.mach.Progress(st, e.clk)
	if e.clk.err != nil {
		return false, e.clk.err
	}
	return ok, err
}

// progress evaluates the progress conditions of st on z, which must
// decide them (one answer path): z is constrained to the part where
// they hold.
func (e *explorer) progress(st *ta.State, z *zones.DBM) (bool, error) {
	e.ch.Reset()
	e.clk.z, e.clk.shared, e.clk.log = z, false, e.clk.log[:0]
	ok, err := e.progressHere(st)
	if err != nil {
		return false, err
	}
	if e.ch.Next() {
		return false, errors.New("zone: the start zone does not decide the progress conditions")
	}
	return ok, nil
}

// parts splits z by a condition of the discrete state st that the
// interpreter evaluates (eval), returning the non-empty parts where it is
// true and where it is false, each with the constraints that define it
// within z.
type part struct {
	z   *zones.DBM
	log []zones.Constraint
}

func (e *explorer) parts(st *ta.State, z *zones.DBM, eval func(clk ta.Clocks) (bool, error)) (yes, no []part, err error) {
	var ch chooser
	saved := e.clk.ch
	e.clk.ch = &ch
	defer func() { e.clk.ch = saved }()
	for {
		ch.Rewind()
		e.clk.z, e.clk.shared, e.clk.log = z, true, e.clk.log[:0]
		v, err := eval(e.clk)
		zc := e.clk.z // z itself if no question split it: parts are not changed
		if e.clk.err != nil {
			return nil, nil, e.clk.err
		}
		if err != nil {
			return nil, nil, err
		}
		if !zc.IsEmpty() {
			p := part{z: zc, log: slices.Clone(e.clk.log)}
			if v {
				yes = append(yes, p)
			} else {
				no = append(no, p)
			}
		}
		if !ch.Next() {
			return yes, no, nil
		}
	}
}

// partv is a part of a zone with the value a condition takes in it.
type partv struct {
	part
	v uint64
}

// partsMask splits z by a function of the state that the interpreter
// evaluates on its clocks (eval), returning the non-empty parts with the
// value it takes in each.
func (e *explorer) partsMask(z *zones.DBM, eval func(clk ta.Clocks) (uint64, error)) ([]partv, error) {
	var ch chooser
	saved := e.clk.ch
	e.clk.ch = &ch
	defer func() { e.clk.ch = saved }()
	var out []partv
	for {
		ch.Rewind()
		e.clk.z, e.clk.shared, e.clk.log, e.clk.ops = z, true, e.clk.log[:0], e.clk.ops[:0]
		v, err := eval(e.clk)
		zc := e.clk.z
		if e.clk.err != nil {
			return nil, e.clk.err
		}
		if err != nil {
			return nil, err
		}
		if !zc.IsEmpty() {
			out = append(out, partv{part{z: zc, log: slices.Clone(e.clk.log)}, v})
		}
		if !ch.Next() {
			return out, nil
		}
	}
}

// delay adds the successors of node i, whose state st has a schedule that
// just fired (and whose zone is then one instant), by time passing: the
// schedules may fire again at their next instants.
func (e *explorer) delay(i int, st *ta.State, obs []bool, z *zones.DBM) error {
	_, no, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Urgent(st, clk) })
	if err != nil {
		return e.runtimeError(i, -1, err, &transit{phases: []phase{{}}})
	}
	for _, p := range no {
		tr := &transit{phases: []phase{{ops: constraintOps(nil, p.log)}}}
		err := e.future(st, obs, p.z, true, tr, func(d *zones.DBM, post *ta.State, pobs []bool, tr *transit) error {
			e.transition()
			return e.store(post, pobs, d, i, -1, nil, tr)
		})
		if err != nil {
			var re *ta.RuntimeError
			if errors.As(err, &re) {
				return e.runtimeError(i, -1, err, tr)
			}
			return err
		}
	}
	return nil
}

// constraintOps appends the constraints cs to ops.
func constraintOps(ops []op, cs []zones.Constraint) []op {
	for _, k := range cs {
		ops = append(ops, op{c: k})
	}
	return ops
}

// future computes the delay successors of a part n of a location (st,
// obs) that is not urgent anywhere: the valuations time leads to from n
// without passing an urgent one or one that breaks a progress condition,
// within the horizon, with the observers settled on the way (an
// obligation met as time passes closes there, and time goes on in the
// location without it). Each successor is given to emit with the
// discrete state after time passed (schedules may fire again), its open
// obligations, and its symbolic record: tr's last phase (the arrival in
// n) followed by the delay, and, for an obligation closed on the way, a
// phase per closing. strict asks for a positive delay (needed when st has
// a fired schedule: its zone is the instant it fired at, which must be
// left).
//
// Urgency is checked in the state and progress in the successor, as in
// the region explorer: time passes from a non-urgent valuation up to the
// first urgent one, included (a timer at the end of its window, a
// schedule's instant), and only through valuations where the progress
// conditions hold.
func (e *explorer) future(st *ta.State, obs []bool, n *zones.DBM, strict bool, tr *transit, emit func(*zones.DBM, *ta.State, []bool, *transit) error) error {
	p := e.m.Prog
	d := n.Copy()
	wall := ta.WallClock + 1
	// The zone's earliest wall time: wall >= lo (or > lo).
	lo := -n.At(0, wall).Value()
	d.Up()
	var inv []zones.Constraint // the delay's invariant: what bounds it
	le := func(x int, c int64) error {
		b, err := zones.LE(c)
		if err != nil {
			return err
		}
		inv = append(inv, zones.Constraint{I: x, J: 0, B: b})
		_, err = d.Constrain(x, 0, b)
		return err
	}
	var after []zones.Constraint // what must hold after the delay
	if strict {
		k := zones.Constraint{I: 0, J: wall, B: mustLT(-lo)}
		after = append(after, k)
		if _, err := d.Constrain(k.I, k.J, k.B); err != nil {
			return err
		}
	}
	// Queued timers must fire by the end of their windows.
	for t, w := range st.Timers {
		if w > 0 {
			tm := p.Timers[t]
			if err := le(tm.ClockIndex+1, tm.Windows[w-1].Hi); err != nil {
				return err
			}
		}
	}
	if e.hor > 0 {
		// Schedules fire at their instants: time stops at the next one
		// (after the zone's earliest wall time; a zone that is not
		// urgent holds no instant of a schedule that has not fired).
		for _, occ := range e.m.Bind.Occur {
			if k := sort.Search(len(occ), func(k int) bool { return occ[k] > lo }); k < len(occ) {
				if err := le(wall, occ[k]); err != nil {
					return err
				}
			}
		}
		if err := le(wall, e.hor); err != nil {
			return err
		}
	}
	// An open `holds ... for` obligation closes when its clock reaches
	// the bound: time stops there in this location (and goes on in the
	// one without it, below).
	for _, pr := range e.m.Timed {
		if obs[pr.Slot] && pr.Kind == explore.Stays {
			if err := le(pr.Clock+1, pr.Bound); err != nil {
				return err
			}
		}
	}
	if d.IsEmpty() {
		return nil
	}
	// The program's urgent conditions: each part of the future where one
	// holds must be entered through a bound x >= c (x == c), where time
	// then stops.
	for _, u := range p.Urgent {
		yes, _, err := e.parts(st, d, func(clk ta.Clocks) (bool, error) {
			v, err := e.mach.Eval(st, clk, u)
			return v != 0, err
		})
		if err != nil {
			return err
		}
		for _, y := range yes {
			x, c, ok := lowerBound(y.log)
			if !ok {
				return fmt.Errorf("%v: zone exploration supports urgent conditions on clocks only of the form clock >= c or clock == c in each state (here %s)", u.ExprPos(), ta.ExprString(u))
			}
			if n.At(x, 0) <= mustLE(c) {
				// n lies below the urgent part (it holds none of it, and
				// is convex): time stops on entering it.
				if err := le(x, c); err != nil {
					return err
				}
			}
		}
	}
	if d.IsEmpty() {
		return nil
	}
	post := st.Clone()
	e.mach.Elapse(&post)
	// Progress conditions hold on n; time may pass while they hold. One
	// convex part where they hold makes that the intersection.
	yes, _, err := e.parts(&post, d, func(clk ta.Clocks) (bool, error) { return e.mach.Progress(&post, clk) })
	if err != nil {
		return err
	}
	switch len(yes) {
	case 0:
		return nil
	case 1:
		d = yes[0].z
		inv = append(inv, yes[0].log...)
	default:
		return errors.New("zone exploration supports progress conditions that are a conjunction of clock bounds in each state (a disjunction or != on clocks is not supported yet)")
	}
	if !slices.Contains(obs, true) {
		return emit(d, &post, obs, tr.delayed(nil, inv, after, false))
	}
	return e.settleDelay(&post, obs, n, d, inv, after, tr, emit)
}

// settleDelay settles the open obligations of the location (post, obs)
// on the future d of n (with invariant inv): the part of d where none is
// met stays in this location, time stopping where a `reaches` condition
// becomes true; each part where some are met moves to the location
// without them, whose own future is then computed, unless another open
// `reaches` target was met on the way to it (time stops there for that
// obligation, which closes first).
func (e *explorer) settleDelay(post *ta.State, obs []bool, n, d *zones.DBM, inv, after []zones.Constraint, tr *transit, emit func(*zones.DBM, *ta.State, []bool, *transit) error) error {
	// The open part: n split by where each `reaches` condition that
	// time can make true lies (below its lower bound, time stops on
	// reaching it; above, it is never met), each piece's future cut.
	// stopBy is, per stop, the slot of the obligation it is for.
	type piece struct {
		arrive, stop []zones.Constraint
		stopBy       []int
	}
	pieces := []piece{{}}
	for _, pr := range e.m.Timed {
		if !obs[pr.Slot] || pr.Kind != explore.Reaches {
			continue
		}
		yes, _, err := e.parts(post, d, func(clk ta.Clocks) (bool, error) { return e.condHolds(pr, post, clk) })
		if err != nil {
			return err
		}
		for _, y := range yes {
			alts, err := entryPieces(y.log)
			if err != nil {
				return fmt.Errorf("%v: invariant %q: %v", pr.Pos, pr.Name, err)
			}
			if alts == nil {
				continue // entered never: its parts lie below every n's point
			}
			var next []piece
			for _, pc := range pieces {
				for _, a := range alts {
					arrive := append(slices.Clone(pc.arrive), a.arrive...)
					if len(alts) > 2 {
						// Several clocks: drop the pieces n has no point in
						// as they come, or their product grows.
						if ok, err := n.Copy().ConstrainAll(arrive); err != nil {
							return err
						} else if !ok {
							continue
						}
					}
					by := slices.Clone(pc.stopBy)
					for range a.stop {
						by = append(by, pr.Slot)
					}
					next = append(next, piece{arrive, append(slices.Clone(pc.stop), a.stop...), by})
				}
			}
			pieces = next
		}
	}
	for _, pc := range pieces {
		// dp: the piece's future (all of d without pieces); open: where
		// no obligation is met yet, cut at the stops.
		dp, open := d, d
		if len(pc.arrive) > 0 {
			np := n.Copy()
			if ok, err := np.ConstrainAll(pc.arrive); err != nil {
				return err
			} else if !ok {
				continue
			}
			np.Up()
			if ok, err := np.ConstrainAll(append(slices.Clone(inv), after...)); err != nil {
				return err
			} else if !ok {
				continue
			}
			dp, open = np, np.Copy()
			if ok, err := open.ConstrainAll(pc.stop); err != nil {
				return err
			} else if !ok {
				open = nil
			}
		}
		if open != nil {
			parts, err := e.partsMask(open, func(clk ta.Clocks) (uint64, error) { return e.metMask(post, clk, obs) })
			if err != nil {
				return err
			}
			for _, o := range parts {
				if o.v != 0 {
					continue // closed: below
				}
				k := append(slices.Clone(after), o.log...)
				if err := emit(o.z, post, obs, tr.delayed(pc.arrive, append(slices.Clone(inv), pc.stop...), k, false)); err != nil {
					return err
				}
			}
		}
		// The parts where obligations are met: the location without
		// them. A `reaches` obligation that stays open there must not
		// have been met on the way (its target may be left again):
		// those parts are cut at its stop too.
		ps, err := e.partsMask(dp, func(clk ta.Clocks) (uint64, error) { return e.metMask(post, clk, obs) })
		if err != nil {
			return err
		}
		for _, p := range ps {
			if p.v == 0 {
				continue
			}
			z := p.z.Copy()
			var notMet []zones.Constraint
			for i, k := range pc.stop {
				if p.v&(1<<pc.stopBy[i]) == 0 {
					notMet = append(notMet, k)
				}
			}
			if ok, err := z.ConstrainAll(notMet); err != nil {
				return err
			} else if !ok {
				continue
			}
			nobs := slices.Clone(obs)
			for _, pr := range e.m.Timed {
				if p.v&(1<<pr.Slot) != 0 {
					nobs[pr.Slot] = false
				}
			}
			for _, pr := range e.m.Timed {
				if !nobs[pr.Slot] {
					z.Free(pr.Clock + 1)
				}
			}
			// The closing's phase is the new location's arrival.
			k := append(append(slices.Clone(after), p.log...), notMet...)
			ntr := tr.delayed(pc.arrive, inv, k, true)
			if err := e.arriveAt(post, nobs, z, ntr, emit); err != nil {
				return err
			}
		}
	}
	return nil
}

// arriveAt continues time passing in the location (st, obs) entered in
// z (an obligation closed as time passed): the parts of z where st is
// urgent are successors as they are (time stops there: a timer or
// schedule due at the closing instant), the others are followed by their
// future.
func (e *explorer) arriveAt(st *ta.State, obs []bool, z *zones.DBM, tr *transit, emit func(*zones.DBM, *ta.State, []bool, *transit) error) error {
	yes, no, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Urgent(st, clk) })
	if err != nil {
		return err
	}
	for _, p := range yes {
		if err := emit(p.z, st, obs, tr.arrive(p.log)); err != nil {
			return err
		}
	}
	for _, p := range no {
		if err := e.future(st, obs, p.z, false, tr.arrive(p.log), emit); err != nil {
			return err
		}
	}
	return nil
}

// reachPiece is a set of valuations (arrive) from which time enters the
// part of a `reaches` condition in one way, and the bound where time
// stops before it does (stop; none when it is never entered).
type reachPiece struct{ arrive, stop []zones.Constraint }

// entryPieces reads the convex part of a `reaches` condition given by
// the constraints log (the answers that led to it) and splits the
// valuations v outside it by how time passing enters it. The part is
// entered at the last of its lower bounds x_k >= c_k (> c_k) to be
// crossed, delay c_k - v_k, provided its upper bounds still hold then and
// its diagonals hold (time does not change them). So, per lower bound k:
// the valuations where k is crossed last (x_k - x_j <= c_k - c_j for the
// other lower bounds j; at a tie a strict bound is crossed last) and not
// yet (x_k <= c_k) that then meet the upper bounds (x_j - x_k <= c'_j -
// c_k) and the diagonals stop at x_k < c_k (x_k <= c_k for a strict
// bound); those that fail one of them never enter; those where x_k > c_k
// have passed every lower bound and, being outside, never enter. With one
// clock this is the two pieces x <= c (stop) and x > c. nil: a part
// without lower bounds, which time never enters from outside.
func entryPieces(log []zones.Constraint) ([]reachPiece, error) {
	type lower struct {
		x      int
		c      int64
		strict bool
	}
	var lows []lower
	var rest []zones.Constraint // upper bounds and diagonals
	for _, k := range log {
		if k.I != 0 || k.J == 0 {
			rest = append(rest, k)
			continue
		}
		c, strict := -k.B.Value(), k.B.Strict()
		i := slices.IndexFunc(lows, func(l lower) bool { return l.x == k.J })
		switch {
		case i < 0:
			lows = append(lows, lower{k.J, c, strict})
		case c > lows[i].c || c == lows[i].c && strict:
			lows[i].c, lows[i].strict = c, strict
		}
	}
	bound := func(c int64, strict bool) (zones.Bound, error) {
		if strict {
			return zones.LT(c)
		}
		return zones.LE(c)
	}
	var out []reachPiece
	for k, lk := range lows {
		var last []zones.Constraint // k is crossed last
		for j, lj := range lows {
			if j == k {
				continue
			}
			b, err := bound(lk.c-lj.c, lj.strict && !lk.strict)
			if err != nil {
				return nil, err
			}
			last = append(last, zones.Constraint{I: lk.x, J: lj.x, B: b})
		}
		// What must hold at the crossing for the part to be entered.
		var enter []zones.Constraint
		for _, r := range rest {
			switch {
			case r.J == 0 && r.I == lk.x:
				// An upper bound on the same clock: met at the crossing
				// (the part is not empty).
			case r.J == 0:
				b, err := bound(r.B.Value()-lk.c, r.B.Strict() || lk.strict)
				if err != nil {
					return nil, err
				}
				enter = append(enter, zones.Constraint{I: r.I, J: lk.x, B: b})
			default:
				enter = append(enter, r)
			}
		}
		below := zones.Constraint{I: lk.x, J: 0, B: mustLE(lk.c)}
		stop := zones.Constraint{I: lk.x, J: 0, B: mustLT(lk.c)}
		if lk.strict {
			stop.B = mustLE(lk.c)
		}
		base := append(slices.Clone(last), below)
		out = append(out, reachPiece{arrive: append(slices.Clone(base), enter...), stop: []zones.Constraint{stop}})
		for i, r := range enter {
			if neg, ok := r.Negate(); ok {
				out = append(out, reachPiece{arrive: append(append(slices.Clone(base), enter[:i]...), neg)})
			}
		}
		out = append(out, reachPiece{arrive: append(slices.Clone(last), zones.Constraint{I: 0, J: lk.x, B: mustLT(-lk.c)})})
	}
	return out, nil
}

// lowerBound recognises the constraints of an urgent part that time
// enters through one clock's lower bound: x >= c, or x == c (x >= c and
// x <= c). It returns the clock and c.
func lowerBound(log []zones.Constraint) (x int, c int64, ok bool) {
	x = -1
	for _, k := range log {
		switch {
		case k.I == 0 && k.J > 0 && !k.B.Strict(): // -x <= -c
			if x >= 0 && x != k.J {
				return 0, 0, false
			}
			x, c = k.J, -k.B.Value()
		case k.J == 0 && k.I > 0 && !k.B.Strict(): // x <= c': with x >= c only as ==
		default:
			return 0, 0, false
		}
	}
	if x < 0 {
		return 0, 0, false
	}
	for _, k := range log {
		if k.J == 0 && (k.I != x || k.B.Value() != c) {
			return 0, 0, false
		}
	}
	return x, c, true
}

func mustLE(c int64) zones.Bound {
	b, err := zones.LE(c)
	if err != nil {
		panic(err)
	}
	return b
}

func mustLT(c int64) zones.Bound {
	b, err := zones.LT(c)
	if err != nil {
		panic(err)
	}
	return b
}

// add stores the successor (st, obs, z) of node parent, unless a stored
// zone of its location covers it. A state without a fired schedule is
// stored closed under time passing: its zone is split where it is urgent,
// and each part where it is not is replaced by its delay successors,
// which contain it. tr is the successor's symbolic record so far (its
// last phase the arrival).
func (e *explorer) add(st *ta.State, obs []bool, z *zones.DBM, parent, stim int, choice []int, tr *transit) error {
	if anyFired(st) {
		return e.store(st, obs, z, parent, stim, choice, tr)
	}
	yes, no, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Urgent(st, clk) })
	if err != nil {
		if parent < 0 {
			return err
		}
		return e.runtimeError(parent, stim, err, tr)
	}
	for _, p := range no {
		ptr := tr.arrive(p.log)
		err := e.future(st, obs, p.z, false, ptr, func(d *zones.DBM, post *ta.State, pobs []bool, ntr *transit) error {
			// post equals st: it has no fired schedule.
			return e.store(post, pobs, d, parent, stim, choice, ntr)
		})
		if err != nil {
			var re *ta.RuntimeError
			if parent < 0 || !errors.As(err, &re) {
				return err
			}
			return e.runtimeError(parent, stim, err, ptr)
		}
	}
	for _, p := range yes {
		if err := e.store(st, obs, p.z, parent, stim, choice, tr.arrive(p.log)); err != nil {
			return err
		}
	}
	return nil
}

// store checks the invariants on z, extrapolates it and adds it to the
// location's zones unless one covers it; it removes the stored zones the
// new one covers. In a worker (e.out set) it only prepares the successor
// (its key, its extrapolated zones: the costly part that needs no store)
// and records it, to be committed in the search's order (workers.go).
// Its error (parent >= 0) ends the search: a runtime error of the check
// is recorded, not returned.
func (e *explorer) store(st *ta.State, obs []bool, z *zones.DBM, parent, stim int, choice []int, tr *transit) error {
	s, err := e.prepare(st, obs, z, parent, stim, choice, tr)
	if err != nil {
		return err
	}
	if e.out != nil {
		e.out.events = append(e.out.events, event{store: true, succ: s})
		return nil
	}
	return e.commit(&s)
}

// succ is a successor prepared for the store: its discrete key, bounds and
// extrapolated zones.
type succ struct {
	st           *ta.State // nil: the stored state of its key
	obs          []bool
	pre          *zones.DBM // the zone before extrapolation, which the invariants are checked on
	zs           []*zones.DBM
	b            *zones.Bounds
	key          []byte // the discrete state's
	parent, stim int
	choice       []int
	tr           *transit
}

// prepare computes what store needs of a successor that does not depend
// on the store. In a worker, st, obs and the key are copied (they are
// the run's scratch).
func (e *explorer) prepare(st *ta.State, obs []bool, z *zones.DBM, parent, stim int, choice []int, tr *transit) (succ, error) {
	e.key = discKey(e.key[:0], st)
	b := e.bounds
	if e.local != nil {
		var ok bool
		if b, ok = e.local.lookup(e.key, st); !ok {
			e.escaped = true
			return succ{}, errEscaped
		}
	}
	s := succ{st: st, obs: obs, pre: z, b: b, key: e.key, parent: parent, stim: stim, choice: choice, tr: tr}
	if e.out != nil {
		e.out.keep(&s)
	}
	switch {
	case e.opt.NoExtrapolation:
		s.zs = []*zones.DBM{z}
	case e.split:
		var err error
		if s.zs, err = z.ExtraMSplit(e.bounds, nil); err != nil {
			return succ{}, err
		}
	default:
		z = z.Copy()
		z.ExtraLUPlus(b)
		s.zs = []*zones.DBM{z}
	}
	return s, nil
}

// commit adds a prepared successor to the store (see store).
func (e *explorer) commit(s *succ) error {
	st, obs, b, parent, stim := s.st, s.obs, s.b, s.parent, s.stim
	e.key = append(e.key[:0], s.key...)
	d, ok := e.disc[string(e.key)]
	if !ok {
		d = len(e.res.States)
		e.disc[string(e.key)] = d
		e.res.States = append(e.res.States, st.Clone())
		e.res.First = append(e.res.First, -1)
	}
	if st == nil { // a worker's, of a state stored before (see keep)
		st = &e.res.States[d]
	}
	for _, o := range obs {
		e.key = append(e.key, b2byte(o))
	}
	l, ok := e.loci[string(e.key)]
	if !ok {
		l = len(e.locs)
		e.loci[string(e.key)] = l
		e.locs = append(e.locs, loc{disc: d, obs: slices.Clone(obs)})
		e.at = append(e.at, nil)
	}
	var viols []found
	checked := false
	for _, z := range s.zs {
		if e.covered(l, z, b) {
			// A covering zone simulates this one, violations included
			// (the invariants' constants are in the bounds), and was
			// checked when it was stored.
			e.res.Hits++
			continue
		}
		if !checked {
			var err error
			if viols, err = e.check(st, obs, s.pre); err != nil {
				if parent < 0 {
					return err
				}
				return e.runtimeError(parent, stim, err, s.tr)
			}
			checked = true
		}
		// Remove the stored zones the new one covers.
		live := e.at[l][:0]
		for _, j := range e.at[l] {
			if e.covers(z, e.res.nodes[j].zone, b) {
				// Its zone is not needed any more: a trace through it
				// is concretised from the transitions' records.
				e.res.nodes[j].dead, e.res.nodes[j].zone = true, nil
				continue
			}
			live = append(live, j)
		}
		i := len(e.res.nodes)
		e.res.nodes = append(e.res.nodes, node{disc: d, loc: l, zone: z, parent: parent, stim: stim, choice: s.choice, tr: s.tr})
		e.at[l] = append(live, i)
		if e.res.First[d] < 0 {
			e.res.First[d] = i
		}
		e.res.Stored++
		e.wait = append(e.wait, i)
		for _, v := range viols {
			e.violation(v, i)
		}
	}
	return nil
}

// violation records that node i holds a valuation violating v's property.
func (e *explorer) violation(v found, i int) {
	if old := e.res.viol[v.p]; old != nil {
		old.Count++
		return
	}
	e.res.viol[v.p] = &Violation{Prop: v.p, Node: i, Count: 1, final: v.final}
}

func (e *explorer) covered(l int, z *zones.DBM, b *zones.Bounds) bool {
	for _, j := range e.at[l] {
		if e.covers(e.res.nodes[j].zone, z, b) {
			return true
		}
	}
	return false
}

// covers reports whether big covers small.
func (e *explorer) covers(big, small *zones.DBM, b *zones.Bounds) bool {
	if e.alu {
		return small.SubsetALU(big, b)
	}
	return small.Subset(big)
}
