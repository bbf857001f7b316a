package analyze

import (
	"fmt"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/dotgraph"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

// TaintGraphDOT returns the analysis's taint graph in DOT: a node per
// location (variable, device, clock, timer, rule flag) that some rule
// reads or writes, an edge per taint (dashed: control dependence), and a
// cluster per independent control loop.
func TaintGraphDOT(m *explore.Model) ([]byte, error) {
	p := m.Prog
	a := Analyze(m)
	g := &dotgraph.Graph{DirectedGraph: simple.NewDirectedGraph(), Name: "taint",
		GraphAttrs: dotgraph.Attr("label", fmt.Sprintf("%s: taint between locations, by independent control loop", p.File), "labelloc", "t", "rankdir", "LR"),
		NodeAttrs:  dotgraph.Attr("shape", "box", "style", "rounded", "fontname", "Helvetica", "fontsize", "10"),
		EdgeAttrs:  dotgraph.Attr("fontname", "Helvetica", "fontsize", "9"),
	}
	byName := map[string]*dotgraph.Node{}
	node := func(name string) *dotgraph.Node {
		if nd := byName[name]; nd != nil {
			return nd
		}
		nd := &dotgraph.Node{Num: int64(len(byName)), Name: name, Attrs: dotgraph.Attr("label", name)}
		switch {
		case strings.HasPrefix(name, "clock "), strings.HasPrefix(name, "timer "):
			nd.Attrs = append(nd.Attrs, dotgraph.Attr("shape", "ellipse")...)
		case strings.HasPrefix(name, "rule "):
			nd.Attrs = append(nd.Attrs, dotgraph.Attr("shape", "note")...)
		}
		byName[name] = nd
		g.AddNode(nd)
		return nd
	}
	for _, r := range a.RuleList {
		for _, l := range r.Reads {
			node(l)
		}
		for _, l := range r.Writes {
			node(l)
		}
	}
	type pair struct{ from, to string }
	kinds := map[pair][]string{}
	var order []pair
	for _, t := range a.Taint {
		k := pair{t.From, t.To}
		if _, ok := kinds[k]; !ok {
			order = append(order, k)
		}
		kind := "data"
		if t.Control {
			kind = "control"
		}
		kinds[k] = append(kinds[k], kind)
	}
	for _, k := range order {
		from, to := node(k.from), node(k.to)
		ks := kinds[k]
		if from == to {
			from.Attrs = append(from.Attrs, dotgraph.Attr("peripheries", "2", "tooltip", "depends on itself ("+strings.Join(ks, ", ")+")")...)
			continue
		}
		style := "solid"
		if len(ks) == 1 && ks[0] == "control" {
			style = "dashed"
		}
		g.SetEdge(&dotgraph.Edge{Tail: from, Head: to, Attrs: dotgraph.Attr("style", style, "tooltip", strings.Join(ks, " and "))})
	}
	// Clusters: the loops' locations.
	for i, l := range explore.Loops(p, m.Props) {
		sub := &dotgraph.Graph{DirectedGraph: simple.NewDirectedGraph(), Name: fmt.Sprintf("cluster_loop%d", i+1),
			GraphAttrs: dotgraph.Attr("label", fmt.Sprintf("loop %d: %s", i+1, l.Name(p)), "style", "rounded", "color", "gray60")}
		var names []string
		for _, v := range l.Vars {
			names = append(names, p.LocName(p.LocVar(v)))
		}
		for _, c := range l.Clocks {
			names = append(names, p.LocName(p.LocClock(c)))
		}
		for _, t := range l.Timers {
			names = append(names, p.LocName(p.LocTimer(t)))
		}
		for _, r := range l.Rules {
			names = append(names, p.LocName(p.LocRule(r)))
		}
		for _, name := range names {
			if nd := byName[name]; nd != nil {
				sub.AddNode(nd)
			}
		}
		if sub.Nodes().Len() > 0 {
			g.Clusters = append(g.Clusters, sub)
		}
	}
	return dot.Marshal(g, "", "", "  ")
}
