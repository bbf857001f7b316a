package loops

import (
	"slices"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
)

// scratchRules are what lets loops share a rule that keeps nothing from
// one instant to the next: a Home Assistant automation that only
// notifies, run by a dozen sensors' triggers, has a variable for its
// mode (idle, triggered, running) that its run sets and sets back within
// the instant. Such a variable (a scratch variable) is, between
// instants, always at its start value; the rules that touch it (scratch
// rules) read nothing else but inputs and the time and write nothing
// else. So they need not join the loops that run them: each loop that
// runs one gets its own copy of the rules and their scratch variables
// (a cluster), and the sensors' loops stay apart.
//
// Why the copies are exact: a loop's copy of a cluster starts every
// instant where the whole program's does (at the start values), is
// entered the same way (each instant enters a cluster at most once,
// through one run statement that the loop's copy of its rule keeps with
// everything its conditions read), and reads only inputs, which every
// loop with the cluster has (inputs.go). What a cluster does in an
// instant is therefore the same in the whole program and in each loop
// that enters it, and a loop that does not enter it in an instant keeps
// it at its start values, as the whole program does between instants.
// Both conditions are checked here, not assumed: entries are counted over
// every stimulus's runs, and each cluster's runs are followed from every
// entry with its variables exact (and the conditions on inputs both
// ways) to check that every way through the instant ends at the start
// values. A cluster that fails either check, or is too large to follow,
// joins its loops as any rule does.
type scratchRules struct {
	rule    []bool // per rule: a scratch rule
	vr      []bool // per variable: a scratch variable
	cluster []int  // per rule and variable (rules from len(p.Vars)): its cluster, -1 none
	rules   [][]int
	vars    [][]int
	inputs  [][]int // per cluster: the inputs its rules read
}

// access is what one rule's own statements touch (not the rules it runs).
type access struct {
	vars   []int // variables read or written
	writes []int // variables written
	other  bool  // clocks other than the wall clock, timers, rule flags
	runs   []int // rules run, once per run statement
	emits  []string
}

func ownAccess(p *ta.Program, r int) access {
	var a access
	addLocs := func(e ta.Expr) {
		for _, l := range analysis.ExprLocs(p, e) {
			switch {
			case l < len(p.Vars):
				a.vars = append(a.vars, l)
			case l != p.LocClock(ta.WallClock):
				a.other = true
			}
		}
	}
	var block func([]ta.Stmt)
	block = func(ss []ta.Stmt) {
		for _, s := range ss {
			switch s := s.(type) {
			case *ta.If:
				addLocs(s.Cond)
				block(s.Then)
				block(s.Else)
			case *ta.Assign:
				a.vars = append(a.vars, s.Index)
				a.writes = append(a.writes, s.Index)
				addLocs(s.Value)
			case *ta.Assert:
				addLocs(s.Cond)
			case *ta.Run:
				a.runs = append(a.runs, s.Index)
			case *ta.Emit:
				a.emits = append(a.emits, s.Name)
			default: // Reset, Start, Cancel, Enable, Disable
				a.other = true
			}
		}
	}
	block(p.Rules[r].Body)
	return a
}

// findScratch finds the scratch rules and variables of p, given its
// inputs, its invariants and the start values (init may be nil).
func findScratch(p *ta.Program, ei *envInputs, props []*spec.Property, init *spec.Init) *scratchRules {
	sr := &scratchRules{rule: make([]bool, len(p.Rules)), vr: make([]bool, len(p.Vars)),
		cluster: make([]int, len(p.Vars)+len(p.Rules))}
	for i := range sr.cluster {
		sr.cluster[i] = -1
	}
	acc := make([]access, len(p.Rules))
	for r := range p.Rules {
		acc[r] = ownAccess(p, r)
	}
	named := map[int]bool{}      // rules an invariant names
	emitted := map[string]bool{} // emits an invariant names
	watched := make([]bool, len(p.Vars))
	for _, pr := range props {
		switch pr.After {
		case spec.AfterRule:
			for _, r := range pr.Rules {
				named[r] = true
			}
		case spec.AfterEmit:
			emitted[pr.Emit] = true
		}
		for _, e := range []ta.Expr{pr.Cond, pr.While, pr.Edge} {
			if e == nil {
				continue
			}
			for _, l := range analysis.ExprLocs(p, e) {
				if l < len(p.Vars) {
					watched[l] = true
				}
			}
		}
	}
	for _, ev := range p.Events {
		if ev.Guard != nil {
			for _, l := range analysis.ExprLocs(p, ev.Guard) {
				if l < len(p.Vars) {
					watched[l] = true
				}
			}
		}
	}
	for v := range p.Vars {
		sr.vr[v] = !ei.input[v] && !watched[v] && len(p.ChangeRules(v)) == 0
	}
	for r, rule := range p.Rules {
		sr.rule[r] = rule.Trigger.Kind == ta.OnCall && !p.MutableRule(r) && !named[r] && !acc[r].other &&
			!slices.ContainsFunc(acc[r].emits, func(e string) bool { return emitted[e] })
	}
	// To a fixpoint: scratch rules touch only scratch variables and
	// inputs and run only scratch rules; only scratch rules touch scratch
	// variables.
	for changed := true; changed; {
		changed = false
		for r := range p.Rules {
			a := &acc[r]
			if sr.rule[r] && (slices.ContainsFunc(a.vars, func(v int) bool { return !sr.vr[v] && !ei.input[v] }) ||
				slices.ContainsFunc(a.runs, func(c int) bool { return !sr.rule[c] })) {
				sr.rule[r] = false
				changed = true
			}
			if !sr.rule[r] {
				for _, v := range a.vars {
					if sr.vr[v] {
						sr.vr[v] = false
						changed = true
					}
				}
			}
		}
	}
	// Clusters: scratch rules and variables that touch or run each other.
	parent := make([]int, len(sr.cluster))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, b int) { parent[find(a)] = find(b) }
	node := func(r int) int { return len(p.Vars) + r }
	for r := range p.Rules {
		if !sr.rule[r] {
			continue
		}
		for _, v := range acc[r].vars {
			if sr.vr[v] {
				union(node(r), v)
			}
		}
		for _, c := range acc[r].runs {
			union(node(r), node(c))
		}
	}
	at := map[int]int{}
	for r := range p.Rules {
		if !sr.rule[r] {
			continue
		}
		root := find(node(r))
		c, ok := at[root]
		if !ok {
			c = len(sr.rules)
			at[root] = c
			sr.rules = append(sr.rules, nil)
			sr.vars = append(sr.vars, nil)
			sr.inputs = append(sr.inputs, nil)
		}
		sr.cluster[node(r)] = c
		sr.rules[c] = append(sr.rules[c], r)
		for _, v := range acc[r].vars {
			if ei.input[v] && !slices.Contains(sr.inputs[c], v) {
				sr.inputs[c] = append(sr.inputs[c], v)
			}
		}
	}
	for v := range p.Vars {
		if sr.vr[v] {
			if c, ok := at[find(v)]; ok {
				sr.cluster[v] = c
				sr.vars[c] = append(sr.vars[c], v)
			} else {
				sr.vr[v] = false // touched by no rule
			}
		}
	}
	rest := p.InitValues()
	if init != nil {
		for v, x := range init.Vals {
			rest[v] = x
		}
	}
	entries := sr.entries(p, acc)
	for c := range sr.rules {
		if len(sr.vars[c]) == 0 {
			continue // nothing kept within an instant: any entries agree
		}
		if entries[c] == nil || !sr.endsAtRest(p, c, entries[c], rest) {
			sr.drop(c)
		}
	}
	for _, in := range sr.inputs {
		slices.Sort(in)
	}
	return sr
}

// drop makes cluster c's rules and variables ordinary ones.
func (sr *scratchRules) drop(c int) {
	for _, r := range sr.rules[c] {
		sr.rule[r] = false
	}
	for _, v := range sr.vars[c] {
		sr.vr[v] = false
	}
	sr.rules[c], sr.vars[c], sr.inputs[c] = nil, nil, nil
}

// entries returns, per cluster, the rules it is entered through (the
// targets of run statements of other rules), or nil where some stimulus's
// runs may enter it more than once in an instant.
func (sr *scratchRules) entries(p *ta.Program, acc []access) [][]int {
	out := make([][]int, len(sr.rules))
	bad := make([]bool, len(sr.rules))
	// The rules each stimulus starts, by its trigger's target.
	roots := map[int][]int{}
	for r, rule := range p.Rules {
		switch rule.Trigger.Kind {
		case ta.OnName, ta.OnTime, ta.OnEvery:
			roots[rule.Trigger.Target] = append(roots[rule.Trigger.Target], r)
		}
	}
	for _, rs := range roots {
		// How often each rule may run in the instant, up to 2 (twice or
		// more): changes of a watched variable may happen any number of
		// times.
		runs := make([]int, len(p.Rules))
		var work []int
		bump := func(r, n int) {
			if sr.rule[r] || runs[r] >= 2 {
				return
			}
			runs[r] = min(2, runs[r]+n)
			work = append(work, r)
		}
		for _, r := range rs {
			bump(r, 1)
		}
		for len(work) > 0 {
			r := work[len(work)-1]
			work = work[:len(work)-1]
			for _, c := range acc[r].runs {
				bump(c, runs[r])
			}
			for _, v := range acc[r].writes {
				for _, c := range p.ChangeRules(v) {
					bump(c, 2)
				}
			}
		}
		in := make([]int, len(sr.rules))
		for r, n := range runs {
			for _, c := range acc[r].runs {
				if k := sr.cluster[len(p.Vars)+c]; k >= 0 && n > 0 {
					in[k] += n
					if !slices.Contains(out[k], c) {
						out[k] = append(out[k], c)
					}
				}
			}
		}
		for k, n := range in {
			bad[k] = bad[k] || n > 1
		}
	}
	// Rules no stimulus starts cannot run: their entries never happen.
	for k := range out {
		if bad[k] {
			out[k] = nil
		} else {
			slices.Sort(out[k])
		}
	}
	return out
}

// scratchLimit bounds the states followed through one cluster's
// instants; a cluster beyond it joins its loops.
const scratchLimit = 10000

// scratchState is a point of an instant within a cluster: its variables'
// values and the runs queued.
type scratchState struct {
	vals  []int64 // per variable of the cluster, in sr.vars[c]'s order
	queue []int
}

// endsAtRest reports whether every way through an instant that enters
// cluster c through one of entries ends with its variables at their
// start values. The variables are followed exactly, conditions that read
// anything else go both ways, and runs are queued as the interpreter
// queues them (first in, first out).
func (sr *scratchRules) endsAtRest(p *ta.Program, c int, entries []int, rest []int64) bool {
	vars := sr.vars[c]
	start := make([]int64, len(vars))
	for i, v := range vars {
		start[i] = rest[v]
	}
	key := func(s scratchState) string {
		var b strings.Builder
		for _, x := range s.vals {
			b.WriteString(strconv.FormatInt(x, 10))
			b.WriteByte(',')
		}
		for _, r := range s.queue {
			b.WriteString(strconv.Itoa(r))
			b.WriteByte(';')
		}
		return b.String()
	}
	seen := map[string]bool{}
	var work []scratchState
	for _, e := range entries {
		work = append(work, scratchState{vals: start, queue: []int{e}})
	}
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if len(s.queue) == 0 {
			if !slices.Equal(s.vals, start) {
				return false
			}
			continue
		}
		k := key(s)
		if seen[k] {
			continue
		}
		if seen[k] = true; len(seen) > scratchLimit || len(s.queue) > 64 {
			return false
		}
		outs, ok := sr.runBody(p, vars, p.Rules[s.queue[0]].Body, scratchState{vals: s.vals, queue: s.queue[1:]})
		if !ok {
			return false
		}
		work = append(work, outs...)
	}
	return true
}

// runBody runs a body from st, forking at conditions it cannot decide;
// ok is false when an assignment's value cannot be decided or the ways
// through are too many.
func (sr *scratchRules) runBody(p *ta.Program, vars []int, body []ta.Stmt, st scratchState) ([]scratchState, bool) {
	cur := []scratchState{st}
	for _, s := range body {
		var next []scratchState
		for _, st := range cur {
			switch s := s.(type) {
			case *ta.If:
				x, known := scratchEval(s.Cond, vars, st.vals)
				if !known || x != 0 {
					out, ok := sr.runBody(p, vars, s.Then, st)
					if !ok {
						return nil, false
					}
					next = append(next, out...)
				}
				if !known || x == 0 {
					out, ok := sr.runBody(p, vars, s.Else, st)
					if !ok {
						return nil, false
					}
					next = append(next, out...)
				}
			case *ta.Assign:
				x, known := scratchEval(s.Value, vars, st.vals)
				if !known {
					return nil, false
				}
				vals := slices.Clone(st.vals)
				vals[slices.Index(vars, s.Index)] = x
				next = append(next, scratchState{vals: vals, queue: st.queue})
			case *ta.Run:
				next = append(next, scratchState{vals: st.vals, queue: append(slices.Clip(st.queue), s.Index)})
			default:
				next = append(next, st)
			}
		}
		if len(next) > scratchLimit {
			return nil, false
		}
		cur = next
	}
	return cur, true
}

// scratchEval evaluates e with the cluster's variables vars at vals;
// known is false when it reads anything else (an input, the time, a
// random value) or cannot be evaluated here.
func scratchEval(e ta.Expr, vars []int, vals []int64) (x int64, known bool) {
	b2i := func(b bool) int64 {
		if b {
			return 1
		}
		return 0
	}
	switch e := e.(type) {
	case *ta.IntLit:
		return e.Value, true
	case *ta.BoolLit:
		return b2i(e.Value), true
	case *ta.Ident:
		switch e.Ref.Kind {
		case ta.RefEnum:
			return int64(e.Ref.Index), true
		case ta.RefVar:
			if i := slices.Index(vars, e.Ref.Index); i >= 0 {
				return vals[i], true
			}
		}
	case *ta.Unary:
		x, ok := scratchEval(e.X, vars, vals)
		switch {
		case !ok:
		case e.Op == ta.OpNot:
			return b2i(x == 0), true
		case e.Op == ta.OpNeg:
			return -x, true
		}
	case *ta.Binary:
		if e.Atom >= 0 || e.Tod >= 0 {
			return 0, false
		}
		x, okx := scratchEval(e.X, vars, vals)
		y, oky := scratchEval(e.Y, vars, vals)
		switch e.Op {
		case ta.OpAnd:
			if okx && x == 0 || oky && y == 0 {
				return 0, true
			}
			return 1, okx && oky
		case ta.OpOr:
			if okx && x != 0 || oky && y != 0 {
				return 1, true
			}
			return 0, okx && oky
		case ta.OpImplies:
			if okx && x == 0 || oky && y != 0 {
				return 1, true
			}
			return 0, okx && oky
		}
		if !okx || !oky {
			return 0, false
		}
		switch {
		case e.Op.IsComparison():
			return b2i(e.Op.Compare(x, y)), true
		case e.Op == ta.OpAdd:
			return x + y, true
		case e.Op == ta.OpSub:
			return x - y, true
		}
	}
	return 0, false
}

// addScratch gives loop l a copy of every cluster of scratch rules its
// rules run, with the cluster's variables and the inputs it reads (and
// so the environment rules that set them, which may run more clusters),
// to a fixpoint.
func (ei *envInputs) addScratch(p *ta.Program, l *Loop) {
	sr := ei.scratch
	has := make([]bool, len(sr.rules))
	for {
		var rules, inputs []int
		for _, r := range l.Rules {
			for _, c := range ownAccess(p, r).runs {
				if k := sr.cluster[len(p.Vars)+c]; k >= 0 && sr.rule[c] && !has[k] {
					has[k] = true
					rules = append(rules, sr.rules[k]...)
					inputs = append(inputs, sr.inputs[k]...)
					l.Vars = append(l.Vars, sr.vars[k]...)
				}
			}
		}
		if len(rules) == 0 {
			return
		}
		slices.Sort(l.Vars)
		ei.close(l, rules, inputs)
	}
}
