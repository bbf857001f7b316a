package explore

import (
	rpt "github.com/delorean-mc/delorean/explore/report"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/environment"
)

// The functions below let another engine (the zone explorer, package
// explore/zone) build the same Report as Explore's, from traces it has
// replayed with Replay.

// ReportHeader is the part of a report that says what was explored.
func ReportHeader(m *Model) *Report { return rpt.Header(m) }

// NewViolationEntry explains a violation found by another engine: p is the
// invariant violated (nil for a runtime error err), count the violating
// states (or zones) found, and tr the replayed trace that ends in it.
func NewViolationEntry(m *Model, p *Property, err *ta.RuntimeError, count int64, tr *Trace) *ViolationEntry {
	ve := rpt.NewViolationEntry(m, &Violation{Prop: p, Err: err, Count: count}, tr)
	if err != nil {
		ve.Message = err.Error()
		return ve
	}
	ve.Message = rpt.ViolationMessage(m, p, tr)
	ve.Values = rpt.Values(m, p, &tr.Final)
	return ve
}

// CoverageOf is the coverage of the statements executed (ids in covered).
func CoverageOf(m *Model, covered ta.Bits) CoverageEntry { return rpt.Coverage(m, covered) }

// Environment is what the program's environment can change, for
// InvariantEntry; nil when there are no invariants.
func Environment(m *Model) *environment.Environment { return rpt.Environment(m) }

// NewInvariantEntry is an invariant's report entry before its verdict, with
// its vacuity note (env from Environment).
func NewInvariantEntry(m *Model, p *Property, env *environment.Environment) InvariantEntry {
	return rpt.InvariantEntryOf(m, p, env)
}
