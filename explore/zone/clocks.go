package zone

import (
	"github.com/delorean-mc/delorean/explore/search"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// chooser enumerates every combination of the choices one run of the
// interpreter makes, by re-running it: the classes of environmental
// factors, random values, and the answers to clock questions that the
// current zone does not decide. The first run takes choice 0 everywhere;
// each next run advances the last choice point that has another option
// (the region explorer's odometer itself, with clock answers as choice
// points too). A run is deterministic given its choices, so the choice points
// of a prefix are the same in every run that shares it.
type chooser = search.Odometer

// zoneClocks answers the interpreter's clock questions on a zone. A
// question the zone decides is answered; one it does not decide is a
// choice point of ch whose options are the answers' non-empty parts of
// the zone (x ≠ c and x == c have three: below, at, above), and the
// chosen part becomes the zone. Every constraint added is logged, so that
// a caller can see which part of the zone a run's answers stand for.
type zoneClocks struct {
	z *zones.DBM
	// shared: z is not this run's own (a stored zone, or the zone a
	// split starts from) and is copied before its first change. Most
	// questions are decided by the zone, and most runs change nothing
	// but the clocks they reset.
	shared bool
	ch     *chooser
	log    []zones.Constraint
	// ops logs the constraints and the resets in the order they were
	// made, for the symbolic path a trace is concretised from.
	ops []op
	err error // the first overflow (constants beyond zones.MaxConst)

	opts [3][]zones.Constraint // scratch: the options of one question
	ans  [3]bool
	tmp  *zones.DBM
}

func newZoneClocks(n int, ch *chooser) *zoneClocks {
	tmp, _ := zones.New(n)
	return &zoneClocks{ch: ch, tmp: tmp}
}

// feasible reports whether the canonical zone z meets every constraint of cs.
func (c *zoneClocks) feasible(cs []zones.Constraint) bool {
	if len(cs) == 1 {
		k := cs[0]
		// z ∩ (x_I − x_J ≺ B) is empty exactly when x_J − x_I's bound
		// in z plus B is a negative cycle.
		s, err := c.z.At(k.J, k.I).Add(k.B)
		if err != nil {
			c.fail(err)
			return false
		}
		return s >= zones.LEZero
	}
	c.tmp.CopyFrom(c.z)
	ok, err := c.tmp.ConstrainAll(cs)
	if err != nil {
		c.fail(err)
		return false
	}
	return ok
}

func (c *zoneClocks) fail(err error) {
	if c.err == nil {
		c.err = err
	}
}

// Holds implements ta.Clocks.
func (c *zoneClocks) Holds(a ta.ClockAtom) bool {
	x, y := a.X+1, 0
	if a.Y >= 0 {
		y = a.Y + 1
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
	switch a.Op {
	case ta.OpLt:
		add(zones.OpLT, true)
		add(zones.OpGE, false)
	case ta.OpLe:
		add(zones.OpLE, true)
		add(zones.OpGT, false)
	case ta.OpGt:
		add(zones.OpGT, true)
		add(zones.OpLE, false)
	case ta.OpGe:
		add(zones.OpGE, true)
		add(zones.OpLT, false)
	case ta.OpEq:
		add(zones.OpEQ, true)
		add(zones.OpLT, false)
		add(zones.OpGT, false)
	case ta.OpNe:
		add(zones.OpLT, true)
		add(zones.OpGT, true)
		add(zones.OpEQ, false)
	}
	if c.err != nil {
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
	if c.err != nil || k == 0 {
		// An empty zone asks nothing in a correct caller; answer false.
		return false
	}
	pick := 0
	if k > 1 {
		// Two options with the same answer need no choice when one of
		// them is the whole zone, which feasible has ruled out: each
		// option here is a proper part.
		pick = c.ch.ChooseFactor(-1, k)
	}
	if k > 1 || !c.whole(c.opts[pick]) {
		c.own()
		if _, err := c.z.ConstrainAll(c.opts[pick]); err != nil {
			c.fail(err)
		}
		c.log = append(c.log, c.opts[pick]...)
		for _, k := range c.opts[pick] {
			c.ops = append(c.ops, op{c: k})
		}
	}
	return c.ans[pick]
}

// whole reports whether the zone already satisfies every constraint of cs.
func (c *zoneClocks) whole(cs []zones.Constraint) bool {
	for _, k := range cs {
		if c.z.At(k.I, k.J) > k.B {
			return false
		}
	}
	return true
}

// Reset implements ta.Clocks.
func (c *zoneClocks) Reset(x int) {
	c.own()
	c.z.Reset(x + 1)
	c.ops = append(c.ops, op{reset: x + 1})
}

// own makes z this run's own, copying it if it is shared.
func (c *zoneClocks) own() {
	if c.shared {
		c.z, c.shared = c.z.Copy(), false
	}
}

// free frees clock x (a closed observer's).
func (c *zoneClocks) free(x int) {
	if c.z.At(x+1, 0) == zones.Infinity && c.z.At(0, x+1) == zones.LEZero && c.freeAlready(x+1) {
		return
	}
	c.own()
	c.z.Free(x + 1)
}

// freeAlready reports whether clock x (DBM index) is free in z: no
// constraint but x ≥ 0, relative to every other clock as well.
func (c *zoneClocks) freeAlready(x int) bool {
	for j := 0; j < c.z.Dim(); j++ {
		if j != x && (c.z.At(x, j) != zones.Infinity || c.z.At(j, x) != c.z.At(j, 0)) {
			return false
		}
	}
	return true
}

// op is a step of a transition's symbolic record: a constraint, or the
// reset of a clock (reset ≥ 1, its index in the DBM).
type op struct {
	c     zones.Constraint
	reset int
}
