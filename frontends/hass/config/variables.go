package config

import (
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/template"
)

// Variables. An automation's variables: and trigger_variables:, a
// script's variables:, and the variables steps of a sequence bind names
// that the templates after them read (helpers/script.py,
// _async_variables_step; components/automation/__init__.py renders the
// automation's variables before its conditions). The reader keeps the
// bindings in scope (yparser.scope) and gives each template the ones it
// sees; the lowering renders them where a template reads them.

// bindings reads a variables mapping: each value a constant or a
// template, in order, a later one seeing the earlier ones.
func (p *yparser) bindings(n *yaml.Node) []*template.Binding {
	n = resolve(n)
	if n == nil || n.Tag == "!!null" {
		return nil
	}
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "variables must be a mapping of names to values, found %s", describe(n))
		return nil
	}
	var out []*template.Binding
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		b := &template.Binding{Name: k.Value, Pos: p.pos(k)}
		if v.Kind == yaml.ScalarNode && v.Tag != "!!null" && IsTemplate(v.Value) {
			b.Tpl = p.template(v)
		} else {
			b.Const = p.constOf(v)
		}
		out = append(out, b)
		p.scope = append(p.scope, b)
	}
	return out
}

// constOf is a YAML value as Home Assistant reads it into a variable:
// YAML 1.1 booleans (on, yes), numbers, null, text, lists of them; a
// mapping is not read.
func (p *yparser) constOf(n *yaml.Node) *template.Const {
	n = resolve(n)
	switch {
	case n == nil || n.Tag == "!!null":
		return &template.Const{Kind: template.CNone}
	case n.Kind == yaml.SequenceNode:
		c := &template.Const{Kind: template.CList}
		for _, it := range n.Content {
			c.Items = append(c.Items, p.constOf(it))
		}
		return c
	case n.Kind != yaml.ScalarNode:
		return &template.Const{Kind: template.COpaque}
	}
	if n.Style == 0 {
		if b, ok := yaml11True(n); ok {
			return &template.Const{Kind: template.CBool, B: b}
		}
		switch n.Tag {
		case "!!int":
			if x, err := strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 0, 64); err == nil {
				return &template.Const{Kind: template.CInt, F: float64(x)}
			}
		case "!!float":
			if x, err := strconv.ParseFloat(strings.ReplaceAll(n.Value, "_", ""), 64); err == nil {
				return &template.Const{Kind: template.CFloat, F: x}
			}
		}
	}
	// Text: Home Assistant makes it a template, which renders to itself
	// and is parsed as a rendered result ("5" is 5).
	return &template.Const{Kind: template.CStr, S: n.Value}
}

// bindOpaque binds a name whose value the model does not know (a
// service's response_variable).
func (p *yparser) bindOpaque(n *yaml.Node) {
	if n == nil || n.Kind != yaml.ScalarNode {
		return
	}
	p.scope = append(p.scope, &template.Binding{Name: n.Value, Pos: p.pos(n), Const: &template.Const{Kind: template.COpaque}})
}

// markStale marks the bindings in scope as possibly stale: a step may
// have changed what they were rendered from.
func (p *yparser) markStale() {
	if len(p.scope) == 0 || p.scope[len(p.scope)-1].Stale && allStale(p.scope) {
		return
	}
	out := make([]*template.Binding, len(p.scope))
	for i, b := range p.scope {
		c := *b
		c.Stale = true
		out[i] = &c
	}
	p.scope = out
}

func allStale(bs []*template.Binding) bool {
	for _, b := range bs {
		if !b.Stale {
			return false
		}
	}
	return true
}

// stepScope is the scope around one step of a sequence: the step's own
// templates see the bindings before it, stale already for the steps
// whose templates are read after time has passed or other steps ran (a
// wait_template, a repeat's conditions, parallel branches); after the
// step the bindings are stale unless it changes nothing (a condition,
// variables).
func (p *yparser) stepScope(n *yaml.Node, parse func() *Action) *Action {
	f := resolve(n)
	if f != nil && f.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(f.Content); i += 2 {
			switch f.Content[i].Value {
			case "repeat", "wait_template", "wait_for_trigger", "parallel":
				p.markStale()
			}
		}
	}
	a := parse()
	if a == nil || (a.Kind != ANop && a.Kind != ACondition) {
		p.markStale()
	}
	return a
}

// nestedScope reads a nested sequence: the names it binds are not known
// after it (they are bound only where it ran, and Home Assistant's
// scoping of them has changed between versions).
func (p *yparser) nestedScope(read func()) {
	saved := p.scope
	read()
	inner := p.scope
	p.scope = saved
	seen := map[string]bool{}
	for i := min(len(saved), len(inner)); i < len(inner); i++ {
		if b := inner[i]; !seen[b.Name] {
			seen[b.Name] = true
			p.scope = append(p.scope, &template.Binding{Name: b.Name, Pos: b.Pos, Const: &template.Const{Kind: template.COpaque}, Stale: true})
		}
	}
}
