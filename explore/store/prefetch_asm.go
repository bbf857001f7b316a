//go:build amd64 || arm64

package store

import "unsafe"

// prefetch asks the processor to start loading the cache line at p
// without waiting for it: Go has no prefetch intrinsic for user code.
// The store's lookups are cache misses (a table slot, then a key) that
// a replay knows of well before it needs them (see pendingSucc).
//
//go:noescape
func prefetch(p unsafe.Pointer)
