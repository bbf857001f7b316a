package render

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/dotgraph"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

// MaxDOTStates is the most states a DOT state graph draws by default:
// beyond it Graphviz's layouts are no longer readable.
const MaxDOTStates = 5000

// ErrTooManyStates is StateGraphDOT's answer for a graph above its limit.
type ErrTooManyStates struct{ States, Limit int }

// Error says how many states there are and what to do instead.
func (e *ErrTooManyStates) Error() string {
	return fmt.Sprintf("the exploration has %d states, more than the %d a state graph can show readably; "+
		"explore a shorter span (--duration) or a smaller program, or use --report for a timeline of each violation", e.States, e.Limit)
}

// StateGraphDOT returns the explored state graph in Graphviz's DOT
// language: a node per state (the values of the variables and devices,
// the queued timers and the clock region), and for each state the
// transition that first reached it, labelled with its trigger -- the
// exploration tree, which every printed trace follows. Violating states
// are red, the start state is drawn twice. It refuses graphs of more than
// limit states (0: MaxDOTStates) with an ErrTooManyStates.
func StateGraphDOT(r *explore.Result, limit int) ([]byte, error) {
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
	g := &dotgraph.Graph{DirectedGraph: simple.NewDirectedGraph(), Name: "states",
		GraphAttrs: dotgraph.Attr("label", fmt.Sprintf("%s: %d states explored from %s", m.Prog.File, n, m.ClockText(new(big.Rat))), "labelloc", "t", "rankdir", "LR"),
		NodeAttrs:  dotgraph.Attr("shape", "box", "style", "rounded", "fontname", "Helvetica", "fontsize", "10"),
		EdgeAttrs:  dotgraph.Attr("fontname", "Helvetica", "fontsize", "9"),
	}
	st := m.Mach.Initial()
	obs := make([]bool, len(m.Timed))
	reg := m.Layout.NewRegion()
	buf := m.Encoding().Scratch()
	clocks := m.ClockEntries()
	nodes := make([]*dotgraph.Node, n)
	for i := 0; i < n; i++ {
		m.Encoding().Decode(r.Store.Key(uint32(i)), r.Store.Wall(uint32(i)), buf, &st, obs, reg)
		var lines []string
		var vals []string
		for v, decl := range m.Prog.Vars {
			vals = append(vals, decl.Name+"="+explore.FormatValue(&decl.Type, st.Vals[v]))
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
		nd := &dotgraph.Node{Num: int64(i), Name: fmt.Sprintf("s%d", i)}
		nd.Attrs = dotgraph.Attr("label", strings.Join(lines, "\n"))
		if names := violating[uint32(i)]; len(names) > 0 {
			nd.Attrs = append(nd.Attrs, dotgraph.Attr("color", "red", "fontcolor", "red", "tooltip", "violates "+strings.Join(names, ", "))...)
		}
		if r.Store.Parent(uint32(i)) == store.NoParent {
			nd.Attrs = append(nd.Attrs, dotgraph.Attr("peripheries", "2")...)
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
		g.SetEdge(&dotgraph.Edge{Tail: nodes[p], Head: nodes[i], Attrs: dotgraph.Attr("label", text, "style", style)})
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
func regionText(m *explore.Model, clocks []explore.ClockEntry, reg regions.Region) string {
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
