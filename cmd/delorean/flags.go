package main

import (
	"errors"
	"fmt"
	"github.com/delorean-mc/delorean/ta/syntax"
	"math/big"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
	"github.com/spf13/cobra"
)

// calendarFlags are the flags that fix when an exploration happens.
type calendarFlags struct {
	hours    string
	duration string
	start    string
	sunrise  string
	sunset   string
	lat, lon float64
	tz       string
	cmd      *cobra.Command
	// forever: no horizon, the time of day wrapping at midnight
	// (registerForever; explore, reach and compare have it).
	forever bool
	// days: a horizon of this many days to midnight, each day with its
	// own sun times from --lat/--lon (registerForever).
	days int
	// allDays: --days without the early stop (explore's --all-days).
	allDays bool
}

// registerForever adds --forever to cmd, whose explorations are over
// zones (ta.ForeverCalendar).
func (c *calendarFlags) registerForever(cmd *cobra.Command) {
	cmd.Flags().IntVar(&c.days, "days", 0, "explore this many days from a dated start, to the last one's midnight, each day with its own exact sunrise and sunset from --lat/--lon; a violation says the day it is first possible on; explore stops early once the days left can add nothing (--all-days: every day)")
	cmd.Flags().BoolVar(&c.forever, "forever", false, "explore with no horizon: every day from the start, the time of day wrapping at midnight (and the weekday when the program reads it), until no new state appears; the verdict then holds on every day (zones only; a --sunrise/--sunset range, or --lat/--lon, gives each day its own sun times within the range, with --lat/--lon the earliest and latest of the year at the place)")
}

// foreverChecked refuses what --forever cannot explore in the calendars
// made (each day's own sun times, sun ranges, clock changes), wrapping
// each again (ta.ForeverCalendar is the same on a calendar it made).
func (c *calendarFlags) foreverChecked(p *ta.Program, cals []ta.Calendar) ([]ta.Calendar, error) {
	if !c.forever {
		return cals, nil
	}
	for i := range cals {
		var err error
		if cals[i], err = explore.ForeverCalendar(p, nil, cals[i]); err != nil {
			return nil, err
		}
	}
	return cals, nil
}

// Defaults for the sun, used when the program reads sunrise or sunset and
// the user gives no time.
const (
	defaultSunrise = "06:30"
	defaultSunset  = "18:30"
	// defaultHorizon applies to programs that read the time of day when no
	// horizon is given.
	defaultHorizon = 3600
)

func (c *calendarFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&c.hours, "hours", "", "how many hours of wall-clock time to explore (e.g. 1, 0.5)")
	f.StringVar(&c.duration, "duration", "", "how much wall-clock time to explore (e.g. 90m, 1h30m)")
	f.StringVar(&c.start, "start", "00:00", "start time of day (HH:MM[:SS]) or date and time (2026-06-21T21:00; with --tz, a time the clocks go back over takes its offset: 2026-10-25T02:30+01:00); without a date, a program that reads the day of the week is explored for each day the start may fall on")
	f.StringVar(&c.sunrise, "sunrise", defaultSunrise, "time of sunrise, or a range (06:00..07:30): every day's sunrise anywhere in it, each day's on its own (zones keep the range open; regions explore each class of times the program can tell apart)")
	f.StringVar(&c.sunset, "sunset", defaultSunset, "time of sunset, or a range (19:00..20:30), as --sunrise")
	f.Float64Var(&c.lat, "lat", 0, "latitude (degrees north): compute sunrise and sunset for the --start date")
	f.Float64Var(&c.lon, "lon", 0, "longitude (degrees east), with --lat")
	f.StringVar(&c.tz, "tz", "UTC", "time zone of the times of day (IANA name, e.g. Europe/Berlin), with a dated --start: the wall clock counts real seconds and the times of day follow the zone's clock, which skips the hour the clocks go forward over and repeats the one they go back over; also the zone of the sun times from --lat/--lon")
	c.cmd = cmd
}

// sunRange reads HH:MM or HH:MM..HH:MM.
func sunRange(flag, s string) (ta.SunRange, error) {
	from, to, isRange := strings.Cut(s, "..")
	a, err := ta.ParseClockTime(from)
	if err != nil {
		return ta.SunRange{}, fmt.Errorf("--%s: %v", flag, err)
	}
	b := a
	if isRange {
		if b, err = ta.ParseClockTime(to); err != nil {
			return ta.SunRange{}, fmt.Errorf("--%s: %v", flag, err)
		}
		if b < a {
			return ta.SunRange{}, fmt.Errorf("--%s: the range %s ends before it starts", flag, s)
		}
	}
	return ta.SunRange{From: a, To: b}, nil
}

// sunClassLimit is the most classes of sun times the region engine
// explores one at a time (a class is a whole exploration); past it the
// zone engine, which keeps the range open, is the way.
const sunClassLimit = 2000

// calendars returns the calendars to explore for cfg: one, or, when
// sunrise or sunset is a range, the pieces of the ranges that the zone
// engine explores with the sun times open (symbolic), or else one per
// class of sun times the program and its invariants can tell apart.
func (c *calendarFlags) calendars(p *ta.Program, cfg explore.Config, symbolic bool) ([]ta.Calendar, error) {
	base, err := c.calendar(p)
	if err != nil {
		return nil, err
	}
	// A program that reads the date, from a start without one: the start
	// may fall on any date, and each class of dates the program cannot
	// tell apart is explored (one date of it). The sun's calendars are
	// made with a date of the right weekday that each class then replaces.
	if !base.DateKnown && p.UsesDates() {
		base.Date, base.DateKnown = undatedStart, true
		base.Weekday, base.DayKnown = undatedStart.Weekday(), true
		cals, err := c.sunCalendars(p, cfg, base, symbolic)
		if err != nil {
			return nil, err
		}
		cfg.Cal = cals[0]
		classes, err := explore.DateClasses(p, cfg)
		if err != nil {
			return nil, err
		}
		var out []ta.Calendar
		for _, cal := range cals {
			for _, dc := range classes {
				cal.Date, cal.Weekday, cal.DateClass = dc.Date, dc.Date.Weekday(), dc.Alike+1
				out = append(out, cal)
			}
		}
		return out, nil
	}
	// A program that reads the day of the week, from a start without a
	// date: the start may fall on any day, and each is explored (one of
	// the days the program cannot tell apart).
	weekdays := !base.DayKnown && p.UsesWeekdays()
	base.DayKnown = base.DayKnown || weekdays
	cals, err := c.sunCalendars(p, cfg, base, symbolic)
	if err == nil {
		cals, err = c.foreverChecked(p, cals)
	}
	if err != nil || !weekdays {
		return cals, err
	}
	cfg.Cal = cals[0]
	classes, err := explore.WeekdayClasses(p, cfg)
	if err != nil {
		return nil, err
	}
	var out []ta.Calendar
	for _, cal := range cals {
		for _, days := range classes {
			cal.Weekday, cal.AlikeWeekdays = days[0], days[1:]
			out = append(out, cal)
		}
	}
	return out, nil
}

// undatedStart is the date a start without one has while the sun's
// calendars are made, before each class of dates replaces it.
var undatedStart = ta.CivilDate{Year: 2026, Month: 1, Day: 1}

// sunCalendars is calendars for base: one, or one per part or class of
// the sun ranges.
func (c *calendarFlags) sunCalendars(p *ta.Program, cfg explore.Config, base ta.Calendar, symbolic bool) ([]ta.Calendar, error) {
	rise, err := sunRange("sunrise", c.sunrise)
	if err != nil {
		return nil, err
	}
	set, err := sunRange("sunset", c.sunset)
	if err != nil {
		return nil, err
	}
	if c.cmd != nil && (c.cmd.Flags().Changed("lat") || c.cmd.Flags().Changed("lon")) {
		if c.cmd.Flags().Changed("sunrise") || c.cmd.Flags().Changed("sunset") {
			return nil, fmt.Errorf("give either --lat/--lon or --sunrise/--sunset, not both")
		}
		date, ok := startDate(c.start)
		loc, err := time.LoadLocation(c.tz)
		if err != nil {
			return nil, fmt.Errorf("--tz: %v", err)
		}
		if c.forever {
			// Every day alike: each day's sunrise and sunset its own
			// within the earliest and latest of a year at the place.
			if !ok {
				date = time.Date(undatedStart.Year, time.Month(undatedStart.Month), undatedStart.Day, 0, 0, 0, 0, time.UTC)
			}
			if rise, set, err = yearSunRanges(c.lat, c.lon, date, loc); err != nil {
				return nil, fmt.Errorf("--lat %g --lon %g: %v", c.lat, c.lon, err)
			}
			return c.sunPieces(p, cfg, base, rise, set, symbolic)
		}
		if !ok {
			return nil, fmt.Errorf("--lat and --lon need the date: --start 2026-06-21T21:00")
		}
		r, s, err := sun.Times(c.lat, c.lon, date, loc)
		if err != nil {
			return nil, fmt.Errorf("--lat %g --lon %g: %v", c.lat, c.lon, err)
		}
		rise, set = ta.SunRange{From: r, To: r}, ta.SunRange{From: s, To: s}
		if base.Days, err = sunDays(c.lat, c.lon, date, loc, base); err != nil {
			return nil, fmt.Errorf("--lat %g --lon %g: %v", c.lat, c.lon, err)
		}
	}
	return c.sunPieces(p, cfg, base, rise, set, symbolic)
}

// yearSunRanges returns the earliest and latest sunrise, and sunset, at
// the place over the year from date (the times of day of loc).
func yearSunRanges(lat, lon float64, date time.Time, loc *time.Location) (rise, set ta.SunRange, err error) {
	for d := 0; d < 366; d++ {
		r, s, err := sun.Times(lat, lon, date.AddDate(0, 0, d), loc)
		if err != nil {
			return rise, set, err
		}
		if d == 0 {
			rise, set = ta.SunRange{From: r, To: r}, ta.SunRange{From: s, To: s}
		}
		rise = ta.SunRange{From: min(rise.From, r), To: max(rise.To, r)}
		set = ta.SunRange{From: min(set.From, s), To: max(set.To, s)}
	}
	return rise, set, nil
}

// sunPieces is sunCalendars given the sun's times or ranges.
func (c *calendarFlags) sunPieces(p *ta.Program, cfg explore.Config, base ta.Calendar, rise, set ta.SunRange, symbolic bool) ([]ta.Calendar, error) {
	if rise.From == rise.To && set.From == set.To {
		base.Sunrise, base.Sunset = rise.From, set.From
		return []ta.Calendar{base}, nil
	}
	if symbolic {
		return sun.Pieces(p, base, rise, set)
	}
	cfg.Cal = base
	cals, err := explore.SunGridCalendars(p, cfg, rise, set, sunClassLimit)
	switch {
	case errors.Is(err, sun.ErrTooManyClasses):
		return nil, fmt.Errorf("%v: the region engine explores each class of sun times the program can tell apart on its own, and %s has too many; the zone engine (--engine zones, the default for explore) explores the range at once, or give a narrower range", err, sunText(rise, set))
	case errors.Is(err, sun.ErrGridTooFine):
		return nil, fmt.Errorf("%v: the region engine cannot explore %s one class at a time in whole seconds; the zone engine (--engine zones, the default for explore) explores the range at once", err, sunText(rise, set))
	}
	return cals, err
}

// sunText names the ranges given, for messages.
func sunText(rise, set ta.SunRange) string {
	var parts []string
	if rise.From != rise.To {
		parts = append(parts, "--sunrise "+ta.FormatClockTime(rise.From)+".."+ta.FormatClockTime(rise.To))
	}
	if set.From != set.To {
		parts = append(parts, "--sunset "+ta.FormatClockTime(set.From)+".."+ta.FormatClockTime(set.To))
	}
	return strings.Join(parts, " with ")
}

// sunDays computes each day's sunrise and sunset at the place, from the
// day before the start's to the day the horizon ends on, for a run over
// several days (ta.Calendar.Days); nil when the run stays within the
// start's day, whose times are Sunrise and Sunset.
func sunDays(lat, lon float64, date time.Time, loc *time.Location, cal ta.Calendar) ([]ta.SunDay, error) {
	last := cal.LastDay()
	if last == 0 {
		return nil, nil
	}
	var days []ta.SunDay
	for d := -1; d <= last; d++ {
		r, s, err := sun.Times(lat, lon, date.AddDate(0, 0, d), loc)
		if err != nil {
			return nil, err
		}
		days = append(days, ta.SunDay{Sunrise: r, Sunset: s})
	}
	return days, nil
}

func startDate(s string) (time.Time, bool) {
	d, _, ok := strings.Cut(s, "T")
	if !ok {
		return time.Time{}, false
	}
	t, err := time.Parse("2006-01-02", d)
	return t, err == nil
}

// calendar reads the flags; a program that reads the time of day gets the
// default horizon when none is given.
// fixedCalendar is calendar for the commands that explore one calendar
// (reach, bench, regions): a sun range is refused rather than read as
// its first time.
func (c *calendarFlags) fixedCalendar(p *ta.Program, cmd string) (ta.Calendar, error) {
	for _, f := range []struct{ name, val string }{{"sunrise", c.sunrise}, {"sunset", c.sunset}} {
		if r, err := sunRange(f.name, f.val); err == nil && r.From != r.To {
			return ta.Calendar{}, fmt.Errorf("--%s %s: %s takes one sun time, not a range (explore checks every time of a range)", f.name, f.val, cmd)
		}
	}
	return c.calendar(p)
}

func (c *calendarFlags) calendar(p *ta.Program) (ta.Calendar, error) {
	var cal ta.Calendar
	var err error
	if cal.Start, cal.Date, cal.DateKnown, err = parseStart(c.start); err != nil {
		return cal, fmt.Errorf("--start: %v", err)
	}
	cal.Weekday, cal.DayKnown = cal.Date.Weekday(), cal.DateKnown
	if !cal.DateKnown {
		cal.Weekday = 0
	}
	r, err := sunRange("sunrise", c.sunrise)
	if err != nil {
		return cal, err
	}
	s, err := sunRange("sunset", c.sunset)
	if err != nil {
		return cal, err
	}
	if r.To >= s.From {
		// The times of one day, local: a sunrise after the sunset is a
		// swap or a slip (issue 39), and no place has one.
		return cal, fmt.Errorf("--sunrise %s is not before --sunset %s: the sun rises before it sets (the local times of one day, such as --sunrise 06:30 --sunset 18:30)",
			ta.FormatClockTime(r.To), ta.FormatClockTime(s.From))
	}
	cal.Sunrise, cal.Sunset = r.From, s.From
	switch {
	case c.days != 0 && (c.hours != "" || c.duration != "" || c.forever):
		return cal, fmt.Errorf("--days is the horizon: leave out --hours, --duration and --forever")
	case c.days != 0:
		latLon := c.cmd != nil && (c.cmd.Flags().Changed("lat") || c.cmd.Flags().Changed("lon"))
		if c.days < 0 || c.days > 3660 || !cal.DateKnown || !latLon {
			return cal, fmt.Errorf("--days takes a number of days (1 to 3660) with --lat/--lon and a dated --start (2026-06-21T00:00)")
		}
		// To the last day's midnight: each day whole but the first.
		cal.Horizon = int64(c.days)*ta.SecondsPerDay - cal.Start
	case c.hours != "" && c.duration != "":
		return cal, fmt.Errorf("give either --hours or --duration, not both")
	case c.hours != "":
		h, err := ta.ParseSeconds(c.hours)
		if err != nil || h.Sign() <= 0 {
			return cal, fmt.Errorf("--hours: expected a positive number of hours, not %q", c.hours)
		}
		sec := new(big.Rat).Mul(h, big.NewRat(3600, 1))
		switch {
		case sec.Cmp(big.NewRat(1<<32, 1)) > 0:
			return cal, fmt.Errorf("--hours: %s hours is too long (at most %d hours)", c.hours, int64(1<<32)/3600)
		case !sec.IsInt():
			return cal, fmt.Errorf("--hours: %s hours is not a whole number of seconds", c.hours)
		}
		cal.Horizon = sec.Num().Int64()
	case c.duration != "":
		d, err := ta.ParseDuration(c.duration)
		switch {
		case (err != nil && strings.Contains(err.Error(), "out of range")) || d > 1<<32:
			return cal, fmt.Errorf("--duration: %s is too long (at most %s)", c.duration, ta.FormatDuration(1<<32))
		case err != nil || d <= 0:
			return cal, fmt.Errorf("--duration: expected a positive duration such as 90m, not %q", c.duration)
		}
		cal.Horizon = d
	case p.UsesWallClock():
		cal.Horizon = defaultHorizon
	}
	if !c.forever {
		return cal, c.zoneCalendar(&cal)
	}
	if c.hours != "" || c.duration != "" {
		return cal, fmt.Errorf("--forever explores without a horizon: leave out --hours and --duration")
	}
	// A year of the zone's clock changes, which --forever refuses: its
	// days are all alike only where the clocks do not change.
	cal.Horizon = 366 * ta.SecondsPerDay
	if err := c.zoneCalendar(&cal); err != nil {
		return cal, err
	}
	return explore.ForeverCalendar(p, nil, cal)
}

// parseStart reads HH:MM[:SS] or an ISO date and time; with a date it also
// returns the date (the local date of the start, as the time is local).
func parseStart(s string) (tod int64, date ta.CivilDate, known bool, err error) {
	if strings.Contains(s, "T") {
		t, _, err := parseDatedStart(s)
		if err != nil {
			return 0, date, false, err
		}
		date = ta.CivilDate{Year: t.Year(), Month: int(t.Month()), Day: t.Day()}
		return int64(t.Hour()*3600 + t.Minute()*60 + t.Second()), date, true, nil
	}
	tod, err = ta.ParseClockTime(s)
	return tod, date, false, err
}

// loadProgram reads a program for the command cmd (one of DeLorean's own
// YAML files in its place is refused, saying what it is); its problems
// are bad input. readers are
// the files that read the program's names (invariants, start state): the
// names they mention keep their state (frontends.Options.Keep), and the
// numbers they compare names with are constants of those names
// (frontends.Options.Consts).
func loadProgram(cmd *cobra.Command, path string, readers ...string) (*ta.Program, error) {
	type names struct {
		keep   map[string]bool
		consts map[string][]string
	}
	n, err := awaitValue(cmd, "reading the names of "+strings.Join(nonEmpty(readers), ", "), func() (names, error) {
		return names{namesIn(readers...), thresholdsIn(readers...)}, nil
	})
	if err != nil {
		return nil, err
	}
	return loadProgramKeeping(cmd, path, n.keep, n.consts)
}

func nonEmpty(ss []string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// loadProgramKeeping reads a program keeping the state of the names in
// keep (frontends.Options.Keep), with the constants consts
// (frontends.Options.Consts).
func loadProgramKeeping(cmd *cobra.Command, path string, keep map[string]bool, consts map[string][]string) (*ta.Program, error) {
	if err := notAProgram(path, cmd); err != nil {
		return nil, err
	}
	opts := loadOpts
	opts.Keep, opts.Consts = keep, consts
	p, err := awaitValue(cmd, "loading "+path, func() (*ta.Program, error) {
		p, err := frontends.LoadWith(path, opts)
		if err != nil {
			return nil, badInput(err)
		}
		return p, nil
	})
	if err != nil {
		return nil, err
	}
	printWarnings(os.Stderr, frontends.DeviceWarnings(p))
	if lo := frontends.LeftOutErrors(p); len(lo) > 0 {
		// Home Assistant loads the rest of the configuration, and so does
		// every command; --strict makes what it would not load an error.
		if loadOpts.Strict {
			return nil, badInput(lo)
		}
		printWarnings(os.Stderr, lo)
	}
	return p, nil
}

// leftOutEntries are the report's entries of what was left out of p.
func leftOutEntries(p *ta.Program) []explore.LeftOutEntry {
	var out []explore.LeftOutEntry
	for _, it := range frontends.LeftOut(p) {
		out = append(out, explore.LeftOutEntry{Kind: it.What, Name: it.Name, File: it.Pos.File, Line: it.Pos.Line, Column: it.Pos.Col, Reason: it.Reason})
	}
	return out
}

// dottedName is how an entity id looks (domain.object_id): a name the
// invariants or the start state may read.
var dottedName = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*\.[A-Za-z0-9_]+)( since)?`)

// namesIn returns the dotted names (Home Assistant's entity ids) the
// files mention anywhere, their events' names included (after:
// binary_sensor.motion -> on): an invariant that watches an entity's
// changes needs them all, even those that fire nothing. More than they
// read is harmless, as keeping a state never changes an answer. An empty path is skipped; a file that
// cannot be read is left to its own loader to report.
func namesIn(paths ...string) map[string]bool {
	out := map[string]bool{}
	for _, path := range paths {
		if path == "" {
			continue
		}
		text, err := syntax.ReadFile(path)
		if err != nil {
			continue
		}
		for _, m := range dottedName.FindAllSubmatch(text, -1) {
			// The entity, and its since clock when named ("light.a
			// since", a start state's clock).
			out[string(m[1])] = true
			out[string(m[0])] = true
		}
	}
	return out
}

// thresholdsIn returns the numbers the invariants of the files compare
// names with (explore.Thresholds), by name: an entity compared as a number
// gets them as constants, so that the invariants' comparisons are exact.
// A file that is not a list of invariants (a start state) gives none; one
// that cannot be read is left to its own loader to report.
func thresholdsIn(paths ...string) map[string][]string {
	out := map[string][]string{}
	for _, path := range paths {
		if path == "" {
			continue
		}
		text, err := syntax.ReadFile(path)
		if err != nil {
			continue
		}
		for name, cs := range explore.Thresholds(text) {
			out[name] = append(out[name], cs...)
		}
	}
	return out
}

// readRegular reads a regular file: a FIFO or a device (/dev/zero) is
// not read here, where nothing would say why the run hangs; its own
// loader reports it.
func readRegular(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	return os.ReadFile(path)
}

// modelFlags are the flags that build a model: calendar, start state,
// invariants.
type modelFlags struct {
	cal        calendarFlags
	invariants string
	init       string
	// boundedLeadsTo: a leads-to is explored over the horizon, with the
	// verdict "unknown" where it ends first (spec.Property.BoundedBy;
	// explore over zones).
	boundedLeadsTo bool
}

func (mf *modelFlags) register(cmd *cobra.Command) {
	mf.cal.register(cmd)
	cmd.Flags().StringVar(&mf.invariants, "invariants", "", "YAML file of invariants to check")
	cmd.Flags().StringVar(&mf.init, "init", "", "YAML file setting the start state of some devices, variables, clocks and timers")
}

// models builds a model per calendar (one, unless the sun times are
// ranges); symbolic: for the zone engine, which keeps sun ranges open.
func (mf *modelFlags) models(p *ta.Program, symbolic bool) ([]*explore.Model, error) {
	if mf.cal.cmd == nil {
		return mf.buildModels(p, symbolic)
	}
	what := "preparing the exploration of " + p.File
	if files := nonEmpty([]string{mf.invariants, mf.init}); len(files) > 0 {
		what = "reading " + strings.Join(files, " and ") + " and " + what
	}
	return awaitValue(mf.cal.cmd, what, func() ([]*explore.Model, error) { return mf.buildModels(p, symbolic) })
}

func (mf *modelFlags) buildModels(p *ta.Program, symbolic bool) ([]*explore.Model, error) {
	var cfg explore.Config
	var err error
	if mf.invariants != "" {
		if cfg.Props, err = explore.LoadProperties(mf.invariants, p); err != nil {
			return nil, badInput(err)
		}
	}
	if mf.init != "" {
		if cfg.Init, err = explore.LoadInit(mf.init, p); err != nil {
			return nil, badInput(err)
		}
	}
	if mf.cal.cmd != nil {
		// Invariants about devices only programs change say so.
		printWarnings(mf.cal.cmd.ErrOrStderr(), environmentWarnings(p, cfg.Props))
	}
	// The invariants are loaded first: their time windows are times the
	// sun classes must respect.
	cals, err := mf.cal.calendars(p, cfg, symbolic)
	if err != nil {
		return nil, badInput(err)
	}
	if mf.cal.cmd != nil && len(cals) > 0 {
		printWarnings(mf.cal.cmd.ErrOrStderr(), clockChangeWarnings(p, cals[0]))
	}
	if mf.boundedLeadsTo && len(cals) > 0 && cals[0].Wrap == 0 && cals[0].Horizon > 0 {
		props := cfg.Props
		cfg.Props = nil
		for _, pr := range props {
			cfg.Props = append(cfg.Props, pr.BoundedBy(cals[0].Horizon))
		}
	}
	var out []*explore.Model
	for _, cal := range cals {
		c := cfg
		c.Cal = cal
		m, err := explore.NewModel(p, c)
		if err != nil {
			return nil, badInput(err)
		}
		out = append(out, m)
	}
	return out, nil
}

// memoryFlags are --max-memory and --spill, which explore and sdn share.
type memoryFlags struct {
	maxMemory string
	spillDir  string
}

func (m *memoryFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&m.maxMemory, "max-memory", "", "stop when the explorer's heap passes this size (e.g. 4GiB, 500MB; the report is then incomplete), or with --spill, when what stays on the heap does")
	f.StringVar(&m.spillDir, "spill", "", "instead of stopping at --max-memory, keep the visited states in memory-mapped files in this directory once the heap passes a quarter of it (all of them without --max-memory); the kernel writes them to disk when memory runs short")
}

// limit checks both flags and returns --max-memory in bytes (0: none)
// and the spill directory ("" for none).
func (m *memoryFlags) limit() (int64, string, error) {
	limit, err := parseBytes(m.maxMemory)
	if err != nil {
		return 0, "", badInput(fmt.Errorf("--max-memory: %v", err))
	}
	if m.spillDir != "" {
		if err := store.CheckSpillDir(m.spillDir); err != nil {
			return 0, "", badInput(fmt.Errorf("--spill: %v", err))
		}
	}
	return limit, m.spillDir, nil
}

// sunAsGiven puts the sun times into the report's header as the user gave
// them: a range stays a range (the runs below the header list the classes
// explored), where the merged report would show only the classes' first
// and last representatives, or one time when the program cannot tell the
// times of the range apart.
func (c *calendarFlags) sunAsGiven(rep *explore.Report) {
	if c.cmd != nil && (c.cmd.Flags().Changed("lat") || c.cmd.Flags().Changed("lon")) {
		return
	}
	ranged := false
	if r, err := sunRange("sunrise", c.sunrise); err == nil && r.From != r.To {
		rep.Sunrise = ta.FormatClockTime(r.From) + ".." + ta.FormatClockTime(r.To)
		ranged = true
	}
	if s, err := sunRange("sunset", c.sunset); err == nil && s.From != s.To {
		rep.Sunset = ta.FormatClockTime(s.From) + ".." + ta.FormatClockTime(s.To)
		ranged = true
	}
	if ranged {
		// Each day's times are the ranges: the classes explored over
		// several days (each run's days) are listed with the runs.
		rep.SunDays = nil
	}
}
