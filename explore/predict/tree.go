package predict

import (
	"sync/atomic"
	"unsafe"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
)

// pnode is a step of a recorded run. Its fields are set before it is
// published and never change after, except what next holds.
type pnode struct {
	kind pkind
	atom ta.ClockAtom // pQuery
	x    int          // pReset: the clock; pChoice: the factor (-1 random)
	lo   int64        // pChoice of a random value: the lowest value
	// Children: pQuery [false, true]; pChoice one per option; pReset
	// one. A nil child is a path not seen yet.
	next []atomic.Pointer[pnode]
	leaf *Outcome // pLeaf
}

type pkind uint8

const (
	pQuery  pkind = iota + 1 // a clock constraint's truth
	pReset                   // a clock reset
	pChoice                  // a choice point
	pLeaf                    // the run's end
)

// Outcome is a recorded run's result: the successor's discrete state and
// the run's effects, or the run's failure. What a run records never
// changes; what is found later (the memo, the successor's trees, its
// checks) is set once, atomically.
type Outcome struct {
	st   ta.State
	eff  *ta.Effects
	err  error
	disc []byte // st's encoding (store.Encoding.DiscWords): a key's discrete part
	same bool   // the run leaves the discrete state as it was
	// What the observers conclude from the run's discrete states, made
	// the first time the outcome is predicted (by any worker: they
	// conclude the same).
	memo atomic.Pointer[model.ObsMemo]
	// The prediction trees of st, found the first time they are needed.
	trees atomic.Pointer[Trees]
	// The check trees of the states it leads to, by obligations (see
	// checks.go).
	checks obsRoots[checkNode]
}

// State is the successor's discrete state; the caller must not change it.
func (o *Outcome) State() *ta.State { return &o.st }

// Effects are the run's effects (interned; the caller must not change
// them).
func (o *Outcome) Effects() *ta.Effects { return o.eff }

// Err is the run's failure, or nil.
func (o *Outcome) Err() error { return o.err }

// Disc is the successor's discrete state's encoding
// (store.Encoding.DiscWords).
func (o *Outcome) Disc() []byte { return o.disc }

// Same reports whether the run leaves the discrete state as it was.
func (o *Outcome) Same() bool { return o.same }

// Memo is what the observers conclude from the run's discrete states, or
// nil if not made yet.
func (o *Outcome) Memo() *model.ObsMemo { return o.memo.Load() }

// SetMemo sets the memo, which depends on no clock: whichever worker
// makes it first, it is the same.
func (o *Outcome) SetMemo(m *model.ObsMemo) { o.memo.Store(m) }

// walk follows the tree from n with the clocks clk (which it resets as
// recorded) and the chooser ch. It returns the outcome, or nil where the
// tree has not seen this path.
func walk(n *pnode, clk ta.Clocks, ch ta.Chooser) *Outcome {
	for n != nil {
		switch n.kind {
		case pLeaf:
			return n.leaf
		case pQuery:
			if clk.Holds(n.atom) {
				n = n.next[1].Load()
			} else {
				n = n.next[0].Load()
			}
		case pReset:
			clk.Reset(n.x)
			n = n.next[0].Load()
		case pChoice:
			var c int
			if n.x == -1 {
				c = int(ch.ChooseRandom(n.lo, n.lo+int64(len(n.next))-1) - n.lo)
			} else {
				c = ch.ChooseFactor(n.x, len(n.next))
			}
			n = n.next[c].Load()
		}
	}
	return nil
}

// Recorder wraps the clocks and the chooser of an interpreter run and
// grows a stimulus's tree along the path the run takes. It runs with the
// predictor's lock held, from Record to Finish. The run follows the tree
// as far as it can (it may find the whole path, which another worker
// recorded since this one walked), then builds its own nodes; the first
// of them is attached at the end, when the path is complete.
type Recorder struct {
	p    *Predictor
	root *Root
	clk  ta.Clocks
	ch   ta.Chooser

	at      *pnode                 // the node of the run's next step; nil if the tree lacks it
	slot    *atomic.Pointer[pnode] // where a new node for the next step goes
	fresh   bool                   // the slot is in a node of this run's (unpublished)
	publish func()                 // attaches the run's first new node; nil if none
	// seen: the run was cut short where an earlier run of its
	// enumeration came (ta.Memo), which depends on the runs before it,
	// not on its path alone: its path is not recorded.
	seen bool
}

// Record takes the predictor's lock and returns a recorder of a run of
// root's stimulus with the clocks clk and the chooser ch: the run is to
// be made with the recorder as its clocks and chooser, and ended with
// Finish, which releases the lock.
func (p *Predictor) Record(root *Root, clk ta.Clocks, ch ta.Chooser) *Recorder {
	p.mu.Lock()
	return &Recorder{p: p, root: root, clk: clk, ch: ch, at: root.node.Load(), slot: &root.node}
}

// place puts n, a new node for the next step, where the step goes: at
// once inside this run's nodes, at the end (publish) in the tree.
func (r *Recorder) place(n *pnode) {
	r.p.nodes.Add(1)
	r.p.bytes.Add(int64(unsafe.Sizeof(*n)) + 8*int64(len(n.next)))
	slot := r.slot
	attach := func() { slot.Store(n) }
	if r.fresh {
		attach()
	} else {
		r.publish = attach
	}
	r.fresh = true
}

// step returns the node of the next step, making it (of the given kind,
// with children empty slots) if the tree lacks it.
func (r *Recorder) step(kind pkind, children int, atom ta.ClockAtom, x int, lo int64) *pnode {
	n := r.at
	if n == nil {
		n = &pnode{kind: kind, atom: atom, x: x, lo: lo, next: make([]atomic.Pointer[pnode], children)}
		r.place(n)
	}
	return n
}

// down moves to child c of n.
func (r *Recorder) down(n *pnode, c int) {
	r.at, r.slot = n.next[c].Load(), &n.next[c]
}

// Holds implements ta.Clocks.
func (r *Recorder) Holds(a ta.ClockAtom) bool {
	v := r.clk.Holds(a)
	n := r.step(pQuery, 2, a, 0, 0)
	if v {
		r.down(n, 1)
	} else {
		r.down(n, 0)
	}
	return v
}

// Reset implements ta.Clocks.
func (r *Recorder) Reset(x int) {
	r.clk.Reset(x)
	r.down(r.step(pReset, 1, ta.ClockAtom{}, x, 0), 0)
}

// ChooseFactor implements ta.Chooser.
func (r *Recorder) ChooseFactor(f, n int) int {
	c := r.ch.ChooseFactor(f, n)
	r.down(r.step(pChoice, n, ta.ClockAtom{}, f, 0), c)
	return c
}

// ChooseRandom implements ta.Chooser.
func (r *Recorder) ChooseRandom(lo, hi int64) int64 {
	v := r.ch.ChooseRandom(lo, hi)
	r.down(r.step(pChoice, int(hi-lo+1), ta.ClockAtom{}, -1, lo), int(v-lo))
	return v
}

// AppendSig implements ta.ClockSig: the wrapped clocks'.
func (r *Recorder) AppendSig(b []byte) ([]byte, bool) {
	if c, ok := r.clk.(ta.ClockSig); ok {
		return c.AppendSig(b)
	}
	return b, false
}

// Seen implements ta.Memo: the wrapped chooser's.
func (r *Recorder) Seen(key []byte) bool {
	m, ok := r.ch.(ta.Memo)
	if ok && m.Seen(key) {
		r.seen = true
		return true
	}
	return false
}

// Finish records the run's outcome at the end of its path, publishes the
// path and releases the predictor's lock: st is the successor's discrete
// state, disc its encoding (store.Encoding.DiscWords), src the discrete
// state the run started from, eff and err the run's effects and failure.
// A path found whole keeps the outcome it has, which is this run's (runs
// are deterministic). It returns the outcome.
func (r *Recorder) Finish(st *ta.State, disc []byte, src *ta.State, eff *ta.Effects, err error) *Outcome {
	var out *Outcome
	if r.seen {
		// Not recorded (a prediction of its path would say ErrSeen
		// where a later enumeration may not have been there before):
		// the outcome is for the caller only, and its path is left to
		// the next run that takes it.
		r.p.mu.Unlock()
		return &Outcome{st: *st, eff: eff, err: err, disc: disc}
	}
	if r.at == nil {
		out = &Outcome{st: st.Clone(), eff: r.p.internEffects(eff), err: err, disc: disc, same: st.Equal(src)}
		r.p.bytes.Add(outcomeBytes(st, disc))
		r.place(&pnode{kind: pLeaf, leaf: out})
		r.p.leaves.Add(1)
	} else {
		out = r.at.leaf
	}
	if r.publish != nil {
		r.publish()
	}
	r.root.recorded()
	r.p.mu.Unlock()
	return out
}
