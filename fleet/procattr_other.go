//go:build unix && !linux

package fleet

import "syscall"

// jobAttr puts a job in a process group of its own: a terminal's Ctrl-C
// reaches the fleet, which stops the jobs itself.
func jobAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }
