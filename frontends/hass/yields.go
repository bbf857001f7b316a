package hass

import (
	"fmt"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// Home Assistant runs each triggered automation as a task of its own:
// core.py, HomeAssistant.async_run_hass_job starts the automation's
// action (AutomationEntity._async_trigger_if_enabled, a coroutine) with
// create_eager_task, so a run goes on synchronously, inside the dispatch
// of the state change, until its first real suspension, and only then is
// the next listener's run started; what resumes after that is up to the
// event loop. The script engine (helpers/script.py, _ScriptRun) suspends
//
//   - in a service call, _async_call_service_step: the call is a task
//     started eagerly and awaited (_async_run_long_action, `await
//     long_task`), which suspends when the integration awaits its device
//     (a light, a switch, a notification); the state the device reports
//     comes after that, and the run goes on when the call returns. A
//     helper's service (input_boolean, counter, timer, ...) writes its
//     state without awaiting anything: the task is done at once and the
//     run does not suspend;
//   - in a repeat's while loop before each pass after the first, and in an
//     until loop after each pass that does not end it (`await
//     asyncio.sleep(0)`, _async_repeat_step);
//   - in a parallel step, whose branches are tasks that asyncio.gather
//     starts on a later pass of the loop (_async_parallel_step);
//   - in delays and waits, which the lowering already has as stages and
//     timers.
//
// So runs started in one instant interleave at those points, and what
// they leave can depend on the order: one automation turning light.hall
// on and another turning it off on the same motion leave it on or off.
//
// The lowering explores every order within the instant. At a yield point
// a run sets its stage to the point ("light.turn_on (line 12)"), which
// wakes its group's scheduler; the scheduler, once no run of the group is
// between two yield points, picks any run of the group that waits at a
// yield point (an environment choice) and runs its resume rule, which
// makes the suspended call's effect, goes on to the next yield point,
// wait or end, and releases the turn, which wakes the scheduler again. Everything happens in the
// stimulus's one cascade: the stages of yield points and the scheduler's
// turn are back at rest when the instant ends, so a state is stored only
// for each different outcome, and the environment's events come between
// instants as before.
//
// Which automations yield: with Options.Plain, every one (the
// reference); otherwise only those whose rules may not commute with the
// rules of another automation that one stimulus can run in the same
// cascade (yieldConflicts: a variable, clock, timer or rule one writes
// and the other reads or writes; coRun), found on a first lowering in
// which every automation yields. A run that commutes with every other
// run ends the same in every order, so it runs through its yield points
// as before; the automations that yield are grouped by the same relation,
// each group with a scheduler of its own.

// helperDomains are the domains whose services complete without
// suspending the run: their entities' state is written in the handler
// (input_boolean.InputBoolean.async_turn_on, counter.Counter.
// async_increment, ...), and script.turn_on and the automation services
// start or stop runs without waiting for a device.
var helperDomains = map[string]bool{
	"input_boolean": true, "input_number": true, "input_select": true, "input_text": true,
	"input_datetime": true, "input_button": true, "counter": true, "timer": true,
	"automation": true, "script": true,
}

// serviceYields reports whether a service call suspends the run.
func serviceYields(a *config.Action) bool {
	dom, _, _ := strings.Cut(a.Service, ".")
	return !helperDomains[dom]
}

// yieldState is the lowering's record of yield points.
type yieldState struct {
	// all: every automation yields (Options.Plain, and the first pass of
	// the reduced lowering); on: otherwise, the automations that do, and
	// group their group's index.
	all bool
	// discovery: the first pass of the reduced lowering, whose program
	// only yieldConflicts reads, and not its schedulers (internal): their
	// choice between runs is left out, as it grows with the square of a
	// group's size (thousands of automations that call services).
	discovery bool
	on        map[*config.Automation]bool
	group     map[*config.Automation]int
	// groups are the schedulers declared, by index; runs the runs (and
	// parallel branches) with yield points.
	groups map[int]*yieldGroup
	runs   map[*autoCtx]*yieldRun
	// internal are the scheduler's rules and variables, which footprints
	// leave out.
	internal map[string]bool
	// busy are, for each run, its stages between two of its steps (a
	// continuation's, a repeat's head): the run is on its way to its
	// next yield point, wait or end, through a rule it runs.
	busy map[*autoCtx][]string
	// names are the aliases of each group's automations, in the file's
	// order (groupOf names a group after them).
	names map[int][]string
}

type yieldGroup struct {
	rule    *ta.Rule
	turn    string
	members []*autoCtx
	// last is the variable in which the scheduler notes which waiting run
	// comes last in members ("" in the discovery pass and with
	// Options.SchedulerByLater, which have none).
	last string
}

type yieldRun struct {
	rule   *ta.Rule
	stages []string
	bodies [][]ta.Stmt
}

// yields reports whether run c suspends at Home Assistant's yield points.
func (l *lowerer) yields(c *autoCtx) bool {
	y := l.ys
	return y != nil && (y.all || y.on[c.a])
}

// flow is hasFlow for run c: with yields, a step that suspends also
// needs the steps after it to run from a rule of their own.
func (l *lowerer) flow(c *autoCtx, acts []*config.Action) bool {
	return hasFlow(acts) || (l.yields(c) && hasYield(acts)) || l.hasSplitCall(c.a, acts)
}

// hasYield reports whether a step list has a yield point.
func hasYield(acts []*config.Action) bool {
	for _, a := range acts {
		switch {
		case a.Kind == config.AService && serviceYields(a):
			return true
		case a.Kind == config.AParallel && len(a.Branches) > 1:
			return true
		case a.Kind == config.ARepeat && a.Count < 0 && a.Count != config.Templated:
			return true
		}
		for _, b := range a.Branches {
			if hasYield(b) {
				return true
			}
		}
		if hasYield(a.Else) || hasYield(a.Body) {
			return true
		}
	}
	return false
}

// between records that stage st of run c is a stage on the way between
// two steps (not one where the run waits).
func (l *lowerer) between(c *autoCtx, st string) {
	if l.jobs != nil {
		l.jobs.onWay[c] = append(l.jobs.onWay[c], st)
	}
	if l.ys != nil {
		l.ys.busy[c] = append(l.ys.busy[c], st)
	}
}

// groupOf is the scheduler of c's automation, declared on first use, with
// c among its runs.
func (l *lowerer) groupOf(c *autoCtx) *yieldGroup {
	y := l.ys
	k := -1
	if !y.all {
		k = y.group[c.a]
	}
	g := y.groups[k]
	if g == nil {
		// Named after the automations whose runs it orders.
		name := "runs in one instant"
		if !y.all {
			if y.names == nil {
				y.names = map[int][]string{}
				for _, a := range l.f.Automations {
					if y.on[a] {
						y.names[y.group[a]] = append(y.names[y.group[a]], a.Alias)
					}
				}
			}
			names := slices.Clone(y.names[k])
			if len(names) > 3 {
				names = append(names[:3], "...")
			}
			name = strings.Join(names, ", ")
		}
		g = &yieldGroup{turn: l.unique(name + ": resuming")}
		g.rule = &ta.Rule{Name: l.unique(name + ": next to resume"), Trigger: ta.Trigger{Kind: ta.OnCall}, Internal: true}
		l.prog.Rules = append(l.prog.Rules, g.rule)
		y.groups[k] = g
		y.internal[g.turn], y.internal[g.rule.Name] = true, true
	}
	for _, m := range g.members {
		if m == c {
			return g
		}
	}
	g.members = append(g.members, c)
	return g
}

// yieldAt suspends run c at a yield point: the run waits at a stage of its
// own, and rest is what its resumption does (the call's effect, the steps
// after it).
func (l *lowerer) yieldAt(c *autoCtx, what string, pos ta.Pos, rest func() []ta.Stmt) []ta.Stmt {
	l.groupOf(c)
	r := l.ys.runs[c]
	if r == nil {
		r = &yieldRun{rule: &ta.Rule{Name: l.unique(runName(c.stage) + ": resumes"), Trigger: ta.Trigger{Kind: ta.OnCall, Pos: pos}, Pos: pos, Internal: true}}
		l.prog.Rules = append(l.prog.Rules, r.rule)
		l.ys.runs[c] = r
	}
	st := c.addStage(what, pos)
	k := len(r.stages)
	r.stages = append(r.stages, st)
	r.bodies = append(r.bodies, nil)
	body := rest()
	r.bodies[k] = body
	// The change of the stage wakes the scheduler (finishResumes).
	return []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}}
}

// sortedGroups are the schedulers in the order of their indices (the
// order of the automations whose groups they are): the program's
// variables and rules come out in the same order on every load.
func (y *yieldState) sortedGroups() []*yieldGroup {
	keys := make([]int, 0, len(y.groups))
	for k := range y.groups {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]*yieldGroup, len(keys))
	for i, k := range keys {
		out[i] = y.groups[k]
	}
	return out
}

// resumeName is the value of a group's turn that names run c.
func resumeName(c *autoCtx) string { return runName(c.stage) + " resumes" }

// finishYields writes the resume rules and the schedulers once every
// yield point is known.
func (l *lowerer) finishYields() {
	y := l.ys
	if y == nil {
		return
	}
	for _, g := range y.sortedGroups() {
		none := "no run resuming"
		vals, shown := []string{none}, []string{"none"}
		for _, m := range g.members {
			vals = append(vals, resumeName(m))
			shown = append(shown, runName(m.stage))
		}
		// Reports (order conflicts) name the run a turn value lets go on
		// by its display value: the automation's alias.
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: g.turn, Type: ta.Type{Kind: ta.Enum, Values: vals}, Pos: g.rule.Pos,
			Display: &ta.Display{Name: g.turn, Values: shown}, Internal: true})
		if y.discovery || l.opt.SchedulerByLater {
			continue
		}
		// At rest (its first value) in every state the search stores:
		// the scheduler sets it and resets it before it resumes a run.
		g.last = l.unique(strings.TrimSuffix(g.turn, ": resuming") + ": last waiting")
		y.internal[g.last] = true
		lasts := []string{lastNone}
		for _, m := range g.members {
			lasts = append(lasts, lastName(m))
		}
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: g.last, Type: ta.Type{Kind: ta.Enum, Values: lasts}, Pos: g.rule.Pos, Internal: true})
	}
}

// lastNone is the value of a group's last-waiting variable at rest.
const lastNone = "no run waiting"

// lastName is the value of a group's last-waiting variable that names
// run c.
func lastName(c *autoCtx) string { return runName(c.stage) + " waits last" }

// schedulers writes each group's scheduler once every yield point is
// known.
func (l *lowerer) schedulers() {
	y := l.ys
	if y == nil {
		return
	}
	for _, g := range y.sortedGroups() {
		none := "no run resuming"
		ready := func(m *autoCtx) ta.Expr {
			var x ta.Expr
			if r := y.runs[m]; r != nil {
				for _, st := range r.stages {
					x = or(x, eq(m.stage, st))
				}
			}
			if x == nil {
				return boolLit(false)
			}
			return x
		}
		// The first run that waits and, unless it is the last that
		// does, that the choice takes: every run waiting may go first.
		// Whether a run is the last that waits is noted first, in one
		// pass over the group (g.last), so that the scheduler grows with
		// the group's size; SchedulerByLater, the encoding it replaced
		// and is tested against, asks it of each run by naming every run
		// after it, which grows with its square.
		var pre, chain []ta.Stmt
		for i := len(g.members) - 1; i >= 0; i-- {
			m := g.members[i]
			r := y.runs[m]
			if r == nil {
				continue
			}
			cond := ready(m)
			pick := []ta.Stmt{&ta.Assign{Var: g.turn, Value: ident(resumeName(m))}, &ta.Run{Rule: r.rule.Name}}
			switch {
			case y.discovery:
			case g.last != "":
				cond = and(cond, or(eq(g.last, lastName(m)), orderChoice()))
				pick = append([]ta.Stmt{&ta.Assign{Var: g.last, Value: ident(lastNone)}}, pick...)
				pre = append([]ta.Stmt{&ta.If{Cond: ready(m), Then: []ta.Stmt{&ta.Assign{Var: g.last, Value: ident(lastName(m))}}}}, pre...)
			default:
				var later ta.Expr
				for _, o := range g.members[i+1:] {
					if y.runs[o] != nil {
						later = or(later, ready(o))
					}
				}
				if later != nil {
					cond = and(cond, or(not(later), orderChoice()))
				}
			}
			chain = []ta.Stmt{&ta.If{Cond: cond, Then: pick, Else: chain}}
		}
		// Only once no run of the group is on its way between two steps
		// (started and not yet at a yield point, or going on through a
		// rule of its own): Home Assistant runs a task until it
		// suspends, and starts each triggered run at once.
		idle := eq(g.turn, none)
		for _, m := range g.members {
			for _, st := range append([]string{stStart, "running"}, y.busy[m]...) {
				if contains(m.stages, st) {
					idle = and(idle, not(eq(m.stage, st)))
				}
			}
		}
		// Nor while a trigger's job runs or waits its turn: Home
		// Assistant calls every listener of a change before the event
		// loop resumes a suspended run (jobs.go).
		var autos []*config.Automation
		for _, m := range g.members {
			if !slices.Contains(autos, m.a) {
				autos = append(autos, m.a)
			}
		}
		ahead, watch := l.jobsAhead(autos)
		if ahead != nil {
			idle = and(idle, not(ahead))
			pos := g.rule.Pos
			if pos.Line == 0 && len(g.members) > 0 {
				pos = g.members[0].a.Pos
			}
			known := map[string]bool{g.turn: true}
			for _, v := range stagesOf(g) {
				known[v] = true
			}
			for _, v := range watch {
				if !known[v] {
					known[v] = true
					l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(g.rule.Name + " <- " + v), Trigger: ta.Trigger{Kind: ta.OnChange, Name: v, Pos: pos},
						Body: []ta.Stmt{&ta.Run{Rule: g.rule.Name}}, Pos: pos, Internal: true})
				}
			}
		}
		g.rule.Body = []ta.Stmt{&ta.If{Cond: idle, Then: append(pre, chain...)}}
		if g.rule.Pos.Line == 0 && len(g.members) > 0 {
			g.rule.Pos = g.members[0].a.Pos
		}
		placeStmts(g.rule.Body, g.rule.Pos)
	}
}

// finishResumes ends the resume rules: each releases the turn. The
// scheduler runs whenever the turn or a stage of its runs changes (a run
// released it, a run reached a yield point): rules on those changes run
// it, rather than `run` statements at the yield points and the resume
// rules' ends, which would make the scheduler and the runs it resumes a
// cycle of runs (which `delorean check` warns of, and which the
// analyses go round).
func (l *lowerer) finishResumes() {
	y := l.ys
	for _, g := range y.sortedGroups() {
		for _, v := range append([]string{g.turn}, stagesOf(g)...) {
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(g.rule.Name + " <- " + v), Trigger: ta.Trigger{Kind: ta.OnChange, Name: v},
				Body: []ta.Stmt{&ta.Run{Rule: g.rule.Name}}, Internal: true})
		}
		none := "no run resuming"
		for _, m := range g.members {
			r := y.runs[m]
			if r == nil {
				continue
			}
			var body []ta.Stmt
			for i := len(r.stages) - 1; i >= 0; i-- {
				body = []ta.Stmt{&ta.If{Cond: eq(m.stage, r.stages[i]), Then: r.bodies[i], Else: body}}
			}
			r.rule.Body = append(body, &ta.Assign{Var: g.turn, Value: ident(none)})
		}
	}
}

// orderChoice is the scheduler's choice of which waiting run goes first.
func orderChoice() ta.Expr {
	return &ta.Binary{Op: ta.OpEq, X: &ta.Random{Lo: 0, Hi: 1, Order: true}, Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1}
}

// describeYield names a yield point's stage by its step.
func describeYield(a *config.Action) string {
	if a.Desc != "" {
		return a.Desc
	}
	return fmt.Sprintf("%s", a.Service)
}

// stagesOf are the stage variables of a group's runs that yield.
func stagesOf(g *yieldGroup) []string {
	var out []string
	for _, m := range g.members {
		out = append(out, m.stage)
	}
	return out
}
