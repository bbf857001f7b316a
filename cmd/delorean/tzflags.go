package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/ta"
)

// startLayouts are the forms of a dated --start: a local date and time,
// with the offset from UTC when --tz says the clocks read that time twice.
var startLayouts = []string{"2006-01-02T15:04:05Z07:00", "2006-01-02T15:04Z07:00", "2006-01-02T15:04:05", "2006-01-02T15:04"}

// parseDatedStart reads a dated --start: the local date and time, and the
// offset from UTC when one is given.
func parseDatedStart(s string) (t time.Time, hasOffset bool, err error) {
	for i, layout := range startLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t, i < 2, nil
		}
	}
	if err := badDate(s); err != nil {
		return time.Time{}, false, err
	}
	return time.Time{}, false, fmt.Errorf("expected HH:MM or YYYY-MM-DDTHH:MM, not %q", s)
}

// badDate says what is wrong with the date of a start written in the
// dated form whose date does not exist (2026-02-30T10:00: February 2026
// has 28 days), rather than that the form is not HH:MM (issue 39); nil
// when the date is one, or the form is not the dated one.
func badDate(s string) error {
	var y, m, d int
	var rest string
	if n, _ := fmt.Sscanf(s, "%4d-%2d-%2dT%s", &y, &m, &d, &rest); n < 4 || len(s) < 11 || s[10] != 'T' {
		return nil
	}
	date := s[:10]
	if m < 1 || m > 12 {
		return fmt.Errorf("%q: %s is not a date: there is no month %d", s, date, m)
	}
	days := time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	if d < 1 || d > days {
		return fmt.Errorf("%q: %s is not a date: %s %d has %d days", s, date, time.Month(m), y, days)
	}
	return nil
}

// startInstant finds the instant in loc at which the local clock reads
// the start's date and time: none where the clocks go forward over it,
// two where they go back over it, and then the offset written after the
// time (2026-10-25T02:30+01:00) picks one.
func startInstant(start string, loc *time.Location) (time.Time, error) {
	t, hasOffset, err := parseDatedStart(start)
	if err != nil {
		return time.Time{}, err
	}
	_, wantOff := t.Zone()
	naive := time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), 0, time.UTC)
	// Every offset loc has within a day and a bit of the date: the
	// instants the clock may read it at are the date less each of them.
	offsets := map[int]bool{}
	from, to := naive.Add(-30*time.Hour), naive.Add(30*time.Hour)
	for u := from; u.Before(to); {
		_, off := u.In(loc).Zone()
		offsets[off] = true
		_, end := u.In(loc).ZoneBounds()
		if end.IsZero() || !end.After(u) {
			break
		}
		u = end
	}
	var found []time.Time
	for off := range offsets {
		u := naive.Add(-time.Duration(off) * time.Second)
		if _, o := u.In(loc).Zone(); o == off {
			found = append(found, u)
		}
	}
	if len(found) == 2 && found[1].Before(found[0]) {
		found[0], found[1] = found[1], found[0]
	}
	wall := t.Format("2006-01-02T15:04:05")
	switch {
	case len(found) == 0:
		return time.Time{}, fmt.Errorf("%s does not happen in %s: the clocks go forward over it; start before or after the change", wall, loc)
	case hasOffset:
		for _, u := range found {
			if _, o := u.In(loc).Zone(); o == wantOff {
				return u, nil
			}
		}
		return time.Time{}, fmt.Errorf("%s in %s is not at %s", wall, loc, ta.FormatUTCOffset(int64(wantOff)))
	case len(found) > 1:
		var alts []string
		for _, u := range found {
			_, o := u.In(loc).Zone()
			alts = append(alts, strings.TrimSuffix(wall, ":00")+ta.FormatUTCOffset(int64(o)))
		}
		return time.Time{}, fmt.Errorf("%s happens twice in %s (the clocks go back over it); say which with its offset from UTC: %s", wall, loc, strings.Join(alts, " or "))
	}
	return found[0], nil
}

// clockChanges returns the changes of loc's offset from UTC within
// horizon seconds of the instant start, as wall-clock times since it,
// and the offset at the start (seconds).
func clockChanges(start time.Time, loc *time.Location, horizon int64) ([]ta.ClockChange, int64) {
	_, off0 := start.In(loc).Zone()
	var out []ta.ClockChange
	prev := off0
	for u := start; ; {
		_, end := u.In(loc).ZoneBounds()
		if end.IsZero() || !end.After(u) {
			break
		}
		at := end.Unix() - start.Unix()
		if at > horizon {
			break
		}
		// A change of the zone's name alone (the same offset) moves
		// nothing.
		if _, off := end.In(loc).Zone(); off != prev {
			out = append(out, ta.ClockChange{At: at, By: int64(off - prev)})
			prev = off
		}
		u = end
	}
	return out, int64(off0)
}

// zoneCalendar gives cal the local clock of --tz for a dated --start:
// its changes of offset within the horizon. Without --tz the times of
// day are read on a clock that never changes, as before; --tz needs the
// date, as without it the changes are not known.
func (c *calendarFlags) zoneCalendar(cal *ta.Calendar) error {
	tzGiven := c.cmd != nil && c.cmd.Flags().Changed("tz")
	_, hasOffset, _ := parseDatedStart(c.start)
	if !tzGiven {
		if hasOffset {
			return fmt.Errorf("--start %s: an offset from UTC needs the time zone (--tz)", c.start)
		}
		return nil
	}
	if _, ok := startDate(c.start); !ok {
		return fmt.Errorf("--tz needs the date, for the zone's changes of the clocks: --start 2026-03-29T00:00")
	}
	loc, err := time.LoadLocation(c.tz)
	if err != nil {
		return fmt.Errorf("--tz: %v", err)
	}
	start, err := startInstant(c.start, loc)
	if err != nil {
		return fmt.Errorf("--start: %v", err)
	}
	cal.Changes, cal.UTCOffset = clockChanges(start, loc, cal.Horizon)
	cal.Zone = loc.String()
	return nil
}

// clockChangeWarnings names, for an ISY or ELK program, the times of day
// that a change of the local clock within the run skips or repeats: Home
// Assistant's code says what it does then (docs/frontends.md, Daylight
// saving time), the controllers' manuals do not, and DeLorean reads them
// the same way (none on the day the clocks skip the time, twice where they
// repeat it), which for these controllers is an assumption.
func clockChangeWarnings(p *ta.Program, cal ta.Calendar) ta.ErrorList {
	var out ta.ErrorList
	if len(cal.Changes) == 0 {
		return out
	}
	var controller string
	switch strings.ToLower(filepath.Ext(p.File)) {
	case ".isy", ".txt":
		controller = "ISY"
	case ".elk":
		controller = "ELK"
	default:
		return out
	}
	seen := map[ta.Pos]bool{}
	check := func(t *ta.TimeLit) {
		if t == nil || t.Base != ta.Midnight || seen[t.Pos] {
			return
		}
		tod := ((t.Offset % ta.SecondsPerDay) + ta.SecondsPerDay) % ta.SecondsPerDay
		for d := int64(0); d <= int64(cal.LastDay()); d++ {
			local := d*ta.SecondsPerDay + tod
			n := len(cal.WallAt(local))
			if n == 1 || local < cal.Local(0) {
				continue
			}
			what := "does not come on the day the clocks skip it"
			if n > 1 {
				what = "comes twice, the clocks going back over it"
			}
			seen[t.Pos] = true
			out.Add(t.Pos, "%s on %s's clock %s, as in Home Assistant; the %s publishes no rule for the clock changes, so this is an assumption", ta.FormatClockTime(tod), cal.Zone, what, controller)
			return
		}
	}
	for _, s := range p.Schedules() {
		check(s.At)
	}
	for _, a := range p.TodAtoms() {
		if a.In {
			check(&a.From)
			check(&a.To)
		} else {
			check(&a.At)
		}
	}
	return out
}
