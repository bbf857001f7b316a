package render

import (
	"errors"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

func figure2Model(t *testing.T) *explore.Model {
	t.Helper()
	p, err := frontends.Load("../../programs/paper/figure2.ta")
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The state graph of Figure 2 (one hour from midnight) parses back with
// gonum's decoder: a node per state, an edge per state but the first.
func TestStateGraphDOTFigure2(t *testing.T) {
	m := figure2Model(t)
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := StateGraphDOT(res, 0)
	if err != nil {
		t.Fatal(err)
	}
	g := simple.NewDirectedGraph()
	if err := dot.Unmarshal(out, g); err != nil {
		t.Fatalf("the DOT does not parse: %v\n%s", err, out)
	}
	const states = 222 // also `delorean explore programs/paper/figure2.ta --hours 1`
	if res.Store.Len() != states {
		t.Errorf("%d states explored, want %d", res.Store.Len(), states)
	}
	if n, e := g.Nodes().Len(), g.Edges().Len(); n != res.Store.Len() || e != res.Store.Len()-1 {
		t.Errorf("the graph has %d nodes and %d edges, want %d and %d", n, e, res.Store.Len(), res.Store.Len()-1)
	}
	// Above the limit it refuses.
	_, err = StateGraphDOT(res, 100)
	var tooMany *ErrTooManyStates
	if !errors.As(err, &tooMany) || tooMany.States != states {
		t.Errorf("limit 100: %v", err)
	}
}
