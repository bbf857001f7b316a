package hass_test

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// programs/hass/home, a configuration directory: packages named by
// !include_dir_named, the motion light from its blueprint (with the
// instance's wait of 10 s instead of the default 120), a script, a
// helper and a scene, all read exactly (no notes). The direct
// script.good_night call waits for the script, whose scene locks the
// door before notify.house_asleep: the invariant holds around 23:00.
func TestHomeDirectory(t *testing.T) {
	p, err := frontends.Load("../../programs/hass/home")
	if err != nil {
		t.Fatal(err)
	}
	if n := frontends.Notes(p); len(n) > 0 {
		t.Errorf("notes: %v", n)
	}
	found := false
	for _, tm := range p.Timers {
		if tm.Name == "Hall motion light: delay 10s (line 41)" {
			found = true
		}
	}
	if !found {
		t.Errorf("no 10 s wait from the blueprint's instance in %v", p.Timers)
	}
	props, err := explore.LoadProperties("../../programs/hass/home/invariants.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	cal := ta.Calendar{Start: 22*hour + 59*60, Horizon: 2 * 60}
	m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
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
	if !slices.Contains(rep.Coverage.Emitted, "notify.house_asleep") {
		t.Errorf("good night never said: %q", rep.Coverage.Emitted)
	}
	if !rep.Complete || rep.Invariants[0].Violated {
		t.Errorf("complete %v, violated %v", rep.Complete, rep.Invariants[0].Violated)
	}
}
