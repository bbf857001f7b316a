package liveness

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
	"github.com/delorean-mc/delorean/zones"
)

// Conditions that read the time of day (under --forever): "the alarm is
// armed every night" is always_eventually: alarm == armed && time in
// 22:00..23:00. A state of the zone graph lets time pass, and such a
// condition may change while it does; a run meets it if it holds at any
// instant, the delays' included. The check makes the condition's value a
// function of the product's state: the instants where any of its
// time-of-day atoms changes value (the ends of the atom's intervals on
// the wall clock, as interp.Binding resolves them for the calendar: the
// cuts) split the wall clock into cells, each cut a cell of one instant
// and each stretch between two cuts an open cell, and each zone of the
// graph is split into its parts in each cell. Every atom has one value in
// a cell, so the condition does too (with the discrete state). Time
// passing moves the wall clock, so a run goes through the cells in their
// order, and a transition keeps the wall clock (the wrap at midnight
// sets it to one instant), so the entry of a successor is in the cell its
// parent's part was in. A successor's part in cell k was reached through
// every cell from the entry's to k, and only through them: a run that is
// committed (a leads-to's target never again) may be in it only if the
// target holds in none of them, and a trigger met in one of them (a
// state's condition, or a condition becoming true as time passes) may
// commit the run from there. The parts are exact: a part of the zone
// closed under time passing from its entry is still, within one cell,
// the set the run reaches there. The cells are finite, so the product
// stays finite. Extrapolation keeps the wall clock exact: its bounds are
// the binding's constants (the cuts among them), and the check uses the
// global bounds, which have them in every location.
//
// Sun times are fixed in a liveness check (one sunrise and one sunset
// every day), so a condition at sunset is one at a time of day. A
// condition on another clock of the program (a timer's, x > 5) is
// refused: its value changes at instants the zones do not keep apart
// after extrapolation.

// cellClocks answers the wall-clock questions of a condition in one cell
// (a cut, or the open stretch between two): the cuts are every constant
// the condition's time-of-day atoms compare the wall clock with, so no
// constant lies inside an open cell and one point of it answers for all.
type cellClocks struct {
	cuts []int64
	cell int
	bad  *error
}

// rep2 is twice a point of the cell (cell 2i+1 is cuts[i]; cell 2i the
// stretch below it, above cuts[i-1]).
func (c cellClocks) rep2() int64 {
	n := len(c.cuts)
	switch {
	case c.cell%2 == 1:
		return 2 * c.cuts[c.cell/2]
	case n == 0:
		return 0
	case c.cell == 0:
		return 2*c.cuts[0] - 1
	case c.cell == 2*n:
		return 2*c.cuts[n-1] + 1
	}
	return c.cuts[c.cell/2-1] + c.cuts[c.cell/2]
}

func (c cellClocks) Holds(a ta.ClockAtom) bool {
	if a.X != ta.WallClock || a.Y >= 0 {
		c.fail(fmt.Errorf("liveness: internal error: a condition asked about clock %d in a time-of-day cell", a.X))
		return false
	}
	if c.cell%2 == 0 {
		// Inside an open cell: the constant must not be (it would be a cut).
		if lo, hi := c.open(); lo < a.C && a.C < hi {
			c.fail(fmt.Errorf("liveness: internal error: %d s is inside the cell of the wall clock between %d and %d", a.C, lo, hi))
		}
	}
	// The wall clock's values are within a week of the start, and the
	// constants too: twice them is far from overflowing.
	return compareInt(c.rep2(), a.Op, 2*a.C)
}

// compareInt reports whether v op k.
func compareInt(v int64, op ta.Op, k int64) bool {
	d := 0
	if v < k {
		d = -1
	} else if v > k {
		d = 1
	}
	return compareSign(d, op)
}

// open is an open cell's ends (the extremes of int64 for none).
func (c cellClocks) open() (lo, hi int64) {
	lo, hi = -1<<62, 1<<62
	if k := c.cell/2 - 1; k >= 0 {
		lo = c.cuts[k]
	}
	if k := c.cell / 2; k < len(c.cuts) {
		hi = c.cuts[k]
	}
	return lo, hi
}

func (c cellClocks) Reset(int) {
	c.fail(fmt.Errorf("liveness: internal error: a condition reset a clock"))
}

func (c cellClocks) fail(err error) {
	if *c.bad == nil {
		*c.bad = err
	}
}

// compare reports whether v op k.
func compare(v *big.Rat, op ta.Op, k int64) bool {
	return compareSign(v.Cmp(new(big.Rat).SetInt64(k)), op)
}

// compareSign reports whether a comparison whose sign (v - k) is d
// makes v op k true.
func compareSign(d int, op ta.Op) bool {
	switch op {
	case ta.OpLt:
		return d < 0
	case ta.OpLe:
		return d <= 0
	case ta.OpGt:
		return d > 0
	case ta.OpGe:
		return d >= 0
	case ta.OpEq:
		return d == 0
	case ta.OpNe:
		return d != 0
	}
	return false
}

// todAtoms returns the time-of-day atoms e reads (the labels' it names
// included), or an error at the first clock it reads.
func todAtoms(p *ta.Program, e ta.Expr, into map[int]bool) error {
	var bad error
	var visit func(n any) bool
	visit = func(n any) bool {
		switch e := n.(type) {
		case *ta.TimeIn:
			into[e.Tod] = true
			return false
		case *ta.Binary:
			if e.Tod >= 0 {
				into[e.Tod] = true
				return false
			}
			if e.Atom >= 0 {
				bad = fmt.Errorf("%s compares a clock", ta.ExprString(e))
			}
		case *ta.Ident:
			switch e.Ref.Kind {
			case ta.RefClock, ta.RefTime:
				bad = fmt.Errorf("%s reads a clock", ta.ExprString(e))
			case ta.RefLabel:
				if err := todAtoms(p, p.Labels[e.Ref.Index].Cond, into); err != nil && bad == nil {
					bad = err
				}
			}
		}
		return bad == nil
	}
	ta.Inspect(e, visit)
	return bad
}

// timeCuts sets up the cells of the conditions' time-of-day atoms
// (g.cuts, g.atoms), or refuses them.
func (g *Zones) timeCuts(conds []ta.Expr) error {
	atoms := map[int]bool{}
	for _, e := range conds {
		if e == nil {
			continue
		}
		if err := todAtoms(g.m.Prog, e, atoms); err != nil {
			return fmt.Errorf("%s%s: %v: a liveness property may read the time of day, not a clock (a clock's value is not kept apart past its largest constant)", posText(g.prop.Pos), g.prop.Name, err)
		}
	}
	if len(atoms) == 0 {
		return nil
	}
	if !g.wraps {
		return fmt.Errorf("%s%s: the property reads the time of day: check it with --forever, every day, the time of day wrapping at midnight", posText(g.prop.Pos), g.prop.Name)
	}
	b := g.m.Bind
	for a := range atoms {
		g.atoms = append(g.atoms, a)
	}
	slices.Sort(g.atoms)
	for _, a := range g.atoms {
		if len(b.SunTods[a]) > 0 {
			return fmt.Errorf("%s%s: the property reads a sun time that moves within a range; liveness takes one --sunrise and one --sunset time", posText(g.prop.Pos), g.prop.Name)
		}
		for _, iv := range b.Tods[a] {
			g.cuts = append(g.cuts, iv.Lo, iv.Hi)
		}
	}
	slices.Sort(g.cuts)
	g.cuts = slices.Compact(g.cuts)
	g.timed = true
	return nil
}

// cellOf is the cell of the wall clock's value v.
func (g *Zones) cellOf(v int64) int {
	i, found := slices.BinarySearch(g.cuts, v)
	if found {
		return 2*i + 1
	}
	return 2 * i
}

// cellConstraints are the constraints on the wall clock (DBM index 1)
// of cell k.
func (g *Zones) cellConstraints(k int) ([]zones.Constraint, error) {
	wall := ta.WallClock + 1
	var out []zones.Constraint
	add := func(i, j int, c int64, strict bool) error {
		b, err := zones.NewBound(c, strict)
		out = append(out, zones.Constraint{I: i, J: j, B: b})
		return err
	}
	if k%2 == 1 {
		c := g.cuts[k/2]
		if err := add(wall, 0, c, false); err != nil {
			return nil, err
		}
		return out, add(0, wall, -c, false)
	}
	if i := k/2 - 1; i >= 0 {
		if err := add(0, wall, -g.cuts[i], true); err != nil {
			return nil, err
		}
	}
	if i := k / 2; i < len(g.cuts) {
		if err := add(wall, 0, g.cuts[i], true); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// part is a zone state's part in one cell, with its record for traces:
// the zone's, and the cell's constraints when the run leaves it.
type part struct {
	cell int
	z    zone.State
	tr   *ztrace.Transit
}

// parts splits z (reached by stim) into its parts in the cells, in their
// order; without cells, z is its one part.
func (g *Zones) parts(z zone.State, stim int) ([]part, error) {
	if !g.timed {
		return []part{{z: z}}, nil
	}
	wall := ta.WallClock + 1
	lo, hi := -z.Zone.At(0, wall).Value(), z.Zone.At(wall, 0).Value()
	var out []part
	for k := g.cellOf(lo) - 1; k <= g.cellOf(hi)+1 && k <= 2*len(g.cuts); k++ {
		if k < 0 {
			continue
		}
		cs, err := g.cellConstraints(k)
		if err != nil {
			return nil, err
		}
		d := z.Zone.Copy()
		if ok, err := d.ConstrainAll(cs); err != nil {
			return nil, err
		} else if !ok {
			continue
		}
		zp := z
		zp.Zone = d
		// The cell holds where the run is when it leaves the state: at
		// the end of the record's last phase (after its delay, if any).
		tr := &ztrace.Transit{Phases: []ztrace.Phase{{}}}
		if h := z.Hop(stim).Tr; h != nil && len(h.Phases) > 0 {
			tr = h.Clone()
		}
		if last := &tr.Phases[len(tr.Phases)-1]; last.Delay {
			tr.Phases = append(tr.Phases, ztrace.Phase{Ops: ztrace.ConstraintOps(nil, cs)})
		} else {
			last.Ops = ztrace.ConstraintOps(last.Ops, cs)
		}
		out = append(out, part{cell: k, z: zp, tr: tr})
	}
	return out, nil
}

// entryCell is the cell a successor of p (nil: a start state) by stim
// is entered in: its parent's, or the wrap's instant's, or the start's.
func (g *Zones) entryCell(p *State, z zone.State, stim int) int {
	switch {
	case !g.timed:
		return 0
	case p == nil:
		return g.cellOf(0)
	case g.ticks(stim, z):
		cal := &g.m.Cfg.Cal
		return g.cellOf(cal.WrapAt - cal.Wrap)
	}
	return p.cell
}

// wallAt answers the wall-clock questions of a condition at one instant
// of a concrete run (the replay's check, which knows nothing of cells).
type wallAt struct {
	t   *big.Rat
	bad *error
}

func (w wallAt) Holds(a ta.ClockAtom) bool {
	if a.X != ta.WallClock || a.Y >= 0 {
		if *w.bad == nil {
			*w.bad = fmt.Errorf("liveness: internal error: a condition asked about clock %d", a.X)
		}
		return false
	}
	return compare(w.t, a.Op, a.C)
}

func (w wallAt) Reset(int) {
	if *w.bad == nil {
		*w.bad = fmt.Errorf("liveness: internal error: a condition reset a clock")
	}
}

// instants are the instants of [from, to] at which c's value, read at
// each of them in st, tells whether it holds anywhere in [from, to] on
// m's calendar (the replay's, unwrapped): the ends, the ends of the time-
// of-day atoms' intervals in between, and a point between each two.
func instants(b *interp.Binding, atoms []int, from, to *big.Rat) []*big.Rat {
	pts := []*big.Rat{from, to}
	for _, a := range atoms {
		for _, iv := range b.Tods[a] {
			for _, c := range []int64{iv.Lo, iv.Hi} {
				r := new(big.Rat).SetInt64(c)
				if r.Cmp(from) > 0 && r.Cmp(to) < 0 {
					pts = append(pts, r)
				}
			}
		}
	}
	slices.SortFunc(pts, func(x, y *big.Rat) int { return x.Cmp(y) })
	pts = slices.CompactFunc(pts, func(x, y *big.Rat) bool { return x.Cmp(y) == 0 })
	out := []*big.Rat{pts[0]}
	for k, p := range pts[1:] {
		mid := new(big.Rat).Add(pts[k], p)
		out = append(out, mid.Quo(mid, big.NewRat(2, 1)), p)
	}
	return out
}
