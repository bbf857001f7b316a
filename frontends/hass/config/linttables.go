package config

// The tables the lint (lint.go) judges a configuration by, each taken
// from Home Assistant's source (repository home-assistant/core, under
// homeassistant/).

// domainServices are the services of the domains the model knows and of
// the common others: each domain's components/<domain>/services.yaml, the
// list its icons.json repeats under "services" (every service a domain
// registers has an entry in both, which hassfest checks). A domain not
// listed is not judged: notify, tts, shell_command and the integrations'
// own domains register services named after the user's configuration.
// script's services are its four plus one per script (lint.go adds the
// scripts read).
var domainServices = map[string][]string{
	// components/homeassistant/services.yaml (icons.json).
	"homeassistant": {"check_config", "reload_core_config", "restart", "set_location", "stop", "toggle", "turn_on", "turn_off",
		"update_entity", "reload_custom_templates", "reload_config_entry", "save_persistent_states", "reload_all"},
	// components/light/services.yaml.
	"light": {"turn_on", "turn_off", "toggle"},
	// components/switch/services.yaml.
	"switch": {"turn_on", "turn_off", "toggle"},
	// components/fan/icons.json.
	"fan": {"turn_on", "turn_off", "toggle", "increase_speed", "decrease_speed", "oscillate", "set_direction", "set_percentage", "set_preset_mode"},
	// components/cover/services.yaml.
	"cover": {"open_cover", "close_cover", "toggle", "set_cover_position", "stop_cover", "open_cover_tilt", "close_cover_tilt",
		"toggle_cover_tilt", "set_cover_tilt_position", "stop_cover_tilt"},
	// components/lock/icons.json.
	"lock": {"lock", "unlock", "open"},
	// components/climate/icons.json, and set_swing_horizontal_mode
	// (climate/__init__.py, async_setup: async_register_entity_service
	// SERVICE_SET_SWING_HORIZONTAL_MODE).
	"climate": {"turn_on", "turn_off", "toggle", "set_hvac_mode", "set_preset_mode", "set_aux_heat", "set_temperature",
		"set_humidity", "set_fan_mode", "set_swing_mode", "set_swing_horizontal_mode"},
	// components/media_player/icons.json, and browse_media and
	// search_media (media_player/__init__.py, async_setup:
	// async_register_entity_service with a response).
	"media_player": {"turn_on", "turn_off", "toggle", "volume_up", "volume_down", "volume_set", "volume_mute", "media_play_pause",
		"media_play", "media_pause", "media_stop", "media_next_track", "media_previous_track", "media_seek", "clear_playlist",
		"play_media", "select_source", "select_sound_mode", "shuffle_set", "repeat_set", "join", "unjoin", "browse_media", "search_media"},
	// components/input_boolean/icons.json.
	"input_boolean": {"turn_on", "turn_off", "toggle", "reload"},
	// components/input_number/icons.json.
	"input_number": {"set_value", "increment", "decrement", "reload"},
	// components/input_select/icons.json.
	"input_select": {"select_option", "select_next", "select_previous", "select_first", "select_last", "set_options", "reload"},
	// components/input_text/icons.json.
	"input_text": {"set_value", "reload"},
	// components/input_datetime/icons.json.
	"input_datetime": {"set_datetime", "reload"},
	// components/input_button/icons.json.
	"input_button": {"press", "reload"},
	// components/counter/icons.json.
	"counter": {"increment", "decrement", "reset", "set_value"},
	// components/timer/icons.json.
	"timer": {"start", "pause", "cancel", "finish", "change", "reload"},
	// components/automation/icons.json.
	"automation": {"turn_on", "turn_off", "toggle", "trigger", "reload"},
	// components/script/icons.json (and a service per script).
	"script": {"turn_on", "turn_off", "toggle", "reload"},
	// components/scene/services.yaml, and delete
	// (components/homeassistant/scene.py, async_setup_platform:
	// SERVICE_DELETE).
	"scene": {"turn_on", "reload", "apply", "create", "delete"},
	// components/persistent_notification/icons.json.
	"persistent_notification": {"create", "dismiss", "dismiss_all"},
	// components/alarm_control_panel/icons.json.
	"alarm_control_panel": {"alarm_disarm", "alarm_arm_home", "alarm_arm_away", "alarm_arm_night", "alarm_arm_vacation",
		"alarm_arm_custom_bypass", "alarm_trigger"},
	// components/vacuum/icons.json.
	"vacuum": {"turn_on", "turn_off", "toggle", "start_pause", "start", "pause", "stop", "return_to_base", "clean_spot",
		"locate", "send_command", "set_fan_speed"},
	// components/group/icons.json.
	"group": {"reload", "set", "remove"},
	// components/select/icons.json.
	"select": {"select_first", "select_last", "select_next", "select_option", "select_previous"},
	// components/number/icons.json.
	"number": {"set_value"},
	// components/button/icons.json.
	"button": {"press"},
	// components/siren/icons.json.
	"siren": {"turn_on", "turn_off", "toggle"},
	// components/humidifier/icons.json.
	"humidifier": {"turn_on", "turn_off", "toggle", "set_mode", "set_humidity"},
	// components/water_heater/icons.json.
	"water_heater": {"turn_on", "turn_off", "set_temperature", "set_operation_mode", "set_away_mode"},
	// components/remote/icons.json.
	"remote": {"turn_on", "turn_off", "toggle", "send_command", "learn_command", "delete_command"},
	// components/valve/icons.json.
	"valve": {"open_valve", "close_valve", "set_valve_position", "stop_valve", "toggle"},
	// components/lawn_mower/icons.json.
	"lawn_mower": {"start_mowing", "pause", "dock"},
	// components/update/icons.json.
	"update": {"install", "skip", "clear_skipped"},
	// components/camera/icons.json.
	"camera": {"turn_on", "turn_off", "enable_motion_detection", "disable_motion_detection", "snapshot", "play_stream", "record"},
}

// alwaysStates are the states any entity may have besides its domain's
// (homeassistant/const.py: STATE_UNAVAILABLE, STATE_UNKNOWN).
var alwaysStates = []string{"unavailable", "unknown"}

// onOff are the states of the entities whose state is STATE_ON or
// STATE_OFF (homeassistant/const.py): helpers/entity.py ToggleEntity.state
// for the domains whose entities are toggle entities, and each listed
// domain's own state property otherwise.
var onOff = []string{"on", "off"}

// domainStates are the states each domain's entities take (besides
// alwaysStates); a domain not listed is not judged (a sensor's, a
// person's, a group's states are the configuration's).
var domainStates = map[string][]string{
	// components/binary_sensor/__init__.py, BinarySensorEntity.state.
	"binary_sensor": onOff,
	// ToggleEntity (helpers/entity.py): LightEntity, SwitchEntity,
	// FanEntity, InputBoolean, SirenEntity, RemoteEntity,
	// HumidifierEntity, automation's BaseAutomationEntity, script's
	// ScriptEntity.
	"light": onOff, "switch": onOff, "fan": onOff, "input_boolean": onOff, "siren": onOff, "remote": onOff,
	"humidifier": onOff, "automation": onOff, "script": onOff,
	// components/update/__init__.py UpdateEntity.state, schedule's
	// Schedule (components/schedule/__init__.py), calendar's
	// CalendarEntity.state.
	"update": onOff, "schedule": onOff, "calendar": onOff,
	// components/lock/const.py, LockState.
	"lock": {"jammed", "open", "opening", "locked", "locking", "unlocked", "unlocking"},
	// components/cover/const.py, CoverState.
	"cover": {"closed", "closing", "open", "opening"},
	// components/valve/__init__.py, ValveState.
	"valve": {"closed", "closing", "open", "opening"},
	// components/alarm_control_panel/const.py, AlarmControlPanelState.
	"alarm_control_panel": {"armed_away", "armed_custom_bypass", "armed_home", "armed_night", "armed_vacation", "arming",
		"disarmed", "disarming", "pending", "triggered"},
	// components/climate/const.py, HVACMode (a climate entity's state is
	// its hvac mode).
	"climate": {"off", "heat", "cool", "heat_cool", "auto", "dry", "fan_only"},
	// components/media_player/const.py, MediaPlayerState.
	"media_player": {"off", "on", "idle", "playing", "paused", "standby", "buffering"},
	// components/vacuum/const.py, VacuumActivity; and on and off, the
	// states of the vacuums of the older VacuumEntity (a ToggleEntity).
	"vacuum": {"cleaning", "docked", "idle", "paused", "returning", "error", "on", "off"},
	// components/lawn_mower/const.py, LawnMowerActivity.
	"lawn_mower": {"error", "paused", "mowing", "docked", "returning"},
	// components/timer/__init__.py: STATUS_IDLE, STATUS_ACTIVE,
	// STATUS_PAUSED.
	"timer": {"idle", "active", "paused"},
	// components/sun/entity.py: STATE_ABOVE_HORIZON, STATE_BELOW_HORIZON.
	"sun": {"above_horizon", "below_horizon"},
	// components/weather/const.py, the ATTR_CONDITION_* values (a weather
	// entity's state is its condition).
	"weather": {"clear-night", "cloudy", "exceptional", "fog", "hail", "lightning", "lightning-rainy", "partlycloudy",
		"pouring", "rainy", "snowy", "snowy-rainy", "sunny", "windy", "windy-variant"},
}

// actionBaseKeys are the keys every action takes
// (helpers/config_validation.py, SCRIPT_ACTION_BASE_SCHEMA).
var actionBaseKeys = []string{"alias", "continue_on_error", "enabled"}

// actionKind is one of the actions of helpers/config_validation.py's
// ACTIONS_MAP: the key that makes an action of that kind, and the keys
// its schema takes besides actionBaseKeys (ACTION_TYPE_SCHEMAS).
type actionKind struct {
	key, name string
	keys      []string
}

// actionKinds are ACTIONS_MAP in its order, which is how
// determine_script_action picks the kind of an action with several of the
// keys: the first listed. A condition (condition, and, or, not) is read by
// the condition schemas (condKeys) and a device action takes any key
// (DEVICE_ACTION_SCHEMA is extra=vol.ALLOW_EXTRA): they are listed with no
// keys to check. action is the name of service since Home Assistant 2024.8
// (SERVICE_SCHEMA renames service to action before validating).
var actionKinds = []actionKind{
	{"delay", "delay", []string{"delay"}},
	{"wait_template", "wait_template", []string{"wait_template", "timeout", "continue_on_timeout"}},
	{"condition", "condition", nil},
	{"and", "condition", nil},
	{"or", "condition", nil},
	{"not", "condition", nil},
	{"event", "event", []string{"event", "event_data", "event_data_template"}},
	{"device_id", "device action", nil},
	{"scene", "scene", []string{"scene"}},
	{"repeat", "repeat", []string{"repeat"}},
	{"choose", "choose", []string{"choose", "default"}},
	{"wait_for_trigger", "wait_for_trigger", []string{"wait_for_trigger", "timeout", "continue_on_timeout"}},
	{"variables", "variables", []string{"variables"}},
	{"if", "if", []string{"if", "then", "else"}},
	{"action", "service call", serviceKeys},
	{"service", "service call", serviceKeys},
	{"service_template", "service call", serviceKeys},
	{"stop", "stop", []string{"stop", "error", "response_variable"}},
	{"parallel", "parallel", []string{"parallel"}},
	{"sequence", "sequence", []string{"sequence"}},
	{"set_conversation_response", "set_conversation_response", []string{"set_conversation_response"}},
}

// serviceKeys are SERVICE_SCHEMA's keys (metadata is the frontend's,
// removed before validation).
var serviceKeys = []string{"action", "service", "service_template", "data", "data_template", "entity_id", "target",
	"response_variable", "metadata"}

// Keys of the parts of actions: a repeat's mapping
// (_SCRIPT_REPEAT_SCHEMA), a choose option (_SCRIPT_CHOOSE_SCHEMA), a
// service call's target (TARGET_SERVICE_FIELDS).
var (
	repeatKeys       = []string{"count", "for_each", "while", "until", "sequence"}
	chooseOptionKeys = []string{"alias", "conditions", "sequence"}
	targetKeys       = []string{"entity_id", "device_id", "area_id", "floor_id", "label_id"}
)

// entityDomains are the domains of Home Assistant's entities (the
// entity platforms of homeassistant/const.py's Platform, and the helpers'
// and core's entity domains): a word.word is counted as an entity's use
// when its first word is one of them.
var entityDomains = map[string]bool{
	"ai_task": true, "air_quality": true, "alarm_control_panel": true, "assist_satellite": true, "automation": true,
	"binary_sensor": true, "button": true, "calendar": true, "camera": true, "climate": true, "conversation": true,
	"counter": true, "cover": true, "date": true, "datetime": true, "device_tracker": true, "event": true, "fan": true,
	"geo_location": true, "group": true, "humidifier": true, "image": true, "image_processing": true,
	"input_boolean": true, "input_button": true, "input_datetime": true, "input_number": true, "input_select": true,
	"input_text": true, "lawn_mower": true, "light": true, "lock": true, "media_player": true, "notify": true,
	"number": true, "person": true, "plant": true, "proximity": true, "remote": true, "scene": true, "schedule": true,
	"script": true, "select": true, "sensor": true, "siren": true, "stt": true, "sun": true, "switch": true,
	"text": true, "time": true, "timer": true, "todo": true, "tts": true, "update": true, "vacuum": true, "valve": true,
	"wake_word": true, "water_heater": true, "weather": true, "zone": true,
}
