package regionsearch

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/ta"
)

// fingerprint is everything an exploration decides: its states in order,
// with their parents and labels, and its verdicts with their states.
func fingerprint(res *Result) string {
	var b []byte
	for i := 0; i < res.Store.Len(); i++ {
		b = append(b, res.Store.Key(uint32(i))...)
		b = fmt.Appendf(b, "|%d|%d;", res.Store.Parent(uint32(i)), res.Store.Label(uint32(i)))
	}
	for _, v := range res.Violations {
		b = fmt.Appendf(b, "V%s@%d#%d;", v.Name(), v.State, v.Count)
	}
	b = fmt.Appendf(b, "T%d C%v", res.Stats.Transitions, res.Covered)
	return string(b)
}

// exploreWith is runWith, failing if prediction turned itself off.
func exploreWith(t *testing.T, p *ta.Program, cfg Config, opt Options) *Result {
	t.Helper()
	res := runWith(t, p, cfg, opt)
	if res.Stats.PredictOff != "" && !replayFault {
		// The search went on the plain way, but prediction was wrong.
		t.Fatalf("prediction turned itself off: %s", res.Stats.PredictOff)
	}
	return res
}

// Prediction must not change anything the search decides: the same states
// in the same order with the same traces, the same transitions, coverage
// and verdicts, on every small program.
func TestPredictionChangesNothing(t *testing.T) {
	// Every replay (every 8th in make test) is also done the plain way
	// and compared (see replaySampled), diagonal constraints (evening)
	// included.
	defer func(m int64) { sampleMask = m }(sampleMask)
	sampleMask = 7
	if os.Getenv("DELOREAN_LONG") != "" {
		sampleMask = 0
	}
	for _, tc := range smallPrograms(t) {
		t.Run(tc.name, func(t *testing.T) {
			on := exploreWith(t, tc.prog, tc.cfg, Options{})
			off := exploreWith(t, tc.prog, tc.cfg, Options{NoPredict: true})
			if fingerprint(on) != fingerprint(off) {
				t.Fatalf("prediction changes the exploration: %d vs %d states", on.Stats.States, off.Stats.States)
			}
			if on.Stats.PredictHits+on.Stats.PredictMisses == 0 {
				t.Error("prediction was not used")
			}
			if off.Stats.PredictHits != 0 {
				t.Error("--no-predict predicted")
			}
		})
	}
}

func TestPredictionRandomPrograms(t *testing.T) {
	n := 500
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 5000
	}
	rng := rand.New(rand.NewSource(5))
	var hits, states, transitions int64
	for i := 0; i < n; i++ {
		p, src := randprog.Load(t, rng, i)
		cfg := Config{Cal: ta.Calendar{Horizon: 20}}
		on := exploreWith(t, p, cfg, Options{MaxStates: 200000})
		off := exploreWith(t, p, cfg, Options{MaxStates: 200000, NoPredict: true})
		if fingerprint(on) != fingerprint(off) {
			t.Fatalf("program %d: prediction changes the exploration (%d vs %d states)\n%s", i, on.Stats.States, off.Stats.States, src)
		}
		hits += on.Stats.PredictHits
		states += on.Stats.States
		transitions += on.Stats.Transitions
	}
	t.Logf("%d programs: %d states, %d transitions, %d predicted runs", n, states, transitions, hits)
	if hits == 0 {
		t.Error("no prediction hit in any random program")
	}
}

// Figure 1 has two discrete states and thousands of regions: after the
// first runs from each, nearly every run must be predicted.
func TestPredictorHitRate(t *testing.T) {
	p, cfg := figure1(t, 9*hour)
	cfg.Cal.Horizon, cfg.Props = 900, nil
	res := exploreWith(t, p, cfg, Options{})
	s := res.Stats
	if s.PredictMisses == 0 || s.PredictHits < 10*s.PredictMisses {
		t.Errorf("figure 1: %d hits, %d misses; its few discrete states should make nearly every run a hit", s.PredictHits, s.PredictMisses)
	}
}

// The workers share the prediction trees: whoever learns a run, it is
// learned once, so the trees come out the same size with any number of
// workers (every path a run takes is recorded, whichever worker takes it).
func TestWorkersShareTrees(t *testing.T) {
	p, cfg := figure1(t, 9*hour)
	cfg.Cal.Horizon = 300
	one := exploreWith(t, p, cfg, Options{Workers: 1})
	if one.Stats.PredictNodes == 0 {
		t.Fatal("figure 1: no prediction tree was built")
	}
	for _, n := range []int{2, 3} {
		many := exploreWith(t, p, cfg, Options{Workers: n})
		if many.Stats.PredictNodes != one.Stats.PredictNodes {
			t.Errorf("%d workers built %d tree nodes, one worker %d", n, many.Stats.PredictNodes, one.Stats.PredictNodes)
		}
	}
}

// Workers compute successors in parallel; the search must not notice:
// the same states in the same order, the same traces and verdicts.
func TestWorkersChangeNothing(t *testing.T) {
	counts := []int{3} // an odd split of the work; 2 as well in the long run
	if os.Getenv("DELOREAN_LONG") != "" {
		counts = []int{2, 3}
	}
	for _, tc := range smallPrograms(t) {
		if tc.name == "figure1" && os.Getenv("DELOREAN_LONG") == "" {
			// Its 2.4 million regions take 6 s on two busy cores (make
			// test-long); make test splits the work of the other small
			// programs, of porch (TestWorkersStopWhereOneStops) and of 100
			// random ones.
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			one := exploreWith(t, tc.prog, tc.cfg, Options{Workers: 1})
			for _, n := range counts {
				many := exploreWith(t, tc.prog, tc.cfg, Options{Workers: n})
				if fingerprint(one) != fingerprint(many) {
					t.Fatalf("%d workers change the exploration: %d vs %d states", n, many.Stats.States, one.Stats.States)
				}
			}
		})
	}
	n := 100
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1000
	}
	rng := rand.New(rand.NewSource(21))
	for i := 0; i < n; i++ {
		p, src := randprog.Load(t, rng, i)
		cfg := Config{Cal: ta.Calendar{Horizon: 20}}
		if fingerprint(exploreWith(t, p, cfg, Options{})) != fingerprint(exploreWith(t, p, cfg, Options{Workers: 2})) {
			t.Fatalf("program %d: 2 workers change the exploration\n%s", i, src)
		}
	}
}

// randomProperties writes invariants of every kind for a random program:
// conditions over variables only (which a predicted run's memo answers)
// and over clocks and the time of day (which it must leave to
// evaluation), triggered by events, rules, changes and conditions, with
// and without a while.
func randomProperties(rng *rand.Rand, p *ta.Program) string {
	cond := func() string {
		switch k := rng.Intn(5); {
		case k == 0 && len(p.Clocks) > 0:
			return fmt.Sprintf("%s < %ds", p.Clocks[rng.Intn(len(p.Clocks))].Name, 1+rng.Intn(3))
		case k == 1:
			return fmt.Sprintf("time >= 00:00:%02d", 2+rng.Intn(8))
		default:
			c, _ := randprog.TwoVarInvariant(rng, p, FormatValue)
			return c
		}
	}
	after := func() string {
		switch rng.Intn(4) {
		case 0:
			return p.Events[rng.Intn(len(p.Events))].Name
		case 1:
			return "rule " + p.Rules[rng.Intn(len(p.Rules))].Name
		case 2:
			return "change " + ta.QuoteName(p.Vars[rng.Intn(len(p.Vars))].Name)
		}
		// A condition over variables: one that reads the time is
		// refused as a trigger (time passing would make it true).
		c, _ := randprog.TwoVarInvariant(rng, p, FormatValue)
		return c
	}
	var b strings.Builder
	for i := 0; i < 1+rng.Intn(4); i++ {
		fmt.Fprintf(&b, "- name: p%d\n", i)
		switch rng.Intn(3) {
		case 0:
			fmt.Fprintf(&b, "  condition: '%s'\n", cond())
			if rng.Intn(2) == 0 {
				from := rng.Intn(4)
				fmt.Fprintf(&b, "  window: {from: \"00:00:%02d\", to: \"00:00:%02d\"}\n", from, from+1+rng.Intn(8))
			}
		case 1, 2:
			fmt.Fprintf(&b, "  after: '%s'\n", after())
			if rng.Intn(2) == 0 {
				fmt.Fprintf(&b, "  while: '%s'\n", cond())
			}
			if rng.Intn(2) == 0 {
				fmt.Fprintf(&b, "  holds: '%s'\n  for: %ds\n", cond(), 1+rng.Intn(4))
			} else {
				fmt.Fprintf(&b, "  reaches: '%s'\n  within: %ds\n", cond(), 1+rng.Intn(4))
			}
		}
	}
	return b.String()
}

// A predicted run takes what the observers and invariants conclude from
// the discrete states from its memo; random invariants of every kind must
// still give the same exploration as evaluating them every time.
func TestPredictionRandomProperties(t *testing.T) {
	n := 300
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 3000
	}
	rng := rand.New(rand.NewSource(11))
	// Every predicted run and every replayed expansion is also done the
	// plain way and compared (checkPrediction, replaySampled).
	defer func(m int64) { sampleMask = m }(sampleMask)
	sampleMask = 0
	var hits, replays, violations int64
	for i := 0; i < n; i++ {
		p, src := randprog.Load(t, rng, i)
		yml := randomProperties(rng, p)
		props, err := ParseProperties("random.yaml", []byte(yml), p)
		if err != nil {
			t.Fatalf("program %d: %v\n%s\n%s", i, err, src, yml)
		}
		cfg := Config{Cal: ta.Calendar{Horizon: 20}, Props: props}
		on := exploreWith(t, p, cfg, Options{MaxStates: 200000})
		off := exploreWith(t, p, cfg, Options{MaxStates: 200000, NoPredict: true})
		if fingerprint(on) != fingerprint(off) {
			t.Fatalf("program %d: prediction changes the exploration (%d vs %d states, %d vs %d violations)\n%s\n%s",
				i, on.Stats.States, off.Stats.States, len(on.Violations), len(off.Violations), src, yml)
		}
		hits += on.Stats.PredictHits
		replays += on.Stats.PredictReplays
		violations += int64(len(on.Violations))
	}
	t.Logf("%d programs: %d predicted runs, %d replayed expansions, %d violations", n, hits, replays, violations)
	if hits == 0 || replays == 0 || violations == 0 {
		t.Errorf("%d predicted runs, %d replays and %d violations: the test checks nothing", hits, replays, violations)
	}
}
