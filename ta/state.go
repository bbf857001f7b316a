package ta

import (
	"errors"
	"math/bits"
)

// State is the discrete part of a program state: everything except the
// values of the clocks, which a Clocks holds.
type State struct {
	Vals    []int64 // per variable
	Timers  []int32 // per timer: 0 idle, w+1 pending in window w
	RuleOff []bool  // per rule: disabled
	Fired   []bool  // per schedule: already fired at the current instant
}

// Clone returns a deep copy of s.
func (s *State) Clone() State {
	return State{
		Vals:    append([]int64(nil), s.Vals...),
		Timers:  append([]int32(nil), s.Timers...),
		RuleOff: append([]bool(nil), s.RuleOff...),
		Fired:   append([]bool(nil), s.Fired...),
	}
}

// CopyFrom overwrites s with t; both must belong to the same program.
func (s *State) CopyFrom(t *State) {
	copy(s.Vals, t.Vals)
	copy(s.Timers, t.Timers)
	copy(s.RuleOff, t.RuleOff)
	copy(s.Fired, t.Fired)
}

// Equal reports whether s and t are the same discrete state.
func (s *State) Equal(t *State) bool {
	for i := range s.Vals {
		if s.Vals[i] != t.Vals[i] {
			return false
		}
	}
	for i := range s.Timers {
		if s.Timers[i] != t.Timers[i] {
			return false
		}
	}
	for i := range s.RuleOff {
		if s.RuleOff[i] != t.RuleOff[i] {
			return false
		}
	}
	for i := range s.Fired {
		if s.Fired[i] != t.Fired[i] {
			return false
		}
	}
	return true
}

// Clocks is the interpreter's view of time. A concrete interp.Valuation answers
// with exact real-valued time; the explorer answers from a clock region.
// Both give the same answers for every constraint the program contains,
// which is what makes region exploration exact.
type Clocks interface {
	// Holds evaluates a clock constraint (constants in seconds).
	Holds(a ClockAtom) bool
	// Reset sets clock c to zero.
	Reset(c int)
}

// WallDecider is what Clocks may also offer: whether the wall clock is
// at most c everywhere (holds) or nowhere, when that is decided without
// a choice, without the side effects of a Holds call. A zone answers
// from its two bounds on the wall clock with two comparisons, where
// Holds builds and tests a constraint for each answer: a schedule's
// instants are bisected on every urgency test, over every instant of
// the horizon (a week and more under --forever). decided is false when
// only Holds can answer (the zone lies on both sides of c).
type WallDecider interface {
	WallAtMost(c int64) (holds, decided bool)
}

// Chooser resolves the choices inside one stimulus: which class (of n) of
// environmental factor f the stimulus sees, and which value in [lo, hi] a
// random expression takes.
type Chooser interface {
	ChooseFactor(f, n int) int
	ChooseRandom(lo, hi int64) int64
}

// Memo is a chooser that enumerates the runs of one stimulus from one
// state, every combination of its choices in turn, depth first (as
// explore/model's Odometer does), and remembers the points the runs came
// to. The interpreter asks it, after each order choice (Random.Order),
// whether an earlier run of the enumeration came to the same point
// after other choices: everything that can happen from the point is then
// the same, and the enumeration has tried or is trying it all from the
// earlier visit, so the run is cut short (ErrSeen). A cascade of runs
// that interleave comes to the same point by many orders (two runs'
// steps that commute, taken either way): without the memo their
// combinations multiply, with it each point is gone through once.
type Memo interface {
	// Seen reports whether an earlier run of the enumeration came to
	// the point, described by key, after other choices than the current
	// run made so far; the first time, it notes the point.
	Seen(key []byte) bool
}

// ClockSig is implemented by clocks whose runs a Memo may cut short: a
// point's key is the discrete state and what the run did so far
// (interp), with what the clocks add (AppendSig); clocks that do not
// implement it make the interpreter ask no Memo.
type ClockSig interface {
	// AppendSig appends to b what the run's clock questions so far tell
	// of the clocks beyond the clocks reset in the stimulus (which the
	// key has): nothing for clocks whose values are known (a region, a
	// valuation), the constraints taken for clocks that answer by
	// splitting a set of valuations. False says these clocks cannot
	// tell (a wrapper of clocks that do not), and no Memo is asked.
	AppendSig(b []byte) ([]byte, bool)
}

// ErrSeen is what a run cut short at a point an earlier run of its
// enumeration came to (Memo) returns: not a failure of the program, but
// a run that adds nothing to what the enumeration finds.
var ErrSeen = errors.New("the run came to where an earlier run of its stimulus came")

// Bits is a bit set.
type Bits []uint64

// NewBits returns a set able to hold n elements.
func NewBits(n int) Bits { return make(Bits, (n+63)/64) }

// Set adds i.
func (b Bits) Set(i int) { b[i>>6] |= 1 << (uint(i) & 63) }

// Has reports whether i is in the set.
func (b Bits) Has(i int) bool { return b[i>>6]&(1<<(uint(i)&63)) != 0 }

// Clear empties the set.
func (b Bits) Clear() {
	for i := range b {
		b[i] = 0
	}
}

// Or adds every element of c.
func (b Bits) Or(c Bits) {
	for i := range b {
		b[i] |= c[i]
	}
}

// Count returns the number of elements.
func (b Bits) Count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// FactorChoice records which class of a factor a stimulus saw.
type FactorChoice struct {
	Factor, Class int
}

// Effects records what one stimulus did: the accesses (for dependence and
// taint), the clocks reset, the rules run, and the statements executed.
type Effects struct {
	Stimulus int
	Reads    Bits // locations read (see Program.Loc*)
	Writes   Bits // locations written
	Resets   []int
	Rules    []int // rules run, in order
	Changed  []int // variables whose value changed, in order of first change
	Emits    []int // statement ids of the emits executed, in order
	Factors  []FactorChoice
	Randoms  []int64 // the values random expressions took, in order
	// Orders are the indices in Randoms of the draws of order choices
	// (Random.Order), in order.
	Orders []int
	// Forgotten are the values the stimulus left in the machine's
	// forgotten variables (interp.Forgotten) before they went back to
	// rest, in their order.
	Forgotten []int64
	Covered   Bits // statement ids executed
}

// NewEffects returns an Effects sized for p.
func NewEffects(p *Program) *Effects {
	return &Effects{Reads: NewBits(p.NumLocs()), Writes: NewBits(p.NumLocs()), Covered: NewBits(len(p.Stmts()))}
}

// Reset clears e for reuse.
func (e *Effects) Reset() {
	e.Stimulus = -1
	e.Reads.Clear()
	e.Writes.Clear()
	e.Resets = e.Resets[:0]
	e.Rules = e.Rules[:0]
	e.Changed = e.Changed[:0]
	e.Emits = e.Emits[:0]
	e.Factors = e.Factors[:0]
	e.Randoms = e.Randoms[:0]
	e.Orders = e.Orders[:0]
	e.Forgotten = e.Forgotten[:0]
	e.Covered.Clear()
}

// Locations: variables, then clocks, then timers, then rules' enabled flags.

// NumLocs is the number of locations accesses are recorded on.
func (p *Program) NumLocs() int { return len(p.Vars) + p.NumClocks() + len(p.Timers) + len(p.Rules) }

// LocVar is the location of variable i.
func (p *Program) LocVar(i int) int { return i }

// LocClock is the location of clock c.
func (p *Program) LocClock(c int) int { return len(p.Vars) + c }

// LocTimer is the location of timer t (whether it is queued, and when).
func (p *Program) LocTimer(t int) int { return len(p.Vars) + p.NumClocks() + t }

// LocRule is the location of rule r's enabled flag.
func (p *Program) LocRule(r int) int { return len(p.Vars) + p.NumClocks() + len(p.Timers) + r }

// LocName names a location, for reports.
func (p *Program) LocName(l int) string {
	switch {
	case l < len(p.Vars):
		return p.Vars[l].DisplayName()
	case l < len(p.Vars)+p.NumClocks():
		c := l - len(p.Vars)
		for _, t := range p.Timers {
			if t.Clock == "" && t.ClockIndex == c {
				return "clock " + t.DisplayName() // a private clock is its timer's
			}
		}
		return "clock " + p.ClockName(c)
	case l < len(p.Vars)+p.NumClocks()+len(p.Timers):
		return "timer " + p.Timers[l-len(p.Vars)-p.NumClocks()].DisplayName()
	}
	return "rule " + p.Rules[l-len(p.Vars)-p.NumClocks()-len(p.Timers)].Name + " enabled"
}

// RuntimeError is a failure while running a rule: a value outside its
// variable's range, a division by zero, rules that trigger each other
// without end. The explorer reports it like an invariant violation.
type RuntimeError struct {
	Pos Pos
	Msg string
	// OutOfRuns says the stimulus ran out of the interpreter's runs for
	// one instant (interp.Machine.MaxRuns): the rules trigger each other
	// without end, or for longer than the bound. When the runs made an
	// order choice (Effects.Orders), the engines try no other combination
	// of the stimulus's choices from that state (model.Abandons).
	OutOfRuns bool
}

// RanOutOfRuns reports whether err is a RuntimeError that ran out of
// runs (RuntimeError.OutOfRuns).
func RanOutOfRuns(err error) bool {
	var re *RuntimeError
	return errors.As(err, &re) && re.OutOfRuns
}

func (e *RuntimeError) Error() string { return e.Pos.String() + ": " + e.Msg }
