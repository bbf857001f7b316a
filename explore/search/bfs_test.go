package search

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/spec"
	"github.com/delorean-mc/delorean/explore/store"
	"github.com/delorean-mc/delorean/ta"
)

// counter is a small timed system that is neither regions nor zones, so
// that TimedBFS is tried on a semantics of its own: a value x modulo n
// and a time bucket t up to horizon. Stimulus 0 adds 1 (it fails where x
// is bad), stimulus 1 doubles x and chooses c of 0 or 1 to add; time
// passing moves to the next bucket. The property is x == seven.
type counter struct{ n, horizon, bad, seven int }

type counterState struct{ t, x int }

func (c counter) successors(s counterState, yield func(stim int, choices []int, t counterState, err error)) {
	if s.x == c.bad {
		yield(0, nil, counterState{}, &ta.RuntimeError{Msg: fmt.Sprintf("x is %d", c.bad)})
	} else {
		yield(0, nil, counterState{s.t, (s.x + 1) % c.n}, nil)
	}
	for ch := 0; ch < 2; ch++ {
		yield(1, []int{ch}, counterState{s.t, (2*s.x + ch) % c.n}, nil)
	}
	if s.t < c.horizon {
		yield(-1, nil, counterState{s.t + 1, s.x}, nil)
	}
}

func counterKey(dst []byte, s counterState) []byte {
	dst = binary.LittleEndian.AppendUint32(dst[:0], uint32(s.t))
	return binary.LittleEndian.AppendUint32(dst, uint32(s.x))
}

// counterSemantics is counter as a Semantics, for Reach.
type counterSemantics struct{ c counter }

func (s counterSemantics) Initial() (counterState, error) { return counterState{}, nil }
func (s counterSemantics) Successors(st counterState, yield func(Label, counterState, error) bool) error {
	s.c.successors(st, func(stim int, choices []int, t counterState, err error) {
		yield(Label{Stim: stim, Choices: choices}, t, err)
	})
	return nil
}
func (s counterSemantics) Key(dst []byte, st counterState) []byte { return counterKey(dst, st) }
func (s counterSemantics) Time(st counterState) int64             { return int64(st.t) }
func (s counterSemantics) Discrete(counterState) *ta.State        { return nil }
func (s counterSemantics) Format(st counterState) string          { return fmt.Sprint(st) }

// counterKeyed is counter as a KeyedSemantics, for TimedBFS; its hint is
// the state's x plus one, which Expand checks, and expanding a state
// executes its own statement (t*n + x).
type counterKeyed struct {
	c     counter
	props []*spec.Property
}

type counterExpander struct {
	c    counter
	out  *Out[int]
	st   *store.Store
	key  []byte
	stmt ta.Bits
}

func (k *counterKeyed) KeyBytes() int             { return 8 }
func (k *counterKeyed) Props() []*spec.Property   { return k.props }
func (k *counterKeyed) Statements() int           { return k.c.n * (k.c.horizon + 1) }
func (k *counterKeyed) Budget(*store.Store) bool  { return false }
func (k *counterKeyed) Yield() bool               { return false }
func (k *counterKeyed) Stats(*Stats, int64, bool) {}
func (k *counterKeyed) NewExpander(o *Out[int], st *store.Store) Expander[int] {
	return &counterExpander{c: k.c, out: o, st: st, stmt: ta.NewBits(k.Statements())}
}

func (x *counterExpander) add(parent uint32, stim int, choices []int, t counterState, later bool) {
	x.key = counterKey(x.key, t)
	h := store.HashKey(x.key)
	if _, ok := x.st.LookupHashed(x.key, h); ok {
		return
	}
	if t.x == x.c.seven {
		x.out.Violates(0)
	}
	x.out.State(x.key, h, parent, stim, choices, later, uint32(t.t), t.x+1, nil)
}

func (x *counterExpander) Start() (int64, error) {
	x.add(store.NoParent, -1, nil, counterState{}, false)
	return 0, nil
}

func (x *counterExpander) Expand(i uint32, hint int) {
	key := x.st.Key(i)
	s := counterState{int(binary.LittleEndian.Uint32(key)), int(binary.LittleEndian.Uint32(key[4:]))}
	if hint != s.x+1 {
		x.out.Fail(fmt.Errorf("state %d: hint %d, not %d", i, hint, s.x+1), i, -1, nil)
		return
	}
	x.stmt.Clear()
	x.stmt.Set(s.t*x.c.n + s.x)
	x.c.successors(s, func(stim int, choices []int, t counterState, err error) {
		x.out.Transitions(1)
		x.out.Cover(x.stmt)
		if err != nil {
			x.out.Fail(err, i, stim, choices)
			return
		}
		x.add(i, stim, choices, t, t.t > s.t)
	})
}

// TimedBFS over a semantics of its own finds what Reach finds over the
// same system written as a Semantics: the same states in the same order
// with the same parents and labels, the same runtime errors (the first
// of each message, with its state and label), the same first violating
// state and every state's statement, for one to three
// workers, and stops at a state limit where one worker stops.
func TestTimedBFSAgreesWithReach(t *testing.T) {
	for _, c := range []counter{{n: 11, horizon: 3, bad: 5, seven: 7}, {n: 1200, horizon: 2, bad: 13, seven: 7}} {
		want, err := Reach(counterSemantics{c}, 0)
		if err != nil {
			t.Fatal(err)
		}
		prop := &spec.Property{Name: "seven"}
		for _, workers := range []int{1, 2, 3} {
			got, err := TimedBFS[int](&counterKeyed{c: c, props: []*spec.Property{prop}}, Options{Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			if !got.Complete || got.Store.Len() != len(want.States) {
				t.Fatalf("%+v, %d workers: %d states (complete %v), Reach %d", c, workers, got.Store.Len(), got.Complete, len(want.States))
			}
			var key []byte
			firstSeven := -1
			for i, s := range want.States {
				key = counterKey(key, s)
				j := uint32(i)
				l := got.Labels[got.Store.Label(j)]
				parent := int(got.Store.Parent(j))
				if j == 0 {
					parent = -1
				}
				if string(got.Store.Key(j)) != string(key) || parent != want.Parent[i] ||
					l.Stim != want.Labels[i].Stim || fmt.Sprint(l.Choices) != fmt.Sprint(want.Labels[i].Choices) {
					t.Fatalf("%+v, %d workers: state %d is %v from %d by %v; Reach: %v from %d by %v", c, workers, i,
						got.Store.Key(j), parent, l, key, want.Parent[i], want.Labels[i])
				}
				if s.x == c.seven && firstSeven < 0 {
					firstSeven = i
				}
			}
			var errs, wantErrs []string
			seven := -1
			for _, v := range got.Violations {
				if v.Prop == prop {
					seven = int(v.State)
					continue
				}
				errs = append(errs, fmt.Sprintf("%s@%d", v.Err.Msg, v.State))
			}
			seen := map[string]bool{}
			for _, e := range want.Errors {
				if msg := e.Err.(*ta.RuntimeError).Msg; !seen[msg] {
					seen[msg] = true
					wantErrs = append(wantErrs, fmt.Sprintf("%s@%d", msg, e.State))
				}
			}
			if strings.Join(errs, ",") != strings.Join(wantErrs, ",") {
				t.Fatalf("%+v, %d workers: errors %v, Reach %v", c, workers, errs, wantErrs)
			}
			if firstSeven < 0 || seven != firstSeven {
				t.Fatalf("%+v, %d workers: x is seven first in state %d, Reach %d", c, workers, seven, firstSeven)
			}
			covered := ta.NewBits(c.n * (c.horizon + 1))
			for _, s := range want.States {
				covered.Set(s.t*c.n + s.x)
			}
			if fmt.Sprint(got.Covered) != fmt.Sprint(covered) {
				t.Fatalf("%+v, %d workers: statements %v, Reach's states %v", c, workers, got.Covered, covered)
			}
			// Limits that stop the search inside a time bucket. The
			// last stops the larger counter's search after the first
			// chunk of bucket 1 (2,400 states stored, 512 more): with
			// several workers the second chunk was expanded meanwhile,
			// and must be thrown away with its transitions and
			// statements.
			for _, limit := range []int{len(want.States) / 5, len(want.States) / 2, 4 * len(want.States) / 5} {
				limited, err := TimedBFS[int](&counterKeyed{c: c, props: []*spec.Property{prop}}, Options{Workers: workers, MaxStates: limit})
				if err != nil {
					t.Fatal(err)
				}
				one, _ := TimedBFS[int](&counterKeyed{c: c, props: []*spec.Property{prop}}, Options{Workers: 1, MaxStates: limit})
				if limited.Complete || limited.Store.Len() != one.Store.Len() || limited.Stats.Transitions != one.Stats.Transitions ||
					fmt.Sprint(limited.Covered) != fmt.Sprint(one.Covered) {
					t.Fatalf("%+v, %d workers at a limit of %d: %d states, %d transitions, statements %v; one worker %d, %d, %v", c, workers, limit,
						limited.Store.Len(), limited.Stats.Transitions, limited.Covered, one.Store.Len(), one.Stats.Transitions, one.Covered)
				}
			}
		}
	}
}
