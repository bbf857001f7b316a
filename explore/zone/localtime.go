package zone

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/zone/entry"
	"github.com/delorean-mc/delorean/explore/zone/progress"
	"github.com/delorean-mc/delorean/explore/zone/zclocks"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/zones"
)

// Local time (issue 42, item 3): the zone graph of the local-time
// semantics (Bengtsson, Jonsson, Lilius and Yi, CONCUR 1998), explored as
// TChecker's `tck-reach -a concur19` explores it (Govind, Herbreteau,
// Srivathsan and Walukiewicz, "Revisiting local time semantics for
// networks of timed automata", CONCUR 2019).
//
// The program is cut into parts (parts): the variables and clocks that a
// progress or urgent condition reads together are one part, every other
// variable or clock that some statement writes is a part of its own, and
// what nothing writes (the wall clock, a clock never reset, a constant)
// belongs to none. Each part has its own time, a reference clock; a
// zone is an offset DBM (zones/offset.go) over the reference clocks and
// the clocks' offsets. Time passes for each part on its own, bounded by
// its own progress conditions; a stimulus first synchronises the parts
// it reads or writes (their reference clocks equal), then runs as in the
// global-time engine. Two stimuli of disjoint parts commute, and their
// interleavings give one local zone where the global engine has one per
// order: the zones the loosely coupled automations of issue 42 multiply.
//
// A local zone stands for the global states of its synchronised
// valuations (all reference clocks equal); they are exactly the states
// the global semantics reaches (Bengtsson et al.). A zone without one is
// dropped, as TChecker drops it (empty_sync_zone_policy INVALID): every
// run of the global semantics, taken in the order of its times, goes
// through synchronisable local zones only. Covering compares the
// synchronised projections (a global zone each, SyncProjection) with aLU
// and the location's bounds, as TChecker's sync-aLU subsumption does
// (it takes the projections of the zones let elapse once more; ours are
// the stored zones, already closed under local time passing, a finer
// but sound test): every global run from a covered zone's synchronised
// valuation is simulated from the covering one's.
//
// Local time takes the programs whose time is all in clocks: no timers,
// schedules, time-of-day conditions or sun times, invariants that are
// conditions on states (as `delorean reach` asks), progress conditions
// in progress.Form's shape and urgent conditions without clocks.
// LocalTimeSupported says why another program is refused.

// LocalSemantics is the local-time zone graph of a model as a
// search.CoveringSemantics.
//
// A LocalSemantics is not safe for concurrent use.
type LocalSemantics struct {
	e *explorer
	k int // reference clocks: the parts
	// clockPart is the part of each model clock (-1: nothing resets it;
	// every part reads it on its own time, as if it had its own copy,
	// which in the global semantics all equal it).
	clockPart []int
	stimParts [][]int // per stimulus, the parts it synchronises (at least one)
	condPart  []int   // per progress condition, its part (-1: every part's)
	schedPart []int   // per schedule, its part (one each: it reads the wall clock on its own time)
	urgPart   []int   // per urgent condition, its part (-1: every part's)
	names     []string
	z0        *zones.DBM
	s0        ta.State
	clk       localClocks
	proj      *zones.DBM // scratch of SyncProjection
	up        []bool
	obs       []bool // no obligations: local time has no timed properties
	// transitions counts the successors computed, as Result.Transitions.
	transitions int64
}

// LocalState is a symbolic state of the local-time zone graph.
type LocalState struct {
	Disc ta.State
	// Zone is the offset DBM (reference clocks first, then each model
	// clock's offset); Sync its synchronised projection over the model's
	// clocks (never empty: unsynchronisable zones are dropped).
	Zone, Sync *zones.DBM
	b          *zones.Bounds
	viol       []*explore.Property
	at         []zones.Bound
	final      [][]zones.Constraint // per violated invariant, its earliest violating part of Sync
}

// Violated are the invariants some synchronised valuation of s violates.
func (s LocalState) Violated() []*explore.Property { return s.viol }

var _ search.CoveringSemantics[LocalState] = (*LocalSemantics)(nil)

// LocalTimeSupported reports why local time cannot explore m (nil: it
// can).
func LocalTimeSupported(m *explore.Model) error {
	p := m.Prog
	why := func(what string) error {
		return fmt.Errorf("--local-time does not support %s yet (%s); explore without it", what, p.File)
	}
	switch {
	case len(m.Bind.Sun) > 0:
		return why("sunrise and sunset")
	case len(m.Timed) > 0:
		return why("timed invariants (holds ... for, reaches ... within)")
	case m.Cfg.Cal.Wrap > 0:
		return why("--forever")
	}
	for _, pr := range m.Props {
		if pr.Kind != explore.Always {
			return why("invariant " + pr.Name + " (only conditions on states)")
		}
	}
	if len(p.Progress) > 0 && progress.Compile(p) == nil && progressHasClocks(p) {
		return why("progress conditions other than a test implying clock bounds")
	}
	for _, u := range p.Urgent {
		if !clockFree(p, u) {
			return why("urgent conditions on clocks")
		}
	}
	return nil
}

// progressHasClocks reports whether some progress condition reads a clock.
func progressHasClocks(p *ta.Program) bool {
	for _, e := range p.Progress {
		if !clockFree(p, e) {
			return true
		}
	}
	return false
}

// clockFree reports whether e reads no clock (nor the time of day, which
// is read on the wall clock).
func clockFree(p *ta.Program, e ta.Expr) bool {
	for _, l := range analysis.ExprLocs(p, e) {
		if l >= len(p.Vars) && l < len(p.Vars)+p.NumClocks() {
			return false
		}
	}
	return true
}

// NewLocalSemantics sets up m's local-time zone graph, with opt's
// covering and bounds (the search's limits in opt are ignored); an error
// if LocalTimeSupported refuses m.
func NewLocalSemantics(m *explore.Model, opt Options) (*LocalSemantics, error) {
	if err := LocalTimeSupported(m); err != nil {
		return nil, err
	}
	opt.NoExtrapolation = false
	e, z, st, err := newExplorer(m, opt)
	if err != nil {
		return nil, err
	}
	if !e.alu && e.hor == 0 {
		return nil, fmt.Errorf("--local-time needs aLU covering, which diagonal constraints rule out, or a horizon (%s)", m.Prog.File)
	}
	s := &LocalSemantics{e: e, s0: st, obs: make([]bool, len(m.Timed))}
	s.parts()
	s.z0, err = zones.New(s.k + e.n - 1)
	if err != nil {
		return nil, err
	}
	s.z0.LiftSynced(z, s.k)
	s.proj, _ = zones.New(e.n)
	s.clk.tmp, _ = zones.New(s.k + e.n - 1)
	s.clk.ch, s.clk.k, s.clk.part = &e.ch, s.k, s.clockPart
	s.up = make([]bool, s.k)
	return s, nil
}

// parts cuts the program into its parts (see the comment at the top).
// Locations (ta.Program.Loc*) that nothing writes belong to no part; a
// schedule is a part of its own, a pseudo-location beyond the program's.
func (s *LocalSemantics) parts() {
	p := s.e.m.Prog
	an := analysis.Analyze(p)
	nl := p.NumLocs()
	nsch := len(p.Schedules())
	written := make([]bool, nl+nsch)
	for _, r := range an.Rules {
		for l := 0; l < nl; l++ {
			if r.Writes.Has(l) {
				written[l] = true
			}
		}
	}
	for i := 0; i < nsch; i++ {
		written[nl+i] = true
	}
	uf := make([]int, nl+nsch)
	for i := range uf {
		uf[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		for uf[x] != x {
			uf[x] = uf[uf[x]]
			x = uf[x]
		}
		return x
	}
	// The lower location is the root: parts are named and numbered by
	// their first location, whatever the order of the unions.
	union := func(a, b int) {
		a, b = find(a), find(b)
		if a > b {
			a, b = b, a
		}
		uf[b] = a
	}
	together := func(e ta.Expr) {
		first := -1
		for _, l := range analysis.ExprLocs(p, e) {
			if !written[l] {
				continue
			}
			if first < 0 {
				first = l
			} else {
				union(l, first)
			}
		}
	}
	for _, e := range p.Progress {
		together(e)
	}
	for _, e := range p.Urgent {
		together(e)
	}
	// A queued timer must fire by its window's end: an invariant of its
	// flag and its clock.
	for t, tm := range p.Timers {
		a, b := p.LocTimer(t), p.LocClock(tm.ClockIndex)
		if written[a] && written[b] {
			union(a, b)
		}
	}
	// What each stimulus reads or writes: its guard, its timer or
	// schedule, and the rules it runs (its own, those they run, and those
	// a change they make triggers, to a fixpoint).
	touched := make([][]int, len(p.Stimuli()))
	for si, stim := range p.Stimuli() {
		seen := make([]bool, nl+nsch)
		touch := func(l int) {
			if written[l] && !seen[l] {
				seen[l] = true
				touched[si] = append(touched[si], l)
			}
		}
		switch stim.Kind {
		case ta.StimEvent:
			if g := p.Events[stim.Index].Guard; g != nil {
				for _, l := range analysis.ExprLocs(p, g) {
					touch(l)
				}
			}
		case ta.StimTimer:
			touch(p.LocTimer(stim.Index))
			touch(p.LocClock(p.Timers[stim.Index].ClockIndex))
		case ta.StimSchedule:
			touch(nl + stim.Index)
		}
		in := make([]bool, len(p.Rules))
		todo := slices.Clone(stim.Rules)
		for len(todo) > 0 {
			r := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			if in[r] {
				continue
			}
			in[r] = true
			ra := &an.Rules[r]
			todo = append(todo, ra.Calls...)
			for l := 0; l < nl; l++ {
				if ra.Reads.Has(l) || ra.Writes.Has(l) {
					touch(l)
				}
				if l < len(p.Vars) && ra.Writes.Has(l) {
					todo = append(todo, p.ChangeRules(l)...)
				}
			}
		}
	}
	// A part without clocks (variables only) whose every access also
	// touches another part Q needs no time of its own: its accesses are
	// all synchronised with Q, whose time orders them. It joins Q, which
	// loses no concurrency and keeps the DBMs small (a home's entities
	// are each changed only with the automation clocks that track them).
	timed := func(r int) bool {
		for l := range uf {
			if find(l) == r && (l >= nl || l >= len(p.Vars) && l < len(p.Vars)+p.NumClocks()) {
				return true
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		roots := map[int]bool{}
		for l := range uf {
			if written[l] {
				roots[find(l)] = true
			}
		}
		order := make([]int, 0, len(roots))
		for r := range roots {
			order = append(order, r)
		}
		sort.Ints(order)
		for _, r := range order {
			if timed(r) {
				continue
			}
			var common map[int]bool
			for si := range touched {
				here := map[int]bool{}
				mine := false
				for _, l := range touched[si] {
					if q := find(l); q == r {
						mine = true
					} else {
						here[q] = true
					}
				}
				if !mine {
					continue
				}
				if common == nil {
					common = here
					continue
				}
				for q := range common {
					if !here[q] {
						delete(common, q)
					}
				}
			}
			if len(common) == 0 {
				continue
			}
			// Join a timed part if there is one, else the first.
			best := -1
			for q := range common {
				if best < 0 || timed(q) && !timed(best) || timed(q) == timed(best) && q < best {
					best = q
				}
			}
			union(r, best)
			changed = true
			break
		}
	}
	// Number the parts in the order of their first location.
	num := map[int]int{}
	part := make([]int, nl+nsch)
	for l := range part {
		part[l] = -1
		if written[l] {
			r := find(l)
			if _, ok := num[r]; !ok {
				num[r] = len(num)
				if r >= nl {
					s.names = append(s.names, "schedule "+p.Schedules()[r-nl].Name)
				} else {
					s.names = append(s.names, p.LocName(r))
				}
			}
			part[l] = num[r]
		}
	}
	s.k = len(num)
	for i := 0; i < nsch; i++ {
		s.schedPart = append(s.schedPart, part[nl+i])
	}
	if s.k == 0 {
		s.k, s.names = 1, []string{"all"}
	}
	s.clockPart = make([]int, p.NumClocks())
	for c := range s.clockPart {
		s.clockPart[c] = part[p.LocClock(c)]
	}
	partOf := func(e ta.Expr) int {
		for _, l := range analysis.ExprLocs(p, e) {
			if part[l] >= 0 {
				return part[l]
			}
		}
		return -1
	}
	for _, e := range p.Progress {
		s.condPart = append(s.condPart, partOf(e))
	}
	for _, e := range p.Urgent {
		s.urgPart = append(s.urgPart, partOf(e))
	}
	for si := range touched {
		seen := make([]bool, s.k)
		var ps []int
		for _, l := range touched[si] {
			if a := part[l]; !seen[a] {
				seen[a] = true
				ps = append(ps, a)
			}
		}
		sort.Ints(ps)
		if len(ps) == 0 {
			ps = []int{0} // reads only what nothing writes: any part's time will do
		}
		s.stimParts = append(s.stimParts, ps)
	}
}

// Parts names the parts, each by its first variable or clock: the
// reference clocks, in order.
func (s *LocalSemantics) Parts() []string { return s.names }

// Starts implements search.CoveringSemantics.
func (s *LocalSemantics) Starts(yield func(LocalState) bool) error {
	st := s.s0.Clone()
	t, ok, err := s.settle(&st, s.z0.Copy())
	if err != nil {
		return err
	}
	if !ok {
		return explore.ErrNoInitial
	}
	yield(t)
	return nil
}

// Successors implements search.CoveringSemantics: for each stimulus, its
// parts synchronised, every run of the interpreter over the zone (the
// choices and the parts of the zone that answer its clock questions
// differently), each followed by local time passing.
func (s *LocalSemantics) Successors(t LocalState, yield func(search.Label, LocalState, error) bool) error {
	e := s.e
	if anyFired(&t.Disc) {
		d, ok, err := s.delay(t)
		if err != nil {
			var re *ta.RuntimeError
			if !errors.As(err, &re) {
				return err
			}
			if !yield(search.Label{Stim: -1}, LocalState{}, err) {
				return nil
			}
		} else if ok && !yield(search.Label{Stim: -1}, d, nil) {
			return nil
		}
	}
	for si := range e.m.Prog.Stimuli() {
		stop, err := s.fire(t, si, -1, func(r *localRun) bool {
			return yield(r.label, r.succ, r.err)
		})
		if err != nil || stop {
			return err
		}
	}
	return nil
}

// synced reports whether z holds the reference clocks refs equal already.
func synced(z *zones.DBM, refs []int) bool {
	for _, b := range refs[1:] {
		if z.At(refs[0], b) != zones.LEZero || z.At(b, refs[0]) != zones.LEZero {
			return false
		}
	}
	return true
}

// localRun is one run of a stimulus from a state: its label, the
// successor (none when the run failed with err, a runtime error, or
// left nothing synchronisable: then kept is false), the run's zone
// before time passed, and the choices of factors and random values
// the replay of a trace makes.
type localRun struct {
	label   search.Label
	succ    LocalState
	kept    bool
	z       *zones.DBM
	factors []ta.FactorChoice
	randoms []int64
	err     error
}

// fire runs stimulus si from t in every way (the choices and the parts
// of the zone that answer its clock questions differently), its parts
// synchronised first, and hands each run to yield, until yield returns
// false (stop). With stamp >= 0, the DBM variable stamp (beyond the
// offsets) is set to the parts' time as the stimulus fires: the
// timestamp that a trace's concretisation orders the steps by.
func (s *LocalSemantics) fire(t LocalState, si, stamp int, yield func(*localRun) bool) (stop bool, err error) {
	e := s.e
	stim := e.m.Prog.Stimuli()[si]
	if len(stim.Rules) == 0 && stim.Kind == ta.StimEvent && !e.observed[si] {
		return false, nil
	}
	st := &t.Disc
	if _, fails := model.GuardFails(e.guards[si], st); fails {
		return false, nil
	}
	ref := s.stimParts[si][0]
	zs := t.Zone
	if stamp >= 0 || !synced(zs, s.stimParts[si]) {
		// The run's copy, its parts synchronised (the zone itself when
		// they are already: localClocks copies it before a change).
		zs = t.Zone.Copy()
		if ok, err := zs.Synchronise(s.stimParts[si]); err != nil || !ok {
			return false, err
		}
	}
	if stamp >= 0 {
		zs.Assign(stamp, ref)
	}
	e.ch.Reset()
	for {
		e.ch.Rewind()
		s.clk.z, s.clk.own, s.clk.ref, s.clk.err = zs, false, ref, nil
		ok, err := e.mach.Enabled(st, &s.clk, si)
		if s.clk.err != nil {
			return true, s.clk.err
		}
		run := &localRun{}
		if err == nil && ok {
			nst := st.Clone()
			err = e.runner.Fire(&nst, &s.clk, si, &e.ch, e.eff)
			e.cover(e.eff.Covered)
			if s.clk.err != nil {
				return true, s.clk.err
			}
			run.label = search.Label{Stim: si, Choices: slices.Clone(e.ch.Choices)}
			run.factors, run.randoms = slices.Clone(e.eff.Factors), slices.Clone(e.eff.Randoms)
			z := s.clk.z
			if !s.clk.own {
				z = z.Copy()
			}
			run.z = z
			if err == nil {
				s.transitions++
				e.transition()
				run.succ, run.kept, err = s.settle(&nst, z.Copy())
				if err == nil && run.kept && !yield(run) {
					return true, nil
				}
			}
		}
		if err != nil {
			var re *ta.RuntimeError
			if !errors.As(err, &re) {
				return true, err
			}
			if run.label.Choices == nil {
				run.label = search.Label{Stim: si, Choices: slices.Clone(e.ch.Choices)}
				z := s.clk.z
				if !s.clk.own {
					z = z.Copy()
				}
				run.z = z
			}
			run.err = err
			// A failure no global time reaches from here is reached
			// from another interleaving, where it is synchronisable
			// (and its trace concretises).
			if run.z.Synchronisable(s.k) && !yield(run) {
				return true, nil
			}
			if model.Abandons(err, e.eff) {
				return false, nil
			}
		}
		if !e.ch.Next() {
			return false, nil
		}
	}
}

// settle makes the state of a run's end (st, z: z is settle's to keep):
// the progress conditions hold, then time passes for every part that no
// urgent condition holds up, within the progress conditions, the queued
// timers' windows, the schedules' next instants and the horizon; false
// when nothing is left or nothing synchronisable.
func (s *LocalSemantics) settle(st *ta.State, z *zones.DBM) (LocalState, bool, error) {
	e := s.e
	p := e.m.Prog
	ok, err := s.progress(st, z)
	if err != nil || !ok {
		return LocalState{}, false, err
	}
	for a := range s.up {
		s.up[a] = true
	}
	for i, u := range p.Urgent {
		var nc noClocks
		v, err := e.mach.Eval(st, &nc, u)
		if err != nil {
			return LocalState{}, false, err
		}
		if v != 0 {
			if a := s.urgPart[i]; a >= 0 {
				s.up[a] = false
			} else {
				clear(s.up)
			}
		}
	}
	wall := s.k + ta.WallClock
	// A schedule's part waits for its next instant: the first one not
	// before its earliest time (it never passes one unfired); one that
	// has just fired stays at its instant until the delay successor.
	var bounds []zones.Constraint
	for i, a := range s.schedPart {
		if st.Fired[i] {
			s.up[a] = false
			continue
		}
		lo := z.At(wall, a) // wall - t_a ≤ lo: t_a - wall ≥ -lo
		from := -lo.Value()
		occ := e.m.Bind.Occur[i]
		k := sort.Search(len(occ), func(k int) bool { return occ[k] > from || occ[k] == from && !lo.Strict() })
		if k < len(occ) {
			bounds = append(bounds, zones.Constraint{I: a, J: wall, B: entry.MustLE(occ[k])})
		}
	}
	z.LocalUp(s.up)
	if ok, err = s.progress(st, z); err != nil || !ok {
		return LocalState{}, false, err
	}
	for t, w := range st.Timers {
		if w > 0 {
			tm := p.Timers[t]
			b, err := zones.LE(tm.Windows[w-1].Hi)
			if err != nil {
				return LocalState{}, false, err
			}
			a := s.clockPart[tm.ClockIndex]
			if a < 0 {
				return LocalState{}, false, fmt.Errorf("zone: local time: timer %s's clock has no part", tm.Name)
			}
			bounds = append(bounds, zones.Constraint{I: a, J: s.k + tm.ClockIndex, B: b})
		}
	}
	if e.hor > 0 {
		b, err := zones.LE(e.hor)
		if err != nil {
			return LocalState{}, false, err
		}
		for a := 0; a < s.k; a++ {
			bounds = append(bounds, zones.Constraint{I: a, J: wall, B: b})
		}
	}
	if ok, err := z.ConstrainAll(bounds); err != nil || !ok {
		return LocalState{}, false, err
	}
	if !z.Synchronisable(s.k) {
		return LocalState{}, false, nil
	}
	sync, _ := zones.New(e.n)
	if ok, err := z.SyncProjection(sync, s.clk.tmp, s.k); err != nil || !ok {
		return LocalState{}, false, err
	}
	e.key = discKey(e.key[:0], st)
	b := e.bounds
	if e.local != nil {
		if lb, ok := e.local.Lookup(e.key, st); ok {
			b = lb
		}
	}
	t := LocalState{Disc: *st, Zone: z, Sync: sync, b: b}
	found, err := e.check(st, s.obs, sync)
	if err != nil {
		return LocalState{}, false, err
	}
	for _, f := range found {
		t.viol, t.at, t.final = append(t.viol, f.p), append(t.at, f.at), append(t.final, f.final)
	}
	return t, true, nil
}

// delay is the successor of a state where schedules have just fired
// (each schedule's part at its instant): time passes, strictly beyond
// the instant for each schedule that fired, as the global engine's delay
// successor (which makes every clock advance: in the synchronised
// valuations, every part's time is the schedule's).
func (s *LocalSemantics) delay(t LocalState) (LocalState, bool, error) {
	st := t.Disc.Clone()
	z := t.Zone.Copy()
	wall := s.k + ta.WallClock
	clear(s.up)
	var after []zones.Constraint
	for i, a := range s.schedPart {
		if st.Fired[i] {
			s.up[a] = true
			// t_a - wall > its value now: wall - t_a < -(that value).
			after = append(after, zones.Constraint{I: wall, J: a, B: strictly(z.At(wall, a))})
		}
	}
	s.e.mach.Elapse(&st)
	z.LocalUp(s.up)
	if ok, err := z.ConstrainAll(after); err != nil || !ok {
		return LocalState{}, false, err
	}
	return s.settle(&st, z)
}

// strictly is the bound < c for a bound ≤ c or < c.
func strictly(b zones.Bound) zones.Bound {
	if b.IsInf() {
		return b
	}
	s, _ := zones.LT(b.Value())
	return s
}

// progress constrains z to the progress conditions of st, each on its
// part's time (progress.Form: a test implying clock bounds); false when
// one fails.
func (s *LocalSemantics) progress(st *ta.State, z *zones.DBM) (bool, error) {
	e := s.e
	f := e.progForm
	if f == nil {
		if progressHasClocks(e.m.Prog) {
			return false, errors.New("zone: local time without a progress form")
		}
		var nc noClocks
		return e.mach.Progress(st, &nc)
	}
	for i := range f.Conds {
		c := &f.Conds[i]
		on := true
		if c.Test != nil {
			var v bool
			if c.VarEq {
				v = st.Vals[c.V] == c.K
			} else {
				var nc noClocks
				x, err := e.mach.Eval(st, &nc, c.Test)
				if err != nil {
					return false, err
				}
				v = x != 0
			}
			if !c.Implies && !v {
				return false, nil
			}
			on = v != c.Unless
		}
		if !on {
			continue
		}
		for a := 0; a < s.k; a++ {
			if p := s.condPart[i]; p >= 0 && p != a {
				continue
			}
			for _, at := range c.Atoms {
				i, j := s.clk.index(at, a)
				cs, err := zones.AppendAtom(s.clk.opts[0][:0], i, j, opOf(at.Op), at.C)
				if err != nil {
					return false, err
				}
				if ok, err := z.ConstrainAll(cs); err != nil || !ok {
					return false, err
				}
			}
		}
	}
	return true, nil
}

// opOf is the zones comparison of a clock atom's (== and the orders;
// progress.Form has no !=).
func opOf(op ta.Op) zones.Op {
	switch op {
	case ta.OpLt:
		return zones.OpLT
	case ta.OpLe:
		return zones.OpLE
	case ta.OpGt:
		return zones.OpGT
	case ta.OpGe:
		return zones.OpGE
	}
	return zones.OpEQ
}

// Location implements search.CoveringSemantics: the discrete state.
func (s *LocalSemantics) Location(dst []byte, t LocalState) []byte {
	return discKey(dst[:0], &t.Disc)
}

// Covers implements search.CoveringSemantics: sync-aLU subsumption, the
// synchronised projections compared with aLU and the covered state's
// location's bounds (inclusion when the model has diagonals).
func (s *LocalSemantics) Covers(big, small LocalState) bool {
	return s.e.covers(big.Sync, small.Sync, small.b)
}

// Discrete implements search.CoveringSemantics.
func (s *LocalSemantics) Discrete(t LocalState) *ta.State { return &t.Disc }

// Format implements search.CoveringSemantics.
func (s *LocalSemantics) Format(t LocalState) string {
	p := s.e.m.Prog
	var parts []string
	for i, v := range p.Vars {
		parts = append(parts, v.DisplayName()+"="+spec.FormatValue(&v.Type, t.Disc.Vals[i]))
	}
	return fmt.Sprintf("%s %s", strings.Join(parts, " "), t.Sync.Format(s.e.res.clockNames))
}

// Transitions is the number of successors computed so far.
func (s *LocalSemantics) Transitions() int64 { return s.transitions }

// localClocks answers the interpreter's clock questions on an offset
// DBM, as zclocks.Clocks does on a global one: a question the zone does
// not decide is a choice point whose options are its non-empty parts.
// A clock of part a is t_a minus its offset; one that nothing resets is
// read on the run's reference clock ref (all the run's parts are
// synchronised, so any of them).
type localClocks struct {
	z    *zones.DBM
	own  bool // z is this run's copy
	ref  int
	k    int
	part []int
	ch   *chooser
	err  error
	opts [3][]zones.Constraint
	ans  [3]bool
	tmp  *zones.DBM
}

// index is the pair of DBM indices (i, j) whose difference is the atom's
// left side, read on part ref's time for a clock of no part.
func (c *localClocks) index(a ta.ClockAtom, ref int) (int, int) {
	if a.Y >= 0 {
		// x - y = (t - x̃) - (t - ỹ) = ỹ - x̃.
		return c.k + a.Y, c.k + a.X
	}
	t := ref
	if p := c.part[a.X]; p >= 0 {
		t = p
	}
	return t, c.k + a.X
}

// Holds implements ta.Clocks.
func (c *localClocks) Holds(a ta.ClockAtom) bool {
	i, j := c.index(a, c.ref)
	n := 0
	add := func(op zones.Op, ans bool) {
		cs, err := zones.AppendAtom(c.opts[n][:0], i, j, op, a.C)
		if err != nil && c.err == nil {
			c.err = err
		}
		c.opts[n], c.ans[n] = cs, ans
		n++
	}
	for _, o := range zclocks.Cases(a.Op) {
		add(o.Op, o.Holds)
	}
	if c.err != nil {
		return false
	}
	k := 0
	for o := 0; o < n; o++ {
		if c.feasible(c.opts[o]) {
			c.opts[k], c.opts[o] = c.opts[o], c.opts[k]
			c.ans[k], c.ans[o] = c.ans[o], c.ans[k]
			k++
		}
	}
	if c.err != nil || k == 0 {
		return false
	}
	pick := 0
	if k > 1 {
		pick = c.ch.ChooseFactor(-1, k)
		c.mine()
		if _, err := c.z.ConstrainAll(c.opts[pick]); err != nil && c.err == nil {
			c.err = err
		}
	}
	return c.ans[pick]
}

// feasible reports whether the canonical zone meets every constraint of
// cs: for one, z ∩ (x_I − x_J ≺ B) is empty exactly when x_J − x_I's
// bound plus B is a negative cycle.
func (c *localClocks) feasible(cs []zones.Constraint) bool {
	if len(cs) == 1 {
		k := cs[0]
		sum, err := c.z.At(k.J, k.I).Add(k.B)
		if err != nil {
			if c.err == nil {
				c.err = err
			}
			return false
		}
		return sum >= zones.LEZero
	}
	c.tmp.CopyFrom(c.z)
	ok, err := c.tmp.ConstrainAll(cs)
	if err != nil && c.err == nil {
		c.err = err
	}
	return ok
}

// Reset implements ta.Clocks: the clock's offset becomes its part's
// reference clock.
func (c *localClocks) Reset(x int) {
	p := c.part[x]
	if p < 0 {
		p = c.ref // cannot happen: a clock reset is written, so it has a part
	}
	c.mine()
	c.z.Assign(c.k+x, p)
}

func (c *localClocks) mine() {
	if !c.own {
		c.z, c.own = c.z.Copy(), true
	}
}
