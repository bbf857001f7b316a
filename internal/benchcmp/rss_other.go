//go:build !linux

package main

import "os"

// maxRSS is unknown here: the tables print "—".
func maxRSS(*os.ProcessState) int64 { return 0 }
