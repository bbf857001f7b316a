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
	// Days, when set, gives each day's own sunrise and sunset, for a
	// horizon of several days at one place (--lat/--lon and the date):
	// Days[0] is the day before the start's (a window opened then may
	// still be open at the start), Days[1] the start's day (the same as
	// Sunrise and Sunset), Days[k+1] the day k days after it; a day past
	// the last has the last one's times. Without Days, every day has
	// Sunrise and Sunset (a sun range is one class on every day).
	Days []SunDay
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

// Interval is a set of wall-clock values (seconds since the start) between
// Lo and Hi; LoOpen and HiOpen exclude the end points.
type Interval struct {
	Lo, Hi         int64
	LoOpen, HiOpen bool
}

// Binding is a program's time-of-day conditions and schedules resolved
// against a Calendar: each becomes a set of wall-clock intervals or
// instants within the horizon, so that the region engine sees them as
// ordinary constraints on the wall clock.
type Binding struct {
	Cal   Calendar
	Tods  [][]Interval // per time-of-day atom (Program.TodAtoms)
	Occur [][]int64    // per schedule (Program.Schedules): wall-clock instants, ascending
}

// Bind resolves p's time-of-day conditions and schedules for cal. A program
// that reads the time of day needs a horizon.
func Bind(p *Program, cal Calendar) (*Binding, error) {
	info := p.mustInfo()
	if cal.Horizon < 0 {
		return nil, fmt.Errorf("negative horizon")
	}
	if cal.Horizon == 0 && info.usesWall {
		return nil, fmt.Errorf("the program reads the time of day or the wall clock, so its exploration needs a horizon (--hours or --duration)")
	}
	times := []int64{cal.Start, cal.Sunrise, cal.Sunset}
	for _, d := range cal.Days {
		times = append(times, d.Sunrise, d.Sunset)
	}
	for _, t := range times {
		if t < 0 || t >= SecondsPerDay {
			return nil, fmt.Errorf("time of day %d s is outside one day", t)
		}
	}
	for _, a := range info.tods {
		if a.Days != 0 && !cal.DayKnown {
			return nil, fmt.Errorf("the program depends on the day of the week; give the start's date (--start 2026-06-21T21:00)")
		}
	}
	for _, s := range info.scheds {
		if s.Days != 0 && !cal.DayKnown {
			return nil, fmt.Errorf("the program depends on the day of the week; give the start's date (--start 2026-06-21T21:00)")
		}
	}
	b := &Binding{Cal: cal}
	for _, a := range info.tods {
		b.Tods = append(b.Tods, b.intervals(a))
	}
	for _, s := range info.scheds {
		b.Occur = append(b.Occur, b.occurrences(s))
	}
	return b, nil
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

// days calls f for every day that overlaps [0, Horizon], with the day's
// number (0 the start's), the wall clock value at which its midnight falls
// (negative for the first two) and whether the day is one of days.
func (b *Binding) days(days Weekdays, f func(day int, midnight int64, on bool)) {
	// Start a day early: a window that began the day before the start may
	// still be open.
	d := -1
	for m := -b.Cal.Start - SecondsPerDay; m <= b.Cal.Horizon; m += SecondsPerDay {
		f(d, m, days.Has((b.Cal.Weekday+d+7)%7))
		d++
	}
}

func (b *Binding) intervals(a TodAtom) []Interval {
	var out []Interval
	add := func(iv Interval) {
		// Clip to [0, Horizon].
		if iv.Lo < 0 {
			iv.Lo, iv.LoOpen = 0, false
		}
		if iv.Hi > b.Cal.Horizon {
			iv.Hi, iv.HiOpen = b.Cal.Horizon, false
		}
		if iv.Lo > iv.Hi || (iv.Lo == iv.Hi && (iv.LoOpen || iv.HiOpen)) {
			return
		}
		out = append(out, iv)
	}
	b.days(a.Days, func(d int, m int64, on bool) {
		end := m + SecondsPerDay // the next midnight, excluded from this day
		if a.In {
			if !on {
				return
			}
			// The window that starts this day; it may run into the next,
			// and then ends at the next day's time.
			from, to := b.Cal.ResolveOn(d, &a.From), b.Cal.ResolveOn(d, &a.To)
			if to <= from {
				to = b.Cal.ResolveOn(d+1, &a.To) + SecondsPerDay
			}
			add(Interval{Lo: m + from, Hi: m + to, HiOpen: true})
			return
		}
		t := m + b.Cal.ResolveOn(d, &a.At)
		switch a.Op {
		case OpLt:
			add(Interval{Lo: m, Hi: t, HiOpen: true})
		case OpLe:
			add(Interval{Lo: m, Hi: t})
		case OpGt:
			add(Interval{Lo: t, Hi: end, LoOpen: true, HiOpen: true})
		case OpGe:
			add(Interval{Lo: t, Hi: end, HiOpen: true})
		case OpEq:
			add(Interval{Lo: t, Hi: t})
		case OpNe:
			add(Interval{Lo: m, Hi: t, HiOpen: true})
			add(Interval{Lo: t, Hi: end, LoOpen: true, HiOpen: true})
		}
	})
	return mergeIntervals(out)
}

// mergeIntervals joins intervals that touch, so that a condition true
// across midnight does not make midnight a constant of the wall clock.
func mergeIntervals(in []Interval) []Interval {
	sort.Slice(in, func(i, j int) bool { return in[i].Lo < in[j].Lo })
	var out []Interval
	for _, iv := range in {
		if n := len(out); n > 0 {
			last := &out[n-1]
			if iv.Lo < last.Hi || (iv.Lo == last.Hi && !(iv.LoOpen && last.HiOpen)) {
				if iv.Hi > last.Hi || (iv.Hi == last.Hi && !iv.HiOpen) {
					last.Hi, last.HiOpen = iv.Hi, iv.HiOpen
				}
				continue
			}
		}
		out = append(out, iv)
	}
	return out
}

func (b *Binding) occurrences(s Schedule) []int64 {
	var out []int64
	b.days(s.Days, func(d int, m int64, on bool) {
		if s.At != nil {
			if !on {
				return
			}
			t := m + b.Cal.ResolveOn(d, s.At)
			if t >= 0 && t <= b.Cal.Horizon {
				out = append(out, t)
			}
			return
		}
		for tod := int64(0); tod < SecondsPerDay; tod += s.Period {
			t := m + tod
			if t >= 0 && t <= b.Cal.Horizon {
				out = append(out, t)
			}
		}
	})
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// WallConstants returns every constant the wall clock is compared with: the
// ends of the time-of-day intervals, the schedule instants, and the horizon.
func (b *Binding) WallConstants() []int64 {
	if b.Cal.Horizon == 0 {
		return nil
	}
	out := []int64{b.Cal.Horizon}
	for _, ivs := range b.Tods {
		for _, iv := range ivs {
			out = append(out, iv.Lo, iv.Hi)
		}
	}
	for _, occ := range b.Occur {
		out = append(out, occ...)
	}
	return out
}

// LastChange returns the last wall-clock time at which the program's
// behaviour can depend on the time of day: after it, every time-of-day
// condition keeps its value and no schedule falls due until the horizon.
// An interval that runs to the horizon, closed, changes nothing there.
func (b *Binding) LastChange() int64 {
	var last int64
	for _, ivs := range b.Tods {
		for _, iv := range ivs {
			last = max(last, iv.Lo)
			if iv.Hi < b.Cal.Horizon || iv.HiOpen {
				last = max(last, iv.Hi)
			}
		}
	}
	for _, occ := range b.Occur {
		for _, o := range occ {
			last = max(last, o)
		}
	}
	return last
}

// TodHolds evaluates time-of-day atom i on the given clocks.
func (b *Binding) TodHolds(i int, clk Clocks) bool {
	for _, iv := range b.Tods[i] {
		lo := OpGe
		if iv.LoOpen {
			lo = OpGt
		}
		hi := OpLe
		if iv.HiOpen {
			hi = OpLt
		}
		if clk.Holds(ClockAtom{X: WallClock, Y: -1, Op: lo, C: iv.Lo}) &&
			clk.Holds(ClockAtom{X: WallClock, Y: -1, Op: hi, C: iv.Hi}) {
			return true
		}
	}
	return false
}

// Due reports whether schedule s has an instant exactly now. It asks
// the clocks only whether constraints on the wall clock hold (a binary
// search over the instants), not the time itself: a recorded run then
// branches on a few answers, not on every second (see explore's
// prediction).
func (b *Binding) Due(s int, clk Clocks) bool {
	occ := b.Occur[s]
	i := sort.Search(len(occ), func(i int) bool {
		return clk.Holds(ClockAtom{X: WallClock, Y: -1, Op: OpLe, C: occ[i]})
	})
	return i < len(occ) && clk.Holds(ClockAtom{X: WallClock, Y: -1, Op: OpEq, C: occ[i]})
}

// SunRange is a span of times of day that sunrise or sunset may fall in
// (seconds since midnight, From <= To); From == To is a fixed time.
type SunRange struct {
	From, To int64
}

// SunCalendars splits sunrise and sunset ranges into the classes a program
// can tell apart and returns one calendar per class, each with a sunrise
// and a sunset that represent their class (paper §5.5, P9-2: the bug shows
// only for sunsets after 7:15 PM). Two sun times are in one class when
// every time the program (or its invariants, once checked against it)
// derives from them has the same order with respect to every other time of
// day it uses, the start and the end of the horizon: then the binding, and
// so the exploration, is the same up to the exact instants. Equalities
// (a derived time exactly on another) are classes of their own.
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
