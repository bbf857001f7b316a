package explore

import (
	"math/big"

	"github.com/delorean-mc/delorean/explore/model"
	rpt "github.com/delorean-mc/delorean/explore/report"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/ta"
)

// The report model and its text are package report's; these names keep
// them in explore's API for its callers (the CLI, the renderers, sdn, the
// front ends' tests).
type (
	// Report is report.Report: an exploration explained.
	Report = rpt.Report
	// RunEntry is report.RunEntry: one run of a merged report.
	RunEntry = rpt.RunEntry
	// LoopEntry is report.LoopEntry: one loop of a split exploration.
	LoopEntry = rpt.LoopEntry
	// UnreadEntry is report.UnreadEntry: an output and its values.
	UnreadEntry = rpt.UnreadEntry
	// TimingEntry is report.TimingEntry.
	TimingEntry = rpt.TimingEntry
	// ClockEntry is model.ClockEntry: a clock of the region layout.
	ClockEntry = model.ClockEntry
	// InvariantEntry is report.InvariantEntry: an invariant's verdict.
	InvariantEntry = rpt.InvariantEntry
	// ViolationEntry is report.ViolationEntry: a violation with its trace.
	ViolationEntry = rpt.ViolationEntry
	// TraceEntry is report.TraceEntry: a step of a violation's trace.
	TraceEntry = rpt.TraceEntry
	// CoverageEntry is report.CoverageEntry: the statements executed.
	CoverageEntry = rpt.CoverageEntry
	// ZoneStats is report.ZoneStats: a zone exploration's own counts.
	ZoneStats = rpt.ZoneStats
	// LeftOutEntry is report.LeftOutEntry: an automation left out.
	LeftOutEntry = rpt.LeftOutEntry
	// ConflictEntry is report.ConflictEntry: an order conflict.
	ConflictEntry = rpt.ConflictEntry
	// MomentEntry is report.MomentEntry: a window's edge, a sunrise or a
	// sunset within a trace.
	MomentEntry = rpt.MomentEntry
)

// The kinds of moments (report.MomentWindowOpens...).
const (
	MomentWindowOpens  = rpt.MomentWindowOpens
	MomentWindowCloses = rpt.MomentWindowCloses
	MomentSunrise      = rpt.MomentSunrise
	MomentSunset       = rpt.MomentSunset
)

// Conflicts is report.Conflicts: the order conflicts m's exploration
// found.
func Conflicts(m *Model) []ConflictEntry { return rpt.Conflicts(m) }

// SchemaVersion is report.SchemaVersion: the JSON report's layout.
const SchemaVersion = rpt.SchemaVersion

// BuildReport is report.Build: the result explained, with a checked
// trace for each violation.
func (r *Result) BuildReport() (*Report, error) { return rpt.Build(r.Result) }

// Distinct is report.Distinct: the distinct discrete states and
// valuations among the explored states.
func (r *Result) Distinct() (discrete, values int) { return rpt.Distinct(r.Result) }

// ValueLines is report.ValueLines: the distinct valuations, one a line.
func (r *Result) ValueLines() []string { return rpt.ValueLines(r.Result) }

// Project is report.Project: the distinct values of the named variables.
func (r *Result) Project(names ...string) ([]string, error) {
	return rpt.Project(r.Result, names...)
}

// MergeReports is report.MergeReports: one report of several runs.
func MergeReports(reps []*Report) *Report { return rpt.MergeReports(reps) }

// Projector collects the distinct projections of states on named
// variables and timers, in Result.Project's form, for any engine.
type Projector = rpt.Projector

// NewProjector projects on names (variables, "timer T").
func NewProjector(p *ta.Program, names []string) (*Projector, error) {
	return rpt.NewProjector(p, names)
}

// ReachProperty is report.ReachProperty: "no state carries all labels".
func ReachProperty(prog *ta.Program, labels []string) (*Property, error) {
	return rpt.ReachProperty(prog, labels)
}

// CoverageLines is report.CoverageLines.
func CoverageLines(p *ta.Program, covered ta.Bits) (executed, total int, missed []string) {
	return rpt.CoverageLines(p, covered)
}

// ShowValue is report.ShowValue: a variable's value as reports write it.
func ShowValue(v *ta.Var, x int64) string { return rpt.ShowValue(v, x) }

// StimulusText is report.StimulusText: a stimulus as reports name it.
func StimulusText(p *ta.Program, stim int) string { return rpt.StimulusText(p, stim) }

// DayOf is report.DayOf: the day of an instant of a run over several
// days, with its day of the week and date when known.
func DayOf(m *Model, sec *big.Rat) (day int, weekday, date string) { return rpt.DayOf(m, sec) }

// DayText is report.DayText: a day of a trace in words ("day 2 (Tue
// 2026-06-23)").
func DayText(day int, weekday, date string) string { return rpt.DayText(day, weekday, date) }

// PropertyVars is report.PropertyVars: the variables an invariant reads.
func PropertyVars(prog *ta.Program, pr *Property) []int { return rpt.PropertyVars(prog, pr) }

// Pct64 is report.Pct64: a percentage, 0 of nothing.
func Pct64(a, b int64) float64 { return rpt.Pct64(a, b) }

// HumanBytes is search.HumanBytes: a size in bytes for people.
func HumanBytes(b int64) string { return search.HumanBytes(b) }
