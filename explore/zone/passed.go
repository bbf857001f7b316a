package zone

import (
	"errors"
	"slices"

	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// add stores the successor (st, obs, z) of node parent, unless a stored
// zone of its location covers it. A state without a fired schedule is
// stored closed under time passing: its zone is split where it is urgent,
// and each part where it is not is replaced by its delay successors,
// which contain it. tr is the successor's symbolic record so far (its
// last phase the arrival).
func (e *explorer) add(st *ta.State, obs []bool, z *zones.DBM, parent, stim int, choice []int, tr *ztrace.Transit) error {
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
		ptr := tr.ArriveIn(&e.arena, p.log)
		err := e.future(st, obs, p.z, false, ptr, func(d *zones.DBM, post *ta.State, pobs []bool, ntr *ztrace.Transit) error {
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
		if err := e.store(st, obs, p.z, parent, stim, choice, tr.ArriveIn(&e.arena, p.log)); err != nil {
			return err
		}
	}
	// The parts split off z are this call's (future and store only
	// borrow them).
	for _, ps := range [][]part{no, yes} {
		for _, p := range ps {
			if p.z != z {
				e.clk.Release(p.z)
			}
		}
	}
	return nil
}

// store checks the invariants on z, extrapolates it and adds it to the
// location's zones unless one covers it; it removes the stored zones the
// new one covers. z is only borrowed: what is kept is a copy, and the
// caller may reuse z once store returns (zclocks.Clocks.Release). In a worker (e.out set) it only prepares the successor
// (its key, its extrapolated zones: the costly part that needs no store)
// and records it, to be committed in the search's order (workers.go).
// Its error (parent >= 0) ends the search: a runtime error of the check
// is recorded, not returned.
func (e *explorer) store(st *ta.State, obs []bool, z *zones.DBM, parent, stim int, choice []int, tr *ztrace.Transit) error {
	if e.inst != nil {
		// The clocks only schedules ask forget what their questions
		// to come cannot tell (lubounds.Instants), on a copy (z is
		// borrowed). Where a clock's reset times straddle a cut, z is
		// cut there first: the two parts, each recorded with its side
		// of the cut for its trace, are stored on their own.
		a := e.clk.Alloc(z)
		defer e.clk.Release(a)
		if k, cut := e.inst.Abstract(a); cut {
			n, _ := k.Negate() // (a cut is finite)
			for _, c := range [2]zones.Constraint{k, n} {
				a.CopyFrom(z)
				if ok, err := a.Constrain(c.I, c.J, c.B); err != nil {
					return err
				} else if ok {
					if err := e.store(st, obs, a, parent, stim, choice, tr.ArriveIn(&e.arena, []zones.Constraint{c})); err != nil {
						return err
					}
				}
			}
			return nil
		}
		z = a
	}
	return e.storeZone(st, obs, z, parent, stim, choice, tr)
}

// storeZone is store without the abstraction of Instants.
func (e *explorer) storeZone(st *ta.State, obs []bool, z *zones.DBM, parent, stim int, choice []int, tr *ztrace.Transit) error {
	if e.out != nil && e.coveredAhead(st, obs, z) {
		e.out.hits++
		return nil
	}
	s, err := e.prepare(st, obs, z, parent, stim, choice, tr)
	if err != nil {
		return err
	}
	if e.out != nil {
		e.out.record(event{store: true, succ: s})
		return nil
	}
	return e.commit(&s)
}

// succ is a successor prepared for the store: its discrete key, bounds and
// extrapolated zones.
type succ struct {
	st  *ta.State // nil: the stored state of its key
	obs []bool
	pre *zones.DBM // the zone before extrapolation, which the invariants are checked on
	zs  []*zones.DBM
	b   *zones.Bounds
	key []byte // the discrete state's
	// borrowed: zs[0] is the caller's zone (pre), which commit copies
	// before storing it.
	borrowed     bool
	parent, stim int
	choice       []int
	tr           *ztrace.Transit
	trOwned      bool // tr is a copy of its own (a worker's), else borrowed
}

// prepare computes what store needs of a successor that does not depend
// on the store. In a worker, st, obs and the key are copied (they are
// the run's scratch).
func (e *explorer) prepare(st *ta.State, obs []bool, z *zones.DBM, parent, stim int, choice []int, tr *ztrace.Transit) (succ, error) {
	e.key = discKey(e.key[:0], st)
	b := e.bounds
	if e.local != nil {
		var ok bool
		if b, ok = e.local.Lookup(e.key, st); !ok {
			e.escaped = true
			return succ{}, errEscaped
		}
	}
	if e.out != nil {
		// Recorded for a commit later: the zone is the caller's
		// scratch, which it reuses.
		z = z.Copy()
	}
	s := succ{st: st, obs: obs, pre: z, b: b, key: e.key, parent: parent, stim: stim, choice: choice, tr: tr}
	if e.out != nil {
		e.out.keep(&s)
		// The record too may be the run's scratch.
		s.tr, s.trOwned = tr.Clone(), true
	}
	switch {
	case e.opt.NoExtrapolation, e.exact:
		s.zs, s.borrowed = []*zones.DBM{z}, e.out == nil
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
	// The location's key is the discrete state's followed by the
	// obligations: a location known has its discrete state stored, and
	// most successors are at one (one map look-up, not two, on keys as
	// long as the state).
	e.key = appendObs(append(e.key[:0], s.key...), obs)
	var d int
	l, ok := e.loci[string(e.key)]
	if ok {
		d = e.locs[l].disc
	} else {
		dk := e.key[:len(s.key)]
		if d, ok = e.disc[string(dk)]; !ok {
			d = len(e.res.States)
			e.disc[string(dk)] = d
			e.res.States = append(e.res.States, st.Clone())
			e.res.First = append(e.res.First, -1)
		}
		l = len(e.locs)
		e.loci[string(e.key)] = l
		e.locs = append(e.locs, loc{disc: d, obs: slices.Clone(obs)})
		e.at = append(e.at, liveSet{})
		if e.view != nil {
			e.publish(l, e.key)
		}
	}
	if st == nil { // a worker's, of a state stored before (see keep)
		st = &e.res.States[d]
	}
	var viols []found
	checked := false
	tr := s.tr // the record kept, copied once (runRecord's scratch)
	if !s.trOwned {
		tr = nil
	}
	for _, z := range s.zs {
		wall := e.wallOf(z, b)
		if e.covered(l, z, b, wall) || e.coveredWeekBefore(l, z, b) {
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
		e.at[l].removeCovered(wall, func(c live) bool {
			if !e.covers(z, e.res.nodes[c.node].zone, b) {
				return false
			}
			// Its zone is not needed any more: a trace through it is
			// concretised from the transitions' records.
			e.res.nodes[c.node].dead, e.res.nodes[c.node].zone = true, nil
			if e.view != nil {
				e.viewLocs[l].remove(func(n int) bool { return e.res.nodes[n].dead })
			}
			return true
		})
		if s.borrowed {
			z = z.Copy()
		}
		if tr == nil {
			tr = s.tr.Clone()
		}
		i := len(e.res.nodes)
		e.res.nodes = append(e.res.nodes, node{disc: d, loc: l, zone: z, parent: parent, stim: stim, choice: s.choice, tr: tr})
		e.at[l].add(live{node: i, lo: wall.lo, hi: wall.hi})
		if e.view != nil {
			e.viewLocs[l].add(viewZone{z: z, lo: wall.lo, hi: wall.hi, node: i})
		}
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

// instantClocks lets the search abstract the clocks that only schedules
// ask (lubounds.InstantClocks); the tests compare it with the plain search.
var instantClocks = true

// violation records that node i holds a valuation violating v's property.
// The node whose violating part is the earliest on the wall clock is the
// one reported (the first found of those: the shortest path to it, as
// the search is breadth first): the search's order is not the order of
// time, as a zone spans an interval of it.
func (e *explorer) violation(v found, i int) {
	v.at = e.unfold(i, v.at)
	if len(e.res.viol) == 0 || earlier(v.at, e.first) {
		e.first = v.at
	}
	if old := e.res.viol[v.p]; old != nil {
		old.nodes = append(old.nodes, i)
		if earlier(v.at, old.at) {
			old.Node, old.final, old.at = i, v.final, v.at
		}
		return
	}
	e.res.viol[v.p] = &Violation{Prop: v.p, Node: i, final: v.final, at: v.at, nodes: []int{i}}
}

// covered reports whether a live zone of location l covers z; wall is
// z's wall-clock span (wallOf), which rules most of them out.
func (e *explorer) covered(l int, z *zones.DBM, b *zones.Bounds, wall wallSpan) bool {
	return e.at[l].coveredBy(wall, func(c live) bool { return e.covers(e.res.nodes[c.node].zone, z, b) })
}

// live is a stored zone that no other covers, with its interval on the
// wall clock, so that a covering test can be ruled out without reading
// the zone.
type live struct {
	node   int
	lo, hi zones.Bound // the zone's At(0, wall) and At(wall, 0)
}

// wallSpan is a zone's interval on the wall clock, and whether covering
// needs the intervals nested (zones.Bounds.ExactBelow): with a horizon,
// the wall clock is bounded from both sides by it, and the zones of one
// location differ mostly in the time they were reached at.
type wallSpan struct {
	lo, hi zones.Bound
	exact  bool // this zone's values of the wall clock are not abstracted
	limit  zones.Bound
	nested bool // covering needs nested intervals when exact
}

func (e *explorer) wallOf(z *zones.DBM, b *zones.Bounds) wallSpan {
	w := ta.WallClock + 1
	if w > e.n {
		return wallSpan{}
	}
	s := wallSpan{lo: z.At(0, w), hi: z.At(w, 0)}
	switch {
	case !e.alu:
		// Exact inclusion (or none, NoExtrapolation): intervals nest.
		s.limit, s.nested = zones.Infinity, true
	default:
		s.limit, s.nested = b.ExactBelow(w)
	}
	s.exact = s.nested && s.hi <= s.limit
	return s
}

// mayBeCoveredBy is false when the stored zone c cannot cover this one.
func (s wallSpan) mayBeCoveredBy(c live) bool {
	return !s.exact || (s.lo <= c.lo && s.hi <= c.hi)
}

// mayCover is false when this zone cannot cover the stored zone c.
func (s wallSpan) mayCover(c live) bool {
	return !s.nested || c.hi > s.limit || (c.lo <= s.lo && c.hi <= s.hi)
}

// covers reports whether big covers small.
func (e *explorer) covers(big, small *zones.DBM, b *zones.Bounds) bool {
	if e.alu {
		return small.SubsetALU(big, b)
	}
	return small.Subset(big)
}
