package liveness

import (
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// Report is an Outcome in the program's words, for text and JSON.
type Report struct {
	Program     string `json:"program"`
	Property    string `json:"property"`
	Description string `json:"description"`
	// Verdict: holds (no run in which time diverges breaks it), violated
	// (Lasso is one), unknown (a limit stopped the check).
	Verdict       string      `json:"verdict"`
	Algorithm     string      `json:"algorithm"`
	States        int         `json:"states"`
	Transitions   int         `json:"transitions"`
	RuntimeErrors int         `json:"runtime_errors"`
	FirstError    string      `json:"first_runtime_error,omitempty"`
	Lasso         *LassoEntry `json:"lasso,omitempty"`
	// StartDay is, for a counterexample, the day of the week its run
	// starts on, when the program reads the weekday and the start has no
	// date (--forever checks each day the start may fall on).
	StartDay string `json:"start_day,omitempty"`
}

// LassoEntry is a counterexample: the steps to the cycle, then the cycle
// twice, as replayed (the second round repeats the first, step for
// step, later). The tick the check adds (TickEvent) is not shown: it
// changes nothing.
type LassoEntry struct {
	Stem []StepEntry `json:"stem"`
	// Cycle is the first round, Again the second.
	Cycle []StepEntry `json:"cycle"`
	Again []StepEntry `json:"cycle_again"`
	// CycleFrom is when the first round starts; RoundSeconds how long
	// the first round lasts in the replay.
	CycleFrom    string   `json:"cycle_from"`
	RoundSeconds string   `json:"round_seconds"`
	State        []string `json:"cycle_state"` // every variable at the cycle's start
}

// StepEntry is one step of a counterexample.
type StepEntry struct {
	At      string `json:"at"`
	Elapsed string `json:"elapsed_seconds"`
	// Day is the day the step is on (1: the start's) when the run
	// spans days (--forever), with its day of the week and date when
	// the start's are known (explore.DayOf).
	Day       int      `json:"day,omitempty"`
	DayOfWeek string   `json:"day_of_week,omitempty"`
	Date      string   `json:"date,omitempty"`
	Stimulus  string   `json:"stimulus"`
	Rules     []string `json:"rules,omitempty"`
	Changes   []string `json:"changes,omitempty"`
	State     []string `json:"state"`
}

// Describe says in words what the property asks.
func (p *Property) Describe() string {
	if p.Desc != "" {
		return p.Desc
	}
	var after string
	switch {
	case p.Trigger != nil:
		after = ta.ExprString(p.Trigger)
	case p.Edge != nil:
		after = ta.ExprString(p.Edge) + " becomes true"
	}
	if p.While != nil {
		after += " while " + ta.ExprString(p.While)
	}
	switch {
	case p.Kind == LeadsTo && after == "":
		return fmt.Sprintf("%s holds again and again, on every run in which time goes on", ta.ExprString(p.Target))
	case p.Kind == LeadsTo:
		return fmt.Sprintf("after %s, %s holds eventually, on every run in which time goes on", after, ta.ExprString(p.Target))
	case p.Each:
		return fmt.Sprintf("no run in which time goes on meets each of %s again and again", strings.Join(p.Labels, ", "))
	}
	return fmt.Sprintf("no run in which time goes on meets a state labelled %s again and again", strings.Join(p.Labels, " and "))
}

// Report is o in the program's words.
func (o *Outcome) Report(alg Algorithm) *Report {
	m := o.m
	r := &Report{Program: m.Prog.Name, Property: o.Prop.Name, Description: o.Prop.Describe(), Verdict: o.Verdict,
		Algorithm: alg.String(), States: o.States, Transitions: o.Edges, RuntimeErrors: o.Errors}
	if o.FirstError != nil {
		r.FirstError = o.FirstError.Error()
	}
	// Only a counterexample belongs to one start day: a program that
	// holds, or whose check stopped, was checked from every day the
	// start may fall on, and naming the first would say otherwise.
	if cal := &m.Cfg.Cal; o.Verdict == Violated && cal.DayKnown && !cal.DateKnown && m.Prog.UsesWeekdays() {
		r.StartDay = ta.WeekdayNames[cal.Weekday]
	}
	if o.Trace == nil {
		return r
	}
	steps := o.Trace.Steps
	l := &LassoEntry{}
	entries := func(ss []explore.Step) []StepEntry {
		out := []StepEntry{}
		for k := range ss {
			s := &ss[k]
			if st := m.Prog.Stimuli()[s.Stim]; st.Kind == ta.StimEvent && m.Prog.Events[st.Index].Name == TickEvent {
				continue
			}
			out = append(out, stepEntry(m, s))
		}
		return out
	}
	l.Stem = entries(steps[:o.CycleAt])
	l.Cycle = entries(steps[o.CycleAt:o.RoundAt])
	l.Again = entries(steps[o.RoundAt:])
	// The round's instants are the path's (Outcome.Rounds): a cycle of
	// wraps alone has no step to take them from.
	start, end := o.Rounds[0], o.Rounds[1]
	var head *ta.State
	if o.CycleAt > 0 {
		head = &steps[o.CycleAt-1].State
	} else {
		st, _, _ := m.Initial()
		head = &st
	}
	l.CycleFrom = m.ClockText(start)
	if d, wd, date := explore.DayOf(m, start); d > 0 {
		l.CycleFrom = explore.DayText(d, wd, date) + " " + l.CycleFrom
	}
	l.RoundSeconds = ta.FormatSeconds(new(big.Rat).Sub(end, start))
	l.State = stateText(m, head)
	r.Lasso = l
	return r
}

// stateText is a state as explore's traces show it: a front end's
// internal variables left out.
func stateText(m *explore.Model, st *ta.State) []string {
	vars, _ := explore.StateList(m, st)
	return vars
}

func stepEntry(m *explore.Model, s *explore.Step) StepEntry {
	p := m.Prog
	e := StepEntry{At: m.ClockText(s.At), Elapsed: ta.FormatSeconds(s.At), Stimulus: explore.StimulusText(p, s.Stim), State: stateText(m, &s.State)}
	e.Day, e.DayOfWeek, e.Date = explore.DayOf(m, s.At)
	// A front end's machinery (ta.Rule.Internal, ta.Var.Internal) is
	// left out, as in explore's traces.
	for _, ri := range s.Rules {
		r := p.Rules[ri]
		if r.Internal {
			continue
		}
		e.Rules = append(e.Rules, fmt.Sprintf("%s (%s:%d)", r.Name, r.Pos.File, r.Pos.Line))
	}
	for _, c := range s.Changes {
		v := p.Vars[c.Var]
		if v.Internal {
			continue
		}
		e.Changes = append(e.Changes, fmt.Sprintf("%s: %s -> %s", v.DisplayName(), explore.ShowValue(v, c.Old), explore.ShowValue(v, c.New)))
	}
	return e
}

// WriteText writes r for people.
func (r *Report) WriteText(w io.Writer) {
	fmt.Fprintf(w, "DeLorean: %s\n", r.Program)
	fmt.Fprintf(w, "liveness %s: %s\n", r.Property, r.Description)
	switch r.Verdict {
	case Holds:
		fmt.Fprintf(w, "holds: no run in which time goes on breaks it\n")
	case Unknown:
		fmt.Fprintf(w, "unknown: the check stopped at its limit before it found a counterexample or finished\n")
	case Violated:
		fmt.Fprintf(w, "VIOLATED: a run in which time goes on for ever breaks it (a lasso: the steps to a cycle, then the cycle again and again)\n")
		if r.StartDay != "" {
			fmt.Fprintf(w, "  with the start on %s\n", r.StartDay)
		}
		l := r.Lasso
		writeSteps(w, "to the cycle:", l.Stem, "none, the cycle starts at the start state")
		fmt.Fprintf(w, "  the cycle, from %s (%s a round), in the state %s:\n", l.CycleFrom, RoundText(l.RoundSeconds), strings.Join(l.State, " "))
		writeSteps(w, "round 1:", l.Cycle, "no step: time passes, nothing happens")
		writeSteps(w, "round 2 (the same, later):", l.Again, "no step: time passes, nothing happens")
		fmt.Fprintf(w, "  ... and so on for ever\n")
	}
	if r.RuntimeErrors > 0 {
		fmt.Fprintf(w, "note: %d transitions ran into a runtime error and were not followed (a run that fails ends: no counterexample); the first: %s\n", r.RuntimeErrors, r.FirstError)
	}
	fmt.Fprintf(w, "%d states, %d transitions (%s on the zone graph, time divergence required)\n", r.States, r.Transitions, r.Algorithm)
}

func writeSteps(w io.Writer, title string, steps []StepEntry, none string) {
	if len(steps) == 0 {
		fmt.Fprintf(w, "  %s %s\n", title, none)
		return
	}
	fmt.Fprintf(w, "  %s\n", title)
	day := 0
	for _, s := range steps {
		if s.Day != day {
			// A run over days (--forever): each day named once, as
			// explore's traces do.
			day = s.Day
			fmt.Fprintf(w, "    %s\n", explore.DayText(s.Day, s.DayOfWeek, s.Date))
		}
		fmt.Fprintf(w, "    %-14s %s\n", s.At, s.Stimulus)
		var parts []string
		if len(s.Rules) > 0 {
			parts = append(parts, "ran "+strings.Join(s.Rules, ", "))
		}
		parts = append(parts, s.Changes...)
		parts = append(parts, "state: "+strings.Join(s.State, " "))
		for _, p := range parts {
			fmt.Fprintf(w, "    %-14s   %s\n", "", p)
		}
	}
}

// RoundText is a round's length in the user's words: days, hours, minutes
// and seconds (7d, 1h30m) when it is a whole number of seconds, as the
// trace's other durations; a fraction of a second stays in seconds.
func RoundText(seconds string) string {
	r, ok := new(big.Rat).SetString(seconds)
	if !ok || !r.IsInt() || !r.Num().IsInt64() {
		return seconds + " s"
	}
	return ta.FormatDuration(r.Num().Int64())
}

// TraceFile is the counterexample as a trace file (--trace-dir), which
// `delorean replay` runs on the program as the user wrote it: the stem
// and the cycle's two rounds, without the ticks the check adds
// (TickEvent), which only reset the check's own clock, so that the file
// names only the program's stimuli. Nil when there is no counterexample.
func (o *Outcome) TraceFile() *explore.TraceFile {
	if o.Trace == nil {
		return nil
	}
	m := o.m
	tr := *o.Trace
	tr.Steps = nil
	for _, s := range o.Trace.Steps {
		if st := m.Prog.Stimuli()[s.Stim]; st.Kind == ta.StimEvent && m.Prog.Events[st.Index].Name == TickEvent {
			continue
		}
		tr.Steps = append(tr.Steps, s)
	}
	return tr.File(m, o.Prop.Name)
}

// stepAt is when a step happens, its day first past the first day, as
// the text's trace prints it.
func stepAt(s StepEntry) string {
	if s.Day > 0 {
		return explore.DayText(s.Day, s.DayOfWeek, s.Date) + " " + s.At
	}
	return s.At
}
