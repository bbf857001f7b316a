// Package zones implements difference-bound matrices (DBMs), the symbolic
// representation of sets of clock valuations ("zones") that UPPAAL and
// TChecker explore, as the engine for long horizons: a zone stands for
// every time in a whole interval at once, where regions (package regions)
// enumerate them.
//
// # Clocks and constraints
//
// A DBM over n clocks has dimension n+1: clocks are numbered 1..n and 0 is
// the reference clock, whose value is always 0. Entry (i, j) bounds the
// difference x_i − x_j; (i, 0) is an upper bound of x_i and (0, j) minus a
// lower bound of x_j. A zone is the set of non-negative valuations that
// satisfy every entry. Constants are integers (the explorer passes
// integer multiples of its time unit); Constraint is x_I − x_J ≺ B, and
// AppendAtom translates the project's atoms x ⋈ c and x − y ⋈ c (== is two
// constraints; ≠ is not convex and has no zone).
//
// # Bounds
//
// A Bound packs the constant c and the strictness of ≺ ∈ {<, ≤} into one
// int64, (c << 1) | 1 for ≤ and c << 1 for <, as UPPAAL and TChecker do:
// the order of the integers is the order of the constraints' tightness,
// the sum of bounds (c1+c2, < unless both are ≤) is a + b − ((a|b)&1), and
// the complement of x − y ≺ c, y − x ≺' −c, is 1 − b. Infinity (< ∞) is
// larger than every finite bound. Constants are limited to |c| ≤ MaxConst
// = 2^60 − 1, which keeps a sum of three bounds inside an int64, so the
// hot loops add without checks; every value they store is range-checked,
// and an out-of-range constant or derived bound is ErrOverflow, never a
// wrapped integer. There are no floats anywhere: concrete values are
// math/big rationals.
//
// # Operations
//
// A DBM is a flat []Bound in row-major order, changed in place without
// allocating; Copy and CopyFrom are explicit. Close computes the canonical
// form (Floyd–Warshall, O(n³)), in which every entry is the tightest bound
// the others imply; Constrain intersects with one constraint and restores
// it in O(n²). Up (delay), Down (past), Reset, ResetTo, Free keep the
// canonical form. Subset and Equal compare canonical DBMs entrywise; Hash
// and AppendKey give keys for state stores; Format prints a zone with the
// caller's clock names.
//
// # Extrapolation and soundness
//
// Without abstraction a zone graph can be infinite (for example y − x = k
// for every k). Four extrapolations with per-clock constants (Bounds) make
// it finite; all return a canonical zone that contains the input:
//
//   - ExtraM, Extra_M: the classic maximal-constant extrapolation
//     (Bengtsson, Yi: "Timed automata: semantics, algorithms and tools",
//     2004; Behrmann, Bouyer, Larsen, Pelánek: "Lower and upper bounds in
//     zone-based abstractions of timed automata", STTT 2006).
//   - ExtraMPlus, Extra_M^+ (Behrmann et al. 2006).
//   - ExtraLU and ExtraLUPlus, Extra_LU and Extra_LU^+, with separate
//     lower (L) and upper (U) bounds (Behrmann et al. 2006).
//
// Extra_M ⊆ Extra_M^+ and Extra_LU ⊆ Extra_LU^+, and all four are
// contained in aLU(Z), the abstraction by LU-simulation. They preserve
// reachability for timed automata whose constraints are diagonal-free.
// With diagonal constraints x − y ⋈ c (which this project has) none of
// them is sound in general (Bouyer: "Forward analysis of updatable timed
// automata", FMSD 2004): an extrapolated zone may enable a diagonal guard
// that no valuation of the exact zone satisfies. Bounds.Sound tells the
// caller whether the recorded constraints allow them. With diagonals the
// explorer must either
//
//   - use ExtraMSplit: Extra_M whose constants include the diagonal ones,
//     applied to the parts of the zone split along each diagonal
//     constraint and intersected back with the side each part satisfies
//     (Bengtsson and Yi 2004, §4.2); or
//   - not extrapolate the clocks of diagonal constraints
//     (Bounds.KeepDiagonalClocks): LU-simulation then keeps those clocks'
//     values exactly, so diagonal guards cannot tell a zone from its
//     abstraction. This terminates only if those clocks stay bounded,
//     which a finite horizon ensures for clocks reset since the start.
//
// SubsetALU decides Z ⊆ aLU(Z') directly on the two canonical DBMs
// (Herbreteau, Srivathsan, Walukiewicz: "Better abstractions for timed
// automata", LICS 2012), without computing an abstraction; it is how
// TChecker covers zones ("aLU" covering), coarser than comparing
// extrapolated zones, and sound under the same conditions as ExtraLUPlus.
//
// # Concretisation
//
// Point picks a valuation in a zone with exact rational values, whole
// numbers when the zone has a whole-numbered point, otherwise the
// smallest common denominator (at most n+1). DelayInterval and
// PastInterval give the delays that lead from a valuation into a zone or
// into it from a zone, Interval.Simplest chooses the simplest (a whole
// number if possible), and Extend completes a valuation whose reset
// clocks are unknown. Concretise uses them on a symbolic path (initial
// zone, guards, resets, invariants, final condition): it recomputes the
// exact zones forward and walks back from a point of the last one,
// returning exact delays, and Replay checks a run independently.
package zones
