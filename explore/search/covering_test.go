package search

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// intervals is a toy covering semantics, small enough to check
// ReachCovering against the concrete search it abstracts: a
// configuration is a location and a whole number in 0..max; from (l, p) a
// random table of moves goes to (l', p+d) for d in a range, or to
// (l', p/2), capped at max. A symbolic state is a location with an
// interval of numbers; its successors are the images of the interval,
// which are intervals again, and a state covers another of its location
// when its interval contains the other's.
type intervals struct {
	max   int
	locs  int
	moves [][]move // per location
	start []ival
}

type move struct {
	to     int
	lo, hi int  // add lo..hi
	half   bool // p/2 instead
}

type ival struct{ loc, lo, hi int }

func (s *intervals) Starts(yield func(ival) bool) error {
	for _, v := range s.start {
		if !yield(v) {
			break
		}
	}
	return nil
}

func (s *intervals) Successors(v ival, yield func(Label, ival, error) bool) error {
	for k, m := range s.moves[v.loc] {
		t := ival{loc: m.to, lo: v.lo / 2, hi: v.hi / 2}
		if !m.half {
			t.lo, t.hi = min(v.lo+m.lo, s.max), min(v.hi+m.hi, s.max)
		}
		if !yield(Label{Stim: k}, t, nil) {
			return nil
		}
	}
	return nil
}

func (s *intervals) Location(dst []byte, v ival) []byte { return append(dst[:0], byte(v.loc)) }
func (s *intervals) Covers(big, small ival) bool        { return big.lo <= small.lo && small.hi <= big.hi }
func (s *intervals) Discrete(v ival) *ta.State          { return nil }
func (s *intervals) Format(v ival) string               { return fmt.Sprintf("%d:[%d,%d]", v.loc, v.lo, v.hi) }

// concrete is the set of configurations reachable from the start
// intervals' numbers, one number at a time.
func (s *intervals) concrete() map[[2]int]bool {
	seen := map[[2]int]bool{}
	var todo [][2]int
	add := func(c [2]int) {
		if !seen[c] {
			seen[c] = true
			todo = append(todo, c)
		}
	}
	for _, v := range s.start {
		for p := v.lo; p <= v.hi; p++ {
			add([2]int{v.loc, p})
		}
	}
	for len(todo) > 0 {
		c := todo[0]
		todo = todo[1:]
		for _, m := range s.moves[c[0]] {
			if m.half {
				add([2]int{m.to, c[1] / 2})
				continue
			}
			for d := m.lo; d <= m.hi; d++ {
				add([2]int{m.to, min(c[1]+d, s.max)})
			}
		}
	}
	return seen
}

func randomIntervals(rng *rand.Rand) *intervals {
	s := &intervals{max: 5 + rng.Intn(40), locs: 1 + rng.Intn(4)}
	for l := 0; l < s.locs; l++ {
		var ms []move
		for k := rng.Intn(3); k >= 0; k-- {
			lo := rng.Intn(3)
			ms = append(ms, move{to: rng.Intn(s.locs), lo: lo, hi: lo + rng.Intn(3), half: rng.Intn(3) == 0})
		}
		s.moves = append(s.moves, ms)
	}
	for k := 1 + rng.Intn(3); k > 0; k-- {
		lo := rng.Intn(s.max + 1)
		s.start = append(s.start, ival{loc: rng.Intn(s.locs), lo: lo, hi: lo + rng.Intn(s.max+1-lo)})
	}
	return s
}

// ReachCovering on random interval systems: the live states of each
// location cover exactly the configurations the concrete search reaches
// there (nothing lost by dropping covered states, nothing added), no live
// state covers another, every dead state is covered by a live one, each
// stored state is a successor of its parent by its label, and with a
// limit the search stores at least that many states and stops.
func TestReachCoveringIntervals(t *testing.T) {
	rng := rand.New(rand.NewSource(24))
	dead, hits := 0, int64(0)
	for i := 0; i < 300; i++ {
		sem := randomIntervals(rng)
		res, err := ReachCovering[ival](sem, 0)
		if err != nil {
			t.Fatal(err)
		}
		want := sem.concrete()
		got := map[[2]int]bool{}
		for k, v := range res.States {
			if pa := res.Parent[k]; pa >= 0 {
				found := false
				sem.Successors(res.States[pa], func(l Label, s ival, _ error) bool {
					found = found || l.Stim == res.Labels[k].Stim && s == v
					return true
				})
				if !found {
					t.Fatalf("system %d: %s is not a successor of %s", i, sem.Format(v), sem.Format(res.States[pa]))
				}
			}
			if res.Dead[k] {
				dead++
				covered := false
				for j, w := range res.States {
					covered = covered || !res.Dead[j] && w.loc == v.loc && sem.Covers(w, v)
				}
				if !covered {
					t.Fatalf("system %d: dead %s covered by no live state", i, sem.Format(v))
				}
				continue
			}
			for p := v.lo; p <= v.hi; p++ {
				got[[2]int{v.loc, p}] = true
			}
			for j, w := range res.States {
				if j != k && !res.Dead[j] && w.loc == v.loc && sem.Covers(w, v) {
					t.Fatalf("system %d: live %s covered by live %s", i, sem.Format(v), sem.Format(w))
				}
			}
		}
		if len(got) != len(want) {
			t.Fatalf("system %d: the live states hold %d configurations, the concrete search reaches %d", i, len(got), len(want))
		}
		for c := range want {
			if !got[c] {
				t.Fatalf("system %d: %v reachable but in no live state", i, c)
			}
		}
		hits += res.Hits
		if n := len(res.States); n > 2 {
			lim, err := ReachCovering[ival](sem, n/2)
			if err != nil || lim.Complete || len(lim.States) < n/2 {
				t.Fatalf("system %d: limit %d: %d states, complete %v, %v", i, n/2, len(lim.States), lim.Complete, err)
			}
		}
	}
	t.Logf("300 systems: %d states covered after they were stored, %d dropped as covered", dead, hits)
	if dead == 0 || hits == 0 {
		t.Errorf("%d dead states, %d hits: the test does not exercise covering", dead, hits)
	}
}
