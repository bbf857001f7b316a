package hass

import (
	"slices"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// The trigger jobs of a set of automations that all wait for each other
// (every two of them may not commute: a clique of jobOrder.rel, or
// every automation with Options.Plain) are written with three counters
// of the set instead of naming, in every job's gate, every run and job it
// waits for, and waking, on every change of a run's stage or a job's
// flag, every job that watches it: that grows with the square of the
// set's size (thousands of automations that turn on one light on one
// motion), this with its size.
//
//   - onWay counts the set's runs (and parallel branches) at a stage
//     between two of their steps: every assignment to their stages keeps
//     it (countStages), so a gate reads it, less the job's own runs when
//     the job does not wait for them;
//   - pending counts the trigger jobs that wait or whose turn has come;
//   - first is at most the place, among the set's trigger jobs in the
//     order declared, of the first that is pending (a job that starts to
//     wait lowers it at once; one that leaves leaves it as it is, too
//     low, until the set's waker looks again): a job waits for the jobs
//     before it while first is below it.
//
// The waker, a rule on each change of onWay and of pending, sets first
// to the first pending job and then lets each waiting job whose gate is
// open go, in the order declared, as the pairwise rules on each change did
// for the jobs watching the change. A gate that first shows closed too
// long reopens on that waker's run: first is too low only after a job
// left, which changed pending. All three are back at rest (0, 0, none)
// when the instant ends, as the flags are, so they add no state.
type jobSet struct {
	autos          []*config.Automation
	jobs           []*job // the set's jobs, trigger jobs and resumptions, in the order declared
	trig           []*job // its trigger jobs, in the order declared
	place          map[*job]int
	lo             map[*config.Automation]int // the place of an automation's first trigger job
	onWay, pending string
	first          string
	stages         map[string][]string // the stages on the way, by stage variable
	ownStages      map[*config.Automation][]string
}

// jobSets splits the jobs into the sets that wait for each other as
// cliques (written with counters) and the jobs of the other sets, written
// as before. Options.JobsPairwise writes every job as before.
func (l *lowerer) jobSets() (sets []*jobSet, rest []*job) {
	o := l.jobs
	if l.opt.JobsPairwise {
		return nil, o.jobs
	}
	// The sets are the connected parts of rel (every automation
	// with all): a job's runs and jobs waited for are in its own.
	parent := autoSets{}
	var root *config.Automation
	if o.all {
		for _, a := range l.f.Automations {
			if root == nil {
				root = a
			}
			parent[a] = root
		}
	} else {
		for a, bs := range o.blocks {
			for b := range bs {
				parent.union(a, b)
			}
		}
		for _, ms := range o.rel.members {
			for _, a := range ms {
				parent.union(a, ms[0])
			}
		}
	}
	byRoot := map[*config.Automation]*jobSet{}
	var order []*jobSet
	for _, a := range l.f.Automations {
		if parent[a] == nil {
			continue
		}
		r := parent.find(a)
		s := byRoot[r]
		if s == nil {
			s = &jobSet{place: map[*job]int{}, lo: map[*config.Automation]int{}, stages: map[string][]string{}, ownStages: map[*config.Automation][]string{}}
			byRoot[r] = s
			order = append(order, s)
		}
		s.autos = append(s.autos, a)
	}
	for _, j := range o.jobs {
		s := byRoot[parent.find(j.a)]
		s.jobs = append(s.jobs, j)
		if j.resume == nil {
			if _, ok := s.lo[j.a]; !ok {
				s.lo[j.a] = len(s.trig)
			}
			s.place[j] = len(s.trig)
			s.trig = append(s.trig, j)
		}
	}
	for _, s := range order {
		if len(s.jobs) == 0 {
			continue
		}
		if !l.clique(s) {
			rest = append(rest, s.jobs...)
			continue
		}
		sets = append(sets, s)
	}
	// The jobs written as before keep their order.
	slices.SortFunc(rest, func(x, y *job) int { return x.index - y.index })
	return sets, rest
}

// clique reports whether every two automations of set s wait for each
// other, each automation's trigger jobs come one after another, and its
// runs' stages are its own: then a job waits for every run of the set
// but perhaps its automation's, and for every trigger job before it but
// perhaps its automation's, which the counters say.
func (l *lowerer) clique(s *jobSet) bool {
	o := l.jobs
	if _, ok := o.rel.set[s.autos[0]]; !ok && !o.all {
		for _, a := range s.autos {
			n := len(o.blocks[a])
			if o.blocks[a][a] {
				n--
			}
			if n != len(s.autos)-1 {
				return false
			}
		}
	}
	last := map[*config.Automation]int{}
	for i, j := range s.trig {
		if k, ok := last[j.a]; ok && k != i-1 {
			return false
		}
		last[j.a] = i
	}
	for _, a := range s.autos {
		for _, c := range l.autoCtxs[a] {
			for _, r := range append([]*autoCtx{c}, c.children...) {
				if _, dup := s.stages[r.stage]; dup {
					return false
				}
				var on []string
				for _, st := range append([]string{stStart, "running"}, o.onWay[r]...) {
					if contains(r.stages, st) && !slices.Contains(on, st) {
						on = append(on, st)
					}
				}
				s.stages[r.stage] = on
				if len(on) > 0 {
					s.ownStages[a] = append(s.ownStages[a], r.stage)
				}
			}
		}
	}
	return true
}

// countJobs writes the gates and the waker of the sets of jobs.
func (l *lowerer) countJobs(sets []*jobSet) {
	o := l.jobs
	for _, s := range sets {
		name := s.autos[0].Alias
		if len(s.autos) > 1 {
			name += ", ..."
		}
		if o.all {
			name = "runs in one instant"
		}
		pos := s.jobs[0].pos
		runs := 0
		for _, on := range s.stages {
			if len(on) > 0 {
				runs++
			}
		}
		s.onWay = l.unique(name + ": runs on their way")
		s.pending = l.unique(name + ": jobs waiting their turn")
		s.first = l.unique(name + ": first job waiting")
		n := int64(len(s.trig))
		l.prog.Vars = append(l.prog.Vars,
			&ta.Var{Name: s.onWay, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: int64(runs)}, Pos: pos, Internal: true},
			&ta.Var{Name: s.pending, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: n}, Pos: pos, Internal: true},
			&ta.Var{Name: s.first, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: n}, Init: &ta.IntLit{Value: n}, Pos: pos, Internal: true})
		for _, j := range s.jobs {
			j.gate.Cond = l.countedGate(s, j)
			if j.resume != nil {
				continue
			}
			// Waiting: counted once, from none; leaving: counted down.
			j.gate.Then = []ta.Stmt{&ta.If{Cond: eq(j.pending, jobIdle), Then: []ta.Stmt{
				addTo(s.pending, 1),
				&ta.If{Cond: intCmp(s.first, ta.OpGt, int64(s.place[j])), Then: []ta.Stmt{&ta.Assign{Var: s.first, Value: &ta.IntLit{Value: int64(s.place[j])}}}},
			}}, j.gate.Then[0]}
			j.gate.Else = append([]ta.Stmt{&ta.If{Cond: not(eq(j.pending, jobIdle)), Then: []ta.Stmt{addTo(s.pending, -1)}}}, j.gate.Else...)
		}
		for _, v := range []string{s.onWay, s.pending} {
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(runName(v) + ": the waiting triggers' turn"),
				Trigger: ta.Trigger{Kind: ta.OnChange, Name: v, Pos: pos}, Body: l.waker(s), Pos: pos, Internal: true})
		}
	}
	l.countStages(sets)
}

// countedGate is the condition that job j of set s waits: a run of the
// set that it waits for is on its way, or a trigger job before it that
// it waits for is pending (jobWaits, which names them all).
func (l *lowerer) countedGate(s *jobSet, j *job) ta.Expr {
	o := l.jobs
	self := o.waitsFor(j.a, j.a)
	if j.resume != nil {
		self = o.conflict(j.a, j.a)
	}
	runs := l.beyond(s.onWay, s.ownStages[j.a], self, func(v string) ta.Expr { return l.onWayOf(s, v) })
	if j.resume != nil {
		// Every trigger job but j's automation's, unless it waits for
		// its own.
		var own []string
		for _, k := range s.trig {
			if k.a == j.a {
				own = append(own, k.pending)
			}
		}
		return or(runs, l.beyond(s.pending, own, self, func(v string) ta.Expr { return not(eq(v, jobIdle)) }))
	}
	before := s.place[j]
	if !self {
		before = s.lo[j.a]
	}
	return or(runs, intCmp(s.first, ta.OpLt, int64(before)))
}

// beyond is the condition that counter counts more than own's share of
// it (each of own counting 1 where holds says), or more than none with
// self.
func (l *lowerer) beyond(counter string, own []string, self bool, holds func(string) ta.Expr) ta.Expr {
	if self || len(own) == 0 {
		return intCmp(counter, ta.OpGt, 0)
	}
	var sum ta.Expr
	for _, v := range own {
		one := &ta.CondExpr{C: holds(v), Then: &ta.IntLit{Value: 1}, Else: &ta.IntLit{Value: 0}}
		if sum == nil {
			sum = one
		} else {
			sum = &ta.Binary{Op: ta.OpAdd, X: sum, Y: one, Atom: -1, Tod: -1}
		}
	}
	return &ta.Binary{Op: ta.OpGt, X: ident(counter), Y: sum, Atom: -1, Tod: -1}
}

// onWayOf is the condition that the run whose stage is v is on its way.
func (l *lowerer) onWayOf(s *jobSet, v string) ta.Expr {
	var x ta.Expr
	for _, st := range s.stages[v] {
		x = or(x, eq(v, st))
	}
	if x == nil {
		return boolLit(false)
	}
	return x
}

// waker is the body of set s's rules on the changes of its counters:
// first is set to the first pending trigger job, then each waiting job
// whose gate is open takes its turn, in the order declared.
func (l *lowerer) waker(s *jobSet) []ta.Stmt {
	n := int64(len(s.trig))
	body := []ta.Stmt{&ta.Assign{Var: s.first, Value: &ta.IntLit{Value: n}}}
	for i := len(s.trig) - 1; i >= 0; i-- {
		body = append(body, &ta.If{Cond: not(eq(s.trig[i].pending, jobIdle)), Then: []ta.Stmt{&ta.Assign{Var: s.first, Value: &ta.IntLit{Value: int64(i)}}}})
	}
	for _, j := range s.jobs {
		body = append(body, &ta.If{Cond: and(eq(j.pending, jobWaiting), not(l.countedGate(s, j))),
			Then: []ta.Stmt{&ta.Assign{Var: j.pending, Value: ident(jobTurn)}, &ta.Run{Rule: j.rule}}})
	}
	return body
}

// addTo is `counter = counter + d`.
func addTo(counter string, d int64) ta.Stmt {
	op := ta.OpAdd
	if d < 0 {
		op, d = ta.OpSub, -d
	}
	return &ta.Assign{Var: counter, Value: &ta.Binary{Op: op, X: ident(counter), Y: &ta.IntLit{Value: d}, Atom: -1, Tod: -1}}
}

// countStages keeps each set's count of runs on their way: every
// assignment to a stage of one of its runs, in every rule, counts the
// run out before it if it was on its way and in after it if it is.
func (l *lowerer) countStages(sets []*jobSet) {
	counter := map[string]*jobSet{}
	for _, s := range sets {
		for v, on := range s.stages {
			if len(on) > 0 {
				counter[v] = s
			}
		}
	}
	if len(counter) == 0 {
		return
	}
	var walk func(list []ta.Stmt) []ta.Stmt
	walk = func(list []ta.Stmt) []ta.Stmt {
		var out []ta.Stmt
		for _, st := range list {
			switch st := st.(type) {
			case *ta.If:
				st.Then, st.Else = walk(st.Then), walk(st.Else)
			case *ta.Assign:
				if s := counter[st.Var]; s != nil {
					out = append(out, l.countedAssign(s, st))
					continue
				}
			}
			out = append(out, st)
		}
		return out
	}
	for _, r := range l.prog.Rules {
		r.Body = walk(r.Body)
	}
}

// countedAssign is assignment st to a stage of a run of set s, counting
// the run out of onWay or into it after the assignment (where the pairwise
// rules on the stage's change woke the jobs) when it leaves or enters a
// stage on the way.
func (l *lowerer) countedAssign(s *jobSet, st *ta.Assign) ta.Stmt {
	was := l.onWayOf(s, st.Var)
	again := func() *ta.Assign { c := *st; return &c }
	if id, ok := st.Value.(*ta.Ident); ok {
		if slices.Contains(s.stages[st.Var], id.Name) {
			return &ta.If{Cond: was, Then: []ta.Stmt{st}, Else: []ta.Stmt{again(), addTo(s.onWay, 1)}}
		}
		return &ta.If{Cond: was, Then: []ta.Stmt{st, addTo(s.onWay, -1)}, Else: []ta.Stmt{again()}}
	}
	return &ta.If{Cond: was,
		Then: []ta.Stmt{st, &ta.If{Cond: not(l.onWayOf(s, st.Var)), Then: []ta.Stmt{addTo(s.onWay, -1)}}},
		Else: []ta.Stmt{again(), &ta.If{Cond: l.onWayOf(s, st.Var), Then: []ta.Stmt{addTo(s.onWay, 1)}}}}
}
