package zone

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"runtime"
	"slices"
	"sort"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// The local-time search (explore --local-time): breadth first over the
// local-time zone graph (LocalSemantics), with sync-aLU covering, the
// violations found on the synchronised valuations, and traces
// concretised to one global time and replayed.

// LocalResult is what a local-time exploration found.
type LocalResult struct {
	Model *explore.Model
	// States are the reachable discrete states, in the order found.
	States []ta.State
	// Zones are the local zones stored at the end (those a later one
	// covered removed), Stored every one ever stored, Hits the new ones
	// dropped as covered, Transitions the runs computed.
	Zones, Stored     int
	Hits, Transitions int64
	Violations        []*LocalViolation // in the order of the model's properties
	Errors            []LocalError      // the first of each distinct message
	Parts             []string          // the parts, by their first variable or clock
	Covered           ta.Bits
	Complete          bool
	StopReason        string
	Frontier          int
	Elapsed           time.Duration

	sem    *LocalSemantics
	nodes  []LocalState
	parent []int
	labels []search.Label
	dead   []bool
}

// LocalViolation is an invariant a synchronised valuation of a stored
// local zone violates: Node holds the earliest on the wall clock (the
// first found of those), Count the live zones that violate it.
type LocalViolation struct {
	Prop  *explore.Property
	Node  int
	Count int64
	at    zones.Bound
	final []zones.Constraint
	nodes []int
}

// LocalError is a runtime error some run of Label.Stim from node Node
// runs into.
type LocalError struct {
	Node  int
	Label search.Label
	Err   *ta.RuntimeError
}

// ExploreLocal explores m with local time (LocalSemantics), breadth
// first, within opt's limits (MaxZones, Ctx, MaxMemory).
func ExploreLocal(m *explore.Model, opt Options) (*LocalResult, error) {
	start := time.Now()
	sem, err := NewLocalSemantics(m, opt)
	if err != nil {
		return nil, err
	}
	r := &LocalResult{Model: m, Complete: true, sem: sem, Parts: sem.Parts()}
	disc := map[string]bool{}
	live := map[string][]int{}
	viol := map[*explore.Property]*LocalViolation{}
	errs := map[string]bool{}
	var wait []int
	var key []byte
	add := func(t LocalState, parent int, l search.Label) {
		key = sem.Location(key, t)
		at := live[string(key)]
		covered := false
		for _, j := range at {
			if sem.Covers(r.nodes[j], t) {
				covered = true
				break
			}
		}
		if covered {
			r.Hits++
			if len(t.viol) == 0 {
				return
			}
			// Kept, dead, for the trace of its violations: it may hold
			// an earlier one than the zone that covers it.
		}
		i := len(r.nodes)
		r.nodes, r.parent, r.labels, r.dead = append(r.nodes, t), append(r.parent, parent), append(r.labels, l), append(r.dead, covered)
		if !disc[string(key)] {
			disc[string(key)] = true
			r.States = append(r.States, t.Disc)
		}
		for k, p := range t.viol {
			v := viol[p]
			if v == nil {
				v = &LocalViolation{Prop: p, Node: i, at: t.at[k], final: t.final[k]}
				viol[p] = v
			} else if earlier(t.at[k], v.at) {
				v.Node, v.at, v.final = i, t.at[k], t.final[k]
			}
			v.nodes = append(v.nodes, i)
		}
		if covered {
			return
		}
		r.Stored++
		kept := at[:0]
		for _, j := range at {
			if sem.Covers(t, r.nodes[j]) {
				r.dead[j] = true
				continue
			}
			kept = append(kept, j)
		}
		live[string(key)] = append(kept, i)
		wait = append(wait, i)
	}
	if err := sem.Starts(func(t LocalState) bool { add(t, -1, search.Label{Stim: -1}); return true }); err != nil {
		return nil, err
	}
	polls := 0
	for len(wait) > 0 {
		if opt.MaxZones > 0 && r.Stored >= opt.MaxZones {
			r.Complete, r.StopReason = false, fmt.Sprintf("zone limit (%d) reached", opt.MaxZones)
			break
		}
		if polls++; polls%256 == 0 {
			if why := localLimits(opt); why != "" {
				r.Complete, r.StopReason = false, why
				break
			}
		}
		i := wait[0]
		wait = wait[1:]
		if r.dead[i] {
			continue
		}
		err := sem.Successors(r.nodes[i], func(l search.Label, t LocalState, rerr error) bool {
			if rerr != nil {
				var re *ta.RuntimeError
				if errors.As(rerr, &re) && !errs[re.Error()] {
					errs[re.Error()] = true
					r.Errors = append(r.Errors, LocalError{Node: i, Label: l, Err: re})
				}
				return true
			}
			add(t, i, l)
			return true
		})
		if err != nil {
			return nil, err
		}
	}
	r.Frontier = len(wait)
	for _, d := range r.dead {
		if !d {
			r.Zones++
		}
	}
	for _, p := range m.Props {
		if v := viol[p]; v != nil {
			for _, i := range v.nodes {
				if !r.dead[i] {
					v.Count++
				}
			}
			v.Count = max(v.Count, 1)
			r.Violations = append(r.Violations, v)
		}
	}
	r.Transitions = sem.Transitions()
	r.Covered = slices.Clone(sem.e.res.Covered)
	r.Elapsed = time.Since(start)
	return r, nil
}

// localLimits is the reason the search must stop (a cancelled context,
// the memory limit), or "".
func localLimits(opt Options) string {
	if opt.Ctx != nil {
		if err := opt.Ctx.Err(); err != nil {
			if errors.Is(err, context.DeadlineExceeded) {
				return "reached the time limit"
			}
			return "interrupted"
		}
	}
	if opt.MaxMemory > 0 {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if int64(ms.HeapAlloc) > opt.MaxMemory {
			return fmt.Sprintf("reached the memory limit (%s in use, limit %s)", explore.HumanBytes(int64(ms.HeapAlloc)), explore.HumanBytes(opt.MaxMemory))
		}
	}
	return ""
}

// path is the labels from the start to node i.
func (r *LocalResult) path(i int) []search.Label {
	var out []search.Label
	for ; r.parent[i] >= 0; i = r.parent[i] {
		out = append(out, r.labels[i])
	}
	slices.Reverse(out)
	return out
}

// Trace returns v's trace: the path to its node concretised into one
// global time (at the earliest time the path violates v), replayed in the
// concrete interpreter, and checked to violate v at its end.
func (r *LocalResult) Trace(v *LocalViolation) (*explore.Trace, error) {
	steps, end, err := r.sem.concretise(r.path(v.Node), nil, v.final, true)
	if err != nil {
		return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, v.Prop.Name, err)
	}
	rep, err := explore.Replay(r.Model, steps, end, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, v.Prop.Name, err)
	}
	names, err := explore.ViolatedAt(r.Model, rep)
	if err != nil {
		return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, v.Prop.Name, err)
	}
	if !slices.Contains(names, v.Prop.Name) {
		return nil, fmt.Errorf("%w: the trace of %q ends at %s in a state that does not violate it", ErrTrace, v.Prop.Name, r.Model.ClockText(end))
	}
	return &explore.Trace{Steps: rep.Steps, End: end, Final: rep.State, Obs: rep.Obs, Val: rep.Val}, nil
}

// ErrorTrace returns the trace of a runtime error: the path to its node,
// then the failing run, which must fail on replay.
func (r *LocalResult) ErrorTrace(e LocalError) (*explore.Trace, error) {
	steps, end, err := r.sem.concretise(r.path(e.Node), &e.Label, nil, false)
	if err != nil {
		return nil, fmt.Errorf("%w: the trace of %q: %v", ErrTrace, e.Err.Error(), err)
	}
	rep, err := explore.Replay(r.Model, steps, end, nil)
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		return nil, fmt.Errorf("%w: the failing step of %q does not fail on replay (%v)", ErrTrace, e.Err.Error(), err)
	}
	tr := &explore.Trace{End: end}
	if rep != nil {
		tr.Steps = rep.Steps
		if n := len(tr.Steps); n > 0 {
			tr.Final = tr.Steps[n-1].State
		}
	}
	return tr, nil
}

// concretise recomputes the exact local zones along path (then the
// failing run fail, if not nil), with a timestamp variable per step set
// to the parts' time as the step fires, and chooses one valuation of the
// last zone where all parts' times are equal (and final holds, at the
// earliest wall time with earliest): the steps' timestamps are then one
// global time, and the steps sorted by it (stably: steps of a part keep
// their order, and steps of disjoint parts commute) a run of the global
// semantics, which the replay checks.
func (s *LocalSemantics) concretise(path []search.Label, fail *search.Label, final []zones.Constraint, earliest bool) ([]explore.ReplayStep, *big.Rat, error) {
	e := s.e
	base := s.k + e.n
	steps := len(path)
	if fail != nil {
		steps++
	}
	savedTmp, savedTr := s.clk.tmp, s.transitions
	defer func() { s.clk.tmp, s.transitions = savedTmp, savedTr }()
	var err error
	if s.clk.tmp, err = zones.New(base + steps - 1); err != nil {
		return nil, nil, err
	}
	z, err := zones.New(base + steps - 1)
	if err != nil {
		return nil, nil, err
	}
	z.LiftSynced(e.res.init, s.k)
	st := s.s0.Clone()
	cur, ok, err := s.settle(&st, z)
	if err != nil || !ok {
		return nil, nil, fmt.Errorf("the start state is lost (%v)", err)
	}
	type mark struct {
		stamp, stim, order int
		factors            []ta.FactorChoice
		randoms            []int64
	}
	var marks []mark
	var last *zones.DBM
	for j := 0; j < steps; j++ {
		l := fail
		if j < len(path) {
			l = &path[j]
		}
		if l.Stim < 0 {
			if cur, ok, err = s.delay(cur); err != nil || !ok {
				return nil, nil, fmt.Errorf("step %d (time passing) is lost (%v)", j, err)
			}
			continue
		}
		found := false
		_, err := s.fire(cur, l.Stim, base+j, func(r *localRun) bool {
			if !slices.Equal(r.label.Choices, l.Choices) {
				return true
			}
			if j == len(path) {
				if r.err == nil {
					return true
				}
				last, found = r.z, true
			} else {
				if r.err != nil || !r.kept {
					return true
				}
				cur, found = r.succ, true
			}
			marks = append(marks, mark{base + j, l.Stim, j, r.factors, r.randoms})
			return false
		})
		if err != nil {
			return nil, nil, err
		}
		if !found {
			return nil, nil, fmt.Errorf("step %d (%s) is lost", j, e.m.Prog.Stimuli()[l.Stim].Name)
		}
	}
	if last == nil {
		last = cur.Zone
	}
	z = last.Copy()
	refs := make([]int, s.k)
	for a := range refs {
		refs[a] = a
	}
	if ok, err := z.Synchronise(refs); err != nil || !ok {
		return nil, nil, fmt.Errorf("the last zone is not synchronisable (%v)", err)
	}
	loc := func(i int) int {
		if i == 0 {
			return 0
		}
		return s.k + i - 1
	}
	for _, c := range final {
		if ok, err := z.Constrain(loc(c.J), loc(c.I), c.B); err != nil || !ok {
			return nil, nil, fmt.Errorf("the violating part is lost (%v)", err)
		}
	}
	wall := s.k + ta.WallClock
	if earliest {
		// The wall clock, t_0 - w̃, at its least: w̃ - t_0 ≤ b.
		b := z.At(wall, 0)
		lo := -b.Value()
		if !b.IsInf() {
			bound, err := zones.LE(lo)
			if b.Strict() {
				bound, err = zones.LT(lo + max(e.res.unit, 1))
			}
			if err != nil {
				return nil, nil, err
			}
			if ok, err := z.Constrain(0, wall, bound); err != nil || !ok {
				return nil, nil, fmt.Errorf("the earliest time is lost (%v)", err)
			}
		}
	}
	// zones.Point needs every variable bounded below (relative to t_0,
	// which it takes as 0); an offset nothing bounds below (a clock
	// last reset arbitrarily long ago) is set at most one second below
	// its upper bound, the least of those reads.
	for x := 1; x < z.Dim(); x++ {
		if !z.At(0, x).IsInf() {
			continue
		}
		up := z.At(x, 0)
		c := int64(0)
		if !up.IsInf() {
			c = up.Value()
			if up.Strict() {
				c--
			}
		}
		b, err := zones.LE(-c)
		if err != nil {
			return nil, nil, err
		}
		if ok, err := z.Constrain(0, x, b); err != nil || !ok {
			return nil, nil, fmt.Errorf("no valuation (%v)", err)
		}
	}
	// And it takes index 0 as a zero below every variable (Close lowers
	// any bound beyond it), which t_0 is not: y is z under a new index 0,
	// M below t_0, M the most any variable is below t_0.
	n := z.Dim()
	var most int64
	for x := 1; x < n; x++ {
		most = max(most, z.At(0, x).Value())
	}
	y, err := zones.New(n)
	if err != nil {
		return nil, nil, err
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			y.Set(i+1, j+1, z.At(i, j))
		}
		y.Set(0, i+1, zones.Infinity)
		y.Set(i+1, 0, zones.Infinity)
	}
	lo, err1 := zones.LE(-most)
	hi, err2 := zones.LE(most)
	if err := errors.Join(err1, err2); err != nil {
		return nil, nil, err
	}
	y.Set(0, 1, lo)
	y.Set(1, 0, hi)
	if ok, err := y.Close(); err != nil || !ok {
		return nil, nil, fmt.Errorf("no valuation (%v)", err)
	}
	v, err := y.Point()
	if err != nil {
		return nil, nil, err
	}
	at := func(i int) *big.Rat { return new(big.Rat).Sub(v[i+1], v[wall+1]) }
	sort.SliceStable(marks, func(a, b int) bool { return at(marks[a].stamp).Cmp(at(marks[b].stamp)) < 0 })
	var out []explore.ReplayStep
	for _, mk := range marks {
		out = append(out, explore.ReplayStep{At: at(mk.stamp), Stim: mk.stim, Factors: mk.factors, Randoms: mk.randoms})
	}
	end := at(0)
	if fail != nil && len(out) > 0 {
		end = at(marks[len(marks)-1].stamp)
		for _, mk := range marks {
			if mk.order == len(path) {
				end = at(mk.stamp)
			}
		}
	}
	return out, end, nil
}

// ExploreLocalReport explores m with local time (explore --local-time)
// within opt's limits and reports as ExploreReport does: the verdicts,
// each violation and runtime error with its trace concretised to one
// global time and replayed, and the coverage. Like ExploreReport it
// explores one independent loop at a time unless opt.NoSplit
// (explore.ExploreSplit): local time makes the parts inside a loop
// concurrent, the split keeps the loops' discrete states a sum rather
// than a product. The Result is that of the whole exploration, nil when
// split.
func ExploreLocalReport(m *explore.Model, opt explore.Options) (*explore.Report, *LocalResult, error) {
	var res *LocalResult
	rep, whole, err := explore.ExploreSplit(m, opt, exploreLocalLoop, func(m *explore.Model, opt explore.Options) (*explore.Report, error) {
		r, err := ExploreLocal(m, zoneOptions(opt))
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

// BuildReport is the report of a whole exploration: the verdicts with
// their traces, the runtime errors, the coverage.
func (r *LocalResult) BuildReport() (*explore.Report, error) {
	m := r.Model
	rep := explore.ReportHeader(m)
	s := r.summary()
	rep.Complete, rep.Stop, rep.States, rep.Transitions, rep.ElapsedSeconds, rep.Frontier = s.Complete, s.Stop, s.States, s.Transitions, s.ElapsedSeconds, s.Frontier
	rep.DiscreteStates, rep.ValueStates, rep.Engine, rep.Zones = s.DiscreteStates, s.ValueStates, s.Engine, s.Zones
	if rep.ElapsedSeconds > 0 {
		rep.PerSecond = float64(r.Transitions) / rep.ElapsedSeconds
	}
	rep.PeakMemory = peakRSS()
	switch {
	case m.Cfg.Cal.Horizon > 0 && r.Complete:
		rep.Reached = m.UntilText(big.NewRat(m.Cfg.Cal.Horizon, 1))
	case r.Complete:
		rep.Reached = "fixpoint"
	default:
		rep.Reached = "incomplete"
	}
	invs, err := invariantEntries(m, r.Violations, func(v *LocalViolation) violationOf {
		return violationOf{v.Prop, v.Count, func() (*explore.Trace, error) { return r.Trace(v) }}
	})
	if err != nil {
		return nil, err
	}
	rep.Invariants = append(rep.Invariants, invs...)
	for _, e := range r.Errors {
		tr, err := r.ErrorTrace(e)
		if err != nil {
			return nil, err
		}
		rep.Errors = append(rep.Errors, *explore.NewViolationEntry(m, nil, e.Err, 1, tr))
	}
	rep.Coverage = explore.CoverageOf(m, r.Covered)
	rep.Conflicts = explore.Conflicts(m)
	return rep, nil
}

// localLoop is one independent loop explored with local time, as the
// split reads it (explore.LoopResult).
type localLoop struct {
	r        *LocalResult
	rep      *explore.Report
	findings []explore.LoopFinding
}

// exploreLocalLoop is the explore.LoopExplorer of ExploreLocalReport.
func exploreLocalLoop(lm *explore.Model, opt explore.Options) (explore.LoopResult, error) {
	r, err := ExploreLocal(lm, zoneOptions(opt))
	if err != nil {
		return nil, err
	}
	l := &localLoop{r: r, rep: r.summary()}
	l.rep.PeakMemory = peakRSS()
	for _, v := range r.Violations {
		tr, err := r.Trace(v)
		if err != nil {
			return nil, err
		}
		l.findings = append(l.findings, explore.LoopFinding{Prop: v.Prop, Count: v.Count, Trace: tr})
	}
	for _, e := range r.Errors {
		tr, err := r.ErrorTrace(e)
		if err != nil {
			return nil, err
		}
		l.findings = append(l.findings, explore.LoopFinding{Err: e.Err, Count: 1, Trace: tr})
	}
	return l, nil
}

func (l *localLoop) Model() *explore.Model                    { return l.r.Model }
func (l *localLoop) Summary() *explore.Report                 { return l.rep }
func (l *localLoop) CoveredStmts() ta.Bits                    { return l.r.Covered }
func (l *localLoop) Findings() ([]explore.LoopFinding, error) { return l.findings, nil }
func (l *localLoop) Reached() (int64, bool) {
	if h := l.r.Model.Cfg.Cal.Horizon; h > 0 && l.r.Complete {
		return h, true
	}
	return 0, false
}

// summary is the report's counts without verdicts or coverage.
func (r *LocalResult) summary() *explore.Report {
	rep := &explore.Report{Complete: r.Complete, Stop: r.StopReason, States: int64(r.Zones),
		Transitions: r.Transitions, ElapsedSeconds: r.Elapsed.Seconds(), Frontier: r.Frontier}
	zr := &Result{States: r.States}
	rep.DiscreteStates, rep.ValueStates = zr.distinct()
	rep.Engine = "zones"
	rep.Zones = &explore.ZoneStats{Stored: int64(r.Stored), InclusionHits: r.Hits, Locations: len(r.States),
		Extrapolation: fmt.Sprintf("none (local time, %d parts; sync-aLU covering)", len(r.Parts))}
	rep.Conflicts = explore.Conflicts(r.Model)
	return rep
}
