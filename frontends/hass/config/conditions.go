package config

import (
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/ta"
)

func (p *yparser) cond(n *yaml.Node) *Cond {
	n = resolve(n)
	if n.Kind == yaml.ScalarNode {
		if IsTemplate(n.Value) {
			return &Cond{Pos: p.pos(n), Kind: CTemplate, Template: p.template(n)}
		}
		p.errorf(n, "a condition must be a mapping or a template, found %s", describe(n))
		return nil
	}
	f, keys := p.fields(n, "a condition")
	if f == nil {
		return nil
	}
	c := &Cond{Pos: p.pos(n), For: -1}
	if v := f["enabled"]; v != nil && isFalse(v) {
		p.note(v, Skipped, "a disabled condition")
		return &Cond{Pos: c.Pos, Kind: CTrue}
	}
	kind := f["condition"]
	if kind == nil {
		// Shorthand: and:/or:/not: with a list.
		for _, k := range keys {
			switch k.Value {
			case "and", "or", "not":
				kind = &yaml.Node{Kind: yaml.ScalarNode, Value: k.Value, Line: k.Line, Column: k.Column}
				f["conditions"] = f[k.Value]
			}
		}
		if kind == nil {
			p.errorf(n, "a condition needs condition: (state, numeric_state, time, sun, and, or, not, trigger, template, ...)")
			return nil
		}
	}
	if kind.Kind != yaml.ScalarNode {
		// condition: [list] (the shorthand for and).
		for _, s := range list(kind) {
			if cc := p.cond(s); cc != nil {
				c.Subs = append(c.Subs, cc)
			}
		}
		c.Kind = CAnd
		return c
	}
	if IsTemplate(kind.Value) {
		return &Cond{Pos: p.pos(kind), Kind: CTemplate, Template: p.template(kind)}
	}
	if v := f["entity_id"]; v != nil {
		c.Entities = p.strs(v, "entity_id")
		if kind.Value == "state" || kind.Value == "numeric_state" {
			if !p.conditionEntityIDs(v, c.Entities) {
				return nil
			}
		}
	}
	if allowed, ok := condKeys[kind.Value]; ok {
		// helpers/config_validation.py's condition schemas take no other
		// key: a misspelt one (afer: sunset) makes the automation
		// invalid, not a condition that reads less.
		for _, k := range keys {
			if k.Value == "condition" || k.Value == "alias" || k.Value == "enabled" || slices.Contains(allowed, k.Value) {
				continue
			}
			if f["condition"] == nil && (k.Value == "and" || k.Value == "or" || k.Value == "not") {
				continue
			}
			p.errorf(k, "unknown key %q in a %s condition (expected %s)%s", k.Value, kind.Value, strings.Join(allowed, ", "), ta.Suggest(k.Value, allowed))
			return nil
		}
	}
	switch kind.Value {
	case "state":
		v := f["state"]
		if f["entity_id"] != nil && len(c.Entities) == 0 && v != nil {
			// entity_id: [] (a blueprint's optional entity input left at
			// its default): Home Assistant checks no entity, so the
			// condition holds with match: all and fails with match: any.
			if m := f["match"]; m != nil && m.Value == "any" {
				return &Cond{Pos: c.Pos, Kind: COr}
			}
			return &Cond{Pos: c.Pos, Kind: CTrue}
		}
		if len(c.Entities) == 0 || v == nil {
			p.errorf(n, "a state condition needs entity_id and state")
			return nil
		}
		c.States = p.states(v, "state", f["attribute"] != nil)
		for _, s := range c.States {
			if IsTemplate(s) {
				p.note(v, Over, "a state condition on a template state: either answer")
				return &Cond{Pos: c.Pos, Kind: COpaque, Desc: "state template"}
			}
		}
		if a := f["attribute"]; a != nil {
			if !allEnvAttribute(c.Entities, a.Value, TextAttr) {
				p.note(a, Over, "state condition on attribute %q: either answer", a.Value)
				return &Cond{Pos: c.Pos, Kind: COpaque, Desc: "attribute " + a.Value}
			}
			// An attribute the environment drives is an entity of its own.
			c.SinceOf, c.Entities = c.Entities, attrEntities(c.Entities, a.Value)
		}
		if m := f["match"]; m != nil {
			c.Match = m.Value
		}
		if d := f["for"]; d != nil {
			if s, ok := p.duration(d, "for"); ok {
				c.For = s
			}
		}
		for _, e := range c.Entities {
			if !strings.Contains(e, ".") || IsTemplate(e) {
				p.note(n, Over, "state condition on %q: either answer", e)
				return &Cond{Pos: c.Pos, Kind: COpaque, Desc: e}
			}
		}
		c.Kind = CState
	case "numeric_state":
		if f["entity_id"] != nil && len(c.Entities) == 0 {
			// entity_id: []: Home Assistant checks no entity and the
			// condition holds.
			return &Cond{Pos: c.Pos, Kind: CTrue}
		}
		if len(c.Entities) == 0 {
			p.errorf(n, "a numeric_state condition needs entity_id")
			return nil
		}
		if f["above"] == nil && f["below"] == nil {
			p.errorf(n, "a numeric_state condition needs above or below")
			return nil
		}
		c.Above = p.number(f["above"], "above")
		c.Below = p.number(f["below"], "below")
		if a := f["attribute"]; a != nil && a.Value == "temperature" && allClimate(c.Entities) && f["value_template"] == nil && (c.Above != nil || c.Below != nil) {
			for k, id := range c.Entities {
				c.Entities[k] = SetPoint(id)
			}
			c.Kind = CNumeric
			break
		}
		if a := f["attribute"]; a != nil && allEnvAttribute(c.Entities, a.Value, NumberAttr) && f["value_template"] == nil && (c.Above != nil || c.Below != nil) {
			c.Entities = attrEntities(c.Entities, a.Value)
			c.Kind = CNumeric
			break
		}
		if f["value_template"] != nil || f["attribute"] != nil || (c.Above == nil && c.Below == nil) {
			p.note(n, Over, "numeric_state condition on a template, an attribute or a non-constant: either answer")
			return &Cond{Pos: c.Pos, Kind: COpaque, Desc: "numeric_state"}
		}
		c.Kind = CNumeric
	case "time":
		c.Kind = CTime
		for _, k := range []string{"after", "before"} {
			v := f[k]
			if v == nil {
				continue
			}
			s, ok := TimeOfDay(v.Value)
			if !ok {
				if strings.Contains(v.Value, ".") {
					p.note(v, Over, "time condition %s %s: either answer", k, v.Value)
					return &Cond{Pos: c.Pos, Kind: COpaque, Desc: "time " + k + " " + v.Value}
				}
				p.errorf(v, "time condition: %s %q is not a time of day (expected HH:MM or HH:MM:SS)", k, v.Value)
				return nil
			}
			lit := &ta.TimeLit{Base: ta.Midnight, Offset: s}
			if k == "after" {
				c.After = lit
			} else {
				c.Before = lit
			}
		}
		if v := f["weekday"]; v != nil {
			days, ok := p.weekdays(v)
			if !ok {
				return nil
			}
			c.Days = days
		}
	case "sun":
		c.Kind = CSun
		for _, k := range []string{"after", "before"} {
			v := f[k]
			if v == nil {
				continue
			}
			if v.Value != "sunrise" && v.Value != "sunset" {
				p.errorf(v, "sun condition: %s must be sunrise or sunset, found %q", k, v.Value)
				return nil
			}
			lit := &ta.TimeLit{Base: ta.Sunrise}
			if v.Value == "sunset" {
				lit.Base = ta.Sunset
			}
			if o := f[k+"_offset"]; o != nil {
				d, ok := parseDuration(strings.TrimSpace(o.Value))
				if !ok {
					p.errorf(o, "sun condition: %s_offset %q is not an offset (expected [-]HH:MM:SS)", k, o.Value)
					return nil
				}
				lit.Offset = d
			}
			if k == "after" {
				c.After = lit
			} else {
				c.Before = lit
			}
		}
		if c.After == nil && c.Before == nil {
			p.errorf(n, "a sun condition needs after or before")
			return nil
		}
	case "and", "or", "not":
		c.Kind = map[string]CondKind{"and": CAnd, "or": COr, "not": CNot}[kind.Value]
		for _, s := range list(f["conditions"]) {
			if cc := p.cond(s); cc != nil {
				c.Subs = append(c.Subs, cc)
			}
		}
	case "trigger":
		v := f["id"]
		if v == nil {
			p.errorf(n, "a trigger condition needs id")
			return nil
		}
		c.Kind = CTrigger
		c.IDs = p.strs(v, "id")
	case "template":
		v := f["value_template"]
		if v == nil {
			p.errorf(n, "a template condition needs value_template")
			return nil
		}
		c.Kind = CTemplate
		c.Template = p.template(v)
	case "zone":
		// The person is in the zone: its state is the zone's name.
		if z := f["zone"]; z != nil && len(c.Entities) > 0 && strings.HasPrefix(z.Value, "zone.") && !IsTemplate(z.Value) {
			c.Kind = CState
			c.States = []string{strings.TrimPrefix(z.Value, "zone.")}
			break
		}
		p.note(n, Over, "zone condition: either answer")
		c.Kind = COpaque
		c.Desc = "zone"
	case "device":
		// The condition its domain's platform checks (device.go).
		return p.deviceCond(n, f)
	default:
		if strings.Contains(kind.Value, ".") {
			p.note(n, Over, "%s condition: either answer", kind.Value)
			c.Kind = COpaque
			c.Desc = kind.Value
			break
		}
		p.errorf(kind, "unknown condition %q (expected state, numeric_state, time, sun, and, or, not, trigger, template, device, zone)", kind.Value)
		return nil
	}
	return c
}

// weekdays reads a `weekday:` option (a day or a list of days: mon, tue,
// ...), as the time condition and the time trigger take it.
func (p *yparser) weekdays(v *yaml.Node) (ta.Weekdays, bool) {
	var days ta.Weekdays
	for _, d := range p.strs(v, "weekday") {
		// Home Assistant's schema is vol.In(WEEKDAYS): the three-letter
		// lowercase names only ("monday" or "Mon" is an invalid
		// configuration, not a day).
		i := slices.Index(haWeekdays, d)
		if i < 0 {
			p.errorf(v, "weekday: %q is not a day (expected mon, tue, wed, thu, fri, sat or sun)%s", d, ta.Suggest(d, haWeekdays))
			return 0, false
		}
		days |= 1 << i
	}
	return days, true
}

// haWeekdays are the days as Home Assistant's configuration names them
// (homeassistant/const.py WEEKDAYS), Monday first as ta.Weekdays counts.
var haWeekdays = []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}

// condKeys are the keys each condition's schema takes besides condition,
// alias and enabled (helpers/config_validation.py: STATE_CONDITION_SCHEMA,
// NUMERIC_STATE_CONDITION_SCHEMA, SUN_CONDITION_SCHEMA,
// TIME_CONDITION_SCHEMA, TEMPLATE_CONDITION_SCHEMA, ZONE_CONDITION_SCHEMA,
// AND/OR/NOT_CONDITION_SCHEMA, TRIGGER_CONDITION_SCHEMA).
var condKeys = map[string][]string{
	"state":         {"entity_id", "state", "attribute", "for", "match", "from"},
	"numeric_state": {"entity_id", "above", "below", "attribute", "value_template"},
	"sun":           {"after", "before", "after_offset", "before_offset"},
	"time":          {"after", "before", "weekday"},
	"template":      {"value_template"},
	"zone":          {"entity_id", "zone", "event"},
	"and":           {"conditions"},
	"or":            {"conditions"},
	"not":           {"conditions"},
	"trigger":       {"id"},
}
