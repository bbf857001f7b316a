package interp

import (
	"fmt"
	"math"
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

	pieces []ta.ClockPiece // Cal.ClockPieces
	err    error           // the first time that cannot be bound
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
	// Wall are more constraints on the wall clock, all of which must
	// hold: where the local clock changes, the fixed end's local time
	// may fall in two stretches of the wall clock (or none).
	Wall []ta.ClockAtom
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
	if err := cal.CheckChanges(); err != nil {
		return nil, err
	}
	for _, a := range tods {
		if a.Days != 0 && !cal.DayKnown {
			return nil, fmt.Errorf("the program depends on the day of the week; give the start's date (--start 2026-06-21T21:00)")
		}
		if !a.Dates.IsZero() && !cal.DateKnown {
			return nil, fmt.Errorf("the program depends on the date (%s); give the start's date (--start 2026-06-21T21:00)", a.Dates)
		}
	}
	if cal.DateKnown && (!cal.DayKnown || cal.Date.Weekday() != cal.Weekday) {
		return nil, fmt.Errorf("the start's date %s is a %s, not a %s", cal.Date, ta.WeekdayFullName(cal.Date.Weekday()), ta.WeekdayFullName(cal.Weekday))
	}
	for _, s := range scheds {
		if s.Days != 0 && !cal.DayKnown {
			return nil, fmt.Errorf("the program depends on the day of the week; give the start's date (--start 2026-06-21T21:00)")
		}
	}
	b := &Binding{Cal: cal, SunBase: sunBase, pieces: cal.ClockPieces()}
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
	if b.err != nil {
		return nil, b.err
	}
	return b, nil
}

// point is a time within the run: a local time, an instant on the wall
// clock, or when a sun clock reads a value.
type point struct {
	sun    bool // on the sun clock of day's base, else on the wall clock
	local  bool // not sun: at is a local time, which the local clock may read at no, one or two wall-clock times
	day    int  // with sun
	base   ta.TimeBase
	at     int64 // the clock's value then; local: the wall clock's value were the local clock never to change
	lo, hi int64 // the earliest and latest wall-clock times it may be (sun)
}

// point resolves t on day d, whose midnight the local clock reads when
// the wall clock would read m were the local clock never to change. A
// time of day is a local time; a sun time is an instant (the sun rises
// once), read in the stretch of the local clock EventPiece gives, and its
// offset is added in real seconds, as Home Assistant adds it to the
// event's instant (helpers/sun.py, get_location_astral_event_next:
// getattr(location, event)(..., local=False) + offset).
func (b *Binding) point(d int, m int64, t *ta.TimeLit) point {
	if t.Base == ta.Midnight {
		at := m + b.Cal.ResolveOn(d, t)
		return point{local: true, at: at}
	}
	start := b.Cal.Start
	if !b.Cal.SymbolicOn(d, t.Base) {
		event := m + b.Cal.ResolveOn(d, t) - t.Offset // the sun time, maybe a day before or after d's
		at := b.Cal.EventWall(event+start) + t.Offset
		return point{at: at, lo: at, hi: at}
	}
	span := b.Cal.Ranges.SpanOn(d, t.Base)
	// Resolved as a time of day, t is x + Offset - k days for the sun
	// time x; sun.Pieces cuts the spans where k changes, so a point
	// inside tells k.
	k := ta.FloorDiv(span.Inner()+t.Offset, ta.SecondsPerDay)
	shift := t.Offset - k*ta.SecondsPerDay
	// The sun time's instant is read in one stretch of the local clock
	// for the whole span (sun.Pieces cuts the spans where it changes).
	hi := span.To
	if span.ToOpen && span.To > span.From {
		hi--
	}
	first := m - k*ta.SecondsPerDay + start
	i := b.Cal.EventPiece(first + span.From)
	if b.Cal.EventPiece(first+hi) != i && b.err == nil {
		b.err = fmt.Errorf("the %s range %s meets a change of the local clock; give narrower --sunrise/--sunset ranges", baseName(t.Base), span)
	}
	shift -= b.pieces[i].Shift
	return point{sun: true, day: d, base: t.Base, at: m + shift + span.To,
		lo: m + span.From + shift, hi: m + span.To + shift}
}

func baseName(b ta.TimeBase) string {
	if b == ta.Sunrise {
		return "sunrise"
	}
	return "sunset"
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
// (negative for the first two) and whether the day is one of days and of
// dates: a day is a local date, from one local midnight to the next (the
// date now().day reads, util/dt.py now: the local time), so the day the
// clocks change is 23 or 25 hours of the wall clock.
func (b *Binding) days(days ta.Weekdays, dates ta.Dates, f func(day int, midnight int64, on bool)) {
	// Start a day early: a window that began the day before the start may
	// still be open.
	// The local clock may be ahead of the wall clock by the changes.
	ahead, _ := b.Cal.MaxShift()
	d := -1
	for m := -b.Cal.Start - ta.SecondsPerDay; m <= b.Cal.Horizon+ahead; m += ta.SecondsPerDay {
		f(d, m, b.Cal.DayOn(d, days, dates))
		d++
	}
}

func (b *Binding) intervals(a ta.TodAtom) ([]Interval, []SunInterval) {
	var out []Interval
	var sun []SunInterval
	add := func(lo, hi point, loOpen, hiOpen bool) {
		for _, w := range b.wallSpans(lo, hi, loOpen, hiOpen) {
			if !lo.sun && !hi.sun {
				iv := Interval{Lo: w.lo.at, Hi: w.hi.at, LoOpen: w.lo.open, HiOpen: w.hi.open}
				// Clip to [0, Horizon].
				if iv.Lo < 0 {
					iv.Lo, iv.LoOpen = 0, false
				}
				if iv.Hi > b.Cal.Horizon {
					iv.Hi, iv.HiOpen = b.Cal.Horizon, false
				}
				if iv.Lo > iv.Hi || (iv.Lo == iv.Hi && (iv.LoOpen || iv.HiOpen)) {
					continue
				}
				out = append(out, iv)
				continue
			}
			// A sun end is a sun clock's constraint; a fixed one is the
			// span's end on the wall clock. Where the span has an end on a
			// sun side too (the local clock changes), the wall clock must
			// also keep within it.
			if (!w.lo.inf && w.lo.at > b.Cal.Horizon) || (!w.hi.inf && w.hi.at < 0) {
				continue
			}
			l, h, lOpen, hOpen := lo, hi, loOpen, hiOpen
			var also []ta.ClockAtom
			if !lo.sun {
				l, lOpen = wallPoint(w.lo.at), w.lo.open
			} else if !w.lo.inf && (w.lo.at > 0 || w.lo.open) {
				also = append(also, ta.ClockAtom{X: ta.WallClock, Y: -1, Op: geOp(w.lo.open), C: w.lo.at})
			}
			if !hi.sun {
				h, hOpen = wallPoint(w.hi.at), w.hi.open
			} else if !w.hi.inf && (w.hi.at < b.Cal.Horizon || w.hi.open) {
				also = append(also, ta.ClockAtom{X: ta.WallClock, Y: -1, Op: leOp(w.hi.open), C: w.hi.at})
			}
			if l.lo > b.Cal.Horizon || h.hi < 0 {
				continue // outside the horizon whatever the sun time
			}
			iv := SunInterval{NoLo: l.hi < 0, NoHi: h.lo > b.Cal.Horizon, Wall: also}
			if !iv.NoLo {
				iv.Lo = b.atom(l, geOp(lOpen))
			}
			if !iv.NoHi {
				iv.Hi = b.atom(h, leOp(hOpen))
			}
			sun = append(sun, iv)
		}
	}
	wall := func(at int64) point { return point{local: true, at: at} }
	b.days(a.Days, a.Dates, func(d int, m int64, on bool) {
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

func wallPoint(at int64) point { return point{at: at, lo: at, hi: at} }

func geOp(open bool) ta.Op {
	if open {
		return ta.OpGt
	}
	return ta.OpGe
}

func leOp(open bool) ta.Op {
	if open {
		return ta.OpLt
	}
	return ta.OpLe
}

// walls returns the wall-clock times of a point that is not a sun
// clock's: a local time's, ascending (none, one or two), or the instant.
func (b *Binding) walls(p point) []int64 {
	if !p.local {
		return []int64{p.at}
	}
	return b.Cal.WallAt(p.at + b.Cal.Start)
}

// bound is one end of a span of the wall clock.
type bound struct {
	at   int64
	open bool // at itself is excluded
	inf  bool // no end on this side
}

// wallSpan is a stretch of the wall clock from lo to hi.
type wallSpan struct{ lo, hi bound }

// wallSpans returns the stretches of the wall clock between lo and hi
// (each excluded if open), in order: a local end bounds the local clock,
// an instant the wall clock, and a sun clock's end nothing (its atom
// bounds it). The local clock reads Start + the wall clock + the piece's
// shift, so within each piece a local bound is a wall-clock bound less the
// shift: where the clocks go back over a local end, the span has a part
// in each of the two pieces, as Home Assistant's time condition, which
// compares the local time of day (helpers/condition.py, time:
// now_time = now.time()), holds in both.
func (b *Binding) wallSpans(lo, hi point, loOpen, hiOpen bool) []wallSpan {
	var out []wallSpan
	for _, p := range b.pieces {
		l := bound{inf: p.From == math.MinInt64, at: p.From}
		h := bound{inf: p.To == math.MaxInt64, at: p.To, open: true}
		switch {
		case lo.sun:
		case lo.local:
			l = later(l, bound{at: lo.at - p.Shift, open: loOpen})
		default:
			l = later(l, bound{at: lo.at, open: loOpen})
		}
		switch {
		case hi.sun:
		case hi.local:
			h = earlier(h, bound{at: hi.at - p.Shift, open: hiOpen})
		default:
			h = earlier(h, bound{at: hi.at, open: hiOpen})
		}
		if !l.inf && !h.inf && (l.at > h.at || (l.at == h.at && (l.open || h.open))) {
			continue
		}
		out = append(out, wallSpan{l, h})
	}
	// Spans that touch at a piece's end are one.
	var merged []wallSpan
	for _, w := range out {
		if n := len(merged); n > 0 && !merged[n-1].hi.inf && !w.lo.inf && merged[n-1].hi.at == w.lo.at && !(merged[n-1].hi.open && w.lo.open) {
			merged[n-1].hi = w.hi
			continue
		}
		merged = append(merged, w)
	}
	return merged
}

// later is the later of two lower bounds.
func later(a, b bound) bound {
	switch {
	case a.inf:
		return b
	case b.inf:
		return a
	case a.at != b.at:
		if a.at > b.at {
			return a
		}
		return b
	}
	a.open = a.open || b.open
	return a
}

// earlier is the earlier of two upper bounds.
func earlier(a, b bound) bound {
	switch {
	case a.inf:
		return b
	case b.inf:
		return a
	case a.at != b.at:
		if a.at < b.at {
			return a
		}
		return b
	}
	a.open = a.open || b.open
	return a
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
	b.days(s.Days, ta.Dates{}, func(d int, m int64, on bool) {
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
			for _, w := range b.walls(t) {
				if w >= 0 && w <= b.Cal.Horizon {
					out = append(out, w)
				}
			}
			return
		}
		for tod := int64(0); tod < ta.SecondsPerDay; tod += s.Period {
			if !b.ticks(s, d, tod, on) {
				continue
			}
			for _, w := range b.walls(point{local: true, at: m + tod}) {
				if w >= 0 && w <= b.Cal.Horizon {
					out = append(out, w)
				}
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
		return s.Days.Has(b.Cal.WeekdayOn(d - 1)) // the window opened the day before (d >= -1, as in days)
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
			out = append(out, iv.Wall...)
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
		if (iv.NoLo || clk.Holds(iv.Lo)) && (iv.NoHi || clk.Holds(iv.Hi)) && allHold(clk, iv.Wall) {
			return true
		}
	}
	return false
}

func allHold(clk ta.Clocks, atoms []ta.ClockAtom) bool {
	for _, a := range atoms {
		if !clk.Holds(a) {
			return false
		}
	}
	return true
}

// Due reports whether schedule s has an instant exactly now. It asks
// the clocks only whether constraints on the wall clock hold (a binary
// search over the instants), not the time itself: a recorded run then
// branches on a few answers, not on every second (see explore's
// prediction).
func (b *Binding) Due(s int, clk ta.Clocks) bool {
	occ := b.Occur[s]
	dec, _ := clk.(ta.WallDecider)
	// The same bisection, and the same questions where the clocks cannot
	// decide them alone: a decided Holds has no effect but its answer.
	i := sort.Search(len(occ), func(i int) bool {
		if dec != nil {
			if h, ok := dec.WallAtMost(occ[i]); ok {
				return h
			}
		}
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
