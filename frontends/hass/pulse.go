package hass

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
	"github.com/delorean-mc/delorean/frontends/hass/reduce"
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
		e.domain == "automation" || e.domain == "timer" || len(e.trigs) == 0 || len(e.inGroups) > 0 || l.groups[e] != nil || len(e.feeds) > 0 || l.isTplCand(e) {
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
		if !reduce.FromFree(e.trigs, e.values, v) {
			return false
		}
		if len(l.pulseFires(e, v)) == 0 {
			silent = true
		}
	}
	return silent
}

// pulseFires returns the triggers of pulse entity e a change to state v
// fires.
func (l *lowerer) pulseFires(e *entity, v int) []*config.Trigger {
	return reduce.Fires(e.trigs, e.values, v)
}

// isTplCand reports whether e is a template binary sensor that may be
// derived from its template (it keeps its state).
func (l *lowerer) isTplCand(e *entity) bool {
	for _, c := range l.tplCands {
		if c == e {
			return true
		}
	}
	return false
}
