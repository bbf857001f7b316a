package explore

import (
	"encoding/binary"
	"slices"
	"time"

	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// Successor prediction (paper §4.1, DESIGN.md §4-§5). A stimulus run from
// a discrete state depends on the clocks only through what it asks them:
// the truth of clock constraints, the wall clock's whole second, and
// where it resets them. Its clock personality is the sequence of those
// answers. The predictor keeps, per discrete state and stimulus, a
// decision tree of every run seen so far: choice points (environmental
// factors, random values), clock questions and resets in the order the
// run made them, ending in the run's outcome (the successor's discrete
// state and the run's effects). A later run from the same discrete state
// in any region walks the tree, answering the questions from its region
// and applying the resets to it; if it reaches an outcome, that is its
// successor and the interpreter does not run. A walk that leaves the tree
// runs the interpreter once and grows the tree by the new path.
type predictor struct {
	trees map[string]*pnode
	key   []byte

	calls, hits, misses int64
	missTime            time.Duration // time spent in the interpreter on misses
	nodes               int64

	// Every 1024th run is also interpreted, to measure what prediction
	// saves and to check it.
	samples    int64
	diffs      []time.Duration // interpreting minus walking, per sample (the last 1024)
	scratch    ta.State
	scratchReg regions.Region
	scratchEff *ta.Effects
}

// saved estimates the time prediction saved: every hit at the median of
// the sampled differences between interpreting and walking (the median,
// because a sample that meets a garbage collection or a preemption is
// far off).
func (p *predictor) saved() time.Duration {
	if len(p.diffs) == 0 {
		return 0
	}
	d := slices.Clone(p.diffs)
	slices.Sort(d)
	return d[len(d)/2] * time.Duration(p.hits)
}

func (p *predictor) addSample(d time.Duration) {
	if len(p.diffs) < 1024 {
		p.diffs = append(p.diffs, d)
	} else {
		p.diffs[p.samples%1024] = d
	}
	p.samples++
}

// pnode is a step of a recorded run.
type pnode struct {
	kind pkind
	atom ta.ClockAtom // pQuery
	x    int          // pReset: the clock; pChoice: the factor (-1 random)
	lo   int64        // pChoice of a random value: the lowest value
	// Children: pQuery [false, true]; pChoice one per option; pReset one;
	// pWall one per answer seen.
	next  []*pnode
	walls []wallAnswer
	leaf  *outcome
}

type wallAnswer struct {
	sec   int64
	exact bool
}

type pkind uint8

const (
	pEmpty  pkind = iota // not explored yet
	pQuery               // a clock constraint's truth
	pWall                // the wall clock's whole second
	pReset               // a clock reset
	pChoice              // a choice point
	pLeaf                // the run's end
)

// outcome is a recorded run's result.
type outcome struct {
	st  ta.State
	eff *ta.Effects
	err error
	// What the observers conclude from the run's discrete states, made
	// the first time the outcome is predicted.
	memo *obsMemo
	same bool // the run leaves the discrete state as it was
}

func newPredictor() *predictor { return &predictor{trees: map[string]*pnode{}} }

// treeFor returns the tree of stimulus s from discrete state st.
func (p *predictor) treeFor(st *ta.State, s int) *pnode {
	k := binary.AppendUvarint(p.key[:0], uint64(s))
	for _, v := range st.Vals {
		k = binary.AppendVarint(k, v)
	}
	for _, t := range st.Timers {
		k = binary.AppendUvarint(k, uint64(t))
	}
	k = appendBools(k, st.RuleOff)
	k = appendBools(k, st.Fired)
	p.key = k
	t := p.trees[string(k)]
	if t == nil {
		t = &pnode{}
		p.trees[string(k)] = t
		p.nodes++
	}
	return t
}

func appendBools(k []byte, bs []bool) []byte {
	var b byte
	for i, x := range bs {
		if x {
			b |= 1 << (i & 7)
		}
		if i&7 == 7 {
			k, b = append(k, b), 0
		}
	}
	return append(k, b)
}

// walk follows the tree with the clocks clk (which it resets as recorded)
// and the chooser ch. It returns the outcome, or nil where the tree has
// not seen this path.
func (p *predictor) walk(n *pnode, clk ta.Clocks, ch ta.Chooser) *outcome {
	for {
		switch n.kind {
		case pEmpty:
			return nil
		case pLeaf:
			return n.leaf
		case pQuery:
			if clk.Holds(n.atom) {
				n = n.next[1]
			} else {
				n = n.next[0]
			}
		case pWall:
			sec, exact := clk.Wall()
			var found *pnode
			for i, w := range n.walls {
				if w.sec == sec && w.exact == exact {
					found = n.next[i]
					break
				}
			}
			if found == nil {
				return nil
			}
			n = found
		case pReset:
			clk.Reset(n.x)
			n = n.next[0]
		case pChoice:
			var c int
			if n.x == -1 {
				c = int(ch.ChooseRandom(n.lo, n.lo+int64(len(n.next))-1) - n.lo)
			} else {
				c = ch.ChooseFactor(n.x, len(n.next))
			}
			n = n.next[c]
		}
	}
}

// recorder wraps the clocks and the chooser of an interpreter run and
// grows the tree along the path the run takes.
type recorder struct {
	p   *predictor
	at  *pnode
	clk ta.Clocks
	ch  ta.Chooser
}

func (r *recorder) step(kind pkind, children int) {
	n := r.at
	if n.kind == pEmpty {
		n.kind = kind
		n.next = make([]*pnode, children)
		for i := range n.next {
			n.next[i] = &pnode{}
		}
		r.p.nodes += int64(children)
	}
}

// Holds implements ta.Clocks.
func (r *recorder) Holds(a ta.ClockAtom) bool {
	v := r.clk.Holds(a)
	r.step(pQuery, 2)
	r.at.atom = a
	if v {
		r.at = r.at.next[1]
	} else {
		r.at = r.at.next[0]
	}
	return v
}

// Reset implements ta.Clocks.
func (r *recorder) Reset(x int) {
	r.clk.Reset(x)
	r.step(pReset, 1)
	r.at.x = x
	r.at = r.at.next[0]
}

// Wall implements ta.Clocks.
func (r *recorder) Wall() (int64, bool) {
	sec, exact := r.clk.Wall()
	n := r.at
	n.kind = pWall
	for i, w := range n.walls {
		if w.sec == sec && w.exact == exact {
			r.at = n.next[i]
			return sec, exact
		}
	}
	n.walls = append(n.walls, wallAnswer{sec, exact})
	child := &pnode{}
	n.next = append(n.next, child)
	r.p.nodes++
	r.at = child
	return sec, exact
}

// ChooseFactor implements ta.Chooser.
func (r *recorder) ChooseFactor(f, n int) int {
	c := r.ch.ChooseFactor(f, n)
	r.step(pChoice, n)
	r.at.x = f
	r.at = r.at.next[c]
	return c
}

// ChooseRandom implements ta.Chooser.
func (r *recorder) ChooseRandom(lo, hi int64) int64 {
	v := r.ch.ChooseRandom(lo, hi)
	r.step(pChoice, int(hi-lo+1))
	r.at.x, r.at.lo = -1, lo
	r.at = r.at.next[v-lo]
	return v
}

// finish records the run's outcome at the end of its path.
func (r *recorder) finish(st *ta.State, eff *ta.Effects, err error) {
	r.at.kind = pLeaf
	r.at.leaf = &outcome{st: st.Clone(), eff: cloneEffects(eff), err: err}
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
