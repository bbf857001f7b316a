package analysis

import (
	"fmt"
	"slices"
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

// Analysis is what a program's rules can do, found without running them
// (the part symbolic execution plays in the paper, done on the IR): per
// rule the locations it may read and write, the clock constraints it
// tests and its paths, and the taint between locations. Locations are
// numbered as in ta.Effects (ta.Program.Loc*).
type Analysis struct {
	Rules []RuleAnalysis
	// Flows are the taint edges: the value of From may flow into To, by
	// data (an assignment reads it) or by control (an enclosing condition
	// or the rule's trigger reads it). Sorted, without duplicates.
	Flows []Flow
}

// RuleAnalysis is what one rule may do.
type RuleAnalysis struct {
	Reads, Writes ta.Bits
	Atoms         []int // clock constraints tested (indices into ta.Program.Atoms)
	Tods          []int // time-of-day conditions tested (indices into ta.Program.TodAtoms)
	Paths         int   // paths through the body (branches multiply)
	Calls         []int // rules it runs (Writes include what they write)
	Emits         []string
}

// Flow is a taint edge between two locations.
type Flow struct {
	From, To int
	Control  bool // by control dependence only
}

// Analyze computes the analysis of a checked program.
func Analyze(p *ta.Program) *Analysis {
	a := &Analysis{}
	flows := map[Flow]bool{}
	calls := make([][]callSite, len(p.Rules))
	for ri, r := range p.Rules {
		ra := RuleAnalysis{Reads: ta.NewBits(p.NumLocs()), Writes: ta.NewBits(p.NumLocs())}
		w := &analyzer{p: p, ra: &ra, flows: flows}
		// The trigger is a control dependence of everything the rule does.
		var ctx []int
		switch r.Trigger.Kind {
		case ta.OnChange:
			ctx = append(ctx, p.LocVar(r.Trigger.Target))
		case ta.OnName:
			if r.Trigger.IsTimer {
				if t := p.LookupTimer(r.Trigger.Name); t >= 0 {
					ctx = append(ctx, p.LocTimer(t))
				}
			} else if e := p.LookupEvent(r.Trigger.Name); e >= 0 && p.Events[e].Guard != nil {
				// The event can happen only while its guard holds.
				ctx = w.expr(p.Events[e].Guard, ctx)
			}
		}
		if p.MutableRule(ri) {
			ctx = append(ctx, p.LocRule(ri))
		}
		for _, l := range ctx {
			ra.Reads.Set(l)
		}
		ra.Paths = w.block(r.Body, ctx)
		sort.Ints(ra.Atoms)
		ra.Atoms = slices.Compact(ra.Atoms)
		sort.Ints(ra.Tods)
		ra.Tods = slices.Compact(ra.Tods)
		a.Rules = append(a.Rules, ra)
		calls[ri] = w.calls
	}
	// A rule run under conditions: what they read controls everything the
	// rule run writes, and what it runs in turn (to a fixpoint).
	for changed := true; changed; {
		changed = false
		for caller := range calls {
			for _, c := range calls[caller] {
				ra := &a.Rules[c.callee]
				for l := 0; l < p.NumLocs(); l++ {
					if !ra.Writes.Has(l) {
						continue
					}
					if !a.Rules[caller].Writes.Has(l) {
						a.Rules[caller].Writes.Set(l)
						changed = true
					}
					for _, f := range c.ctx {
						if f != l && !flows[Flow{From: f, To: l}] && !flows[Flow{From: f, To: l, Control: true}] {
							flows[Flow{From: f, To: l, Control: true}] = true
							changed = true
						}
					}
				}
				for _, cc := range calls[c.callee] {
					ctx := locSet(c.ctx, cc.ctx)
					if !slices.ContainsFunc(calls[caller], func(x callSite) bool { return x.callee == cc.callee && slices.Equal(x.ctx, ctx) }) && len(calls[caller]) < 64 {
						calls[caller] = append(calls[caller], callSite{cc.callee, ctx})
						changed = true
					}
				}
			}
		}
	}
	for f := range flows {
		a.Flows = append(a.Flows, f)
	}
	sort.Slice(a.Flows, func(i, j int) bool {
		x, y := a.Flows[i], a.Flows[j]
		if x.From != y.From {
			return x.From < y.From
		}
		if x.To != y.To {
			return x.To < y.To
		}
		return !x.Control && y.Control
	})
	return a
}

type analyzer struct {
	p     *ta.Program
	ra    *RuleAnalysis
	flows map[Flow]bool
	calls []callSite
}

// callSite is a `run` statement: the rule run and the locations its
// enclosing conditions read, which control everything the rule run does.
type callSite struct {
	callee int
	ctx    []int
}

// flow records that from (read under the control context ctx) taints to.
func (w *analyzer) flow(data, ctx []int, to int) {
	w.ra.Writes.Set(to)
	for _, f := range data {
		if f != to {
			w.flows[Flow{From: f, To: to}] = true
		}
	}
	for _, f := range ctx {
		if f != to && !slices.Contains(data, f) {
			w.flows[Flow{From: f, To: to, Control: true}] = true
		}
	}
}

// block analyzes statements under the control context ctx and returns
// the number of paths through them.
func (w *analyzer) block(stmts []ta.Stmt, ctx []int) int {
	paths := 1
	for _, s := range stmts {
		paths *= w.stmt(s, ctx)
	}
	return paths
}

func (w *analyzer) stmt(s ta.Stmt, ctx []int) int {
	p := w.p
	switch s := s.(type) {
	case *ta.Assign:
		data := w.expr(s.Value, nil)
		w.flow(data, ctx, p.LocVar(s.Index))
	case *ta.If:
		cctx := append(slices.Clone(ctx), w.expr(s.Cond, nil)...)
		return w.block(s.Then, cctx) + w.block(s.Else, cctx)
	case *ta.Reset:
		w.flow(nil, ctx, p.LocClock(s.Index))
	case *ta.Start:
		w.flow(nil, ctx, p.LocTimer(s.Index))
		w.flow(nil, ctx, p.LocClock(p.Timers[s.Index].ClockIndex))
	case *ta.Cancel:
		w.flow(nil, ctx, p.LocTimer(s.Index))
	case *ta.Run:
		w.ra.Calls = append(w.ra.Calls, s.Index)
		w.calls = append(w.calls, callSite{s.Index, locSet(ctx, nil)})
	case *ta.Enable:
		w.flow(nil, ctx, p.LocRule(s.Index))
	case *ta.Disable:
		w.flow(nil, ctx, p.LocRule(s.Index))
	case *ta.Assert:
		w.expr(s.Cond, nil)
	case *ta.Emit:
		if !slices.Contains(w.ra.Emits, s.Name) {
			w.ra.Emits = append(w.ra.Emits, s.Name)
		}
	}
	return 1
}

// expr records what e reads and returns the locations, appended to into.
func (w *analyzer) expr(e ta.Expr, into []int) []int {
	p := w.p
	read := func(l int) {
		if w.ra.Reads != nil {
			w.ra.Reads.Set(l)
		}
		if !slices.Contains(into, l) {
			into = append(into, l)
		}
	}
	switch e := e.(type) {
	case *ta.Ident:
		switch e.Ref.Kind {
		case ta.RefVar:
			read(p.LocVar(e.Ref.Index))
		case ta.RefClock:
			read(p.LocClock(e.Ref.Index))
		case ta.RefTime:
			read(p.LocClock(ta.WallClock))
		case ta.RefLabel:
			into = w.expr(p.Labels[e.Ref.Index].Cond, into)
		}
	case *ta.TimeIn:
		read(p.LocClock(ta.WallClock))
		w.ra.Tods = append(w.ra.Tods, e.Tod)
	case *ta.Unary:
		into = w.expr(e.X, into)
	case *ta.Binary:
		if e.Atom >= 0 {
			a := p.Atoms()[e.Atom]
			w.ra.Atoms = append(w.ra.Atoms, e.Atom)
			read(p.LocClock(a.X))
			if a.Y >= 0 {
				read(p.LocClock(a.Y))
			}
			return into
		}
		if e.Tod >= 0 {
			w.ra.Tods = append(w.ra.Tods, e.Tod)
			read(p.LocClock(ta.WallClock))
			return into
		}
		into = w.expr(e.X, into)
		into = w.expr(e.Y, into)
	case *ta.CondExpr:
		into = w.expr(e.C, into)
		into = w.expr(e.Then, into)
		into = w.expr(e.Else, into)
	case *ta.ListIndex:
		for _, x := range e.Elems {
			into = w.expr(x, into)
		}
		into = w.expr(e.Index, into)
	}
	return into
}

// ExprLocs returns the locations an expression (an invariant, a
// condition) of p reads.
func ExprLocs(p *ta.Program, e ta.Expr) []int {
	// No sets of every location: called on each condition of a program,
	// they would make the calls quadratic in its size.
	ra := RuleAnalysis{}
	w := &analyzer{p: p, ra: &ra, flows: map[Flow]bool{}}
	return w.expr(e, nil)
}

// RunCycles finds the rules that can run themselves, directly or through
// others, with `run` statements (ISY's Run Program, ELK's rule runs): one
// warning per cycle of rules (a strongly connected component of the graph
// of runs), at a run statement on it, naming a cycle through it. Such
// rules run without end unless a condition on the way stops them, and
// the explorer then reports a runtime error (rules trigger each other
// without end); whether a condition does stop them is for exploration to
// find, so these are warnings, not errors. A cycle that a counter bounds
// is no warning: every way around it passes a run under a test of the
// counter (`n > 0`) after a step towards that bound (`n = n - 1`), and no
// rule the cycle runs steps the counter back (Home Assistant's queued
// runs, which take the next run from the queue this way). Sorted by
// position.
func RunCycles(p *ta.Program) ta.ErrorList {
	var sites []runSite
	succ := make([][]int, len(p.Rules))
	w := &runWalk{p: p, against: make([]map[counter]bool, len(p.Rules)), assigns: make([][]int, len(p.Rules))}
	inSucc := make([]int, len(p.Rules))
	var walk func(r int, body []ta.Stmt, guards, steps []counter)
	walk = func(r int, body []ta.Stmt, guards, steps []counter) {
		// steps grows along the block: clip it so that a branch's steps
		// stay in the branch.
		steps = steps[:len(steps):len(steps)]
		for _, s := range body {
			switch s := s.(type) {
			case *ta.Assign:
				w.note(r, s)
				if k, ok := step(s); ok {
					steps = append(steps, k)
				}
			case *ta.Run:
				sites = append(sites, runSite{r, s.Index, s.Pos, counted(guards, steps)})
				// inSucc[t] == r+1: t is already among r's successors
				// (an event's rule may run thousands of jobs).
				if inSucc[s.Index] != r+1 {
					inSucc[s.Index] = r + 1
					succ[r] = append(succ[r], s.Index)
				}
			case *ta.If:
				walk(r, s.Then, bounds(s.Cond, guards[:len(guards):len(guards)]), steps)
				walk(r, s.Else, guards, steps)
			}
		}
	}
	for r, rule := range p.Rules {
		walk(r, rule.Body, nil, nil)
	}
	comp := sccs(succ)
	bounded := w.counters(comp, succ, sites)
	var out ta.ErrorList
	done := map[int]bool{}
	// Prefer a run the program's author wrote to one a front end added
	// at the rule's own position (ISY's If running its Then or Else), and
	// then the first in the source.
	before := func(a, b runSite) bool {
		wa, wb := a.pos != p.Rules[a.caller].Pos, b.pos != p.Rules[b.caller].Pos
		if wa != wb {
			return wa
		}
		if a.pos.File != b.pos.File {
			return a.pos.File < b.pos.File
		}
		if a.pos.Line != b.pos.Line {
			return a.pos.Line < b.pos.Line
		}
		return a.pos.Col < b.pos.Col
	}
	slices.SortStableFunc(sites, func(a, b runSite) int {
		switch {
		case before(a, b):
			return -1
		case before(b, a):
			return 1
		}
		return 0
	})
	for _, s := range sites {
		c := comp[s.caller]
		if comp[s.callee] != c || done[c] {
			continue
		}
		done[c] = true
		if _, ok := bounded[c]; ok {
			continue
		}
		// A shortest way back from the callee to the caller, in the cycle.
		prev := map[int]int{s.callee: -1}
		queue := []int{s.callee}
		for len(queue) > 0 && s.callee != s.caller {
			r := queue[0]
			queue = queue[1:]
			if r == s.caller {
				break
			}
			for _, n := range succ[r] {
				if _, seen := prev[n]; !seen && comp[n] == c {
					prev[n] = r
					queue = append(queue, n)
				}
			}
		}
		var back []int
		for r := s.caller; r != s.callee; r = prev[r] {
			back = append(back, r)
		}
		slices.Reverse(back)
		path := []string{p.Rules[s.caller].Name, p.Rules[s.callee].Name}
		for _, r := range back {
			path = append(path, p.Rules[r].Name)
		}
		msg := fmt.Sprintf("rule %q runs itself", path[0])
		if len(path) > 2 {
			msg = fmt.Sprintf("rules run each other in a cycle: %q runs %q", path[0], path[1])
			for _, n := range path[2:] {
				msg += fmt.Sprintf(", which runs %q", n)
			}
		}
		out.Add(s.pos, "%s; unless a condition on the way stops it, this runs without end (explore reports that as a runtime error)", msg)
	}
	out.Sort()
	return out
}

// sccs numbers the strongly connected components of a graph given by
// its successor lists (Tarjan's algorithm); comp[v] is v's component.
func sccs(succ [][]int) []int {
	n := len(succ)
	index, low, comp := make([]int, n), make([]int, n), make([]int, n)
	for i := range index {
		index[i], comp[i] = -1, -1
	}
	var stack []int
	onStack := make([]bool, n)
	next, ncomp := 0, 0
	var visit func(v int)
	visit = func(v int) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range succ[v] {
			if index[w] < 0 {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				comp[w] = ncomp
				if w == v {
					break
				}
			}
			ncomp++
		}
	}
	for v := range succ {
		if index[v] < 0 {
			visit(v)
		}
	}
	return comp
}

// locSet is the locations of a and b, sorted, once each: a run's context
// is read as a set (each location controls what the rule run writes), and
// as a set its compositions along a cycle of runs (a scheduler and the
// runs it resumes) stay few, where lists grew with every turn.
func locSet(a, b []int) []int {
	out := make([]int, 0, len(a)+len(b))
	out = append(append(out, a...), b...)
	sort.Ints(out)
	return slices.Compact(out)
}
