package explore

import (
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"time"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// DateClass is a class of dates a start may fall on that the program
// cannot tell apart within the horizon: Date is the one explored, Alike
// how many others there are (of the dates DateClasses considers).
type DateClass struct {
	Date  ta.CivilDate
	Alike int
}

// dateAnchor is where the dates considered begin: the classes' dates are
// the first of each class from it on, so that they read as dates near
// today's rather than of some distant year.
var dateAnchor = ta.CivilDate{Year: 2026, Month: 1, Day: 1}

// maxDateDays bounds the days of a run whose start's date is left open:
// each of the 400 years' days is tried as the start, and each of them
// reads every day of the run.
const maxDateDays = 400

// DateClasses groups the dates a start may fall on by what the program
// (and cfg's invariants, once checked against it) sees of them within the
// horizon, for a program that reads the date (ta.Program.UsesDates) from
// a start without one: every date is a possible start, and one of each
// class is explored. The dates considered are every date of 400
// consecutive years (the calendar's cycle: every stretch of days there
// is recurs in them) between the years the program tells apart, so that
// every class of every year from 1 to 9999 is found; the classes are of
// those dates. Two dates are alike when, on each day of the run (from the
// day before the start's on), the program's windows on days and dates
// hold alike and their bindings to the wall clock are the same. cfg.Cal
// gives the start's time of day, the horizon and the sun times; its
// date is ignored. Classes are in the order of their first date from 2026
// on.
func DateClasses(p *ta.Program, cfg Config) ([]DateClass, error) {
	type filter struct {
		days  ta.Weekdays
		dates ta.Dates
	}
	var filters []filter
	years := map[int]bool{}
	add := func(f filter) {
		if (f.days != 0 || !f.dates.IsZero()) && !slices.Contains(filters, f) {
			filters = append(filters, f)
			if f.dates.YearTo != 0 {
				years[int(f.dates.YearFrom)], years[int(f.dates.YearTo)+1] = true, true
			}
		}
	}
	for _, a := range p.TodAtoms() {
		add(filter{a.Days, a.Dates})
	}
	for _, s := range p.Schedules() {
		add(filter{s.Days, ta.Dates{}})
	}
	if len(filters) > 64 {
		return nil, fmt.Errorf("the program has %d conditions on days and dates; with more than 64 give the start's date (--start 2026-06-21T21:00)", len(filters))
	}
	cal := cfg.Cal
	last := int(ta.FloorDiv(cal.Horizon+cal.Start, ta.SecondsPerDay)) // the run's last day (0: the start's)
	if last+2 > maxDateDays {
		return nil, fmt.Errorf("the program reads the date and the run spans %d days: with more than %d give the start's date (--start 2026-06-21T21:00)", last+1, maxDateDays-1)
	}
	span := last + 2 // the days -1..last
	mask := func(d ta.CivilDate) uint64 {
		var m uint64
		wd := d.Weekday()
		for i, f := range filters {
			if f.days.Has(wd) && (f.dates.IsZero() || f.dates.Has(d)) {
				m |= 1 << i
			}
		}
		return m
	}

	type class struct {
		first  ta.CivilDate
		window []uint64
		count  int
	}
	var classes []*class
	byHash := map[uint64][]int{}
	for _, w := range dateWindows(years) {
		// The days' masks from the day before the window's first start
		// to the last day of a run from its last start.
		n := w.days
		masks := make([]uint64, n+span-1)
		day := w.from.AddDays(-1)
		for i := range masks {
			masks[i] = mask(day)
			day = day.AddDays(1)
		}
		start := w.from
		for i := 0; i < n; i++ {
			win := masks[i : i+span]
			h := fnv.New64a()
			var b [8]byte
			for _, m := range win {
				for k := range b {
					b[k] = byte(m >> (8 * k))
				}
				h.Write(b[:])
			}
			key := h.Sum64()
			found := false
			for _, ci := range byHash[key] {
				if slices.Equal(classes[ci].window, win) {
					classes[ci].count++
					found = true
					break
				}
			}
			if !found {
				byHash[key] = append(byHash[key], len(classes))
				classes = append(classes, &class{first: start, window: slices.Clone(win), count: 1})
			}
			start = start.AddDays(1)
		}
	}

	// Classes whose windows bind alike (a window that holds only before
	// the start or after the horizon) are one.
	var keys []string
	var out []DateClass
	for _, c := range classes {
		cc := cal
		cc.Date, cc.DateKnown = c.first, true
		cc.Weekday, cc.DayKnown = c.first.Weekday(), true
		b, err := interp.Bind(p, cc)
		if err != nil {
			return nil, err
		}
		key := fmt.Sprint(b.Tods, b.Occur, b.Sun, b.SunTods, b.SunOccur)
		if k := slices.Index(keys, key); k >= 0 {
			out[k].Alike += c.count
			continue
		}
		keys = append(keys, key)
		out = append(out, DateClass{Date: c.first, Alike: c.count - 1})
	}
	return out, nil
}

// dateWindow is a stretch of days whose every day DateClasses tries as
// the start.
type dateWindow struct {
	from ta.CivilDate
	days int
}

// dateWindows are the starts DateClasses tries: between each two years
// the program tells apart (bounds, each the first year of a stretch), 400
// consecutive years of it, or all of it when shorter; the stretch with
// 2026 first, beginning at 2026 where it can, then the others by their
// distance from it, later years first.
func dateWindows(bounds map[int]bool) []dateWindow {
	cuts := []int{ta.MinYear}
	for y := range bounds {
		if y > ta.MinYear && y <= ta.MaxYear {
			cuts = append(cuts, y)
		}
	}
	sort.Ints(cuts)
	cuts = slices.Compact(cuts)
	cuts = append(cuts, ta.MaxYear+1)
	type stretch struct{ from, to, dist int } // years from..to-1
	var st []stretch
	for i := 0; i+1 < len(cuts); i++ {
		a, z := cuts[i], cuts[i+1]
		from := a
		if z-a > 400 {
			from = min(max(dateAnchor.Year, a), z-400)
		}
		to := min(z, from+400)
		dist := 0
		switch {
		case dateAnchor.Year < from:
			dist = from - dateAnchor.Year
		case dateAnchor.Year >= to:
			dist = dateAnchor.Year - to + 1
		}
		st = append(st, stretch{from, to, dist})
	}
	sort.SliceStable(st, func(i, j int) bool {
		if st[i].dist != st[j].dist {
			return st[i].dist < st[j].dist
		}
		return st[i].from > st[j].from // the years after 2026 before those before it
	})
	var out []dateWindow
	for _, s := range st {
		first := ta.CivilDate{Year: s.from, Month: 1, Day: 1}
		end := ta.CivilDate{Year: s.to, Month: 1, Day: 1}
		n := daysBetween(first, end)
		out = append(out, dateWindow{from: first, days: n})
	}
	return out
}

// daysBetween is the number of days from a to b.
func daysBetween(a, b ta.CivilDate) int {
	day := func(c ta.CivilDate) int64 {
		return time.Date(c.Year, time.Month(c.Month), c.Day, 0, 0, 0, 0, time.UTC).Unix() / ta.SecondsPerDay
	}
	return int(day(b) - day(a))
}
