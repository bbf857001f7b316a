package loops

import (
	"slices"

	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
)

// envInputs is what lets independent loops share the environment's
// inputs: a sensor that only the environment sets, read by rules of
// several loops, does not join them. Each loop gets its own copy of the
// sensor and of the rules the environment runs when it changes the sensor
// (environment rules), cut down to the statements that touch the loop.
//
// Why the projections stay exact: an input's value is a function of the
// environment's events, the time and choices (random values, factors)
// alone, never of a loop's state, so every loop sees the same possible
// histories of it alone as in the whole program; an environment rule's
// statements for one loop read only the inputs and that loop, so the
// other loops' statements cannot change what they do; and the rules they
// run belong to one loop each. A loop's run with some history of the
// inputs extends to a run of the whole program with the same history (the
// other loops react to it as they may). Lifting a loop's trace replays its
// events in the whole program, where the other loops react too; the
// replay checks the violation again (liftViolation).
type envInputs struct {
	input []bool       // per variable: an environment input
	rules map[int]bool // the environment rules cut per loop
	// need is, per statement id of an environment rule, the graph nodes
	// it cannot do without (the locations other than inputs that it and
	// its enclosing conditions and guard read or write, and the rule it
	// runs); empty for an assignment of an input or an emit, which every
	// loop that has the rule keeps.
	need map[int][]int64
	// reads and writes are, per environment rule, the inputs it reads
	// or writes anywhere: a loop that has the rule has them.
	inputsOf map[int][]int
	// writers are, per input, the environment rules that set it.
	writers map[int][]int
	// anchors are, per environment rule, the first node of each of its
	// statements' needs and of its guard's: the loops it must be in.
	anchors map[int][]int64
	// guards are, per environment rule, the locations other than inputs
	// its event's guard reads, which the loop with the rule must have.
	guards map[int][]int64
	// scratch are the rules every loop that runs them may copy.
	scratch *scratchRules
	// output marks, per variable, the outputs (outputs.go).
	output []bool
}

// findEnvInputs finds the environment rules that can be cut per loop and
// the inputs only they set. An environment rule is one triggered by an
// environment event, that no rule runs, enables or disables, and no
// invariant names by its rule or its emits; its body has no assertion,
// enable or disable. An input is a variable that only environment rules
// assign, each time from inputs alone (the event's guard, the enclosing
// conditions and the value read nothing else but the time).
func findEnvInputs(p *ta.Program, an *analysis.Analysis, props []*spec.Property) *envInputs {
	ei := &envInputs{input: make([]bool, len(p.Vars)), rules: map[int]bool{}, need: map[int][]int64{},
		inputsOf: map[int][]int{}, writers: map[int][]int{}, anchors: map[int][]int64{}, guards: map[int][]int64{}}
	called := map[int]bool{}
	for _, ra := range an.Rules {
		for _, c := range ra.Calls {
			called[c] = true
		}
	}
	for _, pr := range props {
		switch pr.After {
		case spec.AfterRule:
			for _, r := range pr.Rules {
				called[r] = true
			}
		case spec.AfterEmit:
			for r, ra := range an.Rules {
				if slices.Contains(ra.Emits, pr.Emit) {
					called[r] = true
				}
			}
		}
	}
	for r, rule := range p.Rules {
		tr := rule.Trigger
		if tr.Kind != ta.OnName || tr.IsTimer || p.LookupEvent(tr.Name) < 0 || called[r] || p.MutableRule(r) || rule.Disabled || !plainBody(rule.Body) {
			continue
		}
		ei.rules[r] = true
	}
	if len(ei.rules) == 0 {
		return ei
	}
	// Candidates: assigned only by environment rules.
	for v := range p.Vars {
		ei.input[v] = true
	}
	for r, ra := range an.Rules {
		if ei.rules[r] {
			continue
		}
		for v := range p.Vars {
			if ra.Writes.Has(p.LocVar(v)) {
				ei.input[v] = false
			}
		}
	}
	// Drop the candidates assigned from anything else, to a fixpoint.
	for changed := true; changed; {
		changed = false
		for r := range p.Rules {
			if !ei.rules[r] {
				continue
			}
			ei.walk(p, r, func(s ta.Stmt, ctx []int) {
				a, ok := s.(*ta.Assign)
				if !ok || !ei.input[a.Index] {
					return
				}
				for _, l := range append(slices.Clone(ctx), analysis.ExprLocs(p, a.Value)...) {
					if !ei.free(p, l) {
						ei.input[a.Index] = false
						changed = true
						return
					}
				}
			})
		}
	}
	return ei
}

// findNeeds fills in what each environment rule's statements need, once
// the inputs and the scratch rules (ei.scratch) are known: a run of a
// scratch rule needs nothing, as every loop may have its own copy.
func (ei *envInputs) findNeeds(p *ta.Program) {
	for r := range p.Rules {
		if !ei.rules[r] {
			continue
		}
		var ins []int
		addIn := func(l int) {
			if l < len(p.Vars) && ei.input[l] && !slices.Contains(ins, l) {
				ins = append(ins, l)
			}
		}
		ei.walk(p, r, func(s ta.Stmt, ctx []int) {
			var need []int64
			add := func(l int) {
				addIn(l)
				if !ei.free(p, l) && !slices.Contains(need, int64(l)) {
					need = append(need, int64(l))
				}
			}
			for _, l := range ctx {
				add(l)
			}
			switch s := s.(type) {
			case *ta.Assign:
				add(p.LocVar(s.Index))
				for _, l := range analysis.ExprLocs(p, s.Value) {
					add(l)
				}
			case *ta.Reset:
				add(p.LocClock(s.Index))
			case *ta.Start:
				add(p.LocTimer(s.Index))
				add(p.LocClock(p.Timers[s.Index].ClockIndex))
			case *ta.Cancel:
				add(p.LocTimer(s.Index))
			case *ta.Run:
				if !ei.scratch.rule[s.Index] {
					need = append(need, int64(p.NumLocs()+s.Index))
				}
			case *ta.If: // an empty one: a leaf
				for _, l := range analysis.ExprLocs(p, s.Cond) {
					add(l)
				}
			}
			ei.need[s.Base().ID] = need
			if len(need) > 0 {
				ei.anchors[r] = append(ei.anchors[r], need[0])
			}
			if a, ok := s.(*ta.Assign); ok && ei.input[a.Index] && !slices.Contains(ei.writers[a.Index], r) {
				ei.writers[a.Index] = append(ei.writers[a.Index], r)
			}
		})
		// The guard: the loop that has the rule must have the event.
		if e := p.LookupEvent(p.Rules[r].Trigger.Name); e >= 0 && p.Events[e].Guard != nil {
			var guard []int64
			for _, l := range analysis.ExprLocs(p, p.Events[e].Guard) {
				addIn(l)
				if !ei.free(p, l) {
					guard = append(guard, int64(l))
				}
			}
			if len(guard) > 0 {
				ei.guards[r] = guard
				ei.anchors[r] = append(ei.anchors[r], guard[0])
			}
		}
		slices.Sort(ins)
		ei.inputsOf[r] = ins
	}
}

// free reports whether location l joins nothing: an input, a scratch
// variable (scratch.go) or the wall clock.
func (ei *envInputs) free(p *ta.Program, l int) bool {
	return l == p.LocClock(ta.WallClock) || l < len(p.Vars) && (ei.input[l] || ei.scratch != nil && ei.scratch.vr[l] || ei.output != nil && ei.output[l])
}

// walk calls f on every statement of rule r but the conditionals that
// hold statements, with
// the locations that the event's guard and the enclosing conditions read.
func (ei *envInputs) walk(p *ta.Program, r int, f func(s ta.Stmt, ctx []int)) {
	var ctx []int
	if e := p.LookupEvent(p.Rules[r].Trigger.Name); e >= 0 && p.Events[e].Guard != nil {
		ctx = analysis.ExprLocs(p, p.Events[e].Guard)
	}
	var block func([]ta.Stmt, []int)
	block = func(ss []ta.Stmt, ctx []int) {
		for _, s := range ss {
			if s, ok := s.(*ta.If); ok && len(s.Then)+len(s.Else) > 0 {
				c := append(slices.Clone(ctx), analysis.ExprLocs(p, s.Cond)...)
				block(s.Then, c)
				block(s.Else, c)
				continue
			}
			f(s, ctx)
		}
	}
	block(p.Rules[r].Body, ctx)
}

// plainBody reports whether a body has only statements an environment
// rule may be cut into: no assertion (it reads across loops at once), no
// enabling or disabling of rules.
func plainBody(ss []ta.Stmt) bool {
	for _, s := range ss {
		switch s := s.(type) {
		case *ta.Assert, *ta.Enable, *ta.Disable:
			return false
		case *ta.If:
			if !plainBody(s.Then) || !plainBody(s.Else) {
				return false
			}
		}
	}
	return true
}

// cut keeps the statements of an environment rule's body (a copy, whose
// statements orig maps to the original's) that the loop with nodes has:
// those whose needs it has, and the assignments of inputs it has.
func (ei *envInputs) cut(p *ta.Program, body []ta.Stmt, orig map[ta.Stmt]ta.Stmt, has func(node int64) bool) []ta.Stmt {
	var out []ta.Stmt
	for _, s := range body {
		if s, ok := s.(*ta.If); ok && len(s.Then)+len(s.Else) > 0 {
			s.Then = ei.cut(p, s.Then, orig, has)
			s.Else = ei.cut(p, s.Else, orig, has)
			if len(s.Then) > 0 || len(s.Else) > 0 {
				out = append(out, s)
			}
			continue
		}
		o := orig[s]
		need := ei.need[o.Base().ID]
		keep := len(need) > 0 && has(need[0])
		if len(need) == 0 {
			switch o := o.(type) {
			case *ta.Assign:
				keep = has(int64(p.LocVar(o.Index)))
			default:
				keep = true
			}
		}
		if keep {
			out = append(out, s)
		}
	}
	return out
}

// placeEnvRules gives each loop the environment rules that touch it and
// the inputs it reads, with every environment rule that sets one of them,
// to a fixpoint. ins holds, per loop, the inputs its invariants read.
func placeEnvRules(p *ta.Program, an *analysis.Analysis, ei *envInputs, loops []Loop, compOf map[int64]int, ins [][]int) {
	if len(ei.rules) == 0 {
		return
	}
	for ci := range loops {
		l := &loops[ci]
		var rules []int
		inputs := slices.Clone(ins[ci])
		for _, r := range l.Rules {
			for v := range p.Vars {
				if ei.input[v] && an.Rules[r].Reads.Has(p.LocVar(v)) {
					inputs = append(inputs, v)
				}
			}
		}
		for r := range p.Rules {
			if ei.rules[r] && slices.ContainsFunc(ei.anchors[r], func(n int64) bool { return compOf[n] == ci }) {
				rules = append(rules, r)
			}
		}
		ei.close(l, rules, inputs)
	}
}

// close adds to l the environment rules and the inputs given, every input
// those rules read or set, and every rule that sets one of l's inputs, to
// a fixpoint.
func (ei *envInputs) close(l *Loop, rules, inputs []int) {
	ruleSet := map[int]bool{}
	for _, r := range l.Rules {
		ruleSet[r] = true
	}
	inSet := map[int]bool{}
	for _, v := range l.Inputs {
		inSet[v] = true
	}
	var work []int // inputs to give their writers
	addInput := func(v int) {
		if !inSet[v] {
			inSet[v] = true
			work = append(work, v)
			l.Inputs = append(l.Inputs, v)
		}
	}
	addRule := func(r int) {
		if !ruleSet[r] {
			ruleSet[r] = true
			l.Rules = append(l.Rules, r)
			for _, v := range ei.inputsOf[r] {
				addInput(v)
			}
		}
	}
	for _, v := range inputs {
		addInput(v)
	}
	for _, r := range rules {
		addRule(r)
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, r := range ei.writers[v] {
			addRule(r)
		}
	}
	l.env = ei
	slices.Sort(l.Rules)
	if len(l.Inputs) == 0 {
		return
	}
	slices.Sort(l.Inputs)
	own := slices.DeleteFunc(slices.Clone(l.Vars), func(v int) bool { return inSet[v] })
	l.Vars = append(own, l.Inputs...)
}

// envOnlyLoops are the loops of the environment rules no loop has (a
// sensor no rule reads but that the environment sets): the rules that
// share inputs form one loop, with their inputs and the rules that set
// them.
func envOnlyLoops(p *ta.Program, ei *envInputs, loops []Loop) []Loop {
	placed := map[int]bool{}
	for _, l := range loops {
		for _, r := range l.Rules {
			placed[r] = true
		}
	}
	var groups [][]int
	of := map[int]int{} // input -> index into groups
	for r := range p.Rules {
		if !ei.rules[r] || placed[r] {
			continue
		}
		at := -1
		for _, v := range ei.inputsOf[r] {
			i, ok := of[v]
			if !ok || i == at {
				continue
			}
			if at < 0 {
				at = i
				continue
			}
			// Two groups meet: merge i into at.
			groups[at] = append(groups[at], groups[i]...)
			groups[i] = nil
			for w, j := range of {
				if j == i {
					of[w] = at
				}
			}
		}
		if at < 0 {
			groups = append(groups, nil)
			at = len(groups) - 1
		}
		groups[at] = append(groups[at], r)
		for _, v := range ei.inputsOf[r] {
			of[v] = at
		}
	}
	var out []Loop
	for _, g := range groups {
		if len(g) == 0 {
			continue
		}
		var l Loop
		ei.close(&l, g, nil)
		out = append(out, l)
	}
	return out
}

// mergeStateless joins the components made only of rules (nodes from
// firstRule on) that one environment rule runs: cutting the rule between
// them saves no state (an ISY program's Then and Else, run by the
// program's trigger), and one loop reads better than several.
func mergeStateless(comps [][]int64, ei *envInputs, firstRule int64) [][]int64 {
	compOf := map[int64]int{}
	for ci, c := range comps {
		for _, n := range c {
			compOf[n] = ci
		}
	}
	stateless := func(ci int) bool { return comps[ci][0] >= firstRule }
	parent := make([]int, len(comps))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			i = parent[i]
		}
		return i
	}
	rules := make([]int, 0, len(ei.anchors))
	for r := range ei.anchors {
		rules = append(rules, r)
	}
	slices.Sort(rules)
	for _, r := range rules {
		first := -1
		for _, n := range ei.anchors[r] {
			ci, ok := compOf[n]
			if !ok || !stateless(ci) {
				continue
			}
			if first < 0 {
				first = find(ci)
			} else if c := find(ci); c != first {
				parent[max(c, first)] = min(c, first)
				first = min(c, first)
			}
		}
	}
	var out [][]int64
	at := map[int]int{}
	for ci, c := range comps {
		root := find(ci)
		i, ok := at[root]
		if !ok {
			i = len(out)
			at[root] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], c...)
	}
	for _, c := range out {
		slices.Sort(c)
	}
	return out
}
