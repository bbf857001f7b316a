// Package search holds the algorithms, generic over the symbolic
// semantics they explore: the timed breadth-first search with workers
// (TimedBFS) over a semantics whose states are stored by key
// (KeyedSemantics, expanded by a worker's Expander); the workers of a
// FIFO search whose expansions are computed ahead of it (Ahead, the
// zone engine's); and the plain searches over any symbolic semantics
// (Reach over Semantics, ReachCovering over CoveringSemantics), which
// the searches with workers are held to. It knows nothing of regions,
// zones, prediction or reports: package regionsearch is the region
// semantics for TimedBFS, package zone the zone engine.
package search
