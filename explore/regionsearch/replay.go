package regionsearch

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"slices"
	"time"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/predict"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// Expansion replay (package predict records the expansions; see
// predict.XNode): a state whose discrete state and obligations have a
// recorded expansion that holds its clocks' answers is expanded by
// following the recording, without decoding its discrete state. The
// recording's actions are the worker's to do: only the successors' keys,
// their store look-ups and, for new states, their property checks
// remain. Every 1024th replay is compared with the plain way
// (replaySampled).

// prediction is a worker's side of prediction: the shared recordings,
// its counters and the scratch space of its samples.
type prediction struct {
	shared *predict.Predictor
	predict.Counters

	scratch     ta.State
	scratchReg  regions.Region
	scratchEff  *ta.Effects
	scratchObs  []bool
	scratchDisc []byte
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

// replay expands state i (w.obs and w.reg decoded; w.st need not be)
// from the recorded expansions of its discrete state and obligations r,
// if they hold this state's answers; it reports whether they did (if
// not, it has recorded nothing).
func (w *regionExpander) replay(i uint32, r *predict.XRoot) bool {
	if r == nil {
		return false
	}
	mark := w.Mark()
	lay := w.m.Layout
	obs := r.Obs()
	// The successor's clocks differ from the state's only after a
	// reset or a forget: most runs have neither.
	w.nreg.CopyFrom(w.reg)
	moved := false
	var rest []byte // the key's fields after the discrete part, for unmoved successors
	enc, ss := w.m.Encoding(), w.store
	w.pending, w.pendKeys = w.pending[:0], w.pendKeys[:0]
	for n := r.First(); n != nil; {
		for k := range n.Acts {
			switch a := &n.Acts[k]; a.Op {
			case predict.OpBegin:
				if moved {
					w.nreg.CopyFrom(w.reg)
					moved = false
				}
			case predict.OpReset:
				lay.Reset(w.nreg, int(a.X))
				moved = true
			case predict.OpForget:
				w.nclk.Forget(int(a.X))
				moved = true
			case predict.OpFail:
				w.lookUpPending(i)
				w.failure(a.Emit.Err, i, int(a.X), a.Emit.Choices)
			case predict.OpEmit:
				unmoved := a.Obs == obs && (!moved || w.nreg.Equal(w.reg))
				if a.Same && unmoved {
					// The state itself, as in fire.
					w.pending = append(w.pending, pendingSucc{a: a, key: -1})
					continue
				}
				if unmoved {
					// Looked up with the state's other unmoved successors.
					if rest == nil {
						rest = enc.EncodeRestOnly(w.restBuf, w.obs, w.reg)
					}
					off := len(w.pendKeys)
					buf := slices.Grow(w.pendKeys, enc.KeyBytes+8) // splice writes whole words
					enc.Splice(buf[off:off+enc.KeyBytes+8], a.Disc, rest)
					w.pendKeys = buf[:off+enc.KeyBytes]
					h := store.HashKey(w.pendKeys[off:])
					ss.PrefetchSlot(h)
					w.pending = append(w.pending, pendingSucc{a: a, h: h, key: int32(off)})
					if len(w.pending) == maxPending {
						w.lookUpPending(i)
					}
					continue
				}
				w.lookUpPending(i)
				predict.SetObs(w.nobs, a.Obs)
				key := enc.EncodeAfter(w.keyBuf, a.Disc, w.nobs, w.nreg)
				later := a.X < 0 && model.WallIndex(w.nreg) > model.WallIndex(w.reg)
				w.replayed(i, a, key, store.HashKey(key), &w.nclk, later)
			}
		}
		switch n.Kind {
		case predict.XEnd:
			w.lookUpPending(i)
			w.Transitions(int64(n.Runs))
			w.pred.Hits += int64(n.Stims)
			w.pred.ReplayedRuns += int64(n.Stims)
			w.pred.Replays++
			return true
		case predict.XQuery:
			c := &w.clk
			if n.Post {
				c = &w.nclk
			}
			n = n.Next(c.HoldsTest(n.Test))
		case predict.XDelay:
			moved = true
			n = n.Next(w.delay())
		}
	}
	// Not recorded: take back what was recorded.
	w.Truncate(mark)
	return false
}

// replayed records the successor of state i that the OpEmit a records,
// with its key (hash h) and clocks: a transition to a state the store
// has, or a new state.
func (w *regionExpander) replayed(i uint32, a *predict.Action, key []byte, h uint64, clk *model.RegionClocks, later bool) {
	if w.tracing {
		w.trace(int(a.X), key, nil)
	}
	if w.known(key, h) {
		return
	}
	e := a.Emit
	w.newCandidate(key, h, e.Out.State(), e.Out, clk, e.Memo, e.Choices, i, int(a.X), later)
}

// pendingSucc is a successor of a replay with the state's own clock
// region and obligations (most are), whose store lookup waits until the
// state's other such successors are known (or maxPending are): their
// table slots are prefetched as they are found, their first keys all at
// once before the lookups, so that the lookups' cache misses overlap
// rather than come one after the other.
type pendingSucc struct {
	a   *predict.Action
	h   uint64
	key int32 // the key's offset in regionExpander.pendKeys; -1: the state itself
}

// maxPending bounds the successors a replay holds back, so that the
// first one's prefetched slot is still in the cache at its lookup.
const maxPending = 32

// lookUpPending looks up the pending successors of state i, in order,
// and records them as replay would have one by one.
func (w *regionExpander) lookUpPending(i uint32) {
	if len(w.pending) == 0 {
		return
	}
	ss := w.store
	for _, p := range w.pending {
		if p.key >= 0 {
			ss.PrefetchKey(p.h)
		}
	}
	copy(w.nobs, w.obs)
	width := w.m.Encoding().KeyBytes
	for _, p := range w.pending {
		a := p.a
		if p.key < 0 {
			if w.tracing {
				w.trace(int(a.X), ss.Key(i), nil)
			}
			continue
		}
		// The successor's clocks are the state's (w.clk), whatever the
		// run being replayed has done to w.nreg since.
		w.replayed(i, a, w.pendKeys[p.key:int(p.key)+width], p.h, &w.clk, false)
	}
	w.pending, w.pendKeys = w.pending[:0], w.pendKeys[:0]
}

// replayFault makes every sampled replay disagree with the plain way:
// the tests' fault, to check that the search then goes on without
// prediction and loses nothing.
var replayFault bool

// known reports whether the store has the state with key (hash h). While
// a sample compares a replay with the plain way, it has only the states
// it had when the sample began: with several workers the store grows
// while they expand, and a successor the replay found new, and checked,
// may be known by the time the plain way looks it up, which then skips
// its checks. Both ways must see the same store for their traces to be
// comparable. (A state found new that the store has by then is merged as
// a transition to it, as when two workers find the same new state.)
func (w *regionExpander) known(key []byte, h uint64) bool {
	j, seen := w.store.LookupHashed(key, h)
	return seen && (!w.tracing || j < w.traceLen)
}

// trace notes, while a sample compares a replay with the plain way, a
// successor by stimulus stim (-1: time passing), by its key, or a
// failure. (A run that leaves the state as it was is noted by the
// state's key: one way may know it without a key, the other not.)
func (w *regionExpander) trace(stim int, key []byte, err error) {
	w.xtrace = binary.LittleEndian.AppendUint32(w.xtrace, uint32(stim))
	if err != nil {
		w.xtrace = append(w.xtrace, 'e')
		w.xtrace = append(w.xtrace, err.Error()...)
		return
	}
	w.xtrace = append(w.xtrace, 'k')
	w.xtrace = append(w.xtrace, key...)
}

// replaySampled is replay, and, every 1024th replayed expansion, the
// check of prediction's second level: the plain way (the interpreter,
// the observers, no prediction) must find the same successors, keys
// and failures in the same order, and the same number of transitions.
// The two are timed, for the estimate of what prediction saves. The
// plain way is timed at its fastest of a few repetitions: once, after a
// thousand replays, it would run with its code out of the caches, and
// take two to three times what it takes in a search without prediction.
// Repeated, it has its data in the caches too (as does the replay's
// second half), so the estimate errs low.
func (w *regionExpander) replaySampled(i uint32, r *predict.XRoot) bool {
	t0, sample := tick(&w.pred.XCalls)
	if !sample {
		return w.replay(i, r)
	}
	w.tracing, w.xtrace = true, w.xtrace[:0]
	w.traceLen = uint32(w.store.Len())
	tr0 := w.Transitioned()
	ok := w.replay(i, r)
	replayed := time.Since(t0)
	w.tracing = false
	if !ok {
		w.pred.XCalls-- // sample the next one
		return false
	}
	got, runs := slices.Clone(w.xtrace), w.Transitioned()-tr0
	mark := w.Mark()
	pred := w.pred
	w.pred = nil
	var plain time.Duration
	var plainRuns int64
	for k := 0; k < 3; k++ {
		w.tracing, w.xtrace = true, w.xtrace[:0]
		t1 := time.Now()
		w.m.Encoding().DecodeDisc(w.decBuf, &w.st)
		w.expandPlain(i)
		if d := time.Since(t1); k == 0 || d < plain {
			plain = d
		}
		plainRuns = w.Transitioned() - tr0 - runs
		w.Truncate(mark)
	}
	w.pred, w.tracing = pred, false
	if replayFault || !bytes.Equal(got, w.xtrace) || plainRuns != runs {
		w.predictionFailed(fmt.Errorf("a replayed expansion disagrees with the plain one (state %d)", i))
	}
	w.pred.Expansions.Add(plain - replayed)
	return true
}
