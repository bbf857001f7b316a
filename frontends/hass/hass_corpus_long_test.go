package hass_test

import (
	"context"
	"os"
	"path/filepath"
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
// 2026-11-23T00:00 --hours 24 --timeout 60s --max-memory 1GiB`, on two
// shared cores: 05 in 1.3 s, 07 4.3 s, 08 0.3 s, 12 0.6 s, 15 1.4 s,
// 16 51 s, 17 0.4 s, 18 0.02 s, 19 0.1 s): they must keep completing.
var corpusCompletes = []string{"05-", "07-", "08-", "12-", "15-", "16-", "17-", "18-", "19-"}

// corpusSlow are files of corpusCompletes that come close to the 60 s
// (16: 51 s alone, past 60 s with other work on the machine): they get
// three minutes, so that the test checks completion, not the load.
var corpusSlow = map[string]bool{"16-": true}

// corpusIncomplete says why each other file stops at a limit (same
// measurement). None stops for memory while prediction holds it any
// more (its recordings yield to --max-memory); each stops at the time
// limit, most of them at the first instant.
var corpusIncomplete = map[string]string{
	"01-": "one control loop of 44 entities the environment sets: 1.7 M states without leaving 00:00:00",
	"02-": "a loop of 32 entities and 2 clocks: 1.0 M states, at 00:00:20",
	"03-": "a loop of 40 entities: 0.8 M states without leaving 00:00:00",
	"04-": "clock-bound: a loop of 8 entities and 2 clocks, 6.9 M states, at 00:24:45",
	"06-": "a loop of 36 entities and 10 clocks: 2.5 M states without leaving 00:00:00",
	"09-": "not split: 2.7 M states without leaving 00:00:00",
	"10-": "a loop of 18 entities and 7 clocks: 4.2 M states without leaving 00:00:00",
	"11-": "a loop of 16 entities: 1.2 M states, at 19:00 (of 24 h)",
	"13-": "clock-bound: a loop of 10 entities and 3 clocks, 12.6 M states, at 08:19",
	"14-": "clock-bound: a loop of 24 entities and 3 clocks, 10.1 M states, at 00:00:08",
	"20-": "the first instant's states: the search stops at the time limit at 00:00:00, and the report's count of distinct states (report.Distinct, a map of every discrete state) then takes minutes and 1.7 GB, past both limits",
}

// corpusCompletesZones are the files whose 24 hours complete over zones,
// the CLI's default engine (measured as above with the zone engine, two
// shared cores: 05 0.5 s, 07 0.1 s, 08 0.1 s, 12 0.8 s, 13 0.4 s, 15 0.3
// s, 16 0.5 s, 17 0.04 s, 18 0.1 s, 19 0.1 s). The others stop at the
// 60 s: 11 and 14 are clock-bound (1,730 and 4,824 discrete states, but
// 730,000 zones for 11 after 88 s of CPU: a time pattern every 5
// minutes keeps each discrete state's zones apart on the wall clock),
// the rest have tens to hundreds of thousands of discrete states in one
// loop at the limit (sensors the environment sets, coupled through one
// automation's run).
var corpusCompletesZones = []string{"05-", "07-", "08-", "12-", "13-", "15-", "16-", "17-", "18-", "19-"}

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
			cal := ta.Calendar{Horizon: 24 * hour, Sunrise: 6*hour + 1800, Sunset: 18*hour + 1800, Weekday: 0, DayKnown: true}
			m, err := explore.NewModel(p, explore.Config{Cal: cal})
			if err != nil {
				t.Fatal(err)
			}
			budget := 60 * time.Second
			if corpusSlow[base[:3]] {
				budget = 3 * time.Minute
			}
			ctx, cancel := context.WithTimeout(context.Background(), budget)
			defer cancel()
			opt := explore.Options{Ctx: ctx, MaxMemory: 1 << 30}
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
			if len(rep.Errors) > 0 {
				t.Errorf("runtime error: %+v", rep.Errors[0])
			}
			want := false
			for _, prefix := range completes {
				want = want || strings.HasPrefix(base, prefix)
			}
			if want && !rep.Complete {
				t.Errorf("incomplete after %d states", rep.States)
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
		})
	}
}
