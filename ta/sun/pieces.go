package sun

import (
	"fmt"
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

// Pieces returns the calendars that explore sunrise and sunset over
// the ranges rise and set symbolically (ta.Calendar.Ranges): one, or a few
// when the shape of a time-of-day condition depends on where in the range
// the sun time lies -- a window whose end comes before its start for
// some sun times only, or a time such as sunset + 6h that crosses
// midnight. Each piece of the ranges keeps that shape fixed; within a
// piece the exact sun time is a clock's start value, not a sample. A
// window between sunrise and sunset whose order changes within the
// ranges is an error (narrow the ranges). Schedules at a sun time are
// also cut where they fall on the start: then each piece has them all
// before it, at it, or after it.
func Pieces(p *ta.Program, base ta.Calendar, rise, set ta.SunRange) ([]ta.Calendar, error) {
	for _, r := range []ta.SunRange{rise, set} {
		if r.From > r.To || r.From < 0 || r.To >= ta.SecondsPerDay {
			return nil, fmt.Errorf("a sun range must be from <= to within one day")
		}
	}
	spans := map[ta.TimeBase]ta.SunRange{ta.Sunrise: rise, ta.Sunset: set}
	cuts := map[ta.TimeBase][]int64{}
	cut := func(b ta.TimeBase, x int64) {
		r := spans[b]
		for _, y := range []int64{x - ta.SecondsPerDay, x, x + ta.SecondsPerDay} {
			// An end of the range is cut too: the shape there may be
			// the other side's.
			if y >= r.From && y <= r.To {
				cuts[b] = append(cuts[b], y)
			}
		}
	}
	// Where a derived time crosses midnight.
	lit := func(t ta.TimeLit) {
		if t.Base != ta.Midnight {
			cut(t.Base, mod(-t.Offset, ta.SecondsPerDay))
		}
	}
	var sunWindows [][2]ta.TimeLit // from one sun time to the other
	for _, a := range p.TodAtoms() {
		if !a.In {
			lit(a.At)
			continue
		}
		lit(a.From)
		lit(a.To)
		f, t := a.From, a.To
		switch {
		case f.Base == ta.Midnight && t.Base == ta.Midnight:
		case f.Base == t.Base:
			// The difference is fixed; only midnight matters (above).
		case f.Base == ta.Midnight || t.Base == ta.Midnight:
			// The window turns round where the sun end meets the fixed
			// one.
			sun, other := f, t
			if f.Base == ta.Midnight {
				sun, other = t, f
			}
			cut(sun.Base, mod(other.Offset-sun.Offset, ta.SecondsPerDay))
		default:
			sunWindows = append(sunWindows, [2]ta.TimeLit{f, t})
		}
	}
	for _, s := range p.Schedules() {
		if s.At != nil && s.At.Base != ta.Midnight {
			lit(*s.At)
			cut(s.At.Base, mod(base.Start-s.At.Offset, ta.SecondsPerDay))
		}
	}
	// Where a sun time meets a change of the local clock: it is read
	// with the offset before the change up to there, and with the one
	// after from there on (ta.Calendar.EventPiece); within a piece, one.
	shift := int64(0)
	for _, c := range base.Changes {
		at := base.Start + c.At + max(shift, shift+c.By) // the local time it changes at
		cut(ta.Sunrise, mod(at, ta.SecondsPerDay))
		cut(ta.Sunset, mod(at, ta.SecondsPerDay))
		shift += c.By
	}
	pr, ps := pieces(rise, cuts[ta.Sunrise]), pieces(set, cuts[ta.Sunset])
	// A window from one sun time to the other: their order must not
	// change within the pieces (of one day, chosen independently).
	for _, r := range pr {
		for _, s := range ps {
			for _, w := range sunWindows {
				of := map[ta.TimeBase]ta.SunSpan{ta.Sunrise: r, ta.Sunset: s}
				if !sameOrder(of[w[0].Base], w[0].Offset, of[w[1].Base], w[1].Offset) {
					return nil, fmt.Errorf("the window %s..%s opens after it closes for some sun times in the ranges and before for others; give narrower --sunrise/--sunset ranges", litText(w[0]), litText(w[1]))
				}
			}
		}
	}
	// Each day's sun times lie in the ranges independently: a day whose
	// sun time can change the run picks its own piece.
	last := base.LastDay()
	lits := sunLiterals(p)
	of := map[ta.TimeBase][]ta.SunSpan{ta.Sunrise: pr, ta.Sunset: ps}
	type choice struct {
		day  int
		base ta.TimeBase
	}
	var choices []choice
	total := 1
	for _, b := range []ta.TimeBase{ta.Sunrise, ta.Sunset} {
		for d := -1; d <= last; d++ {
			if len(of[b]) > 1 && sunMatters(lits, base, spans, d, b) {
				choices = append(choices, choice{d, b})
				total *= len(of[b])
				if total > maxSunPieces {
					return nil, fmt.Errorf("%w: the sun ranges' shapes over the days give more than %d explorations; give narrower --sunrise/--sunset ranges", ErrTooManyClasses, maxSunPieces)
				}
			}
		}
	}
	var out []ta.Calendar
	pick := make([]int, len(choices))
	for {
		days := make([]ta.DaySpans, last+2)
		for i := range days {
			days[i] = ta.DaySpans{Rise: pr[0], Set: ps[0]}
		}
		chosen := map[choice]bool{}
		for k, c := range choices {
			chosen[c] = true
			if c.base == ta.Sunrise {
				days[c.day+1].Rise = pr[pick[k]]
			} else {
				days[c.day+1].Set = ps[pick[k]]
			}
		}
		// A day whose sun time cannot change the run takes the start
		// day's piece (any would do; this one reads best).
		for i := range days {
			if !chosen[choice{i - 1, ta.Sunrise}] {
				days[i].Rise = days[1].Rise
			}
			if !chosen[choice{i - 1, ta.Sunset}] {
				days[i].Set = days[1].Set
			}
		}
		out = append(out, piecesCalendar(base, days))
		k := len(pick) - 1
		for ; k >= 0; k-- {
			if pick[k]++; pick[k] < len(of[choices[k].base]) {
				break
			}
			pick[k] = 0
		}
		if k < 0 {
			return out, nil
		}
	}
}

// maxSunPieces is the most explorations Pieces makes of the pieces of
// the days' sun ranges.
const maxSunPieces = 4096

// piecesCalendar is base with each day's sun times in days (from the day
// before the start's): fixed where every day's span is one time, else
// open (Ranges), with a time inside each span as the day's.
func piecesCalendar(base ta.Calendar, days []ta.DaySpans) ta.Calendar {
	cal := base
	fixed, same := true, true
	for _, d := range days {
		fixed = fixed && d.Rise.Fixed() && d.Set.Fixed()
		same = same && d == days[0]
	}
	for _, d := range days {
		cal.Days = append(cal.Days, ta.SunDay{Sunrise: d.Rise.Inner(), Sunset: d.Set.Inner()})
	}
	cal.Sunrise, cal.Sunset = days[1].Rise.Inner(), days[1].Set.Inner()
	if same {
		cal.Days = nil
	}
	if !fixed {
		cal.Ranges = &ta.SunRanges{Rise: days[1].Rise, Set: days[1].Set}
		if !same {
			cal.Ranges.Days = days
		}
	}
	return cal
}

// sameOrder reports whether mod(x + ox) < mod(y + oy) has the same answer
// for every x in rx and y in ry (times of day; the comparison is between
// times within one day, as a window's ends are resolved).
func sameOrder(rx ta.SunSpan, ox int64, ry ta.SunSpan, oy int64) bool {
	lt := func(x, y int64) bool { return mod(x+ox, ta.SecondsPerDay) < mod(y+oy, ta.SecondsPerDay) }
	// Midnight crossings are cut apart, so within pieces both times are
	// linear in the sun times: the corners decide the order.
	want := lt(rx.From, ry.From)
	for _, x := range []int64{rx.From, rx.To} {
		for _, y := range []int64{ry.From, ry.To} {
			if lt(x, y) != want {
				return false
			}
		}
	}
	return true
}

func litText(t ta.TimeLit) string {
	switch t.Base {
	case ta.Sunrise:
		return "sunrise" + offsetText(t.Offset)
	case ta.Sunset:
		return "sunset" + offsetText(t.Offset)
	}
	return ta.FormatClockTime(t.Offset)
}

func offsetText(o int64) string {
	switch {
	case o > 0:
		return " + " + ta.FormatDuration(o)
	case o < 0:
		return " - " + ta.FormatDuration(-o)
	}
	return ""
}

// pieces splits r at the cut points: [From, c1), [c1, c1], (c1, c2), ...,
// (ck, To]; a cut at an end of r makes that end a piece of its own.
func pieces(r ta.SunRange, cuts []int64) []ta.SunSpan {
	if r.From == r.To {
		return []ta.SunSpan{{From: r.From, To: r.To}}
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i] < cuts[j] })
	var out []ta.SunSpan
	lo, loOpen := r.From, false
	for i, c := range cuts {
		if i > 0 && c == cuts[i-1] {
			continue
		}
		if c > lo {
			out = append(out, ta.SunSpan{From: lo, To: c, FromOpen: loOpen, ToOpen: true})
		}
		out = append(out, ta.SunSpan{From: c, To: c})
		lo, loOpen = c, true
	}
	if lo < r.To {
		out = append(out, ta.SunSpan{From: lo, To: r.To, FromOpen: loOpen})
	}
	return out
}

// mod is a modulo m in [0, m), m > 0.
func mod(a, m int64) int64 { return a - m*ta.FloorDiv(a, m) }
