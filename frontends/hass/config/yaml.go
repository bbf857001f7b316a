package config

import (
	"fmt"
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

func (p *yparser) pos(n *yaml.Node) ta.Pos {
	file := p.fileOfNode(n)
	if n.Line == 0 {
		// yaml.v3 gives a document of blanks no position: its start.
		return ta.Pos{File: file, Line: 1, Col: 1}
	}
	return ta.Pos{File: file, Line: n.Line, Col: n.Column}
}

func (p *yparser) errorf(n *yaml.Node, format string, args ...any) {
	p.errs.Add(p.pos(n), format, args...)
}

func (p *yparser) note(n *yaml.Node, kind NoteKind, format string, args ...any) {
	p.f.Notes = append(p.f.Notes, Note{Pos: p.pos(n), Kind: kind, What: fmt.Sprintf(format, args...)})
	if kind == Over && p.cur != nil {
		p.cur.Over = true
	}
}

// yamlError turns a yaml.v3 error in src (path's contents) into a
// positioned diagnostic (syntax.YAMLError).
func yamlError(path string, src []byte, err error) *ta.Error {
	e := syntax.YAMLError(path, src, err)
	e.Msg = "YAML syntax: " + e.Msg
	return e
}

func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.MappingNode:
		return "a mapping"
	case yaml.AliasNode:
		return "an alias"
	}
	if n.Tag == "!!null" {
		return "nothing"
	}
	return fmt.Sprintf("%q", n.Value)
}

// resolve follows YAML aliases.
func resolve(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	return n
}

// fields returns a mapping's keys and values; a non-mapping is an error.
func (p *yparser) fields(n *yaml.Node, what string) (map[string]*yaml.Node, []*yaml.Node) {
	n = resolve(n)
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "%s must be a mapping, found %s", what, describe(n))
		return nil, nil
	}
	m := map[string]*yaml.Node{}
	var keys []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		if k.Value == "<<" {
			sub, skeys := p.fields(v, "a merged mapping")
			for _, sk := range skeys {
				if _, ok := m[sk.Value]; !ok {
					m[sk.Value] = sub[sk.Value]
					keys = append(keys, sk)
				}
			}
			continue
		}
		m[k.Value] = v
		keys = append(keys, k)
	}
	return m, keys
}

// list returns a node's items: a sequence's elements, or the node itself.
func list(n *yaml.Node) []*yaml.Node {
	n = resolve(n)
	if n == nil {
		return nil
	}
	if n.Kind == yaml.SequenceNode {
		var out []*yaml.Node
		for _, c := range n.Content {
			out = append(out, resolve(c))
		}
		return out
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil
	}
	return []*yaml.Node{n}
}

// strs reads a string or a list of strings (entity ids, states).
func (p *yparser) strs(n *yaml.Node, what string) []string {
	var out []string
	for _, c := range list(n) {
		if c.Kind != yaml.ScalarNode {
			p.errorf(c, "%s must be a string or a list of strings, found %s", what, describe(c))
			continue
		}
		if c.Tag == "!!null" {
			out = append(out, "")
			continue
		}
		// A comma-separated entity list ("light.a, light.b") is allowed.
		if what == "entity_id" && strings.Contains(c.Value, ",") && !strings.Contains(c.Value, "{") {
			for _, s := range strings.Split(c.Value, ",") {
				out = append(out, strings.TrimSpace(s))
			}
			continue
		}
		out = append(out, c.Value)
	}
	return out
}

// IsTemplate reports whether s holds a Jinja expression or statement.
func IsTemplate(s string) bool { return strings.Contains(s, "{{") || strings.Contains(s, "{%") }

// stateString is a state as Home Assistant compares it: YAML's booleans
// written on/off or yes/no are the strings "on"/"off" (yaml.v3 reads them
// as strings already; true/false stay as written).
func stateString(n *yaml.Node) string {
	return n.Value
}

// states reads a state or a list of states (what names the key); attr:
// the values are an attribute's, of any type (helpers/condition.py,
// STATE_CONDITION_ATTRIBUTE_SCHEMA and triggers/state.py,
// TRIGGER_ATTRIBUTE_SCHEMA take vol.Any(cv.match_all)): an unquoted
// number or boolean is compared as its text.
func (p *yparser) states(n *yaml.Node, what string, attr bool) []string {
	var out []string
	for _, c := range list(n) {
		if c.Kind != yaml.ScalarNode {
			p.errorf(c, "%s must be a state or a list of states, found %s", what, describe(c))
			continue
		}
		if c.Tag == "!!null" {
			continue
		}
		if k := yaml11Kind(c); k != "" && !attr {
			// The state trigger's and the state condition's schemas take
			// strings only ("These are str on purpose. Want to catch YAML
			// conversions": triggers/state.py, TRIGGER_STATE_SCHEMA;
			// helpers/condition.py, STATE_CONDITION_STATE_SCHEMA).
			p.errorf(c, "%s: unquoted %s is %s in YAML 1.1, as Home Assistant reads the file, and a state must be a string (Home Assistant: \"expected str\"); quote it: %s: \"%s\"", what, c.Value, k, what, c.Value)
			continue
		}
		out = append(out, stateString(c))
	}
	return out
}

// yaml11Bool and yaml11Number are the plain scalars YAML 1.1 (PyYAML's
// SafeLoader, which Home Assistant's loader is) resolves to a boolean or a
// number, where yaml.v3 (YAML 1.2) reads on/off and yes/no as strings.
var (
	yaml11Bool   = regexp.MustCompile(`^(yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$`)
	yaml11Number = regexp.MustCompile(`^([-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(:[0-5]?[0-9])+|[-+]?([0-9][0-9_]*)?\.[0-9_]*([eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))$`)
)

// yaml11Kind says what Home Assistant's YAML reader makes of a scalar
// that is not a string: "a boolean", "a number", or "" for a string (a
// quoted scalar is always one).
func yaml11Kind(n *yaml.Node) string {
	if n.Kind != yaml.ScalarNode || n.Style&(yaml.SingleQuotedStyle|yaml.DoubleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return ""
	}
	if strings.HasPrefix(n.Tag, "!") && !strings.HasPrefix(n.Tag, "!!") {
		return "" // a tag of Home Assistant's (!secret, !input, ...)
	}
	switch {
	case yaml11Bool.MatchString(n.Value):
		return "a boolean"
	case n.Value != "." && yaml11Number.MatchString(n.Value):
		return "a number"
	}
	return ""
}

// yaml11True reads a boolean option as Home Assistant's YAML reader and
// cv.boolean do: true, yes, on (any case) and 1 are true, false, no, off
// and 0 false; ok is false for anything else.
func yaml11True(n *yaml.Node) (val, ok bool) {
	switch strings.ToLower(strings.TrimSpace(n.Value)) {
	case "true", "yes", "on", "1", "enable":
		return true, true
	case "false", "no", "off", "0", "disable":
		return false, true
	}
	return false, false
}

// isFalse reports whether a boolean option is given as false (cv.boolean).
func isFalse(n *yaml.Node) bool {
	v, ok := yaml11True(n)
	return n != nil && ok && !v
}
