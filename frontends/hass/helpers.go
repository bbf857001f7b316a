package hass

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"sort"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// applyInput narrows an entity to what its declaration allows: an
// input_select's options (in order, nothing else), an input_number's
// classes between min and max, and the initial state when one is given;
// a counter or input_number that helper services step gets the
// constants its steps need (helperConsts).
func (l *lowerer) applyInput(e *entity) {
	if l.helperConsts(e) {
		return
	}
	in := l.f.Inputs[e.id]
	if in == nil {
		return
	}
	switch {
	case len(in.Options) > 0 && !e.numeric:
		e.values, e.valueSet = nil, map[string]bool{}
		for _, o := range in.Options {
			e.addValue(o)
		}
		e.declared = true
	case e.numeric:
		sort.Float64s(e.consts)
		e.lo, e.hi = 0, int64(2*len(e.consts))
		if in.Min != nil {
			e.lo = e.class(*in.Min)
		}
		if in.Max != nil {
			e.hi = e.class(*in.Max)
		}
		if x, ok := parseFloat(in.Initial); ok {
			// A counter starts at its initial value even outside its
			// bounds (Counter.__init__ does not clamp it).
			e.lo, e.hi = min(e.lo, e.class(x)), max(e.hi, e.class(x))
		}
		e.declared = true
	}
}

// initOf is the declared initial state of e as an IR constant (nil: none
// declared, the domain's first value).
func (l *lowerer) initOf(e *entity) ta.Expr {
	if e.helper != nil && e.helper.num != nil {
		return &ta.IntLit{Value: e.class(e.helper.num.initial)}
	}
	if t := l.automationByID(e.id); t != nil && t.Disabled && e.valueSet["off"] {
		// initial_state: false (components/automation/__init__.py,
		// async_added_to_hass: `enable_automation = self._initial_state`).
		return ident("off")
	}
	in := l.f.Inputs[e.id]
	if in == nil || in.Initial == "" {
		return nil
	}
	if e.numeric {
		if x, ok := parseFloat(in.Initial); ok {
			return &ta.IntLit{Value: e.class(x)}
		}
		return nil
	}
	v := in.Initial
	if e.domain == "input_datetime" {
		secs, ok := config.TimeOfDay(v)
		if !ok {
			return nil
		}
		v = config.ClockString(secs)
	}
	if !e.valueSet[v] {
		return nil
	}
	return ident(v)
}

// collectInputs adds the values the declarations give the helpers the
// automations use: an input_datetime's initial time; an input_number's
// min and max are bounds, not constants (applyInput).
func (l *lowerer) collectInputs() {
	for _, e := range l.order {
		in := l.f.Inputs[e.id]
		if in == nil || e.domain != "input_datetime" || in.Initial == "" {
			continue
		}
		if secs, ok := config.TimeOfDay(in.Initial); ok {
			e.addValue(config.ClockString(secs))
		}
	}
}

// timeAtEntities lowers a time trigger at input_datetime helpers: at each
// time the helper can hold (its initial time and the times automations
// set), a schedule that fires when the helper holds that time; and while
// it holds a time set elsewhere ("other": the user's), an environment
// event.
func (l *lowerer) timeAtEntities(ctxs []*autoCtx, i int, t *config.Trigger, name string) {
	for _, id := range t.AtEntities {
		e := l.ents[id]
		for _, v := range e.values {
			if secs, ok := config.TimeOfDay(v); ok {
				rn := l.unique(name + " (" + id + " " + v + ")")
				l.ruleNames[rn] = true
				l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: rn, Pos: t.Pos,
					Trigger: ta.Trigger{Kind: ta.OnTime, At: &ta.TimeLit{Base: ta.Midnight, Offset: secs}, Days: t.Days, Pos: t.Pos},
					Body:    []ta.Stmt{&ta.If{Cond: eq(e.id, v), Then: l.handle(ctxs, i)}}})
				continue
			}
			ev := l.unique(name + " (" + id + " at a time set elsewhere)")
			l.prog.Events = append(l.prog.Events, &ta.Event{Name: ev, Guard: and(eq(e.id, v), onDays(t.Days)), Pos: t.Pos})
			l.ruleNames[ev] = true
			l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: ev, Pos: t.Pos,
				Trigger: ta.Trigger{Kind: ta.OnName, Name: ev, Pos: t.Pos}, Body: l.handle(ctxs, i)})
		}
	}
}

// sceneStates is what scene.turn_on of a declared scene sets: the states
// of its entities.
func (l *lowerer) sceneStates(id string) (*config.Scene, bool) {
	sc, ok := l.f.Scenes[id]
	return sc, ok
}

func parseFloat(s string) (float64, bool) {
	x, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	return x, err == nil
}

// onDays is true on the days of a time trigger's weekday filter (nil:
// every day), for the stimuli that stand for such a trigger.
func onDays(days ta.Weekdays) ta.Expr {
	if days == 0 {
		return nil
	}
	return &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight}, To: &ta.TimeLit{Base: ta.Midnight}, Days: days, Tod: -1}
}
