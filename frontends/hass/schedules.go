package hass

import (
	"sort"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// A schedule helper the configuration declares is not a variable: its
// state is the time of the week, on inside its blocks, as sun.sun's is
// the time between sunrise and sunset (components/schedule/__init__.py,
// Schedule._update: a block is on from `from`, inclusive, to `to`,
// exclusive).

// schedule is the declared schedule id, nil when there is none.
func (l *lowerer) schedule(id string) *config.Schedule {
	if config.DomainOf(id) != "schedule" {
		return nil
	}
	return l.f.Schedules[id]
}

// scheduleOn is when schedule sc is on.
func scheduleOn(sc *config.Schedule) ta.Expr {
	var x ta.Expr
	for _, b := range sc.Blocks {
		to := b.To % ta.SecondsPerDay
		x = or(x, &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight, Offset: b.From}, To: &ta.TimeLit{Base: ta.Midnight, Offset: to},
			Days: 1 << b.Day, Tod: -1})
	}
	if x == nil {
		return boolLit(false)
	}
	return x
}

// scheduleIs is when schedule sc is in one of the states vals (on, off).
func scheduleIs(sc *config.Schedule, vals []string) ta.Expr {
	on, off := contains(vals, "on"), contains(vals, "off")
	switch {
	case on && off:
		return boolLit(true)
	case on:
		return scheduleOn(sc)
	case off:
		return not(scheduleOn(sc))
	}
	return boolLit(false)
}

// scheduleEdge is a change of a schedule's state: at a time of day on a
// day of the week.
type scheduleEdge struct {
	day int
	at  int64
	on  bool
}

// scheduleEdges are the changes of sc in a week: blocks that touch (one's
// to the next's from, also across midnight) are one stretch, which
// changes nothing where they meet.
func scheduleEdges(sc *config.Schedule) []scheduleEdge {
	const week = 7 * ta.SecondsPerDay
	type span struct{ from, to int64 }
	var spans []span
	for _, b := range sc.Blocks {
		base := int64(b.Day) * ta.SecondsPerDay
		spans = append(spans, span{base + b.From, base + b.To})
	}
	if len(spans) == 0 {
		return nil
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].from < spans[j].from })
	var merged []span
	for _, s := range spans {
		if n := len(merged); n > 0 && s.from <= merged[n-1].to {
			merged[n-1].to = max(merged[n-1].to, s.to)
			continue
		}
		merged = append(merged, s)
	}
	// The week wraps: a stretch ending at Sunday's midnight and one
	// starting at Monday's are one.
	if n := len(merged); n > 1 && merged[n-1].to == week && merged[0].from == 0 {
		merged[0].from = merged[n-1].from - week
		merged = merged[:n-1]
	}
	if len(merged) == 1 && merged[0].to-merged[0].from >= week {
		return nil // always on
	}
	var out []scheduleEdge
	for _, s := range merged {
		for _, e := range []struct {
			t  int64
			on bool
		}{{s.from, true}, {s.to, false}} {
			t := ((e.t % week) + week) % week
			out = append(out, scheduleEdge{day: int(t / ta.SecondsPerDay), at: t % ta.SecondsPerDay, on: e.on})
		}
	}
	return out
}

// scheduleTrigger lowers a state trigger on a declared schedule: a rule at
// each change of its state that the trigger's to/from/not_to/not_from
// take.
func (l *lowerer) scheduleTrigger(t *config.Trigger, sc *config.Schedule, rule func(ta.Trigger)) {
	if t.For > 0 || t.For == config.Templated {
		l.note(t.Pos, "state trigger with for: on a schedule: it fires at the change")
	}
	matches := func(list []string, v string) bool { return list == nil || contains(list, v) }
	for _, e := range scheduleEdges(sc) {
		to, from := "off", "on"
		if e.on {
			to, from = "on", "off"
		}
		if !matches(t.To, to) || contains(t.NotTo, to) || !matches(t.From, from) || contains(t.NotFrom, from) {
			continue
		}
		rule(ta.Trigger{Kind: ta.OnTime, At: &ta.TimeLit{Base: ta.Midnight, Offset: e.at}, Days: 1 << e.day, Pos: t.Pos})
	}
}
