package hass

import (
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
		v := m.values[0]
		if in := l.initOf(m); in != nil {
			if id, ok := in.(*ta.Ident); ok {
				v = id.Name
			}
		}
		if dm := l.groups[m]; dm != nil {
			if gi, ok := l.groupInit(m).(*ta.Ident); ok {
				v = gi.Name
			}
		}
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
