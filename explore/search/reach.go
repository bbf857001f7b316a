package search

import (
	"container/heap"
	"fmt"
)

// Reached is what Reach found: the states in the order they were
// explored, each with the state it was first reached from and the label
// of that transition, and the runtime errors met on the way.
type Reached[S any] struct {
	States   []S
	Parent   []int // -1 for the start state
	Labels   []Label
	Errors   []ReachError
	Complete bool // false: stopped at the limit of states
}

// ReachError is a runtime error a transition from a reached state ran
// into.
type ReachError struct {
	State int
	Label Label
	Err   error
}

// Reach explores every state of sem reachable from its start state, in
// order of Time and breadth first within a time, as TimedBFS does, and
// stops after limit states (0: no limit). It is the plain search over
// Semantics: one goroutine, every successor a fresh state, a map of keys;
// what regionsearch.Explore (TimedBFS over the region semantics) is held
// to, and the search a new semantics can be tried with before it has a
// search of its own.
func Reach[S any, Sem Semantics[S]](sem Sem, limit int) (*Reached[S], error) {
	s0, err := sem.Initial()
	if err != nil {
		return nil, err
	}
	res := &Reached[S]{Complete: true}
	seen := map[string]int{}
	var q reachQueue
	var key []byte
	add := func(s S, parent int, l Label) {
		key = sem.Key(key, s)
		if _, ok := seen[string(key)]; ok {
			return
		}
		i := len(res.States)
		seen[string(key)] = i
		res.States = append(res.States, s)
		res.Parent = append(res.Parent, parent)
		res.Labels = append(res.Labels, l)
		heap.Push(&q, reachItem{time: sem.Time(s), idx: i})
	}
	add(s0, -1, Label{Stim: -1})
	for q.Len() > 0 {
		if limit > 0 && len(res.States) >= limit {
			res.Complete = false
			break
		}
		i := heap.Pop(&q).(reachItem).idx
		s := res.States[i]
		t0 := sem.Time(s)
		var back error
		err := sem.Successors(s, func(l Label, t S, rerr error) bool {
			if rerr != nil {
				res.Errors = append(res.Errors, ReachError{State: i, Label: l, Err: rerr})
				return true
			}
			if sem.Time(t) < t0 {
				back = fmt.Errorf("search: a successor of %s goes back in time: %s", sem.Format(s), sem.Format(t))
				return false
			}
			add(t, i, l)
			return true
		})
		if err == nil {
			err = back
		}
		if err != nil {
			return nil, err
		}
	}
	return res, nil
}

// reachItem is a state waiting in Reach's queue: states come out by
// time, then in the order they were reached.
type reachItem struct {
	time int64
	idx  int
}

type reachQueue []reachItem

func (q reachQueue) Len() int { return len(q) }
func (q reachQueue) Less(i, j int) bool {
	if q[i].time != q[j].time {
		return q[i].time < q[j].time
	}
	return q[i].idx < q[j].idx
}
func (q reachQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *reachQueue) Push(x any)   { *q = append(*q, x.(reachItem)) }
func (q *reachQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}
