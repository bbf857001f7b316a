package hass

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
)

// Pulse entities. Many entities only trigger automations: a remote's
// button sensor, a motion sensor no condition tests. Kept as a variable,
// such an entity multiplies the states by its values, although only its
// changes matter. When which triggers a change to a state v fires does not
// depend on the state it comes from, and some state is silent (a change to
// it fires nothing), the entity keeps no state: each change to a state
// that fires something is an environment event, possible at any time,
// that fires what a change to that state fires. This is exact. A run of
// the stateful model is one of the pulse model with its changes to silent
// states left out (they do nothing); a run of the pulse model is one of
// the stateful model once a change to a silent state is put, at the same
// instant, before each change to the state the entity is already in.
//
// The entity keeps its state when anything else reads it: a condition, a
// template, a time trigger, the invariants, the start state or the
// environment file (Options.Keep).

// isPulse decides whether e, an entity with the states e.values, keeps no
// state.
func (l *lowerer) isPulse(e *entity) bool {
	if l.opt.Plain || l.opt.Keep[e.id] || !e.watched || e.condRead || e.written || e.since || e.numeric ||
		e.irTimer != "" || e.id == "sun.sun" || domains.NotEnv[e.domain] || l.f.Fixed[e.id] ||
		e.domain == "automation" || e.domain == "timer" || len(e.trigs) == 0 {
		return false
	}
	for _, t := range e.trigs {
		// A for: needs the state (it waits for the entity to stay);
		// a trigger without to: fires on every change, so no state is
		// silent.
		if t.Platform != "state" || t.Attr != "" || t.For > 0 || t.For == config.Templated || len(t.To) == 0 {
			return false
		}
	}
	silent := false
	for v := range e.values {
		if !l.fromFree(e, v) {
			return false
		}
		if len(l.pulseFires(e, v)) == 0 {
			silent = true
		}
	}
	return silent
}

// fromFree reports whether the triggers a change of e to state v fires
// are the same whatever state other than v it comes from.
func (l *lowerer) fromFree(e *entity, v int) bool {
	for _, t := range e.trigs {
		first, seen := false, false
		for u := range e.values {
			if u == v {
				continue
			}
			f := triggerFires(t, e.values[u], e.values[v])
			if seen && f != first {
				return false
			}
			first, seen = f, true
		}
	}
	return true
}

// pulseFires returns the triggers of e a change to state v fires (from
// any other state: fromFree).
func (l *lowerer) pulseFires(e *entity, v int) []*config.Trigger {
	var out []*config.Trigger
	for _, t := range e.trigs {
		for u := range e.values {
			if u != v && triggerFires(t, e.values[u], e.values[v]) {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// triggerFires reports whether state trigger t fires on a change from
// state from to state to (dispatch's test, on known states).
func triggerFires(t *config.Trigger, from, to string) bool {
	if t.To != nil && !contains(t.To, to) || contains(t.NotTo, to) {
		return false
	}
	if t.From != nil && !contains(t.From, from) || contains(t.NotFrom, from) {
		return false
	}
	return true
}
