package explore

import "github.com/delorean-mc/delorean/ta"

// The hooks below let another engine (the zone explorer, package
// explore/zone) build the same Report as Explore's, from traces it has
// replayed with Replay: the report's parts that this package computes
// from a Result are computed here from their inputs.

// ReportHeader is the part of a report that says what was explored.
func (m *Model) ReportHeader() *Report { return m.reportHeader() }

// NewViolationEntry explains a violation found by another engine: p is the
// invariant violated (nil for a runtime error err), count the violating
// states (or zones) found, and tr the replayed trace that ends in it.
func (m *Model) NewViolationEntry(p *Property, err *ta.RuntimeError, count int64, tr *Trace) *ViolationEntry {
	ve := m.newViolationEntry(&Violation{Prop: p, Err: err, Count: count}, tr)
	if err != nil {
		ve.Message = err.Error()
		return ve
	}
	ve.Message = m.violationMessage(p, tr)
	ve.Values = m.values(p, &tr.Final)
	return ve
}

// CoverageOf is the coverage of the statements executed (ids in covered).
func (m *Model) CoverageOf(covered ta.Bits) CoverageEntry {
	r := &Result{Model: m, Covered: covered}
	return r.coverage()
}

// Environment is what the program's environment can change, for
// InvariantEntry; nil when there are no invariants.
func (m *Model) Environment() *ta.Environment { return m.environment() }

// InvariantEntry is an invariant's report entry before its verdict, with
// its vacuity note (env from Environment).
func (m *Model) InvariantEntry(p *Property, env *ta.Environment) InvariantEntry {
	return m.invariantEntry(p, env)
}
