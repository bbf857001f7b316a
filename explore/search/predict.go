package search

import (
	"encoding/binary"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// Successor prediction (paper §4.1, DESIGN.md §4-§5). A stimulus run from
// a discrete state depends on the clocks only through what it asks them:
// the truth of clock constraints (the time of day and the schedules'
// instants are constraints on the wall clock) and where it resets them. Its clock personality is the sequence of those
// answers. The predictor keeps, per discrete state and stimulus, a
// decision tree of every run seen so far: choice points (environmental
// factors, random values), clock questions and resets in the order the
// run made them, ending in the run's outcome (the successor's discrete
// state and the run's effects). A later run from the same discrete state
// in any region walks the tree, answering the questions from its region
// and applying the resets to it; if it reaches an outcome, that is its
// successor and the interpreter does not run. A walk that leaves the tree
// runs the interpreter once and grows the tree by the new path.
//
// The workers share one predictor, so that a run one of them learns
// serves them all and the trees are held once: per worker, they were
// most of the memory beside the store, and learning every run twice
// cost more than the second worker's share of the merge.
//
// Concurrency: walks read the trees with no lock; growth happens under
// mu. A recording builds its new nodes out of sight and attaches them
// with a single atomic store of a child pointer, so a walker sees a path
// either whole or not at all, and a published node never changes.
type predictor struct {
	nstim  int
	mu     sync.Mutex            // guards states and the trees' growth
	states map[string]*discTrees // by the discrete part of a key
	nodes  atomic.Int64
	// Distinct runs and expansions recorded. Two workers may record the
	// same one at once (the second finds it whole); counting what the
	// trees hold keeps the statistics independent of the timing.
	leaves, paths atomic.Int64

	// bytes estimates the heap the recordings hold, for the search to
	// bound it (explorer.budgetPrediction): a state of a home whose
	// environment sets hundreds of sensors at one instant has hundreds
	// of successors, each a recorded outcome with its own copy of a
	// discrete state, and most of those discrete states are never
	// expanded twice. Without a bound the recordings took 7 KB a state,
	// 160 times the store, and the search stopped at its memory limit.
	bytes atomic.Int64
	// drops counts the times the recordings were forgotten.
	drops int

	// Runs' effects and successors' choices, interned (under mu): the
	// runs of one stimulus from different discrete states mostly do the
	// same things (the same rules, statements and writes), and each
	// recorded outcome held its own copy, a third of the recordings.
	effs    map[string]*ta.Effects
	choices map[string][]int
	ibuf    []byte
}

// discTrees are the trees of one discrete state, one per stimulus.
type discTrees struct {
	key   string     // the discrete state's encoding, for the workers' caches to share
	roots []treeRoot // by stimulus
	// The trees of whole expansions (replay.go), by open obligations:
	// the first obligations recorded (most states of a discrete state
	// have them) beside the stimulus trees, the others in a list.
	exp0 xroot
	exps obsRoots[xnode]
	// The successor by time passing, as a recorded outcome: its
	// discrete state (the schedules' flags cleared) and its encoding.
	delay atomic.Pointer[outcome]
}

// treeRoot is where a stimulus's tree starts. Most runs of a home's
// stimuli ask the clocks nothing and make no choice: their tree is a
// single leaf, whose outcome is kept beside the root pointer, so that
// predicting them reads no tree node (a cache miss on most transitions,
// as a state's trees were last used thousands of states before).
type treeRoot struct {
	node atomic.Pointer[pnode] // nil: no run seen
	leaf atomic.Pointer[outcome]
}

// predict returns the outcome of the run with the clocks clk and the
// chooser ch (see walk), or nil where the tree has not seen this path.
func (r *treeRoot) predict(clk ta.Clocks, ch ta.Chooser) *outcome {
	if out := r.leaf.Load(); out != nil {
		return out
	}
	return walk(r.node.Load(), clk, ch)
}

// recorded notes, after a recording (under the predictor's lock), a
// tree that has become a single leaf.
func (r *treeRoot) recorded() {
	if n := r.node.Load(); n != nil && n.kind == pLeaf {
		r.leaf.Store(n.leaf)
	}
}

func newPredictor(nstim int) *predictor {
	return &predictor{nstim: nstim, states: map[string]*discTrees{}}
}

// treesOf returns the trees of the discrete state whose encoding (the
// discrete part of a key, see store.Encoding.DiscKey) is dk.
func (p *predictor) treesOf(dk []byte) *discTrees {
	p.mu.Lock()
	defer p.mu.Unlock()
	t := p.states[string(dk)]
	if t == nil {
		t = &discTrees{key: string(dk), roots: make([]treeRoot, p.nstim)}
		p.states[t.key] = t
		// The map's entry and the workers' caches' (see worker.trees).
		p.bytes.Add(int64(unsafe.Sizeof(*t)) + int64(unsafe.Sizeof(treeRoot{}))*int64(p.nstim) + int64(len(dk)) + 3*mapEntryBytes)
	}
	return t
}

// mapEntryBytes is about what an entry of a map by string takes beside
// its key's bytes and its value.
const mapEntryBytes = 40

// drop forgets every recording: the search (explorer.dropPrediction)
// clears its own references to them, so that they become garbage.
// Statistics of what was recorded stay. No worker may be expanding.
func (p *predictor) drop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.states = map[string]*discTrees{}
	p.effs, p.choices = nil, nil
	p.bytes.Store(0)
	p.drops++
}

// stateBytes is about what the slices of a discrete state take.
func stateBytes(st *ta.State) int64 {
	return int64(8*len(st.Vals) + 4*len(st.Timers) + len(st.RuleOff) + len(st.Fired))
}

// outcomeBytes is about what a recorded outcome of st takes, with its
// encoding disc.
func outcomeBytes(st *ta.State, disc []byte) int64 {
	return int64(unsafe.Sizeof(outcome{})) + stateBytes(st) + int64(len(disc))
}

// internEffects returns effects equal to e that the predictor keeps
// (under mu): the same ones for every run with the same effects. Runs
// with the same effects from different states are told apart by nothing
// that reads them, as nothing writes a recorded outcome's effects.
func (p *predictor) internEffects(e *ta.Effects) *ta.Effects {
	b := p.ibuf[:0]
	b = binary.AppendVarint(b, int64(e.Stimulus))
	words := func(s []uint64) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		for _, x := range s {
			b = binary.AppendUvarint(b, x)
		}
	}
	ints := func(s []int) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		for _, x := range s {
			b = binary.AppendVarint(b, int64(x))
		}
	}
	words(e.Reads)
	words(e.Writes)
	ints(e.Resets)
	ints(e.Rules)
	ints(e.Changed)
	ints(e.Emits)
	b = binary.AppendUvarint(b, uint64(len(e.Factors)))
	for _, f := range e.Factors {
		b = binary.AppendVarint(binary.AppendVarint(b, int64(f.Factor)), int64(f.Class))
	}
	b = binary.AppendUvarint(b, uint64(len(e.Randoms)))
	for _, x := range e.Randoms {
		b = binary.AppendVarint(b, x)
	}
	words(e.Covered)
	p.ibuf = b
	if c := p.effs[string(b)]; c != nil {
		return c
	}
	c := cloneEffects(e)
	if p.effs == nil {
		p.effs = map[string]*ta.Effects{}
	}
	p.effs[string(b)] = c
	p.bytes.Add(int64(unsafe.Sizeof(*c)) + 2*int64(len(b)) + mapEntryBytes +
		8*int64(len(c.Reads)+len(c.Writes)+len(c.Resets)+len(c.Rules)+len(c.Changed)+len(c.Emits)+2*len(c.Factors)+len(c.Randoms)+len(c.Covered)))
	return c
}

// internChoices returns choices equal to c that the predictor keeps
// (under mu); nil for none.
func (p *predictor) internChoices(c []int) []int {
	if len(c) == 0 {
		return nil
	}
	b := p.ibuf[:0]
	for _, x := range c {
		b = binary.AppendVarint(b, int64(x))
	}
	p.ibuf = b
	if k, ok := p.choices[string(b)]; ok {
		return k
	}
	k := slices.Clone(c)
	if p.choices == nil {
		p.choices = map[string][]int{}
	}
	p.choices[string(b)] = k
	p.bytes.Add(8*int64(len(k)) + int64(len(b)) + mapEntryBytes)
	return k
}

// prediction is a worker's side of prediction: its counters and the
// scratch space of its samples.
type prediction struct {
	shared *predictor

	calls, hits, misses int64
	missTime            time.Duration // time spent in the interpreter on misses
	// Expansions replayed whole (replay.go), and recorded; the stimulus
	// runs of the replays.
	replays, learned, replayedRuns int64
	xcalls                         int64 // replays tried, for sampling

	// Every 1024th run is also interpreted, to measure what prediction
	// saves and to check it: runs has the plain way minus the predicted
	// way. Every 1024th replayed expansion is also done the plain way
	// (expansions: the plain way minus the replay). Every 1024th look-up
	// of a discrete state's trees is timed (loads): a cost of
	// prediction's alone.
	runs, expansions, loads sampler
	treeLoads               int64
	scratch                 ta.State
	scratchReg              regions.Region
	scratchEff              *ta.Effects
	scratchObs              []bool
	scratchDisc             []byte
}

// saved estimates the time prediction saved: every replayed expansion,
// and every predicted run outside one, at the median of the sampled
// differences between the plain way and the predicted, less every
// look-up of trees at the median of their samples (medians, because a
// sample that meets a garbage collection or a preemption is far off).
func (p *prediction) saved() time.Duration {
	return p.expansions.median()*time.Duration(p.replays) +
		p.runs.median()*time.Duration(p.hits-p.replayedRuns) -
		p.loads.median()*time.Duration(p.treeLoads)
}

// tick counts an event in n and tells whether it is one to sample (every
// 1024th), with its start time if so.
func tick(n *int64) (time.Time, bool) {
	sample := *n&sampleMask == 0
	*n++
	if !sample {
		return time.Time{}, false
	}
	return time.Now(), true
}

// sampleMask picks the events tick samples: every 1024th. Tests set it
// to 0, to check every prediction against the plain way.
var sampleMask int64 = 1023

// sampler keeps the last 1024 of a series of timings.
type sampler struct {
	n     int64
	times []time.Duration
}

func (s *sampler) add(d time.Duration) {
	if len(s.times) < 1024 {
		s.times = append(s.times, d)
	} else {
		s.times[s.n%1024] = d
	}
	s.n++
}

func (s *sampler) median() time.Duration {
	if len(s.times) == 0 {
		return 0
	}
	d := slices.Clone(s.times)
	slices.Sort(d)
	return d[len(d)/2]
}

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
	leaf *outcome // pLeaf
}

type pkind uint8

const (
	pQuery  pkind = iota + 1 // a clock constraint's truth
	pReset                   // a clock reset
	pChoice                  // a choice point
	pLeaf                    // the run's end
)

// outcome is a recorded run's result.
type outcome struct {
	st   ta.State
	eff  *ta.Effects
	err  error
	disc []byte // st's encoding (discWords): a key's discrete part
	same bool   // the run leaves the discrete state as it was
	// What the observers conclude from the run's discrete states, made
	// the first time the outcome is predicted (by any worker: they
	// conclude the same).
	memo atomic.Pointer[obsMemo]
	// The prediction trees of st, found the first time they are needed.
	trees atomic.Pointer[discTrees]
	// The check trees of the states it leads to, by obligations (see
	// checkOutcome).
	checks obsRoots[checkNode]
}

// walk follows the tree from n with the clocks clk (which it resets as
// recorded) and the chooser ch. It returns the outcome, or nil where the
// tree has not seen this path.
func walk(n *pnode, clk ta.Clocks, ch ta.Chooser) *outcome {
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

// recorder wraps the clocks and the chooser of an interpreter run and
// grows the tree along the path the run takes. It runs with the
// predictor's lock held. The run follows the tree as far as it can (it
// may find the whole path, which another worker recorded since this one
// walked), then builds its own nodes; the first of them is attached by
// publish, at the end, when the path is complete.
type recorder struct {
	p   *predictor
	clk ta.Clocks
	ch  ta.Chooser

	at      *pnode                 // the node of the run's next step; nil if the tree lacks it
	slot    *atomic.Pointer[pnode] // where a new node for the next step goes
	fresh   bool                   // the slot is in a node of this run's (unpublished)
	publish func()                 // attaches the run's first new node; nil if none
}

func newRecorder(p *predictor, root *atomic.Pointer[pnode], clk ta.Clocks, ch ta.Chooser) *recorder {
	return &recorder{p: p, clk: clk, ch: ch, at: root.Load(), slot: root}
}

// place puts n, a new node for the next step, where the step goes: at
// once inside this run's nodes, at the end (publish) in the tree.
func (r *recorder) place(n *pnode) {
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
func (r *recorder) step(kind pkind, children int, atom ta.ClockAtom, x int, lo int64) *pnode {
	n := r.at
	if n == nil {
		n = &pnode{kind: kind, atom: atom, x: x, lo: lo, next: make([]atomic.Pointer[pnode], children)}
		r.place(n)
	}
	return n
}

// down moves to child c of n.
func (r *recorder) down(n *pnode, c int) {
	r.at, r.slot = n.next[c].Load(), &n.next[c]
}

// Holds implements ta.Clocks.
func (r *recorder) Holds(a ta.ClockAtom) bool {
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
func (r *recorder) Reset(x int) {
	r.clk.Reset(x)
	r.down(r.step(pReset, 1, ta.ClockAtom{}, x, 0), 0)
}

// ChooseFactor implements ta.Chooser.
func (r *recorder) ChooseFactor(f, n int) int {
	c := r.ch.ChooseFactor(f, n)
	r.down(r.step(pChoice, n, ta.ClockAtom{}, f, 0), c)
	return c
}

// ChooseRandom implements ta.Chooser.
func (r *recorder) ChooseRandom(lo, hi int64) int64 {
	v := r.ch.ChooseRandom(lo, hi)
	r.down(r.step(pChoice, int(hi-lo+1), ta.ClockAtom{}, -1, lo), int(v-lo))
	return v
}

// finish records the run's outcome at the end of its path and publishes
// the path: st is the successor's discrete state, disc its encoding, and
// src the discrete state the run started from. A path found whole keeps
// the outcome it has, which is this run's (runs are deterministic). It
// returns the outcome.
func (r *recorder) finish(st *ta.State, disc []byte, src *ta.State, eff *ta.Effects, err error) *outcome {
	var out *outcome
	if r.at == nil {
		out = &outcome{st: st.Clone(), eff: r.p.internEffects(eff), err: err, disc: disc, same: st.Equal(src)}
		r.p.bytes.Add(outcomeBytes(st, disc))
		r.place(&pnode{kind: pLeaf, leaf: out})
		r.p.leaves.Add(1)
	} else {
		out = r.at.leaf
	}
	if r.publish != nil {
		r.publish()
	}
	return out
}

func cloneEffects(e *ta.Effects) *ta.Effects {
	return &ta.Effects{
		Stimulus: e.Stimulus,
		Reads:    append(ta.Bits(nil), e.Reads...),
		Writes:   append(ta.Bits(nil), e.Writes...),
		Resets:   append([]int(nil), e.Resets...),
		Rules:    append([]int(nil), e.Rules...),
		Changed:  append([]int(nil), e.Changed...),
		Emits:    append([]int(nil), e.Emits...),
		Factors:  append([]ta.FactorChoice(nil), e.Factors...),
		Randoms:  append([]int64(nil), e.Randoms...),
		Covered:  append(ta.Bits(nil), e.Covered...),
	}
}
