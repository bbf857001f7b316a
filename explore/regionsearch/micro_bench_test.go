package regionsearch

import (
	"os"
	"testing"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/predict"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/ta"
)

// The inner loop's parts, one at a time. Each sets up by exploring Fig. 1
// for 10 minutes, so each loops with b.Loop, which runs the function once
// (b.N would run it again, set-up and all, for every trial count).

func benchModel(b *testing.B) (*model.Model, *Result) {
	p, cfg := figure1(b, 9*hour)
	cfg.Cal.Horizon = 600
	m, err := NewModel(p, cfg)
	if err != nil {
		b.Fatal(err)
	}
	res, err := Explore(m, Options{})
	if err != nil {
		b.Fatal(err)
	}
	return m, res
}

func BenchmarkEncodeDecode(b *testing.B) {
	m, res := benchModel(b)
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf, kb := m.Encoding().Scratch(), m.Encoding().Scratch()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		j := uint32(i % res.Store.Len())
		m.Encoding().Decode(res.Store.Key(j), res.Store.Wall(j), buf, &st, obs, reg)
		m.Encoding().Encode(kb, &st, obs, reg)
	}
}

// BenchmarkInterpreterStep runs one stimulus (motion, with its factor's
// first class) from explored states of Fig. 1, without prediction.
func BenchmarkInterpreterStep(b *testing.B) {
	m, res := benchModel(b)
	st, nst := m.Mach.Initial(), m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg, nreg := m.Layout.NewRegion(), m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	runner := m.Mach.NewRunner()
	eff := ta.NewEffects(m.Prog)
	motion := m.Prog.LookupStimulus("PorchMotion.Detected")
	var odo Odometer
	clk := &model.RegionClocks{Model: m, Region: nreg}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		j := uint32(i % res.Store.Len())
		m.Encoding().Decode(res.Store.Key(j), res.Store.Wall(j), buf, &st, obs, reg)
		nst.CopyFrom(&st)
		nreg.CopyFrom(reg)
		odo.Reset()
		if err := runner.Fire(&nst, clk, motion, &odo, eff); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExpandStep expands explored states of Fig. 1 as the search
// does -- decoding, every stimulus (predicted), the delay, observers,
// invariants, encoding and store lookups -- in the steady state (warm
// prediction trees): one op is one expanded state. It must not allocate.
func BenchmarkExpandStep(b *testing.B) {
	for _, noPredict := range []bool{false, true} {
		name := "predict"
		if noPredict {
			name = "interpret"
		}
		b.Run(name, func(b *testing.B) {
			m, res := benchModel(b)
			e := &regionSearch{m: m, opt: Options{NoPredict: noPredict}}
			if !noPredict {
				e.pred = predict.New(len(m.Prog.Stimuli()))
			}
			out := search.NewOut[*predict.Trees](len(m.Prog.Stmts()))
			w := e.NewExpander(out, res.Store).(*regionExpander)
			empty := out.Mark()
			n := res.Store.Len()
			for i := 0; i < n; i++ { // warm up
				w.expand(uint32(i), nil)
				out.Truncate(empty)
			}
			var transitions int64
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				w.expand(uint32(i%n), nil)
				transitions += out.Transitioned()
				out.Truncate(empty)
			}
			b.ReportMetric(float64(transitions)/float64(b.N), "transitions/op")
		})
	}
}

// With more than one worker, a chunk may be expanded while the one before
// is merged, speculatively: if the limits then stop the search, it is
// discarded. The search must stop where one worker stops, with the same
// counts.
func TestWorkersStopWhereOneStops(t *testing.T) {
	p := load(t, "../../programs/isy/porch.isy")
	props, err := LoadProperties("../../programs/isy/porch.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: 900}, Props: props}
	limits := []int{3000, 20001} // an odd limit as well; 50001 in make test-long
	if os.Getenv("DELOREAN_LONG") != "" {
		limits = []int{3000, 20000, 50001}
	}
	for _, limit := range limits {
		one := exploreWith(t, p, cfg, Options{Workers: 1, MaxStates: limit})
		if one.Complete {
			t.Fatalf("limit %d: the search completed; the test needs a larger program", limit)
		}
		two := exploreWith(t, p, cfg, Options{Workers: 2, MaxStates: limit})
		if fingerprint(one) != fingerprint(two) {
			t.Fatalf("limit %d: 2 workers stop elsewhere: %d states, %d transitions; one: %d, %d", limit,
				two.Stats.States, two.Stats.Transitions, one.Stats.States, one.Stats.Transitions)
		}
	}
	first := func(w int) *Result { return exploreWith(t, p, cfg, Options{Workers: w, StopAtFirst: true}) }
	if fingerprint(first(1)) != fingerprint(first(2)) {
		t.Fatal("2 workers stop elsewhere at the first violation")
	}
}
