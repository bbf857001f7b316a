package zone

import (
	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// Independent loops over zones. A program whose rules fall into
// independent control loops (explore.Loops) is explored one loop at a
// time by package explore's split (explore.ExploreSplit), each loop here
// over zones: the product of the loops' discrete states, which a whole
// exploration stores (P10 over a day: over 100,000 discrete states, and
// more zones than a million), becomes their sum. Each violation a loop
// finds has a trace concretised and replayed in the loop's program
// (Result.Trace), which the split lifts into the whole program and
// replays there; one that does not lift makes the run explore the
// program whole, over zones, as over regions.

// zoneOptions are the zone search's limits from explore's.
func zoneOptions(opt explore.Options) Options {
	return Options{MaxZones: opt.MaxStates, Ctx: opt.Ctx, StopAtFirst: opt.StopAtFirst,
		MaxMemory: opt.MaxMemory, Progress: opt.Progress, ProgressEvery: opt.ProgressEvery, Workers: opt.Workers}
}

// ExploreLoop explores one loop's model over zones: the
// explore.LoopExplorer of ExploreReport (which gives its traces the whole
// program's unit, loopExplorer).
func ExploreLoop(lm *explore.Model, opt explore.Options) (explore.LoopResult, error) {
	return exploreLoop(lm, opt, 0)
}

// loopExplorer is ExploreLoop for the loops of m: a trace that ends just
// after a violation's earliest time ends within m's unit after it, which
// is the region engine's grid of the whole program (a loop has fewer
// constants, so its unit may be a multiple of m's).
func loopExplorer(m *explore.Model) explore.LoopExplorer {
	unit := int64(1)
	if m.Layout != nil && m.Layout.G > 1 {
		unit = m.Layout.G
	}
	return func(lm *explore.Model, opt explore.Options) (explore.LoopResult, error) {
		return exploreLoop(lm, opt, unit)
	}
}

// exploreLoop is ExploreLoop with the unit of its traces' ends (0: the
// loop's own).
func exploreLoop(lm *explore.Model, opt explore.Options, unit int64) (explore.LoopResult, error) {
	res, err := Explore(lm, zoneOptions(opt))
	if err != nil {
		return nil, err
	}
	if unit > 0 {
		res.unit = unit
	}
	l := &Loop{Result: res, peak: peakRSS()}
	// The traces now: one that does not replay in the loop's program is
	// the zone engine's internal error (ErrTrace), which the caller
	// must see as such (ExploreReportOrRegions explores over regions),
	// not a split that falls back to exploring whole.
	if l.findings, err = l.traces(); err != nil {
		return nil, err
	}
	return l, nil
}

// Loop is one loop explored over zones, as the split reads it
// (explore.LoopResult).
type Loop struct {
	Result   *Result
	peak     int64 // the process's peak memory when the loop was done
	findings []explore.LoopFinding
}

// Model implements explore.LoopResult.
func (l *Loop) Model() *explore.Model { return l.Result.Model }

// Summary implements explore.LoopResult: the zones stored as States, and
// the zone statistics.
func (l *Loop) Summary() *explore.Report {
	r := l.Result
	rep := &explore.Report{Complete: r.Complete, Stop: r.StopReason, States: int64(r.Zones),
		Transitions: r.Transitions, ElapsedSeconds: r.Elapsed.Seconds(), PeakMemory: l.peak,
		StoreBytes: r.StoreBytes(), Frontier: r.Frontier}
	rep.DiscreteStates, rep.ValueStates = r.distinct()
	rep.Engine, rep.Zones = "zones", r.zoneStats()
	rep.Conflicts = explore.Conflicts(r.Model)
	return rep
}

// Reached implements explore.LoopResult: a zone search has no single
// time it got to, except the horizon once complete.
func (l *Loop) Reached() (int64, bool) {
	if h := l.Result.Model.Cfg.Cal.Horizon; h > 0 && l.Result.Complete && l.Result.Model.Cfg.Cal.Wrap == 0 {
		return h, true
	}
	return 0, false
}

// CoveredStmts implements explore.LoopResult.
func (l *Loop) CoveredStmts() ta.Bits { return l.Result.Covered }

// Findings implements explore.LoopResult: the invariants violated, then
// the runtime errors, each with its trace concretised and replayed in the
// loop's program.
func (l *Loop) Findings() ([]explore.LoopFinding, error) { return l.findings, nil }

// traces are the findings with their traces (a trace that does not replay
// is an error wrapping ErrTrace).
func (l *Loop) traces() ([]explore.LoopFinding, error) {
	r := l.Result
	var out []explore.LoopFinding
	for _, v := range r.Violations {
		tr, err := r.Trace(v)
		if err != nil {
			return nil, err
		}
		out = append(out, explore.LoopFinding{Prop: v.Prop, Count: v.Count, Trace: tr})
	}
	for _, e := range r.Errors {
		tr, err := r.ErrorTrace(e)
		if err != nil {
			return nil, err
		}
		out = append(out, explore.LoopFinding{Err: e.Err, Count: 1, TimePasses: e.Stim < 0, Trace: tr})
	}
	return out, nil
}

// zoneStats are the report's zone statistics.
func (r *Result) zoneStats() *explore.ZoneStats {
	return &explore.ZoneStats{Stored: int64(r.Stored), InclusionHits: r.Hits, Locations: r.Locations, Extrapolation: r.Extrapolation}
}
