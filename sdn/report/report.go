package report

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/sdn"
	"github.com/delorean-mc/delorean/ta"
)

// ReportSchema identifies the layout of the SDN report's JSON (the
// explorer's report, whose fields it includes, has its own schema field).
const ReportSchema = "delorean.sdn/1"

// Options limit an exploration.
type Options struct {
	MaxStates int
	MaxMemory int64
	SpillDir  string // see explore.Options.SpillDir
	Ctx       context.Context
	NoPredict bool
	Workers   int // see explore.Options.Workers
}

// Report is an SDN exploration's outcome: the explorer's report (states,
// transitions, invariants with traces, coverage, statistics) plus what is
// particular to SDN: the scenario, the mode and pool of clocks, whether
// the pool ran out, and the app's statement coverage.
type Report struct {
	*explore.Report
	SDNSchema   string                `json:"sdn_schema"`
	Scenario    string                `json:"scenario"`
	App         string                `json:"app"`
	Fixes       []string              `json:"fixes"`
	Mode        string                `json:"mode"`
	VCs         int                   `json:"vcs"`
	Pool        *PoolEntry            `json:"vc_pool,omitempty"`
	Properties  []PropEntry           `json:"properties"`
	AppCoverage explore.CoverageEntry `json:"app_coverage"`
	// SearchComplete and SearchStop are the search's own end: whether it
	// ran until no new state appeared, and else why it stopped. Complete
	// and Stop (the report's, and its JSON's) are about the verdicts: a
	// pool that ran out leaves them incomplete though the search ended
	// (PoolStop), as the behaviours in which a timeout had no clock were
	// never explored.
	SearchComplete bool   `json:"-"`
	SearchStop     string `json:"-"`
}

// PoolStop is the reason a run whose pool of size n ran out is
// incomplete, in the words the text and the JSON's stop_reason use.
func PoolStop(n int) string {
	return fmt.Sprintf("the pool of %s ran out", clocks(n, "clock"))
}

// clocks is n clocks, in words: "1 clock", "2 virtual clocks".
func clocks(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// PoolEntry says whether the pool of virtual clocks ran out. When it did,
// some flow timeout, timer or timestamp went without a clock from then on
// (it never fires or ages) and the exploration under-approximates; the
// trace shows the first time.
type PoolEntry struct {
	Size      int                     `json:"size"`
	Exhausted bool                    `json:"exhausted"`
	States    int64                   `json:"states_after_exhaustion,omitempty"`
	First     *explore.ViolationEntry `json:"first_exhaustion,omitempty"`
}

// PropEntry explains a checked property.
type PropEntry struct {
	Name     string `json:"name"`
	Meaning  string `json:"meaning"`
	Violated bool   `json:"violated"`
}

// Explore explores a compiled scenario with DeLorean's explorer.
func Explore(m *sdn.Model, opt Options) (*Report, *explore.Result, error) {
	props := append([]*explore.Property(nil), m.Props...)
	if m.PoolProp != nil {
		props = append(props, m.PoolProp)
	}
	em, err := explore.NewModel(m.Prog, explore.Config{Props: props})
	if err != nil {
		return nil, nil, err
	}
	if opt.Ctx == nil {
		opt.Ctx = context.Background()
	}
	res, err := explore.Explore(em, explore.Options{MaxStates: opt.MaxStates, MaxMemory: opt.MaxMemory, SpillDir: opt.SpillDir, Ctx: opt.Ctx, NoPredict: opt.NoPredict, NoSplit: true, Workers: opt.Workers})
	if err != nil {
		return nil, nil, err
	}
	er, err := res.BuildReport()
	if err != nil {
		return nil, nil, err
	}
	rep := &Report{Report: er, SDNSchema: ReportSchema, Scenario: m.Scenario.File, App: m.Scenario.App, Mode: m.Mode.String(), VCs: m.VCs, Fixes: fixes(m)}
	if m.PoolProp != nil {
		pe := &PoolEntry{Size: m.VCs}
		var keep []explore.InvariantEntry
		for _, inv := range er.Invariants {
			if inv.Name == m.PoolProp.Name {
				if inv.Violated {
					pe.Exhausted, pe.First, pe.States = true, inv.Violation, inv.Violation.States
					pe.First.Message = ""
				}
				continue
			}
			keep = append(keep, inv)
		}
		er.Invariants = keep
		rep.Pool = pe
	}
	rep.SearchComplete, rep.SearchStop = er.Complete, er.Stop
	if rep.Pool != nil && rep.Pool.Exhausted {
		// Under-approximated: what holds held only where every flow
		// timeout, timer and timestamp had a clock (a violation found
		// stands, and the exit code says so).
		if er.Complete {
			er.Stop = PoolStop(m.VCs)
		} else {
			er.Stop += "; and " + PoolStop(m.VCs)
		}
		er.Complete = false
	}
	for _, inv := range er.Invariants {
		rep.Properties = append(rep.Properties, PropEntry{Name: inv.Name, Meaning: sdn.PropMeaning(m, inv.Name), Violated: inv.Violated})
	}
	rep.AppCoverage = AppCoverage(m, res.Covered)
	return rep, res, nil
}

// fixes lists the NICE bugs the scenario fixes ("all" for every one).
func fixes(m *sdn.Model) []string {
	s := m.Scenario
	if s.AllFixed {
		return []string{"all"}
	}
	out := []string{}
	for f := range s.Fixes {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// AppCoverage is the statement coverage of the app's source lines.
func AppCoverage(m *sdn.Model, covered ta.Bits) explore.CoverageEntry {
	app := map[string]bool{}
	for _, f := range m.AppFiles {
		app[f] = true
	}
	type line struct {
		file string
		n    int
	}
	hit := map[line]bool{}
	first := map[line]ta.Stmt{}
	var order []line
	for i, s := range m.Prog.Stmts() {
		p := s.Base().Pos
		if !app[p.File] {
			continue
		}
		l := line{p.File, p.Line}
		if _, ok := first[l]; !ok {
			first[l] = s
			order = append(order, l)
		}
		if covered.Has(i) {
			hit[l] = true
		}
	}
	sort.Slice(order, func(i, j int) bool {
		if order[i].file != order[j].file {
			return order[i].file < order[j].file
		}
		return order[i].n < order[j].n
	})
	c := explore.CoverageEntry{Total: len(order), Missed: []string{}, Emitted: []string{}}
	emitted := map[string]bool{}
	for i, s := range m.Prog.Stmts() {
		if e, ok := s.(*ta.Emit); ok && covered.Has(i) && app[s.Base().Pos.File] && !emitted[e.Name] {
			emitted[e.Name] = true
			c.Emitted = append(c.Emitted, e.Name)
		}
	}
	sort.Strings(c.Emitted)
	for _, l := range order {
		if hit[l] {
			c.Executed++
			continue
		}
		c.Missed = append(c.Missed, fmt.Sprintf("%s:%d: %s", l.file, l.n, ta.StmtString(first[l])))
	}
	return c
}

// Violated reports whether a property was violated or a runtime error
// found (the pool running out is neither).
func (r *Report) Violated() bool { return r.Report.Violated() }

// WriteText prints the report for people. Traces leave out the model's
// bookkeeping (the slots of queues and buffers, scratch variables, the
// pool's owners); the JSON has every change.
func (r *Report) WriteText(w io.Writer) {
	fixes := strings.Join(r.Fixes, ", ")
	if fixes == "" {
		fixes = "none"
	}
	fmt.Fprintf(w, "DeLorean SDN: %s (app %s, fixes: %s)\n", r.Scenario, r.App, fixes)
	if r.Mode == sdn.Nice.String() {
		fmt.Fprintf(w, "  mode nice: no clocks; flows never expire, app timers fire as NICE fires them\n")
	} else {
		var cs []string
		for _, c := range r.Clocks {
			if c.MaxConstant >= 0 && c.Kind != "wall" {
				cs = append(cs, fmt.Sprintf("%s ≤ %s", c.Name, ta.FormatDuration(c.MaxConstant)))
			}
		}
		about := "GCD " + ta.FormatDuration(r.GCD)
		if len(cs) > 0 {
			about = strings.Join(cs, ", ") + "; " + about
		}
		fmt.Fprintf(w, "  mode timed: a pool of %s (%s)\n", clocks(r.VCs, "virtual clock"), about)
	}
	fmt.Fprintln(w)
	for _, inv := range r.Invariants {
		meaning := ""
		for _, p := range r.Properties {
			if p.Name == inv.Name {
				meaning = p.Meaning
			}
		}
		switch {
		case inv.Violated:
			fmt.Fprintf(w, "VIOLATED  %s: %s\n", inv.Name, meaning)
			writeTrace(w, inv.Violation, true)
		case r.Complete:
			fmt.Fprintf(w, "ok        %s: %s\n", inv.Name, meaning)
		case r.poolOut() && r.SearchComplete:
			fmt.Fprintf(w, "unknown   %s: %s (not violated where clocks sufficed; the pool ran out)\n", inv.Name, meaning)
		default:
			fmt.Fprintf(w, "unknown   %s: %s (not violated so far; incomplete run)\n", inv.Name, meaning)
		}
	}
	for _, e := range r.Errors {
		e := e
		fmt.Fprintf(w, "ERROR     %s\n", e.Message)
		writeTrace(w, &e, true)
	}
	if p := r.Pool; p != nil && p.Exhausted {
		fmt.Fprintf(w, "VC POOL EXHAUSTED: %s did not suffice. In %d states a flow timeout, timer or timestamp went without a clock (it never fires or ages): those behaviours are under-approximated; raise --vcs. The first time:\n", clocks(p.Size, "virtual clock"), p.States)
		writeTrace(w, p.First, false)
	}
	fmt.Fprintln(w)
	c := r.AppCoverage
	fmt.Fprintf(w, "app coverage: %d of %d lines of the app executed (%.0f%%)\n", c.Executed, c.Total, Percent(c.Executed, c.Total))
	if len(c.Emitted) > 0 {
		fmt.Fprintf(w, "  app logs reached: %s\n", strings.Join(c.Emitted, "; "))
	}
	for _, m := range c.Missed {
		fmt.Fprintf(w, "  never executed: %s\n", m)
	}
	fmt.Fprintf(w, "model coverage: %d of %d lines of the network model and app executed\n", r.Report.Coverage.Executed, r.Report.Coverage.Total)
	fmt.Fprintf(w, "states: %d (%d discrete); transitions: %d in %.3fs (%.0f/s); peak memory %.1f MiB\n",
		r.States, r.DiscreteStates, r.Transitions, r.ElapsedSeconds, r.PerSecond, float64(r.PeakMemory)/(1<<20))
	if p := r.Pool; p != nil && !p.Exhausted {
		fmt.Fprintf(w, "vc pool: %s sufficed\n", clocks(p.Size, "clock"))
	}
	switch {
	case r.Complete:
		fmt.Fprintf(w, "complete: explored until no new state appears\n")
	case r.poolOut() && r.SearchComplete:
		fmt.Fprintf(w, "incomplete: %s; the verdicts cover only the behaviours in which every timeout had a clock: raise --vcs\n", PoolStop(r.Pool.Size))
	default:
		fmt.Fprintf(w, "INCOMPLETE: %s; %d states left in the frontier; the verdicts cover only what was explored\n", r.Stop, r.Frontier)
	}
}

// poolOut reports whether the pool of virtual clocks ran out.
func (r *Report) poolOut() bool { return r.Pool != nil && r.Pool.Exhausted }

// bookkeeping matches the variables traces leave out.
var bookkeeping = regexp.MustCompile(`(\.(in\d+|up|cmd)\.\d+\.|\.buf\d+\.(inport|f\.)|^x\.|^vc\d+\.owner|\.vc$|vc:|\.(idlevc|hardvc))`)

// writeTrace prints a trace; count adds how many violating states there
// were (the pool's trace has its count in its header).
func writeTrace(w io.Writer, v *explore.ViolationEntry, count bool) {
	for _, s := range v.Trace {
		fmt.Fprintf(w, "  %-10s %s\n", s.At, s.Stimulus)
		var parts []string
		for _, c := range s.Changes {
			name, _, _ := strings.Cut(c, ":")
			if !bookkeeping.MatchString(name) {
				parts = append(parts, c)
			}
		}
		parts = append(parts, s.Timers...)
		for _, e := range s.Emits {
			parts = append(parts, "log \""+e+"\"")
		}
		if s.Error != "" {
			parts = append(parts, "ERROR "+s.Error)
		}
		for len(parts) > 0 {
			line := parts[0]
			parts = parts[1:]
			for len(parts) > 0 && len(line)+len(parts[0]) < 100 {
				line += "; " + parts[0]
				parts = parts[1:]
			}
			fmt.Fprintf(w, "  %-10s   %s\n", "", line)
		}
	}
	if v.Message != "" {
		fmt.Fprintf(w, "  at %s: %s\n", v.At, v.Message)
	}
	if count {
		fmt.Fprintf(w, "  (%d violating states or transitions found)\n", v.States)
	}
}

// NamedTrace is a trace file with the name it is written under.
type NamedTrace struct {
	Name string // NN-slug.trace.yaml (explore.TraceFileName)
	File *explore.TraceFile
}

// Traces are each violation's trace (and the pool's first exhaustion),
// for `delorean sdn --replay`, numbered in the report's order.
func Traces(res *explore.Result) ([]NamedTrace, error) {
	var out []NamedTrace
	for i, v := range res.Violations {
		var failing *explore.Label
		if v.Err != nil {
			l := res.Labels[v.Label]
			failing = &l
		}
		tr, err := res.TraceTo(v.State, failing)
		if err != nil {
			return nil, err
		}
		name := v.Name()
		if v.Err != nil {
			name = "runtime error"
		}
		out = append(out, NamedTrace{Name: explore.TraceFileName(i+1, len(res.Violations), name), File: tr.File(res.Model, v.Name())})
	}
	return out, nil
}

// Replayed is a trace file replayed on a scenario (ReplayTrace).
type Replayed struct {
	Trace, Start string // the trace file, and the start it records
	Steps        []ReplayedStep
	// Mismatches are the variables whose replayed value differs from the
	// one the trace records.
	Mismatches []Mismatch
	// Error is the runtime error the run ends in ("" for none); End is
	// the state at the trace's end time (nil after an error).
	Error string
	End   *ReplayedStep
	// Violated are the properties violated at the end ("runtime error"
	// when the run fails); PoolOut says the pool has run out by then,
	// which is no violation.
	Violated []string
	PoolOut  bool
}

// ReplayedStep is a step of a replay: when, what happened ("" for the
// end), every variable as NAME=VALUE and the timers running after it.
type ReplayedStep struct {
	At, Stimulus  string
	State, Timers []string
}

// Mismatch is a variable whose replayed value after step Step (from 1)
// differs from the one the trace file records.
type Mismatch struct {
	Step                         int
	Variable, Recorded, Replayed string
}

// ReplayTrace runs a trace file written by WriteTraces in the concrete
// interpreter. Its error is for a trace that cannot be read or does not
// replay; a run that fails, or differs from what the trace records, is
// in the result.
func ReplayTrace(m *sdn.Model, tracePath string) (*Replayed, error) {
	tf, err := explore.ReadTraceFile(tracePath)
	if err != nil {
		return nil, err
	}
	props := append([]*explore.Property(nil), m.Props...)
	if m.PoolProp != nil {
		props = append(props, m.PoolProp)
	}
	em, err := explore.NewModel(m.Prog, explore.Config{Props: props})
	if err != nil {
		return nil, err
	}
	steps, end, err := tf.ReplaySteps(em)
	if err != nil {
		return nil, err
	}
	r := &Replayed{Trace: tracePath, Start: tf.Start, Violated: []string{}}
	out, err := explore.Replay(em, steps, end, func(i int, s *explore.Step) {
		st := ReplayedStep{At: em.ClockText(s.At), Stimulus: m.Prog.Stimuli()[s.Stim].Name}
		st.State, st.Timers = explore.StateList(em, &s.State)
		r.Steps = append(r.Steps, st)
		want := tf.Expected(i)
		for vi, v := range m.Prog.Vars {
			got := explore.FormatValue(&v.Type, s.State.Vals[vi])
			if exp, ok := want[v.Name]; ok && exp != got {
				r.Mismatches = append(r.Mismatches, Mismatch{Step: i + 1, Variable: v.Name, Recorded: exp, Replayed: got})
			}
		}
	})
	var re *ta.RuntimeError
	if errors.As(err, &re) {
		r.Error = re.Error()
		r.Violated = append(r.Violated, "runtime error")
		return r, nil
	}
	if err != nil {
		return nil, fmt.Errorf("the trace does not replay: %v", err)
	}
	if len(r.Mismatches) > 0 {
		return r, nil
	}
	r.End = &ReplayedStep{At: em.ClockText(end)}
	r.End.State, r.End.Timers = explore.StateList(em, &out.State)
	all, err := explore.ViolatedAt(em, out)
	if err != nil {
		return nil, err
	}
	for _, v := range all {
		if m.PoolProp != nil && v == m.PoolProp.Name {
			r.PoolOut = true
			continue
		}
		r.Violated = append(r.Violated, v)
	}
	return r, nil
}

// Replay runs a trace file written by WriteTraces in the concrete
// interpreter and prints each step. It returns the names of the
// properties violated at the end ("runtime error" if the trace ends in
// one); it notes a pool that has run out, which is no violation.
func Replay(m *sdn.Model, tracePath string, w io.Writer) ([]string, error) {
	r, err := ReplayTrace(m, tracePath)
	if err != nil {
		return nil, err
	}
	mi := 0
	for i, s := range r.Steps {
		fmt.Fprintf(w, "%s  %s\n", s.At, s.Stimulus)
		for ; mi < len(r.Mismatches) && r.Mismatches[mi].Step == i+1; mi++ {
			mm := r.Mismatches[mi]
			fmt.Fprintf(w, "    MISMATCH: the trace records %s = %s, the replay gives %s\n", mm.Variable, mm.Recorded, mm.Replayed)
		}
	}
	if r.Error != "" {
		fmt.Fprintf(w, "the run fails: %s\n", r.Error)
		return r.Violated, nil
	}
	if len(r.Mismatches) > 0 {
		return nil, r.MismatchError()
	}
	fmt.Fprintf(w, "the trace replays (end at %s)\n", r.End.At)
	if r.PoolOut {
		fmt.Fprintf(w, "note: by the end, the pool of %s has run out\n", clocks(m.VCs, "virtual clock"))
	}
	return r.Violated, nil
}

// MismatchError is the error of a replay that differs from its trace.
func (r *Replayed) MismatchError() error {
	return fmt.Errorf("%s replays to different states than it records (%d differences)", r.Trace, len(r.Mismatches))
}

// Percent is a in percent of b (0 when b is 0).
func Percent(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}
