//go:build !unix

package store

import "errors"

func mapFile(string, int) ([]byte, error) {
	return nil, errors.New("spilling states to disk needs a Unix system")
}

// SpillSupported is whether mapFile works on this system.
const SpillSupported = false
