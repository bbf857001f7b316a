package zone

import (
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// The per-clock bounds analysis must count the answers of a run that ends
// in a runtime error, as it counts those of a run with a successor: the
// error is a finding whose trace is concretised. Here the runaway's run
// asks seen < 6s of a clock never reset (so larger than every constant);
// without the bound, extrapolation forgot seen and the trace took the
// seen < 6s branch, which no concrete run can (ErrTrace). Found by
// TestZonesAgainstRegionsRandom (program 225).
func TestLocalBoundsKeepErrorRuns(t *testing.T) {
	p := load(t, "testdata/runaway-bounds.ta")
	cal := ta.Calendar{Start: 18*3600 + 40*60 + 50, Horizon: 10, Sunrise: 6 * 3600, Sunset: 18*3600 + 40*60 + 57}
	m, err := explore.NewModel(p, explore.Config{Cal: cal})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := ExploreReport(m, explore.Options{NoSplit: true})
	if err != nil {
		t.Fatal(err)
	}
	rm, err := explore.NewModel(p, explore.Config{Cal: cal})
	if err != nil {
		t.Fatal(err)
	}
	rres, err := explore.Explore(rm, explore.Options{NoSplit: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Errors) == 0 || len(rep.Errors) != len(regionErrors(rres)) {
		t.Fatalf("%d runtime errors over zones, %d over regions", len(rep.Errors), len(regionErrors(rres)))
	}
}
