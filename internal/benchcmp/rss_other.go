//go:build !linux

package main

import "os"

// maxRSS is unknown here: the tables print "—".
func maxRSS(*os.ProcessState) int64 { return 0 }

// killedByLimit is not known here: a run stopped by a limit is an error.
func killedByLimit(*os.ProcessState) bool { return false }
