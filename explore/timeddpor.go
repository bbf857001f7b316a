package explore

import (
	"fmt"
	"sort"

	"github.com/delorean-mc/delorean/explore/dpor"
	"github.com/delorean-mc/delorean/ta"
)

// Timed exploration with event DPOR between delay transitions
// (Options.DPOR; notes/dpor.md §6.4 "the delay as an event").
//
// From one timed state several stimuli can be enabled at the same
// instant: timers due in the same region, environment events. The BFS
// tries every order of them; the DPOR engine (package dpor) tries one
// order per class of orders that differ only by swapping independent
// events. The engine sees the timed program as an event system:
//
//   - The events of a state are its outgoing transitions as the BFS
//     computes them (worker.expand, so the semantics are not written
//     twice): the delay to the next region, and each stimulus with each
//     combination of choices. An event's id is its transition label.
//   - A stimulus's accesses are what the interpreter recorded it read and
//     wrote (variables, devices, clocks it tests or resets, timers, rule
//     flags), the locations of its event's guard, of the progress
//     conditions (a successor must satisfy them, so a writer of what they
//     read can enable or disable the stimulus), the timer's clock for a
//     timer, and a read of a virtual location "time".
//   - The delay writes "time", every clock and every invariant location.
//     Every event reads "time", so every event is dependent on every delay
//     and no event is ever moved across one: DPOR only reorders events
//     between two delays, inside one region.
//   - Invariant visibility as in untimed mode (untimed.go): an event that
//     writes a location an invariant reads writes the invariant's virtual
//     location, so those writers never commute and every valuation of an
//     invariant's locations that is reachable is visited. Two additions
//     for timed mode: an invariant is only checked where time can pass
//     (unless Transient), so an event that writes what urgency depends on
//     (timers, timers' clocks, urgent conditions, a schedule's fired flag)
//     also writes the location of every such invariant; and an observer
//     (a time-bound invariant with its own clock) counts as read and
//     written by every event that triggers it or writes what its
//     condition, trigger edge or precondition reads.
//   - A stimulus that fails with a runtime error is an event that leaves
//     the state unchanged and reads every location: DPOR keeps every
//     local behaviour of every event, so the failure is met again.
//
// State identity: the BFS merges states that differ only in the wall
// clock past its last behavioural constant (wallCap) and keeps the
// earliest arrival, which is right because it explores in time order: an
// earlier arrival has at least the same future before the horizon. A
// depth-first search can meet a later arrival first. So the DPOR search
// keys states with the exact wall clock (dporModel), and when a transition
// leads to a state past wallCap that an arrival at the same or an earlier
// time already visited (the same BFS key), it goes to that earlier state
// instead: its future contains the later one's (the program cannot tell
// the times apart, only the horizon can, and it leaves the earlier one
// more time). A strictly earlier arrival is a new state, explored again.
// Every stored state is reached by real transitions from its parent, so
// traces replay; states with the same BFS key are rare past wallCap.
//
// What is preserved: every violation of an invariant and every runtime
// error the BFS finds. Not preserved: every reachable state. States are
// the ones the reduced search visited; do not read them as coverage.

// dporModel returns m, or a copy of m whose state keys hold the wall
// clock's exact integer part up to the horizon (see above). The copy's
// wallCap stays that of m: it is where behaviour stops depending on the
// time of day.
func dporModel(m *Model) *Model {
	k := m.Layout.K[ta.WallClock]
	if k < 0 || m.wallCap >= k {
		return m
	}
	enc, err := newEncoding(m.Prog, len(m.Timed), m.Layout, k)
	if err != nil {
		// Cannot happen: a wall clock field is far below the field limit.
		panic(fmt.Sprintf("explore: timed DPOR: %v", err))
	}
	c := *m
	c.enc = enc
	return &c
}

// dporStop aborts the engine when a limit is reached (the engine itself
// cannot be stopped); searchDPOR recovers it.
type dporStop struct{}

// dporCacheStates is how many states' successors are kept; a state whose
// successors were dropped has them computed again (they are
// deterministic). The search is depth-first, so recent states are the
// ones the engine comes back to.
const dporCacheStates = 1 << 14

// timedDPOR is the timed program as the DPOR engine sees it. Engine
// states are indices into the explorer's store, so that every visited
// state has a parent link and a trace exactly as in the BFS.
type timedDPOR struct {
	e *explorer
	w *worker

	nloc    int // program locations; then "time", then one per property
	timeLoc int
	invLoc  []int   // virtual location of each property
	propLoc [][]int // what each property reads (observers: also trigger edge and precondition)
	urgLoc  []int   // what urgency depends on
	progLoc []int   // what the progress conditions read
	delay   []dpor.Access
	failAcc []dpor.Access

	// Past wallCap: the state standing for each BFS key, and the
	// transitions redirected to it.
	best map[string]uint32
	memo map[uint64]uint32

	cache  map[uint32][]tsucc
	ring   []uint32 // cached states, oldest first (FIFO eviction)
	ringAt int

	scratch ta.State
	scrReg  *regionClocks
	obs     []bool
	gbuf    []byte
	eff     *ta.Effects

	visits   int64
	executed int64
	err      error
}

// tsucc is one event of a state: its transition as worker.expand
// computed it, and its accesses.
type tsucc struct {
	ev      dpor.EventID
	kind    succKind // succSeen: back to the same state; succError: fails
	stim    int32
	later   bool
	wall    uint32
	key     []byte
	choices []int
	viols   []int32
	err     error
	acc     []dpor.Access
}

// searchDPOR explores from the start state (already in the store) with
// the DPOR engine and fills in the result as Explore's BFS does.
func (e *explorer) searchDPOR() (*Result, error) {
	d := newTimedDPOR(e)
	e.cur.reset()
	e.next.reset()
	st, stopped := d.run()
	if d.err != nil {
		return nil, d.err
	}
	e.finish(0)
	s := &e.res.Stats
	s.DPOR = true
	s.Executed = d.executed
	if stopped {
		// The engine's own counts are lost with it: transitions are then
		// the executions of events, re-runs included, and the number of
		// maximal paths is unknown.
		s.Transitions = d.executed
	} else {
		s.Transitions = int64(st.Transitions)
		s.Executions = int64(st.Runs)
	}
	return e.res, nil
}

func (d *timedDPOR) run() (st dpor.Stats, stopped bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(dporStop); !ok {
				panic(r)
			}
			stopped = true
		}
	}()
	return dpor.Explore[uint32](d, dpor.DefaultOptions(), nil), false
}

func newTimedDPOR(e *explorer) *timedDPOR {
	m := e.m
	p := m.Prog
	w := e.workers[0]
	d := &timedDPOR{e: e, w: w, nloc: p.NumLocs(), cache: map[uint32][]tsucc{}}
	d.timeLoc = d.nloc
	d.scratch = w.st.Clone()
	d.scrReg = &regionClocks{m: m, r: m.Layout.NewRegion()}
	d.eff = ta.NewEffects(p)
	d.obs = make([]bool, len(m.Timed))
	d.gbuf = m.enc.scratch()
	d.best, d.memo = map[string]uint32{}, map[uint64]uint32{}
	for i, pr := range m.Props {
		d.invLoc = append(d.invLoc, d.nloc+1+i)
		locs := p.ExprLocs(pr.Cond)
		if pr.IsTimed() {
			if pr.Edge != nil {
				locs = append(locs, p.ExprLocs(pr.Edge)...)
			}
			if pr.While != nil {
				locs = append(locs, p.ExprLocs(pr.While)...)
			}
		}
		d.propLoc = append(d.propLoc, locs)
	}
	for t, tm := range p.Timers {
		d.urgLoc = append(d.urgLoc, p.LocTimer(t), p.LocClock(tm.ClockIndex))
	}
	for _, u := range p.Urgent {
		d.urgLoc = append(d.urgLoc, p.ExprLocs(u)...)
	}
	for _, g := range p.Progress {
		d.progLoc = append(d.progLoc, p.ExprLocs(g)...)
	}
	// The delay writes time, every clock, and what every invariant reads
	// (its truth can change with the clocks, and observers' clocks move).
	d.delay = []dpor.Access{{Loc: d.timeLoc, Write: true}}
	for c := 0; c < p.NumClocks(); c++ {
		d.delay = append(d.delay, dpor.Access{Loc: p.LocClock(c), Write: true})
	}
	for _, l := range d.invLoc {
		d.delay = append(d.delay, dpor.Access{Loc: l, Write: true})
	}
	// A failing stimulus reads everything: any writer is dependent on it.
	d.failAcc = []dpor.Access{{Loc: d.timeLoc}}
	for l := 0; l < d.nloc; l++ {
		d.failAcc = append(d.failAcc, dpor.Access{Loc: l})
	}
	return d
}

// Initial implements dpor.Model: the start state is the store's first.
func (d *timedDPOR) Initial() uint32 { return 0 }

// Key implements dpor.Model with the exact state key.
func (d *timedDPOR) Key(i uint32) string { return string(d.e.store.Key(i)) }

// Enabled implements dpor.Model: the labels of state i's transitions. The
// engine asks once per visited state, which is where limits are checked
// and runtime errors recorded (as the BFS does for every state it
// expands).
func (d *timedDPOR) Enabled(i uint32) []dpor.EventID {
	e := d.e
	d.visits++
	if (e.opt.StopAtFirst && e.found) || d.visits&255 == 0 {
		if stop := e.checkLimits(0); stop != "" {
			e.res.Complete, e.res.StopReason = false, stop
			panic(dporStop{})
		}
	}
	succs := d.successors(i, true)
	ids := make([]dpor.EventID, len(succs))
	for k, s := range succs {
		ids[k] = s.ev
	}
	return ids
}

// Execute implements dpor.Model: it follows the transition, adding its
// target to the store (with the parent link and the checks of merge) the
// first time.
func (d *timedDPOR) Execute(i uint32, ev dpor.EventID) (uint32, []dpor.Access) {
	e := d.e
	succs := d.successors(i, false)
	k := sort.Search(len(succs), func(k int) bool { return succs[k].ev >= ev })
	if k == len(succs) || succs[k].ev != ev {
		panic(fmt.Sprintf("explore: DPOR executed event %d where it is not enabled", ev))
	}
	s := &succs[k]
	d.executed++
	if s.kind != succState {
		return i, s.acc
	}
	if s.wall <= uint32(d.e.m.wallCap)+1 {
		// The key is the BFS's: the state is what it is.
		if idx, ok := e.store.Lookup(s.key); ok {
			return idx, s.acc
		}
		return d.add(i, s), s.acc
	}
	// Past wallCap (see "State identity"): the earliest arrival with the
	// same BFS key stands for this one. The engine needs the same answer
	// every time it runs this transition, so it is remembered.
	tk := uint64(i)<<32 | uint64(uint32(ev))
	if dst, ok := d.memo[tk]; ok {
		return dst, s.acc
	}
	g := d.group(s.key, s.wall)
	dst, ok := d.best[g]
	if !ok || e.store.Wall(dst) > s.wall {
		if idx, ok := e.store.Lookup(s.key); ok {
			dst = idx // cannot happen: best has the earliest arrival
		} else {
			dst = d.add(i, s)
		}
		d.best[g] = dst
	}
	d.memo[tk] = dst
	return dst, s.acc
}

// add stores the target of transition s from state i as a new state, with
// the parent link and the checks of merge.
func (d *timedDPOR) add(i uint32, s *tsucc) uint32 {
	e, w := d.e, d.w
	w.out = append(w.out[:0], succ{kind: succState, parent: i, stim: s.stim, later: s.later, wall: s.wall,
		chLen: int32(len(s.choices)), nViol: int32(len(s.viols)), err: s.err})
	w.keys = append(w.keys[:0], s.key...)
	w.choices = append(w.choices[:0], s.choices...)
	w.viols = append(w.viols[:0], s.viols...)
	if err := e.merge(w); err != nil {
		d.fail(err)
	}
	e.cur.reset()
	e.next.reset()
	return uint32(e.store.Len() - 1)
}

// group returns the BFS's key of the state with key k and wall clock
// integer part wall: the wall clock capped at wallCap+1.
func (d *timedDPOR) group(k []byte, wall uint32) string {
	m, w := d.e.m, d.w
	m.enc.decode(k, wall, w.decBuf, &d.scratch, d.obs, d.scrReg.r)
	d.scrReg.r.Int[ta.WallClock] = min(d.scrReg.r.Int[ta.WallClock], m.wallCap+1)
	return string(m.enc.encode(d.gbuf, &d.scratch, d.obs, d.scrReg.r))
}

// fail aborts the search with an error that is not the program's.
func (d *timedDPOR) fail(err error) {
	if d.err == nil {
		d.err = err
	}
	panic(dporStop{})
}

// successors returns state i's events, sorted by id, computing them with
// worker.expand if they are not cached. first is set when the engine
// visits i: only then are runtime errors recorded, once.
func (d *timedDPOR) successors(i uint32, first bool) []tsucc {
	if s, ok := d.cache[i]; ok {
		return s
	}
	e, w := d.e, d.w
	// expand looks successors up in the explorer's store; give it a store
	// holding only state i, so that it reports every successor's key
	// (and a successor it finds there is i itself).
	real := e.store
	probe := NewStore(len(real.Key(i)))
	probe.Insert(real.Key(i), real.Wall(i), NoParent, 0)
	e.store = probe
	w.expand(0, nil)
	e.store = real
	defer func() {
		w.truncateOut(outMark{})
	}()
	if w.fatal != nil {
		err := w.fatal
		w.fatal = nil
		d.fail(err)
	}
	width := len(real.Key(i))
	var out []tsucc
	for k := range w.out {
		r := &w.out[k]
		choices := w.choices[r.chOff : r.chOff+r.chLen]
		label := e.label(int(r.stim), choices)
		s := tsucc{ev: dpor.EventID(label), kind: r.kind, stim: r.stim, later: r.later, wall: r.wall, err: r.err,
			choices: append([]int(nil), choices...)}
		switch r.kind {
		case succState:
			s.key = append([]byte(nil), w.keys[r.keyOff:int(r.keyOff)+width]...)
			s.viols = append([]int32(nil), w.viols[r.violOff:r.violOff+r.nViol]...)
		case succError:
			if first {
				if err := e.runtimeError(r.err, i, label); err != nil {
					d.fail(err)
				}
			}
		}
		s.acc = d.accesses(r, choices)
		out = append(out, s)
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].ev < out[b].ev })
	// One transition per label (expand makes at most one; be safe).
	dedup := out[:0]
	for k, s := range out {
		if k == 0 || s.ev != out[k-1].ev {
			dedup = append(dedup, s)
		}
	}
	out = dedup
	if len(d.ring) < dporCacheStates {
		d.ring = append(d.ring, i)
	} else {
		delete(d.cache, d.ring[d.ringAt])
		d.ring[d.ringAt] = i
		d.ringAt = (d.ringAt + 1) % dporCacheStates
	}
	d.cache[i] = out
	return out
}

// accesses computes the accesses of a transition expand recorded; w.st,
// w.reg and w.obs still hold its source state.
func (d *timedDPOR) accesses(r *succ, choices []int) []dpor.Access {
	if r.stim < 0 {
		if r.kind == succError {
			return d.failAcc
		}
		return d.delay
	}
	if r.kind == succError {
		return d.failAcc
	}
	m, w := d.e.m, d.w
	p := m.Prog
	// Run the stimulus again in the interpreter to see what it touches
	// (expand may have predicted it without running the interpreter).
	d.scratch.CopyFrom(&w.st)
	d.scrReg.r.CopyFrom(w.reg)
	eff := d.eff
	if err := w.runner.Fire(&d.scratch, d.scrReg, int(r.stim), &fixedChoices{choices: choices}, eff); err != nil {
		return d.failAcc // cannot happen: expand saw it succeed
	}
	acc := []dpor.Access{{Loc: d.timeLoc}}
	for l := 0; l < d.nloc; l++ {
		if eff.Writes.Has(l) {
			acc = append(acc, dpor.Access{Loc: l, Write: true})
		} else if eff.Reads.Has(l) {
			acc = append(acc, dpor.Access{Loc: l})
		}
	}
	reads := func(locs []int) {
		for _, l := range locs {
			acc = append(acc, dpor.Access{Loc: l})
		}
	}
	reads(d.progLoc)
	switch st := p.Stimuli()[r.stim]; st.Kind {
	case ta.StimEvent:
		if g := p.Events[st.Index].Guard; g != nil {
			reads(p.ExprLocs(g))
		}
	case ta.StimTimer:
		reads([]int{p.LocTimer(st.Index), p.LocClock(p.Timers[st.Index].ClockIndex)})
	}
	writesAny := func(locs []int) bool {
		for _, l := range locs {
			if eff.Writes.Has(l) {
				return true
			}
		}
		return false
	}
	urgent := writesAny(d.urgLoc) || p.Stimuli()[r.stim].Kind == ta.StimSchedule
	for k, pr := range m.Props {
		touch := writesAny(d.propLoc[k]) || (urgent && !pr.Transient)
		if !touch && pr.IsTimed() {
			hit, err := m.triggered(pr, &w.st, &w.clk, &d.scratch, d.scrReg, eff)
			touch = hit || err != nil
		}
		if touch {
			acc = append(acc, dpor.Access{Loc: d.invLoc[k]}, dpor.Access{Loc: d.invLoc[k], Write: true})
		}
	}
	return acc
}
