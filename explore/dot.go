package explore

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
	"gonum.org/v1/gonum/graph"
	genc "gonum.org/v1/gonum/graph/encoding"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

// MaxDOTStates is the most states a DOT state graph draws by default:
// beyond it Graphviz's layouts are no longer readable.
const MaxDOTStates = 5000

// ErrTooManyStates is StateGraphDOT's answer for a graph above its limit.
type ErrTooManyStates struct{ States, Limit int }

func (e *ErrTooManyStates) Error() string {
	return fmt.Sprintf("the exploration has %d states, more than the %d a state graph can show readably; "+
		"explore a shorter span (--duration) or a smaller program, or use --report for a timeline of each violation", e.States, e.Limit)
}

// dotNode is a node with a DOT name and attributes.
type dotNode struct {
	id    int64
	name  string
	attrs []genc.Attribute
}

func (n *dotNode) ID() int64                    { return n.id }
func (n *dotNode) DOTID() string                { return n.name }
func (n *dotNode) Attributes() []genc.Attribute { return n.attrs }

// dotEdge is an edge with attributes.
type dotEdge struct {
	from, to *dotNode
	attrs    []genc.Attribute
}

func (e *dotEdge) From() graph.Node             { return e.from }
func (e *dotEdge) To() graph.Node               { return e.to }
func (e *dotEdge) ReversedEdge() graph.Edge     { return &dotEdge{from: e.to, to: e.from, attrs: e.attrs} }
func (e *dotEdge) Attributes() []genc.Attribute { return e.attrs }

// dotGraph is a directed graph with graph-wide attributes and clusters.
type dotGraph struct {
	*simple.DirectedGraph
	name     string
	graphAtt []genc.Attribute
	nodeAtt  []genc.Attribute
	edgeAtt  []genc.Attribute
	clusters []dot.Graph
}

type attrs []genc.Attribute

func (a attrs) Attributes() []genc.Attribute { return a }

func (g *dotGraph) DOTID() string { return g.name }
func (g *dotGraph) DOTAttributers() (graph, node, edge genc.Attributer) {
	return attrs(g.graphAtt), attrs(g.nodeAtt), attrs(g.edgeAtt)
}
func (g *dotGraph) Structure() []dot.Graph { return g.clusters }

func attr(kv ...string) []genc.Attribute {
	var out []genc.Attribute
	for i := 0; i+1 < len(kv); i += 2 {
		out = append(out, genc.Attribute{Key: kv[i], Value: kv[i+1]})
	}
	return out
}

// StateGraphDOT returns the explored state graph in Graphviz's DOT
// language: a node per state (the values of the variables and devices,
// the queued timers and the clock region), and for each state the
// transition that first reached it, labelled with its trigger -- the
// exploration tree, which every printed trace follows. Violating states
// are red, the start state is drawn twice. It refuses graphs of more than
// limit states (0: MaxDOTStates) with an ErrTooManyStates.
func (r *Result) StateGraphDOT(limit int) ([]byte, error) {
	if limit <= 0 {
		limit = MaxDOTStates
	}
	n := r.Store.Len()
	if n > limit {
		return nil, &ErrTooManyStates{States: n, Limit: limit}
	}
	m := r.Model
	violating := map[uint32][]string{}
	for _, v := range r.Violations {
		violating[v.State] = append(violating[v.State], v.Name())
	}
	g := &dotGraph{DirectedGraph: simple.NewDirectedGraph(), name: "states",
		graphAtt: attr("label", fmt.Sprintf("%s: %d states explored from %s", m.Prog.File, n, m.clockText(new(big.Rat))), "labelloc", "t", "rankdir", "LR"),
		nodeAtt:  attr("shape", "box", "style", "rounded", "fontname", "Helvetica", "fontsize", "10"),
		edgeAtt:  attr("fontname", "Helvetica", "fontsize", "9"),
	}
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.enc.Scratch()
	clocks := m.ClockEntries()
	nodes := make([]*dotNode, n)
	for i := 0; i < n; i++ {
		m.enc.Decode(r.Store.Key(uint32(i)), r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		var lines []string
		var vals []string
		for v, decl := range m.Prog.Vars {
			vals = append(vals, decl.Name+"="+FormatValue(&decl.Type, st.Vals[v]))
		}
		lines = append(lines, wrapJoin(vals, 60)...)
		var timers []string
		for t, w := range st.Timers {
			if w != 0 {
				timers = append(timers, m.Prog.Timers[t].Name)
			}
		}
		if len(timers) > 0 {
			lines = append(lines, "queued: "+strings.Join(timers, ", "))
		}
		if rt := regionText(m, clocks, reg); rt != "" {
			lines = append(lines, rt)
		}
		nd := &dotNode{id: int64(i), name: fmt.Sprintf("s%d", i)}
		nd.attrs = attr("label", strings.Join(lines, "\n"))
		if names := violating[uint32(i)]; len(names) > 0 {
			nd.attrs = append(nd.attrs, attr("color", "red", "fontcolor", "red", "tooltip", "violates "+strings.Join(names, ", "))...)
		}
		if r.Store.Parent(uint32(i)) == store.NoParent {
			nd.attrs = append(nd.attrs, attr("peripheries", "2")...)
		}
		nodes[i] = nd
		g.AddNode(nd)
	}
	stimuli := m.Prog.Stimuli()
	for i := 0; i < n; i++ {
		p := r.Store.Parent(uint32(i))
		if p == store.NoParent {
			continue
		}
		l := r.Labels[r.Store.Label(uint32(i))]
		text := "delay"
		style := "dashed"
		if l.Stim >= 0 {
			text, style = stimuli[l.Stim].Name, "solid"
			if len(l.Choices) > 0 {
				var cs []string
				for _, c := range l.Choices {
					cs = append(cs, fmt.Sprint(c))
				}
				text += " [class " + strings.Join(cs, ",") + "]"
			}
		}
		g.SetEdge(&dotEdge{from: nodes[p], to: nodes[i], attrs: attr("label", text, "style", style)})
	}
	return dot.Marshal(g, "", "", "  ")
}

func wrapJoin(parts []string, width int) []string {
	var out []string
	cur := ""
	for _, p := range parts {
		if cur != "" && len(cur)+1+len(p) > width {
			out = append(out, cur)
			cur = ""
		}
		if cur != "" {
			cur += " "
		}
		cur += p
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// regionText describes a state's clock region: each tracked clock's
// integer part or interval (in seconds), and the order of the fractions.
func regionText(m *Model, clocks []ClockEntry, reg regions.Region) string {
	g := m.Layout.G
	var parts []string
	type frac struct {
		name string
		rank uint8
	}
	var fr []frac
	for x, c := range clocks {
		k := m.Layout.K[x]
		if k < 0 {
			continue
		}
		name := c.Name
		if x == ta.WallClock {
			name = "elapsed"
		}
		in := reg.Int[x]
		switch {
		case in > k:
			parts = append(parts, fmt.Sprintf("%s>%s", name, ta.FormatDuration(int64(k)*g)))
		case reg.Frac[x] == 0:
			parts = append(parts, fmt.Sprintf("%s=%s", name, ta.FormatDuration(int64(in)*g)))
		default:
			parts = append(parts, fmt.Sprintf("%s∈(%s,%s)", name, ta.FormatDuration(int64(in)*g), ta.FormatDuration(int64(in+1)*g)))
			fr = append(fr, frac{name, reg.Frac[x]})
		}
	}
	if len(fr) > 1 {
		sort.SliceStable(fr, func(i, j int) bool { return fr[i].rank < fr[j].rank })
		var names []string
		for i, f := range fr {
			sep := " < "
			if i > 0 && fr[i-1].rank == f.rank {
				sep = " = "
			}
			if i > 0 {
				names = append(names, sep)
			}
			names = append(names, f.name)
		}
		parts = append(parts, "fractions "+strings.Join(names, ""))
	}
	return strings.Join(wrapJoin(parts, 60), "\n")
}

// TaintGraphDOT returns the analysis's taint graph in DOT: a node per
// location (variable, device, clock, timer, rule flag) that some rule
// reads or writes, an edge per taint (dashed: control dependence), and a
// cluster per independent control loop.
func TaintGraphDOT(m *Model) ([]byte, error) {
	p := m.Prog
	a := Analyze(m)
	g := &dotGraph{DirectedGraph: simple.NewDirectedGraph(), name: "taint",
		graphAtt: attr("label", fmt.Sprintf("%s: taint between locations, by independent control loop", p.File), "labelloc", "t", "rankdir", "LR"),
		nodeAtt:  attr("shape", "box", "style", "rounded", "fontname", "Helvetica", "fontsize", "10"),
		edgeAtt:  attr("fontname", "Helvetica", "fontsize", "9"),
	}
	byName := map[string]*dotNode{}
	node := func(name string) *dotNode {
		if nd := byName[name]; nd != nil {
			return nd
		}
		nd := &dotNode{id: int64(len(byName)), name: name, attrs: attr("label", name)}
		switch {
		case strings.HasPrefix(name, "clock "), strings.HasPrefix(name, "timer "):
			nd.attrs = append(nd.attrs, attr("shape", "ellipse")...)
		case strings.HasPrefix(name, "rule "):
			nd.attrs = append(nd.attrs, attr("shape", "note")...)
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
			from.attrs = append(from.attrs, attr("peripheries", "2", "tooltip", "depends on itself ("+strings.Join(ks, ", ")+")")...)
			continue
		}
		style := "solid"
		if len(ks) == 1 && ks[0] == "control" {
			style = "dashed"
		}
		g.SetEdge(&dotEdge{from: from, to: to, attrs: attr("style", style, "tooltip", strings.Join(ks, " and "))})
	}
	// Clusters: the loops' locations.
	for i, l := range Loops(p, m.Props) {
		sub := &dotGraph{DirectedGraph: simple.NewDirectedGraph(), name: fmt.Sprintf("cluster_loop%d", i+1),
			graphAtt: attr("label", fmt.Sprintf("loop %d: %s", i+1, l.Name(p)), "style", "rounded", "color", "gray60")}
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
			g.clusters = append(g.clusters, sub)
		}
	}
	return dot.Marshal(g, "", "", "  ")
}
