package explore

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync/atomic"
	"time"

	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// Options limit an exploration.
type Options struct {
	// MaxStates stops the search after this many states (0: no limit).
	MaxStates int
	// Ctx stops the search when done (Ctrl-C, a timeout).
	Ctx context.Context
	// MaxMemory stops the search when the heap grows beyond this many
	// bytes (0: no limit).
	MaxMemory int64
	// SpillDir, if set, is where the visited states go once the heap
	// passes a quarter of MaxMemory (all of them without MaxMemory):
	// memory-mapped files, which the kernel writes out and drops from
	// memory when it runs short, so that a search can go on past
	// memory. MaxMemory then limits what stays on the heap (the hash
	// table, the frontier, prediction's trees). See Store.Spill.
	SpillDir string
	// StopAtFirst ends the search at the first violation (reachability
	// questions need no more).
	StopAtFirst bool
	// Progress, when set, is called about every ProgressEvery with the
	// statistics so far.
	Progress      func(Stats)
	ProgressEvery time.Duration
	// NoPredict runs the interpreter for every transition instead of
	// predicting successors from runs seen before (see predictor).
	NoPredict bool
	// NoDPOR makes untimed exploration a plain stateful search over every
	// interleaving instead of pruning equivalent ones with event DPOR.
	NoDPOR bool
	// Bounded limits untimed DPOR exploration to interleavings with at
	// most ReversalBound reversed conflicts (seed 001); the result is then
	// incomplete if anything was pruned.
	Bounded       bool
	ReversalBound int
	// Workers is the number of goroutines computing successors (0 or 1:
	// one). The result does not depend on it.
	Workers int
	// NoSplit explores the program whole instead of one independent
	// control loop at a time (see Loops); only ExploreReport splits.
	NoSplit bool
	// DPOR reduces the timed search's urgent states to persistent sets
	// (see reduction): the same violations, each first found at the same
	// time with as long a trace, at most as many states.
	DPOR bool
}

// Stats are an exploration's measurements.
type Stats struct {
	States      int64
	Transitions int64
	Elapsed     time.Duration
	Frontier    int
	// WallReached is how far in time the search got, in seconds since the
	// start (the earliest-time frontier: every state before it is explored).
	WallReached int64
	StoreBytes  int64
	// SpilledBytes is the part of StoreBytes in files (Options.SpillDir).
	SpilledBytes int64
	PeakRSS      int64 // bytes; 0 if unknown
	// Successor prediction: stimulus runs predicted from recorded runs
	// (hits), runs of the interpreter recorded (misses; a run two
	// workers interpret at once counts once), the interpreter's time on
	// the misses, and the decision-tree nodes kept.
	PredictHits, PredictMisses int64
	// Expansions replayed whole, and recorded to be (a recording is the
	// per-stimulus way; counted as misses are).
	PredictReplays, PredictRecorded int64
	InterpTime                      time.Duration
	PredictNodes                    int64
	// PredictSavedTime estimates the time prediction saved (interpreter
	// runs, observer evaluations, encodings), from a sample of predicted
	// runs that were also done the plain way.
	PredictSavedTime time.Duration
	// PredictOff says why prediction was turned off during the search
	// (its check against the plain way failed); the rest of the search
	// went the plain way. Empty: it was not.
	PredictOff string
	// Timed DPOR (Options.DPOR): Executions are the urgent states whose
	// successors were reduced to a persistent set, Executed the
	// successors left out (see reduction; the names are the fields'
	// older meaning, kept for the reports that add them up).
	DPOR                 bool
	Executions, Executed int64
}

// PerSecond is the transition rate.
func (s Stats) PerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Transitions) / s.Elapsed.Seconds()
}

// Label says which transition led to a state: a delay, or a stimulus with
// the classes of the environmental factors it read, in reading order.
type Label struct {
	Stim    int // -1 for a delay
	Choices []int
}

// delayLabel is the label of every delay transition.
const delayLabel = 0

// Violation is an invariant that some reachable state breaks, or a
// runtime error some stimulus runs into.
type Violation struct {
	Prop  *Property        // nil for a runtime error
	Err   *ta.RuntimeError // set for a runtime error
	State uint32           // the first (earliest, then shortest) violating state; for an error, the state the failing stimulus fires from
	Label uint32           // for an error: the failing stimulus
	Count int64            // how many violating states (errors: failing transitions) were found
}

// Name identifies the violation in reports.
func (v *Violation) Name() string {
	if v.Prop != nil {
		return v.Prop.Name
	}
	return "runtime error"
}

// Result is what an exploration found.
type Result struct {
	Model      *Model
	Store      *Store
	Labels     []Label
	Stats      Stats
	Complete   bool
	StopReason string // why an incomplete run stopped
	Violations []*Violation
	Covered    ta.Bits // statement ids executed by some transition
}

// ErrNoInitial means the start state breaks a progress condition.
var ErrNoInitial = errors.New("the start state violates a progress condition of the program")

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
	m       *Model
	opt     Options
	res     *Result
	store   *Store
	workers []*worker
	// predOff is why prediction was turned off during the search (see
	// worker.expand); nil while it is on.
	predOff atomic.Pointer[string]

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
	m      *Model
	runner *ta.Runner
	eff    *ta.Effects
	odo    odometer
	pred   *prediction // nil with Options.NoPredict

	st, nst   ta.State
	obs, nobs []bool
	reg, nreg regions.Region
	clk, nclk regionClocks
	keyBuf    []byte
	// A replay's successors waiting for their store lookups (see
	// pendingSucc), and their keys.
	pending  []pendingSucc
	pendKeys []byte
	checkClk checkClocks // records a new state's checks (see checkOutcome)
	decBuf   []byte

	// The prediction trees of the discrete state being expanded, by
	// the discrete part of its key. The worker keeps its own map in
	// front of the shared predictor's, which takes a lock; it looks a
	// state up once per expansion rather than once per stimulus run.
	trees    map[string]*discTrees
	curTrees *discTrees
	treesOf  uint32 // the state curTrees belongs to
	discBuf  []byte

	sampleClk regionClocks // see checkPrediction

	// The clocks an expansion asks: clk and nclk,
	// or, while that expansion is being recorded (replay.go), the same
	// logging each question and change in xlog.
	pre        ta.Clocks
	post       observerClocks
	lpre, lpos loggedClocks
	xlog       []xevent
	xasked     []ta.ClockAtom // the questions asked of the state's clocks
	xanswers   []bool
	restBuf    []byte
	tracing    bool   // see replaySampled
	xtrace     []byte // the successors found, while tracing
	traceLen   uint32 // the states the store had when tracing began (see known)
	learning   bool
	xbad       bool // the expansion being recorded cannot be replayed

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
	hash           uint64     // of the key
	err            error      // succError; for succState, a failure checking its properties
	trees          *discTrees // succState: its discrete state's prediction trees, if known
}

type succKind uint8

const (
	succState succKind = iota // a state the store did not have when the chunk began
	succError                 // a runtime error of the program
)

// Explore runs the timed breadth-first search of the paper's Fig. 5 from
// the model's start state. States are explored in order of time (by the
// wall clock's region), and in breadth-first order within the same time,
// so each state's trace is the earliest, then the shortest, way to reach it.
func Explore(m *Model, opt Options) (*Result, error) {
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
	e.store = NewStore(m.enc.bytes)
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
	st, obs, val := m.initial()
	var pred *predictor
	if !opt.NoPredict {
		pred = newPredictor(len(m.Prog.Stimuli()))
	}
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
	m.regionOf(val, w.nreg)
	w.nst.CopyFrom(&st)
	if err := m.settle(&w.nst, &w.nclk, w.nobs); err != nil {
		return nil, err
	}
	ok, err := m.Mach.Progress(&w.nst, &w.nclk)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrNoInitial
	}
	w.candidate(NoParent, -1, false)
	if err := e.merge(w); err != nil {
		return nil, err
	}
	e.curBucket = wallIndex(w.nreg)
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
			e.expanded += int64(end - qi)
			qi = end
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
func (e *explorer) newWorker(st *ta.State, obs []bool, pred *predictor) *worker {
	m := e.m
	w := &worker{e: e, m: m, runner: m.Mach.NewRunner(), eff: ta.NewEffects(m.Prog)}
	w.covered = padded[uint64](len(ta.NewBits(len(m.Prog.Stmts()))), 8) // written on every transition
	w.odo.choices, w.odo.sizes = padded[int](16, 8)[:0], padded[int](16, 8)[:0]
	if pred != nil {
		pp := &paddedPrediction{p: prediction{shared: pred}}
		w.pred = &pp.p
	}
	w.st, w.nst = paddedState(st), paddedState(st)
	w.obs, w.nobs = paddedCopy(obs, 1), paddedCopy(obs, 1)
	w.reg, w.nreg = paddedRegion(m.Layout.NewRegion()), paddedRegion(m.Layout.NewRegion())
	w.clk, w.nclk = regionClocks{m: m, r: w.reg}, regionClocks{m: m, r: w.nreg}
	w.pre, w.post = &w.clk, &w.nclk
	w.lpre, w.lpos = loggedClocks{w: w, c: &w.clk}, loggedClocks{w: w, c: &w.nclk, post: true}
	scratch := func() []byte { return padded[byte](len(m.enc.scratch()), 1) }
	w.keyBuf, w.decBuf, w.discBuf, w.restBuf = scratch(), scratch(), scratch(), scratch()
	w.trees, w.treesOf = map[string]*discTrees{}, NoParent
	return w
}

// frontier is a list of states to expand, each with the prediction
// trees of its discrete state if the expansion that found it knew them
// (from a recorded outcome), so that expanding it need not look them up
// by its key (a map look-up, cache misses on a large map).
type frontier struct {
	states []uint32
	trees  []*discTrees // nil where not known
}

func (f *frontier) add(i uint32, t *discTrees) {
	f.states = append(f.states, i)
	f.trees = append(f.trees, t)
}

func (f *frontier) reset() { f.states, f.trees = f.states[:0], f.trees[:0] }

// chunk is a chunk of states being expanded: the workers claim its
// blocks in order and record what they computed in blocks.
type chunk struct {
	states []uint32
	trees  []*discTrees // by state, where known (see frontier)
	seq    int          // chunks started before it
	parity int          // which of the workers' output buffers it uses
	since  uint32       // states in the store when its expansion began
	bounds []int32      // of the blocks (see blockBounds)
	blocks []block
	next   atomic.Int32  // the next block to claim
	busy   atomic.Int32  // workers besides the first still expanding it
	done   chan struct{} // a token when busy drops to 0, for a main goroutine that stopped spinning
}

// startChunk starts the expansion of states: with more than one worker,
// the other workers begin at once.
func (e *explorer) startChunk(states []uint32, trees []*discTrees) *chunk {
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

// runChunk expands blocks of c with w until none is left.
func (e *explorer) runChunk(w *worker, c *chunk) {
	w.beginChunk(c)
	for {
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
		go func() {
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

// stopWorkers ends the workers' goroutines; no chunk may be running.
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
	e.store.reserve(fresh, len(e.workers))
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

// merge adds a worker's successors to the store, in order, and clears
// them. Unlike the chunks' merges it assumes nothing of the records'
// hashes or of what the store had when they were made.
func (e *explorer) merge(w *worker) error {
	defer w.clearOut()
	if w.fatal != nil {
		return w.fatal
	}
	width := e.m.enc.bytes
	for i := range w.out {
		if r := &w.out[i]; r.kind == succState {
			r.hash = hashKey(w.keys[r.keyOff : int(r.keyOff)+width])
		}
	}
	e.since = 0
	return e.mergeRange(&outBuf{out: w.out, keys: w.keys, choices: w.choices, viols: w.viols}, 0, len(w.out))
}

// mergeRange adds the successors w.out[lo:hi] to the store, in order.
func (e *explorer) mergeRange(w *outBuf, lo, hi int) error {
	width := e.m.enc.bytes
	for i := lo; i < hi; i++ {
		r := &w.out[i]
		label := uint32(delayLabel)
		if r.stim >= 0 {
			if r.chLen == 0 && e.stimLabel[r.stim] != 0 {
				label = e.stimLabel[r.stim] - 1
			} else {
				label = e.label(int(r.stim), w.choices[r.chOff:r.chOff+r.chLen])
				if r.chLen == 0 {
					e.stimLabel[r.stim] = label + 1
				}
			}
		}
		switch r.kind {
		case succError:
			if err := e.runtimeError(r.err, r.parent, label); err != nil {
				return err
			}
		case succState:
			idx, added := e.store.insertHashed(w.keys[r.keyOff:int(r.keyOff)+width], r.hash, e.since, r.wall, r.parent, label)
			if !added {
				continue
			}
			if r.later {
				e.next.add(idx, r.trees)
			} else {
				e.cur.add(idx, r.trees)
			}
			for _, pi := range w.viols[r.violOff : r.violOff+r.nViol] {
				v := e.propViol[pi]
				if v == nil {
					v = &Violation{Prop: e.m.Props[pi], State: idx}
					e.propViol[pi] = v
					e.found = true
				}
				v.Count++
			}
			if r.err != nil {
				if err := e.runtimeError(r.err, r.parent, label); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// wallIndex numbers the wall clock's regions in time order: 2n for the
// point n and 2n+1 for the interval (n, n+1). Untracked: 0.
func wallIndex(r regions.Region) int64 {
	n := int64(r.Int[ta.WallClock]) * 2
	if r.Frac[ta.WallClock] != 0 {
		n++
	}
	return n
}

func (e *explorer) checkLimits(frontier int) string {
	if e.opt.StopAtFirst && e.found {
		return "stopped at the first violation"
	}
	if e.opt.MaxStates > 0 && e.store.Len() >= e.opt.MaxStates {
		return fmt.Sprintf("reached the state limit (%d states)", e.opt.MaxStates)
	}
	// Checked before each chunk, which adds far fewer states than the
	// margin, so that the table never has to grow past 2^32 slots.
	if int64(e.store.Len()) >= storeCapacity-storeCapacity/12 {
		return fmt.Sprintf("reached the state store's capacity (%d states)", storeCapacity-storeCapacity/12)
	}
	if err := e.store.SpillErr(); err != nil {
		return fmt.Sprintf("could not spill states to disk (%v)", err)
	}
	if e.opt.MaxMemory > 0 {
		heap := heapBytes()
		if e.opt.SpillDir != "" && heap > e.opt.MaxMemory/4 {
			e.store.SpillFromNow()
		}
		if heap > e.opt.MaxMemory {
			return fmt.Sprintf("reached the memory limit (%s in use, limit %s)", humanBytes(heap), humanBytes(e.opt.MaxMemory))
		}
	}
	select {
	case <-e.opt.Ctx.Done():
		if errors.Is(e.opt.Ctx.Err(), context.DeadlineExceeded) {
			return "reached the time limit"
		}
		return "interrupted"
	default:
	}
	if e.opt.Progress != nil && time.Since(e.lastReport) >= e.opt.ProgressEvery {
		e.lastReport = time.Now()
		e.opt.Progress(e.stats(frontier))
	}
	return ""
}

func (e *explorer) stats(frontier int) Stats {
	s := e.res.Stats
	s.States = int64(e.store.Len())
	s.Elapsed = time.Since(e.start)
	s.Frontier = frontier
	s.StoreBytes = e.store.Bytes()
	s.SpilledBytes = e.store.SpilledBytes()
	s.PeakRSS = peakRSS()
	s.Transitions = 0
	var runs, expansions int64
	var pred *predictor
	for _, w := range e.workers {
		s.Transitions += w.transitions
		if w.pred != nil {
			pred = w.pred.shared
			runs += w.pred.hits + w.pred.misses
			expansions += w.pred.replays + w.pred.learned
			s.InterpTime += w.pred.missTime
			s.PredictSavedTime += w.pred.saved()
		}
	}
	if r := e.predOff.Load(); r != nil {
		s.PredictOff = *r
	}
	if pred != nil {
		// What the trees hold, which does not depend on which worker
		// recorded what (see predictor.leaves).
		s.PredictMisses, s.PredictRecorded = pred.leaves.Load(), pred.paths.Load()
		s.PredictHits, s.PredictReplays = runs-s.PredictMisses, expansions-s.PredictRecorded
		s.PredictNodes = pred.nodes.Load()
	}
	if e.opt.DPOR {
		s.DPOR = true
		if e.reduce != nil {
			s.Executions, s.Executed = e.reduce.reduced.Load(), e.reduce.pruned.Load()
		}
	}
	if h := e.m.HorizonUnits(); h >= 0 {
		// Every state of an earlier wall-clock region has been explored.
		s.WallReached = min(e.curBucket/2, h) * e.m.Layout.G
	}
	return s
}

func (e *explorer) finish(frontier int) {
	if e.res.Complete {
		e.curBucket = 2*max(e.m.HorizonUnits(), 0) + 1
	}
	e.res.Stats = e.stats(frontier)
	for _, w := range e.workers {
		e.res.Covered.Or(w.covered)
	}
	for _, v := range e.propViol {
		if v != nil {
			e.res.Violations = append(e.res.Violations, v)
		}
	}
	for _, v := range e.sortedErrors() {
		e.res.Violations = append(e.res.Violations, v)
	}
}

func (e *explorer) sortedErrors() []*Violation {
	var out []*Violation
	for _, v := range e.errIdx {
		out = append(out, v)
	}
	// Deterministic: by the state, then the label, where they were found.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && less(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func less(a, b *Violation) bool {
	if a.State != b.State {
		return a.State < b.State
	}
	return a.Label < b.Label
}

// label interns a transition label.
func (e *explorer) label(stim int, choices []int) uint32 {
	var buf [64]byte
	k := binary.AppendVarint(buf[:0], int64(stim))
	for _, c := range choices {
		k = binary.AppendVarint(k, int64(c))
	}
	if id, ok := e.labelIdx[string(k)]; ok {
		return id
	}
	id := uint32(len(e.res.Labels))
	e.res.Labels = append(e.res.Labels, Label{Stim: stim, Choices: append([]int(nil), choices...)})
	e.labelIdx[string(k)] = id
	return id
}

// runtimeError records a failure of the program; other errors abort.
func (e *explorer) runtimeError(err error, state, label uint32) error {
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		return err
	}
	k := re.Error()
	v := e.errIdx[k]
	if v == nil {
		v = &Violation{Err: re, State: state, Label: label}
		e.errIdx[k] = v
		e.found = true
	}
	v.Count++
	return nil
}

// record appends a record with the current label choices.
func (w *worker) record(r succ, choices []int) *succ {
	r.chOff, r.chLen = int32(len(w.choices)), int32(len(choices))
	w.choices = append(w.choices, choices...)
	w.out = append(w.out, r)
	return &w.out[len(w.out)-1]
}

// failure records a runtime error (other errors stop the search).
func (w *worker) failure(err error, parent uint32, stim int, choices []int) {
	if w.learning {
		w.logEmit(stim, nil, nil, err, choices)
	}
	if w.tracing {
		w.trace(stim, nil, err)
	}
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		if w.fatal == nil {
			w.fatal = err
		}
		return
	}
	w.record(succ{kind: succError, parent: parent, stim: int32(stim), err: err}, choices)
}

// candidate records the successor in w.nst/w.nobs/w.nreg if the store
// lacks it, with its key and the properties it violates.
func (w *worker) candidate(parent uint32, stim int, later bool) {
	w.candidateOf(&w.nst, nil, nil, nil, parent, stim, later)
}

// candidateOf is candidate with the successor's discrete state in post
// (which it only reads) instead of w.nst, and its encoding in disc (from
// discWords) and what the properties conclude from it in memo, if known;
// choices are the stimulus's.
func (w *worker) candidateOf(post *ta.State, disc []byte, memo *obsMemo, choices []int, parent uint32, stim int, later bool) {
	m := w.m
	var key []byte
	if disc != nil {
		key = m.enc.encodeAfter(w.keyBuf, disc, w.nobs, w.nreg)
	} else {
		key = m.enc.encode(w.keyBuf, post, w.nobs, w.nreg)
	}
	if w.tracing {
		w.trace(stim, key, nil)
	}
	h := hashKey(key)
	if w.known(key, h) {
		return
	}
	w.newCandidate(key, h, post, nil, &w.nclk, memo, choices, parent, stim, later)
}

// newCandidate is candidateOf for a successor the store lacks, with its
// key, the key's hash h and its clocks clk; out is the recorded outcome
// whose discrete state post is, if a replay found it (its checks are then
// replayed too).
func (w *worker) newCandidate(key []byte, h uint64, post *ta.State, out *outcome, clk *regionClocks, memo *obsMemo, choices []int, parent uint32, stim int, later bool) {
	m := w.m
	r := succ{kind: succState, parent: parent, stim: int32(stim), later: later, wall: uint32(clk.r.Int[ta.WallClock]),
		keyOff: int32(len(w.keys)), violOff: int32(len(w.viols)), hash: h}
	w.keys = append(w.keys, key...)
	if len(m.Props) > 0 {
		if out != nil {
			r.trees = w.treesOfOutcome(out)
			r.err = w.checkOutcome(out, clk, memo)
		} else {
			r.err = w.check(post, clk, memo)
		}
	}
	r.nViol = int32(len(w.viols)) - r.violOff
	if w.tracing {
		for _, v := range w.viols[r.violOff:] {
			w.xtrace = binary.LittleEndian.AppendUint32(append(w.xtrace, 'v'), uint32(v))
		}
	}
	if r.err != nil {
		var re *ta.RuntimeError
		if !errors.As(r.err, &re) && w.fatal == nil {
			w.fatal = r.err
		}
	}
	w.record(r, choices)
}

// check appends to w.viols the properties a new state (discrete state
// st, clocks clk, obligations w.nobs) violates: while it is urgent
// (time may not pass), only transient properties are checked.
func (w *worker) check(st *ta.State, clk ta.Clocks, memo *obsMemo) error {
	m := w.m
	urgent, err := m.Mach.Urgent(st, clk)
	if err != nil {
		return err
	}
	for pi, p := range m.Props {
		if urgent && !p.Transient {
			continue
		}
		bad, err := m.violatesMemo(memo, p, st, clk, w.nobs)
		if err != nil {
			return err
		}
		if bad {
			w.viols = append(w.viols, int32(pi))
		}
	}
	return nil
}

func (w *worker) expandAll(states []uint32, trees []*discTrees) {
	for k, i := range states {
		if w.fatal != nil {
			return
		}
		mark := len(w.out)
		w.expand(i, trees[k])
		if r := w.e.reduce; r != nil {
			r.prune(w, i, mark)
		}
	}
}

// expand computes every successor of state i, whose discrete state's
// prediction trees are t if known.
//
// Prediction checks itself against the plain way now and then. Should a
// check fail, the state is expanded again the plain way, and so is every
// state after it, by every worker: the search goes on without
// prediction and reports what it finds, saying why (Stats.PredictOff).
func (w *worker) expand(i uint32, t *discTrees) {
	if w.pred != nil && w.e.predOff.Load() == nil {
		mark, tr := w.markOut(), w.transitions
		w.expandPredicted(i, t)
		if w.predBad == nil {
			return
		}
		w.e.predOff.CompareAndSwap(nil, w.predBad)
		w.predBad = nil
		w.truncateOut(mark)
		w.transitions = tr
	}
	pred := w.pred
	w.pred = nil
	m, store := w.m, w.e.store
	key := store.Key(i)
	m.enc.load(w.decBuf, key)
	m.enc.decodeRest(w.decBuf, store.Wall(i), w.obs, w.reg)
	m.enc.decodeDisc(w.decBuf, &w.st)
	w.expandPlain(i)
	w.pred = pred
}

// predictionFailed notes that prediction disagrees with the plain way
// on the state being expanded (see expand).
func (w *worker) predictionFailed(err error) {
	if w.predBad == nil {
		msg := err.Error()
		w.predBad = &msg
	}
}

// expandPredicted is expand with prediction.
func (w *worker) expandPredicted(i uint32, t *discTrees) {
	m := w.m
	store := w.e.store
	key := store.Key(i)
	m.enc.load(w.decBuf, key)
	m.enc.decodeRest(w.decBuf, store.Wall(i), w.obs, w.reg)
	if t != nil {
		w.curTrees, w.treesOf = t, i
	} else {
		// Timed now and then, for the estimate of what prediction saves.
		t0, sample := tick(&w.pred.treeLoads)
		w.loadTrees(i, m.enc.discKey(w.discBuf, key))
		if sample {
			w.pred.loads.add(time.Since(t0))
		}
	}
	if !m.replayable {
		m.enc.decodeDisc(w.decBuf, &w.st)
		w.expandPlain(i)
		return
	}
	// A replay needs no discrete state: only its trees, which its key
	// found.
	obs := obsMask(w.obs)
	if w.replaySampled(i, w.curTrees.expRoot(obs)) {
		return
	}
	m.enc.decodeDisc(w.decBuf, &w.st)
	w.learn(i, obs)
}

// expandPlain records the successors of state i, decoded in w.st,
// w.obs and w.reg.
func (w *worker) expandPlain(i uint32) {
	if w.expandStimuli(i) {
		w.expandDelay(i)
	}
}

// learn is expandPlain, recording the expansion (replay.go) in the
// trees of the state's discrete state with obligations obs.
func (w *worker) learn(i uint32, obs uint64) {
	w.pred.learned++
	w.learning, w.xbad, w.xlog = true, false, w.xlog[:0]
	w.xasked, w.xanswers = w.xasked[:0], w.xanswers[:0]
	w.pre, w.post = &w.lpre, &w.lpos
	t0, h0 := w.transitions, w.pred.hits+w.pred.misses
	w.expandPlain(i)
	w.learning = false
	w.pre, w.post = &w.clk, &w.nclk
	if w.fatal != nil || w.xbad || w.predBad != nil {
		return
	}
	runs, stims := int32(w.transitions-t0), int32(w.pred.hits+w.pred.misses-h0)
	if err := w.pred.shared.insertExpansion(w.curTrees, obs, w.xlog, runs, stims); err != nil {
		w.predictionFailed(err)
	}
}

// expandStimuli records the successors of state i (decoded in w.st,
// w.obs, w.reg) by its stimuli. It reports false if the search must
// stop.
func (w *worker) expandStimuli(i uint32) bool {
	m := w.m
	stimuli := m.Prog.Stimuli()
	for s := range stimuli {
		if !m.relevant[s] {
			continue
		}
		ok, err := m.Mach.Enabled(&w.st, w.pre, s)
		if err != nil {
			w.failure(err, i, s, nil)
			continue
		}
		if !ok {
			continue
		}
		w.odo.reset()
		for {
			w.fire(i, s)
			if w.fatal != nil {
				return false
			}
			if !w.odo.next() {
				break
			}
		}
	}
	return true
}

// expandDelay records the successor of state i by time passing.
func (w *worker) expandDelay(i uint32) {
	m := w.m
	urgent, err := m.Mach.Urgent(&w.st, w.pre)
	if err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	if urgent {
		return
	}
	ok := w.delay()
	if w.learning {
		w.logDelay(ok)
	}
	if !ok {
		return
	}
	w.transitions++
	w.nst.CopyFrom(&w.st)
	m.Mach.Elapse(&w.nst)
	copy(w.nobs, w.obs)
	if err := m.settle(&w.nst, w.post, w.nobs); err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	ok, err = m.Mach.Progress(&w.nst, w.post)
	if err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	if !ok {
		return
	}
	if w.learning {
		w.logEmit(-1, w.delayOutcome(), nil, nil, nil)
	}
	var disc []byte
	if !slices.Contains(w.st.Fired, true) {
		// Time passing changed no discrete state: the successor's
		// discrete part is state i's.
		disc = w.e.store.Key(i)
	}
	w.candidateOf(&w.nst, disc, nil, nil, i, -1, wallIndex(w.nreg) > wallIndex(w.reg))
}

// delay lets time pass from w.reg into w.nreg, and reports whether it
// may: some time may pass, and the horizon is not passed.
func (w *worker) delay() bool {
	if !w.m.Layout.Delay(w.nreg, w.reg) {
		return false
	}
	h := w.m.HorizonUnits()
	return h < 0 || int64(w.nreg.Int[ta.WallClock]) <= h
}

// treesOfOutcome returns the prediction trees of out's discrete state.
func (w *worker) treesOfOutcome(out *outcome) *discTrees {
	if t := out.trees.Load(); t != nil {
		return t
	}
	// A key's discrete part is discWords' first bytes (the rest are 0).
	t := w.pred.shared.treesOf(out.disc[:(w.m.enc.disc+7)/8])
	out.trees.Store(t)
	return t
}

// loadTrees makes curTrees the prediction trees of state i, whose
// discrete key is dk.
func (w *worker) loadTrees(i uint32, dk []byte) {
	t := w.trees[string(dk)]
	if t == nil {
		t = w.pred.shared.treesOf(dk)
		w.trees[t.key] = t
	}
	w.curTrees, w.treesOf = t, i
}

// fire runs stimulus s from state i (decoded in w.st, w.obs, w.reg) with
// the odometer's current choices, and records the successor.
func (w *worker) fire(i uint32, s int) {
	m := w.m
	w.nreg.CopyFrom(w.reg)
	copy(w.nobs, w.obs)
	w.odo.rewind()
	if w.learning {
		w.logBegin()
	}
	clk, nclk := w.pre, w.post
	eff := w.eff
	// The successor's discrete state: w.nst, or a predicted run's
	// recorded outcome, which is only read, so that a predicted
	// transition copies no discrete state.
	post := &w.nst
	var disc []byte
	var memo *obsMemo
	var out *outcome
	var err error
	predicted := false
	same := false // the run leaves the discrete state as it was
	if w.pred == nil {
		w.nst.CopyFrom(&w.st)
		err = w.runner.Fire(&w.nst, nclk, s, &w.odo, w.eff)
		// A run changed the variables exactly when it says so.
		same = err == nil && len(w.eff.Changed) == 0 && slices.Equal(w.nst.Timers, w.st.Timers) &&
			slices.Equal(w.nst.RuleOff, w.st.RuleOff) && slices.Equal(w.nst.Fired, w.st.Fired)
	} else {
		if w.treesOf != i {
			w.loadTrees(i, m.enc.discKeyOf(w.discBuf, &w.st))
		}
		root := &w.curTrees.roots[s]
		t0, sample := tick(&w.pred.calls)
		walkFrom := len(w.xlog)
		if out = root.predict(nclk, &w.odo); out != nil {
			w.pred.hits++
			predicted = true
			if sample {
				if cerr := w.checkPrediction(s, out, time.Since(t0)); cerr != nil {
					w.predictionFailed(cerr)
					return
				}
			}
		} else {
			// Not seen: undo the partial walk (and strike it from the
			// expansion being recorded, whose questions must be the
			// run's) and run the interpreter, recording the run.
			w.xlog = w.xlog[:walkFrom]
			w.nst.CopyFrom(&w.st)
			w.nreg.CopyFrom(w.reg)
			w.odo.rewind()
			w.pred.misses++
			t0 := time.Now()
			p := w.pred.shared
			p.mu.Lock()
			rec := newRecorder(p, &root.node, nclk, &w.odo)
			err = w.runner.Fire(&w.nst, rec, s, rec, w.eff)
			out = rec.finish(&w.nst, m.enc.discWords(&w.nst), &w.st, w.eff, err)
			root.recorded()
			p.mu.Unlock()
			w.pred.missTime += time.Since(t0)
		}
		post, disc, eff, err, same = &out.st, out.disc, out.eff, out.err, out.same
		memo = out.memo.Load()
		if memo == nil {
			// Asked of the unlogged clocks: the memo depends on no
			// clock, and is made once, by whichever expansion comes
			// first.
			memo = m.memoize(&w.st, &w.clk, post, &w.nclk, eff)
			out.memo.Store(memo)
		}
	}
	w.transitions++
	if !predicted {
		// A predicted outcome's statements were covered when its run
		// was recorded, by this worker (or in a chunk discarded at a
		// limit, after which nothing is expanded).
		w.covered.Or(eff.Covered)
	}
	if err == nil && !memo.skipsObservers(w.obs) {
		err = m.observeMemo(memo, &w.st, clk, post, nclk, w.nobs, eff)
		if err == nil {
			err = m.settleMemo(memo, post, nclk, w.nobs)
		}
	}
	if err != nil {
		w.failure(err, i, s, w.odo.choices)
		return
	}
	ok, err := m.Mach.Progress(post, nclk)
	if err != nil {
		w.failure(err, i, s, w.odo.choices)
		return
	}
	if !ok {
		return
	}
	if w.learning {
		w.logEmit(s, out, memo, nil, w.odo.choices)
	}
	if same && w.nreg.Equal(w.reg) && slices.Equal(w.nobs, w.obs) {
		// A third of a home's runs change nothing (motion where the
		// light is on already): the successor is state i itself, which
		// the store holds, and needs no encoding or lookup.
		if w.tracing {
			w.trace(s, w.e.store.Key(i), nil)
		}
		return
	}
	w.candidateOf(post, disc, memo, w.odo.choices, i, s, false)
}

// checkPrediction runs the interpreter for a predicted run, as a sample:
// it checks that the prediction was right, and measures what prediction
// saves: the interpreter's run, and what the outcome's memo and encoding
// spare the observers and the key, less what the prediction took
// (walked). Those are timed warm (the best of a few repetitions), as
// they run in the search's inner loop; walked is the walk the search
// made, cold: timed warm, a walk hides the cache misses of a tree and an
// outcome seen last thousands of states ago, which are most of its cost,
// and the estimate was five times what turning prediction off costs.
func (w *worker) checkPrediction(s int, out *outcome, walked time.Duration) error {
	p := w.pred
	if p.scratch.Vals == nil {
		p.scratch, p.scratchReg = w.st.Clone(), w.m.Layout.NewRegion()
		p.scratchEff = ta.NewEffects(w.m.Prog)
	}
	// The worker's, so that a sample allocates nothing.
	clk := &w.sampleClk
	*clk = regionClocks{m: w.m, r: p.scratchReg}
	restart := func() {
		p.scratch.CopyFrom(&w.st)
		p.scratchReg.CopyFrom(w.reg)
		w.odo.rewind()
	}
	var err error
	interp := fastest(restart, func() { err = w.runner.Fire(&p.scratch, clk, s, &w.odo, p.scratchEff) })
	if (err == nil) != (out.err == nil) || !p.scratch.Equal(&out.st) || !p.scratchReg.Equal(w.nreg) {
		return fmt.Errorf("successor prediction disagrees with the interpreter on %s", w.m.Prog.Stimuli()[s].Name)
	}
	if p.scratchObs == nil {
		p.scratchObs, p.scratchDisc = make([]bool, len(w.obs)), w.m.enc.scratch()
	}
	m, memo := w.m, out.memo.Load()
	// As fire does, from the run's clocks (w.nreg) and the observers
	// before it.
	after := func() {
		p.scratchReg.CopyFrom(w.nreg)
		copy(p.scratchObs, w.obs)
	}
	memoized := fastest(after, func() {
		if !memo.skipsObservers(w.obs) {
			_ = m.observeMemo(memo, &w.st, &w.clk, &out.st, clk, p.scratchObs, out.eff)
			_ = m.settleMemo(memo, &out.st, clk, p.scratchObs)
		}
	})
	plain := fastest(after, func() {
		m.enc.discKeyOf(p.scratchDisc, &out.st)
		_ = m.observe(&w.st, &w.clk, &out.st, clk, p.scratchObs, out.eff)
		_ = m.settle(&out.st, clk, p.scratchObs)
	})
	p.runs.add(interp + plain - walked - memoized)
	return nil
}

// fastest times run, after setup each time, and returns the shortest of
// a few repetitions: warm, and clear of an unlucky preemption.
func fastest(setup, run func()) time.Duration {
	const reps = 4
	var best time.Duration
	for k := 0; k < reps; k++ {
		setup()
		t0 := time.Now()
		run()
		if d := time.Since(t0); k == 0 || d < best {
			best = d
		}
	}
	return best
}

// odometer enumerates every combination of choices a stimulus makes, by
// re-running it: the first run takes choice 0 everywhere, and each next
// run advances the last choice point that has another option.
type odometer struct {
	choices []int
	sizes   []int
	pos     int
}

func (o *odometer) reset()  { o.choices, o.sizes, o.pos = o.choices[:0], o.sizes[:0], 0 }
func (o *odometer) rewind() { o.pos = 0 }

// ChooseRandom implements ta.Chooser.
func (o *odometer) ChooseRandom(lo, hi int64) int64 {
	return lo + int64(o.ChooseFactor(-1, int(hi-lo+1)))
}

// ChooseFactor implements ta.Chooser.
func (o *odometer) ChooseFactor(_, n int) int {
	if o.pos < len(o.choices) {
		c := o.choices[o.pos]
		o.pos++
		return c
	}
	o.choices = append(o.choices, 0)
	o.sizes = append(o.sizes, n)
	o.pos++
	return 0
}

func (o *odometer) next() bool {
	for k := len(o.choices) - 1; k >= 0; k-- {
		if o.choices[k]+1 < o.sizes[k] {
			o.choices[k]++
			o.choices, o.sizes = o.choices[:k+1], o.sizes[:k+1]
			return true
		}
	}
	return false
}

// fixedChoices replays the choices of a label, in reading order.
type fixedChoices struct {
	choices []int
	pos     int
}

// ChooseRandom implements ta.Chooser.
func (f *fixedChoices) ChooseRandom(lo, hi int64) int64 {
	return lo + int64(f.ChooseFactor(-1, int(hi-lo+1)))
}

// ChooseFactor implements ta.Chooser.
func (f *fixedChoices) ChooseFactor(_, n int) int {
	c := 0
	if f.pos < len(f.choices) {
		c = f.choices[f.pos]
	}
	f.pos++
	return min(c, n-1)
}

// factorChoices gives each factor the class a trace recorded for it, and
// random expressions the recorded values in order.
type factorChoices struct {
	given   []ta.FactorChoice
	randoms []int64 // recorded values, in order
	missing []int   // factors read without a recorded class
	short   bool    // a random value was needed that was not recorded or is out of range
	lenient bool    // unrecorded: the first class, the lowest value
}

// ChooseRandom implements ta.Chooser.
func (f *factorChoices) ChooseRandom(lo, hi int64) int64 {
	if f.lenient && len(f.randoms) == 0 {
		return lo
	}
	if len(f.randoms) == 0 || f.randoms[0] < lo || f.randoms[0] > hi {
		f.short = true
		return lo
	}
	v := f.randoms[0]
	f.randoms = f.randoms[1:]
	return v
}

// ChooseFactor implements ta.Chooser.
func (f *factorChoices) ChooseFactor(fac, n int) int {
	for _, g := range f.given {
		if g.Factor == fac && g.Class < n {
			return g.Class
		}
	}
	if !f.lenient {
		f.missing = append(f.missing, fac)
	}
	return 0
}
