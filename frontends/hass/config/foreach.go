package config

import (
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"
)

// itemRef matches a reference to the current item of a repeat for_each:
// {{ repeat.item }}, {{ repeat.item.key }} or {{ repeat.item['key'] }}.
var itemRef = regexp.MustCompile(`\{\{-?\s*repeat\.item(?:\.(\w+)|\[\s*['"](\w+)['"]\s*\])?\s*-?\}\}`)

// forEach expands `repeat: for_each:` over a literal list: the sequence
// once per item, with the item substituted for {{ repeat.item }} in every
// string of the body (entity ids, service data), as Home Assistant runs
// it. A reference the substitution cannot resolve (a mapping item used
// whole, a key the item lacks) stays a template and is read as such.
func (p *yparser) forEach(items []*yaml.Node, seq *yaml.Node) []*Action {
	var out []*Action
	for _, it := range items {
		it = resolve(it)
		out = append(out, p.actions(substItem(seq, it))...)
	}
	return out
}

// substItem is a deep copy of n with the item's references replaced.
func substItem(n *yaml.Node, item *yaml.Node) *yaml.Node {
	if n == nil {
		return nil
	}
	c := *n
	if n.Kind == yaml.ScalarNode && strings.Contains(n.Value, "repeat.item") {
		whole := itemRef.FindStringSubmatchIndex(n.Value)
		if whole != nil && whole[0] == 0 && whole[1] == len(n.Value) {
			// The whole scalar is the item: a list or mapping item keeps
			// its shape (entity_id: "{{ repeat.item }}" with a list).
			if v := itemValue(item, n.Value[whole[0]:whole[1]]); v != nil {
				cp := *v
				cp.Line, cp.Column = n.Line, n.Column
				return &cp
			}
		}
		c.Value = itemRef.ReplaceAllStringFunc(n.Value, func(ref string) string {
			if v := itemValue(item, ref); v != nil && v.Kind == yaml.ScalarNode {
				return v.Value
			}
			return ref
		})
		if !IsTemplate(c.Value) {
			c.Tag = "!!str"
			c.Style = 0
		}
		return &c
	}
	if len(n.Content) > 0 {
		c.Content = make([]*yaml.Node, len(n.Content))
		for i, x := range n.Content {
			c.Content[i] = substItem(x, item)
		}
	}
	return &c
}

// itemValue is what a reference names in the item (nil: nothing known).
func itemValue(item *yaml.Node, ref string) *yaml.Node {
	m := itemRef.FindStringSubmatch(ref)
	key := m[1] + m[2]
	if key == "" {
		return item
	}
	if item.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(item.Content); i += 2 {
		if item.Content[i].Value == key {
			return resolve(item.Content[i+1])
		}
	}
	return nil
}
