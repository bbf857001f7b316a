package syntax

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// A window's days list names dates too: the days of the month (day.N),
// months by name and years (year.N, year.N_M). The kinds together must
// all hold, and printing gives the list back in one order.
func TestDatesRoundTrip(t *testing.T) {
	cases := []struct {
		list  string
		days  ta.Weekdays
		dates ta.Dates
		print string
	}{
		{"day.1", 0, ta.Dates{MonthDays: 1 << 1}, "on day.1"},
		{"Dec, day.31, day.1", 0, ta.Dates{MonthDays: 1<<1 | 1<<31, Months: 1 << 12}, "on day.1, day.31, Dec"},
		{"Sat, jan, year.2026", 1 << 5, ta.Dates{Months: 1 << 1, YearFrom: 2026, YearTo: 2026}, "on Sat, Jan, year.2026"},
		{"year.2020_2030, Mar", 0, ta.Dates{Months: 1 << 3, YearFrom: 2020, YearTo: 2030}, "on Mar, year.2020_2030"},
	}
	for _, c := range cases {
		t.Run(c.list, func(t *testing.T) {
			src := "var b: bool\nevent E\nrule R on E { if time in 00:00..00:00 " + "on " + c.list + " { b = true } }"
			p := parseChecked(t, "d.ta", src)
			in := p.Rules[0].Body[0].(*ta.If).Cond.(*ta.TimeIn)
			if in.Days != c.days || in.Dates != c.dates {
				t.Fatalf("read %v and %+v, want %v and %+v", in.Days, in.Dates, c.days, c.dates)
			}
			if got := ta.ExprString(in); got != "time in 00:00..00:00 "+c.print {
				t.Fatalf("printed %q, want %q", got, "time in 00:00..00:00 "+c.print)
			}
			p2 := parseChecked(t, "d.ta", Print(p))
			if in2 := p2.Rules[0].Body[0].(*ta.If).Cond.(*ta.TimeIn); in2.Days != in.Days || in2.Dates != in.Dates {
				t.Fatalf("printed and read again: %v %+v", in2.Days, in2.Dates)
			}
		})
	}
	for _, bad := range []struct{ list, want string }{
		{"day.32", "day.1 to day.31"},
		{"day.0", "day.1 to day.31"},
		{"year.0", "a year"},
		{"year.2030_2020", "a year"},
		{"year.2020, year.2021", "one range of years"},
		{"Foo", "not a day of the week"},
	} {
		src := "var b: bool\nevent E\nrule R on E { if time in 00:00..00:00 on " + bad.list + " { b = true } }"
		_, err := Parse("d.ta", []byte(src))
		if err == nil || !strings.Contains(err.Error(), bad.want) || !strings.Contains(err.Error(), "d.ta:3:") {
			t.Errorf("%s: %v, want an error at d.ta:3 saying %q", bad.list, err, bad.want)
		}
	}
	// A schedule's list names days of the week only.
	if _, err := Parse("d.ta", []byte("var b: bool\nrule R at 08:00 on day.1 { b = true }")); err == nil {
		t.Error("a schedule on day.1 was accepted")
	}
}
