package explore

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/regionsearch"
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

// twoTimers has two timers due at the same instant (both started by the
// start state, 2 s left) whose rules touch disjoint variables, and an
// event touching a third: three stimuli independent of one another.
const twoTimers = `
var a: 0..1
var b: 0..1
var c: 0..1
timer ta
timer tb
event e
rule ra on ta {
    if a == 1 { start ta 2s }
    a = 1
}
rule rb on tb {
    if b == 1 { start tb 2s }
    b = 1
}
rule rc on e { c = 1 }
`

func twoTimersModel(t *testing.T, inv string) *Model {
	t.Helper()
	p := loadSrc(t, twoTimers)
	cfg := Config{Cal: ta.Calendar{Horizon: 4}, Init: &Init{Timers: map[int]int64{p.LookupTimer("ta"): 2, p.LookupTimer("tb"): 2}}}
	if inv != "" {
		cfg.Props = props(t, p, inv)
	}
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Two timers due at once, by hand. Both searches are the same up to the
// instant 2 s, where both timers reach the end of their windows: the
// states arriving there have a = b = 0 and c = 0 or 1. The full search
// then fires ta, tb and e in every order: the urgent states (a, b) in
// {00, 10, 01} with c in {0, 1} (6; an arrival with c = 1 is the state e
// leads to), and the states 11 with c in {0, 1}, where time passes (2).
// The reduced search follows ta's class ({ta}, the first anchor) from
// 00 and then tb's from 10: 00, 10 and 11, each with c in {0, 1}. It
// leaves out exactly the two states 01; after the instant both searches
// are the same again (every state where time passes is visited).
func TestTimedDPORTwoTimersByHand(t *testing.T) {
	m := twoTimersModel(t, "- name: all three\n  condition: '!(a == 1 && b == 1 && c == 1)'\n")
	full, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	red, err := Explore(m, Options{DPOR: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := full.Stats.States - red.Stats.States; got != 2 {
		t.Errorf("the reduced search visits %d states, the full one %d: %d fewer, want 2", red.Stats.States, full.Stats.States, got)
	}
	if !red.Stats.DPOR || red.Stats.Executions == 0 {
		t.Errorf("DPOR %v, %d urgent states reduced", red.Stats.DPOR, red.Stats.Executions)
	}
	// The skipped states are the 01s.
	vals := func(r *Result) []string { return r.ValueLines() }
	if mv := missing(vals(full), vals(red)); len(mv) != 0 {
		// Every valuation but 01 is reached elsewhere (01 only at 2 s).
		for _, l := range mv {
			if !strings.Contains(l, "a=0 b=1") {
				t.Errorf("the reduced search misses the valuation %s", l)
			}
		}
	}
	if f, d := violationSet(full), violationSet(red); !slices.Equal(f, d) || len(f) != 1 {
		t.Fatalf("violations: full %v, reduced %v", f, d)
	}
	fv, rv := full.Violations[0], red.Violations[0]
	if lf, lr := len(full.Path(fv.State)), len(red.Path(rv.State)); lf != lr {
		t.Errorf("first trace: %d states in the full search, %d in the reduced one", lf, lr)
	}
	if _, err := red.TraceTo(rv.State, nil); err != nil {
		t.Errorf("the reduced search's trace does not replay: %v", err)
	}
}

// The same program where both timers' rules also write c: ta, tb and e
// are then one dependence class, and nothing may be reduced (the full
// search's states exactly). This is what makes the test above able to
// fail.
func TestTimedDPORDependentTimersNotReduced(t *testing.T) {
	src := strings.Replace(twoTimers, "    b = 1\n", "    b = 1\n    c = 0\n", 1)
	src = strings.Replace(src, "    a = 1\n", "    a = 1\n    c = 0\n", 1)
	p := loadSrc(t, src)
	cfg := Config{Cal: ta.Calendar{Horizon: 4}, Init: &Init{Timers: map[int]int64{p.LookupTimer("ta"): 2, p.LookupTimer("tb"): 2}}}
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if regionsearch.Reduces(m) {
		t.Errorf("every stimulus depends on every other, yet there is a reduction")
	}
	full, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	red, err := Explore(m, Options{DPOR: true})
	if err != nil {
		t.Fatal(err)
	}
	if full.Stats.States != red.Stats.States {
		t.Errorf("dependent stimuli: %d states reduced, %d full", red.Stats.States, full.Stats.States)
	}
}

// A stimulus that may fail outside the anchor's class keeps the state
// whole. Here e sets c only from 2 s on, and e2 asserts c == 0: in the
// full search the error is met at the instant 2 s one step after the
// arrival (e, then e2 fails). Reduced as in the test above, e would run
// only after both timers (two steps later), and the error's first trace
// would be two steps longer.
func TestTimedDPORMayFailNotReduced(t *testing.T) {
	src := strings.Replace(twoTimers, "event e\n", "event e\nevent e2\n", 1)
	src = strings.Replace(src, "rule rc on e { c = 1 }", `rule rc on e {
    if time >= 00:00:02 { c = 1 }
}
rule rx on e2 { assert c == 0 }`, 1)
	p := loadSrc(t, src)
	cfg := Config{Cal: ta.Calendar{Horizon: 4}, Init: &Init{Timers: map[int]int64{p.LookupTimer("ta"): 2, p.LookupTimer("tb"): 2}}}
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	full, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	red, err := Explore(m, Options{DPOR: true})
	if err != nil {
		t.Fatal(err)
	}
	if f, d := violationSet(full), violationSet(red); !slices.Equal(f, d) || len(f) != 1 {
		t.Fatalf("violations: full %v, reduced %v", f, d)
	}
	fv, rv := full.Violations[0], red.Violations[0]
	if lf, lr := len(full.Path(fv.State)), len(red.Path(rv.State)); lf != lr {
		t.Errorf("the error's first trace: %d states in the full search, %d in the reduced one", lf, lr)
	}
}

// A violation trace of the reduced search replays, also from a trace
// file (as TestTraceFileReplays does for the full search), and the report
// says the search was reduced.
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
	if !rep.DPOR {
		t.Errorf("the report does not say DPOR was on")
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
}
