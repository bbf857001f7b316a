package hasim

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// attach subscribes triggers (an automation's, or a wait's) in order;
// fire is called with a trigger's index when it fires. The returned
// function detaches them all, pending for: timers included
// (async_remove of each platform).
func (s *Sim) attach(ts []*config.Trigger, owner string, auto int, trig bool, fire func(i int)) func() {
	var undo []func()
	for i, t := range ts {
		i := i
		switch t.Platform {
		case "state":
			undo = append(undo, s.stateTrigger(t, rank{auto, trig, t.Pos}, fmt.Sprintf("%s <- %s", owner, t.Desc), func() { fire(i) }))
		case "numeric_state":
			undo = append(undo, s.numericTrigger(t, rank{auto, trig, t.Pos}, fmt.Sprintf("%s <- %s", owner, t.Desc), func() { fire(i) }))
		case "time":
			undo = append(undo, s.timeTrigger(t, func() { fire(i) }))
		}
	}
	return func() {
		for _, u := range undo {
			u()
		}
	}
}

// matcher is process_state_match: a list of states, or any state when
// nil; inverted for not_from and not_to.
func matcher(states []string, invert bool) func(string) bool {
	if states == nil {
		return func(string) bool { return true }
	}
	return func(v string) bool { return slices.Contains(states, v) != invert }
}

// sameState is a pending for: timer (helpers/event.py,
// async_track_same_state): the timer, and a listener on the entity that
// cancels it when check fails on a change.
func (s *Sim) sameState(rk rank, entity string, period int64, name string, check func(new string) bool, action func()) func() {
	var stopTimer, stopListen func()
	clear := func() {
		if stopTimer != nil {
			stopTimer()
			stopTimer = nil
		}
		if stopListen != nil {
			stopListen()
			stopListen = nil
		}
	}
	stopTimer = s.after(period*s.scale, name, "", func() {
		stopTimer = nil
		clear()
		action()
	})
	stopListen = s.listen(rk, []string{entity}, func(_, _, new string) {
		if !check(new) {
			clear()
		}
	})
	return clear
}

// stateTrigger is triggers/state.py, async_attach_trigger.
func (s *Sim) stateTrigger(t *config.Trigger, rk rank, name string, action func()) func() {
	matchFrom := matcher(t.From, false)
	if t.From == nil && t.NotFrom != nil {
		matchFrom = matcher(t.NotFrom, true)
	}
	matchTo := matcher(t.To, false)
	if t.To == nil && t.NotTo != nil {
		matchTo = matcher(t.NotTo, true)
	}
	// Not one of from, not_from, to, not_to: fire on every change (of an
	// attribute too, which the simulator does not have).
	matchAll := t.From == nil && t.NotFrom == nil && t.To == nil && t.NotTo == nil
	// unsub_track_same: one pending for: timer per entity; a new one
	// replaces the entry without cancelling the one before (only its own
	// check cancels that).
	pending := map[string][]func(){}
	stop := s.listen(rk, t.Entities, func(entity, old, new string) {
		if !matchFrom(old) || !matchTo(new) || (!matchAll && old == new) {
			return
		}
		if t.For <= 0 {
			action()
			return
		}
		// _check_same_state: with from: and no to:, the state must not
		// go back to the one it left; otherwise it must stay the one
		// it came to.
		check := func(cur string) bool { return cur == new }
		if t.From != nil && t.To == nil {
			check = func(cur string) bool { return cur != old }
		}
		pending[entity] = append(pending[entity], s.sameState(rk, entity, t.For, name+" for", check, action))
	})
	return func() {
		stop()
		for _, cs := range pending {
			for _, c := range cs {
				c()
			}
		}
	}
}

// numeric is condition.async_numeric_state on a state: strictly above
// above, strictly below below; ok is false when the state is not a
// number (a ConditionError).
func numeric(state string, above, below *float64) (match, ok bool) {
	x, err := strconv.ParseFloat(state, 64)
	if err != nil {
		return false, false
	}
	if below != nil && x >= *below {
		return false, true
	}
	if above != nil && x <= *above {
		return false, true
	}
	return true, true
}

// numericTrigger is triggers/numeric_state.py: an entity outside the range
// is armed (at attach, on the states now, and on every change that leaves
// it), and a change into the range of an armed entity fires (or starts
// the for: timer, which a change out of the range cancels).
func (s *Sim) numericTrigger(t *config.Trigger, rk rank, name string, action func()) func() {
	armed := map[string]bool{}
	for _, e := range t.Entities {
		if m, ok := numeric(s.states[e], t.Above, t.Below); ok && !m {
			armed[e] = true
		}
	}
	pending := map[string]func(){}
	stop := s.listen(rk, t.Entities, func(entity, _, new string) {
		m, ok := numeric(new, t.Above, t.Below)
		if !ok {
			return
		}
		if !m {
			armed[entity] = true
			return
		}
		if !armed[entity] {
			return
		}
		delete(armed, entity)
		if t.For <= 0 {
			action()
			return
		}
		pending[entity] = s.sameState(rk, entity, t.For, name+" for", func(cur string) bool {
			m, _ := numeric(cur, t.Above, t.Below)
			return m
		}, action)
	})
	return func() {
		stop()
		for _, c := range pending {
			c()
		}
	}
}

// timeTrigger is triggers/time.py at fixed times of day: each time fires
// every day at that time, on the weekdays given (a time on another day
// returns without firing). helpers/event.py, _TrackUTCTimeChange: the
// next time is find_next_time_expression_time from now cut to the second
// (util/dt.py), so a trigger attached within the second it names fires
// at once, and after firing the next is looked for from a second later.
// (Home Assistant fires it a fixed random fraction of a second, 0.05 to
// 0.95, into that second; the simulator, as the model, on the second.)
func (s *Sim) timeTrigger(t *config.Trigger, action func()) func() {
	var cancels []func()
	dead := false
	day := 86400 * s.scale
	for _, at := range t.At {
		at := at.Offset * s.scale
		var schedule func(from int64)
		schedule = func(from int64) {
			tod, _ := s.timeOfDay(from)
			sec := from - tod%s.scale // the start of the second of from
			due := sec + (at-(tod-tod%s.scale)+day)%day
			due = max(due, s.now)
			// One event for the triggers at one time on the same days,
			// which the model fires together (in Home Assistant each
			// trigger has a timer of its own, which fires a fraction of
			// the second apart from the others).
			name := "at " + config.ClockString(at/s.scale)
			if t.Days != 0 {
				name += " on " + t.Days.String()
			}
			cancels = append(cancels, s.at(due, name, fmt.Sprintf("time@%d %s", due, name), func() {
				if dead {
					return
				}
				if _, wd := s.timeOfDay(s.now); t.Days.Has(wd) {
					action()
				}
				schedule(s.now + s.scale)
			}))
		}
		schedule(s.now)
	}
	return func() {
		dead = true
		for _, c := range cancels {
			c()
		}
	}
}
