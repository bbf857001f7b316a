package ta

import (
	"math/big"
	"slices"
	"testing"
	"time"
	_ "time/tzdata" // the oracle's zone on machines without a zone database
)

// berlin2026 are the two days Europe/Berlin changes its clocks in 2026,
// from local midnight for six hours, with the changes worked out by
// hand: spring forward at 02:00 CET (01:00 UTC), two hours after
// midnight CET (23:00 UTC); fall back at 03:00 CEST (01:00 UTC), three
// hours after midnight CEST (22:00 UTC).
var berlin2026 = []struct {
	name string
	date time.Time // local midnight
	cal  Calendar
}{
	{"spring forward", time.Date(2026, 3, 29, 0, 0, 0, 0, time.UTC), Calendar{Horizon: 6 * 3600, UTCOffset: 3600, Changes: []ClockChange{{At: 7200, By: 3600}}}},
	{"fall back", time.Date(2026, 10, 25, 0, 0, 0, 0, time.UTC), Calendar{Horizon: 6 * 3600, UTCOffset: 7200, Changes: []ClockChange{{At: 10800, By: -3600}}}},
}

// The local clock of a calendar with changes against Go's time package:
// every second of the six hours, the local time Local gives is the one
// Go's Europe/Berlin reads at that instant, and WallAt of a local time
// gives every second at which Go reads it, and no other.
func TestLocalClockAgainstGoTime(t *testing.T) {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range berlin2026 {
		t.Run(tc.name, func(t *testing.T) {
			cal := tc.cal
			if err := cal.CheckChanges(); err != nil {
				t.Fatal(err)
			}
			y, m, d := tc.date.Date()
			// The start: Go's reading of the day's first second.
			start := time.Date(y, m, d, 0, 0, 0, 0, loc)
			if start.In(loc).Hour() != 0 {
				t.Fatalf("the oracle's start reads %s", start.In(loc))
			}
			if _, off := start.Zone(); int64(off) != cal.UTCOffset {
				t.Fatalf("offset at the start %d, the calendar says %d", off, cal.UTCOffset)
			}
			seen := map[int64][]int64{} // local time -> the seconds Go reads it at
			for e := int64(0); e <= cal.Horizon; e++ {
				u := start.Add(time.Duration(e) * time.Second).In(loc)
				local := int64(u.Hour()*3600+u.Minute()*60+u.Second()) + int64(u.YearDay()-start.YearDay())*SecondsPerDay
				if got := cal.Local(e); got != local {
					t.Fatalf("at %d s the local clock reads %d, Go reads %s (%d)", e, got, u.Format("15:04:05 MST"), local)
				}
				if got := cal.LocalRat(big.NewRat(e, 1)); got.Cmp(big.NewRat(local, 1)) != 0 {
					t.Fatalf("LocalRat(%d) = %s, Go reads %d", e, got, local)
				}
				if _, off := u.Zone(); cal.UTCOffsetAt(big.NewRat(e, 1)) != int64(off) {
					t.Fatalf("offset at %d s: %d, Go %d", e, cal.UTCOffsetAt(big.NewRat(e, 1)), off)
				}
				seen[local] = append(seen[local], e)
			}
			// Every local time of the day, on the second: the ones
			// within the six hours Go reads.
			for local := int64(0); local < 8*3600; local++ {
				want := seen[local]
				got := cal.WallAt(local)
				got = slices.DeleteFunc(got, func(e int64) bool { return e < 0 || e > cal.Horizon })
				if !slices.Equal(got, want) {
					t.Fatalf("WallAt(%s) = %v, Go reads it at %v", FormatClockTime(local), got, want)
				}
				for _, e := range want {
					if r := cal.Repeated(big.NewRat(e, 1)); r != (len(want) > 1) {
						t.Fatalf("Repeated at %s: %v, Go reads it %d times", FormatClockTime(local), r, len(want))
					}
				}
			}
		})
	}
}

// The times the tests of the binding rely on, by hand from the changes
// above: none of them is the code's own output.
func TestLocalClockBerlinByHand(t *testing.T) {
	spring, fall := berlin2026[0].cal, berlin2026[1].cal
	tests := []struct {
		name  string
		cal   Calendar
		local int64
		want  []int64
	}{
		{"02:30 on the spring day does not exist", spring, 2*3600 + 1800, nil},
		{"01:59:59 CET is 2 h less a second in", spring, 2*3600 - 1, []int64{7199}},
		{"03:00 CEST is 2 h in", spring, 3 * 3600, []int64{7200}},
		{"05:00 CEST is 4 h in", spring, 5 * 3600, []int64{4 * 3600}},
		{"02:30 on the fall day happens at 2.5 h and 3.5 h", fall, 2*3600 + 1800, []int64{9000, 12600}},
		{"05:00 CET is 6 h in", fall, 5 * 3600, []int64{6 * 3600}},
		{"03:00 CET happens once, 4 h in", fall, 3 * 3600, []int64{4 * 3600}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.cal.WallAt(tc.local); !slices.Equal(got, tc.want) {
				t.Fatalf("WallAt(%s) = %v, want %v", FormatClockTime(tc.local), got, tc.want)
			}
		})
	}
	// A sun time is an instant: in the repeated hour it is read in the
	// first fold, in the skipped one with the offset before the change
	// (Python's fold=0).
	for _, tc := range []struct {
		name  string
		cal   Calendar
		local int64
		want  int64
	}{
		{"02:30 on the fall day, first fold", fall, 2*3600 + 1800, 9000},
		{"02:30 on the spring day, read in CET", spring, 2*3600 + 1800, 9000},
		{"06:30 CEST on the spring day", spring, 6*3600 + 1800, 5*3600 + 1800},
		{"06:30 CET on the fall day", fall, 6*3600 + 1800, 7*3600 + 1800},
	} {
		if got := tc.cal.EventWall(tc.local); got != tc.want {
			t.Errorf("%s: EventWall = %d, want %d", tc.name, got, tc.want)
		}
	}
	if got := spring.LastDay(); got != 0 {
		t.Errorf("spring LastDay %d, want 0", got)
	}
}

func TestCheckChanges(t *testing.T) {
	for _, tc := range []struct {
		changes []ClockChange
		ok      bool
	}{
		{nil, true},
		{[]ClockChange{{At: 7200, By: 3600}}, true},
		{[]ClockChange{{At: 0, By: 3600}}, false},
		{[]ClockChange{{At: 7200, By: 0}}, false},
		{[]ClockChange{{At: 7200, By: SecondsPerDay}}, false},
		{[]ClockChange{{At: 7200, By: 3600}, {At: 7200, By: -3600}}, false},
		{[]ClockChange{{At: 7200, By: 3600}, {At: 7200 + 7200, By: -3600}}, false},
		{[]ClockChange{{At: 7200, By: 3600}, {At: 7200 + 7201, By: -3600}}, true},
	} {
		cal := Calendar{Changes: tc.changes}
		if err := cal.CheckChanges(); (err == nil) != tc.ok {
			t.Errorf("%v: %v, want ok=%v", tc.changes, err, tc.ok)
		}
	}
}
