package explore

import (
	"encoding/binary"
	"fmt"
	"io"
	"math/big"
	"os"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// SchemaVersion identifies the layout of the JSON report.
const SchemaVersion = "delorean.explore/1"

// Report is an exploration's outcome in the form users read: as text or
// as JSON (the field tags are the JSON schema).
type Report struct {
	Schema   string       `json:"schema"`
	Program  string       `json:"program"`
	Start    string       `json:"start"`
	Horizon  string       `json:"horizon"` // "none" when unbounded
	Sunrise  string       `json:"sunrise"`
	Sunset   string       `json:"sunset"`
	GCD      int64        `json:"gcd_seconds"`
	Clocks   []ClockEntry `json:"clocks"`
	Complete bool         `json:"complete"`
	Stop     string       `json:"stop_reason,omitempty"`

	States         int64   `json:"states"`
	DiscreteStates int     `json:"discrete_states"`
	ValueStates    int     `json:"value_states"`
	Transitions    int64   `json:"transitions"`
	StoreBytes     int64   `json:"store_bytes"`
	SpilledBytes   int64   `json:"spilled_bytes,omitempty"` // the part of store_bytes in files (--spill)
	BytesPerState  float64 `json:"bytes_per_state"`
	Frontier       int     `json:"frontier"`
	Reached        string  `json:"explored_until"`
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

	// Measurements that vary from run to run; the JSON has them only when
	// asked (Timing set), so that the same input gives the same JSON.
	ElapsedSeconds float64      `json:"-"`
	PerSecond      float64      `json:"-"`
	PeakMemory     int64        `json:"-"`
	PredictSaved   float64      `json:"-"` // seconds saved (estimate, see Stats.PredictSavedTime)
	Timing         *TimingEntry `json:"timing,omitempty"`

	Invariants []InvariantEntry `json:"invariants"`
	Errors     []ViolationEntry `json:"runtime_errors"`
	Coverage   CoverageEntry    `json:"coverage"`
	// Runs lists the explorations merged into this report, one per class
	// of sun times, when there were several.
	Runs []RunEntry `json:"runs,omitempty"`
	// Loops lists the independent control loops explored one by one, when
	// the program split into several; the counts above are their sums.
	Loops []LoopEntry `json:"loops,omitempty"`
	// SplitFallback says why an exploration split into loops fell back to
	// exploring the program whole (see ExploreReport); empty otherwise.
	SplitFallback []string `json:"split_fallback,omitempty"`

	// ShowStats makes the text report print the developer statistics
	// (store size, prediction, DPOR and split notes) line by line;
	// without it the report ends with one line of counts and the verdict
	// on completeness, which is what a user reads.
	ShowStats bool `json:"-"`
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

// ClockEntry describes a clock of the region layout.
type ClockEntry struct {
	Name        string `json:"name"`
	MaxConstant int64  `json:"max_constant_seconds"` // -1: not tracked
	Kind        string `json:"kind"`                 // wall, clock, timer, observer
}

// InvariantEntry is one invariant's verdict.
type InvariantEntry struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Source      string          `json:"source"`
	Violated    bool            `json:"violated"`
	Violation   *ViolationEntry `json:"violation,omitempty"`
}

// ViolationEntry is a violation with its trace.
type ViolationEntry struct {
	Message string       `json:"message"`
	States  int64        `json:"violating_states"`
	At      string       `json:"at"`
	Elapsed string       `json:"elapsed_seconds"`
	Values  []string     `json:"values"`
	Trace   []TraceEntry `json:"trace"`
	file    *TraceFile   // the trace as --trace-dir writes it (replayable)
}

// TraceFile is the violation's trace in the form `delorean replay` reads;
// nil for an entry not built by an exploration.
func (ve *ViolationEntry) TraceFile() *TraceFile { return ve.file }

// TraceEntry is one step of a trace.
type TraceEntry struct {
	At       string   `json:"at"`
	Elapsed  string   `json:"elapsed_seconds"`
	Stimulus string   `json:"stimulus"`
	Factors  []string `json:"factors,omitempty"`
	Rules    []string `json:"rules,omitempty"`
	Changes  []string `json:"changes,omitempty"`
	Timers   []string `json:"timers,omitempty"`
	Emits    []string `json:"emits,omitempty"`
	Error    string   `json:"error,omitempty"`
	State    []string `json:"state"` // every variable and device after the step
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

// BuildReport explains a result: it computes the traces of the violations
// (checking that each replays) and the derived counts.
func (r *Result) BuildReport() (*Report, error) {
	m := r.Model
	cal := m.Cfg.Cal
	rep := m.reportHeader()
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
		rep.Reached = m.clockText(big.NewRat(s.WallReached, 1))
	} else if r.Complete {
		rep.Reached = "fixpoint"
	} else {
		rep.Reached = "incomplete"
	}
	rep.DiscreteStates, rep.ValueStates = r.Distinct()

	byProp := map[*Property]*Violation{}
	for _, v := range r.Violations {
		if v.Prop != nil {
			byProp[v.Prop] = v
			continue
		}
		ve, err := r.violationEntry(v)
		if err != nil {
			return nil, err
		}
		rep.Errors = append(rep.Errors, *ve)
	}
	for _, p := range m.Props {
		ie := InvariantEntry{Name: p.Name, Description: p.Describe(), Source: p.Pos.String()}
		if v := byProp[p]; v != nil {
			ve, err := r.violationEntry(v)
			if err != nil {
				return nil, err
			}
			ie.Violated, ie.Violation = true, ve
		}
		rep.Invariants = append(rep.Invariants, ie)
	}
	rep.Coverage = r.coverage()
	return rep, nil
}

// reportHeader is the part of a report that says what was explored.
func (m *Model) reportHeader() *Report {
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
	if cal.Horizon > 0 {
		rep.Horizon = ta.FormatDuration(cal.Horizon)
	}
	return rep
}

// ClockEntries lists the clocks of the layout with their roles.
func (m *Model) ClockEntries() []ClockEntry {
	var out []ClockEntry
	timerClock := map[int]bool{}
	timerName := map[int]string{} // a private clock is shown as its timer
	for _, t := range m.Prog.Timers {
		timerClock[t.ClockIndex] = t.Clock == ""
		if t.Clock == "" {
			timerName[t.ClockIndex] = t.DisplayName()
		}
	}
	for x := 0; x < m.NClocks; x++ {
		e := ClockEntry{MaxConstant: -1, Kind: "clock"}
		if k := m.Layout.K[x]; k >= 0 {
			e.MaxConstant = int64(k) * m.Layout.G
		}
		switch {
		case x == ta.WallClock:
			e.Name, e.Kind = "wall clock", "wall"
		case x < m.Prog.NumClocks():
			e.Name = m.Prog.ClockName(x)
			if timerClock[x] {
				e.Kind = "timer"
				e.Name = timerName[x]
			}
		default:
			e.Name, e.Kind = "observer of "+m.Timed[x-m.Prog.NumClocks()].Name, "observer"
		}
		out = append(out, e)
	}
	return out
}

// Distinct counts the distinct discrete states (variables, queued timers,
// rule flags) and the distinct valuations of the variables and devices
// among the explored states.
func (r *Result) Distinct() (discrete, values int) {
	m := r.Model
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.enc.Scratch()
	disc := map[string]struct{}{}
	vals := map[string]struct{}{}
	// Only a state whose key starts with a discrete part not seen before
	// is decoded: the counts depend on that part alone, and most states
	// share it with many others (they differ in their clocks).
	seen := map[string]struct{}{}
	dbuf := m.enc.Scratch()
	var k []byte
	for i := 0; i < r.Store.Len(); i++ {
		key := r.Store.Key(uint32(i))
		dk := m.enc.DiscKey(dbuf, key)
		if _, ok := seen[string(dk)]; ok {
			continue
		}
		seen[string(dk)] = struct{}{}
		m.enc.Decode(key, r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		k = k[:0]
		for _, v := range st.Vals {
			k = binary.AppendVarint(k, int64(v))
		}
		if _, ok := vals[string(k)]; !ok {
			vals[string(k)] = struct{}{}
		}
		for _, t := range st.Timers {
			k = binary.AppendVarint(k, int64(t))
		}
		for _, off := range st.RuleOff {
			k = append(k, b2byte(off))
		}
		if _, ok := disc[string(k)]; !ok {
			disc[string(k)] = struct{}{}
		}
	}
	return len(disc), len(vals)
}

func b2byte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// ValueLines lists the distinct valuations of the variables (devices and
// timed automata's location variables included) among the explored states,
// one line each, "NAME=VALUE" pairs in declaration order, sorted.
func (r *Result) ValueLines() []string {
	m := r.Model
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.enc.Scratch()
	seen := map[string]bool{}
	var out []string
	for i := 0; i < r.Store.Len(); i++ {
		m.enc.Decode(r.Store.Key(uint32(i)), r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		parts := make([]string, len(st.Vals))
		for v, decl := range m.Prog.Vars {
			parts[v] = decl.Name + "=" + FormatValue(&decl.Type, st.Vals[v])
		}
		line := strings.Join(parts, " ")
		if !seen[line] {
			seen[line] = true
			out = append(out, line)
		}
	}
	sort.Strings(out)
	return out
}

// Project lists the distinct values that the named variables take
// together in the explored states, one line each ("a=1 b=On"), sorted. A
// name "timer T" stands for whether timer T is queued.
func (r *Result) Project(names ...string) ([]string, error) {
	m := r.Model
	idx := make([]int, len(names))
	for i, n := range names {
		if t, ok := strings.CutPrefix(n, "timer "); ok {
			ti := m.Prog.LookupTimer(t)
			if ti < 0 {
				return nil, fmt.Errorf("no timer %q", t)
			}
			idx[i] = -1 - ti
			continue
		}
		if idx[i] = m.Prog.LookupVar(n); idx[i] < 0 {
			return nil, fmt.Errorf("no variable %q", n)
		}
	}
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.enc.Scratch()
	seen, lines := map[string]bool{}, map[string]bool{}
	var out []string
	// Millions of states share a few thousand projections: the raw values
	// are the key, and only a new one is formatted.
	var raw []byte
	for i := 0; i < r.Store.Len(); i++ {
		m.enc.Decode(r.Store.Key(uint32(i)), r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		raw = raw[:0]
		for _, v := range idx {
			if v < 0 {
				raw = binary.AppendUvarint(raw, uint64(b2byte(st.Timers[-1-v] != 0)))
			} else {
				raw = binary.AppendVarint(raw, st.Vals[v])
			}
		}
		if seen[string(raw)] {
			continue
		}
		seen[string(raw)] = true
		parts := make([]string, len(idx))
		for k, v := range idx {
			if v < 0 {
				parts[k] = names[k] + "=" + map[bool]string{true: "queued", false: "idle"}[st.Timers[-1-v] != 0]
				continue
			}
			decl := m.Prog.Vars[v]
			parts[k] = decl.Name + "=" + FormatValue(&decl.Type, st.Vals[v])
		}
		if line := strings.Join(parts, " "); !lines[line] { // two values may print alike
			lines[line] = true
			out = append(out, line)
		}
	}
	sort.Strings(out)
	return out, nil
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
	return &Property{Name: name, Kind: Always, Cond: cond, Src: ta.ExprString(cond), Transient: true}, nil
}

func (r *Result) coverage() CoverageEntry {
	c := CoverageEntry{Missed: []string{}, Emitted: []string{}}
	c.Executed, c.Total, c.Missed = CoverageLines(r.Model.Prog, r.Covered)
	stmts := r.Model.Prog.Stmts()
	seen := map[string]bool{}
	for i, s := range stmts {
		if e, ok := s.(*ta.Emit); ok && r.Covered.Has(i) && !seen[e.Name] {
			seen[e.Name] = true
			c.Emitted = append(c.Emitted, e.Name)
		}
	}
	sort.Strings(c.Emitted)
	return c
}

// coverageLines counts the source lines with statements, and those some
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
		// (a front end's bookkeeping, such as a Wait's stage) only when
		// the source cannot be read.
		text := src.line(k.file, k.line)
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

func (r *Result) violationEntry(v *Violation) (*ViolationEntry, error) {
	m := r.Model
	var failing *Label
	if v.Err != nil {
		l := r.Labels[v.Label]
		failing = &l
	}
	tr, err := r.TraceTo(v.State, failing)
	if err != nil {
		return nil, err
	}
	ve := m.newViolationEntry(v, tr)
	if v.Err != nil {
		ve.Message = v.Err.Error()
		if failing.Stim < 0 {
			ve.Message += " (when time passes)"
		}
		return ve, nil
	}
	ve.Message = m.violationMessage(v.Prop, tr)
	ve.Values = m.values(v.Prop, &tr.Final)
	return ve, nil
}

// newViolationEntry is the part of a violation's entry that its trace in
// the whole program gives: where and when it ends, its steps, and the
// trace file --trace-dir writes.
func (m *Model) newViolationEntry(v *Violation, tr *Trace) *ViolationEntry {
	ve := &ViolationEntry{States: v.Count, At: m.clockText(tr.End), Elapsed: ta.FormatSeconds(tr.End), file: m.TraceFile(v.Name(), tr)}
	for _, s := range tr.Steps {
		ve.Trace = append(ve.Trace, m.traceEntry(&s))
	}
	return ve
}

func (m *Model) violationMessage(p *Property, tr *Trace) string {
	switch p.Kind {
	case Stays:
		return fmt.Sprintf("%s became false before %s had passed", exprText(p.Cond), ta.FormatDuration(p.Bound))
	case Reaches:
		return fmt.Sprintf("%s did not become true within %s", exprText(p.Cond), ta.FormatDuration(p.Bound))
	}
	return fmt.Sprintf("%s is false", p.Src)
}

// values shows the variables a property reads, in the violating state.
func (m *Model) values(p *Property, st *ta.State) []string {
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
func ShowValue(v *ta.Var, x int64) string {
	if t := v.DisplayValue(x); t != "" {
		return t
	}
	return FormatValue(&v.Type, x)
}

// StimulusText names a stimulus in reports: a timer with a display name
// (see ta.Timer) as that name and "ends".
func StimulusText(p *ta.Program, stim int) string {
	st := p.Stimuli()[stim]
	if st.Kind == ta.StimTimer && p.Timers[st.Index].Display != "" {
		return p.Timers[st.Index].Display + " ends"
	}
	return st.Name
}

func (m *Model) traceEntry(s *Step) TraceEntry {
	p := m.Prog
	te := TraceEntry{At: m.clockText(s.At), Elapsed: ta.FormatSeconds(s.At), Stimulus: StimulusText(p, s.Stim)}
	for _, f := range s.Factors {
		fac := p.Factors[f.Factor]
		c := fac.Classes[f.Class]
		if c.Lo == c.Hi {
			te.Factors = append(te.Factors, fmt.Sprintf("%s = %d", fac.Name, c.Lo))
		} else {
			te.Factors = append(te.Factors, fmt.Sprintf("%s in %d..%d", fac.Name, c.Lo, c.Hi))
		}
	}
	for _, ri := range s.Rules {
		r := p.Rules[ri]
		te.Rules = append(te.Rules, fmt.Sprintf("%s (%s:%d)", r.Name, r.Pos.File, r.Pos.Line))
	}
	for _, c := range s.Changes {
		v := p.Vars[c.Var]
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
		te.State = append(te.State, v.DisplayName()+"="+ShowValue(v, s.State.Vals[i]))
	}
	if s.Err != nil {
		te.Error = s.Err.Error()
	}
	return te
}

// Violated reports whether some invariant is violated or a runtime error
// was found.
func (rep *Report) Violated() bool {
	if len(rep.Errors) > 0 {
		return true
	}
	for _, i := range rep.Invariants {
		if i.Violated {
			return true
		}
	}
	return false
}

// WriteText prints the report for people.
func (rep *Report) WriteText(w io.Writer) {
	fmt.Fprintf(w, "DeLorean: %s\n", rep.Program)
	horizon := "none (explored until no new state appears)"
	if rep.Horizon != "none" {
		horizon = rep.Horizon
	}
	fmt.Fprintf(w, "  start %s, horizon %s, sunrise %s, sunset %s\n", rep.Start, horizon, rep.Sunrise, rep.Sunset)
	var cs []string
	for _, c := range rep.Clocks {
		if c.MaxConstant < 0 {
			continue
		}
		cs = append(cs, fmt.Sprintf("%s ≤ %s", c.Name, ta.FormatDuration(c.MaxConstant)))
	}
	fmt.Fprintf(w, "  clocks: %s; GCD %s\n", strings.Join(cs, ", "), ta.FormatDuration(rep.GCD))
	fmt.Fprintln(w)
	for _, inv := range rep.Invariants {
		if !inv.Violated {
			label, verdict := "ok", "holds"
			if !rep.Complete {
				label, verdict = "unknown", "not violated so far (incomplete run)"
			}
			fmt.Fprintf(w, "%-9s %s  (%s)\n", label, inv.Name, inv.Source)
			fmt.Fprintf(w, "          %s: %s\n", inv.Description, verdict)
			continue
		}
		fmt.Fprintf(w, "%-9s %s  (%s)\n", "VIOLATED", inv.Name, inv.Source)
		fmt.Fprintf(w, "          %s\n", inv.Description)
		writeViolation(w, inv.Violation)
	}
	for _, e := range rep.Errors {
		fmt.Fprintf(w, "%-9s %s\n", "ERROR", e.Message)
		writeViolation(w, &e)
	}
	if len(rep.Invariants) > 0 || len(rep.Errors) > 0 {
		fmt.Fprintln(w)
	}
	if len(rep.Runs) > 0 {
		fmt.Fprintf(w, "explored %d classes of sun times:\n", len(rep.Runs))
		for _, r := range rep.Runs {
			v := "nothing violated"
			if len(r.Violated) > 0 {
				v = "violated: " + strings.Join(r.Violated, ", ")
			}
			fmt.Fprintf(w, "  sunrise %s, sunset %s: %d states, %s\n", r.Sunrise, r.Sunset, r.States, v)
		}
		fmt.Fprintln(w)
	}
	if len(rep.Loops) > 0 {
		fmt.Fprintf(w, "explored as %d independent control loops (counts below are their sums; --no-split explores them together):\n", len(rep.Loops))
		for _, l := range rep.Loops {
			fmt.Fprintf(w, "  %s: %d variables, %d clocks, %d rules; %d states, %d transitions\n", l.Name, l.Vars, l.Clocks, l.Rules, l.States, l.Transitions)
		}
		fmt.Fprintln(w)
	}
	rep.writeCoverage(w)
	rep.writeStats(w)
}

// WriteReachText prints the answer to a reachability question asked with
// ReachProperty (the report's only invariant).
func (rep *Report) WriteReachText(w io.Writer) {
	fmt.Fprintf(w, "DeLorean: %s\n", rep.Program)
	inv := rep.Invariants[0]
	labels := strings.TrimPrefix(inv.Name, "reach ")
	switch {
	case inv.Violated:
		fmt.Fprintf(w, "REACHABLE: a state labelled %s\n", labels)
		writeViolation(w, inv.Violation)
		if rep.ShowStats {
			rep.writeCounts(w)
		} else {
			fmt.Fprintln(w, rep.summaryCounts())
		}
		fmt.Fprintf(w, "the search stopped at the first such state\n")
		return
	case rep.Complete:
		fmt.Fprintf(w, "not reachable: no state is labelled %s\n", labels)
	default:
		fmt.Fprintf(w, "unknown: no state labelled %s found so far\n", labels)
	}
	rep.writeStats(w)
}

func (rep *Report) writeCoverage(w io.Writer) {
	c := rep.Coverage
	pct := 100.0
	if c.Total > 0 {
		pct = 100 * float64(c.Executed) / float64(c.Total)
	}
	fmt.Fprintf(w, "coverage: %d of %d program lines executed (%.0f%%)\n", c.Executed, c.Total, pct)
	if len(c.Emitted) > 0 {
		fmt.Fprintf(w, "  outputs reached: %s\n", strings.Join(c.Emitted, ", "))
	}
	for _, s := range c.Missed {
		fmt.Fprintf(w, "  never executed: %s\n", s)
	}
}

func (rep *Report) writeStats(w io.Writer) {
	if rep.ShowStats {
		rep.writeCounts(w)
		fmt.Fprintln(w, rep.completeness())
		return
	}
	// What the user chose or should know (a reduction, a fallback, a
	// failed self-check to report) stays; then the one line of counts.
	if rep.PredictOff != "" {
		fmt.Fprintln(w, rep.predictOffLine())
	}
	rep.writeNotes(w)
	fmt.Fprintf(w, "%s; %s\n", rep.summaryCounts(), rep.completeness())
}

func (rep *Report) writeNotes(w io.Writer) {
	for _, f := range rep.SplitFallback {
		fmt.Fprintf(w, "split: %s\n", f)
	}
	if rep.DPOR {
		fmt.Fprintf(w, "DPOR: %d urgent states reduced to the stimuli that depend on a due timer; every state where time can pass is visited (the same violations and first-trace lengths), the urgent states in between are not\n", rep.Executions)
	}
}

// summaryCounts is the default report's last line without its verdict:
// states, transitions, time and memory.
func (rep *Report) summaryCounts() string {
	return fmt.Sprintf("states: %d, transitions: %d in %.3fs, peak memory %s",
		rep.States, rep.Transitions, rep.ElapsedSeconds, HumanBytes(rep.PeakMemory))
}

func (rep *Report) completeness() string {
	if rep.Complete {
		return fmt.Sprintf("complete: explored until %s", rep.Reached)
	}
	return fmt.Sprintf("INCOMPLETE: %s; explored until %s with %d states left in the frontier; the verdicts cover only what was explored", rep.Stop, rep.Reached, rep.Frontier)
}

func (rep *Report) predictOffLine() string {
	return fmt.Sprintf("prediction: turned off during the search, which went on the plain way: its check against the plain way failed (%s); please report this", rep.PredictOff)
}

func (rep *Report) writeCounts(w io.Writer) {
	fmt.Fprintf(w, "states: %d (%d discrete, %d valuations of the variables and devices)\n", rep.States, rep.DiscreteStates, rep.ValueStates)
	// The store compares whole keys: say so, as a checker that hashes
	// states into fingerprints may merge two and must say that too.
	spilled := ""
	if rep.SpilledBytes > 0 {
		spilled = fmt.Sprintf(", %s of it in files", HumanBytes(rep.SpilledBytes))
	}
	fmt.Fprintf(w, "transitions: %d in %.3fs (%.0f/s); peak memory %s; store %s (%.1f bytes/state, exact: whole keys, no fingerprints%s)\n",
		rep.Transitions, rep.ElapsedSeconds, rep.PerSecond, HumanBytes(rep.PeakMemory), HumanBytes(rep.StoreBytes), rep.BytesPerState, spilled)
	if n := rep.PredictHits + rep.PredictMisses; n > 0 {
		fmt.Fprintf(w, "prediction: %d of %d stimulus runs predicted (%.1f%%), %d interpreted; about %.2fs saved (sampled: expansions and runs also done the plain way, less the tree look-ups)\n",
			rep.PredictHits, n, Pct64(rep.PredictHits, n), rep.PredictMisses, rep.PredictSaved)
		if x := rep.PredictReplays + rep.PredictRecorded; x > 0 {
			fmt.Fprintf(w, "prediction: %d of %d state expansions replayed whole from recorded ones of the same discrete state (%.1f%%), %d done the per-stimulus way and recorded\n",
				rep.PredictReplays, x, Pct64(rep.PredictReplays, x), rep.PredictRecorded)
		}
	}
	if rep.PredictOff != "" {
		fmt.Fprintln(w, rep.predictOffLine())
	}
	rep.writeNotes(w)
}

// Pct64 is a as a percentage of b (0 when b is).
func Pct64(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// maxStateVars is the most variables whose values the text report lists
// after each step of a trace (JSON always has them all).
const maxStateVars = 16

func writeViolation(w io.Writer, v *ViolationEntry) {
	fmt.Fprintf(w, "          trace:\n")
	for _, s := range v.Trace {
		head := s.Stimulus
		if len(s.Factors) > 0 {
			head += " [" + strings.Join(s.Factors, ", ") + "]"
		}
		fmt.Fprintf(w, "            %-14s %s\n", s.At, head)
		var parts []string
		if len(s.Rules) > 0 {
			parts = append(parts, "ran "+FoldedRuns(s.Rules))
		}
		parts = append(parts, s.Changes...)
		parts = append(parts, s.Timers...)
		for _, e := range s.Emits {
			parts = append(parts, "emit "+e)
		}
		if s.Error != "" {
			parts = append(parts, "error: "+s.Error)
		}
		if len(s.State) <= maxStateVars {
			parts = append(parts, "state: "+strings.Join(s.State, " "))
		}
		for _, p := range parts {
			fmt.Fprintf(w, "            %-14s   %s\n", "", p)
		}
	}
	if v.Values != nil || v.Message != "" {
		fmt.Fprintf(w, "          at %s: %s", v.At, v.Message)
		if len(v.Values) > 0 {
			fmt.Fprintf(w, " (%s)", strings.Join(v.Values, ", "))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "          violating states found: %d\n", v.States)
}

func HumanBytes(b int64) string {
	switch {
	case b >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30))
	case b >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20))
	case b >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(b)/(1<<10))
	}
	return fmt.Sprintf("%d B", b)
}
