package explore

import "runtime/metrics"

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
