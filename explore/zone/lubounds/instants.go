package lubounds

import (
	"cmp"
	"slices"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/zones"
)

// Clocks asked only at schedule instants (issue 42, corpus 06).
//
// Home Assistant's `for:` conditions become clocks that only the rule of
// a `time_pattern` or `time` trigger compares, and only at the
// schedule's instants, which are known wall-clock times. Asked at
// instant t, x ⋈ c is a question about x's reset time r = t − x, which
// does not change as time passes: x > c is r < t − c. So from a zone, the
// future answers of x depend only on where r lies among the cuts t − c
// of the instants t still ahead, and two valuations that differ only in
// x with r between the same two cuts are bisimilar (the same answers at
// every instant, the same values of everything else). Freeing x in a
// zone and constraining r to that interval adds only such valuations: no
// discrete state, violation, or earliest time on the wall clock changes
// (the wall clock is not touched), and the path of a trace is
// concretised on the exact zones (ztrace). What it forgets is the order
// of the resets of such clocks between two cuts: a slot of corpus 06's
// five-minute schedule held one zone per order in which the environment
// had toggled the lights, none included in another, as the LU bounds of
// the clocks (180-900 s) keep them apart wherever the automation can
// still pass later.

// Instants abstracts the clocks of a model that only schedules ask, at
// their instants: see Abstract.
type Instants struct {
	wall   int // the wall clock's DBM index
	clocks []instantClock
}

// instantClock is one clock asked at instants only.
type instantClock struct {
	x    int     // DBM index
	occ  []int64 // the instants it may be asked at, ascending, distinct
	cuts []cut   // the kinds of question asked of it
}

// cut is a question x ⋈ c asked at an instant t, as the cut it makes on
// the reset time r = t − x: r < t − c (le false: x > c, x ≤ c) or
// r ≤ t − c (le true: x ≥ c, x < c); x == c makes both.
type cut struct {
	c  int64
	le bool
}

// InstantClocks returns the clocks of m that are asked only at the
// instants of wall-clock schedules, with those instants, or nil when
// there are none. A clock qualifies when no timer runs on it, no
// progress, urgent or property condition reads it, no diagonal compares
// it, and every stimulus whose runs may read it (its rules, those they
// run and those their changes trigger: the same closure as the bounds'
// analysis) is a schedule without sun clocks. The wall clock must not
// wrap (--forever) and the sun times must be fixed: the instants are
// then the binding's, on the wall clock, which never resets.
func InstantClocks(m *explore.Model) *Instants {
	p := m.Prog
	if m.Bind == nil || len(m.Bind.Sun) > 0 || m.Cfg.Cal.Wrap > 0 {
		return nil
	}
	var conds []ta.Expr
	conds = append(conds, p.Progress...)
	conds = append(conds, p.Urgent...)
	for _, pr := range m.Props {
		for _, x := range []ta.Expr{pr.Cond, pr.While, pr.Edge} {
			if x != nil {
				conds = append(conds, x)
			}
		}
	}
	inCond := make([]bool, p.NumClocks())
	for _, c := range conds {
		for _, l := range analysis.ExprLocs(p, c) {
			if isClock(p, l) {
				inCond[l-len(p.Vars)] = true
			}
		}
	}
	timed := make([]bool, p.NumClocks())
	for _, tm := range p.Timers {
		timed[tm.ClockIndex] = true
	}
	cuts := make([][]cut, p.NumClocks())
	diag := make([]bool, p.NumClocks())
	for _, a := range p.Atoms() {
		if a.Y >= 0 {
			diag[a.X], diag[a.Y] = true, true
			continue
		}
		var ks []cut
		switch a.Op {
		case ta.OpGt, ta.OpLe:
			ks = []cut{{a.C, false}}
		case ta.OpGe, ta.OpLt:
			ks = []cut{{a.C, true}}
		default:
			ks = []cut{{a.C, false}, {a.C, true}}
		}
		for _, k := range ks {
			if !slices.Contains(cuts[a.X], k) {
				cuts[a.X] = append(cuts[a.X], k)
			}
		}
	}
	sums := summarize(p)
	stims := p.Stimuli()
	out := &Instants{wall: ta.WallClock + 1}
	for c := ta.WallClock + 1; c < p.NumClocks(); c++ {
		if timed[c] || inCond[c] || diag[c] || len(cuts[c]) == 0 {
			continue
		}
		var occ []int64
		ok, asked := true, false
		for si, s := range sums {
			if !s.reads.Has(p.LocClock(c)) {
				continue
			}
			st := stims[si]
			if st.Kind != ta.StimSchedule || len(m.Bind.SunOccur[st.Index]) > 0 {
				ok = false
				break
			}
			asked = true
			occ = append(occ, m.Bind.Occur[st.Index]...)
		}
		if !ok || !asked {
			continue
		}
		slices.Sort(occ)
		ks := slices.Clone(cuts[c])
		slices.SortFunc(ks, func(a, b cut) int {
			return cmp.Or(cmp.Compare(a.c, b.c), cmp.Compare(boolInt(a.le), boolInt(b.le)))
		})
		out.clocks = append(out.clocks, instantClock{x: c + 1, occ: slices.Compact(occ), cuts: ks})
	}
	if len(out.clocks) == 0 {
		return nil
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Clocks returns the DBM indices of the clocks abstracted, ascending.
func (in *Instants) Clocks() []int {
	var xs []int
	for _, c := range in.clocks {
		xs = append(xs, c.x)
	}
	return xs
}

// bound is the bound of the cut: r < t − c, or r ≤ t − c.
func (k cut) bound(t int64) zones.Bound {
	b, err := zones.NewBound(t-k.c, !k.le)
	if err != nil {
		return zones.Infinity
	}
	return b
}

// Abstract frees each clock of in in the canonical, non-empty zone z,
// constraining only its reset time r to the class of r among the cuts of
// the instants still ahead of z (at or after its earliest wall time): the
// interval between the nearest cut below all of z's reset times and the
// nearest above. The result is canonical. When some clock's reset times
// in z straddle a cut, z is left as it is and the cut is returned (as the
// constraint wall − x ≺ b, which one side of it satisfies): the caller
// stores each side on its own.
func (in *Instants) Abstract(z *zones.DBM) (zones.Constraint, bool) {
	for i := range in.clocks {
		if _, _, k, cut := in.class(z, &in.clocks[i]); cut {
			return k, true
		}
	}
	w := in.wall
	for i := range in.clocks {
		x := in.clocks[i].x
		below, above, _, _ := in.class(z, &in.clocks[i])
		z.Free(x)
		if above != zones.Infinity {
			z.Constrain(w, x, above)
		}
		if below != zones.Infinity {
			b, _ := below.Negate()
			z.Constrain(x, w, b)
		}
	}
	return zones.Constraint{}, false
}

// class returns the class of clock c's reset times r = wall − x in z: r
// is above the cut r ≺ below (Infinity: no cut below) and within
// r ≺ above (Infinity: none above); or, when they straddle a cut, that
// cut as a constraint.
func (in *Instants) class(z *zones.DBM, c *instantClock) (below, above zones.Bound, k zones.Constraint, cut bool) {
	w, x := in.wall, c.x
	// The instants at or after z's earliest wall time (when that is
	// strict, those at it are behind every valuation: keeping them only
	// cuts finer).
	occ := c.occ[sortSearch(c.occ, -z.At(0, w).Value()):]
	hi, neg := z.At(w, x), z.At(x, w) // r ≺ hi, −r ≺ neg
	below, above = zones.Infinity, zones.Infinity
	for _, q := range c.cuts {
		// r is above the cut r ≺ b when −r ≺ 1−b (b.Negate) holds of
		// it; below it when r ≺ b does. For one kind of question the
		// cuts grow with the instants: j is the first that r is not
		// above.
		j := searchCut(occ, func(t int64) bool {
			n, _ := q.bound(t).Negate()
			return neg > n
		})
		if j < len(occ) {
			b := q.bound(occ[j])
			if hi > b {
				return 0, 0, zones.Constraint{I: w, J: x, B: b}, true
			}
			above = min(above, b)
		}
		if j > 0 {
			if b := q.bound(occ[j-1]); below == zones.Infinity || b > below {
				below = b
			}
		}
	}
	return below, above, zones.Constraint{}, false
}

// sortSearch is the index of the first instant at or after from.
func sortSearch(occ []int64, from int64) int {
	i, _ := slices.BinarySearch(occ, from)
	return i
}

// searchCut is the first index of occ where f holds (f is monotone).
func searchCut(occ []int64, f func(int64) bool) int {
	lo, hi := 0, len(occ)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if !f(occ[m]) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}
