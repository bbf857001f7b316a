package zone

import (
	"fmt"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/delorean-mc/delorean/ta"
)

// Several workers. The search is breadth first over a FIFO waiting list,
// and expanding a node (running the interpreter on its zone for every
// stimulus, splitting, letting time pass, extrapolating: nearly all the
// work) depends only on the node, not on the store. What depends on the
// store is what happens to the successors: whether a stored zone covers
// them, which stored zones they cover, their node numbers, which runtime
// error is the first of its message. So the workers expand the nodes at
// the head of the waiting list ahead of time, each on its own scratch
// (chooser, clocks, runner, effects, state), recording what the expansion
// would do to the search (an expansion: its successors, prepared for the
// store, and its runtime errors, in the order one worker makes them); the
// search then takes the nodes from the waiting list one by one exactly as
// with one worker, and applies each one's recorded expansion where it
// would have expanded it. A node that a zone stored meanwhile covers is
// skipped as with one worker, its expansion thrown away; the limits
// (MaxZones, StopAtFirst) are checked before each node as with one worker.
// The result is therefore the one-worker search's, node for node, for any
// number of workers.
//
// While the workers run, the search's own goroutine waits: nothing they
// read (the nodes, the discrete states, the locations, the bounds) changes,
// and nothing they write is shared.

// aheadPerWorker is how many nodes each worker expands per round. A round
// is cheap to start; more nodes per round waste more work on nodes that
// are covered before the search reaches them.
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
	panicked    any            // a panic in the worker, raised again by apply
	keys        []byte         // the successors' keys, one after the other
	disc        map[string]int // the search's discrete states, read only
}

// event is a successor to store (store set) or a runtime error of a
// stimulus from node, with the failing run.
type event struct {
	store      bool
	succ       succ
	node, stim int
	err        error
	run        *transit
}

// keep copies what a prepared successor holds of the run's scratch (its
// state, open obligations and key), which the worker reuses. A state
// already stored is not copied: its key finds it when the successor is
// committed (the store does not change while the workers run).
func (x *expansion) keep(s *succ) {
	k := len(x.keys)
	x.keys = append(x.keys, s.key...)
	s.key = x.keys[k:len(x.keys):len(x.keys)]
	s.obs = slices.Clone(s.obs)
	if _, ok := x.disc[string(s.key)]; ok {
		s.st = nil
	} else {
		c := s.st.Clone()
		s.st = &c
	}
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
		var err error
		if ev.store {
			err = e.commit(&ev.succ)
		} else {
			err = e.runtimeError(ev.node, ev.stim, ev.err, ev.run)
		}
		if err != nil {
			return err
		}
	}
	e.res.Transitions += x.transitions
	if x.covered != nil {
		e.res.Covered.Or(x.covered)
	}
	return x.err
}

// newWorker returns an explorer for a worker, with its own scratch (see
// refresh).
func (e *explorer) newWorker() *explorer {
	w := &explorer{}
	w.clk = newZoneClocks(e.n, &w.ch)
	w.runner = e.mach.NewRunner()
	w.eff = ta.NewEffects(e.m.Prog)
	w.nst = e.nst.Clone()
	return w
}

// refresh makes w the search's explorer as it is now (its slices grow
// between rounds), sharing what is only read during expansion, with w's
// own scratch: every field that expand, fire, delay, future and their
// callees write.
func (w *explorer) refresh(e *explorer) {
	ch, clk, runner, eff, nst, key, n := w.ch, w.clk, w.runner, w.eff, w.nst, w.key, w.lastEvents
	*w = *e
	w.ch, w.clk, w.runner, w.eff, w.nst, w.key = ch, clk, runner, eff, nst, key
	w.clk.ch = &w.ch
	w.out = nil
	w.lastEvents = n
}

// lookahead holds the expansions computed ahead for the head of the
// waiting list.
type lookahead struct {
	e  *explorer
	ws []*explorer // the workers' explorers; none with one worker
	xs []*expansion
}

func newLookahead(e *explorer) *lookahead {
	la := &lookahead{e: e}
	for k := 0; k < e.opt.Workers && e.opt.Workers > 1; k++ {
		la.ws = append(la.ws, e.newWorker())
	}
	return la
}

// next returns the expansion of the node at the head of the (non-empty)
// waiting list, which the caller then takes off it: nil with one worker,
// or for a node that was covered before the workers reached it.
func (la *lookahead) next() *expansion {
	if la.ws == nil {
		return nil
	}
	if len(la.xs) == 0 {
		la.fill()
	}
	x := la.xs[0]
	la.xs[0] = nil
	la.xs = la.xs[1:]
	return x
}

// fill expands the nodes at the head of the waiting list in parallel.
func (la *lookahead) fill() {
	e := la.e
	per := e.opt.ahead
	if per <= 0 {
		per = aheadPerWorker
	}
	todo := e.wait[:min(len(e.wait), per*len(la.ws))]
	xs := make([]*expansion, len(todo))
	var next atomic.Int64
	var wg sync.WaitGroup
	for _, w := range la.ws {
		w.refresh(e)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				j := int(next.Add(1)) - 1
				if j >= len(todo) {
					return
				}
				if i := todo[j]; !e.res.nodes[i].dead {
					xs[j] = w.expandRecorded(i)
				}
			}
		}()
	}
	wg.Wait()
	for _, x := range xs {
		if x != nil {
			e.res.ahead++
		}
	}
	la.xs = xs
}

// expandRecorded expands node i in a worker, recording what it does.
func (w *explorer) expandRecorded(i int) (x *expansion) {
	x = &expansion{disc: w.disc, events: make([]event, 0, w.lastEvents)}
	w.out = x
	defer func() {
		w.out, w.lastEvents, x.disc = nil, len(x.events), nil
		if p := recover(); p != nil {
			x.panicked = fmt.Sprintf("zone worker expanding node %d: %v\n%s", i, p, debug.Stack())
		}
	}()
	x.err = w.expand(i)
	return x
}
