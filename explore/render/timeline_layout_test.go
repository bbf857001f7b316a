package render

import (
	"math"
	"reflect"
	"strings"
	"testing"
)

// The expectations below are worked out by hand from the rules in
// timeline_layout.go and chart_layout.go; the comments show the sums.

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

// The hallway's trace: a motion at +20m starts a 10-minute Wait, the
// violation at +30m. Nothing runs from 0 to 20m (two thirds of the span,
// more than a quarter): that stretch is compressed to breakWidth.
func TestLayoutAxisCompressesEmptyStretch(t *testing.T) {
	ax := layoutAxis([]float64{1200, 1800}, [][2]float64{{1200, 1800}}, 230, 920)
	// Drawn to scale: 600 s and a tail of 60 s on 690 − 64 = 626 px.
	perSec := 626.0 / 660
	want := []axisPiece{{0, 0, 230, 230}, {1200, 1860, 294, 920}}
	if !reflect.DeepEqual(ax.pieces, want) || ax.end != 1860 {
		t.Fatalf("pieces %+v end %v, want %+v end 1860", ax.pieces, ax.end, want)
	}
	for _, c := range []struct{ t, x float64 }{{0, 230}, {600, 262}, {1200, 294}, {1800, 294 + 600*perSec}, {1860, 920}} {
		if got := ax.x(c.t); !near(got, c.x) {
			t.Errorf("x(%v) = %v, want %v", c.t, got, c.x)
		}
	}
	if b := ax.breaks(); len(b) != 1 || b[0] != (axisPiece{0, 1200, 230, 294}) {
		t.Errorf("breaks %+v", b)
	}
	// Labels 30 px wide need 42 px between ticks: 60 s is 56.9 px, 30 s
	// only 28.5. The break's edges (0 and 1200) are 64 px apart and kept;
	// then every minute from 20m to 31m, 1200 once.
	ticks := ax.ticks(func(int64, bool) float64 { return 30 })
	var secs []int64
	for _, tk := range ticks {
		secs = append(secs, tk.sec)
	}
	wantSecs := []int64{0, 1200, 1260, 1320, 1380, 1440, 1500, 1560, 1620, 1680, 1740, 1800, 1860}
	if !reflect.DeepEqual(secs, wantSecs) {
		t.Errorf("ticks at %v, want %v", secs, wantSecs)
	}
}

// Figure 1: the timer runs from 0 to the violation at 300 s, so nothing is
// empty and the axis is one piece to scale, 330 s on 690 px.
func TestLayoutAxisKeepsTimerRuns(t *testing.T) {
	ax := layoutAxis([]float64{0, 1, 300, 300}, [][2]float64{{0, 300}}, 230, 920)
	if len(ax.pieces) != 1 || ax.pieces[0] != (axisPiece{0, 330, 230, 920}) {
		t.Fatalf("pieces %+v", ax.pieces)
	}
	if got := ax.x(1); !near(got, 230+690.0/330) {
		t.Errorf("x(1) = %v", got)
	}
}

// Two empty stretches of 5 h each: the first takes half the span (more
// than a quarter), the second then all the time left to scale. With
// nothing left to scale, the two breaks share nine tenths of the width.
func TestLayoutAxisCompressesEverything(t *testing.T) {
	ax := layoutAxis([]float64{18000, 36000}, nil, 0, 1000)
	want := []axisPiece{{0, 0, 0, 0}, {18000, 18000, 450, 450}, {36000, 36000, 900, 1000}}
	if !reflect.DeepEqual(ax.pieces, want) || ax.end != 36000 {
		t.Errorf("pieces %+v end %v, want %+v end 36000", ax.pieces, ax.end, want)
	}
	if got := ax.x(9000); got != 225 {
		t.Errorf("x(9000) = %v, want 225 (halfway through the first break)", got)
	}
	// A violation at 0: one second drawn over the whole width.
	ax = layoutAxis(nil, nil, 0, 1000)
	if len(ax.pieces) != 1 || ax.pieces[0] != (axisPiece{0, 1, 0, 1000}) {
		t.Errorf("at 0: pieces %+v", ax.pieces)
	}
}

// The late arrival from midnight: a trigger at 03:00, the garage opens at
// 21:55 and starts a 10-minute timer, the violation at 22:05. 18h55m are
// more than a quarter of 22h05m; then 3h more than a quarter of the 3h10m
// left: both compressed, 10 minutes and a 1-minute tail to scale on
// 690 − 128 = 562 px.
func TestLayoutAxisCompressesInTurn(t *testing.T) {
	ax := layoutAxis([]float64{10800, 78900, 79500}, [][2]float64{{78900, 79500}}, 230, 920)
	want := []axisPiece{{0, 0, 230, 230}, {10800, 10800, 294, 294}, {78900, 79560, 358, 920}}
	if !reflect.DeepEqual(ax.pieces, want) {
		t.Errorf("pieces %+v, want %+v", ax.pieces, want)
	}
	if got := ax.x(79500); !near(got, 358+600*562.0/660) {
		t.Errorf("x(79500) = %v", got)
	}
}

func TestPlaceMarks(t *testing.T) {
	for _, c := range []struct {
		name      string
		xs, ws    []float64
		avoid     float64
		preferRow int
		want      []markPlace
	}{
		// Figure 1: the motion 1 s (2 px) after the switch cannot share
		// its row (the dots would touch) and goes a row down; the timer
		// at the violation's line takes the left side (the right one
		// would run past 960).
		{"figure1", []float64{230, 232.09, 857.3}, []float64{150, 130, 120}, 857.3, 4,
			[]markPlace{{0, false}, {1, false}, {0, true}}},
		// A label right of its dot would cross the line at 550.
		{"violation line", []float64{500}, []float64{100}, 550, 4, []markPlace{{0, true}}},
		// Three triggers at the same moment: stacked.
		{"same time", []float64{300, 300, 300}, []float64{50, 50, 50}, 900, 4,
			[]markPlace{{0, false}, {1, false}, {2, false}}},
		// Row 1 right of 290 ([298, 398]) would be cut by the guide of
		// the dot at 300 in row 0: left of the dot instead.
		{"guide", []float64{300, 290}, []float64{20, 100}, 900, 4, []markPlace{{0, false}, {1, true}}},
		// ... and when the left side crosses the violation's line (250),
		// no row keeps clear of the guide: the second pass takes row 1
		// on the right, over the guide.
		{"guide given up", []float64{300, 290}, []float64{20, 100}, 250, 4, []markPlace{{0, false}, {1, false}}},
		// A trigger at 900 after the violation at 850: the right side runs
		// past 960, the left one crosses the line. A row of its own (the
		// second), on the left, the roomier side.
		{"after the violation", []float64{300, 900}, []float64{50, 100}, 850, 4, []markPlace{{0, false}, {1, true}}},
	} {
		if got := placeMarks(c.xs, c.ws, c.avoid, 960, c.preferRow); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// The drawn timeline of a trace whose triggers come a second apart while
// a timer runs (so that the axis is not compressed: 2 px a second): every
// mark gets its own row and a label.
func TestTimelineSVGStacksCloseTriggers(t *testing.T) {
	tl := &timeline{end: 300, endText: "09:05:00", clock: func(s int64) string { return "x" }, fineTick: func(s int64) string { return "x" },
		lanes: []tlLane{{name: "timer", timer: true, segs: []tlSeg{{from: 0, to: 300, value: "5m"}}}}}
	for _, at := range []float64{0, 1, 2} {
		tl.marks = append(tl.marks, tlMark{at: at, stimulus: "Motion.Detected"})
	}
	svg := tl.svg("t")
	if n := strings.Count(svg, `class="mark-label"`); n != 3 {
		t.Fatalf("%d mark labels, want 3", n)
	}
	// Rows 0, 1, 2: dots at y 31, 46 and 61.
	for _, cy := range []string{`cy="31"`, `cy="46"`, `cy="61"`} {
		if !strings.Contains(svg, cy) {
			t.Errorf("no dot at %s:\n%s", cy, svg)
		}
	}
}
