package hass_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// A device trigger, condition or action that names its entity is the
// construct its domain's platform builds from it: each row is a device
// construct and, written by hand from the Home Assistant function the row
// cites, the trigger, condition or service call that function builds. The
// two must read the same (positions and descriptions aside), and the
// device construct's description must say it was one.
func TestDeviceConstructsAreTheirPlatformsConstructs(t *testing.T) {
	rows := []struct {
		name   string
		kind   string // trigger, condition or action
		device string // the device construct's fields, a YAML flow mapping's inside
		plain  string // what the platform builds
		source string
	}{
		{"toggle turned_on with for", "trigger",
			"device_id: d, domain: switch, entity_id: switch.pump, type: turned_on, for: {minutes: 1, seconds: 30}",
			`platform: state, entity_id: switch.pump, to: "on", for: "00:01:30"`,
			"device_automation/toggle_entity.py, async_attach_trigger: to_state \"on\", state_config[CONF_FOR] = config[CONF_FOR]"},
		{"toggle turned_off", "trigger",
			"device_id: d, domain: light, entity_id: light.hall, type: turned_off",
			`platform: state, entity_id: light.hall, to: "off"`,
			"device_automation/toggle_entity.py, async_attach_trigger: to_state \"off\""},
		{"changed_states", "trigger",
			"device_id: d, domain: fan, entity_id: fan.attic, type: changed_states",
			`platform: state, entity_id: fan.attic, to: null`,
			"device_automation/entity.py, async_attach_trigger: `to_state = None`"},
		{"binary sensor motion", "trigger",
			"device_id: d, domain: binary_sensor, entity_id: binary_sensor.hall, type: motion, for: {seconds: 5}",
			`platform: state, entity_id: binary_sensor.hall, to: "on", for: 5`,
			"binary_sensor/device_trigger.py, async_attach_trigger: TURNED_ON types to \"on\""},
		{"binary sensor no_motion", "trigger",
			"device_id: d, domain: binary_sensor, entity_id: binary_sensor.hall, type: no_motion",
			`platform: state, entity_id: binary_sensor.hall, to: "off"`,
			"binary_sensor/device_trigger.py, async_attach_trigger: TURNED_OFF types to \"off\""},
		{"binary sensor not_locked is on", "trigger",
			"device_id: d, domain: binary_sensor, entity_id: binary_sensor.bolt, type: not_locked",
			`platform: state, entity_id: binary_sensor.bolt, to: "on"`,
			"binary_sensor/device_trigger.py, ENTITY_TRIGGERS[LOCK] = [not_locked, locked]: the first of the pair is TURNED_ON"},
		{"binary sensor locked is off", "trigger",
			"device_id: d, domain: binary_sensor, entity_id: binary_sensor.bolt, type: locked",
			`platform: state, entity_id: binary_sensor.bolt, to: "off"`,
			"binary_sensor/device_trigger.py, ENTITY_TRIGGERS[LOCK]: locked is the second, TURNED_OFF"},
		{"binary sensor opened", "trigger",
			"device_id: d, domain: binary_sensor, entity_id: binary_sensor.door, type: opened",
			`platform: state, entity_id: binary_sensor.door, to: "on"`,
			"binary_sensor/device_trigger.py, ENTITY_TRIGGERS[DOOR] = [opened, not_opened]"},
		{"sensor below with for", "trigger",
			"device_id: d, domain: sensor, entity_id: sensor.battery, type: battery_level, below: 20, for: {minutes: 5}",
			`platform: numeric_state, entity_id: sensor.battery, below: 20, for: "00:05:00"`,
			"sensor/device_trigger.py, async_attach_trigger: numeric_state_config with CONF_BELOW and CONF_FOR"},
		{"sensor range", "trigger",
			"device_id: d, domain: sensor, entity_id: sensor.t, type: temperature, above: 18.5, below: 25",
			`platform: numeric_state, entity_id: sensor.t, above: 18.5, below: 25`,
			"sensor/device_trigger.py, async_attach_trigger: CONF_ABOVE and CONF_BELOW"},
		{"cover opened", "trigger",
			"device_id: d, domain: cover, entity_id: cover.garage, type: opened, for: {seconds: 10}",
			`platform: state, entity_id: cover.garage, to: open, for: 10`,
			"cover/device_trigger.py, async_attach_trigger: opened to STATE_OPEN, with CONF_FOR"},
		{"cover position", "trigger",
			"device_id: d, domain: cover, entity_id: cover.blind, type: position, above: 50",
			`platform: numeric_state, entity_id: cover.blind, attribute: current_position, above: 50, below: 101`,
			"cover/device_trigger.py, async_attach_trigger: `{{ state.attributes.current_position }}`, below defaulting to 101"},
		{"lock unlocked", "trigger",
			"device_id: d, domain: lock, entity_id: lock.front, type: unlocked",
			`platform: state, entity_id: lock.front, to: unlocked`,
			"lock/device_trigger.py, async_attach_trigger: else to_state = UNLOCKED"},
		{"device tracker leaves", "trigger",
			"device_id: d, domain: device_tracker, entity_id: device_tracker.phone, type: leaves, zone: zone.home",
			`platform: zone, entity_id: device_tracker.phone, zone: zone.home, event: leave`,
			"device_tracker/device_trigger.py, async_attach_trigger: zone_config with EVENT_LEAVE"},
		{"media player turned_on", "trigger",
			"device_id: d, domain: media_player, entity_id: media_player.tv, type: turned_on",
			`platform: state, entity_id: media_player.tv, to: "on"`,
			"media_player/device_trigger.py, async_attach_trigger: turned_on to STATE_ON"},
		{"hvac mode changed", "trigger",
			"device_id: d, domain: climate, entity_id: climate.living, type: hvac_mode_changed, to: heat",
			`platform: state, entity_id: climate.living, to: heat, from: ["off", cool, heat_cool, auto, dry, fan_only]`,
			"climate/device_trigger.py, async_attach_trigger: CONF_FROM every mode of HVAC_MODES but the new one"},

		{"toggle is_on with for", "condition",
			"condition: device, device_id: d, domain: light, entity_id: light.hall, type: is_on, for: {minutes: 2}",
			`condition: state, entity_id: light.hall, state: "on", for: "00:02:00"`,
			"device_automation/toggle_entity.py, async_condition_from_config: state \"on\", with CONF_FOR"},
		{"binary sensor is_not_open", "condition",
			"condition: device, device_id: d, domain: binary_sensor, entity_id: binary_sensor.door, type: is_not_open",
			`condition: state, entity_id: binary_sensor.door, state: "off"`,
			"binary_sensor/device_condition.py, async_condition_from_config: IS_OFF types are state off"},
		{"sensor is_temperature", "condition",
			"condition: device, device_id: d, domain: sensor, entity_id: sensor.t, type: is_temperature, below: 18",
			`condition: numeric_state, entity_id: sensor.t, below: 18`,
			"sensor/device_condition.py, async_condition_from_config: numeric_state with CONF_BELOW"},
		{"device tracker is_not_home", "condition",
			"condition: device, device_id: d, domain: device_tracker, entity_id: device_tracker.phone, type: is_not_home",
			`condition: not, conditions: [{condition: state, entity_id: device_tracker.phone, state: home}]`,
			"device_tracker/device_condition.py, async_condition_from_config: `result = not result` of state home"},
		{"media player is_playing", "condition",
			"condition: device, device_id: d, domain: media_player, entity_id: media_player.tv, type: is_playing",
			`condition: state, entity_id: media_player.tv, state: playing`,
			"media_player/device_condition.py, async_condition_from_config: else STATE_PLAYING"},
		{"lock is_jammed", "condition",
			"condition: device, device_id: d, domain: lock, entity_id: lock.front, type: is_jammed",
			`condition: state, entity_id: lock.front, state: jammed`,
			"lock/device_condition.py, async_condition_from_config: is_jammed is STATE_JAMMED"},
		{"cover is_closed", "condition",
			"condition: device, device_id: d, domain: cover, entity_id: cover.garage, type: is_closed",
			`condition: state, entity_id: cover.garage, state: closed`,
			"cover/device_condition.py, async_condition_from_config: is_closed is STATE_CLOSED"},
		{"climate is_hvac_mode", "condition",
			"condition: device, device_id: d, domain: climate, entity_id: climate.living, type: is_hvac_mode, hvac_mode: cool",
			`condition: state, entity_id: climate.living, state: cool`,
			"climate/device_condition.py, test_is_state: `state.state == config[ATTR_HVAC_MODE]`"},

		{"toggle turn_off", "action",
			"device_id: d, domain: switch, entity_id: switch.pump, type: turn_off",
			`action: switch.turn_off, target: {entity_id: switch.pump}`,
			"device_automation/toggle_entity.py, async_call_action_from_config: DOMAIN.turn_off"},
		{"toggle toggle", "action",
			"device_id: d, domain: light, entity_id: light.hall, type: toggle",
			`action: light.toggle, target: {entity_id: light.hall}`,
			"device_automation/toggle_entity.py, async_call_action_from_config: else toggle"},
		{"light turn_on", "action",
			"device_id: d, domain: light, entity_id: light.hall, type: turn_on, brightness_pct: 40",
			`action: light.turn_on, target: {entity_id: light.hall}, data: {brightness_pct: 40}`,
			"light/device_action.py, async_call_action_from_config: data[ATTR_BRIGHTNESS_PCT]"},
		{"light turn_on at 0.1 percent turns it off", "action",
			"device_id: d, domain: light, entity_id: light.hall, type: turn_on, brightness_pct: 0.1",
			`action: light.turn_off, target: {entity_id: light.hall}`,
			"light/__init__.py: round(255 * 0.1 / 100) = round(0.255) = 0, and a brightness of 0 is async_handle_light_off_service"},
		{"brightness_increase", "action",
			"device_id: d, domain: light, entity_id: light.hall, type: brightness_increase",
			`action: light.turn_on, target: {entity_id: light.hall}, data: {brightness_step_pct: 10}`,
			"light/device_action.py: brightness_step_pct 10; light/__init__.py: 0 or more plus round(25.5) = 26 is on"},
		{"cover open", "action",
			"device_id: d, domain: cover, entity_id: cover.garage, type: open",
			`action: cover.open_cover, target: {entity_id: cover.garage}`,
			"cover/device_action.py, async_call_action_from_config: open is SERVICE_OPEN_COVER"},
		{"cover set_position", "action",
			"device_id: d, domain: cover, entity_id: cover.blind, type: set_position, position: 30",
			`action: cover.set_cover_position, target: {entity_id: cover.blind}, data: {position: 30}`,
			"cover/device_action.py: SERVICE_SET_COVER_POSITION with ATTR_POSITION"},
		{"lock lock", "action",
			"device_id: d, domain: lock, entity_id: lock.front, type: lock",
			`action: lock.lock, target: {entity_id: lock.front}`,
			"lock/device_action.py, async_call_action_from_config: SERVICE_LOCK"},
		{"climate set_hvac_mode", "action",
			"device_id: d, domain: climate, entity_id: climate.living, type: set_hvac_mode, hvac_mode: heat",
			`action: climate.set_hvac_mode, target: {entity_id: climate.living}, data: {hvac_mode: heat}`,
			"climate/device_action.py: SERVICE_SET_HVAC_MODE with ATTR_HVAC_MODE"},
		{"number set_value", "action",
			"device_id: d, domain: number, entity_id: number.level, type: set_value, value: 60",
			`action: number.set_value, target: {entity_id: number.level}, data: {value: 60}`,
			"number/device_action.py, async_call_action_from_config: SERVICE_SET_VALUE with ATTR_VALUE"},
		{"humidifier set_mode", "action",
			"device_id: d, domain: humidifier, entity_id: humidifier.bedroom, type: set_mode, mode: sleep",
			`action: humidifier.set_mode, target: {entity_id: humidifier.bedroom}, data: {mode: sleep}`,
			"humidifier/device_action.py: SERVICE_SET_MODE with ATTR_MODE"},
		{"select_next cycles", "action",
			"device_id: d, domain: select, entity_id: select.scene, type: select_next",
			`action: select.select_next, target: {entity_id: select.scene}, data: {cycle: true}`,
			"select/device_action.py: ATTR_CYCLE from CONF_CYCLE, default True"},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			device := r.device
			if r.kind == "trigger" {
				device = "platform: device, " + device
			}
			dev, devNotes := parseOne(t, r.kind, "{"+device+"}")
			plain, plainNotes := parseOne(t, r.kind, "{"+r.plain+"}")
			if !reflect.DeepEqual(devNotes, plainNotes) {
				t.Errorf("notes %q, Home Assistant's construct's %q", devNotes, plainNotes)
			}
			desc := reflect.ValueOf(dev).Elem().FieldByName("Desc").String()
			typ := r.device[strings.Index(r.device, "type: ")+len("type: "):]
			typ, _, _ = strings.Cut(typ, ",")
			if !strings.Contains(desc, "(device "+typ+")") {
				t.Errorf("description %q does not say (device %s)", desc, typ)
			}
			scrub(reflect.ValueOf(dev))
			scrub(reflect.ValueOf(plain))
			if !reflect.DeepEqual(dev, plain) {
				t.Errorf("%s\nreads %+v\nHome Assistant's (%s) reads %+v", r.device, dev, r.source, plain)
			}
		})
	}
}

// parseOne reads one trigger, condition or action (a YAML flow mapping)
// in an automation of its own, and the notes on it; it fails the test on
// errors.
func parseOne(t *testing.T, kind, item string) (any, []string) {
	t.Helper()
	trig, cond, act := `{platform: state, entity_id: binary_sensor.x, to: "on"}`, "[]", "[]"
	switch kind {
	case "trigger":
		trig = item
	case "condition":
		cond = "[" + item + "]"
	default:
		act = "[" + item + "]"
	}
	src := "- alias: A\n  trigger: " + trig + "\n  condition: " + cond + "\n  action: " + act + "\n"
	f, err := config.Parse("automations.yaml", []byte(src))
	if err != nil {
		t.Fatalf("%s: %v", item, err)
	}
	if len(f.Invalid) > 0 {
		t.Fatalf("%s: left out: %v", item, f.Invalid[0].Errors)
	}
	var notes []string
	for _, n := range f.Notes {
		notes = append(notes, n.Kind.String()+": "+n.What)
	}
	a := f.Automations[0]
	switch kind {
	case "trigger":
		return a.Triggers[0], notes
	case "condition":
		return a.Conditions[0], notes
	}
	return a.Actions[0], notes
}

// scrub zeroes the positions and descriptions under v, which say where a
// construct was written and how, not what it does.
func scrub(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			scrub(v.Elem())
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			scrub(v.Index(i))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			switch v.Type().Field(i).Name {
			case "Pos", "Desc":
				v.Field(i).SetZero()
			default:
				if v.Field(i).CanSet() {
					scrub(v.Field(i))
				}
			}
		}
	}
}

// Home Assistant rejects a device construct its domain's schema does not
// take (components/DOMAIN/device_*.py, TRIGGER_SCHEMA, CONDITION_SCHEMA,
// ACTION_SCHEMA; helpers/config_validation.py): the automation is left
// out, the reason at the construct's line and column.
func TestDeviceConstructsRejected(t *testing.T) {
	rows := []struct {
		name, item, kind string
		want             string // a substring of the reason
		at               string // the text the reason is at (its first occurrence in the item)
		source           string
	}{
		{"unknown type", "{platform: device, device_id: d, domain: light, entity_id: light.a, type: turnd_on}", "trigger",
			`unknown type "turnd_on" of a light device trigger (components/light/device_trigger.py takes changed_states, turned_off, turned_on) (did you mean "turned_on"?)`, "turnd_on",
			"toggle_entity.py: vol.In([CONF_TURNED_OFF, CONF_TURNED_ON]) or entity.py's CONF_CHANGED_STATES"},
		{"a condition type as a trigger", "{platform: device, device_id: d, domain: binary_sensor, entity_id: binary_sensor.a, type: is_motion}", "trigger",
			`unknown type "is_motion" of a binary_sensor device trigger`, "is_motion", "binary_sensor/device_trigger.py: vol.In(TURNED_OFF + TURNED_ON)"},
		{"no entity_id", "{platform: device, device_id: d, domain: light, type: turned_on}", "trigger",
			"a light device trigger needs entity_id", "{", "toggle_entity.py: vol.Required(CONF_ENTITY_ID)"},
		{"no domain", "{platform: device, device_id: d, entity_id: light.a, type: turned_on}", "trigger",
			"a device trigger needs domain", "{", "device_automation/__init__.py, DEVICE_TRIGGER_BASE_SCHEMA: vol.Required(CONF_DOMAIN)"},
		{"for as a string", `{platform: device, device_id: d, domain: binary_sensor, entity_id: binary_sensor.a, type: motion, for: "00:01:00"}`, "trigger",
			"must be a mapping of days, hours, minutes, seconds or milliseconds (cv.positive_time_period_dict)", "\"00:01:00\"",
			"binary_sensor/device_trigger.py: vol.Optional(CONF_FOR): cv.positive_time_period_dict"},
		{"for a templated field", `{platform: device, device_id: d, domain: light, entity_id: light.a, type: turned_on, for: {minutes: "{{ 1 }}"}}`, "trigger",
			"minutes must be a number", "\"{{ 1 }}\"", "cv.time_period_dict: vol.Coerce(float)"},
		{"sensor without a bound", "{platform: device, device_id: d, domain: sensor, entity_id: sensor.t, type: temperature}", "trigger",
			"needs at least one of above, below", "{", "sensor/device_trigger.py: cv.has_at_least_one_key(CONF_BELOW, CONF_ABOVE)"},
		{"sensor bound an entity", "{platform: device, device_id: d, domain: sensor, entity_id: sensor.t, type: temperature, above: sensor.u}", "trigger",
			"above of a sensor device trigger of type temperature must be a number", "sensor.u", "sensor/device_trigger.py: vol.Optional(CONF_ABOVE): vol.Any(vol.Coerce(float))"},
		{"hvac mode not a mode", "{platform: device, device_id: d, domain: climate, entity_id: climate.a, type: hvac_mode_changed, to: warm}", "trigger",
			"to of a climate device trigger of type hvac_mode_changed must be one of off, heat, cool", "warm", "climate/device_trigger.py: vol.Required(CONF_TO): vol.In(const.HVAC_MODES)"},
		{"hvac mode off unquoted", "{platform: device, device_id: d, domain: climate, entity_id: climate.a, type: hvac_mode_changed, to: off}", "trigger",
			"must be one of", "off}", "YAML 1.1 reads off as False, which vol.In(HVAC_MODES) refuses"},
		{"zone missing", "{platform: device, device_id: d, domain: device_tracker, entity_id: device_tracker.p, type: enters}", "trigger",
			"needs zone", "{", "device_tracker/device_trigger.py: vol.Required(CONF_ZONE)"},
		{"entity id not one", "{platform: device, device_id: d, domain: light, entity_id: Light Hall, type: turned_on}", "trigger",
			`entity_id "Light Hall" of a device trigger is neither an entity id`, "Light Hall", "cv.entity_id_or_uuid: neither a valid entity ID nor a valid UUID"},
		{"entity id badly formed", "{platform: device, device_id: d, domain: light, entity_id: light.hall_, type: turned_on}", "trigger",
			`entity_id "light.hall_" of a device trigger is not an entity id`, "light.hall_", "core.py, valid_entity_id: the object id does not end with _"},
		{"for on a condition that takes none", "{condition: device, device_id: d, domain: lock, entity_id: lock.a, type: is_locked, for: {minutes: 1}}", "condition",
			"a lock device condition of type is_locked takes no for", "{minutes: 1}", "lock/device_condition.py: CONDITION_SCHEMA has no CONF_FOR"},
		{"unknown condition type", "{condition: device, device_id: d, domain: media_player, entity_id: media_player.a, type: is_stopped}", "condition",
			`unknown type "is_stopped" of a media_player device condition`, "is_stopped", "media_player/device_condition.py: vol.In(CONDITION_TYPES)"},
		{"brightness step out of range", "{device_id: d, domain: light, entity_id: light.a, type: brightness_increase, brightness_step_pct: 150}", "action",
			"brightness_step_pct of a light device action of type brightness_increase must be a number from -100 to 100", "150", "light/__init__.py: VALID_BRIGHTNESS_STEP_PCT = vol.All(vol.Coerce(float), vol.Range(min=-100, max=100))"},
		{"position out of range", "{device_id: d, domain: cover, entity_id: cover.a, type: set_position, position: 120}", "action",
			"must be a number from 0 to 100", "120", "cover/device_action.py: vol.Range(min=0, max=100)"},
		{"unknown action type", "{device_id: d, domain: switch, entity_id: switch.a, type: turn_of}", "action",
			`unknown type "turn_of" of a switch device action`, "turn_of", "toggle_entity.py: vol.In(DEVICE_ACTION_TYPES)"},
		{"notify without a message", "{device_id: d, domain: mobile_app, type: notify}", "action",
			"a mobile_app device action of type notify needs message", "{", "mobile_app/device_action.py: vol.Required(notify.ATTR_MESSAGE)"},
		{"flash not a flash", "{device_id: d, domain: light, entity_id: light.a, type: flash, flash: blink}", "action",
			"flash of a light device action of type flash must be one of short, long", "blink", "light/__init__.py: VALID_FLASH = vol.In([FLASH_SHORT, FLASH_LONG])"},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			trig, cond, act := `{platform: state, entity_id: binary_sensor.x, to: "on"}`, "[]", "[]"
			head := "  trigger: "
			switch r.kind {
			case "trigger":
				trig = r.item
			case "condition":
				head, cond = "  condition: ", r.item
			default:
				head, act = "  action: ", r.item
			}
			var src string
			switch r.kind {
			case "trigger":
				src = "- alias: A\n" + head + trig + "\n  condition: []\n  action: []\n"
			case "condition":
				src = "- alias: A\n" + head + cond + "\n  trigger: " + trig + "\n  action: []\n"
			default:
				src = "- alias: A\n" + head + act + "\n  trigger: " + trig + "\n"
			}
			f, err := config.Parse("automations.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Invalid) != 1 || len(f.Automations) != 0 {
				t.Fatalf("not left out (Home Assistant: %s): %d automations, %d invalid", r.source, len(f.Automations), len(f.Invalid))
			}
			e := f.Invalid[0].Errors[0]
			if !strings.Contains(e.Msg, r.want) {
				t.Errorf("reason %q does not say %q", e.Msg, r.want)
			}
			col := len(head) + strings.Index(r.item, r.at) + 1
			if e.Pos.Line != 2 || e.Pos.Col != col {
				t.Errorf("reason at %d:%d, want 2:%d, at %s (%q)", e.Pos.Line, e.Pos.Col, col, r.at, e.Msg)
			}
		})
	}
}

// What the configuration does not say stays an environment choice, with a
// note that says why: an entity named by its registry id without the
// registry, and the device automations of integrations the reader does
// not know (deconz's remote buttons are events of its own, whose data
// depends on the device's model). A light's brightness_decrease and flash
// leave the light on or off depending on what the model does not have,
// the brightness and the integration: either, noted.
func TestDeviceConstructsLeftToTheEnvironment(t *testing.T) {
	const hex = "0123456789abcdef0123456789abcdef"
	rows := []struct {
		name, kind, item string
		note             string // "" for none
		check            func(any) bool
	}{
		{"trigger by registry id", "trigger", "{platform: device, device_id: d, domain: binary_sensor, entity_id: " + hex + ", type: motion}",
			"device trigger motion of binary_sensor: an environment event that sets nothing the model tracks (its entity_id " + hex + " is an entity registry id",
			func(x any) bool { tr := x.(*config.Trigger); return tr.Platform == "device" && tr.Entities == nil }},
		{"integration's trigger", "trigger", "{platform: device, device_id: d, domain: deconz, type: remote_button_short_press, subtype: turn_on}",
			"device trigger remote_button_short_press of deconz: an environment event that sets nothing the model tracks (the device triggers of deconz are the integration's own)",
			func(x any) bool { return x.(*config.Trigger).Platform == "device" }},
		{"condition by registry id", "condition", "{condition: device, device_id: d, domain: light, entity_id: " + hex + ", type: is_on}",
			"device condition is_on of light: either answer",
			func(x any) bool { return x.(*config.Cond).Kind == config.COpaque }},
		{"action by registry id", "action", "{device_id: d, domain: switch, entity_id: " + hex + ", type: turn_on}",
			"device action turn_on of switch: an observable output that changes nothing modelled",
			func(x any) bool { return x.(*config.Action).Kind == config.AEmit }},
		{"brightness_decrease", "action", "{device_id: d, domain: light, entity_id: light.a, type: brightness_decrease}",
			"device action brightness_decrease of light.a: light.turn_on with brightness_step_pct -10: the light stays on or, when its brightness (which the model does not have) is at most 10%, goes off: either",
			func(x any) bool { return eitherThen(x, "light.turn_off") }},
		{"brightness_increase of a negative step", "action", "{device_id: d, domain: light, entity_id: light.a, type: brightness_increase, brightness_step_pct: -20}",
			"light.turn_on with brightness_step_pct -20: the light stays on or",
			func(x any) bool { return eitherThen(x, "light.turn_off") }},
		{"flash", "action", "{device_id: d, domain: light, entity_id: light.a, type: flash}",
			"device action flash of light.a: light.turn_on with flash",
			func(x any) bool { return eitherThen(x, "light.turn_on") }},
		{"mobile_app notify is an output", "action", "{device_id: d, domain: mobile_app, type: notify, message: hello}", "",
			func(x any) bool {
				a := x.(*config.Action)
				return a.Kind == config.AEmit && strings.Contains(a.Desc, "(device mobile_app notify)")
			}},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			trig, cond, act := `{platform: state, entity_id: binary_sensor.x, to: "on"}`, "[]", "[]"
			switch r.kind {
			case "trigger":
				trig = r.item
			case "condition":
				cond = "[" + r.item + "]"
			default:
				act = "[" + r.item + "]"
			}
			src := "- alias: A\n  trigger: " + trig + "\n  condition: " + cond + "\n  action: " + act + "\n"
			f, err := config.Parse("automations.yaml", []byte(src))
			if err != nil || len(f.Invalid) > 0 {
				t.Fatalf("%v %v", err, f.Invalid)
			}
			a := f.Automations[0]
			var x any
			switch r.kind {
			case "trigger":
				x = a.Triggers[0]
			case "condition":
				x = a.Conditions[0]
			default:
				x = a.Actions[0]
			}
			if !r.check(x) {
				t.Errorf("read as %+v", x)
			}
			switch {
			case r.note == "" && len(f.Notes) > 0:
				t.Errorf("notes %v", f.Notes)
			case r.note != "" && (len(f.Notes) != 1 || !strings.Contains(f.Notes[0].What, r.note) || f.Notes[0].Kind != config.Over):
				t.Errorf("notes %v, want one over-approximated saying %q", f.Notes, r.note)
			case r.note != "" && !a.Over:
				t.Errorf("the automation is not over-approximated")
			}
		})
	}
}

// eitherThen reports whether x is `if (either) then svc` on the entity.
func eitherThen(x any, svc string) bool {
	a, ok := x.(*config.Action)
	if !ok || a.Kind != config.AIf || len(a.Conds) != 1 || len(a.Conds[0].Subs) != 1 || a.Conds[0].Subs[0].Kind != config.COpaque {
		return false
	}
	if len(a.Branches) != 1 || len(a.Branches[0]) != 1 || len(a.Else) != 0 {
		return false
	}
	b := a.Branches[0][0]
	return b.Kind == config.AService && b.Service == svc && reflect.DeepEqual(b.Entities, []string{"light.a"})
}
