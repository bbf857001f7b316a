// Package search holds the algorithms over a model: the timed
// breadth-first search (Explore) with its workers, which predicts
// successors and replays whole expansions from package predict's
// recordings, timed DPOR's pruning of urgent states, and the plain search
// (Reach) over any symbolic semantics (Semantics).
package search

import (
	"context"
	"errors"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/predict"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// explorer is the timed breadth-first search. States are expanded in
// chunks of the current time bucket: the workers compute the successors of
// a chunk's states in parallel, taking blocks of the chunk as they become
// free (the store is only read then), each successor's key, hash and
// whether the store had it already; the main goroutine then adds the new
// ones to the store block by block, in the order one worker would have, so
// the states, their numbering, the traces and the verdicts do not depend
// on the number of workers. The merge is the sequential part of the
// search, so the workers do everything they can: the merge only inserts
// states that were new when the chunk began, with their hashes computed,
// comparing keys only with the states the chunk added.
type explorer struct {
	m       *model.Model
	opt     Options
	res     *Result
	store   *store.Store
	workers []*worker
	// running counts the workers' goroutines that have not returned
	// (see stopWorkers).
	running sync.WaitGroup
	// predOff is why prediction was turned off during the search (see
	// worker.expand); nil while it is on.
	predOff atomic.Pointer[string]
	// pred is the workers' shared predictor (nil with Options.NoPredict).
	// predIdle: prediction is paused or stopped because it did not pay
	// for its memory (see budgetPrediction, yieldPrediction); the search
	// goes on the plain way meanwhile, as with NoPredict. predRuns is
	// the workers' predicted and interpreted runs when prediction was
	// last judged.
	pred      *predict.Predictor
	predIdle  atomic.Bool
	predRuns  [2]int64
	predCheck int64 // the recordings' size at which prediction is judged next (0: firstPredictCheck, not judged)
	// predGarbage: recordings were dropped since the last collection
	// yieldPrediction made.
	predGarbage bool
	// predResume is the store's size at which a paused prediction
	// resumes; predStopped: prediction stopped for good (it yielded its
	// memory to the memory limit).
	predResume  int
	predStopped bool

	chunks  [2]chunk // the chunk being merged and the one being expanded
	nchunks int
	since   uint32 // states in the store when the merged chunk's expansion began

	labelIdx   map[string]uint32
	stimLabel  []uint32 // label + 1 of each stimulus without choices; 0: not interned yet
	errIdx     map[string]*Violation
	propViol   []*Violation
	cur, next  frontier
	curBucket  int64
	expanded   int64
	found      bool       // a violation was found (for StopAtFirst)
	reduce     *reduction // Options.DPOR: how urgent states are reduced (nil: not at all)
	lastReport time.Time
	start      time.Time
}

// chunkStates is how many states a chunk holds; fixed, so that where the
// search stops at a limit does not depend on the number of workers.
const chunkStates = 512

// blockStates is how many states of a chunk a worker takes at a time:
// small enough to balance the workers when one of them is slowed down (by
// another process, a garbage collection), large enough to make taking a
// block cheap. The chunk's last blocks are smaller (see blockBounds).
const blockStates = 16

// blockBounds splits a chunk of n states into blocks for the given number
// of workers: block i is states b[i] to b[i+1]. Near the chunk's end the
// blocks shrink with what is left (guided self-scheduling): a worker that
// takes a last full block while the others have finished makes them wait
// for it, half a block per chunk on average. On P10's hour with two
// workers the second one idled 2.6 s of 30 s with full blocks, 1.0 s
// with these.
func blockBounds(b []int32, n, workers int) []int32 {
	b = append(b[:0], 0)
	for lo := 0; lo < n; {
		size := blockStates
		if workers > 1 {
			size = min(size, max(1, (n-lo)/(2*workers)))
		}
		lo = min(lo+size, n)
		b = append(b, int32(lo))
	}
	return b
}

// block is what a worker computed for a block of a chunk: the records
// w.bufs[parity].out[lo:hi], and the error that stopped it, if any.
type block struct {
	w      *worker
	lo, hi int
	err    error
}

// worker computes successors. Everything it writes is its own, down to
// the cache lines (see newWorker).
type worker struct {
	_      [cacheLine]byte
	e      *explorer
	m      *model.Model
	runner *interp.Runner
	eff    *ta.Effects
	odo    Odometer
	pred   *prediction // nil with Options.NoPredict

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
	// the discrete part of its key. The worker keeps its own map in
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

	covered     ta.Bits
	transitions int64
	out         []succ
	keys        []byte  // keys of the candidate states in out
	choices     []int   // label choices of the records in out
	viols       []int32 // properties violated by the candidate states in out
	fatal       error
	predBad     *string // prediction disagreed with the plain way (see expand)

	// Chunks: the output of each parity (one chunk's is merged while the
	// next's is written), the chunk being expanded, the counts before
	// it, and the goroutine's chunks to expand (workers besides the
	// first).
	bufs            [2]outBuf
	chunk           int // the seq of the chunk being expanded, or last expanded
	snapTransitions int64
	snapCovered     ta.Bits
	job             atomic.Pointer[chunk] // the chunk to expand next (workers besides the first)
	wake            chan struct{}         // a token when job is set, for a worker that stopped spinning
	quit            atomic.Bool

	_ [cacheLine]byte
}

const cacheLine = 64

// padded returns a slice of n elements of elem bytes with a cache line
// of its own memory on either side, so that no other object shares a
// cache line with it. Workers write their scratch states on every
// transition; when two workers' small buffers shared a line (the
// allocator packs small objects together), each write took the line
// from the other core, and two workers ran at random half as fast.
func padded[T any](n, elem int) []T {
	pad := (cacheLine + elem - 1) / elem
	return make([]T, n+2*pad)[pad : pad+n : pad+n]
}

func paddedCopy[T any](s []T, elem int) []T {
	c := padded[T](len(s), elem)
	copy(c, s)
	return c
}

func paddedState(st *ta.State) ta.State {
	return ta.State{
		Vals:    paddedCopy(st.Vals, 8),
		Timers:  paddedCopy(st.Timers, 4),
		RuleOff: paddedCopy(st.RuleOff, 1),
		Fired:   paddedCopy(st.Fired, 1),
	}
}

func paddedRegion(r regions.Region) regions.Region {
	return regions.Region{Int: paddedCopy(r.Int, 4), Frac: paddedCopy(r.Frac, 1), Diag: paddedCopy(r.Diag, 1)}
}

// paddedPrediction keeps a worker's prediction counters, which change on
// every transition, off other objects' cache lines.
type paddedPrediction struct {
	_ [cacheLine]byte
	p prediction
	_ [cacheLine]byte
}

// outBuf is a worker's output: records and what they refer to.
type outBuf struct {
	out     []succ
	keys    []byte
	choices []int
	viols   []int32
}

// succ is one successor (or failure) a worker found, in expansion order.
// Successors the store already had when the chunk began are not
// recorded: the search has nothing left to do for them.
type succ struct {
	kind           succKind
	later          bool
	parent         uint32
	stim           int32 // -1: delay
	chOff, chLen   int32
	keyOff         int32
	wall           uint32
	violOff, nViol int32
	hash           uint64         // of the key
	err            error          // succError; for succState, a failure checking its properties
	trees          *predict.Trees // succState: its discrete state's prediction trees, if known
}

type succKind uint8

const (
	succState succKind = iota // a state the store did not have when the chunk began
	succError                 // a runtime error of the program
)

// ErrSunRanges: the region engine explores fixed sun times only; sun
// ranges are explored one class at a time (explore.SunGridCalendars) or
// with the zone engine, which keeps them open.
var ErrSunRanges = errors.New("the region engine needs fixed sun times (explore each class of a sun range, or use the zone engine)")

// Explore runs the timed breadth-first search of the paper's Fig. 5 from
// the model's start state. States are explored in order of time (by the
// wall clock's region), and in breadth-first order within the same time,
// so each state's trace is the earliest, then the shortest, way to reach it.
func Explore(m *model.Model, opt Options) (*Result, error) {
	if len(m.Bind.Sun) > 0 {
		return nil, ErrSunRanges
	}
	if opt.Ctx == nil {
		opt.Ctx = context.Background()
	}
	if opt.ProgressEvery == 0 {
		opt.ProgressEvery = time.Second
	}
	nw := max(opt.Workers, 1)
	e := &explorer{m: m, opt: opt, start: time.Now()}
	if opt.DPOR {
		e.reduce = newReduction(m)
	}
	e.store = store.NewStore(m.Encoding().KeyBytes)
	if opt.SpillDir != "" {
		// With a memory limit, the pages stay on the heap until a
		// quarter of it is used (checkLimits), so that small searches
		// touch no disk; the rest is for what cannot be spilled: the
		// hash table (5 to 11 bytes a state, and both generations
		// while it grows), the frontier and prediction's trees.
		budget := int64(0)
		if opt.MaxMemory > 0 {
			budget = math.MaxInt64
		}
		e.store.Spill(opt.SpillDir, budget)
	}
	e.res = &Result{Model: m, Store: e.store, Complete: true, Covered: ta.NewBits(len(m.Prog.Stmts()))}
	st, obs, val := m.Initial()
	var pred *predict.Predictor
	if !opt.NoPredict {
		pred = predict.New(len(m.Prog.Stimuli()))
	}
	e.pred = pred
	for i := 0; i < nw; i++ {
		e.workers = append(e.workers, e.newWorker(&st, obs, pred))
	}
	e.labelIdx = map[string]uint32{}
	e.stimLabel = make([]uint32, len(m.Prog.Stimuli()))
	e.errIdx = map[string]*Violation{}
	e.propViol = make([]*Violation, len(m.Props))
	e.label(-1, nil) // delayLabel

	// The start state.
	w := e.workers[0]
	m.RegionOf(val, w.nreg)
	w.nst.CopyFrom(&st)
	if err := m.Settle(&w.nst, &w.nclk, w.nobs); err != nil {
		return nil, err
	}
	ok, err := m.Mach.Progress(&w.nst, &w.nclk)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrNoInitial
	}
	w.candidate(store.NoParent, -1, false)
	if err := e.merge(w); err != nil {
		return nil, err
	}
	e.curBucket = model.WallIndex(w.nreg)
	e.startWorkers()
	defer e.stopWorkers()
	stop := func(frontier int, reason string) (*Result, error) {
		e.res.Complete = false
		e.res.StopReason = reason
		e.finish(frontier)
		return e.res, nil
	}
	// The chunks are cur[qi:qi+chunkStates] (or to the end of cur), in
	// order; the limits are checked before each. pend is the chunk
	// expanded and not merged yet, which ends at qi.
	qi := 0
	var pend *chunk
	for {
		if pend == nil {
			for qi == len(e.cur.states) {
				if len(e.next.states) == 0 {
					e.finish(0)
					return e.res, nil
				}
				e.cur, e.next, qi = e.next, e.cur, 0
				e.next.reset()
				e.curBucket++
			}
			frontier := len(e.cur.states) - qi + len(e.next.states)
			if reason := e.checkLimits(frontier); reason != "" {
				return stop(frontier, reason)
			}
			end := min(qi+chunkStates, len(e.cur.states))
			pend = e.startChunk(e.cur.states[qi:end], e.cur.trees[qi:end])
			e.finishChunk(pend)
			// A limit may have cut the chunk (runChunk): its states
			// not expanded stay in the frontier.
			n := int(pend.bounds[min(int(pend.next.Load()), len(pend.blocks))])
			e.expanded += int64(n)
			qi += n
			continue
		}
		if len(e.workers) == 1 || qi+chunkStates > len(e.cur.states) {
			// The next chunk's end depends on this merge (or there is
			// no one to expand it meanwhile).
			err := e.mergeChunk(pend)
			pend = nil
			if err != nil {
				return nil, err
			}
			continue
		}
		// The next chunk is full whatever the merge adds: the workers
		// expand it while the main goroutine merges, then joins them.
		// Its expansion is speculative until the limits, checked after
		// the merge as they would be before expanding it, let it be.
		e.reserve(pend) // while every worker is free
		next := e.startChunk(e.cur.states[qi:qi+chunkStates], e.cur.trees[qi:qi+chunkStates])
		err := e.mergeChunk(pend)
		e.finishChunk(next)
		if err != nil {
			return nil, err
		}
		frontier := len(e.cur.states) - qi + len(e.next.states)
		if reason := e.checkLimits(frontier); reason != "" {
			e.discard(next)
			return stop(frontier, reason)
		}
		e.expanded += chunkStates
		qi += chunkStates
		pend = next
	}
}

// newWorker returns a worker whose scratch states are copies of st and
// obs, predicting with pred (nil: no prediction).
func (e *explorer) newWorker(st *ta.State, obs []bool, pred *predict.Predictor) *worker {
	m := e.m
	w := &worker{e: e, m: m, runner: m.Mach.NewRunner(), eff: ta.NewEffects(m.Prog)}
	w.covered = padded[uint64](len(ta.NewBits(len(m.Prog.Stmts()))), 8) // written on every transition
	w.odo.UseBuffers(padded[int](16, 8), padded[int](16, 8))
	if pred != nil {
		pp := &paddedPrediction{p: prediction{shared: pred}}
		w.pred = &pp.p
	}
	w.st, w.nst = paddedState(st), paddedState(st)
	w.obs, w.nobs = paddedCopy(obs, 1), paddedCopy(obs, 1)
	w.reg, w.nreg = paddedRegion(m.Layout.NewRegion()), paddedRegion(m.Layout.NewRegion())
	w.clk, w.nclk = model.RegionClocks{Model: m, Region: w.reg}, model.RegionClocks{Model: m, Region: w.nreg}
	w.pre, w.post = &w.clk, &w.nclk
	w.rec.Init(m, &w.clk, &w.nclk, w.obs)
	scratch := func() []byte { return padded[byte](len(m.Encoding().Scratch()), 1) }
	w.keyBuf, w.decBuf, w.discBuf, w.restBuf = scratch(), scratch(), scratch(), scratch()
	w.trees, w.treesOf = map[string]*predict.Trees{}, store.NoParent
	return w
}

// frontier is a list of states to expand, each with the prediction
// trees of its discrete state if the expansion that found it knew them
// (from a recorded outcome), so that expanding it need not look them up
// by its key (a map look-up, cache misses on a large map).
type frontier struct {
	states []uint32
	trees  []*predict.Trees // nil where not known
}

func (f *frontier) add(i uint32, t *predict.Trees) {
	f.states = append(f.states, i)
	f.trees = append(f.trees, t)
}

func (f *frontier) reset() { f.states, f.trees = f.states[:0], f.trees[:0] }

// chunk is a chunk of states being expanded: the workers claim its
// blocks in order and record what they computed in blocks.
type chunk struct {
	states []uint32
	trees  []*predict.Trees // by state, where known (see frontier)
	seq    int              // chunks started before it
	parity int              // which of the workers' output buffers it uses
	since  uint32           // states in the store when its expansion began
	bounds []int32          // of the blocks (see blockBounds)
	blocks []block
	next   atomic.Int32  // the next block to claim
	busy   atomic.Int32  // workers besides the first still expanding it
	done   chan struct{} // a token when busy drops to 0, for a main goroutine that stopped spinning
}

// startChunk starts the expansion of states: with more than one worker,
// the other workers begin at once.
func (e *explorer) startChunk(states []uint32, trees []*predict.Trees) *chunk {
	c := &e.chunks[e.nchunks&1]
	c.seq, c.parity = e.nchunks, e.nchunks&1
	e.nchunks++
	c.bounds = blockBounds(c.bounds, len(states), len(e.workers))
	nb := len(c.bounds) - 1
	if cap(c.blocks) < nb {
		c.blocks = make([]block, nb)
	}
	c.blocks = c.blocks[:nb]
	clear(c.blocks)
	c.states, c.trees, c.since = states, trees, uint32(e.store.Len())
	c.next.Store(0)
	if c.done == nil {
		c.done = make(chan struct{}, 1)
	}
	if nb > 1 {
		c.busy.Store(int32(len(e.workers) - 1))
		for _, w := range e.workers[1:] {
			w.job.Store(c)
			select {
			case w.wake <- struct{}{}:
			default:
			}
		}
	}
	return c
}

// spinFor is how long a goroutine waiting for the others spins before it
// blocks. A chunk takes about a millisecond; waking a blocked goroutine
// takes tens of microseconds on a virtual machine, twice a chunk, which
// was a sixth of the time with two workers.
const spinFor = 200 * time.Microsecond

// waitUntil returns when ok holds, spinning a while first and then
// blocking on ch, which receives a token whenever ok may have become true.
func waitUntil(ok func() bool, ch chan struct{}) {
	start := time.Now()
	for i := 0; !ok(); i++ {
		if i&63 != 63 || time.Since(start) < spinFor {
			runtime.Gosched()
			continue
		}
		<-ch
	}
}

// finishChunk expands the rest of c on the main goroutine and waits for
// the other workers.
func (e *explorer) finishChunk(c *chunk) {
	e.runChunk(e.workers[0], c)
	waitUntil(func() bool { return c.busy.Load() == 0 }, c.done)
}

// runChunk expands blocks of c with w until none is left, or until the
// context is done: a chunk of a large program takes seconds (the limits
// are checked between chunks). The blocks claimed are then a prefix of
// the chunk, each expanded, which the merge takes.
func (e *explorer) runChunk(w *worker, c *chunk) {
	w.beginChunk(c)
	for e.opt.Ctx.Err() == nil {
		b := int(c.next.Add(1)) - 1
		if b >= len(c.blocks) {
			break
		}
		lo := len(w.out)
		from, to := c.bounds[b], c.bounds[b+1]
		w.expandAll(c.states[from:to], c.trees[from:to])
		c.blocks[b] = block{w: w, lo: lo, hi: len(w.out), err: w.fatal}
		if w.fatal != nil {
			break
		}
	}
	w.endChunk(c)
}

// startWorkers starts the goroutines of the workers besides the first,
// which is the main goroutine's.
func (e *explorer) startWorkers() {
	for _, w := range e.workers[1:] {
		w.wake = make(chan struct{}, 1)
		e.running.Add(1)
		go func() {
			defer e.running.Done()
			for {
				waitUntil(func() bool { return w.job.Load() != nil || w.quit.Load() }, w.wake)
				c := w.job.Swap(nil)
				if c == nil {
					return // quit
				}
				e.runChunk(w, c)
				if c.busy.Add(-1) == 0 {
					select {
					case c.done <- struct{}{}:
					default:
					}
				}
			}
		}()
	}
}

// stopWorkers ends the workers' goroutines and waits until they have
// returned; no chunk may be running. Waiting matters: a goroutine that
// has not returned yet holds its worker, so the whole search and its
// store, and a collection made meanwhile (by the caller, before its next
// search under a memory limit) counts them as live; the heap then reads
// the finished search's store until the next collection, which the
// runtime paces at twice that heap, and the next search stopped at its
// memory limit before it started.
func (e *explorer) stopWorkers() {
	for _, w := range e.workers[1:] {
		if w.wake != nil {
			w.quit.Store(true)
			select {
			case w.wake <- struct{}{}:
			default:
			}
		}
	}
	e.running.Wait()
}

// discard forgets a chunk expanded speculatively (see Explore): the
// workers' counts go back to where they were before it.
func (e *explorer) discard(c *chunk) {
	for _, w := range e.workers {
		if w.chunk == c.seq {
			w.transitions = w.snapTransitions
			copy(w.covered, w.snapCovered)
		}
	}
}

// reserve makes room in the store for every new state c may add, with a
// goroutine per worker: the table then grows outside the sequential
// merge. The workers must be free.
func (e *explorer) reserve(c *chunk) {
	fresh := 0
	for _, b := range c.blocks {
		fresh += b.hi - b.lo
	}
	e.store.Reserve(fresh, len(e.workers))
}

// mergeChunk adds the successors computed for c to the store, block by
// block, which is state order.
func (e *explorer) mergeChunk(c *chunk) error {
	e.reserve(c) // nothing to do if done already
	e.since = c.since
	// Blocks are claimed in order, so a block nobody took (a worker
	// stopped at an error) comes after the block that failed.
	for _, b := range c.blocks {
		if b.err != nil {
			return b.err
		}
		if b.w == nil {
			break
		}
		if err := e.mergeRange(&b.w.bufs[c.parity], b.lo, b.hi); err != nil {
			return err
		}
	}
	return nil
}

// beginChunk makes the worker's output the buffers of c's parity (those
// of the chunk before are being merged) and remembers its counts, in
// case c is discarded.
func (w *worker) beginChunk(c *chunk) {
	b := &w.bufs[c.parity]
	w.out, w.keys, w.choices, w.viols = b.out[:0], b.keys[:0], b.choices[:0], b.viols[:0]
	w.fatal = nil
	w.chunk = c.seq
	w.snapTransitions = w.transitions
	if w.snapCovered == nil {
		w.snapCovered = ta.NewBits(len(w.m.Prog.Stmts()))
	}
	copy(w.snapCovered, w.covered)
}

// endChunk saves the worker's output for the merge.
func (w *worker) endChunk(c *chunk) {
	w.bufs[c.parity] = outBuf{out: w.out, keys: w.keys, choices: w.choices, viols: w.viols}
}

func (w *worker) clearOut() {
	w.truncateOut(outMark{})
	w.fatal = nil
}

// outMark is how much output a worker has, so that what it records
// after can be taken back (truncateOut).
type outMark struct{ out, keys, choices, viols int }

func (w *worker) markOut() outMark {
	return outMark{len(w.out), len(w.keys), len(w.choices), len(w.viols)}
}

func (w *worker) truncateOut(m outMark) {
	w.out, w.keys, w.choices, w.viols = w.out[:m.out], w.keys[:m.keys], w.choices[:m.choices], w.viols[:m.viols]
}
