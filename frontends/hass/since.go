package hass

import (
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/reduce"
)

// mergeSince gives the since clocks of entities read only together one
// clock (reduce.ShareClocks), named after them: "light.a, light.b
// since". A since clock the invariants or the start state name
// (Options.Keep: "light.a since") stays the entity's own.
func (l *lowerer) mergeSince() {
	if l.opt.Plain {
		return
	}
	var clocks []string
	for _, e := range l.order {
		if e.since && !l.opt.Keep[e.id+" since"] {
			clocks = append(clocks, e.id+" since")
		}
	}
	reduce.ShareClocks(l.prog, clocks, func(members []string) string {
		ids := make([]string, len(members))
		for i, m := range members {
			ids[i] = strings.TrimSuffix(m, " since")
		}
		return l.unique(strings.Join(ids, ", ") + " since")
	})
}
