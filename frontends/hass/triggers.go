package hass

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
	"github.com/delorean-mc/delorean/frontends/hass/reduce"
	"github.com/delorean-mc/delorean/ta"
)

func (l *lowerer) lowerTrigger(ctxs []*autoCtx, i int, t *config.Trigger) {
	a := ctxs[0].a
	if t.Platform == "call" {
		name := l.scripts[a.ID]
		l.ruleNames[name] = true
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: t.Pos}, Pos: t.Pos,
			Body: l.handle(ctxs, i)})
		return
	}
	name := l.unique(a.Alias + " <- " + t.Desc)
	onCall := func() {
		l.ruleNames[name] = true
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: t.Pos}, Pos: t.Pos,
			Body: l.jobRule(a, name, t.Pos, l.handle(ctxs, i))})
	}
	fire := func() []ta.Stmt {
		run := []ta.Stmt{&ta.Run{Rule: name}}
		if e := l.automationEntity(a); e != nil && e.written {
			// Whether the trigger is attached is decided at the change
			// (a turned-off automation has detached its triggers:
			// AutomationEntity._async_disable), not when the queued
			// run starts, by which time a turn_on in the same instant
			// may have come; handle checks it again then, as
			// _async_trigger_if_enabled does.
			return []ta.Stmt{&ta.If{Cond: eq(e.id, "on"), Then: run}}
		}
		return run
	}
	if a.Disabled && l.automationEntity(a) == nil {
		// initial_state: false: the automation is off, and nothing
		// names its entity to turn it on: nothing fires it. (When
		// something may, its entity starts off, initOf, and gates its
		// triggers.)
		return
	}
	if len(t.AtEntities) > 0 {
		l.timeAtEntities(ctxs, i, t, name)
		if len(t.At) == 0 && t.Attr == "" {
			return
		}
	}
	if ks := l.payloadRecords(a, i); len(ks) > 0 {
		// A message of each class (tpayload.go), each an event of the
		// environment whose rule runs the automation with its record.
		recs := l.tplS().recs[a]
		for _, k := range ks {
			ev := l.unique(name + ": " + recs.recs[k].payload.name)
			l.ruleNames[ev] = true
			l.prog.Events = append(l.prog.Events, &ta.Event{Name: ev, Pos: t.Pos})
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: ev, Trigger: ta.Trigger{Kind: ta.OnName, Name: ev, Pos: t.Pos}, Pos: t.Pos,
				Body: l.jobRule(a, ev, t.Pos, l.handle(ctxs, recs.base+k))})
		}
		return
	}
	l.listenEvents(ctxs, i, t, name)
	from, to := reduce.TickWindow(a)
	l.subscribe(t, name, fire, nil, onCall, func(tr ta.Trigger) {
		if tr.Kind == ta.OnEvery && from != nil && !l.opt.Plain {
			tr.From, tr.To = from, to
		}
		rn := name
		if l.ruleNames[rn] {
			rn = l.unique(name)
		}
		l.ruleNames[rn] = true
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: rn, Trigger: tr, Pos: t.Pos, Body: l.jobRule(a, rn, t.Pos, l.handle(ctxs, i))})
	})
}

// subscribe makes trigger t fire: entity triggers through the entities'
// changes (fire is run; onCall declares the called rule), schedules and
// stimuli through rules of their own (rule declares one with the trigger;
// it is called once per rule needed). guard restricts a wait's triggers to
// the wait's stage.
func (l *lowerer) subscribe(t *config.Trigger, name string, fire func() []ta.Stmt, guard func() ta.Expr, onCall func(), rule func(ta.Trigger)) {
	stimulus := func(desc string, when ta.Expr) {
		// The event takes the trigger's name (already unique); the rule
		// that handles it has the same name, which traces show as
		// "ran NAME" after the event NAME.
		ev := desc
		g := when
		if guard != nil {
			g = and(guard(), when)
		}
		l.prog.Events = append(l.prog.Events, &ta.Event{Name: ev, Guard: g, Pos: t.Pos})
		rule(ta.Trigger{Kind: ta.OnName, Name: ev, Pos: t.Pos})
	}
	switch {
	case (t.Platform == "state" || t.Platform == "numeric_state") && t.Attr == "" && t.For != config.Templated:
		onCall()
		for _, id := range t.Entities {
			if t.Platform == "numeric_state" && domains.IsNeverNumber(id) {
				// triggers/numeric_state.py: the state is tested with
				// condition.async_numeric_state, whose ConditionError on a
				// state that is not a number is logged: it never fires.
				l.noteKind(t.Pos, config.Mistake, "numeric_state trigger on %s, whose state is never a number: it never fires in Home Assistant (the attribute you mean needs attribute:)", id)
				continue
			}
			e := l.ents[id]
			if sc := l.schedule(id); sc != nil && t.Platform == "state" {
				l.scheduleTrigger(t, sc, rule)
				continue
			}
			if id == "sun.sun" && t.Platform == "state" {
				// The sun's state follows sunrise and sunset.
				if t.To == nil || contains(t.To, "above_horizon") {
					rule(ta.Trigger{Kind: ta.OnTime, At: &ta.TimeLit{Base: ta.Sunrise}, Pos: t.Pos})
				}
				if t.To == nil || contains(t.To, "below_horizon") {
					rule(ta.Trigger{Kind: ta.OnTime, At: &ta.TimeLit{Base: ta.Sunset}, Pos: t.Pos})
				}
				continue
			}
			u := &trigUse{t: t, fire: fire, guard: guard}
			u.fireAt = l.recordFire(t, e, guard)
			if t.For > 0 {
				u.timer = l.unique(name + " (timer)")
				if len(t.Entities) > 1 {
					u.timer = l.unique(name + " (" + id + " timer)")
				}
				l.prog.Timers = append(l.prog.Timers, &ta.Timer{Name: u.timer, Pos: t.Pos})
				l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(u.timer + " fires"),
					Trigger: ta.Trigger{Kind: ta.OnName, Name: u.timer, Pos: t.Pos}, Body: l.timerFire(u, e, fire), Pos: t.Pos})
				if guard != nil {
					// A wait's: it starts only at a change while the
					// wait is on (the trigger is attached when the wait
					// begins), and the wait's end drops it (wait).
					l.waitForTimers = append(l.waitForTimers, u.timer)
				}
			}
			e.uses = append(e.uses, u)
		}
	case t.Platform == "time" && len(t.At) > 0:
		for k := range t.At {
			rule(ta.Trigger{Kind: ta.OnTime, At: &t.At[k], Days: t.Days, Pos: t.Pos})
		}
		if t.Attr != "" {
			stimulus(name+": "+t.Attr, onDays(t.Days))
		}
	case t.Platform == "time_pattern" && t.Every > 0:
		rule(ta.Trigger{Kind: ta.OnEvery, Period: t.Every, Pos: t.Pos})
	case t.Platform == "time_pattern" && len(t.Times) > 0:
		for _, s := range t.Times {
			rule(ta.Trigger{Kind: ta.OnTime, At: &ta.TimeLit{Base: ta.Midnight, Offset: s}, Pos: t.Pos})
		}
	case t.Platform == "sun":
		rule(ta.Trigger{Kind: ta.OnTime, At: t.Sun, Pos: t.Pos})
	case t.Timer != "" && l.ents[t.Timer] != nil:
		onCall()
		e := l.ents[t.Timer]
		f := fire
		if guard != nil {
			f = func() []ta.Stmt { return []ta.Stmt{&ta.If{Cond: guard(), Then: fire()}} }
		}
		e.finSubs = append(e.finSubs, f)
	case t.Platform == "time":
		// At a sensor or with an offset only.
		stimulus(name, onDays(t.Days))
	case t.Platform == "template" && l.templateTrigger(t, name, fire, guard, onCall):
	default:
		stimulus(name, nil)
	}
}
