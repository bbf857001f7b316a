package explore

import (
	"encoding/json"
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/trace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// The bundled programs and invariants are testprog's (shared with
// explore/search's tests and the packages' above); exploring them with
// this package's Explore and Result is written here.

func load(t testing.TB, path string) *ta.Program { return testprog.Load(t, path) }

func loadSrc(t testing.TB, src string) *ta.Program { return testprog.LoadSrc(t, src) }

func props(t testing.TB, p *ta.Program, yamlSrc string) []*Property {
	return testprog.Props(t, p, yamlSrc)
}

func run(t testing.TB, p *ta.Program, cfg Config) *Result {
	t.Helper()
	res := runWith(t, p, cfg, Options{})
	if !res.Complete {
		t.Fatalf("exploration incomplete: %s", res.StopReason)
	}
	return res
}

// runWith explores with opt; the result may be incomplete.
func runWith(t testing.TB, p *ta.Program, cfg Config, opt Options) *Result {
	t.Helper()
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, opt)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func report(t testing.TB, res *Result) *Report {
	t.Helper()
	rep, err := res.BuildReport()
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

const hour = 3600

// M4 of notes/ta-oracles.md: the paper's Figure 2 as a timed automaton,
// with clocks starting at 0 as in timed automata. TChecker and a separate
// region prototype agree on 6 reachable discrete states; the prototype
// finds 72 reachable (discrete state, region) pairs.
const m4 = `
var seen: 0..1
var out: 0..2
clock x0
clock x1
event trigger0, trigger1, trigger2
rule T0 on trigger0 { reset x0  reset x1  seen = 0 }
rule T1 on trigger1 { if x0 < 5s { seen = 1 } }
rule T2 on trigger2 {
    if seen == 1 && x1 < 2s { out = 1 }
    if seen == 1 && x1 >= 2s { out = 2 }
}
`

func TestM4Figure2AsTimedAutomaton(t *testing.T) {
	p := loadSrc(t, m4)
	init := &Init{Clocks: map[int]int64{p.LookupClock("x0"): 0, p.LookupClock("x1"): 0}}
	res := run(t, p, Config{Init: init})
	disc, vals := res.Distinct()
	if disc != 6 || vals != 6 {
		t.Errorf("discrete states %d (valuations %d), want 6", disc, vals)
	}
	if res.Stats.States != 72 {
		t.Errorf("states %d, want 72 (region prototype of the notes)", res.Stats.States)
	}
}

func TestFigure2BothBranches(t *testing.T) {
	p := load(t, "../programs/paper/figure2.ta")
	res := run(t, p, Config{Cal: ta.Calendar{Horizon: hour}})
	rep := report(t, res)
	if !slices.Equal(rep.Coverage.Emitted, []string{"DoAnotherThing", "DoOneThing"}) {
		t.Fatalf("outputs reached %v, want both branches", rep.Coverage.Emitted)
	}
	if rep.Coverage.Executed != rep.Coverage.Total {
		t.Fatalf("coverage %d of %d: %v", rep.Coverage.Executed, rep.Coverage.Total, rep.Coverage.Missed)
	}
}

// figure1 is testprog.Figure1: the paper's Figure 1 with its invariants,
// explored for an hour from start.
func figure1(t testing.TB, start int64) (*ta.Program, Config) { return testprog.Figure1(t, start) }

// The paper's §2.1 surprise: in daytime, motion while the light is on
// does not restart the timer, so the light goes off less than 5 minutes
// after the last motion.
func TestFigure1DaytimeSurprise(t *testing.T) {
	p, cfg := figure1(t, 9*hour)
	res := run(t, p, cfg)
	rep := report(t, res)
	stays := rep.Invariants[0]
	if !stays.Violated {
		t.Fatal("the invariant holds in daytime; the paper's surprise is not found")
	}
	v := stays.Violation
	// The trace must contain motion while the light is on, then the
	// timer turning the light off, less than 5 minutes later.
	var motionAt, offAt *big.Rat
	for _, s := range v.Trace {
		at, _ := ta.ParseSeconds(s.Elapsed)
		switch {
		case s.Stimulus == "PorchMotion.Detected":
			motionAt = at
		case s.Stimulus == "timerFrontPorchLight" && slices.Contains(s.Changes, "FrontPorchLight: On -> Off"):
			offAt = at
		}
	}
	if motionAt == nil || offAt == nil {
		t.Fatalf("trace lacks the motion or the light going off: %+v", v.Trace)
	}
	gap := new(big.Rat).Sub(offAt, motionAt)
	if gap.Sign() <= 0 || gap.Cmp(big.NewRat(300, 1)) >= 0 {
		t.Fatalf("the light went off %s s after the motion; want less than 5 minutes", ta.FormatSeconds(gap))
	}
	if rep.Invariants[1].Violated {
		t.Fatal("the light is off while its timer runs")
	}
}

func TestFigure1HoldsAtNight(t *testing.T) {
	p, cfg := figure1(t, 21*hour)
	rep := report(t, run(t, p, cfg))
	for _, inv := range rep.Invariants {
		if inv.Violated {
			t.Fatalf("%s violated at night: %+v", inv.Name, inv.Violation)
		}
	}
}

// Exploring twice gives the same report, traces included.
func TestDeterministic(t *testing.T) {
	var outs []string
	for range 2 {
		p, cfg := figure1(t, 9*hour)
		cfg.Cal.Horizon = 600
		rep := report(t, run(t, p, cfg))
		rep.ElapsedSeconds, rep.PerSecond, rep.PeakMemory = 0, 0, 0
		b, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, string(b))
	}
	if outs[0] != outs[1] {
		t.Fatal("two explorations of the same program differ")
	}
}

// Every trace written to disk replays from the file, and the replay ends
// in the state the explorer recorded.
func TestTraceFileReplays(t *testing.T) {
	p, cfg := figure1(t, 9*hour)
	cfg.Cal.Horizon = 600
	res := run(t, p, cfg)
	for _, v := range res.Violations {
		out, tr, names := replayTraceFile(t, res, v, p, cfg.Props)
		if !out.State.Equal(&tr.Final) {
			t.Fatalf("replayed state %v, want %v", out.State, tr.Final)
		}
		if !slices.Contains(names, v.Name()) {
			t.Fatalf("the replayed trace does not violate %s (violated: %v)", v.Name(), names)
		}
	}
}

// replayTraceFile writes v's trace to a file, reads it back, replays it
// in a model built from the file alone (calendar, start state) and
// returns the replay, the explorer's trace, and the invariants violated
// at the replay's end.
func replayTraceFile(t *testing.T, res *Result, v *Violation, p *ta.Program, props []*Property) (*Replayed, *Trace, []string) {
	t.Helper()
	tr, err := res.TraceTo(v.State, nil)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "v.trace.yaml")
	if err := tr.File(res.Model, v.Name()).Write(path); err != nil {
		t.Fatal(err)
	}
	tf, err := ReadTraceFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := tf.Model(path, p, props)
	if err != nil {
		t.Fatal(err)
	}
	steps, end, err := tf.ReplaySteps(m)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Replay(m, steps, end, nil)
	if err != nil {
		t.Fatal(err)
	}
	names, err := ViolatedAt(m, out)
	if err != nil {
		t.Fatal(err)
	}
	return out, tr, names
}

// A replay rejects a trace that skips a due timer.
func TestReplayRejectsSkippedTimer(t *testing.T) {
	p, cfg := figure1(t, 9*hour)
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	on := p.LookupStimulus("FrontPorchLight.SwitchedOn")
	motion := p.LookupStimulus("PorchMotion.Detected")
	steps := []ReplayStep{
		{At: big.NewRat(0, 1), Stim: on},
		{At: big.NewRat(301, 1), Stim: motion},
	}
	if _, err := Replay(m, steps, big.NewRat(301, 1), nil); err == nil || !strings.Contains(err.Error(), "timerFrontPorchLight is due at 09:05:00") {
		t.Fatalf("replay accepted a trace that skips the timer (err %v)", err)
	}
}

func TestRuntimeErrorReported(t *testing.T) {
	p := loadSrc(t, "var n: 0..2\nevent E\nrule R on E { n = n + 1 }")
	res := run(t, p, Config{})
	rep := report(t, res)
	if len(rep.Errors) != 1 || !strings.Contains(rep.Errors[0].Message, "n = 3 is outside its range 0..2") {
		t.Fatalf("runtime errors %+v", rep.Errors)
	}
	if got := len(rep.Errors[0].Trace); got != 3 {
		t.Fatalf("trace of %d steps, want 3 (E, E, E)", got)
	}
}

// Time-bound invariants, checked against hand-worked timelines.
func TestObservers(t *testing.T) {
	src := `
device L: {Off, On}
timer off
event Press, Cancel
rule P on Press { L = On  start off 10s }
rule X on off { L = Off }
rule C on Cancel { cancel off }
`
	tests := []struct {
		name, yaml string
		violated   bool
	}{
		// The light is on for exactly 10 s after a press.
		{"stays 10s", "- {name: a, after: Press, holds: L == On, for: 10s}", false},
		{"stays 11s", "- {name: a, after: Press, holds: L == On, for: 11s}", true},
		// It goes off within 10 s, unless the timer is cancelled.
		{"off within 10s", "- {name: a, after: Press, reaches: L == Off, within: 10s}", true},
		{"rule trigger", "- {name: a, after: \"rule X\", reaches: L == Off, within: 1s}", false},
		{"edge", "- {name: a, after: L == On, reaches: L == Off, within: 1h}", true},
		{"change", "- {name: a, after: change L, while: L == Off, holds: L == On, for: 10s}", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := loadSrc(t, src)
			ps, err := ParseProperties("t.yaml", []byte(tc.yaml), p)
			if err != nil {
				t.Fatal(err)
			}
			rep := report(t, run(t, p, Config{Props: ps}))
			if rep.Invariants[0].Violated != tc.violated {
				t.Fatalf("violated = %v, want %v (%+v)", rep.Invariants[0].Violated, tc.violated, rep.Invariants[0].Violation)
			}
		})
	}
}

// evening is testprog.Evening: schedules, time-of-day conditions, a
// random-window timer and diagonal constraints, for the oracles.
const evening = testprog.Evening

// smallPrograms is testprog.SmallPrograms in the shape the tests range
// over.
func smallPrograms(t *testing.T) []struct {
	name string
	prog *ta.Program
	cfg  Config
} {
	var out []struct {
		name string
		prog *ta.Program
		cfg  Config
	}
	for _, c := range testprog.SmallPrograms(t) {
		out = append(out, struct {
			name string
			prog *ta.Program
			cfg  Config
		}{c.Name, c.Prog, c.Cfg})
	}
	return out
}

// The dense-time oracle: random runs with random rational delays must
// only reach states (discrete part and region) the explorer reports.
func TestRandomRunsStayInExploredStates(t *testing.T) {
	steps := 3000
	if os.Getenv("DELOREAN_LONG") != "" {
		steps = 100000
	}
	for _, tc := range smallPrograms(t) {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, tc.prog, tc.cfg)
			fired := simulate(t, res, rand.New(rand.NewSource(1)), steps)
			// The walks must exercise the program, or they check little.
			n := 0
			for _, s := range tc.prog.Stimuli() {
				if fired[s.Name] > 0 {
					n++
				}
			}
			if n*2 < len(tc.prog.Stimuli()) {
				t.Errorf("the random runs fired only %d of %d stimuli: %v", n, len(tc.prog.Stimuli()), fired)
			}
		})
	}
}

// simulate runs random concrete walks from the start state and checks
// that each state they reach is in the explorer's store.
func simulate(t *testing.T, res *Result, rng *rand.Rand, total int) map[string]int {
	fired := map[string]int{}
	m := res.Model
	reg := m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	runner := m.Mach.NewRunner()
	eff := ta.NewEffects(m.Prog)
	n := 0
	for n < total {
		st, obs, val := m.Initial()
		vc := model.ValClocks{Valuation: val}
		if err := m.Settle(&st, vc, obs); err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 300 && n < total; k++ {
			n++
			m.RegionOf(val, reg)
			key := m.Encoding().Encode(buf, &st, obs, reg)
			if _, ok := res.Store.Lookup(key); !ok {
				t.Fatalf("a random run at %s reached a state the explorer missed: %s", m.ClockText(val.Now), StateText(m, &st))
			}
			// Either let a random amount of time pass (up to the next
			// deadline) or fire a random enabled stimulus.
			var enabled []int
			for s := range m.Prog.Stimuli() {
				if ok, _ := m.Mach.Enabled(&st, vc, s); m.Relevant(s) && ok {
					enabled = append(enabled, s)
				}
			}
			urgent, _ := m.Mach.Urgent(&st, vc)
			if !urgent && (len(enabled) == 0 || rng.Intn(2) == 0) {
				d := randomDelay(m, &st, val, rng)
				if d == nil {
					break
				}
				// A progress condition (a location invariant) may forbid
				// the delay: try shorter ones.
				moved := false
				for try := 0; try < 20 && !moved; try++ {
					st2, obs2, val2 := st.Clone(), append([]bool(nil), obs...), val.Clone()
					if err := trace.Advance(m, &st2, model.ValClocks{Valuation: val2}, obs2, new(big.Rat).Add(val2.Now, d)); err == nil {
						st, obs, val = st2, obs2, val2
						vc = model.ValClocks{Valuation: val}
						moved = true
					}
					d.Quo(d, big.NewRat(2, 1))
				}
				if moved || len(enabled) == 0 {
					continue
				}
			}
			if len(enabled) == 0 {
				break
			}
			if len(enabled) == 0 {
				break
			}
			s := enabled[rng.Intn(len(enabled))]
			fired[m.Prog.Stimuli()[s].Name]++
			pre, preVal := st.Clone(), val.Clone()
			ch := &randomChoices{rng: rng}
			if err := runner.Fire(&st, vc, s, ch, eff); err != nil {
				break
			}
			if err := m.Observe(&pre, preVal, &st, vc, obs, eff); err != nil {
				t.Fatal(err)
			}
			if err := m.Settle(&st, vc, obs); err != nil {
				t.Fatal(err)
			}
		}
	}
	return fired
}

type randomChoices struct{ rng *rand.Rand }

func (r *randomChoices) ChooseFactor(_, n int) int { return r.rng.Intn(n) }

func (r *randomChoices) ChooseRandom(lo, hi int64) int64 { return lo + r.rng.Int63n(hi-lo+1) }

// randomDelay picks a random rational delay (denominator up to 1000)
// that passes no deadline and stays within the horizon; nil if none.
func randomDelay(m *Model, st *ta.State, val *interp.Valuation, rng *rand.Rand) *big.Rat {
	limit := big.NewRat([]int64{1, 10, 300}[rng.Intn(3)], 1)
	if h := m.Cfg.Cal.Horizon; h > 0 {
		left := new(big.Rat).Sub(big.NewRat(h, 1), val.Now)
		if left.Cmp(limit) < 0 {
			limit = left
		}
	}
	for tIdx, w := range st.Timers {
		if w == 0 {
			continue
		}
		tm := m.Prog.Timers[tIdx]
		left := new(big.Rat).Sub(big.NewRat(tm.Windows[w-1].Hi, 1), val.Value(tm.ClockIndex))
		if left.Cmp(limit) < 0 {
			limit = left
		}
	}
	for _, occ := range m.Bind.Occur {
		for _, o := range occ {
			left := new(big.Rat).Sub(big.NewRat(o, 1), val.Now)
			if left.Sign() > 0 && left.Cmp(limit) < 0 {
				limit = left
			}
		}
	}
	if limit.Sign() <= 0 {
		return nil
	}
	// Sometimes land exactly on an integer second or the limit.
	switch rng.Intn(4) {
	case 0:
		return limit
	case 1:
		whole := new(big.Rat).SetInt64(1 + rng.Int63n(3))
		if whole.Cmp(limit) <= 0 {
			return whole
		}
	}
	f := big.NewRat(1+rng.Int63n(1000), 1000)
	return f.Mul(f, limit)
}

// The explorer invents no state: the trace to any stored state replays in
// the concrete semantics to that very state (TraceTo checks every step and
// replays the whole trace independently), and so does every violation's.
func TestSampledStatesReplay(t *testing.T) {
	for _, tc := range smallPrograms(t) {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, tc.prog, tc.cfg)
			n := res.Store.Len()
			stride := max(1, n/75) // 75 states a program; 150 in make test-long
			if os.Getenv("DELOREAN_LONG") != "" {
				stride = max(1, n/150)
			}
			for i := 0; i < n; i += stride {
				if _, err := res.TraceTo(uint32(i), nil); err != nil {
					t.Fatalf("state %d of %d: %v", i, n, err)
				}
			}
			if _, err := res.BuildReport(); err != nil {
				t.Fatalf("violation traces: %v", err)
			}
		})
	}
}

// Similar states are never split: every stored state has its own key, and
// decoding a key and encoding it again gives the same key.
func TestKeysCanonical(t *testing.T) {
	for _, tc := range smallPrograms(t)[:4] {
		res := run(t, tc.prog, tc.cfg)
		m := res.Model
		st := m.Mach.Initial()
		obs := make([]bool, len(m.Timed))
		reg := m.Layout.NewRegion()
		dec, enc := m.Encoding().Scratch(), m.Encoding().Scratch()
		seen := map[string]bool{}
		for i := 0; i < res.Store.Len(); i++ {
			key := res.Store.Key(uint32(i))
			if seen[string(key)] {
				t.Fatalf("%s: two stored states share a key", tc.name)
			}
			seen[string(key)] = true
			m.Encoding().Decode(key, res.Store.Wall(uint32(i)), dec, &st, obs, reg)
			if again := m.Encoding().Encode(enc, &st, obs, reg); string(again) != string(key) {
				t.Fatalf("%s: state %d does not encode back to its key", tc.name, i)
			}
			// A successor with state i's discrete part and another
			// state's observers and clocks, encoded from i's key (as a
			// delay is), whose bits after the discrete part must not
			// leak in.
			if i > 0 {
				prev := res.Store.Key(uint32(i - 1))
				pst := st.Clone()
				m.Encoding().Decode(prev, res.Store.Wall(uint32(i-1)), dec, &pst, obs, reg)
				want := string(m.Encoding().Encode(enc, &st, obs, reg))
				if got := m.Encoding().EncodeAfter(enc, key, obs, reg); string(got) != want {
					t.Fatalf("%s: state %d's discrete part with state %d's clocks: %x from its key, want %x", tc.name, i, i-1, got, want)
				}
			}
		}
	}
}
