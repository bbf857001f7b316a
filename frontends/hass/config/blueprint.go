package config

import (
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

// blueprint expands an automation written with use_blueprint when the
// blueprint file is under blueprints/automation/ of the configuration
// directory: the blueprint's automation with every `!input NAME` replaced
// by the instance's value for NAME, or the input's default (Home
// Assistant's blueprint docs). The instance's alias, id, description and
// mode override the blueprint's. It reports false when the file is not
// there (the automation is then skipped, by name and position).
func (p *yparser) blueprint(inst *yaml.Node, use *yaml.Node, alias string) bool {
	auto, found := p.blueprintInstance(inst, use, "automation")
	if auto != nil {
		p.automation(auto)
	}
	return found
}

// blueprintInstance is the mapping a blueprint instance stands for: the
// blueprint of its domain (automation or script) under blueprints/<domain>/
// with its inputs substituted and the instance's own keys (alias, mode, ...)
// in place of the blueprint's. found is false when the file is not there;
// the mapping is nil when it is not there or is wrong (reported).
func (p *yparser) blueprintInstance(inst *yaml.Node, use *yaml.Node, domain string) (*yaml.Node, bool) {
	if !p.follow {
		return nil, false
	}
	uf, _ := p.fields(use, "use_blueprint")
	if uf == nil || uf["path"] == nil {
		p.errorf(use, "use_blueprint needs path")
		return nil, true
	}
	file := filepath.Join(filepath.Dir(p.f.Path), "blueprints", domain, filepath.FromSlash(strings.TrimSpace(uf["path"].Value)))
	if _, err := os.Stat(file); err != nil {
		return nil, false
	}
	at := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!include", Value: uf["path"].Value, Line: use.Line, Column: use.Column}
	p.fileOf[at] = p.fileOfNode(use)
	root := p.loadFile(at, file)
	if root == nil || root.Kind != yaml.MappingNode {
		if root != nil {
			p.errorf(root, "a blueprint must be a mapping with blueprint: and the %s", domain)
		}
		return nil, true
	}
	bf, _ := p.fields(root, "a blueprint")
	// The inputs and their defaults; sections (name: {input: {...}}) hold
	// inputs of their own.
	defaults := map[string]*yaml.Node{}
	declared := map[string]bool{}
	if b := bf["blueprint"]; b != nil {
		bbf, _ := p.fields(b, "blueprint")
		var walk func(n *yaml.Node)
		walk = func(n *yaml.Node) {
			n = resolve(n)
			if n == nil || n.Kind != yaml.MappingNode {
				return
			}
			for i := 0; i+1 < len(n.Content); i += 2 {
				name, v := n.Content[i].Value, resolve(n.Content[i+1])
				if v.Kind == yaml.MappingNode {
					vf, _ := p.fields(v, "a blueprint input")
					if sub := vf["input"]; sub != nil && vf["selector"] == nil {
						walk(sub)
						continue
					}
					if d := vf["default"]; d != nil {
						defaults[name] = d
					}
				}
				declared[name] = true
			}
		}
		if bbf != nil {
			walk(bbf["input"])
		}
	}
	values := map[string]*yaml.Node{}
	if in := resolve(uf["input"]); in != nil && in.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(in.Content); i += 2 {
			values[in.Content[i].Value] = resolve(in.Content[i+1])
		}
	}
	ok := true
	var subst func(n *yaml.Node) *yaml.Node
	subst = func(n *yaml.Node) *yaml.Node {
		if n == nil {
			return nil
		}
		if n.Kind == yaml.AliasNode && n.Alias != nil {
			// *anchor: the anchored node, its inputs substituted too
			// (blueprints saved by tools reuse option lists this way).
			return subst(n.Alias)
		}
		if n.Tag == "!input" {
			name := strings.TrimSpace(n.Value)
			if v := values[name]; v != nil {
				return v
			}
			if d := defaults[name]; d != nil {
				return d
			}
			if declared[name] {
				p.errorf(use, "use_blueprint: input %q has no value and no default (expected it under input:)", name)
			} else {
				p.errorf(n, "!input %q is not an input of the blueprint", name)
			}
			ok = false
			return n
		}
		c := *n
		if len(n.Content) > 0 {
			c.Content = make([]*yaml.Node, len(n.Content))
			for i, x := range n.Content {
				c.Content[i] = subst(x)
			}
		}
		if p.fileOf != nil {
			if _, known := p.fileOf[&c]; !known {
				p.fileOf[&c] = p.fileOfNode(n)
			}
		}
		return &c
	}
	auto := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: inst.Line, Column: inst.Column}
	p.fileOf[auto] = p.fileOfNode(inst)
	override := map[string]bool{}
	for i := 0; i+1 < len(inst.Content); i += 2 {
		switch k := inst.Content[i].Value; k {
		case "alias", "id", "description", "mode", "max", "initial_state", "icon", "fields":
			override[k] = true
			auto.Content = append(auto.Content, inst.Content[i], inst.Content[i+1])
		}
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k := root.Content[i].Value
		if k == "blueprint" || override[k] {
			continue
		}
		auto.Content = append(auto.Content, root.Content[i], subst(root.Content[i+1]))
	}
	if !ok {
		return nil, true
	}
	return auto, true
}
