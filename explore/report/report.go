package report

import (
	"fmt"
	"math/big"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/trace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/ta/environment"
)

// SchemaVersion identifies the layout of the JSON report.
const SchemaVersion = "delorean.explore/1"

// Report is an exploration's outcome in the form users read: as text or
// as JSON (the field tags are the JSON schema).
type Report struct {
	Schema  string `json:"schema"`
	Program string `json:"program"`
	Start   string `json:"start"`
	// Weekday is the start's day of the week (Mon..Sun) when the run
	// knows it (a date was given).
	Weekday string `json:"weekday,omitempty"`
	// WeekdaysAlike are the other days the start may fall on that the
	// program cannot tell from Weekday (the start had no date).
	WeekdaysAlike []string `json:"weekdays_alike,omitempty"`
	// Date is the start's date (2026-01-31) when the run knows it, or
	// the date explored for a program that reads the date from a start
	// without one; DateClass is then how many dates it stands for
	// (itself included): the dates the start may fall on that the
	// program cannot tell from it.
	Date      string `json:"date,omitempty"`
	DateClass int    `json:"date_class,omitempty"`
	Horizon   string `json:"horizon"` // "none" when unbounded, "forever" with --forever
	// Forever is, with --forever, the period the time of day wraps at:
	// "day", or "week" when the program reads the day of the week.
	Forever string `json:"forever,omitempty"`
	Sunrise string `json:"sunrise"`
	Sunset  string `json:"sunset"`
	// SunDays are the sun times of each day of a run over several days
	// at one place (ta.Calendar.Days), the start's day first.
	SunDays []SunDayEntry `json:"sun_days,omitempty"`
	// TimeZone is the zone whose clock the times of day are read on
	// (--tz with a dated --start), and ClockChanges its changes within
	// the run, each as the local times it jumps between ("02:00 -> 03:00").
	TimeZone     string       `json:"time_zone,omitempty"`
	ClockChanges []string     `json:"clock_changes,omitempty"`
	GCD          int64        `json:"gcd_seconds"`
	Clocks       []ClockEntry `json:"clocks"`
	Complete     bool         `json:"complete"`
	Stop         string       `json:"stop_reason,omitempty"`

	States         int64 `json:"states"`
	DiscreteStates int   `json:"discrete_states"`
	ValueStates    int   `json:"value_states"`
	// CountsPartial: the run stopped at a limit and counting its
	// discrete states stopped too (IncompleteCountBudget):
	// DiscreteStates and ValueStates are lower bounds.
	CountsPartial bool    `json:"counts_partial,omitempty"`
	Transitions   int64   `json:"transitions"`
	StoreBytes    int64   `json:"store_bytes"`
	SpilledBytes  int64   `json:"spilled_bytes,omitempty"` // the part of store_bytes in files (--spill)
	BytesPerState float64 `json:"bytes_per_state"`
	Frontier      int     `json:"frontier"`
	Reached       string  `json:"explored_until"`
	// EarlyStop, for a run over several days (--days) that stopped
	// early, says after how many days and why the others add nothing
	// (explore.ExploreDays).
	EarlyStop string `json:"early_stop,omitempty"`
	// Successor prediction: runs predicted and runs of the interpreter
	// (both 0 with --no-predict).
	PredictHits   int64 `json:"predict_hits"`
	PredictMisses int64 `json:"predict_misses"`
	// Expansions replayed whole, and recorded to be (see
	// Stats.PredictReplays).
	PredictReplays  int64 `json:"predict_replays"`
	PredictRecorded int64 `json:"predict_recorded"`
	// PredictOff says why prediction was turned off during the search
	// (see Stats.PredictOff); the rest of it went the plain way.
	PredictOff string `json:"predict_off,omitempty"`
	// DPOR: the search was timed exploration reducing same-instant
	// orderings (Options.DPOR); Executions are the urgent states it
	// reduced. The states are then those the reduced search visited.
	DPOR       bool  `json:"dpor,omitempty"`
	Executions int64 `json:"executions,omitempty"`
	// Engine is "zones" when the symbolic states were zones (package
	// explore/zone): States then counts the zones stored and Zones has the
	// zone search's own counts. Empty for regions, the reference engine.
	Engine string     `json:"engine,omitempty"`
	Zones  *ZoneStats `json:"zones,omitempty"`
	// EngineFallback says why a run asked to explore over zones explored
	// over regions (a construct the zone engine does not take yet, or an
	// internal check that failed); empty otherwise.
	EngineFallback string `json:"engine_fallback,omitempty"`

	// Measurements that vary from run to run; the JSON has them only when
	// asked (Timing set), so that the same input gives the same JSON.
	ElapsedSeconds float64      `json:"-"`
	PerSecond      float64      `json:"-"`
	PeakMemory     int64        `json:"-"`
	PredictSaved   float64      `json:"-"` // seconds saved (estimate, see Stats.PredictSavedTime)
	Timing         *TimingEntry `json:"timing,omitempty"`

	Invariants []InvariantEntry `json:"invariants"`
	Errors     []ViolationEntry `json:"runtime_errors"`
	// Conflicts are the devices one instant can leave in two states
	// depending on the order of the runs started in it (ConflictEntry).
	Conflicts []ConflictEntry `json:"conflicts,omitempty"`
	Coverage  CoverageEntry   `json:"coverage"`
	// Runs lists the explorations merged into this report, one per class
	// of sun times, when there were several.
	Runs []RunEntry `json:"runs,omitempty"`
	// Loops lists the independent control loops explored one by one, when
	// the program split into several or is one with outputs; the counts
	// above are their sums.
	Loops []LoopEntry `json:"loops,omitempty"`
	// Unread are, when the program split into loops (or is one loop
	// with outputs), the variables its rules set and nothing reads
	// (outputs, explore's outputs.go), which no loop keeps, with the
	// values each reaches; the discrete-state counts above include them
	// when there are several loops (one loop's states are the program's
	// without them).
	Unread []UnreadEntry `json:"unread_variables,omitempty"`
	// LeftOut are the automations and scripts of a Home Assistant
	// configuration that Home Assistant would not load (each fails its
	// validation) and that were left out of the exploration, as Home
	// Assistant leaves them out of the home.
	LeftOut []LeftOutEntry `json:"left_out,omitempty"`
	// SplitFallback says why an exploration split into loops fell back to
	// exploring the program whole (see ExploreReport); empty otherwise.
	SplitFallback []string `json:"split_fallback,omitempty"`

	// ShowStats makes the text report print the developer statistics
	// (store size, prediction, DPOR and split notes) line by line;
	// without it the report ends with one line of counts and the verdict
	// on completeness, which is what a user reads.
	ShowStats bool `json:"-"`
}

// LeftOutEntry is an automation or script left out, and why (one entry
// per problem; File, Line and Column are the problem's position).
type LeftOutEntry struct {
	Kind   string `json:"kind"` // automation or script
	Name   string `json:"name"`
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Reason string `json:"reason"`
}

// ZoneStats are a zone exploration's counts (see explore/zone.Result).
type ZoneStats struct {
	// Stored counts every zone ever stored (Report.States those left
	// once the zones a later, larger one covered are removed), and
	// InclusionHits the new zones dropped because a stored zone of the
	// same location included them.
	Stored        int64 `json:"stored"`
	InclusionHits int64 `json:"inclusion_hits"`
	// Locations are the distinct discrete states with the invariants'
	// open obligations.
	Locations     int    `json:"locations"`
	Extrapolation string `json:"extrapolation"`
}

// LoopEntry is one independent loop of a split exploration.
type LoopEntry struct {
	Name        string `json:"name"`
	Vars        int    `json:"variables"`
	Clocks      int    `json:"clocks"`
	Rules       int    `json:"rules"`
	States      int64  `json:"states"`
	Transitions int64  `json:"transitions"`
	Complete    bool   `json:"complete"`
}

// SetVerdicts fills each invariant's verdict in words (Verdict) from
// Violated and Complete, for the report's JSON: a reader of an
// incomplete run's JSON need not combine "violated": false with the
// report's "complete".
func (r *Report) SetVerdicts() {
	r.SetVacuity()
	for i := range r.Invariants {
		inv := &r.Invariants[i]
		switch {
		case inv.Violated:
			inv.Verdict = "violated"
		case inv.Unknown != "":
			inv.Verdict = "unknown"
		case len(inv.VacuousBecause) > 0:
			inv.Verdict = "vacuous"
		case r.Complete:
			inv.Verdict = "holds"
		default:
			inv.Verdict = "unknown"
		}
	}
}

// UnreadEntry is a variable the rules set and nothing reads, and the
// values it reaches, in the program's words.
type UnreadEntry struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
	// Nums are the values as numbers, in Values' order (ascending), for
	// merging reports.
	Nums []int64 `json:"-"`
}

// TimingEntry holds the run's time and memory.
type TimingEntry struct {
	ElapsedSeconds float64 `json:"elapsed_seconds"`
	PerSecond      float64 `json:"transitions_per_second"`
	PeakMemory     int64   `json:"peak_memory_bytes"`
}

// WithTiming puts the run's time and memory into the JSON.
func (rep *Report) WithTiming() {
	rep.Timing = &TimingEntry{ElapsedSeconds: rep.ElapsedSeconds, PerSecond: rep.PerSecond, PeakMemory: rep.PeakMemory}
}

// ClockEntry is model.ClockEntry: a clock of the region layout.
type ClockEntry = model.ClockEntry

// InvariantEntry is one invariant's verdict.
type InvariantEntry struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Source      string `json:"source"`
	Violated    bool   `json:"violated"`
	// Verdict is the verdict in words, in the report's JSON
	// (Report.SetVerdicts): "violated", "holds", "vacuous" when it holds
	// without being put to the test (VacuousBecause), or "unknown" when
	// the run stopped at a limit before finding a violation.
	Verdict string `json:"verdict,omitempty"`
	// Unknown, for a leads-to over a bounded horizon, says why the
	// horizon cannot tell whether it holds (a run ends with the target
	// not yet followed); the verdict is then "unknown".
	Unknown   string          `json:"unknown,omitempty"`
	Violation *ViolationEntry `json:"violation,omitempty"`
	// Vacuous says why a verdict says little: the invariant reads a device
	// that only the programs change and that never takes some value
	// ("nothing reachable sets it to On"); "" otherwise.
	Vacuous string `json:"vacuous,omitempty"`
	// VacuousBecause says, when Verdict is "vacuous", why the invariant
	// held without being put to the test (spec.Property.VacuityReasons):
	// its window never opened, its after never happened, or a part of
	// its condition never decided it, over the states explored.
	VacuousBecause []string `json:"vacuous_because,omitempty"`

	// vac is what the exploration found of the invariant's being put to
	// the test (nil: not known), prop the invariant, for SetVacuity.
	vac  *spec.Vacuity
	prop *Property
}

// SetVacuity fills each invariant's VacuousBecause from what the
// exploration found: only for a complete exploration that did not
// violate it, and not under timed DPOR (whose pruned interleavings may
// hold the states that put it to the test). It may be called again.
func (r *Report) SetVacuity() {
	for i := range r.Invariants {
		inv := &r.Invariants[i]
		inv.VacuousBecause = nil
		if inv.vac == nil || inv.prop == nil || inv.Violated || !r.Complete || r.DPOR {
			continue
		}
		inv.VacuousBecause = inv.prop.VacuityReasons(*inv.vac)
	}
}

// SetVacuityFacts sets the entry's facts of vacuity (nil: not known),
// for an engine whose model did not gather them (a split exploration's
// loops).
func (ie *InvariantEntry) SetVacuityFacts(v *spec.Vacuity) { ie.vac = v }

// VacuityFacts are the entry's facts of vacuity (nil: not known).
func (ie *InvariantEntry) VacuityFacts() *spec.Vacuity { return ie.vac }

// ViolationEntry is a violation with its trace.
type ViolationEntry struct {
	Message string       `json:"message"`
	States  int64        `json:"violating_states"`
	At      string       `json:"at"`
	Elapsed string       `json:"elapsed_seconds"`
	Values  []string     `json:"values"`
	Trace   []TraceEntry `json:"trace"`
	// Sun is the sun times the trace takes when the exploration left
	// them open (sun ranges), in words; Weekday the start's day of the
	// week when the start had no date and every day was explored, with
	// the days explored alike.
	Sun           string   `json:"sun,omitempty"`
	Weekday       string   `json:"weekday,omitempty"`
	WeekdaysAlike []string `json:"weekdays_alike,omitempty"`
	// Date and DateClass are the trace's start date and how many dates
	// it stands for, when the start had no date and the program reads
	// the date (Report.Date).
	Date      string `json:"date,omitempty"`
	DateClass int    `json:"date_class,omitempty"`
	// Window is the invariant's window as written ("sunset + 30m..02:00"),
	// when it has one; Moments are the moments of the trace that may be
	// its cause besides its steps (MomentEntry), in time order, for its
	// picture.
	Window  string        `json:"window,omitempty"`
	Moments []MomentEntry `json:"moments,omitempty"`
	// Day, DayOfWeek and DayDate are the day of At (DayOf), when the
	// exploration spans several days.
	Day       int        `json:"day,omitempty"`
	DayOfWeek string     `json:"day_of_week,omitempty"`
	DayDate   string     `json:"day_date,omitempty"`
	file      *TraceFile // the trace as --trace-dir writes it (replayable)
}

// DayOf is the day of an instant sec seconds after the start, when the
// exploration spans several days (--forever, or a horizon past the
// start's midnight): its number (1: the start's day), and its day of the
// week and date when the start's are known (weekday "" and date ""
// otherwise); 0 when the exploration stays within the start's day.
func DayOf(m *Model, sec *big.Rat) (day int, weekday, date string) {
	cal := &m.Cfg.Cal
	if cal.Horizon <= 0 || sec == nil || (cal.Wrap == 0 && cal.LastDay() == 0) {
		return 0, "", ""
	}
	q := new(big.Rat).Quo(cal.LocalRat(sec), big.NewRat(ta.SecondsPerDay, 1))
	n := new(big.Int).Quo(q.Num(), q.Denom())
	if q.Sign() < 0 || !n.IsInt64() {
		return 0, "", ""
	}
	d := int(n.Int64())
	if cal.DayKnown {
		weekday = ta.WeekdayNames[(cal.Weekday+d)%7]
	}
	if cal.DateKnown {
		date = cal.Date.AddDays(d).String()
	}
	return d + 1, weekday, date
}

// TraceFile is the violation's trace in the form `delorean replay` reads;
// nil for an entry not built by an exploration.
func (ve *ViolationEntry) TraceFile() *TraceFile { return ve.file }

// DropTraceFile leaves the entry without a trace file: its trace is not a
// run of the whole program (a loop's own trace, package explore's split).
func (ve *ViolationEntry) DropTraceFile() { ve.file = nil }

// TraceEntry is one step of a trace.
type TraceEntry struct {
	At      string `json:"at"`
	Elapsed string `json:"elapsed_seconds"`
	// Day is the day the step is on (1: the start's) when the
	// exploration spans several days, with its day of the week and date
	// when the start's are known (DayOf).
	Day       int      `json:"day,omitempty"`
	DayOfWeek string   `json:"day_of_week,omitempty"`
	Date      string   `json:"date,omitempty"`
	Stimulus  string   `json:"stimulus"`
	Factors   []string `json:"factors,omitempty"`
	Rules     []string `json:"rules,omitempty"`
	Changes   []string `json:"changes,omitempty"`
	Timers    []string `json:"timers,omitempty"`
	Emits     []string `json:"emits,omitempty"`
	Error     string   `json:"error,omitempty"`
	State     []string `json:"state"` // every variable and device after the step
}

// CoverageEntry is statement coverage, by source line: a line counts as
// executed when some statement lowered from it ran (front ends lower one
// line of a program to several IR statements).
type CoverageEntry struct {
	Executed int      `json:"executed_lines"`
	Total    int      `json:"lines"`
	Missed   []string `json:"missed"`
	Emitted  []string `json:"emitted"`
}

// IncompleteCountBudget bounds the counting of the discrete states of a
// run stopped at a limit (see DistinctWithin), so that the report follows
// the limit within a few seconds.
var IncompleteCountBudget = 2 * time.Second

// Build explains a result: it computes the traces of the violations
// (checking that each replays) and the derived counts.
func Build(r *Result) (*Report, error) {
	m := r.Model
	cal := m.Cfg.Cal
	rep := Header(m)
	rep.Complete, rep.Stop = r.Complete, r.StopReason
	s := r.Stats
	rep.States, rep.Transitions = s.States, s.Transitions
	rep.ElapsedSeconds = s.Elapsed.Seconds()
	rep.PerSecond = s.PerSecond()
	rep.PredictHits, rep.PredictMisses, rep.PredictSaved = s.PredictHits, s.PredictMisses, s.PredictSavedTime.Seconds()
	rep.PredictReplays, rep.PredictRecorded, rep.PredictOff = s.PredictReplays, s.PredictRecorded, s.PredictOff
	rep.DPOR, rep.Executions = s.DPOR, s.Executions
	rep.PeakMemory, rep.StoreBytes, rep.SpilledBytes, rep.Frontier = s.PeakRSS, s.StoreBytes, s.SpilledBytes, s.Frontier
	if s.States > 0 {
		rep.BytesPerState = float64(s.StoreBytes) / float64(s.States)
	}
	if cal.Horizon > 0 {
		rep.Reached = m.UntilText(big.NewRat(s.WallReached, 1))
	} else if r.Complete {
		rep.Reached = "fixpoint"
	} else {
		rep.Reached = "incomplete"
	}
	rep.DiscreteStates, rep.ValueStates, rep.CountsPartial = Counts(r)

	byProp := map[*Property]*Violation{}
	for _, v := range r.Violations {
		if v.Prop != nil {
			byProp[v.Prop] = v
			continue
		}
		ve, err := ViolationEntryOf(r, v)
		if err != nil {
			return nil, err
		}
		rep.Errors = append(rep.Errors, *ve)
	}
	env := Environment(m)
	for _, p := range m.Props {
		ie := InvariantEntryOf(m, p, env)
		if v := byProp[p]; v != nil {
			ve, err := ViolationEntryOf(r, v)
			if err != nil {
				return nil, err
			}
			ie.Violated, ie.Violation = true, ve
		}
		rep.Invariants = append(rep.Invariants, ie)
	}
	rep.Coverage = Coverage(r.Model, r.Covered)
	rep.Conflicts = Conflicts(r.Model)
	return rep, nil
}

// Header is the part of a report that says what was explored.
func Header(m *Model) *Report {
	cal := m.Cfg.Cal
	rep := &Report{
		Schema:  SchemaVersion,
		Program: m.Prog.File,
		Start:   ta.FormatClockTime(cal.Start),
		Horizon: "none",
		Sunrise: ta.FormatClockTime(cal.Sunrise),
		Sunset:  ta.FormatClockTime(cal.Sunset),
		GCD:     m.Layout.G,
		Clocks:  m.ClockEntries(),
	}
	switch {
	case cal.Wrap > 0:
		rep.Horizon, rep.Forever = "forever", "day"
		if cal.Wrap > ta.SecondsPerDay {
			rep.Forever = "week"
		}
	case cal.Horizon > 0:
		rep.Horizon = ta.FormatDuration(cal.Horizon)
	}
	if r := cal.Ranges; r != nil {
		// Open sun times (the zone engine): the spans they lie in.
		rep.Sunrise, rep.Sunset = r.Rise.String(), r.Set.String()
	}
	if cal.DayKnown {
		rep.Weekday = ta.WeekdayNames[cal.Weekday]
		for _, d := range cal.AlikeWeekdays {
			rep.WeekdaysAlike = append(rep.WeekdaysAlike, ta.WeekdayNames[d])
		}
	}
	if cal.DateKnown {
		rep.Date, rep.DateClass = cal.Date.String(), cal.DateClass
	}
	for _, d := range cal.Days[min(1, len(cal.Days)):] {
		rep.SunDays = append(rep.SunDays, SunDayEntry{Sunrise: ta.FormatClockTime(d.Sunrise), Sunset: ta.FormatClockTime(d.Sunset)})
	}
	rep.TimeZone = cal.Zone
	for _, c := range cal.Changes {
		// The local clock reads the second before the change and then
		// jumps: from the end of that second to the reading at it.
		rep.ClockChanges = append(rep.ClockChanges, ta.FormatClockTime(cal.Local(c.At-1)+1)+" -> "+ta.FormatClockTime(cal.Local(c.At)))
	}
	if r := cal.Ranges; r != nil && len(r.Days) > 0 {
		// Each day's own part of the ranges, the day before the start's
		// included (a window it opens may run into the start's day).
		rep.SunDays = nil
		rep.Sunrise, rep.Sunset = daySpansText(r.Days, ta.Sunrise), daySpansText(r.Days, ta.Sunset)
	}
	return rep
}

// SunDayEntry is one day's sunrise and sunset.
type SunDayEntry struct {
	Sunrise string `json:"sunrise"`
	Sunset  string `json:"sunset"`
}

// ReachProperty is the invariant "no state carries all these labels": a
// violation of it is a reachable state that does.
func ReachProperty(prog *ta.Program, labels []string) (*Property, error) {
	var conj ta.Expr
	for _, l := range labels {
		if prog.LookupLabel(l) < 0 {
			return nil, fmt.Errorf("the model has no label %q", l)
		}
		id := &ta.Ident{Name: l}
		if conj == nil {
			conj = id
			continue
		}
		conj = &ta.Binary{Op: ta.OpAnd, X: conj, Y: id, Atom: -1, Tod: -1}
	}
	if conj == nil {
		return nil, fmt.Errorf("no labels given")
	}
	cond := &ta.Unary{Op: ta.OpNot, X: conj}
	if err := prog.CheckExpr(cond); err != nil {
		return nil, err
	}
	name := "reach " + strings.Join(labels, ",")
	return &Property{Name: name, Kind: spec.Always, Cond: cond, Src: ta.ExprString(cond), Transient: true}, nil
}

// Coverage is the coverage entry of a report on m whose transitions
// executed the statements in covered.
func Coverage(m *Model, covered ta.Bits) CoverageEntry {
	c := CoverageEntry{Missed: []string{}, Emitted: []string{}}
	c.Executed, c.Total, c.Missed = CoverageLines(m.Prog, covered)
	stmts := m.Prog.Stmts()
	seen := map[string]bool{}
	for i, s := range stmts {
		if e, ok := s.(*ta.Emit); ok && covered.Has(i) && !seen[e.Name] {
			seen[e.Name] = true
			c.Emitted = append(c.Emitted, e.Name)
		}
	}
	sort.Strings(c.Emitted)
	return c
}

// CoverageLines counts the source lines with statements, and those some
// executed statement was lowered from, and lists the others.
func CoverageLines(p *ta.Program, covered ta.Bits) (executed, total int, missed []string) {
	type lineKey struct {
		file string
		line int
	}
	hit := map[lineKey]bool{}
	first := map[lineKey]ta.Stmt{}
	var order []lineKey
	for i, s := range p.Stmts() {
		pos := s.Base().Pos
		k := lineKey{pos.File, pos.Line}
		if _, ok := first[k]; !ok {
			first[k] = s
			order = append(order, k)
		}
		if covered.Has(i) {
			hit[k] = true
		}
	}
	missed = []string{}
	src := sourceLines{}
	for _, k := range order {
		if hit[k] {
			executed++
			continue
		}
		s := first[k]
		// The line as the user wrote it; the IR statement lowered from it
		// (a front end's bookkeeping, such as a Wait's stage) when the
		// source cannot be read, and always for Go source: an SDN
		// program's positions are the lines of DeLorean's own network
		// model and apps, which a copy of the tool installed away from
		// its sources cannot read, so the text would depend on the
		// directory it runs in.
		text := ""
		if !strings.HasSuffix(k.file, ".go") {
			text = src.line(k.file, k.line)
		}
		if text == "" {
			text = ta.StmtString(s)
		}
		missed = append(missed, fmt.Sprintf("%s: %s", s.Base().Pos, text))
	}
	return executed, len(order), missed
}

// sourceLines reads source files for coverage, each once.
type sourceLines map[string][]string

// line is line n (from 1) of file without its indentation, or "" when the
// file cannot be read or has no such line.
func (sl sourceLines) line(file string, n int) string {
	lines, ok := sl[file]
	if !ok {
		if data, err := os.ReadFile(file); err == nil {
			lines = strings.Split(string(data), "\n")
		}
		sl[file] = lines
	}
	if n < 1 || n > len(lines) {
		return ""
	}
	return strings.Join(strings.Fields(lines[n-1]), " ")
}

// ViolationEntryOf is violation v of r explained: its trace, checked to
// replay, with the message and the values that show it.
func ViolationEntryOf(r *Result, v *Violation) (*ViolationEntry, error) {
	m := r.Model
	var failing *Label
	if v.Err != nil {
		l := r.Labels[v.Label]
		failing = &l
	}
	tr, err := trace.To(r, v.State, failing)
	if err != nil {
		return nil, err
	}
	ve := NewViolationEntry(m, v, tr)
	if v.Err != nil {
		ve.Message = v.Err.Error()
		if failing.Stim < 0 {
			ve.Message += " (when time passes)"
		}
		return ve, nil
	}
	ve.Message = ViolationMessage(m, v.Prop, tr)
	ve.Values = Values(m, v.Prop, &tr.Final)
	return ve, nil
}

// NewViolationEntry is the part of a violation's entry that its trace in
// the whole program gives: where and when it ends, its steps, and the
// trace file --trace-dir writes.
func NewViolationEntry(m *Model, v *Violation, tr *Trace) *ViolationEntry {
	ve := &ViolationEntry{States: v.Count, At: m.ClockText(tr.End), Elapsed: ta.FormatSeconds(tr.End), Sun: tr.Sun, file: tr.File(m, v.Name())}
	ve.Day, ve.DayOfWeek, ve.DayDate = DayOf(m, tr.End)
	for _, s := range tr.Steps {
		ve.Trace = append(ve.Trace, traceEntry(m, &s))
	}
	ve.Window, ve.Moments = moments(m, v.Prop, tr)
	return ve
}

// ViolationMessage says in words how the trace tr violates p.
func ViolationMessage(m *Model, p *Property, tr *Trace) string {
	switch p.Kind {
	case spec.Stays:
		return fmt.Sprintf("%s became false before %s had passed", p.CondText(), ta.FormatDuration(p.Bound))
	case spec.Reaches:
		return fmt.Sprintf("%s did not become true within %s", p.CondText(), ta.FormatDuration(p.Bound))
	}
	if p.Broken != "" {
		return p.Broken
	}
	return fmt.Sprintf("%s is false", p.Src)
}

// Values shows the variables a property reads, in the violating state.
func Values(m *Model, p *Property, st *ta.State) []string {
	seen := map[int]bool{}
	var out []string
	var walk func(e ta.Expr)
	walk = func(e ta.Expr) {
		switch e := e.(type) {
		case *ta.Ident:
			if e.Ref.Kind == ta.RefVar && !seen[e.Ref.Index] {
				seen[e.Ref.Index] = true
				v := m.Prog.Vars[e.Ref.Index]
				out = append(out, fmt.Sprintf("%s = %s", v.DisplayName(), ShowValue(v, st.Vals[e.Ref.Index])))
			}
		case *ta.Unary:
			walk(e.X)
		case *ta.Binary:
			walk(e.X)
			walk(e.Y)
		}
	}
	walk(p.Cond)
	if p.While != nil {
		walk(p.While)
	}
	return out
}

// ShowValue is the text of variable v's value x in reports: the front
// end's text for it (ta.Display), else its value as the IR writes it.
func ShowValue(v *ta.Var, x int64) string { return trace.ShowValue(v, x) }

// StimulusText names a stimulus in reports: a timer with a display name
// (see ta.Timer) as that name and "ends".
func StimulusText(p *ta.Program, stim int) string {
	st := p.Stimuli()[stim]
	if st.Kind == ta.StimTimer && p.Timers[st.Index].Display != "" {
		return p.Timers[st.Index].Display + " ends"
	}
	return st.Name
}

func traceEntry(m *Model, s *Step) TraceEntry {
	p := m.Prog
	te := TraceEntry{At: m.ClockText(s.At), Elapsed: ta.FormatSeconds(s.At), Stimulus: StimulusText(p, s.Stim)}
	te.Day, te.DayOfWeek, te.Date = DayOf(m, s.At)
	for _, f := range s.Factors {
		fac := p.Factors[f.Factor]
		c := fac.Classes[f.Class]
		switch {
		case fac.Number != nil:
			te.Factors = append(te.Factors, fac.Number.RangeText(fac.Name, c.Lo, c.Hi))
		case c.Lo == c.Hi:
			te.Factors = append(te.Factors, fmt.Sprintf("%s = %d", fac.Name, c.Lo))
		default:
			te.Factors = append(te.Factors, fmt.Sprintf("%s in %d..%d", fac.Name, c.Lo, c.Hi))
		}
	}
	for _, ri := range s.Rules {
		r := p.Rules[ri]
		if r.Internal {
			continue
		}
		te.Rules = append(te.Rules, fmt.Sprintf("%s (%s:%d)", r.Name, r.Pos.File, r.Pos.Line))
	}
	for _, c := range s.Changes {
		v := p.Vars[c.Var]
		if v.Internal {
			continue
		}
		te.Changes = append(te.Changes, fmt.Sprintf("%s: %s -> %s", v.DisplayName(), ShowValue(v, c.Old), ShowValue(v, c.New)))
	}
	for _, t := range s.Timers {
		tm := p.Timers[t.Timer]
		if t.Window < 0 {
			te.Timers = append(te.Timers, tm.DisplayName()+" stopped")
			continue
		}
		w := tm.Windows[t.Window]
		if w.Lo == w.Hi {
			te.Timers = append(te.Timers, fmt.Sprintf("%s started (%s)", tm.DisplayName(), ta.FormatDuration(w.Hi)))
		} else {
			te.Timers = append(te.Timers, fmt.Sprintf("%s started (%s..%s)", tm.DisplayName(), ta.FormatDuration(w.Lo), ta.FormatDuration(w.Hi)))
		}
	}
	te.Emits = s.Emits
	for i, v := range p.Vars {
		if v.Internal {
			continue
		}
		te.State = append(te.State, v.DisplayName()+"="+ShowValue(v, s.State.Vals[i]))
	}
	if s.Err != nil {
		te.Error = s.Err.Error()
	}
	return te
}

// Environment is what the program's environment can change, for the
// invariants' vacuity notes; nil when no invariant needs it.
func Environment(m *Model) *environment.Environment {
	if len(m.Props) == 0 {
		return nil
	}
	return environment.EnvironmentOf(m.Prog)
}

// InvariantEntryOf is an invariant's entry before its verdict.
func InvariantEntryOf(m *Model, p *Property, env *environment.Environment) InvariantEntry {
	ie := InvariantEntry{Name: p.Name, Description: p.Describe(), Source: p.Pos.String(), prop: p}
	if m.Vac != nil && p.Index < len(m.Props) && m.Props[p.Index] == p {
		v := m.Vac.Result(p.Index)
		ie.vac = &v
	}
	if env != nil {
		ie.Vacuous = env.InvariantWarning(PropertyVars(m.Prog, p))
	}
	return ie
}

// PropertyVars are the variables (indices) an invariant reads: those of
// its conditions and the variable whose change starts it.
func PropertyVars(prog *ta.Program, pr *Property) []int {
	var vars []int
	for _, e := range []ta.Expr{pr.Cond, pr.Edge, pr.While} {
		if e == nil {
			continue
		}
		for _, l := range analysis.ExprLocs(prog, e) {
			if l < len(prog.Vars) && !slices.Contains(vars, l) {
				vars = append(vars, l)
			}
		}
	}
	if pr.After == spec.AfterChange && pr.Target >= 0 && pr.Target < len(prog.Vars) && !slices.Contains(vars, pr.Target) {
		vars = append(vars, pr.Target)
	}
	return vars
}

// daySpansText says each day's span of a sun time (days from the one
// before the start's): one span when they are all the same.
func daySpansText(days []ta.DaySpans, base ta.TimeBase) string {
	span := func(d ta.DaySpans) ta.SunSpan {
		if base == ta.Sunrise {
			return d.Rise
		}
		return d.Set
	}
	var parts []string
	same := true
	for i, d := range days {
		same = same && span(d) == span(days[0])
		var when string
		switch i {
		case 0:
			when = " the day before"
		case 1:
			when = " on the start's day"
		case 2:
			when = " the next day"
		default:
			when = fmt.Sprintf(" on day %d", i)
		}
		parts = append(parts, span(d).String()+when)
	}
	if same {
		return span(days[0]).String()
	}
	return strings.Join(parts, ", ")
}
