//go:build unix

package store

import (
	"fmt"
	"os"
	"syscall"
)

// mapFile returns size bytes of zeroed memory backed by a new file in dir,
// mapped shared, so that the kernel writes its pages to the file and
// drops them from memory when memory runs short, instead of the process
// being killed. The file is removed at once: the mapping keeps it alive,
// and its disk space comes back when the process exits, however it ends.
// Mappings are never unmapped before that: a key slice (Store.Key) may
// outlive every reference to its store, and would then point at nothing.
func mapFile(dir string, size int) ([]byte, error) {
	f, err := os.CreateTemp(dir, "delorean-states-*")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	defer os.Remove(f.Name())
	// The blocks are allocated now: a sparse file's page written when
	// the disk is full would kill the process (SIGBUS), where this
	// fails with an error the search reports.
	if err := allocate(f, int64(size)); err != nil {
		return nil, fmt.Errorf("spill file %s: %w", f.Name(), err)
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("spill file %s: mmap: %w", f.Name(), err)
	}
	return b, nil
}

// SpillSupported is whether mapFile works on this system.
const SpillSupported = true
