package explore

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

// Options limit an exploration.
type Options struct {
	// MaxStates stops the search after this many states (0: no limit).
	MaxStates int
	// Ctx stops the search when done (Ctrl-C, a timeout).
	Ctx context.Context
	// MaxMemory stops the search when the heap grows beyond this many
	// bytes (0: no limit).
	MaxMemory int64
	// StopAtFirst ends the search at the first violation (reachability
	// questions need no more).
	StopAtFirst bool
	// Progress, when set, is called about every ProgressEvery with the
	// statistics so far.
	Progress      func(Stats)
	ProgressEvery time.Duration
	// NoPredict runs the interpreter for every transition instead of
	// predicting successors from runs seen before (see predictor).
	NoPredict bool
	// NoDPOR makes untimed exploration a plain stateful search over every
	// interleaving instead of pruning equivalent ones with event DPOR.
	NoDPOR bool
	// Bounded limits untimed DPOR exploration to interleavings with at
	// most ReversalBound reversed conflicts (seed 001); the result is then
	// incomplete if anything was pruned.
	Bounded       bool
	ReversalBound int
	// Workers is the number of goroutines computing successors (0 or 1:
	// one). The result does not depend on it.
	Workers int
	// NoSplit explores the program whole instead of one independent
	// control loop at a time (see Loops); only ExploreReport splits.
	NoSplit bool
}

// Stats are an exploration's measurements.
type Stats struct {
	States      int64
	Transitions int64
	Elapsed     time.Duration
	Frontier    int
	// WallReached is how far in time the search got, in seconds since the
	// start (the earliest-time frontier: every state before it is explored).
	WallReached int64
	StoreBytes  int64
	PeakRSS     int64 // bytes; 0 if unknown
	// Successor prediction: stimulus runs predicted from recorded runs
	// (hits), runs of the interpreter (misses), the interpreter's time on
	// the misses, and the decision-tree nodes kept.
	PredictHits, PredictMisses int64
	InterpTime                 time.Duration
	PredictNodes               int64
	// PredictSavedTime estimates the time prediction saved, from a sample
	// of predicted runs that were also interpreted.
	PredictSavedTime time.Duration
}

// PerSecond is the transition rate.
func (s Stats) PerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Transitions) / s.Elapsed.Seconds()
}

// Label says which transition led to a state: a delay, or a stimulus with
// the classes of the environmental factors it read, in reading order.
type Label struct {
	Stim    int // -1 for a delay
	Choices []int
}

// delayLabel is the label of every delay transition.
const delayLabel = 0

// Violation is an invariant that some reachable state breaks, or a
// runtime error some stimulus runs into.
type Violation struct {
	Prop  *Property        // nil for a runtime error
	Err   *ta.RuntimeError // set for a runtime error
	State uint32           // the first (earliest, then shortest) violating state; for an error, the state the failing stimulus fires from
	Label uint32           // for an error: the failing stimulus
	Count int64            // how many violating states (errors: failing transitions) were found
}

// Name identifies the violation in reports.
func (v *Violation) Name() string {
	if v.Prop != nil {
		return v.Prop.Name
	}
	return "runtime error"
}

// Result is what an exploration found.
type Result struct {
	Model      *Model
	Store      *Store
	Labels     []Label
	Stats      Stats
	Complete   bool
	StopReason string // why an incomplete run stopped
	Violations []*Violation
	Covered    ta.Bits // statement ids executed by some transition
}

// ErrNoInitial means the start state breaks a progress condition.
var ErrNoInitial = errors.New("the start state violates a progress condition of the program")

// explorer is the timed breadth-first search. States are expanded in
// chunks of the current time bucket: the workers compute the successors of
// a chunk's states in parallel (the store is only read then), and the
// main goroutine then adds them to the store in the order one worker would
// have, so the states, their numbering, the traces and the verdicts do not
// depend on the number of workers.
type explorer struct {
	m       *Model
	opt     Options
	res     *Result
	store   *Store
	workers []*worker

	labelIdx   map[string]uint32
	errIdx     map[string]*Violation
	propViol   []*Violation
	cur, next  []uint32
	curBucket  int64
	expanded   int64
	found      bool // a violation was found (for StopAtFirst)
	lastReport time.Time
	start      time.Time
}

// chunkStates is how many states a chunk holds; fixed, so that where the
// search stops at a limit does not depend on the number of workers.
const chunkStates = 512

// worker computes successors. Everything it writes is its own.
type worker struct {
	e      *explorer
	m      *Model
	runner *ta.Runner
	eff    *ta.Effects
	odo    odometer
	pred   *predictor // nil with Options.NoPredict

	st, nst   ta.State
	obs, nobs []bool
	reg, nreg regions.Region
	clk, nclk regionClocks
	keyBuf    []byte
	decBuf    []byte

	covered     ta.Bits
	transitions int64
	out         []succ
	keys        []byte  // keys of the candidate states in out
	choices     []int   // label choices of the records in out
	viols       []int32 // properties violated by the candidate states in out
	fatal       error
}

// succ is one successor (or failure) a worker found, in expansion order.
type succ struct {
	kind           succKind
	later          bool
	parent         uint32
	stim           int32 // -1: delay
	chOff, chLen   int32
	keyOff         int32
	wall           uint32
	violOff, nViol int32
	err            error // succError; for succState, a failure checking its properties
}

type succKind uint8

const (
	succSeen  succKind = iota // a state the store had already
	succState                 // a state the store did not have when the chunk began
	succError                 // a runtime error of the program
)

// Explore runs the timed breadth-first search of the paper's Fig. 5 from
// the model's start state. States are explored in order of time (by the
// wall clock's region), and in breadth-first order within the same time,
// so each state's trace is the earliest, then the shortest, way to reach it.
func Explore(m *Model, opt Options) (*Result, error) {
	if opt.Ctx == nil {
		opt.Ctx = context.Background()
	}
	if opt.ProgressEvery == 0 {
		opt.ProgressEvery = time.Second
	}
	nw := max(opt.Workers, 1)
	e := &explorer{m: m, opt: opt, start: time.Now()}
	e.store = NewStore(m.enc.bytes)
	e.res = &Result{Model: m, Store: e.store, Complete: true, Covered: ta.NewBits(len(m.Prog.Stmts()))}
	st, obs, val := m.initial()
	for i := 0; i < nw; i++ {
		w := &worker{e: e, m: m, runner: m.Mach.NewRunner(), eff: ta.NewEffects(m.Prog), covered: ta.NewBits(len(m.Prog.Stmts()))}
		if !opt.NoPredict {
			w.pred = newPredictor()
		}
		w.st, w.nst = st.Clone(), st.Clone()
		w.obs, w.nobs = append([]bool(nil), obs...), append([]bool(nil), obs...)
		w.reg, w.nreg = m.Layout.NewRegion(), m.Layout.NewRegion()
		w.clk, w.nclk = regionClocks{m: m, r: w.reg}, regionClocks{m: m, r: w.nreg}
		w.keyBuf, w.decBuf = m.enc.scratch(), m.enc.scratch()
		e.workers = append(e.workers, w)
	}
	e.labelIdx = map[string]uint32{}
	e.errIdx = map[string]*Violation{}
	e.propViol = make([]*Violation, len(m.Props))
	e.label(-1, nil) // delayLabel

	// The start state.
	w := e.workers[0]
	m.regionOf(val, w.nreg)
	w.nst.CopyFrom(&st)
	if err := m.settle(&w.nst, &w.nclk, w.nobs); err != nil {
		return nil, err
	}
	ok, err := m.Mach.Progress(&w.nst, &w.nclk)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrNoInitial
	}
	w.candidate(NoParent, -1, false)
	if err := e.merge(w); err != nil {
		return nil, err
	}
	e.curBucket = wallIndex(w.nreg)
	for len(e.cur) > 0 {
		for qi := 0; qi < len(e.cur); {
			frontier := len(e.cur) - qi + len(e.next)
			if stop := e.checkLimits(frontier); stop != "" {
				e.res.Complete = false
				e.res.StopReason = stop
				e.finish(frontier)
				return e.res, nil
			}
			end := min(qi+chunkStates, len(e.cur))
			if err := e.expandChunk(e.cur[qi:end]); err != nil {
				return nil, err
			}
			e.expanded += int64(end - qi)
			qi = end
		}
		e.cur, e.next = e.next, e.cur[:0]
		e.curBucket++
	}
	e.finish(0)
	return e.res, nil
}

// expandChunk expands the states of a chunk with all workers, each taking
// a contiguous share, and merges their successors in state order.
func (e *explorer) expandChunk(states []uint32) error {
	nw := len(e.workers)
	if nw == 1 || len(states) < 2*nw {
		w := e.workers[0]
		w.expandAll(states)
		return e.merge(w)
	}
	per := (len(states) + nw - 1) / nw
	var wg sync.WaitGroup
	for k, w := range e.workers {
		lo, hi := min(k*per, len(states)), min((k+1)*per, len(states))
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.expandAll(states[lo:hi])
		}()
	}
	wg.Wait()
	for _, w := range e.workers {
		if err := e.merge(w); err != nil {
			return err
		}
	}
	return nil
}

// merge adds a worker's successors to the store, in order, and clears
// them.
func (e *explorer) merge(w *worker) error {
	defer func() {
		w.out, w.keys, w.choices, w.viols = w.out[:0], w.keys[:0], w.choices[:0], w.viols[:0]
	}()
	if w.fatal != nil {
		err := w.fatal
		w.fatal = nil
		return err
	}
	width := e.m.enc.bytes
	for i := range w.out {
		r := &w.out[i]
		label := uint32(delayLabel)
		if r.stim >= 0 {
			label = e.label(int(r.stim), w.choices[r.chOff:r.chOff+r.chLen])
		}
		switch r.kind {
		case succError:
			if err := e.runtimeError(r.err, r.parent, label); err != nil {
				return err
			}
		case succState:
			idx, added := e.store.Insert(w.keys[r.keyOff:int(r.keyOff)+width], r.wall, r.parent, label)
			if !added {
				continue
			}
			if r.later {
				e.next = append(e.next, idx)
			} else {
				e.cur = append(e.cur, idx)
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

// wallIndex numbers the wall clock's regions in time order: 2n for the
// point n and 2n+1 for the interval (n, n+1). Untracked: 0.
func wallIndex(r regions.Region) int64 {
	n := int64(r.Int[ta.WallClock]) * 2
	if r.Frac[ta.WallClock] != 0 {
		n++
	}
	return n
}

func (e *explorer) checkLimits(frontier int) string {
	if e.opt.StopAtFirst && e.found {
		return "stopped at the first violation"
	}
	if e.opt.MaxStates > 0 && e.store.Len() >= e.opt.MaxStates {
		return fmt.Sprintf("reached the state limit (%d states)", e.opt.MaxStates)
	}
	if e.opt.MaxMemory > 0 {
		if heap := heapBytes(); heap > e.opt.MaxMemory {
			return fmt.Sprintf("reached the memory limit (%s in use, limit %s)", humanBytes(heap), humanBytes(e.opt.MaxMemory))
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
	s.PeakRSS = peakRSS()
	s.Transitions = 0
	for _, w := range e.workers {
		s.Transitions += w.transitions
		if w.pred != nil {
			s.PredictHits += w.pred.hits
			s.PredictMisses += w.pred.misses
			s.InterpTime += w.pred.missTime
			s.PredictNodes += w.pred.nodes
			s.PredictSavedTime += w.pred.saved()
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

// record appends a record with the current label choices.
func (w *worker) record(r succ, choices []int) *succ {
	r.chOff, r.chLen = int32(len(w.choices)), int32(len(choices))
	w.choices = append(w.choices, choices...)
	w.out = append(w.out, r)
	return &w.out[len(w.out)-1]
}

// failure records a runtime error (other errors stop the search).
func (w *worker) failure(err error, parent uint32, stim int, choices []int) {
	var re *ta.RuntimeError
	if !errors.As(err, &re) {
		if w.fatal == nil {
			w.fatal = err
		}
		return
	}
	w.record(succ{kind: succError, parent: parent, stim: int32(stim), err: err}, choices)
}

// candidate records the successor in w.nst/w.nobs/w.nreg: if the store
// lacks it, with its key and the properties it violates.
func (w *worker) candidate(parent uint32, stim int, later bool) {
	var choices []int
	if stim >= 0 {
		choices = w.odo.choices
	}
	m := w.m
	key := m.enc.encode(w.keyBuf, &w.nst, w.nobs, w.nreg)
	if _, seen := w.e.store.Lookup(key); seen {
		w.record(succ{kind: succSeen, parent: parent, stim: int32(stim)}, choices)
		return
	}
	r := succ{kind: succState, parent: parent, stim: int32(stim), later: later, wall: uint32(w.nreg.Int[ta.WallClock]),
		keyOff: int32(len(w.keys)), violOff: int32(len(w.viols))}
	w.keys = append(w.keys, key...)
	stable := true
	if len(m.Props) > 0 {
		urgent, err := m.Mach.Urgent(&w.nst, &w.nclk)
		if err != nil {
			r.err = err
		}
		stable = !urgent
	}
	for pi, p := range m.Props {
		if r.err != nil {
			break
		}
		if !stable && !p.Transient {
			continue
		}
		bad, err := m.violates(p, &w.nst, &w.nclk, w.nobs)
		if err != nil {
			r.err = err
			break
		}
		if bad {
			w.viols = append(w.viols, int32(pi))
		}
	}
	r.nViol = int32(len(w.viols)) - r.violOff
	if r.err != nil {
		var re *ta.RuntimeError
		if !errors.As(r.err, &re) && w.fatal == nil {
			w.fatal = r.err
		}
	}
	w.record(r, choices)
}

func (w *worker) expandAll(states []uint32) {
	for _, i := range states {
		if w.fatal != nil {
			return
		}
		w.expand(i)
	}
}

// expand computes every successor of state i.
func (w *worker) expand(i uint32) {
	m := w.m
	store := w.e.store
	m.enc.decode(store.Key(i), store.Wall(i), w.decBuf, &w.st, w.obs, w.reg)
	stimuli := m.Prog.Stimuli()
	for s := range stimuli {
		if !m.relevant[s] {
			continue
		}
		ok, err := m.Mach.Enabled(&w.st, &w.clk, s)
		if err != nil {
			w.failure(err, i, s, nil)
			continue
		}
		if !ok {
			continue
		}
		w.odo.reset()
		for {
			w.fire(i, s)
			if w.fatal != nil {
				return
			}
			if !w.odo.next() {
				break
			}
		}
	}
	urgent, err := m.Mach.Urgent(&w.st, &w.clk)
	if err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	if urgent || !m.Layout.Delay(w.nreg, w.reg) {
		return
	}
	if h := m.HorizonUnits(); h >= 0 && int64(w.nreg.Int[ta.WallClock]) > h {
		return
	}
	w.transitions++
	w.nst.CopyFrom(&w.st)
	m.Mach.Elapse(&w.nst)
	copy(w.nobs, w.obs)
	if err := m.settle(&w.nst, &w.nclk, w.nobs); err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	ok, err := m.Mach.Progress(&w.nst, &w.nclk)
	if err != nil {
		w.failure(err, i, -1, nil)
		return
	}
	if !ok {
		return
	}
	w.candidate(i, -1, wallIndex(w.nreg) > wallIndex(w.reg))
}

// fire runs stimulus s from state i with the odometer's current choices.
func (w *worker) fire(i uint32, s int) {
	m := w.m
	w.nst.CopyFrom(&w.st)
	w.nreg.CopyFrom(w.reg)
	copy(w.nobs, w.obs)
	w.odo.rewind()
	eff := w.eff
	var err error
	if w.pred == nil {
		err = w.runner.Fire(&w.nst, &w.nclk, s, &w.odo, w.eff)
	} else if tree := w.pred.treeFor(&w.st, s); true {
		sample := w.pred.calls&1023 == 0
		w.pred.calls++
		if out := w.pred.walk(tree, &w.nclk, &w.odo); out != nil {
			w.pred.hits++
			w.nst.CopyFrom(&out.st)
			eff, err = out.eff, out.err
			if sample {
				if cerr := w.checkPrediction(s, tree, out); cerr != nil {
					w.fatal = cerr
					return
				}
			}
		} else {
			// Not seen: undo the partial walk and run the interpreter,
			// recording the run.
			w.nreg.CopyFrom(w.reg)
			w.odo.rewind()
			w.pred.misses++
			t0 := time.Now()
			rec := &recorder{p: w.pred, at: tree, clk: &w.nclk, ch: &w.odo}
			err = w.runner.Fire(&w.nst, rec, s, rec, w.eff)
			rec.finish(&w.nst, w.eff, err)
			w.pred.missTime += time.Since(t0)
		}
	}
	w.transitions++
	w.covered.Or(eff.Covered)
	if err == nil {
		err = m.observe(&w.st, &w.clk, &w.nst, &w.nclk, w.nobs, eff)
	}
	if err == nil {
		err = m.settle(&w.nst, &w.nclk, w.nobs)
	}
	if err != nil {
		w.failure(err, i, s, w.odo.choices)
		return
	}
	ok, err := m.Mach.Progress(&w.nst, &w.nclk)
	if err != nil {
		w.failure(err, i, s, w.odo.choices)
		return
	}
	if !ok {
		return
	}
	w.candidate(i, s, false)
}

// checkPrediction runs the interpreter for a predicted run, as a sample:
// it checks that the prediction was right, and measures what prediction
// saves. Both are timed warm (the best of a few repetitions), as they run
// in the search's inner loop.
func (w *worker) checkPrediction(s int, tree *pnode, out *outcome) error {
	p := w.pred
	if p.scratch.Vals == nil {
		p.scratch, p.scratchReg = w.st.Clone(), w.m.Layout.NewRegion()
		p.scratchEff = ta.NewEffects(w.m.Prog)
	}
	clk := &regionClocks{m: w.m, r: p.scratchReg}
	const reps = 4
	var interp, walk time.Duration
	for k := 0; k < reps; k++ {
		p.scratch.CopyFrom(&w.st)
		p.scratchReg.CopyFrom(w.reg)
		w.odo.rewind()
		t0 := time.Now()
		p.walk(tree, clk, &w.odo)
		if d := time.Since(t0); k == 0 || d < walk {
			walk = d
		}
	}
	var err error
	for k := 0; k < reps; k++ {
		p.scratch.CopyFrom(&w.st)
		p.scratchReg.CopyFrom(w.reg)
		w.odo.rewind()
		t0 := time.Now()
		err = w.runner.Fire(&p.scratch, clk, s, &w.odo, p.scratchEff)
		if d := time.Since(t0); k == 0 || d < interp {
			interp = d
		}
	}
	p.addSample(interp - walk)
	if (err == nil) != (out.err == nil) || !p.scratch.Equal(&w.nst) || !p.scratchReg.Equal(w.nreg) {
		return fmt.Errorf("explore: internal error: successor prediction disagrees with the interpreter on %s", w.m.Prog.Stimuli()[s].Name)
	}
	return nil
}

// odometer enumerates every combination of choices a stimulus makes, by
// re-running it: the first run takes choice 0 everywhere, and each next
// run advances the last choice point that has another option.
type odometer struct {
	choices []int
	sizes   []int
	pos     int
}

func (o *odometer) reset()  { o.choices, o.sizes, o.pos = o.choices[:0], o.sizes[:0], 0 }
func (o *odometer) rewind() { o.pos = 0 }

// ChooseRandom implements ta.Chooser.
func (o *odometer) ChooseRandom(lo, hi int64) int64 {
	return lo + int64(o.ChooseFactor(-1, int(hi-lo+1)))
}

// ChooseFactor implements ta.Chooser.
func (o *odometer) ChooseFactor(_, n int) int {
	if o.pos < len(o.choices) {
		c := o.choices[o.pos]
		o.pos++
		return c
	}
	o.choices = append(o.choices, 0)
	o.sizes = append(o.sizes, n)
	o.pos++
	return 0
}

func (o *odometer) next() bool {
	for k := len(o.choices) - 1; k >= 0; k-- {
		if o.choices[k]+1 < o.sizes[k] {
			o.choices[k]++
			o.choices, o.sizes = o.choices[:k+1], o.sizes[:k+1]
			return true
		}
	}
	return false
}

// fixedChoices replays the choices of a label, in reading order.
type fixedChoices struct {
	choices []int
	pos     int
}

// ChooseRandom implements ta.Chooser.
func (f *fixedChoices) ChooseRandom(lo, hi int64) int64 {
	return lo + int64(f.ChooseFactor(-1, int(hi-lo+1)))
}

// ChooseFactor implements ta.Chooser.
func (f *fixedChoices) ChooseFactor(_, n int) int {
	c := 0
	if f.pos < len(f.choices) {
		c = f.choices[f.pos]
	}
	f.pos++
	return min(c, n-1)
}

// factorChoices gives each factor the class a trace recorded for it, and
// random expressions the recorded values in order.
type factorChoices struct {
	given   []ta.FactorChoice
	randoms []int64 // recorded values, in order
	missing []int   // factors read without a recorded class
	short   bool    // a random value was needed that was not recorded or is out of range
	lenient bool    // unrecorded: the first class, the lowest value
}

// ChooseRandom implements ta.Chooser.
func (f *factorChoices) ChooseRandom(lo, hi int64) int64 {
	if f.lenient && len(f.randoms) == 0 {
		return lo
	}
	if len(f.randoms) == 0 || f.randoms[0] < lo || f.randoms[0] > hi {
		f.short = true
		return lo
	}
	v := f.randoms[0]
	f.randoms = f.randoms[1:]
	return v
}

// ChooseFactor implements ta.Chooser.
func (f *factorChoices) ChooseFactor(fac, n int) int {
	for _, g := range f.given {
		if g.Factor == fac && g.Class < n {
			return g.Class
		}
	}
	if !f.lenient {
		f.missing = append(f.missing, fac)
	}
	return 0
}
