package config

import (
	"strings"

	"gopkg.in/yaml.v3"
)

// groups reads a configuration's group: section: each group's members
// (components/group/__init__.py, GROUP_SCHEMA: entities is a list of
// entity ids, or one string of them separated by commas), which
// templates expand.
func (p *yparser) groups(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		return
	}
	if p.f.Groups == nil {
		p.f.Groups = map[string][]string{}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		var ents *yaml.Node
		switch v.Kind {
		case yaml.MappingNode:
			f, _ := p.fields(v, "a group")
			ents = f["entities"]
		case yaml.SequenceNode, yaml.ScalarNode:
			// The old form: the group is its list of entities.
			ents = v
		}
		var members []string
		for _, e := range list(ents) {
			for _, id := range strings.Split(e.Value, ",") {
				if id = strings.ToLower(strings.TrimSpace(id)); id != "" {
					members = append(members, id)
				}
			}
		}
		p.f.Groups["group."+k.Value] = members
	}
}
