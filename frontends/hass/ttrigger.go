package hass

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// Template triggers (components/template/trigger.py): the template is
// rendered whenever what it reads changes; the trigger is armed while
// the result is false (result_as_boolean) and fires when it becomes
// true while armed, disarming; an error leaves it as it was. At setup it
// is armed when the result is false. With for:, it fires once the result
// has stayed true that long (a change of the result cancels the wait).
// For a template of entities only, whose result is always a boolean and
// never an error, armed is the same as the result being false, so the
// trigger fires at a change of an entity it reads that takes the result
// from false to true: each change of the entity tests the result before
// and after it.

// tplTrig is a template trigger lowered exactly.
type tplTrig struct {
	t     *tlower
	truth sym // the result's truth, per alternative (jBool)
	fire  func() []ta.Stmt
	guard func() ta.Expr // a wait's: the stage in which it counts
	timer string         // for:
	tr    *config.Trigger
}

// templateTrigger lowers template trigger tr exactly when its template
// reads only entities; ok is false otherwise (noted: the caller makes it
// an environment event).
func (l *lowerer) templateTrigger(tr *config.Trigger, name string, fire func() []ta.Stmt, guard func() ta.Expr, onCall func()) bool {
	why := ""
	var tt *tplTrig
	switch {
	case tr.Template == nil || tr.Template.Body == nil:
		why = "a template outside the subset"
	case tr.For == config.Templated:
		why = "a templated for"
	case tr.For > 0 && guard != nil:
		why = "for: on a wait's trigger"
	default:
		tt, why = l.tplTrigOf(tr)
	}
	if tt == nil {
		if tr.Template != nil && tr.Template.Body != nil {
			l.note(tr.Template.Pos, "template trigger: an environment event that may happen at any moment (%s)", why)
		}
		return false
	}
	onCall()
	tt.fire, tt.guard, tt.tr = fire, guard, tr
	if tr.For > 0 {
		tt.timer = l.unique(name + " (timer)")
		l.prog.Timers = append(l.prog.Timers, &ta.Timer{Name: tt.timer, Pos: tr.Pos})
		body := fire()
		if guard != nil {
			body = []ta.Stmt{&ta.If{Cond: guard(), Then: body}}
		}
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: l.unique(tt.timer + " fires"),
			Trigger: ta.Trigger{Kind: ta.OnName, Name: tt.timer, Pos: tr.Pos}, Body: body, Pos: tr.Pos})
	}
	for _, d := range tt.t.dims {
		if e := l.ents[d.key[2:]]; e != nil {
			e.tplTrigs = append(e.tplTrigs, tt)
		}
	}
	return true
}

// waitTemplate lowers a wait_template's waiting exactly when its
// template reads only entities (helpers/script.py,
// _async_wait_template_step: async_track_template calls back when the
// result turns true, helpers/event.py; the test at the start is the
// caller's): fire runs when a change makes it true while the run waits
// (guard).
func (l *lowerer) waitTemplate(a *config.Action, fire func() []ta.Stmt, guard func() ta.Expr) bool {
	if a.Template != nil && a.Template.Body == nil && a.Template.Src == "" {
		// wait_template: '' (as the UI leaves it): a static template,
		// rendered "" (not true: helpers/condition.py, async_template),
		// which async_track_template never renders again: the wait ends
		// only at its timeout.
		return true
	}
	if a.Template == nil || a.Template.Body == nil {
		return false
	}
	tr := &config.Trigger{Pos: a.Pos, Platform: "template", Template: a.Template, For: -1}
	tt, _ := l.tplTrigOf(tr)
	if tt == nil {
		return false
	}
	tt.fire, tt.guard, tt.tr = fire, guard, tr
	for _, d := range tt.t.dims {
		if e := l.ents[d.key[2:]]; e != nil {
			e.tplTrigs = append(e.tplTrigs, tt)
		}
	}
	return true
}

// tplTrigOf renders a template trigger's template over the entities; nil
// (and why) when its result depends on more than the entities' states
// or is not always a boolean (components/template/trigger.py reads it
// with result_as_boolean, and an error or a result that changes between
// true values is not a plain becoming true).
func (l *lowerer) tplTrigOf(tr *config.Trigger) (*tplTrig, string) {
	var env *tenv
	if o, ok := l.tplS().owner[tr]; ok {
		env = &tenv{a: o.a, i: -1}
	} else {
		env = &tenv{i: -1}
	}
	t, out, ok := l.evalTemplateAs(tr.Template, env, func(*tlower) {})
	if !ok {
		return nil, "a template outside the subset"
	}
	for _, d := range t.dims {
		if len(d.key) < 3 || d.key[:2] != "e:" || d.key == "e:sun.sun" {
			return nil, "its result changes with the time or the run, not only with entities"
		}
	}
	var truth sym
	for _, a := range out {
		switch a.v.k {
		case jBool:
			truth = append(truth, a)
		case jUnknown:
			return nil, a.v.why
		case jErr:
			return nil, "the template can fail, which leaves the trigger as it was"
		default:
			return nil, "a result that is not a boolean"
		}
	}
	return &tplTrig{t: t, truth: truth}, ""
}

// tplTrigFires is what a change of e to value v does for the template
// triggers reading e: fire (or start the for: timer) when the result
// goes from false to true; cancel the timer when it goes back.
func (l *lowerer) tplTrigFires(e *entity, v int64) []ta.Stmt {
	var out []ta.Stmt
	for _, tt := range e.tplTrigs {
		before := tt.holds(nil, 0)
		after := tt.holds(e, v)
		if rise := tand(tnot(before), after); !isLit(rise, false) {
			var then []ta.Stmt
			if tt.timer != "" {
				then = []ta.Stmt{&ta.Start{Timer: tt.timer, Lo: tt.tr.For, Hi: tt.tr.For}}
			} else {
				then = tt.fire()
			}
			if tt.guard != nil {
				rise = and(tt.guard(), rise)
			}
			out = append(out, &ta.If{Cond: rise, Then: then})
		}
		if tt.timer != "" {
			if fall := tand(before, tnot(after)); !isLit(fall, false) {
				out = append(out, &ta.If{Cond: fall, Then: []ta.Stmt{&ta.Cancel{Timer: tt.timer}}})
			}
		}
	}
	return out
}

// holds is where the template's result is true, with e's state taken
// as value v when e is given (the state after its change).
func (tt *tplTrig) holds(e *entity, v int64) ta.Expr {
	t := tt.t
	var cubes []cube
	for _, a := range tt.truth {
		if !a.v.b {
			continue
		}
		g := a.g
		if e != nil {
			var ok bool
			if g, ok = fixDim(t, g, "e:"+e.id, int(v-valueBase(e))); !ok {
				continue
			}
		}
		cubes = append(cubes, g)
	}
	return t.cubesExpr(cubes)
}

func valueBase(e *entity) int64 {
	if e.numeric {
		return e.lo
	}
	return 0
}

// fixDim is cube g with the dimension of key fixed to value k: ok is
// false when g excludes k; the dimension's restriction is dropped.
func fixDim(t *tlower, g cube, key string, k int) (cube, bool) {
	d, ok := t.dimIdx[key]
	if !ok {
		return g, true
	}
	var out cube
	for _, r := range g {
		if r.d == d {
			if !r.set.has(k) {
				return nil, false
			}
			continue
		}
		out = append(out, r)
	}
	return out, true
}
