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
// What this milestone does not do yet: the invariants' observers (a model
// with timed properties is refused), the properties themselves, traces
// with exact times (each reachable discrete state has a symbolic path,
// which zones.Concretise will turn into one), several workers and loop
// splitting. See docs/zones.md.
package zone

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
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
}

// Step is one transition of a symbolic path: a stimulus (Stim >= 0) with
// the choices its run made (factor classes, random values and the
// answers to the clock questions the zone did not decide, in the order
// they were made), or time passing (Stim = -1). Zone is the zone of the
// state reached (extrapolated, as stored).
type Step struct {
	Stim    int
	Choices []int
	Zone    *zones.DBM
}

// RuntimeError is a runtime error of the program that some stimulus runs
// into from a reachable symbolic state.
type RuntimeError struct {
	Node int // the symbolic state the stimulus fires from
	Stim int
	Err  *ta.RuntimeError
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
	Complete          bool
	StopReason        string
	Elapsed           time.Duration
	Extrapolation     string // what was used: "ExtraLU+", "ExtraLU+ (diagonal clocks kept)", "ExtraM split", "none"
	nodes             []node
	clockNames        []string
}

// node is a stored symbolic state.
type node struct {
	disc   int // index into Result.States
	zone   *zones.DBM
	parent int // -1 for the start
	stim   int
	choice []int
	dead   bool // covered by a later zone
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
func (r *Result) ZoneText(i int) string { return r.nodes[i].zone.Format(r.clockNames) }

// ErrTimedProperties refuses a model whose invariants need observers.
var ErrTimedProperties = errors.New("zone exploration does not check timed invariants yet (holds ... for, reaches ... within); explore without them or with the region engine")

// explorer is one search.
type explorer struct {
	m      *explore.Model
	opt    Options
	mach   *ta.Machine
	runner *ta.Runner
	eff    *ta.Effects
	n      int // clocks in the DBMs (the model's, wall clock first)
	bounds *zones.Bounds
	split  bool // ExtraMSplit (diagonals without a horizon)
	alu    bool
	hor    int64 // the horizon, 0 for none

	ch   chooser
	clk  *zoneClocks
	res  *Result
	disc map[string]int // discrete key -> index into res.States
	at   [][]int        // per discrete state: its live nodes
	wait []int          // the waiting list (FIFO: breadth-first)
	key  []byte
	errs map[string]bool
	// scratch
	nst ta.State
}

// Explore explores m over zones, breadth first, from its start state.
func Explore(m *explore.Model, opt Options) (*Result, error) {
	start := time.Now()
	if len(m.Timed) > 0 {
		return nil, ErrTimedProperties
	}
	e := &explorer{m: m, opt: opt, mach: m.Mach, n: m.Prog.NumClocks(), hor: m.Cfg.Cal.Horizon,
		disc: map[string]int{}, errs: map[string]bool{}}
	e.runner = e.mach.NewRunner()
	e.eff = ta.NewEffects(m.Prog)
	e.clk = newZoneClocks(e.n, &e.ch)
	e.res = &Result{Model: m, Complete: true}
	for x := 0; x < e.n; x++ {
		e.res.clockNames = append(e.res.clockNames, m.Prog.ClockName(x))
	}
	if err := e.setBounds(); err != nil {
		return nil, err
	}
	z, st, err := e.initial()
	if err != nil {
		return nil, err
	}
	e.nst = st.Clone()
	// The start state must satisfy the progress conditions, as in the
	// region explorer; its zone is one point, so there is one answer.
	e.ch.reset()
	ok, err := e.progress(&st, z)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, explore.ErrNoInitial
	}
	if err := e.add(&st, z, -1, -1, nil, false); err != nil {
		return nil, err
	}
	for len(e.wait) > 0 {
		if opt.MaxZones > 0 && e.res.Stored >= opt.MaxZones {
			e.res.Complete = false
			e.res.StopReason = fmt.Sprintf("zone limit (%d) reached", opt.MaxZones)
			break
		}
		i := e.wait[0]
		e.wait = e.wait[1:]
		if e.res.nodes[i].dead {
			continue
		}
		if err := e.expand(i); err != nil {
			return nil, err
		}
	}
	e.res.Zones = 0
	for _, l := range e.at {
		e.res.Zones += len(l)
	}
	e.res.Elapsed = time.Since(start)
	return e.res, nil
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
		if len(in.Timers) > 0 {
			return nil, st, errors.New("zone exploration does not take queued timers in the start state yet (--init timers)")
		}
		for v, x := range in.Vals {
			st.Vals[v] = x
		}
		for c, sec := range in.Clocks {
			val[c] = sec
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
	st := e.res.States[nd.disc].Clone()
	for s, stim := range e.m.Prog.Stimuli() {
		if len(stim.Rules) == 0 && stim.Kind == ta.StimEvent {
			continue // changes nothing, as the region explorer skips it
		}
		if err := e.fire(i, &st, nd.zone, s); err != nil {
			return err
		}
	}
	if anyFired(&st) {
		return e.delay(i, &st, nd.zone)
	}
	return nil
}

// fire enumerates the runs of stimulus s from (st, z): every combination
// of choices and of the parts of z that answer the clock questions
// differently, and adds each successor that satisfies the progress
// conditions.
func (e *explorer) fire(i int, st *ta.State, z *zones.DBM, s int) error {
	e.ch.reset()
	for {
		e.ch.rewind()
		zc := z.Copy()
		e.clk.z, e.clk.log = zc, e.clk.log[:0]
		ok, err := e.mach.Enabled(st, e.clk, s)
		if err == nil && e.clk.err != nil {
			return e.clk.err
		}
		if err == nil && ok {
			e.nst.CopyFrom(st)
			err = e.runner.Fire(&e.nst, e.clk, s, &e.ch, e.eff)
			if e.clk.err != nil {
				return e.clk.err
			}
			if err == nil {
				e.res.Transitions++
				var pr bool
				pr, err = e.progressHere(&e.nst)
				if err == nil && pr && !zc.IsEmpty() {
					if err := e.add(&e.nst, zc, i, s, slices.Clone(e.ch.choices), false); err != nil {
						return err
					}
				}
			}
		}
		if err != nil {
			if err := e.runtimeError(i, s, err); err != nil {
				return err
			}
		}
		if !e.ch.next() {
			return nil
		}
	}
}

// runtimeError records a program's runtime error; any other error ends
// the search.
func (e *explorer) runtimeError(i, s int, err error) error {
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		return err
	}
	if !e.errs[re.Error()] {
		e.errs[re.Error()] = true
		e.res.Errors = append(e.res.Errors, RuntimeError{Node: i, Stim: s, Err: re})
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
	e.ch.reset()
	e.clk.z, e.clk.log = z, e.clk.log[:0]
	ok, err := e.progressHere(st)
	if err != nil {
		return false, err
	}
	if e.ch.next() {
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
		ch.rewind()
		zc := z.Copy()
		e.clk.z, e.clk.log = zc, e.clk.log[:0]
		v, err := eval(e.clk)
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
		if !ch.next() {
			return yes, no, nil
		}
	}
}

// delay adds the successors of node i, whose state st has a schedule that
// just fired (and whose zone is then one instant), by time passing: the
// schedules may fire again at their next instants.
func (e *explorer) delay(i int, st *ta.State, z *zones.DBM) error {
	_, no, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Urgent(st, clk) })
	if err != nil {
		return e.runtimeError(i, -1, err)
	}
	for _, p := range no {
		d, post, ok, err := e.future(st, p.z, true)
		if err != nil {
			return e.runtimeError(i, -1, err)
		}
		if ok {
			e.res.Transitions++
			if err := e.add(post, d, i, -1, nil, true); err != nil {
				return err
			}
		}
	}
	return nil
}

// future computes the delay successor of a part n of a state st that is
// not urgent anywhere: the valuations time leads to from n without
// passing an urgent one or one that breaks a progress condition, within
// the horizon. It returns the zone, the discrete state after time passed
// (schedules may fire again), and whether it is non-empty. strict asks
// for a positive delay (needed when st has a fired schedule: its zone is
// the instant it fired at, which must be left).
//
// Urgency is checked in the state and progress in the successor, as in
// the region explorer: time passes from a non-urgent valuation up to the
// first urgent one, included (a timer at the end of its window, a
// schedule's instant), and only through valuations where the progress
// conditions hold.
func (e *explorer) future(st *ta.State, n *zones.DBM, strict bool) (*zones.DBM, *ta.State, bool, error) {
	p := e.m.Prog
	d := n.Copy()
	wall := ta.WallClock + 1
	// The zone's earliest wall time: wall >= lo (or > lo).
	lo := -n.At(0, wall).Value()
	d.Up()
	if strict {
		if _, err := d.Constrain(0, wall, mustLT(-lo)); err != nil {
			return nil, nil, false, err
		}
	}
	le := func(x int, c int64) error {
		b, err := zones.LE(c)
		if err != nil {
			return err
		}
		_, err = d.Constrain(x, 0, b)
		return err
	}
	// Queued timers must fire by the end of their windows.
	for t, w := range st.Timers {
		if w > 0 {
			tm := p.Timers[t]
			if err := le(tm.ClockIndex+1, tm.Windows[w-1].Hi); err != nil {
				return nil, nil, false, err
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
					return nil, nil, false, err
				}
			}
		}
		if err := le(wall, e.hor); err != nil {
			return nil, nil, false, err
		}
	}
	if d.IsEmpty() {
		return nil, nil, false, nil
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
			return nil, nil, false, err
		}
		for _, y := range yes {
			x, c, ok := lowerBound(y.log)
			if !ok {
				return nil, nil, false, fmt.Errorf("%v: zone exploration supports urgent conditions on clocks only of the form clock >= c or clock == c in each state (here %s)", u.ExprPos(), ta.ExprString(u))
			}
			if n.At(x, 0) <= mustLE(c) {
				// n lies below the urgent part (it holds none of it, and
				// is convex): time stops on entering it.
				if err := le(x, c); err != nil {
					return nil, nil, false, err
				}
			}
		}
	}
	if d.IsEmpty() {
		return nil, nil, false, nil
	}
	post := st.Clone()
	e.mach.Elapse(&post)
	// Progress conditions hold on n; time may pass while they hold. One
	// convex part where they hold makes that the intersection.
	yes, _, err := e.parts(&post, d, func(clk ta.Clocks) (bool, error) { return e.mach.Progress(&post, clk) })
	if err != nil {
		return nil, nil, false, err
	}
	switch len(yes) {
	case 0:
		return nil, nil, false, nil
	case 1:
		return yes[0].z, &post, true, nil
	}
	return nil, nil, false, errors.New("zone exploration supports progress conditions that are a conjunction of clock bounds in each state (a disjunction or != on clocks is not supported yet)")
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

// add stores the successor (st, z) of node parent, unless a stored zone
// of st covers it. A state without a fired schedule is stored closed
// under time passing: its zone is split where it is urgent, and each
// part where it is not is replaced by its delay successor, which contains
// it (the discrete state does not change). closed says z is such already.
func (e *explorer) add(st *ta.State, z *zones.DBM, parent, stim int, choice []int, closed bool) error {
	if closed || anyFired(st) {
		return e.store(st, z, parent, stim, choice)
	}
	yes, no, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Urgent(st, clk) })
	if err != nil {
		if parent < 0 {
			return err
		}
		return e.runtimeError(parent, stim, err)
	}
	for _, p := range no {
		d, post, ok, err := e.future(st, p.z, false)
		if err != nil {
			if parent < 0 {
				return err
			}
			return e.runtimeError(parent, stim, err)
		}
		if ok {
			// post equals st: it has no fired schedule.
			if err := e.store(post, d, parent, stim, choice); err != nil {
				return err
			}
		}
	}
	for _, p := range yes {
		if err := e.store(st, p.z, parent, stim, choice); err != nil {
			return err
		}
	}
	return nil
}

// store extrapolates z and adds it to st's zones unless one covers it;
// it removes the stored zones the new one covers.
func (e *explorer) store(st *ta.State, z *zones.DBM, parent, stim int, choice []int) error {
	var zs []*zones.DBM
	switch {
	case e.opt.NoExtrapolation:
		zs = []*zones.DBM{z}
	case e.split:
		var err error
		if zs, err = z.ExtraMSplit(e.bounds, nil); err != nil {
			return err
		}
	default:
		z.ExtraLUPlus(e.bounds)
		zs = []*zones.DBM{z}
	}
	e.key = discKey(e.key[:0], st)
	d, ok := e.disc[string(e.key)]
	if !ok {
		d = len(e.res.States)
		e.disc[string(e.key)] = d
		e.res.States = append(e.res.States, st.Clone())
		e.res.First = append(e.res.First, -1)
		e.at = append(e.at, nil)
	}
	for _, z := range zs {
		if e.covered(d, z) {
			e.res.Hits++
			continue
		}
		// Remove the stored zones the new one covers.
		live := e.at[d][:0]
		for _, j := range e.at[d] {
			if e.covers(z, e.res.nodes[j].zone) {
				e.res.nodes[j].dead = true
				continue
			}
			live = append(live, j)
		}
		i := len(e.res.nodes)
		e.res.nodes = append(e.res.nodes, node{disc: d, zone: z, parent: parent, stim: stim, choice: choice})
		e.at[d] = append(live, i)
		if e.res.First[d] < 0 {
			e.res.First[d] = i
		}
		e.res.Stored++
		e.wait = append(e.wait, i)
	}
	return nil
}

func (e *explorer) covered(d int, z *zones.DBM) bool {
	for _, j := range e.at[d] {
		if e.covers(e.res.nodes[j].zone, z) {
			return true
		}
	}
	return false
}

// covers reports whether big covers small.
func (e *explorer) covers(big, small *zones.DBM) bool {
	if e.alu {
		return small.SubsetALU(big, e.bounds)
	}
	return small.Subset(big)
}
