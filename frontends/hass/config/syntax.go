package config

import (
	"fmt"
	"strconv"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/template"
)

// allClimate reports whether every entity is a climate entity.
func allClimate(ids []string) bool {
	for _, id := range ids {
		if DomainOf(id) != "climate" {
			return false
		}
	}
	return len(ids) > 0
}

// ClockString is a time of day as Home Assistant shows an
// input_datetime's state: HH:MM:SS.
func ClockString(secs int64) string {
	return fmt.Sprintf("%02d:%02d:%02d", secs/3600, secs/60%60, secs%60)
}

// FormatNum writes a number of the configuration as it is written
// (20, not 20.0; 20.5).
func FormatNum(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// template parses a template string; outside the subset it is an
// over-approximation (noted here).
func (p *yparser) template(n *yaml.Node) *template.Template {
	pos := p.pos(n)
	src := n.Value
	t, err := template.Parse(src)
	if err != nil {
		p.note(n, Over, "template outside the supported subset (%v): either answer", err)
		return &template.Template{Src: src, Pos: pos, Scope: p.scope}
	}
	t.Pos = pos
	t.Scope = p.scope
	return t
}
