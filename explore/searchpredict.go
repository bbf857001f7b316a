package explore

import (
	"runtime"

	"github.com/delorean-mc/delorean/explore/store"
)

// Prediction's memory. The recordings of successor prediction (predict.go,
// replay.go) pay where a discrete state is expanded again, in other clock
// regions or with other obligations: on the homes of the paper, most
// are, and the recordings take 100 to 200 bytes a state. Where the
// environment can set every one of hundreds of sensors at one instant,
// each discrete state has hundreds of successors, each a recorded outcome,
// and few discrete states are expanded twice: the recordings grew to
// 7 KB a state, and the search stopped at its memory limit after a
// fortieth of the states a search without prediction reaches. So the
// recordings have a budget, a multiple of the store (what they add
// beside it) within a quarter of the memory limit; a search whose
// recordings pass it forgets them all (they are rebuilt by the states
// that need them) and, if fewer than half of the stimulus runs since the
// last time were predicted, pauses prediction until the store has
// doubled. And a search that passes
// its memory limit drops the recordings and stops predicting before it
// stops: prediction never holds memory that the search stops for.
// Neither changes a result: a state's successors are the same whether
// predicted, replayed or computed the plain way.

// The budget's terms; variables so that the tests can make a small
// search pass it, or never.
var (
	// minPredictBudget is the budget of a small store. It is large
	// enough that the first drop comes after a long stretch of the
	// search: prediction is judged on what it did in that stretch, and
	// a small budget judged it on the first instant of a home whose
	// environment sets every sensor then (see budgetPrediction).
	minPredictBudget int64 = 256 << 20
	// predictStoreFactor is the budget per byte of the store.
	predictStoreFactor int64 = 4
	// predictMemoryShare: the budget is at most the memory limit over it.
	predictMemoryShare int64 = 4
)

// predictionBudget returns how many bytes the recordings may hold now.
func (e *explorer) predictionBudget() int64 {
	b := max(minPredictBudget, predictStoreFactor*e.store.Bytes())
	if e.opt.MaxMemory > 0 {
		b = min(b, e.opt.MaxMemory/predictMemoryShare)
	}
	return b
}

// budgetPrediction drops the recordings if they hold more than their
// budget, and pauses prediction if it did not pay since the last drop;
// it resumes a paused prediction once the store has doubled. No worker
// may be expanding.
func (e *explorer) budgetPrediction() {
	if e.pred == nil || e.predStopped || e.predOff.Load() != nil {
		return
	}
	if e.predIdle.Load() {
		if e.store.Len() >= e.predResume {
			e.predIdle.Store(false)
		}
		return
	}
	if e.pred.bytes.Load() <= e.predictionBudget() {
		return
	}
	var runs [2]int64 // predicted, interpreted
	for _, w := range e.workers {
		runs[0] += w.pred.hits
		runs[1] += w.pred.misses
	}
	// Since the last drop, under half the runs predicted: the
	// recordings cost more than they gave. (The sampled estimate of
	// the time saved is no guide: it is negative on corpus homes whose
	// every run is predicted.)
	// Prediction then pauses until the store has doubled: where
	// the environment sets every sensor at one instant, a search spends
	// its first instant in such states, and may reach others (later
	// instants) where prediction pays again, as on corpus file 02: a
	// third of the runs predicted at 00:00, then all of them.
	if runs[0]-e.predRuns[0] < runs[1]-e.predRuns[1] {
		e.predIdle.Store(true)
		e.predResume = 2 * e.store.Len()
	}
	e.predRuns = runs
	e.dropPrediction()
}

// yieldPrediction stops prediction and drops its recordings, for a search
// whose heap passed its memory limit, and collects the garbage; it
// reports whether there was any to collect, after which the heap is worth
// measuring again. No worker may be expanding.
func (e *explorer) yieldPrediction() bool {
	if e.pred == nil {
		return false
	}
	held := e.pred.bytes.Load() > 0 || e.predGarbage
	e.predIdle.Store(true)
	e.predStopped = true
	if e.pred.bytes.Load() > 0 {
		e.dropPrediction()
	}
	if !held {
		return false
	}
	runtime.GC()
	e.predGarbage = false
	return true
}

// dropPrediction forgets every recording, and every reference the search
// has to them, so that they are garbage. No worker may be expanding.
func (e *explorer) dropPrediction() {
	e.pred.drop()
	e.predGarbage = true
	// Slices are cleared to their capacity: a stale element past the
	// length would keep what it points to, and all it reaches.
	clear(e.cur.trees[:cap(e.cur.trees)])
	clear(e.next.trees[:cap(e.next.trees)])
	for _, w := range e.workers {
		w.trees = map[string]*discTrees{} // a cleared map keeps its buckets
		w.curTrees, w.treesOf = nil, store.NoParent
		for k := range w.bufs {
			out := w.bufs[k].out
			for i := range out[:cap(out)] {
				out[:cap(out)][i].trees = nil
			}
		}
		out := w.out[:cap(w.out)]
		for i := range out {
			out[i].trees = nil
		}
		clear(w.xlog[:cap(w.xlog)])
		clear(w.pending[:cap(w.pending)])
	}
}
