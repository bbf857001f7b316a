//go:build !unix

package search

import "runtime"

// peakRSS approximates peak memory by what the Go runtime obtained from
// the system, where resident-set figures are not available.
func peakRSS() int64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return int64(ms.Sys)
}
