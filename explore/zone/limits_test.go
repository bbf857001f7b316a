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
		{explore.Options{Ctx: cancelled}, "canceled"},
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
