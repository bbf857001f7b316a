package analysis

import (
	"slices"

	"github.com/delorean-mc/delorean/ta"
)

// runSite is a run statement: the rule it is in, the rule it runs, and
// the counters that bound it.
type runSite struct {
	caller, callee int
	pos            ta.Pos
	counted        []counter
}

// A counter is an integer variable that a run cycle moves one way: down
// (`n = n - k` under a test `n > c`) or up (`n = n + k` under `n < c`).
type counter struct {
	v    int  // the variable's index
	down bool // the direction the cycle moves it
}

// runWalk is RunCycles' walk of a rule body: the runs with the counters
// that bound them, and what each rule does to counters.
type runWalk struct {
	p *ta.Program
	// against[r] holds the counters rule r moves the other way (any
	// assignment to the variable other than a step in the counter's
	// direction), so that a cycle reaching r is not bounded by them.
	against []map[counter]bool
	// assigns[r] holds the variables rule r assigns.
	assigns [][]int
}

// step returns the counter an assignment steps by a positive literal
// (`n = n - 2` steps n down), and whether it is such a step.
func step(a *ta.Assign) (counter, bool) {
	b, ok := a.Value.(*ta.Binary)
	if !ok || (b.Op != ta.OpAdd && b.Op != ta.OpSub) {
		return counter{}, false
	}
	x, ok := b.X.(*ta.Ident)
	k, lit := b.Y.(*ta.IntLit)
	if !ok || !lit || k.Value < 1 || x.Ref.Kind != ta.RefVar || x.Ref.Index != a.Index {
		return counter{}, false
	}
	return counter{a.Index, b.Op == ta.OpSub}, true
}

// bounds returns the counters a condition bounds: `n > c` or `n >= c`
// stops n going down without end, `n < c` or `n <= c` going up; in a
// conjunction, each conjunct's.
func bounds(e ta.Expr, into []counter) []counter {
	b, ok := e.(*ta.Binary)
	if !ok {
		return into
	}
	if b.Op == ta.OpAnd {
		return bounds(b.Y, bounds(b.X, into))
	}
	op, x, y := b.Op, b.X, b.Y
	if _, lit := x.(*ta.IntLit); lit {
		op, x, y = op.Flip(), y, x
	}
	id, ok := x.(*ta.Ident)
	if _, lit := y.(*ta.IntLit); !ok || !lit || id.Ref.Kind != ta.RefVar {
		return into
	}
	switch op {
	case ta.OpGt, ta.OpGe:
		return append(into, counter{id.Ref.Index, true})
	case ta.OpLt, ta.OpLe:
		return append(into, counter{id.Ref.Index, false})
	}
	return into
}

// note notes that rule r assigns variable v otherwise than by a step
// in direction down.
func (w *runWalk) note(r int, a *ta.Assign) {
	if !slices.Contains(w.assigns[r], a.Index) {
		w.assigns[r] = append(w.assigns[r], a.Index)
	}
	if w.against[r] == nil {
		w.against[r] = map[counter]bool{}
	}
	c, ok := step(a)
	if !ok {
		w.against[r][counter{a.Index, true}] = true
		w.against[r][counter{a.Index, false}] = true
		return
	}
	w.against[r][counter{c.v, !c.down}] = true
}

// counted returns the counters that bound a run: tested by an enclosing
// condition (guards) and stepped the same way before it on its path
// (steps). A run queues its rule after the current one, so the step has
// been made when the callee starts.
func counted(guards, steps []counter) []counter {
	var out []counter
	for _, g := range guards {
		if slices.Contains(steps, g) && !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}

// next returns the graph of what a rule can make run in the same
// instant: the rules it runs, and the rules triggered by a change of a
// variable it assigns.
func (w *runWalk) next(succ [][]int) [][]int {
	watch := map[int][]int{}
	for r, rule := range w.p.Rules {
		if rule.Trigger.Kind == ta.OnChange {
			watch[rule.Trigger.Target] = append(watch[rule.Trigger.Target], r)
		}
	}
	out := make([][]int, len(succ))
	// seen[t] == r+1: t is already among r's successors (a search of
	// out[r] would grow with the square of a rule's successors).
	seen := make([]int, len(succ))
	for r := range succ {
		out[r] = slices.Clone(succ[r])
		for _, t := range out[r] {
			seen[t] = r + 1
		}
		for _, v := range w.assigns[r] {
			for _, t := range watch[v] {
				if seen[t] != r+1 {
					seen[t] = r + 1
					out[r] = append(out[r], t)
				}
			}
		}
	}
	return out
}

// reach returns the rules that the rules in from lead to in graph g,
// those included.
func reach(g [][]int, from func(int) bool) []bool {
	seen := make([]bool, len(g))
	var stack []int
	for r := range g {
		if from(r) {
			seen[r] = true
			stack = append(stack, r)
		}
	}
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range g[r] {
			if !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return seen
}

// counters returns, for each component of the run graph whose cycle a
// counter bounds, that counter. A counter bounds a cycle when every way
// around it passes a run that the counter bounds (the cycle without those
// runs has no cycle left) and no rule that the cycle leads to moves the
// counter back. The rules that do move it back must then run finitely
// often for the cycle to: they must not depend, through runs, changes and
// moves back, on the cycle itself (two cycles moving each other's
// counters back run without end), so a cycle on such a loop is not
// bounded. Home Assistant's queued runs are bounded cycles: a run ends by
// taking the next from the queue, counting the queue down, and only the
// triggers' rules count it up.
func (w *runWalk) counters(comp []int, succ [][]int, sites []runSite) map[int]counter {
	out := map[int]counter{}
	cands := map[int][]counter{}
	for _, s := range sites {
		if c := comp[s.caller]; c == comp[s.callee] {
			for _, k := range s.counted {
				if !slices.Contains(cands[c], k) {
					cands[c] = append(cands[c], k)
				}
			}
		}
	}
	if len(cands) == 0 {
		// No cycle steps a counter (most programs have no cycle of
		// runs): nothing to bound, and the graph of runs and changes,
		// which grows with the writers times the watchers of each
		// variable, is not built.
		return out
	}
	g := w.next(succ)
	for c, ks := range cands {
		from := reach(g, func(r int) bool { return comp[r] == c })
		for _, k := range ks {
			ok := !cyclic(c, comp, len(succ), sites, k)
			for r := range g {
				if ok && from[r] && w.against[r][k] {
					ok = false
				}
			}
			if ok {
				out[c] = k
				break
			}
		}
	}
	// The rules that move a bounded cycle's counter back lead to it: a
	// component of this graph with rules of two cycles of runs is a loop
	// through a move back.
	dep := make([][]int, len(g))
	head := map[int]int{} // a rule of each bounded cycle
	for r := range g {
		dep[r] = slices.Clone(g[r])
		if _, ok := out[comp[r]]; ok {
			head[comp[r]] = r
		}
	}
	for c, k := range out {
		for r := range g {
			if w.against[r][k] {
				dep[r] = append(dep[r], head[c])
			}
		}
	}
	dc := sccs(dep)
	first := map[int]int{} // dependence component -> a run component in it
	mixed := map[int]bool{}
	for r := range g {
		if c, ok := first[dc[r]]; !ok {
			first[dc[r]] = comp[r]
		} else if c != comp[r] {
			mixed[dc[r]] = true
		}
	}
	for r := range g {
		if mixed[dc[r]] {
			delete(out, comp[r])
		}
	}
	return out
}

// cyclic reports whether component c still has a cycle without the runs
// that counter k bounds.
func cyclic(c int, comp []int, n int, sites []runSite, k counter) bool {
	sub := make([][]int, n)
	for _, s := range sites {
		if comp[s.caller] != c || comp[s.callee] != c || slices.Contains(s.counted, k) {
			continue
		}
		if s.caller == s.callee {
			return true
		}
		if !slices.Contains(sub[s.caller], s.callee) {
			sub[s.caller] = append(sub[s.caller], s.callee)
		}
	}
	sc := sccs(sub)
	size := map[int]int{}
	for r := range n {
		if comp[r] == c {
			size[sc[r]]++
			if size[sc[r]] > 1 {
				return true
			}
		}
	}
	return false
}
