// Package domains owns what Home Assistant's domains are to the model
// of a home: the states a domain's entities always have (BaseValues), the
// domains whose states the environment does not change (NotEnv), and what
// a service call does to an entity of a domain (ServiceValue, ClimateOn).
// Package hass lowers entities and service calls by these tables; they are
// a package of their own because they are Home Assistant's behaviour, not
// the lowering's, and read nothing of the lowering's state (only a call's
// data, as package config reads it).
package domains

import (
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// BaseValues are the states a domain's entities always have; states used
// by the automations are added to them. Domains not listed get the states
// used plus "other" (any state the automations never name).
var BaseValues = map[string][]string{
	"binary_sensor": {"off", "on"}, "light": {"off", "on"}, "switch": {"off", "on"},
	"fan": {"off", "on"}, "input_boolean": {"off", "on"}, "siren": {"off", "on"},
	"remote": {"off", "on"}, "automation": {"on", "off"}, "script": {"off", "on"},
	"humidifier": {"off", "on"}, "group": {"off", "on"},
	"lock": {"unlocked", "locked"}, "cover": {"closed", "open"},
	"person": {"not_home", "home"}, "device_tracker": {"not_home", "home"},
	"sun":   {"below_horizon", "above_horizon"},
	"timer": {"idle", "active"},
}

// NeverNumber are the domains whose entities' states are words, never a
// number (on/off, locked, home, above_horizon, an hvac mode, a time or a
// timestamp): Home Assistant's numeric_state condition on one raises an
// error (helpers/condition.py, async_numeric_state: float(value) fails,
// "cannot be processed as a number") and its numeric_state trigger never
// fires. A sensor, an input_number, a counter, a number, an input_select
// or an input_text may hold a number and are not listed.
var NeverNumber = map[string]bool{
	"binary_sensor": true, "light": true, "switch": true, "fan": true, "input_boolean": true,
	"siren": true, "remote": true, "automation": true, "script": true, "humidifier": true,
	"group": true, "lock": true, "cover": true, "person": true, "device_tracker": true,
	"sun": true, "timer": true, "climate": true, "media_player": true, "alarm_control_panel": true,
	"vacuum": true, "calendar": true, "update": true, "scene": true, "input_datetime": true,
	"weather": true, "water_heater": true, "lawn_mower": true, "valve": true, "event": true,
	"button": true, "input_button": true, "schedule": true, "camera": true,
}

// IsNeverNumber reports whether entity id's state is never a number (its
// domain is in NeverNumber; a climate's set point, id.temperature, is a
// number).
func IsNeverNumber(id string) bool {
	return NeverNumber[config.DomainOf(id)] && strings.Count(id, ".") == 1
}

// NotEnv are the domains whose states the environment does not
// change: the sun follows the calendar, automations and scripts are
// switched only by the automations.
var NotEnv = map[string]bool{"timer": true, "sun": true, "automation": true, "script": true, "scene": true, "zone": true}

// ClimateOn is what climate.turn_on does (ServiceValue): a climate
// entity that is off takes the hvac mode its integration restores, one
// the model does not know (package hass lets the environment choose
// among the entity's modes).
const ClimateOn = "turn on"

// ServiceValue says what a service call (dom.svc, with the data of a)
// does to an entity of domain ed: the state it sets ("toggle" for toggles, "" for a numeric value), and
// whether it changes the entity at all.
func ServiceValue(dom, svc, ed string, a *config.Action) (string, bool) {
	switch {
	case dom == "homeassistant" || dom == ed:
	default:
		return "", false
	}
	switch ed {
	case "light", "switch", "fan", "input_boolean", "siren", "humidifier", "remote", "automation", "group":
		switch svc {
		case "turn_on":
			return "on", true
		case "turn_off":
			return "off", true
		case "toggle":
			return "toggle", true
		}
		if ed == "automation" && svc == "trigger" {
			return "", false
		}
	case "lock":
		switch svc {
		case "lock":
			return "locked", true
		case "unlock", "open":
			return "unlocked", true
		}
	case "cover":
		switch svc {
		case "open_cover", "turn_on":
			return "open", true
		case "close_cover", "turn_off":
			return "closed", true
		case "toggle":
			return "toggle", true
		}
	case "input_select", "select":
		if (svc == "select_option") && a.Option != "" && !config.IsTemplate(a.Option) {
			return a.Option, true
		}
	case "input_number", "number":
		if svc == "set_value" && a.Value != nil {
			return "=", true
		}
	case "timer":
		switch svc {
		case "start":
			return "active", true
		case "cancel", "finish":
			return "idle", true
		case "pause":
			return "paused", true
		}
	case "input_datetime":
		if svc == "set_datetime" && a.Time != "" {
			return a.Time, true
		}
	case "climate":
		switch {
		case svc == "turn_off":
			return "off", true
		case svc == "turn_on":
			return ClimateOn, true
		case (svc == "set_hvac_mode" || svc == "set_temperature") && a.HVAC != "":
			return a.HVAC, true
		}
	}
	return "", false
}
