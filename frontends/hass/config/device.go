package config

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/config/devices"
	"github.com/delorean-mc/delorean/ta"
)

// A device trigger, condition or action is, once Home Assistant has
// validated it, the state or numeric_state trigger or condition, or the
// service call, that its domain's platform builds from it
// (components/DOMAIN/device_trigger.py, async_attach_trigger: a
// state_config handed to the state trigger; device_condition.py,
// async_condition_from_config; device_action.py,
// async_call_action_from_config). The reader does the same: it builds
// that construct's YAML at the device construct's position and reads it
// as it reads the construct itself, so the lowering sees what Home
// Assistant runs, and traces say it was a device construct ("(device
// TYPE)").
//
// The device_id only serves Home Assistant's validation (the device must
// be in the device registry, of the domain's config entry): a
// configuration is taken to match its installation, as its entity ids
// are. The entity is the construct's entity_id: an entity id, or a
// registry id that only .storage's entity registry resolves; without the
// registry such a construct stays an environment choice, as do the
// domains whose device automations are an integration's own (deconz,
// zha, ...).

// deviceCons is a device trigger, condition or action, read.
type deviceCons struct {
	n    *yaml.Node
	f    map[string]*yaml.Node
	kind devices.Kind
	dom  string
	typ  string
	m    devices.Meaning
	// id is the entity it acts on; "" when the configuration does not
	// say, why saying why it then stays opaque.
	id  string
	why string
}

// device reads and checks a device construct's fields as its domain's
// schema does; ok is false after an error (Home Assistant rejects the
// automation).
func (p *yparser) device(n *yaml.Node, f map[string]*yaml.Node, k devices.Kind) (d *deviceCons, ok bool) {
	d = &deviceCons{n: n, f: f, kind: k}
	// DEVICE_TRIGGER_BASE_SCHEMA, DEVICE_CONDITION_BASE_SCHEMA and
	// DEVICE_ACTION_BASE_SCHEMA (helpers/config_validation.py) require
	// device_id and domain.
	for _, key := range []string{"device_id", "domain"} {
		if v := f[key]; v == nil || v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			p.errorf(n, "a device %s needs %s (a string)", k, key)
			return nil, false
		}
	}
	d.dom = f["domain"].Value
	if t := f["type"]; t != nil {
		if t.Kind != yaml.ScalarNode {
			p.errorf(t, "type of a device %s must be a string, found %s", k, describe(t))
			return nil, false
		}
		d.typ = t.Value
	}
	m, st := devices.Lookup(k, d.dom, d.typ)
	switch st {
	case devices.Unknown:
		d.why = fmt.Sprintf("the device %ss of %s are the integration's own", k, d.dom)
		return d, true
	case devices.Rejected:
		types := devices.Types(k, d.dom)
		at := f["type"]
		if at == nil {
			p.errorf(n, "a %s device %s needs type (one of %s)", d.dom, k, strings.Join(types, ", "))
			return nil, false
		}
		p.errorf(at, "unknown type %q of a %s device %s (components/%s/device_%s.py takes %s)%s", d.typ, d.dom, k, d.dom, k, strings.Join(types, ", "), ta.Suggest(d.typ, types))
		return nil, false
	}
	d.m = m
	if !p.deviceFields(d) {
		return nil, false
	}
	if m.NoEntity {
		return d, true
	}
	e := f["entity_id"]
	if e == nil {
		p.errorf(n, "a %s device %s needs entity_id (the entity it acts on)", d.dom, k)
		return nil, false
	}
	if e.Kind != yaml.ScalarNode || IsTemplate(e.Value) {
		p.errorf(e, "entity_id of a device %s must be one entity id or registry id, found %s", k, describe(e))
		return nil, false
	}
	v := strings.TrimSpace(e.Value)
	switch {
	case strings.Contains(v, "."):
		// cv.entity_id: lowercased, then valid_entity_id.
		v = strings.ToLower(v)
		if !validEntityID(v) {
			p.errorf(e, "entity_id %q of a device %s is not an entity id (expected domain.name, lowercase letters, digits and _)", e.Value, k)
			return nil, false
		}
		d.id = v
	case !devices.IsRegistryID(v):
		// cv.entity_id_or_uuid: an entity id or fake_uuid4_hex.
		p.errorf(e, "entity_id %q of a device %s is neither an entity id (domain.name) nor an entity registry id (32 lowercase hexadecimal digits)", e.Value, k)
		return nil, false
	default:
		r := p.registry()
		d.id = r.Entity(v)
		switch {
		case r == nil:
			d.why = fmt.Sprintf("its entity_id %s is an entity registry id, and .storage/core.entity_registry is not read", v)
		case d.id == "":
			d.why = fmt.Sprintf("its entity_id %s is not in .storage/core.entity_registry", v)
		}
	}
	return d, true
}

// deviceFields checks the fields a device construct's type takes:
// those it requires, its numbers and their ranges, the state it names
// and its for.
func (p *yparser) deviceFields(d *deviceCons) bool {
	m, f := d.m, d.f
	what := fmt.Sprintf("a %s device %s of type %s", d.dom, d.kind, d.typ)
	for _, key := range m.Required {
		if f[key] == nil {
			p.errorf(d.n, "%s needs %s", what, key)
			return false
		}
	}
	if len(m.OneOf) > 0 && !slices.ContainsFunc(m.OneOf, func(k string) bool { return f[k] != nil }) {
		p.errorf(d.n, "%s needs at least one of %s", what, strings.Join(m.OneOf, ", "))
		return false
	}
	for key, r := range m.Numbers {
		v := f[key]
		if v == nil {
			continue
		}
		x, err := strconv.ParseFloat(strings.TrimSpace(v.Value), 64)
		if v.Kind != yaml.ScalarNode || IsTemplate(v.Value) || err != nil || x != x || x < r.Min || x > r.Max {
			rng := ""
			if r.Min > -1e300 {
				rng = fmt.Sprintf(" from %s to %s", FormatNum(r.Min), FormatNum(r.Max))
			}
			p.errorf(v, "%s of %s must be a number%s, found %s", key, what, rng, describe(v))
			return false
		}
	}
	choices := map[string][]string{}
	for key, vals := range m.Choices {
		choices[key] = vals
	}
	if m.StateKey != "" && len(m.Allowed) > 0 {
		choices[m.StateKey] = m.Allowed
	}
	for key, vals := range choices {
		v := f[key]
		if v != nil && (v.Kind != yaml.ScalarNode || yaml11Kind(v) != "" || !slices.Contains(vals, v.Value)) {
			p.errorf(v, "%s of %s must be one of %s, found %s", key, what, strings.Join(vals, ", "), describe(v))
			return false
		}
	}
	if v := f["for"]; v != nil {
		if !m.For {
			p.errorf(v, "%s takes no for", what)
			return false
		}
		return p.deviceFor(v, what)
	}
	return true
}

// deviceFor checks a device construct's for as
// cv.positive_time_period_dict takes it: a mapping of days, hours,
// minutes, seconds and milliseconds (numbers, at least one), not
// negative; "HH:MM:SS", a number or a template is refused.
func (p *yparser) deviceFor(v *yaml.Node, what string) bool {
	if v.Kind != yaml.MappingNode || len(v.Content) == 0 {
		p.errorf(v, "for of %s must be a mapping of days, hours, minutes, seconds or milliseconds (cv.positive_time_period_dict), found %s", what, describe(v))
		return false
	}
	f, keys := p.fields(v, "for")
	for _, k := range keys {
		x := f[k.Value]
		if !slices.Contains([]string{"days", "hours", "minutes", "seconds", "milliseconds"}, k.Value) {
			p.errorf(k, "for of %s: unknown unit %q (expected days, hours, minutes, seconds or milliseconds)", what, k.Value)
			return false
		}
		if x.Kind != yaml.ScalarNode || IsTemplate(x.Value) || !isNumber(x.Value) {
			p.errorf(x, "for of %s: %s must be a number, found %s", what, k.Value, describe(x))
			return false
		}
	}
	return true
}

// validEntityID is core.py's valid_entity_id: domain.object_id, each
// lowercase letters, digits and underscores, neither starting nor ending
// with one, and no double underscore.
func validEntityID(s string) bool {
	dom, obj, ok := strings.Cut(s, ".")
	if !ok || strings.Contains(s, "__") {
		return false
	}
	for _, part := range []string{dom, obj} {
		if part == "" || part[0] == '_' || part[len(part)-1] == '_' {
			return false
		}
		for _, c := range part {
			if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '_' {
				return false
			}
		}
	}
	return true
}

// null is the YAML null a built construct gives a key (a state
// trigger's `to: None`).
type null struct{}

// build is a mapping at at's position (and in its file) of the keys and
// values kv: a string value is a quoted scalar, a []string a list of
// them, null{} a null, a node itself; nil (or a nil node) leaves its key
// out.
func (p *yparser) build(at *yaml.Node, kv ...any) *yaml.Node {
	m := p.placed(at, &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"})
	scalar := func(s string) *yaml.Node {
		return p.placed(at, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s, Style: yaml.DoubleQuotedStyle})
	}
	for i := 0; i+1 < len(kv); i += 2 {
		var v *yaml.Node
		switch x := kv[i+1].(type) {
		case nil:
			continue
		case *yaml.Node:
			if x == nil {
				continue
			}
			v = x
		case string:
			v = scalar(x)
		case []string:
			v = p.placed(at, &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"})
			for _, s := range x {
				v.Content = append(v.Content, scalar(s))
			}
		case null:
			v = p.placed(at, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"})
		default:
			continue
		}
		m.Content = append(m.Content, scalar(kv[i].(string)), v)
	}
	return m
}

// placed gives a built node at's position and file.
func (p *yparser) placed(at, n *yaml.Node) *yaml.Node {
	n.Line, n.Column = at.Line, at.Column
	if p.fileOf != nil {
		p.fileOf[n] = p.fileOfNode(at)
	}
	return n
}

// tagged is a description with the device construct's type said, before
// its for.
func (d *deviceCons) tagged(desc string) string {
	tag := " (device " + d.typ + ")"
	if i := strings.Index(desc, " for "); i >= 0 {
		return desc[:i] + tag + desc[i:]
	}
	return desc + tag
}

// state is the state a state trigger or condition of d is on.
func (d *deviceCons) state() *yaml.Node {
	return d.f[d.m.StateKey]
}

// deviceTrigger reads a device trigger (platform: device) into the
// trigger its platform attaches; t holds what the trigger reader has
// read of it.
func (p *yparser) deviceTrigger(n *yaml.Node, f map[string]*yaml.Node, t *Trigger) *Trigger {
	d, ok := p.device(n, f, devices.Trigger)
	if !ok {
		return nil
	}
	if d.id == "" {
		// An environment event: the trigger fires at any moment.
		p.note(n, Over, "device trigger %s of %s: an environment event that sets nothing the model tracks (%s)", d.typ, d.dom, d.why)
		t.Entities = nil
		t.Desc = strings.TrimSpace("device " + d.typ)
		return t
	}
	m := d.m
	var syn *yaml.Node
	switch m.Form {
	case devices.StateForm:
		var to any = m.State
		var from any
		switch {
		case m.AnyState:
			to = null{}
		case m.StateKey != "":
			to = d.state()
			if m.FromOthers {
				var others []string
				for _, s := range m.Allowed {
					if s != d.state().Value {
						others = append(others, s)
					}
				}
				from = others
			}
		}
		syn = p.build(n, "platform", "state", "entity_id", d.id, "from", from, "to", to, "for", f["for"])
	case devices.NumericForm:
		var attr any
		above, below := any(f["above"]), any(f["below"])
		if m.Attribute != "" {
			attr = m.Attribute
			if f["above"] == nil && m.Defaults["above"] != "" {
				above = m.Defaults["above"]
			}
			if f["below"] == nil && m.Defaults["below"] != "" {
				below = m.Defaults["below"]
			}
		}
		syn = p.build(n, "platform", "numeric_state", "entity_id", d.id, "attribute", attr, "above", above, "below", below, "for", f["for"])
	default: // devices.ZoneForm
		ev := "enter"
		if m.Leave {
			ev = "leave"
		}
		syn = p.build(n, "platform", "zone", "entity_id", d.id, "zone", f["zone"], "event", ev)
	}
	tr := p.trigger(syn)
	if tr == nil {
		return nil
	}
	tr.ID = t.ID
	tr.Desc = d.tagged(tr.Desc)
	return tr
}

// deviceCond reads a device condition into the condition its platform
// checks.
func (p *yparser) deviceCond(n *yaml.Node, f map[string]*yaml.Node) *Cond {
	d, ok := p.device(n, f, devices.Condition)
	if !ok {
		return nil
	}
	if d.id == "" {
		p.note(n, Over, "device condition %s of %s: either answer (%s)", d.typ, d.dom, d.why)
		return &Cond{Pos: p.pos(n), Kind: COpaque, Desc: strings.TrimSpace("device " + d.typ)}
	}
	m := d.m
	var state any = m.State
	if m.StateKey != "" {
		state = d.state()
	}
	var attr any
	if m.Attribute != "" {
		attr = m.Attribute
	}
	var syn *yaml.Node
	switch m.Form {
	case devices.StateForm:
		syn = p.build(n, "condition", "state", "entity_id", d.id, "attribute", attr, "state", state, "for", f["for"])
	case devices.NotStateForm:
		syn = p.build(n, "condition", "not", "conditions", p.placed(n, &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq",
			Content: []*yaml.Node{p.build(n, "condition", "state", "entity_id", d.id, "state", state)}}))
	default: // devices.NumericForm
		syn = p.build(n, "condition", "numeric_state", "entity_id", d.id, "attribute", attr, "above", f["above"], "below", f["below"])
	}
	c := p.cond(syn)
	if c == nil {
		return nil
	}
	switch m.Form {
	case devices.NotStateForm:
		c.Desc = d.tagged(d.id + " is not " + m.State)
	case devices.StateForm:
		c.Desc = d.tagged(d.id + " is " + scalarValue(state))
	default:
		c.Desc = d.tagged(d.id + " numeric_state")
	}
	return c
}

// scalarValue is a built construct's value as text.
func scalarValue(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case *yaml.Node:
		return x.Value
	}
	return ""
}

// deviceAction reads a device action into the service call its platform
// makes.
func (p *yparser) deviceAction(n *yaml.Node, f map[string]*yaml.Node) *Action {
	d, ok := p.device(n, f, devices.Action)
	if !ok {
		return nil
	}
	m := d.m
	if m.Form == devices.NotifyForm {
		// components/mobile_app/device_action.py: the device's notify
		// service, a notification: an output.
		return &Action{Pos: p.pos(n), Kind: AEmit, Delay: -1, DelayLo: -1, Count: -1, Continue: true,
			Desc: "notify " + f["device_id"].Value + " (device " + d.dom + " " + d.typ + ")"}
	}
	if d.id == "" {
		p.note(n, Over, "device action %s of %s: an observable output that changes nothing modelled (%s)", d.typ, d.dom, d.why)
		return &Action{Pos: p.pos(n), Kind: AEmit, Delay: -1, DelayLo: -1, Count: -1, Continue: true,
			Desc: strings.TrimSpace("device action " + d.typ)}
	}
	call := func(svc string, data ...any) *Action {
		var dn *yaml.Node
		if len(data) > 0 {
			dn = p.build(n, data...)
		}
		a := p.action(p.build(n, "action", svc, "target", p.build(n, "entity_id", d.id), "data", dn))
		if a != nil {
			a.Desc = d.tagged(a.Desc)
		}
		return a
	}
	num := func(key string) (float64, bool) {
		v := f[key]
		if v == nil {
			return 0, false
		}
		x, _ := strconv.ParseFloat(strings.TrimSpace(v.Value), 64)
		return x, true
	}
	// either is `if (either) then a`: what the model cannot tell, the
	// environment chooses.
	either := func(a *Action, why string) *Action {
		if a == nil {
			return nil
		}
		p.note(n, Over, "device action %s of %s: %s", d.typ, d.id, why)
		pos := p.pos(n)
		return &Action{Pos: pos, Kind: AIf, Delay: -1, DelayLo: -1, Count: -1, Continue: true,
			Conds:    []*Cond{{Pos: pos, Kind: CAnd, Subs: []*Cond{{Pos: pos, Kind: COpaque, Desc: "device " + d.typ}}}},
			Branches: [][]*Action{{a}}, Desc: a.Desc}
	}
	switch m.Form {
	case devices.ServiceForm:
		var data []any
		keys := make([]string, 0, len(m.Data))
		for k := range m.Data {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if v := f[m.Data[k]]; v != nil {
				data = append(data, k, v)
			} else if def, ok := m.Defaults[k]; ok {
				data = append(data, k, p.placed(n, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: def}))
			}
		}
		return call(m.Service, data...)
	case devices.LightOnForm:
		if pct, ok := num("brightness_pct"); ok {
			if devices.LightBrightness(pct) == 0 {
				// A brightness of 0 turns the light off.
				return call("light.turn_off")
			}
			return call("light.turn_on", "brightness_pct", f["brightness_pct"])
		}
		return call("light.turn_on")
	case devices.BrightnessForm:
		step := 10.0
		if x, ok := num("brightness_step_pct"); ok {
			step = x
		}
		step *= float64(m.Sign)
		txt := FormatNum(step)
		if devices.BrightnessStep(step) > 0 {
			// The new brightness is at least the step: the light is on.
			return call("light.turn_on", "brightness_step_pct", txt)
		}
		// Off, the light stays off (its brightness 0 stays 0, and 0
		// turns it off); on, it goes off when its brightness, which the
		// model does not have, is at most the step.
		off := call("light.turn_off")
		if off != nil {
			off.Desc = d.tagged("light.turn_on " + d.id + " brightness_step_pct " + txt)
		}
		return either(off, fmt.Sprintf("light.turn_on with brightness_step_pct %s: the light stays on or, when its brightness (which the model does not have) is at most %s%%, goes off: either", txt, FormatNum(-step)))
	}
	// devices.FlashForm: light.turn_on with flash; whether the light is
	// on after the flash is its integration's.
	flash := "short"
	if v := f["flash"]; v != nil && v.Value == "long" {
		flash = "long"
	}
	return either(call("light.turn_on", "flash", flash), "light.turn_on with flash: whether the light is on after it is its integration's: it turns on or stays as it was, either")
}
