package hass_test

import (
	"slices"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/frontends/hass"
	"github.com/delorean-mc/delorean/ta"
)

const forProgram = `- alias: A
  trigger: {platform: state, entity_id: binary_sensor.door, to: "on", for: 60}
  action: {service: switch.turn_on, entity_id: switch.a}
- alias: B
  trigger: {platform: state, entity_id: binary_sensor.door, from: "off", to: "on", for: "00:03:00"}
  action: {service: switch.turn_on, entity_id: switch.b}
- alias: C
  trigger: {platform: state, entity_id: binary_sensor.door, to: "off", for: 10}
  action: {service: switch.turn_off, entity_id: switch.a}
- alias: D
  trigger: {platform: state, entity_id: binary_sensor.door, from: "on", to: "off", for: 120}
  action: {service: switch.turn_off, entity_id: switch.b}
`

const sensorForProgram = `- alias: E
  trigger: {platform: numeric_state, entity_id: sensor.t, above: 24.5, for: 60}
  action: {service: switch.turn_on, entity_id: switch.c}
- alias: F
  trigger: {platform: numeric_state, entity_id: sensor.t, below: 22.5, for: 120}
  action: {service: switch.turn_off, entity_id: switch.c}
`

const forInvariants = `- name: b only after a
  condition: switch.b == "on" -> switch.a == "on"
- name: a within a minute
  after: binary_sensor.door -> on
  reaches: switch.a == "on"
  within: 1m
- name: b off two minutes after the door closes
  after: binary_sensor.door -> off
  reaches: switch.b == "off"
  within: 2m
`

const sensorForInvariants = `- name: c stays
  after: sensor.t -> above 24.5
  holds: switch.c == "off"
  for: 59s
`

// The for: triggers of one entity whose matching states are equal or
// disjoint share one clock (door: on for 1m and 3m, off for 10s and 2m,
// some with the from: that allows exactly the other states;
// the temperature above 24.5 and below 22.5): one timer instead of four
// (two), and the same behaviours as with a timer each: the same states
// of the entities and switches, and the same verdicts.
func TestSharedForTimers(t *testing.T) {
	load := func(src, inv string, horizon int64, group bool) (*ta.Program, *explore.Result, *explore.Report) {
		old := hass.SetGroupForTimers(group)
		defer hass.SetGroupForTimers(old)
		p, err := frontends.LoadSource("a.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		props, err := explore.ParseProperties("a.inv.yaml", []byte(inv), p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: horizon}, Props: props})
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
		return p, res, rep
	}
	for _, c := range []struct {
		src, inv    string
		horizon     int64
		names       []string
		shared, own int
		violated    []bool
	}{
		// b comes on only 3 minutes into an open door, after a at 1
		// minute, and a goes off 10 s into a closed door while b stays on
		// for 2 minutes: "b only after a" fails; the door may close
		// before a minute, so "a within a minute" fails; it may open
		// again before 2 minutes, which cancels D: the third fails.
		{forProgram, forInvariants, 8 * 60, []string{"binary_sensor.door", "switch.a", "switch.b"}, 1, 4, []bool{true, true, true}},
		// c comes on a minute after the crossing; it may have been on
		// before (the temperature can go below 22.5 and back above in
		// less than 2 minutes): "c stays" fails.
		{sensorForProgram, sensorForInvariants, 3 * 60, []string{"sensor.t", "switch.c"}, 1, 2, []bool{true}},
	} {
		t0 := time.Now()
		pg, rg, repg := load(c.src, c.inv, c.horizon, true)
		t1 := time.Now()
		pu, ru, repu := load(c.src, c.inv, c.horizon, false)
		t.Logf("shared %v, own %v", t1.Sub(t0), time.Since(t1))
		if len(pg.Timers) != c.shared || len(pu.Timers) != c.own {
			t.Errorf("%d timers shared, %d each its own; want %d and %d", len(pg.Timers), len(pu.Timers), c.shared, c.own)
		}
		if g, u := project(t, rg, c.names...), project(t, ru, c.names...); !slices.Equal(g, u) {
			t.Errorf("states differ:\nshared %q\nown    %q", g, u)
		}
		for i := range repg.Invariants {
			g, u := repg.Invariants[i], repu.Invariants[i]
			if g.Violated != u.Violated || g.Violated != c.violated[i] {
				t.Errorf("%s: violated %v shared, %v own, want %v", g.Name, g.Violated, u.Violated, c.violated[i])
			}
		}
	}
}
