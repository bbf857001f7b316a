package hass

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// Templated delays. Home Assistant renders a delay's template when the
// step runs and reads the result as a time period (helpers/script.py,
// _get_pos_time_period_template: render_complex, then
// cv.positive_time_period; an error in either aborts the run). The
// lowering renders it over the model's domains: where its value is a
// number of seconds, or one of a few picked at random (the random
// filter: random.choice), the run waits that long; where it fails, the
// run stops.

// maxDelayChoices bounds the durations a delay is lowered to one by one;
// past it the delay is any time between the least and the most.
const maxDelayChoices = 24

// templatedDelay lowers a delay given by a template, entering stage st;
// ok is false when the delay is not one the lowering reads (the caller
// makes it end when the environment chooses, noted here).
func (l *lowerer) templatedDelay(c *autoCtx, a *config.Action, st string, next func() []ta.Stmt) ([]ta.Stmt, bool) {
	dt := a.DelayTpl
	if a.Delay != config.Templated || dt == nil {
		return nil, false
	}
	t, out, ok := l.evalTemplateAs(dt.Tpl, l.tplEnv(c, -1, dt.Tpl), func(t *tlower) { t.choices = true })
	if !ok {
		return nil, l.delayNote(c, dt, "")
	}
	type branch struct {
		g     cube
		secs  []float64 // the durations, in seconds; nil: the run stops
		stops bool
	}
	var branches []branch
	var whys []string
	for _, alt := range out {
		var vals []jv
		switch alt.v.k {
		case jChoice:
			vals = alt.v.items
		default:
			vals = []jv{alt.v}
		}
		b := branch{g: alt.g}
		for _, v := range vals {
			secs, err, why := periodSeconds(v, dt)
			switch {
			case why != "":
				whys = append(whys, why)
			case err:
				b.stops = true
			default:
				b.secs = append(b.secs, secs)
			}
		}
		if b.stops && len(b.secs) > 0 {
			whys = append(whys, "a random choice of which some are not durations")
		}
		branches = append(branches, b)
	}
	if len(whys) > 0 {
		return nil, l.delayNote(c, dt, strings.Join(whys, "; "))
	}
	timer := l.runTimer(c, a.Desc, a.Pos)
	l.waitRule(c, timer, st, a.Pos, next)
	enter := []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}}
	var chain []ta.Stmt
	for k := len(branches) - 1; k >= 0; k-- {
		b := branches[k]
		var body []ta.Stmt
		if b.stops {
			// helpers/script.py: _AbortScript.
			body = append([]ta.Stmt{&ta.Emit{Name: fmt.Sprintf("%s: delay (line %d) is not a duration, the run stops", c.name, a.Pos.Line)}}, l.finish(c)...)
		} else {
			body = append(enter, l.startChoices(c, dt, timer, b.secs)...)
		}
		if k == len(branches)-1 {
			chain = body
			continue
		}
		chain = []ta.Stmt{&ta.If{Cond: t.cubeExpr(b.g), Then: body, Else: chain}}
	}
	return chain, true
}

// startChoices starts the delay's timer for one of the durations: each
// possible (a choice the explorer tries one by one), or, past
// maxDelayChoices or for fractions of a second, a window of them.
func (l *lowerer) startChoices(c *autoCtx, dt *config.DurationTemplate, timer string, secs []float64) []ta.Stmt {
	sort.Float64s(secs)
	var whole []int64
	for i, s := range secs {
		if i > 0 && s == secs[i-1] {
			continue
		}
		if s != math.Trunc(s) {
			lo, hi := int64(math.Floor(secs[0])), int64(math.Ceil(secs[len(secs)-1]))
			l.overNote(c, dt.Pos, "delay given by the template %q: %s s is not whole seconds; explored as any time from %d to %d s", dt.Src, fmtSecs(s), lo, hi)
			return []ta.Stmt{&ta.Start{Timer: timer, Lo: lo, Hi: hi}}
		}
		whole = append(whole, int64(s))
	}
	if len(whole) > maxDelayChoices {
		lo, hi := whole[0], whole[len(whole)-1]
		l.overNote(c, dt.Pos, "delay given by the template %q: one of %d durations from %d to %d s, explored as any time between them", dt.Src, len(whole), lo, hi)
		return []ta.Stmt{&ta.Start{Timer: timer, Lo: lo, Hi: hi}}
	}
	var chain []ta.Stmt
	for k := len(whole) - 1; k >= 0; k-- {
		start := []ta.Stmt{&ta.Start{Timer: timer, Lo: whole[k], Hi: whole[k]}}
		if chain == nil {
			chain = start
			continue
		}
		// One of the durations: random.choice, which the explorer
		// tries each way.
		chain = []ta.Stmt{&ta.If{Cond: either(), Then: start, Else: chain}}
	}
	return chain
}

func fmtSecs(s float64) string { return config.FormatNum(s) }

// delayNote notes a templated delay the lowering does not read; it
// returns false, for templatedDelay's caller.
func (l *lowerer) delayNote(c *autoCtx, dt *config.DurationTemplate, why string) bool {
	if why != "" {
		why = " (" + why + ")"
	}
	l.overNote(c, dt.Pos, "delay given by the template %q: any duration%s", dt.Src, why)
	return false
}

// periodSeconds reads a rendered delay as a time period in seconds
// (config_validation.py, positive_time_period: a number of seconds, a
// "HH:MM[:SS]" text; in a mapping a number of the field's unit); err is
// true when Home Assistant refuses it, why says what the model does not
// know.
func periodSeconds(v jv, dt *config.DurationTemplate) (secs float64, err bool, why string) {
	var x float64
	switch {
	case v.k == jUnknown:
		return 0, false, v.why
	case v.k == jRange:
		return 0, false, "a number the model knows only by its class"
	case v.k == jErr:
		return 0, true, ""
	case v.isNum() && v.k != jBool:
		x = v.num()
	case v.k == jStr && dt.Unit == 0:
		f, ok := parsePeriod(v.s)
		if !ok {
			return 0, true, ""
		}
		x = f
	case v.k == jStr:
		f, ok := pyFloat(v.s)
		if !ok {
			return 0, true, ""
		}
		x = f
	default:
		return 0, true, ""
	}
	unit := dt.Unit
	if unit == 0 {
		unit = 1
	}
	secs = x*unit + dt.Base
	if secs < 0 || math.IsNaN(secs) || math.IsInf(secs, 0) || secs > 1e9 {
		return 0, true, ""
	}
	return math.Round(secs*1000) / 1000, false, ""
}

// parsePeriod reads "HH:MM", "HH:MM:SS(.fff)" or a number of seconds.
func parsePeriod(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	if f, ok := pyFloat(s); ok {
		return f, true
	}
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var total float64
	for i, p := range parts {
		f, ok := pyFloat(p)
		if !ok || (i < 2 && f != math.Trunc(f)) {
			return 0, false
		}
		total += f * []float64{3600, 60, 1}[i]
	}
	return total, true
}
