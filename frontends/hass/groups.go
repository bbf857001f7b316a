package hass

import (
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// groupOnOff are the states a member of an old-style group is on and off
// in, by domain (components/group/registry.py: each domain's on-states
// and its off-state); a group of members of other domains is not
// modelled exactly.
var groupOnOff = map[string][2]string{
	"light": {"on", "off"}, "switch": {"on", "off"}, "fan": {"on", "off"}, "input_boolean": {"on", "off"},
	"binary_sensor": {"on", "off"}, "siren": {"on", "off"}, "humidifier": {"on", "off"}, "remote": {"on", "off"},
	"automation": {"on", "off"}, "script": {"on", "off"},
	"person": {"home", "not_home"}, "device_tracker": {"home", "not_home"},
	"cover": {"open", "closed"},
}

// derivedGroup is a declared group the model derives from its members.
type derivedGroup struct {
	g       *config.Group
	on, off string
}

// collectGroups finds the declared groups the automations use (and the
// groups in them) and makes their members kept entities; a group whose
// members' states are not all on/off states of known domains, an
// undeclared group and the other entities Home Assistant derives
// (template entities) change as the environment chooses, with a note.
func (l *lowerer) collectGroups() {
	l.groups = map[*entity]*derivedGroup{}
	for changed := true; changed; {
		changed = false
		for _, e := range l.order {
			if e.domain != "group" || !e.read || l.groups[e] != nil || e.groupNoted {
				continue
			}
			g := l.f.Groups[e.id]
			if g == nil {
				e.groupNoted = true
				l.noteKind(e.pos, config.Over, "%s is not declared in the files read: Home Assistant derives its state from its members, here it changes as the environment chooses", e.id)
				continue
			}
			on, off, ok := groupStates(l.f, g)
			if !ok {
				e.groupNoted = true
				l.noteKind(e.pos, config.Over, "%s: a group of members whose on and off states the model does not know (%s): it changes as the environment chooses", e.id, strings.Join(g.Members, ", "))
				continue
			}
			l.groups[e] = &derivedGroup{g: g, on: on, off: off}
			e.addValue(off)
			e.addValue(on)
			// Its state is kept (not an environmental input): it changes
			// only with its members.
			e.watched = true
			for _, m := range g.Members {
				me := l.entity(m, g.Pos)
				me.read, me.watched = true, true
				me.inGroups = append(me.inGroups, e)
				changed = true
			}
		}
	}
	for _, e := range l.order {
		if d, ok := l.f.Derived[e.id]; ok && e.read && d.State != nil {
			// A template binary sensor: derived once the entities its
			// template reads are known (deriveTemplates).
			l.collectWatch = true
			l.collectTemplate(d.State)
			l.collectWatch = false
			e.watched = true
			l.tplCands = append(l.tplCands, e)
			if d.Text {
				// A template sensor's states: the texts its template
				// writes (derivedValues reads which one when).
				for _, v := range literalOutputs(d.State.Body) {
					if r := parseResult(v); r.k == jStr && r.s == v {
						e.addValue(v)
					}
				}
			}
			continue
		}
		if e.domain == "schedule" && e.read && l.schedule(e.id) == nil {
			l.noteKind(e.pos, config.Over, "%s is not declared in the files read (a schedule made in the UI is in .storage): Home Assistant switches it by its weekly blocks, here it changes as the environment chooses", e.id)
		}
		if d, ok := l.f.Derived[e.id]; ok && e.read {
			l.noteKind(e.pos, config.Over, "%s is %s (%s): Home Assistant derives its state from its template, here it changes as the environment chooses", e.id, d.What, d.Pos)
		}
	}
}

// groupStates are the on and off states of group g: its members' own
// pair when they share one (all lights: on/off; all trackers:
// home/not_home), else on/off (components/group/entity.py).
func groupStates(f *config.File, g *config.Group) (on, off string, ok bool) {
	pairs := map[[2]string]bool{}
	for _, m := range g.Members {
		d := config.DomainOf(m)
		if d == "group" {
			sub := f.Groups[m]
			if sub == nil {
				return "", "", false
			}
			son, soff, sok := groupStates(f, sub)
			if !sok {
				return "", "", false
			}
			pairs[[2]string{son, soff}] = true
			continue
		}
		p, known := groupOnOff[d]
		if !known {
			return "", "", false
		}
		pairs[p] = true
	}
	if len(pairs) == 1 {
		for p := range pairs {
			return p[0], p[1], true
		}
	}
	return "on", "off", len(g.Members) > 0
}

// memberOn is when member m counts as on.
func (l *lowerer) memberOn(m *entity) ta.Expr {
	if d := l.groups[m]; d != nil {
		return eq(m.id, d.on)
	}
	return eq(m.id, groupOnOff[m.domain][0])
}

// groupUpdate is the change of the groups of member e after e changed:
// each group takes its on state when any member is on (all of them, with
// all: true), else its off state (Group._async_update_group_state).
func (l *lowerer) groupUpdate(e *entity) []ta.Stmt {
	var out []ta.Stmt
	for _, ge := range e.inGroups {
		d := l.groups[ge]
		var on ta.Expr
		for _, id := range d.g.Members {
			x := l.memberOn(l.ents[id])
			switch {
			case on == nil:
				on = x
			case d.g.All:
				on = and(on, x)
			default:
				on = or(on, x)
			}
		}
		out = append(out, &ta.If{Cond: on, Then: l.set(ge, l.index(ge, d.on)), Else: l.set(ge, l.index(ge, d.off))})
	}
	return out
}

// groupInit is a derived group's state at the start, from its members'.
func (l *lowerer) groupInit(e *entity) ta.Expr {
	d := l.groups[e]
	onCount := 0
	for _, id := range d.g.Members {
		m := l.ents[id]
		v := l.startState(m)
		want := groupOnOff[m.domain][0]
		if dm := l.groups[m]; dm != nil {
			want = dm.on
		}
		if v == want {
			onCount++
		}
	}
	if onCount > 0 && !d.g.All || d.g.All && onCount == len(d.g.Members) {
		return ident(d.on)
	}
	return ident(d.off)
}

// startState is a (non-numeric) entity's state at the start: its first
// state, its declared initial one, or a derived group's.
func (l *lowerer) startState(e *entity) string {
	v := e.values[0]
	if in, ok := l.initOf(e).(*ta.Ident); ok {
		v = in.Name
	}
	if l.groups[e] != nil {
		if gi, ok := l.groupInit(e).(*ta.Ident); ok {
			v = gi.Name
		}
	}
	return v
}

// expandGroups replaces the declared groups among a service call's
// targets by their members, as Home Assistant's entity services do
// (helpers/service.py expands group entities in a call's targets).
func (l *lowerer) expandGroups(ids []string) []string {
	var out []string
	seen := map[string]bool{}
	var add func(id string, depth int)
	add = func(id string, depth int) {
		if g := l.f.Groups[id]; g != nil && depth < 8 {
			for _, m := range g.Members {
				add(m, depth+1)
			}
			return
		}
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	for _, id := range ids {
		add(id, 0)
	}
	return out
}

// deriveTemplates makes each template binary sensor the automations read
// follow its state template (components/template/binary_sensor.py: the
// state is the template's result as a boolean, rendered again whenever
// an entity it reads changes), when the template reads entities only;
// otherwise it changes as the environment chooses, with a note.
func (l *lowerer) deriveTemplates() {
	l.derivedTpl = map[*entity]*tplTrig{}
	l.derivedVal = map[*entity]*tplVal{}
	for _, e := range l.tplCands {
		d := l.f.Derived[e.id]
		if d.Text {
			l.deriveSensor(e, d)
			continue
		}
		tt, why := l.tplTrigOf(&config.Trigger{Pos: d.Pos, Platform: "template", Template: d.State, For: -1})
		if tt == nil {
			l.noteKind(e.pos, config.Over, "%s is %s (%s) whose state template the model does not follow (%s): it changes as the environment chooses", e.id, d.What, d.Pos, why)
			continue
		}
		init, ok := l.initialTruth(tt.holds(nil, 0))
		if !ok {
			l.noteKind(e.pos, config.Over, "%s is %s (%s) whose state at the start the model does not know: it changes as the environment chooses", e.id, d.What, d.Pos)
			continue
		}
		l.derivedTpl[e] = tt
		e.addValue("off")
		e.addValue("on")
		e.tplInit = "off"
		if init {
			e.tplInit = "on"
		}
		for _, v := range l.prog.Vars {
			if v.Name == e.id {
				// Declared before the template was lowered: its start
				// is the template's result at the start.
				v.Init = ident(e.tplInit)
			}
		}
		for _, dm := range tt.t.dims {
			if m := l.ents[dm.key[2:]]; m != nil {
				m.feeds = append(m.feeds, e)
			}
		}
	}
}

// tplVal is a template sensor's state template rendered over the
// entities: the state's index in the sensor's values under each
// alternative's guard.
type tplVal struct {
	t    *tlower
	alts []tplValAlt
}

type tplValAlt struct {
	g   cube
	idx int64
}

// is is the condition that the template renders value k, with entity e
// at value v (e nil: as the entities are).
func (tv *tplVal) is(k int64, e *entity, v int64) ta.Expr {
	var cubes []cube
	for _, a := range tv.alts {
		if a.idx != k {
			continue
		}
		g := a.g
		if e != nil {
			var ok bool
			if g, ok = fixDim(tv.t, g, "e:"+e.id, int(v-valueBase(e))); !ok {
				continue
			}
		}
		cubes = append(cubes, g)
	}
	return tv.t.cubesExpr(cubes)
}

// deriveSensor makes template sensor e follow its state template
// (components/template/sensor.py: the state is the template's result,
// rendered again whenever an entity it reads changes) when the
// template reads entities only and each result is a text the collect
// pass gave e (a plain word: "open", not a number, which Home Assistant
// parses and writes back in its own form); otherwise it changes as the
// environment chooses, with a note.
func (l *lowerer) deriveSensor(e *entity, d config.Derived) {
	tv, why := l.tplValOf(e, d)
	if tv == nil {
		l.noteKind(e.pos, config.Over, "%s is %s (%s) whose state template the model does not follow (%s): it changes as the environment chooses", e.id, d.What, d.Pos, why)
		return
	}
	init := ""
	for k, v := range e.values {
		if b, ok := l.initialTruth(tv.is(int64(k), nil, 0)); ok && b {
			init = v
		}
	}
	if init == "" {
		l.noteKind(e.pos, config.Over, "%s is %s (%s) whose state at the start the model does not know: it changes as the environment chooses", e.id, d.What, d.Pos)
		return
	}
	l.derivedVal[e] = tv
	e.tplInit = init
	for _, v := range l.prog.Vars {
		if v.Name == e.id {
			v.Init = ident(init)
		}
	}
	for _, dm := range tv.t.dims {
		if m := l.ents[dm.key[2:]]; m != nil {
			m.feeds = append(m.feeds, e)
		}
	}
}

// tplValOf renders a template sensor's state template over the
// entities; nil (and why) when its result depends on more than their
// states or is not one of e's values.
func (l *lowerer) tplValOf(e *entity, d config.Derived) (*tplVal, string) {
	if e.numeric || e.factor || e.pulse {
		return nil, "its state is read as a number"
	}
	t, out, ok := l.evalTemplateAs(d.State, &tenv{i: -1}, func(*tlower) {})
	if !ok {
		return nil, "a template outside the subset"
	}
	for _, dm := range t.dims {
		if len(dm.key) < 3 || dm.key[:2] != "e:" || dm.key == "e:sun.sun" {
			return nil, "its result changes with the time, not only with entities"
		}
	}
	tv := &tplVal{t: t}
	for _, a := range out {
		switch a.v.k {
		case jStr:
			if !e.valueSet[a.v.s] || a.v.s == "other" {
				return nil, "a result " + shorten(a.v.s) + " that is not a text the template writes"
			}
			tv.alts = append(tv.alts, tplValAlt{g: a.g, idx: int64(slices.Index(e.values, a.v.s))})
		case jUnknown:
			return nil, a.v.why
		case jErr:
			return nil, "the template can fail, which leaves the state unknown"
		default:
			return nil, "a result that is not a plain text"
		}
	}
	return tv, ""
}

// derivedUpdate is what a change of e to value v does to the template
// binary sensors and sensors whose templates read e: each takes the
// template's new result.
func (l *lowerer) derivedUpdate(e *entity, v int64) []ta.Stmt {
	var out []ta.Stmt
	for _, d := range e.feeds {
		if tv := l.derivedVal[d]; tv != nil {
			var chain []ta.Stmt
			for k := len(d.values) - 1; k >= 0; k-- {
				cond := tv.is(int64(k), e, v)
				if isLit(cond, false) {
					continue
				}
				chain = []ta.Stmt{&ta.If{Cond: cond, Then: l.set(d, int64(k)), Else: chain}}
			}
			out = append(out, chain...)
			continue
		}
		tt := l.derivedTpl[d]
		out = append(out, &ta.If{Cond: tt.holds(e, v), Then: l.set(d, l.index(d, "on")), Else: l.set(d, l.index(d, "off"))})
	}
	return out
}

// initialTruth evaluates a condition over the entities' start states.
func (l *lowerer) initialTruth(x ta.Expr) (bool, bool) {
	val := func(x ta.Expr) (string, bool) {
		switch x := x.(type) {
		case *ta.Ident:
			if e := l.ents[x.Name]; e != nil && !e.factor && !e.pulse && !e.timeOf {
				if e.numeric {
					return "", false
				}
				return l.startState(e), true
			}
			return x.Name, true // a value
		}
		return "", false
	}
	var eval func(x ta.Expr) (bool, bool)
	eval = func(x ta.Expr) (bool, bool) {
		switch x := x.(type) {
		case *ta.BoolLit:
			return x.Value, true
		case *ta.Unary:
			if x.Op == ta.OpNot {
				b, ok := eval(x.X)
				return !b, ok
			}
		case *ta.Binary:
			switch x.Op {
			case ta.OpAnd, ta.OpOr:
				a, ok1 := eval(x.X)
				b, ok2 := eval(x.Y)
				if x.Op == ta.OpAnd {
					return a && b, ok1 && ok2
				}
				return a || b, ok1 && ok2
			case ta.OpEq, ta.OpNe:
				a, ok1 := val(x.X)
				b, ok2 := val(x.Y)
				return (a == b) == (x.Op == ta.OpEq), ok1 && ok2
			}
		}
		return false, false
	}
	return eval(x)
}
