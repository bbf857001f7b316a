package baseline

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// p05Model is P5 of the home benchmark with its invariants: untimed, its
// event DPOR search runs for minutes (issue 22 item 9 measured 160,386
// states past a 20,000-state limit, and 70 s past a 10 s timeout).
func p05Model(t *testing.T) *explore.Model {
	t.Helper()
	p, err := frontends.Load("../../programs/ha/p05/p05.ta")
	if err != nil {
		t.Fatal(err)
	}
	cfg := explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
	if cfg.Props, err = explore.LoadProperties("../../programs/ha/p05/invariants.yaml", p); err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// exploreWithin runs an untimed exploration and fails the test if it has
// not returned after a generous while: a search that ignores its limits
// takes minutes here, one that honours them a fraction of a second.
func exploreWithin(t *testing.T, m *explore.Model, opt explore.Options) *Baseline {
	t.Helper()
	type out struct {
		b   *Baseline
		err error
	}
	done := make(chan out, 1)
	go func() {
		b, err := ExploreBaseline(m, Untimed, opt)
		done <- out{b, err}
	}()
	select {
	case o := <-done:
		if o.err != nil {
			t.Fatal(o.err)
		}
		return o.b
	case <-time.After(60 * time.Second):
		t.Fatalf("the untimed search (NoDPOR %v) did not stop at its limits within a minute", opt.NoDPOR)
		return nil
	}
}

// The state limit stops untimed DPOR where it is reached: the engine polls
// it before every event execution, and an execution adds at most one
// state. Before the fix only the first visit of a new state checked the
// limits, and past them the search went on re-executing events and
// visiting (childless) states: P5 with a limit of 2,000 visited tens of
// thousands.
func TestUntimedDPORStateLimit(t *testing.T) {
	m := p05Model(t)
	for _, noDPOR := range []bool{false, true} {
		const limit = 2000
		b := exploreWithin(t, m, explore.Options{MaxStates: limit, NoDPOR: noDPOR})
		// Without reduction the search polls before expanding a state,
		// which adds at most one state per (stimulus, choices) pair.
		slack := 0
		if noDPOR {
			slack = 200
		}
		if b.Complete || !strings.Contains(b.StopReason, "state limit") || b.States < limit || b.States > limit+slack {
			t.Errorf("NoDPOR %v: complete %v (%q) with %d states, want stopped at the state limit with %d..%d", noDPOR, b.Complete, b.StopReason, b.States, limit, limit+slack)
		}
		if b.DPOR == noDPOR {
			t.Errorf("NoDPOR %v: the result says DPOR %v", noDPOR, b.DPOR)
		}
	}
}

// A deadline stops untimed DPOR: the result is incomplete and says it
// reached the time limit, and what it found so far is kept. (Before the
// fix, P5 with a 5 s timeout ran 21 s.)
func TestUntimedDPORDeadline(t *testing.T) {
	m := p05Model(t)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	b := exploreWithin(t, m, explore.Options{Ctx: ctx})
	if b.Complete || b.StopReason != "reached the time limit" {
		t.Errorf("complete %v (%q), want stopped at the time limit", b.Complete, b.StopReason)
	}
	if b.States < 1 || b.Projected != b.States || !b.DPOR {
		t.Errorf("%d states, %d projected, DPOR %v: what the search found is not kept", b.States, b.Projected, b.DPOR)
	}
}

// A context cancelled before the search starts (Ctrl-C) stops it at the
// first check of the context, which comes within limitPoll executions.
func TestUntimedDPORCancelled(t *testing.T) {
	m := p05Model(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b := exploreWithin(t, m, explore.Options{Ctx: ctx})
	if b.Complete || b.StopReason != "interrupted" || b.States > limitPoll+1 || b.Executions > limitPoll {
		t.Errorf("complete %v (%q) with %d states, %d executions; want interrupted within %d executions", b.Complete, b.StopReason, b.States, b.Executions, limitPoll)
	}
}

// The memory limit stops untimed DPOR too (it was not checked at all: the
// issue saw 6 GB under --max-memory 2GiB). Any heap exceeds one byte, so
// the first check stops the search; the state limit is there only so
// that a search ignoring the memory limit ends, with the wrong reason.
func TestUntimedDPORMemoryLimit(t *testing.T) {
	m := p05Model(t)
	b := exploreWithin(t, m, explore.Options{MaxMemory: 1, MaxStates: 20000})
	if b.Complete || !strings.Contains(b.StopReason, "memory limit") || b.States > limitPoll+1 {
		t.Errorf("complete %v (%q) with %d states, want stopped at the memory limit within %d executions", b.Complete, b.StopReason, b.States, limitPoll)
	}
}

// MoDist mode honours the memory limit too (it checked states and time
// only). The state limit only ends a search that ignores it.
func TestModistMemoryLimit(t *testing.T) {
	m := p05Model(t)
	b, err := ExploreBaseline(m, Modist, explore.Options{MaxMemory: 1, MaxStates: 20000})
	if err != nil {
		t.Fatal(err)
	}
	if b.Complete || !strings.Contains(b.StopReason, "memory limit") || b.States > 300 {
		t.Errorf("complete %v (%q) with %d states, want stopped at the memory limit within 256 states", b.Complete, b.StopReason, b.States)
	}
}
