//go:build unix

package bench

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user and system) this process has used: what
// an exploration costs, its garbage collector's work on other cores
// included, which wall-clock time on a busy machine does not tell.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// cpuMeasured says whether cpuTime measures CPU time.
const cpuMeasured = true
