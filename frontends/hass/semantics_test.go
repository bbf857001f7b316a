package hass_test

import (
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// run explores a program given as text for an hour with invariants (also
// text, "" for none).
func run(t *testing.T, src, inv string) (*explore.Result, *explore.Report) {
	t.Helper()
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var props []*explore.Property
	if inv != "" {
		if props, err = explore.ParseProperties("a.inv.yaml", []byte(inv), p); err != nil {
			t.Fatal(err)
		}
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: hour}, Props: props})
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
	if len(rep.Errors) > 0 {
		t.Fatalf("runtime error: %+v", rep.Errors[0])
	}
	return res, rep
}

// exploreFor explores a loaded program for an hour with invariants.
func exploreFor(t *testing.T, p *ta.Program, inv string) (*explore.Report, error) {
	t.Helper()
	props, err := explore.ParseProperties("a.inv.yaml", []byte(inv), p)
	if err != nil {
		return nil, err
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: hour}, Props: props})
	if err != nil {
		return nil, err
	}
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		return nil, err
	}
	return res.BuildReport()
}

func project(t *testing.T, res *explore.Result, names ...string) []string {
	t.Helper()
	out, err := res.Project(names...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

const modeProgram = `- alias: A
  mode: MODE
  trigger:
    - platform: state
      entity_id: binary_sensor.b
      to: "on"
  action:
    - delay: 10
    - service: notify.done
`

// mode: queued with max N keeps at most N-1 runs waiting behind the
// running one (Home Assistant counts the running one in max) and drops
// triggers beyond; max 3 lets two wait.
func TestModeQueued(t *testing.T) {
	for _, c := range []struct {
		max  string
		want []string
	}{{"2", []string{"A: queued=0", "A: queued=1"}}, {"3", []string{"A: queued=0", "A: queued=1", "A: queued=2"}}} {
		src := strings.Replace(modeProgram, "mode: MODE", "mode: queued\n  max: "+c.max, 1)
		res, rep := run(t, src, "")
		if got := project(t, res, "A: queued"); !slices.Equal(got, c.want) {
			t.Errorf("max %s: queued %v, want %v", c.max, got, c.want)
		}
		if !slices.Contains(rep.Coverage.Emitted, "A: queue full, trigger dropped") {
			t.Errorf("max %s: no trigger is ever dropped", c.max)
		}
	}
}

// mode: parallel with max 2 runs two delays at once, and drops a third
// trigger; mode: single never runs two.
func TestModeParallelAndSingle(t *testing.T) {
	src := strings.Replace(modeProgram, "mode: MODE", "mode: parallel\n  max: 2", 1)
	res, rep := run(t, src, "")
	both := false
	for _, s := range project(t, res, "A: stage (run 1)", "A: stage (run 2)") {
		if strings.Count(s, "delay 10s") == 2 {
			both = true
		}
	}
	if !both {
		t.Error("parallel: the two runs never wait at the same time")
	}
	if !slices.Contains(rep.Coverage.Emitted, "A: max runs reached, trigger dropped") {
		t.Error("parallel: the third trigger is never dropped")
	}

	res, rep = run(t, strings.Replace(modeProgram, "MODE", "single", 1), "")
	if got := project(t, res, "A: stage"); len(got) != 2 {
		t.Errorf("single: stages %v, want idle and the delay", got)
	}
	if !slices.Contains(rep.Coverage.Emitted, "A: already running, trigger dropped") {
		t.Error("single: a trigger during the delay is never dropped")
	}

	// Without a wait a run takes no time: nothing is ever dropped.
	noWait := strings.Replace(strings.Replace(modeProgram, "MODE", "single", 1), "    - delay: 10\n", "", 1)
	_, rep = run(t, noWait, "")
	if slices.Contains(rep.Coverage.Emitted, "A: already running, trigger dropped") {
		t.Error("single without a wait: a trigger is dropped")
	}
}

// A state trigger with for: fires only when the state has lasted that
// long: the light comes on exactly 30 s after the last change to on.
func TestStateFor(t *testing.T) {
	src := `- alias: Held
  trigger:
    - platform: state
      entity_id: binary_sensor.b
      to: "on"
      for: "00:00:30"
  action:
    - service: light.turn_on
      entity_id: light.x
`
	res, rep := run(t, src, "- name: never on\n  condition: light.x == off\n")
	// The sensor going off cancels the pending for: (Home Assistant
	// forgets the trigger when the state stops matching).
	want := `rule "binary_sensor.b -> off (environment)" on "binary_sensor.b -> off" {
    if binary_sensor.b != off {
        cancel "Held <- binary_sensor.b -> on for 30s (timer)"
        binary_sensor.b = off
    }
}`
	if ir := syntax.Print(res.Model.Prog); !strings.Contains(ir, want) {
		t.Fatalf("the sensor's off does not cancel the for: timer:\n%s", ir)
	}
	v := rep.Invariants[0].Violation
	if v == nil {
		t.Fatal("the light never comes on")
	}
	last := v.Trace[len(v.Trace)-1]
	if !strings.HasPrefix(last.Stimulus, "Held <- binary_sensor.b -> on for 30s") {
		t.Fatalf("the light comes on at %q, want the for: timer", last.Stimulus)
	}
	var on string
	for _, s := range v.Trace {
		if s.Stimulus == "binary_sensor.b -> on" {
			on = s.Elapsed
		}
	}
	a, _ := ta.ParseSeconds(on)
	b, _ := ta.ParseSeconds(last.Elapsed)
	if b.Sub(b, a).Cmp(ta.SecondsRat(30)) != 0 {
		t.Fatalf("the light comes on %s s after %s s, want 30 s after", last.Elapsed, on)
	}
}

// Templates in the subset lower to IR conditions; the rest is an
// environment choice, and check lists it.
func TestTemplateLowering(t *testing.T) {
	src := `- alias: T
  trigger:
    - platform: state
      entity_id: binary_sensor.b
  condition:
    - "{{ is_state('binary_sensor.b', 'on') and states('sensor.t') | float > 20 and now().hour >= 22 }}"
    - "{{ state_attr('cover.x', 'current_position') == 21 }}"
  action:
    - service: notify.x
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var rule *ta.Rule
	for _, r := range p.Rules {
		if r.Name == "T <- binary_sensor.b changes" {
			rule = r
		}
	}
	if rule == nil {
		t.Fatal("no trigger rule")
	}
	got := ta.ExprString(rule.Body[0].(*ta.If).Cond)
	// sensor.t's classes: below 20, 20, above 20 (values 0, 1, 2).
	want := `binary_sensor.b == "on" && sensor.t > 1 && time in 22:00..00:00 && random 0..1 == 1`
	if got != want {
		t.Fatalf("condition\n%s\nwant\n%s", got, want)
	}
	notes := frontends.Notes(p)
	if len(notes) != 1 || notes[0].Pos.Line != 7 || !strings.Contains(notes[0].Msg, "either answer") {
		t.Fatalf("notes %v, want the state_attr template at line 7", notes)
	}
}

// mode: parallel without a wait: two triggers of the same change both
// run (the input_boolean is toggled twice, so it stays off); a run is
// never dropped.
func TestParallelNoWait(t *testing.T) {
	src := `- alias: P
  mode: parallel
  trigger:
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
  action:
    - service: input_boolean.toggle
      entity_id: input_boolean.x
`
	_, rep := run(t, src, "- name: toggled twice\n  condition: input_boolean.x == off\n")
	if rep.Invariants[0].Violated {
		t.Fatal("a parallel run was dropped: the boolean was toggled once")
	}
}

// A sun condition after sunset and before sunrise is the night (Home
// Assistant's special case); other pairs are a conjunction.
func TestSunConditionNight(t *testing.T) {
	src := `- alias: S
  trigger:
    - platform: state
      entity_id: binary_sensor.a
  condition:
    - condition: sun
      after: sunset
      after_offset: "-00:30:00"
      before: sunrise
    - condition: sun
      after: sunrise
      before: sunset
  action:
    - service: notify.x
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := ""
	want := "time in sunset - 30m..sunrise && (time in sunrise..00:00 && time in 00:00..sunset)"
	for _, r := range p.Rules {
		if r.Name == "S <- binary_sensor.a changes" {
			got = ta.ExprString(r.Body[0].(*ta.If).Cond)
		}
	}
	if got != want {
		t.Fatalf("condition\n%s\nwant\n%s", got, want)
	}
}

// sun.sun in a template is the time of day, as in a state condition.
func TestSunTemplate(t *testing.T) {
	src := `- alias: S
  trigger:
    - platform: state
      entity_id: binary_sensor.a
  condition: "{{ is_state('sun.sun', 'below_horizon') }}"
  action:
    - service: notify.x
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p.Rules {
		if r.Name == "S <- binary_sensor.a changes" {
			if got, want := ta.ExprString(r.Body[0].(*ta.If).Cond), "!(time in sunrise..sunset)"; got != want {
				t.Fatalf("condition %s, want %s", got, want)
			}
			return
		}
	}
	t.Fatal("no trigger rule")
}

// automation.turn_off switches another automation off: its triggers are
// ignored until automation.turn_on.
func TestAutomationTurnOff(t *testing.T) {
	src := `- alias: Night light
  trigger:
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
  action:
    - service: light.turn_on
      entity_id: light.x
- alias: Guard
  trigger:
    - platform: state
      entity_id: input_boolean.away
  action:
    - service: automation.turn_off
      entity_id: automation.night_light
    - service: light.turn_off
      entity_id: light.x
`
	_, rep := run(t, src, "- name: light on only while the night light automation is on\n  condition: light.x == \"on\" -> automation.night_light == \"on\"\n")
	if rep.Invariants[0].Violated {
		t.Fatal("a switched-off automation ran")
	}
	// Without the switch-off the light comes on.
	_, rep = run(t, strings.Replace(src, "automation.turn_off", "notify.x", 1), "- name: never on\n  condition: light.x == off\n")
	if !rep.Invariants[0].Violated {
		t.Fatal("the light never comes on")
	}
}

// A timer entity: timer.start with a duration runs it, timer.cancel stops
// it, and its timer.finished event triggers automations exactly when it
// ends (here 90 s after the motion that started it, never after a
// cancel).
func TestTimerEntity(t *testing.T) {
	src := `- alias: Start
  trigger:
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
  action:
    - service: timer.start
      entity_id: timer.t
      data:
        duration: "00:01:30"
- alias: Cancel
  trigger:
    - platform: state
      entity_id: binary_sensor.b
      to: "on"
  action:
    - service: timer.cancel
      entity_id: timer.t
- alias: Finished
  trigger:
    - platform: event
      event_type: timer.finished
      event_data:
        entity_id: timer.t
  action:
    - service: light.turn_on
      entity_id: light.x
`
	_, rep := run(t, src, "- name: never on\n  condition: light.x == off\n")
	v := rep.Invariants[0].Violation
	if v == nil {
		t.Fatal("the timer never finishes")
	}
	var started string
	for _, s := range v.Trace {
		if s.Stimulus == "binary_sensor.a -> on" {
			started = s.Elapsed
		}
	}
	last := v.Trace[len(v.Trace)-1]
	if last.Stimulus != "timer.t (timer)" {
		t.Fatalf("the light comes on at %q, want the timer's end", last.Stimulus)
	}
	a, _ := ta.ParseSeconds(started)
	b, _ := ta.ParseSeconds(last.Elapsed)
	if b.Sub(b, a).Cmp(ta.SecondsRat(90)) != 0 {
		t.Fatalf("the timer ends %s s after %s s, want 90 s", last.Elapsed, started)
	}
	// timer.cancel: after b -> on the light stays off for 80 s (a timer
	// started again ends 90 s later at the earliest); without the cancel
	// a timer started 20 s before ends 70 s after.
	inv := "- name: cancelled\n  after: binary_sensor.b -> on\n  while: light.x == off\n  holds: light.x == off\n  for: 80s\n"
	if _, rep = run(t, src, inv); rep.Invariants[0].Violated {
		t.Fatal("a cancelled timer finished")
	}
	if _, rep = run(t, strings.Replace(src, "timer.cancel", "notify.x", 1), inv); !rep.Invariants[0].Violated {
		t.Fatal("without the cancel the timer never finishes within 80 s")
	}
}

// A violation that depends on an over-approximated condition says so in
// its trace: the If that tested it emits which way it went.
func TestTraceShowsOverApproximation(t *testing.T) {
	src := `- alias: Warm
  trigger:
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
  condition: "{{ state_attr('cover.x', 'current_position') > 20 }}"
  action:
    - service: light.turn_on
      entity_id: light.x
`
	_, rep := run(t, src, "- name: never on\n  condition: light.x == off\n")
	v := rep.Invariants[0].Violation
	if v == nil {
		t.Fatal("the light never comes on")
	}
	found := false
	for _, s := range v.Trace {
		if slices.Contains(s.Emits, "over-approximated condition (line 6) true") {
			found = true
		}
	}
	if !found {
		t.Fatalf("the trace does not say it took the over-approximated condition: %+v", v.Trace)
	}
}

// An entity only conditions read is an environmental input (a factor):
// both answers of the condition are explored, and it is not part of the
// state.
func TestConditionOnlyEntityIsFactor(t *testing.T) {
	src := `- alias: F
  trigger:
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
  condition:
    - condition: state
      entity_id: person.me
      state: home
  action:
    - service: light.toggle
      entity_id: light.x
`
	res, _ := run(t, src, "")
	if len(res.Model.Prog.Factors) != 1 || res.Model.Prog.Factors[0].Name != "person.me" || res.Model.Prog.LookupVar("person.me") >= 0 {
		t.Fatalf("factors %v", res.Model.Prog.Factors)
	}
	// The light toggles (person home) and stays (not home): both values.
	if got := project(t, res, "light.x"); !slices.Equal(got, []string{"light.x=off", "light.x=on"}) {
		t.Fatalf("light.x %v, want both states", got)
	}
}

// A zone trigger is the person's state entering (leaving) the zone's
// name: entering home fires, moving between two other zones does not.
func TestZoneTrigger(t *testing.T) {
	src := `- alias: Welcome
  trigger:
    - platform: zone
      entity_id: person.me
      zone: zone.home
      event: enter
  action:
    - service: light.turn_on
      entity_id: light.hall
- alias: Commute
  trigger:
    - platform: zone
      entity_id: person.me
      zone: zone.work
      event: leave
  action:
    - service: light.turn_off
      entity_id: light.hall
`
	_, rep := run(t, src, "- name: never on\n  condition: light.hall == off\n")
	v := rep.Invariants[0].Violation
	if v == nil || v.Trace[len(v.Trace)-1].Stimulus != "person.me -> home" {
		t.Fatalf("entering home does not turn the light on: %+v", v)
	}
	// The light is on only after arriving home, and leaving work turns it
	// off: the person's states are not_home, home and work.
	res, _ := run(t, src, "")
	if got := project(t, res, "person.me"); !slices.Equal(got, []string{"person.me=home", "person.me=not_home", "person.me=work"}) {
		t.Fatalf("person.me %v", got)
	}
}

// A zone condition is the person's state being the zone's name.
func TestZoneCondition(t *testing.T) {
	src := `- alias: Z
  trigger:
    - platform: state
      entity_id: binary_sensor.a
  condition:
    - condition: zone
      entity_id: device_tracker.phone
      zone: zone.home
  action:
    - service: notify.x
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p.Rules {
		if r.Name == "Z <- binary_sensor.a changes" {
			// device_tracker.phone is read only here: a factor whose
			// states are not_home (0) and home (1).
			if got := ta.ExprString(r.Body[0].(*ta.If).Cond); got != "device_tracker.phone == 1" {
				t.Fatalf("condition %s", got)
			}
			return
		}
	}
	t.Fatal("no trigger rule")
}

// A state condition's for: holds once the entity has been in the state
// strictly longer than the duration, as Home Assistant tests it (now -
// for > last_changed, homeassistant/helpers/condition.py): at exactly 10 s
// the light stays off, at 10.5 s it comes on.
func TestStateConditionForIsStrict(t *testing.T) {
	src := `- alias: Dark long enough
  trigger:
    - platform: time_pattern
      seconds: /10
  condition:
    - condition: state
      entity_id: binary_sensor.window
      state: "off"
      for: "00:00:10"
  action:
    - service: light.turn_on
      entity_id: light.x
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	mach := interp.NewMachine(p, nil)
	since := p.LookupClock("binary_sensor.window since")
	for _, c := range []struct {
		since *big.Rat
		on    bool
	}{{big.NewRat(10, 1), false}, {big.NewRat(21, 2), true}, {big.NewRat(19, 2), false}} {
		st := mach.Initial()
		val := interp.NewValuation(p.NumClocks())
		val.Set(since, c.since)
		eff := ta.NewEffects(p)
		if err := mach.NewRunner().Fire(&st, val, p.LookupStimulus("every 10s"), nil, eff); err != nil {
			t.Fatal(err)
		}
		x := p.LookupVar("light.x")
		if on := p.Vars[x].Type.Values[st.Vals[x]] == "on"; on != c.on {
			t.Errorf("window off for %s s: light on = %v, want %v", c.since.RatString(), on, c.on)
		}
	}
}

// A repeat's count is the run's: a run restarted in the middle of the
// repeat starts with none. Counted by hand: the motion sensor starts runs
// of A (mode: restart), which waits a second, then turns the light on
// and waits a second twice. Discrete states (stage, count, light): idle
// with the light off (the start) or on (a run finished); the first delay
// with count 0 and the light off (a first run) or on (a run restarted
// after the light came on); the repeat's delay with count 1 or 2, the
// light on. Six; a count left by a restart would add the first delay
// with counts 1 and 2.
func TestRepeatCountEndsWithTheRun(t *testing.T) {
	src := `environment:
  fixed: [light.l]
automations:
  - alias: A
    mode: restart
    trigger:
      - platform: state
        entity_id: binary_sensor.m
        to: "on"
    action:
      - delay: 1
      - repeat:
          count: 2
          sequence:
            - service: light.turn_on
              entity_id: light.l
            - delay: 1
`
	res, _ := run(t, src, "")
	got := project(t, res, "A: stage", "A: repeat (line 12) count", "light.l")
	want := []string{
		"A: stage=delay 1s (line 11) A: repeat (line 12) count=0 light.l=off",
		"A: stage=delay 1s (line 11) A: repeat (line 12) count=0 light.l=on",
		"A: stage=delay 1s (line 17) A: repeat (line 12) count=1 light.l=on",
		"A: stage=delay 1s (line 17) A: repeat (line 12) count=2 light.l=on",
		"A: stage=idle A: repeat (line 12) count=0 light.l=off",
		"A: stage=idle A: repeat (line 12) count=0 light.l=on",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("states:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A timer entity nothing reads (no condition, template or trigger, not its
// timer.finished event) is an output: timer.start is emitted, and no
// countdown is modelled. Read by a condition, it is a timer again; named
// by the invariants (Options.Keep), too.
func TestUnreadTimerIsAnOutput(t *testing.T) {
	src := `- alias: Start
  trigger:
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
  action:
    - service: timer.start
      entity_id: timer.t
      data:
        duration: "00:40:00"
`
	read := src + `  condition:
    - condition: state
      entity_id: timer.t
      state: idle
`
	for _, tc := range []struct {
		name  string
		src   string
		keep  map[string]bool
		timer bool
	}{
		{"unread", src, nil, false},
		{"read by a condition", read, nil, true},
		{"named by the invariants", src, map[string]bool{"timer.t": true}, true},
	} {
		p, err := frontends.LoadSourceWith("a.yaml", []byte(tc.src), frontends.Options{Keep: tc.keep})
		if err != nil {
			t.Fatal(err)
		}
		emits := strings.Contains(syntax.Print(p), `emit "timer.start timer.t"`)
		if got := len(p.Timers) > 0; got != tc.timer || emits == tc.timer {
			t.Errorf("%s: %d timers, emits timer.start %v; want a timer %v\n%s", tc.name, len(p.Timers), emits, tc.timer, syntax.Print(p))
		}
	}
}

// The same with mode: queued and a condition step in the repeat that may
// end the run there: outside the repeat the count is 0 in every state
// reached (a run ended in the repeat leaves none to the next run).
func TestRepeatCountEndsWithQueuedRun(t *testing.T) {
	src := `environment:
  fixed: [light.l]
automations:
  - alias: A
    mode: queued
    max: 2
    trigger:
      - platform: state
        entity_id: binary_sensor.m
        to: "on"
    action:
      - delay: 1
      - repeat:
          count: 2
          sequence:
            - service: light.turn_on
              entity_id: light.l
            - delay: 1
            - condition: state
              entity_id: input_boolean.go
              state: "on"
`
	res, _ := run(t, src, "")
	got := project(t, res, "A: stage", "A: repeat (line 13) count")
	inRepeat := 0
	for _, s := range got {
		if strings.Contains(s, "line 18") {
			inRepeat++
			continue
		}
		if !strings.HasSuffix(s, "count=0") {
			t.Errorf("outside the repeat with a count: %s", s)
		}
	}
	if inRepeat == 0 || len(got) == inRepeat {
		t.Fatalf("states %q: none in the repeat's delay, or none outside", got)
	}
}
