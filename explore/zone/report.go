package zone

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"time"
	"unsafe"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
)

// ExploreReport explores m over zones with the limits of opt, as
// explore.ExploreReport does over regions, and reports in the same form:
// the invariants' verdicts, each violation and runtime error with a trace
// that has been concretised into exact times and replayed in the concrete
// interpreter (a trace that does not replay is returned as an error
// wrapping ErrTrace, never reported as a finding), and the coverage.
//
// Like explore.ExploreReport, it explores one independent loop at a time
// when the program has several, unless opt.NoSplit (explore.ExploreSplit
// with ExploreLoop), with the same fallback: a loop's violation whose
// trace does not lift into the whole program makes it explore the
// program whole, over zones, and SplitFallback says why. The Result is
// that of the whole exploration, nil when split.
//
// In the report, States counts the zones stored at the end (summed over
// the loops) and DiscreteStates the discrete states; StoreBytes estimates
// the memory of the zone graph; Zones has the zones ever stored, the
// inclusion hits and the locations (summed over the loops) and the
// extrapolation used.
//
// Of opt, MaxStates limits the zones stored (per loop when split), Ctx
// stops the search, StopAtFirst ends it once it has the earliest violation, MaxMemory
// limits the heap, Progress is called with the zones stored as States,
// Workers sets the goroutines computing successors (the result does not
// depend on it); the prediction, DPOR and spill options do not apply.
func ExploreReport(m *explore.Model, opt explore.Options) (*explore.Report, *Result, error) {
	if opt.LocalTime {
		rep, _, err := ExploreLocalReport(m, opt)
		return rep, nil, err
	}
	var res *Result
	for _, p := range m.Props {
		// A bounded leads-to's verdict reads the whole zone graph.
		opt.NoSplit = opt.NoSplit || p.LeadsToWithin > 0 || p.AgainWithin > 0
	}
	rep, whole, err := explore.ExploreSplit(m, opt, loopExplorer(m), func(m *explore.Model, opt explore.Options) (*explore.Report, error) {
		r, err := Explore(m, zoneOptions(opt))
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

// ExploreReportOrRegions is ExploreReport that loses no answer: when the
// zone engine cannot take the program (a construct it does not support
// yet) or fails an internal check (a trace that does not replay, ErrTrace),
// the model is explored over regions instead (explore.ExploreReport), and
// the report's EngineFallback says why.
func ExploreReportOrRegions(m *explore.Model, opt explore.Options) (*explore.Report, error) {
	if opt.LocalTime {
		// Asked for by name: a program local time cannot take is the
		// user's to hear about, not to explore otherwise.
		rep, _, err := ExploreLocalReport(m, opt)
		return rep, err
	}
	rep, _, err := ExploreReport(m, opt)
	if err == nil {
		return rep, nil
	}
	if m.Cfg.Cal.Wrap > 0 {
		// No fallback: the region engine needs a horizon.
		return nil, err
	}
	for _, p := range m.Props {
		if p.LeadsToWithin > 0 || p.AgainWithin > 0 {
			// No fallback: the region engine does not tell a leads-to's
			// "unknown" at the horizon.
			return nil, fmt.Errorf("%w (invariant %q says eventually: under a horizon the zone engine checks it, and it cannot explore this program; try delorean liveness)", err, p.Name)
		}
	}
	why := err.Error()
	if errors.Is(err, ErrTrace) {
		why = "internal error: " + why
	}
	if len(m.Bind.Sun) > 0 {
		rep, err = regionsOverSunClasses(m, opt)
	} else {
		rep, _, err = explore.ExploreReport(m, opt)
	}
	if err != nil {
		return nil, err
	}
	rep.EngineFallback = why
	return rep, nil
}

// sunClassLimit is the most classes of sun times a fallback to regions
// explores one at a time.
const sunClassLimit = 2000

// regionsOverSunClasses explores m, whose sun times are open, over
// regions: one exploration per exact class of sun times in its spans
// (explore.SunGridCalendars), merged.
func regionsOverSunClasses(m *explore.Model, opt explore.Options) (*explore.Report, error) {
	// Every day's span (each day may have its own part of the ranges).
	r := m.Cfg.Cal.Ranges
	rise := ta.SunRange{From: r.Rise.From, To: r.Rise.To}
	set := ta.SunRange{From: r.Set.From, To: r.Set.To}
	for _, d := range r.Days {
		rise = ta.SunRange{From: min(rise.From, d.Rise.From), To: max(rise.To, d.Rise.To)}
		set = ta.SunRange{From: min(set.From, d.Set.From), To: max(set.To, d.Set.To)}
	}
	base := m.Cfg
	base.Cal.Ranges, base.Cal.Days = nil, nil
	cals, err := explore.SunGridCalendars(m.Prog, base, rise, set, sunClassLimit)
	if err != nil {
		return nil, fmt.Errorf("the zone engine cannot explore this program, and the region engine cannot explore its sun ranges one class at a time: %w", err)
	}
	var reps []*explore.Report
	for _, cal := range cals {
		cfg := m.Cfg
		cfg.Cal = cal
		cm, err := explore.NewModel(m.Prog, cfg)
		if err != nil {
			return nil, err
		}
		rep, _, err := explore.ExploreReport(cm, opt)
		if err != nil {
			return nil, err
		}
		reps = append(reps, rep)
	}
	return explore.MergeReports(reps), nil
}

// BuildReport explains a zone exploration's result in the region
// explorer's report form, with replayed traces.
func (r *Result) BuildReport() (*explore.Report, error) {
	m := r.Model
	rep := explore.ReportHeader(m)
	rep.Complete, rep.Stop = r.Complete, r.StopReason
	rep.States = int64(r.Zones)
	rep.Transitions = r.Transitions
	rep.ElapsedSeconds = r.Elapsed.Seconds()
	if s := r.Elapsed.Seconds(); s > 0 {
		rep.PerSecond = float64(r.Transitions) / s
	}
	rep.StoreBytes = r.StoreBytes()
	if rep.States > 0 {
		rep.BytesPerState = float64(rep.StoreBytes) / float64(rep.States)
	}
	rep.Frontier = r.Frontier
	rep.PeakMemory = peakRSS()
	switch {
	case m.Cfg.Cal.Wrap > 0 && r.Complete:
		rep.Reached = explore.ForeverReached
	case m.Cfg.Cal.Horizon > 0 && r.Complete:
		rep.Reached = m.UntilText(big.NewRat(m.Cfg.Cal.Horizon, 1))
	case r.Complete:
		rep.Reached = "fixpoint"
	default:
		rep.Reached = "incomplete"
	}
	rep.DiscreteStates, rep.ValueStates = r.distinct()
	rep.Engine = "zones"
	rep.Zones = r.zoneStats()
	invs, err := invariantEntries(m, r.Violations, func(v *Violation) violationOf {
		return violationOf{v.Prop, v.Count, func() (*explore.Trace, error) { return r.Trace(v) }}
	})
	if err != nil {
		return nil, err
	}
	for i := range invs {
		if ie, p := &invs[i], m.Props[i]; (p.LeadsToWithin > 0 || p.AgainWithin > 0) && !ie.Violated {
			ie.Unknown = r.leadsToUnknown(p)
		}
	}
	rep.Invariants = append(rep.Invariants, invs...)
	for _, e := range r.Errors {
		tr, err := r.ErrorTrace(e)
		if err != nil {
			return nil, err
		}
		ve := explore.NewViolationEntry(m, nil, e.Err, 1, tr)
		if e.Stim < 0 {
			ve.Message += " (when time passes)"
		}
		rep.Errors = append(rep.Errors, *ve)
	}
	rep.Coverage = explore.CoverageOf(m, r.Covered)
	rep.Conflicts = explore.Conflicts(m)
	return rep, nil
}

// distinct counts the discrete states as the region explorer's report
// does (variables, timers and rules switched off; not the schedules just
// fired) and the valuations of the variables.
func (r *Result) distinct() (discrete, values int) {
	disc, vals := map[string]bool{}, map[string]bool{}
	var k []byte
	for i := range r.States {
		st := &r.States[i]
		k = k[:0]
		for _, v := range st.Vals {
			k = binary.AppendVarint(k, v)
		}
		vals[string(k)] = true
		for _, t := range st.Timers {
			k = binary.AppendVarint(k, int64(t))
		}
		for _, off := range st.RuleOff {
			k = append(k, b2byte(off))
		}
		disc[string(k)] = true
	}
	return len(disc), len(vals)
}

// StoreBytes estimates the memory the zone graph holds: the nodes, the
// zones of the live ones, the symbolic records of all (a covered node
// may be on a trace) and the discrete states.
func (r *Result) StoreBytes() int64 {
	var b int64
	for i := range r.nodes {
		n := &r.nodes[i]
		b += int64(unsafe.Sizeof(*n))
		if n.zone != nil {
			d := int64(n.zone.Dim())
			b += d*d*8 + 48
		}
		b += int64(len(n.choice)) * 8
		if t := n.tr; t != nil {
			b += int64(unsafe.Sizeof(*t))
			for _, ph := range t.Phases {
				b += int64(unsafe.Sizeof(ph)) + int64(len(ph.Ops))*int64(unsafe.Sizeof(ztrace.Op{})) + int64(len(ph.Inv))*24
			}
			b += int64(len(t.Factors))*16 + int64(len(t.Randoms))*8
		}
	}
	for i := range r.States {
		st := &r.States[i]
		b += int64(len(st.Vals))*8 + int64(len(st.Timers))*4 + int64(len(st.RuleOff)+len(st.Fired)) + 96
	}
	return b
}

// StatsText says the zone statistics in one line.
func (r *Result) StatsText() string {
	return fmt.Sprintf("zones: %d (%d stored, %d dropped by inclusion), %d discrete states, %d locations, %d transitions, store about %d bytes, %s, extrapolation %s",
		r.Zones, r.Stored, r.Hits, len(r.States), r.Locations, r.Transitions, r.StoreBytes(), r.Elapsed.Round(time.Millisecond), r.Extrapolation)
}

// violationOf is what a report takes of a violation, of either search
// (Violation, LocalViolation): its invariant, how many zones violate it,
// and its replayed trace.
type violationOf struct {
	prop  *explore.Property
	count int64
	trace func() (*explore.Trace, error)
}

// invariantEntries is the report's entry of every invariant of m, in
// order, each violated one with its violation among viols (of is how to
// read one) and its trace.
func invariantEntries[V any](m *explore.Model, viols []V, of func(V) violationOf) ([]explore.InvariantEntry, error) {
	byProp := map[*explore.Property]violationOf{}
	for _, v := range viols {
		o := of(v)
		byProp[o.prop] = o
	}
	env := explore.Environment(m)
	out := make([]explore.InvariantEntry, 0, len(m.Props))
	for _, p := range m.Props {
		ie := explore.NewInvariantEntry(m, p, env)
		if v, ok := byProp[p]; ok {
			tr, err := v.trace()
			if err != nil {
				return nil, err
			}
			ie.Violated, ie.Violation = true, explore.NewViolationEntry(m, p, nil, v.count, tr)
		}
		out = append(out, ie)
	}
	return out, nil
}
