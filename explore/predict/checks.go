package predict

import (
	"slices"
	"sync/atomic"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
)

// A new state's checks (whether it is urgent, and which properties it
// violates) are, given its discrete state and its open obligations, a
// function of the answers its clocks give to the questions the checks
// ask. A replayed successor's discrete state is a recorded outcome, so
// the checks of the states it leads to are recorded as a tree per
// (outcome, obligations), like the runs' trees: the questions asked,
// their answers, and at the leaves the properties violated. Replays then
// ask the few questions instead of interpreting the program's timers,
// schedules and conditions for every new state.

// checkNode is a step of a check tree: a question, or a leaf.
type checkNode struct {
	leaf  bool
	test  model.ClockTest              // a question
	next  [2]atomic.Pointer[checkNode] // a question's children by its answer
	viols []int32                      // a leaf: the properties violated
}

// checkQuestion is a question of checks being recorded, with its answer.
type checkQuestion struct {
	test model.ClockTest
	ans  bool
}

// Checked returns the properties violated by a new state whose discrete
// state is out's, whose open obligations are obs (ObsMask) and whose
// clocks are clk, if out's check trees have the answers (ok).
func (o *Outcome) Checked(obs uint64, clk *model.RegionClocks) (viols []int32, ok bool) {
	r := o.checks.find(obs)
	if r == nil {
		return nil, false
	}
	n := r.node.Load()
	for n != nil && !n.leaf {
		n = n.next[b2i(clk.HoldsTest(n.test))].Load()
	}
	if n == nil {
		return nil, false
	}
	return n.viols, true
}

// CheckClocks are a new state's clocks that log the questions its checks
// ask, for Predictor.InsertChecks.
type CheckClocks struct {
	c   *model.RegionClocks
	log []checkQuestion
	bad bool // the checks reset a clock: nothing to record
}

// Start begins the log of the checks of a state with the clocks c.
func (l *CheckClocks) Start(c *model.RegionClocks) {
	l.c, l.log, l.bad = c, l.log[:0], false
}

// Bad reports whether the checks reset a clock, so that they cannot be
// recorded.
func (l *CheckClocks) Bad() bool { return l.bad }

// Holds implements ta.Clocks.
func (l *CheckClocks) Holds(a ta.ClockAtom) bool {
	v := l.c.Holds(a)
	l.log = append(l.log, checkQuestion{l.c.Model.ClockTest(a), v})
	return v
}

// Reset implements ta.Clocks.
func (l *CheckClocks) Reset(x int) {
	l.bad = true
	l.c.Reset(x)
}

// InsertChecks adds the checks l logged, and the properties they found
// violated, to out's check tree with obligations obs (ObsMask).
func (p *Predictor) InsertChecks(out *Outcome, obs uint64, l *CheckClocks, viols []int32) {
	log := l.log
	p.mu.Lock()
	defer p.mu.Unlock()
	r := out.checks.find(obs)
	if r == nil {
		r = out.checks.add(obs)
	}
	slot := &r.node
	for _, q := range log {
		n := slot.Load()
		if n == nil {
			break
		}
		if n.leaf || n.test != q.test {
			// The same checks with a memo that knew more asked fewer
			// questions; the tree keeps the path it has.
			return
		}
		slot = &n.next[b2i(q.ans)]
		log = log[1:]
	}
	if slot.Load() != nil {
		return // another worker recorded it meanwhile
	}
	// The new path, built out of sight and attached with one store.
	leaf := &checkNode{leaf: true, viols: slices.Clone(viols)}
	first := leaf
	for k := len(log) - 1; k >= 0; k-- {
		n := &checkNode{test: log[k].test}
		n.next[b2i(log[k].ans)].Store(first)
		first = n
	}
	slot.Store(first)
}
