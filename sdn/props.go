package sdn

import (
	"fmt"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// properties builds the invariants of the scenario's properties.
func (n *model) properties() ([]*explore.Property, *explore.Property, error) {
	var out []*explore.Property
	for _, p := range n.scn.Props {
		prop := &explore.Property{Name: p.Name, Kind: explore.Always, Pos: p.Pos, Transient: true}
		var cond X
		switch p.Name {
		case "NoBlackHoles":
			all := True
			for i := 1; i < len(n.status); i++ {
				all = all.And(n.status[i].X().Ne(enumVal("sent")))
			}
			cond = n.quietX().Implies(all)
			prop.Broken = "the network is quiet and a packet sent has not reached its destination"
		case "NoForgottenPackets":
			all := True
			for _, sw := range n.sw {
				for _, r := range sw.store {
					all = all.And(r.X("used").Not())
				}
			}
			cond = n.quietX().Implies(all)
			prop.Broken = "the network is quiet and a packet is left in a switch's buffer"
		default:
			cond = n.viol[p.Name].X().Not()
			prop.Broken = "the last step broke " + p.Name
			prop.Src = "no step breaks " + p.Name // its flag is the model's
		}
		prop.Cond = cond.Expr()
		if prop.Src == "" {
			prop.Src = ta.ExprString(cond.Expr())
		}
		out = append(out, prop)
	}
	var pool *explore.Property
	if n.pool != nil {
		pool = &explore.Property{Name: "VC pool", Kind: explore.Always, Pos: n.scn.Pos, Cond: n.pool.exhausted.X().Not().Expr(),
			Src: fmt.Sprintf("the pool of %s never runs out", poolSize(n.pool.n)), Transient: true}
	}
	return out, pool, nil
}

var propText = map[string]string{
	"NoForwardingLoops":  "no packet enters the same switch port twice",
	"NoBlackHoles":       "when the network is quiet, every packet sent has reached its destination (packets to a moving host excepted)",
	"DirectPaths":        "once a packet from one host to another was delivered, no later packet from the first to the second goes to the controller (until a flow entry is removed)",
	"StrictDirectPaths":  "once packets were delivered both ways between two hosts, no packet between them goes to the controller (until a flow entry is removed)",
	"NoForgottenPackets": "when the network is quiet, no packet is left in a switch's buffer",
	"FlowAffinity":       "all packets of one TCP connection reach the same replica",
}

// PropMeaning says in words what a property requires.
func PropMeaning(m *Model, name string) string {
	if t, ok := propText[name]; ok {
		return t
	}
	if mk, ok := registry[m.Scenario.App]; ok {
		if prof, err := mk().Profile(m.Scenario); err == nil {
			for _, p := range prof.Props {
				if p.Name == name {
					return p.Description
				}
			}
		}
	}
	return ""
}
