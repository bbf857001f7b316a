package hass

import "github.com/delorean-mc/delorean/frontends/hass/config"

// autoSets is a union-find over automations: each automation's parent,
// itself at a set's root. An automation is in it once find or union has
// met it (yield groups, conflict cliques and job sets all join
// automations that one cascade runs together).
type autoSets map[*config.Automation]*config.Automation

// find returns the root of a's set, adding a as a set of its own the
// first time, and halves the path on the way.
func (s autoSets) find(a *config.Automation) *config.Automation {
	if s[a] == nil {
		s[a] = a
	}
	for s[a] != a {
		s[a] = s[s[a]]
		a = s[a]
	}
	return a
}

// union joins the sets of a and b (b's root becomes the root).
func (s autoSets) union(a, b *config.Automation) { s[s.find(a)] = s.find(b) }
