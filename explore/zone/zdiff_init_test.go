package zone

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// A start state with a queued timer (--init timers): the timer's time
// left fixes its clock in the start zone. The verdicts are worked out by
// hand: t has 3 s left of a 5..8 s wait, so its clock starts at 5 (the
// window's end minus the time left) and the timer fires somewhere in the
// first 3 s, 3 s included; the light then goes On and stays On (motion
// restarts the timer only once the light is On).
//
//   - "on by 4s": On throughout 4 s..10 s: holds (the timer must fire by
//     3 s; at 3 s itself it may not have fired yet);
//   - "on by 2s": On throughout 2 s..10 s: violated (it may fire at 2.5 s);
//   - "on within 1s" (after motion while Off, reaches On within 1 s):
//     violated (motion at 0, the timer firing at 3 s).
//
// Before the fix the zone engine refused the start state (and the command
// line fell back to regions). Both engines must give these verdicts and
// the same discrete states, and each zone trace replays.
func TestZonesInitQueuedTimer(t *testing.T) {
	src := `program initq
device light: {Off, On}
var n: 0..3
timer t
event motion
rule go on motion {
    if light == On { start t 5s..8s }
}
rule fire on t {
    light = On
    if n < 3 { n = n + 1 }
}
`
	inv := `- name: on by 4s
  condition: 'light == On'
  window: {from: "09:00:04", to: "09:00:10"}
- name: on by 2s
  condition: 'light == On'
  window: {from: "09:00:02", to: "09:00:10"}
- name: on within 1s
  after: motion
  while: 'light == Off'
  reaches: 'light == On'
  within: 1s
`
	p, err := frontends.LoadSource("initq.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cfg := func() explore.Config {
		ps, err := explore.ParseProperties("initq.yaml", []byte(inv), p)
		if err != nil {
			t.Fatal(err)
		}
		in, err := explore.ParseInit("init.yaml", []byte("timers: {t: 3s}\n"), p)
		if err != nil {
			t.Fatal(err)
		}
		return explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: 10}, Props: ps, Init: in}
	}
	want := []string{"on by 2s", "on within 1s"}
	rv, rres := regionVerdicts(t, p, cfg())
	if !slices.Equal(rv, want) {
		t.Fatalf("regions: violated %q, want %q", rv, want)
	}
	zv, _, zres := zoneVerdicts(t, p, cfg())
	if !slices.Equal(zv, want) {
		t.Errorf("zones: violated %q, want %q", zv, want)
	}
	rs := map[string]string{}
	rres.EachDiscrete(func(st *ta.State) { rs[key(st)] = stateText(p, st) })
	zs := map[string]string{}
	for i := range zres.States {
		zs[key(&zres.States[i])] = stateText(p, &zres.States[i])
	}
	if a, b := differ(rs, zs); len(a)+len(b) > 0 {
		t.Errorf("only regions: %s\nonly zones: %s", head(a), head(b))
	}
	// At least: the start (Off, n = 0, t queued), On after the first
	// firing, t queued again after a motion, On after the second.
	if len(zs) < 4 {
		t.Errorf("only %d discrete states: %v", len(zs), zs)
	}
}
