package search

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sync/atomic"
	"time"

	"github.com/delorean-mc/delorean/ta"
)

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
// w.bufs[parity].recs[lo:hi], and the error that stopped it, if any.
type block[H any] struct {
	w      *worker[H]
	lo, hi int
	err    error
}

// worker runs an expander on the blocks of chunks, on a goroutine of its
// own (the first worker: the search's). Everything it writes is its own,
// down to the cache lines.
type worker[H any] struct {
	_   [CacheLine]byte
	x   Expander[H]
	out *Out[H]

	// Chunks: the output of each parity (one chunk's is merged while the
	// next's is written), the chunk being expanded, the counts before
	// it, and the goroutine's chunks to expand (workers besides the
	// first).
	bufs            [2]Out[H]
	chunk           int // the seq of the chunk being expanded, or last expanded
	snapTransitions int64
	snapCovered     ta.Bits
	job             atomic.Pointer[chunk[H]] // the chunk to expand next (workers besides the first)
	wake            chan struct{}            // a token when job is set, for a worker that stopped spinning
	quit            atomic.Bool

	_ [CacheLine]byte
}

// CacheLine is the size of a cache line (see Padded).
const CacheLine = 64

// Padded returns a slice of n elements of elem bytes with a cache line
// of its own memory on either side, so that no other object shares a
// cache line with it: for what a worker writes on every transition.
// When two workers' small buffers shared a line (the allocator packs
// small objects together), each write took the line from the other
// core, and two workers ran at random half as fast.
func Padded[T any](n, elem int) []T {
	pad := (CacheLine + elem - 1) / elem
	return make([]T, n+2*pad)[pad : pad+n : pad+n]
}

// PaddedCopy is a copy of s on cache lines of its own (see Padded).
func PaddedCopy[T any](s []T, elem int) []T {
	c := Padded[T](len(s), elem)
	copy(c, s)
	return c
}

// newWorker returns a worker with its expander.
func (e *timedBFS[H]) newWorker() *worker[H] {
	w := &worker[H]{out: NewOut[H](e.sem.Statements())}
	w.x = e.sem.NewExpander(w.out, e.store)
	return w
}

// chunk is a chunk of states being expanded: the workers claim its
// blocks in order and record what they computed in blocks.
type chunk[H any] struct {
	states []uint32
	hints  []H    // by state (see frontier)
	seq    int    // chunks started before it
	parity int    // which of the workers' output buffers it uses
	since  uint32 // states in the store when its expansion began
	bounds []int32
	blocks []block[H]
	next   atomic.Int32  // the next block to claim
	busy   atomic.Int32  // workers besides the first still expanding it
	done   chan struct{} // a token when busy drops to 0, for a main goroutine that stopped spinning
}

// startChunk starts the expansion of states: with more than one worker,
// the other workers begin at once.
func (e *timedBFS[H]) startChunk(states []uint32, hints []H) *chunk[H] {
	c := &e.chunks[e.nchunks&1]
	c.seq, c.parity = e.nchunks, e.nchunks&1
	e.nchunks++
	c.bounds = blockBounds(c.bounds, len(states), len(e.workers))
	nb := len(c.bounds) - 1
	if cap(c.blocks) < nb {
		c.blocks = make([]block[H], nb)
	}
	c.blocks = c.blocks[:nb]
	clear(c.blocks)
	c.states, c.hints, c.since = states, hints, uint32(e.store.Len())
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
// the other workers. Its hints are not needed after: the chunk lets go
// of them, since they are a slice of a frontier's array that appending
// may since have replaced, which would keep that array and every hint
// in it (forgetHints clears only the frontiers' arrays).
func (e *timedBFS[H]) finishChunk(c *chunk[H]) {
	e.runChunk(e.workers[0], c)
	waitUntil(func() bool { return c.busy.Load() == 0 }, c.done)
	c.hints = nil
}

// runChunk expands blocks of c with w until none is left, or until the
// context is done: a chunk of a large program takes seconds (the limits
// are checked between chunks). The blocks claimed are then a prefix of
// the chunk, each expanded, which the merge takes.
func (e *timedBFS[H]) runChunk(w *worker[H], c *chunk[H]) {
	w.beginChunk(c)
	for e.opt.Ctx.Err() == nil {
		b := int(c.next.Add(1)) - 1
		if b >= len(c.blocks) {
			break
		}
		lo := len(w.out.recs)
		from, to := c.bounds[b], c.bounds[b+1]
		w.expandAll(c.states[from:to], c.hints[from:to])
		c.blocks[b] = block[H]{w: w, lo: lo, hi: len(w.out.recs), err: w.out.fatal}
		if w.out.fatal != nil {
			break
		}
	}
	w.endChunk(c)
}

func (w *worker[H]) expandAll(states []uint32, hints []H) {
	for k, i := range states {
		if w.out.fatal != nil {
			return
		}
		w.expand(i, hints[k])
	}
}

// expand expands state i, a panic becoming the worker's fatal error: on
// a worker's own goroutine nothing could catch it, and the process
// would end with Go's exit code 2, which reads as bad input. TimedBFS
// panics with it again on the search's goroutine (WorkerPanic).
func (w *worker[H]) expand(i uint32, hint H) {
	defer func() {
		if p := recover(); p != nil {
			w.out.fatal = &WorkerPanic{Value: p, State: i, Stack: debug.Stack()}
		}
	}()
	w.x.Expand(i, hint)
}

// WorkerPanic is a panic while expanding a state, carried from the
// goroutine it happened on to the search's, where TimedBFS panics with
// it again: the caller's recover (the command's, which reports an
// internal error) then sees it whichever worker it happened on.
type WorkerPanic struct {
	Value any
	State uint32
	Stack []byte // the stack where it happened
}

func (p *WorkerPanic) Error() string {
	return fmt.Sprintf("panic expanding state %d: %v\n%s", p.State, p.Value, p.Stack)
}

// startWorkers starts the goroutines of the workers besides the first,
// which is the main goroutine's.
func (e *timedBFS[H]) startWorkers() {
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
func (e *timedBFS[H]) stopWorkers() {
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

// discard forgets a chunk expanded speculatively (see TimedBFS): the
// workers' counts go back to where they were before it.
func (e *timedBFS[H]) discard(c *chunk[H]) {
	for _, w := range e.workers {
		if w.chunk == c.seq {
			w.out.transitions = w.snapTransitions
			copy(w.out.covered, w.snapCovered)
		}
	}
}

// reserve makes room in the store for every new state c may add, with a
// goroutine per worker: the table then grows outside the sequential
// merge. The workers must be free.
func (e *timedBFS[H]) reserve(c *chunk[H]) {
	fresh := 0
	for _, b := range c.blocks {
		fresh += b.hi - b.lo
	}
	e.store.Reserve(fresh, len(e.workers))
}

// mergeChunk adds the successors computed for c to the store, block by
// block, which is state order.
func (e *timedBFS[H]) mergeChunk(c *chunk[H]) error {
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
func (w *worker[H]) beginChunk(c *chunk[H]) {
	b := &w.bufs[c.parity]
	w.out.recs, w.out.keys, w.out.choices, w.out.viols = b.recs[:0], b.keys[:0], b.choices[:0], b.viols[:0]
	w.out.violFrom = 0
	w.out.fatal = nil
	w.chunk = c.seq
	w.snapTransitions = w.out.transitions
	if w.snapCovered == nil {
		w.snapCovered = make(ta.Bits, len(w.out.covered))
	}
	copy(w.snapCovered, w.out.covered)
}

// endChunk saves the worker's output for the merge.
func (w *worker[H]) endChunk(c *chunk[H]) {
	b := &w.bufs[c.parity]
	b.recs, b.keys, b.choices, b.viols = w.out.recs, w.out.keys, w.out.choices, w.out.viols
}
