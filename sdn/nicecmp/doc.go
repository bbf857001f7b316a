// Package nicecmp owns the comparison of DeLorean's timed exploration with
// NICE's treatment of time (paper Table 4, Fig. 10): Compare explores a
// scenario compiled in nice mode and in timed mode with pools of several
// sizes, and counts the states NICE misses and the states it reports that
// cannot happen, and each run's coverage of the app.
package nicecmp
