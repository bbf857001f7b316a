package zone

import (
	"slices"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Per-location LU bounds (Behrmann, Bouyer, Fleury and Larsen, "Static
// guard analysis in timed automata verification", 2003), on discrete
// states. The bounds of a program clock x in a discrete state s need only
// cover the constraints that can still be asked of x's current value:
// those of the transitions from s, and, through every transition that
// does not reset x, those of the state it leads to. L takes the lower
// bounds (x > c, x ≥ c) and U the upper ones, of the constraints a
// transition really requires: the answers of a run that leads to a
// successor (an answer that disables a stimulus, or after which a
// progress condition fails, requires nothing). Fischer's process in A
// then has no bound on its clock (it is reset before it is read), in req
// only an upper one, in wait only a lower one.
//
// The discrete states and transitions come from an over-approximation of
// the search: every clock question answered both ways. A state the zone
// search reaches and the over-approximation did not is impossible (a run
// is determined by its answers and choices); should it happen the search
// starts again with the global bounds (Result.Extrapolation says so).
// The wall clock, the observers' clocks and models with diagonal
// constraints keep the global bounds.

// maxLocalStates caps the over-approximation: beyond it the global bounds
// are used.
const maxLocalStates = 40000

// maxLocalRuns caps the runs the analysis interprets, and
// maxLocalChoices the choices of one run, likewise.
const (
	maxLocalRuns    = 1000000
	maxLocalChoices = 40
)

// recClocks answers every clock question both ways (a choice of ch) and
// records the answers given before the clocks asked were reset.
type recClocks struct {
	ch    *chooser
	reset []bool // DBM index: reset in this run
	cons  []zones.Constraint
	// asked: the answers given in this run, so that a question asked
	// again (a rule run many times in one instant) gets the same one,
	// as on a zone; forgotten when a clock is reset.
	asked map[ta.ClockAtom]bool
}

// start begins a run.
func (r *recClocks) start() {
	clear(r.reset)
	clear(r.asked)
	r.cons = r.cons[:0]
}

func (r *recClocks) Holds(a ta.ClockAtom) bool {
	x, y := a.X+1, 0
	if a.Y >= 0 {
		y = a.Y + 1
	}
	if ans, ok := r.asked[a]; ok {
		return ans
	}
	ans := r.ch.choose(2) == 0
	r.asked[a] = ans
	if r.reset[x] || r.reset[y] {
		return ans // a reset clock's value is known: nothing to bound
	}
	// The constraints the answer requires (x != c true, or x == c
	// false, is x < c or x > c: both sides).
	var ops []zones.Op
	switch {
	case a.Op == ta.OpLt && ans, a.Op == ta.OpGe && !ans:
		ops = []zones.Op{zones.OpLT}
	case a.Op == ta.OpLe && ans, a.Op == ta.OpGt && !ans:
		ops = []zones.Op{zones.OpLE}
	case a.Op == ta.OpGt && ans, a.Op == ta.OpLe && !ans:
		ops = []zones.Op{zones.OpGT}
	case a.Op == ta.OpGe && ans, a.Op == ta.OpLt && !ans:
		ops = []zones.Op{zones.OpGE}
	case a.Op == ta.OpEq && ans, a.Op == ta.OpNe && !ans:
		ops = []zones.Op{zones.OpEQ}
	default:
		ops = []zones.Op{zones.OpLT, zones.OpGT}
	}
	for _, o := range ops {
		r.cons, _ = zones.AppendAtom(r.cons, x, y, o, a.C)
	}
	return ans
}

func (r *recClocks) Reset(x int) {
	r.reset[x+1] = true
	for a := range r.asked {
		if a.X == x || a.Y == x {
			delete(r.asked, a)
		}
	}
}

// localBounds is the analysis' result: the bounds of each discrete state
// of the over-approximation, by discrete key.
type localBounds struct {
	index  map[string]int
	bounds []*zones.Bounds
}

// computeLocal runs the analysis for e's model; nil when it does not
// apply (diagonal constraints, too many states).
func (e *explorer) computeLocal(start *ta.State) *localBounds {
	g := e.bounds
	if len(g.Diagonals()) > 0 || e.opt.NoExtrapolation || e.split {
		return nil
	}
	m, p := e.m, e.m.Prog
	nprog := p.NumClocks() // DBM indices 1..nprog are the program's (1: wall)
	var ch chooser
	rc := &recClocks{ch: &ch, reset: make([]bool, e.n+1), asked: map[ta.ClockAtom]bool{}}
	runs := 0
	runner := e.mach.NewRunner()
	eff := ta.NewEffects(p)
	type edge struct {
		to    int
		reset []bool
	}
	var states []ta.State
	var l0, u0 [][]int64 // per state, per DBM clock index
	var succ [][]edge
	index := map[string]int{}
	var key []byte
	add := func(st *ta.State) (int, bool) {
		key = discKey(key[:0], st)
		if i, ok := index[string(key)]; ok {
			return i, true
		}
		if len(states) >= maxLocalStates {
			return -1, false
		}
		i := len(states)
		index[string(key)] = i
		states = append(states, st.Clone())
		l, u := make([]int64, e.n+1), make([]int64, e.n+1)
		for x := range l {
			l[x], u[x] = zones.NoBound, zones.NoBound
		}
		l0, u0 = append(l0, l), append(u0, u)
		succ = append(succ, nil)
		return i, true
	}
	raise := func(s int, cs []zones.Constraint) {
		for _, k := range cs {
			switch {
			case k.J == 0 && k.I > 1 && k.I <= nprog:
				u0[s][k.I] = max(u0[s][k.I], k.B.Value())
			case k.I == 0 && k.J > 1 && k.J <= nprog:
				l0[s][k.J] = max(l0[s][k.J], -k.B.Value())
			}
		}
	}
	// both enumerates eval's answers, recording for state s those of the
	// runs where it returns true.
	both := func(s int, eval func() (bool, error)) {
		ch.reset()
		for {
			ch.rewind()
			rc.start()
			if ok, _ := eval(); ok {
				raise(s, rc.cons)
			}
			if !ch.next() {
				return
			}
		}
	}
	if _, ok := add(start); !ok {
		return nil
	}
	stims := p.Stimuli()
	var nst ta.State
	for s := 0; s < len(states); s++ {
		st := states[s].Clone()
		// What is asked in the state whatever happens: urgency (its
		// parts where it holds and where it does not are both
		// successors), progress (an invariant: where it holds), the
		// invariants' conditions (both ways).
		// (Urgency is asked part by part: the schedules' instants are
		// on the wall clock, whose bounds are global, and asking them
		// both ways would enumerate every instant of the horizon.)
		for _, u := range p.Urgent {
			both(s, func() (bool, error) { _, err := e.mach.Eval(&st, rc, u); return true, err })
		}
		both(s, func() (bool, error) { return e.mach.Progress(&st, rc) })
		for _, pr := range m.Props {
			for _, x := range []ta.Expr{pr.Cond, pr.While, pr.Edge} {
				if x != nil {
					both(s, func() (bool, error) { _, err := e.mach.Eval(&st, rc, x); return true, err })
				}
			}
		}
		// Queued timers bound the delay and are due at the end of their
		// window (asked both ways).
		for t, w := range st.Timers {
			if w > 0 {
				x := p.Timers[t].ClockIndex + 1
				hi := p.Timers[t].Windows[w-1].Hi
				u0[s][x], l0[s][x] = max(u0[s][x], hi), max(l0[s][x], hi)
			}
		}
		for si, stim := range stims {
			if len(stim.Rules) == 0 && stim.Kind == ta.StimEvent && !e.observed[si] {
				continue
			}
			ch.reset()
			for {
				ch.rewind()
				rc.start()
				if runs++; runs > maxLocalRuns || len(ch.choices) > maxLocalChoices {
					return nil // too large to be worth it
				}
				var ok bool
				var err error
				if stim.Kind == ta.StimSchedule {
					// It may fire whenever it has not just fired:
					// its instants are the wall clock's (global).
					ok = !st.Fired[stim.Index]
				} else {
					ok, err = e.mach.Enabled(&st, rc, si)
				}
				if err == nil && ok {
					nst = st.Clone()
					err = runner.Fire(&nst, rc, si, &ch, eff)
					if err != nil {
						// A run that fails where the answers are
						// free may be one the program never makes
						// (a cycle of rules that a clock condition
						// breaks), and one that runs away is slow
						// to interpret thousands of times: not
						// worth it.
						return nil
					}
					ok, err = e.mach.Progress(&nst, rc)
					if err == nil && ok {
						raise(s, rc.cons)
						j, fits := add(&nst)
						if !fits {
							return nil
						}
						succ[s] = append(succ[s], edge{j, slices.Clone(rc.reset)})
					}
				}
				if !ch.next() {
					break
				}
			}
		}
		if anyFired(&st) {
			nst = st.Clone()
			e.mach.Elapse(&nst)
			j, fits := add(&nst)
			if !fits {
				return nil
			}
			succ[s] = append(succ[s], edge{j, make([]bool, e.n+1)})
		}
	}
	// Backward fixpoint: a clock not reset on an edge carries the
	// target's bounds back to the source.
	pred := make([][]int, len(states))
	for s, es := range succ {
		for _, ed := range es {
			pred[ed.to] = append(pred[ed.to], s)
		}
	}
	work := make([]int, len(states))
	in := make([]bool, len(states))
	for s := range work {
		work[s], in[s] = s, true
	}
	for len(work) > 0 {
		t := work[len(work)-1]
		work = work[:len(work)-1]
		in[t] = false
		for _, s := range pred[t] {
			changed := false
			for _, ed := range succ[s] {
				if ed.to != t {
					continue
				}
				for x := 2; x <= nprog; x++ {
					if ed.reset[x] {
						continue
					}
					if l0[t][x] > l0[s][x] {
						l0[s][x], changed = l0[t][x], true
					}
					if u0[t][x] > u0[s][x] {
						u0[s][x], changed = u0[t][x], true
					}
				}
			}
			if changed && !in[s] {
				work, in[s] = append(work, s), true
			}
		}
	}
	lb := &localBounds{index: index}
	for s := range states {
		b := zones.NewBounds(e.n)
		copy(b.L, g.L)
		copy(b.U, g.U)
		for x := 2; x <= nprog; x++ {
			b.L[x], b.U[x] = l0[s][x], u0[s][x]
		}
		lb.bounds = append(lb.bounds, b)
	}
	return lb
}
