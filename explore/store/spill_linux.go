//go:build linux

package store

import (
	"os"
	"syscall"
)

// allocate gives f size bytes of disk blocks.
func allocate(f *os.File, size int64) error {
	return syscall.Fallocate(int(f.Fd()), 0, 0, size)
}
