package search

import (
	"context"
	"errors"
	"math"
	"sync"
	"time"

	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/ta"
)

// KeyedSemantics is what the timed breadth-first search with workers
// (TimedBFS) needs of a symbolic semantics whose states the store keeps
// by their canonical keys: Semantics, cut where workers need it. The
// start state and a state's successors are written to an Out as keys
// with their labels, times and verdicts, not handed over one by one; each
// worker has an Expander of its own, with its own scratch; a state comes
// back to its expander as its number in the store, whose key the
// expander decodes, with a hint (H) its expansion's finder left for it.
// The region semantics with successor prediction (regionsearch.Explore)
// implements it, with the prediction trees of the state's discrete state
// as the hint.
//
// Time is a bucket: a successor is in its state's bucket or, marked
// later, in the next one; the search expands the buckets in order, and
// each breadth first.
type KeyedSemantics[H any] interface {
	// KeyBytes is the width of every key.
	KeyBytes() int
	// Props are the properties whose numbers Out.Violates takes.
	Props() []*spec.Property
	// Statements is the number of statements Out.Cover's bits stand for.
	Statements() int
	// NewExpander returns a worker's expander, writing to o and reading
	// st.
	NewExpander(o *Out[H], st *store.Store) Expander[H]
	// Budget is called between chunks, when no expander is running: the
	// semantics may drop what it keeps on the side (caches). It reports
	// whether the hints given with states are then to be forgotten.
	Budget(st *store.Store) (forgetHints bool)
	// Yield drops what the semantics keeps on the side for good, for a
	// search past its memory limit, when no expander is running. It
	// reports whether a collection may now free memory it held (it
	// dropped something, now or before and not collected since): then
	// the hints are forgotten, and the heap collected and read again.
	Yield() bool
	// Stats adds the semantics' own measurements to s: bucket is where
	// the search got to, and complete whether it explored everything.
	Stats(s *Stats, bucket int64, complete bool)
}

// Expander computes successors for one worker. Expand writes to its Out
// every successor of the stored state i, whose hint is h, that the
// store did not hold when its chunk began, and every runtime error of a
// transition from it; it reads the store and never writes it. Start
// writes the start state (its parent store.NoParent, its stimulus -1)
// and returns its time bucket; ErrNoInitial if there is none. The
// search calls it once, on the first worker's expander.
type Expander[H any] interface {
	Start() (bucket int64, err error)
	Expand(i uint32, h H)
}

// Out is what a worker's expander writes: successor records in order,
// with their keys, label choices and violated properties, the error that
// stopped the worker, and the worker's counts (transitions computed,
// statements executed).
type Out[H any] struct {
	recs    []succ[H]
	keys    []byte  // of the states in recs
	choices []int   // label choices of the records
	viols   []int32 // properties violated by the states in recs
	// violFrom is where the violations of the state being recorded
	// begin (see Violates).
	violFrom    int
	fatal       error
	transitions int64
	covered     ta.Bits
}

// succ is one successor (or failure) an expander found, in expansion
// order. Successors the store already had when the chunk began are not
// recorded: the search has nothing left to do for them.
type succ[H any] struct {
	kind           succKind
	later          bool
	parent         uint32
	stim           int32 // -1: delay
	chOff, chLen   int32
	keyOff         int32
	wall           uint32
	violOff, nViol int32
	hash           uint64 // of the key
	err            error  // succError; for succState, a failure checking its properties
	hint           H      // succState: what the state's expansion may use
}

type succKind uint8

const (
	succState succKind = iota // a state the store did not have when the chunk began
	succError                 // a runtime error of the program
)

// NewOut returns an empty Out for a program of the given number of
// statements, on cache lines of its own: an expander writes it on every
// transition.
func NewOut[H any](statements int) *Out[H] {
	p := &struct {
		_ [CacheLine]byte
		o Out[H]
		_ [CacheLine]byte
	}{}
	p.o.covered = Padded[uint64](len(ta.NewBits(statements)), 8)
	return &p.o
}

func (o *Out[H]) record(r succ[H], choices []int) {
	r.chOff, r.chLen = int32(len(o.choices)), int32(len(choices))
	o.choices = append(o.choices, choices...)
	o.recs = append(o.recs, r)
}

// Fail records that the transition by stimulus stim (-1: time passing,
// with choices) from state parent fails: a runtime error of the
// program is a finding; any other error stops the search (the first is
// kept).
func (o *Out[H]) Fail(err error, parent uint32, stim int, choices []int) {
	if !isRuntimeError(err) {
		if o.fatal == nil {
			o.fatal = err
		}
		return
	}
	o.record(succ[H]{kind: succError, parent: parent, stim: int32(stim), err: err}, choices)
}

// Violates notes that the state State records next violates property
// prop (a number in KeyedSemantics.Props).
func (o *Out[H]) Violates(prop int) { o.viols = append(o.viols, int32(prop)) }

// Violations are the properties noted by Violates since the last state
// was recorded.
func (o *Out[H]) Violations() []int32 { return o.viols[o.violFrom:] }

// State records a successor the store did not hold: its key (hash h),
// the state it is reached from, the stimulus (-1: time passing) and
// choices of the transition, whether it is in the next time bucket, its
// wall clock (the store keeps it beside the key), the hint its
// expansion gets, the error checking its properties ran into (a runtime
// error is a finding; any other stops the search), and the properties
// noted with Violates.
func (o *Out[H]) State(key []byte, h uint64, parent uint32, stim int, choices []int, later bool, wall uint32, hint H, err error) {
	r := succ[H]{kind: succState, parent: parent, stim: int32(stim), later: later, wall: wall,
		keyOff: int32(len(o.keys)), violOff: int32(o.violFrom), nViol: int32(len(o.viols) - o.violFrom), hash: h, hint: hint, err: err}
	o.keys = append(o.keys, key...)
	o.violFrom = len(o.viols)
	if err != nil && !isRuntimeError(err) && o.fatal == nil {
		o.fatal = err
	}
	o.record(r, choices)
}

// Fatal is the error that stops the search, if any.
func (o *Out[H]) Fatal() error { return o.fatal }

// Transitions counts n transitions computed.
func (o *Out[H]) Transitions(n int64) { o.transitions += n }

// Transitioned is the number of transitions counted.
func (o *Out[H]) Transitioned() int64 { return o.transitions }

// Cover notes the statements b as executed.
func (o *Out[H]) Cover(b ta.Bits) { o.covered.Or(b) }

// Len is the number of records: a mark for Truncate and Filter.
func (o *Out[H]) Len() int { return len(o.recs) }

// Mark is how much an Out holds, so that what is written after it can
// be taken back (Truncate).
type Mark struct {
	recs, keys, choices, viols int
	transitions                int64
}

// Mark returns the Out's mark.
func (o *Out[H]) Mark() Mark {
	return Mark{len(o.recs), len(o.keys), len(o.choices), len(o.viols), o.transitions}
}

// Truncate takes back the records and transitions written since m.
func (o *Out[H]) Truncate(m Mark) {
	o.recs, o.keys, o.choices, o.viols = o.recs[:m.recs], o.keys[:m.keys], o.choices[:m.choices], o.viols[:m.viols]
	o.violFrom = len(o.viols)
	o.transitions = m.transitions
}

// Filter keeps, of the records from the from-th on, the failures and
// those that keep(stim) says to (stim -1: time passing), and returns
// how many it dropped.
func (o *Out[H]) Filter(from int, keep func(stim int) bool) int {
	kept := o.recs[:from]
	for _, r := range o.recs[from:] {
		if r.kind == succError || keep(int(r.stim)) {
			kept = append(kept, r)
		}
	}
	dropped := len(o.recs) - len(kept)
	o.recs = kept
	return dropped
}

func (o *Out[H]) clear() {
	o.Truncate(Mark{transitions: o.transitions})
	o.fatal = nil
}

// forgetHints drops the records' hints, to their capacity: a stale
// element past the length would keep what it points to.
func (o *Out[H]) forgetHints() {
	var zero H
	recs := o.recs[:cap(o.recs)]
	for i := range recs {
		recs[i].hint = zero
	}
}

// timedBFS is the timed breadth-first search. States are expanded in
// chunks of the current time bucket: the workers compute the successors
// of a chunk's states in parallel, taking blocks of the chunk as they
// become free (the store is only read then), each successor's key, hash
// and whether the store had it already; the main goroutine then adds the
// new ones to the store block by block, in the order one worker would
// have, so the states, their numbering, the traces and the verdicts do
// not depend on the number of workers. The merge is the sequential part
// of the search, so the workers do everything they can: the merge only
// inserts states that were new when the chunk began, with their hashes
// computed, comparing keys only with the states the chunk added.
type timedBFS[H any] struct {
	sem     KeyedSemantics[H]
	props   []*spec.Property
	width   int // of the keys
	opt     Options
	res     *Result
	store   *store.Store
	workers []*worker[H]
	// running counts the workers' goroutines that have not returned
	// (see stopWorkers).
	running sync.WaitGroup

	chunks  [2]chunk[H] // the chunk being merged and the one being expanded
	nchunks int
	since   uint32 // states in the store when the merged chunk's expansion began

	labelIdx   map[string]uint32
	stimLabel  []uint32 // label + 1 of each stimulus without choices; 0: not interned yet
	errIdx     map[string]*Violation
	propViol   []*Violation
	cur, next  frontier[H]
	curBucket  int64
	expanded   int64
	found      bool // a violation was found (for StopAtFirst)
	ended      bool // the search is over (finish)
	lastReport time.Time
	start      time.Time
}

// TimedBFS runs the timed breadth-first search of the paper's Fig. 5
// over sem from its start state, with opt.Workers workers: states are
// explored by time bucket, and breadth first within a bucket, so each
// state's trace is the earliest, then the shortest, way to reach it. The
// result does not depend on the number of workers. The result's Model is
// the caller's to set.
func TimedBFS[H any](sem KeyedSemantics[H], opt Options) (res *Result, err error) {
	defer func() {
		// After the workers have stopped (deferred below, run first).
		var wp *WorkerPanic
		if errors.As(err, &wp) {
			panic(wp)
		}
	}()
	if opt.Ctx == nil {
		opt.Ctx = context.Background()
	}
	if opt.ProgressEvery == 0 {
		opt.ProgressEvery = time.Second
	}
	e := &timedBFS[H]{sem: sem, props: sem.Props(), width: sem.KeyBytes(), opt: opt, start: time.Now()}
	e.store = store.NewStore(e.width)
	if opt.SpillDir != "" {
		// With a memory limit, the pages stay on the heap until a
		// quarter of it is used (checkLimits), so that small searches
		// touch no disk; the rest is for what cannot be spilled: the
		// hash table (5 to 11 bytes a state, and both generations
		// while it grows), the frontier and the semantics' caches.
		budget := int64(0)
		if opt.MaxMemory > 0 {
			budget = math.MaxInt64
		}
		e.store.Spill(opt.SpillDir, budget)
	}
	e.res = &Result{Store: e.store, Complete: true}
	for i := 0; i < max(opt.Workers, 1); i++ {
		e.workers = append(e.workers, e.newWorker())
	}
	e.labelIdx = map[string]uint32{}
	e.errIdx = map[string]*Violation{}
	e.propViol = make([]*Violation, len(e.props))
	e.label(-1, nil) // delayLabel

	w := e.workers[0]
	bucket, err := w.x.Start()
	if err != nil {
		return nil, err
	}
	if err := e.merge(w); err != nil {
		return nil, err
	}
	e.curBucket = bucket
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
	var pend *chunk[H]
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
			pend = e.startChunk(e.cur.states[qi:end], e.cur.hints[qi:end])
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
		next := e.startChunk(e.cur.states[qi:qi+chunkStates], e.cur.hints[qi:qi+chunkStates])
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

// frontier is a list of states to expand, each with the hint its
// finder left for its expansion (the zero H where none).
type frontier[H any] struct {
	states []uint32
	hints  []H
}

func (f *frontier[H]) add(i uint32, h H) {
	f.states = append(f.states, i)
	f.hints = append(f.hints, h)
}

func (f *frontier[H]) reset() { f.states, f.hints = f.states[:0], f.hints[:0] }

// forgetHints drops every hint the search holds (the semantics dropped
// what they point to): in the frontier and in the workers' records,
// cleared to their capacity.
func (e *timedBFS[H]) forgetHints() {
	clear(e.cur.hints[:cap(e.cur.hints)])
	clear(e.next.hints[:cap(e.next.hints)])
	for _, w := range e.workers {
		for k := range w.bufs {
			w.bufs[k].forgetHints()
		}
		w.out.forgetHints()
	}
}

// isRuntimeError reports whether err is a runtime error of the program
// (a finding) rather than one that stops the search.
func isRuntimeError(err error) bool {
	var re *ta.RuntimeError
	return errors.As(err, &re)
}
