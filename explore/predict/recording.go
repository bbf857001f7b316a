package predict

import (
	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
)

// event is a step of an expansion being recorded.
type event struct {
	act  Action
	kind XKind // 0: an action; XQuery, XDelay: a question
	post bool
	ans  bool
	test model.ClockTest
}

// Recording is the log of an expansion being recorded, a worker's own:
// its expansion asks the state's clocks and its successors' through the
// recording's (Pre, Post), which log every question and change, and it
// notes each stimulus run's start, whether time may pass and each
// successor or failure. Predictor.InsertExpansion then adds the log to
// the trees.
type Recording struct {
	m         *model.Model
	obs       []bool // the state's open obligations, as the worker decodes them
	log       []event
	choices   []int          // the choices of log's successors (see Emit)
	asked     []ta.ClockAtom // the questions asked of the state's clocks
	answers   []bool
	bad       bool // the expansion cannot be replayed
	pre, post LoggedClocks
}

// Init makes r a recording of expansions of m's states whose clocks are
// pre, their successors' post, and whose open obligations the worker
// decodes into obs. r must not move after (its clocks point to it).
func (r *Recording) Init(m *model.Model, pre, post *model.RegionClocks, obs []bool) {
	*r = Recording{m: m, obs: obs}
	r.pre = LoggedClocks{r: r, c: pre}
	r.post = LoggedClocks{r: r, c: post, post: true}
}

// Start begins the recording of an expansion.
func (r *Recording) Start() {
	r.bad, r.log, r.choices = false, r.log[:0], r.choices[:0]
	r.asked, r.answers = r.asked[:0], r.answers[:0]
}

// Pre are the state's clocks, logged.
func (r *Recording) Pre() *LoggedClocks { return &r.pre }

// Post are the successors' clocks, logged.
func (r *Recording) Post() *LoggedClocks { return &r.post }

// Bad reports whether the expansion recorded cannot be replayed (it
// changed the state's own clocks).
func (r *Recording) Bad() bool { return r.bad }

// Len is the length of the log, for Truncate.
func (r *Recording) Len() int { return len(r.log) }

// Truncate strikes what was logged after the log had length n: a walk
// of a stimulus's tree that left the tree, whose questions the
// interpreter's run then asks again.
func (r *Recording) Truncate(n int) { r.log = r.log[:n] }

// Clear forgets what the log refers to (the recordings, when they are
// dropped), to its capacity: a stale element past the length would keep
// what it points to.
func (r *Recording) Clear() { clear(r.log[:cap(r.log)]) }

// Begin logs the start of a stimulus run.
func (r *Recording) Begin() {
	r.post.reset = 0
	r.log = append(r.log, event{act: Action{Op: OpBegin}})
}

// Delay logs whether time could pass.
func (r *Recording) Delay(ok bool) {
	r.post.reset = 0
	r.log = append(r.log, event{kind: XDelay, ans: ok})
}

// Emit logs a successor by stimulus s (-1: time passing), its outcome
// out, memo and choices, with obligations nobs, or a failure err (out
// nil).
func (r *Recording) Emit(s int, out *Outcome, memo *model.ObsMemo, err error, choices []int, nobs []bool) {
	e := &Successor{Out: out, Memo: memo, Err: err}
	if len(choices) > 0 {
		// In the recording's buffer until the recording is inserted,
		// which interns them (chain).
		off := len(r.choices)
		r.choices = append(r.choices, choices...)
		e.Choices = r.choices[off:len(r.choices):len(r.choices)]
	}
	a := Action{Op: OpFail, X: int32(s), Obs: ObsMask(nobs), Emit: e}
	if out != nil {
		a.Op, a.Same, a.Disc = OpEmit, out.same, out.disc
	}
	r.log = append(r.log, event{act: a})
}

// LoggedClocks are a state's (or its successors') clocks that log every
// question and change in a recording.
type LoggedClocks struct {
	r    *Recording
	c    *model.RegionClocks
	post bool
	// Observers (by slot) whose clock this run reset. Settling forgets
	// a closed observer's clock after every run; that changes nothing
	// (the clock was forgotten when the observer closed) unless the
	// observer was open in the state or opened by the run, so such
	// forgets are left out of the recording.
	reset uint64
}

// Holds implements ta.Clocks.
func (l *LoggedClocks) Holds(a ta.ClockAtom) bool {
	r := l.r
	if !l.post {
		// The state's clocks do not change during its expansion: a
		// question asked again has the answer it had, and a replay
		// need not ask it twice.
		for k, b := range r.asked {
			if b == a {
				return r.answers[k]
			}
		}
	}
	v := l.c.Holds(a)
	if !l.post {
		r.asked, r.answers = append(r.asked, a), append(r.answers, v)
	}
	r.log = append(r.log, event{kind: XQuery, post: l.post, test: r.m.ClockTest(a), ans: v})
	return v
}

// Reset implements ta.Clocks.
func (l *LoggedClocks) Reset(x int) {
	r := l.r
	l.c.Reset(x)
	if slot := x - r.m.FirstObserverClock(); slot >= 0 {
		l.reset |= 1 << uint(slot)
	}
	if !l.post {
		// Nothing resets the state's own clocks; if something did, its
		// expansion could not be replayed from the successors' resets.
		r.bad = true
	}
	r.log = append(r.log, event{act: Action{Op: OpReset, X: int32(x)}})
}

// AppendSig implements ta.ClockSig: the region's.
func (l *LoggedClocks) AppendSig(b []byte) ([]byte, bool) { return l.c.AppendSig(b) }

// Forget implements model.ObserverClocks: a forget is logged like a reset.
func (l *LoggedClocks) Forget(x int) {
	r := l.r
	l.c.Forget(x)
	if !l.post {
		r.bad = true
	}
	if slot := x - r.m.FirstObserverClock(); slot >= 0 && !r.obs[slot] && l.reset&(1<<uint(slot)) == 0 {
		return
	}
	r.log = append(r.log, event{act: Action{Op: OpForget, X: int32(x)}})
}
