// Package dotgraph adapts gonum's DOT encoder to the graphs DeLorean
// draws (the explored state graph, the taint graph): nodes and edges with
// attributes, graph-wide attributes, clusters.
package dotgraph

import (
	"strconv"

	"gonum.org/v1/gonum/graph"
	genc "gonum.org/v1/gonum/graph/encoding"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

// Node is a node with a DOT name and attributes.
type Node struct {
	Num   int64
	Name  string
	Attrs []genc.Attribute
}

// ID is the node's number in its graph.
func (n *Node) ID() int64 { return n.Num }

// DOTID is the node's name in DOT, always quoted (see quote).
func (n *Node) DOTID() string { return quote(n.Name) }

// Attributes are the node's DOT attributes.
func (n *Node) Attributes() []genc.Attribute { return n.Attrs }

// Edge is an edge with attributes.
type Edge struct {
	Tail, Head *Node
	Attrs      []genc.Attribute
}

// From is the edge's tail.
func (e *Edge) From() graph.Node { return e.Tail }

// To is the edge's head.
func (e *Edge) To() graph.Node { return e.Head }

// ReversedEdge is the edge the other way.
func (e *Edge) ReversedEdge() graph.Edge { return &Edge{Tail: e.Head, Head: e.Tail, Attrs: e.Attrs} }

// Attributes are the edge's DOT attributes.
func (e *Edge) Attributes() []genc.Attribute { return e.Attrs }

// Graph is a directed graph with graph-wide attributes and clusters.
type Graph struct {
	*simple.DirectedGraph
	Name       string
	GraphAttrs []genc.Attribute
	NodeAttrs  []genc.Attribute
	EdgeAttrs  []genc.Attribute
	Clusters   []dot.Graph
}

// attrs lists attributes as a genc.Attributer.
type attrs []genc.Attribute

func (a attrs) Attributes() []genc.Attribute { return a }

// DOTID is the graph's name in DOT, always quoted.
func (g *Graph) DOTID() string { return quote(g.Name) }

// DOTAttributers are the graph-wide attributes.
func (g *Graph) DOTAttributers() (graph, node, edge genc.Attributer) {
	return attrs(g.GraphAttrs), attrs(g.NodeAttrs), attrs(g.EdgeAttrs)
}

// Structure lists the graph's clusters.
func (g *Graph) Structure() []dot.Graph { return g.Clusters }

// Attr makes attributes of key, value pairs; the values are quoted (see
// quote), the keys are DeLorean's own.
func Attr(kv ...string) []genc.Attribute {
	var out []genc.Attribute
	for i := 0; i+1 < len(kv); i += 2 {
		out = append(out, genc.Attribute{Key: kv[i], Value: quote(kv[i+1])})
	}
	return out
}

// quote writes s as a double-quoted DOT string. gonum's encoder writes an
// ID unquoted when it looks like one, and a name shaped <...> is then an
// HTML-like ID, whose markup Graphviz obeys: a program's event named
// <<TABLE><TR><TD><IMG SRC="/etc/x"/></TD></TR></TABLE>> would draw an
// image, and a name with a quote or a brace could close the statement
// and add nodes. A quoted string is passed through as it is; inside it
// only \" and \\ mean something to Graphviz besides its label escapes
// (\n, \l, \N...), and strconv.Quote escapes both the quote and every
// backslash (and writes control characters as \x1b), so a name is
// always one string that reads as itself.
func quote(s string) string { return strconv.Quote(s) }
