// Package loops splits a program into its independent control loops
// (paper §4.1) and reports the loops' explorations as one exploration of
// the whole program.
//
// A loop is a set of rules with the variables, clocks and timers they use
// such that nothing outside it taints anything inside it and no invariant
// reads both (Find; the environment's inputs, the scratch rules and the
// outputs each loop gets a copy of are inputs.go, scratch.go and
// outputs.go). Each loop is a program of its own (NewSubProgram, ModelOf),
// explored by an engine's Explorer into a Result; Combine lifts each
// finding's trace into the whole program, replays it there and merges the
// loops' counts, coverage and verdicts; Split falls back to the whole
// program when a trace does not lift. Save and Restore keep a loop's
// Result as bytes for runs that explore the loops in separate processes
// (Hook).
//
// The package knows no engine: the region engine's Explorer is
// explore.ExploreRegionLoop and the zone engine's zone.ExploreLoop.
package loops
