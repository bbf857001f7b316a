package regionsearch

import (
	"github.com/delorean-mc/delorean/explore/predict"
	"github.com/delorean-mc/delorean/explore/store"
)

// Prediction's memory. The recordings of successor prediction (package
// predict) pay where a discrete state is expanded again, in other clock
// regions or with other obligations: on the homes of the paper, most
// are, and the recordings take 100 to 200 bytes a state. Where the
// environment can set every one of hundreds of sensors at one instant,
// each discrete state has hundreds of successors, each a recorded outcome,
// and few discrete states are expanded twice: the recordings grew to
// 7 KB a state, and the search stopped at its memory limit after a
// fortieth of the states a search without prediction reaches. So the
// search judges prediction each time its recordings double: if fewer
// than half of the stimulus runs were predicted meanwhile, it drops the
// recordings and pauses prediction until the store has doubled. The
// recordings have a cap, a multiple of the store (what they add beside
// it), or half the memory limit; past it they are forgotten (and rebuilt
// by the states that need them). And a search that passes
// its memory limit drops the recordings and stops predicting before it
// stops: prediction never holds memory that the search stops for.
// Neither changes a result: a state's successors are the same whether
// predicted, replayed or computed the plain way.

// The terms of the judgement and the cap; variables so that the tests
// can make a small search pass the cap, or never.
var (
	// firstPredictCheck is where the recordings are first measured:
	// the runs predicted until then are not judged (a search starts by
	// recording), those from there to twice as much are.
	firstPredictCheck int64 = 64 << 20
	// minPredictCap is the most the recordings may hold without a
	// memory limit, for a small store; a large one may have
	// predictStoreFactor times its size.
	minPredictCap      int64 = 1 << 30
	predictStoreFactor int64 = 4
	// predictMemoryShare: with a memory limit, the recordings may hold
	// the limit over it. Half: corpus file 02 predicts every run past
	// its first instant, and its recordings grow to 2.7 times its store
	// (650 MiB in a minute); dropped at 256 MiB, they were rebuilt at
	// once, and the search went at a third of its speed.
	predictMemoryShare int64 = 2
)

// predictionCap returns how many bytes the recordings may hold now, with
// the store st.
func (e *regionSearch) predictionCap(st *store.Store) int64 {
	if e.opt.MaxMemory > 0 {
		return e.opt.MaxMemory / predictMemoryShare
	}
	return max(minPredictCap, predictStoreFactor*st.Bytes())
}

// budgetPrediction judges prediction each time its recordings double
// (from firstPredictCheck): if fewer than half of the stimulus runs
// since the last time were predicted, the recordings cost more than
// they gave, and prediction pauses (its recordings dropped) until the
// store st has doubled. Recordings past their cap are dropped, and
// prediction goes on. It resumes a paused prediction once the store has
// doubled. No expander may be running. It reports whether it dropped
// the recordings. (The sampled estimate of the time saved is no guide:
// it is negative on corpus homes whose every run is predicted.)
func (e *regionSearch) budgetPrediction(st *store.Store) bool {
	if e.pred == nil || e.predStopped || e.predOff.Load() != nil {
		return false
	}
	if e.predIdle.Load() {
		if st.Len() >= e.predResume {
			e.predIdle.Store(false)
			e.predCheck = 0
		}
		return false
	}
	bytes := e.pred.Bytes()
	if bytes > e.predictionCap(st) {
		e.dropPrediction()
		e.predCheck = 0
		return true
	}
	if bytes < max(e.predCheck, firstPredictCheck) {
		return false
	}
	var runs [2]int64 // predicted, interpreted
	for _, w := range e.expanders {
		runs[0] += w.pred.Hits
		runs[1] += w.pred.Misses
	}
	judged := e.predCheck > 0
	window := [2]int64{runs[0] - e.predRuns[0], runs[1] - e.predRuns[1]}
	e.predRuns, e.predCheck = runs, 2*bytes
	if judged && window[0] < window[1] {
		// Where the environment sets every sensor at one instant, a
		// search spends that instant in such states, and may reach
		// others (later instants) where prediction pays again.
		e.predIdle.Store(true)
		e.predResume = 2 * st.Len()
		e.dropPrediction()
		return true
	}
	return false
}

// dropPrediction forgets every recording, and every reference the
// expanders have to them, so that they are garbage once the search
// forgets its hints. No expander may be running.
func (e *regionSearch) dropPrediction() {
	e.pred.Drop()
	e.predGarbage = true
	for _, w := range e.expanders {
		w.trees = map[string]*predict.Trees{} // a cleared map keeps its buckets
		w.curTrees, w.treesOf = nil, store.NoParent
		w.rec.Clear()
		// Cleared to its capacity: a stale element past the length
		// would keep what it points to, and all it reaches.
		clear(w.pending[:cap(w.pending)])
	}
}
