package search

import (
	"fmt"
	"runtime/metrics"
	"time"
)

var heapSample = []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}

// HeapBytes is the memory held by live and not yet swept heap objects; it
// is cheap to read (no stop-the-world), so the search can watch it often.
func HeapBytes() int64 {
	metrics.Read(heapSample)
	if heapSample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(heapSample[0].Value.Uint64())
}

// HumanBytes writes a byte count with a binary unit (KiB, MiB, GiB).
func HumanBytes(b int64) string {
	switch {
	case b >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30))
	case b >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20))
	case b >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(b)/(1<<10))
	}
	return fmt.Sprintf("%d B", b)
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
