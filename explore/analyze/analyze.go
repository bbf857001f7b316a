// Package analyze is the static analysis of a program made ready for
// exploration: counts, clocks and the clock reduction, constants and GCD,
// each rule's read and write sets, the taint flows, and the independent
// control loops (delorean analyze).
package analyze

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
)

// Schema identifies the layout of Analysis's JSON.
const Schema = "delorean.analyze/1"

// Analysis is `delorean analyze`: what the static analysis of a program
// finds, in the terms of the paper's Table 1 and §3.3-§4.1.
type Analysis struct {
	Schema  string `json:"schema"`
	Program string `json:"program"`
	// Counts after lowering.
	Rules   int `json:"rules"`
	Devices int `json:"devices"`
	Vars    int `json:"variables"` // devices included
	Timers  int `json:"timers"`
	Events  int `json:"events"`
	Factors int `json:"factors"`
	// Clocks besides the wall clock: declared and timers' private ones,
	// and how many clock reduction keeps (those something compares).
	Clocks        int                  `json:"clocks"`
	ClocksReduced int                  `json:"clocks_after_reduction"`
	Reduction     ClockReduction       `json:"clock_reduction"`
	ClockList     []explore.ClockEntry `json:"clock_list"`
	Constants     []int64              `json:"constants_seconds"` // every constant compared with a clock, sorted
	GCD           int64                `json:"gcd_seconds"`
	RuleList      []RuleEntry          `json:"rule_list"`
	Taint         []TaintEntry         `json:"taint"`
	Loops         []LoopSummary        `json:"loops"`
}

// ClockReduction compares the clocks a translation without clock
// reduction (paper §3.3) would need with the clocks the regions track.
// Without it, every wait or countdown a program starts is a clock of its
// own, every daily schedule action counts down on its own clock, and
// every stored time is a clock. With it, a rule's sequential waits share
// the rule's one timer (the front ends add a stage variable), schedule
// actions read the one wall clock, and a clock nothing compares takes no
// part in the regions.
type ClockReduction struct {
	Starts    int `json:"timer_starts"`
	Schedules int `json:"schedule_actions"`
	Declared  int `json:"declared_clocks"`
	Before    int `json:"before"` // Starts + Schedules + Declared
	After     int `json:"after"`  // besides the wall clock
}

func clockReduction(m *explore.Model) ClockReduction {
	p := m.Prog
	r := ClockReduction{Declared: len(p.Clocks)}
	// Counted by source position: a front end may lower one wait to
	// several start statements (a Repeat's first and later rounds), and one
	// schedule action to rules for each of its triggers.
	starts := map[ta.Pos]bool{}
	for _, s := range p.Stmts() {
		if _, ok := s.(*ta.Start); ok {
			starts[s.Base().Pos] = true
		}
	}
	r.Starts = len(starts)
	type action struct {
		sched int
		rule  ta.Pos
	}
	actions := map[action]bool{}
	for _, st := range p.Stimuli() {
		if st.Kind == ta.StimSchedule {
			for _, rule := range st.Rules {
				actions[action{st.Index, p.Rules[rule].Pos}] = true
			}
		}
	}
	r.Schedules = len(actions)
	r.Before = r.Starts + r.Schedules + r.Declared
	for x := 1; x < p.NumClocks(); x++ {
		if m.Layout.K[x] >= 0 {
			r.After++
		}
	}
	return r
}

// String is the reduction in one line.
func (r ClockReduction) String() string {
	return fmt.Sprintf("%d clocks before clock reduction (%d timer starts, %d schedule actions, %d declared clocks), %d after besides the wall clock",
		r.Before, r.Starts, r.Schedules, r.Declared, r.After)
}

// RuleEntry is one rule's read and write sets.
type RuleEntry struct {
	Name   string   `json:"name"`
	Source string   `json:"source"`
	Paths  int      `json:"paths"`
	Reads  []string `json:"reads"`
	Writes []string `json:"writes"`
	Tests  []string `json:"clock_constraints,omitempty"`
}

// TaintEntry is a taint edge between locations.
type TaintEntry struct {
	From    string `json:"from"`
	To      string `json:"to"`
	Control bool   `json:"control,omitempty"`
}

// LoopSummary is one independent control loop.
type LoopSummary struct {
	Name   string `json:"name"`
	Vars   int    `json:"variables"`
	Clocks int    `json:"clocks"`
	Rules  int    `json:"rules"`
	Props  int    `json:"invariants"`
	// Outputs are the loop's variables that its rules set and nothing
	// reads, which it explores forgotten (explore's outputs.go); other
	// loops may set them too.
	Outputs []string `json:"outputs,omitempty"`
}

// Analyze runs the static analysis of the model's program.
func Analyze(m *explore.Model) *Analysis {
	p := m.Prog
	an := analysis.Analyze(p)
	a := &Analysis{Schema: Schema, Program: p.File, Rules: len(p.Rules), Vars: len(p.Vars), Timers: len(p.Timers),
		Events: len(p.Events), Factors: len(p.Factors), Clocks: p.NumClocks() - 1, GCD: m.Layout.G}
	for _, v := range p.Vars {
		if v.Device {
			a.Devices++
		}
	}
	for x, c := range m.ClockEntries() {
		if x == ta.WallClock || x >= p.NumClocks() {
			continue
		}
		a.ClockList = append(a.ClockList, c)
	}
	a.Reduction = clockReduction(m)
	a.ClocksReduced = a.Reduction.After
	consts := map[int64]bool{}
	for _, at := range p.Atoms() {
		consts[max(at.C, -at.C)] = true
	}
	for _, t := range p.Timers {
		for _, w := range t.Windows {
			consts[w.Lo], consts[w.Hi] = true, true
		}
	}
	delete(consts, 0)
	for c := range consts {
		a.Constants = append(a.Constants, c)
	}
	sort.Slice(a.Constants, func(i, j int) bool { return a.Constants[i] < a.Constants[j] })
	locs := func(b ta.Bits) []string {
		var out []string
		for l := 0; l < p.NumLocs(); l++ {
			if b.Has(l) {
				out = append(out, p.LocName(l))
			}
		}
		return out
	}
	for r, ra := range an.Rules {
		e := RuleEntry{Name: p.Rules[r].Name, Source: p.Rules[r].Pos.String(), Paths: ra.Paths, Reads: locs(ra.Reads), Writes: locs(ra.Writes)}
		for _, at := range ra.Atoms {
			e.Tests = append(e.Tests, atomText(p, p.Atoms()[at]))
		}
		a.RuleList = append(a.RuleList, e)
	}
	for _, f := range an.Flows {
		a.Taint = append(a.Taint, TaintEntry{From: p.LocName(f.From), To: p.LocName(f.To), Control: f.Control})
	}
	for _, l := range explore.Loops(p, m.Props) {
		ls := LoopSummary{Name: l.Name(p), Vars: len(l.Vars), Clocks: len(l.Clocks) + len(l.Timers), Rules: len(l.Rules), Props: len(l.Props)}
		for _, v := range l.Outputs {
			ls.Outputs = append(ls.Outputs, p.Vars[v].DisplayName())
		}
		a.Loops = append(a.Loops, ls)
	}
	return a
}

func atomText(p *ta.Program, a ta.ClockAtom) string {
	if a.Y >= 0 {
		return fmt.Sprintf("%s - %s %s %s", p.ClockName(a.X), p.ClockName(a.Y), a.Op, ta.FormatDuration(a.C))
	}
	return fmt.Sprintf("%s %s %s", p.ClockName(a.X), a.Op, ta.FormatDuration(a.C))
}

// WriteText prints the analysis.
func (a *Analysis) WriteText(w io.Writer) {
	fmt.Fprintf(w, "%s: %d rules, %d devices (%d variables), %d clocks (%d after clock reduction), %d timers, %d events, %d factors; GCD %s\n",
		a.Program, a.Rules, a.Devices, a.Vars, a.Clocks, a.ClocksReduced, a.Timers, a.Events, a.Factors, ta.FormatDuration(a.GCD))
	fmt.Fprintf(w, "%s\n", a.Reduction)
	fmt.Fprintln(w, "\nclocks:")
	for _, c := range a.ClockList {
		mc := "never compared: no clock needed"
		if c.MaxConstant >= 0 {
			mc = "max constant " + ta.FormatDuration(c.MaxConstant)
		}
		fmt.Fprintf(w, "  %-40s %-8s %s\n", c.Name, c.Kind, mc)
	}
	var cs []string
	for _, c := range a.Constants {
		cs = append(cs, ta.FormatDuration(c))
	}
	fmt.Fprintf(w, "constants: %s\n", strings.Join(cs, ", "))
	fmt.Fprintln(w, "\nrules (reads -> writes):")
	for _, r := range a.RuleList {
		fmt.Fprintf(w, "  %s (%s, %d paths)\n", r.Name, r.Source, r.Paths)
		fmt.Fprintf(w, "      reads:  %s\n", listOrNone(r.Reads))
		fmt.Fprintf(w, "      writes: %s\n", listOrNone(r.Writes))
		if len(r.Tests) > 0 {
			fmt.Fprintf(w, "      tests:  %s\n", strings.Join(r.Tests, "; "))
		}
	}
	fmt.Fprintln(w, "\ntaint (from -> to; control dependence marked):")
	for _, t := range a.Taint {
		c := ""
		if t.Control {
			c = "  (control)"
		}
		fmt.Fprintf(w, "  %s -> %s%s\n", t.From, t.To, c)
	}
	fmt.Fprintf(w, "\nindependent control loops: %d\n", len(a.Loops))
	for i, l := range a.Loops {
		out := ""
		if len(l.Outputs) > 0 {
			out = fmt.Sprintf(" (not kept, as nothing reads them: %s)", strings.Join(l.Outputs, ", "))
		}
		fmt.Fprintf(w, "  %d. %s: %d variables%s, %d clocks and timers, %d rules, %d invariants\n", i+1, l.Name, l.Vars, out, l.Clocks, l.Rules, l.Props)
	}
}

func listOrNone(s []string) string {
	if len(s) == 0 {
		return "(nothing)"
	}
	return strings.Join(s, ", ")
}
