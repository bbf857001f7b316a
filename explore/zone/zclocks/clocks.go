// Package zclocks answers the interpreter's clock questions on a zone:
// the ta.Clocks of the zone engine (package zone), which splits the zone
// where a question's answer is not the same in all of it and logs the
// constraints and resets of each run, for the parts of the zone a run
// stands for and the symbolic path of its trace (package ztrace).
package zclocks

import (
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Clocks answers the interpreter's clock questions on a zone (it is the
// ta.Clocks the zone engine runs the interpreter with). A
// question the zone decides is answered; one it does not decide is a
// choice point of Ch whose options are the answers' non-empty parts of
// the zone (x ≠ c and x == c have three: below, at, above), and the
// chosen part becomes the zone. Every constraint added is logged, so that
// a caller can see which part of the zone a run's answers stand for.
//
// The fields are the interface: the search sets Z, Shared, Ch and the
// logs before each run and reads them after it, on every transition.
type Clocks struct {
	Z *zones.DBM
	// Shared: Z is not this run's own (a stored zone, or the zone a
	// split starts from) and is copied before its first change. Most
	// questions are decided by the zone, and most runs change nothing
	// but the clocks they reset.
	Shared bool
	Ch     *search.Odometer
	Log    []zones.Constraint
	// Ops logs the constraints and the resets in the order they were
	// made, for the symbolic path a trace is concretised from.
	Ops []ztrace.Op
	Err error // the first overflow (constants beyond zones.MaxConst)

	opts [3][]zones.Constraint // scratch: the options of one question
	ans  [3]bool
	tmp  *zones.DBM
	// spare are zones the caller is done with (Release), which own and
	// Alloc overwrite instead of allocating: a run's own zone is
	// garbage once its successors are stored (the store keeps copies),
	// and copying them was most of the zone search's allocation.
	spare []*zones.DBM
}

// maxSpare bounds the zones kept for reuse.
const maxSpare = 64

// Alloc returns a copy of z, in a released zone if there is one.
func (c *Clocks) Alloc(z *zones.DBM) *zones.DBM {
	if n := len(c.spare); n > 0 {
		d := c.spare[n-1]
		c.spare = c.spare[:n-1]
		d.CopyFrom(z)
		return d
	}
	return z.Copy()
}

// Release gives back a zone that nothing refers to any more (of the
// same dimension), for Alloc and own to reuse. Releasing a zone still
// referred to, or twice, is a bug: two zones would share storage.
func (c *Clocks) Release(d *zones.DBM) {
	if len(c.spare) < maxSpare {
		c.spare = append(c.spare, d)
	}
}

// New returns the clocks of zones over n clocks, choosing with ch where
// a zone does not decide a question.
func New(n int, ch *search.Odometer) *Clocks {
	tmp, _ := zones.New(n)
	return &Clocks{Ch: ch, tmp: tmp}
}

// feasible reports whether the canonical zone Z meets every constraint of cs.
func (c *Clocks) feasible(cs []zones.Constraint) bool {
	if len(cs) == 1 {
		k := cs[0]
		// z ∩ (x_I − x_J ≺ B) is empty exactly when x_J − x_I's bound
		// in z plus B is a negative cycle.
		s, err := c.Z.At(k.J, k.I).Add(k.B)
		if err != nil {
			c.fail(err)
			return false
		}
		return s >= zones.LEZero
	}
	c.tmp.CopyFrom(c.Z)
	ok, err := c.tmp.ConstrainAll(cs)
	if err != nil {
		c.fail(err)
		return false
	}
	return ok
}

func (c *Clocks) fail(err error) {
	if c.Err == nil {
		c.Err = err
	}
}

// A Case is one of the parts a clock comparison splits a zone into: the
// constraint on the compared difference there, and the comparison's
// answer on it.
type Case struct {
	Op    zones.Op
	Holds bool
}

var cases = map[ta.Op][]Case{
	ta.OpLt: {{zones.OpLT, true}, {zones.OpGE, false}},
	ta.OpLe: {{zones.OpLE, true}, {zones.OpGT, false}},
	ta.OpGt: {{zones.OpGT, true}, {zones.OpLE, false}},
	ta.OpGe: {{zones.OpGE, true}, {zones.OpLT, false}},
	ta.OpEq: {{zones.OpEQ, true}, {zones.OpLT, false}, {zones.OpGT, false}},
	ta.OpNe: {{zones.OpLT, true}, {zones.OpGT, true}, {zones.OpEQ, false}},
}

// Cases are the parts, in a fixed order, that a clock comparison with op
// splits a zone into (none for an operator that is no comparison).
func Cases(op ta.Op) []Case { return cases[op] }

// Holds implements ta.Clocks.
func (c *Clocks) Holds(a ta.ClockAtom) bool {
	x, y := a.X+1, 0
	if a.Y >= 0 {
		y = a.Y + 1
	}
	if ans, ok := c.decided(x, y, a.Op, a.C); ok {
		return ans
	}
	// The options, in a fixed order, with the answer each gives.
	n := 0
	add := func(op zones.Op, ans bool) {
		cs, err := zones.AppendAtom(c.opts[n][:0], x, y, op, a.C)
		if err != nil {
			c.fail(err)
		}
		c.opts[n], c.ans[n] = cs, ans
		n++
	}
	for _, o := range Cases(a.Op) {
		add(o.Op, o.Holds)
	}
	if c.Err != nil {
		return false
	}
	// Keep the non-empty options, in order.
	k := 0
	for i := 0; i < n; i++ {
		if c.feasible(c.opts[i]) {
			c.opts[k], c.opts[i] = c.opts[i], c.opts[k]
			c.ans[k], c.ans[i] = c.ans[i], c.ans[k]
			k++
		}
	}
	if c.Err != nil || k == 0 {
		// An empty zone asks nothing in a correct caller; answer false.
		return false
	}
	pick := 0
	if k > 1 {
		// Two options with the same answer need no choice when one of
		// them is the whole zone, which feasible has ruled out: each
		// option here is a proper part.
		pick = c.Ch.ChooseFactor(-1, k)
	}
	if k > 1 || !c.whole(c.opts[pick]) {
		c.own()
		if _, err := c.Z.ConstrainAll(c.opts[pick]); err != nil {
			c.fail(err)
		}
		c.Log = append(c.Log, c.opts[pick]...)
		for _, k := range c.opts[pick] {
			c.Ops = append(c.Ops, ztrace.Op{C: k})
		}
	}
	return c.ans[pick]
}

// decided answers x - y op k when the zone decides it (one of the
// comparison's parts, Cases, is non-empty and the others empty), from
// the zone's two bounds on x - y, without the options Holds builds: most
// questions are decided, and building and testing every option was most
// of the cost of asking (Binding.Due's bisection over a schedule's
// instants asks several per schedule, the more the longer the wall clock
// runs: a week under --forever). ok is false when two parts are
// non-empty (a choice, even between two parts with the same answer, as
// Holds makes it) and where a constant overflows: Holds then asks the
// long way, which answers the same when it decides.
func (c *Clocks) decided(x, y int, op ta.Op, k int64) (ans, ok bool) {
	if k > zones.MaxConst || k < -zones.MaxConst {
		return false, false
	}
	// The projection of the canonical zone on x - y is an interval, from
	// -At(y, x) to At(x, y): a part is non-empty when the interval meets
	// it, and == is the conjunction of <= and >=, each met.
	le, _ := zones.LE(k)
	lt, _ := zones.LT(k)
	ge, _ := zones.LE(-k)
	gt, _ := zones.LT(-k)
	below, ok1 := c.meets(x, y, lt) // some x - y < k
	upto, ok2 := c.meets(x, y, le)
	from, ok3 := c.meets(y, x, ge)
	above, ok4 := c.meets(y, x, gt) // some x - y > k
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return false, false // an overflow, which Holds records
	}
	at := upto && from
	// The parts of op (Cases), each with its answer.
	var parts [3]struct{ nonEmpty, holds bool }
	switch op {
	case ta.OpLt:
		parts[0].nonEmpty, parts[0].holds = below, true
		parts[1].nonEmpty = at || above
	case ta.OpLe:
		parts[0].nonEmpty, parts[0].holds = below || at, true
		parts[1].nonEmpty = above
	case ta.OpGt:
		parts[0].nonEmpty, parts[0].holds = above, true
		parts[1].nonEmpty = below || at
	case ta.OpGe:
		parts[0].nonEmpty, parts[0].holds = at || above, true
		parts[1].nonEmpty = below
	case ta.OpEq:
		parts[0].nonEmpty, parts[0].holds = at, true
		parts[1].nonEmpty, parts[2].nonEmpty = below, above
	case ta.OpNe:
		parts[0].nonEmpty, parts[0].holds = below, true
		parts[1].nonEmpty, parts[1].holds = above, true
		parts[2].nonEmpty = at
	default:
		return false, false
	}
	n := 0
	for _, p := range parts {
		if p.nonEmpty {
			n, ans = n+1, p.holds
		}
	}
	return ans, n == 1
}

// WallAtMost implements ta.WallDecider: the wall clock is at most c in
// all of Z, or in none of it, as Holds would answer without a choice.
func (c *Clocks) WallAtMost(k int64) (holds, decided bool) {
	if k > zones.MaxConst || k < -zones.MaxConst {
		return false, false // Holds records the overflow
	}
	w := ta.WallClock + 1
	// -lo ≺ 0 - wall and wall ≺ hi: some value is at most k unless the
	// least one is above it; some is above k unless the greatest is not.
	lo, hi := c.Z.At(0, w), c.Z.At(w, 0)
	below := -lo.Value() < k || -lo.Value() == k && !lo.Strict()
	above := hi == zones.Infinity || hi.Value() > k
	if below == above {
		return false, false
	}
	return below, true
}

// meets reports whether the canonical zone Z meets x_i − x_j ≺ b (as
// feasible does for one constraint); ok is false on an overflow.
func (c *Clocks) meets(i, j int, b zones.Bound) (yes, ok bool) {
	s, err := c.Z.At(j, i).Add(b)
	return s >= zones.LEZero, err == nil
}

// whole reports whether the zone already satisfies every constraint of cs.
func (c *Clocks) whole(cs []zones.Constraint) bool {
	for _, k := range cs {
		if c.Z.At(k.I, k.J) > k.B {
			return false
		}
	}
	return true
}

// Reset implements ta.Clocks.
func (c *Clocks) Reset(x int) {
	c.own()
	c.Z.Reset(x + 1)
	c.Ops = append(c.Ops, ztrace.Op{Reset: x + 1})
}

// own makes Z this run's own, copying it if it is shared.
func (c *Clocks) own() {
	if c.Shared {
		c.Z, c.Shared = c.Alloc(c.Z), false
	}
}

// Free frees clock x (a closed observer's), so that it does not split
// zones; a clock already free leaves a shared zone unchanged.
func (c *Clocks) Free(x int) {
	if c.Z.At(x+1, 0) == zones.Infinity && c.Z.At(0, x+1) == zones.LEZero && c.freeAlready(x+1) {
		return
	}
	c.own()
	c.Z.Free(x + 1)
}

// freeAlready reports whether clock x (DBM index) is free in Z: no
// constraint but x ≥ 0, relative to every other clock as well.
func (c *Clocks) freeAlready(x int) bool {
	for j := 0; j < c.Z.Dim(); j++ {
		if j != x && (c.Z.At(x, j) != zones.Infinity || c.Z.At(j, x) != c.Z.At(j, 0)) {
			return false
		}
	}
	return true
}
