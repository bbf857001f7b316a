// Package model is a program made ready for the timed search: bound to a
// calendar, with its invariants' observers (the clocks and pending flags
// of time-bound invariants), the clock layout of the region engine, and
// the key encoding of the state store. It knows nothing of how the states
// are searched (package explore/search) or explained (explore/report):
// it answers, for one state, what the layers above ask of it -- the start
// state, the region of a valuation, the observers after a transition,
// whether an invariant is violated.
package model
