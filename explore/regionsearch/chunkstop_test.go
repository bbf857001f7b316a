package regionsearch

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/ta"
)

// countdownCtx is a context that its own polls cancel: done from its
// k-th call of Err on, so that a test stops a search in the middle of
// what it is doing, at a point that does not depend on timing.
type countdownCtx struct {
	context.Context
	cancel context.CancelFunc
	left   atomic.Int64
}

func newCountdownCtx(k int64) *countdownCtx {
	ctx, cancel := context.WithCancel(context.Background())
	c := &countdownCtx{Context: ctx, cancel: cancel}
	c.left.Store(k)
	return c
}

func (c *countdownCtx) Err() error {
	if c.left.Add(-1) < 0 {
		c.cancel()
	}
	return c.Context.Err()
}

// The search checks its limits between chunks of states; a chunk of a
// large program takes seconds, so the workers poll the context between
// blocks too, and a context done in a chunk stops the search in it: here
// a context done at the first block of the search (the workers' poll
// before any block is what cancels it) leaves the start state alone,
// unexpanded, in the frontier, instead of the five minutes of P5 that a
// search polled only between chunks would have finished (its chunks'
// polls use Done, not Err).
func TestChunkStopsAtContext(t *testing.T) {
	p := testprog.Load(t, "../../programs/ha/p05/p05.ta")
	cfg := Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: 300}}
	whole := exploreWith(t, p, cfg, Options{Workers: 1})
	if !whole.Complete || whole.Stats.States < 1000 {
		t.Fatalf("unlimited: complete %v with %d states; want complete with 1000 or more", whole.Complete, whole.Stats.States)
	}
	for _, workers := range []int{1, 2} {
		for _, k := range []int64{0, 3} {
			res := exploreWith(t, p, cfg, Options{Workers: workers, Ctx: newCountdownCtx(k)})
			if res.Complete || res.StopReason != "interrupted" {
				t.Errorf("%d workers, cancelled at poll %d: complete %v, stop %q; want interrupted", workers, k+1, res.Complete, res.StopReason)
			}
			if res.Stats.States >= whole.Stats.States {
				t.Errorf("%d workers, cancelled at poll %d: %d states, the whole search's %d", workers, k+1, res.Stats.States, whole.Stats.States)
			}
			if k == 0 && (res.Stats.States != 1 || res.Stats.Frontier != 1) {
				t.Errorf("%d workers, cancelled at the first poll: %d states, %d in the frontier; want the start state, unexpanded", workers, res.Stats.States, res.Stats.Frontier)
			}
		}
	}
}
