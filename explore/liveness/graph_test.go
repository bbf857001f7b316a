package liveness

import (
	"encoding/binary"
	"math/rand"
	"testing"

	"github.com/delorean-mc/delorean/explore/search"
)

// explicit is a finite graph given by its adjacency lists: states are
// numbers, a transition's label is its position in the list.
type explicit struct {
	succ   [][]int
	acc    []bool
	starts []int
}

func (g *explicit) Starts(yield func(int) bool) error {
	for _, s := range g.starts {
		if !yield(s) {
			break
		}
	}
	return nil
}

func (g *explicit) Successors(s int, yield func(search.Label, int, error) bool) error {
	for k, t := range g.succ[s] {
		if !yield(search.Label{Stim: k}, t, nil) {
			break
		}
	}
	return nil
}

func (g *explicit) Key(dst []byte, s int) []byte { return binary.AppendUvarint(dst[:0], uint64(s)) }
func (g *explicit) Accepting(s int) bool         { return g.acc[s] }

// bruteNonEmpty is the definition: some accepting state reachable from a
// start state reaches itself by one edge or more.
func (g *explicit) bruteNonEmpty() bool {
	reach := func(from []int) []bool {
		seen := make([]bool, len(g.succ))
		stack := append([]int(nil), from...)
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[u] {
				continue
			}
			seen[u] = true
			stack = append(stack, g.succ[u]...)
		}
		return seen
	}
	r := reach(g.starts)
	for a := range g.succ {
		if r[a] && g.acc[a] && reach(g.succ[a])[a] {
			return true
		}
	}
	return false
}

// validLasso checks that l is a lasso of g: the stem starts at a start
// state, each step is a transition (its label the edge's position), the
// cycle closes and holds an accepting state.
func validLasso(t *testing.T, g *explicit, l *Lasso[int]) {
	t.Helper()
	steps := append(append([]Step[int](nil), l.Stem...), l.Cycle...)
	steps = append(steps, l.Loop)
	isStart := false
	for _, s := range g.starts {
		isStart = isStart || s == steps[0].State
	}
	if !isStart || steps[0].Label.Stim != -1 {
		t.Fatalf("lasso starts at %d (label %d), not a start state", steps[0].State, steps[0].Label.Stim)
	}
	for k := 1; k < len(steps); k++ {
		from, to, lb := steps[k-1].State, steps[k].State, steps[k].Label.Stim
		if lb < 0 || lb >= len(g.succ[from]) || g.succ[from][lb] != to {
			t.Fatalf("lasso step %d: %d -> %d by edge %d is no transition", k, from, to, lb)
		}
	}
	acc := false
	for _, s := range l.Cycle {
		acc = acc || g.acc[s.State]
	}
	if !acc {
		t.Fatalf("lasso's cycle has no accepting state")
	}
}

func randomGraph(r *rand.Rand) *explicit {
	n := 1 + r.Intn(12)
	g := &explicit{succ: make([][]int, n), acc: make([]bool, n)}
	density := r.Float64() * 2.5
	for i := range g.succ {
		for k := 0; k < int(density+r.Float64()); k++ {
			g.succ[i] = append(g.succ[i], r.Intn(n))
		}
		g.acc[i] = r.Intn(4) == 0
	}
	for k := 0; k < 1+r.Intn(2); k++ {
		g.starts = append(g.starts, r.Intn(n))
	}
	return g
}

// TestAlgorithmsOnRandomGraphs holds both checks to the definition on
// random graphs (2,000 in the normal run: a few milliseconds) and checks
// every witness.
func TestAlgorithmsOnRandomGraphs(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	nonEmpty := 0
	for n := 0; n < 2000; n++ {
		g := randomGraph(r)
		want := g.bruteNonEmpty()
		if want {
			nonEmpty++
		}
		for _, alg := range []Algorithm{NDFS, Couvreur} {
			res, err := Check[int](g, alg, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			if (res.Lasso != nil) != want || !res.Complete {
				t.Fatalf("graph %d %+v: %v finds a lasso %v, the definition says %v", n, g, alg, res.Lasso != nil, want)
			}
			if res.Lasso != nil {
				validLasso(t, g, res.Lasso)
			}
		}
	}
	// Both verdicts must occur often enough for the test to mean something.
	if nonEmpty < 300 || nonEmpty > 1700 {
		t.Fatalf("%d of 2000 random graphs non-empty: the generator is lopsided", nonEmpty)
	}
}

// TestLimit: a check stopped by its limit of states is incomplete, with no
// witness, when the graph's only accepting cycle lies beyond the limit.
func TestLimit(t *testing.T) {
	// A chain 0 -> 1 -> ... -> 9 -> 9, accepting 9.
	g := &explicit{succ: make([][]int, 10), acc: make([]bool, 10), starts: []int{0}}
	for i := 0; i < 9; i++ {
		g.succ[i] = []int{i + 1}
	}
	g.succ[9] = []int{9}
	g.acc[9] = true
	for _, alg := range []Algorithm{NDFS, Couvreur} {
		res, err := Check[int](g, alg, 5, nil)
		if err != nil || res.Complete || res.Lasso != nil {
			t.Fatalf("%v with limit 5: %+v, %v; want incomplete without a lasso", alg, res, err)
		}
		res, err = Check[int](g, alg, 10, nil)
		if err != nil || !res.Complete || res.Lasso == nil || len(res.Lasso.Stem) != 9 || len(res.Lasso.Cycle) != 1 {
			t.Fatalf("%v with limit 10: %+v, %v; want the lasso 0..8, (9)", alg, res, err)
		}
	}
}
