package hass

import (
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"

	"github.com/delorean-mc/delorean/frontends/hass/domains"
	"github.com/delorean-mc/delorean/ta"
)

// set changes entity e to value index v (a state's index, or a numeric
// class), dispatching to the triggers that watch e. The dispatch is filled
// in by fillSets once every trigger is known.
func (l *lowerer) set(e *entity, v int64) []ta.Stmt {
	var cond ta.Expr
	if e.numeric {
		cond = intCmp(e.id, ta.OpNe, v)
	} else {
		cond = &ta.Binary{Op: ta.OpNe, X: ident(e.id), Y: ident(e.values[v]), Atom: -1, Tod: -1}
	}
	node := &ta.If{Cond: cond}
	l.sets = append(l.sets, setSite{e: e, v: v, node: node})
	return []ta.Stmt{node}
}

func (l *lowerer) fillSets() {
	bare, pulses := map[*ta.If]bool{}, map[*ta.If]bool{}
	// By index: a member's change adds the changes of its groups.
	for i := 0; i < len(l.sets); i++ {
		s := l.sets[i]
		e := s.e
		var body []ta.Stmt
		for _, u := range listenOrder(e.uses) {
			if u.grouped {
				continue
			}
			body = append(body, l.dispatch(e, s.v, u)...)
		}
		if e.forGroup != nil {
			body = append(body, l.groupDispatch(e, s.v)...)
		}
		body = append(body, l.ownerAttrFires(e)...)
		body = append(body, l.tplTrigFires(e, s.v)...)
		body = append(body, l.derivedUpdate(e, s.v)...)
		var val ta.Expr
		if e.numeric {
			val = &ta.IntLit{Value: s.v}
		} else {
			val = ident(e.values[s.v])
		}
		if e.pulse {
			s.node.Then = body
			pulses[s.node] = true
			continue
		}
		body = append(body, &ta.Assign{Var: e.id, Value: val})
		if e.domain == "automation" && !e.numeric && e.values[s.v] == "off" {
			body = append(body, l.offTimers(e)...)
		}
		if e.since {
			body = append(body, &ta.Reset{Clock: e.id + " since"})
		}
		if l.prevClocked(e) {
			pc := prevClocks(e)
			body = append(body, &ta.If{Cond: intCmp(pc[2], ta.OpEq, 0),
				Then: []ta.Stmt{&ta.Assign{Var: pc[2], Value: &ta.IntLit{Value: 1}}, &ta.Reset{Clock: pc[1]}},
				Else: []ta.Stmt{&ta.Assign{Var: pc[2], Value: &ta.IntLit{Value: 0}}, &ta.Reset{Clock: pc[0]}}})
		}
		body = append(body, l.groupUpdate(e)...)
		s.node.Then = body
		if len(body) == 1 {
			bare[s.node] = true
		}
	}
	if len(bare) > 0 || len(pulses) > 0 {
		for _, r := range l.prog.Rules {
			r.Body = unguard(r.Body, bare, pulses)
		}
	}
}

// listenOrder is the order in which Home Assistant calls an entity's
// listeners: the order they subscribed (helpers/event.py,
// _async_state_change_dispatcher calls the entity's callbacks in the
// order of its list). The automations' triggers are attached at the
// start, in the order of the file (components/automation/__init__.py,
// AutomationEntity.async_added_to_hass -> _async_enable ->
// _async_attach_triggers); a wait_for_trigger attaches its triggers when
// the wait begins (helpers/script.py, _async_wait_for_trigger_step ->
// async_initialize_triggers), after them. The waits keep the order of
// the file among themselves, and an automation turned on again keeps
// its place (Home Assistant attaches its triggers anew, after the
// others: not modelled).
func listenOrder(uses []*trigUse) []*trigUse {
	out := make([]*trigUse, 0, len(uses))
	for _, u := range uses {
		if u.guard == nil {
			out = append(out, u)
		}
	}
	for _, u := range uses {
		if u.guard != nil {
			out = append(out, u)
		}
	}
	return out
}

// unguard replaces the changes in bare, which nothing watches, by their
// bare assignments: setting an entity to the state it is in changes
// nothing, so the test only made the entity look read, which would join
// the automations that set it into one loop (explore's outputs.go). It
// replaces the changes of pulse entities in pulses, which have no state
// to test, by what they fire.
func unguard(body []ta.Stmt, bare, pulses map[*ta.If]bool) []ta.Stmt {
	var out []ta.Stmt
	for _, s := range body {
		if n, ok := s.(*ta.If); ok {
			switch {
			case bare[n]:
				out = append(out, n.Then[0])
				continue
			case pulses[n]:
				out = append(out, n.Then...)
				continue
			}
			n.Then = unguard(n.Then, bare, pulses)
			n.Else = unguard(n.Else, bare, pulses)
		}
		out = append(out, s)
	}
	return out
}

// dispatch is what a change of e to v does for one trigger: fire it, start
// its for: timer, or cancel the timer when the new state does not match.
func (l *lowerer) dispatch(e *entity, v int64, u *trigUse) []ta.Stmt {
	t := u.t
	var toOK bool
	var fromOK ta.Expr
	switch {
	case t.Platform == "numeric_state":
		toOK = numMatch(e, t.Above, t.Below, v)
		fromOK = not(numExpr(e, t.Above, t.Below))
	case e.helper != nil && e.helper.num != nil:
		// A stepped counter or input_number: its state is the number's
		// text, which the named states are points of.
		toOK, fromOK = e.stateTrigger(t, v)
	case e.numeric:
		// A state trigger on an entity read as a number elsewhere: any
		// change of its class may be the state named (over-approximated).
		toOK = true
		if len(t.To) > 0 || t.From != nil {
			l.note(t.Pos, "state trigger on %s, which is compared as a number elsewhere: any change of its value class fires it", e.id)
		}
	default:
		val := e.values[v]
		toOK = t.To == nil || contains(t.To, val)
		if contains(t.NotTo, val) {
			toOK = false
		}
		if t.From != nil {
			fromOK = isOneOf(e, t.From)
		}
		if len(t.NotFrom) > 0 {
			fromOK = and(fromOK, not(isOneOf(e, t.NotFrom)))
		}
		if e.pulse {
			// No state to come from: the trigger fires from every
			// other state or from none (fromFree).
			fromOK = nil
			toOK = toOK && slices.Contains(l.pulseFires(e, int(v)), t)
		}
	}
	var out []ta.Stmt
	if u.timer != "" && t.Platform == "state" && !e.numeric && t.From != nil && t.To == nil {
		// triggers/state.py, _check_same_state: with from: and no to:,
		// a pending for: holds while the state is not the one it came
		// from (`return cur_value != old_value`): going back cancels it.
		switch {
		case len(t.From) == 1 && e.values[v] == t.From[0]:
			return []ta.Stmt{&ta.Cancel{Timer: u.timer}}
		case len(t.From) > 1 && contains(t.From, e.values[v]):
			// Which of them it came from is not kept: a change back to
			// another of them leaves the timer, as if it stayed away.
			l.note(t.Pos, "state trigger with several from: states and for: a change back to one of them does not cancel the pending for: (Home Assistant cancels it only when back to the state it left)")
		}
	}
	if !toOK {
		if u.timer != "" {
			out = append(out, &ta.Cancel{Timer: u.timer})
		}
		return out
	}
	var then []ta.Stmt
	if u.timer != "" {
		then = []ta.Stmt{&ta.Start{Timer: u.timer, Lo: t.For, Hi: t.For}}
	} else {
		then = u.fireFor(v)
	}
	g := fromOK
	if u.guard != nil {
		g = and(u.guard(), g)
	}
	if u.timer != "" && l.canTurnOff(t) {
		// The triggers of an automation that is off are detached
		// (AutomationEntity._async_disable): no for: starts.
		g = and(eq(l.automationEntity(l.triggerOwner(t)).id, "on"), g)
	}
	if g == nil {
		return then
	}
	n := &ta.If{Cond: g, Then: then}
	if u.timer != "" && t.Platform == "state" && !e.numeric && !e.pulse && !(t.From != nil && t.To == nil) {
		// triggers/state.py, _check_same_state: the pending for: holds
		// while the state is the one it came to (cur_value == new_value),
		// so any change cancels it, also to another of to:'s states when
		// the change is not itself a match (it starts the timer anew when
		// it is).
		n.Else = []ta.Stmt{&ta.Cancel{Timer: u.timer}}
	}
	return []ta.Stmt{n}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func numMatch(e *entity, above, below *float64, k int64) bool {
	if above != nil && !(k > e.class(*above)) {
		return false
	}
	if below != nil && !(k < e.class(*below)) {
		return false
	}
	return true
}

func numExpr(e *entity, above, below *float64) ta.Expr {
	var x ta.Expr
	if above != nil {
		x = intCmp(e.id, ta.OpGt, e.class(*above))
	}
	if below != nil {
		x = and(x, intCmp(e.id, ta.OpLt, e.class(*below)))
	}
	if x == nil {
		return boolLit(true)
	}
	return x
}

// ---- the environment

func (l *lowerer) environment() {
	for _, e := range l.order {
		// Entities no trigger, condition or template reads change only by
		// the automations: a manual change of them affects no automation.
		if domains.NotEnv[e.domain] || l.f.Fixed[e.id] || !e.read || e.factor || l.groups[e] != nil || l.schedule(e.id) != nil || l.derivedTpl[e] != nil || l.derivedVal[e] != nil {
			continue
		}
		lo, n := 0, len(e.values)
		if e.numeric {
			lo, n = int(e.lo), int(e.hi)+1
		}
		for k := lo; k < n; k++ {
			var name string
			var guard ta.Expr
			switch {
			case e.pulse:
				if len(l.pulseFires(e, k)) == 0 {
					continue // silent: a change to it does nothing
				}
				name = e.id + " -> " + e.values[k]
			case e.numeric:
				if e.emptyClass(int64(k)) {
					continue // a value the helper cannot have
				}
				name = e.id + " -> " + e.className(int64(k))
				guard = intCmp(e.id, ta.OpNe, int64(k))
			default:
				name = e.id + " -> " + e.values[k]
				guard = &ta.Binary{Op: ta.OpNe, X: ident(e.id), Y: ident(e.values[k]), Atom: -1, Tod: -1}
			}
			name = l.unique(name)
			l.prog.Events = append(l.prog.Events, &ta.Event{Name: name, Guard: guard, Pos: e.pos})
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(name + " (environment)"),
				Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: e.pos}, Body: l.set(e, int64(k)), Pos: e.pos, Internal: true})
		}
		l.otherChange(e)
		l.attributesChange(e)
	}
}

// ownerAttrFires is what a change of e fires when e stands for an
// attribute of another entity (config.AttrEntity: climate.x.hvac_action,
// or a set point, config.SetPoint), by the environment or by a service:
// the owner's state changes with it (its attributes are part of its
// state), so the owner's state
// triggers with none of from, to, not_from and not_to fire
// (triggers/state.py: "fire on all changes to the state or an
// attribute"), as attributesChange's event does for the attributes the
// model does not hold.
func (l *lowerer) ownerAttrFires(e *entity) []ta.Stmt {
	k := strings.LastIndex(e.id, ".")
	if k < 0 || strings.Count(e.id, ".") < 2 {
		return nil
	}
	owner, attr := e.id[:k], e.id[k+1:]
	o := l.ents[owner]
	held := config.EnvAttribute(owner, attr) != config.NotEnvAttr || config.SetPoint(owner) == e.id
	if o == nil || !held || o.pulse || o.factor {
		return nil
	}
	var out []ta.Stmt
	for _, u := range o.uses {
		if u.t.Platform == "state" && u.t.MatchAll && u.t.Attr == "" && u.t.For <= 0 && u.t.For != config.Templated && u.timer == "" {
			fire := u.fire()
			if u.guard != nil {
				fire = []ta.Stmt{&ta.If{Cond: u.guard(), Then: fire}}
			}
			out = append(out, fire...)
		}
	}
	return out
}

// attributesChange lets the environment change an entity's attributes
// and not its state (a light's brightness, a sensor's reading time): a
// state trigger with none of from, to, not_from and not_to fires on it
// (triggers/state.py, async_attach_trigger: "If neither CONF_FROM or
// CONF_TO are specified, fire on all changes to the state or an
// attribute"; the others return on old_value == new_value). One event per
// entity such a trigger watches; the state stays.
func (l *lowerer) attributesChange(e *entity) {
	var uses []*trigUse
	for _, u := range e.uses {
		if u.t.Platform == "state" && u.t.MatchAll && u.t.Attr == "" && u.t.For <= 0 && u.t.For != config.Templated && u.timer == "" {
			uses = append(uses, u)
		}
	}
	if len(uses) == 0 || e.pulse || e.factor {
		return
	}
	var body []ta.Stmt
	for _, u := range uses {
		fire := u.fire()
		if u.guard != nil {
			fire = []ta.Stmt{&ta.If{Cond: u.guard(), Then: fire}}
		}
		body = append(body, fire...)
	}
	name := l.unique(e.id + " attributes change")
	l.prog.Events = append(l.prog.Events, &ta.Event{Name: name, Pos: e.pos})
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(name + " (environment)"),
		Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: e.pos}, Body: body, Pos: e.pos, Internal: true})
}

// otherChange lets the environment change an entity from one state no
// automation names to another (a sensor's reading), which the model
// keeps as the one value "other": the value stays, but a state trigger
// that fires on any change (no to:) fires, as in Home Assistant. Without
// it an entity whose states are all unnamed (a trigger on any change of
// a sensor) could never fire its trigger.
func (l *lowerer) otherChange(e *entity) {
	if e.numeric || !e.valueSet["other"] {
		return
	}
	fires := false
	for _, u := range e.uses {
		if u.t.Platform == "state" && u.t.To == nil && !contains(u.t.NotTo, "other") {
			fires = true
		}
	}
	if !fires {
		return
	}
	k := l.index(e, "other")
	name := l.unique(e.id + " -> another unnamed state")
	node := &ta.If{Cond: boolLit(true)}
	l.sets = append(l.sets, setSite{e: e, v: k, node: node})
	l.prog.Events = append(l.prog.Events, &ta.Event{Name: name, Guard: eq(e.id, "other"), Pos: e.pos})
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(name + " (environment)"),
		Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: e.pos}, Body: []ta.Stmt{node}, Pos: e.pos, Internal: true})
}

// sunEntity lowers sun.sun's states: above the horizon between sunrise and
// sunset.
func sunAbove() ta.Expr {
	return &ta.TimeIn{From: &ta.TimeLit{Base: ta.Sunrise}, To: &ta.TimeLit{Base: ta.Sunset}, Tod: -1}
}

// timerFinished is what a timer entity's end does: it becomes idle and its
// timer.finished event runs the triggers that wait for it (filled in by
// timerEntities once they are known).
func (l *lowerer) timerFinished(e *entity) []ta.Stmt {
	node := &ta.If{Cond: boolLit(true)}
	e.finSites = append(e.finSites, node)
	return append(l.set(e, l.index(e, "idle")), node)
}

// timerEntities declares the rules that end timer entities: at the IR
// timer of their known durations, or at an environment event while they
// run for durations configured elsewhere; then fills in what
// timer.finished runs.
func (l *lowerer) timerEntities() {
	for _, e := range l.order {
		if e.domain != "timer" || e.numeric || e.unread {
			continue
		}
		if e.irTimer != "" {
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(e.irTimer + " finishes"),
				Trigger: ta.Trigger{Kind: ta.OnName, Name: e.irTimer, Pos: e.pos}, Body: l.timerEnd(e), Pos: e.pos})
		}
		if e.finEvent != "" {
			l.prog.Events = append(l.prog.Events, &ta.Event{Name: e.finEvent, Guard: l.timerFinGuard(e), Pos: e.pos})
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(e.finEvent + " (rule)"),
				Trigger: ta.Trigger{Kind: ta.OnName, Name: e.finEvent, Pos: e.pos}, Body: l.timerEnd(e), Pos: e.pos})
		}
	}
	for _, e := range l.order {
		for _, node := range e.finSites {
			for _, f := range e.finSubs {
				node.Then = append(node.Then, f()...)
			}
		}
	}
}
