package model

import (
	"fmt"
	"math/big"

	"github.com/delorean-mc/delorean/ta"
)

// ClockEntry describes a clock of the region layout.
type ClockEntry struct {
	Name        string `json:"name"`
	MaxConstant int64  `json:"max_constant_seconds"` // -1: not tracked
	Kind        string `json:"kind"`                 // wall, clock, timer, observer
}

// ClockEntries lists the clocks of the layout with their roles.
func (m *Model) ClockEntries() []ClockEntry {
	var out []ClockEntry
	timerClock := map[int]bool{}
	timerName := map[int]string{} // a private clock is shown as its timer
	for _, t := range m.Prog.Timers {
		timerClock[t.ClockIndex] = t.Clock == ""
		if t.Clock == "" {
			timerName[t.ClockIndex] = t.DisplayName()
		}
	}
	for x := 0; x < m.NClocks; x++ {
		e := ClockEntry{MaxConstant: -1, Kind: "clock"}
		if k := m.Layout.K[x]; k >= 0 {
			e.MaxConstant = int64(k) * m.Layout.G
		}
		switch {
		case x == ta.WallClock && m.Cfg.Cal.Wrap > 0:
			// No horizon (--forever): the wall clock is the time of day
			// (of the week), taken back at midnight; its bound is the
			// wrap's, not a length of the run (the text leaves it out).
			e.Name, e.Kind = "time of day (no horizon: wraps at midnight)", "wall"
			if m.Cfg.Cal.Wrap > ta.SecondsPerDay {
				e.Name = "time of the week (no horizon: wraps at midnight, a week on)"
			}
		case x == ta.WallClock:
			e.Name, e.Kind = "wall clock", "wall"
		case x < m.Prog.NumClocks():
			e.Name = m.Prog.ClockName(x)
			if timerClock[x] {
				e.Kind = "timer"
				e.Name = timerName[x]
			}
		case x < m.obsClock0+len(m.Timed):
			e.Name, e.Kind = "observer of "+m.Timed[x-m.obsClock0].Name, "observer"
		default:
			e.Name, e.Kind = m.SunClockName(x), "sun"
		}
		out = append(out, e)
	}
	return out
}

// clockText prints a time since the start as a time of day (or, without
// a wall clock, as seconds since the start): the local clock's, which
// reads 01:59:59 and then 03:00:00 where the clocks go forward; a time
// the clocks go back over, which it reads twice, has its offset from UTC
// (02:30:00+02:00, then 02:30:00+01:00).
func (m *Model) clockText(sec *big.Rat) string {
	cal := &m.Cfg.Cal
	if cal.Horizon == 0 {
		return "+" + ta.FormatSeconds(sec) + "s"
	}
	t := ta.FormatTimeOfDay(cal.LocalRat(sec))
	if cal.Repeated(sec) {
		t += ta.FormatUTCOffset(cal.UTCOffsetAt(sec))
	}
	return t
}

// ClockText is clockText for reports.
func (m *Model) ClockText(sec *big.Rat) string { return m.clockText(sec) }

// UntilText is how far an exploration got, sec after its start: a time of
// day, with the day when it is not the start's ("06:00:00 the next day";
// a 24-hour run from 00:00 ends at 00:00:00 the next day, not at its
// start).
func (m *Model) UntilText(sec *big.Rat) string {
	t := m.clockText(sec)
	if m.Cfg.Cal.Horizon == 0 {
		return t
	}
	day := m.Cfg.Cal.LocalRat(sec)
	day.Quo(day, big.NewRat(86400, 1))
	n := new(big.Int).Quo(day.Num(), day.Denom()) // whole days after the start's
	switch {
	case n.Sign() == 0:
		return t
	case n.IsInt64() && n.Int64() == 1:
		return t + " the next day"
	}
	return fmt.Sprintf("%s on day %s", t, new(big.Int).Add(n, big.NewInt(1)))
}

// SunClockName names sun clock x for people: which day's sunrise or
// sunset it stands for, and the span it lies in.
func (m *Model) SunClockName(x int) string {
	c := m.Bind.Sun[x-m.Bind.SunBase]
	name := "sunset"
	if c.Base == ta.Sunrise {
		name = "sunrise"
	}
	switch c.Day {
	case -1:
		name += " of the day before the start"
	case 0:
	case 1:
		name += " of the next day"
	default:
		name += fmt.Sprintf(" of day %d", c.Day+1)
	}
	return name + " (" + c.Span.String() + ")"
}
