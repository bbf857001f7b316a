package zone

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/zone/entry"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

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
	// st is scratch: the store clones the states it keeps.
	st := e.scratchState(disc)
	defer e.releaseState(st)
	for s, stim := range e.m.Prog.Stimuli() {
		if len(stim.Rules) == 0 && stim.Kind == ta.StimEvent && !e.observed[s] {
			continue // changes nothing, as the region explorer skips it
		}
		if _, fails := model.GuardFails(e.guards[s], st); fails {
			continue // disabled whatever the zone (model.GuardTests)
		}
		if err := e.fire(i, st, obs, z, s); err != nil {
			return err
		}
	}
	if anyFired(st) {
		if err := e.delay(i, st, obs, z); err != nil {
			return err
		}
	}
	return e.wrap(i, st, obs, z)
}

// fire enumerates the runs of stimulus s from (st, obs, z): every
// combination of choices and of the parts of z that answer the clock
// questions differently, and adds each successor that satisfies the
// progress conditions. The observers open and close obligations as in
// the region explorer (explore's observe and settle), on the zone.
func (e *explorer) fire(i int, st *ta.State, obs []bool, z *zones.DBM, s int) error {
	e.ch.Reset()
	nobs := make([]bool, len(obs))
	orders := e.m.Orders.Begin()
	defer func() {
		if orders != nil {
			orders.End(s, wallLow(z))
		}
	}()
	for {
		e.ch.Rewind()
		// The previous run's successors are stored (their records
		// copied) or dropped: its records' space is free.
		e.resetSpace()
		e.clk.Z, e.clk.Shared, e.clk.Log, e.clk.Ops = z, true, e.clk.Log[:0], e.clk.Ops[:0]
		ok, err := e.mach.Enabled(st, e.clk, s)
		if err == nil && e.clk.Err != nil {
			return e.clk.Err
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
			if e.clk.Err != nil {
				return e.clk.Err
			}
			if err == nil && orders != nil && len(e.eff.Orders) > 0 {
				orders.NoteAt(&e.nst, e.eff, logSig(e.clk.Log), wallLow(e.clk.Z))
			}
			if err == nil {
				copy(nobs, obs)
				err = e.observe(pre, &e.nst, nobs)
			}
			if err == nil {
				err = e.settle(&e.nst, nobs)
			}
			if e.clk.Err != nil {
				return e.clk.Err
			}
			if err == nil {
				e.transition()
				var pr bool
				pr, err = e.progressRun(&e.nst)
				if zc := e.clk.Z; err == nil && pr && !zc.IsEmpty() {
					e.m.NoteFired(e.hits)
					tr := e.runRecord()
					// The run's own zone (a copy of z the run changed):
					// the store keeps copies, so it is free once add
					// returns (add uses e.clk for its own splits).
					owned := !e.clk.Shared
					if err := e.add(&e.nst, nobs, zc, i, s, slices.Clone(e.ch.Choices), tr); err != nil {
						return err
					}
					if owned {
						e.clk.Release(zc)
					}
					e.clk.Z, e.clk.Shared = z, true
				}
			}
		}
		if !e.clk.Shared && e.clk.Z != z {
			// A run that stored nothing: its zone is free too.
			e.clk.Release(e.clk.Z)
			e.clk.Z, e.clk.Shared = z, true
		}
		if err != nil {
			if err := e.runtimeError(i, s, err, e.runRecord()); err != nil {
				return err
			}
			if model.Abandons(err, e.eff) {
				return nil
			}
		}
		if !e.ch.Next() {
			return nil
		}
	}
}

// runRecord is the symbolic record of the run just made (its constraints
// and resets, its factors' classes and random draws) on the explorer's
// scratch: most runs' successors are covered by a stored zone and their
// records are garbage, so a record is copied only where it is kept
// (ztrace.Transit.Clone: commit, prepare in a worker, runtimeError). It
// is valid until the next run.
func (e *explorer) runRecord() *ztrace.Transit {
	e.runOps = borrow(e.runOps, e.clk.Ops)
	e.runFacts = borrow(e.runFacts, e.eff.Factors)
	e.runRands = borrow(e.runRands, e.eff.Randoms)
	e.runPhase[0] = ztrace.Phase{Ops: nilOr(e.runOps, e.clk.Ops)}
	e.run = ztrace.Transit{Phases: e.runPhase[:], Factors: nilOr(e.runFacts, e.eff.Factors), Randoms: nilOr(e.runRands, e.eff.Randoms)}
	return &e.run
}

// borrow copies src into the scratch buf, whose array it keeps.
func borrow[T any](buf, src []T) []T { return append(buf[:0], src...) }

// nilOr is buf, or nil when src is: a record's slices are nil where the
// run's are, as slices.Clone of them was.
func nilOr[T any](buf, src []T) []T {
	if src == nil {
		return nil
	}
	if buf == nil {
		return src[:0:0]
	}
	return buf
}

// runtimeError records a program's runtime error; any other error ends
// the search.
func (e *explorer) runtimeError(i, s int, err error, run *ztrace.Transit) error {
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		return err
	}
	if e.out != nil {
		e.out.record(event{node: i, stim: s, err: err, run: run.Clone()})
		return nil
	}
	if !e.errs[re.Error()] {
		e.errs[re.Error()] = true
		e.res.Errors = append(e.res.Errors, RuntimeError{Node: i, Stim: s, Err: re, run: run.Clone()})
	}
	return nil
}

// progressHere evaluates the progress conditions in st on e.clk's zone,
// continuing the current run's choices: a part of the zone where they
// fail is a run that ends there.
func (e *explorer) progressHere(st *ta.State) (bool, error) {
	ok, err := e.mach.Progress(st, e.clk)
	if e.clk.Err != nil {
		return false, e.clk.Err
	}
	return ok, err
}

// progress evaluates the progress conditions of st on z, which must
// decide them (one answer path): z is constrained to the part where
// they hold.
func (e *explorer) progress(st *ta.State, z *zones.DBM) (bool, error) {
	e.ch.Reset()
	e.clk.Z, e.clk.Shared, e.clk.Log = z, false, e.clk.Log[:0]
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
	ch := e.partsChooser()
	saved := e.clk.Ch
	e.clk.Ch = ch
	defer func() { e.clk.Ch = saved }()
	// The parts are gathered on scratch (eval only evaluates: no parts
	// call is made within another's) and handed out on the run's
	// space (keepParts), as are their logs: the callers use them within
	// the run (a log kept is copied: check).
	ys, ns := e.yesTmp[:0], e.noTmp[:0]
	defer func() { e.yesTmp, e.noTmp = ys[:0], ns[:0] }()
	for {
		ch.Rewind()
		e.clk.Z, e.clk.Shared, e.clk.Log = z, true, e.clk.Log[:0]
		v, err := eval(e.clk)
		zc := e.clk.Z // z itself if no question split it: parts are not changed
		if e.clk.Err != nil {
			return nil, nil, e.clk.Err
		}
		if err != nil {
			return nil, nil, err
		}
		if !zc.IsEmpty() {
			p := part{z: zc, log: e.arena.Constraints(e.clk.Log)}
			if v {
				ys = append(ys, p)
			} else {
				ns = append(ns, p)
			}
		}
		if !ch.Next() {
			return e.keepParts(ys), e.keepParts(ns), nil
		}
	}
}

// keepParts is ps on the run's space (nil when empty, as appending to nil
// made it).
func (e *explorer) keepParts(ps []part) []part { return keepOn(&e.partSpace, ps) }

// keepOn copies s into *space's free room, in a new chunk when it has too
// little, so that what was handed out before stays valid; fire frees the
// room each run (resetSpace), when the previous run's parts are done
// with. Nil when s is empty.
func keepOn[T any](space *[]T, s []T) []T {
	if len(s) == 0 {
		return nil
	}
	b := *space
	if cap(b)-len(b) < len(s) {
		b = make([]T, 0, max(2*cap(b), len(s), 64))
	}
	out := b[len(b) : len(b)+len(s) : len(b)+len(s)]
	copy(out, s)
	*space = b[:len(b)+len(s)]
	return out
}

// resetSpace frees the run's space: the records, parts and logs of the
// previous run's successors, which are stored (copied) or dropped.
func (e *explorer) resetSpace() {
	e.arena.Reset()
	clear(e.partSpace)
	clear(e.maskSpace)
	e.partSpace, e.maskSpace = e.partSpace[:0], e.maskSpace[:0]
}

// partsChooser is the chooser of parts and partsMask, reset: they are
// never called from within each other (their eval callbacks only
// evaluate), so one serves them all; allocating one per call was a
// tenth of the search's garbage.
func (e *explorer) partsChooser() *chooser {
	e.partsCh.Reset()
	return &e.partsCh
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
	ch := e.partsChooser()
	saved := e.clk.Ch
	e.clk.Ch = ch
	defer func() { e.clk.Ch = saved }()
	out := e.maskTmp[:0] // as in parts
	defer func() { e.maskTmp = out[:0] }()
	for {
		ch.Rewind()
		e.clk.Z, e.clk.Shared, e.clk.Log, e.clk.Ops = z, true, e.clk.Log[:0], e.clk.Ops[:0]
		v, err := eval(e.clk)
		zc := e.clk.Z
		if e.clk.Err != nil {
			return nil, e.clk.Err
		}
		if err != nil {
			return nil, err
		}
		if !zc.IsEmpty() {
			out = append(out, partv{part{z: zc, log: e.arena.Constraints(e.clk.Log)}, v})
		}
		if !ch.Next() {
			return keepOn(&e.maskSpace, out), nil
		}
	}
}

// delay adds the successors of node i, whose state st has a schedule that
// just fired (and whose zone is then one instant), by time passing: the
// schedules may fire again at their next instants.
func (e *explorer) delay(i int, st *ta.State, obs []bool, z *zones.DBM) error {
	_, no, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Urgent(st, clk) })
	if err != nil {
		return e.runtimeError(i, -1, err, &ztrace.Transit{Phases: []ztrace.Phase{{}}})
	}
	for _, p := range no {
		tr := &ztrace.Transit{Phases: []ztrace.Phase{{Ops: ztrace.ConstraintOps(nil, p.log)}}}
		err := e.future(st, obs, p.z, true, tr, func(d *zones.DBM, post *ta.State, pobs []bool, tr *ztrace.Transit) error {
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
func (e *explorer) future(st *ta.State, obs []bool, n *zones.DBM, strict bool, tr *ztrace.Transit, emit func(*zones.DBM, *ta.State, []bool, *ztrace.Transit) error) error {
	p := e.m.Prog
	// d is this call's own: emit only borrows it (store keeps copies),
	// so it is released when the call returns.
	d := e.clk.Alloc(n)
	d0 := d
	defer func() {
		e.clk.Release(d0)
		if d != d0 {
			e.clk.Release(d)
		}
	}()
	wall := ta.WallClock + 1
	// The zone's earliest wall time: wall >= lo (or > lo).
	lo := -n.At(0, wall).Value()
	d.Up()
	// inv is the delay's invariant: what bounds it, on this level's
	// scratch (nil when empty, as the records that copy it had it).
	level := e.depth
	if e.depth++; level == len(e.invs) {
		e.invs = append(e.invs, nil)
	}
	inv := e.invs[level][:0]
	defer func() {
		if cap(inv) > cap(e.invs[level]) {
			e.invs[level] = inv[:0]
		}
		e.depth--
	}()
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
		// A positive delay: the clock the fired schedule's instant is
		// on, which the zone holds at one value, must grow past it (the
		// wall clock, or a sun clock: then the wall clock itself may
		// still range, as the sun time does).
		x, at := wall, lo
		if !pointOn(n, wall) {
			for k := range e.m.Bind.Sun {
				if y := e.m.Bind.SunBase + k + 1; pointOn(n, y) {
					x, at = y, -n.At(0, y).Value()
					break
				}
			}
		}
		k := zones.Constraint{I: 0, J: x, B: entry.MustLT(-at)}
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
		// And at their instants on sun clocks still ahead of the whole
		// zone (sun.Pieces keeps an instant the start may be past out
		// of a start zone that also has it ahead).
		for _, occ := range e.m.Bind.SunOccur {
			for _, a := range occ {
				if x := a.X + 1; -n.At(0, x).Value() < a.C {
					if err := le(x, a.C); err != nil {
						return err
					}
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
			x, c, ok := entry.LowerBound(y.log)
			if !ok {
				return fmt.Errorf("%v: zone exploration supports urgent conditions on clocks only of the form clock >= c or clock == c in each state (here %s)", u.ExprPos(), ta.ExprString(u))
			}
			if n.At(x, 0) <= entry.MustLE(c) {
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
	// post, as d, is only borrowed by emit (the store clones the states
	// it keeps).
	post := e.scratchState(st)
	defer e.releaseState(post)
	e.mach.Elapse(post)
	// Progress conditions hold on n; time may pass while they hold. One
	// convex part where they hold makes that the intersection. (d is
	// this call's own: progressParts may constrain it.)
	yes, err := e.progressParts(post, d)
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
	if len(inv) == 0 {
		inv = nil
	}
	if !slices.Contains(obs, true) {
		return emit(d, post, obs, tr.DelayedIn(&e.arena, nil, inv, after, false))
	}
	return e.settleDelay(post, obs, n, d, inv, after, tr, emit)
}

// settleDelay settles the open obligations of the location (post, obs)
// on the future d of n (with invariant inv): the part of d where none is
// met stays in this location, time stopping where a `reaches` condition
// becomes true; each part where some are met moves to the location
// without them, whose own future is then computed, unless another open
// `reaches` target was met on the way to it (time stops there for that
// obligation, which closes first).
func (e *explorer) settleDelay(post *ta.State, obs []bool, n, d *zones.DBM, inv, after []zones.Constraint, tr *ztrace.Transit, emit func(*zones.DBM, *ta.State, []bool, *ztrace.Transit) error) error {
	// The open part: n split by where each `reaches` condition that
	// time can make true lies (below its lower bound, time stops on
	// reaching it; above, it is never met), each piece's future cut.
	// stopBy is, per stop, the slot of the obligation it is for.
	type piece struct {
		arrive, stop []zones.Constraint
		stopBy       []int
	}
	pieces := []piece{{}}
	// The parts are read on the future without the delay's `after`
	// (strictly past a fired schedule's instant): with it, a bound that
	// n sits on (seen == 3 for `seen > 3s`) holds on all of d, is not in
	// the part's log, and the part would read as one time never enters,
	// leaving the obligation open beyond it.
	dq := d
	if len(after) > 0 {
		dq = e.clk.Alloc(n)
		defer e.clk.Release(dq)
		dq.Up()
		if ok, err := dq.ConstrainAll(inv); err != nil {
			return err
		} else if !ok {
			dq = d
		}
	}
	for _, pr := range e.m.Timed {
		if !obs[pr.Slot] || pr.Kind != explore.Reaches {
			continue
		}
		yes, _, err := e.parts(post, dq, func(clk ta.Clocks) (bool, error) { return e.condHolds(pr, post, clk) })
		if err != nil {
			return err
		}
		for _, y := range yes {
			alts, err := entry.Pieces(y.log)
			if err != nil {
				return fmt.Errorf("%v: invariant %q: %v", pr.Pos, pr.Name, err)
			}
			if alts == nil {
				continue // entered never: its parts lie below every n's point
			}
			var next []piece
			for _, pc := range pieces {
				for _, a := range alts {
					arrive := append(slices.Clone(pc.arrive), a.Arrive...)
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
					for range a.Stop {
						by = append(by, pr.Slot)
					}
					next = append(next, piece{arrive, append(slices.Clone(pc.stop), a.Stop...), by})
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
				if err := emit(o.z, post, obs, tr.DelayedIn(&e.arena, pc.arrive, append(slices.Clone(inv), pc.stop...), k, false)); err != nil {
					return err
				}
			}
			releaseParts(e, parts, open)
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
			z := e.clk.Alloc(p.z)
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
			ntr := tr.DelayedIn(&e.arena, pc.arrive, inv, k, true)
			if err := e.arriveAt(post, nobs, z, ntr, emit); err != nil {
				return err
			}
			e.clk.Release(z) // arriveAt, as emit, only borrows it
		}
		releaseParts(e, ps, dp)
	}
	return nil
}

// scratchState returns a copy of st in a released state if there is one
// (releaseState): future's state after time passed, which the store
// clones when it keeps it.
func (e *explorer) scratchState(st *ta.State) *ta.State {
	if n := len(e.spareStates); n > 0 {
		s := e.spareStates[n-1]
		e.spareStates = e.spareStates[:n-1]
		s.CopyFrom(st)
		return s
	}
	s := st.Clone()
	return &s
}

func (e *explorer) releaseState(s *ta.State) {
	if len(e.spareStates) < 16 {
		e.spareStates = append(e.spareStates, s)
	}
}

// releaseParts gives back the zones partsMask split off z: the callers
// of emit and future only borrow them.
func releaseParts(e *explorer, ps []partv, z *zones.DBM) {
	for _, p := range ps {
		if p.z != z {
			e.clk.Release(p.z)
		}
	}
}

// arriveAt continues time passing in the location (st, obs) entered in
// z (an obligation closed as time passed): the parts of z where st is
// urgent are successors as they are (time stops there: a timer or
// schedule due at the closing instant), the others are followed by their
// future.
func (e *explorer) arriveAt(st *ta.State, obs []bool, z *zones.DBM, tr *ztrace.Transit, emit func(*zones.DBM, *ta.State, []bool, *ztrace.Transit) error) error {
	yes, no, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.mach.Urgent(st, clk) })
	if err != nil {
		return err
	}
	for _, p := range yes {
		if err := emit(p.z, st, obs, tr.ArriveIn(&e.arena, p.log)); err != nil {
			return err
		}
	}
	for _, p := range no {
		if err := e.future(st, obs, p.z, false, tr.ArriveIn(&e.arena, p.log), emit); err != nil {
			return err
		}
	}
	for _, ps := range [][]part{yes, no} {
		for _, p := range ps {
			if p.z != z {
				e.clk.Release(p.z)
			}
		}
	}
	return nil
}

// pointOn reports whether clock x has a single value in zone z.
func pointOn(z *zones.DBM, x int) bool {
	up, low := z.At(x, 0), z.At(0, x)
	return !up.IsInf() && !up.Strict() && !low.Strict() && up.Value() == -low.Value()
}

// wallLow is the earliest time of z, in seconds from the start.
func wallLow(z *zones.DBM) int64 {
	if z.Dim() <= ta.WallClock+1 {
		return 0
	}
	return -z.At(0, ta.WallClock+1).Value()
}

// logSig is the set of clock constraints a run chose, for comparing runs
// that made different order choices (the same questions may come in
// another order).
func logSig(log []zones.Constraint) []byte {
	if len(log) == 0 {
		return nil
	}
	parts := make([]string, len(log))
	for i, c := range log {
		parts[i] = fmt.Sprint(c)
	}
	slices.Sort(parts)
	parts = slices.Compact(parts)
	return []byte(strings.Join(parts, ";"))
}
