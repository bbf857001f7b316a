package ta

import "fmt"

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
	// Date is the start's local date, when DateKnown (Weekday and
	// DayKnown then agree with it); programs that read the date (the
	// day of the month, the month, the year) need it. DateClass, when
	// the start had no date, is how many dates the start may fall on
	// that Date stands for, itself included: those the program cannot
	// tell from it within the horizon (explored once, with Date; for
	// reports); 0 when the start had a date.
	Date      CivilDate
	DateKnown bool
	DateClass int
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
	// Changes are the changes of the local clock's offset from UTC within
	// the run (daylight saving time, from --tz and a dated start), in
	// order: the wall clock counts real seconds, and a time of day falls
	// wherever the local clock reads it (see WallAt): not at all on the
	// day the clocks go forward over it, twice where they go back over
	// it. Without Changes the local clock is Start + the wall clock, and
	// every day is a day long.
	Changes []ClockChange
	// Zone names the time zone (IANA, e.g. Europe/Berlin) whose clock
	// the times of day are read on, and UTCOffset is its offset from UTC
	// at the start, in seconds; for people ("" when no zone was given).
	Zone      string
	UTCOffset int64
	// Wrap, when positive, makes the exploration unbounded (--forever):
	// the time of day is a clock reset at midnight, so the wall clock
	// is taken back by Wrap seconds (a day, or a week when the program
	// reads the day of the week) each time it reaches WrapAt, a
	// midnight after the start; Horizon is then WrapAt plus a day, so
	// that what the calendar binds covers the instant of the wrap and
	// what follows it. See ForeverCalendar.
	Wrap, WrapAt int64
}

// ForeverCalendar returns cal made unbounded (Wrap and WrapAt set, and
// the horizon they need), for a program that reads the day of the week
// (weekly) or not: the wall clock wraps at the second midnight after the
// start (a week later when weekly) back to the first one, where the
// program's conditions and schedules read the same as at the wrap (they
// depend on the time of day and the weekday alone). Sun ranges
// (Ranges) are alike on every day when every day has the same spans:
// each day's sun times are then its own within them, which the zone
// engine keeps open per day and carries across the wrap. A calendar
// whose days differ (each day's own sun times, pieces of the ranges
// that differ from day to day, clock changes) has no such period and is
// refused.
func ForeverCalendar(cal Calendar, weekly bool) (Calendar, error) {
	switch {
	case cal.Ranges != nil && len(cal.Ranges.Days) > 0:
		return cal, fmt.Errorf("--forever needs every day alike, and the sun ranges make the shape of a time-of-day condition differ from day to day (a time such as sunset + 6h falls before midnight for some sun times in the range and after it for others, or a window turns round inside the range): give narrower --sunrise/--sunset ranges, or explore a number of days with --days")
	case len(cal.Days) > 0 && cal.Ranges == nil:
		return cal, errForever("each day's own sunrise and sunset (--lat/--lon)")
	case len(cal.Changes) > 0:
		return cal, errForever("a time zone whose clocks change (--tz)")
	}
	period := int64(SecondsPerDay)
	if weekly {
		period *= 7
	}
	return ForeverCalendarEvery(cal, period)
}

// ForeverCalendarEvery is ForeverCalendar with the period given: a
// week, a day, or a part of a day that divides it when what the program
// reads of the time repeats that often (periodic schedules alone, such
// as every 30 seconds from midnight): the wrap then takes the wall
// clock back that much, from the first midnight after the start (for a
// part of a day, the first time of day after the start that is a
// multiple of it) plus the period to that instant.
func ForeverCalendarEvery(cal Calendar, period int64) (Calendar, error) {
	switch {
	case cal.Ranges != nil && len(cal.Ranges.Days) > 0, len(cal.Days) > 0 && cal.Ranges == nil, len(cal.Changes) > 0:
		return ForeverCalendar(cal, false) // its refusal
	case period <= 0 || (period < SecondsPerDay && SecondsPerDay%period != 0) || (period > SecondsPerDay && period != 7*SecondsPerDay):
		return cal, fmt.Errorf("--forever: a period of %d s neither divides a day nor is a week", period)
	}
	first := SecondsPerDay - cal.Start // the first midnight after the start
	if period < SecondsPerDay {
		// The first multiple of the period after the start (a time of
		// day the period's ticks fall on, as at midnight).
		first = period - cal.Start%period
	}
	cal.Wrap, cal.WrapAt = period, first+period
	cal.Horizon = cal.WrapAt + SecondsPerDay
	return cal, nil
}

// errForever is the error of a calendar that --forever cannot wrap.
func errForever(what string) error {
	return fmt.Errorf("--forever needs every day alike, and %s makes the days differ: give fixed --sunrise and --sunset times (or explore a number of days with --days)", what)
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
