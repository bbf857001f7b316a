package loops

import (
	"math/big"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/explore/model"
	rpt "github.com/delorean-mc/delorean/explore/report"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/trace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// Splitting a program into its independent loops (split.go) does not
// depend on the symbolic states a loop is explored over: each loop is a
// program of its own (NewSubProgram), explored by an Explorer, and
// what the split needs of that exploration to report on the whole program
// (counts, completeness, coverage, and each finding with a trace that
// replays in the loop's program, to be lifted into the whole program and
// replayed there) is a Result. Regions (explore.ExploreRegionLoop) are one engine; the
// zone engine (package explore/zone) is another.

// Explorer explores one loop's model (ModelOf) with the limits of
// opt.
type Explorer func(lm *model.Model, opt search.Options) (Result, error)

// Result is what splitting needs of one loop's exploration, whatever
// engine ran it.
type Result interface {
	// Model is the loop's model, which Findings' traces run in.
	Model() *model.Model
	// Summary is the exploration's counts in a report on the loop's own
	// model, without verdicts or coverage: Complete and Stop; States
	// (or zones) and DiscreteStates, ValueStates, Transitions,
	// StoreBytes, SpilledBytes, Frontier, ElapsedSeconds, PeakMemory;
	// the prediction and DPOR counts; Engine and Zones for the zone
	// engine. Splitting sums them over the loops.
	Summary() *rpt.Report
	// Reached is how far the wall clock got, in whole seconds from the
	// start, when the engine says (ok); a split run with a horizon
	// explored until the least of its loops'.
	Reached() (seconds int64, ok bool)
	// CoveredStmts are the statement ids of the loop's program that
	// some transition executed.
	CoveredStmts() ta.Bits
	// Findings are the invariants violated (in the order of the loop's
	// model's properties) and the runtime errors, each with a trace
	// that replays in the loop's program.
	Findings() ([]Finding, error)
}

// Finding is one invariant violated or one runtime error found in a
// loop's program.
type Finding struct {
	Prop  *spec.Property   // the invariant of the loop's model; nil for a runtime error
	Err   *ta.RuntimeError // the runtime error
	Count int64            // the violating states (or zones) found
	// TimePasses: the runtime error happened evaluating an urgent or
	// progress condition as time passed, at the end of Trace.
	TimePasses bool
	// Trace is a concrete run of the loop's program, replayed there,
	// ending in the violation (for a runtime error, its last step
	// fails, unless TimePasses).
	Trace *trace.Trace
}

// violation is the finding as a Violation, for the report's functions.
func (f *Finding) violation() *search.Violation {
	return &search.Violation{Prop: f.Prop, Err: f.Err, Count: f.Count}
}

// loopEntry is a finding's report entry in the loop's own model lm, as a
// whole exploration of the loop would report it.
func loopEntry(lm *model.Model, f *Finding) *rpt.ViolationEntry {
	ve := rpt.NewViolationEntry(lm, f.violation(), f.Trace)
	if f.Err != nil {
		ve.Message = f.Err.Error()
		if f.TimePasses {
			ve.Message += " (when time passes)"
		}
		return ve
	}
	ve.Message = rpt.ViolationMessage(lm, f.Prop, f.Trace)
	ve.Values = rpt.Values(lm, f.Prop, &f.Trace.Final)
	return ve
}

// sumZones adds a loop's zone statistics to a split report's.
func sumZones(rep, loop *rpt.Report) {
	if loop.Engine != "" {
		rep.Engine = loop.Engine
	}
	z := loop.Zones
	if z == nil {
		return
	}
	if rep.Zones == nil {
		rep.Zones = &rpt.ZoneStats{Extrapolation: z.Extrapolation}
	} else if rep.Zones.Extrapolation != z.Extrapolation {
		// Loops may extrapolate differently (one has diagonals, one
		// has no per-location bounds): say each once.
		rep.Zones.Extrapolation = joinDistinct(rep.Zones.Extrapolation, z.Extrapolation)
	}
	rep.Zones.Stored += z.Stored
	rep.Zones.InclusionHits += z.InclusionHits
	rep.Zones.Locations += z.Locations
}

// joinDistinct adds b to the "; "-separated list a unless it is there.
func joinDistinct(a, b string) string {
	if slices.Contains(strings.Split(a, "; "), b) {
		return a
	}
	return a + "; " + b
}

// reachedText is how far a split run got: the least wall clock its loops
// reached, when every loop says; with no horizon, fixpoint or incomplete.
func reachedText(m *model.Model, complete bool, reached int64, known bool) string {
	switch {
	case m.Cfg.Cal.Wrap > 0 && complete:
		return ForeverReached
	case m.Cfg.Cal.Wrap > 0:
		return "incomplete"
	case m.Cfg.Cal.Horizon > 0 && known:
		return m.UntilText(big.NewRat(max(reached, 0), 1))
	case m.Cfg.Cal.Horizon > 0 && complete:
		return m.UntilText(big.NewRat(m.Cfg.Cal.Horizon, 1))
	case complete:
		return "fixpoint"
	}
	return "incomplete"
}

// ModelOf is the model of one loop of m: its program (NewSubProgram),
// its invariants reloaded on it, and m's calendar and start state.
func ModelOf(m *model.Model, l Loop) (*model.Model, *SubProgram, error) {
	sub, err := NewSubProgram(m.Prog, l)
	if err != nil {
		return nil, nil, err
	}
	cfg := model.Config{Cal: m.Cfg.Cal}
	for _, pi := range l.Props {
		q, err := m.Props[pi].Reload(sub.Prog)
		if err != nil {
			return nil, nil, err
		}
		cfg.Props = append(cfg.Props, q)
	}
	if cal := &cfg.Cal; cal.Wrap == 7*ta.SecondsPerDay && !sub.Prog.UsesWeekdays() {
		// --forever wraps the whole program at a week when some part of
		// it reads the day of the week; a loop that reads none (its
		// invariants, reloaded above, included) repeats every day, and
		// a week of it is seven times the zones for nothing (corpus
		// file 13's climate loop: 4,128 zones for a week, 624 a day).
		// Its traces unfold a day per wrap, so their times are the
		// whole program's.
		if cfg.Cal, err = ta.ForeverCalendarEvery(*cal, ta.SecondsPerDay); err != nil {
			return nil, nil, err
		}
	}
	if in := m.Cfg.Init; in != nil {
		cfg.Init = remapInit(in, m.Prog, sub.Prog)
	}
	if len(l.Outputs) > 0 {
		// The outputs rest at their start values (outputs.go).
		start, _, _ := m.Initial()
		var vars []int
		var rest []int64
		for _, v := range l.Outputs {
			vars, rest = append(vars, sub.Prog.LookupVar(m.Prog.Vars[v].Name)), append(rest, start.Vals[v])
		}
		cfg.Forget = interp.NewForgotten(vars, rest)
	}
	lm, err := model.NewModel(sub.Prog, cfg)
	if err != nil {
		return nil, nil, err
	}
	return lm, sub, nil
}

// remapInit carries a start state over to a loop's program, by name.
func remapInit(in *spec.Init, from, to *ta.Program) *spec.Init {
	out := &spec.Init{Vals: map[int]int64{}, Clocks: map[int]int64{}, Timers: map[int]int64{}}
	for v, x := range in.Vals {
		if i := to.LookupVar(from.Vars[v].Name); i >= 0 {
			out.Vals[i] = x
		}
	}
	for c, x := range in.Clocks {
		if c == ta.WallClock {
			continue
		}
		if i := to.LookupClock(from.ClockName(c)); i >= 0 {
			out.Clocks[i] = x
		}
	}
	for t, x := range in.Timers {
		if i := to.LookupTimer(from.Timers[t].Name); i >= 0 {
			out.Timers[i] = x
		}
	}
	return out
}

// ForeverReached is how far a complete --forever exploration got (the
// report's Reached): every day explored to the fixed point;
// explore.ForeverReached is this constant.
const ForeverReached = "every day (fixed point)"
