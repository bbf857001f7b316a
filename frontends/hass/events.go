package hass

import (
	"slices"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// eventListener is an automation's event trigger that event steps of the
// configuration fire (besides the environment, which may fire it too).
type eventListener struct {
	t    *config.Trigger
	rule string // the called rule that handles the trigger
}

// listenEvents declares the rule an event step runs for automation
// trigger t (ctxs' trigger i).
func (l *lowerer) listenEvents(ctxs []*autoCtx, i int, t *config.Trigger, name string) {
	if len(t.EventTypes) == 0 {
		return
	}
	rn := l.unique(name + " (fired by an event step)")
	l.ruleNames[rn] = true
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: rn, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: t.Pos}, Pos: t.Pos, Body: l.handle(ctxs, i)})
	l.listeners = append(l.listeners, eventListener{t: t, rule: rn})
}

// fireEvent lowers an event step: Home Assistant fires the event on the
// bus (helpers/script.py, _async_event_step: bus.async_fire_internal) and
// every event trigger listening for its type whose event_data the event's
// data matches runs (triggers/event.py: the trigger's event_data is a
// schema the event's data must fit, other keys allowed). A filter on a
// value the step gives by a template is taken as matching, with a note.
func (l *lowerer) fireEvent(a *config.Action) []ta.Stmt {
	node := &ta.If{Cond: boolLit(true)}
	l.fixups = append(l.fixups, func() {
		for _, ls := range l.listeners {
			if !slices.Contains(ls.t.EventTypes, a.Event) {
				continue
			}
			match, known := true, true
			for k, want := range ls.t.EventData {
				got, ok := a.EventData[k]
				switch {
				case !ok:
					match = false
				case want == "" || got == "":
					known = false
				case want != got:
					match = false
				}
			}
			if !match {
				continue
			}
			if !known {
				l.note(a.Pos, "event %s: its data is given by a template, so whether %s's event_data matches is not known: taken as matching", a.Event, ls.t.Desc)
			}
			node.Then = append(node.Then, &ta.Run{Rule: ls.rule})
		}
	})
	return []ta.Stmt{&ta.Emit{Name: a.Desc}, node}
}
