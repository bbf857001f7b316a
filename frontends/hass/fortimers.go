package hass

import (
	"fmt"
	"sort"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// forGroup is one IR timer that stands for several `for:` timers of the
// triggers on one entity. Such timers run only while the entity is in
// the trigger's matching states, and start when it enters them; two
// triggers whose matching states are the same set start and stop
// together, and two whose sets are disjoint never run at once. So the
// triggers of an entity whose sets are pairwise equal or disjoint need
// one clock: started at the shortest for: of the set entered, and at each
// deadline it fires that trigger and restarts for the difference to the
// next. Fewer clocks running at once is what keeps the region graph of a
// home with many `for:` triggers small (one clock per entity instead of
// one per trigger); the behaviours are the same.
type forGroup struct {
	timer   string
	phase   string // which deadline the timer runs to ("idle" when none)
	classes []*forClass
	idle    string
}

// forClass is the triggers of a group with the same matching states.
type forClass struct {
	in        []bool // by value index: in the matching states
	crossing  bool   // numeric_state: starts only when entering, not on a change within
	deadlines []*forDeadline
}

type forDeadline struct {
	secs  int64
	use   *trigUse
	phase string
}

// groupTimers turns the sharing on (the differential test turns it off).
var groupTimers = true

// groupForTimers finds the groups and replaces their triggers' timers.
func (l *lowerer) groupForTimers() {
	if !groupTimers {
		return
	}
	drop := map[string]bool{}
	for _, e := range l.order {
		g := l.forGroupOf(e)
		if g == nil {
			continue
		}
		e.forGroup = g
		var phases []string
		phases = append(phases, g.idle)
		for _, c := range g.classes {
			for _, d := range c.deadlines {
				drop[d.use.timer] = true
				d.use.grouped = true
				phases = append(phases, d.phase)
			}
		}
		l.prog.Timers = append(l.prog.Timers, &ta.Timer{Name: g.timer, Pos: e.pos})
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: g.phase, Type: ta.Type{Kind: ta.Enum, Values: phases}, Pos: e.pos})
		// At a deadline: fire its trigger, then run to the next one of
		// the class, or stop.
		var chain []ta.Stmt
		for ci := len(g.classes) - 1; ci >= 0; ci-- {
			c := g.classes[ci]
			for j := len(c.deadlines) - 1; j >= 0; j-- {
				d := c.deadlines[j]
				then := l.timerFire(d.use, e, d.use.fire)
				if j+1 < len(c.deadlines) {
					nx := c.deadlines[j+1]
					then = append(then, &ta.Start{Timer: g.timer, Lo: nx.secs - d.secs, Hi: nx.secs - d.secs},
						&ta.Assign{Var: g.phase, Value: ident(nx.phase)})
				} else {
					then = append(then, &ta.Assign{Var: g.phase, Value: ident(g.idle)})
				}
				chain = []ta.Stmt{&ta.If{Cond: eq(g.phase, d.phase), Then: then, Else: chain}}
			}
		}
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(g.timer + " fires"), Pos: e.pos,
			Trigger: ta.Trigger{Kind: ta.OnName, Name: g.timer, Pos: e.pos}, Body: chain})
	}
	if len(drop) == 0 {
		return
	}
	var timers []*ta.Timer
	for _, t := range l.prog.Timers {
		if !drop[t.Name] {
			timers = append(timers, t)
		}
	}
	l.prog.Timers = timers
	var rules []*ta.Rule
	for _, r := range l.prog.Rules {
		if !(r.Trigger.Kind == ta.OnName && drop[r.Trigger.Name]) {
			rules = append(rules, r)
		}
	}
	l.prog.Rules = rules
}

// forGroupOf is the group of e's for: triggers, or nil when fewer than
// two can share a clock.
func (l *lowerer) forGroupOf(e *entity) *forGroup {
	n := len(e.values)
	if e.numeric {
		n = int(e.hi) + 1
	}
	type cand struct {
		u        *trigUse
		in       []bool
		crossing bool
	}
	var cands []cand
	for _, u := range e.uses {
		t := u.t
		if u.timer == "" || u.guard != nil || l.canTurnOff(u.t) {
			continue
		}
		c := cand{u: u, in: make([]bool, n)}
		switch {
		case t.Platform == "numeric_state" && e.numeric:
			c.crossing = true
			for k := int(e.lo); k < n; k++ {
				c.in[k] = numMatch(e, t.Above, t.Below, int64(k))
			}
		case t.Platform == "state" && t.From == nil && len(t.NotFrom) == 0:
			count := 0
			for k := 0; k < n; k++ {
				c.in[k] = true
				if !e.numeric {
					val := e.values[k]
					c.in[k] = (t.To == nil || contains(t.To, val)) && !contains(t.NotTo, val)
				}
				if c.in[k] {
					count++
				}
			}
			// Entering the one matching state is always a crossing; a
			// change between two unnamed states ("other") is not.
			c.crossing = count == 1 && !(e.valueSet["other"] && c.in[l.index(e, "other")])
		case t.Platform == "state" && !e.numeric:
			// A from: condition that allows exactly the states outside the
			// matching ones (from: "off", to: "on") starts the timer on
			// every entry and never on a change within: a crossing.
			for k := 0; k < n; k++ {
				val := e.values[k]
				c.in[k] = (t.To == nil || contains(t.To, val)) && !contains(t.NotTo, val)
				from := (t.From == nil || contains(t.From, val)) && !contains(t.NotFrom, val)
				if from == c.in[k] {
					c.in = nil
					break
				}
			}
			if c.in == nil {
				continue
			}
			c.crossing = true
		default:
			continue
		}
		cands = append(cands, c)
	}
	same := func(a, b []bool) bool {
		for k := range a {
			if a[k] != b[k] {
				return false
			}
		}
		return true
	}
	disjoint := func(a, b []bool) bool {
		for k := range a {
			if a[k] && b[k] {
				return false
			}
		}
		return true
	}
	var classes []*forClass
	for _, c := range cands {
		var cl *forClass
		for _, x := range classes {
			if same(x.in, c.in) && x.crossing == c.crossing {
				cl = x
				break
			}
			if !disjoint(x.in, c.in) {
				return nil
			}
		}
		if cl == nil {
			cl = &forClass{in: c.in, crossing: c.crossing}
			classes = append(classes, cl)
		}
		cl.deadlines = append(cl.deadlines, &forDeadline{secs: c.u.t.For, use: c.u})
	}
	// Two triggers with the same deadline keep clocks of their own: their
	// timers' ends at the same instant happen in either order.
	total := 0
	for _, c := range classes {
		count := map[int64]int{}
		for _, d := range c.deadlines {
			count[d.secs]++
		}
		var keep []*forDeadline
		for _, d := range c.deadlines {
			if count[d.secs] == 1 {
				keep = append(keep, d)
			}
		}
		sort.SliceStable(keep, func(i, j int) bool { return keep[i].secs < keep[j].secs })
		c.deadlines = keep
		total += len(keep)
	}
	if total < 2 {
		return nil
	}
	g := &forGroup{timer: l.unique(e.id + ": for timer"), phase: l.unique(e.id + ": for phase"), idle: "idle"}
	l.names[g.timer], l.names[g.phase] = true, true
	for _, c := range classes {
		if len(c.deadlines) == 0 {
			continue
		}
		for _, d := range c.deadlines {
			d.phase = fmt.Sprintf("%s (%s)", ta.FormatDuration(d.secs), d.use.timer)
		}
		g.classes = append(g.classes, c)
	}
	return g
}

// groupDispatch is what a change of e to value v does to e's grouped
// timer: entering a class starts it at the class's first deadline
// (numeric_state only when crossing into the class; a state trigger
// restarts on every change to a matching state); a change to a state of
// no class stops it.
func (l *lowerer) groupDispatch(e *entity, v int64) []ta.Stmt {
	g := e.forGroup
	for _, c := range g.classes {
		if !c.in[v] {
			continue
		}
		first := c.deadlines[0]
		start := []ta.Stmt{&ta.Start{Timer: g.timer, Lo: first.secs, Hi: first.secs}, &ta.Assign{Var: g.phase, Value: ident(first.phase)}}
		if !c.crossing {
			return start
		}
		var inside ta.Expr
		for k, ok := range c.in {
			switch {
			case !ok:
			case e.numeric:
				inside = or(inside, intCmp(e.id, ta.OpEq, int64(k)))
			default:
				inside = or(inside, eq(e.id, e.values[k]))
			}
		}
		return []ta.Stmt{&ta.If{Cond: not(inside), Then: start}}
	}
	return []ta.Stmt{&ta.Cancel{Timer: g.timer}, &ta.Assign{Var: g.phase, Value: ident(g.idle)}}
}

// triggerOwner is the automation whose trigger t is (nil for a wait's).
func (l *lowerer) triggerOwner(t *config.Trigger) *config.Automation {
	if l.trigOwners == nil {
		l.trigOwners = map[*config.Trigger]*config.Automation{}
		for _, a := range l.f.Automations {
			for _, at := range a.Triggers {
				l.trigOwners[at] = a
			}
		}
	}
	return l.trigOwners[t]
}

// canTurnOff reports whether the automation of trigger t may be turned
// off and on while the for: timer runs: an action sets its entity. Its
// timers then stop at the turn_off (offTimers), so they do not share a
// group's clock with other automations' timers.
func (l *lowerer) canTurnOff(t *config.Trigger) bool {
	a := l.triggerOwner(t)
	if a == nil {
		return false
	}
	e := l.automationEntity(a)
	return e != nil && e.written
}

// offTimers are the statements that stop the pending for: timers of
// automation e's triggers when e turns off: components/automation/
// __init__.py, AutomationEntity._async_disable detaches the triggers
// (`self._async_detach_triggers()`, with stop_actions or not), and
// triggers/state.py's async_remove ends each pending
// async_track_same_state; turned on again, the triggers start with no
// timer for a state entered before.
func (l *lowerer) offTimers(e *entity) []ta.Stmt {
	a := l.automationByID(e.id)
	if a == nil {
		return nil
	}
	var out []ta.Stmt
	seen := map[string]bool{}
	for _, x := range l.order {
		for _, u := range x.uses {
			if u.timer == "" || u.grouped || seen[u.timer] || l.triggerOwner(u.t) != a {
				continue
			}
			seen[u.timer] = true
			out = append(out, &ta.Cancel{Timer: u.timer})
		}
	}
	return out
}
