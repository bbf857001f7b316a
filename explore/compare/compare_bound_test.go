package compare

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// A comparison whose runs stopped at a limit must not present what the
// stopped run has not reached yet as invented or missed: a MoDist run
// stopped after its first states "missed" nearly every timed state.
// P9 from 09:00 without its invariants: hundreds of timed states,
// thousands untimed, 9 for MoDist.
func TestCompareStoppedRunsBound(t *testing.T) {
	prog, err := WithTimestamps(load(t, "../../programs/ha/p09/p09.isy"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
	for _, tc := range []struct {
		limit                int
		untimedBound, modBnd string
	}{
		{0, "", ""},                         // every run complete: exact counts
		{1000, "at_least", ""},              // untimed stopped, timed complete
		{5, "not_compared", "not_compared"}, // timed and MoDist stopped
	} {
		rep, err := Compare(prog, cfg, explore.Options{MaxStates: tc.limit}, 1, 1)
		if err != nil {
			t.Fatal(err)
		}
		timed, untimed, modist := rep.Trials[0].Modes[0], rep.Trials[0].Modes[1], rep.Trials[0].Modes[2]
		if untimed.Bound != tc.untimedBound || modist.Bound != tc.modBnd {
			t.Errorf("limit %d (timed complete %v, untimed %v, MoDist %v): bounds %q and %q, want %q and %q (%d, %d, %d states)", tc.limit,
				timed.Complete, untimed.Complete, modist.Complete, untimed.Bound, modist.Bound, tc.untimedBound, tc.modBnd, timed.States, untimed.States, modist.States)
		}
		if modist.Bound == "not_compared" && len(modist.Examples) > 0 {
			t.Errorf("limit %d: examples of states MoDist did not reach before it stopped: %q", tc.limit, modist.Examples)
		}
		if tc.limit == 5 && (rep.MissedPct != Stat{} || rep.InvalidPct != Stat{}) {
			t.Errorf("limit %d: the summary counts trials that were not compared: %+v %+v", tc.limit, rep.InvalidPct, rep.MissedPct)
		}
	}
}

// A comparison a state limit stops says the same every time: the
// untimed search tried a state's events in a map's order, which Go varies
// from run to run, so P05's JSON differed between two runs of one build.
func TestCompareStoppedRunDeterministic(t *testing.T) {
	prog, err := WithTimestamps(load(t, "../../programs/ha/p05/p05.ta"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
	var first []byte
	for i := 0; i < 4; i++ {
		rep, err := Compare(prog, cfg, explore.Options{MaxStates: 5000}, 1, 1)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Trials[0].Modes[1].Complete {
			t.Fatal("P05 untimed completes within 5,000 states: the limit checks nothing")
		}
		got, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = got
		} else if !bytes.Equal(got, first) {
			t.Fatalf("run %d differs from the first:\n%s\n%s", i+1, got, first)
		}
	}
}
