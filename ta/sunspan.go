package ta

import (
	"fmt"
	"sort"
)

// SunSpan is a set of times of day (seconds since midnight) that a sun
// time may take on any day: From to To, each end included unless open.
type SunSpan struct {
	From, To         int64
	FromOpen, ToOpen bool
}

// Fixed reports whether the span holds a single time.
func (s SunSpan) Fixed() bool { return s.From == s.To && !s.FromOpen && !s.ToOpen }

// Inner returns a time of day inside the span: its start when closed,
// else its middle (a point strictly inside, for an open end).
func (s SunSpan) Inner() int64 {
	if !s.FromOpen {
		return s.From
	}
	return s.From + (s.To-s.From)/2
}

// String prints the span as the command line takes it, with the open
// ends marked.
func (s SunSpan) String() string {
	if s.Fixed() {
		return FormatClockTime(s.From)
	}
	lo, hi := "", ""
	if s.FromOpen {
		lo = "after "
	}
	if s.ToOpen {
		hi = " (excluded)"
	}
	return lo + FormatClockTime(s.From) + ".." + FormatClockTime(s.To) + hi
}

// SunRanges leaves the sun times of a calendar open: every day's sunrise
// lies anywhere in Rise and its sunset anywhere in Set, each day
// independently of the others. The zone engine explores them all at
// once, with a clock per day and sun time whose start value is the
// unknown time (interp.Binding); a fixed span is an ordinary sun time.
type SunRanges struct {
	Rise, Set SunSpan
	// Days, when set, gives each day its own spans (pieces of the ranges,
	// see SunPieces): Days[0] the day before the start's, Days[1] the
	// start's (Rise and Set), and so on; a day past the last has the
	// last one's. Calendar.Days then holds a time inside each.
	Days []DaySpans
}

// DaySpans are one day's spans of sunrise and sunset.
type DaySpans struct {
	Rise, Set SunSpan
}

// Span returns the span of base (Sunrise or Sunset) on the start's day.
func (r *SunRanges) Span(base TimeBase) SunSpan { return r.SpanOn(0, base) }

// SpanOn returns the span of base on the day day days after the start's
// (-1: the day before).
func (r *SunRanges) SpanOn(day int, base TimeBase) SunSpan {
	d := DaySpans{Rise: r.Rise, Set: r.Set}
	if len(r.Days) > 0 {
		d = r.Days[min(max(day+1, 0), len(r.Days)-1)]
	}
	if base == Sunrise {
		return d.Rise
	}
	return d.Set
}

// SymbolicOn reports whether the calendar leaves base's time open (a
// range, not a fixed time) on the day day days after the start's.
func (cal *Calendar) SymbolicOn(day int, base TimeBase) bool {
	return cal.Ranges != nil && base != Midnight && !cal.Ranges.SpanOn(day, base).Fixed()
}

// SunPieces returns the calendars that explore sunrise and sunset over
// the ranges rise and set symbolically (Calendar.Ranges): one, or a few
// when the shape of a time-of-day condition depends on where in the range
// the sun time lies -- a window whose end comes before its start for
// some sun times only, or a time such as sunset + 6h that crosses
// midnight. Each piece of the ranges keeps that shape fixed; within a
// piece the exact sun time is a clock's start value, not a sample. A
// window between sunrise and sunset whose order changes within the
// ranges is an error (narrow the ranges). Schedules at a sun time are
// also cut where they fall on the start: then each piece has them all
// before it, at it, or after it.
func SunPieces(p *Program, base Calendar, rise, set SunRange) ([]Calendar, error) {
	info := p.mustInfo()
	for _, r := range []SunRange{rise, set} {
		if r.From > r.To || r.From < 0 || r.To >= SecondsPerDay {
			return nil, fmt.Errorf("a sun range must be from <= to within one day")
		}
	}
	spans := map[TimeBase]SunRange{Sunrise: rise, Sunset: set}
	cuts := map[TimeBase][]int64{}
	cut := func(b TimeBase, x int64) {
		r := spans[b]
		for _, y := range []int64{x - SecondsPerDay, x, x + SecondsPerDay} {
			// An end of the range is cut too: the shape there may be
			// the other side's.
			if y >= r.From && y <= r.To {
				cuts[b] = append(cuts[b], y)
			}
		}
	}
	// Where a derived time crosses midnight.
	lit := func(t TimeLit) {
		if t.Base != Midnight {
			cut(t.Base, mod(-t.Offset, SecondsPerDay))
		}
	}
	var sunWindows [][2]TimeLit // from one sun time to the other
	for _, a := range info.tods {
		if !a.In {
			lit(a.At)
			continue
		}
		lit(a.From)
		lit(a.To)
		f, t := a.From, a.To
		switch {
		case f.Base == Midnight && t.Base == Midnight:
		case f.Base == t.Base:
			// The difference is fixed; only midnight matters (above).
		case f.Base == Midnight || t.Base == Midnight:
			// The window turns round where the sun end meets the fixed
			// one.
			sun, other := f, t
			if f.Base == Midnight {
				sun, other = t, f
			}
			cut(sun.Base, mod(other.Offset-sun.Offset, SecondsPerDay))
		default:
			sunWindows = append(sunWindows, [2]TimeLit{f, t})
		}
	}
	for _, s := range info.scheds {
		if s.At != nil && s.At.Base != Midnight {
			lit(*s.At)
			cut(s.At.Base, mod(base.Start-s.At.Offset, SecondsPerDay))
		}
	}
	pr, ps := pieces(rise, cuts[Sunrise]), pieces(set, cuts[Sunset])
	// A window from one sun time to the other: their order must not
	// change within the pieces (of one day, chosen independently).
	for _, r := range pr {
		for _, s := range ps {
			for _, w := range sunWindows {
				of := map[TimeBase]SunSpan{Sunrise: r, Sunset: s}
				if !sameOrder(of[w[0].Base], w[0].Offset, of[w[1].Base], w[1].Offset) {
					return nil, fmt.Errorf("the window %s..%s opens after it closes for some sun times in the ranges and before for others; give narrower --sunrise/--sunset ranges", litText(w[0]), litText(w[1]))
				}
			}
		}
	}
	// Each day's sun times lie in the ranges independently: a day whose
	// sun time can change the run picks its own piece.
	last := int((base.Start + base.Horizon) / SecondsPerDay)
	lits := sunLiterals(p)
	of := map[TimeBase][]SunSpan{Sunrise: pr, Sunset: ps}
	type choice struct {
		day  int
		base TimeBase
	}
	var choices []choice
	total := 1
	for _, b := range []TimeBase{Sunrise, Sunset} {
		for d := -1; d <= last; d++ {
			if len(of[b]) > 1 && sunMatters(lits, base, spans, d, b) {
				choices = append(choices, choice{d, b})
				total *= len(of[b])
				if total > maxSunPieces {
					return nil, fmt.Errorf("%w: the sun ranges' shapes over the days give more than %d explorations; give narrower --sunrise/--sunset ranges", ErrTooManySunClasses, maxSunPieces)
				}
			}
		}
	}
	var out []Calendar
	pick := make([]int, len(choices))
	for {
		days := make([]DaySpans, last+2)
		for i := range days {
			days[i] = DaySpans{Rise: pr[0], Set: ps[0]}
		}
		chosen := map[choice]bool{}
		for k, c := range choices {
			chosen[c] = true
			if c.base == Sunrise {
				days[c.day+1].Rise = pr[pick[k]]
			} else {
				days[c.day+1].Set = ps[pick[k]]
			}
		}
		// A day whose sun time cannot change the run takes the start
		// day's piece (any would do; this one reads best).
		for i := range days {
			if !chosen[choice{i - 1, Sunrise}] {
				days[i].Rise = days[1].Rise
			}
			if !chosen[choice{i - 1, Sunset}] {
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

// maxSunPieces is the most explorations SunPieces makes of the pieces of
// the days' sun ranges.
const maxSunPieces = 4096

// piecesCalendar is base with each day's sun times in days (from the day
// before the start's): fixed where every day's span is one time, else
// open (Ranges), with a time inside each span as the day's.
func piecesCalendar(base Calendar, days []DaySpans) Calendar {
	cal := base
	fixed, same := true, true
	for _, d := range days {
		fixed = fixed && d.Rise.Fixed() && d.Set.Fixed()
		same = same && d == days[0]
	}
	for _, d := range days {
		cal.Days = append(cal.Days, SunDay{Sunrise: d.Rise.Inner(), Sunset: d.Set.Inner()})
	}
	cal.Sunrise, cal.Sunset = days[1].Rise.Inner(), days[1].Set.Inner()
	if same {
		cal.Days = nil
	}
	if !fixed {
		cal.Ranges = &SunRanges{Rise: days[1].Rise, Set: days[1].Set}
		if !same {
			cal.Ranges.Days = days
		}
	}
	return cal
}

// sameOrder reports whether mod(x + ox) < mod(y + oy) has the same answer
// for every x in rx and y in ry (times of day; the comparison is between
// times within one day, as a window's ends are resolved).
func sameOrder(rx SunSpan, ox int64, ry SunSpan, oy int64) bool {
	lt := func(x, y int64) bool { return mod(x+ox, SecondsPerDay) < mod(y+oy, SecondsPerDay) }
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

func litText(t TimeLit) string {
	switch t.Base {
	case Sunrise:
		return "sunrise" + offsetText(t.Offset)
	case Sunset:
		return "sunset" + offsetText(t.Offset)
	}
	return FormatClockTime(t.Offset)
}

func offsetText(o int64) string {
	switch {
	case o > 0:
		return " + " + FormatDuration(o)
	case o < 0:
		return " - " + FormatDuration(-o)
	}
	return ""
}

// pieces splits r at the cut points: [From, c1), [c1, c1], (c1, c2), ...,
// (ck, To]; a cut at an end of r makes that end a piece of its own.
func pieces(r SunRange, cuts []int64) []SunSpan {
	if r.From == r.To {
		return []SunSpan{{From: r.From, To: r.To}}
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i] < cuts[j] })
	var out []SunSpan
	lo, loOpen := r.From, false
	for i, c := range cuts {
		if i > 0 && c == cuts[i-1] {
			continue
		}
		if c > lo {
			out = append(out, SunSpan{From: lo, To: c, FromOpen: loOpen, ToOpen: true})
		}
		out = append(out, SunSpan{From: c, To: c})
		lo, loOpen = c, true
	}
	if lo < r.To {
		out = append(out, SunSpan{From: lo, To: r.To, FromOpen: loOpen})
	}
	return out
}
