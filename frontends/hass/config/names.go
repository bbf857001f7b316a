package config

import "strings"

// DomainOf is the domain of an entity id: "light" of "light.porch".
func DomainOf(id string) string {
	d, _, _ := strings.Cut(id, ".")
	return d
}

// Slug is Home Assistant's entity id of a name (ASCII letters and digits,
// the rest underscores).
func Slug(s string) string {
	var b strings.Builder
	under := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			under = false
		} else if !under && b.Len() > 0 {
			b.WriteByte('_')
			under = true
		}
	}
	return strings.TrimSuffix(b.String(), "_")
}

// SetPoint is the entity that stands for a climate entity's target
// temperature (the attribute set_temperature sets).
func SetPoint(id string) string { return id + ".temperature" }

// AttrEntity is the entity that stands for attribute attr of entity id,
// for an attribute the environment drives (EnvAttribute): its states are
// the attribute's values the configuration names, and "other".
func AttrEntity(id, attr string) string { return id + "." + attr }

// AttrKind is the type of an attribute's values: text or a number.
type AttrKind uint8

// The kinds of attributes the environment drives (NotEnvAttr: none).
const (
	NotEnvAttr AttrKind = iota
	TextAttr
	NumberAttr
)

// envAttrs are the attributes that the environment drives and no service
// of Home Assistant sets, with the type their integrations give them: a
// thermostat's hvac_action (what it is doing: heating, idle, ...; its
// state, the hvac mode, is what climate.set_hvac_mode sets) and what it
// measures (components/climate, ClimateEntity.state_attributes:
// current_temperature and current_humidity, numbers); an event entity's
// event_type (components/event, EventEntity: the last event's type); a
// calendar's current event (components/calendar, CalendarEntity:
// message, description, location); a weather entity's measurements
// (components/weather, WeatherEntity.state_attributes: numbers).
// Attributes of other types, or of no fixed one (a sensor's own), are
// not listed: a condition cannot tell what Home Assistant compares them
// as.
var envAttrs = map[string]map[string]AttrKind{
	"climate":  {"hvac_action": TextAttr, "current_temperature": NumberAttr, "current_humidity": NumberAttr},
	"event":    {"event_type": TextAttr},
	"calendar": {"message": TextAttr, "description": TextAttr, "location": TextAttr},
	"weather": {"temperature": NumberAttr, "apparent_temperature": NumberAttr, "dew_point": NumberAttr,
		"humidity": NumberAttr, "pressure": NumberAttr, "wind_speed": NumberAttr, "wind_gust_speed": NumberAttr,
		"wind_bearing": NumberAttr, "visibility": NumberAttr, "cloud_coverage": NumberAttr, "uv_index": NumberAttr, "ozone": NumberAttr},
}

// EnvAttribute says whether attribute attr of entity id is one the
// environment drives and no service call changes, and of what type, so
// that it can be modelled as an entity of its own (AttrEntity) that
// conditions, triggers and templates read alike.
func EnvAttribute(id, attr string) AttrKind {
	if !strings.Contains(id, ".") || IsTemplate(id) || IsTemplate(attr) {
		return NotEnvAttr
	}
	return envAttrs[DomainOf(id)][attr]
}

// allEnvAttribute reports whether attr is, of each entity, an attribute
// the environment drives, of kind k.
func allEnvAttribute(ids []string, attr string, k AttrKind) bool {
	for _, id := range ids {
		if EnvAttribute(id, attr) != k {
			return false
		}
	}
	return len(ids) > 0
}

// attrEntities are the AttrEntity of each entity.
func attrEntities(ids []string, attr string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = AttrEntity(id, attr)
	}
	return out
}
