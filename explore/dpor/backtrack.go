package dpor

import (
	"cmp"
	"encoding/binary"
	"slices"
	"sort"
)

// canonical sorts and deduplicates an access list, into the engine's
// scratch (valid until the next call).
func (e *engine[S]) canonical(acc []Access) []Access {
	a := append(e.accBuf[:0], acc...)
	slices.SortFunc(a, func(x, y Access) int {
		if x.Loc != y.Loc {
			return cmp.Compare(x.Loc, y.Loc)
		}
		return cmp.Compare(b2i(x.Write), b2i(y.Write))
	})
	a = slices.Compact(a)
	e.accBuf = a
	return a
}

// groupLocs groups a canonical access set by location.
func groupLocs(a []Access) []locAcc {
	var locs []locAcc
	for _, x := range a {
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
	return slices.Clip(locs)
}

// flags returns how the transition t accesses loc.
func (e *engine[S]) flags(t *edge, loc int) (read, write bool) {
	locs := e.accLocs[t.acc]
	i := sort.Search(len(locs), func(i int) bool { return locs[i].loc >= loc })
	if i < len(locs) && locs[i].loc == loc {
		return locs[i].read, locs[i].write
	}
	return false, false
}

// fullCycle is Algorithm 4 for transition t whose destination is in
// states(S): the cycle it closes must run every event enabled along it.
func (e *engine[S]) fullCycle(t int32) bool {
	dst := e.edges[t].dst
	cycle := append(append([]int32(nil), e.seq[e.seenAt[dst]:]...), t)
	ran := map[EventID]bool{}
	for _, c := range cycle {
		ran[EventID(e.edges[c].ev)] = true
	}
	for _, c := range cycle {
		for _, ev := range e.en(&e.nodes[e.edges[c].dst]) {
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
		for t := e.nodes[s].firstOut; t != none; t = e.edges[t].nextOut {
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

// internAcc gives a canonical access set a small id; the set may be
// scratch, the engine keeps a copy.
func (e *engine[S]) internAcc(a []Access) int32 {
	e.keyBuf = e.keyBuf[:0]
	for _, x := range a {
		e.keyBuf = binary.AppendVarint(e.keyBuf, int64(x.Loc)*2+int64(b2i(x.Write)))
	}
	if id, ok := e.accIDs[string(e.keyBuf)]; ok {
		return id
	}
	id := int32(len(e.accSets))
	// A copy of its own size: the distinct sets are kept for the whole
	// search.
	c := append(make([]Access, 0, len(a)), a...)
	e.accSets = append(e.accSets, c)
	e.accLocs = append(e.accLocs, groupLocs(c))
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
	e.work = e.work[:0]
	for p := e.nodes[te.src].firstIn; p != none; p = e.edges[p].nextIn {
		e.push(p, EventID(te.ev), te.acc)
	}
	for len(e.work) > 0 {
		if e.haltBackward() {
			e.work = e.work[:0]
			return
		}
		w := e.work[len(e.work)-1]
		e.work = e.work[:len(e.work)-1]
		ev, r, ok := e.step(w.t, w.ev, w.acc, d)
		if !ok {
			continue
		}
		for p := e.nodes[e.edges[w.t].src].firstIn; p != none; p = e.edges[p].nextIn {
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
// event ev (event(t_conf)) and remaining accesses acc (Alg. 5 lines 6-16).
// It returns the event and accesses to carry further back, and false if
// the path ends here.
func (e *engine[S]) step(tb int32, ev EventID, acc int32, d int32) (EventID, int32, bool) {
	b := &e.edges[tb]
	a := e.accSets[acc]
	conflict := false
	for _, x := range a {
		r, w := e.flags(b, x.Loc)
		if w || (r && x.Write) {
			conflict = true
			break
		}
	}
	if conflict {
		e.insertEvent(b.src, ev, d)
		if e.opt.variant == varV4 {
			return 0, 0, false
		}
		ev = EventID(b.ev)
	}
	if e.opt.variant == varV4 {
		return ev, acc, true
	}
	rest := e.accBuf[:0]
	for _, x := range a {
		r, w := e.flags(b, x.Loc)
		drop := w // §1.10 E1: only a write of tb orders every earlier access
		if e.opt.variant == varLiteral {
			drop = w || (r && x.Write) // printed line 16: any conflict
		}
		if !drop {
			rest = append(rest, x)
		}
	}
	e.accBuf = rest
	switch len(rest) {
	case 0:
		return 0, 0, false
	case len(a):
		return ev, acc, true
	}
	return ev, e.internAcc(rest), true
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
	sum := e.nodes[te.dst].sum
	for len(sum) > 0 {
		id, k := binary.Uvarint(sum)
		sum = sum[k:]
		x := e.tuples[id]
		e.work = append(e.work, work{t, EventID(x.ev), x.acc})
	}
	e.arrive(te.src, EventID(te.ev), te.acc)
	for len(e.work) > 0 {
		if e.haltBackward() {
			e.work = e.work[:0]
			return
		}
		w := e.work[len(e.work)-1]
		e.work = e.work[:len(e.work)-1]
		if ev, rest, ok := e.step(w.t, w.ev, w.acc, d); ok {
			e.arrive(e.edges[w.t].src, ev, rest)
		}
	}
}

// arrive adds a tuple to the summary of state s and schedules it against
// every transition into s. A summary is its tuples' ids in the order they
// came (work follows it), a byte or two each: at a hundred or more tuples
// a state, summaries are the engine's largest part (P10 untimed: 7 KB of
// about 12 KB a state when they were a set of every state's tuples, 1 KB
// as 8-byte tuples). A repeat is found by a scan while the summary is
// short and by a set of its own past sumScan tuples.
func (e *engine[S]) arrive(s int32, ev EventID, acc int32) {
	x := tuple{int32(ev), acc}
	id, ok := e.tupleIDs[x]
	if !ok {
		id = int32(len(e.tuples))
		e.tuples = append(e.tuples, x)
		e.tupleIDs[x] = id
	}
	n := &e.nodes[s]
	if set, long := e.sumSets[s]; long {
		if w := int(id) >> 6; w < len(set) && set[w]&(1<<(id&63)) != 0 {
			return
		}
		e.sumSets[s] = setBit(set, int(id))
	} else {
		for sum := n.sum; len(sum) > 0; {
			y, k := binary.Uvarint(sum)
			if int32(y) == id {
				return
			}
			sum = sum[k:]
		}
		if n.nsum >= sumScan {
			var set []uint64
			for sum := n.sum; len(sum) > 0; {
				y, k := binary.Uvarint(sum)
				set = setBit(set, int(y))
				sum = sum[k:]
			}
			if e.sumSets == nil {
				e.sumSets = map[int32][]uint64{}
			}
			e.sumSets[s] = setBit(set, int(id))
		}
	}
	n.sum = binary.AppendUvarint(n.sum, uint64(id))
	n.nsum++
	for p := n.firstIn; p != none; p = e.edges[p].nextIn {
		e.work = append(e.work, work{p, ev, acc})
	}
}

// setBit sets bit i of a growable bit set.
func setBit(set []uint64, i int) []uint64 {
	for len(set) <= i>>6 {
		set = append(set, 0)
	}
	set[i>>6] |= 1 << (i & 63)
	return set
}

// sumScan is the length past which a summary keeps a set for its repeats
// (a scan of a few hundred bytes costs about a map lookup up to here).
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
	ev, a := EventID(te.ev), te.acc
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
