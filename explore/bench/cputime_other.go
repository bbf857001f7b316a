//go:build !unix

package bench

import "time"

var processStart = time.Now()

// cpuTime stands in for the process's CPU time where it cannot be read:
// the wall-clock time since the process started.
func cpuTime() time.Duration { return time.Since(processStart) }

// cpuMeasured says whether cpuTime measures CPU time.
const cpuMeasured = false
