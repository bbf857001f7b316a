package reduce

import (
	"slices"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// Pulse entities: what their changes fire, state by state. An entity
// whose change to a state fires the same triggers from every other state
// (FromFree), and which has a silent state (Fires returns none), need
// keep no state: each change to a state that fires something can be an
// event possible at any time (frontends/hass/pulse.go says when).

// FromFree reports whether the state triggers trigs of an entity with
// the states values that a change to state v fires are the same whatever
// state other than v it comes from.
func FromFree(trigs []*config.Trigger, values []string, v int) bool {
	for _, t := range trigs {
		first, seen := false, false
		for u := range values {
			if u == v {
				continue
			}
			f := triggerFires(t, values[u], values[v])
			if seen && f != first {
				return false
			}
			first, seen = f, true
		}
	}
	return true
}

// Fires returns the triggers of trigs a change to state v fires, from
// some other state of values (from any other, when FromFree).
func Fires(trigs []*config.Trigger, values []string, v int) []*config.Trigger {
	var out []*config.Trigger
	for _, t := range trigs {
		for u := range values {
			if u != v && triggerFires(t, values[u], values[v]) {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// triggerFires reports whether state trigger t fires on a change from
// state from to state to (the lowering's test, on known states).
func triggerFires(t *config.Trigger, from, to string) bool {
	if t.To != nil && !slices.Contains(t.To, to) || slices.Contains(t.NotTo, to) {
		return false
	}
	if t.From != nil && !slices.Contains(t.From, from) || slices.Contains(t.NotFrom, from) {
		return false
	}
	return true
}
