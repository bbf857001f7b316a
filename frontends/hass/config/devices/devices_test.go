package devices

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// Each type's meaning, as the platform the row cites builds it.
func TestLookup(t *testing.T) {
	rows := []struct {
		kind   Kind
		dom    string
		typ    string
		form   Form
		state  string // the state of a StateForm or NotStateForm
		source string
	}{
		{Trigger, "light", "turned_on", StateForm, "on", "device_automation/toggle_entity.py, async_attach_trigger: CONF_TURNED_ON to \"on\""},
		{Trigger, "switch", "turned_off", StateForm, "off", "toggle_entity.py, async_attach_trigger: else to \"off\""},
		{Trigger, "fan", "changed_states", StateForm, "", "device_automation/entity.py, async_attach_trigger: to None"},
		{Trigger, "binary_sensor", "motion", StateForm, "on", "binary_sensor/device_trigger.py: motion is TURNED_ON"},
		{Trigger, "binary_sensor", "no_motion", StateForm, "off", "binary_sensor/device_trigger.py: no_motion is TURNED_OFF"},
		{Trigger, "binary_sensor", "not_locked", StateForm, "on", "binary_sensor/device_trigger.py: ENTITY_TRIGGERS[LOCK] lists not_locked first"},
		{Trigger, "binary_sensor", "locked", StateForm, "off", "binary_sensor/device_trigger.py: ENTITY_TRIGGERS[LOCK] lists locked second"},
		{Trigger, "binary_sensor", "not_opened", StateForm, "off", "binary_sensor/device_trigger.py: ENTITY_TRIGGERS[DOOR] = [opened, not_opened]"},
		{Trigger, "binary_sensor", "turned_on", StateForm, "on", "binary_sensor/device_trigger.py: DEVICE_CLASS_NONE's turned_on"},
		{Trigger, "sensor", "temperature", NumericForm, "", "sensor/device_trigger.py, async_attach_trigger: numeric_state"},
		{Trigger, "sensor", "value", NumericForm, "", "sensor/device_trigger.py: DEVICE_CLASS_NONE's value"},
		{Trigger, "cover", "opened", StateForm, "open", "cover/device_trigger.py: opened is STATE_OPEN"},
		{Trigger, "cover", "tilt_position", NumericForm, "", "cover/device_trigger.py: numeric_state on current_tilt_position"},
		{Trigger, "lock", "jammed", StateForm, "jammed", "lock/device_trigger.py: jammed is LockState.JAMMED"},
		{Trigger, "lock", "opening", StateForm, "opening", "lock/device_trigger.py: opening is LockState.OPENING"},
		{Trigger, "device_tracker", "enters", ZoneForm, "", "device_tracker/device_trigger.py: zone EVENT_ENTER"},
		{Trigger, "media_player", "paused", StateForm, "paused", "media_player/device_trigger.py: paused is STATE_PAUSED"},
		{Trigger, "climate", "hvac_mode_changed", StateForm, "", "climate/device_trigger.py: to is config[CONF_TO]"},
		{Trigger, "climate", "current_humidity_changed", NumericForm, "", "climate/device_trigger.py: numeric_state on current_humidity"},
		{Condition, "light", "is_off", StateForm, "off", "toggle_entity.py, async_condition_from_config: else \"off\""},
		{Condition, "binary_sensor", "is_not_locked", StateForm, "on", "binary_sensor/device_condition.py: CONF_IS_NOT_LOCKED is in IS_ON"},
		{Condition, "binary_sensor", "is_open", StateForm, "on", "binary_sensor/device_condition.py: CONF_IS_OPEN is in IS_ON"},
		{Condition, "binary_sensor", "is_no_problem", StateForm, "off", "binary_sensor/device_condition.py: CONF_IS_NO_PROBLEM is in IS_OFF"},
		{Condition, "sensor", "is_illuminance", NumericForm, "", "sensor/device_condition.py: numeric_state"},
		{Condition, "cover", "is_opening", StateForm, "opening", "cover/device_condition.py: is_opening is STATE_OPENING"},
		{Condition, "lock", "is_unlocked", StateForm, "unlocked", "lock/device_condition.py: else STATE_UNLOCKED"},
		{Condition, "device_tracker", "is_home", StateForm, "home", "device_tracker/device_condition.py: condition.state(..., STATE_HOME)"},
		{Condition, "device_tracker", "is_not_home", NotStateForm, "home", "device_tracker/device_condition.py: reverse"},
		{Condition, "media_player", "is_idle", StateForm, "idle", "media_player/device_condition.py: is_idle is STATE_IDLE"},
		{Action, "switch", "toggle", ServiceForm, "", "toggle_entity.py, async_call_action_from_config: toggle"},
		{Action, "light", "brightness_decrease", BrightnessForm, "", "light/device_action.py: light.turn_on with -brightness_step_pct"},
		{Action, "light", "flash", FlashForm, "", "light/device_action.py: light.turn_on with ATTR_FLASH"},
		{Action, "cover", "stop", ServiceForm, "", "cover/device_action.py: SERVICE_STOP_COVER"},
		{Action, "mobile_app", "notify", NotifyForm, "", "mobile_app/device_action.py: the device's notify service"},
	}
	for _, r := range rows {
		m, st := Lookup(r.kind, r.dom, r.typ)
		if st != Known || m.Form != r.form || m.State != r.state {
			t.Errorf("%s %s %s: %v %+v; Home Assistant (%s): form %d, state %q", r.dom, r.kind, r.typ, st, m, r.source, r.form, r.state)
		}
	}
}

// The services and data each action calls with.
func TestLookupServices(t *testing.T) {
	rows := []struct {
		dom, typ, service string
		data              map[string]string
		source            string
	}{
		{"light", "turn_off", "light.turn_off", nil, "toggle_entity.py, async_call_action_from_config: turn_off"},
		{"humidifier", "toggle", "humidifier.toggle", nil, "humidifier/device_action.py: toggle_entity's actions"},
		{"cover", "open", "cover.open_cover", nil, "cover/device_action.py: open is SERVICE_OPEN_COVER"},
		{"cover", "close_tilt", "cover.close_cover_tilt", nil, "cover/device_action.py: SERVICE_CLOSE_COVER_TILT"},
		{"cover", "set_tilt_position", "cover.set_cover_tilt_position", map[string]string{"tilt_position": "position"}, "cover/device_action.py: service_data[ATTR_TILT_POSITION] = config[\"position\"]"},
		{"lock", "open", "lock.open", nil, "lock/device_action.py: SERVICE_OPEN"},
		{"climate", "set_preset_mode", "climate.set_preset_mode", map[string]string{"preset_mode": "preset_mode"}, "climate/device_action.py: SERVICE_SET_PRESET_MODE"},
		{"number", "set_value", "number.set_value", map[string]string{"value": "value"}, "number/device_action.py: SERVICE_SET_VALUE"},
		{"select", "select_option", "select.select_option", map[string]string{"option": "option"}, "select/device_action.py: service_data[ATTR_OPTION]"},
	}
	for _, r := range rows {
		m, st := Lookup(Action, r.dom, r.typ)
		if st != Known || m.Form != ServiceForm || m.Service != r.service || len(m.Data) != len(r.data) {
			t.Errorf("%s %s: %v %+v; Home Assistant (%s): %s %v", r.dom, r.typ, st, m, r.source, r.service, r.data)
			continue
		}
		for k, v := range r.data {
			if m.Data[k] != v {
				t.Errorf("%s %s: data %v, Home Assistant (%s): %v", r.dom, r.typ, m.Data, r.source, r.data)
			}
		}
	}
}

// A type a known domain's schema does not list is refused (vol.In of its
// types); a domain whose platform is an integration's own is not known.
func TestLookupRejectsAndUnknown(t *testing.T) {
	rows := []struct {
		kind    Kind
		dom     string
		typ     string
		want    Status
		because string
	}{
		{Trigger, "light", "is_on", Rejected, "toggle_entity.py: a condition's type in a trigger"},
		{Condition, "light", "turned_on", Rejected, "toggle_entity.py CONDITION_SCHEMA: vol.In([CONF_IS_OFF, CONF_IS_ON])"},
		{Action, "switch", "brightness_increase", Rejected, "switch/device_action.py: toggle_entity.ACTION_SCHEMA only"},
		{Condition, "fan", "is_playing", Rejected, "fan/device_condition.py: CONDITION_TYPES = {is_on, is_off}"},
		{Trigger, "sensor", "is_temperature", Rejected, "sensor/device_trigger.py: the types without is_"},
		{Trigger, "cover", "open", Rejected, "cover/device_trigger.py: opened, not open"},
		{Trigger, "deconz", "remote_button_short_press", Unknown, "deconz/device_trigger.py: an event trigger on deconz_event, its data the device model's"},
		{Action, "kodi", "turn_on", Unknown, "kodi: an integration's device automations"},
		{Trigger, "light", "", Rejected, "toggle_entity.py: vol.Required(CONF_TYPE)"},
	}
	for _, r := range rows {
		if _, st := Lookup(r.kind, r.dom, r.typ); st != r.want {
			t.Errorf("%s %s %q: %v, want %v (%s)", r.dom, r.kind, r.typ, st, r.want, r.because)
		}
	}
	if got := Types(Condition, "fan"); !slices.Equal(got, []string{"is_off", "is_on"}) {
		t.Errorf("fan's condition types %q (fan/device_condition.py: CONDITION_TYPES = {\"is_on\", \"is_off\"})", got)
	}
	if got := Types(Trigger, "zha"); got != nil {
		t.Errorf("zha's trigger types %q, want none known", got)
	}
}

// Light brightness arithmetic as Python runs it (components/light/__init__.py):
// round(255 * pct / 100) and round(step / 100 * 255), floats, halves to
// even. The values are Python's (python3 -c 'print(round(255 * 0.196 /
// 100))' and so on; 30 % is 76.5, which halves to 76).
func TestLightBrightness(t *testing.T) {
	for _, r := range []struct {
		pct  float64
		want int
	}{{0, 0}, {0.1, 0}, {0.196, 0}, {0.2, 1}, {1, 3}, {30, 76}, {50, 128}, {70, 178}, {100, 255}} {
		if got := LightBrightness(r.pct); got != r.want {
			t.Errorf("brightness_pct %v: %d, Python %d", r.pct, got, r.want)
		}
	}
	for _, r := range []struct {
		step float64
		want int
	}{{10, 26}, {-10, -26}, {30, 76}, {-30, -76}, {0.1, 0}, {0.2, 1}, {-0.19, 0}, {0.196, 0}, {1, 3}} {
		if got := BrightnessStep(r.step); got != r.want {
			t.Errorf("brightness_step_pct %v: %d, Python %d", r.step, got, r.want)
		}
	}
}

// An entity_id of a device automation is an entity id or, as
// cv.entity_id_or_uuid's fake_uuid4_hex takes it, ^[0-9a-f]{32}$; the
// registry resolves the latter.
func TestEntities(t *testing.T) {
	for s, want := range map[string]bool{
		"0123456789abcdef0123456789abcdef":  true,
		"0123456789ABCDEF0123456789ABCDEF":  false,
		"0123456789abcdef0123456789abcde":   false,
		"0123456789abcdef0123456789abcdef0": false,
		"masked_entity_b956e729de263fe3":    false,
		"light.hall":                        false,
	} {
		if IsRegistryID(s) != want {
			t.Errorf("IsRegistryID(%q) = %v", s, !want)
		}
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "core.entity_registry"), []byte(`{"data": {"entities": [
		{"entity_id": "light.hall", "id": "0123456789abcdef0123456789abcdef", "device_id": "d"}]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	r := Read(dir)
	var none *Registry
	for _, c := range []struct {
		r        *Registry
		id, want string
	}{
		{r, "0123456789abcdef0123456789abcdef", "light.hall"},
		{r, "light.other", "light.other"},
		{r, "fedcba9876543210fedcba9876543210", ""},
		{none, "0123456789abcdef0123456789abcdef", ""},
		{none, "light.hall", "light.hall"},
	} {
		if got := c.r.Entity(c.id); got != c.want {
			t.Errorf("Entity(%q) with registry %v = %q, want %q", c.id, c.r != nil, got, c.want)
		}
	}
	if Read(t.TempDir()) != nil {
		t.Errorf("a directory without the registry read as one")
	}
}

// Has answers from the registry's entity ids (an entity the registry does
// not list, and any entity when there is no registry, is not had).
func TestRegistryHas(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "core.entity_registry"), []byte(`{"data": {"entities": [
		{"entity_id": "light.hall", "id": "0123456789abcdef0123456789abcdef"},
		{"entity_id": "binary_sensor.hall_motion", "id": "fedcba9876543210fedcba9876543210"}]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	r := Read(dir)
	var none *Registry
	for _, c := range []struct {
		r    *Registry
		id   string
		want bool
	}{
		{r, "light.hall", true},
		{r, "binary_sensor.hall_motion", true},
		{r, "binary_sensor.hal_motion", false},
		{r, "0123456789abcdef0123456789abcdef", false},
		{none, "light.hall", false},
	} {
		if got := c.r.Has(c.id); got != c.want {
			t.Errorf("Has(%q) with registry %v = %v, want %v", c.id, c.r != nil, got, c.want)
		}
	}
	if got := len(r.EntityIDs()); got != 2 {
		t.Errorf("%d entity ids, want 2", got)
	}
}
