package sun_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
	"github.com/delorean-mc/delorean/ta/sun"
)

// Pieces cuts a sun range only where the shape of a condition changes;
// the cut points here are derived by hand from each program. Each day
// whose sunset can change the run (the start's; the day before's too
// when a window it opens may run into the start's day) takes its own
// piece, so the calendars are the product over those days.
func TestSunPieces(t *testing.T) {
	const h = 3600
	tests := []struct {
		name, src string
		start     int64
		set       ta.SunRange
		want      string // the start day's sunset pieces (a fixed time is not a range)
		cals      int    // with each day whose sunset can change the run on its own piece
	}{
		{
			// The window turns round where sunset meets 19:00.
			name:  "window end",
			src:   "var lit: bool\nevent E\nrule A on E { if time in sunset..19:00 { lit = true } }\n",
			start: 17 * h, set: ta.SunRange{From: 18*h + 1800, To: 19*h + 1800},
			want: "18:30..19:00 (excluded); 19:00; after 19:00..19:30",
			cals: 9,
		},
		{
			// sunset + 6h crosses midnight at a sunset of 18:00.
			name:  "midnight",
			src:   "var lit: bool\nevent E\nrule A on E { if time > sunset + 6h { lit = true } }\n",
			start: 12 * h, set: ta.SunRange{From: 17*h + 1800, To: 18*h + 1800},
			want: "17:30..18:00 (excluded); 18:00; after 18:00..18:30",
			cals: 3,
		},
		{
			// A schedule at sunset is cut at the start (18:00).
			name:  "schedule at the start",
			src:   "var lit: bool\nrule A at sunset { lit = true }\n",
			start: 18 * h, set: ta.SunRange{From: 17*h + 1800, To: 18*h + 1800},
			want: "17:30..18:00 (excluded); 18:00; after 18:00..18:30",
			cals: 3,
		},
		{
			// The window turns round at the range's end: 19:00 alone
			// runs to the next day's 19:00.
			name:  "window end at the range's end",
			src:   "var lit: bool\nevent E\nrule A on E { if time in sunset..19:00 { lit = true } }\n",
			start: 17 * h, set: ta.SunRange{From: 18 * h, To: 19 * h},
			want: "18:00..19:00 (excluded); 19:00",
			cals: 4,
		},
		{
			// And at its start.
			name:  "window end at the range's start",
			src:   "var lit: bool\nevent E\nrule A on E { if time in sunset..19:00 { lit = true } }\n",
			start: 17 * h, set: ta.SunRange{From: 19 * h, To: 20 * h},
			want: "19:00; after 19:00..20:00",
			cals: 2, // the day before's window always runs into the start's day: one piece
		},
		{
			// Nothing to cut: one piece, the whole range.
			name:  "one piece",
			src:   "var lit: bool\nrule A at sunset + 30m { lit = true }\nrule B at 19:45 { lit = false }\n",
			start: 17 * h, set: ta.SunRange{From: 19 * h, To: 20*h + 1800},
			want: "19:00..20:30",
			cals: 1,
		},
		{
			name:  "fixed",
			src:   "var lit: bool\nrule A at sunset { lit = true }\n",
			start: 17 * h, set: ta.SunRange{From: 19 * h, To: 19 * h},
			want: "19:00",
			cals: 1,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parseChecked(t, "sun.ta", tc.src)
			rise := ta.SunRange{From: 6 * h, To: 6 * h}
			cals, err := sun.Pieces(p, ta.Calendar{Start: tc.start, Horizon: 8 * h}, rise, tc.set)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			seen := map[string]bool{}
			for _, c := range cals {
				text := ta.FormatClockTime(c.Sunset)
				if c.Ranges != nil {
					text = c.Ranges.Set.String()
				}
				if !seen[text] {
					seen[text] = true
					got = append(got, text)
				}
				if c.Ranges == nil {
					continue
				}
				if !c.Ranges.Rise.Fixed() || c.Ranges.Rise.From != 6*h {
					t.Errorf("sunrise %v, want 06:00 fixed", c.Ranges.Rise)
				}
				if in := c.Sunset; in < c.Ranges.Set.From || in > c.Ranges.Set.To {
					t.Errorf("representative sunset %d outside %v", in, c.Ranges.Set)
				}
			}
			if s := strings.Join(got, "; "); s != tc.want || len(cals) != tc.cals {
				t.Errorf("pieces %s in %d calendars, want %s in %d", s, len(cals), tc.want, tc.cals)
			}
		})
	}
}

// A window from sunset to sunrise whose ends change order within the
// ranges is refused with a message naming it.
func TestSunPiecesWindowOrder(t *testing.T) {
	p := parseChecked(t, "sun.ta", "var lit: bool\nevent E\nrule A on E { if time in sunrise + 12h..sunset { lit = true } }\n")
	_, err := sun.Pieces(p, ta.Calendar{Start: 0, Horizon: 3600},
		ta.SunRange{From: 6 * 3600, To: 7 * 3600}, ta.SunRange{From: 18*3600 + 1800, To: 19*3600 + 1800})
	if err == nil || !strings.Contains(err.Error(), "sunrise + 12h..sunset") {
		t.Fatalf("err = %v, want the window named", err)
	}
}

// A sun range the local clock changes within is cut where it changes:
// on the spring day in Europe/Berlin (forward at 02:00 CET, 2 h after
// midnight) a sunrise read before 03:00 local has the offset before the
// change, one from 03:00 on the one after (ta.Calendar.EventPiece, by
// hand: 03:00 is the later reading at the change). Each piece binds.
func TestSunPiecesAtClockChange(t *testing.T) {
	const h = 3600
	p := parseChecked(t, "sun.ta", "var lit: bool\nrule A at sunrise { lit = true }\n")
	base := ta.Calendar{Horizon: 8 * h, Changes: []ta.ClockChange{{At: 2 * h, By: h}}}
	cals, err := sun.Pieces(p, base, ta.SunRange{From: 2 * h, To: 4 * h}, ta.SunRange{From: 18 * h, To: 18 * h})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cals {
		text := ta.FormatClockTime(c.Sunrise) // a fixed piece
		if c.Ranges != nil {
			text = c.Ranges.Rise.String()
		}
		got = append(got, text)
		if _, err := interp.Bind(p, c); err != nil {
			t.Errorf("%s: %v", text, err)
		}
	}
	if s, want := strings.Join(got, "; "), "02:00..03:00 (excluded); 03:00; after 03:00..04:00"; s != want {
		t.Errorf("pieces %s, want %s", s, want)
	}
}
