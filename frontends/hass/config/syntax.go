package config

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// Platforms read as opaque environment stimuli: the trigger can fire at
// any moment, and it sets nothing the model tracks.
var stimulusPlatforms = map[string]bool{"event": true, "mqtt": true, "webhook": true, "device": true,
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
	if v := f["enabled"]; v != nil && v.Value == "false" {
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
	if v := f["id"]; v != nil {
		t.ID = v.Value
	}
	if v := f["entity_id"]; v != nil {
		t.Entities = p.strs(v, "entity_id")
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
		for _, e := range t.Entities {
			if IsTemplate(e) || !strings.Contains(e, ".") {
				p.errorf(f["entity_id"], "entity_id %q is not an entity id (expected domain.name)", e)
				return nil
			}
		}
		// Home Assistant rejects a key the state trigger does not have; a
		// misspelt one (too: "on") would otherwise make the trigger fire
		// on every change.
		known := []string{"platform", "trigger", "id", "entity_id", "from", "to", "not_from", "not_to", "attribute", "for", "enabled", "variables"}
		for _, k := range keys {
			if hint := ta.Suggest(k.Value, known); hint != "" && !slices.Contains(known, k.Value) {
				p.errorf(k, "unknown key %q in a state trigger%s", k.Value, hint)
				return nil
			}
		}
		if v, ok := f["from"]; ok {
			t.From = p.states(v, "from")
			if t.From == nil {
				t.From = []string{}
			}
		}
		if v, ok := f["to"]; ok {
			t.To = p.states(v, "to")
			if t.To == nil {
				// to: null means attribute changes only in recent versions,
				// and any change in older ones: any change.
				t.To = nil
			}
		}
		if v := f["not_from"]; v != nil {
			t.NotFrom = p.states(v, "not_from")
		}
		if v := f["not_to"]; v != nil {
			t.NotTo = p.states(v, "not_to")
		}
		if v := f["attribute"]; v != nil {
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
		var parts []string
		for _, a := range t.At {
			parts = append(parts, ta.FormatClockTime(a.Offset))
		}
		parts = append(parts, t.AtEntities...)
		if t.Attr != "" {
			parts = append(parts, t.Attr)
		}
		t.Desc = "at " + strings.Join(parts, ", ")
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
		p.note(v, Over, "template trigger: an environment event that may happen at any moment")
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
		if t.Platform == "device" && f["type"] != nil {
			// A device trigger on an entity the registries name: the
			// state trigger its type stands for.
			if id := p.deviceEntity(f); id != "" {
				if st, ok := deviceState(DomainOf(id), f["type"].Value); ok {
					t.Platform = "state"
					t.Entities = []string{id}
					t.To = []string{st}
					t.NotFrom = []string{st}
					readFor()
					t.Desc = id + " -> " + st + " (device " + f["type"].Value + ")"
					if t.For > 0 {
						t.Desc += " for " + ta.FormatDuration(t.For)
					}
					break
				}
			}
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
			if t.Platform == "device" {
				p.note(n, Over, "%s trigger: an environment event that sets nothing the model tracks", t.Platform)
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

// deviceServiceOK reports whether a device action's type is a service
// on the entity.
func deviceServiceOK(id, typ string) bool {
	_, ok := deviceService(DomainOf(id), typ)
	return ok
}

// allClimate reports whether every entity is a climate entity.
func allClimate(ids []string) bool {
	for _, id := range ids {
		if DomainOf(id) != "climate" {
			return false
		}
	}
	return len(ids) > 0
}

// ClockString is a time of day as Home Assistant shows an
// input_datetime's state: HH:MM:SS.
func ClockString(secs int64) string {
	return fmt.Sprintf("%02d:%02d:%02d", secs/3600, secs/60%60, secs%60)
}

// FormatNum writes a number of the configuration as it is written
// (20, not 20.0; 20.5).
func FormatNum(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

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
	if !given[0] && !given[1] && !given[2] {
		p.errorf(f["platform"], "a time_pattern trigger needs hours, minutes or seconds")
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
		p.note(f["platform"], Over, "time pattern with %d times a day: an environment event", len(times))
		t.Attr = "pattern"
		return true
	}
	t.Times = times
	return true
}

// ---- conditions

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
	if v := f["enabled"]; v != nil && v.Value == "false" {
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
	}
	switch kind.Value {
	case "state":
		v := f["state"]
		if len(c.Entities) == 0 || v == nil {
			p.errorf(n, "a state condition needs entity_id and state")
			return nil
		}
		c.States = p.states(v, "state")
		for _, s := range c.States {
			if IsTemplate(s) {
				p.note(v, Over, "a state condition on a template state: either answer")
				return &Cond{Pos: c.Pos, Kind: COpaque, Desc: "state template"}
			}
		}
		if a := f["attribute"]; a != nil {
			p.note(a, Over, "state condition on attribute %q: either answer", a.Value)
			return &Cond{Pos: c.Pos, Kind: COpaque, Desc: "attribute " + a.Value}
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
			for _, d := range p.strs(v, "weekday") {
				i := ta.ParseWeekday(d)
				if i < 0 {
					p.errorf(v, "weekday: %q is not a day (expected mon, tue, wed, thu, fri, sat or sun)", d)
					return nil
				}
				c.Days |= 1 << i
			}
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
		if typ := f["type"]; typ != nil {
			if id := p.deviceEntity(f); id != "" {
				if st, ok := deviceState(DomainOf(id), typ.Value); ok && strings.HasPrefix(typ.Value, "is_") {
					c.Kind = CState
					c.Entities = []string{id}
					c.States = []string{st}
					c.Desc = id + " is " + st
					break
				}
			}
		}
		p.note(n, Over, "%s condition: either answer", kind.Value)
		c.Kind = COpaque
		c.Desc = kind.Value
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

// ---- actions

func (p *yparser) actions(n *yaml.Node) []*Action {
	var out []*Action
	for _, s := range list(n) {
		if a := p.action(s); a != nil {
			out = append(out, a)
		}
	}
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
	a := &Action{Pos: p.pos(n), Delay: -1, Count: -1, Continue: true}
	if v := f["enabled"]; v != nil && v.Value == "false" {
		p.note(v, Skipped, "a disabled action")
		return nil
	}
	svc := f["service"]
	if svc == nil {
		svc = f["action"]
	}
	if svc == nil && f["service_template"] != nil {
		p.note(f["service_template"], Over, "service_template: an observable output that changes nothing modelled")
		return &Action{Pos: a.Pos, Kind: AEmit, Desc: "service_template"}
	}
	switch {
	case svc != nil:
		if IsTemplate(svc.Value) || svc.Kind != yaml.ScalarNode || !strings.Contains(svc.Value, ".") {
			if svc.Kind == yaml.ScalarNode && IsTemplate(svc.Value) {
				p.note(svc, Over, "a templated service: an observable output")
				return &Action{Pos: a.Pos, Kind: AEmit, Desc: "templated service"}
			}
			p.errorf(svc, "expected a service (domain.service), found %s", describe(svc))
			return nil
		}
		a.Kind = AService
		a.Service = svc.Value
		ents := f["entity_id"]
		for _, holder := range []string{"target", "data", "data_template"} {
			if h := f[holder]; h != nil && h.Kind == yaml.MappingNode {
				hf, _ := p.fields(h, holder)
				if e := hf["entity_id"]; e != nil && ents == nil {
					ents = e
				}
				if o := hf["option"]; o != nil && o.Kind == yaml.ScalarNode {
					a.Option = o.Value
				}
				if o := hf["duration"]; o != nil && holder != "target" {
					if o.Kind == yaml.ScalarNode && IsTemplate(o.Value) {
						p.note(o, Over, "a timer duration given by a template: the timer ends when the environment chooses")
						a.Delay = Templated
					} else if d, ok := p.duration(o, "duration"); ok {
						a.Delay = d
					}
				}
				if o := hf["skip_condition"]; o != nil && holder != "target" && (o.Value == "false" || o.Value == "off" || o.Value == "no") {
					a.KeepConds = true
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
				if o := hf["value"]; o != nil && o.Kind == yaml.ScalarNode && isNumber(o.Value) {
					x, _ := strconv.ParseFloat(o.Value, 64)
					a.Value = &x
				}
				if hf["area_id"] != nil || hf["device_id"] != nil || hf["floor_id"] != nil || hf["label_id"] != nil {
					p.note(h, Over, "%s targets an area, device or label: its entities are not changed in the model", a.Service)
				}
			}
		}
		if ents != nil {
			for _, e := range p.strs(ents, "entity_id") {
				if IsTemplate(e) || !strings.Contains(e, ".") {
					if e != "all" {
						p.note(ents, Over, "%s on the templated target %q: no modelled entity changes", a.Service, e)
					}
					continue
				}
				a.Entities = append(a.Entities, e)
			}
		}
		a.Desc = a.Service
		if len(a.Entities) > 0 {
			a.Desc += " " + strings.Join(a.Entities, ", ")
		}
	case f["delay"] != nil:
		a.Kind = ADelay
		d, ok := p.duration(f["delay"], "delay")
		if !ok {
			return nil
		}
		a.Delay = d
		a.Desc = "delay " + ta.FormatDuration(d)
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
			k, err := strconv.Atoi(strings.TrimSpace(c.Value))
			if err != nil || k < 0 || k > 100 {
				if IsTemplate(c.Value) {
					p.errorf(c, "repeat count: the template %q is outside the supported subset (expected a number)", c.Value)
				} else {
					p.errorf(c, "repeat count must be a whole number from 0 to 100, found %s", describe(c))
				}
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
			if rf["for_each"].Kind != yaml.SequenceNode {
				p.errorf(rf["for_each"], "repeat for_each: expected a literal list")
				return nil
			}
			if rf["sequence"] == nil {
				p.errorf(f["repeat"], "repeat needs sequence")
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
		p.note(f["variables"], Skipped, "variables are not modelled")
	case f["event"] != nil:
		a.Kind = AEmit
		a.Desc = "event " + f["event"].Value
	case f["device_id"] != nil && f["type"] != nil && p.deviceEntity(f) != "" && deviceServiceOK(p.deviceEntity(f), f["type"].Value):
		id := p.deviceEntity(f)
		svc, _ := deviceService(DomainOf(id), f["type"].Value)
		a.Kind = AService
		a.Service = svc
		a.Entities = []string{id}
		a.Desc = svc + " " + id + " (device action)"
	case f["device_id"] != nil:
		a.Kind = AEmit
		a.Desc = "device action"
		if t := f["type"]; t != nil {
			a.Desc += " " + t.Value
		}
		p.note(n, Over, "device action: an observable output that changes nothing modelled")
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
		p.errorf(n, "unknown action with keys %s (expected action/service, delay, wait_for_trigger, wait_template, choose, if, condition, stop, sequence, parallel, repeat, variables, event)", strings.Join(names, ", "))
		return nil
	}
	return a
}

func (p *yparser) timeout(a *Action, f map[string]*yaml.Node) {
	if v := f["timeout"]; v != nil {
		if d, ok := p.duration(v, "timeout"); ok {
			a.Delay = d
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

// template parses a template string; outside the subset it is an
// over-approximation (noted here).
func (p *yparser) template(n *yaml.Node) *template.Template {
	pos := p.pos(n)
	src := n.Value
	t, err := template.Parse(src)
	if err != nil {
		p.note(n, Over, "template outside the supported subset (%v): either answer", err)
		return &template.Template{Src: src, Pos: pos}
	}
	t.Pos = pos
	return t
}
