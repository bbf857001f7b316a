package hass

import (
	"fmt"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

const (
	stIdle  = "idle"
	stStart = "triggered"
)

func (l *lowerer) lowerAuto(a *config.Automation) {
	slots := 1
	if a.Mode == config.Parallel && !l.inlineParallel(a) {
		// helpers/script.py, Script.async_run: a trigger is dropped only
		// when max runs are active ("Maximum number of runs exceeded"):
		// a run slot each.
		slots = a.Max
	}
	base := a.Alias
	if l.names[base] {
		base = l.unique(base)
	}
	var ctxs []*autoCtx
	readsTrig := actionsReadTrigger(a.Actions) || l.tplReadsTrigger(a)
	for s := 0; s < slots; s++ {
		c := &autoCtx{a: a, name: base, slot: s}
		suffix := ""
		if slots > 1 {
			suffix = fmt.Sprintf(" (run %d)", s+1)
		}
		c.stage = l.unique(base + ": stage" + suffix)
		c.stages = []string{stIdle, stStart}
		c.body = l.unique(base + suffix)
		if readsTrig {
			c.trig = l.unique(base + ": trigger" + suffix)
			for i, t := range a.Triggers {
				c.trigs = append(c.trigs, fmt.Sprintf("%d: %s", i, t.Desc))
			}
			l.manualTriggers(a, c)
			l.triggerRecords(a, c)
		}
		if a.Mode == config.Queued {
			c.queue = l.unique(base + ": queued")
			if readsTrig {
				l.f.Notes = append(l.f.Notes, config.Note{Pos: a.Pos, Kind: config.Over, What: fmt.Sprintf("automation %q: a queued run's trigger is any of the automation's triggers", a.Alias)})
				a.Over = true
			}
		}
		ctxs = append(ctxs, c)
	}
	if a.Script {
		l.scriptCtx[a.ID] = ctxs[0]
	}
	l.autoCtxs[a] = ctxs
	// Body rules first, so that their stages and timers are known.
	for _, c := range ctxs {
		rule := &ta.Rule{Name: c.body, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos}
		l.prog.Rules = append(l.prog.Rules, rule)
		rule.Body = []ta.Stmt{&ta.If{Cond: eq(c.stage, stStart),
			Then: append([]ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(c.addStage("running", a.Pos))}},
				l.seq(c, a.Actions, func() []ta.Stmt { return l.finish(c) })...)}}
	}
	// Declarations of the run's state.
	for _, c := range ctxs {
		// Reports name the run by its automation, not by its stage
		// variable: "Hall motion light: idle -> delay 2m (line 23)".
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: c.stage, Type: ta.Type{Kind: ta.Enum, Values: c.stages}, Pos: a.Pos,
			Display: &ta.Display{Name: runName(c.stage), Values: c.stages}})
		if c.trig != "" {
			l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: c.trig, Type: ta.Type{Kind: ta.Enum, Values: c.trigs}, Pos: a.Pos})
		}
		if c.queue != "" {
			l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: c.queue, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: int64(a.Max - 1)}, Pos: a.Pos})
		}
		for _, b := range c.children {
			l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: b.stage, Type: ta.Type{Kind: ta.Enum, Values: b.stages}, Pos: a.Pos,
				Display: &ta.Display{Name: runName(b.stage), Values: b.stages}})
		}
	}
	// Triggers.
	for i, t := range a.Triggers {
		l.lowerTrigger(ctxs, i, t)
	}
	l.manualRules(ctxs)
}

// addStage adds a stage value (a wait point or a continuation).
func (c *autoCtx) addStage(what string, pos ta.Pos) string {
	s := what
	if pos.IsValid() && what != "running" {
		s = fmt.Sprintf("%s (line %d)", what, pos.Line)
	}
	base := s
	for k := 2; contains(c.stages, s); k++ {
		s = fmt.Sprintf("%s #%d", base, k)
	}
	c.stages = append(c.stages, s)
	return s
}

func hasWait(acts []*config.Action) bool {
	for _, a := range acts {
		switch a.Kind {
		case config.ADelay, config.AWaitTrigger, config.AWaitTemplate, config.ARepeat:
			return true
		}
		for _, b := range a.Branches {
			if hasWait(b) {
				return true
			}
		}
		if hasWait(a.Else) || hasWait(a.Body) {
			return true
		}
	}
	return false
}

// inlineParallel reports whether a parallel automation's runs are lowered
// in the trigger's own rule: its steps never wait, never end the run early
// and call no script that the run would wait for. Such a run needs no
// stage, so that any number of triggers of one instant all run. A run that
// can stop or call a script goes through continuation rules, which keep
// their place in the run's stage; it takes the run slots of a run that
// waits (lowering its steps a second time inline would declare stages that
// the stage variable, already declared, does not have).
func (l *lowerer) inlineParallel(a *config.Automation) bool {
	return a.Mode == config.Parallel && !hasFlow(a.Actions) && !l.callsScript(a.Actions) && !l.hasSplitCall(a, a.Actions) &&
		!(l.ys != nil && (l.ys.all || l.ys.on[a]) && hasYield(a.Actions))
}

// callsScript reports whether a step list calls a script the configuration
// defines directly (script.NAME, which waits for its end), or triggers an
// automation (automation.trigger, which waits too).
func (l *lowerer) callsScript(acts []*config.Action) bool {
	for _, a := range acts {
		if a.Kind == config.AService && strings.HasPrefix(a.Service, "script.") {
			if _, ok := l.scripts[a.Service]; ok {
				return true
			}
		}
		if a.Kind == config.AService && a.Service == "automation.trigger" && len(a.Entities) == 1 && l.automationByID(a.Entities[0]) != nil {
			// A call that waits for the run (callAutomation).
			return true
		}
		for _, b := range a.Branches {
			if l.callsScript(b) {
				return true
			}
		}
		if l.callsScript(a.Else) || l.callsScript(a.Body) {
			return true
		}
	}
	return false
}

// hasFlow reports whether a step list can end the run or wait (so that the
// steps after it cannot simply follow it).
func hasFlow(acts []*config.Action) bool {
	for _, a := range acts {
		switch a.Kind {
		case config.ACondition, config.AStop:
			return true
		case config.AService:
			// automation.turn_off (or toggle) may stop the run that calls
			// it (AutomationEntity._async_disable: action_script
			// .async_stop(), the caller's own run too), so what follows
			// must be reachable only from the step, not placed after it
			// (turnOffAutomations).
			if (a.Service == "automation.turn_off" || a.Service == "automation.toggle") && !a.KeepRuns {
				return true
			}
		}
		if hasWait([]*config.Action{a}) {
			return true
		}
		for _, b := range a.Branches {
			if hasFlow(b) {
				return true
			}
		}
		if hasFlow(a.Else) || hasFlow(a.Body) {
			return true
		}
	}
	return false
}

func actionsReadTrigger(acts []*config.Action) bool {
	for _, a := range acts {
		for _, c := range a.Conds {
			if condReadsTrigger(c) {
				return true
			}
		}
		for _, b := range a.Branches {
			if actionsReadTrigger(b) {
				return true
			}
		}
		if actionsReadTrigger(a.Else) || actionsReadTrigger(a.Body) {
			return true
		}
	}
	return false
}

func condReadsTrigger(c *config.Cond) bool {
	if c.Kind == config.CTrigger {
		return true
	}
	for _, s := range c.Subs {
		if condReadsTrigger(s) {
			return true
		}
	}
	return false
}

// finish ends a run: the next queued run starts, or the automation is idle.
func (l *lowerer) finish(c *autoCtx) []ta.Stmt {
	zero := c.zeroCounters()
	if c.done != nil {
		return append(zero, c.done()...)
	}
	idle := l.idle(c)
	if c.a.Script {
		// The callers waiting for the script go on.
		node := &ta.If{Cond: boolLit(true)}
		l.scriptEnds[c.a.ID] = append(l.scriptEnds[c.a.ID], node)
		idle = append(idle, node)
	} else if l.manual[c.a] != nil {
		// The callers of automation.trigger waiting for the run go on,
		// whether a queued run starts next or not.
		zero = append(zero, l.runsEnd(c.a, c.slot)...)
	}
	if c.queue == "" {
		return append(zero, idle...)
	}
	next := []ta.Stmt{
		&ta.Assign{Var: c.queue, Value: &ta.Binary{Op: ta.OpSub, X: ident(c.queue), Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1}},
	}
	if c.trig != "" {
		next = append(next, &ta.Assign{Var: c.trig, Value: &ta.ListIndex{Elems: trigIdents(c), Index: &ta.Random{Lo: 0, Hi: int64(len(c.trigs) - 1)}}})
	}
	next = append(next, &ta.Assign{Var: c.stage, Value: ident(stStart)}, &ta.Run{Rule: c.body})
	return append(zero, &ta.If{Cond: intCmp(c.queue, ta.OpGt, 0), Then: next, Else: idle})
}

// zeroCounters puts back the counters of the repeats and the wait
// outcomes lowered so far (a run ends or restarts; those lowered later
// are 0 there, as the run has not entered them).
func (c *autoCtx) zeroCounters() []ta.Stmt {
	var out []ta.Stmt
	for _, ctr := range c.counters {
		out = append(out, &ta.Assign{Var: ctr, Value: &ta.IntLit{Value: 0}})
	}
	for _, w := range c.waitVars {
		out = append(out, &ta.Assign{Var: w, Value: ident(waitNoneName)})
	}
	return out
}

// idle ends a run with nothing queued. The trigger variable goes back to
// its first value: once the run is over nothing reads it, and keeping the
// last trigger would multiply the states by the number of triggers of
// every automation without distinguishing any behaviour.
func (l *lowerer) idle(c *autoCtx) []ta.Stmt {
	out := []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(stIdle)}}
	if c.trig != "" {
		out = append(out, &ta.Assign{Var: c.trig, Value: ident(c.trigs[0])})
	}
	return out
}

func trigIdents(c *autoCtx) []ta.Expr {
	var out []ta.Expr
	for _, t := range c.trigs {
		out = append(out, ident(t))
	}
	return out
}

// start begins a run in slot c for trigger i.
func (l *lowerer) start(c *autoCtx, i int) []ta.Stmt {
	var out []ta.Stmt
	if c.trig != "" {
		out = append(out, &ta.Assign{Var: c.trig, Value: ident(c.trigs[i])})
	}
	return append(out, &ta.Assign{Var: c.stage, Value: ident(stStart)}, &ta.Run{Rule: c.body})
}

// handle is what a trigger does: check the conditions, then start a run as
// the mode says.
func (l *lowerer) handle(ctxs []*autoCtx, i int) []ta.Stmt {
	return l.handleWith(ctxs, i, false, true)
}

// handleWith is handle; manual is a run started by automation.trigger,
// which does not look at whether the automation is on, and checks the
// conditions only when conds says so (skip_condition: false).
func (l *lowerer) handleWith(ctxs []*autoCtx, i int, manual, conds bool) []ta.Stmt {
	return l.handleHooked(ctxs, i, manual, conds, nil, nil)
}

// handleHooked is handleWith with what else happens when a run starts
// (or is queued) and when the trigger is dropped or the conditions fail:
// a caller of automation.trigger waits for the run, or goes on.
// onStart is given the slot the run starts in, and whether it was queued.
func (l *lowerer) handleHooked(ctxs []*autoCtx, i int, manual, conds bool, onStart func(slot *autoCtx, queued bool) []ta.Stmt, onDrop []ta.Stmt) []ta.Stmt {
	a := ctxs[0].a
	started := func(slot *autoCtx, queued bool) []ta.Stmt {
		out := l.runStarted(a)
		if onStart != nil {
			out = append(out, onStart(slot, queued)...)
		}
		return out
	}
	// last_triggered is set once the conditions pass, whether the mode
	// then runs the trigger or drops it.
	mode := append(l.lastTriggered(a), l.modeStmts(ctxs, i, started, onDrop)...)
	var cond ta.Expr
	var ch []ta.Pos
	if conds {
		cond, ch = l.condChoices(func() ta.Expr { return l.conds(a.Conditions, ctxs[0], i) })
	}
	// automation.turn_off switches the automation off: its triggers are
	// ignored until automation.turn_on (automations start on).
	if e := l.automationEntity(a); e != nil && !manual {
		cond = and(eq(e.id, "on"), cond)
	}
	if cond == nil {
		return mode
	}
	return []ta.Stmt{l.ifChoice(cond, ch, mode, onDrop)}
}

// modeStmts starts a run for trigger i as the automation's mode says
// (helpers/script.py, Script.async_run: single drops it while a run is
// active, restart stops the runs and starts anew, queued and parallel
// drop it once max runs are active).
func (l *lowerer) modeStmts(ctxs []*autoCtx, i int, onStart func(slot *autoCtx, queued bool) []ta.Stmt, onDrop []ta.Stmt) []ta.Stmt {
	a := ctxs[0].a
	var mode []ta.Stmt
	c := ctxs[0]
	dropped := append([]ta.Stmt{&ta.Emit{Name: a.Alias + ": already running, trigger dropped"}}, onDrop...)
	started := func(c *autoCtx) []ta.Stmt { return append(l.start(c, i), onStart(c, false)...) }
	switch a.Mode {
	case config.Single:
		mode = []ta.Stmt{&ta.If{Cond: eq(c.stage, stIdle), Then: started(c), Else: dropped}}
	case config.Restart:
		// The run stopped returns to a caller waiting for it (before
		// the new run's caller waits).
		mode = append(append(l.runsEnd(a, -1), l.stopRuns(ctxs[:1])...), started(c)...)
	case config.Queued:
		enqueue := append([]ta.Stmt{&ta.Assign{Var: c.queue, Value: &ta.Binary{Op: ta.OpAdd, X: ident(c.queue), Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1}}}, onStart(c, true)...)
		full := append([]ta.Stmt{&ta.Emit{Name: a.Alias + ": queue full, trigger dropped"}}, onDrop...)
		mode = []ta.Stmt{&ta.If{Cond: eq(c.stage, stIdle), Then: started(c),
			Else: []ta.Stmt{&ta.If{Cond: intCmp(c.queue, ta.OpLt, int64(a.Max-1)), Then: enqueue, Else: full}}}}
	case config.Parallel:
		if l.inlineParallel(a) {
			// Runs without waits take no time: they cannot overlap, and
			// each trigger's run is its actions, run here.
			if c.trig != "" {
				mode = append(mode, &ta.Assign{Var: c.trig, Value: ident(c.trigs[i])})
			}
			mode = append(mode, l.seq(c, a.Actions, func() []ta.Stmt {
				if c.trig != "" {
					return []ta.Stmt{&ta.Assign{Var: c.trig, Value: ident(c.trigs[0])}}
				}
				return nil
			})...)
			// The run is over: a caller goes on, automation.trigger's
			// (onDrop) and a direct script call's (the callers resumed
			// at every end of a script's run, fillScriptEnds, as finish
			// does for the runs that wait: without it the caller of
			// script.NAME waited for ever).
			mode = append(mode, onDrop...)
			if a.Script {
				node := &ta.If{Cond: boolLit(true)}
				l.scriptEnds[a.ID] = append(l.scriptEnds[a.ID], node)
				mode = append(mode, node)
			}
			break
		}
		chain := append([]ta.Stmt{&ta.Emit{Name: a.Alias + ": max runs reached, trigger dropped"}}, onDrop...)
		for s := len(ctxs) - 1; s >= 0; s-- {
			chain = []ta.Stmt{&ta.If{Cond: eq(ctxs[s].stage, stIdle), Then: started(ctxs[s]), Else: chain}}
		}
		mode = chain
	}
	return mode
}

// haltRuns ends the runs of the given slots where they are
// (automation.turn_off with stop_actions, its default: components/
// automation/__init__.py, async_turn_off -> _async_disable(stop_actions)
// stops the action script's runs).
func (l *lowerer) haltRuns(ctxs []*autoCtx) []ta.Stmt {
	var out []ta.Stmt
	if len(ctxs) > 0 {
		out = l.runsEnd(ctxs[0].a, -1)
	}
	out = append(out, l.stopRuns(ctxs)...)
	for _, c := range ctxs {
		out = append(out, l.idle(c)...)
		if c.queue != "" {
			out = append(out, &ta.Assign{Var: c.queue, Value: &ta.IntLit{Value: 0}})
		}
	}
	return out
}

// stopRuns stops the runs of the given slots: their timers cancelled,
// their repeat counts and parallel branches back to rest (restart, and
// automation.turn_off with stop_actions).
func (l *lowerer) stopRuns(ctxs []*autoCtx) []ta.Stmt {
	var out []ta.Stmt
	for _, c := range ctxs {
		// The runs its automation.trigger calls wait for stop too
		// (callerStops, once every call is known).
		node := &ta.If{Cond: boolLit(true)}
		l.fixups2 = append(l.fixups2, func() { node.Then = l.callerStops(c) })
		out = append(out, node)
		out = append(out, l.stopRuns1(c)...)
	}
	return out
}

// stopRuns1 stops the run of slot c alone: its timers cancelled, its
// repeat counts and parallel branches back to rest.
func (l *lowerer) stopRuns1(c *autoCtx) []ta.Stmt {
	var out []ta.Stmt
	for _, t := range c.timers {
		out = append(out, &ta.Cancel{Timer: t})
	}
	out = append(out, c.zeroCounters()...)
	// A resumption of it that waits its turn is dropped (jobs.go).
	out = append(out, l.dropResumes(c)...)
	for _, b := range c.children {
		out = append(out, &ta.Assign{Var: b.stage, Value: ident(stIdle)})
		out = append(out, b.zeroCounters()...)
	}
	return out
}

// runsEnd is the place where the run of slot slot of automation a ends
// (slot -1: all its runs stop): the callers of automation.trigger
// waiting for it go on (filled in by fillScriptEnds).
func (l *lowerer) runsEnd(a *config.Automation, slot int) []ta.Stmt {
	if l.manual[a] == nil {
		return nil
	}
	node := &ta.If{Cond: boolLit(true)}
	l.autoEnds[a] = append(l.autoEnds[a], autoEnd{node: node, slot: slot})
	return []ta.Stmt{node}
}

// automationEntity is the automation's entity (automation.<id or slug of
// the alias>) when some automation or template names it.
func (l *lowerer) automationEntity(a *config.Automation) *entity {
	for _, name := range []string{a.ID, a.Alias} {
		if name == "" {
			continue
		}
		if e := l.ents["automation."+config.Slug(name)]; e != nil && !e.numeric && e.valueSet["on"] {
			return e
		}
	}
	return nil
}

// runName is the automation (and parallel run) a stage variable belongs
// to: "A: stage (run 2)" is "A (run 2)".
func runName(stage string) string {
	if i := strings.LastIndex(stage, ": stage"); i >= 0 {
		return stage[:i] + stage[i+len(": stage"):]
	}
	return stage
}
