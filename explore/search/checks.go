package search

import (
	"slices"
	"sync/atomic"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
)

// A new state's checks (whether it is urgent, and which properties it
// violates; see worker.check) are, given its discrete state and its open
// obligations, a function of the answers its clocks give to the
// questions the checks ask. A replayed successor's discrete state is a
// recorded outcome, so the checks of the states it leads to are recorded
// as a tree per (outcome, obligations), like the runs' trees: the
// questions asked, their answers, and at the leaves the properties
// violated. Replays then ask the few questions instead of interpreting
// the program's timers, schedules and conditions for every new state.

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

// checkClocks are a new state's clocks that log the questions its checks
// ask.
type checkClocks struct {
	c   *model.RegionClocks
	log []checkQuestion
	bad bool // the checks reset a clock: nothing to record
}

func (l *checkClocks) Holds(a ta.ClockAtom) bool {
	v := l.c.Holds(a)
	l.log = append(l.log, checkQuestion{l.c.Model.ClockTest(a), v})
	return v
}

func (l *checkClocks) Reset(x int) {
	l.bad = true
	l.c.Reset(x)
}

// checkOutcome is check for a new state whose discrete state is out's
// and whose clocks are clk, from out's check tree if it has the answers,
// else checking and recording the checks.
func (w *worker) checkOutcome(out *outcome, clk *model.RegionClocks, memo *model.ObsMemo) error {
	obs := obsMask(w.nobs)
	if r := out.checks.find(obs); r != nil {
		n := r.node.Load()
		for n != nil && !n.leaf {
			n = n.next[b2i(clk.HoldsTest(n.test))].Load()
		}
		if n != nil {
			w.viols = append(w.viols, n.viols...)
			return nil
		}
	}
	l := &w.checkClk
	l.c, l.log, l.bad = clk, l.log[:0], false
	off := len(w.viols)
	if err := w.check(&out.st, l, memo); err != nil || l.bad {
		// A failure is not recorded: the next state fails again.
		return err
	}
	w.pred.shared.insertChecks(out, obs, l.log, w.viols[off:])
	return nil
}

// insertChecks adds a recorded check, its questions log and the
// properties it found violated, to out's tree with obligations obs.
func (p *predictor) insertChecks(out *outcome, obs uint64, log []checkQuestion, viols []int32) {
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
