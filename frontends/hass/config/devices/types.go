package devices

import (
	"math"
	"sort"
	"strings"
)

// Kind is the construct a device automation is: a trigger, a condition
// or an action.
type Kind uint8

// The kinds of device automations.
const (
	Trigger Kind = iota
	Condition
	Action
)

func (k Kind) String() string {
	return [...]string{"trigger", "condition", "action"}[k]
}

// Form is the construct a device automation's type is built into by its
// domain's platform (components/DOMAIN/device_trigger.py,
// device_condition.py, device_action.py): Home Assistant attaches a
// device trigger as the state or numeric_state trigger it builds, checks
// a device condition as the state or numeric_state condition it builds,
// and runs a device action as the service call it makes.
type Form uint8

// The forms.
const (
	// StateForm: a state trigger to State (any change of state when
	// AnyState) or a state condition on State; on the attribute
	// Attribute when it is given.
	StateForm Form = iota
	// NumericForm: a numeric_state trigger or condition on the entity's
	// state (its attribute Attribute, when given) with the construct's
	// above and below.
	NumericForm
	// ZoneForm: a zone trigger entering (leaving, when Leave) the
	// construct's zone.
	ZoneForm
	// NotStateForm: a condition that the entity is not in State.
	NotStateForm
	// ServiceForm: the service Service on the entity, with the data
	// Data.
	ServiceForm
	// BrightnessForm: light.turn_on with a brightness step (Sign times
	// the construct's brightness_step_pct, 10 when absent).
	BrightnessForm
	// LightOnForm: light.turn_on, with the construct's brightness_pct.
	LightOnForm
	// FlashForm: light.turn_on with flash.
	FlashForm
	// NotifyForm: mobile_app's notification, a notify service call.
	NotifyForm
)

// Meaning is what a device automation's type stands for.
type Meaning struct {
	Form Form
	// State is the state of a StateForm or NotStateForm (StateKey: the
	// construct's key that gives it, one of Allowed).
	State    string
	StateKey string
	Allowed  []string
	AnyState bool
	// FromOthers: a StateForm trigger from any state of Allowed but
	// the new one (climate's hvac_mode_changed).
	FromOthers bool
	// Leave: ZoneForm leaving the zone.
	Leave bool
	// Attribute is the attribute a StateForm or NumericForm reads (""
	// for the state).
	Attribute string
	// Service is a ServiceForm's service (domain.name); Data maps the
	// service data's keys to the construct's keys that give them.
	// Defaults are the values of keys the construct may leave out (a
	// NumericForm trigger's above and below, a ServiceForm's data).
	Service  string
	Data     map[string]string
	Defaults map[string]string
	// Sign is a BrightnessForm's step direction: 1 or -1.
	Sign int
	// Required are the keys the type's schema requires besides
	// device_id, domain, type and entity_id; OneOf, keys of which it
	// requires at least one (cv.has_at_least_one_key).
	Required []string
	OneOf    []string
	// Numbers are the keys whose values the schema coerces to numbers
	// (vol.Coerce(float), vol.Coerce(int)), with their ranges.
	Numbers map[string]Range
	// Choices are the keys whose values the schema takes from a list
	// (vol.In).
	Choices map[string][]string
	// For: the schema takes for (cv.positive_time_period_dict).
	For bool
	// NoEntity: the schema takes no entity_id (mobile_app's notify acts
	// on the device itself).
	NoEntity bool
}

// Range is the interval a number of a device automation's schema must
// be in (vol.Range); Int: it is coerced to a whole number.
type Range struct {
	Min, Max float64
	Int      bool
}

// anyNumber is vol.Coerce(float) with no range.
var anyNumber = Range{Min: math.Inf(-1), Max: math.Inf(1)}

// Status says what is known of a domain's device automations of a kind.
type Status uint8

// The statuses of a look-up.
const (
	// Unknown: the domain's platform is not one the reader knows (an
	// integration's own triggers: deconz, zha, kodi, ...).
	Unknown Status = iota
	// Known: the type is one of the domain's, with its Meaning.
	Known
	// Rejected: the domain's platform has no such type: Home Assistant's
	// schema (vol.In of its types) rejects the automation.
	Rejected
)

// Lookup is what the type typ of a device automation of kind k in domain
// dom stands for.
func Lookup(k Kind, dom, typ string) (Meaning, Status) {
	types, ok := table[dom][k]
	if !ok {
		return Meaning{}, Unknown
	}
	m, ok := types[typ]
	if !ok {
		return Meaning{}, Rejected
	}
	return m, Known
}

// Types are the types of the domain's device automations of kind k, in
// order (nil when the domain is not known).
func Types(k Kind, dom string) []string {
	var out []string
	for t := range table[dom][k] {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// HVACModes are a climate entity's modes (components/climate/const.py,
// HVAC_MODES): the values hvac_mode_changed's to, is_hvac_mode's and
// set_hvac_mode's hvac_mode take.
var HVACModes = []string{"off", "heat", "cool", "heat_cool", "auto", "dry", "fan_only"}

// table is the device automations of the domains the reader knows, by
// domain and kind, each type's meaning as its platform builds it.
var table = map[string]map[Kind]map[string]Meaning{}

func add(dom string, k Kind, typ string, m Meaning) {
	if table[dom] == nil {
		table[dom] = map[Kind]map[string]Meaning{}
	}
	if table[dom][k] == nil {
		table[dom][k] = map[string]Meaning{}
	}
	table[dom][k][typ] = m
}

func init() {
	// components/device_automation/toggle_entity.py: TRIGGER_SCHEMA is
	// vol.Any(entity.TRIGGER_SCHEMA, _TOGGLE_TRIGGER_SCHEMA): turned_on
	// and turned_off attach the state trigger to "on" ("off"),
	// changed_states (entity.py, async_attach_trigger) the state trigger
	// `to: None`, each with its for; CONDITION_SCHEMA's is_on and is_off
	// are state conditions, with for; the actions turn_on, turn_off and
	// toggle call DOMAIN.turn_on (turn_off, toggle) on the entity
	// (async_call_action_from_config). light, switch and fan take them
	// whole (their device_trigger.py and device_action.py are
	// toggle_entity's with their domain; fan's device_condition.py has
	// is_on and is_off without for).
	for _, dom := range []string{"light", "switch", "fan"} {
		add(dom, Trigger, "turned_on", Meaning{Form: StateForm, State: "on", For: true})
		add(dom, Trigger, "turned_off", Meaning{Form: StateForm, State: "off", For: true})
		add(dom, Trigger, "changed_states", Meaning{Form: StateForm, AnyState: true, For: true})
		add(dom, Condition, "is_on", Meaning{Form: StateForm, State: "on", For: dom != "fan"})
		add(dom, Condition, "is_off", Meaning{Form: StateForm, State: "off", For: dom != "fan"})
	}
	for _, dom := range []string{"light", "switch", "fan", "humidifier"} {
		for _, svc := range []string{"turn_on", "turn_off", "toggle"} {
			add(dom, Action, svc, Meaning{Form: ServiceForm, Service: dom + "." + svc})
		}
	}
	// components/light/device_action.py, async_call_action_from_config:
	// turn_on, brightness_increase and brightness_decrease call
	// light.turn_on with brightness_pct, brightness_step_pct (default 10)
	// and minus it; flash with flash (default short).
	pct := map[string]Range{"brightness_pct": {Min: 0, Max: 100}, "brightness_step_pct": {Min: -100, Max: 100}}
	add("light", Action, "turn_on", Meaning{Form: LightOnForm, Numbers: pct})
	add("light", Action, "brightness_increase", Meaning{Form: BrightnessForm, Sign: 1, Numbers: pct})
	add("light", Action, "brightness_decrease", Meaning{Form: BrightnessForm, Sign: -1, Numbers: pct})
	add("light", Action, "flash", Meaning{Form: FlashForm, Numbers: pct, Choices: map[string][]string{"flash": {"short", "long"}}})

	// components/binary_sensor/device_trigger.py: async_attach_trigger
	// is the state trigger to "on" for the types of TURNED_ON (the first
	// of each device class's pair in ENTITY_TRIGGERS) and to "off" for
	// those of TURNED_OFF, with for; device_condition.py: IS_ON are
	// state conditions on "on", IS_OFF on "off", with for. A lock's "on"
	// is unlocked: not_locked is on, locked off. glass_break, a device
	// class of device_condition.py's list newer than the trigger list
	// read, is taken in both: a type Home Assistant may not have yet is
	// read, rather than one it has refused.
	binary := [][2]string{
		{"bat_low", "not_bat_low"}, {"charging", "not_charging"}, {"co", "no_co"},
		{"cold", "not_cold"}, {"connected", "not_connected"}, {"gas", "no_gas"},
		{"glass_break", "no_glass_break"}, {"hot", "not_hot"}, {"light", "no_light"},
		{"not_locked", "locked"}, {"moist", "not_moist"}, {"motion", "no_motion"},
		{"moving", "not_moving"}, {"occupied", "not_occupied"}, {"plugged_in", "not_plugged_in"},
		{"powered", "not_powered"}, {"present", "not_present"}, {"problem", "no_problem"},
		{"running", "not_running"}, {"unsafe", "not_unsafe"}, {"smoke", "no_smoke"},
		{"sound", "no_sound"}, {"tampered", "not_tampered"}, {"update", "no_update"},
		{"vibration", "no_vibration"},
	}
	for _, pair := range binary {
		add("binary_sensor", Trigger, pair[0], Meaning{Form: StateForm, State: "on", For: true})
		add("binary_sensor", Trigger, pair[1], Meaning{Form: StateForm, State: "off", For: true})
		add("binary_sensor", Condition, "is_"+pair[0], Meaning{Form: StateForm, State: "on", For: true})
		add("binary_sensor", Condition, "is_"+pair[1], Meaning{Form: StateForm, State: "off", For: true})
	}
	// Doors and windows: the trigger says opened, the condition open.
	add("binary_sensor", Trigger, "opened", Meaning{Form: StateForm, State: "on", For: true})
	add("binary_sensor", Trigger, "not_opened", Meaning{Form: StateForm, State: "off", For: true})
	add("binary_sensor", Trigger, "turned_on", Meaning{Form: StateForm, State: "on", For: true})
	add("binary_sensor", Trigger, "turned_off", Meaning{Form: StateForm, State: "off", For: true})
	add("binary_sensor", Condition, "is_open", Meaning{Form: StateForm, State: "on", For: true})
	add("binary_sensor", Condition, "is_not_open", Meaning{Form: StateForm, State: "off", For: true})
	add("binary_sensor", Condition, "is_on", Meaning{Form: StateForm, State: "on", For: true})
	add("binary_sensor", Condition, "is_off", Meaning{Form: StateForm, State: "off", For: true})

	// components/sensor/device_trigger.py: every type is the
	// numeric_state trigger on the sensor with the construct's above,
	// below (vol.Coerce(float), at least one) and for; device_condition.py
	// the numeric_state condition with above and below. Its list, older
	// than the triggers' read, lacks is_area, is_blood_glucose_concentration,
	// is_energy_distance and is_wind_direction: taken as the triggers'
	// types with is_, for the same reason.
	sensorTypes := []string{"apparent_power", "aqi", "area", "atmospheric_pressure", "battery_level",
		"blood_glucose_concentration", "carbon_monoxide", "carbon_dioxide", "conductivity", "current",
		"data_rate", "data_size", "distance", "duration", "energy", "energy_distance", "frequency", "gas",
		"humidity", "illuminance", "irradiance", "moisture", "monetary", "nitrogen_dioxide",
		"nitrogen_monoxide", "nitrous_oxide", "ozone", "ph", "pm1", "pm10", "pm25", "power",
		"power_factor", "precipitation", "precipitation_intensity", "pressure", "reactive_power",
		"signal_strength", "sound_pressure", "speed", "sulphur_dioxide", "temperature", "value",
		"volatile_organic_compounds", "volatile_organic_compounds_parts", "voltage", "volume",
		"volume_flow_rate", "water", "weight", "wind_direction", "wind_speed"}
	bounds := map[string]Range{"above": anyNumber, "below": anyNumber}
	for _, typ := range sensorTypes {
		add("sensor", Trigger, typ, Meaning{Form: NumericForm, OneOf: []string{"above", "below"}, Numbers: bounds, For: true})
		add("sensor", Condition, "is_"+typ, Meaning{Form: NumericForm, OneOf: []string{"above", "below"}, Numbers: bounds})
	}

	// components/cover/device_trigger.py: opened, closed, opening and
	// closing are state triggers to open, closed, opening, closing, with
	// for; position and tilt_position numeric_state triggers on the
	// current_position (current_tilt_position) attribute. device_condition.py
	// likewise (is_open, ...; is_position, is_tilt_position on the
	// attributes), without for. device_action.py calls open_cover,
	// close_cover, stop_cover, open_cover_tilt, close_cover_tilt, and
	// set_cover_position (set_cover_tilt_position) with the construct's
	// position (default 0).
	coverPos := map[string]Range{"above": {Min: 0, Max: 100, Int: true}, "below": {Min: 0, Max: 100, Int: true}}
	for typ, st := range map[string]string{"opened": "open", "closed": "closed", "opening": "opening", "closing": "closing"} {
		add("cover", Trigger, typ, Meaning{Form: StateForm, State: st, For: true})
	}
	for typ, st := range map[string]string{"is_open": "open", "is_closed": "closed", "is_opening": "opening", "is_closing": "closing"} {
		add("cover", Condition, typ, Meaning{Form: StateForm, State: st})
	}
	for _, typ := range []string{"position", "tilt_position"} {
		attr := "current_" + typ
		add("cover", Trigger, typ, Meaning{Form: NumericForm, Attribute: attr, OneOf: []string{"above", "below"}, Numbers: coverPos,
			Defaults: map[string]string{"above": "-1", "below": "101"}})
		add("cover", Condition, "is_"+typ, Meaning{Form: NumericForm, Attribute: attr, OneOf: []string{"above", "below"}, Numbers: coverPos})
	}
	for typ, svc := range map[string]string{"open": "open_cover", "close": "close_cover", "stop": "stop_cover",
		"open_tilt": "open_cover_tilt", "close_tilt": "close_cover_tilt"} {
		add("cover", Action, typ, Meaning{Form: ServiceForm, Service: "cover." + svc})
	}
	position := map[string]Range{"position": {Min: 0, Max: 100, Int: true}}
	add("cover", Action, "set_position", Meaning{Form: ServiceForm, Service: "cover.set_cover_position",
		Data: map[string]string{"position": "position"}, Defaults: map[string]string{"position": "0"}, Numbers: position})
	add("cover", Action, "set_tilt_position", Meaning{Form: ServiceForm, Service: "cover.set_cover_tilt_position",
		Data: map[string]string{"tilt_position": "position"}, Defaults: map[string]string{"tilt_position": "0"}, Numbers: position})

	// components/lock/device_trigger.py: each type is the state trigger
	// to the lock state of its name (open for open), with for;
	// device_condition.py the state conditions is_TYPE; device_action.py
	// calls lock.lock, lock.unlock, lock.open.
	for _, st := range []string{"jammed", "locked", "locking", "unlocked", "unlocking", "open", "opening"} {
		add("lock", Trigger, st, Meaning{Form: StateForm, State: st, For: true})
		add("lock", Condition, "is_"+st, Meaning{Form: StateForm, State: st})
	}
	for _, svc := range []string{"lock", "unlock", "open"} {
		add("lock", Action, svc, Meaning{Form: ServiceForm, Service: "lock." + svc})
	}

	// components/device_tracker/device_trigger.py: enters and leaves are
	// the zone trigger of the construct's zone (required);
	// device_condition.py: is_home is the state home, is_not_home its
	// negation.
	add("device_tracker", Trigger, "enters", Meaning{Form: ZoneForm, Required: []string{"zone"}})
	add("device_tracker", Trigger, "leaves", Meaning{Form: ZoneForm, Leave: true, Required: []string{"zone"}})
	add("device_tracker", Condition, "is_home", Meaning{Form: StateForm, State: "home"})
	add("device_tracker", Condition, "is_not_home", Meaning{Form: NotStateForm, State: "home"})

	// components/media_player/device_trigger.py: the state triggers to
	// on, off, buffering, idle, paused, playing, with for, and
	// entity.py's changed_states; device_condition.py the state
	// conditions on them.
	for typ, st := range map[string]string{"turned_on": "on", "turned_off": "off", "buffering": "buffering",
		"idle": "idle", "paused": "paused", "playing": "playing"} {
		add("media_player", Trigger, typ, Meaning{Form: StateForm, State: st, For: true})
	}
	add("media_player", Trigger, "changed_states", Meaning{Form: StateForm, AnyState: true, For: true})
	for _, st := range []string{"on", "off", "buffering", "idle", "paused", "playing"} {
		add("media_player", Condition, "is_"+st, Meaning{Form: StateForm, State: st})
	}

	// components/climate/device_trigger.py: hvac_mode_changed is the
	// state trigger to the construct's to (one of HVAC_MODES) from every
	// other mode, with for; current_temperature_changed and
	// current_humidity_changed numeric_state triggers on those
	// attributes. device_condition.py: is_hvac_mode compares the state
	// with hvac_mode, is_preset_mode the preset_mode attribute.
	// device_action.py: set_hvac_mode calls climate.set_hvac_mode with
	// hvac_mode, set_preset_mode climate.set_preset_mode.
	add("climate", Trigger, "hvac_mode_changed", Meaning{Form: StateForm, StateKey: "to", Allowed: HVACModes,
		FromOthers: true, Required: []string{"to"}, For: true})
	for _, attr := range []string{"current_temperature", "current_humidity"} {
		add("climate", Trigger, attr+"_changed", Meaning{Form: NumericForm, Attribute: attr, OneOf: []string{"above", "below"}, Numbers: bounds, For: true})
	}
	add("climate", Condition, "is_hvac_mode", Meaning{Form: StateForm, StateKey: "hvac_mode", Allowed: HVACModes,
		Required: []string{"hvac_mode"}})
	add("climate", Condition, "is_preset_mode", Meaning{Form: StateForm, StateKey: "preset_mode", Attribute: "preset_mode",
		Required: []string{"preset_mode"}})
	add("climate", Action, "set_hvac_mode", Meaning{Form: ServiceForm, Service: "climate.set_hvac_mode",
		StateKey: "hvac_mode", Allowed: HVACModes, Data: map[string]string{"hvac_mode": "hvac_mode"}, Required: []string{"hvac_mode"}})
	add("climate", Action, "set_preset_mode", Meaning{Form: ServiceForm, Service: "climate.set_preset_mode",
		Data: map[string]string{"preset_mode": "preset_mode"}, Required: []string{"preset_mode"}})

	// components/humidifier/device_action.py: toggle_entity's actions,
	// set_humidity (humidifier.set_humidity with humidity) and set_mode
	// (humidifier.set_mode with mode).
	add("humidifier", Action, "set_humidity", Meaning{Form: ServiceForm, Service: "humidifier.set_humidity",
		Data: map[string]string{"humidity": "humidity"}, Required: []string{"humidity"},
		Numbers: map[string]Range{"humidity": {Min: math.Inf(-1), Max: math.Inf(1), Int: true}}})
	add("humidifier", Action, "set_mode", Meaning{Form: ServiceForm, Service: "humidifier.set_mode",
		Data: map[string]string{"mode": "mode"}, Required: []string{"mode"}})

	// components/number/device_action.py: set_value calls
	// number.set_value with value (vol.Coerce(float)).
	add("number", Action, "set_value", Meaning{Form: ServiceForm, Service: "number.set_value",
		Data: map[string]string{"value": "value"}, Required: []string{"value"}, Numbers: map[string]Range{"value": anyNumber}})

	// components/select/device_action.py: each type calls the service of
	// its name, select_option with option, select_next and
	// select_previous with cycle (default true).
	add("select", Action, "select_first", Meaning{Form: ServiceForm, Service: "select.select_first"})
	add("select", Action, "select_last", Meaning{Form: ServiceForm, Service: "select.select_last"})
	for _, svc := range []string{"select_next", "select_previous"} {
		add("select", Action, svc, Meaning{Form: ServiceForm, Service: "select." + svc,
			Data: map[string]string{"cycle": "cycle"}, Defaults: map[string]string{"cycle": "true"}})
	}
	add("select", Action, "select_option", Meaning{Form: ServiceForm, Service: "select.select_option",
		Data: map[string]string{"option": "option"}, Required: []string{"option"}})

	// components/mobile_app/device_action.py: notify renders message
	// (required), title and data and calls the device's notify service.
	add("mobile_app", Action, "notify", Meaning{Form: NotifyForm, Required: []string{"message"}, NoEntity: true})
}

// IsRegistryID reports whether an entity_id is an entity registry id
// (cv.entity_id_or_uuid's fake_uuid4_hex: ^[0-9a-f]{32}$) rather than an
// entity id.
func IsRegistryID(s string) bool {
	if len(s) != 32 {
		return false
	}
	return strings.Trim(s, "0123456789abcdef") == ""
}

// LightBrightness is the brightness (0 to 255) light.turn_on's
// brightness_pct sets (components/light/__init__.py,
// preprocess_turn_on_alternatives: round(255 * brightness_pct / 100),
// Python's round halving to even); 0 turns the light off
// (async_handle_light_on_service: `if params.get(ATTR_BRIGHTNESS) == 0
// ... async_handle_light_off_service`).
func LightBrightness(pct float64) int {
	return int(math.RoundToEven(255 * pct / 100))
}

// BrightnessStep is the step light.turn_on's brightness_step_pct adds
// to the brightness (components/light/__init__.py,
// async_handle_light_on_service: round(brightness_step_pct / 100 *
// 255)); the new brightness is the old (0 for a light that is off) plus
// it, between 0 and 255, and 0 turns the light off.
func BrightnessStep(pct float64) int {
	return int(math.RoundToEven(pct / 100 * 255))
}
