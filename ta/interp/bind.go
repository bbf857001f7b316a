package interp

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

// Interval is a set of wall-clock values (seconds since the start) between
// Lo and Hi; LoOpen and HiOpen exclude the end points.
type Interval struct {
	Lo, Hi         int64
	LoOpen, HiOpen bool
}

// Binding is a program's time-of-day conditions and schedules resolved
// against a ta.Calendar: each becomes a set of wall-clock intervals or
// instants within the horizon, so that the region engine sees them as
// ordinary constraints on the wall clock. A calendar whose sun times are
// open ranges (ta.Calendar.Ranges) adds sun clocks: conditions and
// instants at a sun time become constraints on the clock of that day's
// sunrise or sunset (SunTods, SunOccur).
type Binding struct {
	Cal   ta.Calendar
	Tods  [][]Interval // per time-of-day atom (ta.Program.TodAtoms)
	Occur [][]int64    // per schedule (ta.Program.Schedules): wall-clock instants, ascending

	// Sun are the sun clocks, the clock numbered SunBase + i standing
	// for Sun[i]; SunTods and SunOccur the windows and instants (as
	// Op == OpEq atoms) of each atom and schedule that involve one.
	Sun      []SunClock
	SunBase  int
	SunTods  [][]SunInterval
	SunOccur [][]ta.ClockAtom
}

// SunClock is a clock that stands for one day's sunrise or sunset when
// the calendar leaves it within a span: it reads the wall clock plus
// (Span.To - the sun time), so its start value, between 0 and the span's
// width, is the unknown time, it never resets, and the day's sun time
// plus an offset falls exactly when it reads that day's midnight (on the
// wall clock) plus the offset plus Span.To.
type SunClock struct {
	Day  int // 0: the start's day, -1: the day before
	Base ta.TimeBase
	Span ta.SunSpan
}

// SunInterval is a time-of-day window one of whose ends is at a sun time:
// the wall clock or a sun clock must satisfy Lo and Hi (unless NoLo or
// NoHi: that end lies outside the horizon).
type SunInterval struct {
	Lo, Hi     ta.ClockAtom
	NoLo, NoHi bool
}

// Bind resolves p's time-of-day conditions and schedules for cal, with
// the sun clocks (if cal leaves sun times open) numbered from the first
// clock after the program's.
func Bind(p *ta.Program, cal ta.Calendar) (*Binding, error) {
	return BindClocks(p, cal, p.NumClocks())
}

// BindClocks is Bind with the sun clocks numbered from sunBase. A program
// that reads the time of day needs a horizon.
func BindClocks(p *ta.Program, cal ta.Calendar, sunBase int) (*Binding, error) {
	tods, scheds := p.TodAtoms(), p.Schedules() // they panic if p is not checked
	if cal.Horizon < 0 {
		return nil, fmt.Errorf("negative horizon")
	}
	if cal.Horizon == 0 && p.UsesWallClock() {
		return nil, fmt.Errorf("the program reads the time of day or the wall clock, so its exploration needs a horizon (--hours or --duration)")
	}
	times := []int64{cal.Start, cal.Sunrise, cal.Sunset}
	for _, d := range cal.Days {
		times = append(times, d.Sunrise, d.Sunset)
	}
	if r := cal.Ranges; r != nil {
		times = append(times, r.Rise.From, r.Rise.To, r.Set.From, r.Set.To)
		if len(cal.Days) > 0 && len(r.Days) == 0 {
			return nil, fmt.Errorf("sun ranges and each day's own sun times do not go together")
		}
	}
	for _, t := range times {
		if t < 0 || t >= ta.SecondsPerDay {
			return nil, fmt.Errorf("time of day %d s is outside one day", t)
		}
	}
	for _, a := range tods {
		if a.Days != 0 && !cal.DayKnown {
			return nil, fmt.Errorf("the program depends on the day of the week; give the start's date (--start 2026-06-21T21:00)")
		}
	}
	for _, s := range scheds {
		if s.Days != 0 && !cal.DayKnown {
			return nil, fmt.Errorf("the program depends on the day of the week; give the start's date (--start 2026-06-21T21:00)")
		}
	}
	b := &Binding{Cal: cal, SunBase: sunBase}
	for _, a := range tods {
		ivs, sun := b.intervals(a)
		b.Tods = append(b.Tods, ivs)
		b.SunTods = append(b.SunTods, sun)
	}
	for _, s := range scheds {
		occ, sun := b.occurrences(s)
		b.Occur = append(b.Occur, occ)
		b.SunOccur = append(b.SunOccur, sun)
	}
	return b, nil
}

// point is a time within the run: on the wall clock, or when a sun clock
// reads a value.
type point struct {
	sun    bool // on the sun clock of day's base, else on the wall clock
	day    int  // with sun
	base   ta.TimeBase
	at     int64 // the clock's value then
	lo, hi int64 // the earliest and latest wall-clock times it may be
}

// point resolves t on day d (midnight at wall-clock time m).
func (b *Binding) point(d int, m int64, t *ta.TimeLit) point {
	if !b.Cal.SymbolicOn(d, t.Base) {
		at := m + b.Cal.ResolveOn(d, t)
		return point{at: at, lo: at, hi: at}
	}
	span := b.Cal.Ranges.SpanOn(d, t.Base)
	// Resolved as a time of day, t is x + Offset - k days for the sun
	// time x; sun.Pieces cuts the spans where k changes, so a point
	// inside tells k.
	k := ta.FloorDiv(span.Inner()+t.Offset, ta.SecondsPerDay)
	shift := t.Offset - k*ta.SecondsPerDay
	return point{sun: true, day: d, base: t.Base, at: m + shift + span.To,
		lo: m + span.From + shift, hi: m + span.To + shift}
}

// sunClock returns the clock of day d's sun time base, adding it: only
// the days whose sun times fall within the horizon get one.
func (b *Binding) sunClock(d int, base ta.TimeBase) int {
	for i, c := range b.Sun {
		if c.Day == d && c.Base == base {
			return b.SunBase + i
		}
	}
	b.Sun = append(b.Sun, SunClock{Day: d, Base: base, Span: b.Cal.Ranges.SpanOn(d, base)})
	return b.SunBase + len(b.Sun) - 1
}

// atom is the constraint "the wall clock is op p" on p's clock.
func (b *Binding) atom(p point, op ta.Op) ta.ClockAtom {
	x := ta.WallClock
	if p.sun {
		x = b.sunClock(p.day, p.base)
	}
	return ta.ClockAtom{X: x, Y: -1, Op: op, C: p.at}
}

// days calls f for every day that overlaps [0, Horizon], with the day's
// number (0 the start's), the wall clock value at which its midnight falls
// (negative for the first two) and whether the day is one of days.
func (b *Binding) days(days ta.Weekdays, f func(day int, midnight int64, on bool)) {
	// Start a day early: a window that began the day before the start may
	// still be open.
	d := -1
	for m := -b.Cal.Start - ta.SecondsPerDay; m <= b.Cal.Horizon; m += ta.SecondsPerDay {
		f(d, m, days.Has((b.Cal.Weekday+d+7)%7))
		d++
	}
}

func (b *Binding) intervals(a ta.TodAtom) ([]Interval, []SunInterval) {
	var out []Interval
	var sun []SunInterval
	add := func(lo, hi point, loOpen, hiOpen bool) {
		if !lo.sun && !hi.sun {
			iv := Interval{Lo: lo.at, Hi: hi.at, LoOpen: loOpen, HiOpen: hiOpen}
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
			return
		}
		if lo.lo > b.Cal.Horizon || hi.hi < 0 {
			return // outside the horizon whatever the sun time
		}
		opLo, opHi := ta.OpGe, ta.OpLe
		if loOpen {
			opLo = ta.OpGt
		}
		if hiOpen {
			opHi = ta.OpLt
		}
		iv := SunInterval{NoLo: lo.hi < 0, NoHi: hi.lo > b.Cal.Horizon}
		if !iv.NoLo {
			iv.Lo = b.atom(lo, opLo)
		}
		if !iv.NoHi {
			iv.Hi = b.atom(hi, opHi)
		}
		sun = append(sun, iv)
	}
	wall := func(at int64) point { return point{at: at, lo: at, hi: at} }
	b.days(a.Days, func(d int, m int64, on bool) {
		end := m + ta.SecondsPerDay // the next midnight, excluded from this day
		if a.In {
			if !on {
				return
			}
			// The window that starts this day; it may run into the next,
			// and then ends at the next day's time (sun times: as their
			// representatives order them, the same in the whole piece).
			from, to := b.point(d, m, &a.From), b.point(d, m, &a.To)
			if b.Cal.ResolveOn(d, &a.To) <= b.Cal.ResolveOn(d, &a.From) {
				to = b.point(d+1, m+ta.SecondsPerDay, &a.To)
			}
			add(from, to, false, true)
			return
		}
		t := b.point(d, m, &a.At)
		switch a.Op {
		case ta.OpLt:
			add(wall(m), t, false, true)
		case ta.OpLe:
			add(wall(m), t, false, false)
		case ta.OpGt:
			add(t, wall(end), true, true)
		case ta.OpGe:
			add(t, wall(end), false, true)
		case ta.OpEq:
			add(t, t, false, false)
		case ta.OpNe:
			add(wall(m), t, false, true)
			add(t, wall(end), true, true)
		}
	})
	return mergeIntervals(out), sun
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

func (b *Binding) occurrences(s ta.Schedule) ([]int64, []ta.ClockAtom) {
	var out []int64
	var sun []ta.ClockAtom
	b.days(s.Days, func(d int, m int64, on bool) {
		if s.At != nil {
			if !on {
				return
			}
			t := b.point(d, m, s.At)
			if t.sun {
				if t.hi >= 0 && t.lo <= b.Cal.Horizon {
					sun = append(sun, b.atom(t, ta.OpEq))
				}
				return
			}
			if t.at >= 0 && t.at <= b.Cal.Horizon {
				out = append(out, t.at)
			}
			return
		}
		for tod := int64(0); tod < ta.SecondsPerDay; tod += s.Period {
			if !b.ticks(s, d, tod, on) {
				continue
			}
			t := m + tod
			if t >= 0 && t <= b.Cal.Horizon {
				out = append(out, t)
			}
		}
	})
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, sun
}

// ticks reports whether periodic schedule s ticks at tod on day d (on:
// whether s.Days has day d): within its window, on the days the window
// starts (a window past midnight started the day before for the ticks
// after midnight).
func (b *Binding) ticks(s ta.Schedule, d int, tod int64, on bool) bool {
	if s.From == nil {
		return on
	}
	from, to := b.Cal.ResolveOn(d, s.From), b.Cal.ResolveOn(d, s.To) // clock times (Check)
	switch {
	case from < to:
		return on && from <= tod && tod < to
	case tod >= from:
		return on
	case tod < to:
		return s.Days.Has((b.Cal.Weekday + d - 1 + 7) % 7) // the window opened the day before (d >= -1, as in days)
	}
	return false
}

// SunAtoms returns every constraint of the sun windows and instants:
// with the wall clock's constants, what each clock is compared with.
func (b *Binding) SunAtoms() []ta.ClockAtom {
	var out []ta.ClockAtom
	for _, ivs := range b.SunTods {
		for _, iv := range ivs {
			if !iv.NoLo {
				out = append(out, iv.Lo)
			}
			if !iv.NoHi {
				out = append(out, iv.Hi)
			}
		}
	}
	for _, occ := range b.SunOccur {
		out = append(out, occ...)
	}
	return out
}

// SunStart returns the bounds of sun clock x's start value (the span's
// width less the sun time's offset into it): lo and hi, each excluded if
// open.
func (b *Binding) SunStart(x int) (lo, hi int64, loOpen, hiOpen bool) {
	sp := b.Sun[x-b.SunBase].Span
	return 0, sp.To - sp.From, sp.ToOpen, sp.FromOpen
}

// SunTime returns the sun time that sun clock x's start value v stands
// for, in seconds since midnight.
func (b *Binding) SunTime(x int, v *big.Rat) *big.Rat {
	sp := b.Sun[x-b.SunBase].Span
	return new(big.Rat).Sub(big.NewRat(sp.To, 1), v)
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
	for _, a := range b.SunAtoms() {
		if a.X == ta.WallClock {
			out = append(out, a.C)
		}
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
	// A sun clock reads its value at the latest when the wall clock does
	// (it starts at 0 or more).
	for _, a := range b.SunAtoms() {
		last = max(last, min(a.C, b.Cal.Horizon))
	}
	return last
}

// TodHolds evaluates time-of-day atom i on the given clocks.
func (b *Binding) TodHolds(i int, clk ta.Clocks) bool {
	for _, iv := range b.Tods[i] {
		lo := ta.OpGe
		if iv.LoOpen {
			lo = ta.OpGt
		}
		hi := ta.OpLe
		if iv.HiOpen {
			hi = ta.OpLt
		}
		if clk.Holds(ta.ClockAtom{X: ta.WallClock, Y: -1, Op: lo, C: iv.Lo}) &&
			clk.Holds(ta.ClockAtom{X: ta.WallClock, Y: -1, Op: hi, C: iv.Hi}) {
			return true
		}
	}
	for _, iv := range b.SunTods[i] {
		if (iv.NoLo || clk.Holds(iv.Lo)) && (iv.NoHi || clk.Holds(iv.Hi)) {
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
func (b *Binding) Due(s int, clk ta.Clocks) bool {
	occ := b.Occur[s]
	i := sort.Search(len(occ), func(i int) bool {
		return clk.Holds(ta.ClockAtom{X: ta.WallClock, Y: -1, Op: ta.OpLe, C: occ[i]})
	})
	if i < len(occ) && clk.Holds(ta.ClockAtom{X: ta.WallClock, Y: -1, Op: ta.OpEq, C: occ[i]}) {
		return true
	}
	for _, a := range b.SunOccur[s] {
		if clk.Holds(a) {
			return true
		}
	}
	return false
}
