package analyze

import (
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

// The taint graph of Figure 2 parses back with the analysis's locations
// and taint edges.
func TestTaintGraphDOTFigure2(t *testing.T) {
	m := figure2Model(t)
	out, err := TaintGraphDOT(m)
	if err != nil {
		t.Fatal(err)
	}
	g := simple.NewDirectedGraph()
	if err := dot.Unmarshal(out, g); err != nil {
		t.Fatalf("the DOT does not parse: %v\n%s", err, out)
	}
	a := Analyze(m)
	locs := map[string]bool{}
	for _, r := range a.RuleList {
		for _, l := range append(append([]string(nil), r.Reads...), r.Writes...) {
			locs[l] = true
		}
	}
	edges := map[[2]string]bool{}
	for _, e := range a.Taint {
		locs[e.From], locs[e.To] = true, true
		if e.From != e.To {
			edges[[2]string{e.From, e.To}] = true
		}
	}
	if n, e := g.Nodes().Len(), g.Edges().Len(); n != len(locs) || e != len(edges) || n == 0 || e == 0 {
		t.Errorf("the graph has %d nodes and %d edges, want %d and %d (nonzero)\n%s", n, e, len(locs), len(edges), out)
	}
}

func figure2Model(t *testing.T) *explore.Model {
	t.Helper()
	m, err := explore.NewModel(load(t, "../../programs/paper/figure2.ta"), explore.Config{Cal: ta.Calendar{Horizon: 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}
