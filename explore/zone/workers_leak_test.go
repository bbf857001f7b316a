package zone

import (
	"runtime"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// A search with several workers leaves no goroutine behind, whether it
// completes or stops at a limit: a worker left blocked would keep the
// explorer and its whole zone graph alive (a long-lived process, or the
// loops of one split run, would accumulate them).
func TestWorkersLeaveNoGoroutine(t *testing.T) {
	p := load(t, "../../programs/ta/fischer-4.tck")
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
	if err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	for _, opt := range []Options{{Workers: 3}, {Workers: 3, MaxZones: 5}} {
		if _, err := Explore(m, opt); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Fatalf("%d goroutines after the searches, %d before", n, before)
	}
}
