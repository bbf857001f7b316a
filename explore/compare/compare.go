package compare

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/baseline"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"

	"gopkg.in/yaml.v3"
)

// CompareSchema identifies the layout of the comparison's JSON.
const CompareSchema = "delorean.compare/1"

// ModeEntry is one mode's result in a comparison.
type ModeEntry struct {
	Mode        string  `json:"mode"`
	States      int64   `json:"states"`           // the mode's own states
	Values      int     `json:"projected_states"` // distinct states projected on variables, devices, queued timers
	Transitions int64   `json:"transitions"`      // transitions computed
	Complete    bool    `json:"complete"`
	StopReason  string  `json:"stop_reason,omitempty"` // why an incomplete run stopped
	Executed    int     `json:"executed_lines"`
	Lines       int     `json:"lines"`
	Coverage    float64 `json:"coverage_percent"`
	Invalid     int     `json:"invalid_states,omitempty"`  // untimed: valuations timed exploration cannot reach
	InvalidPct  float64 `json:"invalid_percent,omitempty"` // of the timed valuations
	Missed      int     `json:"missed_states,omitempty"`   // modist: timed valuations it does not reach
	MissedPct   float64 `json:"missed_percent,omitempty"`
	// Bound says what the count is worth when a run stopped at a limit:
	// "at_least" (a lower bound: the states found so far already differ)
	// or "not_compared" (the stopped run's states say nothing: an
	// untimed state timed exploration has not reached yet, or a timed
	// state MoDist has not reached yet, may be reached later); absent
	// when both runs completed and the count is exact.
	Bound     string   `json:"bound,omitempty"`
	Examples  []string `json:"examples,omitempty"` // a few invalid or missed valuations
	Violated  []string `json:"violated"`
	Unchecked []string `json:"unchecked,omitempty"`
	// Engine is "zones" when the timed column explored over zones (States
	// then counts zones); EngineFallback says why a run asked to explore
	// over zones explored over regions. Both empty for regions.
	Engine         string  `json:"engine,omitempty"`
	EngineFallback string  `json:"engine_fallback,omitempty"`
	Seconds        float64 `json:"-"`
}

// TrialEntry is one start state and time of a comparison.
type TrialEntry struct {
	Start string      `json:"start"`
	Init  []string    `json:"start_state,omitempty"`
	Modes []ModeEntry `json:"modes"`
	// Timed is the report of the trial's timed exploration, with the
	// traces of its violations for the program as given (the
	// comparison's timestamp variables left out, so that delorean replay
	// reads them with the program); only from CompareTraced.
	Timed *explore.Report `json:"-"`
}

// Stat is a mean with its range.
type Stat struct {
	Mean float64 `json:"mean"`
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
}

// CompareReport is the paper's §5.4 comparison of timed exploration with
// untimed and MoDist exploration from the same start (Figs. 7-9).
type CompareReport struct {
	Schema  string       `json:"schema"`
	Program string       `json:"program"`
	Horizon string       `json:"horizon"`
	Trials  []TrialEntry `json:"trials"`
	// Over the trials (in percent): untimed invalid, modist missed, and
	// coverage per mode.
	InvalidPct  Stat            `json:"untimed_invalid_percent"`
	MissedPct   Stat            `json:"modist_missed_percent"`
	CoveragePct map[string]Stat `json:"coverage_percent"`
}

// Compare explores the program in the three modes from its start, and from
// trials-1 more random start states and times (seeded: the same seed gives
// the same trials). Pass the program through WithTimestamps first (and
// load the invariants against the result) so that the comparison sees
// which timestamps were taken.
func Compare(prog *ta.Program, cfg explore.Config, opt explore.Options, trials int, seed int64) (*CompareReport, error) {
	return compare(prog, cfg, opt, trials, seed, Regions, nil)
}

// CompareTraced is CompareWith that also keeps each trial's timed report
// (TrialEntry.Timed) with its traces; given is the program prog was made
// from by WithTimestamps, the one the traces are for.
func CompareTraced(prog *ta.Program, cfg explore.Config, opt explore.Options, trials int, seed int64, engine Engine, given *ta.Program) (*CompareReport, error) {
	return compare(prog, cfg, opt, trials, seed, engine, given)
}

// compare is the comparison; with given set, each trial keeps its timed
// report with traces for given.
func compare(prog *ta.Program, cfg explore.Config, opt explore.Options, trials int, seed int64, engine Engine, given *ta.Program) (*CompareReport, error) {
	timedExplore, err := timedExplorer(engine)
	if err != nil {
		return nil, err
	}
	rep := &CompareReport{Schema: CompareSchema, Program: prog.File, Horizon: "none", CoveragePct: map[string]Stat{}}
	switch {
	case cfg.Cal.Wrap > 0:
		// The timed column has no horizon; MoDist's and untimed's
		// explorations run over the calendar's (the wrap's day after).
		rep.Horizon = "forever (MoDist: " + ta.FormatDuration(cfg.Cal.Horizon) + ")"
	case cfg.Cal.Horizon > 0:
		rep.Horizon = ta.FormatDuration(cfg.Cal.Horizon)
	}
	rng := rand.New(rand.NewSource(seed))
	for i := 0; i < max(trials, 1); i++ {
		c := cfg
		var initText []string
		if i > 0 {
			// A random start: any time of day (a whole minute) and any value
			// of every variable.
			initText = RandomStart(prog, &c, rng)
			if c.Cal.Wrap > 0 {
				// The wrap is at a midnight after the start, which moved.
				if c.Cal, err = ta.ForeverCalendar(c.Cal, prog.UsesWeekdays()); err != nil {
					return nil, err
				}
			}
		}
		m, err := explore.NewModel(prog, c)
		if err != nil {
			return nil, err
		}
		tr, err := compareOnce(m, opt, timedExplore, given)
		if err != nil {
			return nil, err
		}
		tr.Start = ta.FormatClockTime(c.Cal.Start)
		tr.Init = initText
		rep.Trials = append(rep.Trials, *tr)
	}
	// Over the trials where the two runs could be compared.
	stat := func(f func(t *TrialEntry) float64, mode int) Stat {
		var s Stat
		var vals []float64
		for i := range rep.Trials {
			if mode > 0 && rep.Trials[i].Modes[mode].Bound == "not_compared" {
				continue
			}
			vals = append(vals, f(&rep.Trials[i]))
		}
		for k, v := range vals {
			if k == 0 {
				s.Min, s.Max = v, v
			}
			s.Mean += v / float64(len(vals))
			s.Min, s.Max = min(s.Min, v), max(s.Max, v)
		}
		return s
	}
	rep.InvalidPct = stat(func(t *TrialEntry) float64 { return t.Modes[1].InvalidPct }, 1)
	rep.MissedPct = stat(func(t *TrialEntry) float64 { return t.Modes[2].MissedPct }, 2)
	for k, name := range []string{"timed", "untimed", "modist"} {
		rep.CoveragePct[name] = stat(func(t *TrialEntry) float64 { return t.Modes[k].Coverage }, 0)
	}
	return rep, nil
}

// Complete reports whether every exploration of every trial ran to its
// end (no limit or Ctrl-C stopped it).
func (r *CompareReport) Complete() bool {
	for _, t := range r.Trials {
		for _, e := range t.Modes {
			if !e.Complete {
				return false
			}
		}
	}
	return true
}

// shareOf returns ctx with a deadline, if ctx has one, that leaves as
// much of the time left to each of the parts runs still to come, so
// that a time limit stops every mode of a comparison rather than leaving
// the last ones no time at all.
func shareOf(ctx context.Context, parts int) (context.Context, context.CancelFunc) {
	if ctx == nil {
		ctx = context.Background()
	}
	d, ok := ctx.Deadline()
	if !ok || parts <= 1 {
		return context.WithCancel(ctx)
	}
	return context.WithDeadline(ctx, time.Now().Add(time.Until(d)/time.Duration(parts)))
}

func compareOnce(m *explore.Model, opt explore.Options, timedExplore func(*explore.Model, explore.Options) (*timedRun, error), given *ta.Program) (*TrialEntry, error) {
	topt := opt
	var cancel context.CancelFunc
	topt.Ctx, cancel = shareOf(opt.Ctx, 3)
	res, err := timedExplore(m, topt)
	cancel()
	if err != nil {
		return nil, err
	}
	timedVals := res.projected
	exec, total, _ := explore.CoverageLines(m.Prog, res.covered)
	timed := ModeEntry{Mode: "timed", States: res.states, Values: len(timedVals), Transitions: res.transitions,
		Complete: res.complete, StopReason: res.stop, Executed: exec, Lines: total, Coverage: pct(exec, total), Violated: res.violated,
		Seconds: res.seconds, Engine: res.engine, EngineFallback: res.fallback}
	inTimed := map[string]bool{}
	for _, v := range timedVals {
		inTimed[v] = true
	}
	tr := &TrialEntry{Modes: []ModeEntry{timed}}
	if given != nil {
		if tr.Timed, err = res.report(); err != nil {
			return nil, err
		}
		forProgram(tr.Timed, m.Prog, given)
	}
	shown := displayReplacer(m.Prog)
	for k, mode := range []baseline.Mode{baseline.Untimed, baseline.Modist} {
		// Every intermediate state counts here: untimed without DPOR.
		bopt := opt
		bopt.NoDPOR = true
		var cancel context.CancelFunc
		bopt.Ctx, cancel = shareOf(opt.Ctx, 2-k)
		b, err := baseline.ExploreBaseline(m, mode, bopt)
		cancel()
		if err != nil {
			return nil, err
		}
		exec, total, _ := explore.CoverageLines(m.Prog, b.Covered)
		e := ModeEntry{Mode: mode.String(), States: int64(b.States), Values: len(b.Values), Transitions: b.Transitions,
			Complete: b.Complete, StopReason: b.StopReason, Executed: exec, Lines: total, Coverage: pct(exec, total), Violated: b.Violated, Unchecked: b.Unchecked, Seconds: b.Elapsed.Seconds()}
		if e.Violated == nil {
			e.Violated = []string{}
		}
		inMode := map[string]bool{}
		for _, v := range b.Values {
			inMode[v] = true
		}
		switch mode {
		case baseline.Untimed:
			for _, v := range b.Values {
				if !inTimed[v] {
					e.Invalid++
					if len(e.Examples) < 3 {
						e.Examples = append(e.Examples, strings.TrimSuffix(shown.Replace(v+" "), " "))
					}
				}
			}
			e.InvalidPct = pct(e.Invalid, len(timedVals))
			// An untimed state timed exploration lacks is invented only
			// if timed exploration saw everything.
			switch {
			case !timed.Complete:
				e.Bound = "not_compared"
			case !e.Complete:
				e.Bound = "at_least"
			}
		case baseline.Modist:
			for _, v := range timedVals {
				if !inMode[v] {
					e.Missed++
					if len(e.Examples) < 3 {
						e.Examples = append(e.Examples, strings.TrimSuffix(shown.Replace(v+" "), " "))
					}
				}
			}
			e.MissedPct = pct(e.Missed, len(timedVals))
			// A timed state MoDist lacks is missed only if MoDist ran
			// to its end.
			switch {
			case !e.Complete:
				e.Bound = "not_compared"
			case !timed.Complete:
				e.Bound = "at_least"
			}
		}
		if e.Bound == "not_compared" {
			e.Examples = nil // no example of what the count does not show
		}
		tr.Modes = append(tr.Modes, e)
	}
	return tr, nil
}

// WriteText prints the comparison side by side.
func (r *CompareReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "DeLorean compare: %s, horizon %s, %d trial(s)\n", r.Program, r.Horizon, len(r.Trials))
	for i, t := range r.Trials {
		fmt.Fprintf(w, "\ntrial %d: start %s", i+1, t.Start)
		if len(t.Init) > 0 {
			fmt.Fprintf(w, ", start state %s", strings.Join(t.Init, ", "))
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "  %-8s %10s %11s %12s %9s  %s\n", "mode", "states", "projected", "transitions", "coverage", "compared with timed")
		// Why a mode is not compared: a signal (the searches' stop reason
		// "interrupted") is not a limit the user set.
		notCompared := "not compared: a run stopped at a limit"
		for _, e := range t.Modes {
			if e.StopReason == "interrupted" {
				notCompared = "not compared: the comparison was interrupted"
			}
		}
		for _, e := range t.Modes {
			cmp := ""
			what, n, p := "invalid", e.Invalid, e.InvalidPct
			if e.Mode == "modist" {
				what, n, p = "missed", e.Missed, e.MissedPct
			}
			switch {
			case e.EngineFallback != "":
				cmp = "over regions, not zones: " + e.EngineFallback
			case e.Engine == "zones":
				cmp = "over zones (states are zones)"
			case e.Mode == "timed":
			case e.Bound == "not_compared":
				cmp = notCompared
			case e.Bound == "at_least":
				cmp = fmt.Sprintf("at least %d %s states (%.1f%% of timed)", n, what, p)
			default:
				cmp = fmt.Sprintf("%d %s states (%.1f%% of timed)", n, what, p)
			}
			if !e.Complete {
				cmp += " [incomplete]"
			}
			fmt.Fprintf(w, "  %-8s %10d %11d %12d %8.0f%%  %s\n", e.Mode, e.States, e.Values, e.Transitions, e.Coverage, cmp)
			for _, x := range e.Examples {
				fmt.Fprintf(w, "  %-8s e.g. %s\n", "", x)
			}
			if len(e.Violated) > 0 {
				fmt.Fprintf(w, "  %-8s violated: %s\n", "", strings.Join(e.Violated, ", "))
			}
		}
	}
	if len(r.Trials) > 1 {
		fmt.Fprintf(w, "\nover %d trials (mean, min..max):\n", len(r.Trials))
		fmt.Fprintf(w, "  untimed invalid:  %.1f%% (%.1f..%.1f)\n", r.InvalidPct.Mean, r.InvalidPct.Min, r.InvalidPct.Max)
		fmt.Fprintf(w, "  modist missed:    %.1f%% (%.1f..%.1f)\n", r.MissedPct.Mean, r.MissedPct.Min, r.MissedPct.Max)
		for _, m := range []string{"timed", "untimed", "modist"} {
			s := r.CoveragePct[m]
			fmt.Fprintf(w, "  coverage %-8s %.1f%% (%.1f..%.1f)\n", m+":", s.Mean, s.Min, s.Max)
		}
	}
}

// forProgram leaves out of rep's trace files the variables of stamped
// (WithTimestamps's copy) that given does not declare: the timestamps'
// NAME.set, which only the comparison's projection reads (no rule reads
// them, so the runs are the same without them).
func forProgram(rep *explore.Report, stamped, given *ta.Program) {
	extra := map[string]bool{}
	for _, v := range stamped.Vars {
		if given.LookupVar(v.Name) < 0 {
			extra[v.Name] = true
		}
	}
	if len(extra) == 0 {
		return
	}
	drop := func(n *yaml.Node) {
		if n.Kind != yaml.MappingNode {
			return
		}
		var kept []*yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			if !extra[n.Content[i].Value] {
				kept = append(kept, n.Content[i], n.Content[i+1])
			}
		}
		n.Content = kept
	}
	var files []*explore.TraceFile
	for _, inv := range rep.Invariants {
		if inv.Violation != nil && inv.Violation.TraceFile() != nil {
			files = append(files, inv.Violation.TraceFile())
		}
	}
	for _, ve := range rep.Errors {
		if ve.TraceFile() != nil {
			files = append(files, ve.TraceFile())
		}
	}
	for _, tf := range files {
		drop(&tf.Init.Vars)
		for i := range tf.Steps {
			drop(&tf.Steps[i].State)
		}
	}
}

// WithTimestamps returns a copy of the program in which every stored
// timestamp -- a declared clock that starts unset and that rules reset --
// has a boolean variable NAME.set that its resets make true. Whether a
// timestamp has been taken is part of the program's state in every mode
// (untimed exploration knows that `t = Now` ran, only not when), so the
// comparison's projection includes it: an untimed run that lets Trigger1
// of Fig. 2 pass its 5-second test before Trigger0 ever stored its
// timestamp reaches a state no timed run can. Programs without such
// clocks come back unchanged.
func WithTimestamps(prog *ta.Program) (*ta.Program, error) {
	stamped := map[int]bool{}
	var walk func([]ta.Stmt)
	walk = func(body []ta.Stmt) {
		for _, s := range body {
			switch s := s.(type) {
			case *ta.Reset:
				if c := s.Index - 1; c >= 0 && c < len(prog.Clocks) && prog.Clocks[c].Init == nil {
					stamped[c] = true
				}
			case *ta.If:
				walk(s.Then)
				walk(s.Else)
			}
		}
	}
	for _, r := range prog.Rules {
		walk(r.Body)
	}
	if len(stamped) == 0 {
		return prog, nil
	}
	cp, _, err := syntax.Copy(prog)
	if err != nil {
		return nil, err
	}
	stampVar := map[string]string{}
	for c := range prog.Clocks {
		if !stamped[c] {
			continue
		}
		name := prog.Clocks[c].Name + ".set"
		for prog.LookupVar(name) >= 0 {
			name += "_"
		}
		stampVar[prog.Clocks[c].Name] = name
	}
	for _, c := range prog.Clocks {
		if name, ok := stampVar[c.Name]; ok {
			cp.Vars = append(cp.Vars, &ta.Var{Name: name, Type: ta.Type{Kind: ta.Bool}, Pos: c.Pos})
		}
	}
	// A stamp's assignment sits on its reset's line, so that coverage
	// counts the same lines.
	var stamp func(body []ta.Stmt) []ta.Stmt
	stamp = func(body []ta.Stmt) []ta.Stmt {
		var out []ta.Stmt
		for _, s := range body {
			out = append(out, s)
			switch s := s.(type) {
			case *ta.Reset:
				if name, ok := stampVar[s.Clock]; ok {
					as := &ta.Assign{Var: name, Value: &ta.BoolLit{Pos: s.Pos, Value: true}}
					as.Pos = s.Pos
					out = append(out, as)
				}
			case *ta.If:
				s.Then = stamp(s.Then)
				s.Else = stamp(s.Else)
			}
		}
		return out
	}
	for _, r := range cp.Rules {
		r.Body = stamp(r.Body)
	}
	if err := ta.Check(cp); err != nil {
		return nil, fmt.Errorf("copying the program: %v", err)
	}
	return cp, nil
}

// RandomStart gives cfg a random start: any whole minute of the day and
// any value of every variable. It returns the values as NAME=VALUE.
func RandomStart(prog *ta.Program, cfg *explore.Config, rng *rand.Rand) []string {
	cfg.Cal.Start = int64(rng.Intn(24*60)) * 60
	in := &explore.Init{Vals: map[int]int64{}, Clocks: map[int]int64{}, Timers: map[int]int64{}}
	var text []string
	for v, decl := range prog.Vars {
		x := decl.Type.Min() + rng.Int63n(decl.Type.Size())
		in.Vals[v] = x
		text = append(text, decl.DisplayName()+"="+explore.ShowValue(decl, x))
	}
	cfg.Init = in
	return text
}

// displayReplacer rewrites a projected state (see projectState) for
// reports: the variables and timers a front end gave a display form are
// shown in it, as in traces.
func displayReplacer(p *ta.Program) *strings.Replacer {
	var pairs []string
	for _, v := range p.Vars {
		if v.Display == nil {
			continue
		}
		for x := v.Type.Min(); x < v.Type.Min()+v.Type.Size(); x++ {
			pairs = append(pairs, v.Name+"="+explore.FormatValue(&v.Type, x)+" ", v.DisplayName()+"="+explore.ShowValue(v, x)+" ")
		}
	}
	for _, t := range p.Timers {
		if t.Display != "" {
			pairs = append(pairs, "timer "+t.Name+"=", "timer "+t.Display+"=")
		}
	}
	return strings.NewReplacer(pairs...)
}

// pct is a as a percentage of b (0 when b is).
func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}
