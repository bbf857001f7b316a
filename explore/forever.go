package explore

import (
	"errors"
	"fmt"

	"github.com/delorean-mc/delorean/explore/loops"
	"github.com/delorean-mc/delorean/ta"
)

// ForeverCalendar returns cal made unbounded for p (--forever, over
// zones: ta.ForeverCalendar), wrapping at a week when p or an invariant
// reads the day of the week and at a day otherwise, or refuses p with
// the place of what it reads that differs from day to day beyond the
// weekday: a date (a day of the month, a month, a year) or the wall
// clock itself (the time since the start). props must be checked
// against p already (their weekdays count).
func ForeverCalendar(p *ta.Program, props []*Property, cal ta.Calendar) (ta.Calendar, error) {
	if err := foreverRefusal(p, props); err != nil {
		return cal, err
	}
	if p.UsesDates() {
		return cal, errors.New("an invariant reads the date (a day of the month, a month or a year), and --forever explores every day alike up to the day of the week; explore a number of days from a dated start instead (--hours)")
	}
	if !p.UsesWallClock() {
		// Nothing reads the time of day: the search without a horizon
		// is the fixed point already.
		cal.Horizon, cal.Wrap, cal.WrapAt = 0, 0, 0
		return cal, nil
	}
	if q := subDayPeriod(p); q > 0 && cal.Ranges == nil {
		return ta.ForeverCalendarEvery(cal, q)
	}
	return ta.ForeverCalendar(cal, p.UsesWeekdays())
}

// subDayPeriod is the period, shorter than a day, that everything p (and
// its invariants, checked against it) reads of the time repeats with, or
// 0 when there is none: p reads the time only through schedules every so
// many seconds, all day, every day, whose periods divide the day (they
// tick at midnight and every period after, Binding.occurrences), and the
// least common multiple of those periods is less than a day. Then the
// days, and each such part of a day, are alike, and the wrap takes the
// wall clock back by that part: a schedule every 30 seconds explores 30
// seconds, not a day of 2,880 ticks.
func subDayPeriod(p *ta.Program) int64 {
	if len(p.TodAtoms()) > 0 || p.UsesWeekdays() || p.UsesDates() {
		return 0
	}
	period := int64(1)
	for _, s := range p.Schedules() {
		if s.At != nil || s.Period <= 0 || s.From != nil || s.Days != 0 || ta.SecondsPerDay%s.Period != 0 {
			return 0
		}
		period = period / ta.GCD(period, s.Period) * s.Period
	}
	if period >= ta.SecondsPerDay || len(p.Schedules()) == 0 {
		return 0
	}
	return period
}

// foreverRefusal finds the first condition of p or of an invariant that
// reads a date or the time since the start.
func foreverRefusal(p *ta.Program, props []*Property) error {
	var bad error
	visit := func(n any) bool {
		switch e := n.(type) {
		case *ta.TimeIn:
			if !e.Dates.IsZero() {
				bad = fmt.Errorf("%v: this condition reads the date (%s), and --forever explores every day alike up to the day of the week; explore a number of days from a dated start instead (--days N, or --hours)", e.Pos, e.Dates)
			}
		case *ta.Ident:
			if e.Ref.Kind == ta.RefClock && e.Ref.Index == ta.WallClock {
				bad = fmt.Errorf("%v: %s is the time since the start, which grows without end: --forever cannot explore a program that reads it (give a horizon: --hours)", e.Pos, ta.WallClockName)
			}
		}
		return bad == nil
	}
	inspect := func(n any) {
		if bad == nil {
			ta.Inspect(n, visit)
		}
	}
	for _, ev := range p.Events {
		inspect(ev.Guard)
	}
	for _, l := range p.Labels {
		inspect(l.Cond)
	}
	for _, r := range p.Rules {
		inspect(r.Body)
	}
	for _, e := range append(append([]ta.Expr{}, p.Progress...), p.Urgent...) {
		inspect(e)
	}
	for _, pr := range props {
		for _, e := range []ta.Expr{pr.Cond, pr.Edge, pr.While} {
			inspect(e)
		}
		if pr.Window != nil {
			inspect(pr.Window)
		}
	}
	return bad
}

// ErrForeverRegions refuses an unbounded calendar (ta.Calendar.Wrap) to
// the region engine, whose wall clock is one region per unit of time up
// to a horizon: --forever explores over zones.
var ErrForeverRegions = errors.New("--forever explores over zones only (the default engine): the region engine needs a horizon")

// ForeverReached is loops.ForeverReached: how far a complete --forever
// exploration got (the report's explored_until), every day, the search
// having reached the fixed point where no new zone appears. One
// constant, so that a split run and a whole one say it in the same
// words.
const ForeverReached = loops.ForeverReached
