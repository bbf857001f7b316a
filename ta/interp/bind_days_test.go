package interp

import (
	"reflect"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// Over several days each day has its own sunrise and sunset (Calendar.Days):
// a schedule at sunset falls at each day's sunset, and a window from sunset
// to sunrise ends at the next day's sunrise. The instants are worked out by
// hand from the days' times, not from the binding's own arithmetic.
func TestBindSunDays(t *testing.T) {
	const h, m = 3600, 60
	days := []ta.SunDay{
		{Sunrise: 6*h + 10*m, Sunset: 18*h + 40*m}, // the day before the start
		{Sunrise: 6*h + 12*m, Sunset: 18*h + 37*m}, // the start's day
		{Sunrise: 6*h + 14*m, Sunset: 18*h + 35*m},
		{Sunrise: 6*h + 16*m, Sunset: 18*h + 32*m},
	}
	cal := ta.Calendar{Start: 12 * h, Horizon: 2*ta.SecondsPerDay + 12*h, Sunrise: days[1].Sunrise, Sunset: days[1].Sunset, Days: days}
	// Wall clock 0 is 12:00 on the start's day; day k's midnight is at
	// k*24h - 12h.
	mid := func(k int64) int64 { return k*ta.SecondsPerDay - 12*h }

	p := parseChecked(t, "days.ta", "var n: 0..9\nrule Evening at sunset { n = 1 }\nrule Dawn at sunrise + 5m { n = 2 }")
	b, err := Bind(p, cal)
	if err != nil {
		t.Fatal(err)
	}
	wantSet := []int64{mid(0) + 18*h + 37*m, mid(1) + 18*h + 35*m, mid(2) + 18*h + 32*m}
	wantRise := []int64{mid(1) + 6*h + 19*m, mid(2) + 6*h + 21*m}
	if len(b.Occur) != 2 || !reflect.DeepEqual(b.Occur[0], wantSet) && !reflect.DeepEqual(b.Occur[1], wantSet) {
		t.Fatalf("sunset instants %v, want %v", b.Occur, wantSet)
	}
	if !reflect.DeepEqual(b.Occur[0], wantRise) && !reflect.DeepEqual(b.Occur[1], wantRise) {
		t.Fatalf("sunrise + 5m instants %v, want %v", b.Occur, wantRise)
	}

	q := parseChecked(t, "night.ta", "var b: bool\nevent E\nrule R on E { if time in sunset..sunrise { b = true } }")
	bq, err := Bind(q, cal)
	if err != nil {
		t.Fatal(err)
	}
	want := []Interval{
		{Lo: mid(0) + 18*h + 37*m, Hi: mid(1) + 6*h + 14*m, HiOpen: true},
		{Lo: mid(1) + 18*h + 35*m, Hi: mid(2) + 6*h + 16*m, HiOpen: true},
		{Lo: mid(2) + 18*h + 32*m, Hi: cal.Horizon},
	}
	if !reflect.DeepEqual(bq.Tods[0], want) {
		t.Fatalf("night windows %+v, want %+v", bq.Tods[0], want)
	}

	// Without Days every day has the start's times (the range case).
	cal.Days = nil
	bq, err = Bind(q, cal)
	if err != nil {
		t.Fatal(err)
	}
	if got, w := bq.Tods[0][1].Lo, mid(1)+18*h+37*m; got != w {
		t.Fatalf("without Days the second night starts at %d, want %d", got, w)
	}
}

// A day's time outside [0, 24h) is refused like the other times of day.
func TestBindSunDaysChecked(t *testing.T) {
	p := parseChecked(t, "days.ta", "var n: 0..9\nrule Evening at sunset { n = 1 }")
	_, err := Bind(p, ta.Calendar{Horizon: 3600, Days: []ta.SunDay{{Sunrise: 0, Sunset: ta.SecondsPerDay}}})
	if err == nil {
		t.Fatal("a sunset at 24:00 was accepted")
	}
}

// An `every` in a window ticks only inside it, on the days its window
// starts: from Sunday 23:00 for 26 hours, every 5 minutes in 23:50..00:10
// on Mondays ticks at Monday 23:50 and 23:55 and, the window having
// opened on Monday, Tuesday 00:00 and 00:05; Sunday's window (23:50 to
// Monday 00:05) is not Monday's. All day on Mondays (no window) is every
// tick from Monday 00:00 to 23:55. The instants are counted by hand.
func TestBindEveryWindow(t *testing.T) {
	const h, m = 3600, 60
	cal := ta.Calendar{Start: 23 * h, Weekday: 6, DayKnown: true, Horizon: 26 * h, Sunrise: 6 * h, Sunset: 18 * h}
	mon := int64(1 * h) // Monday 00:00, an hour after the start
	for _, tc := range []struct {
		src  string
		want []int64
	}{
		{"rule R every 5m in 23:50..00:10 on Mon { n = 1 }", []int64{mon + 23*h + 50*m, mon + 23*h + 55*m, mon + 24*h, mon + 24*h + 5*m}},
		{"rule R every 5m in 23:50..00:10 { n = 1 }", []int64{50 * m, 55 * m, mon, mon + 5*m, mon + 23*h + 50*m, mon + 23*h + 55*m, mon + 24*h, mon + 24*h + 5*m}},
		{"rule R every 1h in 01:00..03:00 { n = 1 }", []int64{mon + 1*h, mon + 2*h, mon + 25*h}},
	} {
		p := parseChecked(t, "every.ta", "var n: 0..9\n"+tc.src)
		b, err := Bind(p, cal)
		if err != nil {
			t.Fatal(err)
		}
		if len(b.Occur) != 1 || !reflect.DeepEqual(b.Occur[0], tc.want) {
			t.Errorf("%s: ticks %v, want %v", tc.src, b.Occur, tc.want)
		}
	}
	p := parseChecked(t, "every.ta", "var n: 0..9\nrule R every 30m on Mon { n = 1 }")
	b, err := Bind(p, cal)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Occur[0]) != 48 || b.Occur[0][0] != mon || b.Occur[0][47] != mon+23*h+30*m {
		t.Errorf("every 30m on Mon: %d ticks %v", len(b.Occur[0]), b.Occur[0])
	}
}
