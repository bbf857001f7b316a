package explore

import (
	"testing"

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
		{"figure1-1h", "../programs/paper/figure1.ta", "../programs/paper/figure1.inv.yaml", ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}},
		{"porch-6m", "../programs/isy/porch.isy", "../programs/isy/porch.inv.yaml", ta.Calendar{Horizon: 360, Sunrise: 6 * hour, Sunset: 18 * hour}},
		{"fischer-5", "../programs/ta/fischer-5.tck", "", ta.Calendar{}},
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
				cfg := Config{Cal: c.cal}
				if c.inv != "" {
					ps, err := LoadProperties(c.inv, p)
					if err != nil {
						b.Fatal(err)
					}
					cfg.Props = ps
				}
				var res *Result
				for i := 0; i < b.N; i++ {
					m, err := NewModel(p, cfg)
					if err != nil {
						b.Fatal(err)
					}
					if res, err = Explore(m, Options{NoPredict: noPredict, Workers: workers}); err != nil {
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
