// Package dotgraph adapts gonum's DOT encoder to the graphs DeLorean
// draws (the explored state graph, the taint graph): nodes and edges with
// attributes, graph-wide attributes, clusters.
package dotgraph

import (
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

// DOTID is the node's name in DOT.
func (n *Node) DOTID() string { return n.Name }

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

// DOTID is the graph's name in DOT.
func (g *Graph) DOTID() string { return g.Name }

// DOTAttributers are the graph-wide attributes.
func (g *Graph) DOTAttributers() (graph, node, edge genc.Attributer) {
	return attrs(g.GraphAttrs), attrs(g.NodeAttrs), attrs(g.EdgeAttrs)
}

// Structure lists the graph's clusters.
func (g *Graph) Structure() []dot.Graph { return g.Clusters }

// Attr makes attributes of key, value pairs.
func Attr(kv ...string) []genc.Attribute {
	var out []genc.Attribute
	for i := 0; i+1 < len(kv); i += 2 {
		out = append(out, genc.Attribute{Key: kv[i], Value: kv[i+1]})
	}
	return out
}
