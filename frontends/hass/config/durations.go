package config

import (
	"math"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/template"
)

// duration reads a Home Assistant time period: seconds as a number,
// "HH:MM[:SS[.fff]]", or a mapping of days/hours/minutes/seconds/
// milliseconds. ok is false (and an error reported) otherwise.
func (p *yparser) duration(n *yaml.Node, what string) (int64, bool) {
	secs, ok := p.durationSecs(n, what)
	if !ok || secs == Templated {
		return int64(secs), ok
	}
	d := int64(math.Round(secs))
	if float64(d) != secs {
		p.note(n, Over, "%s of %s s: the model counts whole seconds; read as %d s", what, strconv.FormatFloat(secs, 'f', -1, 64), d)
	}
	return d, true
}

// durationRange is duration for a delay or a timeout, which the model can
// start as a timer of any length in a range: a duration that is not whole
// seconds (delay: {milliseconds: 500}) is the whole seconds around it, lo
// and hi (noted as over-approximated); otherwise lo == hi.
func (p *yparser) durationRange(n *yaml.Node, what string) (lo, hi int64, ok bool) {
	secs, ok := p.durationSecs(n, what)
	if !ok || secs == Templated {
		return int64(secs), int64(secs), ok
	}
	lo, hi = int64(math.Floor(secs)), int64(math.Ceil(secs))
	if lo != hi {
		p.note(n, Over, "%s of %s s: the model counts whole seconds; explored as any time from %d to %d s", what, strconv.FormatFloat(secs, 'f', -1, 64), lo, hi)
	}
	return lo, hi, true
}

// durationSecs is a duration in seconds, fractions kept (Templated for a
// template).
func (p *yparser) durationSecs(n *yaml.Node, what string) (float64, bool) {
	n = resolve(n)
	switch n.Kind {
	case yaml.ScalarNode:
		s := strings.TrimSpace(n.Value)
		if IsTemplate(s) {
			if _, err := template.Parse(n.Value); err == nil && what == "delay" {
				p.durTpl = &DurationTemplate{Tpl: p.template(n), Pos: p.pos(n), Src: n.Value}
			}
			d, ok := p.templatedDuration(n, what)
			return float64(d), ok
		}
		if d, ok := parseSeconds(s); ok {
			if d < 0 {
				p.errorf(n, "%s must not be negative, found %q", what, s)
				return 0, false
			}
			return d, true
		}
		p.errorf(n, "%s: %q is not a duration (expected HH:MM:SS, a number of seconds, or hours/minutes/seconds)", what, s)
		return 0, false
	case yaml.MappingNode:
		f, keys := p.fields(n, what)
		var total float64
		var tpl *DurationTemplate
		var tplNode *yaml.Node
		for _, k := range keys {
			v := f[k.Value]
			mult := map[string]float64{"days": 86400, "hours": 3600, "minutes": 60, "seconds": 1, "milliseconds": 0.001}[k.Value]
			if mult == 0 {
				p.errorf(k, "%s: unknown unit %q (expected days, hours, minutes, seconds or milliseconds)", what, k.Value)
				return 0, false
			}
			if IsTemplate(v.Value) {
				_, err := template.Parse(v.Value)
				if tpl != nil || err != nil || what != "delay" {
					// Not a delay, not in the grammar, or two templated
					// fields: any duration.
					p.durTpl = nil
					d, ok := p.templatedDuration(v, what)
					return float64(d), ok
				}
				tpl = &DurationTemplate{Tpl: p.template(v), Unit: mult, Pos: p.pos(v), Src: v.Value}
				tplNode = v
				continue
			}
			x, err := strconv.ParseFloat(strings.TrimSpace(v.Value), 64)
			if err != nil || x != x {
				p.errorf(v, "%s: %s must be a number, found %s", what, k.Value, describe(v))
				return 0, false
			}
			total += x * mult
		}
		if tpl != nil {
			tpl.Base = total
			p.durTpl = tpl
			d, ok := p.templatedDuration(tplNode, what)
			return float64(d), ok
		}
		if total < 0 {
			p.errorf(n, "%s must not be negative", what)
			return 0, false
		}
		if total > 1e9 {
			p.errorf(n, "%s is too long", what)
			return 0, false
		}
		// Milliseconds in float64 are not exact (0.001 * 500): round to
		// whole milliseconds, which is all Home Assistant keeps.
		return math.Round(total*1000) / 1000, true
	}
	p.errorf(n, "%s: expected a duration, found %s", what, describe(n))
	return 0, false
}

// Templated is the duration of a `for`, `delay` or `timeout` given by a
// template: any duration (the environment chooses when it ends).
const Templated = -2

// templatedDuration reads a duration given by a template: in the
// template grammar it is an over-approximation (any duration); outside it
// an error.
func (p *yparser) templatedDuration(n *yaml.Node, what string) (int64, bool) {
	if _, err := template.Parse(n.Value); err != nil {
		p.errorf(n, "%s: the template %q is outside the supported subset (%v; expected a duration such as 00:05:00, 300, a mapping of hours/minutes/seconds, or a template)", what, n.Value, err)
		return 0, false
	}
	if p.durTpl == nil {
		// A templated delay the lowering renders notes itself.
		p.note(n, Over, "%s given by the template %q: any duration", what, n.Value)
	}
	return Templated, true
}

// parseDuration reads "HH:MM", "HH:MM:SS(.fff)", "-HH:MM:SS" or a number
// of seconds; fractions of a second are rounded to the nearest second.
func parseDuration(s string) (int64, bool) {
	x, ok := parseSeconds(s)
	return int64(math.Round(x)), ok
}

// parseSeconds is parseDuration with the fraction of a second kept
// (to whole milliseconds).
func parseSeconds(s string) (float64, bool) {
	neg := false
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	} else if strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	if s == "" {
		return 0, false
	}
	var total float64
	if strings.Contains(s, ":") {
		parts := strings.Split(s, ":")
		if len(parts) > 3 {
			return 0, false
		}
		mult := []float64{3600, 60, 1}
		for i, part := range parts {
			x, err := strconv.ParseFloat(part, 64)
			if err != nil || x < 0 || part == "" || strings.ContainsAny(part, "eE+-") {
				return 0, false
			}
			total += x * mult[i]
		}
	} else {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || x != x || strings.ContainsAny(s, "eE") || x > 1e9 {
			return 0, false
		}
		total = x
	}
	if total > 1e9 {
		return 0, false
	}
	d := math.Round(total*1000) / 1000
	if neg {
		d = -d
	}
	return d, true
}

// TimeOfDay reads "HH:MM[:SS]" as seconds after midnight.
func TimeOfDay(s string) (int64, bool) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var v [3]int64
	for i, part := range parts {
		x, err := strconv.Atoi(part)
		if err != nil || x < 0 || part == "" {
			return 0, false
		}
		v[i] = int64(x)
	}
	if v[0] > 23 || v[1] > 59 || v[2] > 59 {
		return 0, false
	}
	return v[0]*3600 + v[1]*60 + v[2], true
}

func (p *yparser) number(n *yaml.Node, what string) *float64 {
	if n == nil {
		return nil
	}
	if IsTemplate(n.Value) || strings.Contains(n.Value, ".") && !isNumber(n.Value) {
		// above: input_number.x (an entity) or a template: not a constant.
		p.note(n, Over, "%s %q is not a constant: the comparison is an environment choice", what, n.Value)
		return nil
	}
	x, err := strconv.ParseFloat(strings.TrimSpace(n.Value), 64)
	if err != nil || x != x {
		p.errorf(n, "%s must be a number, found %s", what, describe(n))
		return nil
	}
	return &x
}

func isNumber(s string) bool {
	_, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	return err == nil
}
