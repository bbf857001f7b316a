package config

import (
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// Group is an old-style group of the configuration's `group:` section
// (group.NAME): its state follows its members' (components/group/
// entity.py, Group._async_update_group_state: on when any member is on,
// or every member with `all: true`).
type Group struct {
	Pos     ta.Pos
	Members []string
	All     bool
}

// Derived is an entity whose state Home Assistant derives from something
// the model does not evaluate (a template entity of the `template:`
// section, a legacy template sensor), by entity id: where it is defined.
type Derived struct {
	Pos  ta.Pos
	What string
	// State is a template binary sensor's or sensor's state template
	// (state:, or a legacy value_template:), nil for other template
	// entities.
	State *template.Template
	// Text: a sensor's, whose state is the template's result (a binary
	// sensor's is its truth).
	Text bool
}

// plainSensor reports whether a template sensor's state is its
// template's text: no unit, device or state class (which make it a
// number Home Assistant validates), no availability template.
func plainSensor(ef map[string]*yaml.Node) bool {
	for _, k := range []string{"unit_of_measurement", "device_class", "state_class", "availability", "availability_template"} {
		if ef[k] != nil {
			return false
		}
	}
	return true
}

// groups reads a `group:` section: each key a group, its mapping's
// `entities` (or a plain list of entities, Home Assistant's shorthand,
// components/group/__init__.py _conf_preprocess) and `all`.
func (p *yparser) groups(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		return
	}
	if p.f.Groups == nil {
		p.f.Groups = map[string]*Group{}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		g := &Group{Pos: p.pos(k)}
		members := v
		if v.Kind == yaml.MappingNode {
			f, _ := p.fields(v, "a group")
			members = f["entities"]
			if a := f["all"]; a != nil {
				g.All, _ = yaml11True(a)
			}
		}
		if members != nil {
			for _, id := range p.strs(members, "entity_id") {
				if strings.Contains(id, ".") && !IsTemplate(id) {
					g.Members = append(g.Members, strings.ToLower(strings.TrimSpace(id)))
				}
			}
		}
		p.f.Groups["group."+k.Value] = g
	}
}

// templateEntities records the entities of a `template:` section (the
// state templates of sensors, binary sensors, ...) and of legacy
// `platform: template` sensors, whose states the model does not derive.
func (p *yparser) templateEntities(n *yaml.Node) {
	if p.f.Derived == nil {
		p.f.Derived = map[string]Derived{}
	}
	for _, item := range list(n) {
		if item.Kind != yaml.MappingNode {
			continue
		}
		f, keys := p.fields(item, "a template entity block")
		for _, k := range keys {
			domain := k.Value
			if domain == "trigger" || domain == "triggers" || domain == "action" || domain == "actions" || domain == "condition" || domain == "conditions" || domain == "variables" || domain == "unique_id" {
				continue
			}
			for _, e := range list(f[domain]) {
				if e.Kind != yaml.MappingNode {
					continue
				}
				ef, _ := p.fields(e, "a template entity")
				var id string
				switch {
				case ef["default_entity_id"] != nil:
					id = ef["default_entity_id"].Value
				case ef["name"] != nil && !IsTemplate(ef["name"].Value):
					id = domain + "." + Slug(ef["name"].Value)
				}
				if id != "" {
					d := Derived{Pos: p.pos(e), What: "a template " + domain}
					if st := ef["state"]; st != nil && domain == "binary_sensor" && ef["delay_on"] == nil && ef["delay_off"] == nil && ef["availability"] == nil && f["trigger"] == nil && f["triggers"] == nil {
						d.State = p.template(st)
					}
					if st := ef["state"]; st != nil && domain == "sensor" && plainSensor(ef) && f["trigger"] == nil && f["triggers"] == nil {
						d.State, d.Text = p.template(st), true
					}
					p.f.Derived[id] = d
				}
			}
		}
	}
}

// legacyTemplates records `platform: template` entities of a domain's
// section (sensor:, binary_sensor:, ...): `sensors:` keys are their ids.
func (p *yparser) legacyTemplates(domain string, n *yaml.Node) {
	for _, item := range list(n) {
		if item.Kind != yaml.MappingNode {
			continue
		}
		f, _ := p.fields(item, "a "+domain+" platform")
		if pl := f["platform"]; pl == nil || pl.Value != "template" {
			continue
		}
		s := f["sensors"]
		if s == nil {
			s = f[domain+"s"]
		}
		if s == nil || s.Kind != yaml.MappingNode {
			continue
		}
		if p.f.Derived == nil {
			p.f.Derived = map[string]Derived{}
		}
		for i := 0; i+1 < len(s.Content); i += 2 {
			d := Derived{Pos: p.pos(s.Content[i]), What: "a template " + domain}
			ef, _ := p.fields(s.Content[i+1], "a template "+domain)
			switch {
			case domain == "binary_sensor" && ef != nil && ef["value_template"] != nil && ef["delay_on"] == nil && ef["delay_off"] == nil && ef["availability_template"] == nil:
				d.State = p.template(ef["value_template"])
			case domain == "sensor" && ef != nil && ef["value_template"] != nil && plainSensor(ef):
				d.State, d.Text = p.template(ef["value_template"]), true
			}
			p.f.Derived[domain+"."+s.Content[i].Value] = d
		}
	}
}

// Schedule is a `schedule:` helper (schedule.NAME): on during its weekly
// blocks (components/schedule/__init__.py, Schedule._update: a block is
// on from its `from`, inclusive, to its `to`, exclusive; 24:00 is the
// end of the day; blocks do not cross midnight).
type Schedule struct {
	Pos    ta.Pos
	Blocks []ScheduleBlock
}

// ScheduleBlock is one block: a day (0 = Monday) and its times of day in
// seconds, To up to 86400.
type ScheduleBlock struct {
	Day      int
	From, To int64
}

var scheduleDays = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// schedules reads a `schedule:` section.
func (p *yparser) schedules(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		return
	}
	if p.f.Schedules == nil {
		p.f.Schedules = map[string]*Schedule{}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		sc := &Schedule{Pos: p.pos(k)}
		p.f.Schedules["schedule."+k.Value] = sc
		if v.Kind != yaml.MappingNode {
			continue
		}
		f, _ := p.fields(v, "a schedule")
		for d, day := range scheduleDays {
			for _, b := range list(f[day]) {
				if b.Kind != yaml.MappingNode {
					p.note(b, Over, "schedule.%s: a %s block must be a mapping with from and to: Home Assistant does not set the schedule up, here it changes as the environment chooses", k.Value, day)
					delete(p.f.Schedules, "schedule."+k.Value)
					continue
				}
				bf, _ := p.fields(b, "a schedule block")
				from, ok1 := scheduleTime(bf["from"])
				to, ok2 := scheduleTime(bf["to"])
				if !ok1 || !ok2 || from >= to {
					// schedule/__init__.py, valid_schedule: from before
					// to, both times of day (to may be 24:00).
					p.note(b, Over, "schedule.%s: a %s block needs from and to, times of day with from before to (to may be 24:00:00): Home Assistant does not set the schedule up, here it changes as the environment chooses", k.Value, day)
					delete(p.f.Schedules, "schedule."+k.Value)
					continue
				}
				sc.Blocks = append(sc.Blocks, ScheduleBlock{Day: d, From: from, To: to})
			}
		}
	}
}

// scheduleTime is a schedule block's time of day; 24:00 is 86400.
func scheduleTime(n *yaml.Node) (int64, bool) {
	if n == nil || n.Kind != yaml.ScalarNode {
		return 0, false
	}
	s := strings.TrimSpace(n.Value)
	if s == "24:00" || s == "24:00:00" {
		return 86400, true
	}
	return TimeOfDay(s)
}
