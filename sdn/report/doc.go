// Package report owns an SDN scenario's exploration and its outcome:
// Explore runs DeLorean's explorer on a compiled scenario (sdn.Model) and
// builds the Report (the explorer's report plus the mode, the pool of
// virtual clocks and whether it ran out, the properties' meanings and the
// app's statement coverage), its text and JSON; WriteTraces writes the
// violations' traces to files and Replay runs one in the concrete
// interpreter.
package report
