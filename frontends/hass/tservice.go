package hass

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// Templated services and targets. Home Assistant renders a service call's
// service (service_template, or a template as action:) and its target
// when the step runs (helpers/service.py, async_prepare_call_from_config:
// the service template rendered, the target render_complex'd, entity_id
// read by cv.comp_entity_ids: text of ids separated by commas, or a
// list, lower-cased). The lowering renders them over the model's
// domains: the call is the plain call of each alternative, under its
// guard.

// idLike finds the words of a template that may be entity ids or
// services (domain.object).
var idLike = regexp.MustCompile(`[a-z_][a-z0-9_]*\.[a-z0-9_]+`)

// collectServiceTemplates registers, in the collect pass, what a
// templated call may target: the entities and services its templates
// name, and the entities of the triggers when they read the trigger,
// as the plain calls the lowering may make of them.
func (l *lowerer) collectServiceTemplates(a *config.Action) {
	if a.ServiceTpl == nil && len(a.TargetTpls) == 0 {
		return
	}
	services := []string{a.Service}
	if a.ServiceTpl != nil {
		services = candidates(a.ServiceTpl, nil)
		// And the services it renders that its text does not spell
		// out (homeassistant.turn_{{ trigger.payload }}), lower-cased
		// as cv.service does.
		if _, v, ok := l.evalTemplate(a.ServiceTpl, l.tplCollectEnv(), true); ok {
			for _, alt := range v {
				if alt.v.k == jStr {
					if name := strings.ToLower(strings.TrimSpace(alt.v.s)); validService(name) && !slices.Contains(services, name) {
						services = append(services, name)
					}
				}
			}
		}
	}
	ents := append([]string{}, a.Entities...)
	var trig []string
	if cur := l.tplS().cur; cur != nil {
		for _, t := range cur.Triggers {
			trig = append(trig, t.Entities...)
		}
	}
	for _, tp := range a.TargetTpls {
		if _, v, ok := l.evalTemplate(tp, l.tplCollectEnv(), true); ok {
			for _, alt := range v {
				if p := patOf(alt.v, true); p != nil {
					l.patCalls = append(l.patCalls, patCall{a: a, services: services, ent: p.ent})
					break
				}
			}
			// The ids it renders that its text does not spell out
			// ('automation.' ~ name).
			for _, alt := range v {
				if got, why := entityIDs(alt.v); why == "" {
					for _, id := range got {
						if id.k == jStr {
							ents = append(ents, id.s)
						}
					}
				}
			}
		}
		ents = append(ents, candidates(tp, trig)...)
	}
	for _, svc := range services {
		if !strings.Contains(svc, ".") {
			continue
		}
		b := *a
		b.ServiceTpl, b.TargetTpls, b.Service, b.Entities = nil, nil, svc, ents
		l.collectActions([]*config.Action{&b})
	}
}

// patCall is a call whose target a template makes of the text of a
// state of entity ent; services are the services it may call.
type patCall struct {
	a        *config.Action
	services []string
	ent      string
}

// collectPatternCalls registers, once every entity is known, what a call
// whose target holds the text of an unnamed state may do: call its
// service on any entity of the service's domain. Home Assistant reads the
// rendered target as comma-separated ids or registry ids, lower-cased
// and stripped (helpers/config_validation.py, _entity_ids and
// comp_entity_ids_or_uuids), and an entity service acts on the entities
// of its own domain among them: a text the configuration does not give
// ("kitchen", "x, light.hall") names any set of them (patternCall).
func (l *lowerer) collectPatternCalls() {
	for _, pc := range l.patCalls {
		e := l.ents[pc.ent]
		if e == nil || e.numeric {
			continue
		}
		if _, closed := domains.BaseValues[e.domain]; closed {
			continue
		}
		if in := l.f.Inputs[e.id]; in != nil && len(in.Options) > 0 {
			continue
		}
		for _, svc := range pc.services {
			dom, _, ok := strings.Cut(svc, ".")
			if !ok || dom == "homeassistant" {
				continue
			}
			var ids []string
			for _, e := range l.order {
				if e.domain == dom && !strings.Contains(strings.TrimPrefix(e.id, dom+"."), ".") {
					ids = append(ids, e.id)
				}
			}
			if len(ids) == 0 {
				continue
			}
			b := *pc.a
			b.ServiceTpl, b.TargetTpls, b.Service, b.Entities = nil, nil, svc, ids
			l.collectActions([]*config.Action{&b})
		}
	}
}

// candidates are the words of a template that may be entity ids or
// services, with the trigger's entities when it reads the trigger.
func candidates(tp *template.Template, trig []string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, s := range idLike.FindAllString(tp.Src, -1) {
		if !strings.HasPrefix(s, "trigger.") && !strings.HasPrefix(s, "states.") {
			add(s)
		}
	}
	if strings.Contains(tp.Src, "trigger") {
		for _, s := range trig {
			add(s)
		}
	}
	sort.Strings(out)
	return out
}

// templatedService lowers a call whose service or target is a template.
// next is what follows the call; a call Home Assistant refuses (one that
// does not render, a value the helper refuses) ends the run instead.
func (l *lowerer) templatedService(c *autoCtx, a *config.Action, next func() []ta.Stmt) []ta.Stmt {
	env := l.tplEnv(c, -1, nil)
	var t *tlower
	svc := one(vStr(a.Service))
	if a.ServiceTpl != nil {
		var ok bool
		if t, svc, ok = l.evalTemplateAs(a.ServiceTpl, env, func(*tlower) {}); !ok {
			return append(l.opaqueCall(c, a, "the service"), next()...)
		}
	}
	if t == nil {
		t = l.newTlower(a.Pos, false, env)
	}
	// The targets: each template's ids, appended to the plain ones.
	ids := one(vList(nil))
	for _, tp := range a.TargetTpls {
		saved := t.scope
		t.scope = tp.Scope
		v := t.renderedValue(tp)
		t.scope = saved
		ids = t.lift2(ids, v, func(acc, x jv) sym {
			if acc.k != jList {
				return one(acc)
			}
			if x.k == jUnknown && x.pat != nil {
				if acc.pat != nil {
					return t.unknown("two targets of text the model does not know")
				}
				r := vList(acc.items)
				r.pat = x.pat
				return one(r)
			}
			got, why := entityIDs(x)
			if why != "" {
				return t.unknown(why)
			}
			r := vList(append(append([]jv{}, acc.items...), got...))
			r.pat = acc.pat
			return one(r)
		})
	}
	calls := t.lift2(svc, ids, func(s, list jv) sym {
		switch {
		case s.k == jUnknown || list.k == jUnknown:
			return one(jv{k: jUnknown, why: joinWhy(s.why, list.why)})
		case s.k == jErr || list.k == jErr:
			return one(vErr("the call does not render"))
		case s.k != jStr:
			return t.unknown("a service that is not text")
		}
		// helpers/service.py, async_prepare_call_from_config: the
		// rendered service goes through cv.service, which lower-cases
		// it (`string(value).lower()`).
		name := strings.ToLower(strings.TrimSpace(s.s))
		if !validService(name) {
			return t.unknown("the service " + shorten(name) + ", which is not domain.service")
		}
		r := vList(append([]jv{vStr(name)}, list.items...))
		r.pat = list.pat
		return one(r)
	})
	if len(calls) == 0 {
		return append(l.opaqueCall(c, a, "the call"), next()...)
	}
	goOn := next
	patterned := false
	for _, alt := range calls {
		patterned = patterned || alt.v.pat != nil
	}
	if len(calls) > 1 || patterned {
		// One copy of the steps after the call, not one per call.
		goOn = l.continuation(c, "after "+a.Desc, a.Pos, next)
	}
	var chain []ta.Stmt
	// helpers/script.py, _async_call_service_step: the call is rendered
	// when the step runs and then awaited (a yield point, as a plain
	// call's: seq), so the alternative is chosen first and its effect
	// comes when the run resumes.
	wrap := func(svc, what string, rest func() []ta.Stmt) []ta.Stmt {
		if l.yields(c) && serviceYields(&config.Action{Service: svc}) {
			return l.yieldAt(c, what, a.Pos, rest)
		}
		return rest()
	}
	for k := len(calls) - 1; k >= 0; k-- {
		alt := calls[k]
		var body []ta.Stmt
		switch v := alt.v; {
		case v.k == jUnknown:
			body = wrap(a.Service, describeYield(a), func() []ta.Stmt { return append(l.opaqueCall(c, a, v.why), goOn()...) })
		case v.k == jErr:
			// helpers/script.py: the call fails and the run stops.
			body = append([]ta.Stmt{&ta.Emit{Name: a.Desc + ": does not render"}}, l.finish(c)...)
		default:
			b := *a
			b.ServiceTpl, b.TargetTpls = nil, nil
			b.Service = v.items[0].s
			b.Entities = append([]string{}, a.Entities...)
			for _, id := range v.items[1:] {
				if !contains(b.Entities, id.s) {
					b.Entities = append(b.Entities, id.s)
				}
			}
			b.Desc = b.Service
			if len(b.Entities) > 0 {
				b.Desc += " " + strings.Join(b.Entities, ", ")
			}
			switch {
			case v.pat == nil && (onOffAutomations(&b) || homeassistantOff(&b)) && l.uncollectedAutomation(&b):
				body = wrap(b.Service, b.Desc, func() []ta.Stmt {
					return append(l.opaqueCall(c, a, "an automation of the file whose id the template does not spell out"), goOn()...)
				})
			case v.pat == nil && (onOffAutomations(&b) || homeassistantOff(&b)):
				// automation.turn_on, turn_off or toggle (and
				// homeassistant.turn_off or toggle, which call them on
				// the automations among their targets) of the rendered
				// entities: as written plainly (seq), turning an
				// automation off stopping its runs.
				bb := b
				body = wrap(b.Service, b.Desc, func() []ta.Stmt {
					if out, ok := l.turnOffAutomations(c, &bb, goOn); ok {
						return out
					}
					out, refused := l.service(c, &bb)
					if refused {
						return append(out, l.finish(c)...)
					}
					return append(out, goOn()...)
				})
			case v.pat != nil && onOffAutomations(&b) && !l.mayNameAutomation():
				// A target of text the configuration does not give, which
				// can name no automation of the file (none is a target
				// the model keeps): the pattern's call, on the other
				// automation entities.
				body = l.patternCall(c, a, &b, goOn, func(rest func() []ta.Stmt) []ta.Stmt { return wrap(b.Service, b.Desc, rest) })
			case l.specialCall(&b):
				body = wrap(b.Service, b.Desc, func() []ta.Stmt {
					return append(l.opaqueCall(c, a, b.Service+", a call the lowering makes only when it is written plainly"), goOn()...)
				})
			case v.pat != nil:
				body = l.patternCall(c, a, &b, goOn, func(rest func() []ta.Stmt) []ta.Stmt { return wrap(b.Service, b.Desc, rest) })
			default:
				body = wrap(b.Service, b.Desc, func() []ta.Stmt {
					out, refused := l.service(c, &b)
					if refused {
						// Home Assistant refused the call: the run ends.
						return append(out, l.finish(c)...)
					}
					return append(out, goOn()...)
				})
			}
		}
		if chain == nil {
			chain = body
			continue
		}
		chain = []ta.Stmt{&ta.If{Cond: t.cubeExpr(alt.g), Then: body, Else: chain}}
	}
	return chain
}

// maxPatternSubsets is the most entities whose every set a target of
// unknown text is explored naming (patternCall).
const maxPatternSubsets = 8

// patternCall lowers call b, whose target also holds the text of an
// unnamed state (p): Home Assistant splits the rendered target at commas
// and reads each part, lower-cased and stripped, as an entity id or a
// registry id, raising "Template rendered invalid entity IDs" (the run
// stops) when one is neither (helpers/service.py,
// async_prepare_call_from_config; helpers/config_validation.py,
// _entity_ids). A text the configuration does not give ("Kitchen",
// "x, light.hall", "a b") names any set of entities, or fails: the call
// is the plain call on b's entities and, each by an environment choice,
// on every other entity of the service's domain (the entity service
// acts on its own domain's entities only), or the run stops. The
// statements include what follows the call (goOn) where the run goes on;
// call places the call's effect and what follows (at a yield point).
func (l *lowerer) patternCall(c *autoCtx, a, b *config.Action, goOn func() []ta.Stmt, call func(func() []ta.Stmt) []ta.Stmt) []ta.Stmt {
	dom, _, _ := strings.Cut(b.Service, ".")
	if dom == "homeassistant" {
		return call(func() []ta.Stmt {
			return append(l.opaqueCall(c, a, "a target naming entities of any domain the model does not know"), goOn()...)
		})
	}
	base, refused := l.service(c, b)
	var maybe [][]ta.Stmt
	for _, e := range l.order {
		if e.domain != dom || e.unread || contains(b.Entities, e.id) || strings.Contains(strings.TrimPrefix(e.id, dom+"."), ".") {
			continue
		}
		svc := strings.TrimPrefix(b.Service, dom+".")
		if v, ok := domains.ServiceValue(dom, svc, e.domain, b); ok && v != "" && v != "=" && v != "toggle" && v != domains.ClimateOn && !e.numeric && !e.valueSet[v] {
			// Not collected as a state it may take (collectPatternCalls).
			return call(func() []ta.Stmt { return append(l.opaqueCall(c, a, "a target the model does not know"), goOn()...) })
		}
		m := *b
		m.Entities = []string{e.id}
		st, ref := l.service(c, &m)
		if ref {
			return call(func() []ta.Stmt {
				return append(l.opaqueCall(c, a, "a target the model does not know, on "+e.id+" which may refuse it"), goOn()...)
			})
		}
		var eff []ta.Stmt
		for _, x := range st {
			if _, out := x.(*ta.Emit); !out {
				eff = append(eff, x)
			}
		}
		if len(eff) > 0 {
			maybe = append(maybe, eff)
		}
	}
	var pick []ta.Stmt
	if len(maybe) <= maxPatternSubsets {
		// Any set of them: each an environment choice.
		for _, eff := range maybe {
			pick = append(pick, &ta.If{Cond: either(), Then: eff})
		}
	} else {
		// 2^n sets are 2^n paths through the call for the explorers:
		// one entity or none, and the sets of several (a text with
		// commas) are not explored, said.
		l.overNote(c, a.Pos, "%s: its target text may name any of %d entities of %s; the texts naming several at once (with commas) are not explored", a.Desc, len(maybe), dom)
		for k := len(maybe) - 1; k >= 0; k-- {
			pick = []ta.Stmt{&ta.If{Cond: either(), Then: maybe[k], Else: pick}}
		}
	}
	ok := call(func() []ta.Stmt {
		out := append(base, pick...)
		if refused {
			return append(out, l.finish(c)...)
		}
		return append(out, goOn()...)
	})
	fail := append([]ta.Stmt{&ta.Emit{Name: a.Desc + ": Template rendered invalid entity IDs"}}, l.finish(c)...)
	return []ta.Stmt{&ta.If{Cond: either(), Then: fail, Else: ok}}
}

// onOffAutomations reports whether a is automation.turn_on, turn_off or
// toggle (components/automation/__init__.py registers them as entity
// services of the automation entities: async_turn_on, async_turn_off
// with stop_actions, toggle).
func onOffAutomations(a *config.Action) bool {
	switch a.Service {
	case "automation.turn_on", "automation.turn_off", "automation.toggle":
		return true
	}
	return false
}

// uncollectedAutomation reports whether call a names an automation of
// the file whose entity the collect pass did not register (a target the
// template builds from pieces), which the lowering cannot turn off.
func (l *lowerer) uncollectedAutomation(a *config.Action) bool {
	for _, id := range a.Entities {
		if l.ents[id] == nil && l.automationByID(id) != nil {
			return true
		}
	}
	return false
}

// homeassistantOff reports whether a is homeassistant.turn_off or
// toggle, which components/homeassistant/__init__.py,
// async_handle_turn_service, passes on to each target's own domain
// (automation.turn_off for an automation).
func homeassistantOff(a *config.Action) bool {
	return a.Service == "homeassistant.turn_off" || a.Service == "homeassistant.toggle"
}

// mayNameAutomation reports whether a target of unknown text may name an
// automation of the file: one whose entity the model keeps (patternCall
// considers only those), which turning off would also stop.
func (l *lowerer) mayNameAutomation() bool {
	for _, e := range l.order {
		if e.domain == "automation" && !e.unread && l.automationByID(e.id) != nil {
			return true
		}
	}
	return false
}

// specialCall reports whether a call is one seq lowers by itself (a
// script it waits for, automation.trigger, an automation turned off):
// not made from a template.
func (l *lowerer) specialCall(a *config.Action) bool {
	if _, ok := l.scripts[a.Service]; ok && strings.HasPrefix(a.Service, "script.") {
		return true
	}
	return strings.HasPrefix(a.Service, "automation.") || a.Service == "homeassistant.turn_off" || a.Service == "homeassistant.toggle"
}

// opaqueCall is a templated call the lowering does not read: an output
// that changes nothing modelled, noted.
func (l *lowerer) opaqueCall(c *autoCtx, a *config.Action, why string) []ta.Stmt {
	l.overNote(c, a.Pos, "%s: the templated call changes nothing modelled (%s)", a.Desc, why)
	return []ta.Stmt{&ta.Emit{Name: a.Desc}}
}

// entityIDs reads a rendered entity_id as cv.comp_entity_ids does: ids
// separated by commas, or a list of them, lower-cased; why says what
// the model does not know, or that Home Assistant refuses it.
func entityIDs(v jv) ([]jv, string) {
	var raw []string
	switch v.k {
	case jStr:
		for _, s := range strings.Split(v.s, ",") {
			raw = append(raw, s)
		}
	case jList:
		for _, it := range v.items {
			if it.k != jStr {
				return nil, "a target that is not entity ids"
			}
			raw = append(raw, it.s)
		}
	case jUnknown:
		if v.why == "" {
			// A text with a part the model does not know (the state of
			// an entity no automation names): any ids.
			return nil, "the text of a value the model does not know"
		}
		return nil, v.why
	default:
		return nil, "a target that is not entity ids"
	}
	var out []jv
	for _, s := range raw {
		s = strings.ToLower(strings.TrimSpace(s))
		if !validEntityID(s) {
			return nil, "the target " + shorten(s) + ", which is not an entity id"
		}
		out = append(out, vStr(s))
	}
	return out, ""
}

// validService reports whether s is domain.service.
func validService(s string) bool {
	dom, svc, ok := strings.Cut(s, ".")
	return ok && dom != "" && svc != "" && validEntityID(dom+"."+svc)
}

// collectDataTemplate registers, in the collect pass, what a helper
// call's templated option or value may set: the literal texts and
// numbers its template can render (those of its if branches), as plain
// calls. A value it renders that is not among them is not lowered
// (templatedData).
func (l *lowerer) collectDataTemplate(a *config.Action) {
	if a.DataTpl == nil {
		return
	}
	l.collectTemplate(a.DataTpl)
	for _, v := range literalOutputs(a.DataTpl.Body) {
		b := *a
		b.DataTpl = nil
		if !setData(&b, v) {
			continue
		}
		l.collectActions([]*config.Action{&b})
	}
}

// literalOutputs are the texts a template's branches write literally:
// each text between statements, stripped, and each constant written
// by {{ }} (also as a branch of an if expression).
func literalOutputs(body []*template.TStmt) []string {
	var out []string
	for _, s := range body {
		switch s.Kind {
		case template.SText:
			if t := strings.TrimSpace(s.Text); t != "" {
				out = append(out, t)
			}
		case template.SExpr:
			out = append(out, exprOutputs(s.Expr)...)
		case template.SIf:
			for _, b := range s.Bodies {
				out = append(out, literalOutputs(b)...)
			}
			out = append(out, literalOutputs(s.Else)...)
		}
	}
	return out
}

// exprOutputs are the constants an expression may be: a literal's, or
// the branches' of `a if c else b`.
func exprOutputs(e *template.TNode) []string {
	switch e.Kind {
	case template.TString:
		return []string{strings.TrimSpace(e.Name)}
	case template.TNumber:
		return []string{config.FormatNum(e.Num)}
	case template.TCond:
		return append(exprOutputs(e.Kids[0]), exprOutputs(e.Kids[2])...)
	}
	return nil
}

// setData sets a helper call's option or value to a rendered result's
// text; false when it is not one the call takes (a value that is not a
// number).
func setData(b *config.Action, s string) bool {
	if b.Service == "input_number.set_value" {
		x, ok := pyFloat(s)
		if !ok || math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
		b.Value = &x
		return true
	}
	b.Option = s
	return true
}

// templatedData lowers a helper call whose option or value is a
// template: rendered over the model's domains when the step runs, each
// result is the plain call with that option or value, under its guard;
// a result that is not one the collect pass gave the entity (nor a
// declared option), or that the model does not know, is the call as
// the lowering reads it without the value (noted).
func (l *lowerer) templatedData(c *autoCtx, a *config.Action, next func() []ta.Stmt) ([]ta.Stmt, bool) {
	t, v, ok := l.evalTemplateAs(a.DataTpl, l.tplEnv(c, -1, nil), func(*tlower) {})
	if !ok || len(v) == 0 {
		return nil, false
	}
	type alt struct {
		g cube
		b *config.Action
	}
	var alts []alt
	for _, x := range v {
		if x.v.k == jErr {
			alts = append(alts, alt{g: x.g})
			continue
		}
		s, ok := pyStr(x.v)
		if !ok || !x.v.concrete() {
			return nil, false
		}
		b := *a
		b.DataTpl = nil
		if !setData(&b, strings.TrimSpace(s)) || !l.takes(&b) {
			return nil, false
		}
		alts = append(alts, alt{g: x.g, b: &b})
	}
	goOn := next
	if len(alts) > 1 {
		goOn = l.continuation(c, "after "+a.Desc, a.Pos, next)
	}
	var chain []ta.Stmt
	for k := len(alts) - 1; k >= 0; k-- {
		var body []ta.Stmt
		if b := alts[k].b; b == nil {
			// helpers/service.py: "Error rendering data template", and
			// the run stops (helpers/script.py).
			body = append([]ta.Stmt{&ta.Emit{Name: a.Desc + ": does not render"}}, l.finish(c)...)
		} else {
			out, refused := l.service(c, b)
			if refused {
				body = append(out, l.finish(c)...)
			} else {
				body = append(out, goOn()...)
			}
		}
		if chain == nil {
			chain = body
			continue
		}
		chain = []ta.Stmt{&ta.If{Cond: t.cubeExpr(alts[k].g), Then: body, Else: chain}}
	}
	return chain, true
}

// takes reports whether the model has the state a helper call sets on
// each of its entities: the option among the entity's states (or its
// declared options, where another is refused), the value among its
// constants.
func (l *lowerer) takes(b *config.Action) bool {
	for _, id := range b.Entities {
		e := l.ents[id]
		switch {
		case e == nil || e.unread:
		case b.Value != nil:
			if !e.numeric || !slices.Contains(e.consts, *b.Value) {
				return false
			}
		case !e.valueSet[b.Option] && !e.declared:
			return false
		}
	}
	return true
}
