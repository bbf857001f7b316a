package search

import (
	"fmt"
	"runtime"
	"runtime/metrics"
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

// OverMemory reports whether the heap is past limit, and its size. A heap
// read past the limit is read again after a collection: the heap read
// cheaply holds the garbage not yet collected too (up to as much again as
// what is live, and, in a process that explored before, what that
// exploration left), and a search stopped on garbage would be reported
// incomplete for nothing. The collection runs only past the limit, where
// the search is about to stop anyway.
func OverMemory(limit int64) (heap int64, over bool) {
	if heap = HeapBytes(); heap <= limit {
		return heap, false
	}
	runtime.GC()
	heap = HeapBytes()
	return heap, heap > limit
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
