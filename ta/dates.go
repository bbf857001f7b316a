package ta

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Dates is a set of calendar dates, by the day of the month, the month
// and the year: a date is in it when every field that restricts has it.
// The zero value is every date. It is comparable, so that time-of-day
// atoms that differ only in their positions stay one atom.
type Dates struct {
	MonthDays uint32 // bit d: the d-th of the month (1..31); 0: any day
	Months    uint16 // bit m: month m (1 = January); 0: any month
	// YearFrom..YearTo, both included; YearTo 0: any year.
	YearFrom, YearTo int32
}

// MonthNames are the months' names as the IR writes them.
var MonthNames = [13]string{"", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// IsZero reports whether the set is every date.
func (d Dates) IsZero() bool { return d == Dates{} }

// Has reports whether the date is in the set.
func (d Dates) Has(c CivilDate) bool {
	switch {
	case d.MonthDays != 0 && d.MonthDays&(1<<c.Day) == 0:
		return false
	case d.Months != 0 && d.Months&(1<<c.Month) == 0:
		return false
	case d.YearTo != 0 && (int32(c.Year) < d.YearFrom || int32(c.Year) > d.YearTo):
		return false
	}
	return true
}

// Names are the set's names as a days list of the IR writes them
// (`on day.3, day.6, Jan, year.2026`): the days of the month as day.N,
// the months by name, the years as year.N or year.N_M (N to M).
func (d Dates) Names() []string {
	var out []string
	for i := 1; i <= 31; i++ {
		if d.MonthDays&(1<<i) != 0 {
			out = append(out, "day."+strconv.Itoa(i))
		}
	}
	for m := 1; m <= 12; m++ {
		if d.Months&(1<<m) != 0 {
			out = append(out, MonthNames[m])
		}
	}
	switch {
	case d.YearTo == 0:
	case d.YearFrom == d.YearTo:
		out = append(out, fmt.Sprintf("year.%d", d.YearFrom))
	default:
		out = append(out, fmt.Sprintf("year.%d_%d", d.YearFrom, d.YearTo))
	}
	return out
}

// String is Names joined, for messages.
func (d Dates) String() string { return strings.Join(d.Names(), ", ") }

// AddName adds a name of a days list that names dates (day.N, a month,
// year.N, year.N_M) to the set; ok is false when s is not one, and err
// says what is wrong with one that is almost one (day.32).
func (d *Dates) AddName(s string) (ok bool, err error) {
	for m := 1; m <= 12; m++ {
		if strings.EqualFold(s, MonthNames[m]) {
			d.Months |= 1 << m
			return true, nil
		}
	}
	switch {
	case strings.HasPrefix(s, "day."):
		n, e := strconv.Atoi(s[len("day."):])
		if e != nil || n < 1 || n > 31 {
			return true, fmt.Errorf("%q: expected a day of the month, day.1 to day.31", s)
		}
		d.MonthDays |= 1 << n
		return true, nil
	case strings.HasPrefix(s, "year."):
		from, to, isRange := strings.Cut(s[len("year."):], "_")
		a, e1 := strconv.Atoi(from)
		b, e2 := a, error(nil)
		if isRange {
			b, e2 = strconv.Atoi(to)
		}
		if e1 != nil || e2 != nil || a < MinYear || b > MaxYear || a > b {
			return true, fmt.Errorf("%q: expected a year (year.2026) or years (year.2026_2030) from %d to %d", s, MinYear, MaxYear)
		}
		if d.YearTo != 0 {
			return true, fmt.Errorf("%q: one range of years per list (the list already has %s)", s, d.String())
		}
		d.YearFrom, d.YearTo = int32(a), int32(b)
		return true, nil
	}
	return false, nil
}

// MinYear and MaxYear bound the years a date may have (Python's
// datetime.MINYEAR and MAXYEAR, which Home Assistant's dates are).
const (
	MinYear = 1
	MaxYear = 9999
)

// CivilDate is a date of the proleptic Gregorian calendar, as Python's
// datetime.date is: the local date of a time of day.
type CivilDate struct {
	Year, Month, Day int
}

// AddDays returns the date n days after c (before, for n < 0).
func (c CivilDate) AddDays(n int) CivilDate {
	t := time.Date(c.Year, time.Month(c.Month), c.Day+n, 12, 0, 0, 0, time.UTC)
	return CivilDate{Year: t.Year(), Month: int(t.Month()), Day: t.Day()}
}

// Weekday is the date's day of the week (0 = Monday).
func (c CivilDate) Weekday() int {
	t := time.Date(c.Year, time.Month(c.Month), c.Day, 12, 0, 0, 0, time.UTC)
	return (int(t.Weekday()) + 6) % 7
}

// String writes the date as ISO 8601 does: 2026-01-31.
func (c CivilDate) String() string { return fmt.Sprintf("%04d-%02d-%02d", c.Year, c.Month, c.Day) }

// ParseCivilDate reads an ISO date (2026-01-31).
func ParseCivilDate(s string) (CivilDate, error) {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return CivilDate{}, fmt.Errorf("%q is not a date (expected YYYY-MM-DD)", s)
	}
	return CivilDate{Year: t.Year(), Month: int(t.Month()), Day: t.Day()}, nil
}

// DateOn returns the local date of the day day days after the start's
// (-1: the day before), when DateKnown.
func (cal *Calendar) DateOn(day int) CivilDate { return cal.Date.AddDays(day) }

// WeekdayOn returns the day of the week of the day day days after the
// start's (0 = Monday).
func (cal *Calendar) WeekdayOn(day int) int { return ((cal.Weekday+day)%7 + 7) % 7 }

// DayOn reports whether the day day days after the start's is one of
// days and of dates (each when it restricts).
func (cal *Calendar) DayOn(day int, days Weekdays, dates Dates) bool {
	if !days.Has(cal.WeekdayOn(day)) {
		return false
	}
	return dates.IsZero() || dates.Has(cal.DateOn(day))
}
