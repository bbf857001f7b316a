// Package search holds the algorithms, generic over the symbolic
// semantics they explore: the timed breadth-first search with workers
// (TimedBFS) over a semantics whose states are stored by key
// (KeyedSemantics, expanded by a worker's Expander); the workers of a
// FIFO search whose expansions are computed ahead of it (Ahead, the
// zone engine's); and the plain searches over any symbolic semantics
// (Reach over Semantics, ReachCovering over CoveringSemantics), which
// the searches with workers are held to. The algorithms depend on no
// semantics in particular: package regionsearch is the region semantics
// for TimedBFS, package zone the zone engine. What the package still
// names of the region engine is its result's (Result: the model whose
// keys its store holds, EachDiscrete) and, among every exploration's
// options and statistics, prediction's, kept here for their callers. It
// knows nothing of reports.
package search
