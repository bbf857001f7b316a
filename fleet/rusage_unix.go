//go:build unix

package fleet

import (
	"syscall"
	"time"
)

// CPUTimes is this process's own CPU time so far (user and system) and
// that of its children that have ended and been waited for: with the
// in-process runner, the pipeline's and the jobs'.
func CPUTimes() (self, children time.Duration, ok bool) {
	var s, c syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &s) != nil || syscall.Getrusage(syscall.RUSAGE_CHILDREN, &c) != nil {
		return 0, 0, false
	}
	return rusageCPU(s), rusageCPU(c), true
}

func rusageCPU(r syscall.Rusage) time.Duration {
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}
