package baseline

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// Schema identifies the layout of Baseline's JSON (explore --mode untimed
// or modist). The untimed and MoDist runs used to carry the timed report's
// schema id, which names a different shape (see docs/json-schema.md).
const Schema = "delorean.baseline/1"

// Mode is how an exploration treats time.
type Mode uint8

// The modes (DESIGN.md §5): DeLorean's regions, and the two alternatives
// the paper measures it against (§2.1, §5.4).
const (
	// Timed explores regions: exact.
	Timed Mode = iota
	// Untimed drops time: timers fire whenever queued, every comparison
	// with a clock or the time of day goes both ways, time never passes.
	// It reports states that cannot happen.
	Untimed
	// Modist keeps one concrete global clock, as MoDist does: events happen
	// at the clock's time, and the clock moves only to the next instant at
	// which a timer falls due or a comparison with a clock or the time of
	// day changes its answer (MoDist's implicit timers), so each outcome
	// of a comparison is explored at one concrete time. It misses the
	// states that need a clock reset at another time within such a span
	// (docs/modist.md).
	Modist
)

// ParseMode reads timed, untimed or modist.
func ParseMode(s string) (Mode, error) {
	switch strings.ToLower(s) {
	case "timed", "":
		return Timed, nil
	case "untimed":
		return Untimed, nil
	case "modist":
		return Modist, nil
	}
	return Timed, fmt.Errorf("unknown mode %q (expected timed, untimed or modist)", s)
}

// String is the mode's name, as --mode takes it.
func (m Mode) String() string { return [...]string{"timed", "untimed", "modist"}[m] }

// Baseline is the result of an untimed or MoDist exploration, reduced to
// what the modes share with timed exploration (the projected states) and
// coverage. The JSON leaves out what varies from run to run.
type Baseline struct {
	Schema      string        `json:"schema"`
	Mode        Mode          `json:"mode"`
	States      int           `json:"states"`
	Projected   int           `json:"projected_states"`
	Transitions int64         `json:"transitions"`
	Elapsed     time.Duration `json:"-"`
	Complete    bool          `json:"complete"`
	StopReason  string        `json:"stop_reason,omitempty"`
	Values      []string      `json:"-"` // distinct projected states (variables, devices, queued timers), sorted
	Covered     ta.Bits       `json:"-"`
	Violated    []string      `json:"violated"`            // Always invariants violated (time-bound ones cannot be checked)
	Unchecked   []string      `json:"unchecked,omitempty"` // invariants the mode cannot check

	// Untimed: the search over interleavings (see searchDPOR).
	DPOR       bool `json:"dpor"`                     // pruned by event DPOR, else full stateful search
	Executions int  `json:"executions,omitempty"`     // maximal paths of the DPOR search
	Executed   int  `json:"stimulus_runs,omitempty"`  // stimulus runs, re-runs included
	Bounded    bool `json:"bounded,omitempty"`        // the reversal bound pruned some interleavings: incomplete
	Bound      int  `json:"reversal_bound,omitempty"` // the reversal bound, when set
}

// MarshalText names the mode in JSON.
func (m Mode) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// ExploreBaseline runs an untimed or MoDist exploration of the model.
func ExploreBaseline(m *explore.Model, mode Mode, opt explore.Options) (*Baseline, error) {
	if opt.Ctx == nil {
		opt.Ctx = context.Background()
	}
	b := &baseline{m: m, mode: mode, opt: opt, seen: map[string]*big.Rat{}, values: map[string]struct{}{},
		out: &Baseline{Schema: Schema, Mode: mode, Complete: true, Covered: ta.NewBits(len(m.Prog.Stmts()))}}
	b.runner = m.Mach.NewRunner()
	b.eff = ta.NewEffects(m.Prog)
	for _, p := range m.Props {
		if p.IsTimed() || (mode == Untimed && explore.ReadsTime(m.Prog, p.Cond)) {
			b.out.Unchecked = append(b.out.Unchecked, p.Name)
		}
	}
	b.violated = map[string]bool{}
	start := time.Now()
	st, _, val := m.Initial()
	first := &node{st: st, val: val}
	if mode == Untimed {
		first.val = nil // no clocks: time is ignored
		if err := b.searchDPOR(first); err != nil {
			return nil, err
		}
	} else if err := b.visit(first); err != nil {
		return nil, err
	}
	for len(b.queue) > 0 {
		n := b.queue[0]
		b.queue[0] = nil // the array's head would keep every state expanded
		b.queue = b.queue[1:]
		if b.stopped() {
			break
		}
		if err := b.expand(n); err != nil {
			return nil, err
		}
	}
	b.out.Elapsed = time.Since(start)
	for v := range b.values {
		b.out.Values = append(b.out.Values, b.projText(v))
	}
	sortStrings(b.out.Values)
	b.out.Projected = len(b.out.Values)
	if b.out.Violated == nil {
		b.out.Violated = []string{}
	}
	for _, p := range m.Props {
		if b.violated[p.Name] {
			b.out.Violated = append(b.out.Violated, p.Name)
		}
	}
	return b.out, nil
}

type baseline struct {
	polls    int // stopped's calls
	m        *explore.Model
	mode     Mode
	opt      explore.Options
	runner   *interp.Runner
	eff      *ta.Effects
	odo      explore.Odometer
	seen     map[string]*big.Rat // key -> earliest time reached (MoDist), or zero
	values   map[string]struct{} // projKey of the states' projections
	queue    []*node
	out      *Baseline
	violated map[string]bool
	// collect, when set, receives each successor instead of the search
	// queue (the DPOR search computes successors on demand).
	collect func(next *node)
	keyBuf  []byte
	projBuf []byte
	// projTextLen is about how long a projection's text is (the first
	// one's), for the memory limit.
	projTextLen int
	// spare is the successor fire builds when collect takes it at once
	// (the untimed search keeps only its key).
	spare *node
}

// node is a state of a baseline search: the discrete state and, for
// MoDist, concrete clocks.
type node struct {
	st  ta.State
	val *interp.Valuation // Modist only
}

// stopped reports whether a limit stops the search, and then marks it
// incomplete with the reason. The state limit is asked on every call,
// the others (the heap's size and the context cost a little) on the
// first call and every limitPoll calls after.
func (b *baseline) stopped() bool {
	full := b.opt.MaxStates > 0 && b.out.States >= b.opt.MaxStates
	poll := b.polls%limitPoll == 0
	if b.polls++; !full && !poll {
		return false
	}
	err := b.limits()
	if err == nil {
		return false
	}
	b.out.Complete, b.out.StopReason = false, err.Error()
	return true
}

func (b *baseline) limits() error {
	if b.opt.MaxStates > 0 && b.out.States >= b.opt.MaxStates {
		return fmt.Errorf("reached the state limit (%d states)", b.opt.MaxStates)
	}
	select {
	case <-b.opt.Ctx.Done():
		if errors.Is(b.opt.Ctx.Err(), context.DeadlineExceeded) {
			return errors.New("reached the time limit")
		}
		return errors.New("interrupted")
	default:
	}
	if b.opt.MaxMemory > 0 {
		// The projections are kept as bytes and become text at the end
		// (Values), which the heap does not hold yet: it counts now, or
		// a search stopped at the limit would pass it by as much again
		// at its end (P10: 460 MB of text over a 300 MB limit).
		text := int64(len(b.values)) * (int64(b.projTextLen) + 32)
		if heap, over := explore.OverMemory(b.opt.MaxMemory - text); over {
			return fmt.Errorf("reached the memory limit (%s in use with the states' text to come, limit %s)", explore.HumanBytes(heap+text), explore.HumanBytes(b.opt.MaxMemory))
		}
	}
	return nil
}

// key identifies a state. A MoDist state's clocks are concrete, but a
// clock past its largest constant behaves the same whatever its value, and
// so does the wall clock past the last time the program's behaviour can
// depend on the time of day (as in the timed explorer's encoding); the key
// caps both, and the search keeps each key's earliest arrival, which can
// do everything a later one can before the horizon.
func (b *baseline) key(n *node) string {
	k := b.keyBytes(&n.st)
	if n.val == nil {
		return string(k)
	}
	var sb strings.Builder
	sb.Write(k)
	if n.val != nil {
		g := b.m.Layout.G
		if wc := int64(b.m.WallCap()) * g; n.val.Now.Cmp(big.NewRat(wc, 1)) > 0 {
			sb.WriteString("W+")
		} else {
			sb.WriteString(n.val.Now.RatString())
		}
		for c := 1; c < n.val.NumClocks(); c++ {
			v := n.val.Value(c)
			switch {
			case v == nil:
				sb.WriteString(",-")
			case c < len(b.m.Layout.K) && v.Cmp(big.NewRat(int64(b.m.Layout.K[c])*g, 1)) > 0:
				sb.WriteString(",+")
			default:
				sb.WriteString("," + v.RatString())
			}
		}
		for _, a := range b.m.Prog.Atoms() {
			if a.Y >= 0 {
				fmt.Fprintf(&sb, ",%t", n.val.Holds(a))
			}
		}
		for _, f := range n.st.Fired {
			fmt.Fprintf(&sb, ",%t", f)
		}
	}
	return sb.String()
}

// keyBytes is the discrete part of a state's key: its variables, queued
// timers and disabled rules (not which schedules fired now, which untimed
// search clears and MoDist's key adds). The bytes are b's buffer, valid
// until the next call.
func (b *baseline) keyBytes(st *ta.State) []byte {
	k := b.keyBuf[:0]
	for _, v := range st.Vals {
		k = binary.AppendVarint(k, v)
	}
	for _, t := range st.Timers {
		k = binary.AppendUvarint(k, uint64(t))
	}
	k = appendBools(k, st.RuleOff)
	b.keyBuf = k
	return k
}

// decodeKey is keyBytes backwards: it overwrites st's variables, timers
// and rules (st has the program's shape) with those of key k.
func (b *baseline) decodeKey(k string, st *ta.State) {
	pos := 0
	for i := range st.Vals {
		v, n := varintString(k[pos:])
		st.Vals[i], pos = v, pos+n
	}
	for i := range st.Timers {
		v, n := uvarintString(k[pos:])
		st.Timers[i], pos = int32(v), pos+n
	}
	for i := range st.RuleOff {
		st.RuleOff[i] = k[pos+i>>3]&(1<<(i&7)) != 0
	}
}

// uvarintString is binary.Uvarint over a string (no copy of the key).
func uvarintString(s string) (uint64, int) {
	var x uint64
	var sh uint
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x80 {
			return x | uint64(c)<<sh, i + 1
		}
		x |= uint64(c&0x7f) << sh
		sh += 7
	}
	panic("baseline: a state key ends inside a number")
}

// varintString is binary.Varint over a string.
func varintString(s string) (int64, int) {
	ux, n := uvarintString(s)
	x := int64(ux >> 1)
	if ux&1 != 0 {
		x = ^x
	}
	return x, n
}

// projKey is a state's projection (projectState) as bytes: its variables
// and which timers are queued. The distinct projections are kept so, and
// formatted once at the end: as text they took about a kilobyte each on
// P10, about as many as the states.
func (b *baseline) projKey(st *ta.State) []byte {
	k := b.projBuf[:0]
	for _, v := range st.Vals {
		k = binary.AppendVarint(k, v)
	}
	for _, t := range st.Timers {
		q := byte(0)
		if t != 0 {
			q = 1
		}
		k = append(k, q)
	}
	b.projBuf = k
	return k
}

// projText formats a projection kept by projKey.
func (b *baseline) projText(k string) string {
	p := b.m.Prog
	st := ta.State{Vals: make([]int64, len(p.Vars)), Timers: make([]int32, len(p.Timers))}
	pos := 0
	for i := range st.Vals {
		v, n := varintString(k[pos:])
		st.Vals[i], pos = v, pos+n
	}
	for i := range st.Timers {
		st.Timers[i], pos = int32(k[pos]), pos+1
	}
	return projectState(p, &st)
}

// visit records a state, checks the invariants a baseline can check, and
// queues it if new.
func (b *baseline) visit(n *node) error {
	k := b.key(n)
	if at, ok := b.seen[k]; ok {
		if n.val == nil || n.val.Now.Cmp(at) >= 0 {
			return nil
		}
	} else {
		b.out.States++
	}
	if n.val != nil {
		b.seen[k] = new(big.Rat).Set(n.val.Now)
	} else {
		b.seen[k] = nil
	}
	b.queue = append(b.queue, n)
	b.record(n)
	return nil
}

// record notes a state's projection and checks the invariants a baseline
// can check in it.
func (b *baseline) record(n *node) {
	if _, ok := b.values[string(b.projKey(&n.st))]; !ok {
		b.values[string(b.projBuf)] = struct{}{}
		if b.projTextLen == 0 {
			// Every projection names the same variables and timers: the
			// first one's length is about each one's.
			b.projTextLen = len(projectState(b.m.Prog, &n.st))
		}
	}
	// As in timed exploration, a MoDist state in which time may not pass
	// (a timer or schedule due now) is checked only for transient
	// properties: the instant is not over until what is due has run.
	urgent := false
	if b.mode == Modist {
		u, err := b.m.Mach.Urgent(&n.st, n.val)
		urgent = err == nil && u
	}
	for _, p := range b.m.Props {
		if p.IsTimed() || b.violated[p.Name] || (b.mode == Untimed && explore.ReadsTime(b.m.Prog, p.Cond)) || (urgent && !p.Transient) {
			continue
		}
		clk := b.clocks(n, nil)
		ok, err := b.m.Truth(&n.st, clk, p.Cond)
		if err != nil {
			continue // a runtime error in a condition: not a verdict
		}
		if !ok {
			b.violated[p.Name] = true
		}
	}
}

// clocks answers the interpreter's questions about time in the mode.
func (b *baseline) clocks(n *node, ch ta.Chooser) ta.Clocks {
	if b.mode == Untimed {
		return &untimedClocks{ch: ch}
	}
	return n.val // MoDist: the one concrete clock answers
}

func (b *baseline) expand(n *node) error {
	m := b.m
	for s := range m.Prog.Stimuli() {
		if !m.Relevant(s) {
			continue
		}
		b.odo.Reset()
		for {
			if err := b.fire(n, s); err != nil {
				return err
			}
			if !b.odo.Next() {
				break
			}
		}
	}
	if b.mode == Modist {
		return b.tick(n)
	}
	return nil
}

// fire runs stimulus s from n with the odometer's choices (the factors'
// classes, and in untimed mode also the outcomes of time comparisons).
//
// In MoDist mode a stimulus happens now, on the one concrete clock: an
// event at the current time, a timer or a schedule only at its own time
// (time reaches it by tick). Every comparison with a clock or the time of
// day is answered by the clock as it reads; what MoDist does about time
// passing is tick's business.
func (b *baseline) fire(n *node, s int) error {
	m := b.m
	stim := m.Prog.Stimuli()[s]
	if stim.Kind == ta.StimTimer && n.st.Timers[stim.Index] == 0 {
		return nil
	}
	if b.mode == Modist {
		switch stim.Kind {
		case ta.StimTimer:
			if b.timerDue(n, stim.Index).Cmp(n.val.Now) != 0 {
				return nil
			}
		case ta.StimSchedule:
			if due, ok := b.nextOccurrence(n, stim.Index); !ok || due.Cmp(n.val.Now) != 0 {
				return nil
			}
		}
	}
	b.odo.Rewind()
	var next *node
	if b.collect != nil && b.mode == Untimed {
		if b.spare == nil {
			b.spare = &node{st: n.st.Clone()}
		}
		next = b.spare
		next.st.CopyFrom(&n.st)
	} else {
		next = &node{st: n.st.Clone()}
	}
	var clk ta.Clocks
	if b.mode == Untimed {
		clk = &untimedClocks{ch: &b.odo}
	} else {
		next.val = n.val.Clone()
		clk = next.val
	}
	st := &next.st
	if stim.Kind == ta.StimEvent {
		if g := m.Prog.Events[stim.Index].Guard; g != nil {
			if ok, err := m.Truth(st, clk, g); err != nil || !ok {
				return nil
			}
		}
	}
	err := b.runner.Fire(st, clk, s, &b.odo, b.eff)
	b.out.Transitions++
	b.out.Covered.Or(b.eff.Covered)
	if err != nil {
		var re *ta.RuntimeError
		if errors.As(err, &re) {
			if explore.Abandons(err, b.eff) {
				b.odo.Abandon()
			}
			return nil // the baselines report no runtime errors of their own
		}
		return err
	}
	if b.mode == Untimed {
		for i := range st.Fired {
			st.Fired[i] = false
		}
	}
	if b.collect != nil {
		b.collect(next)
		return nil
	}
	return b.visit(next)
}

// tick is MoDist's only way for time to pass: the global clock jumps to
// the next instant at which something the program can observe changes --
// a queued timer falls due, a schedule's instant comes, a comparison of a
// clock or of the time of day with a constant changes its answer (MoDist's
// implicit timers) -- unless something is due now. Between two such
// instants no comparison the program can make changes its answer, so a
// state there stands for every time in between; what MoDist cannot tell
// apart is where in that span a clock is reset, which decides when its own
// comparisons change later (docs/modist.md).
func (b *baseline) tick(n *node) error {
	t := b.nextChange(n)
	if t == nil {
		return nil
	}
	next := &node{st: n.st.Clone(), val: n.val.Clone()}
	if !b.delayTo(next, t) {
		return nil
	}
	return b.visit(next)
}

// nextChange is the instant tick moves n to, or nil when nothing changes
// before the horizon. An answer that changes at an instant c (x < c turns
// false at c) makes c the next instant; one that changes just after it
// (x <= c turns false after c) makes c an instant too, and the instant
// after it is half way to the next change, at most half a GCD of the
// constants later: one concrete time for the span "just past c".
func (b *baseline) nextChange(n *node) *big.Rat {
	now := n.val.Now
	var at, after []*big.Rat // instants where an answer changes, or changes just after
	add := func(list *[]*big.Rat, base *big.Rat, c int64) {
		*list = append(*list, new(big.Rat).Add(base, big.NewRat(c, 1)))
	}
	zero := new(big.Rat)
	for _, a := range b.m.Prog.Atoms() {
		if a.Y >= 0 {
			continue // a difference of clocks does not change with time
		}
		v := n.val.Value(a.X)
		if v == nil {
			continue // never reset: past every constant for good
		}
		reset := new(big.Rat).Sub(now, v)
		switch a.Op {
		case ta.OpLt, ta.OpGe:
			add(&at, reset, a.C)
		case ta.OpLe, ta.OpGt:
			add(&after, reset, a.C)
		default: // == and != change at c and again just after it
			add(&at, reset, a.C)
			add(&after, reset, a.C)
		}
	}
	for _, ivs := range b.m.Bind.Tods {
		for _, iv := range ivs {
			if iv.LoOpen {
				add(&after, zero, iv.Lo)
			} else {
				add(&at, zero, iv.Lo)
			}
			if iv.HiOpen {
				add(&at, zero, iv.Hi)
			} else {
				add(&after, zero, iv.Hi)
			}
		}
	}
	for o := range n.st.Timers {
		if n.st.Timers[o] != 0 {
			at = append(at, b.timerDue(n, o))
		}
	}
	for s := range b.m.Prog.Schedules() {
		if due, ok := b.nextOccurrence(n, s); ok {
			at = append(at, due)
		}
	}
	var first *big.Rat // the first instant after now
	justPast := false  // an answer changes just after now
	for _, t := range append(at, after...) {
		if c := t.Cmp(now); c > 0 && (first == nil || t.Cmp(first) < 0) {
			first = t
		}
	}
	for _, t := range after {
		justPast = justPast || t.Cmp(now) == 0
	}
	var h *big.Rat
	if hz := b.m.Cfg.Cal.Horizon; hz > 0 {
		h = big.NewRat(hz, 1)
	}
	if justPast {
		step := big.NewRat(b.m.Layout.G, 2)
		limit := first
		if limit == nil || (h != nil && h.Cmp(limit) < 0) {
			limit = h
		}
		if limit != nil {
			if half := new(big.Rat).Sub(limit, now); half.Quo(half, big.NewRat(2, 1)).Cmp(step) < 0 {
				step = half
			}
		}
		if step.Sign() > 0 {
			return new(big.Rat).Add(now, step)
		}
		return nil
	}
	if first == nil || (h != nil && first.Cmp(h) > 0) {
		return nil
	}
	return first
}

// delayTo lets time pass in a MoDist state until t, if it may: nothing is
// urgent now, no timer or schedule falls due before t, t is within the
// horizon, and the progress conditions still hold at t. It reports whether
// it did.
func (b *baseline) delayTo(n *node, t *big.Rat) bool {
	d := new(big.Rat).Sub(t, n.val.Now)
	switch d.Sign() {
	case -1:
		return false
	case 0:
		return true
	}
	if h := b.m.Cfg.Cal.Horizon; h > 0 && t.Cmp(big.NewRat(h, 1)) > 0 {
		return false
	}
	if urgent, err := b.m.Mach.Urgent(&n.st, n.val); err != nil || urgent {
		return false
	}
	if !b.modistBefore(n, t) {
		return false
	}
	n.val.Delay(d)
	b.m.Mach.Elapse(&n.st)
	ok, err := b.m.Mach.Progress(&n.st, n.val)
	return err == nil && ok
}

// modistBefore reports whether nothing is due strictly before t.
func (b *baseline) modistBefore(n *node, t *big.Rat) bool {
	for o := range n.st.Timers {
		if n.st.Timers[o] != 0 && b.timerDue(n, o).Cmp(t) < 0 {
			return false
		}
	}
	for s := range b.m.Prog.Schedules() {
		if due, ok := b.nextOccurrence(n, s); ok && due.Cmp(t) < 0 {
			return false
		}
	}
	return true
}

// timerDue is a queued timer's due time (the end of its window).
func (b *baseline) timerDue(n *node, t int) *big.Rat {
	tm := b.m.Prog.Timers[t]
	w := tm.Windows[n.st.Timers[t]-1]
	reset := new(big.Rat).Sub(n.val.Now, n.val.Value(tm.ClockIndex))
	return reset.Add(reset, big.NewRat(w.Hi, 1))
}

// nextOccurrence is a schedule's next instant not yet fired.
func (b *baseline) nextOccurrence(n *node, s int) (*big.Rat, bool) {
	for _, o := range b.m.Bind.Occur[s] {
		or := big.NewRat(o, 1)
		c := or.Cmp(n.val.Now)
		if c > 0 || (c == 0 && !n.st.Fired[s]) {
			return or, true
		}
	}
	return nil, false
}

// untimedClocks: every comparison goes both ways, but one instant is one
// instant: within one stimulus run, a comparison asked again gets the
// answer it got, and a clock reset in the run is zero for the rest of it.
// (Without this a rule that re-triggers itself would double its choices
// with every run of the cascade.)
type untimedClocks struct {
	ch    ta.Chooser
	memo  map[ta.ClockAtom]bool
	reset map[int]bool
}

func (c *untimedClocks) Holds(a ta.ClockAtom) bool {
	if c.ch == nil {
		return true
	}
	xr, yr := c.reset[a.X], a.Y >= 0 && c.reset[a.Y]
	if xr && (a.Y < 0 || yr) {
		return a.Op.Compare(0, a.C) // 0 - 0 or 0 against the constant
	}
	if v, ok := c.memo[a]; ok {
		return v
	}
	v := c.ch.ChooseFactor(-2, 2) == 0
	if c.memo == nil {
		c.memo = map[ta.ClockAtom]bool{}
	}
	c.memo[a] = v
	return v
}

func (c *untimedClocks) Reset(x int) {
	if c.reset == nil {
		c.reset = map[int]bool{}
	}
	c.reset[x] = true
	for a := range c.memo {
		if a.X == x || a.Y == x {
			delete(c.memo, a)
		}
	}
}

func sortStrings(s []string) { sort.Strings(s) }

// WriteText prints a baseline exploration's findings.
func (b *Baseline) WriteText(w io.Writer, prog *ta.Program) {
	fmt.Fprintf(w, "DeLorean (%s mode): %s\n", b.Mode, prog.File)
	switch b.Mode {
	case Untimed:
		fmt.Fprintln(w, "  time is ignored: timers fire whenever queued, every comparison with a clock or the time of day goes both ways")
	case Modist:
		fmt.Fprintln(w, "  one concrete clock: events happen at its time, timers at theirs; it moves only to the next timer expiry or change of a time comparison")
	}
	for _, v := range b.Violated {
		fmt.Fprintf(w, "VIOLATED  %s\n", v)
	}
	for _, u := range b.Unchecked {
		fmt.Fprintf(w, "unchecked %s (needs time)\n", u)
	}
	exec, total, missed := explore.CoverageLines(prog, b.Covered)
	fmt.Fprintf(w, "coverage: %d of %d program lines executed (%.0f%%)\n", exec, total, pct(exec, total))
	for _, m := range missed {
		fmt.Fprintf(w, "  never executed: %s\n", m)
	}
	fmt.Fprintf(w, "states: %d (%d of variables, devices and queued timers)\n", b.States, len(b.Values))
	fmt.Fprintf(w, "transitions: %d in %.3fs\n", b.Transitions, b.Elapsed.Seconds())
	if b.Mode == Untimed {
		if b.DPOR {
			fmt.Fprintf(w, "event DPOR: %d executions, %d stimulus runs; equivalent interleavings pruned (--no-dpor searches them all)\n", b.Executions, b.Executed)
		} else {
			fmt.Fprintf(w, "full stateful search: %d stimulus runs, no interleaving pruned\n", b.Executed)
		}
	}
	if b.Complete {
		fmt.Fprintln(w, "complete: no new state")
	} else {
		fmt.Fprintf(w, "INCOMPLETE: %s\n", b.StopReason)
	}
}

// projectState is the part of a state that every mode shares and that
// compare sets side by side: the variables and devices, and which timers
// are queued. It is the format of Result.Project over every variable and
// every "timer T".
func projectState(p *ta.Program, st *ta.State) string {
	parts := make([]string, 0, len(p.Vars)+len(p.Timers))
	for i, v := range p.Vars {
		parts = append(parts, v.Name+"="+explore.FormatValue(&v.Type, st.Vals[i]))
	}
	for i, t := range p.Timers {
		q := "idle"
		if st.Timers[i] != 0 {
			q = "queued"
		}
		parts = append(parts, "timer "+t.Name+"="+q)
	}
	return strings.Join(parts, " ")
}

// ProjectionNames are the names Result.Project takes to give the same
// lines as projectState.
func ProjectionNames(p *ta.Program) []string {
	var names []string
	for _, v := range p.Vars {
		names = append(names, v.Name)
	}
	for _, t := range p.Timers {
		names = append(names, "timer "+t.Name)
	}
	return names
}

func appendBools(k []byte, bs []bool) []byte {
	var b byte
	for i, x := range bs {
		if x {
			b |= 1 << (i & 7)
		}
		if i&7 == 7 {
			k, b = append(k, b), 0
		}
	}
	return append(k, b)
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}
