package explore

import (
	"github.com/delorean-mc/delorean/explore/loops"
	rpt "github.com/delorean-mc/delorean/explore/report"
	"github.com/delorean-mc/delorean/ta"
)

// Loop splitting is package explore/loops; the region engine is one of
// its engines (RegionLoop), and ExploreReport splits over regions. The
// names below keep the split's API in explore for its callers (the zone
// engine, the CLI, the analyses).
type (
	// Loop is loops.Loop: an independent control loop.
	Loop = loops.Loop
	// SubProgram is loops.SubProgram: a loop as a program of its own.
	SubProgram = loops.SubProgram
	// LoopExplorer is loops.Explorer: one loop's model explored by an
	// engine.
	LoopExplorer = loops.Explorer
	// LoopResult is loops.Result: what splitting needs of one loop's
	// exploration.
	LoopResult = loops.Result
	// LoopFinding is loops.Finding: an invariant violated or a runtime
	// error found in a loop's program.
	LoopFinding = loops.Finding
	// LoopRun is loops.Run: the exploration of one loop.
	LoopRun = loops.Run
)

// Loops is loops.Find: a program's independent control loops.
func Loops(p *ta.Program, props []*Property) []Loop { return loops.Find(p, props) }

// LoopsFrom is loops.FindFrom: Loops for explorations from the start
// state init.
func LoopsFrom(p *ta.Program, props []*Property, init *Init) []Loop {
	return loops.FindFrom(p, props, init)
}

// NewSubProgram is loops.NewSubProgram: the program of one loop.
func NewSubProgram(p *ta.Program, l Loop) (*SubProgram, error) { return loops.NewSubProgram(p, l) }

// LoopModel is loops.ModelOf: the model of one loop of m.
func LoopModel(m *Model, l Loop) (*Model, *SubProgram, error) { return loops.ModelOf(m, l) }

// ExploreLoopsWith is loops.ExploreEach: each independent loop of m's
// program explored on its own by exploreLoop; nil when it is one loop.
func ExploreLoopsWith(m *Model, opt Options, exploreLoop LoopExplorer) ([]*LoopRun, error) {
	return loops.ExploreEach(m, opt, exploreLoop)
}

// CombineLoops is loops.Combine: the loops' explorations reported as one
// exploration of the whole program.
func CombineLoops(m *Model, runs []*LoopRun) (*Report, error) { return loops.Combine(m, runs) }

// SaveLoop is loops.Save: loop k's exploration as bytes.
func SaveLoop(m *Model, ls []Loop, k int, res LoopResult) ([]byte, error) {
	return loops.Save(m, ls, k, res)
}

// RestoreLoops is loops.Restore: the loops of m restored from their
// saved bytes.
func RestoreLoops(m *Model, ls []Loop, load func(k int) ([]byte, error)) ([]*LoopRun, error) {
	return loops.Restore(m, ls, load)
}

// OutputValues is loops.OutputValues: per output some loop forgot, the
// values it reaches.
func OutputValues(m *Model, runs []*LoopRun) map[int][]int64 { return loops.OutputValues(m, runs) }

// OutputLines is loops.OutputLines: an output's values in Project's form.
func OutputLines(m *Model, v int, vals []int64) ([]string, error) {
	return loops.OutputLines(m, v, vals)
}

// RegionLoop is a loop explored over regions (Explore).
type RegionLoop struct{ Result *Result }

// ExploreRegionLoop explores a loop's model over regions: the
// LoopExplorer of ExploreReport.
func ExploreRegionLoop(lm *Model, opt Options) (LoopResult, error) {
	res, err := Explore(lm, opt)
	if err != nil {
		return nil, err
	}
	return RegionLoop{res}, nil
}

// Model implements LoopResult.
func (l RegionLoop) Model() *Model { return l.Result.Model }

// Summary implements LoopResult.
func (l RegionLoop) Summary() *Report {
	r := l.Result
	s := r.Stats
	rep := &Report{Complete: r.Complete, Stop: r.StopReason,
		States: s.States, Transitions: s.Transitions, ElapsedSeconds: s.Elapsed.Seconds(),
		PeakMemory: s.PeakRSS, StoreBytes: s.StoreBytes, SpilledBytes: s.SpilledBytes, Frontier: s.Frontier,
		PredictHits: s.PredictHits, PredictMisses: s.PredictMisses, PredictSaved: s.PredictSavedTime.Seconds(),
		PredictReplays: s.PredictReplays, PredictRecorded: s.PredictRecorded, PredictOff: s.PredictOff,
		DPOR: s.DPOR, Executions: s.Executions}
	rep.DiscreteStates, rep.ValueStates, rep.CountsPartial = rpt.Counts(r.Result)
	rep.Conflicts = rpt.Conflicts(r.Model)
	return rep
}

// Reached implements LoopResult: the region explorer always knows.
func (l RegionLoop) Reached() (int64, bool) { return l.Result.Stats.WallReached, true }

// CoveredStmts implements LoopResult.
func (l RegionLoop) CoveredStmts() ta.Bits { return l.Result.Covered }

// Findings implements LoopResult: the violations in the order the search
// recorded them, each with its trace (Result.TraceTo, which replays it).
func (l RegionLoop) Findings() ([]LoopFinding, error) {
	r := l.Result
	var out []LoopFinding
	for _, v := range r.Violations {
		var failing *Label
		if v.Err != nil {
			lb := r.Labels[v.Label]
			failing = &lb
		}
		tr, err := r.TraceTo(v.State, failing)
		if err != nil {
			return nil, err
		}
		out = append(out, LoopFinding{Prop: v.Prop, Err: v.Err, Count: v.Count,
			TimePasses: failing != nil && failing.Stim < 0, Trace: tr})
	}
	return out, nil
}

// ExploreLoops explores each independent loop of the model's program on
// its own over regions (ExploreLoopsWith with ExploreRegionLoop).
func ExploreLoops(m *Model, opt Options) ([]*LoopRun, error) {
	return loops.ExploreEach(m, opt, ExploreRegionLoop)
}

// ExploreReport explores the model and reports: one independent loop at
// a time when the program has several (unless opt.NoSplit), else whole
// (loops.Split, whose rule of falling back to the whole program keeps
// the answer). The Result is that of the whole exploration, nil when
// split.
func ExploreReport(m *Model, opt Options) (*Report, *Result, error) {
	return exploreReport(m, opt, ExploreLoops)
}

// exploreReport is ExploreReport with the loops explored by exploreLoops
// (a test gives one whose loop disagrees with the whole program, to see
// the fallback).
func exploreReport(m *Model, opt Options, exploreLoops func(*Model, Options) ([]*LoopRun, error)) (*Report, *Result, error) {
	var res *Result
	rep, whole, err := loops.Split(m, opt, exploreLoops, func(m *Model, opt Options) (*Report, error) {
		r, err := Explore(m, opt)
		if err != nil {
			return nil, err
		}
		res = r
		return r.BuildReport()
	})
	if !whole {
		res = nil
	}
	return rep, res, err
}

// ExploreSplit is ExploreReport for any engine: the loops explored one at
// a time by loop, the program whole by whole (when it is one loop, when
// opt.NoSplit, or when the split falls back: loops.Split). It says
// whether the report is whole's.
func ExploreSplit(m *Model, opt Options, loop LoopExplorer, whole func(*Model, Options) (*Report, error)) (rep *Report, wasWhole bool, err error) {
	return loops.Split(m, opt, func(m *Model, opt Options) ([]*LoopRun, error) {
		return loops.ExploreEach(m, opt, loop)
	}, whole)
}
