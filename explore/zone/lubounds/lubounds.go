// Package lubounds computes per-location LU bounds for the zone search:
// for each discrete state, the lower and upper constants each program
// clock can still be compared with before it is reset (a static guard
// analysis), so that extrapolation forgets more and fewer zones are kept.
package lubounds

import (
	"cmp"
	"encoding/binary"
	"math"
	"slices"
	"sync"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/ta/interp"
	"github.com/delorean-mc/delorean/zones"
)

// Per-location LU bounds (Behrmann, Bouyer, Fleury and Larsen, "Static
// guard analysis in timed automata verification", 2003). The bounds of a
// program clock x in a discrete state s need only cover the constraints
// that can still be asked of x's current value: those of the transitions
// from s, and, through every transition that does not reset x, those of
// the state it leads to. L takes the lower bounds (x > c, x ≥ c) and U
// the upper ones, of the constraints a transition really requires: the
// answers of a run that fires (an answer that disables a stimulus
// requires nothing), and of those only what tells its successor from
// another's (merge.go: two answers that lead to the same place require
// nothing either). Fischer's process in A then has no bound on its
// clock (it is reset before it is read), in req only an upper one, in
// wait only a lower one.
//
// As TChecker does per process location, the analysis is done clock by
// clock on a projection of the discrete state, not on the discrete states
// themselves (whose over-approximation grows as the product of the
// processes: Fischer 7's passes 40,000 states where the search has
// 7,737). The projection of clock x keeps x's control: the locations
// (variables, timers, rules' enabled flags) that the conditions asking x
// read, and x's timers. Fischer's x1 keeps P1 and id: at most 32 abstract
// states. A stimulus that writes none of them and neither asks nor resets
// x is a self-loop of the projection that asks nothing: it is skipped.
// The others run from each abstract state with every value of the other
// locations they may read (found statically: analysis.Analyze, over the rules
// the stimulus runs, what they call and what their changes trigger; and
// the variables they may write whose changes trigger rules, as the
// runner compares their old and new values) and every clock question
// answered both ways. The run depends on nothing else (checked: a run
// that reads another location abandons the clock's analysis; a location
// it writes takes a value that does not depend on the old one), so the
// successor's projection is the same from every state with these values,
// and every transition of the program from a state with that projection
// is one of these runs: the abstract graph over-approximates the
// projected one, and the backward fixpoint on it bounds every constraint
// the program can ask of x before resetting it. Progress conditions are
// not checked after a run (more transitions, still sound); the state's
// own conditions that ask x (progress conditions where they hold, urgency
// and the invariants checked both ways) are evaluated with every value of
// what they read outside the projection. A clock whose analysis is too
// large (see the limits below) keeps its global bounds, which is sound
// whatever the other clocks have: the conditions on LU bounds are clock
// by clock.
//
// A state the zone search reaches whose projection the analysis did not
// is impossible; should it happen the search starts again with the global
// bounds (Result.Extrapolation says so). The wall clock, the observers'
// clocks and models with diagonal constraints keep the global bounds.

// Limits of one clock's analysis, beyond which the clock keeps its global
// bounds: abstract states, valuations of what one stimulus or condition
// reads outside the projection, and choices of one run; and of the runs
// of the whole analysis (the clocks not analysed when it is reached keep
// their global bounds).
const (
	maxAbstractStates = 20000
	maxValuations     = 4096
	maxLocalRuns      = 1000000
	maxLocalChoices   = 40
)

// recClocks answers every clock question both ways (a choice of ch) and
// records the answers given before the clocks asked were reset.
type recClocks struct {
	ch    *search.Odometer
	reset []bool // DBM index: reset in this run
	cons  []zones.Constraint
	// asked: the answers given in this run, so that a question asked
	// again (a rule run many times in one instant) gets the same one,
	// as on a zone; forgotten when a clock is reset.
	asked map[ta.ClockAtom]bool
	// z holds what the answers so far say of the clocks' values at the
	// run's instant (from no constraint at all), and tmp is scratch: an
	// answer z rules out is not given, so that a run asks no
	// impossible combination. Without it, a condition over each day's
	// window of a week asked every combination of the days' answers
	// about one instant of the wall clock (the docs/ir.md sketch over
	// 168 h: 130,000 runs for one clock, 92% of the search; over 720 h
	// the runs' choices passed maxLocalChoices and the clock kept its
	// global bounds).
	z, tmp *zones.DBM
	cs     []zones.Constraint
	// lits are the answers of this run that the run's earlier answers and
	// resets do not decide: the run's guard on the valuation it starts
	// from, as literals (lit), in the order asked.
	lits []lit
}

// lit is one answer to a clock question, normalised so that the two
// answers of a question and its negation (x < c true, x >= c false) are
// the same literal: Op is OpGe, OpGt or OpEq.
type lit struct {
	a   ta.ClockAtom
	ans bool
}

func normLit(a ta.ClockAtom, ans bool) lit {
	switch a.Op {
	case ta.OpLt:
		a.Op, ans = ta.OpGe, !ans
	case ta.OpLe:
		a.Op, ans = ta.OpGt, !ans
	case ta.OpNe:
		a.Op, ans = ta.OpEq, !ans
	}
	return lit{a, ans}
}

func compareLits(p, q lit) int {
	return cmp.Or(cmp.Compare(p.a.X, q.a.X), cmp.Compare(p.a.Y, q.a.Y), cmp.Compare(p.a.Op, q.a.Op), cmp.Compare(p.a.C, q.a.C))
}

// start begins a run.
func (r *recClocks) start() {
	clear(r.reset)
	clear(r.asked)
	r.cons = r.cons[:0]
	r.lits = r.lits[:0]
	r.z.SetUniverse()
}

// answerOps are the constraints answer ans to a requires (x != c true,
// or x == c false, is x < c or x > c: both sides, not convex).
func answerOps(a ta.ClockAtom, ans bool) []zones.Op {
	switch {
	case a.Op == ta.OpLt && ans, a.Op == ta.OpGe && !ans:
		return []zones.Op{zones.OpLT}
	case a.Op == ta.OpLe && ans, a.Op == ta.OpGt && !ans:
		return []zones.Op{zones.OpLE}
	case a.Op == ta.OpGt && ans, a.Op == ta.OpLe && !ans:
		return []zones.Op{zones.OpGT}
	case a.Op == ta.OpGe && ans, a.Op == ta.OpLt && !ans:
		return []zones.Op{zones.OpGE}
	case a.Op == ta.OpEq && ans, a.Op == ta.OpNe && !ans:
		return []zones.Op{zones.OpEQ}
	}
	return []zones.Op{zones.OpLT, zones.OpGT}
}

// narrow returns the constraints of answer ans to x - y (y = 0: x)
// when they are convex (one op), and whether they are.
func (r *recClocks) narrow(a ta.ClockAtom, x, y int, ans bool) ([]zones.Constraint, bool) {
	ops := answerOps(a, ans)
	if len(ops) != 1 {
		return nil, false
	}
	cs, err := zones.AppendAtom(r.cs[:0], x, y, ops[0], a.C)
	r.cs = cs
	return cs, err == nil
}

// possible reports whether answer ans to a is consistent with the
// answers so far (a non-convex answer always is).
func (r *recClocks) possible(a ta.ClockAtom, x, y int, ans bool) bool {
	if !pruneAnswers {
		return true
	}
	cs, ok := r.narrow(a, x, y, ans)
	if !ok {
		return true
	}
	r.tmp.CopyFrom(r.z)
	nonEmpty, err := r.tmp.ConstrainAll(cs)
	return nonEmpty || err != nil
}

func (r *recClocks) Holds(a ta.ClockAtom) bool {
	x, y := a.X+1, 0
	if a.Y >= 0 {
		y = a.Y + 1
	}
	if ans, ok := r.asked[a]; ok {
		return ans
	}
	var ans bool
	chosen := false
	switch yes, no := r.possible(a, x, y, true), r.possible(a, x, y, false); {
	case yes && !no:
		ans = true
	case no && !yes:
		ans = false
	default:
		ans, chosen = r.ch.ChooseFactor(-1, 2) == 0, true
	}
	r.asked[a] = ans
	if cs, ok := r.narrow(a, x, y, ans); ok {
		if _, err := r.z.ConstrainAll(cs); err != nil {
			r.z.SetUniverse() // forget rather than overflow: still sound
		}
	}
	if chosen && !r.reset[x] && (y == 0 || !r.reset[y]) {
		// (An answer the earlier ones imply adds nothing to the guard;
		// one about a clock reset in the run is not about the valuation
		// the run starts from. A diagonal with one clock reset is, but
		// models with diagonals keep the global bounds.)
		r.lits = append(r.lits, normLit(a, ans))
	}
	if r.reset[x] || r.reset[y] {
		return ans // a reset clock's value is known: nothing to bound
	}
	for _, o := range answerOps(a, ans) {
		r.cons, _ = zones.AppendAtom(r.cons, x, y, o, a.C)
	}
	return ans
}

// AppendSig implements ta.ClockSig: the answers given so far (past the
// clocks' resets, which the interpreter's memo key has), as those and
// the resets decide every answer and constraint that follows.
func (r *recClocks) AppendSig(b []byte) ([]byte, bool) {
	atoms := make([]ta.ClockAtom, 0, len(r.asked))
	for a := range r.asked {
		atoms = append(atoms, a)
	}
	slices.SortFunc(atoms, func(p, q ta.ClockAtom) int {
		return cmp.Or(cmp.Compare(p.X, q.X), cmp.Compare(p.Y, q.Y), cmp.Compare(p.Op, q.Op), cmp.Compare(p.C, q.C))
	})
	for _, a := range atoms {
		b = binary.AppendVarint(b, int64(a.X))
		b = binary.AppendVarint(b, int64(a.Y))
		b = binary.AppendVarint(b, int64(a.Op))
		b = binary.AppendVarint(b, a.C)
		if r.asked[a] {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
	}
	return b, true
}

func (r *recClocks) Reset(x int) {
	r.reset[x+1] = true
	r.z.Reset(x + 1)
	for a := range r.asked {
		if a.X == x || a.Y == x {
			delete(r.asked, a)
		}
	}
}

// Table is the analysis' result: per analysed clock its bounds by
// projection, and the bounds of the discrete states looked up so far.
type Table struct {
	p      *ta.Program
	global *zones.Bounds
	clocks []*clockBounds
	mu     sync.RWMutex
	memo   map[string]*zones.Bounds // by discrete key
	runs   int                      // the runs of the analysis, for the tests
	merged int                      // see Merged
}

// Merged returns how many answers the analysis left out of the bounds
// because the other answer led to the same successor (merge.go), over
// every clock analysed: the tests' measure of how often it applies.
func (lb *Table) Merged() int { return lb.merged }

// timerShortcut lets Compute bound the clocks only timers read without
// analysing them (timerBounds); the tests compare it with the analysis.
var timerShortcut = true

// pruneAnswers lets the analysis give only the answers consistent with a
// run's earlier ones (recClocks.z); the tests compare it with answering
// every question both ways.
var pruneAnswers = true

// guardTests lets the analysis skip a stimulus where its guard's leading
// tests fail (model.GuardTests), counting the runs it would have made; the
// tests compare the analysis with and without.
var guardTests = true

// Analysed returns how many clocks have their own bounds; the others
// keep the global ones.
func (lb *Table) Analysed() int { return len(lb.clocks) }

// analyser is what one run of Compute reads.
type analyser struct {
	m    *explore.Model
	mach *interp.Machine
	n    int // clocks in the DBMs (the model's, wall clock first)
	// observed: the stimuli fired even when they run no rule
	observed []bool
	// tests: per stimulus, the tests its guard begins with
	// (model.GuardTests)
	tests [][]model.GuardTest
	// stop is Compute's; halted is set once it has said to stop, polls
	// counts the polls.
	stop   func() bool
	halted bool
	polls  int
	merged int // Table.Merged
}

// halt polls stop, every few calls: it is called for every stimulus the
// analysis runs, and a stimulus' runs take microseconds.
func (e *analyser) halt() bool {
	if e.stop == nil || e.halted {
		return e.halted
	}
	if e.polls++; e.polls%16 == 1 {
		e.halted = e.stop()
	}
	return e.halted
}

// clockBounds is one clock's analysis.
type clockBounds struct {
	x     int   // DBM index
	locs  []int // the projection's locations (Program.Loc*), sorted
	index map[string]int
	l, u  []int64 // by abstract state
}

// Lookup returns the bounds of st, whose discrete key is key (any
// encoding that tells discrete states apart: it keys a memo); false if
// the analysis did not reach st's projection of some clock.
func (lb *Table) Lookup(key []byte, st *ta.State) (*zones.Bounds, bool) {
	// The zone search's workers look up at once: they share the memo
	// read-locked, and compute a missing entry outside the lock (from
	// the analysis, which does not change).
	lb.mu.RLock()
	b, ok := lb.memo[string(key)]
	lb.mu.RUnlock()
	if ok {
		return b, true
	}
	b = zones.NewBounds(len(lb.global.L) - 1)
	copy(b.L, lb.global.L)
	copy(b.U, lb.global.U)
	var k []byte
	for _, cb := range lb.clocks {
		k = projKey(k[:0], lb.p, st, cb.locs)
		i, ok := cb.index[string(k)]
		if !ok {
			return nil, false
		}
		b.L[cb.x], b.U[cb.x] = cb.l[i], cb.u[i]
	}
	lb.mu.Lock()
	if old, ok := lb.memo[string(key)]; ok {
		b = old // another's, equal: one pointer per state
	} else {
		lb.memo[string(key)] = b
	}
	lb.mu.Unlock()
	return b, true
}

// locValue is the value of location l in st; setLoc sets it.
func locValue(p *ta.Program, st *ta.State, l int) int64 {
	nv, nc, nt := len(p.Vars), p.NumClocks(), len(p.Timers)
	switch {
	case l < nv:
		return st.Vals[l]
	case l >= nv+nc && l < nv+nc+nt:
		return int64(st.Timers[l-nv-nc])
	case l >= nv+nc+nt:
		if st.RuleOff[l-nv-nc-nt] {
			return 1
		}
	}
	return 0
}

func setLoc(p *ta.Program, st *ta.State, l int, v int64) {
	nv, nc, nt := len(p.Vars), p.NumClocks(), len(p.Timers)
	switch {
	case l < nv:
		st.Vals[l] = v
	case l >= nv+nc && l < nv+nc+nt:
		st.Timers[l-nv-nc] = int32(v)
	case l >= nv+nc+nt:
		st.RuleOff[l-nv-nc-nt] = v != 0
	}
}

// locDomain is the range of location l's values; isClock says l is a
// clock's (not part of the discrete state).
func locDomain(p *ta.Program, l int) (lo, hi int64) {
	nv, nc, nt := len(p.Vars), p.NumClocks(), len(p.Timers)
	switch {
	case l < nv:
		t := &p.Vars[l].Type
		switch t.Kind {
		case ta.Int:
			return t.Lo, t.Hi
		}
		return 0, t.Size() - 1
	case l >= nv+nc && l < nv+nc+nt:
		return 0, int64(len(p.Timers[l-nv-nc].Windows))
	}
	return 0, 1
}

func isClock(p *ta.Program, l int) bool { return l >= len(p.Vars) && l < len(p.Vars)+p.NumClocks() }

func projKey(buf []byte, p *ta.Program, st *ta.State, locs []int) []byte {
	for _, l := range locs {
		buf = binary.AppendVarint(buf, locValue(p, st, l))
	}
	return buf
}

// stimSummary is what a stimulus may read and write, statically.
type stimSummary struct {
	reads, writes ta.Bits
}

// summarize over-approximates what each stimulus's runs read and write:
// its guard, and the rules it runs, those they call and those their
// variables' changes trigger, to a fixpoint.
func summarize(p *ta.Program) []stimSummary {
	an := analysis.Analyze(p)
	stims := p.Stimuli()
	out := make([]stimSummary, len(stims))
	for si, stim := range stims {
		s := stimSummary{reads: ta.NewBits(p.NumLocs()), writes: ta.NewBits(p.NumLocs())}
		switch stim.Kind {
		case ta.StimEvent:
			if g := p.Events[stim.Index].Guard; g != nil {
				for _, l := range analysis.ExprLocs(p, g) {
					s.reads.Set(l)
				}
			}
		case ta.StimTimer:
			s.reads.Set(p.LocTimer(stim.Index))
			s.writes.Set(p.LocTimer(stim.Index))
			s.reads.Set(p.LocClock(p.Timers[stim.Index].ClockIndex))
		case ta.StimSchedule:
			s.reads.Set(p.LocClock(ta.WallClock))
		}
		seen := make([]bool, len(p.Rules))
		work := append([]int(nil), stim.Rules...)
		for len(work) > 0 {
			r := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[r] {
				continue
			}
			seen[r] = true
			ra := &an.Rules[r]
			s.reads.Or(ra.Reads)
			s.writes.Or(ra.Writes)
			work = append(work, ra.Calls...)
			for v := range p.Vars {
				if ra.Writes.Has(p.LocVar(v)) {
					work = append(work, p.ChangeRules(v)...)
				}
			}
			if p.MutableRule(r) {
				s.reads.Set(p.LocRule(r))
			}
		}
		out[si] = s
	}
	return out
}

// valuations calls f with st set to every combination of the values of
// locs; false if there are more than maxValuations.
func valuations(p *ta.Program, st *ta.State, locs []int, f func() bool) (ok bool) {
	n := int64(1)
	for _, l := range locs {
		lo, hi := locDomain(p, l)
		if hi < lo {
			return true // an empty domain: no state
		}
		if d := hi - lo; d < 0 || d >= maxValuations { // (d < 0: overflow)
			return false
		}
		n *= hi - lo + 1
		if n > maxValuations {
			return false
		}
	}
	for _, l := range locs {
		lo, _ := locDomain(p, l)
		setLoc(p, st, l, lo)
	}
	for {
		if !f() {
			return false
		}
		k := len(locs) - 1
		for ; k >= 0; k-- {
			lo, hi := locDomain(p, locs[k])
			if v := locValue(p, st, locs[k]); v < hi {
				setLoc(p, st, locs[k], v+1)
				break
			}
			setLoc(p, st, locs[k], lo)
		}
		if k < 0 {
			return true
		}
	}
}

// Compute runs the analysis for m's program from its start state, with
// global the bounds the search would use otherwise (the analysis only
// lowers them clock by clock), and observed the stimuli the search fires
// even when they run no rule (an invariant's trigger names them). The
// caller decides whether it applies: it does not with diagonal
// constraints or without extrapolation. stop (nil: never) is the search's
// limits, polled as the analysis goes: on a large program it takes
// seconds, and a run stopped at a limit must stop in it too. Once stop
// says so, Compute returns nil, and the search keeps the global bounds
// (and, polling the same limits, stops).
func Compute(m *explore.Model, global *zones.Bounds, observed []bool, start *ta.State, stop func() bool) *Table {
	e := &analyser{m: m, mach: m.Mach, n: m.NClocks, observed: observed, stop: stop}
	if guardTests {
		e.tests = model.GuardTests(m.Prog)
	} else {
		e.tests = make([][]model.GuardTest, len(m.Prog.Stimuli()))
	}
	g := global
	p := e.m.Prog
	lb := &Table{p: p, global: g, memo: map[string]*zones.Bounds{}}
	sums := summarize(p)
	// The state's own conditions, asked in every state.
	// (A progress condition is an invariant: only where it holds.)
	var conds []ta.Expr
	conds = append(conds, p.Progress...)
	nprogress := len(conds)
	conds = append(conds, p.Urgent...)
	for _, pr := range e.m.Props {
		for _, x := range []ta.Expr{pr.Cond, pr.While, pr.Edge} {
			if x != nil {
				conds = append(conds, x)
			}
		}
	}
	condLocs := make([][]int, len(conds))
	for i, c := range conds {
		condLocs[i] = analysis.ExprLocs(p, c)
	}
	runs := 0
	read := clocksRead(p, condLocs)
	// The clocks to analyse, smallest projection first: the run budget is
	// the whole analysis', and a clock whose projection is nearly the
	// product of the processes (CSMA/CD's bus clock, whose stimuli read
	// every station's location) must not spend it before the others
	// have theirs. Analysed in the order of the clocks, from CSMA/CD
	// N = 8 on the bus clock used it all and every clock kept its global
	// bounds (issue 42: 243,818 zones and more, where TChecker stores
	// 20,738).
	type todo struct {
		c    int
		size float64 // log of the projection's valuations
	}
	var order []todo
	for c := 1; c < p.NumClocks(); c++ {
		if !read[c] && timerShortcut {
			if cb := timerBounds(p, c); cb != nil {
				lb.clocks = append(lb.clocks, cb)
				continue
			}
		}
		_, locs, _ := projection(p, c, sums, condLocs)
		size := 0.0
		for _, l := range locs {
			lo, hi := locDomain(p, l)
			size += math.Log(float64(hi-lo) + 1)
		}
		order = append(order, todo{c, size})
	}
	slices.SortStableFunc(order, func(a, b todo) int { return cmp.Compare(a.size, b.size) })
	for _, o := range order {
		if cb := e.analyseClock(start, o.c, sums, conds, nprogress, condLocs, &runs); cb != nil {
			lb.clocks = append(lb.clocks, cb)
		}
		if e.halted {
			return nil
		}
	}
	lb.runs, lb.merged = runs, e.merged
	return lb
}

// clocksRead marks the clocks that something compares besides their
// timers: a clock atom of the program (its rules, guards and conditions;
// every clock question is one, Model.layout counts the same), or a
// condition of the state (condLocs: the invariants' too). The others only
// time their timers.
func clocksRead(p *ta.Program, condLocs [][]int) []bool {
	read := make([]bool, p.NumClocks())
	for _, a := range p.Atoms() {
		read[a.X] = true
		if a.Y >= 0 {
			read[a.Y] = true
		}
	}
	for _, ls := range condLocs {
		for _, l := range ls {
			if isClock(p, l) {
				read[l-len(p.Vars)] = true
			}
		}
	}
	return read
}

// timerBounds are the bounds of program clock c when only its timers read
// it (clocksRead), without running the program: a start resets the clock,
// and only a queued timer compares it (with the end of its window, before
// which it must fire), so in a state where timers on c are queued the
// bounds are the latest end of their windows, and in one where none is,
// nothing can be asked of c before it is reset. The projection is the
// state of c's timers, every combination of which is listed. This is what
// the analysis finds for such a clock (its queued timers are its only
// constraints, and a transition that leaves c alone leaves them queued
// or stops them); it takes no runs, and does not give up where the rules
// that start the timers read too much for analyseClock (a delay in an
// automation whose trigger reads a dozen entities). nil when c has no
// timer or too many combinations.
func timerBounds(p *ta.Program, c int) *clockBounds {
	var timers []int
	for t, tm := range p.Timers {
		if tm.ClockIndex == c {
			timers = append(timers, t)
		}
	}
	if len(timers) == 0 {
		return nil
	}
	cb := &clockBounds{x: c + 1, index: map[string]int{}}
	n := 1
	for _, t := range timers {
		cb.locs = append(cb.locs, p.LocTimer(t))
		if n *= len(p.Timers[t].Windows) + 1; n > maxAbstractStates {
			return nil
		}
	}
	// Timer locations are in timer order, as the projection's must be
	// sorted; w holds each timer's state (0: not queued, k: window k-1).
	w := make([]int32, len(timers))
	st := ta.State{Timers: make([]int32, len(p.Timers))}
	var key []byte
	for {
		bound := zones.NoBound
		for i, t := range timers {
			st.Timers[t] = w[i]
			if w[i] > 0 {
				bound = max(bound, p.Timers[t].Windows[w[i]-1].Hi)
			}
		}
		key = projKey(key[:0], p, &st, cb.locs)
		cb.index[string(key)] = len(cb.l)
		cb.l, cb.u = append(cb.l, bound), append(cb.u, bound)
		k := len(w) - 1
		for ; k >= 0; k-- {
			if int(w[k]) < len(p.Timers[timers[k]].Windows) {
				w[k]++
				break
			}
			w[k] = 0
		}
		if k < 0 {
			return cb
		}
	}
}

// projection returns the locations program clock c's analysis keeps of
// the discrete state (as a set and sorted): c's timers', and what the
// stimuli and the state's conditions that ask c read; and those
// conditions (indices into condLocs).
func projection(p *ta.Program, c int, sums []stimSummary, condLocs [][]int) (inK []bool, locs, myConds []int) {
	cl := p.LocClock(c)
	nlocs := p.NumLocs()
	inK = make([]bool, nlocs)
	addK := func(l int) {
		if !isClock(p, l) {
			inK[l] = true
		}
	}
	for t, tm := range p.Timers {
		if tm.ClockIndex == c {
			addK(p.LocTimer(t))
		}
	}
	for _, s := range sums {
		if s.reads.Has(cl) {
			for l := 0; l < nlocs; l++ {
				if s.reads.Has(l) {
					addK(l)
				}
			}
		}
	}
	for i, ls := range condLocs {
		for _, l := range ls {
			if l == cl {
				myConds = append(myConds, i)
				for _, l := range ls {
					addK(l)
				}
				break
			}
		}
	}
	for l, in := range inK {
		if in {
			locs = append(locs, l)
		}
	}
	return inK, locs, myConds
}

// analyseClock computes the bounds of program clock c on its projection;
// nil when too large (c keeps its global bounds) or when a run reads a
// location the static summary missed. conds are the state's conditions,
// the first nprogress of them progress conditions; condLocs what each
// reads; runs counts the analysis' runs.
func (e *analyser) analyseClock(start *ta.State, c int, sums []stimSummary, conds []ta.Expr, nprogress int, condLocs [][]int, runs *int) *clockBounds {
	p := e.m.Prog
	x := c + 1
	cl := p.LocClock(c)
	nlocs := p.NumLocs()
	inK, locs, myConds := projection(p, c, sums, condLocs)
	relevant := make([]bool, len(sums))
	// The stimuli to run, and what to enumerate for each.
	others := make([][]int, len(sums))
	for si, s := range sums {
		relevant[si] = s.reads.Has(cl) || s.writes.Has(cl)
		for _, l := range locs {
			relevant[si] = relevant[si] || s.writes.Has(l)
		}
		if !relevant[si] {
			continue
		}
		// A location written and not read matters by its old value only
		// if it is a variable whose change triggers rules (the runner
		// compares): others are set whatever they held.
		for l := 0; l < nlocs; l++ {
			if inK[l] || isClock(p, l) {
				continue
			}
			if s.reads.Has(l) || s.writes.Has(l) && l < len(p.Vars) && len(p.ChangeRules(l)) > 0 {
				others[si] = append(others[si], l)
			}
		}
	}
	var ch search.Odometer
	rc := &recClocks{ch: &ch, reset: make([]bool, e.n+1), asked: map[ta.ClockAtom]bool{}}
	var err error
	if rc.z, err = zones.New(e.n); err != nil {
		return nil
	}
	rc.tmp, _ = zones.New(e.n)
	runner := e.mach.NewRunner()
	runner.Unnoted() // its states are projections, not reached
	eff := ta.NewEffects(p)
	cb := &clockBounds{x: x, locs: locs, index: map[string]int{}}
	type edge struct {
		to    int
		reset bool
	}
	var reps []ta.State
	var succ [][]edge
	var key []byte
	add := func(st *ta.State) (int, bool) {
		key = projKey(key[:0], p, st, locs)
		if i, ok := cb.index[string(key)]; ok {
			return i, true
		}
		if len(reps) >= maxAbstractStates {
			return -1, false
		}
		i := len(reps)
		cb.index[string(key)] = i
		reps = append(reps, st.Clone())
		cb.l, cb.u = append(cb.l, zones.NoBound), append(cb.u, zones.NoBound)
		succ = append(succ, nil)
		return i, true
	}
	raise := func(s int) {
		for _, k := range rc.cons {
			switch {
			case k.J == 0 && k.I == x:
				cb.u[s] = max(cb.u[s], k.B.Value())
			case k.I == 0 && k.J == x:
				cb.l[s] = max(cb.l[s], -k.B.Value())
			}
		}
	}
	// raiseLits raises s's bounds by the constraints of a guard's
	// literals on x.
	var lcs []zones.Constraint
	raiseLits := func(s int, term []lit) {
		for _, l := range term {
			if l.a.X+1 != x && l.a.Y+1 != x {
				continue
			}
			y := 0
			if l.a.Y >= 0 {
				y = l.a.Y + 1
			}
			lcs = lcs[:0]
			for _, o := range answerOps(l.a, l.ans) {
				lcs, _ = zones.AppendAtom(lcs, l.a.X+1, y, o, l.a.C)
			}
			for _, k := range lcs {
				switch {
				case k.J == 0 && k.I == x:
					cb.u[s] = max(cb.u[s], k.B.Value())
				case k.I == 0 && k.J == x:
					cb.l[s] = max(cb.l[s], -k.B.Value())
				}
			}
		}
	}
	var outs outcomes
	var okey []byte
	if _, ok := add(start); !ok {
		return nil
	}
	stims := p.Stimuli()
	// The stimuli run from every abstract state.
	var fire []int
	for si, stim := range stims {
		if relevant[si] && (len(stim.Rules) > 0 || stim.Kind != ta.StimEvent || e.observed[si]) {
			fire = append(fire, si)
		}
	}
	// Scratch states, overwritten for each run: w the state a stimulus
	// runs from (reps[s] with the values of what it reads outside the
	// projection), nst the state it leads to (add clones it when new).
	// Cloning them per stimulus and abstract state cost about half of the
	// analysis.
	w, nst := start.Clone(), start.Clone()
	for s := 0; s < len(reps); s++ {
		if e.halt() {
			return nil
		}
		// reps[s] is only read (w is the copy runs change); its slices
		// stay valid when reps grows.
		st := reps[s]
		// Queued timers on c bound the delay and are due at the end of
		// their window (asked both ways).
		for t, w := range st.Timers {
			if w > 0 && p.Timers[t].ClockIndex == c {
				hi := p.Timers[t].Windows[w-1].Hi
				cb.u[s], cb.l[s] = max(cb.u[s], hi), max(cb.l[s], hi)
			}
		}
		// The state's conditions that ask c, both ways. (Urgency too:
		// its parts where it holds and where it does not are both
		// successors.)
		for _, ci := range myConds {
			var other []int
			for _, l := range condLocs[ci] {
				if !inK[l] && !isClock(p, l) {
					other = append(other, l)
				}
			}
			w.CopyFrom(&st)
			ok := valuations(p, &w, other, func() bool {
				ch.Reset()
				for {
					ch.Rewind()
					rc.start()
					if *runs++; *runs > maxLocalRuns || len(ch.Choices) > maxLocalChoices {
						return false
					}
					if v, err := e.mach.Eval(&w, rc, conds[ci]); err == nil && (ci >= nprogress || v != 0) {
						raise(s)
					}
					if !ch.Next() {
						return true
					}
				}
			})
			if !ok {
				return nil
			}
		}
		for _, si := range fire {
			if e.halt() {
				return nil
			}
			stim := stims[si]
			w.CopyFrom(&st)
			abandon := false
			ok := valuations(p, &w, others[si], func() bool {
				if n, fails := model.GuardFails(e.tests[si], &w); fails && n <= maxLocalChoices {
					// Disabled whatever the answers: its runs (one per
					// atom asked before the failing test, answered
					// false, and one with all true) find nothing.
					*runs += n + 1
					return *runs <= maxLocalRuns
				}
				ch.Reset()
				outs.reset()
				for {
					ch.Rewind()
					rc.start()
					if *runs++; *runs > maxLocalRuns || len(ch.Choices) > maxLocalChoices {
						return false
					}
					ok := true
					var err error
					if stim.Kind != ta.StimSchedule {
						// (A schedule may fire whenever: its
						// instants are the wall clock's.)
						ok, err = e.mach.Enabled(&w, rc, si)
					}
					if err != nil {
						// A runtime error is a finding with a
						// trace: the answers that lead to it
						// must stay exact, as a successor's.
						raise(s)
					}
					if err == nil && ok {
						nst.CopyFrom(&w)
						// A run that fails fails in every state
						// with these values and answers: no
						// transition, but a runtime error whose
						// trace needs its answers.
						failed := runner.Fire(&nst, rc, si, &ch, eff) != nil
						for l := 0; l < len(inK); l++ {
							if eff.Reads.Has(l) && !inK[l] && !isClock(p, l) && !sums[si].reads.Has(l) {
								abandon = true
								return false
							}
						}
						if failed || !mergeAnswers {
							raise(s)
						} else {
							okey = outcomeKey(okey[:0], &nst, eff, rc.reset)
							outs.add(okey, rc.lits)
						}
						if !failed {
							j, fits := add(&nst)
							if !fits {
								return false
							}
							succ[s] = append(succ[s], edge{j, rc.reset[x]})
						}
					}
					if !ch.Next() {
						e.merged += outs.each(func(term []lit) { raiseLits(s, term) })
						return true
					}
				}
			})
			if !ok || abandon {
				return nil
			}
		}
	}
	// Backward fixpoint: an edge that does not reset c carries the
	// target's bounds back to the source.
	pred := make([][]int, len(reps))
	for s, es := range succ {
		for _, ed := range es {
			if !ed.reset {
				pred[ed.to] = append(pred[ed.to], s)
			}
		}
	}
	work := make([]int, len(reps))
	in := make([]bool, len(reps))
	for s := range work {
		work[s], in[s] = s, true
	}
	for len(work) > 0 {
		t := work[len(work)-1]
		work = work[:len(work)-1]
		in[t] = false
		for _, s := range pred[t] {
			if cb.l[t] > cb.l[s] || cb.u[t] > cb.u[s] {
				cb.l[s], cb.u[s] = max(cb.l[s], cb.l[t]), max(cb.u[s], cb.u[t])
				if !in[s] {
					work, in[s] = append(work, s), true
				}
			}
		}
	}
	return cb
}
