package config

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/ta"
)

// Platforms read as opaque environment stimuli: the trigger can fire at
// any moment, and it sets nothing the model tracks.
var stimulusPlatforms = map[string]bool{"event": true, "mqtt": true, "webhook": true,
	"zone": true, "tag": true, "geo_location": true, "calendar": true, "conversation": true,
	"persistent_notification": true}

// trigger reads one trigger (old `platform:` or new `trigger:` key).
func (p *yparser) trigger(n *yaml.Node) *Trigger {
	n = resolve(n)
	if n.Kind == yaml.ScalarNode && strings.HasPrefix(n.Tag, "!include") {
		p.note(n, Skipped, "%s %s is not followed", n.Tag, n.Value)
		return nil
	}
	f, keys := p.fields(n, "a trigger")
	if f == nil {
		return nil
	}
	if v := f["enabled"]; v != nil && isFalse(v) {
		p.note(v, Skipped, "a disabled trigger")
		return nil
	}
	t := &Trigger{Pos: p.pos(n), For: -1}
	pl := f["platform"]
	if pl == nil {
		pl = f["trigger"]
	}
	if pl == nil {
		p.errorf(n, "a trigger needs platform: or trigger: (state, numeric_state, time, time_pattern, sun, homeassistant, event, mqtt, webhook, device, template, ...)")
		return nil
	}
	t.Platform = pl.Value
	if allowed, ok := trigKeys[t.Platform]; ok {
		// The trigger platforms' schemas take no other key
		// (TRIGGER_BASE_SCHEMA and each platform's): a misspelt one makes
		// the automation invalid.
		for _, k := range keys {
			if slices.Contains(trigBaseKeys, k.Value) || slices.Contains(allowed, k.Value) {
				continue
			}
			if t.Platform == "time" && (k.Value == "hours" || k.Value == "minutes" || k.Value == "seconds") {
				continue // the old time trigger: said below
			}
			p.errorf(k, "unknown key %q in a %s trigger (expected %s)%s", k.Value, t.Platform, strings.Join(allowed, ", "), ta.Suggest(k.Value, allowed))
			return nil
		}
	}
	if v := f["id"]; v != nil {
		t.ID = v.Value
	}
	if v := f["alias"]; v != nil && v.Kind == yaml.ScalarNode {
		t.Alias = v.Value
	}
	if v := f["entity_id"]; v != nil {
		t.Entities = p.strs(v, "entity_id")
		if t.Platform == "state" || t.Platform == "numeric_state" {
			if len(t.Entities) == 0 {
				// entity_id: [] (a blueprint's optional entity input left
				// at its default): Home Assistant takes the empty list,
				// and the trigger watches nothing.
				p.note(v, Skipped, "a %s trigger on no entity (an empty entity_id): it never fires", t.Platform)
				return nil
			}
			if name := secretIn(v); name != "" {
				// The entity is in secrets.yaml, which is not read.
				p.note(v, Over, "entity_id !secret %s: secrets are not read, so the %s trigger is an environment event that may happen at any moment", name, t.Platform)
				t.Entities = nil
				t.Attr = "!secret " + name
				t.Desc = fmt.Sprintf("%s of !secret %s", t.Platform, name)
				return t
			}
		}
	}
	readFor := func() {
		if v := f["for"]; v != nil {
			if d, ok := p.duration(v, "for"); ok {
				t.For = d
			}
		}
	}
	switch t.Platform {
	case "state":
		if len(t.Entities) == 0 {
			p.errorf(n, "a state trigger needs entity_id")
			return nil
		}
		if !p.triggerEntities(f["entity_id"], t.Entities) {
			return nil
		}
		// triggers/state.py, async_attach_trigger: `from` (`to`) given and
		// not None is matched (an empty list matches nothing); None, as
		// the UI writes a field left empty, is MATCH_ALL, as an absent
		// one is (the key present only turns off the firing on attribute
		// changes, which the model does not have).
		_, hasFrom := f["from"]
		_, hasTo := f["to"]
		_, hasNotFrom := f["not_from"]
		_, hasNotTo := f["not_to"]
		t.MatchAll = !hasFrom && !hasTo && !hasNotFrom && !hasNotTo
		t.From = p.stateMatch(f["from"], "from", f["attribute"] != nil)
		t.To = p.stateMatch(f["to"], "to", f["attribute"] != nil)
		t.NotFrom = p.stateMatch(f["not_from"], "not_from", f["attribute"] != nil)
		t.NotTo = p.stateMatch(f["not_to"], "not_to", f["attribute"] != nil)
		if v := f["attribute"]; v != nil && allEnvAttribute(t.Entities, v.Value, TextAttr) {
			// An attribute trigger fires on a change of the attribute's
			// value only, from: and to: or not (triggers/state.py: `if
			// attribute is not None and old_value == new_value: return`).
			t.EnvAttr, t.Entities, t.MatchAll = v.Value, attrEntities(t.Entities, v.Value), false
		} else if v != nil {
			t.Attr = v.Value
			p.note(v, Over, "attribute %q of %s: its changes are an environment event", v.Value, strings.Join(t.Entities, ", "))
		}
		for _, s := range append(append(append([]string{}, t.From...), t.To...), append(t.NotFrom, t.NotTo...)...) {
			if IsTemplate(s) {
				p.errorf(n, "a state trigger's states must be literal, found the template %q", s)
				return nil
			}
		}
		readFor()
		t.Desc = strings.Join(t.Entities, ", ")
		if t.Attr != "" {
			t.Desc += " " + t.Attr
		}
		if len(t.To) > 0 && t.Attr == "" {
			t.Desc += " -> " + strings.Join(t.To, "|")
		} else {
			t.Desc += " changes"
		}
		if t.For > 0 {
			t.Desc += " for " + ta.FormatDuration(t.For)
		}
		if t.For == Templated {
			t.Desc += " for (template)"
		}
	case "numeric_state":
		if len(t.Entities) == 0 {
			p.errorf(n, "a numeric_state trigger needs entity_id")
			return nil
		}
		if !p.triggerEntities(f["entity_id"], t.Entities) {
			return nil
		}
		if f["above"] == nil && f["below"] == nil {
			p.errorf(n, "a numeric_state trigger needs above or below")
			return nil
		}
		t.Above = p.number(f["above"], "above")
		t.Below = p.number(f["below"], "below")
		readFor()
		if v := f["value_template"]; v != nil {
			p.note(v, Over, "numeric_state value_template: the value is an environment input")
			t.Attr = "value_template"
		}
		if v := f["attribute"]; v != nil && v.Value == "temperature" && allClimate(t.Entities) && f["value_template"] == nil {
			// A thermostat's set point: the entity set_temperature sets.
			for k, id := range t.Entities {
				t.Entities[k] = SetPoint(id)
			}
		} else if v != nil && allEnvAttribute(t.Entities, v.Value, NumberAttr) && f["value_template"] == nil {
			// An attribute trigger fires on a change of the attribute's
			// value only, from: and to: or not (triggers/state.py: `if
			// attribute is not None and old_value == new_value: return`).
			t.EnvAttr, t.Entities, t.MatchAll = v.Value, attrEntities(t.Entities, v.Value), false
		} else if v != nil {
			t.Attr = v.Value
			p.note(v, Over, "numeric_state on attribute %q: the crossing is an environment event", v.Value)
		}
		if t.Above == nil && t.Below == nil {
			t.Attr = "non-constant threshold"
		}
		t.Desc = strings.Join(t.Entities, ", ")
		if t.Above != nil {
			t.Desc += " above " + FormatNum(*t.Above)
		}
		if t.Below != nil {
			t.Desc += " below " + FormatNum(*t.Below)
		}
		if t.For > 0 {
			t.Desc += " for " + ta.FormatDuration(t.For)
		}
		if t.For == Templated {
			t.Desc += " for (template)"
		}
	case "time":
		at := f["at"]
		if at == nil {
			if f["hours"] != nil || f["minutes"] != nil || f["seconds"] != nil {
				// The time trigger of old Home Assistant versions (before
				// time_pattern); current versions reject it (the
				// automation is not loaded).
				p.errorf(n, "a time trigger needs at: (hours, minutes and seconds are a time_pattern trigger's: platform: time_pattern)")
				return nil
			}
			p.errorf(n, "a time trigger needs at:")
			return nil
		}
		for _, c := range list(at) {
			if c.Kind == yaml.MappingNode {
				p.note(c, Over, "time trigger at an entity with an offset: an environment event")
				t.Attr = "entity"
				continue
			}
			if s, ok := TimeOfDay(c.Value); ok {
				t.At = append(t.At, ta.TimeLit{Base: ta.Midnight, Offset: s})
				continue
			}
			if strings.HasPrefix(c.Value, "input_datetime.") {
				// At the helper's time: its known times are schedules,
				// the rest an environment event (lowerTrigger).
				t.AtEntities = append(t.AtEntities, c.Value)
				continue
			}
			if strings.HasPrefix(c.Value, "sensor.") {
				p.note(c, Over, "time trigger at %s: an environment event", c.Value)
				t.Attr = c.Value
				continue
			}
			p.errorf(c, "time trigger: %q is not a time of day (expected HH:MM or HH:MM:SS, or an input_datetime)", c.Value)
			return nil
		}
		if v := f["weekday"]; v != nil {
			// triggers/time.py: a time on another weekday returns
			// without firing.
			days, ok := p.weekdays(v)
			if !ok {
				return nil
			}
			t.Days = days
		}
		var parts []string
		for _, a := range t.At {
			parts = append(parts, ta.FormatClockTime(a.Offset))
		}
		parts = append(parts, t.AtEntities...)
		if t.Attr != "" {
			parts = append(parts, t.Attr)
		}
		t.Desc = "at " + strings.Join(parts, ", ")
		if t.Days != 0 {
			t.Desc += " on " + t.Days.String()
		}
	case "time_pattern":
		if !p.timePattern(t, f) {
			return nil
		}
	case "sun":
		ev := f["event"]
		if ev == nil || (ev.Value != "sunrise" && ev.Value != "sunset") {
			p.errorf(n, "a sun trigger needs event: sunrise or sunset")
			return nil
		}
		lit := &ta.TimeLit{Base: ta.Sunrise}
		if ev.Value == "sunset" {
			lit.Base = ta.Sunset
		}
		if v := f["offset"]; v != nil {
			d, ok := parseDuration(strings.TrimSpace(v.Value))
			if !ok {
				p.errorf(v, "sun offset: %q is not an offset (expected [-]HH:MM:SS)", v.Value)
				return nil
			}
			lit.Offset = d
		}
		t.Sun = lit
		t.Desc = ev.Value
		if lit.Offset != 0 {
			sign := "+"
			o := lit.Offset
			if o < 0 {
				sign, o = "-", -o
			}
			t.Desc += " " + sign + " " + ta.FormatDuration(o)
		}
	case "homeassistant":
		ev := f["event"]
		if ev == nil || (ev.Value != "start" && ev.Value != "shutdown") {
			p.errorf(n, "a homeassistant trigger needs event: start or shutdown")
			return nil
		}
		t.Desc = "homeassistant " + ev.Value
	case "template":
		v := f["value_template"]
		if v == nil {
			p.errorf(n, "a template trigger needs value_template")
			return nil
		}
		tpl := p.template(v)
		t.Template = tpl
		// The lowering reads it, and notes it when it cannot.
		readFor()
		t.Desc = "template at line " + strconv.Itoa(v.Line) + " becomes true"
	case "zone":
		// A person or tracker entering (leaving) a zone is its state
		// becoming (leaving) the zone's name; zone.home is "home".
		z, ev := f["zone"], f["event"]
		if len(t.Entities) == 0 || z == nil || ev == nil || (ev.Value != "enter" && ev.Value != "leave") || !strings.HasPrefix(z.Value, "zone.") {
			p.errorf(n, "a zone trigger needs entity_id, zone: zone.NAME and event: enter or leave")
			return nil
		}
		state := strings.TrimPrefix(z.Value, "zone.")
		t.Platform = "state"
		if ev.Value == "enter" {
			t.To = []string{state}
			t.NotFrom = []string{state}
		} else {
			t.From = []string{state}
			t.NotTo = []string{state}
		}
		t.Desc = strings.Join(t.Entities, ", ") + " " + ev.Value + "s " + z.Value
	default:
		if t.Platform == "device" {
			// The trigger its domain's platform attaches (device.go).
			return p.deviceTrigger(n, f, t)
		}
		if stimulusPlatforms[t.Platform] {
			desc := t.Platform
			for _, k := range []string{"event_type", "topic", "webhook_id", "type", "zone", "tag_id"} {
				if v := f[k]; v != nil && v.Kind == yaml.ScalarNode {
					desc += " " + v.Value
				}
			}
			if v := f["event_type"]; v != nil && v.Value == "timer.finished" {
				if d := f["event_data"]; d != nil && d.Kind == yaml.MappingNode {
					df, _ := p.fields(d, "event_data")
					if e := df["entity_id"]; e != nil && e.Kind == yaml.ScalarNode && strings.HasPrefix(e.Value, "timer.") {
						t.Timer = e.Value
						desc += " " + e.Value
					}
				}
			}
			if t.Platform == "mqtt" {
				t.PayloadFilter = f["payload"] != nil || f["value_template"] != nil
				// components/mqtt/trigger.py, mqtt_automation_listener:
				// with no value_template, `wanted_payload == payload`.
				if v := f["payload"]; v != nil && v.Kind == yaml.ScalarNode && !IsTemplate(v.Value) && f["value_template"] == nil {
					s := v.Value
					t.Payload = &s
				}
				if v := f["topic"]; v != nil && v.Kind == yaml.ScalarNode && !IsTemplate(v.Value) && !strings.ContainsAny(v.Value, "+#") {
					t.Topic = v.Value
				}
			}
			if t.Platform == "event" && t.Timer == "" {
				// Event steps of the configuration that fire it run it too.
				for _, v := range list(f["event_type"]) {
					if v.Kind == yaml.ScalarNode && !IsTemplate(v.Value) {
						t.EventTypes = append(t.EventTypes, v.Value)
					}
				}
				t.EventData = p.literalData(f["event_data"])
			}
			t.Desc = desc
			break
		}
		if strings.Contains(t.Platform, ".") {
			// Purpose-specific triggers of recent versions (door.opened):
			// an environment event.
			p.note(n, Over, "%s trigger: an environment event", t.Platform)
			t.Desc = t.Platform
			t.Attr = t.Platform
			break
		}
		p.errorf(pl, "unknown trigger platform %q (expected state, numeric_state, time, time_pattern, sun, homeassistant, event, mqtt, webhook, device, zone, template, ...)", t.Platform)
		return nil
	}
	return t
}

// timePattern reads hours/minutes/seconds patterns (`/5`, `30`, `*`) into a
// period or a list of times of day.
func (p *yparser) timePattern(t *Trigger, f map[string]*yaml.Node) bool {
	type field struct {
		key  string
		max  int64
		unit int64
	}
	fields := []field{{"hours", 24, 3600}, {"minutes", 60, 60}, {"seconds", 60, 1}}
	sets := make([][]int64, 3)
	given := [3]bool{}
	for i, fl := range fields {
		v := f[fl.key]
		if v == nil {
			continue
		}
		given[i] = true
		s := strings.TrimSpace(v.Value)
		switch {
		case s == "*":
			for x := int64(0); x < fl.max; x++ {
				sets[i] = append(sets[i], x)
			}
		case strings.HasPrefix(s, "/"):
			k, err := strconv.Atoi(s[1:])
			if err != nil || k <= 0 || int64(k) >= fl.max+1 {
				p.errorf(v, "time_pattern %s: %q is not a pattern (expected a number, /N or *)", fl.key, s)
				return false
			}
			for x := int64(0); x < fl.max; x += int64(k) {
				sets[i] = append(sets[i], x)
			}
		default:
			k, err := strconv.Atoi(s)
			if err != nil || k < 0 || int64(k) >= fl.max {
				p.errorf(v, "time_pattern %s: %q is not a pattern (expected a number below %d, /N or *)", fl.key, s, fl.max)
				return false
			}
			sets[i] = []int64{int64(k)}
		}
	}
	at := f["platform"]
	if at == nil {
		at = f["trigger"]
	}
	if !given[0] && !given[1] && !given[2] {
		p.errorf(at, "a time_pattern trigger needs hours, minutes or seconds")
		return false
	}
	// Home Assistant: fields smaller than the largest given default to 0,
	// larger ones to every value.
	largest := 0
	for i := range given {
		if given[i] {
			largest = i
			break
		}
	}
	for i := range fields {
		if sets[i] != nil {
			continue
		}
		if i < largest {
			for x := int64(0); x < fields[i].max; x++ {
				sets[i] = append(sets[i], x)
			}
		} else {
			sets[i] = []int64{0}
		}
	}
	var times []int64
	for _, h := range sets[0] {
		for _, m := range sets[1] {
			for _, s := range sets[2] {
				times = append(times, h*3600+m*60+s)
			}
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	t.Desc = "time pattern"
	for i, fl := range fields {
		if v := f[fl.key]; v != nil {
			t.Desc += fmt.Sprintf(" %s %s", fl.key, v.Value)
		}
		_ = i
	}
	// A regular pattern from midnight is a period.
	if len(times) > 1 && times[0] == 0 {
		d := times[1]
		regular := 86400%d == 0 && int64(len(times)) == 86400/d
		for i := range times {
			if times[i] != int64(i)*d {
				regular = false
			}
		}
		if regular {
			t.Every = d
			return true
		}
	}
	if len(times) > 48 {
		p.note(at, Over, "time pattern with %d times a day: an environment event", len(times))
		t.Attr = "pattern"
		return true
	}
	t.Times = times
	return true
}

// secretIn is the name of the first !secret among an entity_id's values
// ("" when there is none).
func secretIn(n *yaml.Node) string {
	for _, c := range list(n) {
		if c.Tag == "!secret" {
			return c.Value
		}
	}
	return ""
}

// stateMatch reads a state trigger's from/to/not_from/not_to: nil when the
// key is absent or null (every state), else the states listed (an empty
// list: none). attr: the trigger watches an attribute, whose values may
// be of any type (TRIGGER_ATTRIBUTE_SCHEMA: cv.match_all).
func (p *yparser) stateMatch(v *yaml.Node, what string, attr bool) []string {
	if v == nil || v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
		return nil
	}
	out := p.states(v, what, attr)
	if out == nil {
		out = []string{}
	}
	return out
}

// literalData reads event_data: each key's literal scalar value, "" for
// a template or another kind of value (not known).
func (p *yparser) literalData(n *yaml.Node) map[string]string {
	n = resolve(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	out := map[string]string{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		v := resolve(n.Content[i+1])
		if v.Kind == yaml.ScalarNode && !IsTemplate(v.Value) {
			out[n.Content[i].Value] = v.Value
		} else {
			out[n.Content[i].Value] = ""
		}
	}
	return out
}

// trigBaseKeys are the keys every trigger takes (TRIGGER_BASE_SCHEMA);
// trigKeys each platform's own (components/homeassistant/triggers/*.py),
// for the platforms whose schemas the reader knows whole.
var (
	trigBaseKeys = []string{"platform", "trigger", "id", "alias", "enabled", "variables"}
	trigKeys     = map[string][]string{
		"state":         {"entity_id", "from", "to", "not_from", "not_to", "attribute", "for"},
		"numeric_state": {"entity_id", "above", "below", "value_template", "attribute", "for"},
		"time":          {"at", "weekday"},
		"time_pattern":  {"hours", "minutes", "seconds"},
		"sun":           {"event", "offset"},
		"homeassistant": {"event"},
		"template":      {"value_template", "for"},
		"event":         {"event_type", "event_data", "context"},
		"zone":          {"entity_id", "zone", "event"},
	}
)

// triggerEntities checks and resolves, in place, the entity ids of a state
// or numeric_state trigger given at n. Both validate them alike
// (triggers/state.py and triggers/numeric_state.py, TRIGGER_SCHEMA:
// cv.entity_ids_or_uuids; async_validate_trigger_config resolves a
// registry id with er.async_validate_entity_ids), so Light.Hall is
// light.hall and a registry id is its entity. It reports and returns false
// when one is refused: the automation is then invalid.
func (p *yparser) triggerEntities(n *yaml.Node, ids []string) bool {
	for i, e := range ids {
		// triggers/state.py, async_validate_trigger_config: the ids
		// are cv.entity_ids_or_uuids (so binary_sensor.<script> is
		// refused), and er.async_validate_entity_ids resolves a
		// registry id to its entity, or raises "Unknown entity
		// registry entry".
		if IsTemplate(e) {
			p.errorf(n, "entity_id %q is not an entity id (expected domain.name, lowercase letters, digits and _, or an entity registry id)", e)
			return false
		}
		id, registry, ok := p.entityID(n, e, true)
		if !ok {
			return false
		}
		if registry {
			r := p.registry()
			if id = r.Entity(id); id == "" {
				if r == nil {
					p.errorf(n, "entity_id %q is an entity registry id, and .storage/core.entity_registry is not read: which entity the trigger watches is not known", e)
				} else {
					p.errorf(n, "Unknown entity registry entry %s (not in .storage/core.entity_registry)", e)
				}
				return false
			}
		}
		ids[i] = id
	}
	return true
}
