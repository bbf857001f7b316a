package hass

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

func (l *lowerer) entity(id string, pos ta.Pos) *entity {
	if e := l.ents[id]; e != nil {
		return e
	}
	e := &entity{id: id, domain: config.DomainOf(id), valueSet: map[string]bool{}, pos: pos}
	for _, v := range domains.BaseValues[e.domain] {
		e.addValue(v)
	}
	l.ents[id] = e
	l.order = append(l.order, e)
	return e
}

func (l *lowerer) collectAuto(a *config.Automation) {
	if a.Skipped != "" {
		return
	}
	l.tplS().cur = a
	defer func() { l.tplS().cur = nil }()
	for _, t := range a.Triggers {
		l.collectTrigger(t)
	}
	for _, c := range a.Conditions {
		l.collectCond(c)
	}
	l.collectActions(a.Actions)
}

func (l *lowerer) collectTrigger(t *config.Trigger) {
	switch t.Platform {
	case "state":
		if t.Attr != "" {
			return
		}
		for _, id := range t.Entities {
			e := l.entity(id, t.Pos)
			e.read, e.watched = true, true
			e.trigs = append(e.trigs, t)
			for _, list := range [][]string{t.From, t.To, t.NotFrom, t.NotTo} {
				for _, v := range list {
					e.addValue(v)
				}
			}
		}
	case "numeric_state":
		if t.Attr != "" {
			return
		}
		for _, id := range t.Entities {
			if domains.IsNeverNumber(id) {
				// lowerTrigger leaves it out: it never fires.
				continue
			}
			e := l.entity(id, t.Pos)
			e.read, e.watched = true, true
			e.numeric = true
			if t.Above != nil {
				e.addConst(*t.Above)
			}
			if t.Below != nil {
				e.addConst(*t.Below)
			}
		}
	case "template":
		// The template is rendered again at each change of an entity it
		// reads (helpers/event.py, async_track_template_result): those
		// changes are watched, not a factor's free choice at each read.
		l.collectWatched(t.Template)
	case "time":
		for _, id := range t.AtEntities {
			e := l.entity(id, t.Pos)
			e.read, e.watched, e.condRead = true, true, true
		}
	}
	if t.Timer != "" {
		e := l.entity(t.Timer, t.Pos)
		e.read, e.condRead = true, true
	}
}

func (l *lowerer) collectCond(c *config.Cond) {
	switch c.Kind {
	case config.CState:
		for k, id := range c.Entities {
			e := l.entity(id, c.Pos)
			e.read, e.condRead = true, true
			for _, v := range c.States {
				e.addValue(v)
			}
			if c.For > 0 && c.SinceOf != nil {
				// An attribute's for: is its owner's last change.
				o := l.entity(c.SinceOf[k], c.Pos)
				o.read, o.since = true, true
			} else if c.For > 0 {
				e.since = true
			}
		}
	case config.CNumeric:
		for _, id := range c.Entities {
			e := l.entity(id, c.Pos)
			if domains.IsNeverNumber(id) {
				e.never = true
				continue
			}
			e.read, e.condRead = true, true
			e.numeric = true
			if c.Above != nil {
				e.addConst(*c.Above)
			}
			if c.Below != nil {
				e.addConst(*c.Below)
			}
		}
	case config.CAnd, config.COr, config.CNot:
		for _, s := range c.Subs {
			l.collectCond(s)
		}
	case config.CTemplate:
		l.collectTemplate(c.Template)
	}
}

func (l *lowerer) collectActions(acts []*config.Action) {
	for _, a := range acts {
		switch a.Kind {
		case config.AService:
			l.collectDataTemplate(a)
			l.collectServiceTemplates(a)
			dom, svc, _ := strings.Cut(a.Service, ".")
			for _, id := range l.expandGroups(a.Entities) {
				if l.isScript(id) {
					continue
				}
				l.collectHelperCall(dom, svc, id, a)
				if dom == "scene" && svc == "turn_on" {
					if sc, ok := l.sceneStates(id); ok {
						for k, eid := range sc.Entities {
							e := l.entity(eid, a.Pos)
							e.written = true
							e.addValue(sc.States[k])
						}
					}
					continue
				}
				if dom == "climate" && a.Temp != nil && (svc == "set_temperature") {
					e := l.entity(config.SetPoint(id), a.Pos)
					e.written, e.numeric = true, true
					e.addConst(*a.Temp)
				}
				if v, ok := domains.ServiceValue(dom, svc, config.DomainOf(id), a); ok && v != "" {
					if v == "toggle" || v == domains.ClimateOn {
						// Not a state: what the call does to the
						// entity's states (a light toggled had a
						// state "toggle" the environment could set).
						v = ""
					}
					e := l.entity(id, a.Pos)
					e.written = true
					if a.Value != nil && config.DomainOf(id) == "input_number" {
						e.numeric = true
						e.addConst(*a.Value)
						continue
					}
					if v != "" {
						e.addValue(v)
					}
					if e.domain == "timer" && svc == "start" && l.timerDuration(e, a) >= 0 {
						e.irTimer = e.id + " (timer)"
					}
				}
			}
		case config.AWaitTrigger:
			for _, t := range a.Triggers {
				l.collectTrigger(t)
			}
		case config.AWaitTemplate:
			l.collectWatched(a.Template)
		}
		for _, c := range a.Conds {
			l.collectCond(c)
		}
		for _, b := range a.Branches {
			l.collectActions(b)
		}
		l.collectActions(a.Else)
		l.collectActions(a.Body)
	}
}

// collectWatched is collectTemplate for a template that is rendered again
// at each change of the entities it reads (a template trigger, a
// wait_template): they are watched.
func (l *lowerer) collectWatched(tp *template.Template) {
	defer func(old bool) { l.collectWatch = old }(l.collectWatch)
	l.collectWatch = true
	l.collectTemplate(tp)
}

func (l *lowerer) declareEntities() {
	l.collectInputs()
	for _, e := range l.order {
		l.names[e.id] = true
		if (e.id == "sun.sun" && !e.numeric) || l.schedule(e.id) != nil {
			// Not a variable: its state is the time of day (of the
			// week), which conditions, triggers and templates read as
			// such; a variable of it would show a state that never
			// changes.
			e.timeOf = true
			continue
		}
		if e.numeric {
			for _, c := range l.opt.Consts[e.id] {
				if x, err := strconv.ParseFloat(c, 64); err == nil && !math.IsInf(x, 0) {
					e.addConst(x)
				}
			}
			sort.Float64s(e.consts)
		}
		e.lo, e.hi = 0, int64(2*len(e.consts))
		l.applyInput(e)
		if e.domain == "timer" && !e.read && !e.numeric && !l.opt.Plain && !l.opt.Keep[e.id] {
			// Its countdown would be a clock that only ends a
			// countdown: with the clocks of other runs, a zone for
			// each of its phases, for nothing any run can see.
			e.unread = true
			continue
		}
		if e.read && !e.watched && !e.written && !e.since && e.irTimer == "" && !domains.NotEnv[e.domain] && !l.f.Fixed[e.id] && l.schedule(e.id) == nil {
			e.factor = true
			lo, n := e.lo, e.hi
			if !e.numeric {
				if _, ok := domains.BaseValues[e.domain]; !ok && !e.declared {
					e.addValue("other")
				}
				lo, n = 0, int64(len(e.values)-1)
			}
			f := &ta.Factor{Name: e.id, Lo: lo, Hi: n, Pos: e.pos}
			if e.numeric {
				f.Number = e.number()
			}
			l.prog.Factors = append(l.prog.Factors, f)
			continue
		}
		v := &ta.Var{Name: e.id, Device: true, Pos: e.pos}
		if e.numeric {
			v.Type = ta.Type{Kind: ta.Int, Lo: e.lo, Hi: e.hi}
			// Reports show each class in words (below 70), and
			// invariants compare the number itself.
			v.Number = e.number()
			v.Display = &ta.Display{Name: e.id}
			for k := e.lo; k <= e.hi; k++ {
				v.Display.Values = append(v.Display.Values, e.className(k))
			}
		} else {
			if _, ok := domains.BaseValues[e.domain]; !ok && !e.declared {
				e.addValue("other")
			}
			if len(e.values) == 1 {
				e.addValue("other")
			}
			v.Type = ta.Type{Kind: ta.Enum, Values: e.values}
			if l.isPulse(e) {
				e.pulse = true
				continue
			}
		}
		v.Init = l.initOf(e)
		if l.groups[e] != nil {
			v.Init = l.groupInit(e)
		}
		l.prog.Vars = append(l.prog.Vars, v)
		if e.irTimer != "" {
			e.irTimer = l.unique(e.irTimer)
			l.prog.Timers = append(l.prog.Timers, &ta.Timer{Name: e.irTimer, Pos: e.pos})
		}
		if e.since {
			l.prog.Clocks = append(l.prog.Clocks, &ta.Clock{Name: e.id + " since", Pos: e.pos})
			l.names[e.id+" since"] = true
		}
		if l.prevClocked(e) {
			pc := prevClocks(e)
			l.prog.Clocks = append(l.prog.Clocks, &ta.Clock{Name: pc[0], Pos: e.pos}, &ta.Clock{Name: pc[1], Pos: e.pos})
			l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: pc[2], Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: 1}, Internal: true, Pos: e.pos})
			for _, n := range pc {
				l.names[n] = true
			}
		}
	}
}

// isScript reports whether id names a script of the file.
func (l *lowerer) isScript(id string) bool {
	if l.scriptIDs == nil {
		l.scriptIDs = map[string]bool{}
		for _, a := range l.f.Automations {
			if a.Script {
				l.scriptIDs[a.ID] = true
			}
		}
	}
	return l.scriptIDs[id]
}
