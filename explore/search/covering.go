package search

import "github.com/delorean-mc/delorean/ta"

// CoveringSemantics is what a search with subsumption needs of a symbolic
// semantics whose states are sets of configurations that may contain one
// another (zones: the same location, one zone within the other, up to
// the semantics' abstraction). A state covered by a stored one of its
// location adds nothing (whatever it reaches, the covering state reaches
// too), so the search drops it; a stored state the new one covers is not
// expanded.
//
// It is not Semantics plus two methods: a covering semantics may start
// from several states (the zone engine's start state, closed under time
// passing, splits where it is urgent or where a sun time is open), its
// states are explored breadth first rather than by time (a zone spans an
// interval of time), and a key that tells every state apart is of no use
// to a search that asks whether a state is covered rather than whether it
// is new.
type CoveringSemantics[S any] interface {
	// Starts calls yield with each start state, in order, until yield
	// returns false. ErrNoInitial if there is none (every start breaks a
	// progress condition); any error ends the search.
	Starts(yield func(s S) bool) error
	// Successors is Semantics.Successors: each successor of s with the
	// label of its transition, or a runtime error some transition from s
	// runs into (then the state is the zero S), until yield returns
	// false; an error that is not a runtime error ends the search.
	Successors(s S, yield func(l Label, t S, rerr error) bool) error
	// Location appends to dst[:0] the key of s's location: only states
	// of the same location can cover one another.
	Location(dst []byte, s S) []byte
	// Covers reports whether big covers small, two states of the same
	// location: every state reachable from small is covered by one
	// reachable from big.
	Covers(big, small S) bool
	// Discrete is Semantics.Discrete: the concrete discrete state s
	// stands for.
	Discrete(s S) *ta.State
	// Format prints s for people.
	Format(s S) string
}

// ReachedCovering is what ReachCovering found: every state it stored, in
// the order stored (those covered later included, marked Dead), each with
// the state it was reached from and the label of that transition; the
// states dropped because a stored one covered them (Hits), and the runtime
// errors met on the way.
type ReachedCovering[S any] struct {
	States   []S
	Parent   []int // -1 for a start state
	Labels   []Label
	Dead     []bool // covered by a state stored later: not expanded after that
	Hits     int64
	Errors   []ReachError
	Complete bool // false: stopped at the limit of states
}

// Live is the number of stored states no later one covered.
func (r *ReachedCovering[S]) Live() int {
	n := 0
	for _, d := range r.Dead {
		if !d {
			n++
		}
	}
	return n
}

// ReachCovering explores the states of sem reachable from its start
// states, breadth first (a FIFO waiting list), with subsumption: a new
// state covered by a stored state of its location is dropped, and the
// stored states of its location that a new one covers are marked dead and
// not expanded (if still waiting). It stops before expanding a state once
// limit states are stored (0: no limit). It is the plain search over
// CoveringSemantics, what the zone engine's search (explore/zone, with
// its workers and its store of zones by wall-clock interval) is held to.
func ReachCovering[S any, Sem CoveringSemantics[S]](sem Sem, limit int) (*ReachedCovering[S], error) {
	res := &ReachedCovering[S]{Complete: true}
	live := map[string][]int{} // per location, the stored states not covered
	var wait []int
	var key []byte
	add := func(s S, parent int, l Label) {
		key = sem.Location(key, s)
		at := live[string(key)]
		for _, j := range at {
			if sem.Covers(res.States[j], s) {
				res.Hits++
				return
			}
		}
		kept := at[:0]
		for _, j := range at {
			if sem.Covers(s, res.States[j]) {
				res.Dead[j] = true
				continue
			}
			kept = append(kept, j)
		}
		i := len(res.States)
		res.States = append(res.States, s)
		res.Parent = append(res.Parent, parent)
		res.Labels = append(res.Labels, l)
		res.Dead = append(res.Dead, false)
		live[string(key)] = append(kept, i)
		wait = append(wait, i)
	}
	err := sem.Starts(func(s S) bool {
		add(s, -1, Label{Stim: -1})
		return true
	})
	if err != nil {
		return nil, err
	}
	for len(wait) > 0 {
		if limit > 0 && len(res.States) >= limit {
			res.Complete = false
			break
		}
		i := wait[0]
		wait = wait[1:]
		if res.Dead[i] {
			continue
		}
		err := sem.Successors(res.States[i], func(l Label, t S, rerr error) bool {
			if rerr != nil {
				res.Errors = append(res.Errors, ReachError{State: i, Label: l, Err: rerr})
				return true
			}
			add(t, i, l)
			return true
		})
		if err != nil {
			return nil, err
		}
	}
	return res, nil
}
