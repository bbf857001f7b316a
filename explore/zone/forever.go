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
	if err := w.ResetTo(wall, back); err != nil {
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
