package hass

import (
	"slices"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// A trigger's job runs only once the runs before it have suspended. In
// Home Assistant a state change calls its listeners in turn
// (helpers/event.py, _async_state_change_dispatcher: `for job in
// callbacks_list.copy(): hass.async_run_hass_job(job, event)`); a
// trigger's listener runs the automation's action as an eager task
// (core.py, HomeAssistant.async_run_hass_job -> _async_add_hass_job
// with eager_start=True -> create_eager_task), so the automation's job
// (components/automation/__init__.py, AutomationEntity.async_trigger:
// the conditions, then `await self.action_script.async_run(...)`) runs
// its conditions and its steps up to the first real suspension before the
// dispatch calls the next listener. Its steps run straight on through a
// choose, an if, a sequence or a repeat (helpers/script.py,
// _async_run_script starts the nested Script eagerly, and Script.async_run
// returns `await asyncio.shield(create_eager_task(run.async_run()))`,
// which does not suspend once the run is done), a while loop suspending
// only before a pass after the first (_async_repeat_step, `await
// asyncio.sleep(0)`), and through a helper's service or an
// automation.trigger that Script.async_run drops ("Already running":
// `return None`).
//
// The lowering queues a trigger's rule when the change happens and runs
// the steps from rules of their own (the run's body, continuations, a
// repeat's head), each queued behind the rules already there: left
// alone, every automation one change fires would check its conditions
// before any of them runs, and the steps after a repeat or a dropped
// automation.trigger would come after the next automation's run. So a
// trigger's rule (a job) first looks whether a run it may not commute
// with is on its way (triggered, or at a stage between two of its
// steps) or whether such a job before it waits: then it waits its turn
// (its "waits its turn" flag), and a rule on each change of those runs'
// stages and flags lets the jobs look again, in the order of
// the file. The flags are back at rest when the instant ends, so they
// add no state; only automations that may not commute (found as for the
// yields, yieldConflicts) wait for each other, every one with
// Options.Plain.

// jobOrder says whose runs a trigger's job waits for.
type jobOrder struct {
	// all: every job waits for every run (Options.Plain); otherwise
	// a's jobs wait for b's runs and jobs where rel.has(a, b), and
	// blocks[a] are the b of rel's pairs listed one by one.
	all    bool
	rel    *conflictRel
	blocks map[*config.Automation]map[*config.Automation]bool
	// jobs are the trigger rules that wait their turn, in the order
	// declared (the file's).
	jobs []*job
	// onWay are, for each run, its stages between two of its steps.
	onWay map[*autoCtx][]string
	// resumes are, for each run, its resumptions that wait their turn.
	resumes map[*autoCtx][]*job
	// index is each automation's place in the file (blockedBy); byAuto
	// the jobs by automation, in the order declared.
	index  map[*config.Automation]int
	byAuto map[*config.Automation][]*job
}

// The values of a job's flag: no job waits; the job waits its turn; its
// turn has come and its rule is queued (the flag is down only once the
// rule runs, so that nothing that waits for the job goes first).
const (
	jobIdle    = "none"
	jobWaiting = "waiting"
	jobTurn    = "its turn"
)

// pendingJob is the condition that job k waits or is queued.
func pendingJob(k *job) ta.Expr { return not(eq(k.pending, jobIdle)) }

// job is one trigger rule that waits its turn.
type job struct {
	a       *config.Automation
	rule    string
	pending string // the flag: the job waits its turn
	gate    *ta.If // its body: if it must wait, the flag; else the job
	index   int
	pos     ta.Pos // the trigger's
	// resume: the job resumes a run whose wait a trigger ended (rule
	// resumes it); it comes after every job of the instant.
	resume *ta.Rule
}

// newJobOrder is the order of a lowering whose jobs wait as rel says
// (the automations that may not commute), every job for every run with
// all.
func newJobOrder(all bool, rel *conflictRel) *jobOrder {
	if rel == nil {
		rel = &conflictRel{}
	}
	o := &jobOrder{all: all, rel: rel, blocks: map[*config.Automation]map[*config.Automation]bool{}, onWay: map[*autoCtx][]string{}, resumes: map[*autoCtx][]*job{}}
	for p := range rel.pairs {
		if o.blocks[p[0]] == nil {
			o.blocks[p[0]] = map[*config.Automation]bool{}
		}
		o.blocks[p[0]][p[1]] = true
	}
	return o
}

// conflict reports whether a's jobs wait for b's runs and jobs (with all,
// whether they may wait: every job waits for every run).
func (o *jobOrder) conflict(a, b *config.Automation) bool {
	return o.all || o.rel.has(a, b)
}

// blocksAny reports whether a's jobs may wait for some automation's
// runs.
func (o *jobOrder) blocksAny(a *config.Automation) bool {
	if o.all {
		return true
	}
	if i, ok := o.rel.set[a]; ok {
		return len(o.rel.members[i]) > 1 || o.rel.self[a]
	}
	return len(o.blocks[a]) > 0
}

// waitsFor reports whether a's jobs wait for b's runs: automations that
// may not commute. An automation waits for its own runs only when two of
// its triggers can fire at once (its second job then starts after the
// first run's steps, as Home Assistant's second listener does); a job
// that its own run's steps fire comes after those steps anyway.
// blockedBy returns the automations that some of the automations of
// group block (blocks), in the file's order (l.f.Automations), or every
// automation if every job waits for every run. Walking these, not every
// automation for each job or group, keeps the lowering linear in the
// number of automations.
func (l *lowerer) blockedBy(group ...*config.Automation) []*config.Automation {
	o := l.jobs
	if o.all {
		return l.f.Automations
	}
	if o.index == nil {
		o.index = map[*config.Automation]int{}
		for i, a := range l.f.Automations {
			o.index[a] = i
		}
	}
	var out []*config.Automation
	seen := map[*config.Automation]bool{}
	add := func(b *config.Automation) {
		if !seen[b] {
			seen[b] = true
			out = append(out, b)
		}
	}
	// A clique's members block each other: all of them when two of
	// group are members, else all but the one, unless it conflicts
	// with itself.
	inSet := map[int][]*config.Automation{}
	for _, m := range group {
		if i, ok := o.rel.set[m]; ok {
			if !slices.Contains(inSet[i], m) {
				inSet[i] = append(inSet[i], m)
			}
			continue
		}
		for b := range o.blocks[m] {
			add(b)
		}
	}
	for i, ms := range inSet {
		for _, b := range o.rel.members[i] {
			if len(ms) > 1 || b != ms[0] || o.rel.self[b] {
				add(b)
			}
		}
	}
	slices.SortFunc(out, func(x, y *config.Automation) int { return o.index[x] - o.index[y] })
	return out
}

// add declares job j.
func (o *jobOrder) add(j *job) {
	o.jobs = append(o.jobs, j)
	if o.byAuto == nil {
		o.byAuto = map[*config.Automation][]*job{}
	}
	o.byAuto[j.a] = append(o.byAuto[j.a], j)
}

func (o *jobOrder) waitsFor(a, b *config.Automation) bool {
	if a == b && len(a.Triggers) < 2 {
		return false
	}
	return o.conflict(a, b)
}

// waitsForAny reports whether a's trigger jobs wait for some
// automation's runs (without listing them: thousands of automations may
// wait for each other).
func (l *lowerer) waitsForAny(a *config.Automation) bool {
	o := l.jobs
	switch {
	case o.waitsFor(a, a):
		return true
	case o.all:
		return len(l.f.Automations) > 1
	}
	if i, ok := o.rel.set[a]; ok {
		return len(o.rel.members[i]) > 1
	}
	for b := range o.blocks[a] {
		if b != a {
			return true
		}
	}
	return false
}

// jobRule makes body the job of trigger rule name of automation a: run at
// once when no run a waits for is on its way and no job before it waits,
// else waiting its turn.
func (l *lowerer) jobRule(a *config.Automation, name string, pos ta.Pos, body []ta.Stmt) []ta.Stmt {
	if l.trigRules == nil {
		l.trigRules = map[string]bool{}
	}
	l.trigRules[name] = true
	o := l.jobs
	if o == nil {
		return body
	}
	if !l.waitsForAny(a) {
		return body
	}
	j := &job{a: a, rule: name, pending: l.unique(name + ": waits its turn"), index: len(o.jobs), pos: pos}
	l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: j.pending, Type: ta.Type{Kind: ta.Enum, Values: []string{jobIdle, jobWaiting, jobTurn}}, Pos: pos, Internal: true})
	j.gate = &ta.If{Then: []ta.Stmt{&ta.Assign{Var: j.pending, Value: ident(jobWaiting)}},
		Else: append([]ta.Stmt{&ta.Assign{Var: j.pending, Value: ident(jobIdle)}}, body...)}
	o.add(j)
	return []ta.Stmt{j.gate}
}

// resumeJob makes rule r, which resumes a run of automation a whose wait
// for a trigger ended, wait for the jobs of the instant: the wait's
// trigger only sets a future (helpers/script.py,
// _async_wait_for_trigger_step, async_done: `_set_result_unless_done(done)`),
// and the run goes on when the event loop next runs its task, after
// the state change's dispatch has called every listener (and a restart
// among them has stopped the run: Script.async_run -> async_stop).
// The rule's body is `if stage == the wait's { ... }`: the test comes
// first (a run that a restart stopped is not resumed), the turn inside.
func (l *lowerer) resumeJob(c *autoCtx, r *ta.Rule) {
	o := l.jobs
	a := c.a
	if o == nil || !o.blocksAny(a) {
		return
	}
	j := &job{a: a, rule: r.Name, pending: l.unique(r.Name + ": waits its turn"), index: len(o.jobs), pos: r.Pos, resume: r}
	l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: j.pending, Type: ta.Type{Kind: ta.Enum, Values: []string{jobIdle, jobWaiting, jobTurn}}, Pos: r.Pos, Internal: true})
	o.add(j)
	o.resumes[c] = append(o.resumes[c], j)
}

// dropResumes is what stopping run c does to its resumptions that wait
// their turn (and its branches'): they are dropped. A run stops (a
// restart, automation.turn_off) only once its steps are lowered, so its
// waits are known.
func (l *lowerer) dropResumes(c *autoCtx) []ta.Stmt {
	if l.jobs == nil {
		return nil
	}
	var out []ta.Stmt
	for _, r := range append([]*autoCtx{c}, c.children...) {
		for _, j := range l.jobs.resumes[r] {
			out = append(out, &ta.Assign{Var: j.pending, Value: ident(jobIdle)})
		}
	}
	return out
}

// runsOnWay is the condition that a run of automation b is on its way
// between two of its steps: triggered and not yet at its first step, or
// at a stage a rule of its own goes on from.
func (l *lowerer) runsOnWay(b *config.Automation) ta.Expr {
	var x ta.Expr
	for _, c := range l.autoCtxs[b] {
		for _, r := range append([]*autoCtx{c}, c.children...) {
			for _, st := range append([]string{stStart, "running"}, l.jobs.onWay[r]...) {
				if contains(r.stages, st) {
					x = or(x, eq(r.stage, st))
				}
			}
		}
	}
	return x
}

// stageVars are the stage variables of b's runs and branches.
func (l *lowerer) stageVars(b *config.Automation) []string {
	var out []string
	for _, c := range l.autoCtxs[b] {
		out = append(out, c.stage)
		for _, r := range c.children {
			out = append(out, r.stage)
		}
	}
	return out
}

// jobWaits is the condition that job j must wait: a run it waits for is
// on its way, or a job before it that waits for the same runs waits.
func (l *lowerer) jobWaits(j *job, byAuto map[*config.Automation][]*job) (ta.Expr, []string) {
	o := l.jobs
	var x ta.Expr
	var watch []string
	for _, b := range l.blockedBy(j.a) {
		if !o.waitsFor(j.a, b) && !(j.resume != nil && o.conflict(j.a, b)) {
			continue
		}
		x = or(x, l.runsOnWay(b))
		watch = append(watch, l.stageVars(b)...)
		// A trigger's job waits for the jobs before it; a resumption for
		// every trigger's job. No job waits for a resumption.
		for _, k := range byAuto[b] {
			if k.resume == nil && k != j && (j.resume != nil || k.index < j.index) {
				x = or(x, pendingJob(k))
				watch = append(watch, k.pending)
			}
		}
	}
	if x == nil {
		x = boolLit(false)
	}
	return x, watch
}

// finishJobs fills in the jobs' gates and declares the rules that let the
// waiting jobs go on, once every run's stages are known: on each change
// of a stage or flag some job's turn depends on, the jobs that wait are
// queued again, in order, and each looks again whether it must wait (a
// job that goes back to waiting changes its flag, which lets the jobs
// after it look in turn).
func (l *lowerer) finishJobs() {
	o := l.jobs
	if o == nil || len(o.jobs) == 0 {
		return
	}
	l.ungateFirstJobs()
	byVar := map[string][]ta.Stmt{}
	at := map[string]ta.Pos{}
	var vars []string
	byAuto := map[*config.Automation][]*job{}
	for _, j := range o.jobs {
		byAuto[j.a] = append(byAuto[j.a], j)
	}
	for _, j := range o.jobs {
		if j.resume != nil {
			at := j.resume.Body[0].(*ta.If)
			j.gate = &ta.If{Then: []ta.Stmt{&ta.Assign{Var: j.pending, Value: ident(jobWaiting)}},
				Else: append([]ta.Stmt{&ta.Assign{Var: j.pending, Value: ident(jobIdle)}}, at.Then...)}
			at.Then = []ta.Stmt{j.gate}
		}
	}
	sets, rest := l.jobSets()
	for _, j := range rest {
		cond, watch := l.jobWaits(j, byAuto)
		j.gate.Cond = cond
		seen := map[string]bool{}
		for _, v := range watch {
			if seen[v] {
				continue
			}
			seen[v] = true
			if _, ok := byVar[v]; !ok {
				vars = append(vars, v)
				at[v] = j.pos
			}
			// The job looks again (its gate) whether it must wait.
			byVar[v] = append(byVar[v], &ta.If{Cond: eq(j.pending, jobWaiting),
				Then: []ta.Stmt{&ta.Assign{Var: j.pending, Value: ident(jobTurn)}, &ta.Run{Rule: j.rule}}})
		}
	}
	for _, v := range vars {
		// Named and placed after the first trigger that waits on v.
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(runName(v) + ": the waiting triggers' turn"),
			Trigger: ta.Trigger{Kind: ta.OnChange, Name: v, Pos: at[v]}, Body: byVar[v], Pos: at[v], Internal: true})
	}
	l.countJobs(sets)
}

// jobsAhead is the condition that a job runs or waits before the runs of
// the automations in group may be resumed: a run of an automation that
// one of them may not commute with is on its way, or a job of one waits
// (Home Assistant calls every listener of a change, each job running to
// its first suspension, before the event loop resumes a suspended run).
// watch are the variables it reads.
func (l *lowerer) jobsAhead(group []*config.Automation) (ta.Expr, []string) {
	o := l.jobs
	if o == nil {
		return nil, nil
	}
	var x ta.Expr
	var watch []string
	for _, b := range l.blockedBy(group...) {
		x = or(x, l.runsOnWay(b))
		watch = append(watch, l.stageVars(b)...)
		for _, k := range o.byAuto[b] {
			if k.resume == nil {
				x = or(x, pendingJob(k))
				watch = append(watch, k.pending)
			}
		}
	}
	return x, watch
}

// ungateFirstJobs drops the gate of every job that runs first in its
// stimulus's cascade. Between cascades no run is on its way (the stages
// between two steps are left within the cascade that entered them) and
// no job waits (the flags are back at rest), so a job that the stimulus
// starts before anything else can happen finds its gate closed: it never
// waits, and its flag never leaves "none". Dropping the gate and the flag
// is then exact, and it is what lets independent `for:` triggers of one
// automation (a timer each, each timer a stimulus of its own) be
// explored as separate loops: the gates, and the rules that reopen
// them on each change of the run's stage, would join them.
//
// A job runs first when it is itself the only rule of an event or a
// timer and no rule runs it, or when every rule that runs it is the only
// rule of an event or a timer that runs, on any way through its body, at
// most this one rule and changes nothing another rule watches, no run's
// stage and no job's flag: Runner.Fire queues the stimulus's rules, and
// a run statement queues its rule behind what is queued, so the job comes
// next. Every job with Options.Plain or Options.AllGates keeps its gate.
func (l *lowerer) ungateFirstJobs() {
	o := l.jobs
	if o.all || l.opt.AllGates {
		return
	}
	byName := map[string]*ta.Rule{}
	onName := map[string]int{}
	watched := map[string]bool{}
	runners := map[string][]*ta.Rule{}
	for _, r := range l.prog.Rules {
		byName[r.Name] = r
		switch r.Trigger.Kind {
		case ta.OnName:
			onName[r.Trigger.Name]++
		case ta.OnChange:
			watched[r.Trigger.Name] = true
		}
		walkRuns(r.Body, func(target string) { runners[target] = append(runners[target], r) })
	}
	for _, v := range l.prog.Vars {
		if v.Internal {
			watched[v.Name] = true
		}
	}
	for _, j := range o.jobs {
		watched[j.pending] = true
	}
	for _, cs := range l.autoCtxs {
		for _, c := range cs {
			watched[c.stage] = true
			for _, b := range c.children {
				watched[b.stage] = true
			}
		}
	}
	for _, c := range l.scriptCtx {
		watched[c.stage] = true
	}
	alone := func(r *ta.Rule) bool {
		return r.Trigger.Kind == ta.OnName && onName[r.Trigger.Name] == 1 && len(runners[r.Name]) == 0
	}
	first := func(j *job) bool {
		r := byName[j.rule]
		if r == nil || j.resume != nil || len(r.Body) != 1 || r.Body[0] != ta.Stmt(j.gate) {
			return false
		}
		if r.Trigger.Kind != ta.OnCall {
			return alone(r)
		}
		for _, s := range runners[r.Name] {
			if n, ok := quietRuns(s.Body, watched); !alone(s) || !ok || n > 1 {
				return false
			}
		}
		return true
	}
	dead := map[string]bool{}
	var kept []*job
	for _, j := range o.jobs {
		if !first(j) {
			kept = append(kept, j)
			continue
		}
		dead[j.pending] = true
		byName[j.rule].Body = j.gate.Else[1:]
	}
	if len(dead) == 0 {
		return
	}
	o.jobs = kept
	o.byAuto = map[*config.Automation][]*job{}
	for _, j := range kept {
		o.byAuto[j.a] = append(o.byAuto[j.a], j)
	}
	l.prog.Vars = slices.DeleteFunc(l.prog.Vars, func(v *ta.Var) bool { return dead[v.Name] })
}

// walkRuns calls f with the rule of each run statement of body.
func walkRuns(body []ta.Stmt, f func(string)) {
	for _, s := range body {
		switch s := s.(type) {
		case *ta.Run:
			f(s.Rule)
		case *ta.If:
			walkRuns(s.Then, f)
			walkRuns(s.Else, f)
		}
	}
}

// quietRuns returns the most rules body runs on one way through it; ok
// is false when it does anything but test, run, emit and set timers,
// clocks and variables outside watched.
func quietRuns(body []ta.Stmt, watched map[string]bool) (n int, ok bool) {
	for _, s := range body {
		switch s := s.(type) {
		case *ta.Run:
			n++
		case *ta.If:
			a, okA := quietRuns(s.Then, watched)
			b, okB := quietRuns(s.Else, watched)
			if !okA || !okB {
				return 0, false
			}
			n += max(a, b)
		case *ta.Assign:
			if watched[s.Var] {
				return 0, false
			}
		case *ta.Emit, *ta.Start, *ta.Cancel, *ta.Reset:
		default:
			return 0, false
		}
	}
	return n, true
}
