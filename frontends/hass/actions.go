package hass

import (
	"fmt"
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// seq lowers a step list followed by the continuation k (the statements
// that run after its last step, in the same instant).
func (l *lowerer) seq(c *autoCtx, acts []*config.Action, k func() []ta.Stmt) []ta.Stmt {
	if len(acts) == 0 {
		return k()
	}
	a, rest := acts[0], acts[1:]
	next := func() []ta.Stmt { return l.seq(c, rest, k) }
	if a.Kind != config.AWaitTrigger && a.Kind != config.AWaitTemplate && containsWait(a) {
		// After a step with a wait inside, and in a repeat's passes,
		// which wait `wait` is depends on the path (twait.go).
		poison := &waitVar{poison: true}
		k, next = within(c, poison, k), within(c, poison, next)
		if a.Kind == config.ARepeat {
			saved := c.wait
			c.wait = poison
			defer func() { c.wait = saved }()
		}
	}
	switch a.Kind {
	case config.ASequence:
		if !hasConditionStep(a.Body) {
			// Nothing in it ends it early: its steps are the list's.
			return l.seq(c, append(append([]*config.Action{}, a.Body...), rest...), k)
		}
		// A sub-script (helpers/script.py, _async_sequence_step): a
		// failing condition step ends the sequence, and the steps after
		// it go on.
		then := next
		if len(rest) > 0 {
			then = l.continuation(c, "after "+a.Desc, a.Pos, next)
		}
		return l.seq(c, a.Body, then)
	case config.AParallel:
		return l.parallel(c, a, next)
	case config.AService:
		if a.TargetsAt.IsValid() {
			// Said once for the step, whichever way it is lowered.
			dom, svc, _ := strings.Cut(a.Service, ".")
			if !outputOnly(dom, svc, a) {
				l.noteKind(a.TargetsAt, config.Over, "%s targets an area, device or label: its entities are not changed in the model", a.Service)
				c.a.Over = true
			}
		}
		if a.ServiceTpl != nil || len(a.TargetTpls) > 0 {
			return l.templatedService(c, a, next)
		}
		if a.DataTpl != nil && !(l.yields(c) && serviceYields(a)) {
			// (A helper's call does not suspend; another's keeps the
			// plain call's yield point, its value not rendered.)
			if out, ok := l.templatedData(c, a, next); ok {
				return out
			}
		}
		if _, ok := l.scripts[a.Service]; ok && strings.HasPrefix(a.Service, "script.") {
			return l.callScript(c, a, next)
		}
		if a.Service == "automation.trigger" && len(a.Entities) == 1 {
			if t := l.automationByID(a.Entities[0]); t != nil && l.manual[t] != nil {
				return l.callAutomation(c, a, t, next)
			}
		}
		if strings.HasPrefix(a.Service, "automation.") || a.Service == "homeassistant.turn_off" || a.Service == "homeassistant.toggle" {
			if out, ok := l.turnOffAutomations(c, a, next); ok {
				return out
			}
		}
		call := func() []ta.Stmt {
			out, stop := l.service(c, a)
			if stop {
				// Home Assistant refused the call: the run ends with the
				// error.
				return append(out, l.finish(c)...)
			}
			if l.callSplits(c.a, a) {
				return append(out, l.afterCall(c, a, next)...)
			}
			return append(out, next()...)
		}
		if l.yields(c) && serviceYields(a) {
			// helpers/script.py, _async_call_service_step: the run
			// waits for the call, and its effect comes when the device
			// answers; other runs of the instant may go first.
			return l.yieldAt(c, describeYield(a), a.Pos, call)
		}
		return call()
	case config.AEmit:
		if a.Event != "" {
			return append(l.fireEvent(a), next()...)
		}
		return append([]ta.Stmt{&ta.Emit{Name: a.Desc}}, next()...)
	case config.ANop:
		return next()
	case config.AStop:
		return l.finish(c)
	case config.ACondition:
		var cond ta.Expr = boolLit(true)
		var ch []ta.Pos
		if len(a.Conds) > 0 {
			cond, ch = l.condChoices(func() ta.Expr { return l.cond(a.Conds[0], c, -1) })
		}
		// A failing condition ends the sub-script it is in, not the run:
		// helpers/script.py, _ScriptRun.async_run catches _ConditionFail
		// without raising it again (a stop raises _StopScript up to the
		// top). k is what follows the sub-script: the steps after an
		// if/choose branch, a repeat's next pass, a parallel branch's
		// end, or the run's end.
		return []ta.Stmt{l.ifChoice(cond, ch, next(), k())}
	case config.ADelay:
		st := c.addStage(a.Desc, a.Pos)
		if out, ok := l.templatedDelay(c, a, st, next); ok {
			return out
		}
		if a.Delay == config.Templated {
			ev := l.unique(fmt.Sprintf("%s: %s (line %d) ends", c.name, a.Desc, a.Pos.Line))
			l.prog.Events = append(l.prog.Events, &ta.Event{Name: ev, Guard: eq(c.stage, st), Pos: a.Pos})
			l.waitRule(c, ev, st, a.Pos, next)
			return []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}}
		}
		timer := l.runTimer(c, a.Desc, a.Pos)
		l.waitRule(c, timer, st, a.Pos, next)
		return []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}, &ta.Start{Timer: timer, Lo: delayLo(a), Hi: a.Delay}}
	case config.AWaitTrigger, config.AWaitTemplate:
		return l.wait(c, a, next)
	case config.AChoose, config.AIf:
		// After a branch that can wait or stop, the steps that follow run
		// from a continuation rule rather than being copied into every
		// branch.
		then := k
		after := func() []ta.Stmt { return nil }
		if len(rest) > 0 {
			if l.flow(c, []*config.Action{a}) {
				then = l.continuation(c, "after "+a.Desc, a.Pos, next)
			} else {
				then = func() []ta.Stmt { return nil }
				after = next
			}
		} else if !l.flow(c, []*config.Action{a}) {
			then = func() []ta.Stmt { return nil }
			after = k
		}
		var chain []ta.Stmt
		if a.Else != nil {
			chain = l.seq(c, a.Else, then)
		} else {
			chain = then()
		}
		for b := len(a.Branches) - 1; b >= 0; b-- {
			cond, ch := l.condChoices(func() ta.Expr { return l.cond(a.Conds[b], c, -1) })
			chain = []ta.Stmt{l.ifChoice(cond, ch, l.seq(c, a.Branches[b], then), chain)}
		}
		return append(chain, after()...)
	case config.ARepeat:
		return l.repeat(c, a, next)
	}
	return next()
}

// helperStateDomains are the helper domains whose services set the
// entity's state; those the model does not follow are noted.
var helperStateDomains = map[string]bool{"input_number": true, "number": true, "input_select": true, "select": true,
	"counter": true, "input_text": true, "text": true, "timer": true}

// outputOnly reports whether service dom.svc (with a's data) changes
// nothing the model follows on any entity of its domain, so that the
// call is the same output whichever entities it targets: what service
// does on an entity of the domain is then only the call's emission (no
// helper step, no state set, no helper left as an output with a note,
// nothing of a script, automation, scene, group or set point). An area
// target of such a call (media_player.volume_set, notify, a climate's
// preset) loses nothing when its entities are not known.
func outputOnly(dom, svc string, a *config.Action) bool {
	switch dom {
	case "homeassistant", "script", "automation", "scene", "group", "timer":
		return false
	}
	if dom == "climate" && svc == "set_temperature" || helperStateDomains[dom] {
		return false
	}
	if domains.HelperStep(dom, svc, dom) != domains.NoStep {
		return false
	}
	_, ok := domains.ServiceValue(dom, svc, dom, a)
	return !ok
}

// delayLo is the least length of a delay or a timeout: a.Delay, or the
// whole second below a delay that is not whole seconds.
func delayLo(a *config.Action) int64 {
	if a.DelayLo >= 0 {
		return a.DelayLo
	}
	return a.Delay
}

// runTimer declares a timer of the run (cancelled when the run restarts).
func (l *lowerer) runTimer(c *autoCtx, what string, pos ta.Pos) string {
	name := l.unique(fmt.Sprintf("%s: %s (line %d)", c.name, what, pos.Line))
	if c.slot > 0 {
		name = l.unique(fmt.Sprintf("%s: %s (line %d, run %d)", c.name, what, pos.Line, c.slot+1))
	}
	l.prog.Timers = append(l.prog.Timers, &ta.Timer{Name: name, Pos: pos})
	r := c.rootCtx()
	r.timers = append(r.timers, name)
	return name
}

// waitRule declares the rule that resumes the run at stage st when timer
// (or event) name happens.
func (l *lowerer) waitRule(c *autoCtx, name, st string, pos ta.Pos, next func() []ta.Stmt) {
	rule := &ta.Rule{Name: l.unique(name + " ends"), Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: pos}, Pos: pos}
	l.prog.Rules = append(l.prog.Rules, rule)
	rule.Body = []ta.Stmt{&ta.If{Cond: eq(c.stage, st), Then: next()}}
}

// continuation declares a called rule that runs next at a stage of its
// own, and returns the statements that enter it.
func (l *lowerer) continuation(c *autoCtx, what string, pos ta.Pos, next func() []ta.Stmt) func() []ta.Stmt {
	st := c.addStage(what, pos)
	l.between(c, st)
	name := l.unique(fmt.Sprintf("%s: %s (line %d)", c.name, what, pos.Line))
	rule := &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: pos}, Pos: pos}
	l.prog.Rules = append(l.prog.Rules, rule)
	rule.Body = []ta.Stmt{&ta.If{Cond: eq(c.stage, st), Then: next()}}
	return func() []ta.Stmt {
		return []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}, &ta.Run{Rule: name}}
	}
}

// wait lowers wait_for_trigger and wait_template: the run waits at a
// stage of its own until a trigger fires (or the template becomes true),
// or the timeout ends it.
func (l *lowerer) wait(c *autoCtx, a *config.Action, next func() []ta.Stmt) []ta.Stmt {
	st := c.addStage(a.Desc, a.Pos)
	wv := l.newWait(c, a, a.Delay != -1 && a.Continue)
	next = within(c, wv, next)
	if a.Delay != -1 && a.Continue {
		// Both the wait's end and its timeout go on with the next steps:
		// one continuation rule rather than two copies of them.
		next = l.continuation(c, "after "+a.Desc, a.Pos, next)
	}
	var timer string
	if a.Delay >= 0 {
		timer = l.runTimer(c, a.Desc+" timeout", a.Pos)
	} else if a.Delay == config.Templated {
		// A templated timeout: the environment chooses when it ends.
		timer = l.unique(fmt.Sprintf("%s: %s (line %d) times out", c.name, a.Desc, a.Pos.Line))
		l.prog.Events = append(l.prog.Events, &ta.Event{Name: timer, Guard: eq(c.stage, st), Pos: a.Pos})
	}
	// The run resumes through a called rule, so that a trigger seen in the
	// middle of an entity's change resumes it after the change.
	done := l.unique(fmt.Sprintf("%s: %s (line %d) done", c.name, a.Desc, a.Pos.Line))
	resume := &ta.Rule{Name: done, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos}
	l.prog.Rules = append(l.prog.Rules, resume)
	if a.Kind == config.AWaitTrigger {
		// It goes on after the instant's jobs (jobs.go).
		l.resumeJob(c, resume)
	}
	var then []ta.Stmt
	if a.Delay >= 0 {
		then = append(then, &ta.Cancel{Timer: timer})
	}
	resume.Body = []ta.Stmt{&ta.If{Cond: eq(c.stage, st), Then: append(then, next()...)}}
	fire := func() []ta.Stmt { return append(wv.set(waitDone), &ta.Run{Rule: done}) }
	guard := func() ta.Expr { return eq(c.stage, st) }
	enter := []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}}
	if timer != "" {
		if a.Delay >= 0 {
			enter = append(enter, &ta.Start{Timer: timer, Lo: delayLo(a), Hi: a.Delay})
		}
		l.waitRule(c, timer, st, a.Pos, func() []ta.Stmt {
			if a.Continue {
				return append(wv.set(waitTimedOut), next()...)
			}
			return l.finish(c)
		})
	}
	if a.Kind == config.AWaitTrigger {
		l.waitForTimers = nil
		for i, t := range a.Triggers {
			fire := func() []ta.Stmt { return append(wv.set(waitDone+i), &ta.Run{Rule: done}) }
			name := fmt.Sprintf("%s: %s (line %d) <- %s", c.name, a.Desc, a.Pos.Line, t.Desc)
			if c.slot > 0 {
				name += fmt.Sprintf(" (run %d)", c.slot+1)
			}
			name = l.unique(name)
			l.subscribe(t, name, fire, guard, func() {}, func(tr ta.Trigger) {
				rn := name
				if l.ruleNames[rn] {
					rn = l.unique(name)
				}
				l.ruleNames[rn] = true
				l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: rn, Trigger: tr, Pos: t.Pos,
					Body: []ta.Stmt{&ta.If{Cond: guard(), Then: fire()}}})
			})
			enter = append(enter, withinItsSecond(t, fire)...)
		}
		if ft := l.waitForTimers; len(ft) > 0 {
			// helpers/script.py, _async_wait_for_trigger_step: the
			// wait's triggers are removed when it ends (`remove_triggers()`
			// in its finally), with their pending for: (triggers/
			// state.py's async_remove): at the resumption, the timeout
			// and the run's stop (a run timer).
			r := c.rootCtx()
			var stop []ta.Stmt
			for _, tm := range ft {
				stop = append(stop, &ta.Cancel{Timer: tm})
				r.timers = append(r.timers, tm)
			}
			resume.Body[0].(*ta.If).Then = append(append([]ta.Stmt{}, stop...), resume.Body[0].(*ta.If).Then...)
			if timer != "" {
				for _, rl := range l.prog.Rules {
					if rl.Trigger.Kind == ta.OnName && rl.Trigger.Name == timer {
						n := rl.Body[0].(*ta.If)
						n.Then = append(append([]ta.Stmt{}, stop...), n.Then...)
					}
				}
			}
			l.waitForTimers = nil
		}
		return enter
	}
	// wait_template: done at once when the template holds (helpers/
	// script.py, _async_wait_template_step: "check if condition already
	// okay"); otherwise Home Assistant renders it again at each change of
	// an entity it reads (async_track_template) and the run goes on when
	// it is true.
	x, exact := l.template(a.Template, c)
	if exact && x != nil && l.waitTemplate(a, fire, guard) {
		return append(enter, &ta.If{Cond: x, Then: fire()})
	}
	ev := l.unique(fmt.Sprintf("%s: wait_template (line %d) becomes true", c.name, a.Pos.Line))
	g := eq(c.stage, st)
	l.prog.Events = append(l.prog.Events, &ta.Event{Name: ev, Guard: g, Pos: a.Pos})
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(ev + " (resume)"), Trigger: ta.Trigger{Kind: ta.OnName, Name: ev, Pos: a.Pos}, Pos: a.Pos,
		Body: fire()})
	l.f.Notes = append(l.f.Notes, config.Note{Pos: a.Pos, Kind: config.Over, What: "wait_template: the template may become true at any moment of the wait"})
	c.a.Over = true
	if exact && x != nil {
		enter = append(enter, &ta.If{Cond: x, Then: fire()})
	}
	return enter
}

// repeat lowers count, while and until loops through a head rule that the
// body's end calls again.
func (l *lowerer) repeat(c *autoCtx, a *config.Action, next func() []ta.Stmt) []ta.Stmt {
	if a.Count >= 0 && !hasFlow(a.Body) {
		// Unrolled: nothing in the body waits or stops. Each pass is
		// followed by the next (a pass that yields goes on with them
		// when it resumes).
		var pass func(i int64) []ta.Stmt
		pass = func(i int64) []ta.Stmt {
			if i == a.Count {
				return next()
			}
			return l.seq(c, a.Body, func() []ta.Stmt { return pass(i + 1) })
		}
		return pass(0)
	}
	if a.Count == config.Templated {
		return l.repeatChosen(c, a, next)
	}
	st := c.addStage("repeat", a.Pos)
	l.between(c, st)
	head := l.unique(fmt.Sprintf("%s: repeat (line %d)", c.name, a.Pos.Line))
	rule := &ta.Rule{Name: head, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos}
	l.prog.Rules = append(l.prog.Rules, rule)
	back := func() []ta.Stmt {
		return []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}, &ta.Run{Rule: head}}
	}
	var enter, body []ta.Stmt
	switch {
	case a.Count >= 0:
		ctr := l.unique(fmt.Sprintf("%s: repeat (line %d) count", c.name, a.Pos.Line))
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: ctr, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: a.Count}, Pos: a.Pos})
		c.counters = append(c.counters, ctr)
		inc := &ta.Assign{Var: ctr, Value: &ta.Binary{Op: ta.OpAdd, X: ident(ctr), Y: &ta.IntLit{Value: 1}, Atom: -1, Tod: -1}}
		body = []ta.Stmt{&ta.If{Cond: intCmp(ctr, ta.OpLt, a.Count),
			Then: append([]ta.Stmt{inc}, l.seq(c, a.Body, back)...),
			Else: append([]ta.Stmt{&ta.Assign{Var: ctr, Value: &ta.IntLit{Value: 0}}}, next()...)}}
		enter = append([]ta.Stmt{&ta.Assign{Var: ctr, Value: &ta.IntLit{Value: 0}}}, back()...)
	case a.Until:
		cond, ch := l.condChoices(func() ta.Expr { return l.condUntil(a.Conds[0], c, -1) })
		again := l.seq(c, a.Body, back)
		if l.yields(c) {
			// _async_repeat_step: `await asyncio.sleep(0)` after each
			// pass the condition does not end.
			again = l.yieldAt(c, "repeat until", a.Pos, func() []ta.Stmt { return l.seq(c, a.Body, back) })
		}
		body = []ta.Stmt{l.ifChoice(cond, ch, next(), again)}
		enter = l.seq(c, a.Body, back)
	default:
		cond, ch := l.condChoices(func() ta.Expr { return l.cond(a.Conds[0], c, -1) })
		pass := l.seq(c, a.Body, back)
		if l.yields(c) {
			// _async_repeat_step: `await asyncio.sleep(0)` once the
			// condition holds, before the pass (Home Assistant skips it
			// before the first pass; here the first yields too).
			pass = l.yieldAt(c, "repeat while", a.Pos, func() []ta.Stmt { return l.seq(c, a.Body, back) })
		}
		body = []ta.Stmt{l.ifChoice(cond, ch, pass, next())}
		enter = back()
	}
	rule.Body = []ta.Stmt{&ta.If{Cond: eq(c.stage, st), Then: body}}
	return enter
}

// repeatChosen lowers a repeat whose number of passes is not known (a
// templated count, for_each over a templated list): the run waits at the
// loop's head, where the environment chooses another pass or the end
// (events "A: repeat (line 7) again" and "A: repeat (line 7) ends"). Any
// count is explored, 0 included, and a body without waits cannot loop
// without end within one instant; passes may be spread over time and other
// events come between them, more than Home Assistant's loop, which runs
// its passes at once (an over-approximation, noted by the reader).
func (l *lowerer) repeatChosen(c *autoCtx, a *config.Action, next func() []ta.Stmt) []ta.Stmt {
	st := c.addStage(a.Desc, a.Pos)
	head := func() []ta.Stmt { return []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}} }
	again := l.unique(fmt.Sprintf("%s: %s (line %d) again", c.name, a.Desc, a.Pos.Line))
	ends := l.unique(fmt.Sprintf("%s: %s (line %d) ends", c.name, a.Desc, a.Pos.Line))
	for _, ev := range []string{again, ends} {
		l.prog.Events = append(l.prog.Events, &ta.Event{Name: ev, Guard: eq(c.stage, st), Pos: a.Pos})
	}
	l.waitRule(c, again, st, a.Pos, func() []ta.Stmt { return l.seq(c, a.Body, head) })
	l.waitRule(c, ends, st, a.Pos, next)
	return head()
}

// service lowers a service call: a change of the modelled entities it
// targets, and otherwise an observable output; stop says that Home
// Assistant refuses the call with an exception that ends the run.
func (l *lowerer) service(c *autoCtx, a *config.Action) (out []ta.Stmt, stop bool) {
	dom, svc, _ := strings.Cut(a.Service, ".")
	changed := false
	// Scripts: script.turn_on (or toggle) with the script's entity starts
	// the script's run (as its mode says) and the caller goes on without
	// waiting for it (a direct script.NAME call waits: callScript).
	if dom == "script" {
		if svc == "turn_on" || svc == "toggle" {
			for _, id := range a.Entities {
				if rule, ok := l.scripts[id]; ok {
					out = append(out, &ta.Run{Rule: rule})
					changed = true
				}
			}
			if changed {
				return out, false
			}
		}
	}
	if a.Service == "automation.trigger" {
		if out, ok := l.triggerService(a); ok {
			return out, false
		}
	}
	if a.Service == "scene.turn_on" {
		// A declared scene sets its entities' states, in the order
		// written; a scene declared elsewhere is an output.
		for _, id := range a.Entities {
			sc, ok := l.sceneStates(id)
			if !ok {
				continue
			}
			changed = true
			out = append(out, &ta.Emit{Name: "scene.turn_on " + id})
			for k, eid := range sc.Entities {
				if e := l.ents[eid]; e != nil && !e.numeric && e.valueSet[sc.States[k]] {
					out = append(out, l.set(e, l.index(e, sc.States[k]))...)
				}
			}
		}
		if changed {
			return out, false
		}
	}
	if dom == "climate" && svc == "set_temperature" && a.Temp != nil {
		for _, id := range a.Entities {
			if e := l.ents[config.SetPoint(id)]; e != nil {
				out = append(out, l.set(e, e.class(*a.Temp))...)
			}
		}
	}
	for _, id := range l.expandGroups(a.Entities) {
		e := l.ents[id]
		if e == nil || e.unread {
			continue
		}
		if st := domains.HelperStep(dom, svc, e.domain); st != domains.NoStep {
			stmts, refused := l.helperStep(c, a, e, st)
			out = append(out, stmts...)
			changed, stop = true, stop || refused
			continue
		}
		v, ok := domains.ServiceValue(dom, svc, e.domain, a)
		if !ok {
			if dom == e.domain && helperStateDomains[dom] {
				// A helper's state changed by a service the model does
				// not follow (select_next, increment, a templated
				// value): said, not silently an output.
				l.f.Notes = append(l.f.Notes, config.Note{Pos: a.Pos, Kind: config.Over,
					What: fmt.Sprintf("%s on %s: the state it sets is not modelled (an output); %s changes only as the environment or other services change it", a.Service, e.id, e.id)})
				c.a.Over = true
			}
			continue
		}
		changed = true
		if e.domain == "timer" && !e.numeric {
			out = append(out, l.timerService(e, svc, a)...)
			continue
		}
		if e.declared && !e.numeric && !e.valueSet[v] && v != "toggle" {
			// Not one of the declared options: InputSelect's
			// async_select_option logs a warning and changes nothing.
			out = append(out, &ta.Emit{Name: a.Desc + ": not an option of " + e.id})
			continue
		}
		switch {
		case v == "=":
			if e.numeric && a.Value != nil {
				k := e.class(*a.Value)
				if k < e.lo || k > e.hi {
					// InputNumber.async_set_value raises vol.Invalid,
					// which ends the run (helpers/script.py's
					// _handle_exception: not even continue_on_error goes
					// on after it).
					out = append(out, &ta.Emit{Name: a.Desc + ": refused, outside the range of " + e.id})
					stop = true
					continue
				}
				out = append(out, l.set(e, k)...)
			}
		case v == "toggle":
			on, off := "on", "off"
			if e.domain == "cover" {
				on, off = "open", "closed"
			}
			out = append(out, &ta.If{Cond: eq(e.id, on), Then: l.set(e, l.index(e, off)), Else: append(l.set(e, l.index(e, on)), l.attachTimes(e)...)})
		case v == "on" && e.domain == "automation" && l.automationByID(e.id) != nil:
			out = append(out, &ta.If{Cond: eq(e.id, "off"), Then: append(l.set(e, l.index(e, "on")), l.attachTimes(e)...)})
		case v == domains.ClimateOn:
			out = append(out, l.climateOn(c, a, e)...)
		case e.numeric:
		default:
			out = append(out, l.set(e, l.index(e, v))...)
		}
	}
	if !changed {
		out = append(out, &ta.Emit{Name: a.Desc})
	}
	return out, stop
}

// climateOn lowers climate.turn_on of e: from off, the entity takes the
// mode its integration restores (the last one it had, or its first
// heating or cooling mode, depending on the integration), which the
// model does not know: any of its modes other than off, the environment
// choosing; a climate entity already on stays as it is.
func (l *lowerer) climateOn(c *autoCtx, a *config.Action, e *entity) []ta.Stmt {
	var modes []string
	for _, v := range e.values {
		if v != "off" {
			modes = append(modes, v)
		}
	}
	if len(modes) == 0 || !e.valueSet["off"] {
		return nil
	}
	if len(modes) > 1 {
		l.note(a.Pos, "climate.turn_on %s: the mode it restores is any of %s", e.id, strings.Join(modes, ", "))
		if c != nil {
			c.a.Over = true
		}
	}
	// if either { first } else if either { second } ... else { last }
	pick := l.set(e, l.index(e, modes[len(modes)-1]))
	for i := len(modes) - 2; i >= 0; i-- {
		pick = []ta.Stmt{&ta.If{Cond: either(), Then: l.set(e, l.index(e, modes[i])), Else: pick}}
	}
	return []ta.Stmt{&ta.If{Cond: eq(e.id, "off"), Then: pick}}
}

func (l *lowerer) index(e *entity, v string) int64 {
	for i, s := range e.values {
		if s == v {
			return int64(i)
		}
	}
	return 0
}

// hasConditionStep reports whether a step list has a condition step of
// its own (not inside a nested sub-script's steps).
func hasConditionStep(acts []*config.Action) bool {
	for _, a := range acts {
		if a.Kind == config.ACondition || a.Kind == config.ASequence && hasConditionStep(a.Body) {
			return true
		}
	}
	return false
}

// withinItsSecond is what a wait's time or time_pattern trigger t does
// when the wait begins: it fires at once when the local clock is within
// a second it names. Home Assistant attaches it through
// async_track_time_change (helpers/event.py, _TrackUTCTimeChange
// ._calculate_next), whose util/dt.py find_next_time_expression_time
// starts from now with its microseconds cut (`now.replace(microsecond=0,
// fold=0)`): the second already begun matches, a point in the past that
// fires at once.
func withinItsSecond(t *config.Trigger, fire func() []ta.Stmt) []ta.Stmt {
	var secs []int64
	var days ta.Weekdays
	switch {
	case t.Platform == "time" && len(t.At) > 0:
		for _, at := range t.At {
			if at.Base != ta.Midnight {
				return nil
			}
			secs = append(secs, at.Offset)
		}
		days = t.Days
	case t.Platform == "time_pattern" && len(t.Times) > 0:
		secs = t.Times
	default:
		return nil
	}
	var in ta.Expr
	for _, s := range secs {
		w := &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight, Offset: s}, To: &ta.TimeLit{Base: ta.Midnight, Offset: (s + 1) % 86400}, Days: days, Tod: -1}
		if in == nil {
			in = w
		} else {
			in = &ta.Binary{Op: ta.OpOr, X: in, Y: w, Atom: -1, Tod: -1}
		}
	}
	return []ta.Stmt{&ta.If{Cond: in, Then: fire()}}
}

// attachTimes is what turning automation e on does to its time and
// time_pattern triggers: components/automation/__init__.py,
// AutomationEntity._async_enable attaches the triggers (only when it was
// off: `if self._is_enabled: return`), and a time trigger attached within
// the second it names fires at once (withinItsSecond: util/dt.py
// find_next_time_expression_time cuts now's microseconds).
func (l *lowerer) attachTimes(e *entity) []ta.Stmt {
	t := l.automationByID(e.id)
	if t == nil {
		return nil
	}
	var out []ta.Stmt
	for i, tr := range t.Triggers {
		node := &ta.If{Cond: boolLit(true)}
		at := withinItsSecond(tr, func() []ta.Stmt { return []ta.Stmt{node} })
		if at == nil {
			continue
		}
		i := i
		l.fixups = append(l.fixups, func() {
			if ctxs := l.autoCtxs[t]; len(ctxs) > 0 {
				node.Then = l.handle(ctxs, i)
			}
		})
		out = append(out, at...)
	}
	return out
}
