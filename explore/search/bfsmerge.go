package search

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/ta"
)

// merge adds a worker's successors to the store, in order, and clears
// them. Unlike the chunks' merges it assumes nothing of the records'
// hashes or of what the store had when they were made.
func (e *timedBFS[H]) merge(w *worker[H]) error {
	o := w.out
	defer o.clear()
	if o.fatal != nil {
		return o.fatal
	}
	for i := range o.recs {
		if r := &o.recs[i]; r.kind == succState {
			r.hash = store.HashKey(o.keys[r.keyOff : int(r.keyOff)+e.width])
		}
	}
	e.since = 0
	return e.mergeRange(o, 0, len(o.recs))
}

// mergeRange adds the successors w.recs[lo:hi] to the store, in order.
func (e *timedBFS[H]) mergeRange(w *Out[H], lo, hi int) error {
	width := e.width
	for i := lo; i < hi; i++ {
		r := &w.recs[i]
		label := uint32(delayLabel)
		if r.stim >= 0 {
			if int(r.stim) >= len(e.stimLabel) {
				e.stimLabel = append(e.stimLabel, make([]uint32, int(r.stim)+1-len(e.stimLabel))...)
			}
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
				e.next.add(idx, r.hint)
			} else {
				e.cur.add(idx, r.hint)
			}
			for _, pi := range w.viols[r.violOff : r.violOff+r.nViol] {
				v := e.propViol[pi]
				if v == nil {
					v = &Violation{Prop: e.props[pi], State: idx}
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

func (e *timedBFS[H]) checkLimits(frontier int) string {
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
	if e.sem.Budget(e.store) {
		e.forgetHints()
	}
	if e.opt.MaxMemory > 0 {
		heap, over := OverMemory(e.opt.MaxMemory)
		if over && e.sem.Yield() {
			e.forgetHints()
			runtime.GC()
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

func (e *timedBFS[H]) stats(frontier int) Stats {
	s := e.res.Stats
	s.States = int64(e.store.Len())
	s.Elapsed = time.Since(e.start)
	s.Frontier = frontier
	s.StoreBytes = e.store.Bytes()
	s.SpilledBytes = e.store.SpilledBytes()
	s.PeakRSS = peakRSS()
	s.Transitions = 0
	for _, w := range e.workers {
		s.Transitions += w.out.transitions
	}
	e.sem.Stats(&s, e.curBucket, e.ended && e.res.Complete)
	return s
}

func (e *timedBFS[H]) finish(frontier int) {
	e.ended = true
	e.res.Stats = e.stats(frontier)
	e.res.Covered = slices.Clone(e.workers[0].out.covered)
	for _, w := range e.workers[1:] {
		e.res.Covered.Or(w.out.covered)
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

func (e *timedBFS[H]) sortedErrors() []*Violation {
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
func (e *timedBFS[H]) label(stim int, choices []int) uint32 {
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
func (e *timedBFS[H]) runtimeError(err error, state, label uint32) error {
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
