package explore

import (
	"fmt"

	"github.com/delorean-mc/delorean/explore/model"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// SunGridCalendars returns one calendar per class of sun times in the
// ranges rise and set that the program and cfg's invariants can tell apart
// (see sun.GridCalendars), on the grid of the unit of the model's
// clocks: the region layout's GCD for cfg with the sun at 00:00 (and no
// Days), reduced to divide the start state's clocks and timers. At 00:00
// the sun-derived times are whole multiples of the day and their offsets
// away from the start, all of which sun.GridCalendars divides the unit by
// anyway, so the sun times themselves do not make the grid finer than it
// must be. More classes than limit (positive) is an error
// (sun.ErrTooManyClasses).
func SunGridCalendars(p *ta.Program, cfg Config, rise, set ta.SunRange, limit int) ([]ta.Calendar, error) {
	probe := cfg
	probe.Cal.Sunrise, probe.Cal.Sunset, probe.Cal.Days, probe.Cal.Ranges = 0, 0, nil, nil
	m, err := model.NewModel(p, probe)
	if err != nil {
		return nil, err
	}
	u := m.Layout.G
	if in := cfg.Init; in != nil {
		// A clock that starts at 7 s is compared as if its constants were
		// 7 s less: its start value is a constant of the run too.
		for _, sec := range in.Clocks {
			u = ta.GCD(u, sec)
		}
		for _, left := range in.Timers {
			u = ta.GCD(u, left) // the timer's clock starts at its window's end less this
		}
	}
	if u <= 0 {
		return nil, fmt.Errorf("explore: the clock unit is %d s", u)
	}
	base := cfg.Cal
	base.Ranges = nil // the classes fix the sun times
	return sun.GridCalendars(p, base, rise, set, u, limit)
}
