package zone

import (
	"github.com/delorean-mc/delorean/explore/zone/ztrace"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// Forever (ta.Calendar.Wrap, --forever): the search has no horizon. The
// time of day is a clock reset at midnight: the wall clock runs up to
// the calendar's WrapAt, a midnight, and is taken back there by Wrap
// seconds, a day (or a week when the program reads the day of the week)
// to the midnight before, where every condition and schedule of the
// program reads as it does at WrapAt (ta.ForeverCalendar makes sure of
// that). The wrap changes nothing the program can see, so it is a
// transition of its own that keeps the discrete state and every other
// clock, and its successor is a zone of the same location an earlier
// day already had, or a new one: the search ends when no new zone
// appears, as without a horizon (the zones are finite in number: the
// wall clock is bounded by WrapAt and the other clocks are
// extrapolated). A trace unfolds the wraps back into days (ztrace).

// horizon is the bound time passing stops at: the calendar's horizon, or
// its wrap instant.
func horizon(cal *ta.Calendar) int64 {
	if cal.Wrap > 0 {
		return cal.WrapAt
	}
	return cal.Horizon
}

// wraps reports whether the search wraps the wall clock (no horizon).
func (e *explorer) wraps() bool { return e.m.Cfg.Cal.Wrap > 0 }

// wrap adds the successor of node i (state st, obligations obs, zone z)
// by the wrap at midnight: the part of z at the wrap instant, the wall
// clock taken back a period, closed under time passing again (add). A
// zone that does not reach the instant has none.
func (e *explorer) wrap(i int, st *ta.State, obs []bool, z *zones.DBM) error {
	cal := &e.m.Cfg.Cal
	wall := ta.WallClock + 1
	if cal.Wrap <= 0 || wall > e.n {
		return nil
	}
	up, err := zones.LE(cal.WrapAt)
	if err != nil || z.At(wall, 0) != up {
		return err
	}
	low, err := zones.LE(-cal.WrapAt)
	if err != nil {
		return err
	}
	at := zones.Constraint{I: 0, J: wall, B: low}
	w := z.Copy()
	if ok, err := w.Constrain(at.I, at.J, at.B); err != nil || !ok {
		return err
	}
	back := cal.WrapAt - cal.Wrap
	if len(e.m.Bind.Sun) > 0 {
		if w, err = e.wrapSun(w); err != nil || w == nil {
			return err
		}
	} else if err := w.ResetTo(wall, back); err != nil {
		return err
	}
	tr := &ztrace.Transit{Phases: []ztrace.Phase{{Ops: []ztrace.Op{{C: at}, {Reset: wall, To: back}}}}}
	e.transition()
	return e.add(st, obs, w, i, -1, nil, tr)
}

// unfold returns at, a lower bound on the wall clock of node i's zone, as
// a time since the start: a period later for each wrap on the path to i,
// so that the violation reported is the earliest in time (on the day it
// is first reached), not the earliest time of day of any day.
func (e *explorer) unfold(i int, at zones.Bound) zones.Bound {
	cal := &e.m.Cfg.Cal
	if cal.Wrap <= 0 {
		return at
	}
	var back int64
	for k := i; k >= 0; k = e.res.nodes[k].parent {
		if isWrap(e.res.nodes[k].tr) {
			back += cal.Wrap
		}
	}
	b, err := zones.NewBound(at.Value()-back, at.Strict())
	if err != nil {
		return at // beyond the zones' range: the folded time
	}
	return b
}

// isWrap reports whether tr is the record of a wrap (the wall clock, which
// no program resets, reset).
func isWrap(tr *ztrace.Transit) bool {
	if tr == nil || len(tr.Phases) == 0 {
		return false
	}
	for _, o := range tr.Phases[0].Ops {
		if o.Reset == ta.WallClock+1 {
			return true
		}
	}
	return false
}

// wrapSun is the wrap of z (at the wrap instant) with sun ranges: every
// day's sunrise and sunset is its own within the range (ta.SunRanges),
// one sun clock per day that reads the wall clock plus the unknown
// (interp.SunClock). Taken back a period, day d becomes day d - k (k the
// period in days), so the clock of day d - k takes the value of day d's
// clock less the period, as the wall clock does: what the zone knows of
// each day's sun time, and of it against the other clocks, moves with
// the day. A day whose clock d + k has none (its sun time not read
// within the calendar's horizon, so nothing constrained it yet) starts
// anew anywhere in its span, as at the start. The trace unfolds this
// too (ztrace.Concretise). It returns nil when the zone is empty.
func (e *explorer) wrapSun(z *zones.DBM) (*zones.DBM, error) {
	cal := &e.m.Cfg.Cal
	b := e.m.Bind
	k := int(cal.Wrap / ta.SecondsPerDay)
	wall := ta.WallClock + 1
	n := z.Dim()
	src := make([]int, n)    // DBM index whose value each takes, -1 anew
	shift := make([]bool, n) // taken back a period
	for i := range src {
		src[i] = i
	}
	shift[wall] = true
	for j, sc := range b.Sun {
		x := b.SunBase + j + 1
		src[x] = -1
		for i, from := range b.Sun {
			if from.Day == sc.Day+k && from.Base == sc.Base {
				src[x], shift[x] = b.SunBase+i+1, true
			}
		}
	}
	back, err := zones.LE(cal.Wrap)
	if err != nil {
		return nil, err
	}
	fwd, err := zones.LE(-cal.Wrap)
	if err != nil {
		return nil, err
	}
	out := z.Copy()
	for a := 0; a < n; a++ {
		for c := 0; c < n; c++ {
			if a == c || src[a] < 0 || src[c] < 0 {
				continue
			}
			// x_a - x_c: each clock taken back contributes -Wrap.
			v := z.At(src[a], src[c])
			switch {
			case shift[a] && !shift[c]:
				v, err = v.Add(fwd)
			case shift[c] && !shift[a]:
				v, err = v.Add(back)
			}
			if err != nil {
				return nil, err
			}
			out.Set(a, c, v)
		}
	}
	for x := 1; x < n; x++ {
		if src[x] >= 0 {
			continue
		}
		out.Free(x)
		lo, hi, loOpen, hiOpen := b.SunStart(x - 1)
		// x - wall within [lo, hi], as at the start (the wall clock 0).
		bhi, err := zones.NewBound(hi, hiOpen)
		if err != nil {
			return nil, err
		}
		blo, err := zones.NewBound(-lo, loOpen)
		if err != nil {
			return nil, err
		}
		if ok, err := out.Constrain(x, wall, bhi); err != nil || !ok {
			return nil, err
		}
		if ok, err := out.Constrain(wall, x, blo); err != nil || !ok {
			return nil, err
		}
	}
	return out, nil
}

// coveredWeekBefore reports whether z, a zone of location l (bounds b)
// a week or more after the start under a weekly wrap, is covered by a
// live zone of l a week earlier: z with the wall clock taken back by the
// period. The wall clock is then the time of the week, and a valuation
// v with the wall clock at Wrap or more and v taken back by Wrap are the
// same time of the same weekday: every condition, window and schedule
// reads the same at both, for ever (the calendar is that of a week,
// ForeverCalendar), and both reach the same successors at the start's
// next midnight (v's by the wrap at WrapAt, v less Wrap without one), so
// what covers one covers the other. Such zones are the start's weekday a
// week on (the start is at 0; the wrap takes the wall clock back to the
// start's next midnight, Wrap before WrapAt), which is otherwise
// explored twice: once from the start's state, once after the week. The
// zones of the start's day are reached on the first day (no wrap on the
// way: the wrap lands after them) and the zones z covered by them a week
// later, so a violation within z's future is found a week earlier in
// theirs: the earliest violation is the same. Not with sun clocks (each
// day's sun time a clock of its own, which the wall clock's shift does
// not carry). The same holds for a daily wrap, where nearly every zone
// is a period on and each is tested: not done yet (docs/exploration.md,
// "The start's weekday a week on", has what it measured).
func (e *explorer) coveredWeekBefore(l int, z *zones.DBM, b *zones.Bounds) bool {
	cal := &e.m.Cfg.Cal
	if cal.Wrap != 7*ta.SecondsPerDay || e.opt.noWeekBefore || len(e.m.Bind.Sun) > 0 || z.Dim() <= ta.WallClock+1 || wallLow(z) < cal.Wrap {
		return false
	}
	w, ok := shiftWall(z, -cal.Wrap)
	return ok && e.covered(l, w, b, e.wallOf(w, b))
}

// shiftWall returns a copy of z with the wall clock moved by s seconds
// (every other clock as it is): each bound on the wall clock less
// another clock (or 0) grows by s, each on another less the wall clock
// shrinks by s. Moving one coordinate keeps the matrix canonical. ok is
// false where a bound would overflow.
func shiftWall(z *zones.DBM, s int64) (*zones.DBM, bool) {
	out := z.Copy()
	wall := ta.WallClock + 1
	move := func(i, j int, by int64) bool {
		v := out.At(i, j)
		if v == zones.Infinity {
			return true
		}
		b, err := zones.NewBound(v.Value()+by, v.Strict())
		if err != nil {
			return false
		}
		out.Set(i, j, b)
		return true
	}
	for k := 0; k < z.Dim(); k++ {
		if k != wall && (!move(wall, k, s) || !move(k, wall, -s)) {
			return nil, false
		}
	}
	return out, true
}
