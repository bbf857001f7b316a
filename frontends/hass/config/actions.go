package config

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/config/devices"
	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

func (p *yparser) actions(n *yaml.Node) []*Action {
	var out []*Action
	p.nestedScope(func() {
		for _, s := range list(n) {
			if a := p.stepScope(s, func() *Action { return p.action(s) }); a != nil {
				out = append(out, a)
			}
		}
	})
	return out
}

func (p *yparser) action(n *yaml.Node) *Action {
	n = resolve(n)
	if n.Kind == yaml.ScalarNode && strings.HasPrefix(n.Tag, "!include") {
		p.note(n, Skipped, "%s %s is not followed", n.Tag, n.Value)
		return nil
	}
	f, keys := p.fields(n, "an action")
	if f == nil {
		return nil
	}
	a := &Action{Pos: p.pos(n), Delay: -1, DelayLo: -1, Count: -1, Continue: true}
	if v := f["enabled"]; v != nil && isFalse(v) {
		p.note(v, Skipped, "a disabled action")
		return nil
	}
	svc := f["service"]
	if svc == nil {
		svc = f["action"]
	}
	if svc == nil && f["service_template"] != nil {
		// service_template is the old name of a templated service; a
		// plain one is a service.
		svc = f["service_template"]
	}
	switch {
	case svc != nil:
		var svcTpl *template.Template
		if svc.Kind == yaml.ScalarNode && IsTemplate(svc.Value) {
			if _, err := template.Parse(svc.Value); err != nil {
				p.note(svc, Over, "a templated service outside the template subset (%v): an observable output", err)
				return &Action{Pos: a.Pos, Kind: AEmit, Desc: "templated service"}
			}
			svcTpl = p.template(svc)
		} else if svc.Kind != yaml.ScalarNode || !strings.Contains(svc.Value, ".") {
			p.errorf(svc, "expected a service (domain.service), found %s", describe(svc))
			return nil
		}
		a.Kind = AService
		a.Service = svc.Value
		if svcTpl != nil {
			a.Service, a.ServiceTpl = "", svcTpl
		}
		// A response_variable holds the service's answer, which the
		// model does not have.
		defer p.bindOpaque(f["response_variable"])
		ents, entsFrom := f["entity_id"], ""
		bri := map[string]*yaml.Node{}
		// The devices, areas, floors and labels the call names, where
		// (selAt), and whether one is a template.
		var sel devices.Selection
		var selAt *yaml.Node
		selTpl := false
		for _, holder := range []string{"target", "data", "data_template"} {
			if h := f[holder]; h != nil && h.Kind == yaml.MappingNode {
				hf, _ := p.fields(h, holder)
				if holder != "target" {
					for _, k := range []string{"brightness", "brightness_pct", "brightness_step", "brightness_step_pct", "white"} {
						if o := hf[k]; o != nil && o.Kind == yaml.ScalarNode {
							bri[k] = o
						}
					}
				}
				if e := hf["entity_id"]; e != nil && ents == nil {
					ents, entsFrom = e, holder
				}
				if o := hf["option"]; o != nil && o.Kind == yaml.ScalarNode {
					a.Option = o.Value
					p.dataTemplate(a, o, holder)
				}
				if o := hf["value"]; o != nil && o.Kind == yaml.ScalarNode && a.Service == "input_number.set_value" {
					p.dataTemplate(a, o, holder)
				}
				// Only a timer's duration is a time the model measures;
				// other services' duration fields (a notification's, a
				// script's field, "4 Hours" to an LED script) are data.
				if o := hf["duration"]; o != nil && holder != "target" && strings.HasPrefix(a.Service, "timer.") {
					if o.Kind == yaml.ScalarNode && IsTemplate(o.Value) {
						p.note(o, Over, "a timer duration given by a template: the timer ends when the environment chooses")
						a.Delay = Templated
					} else if d, ok := p.duration(o, "duration"); ok {
						a.Delay = d
					}
				}
				if o := hf["skip_condition"]; o != nil && holder != "target" && isFalse(o) {
					a.KeepConds = true
				}
				if o := hf["stop_actions"]; o != nil && holder != "target" && isFalse(o) {
					a.KeepRuns = true
				}
				if o := hf["time"]; o != nil && holder != "target" && o.Kind == yaml.ScalarNode {
					if secs, ok := TimeOfDay(o.Value); ok {
						a.Time = ClockString(secs)
					}
				}
				if o := hf["hvac_mode"]; o != nil && holder != "target" && o.Kind == yaml.ScalarNode && !IsTemplate(o.Value) {
					a.HVAC = o.Value
				}
				if o := hf["temperature"]; o != nil && holder != "target" && o.Kind == yaml.ScalarNode && isNumber(o.Value) {
					x, _ := strconv.ParseFloat(o.Value, 64)
					a.Temp = &x
				}
				if o := hf["cycle"]; o != nil && holder != "target" && o.Kind == yaml.ScalarNode {
					switch {
					case IsTemplate(o.Value):
						p.note(o, Over, "cycle given by a template: either, at the last (first) option")
						a.Cycle = CycleTemplated
					case o.Value == "false" || o.Value == "off" || o.Value == "no":
						a.Cycle = CycleOff
					case o.Value == "true" || o.Value == "on" || o.Value == "yes":
					default:
						p.errorf(o, "cycle must be true or false, found %s", describe(o))
					}
				}
				if o := hf["value"]; o != nil && o.Kind == yaml.ScalarNode && isNumber(o.Value) {
					x, _ := strconv.ParseFloat(o.Value, 64)
					a.Value = &x
				}
				for _, k := range []struct {
					key string
					ids *[]string
				}{{"device_id", &sel.Devices}, {"area_id", &sel.Areas}, {"floor_id", &sel.Floors}, {"label_id", &sel.Labels}} {
					o := hf[k.key]
					if o == nil {
						continue
					}
					if selAt == nil {
						selAt = h
					}
					for _, v := range p.strs(o, k.key) {
						switch {
						case IsTemplate(v):
							selTpl = true
						case v != "" && v != "none":
							*k.ids = append(*k.ids, v)
						}
					}
				}
			}
		}
		if ents != nil {
			for _, e := range p.strs(ents, "entity_id") {
				if IsTemplate(e) {
					if tp, err := template.Parse(e); err == nil {
						// Rendered by the lowering.
						tp.Pos, tp.Scope = p.pos(ents), p.scope
						a.TargetTpls = append(a.TargetTpls, tp)
						continue
					}
				}
				if !IsTemplate(e) && !p.serviceEntityID(ents, entsFrom, e) {
					return nil
				}
				if IsTemplate(e) || !strings.Contains(e, ".") {
					if e != "all" && !strings.EqualFold(e, "none") {
						p.note(ents, Over, "%s on the templated target %q: no modelled entity changes", a.Service, e)
					}
					continue
				}
				a.Entities = append(a.Entities, strings.ToLower(e))
			}
		}
		if selTpl || !sel.Empty() {
			p.targetEntities(a, sel, selTpl, selAt)
		}
		a.Desc = a.Service
		if a.ServiceTpl != nil {
			a.Desc = "templated service"
		}
		if len(a.Entities) > 0 {
			a.Desc += " " + strings.Join(a.Entities, ", ")
		}
		if len(bri) > 0 && (a.Service == "light.turn_on" || a.Service == "light.toggle") {
			return p.lightBrightness(n, a, bri)
		}
	case f["delay"] != nil:
		a.Kind = ADelay
		p.durTpl = nil
		lo, d, ok := p.durationRange(f["delay"], "delay")
		a.DelayTpl, p.durTpl = p.durTpl, nil
		if !ok {
			return nil
		}
		a.Delay = d
		a.Desc = "delay " + ta.FormatDuration(d)
		if lo != d {
			a.DelayLo = lo
			a.Desc = "delay " + ta.FormatDuration(lo) + ".." + ta.FormatDuration(d)
		}
		if d == Templated {
			a.Desc = "delay (template)"
		}
	case f["wait_for_trigger"] != nil:
		a.Kind = AWaitTrigger
		for _, t := range list(f["wait_for_trigger"]) {
			if tr := p.trigger(t); tr != nil {
				a.Triggers = append(a.Triggers, tr)
			}
		}
		p.timeout(a, f)
		a.Desc = "wait_for_trigger"
	case f["wait_template"] != nil:
		a.Kind = AWaitTemplate
		a.Template = p.template(f["wait_template"])
		p.timeout(a, f)
		a.Desc = "wait_template"
	case f["choose"] != nil:
		a.Kind = AChoose
		for _, opt := range list(f["choose"]) {
			of, _ := p.fields(opt, "a choose option")
			if of == nil {
				continue
			}
			var conds []*Cond
			cn := of["conditions"]
			if cn == nil {
				cn = of["condition"]
			}
			for _, c := range list(cn) {
				if cc := p.cond(c); cc != nil {
					conds = append(conds, cc)
				}
			}
			seq := of["sequence"]
			a.Conds = append(a.Conds, &Cond{Pos: p.pos(opt), Kind: CAnd, Subs: conds})
			a.Branches = append(a.Branches, p.actions(seq))
		}
		if d := f["default"]; d != nil {
			a.Else = p.actions(d)
		}
		a.Desc = "choose"
	case f["if"] != nil:
		a.Kind = AIf
		var conds []*Cond
		for _, c := range list(f["if"]) {
			if cc := p.cond(c); cc != nil {
				conds = append(conds, cc)
			}
		}
		if f["then"] == nil {
			p.errorf(n, "if needs then")
			return nil
		}
		a.Conds = []*Cond{{Pos: a.Pos, Kind: CAnd, Subs: conds}}
		a.Branches = [][]*Action{p.actions(f["then"])}
		if e := f["else"]; e != nil {
			a.Else = p.actions(e)
		}
		a.Desc = "if"
	case f["condition"] != nil:
		a.Kind = ACondition
		if c := p.cond(n); c != nil {
			a.Conds = []*Cond{c}
		}
		a.Desc = "condition"
	case f["stop"] != nil:
		a.Kind = AStop
		a.Desc = "stop"
	case f["sequence"] != nil:
		a.Kind = ASequence
		a.Body = p.actions(f["sequence"])
		a.Desc = "sequence"
	case f["parallel"] != nil:
		a.Kind = AParallel
		// Each item is a branch: a step, or a sequence of steps.
		for _, b := range list(f["parallel"]) {
			if bf, _ := p.fields(b, "a parallel branch"); bf != nil && bf["sequence"] != nil && len(bf) == 1 {
				a.Branches = append(a.Branches, p.actions(bf["sequence"]))
				continue
			}
			if x := p.action(b); x != nil {
				a.Branches = append(a.Branches, []*Action{x})
			}
		}
		a.Desc = "parallel"
	case f["repeat"] != nil:
		a.Kind = ARepeat
		rf, _ := p.fields(f["repeat"], "repeat")
		if rf == nil {
			return nil
		}
		switch {
		case rf["count"] != nil:
			c := rf["count"]
			if c.Kind == yaml.ScalarNode && IsTemplate(c.Value) {
				// Home Assistant renders the template to the count;
				// the model does not know it: any count.
				p.note(c, Over, "repeat count %q: the count is a template; the loop runs any number of times, the environment choosing when it ends", c.Value)
				a.Count = Templated
				break
			}
			k, err := strconv.Atoi(strings.TrimSpace(c.Value))
			if err != nil || k < 0 || k > 100 {
				p.errorf(c, "repeat count must be a whole number from 0 to 100 or a template, found %s", describe(c))
				return nil
			}
			a.Count = int64(k)
		case rf["while"] != nil || rf["until"] != nil:
			key := "while"
			if rf["until"] != nil {
				key = "until"
				a.Until = true
			}
			var conds []*Cond
			for _, c := range list(rf[key]) {
				if cc := p.cond(c); cc != nil {
					conds = append(conds, cc)
				}
			}
			a.Conds = []*Cond{{Pos: p.pos(rf[key]), Kind: CAnd, Subs: conds}}
		case rf["for_each"] != nil:
			items := list(rf["for_each"])
			if rf["sequence"] == nil {
				p.errorf(f["repeat"], "repeat needs sequence")
				return nil
			}
			if fe := rf["for_each"]; fe.Kind == yaml.ScalarNode && IsTemplate(fe.Value) {
				// A templated list: its items are not known, so the
				// sequence runs any number of times with
				// {{ repeat.item }} left a template.
				p.note(fe, Over, "repeat for_each %q: the list is a template; the sequence runs any number of times, the environment choosing when it ends, and repeat.item is not known", fe.Value)
				a.Count = Templated
				a.Body = p.actions(rf["sequence"])
				a.Desc = "repeat for_each"
				return a
			}
			if rf["for_each"].Kind != yaml.SequenceNode {
				p.errorf(rf["for_each"], "repeat for_each: expected a literal list or a template, found %s", describe(rf["for_each"]))
				return nil
			}
			a.Kind = ASequence
			a.Body = p.forEach(items, rf["sequence"])
			a.Desc = "repeat for_each"
			return a
		default:
			p.errorf(f["repeat"], "repeat needs count, while, until or for_each")
			return nil
		}
		seq := rf["sequence"]
		if seq == nil {
			p.errorf(f["repeat"], "repeat needs sequence")
			return nil
		}
		a.Body = p.actions(seq)
		a.Desc = "repeat"
	case f["variables"] != nil:
		a.Kind = ANop
		a.Desc = "variables"
		p.bindings(f["variables"])
	case f["set_conversation_response"] != nil:
		// The answer a voice assistant gives: an output, no state.
		a.Kind = AEmit
		a.Desc = "set_conversation_response"
	case f["event"] != nil:
		a.Kind = AEmit
		a.Desc = "event " + f["event"].Value
		if ev := f["event"]; ev.Kind == yaml.ScalarNode && !IsTemplate(ev.Value) {
			a.Event = ev.Value
			a.EventData = p.literalData(f["event_data"])
		}
	case f["device_id"] != nil:
		// The service call its domain's platform makes (device.go).
		return p.deviceAction(n, f)
	case f["scene"] != nil:
		// The scene shorthand is scene.turn_on of the scene.
		a.Kind = AService
		a.Service = "scene.turn_on"
		a.Entities = []string{f["scene"].Value}
		a.Desc = "scene " + f["scene"].Value
	default:
		var names []string
		for _, k := range keys {
			names = append(names, k.Value)
		}
		p.errorf(n, "unknown action with keys %s (expected action/service, delay, wait_for_trigger, wait_template, choose, if, condition, stop, sequence, parallel, repeat, variables, event, set_conversation_response)", strings.Join(names, ", "))
		return nil
	}
	return a
}

func (p *yparser) timeout(a *Action, f map[string]*yaml.Node) {
	if v := f["timeout"]; v != nil {
		if lo, d, ok := p.durationRange(v, "timeout"); ok {
			a.Delay = d
			if lo != d {
				a.DelayLo = lo
			}
		}
	}
	if v := f["continue_on_timeout"]; v != nil {
		switch v.Value {
		case "true", "on", "yes":
			a.Continue = true
		case "false", "off", "no":
			a.Continue = false
		default:
			p.errorf(v, "continue_on_timeout must be true or false, found %s", describe(v))
		}
	}
}

// lightBrightness is light.turn_on (or toggle) a with brightness data
// bri: components/light/__init__.py, async_handle_light_on_service: a
// brightness_step(_pct) is added to the brightness the light has (0 when
// off) and held within 0..255; then a brightness (or white) of 0 turns
// the light off (async_handle_light_off_service). brightness_pct is
// round(255 * pct / 100) (preprocess_turn_on_alternatives). A toggle of a
// light that is on turns it off; of one that is off, it is turn_on with
// the data (async_handle_toggle_service).
func (p *yparser) lightBrightness(n *yaml.Node, a *Action, bri map[string]*yaml.Node) *Action {
	num := func(k string) (float64, bool, bool) {
		o := bri[k]
		if o == nil {
			return 0, false, false
		}
		if IsTemplate(o.Value) {
			return 0, true, true
		}
		x, err := strconv.ParseFloat(strings.TrimSpace(o.Value), 64)
		return x, err == nil, false
	}
	off := func(why string) *Action {
		a.Service = "light.turn_off"
		a.Desc += " (" + why + ": off)"
		return a
	}
	either := func(why string) *Action {
		p.note(n, Over, "%s: %s: the light goes off or stays as it was, either", a.Service, why)
		b := *a
		b.Service = "light.turn_off"
		b.Desc = a.Desc + " (" + why + ")"
		return &Action{Pos: a.Pos, Kind: AIf, Delay: -1, DelayLo: -1, Count: -1, Continue: true,
			Conds:    []*Cond{{Pos: a.Pos, Kind: CAnd, Subs: []*Cond{{Pos: a.Pos, Kind: COpaque, Desc: why}}}},
			Branches: [][]*Action{{&b}}, Desc: b.Desc}
	}
	step, stepOK, stepTpl := num("brightness_step")
	if !stepOK {
		if pct, ok, tpl := num("brightness_step_pct"); ok {
			step, stepOK, stepTpl = float64(devices.BrightnessStep(pct)), true, tpl
		}
	}
	switch {
	case stepTpl:
		return either("a brightness step given by a template")
	case stepOK && step > 0:
		// At least the step: on.
		return a
	case stepOK && a.Service == "light.toggle":
		// On: toggled off; off: 0 plus a step of at most 0 is 0, off.
		return off("a brightness step of at most 0")
	case stepOK:
		// Off stays off; on goes off when its brightness, which the
		// model does not have, is at most the step.
		return either(fmt.Sprintf("a brightness step of %s", FormatNum(step)))
	}
	for _, k := range []string{"brightness", "brightness_pct", "white"} {
		x, ok, tpl := num(k)
		switch {
		case tpl:
			return either(k + " given by a template (0 turns the light off)")
		case !ok:
			continue
		case k == "brightness_pct" && devices.LightBrightness(x) == 0, k != "brightness_pct" && x == 0:
			return off(k + " " + FormatNum(x))
		}
	}
	return a
}

// dataTemplate keeps a helper call's templated option or value for the
// lowering, which renders it (helpers/service.py,
// async_prepare_call_from_config: `template.render_complex(config[conf],
// variables)` of data and data_template).
func (p *yparser) dataTemplate(a *Action, o *yaml.Node, holder string) {
	if holder == "target" || !IsTemplate(o.Value) {
		return
	}
	if tp, err := template.Parse(o.Value); err == nil {
		tp.Pos, tp.Scope = p.pos(o), p.scope
		a.DataTpl = tp
	}
}

// targetEntities adds to a service call's entities those its devices,
// areas, floors and labels stand for, which the registries in .storage
// say (devices.Registry.Targets: helpers/target.py,
// async_extract_referenced_entity_ids); of them, the service acts on its
// own domain's (helpers/service.py, entity_service_call: the platform's
// entities among those referenced), and homeassistant.turn_on and its
// like on every one (components/homeassistant, async_handle_turn_service
// calls each domain's service). Without the registries, or with a
// template among the ids, which entities they are is not known: the
// lowering notes it (TargetsAt) where the service changes what it models.
func (p *yparser) targetEntities(a *Action, sel devices.Selection, tpl bool, at *yaml.Node) {
	ids, missing, ok := p.registry().Targets(sel)
	if a.ServiceTpl != nil {
		p.note(at, Over, "a templated service targets an area, device or label: its entities are not changed in the model")
		return
	}
	if tpl || !ok {
		a.TargetsAt = p.pos(at)
		return
	}
	for _, m := range missing {
		p.note(at, Mistake, "%s targets %s, which the registries in .storage do not have: Home Assistant acts on no entity for it (it logs \"Referenced ... are missing\")", a.Service, m)
	}
	dom := DomainOf(a.Service)
	for _, id := range ids {
		if (dom == "homeassistant" || DomainOf(id) == dom) && !slices.Contains(a.Entities, id) {
			a.Entities = append(a.Entities, id)
		}
	}
}
