package dotgraph

import (
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/gonum/graph/encoding/dot"
	dotparse "gonum.org/v1/gonum/graph/formats/dot"
	"gonum.org/v1/gonum/graph/formats/dot/ast"
	"gonum.org/v1/gonum/graph/simple"
)

// Names that would be DOT syntax unquoted stay one quoted string each:
// an independent DOT parser (gonum's formats/dot, not the encoder under
// test) finds exactly the nodes and edge drawn, every ID and label is a
// double-quoted string reading as the name, and none is HTML-like.
func TestHostileNamesStayStrings(t *testing.T) {
	names := []string{
		`<IMG SRC="/etc/passwd"/>`,
		`<<TABLE><TR><TD>x</TD></TR></TABLE>>`,
		`a"; evil [label="pwned"]; b -> "c`,
		`} digraph x { y`,
		"bell\a esc\x1b[2J nul\x00",
		`back\slash \N \l`,
		"node", // a DOT keyword
		"plain_id",
		"42",
	}
	g := &Graph{DirectedGraph: simple.NewDirectedGraph(), Name: `<g>`, GraphAttrs: Attr("label", `<b>title</b>`)}
	var nodes []*Node
	for i, n := range names {
		nd := &Node{Num: int64(i), Name: n, Attrs: Attr("label", n, "tooltip", n)}
		g.AddNode(nd)
		nodes = append(nodes, nd)
	}
	g.SetEdge(&Edge{Tail: nodes[0], Head: nodes[1], Attrs: Attr("label", names[2])})
	out, err := dot.Marshal(g, "", "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	file, err := dotparse.ParseBytes(out)
	if err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if len(file.Graphs) != 1 {
		t.Fatalf("%d graphs, want 1:\n%s", len(file.Graphs), out)
	}
	unquoted := func(what, id string) string {
		s, err := strconv.Unquote(id)
		if err != nil || strings.HasPrefix(id, "<") {
			t.Errorf("%s %s is not a quoted string", what, id)
		}
		return s
	}
	if got := unquoted("graph ID", file.Graphs[0].ID); got != "<g>" {
		t.Errorf("graph ID reads %q", got)
	}
	seen := map[string]bool{}
	edges := 0
	for _, st := range file.Graphs[0].Stmts {
		switch st := st.(type) {
		case *ast.NodeStmt:
			name := unquoted("node ID", st.Node.ID)
			seen[name] = true
			for _, a := range st.Attrs {
				if v := unquoted(a.Key, a.Val); v != name {
					t.Errorf("node %q: %s reads %q", name, a.Key, v)
				}
			}
		case *ast.EdgeStmt:
			edges++
			for _, a := range st.Attrs {
				if v := unquoted(a.Key, a.Val); v != names[2] {
					t.Errorf("edge %s reads %q", a.Key, v)
				}
			}
		case *ast.AttrStmt:
			for _, a := range st.Attrs {
				unquoted(a.Key, a.Val)
			}
		}
	}
	if len(seen) != len(names) || edges != 1 {
		t.Errorf("%d nodes and %d edges, want %d and 1:\n%s", len(seen), edges, len(names), out)
	}
	for _, n := range names {
		if !seen[n] {
			t.Errorf("node %q is missing:\n%s", n, out)
		}
	}
	if strings.ContainsAny(string(out), "\x00\x07\x1b") {
		t.Errorf("control characters written raw:\n%q", out)
	}
}
