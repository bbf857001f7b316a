package predict

import (
	"errors"
	"slices"
	"sync/atomic"
	"unsafe"

	"github.com/delorean-mc/delorean/explore/model"
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
// it must find the same steps (InsertExpansion). And the search compares
// a sample of its replays with the plain way.
//
// The trees are shared by the workers, grown under the predictor's lock
// and published as the stimulus trees are: a new path's nodes are built
// out of sight and attached with one atomic store. The search replays
// them itself, reading the nodes' fields: a replay's actions are the
// search's (store look-ups, new states), and the nodes are its
// instructions.

// XNode is a stretch of a recorded expansion: actions done in order,
// then a question whose answer chooses the next stretch, or the end. Its
// fields are set before it is published and never change.
type XNode struct {
	Acts []Action
	Kind XKind
	Post bool            // XQuery: asked of the successor's clocks
	Test model.ClockTest // XQuery
	// XEnd: the expansion's transitions, and its stimulus runs (the
	// transitions but time passing).
	Runs, Stims int32
	next        [2]atomic.Pointer[XNode] // XQuery, XDelay: [false, true]
}

// Next is the stretch that follows the answer ans to n's question (XQuery,
// XDelay), or nil if none has been recorded.
func (n *XNode) Next(ans bool) *XNode { return n.next[b2i(ans)].Load() }

// XKind is what ends a stretch of a recorded expansion.
type XKind uint8

// The ends of a stretch.
const (
	XEnd   XKind = iota + 1 // the expansion's end
	XQuery                  // whether a clock constraint holds
	XDelay                  // whether time may pass, into the successor's clocks
)

// Action is an action of a recorded expansion. An OpEmit keeps what a
// replay needs for a successor the store has (the common case) in the
// action itself: its stimulus, whether its discrete state is the
// state's own, its obligations and its key's discrete part.
type Action struct {
	Op   Op
	Same bool       // OpEmit: the run leaves the discrete state as it was
	X    int32      // OpReset, OpForget: the clock; OpEmit, OpFail: the stimulus (-1: time passing)
	Obs  uint64     // OpEmit, OpFail: the successor's open obligations (ObsMask)
	Disc []byte     // OpEmit: the successor's key's discrete part
	Emit *Successor // OpEmit, OpFail
}

// Op is the kind of an Action.
type Op uint8

// The actions of a recorded expansion.
const (
	OpBegin  Op = iota + 1 // a stimulus run starts: the successor's clocks are the state's
	OpReset                // reset a successor's clock
	OpForget               // forget a successor's (observer) clock
	OpEmit                 // a successor
	OpFail                 // a failure
)

// Successor is the rest of a successor (or failure) of a recorded
// expansion.
type Successor struct {
	Choices []int
	Out     *Outcome // the run's outcome; nil for a failure
	Memo    *model.ObsMemo
	Err     error // a failure
}

// XRoot is the tree of the expansions from one discrete state with one
// set of open obligations.
type XRoot = obsRoot[XNode]

// obsRoot is where a tree (of expansions, or of checks) kept by open
// obligations starts.
type obsRoot[N any] struct {
	obs  uint64
	node atomic.Pointer[N]
}

// Obs are the tree's open obligations (ObsMask).
func (r *obsRoot[N]) Obs() uint64 { return r.obs }

// First is the tree's first node, or nil if none is recorded.
func (r *obsRoot[N]) First() *N { return r.node.Load() }

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

// Replayable reports whether a tree of whole expansions can key m's open
// obligations, a bit per observer.
func Replayable(m *model.Model) bool { return len(m.Timed) <= maxReplayObs }

// ObsMask is the open obligations obs as a bit per observer (see
// Replayable).
func ObsMask(obs []bool) uint64 {
	var m uint64
	for i, o := range obs {
		if o {
			m |= 1 << uint(i)
		}
	}
	return m
}

// SetObs sets obs to the open obligations of the mask m.
func SetObs(obs []bool, m uint64) {
	for i := range obs {
		obs[i] = m&(1<<uint(i)) != 0
	}
}

// Expansions returns the tree of t's expansions with obligations obs, or
// nil if none has been recorded.
func (t *Trees) Expansions(obs uint64) *XRoot {
	// exp0.obs is set before exp0.node is published, and never after.
	if t.exp0.node.Load() != nil && t.exp0.obs == obs {
		return &t.exp0
	}
	return t.exps.find(obs)
}

// InsertExpansion adds the expansion rec has recorded, with runs
// transitions of which stims are stimulus runs, to the tree of discrete
// state t with obligations obs. A path the tree has already must be
// recorded with the same steps: ErrReplay if not.
func (p *Predictor) InsertExpansion(t *Trees, obs uint64, rec *Recording, runs, stims int32) error {
	log := rec.log
	p.mu.Lock()
	defer p.mu.Unlock()
	r := t.Expansions(obs)
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
		for _, a := range n.Acts {
			if k >= len(log) || log[k].kind != 0 || !sameAct(log[k].act, a) {
				return ErrReplay
			}
			k++
		}
		if n.Kind == XEnd {
			if k != len(log) || n.Runs != runs || n.Stims != stims {
				return ErrReplay
			}
			return nil
		}
		if k >= len(log) || log[k].kind != n.Kind || log[k].post != n.Post {
			return ErrReplay
		}
		ev := &log[k]
		k++
		if ev.test != n.Test {
			return ErrReplay
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

// ErrReplay is InsertExpansion's failure: the expansion recorded differs
// from the one the tree has for the same answers.
var ErrReplay = errors.New("a state's expansion is not a function of its discrete state, obligations and clock answers")

func sameAct(a, b Action) bool {
	if a.Op != b.Op || a.X != b.X {
		return false
	}
	if a.Op != OpEmit && a.Op != OpFail {
		return true
	}
	x, y := a.Emit, b.Emit
	return a.Obs == b.Obs && x.Out == y.Out && slices.Equal(x.Choices, y.Choices) && (x.Err == nil) == (y.Err == nil)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// chain builds the nodes of the rest of a log, ending in an XEnd, and
// returns the first. A replay that follows the chain reads its nodes,
// their actions and the successors' discrete parts in order: each kind
// is laid out in one block, rather than a node at a time, so that the
// reads stream instead of each waiting on a pointer (a tree was last
// used thousands of states before, out of the caches).
func (p *Predictor) chain(log []event, runs, stims int32) *XNode {
	p.paths.Add(1)
	nnodes, nacts, size := 1, 0, 0
	for _, ev := range log {
		if ev.kind != 0 {
			nnodes++
		} else {
			nacts++
			size += len(ev.act.Disc)
		}
	}
	p.nodes.Add(int64(nnodes))
	p.bytes.Add(int64(nnodes)*int64(unsafe.Sizeof(XNode{})) + int64(nacts)*int64(unsafe.Sizeof(Action{})) + int64(size))
	nodes := make([]XNode, nnodes)
	acts := make([]Action, nacts)
	arena := make([]byte, 0, size)
	for j := range nodes {
		n := &nodes[j]
		k := 0
		for k < len(log) && log[k].kind == 0 {
			k++
		}
		n.Acts, acts = acts[:k:k], acts[k:]
		for i := range n.Acts {
			a := &n.Acts[i]
			*a = log[i].act
			if e := a.Emit; e != nil {
				// The recording's buffer (Recording.Emit) becomes the
				// predictor's.
				e.Choices = p.internChoices(e.Choices)
				p.bytes.Add(int64(unsafe.Sizeof(*e)))
			}
			if a.Disc != nil {
				arena = append(arena, a.Disc...)
				a.Disc = arena[len(arena)-len(a.Disc) : len(arena) : len(arena)]
			}
		}
		if k == len(log) {
			n.Kind, n.Runs, n.Stims = XEnd, runs, stims
			break
		}
		ev := log[k]
		n.Kind, n.Post, n.Test = ev.kind, ev.post, ev.test
		n.next[b2i(ev.ans)].Store(&nodes[j+1])
		log = log[k+1:]
	}
	return &nodes[0]
}
