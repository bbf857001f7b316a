package hass_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// bathFan turns the fan on when the humidity rises above 70 and off when
// it falls below 60. Home Assistant's numeric_state trigger fires when the
// value starts to match, having not matched before (the armed entities of
// components/homeassistant/triggers/numeric_state.py,
// async_attach_trigger), and its bounds are strict (helpers/condition.py,
// async_numeric_state: `fvalue <= above` and `fvalue >= below` do not
// match). So the fan is on exactly after a rise above 70 and until a fall
// below 60: at 60..70 it is whichever it was.
const bathFan = `- alias: Fan on
  trigger:
    - platform: numeric_state
      entity_id: sensor.bath_humidity
      above: 70
  action:
    - service: fan.turn_on
      entity_id: fan.bath
- alias: Fan off
  trigger:
    - platform: numeric_state
      entity_id: sensor.bath_humidity
      below: 60
  action:
    - service: fan.turn_off
      entity_id: fan.bath
`

// loadNumbers reads src with the numbers the invariants inv compare
// entities with, as the command line does.
func loadNumbers(t *testing.T, src, inv string) *ta.Program {
	t.Helper()
	p, err := frontends.LoadSourceWith("a.yaml", []byte(src), frontends.Options{Consts: explore.Thresholds([]byte(inv))})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// An invariant compares the humidity itself, not its class: each verdict
// is derived from the automations above by hand. The model starts below
// every constant with the fan off; the environment may set any value at
// any time.
func TestInvariantComparesNumbers(t *testing.T) {
	cases := []struct {
		cond     string
		violated bool
		// end: the sensor's value in the violating state, one of.
		end []string
	}{
		// Above 70 the fan was turned on when the value rose past 70.
		{cond: "sensor.bath_humidity > 70 -> fan.bath == on"},
		// The fan stays on from above 70 down to 60.
		{cond: "fan.bath == on -> sensor.bath_humidity > 70", violated: true, end: []string{"60", "60..70", "70"}},
		// ... but never below 60 (the class number is never >= 60).
		{cond: "fan.bath == on -> sensor.bath_humidity >= 60"},
		{cond: "60 <= sensor.bath_humidity || fan.bath == off"},
		// 3 is no constant of the automations: below it the fan is off
		// (classes 0..2, "below 60" to "60..70", would let it be on).
		{cond: "sensor.bath_humidity < 3 -> fan.bath == off"},
		{cond: "sensor.bath_humidity < 3 -> fan.bath == on", violated: true, end: []string{"below 3"}},
		// Exactly 70 is not above 70: rising to it leaves the fan off,
		// falling to it from above leaves it on.
		{cond: "sensor.bath_humidity == 70 -> fan.bath == off", violated: true, end: []string{"70"}},
		{cond: "sensor.bath_humidity == 70 -> fan.bath == on", violated: true, end: []string{"70"}},
		{cond: "sensor.bath_humidity != 70 || fan.bath == on || fan.bath == off"},
		// Decimals: above 70.5 is above 70; 69.5..70 is not.
		{cond: "sensor.bath_humidity > 70.5 -> fan.bath == on"},
		{cond: "sensor.bath_humidity > 69.5 -> fan.bath == on", violated: true, end: []string{"69.5..70", "70"}},
		{cond: "sensor.bath_humidity <= 59.5 -> fan.bath == off"},
		{cond: "sensor.bath_humidity > -0.5 || fan.bath == off"},
		{cond: "sensor.bath_humidity < -0.5 -> fan.bath == on", violated: true, end: []string{"below -0.5"}},
	}
	for _, c := range cases {
		t.Run(c.cond, func(t *testing.T) {
			inv := "- name: n\n  condition: " + c.cond + "\n"
			p := loadNumbers(t, bathFan, inv)
			rep, err := exploreFor(t, p, inv)
			if err != nil {
				t.Fatal(err)
			}
			got := rep.Invariants[0]
			if got.Violated != c.violated {
				t.Fatalf("violated = %v, want %v (%s)", got.Violated, c.violated, got.Description)
			}
			if got.Description != strings.ReplaceAll(c.cond, "== on", `== "on"`) {
				t.Errorf("description %q, want the condition as written", got.Description)
			}
			if !c.violated {
				return
			}
			var end string
			for _, v := range got.Violation.Values {
				if s, ok := strings.CutPrefix(v, "sensor.bath_humidity = "); ok {
					end = s
				}
			}
			if !slices.Contains(c.end, end) {
				t.Errorf("violated with the sensor at %q (values %v), want one of %v", end, got.Violation.Values, c.end)
			}
		})
	}
}

// A violation's trace shows the sensor's values as ranges of the number.
func TestTraceShowsNumberRanges(t *testing.T) {
	inv := "- name: n\n  condition: fan.bath == on -> sensor.bath_humidity >= 60\n- name: m\n  condition: fan.bath == off\n"
	p := loadNumbers(t, bathFan, inv)
	rep, err := exploreFor(t, p, inv)
	if err != nil {
		t.Fatal(err)
	}
	v := rep.Invariants[1].Violation
	if v == nil || len(v.Trace) != 1 {
		t.Fatalf("fan.bath == off: want a violation in one step (the rise above 70), got %+v", v)
	}
	step := v.Trace[0]
	want := []string{"sensor.bath_humidity: below 60 -> above 70", "fan.bath: off -> on"}
	if step.Stimulus != "sensor.bath_humidity -> above 70" || !slices.Equal(step.Changes, want) {
		t.Errorf("step %q with changes %q, want sensor.bath_humidity -> above 70 with %q", step.Stimulus, step.Changes, want)
	}
	if !slices.Contains(step.State, "sensor.bath_humidity=above 70") {
		t.Errorf("state %q, want sensor.bath_humidity=above 70", step.State)
	}
}

// A start state gives the number: 72 is above 70, where the fan should be
// on, and the automations have not turned it on (nothing rose past 70).
func TestStartStateGivesNumber(t *testing.T) {
	inv := "- name: n\n  condition: sensor.bath_humidity > 70 -> fan.bath == on\n"
	p := loadNumbers(t, bathFan, inv)
	for _, c := range []struct {
		value    string
		violated bool
		err      string
	}{
		{value: "72", violated: true},
		{value: "70"},
		{value: "above 70", violated: true},
		{value: "60..70"},
		{value: "hot", err: `a.init.yaml:1:33: sensor.bath_humidity: expected a number or one of below 60, 60, 60..70, 70, above 70, not "hot"`},
	} {
		init, err := explore.ParseInit("a.init.yaml", []byte("devices: {sensor.bath_humidity: "+c.value+"}"), p)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%s: error %v, want %s", c.value, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		props, err := explore.ParseProperties("a.inv.yaml", []byte(inv), p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: hour}, Props: props, Init: init})
		if err != nil {
			t.Fatal(err)
		}
		res, err := explore.Explore(m, explore.Options{})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := res.BuildReport()
		if err != nil {
			t.Fatal(err)
		}
		if got := rep.Invariants[0]; got.Violated != c.violated {
			t.Errorf("start at %s: violated = %v, want %v", c.value, got.Violated, c.violated)
		}
	}
}

// What cannot be compared exactly is an error where it is written.
func TestNumberComparisonErrors(t *testing.T) {
	cases := []struct {
		cond   string
		consts bool // the program is read with the invariant's numbers
		want   string
	}{
		{"fan.bath > 70", true, "a.inv.yaml:2:14: fan.bath is not a number: its states are"},
		{"fan.bath == 70.5", true, "a.inv.yaml:2:14: fan.bath is not a number"},
		{"sensor.bath_humidity > 65", false, "a.inv.yaml:2:37: sensor.bath_humidity > 65: 65 is not one of the numbers the model tells sensor.bath_humidity apart at (60, 70)"},
		{"65.5 > sensor.bath_humidity", false, "a.inv.yaml:2:14: 65.5 > sensor.bath_humidity: 65.5 is not one of the numbers"},
		{"sensor.bath_humidity + 1 > 70", true, "a.inv.yaml:2:14: sensor.bath_humidity stands for a number"},
		{"sensor.bath_humidity == sensor.bath_humidity", true, "a.inv.yaml:2:14: sensor.bath_humidity stands for a number"},
		{"fan.bath == on && 1.5 > 1", true, "a.inv.yaml:2:32: 1.5: a number with a fraction can only be compared with"},
	}
	for _, c := range cases {
		inv := "- name: n\n  condition: " + c.cond + "\n"
		src := inv
		if !c.consts {
			src = ""
		}
		p := loadNumbers(t, bathFan, src)
		_, err := explore.ParseProperties("a.inv.yaml", []byte(inv), p)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %s…", c.cond, err, c.want)
		}
	}
}

// An entity only a condition reads is a factor (docs/frontends.md); its
// value at a step is shown as a range of the number too. The condition
// holds below 50 (helpers/condition.py, async_numeric_state: `fvalue >=
// below` fails), so the light comes on with the lux below 50 and not from
// 50 up.
func TestFactorShowsNumberRange(t *testing.T) {
	src := `- alias: Dark motion light
  trigger:
    - platform: state
      entity_id: binary_sensor.motion
      to: "on"
  condition:
    - condition: numeric_state
      entity_id: sensor.lux
      below: 50
  action:
    - service: light.turn_on
      entity_id: light.hall
`
	inv := `- name: never on
  condition: light.hall == off
- name: on after motion
  after: binary_sensor.motion -> on
  reaches: light.hall == "on"
  within: 1m
`
	p := loadNumbers(t, src, inv)
	rep, err := exploreFor(t, p, inv)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"sensor.lux = below 50", "sensor.lux >= 50"} {
		v := rep.Invariants[i].Violation
		if v == nil || len(v.Trace) == 0 || !slices.Equal(v.Trace[0].Factors, []string{want}) {
			t.Errorf("%s: want a first step with %s, got %+v", rep.Invariants[i].Name, want, v)
		}
	}
}
