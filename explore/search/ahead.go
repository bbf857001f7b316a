package search

import (
	"sync"
	"sync/atomic"
)

// Ahead is the workers of a search over a FIFO waiting list whose
// expansions depend only on the state expanded, not on what the search
// has stored (the zone engine's: running the interpreter on a zone,
// splitting, letting time pass, extrapolating), while what happens to
// the successors does (covering, numbering, checks). The workers expand
// the items at the head of the waiting list ahead of the search, each
// with its own scratch, into expansions (X) that record what the
// expansion would do to the search; the search takes the items off the
// list one by one exactly as with one worker, and applies each one's
// expansion where it would have expanded it, waiting for it if need be.
// An item the search skips when it reaches it (a zone stored meanwhile
// covers it) has its expansion thrown away: work wasted, not a
// different result. So the search is the one-worker search, item for
// item, for any number of workers, and there is no barrier: the search
// applies while the others expand the next items.
//
// The search's own goroutine is one of the workers: it expands the item
// it needs next itself when no other worker has started it, and
// otherwise helps with the items after it rather than wait.
type Ahead[T, X any] struct {
	window int
	queue  []*aheadTask[T, X] // the tasks of the waiting list's head, in order
	todo   chan *aheadTask[T, X]
	stop   atomic.Bool
	wg     sync.WaitGroup
	self   func(T) X // the search's goroutine's expansion
}

// aheadTask is an item given to the workers. The first goroutine to take
// it (taken) expands it; the search may also expand it rather than wait
// (an expansion is the same whoever computes it): the first to finish
// (finished) sets x and closes done.
type aheadTask[T, X any] struct {
	item     T
	taken    atomic.Bool
	finished atomic.Bool
	x        X
	ok       bool // x was computed (not: the item was not to be expanded)
	done     chan struct{}
}

// NewAhead starts the workers of a search with the given number of
// workers (its own goroutine and workers-1 others), expanding up to
// window items ahead of it; newExpand returns a worker's expansion (with
// its own scratch), once for each worker. With one worker there are
// none: Next always reports false, and the search expands the items
// itself.
func NewAhead[T, X any](workers, window int, newExpand func() func(T) X) *Ahead[T, X] {
	a := &Ahead[T, X]{}
	if workers <= 1 {
		return a
	}
	a.window = window
	a.todo = make(chan *aheadTask[T, X], 2*window)
	a.self = newExpand()
	for k := 1; k < workers; k++ {
		expand := newExpand()
		a.wg.Add(1)
		go func() {
			defer a.wg.Done()
			for t := range a.todo {
				if a.stop.Load() {
					return
				}
				t.run(expand)
			}
		}()
	}
	return a
}

// Close stops the workers (the items they have not started are not
// expanded) and waits for them.
func (a *Ahead[T, X]) Close() {
	if a.todo == nil {
		return
	}
	a.stop.Store(true)
	close(a.todo)
	a.wg.Wait()
}

// Next returns the expansion of the item at the head of the (non-empty)
// waiting list, which the caller then takes off it; false with one
// worker, or for an item that was not to be expanded when it was given
// to the workers. First it gives the workers the items up to window
// ahead: the waiting list has n items, and item(k) returns its k-th (of
// those not given yet) and whether it is to be expanded.
func (a *Ahead[T, X]) Next(n int, item func(k int) (T, bool)) (X, bool) {
	if a.todo == nil {
		var zero X
		return zero, false
	}
	for len(a.queue) < min(n, a.window) {
		it, expand := item(len(a.queue))
		t := &aheadTask[T, X]{item: it, done: make(chan struct{})}
		a.queue = append(a.queue, t)
		if !expand {
			t.taken.Store(true)
			var zero X
			t.finish(zero, false)
			continue
		}
		select {
		case a.todo <- t:
		default:
			// The other workers are far behind (the channel also holds
			// the tasks this goroutine took from them): it will expand
			// this one itself.
		}
	}
	t := a.queue[0]
	a.queue[0] = nil
	a.queue = a.queue[1:]
	if !t.run(a.self) {
		// Another worker has it: help with the next ones meanwhile;
		// when none is left, expand it too rather than wait for a worker
		// that may not be running (the machine may be busy).
		for _, u := range a.queue {
			if t.isDone() {
				break
			}
			u.run(a.self)
		}
		if !t.isDone() {
			t.finish(a.self(t.item), true)
		}
		<-t.done
	}
	return t.x, t.ok
}

// run expands t with expand if no other goroutine has taken it.
func (t *aheadTask[T, X]) run(expand func(T) X) bool {
	if !t.taken.CompareAndSwap(false, true) {
		return false
	}
	t.finish(expand(t.item), true)
	return true
}

// finish publishes x as t's expansion unless another goroutine's was.
func (t *aheadTask[T, X]) finish(x X, ok bool) {
	if t.finished.CompareAndSwap(false, true) {
		t.x, t.ok = x, ok
		close(t.done)
	}
}

func (t *aheadTask[T, X]) isDone() bool {
	select {
	case <-t.done:
		return true
	default:
		return false
	}
}
