// Package liveness decides Büchi emptiness on a symbolic graph: is there
// an infinite run that visits an accepting state infinitely often? A
// witness is a lasso, a path from a start state to a cycle through an
// accepting state. Two algorithms answer it, both plain loops over a
// small interface (Graph): the nested depth-first search of Courcoubetis,
// Vardi, Wolper and Yannakakis in Schwoon and Esparza's form with early
// detection ("A note on on-the-fly verification algorithms", TACAS 2005),
// and Couvreur's SCC-based check ("On-the-fly verification of linear
// temporal logic", FM 1999), the two that TChecker's tck-liveness runs
// (-a ndfs, -a couvscc).
//
// The graph's states are compared by exact key, never by subsumption: a
// state covered by another may lie on a cycle the larger one does not,
// so inclusion is not sound for cycles in general (Herbreteau,
// Srivathsan, Tran and Walukiewicz, "Why liveness for timed automata is
// hard, and what we can do about it", FSTTCS 2016, §1 and §3). The zone
// graph (zone.go) is finite through extrapolation alone, which is sound
// for Büchi emptiness (below).
package liveness

import (
	"errors"
	"fmt"
	"slices"

	"github.com/delorean-mc/delorean/explore/search"
)

// Graph is what the emptiness check needs of a symbolic graph: its start
// states, the successors of a state (as search.CoveringSemantics gives
// them), a key that tells states apart exactly, and which states are
// accepting.
type Graph[S any] interface {
	// Starts calls yield with each start state until yield returns false.
	Starts(yield func(s S) bool) error
	// Successors calls yield with each successor of s and its
	// transition's label, or a runtime error some transition from s runs
	// into (then the state is the zero S): a run that fails there ends,
	// and a finite run is no witness, so the check skips it and counts
	// it. An error that is not a runtime error ends the check.
	Successors(s S, yield func(l search.Label, t S, rerr error) bool) error
	// Key appends to dst[:0] what tells s from every other state.
	Key(dst []byte, s S) []byte
	// Accepting reports whether s is accepting.
	Accepting(s S) bool
}

// Algorithm chooses the emptiness check.
type Algorithm uint8

// The algorithms, as tck-liveness names them.
const (
	NDFS Algorithm = iota
	Couvreur
)

// ParseAlgorithm reads an algorithm's name: ndfs or couvscc.
func ParseAlgorithm(s string) (Algorithm, error) {
	switch s {
	case "ndfs":
		return NDFS, nil
	case "couvscc":
		return Couvreur, nil
	}
	return 0, fmt.Errorf("unknown liveness algorithm %q (expected ndfs or couvscc)", s)
}

func (a Algorithm) String() string {
	if a == Couvreur {
		return "couvscc"
	}
	return "ndfs"
}

// Step is one state of a lasso and the label of the transition that
// reached it (the first state's is search.Label{Stim: -1}).
type Step[S any] struct {
	State S
	Label search.Label
}

// Lasso is a witness of non-emptiness: Stem from a start state, then
// Cycle, then Loop, the transition from Cycle's last state back to
// Cycle[0] (its State is Cycle[0] as that transition reaches it). Each
// step's state is as its transition reached it. Some state of Cycle is
// accepting.
type Lasso[S any] struct {
	Stem  []Step[S]
	Cycle []Step[S]
	Loop  Step[S]
}

// Result is what a check found.
type Result[S any] struct {
	// Lasso is the witness, nil when the language is empty (or the check
	// stopped at its limit: Complete false).
	Lasso *Lasso[S]
	// States and Edges are the states stored and transitions followed.
	States, Edges int
	// Errors counts the transitions that ran into a runtime error; First
	// is the first of them (a finite run, not a witness).
	Errors int
	First  error
	// Complete is false when the check stopped at the limit of states
	// without a witness: the answer is unknown.
	Complete bool
}

// Check runs alg on g, storing at most limit states (0: no limit), until
// stop, polled now and then, says to stop (nil: never): the answer is then
// unknown.
func Check[S any, G Graph[S]](g G, alg Algorithm, limit int, stop func() bool) (*Result[S], error) {
	t := &table[S, G]{g: g, ids: map[string]int{}, limit: limit, stop: stop}
	var cyc *cycle
	var err error
	if alg == Couvreur {
		cyc, err = couvreur(t)
	} else {
		cyc, err = ndfs(t)
	}
	if err != nil && err != errLimit {
		return nil, err
	}
	res := &Result[S]{States: len(t.states), Edges: t.edges, Errors: t.errors, First: t.first, Complete: err == nil}
	if cyc != nil {
		if res.Lasso, err = t.lasso(t.shorten(cyc)); err != nil {
			return nil, err
		}
		res.Complete = true
	}
	return res, nil
}

// errLimit stops a check at its limit of states.
var errLimit = errors.New("liveness: the limit of states")

// edge is a transition of the stored graph: to the state numbered to, as
// the transition reached it (s: equal by key to the stored state, but
// with what the transition itself carries, such as a zone state's record
// of how it was reached, for its trace).
type edge[S any] struct {
	to int
	l  search.Label
	s  S
}

// table is the graph as far as it is explored: the states by number, in
// the order found, and each expanded state's successors.
type table[S any, G Graph[S]] struct {
	g      G
	ids    map[string]int
	states []S
	acc    []bool
	succ   [][]edge[S]
	done   []bool // successors computed
	starts []int
	key    []byte
	limit  int
	stop   func() bool
	edges  int
	errors int
	first  error
}

// add returns the number of s, storing it if new.
func (t *table[S, G]) add(s S) (int, error) {
	t.key = t.g.Key(t.key, s)
	if i, ok := t.ids[string(t.key)]; ok {
		return i, nil
	}
	if t.limit > 0 && len(t.states) >= t.limit || t.stop != nil && len(t.states)%1024 == 0 && t.stop() {
		return 0, errLimit
	}
	i := len(t.states)
	t.ids[string(t.key)] = i
	t.states = append(t.states, s)
	t.acc = append(t.acc, t.g.Accepting(s))
	t.succ = append(t.succ, nil)
	t.done = append(t.done, false)
	return i, nil
}

// initial stores the start states.
func (t *table[S, G]) initial() error {
	var err error
	gerr := t.g.Starts(func(s S) bool {
		var i int
		if i, err = t.add(s); err != nil {
			return false
		}
		t.starts = append(t.starts, i)
		return true
	})
	if gerr != nil {
		return gerr
	}
	return err
}

// successors returns the successors of state i, computing them once.
func (t *table[S, G]) successors(i int) ([]edge[S], error) {
	if t.done[i] {
		return t.succ[i], nil
	}
	var out []edge[S]
	var err error
	gerr := t.g.Successors(t.states[i], func(l search.Label, s S, rerr error) bool {
		if rerr != nil {
			t.errors++
			if t.first == nil {
				t.first = rerr
			}
			return true
		}
		var j int
		if j, err = t.add(s); err != nil {
			return false
		}
		out = append(out, edge[S]{to: j, l: l, s: s})
		return true
	})
	if gerr != nil {
		return nil, gerr
	}
	if err != nil {
		return nil, err
	}
	t.succ[i], t.done[i] = out, true
	t.edges += len(out)
	return out, nil
}

// cycle is a witness by state numbers: stem from a start state to the
// cycle's head (included), then loop, the states after the head around
// the cycle, ending with the head again; each state has a transition to
// the next.
type cycle struct {
	stem []int
	loop []int
}

// shorten returns a lasso through an accepting state of c's cycle as
// short as the stored graph allows: the shortest path from a start state
// to it, then the shortest cycle back to it. The algorithms' own lassos
// follow their depth-first stacks, which wander; any path of stored
// transitions is a path of the graph.
func (t *table[S, G]) shorten(c *cycle) *cycle {
	a := -1
	for _, i := range c.loop {
		if t.acc[i] {
			a = i
			break
		}
	}
	if a < 0 {
		return c // lasso reports it
	}
	all := map[int]bool{}
	for i := range t.states {
		all[i] = true
	}
	best := []int(nil)
	for _, s0 := range t.starts {
		var p []int
		if s0 == a {
			p = []int{a}
		} else if q := t.path(s0, a, all); q != nil {
			p = append([]int{s0}, q...)
		}
		if p != nil && (best == nil || len(p) < len(best)) {
			best = p
		}
	}
	loop := t.path(a, a, all)
	if best == nil || loop == nil {
		return c
	}
	return &cycle{stem: best, loop: loop}
}

// lasso turns c into states with the labels of their transitions (the
// first edge from one state to the next: any of them is a transition).
func (t *table[S, G]) lasso(c *cycle) (*Lasso[S], error) {
	var bad error
	step := func(from, to int) Step[S] {
		if from < 0 {
			return Step[S]{State: t.states[to], Label: search.Label{Stim: -1}}
		}
		for _, e := range t.succ[from] {
			if e.to == to {
				return Step[S]{State: e.s, Label: e.l}
			}
		}
		bad = fmt.Errorf("liveness: internal error: the witness's step from state %d to %d is no transition", from, to)
		return Step[S]{State: t.states[to], Label: search.Label{Stim: -1}}
	}
	l := &Lasso[S]{}
	prev := -1
	for _, i := range c.stem[:len(c.stem)-1] {
		l.Stem = append(l.Stem, step(prev, i))
		prev = i
	}
	head := c.stem[len(c.stem)-1]
	l.Cycle = append(l.Cycle, step(prev, head))
	prev = head
	for _, i := range c.loop[:len(c.loop)-1] {
		l.Cycle = append(l.Cycle, step(prev, i))
		prev = i
	}
	l.Loop = step(prev, head)
	if !slices.ContainsFunc(c.loop, func(i int) bool { return t.acc[i] }) {
		bad = fmt.Errorf("liveness: internal error: the witness's cycle has no accepting state")
	}
	if bad != nil {
		return nil, bad
	}
	return l, nil
}
