//go:build linux

package main

import (
	"os"
	"syscall"
)

// maxRSS is a finished process's peak resident set in bytes (Linux
// reports kilobytes).
func maxRSS(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return ru.Maxrss * 1024
	}
	return 0
}

// killedByLimit reports whether a process was ended by the signal a CPU
// limit sends (SIGXCPU at the soft limit, SIGKILL at the hard one).
func killedByLimit(ps *os.ProcessState) bool {
	ws, ok := ps.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && (ws.Signal() == syscall.SIGXCPU || ws.Signal() == syscall.SIGKILL)
}
