package ta

import (
	"fmt"
	"sort"
)

// Calendar fixes what time-of-day conditions mean for one exploration:
// when it starts, how long it runs, and when the sun rises and sets.
type Calendar struct {
	Start   int64 // time of day at which the wall clock reads 0, in seconds since midnight
	Horizon int64 // seconds of wall-clock time to explore; 0 means unbounded (no wall clock)
	Sunrise int64 // seconds since midnight
	Sunset  int64 // seconds since midnight
	// Weekday is the day of the week of the start (0 = Monday), when
	// DayKnown; programs that read the day of the week need it.
	Weekday  int
	DayKnown bool
	// AlikeWeekdays are the other days of the week the start may fall on
	// that the program cannot tell from Weekday within the horizon, when
	// the start had no date (explored once, with Weekday; for reports).
	AlikeWeekdays []int
	// Days, when set, gives each day's own sunrise and sunset, for a
	// horizon of several days at one place (--lat/--lon and the date):
	// Days[0] is the day before the start's (a window opened then may
	// still be open at the start), Days[1] the start's day (the same as
	// Sunrise and Sunset), Days[k+1] the day k days after it; a day past
	// the last has the last one's times. Without Days, every day has
	// Sunrise and Sunset (a sun range is one class on every day).
	Days []SunDay
	// Ranges, when set, leaves the sun times open within ranges (see
	// SunRanges; Sunrise and Sunset are then a time inside each, for
	// what needs one).
	Ranges *SunRanges
}

// SunDay is one day's sunrise and sunset, in seconds since its midnight.
type SunDay struct {
	Sunrise, Sunset int64
}

// SunOn returns the sunrise and sunset of the day day days after the
// start's (-1: the day before).
func (cal *Calendar) SunOn(day int) (rise, set int64) {
	if len(cal.Days) == 0 {
		return cal.Sunrise, cal.Sunset
	}
	i := min(max(day+1, 0), len(cal.Days)-1)
	return cal.Days[i].Sunrise, cal.Days[i].Sunset
}

// Resolve returns a time literal as seconds since midnight, in [0, day),
// on the start's day.
func (cal *Calendar) Resolve(t *TimeLit) int64 { return cal.ResolveOn(0, t) }

// ResolveOn returns a time literal as seconds since midnight, in [0, day),
// on the day day days after the start's (-1: the day before): sunrise and
// sunset are that day's (see Days).
func (cal *Calendar) ResolveOn(day int, t *TimeLit) int64 {
	base := int64(0)
	rise, set := cal.SunOn(day)
	switch t.Base {
	case Sunrise:
		base = rise
	case Sunset:
		base = set
	}
	return mod(base+t.Offset, SecondsPerDay)
}

func mod(a, m int64) int64 { return ((a % m) + m) % m }

// SunRange is a span of times of day that sunrise or sunset may fall in
// (seconds since midnight, From <= To); From == To is a fixed time.
type SunRange struct {
	From, To int64
}

// SunCalendars splits sunrise and sunset ranges into classes cut where a
// sun-derived time meets a fixed time of day and returns one calendar per
// class. It is NOT exact: a timer started at a fixed time races the sun
// across a class (a lamp on from 18:00 for 45 minutes against "on until
// sunset": 18:30..19:00 is one class here, and sunsets after 18:45 break
// it), and one class is used on every day. Explorations use SunPieces
// (zones, the range kept open) or SunGridCalendars (regions, exact
// classes); this stays as a cheap sampler of a range for tests (paper
// §5.5, P9-2: the bug shows only for sunsets after 7:15 PM). Two sun times
// are in one class when every time the program (or its invariants, once
// checked against it) derives from them has the same order with respect
// to every other time of day it uses, the start and the end of the
// horizon: then the binding is the same up to the exact instants.
// Equalities (a derived time exactly on another) are classes of their own.
func SunCalendars(p *Program, base Calendar, rise, set SunRange) ([]Calendar, error) {
	info := p.mustInfo()
	for _, r := range []SunRange{rise, set} {
		if r.From > r.To || r.From < 0 || r.To >= SecondsPerDay {
			return nil, fmt.Errorf("a sun range must be from <= to within one day")
		}
	}
	// The offsets added to each base, and the clock times, that the
	// program compares.
	offsets := map[TimeBase][]int64{}
	var clocks []int64
	note := func(t TimeLit) {
		if t.Base == Midnight {
			clocks = append(clocks, t.Offset)
			return
		}
		offsets[t.Base] = append(offsets[t.Base], t.Offset)
	}
	for _, a := range info.tods {
		if a.In {
			note(a.From)
			note(a.To)
		} else {
			note(a.At)
		}
	}
	for _, s := range info.scheds {
		if s.At != nil {
			note(*s.At)
		}
	}
	clocks = append(clocks, base.Start, mod(base.Start+base.Horizon, SecondsPerDay))
	var out []Calendar
	for _, r := range sunClasses(rise, offsets[Sunrise], clocks) {
		// Sunset times are also compared with sunrise times.
		more := append([]int64(nil), clocks...)
		for _, o := range offsets[Sunrise] {
			more = append(more, mod(r+o, SecondsPerDay))
		}
		for _, s := range sunClasses(set, offsets[Sunset], more) {
			cal := base
			cal.Sunrise, cal.Sunset = r, s
			out = append(out, cal)
		}
	}
	return out, nil
}

// sunClasses returns a representative of each class of x in r: x's
// derived times x + o cross a fixed time c where x = c - o.
func sunClasses(r SunRange, offsets []int64, fixed []int64) []int64 {
	if r.From == r.To {
		return []int64{r.From}
	}
	if len(offsets) == 0 {
		return []int64{r.From} // the program does not read it
	}
	cutSet := map[int64]bool{}
	for _, o := range offsets {
		for _, c := range fixed {
			x := mod(c-o, SecondsPerDay)
			for _, y := range []int64{x - SecondsPerDay, x, x + SecondsPerDay} {
				if y > r.From && y < r.To {
					cutSet[y] = true
				}
			}
		}
	}
	var cuts []int64
	for c := range cutSet {
		cuts = append(cuts, c)
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i] < cuts[j] })
	// Classes: [From, c1), c1, (c1, c2), c2, ..., (ck, To].
	var out []int64
	lo, loIn := r.From, true
	for _, c := range cuts {
		if x, ok := pickIn(lo, c, loIn, false); ok {
			out = append(out, x)
		}
		out = append(out, c)
		lo, loIn = c, false
	}
	if x, ok := pickIn(lo, r.To, loIn, true); ok {
		out = append(out, x)
	}
	return out
}

// pickIn picks a round time of day in the interval from lo to hi (each
// end included or not): a whole minute if one fits, else any second.
func pickIn(lo, hi int64, loIn, hiIn bool) (int64, bool) {
	first, last := lo, hi
	if !loIn {
		first++
	}
	if !hiIn {
		last--
	}
	if first > last {
		return 0, false
	}
	if m := (first + 59) / 60 * 60; m <= last {
		return m, true
	}
	return first, true
}
