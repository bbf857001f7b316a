package interp

import (
	"fmt"
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
// ordinary constraints on the wall clock.
type Binding struct {
	Cal   ta.Calendar
	Tods  [][]Interval // per time-of-day atom (ta.Program.TodAtoms)
	Occur [][]int64    // per schedule (ta.Program.Schedules): wall-clock instants, ascending
}

// Bind resolves p's time-of-day conditions and schedules for cal. A program
// that reads the time of day needs a horizon.
func Bind(p *ta.Program, cal ta.Calendar) (*Binding, error) {
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
	b := &Binding{Cal: cal}
	for _, a := range tods {
		b.Tods = append(b.Tods, b.intervals(a))
	}
	for _, s := range scheds {
		b.Occur = append(b.Occur, b.occurrences(s))
	}
	return b, nil
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

func (b *Binding) intervals(a ta.TodAtom) []Interval {
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
		end := m + ta.SecondsPerDay // the next midnight, excluded from this day
		if a.In {
			if !on {
				return
			}
			// The window that starts this day; it may run into the next,
			// and then ends at the next day's time.
			from, to := b.Cal.ResolveOn(d, &a.From), b.Cal.ResolveOn(d, &a.To)
			if to <= from {
				to = b.Cal.ResolveOn(d+1, &a.To) + ta.SecondsPerDay
			}
			add(Interval{Lo: m + from, Hi: m + to, HiOpen: true})
			return
		}
		t := m + b.Cal.ResolveOn(d, &a.At)
		switch a.Op {
		case ta.OpLt:
			add(Interval{Lo: m, Hi: t, HiOpen: true})
		case ta.OpLe:
			add(Interval{Lo: m, Hi: t})
		case ta.OpGt:
			add(Interval{Lo: t, Hi: end, LoOpen: true, HiOpen: true})
		case ta.OpGe:
			add(Interval{Lo: t, Hi: end, HiOpen: true})
		case ta.OpEq:
			add(Interval{Lo: t, Hi: t})
		case ta.OpNe:
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

func (b *Binding) occurrences(s ta.Schedule) []int64 {
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
		for tod := int64(0); tod < ta.SecondsPerDay; tod += s.Period {
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
	return i < len(occ) && clk.Holds(ta.ClockAtom{X: ta.WallClock, Y: -1, Op: ta.OpEq, C: occ[i]})
}
