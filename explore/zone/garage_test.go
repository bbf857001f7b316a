package zone

import (
	"os"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// The garage of issue 25 (testdata/garage-night.isy, its invariants
// beside it), from 2026-10-01T17:00 (a Thursday) with the CLI's default
// sun times.
func garageCal(horizon int64) ta.Calendar {
	return ta.Calendar{Start: 17 * hour, Weekday: 3, DayKnown: true, Horizon: horizon, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}
}

// Over 3 hours both engines give the same verdicts (and discrete states).
func TestGarageVerdicts(t *testing.T) {
	p := load(t, "testdata/garage-night.isy")
	compareVerdicts(t, "garage 3 h", p, "testdata/garage-night.inv.yaml", garageCal(3*hour))
}

// Over 14 hours the zone engine finds the first invariant violated, with
// a trace that replays (ExploreReport checks it), in well under a second.
func TestGarageNight(t *testing.T) {
	p := load(t, "testdata/garage-night.isy")
	m, err := explore.NewModel(p, explore.Config{Cal: garageCal(14 * hour), Props: props(t, p, "testdata/garage-night.inv.yaml")})
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	rep, res, err := ExploreReport(m, explore.Options{NoSplit: true}) // whole, for its statistics
	if err != nil {
		t.Fatal(err)
	}
	el := time.Since(t0)
	if !rep.Complete {
		t.Fatalf("incomplete: %s", rep.Stop)
	}
	first := rep.Invariants[0]
	if !first.Violated || len(first.Violation.Trace) == 0 {
		t.Fatalf("%q not violated (or without a trace)", first.Name)
	}
	t.Logf("%s; with the traces %v; %q violated at %s after %d steps", res.StatsText(), el.Round(time.Millisecond), first.Name, first.Violation.At, len(first.Violation.Trace))
	if el > 10*time.Second {
		t.Errorf("took %v", el)
	}
}

// The whole 14 hours with both engines (DELOREAN_LONG: about a million
// region states).
func TestGarageVerdictsLong(t *testing.T) {
	if testing.Short() || os.Getenv("DELOREAN_LONG") == "" {
		t.Skip("DELOREAN_LONG")
	}
	p := load(t, "testdata/garage-night.isy")
	compareVerdicts(t, "garage 14 h", p, "testdata/garage-night.inv.yaml", garageCal(14*hour))
}
