package compare

import (
	"errors"
	"fmt"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/baseline"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/ta"
)

// Engine is the symbolic states the timed column explores over.
type Engine int

const (
	// Regions is the paper's exact region exploration, the reference.
	Regions Engine = iota
	// Zones explores over zones (package explore/zone): the same
	// reachable discrete states, so the same projection and verdicts,
	// with far fewer symbolic states over long horizons. A program the
	// zone engine does not take, or one of its traces that does not
	// replay, is explored over regions instead (ModeEntry.EngineFallback
	// says why).
	Zones
)

// CompareWith is Compare with the timed column explored over engine.
func CompareWith(prog *ta.Program, cfg explore.Config, opt explore.Options, trials int, seed int64, engine Engine) (*CompareReport, error) {
	return compare(prog, cfg, opt, trials, seed, engine, nil)
}

// timedRun is what the timed column reads of an exploration of the whole
// program, whatever its engine.
type timedRun struct {
	states, transitions int64
	complete            bool
	stop                string
	covered             ta.Bits
	violated            []string // the invariants violated, "runtime error" for each error
	projected           []string // the reachable states projected (baseline.ProjectionNames)
	seconds             float64
	engine, fallback    string
	// report builds the exploration's report, with its traces.
	report func() (*explore.Report, error)
}

// exploreRegions explores m whole over regions.
func exploreRegions(m *explore.Model, opt explore.Options) (*timedRun, error) {
	res, err := explore.Explore(m, opt)
	if err != nil {
		return nil, err
	}
	vals, err := res.Project(baseline.ProjectionNames(m.Prog)...)
	if err != nil {
		return nil, err
	}
	t := &timedRun{states: res.Stats.States, transitions: res.Stats.Transitions, complete: res.Complete, stop: res.StopReason,
		covered: res.Covered, violated: []string{}, projected: vals, seconds: res.Stats.Elapsed.Seconds(), report: res.BuildReport}
	for _, v := range res.Violations {
		t.violated = append(t.violated, v.Name())
	}
	return t, nil
}

// exploreZones explores m whole over zones, each violation's trace
// concretised and replayed (a comparison gives no verdict, but it names
// the invariants violated, and a zone engine's violation stands only with
// a trace that replays); over regions where the zone engine cannot.
func exploreZones(m *explore.Model, opt explore.Options) (*timedRun, error) {
	t, err := exploreZones1(m, opt)
	if err == nil {
		return t, nil
	}
	why := err.Error()
	if errors.Is(err, zone.ErrTrace) {
		why = "internal error: " + why
	}
	if t, err = exploreRegions(m, opt); err != nil {
		return nil, err
	}
	t.fallback = why
	return t, nil
}

func exploreZones1(m *explore.Model, opt explore.Options) (*timedRun, error) {
	zopt := zone.Options{MaxZones: opt.MaxStates, Ctx: opt.Ctx, MaxMemory: opt.MaxMemory,
		Progress: opt.Progress, ProgressEvery: opt.ProgressEvery, Workers: opt.Workers}
	if opt.ExtrapolatedZones {
		zopt.Subsumption = zone.SubsumeExtraLU
	}
	res, err := zone.Explore(m, zopt)
	if err != nil {
		return nil, err
	}
	vals, err := res.Project(baseline.ProjectionNames(m.Prog)...)
	if err != nil {
		return nil, err
	}
	t := &timedRun{states: int64(res.Zones), transitions: res.Transitions, complete: res.Complete, stop: res.StopReason,
		covered: res.Covered, violated: []string{}, projected: vals, seconds: res.Elapsed.Seconds(), engine: "zones", report: res.BuildReport}
	for _, v := range res.Violations {
		if _, err := res.Trace(v); err != nil {
			return nil, err
		}
		t.violated = append(t.violated, v.Prop.Name)
	}
	for _, e := range res.Errors {
		if _, err := res.ErrorTrace(e); err != nil {
			return nil, err
		}
		t.violated = append(t.violated, "runtime error")
	}
	return t, nil
}

// timedExplorer is the timed column's exploration for engine.
func timedExplorer(engine Engine) (func(*explore.Model, explore.Options) (*timedRun, error), error) {
	switch engine {
	case Regions:
		return exploreRegions, nil
	case Zones:
		return exploreZones, nil
	}
	return nil, fmt.Errorf("compare: no engine %d", engine)
}
