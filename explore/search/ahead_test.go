package search

import (
	"math/rand"
	"runtime"
	"sync/atomic"
	"testing"
)

// The search's waiting list is a FIFO that grows as items are expanded;
// Ahead must hand the search each head item's own expansion, computed by
// whichever worker, and nothing for an item that was not to be expanded,
// whatever the number of workers and the window. The expansion here is
// a worker's scratch used as a real expansion would (written, then
// read back), so that two workers sharing scratch would show.
func TestAheadExpandsInOrder(t *testing.T) {
	for _, workers := range []int{1, 2, 3, 8} {
		for _, window := range []int{1, 4, 64} {
			rng := rand.New(rand.NewSource(int64(workers*100 + window)))
			var made atomic.Int32
			a := NewAhead(workers, window, func() func(int) [2]int {
				made.Add(1)
				var scratch [64]int
				return func(i int) [2]int {
					for k := range scratch {
						scratch[k] = i*k + 1
					}
					runtime.Gosched()
					sum := 0
					for k := range scratch {
						sum += scratch[k]
					}
					return [2]int{i, sum}
				}
			})
			// A waiting list of 150 items that the search's successors
			// keep about that long (a random walk: 0 to 2 a step), longer
			// than every window, some of them skipped.
			var wait []int
			skip := map[int]bool{}
			next := 0
			push := func() {
				skip[next] = rng.Intn(4) == 0
				wait = append(wait, next)
				next++
			}
			for range 150 {
				push()
			}
			longest := 0
			for steps := 0; len(wait) > 0 && steps < 2000; steps++ {
				longest = max(longest, len(wait))
				x, ok := a.Next(len(wait), func(k int) (int, bool) { return wait[k], !skip[wait[k]] })
				head := wait[0]
				wait = wait[1:]
				switch {
				case workers == 1 && ok:
					t.Fatalf("%d workers: an expansion with one worker", workers)
				case workers > 1 && ok == skip[head]:
					t.Fatalf("%d workers, window %d: item %d expanded %v, skipped %v", workers, window, head, ok, skip[head])
				case ok && x != [2]int{head, 64*head*63/2 + 64}:
					t.Fatalf("%d workers, window %d: item %d got expansion %v", workers, window, head, x)
				}
				for range rng.Intn(3) {
					push()
				}
			}
			if longest <= window || next < 1000 {
				t.Fatalf("%d workers, window %d: %d items, at most %d waiting: the test needs more", workers, window, next, longest)
			}
			a.Close()
			if want := int32(max(workers, 1)); workers > 1 && made.Load() != want {
				t.Fatalf("%d workers: %d expansions made", workers, made.Load())
			}
		}
	}
}
