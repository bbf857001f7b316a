package search

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/delorean-mc/delorean/explore/predict"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/ta"
)

// merge adds a worker's successors to the store, in order, and clears
// them. Unlike the chunks' merges it assumes nothing of the records'
// hashes or of what the store had when they were made.
func (e *explorer) merge(w *worker) error {
	defer w.clearOut()
	if w.fatal != nil {
		return w.fatal
	}
	width := e.m.Encoding().KeyBytes
	for i := range w.out {
		if r := &w.out[i]; r.kind == succState {
			r.hash = store.HashKey(w.keys[r.keyOff : int(r.keyOff)+width])
		}
	}
	e.since = 0
	return e.mergeRange(&outBuf{out: w.out, keys: w.keys, choices: w.choices, viols: w.viols}, 0, len(w.out))
}

// mergeRange adds the successors w.out[lo:hi] to the store, in order.
func (e *explorer) mergeRange(w *outBuf, lo, hi int) error {
	width := e.m.Encoding().KeyBytes
	for i := lo; i < hi; i++ {
		r := &w.out[i]
		label := uint32(delayLabel)
		if r.stim >= 0 {
			if r.chLen == 0 && e.stimLabel[r.stim] != 0 {
				label = e.stimLabel[r.stim] - 1
			} else {
				label = e.label(int(r.stim), w.choices[r.chOff:r.chOff+r.chLen])
				if r.chLen == 0 {
					e.stimLabel[r.stim] = label + 1
				}
			}
		}
		switch r.kind {
		case succError:
			if err := e.runtimeError(r.err, r.parent, label); err != nil {
				return err
			}
		case succState:
			idx, added := e.store.InsertHashed(w.keys[r.keyOff:int(r.keyOff)+width], r.hash, e.since, r.wall, r.parent, label)
			if !added {
				continue
			}
			if r.later {
				e.next.add(idx, r.trees)
			} else {
				e.cur.add(idx, r.trees)
			}
			for _, pi := range w.viols[r.violOff : r.violOff+r.nViol] {
				v := e.propViol[pi]
				if v == nil {
					v = &Violation{Prop: e.m.Props[pi], State: idx}
					e.propViol[pi] = v
					e.found = true
				}
				v.Count++
			}
			if r.err != nil {
				if err := e.runtimeError(r.err, r.parent, label); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func (e *explorer) checkLimits(frontier int) string {
	if e.opt.StopAtFirst && e.found {
		return "stopped at the first violation"
	}
	if e.opt.MaxStates > 0 && e.store.Len() >= e.opt.MaxStates {
		return fmt.Sprintf("reached the state limit (%d states)", e.opt.MaxStates)
	}
	// Checked before each chunk, which adds far fewer states than the
	// margin, so that the table never has to grow past 2^32 slots.
	if int64(e.store.Len()) >= store.Capacity-store.Capacity/12 {
		return fmt.Sprintf("reached the state store's capacity (%d states)", store.Capacity-store.Capacity/12)
	}
	if err := e.store.SpillErr(); err != nil {
		return fmt.Sprintf("could not spill states to disk (%v)", err)
	}
	e.budgetPrediction()
	if e.opt.MaxMemory > 0 {
		heap, over := OverMemory(e.opt.MaxMemory)
		if over && e.yieldPrediction() {
			heap, over = OverMemory(e.opt.MaxMemory)
		}
		if e.opt.SpillDir != "" && heap > e.opt.MaxMemory/4 {
			e.store.SpillFromNow()
		}
		if over {
			return fmt.Sprintf("reached the memory limit (%s in use, limit %s)", HumanBytes(heap), HumanBytes(e.opt.MaxMemory))
		}
	}
	select {
	case <-e.opt.Ctx.Done():
		if errors.Is(e.opt.Ctx.Err(), context.DeadlineExceeded) {
			return "reached the time limit"
		}
		return "interrupted"
	default:
	}
	if e.opt.Progress != nil && time.Since(e.lastReport) >= e.opt.ProgressEvery {
		e.lastReport = time.Now()
		e.opt.Progress(e.stats(frontier))
	}
	return ""
}

func (e *explorer) stats(frontier int) Stats {
	s := e.res.Stats
	s.States = int64(e.store.Len())
	s.Elapsed = time.Since(e.start)
	s.Frontier = frontier
	s.StoreBytes = e.store.Bytes()
	s.SpilledBytes = e.store.SpilledBytes()
	s.PeakRSS = peakRSS()
	s.Transitions = 0
	var runs, expansions int64
	var pred *predict.Predictor
	for _, w := range e.workers {
		s.Transitions += w.transitions
		if w.pred != nil {
			pred = w.pred.shared
			runs += w.pred.Hits + w.pred.Misses
			expansions += w.pred.Replays + w.pred.Learned
			s.InterpTime += w.pred.MissTime
			s.PredictSavedTime += w.pred.Saved()
		}
	}
	if r := e.predOff.Load(); r != nil {
		s.PredictOff = *r
	}
	if pred != nil {
		// What the trees hold, which does not depend on which worker
		// recorded what (see predict.Predictor.Leaves).
		s.PredictMisses, s.PredictRecorded = pred.Leaves(), pred.Paths()
		s.PredictHits, s.PredictReplays = runs-s.PredictMisses, expansions-s.PredictRecorded
		s.PredictNodes = pred.Nodes()
	}
	if e.opt.DPOR {
		s.DPOR = true
		if e.reduce != nil {
			s.Executions, s.Executed = e.reduce.reduced.Load(), e.reduce.pruned.Load()
		}
	}
	if h := e.m.HorizonUnits(); h >= 0 {
		// Every state of an earlier wall-clock region has been explored.
		s.WallReached = min(e.curBucket/2, h) * e.m.Layout.G
	}
	return s
}

func (e *explorer) finish(frontier int) {
	if e.res.Complete {
		e.curBucket = 2*max(e.m.HorizonUnits(), 0) + 1
	}
	e.res.Stats = e.stats(frontier)
	for _, w := range e.workers {
		e.res.Covered.Or(w.covered)
	}
	for _, v := range e.propViol {
		if v != nil {
			e.res.Violations = append(e.res.Violations, v)
		}
	}
	for _, v := range e.sortedErrors() {
		e.res.Violations = append(e.res.Violations, v)
	}
}

func (e *explorer) sortedErrors() []*Violation {
	var out []*Violation
	for _, v := range e.errIdx {
		out = append(out, v)
	}
	// Deterministic: by the state, then the label, where they were found.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && less(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func less(a, b *Violation) bool {
	if a.State != b.State {
		return a.State < b.State
	}
	return a.Label < b.Label
}

// label interns a transition label.
func (e *explorer) label(stim int, choices []int) uint32 {
	var buf [64]byte
	k := binary.AppendVarint(buf[:0], int64(stim))
	for _, c := range choices {
		k = binary.AppendVarint(k, int64(c))
	}
	if id, ok := e.labelIdx[string(k)]; ok {
		return id
	}
	id := uint32(len(e.res.Labels))
	e.res.Labels = append(e.res.Labels, Label{Stim: stim, Choices: append([]int(nil), choices...)})
	e.labelIdx[string(k)] = id
	return id
}

// runtimeError records a failure of the program; other errors abort.
func (e *explorer) runtimeError(err error, state, label uint32) error {
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		return err
	}
	k := re.Error()
	v := e.errIdx[k]
	if v == nil {
		v = &Violation{Err: re, State: state, Label: label}
		e.errIdx[k] = v
		e.found = true
	}
	v.Count++
	return nil
}
