// Package interp is the IR's concrete semantics: a checked program's
// time-of-day conditions and schedules bound to a calendar (Bind,
// Binding), the interpreter that runs one stimulus from a state (Machine,
// Runner), the compiled form of the program's rules and conditions it
// runs (Code; the AST walk is its reference, kept for the tests), and
// exact clock valuations (Valuation). The explorer runs a Machine under a
// clock region; a Valuation runs it at concrete rational times.
package interp
