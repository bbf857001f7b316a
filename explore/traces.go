package explore

import (
	"math/big"

	"github.com/delorean-mc/delorean/explore/trace"
	"github.com/delorean-mc/delorean/ta"
)

// Traces, their replay and trace files are package trace's; these names
// keep them in explore's API for its callers (the CLI, sdn, the front
// ends' tests).
type (
	// Trace is trace.Trace: a concrete run to a state.
	Trace = trace.Trace
	// Step is trace.Step: one stimulus of a trace.
	Step = trace.Step
	// Change is trace.Change: a variable a step changed.
	Change = trace.Change
	// TimerChange is trace.TimerChange: a timer a step started or stopped.
	TimerChange = trace.TimerChange
	// ReplayStep is trace.ReplayStep: a stimulus to replay.
	ReplayStep = trace.ReplayStep
	// Replayed is trace.Replayed: what a replay reached.
	Replayed = trace.Replayed
	// RunGroup is trace.RunGroup: repeated rule runs folded.
	RunGroup = trace.RunGroup
	// TraceFile is trace.TraceFile: a trace as written to disk.
	TraceFile = trace.TraceFile
	// TraceInit is trace.TraceInit: a trace file's start state.
	TraceInit = trace.TraceInit
	// TraceFileStep is trace.TraceFileStep: a step of a trace file.
	TraceFileStep = trace.TraceFileStep
)

// TraceTo is trace.To: the concrete trace to state i (and, for a runtime
// error, through the failing stimulus), checked against the search.
func (r *Result) TraceTo(i uint32, failing *Label) (*Trace, error) {
	return trace.To(r.Result, i, failing)
}

// Replay is trace.Replay: a run of the steps from m's start state.
func Replay(m *Model, steps []ReplayStep, end *big.Rat, visit func(i int, s *Step)) (*Replayed, error) {
	return trace.Replay(m, steps, end, visit)
}

// ReadTraceFile is trace.ReadTraceFile.
func ReadTraceFile(path string) (*TraceFile, error) { return trace.ReadTraceFile(path) }

// StateText is trace.StateText: a state's variables and timers on a line.
func StateText(m *Model, st *ta.State) string { return trace.StateText(m, st) }

// StateList is trace.StateList.
func StateList(m *Model, st *ta.State) (vars, timers []string) { return trace.StateList(m, st) }

// ViolatedAt is trace.ViolatedAt: the invariants a replay's end breaks.
func ViolatedAt(m *Model, r *Replayed) ([]string, error) { return trace.ViolatedAt(m, r) }

// FoldRuns is trace.FoldRuns.
func FoldRuns(rules []string) []RunGroup { return trace.FoldRuns(rules) }

// FoldedRuns is trace.FoldedRuns.
func FoldedRuns(rules []string) string { return trace.FoldedRuns(rules) }

// TraceFileName is trace.FileName: the name of the n-th of count trace
// files, NN-slug.trace.yaml.
func TraceFileName(n, count int, name string) string { return trace.FileName(n, count, name) }
