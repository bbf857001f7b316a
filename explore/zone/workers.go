package zone

import (
	"fmt"
	"runtime/debug"
	"slices"
	"sync"

	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/zone/zclocks"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Several workers (search.Ahead). The search is breadth first over a
// FIFO waiting list, and expanding a node (running the interpreter on its
// zone for every stimulus, splitting, letting time pass, extrapolating:
// nearly all the work) depends only on the node, not on the store. What
// depends on the store is what happens to the successors: whether a
// stored zone covers them, which stored zones they cover, their node
// numbers, the invariants' check (done only on zones not covered), which
// runtime error is the first of its message. So the workers expand the
// nodes at the head of the waiting list ahead of the search, each on its
// own scratch (chooser, clocks, runner, effects, state, key), recording
// what the expansion would do to the search (an expansion: its
// successors, prepared for the store, and its runtime errors, in the
// order one worker makes them); the search applies each one's recorded
// expansion where it would have expanded it. The limits (MaxZones,
// StopAtFirst) are checked before each node as with one worker. The
// result is therefore the one-worker search's, node for node, for any
// number of workers.
//
// The workers (the search's goroutine and Workers-1 others) read only
// what the search never changes once stored: a node's zone, discrete
// state and obligations (given with the node), the bounds and settings;
// the set of stored discrete states, under a lock; and the zones stored
// per location, through a view the search publishes them to (aheadView). They write only
// their scratch and their records.

// aheadPerWorker is how many nodes per worker the workers may expand
// ahead of the search. More keep the workers busy while the search waits
// for one node; they also waste more work on nodes covered before the
// search reaches them, and hold more expansions in memory.
const aheadPerWorker = 64

// expansion is what expanding one node does to the search, recorded by a
// worker: the successors to store and the runtime errors, in order, the
// transitions computed, the statements executed, and the error that ended
// it (nil: none).
type expansion struct {
	events      []event
	transitions int64
	covered     ta.Bits // nil: none
	err         error
	panicked    any    // a panic in the worker, raised again by apply
	keys        []byte // the successors' keys, one after the other
	// hits are the successors found covered (coveredAhead) since the
	// last event: they are counted in order, as the search would.
	hits int64
	la   *lookahead
	// seen are the discrete states this worker has been told are stored
	// (lookahead.isKnown): they stay stored, so the worker asks the
	// shared set, under its lock, only about the others.
	seen map[string]bool
}

// event is a successor to store (store set) or a runtime error of a
// stimulus from node, with the failing run.
type event struct {
	store      bool
	hits       int64 // successors found covered just before this one
	succ       succ
	node, stim int
	err        error
	run        *ztrace.Transit
}

// keep copies what a prepared successor holds of the run's scratch (its
// state, open obligations and key), which the worker reuses. A state
// already stored is not copied: its key finds it when the successor is
// committed.
func (x *expansion) keep(s *succ) {
	k := len(x.keys)
	x.keys = append(x.keys, s.key...)
	s.key = x.keys[k:len(x.keys):len(x.keys)]
	s.obs = slices.Clone(s.obs)
	if x.seen[string(s.key)] {
		s.st = nil
	} else if x.la.isKnown(s.key) {
		x.seen[string(s.key)] = true
		s.st = nil
	} else {
		c := s.st.Clone()
		s.st = &c
	}
}

// record adds an event to the expansion, after the covered successors
// found since the last one.
func (x *expansion) record(ev event) {
	ev.hits, x.hits = x.hits, 0
	x.events = append(x.events, ev)
}

// coveredAhead reports whether a worker's successor (st, obs, z) is
// covered by a zone the search has stored, before the successor is
// prepared (copied for the commit: its zone, state, obligations and
// record, 80 % of a worker's time when nearly every successor is
// covered). It is exact: covering is transitive (a zone that later
// covers the covering one covers this one too, aLU being a closure and
// inclusion an order), so a zone covered now is covered when the search
// commits it, which would count it a hit and do nothing else. Only where
// the zones are stored as they are (no extrapolation to compute first).
func (w *explorer) coveredAhead(st *ta.State, obs []bool, z *zones.DBM) bool {
	if !w.opt.NoExtrapolation && !w.exact || w.out.la == nil || w.out.la.e == nil || w.out.la.e.view == nil {
		return false // zones to extrapolate first, or not the search's worker (Semantics records its own)
	}
	b := w.bounds
	w.key = discKey(w.key[:0], st)
	if w.local != nil {
		var ok bool
		if b, ok = w.local.Lookup(w.key, st); !ok {
			return false // prepare reports it
		}
	}
	w.key = appendObs(w.key, obs)
	l := w.out.la.e.view.lookup(w.key)
	// (The week-before covering of --forever is left to the commit.)
	return l != nil && l.coveredBy(w.wallOf(z, b), func(big *zones.DBM) bool { return w.covers(big, z, b) })
}

// publish adds the location at index l (stored at key) and its live
// zones to the workers' view.
func (e *explorer) publish(l int, key []byte) {
	for len(e.viewLocs) <= l {
		e.viewLocs = append(e.viewLocs, nil)
	}
	e.viewLocs[l] = e.view.location(key)
}

// transition counts a successor computed.
func (e *explorer) transition() {
	if e.out != nil {
		e.out.transitions++
		return
	}
	e.res.Transitions++
}

// cover records the statements a run executed.
func (e *explorer) cover(b ta.Bits) {
	if e.out != nil {
		if e.out.covered == nil {
			e.out.covered = make(ta.Bits, len(b))
		}
		e.out.covered.Or(b)
		return
	}
	e.res.Covered.Or(b)
}

// apply does to the search what expanding a node did in a worker, as
// expanding it here would have.
func (e *explorer) apply(x *expansion) error {
	if x.panicked != nil {
		panic(x.panicked)
	}
	for k := range x.events {
		ev := &x.events[k]
		e.res.Hits += ev.hits
		e.res.early += ev.hits
		var err error
		if ev.store {
			if err = e.commit(&ev.succ); err == nil && ev.succ.st != nil {
				x.la.learn(ev.succ.key)
			}
		} else {
			err = e.runtimeError(ev.node, ev.stim, ev.err, ev.run)
		}
		if err != nil {
			return err
		}
	}
	e.res.Hits += x.hits
	e.res.early += x.hits
	e.res.Transitions += x.transitions
	if x.covered != nil {
		e.res.Covered.Or(x.covered)
	}
	return x.err
}

// newWorker returns an explorer for a worker: the search's settings and
// bounds, which do not change, and its own scratch (every field that
// expand, fire, delay, future and their callees write). It has none of
// the store, which the search changes while the worker runs: the node to
// expand comes with its zone, state and obligations (task), and what the
// expansion does goes to its record (out).
func (e *explorer) newWorker() *explorer {
	w := new(explorer)
	*w = *e
	w.res, w.disc, w.locs, w.loci, w.at, w.wait, w.errs = nil, nil, nil, nil, nil, nil, nil
	w.ch, w.progCh, w.progOn, w.partsCh = chooser{}, chooser{}, nil, chooser{}
	w.clk = zclocks.New(e.n, &w.ch)
	w.runner = e.mach.NewRunner()
	w.eff = ta.NewEffects(e.m.Prog)
	w.nst = e.nst.Clone()
	w.key, w.out = nil, nil
	w.spareStates = nil // (a copied slice would share its array)
	w.seen = nil
	w.pre, w.invs, w.depth, w.arena = nil, nil, 0, ztrace.Arena{}
	w.partSpace, w.yesTmp, w.noTmp, w.maskSpace, w.maskTmp = nil, nil, nil, nil, nil
	w.run, w.runPhase, w.runOps, w.runFacts, w.runRands = ztrace.Transit{}, [1]ztrace.Phase{}, nil, nil, nil
	return w
}

// task is a node given to the workers, with what it reads of the store.
type task struct {
	node int
	z    *zones.DBM
	st   *ta.State
	obs  []bool
}

// lookahead keeps the workers (search.Ahead) expanding the nodes at the
// head of the waiting list, up to aheadPerWorker nodes per worker ahead
// of the search, and the set of stored discrete states they read.
type lookahead struct {
	e     *explorer
	ahead *search.Ahead[task, *expansion] // nil: one worker
	// known are the discrete states stored, for the workers (the
	// search's own map changes while they read it): a successor's state
	// is copied only when it is not one of them.
	mu    sync.RWMutex
	known map[string]bool
}

func newLookahead(e *explorer) *lookahead {
	la := &lookahead{e: e}
	n := e.opt.Workers
	if n <= 1 {
		return la
	}
	per := e.opt.ahead
	if per <= 0 {
		per = aheadPerWorker
	}
	e.view = newAheadView()
	for key, l := range e.loci {
		e.publish(l, []byte(key))
		e.at[l].each(func(c live) {
			e.viewLocs[l].add(viewZone{z: e.res.nodes[c.node].zone, lo: c.lo, hi: c.hi, node: c.node})
		})
	}
	la.known = map[string]bool{}
	for k := range e.disc {
		la.known[k] = true
	}
	la.ahead = search.NewAhead(n, per*n, func() func(task) *expansion {
		w := e.newWorker()
		return func(t task) *expansion { return w.expandRecorded(t, la) }
	})
	return la
}

// close stops the workers (the nodes they have not started are not
// expanded) and waits for them.
func (la *lookahead) close() {
	if la.ahead != nil {
		la.ahead.Close()
	}
}

// next returns the expansion of the node at the head of the (non-empty)
// waiting list, which the caller then takes off it: nil with one worker,
// or for a node that was covered before it was given to a worker.
func (la *lookahead) next() *expansion {
	if la.ahead == nil {
		return nil
	}
	e := la.e
	x, _ := la.ahead.Next(len(e.wait), func(k int) (task, bool) {
		i := e.wait[k]
		nd := &e.res.nodes[i]
		if nd.dead {
			return task{}, false
		}
		// A stored zone, state or set of obligations is never changed
		// (a covered node's zone is dropped from the node, not changed).
		e.res.ahead++
		return task{node: i, z: nd.zone, st: &e.res.States[nd.disc], obs: e.locs[nd.loc].obs}, true
	})
	return x
}

// isKnown reports whether the discrete state of key is stored (workers).
func (la *lookahead) isKnown(key []byte) bool {
	la.mu.RLock()
	defer la.mu.RUnlock()
	return la.known[string(key)]
}

// learn records that the discrete state of key is stored (the search,
// the only writer).
func (la *lookahead) learn(key []byte) {
	if la.known[string(key)] {
		return
	}
	la.mu.Lock()
	la.known[string(key)] = true
	la.mu.Unlock()
}

// expandRecorded expands a task's node in a worker, recording what it does.
func (w *explorer) expandRecorded(t task, la *lookahead) (x *expansion) {
	if w.seen == nil {
		w.seen = map[string]bool{}
	}
	x = &expansion{la: la, events: make([]event, 0, w.lastEvents), keys: make([]byte, 0, w.lastKeys), seen: w.seen}
	w.out = x
	defer func() {
		w.out, w.lastEvents, w.lastKeys = nil, len(x.events), len(x.keys)
		if p := recover(); p != nil {
			x.panicked = fmt.Sprintf("zone worker expanding node %d: %v\n%s", t.node, p, debug.Stack())
		}
	}()
	x.err = w.expandFrom(t.node, t.z, t.st, t.obs)
	return x
}
