// Package regionsearch is the region engine's search: the region
// semantics expanded by the workers of search.TimedBFS (a
// search.KeyedSemantics), predicting successors and replaying whole
// expansions from package predict's recordings, judging prediction's
// memory, and pruning urgent states to persistent sets (timed DPOR,
// package persistent's).
package regionsearch

import (
	"errors"
	"sync/atomic"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/predict"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// ErrSunRanges: the region engine explores fixed sun times only; sun
// ranges are explored one class at a time (explore.SunGridCalendars) or
// with the zone engine, which keeps them open.
var ErrSunRanges = errors.New("the region engine needs fixed sun times (explore each class of a sun range, or use the zone engine)")

// Explore runs the timed breadth-first search (search.TimedBFS) over the
// model's region semantics from its start state: time buckets are the
// wall clock's regions.
func Explore(m *model.Model, opt search.Options) (*search.Result, error) {
	if len(m.Bind.Sun) > 0 {
		return nil, ErrSunRanges
	}
	s := &regionSearch{m: m, opt: opt}
	if opt.DPOR {
		s.reduce = newReduction(m)
	}
	if !opt.NoPredict {
		s.pred = predict.New(len(m.Prog.Stimuli()))
	}
	res, err := search.TimedBFS[*predict.Trees](s, opt)
	if res != nil {
		res.Model = m
	}
	return res, err
}

// regionSearch is the region semantics with successor prediction, as
// search.TimedBFS searches it: its expanders (regionExpander) share the
// predictor, and the search's hints are the prediction trees of a
// state's discrete state.
type regionSearch struct {
	m         *model.Model
	opt       search.Options
	expanders []*regionExpander
	reduce    *reduction // search.Options.DPOR: how urgent states are reduced (nil: not at all)
	// predOff is why prediction was turned off during the search (see
	// regionExpander.expand); nil while it is on.
	predOff atomic.Pointer[string]
	// pred is the expanders' shared predictor (nil with
	// search.Options.NoPredict). predIdle: prediction is paused or stopped
	// because it did not pay for its memory (see Budget, Yield); the
	// search goes on the plain way meanwhile, as with NoPredict.
	// predRuns is the expanders' predicted and interpreted runs when
	// prediction was last judged.
	pred      *predict.Predictor
	predIdle  atomic.Bool
	predRuns  [2]int64
	predCheck int64 // the recordings' size at which prediction is judged next (0: firstPredictCheck, not judged)
	// predGarbage: recordings were dropped since the last collection
	// Yield made.
	predGarbage bool
	// predResume is the store's size at which a paused prediction
	// resumes; predStopped: prediction stopped for good (it yielded its
	// memory to the memory limit).
	predResume  int
	predStopped bool
}

var _ search.KeyedSemantics[*predict.Trees] = (*regionSearch)(nil)

// KeyBytes implements search.KeyedSemantics.
func (s *regionSearch) KeyBytes() int { return s.m.Encoding().KeyBytes }

// Props implements search.KeyedSemantics.
func (s *regionSearch) Props() []*spec.Property { return s.m.Props }

// Statements implements search.KeyedSemantics.
func (s *regionSearch) Statements() int { return len(s.m.Prog.Stmts()) }

// Stats implements search.KeyedSemantics: prediction's counts, timed DPOR's,
// and how far in time the search got (bucket is the wall clock's region
// index).
func (s *regionSearch) Stats(st *search.Stats, bucket int64, complete bool) {
	var runs, expansions int64
	for _, w := range s.expanders {
		if w.pred != nil {
			runs += w.pred.Hits + w.pred.Misses
			expansions += w.pred.Replays + w.pred.Learned
			st.InterpTime += w.pred.MissTime
			st.PredictSavedTime += w.pred.Saved()
		}
	}
	if r := s.predOff.Load(); r != nil {
		st.PredictOff = *r
	}
	if s.pred != nil {
		// What the trees hold, which does not depend on which worker
		// recorded what (see predict.Predictor.Leaves).
		st.PredictMisses, st.PredictRecorded = s.pred.Leaves(), s.pred.Paths()
		st.PredictHits, st.PredictReplays = runs-st.PredictMisses, expansions-st.PredictRecorded
		st.PredictNodes = s.pred.Nodes()
	}
	if s.opt.DPOR {
		st.DPOR = true
		if s.reduce != nil {
			st.Executions, st.Executed = s.reduce.reduced.Load(), s.reduce.pruned.Load()
		}
	}
	if h := s.m.HorizonUnits(); h >= 0 {
		if complete {
			bucket = 2*h + 1
		}
		// Every state of an earlier wall-clock region has been explored.
		st.WallReached = min(bucket/2, h) * s.m.Layout.G
	}
}

// regionExpander computes successors in the region semantics for one
// worker. Everything it writes is its own, down to the cache lines (see
// NewExpander).
type regionExpander struct {
	_ [search.CacheLine]byte
	*search.Out[*predict.Trees]
	e      *regionSearch
	store  *store.Store
	m      *model.Model
	fired  []int        // the properties the run being expanded opened (model.ObserveFired)
	want   []int        // scratch of noteVacuity
	facts  []model.Fact // scratch of noteVacuity
	runner *interp.Runner
	eff    *ta.Effects
	// orders collects the runs of the stimulus being expanded for the
	// model's order conflicts (nil: none).
	orders *model.Instant
	odo    model.Odometer
	// seen: a run of the expansion was cut short by the memo
	// (ta.ErrSeen); failed: the runtime errors the runs of the stimulus
	// being expanded met (failedBefore).
	seen   bool
	failed []ta.RuntimeError
	pred   *prediction // nil with search.Options.NoPredict

	st, nst   ta.State
	obs, nobs []bool
	reg, nreg regions.Region
	clk, nclk model.RegionClocks
	keyBuf    []byte
	// A replay's successors waiting for their store lookups (see
	// pendingSucc), and their keys.
	pending  []pendingSucc
	pendKeys []byte
	checkClk predict.CheckClocks // records a new state's checks (see checkOutcome)
	decBuf   []byte

	// The prediction trees of the discrete state being expanded, by
	// the discrete part of its key. The expander keeps its own map in
	// front of the shared predictor's, which takes a lock; it looks a
	// state up once per expansion rather than once per stimulus run.
	trees    map[string]*predict.Trees
	curTrees *predict.Trees
	treesOf  uint32 // the state curTrees belongs to
	discBuf  []byte

	sampleClk model.RegionClocks // see checkPrediction

	// The clocks an expansion asks: clk and nclk, or, while that
	// expansion is being recorded (learn), rec's, the same logging each
	// question and change.
	pre      ta.Clocks
	post     model.ObserverClocks
	rec      predict.Recording
	restBuf  []byte
	tracing  bool   // see replaySampled
	xtrace   []byte // the successors found, while tracing
	traceLen uint32 // the states the store had when tracing began (see known)
	learning bool

	predBad *string // prediction disagreed with the plain way (see expand)

	_ [search.CacheLine]byte
}

// NewExpander implements search.KeyedSemantics: an expander with scratch states
// of its own, predicting with the shared predictor (if any).
func (s *regionSearch) NewExpander(o *search.Out[*predict.Trees], st *store.Store) search.Expander[*predict.Trees] {
	m := s.m
	init, obs, _ := m.Initial()
	w := &regionExpander{Out: o, e: s, store: st, m: m, runner: m.Mach.NewRunner(), eff: ta.NewEffects(m.Prog)}
	w.odo.UseBuffers(search.Padded[int](16, 8), search.Padded[int](16, 8))
	if s.pred != nil {
		pp := &paddedPrediction{p: prediction{shared: s.pred}}
		w.pred = &pp.p
	}
	w.st, w.nst = paddedState(&init), paddedState(&init)
	w.obs, w.nobs = search.PaddedCopy(obs, 1), search.PaddedCopy(obs, 1)
	w.reg, w.nreg = paddedRegion(m.Layout.NewRegion()), paddedRegion(m.Layout.NewRegion())
	w.clk, w.nclk = model.RegionClocks{Model: m, Region: w.reg}, model.RegionClocks{Model: m, Region: w.nreg}
	w.pre, w.post = &w.clk, &w.nclk
	w.rec.Init(m, &w.clk, &w.nclk, w.obs)
	scratch := func() []byte { return search.Padded[byte](len(m.Encoding().Scratch()), 1) }
	w.keyBuf, w.decBuf, w.discBuf, w.restBuf = scratch(), scratch(), scratch(), scratch()
	w.trees, w.treesOf = map[string]*predict.Trees{}, store.NoParent
	s.expanders = append(s.expanders, w)
	return w
}

func paddedState(st *ta.State) ta.State {
	return ta.State{
		Vals:    search.PaddedCopy(st.Vals, 8),
		Timers:  search.PaddedCopy(st.Timers, 4),
		RuleOff: search.PaddedCopy(st.RuleOff, 1),
		Fired:   search.PaddedCopy(st.Fired, 1),
	}
}

func paddedRegion(r regions.Region) regions.Region {
	return regions.Region{Int: search.PaddedCopy(r.Int, 4), Frac: search.PaddedCopy(r.Frac, 1), Diag: search.PaddedCopy(r.Diag, 1)}
}

// paddedPrediction keeps an expander's prediction counters, which change
// on every transition, off other objects' cache lines.
type paddedPrediction struct {
	_ [search.CacheLine]byte
	p prediction
	_ [search.CacheLine]byte
}

// Start implements search.Expander: the start state, settled, if it meets the
// progress conditions.
func (w *regionExpander) Start() (int64, error) {
	m := w.m
	init, _, val := m.Initial()
	m.RegionOf(val, w.nreg)
	w.nst.CopyFrom(&init)
	if err := m.Settle(&w.nst, &w.nclk, w.nobs); err != nil {
		return 0, err
	}
	ok, err := m.Mach.Progress(&w.nst, &w.nclk)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, search.ErrNoInitial
	}
	w.candidate(store.NoParent, -1, false)
	return model.WallIndex(w.nreg), nil
}

// Expand implements search.Expander: state i's successors, pruned to a
// persistent set where timed DPOR reduces it.
func (w *regionExpander) Expand(i uint32, t *predict.Trees) {
	mark := w.Len()
	w.expand(i, t)
	if r := w.e.reduce; r != nil {
		r.prune(w, i, mark)
	}
}

// Budget implements search.KeyedSemantics: see budgetPrediction.
func (s *regionSearch) Budget(st *store.Store) bool { return s.budgetPrediction(st) }

// Yield implements search.KeyedSemantics: prediction stops, and its recordings
// are dropped.
func (s *regionSearch) Yield() bool {
	if s.pred == nil {
		return false
	}
	held := s.pred.Bytes() > 0 || s.predGarbage
	s.predIdle.Store(true)
	s.predStopped = true
	if s.pred.Bytes() > 0 {
		s.dropPrediction()
	}
	s.predGarbage = false
	return held
}
