// Package persistent computes the persistent sets of the timed search's
// partial-order reduction at one instant (search.Options.DPOR): which
// stimuli depend on which, statically, and the timers and schedules whose
// dependence class a search may follow alone in an urgent state.
//
// Why not the event DPOR engine. Every state where time can pass has a
// future of its own: firing independent events A and B from s gives the
// states s·A, s·B and s·A·B, and a delay from each of them starts a
// different future, so all of them must be visited whatever the order
// they were reached in. A delay depends on every event (it moves the
// clocks and the time of day), so a reduction of states can only skip
// states where time cannot pass. A depth-first search with the stateful
// event DPOR engine (package dpor) did that, but it visited states out of
// time order: it met a state first at a late time and again at an earlier
// one, and explored it twice, it re-explored from matched states, and its
// traces were its depth-first paths (sprinkler for an hour: 160,498
// states and 22 s against the breadth-first search's 14,210 states and
// 0.03 s, traces of hundreds of steps). It was removed.
//
// What is reduced. The search is the breadth-first search, in time
// order, so states are the same states and traces the earliest, then the
// shortest. Only in an urgent state u (time cannot pass) where a timer T
// is at the end of its window (or a schedule T is due) does it follow a
// persistent set instead of every stimulus: the stimuli that depend on T,
// directly or through other stimuli (its dependence class). Dependence
// is static, from what each stimulus's whole rule cascade may read and
// write (analysis.Analyze), its enabling (an event's guard, a timer's queue
// slot and clock, a schedule's time), the progress conditions (a
// successor must satisfy them) and the observers it may open or close (a
// virtual location per time-bound invariant). Two stimuli are dependent
// when one may write what the other reads or writes.
//
// Why it is sound, and keeps each violation's first trace as short.
// Stimuli outside T's class C are independent of every stimulus in C, so
// they neither enable nor disable them and commute with them. T stays at
// the end of its window until a stimulus of C fires (only stimuli of C
// write its queue slot and clock), so no delay happens first. Hence every
// path from u to a state where time can pass fires a stimulus p of C, and
// the first such p can be moved to the front: the same state, reached at
// the same time with as many steps. By induction every state where time
// can pass is visited, at the same time and depth as in the full search.
// Invariants are checked only in those states (unless Transient: then
// nothing is reduced), so the violated invariants, each one's first
// violating time and trace length, and the coverage are those of the full
// search. A runtime error in a skipped state could only be met later, one
// step further; so a state is reduced only if no stimulus outside C can
// fail (its cascade has no assertion, arithmetic, out-of-range
// assignment, list index or cycle) and no condition the search evaluates
// in every state (guards, progress, urgency, invariants) can.
//
// What is not kept: the urgent states in between. The differential tests
// (explore/timeddpor_regress_test.go) check all of this against the full
// search.
package persistent

import (
	"slices"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
)

// Anchor is a timer or schedule T that can anchor a persistent set: the
// stimuli of its dependence class (Keep) are the ones followed.
type Anchor struct {
	Stim  int    // T's stimulus
	Timer int    // -1 for a schedule
	Sched int    // -1 for a timer
	Keep  []bool // by stimulus: in T's class
	Size  int    // the class's size
}

// Anchors returns what the search needs to reduce m's urgent states: the
// candidate anchors, most reducing (smallest class) first; nil if no
// urgent state of m can be reduced.
func Anchors(m *model.Model) []Anchor {
	p := m.Prog
	for _, pr := range m.Props {
		if pr.Transient {
			return nil // checked in urgent states too
		}
	}
	if !conditionsSafe(m) {
		return nil
	}
	a := staticAccesses(m)
	n := len(p.Stimuli())
	dep := func(x, y int) bool {
		return intersects(a[x].w, a[y].r) || intersects(a[x].w, a[y].w) || intersects(a[y].w, a[x].r)
	}
	// Dependence classes: the connected components among the relevant
	// stimuli.
	class := make([]int, n)
	for i := range class {
		class[i] = -1
	}
	var sizes []int
	for s := range n {
		if !m.Relevant(s) || class[s] >= 0 {
			continue
		}
		c := len(sizes)
		class[s] = c
		size := 1
		for queue := []int{s}; len(queue) > 0; {
			x := queue[0]
			queue = queue[1:]
			for y := range n {
				if m.Relevant(y) && class[y] < 0 && dep(x, y) {
					class[y] = c
					size++
					queue = append(queue, y)
				}
			}
		}
		sizes = append(sizes, size)
	}
	if len(sizes) < 2 {
		return nil
	}
	// A class whose outside may fail cannot anchor (see above).
	failOutside := make([]bool, len(sizes))
	for s := range n {
		if m.Relevant(s) && a[s].mayFail {
			for c := range failOutside {
				if c != class[s] {
					failOutside[c] = true
				}
			}
		}
	}
	var anchors []Anchor
	for s, st := range p.Stimuli() {
		if !m.Relevant(s) || st.Kind == ta.StimEvent || failOutside[class[s]] {
			continue
		}
		an := Anchor{Stim: s, Timer: -1, Sched: -1, Keep: make([]bool, n), Size: sizes[class[s]]}
		if st.Kind == ta.StimTimer {
			an.Timer = st.Index
		} else {
			an.Sched = st.Index
		}
		for y := range n {
			an.Keep[y] = m.Relevant(y) && class[y] == class[s]
		}
		anchors = append(anchors, an)
	}
	if len(anchors) == 0 {
		return nil
	}
	slices.SortStableFunc(anchors, func(x, y Anchor) int { return x.Size - y.Size })
	return anchors
}

// access is what a stimulus may read and write, over the program's
// locations, then one virtual location per schedule (its fired flag)
// and one per observer.
type access struct {
	r, w    ta.Bits
	mayFail bool
}

// staticAccesses computes every stimulus's access (see the package
// comment for what counts).
func staticAccesses(m *model.Model) []access {
	p := m.Prog
	an := analysis.Analyze(p)
	nloc := p.NumLocs()
	schedLoc := func(i int) int { return nloc + i }
	obsLoc := func(k int) int { return nloc + len(p.Schedules()) + k }
	total := nloc + len(p.Schedules()) + len(m.Timed)
	var progress []int
	for _, g := range p.Progress {
		progress = append(progress, analysis.ExprLocs(p, g)...)
	}
	cyclic := cascadeCycles(p, an)
	out := make([]access, len(p.Stimuli()))
	for s, st := range p.Stimuli() {
		a := access{r: ta.NewBits(total), w: ta.NewBits(total)}
		var rules []int
		seen := make([]bool, len(p.Rules))
		var emits []string
		for queue := slices.Clone(st.Rules); len(queue) > 0; {
			ri := queue[0]
			queue = queue[1:]
			if seen[ri] {
				continue
			}
			seen[ri] = true
			rules = append(rules, ri)
			ra := &an.Rules[ri]
			orInto(a.r, ra.Reads)
			orInto(a.w, ra.Writes)
			emits = append(emits, ra.Emits...)
			queue = append(queue, ra.Calls...)
			for v := range p.Vars {
				if ra.Writes.Has(p.LocVar(v)) {
					queue = append(queue, p.ChangeRules(v)...)
				}
			}
			if cyclic[ri] || !stmtsSafe(p, p.Rules[ri].Body) {
				a.mayFail = true
			}
		}
		switch st.Kind {
		case ta.StimEvent:
			if g := p.Events[st.Index].Guard; g != nil {
				for _, l := range analysis.ExprLocs(p, g) {
					a.r.Set(l)
				}
			}
		case ta.StimTimer:
			t := p.Timers[st.Index]
			a.r.Set(p.LocTimer(st.Index))
			a.w.Set(p.LocTimer(st.Index))
			a.r.Set(p.LocClock(t.ClockIndex))
		case ta.StimSchedule:
			a.r.Set(p.LocClock(ta.WallClock))
			a.r.Set(schedLoc(st.Index))
			a.w.Set(schedLoc(st.Index))
		}
		for _, l := range progress {
			a.r.Set(l)
		}
		for k, pr := range m.Timed {
			if touchesObserver(p, pr, s, rules, emits, a.w) {
				a.r.Set(obsLoc(k))
				a.w.Set(obsLoc(k))
			}
		}
		out[s] = a
	}
	return out
}

// touchesObserver reports whether stimulus s, running rules and emitting
// emits and writing w, may open or close pr's obligation or change what
// its trigger sees.
func touchesObserver(p *ta.Program, pr *spec.Property, s int, rules []int, emits []string, w ta.Bits) bool {
	switch pr.After {
	case spec.AfterStimulus:
		if pr.Target == s {
			return true
		}
	case spec.AfterRule:
		for _, r := range pr.Rules {
			if slices.Contains(rules, r) {
				return true
			}
		}
	case spec.AfterChange:
		if w.Has(p.LocVar(pr.Target)) {
			return true
		}
	case spec.AfterEmit:
		if slices.Contains(emits, pr.Emit) {
			return true
		}
	}
	for _, e := range []ta.Expr{pr.Cond, pr.Edge, pr.While} {
		if e == nil {
			continue
		}
		for _, l := range analysis.ExprLocs(p, e) {
			if w.Has(l) {
				return true
			}
		}
	}
	return false
}

// cascadeCycles marks the rules from which a cascade can come back to a
// rule already queued (a `run`, or a change of a variable that triggers
// rules): such a cascade may run without end, which is a runtime error.
func cascadeCycles(p *ta.Program, an *analysis.Analysis) []bool {
	n := len(p.Rules)
	next := make([][]int, n)
	for ri := range n {
		ra := &an.Rules[ri]
		next[ri] = append(next[ri], ra.Calls...)
		for v := range p.Vars {
			if ra.Writes.Has(p.LocVar(v)) {
				next[ri] = append(next[ri], p.ChangeRules(v)...)
			}
		}
	}
	// A rule is cyclic if it reaches a rule on a cycle (or one queued
	// twice: a DAG with two paths to a rule runs it twice, which is
	// bounded, but counting runs is not worth it: any join counts).
	out := make([]bool, n)
	for ri := range n {
		count := make([]int, n)
		for queue := []int{ri}; len(queue) > 0 && !out[ri]; {
			x := queue[0]
			queue = queue[1:]
			for _, y := range next[x] {
				count[y]++
				if count[y] > 1 || y == ri {
					out[ri] = true
					break
				}
				queue = append(queue, y)
			}
		}
	}
	return out
}

// conditionsSafe reports whether no condition evaluated in every state
// (event guards, progress and urgent conditions, labels, properties) can
// fail.
func conditionsSafe(m *model.Model) bool {
	p := m.Prog
	var es []ta.Expr
	for _, e := range p.Events {
		es = append(es, e.Guard)
	}
	es = append(es, p.Progress...)
	es = append(es, p.Urgent...)
	for _, pr := range m.Props {
		es = append(es, pr.Cond, pr.Edge, pr.While)
	}
	for _, e := range es {
		if e != nil && !exprSafe(p, e) {
			return false
		}
	}
	return true
}

// stmtsSafe reports whether statements cannot fail whatever the state:
// no assertion, every assignment a constant of the variable's type,
// every condition exprSafe.
func stmtsSafe(p *ta.Program, list []ta.Stmt) bool {
	for _, s := range list {
		switch s := s.(type) {
		case *ta.Assign:
			v, ok := constValue(s.Value)
			if !ok || !p.Vars[s.Index].Type.Contains(v) {
				return false
			}
		case *ta.If:
			if !exprSafe(p, s.Cond) || !stmtsSafe(p, s.Then) || !stmtsSafe(p, s.Else) {
				return false
			}
		case *ta.Assert:
			return false
		}
	}
	return true
}

// constValue is the value of a constant expression.
func constValue(e ta.Expr) (int64, bool) {
	switch e := e.(type) {
	case *ta.IntLit:
		return e.Value, true
	case *ta.BoolLit:
		if e.Value {
			return 1, true
		}
		return 0, true
	case *ta.Ident:
		if e.Ref.Kind == ta.RefEnum {
			return int64(e.Ref.Index), true
		}
	}
	return 0, false
}

// exprSafe reports whether e cannot fail to evaluate: no arithmetic
// (overflow, division by zero), no list index, no negation.
func exprSafe(p *ta.Program, e ta.Expr) bool {
	switch e := e.(type) {
	case *ta.IntLit, *ta.BoolLit, *ta.DurationLit, *ta.TimeIn, *ta.Random:
		return true
	case *ta.Ident:
		switch e.Ref.Kind {
		case ta.RefVar, ta.RefEnum, ta.RefFactor:
			return true
		case ta.RefLabel:
			return exprSafe(p, p.Labels[e.Ref.Index].Cond)
		}
		return false
	case *ta.Unary:
		return e.Op == ta.OpNot && exprSafe(p, e.X)
	case *ta.Binary:
		if e.Atom >= 0 || e.Tod >= 0 {
			return true
		}
		switch {
		case e.Op.IsComparison(), e.Op == ta.OpAnd, e.Op == ta.OpOr, e.Op == ta.OpImplies:
			return exprSafe(p, e.X) && exprSafe(p, e.Y)
		}
		return false
	case *ta.CondExpr:
		return exprSafe(p, e.C) && exprSafe(p, e.Then) && exprSafe(p, e.Else)
	}
	return false
}

// orInto adds the elements of c to b, which may be longer.
func orInto(b, c ta.Bits) {
	for i, x := range c {
		b[i] |= x
	}
}

// intersects reports whether b and c share an element.
func intersects(b, c ta.Bits) bool {
	for i := range min(len(b), len(c)) {
		if b[i]&c[i] != 0 {
			return true
		}
	}
	return false
}
