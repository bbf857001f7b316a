package zone

import (
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// The wall-clock interval test of the covering check (wallOf,
// mayBeCoveredBy) applies whenever the wall clock is in the zones, which
// it is at DBM index 1 as soon as the model has a clock (zones.New(n)
// makes indices 1..n). It was off for models whose only clock is the
// wall clock (the loops of a Home Assistant home that only a
// time_pattern times), so every covering test read the zone: corpus 11's
// week spent 61 % of its CPU there. With a horizon the wall clock's
// bounds are the horizon, so the interval is exact and must be the
// zone's own.
func TestWallSpanWithOnlyTheWallClock(t *testing.T) {
	for _, c := range []struct {
		name, src string
		clocks    int
	}{
		{"wall clock only", `program p
device L: {Off, On} = Off
event press
rule press on press { L = On }
rule tick every 5m { L = Off }
`, 1},
		{"wall clock and a timer clock", `program p
device L: {Off, On} = Off
clock since
event press
rule press on press { L = On
    reset since }
rule tick every 5m { if since > 2m { L = Off } }
`, 2},
	} {
		p, err := frontends.LoadSource("w.ta", []byte(c.src))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: 9 * 3600, Horizon: 3600, Sunrise: 6 * 3600, Sunset: 18 * 3600}})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if m.NClocks != c.clocks {
			t.Fatalf("%s: %d clocks, want %d", c.name, m.NClocks, c.clocks)
		}
		e, z, _, err := newExplorer(m, Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		z = z.Copy()
		z.Up()
		wall := ta.WallClock + 1
		end, _ := zones.NewBound(1800, false)
		if _, err := z.Constrain(wall, 0, end); err != nil {
			t.Fatal(err)
		}
		w := e.wallOf(z, e.bounds)
		if !w.exact || w.lo != z.At(0, wall) || w.hi != z.At(wall, 0) {
			t.Errorf("%s: wall span %+v of a zone with wall clock in [%v, %v]: want it exact and the zone's own",
				c.name, w, z.At(0, wall), z.At(wall, 0))
		}
	}
}
