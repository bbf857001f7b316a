package search

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"slices"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/ta"
)

// Expansion replay: successor prediction at the level of a whole state.
//
// Per-stimulus prediction (predict.go) spares the interpreter, but a
// predicted transition still asks whether its stimulus is enabled, walks
// its tree, runs the observers and checks progress, and the state must
// be decoded for it. All of that depends on the clocks only through the
// questions it asks them, like a run of the interpreter. So a state's
// expansion, from one discrete state with one set of open obligations,
// is recorded whole: the questions asked of the state's clocks and of
// each successor's, in order, with their answers, and whether time may
// pass; what was done to each successor's clocks (resets, forgotten
// observer clocks); and each successor found (its recorded outcome,
// choices, obligations) or failure. Recordings from the same discrete
// state and obligations share a tree, branching where an answer
// differs. A later state with that discrete state and those
// obligations, in any region, replays the tree without decoding its
// discrete state: it answers the questions from its own region and
// applies the clock changes to it, and only the successors' keys, their
// store look-ups and, for new states, their property checks remain. A
// state whose answers leave the tree is expanded the per-stimulus way,
// and that expansion is recorded.
//
// This is sound because the expansion is a function of the discrete
// state, the obligations and those answers: the interpreter, the
// observers and the progress and urgency conditions see the clocks only
// through ta.Clocks (the time of day and the schedules' instants are
// constraints on the wall clock), and a per-stimulus walk asks the
// questions its recorded run asked, in the same order (a walk that
// leaves its tree is struck from the recording, and the interpreter's
// run is recorded instead). Recording a path the tree has checks this:
// it must find the same steps (insertExpansion). And every 1024th
// replay is compared with the plain way (replaySampled).
//
// The trees are shared by the workers, grown under the predictor's lock
// and published as the stimulus trees are: a new path's nodes are built
// out of sight and attached with one atomic store.

// xnode is a stretch of a recorded expansion: actions done in order,
// then a question whose answer chooses the next stretch, or the end.
type xnode struct {
	acts []xact
	kind xkind
	post bool            // xQuery: asked of the successor's clocks
	test model.ClockTest // xQuery
	// xEnd: the expansion's transitions, and its stimulus runs (the
	// transitions but time passing).
	runs, stims int32
	next        [2]atomic.Pointer[xnode] // xQuery, xDelay: [false, true]
}

type xkind uint8

const (
	xEnd   xkind = iota + 1
	xQuery       // whether a clock constraint holds
	xDelay       // whether time may pass (see worker.delay), into the successor's clocks
)

// xact is an action of a recorded expansion. An xEmit keeps what a
// replay needs for a successor the store has (the common case) in the
// action itself: its stimulus, whether its discrete state is the
// state's own, its obligations and its key's discrete part.
type xact struct {
	op   xop
	same bool   // xEmit: the run leaves the discrete state as it was
	x    int32  // xReset, xForget: the clock; xEmit: the stimulus
	nobs uint64 // xEmit: the successor's open obligations
	disc []byte // xEmit: the successor's key's discrete part
	emit *xemit // xEmit
}

type xop uint8

const (
	xBegin  xop = iota + 1 // a stimulus run starts: the successor's clocks are the state's
	xReset                 // reset a successor's clock
	xForget                // forget a successor's (observer) clock
	xEmit                  // a successor
	xFail                  // a failure
)

// xemit is the rest of a successor (or failure) of a recorded expansion.
type xemit struct {
	choices []int
	out     *outcome // the run's outcome; nil for a failure
	memo    *model.ObsMemo
	err     error // a failure
}

// xroot is the tree of the expansions from one discrete state with one
// set of open obligations.
type xroot = obsRoot[xnode]

// obsRoot is where a tree (of expansions, or of checks) kept by open
// obligations starts.
type obsRoot[N any] struct {
	obs  uint64
	node atomic.Pointer[N]
}

// obsRoots is a list of trees by obligations. Walkers read it without a
// lock; one holding the predictor's lock adds to it by replacing it with
// a longer copy.
type obsRoots[N any] struct{ list atomic.Pointer[[]*obsRoot[N]] }

// find returns the root with obligations obs, or nil.
func (l *obsRoots[N]) find(obs uint64) *obsRoot[N] {
	if rs := l.list.Load(); rs != nil {
		for _, r := range *rs {
			if r.obs == obs {
				return r
			}
		}
	}
	return nil
}

// add adds a root with obligations obs, which the list lacks, and
// returns it; the caller holds the predictor's lock.
func (l *obsRoots[N]) add(obs uint64) *obsRoot[N] {
	r := &obsRoot[N]{obs: obs}
	var rs []*obsRoot[N]
	if old := l.list.Load(); old != nil {
		rs = slices.Clip(*old)
	}
	rs = append(rs, r)
	l.list.Store(&rs)
	return r
}

// maxReplayObs bounds the observers whose obligations a tree's key
// holds (a bit each).
const maxReplayObs = 64

// replayable reports whether a tree of whole expansions can key m's open
// obligations, a bit per observer.
func replayable(m *model.Model) bool { return len(m.Timed) <= maxReplayObs }

func obsMask(obs []bool) uint64 {
	var m uint64
	for i, o := range obs {
		if o {
			m |= 1 << uint(i)
		}
	}
	return m
}

func setObs(obs []bool, m uint64) {
	for i := range obs {
		obs[i] = m&(1<<uint(i)) != 0
	}
}

// expRoot returns the tree of t's expansions with obligations obs, or
// nil if none has been recorded.
func (t *discTrees) expRoot(obs uint64) *xroot {
	// exp0.obs is set before exp0.node is published, and never after.
	if t.exp0.node.Load() != nil && t.exp0.obs == obs {
		return &t.exp0
	}
	return t.exps.find(obs)
}

// xevent is a step of an expansion being recorded.
type xevent struct {
	act  xact
	kind xkind // 0: an action; xQuery, xDelay: a question
	post bool
	ans  bool
	test model.ClockTest
}

// loggedClocks are a state's (or its successors') clocks that record
// every question and change in the worker's expansion log.
type loggedClocks struct {
	w    *worker
	c    *model.RegionClocks
	post bool
	// Observers (by slot) whose clock this run reset. settle forgets a
	// closed observer's clock after every run; that changes nothing
	// (the clock was forgotten when the observer closed) unless the
	// observer was open in the state or opened by the run, so such
	// forgets are left out of the recording.
	reset uint64
}

func (l *loggedClocks) Holds(a ta.ClockAtom) bool {
	w := l.w
	if !l.post {
		// The state's clocks do not change during its expansion: a
		// question asked again has the answer it had, and a replay
		// need not ask it twice.
		for k, b := range w.xasked {
			if b == a {
				return w.xanswers[k]
			}
		}
	}
	v := l.c.Holds(a)
	if !l.post {
		w.xasked, w.xanswers = append(w.xasked, a), append(w.xanswers, v)
	}
	w.xlog = append(w.xlog, xevent{kind: xQuery, post: l.post, test: w.m.ClockTest(a), ans: v})
	return v
}

func (l *loggedClocks) Reset(x int) {
	l.c.Reset(x)
	if slot := x - l.w.m.FirstObserverClock(); slot >= 0 {
		l.reset |= 1 << uint(slot)
	}
	if !l.post {
		// Nothing resets the state's own clocks; if something did, its
		// expansion could not be replayed from the successors' resets.
		l.w.xbad = true
	}
	l.w.xlog = append(l.w.xlog, xevent{act: xact{op: xReset, x: int32(x)}})
}

// Forget implements model.ObserverClocks: a forget is logged like a reset.
func (l *loggedClocks) Forget(x int) {
	l.c.Forget(x)
	if !l.post {
		l.w.xbad = true
	}
	if slot := x - l.w.m.FirstObserverClock(); slot >= 0 && !l.w.obs[slot] && l.reset&(1<<uint(slot)) == 0 {
		return
	}
	l.w.xlog = append(l.w.xlog, xevent{act: xact{op: xForget, x: int32(x)}})
}

// logAct records an action of the expansion being recorded.
func (w *worker) logAct(a xact) {
	w.xlog = append(w.xlog, xevent{act: a})
}

// logBegin records the start of a stimulus run.
func (w *worker) logBegin() {
	w.lpos.reset = 0
	w.logAct(xact{op: xBegin})
}

// logDelay records whether time could pass (see worker.delay).
func (w *worker) logDelay(ok bool) {
	w.lpos.reset = 0
	w.xlog = append(w.xlog, xevent{kind: xDelay, ans: ok})
}

// delayOutcome returns the successor by time passing of the discrete
// state being expanded (w.st, with the successor's in w.nst), as an
// outcome shared by every expansion of that discrete state.
func (w *worker) delayOutcome() *outcome {
	d := &w.curTrees.delay
	if out := d.Load(); out != nil {
		return out
	}
	out := &outcome{st: w.nst.Clone(), disc: w.m.Encoding().DiscWords(&w.nst)}
	if d.CompareAndSwap(nil, out) {
		w.pred.shared.bytes.Add(outcomeBytes(&out.st, out.disc))
	}
	return d.Load()
}

// logEmit records a successor (out) or a failure (err) of the expansion
// being recorded.
func (w *worker) logEmit(s int, out *outcome, memo *model.ObsMemo, err error, choices []int) {
	e := &xemit{out: out, memo: memo, err: err}
	if len(choices) > 0 {
		// In the worker's buffer until the recording is inserted, which
		// interns them (chain).
		off := len(w.xchoices)
		w.xchoices = append(w.xchoices, choices...)
		e.choices = w.xchoices[off:len(w.xchoices):len(w.xchoices)]
	}
	a := xact{op: xFail, x: int32(s), nobs: obsMask(w.nobs), emit: e}
	if out != nil {
		a.op, a.same, a.disc = xEmit, out.same, out.disc
	}
	w.logAct(a)
}

// replay expands state i (w.obs and w.reg decoded; w.st need not be)
// from the recorded expansions of its discrete state and obligations r,
// if they hold this state's answers; it reports whether they did (if
// not, it has recorded nothing).
func (w *worker) replay(i uint32, r *xroot) bool {
	if r == nil {
		return false
	}
	mark := w.markOut()
	lay := w.m.Layout
	obs := r.obs
	// The successor's clocks differ from the state's only after a
	// reset or a forget: most runs have neither.
	w.nreg.CopyFrom(w.reg)
	moved := false
	var rest []byte // the key's fields after the discrete part, for unmoved successors
	enc, ss := w.m.Encoding(), w.e.store
	w.pending, w.pendKeys = w.pending[:0], w.pendKeys[:0]
	for n := r.node.Load(); n != nil; {
		for k := range n.acts {
			switch a := &n.acts[k]; a.op {
			case xBegin:
				if moved {
					w.nreg.CopyFrom(w.reg)
					moved = false
				}
			case xReset:
				lay.Reset(w.nreg, int(a.x))
				moved = true
			case xForget:
				w.nclk.Forget(int(a.x))
				moved = true
			case xFail:
				w.lookUpPending(i)
				w.failure(a.emit.err, i, int(a.x), a.emit.choices)
			case xEmit:
				unmoved := a.nobs == obs && (!moved || w.nreg.Equal(w.reg))
				if a.same && unmoved {
					// The state itself, as in fire.
					w.pending = append(w.pending, pendingSucc{a: a, key: -1})
					continue
				}
				if unmoved {
					// Looked up with the state's other unmoved successors.
					if rest == nil {
						rest = enc.EncodeRestOnly(w.restBuf, w.obs, w.reg)
					}
					off := len(w.pendKeys)
					buf := slices.Grow(w.pendKeys, enc.KeyBytes+8) // splice writes whole words
					enc.Splice(buf[off:off+enc.KeyBytes+8], a.disc, rest)
					w.pendKeys = buf[:off+enc.KeyBytes]
					h := store.HashKey(w.pendKeys[off:])
					ss.PrefetchSlot(h)
					w.pending = append(w.pending, pendingSucc{a: a, h: h, key: int32(off)})
					if len(w.pending) == maxPending {
						w.lookUpPending(i)
					}
					continue
				}
				w.lookUpPending(i)
				setObs(w.nobs, a.nobs)
				key := enc.EncodeAfter(w.keyBuf, a.disc, w.nobs, w.nreg)
				later := a.x < 0 && model.WallIndex(w.nreg) > model.WallIndex(w.reg)
				w.replayed(i, a, key, store.HashKey(key), &w.nclk, later)
			}
		}
		switch n.kind {
		case xEnd:
			w.lookUpPending(i)
			w.transitions += int64(n.runs)
			w.pred.hits += int64(n.stims)
			w.pred.replayedRuns += int64(n.stims)
			w.pred.replays++
			return true
		case xQuery:
			c := &w.clk
			if n.post {
				c = &w.nclk
			}
			n = n.next[b2i(c.HoldsTest(n.test))].Load()
		case xDelay:
			moved = true
			n = n.next[b2i(w.delay())].Load()
		}
	}
	// Not recorded: take back what was recorded.
	w.truncateOut(mark)
	return false
}

// replayed records the successor of state i that xEmit a records, with
// its key (hash h) and clocks: a transition to a state the store has,
// or a new state.
func (w *worker) replayed(i uint32, a *xact, key []byte, h uint64, clk *model.RegionClocks, later bool) {
	if w.tracing {
		w.trace(int(a.x), key, nil)
	}
	if w.known(key, h) {
		return
	}
	e := a.emit
	w.newCandidate(key, h, &e.out.st, e.out, clk, e.memo, e.choices, i, int(a.x), later)
}

// pendingSucc is a successor of a replay with the state's own clock
// region and obligations (most are), whose store lookup waits until the
// state's other such successors are known (or maxPending are): their
// table slots are prefetched as they are found, their first keys all at
// once before the lookups, so that the lookups' cache misses overlap
// rather than come one after the other.
type pendingSucc struct {
	a   *xact
	h   uint64
	key int32 // the key's offset in worker.pendKeys; -1: the state itself
}

// maxPending bounds the successors a replay holds back, so that the
// first one's prefetched slot is still in the cache at its lookup.
const maxPending = 32

// lookUpPending looks up the pending successors of state i, in order,
// and records them as replay would have one by one.
func (w *worker) lookUpPending(i uint32) {
	if len(w.pending) == 0 {
		return
	}
	ss := w.e.store
	for _, p := range w.pending {
		if p.key >= 0 {
			ss.PrefetchKey(p.h)
		}
	}
	copy(w.nobs, w.obs)
	width := w.m.Encoding().KeyBytes
	for _, p := range w.pending {
		a := p.a
		if p.key < 0 {
			if w.tracing {
				w.trace(int(a.x), ss.Key(i), nil)
			}
			continue
		}
		// The successor's clocks are the state's (w.clk), whatever the
		// run being replayed has done to w.nreg since.
		w.replayed(i, a, w.pendKeys[p.key:int(p.key)+width], p.h, &w.clk, false)
	}
	w.pending, w.pendKeys = w.pending[:0], w.pendKeys[:0]
}

// insertExpansion adds the recorded expansion log, with runs stimulus
// runs, to the tree of discrete state t with obligations obs. A path the
// tree has already must be recorded with the same steps.
func (p *predictor) insertExpansion(t *discTrees, obs uint64, log []xevent, runs, stims int32) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	r := t.expRoot(obs)
	if r == nil && t.exp0.node.Load() == nil {
		r = &t.exp0
		r.obs = obs
	}
	if r == nil {
		r = t.exps.add(obs)
	}
	n := r.node.Load()
	if n == nil {
		r.node.Store(p.chain(log, runs, stims))
		return nil
	}
	for k := 0; ; {
		for _, a := range n.acts {
			if k >= len(log) || log[k].kind != 0 || !sameAct(log[k].act, a) {
				return errReplay
			}
			k++
		}
		if n.kind == xEnd {
			if k != len(log) || n.runs != runs || n.stims != stims {
				return errReplay
			}
			return nil
		}
		if k >= len(log) || log[k].kind != n.kind || log[k].post != n.post {
			return errReplay
		}
		ev := &log[k]
		k++
		if ev.test != n.test {
			return errReplay
		}
		slot := &n.next[b2i(ev.ans)]
		next := slot.Load()
		if next == nil {
			slot.Store(p.chain(log[k:], runs, stims))
			return nil
		}
		n = next
	}
}

var errReplay = fmt.Errorf("a state's expansion is not a function of its discrete state, obligations and clock answers")

func sameAct(a, b xact) bool {
	if a.op != b.op || a.x != b.x {
		return false
	}
	if a.op != xEmit && a.op != xFail {
		return true
	}
	x, y := a.emit, b.emit
	return a.nobs == b.nobs && x.out == y.out && slices.Equal(x.choices, y.choices) && (x.err == nil) == (y.err == nil)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// chain builds the nodes of the rest of a log, ending in an xEnd, and
// returns the first. A replay that follows the chain reads its nodes,
// their actions and the successors' discrete parts in order: each kind
// is laid out in one block, rather than a node at a time, so that the
// reads stream instead of each waiting on a pointer (a tree was last
// used thousands of states before, out of the caches).
func (p *predictor) chain(log []xevent, runs, stims int32) *xnode {
	p.paths.Add(1)
	nnodes, nacts, size := 1, 0, 0
	for _, ev := range log {
		if ev.kind != 0 {
			nnodes++
		} else {
			nacts++
			size += len(ev.act.disc)
		}
	}
	p.nodes.Add(int64(nnodes))
	p.bytes.Add(int64(nnodes)*int64(unsafe.Sizeof(xnode{})) + int64(nacts)*int64(unsafe.Sizeof(xact{})) + int64(size))
	nodes := make([]xnode, nnodes)
	acts := make([]xact, nacts)
	arena := make([]byte, 0, size)
	for j := range nodes {
		n := &nodes[j]
		k := 0
		for k < len(log) && log[k].kind == 0 {
			k++
		}
		n.acts, acts = acts[:k:k], acts[k:]
		for i := range n.acts {
			a := &n.acts[i]
			*a = log[i].act
			if e := a.emit; e != nil {
				// The worker's buffer (logEmit) becomes the predictor's.
				e.choices = p.internChoices(e.choices)
				p.bytes.Add(int64(unsafe.Sizeof(*e)))
			}
			if a.disc != nil {
				arena = append(arena, a.disc...)
				a.disc = arena[len(arena)-len(a.disc) : len(arena) : len(arena)]
			}
		}
		if k == len(log) {
			n.kind, n.runs, n.stims = xEnd, runs, stims
			break
		}
		ev := log[k]
		n.kind, n.post, n.test = ev.kind, ev.post, ev.test
		n.next[b2i(ev.ans)].Store(&nodes[j+1])
		log = log[k+1:]
	}
	return &nodes[0]
}

// replayFault makes every sampled replay disagree with the plain way:
// the tests' fault, to check that the search then goes on without
// prediction and loses nothing.
var replayFault bool

// known reports whether the store has the state with key (hash h). While
// a sample compares a replay with the plain way, it has only the states
// it had when the sample began: with several workers the store grows
// while they expand, and a successor the replay found new, and checked,
// may be known by the time the plain way looks it up, which then skips
// its checks. Both ways must see the same store for their traces to be
// comparable. (A state found new that the store has by then is merged as
// a transition to it, as when two workers find the same new state.)
func (w *worker) known(key []byte, h uint64) bool {
	j, seen := w.e.store.LookupHashed(key, h)
	return seen && (!w.tracing || j < w.traceLen)
}

// trace notes, while a sample compares a replay with the plain way, a
// successor by stimulus stim (-1: time passing), by its key, or a
// failure. (A run that leaves the state as it was is noted by the
// state's key: one way may know it without a key, the other not.)
func (w *worker) trace(stim int, key []byte, err error) {
	w.xtrace = binary.LittleEndian.AppendUint32(w.xtrace, uint32(stim))
	if err != nil {
		w.xtrace = append(w.xtrace, 'e')
		w.xtrace = append(w.xtrace, err.Error()...)
		return
	}
	w.xtrace = append(w.xtrace, 'k')
	w.xtrace = append(w.xtrace, key...)
}

// replaySampled is replay, and, every 1024th replayed expansion, the
// check of prediction's second level: the plain way (the interpreter,
// the observers, no prediction) must find the same successors, keys
// and failures in the same order, and the same number of transitions.
// The two are timed, for the estimate of what prediction saves. The
// plain way is timed at its fastest of a few repetitions: once, after a
// thousand replays, it would run with its code out of the caches, and
// take two to three times what it takes in a search without prediction.
// Repeated, it has its data in the caches too (as does the replay's
// second half), so the estimate errs low.
func (w *worker) replaySampled(i uint32, r *xroot) bool {
	t0, sample := tick(&w.pred.xcalls)
	if !sample {
		return w.replay(i, r)
	}
	w.tracing, w.xtrace = true, w.xtrace[:0]
	w.traceLen = uint32(w.e.store.Len())
	tr0 := w.transitions
	ok := w.replay(i, r)
	replayed := time.Since(t0)
	w.tracing = false
	if !ok {
		w.pred.xcalls-- // sample the next one
		return false
	}
	got, runs := slices.Clone(w.xtrace), w.transitions-tr0
	mark := w.markOut()
	pred := w.pred
	w.pred = nil
	var plain time.Duration
	var plainRuns int64
	for k := 0; k < 3; k++ {
		w.tracing, w.xtrace = true, w.xtrace[:0]
		t1 := time.Now()
		w.m.Encoding().DecodeDisc(w.decBuf, &w.st)
		w.expandPlain(i)
		if d := time.Since(t1); k == 0 || d < plain {
			plain = d
		}
		plainRuns = w.transitions - tr0 - runs
		w.transitions = tr0 + runs
		w.truncateOut(mark)
	}
	w.pred, w.tracing = pred, false
	if replayFault || !bytes.Equal(got, w.xtrace) || plainRuns != runs {
		w.predictionFailed(fmt.Errorf("a replayed expansion disagrees with the plain one (state %d)", i))
	}
	w.pred.expansions.add(plain - replayed)
	return true
}
