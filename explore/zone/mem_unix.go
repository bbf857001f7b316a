//go:build unix

package zone

import (
	"runtime"
	"syscall"
)

// peakRSS is the process's peak resident memory in bytes (0 if unknown).
func peakRSS() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	if runtime.GOOS == "darwin" {
		return ru.Maxrss // bytes there
	}
	return ru.Maxrss * 1024
}
