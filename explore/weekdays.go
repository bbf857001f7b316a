package explore

import (
	"fmt"
	"slices"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
)

// WeekdayClasses groups the days of the week a start may fall on by what
// the program (and cfg's invariants) sees of them within the horizon:
// days whose time-of-day conditions and schedules bind to the same
// wall-clock intervals and instants explore alike, so one of each class
// is explored. cfg.Cal gives the start, horizon and sun times; its
// weekday is ignored. Classes are in the order of their first day
// (0 = Monday).
func WeekdayClasses(p *ta.Program, cfg Config) ([][]int, error) {
	var keys []string
	var out [][]int
	for wd := range 7 {
		c := cfg
		c.Cal.Weekday, c.Cal.DayKnown = wd, true
		m, err := model.NewModel(p, c)
		if err != nil {
			return nil, err
		}
		b := m.Bind
		key := fmt.Sprint(b.Tods, b.Occur, b.Sun, b.SunTods, b.SunOccur)
		if k := slices.Index(keys, key); k >= 0 {
			out[k] = append(out[k], wd)
			continue
		}
		keys = append(keys, key)
		out = append(out, []int{wd})
	}
	return out, nil
}

// WeekdayCalendars is cal once per class of WeekdayClasses (the program
// alone, no invariants): each with the class's first day as its weekday
// and the others as alike, the day known.
func WeekdayCalendars(p *ta.Program, cal ta.Calendar) ([]ta.Calendar, error) {
	classes, err := WeekdayClasses(p, Config{Cal: cal})
	if err != nil {
		return nil, err
	}
	var out []ta.Calendar
	for _, days := range classes {
		c := cal
		c.Weekday, c.DayKnown, c.AlikeWeekdays = days[0], true, days[1:]
		out = append(out, c)
	}
	return out, nil
}
