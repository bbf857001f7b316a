package regionsearch

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/explore/predict"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/ta"
)

// failure records a runtime error (other errors stop the search).
func (w *regionExpander) failure(err error, parent uint32, stim int, choices []int) {
	if w.learning {
		w.rec.Emit(stim, nil, nil, err, choices, w.nobs)
	}
	if w.tracing {
		w.trace(stim, nil, err)
	}
	w.Fail(err, parent, stim, choices)
}

// failedBefore reports whether an earlier run of the stimulus being
// expanded failed with the same runtime error (the report keeps the
// first of each, and the runs of a stimulus come in the same order every
// way the state is expanded): the orders of a cascade of runs that
// trigger each other without end are many, each its own failure of one
// error, and a state's expansion would record thousands.
func (w *regionExpander) failedBefore(err error) bool {
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		return false
	}
	for _, f := range w.failed {
		if f.Pos == re.Pos && f.Msg == re.Msg {
			return true
		}
	}
	w.failed = append(w.failed, *re)
	return false
}

// candidate records the successor in w.nst/w.nobs/w.nreg if the store
// lacks it, with its key and the properties it violates.
func (w *regionExpander) candidate(parent uint32, stim int, later bool) {
	w.candidateOf(&w.nst, nil, nil, nil, parent, stim, later)
}

// candidateOf is candidate with the successor's discrete state in post
// (which it only reads) instead of w.nst, and its encoding in disc (from
// discWords) and what the properties conclude from it in memo, if known;
// choices are the stimulus's.
func (w *regionExpander) candidateOf(post *ta.State, disc []byte, memo *model.ObsMemo, choices []int, parent uint32, stim int, later bool) {
	m := w.m
	var key []byte
	if disc != nil {
		key = m.Encoding().EncodeAfter(w.keyBuf, disc, w.nobs, w.nreg)
	} else {
		key = m.Encoding().Encode(w.keyBuf, post, w.nobs, w.nreg)
	}
	if w.tracing {
		w.trace(stim, key, nil)
	}
	h := store.HashKey(key)
	if w.known(key, h) {
		return
	}
	w.newCandidate(key, h, post, nil, &w.nclk, memo, choices, parent, stim, later)
}

// newCandidate is candidateOf for a successor the store lacks, with its
// key, the key's hash h and its clocks clk; out is the recorded outcome
// whose discrete state post is, if a replay found it (its checks are then
// replayed too).
func (w *regionExpander) newCandidate(key []byte, h uint64, post *ta.State, out *predict.Outcome, clk *model.RegionClocks, memo *model.ObsMemo, choices []int, parent uint32, stim int, later bool) {
	m := w.m
	var trees *predict.Trees
	var err error
	if len(m.Props) > 0 && !m.Vac.Done() {
		w.noteVacuity(post, clk)
	}
	if len(m.Props) > 0 {
		if out != nil {
			trees = w.pred.shared.TreesOfOutcome(out, int(m.Encoding().Disc+7)/8)
			err = w.checkOutcome(out, clk, memo)
		} else {
			err = w.check(post, clk, memo)
		}
	}
	if w.tracing {
		for _, v := range w.Violations() {
			w.xtrace = binary.LittleEndian.AppendUint32(append(w.xtrace, 'v'), uint32(v))
		}
	}
	w.State(key, h, parent, stim, choices, later, uint32(clk.Region.Int[ta.WallClock]), trees, err)
}

// noteVacuity records a new state for the invariants' vacuity
// (model.CheckedFacts), on its own clocks (not a check tree's: what it
// asks depends on what is left to learn, which the recorded checks must
// not).
// A state whose urgency fails to evaluate is left out: its check
// reports the failure.
func (w *regionExpander) noteVacuity(st *ta.State, clk ta.Clocks) {
	m := w.m
	if urgent, err := m.Mach.Urgent(st, clk); err == nil {
		w.want = m.Wanted(w.want[:0])
		w.facts = m.CheckedFacts(w.facts[:0], w.want, st, w.nobs, urgent, func(e ta.Expr) (bool, error) { return m.Truth(st, clk, e) })
		m.NoteFacts(w.facts)
	}
}

// check notes (Out.Violates) the properties a new state (discrete state
// st, clocks clk, obligations w.nobs) violates: while it is urgent
// (time may not pass), only transient properties are checked.
func (w *regionExpander) check(st *ta.State, clk ta.Clocks, memo *model.ObsMemo) error {
	m := w.m
	urgent, err := m.Mach.Urgent(st, clk)
	if err != nil {
		return err
	}
	for pi, p := range m.Props {
		if urgent && !p.Transient {
			continue
		}
		bad, err := m.ViolatesMemo(memo, p, st, clk, w.nobs)
		if err != nil {
			return err
		}
		if bad {
			w.Violates(pi)
		}
	}
	return nil
}

// checkOutcome is check for a new state whose discrete state is out's
// and whose clocks are clk, from out's check tree if it has the answers,
// else checking and recording the checks.
func (w *regionExpander) checkOutcome(out *predict.Outcome, clk *model.RegionClocks, memo *model.ObsMemo) error {
	obs := predict.ObsMask(w.nobs)
	if viols, ok := out.Checked(obs, clk); ok {
		for _, v := range viols {
			w.Violates(int(v))
		}
		return nil
	}
	l := &w.checkClk
	l.Start(clk)
	if err := w.check(out.State(), l, memo); err != nil || l.Bad() {
		// A failure is not recorded: the next state fails again.
		return err
	}
	w.pred.shared.InsertChecks(out, obs, l, w.Violations())
	return nil
}

// expand computes every successor of state i, whose discrete state's
// prediction trees are t if known.
//
// Prediction checks itself against the plain way now and then. Should a
// check fail, the state is expanded again the plain way, and so is every
// state after it, by every worker: the search goes on without
// prediction and reports what it finds, saying why (search.Stats.PredictOff).
func (w *regionExpander) expand(i uint32, t *predict.Trees) {
	if w.pred != nil && w.e.predOff.Load() == nil && !w.e.predIdle.Load() {
		mark := w.Mark()
		w.expandPredicted(i, t)
		if w.predBad == nil {
			return
		}
		w.e.predOff.CompareAndSwap(nil, w.predBad)
		w.predBad = nil
		w.Truncate(mark)
	}
	pred := w.pred
	w.pred = nil
	m, store := w.m, w.store
	key := store.Key(i)
	m.Encoding().Load(w.decBuf, key)
	m.Encoding().DecodeRest(w.decBuf, store.Wall(i), w.obs, w.reg)
	m.Encoding().DecodeDisc(w.decBuf, &w.st)
	w.expandPlain(i)
	w.pred = pred
}

// predictionFailed notes that prediction disagrees with the plain way
// on the state being expanded (see expand).
func (w *regionExpander) predictionFailed(err error) {
	if w.predBad == nil {
		msg := err.Error()
		w.predBad = &msg
	}
}

// expandPredicted is expand with prediction.
func (w *regionExpander) expandPredicted(i uint32, t *predict.Trees) {
	m := w.m
	store := w.store
	key := store.Key(i)
	m.Encoding().Load(w.decBuf, key)
	m.Encoding().DecodeRest(w.decBuf, store.Wall(i), w.obs, w.reg)
	if t != nil {
		w.curTrees, w.treesOf = t, i
	} else {
		// Timed now and then, for the estimate of what prediction saves.
		t0, sample := tick(&w.pred.TreeLoads)
		w.loadTrees(i, m.Encoding().DiscKey(w.discBuf, key))
		if sample {
			w.pred.Loads.Add(time.Since(t0))
		}
	}
	if !predict.Replayable(m) {
		m.Encoding().DecodeDisc(w.decBuf, &w.st)
		w.expandPlain(i)
		return
	}
	// A replay needs no discrete state: only its trees, which its key
	// found.
	obs := predict.ObsMask(w.obs)
	if w.replaySampled(i, w.curTrees.Expansions(obs)) {
		return
	}
	m.Encoding().DecodeDisc(w.decBuf, &w.st)
	w.learn(i, obs)
}

// expandPlain records the successors of state i, decoded in w.st,
// w.obs and w.reg.
func (w *regionExpander) expandPlain(i uint32) {
	if w.expandStimuli(i) {
		w.expandDelay(i)
	}
}

// learn is expandPlain, recording the expansion (predict.Recording) in the
// trees of the state's discrete state with obligations obs.
func (w *regionExpander) learn(i uint32, obs uint64) {
	w.pred.Learned++
	w.learning = true
	w.rec.Start()
	w.pre, w.post = w.rec.Pre(), w.rec.Post()
	t0, h0 := w.Transitioned(), w.pred.Hits+w.pred.Misses
	w.seen = false
	w.expandPlain(i)
	w.learning = false
	w.pre, w.post = &w.clk, &w.nclk
	if w.Fatal() != nil || w.rec.Bad() || w.predBad != nil || w.seen {
		// (A run cut short by the memo depends on the runs before it
		// in its enumeration: the expansion is not replayed whole.)
		return
	}
	runs, stims := int32(w.Transitioned()-t0), int32(w.pred.Hits+w.pred.Misses-h0)
	if err := w.pred.shared.InsertExpansion(w.curTrees, obs, &w.rec, runs, stims); err != nil {
		w.predictionFailed(err)
	}
}

// expandStimuli records the successors of state i (decoded in w.st,
// w.obs, w.reg) by its stimuli. It reports false if the search must
// stop.
func (w *regionExpander) expandStimuli(i uint32) bool {
	m := w.m
	stimuli := m.Prog.Stimuli()
	for s := range stimuli {
		if !m.Relevant(s) {
			continue
		}
		ok, err := m.Mach.Enabled(&w.st, w.pre, s)
		if err != nil {
			w.failure(err, i, s, nil)
			continue
		}
		if !ok {
			continue
		}
		w.odo.Reset()
		w.failed = w.failed[:0]
		w.orders = m.Orders.Begin()
		for {
			w.fire(i, s)
			if w.Fatal() != nil {
				return false
			}
			if !w.odo.Next() {
				break
			}
		}
		if w.orders != nil {
			// The wall clock's integer part, in seconds: the instant's
			// earliest time.
			w.orders.End(s, int64(w.reg.Int[ta.WallClock])*m.Layout.G)
			w.orders = nil
		}
	}
	return true
}

// expandDelay records the successor of state i by time passing.
func (w *regionExpander) expandDelay(i uint32) {
	m := w.m
	urgent, err := m.Mach.Urgent(&w.st, w.pre)
	if err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	if urgent {
		return
	}
	ok := w.delay()
	if w.learning {
		w.rec.Delay(ok)
	}
	if !ok {
		return
	}
	w.Transitions(1)
	w.nst.CopyFrom(&w.st)
	m.Mach.Elapse(&w.nst)
	copy(w.nobs, w.obs)
	if err := m.Settle(&w.nst, w.post, w.nobs); err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	ok, err = m.Mach.Progress(&w.nst, w.post)
	if err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	if !ok {
		return
	}
	if w.learning {
		w.rec.Emit(-1, w.delayOutcome(), nil, nil, nil, w.nobs)
	}
	var disc []byte
	if !slices.Contains(w.st.Fired, true) {
		// Time passing changed no discrete state: the successor's
		// discrete part is state i's.
		disc = w.store.Key(i)
	}
	w.candidateOf(&w.nst, disc, nil, nil, i, -1, model.WallIndex(w.nreg) > model.WallIndex(w.reg))
}

// delay lets time pass from w.reg into w.nreg, and reports whether it
// may: some time may pass, and the horizon is not passed.
func (w *regionExpander) delay() bool {
	if !w.m.Layout.Delay(w.nreg, w.reg) {
		return false
	}
	h := w.m.HorizonUnits()
	return h < 0 || int64(w.nreg.Int[ta.WallClock]) <= h
}

// delayOutcome returns the successor by time passing of the discrete
// state being expanded (w.st, with the successor's in w.nst), as an
// outcome shared by every expansion of that discrete state.
func (w *regionExpander) delayOutcome() *predict.Outcome {
	if out := w.curTrees.Delay(); out != nil {
		return out
	}
	return w.pred.shared.SetDelay(w.curTrees, &w.nst, w.m.Encoding().DiscWords(&w.nst))
}

// loadTrees makes curTrees the prediction trees of state i, whose
// discrete key is dk.
func (w *regionExpander) loadTrees(i uint32, dk []byte) {
	t := w.trees[string(dk)]
	if t == nil {
		t = w.pred.shared.TreesOf(dk)
		w.trees[t.Key()] = t
	}
	w.curTrees, w.treesOf = t, i
}

// fire runs stimulus s from state i (decoded in w.st, w.obs, w.reg) with
// the odometer's current choices, and records the successor.
func (w *regionExpander) fire(i uint32, s int) {
	m := w.m
	w.nreg.CopyFrom(w.reg)
	copy(w.nobs, w.obs)
	w.odo.Rewind()
	if w.learning {
		w.rec.Begin()
	}
	clk, nclk := w.pre, w.post
	eff := w.eff
	// The successor's discrete state: w.nst, or a predicted run's
	// recorded outcome, which is only read, so that a predicted
	// transition copies no discrete state.
	post := &w.nst
	var disc []byte
	var memo *model.ObsMemo
	var out *predict.Outcome
	var err error
	predicted := false
	same := false // the run leaves the discrete state as it was
	if w.pred == nil {
		w.nst.CopyFrom(&w.st)
		err = w.runner.Fire(&w.nst, nclk, s, &w.odo, w.eff)
		// A run changed the variables exactly when it says so.
		same = err == nil && len(w.eff.Changed) == 0 && slices.Equal(w.nst.Timers, w.st.Timers) &&
			slices.Equal(w.nst.RuleOff, w.st.RuleOff) && slices.Equal(w.nst.Fired, w.st.Fired)
	} else {
		if w.treesOf != i {
			w.loadTrees(i, m.Encoding().DiscKeyOf(w.discBuf, &w.st))
		}
		root := w.curTrees.Root(s)
		t0, sample := tick(&w.pred.Calls)
		walkFrom := w.rec.Len()
		if out = root.Predict(nclk, &w.odo); out != nil {
			w.pred.Hits++
			predicted = true
			if sample {
				if cerr := w.checkPrediction(s, out, time.Since(t0)); cerr != nil {
					w.predictionFailed(cerr)
					return
				}
			}
		} else {
			// Not seen: undo the partial walk (and strike it from the
			// expansion being recorded, whose questions must be the
			// run's) and run the interpreter, recording the run.
			w.rec.Truncate(walkFrom)
			w.nst.CopyFrom(&w.st)
			w.nreg.CopyFrom(w.reg)
			w.odo.Rewind()
			w.pred.Misses++
			t0 := time.Now()
			rec := w.pred.shared.Record(root, nclk, &w.odo)
			err = w.runner.Fire(&w.nst, rec, s, rec, w.eff)
			out = rec.Finish(&w.nst, m.Encoding().DiscWords(&w.nst), &w.st, w.eff, err)
			w.pred.MissTime += time.Since(t0)
		}
		post, disc, eff, err, same = out.State(), out.Disc(), out.Effects(), out.Err(), out.Same()
	}
	if err == ta.ErrSeen {
		// Cut short where an earlier run of the stimulus came (ta.Memo):
		// it leads nowhere the enumeration does not. Its steps so far
		// ran; an expansion with such a run is not recorded whole.
		w.seen = true
		w.Transitions(1)
		w.Cover(eff.Covered)
		return
	}
	if err != nil && model.Abandons(err, eff) {
		// After the failure is recorded with the run's choices.
		defer w.odo.Abandon()
	}
	if err == nil && w.orders != nil {
		w.orders.Note(post, eff, nil)
	}
	if w.pred != nil {
		memo = out.Memo()
		if memo == nil {
			// Asked of the unlogged clocks: the memo depends on no
			// clock, and is made once, by whichever expansion comes
			// first.
			memo = m.Memoize(&w.st, &w.clk, post, &w.nclk, eff)
			out.SetMemo(memo)
		}
	}
	w.Transitions(1)
	if !predicted {
		// A predicted outcome's statements were covered when its run
		// was recorded, by this worker (or in a chunk discarded at a
		// limit, after which nothing is expanded).
		w.Cover(eff.Covered)
	}
	w.fired = w.fired[:0]
	if err == nil && !memo.SkipsObservers(w.obs) {
		err = m.ObserveFired(memo, &w.st, clk, post, nclk, w.nobs, eff, &w.fired)
		if err == nil {
			err = m.SettleMemo(memo, post, nclk, w.nobs)
		}
	}
	if err != nil {
		if w.failedBefore(err) {
			return
		}
		w.failure(err, i, s, w.odo.Choices)
		return
	}
	ok, err := m.Mach.Progress(post, nclk)
	if err != nil {
		w.failure(err, i, s, w.odo.Choices)
		return
	}
	if !ok {
		return
	}
	m.NoteFired(w.fired)
	if w.learning {
		w.rec.Emit(s, out, memo, nil, w.odo.Choices, w.nobs)
	}
	if same && w.nreg.Equal(w.reg) && slices.Equal(w.nobs, w.obs) {
		// A third of a home's runs change nothing (motion where the
		// light is on already): the successor is state i itself, which
		// the store holds, and needs no encoding or lookup.
		if w.tracing {
			w.trace(s, w.store.Key(i), nil)
		}
		return
	}
	w.candidateOf(post, disc, memo, w.odo.Choices, i, s, false)
}

// checkPrediction runs the interpreter for a predicted run, as a sample:
// it checks that the prediction was right, and measures what prediction
// saves: the interpreter's run, and what the outcome's memo and encoding
// spare the observers and the key, less what the prediction took
// (walked). Those are timed warm (the best of a few repetitions), as
// they run in the search's inner loop; walked is the walk the search
// made, cold: timed warm, a walk hides the cache misses of a tree and an
// outcome seen last thousands of states ago, which are most of its cost,
// and the estimate was five times what turning prediction off costs.
func (w *regionExpander) checkPrediction(s int, out *predict.Outcome, walked time.Duration) error {
	p := w.pred
	if p.scratch.Vals == nil {
		p.scratch, p.scratchReg = w.st.Clone(), w.m.Layout.NewRegion()
		p.scratchEff = ta.NewEffects(w.m.Prog)
	}
	// The worker's, so that a sample allocates nothing.
	clk := &w.sampleClk
	*clk = model.RegionClocks{Model: w.m, Region: p.scratchReg}
	restart := func() {
		p.scratch.CopyFrom(&w.st)
		p.scratchReg.CopyFrom(w.reg)
		w.odo.Rewind()
	}
	var err error
	interp := fastest(restart, func() { err = w.runner.Fire(&p.scratch, clk, s, &w.odo, p.scratchEff) })
	if err == ta.ErrSeen {
		// The run came to where an earlier one of the enumeration did,
		// which the predicted outcome (recorded in another) says
		// nothing of: no sample.
		return nil
	}
	if (err == nil) != (out.Err() == nil) || !p.scratch.Equal(out.State()) || !p.scratchReg.Equal(w.nreg) {
		return fmt.Errorf("successor prediction disagrees with the interpreter on %s", w.m.Prog.Stimuli()[s].Name)
	}
	if p.scratchObs == nil {
		p.scratchObs, p.scratchDisc = make([]bool, len(w.obs)), w.m.Encoding().Scratch()
	}
	m, memo, post := w.m, out.Memo(), out.State()
	// As fire does, from the run's clocks (w.nreg) and the observers
	// before it.
	after := func() {
		p.scratchReg.CopyFrom(w.nreg)
		copy(p.scratchObs, w.obs)
	}
	memoized := fastest(after, func() {
		if !memo.SkipsObservers(w.obs) {
			_ = m.ObserveMemo(memo, &w.st, &w.clk, post, clk, p.scratchObs, out.Effects())
			_ = m.SettleMemo(memo, post, clk, p.scratchObs)
		}
	})
	plain := fastest(after, func() {
		m.Encoding().DiscKeyOf(p.scratchDisc, post)
		_ = m.Observe(&w.st, &w.clk, post, clk, p.scratchObs, out.Effects())
		_ = m.Settle(post, clk, p.scratchObs)
	})
	p.Runs.Add(interp + plain - walked - memoized)
	return nil
}

// fastest times run, after setup each time, and returns the shortest of
// a few repetitions: warm, and clear of an unlucky preemption.
func fastest(setup, run func()) time.Duration {
	const reps = 4
	var best time.Duration
	for k := 0; k < reps; k++ {
		setup()
		t0 := time.Now()
		run()
		if d := time.Since(t0); k == 0 || d < best {
			best = d
		}
	}
	return best
}
