package sun

import (
	"fmt"
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

// Calendars splits sunrise and sunset ranges into classes cut where a
// sun-derived time meets a fixed time of day and returns one calendar per
// class. It is NOT exact: a timer started at a fixed time races the sun
// across a class (a lamp on from 18:00 for 45 minutes against "on until
// sunset": 18:30..19:00 is one class here, and sunsets after 18:45 break
// it), and one class is used on every day. Explorations use Pieces
// (zones, the range kept open) or GridCalendars (regions, exact
// classes); this stays as a cheap sampler of a range for tests (paper
// §5.5, P9-2: the bug shows only for sunsets after 7:15 PM). Two sun times
// are in one class when every time the program (or its invariants, once
// checked against it) derives from them has the same order with respect
// to every other time of day it uses, the start and the end of the
// horizon: then the binding is the same up to the exact instants.
// Equalities (a derived time exactly on another) are classes of their own.
func Calendars(p *ta.Program, base ta.Calendar, rise, set ta.SunRange) ([]ta.Calendar, error) {
	for _, r := range []ta.SunRange{rise, set} {
		if r.From > r.To || r.From < 0 || r.To >= ta.SecondsPerDay {
			return nil, fmt.Errorf("a sun range must be from <= to within one day")
		}
	}
	// The offsets added to each base, and the clock times, that the
	// program compares.
	offsets := map[ta.TimeBase][]int64{}
	var clocks []int64
	note := func(t ta.TimeLit) {
		if t.Base == ta.Midnight {
			clocks = append(clocks, t.Offset)
			return
		}
		offsets[t.Base] = append(offsets[t.Base], t.Offset)
	}
	for _, a := range p.TodAtoms() {
		if a.In {
			note(a.From)
			note(a.To)
		} else {
			note(a.At)
		}
	}
	for _, s := range p.Schedules() {
		if s.At != nil {
			note(*s.At)
		}
	}
	clocks = append(clocks, base.Start, mod(base.Start+base.Horizon, ta.SecondsPerDay))
	var out []ta.Calendar
	for _, r := range sunClasses(rise, offsets[ta.Sunrise], clocks) {
		// Sunset times are also compared with sunrise times.
		more := append([]int64(nil), clocks...)
		for _, o := range offsets[ta.Sunrise] {
			more = append(more, mod(r+o, ta.SecondsPerDay))
		}
		for _, s := range sunClasses(set, offsets[ta.Sunset], more) {
			cal := base
			cal.Sunrise, cal.Sunset = r, s
			out = append(out, cal)
		}
	}
	return out, nil
}

// sunClasses returns a representative of each class of x in r: x's
// derived times x + o cross a fixed time c where x = c - o.
func sunClasses(r ta.SunRange, offsets []int64, fixed []int64) []int64 {
	if r.From == r.To {
		return []int64{r.From}
	}
	if len(offsets) == 0 {
		return []int64{r.From} // the program does not read it
	}
	cutSet := map[int64]bool{}
	for _, o := range offsets {
		for _, c := range fixed {
			x := mod(c-o, ta.SecondsPerDay)
			for _, y := range []int64{x - ta.SecondsPerDay, x, x + ta.SecondsPerDay} {
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
