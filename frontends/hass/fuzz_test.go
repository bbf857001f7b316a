package hass

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta/syntax"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// FuzzTemplate: no template makes the template parser or its lowering
// panic.
func FuzzTemplate(f *testing.F) {
	for _, s := range []string{
		"{{ is_state('light.porch', 'on') and states('sensor.temp') | float > 20 }}",
		"{{ states.binary_sensor.door.state == 'off' or not is_state('lock.front', 'locked') }}",
		"{{ now().hour >= 22 or now().weekday() in [5, 6] }}",
		"{{ state_attr('climate.x', 'temperature') | int(0) + 1 }}",
		"{% if trigger.to_state.state == 'on' %}a{% else %}b{% endif %}",
		"00:{{ states('input_number.minutes') | int }}:00",
		"{{ states('sensor.x') | default(0) }}",
		"{{ 'a' if x else 'b' }}{# comment #}",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		tpl, err := template.Parse(src)
		if err != nil {
			return
		}
		l := &lowerer{f: &config.File{}, prog: &ta.Program{}, ents: map[string]*entity{}, names: map[string]bool{}, ruleNames: map[string]bool{}}
		tpl.Pos = ta.Pos{File: "f.yaml", Line: 1, Col: 1}
		l.collectTemplate(tpl)
		l.declareEntities()
		l.templateCond(tpl, nil)
	})
}

// FuzzLower: no input makes the YAML reading, the lowering or the IR
// checker panic, every error has a position in the file, and every
// program the front end lowers passes the IR checker.
func FuzzLower(f *testing.F) {
	files, _ := filepath.Glob("../../programs/hass/*.yaml")
	bad, _ := filepath.Glob("../../testdata/bad/hass-*.yaml")
	for _, file := range append(files, bad...) {
		if b, err := syntax.ReadFile(file); err == nil { // not /dev/zero (testdata/bad has links to it)
			f.Add(b)
		}
	}
	f.Add([]byte(richSeed))
	f.Add([]byte(helperSeed))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := config.Parse("f.yaml", src)
		if err == nil {
			var p *ta.Program
			if p, err = Lower(file, "f.yaml"); err == nil {
				// What the front end accepts, the IR checker accepts:
				// a rejection here is a lowering bug (a name declared
				// twice, a value outside a domain).
				// The one bound the checker keeps for every front end
				// is the expressions' depth (ta.MaxExprDepth:
				// conditions nested a thousand deep).
				if err = ta.Check(p); err != nil && !strings.Contains(err.Error(), "expression nested more than") {
					t.Fatalf("the lowered program does not check: %v", err)
				}
			}
		}
		if err != nil {
			list, ok := err.(ta.ErrorList)
			if !ok {
				t.Fatalf("error without a position: %v", err)
			}
			for _, e := range list {
				if !strings.HasPrefix(e.Pos.String(), "f.yaml:") {
					t.Fatalf("error without the file and line: %v", e)
				}
			}
		}
	})
}

// richSeed has most constructs of the front end in one file.
const richSeed = `- alias: Rich
  mode: queued
  max: 3
  triggers:
    - trigger: state
      entity_id: [binary_sensor.a, binary_sensor.b]
      from: "off"
      to: "on"
      for: {minutes: 1}
      id: motion
    - trigger: numeric_state
      entity_id: sensor.t
      above: 20
      below: 30
    - trigger: time_pattern
      minutes: /15
    - trigger: sun
      event: sunset
      offset: "-00:10:00"
    - trigger: time
      at: "07:00:00"
    - trigger: event
      event_type: x
  conditions:
    - condition: or
      conditions:
        - condition: time
          after: "22:00"
          before: "06:00"
          weekday: [mon, fri]
        - condition: sun
          after: sunset
        - "{{ is_state('light.x', 'on') and now().hour > 3 }}"
  actions:
    - choose:
        - conditions:
            - condition: trigger
              id: motion
          sequence:
            - action: light.turn_on
              target: {entity_id: light.x}
            - wait_for_trigger:
                - trigger: state
                  entity_id: binary_sensor.a
                  to: "off"
              timeout: 30
              continue_on_timeout: false
      default:
        - delay: "00:00:10"
    - if:
        - condition: numeric_state
          entity_id: sensor.t
          above: 25
      then:
        - action: fan.toggle
          entity_id: fan.f
      else:
        - stop: done
    - repeat:
        until:
          - condition: state
            entity_id: lock.l
            state: locked
        sequence:
          - action: lock.lock
            entity_id: lock.l
          - delay: 5
    - wait_template: "{{ is_state('cover.c', 'open') }}"
      timeout: 60
    - action: notify.me
`

// helperSeed steps helpers: a timer paused and resumed, a counter, an
// input_number and an input_select.
const helperSeed = `- alias: Steps
  trigger: {platform: state, entity_id: binary_sensor.b, to: "on"}
  action:
    - service: timer.start
      target: {entity_id: timer.t}
      data: {duration: 90}
    - delay: 10
    - service: timer.pause
      target: {entity_id: timer.t}
    - service: timer.start
      target: {entity_id: timer.t}
    - service: counter.increment
      target: {entity_id: counter.c}
    - service: counter.set_value
      target: {entity_id: counter.c}
      data: {value: 3}
    - service: input_number.decrement
      target: {entity_id: input_number.n}
    - service: input_select.select_previous
      target: {entity_id: input_select.s}
      data: {cycle: false}
- alias: Watch
  trigger:
    - {platform: numeric_state, entity_id: counter.c, above: 2}
    - {platform: state, entity_id: timer.t, to: paused}
    - {platform: state, entity_id: input_select.s, to: b}
  condition: {condition: numeric_state, entity_id: input_number.n, below: 4}
  action: {service: light.turn_on, entity_id: light.x}
`
