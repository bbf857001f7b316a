// Package analysis finds what a checked program's rules can do without
// running them (the part symbolic execution plays in the paper, done on
// the IR): per rule the locations it may read and write, the constraints
// it tests and its paths, the taint between locations (Analyze), the
// locations an expression reads (ExprLocs), and the cycles of rules that
// run each other (RunCycles).
package analysis
