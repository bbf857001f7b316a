package explore

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// violationSet names what a result found: violated invariants and runtime
// errors (by message).
func violationSet(r *Result) []string {
	var out []string
	for _, v := range r.Violations {
		if v.Err != nil {
			out = append(out, "error: "+v.Err.Error())
		} else {
			out = append(out, v.Name())
		}
	}
	sort.Strings(out)
	return out
}

// bfsKeys projects a result's states on the BFS's keys (m's encoding,
// which caps the wall clock): the states the timed DPOR search visits
// are keyed with the exact wall clock (see dporModel).
func bfsKeys(m *Model, r *Result) map[string]bool {
	rm := r.Model
	st := rm.Mach.Initial()
	obs := make([]bool, len(rm.Timed))
	reg := rm.Layout.NewRegion()
	buf, kbuf := rm.enc.scratch(), m.enc.scratch()
	out := map[string]bool{}
	for i := 0; i < r.Store.Len(); i++ {
		rm.enc.decode(r.Store.Key(uint32(i)), r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		out[string(m.enc.encode(kbuf, &st, obs, reg))] = true
	}
	return out
}

// timedBoth explores m with the full timed BFS and with timed DPOR and
// checks what DPOR guarantees (notes/dpor.md §6.6):
//
//   - exactly the same violated invariants and runtime errors: invariant
//     visibility makes every event that can change an invariant's verdict
//     dependent on every other such event, so every reachable valuation of
//     what an invariant reads occurs in a visited state;
//   - no invented state: every state DPOR visits, projected on the BFS's
//     key, is a state the BFS found (so at most as many), and likewise its
//     valuations of the variables;
//   - every violation's trace replays (BuildReport replays each).
//
// It does NOT require equal state sets: DPOR skips intermediate states of
// reordered independent events. It returns the counts, or ok=false when
// the BFS does not finish within limit states.
func timedBoth(t *testing.T, m *Model, name string, limit int) (full, red *Result, ok bool) {
	t.Helper()
	full, err := Explore(m, Options{MaxStates: limit})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !full.Complete {
		return nil, nil, false
	}
	red, err = Explore(m, Options{DPOR: true})
	if err != nil {
		t.Fatalf("%s: DPOR: %v", name, err)
	}
	if !red.Complete || !red.Stats.DPOR {
		t.Fatalf("%s: DPOR run complete=%v (%s), DPOR flag %v", name, red.Complete, red.StopReason, red.Stats.DPOR)
	}
	if f, d := violationSet(full), violationSet(red); !slices.Equal(f, d) {
		t.Errorf("%s: the BFS finds %v, timed DPOR %v", name, f, d)
	}
	fk, dk := bfsKeys(m, full), bfsKeys(m, red)
	for k := range dk {
		if !fk[k] {
			t.Errorf("%s: timed DPOR visits a state the BFS does not reach", name)
			break
		}
	}
	if len(fk) != full.Store.Len() {
		t.Fatalf("%s: projection of the BFS's own states: %d of %d", name, len(fk), full.Store.Len())
	}
	if m := missing(red.ValueLines(), full.ValueLines()); len(m) > 0 {
		t.Errorf("%s: timed DPOR reaches %s, which the BFS does not", name, m[0])
	}
	if _, err := red.BuildReport(); err != nil {
		t.Errorf("%s: DPOR violation traces: %v", name, err)
	}
	return full, red, true
}

// (a) Every small bundled program: the same verdicts as the BFS.
func TestTimedDPORBundledPrograms(t *testing.T) {
	type tcase struct {
		name string
		prog *ta.Program
		cfg  Config
	}
	var cases []tcase
	for _, tc := range smallPrograms(t) {
		cases = append(cases, tcase{tc.name, tc.prog, tc.cfg})
	}
	var files []string
	for _, pat := range []string{"../programs/elk/*.elk", "../programs/ha/*/*.ta", "../programs/ha/*/*.elk", "../programs/ha/*/*.isy"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	for _, f := range files {
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		cfg := Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: 120, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
		for _, inv := range []string{strings.TrimSuffix(f, filepath.Ext(f)) + ".inv.yaml", filepath.Join(filepath.Dir(f), "invariants.yaml")} {
			if _, err := os.Stat(inv); err == nil {
				if cfg.Props, err = LoadProperties(inv, p); err != nil {
					t.Fatalf("%s: %v", inv, err)
				}
				break
			}
		}
		cases = append(cases, tcase{f, p, cfg})
	}
	limit := 20000
	if os.Getenv("DELOREAN_LONG") != "" {
		limit = 500000
	}
	n, equal, violated := 0, 0, 0
	for _, tc := range cases {
		m, err := NewModel(tc.prog, tc.cfg)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		full, red, ok := timedBoth(t, m, tc.name, limit)
		if !ok {
			t.Logf("%s: more than %d timed states; skipped", tc.name, limit)
			continue
		}
		n++
		if len(full.Violations) > 0 {
			violated++
		}
		if slices.Equal(red.ValueLines(), full.ValueLines()) {
			equal++
		}
		t.Logf("%s: BFS %d states %d transitions; DPOR %d states (%d as BFS keys) %d transitions %d executions; violations %v",
			tc.name, full.Stats.States, full.Stats.Transitions, red.Stats.States, len(bfsKeys(m, red)), red.Stats.Transitions, red.Stats.Executions, violationSet(red))
	}
	t.Logf("%d programs, %d with violations; DPOR visits every valuation of the variables the BFS reaches in %d", n, violated, equal)
	if n < 15 || violated < 3 {
		t.Errorf("only %d programs (%d with violations) compared", n, violated)
	}
}

// (a) Random programs: the same verdicts as the BFS, with an Always
// invariant, and every other program an observer (a time-bound
// invariant with its own clock).
func TestTimedDPORRandomPrograms(t *testing.T) {
	n := 300
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 3000
	}
	rng := rand.New(rand.NewSource(23))
	violated, equal, compared := 0, 0, 0
	var bfsStates, dporStates, bfsKeyStates int64
	for i := 0; i < n; i++ {
		p, src := loadRandom(t, rng, i)
		cond, v := twoVarInvariant(rng, p)
		yaml := fmt.Sprintf("- name: inv\n  condition: '%s'\n", cond)
		if i%2 == 1 {
			kind := []string{"holds: '%s', for: %ds", "reaches: '%s', within: %ds"}[rng.Intn(2)]
			yaml += fmt.Sprintf("- {name: obs, after: e0, "+kind+"}\n", fmt.Sprintf("%s == %s", ta.QuoteName(v.Name), FormatValue(&v.Type, v.Type.Min())), 1+rng.Intn(3))
		}
		props, err := ParseProperties("inv.yaml", []byte(yaml), p)
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, yaml)
		}
		m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 20}, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("program %d:\n%s\ninvariants:\n%s", i, src, yaml)
		full, red, ok := timedBoth(t, m, name, 20000)
		if !ok {
			continue
		}
		compared++
		if len(full.Violations) > 0 {
			violated++
		}
		if slices.Equal(red.ValueLines(), full.ValueLines()) {
			equal++
		}
		bfsStates += full.Stats.States
		dporStates += red.Stats.States
		bfsKeyStates += int64(len(bfsKeys(m, red)))
		if t.Failed() {
			return
		}
	}
	t.Logf("%d of %d programs compared, %d with violations; same valuations in %d; states: BFS %d, DPOR %d (%d as BFS keys)",
		compared, n, violated, equal, bfsStates, dporStates, bfsKeyStates)
	if compared < n*9/10 || violated*10 < compared {
		t.Errorf("only %d programs compared, %d with violations: the test checks little", compared, violated)
	}
}

// (b) k independent environment events at one instant. Without clocks
// and a horizon no time passes (no delay transition), so every state is
// one instant. Event Ei sets vi := 1 and touches nothing else; an event
// whose variable is already 1 leaves the state as it is.
//
// The BFS reaches every subset of {v1..vk} set: 2^k states, one for every
// prefix of each of the k! orders, and from each it fires all k events:
// k * 2^k transitions.
//
// DPOR (round-robin continuation, ids in declaration order) runs one
// execution: E1, E2, ..., Ek (k new states after the start: k+1 states),
// then at the all-ones state the continuation wraps to E1, E2, ..., Ek,
// k self-loops; after the k-th the cycle has run every event enabled on it
// (the full-cycle proviso) and the execution ends. Its k + k transitions
// conflict only with transitions of the same event (Ei writes only vi),
// so the backward searches add no backtracking point: 1 execution, 2k
// distinct transitions, 2k event executions, k+1 states.
func TestTimedDPORIndependentEvents(t *testing.T) {
	for _, k := range []int{3, 4, 5} {
		var b strings.Builder
		for i := 1; i <= k; i++ {
			fmt.Fprintf(&b, "var v%d: 0..1\nevent E%d\nrule R%d on E%d { v%d = 1 }\n", i, i, i, i, i)
		}
		p := loadSrc(t, b.String())
		m, err := NewModel(p, Config{})
		if err != nil {
			t.Fatal(err)
		}
		full, red, ok := timedBoth(t, m, fmt.Sprintf("k=%d", k), 0)
		if !ok {
			t.Fatal("the BFS did not finish")
		}
		if got, want := full.Stats.States, int64(1)<<k; got != want {
			t.Errorf("k=%d: BFS states %d, want 2^k = %d", k, got, want)
		}
		if got, want := full.Stats.Transitions, int64(k)<<k; got != want {
			t.Errorf("k=%d: BFS transitions %d, want k*2^k = %d", k, got, want)
		}
		s := red.Stats
		if s.States != int64(k+1) || s.Transitions != int64(2*k) || s.Executed != int64(2*k) || s.Executions != 1 {
			t.Errorf("k=%d: DPOR states %d transitions %d executed %d executions %d, want %d, %d, %d, 1",
				k, s.States, s.Transitions, s.Executed, s.Executions, k+1, 2*k, 2*k)
		}
	}
}

// (b') The same events made dependent (each also writes one shared
// variable) must not be reduced: DPOR then visits all 2^k states, which
// shows the test above can fail.
func TestTimedDPORDependentEventsNotReduced(t *testing.T) {
	const k = 4
	var b strings.Builder
	b.WriteString("var last: 0..4\n")
	for i := 1; i <= k; i++ {
		fmt.Fprintf(&b, "var v%d: 0..1\nevent E%d\nrule R%d on E%d { if v%d == 0 { v%d = 1  last = %d } }\n", i, i, i, i, i, i, i)
	}
	p := loadSrc(t, b.String())
	m, err := NewModel(p, Config{Props: props(t, p, "- name: order\n  condition: 'last != 4 || v3 == 1'\n")})
	if err != nil {
		t.Fatal(err)
	}
	full, red, ok := timedBoth(t, m, "dependent", 0)
	if !ok {
		t.Fatal("the BFS did not finish")
	}
	// States: the subset of events run, and which ran last.
	if bk := len(bfsKeys(m, red)); bk != full.Store.Len() {
		t.Errorf("DPOR visits %d of the %d states of dependent events", bk, full.Store.Len())
	}
	if len(red.Violations) != 1 {
		t.Errorf("DPOR violations %v, want the order invariant", violationSet(red))
	}
}

// (c) A violation trace of the DPOR search replays, also from a trace
// file (as TestTraceFileReplays does for the BFS).
func TestTimedDPORTraceReplays(t *testing.T) {
	p := load(t, "../programs/paper/figure2.ta")
	ps, err := LoadProperties("../programs/paper/figure2.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Cal: ta.Calendar{Horizon: 60}, Props: ps}
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, Options{DPOR: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Violations) == 0 {
		t.Fatal("figure2: no violation found with DPOR")
	}
	rep, err := res.BuildReport()
	if err != nil {
		t.Fatal(err)
	}
	if !rep.DPOR || rep.Executions == 0 {
		t.Errorf("the report does not say DPOR was on (dpor %v, executions %d)", rep.DPOR, rep.Executions)
	}
	var text strings.Builder
	rep.WriteText(&text)
	if !strings.Contains(text.String(), "DPOR") {
		t.Errorf("the text report does not mention DPOR:\n%s", text.String())
	}
	for _, v := range res.Violations {
		_, _, names := replayTraceFile(t, res, v, p, cfg.Props)
		if !slices.Contains(names, v.Name()) {
			t.Fatalf("the replayed DPOR trace does not violate %s (violated: %v)", v.Name(), names)
		}
	}
	// Every stored state's trace replays, not only the violations'.
	for i := 0; i < res.Store.Len(); i += max(1, res.Store.Len()/100) {
		if _, err := res.TraceTo(uint32(i), nil); err != nil {
			t.Fatalf("state %d: %v", i, err)
		}
	}
}
