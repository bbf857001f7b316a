package reduce

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// TickWindow returns the window of a's time condition, when a has one
// among its conditions (which all must hold) with clock times and no
// weekdays: a time_pattern of a ticks only inside it (ta.Trigger.From,
// To), as a tick outside finds the condition false and does nothing.
// The zones then tell apart the ticks of the window only, not those of
// the whole day.
func TickWindow(a *config.Automation) (from, to *ta.TimeLit) {
	for _, c := range a.Conditions {
		if c.Kind != config.CTime || c.Days != 0 || c.After == nil && c.Before == nil {
			continue
		}
		from, to = &ta.TimeLit{Base: ta.Midnight}, &ta.TimeLit{Base: ta.Midnight}
		if c.After != nil {
			from = c.After
		}
		if c.Before != nil {
			to = c.Before
		}
		if from.Base != ta.Midnight || to.Base != ta.Midnight {
			continue
		}
		return from, to
	}
	return nil, nil
}
