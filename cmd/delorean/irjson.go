package main

import (
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// IRSchema identifies the layout of `delorean ir --json`.
const IRSchema = "delorean.ir/1"

// irReport is what `delorean ir --json` prints: the program's declarations
// by kind, and the whole program in the IR's text format.
type irReport struct {
	Schema    string   `json:"schema"`
	Program   string   `json:"program"`
	Variables []irVar  `json:"variables"`
	Clocks    []string `json:"clocks"`
	Timers    []string `json:"timers"`
	Events    []string `json:"events"`
	Factors   []string `json:"factors"`
	Labels    []string `json:"labels"`
	Rules     []irRule `json:"rules"`
	Text      string   `json:"text"`
}

type irVar struct {
	Name    string      `json:"name"`
	Type    string      `json:"type"`
	Device  bool        `json:"device"`
	Display *ta.Display `json:"display,omitempty"` // how reports show a front end's bookkeeping variable
	Number  *ta.Number  `json:"number,omitempty"`  // the constants of a number kept as its class
}

type irRule struct {
	Name     string `json:"name"`
	Trigger  string `json:"trigger"`
	Disabled bool   `json:"disabled,omitempty"`
}

func irJSON(p *ta.Program) *irReport {
	r := &irReport{Schema: IRSchema, Program: p.File, Text: syntax.Print(p)}
	for _, v := range p.Vars {
		r.Variables = append(r.Variables, irVar{Name: v.Name, Type: ta.TypeString(&v.Type), Device: v.Device, Display: v.Display, Number: v.Number})
	}
	for _, c := range p.Clocks {
		r.Clocks = append(r.Clocks, c.Name)
	}
	for _, t := range p.Timers {
		r.Timers = append(r.Timers, t.Name)
	}
	for _, e := range p.Events {
		r.Events = append(r.Events, e.Name)
	}
	for _, f := range p.Factors {
		r.Factors = append(r.Factors, f.Name)
	}
	for _, l := range p.Labels {
		r.Labels = append(r.Labels, l.Name)
	}
	for _, rule := range p.Rules {
		r.Rules = append(r.Rules, irRule{Name: rule.Name, Trigger: ta.TriggerString(&rule.Trigger), Disabled: rule.Disabled})
	}
	return r
}

// ReplaySchema identifies the layout of `delorean replay --json`. In
// version 2 a state is a list of NAME=VALUE, as in explore's traces, and
// the timers running are a list of their own.
const ReplaySchema = "delorean.replay/2"

// replayReport is what `delorean replay --json` prints.
type replayReport struct {
	Schema     string           `json:"schema"`
	Program    string           `json:"program"`
	Trace      string           `json:"trace"`
	Start      string           `json:"start"`
	Steps      []replayStep     `json:"steps"`
	Mismatches []replayMismatch `json:"mismatches"`
	// Error is the runtime error the trace ends in, if any.
	Error string `json:"error,omitempty"`
	// End is the state at the trace's end time (absent when the program
	// failed or the replay differed from the trace).
	End      *replayStep `json:"end,omitempty"`
	Replays  bool        `json:"replays"`
	Violated []string    `json:"violated"`
	// PoolOut: an SDN trace's end state has run out of virtual clocks
	// (no violation, but what follows would be under-approximated).
	PoolOut bool `json:"vc_pool_exhausted,omitempty"`
}

// replayStep is a step of the replay: when, what happened (empty for the
// end), every variable and device after it (NAME=VALUE, in the form of
// explore's trace steps) and the timers running.
type replayStep struct {
	At       string   `json:"at"`
	Stimulus string   `json:"stimulus,omitempty"`
	State    []string `json:"state"`
	Running  []string `json:"timers_running"`
}

// replayStepOf is the step at at after stimulus (empty for the end), in
// the state st of m.
func replayStepOf(m *explore.Model, at, stimulus string, st *ta.State) replayStep {
	s := replayStep{At: at, Stimulus: stimulus}
	s.State, s.Running = explore.StateList(m, st)
	return s
}

// text is the step's state on one line, as the text replay prints it.
func (s replayStep) text() string {
	parts := append([]string(nil), s.State...)
	for _, t := range s.Running {
		parts = append(parts, "timer "+t+" running")
	}
	return strings.Join(parts, " ")
}

// replayMismatch is a variable whose replayed value differs from the one
// the trace file records after step Step (from 1).
type replayMismatch struct {
	Step     int    `json:"step"`
	Variable string `json:"variable"`
	Recorded string `json:"recorded"`
	Replayed string `json:"replayed"`
}
