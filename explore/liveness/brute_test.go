package liveness

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/ta"
)

// The second implementation: random small timed automata, written as
// TChecker models (text the tck front end reads), checked by Check on the
// zone graph and by a brute-force search over the integer-time graph of
// the same automata, interpreted here from the generator's own
// description (no front end, no interpreter, no zones).
//
// Every guard and invariant is non-strict (x <= c, x >= c): the automata
// are closed, and a closed automaton's runs digitise (Henzinger, Manna
// and Pnueli, "What good are digital clocks?", ICALP 1992): rounding
// every timestamp of a run, down or up at one fractional threshold, is a
// run through the same locations, and time diverges on the one iff on
// the other. So a run in which time diverges and that visits a set of
// states infinitely often exists iff one does with integer delays only:
// the integer-time graph, with clocks capped one above the largest
// constant, has a reachable cycle through such a state with a delay on
// it. The brute force finds those cycles by Kosaraju's strongly
// connected components, an algorithm neither check uses.

// rta is a random timed automaton: processes with one clock each (named
// x0, x1, ...) and a shared integer v in [0, vmax].
type rta struct {
	procs []rproc
	vmax  int
}

type rproc struct {
	locs  []rloc
	edges []redge
}

type rloc struct {
	inv    int // x <= inv, -1: none
	labels []string
}

// redge: from src to dst when its guards hold; resets its process's
// clock or not, sets v or not.
type redge struct {
	src, dst int
	clk      int  // -1: no clock guard, else the other clock index guarded (own or another)
	ge       bool // x >= c (else x <= c)
	c        int
	veq      int // -1: no guard on v
	reset    bool
	vset     int // -1: v unchanged
}

const maxConst = 3

func randomTA(r *rand.Rand) *rta {
	a := &rta{vmax: r.Intn(3)}
	np := 1 + r.Intn(2)
	for p := 0; p < np; p++ {
		var pr rproc
		nl := 2 + r.Intn(2)
		for l := 0; l < nl; l++ {
			loc := rloc{inv: -1}
			if r.Intn(3) == 0 {
				loc.inv = r.Intn(maxConst + 1)
			}
			for _, lab := range []string{"acc", "p", "q"} {
				if r.Intn(3) == 0 {
					loc.labels = append(loc.labels, lab)
				}
			}
			pr.locs = append(pr.locs, loc)
		}
		ne := 1 + r.Intn(2*nl)
		for e := 0; e < ne; e++ {
			ed := redge{src: r.Intn(nl), dst: r.Intn(nl), clk: -1, veq: -1, vset: -1}
			if r.Intn(2) == 0 {
				ed.clk = r.Intn(np)
				ed.ge = r.Intn(2) == 0
				ed.c = r.Intn(maxConst + 1)
			}
			if a.vmax > 0 && r.Intn(3) == 0 {
				ed.veq = r.Intn(a.vmax + 1)
			}
			ed.reset = r.Intn(2) == 0
			if a.vmax > 0 && r.Intn(3) == 0 {
				ed.vset = r.Intn(a.vmax + 1)
			}
			pr.edges = append(pr.edges, ed)
		}
		a.procs = append(a.procs, pr)
	}
	// Every label on some location, so that each property names labels
	// the model has.
	for _, lab := range []string{"acc", "p", "q"} {
		found := false
		for _, pr := range a.procs {
			for _, l := range pr.locs {
				found = found || strings.Contains(strings.Join(l.labels, ","), lab)
			}
		}
		if !found {
			pr := &a.procs[r.Intn(np)]
			l := &pr.locs[r.Intn(len(pr.locs))]
			l.labels = append(l.labels, lab)
		}
	}
	return a
}

// text is a as a TChecker model.
func (a *rta) text() string {
	var b strings.Builder
	b.WriteString("system:random\n\n")
	fmt.Fprintf(&b, "int:1:0:%d:0:v\n", a.vmax)
	for p := range a.procs {
		fmt.Fprintf(&b, "event:e%d\n", p)
	}
	for p, pr := range a.procs {
		fmt.Fprintf(&b, "process:P%d\nclock:1:x%d\n", p, p)
		for l, loc := range pr.locs {
			var attrs []string
			if l == 0 {
				attrs = append(attrs, "initial:")
			}
			if loc.inv >= 0 {
				attrs = append(attrs, fmt.Sprintf("invariant:x%d<=%d", p, loc.inv))
			}
			if len(loc.labels) > 0 {
				attrs = append(attrs, "labels:"+strings.Join(loc.labels, ","))
			}
			fmt.Fprintf(&b, "location:P%d:l%d{%s}\n", p, l, strings.Join(attrs, " : "))
		}
		for _, e := range pr.edges {
			var guards, dos []string
			if e.clk >= 0 {
				op := "<="
				if e.ge {
					op = ">="
				}
				guards = append(guards, fmt.Sprintf("x%d%s%d", e.clk, op, e.c))
			}
			if e.veq >= 0 {
				guards = append(guards, fmt.Sprintf("v==%d", e.veq))
			}
			if e.reset {
				dos = append(dos, fmt.Sprintf("x%d=0", p))
			}
			if e.vset >= 0 {
				dos = append(dos, fmt.Sprintf("v=%d", e.vset))
			}
			var attrs []string
			if len(guards) > 0 {
				attrs = append(attrs, "provided:"+strings.Join(guards, "&&"))
			}
			if len(dos) > 0 {
				attrs = append(attrs, "do:"+strings.Join(dos, ";"))
			}
			fmt.Fprintf(&b, "edge:P%d:l%d:l%d:e%d{%s}\n", p, e.src, e.dst, p, strings.Join(attrs, " : "))
		}
	}
	return b.String()
}

// dstate is a state of the integer-time graph: each process's location
// and clock (capped at maxConst+1), and v.
type dstate struct {
	loc [2]int
	x   [2]int
	v   int
}

type dedge struct {
	to    int
	delay bool
	proc  int // the process whose edge it is, and the edge's index (delay: -1)
	edge  int
}

// digital is the reachable integer-time graph.
type digital struct {
	a      *rta
	states []dstate
	succ   [][]dedge
}

func (a *rta) invOK(s *dstate) bool {
	for p, pr := range a.procs {
		if inv := pr.locs[s.loc[p]].inv; inv >= 0 && s.x[p] > inv {
			return false
		}
	}
	return true
}

func (a *rta) has(s *dstate, label string) bool {
	for p, pr := range a.procs {
		for _, l := range pr.locs[s.loc[p]].labels {
			if l == label {
				return true
			}
		}
	}
	return false
}

func (a *rta) graph() *digital {
	d := &digital{a: a}
	ids := map[dstate]int{}
	add := func(s dstate) int {
		if i, ok := ids[s]; ok {
			return i
		}
		ids[s] = len(d.states)
		d.states = append(d.states, s)
		d.succ = append(d.succ, nil)
		return len(d.states) - 1
	}
	add(dstate{})
	for i := 0; i < len(d.states); i++ {
		s := d.states[i]
		// A delay of one time unit, if the invariants hold after it (they
		// are upper bounds: then they hold all the way).
		t := s
		for p := range a.procs {
			t.x[p] = min(t.x[p]+1, maxConst+1)
		}
		if a.invOK(&t) {
			j := add(t)
			d.succ[i] = append(d.succ[i], dedge{to: j, delay: true, proc: -1, edge: -1})
		}
		for p, pr := range a.procs {
			for k, e := range pr.edges {
				if e.src != s.loc[p] {
					continue
				}
				if e.clk >= 0 {
					x := s.x[e.clk]
					if e.ge && x < e.c || !e.ge && x > e.c {
						continue
					}
				}
				if e.veq >= 0 && s.v != e.veq {
					continue
				}
				t := s
				t.loc[p] = e.dst
				if e.reset {
					t.x[p] = 0
				}
				if e.vset >= 0 {
					t.v = e.vset
				}
				if !a.invOK(&t) {
					continue
				}
				j := add(t)
				d.succ[i] = append(d.succ[i], dedge{to: j, proc: p, edge: k})
			}
		}
	}
	return d
}

// sccs numbers the strongly connected components of the subgraph of the
// states keep allows (Kosaraju: finishing order on the graph, then
// search on the reversed graph), -1 for the states it leaves out.
func (d *digital) sccs(keep func(int) bool) []int {
	n := len(d.states)
	seen := make([]bool, n)
	var order []int
	type fr struct{ i, k int }
	for s := 0; s < n; s++ {
		if seen[s] || !keep(s) {
			continue
		}
		seen[s] = true
		stack := []fr{{s, 0}}
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			if f.k < len(d.succ[f.i]) {
				j := d.succ[f.i][f.k].to
				f.k++
				if !seen[j] && keep(j) {
					seen[j] = true
					stack = append(stack, fr{j, 0})
				}
				continue
			}
			order = append(order, f.i)
			stack = stack[:len(stack)-1]
		}
	}
	pred := make([][]int, n)
	for i := range d.succ {
		for _, e := range d.succ[i] {
			pred[e.to] = append(pred[e.to], i)
		}
	}
	comp := make([]int, n)
	for i := range comp {
		comp[i] = -1
	}
	c := 0
	for k := len(order) - 1; k >= 0; k-- {
		s := order[k]
		if comp[s] >= 0 {
			continue
		}
		stack := []int{s}
		comp[s] = c
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, p := range pred[u] {
				if comp[p] < 0 && keep(p) {
					comp[p] = c
					stack = append(stack, p)
				}
			}
		}
		c++
	}
	return comp
}

// divergent marks the components with a delay inside (hence a cycle
// with time passing through every state of it).
func (d *digital) divergent(comp []int) map[int]bool {
	div := map[int]bool{}
	for i := range d.succ {
		for _, e := range d.succ[i] {
			if e.delay && comp[i] >= 0 && comp[i] == comp[e.to] {
				div[comp[i]] = true
			}
		}
	}
	return div
}

// buchi: a reachable divergent component holds a state with label.
func (d *digital) buchi(label string) bool {
	comp := d.sccs(func(int) bool { return true })
	div := d.divergent(comp)
	for i, s := range d.states {
		if div[comp[i]] && d.a.has(&s, label) {
			return true
		}
	}
	return false
}

// buchiEach: a reachable divergent component holds, for each label, a
// state with it.
func (d *digital) buchiEach(labels ...string) bool {
	comp := d.sccs(func(int) bool { return true })
	div := d.divergent(comp)
	for c := range div {
		all := true
		for _, l := range labels {
			met := false
			for i, s := range d.states {
				met = met || comp[i] == c && d.a.has(&s, l)
			}
			all = all && met
		}
		if all {
			return true
		}
	}
	return false
}

// leadsToViolated: a reachable state with trig and not target reaches,
// through states without target, a divergent component of those
// states.
func (d *digital) leadsToViolated(trig, target string) bool {
	keep := func(i int) bool { return !d.a.has(&d.states[i], target) }
	comp := d.sccs(keep)
	div := d.divergent(comp)
	for i := range d.states {
		s := &d.states[i]
		if !keep(i) || (trig != "" && !d.a.has(s, trig)) {
			continue
		}
		if d.reachesDivergent(i, keep, comp, div) {
			return true
		}
	}
	return false
}

// reachesDivergent reports whether state from reaches, through states
// keep accepts, a state of a divergent component (comp and div as sccs
// and divergent make them over keep).
func (d *digital) reachesDivergent(from int, keep func(int) bool, comp []int, div map[int]bool) bool {
	seen := map[int]bool{from: true}
	stack := []int{from}
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if div[comp[u]] {
			return true
		}
		for _, e := range d.succ[u] {
			if keep(e.to) && !seen[e.to] {
				seen[e.to] = true
				stack = append(stack, e.to)
			}
		}
	}
	return false
}

// leadsToAfterViolated: as leadsToViolated, with the trigger a
// transition that trig accepts (from s to t, by edge e) into a state
// without target.
func (d *digital) leadsToAfterViolated(trig func(s, t *dstate, e dedge) bool, target string) bool {
	keep := func(i int) bool { return !d.a.has(&d.states[i], target) }
	comp := d.sccs(keep)
	div := d.divergent(comp)
	for i := range d.states {
		for _, e := range d.succ[i] {
			if e.delay || !keep(e.to) || !trig(&d.states[i], &d.states[e.to], e) {
				continue
			}
			seen := map[int]bool{e.to: true}
			stack := []int{e.to}
			for len(stack) > 0 {
				u := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if div[comp[u]] {
					return true
				}
				for _, f := range d.succ[u] {
					if keep(f.to) && !seen[f.to] {
						seen[f.to] = true
						stack = append(stack, f.to)
					}
				}
			}
		}
	}
	return false
}

// edgeStims are the stimuli of the lowered program that are process p's
// edges from src to dst (the tck front end names an edge's event
// P:src->dst:event, numbering repeats), and the edge indices they are.
func edgeStims(t testing.TB, prog *ta.Program, a *rta, p, src, dst int) (stims []int, edges map[int]bool) {
	t.Helper()
	base := fmt.Sprintf("P%d:l%d->l%d:e%d", p, src, dst, p)
	for i, st := range prog.Stimuli() {
		if st.Kind == ta.StimEvent && (st.Name == base || strings.HasPrefix(st.Name, base+" #")) {
			stims = append(stims, i)
		}
	}
	edges = map[int]bool{}
	for k, e := range a.procs[p].edges {
		if e.src == src && e.dst == dst {
			edges[k] = true
		}
	}
	if len(stims) != len(edges) {
		t.Fatalf("%s: %d stimuli for %d edges", base, len(stims), len(edges))
	}
	return stims, edges
}

func notExpr(t testing.TB, p *ta.Program, l string) ta.Expr {
	t.Helper()
	e := &ta.Unary{Op: ta.OpNot, X: &ta.Ident{Name: l}}
	if err := p.CheckExpr(e); err != nil {
		t.Fatal(err)
	}
	return e
}

func labelExpr(t testing.TB, p *ta.Program, l string) ta.Expr {
	t.Helper()
	e := &ta.Ident{Name: l}
	if err := p.CheckExpr(e); err != nil {
		t.Fatal(err)
	}
	return e
}

// TestRandomAgainstDigital: on random closed automata, both algorithms
// give the brute force's verdicts for six properties each: acc again
// and again, acc and p each again and again, and p --> q (and
// always eventually q), and after an event or a condition becoming
// true (while not acc) q. 300 automata in the normal run (about a second),
// 5,000 with DELOREAN_LONG.
func TestRandomAgainstDigital(t *testing.T) {
	n := 300
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 5000
	}
	r := rand.New(rand.NewSource(40))
	start := time.Now()
	tally := map[string][2]int{}
	for k := 0; k < n; k++ {
		a := randomTA(r)
		text := a.text()
		m := loadTCK(t, "random", text)
		d := a.graph()
		props := []struct {
			prop *Property
			want bool
		}{
			{&Property{Name: "acc", Kind: Buchi, Labels: []string{"acc"}}, d.buchi("acc")},
			{&Property{Name: "acc,p each", Kind: Buchi, Labels: []string{"acc", "p"}, Each: true}, d.buchiEach("acc", "p")},
			{&Property{Name: "p --> q", Kind: LeadsTo, Trigger: labelExpr(t, m.Prog, "p"), Target: labelExpr(t, m.Prog, "q")}, d.leadsToViolated("p", "q")},
			{&Property{Name: "always eventually q", Kind: LeadsTo, Target: labelExpr(t, m.Prog, "q")}, d.leadsToViolated("", "q")},
		}
		// after: an event (P0's first edge, and any edge like it), and
		// after: p becomes true while acc held, both to q.
		e0 := a.procs[0].edges[0]
		stims, edges := edgeStims(t, m.Prog, a, 0, e0.src, e0.dst)
		props = append(props, struct {
			prop *Property
			want bool
		}{&Property{Name: "after the edge, q", Kind: LeadsTo, Stims: stims, Target: labelExpr(t, m.Prog, "q")},
			d.leadsToAfterViolated(func(_, _ *dstate, e dedge) bool { return e.proc == 0 && edges[e.edge] }, "q")}, struct {
			prop *Property
			want bool
		}{&Property{Name: "after p becomes true while not acc, q", Kind: LeadsTo, Edge: labelExpr(t, m.Prog, "p"), While: notExpr(t, m.Prog, "acc"), Target: labelExpr(t, m.Prog, "q")},
			d.leadsToAfterViolated(func(s, t *dstate, _ dedge) bool { return !a.has(s, "p") && a.has(t, "p") && !a.has(s, "acc") }, "q")})
		for _, pc := range props {
			for _, alg := range []Algorithm{NDFS, Couvreur} {
				o, err := CheckModel(m, pc.prop, Options{Algorithm: alg})
				if err != nil {
					t.Fatalf("automaton %d, %s, %v: %v\n%s", k, pc.prop.Name, alg, err, text)
				}
				if got := o.Verdict == Violated; got != pc.want || o.Verdict == Unknown {
					t.Fatalf("automaton %d, %s, %v: %s; the integer-time graph (%d states) says violated=%v\n%s", k, pc.prop.Name, alg, o.Verdict, len(d.states), pc.want, text)
				}
			}
			c := tally[pc.prop.Name]
			if pc.want {
				c[1]++
			} else {
				c[0]++
			}
			tally[pc.prop.Name] = c
		}
	}
	for name, c := range tally {
		// Each verdict must occur often enough for the test to mean
		// something.
		if c[0] < n/30 || c[1] < n/30 {
			t.Errorf("%s: %d holds, %d violated of %d: the generator is lopsided", name, c[0], c[1], n)
		}
	}
	t.Logf("%d automata, %d properties, 2 algorithms in %v: %v", n, len(tally), time.Since(start), tally)
}
