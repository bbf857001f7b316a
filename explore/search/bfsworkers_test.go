package search

import "testing"

// A chunk's blocks cover it in order, none empty or over blockStates;
// with one worker they are all full but the last, and with more they
// never grow and end in single states, so the workers finish together.
func TestBlockBounds(t *testing.T) {
	for _, workers := range []int{1, 2, 3, 8} {
		for _, n := range []int{1, 2, 15, 16, 17, 100, 511, 512} {
			b := blockBounds(nil, n, workers)
			if b[0] != 0 || int(b[len(b)-1]) != n {
				t.Fatalf("%d workers, %d states: bounds %v do not span the chunk", workers, n, b)
			}
			for i := 1; i < len(b); i++ {
				size := b[i] - b[i-1]
				if size < 1 || size > blockStates {
					t.Fatalf("%d workers, %d states: block %d has %d states", workers, n, i-1, size)
				}
				if workers == 1 && i < len(b)-1 && size != blockStates {
					t.Fatalf("1 worker, %d states: block %d has %d states, not %d", n, i-1, size, blockStates)
				}
				if workers > 1 && i > 1 && size > b[i-1]-b[i-2] {
					t.Fatalf("%d workers, %d states: block %d grows", workers, n, i-1)
				}
			}
			if last := b[len(b)-1] - b[len(b)-2]; workers > 1 && n > 1 && last != 1 {
				t.Fatalf("%d workers, %d states: the last block has %d states", workers, n, last)
			}
		}
	}
}
