package hass

import (
	"slices"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// footprint is what an automation's rules may read and write: variables,
// clocks and timers by name, and the rules it runs or owns as "rule NAME".
type footprint struct {
	reads, writes map[string]bool
}

func newFootprint() *footprint {
	return &footprint{reads: map[string]bool{}, writes: map[string]bool{}}
}

// conflicts reports whether two footprints do not commute: one writes what
// the other reads or writes. conflictRelOf finds the same relation
// without comparing every two footprints; this is what it is tested
// against.
func (f *footprint) conflicts(g *footprint) bool {
	for x := range f.writes {
		if g.reads[x] || g.writes[x] {
			return true
		}
	}
	for x := range g.writes {
		if f.reads[x] {
			return true
		}
	}
	return false
}

// yieldConflicts finds, on a lowering in which every automation yields
// (owners says which automation each rule belongs to), the automations
// that must still yield: those with a yield point whose rules may not
// commute with another automation's, or with themselves when two of their
// runs or branches may be pending at once (mode parallel, a parallel
// step). It groups them: automations joined by a conflict share a
// scheduler. rel relates every two automations (an automation with
// itself too) that may not commute in one cascade, yield points or not:
// whose trigger jobs wait for each other's runs (jobs.go).
func yieldConflicts(l *lowerer, owners map[*ta.Rule]*config.Automation) (on map[*config.Automation]bool, group map[*config.Automation]int, rel *conflictRel) {
	p := l.prog
	known := map[string]bool{}
	for _, v := range p.Vars {
		known[v.Name] = true
	}
	for _, c := range p.Clocks {
		known[c.Name] = true
	}
	for _, t := range p.Timers {
		known[t.Name] = true
	}
	byName := map[string]*ta.Rule{}
	for _, r := range p.Rules {
		byName[r.Name] = r
	}
	internal := l.ys.internal
	var autos []*config.Automation
	fps := map[*config.Automation]*footprint{}
	for _, r := range p.Rules {
		a := owners[r]
		if a == nil || internal[r.Name] {
			continue
		}
		fp := fps[a]
		if fp == nil {
			fp = newFootprint()
			fps[a] = fp
			autos = append(autos, a)
		}
		fp.writes["rule "+r.Name] = true
	}
	for _, r := range p.Rules {
		a := owners[r]
		if a == nil || internal[r.Name] {
			continue
		}
		seen := map[*ta.Rule]bool{}
		var walkRule func(r *ta.Rule)
		walkRule = func(r *ta.Rule) {
			if seen[r] {
				return
			}
			seen[r] = true
			fp := fps[a]
			switch r.Trigger.Kind {
			case ta.OnChange, ta.OnName:
				fp.reads[r.Trigger.Name] = true
			}
			walkStmts(r.Body, fp, known, internal, func(name string) {
				fp.writes["rule "+name] = true
				// A rule of no automation (an entity's, the
				// environment's) runs as part of this one's.
				if q := byName[name]; q != nil && owners[q] == nil && !internal[name] {
					walkRule(q)
				}
			})
		}
		walkRule(r)
	}
	resumes := map[*config.Automation][]*ta.Rule{}
	for c, r := range l.ys.runs {
		resumes[c.a] = append(resumes[c.a], r.rule)
	}
	cascades, twice := coRun(p, owners, byName, internal, resumes, l.trigRules)
	index := map[*config.Automation]int{}
	for i, a := range autos {
		index[a] = i
	}
	rel = conflictRelOf(cascades, fps, index)
	partner := map[*config.Automation]bool{} // in a pair with another one
	for k := range rel.pairs {
		if k[0] != k[1] {
			partner[k[0]] = true
		}
	}
	for _, ms := range rel.members {
		for _, a := range ms {
			partner[a] = true
		}
	}
	on = map[*config.Automation]bool{}
	parent := autoSets{}
	yielding := func(a *config.Automation) bool { return hasYield(a.Actions) }
	for _, a := range autos {
		if !yielding(a) {
			continue
		}
		fa := fps[a]
		if len(fa.writes) > 0 && (a.Mode == config.Parallel || hasParallel(a.Actions) || twice[a]) {
			// Two of its runs may be pending at once; or a second
			// trigger's job of one cascade finds the first run
			// suspended at a yield point (dropped in mode single,
			// restarting it in mode restart), as Home Assistant's next
			// listener does (helpers/event.py,
			// _async_state_change_dispatcher; script.py, Script.async_run).
			on[a] = true
		}
		if partner[a] {
			on[a] = true
		}
	}
	for a := range on {
		parent[a] = a
	}
	// Joined in any order: the groups are the same sets.
	for k := range rel.pairs {
		if a, b := k[0], k[1]; index[a] < index[b] && on[a] && on[b] {
			parent.union(a, b)
		}
	}
	for _, ms := range rel.members {
		var first *config.Automation
		for _, a := range ms {
			if !on[a] {
				continue
			}
			if first == nil {
				first = a
			} else {
				parent.union(a, first)
			}
		}
	}
	group = map[*config.Automation]int{}
	ids := map[*config.Automation]int{}
	for _, a := range autos {
		if !on[a] {
			continue
		}
		root := parent.find(a)
		if _, ok := ids[root]; !ok {
			ids[root] = len(ids)
		}
		group[a] = ids[root]
	}
	return on, group, rel
}

// conflictRel is the relation of the automations that run in one
// cascade and may not commute (one writes what the other reads or
// writes; an automation with itself too). Where a connected set of it is
// a clique, as when thousands of automations that one motion starts turn
// on one light, it is kept as the set rather than as the square of its
// size in pairs.
type conflictRel struct {
	// set is each clique's index in members, by member; self the members
	// that conflict with themselves.
	set     map[*config.Automation]int
	members [][]*config.Automation
	self    map[*config.Automation]bool
	// pairs are the other automations' pairs, one by one (symmetric).
	pairs map[[2]*config.Automation]bool
}

// has reports whether a and b may not commute.
func (r *conflictRel) has(a, b *config.Automation) bool {
	if i, ok := r.set[a]; ok {
		if j, ok := r.set[b]; ok && i == j {
			return a != b || r.self[a]
		}
		return false
	}
	return r.pairs[[2]*config.Automation{a, b}]
}

// conflictRelOf finds the relation by what each cascade's automations
// read and write, rather than by comparing the footprints of every two
// of a cascade's automations: for each name a cascade's automations
// write, its writers conflict with every automation that touches it.
// Each such name joins the automations that touch it; a connected set
// that one name's automations cover, all but perhaps one of them writing
// it, is a clique; only the other sets' pairs are listed. index orders
// the automations (the cliques' members come in its order).
func conflictRelOf(cascades [][]*config.Automation, fps map[*config.Automation]*footprint, index map[*config.Automation]int) *conflictRel {
	type edge struct{ writers, touch []*config.Automation }
	var edges []edge
	rel := &conflictRel{set: map[*config.Automation]int{}, self: map[*config.Automation]bool{}, pairs: map[[2]*config.Automation]bool{}}
	for _, autos := range cascades {
		writers := map[string][]*config.Automation{}
		touch := map[string][]*config.Automation{} // its readers and writers
		var names []string
		for _, a := range autos {
			fp := fps[a]
			if fp == nil {
				continue
			}
			for x := range fp.writes {
				if len(touch[x]) == 0 {
					names = append(names, x)
				}
				writers[x] = append(writers[x], a)
				touch[x] = append(touch[x], a)
			}
			for x := range fp.reads {
				if fp.writes[x] {
					continue
				}
				if len(touch[x]) == 0 {
					names = append(names, x)
				}
				touch[x] = append(touch[x], a)
			}
		}
		for _, x := range names {
			if len(writers[x]) > 0 {
				edges = append(edges, edge{writers[x], touch[x]})
				for _, w := range writers[x] {
					rel.self[w] = true
				}
			}
		}
	}
	parent := autoSets{}
	for _, e := range edges {
		for _, b := range e.touch[1:] {
			parent.union(b, e.touch[0])
		}
	}
	size := map[*config.Automation]int{}
	for a := range parent {
		size[parent.find(a)]++
	}
	clique := map[*config.Automation]bool{}
	for _, e := range edges {
		if r := parent.find(e.touch[0]); len(e.touch) > 1 && len(e.touch) == size[r] && len(e.touch)-len(e.writers) <= 1 {
			clique[r] = true
		}
	}
	ids := map[*config.Automation]int{}
	var all []*config.Automation
	for a := range parent {
		all = append(all, a)
	}
	slices.SortFunc(all, func(x, y *config.Automation) int { return index[x] - index[y] })
	for _, a := range all {
		r := parent.find(a)
		if !clique[r] {
			continue
		}
		id, ok := ids[r]
		if !ok {
			id = len(rel.members)
			ids[r] = id
			rel.members = append(rel.members, nil)
		}
		rel.set[a] = id
		rel.members[id] = append(rel.members[id], a)
	}
	for _, e := range edges {
		if clique[parent.find(e.touch[0])] {
			continue
		}
		for _, w := range e.writers {
			for _, b := range e.touch {
				rel.pairs[[2]*config.Automation{w, b}] = true
				rel.pairs[[2]*config.Automation{b, w}] = true
			}
		}
	}
	return rel
}

// coRun finds the sets of automations whose rules one stimulus can run
// in its cascade: the rules it triggers, those they run, transitively.
// Only such runs are pending in one instant (the orders are explored
// within a stimulus's cascade); two automations never run by one
// stimulus cannot interleave, whatever they touch. (A run resumed by the
// scheduler goes on in the cascade that suspended it: its resume rule
// is its automation's, reached from the run's own rules.)
//
// twice are the automations whose trigger jobs (trig) one cascade may run
// more than once from outside their own runs: two of them, or one from
// two rules or from a rule on a change (which may happen more than once).
func coRun(p *ta.Program, owners map[*ta.Rule]*config.Automation, byName map[string]*ta.Rule, internal map[string]bool, resumes map[*config.Automation][]*ta.Rule, trig map[string]bool) (cascades [][]*config.Automation, twice map[*config.Automation]bool) {
	runs := map[*ta.Rule][]*ta.Rule{}
	var collect func(list []ta.Stmt, r *ta.Rule)
	collect = func(list []ta.Stmt, r *ta.Rule) {
		for _, s := range list {
			switch s := s.(type) {
			case *ta.Run:
				// The scheduler of the first lowering runs every run that
				// waits: not a way from one run to another.
				if q := byName[s.Rule]; q != nil && !internal[s.Rule] {
					runs[r] = append(runs[r], q)
				}
			case *ta.If:
				collect(s.Then, r)
				collect(s.Else, r)
			}
		}
	}
	writers := map[string][]*ta.Rule{} // OnChange rules by the variable they watch
	entries := map[string][]*ta.Rule{}
	for _, r := range p.Rules {
		collect(r.Body, r)
		switch r.Trigger.Kind {
		case ta.OnCall:
		case ta.OnChange:
			writers[r.Trigger.Name] = append(writers[r.Trigger.Name], r)
		case ta.OnName:
			entries["name "+r.Trigger.Name] = append(entries["name "+r.Trigger.Name], r)
		default:
			// Rules at one time of day share its schedule.
			k := "time " + ta.TriggerString(&r.Trigger)
			entries[k] = append(entries[k], r)
		}
	}
	twice = map[*config.Automation]bool{}
	onChange := map[*ta.Rule]bool{}
	for _, ws := range writers {
		for _, r := range ws {
			onChange[r] = true
		}
	}
	for _, roots := range entries {
		seen := map[*ta.Rule]bool{}
		stack := append([]*ta.Rule(nil), roots...)
		var autos []*config.Automation
		in := map[*config.Automation]bool{}
		jobs := map[*config.Automation]int{} // trigger jobs' runs reached
		for _, r := range roots {
			if trig[r.Name] && owners[r] != nil {
				jobs[owners[r]]++
			}
		}
		for len(stack) > 0 {
			r := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[r] {
				continue
			}
			seen[r] = true
			for _, q := range runs[r] {
				// A job its own run's call fires is the call's
				// (aftercall.go): the run waits in the call already.
				if trig[q.Name] && owners[q] != nil && owners[r] != owners[q] {
					if jobs[owners[q]]++; onChange[r] {
						jobs[owners[q]]++
					}
				}
			}
			if a := owners[r]; a != nil && !in[a] {
				in[a] = true
				autos = append(autos, a)
				// Its runs go on, in this cascade, in their resume rules.
				stack = append(stack, resumes[a]...)
			}
			stack = append(stack, runs[r]...)
			if len(writers) > 0 {
				fp := newFootprint()
				walkStmts(r.Body, fp, map[string]bool{}, map[string]bool{}, func(string) {})
				for v := range fp.writes {
					stack = append(stack, writers[v]...)
				}
			}
		}
		cascades = append(cascades, autos)
		for a, n := range jobs {
			if n > 1 {
				twice[a] = true
			}
		}
	}
	return cascades, twice
}

// hasParallel reports whether a step list has a parallel step of more
// than one branch.
func hasParallel(acts []*config.Action) bool {
	for _, a := range acts {
		if a.Kind == config.AParallel && len(a.Branches) > 1 {
			return true
		}
		for _, b := range a.Branches {
			if hasParallel(b) {
				return true
			}
		}
		if hasParallel(a.Else) || hasParallel(a.Body) {
			return true
		}
	}
	return false
}

// walkStmts adds what the statements read and write to fp; run is called
// with each rule they run.
func walkStmts(list []ta.Stmt, fp *footprint, known, internal map[string]bool, run func(string)) {
	for _, s := range list {
		switch s := s.(type) {
		case *ta.Assign:
			if !internal[s.Var] {
				fp.writes[s.Var] = true
				walkExpr(s.Value, fp, known, internal)
			}
		case *ta.If:
			walkExpr(s.Cond, fp, known, internal)
			walkStmts(s.Then, fp, known, internal, run)
			walkStmts(s.Else, fp, known, internal, run)
		case *ta.Reset:
			fp.writes[s.Clock] = true
		case *ta.Start:
			fp.writes[s.Timer] = true
		case *ta.Cancel:
			fp.writes[s.Timer] = true
		case *ta.Run:
			if !internal[s.Rule] {
				run(s.Rule)
			}
		case *ta.Enable:
			fp.writes["rule "+s.Rule] = true
		case *ta.Disable:
			fp.writes["rule "+s.Rule] = true
		case *ta.Assert:
			walkExpr(s.Cond, fp, known, internal)
		}
	}
}

// walkExpr adds the names an expression reads to fp.
func walkExpr(e ta.Expr, fp *footprint, known, internal map[string]bool) {
	switch e := e.(type) {
	case *ta.Ident:
		if known[e.Name] && !internal[e.Name] {
			fp.reads[e.Name] = true
		}
	case *ta.Unary:
		walkExpr(e.X, fp, known, internal)
	case *ta.Binary:
		walkExpr(e.X, fp, known, internal)
		walkExpr(e.Y, fp, known, internal)
	case *ta.CondExpr:
		walkExpr(e.C, fp, known, internal)
		walkExpr(e.Then, fp, known, internal)
		walkExpr(e.Else, fp, known, internal)
	case *ta.ListIndex:
		for _, x := range e.Elems {
			walkExpr(x, fp, known, internal)
		}
		walkExpr(e.Index, fp, known, internal)
	case *ta.TimeIn:
		fp.reads[ta.WallClockName] = true
	}
}
