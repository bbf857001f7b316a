package explore

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
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

type explorer struct {
	m      *Model
	opt    Options
	res    *Result
	store  *Store
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
	e := &explorer{m: m, opt: opt, start: time.Now()}
	e.store = NewStore(m.enc.bytes)
	e.res = &Result{Model: m, Store: e.store, Complete: true, Covered: ta.NewBits(len(m.Prog.Stmts()))}
	e.runner = m.Mach.NewRunner()
	e.eff = ta.NewEffects(m.Prog)
	if !opt.NoPredict {
		e.pred = newPredictor()
	}
	st, obs, val := m.initial()
	e.st, e.nst = st.Clone(), st.Clone()
	e.obs, e.nobs = append([]bool(nil), obs...), append([]bool(nil), obs...)
	e.reg, e.nreg = m.Layout.NewRegion(), m.Layout.NewRegion()
	e.clk, e.nclk = regionClocks{m: m, r: e.reg}, regionClocks{m: m, r: e.nreg}
	e.keyBuf, e.decBuf = m.enc.scratch(), m.enc.scratch()
	e.labelIdx = map[string]uint32{}
	e.errIdx = map[string]*Violation{}
	e.propViol = make([]*Violation, len(m.Props))
	e.label(-1, nil) // delayLabel

	// The start state.
	m.regionOf(val, e.nreg)
	copy(e.nst.Vals, st.Vals)
	e.nst.CopyFrom(&st)
	if err := m.settle(&e.nst, &e.nclk, e.nobs); err != nil {
		return nil, err
	}
	ok, err := m.Mach.Progress(&e.nst, &e.nclk)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrNoInitial
	}
	if err := e.add(NoParent, delayLabel, false); err != nil {
		return nil, err
	}
	e.curBucket = wallIndex(e.nreg)
	for len(e.cur) > 0 {
		for qi := 0; qi < len(e.cur); qi++ {
			if stop := e.checkLimits(len(e.cur) - qi + len(e.next)); stop != "" {
				e.res.Complete = false
				e.res.StopReason = stop
				e.finish(len(e.cur) - qi + len(e.next))
				return e.res, nil
			}
			if err := e.expand(e.cur[qi]); err != nil {
				return nil, err
			}
		}
		e.cur, e.next = e.next, e.cur[:0]
		e.curBucket++
	}
	e.finish(0)
	return e.res, nil
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
	e.expanded++
	if e.expanded&255 == 0 {
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
	if e.pred != nil {
		s.PredictHits, s.PredictMisses = e.pred.hits, e.pred.misses
		s.InterpTime, s.PredictNodes, s.PredictSavedTime = e.pred.missTime, e.pred.nodes, e.pred.saved()
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

// add stores the successor in e.nst/e.nobs/e.nreg; a new state is queued
// (in the next time bucket when later is set) and checked.
func (e *explorer) add(parent, label uint32, later bool) error {
	key := e.m.enc.encode(e.keyBuf, &e.nst, e.nobs, e.nreg)
	idx, added := e.store.Insert(key, uint32(e.nreg.Int[ta.WallClock]), parent, label)
	if !added {
		return nil
	}
	if later {
		e.next = append(e.next, idx)
	} else {
		e.cur = append(e.cur, idx)
	}
	stable := true
	if len(e.m.Props) > 0 {
		urgent, err := e.m.Mach.Urgent(&e.nst, &e.nclk)
		if err != nil {
			return e.runtimeError(err, parent, label)
		}
		stable = !urgent
	}
	for pi, p := range e.m.Props {
		if !stable && !p.Transient {
			continue
		}
		bad, err := e.m.violates(p, &e.nst, &e.nclk, e.nobs)
		if err != nil {
			return e.runtimeError(err, parent, label)
		}
		if !bad {
			continue
		}
		v := e.propViol[pi]
		if v == nil {
			v = &Violation{Prop: p, State: idx}
			e.propViol[pi] = v
			e.found = true
		}
		v.Count++
	}
	return nil
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

// expand computes every successor of state i.
func (e *explorer) expand(i uint32) error {
	m := e.m
	m.enc.decode(e.store.Key(i), e.store.Wall(i), e.decBuf, &e.st, e.obs, e.reg)
	stimuli := m.Prog.Stimuli()
	for s := range stimuli {
		if !m.relevant[s] {
			continue
		}
		ok, err := m.Mach.Enabled(&e.st, &e.clk, s)
		if err != nil {
			if err := e.runtimeError(err, i, e.label(s, nil)); err != nil {
				return err
			}
			continue
		}
		if !ok {
			continue
		}
		e.odo.reset()
		for {
			if err := e.fire(i, s); err != nil {
				return err
			}
			if !e.odo.next() {
				break
			}
		}
	}
	urgent, err := m.Mach.Urgent(&e.st, &e.clk)
	if err != nil {
		return e.runtimeError(err, i, delayLabel)
	}
	if urgent || !m.Layout.Delay(e.nreg, e.reg) {
		return nil
	}
	if h := m.HorizonUnits(); h >= 0 && int64(e.nreg.Int[ta.WallClock]) > h {
		return nil
	}
	e.res.Stats.Transitions++
	e.nst.CopyFrom(&e.st)
	m.Mach.Elapse(&e.nst)
	copy(e.nobs, e.obs)
	if err := m.settle(&e.nst, &e.nclk, e.nobs); err != nil {
		return e.runtimeError(err, i, delayLabel)
	}
	ok, err := m.Mach.Progress(&e.nst, &e.nclk)
	if err != nil {
		return e.runtimeError(err, i, delayLabel)
	}
	if !ok {
		return nil
	}
	return e.add(i, delayLabel, wallIndex(e.nreg) > wallIndex(e.reg))
}

// fire runs stimulus s from state i with the odometer's current choices.
func (e *explorer) fire(i uint32, s int) error {
	m := e.m
	e.nst.CopyFrom(&e.st)
	e.nreg.CopyFrom(e.reg)
	copy(e.nobs, e.obs)
	e.odo.rewind()
	eff := e.eff
	var err error
	if e.pred == nil {
		err = e.runner.Fire(&e.nst, &e.nclk, s, &e.odo, e.eff)
	} else if tree := e.pred.treeFor(&e.st, s); true {
		sample := e.pred.calls&1023 == 0
		e.pred.calls++
		if out := e.pred.walk(tree, &e.nclk, &e.odo); out != nil {
			e.pred.hits++
			e.nst.CopyFrom(&out.st)
			eff, err = out.eff, out.err
			if sample {
				if err := e.checkPrediction(s, tree, out); err != nil {
					return err
				}
			}
		} else {
			// Not seen: undo the partial walk and run the interpreter,
			// recording the run.
			e.nreg.CopyFrom(e.reg)
			e.odo.rewind()
			e.pred.misses++
			t0 := time.Now()
			rec := &recorder{p: e.pred, at: tree, clk: &e.nclk, ch: &e.odo}
			err = e.runner.Fire(&e.nst, rec, s, rec, e.eff)
			rec.finish(&e.nst, e.eff, err)
			e.pred.missTime += time.Since(t0)
		}
	}
	e.res.Stats.Transitions++
	e.res.Covered.Or(eff.Covered)
	label := e.label(s, e.odo.choices)
	if err == nil {
		err = m.observe(&e.st, &e.clk, &e.nst, &e.nclk, e.nobs, eff)
	}
	if err == nil {
		err = m.settle(&e.nst, &e.nclk, e.nobs)
	}
	if err != nil {
		return e.runtimeError(err, i, label)
	}
	ok, err := m.Mach.Progress(&e.nst, &e.nclk)
	if err != nil {
		return e.runtimeError(err, i, label)
	}
	if !ok {
		return nil
	}
	return e.add(i, label, false)
}

// checkPrediction runs the interpreter for a predicted run, as a sample:
// it checks that the prediction was right, and measures what prediction
// saves. Both are timed warm (the best of a few repetitions), as they run
// in the search's inner loop.
func (e *explorer) checkPrediction(s int, tree *pnode, out *outcome) error {
	p := e.pred
	if p.scratch.Vals == nil {
		p.scratch, p.scratchReg = e.st.Clone(), e.m.Layout.NewRegion()
		p.scratchEff = ta.NewEffects(e.m.Prog)
	}
	clk := &regionClocks{m: e.m, r: p.scratchReg}
	const reps = 4
	var interp, walk time.Duration
	for k := 0; k < reps; k++ {
		p.scratch.CopyFrom(&e.st)
		p.scratchReg.CopyFrom(e.reg)
		e.odo.rewind()
		t0 := time.Now()
		p.walk(tree, clk, &e.odo)
		if d := time.Since(t0); k == 0 || d < walk {
			walk = d
		}
	}
	var err error
	for k := 0; k < reps; k++ {
		p.scratch.CopyFrom(&e.st)
		p.scratchReg.CopyFrom(e.reg)
		e.odo.rewind()
		t0 := time.Now()
		err = e.runner.Fire(&p.scratch, clk, s, &e.odo, p.scratchEff)
		if d := time.Since(t0); k == 0 || d < interp {
			interp = d
		}
	}
	p.addSample(interp - walk)
	if (err == nil) != (out.err == nil) || !p.scratch.Equal(&e.nst) || !p.scratchReg.Equal(e.nreg) {
		return fmt.Errorf("explore: internal error: successor prediction disagrees with the interpreter on %s", e.m.Prog.Stimuli()[s].Name)
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
