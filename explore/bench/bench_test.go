package bench

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// BenchmarkExplore explores bundled programs; b.N explorations each. The
// metrics are per exploration: states and transitions, and transitions
// per second of CPU.
func BenchmarkExplore(b *testing.B) {
	cases := []struct {
		name, path, inv string
		cal             ta.Calendar
	}{
		{"figure1-1h", "../../programs/paper/figure1.ta", "../../programs/paper/figure1.inv.yaml", ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}},
		{"porch-6m", "../../programs/isy/porch.isy", "../../programs/isy/porch.inv.yaml", ta.Calendar{Horizon: 360, Sunrise: 6 * hour, Sunset: 18 * hour}},
		{"fischer-5", "../../programs/ta/fischer-5.tck", "", ta.Calendar{}},
	}
	for _, c := range cases {
		for variant := 0; variant < 3; variant++ {
			noPredict, workers := variant == 1, 1
			name := c.name
			switch variant {
			case 1:
				name += "/no-predict"
			case 2:
				name += "/workers-2"
				workers = 2
			}
			b.Run(name, func(b *testing.B) {
				p := load(b, c.path)
				cfg := explore.Config{Cal: c.cal}
				if c.inv != "" {
					ps, err := explore.LoadProperties(c.inv, p)
					if err != nil {
						b.Fatal(err)
					}
					cfg.Props = ps
				}
				var res *explore.Result
				for i := 0; i < b.N; i++ {
					m, err := explore.NewModel(p, cfg)
					if err != nil {
						b.Fatal(err)
					}
					if res, err = explore.Explore(m, explore.Options{NoPredict: noPredict, Workers: workers}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(res.Stats.States), "states")
				b.ReportMetric(float64(res.Stats.Transitions), "transitions")
				b.ReportMetric(float64(res.Stats.Transitions)*float64(b.N)/b.Elapsed().Seconds(), "transitions/s")
			})
		}
	}
}

// TestBenchCap checks that the run without splitting is marked as a lower
// bound exactly when its exploration has more states than the cap, and
// that the cap touches neither the default exploration the row reports
// nor the run without prediction.
func TestBenchCap(t *testing.T) {
	m, states := wholeHour(t, "../../programs/paper/figure2.ta")
	n := int(states)
	for _, c := range []struct {
		cap    int
		capped bool
	}{{0, false}, {2 * n, false}, {n / 2, true}} {
		row, err := Bench(m, explore.Options{}, BenchConfig{Trials: 1, Cap: c.cap})
		if err != nil {
			t.Fatal(err)
		}
		if row.NoSplitCapped != c.capped || row.NoPredictCapped {
			t.Errorf("cap %d (whole exploration %d states): capped no-split %v, no-predict %v, want %v and false",
				c.cap, n, row.NoSplitCapped, row.NoPredictCapped, c.capped)
		}
		if !row.Complete || int(row.States) != n {
			t.Errorf("cap %d: default run complete %v with %.0f states, want complete with %d", c.cap, row.Complete, row.States, n)
		}
		var b strings.Builder
		WriteBenchTable(&b, []*BenchRow{row}, hour, 0, c.cap, true)
		if got := strings.Contains(b.String(), "≥ "); got != c.capped {
			t.Errorf("cap %d: table marks a lower bound %v, want %v:\n%s", c.cap, got, c.capped, b.String())
		}
	}
}

// With NoSplit every run explores the program whole: the row says so, has
// no variant without splitting, and the table prints no split columns;
// the states are the joint exploration's.
func TestBenchWhole(t *testing.T) {
	m, states := wholeHour(t, "../../programs/isy/garage.isy")
	row, err := Bench(m, explore.Options{NoSplit: true}, BenchConfig{Trials: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !row.Whole || row.NoSplit != 0 || row.SplitGain() != 0 || int64(row.States) != states {
		t.Errorf("whole bench: Whole %v, no-split %v s, speed-up %v, %.0f states; want true, 0, 0, %d",
			row.Whole, row.NoSplit, row.SplitGain(), row.States, states)
	}
	var b strings.Builder
	WriteBenchTable(&b, []*BenchRow{row}, hour, 0, 0, false)
	if !strings.Contains(b.String(), "| whole | — | — |") {
		t.Errorf("whole row prints split columns:\n%s", b.String())
	}
}

// wholeHour is the model of a program for an hour from midnight, and the
// number of states its exploration as a whole finds.
func wholeHour(t *testing.T, path string) (*explore.Model, int64) {
	t.Helper()
	m, err := explore.NewModel(load(t, path), explore.Config{Cal: ta.Calendar{Horizon: hour}})
	if err != nil {
		t.Fatal(err)
	}
	whole, err := explore.Explore(m, explore.Options{NoSplit: true})
	if err != nil {
		t.Fatal(err)
	}
	return m, whole.Stats.States
}
