// Package dpor is a small model-checker core for event-driven programs: it
// directs a stateful search over a program's events and prunes it with
// stateful dynamic partial order reduction (SDPOR, Trimananda et al., VMCAI
// 2022), so that event orders which only differ by swapping independent
// events are not all explored.
//
// The caller supplies the program as a [Model]: states with an exact key,
// the enabled events of a state, and the execution of one event, which also
// reports the event's memory accesses. The engine decides which event runs
// next, where to backtrack, and when a state match ends an execution.
//
// The algorithm is Algorithms 1-5 of the paper with the corrections listed in
// the project notes (shared/notes/dpor.md §1.10): a removed access is one that
// the earlier transition writes (E1), the full-cycle check reads enabled sets
// as a union (E2), the start state of an execution counts as visited by it
// (E3), selection is deterministic (E4: see [Policy]), and the backward
// search covers every path of the graph, cycles included (E5). Backward
// searches are kept incrementally in per-state summaries (the paper's
// Appendix D), which give exactly the backtracking points of re-searching
// the whole graph at every state match, at a fraction of the cost.
//
// What the reduction preserves: every local behaviour of every event (the
// event together with the values it read), every terminal state, and every
// assertion evaluated inside an event. It does NOT visit every intermediate
// state; see [Access] for how to keep an invariant's states visible, and use
// [Options.NoReduction] when every reachable state must be listed.
package dpor

import (
	"fmt"
	"math"
	"sort"
)

// EventID names an event. Its numeric order is the event order the
// deterministic selection policies use (the round-robin "next event after the
// last one" and the "lowest index" rule), so ids should be assigned in a
// stable order, e.g. with [Names]. Ids must be non-negative.
type EventID int

// Access is one memory access of a transition: a read or a write of a
// location. Two accesses conflict when they touch the same location and at
// least one writes it; conflicts are the only dependence the engine knows, so
// a model must report every access that can make two events not commute.
//
// Locations are caller-chosen small integers (use [Names] to map strings).
// Conventions the algorithm relies on:
//   - Enabling or disabling an event is a write of a shadow location of that
//     event, and every execution of an event that can be disabled starts with
//     a read of its own shadow location.
//   - Invariant visibility: the reduction skips intermediate states, so an
//     invariant checked on visited states can miss a violation. Give each
//     invariant I a virtual location "inv:I" and report a write of it from
//     every event execution that writes a variable I reads. The writers of
//     I's variables then become mutually dependent and every valuation of
//     those variables that is reachable occurs in some visited state, so
//     checking I on visited states is complete; only events invisible to I
//     are reordered. (Equivalently, evaluate I inside every
//     such event so that its reads enter the access set.)
type Access struct {
	Loc   int
	Write bool
}

// Model is the program under exploration. All methods must be deterministic:
// the engine re-executes events and assumes the same state and accesses come
// back. S is the caller's state type; the engine stores one S per distinct
// state and never modifies it.
type Model[S any] interface {
	// Initial returns the start state.
	Initial() S
	// Enabled returns the events that can run in s, each once. The engine
	// sorts them by id, so the order returned does not matter.
	Enabled(s S) []EventID
	// Execute runs event e, which is enabled in s, and returns the next state
	// with the set of accesses the run made (duplicates are ignored). It must
	// not modify s: the engine keeps states and executes from them again.
	Execute(s S, e EventID) (S, []Access)
	// Key returns an exact identity of s: two states with equal keys must be
	// the same state. A lossy fingerprint would make state matching unsound.
	Key(s S) string
}

// Policy chooses the next event when an execution continues from a state
// without pending backtracking points (Algorithm 2 line 13). The choice does
// not affect soundness but changes the reduction a lot on cyclic programs.
type Policy int

const (
	// RoundRobin continues with the first enabled, not yet explored event
	// after the most recently executed event in cyclic id order. With n
	// independent cyclic events it visits O(n) states where LowestIndex
	// visits 2^n, so it is the default.
	RoundRobin Policy = iota
	// LowestIndex continues with the unexplored enabled event of smallest id.
	LowestIndex
)

// Unbounded is the ReversalBound value that explores every backtracking
// point.
const Unbounded = -1

// Options configure one exploration. The zero value is NOT the default (its
// reversal bound is 0); start from [DefaultOptions].
type Options struct {
	// Policy is the continuation choice; see [Policy].
	Policy Policy
	// ReversalBound K >= 0 limits the search to executions with at most K
	// conflict reversals (conflict-reversal bounding, R4 §4.3): the first
	// execution has depth 0; a backtracking point found while an execution of
	// depth d runs reverses one more conflict and gets depth d+1 (the least
	// such depth if found several times); an execution started from a point
	// has its depth; points deeper than K are not explored. Unbounded (-1)
	// explores everything. A bounded search is for bug hunting: it is
	// complete only if Stats.Bounded is false.
	ReversalBound int
	// NoReduction makes Explore a plain stateful breadth-first search over all
	// enabled events of every state: every reachable state is visited. For
	// oracles and for a "--no-dpor" switch. Policy and ReversalBound are then
	// ignored.
	NoReduction bool
	// Stop, if set, is asked often whether to give up: before every event
	// execution, before every state of a search without reduction, and
	// every few thousand steps of a backward search. When it returns true
	// the search ends at once, leaving backtracking points and states
	// unexplored, and Stats.Stopped says so. Callers put their limits
	// here (time, state count, memory); it must be cheap, so a costly
	// check should run only every so many calls.
	Stop func() bool

	// variant selects the algorithm variant; only the package's tests set it,
	// to show that each safeguard of the algorithm is needed.
	variant variant
	// perStep makes the search use the notes' per-step backward search
	// instead of the summaries; tests use it to check they agree.
	perStep bool
}

// DefaultOptions returns the recommended options: round-robin continuation
// and no reversal bound.
func DefaultOptions() Options {
	return Options{Policy: RoundRobin, ReversalBound: Unbounded}
}

// variant is an ablation of the algorithm (notes §4.0 "Variants"). Tests use
// them to check that each safeguard is needed; they are unsound.
type variant int

const (
	varFix     variant = iota // the corrected algorithm (the only sound one)
	varLiteral                // Algorithm 5 line 16 as printed: drop an access on any conflict
	varV1                     // no full-cycle proviso: any revisit ends an execution
	varV2                     // no backtracking from the graph on state matches
	varV3                     // backward search along the recursion stack only
	varV4                     // whole-event conflicts: stop a backward path at its first conflict
)

// Stats summarises one exploration.
type Stats struct {
	// States is the number of distinct states visited, the initial one
	// included; visit was called once for each.
	States int
	// Transitions is the number of distinct (state, event) transitions taken.
	Transitions int
	// Executed is the number of event executions (Model.Execute calls),
	// re-executions included.
	Executed int
	// Runs is the number of executions (maximal paths) of the search: an
	// execution ends at a state without enabled events, at a state visited by
	// an earlier execution, or when it closes a full cycle (every event
	// enabled along the cycle ran on it). 0 for NoReduction.
	Runs int
	// Terminal is the number of distinct visited states without enabled
	// events (deadlocks or normal termination).
	Terminal int
	// Pruned is the number of backtracking points left unexplored because
	// they exceed ReversalBound.
	Pruned int
	// Bounded reports whether ReversalBound pruned anything, i.e. whether the
	// result may be incomplete (say "bounded" in a report).
	Bounded bool
	// Stopped reports that Options.Stop ended the search early: states and
	// interleavings may be missing.
	Stopped bool
}

// Explore searches m from its initial state and calls visit (if not nil) once
// for every distinct state it reaches, in discovery order. It panics if m
// turns out to be nondeterministic (an event re-executed from the same state
// reaches a different state) or if m returns a negative event id.
func Explore[S any](m Model[S], opt Options, visit func(S)) Stats {
	if opt.NoReduction {
		return exploreFull(m, opt.Stop, visit)
	}
	e := &engine[S]{m: m, opt: opt, visit: visit, keys: map[string]int32{}, edgeOf: map[edgeKey]int32{}, last: -1}
	e.incremental = !opt.perStep && opt.variant != varV2 && opt.variant != varV3
	e.run()
	return e.stats
}

// locAcc is how one transition accesses one location.
type locAcc struct {
	loc         int
	read, write bool
}

// edge is a transition of the state transition graph R.
type edge struct {
	src, dst int32
	ev       EventID
	acc      []Access // the access set, sorted by (Loc, Write), without duplicates
	locs     []locAcc // the same, per location, sorted by loc
}

// flags returns how the transition accesses loc.
func (t *edge) flags(loc int) (read, write bool) {
	i := sort.Search(len(t.locs), func(i int) bool { return t.locs[i].loc >= loc })
	if i < len(t.locs) && t.locs[i].loc == loc {
		return t.locs[i].read, t.locs[i].write
	}
	return false, false
}

// node is a visited state with its search bookkeeping. backtrack(s) is always
// a subset of enabled(s), so the sets are indexed by position in en.
type node[S any] struct {
	st      S
	en      []EventID          // enabled events, sorted by id
	inBT    []bool             // backtrack(s)
	done    []bool             // done(s)
	depth   []int32            // conflict-reversal depth of each backtrack entry
	rr      int                // round-robin pointer for re-execution (Alg. 2 line 5)
	in, out []int32            // edges into and out of this state
	sum     []tuple            // summary: tuples carried backwards into this state
	sumSet  map[tuple]struct{} // sum as a set, once it is long (arrive)
	inH     bool               // in the history H of completed executions
	queued  bool               // in the restart heap
}

type edgeKey struct {
	src int32
	ev  EventID
}

// frame is one activation of Explore (Algorithm 2).
type frame struct {
	n     int32 // the state
	depth int32 // reversal depth of the execution that reached it
	via   int32 // edge that entered the frame, -1 for the root of a call chain
}

type engine[S any] struct {
	m     Model[S]
	opt   Options
	visit func(S)
	stats Stats

	nodes  []*node[S]
	keys   map[string]int32
	edges  []*edge
	edgeOf map[edgeKey]int32
	last   EventID // most recently executed event, -1 before any

	// The current transition sequence S (notes §1.10 E3: states(S) includes
	// its start state). seenAt/seenGen give first(S, s) for the current
	// execution, generation-stamped to avoid clearing.
	seqStart int32
	seq      []int32
	seenGen  []int32
	seenAt   []int32
	gen      int32

	frames []frame
	heap   restartHeap // states that may have explorable backtrack entries

	// Per-step memo of processed backward-search triples (E5); valid while
	// R and the insertion depth are unchanged, i.e. within one step.
	memo      map[triple]struct{}
	memoFresh bool

	// incremental selects the summaries (summaryAdd) over the per-step
	// search (a state's summary is in its node).
	incremental bool
	accIDs      map[string]int32
	accSets     [][]Access
	keyBuf      []byte
	work        []work

	// stopped latches Options.Stop's answer; polls counts backward-search
	// steps between two polls of it.
	stopped bool
	polls   int
}

// triple keys a memo entry: a transition (or, for summaries, a state) with
// the event and the interned access set a backward search carries.
type triple struct {
	t   int32
	ev  EventID
	acc int32 // interned access set
}

// tuple is one summary entry of a state: an event and an interned access
// set (int32s: a state holds about a hundred).
type tuple struct {
	ev  int32
	acc int32
}

// work is a pending step of a backward search: check transition t against
// the carried event and access set.
type work struct {
	t   int32
	ev  EventID
	acc int32
}

func (e *engine[S]) intern(s S) int32 {
	k := e.m.Key(s)
	if id, ok := e.keys[k]; ok {
		return id
	}
	raw := e.m.Enabled(s)
	en := append([]EventID(nil), raw...)
	sort.Slice(en, func(i, j int) bool { return en[i] < en[j] })
	for i, ev := range en {
		if ev < 0 || ev > math.MaxInt32 || (i > 0 && en[i-1] == ev) {
			panic(fmt.Sprintf("dpor: Enabled returned an invalid or duplicate event id %d", ev))
		}
	}
	n := &node[S]{st: s, en: en, inBT: make([]bool, len(en)), done: make([]bool, len(en)), depth: make([]int32, len(en))}
	id := int32(len(e.nodes))
	e.nodes = append(e.nodes, n)
	e.keys[k] = id
	e.seenGen = append(e.seenGen, 0)
	e.seenAt = append(e.seenAt, 0)
	e.stats.States++
	if len(en) == 0 {
		e.stats.Terminal++
	}
	if e.visit != nil {
		e.visit(s)
	}
	return id
}

// pos returns the position of ev in enabled(n), or -1.
func (n *node[S]) pos(ev EventID) int {
	i := sort.Search(len(n.en), func(i int) bool { return n.en[i] >= ev })
	if i < len(n.en) && n.en[i] == ev {
		return i
	}
	return -1
}

func (e *engine[S]) allowed(d int32) bool {
	return e.opt.ReversalBound < 0 || int(d) <= e.opt.ReversalBound
}

// pending returns the smallest position in backtrack(n) \ done(n) that the
// reversal bound allows (Alg. 2 line 17), or -1.
func (e *engine[S]) pending(n *node[S]) int {
	for i := range n.en {
		if n.inBT[i] && !n.done[i] && e.allowed(n.depth[i]) {
			return i
		}
	}
	return -1
}

// insert adds the event at position i to backtrack(n) with reversal depth d.
func (e *engine[S]) insert(id int32, i int, d int32) {
	n := e.nodes[id]
	if n.done[i] {
		return
	}
	if n.inBT[i] && n.depth[i] <= d {
		return
	}
	n.inBT[i] = true
	n.depth[i] = d
	if e.allowed(d) && !n.queued {
		n.queued = true
		e.heap.push(id)
	}
}

// insertEvent adds ev to backtrack(src) if it is enabled there, and all of
// enabled(src) otherwise (Alg. 5 lines 9-13).
func (e *engine[S]) insertEvent(src int32, ev EventID, d int32) {
	n := e.nodes[src]
	if i := n.pos(ev); i >= 0 {
		e.insert(src, i, d)
		return
	}
	for i := range n.en {
		e.insert(src, i, d)
	}
}

// halt reports whether the search is to end now, asking Options.Stop
// until it says yes once.
func (e *engine[S]) halt() bool {
	if !e.stopped && e.opt.Stop != nil && e.opt.Stop() {
		e.stopped = true
		e.stats.Stopped = true
	}
	return e.stopped
}

// backwardPoll is how many backward-search steps run between two polls of
// Options.Stop: one summary update can take millions of steps on a large
// graph, but a step is far cheaper than an event execution.
const backwardPoll = 4096

// haltBackward is halt for the inner loops of the backward searches: it
// polls only every backwardPoll calls.
func (e *engine[S]) haltBackward() bool {
	if e.stopped {
		return true
	}
	e.polls++
	if e.polls < backwardPoll {
		return false
	}
	e.polls = 0
	return e.halt()
}

// run is Algorithm 1.
func (e *engine[S]) run() {
	s0 := e.intern(e.m.Initial())
	e.explore(s0, 0)
	for e.heap.len() > 0 && !e.halt() {
		id := e.heap.pop() // earliest-discovered state first
		e.nodes[id].queued = false
		if e.pending(e.nodes[id]) >= 0 {
			e.explore(id, 0)
		}
	}
	// Backtracking points left at the end are the ones the bound
	// excludes; after a stop, the ones it allows are merely unexplored
	// (Stats.Stopped says so), not pruned.
	for _, n := range e.nodes {
		for i := range n.en {
			if n.inBT[i] && !n.done[i] && (!e.stopped || !e.allowed(n.depth[i])) {
				e.stats.Pruned++
			}
		}
	}
	e.stats.Bounded = e.stats.Pruned > 0
	e.stats.Transitions = len(e.edges)
}

// resetSeq starts a new execution at state s (S := ∅).
func (e *engine[S]) resetSeq(s int32) {
	e.gen++
	e.seqStart = s
	e.seq = e.seq[:0]
	e.seenGen[s] = e.gen
	e.seenAt[s] = 0
}

// inSeq reports whether s is in states(S).
func (e *engine[S]) inSeq(s int32) bool { return e.seenGen[s] == e.gen }

// endExecution adds states(S) to H and empties S; the next execution starts
// wherever the search continues.
func (e *engine[S]) endExecution() {
	e.nodes[e.seqStart].inH = true
	for _, t := range e.seq {
		e.nodes[e.edges[t].dst].inH = true
	}
	e.stats.Runs++
	e.seq = e.seq[:0]
	e.gen++
}

// explore is Algorithm 2, iterative: e.frames is the recursion stack.
func (e *engine[S]) explore(root int32, depth int32) {
	e.resetSeq(root)
	e.frames = append(e.frames[:0], frame{n: root, depth: depth, via: -1})
	if !e.enter() {
		return
	}
	for len(e.frames) > 0 {
		if e.halt() {
			e.frames = e.frames[:0]
			return
		}
		f := e.frames[len(e.frames)-1]
		n := e.nodes[f.n]
		b := e.pending(n)
		if b < 0 {
			e.frames = e.frames[:len(e.frames)-1]
			continue
		}
		if len(e.seq) == 0 {
			e.resetSeq(f.n) // a new execution starts here
		}
		n.done[b] = true
		d := n.depth[b]
		ev := n.en[b]
		t, fresh := e.execute(f.n, ev)
		dst := e.edges[t].dst
		e.memoFresh = false
		nd := e.nodes[dst]
		// Lines 22-24: every event b disabled must also be tried first.
		for i, x := range n.en {
			if nd.pos(x) < 0 {
				e.insert(f.n, i, d+1)
			}
		}
		// Line 25, and with the summaries also lines 27 and 32.
		switch {
		case e.incremental:
			if fresh {
				e.summaryAdd(t, d+1)
			}
		case e.opt.variant == varV3:
			e.stackSearch(t, -1, d+1)
		default:
			e.updateBacktrack(t, d+1)
		}
		graph := !e.incremental && e.opt.variant != varV2
		revisit := e.inSeq(dst)
		var stop bool
		if e.opt.variant == varV1 {
			stop = nd.inH || revisit
		} else {
			stop = nd.inH || (revisit && e.fullCycle(t))
		}
		if stop {
			if graph {
				e.updateFromGraph(t, d+1) // line 27
			}
			e.endExecution()
			continue
		}
		if revisit && graph {
			e.updateFromGraph(t, d+1) // line 32
		}
		e.seq = append(e.seq, t)
		if !e.inSeq(dst) {
			e.seenGen[dst] = e.gen
			e.seenAt[dst] = int32(len(e.seq))
		}
		e.frames = append(e.frames, frame{n: dst, depth: d, via: t})
		e.enter()
	}
}

// enter runs lines 2-16 of Algorithm 2 for the top frame. It returns false
// and pops the frame if the state is terminal (the execution ends there).
func (e *engine[S]) enter() bool {
	f := e.frames[len(e.frames)-1]
	n := e.nodes[f.n]
	if e.pending(n) >= 0 {
		return true
	}
	all := true
	for i := range n.en {
		if !n.done[i] {
			all = false
			break
		}
	}
	if all {
		if len(n.en) == 0 {
			e.endExecution()
			e.frames = e.frames[:len(e.frames)-1]
			return false
		}
		// Continue past a match to close a full cycle: rotate (line 5).
		i := n.rr % len(n.en)
		n.rr++
		n.done[i] = false
		n.inBT[i] = true
		n.depth[i] = f.depth
		return true
	}
	i := e.choose(n)
	n.inBT[i] = true
	n.depth[i] = f.depth // a continuation, not a reversal
	return true
}

// choose picks a continuation event from enabled(n) \ done(n) (line 13).
func (e *engine[S]) choose(n *node[S]) int {
	first, after := -1, -1
	for i, ev := range n.en {
		if n.done[i] {
			continue
		}
		if first < 0 {
			first = i
		}
		if after < 0 && ev > e.last {
			after = i
		}
	}
	if e.opt.Policy == RoundRobin && after >= 0 {
		return after
	}
	return first
}

// execute runs ev from state src and records the transition in R. It
// reports whether the transition is new.
func (e *engine[S]) execute(src int32, ev EventID) (int32, bool) {
	n := e.nodes[src]
	next, acc := e.m.Execute(n.st, ev)
	e.stats.Executed++
	e.last = ev
	dst := e.intern(next)
	k := edgeKey{src, ev}
	if t, ok := e.edgeOf[k]; ok {
		if e.edges[t].dst != dst {
			panic(fmt.Sprintf("dpor: nondeterministic model: event %d from state %q reached two states", ev, e.m.Key(n.st)))
		}
		return t, false
	}
	t := &edge{src: src, dst: dst, ev: ev}
	t.acc, t.locs = canonical(acc)
	id := int32(len(e.edges))
	e.edges = append(e.edges, t)
	e.edgeOf[k] = id
	n.out = append(n.out, id)
	e.nodes[dst].in = append(e.nodes[dst].in, id)
	return id, true
}
