package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// Issue 42 item 5: over zones, the bar's share of the horizon never goes
// back, moves on loop by loop in a split exploration (every loop before
// the one reporting is behind it: the share is at least k/n of the bar in
// loop k of n, at most (k+1)/n), and a complete run ends at 100%. On P10,
// an hour from 09:00, split (its loops counted by explore.LoopsFrom), and
// whole for 72 s with DELOREAN_LONG; the line counts zones.
func TestProgressShareMovesOverZones(t *testing.T) {
	p, err := frontends.Load("../../programs/ha/p10/p10.isy")
	if err != nil {
		t.Fatal(err)
	}
	props, err := explore.LoadProperties("../../programs/ha/p10/invariants.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	model := func(hours string) (*explore.Model, ta.Calendar) {
		var c calendarFlags
		cmd := &cobra.Command{Use: "explore"}
		c.register(cmd)
		for _, fl := range [][2]string{{"start", "09:00"}, {"hours", hours}} {
			if err := cmd.Flags().Set(fl[0], fl[1]); err != nil {
				t.Fatal(err)
			}
		}
		cal, err := c.calendar(p)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		return m, cal
	}
	n := len(explore.LoopsFrom(p, props, nil))
	if n < 3 {
		t.Fatalf("P10 has %d loops: the test needs a split exploration", n)
	}
	for _, noSplit := range []bool{false, true} {
		if noSplit && os.Getenv("DELOREAN_LONG") == "" {
			t.Log("P10 whole: set DELOREAN_LONG (65k zones, 20 s on a loaded machine)")
			continue
		}
		// Whole, P10's hour is 92k zones: 72 seconds of it, 65k.
		m, cal := model(map[bool]string{false: "1", true: "0.02"}[noSplit])
		end := map[bool]string{false: " of 10:00:00", true: " of 09:01:12"}[noSplit]
		pr := &progress{w: &strings.Builder{}, cal: cal, horizon: cal.Horizon}
		pr.overZones(true)
		opt := pr.options(explore.Options{NoSplit: noSplit, Workers: 1})
		opt.ProgressEvery = time.Millisecond
		last, lastPart, reports := int64(0), 0, 0
		line := ""
		opt.Progress = func(s explore.Stats) {
			pr.update(s)
			reports++
			if pr.shown < last {
				t.Errorf("no-split %v: the share went back from %d to %d (%+v)", noSplit, last, pr.shown, s)
			}
			last = pr.shown
			if noSplit {
				if s.Parts != 0 {
					t.Errorf("a whole exploration reports loop %d of %d", s.Part, s.Parts)
				}
				return
			}
			if s.Parts != n || s.Part < lastPart || s.Part >= n {
				t.Fatalf("loop %d of %d reported after loop %d, of %d loops", s.Part, s.Parts, lastPart, n)
			}
			lastPart = s.Part
			lo, hi := int64(s.Part)*shareScale/int64(n), int64(s.Part+1)*shareScale/int64(n)
			if pr.shown < lo || pr.shown > hi {
				t.Errorf("loop %d of %d: share %d, not within [%d, %d]", s.Part+1, n, pr.shown, lo, hi)
			}
			line = progressLineIn(s, &pr.cal, pr.horizon, 1<<20, pr.zones)
		}
		if noSplit {
			report := opt.Progress
			opt.Progress = func(s explore.Stats) {
				report(s)
				line = progressLineIn(s, &pr.cal, pr.horizon, 1<<20, pr.zones)
			}
		}
		rep, _, err := zone.ExploreReport(m, opt)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Complete {
			t.Fatalf("no-split %v: incomplete: %s", noSplit, rep.Stop)
		}
		if reports == 0 {
			t.Fatalf("no-split %v: no progress reported", noSplit)
		}
		want := []string{end, " zones ("}
		if !noSplit {
			if lastPart != n-1 {
				t.Errorf("the last report was of loop %d of %d", lastPart+1, n)
			}
			want = append(want, fmt.Sprintf("loop %d of %d", n, n))
		}
		for _, w := range want {
			if !strings.Contains(line, w) {
				t.Errorf("no-split %v: the last line %q lacks %q", noSplit, line, w)
			}
		}
		pr.done(rep.Complete)
		if pr.shown != shareScale {
			t.Errorf("no-split %v: a complete run ends at %d, not %d", noSplit, pr.shown, shareScale)
		}
	}
}
