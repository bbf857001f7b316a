//go:build !amd64 && !arm64

package store

import "unsafe"

// prefetch does nothing where there is no prefetch instruction in
// prefetch_*.s; lookups are then as they would be without it.
func prefetch(p unsafe.Pointer) {}
