package loops

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"

	"gonum.org/v1/gonum/graph/simple"
	"gonum.org/v1/gonum/graph/topo"

	"github.com/delorean-mc/delorean/explore/model"
	rpt "github.com/delorean-mc/delorean/explore/report"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/trace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Loop is an independent control loop (paper §4.1): rules and the
// variables, clocks and timers they use, such that nothing outside the
// loop taints anything inside it and no invariant reads both. The loops of
// a program can be explored one at a time: the states of the whole
// program, projected on a loop, are the states of the loop explored
// alone, and so are its invariants' verdicts.
type Loop struct {
	Vars   []int // variable indices
	Clocks []int // declared clocks, as clock indices (1..)
	Timers []int
	Rules  []int
	Props  []int // indices into the properties given to Loops
	// Inputs are the environment's inputs the loop shares with others
	// (also in Vars, after the loop's own): inputs.go.
	Inputs []int
	// Outputs are the variables the loop's rules set and nothing reads
	// (also in Vars): outputs.go.
	Outputs []int
	env     *envInputs // set when the loop's environment rules are cut
}

// Name describes the loop by its first variables (those it keeps: its
// outputs come last, since other loops may set them too) or rules.
func (l *Loop) Name(p *ta.Program) string {
	var names []string
	for _, v := range l.Vars {
		if !slices.Contains(l.Outputs, v) && !p.Vars[v].Internal {
			names = append(names, p.Vars[v].DisplayName())
		}
	}
	for _, v := range l.Outputs {
		names = append(names, p.Vars[v].DisplayName())
	}
	if len(names) == 0 {
		for _, r := range l.Rules {
			names = append(names, p.Rules[r].Name)
		}
	}
	if len(names) > 3 {
		names = append(names[:3], fmt.Sprintf("... (%d more)", len(names)-3))
	}
	return strings.Join(names, ", ")
}

// Loops partitions a program into its independent control loops: the
// connected components of the graph whose nodes are the locations
// (variables, declared clocks, timers, rules' enabled flags) and the
// rules, with an edge from each rule to every location it reads or
// writes, from each rule to the rules it runs, from each timer to its
// clock, and between the locations each invariant reads. The wall clock
// is read by all and written by none, so it joins nothing; nor do the
// environment's inputs (inputs.go): each loop that reads one has its own
// copy, with the environment's rules cut down to what touches the loop;
// nor do the rules that keep nothing from one instant to the next
// (scratch.go): each loop that runs one has its own copy. A program with
// progress or urgent conditions is one loop: they stop time for every
// loop at once.
func Find(p *ta.Program, props []*spec.Property) []Loop { return FindFrom(p, props, nil) }

// FindFrom is Loops for explorations from the start state init (nil: the
// program's): the start values are where scratch variables (scratch.go)
// rest between instants.
func FindFrom(p *ta.Program, props []*spec.Property, init *spec.Init) []Loop {
	return loopsWithout(p, props, init, nil)
}

// loopsWithout is FindFrom with the variables in notOut kept from being
// outputs (outputs.go).
func loopsWithout(p *ta.Program, props []*spec.Property, init *spec.Init, notOut []bool) []Loop {
	an := analysis.Analyze(p)
	ei := findEnvInputs(p, an, props)
	ei.scratch = findScratch(p, ei, props, init)
	ei.findNeeds(p)
	ei.output = findOutputs(p, an, ei, props)
	for v := range notOut {
		ei.output[v] = ei.output[v] && !notOut[v]
	}
	sr := ei.scratch
	nloc := p.NumLocs()
	ruleNode := func(r int) int64 { return int64(nloc + r) }
	g := simple.NewUndirectedGraph()
	for n := 0; n < nloc+len(p.Rules); n++ {
		if n < nloc && ei.free(p, n) || n >= nloc && (ei.rules[n-nloc] || sr.rule[n-nloc]) {
			continue
		}
		g.AddNode(simple.Node(n))
	}
	skip := func(n int64) bool { return n < int64(nloc) && ei.free(p, int(n)) }
	join := func(a, b int64) {
		if a != b && !skip(a) && !skip(b) && !g.HasEdgeBetween(a, b) {
			g.SetEdge(simple.Edge{F: simple.Node(a), T: simple.Node(b)})
		}
	}
	for r, ra := range an.Rules {
		if ei.rules[r] || sr.rule[r] {
			continue
		}
		for l := 0; l < nloc; l++ {
			if ra.Reads.Has(l) || ra.Writes.Has(l) {
				join(ruleNode(r), int64(l))
			}
		}
		if p.MutableRule(r) {
			join(ruleNode(r), int64(p.LocRule(r)))
		}
		for _, c := range ra.Calls {
			if !sr.rule[c] {
				join(ruleNode(r), ruleNode(c))
			}
		}
	}
	for _, needs := range []map[int][]int64{ei.need, ei.guards} {
		for _, need := range needs {
			for _, n := range need[min(1, len(need)):] {
				join(need[0], n)
			}
		}
	}
	for r, guard := range ei.guards {
		// Everything the rule does needs the event, so its guard.
		for _, n := range ei.anchors[r] {
			join(guard[0], n)
		}
	}
	for t, tm := range p.Timers {
		join(int64(p.LocTimer(t)), int64(p.LocClock(tm.ClockIndex)))
	}
	propNodes := make([][]int64, len(props))
	propInputs := make([][]int, len(props))
	for i, pr := range props {
		var nodes []int64
		var exprs []ta.Expr
		for _, e := range []ta.Expr{pr.Cond, pr.While, pr.Edge} {
			if e != nil {
				exprs = append(exprs, e)
			}
		}
		switch pr.After {
		case spec.AfterStimulus:
			if pr.Target < 0 {
				break
			}
			st := p.Stimuli()[pr.Target]
			if st.Kind == ta.StimEvent && p.Events[st.Index].Guard != nil {
				// The loop must have the event: the inputs its guard reads.
				for _, l := range analysis.ExprLocs(p, p.Events[st.Index].Guard) {
					if l < len(p.Vars) && ei.input[l] {
						propInputs[i] = append(propInputs[i], l)
					}
				}
			}
			if st.Kind == ta.StimTimer && pr.IsTimed() {
				nodes = append(nodes, int64(p.LocTimer(st.Index)))
			}
		case spec.AfterRule:
			for _, r := range pr.Rules {
				nodes = append(nodes, ruleNode(r))
			}
		case spec.AfterChange:
			nodes = append(nodes, int64(p.LocVar(pr.Target)))
		case spec.AfterEmit:
			for r, ra := range an.Rules {
				if slices.Contains(ra.Emits, pr.Emit) {
					nodes = append(nodes, ruleNode(r))
				}
			}
		}
		for _, e := range exprs {
			for _, l := range analysis.ExprLocs(p, e) {
				nodes = append(nodes, int64(l))
			}
		}
		for _, n := range nodes {
			if n < int64(len(p.Vars)) && ei.input[n] && !slices.Contains(propInputs[i], int(n)) {
				propInputs[i] = append(propInputs[i], int(n))
			}
		}
		nodes = slices.DeleteFunc(nodes, skip)
		for _, n := range nodes[min(1, len(nodes)):] {
			join(nodes[0], n)
		}
		propNodes[i] = nodes
	}
	if len(p.Progress) > 0 || len(p.Urgent) > 0 {
		return []Loop{wholeLoop(p, len(props))}
	}

	// Components, in a deterministic order: by their smallest node.
	var comps [][]int64
	for _, c := range topo.ConnectedComponents(g) {
		ids := make([]int64, len(c))
		for i, n := range c {
			ids[i] = n.ID()
		}
		slices.Sort(ids)
		comps = append(comps, ids)
	}
	comps = mergeStateless(comps, ei, int64(nloc))
	sort.Slice(comps, func(i, j int) bool { return comps[i][0] < comps[j][0] })
	compOf := map[int64]int{}
	for ci, c := range comps {
		for _, n := range c {
			compOf[n] = ci
		}
	}
	loops := make([]Loop, len(comps))
	for ci, c := range comps {
		l := &loops[ci]
		for _, n := range c {
			switch loc := int(n); {
			case loc < len(p.Vars):
				l.Vars = append(l.Vars, loc)
			case loc < len(p.Vars)+p.NumClocks():
				l.Clocks = append(l.Clocks, loc-len(p.Vars))
			case loc < len(p.Vars)+p.NumClocks()+len(p.Timers):
				l.Timers = append(l.Timers, loc-len(p.Vars)-p.NumClocks())
			case loc >= nloc:
				l.Rules = append(l.Rules, loc-nloc)
			}
		}
	}
	ins := make([][]int, len(loops)) // per loop, the inputs it reads
	for i, nodes := range propNodes {
		ci := 0 // a property that reads nothing goes with the first loop
		if len(nodes) > 0 {
			ci = compOf[nodes[0]]
		}
		loops[ci].Props = append(loops[ci].Props, i)
		ins[ci] = append(ins[ci], propInputs[i]...)
	}
	placeEnvRules(p, an, ei, loops, compOf, ins)
	loops = append(loops, envOnlyLoops(p, ei, loops)...)
	for i := range loops {
		ei.addScratch(p, &loops[i])
		ei.addOutputs(p, &loops[i])
	}
	if shared := sharedInInstant(p, an, ei.output, loops); shared != nil {
		for v := range notOut {
			shared[v] = shared[v] || notOut[v]
		}
		return loopsWithout(p, props, init, shared)
	}
	// Loops with no rule and no invariant do nothing: a variable no rule
	// uses. Keep them out; their states are their initial values.
	loops = slices.DeleteFunc(loops, func(l Loop) bool { return len(l.Rules) == 0 && len(l.Props) == 0 })
	if len(loops) == 0 {
		return []Loop{wholeLoop(p, len(props))}
	}
	return loops
}

func wholeLoop(p *ta.Program, nprops int) Loop {
	var l Loop
	for v := range p.Vars {
		l.Vars = append(l.Vars, v)
	}
	for c := range p.Clocks {
		l.Clocks = append(l.Clocks, c+1)
	}
	for t := range p.Timers {
		l.Timers = append(l.Timers, t)
	}
	for r := range p.Rules {
		l.Rules = append(l.Rules, r)
	}
	for i := 0; i < nprops; i++ {
		l.Props = append(l.Props, i)
	}
	return l
}

// SubProgram is a loop as a program of its own: its variables, clocks,
// timers and rules, every event and factor, and the labels it can read.
// It keeps the original's positions, so that traces and coverage point
// into the original source. StmtMap maps its statement ids to the
// original's.
type SubProgram struct {
	Prog    *ta.Program
	StmtMap []int
}

// NewSubProgram builds the program of one loop.
func NewSubProgram(p *ta.Program, l Loop) (*SubProgram, error) {
	return NewSubProgramBy(p, l, syntax.Copy)
}

// NewSubProgramBy is NewSubProgram with the program copied by copyProg, so
// that tests can compare syntax.Copy with the text form's copy.
func NewSubProgramBy(p *ta.Program, l Loop, copyProg func(*ta.Program) (*ta.Program, map[ta.Stmt]ta.Stmt, error)) (*SubProgram, error) {
	cp, orig, err := copyProg(p)
	if err != nil {
		return nil, err
	}
	keepVar := map[string]bool{}
	for _, v := range l.Vars {
		keepVar[p.Vars[v].Name] = true
	}
	keepClock := map[string]bool{}
	for _, c := range l.Clocks {
		if c >= 1 && c <= len(p.Clocks) {
			keepClock[p.Clocks[c-1].Name] = true
		}
	}
	keepTimer := map[string]bool{}
	for _, t := range l.Timers {
		keepTimer[p.Timers[t].Name] = true
	}
	keepRule := map[int]bool{}
	for _, r := range l.Rules {
		keepRule[r] = true
	}
	cp.Vars = slices.DeleteFunc(cp.Vars, func(v *ta.Var) bool { return !keepVar[v.Name] })
	cp.Clocks = slices.DeleteFunc(cp.Clocks, func(c *ta.Clock) bool { return !keepClock[c.Name] })
	cp.Timers = slices.DeleteFunc(cp.Timers, func(t *ta.Timer) bool { return !keepTimer[t.Name] })
	sub := &SubProgram{Prog: cp}
	var rules []*ta.Rule
	for r, rule := range cp.Rules {
		if keepRule[r] {
			rules = append(rules, rule)
		}
	}
	cp.Rules = rules
	if l.env != nil {
		// The environment rules, cut down to what the loop has.
		has := map[int64]bool{}
		for _, v := range l.Vars {
			has[int64(p.LocVar(v))] = true
		}
		for _, c := range l.Clocks {
			has[int64(p.LocClock(c))] = true
		}
		for _, t := range l.Timers {
			has[int64(p.LocTimer(t))] = true
		}
		for _, r := range l.Rules {
			has[int64(p.NumLocs()+r)] = true
		}
		for i, r := range l.Rules {
			if l.env.rules[r] {
				cp.Rules[i].Body = l.env.cut(p, cp.Rules[i].Body, orig, func(n int64) bool { return has[n] })
			}
		}
	}
	// Labels that read only what the loop has.
	locs := map[int]bool{}
	for _, v := range l.Vars {
		locs[p.LocVar(v)] = true
	}
	for _, c := range l.Clocks {
		locs[p.LocClock(c)] = true
	}
	locs[p.LocClock(ta.WallClock)] = true
	var labels []*ta.Label
	for i, lb := range cp.Labels {
		ok := true
		for _, loc := range analysis.ExprLocs(p, p.Labels[i].Cond) {
			ok = ok && locs[loc]
		}
		if ok {
			labels = append(labels, lb)
		}
	}
	cp.Labels = labels
	// Events whose guards read only what the loop has (the others trigger
	// none of its rules: a guard is a control dependence of the rules).
	var events []*ta.Event
	for i, ev := range cp.Events {
		ok := true
		if g := p.Events[i].Guard; g != nil {
			for _, loc := range analysis.ExprLocs(p, g) {
				ok = ok && locs[loc]
			}
		}
		if ok {
			events = append(events, ev)
		}
	}
	cp.Events = events
	if err := ta.Check(cp); err != nil {
		return nil, fmt.Errorf("the loop of %s as a program: %v", l.Name(p), err)
	}
	sub.StmtMap = make([]int, len(cp.Stmts()))
	for i, s := range cp.Stmts() {
		sub.StmtMap[i] = orig[s].Base().ID
	}
	return sub, nil
}

// Run is the exploration of one loop, by whichever engine.
type Run struct {
	Loop Loop
	Sub  *SubProgram
	Run  Result
}

// ExploreEach explores each independent loop of the model's program
// on its own, with exploreLoop, from the model's start state and time. It
// returns nil when the program is one loop without outputs (or its
// invariants cannot be split), and the caller explores it whole.
func ExploreEach(m *model.Model, opt search.Options, exploreLoop Explorer) ([]*Run, error) {
	loops := FindFrom(m.Prog, m.Props, m.Cfg.Init)
	// One loop is explored as a loop too when it has outputs: forgotten
	// (outputs.go), they no longer multiply its states by their values
	// (corpus file 09's lights and switches that nothing reads).
	split := len(loops) >= 2 || len(loops) == 1 && len(loops[0].Outputs) > 0
	for _, p := range m.Props {
		split = split && p.Reloadable()
	}
	if Hook != nil {
		if runs, handled, err := Hook(m, opt, loops, split, exploreLoop); handled {
			return runs, err
		}
	}
	if !split {
		return nil, nil
	}
	return exploreLoopRuns(loops, func(k int) (*Run, error) {
		lm, sub, err := ModelOf(m, loops[k])
		if err != nil {
			return nil, err
		}
		lopt := opt
		if report := opt.Progress; report != nil {
			// Each loop's search starts again from the start: its
			// reports say which loop, so that a progress bar over them
			// all moves on.
			lopt.Progress = func(s search.Stats) {
				s.Part, s.Parts = k, len(loops)
				report(s)
			}
		}
		res, err := exploreLoop(lm, lopt)
		if err != nil {
			return nil, err
		}
		return &Run{Loop: loops[k], Sub: sub, Run: res}, nil
	})
}

// Combine reports the loops' explorations as one exploration of the
// whole program: the invariants' verdicts, and each violation's trace
// lifted into the whole program (the loop's steps, with the other loops'
// timers and schedules firing when they fall due) and replayed there.
// States and transitions are the loops' sums; Loops lists each.
func Combine(m *model.Model, runs []*Run) (*rpt.Report, error) {
	rep := rpt.Header(m)
	rep.Complete = true
	covered := ta.NewBits(len(m.Prog.Stmts()))
	propRep := map[string]*rpt.InvariantEntry{}
	vac := map[string]*spec.Vacuity{} // the loops' facts of vacuity, by invariant
	var reached int64 = -1
	known := true
	for _, run := range runs {
		r := run.Run
		findings, err := r.Findings()
		if err != nil {
			return nil, err
		}
		s := r.Summary()
		rep.States += s.States
		rep.Transitions += s.Transitions
		rep.ElapsedSeconds += s.ElapsedSeconds
		rep.PeakMemory = max(rep.PeakMemory, s.PeakMemory)
		rep.StoreBytes += s.StoreBytes
		rep.SpilledBytes += s.SpilledBytes
		rep.Frontier += s.Frontier
		rep.PredictHits += s.PredictHits
		rep.PredictMisses += s.PredictMisses
		rep.PredictSaved += s.PredictSaved
		rep.PredictReplays += s.PredictReplays
		rep.PredictRecorded += s.PredictRecorded
		if rep.PredictOff == "" {
			rep.PredictOff = s.PredictOff
		}
		rep.DPOR = rep.DPOR || s.DPOR
		rep.Executions += s.Executions
		rep.DiscreteStates += s.DiscreteStates
		rep.ValueStates += s.ValueStates
		rep.CountsPartial = rep.CountsPartial || s.CountsPartial
		sumZones(rep, s)
		rep.Conflicts = rpt.MergeConflicts(rep.Conflicts, s.Conflicts)
		if !s.Complete && rep.Complete {
			rep.Complete, rep.Stop = false, s.Stop
		}
		if w, ok := r.Reached(); !ok {
			known = false
		} else if reached < 0 || w < reached {
			reached = w
		}
		rep.Loops = append(rep.Loops, rpt.LoopEntry{Name: run.Loop.Name(m.Prog), Vars: len(run.Loop.Vars), Clocks: len(run.Loop.Clocks),
			Rules: len(run.Loop.Rules), States: s.States, Transitions: s.Transitions, Complete: s.Complete})
		cov := r.CoveredStmts()
		for i := range run.Sub.StmtMap {
			if cov.Has(i) {
				covered.Set(run.Sub.StmtMap[i])
			}
		}
		if lm := r.Model(); lm != nil && lm.Vac != nil {
			for i, q := range lm.Props {
				v := lm.Vac.Result(i)
				if old := vac[q.Name]; old != nil {
					v = old.Merge(v)
				}
				vac[q.Name] = &v
			}
		}
		for i := range findings {
			f := &findings[i]
			ve, lerr := liftViolation(m, run, f)
			if lerr != nil {
				// An internal disagreement between the loop and the whole
				// program: keep what the loop found, with its own trace,
				// marked, and say so (ExploreReport then explores whole).
				ve = localViolation(m, run, f, lerr)
				rep.SplitFallback = append(rep.SplitFallback, fmt.Sprintf("lifting a trace of loop %s: %v", run.Loop.Name(m.Prog), lerr))
			}
			if f.Prop == nil {
				// Errors are told apart by message, as in a whole
				// exploration: two loops' runaways triggered by one
				// stimulus are one runaway of the whole program.
				if i := slices.IndexFunc(rep.Errors, func(e rpt.ViolationEntry) bool { return e.Message == ve.Message }); i >= 0 {
					rep.Errors[i].States += ve.States
					continue
				}
				rep.Errors = append(rep.Errors, *ve)
				continue
			}
			propRep[f.Prop.Name] = &rpt.InvariantEntry{Violated: true, Violation: ve}
		}
	}
	if rep.ElapsedSeconds > 0 {
		rep.PerSecond = float64(rep.Transitions) / rep.ElapsedSeconds
	}
	if rep.States > 0 {
		rep.BytesPerState = float64(rep.StoreBytes) / float64(rep.States)
	}
	rep.Reached = reachedText(m, rep.Complete, reached, known)
	env := rpt.Environment(m)
	for _, p := range m.Props {
		ie := rpt.InvariantEntryOf(m, p, env)
		// The whole model explored nothing: the loops' facts are the
		// invariant's (none when no loop checked it).
		ie.SetVacuityFacts(vac[p.Name])
		if got := propRep[p.Name]; got != nil {
			ie.Violated, ie.Violation = true, got.Violation
		}
		rep.Invariants = append(rep.Invariants, ie)
	}
	rep.Coverage = rpt.Coverage(m, covered)
	rep.Unread = outputEntries(m, runs)
	// One loop's states are the program's without the outputs, whose
	// values are listed: adding them would count more states than the
	// program has (a lamp's two would be four).
	for _, o := range rep.Unread {
		if len(runs) > 1 {
			rep.DiscreteStates += len(o.Values)
			rep.ValueStates += len(o.Values)
		}
	}
	return rep, nil
}

// localViolation is a loop's violation with the loop's own trace, for
// when its trace does not lift into the whole program (liftErr says
// why). Its message says so; it has no trace file, as the trace is not
// one of the whole program.
func localViolation(m *model.Model, run *Run, f *Finding, liftErr error) *rpt.ViolationEntry {
	ve := loopEntry(run.Run.Model(), f)
	ve.DropTraceFile()
	ve.Message += fmt.Sprintf(" [trace of loop %s alone, not replayed in the whole program: %v]", run.Loop.Name(m.Prog), liftErr)
	return ve
}

// liftViolation turns a loop's finding into a violation of the whole
// program: the loop's trace, with the other loops' timers and schedules
// interleaved when they fall due, replayed in the whole program, which
// must end in the same violation (or fail with a runtime error at the
// same step).
func liftViolation(m *model.Model, run *Run, f *Finding) (*rpt.ViolationEntry, error) {
	tr := f.Trace
	sub := run.Sub.Prog
	if tr.Cal != nil {
		// The loop's trace picked the sun times within their ranges: the
		// whole program replays with the same.
		cfg := m.Cfg
		cfg.Cal = *tr.Cal
		var err error
		if m, err = model.NewModel(m.Prog, cfg); err != nil {
			return nil, err
		}
	}
	var steps []trace.ReplayStep
	for _, s := range tr.ReplaySteps() {
		ws := m.Prog.LookupStimulus(sub.Stimuli()[s.Stim].Name)
		if ws < 0 {
			return nil, fmt.Errorf("no stimulus %s in the program", sub.Stimuli()[s.Stim].Name)
		}
		s.Stim = ws
		steps = append(steps, s)
	}
	own := map[string]bool{}
	for _, st := range sub.Stimuli() {
		own[st.Name] = true
	}
	steps, err := interleaveDue(m, steps, tr.End, own)
	if err != nil {
		return nil, err
	}
	rp, rerr := trace.Replay(m, steps, tr.End, nil)
	whole := &trace.Trace{End: tr.End, Cal: tr.Cal, Sun: tr.Sun}
	if rp != nil {
		whole.Steps = rp.Steps
		whole.Final, whole.Obs, whole.Val = rp.State, rp.Obs, rp.Val
	}
	v := f.violation()
	if v.Prop != nil {
		// The whole program's invariant of that name: the loop's is
		// compiled against the loop's program, whose windows are other
		// atoms (the timeline's window edges are the whole program's).
		for _, p := range m.Props {
			if p.Name == v.Prop.Name {
				v.Prop = p
				break
			}
		}
	}
	ve := rpt.NewViolationEntry(m, v, whole)
	if f.Err != nil {
		var re *ta.RuntimeError
		if !errors.As(rerr, &re) || len(rp.Steps) != len(steps) {
			return nil, fmt.Errorf("the runtime error %q does not recur in the program (%v)", f.Err, rerr)
		}
		// The error as the whole program meets it: a runaway's limit
		// counts the runs of every loop that the stimulus triggers, so it
		// can stop at another rule than in the loop alone.
		ve.Message = re.Error()
		if f.TimePasses {
			ve.Message += " (when time passes)"
		}
		return ve, nil
	}
	if rerr != nil {
		return nil, rerr
	}
	bad, err := trace.ViolatedAt(m, rp)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(bad, f.Prop.Name) {
		return nil, fmt.Errorf("invariant %q holds at the end of the lifted trace", f.Prop.Name)
	}
	p := m.Props[slices.IndexFunc(m.Props, func(p *spec.Property) bool { return p.Name == f.Prop.Name })]
	ve.Message = rpt.ViolationMessage(m, p, whole)
	ve.Values = rpt.Values(m, p, &whole.Final)
	return ve, nil
}

// interleaveDue adds to a loop's steps the firings of the other loops'
// timers and schedules, each when it falls due (a timer at the end of its
// window), so that the steps replay in the whole program. The other loops
// cannot change what the loop's steps do.
func interleaveDue(m *model.Model, steps []trace.ReplayStep, end *big.Rat, own map[string]bool) ([]trace.ReplayStep, error) {
	var out []trace.ReplayStep
	for i := 0; i <= len(steps); i++ {
		to := end
		if i < len(steps) {
			to = steps[i].At
		}
		for guard := 0; ; guard++ {
			if guard > 100000 {
				return nil, fmt.Errorf("other loops' timers keep falling due")
			}
			rp, err := trace.Replay(m, out, nil, nil)
			var re *ta.RuntimeError
			if i == len(steps) && errors.As(err, &re) {
				// The loop's last step is a runtime error: the trace
				// ends there, and nothing else happens after it.
				return out, nil
			}
			if err != nil {
				return nil, err
			}
			stim, at := nextForeignDue(m, rp, own)
			// Before one of the loop's steps, another loop's firing due
			// at the step's very instant waits until after it (events
			// and firings at one instant commute across loops, and the
			// whole program's shortest trace does not take it first).
			// At the end it may not: the loop's final state is one
			// where time can pass, and the whole program's is only once
			// the other loops' firings due then are done (an invariant
			// is not checked in a state where something is due).
			if stim < 0 || at.Cmp(to) > 0 || (i < len(steps) && at.Cmp(to) == 0) {
				break
			}
			out = append(out, trace.ReplayStep{At: at, Stim: stim, Default: true})
		}
		if i < len(steps) {
			out = append(out, steps[i])
		}
	}
	return out, nil
}

// nextForeignDue is the earliest timer or schedule of another loop that
// falls due from the replayed state on.
func nextForeignDue(m *model.Model, rp *trace.Replayed, own map[string]bool) (int, *big.Rat) {
	best, bestAt := -1, (*big.Rat)(nil)
	now := rp.Val.Now
	for si, st := range m.Prog.Stimuli() {
		if own[st.Name] || !m.Relevant(si) {
			continue
		}
		var at *big.Rat
		switch st.Kind {
		case ta.StimTimer:
			w := rp.State.Timers[st.Index]
			if w == 0 {
				continue
			}
			tm := m.Prog.Timers[st.Index]
			at = new(big.Rat).Add(new(big.Rat).Sub(now, rp.Val.Value(tm.ClockIndex)), big.NewRat(tm.Windows[w-1].Hi, 1))
		case ta.StimSchedule:
			for _, o := range m.Bind.Occur[st.Index] {
				or := big.NewRat(o, 1)
				if c := or.Cmp(now); c > 0 || (c == 0 && !rp.State.Fired[st.Index]) {
					at = or
					break
				}
			}
		}
		if at != nil && (bestAt == nil || at.Cmp(bestAt) < 0) {
			best, bestAt = si, at
		}
	}
	return best, bestAt
}

// Split explores m one independent loop at a time, the loops explored
// by each (ExploreEach with an engine's Explorer; nil runs: the program
// is one loop), and reports as one exploration of the whole program
// (Combine); it explores the program whole by whole when it is one
// loop, when opt.NoSplit, or when the split falls back. It says whether
// the report is whole's.
//
// Splitting never changes the answer: if a loop's violation cannot be
// lifted into the whole program (or the loops' reports cannot be
// combined), the program is explored whole instead, and the report's
// SplitFallback says why. Should that whole exploration stop early at a
// limit, the split report stands, with the loop's own trace for what did
// not lift: its verdicts are exact, and nothing the loops found is lost.
func Split(m *model.Model, opt search.Options, each func(*model.Model, search.Options) ([]*Run, error),
	whole func(*model.Model, search.Options) (*rpt.Report, error)) (*rpt.Report, bool, error) {
	var split *rpt.Report
	var why []string
	if !opt.NoSplit {
		runs, err := each(m, opt)
		if err != nil {
			return nil, false, err
		}
		if runs != nil {
			rep, err := Combine(m, runs)
			switch {
			case err != nil:
				why = []string{fmt.Sprintf("combining the independent loops: %v", err)}
			case len(rep.SplitFallback) == 0:
				return rep, false, nil
			default:
				split, why = rep, rep.SplitFallback
			}
		}
	}
	rep, err := whole(m, opt)
	if err != nil || why == nil {
		return rep, true, err
	}
	if split != nil && !rep.Complete && split.Complete {
		split.SplitFallback = append(why, fmt.Sprintf("exploring the program whole instead stopped early (%s): the report is the split one", rep.Stop))
		return split, false, nil
	}
	rep.SplitFallback = append(why, "explored the program whole instead")
	return rep, true, nil
}
