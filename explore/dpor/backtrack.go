package dpor

import (
	"encoding/binary"
	"slices"
	"sort"
)

// canonical sorts and deduplicates an access list and groups it by location.
func canonical(acc []Access) ([]Access, []locAcc) {
	a := append([]Access(nil), acc...)
	sort.Slice(a, func(i, j int) bool {
		if a[i].Loc != a[j].Loc {
			return a[i].Loc < a[j].Loc
		}
		return !a[i].Write && a[j].Write
	})
	out := a[:0]
	var locs []locAcc
	for i, x := range a {
		if i > 0 && a[i-1] == x {
			continue
		}
		out = append(out, x)
		if len(locs) == 0 || locs[len(locs)-1].loc != x.Loc {
			locs = append(locs, locAcc{loc: x.Loc})
		}
		l := &locs[len(locs)-1]
		if x.Write {
			l.write = true
		} else {
			l.read = true
		}
	}
	return out, locs
}

// fullCycle is Algorithm 4 for transition t whose destination is in
// states(S): the cycle it closes must run every event enabled along it.
func (e *engine[S]) fullCycle(t int32) bool {
	dst := e.edges[t].dst
	cycle := append(append([]int32(nil), e.seq[e.seenAt[dst]:]...), t)
	ran := map[EventID]bool{}
	for _, c := range cycle {
		ran[e.edges[c].ev] = true
	}
	for _, c := range cycle {
		for _, ev := range e.nodes[e.edges[c].dst].en {
			if !ran[ev] {
				return false
			}
		}
	}
	return true
}

// updateFromGraph is Algorithm 3: after a state match at dst(ts), redo the
// backward search for every transition reachable from dst(ts).
func (e *engine[S]) updateFromGraph(ts int32, d int32) {
	seen := map[int32]bool{e.edges[ts].dst: true}
	queue := []int32{e.edges[ts].dst}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for _, t := range e.nodes[s].out {
			if e.opt.variant == varV3 {
				e.stackSearch(t, ts, d)
			} else {
				e.updateBacktrack(t, d)
			}
			if x := e.edges[t].dst; !seen[x] {
				seen[x] = true
				queue = append(queue, x)
			}
		}
	}
}

// internAcc gives an access set a small id for the memo.
func (e *engine[S]) internAcc(a []Access) int32 {
	if e.accIDs == nil {
		e.accIDs = map[string]int32{}
	}
	e.keyBuf = e.keyBuf[:0]
	for _, x := range a {
		e.keyBuf = binary.AppendVarint(e.keyBuf, int64(x.Loc)*2+int64(b2i(x.Write)))
	}
	if id, ok := e.accIDs[string(e.keyBuf)]; ok {
		return id
	}
	id := int32(len(e.accSets))
	// A copy of its own size: the sets step builds by appending have room
	// to spare, and the distinct ones are kept for the whole search (a
	// third of the untimed search's memory on P10).
	e.accSets = append(e.accSets, append(make([]Access, 0, len(a)), a...))
	e.accIDs[string(e.keyBuf)] = id
	return id
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// updateBacktrack is Algorithm 5 for transition t, as the notes' reference
// simulator does it (§1.10 E5): walk R backwards from t, and wherever an
// earlier transition conflicts with t's remaining accesses, insert the event
// that must run first. Each (transition, event, accesses) triple is processed
// once per step; a triple's outcome depends only on R, which does not change
// within a step, so the memo is shared by all calls of a step. Only the V2
// ablation and the perStep cross-check use it; see summaryAdd.
func (e *engine[S]) updateBacktrack(t int32, d int32) {
	if e.memo == nil {
		e.memo = map[triple]struct{}{}
	}
	if !e.memoFresh {
		clear(e.memo)
		e.memoFresh = true
	}
	te := e.edges[t]
	acc := e.internAcc(te.acc)
	e.work = e.work[:0]
	for _, p := range e.nodes[te.src].in {
		e.push(p, te.ev, acc)
	}
	for len(e.work) > 0 {
		if e.haltBackward() {
			e.work = e.work[:0]
			return
		}
		w := e.work[len(e.work)-1]
		e.work = e.work[:len(e.work)-1]
		ev, rest, ok := e.step(w.t, w.ev, e.accSets[w.acc], d)
		if !ok {
			continue
		}
		r := e.internAcc(rest)
		for _, p := range e.nodes[e.edges[w.t].src].in {
			e.push(p, ev, r)
		}
	}
}

func (e *engine[S]) push(t int32, ev EventID, acc int32) {
	k := triple{t, ev, acc}
	if _, ok := e.memo[k]; ok {
		return
	}
	e.memo[k] = struct{}{}
	e.work = append(e.work, work{t, ev, acc})
}

// step processes one earlier transition tb of a backward search that carries
// event ev (event(t_conf)) and remaining accesses a (Alg. 5 lines 6-16). It
// returns the event and accesses to carry further back, and false if the
// path ends here.
func (e *engine[S]) step(tb int32, ev EventID, a []Access, d int32) (EventID, []Access, bool) {
	b := e.edges[tb]
	conflict := false
	for _, x := range a {
		r, w := b.flags(x.Loc)
		if w || (r && x.Write) {
			conflict = true
			break
		}
	}
	if conflict {
		e.insertEvent(b.src, ev, d)
		if e.opt.variant == varV4 {
			return 0, nil, false
		}
		ev = b.ev
	}
	if e.opt.variant == varV4 {
		return ev, a, true
	}
	var rest []Access
	for _, x := range a {
		r, w := b.flags(x.Loc)
		drop := w // §1.10 E1: only a write of tb orders every earlier access
		if e.opt.variant == varLiteral {
			drop = w || (r && x.Write) // printed line 16: any conflict
		}
		if !drop {
			rest = append(rest, x)
		}
	}
	if len(rest) == 0 {
		return 0, nil, false
	}
	if len(rest) == len(a) {
		rest = a
	}
	return ev, rest, true
}

// summaryAdd does the work of Algorithm 5 for a new transition t and of
// Algorithm 3 for the state match t may cause, incrementally. Each state s
// keeps a summary (Appendix D): the (event(t_conf), accesses) tuples that
// backward searches have carried into s. A tuple in s is processed against
// every transition into s exactly once, when either appears.
//
// This is exact, not an approximation of the per-step search: a new edge
// a->b changes the backward search of exactly the transitions reachable from
// b. If b is new there are none. Otherwise b is in H or in states(S), so
// Algorithm 3 runs in this very step and repeats the search for exactly those
// transitions. So after every step, backtrack sets equal the union over all
// transitions of their backward search in the current R, which is what the
// summaries maintain (tested against updateBacktrack by the package tests).
// The cost is one processing per (transition, tuple) pair over the whole
// search, instead of a search over all of R at every state match.
func (e *engine[S]) summaryAdd(t int32, d int32) {
	te := e.edges[t]
	e.work = e.work[:0]
	for _, x := range e.nodes[te.dst].sum {
		e.work = append(e.work, work{t, EventID(x.ev), x.acc})
	}
	e.arrive(te.src, te.ev, e.internAcc(te.acc))
	for len(e.work) > 0 {
		if e.haltBackward() {
			e.work = e.work[:0]
			return
		}
		w := e.work[len(e.work)-1]
		e.work = e.work[:len(e.work)-1]
		if ev, rest, ok := e.step(w.t, w.ev, e.accSets[w.acc], d); ok {
			e.arrive(e.edges[w.t].src, ev, e.internAcc(rest))
		}
	}
}

// arrive adds a tuple to the summary of state s and schedules it against
// every transition into s. A summary is its tuples in the order they came
// (work follows it), checked for a repeat by a scan while short and by a
// set of its own past sumScan tuples: a set of every state's tuples was
// most of the engine's memory (P10 untimed: 7 KB of about 12 KB a state,
// for a hundred tuples a state).
func (e *engine[S]) arrive(s int32, ev EventID, acc int32) {
	n := e.nodes[s]
	x := tuple{int32(ev), acc}
	if n.sumSet != nil {
		if _, ok := n.sumSet[x]; ok {
			return
		}
		n.sumSet[x] = struct{}{}
	} else {
		if slices.Contains(n.sum, x) {
			return
		}
		if len(n.sum) >= sumScan {
			n.sumSet = make(map[tuple]struct{}, 2*len(n.sum))
			for _, y := range n.sum {
				n.sumSet[y] = struct{}{}
			}
			n.sumSet[x] = struct{}{}
		}
	}
	n.sum = append(n.sum, x)
	for _, p := range n.in {
		e.work = append(e.work, work{p, ev, acc})
	}
}

// sumScan is the length past which a summary keeps a set for its repeats
// (a scan of 8-byte tuples costs about a map lookup up to here).
const sumScan = 256

// stackSearch is the V3 ablation: the backward search walks the recursion
// stack only, from t (and, for a graph update, through ts first) back to the
// root of the current call chain.
func (e *engine[S]) stackSearch(t, ts int32, d int32) {
	var path []int32
	for _, f := range e.frames[1:] {
		path = append(path, f.via)
	}
	if ts >= 0 {
		path = append(path, ts)
	}
	te := e.edges[t]
	ev, a := te.ev, te.acc
	for i := len(path) - 1; i >= 0; i-- {
		var ok bool
		if ev, a, ok = e.step(path[i], ev, a, d); !ok {
			return
		}
	}
}

// exploreFull is a plain stateful breadth-first search without reduction;
// stop (if not nil) is polled before each state is expanded.
func exploreFull[S any](m Model[S], stop func() bool, visit func(S)) Stats {
	var st Stats
	keys := map[string]bool{}
	var queue []S
	add := func(s S) {
		k := m.Key(s)
		if keys[k] {
			return
		}
		keys[k] = true
		st.States++
		if visit != nil {
			visit(s)
		}
		queue = append(queue, s)
	}
	add(m.Initial())
	for len(queue) > 0 {
		if stop != nil && stop() {
			st.Stopped = true
			break
		}
		s := queue[0]
		queue = queue[1:]
		en := m.Enabled(s)
		if len(en) == 0 {
			st.Terminal++
		}
		for _, ev := range en {
			next, _ := m.Execute(s, ev)
			st.Executed++
			st.Transitions++
			add(next)
		}
	}
	return st
}

// restartHeap is a min-heap of state ids: Algorithm 1 line 6 restarts at the
// earliest-discovered state with explorable backtracking points.
type restartHeap struct{ a []int32 }

func (h *restartHeap) len() int { return len(h.a) }

func (h *restartHeap) push(x int32) {
	h.a = append(h.a, x)
	i := len(h.a) - 1
	for i > 0 {
		p := (i - 1) / 2
		if h.a[p] <= h.a[i] {
			break
		}
		h.a[p], h.a[i] = h.a[i], h.a[p]
		i = p
	}
}

func (h *restartHeap) pop() int32 {
	x := h.a[0]
	last := len(h.a) - 1
	h.a[0] = h.a[last]
	h.a = h.a[:last]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < len(h.a) && h.a[l] < h.a[m] {
			m = l
		}
		if r < len(h.a) && h.a[r] < h.a[m] {
			m = r
		}
		if m == i {
			return x
		}
		h.a[i], h.a[m] = h.a[m], h.a[i]
		i = m
	}
}
