package explore

import (
	"testing"

	"github.com/delorean-mc/delorean/explore/loops"
)

// A split --forever run and a whole one say they reached the same fixed
// point in the same words: the split's text is loops', the whole
// exploration's explore's.
func TestForeverReachedIsLoops(t *testing.T) {
	if ForeverReached != loops.ForeverReached {
		t.Fatalf("explore.ForeverReached %q, loops.ForeverReached %q", ForeverReached, loops.ForeverReached)
	}
}
