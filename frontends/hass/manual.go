package hass

import (
	"fmt"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"

	"github.com/delorean-mc/delorean/ta"
)

// manualRuns are the runs automation.trigger starts in one automation:
// the rule of each kind (skipping the conditions, Home Assistant's
// default, and checking them, skip_condition: false), "" when no call
// asks for it.
type manualRuns struct {
	skip, keep string
}

// collectManual finds the automation.trigger calls and names the rules
// that start the automations they target, before any automation is
// lowered (a call may come before its target in the file).
func (l *lowerer) collectManual() {
	l.manual = map[*config.Automation]*manualRuns{}
	var walk func(acts []*config.Action)
	walk = func(acts []*config.Action) {
		for _, a := range acts {
			if a.Kind == config.AService && a.Service == "automation.trigger" {
				for _, id := range a.Entities {
					t := l.automationByID(id)
					if t == nil {
						continue
					}
					m := l.manual[t]
					if m == nil {
						m = &manualRuns{}
						l.manual[t] = m
					}
					if a.KeepConds && m.keep == "" {
						m.keep = l.unique(t.Alias + " <- automation.trigger (conditions checked)")
					} else if !a.KeepConds && m.skip == "" {
						m.skip = l.unique(t.Alias + " <- automation.trigger")
					}
				}
			}
			for _, b := range a.Branches {
				walk(b)
			}
			walk(a.Else)
			walk(a.Body)
		}
	}
	for _, a := range l.f.Automations {
		if a.Skipped == "" {
			walk(a.Actions)
		}
	}
}

// automationByID is the automation whose entity id is id: Home Assistant
// names an automation's entity after its alias (or its id without one).
func (l *lowerer) automationByID(id string) *config.Automation {
	if !strings.HasPrefix(id, "automation.") {
		return nil
	}
	for _, a := range l.f.Automations {
		if a.Script || a.Skipped != "" || len(a.Triggers) == 0 {
			continue
		}
		for _, name := range []string{a.Alias, a.ID} {
			if name != "" && "automation."+config.Slug(name) == id {
				return a
			}
		}
	}
	return nil
}

// manualTriggers adds the trigger values of the manual runs of a (before
// its trigger variable is declared).
func (l *lowerer) manualTriggers(a *config.Automation, c *autoCtx) {
	if m := l.manual[a]; m != nil && c.trig != "" {
		c.trigs = append(c.trigs, "automation.trigger", "automation.trigger (conditions checked)")
	}
}

// manualRules declares the rules that automation.trigger runs: the
// automation's mode applies, its triggers' conditions (trigger: ids) are
// false as no trigger fired, and the on/off state is not looked at.
func (l *lowerer) manualRules(ctxs []*autoCtx) {
	a := ctxs[0].a
	m := l.manual[a]
	if m == nil {
		return
	}
	n := len(a.Triggers)
	if m.skip != "" {
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: m.skip, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos,
			Body: l.handleWith(ctxs, n, true, false)})
	}
	if m.keep != "" {
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: m.keep, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos,
			Body: l.handleWith(ctxs, n+1, true, true)})
	}
}

// triggerService is automation.trigger: each target's run, as its rule.
func (l *lowerer) triggerService(a *config.Action) ([]ta.Stmt, bool) {
	var out []ta.Stmt
	for _, id := range a.Entities {
		t := l.automationByID(id)
		if t == nil || l.manual[t] == nil {
			continue
		}
		rule := l.manual[t].skip
		if a.KeepConds {
			rule = l.manual[t].keep
		}
		out = append(out, &ta.Run{Rule: rule})
	}
	return out, len(out) > 0
}

// callAutomation lowers automation.trigger of one automation t: Home
// Assistant's service call waits for the run it starts
// (helpers/script.py, _async_call_service_step: automation.trigger is a
// running_script call made with blocking=True, and AutomationEntity.
// async_trigger awaits the action script's async_run), so the caller
// waits at a stage of its own until a run of t ends. The mode of t is
// applied at the call (Script.async_run): a trigger t drops (single and
// already running, a full queue, max runs) or whose conditions fail
// (skip_condition: false) returns at once. An automation that triggers
// itself in mode single is running, so the call is dropped; in mode
// restart it stops its own run and starts anew.
func (l *lowerer) callAutomation(c *autoCtx, a *config.Action, t *config.Automation, next func() []ta.Stmt) []ta.Stmt {
	what := "automation.trigger " + a.Entities[0]
	w := &autoWaiter{c: c, target: t}
	w.rel = c.addStage(what+" returned", a.Pos)
	l.between(c, w.rel)
	name := l.unique(fmt.Sprintf("%s: automation.trigger (line %d) done", c.name, a.Pos.Line))
	if c.slot > 0 {
		name = l.unique(fmt.Sprintf("%s: automation.trigger (line %d, run %d) done", c.name, a.Pos.Line, c.slot+1))
	}
	w.done = name
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos,
		Body: []ta.Stmt{&ta.If{Cond: eq(c.stage, w.rel), Then: next()}}})
	l.autoWaiters[t] = append(l.autoWaiters[t], w)
	goOn := w.release()
	self := t == c.a
	node := &ta.If{Cond: boolLit(true)}
	// The waiting stages, one per run slot of the target (the caller
	// waits for the run it started, not any: Script.async_run awaits
	// its own run), declared now so that the stages are in order.
	slots := 1
	if t.Mode == config.Parallel && !l.inlineParallel(t) {
		slots = t.Max
	}
	for k := 0; k < slots; k++ {
		st := what
		if slots > 1 {
			st = fmt.Sprintf("%s (run %d)", what, k+1)
		}
		w.wait = append(w.wait, c.addStage(st, a.Pos))
	}
	if t.Mode == config.Queued && !self {
		if c.a.Mode == config.Restart {
			l.note(a.Pos, "automation.trigger of the queued automation %q from a run that a restart may stop: the run it queued is not stopped with it (Script.async_run stops it)", t.Alias)
		}
		w.ahead = l.unique(fmt.Sprintf("%s: automation.trigger (line %d) runs ahead", c.name, a.Pos.Line))
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: w.ahead, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: int64(t.Max)}, Pos: a.Pos})
	}
	l.fixups = append(l.fixups, func() {
		ctxs := l.autoCtxs[t]
		if len(ctxs) == 0 {
			node.Then = goOn
			return
		}
		onStart := func(slot *autoCtx, queued bool) []ta.Stmt {
			if self && t.Mode == config.Restart {
				// The run that called is stopped by the restart.
				return nil
			}
			k := 0
			if len(w.wait) > 1 {
				k = slot.slot
			}
			out := []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(w.wait[k])}}
			if w.ahead != "" {
				// The finishes before its own run's: the running run's
				// and those queued before it.
				var n ta.Expr = &ta.IntLit{Value: 0}
				if queued {
					n = ident(slot.queue)
				}
				out = append(out, &ta.Assign{Var: w.ahead, Value: n})
			}
			return out
		}
		node.Then = l.handleHooked(ctxs, len(t.Triggers), true, a.KeepConds, onStart, goOn)
	})
	return []ta.Stmt{node}
}

// autoWaiter is a caller of automation.trigger: run c waits at one of
// wait (by the target's run slot) for the run it started to end, then
// goes on at rel through rule done. For a queued target, ahead counts the
// runs that end before its own.
type autoWaiter struct {
	c      *autoCtx
	target *config.Automation
	wait   []string
	rel    string
	done   string
	ahead  string
}

// release is what the end of the run the caller waits for does: the call
// returns (the rest of the caller runs after the current rule).
func (w *autoWaiter) release() []ta.Stmt {
	return []ta.Stmt{&ta.Assign{Var: w.c.stage, Value: ident(w.rel)}, &ta.Run{Rule: w.done}}
}

// waiting is the condition that the caller waits at one of the stages.
func (w *autoWaiter) waiting() ta.Expr {
	var x ta.Expr
	for _, st := range w.wait {
		x = or(x, eq(w.c.stage, st))
	}
	return x
}

// autoEnd is a place where runs of an automation end: the run of slot
// slot finishes, or (slot -1) every run stops (automation.turn_off, a
// restart).
type autoEnd struct {
	node *ta.If
	slot int
}

// endsFor is what an end does for waiter w: its call returns when the run
// it waits for ended (helpers/script.py: a stopped run's async_run
// returns too, _async_delay_step and the waits ending on self._stop, so
// Script.async_run's `await asyncio.shield(...)` returns to the caller).
func (w *autoWaiter) endsFor(e autoEnd) []ta.Stmt {
	if e.slot < 0 {
		rel := w.release()
		if w.ahead != "" {
			rel = append([]ta.Stmt{&ta.Assign{Var: w.ahead, Value: &ta.IntLit{Value: 0}}}, rel...)
		}
		return []ta.Stmt{&ta.If{Cond: w.waiting(), Then: rel}}
	}
	if w.ahead != "" {
		return []ta.Stmt{&ta.If{Cond: eq(w.c.stage, w.wait[0]), Then: []ta.Stmt{&ta.If{Cond: intCmp(w.ahead, ta.OpEq, 0), Then: w.release(),
			Else: []ta.Stmt{&ta.Assign{Var: w.ahead, Value: &ta.Binary{Op: ta.OpSub, X: ident(w.ahead), Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1}}}}}}}
	}
	k := 0
	if len(w.wait) > 1 {
		k = e.slot
	}
	return []ta.Stmt{&ta.If{Cond: eq(w.c.stage, w.wait[k]), Then: w.release()}}
}

// callerStops is what stopping caller run c does to the runs its
// automation.trigger calls wait for: Script.async_run, `except
// asyncio.CancelledError: await run.async_stop()`, stops the run the
// cancelled call started. (A queued target's run is left: which of its
// queue it is is not kept; noted.)
func (l *lowerer) callerStops(c *autoCtx) []ta.Stmt {
	var out []ta.Stmt
	for _, t := range l.f.Automations {
		for _, w := range l.autoWaiters[t] {
			if w.c != c && w.c.parent != c {
				continue
			}
			ctxs := l.autoCtxs[w.target]
			if w.ahead != "" || len(ctxs) == 0 || w.target == c.a {
				continue
			}
			for k, st := range w.wait {
				tc := ctxs[0]
				if len(w.wait) > 1 {
					tc = ctxs[k]
				}
				stop := append(l.stopRuns1(tc), l.idle(tc)...)
				out = append(out, &ta.If{Cond: eq(w.c.stage, st), Then: stop})
			}
		}
	}
	return out
}

// turnOffAutomations lowers automation.turn_off (and toggle) of the
// automations the configuration defines: the entity goes off and, unless
// stop_actions: false, their runs stop (components/automation/
// __init__.py, async_turn_off: stop_actions defaults to True; toggle
// turns off with the default). A run that turns its own automation off
// stops there.
func (l *lowerer) turnOffAutomations(c *autoCtx, a *config.Action, next func() []ta.Stmt) ([]ta.Stmt, bool) {
	_, svc, _ := strings.Cut(a.Service, ".")
	if a.KeepRuns || (svc != "turn_off" && svc != "toggle") {
		return nil, false
	}
	out, _ := l.service(c, a)
	var self ta.Stmt
	for _, id := range a.Entities {
		t := l.automationByID(id)
		e := l.ents[id]
		if t == nil || e == nil {
			continue
		}
		halt := &ta.If{Cond: boolLit(true)}
		if svc == "toggle" {
			// Toggled off, so it was on: its runs stop.
			halt.Cond = eq(e.id, "off")
		}
		l.fixups = append(l.fixups, func() { halt.Then = l.haltRuns(l.autoCtxs[t]) })
		if t == c.a {
			self = halt
			continue
		}
		out = append(out, halt)
	}
	if self == nil {
		return append(out, next()...), true
	}
	// The rest of this run happens only when a toggle turned its own
	// automation on.
	h := self.(*ta.If)
	if svc == "toggle" {
		h.Else = next()
	}
	return append(out, h), true
}
