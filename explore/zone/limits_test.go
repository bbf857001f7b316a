package zone

import (
	"context"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// ExploreReport honours explore.Options' limits: the zone limit, a
// cancelled context, the memory limit, and reports progress; a stopped
// search is reported incomplete with its reason.
func TestReportLimits(t *testing.T) {
	p := load(t, "../../programs/ta/fischer-5.tck")
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	calls := 0
	cases := []struct {
		opt  explore.Options
		stop string
	}{
		{explore.Options{MaxStates: 100}, "zone limit (100)"},
		{explore.Options{Ctx: cancelled}, "interrupted"},
		{explore.Options{MaxMemory: 1}, "memory limit"},
		{explore.Options{Progress: func(explore.Stats) { calls++ }}, ""},
	}
	for _, c := range cases {
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
		if err != nil {
			t.Fatal(err)
		}
		rep, _, err := ExploreReport(m, c.opt)
		if err != nil {
			t.Fatal(err)
		}
		if c.stop == "" {
			if !rep.Complete {
				t.Errorf("stopped: %s", rep.Stop)
			}
			continue
		}
		if rep.Complete || !strings.Contains(rep.Stop, c.stop) {
			t.Errorf("%+v: complete %v, stop %q; want %q", c.opt, rep.Complete, rep.Stop, c.stop)
		}
	}
	if calls == 0 {
		t.Errorf("progress never reported")
	}
}

// The search polls its limits from its first expansion, and then at
// least every pollEvery, not only every 256 expansions: an expansion of a
// large program takes a second. A search of Fischer's protocol with 2
// processes, complete in fewer than 256 expansions, stops at once with a
// context already done, or the heap already past its limit, and says so.
func TestLimitsPolledAtOnce(t *testing.T) {
	p := load(t, "../../programs/ta/fischer-2.tck")
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{}})
	if err != nil {
		t.Fatal(err)
	}
	whole, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !whole.Complete || whole.Stored < 10 || whole.Stored >= 256 {
		t.Fatalf("unlimited: complete %v with %d zones; want complete with 10 to 255", whole.Complete, whole.Stored)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		opt  Options
		stop string
	}{
		{Options{Ctx: cancelled}, "interrupted"},
		{Options{MaxMemory: 1}, "memory limit"},
	} {
		res, err := Explore(m, c.opt)
		if err != nil {
			t.Fatal(err)
		}
		if res.Complete || !strings.Contains(res.StopReason, c.stop) || res.Stored >= whole.Stored {
			t.Errorf("%s: complete %v, stop %q, %d zones of %d; want stopped at once", c.stop, res.Complete, res.StopReason, res.Stored, whole.Stored)
		}
	}
}
