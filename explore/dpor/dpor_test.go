package dpor

import (
	"fmt"
	"math/rand"
	"os"
	"testing"
)

// The programs of notes §4.2-§4.7, encoded per the §4.0 conventions.

func figure1() *prog {
	return newProg([]string{"x", "y", "z", "err"}, []int{0, 0, 0, 0},
		evdef{name: "e1", once: true, enabled: true, body: []stmt{set{"x", cst(1)}}},
		evdef{name: "e2", enabled: true, body: []stmt{rd("y")}},
		evdef{name: "e3", once: true, enabled: true, body: []stmt{rd("z"), iff{c: ne{vr("x"), cst(0)}, then: []stmt{set{"err", cst(1)}}}}},
	)
}

func min1() *prog {
	return newProg([]string{"x", "err"}, []int{0, 0},
		evdef{name: "e1", enabled: true, body: []stmt{iff{c: eq{vr("x"), cst(1)}, then: []stmt{set{"err", cst(1)}}}}},
		evdef{name: "e2", enabled: true, body: []stmt{iff{c: eq{vr("x"), cst(0)}, then: []stmt{set{"err", cst(1)}}}}},
	)
}

func min2() *prog {
	return newProg([]string{"x", "err"}, []int{0, 0},
		evdef{name: "e1", enabled: true, body: []stmt{set{"x", cst(0)}}},
		evdef{name: "e2", enabled: true, body: []stmt{iff{c: eq{vr("x"), cst(1)}, then: []stmt{set{"err", cst(1)}}}, set{"x", cst(1)}}},
	)
}

func figure3() *prog {
	return newProg([]string{"x", "y", "z", "err"}, []int{0, 0, 0, 0},
		evdef{name: "e1", enabled: true, body: []stmt{set{"x", add{vr("z"), cst(1)}}}},
		evdef{name: "e2", enabled: true, body: []stmt{set{"z", cst(0)}, set{"y", cst(1)}}},
		evdef{name: "e3", enabled: true, body: []stmt{set{"y", cst(0)}}},
		evdef{name: "e4", enabled: true, body: []stmt{iff{c: eq{vr("x"), cst(0)},
			then: []stmt{iff{c: eq{vr("y"), cst(1)}, then: []stmt{set{"err", cst(1)}}}},
			els:  []stmt{set{"x", cst(0)}}}}},
	)
}

func min3() *prog {
	return newProg([]string{"x", "err"}, []int{0, 0},
		evdef{name: "a", enabled: true, body: []stmt{set{"x", cst(1)}}},
		evdef{name: "b", enabled: true, body: []stmt{iff{c: eq{vr("x"), cst(0)}, then: []stmt{set{"err", cst(1)}}}, set{"x", cst(1)}}},
	)
}

func stack3() *prog {
	return newProg([]string{"a", "b", "err"}, []int{0, 0, 0},
		evdef{name: "e1", enabled: true, body: []stmt{iff{c: and{eq{vr("a"), cst(1)}, eq{vr("b"), cst(0)}}, then: []stmt{set{"err", cst(1)}}}, set{"b", cst(1)}}},
		evdef{name: "e2", enabled: true, body: []stmt{iff{c: eq{vr("b"), cst(0)}, then: []stmt{enable("e2")}}, iff{c: eq{vr("b"), cst(1)}, then: []stmt{enable("e3")}}}},
		evdef{name: "e3", enabled: true, body: []stmt{set{"a", sub{cst(1), vr("b")}}}},
	)
}

func figure5() *prog {
	return newProg([]string{"x", "y", "err"}, []int{0, 0, 0},
		evdef{name: "e1", once: true, enabled: true, body: []stmt{set{"y", cst(1)}}},
		evdef{name: "e2", once: true, enabled: true, body: []stmt{set{"x", cst(1)}}},
		evdef{name: "e3", once: true, enabled: true, body: []stmt{iff{c: eq{vr("x"), cst(1)}, then: []stmt{iff{c: ne{vr("y"), cst(1)}, then: []stmt{set{"err", cst(1)}}}}}}},
	)
}

func par() *prog {
	return newProg([]string{"x", "err"}, []int{0, 0},
		evdef{name: "e1", once: true, enabled: true, body: []stmt{iff{c: eq{vr("x"), cst(1)}, then: []stmt{set{"err", cst(1)}}}}},
		evdef{name: "e2", once: true, enabled: true, body: []stmt{rd("x"), enable("e3")}},
		evdef{name: "e3", once: true, enabled: false, body: []stmt{set{"x", cst(1)}}},
	)
}

// independent builds the §4.7 families: n variables x1..xn, and per variable
// the events mk(i) in the listed order.
func independent(n int, mk func(x string) []evdef) *prog {
	var vars []string
	var evs []evdef
	for i := 1; i <= n; i++ {
		x := fmt.Sprintf("x%d", i)
		vars = append(vars, x)
		for _, e := range mk(x) {
			e.name += fmt.Sprint(i)
			evs = append(evs, e)
		}
	}
	return newProg(vars, make([]int, n), evs...)
}

func once(n int) *prog {
	return independent(n, func(x string) []evdef {
		return []evdef{{name: "w", once: true, enabled: true, body: []stmt{set{x, cst(1)}}}}
	})
}

func toggle(n int) *prog {
	return independent(n, func(x string) []evdef {
		return []evdef{{name: "t", enabled: true, body: []stmt{set{x, sub{cst(1), vr(x)}}}}}
	})
}

func setN(n int) *prog {
	return independent(n, func(x string) []evdef {
		return []evdef{{name: "s", enabled: true, body: []stmt{set{x, cst(1)}}}}
	})
}

func onoff(n int) *prog {
	return independent(n, func(x string) []evdef {
		return []evdef{
			{name: "on", enabled: true, body: []stmt{set{x, cst(1)}}},
			{name: "off", enabled: true, body: []stmt{set{x, cst(0)}}},
		}
	})
}

// cell is one cell of the notes §4.1 matrix: states/trans/exec and the
// outcome: "ok" (err found), "MISS" (err missed), "sig-miss" (oracle O3
// fails on a program without err), or "" (no err, O3 holds).
type cell struct {
	states, trans, exec int
	outcome             string
}

func (c cell) String() string {
	return fmt.Sprintf("%d/%d/%d %s", c.states, c.trans, c.exec, c.outcome)
}

var variants = []struct {
	name string
	v    variant
}{{"lit", varLiteral}, {"fix", varFix}, {"V1", varV1}, {"V2", varV2}, {"V3", varV3}, {"V4", varV4}}

type row struct {
	name       string
	prog       func() *prog
	fullStates int
	fullTrans  int
	hasErr     bool
	cells      [6]cell // lit, fix, V1, V2, V3, V4
}

func c(s, t, e int, o string) cell { return cell{s, t, e, o} }

// matrixLOW and matrixRR are notes §4.1, transcribed.
var matrixLOW = []row{
	{"FIG1", figure1, 5, 9, true, [6]cell{c(5, 7, 7, "ok"), c(5, 7, 7, "ok"), c(2, 2, 2, "MISS"), c(5, 7, 7, "ok"), c(5, 7, 7, "ok"), c(5, 7, 7, "ok")}},
	{"MIN1", min1, 2, 4, true, [6]cell{c(2, 4, 4, "ok"), c(2, 4, 4, "ok"), c(1, 1, 1, "MISS"), c(2, 4, 4, "ok"), c(2, 4, 4, "ok"), c(2, 4, 4, "ok")}},
	{"MIN2", min2, 4, 8, true, [6]cell{c(4, 8, 8, "ok"), c(4, 8, 8, "ok"), c(1, 1, 1, "MISS"), c(2, 3, 3, "MISS"), c(4, 7, 7, "ok"), c(4, 8, 8, "ok")}},
	{"FIG3", figure3, 8, 32, true, [6]cell{c(8, 32, 32, "ok"), c(8, 32, 32, "ok"), c(2, 2, 2, "MISS"), c(4, 14, 14, "MISS"), c(8, 26, 26, "ok"), c(8, 32, 32, "ok")}},
	{"MIN3", min3, 3, 6, true, [6]cell{c(3, 6, 6, "ok"), c(3, 6, 6, "ok"), c(2, 2, 2, "MISS"), c(3, 6, 6, "ok"), c(2, 3, 3, "MISS"), c(3, 6, 6, "ok")}},
	{"STACK3", stack3, 5, 15, true, [6]cell{c(5, 15, 15, "ok"), c(5, 15, 15, "ok"), c(2, 2, 2, "MISS"), c(5, 15, 15, "ok"), c(2, 4, 4, "MISS"), c(5, 15, 15, "ok")}},
	{"FIG5", figure5, 10, 13, true, [6]cell{c(9, 11, 11, "ok"), c(9, 11, 11, "ok"), c(9, 11, 11, "ok"), c(6, 7, 7, "MISS"), c(9, 11, 11, "ok"), c(5, 5, 5, "MISS")}},
	{"PAR", par, 7, 7, true, [6]cell{c(4, 3, 3, "MISS"), c(7, 7, 7, "ok"), c(7, 7, 7, "ok"), c(5, 5, 5, "MISS"), c(7, 7, 7, "ok"), c(4, 3, 3, "MISS")}},
	{"ONCE3", func() *prog { return once(3) }, 8, 12, false, [6]cell{c(4, 3, 3, ""), c(4, 3, 3, ""), c(4, 3, 3, ""), c(4, 3, 3, ""), c(4, 3, 3, ""), c(4, 3, 3, "")}},
	{"TOGGLE3", func() *prog { return toggle(3) }, 8, 24, false, [6]cell{c(8, 14, 14, ""), c(8, 14, 14, ""), c(2, 2, 2, "sig-miss"), c(8, 14, 14, ""), c(8, 14, 14, ""), c(8, 14, 14, "")}},
	{"SET3", func() *prog { return setN(3) }, 8, 24, false, [6]cell{c(4, 9, 9, ""), c(4, 9, 9, ""), c(2, 2, 2, "sig-miss"), c(4, 9, 9, ""), c(4, 9, 9, ""), c(4, 9, 9, "")}},
	{"ONOFF2", func() *prog { return onoff(2) }, 4, 16, false, [6]cell{c(4, 12, 12, ""), c(4, 12, 12, ""), c(2, 2, 2, "sig-miss"), c(4, 12, 12, ""), c(4, 11, 11, ""), c(4, 12, 12, "")}},
}

var matrixRR = []row{
	{"FIG1", figure1, 5, 9, true, [6]cell{c(5, 7, 7, "ok"), c(5, 7, 7, "ok"), c(2, 2, 2, "MISS"), c(5, 7, 7, "ok"), c(5, 7, 7, "ok"), c(5, 7, 7, "ok")}},
	{"MIN1", min1, 2, 4, true, [6]cell{c(2, 4, 4, "ok"), c(2, 4, 4, "ok"), c(1, 1, 1, "MISS"), c(2, 4, 4, "ok"), c(2, 4, 4, "ok"), c(2, 4, 4, "ok")}},
	{"MIN2", min2, 4, 8, true, [6]cell{c(4, 8, 8, "ok"), c(4, 8, 8, "ok"), c(1, 1, 1, "MISS"), c(2, 3, 3, "MISS"), c(4, 8, 8, "ok"), c(4, 8, 8, "ok")}},
	{"FIG3", figure3, 8, 32, true, [6]cell{c(8, 32, 32, "ok"), c(8, 32, 32, "ok"), c(4, 10, 10, "MISS"), c(8, 32, 32, "ok"), c(8, 32, 32, "ok"), c(8, 32, 32, "ok")}},
	{"MIN3", min3, 3, 6, true, [6]cell{c(3, 6, 6, "ok"), c(3, 6, 6, "ok"), c(3, 4, 4, "ok"), c(3, 6, 6, "ok"), c(3, 6, 6, "ok"), c(3, 6, 6, "ok")}},
	{"STACK3", stack3, 5, 15, true, [6]cell{c(5, 15, 15, "ok"), c(5, 15, 15, "ok"), c(2, 3, 3, "MISS"), c(5, 15, 15, "ok"), c(2, 5, 5, "MISS"), c(5, 15, 15, "ok")}},
	{"FIG5", figure5, 10, 13, true, [6]cell{c(9, 11, 11, "ok"), c(9, 11, 11, "ok"), c(9, 11, 11, "ok"), c(9, 11, 11, "ok"), c(9, 11, 11, "ok"), c(5, 5, 5, "MISS")}},
	{"PAR", par, 7, 7, true, [6]cell{c(4, 3, 3, "MISS"), c(7, 7, 7, "ok"), c(7, 7, 7, "ok"), c(7, 7, 7, "ok"), c(7, 7, 7, "ok"), c(4, 3, 3, "MISS")}},
	{"ONCE3", func() *prog { return once(3) }, 8, 12, false, [6]cell{c(4, 3, 3, ""), c(4, 3, 3, ""), c(4, 3, 3, ""), c(4, 3, 3, ""), c(4, 3, 3, ""), c(4, 3, 3, "")}},
	{"TOGGLE3", func() *prog { return toggle(3) }, 8, 24, false, [6]cell{c(6, 6, 6, ""), c(6, 6, 6, ""), c(6, 6, 6, ""), c(6, 6, 6, ""), c(6, 6, 6, ""), c(6, 6, 6, "")}},
	{"SET3", func() *prog { return setN(3) }, 8, 24, false, [6]cell{c(4, 6, 6, ""), c(4, 6, 6, ""), c(4, 4, 4, ""), c(4, 6, 6, ""), c(4, 6, 6, ""), c(4, 6, 6, "")}},
	{"ONOFF2", func() *prog { return onoff(2) }, 4, 16, false, [6]cell{c(3, 8, 8, ""), c(3, 8, 8, ""), c(2, 4, 4, "sig-miss"), c(3, 6, 6, ""), c(3, 8, 8, ""), c(3, 8, 8, "")}},
}

// observe runs p under opt and summarises it as a matrix cell.
func observe(p *prog, opt Options, full result) (cell, result) {
	r := run(p, opt)
	out := ""
	if full.err {
		out = "MISS"
		if r.err {
			out = "ok"
		}
	} else if oracles(full, r) != "" {
		out = "sig-miss"
	}
	return cell{r.st.States, r.st.Transitions, r.st.Executed, out}, r
}

// TestMatrix checks every cell of notes §4.1: the fix column (the shipped
// algorithm) with the oracles, and each ablation missing exactly where the
// notes say, which shows the tests can fail.
func TestMatrix(t *testing.T) {
	for _, pol := range []struct {
		name   string
		policy Policy
		rows   []row
	}{{"LOW", LowestIndex, matrixLOW}, {"RR", RoundRobin, matrixRR}} {
		for _, r := range pol.rows {
			t.Run(pol.name+"/"+r.name, func(t *testing.T) {
				full := run(r.prog(), Options{NoReduction: true})
				if full.st.States != r.fullStates || full.st.Transitions != r.fullTrans || full.err != r.hasErr {
					t.Errorf("FULL = %d/%d err=%v, want %d/%d err=%v", full.st.States, full.st.Transitions, full.err, r.fullStates, r.fullTrans, r.hasErr)
				}
				for i, v := range variants {
					opt := Options{Policy: pol.policy, ReversalBound: Unbounded, variant: v.v}
					got, res := observe(r.prog(), opt, full)
					if got != r.cells[i] {
						t.Errorf("%s = %v, want %v", v.name, got, r.cells[i])
					}
					if res.st.Bounded || res.st.Pruned != 0 {
						t.Errorf("%s: unbounded search reports Bounded", v.name)
					}
					if v.v == varFix {
						if msg := oracles(full, res); msg != "" {
							t.Errorf("fix fails oracle: %s", msg)
						}
					}
				}
			})
		}
	}
}

// TestFamilies checks the closed forms of notes §4.7 for n = 2..4.
func TestFamilies(t *testing.T) {
	type want struct{ states, trans int }
	cases := []struct {
		name string
		mk   func(int) *prog
		low  map[int]want
		rr   map[int]want
	}{
		{"ONCE", once, map[int]want{3: {4, 3}, 4: {5, 4}}, map[int]want{3: {4, 3}, 4: {5, 4}}},
		{"TOGGLE", toggle, map[int]want{2: {4, 6}, 3: {8, 14}, 4: {16, 30}}, map[int]want{2: {4, 4}, 3: {6, 6}, 4: {8, 8}}},
		{"SET", setN, map[int]want{2: {3, 5}, 3: {4, 9}, 4: {5, 14}}, map[int]want{3: {4, 6}, 4: {5, 8}}},
		{"ONOFF", onoff, map[int]want{2: {4, 12}, 3: {8, 28}}, map[int]want{2: {3, 8}, 3: {4, 12}}},
	}
	for _, cs := range cases {
		for pi, m := range []map[int]want{cs.low, cs.rr} {
			pol := []Policy{LowestIndex, RoundRobin}[pi]
			for n, w := range m {
				for _, v := range []variant{varFix, varLiteral} {
					r := run(cs.mk(n), Options{Policy: pol, ReversalBound: Unbounded, variant: v})
					if r.st.States != w.states || r.st.Transitions != w.trans {
						t.Errorf("%s(%d) policy %d variant %d: %d/%d, want %d/%d", cs.name, n, pol, v, r.st.States, r.st.Transitions, w.states, w.trans)
					}
				}
			}
		}
	}
}

// TestVisit checks that visit sees each distinct state once and that
// Explore's counters agree with it.
func TestVisit(t *testing.T) {
	for _, p := range []*prog{figure3(), par(), onoff(3)} {
		for _, opt := range []Options{DefaultOptions(), {NoReduction: true}} {
			seen := map[string]int{}
			st := Explore[state](p, opt, func(s state) { seen[p.Key(s)]++ })
			if len(seen) != st.States {
				t.Errorf("%d distinct visits, Stats.States = %d", len(seen), st.States)
			}
			for k, n := range seen {
				if n != 1 {
					t.Errorf("state %v visited %d times", []byte(k), n)
				}
			}
		}
	}
}

// TestReversalBound checks conflict-reversal bounding on PAR, whose error
// needs a chain of reversals.
func TestReversalBound(t *testing.T) {
	full := run(par(), Options{NoReduction: true})
	prevStates := 0
	found := -1
	for k := 0; k <= 6; k++ {
		opt := DefaultOptions()
		opt.ReversalBound = k
		r := run(par(), opt)
		if r.st.States < prevStates {
			t.Errorf("K=%d visits %d states, fewer than K=%d", k, r.st.States, k-1)
		}
		prevStates = r.st.States
		if r.err && found < 0 {
			found = k
		}
		if !r.st.Bounded {
			if msg := oracles(full, r); msg != "" {
				t.Errorf("K=%d not bounded but fails oracle: %s", k, msg)
			}
			unb := run(par(), DefaultOptions())
			if r.st != unb.st {
				t.Errorf("K=%d not bounded: %+v, unbounded %+v", k, r.st, unb.st)
			}
		}
		if k == 0 && (!r.st.Bounded || r.st.Pruned == 0) {
			t.Errorf("K=0 on PAR should prune: %+v", r.st)
		}
	}
	if found != 1 {
		t.Errorf("PAR's err found first at K=%d, want 1 (one reversal: e2 before e1)", found)
	}
}

// randomProg builds a small random event program: 1-3 variables over 0..2,
// 2-4 events, each maybe once and maybe initially disabled, with bodies from
// a menu of assignments, conditionals, reads, enables and disables, and an
// err variable set under a random condition.
func randomProg(rng *rand.Rand) *prog {
	nv := 1 + rng.Intn(3)
	nev := 2 + rng.Intn(3)
	vars := []string{}
	init := []int{}
	for i := 0; i < nv; i++ {
		vars = append(vars, fmt.Sprintf("v%d", i))
		init = append(init, rng.Intn(2))
	}
	vars = append(vars, "err")
	init = append(init, 0)
	names := []string{}
	for i := 0; i < nev; i++ {
		names = append(names, fmt.Sprintf("e%d", i))
	}
	v := func() string { return vars[rng.Intn(nv)] }
	atom := func() expr {
		switch rng.Intn(4) {
		case 0:
			return cst(rng.Intn(3))
		case 1:
			return mod{add{vr(v()), cst(1)}, 3}
		default:
			return vr(v())
		}
	}
	cond := func() expr {
		c := expr(eq{vr(v()), cst(rng.Intn(3))})
		if rng.Intn(4) == 0 {
			c = and{c, ne{vr(v()), cst(rng.Intn(3))}}
		}
		return c
	}
	var simple func(depth int) stmt
	simple = func(depth int) stmt {
		switch k := rng.Intn(10); {
		case k < 4:
			return set{v(), atom()}
		case k < 5:
			return rd(v())
		case k < 6:
			return enable(names[rng.Intn(nev)])
		case k < 7:
			return disable(names[rng.Intn(nev)])
		case k < 8 && depth == 0:
			s := iff{c: cond(), then: []stmt{simple(1)}}
			if rng.Intn(2) == 0 {
				s.els = []stmt{simple(1)}
			}
			return s
		default:
			return iff{c: cond(), then: []stmt{set{"err", cst(1)}}}
		}
	}
	var evs []evdef
	for i := 0; i < nev; i++ {
		var body []stmt
		for j := 1 + rng.Intn(3); j > 0; j-- {
			body = append(body, simple(0))
		}
		evs = append(evs, evdef{name: names[i], once: rng.Intn(3) == 0, enabled: rng.Intn(4) != 0, body: body})
	}
	return newProg(vars, init, evs...)
}

// TestOracles compares DPOR against the full search on random programs
// (oracles O1-O3 of notes §4.0) under both policies, and checks that a
// reversal-bounded search that reports nothing pruned is the unbounded one.
func TestOracles(t *testing.T) {
	n := 1000
	if os.Getenv("DELOREAN_LONG") == "1" {
		n = 10000
	}
	rng := rand.New(rand.NewSource(20240611))
	for i := 0; i < n; i++ {
		p := randomProg(rng)
		full := run(p, Options{NoReduction: true})
		for _, pol := range []Policy{LowestIndex, RoundRobin} {
			opt := Options{Policy: pol, ReversalBound: Unbounded}
			r := run(p, opt)
			if msg := oracles(full, r); msg != "" {
				t.Fatalf("program %d, policy %d: %s\n%v", i, pol, msg, p)
			}
			if r.st.States > full.st.States || r.st.Transitions > full.st.Transitions {
				t.Fatalf("program %d: DPOR %+v exceeds FULL %+v", i, r.st, full.st)
			}
			if len(r.terminal) != r.st.Terminal {
				t.Fatalf("program %d: Terminal %d, visited %d terminal states", i, r.st.Terminal, len(r.terminal))
			}
			opt.ReversalBound = 1 << 30
			if b := run(p, opt); b.st != r.st {
				t.Fatalf("program %d, policy %d: huge bound gives %+v, unbounded %+v", i, pol, b.st, r.st)
			}
			k := i % 3
			opt.ReversalBound = k
			b := run(p, opt)
			if b.st.Bounded != (b.st.Pruned > 0) {
				t.Fatalf("program %d: inconsistent %+v", i, b.st)
			}
			if !b.st.Bounded {
				if msg := oracles(full, b); msg != "" {
					t.Fatalf("program %d, policy %d: K=%d reports no pruning but fails %s\n%v", i, pol, k, msg, p)
				}
			}
		}
	}
}

// TestSummariesExact checks that the incremental summaries give exactly the
// counts of the notes' per-step backward search (§1.10 E5) for every variant
// that has the graph update, on the §4 programs and on random programs.
func TestSummariesExact(t *testing.T) {
	n := 1000
	if os.Getenv("DELOREAN_LONG") == "1" {
		n = 10000
	}
	var progs []*prog
	for _, r := range matrixLOW {
		progs = append(progs, r.prog())
	}
	rng := rand.New(rand.NewSource(99))
	for i := 0; i < n; i++ {
		progs = append(progs, randomProg(rng))
	}
	for i, p := range progs {
		for _, pol := range []Policy{LowestIndex, RoundRobin} {
			for _, v := range []variant{varFix, varLiteral, varV1, varV4} {
				opt := Options{Policy: pol, ReversalBound: Unbounded, variant: v}
				a := Explore[state](p, opt, nil)
				opt.perStep = true
				b := Explore[state](p, opt, nil)
				if a != b {
					t.Fatalf("program %d policy %d variant %d: summaries %+v, per-step %+v\n%v", i, pol, v, a, b, p)
				}
			}
		}
	}
}

func TestNames(t *testing.T) {
	var n Names
	if n.ID("a") != 0 || n.ID("b") != 1 || n.ID("a") != 0 || n.Len() != 2 || n.Name(1) != "b" {
		t.Fatal("Names does not intern densely in first-use order")
	}
	if _, ok := n.Lookup("c"); ok || n.Len() != 2 {
		t.Fatal("Lookup assigned an id")
	}
}
