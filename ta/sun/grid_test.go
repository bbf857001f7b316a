package sun_test

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// hm is a time of day written HH:MM[:SS].
func hm(t *testing.T, s string) int64 {
	t.Helper()
	x, err := ta.ParseClockTime(s)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func rng(t *testing.T, from, to string) ta.SunRange {
	return ta.SunRange{From: hm(t, from), To: hm(t, to)}
}

// sunGridSig is a class of sun times computed from their values alone,
// by the definition of the grid's classes (not by GridCalendars' own
// pieces and orders): each time's integer part in units u and whether it
// is on the grid, and the order (rank among the distinct non-zero
// fractional parts) of the others.
func sunGridSig(vals []int64, u int64) string {
	var fr []int64
	for _, v := range vals {
		if v%u != 0 {
			fr = append(fr, v%u)
		}
	}
	sort.Slice(fr, func(i, j int) bool { return fr[i] < fr[j] })
	rank := map[int64]int{}
	for _, f := range fr {
		if _, ok := rank[f]; !ok {
			rank[f] = len(rank) + 1
		}
	}
	var b strings.Builder
	for _, v := range vals {
		fmt.Fprintf(&b, "%d/%d ", v/u, rank[v%u]) // rank 0: on the grid
	}
	return b.String()
}

// Sun ranges in one day, against classes counted by hand: a grid of
// u = 10 min (every constant of the programs is a multiple of it) from a
// run of 18:00 for 2 h, where `time < sunset` reads sunset on the start's
// day only.
func TestSunGridCalendarsOneSun(t *testing.T) {
	const lt = "var lit: bool\nevent e\nrule A on e { if time < sunset { lit = true } }\nrule B at 19:00 { lit = false }\n"
	base := ta.Calendar{Start: hm(t, "18:00"), Horizon: 2 * 3600}
	rise := rng(t, "06:30", "06:30")
	tests := []struct {
		name string
		src  string
		set  ta.SunRange
		unit int64
		want []string // the sunsets of the classes
	}{
		// (18:30, 18:40) holds [18:31, 18:39]: one class, its roundest
		// time a multiple of 5 min.
		{"inside one piece", lt, rng(t, "18:31", "18:39"), 600, []string{"18:35"}},
		// [18:25, 18:30), 18:30, (18:30, 18:40), 18:40, (18:40, 18:45].
		{"across grid points", lt, rng(t, "18:25", "18:45"), 600, []string{"18:25", "18:30", "18:35", "18:40", "18:45"}},
		// 18:30, (18:30, 18:40), 18:40, (18:40, 18:50), 18:50.
		{"ends on grid points", lt, rng(t, "18:30", "18:50"), 600, []string{"18:30", "18:35", "18:40", "18:45", "18:50"}},
		// The offset 5 min makes the grid 5 min, whatever the caller's
		// unit: 18:25, (18:25, 18:30), 18:30, (18:30, 18:35), 18:35.
		{"offset refines the unit", strings.Replace(lt, "time < sunset", "time < sunset + 5m", 1), rng(t, "18:25", "18:35"), 600,
			[]string{"18:25", "18:26", "18:30", "18:31", "18:35"}},
		// A grid of 2 s still has a whole second inside each piece.
		{"two-second grid", lt, rng(t, "18:30:00", "18:30:04"), 2,
			[]string{"18:30", "18:30:01", "18:30:02", "18:30:03", "18:30:04"}},
		// The program reads no sun: one class, at the range's start.
		{"no sun", "var lit: bool\nevent e\nrule A on e { if time < 19:00 { lit = true } }\n", rng(t, "18:25", "18:45"), 600, []string{"18:25"}},
		// Sunset past the horizon (20:00) cannot reach the run.
		{"past the horizon", lt, rng(t, "20:10", "20:50"), 600, []string{"20:10"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parseChecked(t, "grid.ta", tc.src)
			cals, err := sun.GridCalendars(p, base, rise, tc.set, tc.unit, 100)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range cals {
				got = append(got, ta.FormatClockTime(c.Sunset))
				if c.Sunrise != rise.From || c.Days != nil || c.Start != base.Start || c.Horizon != base.Horizon {
					t.Errorf("class %s: calendar %+v changes more than the sunset", ta.FormatClockTime(c.Sunset), c)
				}
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("sunsets %v, want %v", got, tc.want)
			}
		})
	}
}

// Two sun times that vary, sunrise and sunset on the start's day (a run
// of 06:00 for 13 h that compares the time with both), each in a range
// across the grid point in its middle (u = 10 min): each has 3 choices,
// [x:25, x:30), x:30 and (x:30, x:35]. The classes, by hand:
//   - both on the grid point: 1;
//   - one on its point, the other in one of its 2 pieces: 2 + 2 = 4;
//   - both in pieces, 4 pairs of pieces, with the order of their
//     fractional parts: in the same half (both early, offsets [5m, 10m)
//     of a piece, or both late, (0, 5m]) <, = and >: 3 + 3; one early
//     and one late, the early one's fraction is >= the late one's, equal
//     only at x:25 and y:35 exactly: 2 + 2.
//
// 1 + 4 + 10 = 15.
func TestSunGridCalendarsTwoSuns(t *testing.T) {
	p := parseChecked(t, "two.ta", "var lit: bool\nevent e\nrule A on e { if time < sunrise || time < sunset { lit = true } }\n")
	base := ta.Calendar{Start: hm(t, "06:00"), Horizon: 13 * 3600}
	rise, set := rng(t, "06:25", "06:35"), rng(t, "18:25", "18:35")
	cals, err := sun.GridCalendars(p, base, rise, set, 600, 100)
	if err != nil {
		t.Fatal(err)
	}
	checkSunClasses(t, cals, 15, 600, func(c ta.Calendar) []int64 { return []int64{c.Sunrise, c.Sunset} }, []ta.SunRange{rise, set})
	bruteSunClasses(t, cals, 600, func(c ta.Calendar) []int64 { return []int64{c.Sunrise, c.Sunset} }, rise, set)
	// The class where the two fractions are equal across an early and a
	// late piece has exactly one representative.
	found := false
	for _, c := range cals {
		found = found || c.Sunrise == hm(t, "06:25") && c.Sunset == hm(t, "18:35")
	}
	if !found {
		t.Error("no class with sunrise 06:25 and sunset 18:35 (equal fractions)")
	}

	// The limit: 15 classes, or, below the 3 x 3 pieces, at least 9.
	if _, err := sun.GridCalendars(p, base, rise, set, 600, 14); !errors.Is(err, sun.ErrTooManyClasses) || !strings.Contains(err.Error(), " 15 cases") {
		t.Errorf("limit 14: %v", err)
	}
	if _, err := sun.GridCalendars(p, base, rise, set, 600, 5); !errors.Is(err, sun.ErrTooManyClasses) || !strings.Contains(err.Error(), "at least 9 cases") {
		t.Errorf("limit 5: %v", err)
	}
	// Too fine: with u = 1 s no whole second lies inside a piece; with
	// u = 2 s, one does, but two sun times in pieces need three.
	for _, unit := range []int64{1, 2} {
		_, err := sun.GridCalendars(p, base, rise, set, unit, 1<<22)
		if !errors.Is(err, sun.ErrGridTooFine) {
			t.Errorf("unit %d: %v, want ErrSunGridTooFine", unit, err)
		}
	}
}

// checkSunClasses checks that cals are n classes, each with its sun
// times (vals) in their ranges, no two with the same class computed from
// the values (sunGridSig), in ascending order of the values.
func checkSunClasses(t *testing.T, cals []ta.Calendar, n int, u int64, vals func(ta.Calendar) []int64, ranges []ta.SunRange) {
	t.Helper()
	if len(cals) != n {
		t.Errorf("%d classes, want %d", len(cals), n)
	}
	seen := map[string]bool{}
	var prev []int64
	for _, c := range cals {
		v := vals(c)
		for i, x := range v {
			if x < ranges[i].From || x > ranges[i].To {
				t.Errorf("%v: %s outside its range", v, ta.FormatClockTime(x))
			}
		}
		sig := sunGridSig(v, u)
		if seen[sig] {
			t.Errorf("%v: class %s twice", v, sig)
		}
		seen[sig] = true
		if prev != nil && !lessVals(prev, v) {
			t.Errorf("%v after %v", v, prev)
		}
		prev = v
	}
}

// bruteSunClasses checks cals against a second count: the classes
// (sunGridSig) of every pair of whole seconds in the two ranges, which
// with pieces this wide are every class the reals have.
func bruteSunClasses(t *testing.T, cals []ta.Calendar, u int64, vals func(ta.Calendar) []int64, a, b ta.SunRange) {
	t.Helper()
	all := map[string]bool{}
	for x := a.From; x <= a.To; x++ {
		for y := b.From; y <= b.To; y++ {
			all[sunGridSig([]int64{x, y}, u)] = true
		}
	}
	got := map[string]bool{}
	for _, c := range cals {
		got[sunGridSig(vals(c), u)] = true
	}
	if !reflect.DeepEqual(got, all) {
		t.Errorf("classes %v, every pair of seconds has %v", got, all)
	}
}

func lessVals(a, b []int64) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// Two days: a run of 18:00 for 25 h compares the time with the sunset of
// the start's day (18:25..18:35 is 25..35 min into the run) and of the
// next (24 h later, within the 25 h); the day before's sunset is before
// the start. The two sunsets vary independently, as sunrise and sunset do
// in TestSunGridCalendarsTwoSuns: 15 classes, each with Days for the day
// before (the range's From), the start's day and the next.
func TestSunGridCalendarsTwoDays(t *testing.T) {
	p := parseChecked(t, "days.ta", "var lit: bool\nevent e\nrule A on e { if time < sunset { lit = true } }\n")
	base := ta.Calendar{Start: hm(t, "18:00"), Horizon: 25 * 3600}
	rise, set := rng(t, "06:25", "06:35"), rng(t, "18:25", "18:35")
	cals, err := sun.GridCalendars(p, base, rise, set, 600, 100)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cals {
		if len(c.Days) != 3 {
			t.Fatalf("Days %v, want the day before, the start's and the next", c.Days)
		}
		if c.Days[0].Sunset != set.From || c.Sunset != c.Days[1].Sunset || c.Sunrise != c.Days[1].Sunrise {
			t.Errorf("calendar %+v: the day before's sunset moves, or Sunset is not the start day's", c)
		}
		for _, d := range c.Days {
			if d.Sunrise != rise.From {
				t.Errorf("calendar %+v: the sunrise moves; the program does not read it", c)
			}
		}
	}
	days := func(c ta.Calendar) []int64 { return []int64{c.Days[1].Sunset, c.Days[2].Sunset} }
	checkSunClasses(t, cals, 15, 600, days, []ta.SunRange{set, set})
	bruteSunClasses(t, cals, 600, days, set, set)

	// 3 h from 18:00 reach no second sunset: 3 classes, one day.
	cals, err = sun.GridCalendars(p, ta.Calendar{Start: hm(t, "18:00"), Horizon: 3 * 3600}, rise, set, 600, 100)
	if err != nil || len(cals) != 3 || cals[0].Days != nil {
		t.Errorf("3 h: %d classes, %v", len(cals), err)
	}
}

// A window sunset..sunrise opened the day before the start (a run of
// 05:00 for 2 h) reaches the run through its end, the start day's
// sunrise: the sunrise range 06:25..06:35 has 3 classes, and the sunsets
// (the day before's, and the start's, which opens its window after the
// horizon) do not matter.
func TestSunGridCalendarsOvernightWindow(t *testing.T) {
	p := parseChecked(t, "night.ta", "var lit: bool\nevent e\nrule A on e { if time in sunset..sunrise { lit = true } }\n")
	base := ta.Calendar{Start: hm(t, "05:00"), Horizon: 2 * 3600}
	rise, set := rng(t, "06:25", "06:35"), rng(t, "18:25", "18:35")
	cals, err := sun.GridCalendars(p, base, rise, set, 600, 100)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cals {
		got = append(got, ta.FormatClockTime(c.Sunrise)+"/"+ta.FormatClockTime(c.Sunset))
	}
	if want := []string{"06:25/18:25", "06:30/18:25", "06:35/18:25"}; !reflect.DeepEqual(got, want) {
		t.Errorf("classes %v, want %v", got, want)
	}
}

// A fixed sunrise off the grid still orders its fraction with a varying
// sunset's: sunrise 06:27 is 7 min into its 10 min piece; sunset in
// 18:25..18:35 (the program compares the time with both, from 06:00 for
// 13 h) is early in a piece (5..10 min into it: before, at or after
// 7 min), on 18:30, or late (0..5 min: before 7 min). By hand: 18:25
// (5 min < 7), 18:27 (=), 18:28 (the roundest time after 18:27), 18:30,
// 18:35: 5 classes.
func TestSunGridCalendarsFixedOffGrid(t *testing.T) {
	p := parseChecked(t, "fixed.ta", "var lit: bool\nevent e\nrule A on e { if time < sunrise || time < sunset { lit = true } }\n")
	base := ta.Calendar{Start: hm(t, "06:00"), Horizon: 13 * 3600}
	cals, err := sun.GridCalendars(p, base, rng(t, "06:27", "06:27"), rng(t, "18:25", "18:35"), 600, 100)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cals {
		got = append(got, ta.FormatClockTime(c.Sunrise)+"/"+ta.FormatClockTime(c.Sunset))
	}
	if want := []string{"06:27/18:25", "06:27/18:27", "06:27/18:28", "06:27/18:30", "06:27/18:35"}; !reflect.DeepEqual(got, want) {
		t.Errorf("classes %v, want %v", got, want)
	}
	bruteSunClasses(t, cals, 600, func(c ta.Calendar) []int64 { return []int64{c.Sunrise, c.Sunset} }, rng(t, "06:27", "06:27"), rng(t, "18:25", "18:35"))
	// The limit must be positive.
	if _, err := sun.GridCalendars(p, base, rng(t, "06:27", "06:27"), rng(t, "18:25", "18:35"), 600, 0); err == nil {
		t.Error("limit 0 accepted")
	}
}
