package zone

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// Found by TestZonesAgainstRegionsRandom's long run (program 1621, cut
// down): two obligations open at once, a `holds ... for` (p0) and a
// `reaches` whose target time makes true and then false again (p1). When
// p0 closed at its bound, the zone engine moved every point of the delay
// where it closed to the location with p1 still open, also the points
// past p1's target (seen >= 7) that time reaches only through it (seen in
// 3..7): p1 was then never met there, a false violation whose trace even
// replayed (the replay checks the final state only).
//
// By hand: motion resets seen only when seen >= 6 (never reset counts as
// above every constant), so the obligation p1 opens with seen = 0 (met
// after 3 s), or seen < 3 (met after 3 - seen), or seen in 3..6 (met at
// once): p1 holds. p0 is violated by the first motion (seen reset to 0).
func TestZonesSettleTwoObligations(t *testing.T) {
	src := `program settle
device light: {Off, On}
clock seen
event motion
rule r1 on motion {
    if seen >= 6s { reset seen } else { light = On }
}
`
	inv := `- name: p0
  after: 'motion'
  holds: 'seen >= 6s'
  for: 6s
- name: p1
  after: 'motion'
  reaches: 'seen < 7s && seen >= 3s'
  within: 8s
`
	p, err := frontends.LoadSource("settle.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cfg := func() explore.Config {
		ps, err := explore.ParseProperties("settle.yaml", []byte(inv), p)
		if err != nil {
			t.Fatal(err)
		}
		return explore.Config{Cal: ta.Calendar{Start: 18*hour + 40*60 + 24, Horizon: 9, Sunrise: 6 * hour, Sunset: 18*hour + 30*60}, Props: ps}
	}
	want := []string{"p0"}
	rv, _ := regionVerdicts(t, p, cfg())
	if !slices.Equal(rv, want) {
		t.Fatalf("regions: violated %q, want %q", rv, want)
	}
	if zv, _, _ := zoneVerdicts(t, p, cfg()); !slices.Equal(zv, want) {
		t.Errorf("zones: violated %q, want %q", zv, want)
	}
}
