package baseline

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/dpor"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
)

// plainModel is the untimed search as it was before the states were kept
// compactly (issue 41): each state a whole node, its successors whole in a
// map by key, its accesses a slice per successor. It shares only fire (a
// stimulus run) with the search under test; the keys are its own (the
// state's fields printed), so is the projection (projectState's text) and
// the invariant check.
type plainModel struct {
	b     *baseline
	acc   *untimedModel // only for its accesses (the run's, and the invariants' locations)
	first *node
	names dpor.Names
	succ  map[string]map[dpor.EventID]plainSucc
}

type plainSucc struct {
	next *node
	acc  []dpor.Access
}

func plainKey(n *node) string {
	return fmt.Sprint(n.st.Vals, n.st.Timers, n.st.RuleOff)
}

func (u *plainModel) Initial() *node     { return u.first }
func (u *plainModel) Key(n *node) string { return plainKey(n) }

func (u *plainModel) Enabled(n *node) []dpor.EventID {
	b := u.b
	k := plainKey(n)
	evs, ok := u.succ[k]
	if !ok {
		evs = map[dpor.EventID]plainSucc{}
		u.succ[k] = evs
		for s := range b.m.Prog.Stimuli() {
			if !b.m.Relevant(s) {
				continue
			}
			b.odo.Reset()
			for {
				b.collect = func(next *node) {
					name := fmt.Sprint(s, b.odo.Choices)
					c := &node{st: next.st.Clone()}
					var acc []dpor.Access
					u.acc.accesses(s, func(a dpor.Access) { acc = append(acc, a) })
					evs[dpor.EventID(u.names.ID(name))] = plainSucc{c, acc}
				}
				if err := b.fire(n, s); err != nil {
					panic(err)
				}
				b.collect = nil
				if !b.odo.Next() {
					break
				}
			}
		}
	}
	// The events in the order their names were first met, as the search
	// under test numbers them (ids in discovery order).
	ids := make([]dpor.EventID, 0, len(evs))
	for id := range evs {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

func (u *plainModel) Execute(n *node, e dpor.EventID) (*node, []dpor.Access) {
	sc := u.succ[plainKey(n)][e]
	return sc.next, sc.acc
}

// plainUntimed runs the plain model through the DPOR engine (or the full
// search) as searchDPOR does, and returns its states, projections and violated
// invariants.
func plainUntimed(t *testing.T, m *explore.Model, noDPOR bool, limit int) (states int, values, violated []string, stats dpor.Stats) {
	b := &baseline{m: m, mode: Untimed, opt: explore.Options{Ctx: context.Background()}, out: &Baseline{Covered: ta.NewBits(len(m.Prog.Stmts()))}}
	b.runner = m.Mach.NewRunner()
	b.eff = ta.NewEffects(m.Prog)
	st, _, _ := m.Initial()
	u := &plainModel{b: b, first: &node{st: st}, succ: map[string]map[dpor.EventID]plainSucc{}}
	u.acc = &untimedModel{b: b, nloc: m.Prog.NumLocs()}
	for _, pr := range m.Props {
		if !pr.IsTimed() && !explore.ReadsTime(m.Prog, pr.Cond) {
			u.acc.invLocs = append(u.acc.invLocs, analysis.ExprLocs(m.Prog, pr.Cond))
		}
	}
	opt := dpor.DefaultOptions()
	opt.NoReduction = noDPOR
	seen := map[string]bool{}
	bad := map[string]bool{}
	opt.Stop = func() bool { return limit > 0 && states >= limit }
	stats = dpor.Explore[*node](u, opt, func(n *node) {
		states++
		seen[projectState(m.Prog, &n.st)] = true
		for _, p := range m.Props {
			if p.IsTimed() || explore.ReadsTime(m.Prog, p.Cond) {
				continue
			}
			if ok, err := m.Truth(&n.st, &untimedClocks{}, p.Cond); err == nil && !ok {
				bad[p.Name] = true
			}
		}
	})
	for v := range seen {
		values = append(values, v)
	}
	sort.Strings(values)
	for _, p := range m.Props {
		if bad[p.Name] {
			violated = append(violated, p.Name)
		}
	}
	return states, values, violated, stats
}

// TestUntimedCompactAgreesWithPlain: the untimed search that keeps states
// as keys and successors as numbers visits the same states, in the same
// number, with the same projections, violations and DPOR statistics as
// the plain search that keeps every state whole, on the bundled home
// programs (with and without DPOR; a state limit on the large ones, which
// the two must stop at alike), with their invariants.
func TestUntimedCompactAgreesWithPlain(t *testing.T) {
	files, _ := filepath.Glob("../../programs/ha/p*/p*.*")
	if len(files) < 10 {
		t.Fatalf("found %d bundled home programs, want 10", len(files))
	}
	violations := 0
	for _, f := range files {
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		cfg := explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
		if cfg.Props, err = explore.LoadProperties(filepath.Join(filepath.Dir(f), "invariants.yaml"), p); err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, noDPOR := range []bool{false, true} {
			limit := 1500
			name := fmt.Sprintf("%s no-dpor=%v", filepath.Base(f), noDPOR)
			got, err := ExploreBaseline(m, Untimed, explore.Options{NoDPOR: noDPOR, MaxStates: limit})
			if err != nil {
				t.Fatal(err)
			}
			states, values, violated, stats := plainUntimed(t, m, noDPOR, limit)
			if got.States != states || got.Projected != len(values) {
				t.Errorf("%s: %d states, %d projected; the plain search %d, %d", name, got.States, got.Projected, states, len(values))
			}
			if !slices.Equal(got.Values, values) {
				t.Errorf("%s: the projections differ from the plain search's (%d against %d)", name, len(got.Values), len(values))
			}
			if strings.Join(got.Violated, ",") != strings.Join(violated, ",") {
				t.Errorf("%s: violated %v, the plain search %v", name, got.Violated, violated)
			}
			violations += len(violated)
			if got.Executed != stats.Executed || got.Executions != stats.Runs {
				t.Errorf("%s: %d executions, %d stimulus runs; the plain search %d, %d", name, got.Executions, got.Executed, stats.Runs, stats.Executed)
			}
		}
	}
	if violations == 0 {
		t.Error("no program violates an invariant untimed: the verdicts were not compared")
	}
}

// TestKeyRoundTrip: decodeKey gives back the state keyBytes encoded, and
// projText the projection projectState prints, on random states (negative
// and 64-bit values, every number of rules around a byte's edge); the
// bundled programs above disable no rule, so this is where RuleOff is
// checked.
func TestKeyRoundTrip(t *testing.T) {
	p := load(t, "../../programs/paper/figure1.ta")
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: hour}})
	if err != nil {
		t.Fatal(err)
	}
	b := &baseline{m: m}
	r := rand.New(rand.NewPCG(1, 2))
	vals := []int64{0, 1, -1, 63, 64, -65, math.MaxInt64, math.MinInt64, 1 << 40}
	for i := 0; i < 2000; i++ {
		nv, nt, nr := len(p.Vars), len(p.Timers), r.IntN(20)
		st := ta.State{Vals: make([]int64, nv), Timers: make([]int32, nt), RuleOff: make([]bool, nr)}
		for j := range st.Vals {
			st.Vals[j] = vals[r.IntN(len(vals))] + int64(r.IntN(3))
		}
		for j := range st.Timers {
			st.Timers[j] = int32(r.IntN(300))
		}
		for j := range st.RuleOff {
			st.RuleOff[j] = r.IntN(2) == 0
		}
		k := string(b.keyBytes(&st))
		got := ta.State{Vals: make([]int64, nv), Timers: make([]int32, nt), RuleOff: make([]bool, nr)}
		b.decodeKey(k, &got)
		if !slices.Equal(got.Vals, st.Vals) || !slices.Equal(got.Timers, st.Timers) || !slices.Equal(got.RuleOff, st.RuleOff) {
			t.Fatalf("decoded %+v, encoded %+v", got, st)
		}
		if want, got := projectState(p, &st), b.projText(string(b.projKey(&st))); got != want {
			t.Fatalf("projection %q, want %q", got, want)
		}
	}
}
