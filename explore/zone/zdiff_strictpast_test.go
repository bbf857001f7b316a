package zone

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// A `reaches` obligation whose target a strict lower bound makes true
// just past a fired schedule's instant. The light comes on at 21:00:00,
// resetting seen and opening the obligations; the schedule fires at
// 21:00:00, :03, :06. The target seen > 3s && seen < 6s holds on (3, 6)
// s after the trigger, so (by hand, with TestZonesReachesTwoClocks's
// reading of a deadline: met just past it through a strict bound is in
// time) "within 3s" holds, "within 2s" is violated, and "within 7s"
// holds. The zone engine read the part (3, 6) of the delay strictly past
// the 21:00:03 instant without its lower bound (the delay's own `after`
// decided it), took it as never entered, and kept the obligation open to
// 21:00:06, where the target is false again: "within 3s" violated at
// 21:00:06, where the region engine says it holds. Found by the LU
// bounds' random differential test (a program of corpus 06's shape).
func TestReachesJustPastAScheduleInstant(t *testing.T) {
	src := `program b
device light: {Off, On} = Off
clock seen
clock lit
event go
rule go on go { if light == Off { light = On
    reset seen } }
rule tick every 3s { reset lit }
`
	inv := `- name: within 3s
  after: change light
  reaches: 'seen > 3s && seen < 6s'
  within: 3s
- name: within 2s
  after: change light
  reaches: 'seen > 3s && seen < 6s'
  within: 2s
- name: within 7s
  after: change light
  reaches: 'seen > 3s && seen < 6s'
  within: 7s
`
	want := []string{"within 2s"}
	p, err := frontends.LoadSource("b.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cfg := func() explore.Config {
		ps, err := explore.ParseProperties("b.yaml", []byte(inv), p)
		if err != nil {
			t.Fatal(err)
		}
		return explore.Config{Cal: ta.Calendar{Start: 21 * hour, Horizon: 60, Sunrise: 6 * hour, Sunset: 18 * hour}, Props: ps}
	}
	if rv, _ := regionVerdicts(t, p, cfg()); !slices.Equal(rv, want) {
		t.Errorf("regions: violated %q, want %q", rv, want)
	}
	if zv, _, _ := zoneVerdicts(t, p, cfg()); !slices.Equal(zv, want) {
		t.Errorf("zones: violated %q, want %q", zv, want)
	}
}
