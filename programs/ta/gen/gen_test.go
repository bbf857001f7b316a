package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends/tck"
	"github.com/delorean-mc/delorean/ta"
)

// The checked-in models are what the generator writes.
func TestModelsUpToDate(t *testing.T) {
	for name, text := range models() {
		got, err := os.ReadFile(filepath.Join("..", name))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != text {
			t.Errorf("programs/ta/%s is stale: run go run ./programs/ta/gen", name)
		}
	}
}

func explored(t *testing.T, name, text string, cal ta.Calendar, props ...string) (*explore.Result, *explore.Report) {
	t.Helper()
	sys, err := tck.Parse(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	p, err := tck.Lower(sys, name)
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	cfg := explore.Config{Cal: cal}
	if len(props) > 0 {
		prop, err := explore.ReachProperty(p, props)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Props = []*explore.Property{prop}
	}
	m, err := explore.NewModel(p, cfg)
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
	return res, rep
}

// The numbers of notes/ta-oracles.md: reachable discrete states (equal to
// TChecker's) and reachable region states (a separate region prototype's),
// with the mutual-exclusion verdict.
func TestPublishedCounts(t *testing.T) {
	long := os.Getenv("DELOREAN_LONG") != ""
	tests := []struct {
		name              string
		text              string
		discrete, regions int64
		mutex             bool // cs1 and cs2 never together
		long              bool
	}{
		{"fischer-2", fischer(2, 10, false), 18, 105, true, false},
		{"fischer-3", fischer(3, 10, false), 65, 910, true, false},
		{"fischer-4", fischer(4, 10, false), 220, 8531, true, false},
		{"fischer-5", fischer(5, 10, false), 727, 87472, true, false},
		{"fischer-6", fischer(6, 10, false), 2378, 986629, true, true},
		{"fischer-broken-2", fischer(2, 10, true), 28, 171, false, false},
		{"fischer-broken-3", fischer(3, 10, true), 152, 1990, false, false},
		{"fischer-broken-4", fischer(4, 10, true), 752, 24323, false, false},
		{"fischer-broken-5", fischer(5, 10, true), 3552, 334682, false, true},
	}
	for _, tc := range tests {
		if tc.long && !long {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			res, rep := explored(t, tc.name+".tck", tc.text, ta.Calendar{}, "cs1", "cs2")
			if rep.Invariants[0].Violated == tc.mutex {
				t.Fatalf("cs1 and cs2 together: %v, want %v", rep.Invariants[0].Violated, !tc.mutex)
			}
			if int64(rep.DiscreteStates) != tc.discrete || res.Stats.States != tc.regions {
				t.Fatalf("%d discrete states and %d region states, want %d and %d", rep.DiscreteStates, res.Stats.States, tc.discrete, tc.regions)
			}
		})
	}
}

// Multiplying every constant by 10 changes neither the verdict nor the
// counts: the GCD scaling takes it back out.
func TestScalingInvariance(t *testing.T) {
	for _, broken := range []bool{false, true} {
		var counts []string
		for _, k := range []int{1, 10} {
			res, rep := explored(t, "f.tck", fischer(3, k, broken), ta.Calendar{}, "cs1", "cs2")
			counts = append(counts, fmt.Sprint(rep.Invariants[0].Violated, rep.DiscreteStates, res.Stats.States, res.Stats.Transitions))
		}
		if counts[0] != counts[1] {
			t.Errorf("broken=%v: K=1 gives %s, K=10 gives %s", broken, counts[0], counts[1])
		}
	}
}

// Time-bounded Fischer, N = 3, K = 10: within 10 time units 35 discrete
// states are reachable, within 20 all 65 (TChecker with an extra clock
// wc <= h, notes/ta-oracles.md).
func TestBoundedFischer(t *testing.T) {
	for _, tc := range []struct {
		h    int64
		want int
	}{{10, 35}, {20, 65}, {100, 65}} {
		_, rep := explored(t, "f.tck", fischer(3, 10, false), ta.Calendar{Horizon: tc.h})
		if rep.DiscreteStates != tc.want {
			t.Errorf("horizon %d: %d discrete states, want %d", tc.h, rep.DiscreteStates, tc.want)
		}
	}
}

// Alur-Dill Fig. 10: all four locations and the green label are reachable.
func TestAD94(t *testing.T) {
	res, rep := explored(t, "ad94.tck", ad94, ta.Calendar{}, "green")
	if !rep.Invariants[0].Violated {
		t.Fatal("green is not reachable")
	}
	_, rep = explored(t, "ad94.tck", ad94, ta.Calendar{})
	if rep.DiscreteStates != 4 {
		t.Fatalf("%d locations reachable, want 4", rep.DiscreteStates)
	}
	_ = res
}

// M4: the paper's Figure 2 as a timed automaton reaches all 6 (seen, out)
// combinations, in 72 region states.
func TestFigure2TA(t *testing.T) {
	res, rep := explored(t, "figure2.tck", figure2, ta.Calendar{})
	if rep.DiscreteStates != 6 || res.Stats.States != 72 {
		t.Fatalf("%d discrete, %d states; want 6 and 72", rep.DiscreteStates, res.Stats.States)
	}
}

// BenchmarkFischer explores Fischer's protocol for 4, 5 and 6 processes
// and reports states, transitions, transitions per second and the store's
// bytes per state.
func BenchmarkFischer(b *testing.B) {
	for _, n := range []int{4, 5, 6} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			sys, err := tck.Parse("f.tck", []byte(fischer(n, 10, false)))
			if err != nil {
				b.Fatal(err)
			}
			p, err := tck.Lower(sys, "f.tck")
			if err != nil {
				b.Fatal(err)
			}
			if err := ta.Check(p); err != nil {
				b.Fatal(err)
			}
			var res *explore.Result
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				m, err := explore.NewModel(p, explore.Config{})
				if err != nil {
					b.Fatal(err)
				}
				if res, err = explore.Explore(m, explore.Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(res.Stats.States), "states")
			b.ReportMetric(float64(res.Stats.Transitions), "transitions")
			b.ReportMetric(float64(res.Stats.Transitions)*float64(b.N)/b.Elapsed().Seconds(), "transitions/s")
			b.ReportMetric(float64(res.Stats.StoreBytes)/float64(res.Stats.States), "store-bytes/state")
		})
	}
}
