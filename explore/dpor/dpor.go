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
	"cmp"
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"slices"
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
	// sorts them by id, so the order returned does not matter, and does not
	// keep the slice.
	Enabled(s S) []EventID
	// Execute runs event e, which is enabled in s, and returns the next state
	// with the set of accesses the run made (duplicates are ignored). It must
	// not modify s: the engine keeps states and executes from them again.
	Execute(s S, e EventID) (S, []Access)
	// Key returns an exact identity of s: two states with equal keys must be
	// the same state. A lossy fingerprint would make state matching unsound.
	Key(s S) string
}

// Numbered is a [Model] that numbers its states itself, densely and in the
// order the engine meets them: Initial's state is 0, and each state Execute
// returns for the first time has the next number. The engine then uses the
// model's numbers as its own and keeps no table of keys (a model whose
// states are numbers into its own table already has one; two would cost
// a map entry per state twice).
type Numbered[S any] interface {
	Model[S]
	// Number is s's number.
	Number(s S) int
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
	e := &engine[S]{m: m, opt: opt, visit: visit, last: -1,
		enIDs: map[string]int32{}, accIDs: map[string]int32{}, tupleIDs: map[tuple]int32{}}
	if nm, ok := m.(Numbered[S]); ok {
		e.numbered = nm
	} else {
		e.keys = map[string]int32{}
	}
	e.bounded = opt.ReversalBound >= 0
	e.incremental = !opt.perStep && opt.variant != varV2 && opt.variant != varV3
	e.run()
	return e.stats
}

// locAcc is how one transition accesses one location.
type locAcc struct {
	loc         int
	read, write bool
}

// none ends an edge list.
const none = -1

// edge is a transition of the state transition graph R. The edges into a
// state, and those out of it, are lists threaded through the edges, in the
// order they were added.
type edge struct {
	src, dst int32
	ev       int32
	acc      int32 // the access set, interned (engine.accSets)
	nextIn   int32 // the next edge into dst, or none
	nextOut  int32 // the next edge out of src, or none
}

// node is a visited state with its search bookkeeping, kept small: the
// engine keeps one per state for the whole search (the untimed search of
// issue 41 held 5.5 KB a state, most of it here, when a node had slices of
// its own for every set). backtrack(s) is always a subset of enabled(s),
// so the sets are bits indexed by position in enabled(s), which is
// interned: few states differ in their enabled events.
type node[S any] struct {
	st    S
	en    int32 // enabled events: engine.enSets[en], sorted by id
	bits  int32 // backtrack(s) then done(s): engine.bits[bits:], words(len(en)) words each
	depth int32 // the conflict-reversal depth of each backtrack entry: engine.depths[depth:]; only with a reversal bound
	rr    int32 // round-robin pointer for re-execution (Alg. 2 line 5), below len(en)
	// The edges into and out of this state: the first and last of each
	// list, or none.
	firstIn, lastIn, firstOut, lastOut int32
	// sum is the summary, the tuples carried backwards into this state,
	// as their ids (engine.tuples) in uvarints in the order they came;
	// nsum counts them. Past sumScan tuples engine.sumSets has them as a
	// set too.
	sum    []byte
	nsum   int32
	inH    bool // in the history H of completed executions
	queued bool // in the restart heap
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

	nodes []node[S]
	// keys numbers the states by key, unless the model numbers them
	// (numbered).
	keys     map[string]int32
	numbered Numbered[S]
	edges    []edge
	last     EventID // most recently executed event, -1 before any

	// enSets are the distinct enabled sets, enIDs their ids by encoding.
	enSets [][]EventID
	enIDs  map[string]int32
	// bits holds every node's backtrack and done bits; depths every
	// node's backtrack depths, only with a reversal bound (bounded):
	// without one a depth decides nothing.
	bits    []uint64
	depths  []int32
	bounded bool

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
	// accSets are the distinct access sets (canonical: sorted, without
	// duplicates), accLocs each grouped by location, accIDs their ids by
	// encoding.
	accIDs  map[string]int32
	accSets [][]Access
	accLocs [][]locAcc
	keyBuf  []byte
	accBuf  []Access // scratch: the access set being built
	work    []work
	// tuples are the distinct summary tuples, tupleIDs their ids;
	// sumSets the summaries past sumScan tuples as sets of tuple ids
	// (bits), by state.
	tuples   []tuple
	tupleIDs map[tuple]int32
	sumSets  map[int32][]uint64

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
// set.
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

// words is how many words of bits len positions take.
func words(n int) int { return (n + 63) >> 6 }

func (e *engine[S]) en(n *node[S]) []EventID { return e.enSets[n.en] }

// inBT reports whether position i is in backtrack(n), done whether in
// done(n).
func (e *engine[S]) inBT(n *node[S], i int) bool {
	return e.bits[int(n.bits)+i>>6]&(1<<(i&63)) != 0
}

func (e *engine[S]) done(n *node[S], i int) bool {
	w := words(len(e.enSets[n.en]))
	return e.bits[int(n.bits)+w+i>>6]&(1<<(i&63)) != 0
}

func (e *engine[S]) setBT(n *node[S], i int) { e.bits[int(n.bits)+i>>6] |= 1 << (i & 63) }

func (e *engine[S]) setDone(n *node[S], i int, on bool) {
	w := words(len(e.enSets[n.en]))
	if on {
		e.bits[int(n.bits)+w+i>>6] |= 1 << (i & 63)
	} else {
		e.bits[int(n.bits)+w+i>>6] &^= 1 << (i & 63)
	}
}

// depthOf is the depth of backtrack entry i (0 without a bound).
func (e *engine[S]) depthOf(n *node[S], i int) int32 {
	if !e.bounded {
		return 0
	}
	return e.depths[int(n.depth)+i]
}

func (e *engine[S]) setDepth(n *node[S], i int, d int32) {
	if e.bounded {
		e.depths[int(n.depth)+i] = d
	}
}

// internEnabled numbers an enabled set (sorted, checked).
func (e *engine[S]) internEnabled(en []EventID) int32 {
	e.keyBuf = e.keyBuf[:0]
	for _, ev := range en {
		e.keyBuf = binary.AppendUvarint(e.keyBuf, uint64(ev))
	}
	if id, ok := e.enIDs[string(e.keyBuf)]; ok {
		return id
	}
	id := int32(len(e.enSets))
	e.enSets = append(e.enSets, append(make([]EventID, 0, len(en)), en...))
	e.enIDs[string(e.keyBuf)] = id
	return id
}

func (e *engine[S]) intern(s S) int32 {
	var k string
	if e.numbered != nil {
		switch id := e.numbered.Number(s); {
		case id < len(e.nodes):
			return int32(id)
		case id > len(e.nodes):
			panic(fmt.Sprintf("dpor: Number gave state %q number %d, the next new one is %d", e.m.Key(s), id, len(e.nodes)))
		}
	} else {
		k = e.m.Key(s)
		if id, ok := e.keys[k]; ok {
			return id
		}
	}
	en := e.m.Enabled(s)
	sorted := slices.IsSortedFunc(en, func(a, b EventID) int { return cmp.Compare(a, b) })
	if !sorted {
		en = slices.Clone(en)
		slices.Sort(en)
	}
	for i, ev := range en {
		if ev < 0 || ev > math.MaxInt32 || (i > 0 && en[i-1] == ev) {
			panic(fmt.Sprintf("dpor: Enabled returned an invalid or duplicate event id %d", ev))
		}
	}
	id := int32(len(e.nodes))
	n := node[S]{st: s, en: e.internEnabled(en), bits: int32(len(e.bits)), depth: int32(len(e.depths)),
		firstIn: none, lastIn: none, firstOut: none, lastOut: none}
	for range 2 * words(len(en)) {
		e.bits = append(e.bits, 0)
	}
	if e.bounded {
		for range en {
			e.depths = append(e.depths, 0)
		}
	}
	e.nodes = append(e.nodes, n)
	if e.keys != nil {
		e.keys[k] = id
	}
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
func (e *engine[S]) pos(n *node[S], ev EventID) int {
	if i, ok := slices.BinarySearch(e.en(n), ev); ok {
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
	nen := len(e.en(n))
	w := words(nen)
	bt, dn := e.bits[n.bits:int(n.bits)+w], e.bits[int(n.bits)+w:int(n.bits)+2*w]
	for j := range w {
		for x := bt[j] &^ dn[j]; x != 0; x &= x - 1 {
			i := j<<6 + bits.TrailingZeros64(x)
			if e.allowed(e.depthOf(n, i)) {
				return i
			}
		}
	}
	return -1
}

// insert adds the event at position i to backtrack(id) with reversal depth d.
func (e *engine[S]) insert(id int32, i int, d int32) {
	n := &e.nodes[id]
	if e.done(n, i) {
		return
	}
	if e.inBT(n, i) && e.depthOf(n, i) <= d {
		return
	}
	e.setBT(n, i)
	e.setDepth(n, i, d)
	if e.allowed(d) && !n.queued {
		n.queued = true
		e.heap.push(id)
	}
}

// insertEvent adds ev to backtrack(src) if it is enabled there, and all of
// enabled(src) otherwise (Alg. 5 lines 9-13).
func (e *engine[S]) insertEvent(src int32, ev EventID, d int32) {
	n := &e.nodes[src]
	if i := e.pos(n, ev); i >= 0 {
		e.insert(src, i, d)
		return
	}
	for i := range e.en(n) {
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
		if e.pending(&e.nodes[id]) >= 0 {
			e.explore(id, 0)
		}
	}
	// Backtracking points left at the end are the ones the bound
	// excludes; after a stop, the ones it allows are merely unexplored
	// (Stats.Stopped says so), not pruned.
	for id := range e.nodes {
		n := &e.nodes[id]
		for i := range e.en(n) {
			if e.inBT(n, i) && !e.done(n, i) && (!e.stopped || !e.allowed(e.depthOf(n, i))) {
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
		n := &e.nodes[f.n]
		b := e.pending(n)
		if b < 0 {
			e.frames = e.frames[:len(e.frames)-1]
			continue
		}
		if len(e.seq) == 0 {
			e.resetSeq(f.n) // a new execution starts here
		}
		e.setDone(n, b, true)
		d := e.depthOf(n, b)
		ev := e.en(n)[b]
		t, fresh := e.execute(f.n, ev)
		n = &e.nodes[f.n] // execute may have grown e.nodes
		dst := e.edges[t].dst
		e.memoFresh = false
		nd := &e.nodes[dst]
		// Lines 22-24: every event b disabled must also be tried first.
		for i, x := range e.en(n) {
			if e.pos(nd, x) < 0 {
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
			stop = e.nodes[dst].inH || revisit
		} else {
			stop = e.nodes[dst].inH || (revisit && e.fullCycle(t))
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
	n := &e.nodes[f.n]
	if e.pending(n) >= 0 {
		return true
	}
	nen := len(e.en(n))
	all := true
	for i := range nen {
		if !e.done(n, i) {
			all = false
			break
		}
	}
	if all {
		if nen == 0 {
			e.endExecution()
			e.frames = e.frames[:len(e.frames)-1]
			return false
		}
		// Continue past a match to close a full cycle: rotate (line 5).
		i := int(n.rr)
		n.rr = int32((i + 1) % nen)
		e.setDone(n, i, false)
		e.setBT(n, i)
		e.setDepth(n, i, f.depth)
		return true
	}
	i := e.choose(n)
	e.setBT(n, i)
	e.setDepth(n, i, f.depth) // a continuation, not a reversal
	return true
}

// choose picks a continuation event from enabled(n) \ done(n) (line 13).
func (e *engine[S]) choose(n *node[S]) int {
	first, after := -1, -1
	for i, ev := range e.en(n) {
		if e.done(n, i) {
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
	next, acc := e.m.Execute(e.nodes[src].st, ev)
	e.stats.Executed++
	e.last = ev
	dst := e.intern(next)
	for t := e.nodes[src].firstOut; t != none; t = e.edges[t].nextOut {
		if e.edges[t].ev == int32(ev) {
			if e.edges[t].dst != dst {
				panic(fmt.Sprintf("dpor: nondeterministic model: event %d from state %q reached two states", ev, e.m.Key(e.nodes[src].st)))
			}
			return t, false
		}
	}
	id := int32(len(e.edges))
	e.edges = append(e.edges, edge{src: src, dst: dst, ev: int32(ev), acc: e.internAcc(e.canonical(acc)), nextIn: none, nextOut: none})
	s, d := &e.nodes[src], &e.nodes[dst]
	if s.lastOut == none {
		s.firstOut = id
	} else {
		e.edges[s.lastOut].nextOut = id
	}
	s.lastOut = id
	if d.lastIn == none {
		d.firstIn = id
	} else {
		e.edges[d.lastIn].nextIn = id
	}
	d.lastIn = id
	return id, true
}
