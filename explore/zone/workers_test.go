package zone

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// Several workers give the one-worker search's result, node for node:
// the same zones stored in the same order with the same parents and
// symbolic records, the same counts, the same first node per discrete
// state, the same runtime errors and violations (first nodes and counts),
// the same coverage, the same replayed traces, and the same stopping
// point under the limits. The reference is the search with one worker,
// which expands each node where it takes it off the waiting list; the
// workers expand nodes ahead of time and the search applies what they
// recorded (workers.go).

// fingerprint writes down everything a search found, for comparing two
// searches line by line (the time taken left out).
func fingerprint(r *Result) []string {
	out := []string{fmt.Sprintf("complete %v (%s), frontier %d, zones %d, stored %d, hits %d, transitions %d, locations %d, extrapolation %s",
		r.Complete, r.StopReason, r.Frontier, r.Zones, r.Stored, r.Hits, r.Transitions, r.Locations, r.Extrapolation)}
	out = append(out, fmt.Sprintf("covered %x", []uint64(r.Covered)))
	for i := range r.States {
		out = append(out, fmt.Sprintf("state %d %q first %d", i, key(&r.States[i]), r.First[i]))
	}
	for i := range r.nodes {
		n := &r.nodes[i]
		out = append(out, fmt.Sprintf("node %d: disc %d loc %d parent %d stim %d choice %v dead %v zone %s record %+v",
			i, n.disc, n.loc, n.parent, n.stim, n.choice, n.dead, r.ZoneText(i), *n.tr))
	}
	for _, e := range r.Errors {
		run := "none"
		if e.run != nil {
			run = fmt.Sprintf("%+v", *e.run)
		}
		out = append(out, fmt.Sprintf("error node %d stim %d %s run %s", e.Node, e.Stim, e.Err, run))
	}
	for _, v := range r.Violations {
		out = append(out, fmt.Sprintf("violation %s node %d count %d final %v", v.Prop.Name, v.Node, v.Count, v.final))
	}
	return out
}

// reportText is the report's verdicts, runtime errors and coverage, with
// their replayed traces.
func reportText(t *testing.T, r *Result) string {
	t.Helper()
	rep, err := r.BuildReport()
	if err != nil {
		t.Fatalf("report: %v", err)
	}
	b, err := json.Marshal([]any{rep.Invariants, rep.Errors, rep.Coverage, rep.DiscreteStates, rep.ValueStates, rep.Zones})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// workerRuns are the worker counts compared with one, with the nodes per
// worker the workers may expand ahead of the search (0: the default).
var workerRuns = []struct{ workers, ahead int }{{2, 0}, {2, 1}, {3, 3}, {8, 0}}

// sameForWorkers explores m with one worker and with several (opt's
// other settings kept) and fails at the first difference. It returns the
// one-worker result, and adds to *ahead and *wasted the nodes the workers
// expanded ahead and those of them thrown away.
func sameForWorkers(t *testing.T, name string, m *explore.Model, opt Options, ahead, wasted *int) *Result {
	return sameForWorkersEarly(t, name, m, opt, ahead, wasted, new(int64))
}

// sameForWorkersEarly is sameForWorkers that also adds to *early the
// hits the workers found before the search committed them.
func sameForWorkersEarly(t *testing.T, name string, m *explore.Model, opt Options, ahead, wasted *int, early *int64) *Result {
	t.Helper()
	opt.Workers = 1
	ref, err := Explore(m, opt)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if ref.ahead != 0 || ref.early != 0 {
		t.Fatalf("%s: one worker expanded %d nodes ahead, found %d hits early", name, ref.ahead, ref.early)
	}
	want, wantRep := fingerprint(ref), reportText(t, ref)
	for _, w := range workerRuns {
		opt.Workers, opt.ahead = w.workers, w.ahead
		res, err := Explore(m, opt)
		if err != nil {
			t.Fatalf("%s, %d workers: %v", name, w.workers, err)
		}
		got := fingerprint(res)
		for k := 0; k < max(len(want), len(got)); k++ {
			var a, b string
			if k < len(want) {
				a = want[k]
			}
			if k < len(got) {
				b = got[k]
			}
			if a != b {
				t.Fatalf("%s (%+v): %d workers (%d ahead each) differ from one at line %d:\none:  %s\nmany: %s", name, opt, w.workers, w.ahead, k, a, b)
			}
		}
		if rep := reportText(t, res); rep != wantRep {
			t.Fatalf("%s: %d workers: the report differs from one worker's:\none:  %s\nmany: %s", name, w.workers, wantRep, rep)
		}
		if res.ahead == 0 && len(res.nodes) > 1 {
			t.Fatalf("%s: %d workers expanded nothing ahead", name, w.workers)
		}
		if res.early > res.Hits {
			t.Fatalf("%s: %d workers found %d hits early, of %d", name, w.workers, res.early, res.Hits)
		}
		*ahead += res.ahead
		*wasted += res.wasted
		*early += res.early
	}
	return ref
}

// The bundled programs with their invariants, the home benchmark's with
// theirs on short horizons, and Fischer's protocol.
func TestWorkersBundled(t *testing.T) {
	isyCal := ta.Calendar{Start: 21 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 20 * hour}
	haCal := func(h int64) ta.Calendar {
		return ta.Calendar{Start: 9 * hour, Horizon: h, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}
	}
	cases := []struct {
		path, inv string
		cal       ta.Calendar
		opt       Options
	}{
		{"paper/figure1.ta", "paper/figure1.inv.yaml", ta.Calendar{Start: 17*hour + 30*60, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}, Options{}},
		{"paper/latearrival.ta", "paper/latearrival.inv.yaml", ta.Calendar{Start: 9 * hour, Horizon: 900, Sunrise: 6 * hour, Sunset: 18 * hour}, Options{}},
		{"isy/hallway.isy", "isy/hallway.inv.yaml", isyCal, Options{}},
		{"isy/garage.isy", "isy/garage.inv.yaml", isyCal, Options{}},
		{"isy/evening.isy", "isy/evening.inv.yaml", ta.Calendar{Start: 19 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 20 * hour}, Options{}},
		// (The home programs' per-location bounds analysis takes longer
		// than their search on these horizons.)
		{"ha/p05/p05.ta", "ha/p05/invariants.yaml", haCal(120), Options{GlobalBounds: true}},
		{"ha/p09/p09.isy", "ha/p09/invariants.yaml", haCal(300), Options{GlobalBounds: true}},
		{"ha/p10/p10.isy", "ha/p10/invariants.yaml", haCal(2), Options{GlobalBounds: true}},
		{"ta/fischer-4.tck", "", ta.Calendar{}, Options{}},
		{"ta/fischer-broken-3.tck", "", ta.Calendar{}, Options{}},
	}
	ahead, wasted, early, hits := 0, 0, int64(0), int64(0)
	for _, c := range cases {
		p := load(t, filepath.Join("../../programs", c.path))
		cfg := explore.Config{Cal: c.cal}
		if c.inv != "" {
			cfg.Props = props(t, p, filepath.Join("../../programs", c.inv))
		}
		m, err := explore.NewModel(p, cfg)
		if err != nil {
			t.Fatal(err)
		}
		ref := sameForWorkersEarly(t, c.path, m, c.opt, &ahead, &wasted, &early)
		hits += ref.Hits * int64(len(workerRuns))
		t.Logf("%s: %d zones, %d discrete states, %d violated, %v", c.path, ref.Zones, len(ref.States), len(ref.Violations), ref.Elapsed)
	}
	t.Logf("expanded ahead %d nodes, %d of them thrown away; %d of %d hits found by the workers", ahead, wasted, early, hits)
	if wasted == 0 {
		t.Errorf("no expansion computed ahead was thrown away: the test does not exercise covering of a node expanded ahead")
	}
	// The same hits (fingerprint), most found before the commit: else
	// the workers' test against the stored zones is not exercised.
	if early == 0 || early == hits {
		t.Errorf("the workers found %d of %d hits early: want some, not all (the rest are covered by zones committed after the test)", early, hits)
	}
}

// tracesInvariants are invariants on randomZoneProgram's devices and
// clocks (as TestTracesRandom's), to have violations on random programs.
var tracesInvariants = []string{
	"- name: a off\n  condition: 'a == Off'\n",
	"- name: d off or n small\n  condition: 'd == Off || n < 2'\n",
	"- name: a stays\n  after: e1\n  holds: 'a == On'\n  for: 3s\n",
	"- name: d reaches\n  after: 'change a'\n  reaches: 'd == On'\n  within: 4s\n",
}

// Random programs (those of TestDifferentialRandom, some with a runtime
// error and invariants, and those of TestInvariantsRandom), with each
// store setting in turn.
func TestWorkersRandom(t *testing.T) {
	settings := []Options{{}, {NoExtrapolation: true}, {Covering: CoverInclusion}, {GlobalBounds: true}}
	rng := rand.New(rand.NewSource(2527))
	ahead, wasted, errs, viols := 0, 0, 0, 0
	for i := 0; i < 60; i++ {
		src, cal := randomZoneProgram(rng)
		if i%3 == 0 {
			// A runtime error (n leaves its range) after a clock question.
			src += "rule bump on e3 {\n    if c1 > 2s { n = n + 2 }\n}\n"
		}
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		var inv strings.Builder
		for _, s := range tracesInvariants {
			if rng.Intn(2) == 0 {
				inv.WriteString(s)
			}
		}
		ps, err := explore.ParseProperties("random.yaml", []byte(inv.String()), p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: ps})
		if err != nil {
			t.Fatal(err)
		}
		ref := sameForWorkers(t, fmt.Sprintf("random %d\n%s\n%s", i, src, inv.String()), m, settings[i%len(settings)], &ahead, &wasted)
		errs += len(ref.Errors)
		viols += len(ref.Violations)
	}
	for i := 0; i < 40; i++ {
		src, inv, cal := randomInvariantCase(rng)
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		ps, err := explore.ParseProperties("random.yaml", []byte(inv), p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: ps})
		if err != nil {
			t.Fatal(err)
		}
		ref := sameForWorkers(t, fmt.Sprintf("invariants %d\n%s\n%s", i, src, inv), m, settings[i%len(settings)], &ahead, &wasted)
		viols += len(ref.Violations)
	}
	t.Logf("%d runtime errors, %d violations; expanded ahead %d nodes, %d of them thrown away", errs, viols, ahead, wasted)
	if errs == 0 || viols == 0 || wasted == 0 {
		t.Errorf("no runtime error, no violation or no expansion thrown away: the test does not exercise them")
	}
}

// The limits stop the search at the same node for any number of workers:
// MaxZones at several counts, StopAtFirst.
func TestWorkersLimits(t *testing.T) {
	ahead, wasted := 0, 0
	p := load(t, "../../programs/ta/fischer-4.tck")
	m, err := explore.NewModel(p, explore.Config{})
	if err != nil {
		t.Fatal(err)
	}
	full := sameForWorkers(t, "fischer-4", m, Options{}, &ahead, &wasted)
	for _, k := range []int{1, 2, 5, 17, 100, full.Stored / 3, full.Stored - 1} {
		res := sameForWorkers(t, fmt.Sprintf("fischer-4, at most %d zones", k), m, Options{MaxZones: k}, &ahead, &wasted)
		if res.Complete || res.Stored < k {
			t.Fatalf("fischer-4, at most %d zones: complete %v with %d stored", k, res.Complete, res.Stored)
		}
	}
	// A program with violations: stopped at the first, at a later node
	// than the start.
	p = load(t, "../../programs/ha/p10/p10.isy")
	cal := ta.Calendar{Start: 21*hour + 50*60, Horizon: 900, Sunrise: 6*hour + 30*60, Sunset: 19 * hour, DayKnown: true}
	m, err = explore.NewModel(p, explore.Config{Cal: cal, Props: props(t, p, "../../programs/ha/p10/invariants.yaml")})
	if err != nil {
		t.Fatal(err)
	}
	res := sameForWorkers(t, "p10 at 21:50, stop at the first violation", m, Options{StopAtFirst: true}, &ahead, &wasted)
	if res.Complete || len(res.Violations) == 0 || res.Violations[0].Node == 0 {
		t.Fatalf("p10 at 21:50: complete %v, %d violations: StopAtFirst did not stop after the start", res.Complete, len(res.Violations))
	}
	t.Logf("p10 at 21:50 stops at node %d of %d stored; expanded ahead %d nodes, %d thrown away", res.Violations[0].Node, res.Stored, ahead, wasted)
}
