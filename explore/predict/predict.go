// Package predict holds successor prediction's recordings (paper §4.1,
// DESIGN.md §4-§5): per discrete state and stimulus, a decision tree of
// the interpreter's runs; per discrete state and open obligations, a tree
// of whole expansions; per recorded outcome, a tree of the new states'
// checks. It owns how the trees are walked, grown and published to
// concurrent readers, what they cost in memory, and the log an expansion
// being recorded keeps.
//
// The search (package explore/search) drives them: its workers walk a
// stimulus's tree (Root.Predict) before running the interpreter, record
// the runs they interpret (Predictor.Record), replay a whole expansion
// by following an expansion tree's nodes (XNode), and record the
// expansions they make (Recording, Predictor.InsertExpansion). Package
// predict knows nothing of the search, its store or its workers; the
// calls on the search's hot path are small methods that inline, so
// prediction costs no interface dispatch the search did not have.
package predict

import (
	"encoding/binary"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/delorean-mc/delorean/ta"
)

// Successor prediction. A stimulus run from a discrete state depends on
// the clocks only through what it asks them: the truth of clock
// constraints (the time of day and the schedules' instants are
// constraints on the wall clock) and where it resets them. Its clock
// personality is the sequence of those answers. The predictor keeps, per
// discrete state and stimulus, a decision tree of every run seen so far:
// choice points (environmental factors, random values), clock questions
// and resets in the order the run made them, ending in the run's outcome
// (the successor's discrete state and the run's effects). A later run
// from the same discrete state in any region walks the tree, answering
// the questions from its region and applying the resets to it; if it
// reaches an outcome, that is its successor and the interpreter does not
// run. A walk that leaves the tree runs the interpreter once and grows
// the tree by the new path.
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

// Predictor holds the recordings the workers of one search share.
type Predictor struct {
	nstim  int
	mu     sync.Mutex        // guards states and the trees' growth
	states map[string]*Trees // by the discrete part of a key
	nodes  atomic.Int64
	// Distinct runs and expansions recorded. Two workers may record the
	// same one at once (the second finds it whole); counting what the
	// trees hold keeps the statistics independent of the timing.
	leaves, paths atomic.Int64

	// bytes estimates the heap the recordings hold, for the search to
	// bound it: a state of a home whose environment sets hundreds of
	// sensors at one instant has hundreds of successors, each a
	// recorded outcome with its own copy of a discrete state, and most
	// of those discrete states are never expanded twice. Without a
	// bound the recordings took 7 KB a state, 160 times the store, and
	// the search stopped at its memory limit.
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

// New returns a predictor, with no recordings, for a program with nstim
// stimuli.
func New(nstim int) *Predictor {
	return &Predictor{nstim: nstim, states: map[string]*Trees{}}
}

// Bytes estimates the heap the recordings hold.
func (p *Predictor) Bytes() int64 { return p.bytes.Load() }

// Nodes is the number of tree nodes recorded.
func (p *Predictor) Nodes() int64 { return p.nodes.Load() }

// Leaves is the number of distinct stimulus runs recorded.
func (p *Predictor) Leaves() int64 { return p.leaves.Load() }

// Paths is the number of distinct expansions recorded.
func (p *Predictor) Paths() int64 { return p.paths.Load() }

// Trees are the recordings of one discrete state: a tree per stimulus,
// the trees of its whole expansions and its successor by time passing.
type Trees struct {
	key   string // the discrete state's encoding, for the workers' caches to share
	roots []Root // by stimulus
	// The trees of whole expansions (expansion.go), by open
	// obligations: the first obligations recorded (most states of a
	// discrete state have them) beside the stimulus trees, the others
	// in a list.
	exp0 XRoot
	exps obsRoots[XNode]
	// The successor by time passing, as a recorded outcome: its
	// discrete state (the schedules' flags cleared) and its encoding.
	delay atomic.Pointer[Outcome]
}

// Key is the discrete state's encoding (the discrete part of a key).
func (t *Trees) Key() string { return t.key }

// Root is the tree of stimulus s's runs.
func (t *Trees) Root(s int) *Root { return &t.roots[s] }

// Delay is the successor by time passing recorded, or nil.
func (t *Trees) Delay() *Outcome { return t.delay.Load() }

// SetDelay records the successor by time passing, whose discrete state is
// st and its encoding (store.Encoding.DiscWords) disc, unless another
// worker has; it returns the one recorded, shared by every expansion of
// t's discrete state.
func (p *Predictor) SetDelay(t *Trees, st *ta.State, disc []byte) *Outcome {
	out := &Outcome{st: st.Clone(), disc: disc}
	if t.delay.CompareAndSwap(nil, out) {
		p.bytes.Add(outcomeBytes(&out.st, out.disc))
	}
	return t.delay.Load()
}

// Root is where a stimulus's tree starts. Most runs of a home's stimuli
// ask the clocks nothing and make no choice: their tree is a single leaf,
// whose outcome is kept beside the root pointer, so that predicting them
// reads no tree node (a cache miss on most transitions, as a state's
// trees were last used thousands of states before).
type Root struct {
	node atomic.Pointer[pnode] // nil: no run seen
	leaf atomic.Pointer[Outcome]
}

// Predict returns the outcome of the run with the clocks clk (which it
// resets as recorded) and the chooser ch, or nil where the tree has not
// seen this path.
func (r *Root) Predict(clk ta.Clocks, ch ta.Chooser) *Outcome {
	if out := r.leaf.Load(); out != nil {
		return out
	}
	return walk(r.node.Load(), clk, ch)
}

// recorded notes, after a recording (under the predictor's lock), a
// tree that has become a single leaf.
func (r *Root) recorded() {
	if n := r.node.Load(); n != nil && n.kind == pLeaf {
		r.leaf.Store(n.leaf)
	}
}

// TreesOf returns the trees of the discrete state whose encoding (the
// discrete part of a key, see store.Encoding.DiscKey) is dk.
func (p *Predictor) TreesOf(dk []byte) *Trees {
	p.mu.Lock()
	defer p.mu.Unlock()
	t := p.states[string(dk)]
	if t == nil {
		t = &Trees{key: string(dk), roots: make([]Root, p.nstim)}
		p.states[t.key] = t
		// The map's entry and the workers' caches'.
		p.bytes.Add(int64(unsafe.Sizeof(*t)) + int64(unsafe.Sizeof(Root{}))*int64(p.nstim) + int64(len(dk)) + 3*mapEntryBytes)
	}
	return t
}

// TreesOfOutcome returns the trees of out's discrete state, whose
// encoding is the first discBytes bytes of out's.
func (p *Predictor) TreesOfOutcome(out *Outcome, discBytes int) *Trees {
	if t := out.trees.Load(); t != nil {
		return t
	}
	// A key's discrete part is DiscWords' first bytes (the rest are 0).
	t := p.TreesOf(out.disc[:discBytes])
	out.trees.Store(t)
	return t
}

// mapEntryBytes is about what an entry of a map by string takes beside
// its key's bytes and its value.
const mapEntryBytes = 40

// Drop forgets every recording: the search clears its own references to
// them, so that they become garbage. Statistics of what was recorded
// stay. No worker may be using the recordings.
func (p *Predictor) Drop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.states = map[string]*Trees{}
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
	return int64(unsafe.Sizeof(Outcome{})) + stateBytes(st) + int64(len(disc))
}

// internEffects returns effects equal to e that the predictor keeps
// (under mu): the same ones for every run with the same effects. Runs
// with the same effects from different states are told apart by nothing
// that reads them, as nothing writes a recorded outcome's effects.
func (p *Predictor) internEffects(e *ta.Effects) *ta.Effects {
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
func (p *Predictor) internChoices(c []int) []int {
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

func cloneEffects(e *ta.Effects) *ta.Effects {
	return &ta.Effects{
		Stimulus:  e.Stimulus,
		Reads:     append(ta.Bits(nil), e.Reads...),
		Writes:    append(ta.Bits(nil), e.Writes...),
		Resets:    append([]int(nil), e.Resets...),
		Rules:     append([]int(nil), e.Rules...),
		Changed:   append([]int(nil), e.Changed...),
		Emits:     append([]int(nil), e.Emits...),
		Factors:   append([]ta.FactorChoice(nil), e.Factors...),
		Randoms:   append([]int64(nil), e.Randoms...),
		Orders:    append([]int(nil), e.Orders...),
		Forgotten: append([]int64(nil), e.Forgotten...),
		Covered:   append(ta.Bits(nil), e.Covered...),
	}
}
