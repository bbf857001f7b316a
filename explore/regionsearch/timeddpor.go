package regionsearch

import (
	"sync/atomic"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/persistent"
	"github.com/delorean-mc/delorean/ta"
)

// Timed exploration with partial-order reduction at one instant
// (search.Options.DPOR): in an urgent state where a timer is at the end of its
// window or a schedule is due, the search follows only that timer's or
// schedule's dependence class (a persistent set). Package persistent
// computes the classes and says why this keeps every state where time
// can pass, at the same time and depth; the differential tests
// (explore/timeddpor_regress_test.go) check it against the full search.

// reduction is what the search needs to reduce urgent states: the
// candidate anchors, most reducing (smallest class) first.
type reduction struct {
	anchors []persistent.Anchor
	// Urgent states reduced and successors left out, for the report.
	reduced, pruned atomic.Int64
}

// newReduction returns the reduction for m, or nil if no urgent state of
// m can be reduced.
func newReduction(m *model.Model) *reduction {
	a := persistent.Anchors(m)
	if a == nil {
		return nil
	}
	return &reduction{anchors: a}
}

// prune follows the persistent set in state i if it is urgent with an
// anchor due: of the records from the mark-th on (state i's successors), it
// keeps the failures and the successors by stimuli of the anchor's
// class. w.reg still holds state i's region.
func (r *reduction) prune(w *regionExpander, i uint32, mark int) {
	if w.Len() == mark {
		return
	}
	m := w.m
	m.Encoding().Load(w.decBuf, w.store.Key(i))
	m.Encoding().DecodeDisc(w.decBuf, &w.nst)
	st := &w.nst
	var an *persistent.Anchor
	for k := range r.anchors {
		a := &r.anchors[k]
		if a.Timer >= 0 {
			win := st.Timers[a.Timer]
			if win == 0 {
				continue
			}
			tm := m.Prog.Timers[a.Timer]
			if w.clk.Holds(ta.ClockAtom{X: tm.ClockIndex, Y: -1, Op: ta.OpGe, C: tm.Windows[win-1].Hi}) {
				an = a
				break
			}
		} else if !st.Fired[a.Sched] && m.Mach.Bind.Due(a.Sched, &w.clk) {
			an = a
			break
		}
	}
	if an == nil {
		return
	}
	if dropped := w.Filter(mark, func(stim int) bool { return stim < 0 || an.Keep[stim] }); dropped > 0 {
		r.reduced.Add(1)
		r.pruned.Add(int64(dropped))
	}
}

// Reduces reports whether timed DPOR (search.Options.DPOR) can reduce m's urgent
// states at all; not when every stimulus depends on every other one.
func Reduces(m *model.Model) bool { return newReduction(m) != nil }
