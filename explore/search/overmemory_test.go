package search

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// Garbage is not memory in use: with the collector off, 64 MiB made and
// dropped leave the cheap heap reading past a limit 32 MiB above what is
// live, and OverMemory, which collects before it says so, says it is not
// past; 64 MiB kept are.
func TestOverMemoryCollectsFirst(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runtime.GC()
	limit := HeapBytes() + 32<<20
	garbage := make([]byte, 64<<20)
	garbage[len(garbage)-1] = 1
	garbage = nil
	if HeapBytes() <= limit {
		t.Fatalf("the garbage is not in the heap reading (%d, limit %d): the test shows nothing", HeapBytes(), limit)
	}
	if heap, over := OverMemory(limit); over {
		t.Fatalf("garbage counted: heap %d past the limit %d", heap, limit)
	}
	kept := make([]byte, 64<<20)
	kept[len(kept)-1] = 1
	if heap, over := OverMemory(limit); !over {
		t.Fatalf("64 MiB kept: heap %d not past the limit %d", heap, limit)
	}
	runtime.KeepAlive(kept)
}
