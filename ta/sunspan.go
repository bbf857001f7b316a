package ta

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
	// see sun.Pieces): Days[0] the day before the start's, Days[1] the
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
