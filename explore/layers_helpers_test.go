package explore

import "github.com/delorean-mc/delorean/explore/internal/testprog"

// missing is testprog.Missing: the elements of from that the sorted in
// lacks (the compare, baseline and bench packages' tests use it too).
func missing(from, in []string) []string { return testprog.Missing(from, in) }
