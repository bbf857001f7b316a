package zone

import (
	"fmt"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// A leads-to (`reaches` without `within`) over a bounded horizon
// (explore.Property.LeadsToWithin): its observer is a reaches' whose
// bound lies past the horizon, so no run within the horizon breaks it.
// What the horizon can say: it holds within the horizon when on every
// run the target follows each trigger before the horizon ends, that is
// when no stored zone with the obligation open reaches the horizon's
// end; otherwise the target may still follow after the end, and the
// verdict is "unknown" (a violation is a run on which time goes on for
// ever without the target, which no bounded run shows: delorean
// liveness looks for one). A run that cannot let time pass up to the
// horizon (time stops) is no run at all and says nothing either way. The
// horizon's last instant is conservative: a target that follows exactly
// then, after a state at that instant with the obligation open, makes
// the verdict "unknown" too (a second more of horizon settles it).

// openAtHorizon returns the bounded leads-to properties with an
// obligation still open at the horizon on some stored zone.
func (e *explorer) openAtHorizon() map[*explore.Property]bool {
	out := map[*explore.Property]bool{}
	h := e.m.Cfg.Cal.Horizon
	wall := ta.WallClock + 1
	if h <= 0 || e.m.Cfg.Cal.Wrap > 0 || wall > e.n {
		return out
	}
	end, err := zones.LE(h)
	if err != nil {
		return out
	}
	for _, p := range e.m.Props {
		if p.AgainWithin > 0 && e.falseAtEnd(p, end) {
			out[p] = true
		}
	}
	for k, p := range e.m.Timed {
		if p.LeadsToWithin <= 0 {
			continue
		}
		for i := range e.res.nodes {
			nd := &e.res.nodes[i]
			if nd.dead || nd.zone == nil || !e.locs[nd.loc].obs[k] {
				continue
			}
			if nd.zone.At(wall, 0) == end {
				out[p] = true
				break
			}
		}
	}
	return out
}

// falseAtEnd reports whether some stored zone reaches the horizon's
// end (wall clock at end) in a state where p's condition is false
// there.
func (e *explorer) falseAtEnd(p *explore.Property, end zones.Bound) bool {
	wall := ta.WallClock + 1
	at, err := zones.LE(-end.Value())
	if err != nil {
		return true
	}
	for i := range e.res.nodes {
		nd := &e.res.nodes[i]
		if nd.dead || nd.zone == nil || nd.zone.At(wall, 0) != end {
			continue
		}
		z := nd.zone.Copy()
		if ok, err := z.Constrain(0, wall, at); err != nil || !ok {
			continue
		}
		st := &e.res.States[nd.disc]
		_, no, err := e.parts(st, z, func(clk ta.Clocks) (bool, error) { return e.condHolds(p, st, clk) })
		if err != nil || len(no) > 0 {
			return true // an error: unknown, not holds
		}
	}
	return false
}

// leadsToUnknown is why a bounded leads-to p is "unknown", in the
// user's words, or "" when it holds within the horizon.
func (r *Result) leadsToUnknown(p *explore.Property) string {
	if !r.openAtEnd[p] {
		return ""
	}
	if p.AgainWithin > 0 {
		return fmt.Sprintf("on some run %s is false when the horizon (%s) ends: it may hold again later, which no run this long can tell (delorean liveness checks it without a horizon)",
			p.CondText(), ta.FormatDuration(p.AgainWithin))
	}
	return fmt.Sprintf("on some run %s has not followed when the horizon (%s) ends: it may still follow later, which no run this long can tell (delorean liveness checks it without a horizon)",
		p.CondText(), ta.FormatDuration(p.LeadsToWithin))
}
