package hass_test

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// corpusCompletes are the corpus files whose 24 hours (from a Monday's
// midnight) explore to completion within 1 GiB and 60 s with regions
// (measured one at a time with `delorean explore FILE --start
// 2026-11-23T00:00 --hours 24 --timeout 60s --max-memory 1GiB --engine
// regions`, on two cores shared with other jobs, CPU time: 03 13.6 s, 04
// 0.3 s, 05 1.0 s, 07 2.1 s, 08 0.1 s, 11 1.1 s, 12 1.5 s, 15 1.3 s, 16
// 0.5 s, 17 0.3 s, 18 0.2 s, 19 0.1 s, 20 1.6 s): they must keep
// completing.
var corpusCompletes = []string{"03-", "04-", "05-", "07-", "08-", "11-", "12-", "15-", "16-", "17-", "18-", "19-", "20-"}

// corpusSlow are files that come close to the 60 s on a loaded machine,
// with the engine: 03 over regions (20 s of wall time with 13.6 s of
// CPU; 8.3 s since outputs join no loop). 01 over zones took 24 s of CPU
// (88 s of wall time with other tests running) until outputs joined no
// loop; 4.2 s since, with a trace of 10,000 runs to replay.
// 09 over zones: 155,012 zones in 27 s of wall time (52 s of CPU, two
// workers) since a repeat's count ends with its run, timers nothing reads
// are outputs and the clocks only timers read are bounded by their timers
// (explore/zone/lubounds).
// They get three minutes, so that the test checks completion, not the
// load.
var corpusSlow = map[string]string{"03-": "regions", "09-": "zones"}

// corpusBig are files that complete only with a larger budget, with the
// engine: 06 over zones, since pulse entities, shared since clocks and its
// time pattern ticking in its window (frontends/hass/reduce): 1,277,693
// zones, 531 s of CPU, 2.6 GiB (docs/exploration.md). They get 20 minutes
// and 4 GiB.
var corpusBig = map[string]string{"06-": "zones"}

// corpusIncomplete says why each other file stops at a limit over regions
// (same measurement): each stops at the time limit, with millions of
// region states, in loops that the zone engine explores whole in seconds
// (corpusCompletesZones) but whose clocks the regions multiply, or, for
// 06 and 09, in one large loop (below).
var corpusIncomplete = map[string]string{
	"01-": "clock-bound: 11.7 M region states at the time limit (zones: 123,091 in 24 s of CPU)",
	"02-": "clock-bound: 9.0 M region states at the time limit (zones: 44,606)",
	"06-": "one loop of 18 entities and 4 clocks: \"Buenas noches\" switches off every light, which people also switch and motion automations switch back on (over zones it completes in 20 minutes: corpusBig)",
	"09-": "one loop of 13,452 discrete states, the bedroom's automations coupled through its occupancy and sleeping mode, with delays of a second and timers of 50 s and a minute (over zones it completes: corpusSlow)",
	"10-": "clock-bound: 18.6 M region states at the time limit (zones: 17,965)",
	"13-": "clock-bound: 27.6 M region states at the time limit (zones: 10,357)",
	"14-": "clock-bound: 25.0 M region states at the time limit (zones: 6,586)",
}

// corpusCompletesZones are the files whose 24 hours complete over zones,
// the CLI's default engine (measured as above without --engine, CPU time,
// since outputs join no loop (explore/loops/outputs.go): 01 4.2 s (was 24 s),
// 02 1.5 s (8.4 s), 03 1.9 s, 04 0.2 s, 05 1.1 s, 07 0.2 s, 08 0.1 s, 10
// 3.3 s (5.6 s), 11 3.9 s, 12 1.8 s, 13 0.7 s, 14 0.2 s (7.4 s), 15 0.5
// s, 16 0.6 s, 17 0.05 s, 18 0.3 s, 19 0.1 s, 20 1.9 s; two cores shared
// with other jobs), 06 with a larger budget (corpusBig) and 09 with a
// slightly larger one (corpusSlow). Splitting made 01, 02, 04, 10, 11 and 14 complete (inputs:
// sensors only the environment sets are copied into the loops that read
// them, explore/loops/inputs.go) and 03 and 20 (automations that only notify are
// copied into the loops that run them, explore/loops/scratch.go).
var corpusCompletesZones = []string{"01-", "02-", "03-", "04-", "05-", "06-", "07-", "08-", "09-", "10-", "11-", "12-", "13-", "14-", "15-", "16-", "17-", "18-", "19-", "20-"}

// Each corpus file explores for 24 hours as the CLI explores it (control
// loops split), within 1 GiB and 60 s, without a runtime error, over
// regions and over zones; the files listed complete. Long:
// DELOREAN_LONG=1.
func TestCorpusExploreLimits(t *testing.T) {
	if os.Getenv("DELOREAN_LONG") == "" {
		t.Skip("set DELOREAN_LONG=1")
	}
	t.Run("regions", func(t *testing.T) { corpusExploreLimits(t, false) })
	t.Run("zones", func(t *testing.T) { corpusExploreLimits(t, true) })
}

func corpusExploreLimits(t *testing.T, overZones bool) {
	for _, file := range corpusFiles(t) {
		base := filepath.Base(file)
		t.Run(strings.TrimSuffix(base, ".yaml"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			p, err := frontends.LoadSource(file, src)
			if err != nil {
				t.Fatal(err)
			}
			cal := ta.Calendar{Horizon: 24 * hour, Sunrise: 6*hour + 1800, Sunset: 18*hour + 1800, Weekday: 0, DayKnown: true, Date: ta.CivilDate{Year: 2026, Month: 11, Day: 23}, DateKnown: true} // a Monday
			m, err := explore.NewModel(p, explore.Config{Cal: cal})
			if err != nil {
				t.Fatal(err)
			}
			budget, memory := 60*time.Second, int64(1<<30)
			if engine := corpusSlow[base[:3]]; engine == "zones" && overZones || engine == "regions" && !overZones {
				budget = 3 * time.Minute
			}
			if engine := corpusBig[base[:3]]; engine == "zones" && overZones || engine == "regions" && !overZones {
				budget, memory = 20*time.Minute, 4<<30
			}
			settleHeap(t, memory)
			ctx, cancel := context.WithTimeout(context.Background(), budget)
			defer cancel()
			opt := explore.Options{Ctx: ctx, MaxMemory: memory}
			var rep *explore.Report
			completes := corpusCompletes
			if overZones {
				rep, err = zone.ExploreReportOrRegions(m, opt)
				completes = corpusCompletesZones
			} else {
				rep, _, err = explore.ExploreReport(m, opt)
			}
			if err != nil {
				t.Fatal(err)
			}
			checkCorpusErrors(t, base, rep)
			want := false
			for _, prefix := range completes {
				want = want || strings.HasPrefix(base, prefix)
			}
			if want && !rep.Complete {
				t.Errorf("incomplete after %d states: %s", rep.States, rep.Stop)
			}
			why := ""
			for prefix, reason := range corpusIncomplete {
				if strings.HasPrefix(base, prefix) {
					why = reason
				}
			}
			switch {
			case !want && why == "" && !overZones:
				t.Errorf("neither listed as completing nor with a reason")
			case !want && rep.Complete:
				t.Logf("now completes (%d states): list it in corpusCompletes", rep.States)
			case !want:
				t.Logf("incomplete as measured: %s", why)
			}
			t.Logf("%d states, complete %v", rep.States, rep.Complete)
			// Differential: where both engines complete, the same
			// discrete states, lines executed and runtime errors.
			if !overZones && rep.Complete {
				corpusRegionReports[base] = rep
			} else if r := corpusRegionReports[base]; r != nil && r.Complete && rep.Complete {
				if r.DiscreteStates != rep.DiscreteStates || r.Coverage.Executed != rep.Coverage.Executed {
					t.Errorf("regions: %d discrete states, %d lines executed; zones: %d, %d",
						r.DiscreteStates, r.Coverage.Executed, rep.DiscreteStates, rep.Coverage.Executed)
				}
				if a, b := errorMessages(r), errorMessages(rep); !slices.Equal(a, b) {
					t.Errorf("runtime errors: regions %q, zones %q", a, b)
				}
			}
		})
	}
}

// corpusRegionReports are the region engine's reports of the corpus, by
// file, for the zone engine's to be compared with.
var corpusRegionReports = map[string]*explore.Report{}

func errorMessages(r *explore.Report) []string {
	var out []string
	for _, e := range r.Errors {
		out = append(out, e.Message)
	}
	slices.Sort(out)
	return out
}

// settleHeap waits, up to 5 s, for the heap to fall below the next run's
// memory limit. Right after 06 (2.7 GiB), the next files' runs found
// 1.8 GiB live after a collection and stopped at their 1 GiB limit within
// 0.02 s, three in a row, though the same runs one after the other in a
// test of their own find the heap empty; what keeps it a moment longer
// here is not known. The wait is logged, so that it stays visible.
func settleHeap(t *testing.T, limit int64) {
	start := time.Now()
	for {
		runtime.GC()
		heap := explore.HeapBytes()
		if heap < limit/2 {
			if waited := time.Since(start); waited > 100*time.Millisecond {
				t.Logf("waited %v for the heap to fall to %d MiB", waited, heap>>20)
			}
			return
		}
		if time.Since(start) > 5*time.Second {
			t.Logf("the heap is still %d MiB after 5 s", heap>>20)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}
