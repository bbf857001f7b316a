//go:build !unix

package fleet

import "time"

// CPUTimes is not known here.
func CPUTimes() (self, children time.Duration, ok bool) { return 0, 0, false }
