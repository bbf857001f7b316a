package dpor

import "testing"

// countingModel counts the event executions of the model it wraps, so that
// a test can stop the search after a known number of them.
type countingModel struct {
	*prog
	executed int
}

func (c *countingModel) Execute(s state, e EventID) (state, []Access) {
	c.executed++
	return c.prog.Execute(s, e)
}

// Options.Stop is polled before every event execution: a search stopped
// after k executions has made exactly k (the engine's own count agrees
// with the model's), says Stopped, and is not mistaken for a bounded one.
// Without the poll (the bug of issue 22 item 9) the search ran on to its
// end whatever the limits said.
func TestStopEndsTheSearch(t *testing.T) {
	const k = 50
	pol := LowestIndex
	// TOGGLE(10) with the lowest-index policy visits 2^10 states with
	// far more than k executions (notes §4.7; round robin visits 2·10).
	free := run(toggle(10), Options{Policy: pol, ReversalBound: Unbounded})
	if free.st.Stopped || free.st.Executed <= k {
		t.Fatalf("policy %d: the unstopped search made %d executions (stopped %v); the test needs more than %d", pol, free.st.Executed, free.st.Stopped, k)
	}
	m := &countingModel{prog: toggle(10)}
	m.sigs = map[string]bool{}
	opt := Options{Policy: pol, ReversalBound: Unbounded, Stop: func() bool { return m.executed >= k }}
	st := Explore[state](m, opt, nil)
	if !st.Stopped || st.Executed != k || m.executed != k {
		t.Errorf("policy %d: stopped %v after %d executions (model counted %d), want %d", pol, st.Stopped, st.Executed, m.executed, k)
	}
	if st.States > k+1 || st.States >= free.st.States {
		t.Errorf("policy %d: %d states after %d executions (%d unstopped)", pol, st.States, k, free.st.States)
	}
	if st.Bounded || st.Pruned != 0 {
		t.Errorf("policy %d: a stopped search reports %d pruned points (Bounded %v); only the reversal bound prunes", pol, st.Pruned, st.Bounded)
	}
}

// A Stop that says yes at once leaves only the initial state.
func TestStopAtOnce(t *testing.T) {
	for _, noRed := range []bool{false, true} {
		st := Explore[state](figure3(), Options{ReversalBound: Unbounded, NoReduction: noRed, Stop: func() bool { return true }}, nil)
		if !st.Stopped || st.States != 1 || st.Executed != 0 {
			t.Errorf("NoReduction %v: stopped %v, %d states, %d executions; want the initial state only", noRed, st.Stopped, st.States, st.Executed)
		}
	}
}

// The search without reduction polls Stop before expanding each state:
// stopped once 100 states are known, it has at most 100 plus one
// expansion's successors (TOGGLE(10): 10 events).
func TestStopFullSearch(t *testing.T) {
	p := toggle(10)
	var seen int
	st := Explore[state](p, Options{NoReduction: true, Stop: func() bool { return seen >= 100 }}, func(state) { seen++ })
	if !st.Stopped || st.States != seen || st.States < 100 || st.States > 110 {
		t.Errorf("stopped %v with %d states (visit saw %d), want 100..110 of 1024", st.Stopped, st.States, seen)
	}
	if full := Explore[state](toggle(10), Options{NoReduction: true}, nil); full.Stopped || full.States != 1024 {
		t.Errorf("unstopped: %d states, stopped %v; want 2^10", full.States, full.Stopped)
	}
}
