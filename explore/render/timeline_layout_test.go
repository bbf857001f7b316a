package render

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/svg"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
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

// bundledCase is a bundled program with its invariants, explored from a
// time of day for a span.
type bundledCase struct {
	prog, inv string
	start     int64 // seconds since midnight
	hours     int64
}

var dottedName = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z0-9_]+`)

// bundledPrograms lists the programs of programs/ (and the siren of
// testdata) with the invariants beside them: each file of a front end,
// each Home Assistant configuration directory; not the SDN scenarios,
// whose reports have no times of day.
func bundledPrograms(t *testing.T) [][2]string {
	t.Helper()
	var out [][2]string
	beside := func(path string) string {
		for _, c := range []string{strings.TrimSuffix(path, filepath.Ext(path)) + ".inv.yaml", filepath.Join(filepath.Dir(path), "invariants.yaml")} {
			if _, err := os.Stat(c); err == nil {
				return c
			}
		}
		return ""
	}
	err := filepath.WalkDir("../../programs", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch {
			case d.Name() == "sdn" || d.Name() == "traces" || d.Name() == "gen":
				return filepath.SkipDir
			case fileExists(filepath.Join(path, "configuration.yaml")):
				out = append(out, [2]string{path, beside(filepath.Join(path, "x"))})
				return filepath.SkipDir
			}
			return nil
		}
		name := d.Name()
		switch filepath.Ext(name) {
		case ".ta", ".isy", ".elk", ".tck":
		case ".yaml":
			if strings.HasSuffix(name, ".inv.yaml") || name == "invariants.yaml" {
				return nil
			}
		default:
			return nil
		}
		out = append(out, [2]string{path, beside(path)})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return append(out, [2]string{"testdata/siren.elk", "testdata/siren.inv.yaml"})
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// bundledReport explores one case over regions (the reference engine),
// with the CLI's default sun times, at most 20000 states.
func bundledReport(t *testing.T, c bundledCase) (*ta.Program, []*explore.Property, *explore.Report) {
	t.Helper()
	opts := frontends.Options{}
	if c.inv != "" {
		text, err := os.ReadFile(c.inv)
		if err != nil {
			t.Fatal(err)
		}
		opts.Keep = map[string]bool{}
		for _, n := range dottedName.FindAllString(string(text), -1) {
			opts.Keep[n] = true
		}
		opts.Consts = explore.Thresholds(text)
	}
	p, err := frontends.LoadWith(c.prog, opts)
	if err != nil {
		t.Fatal(err)
	}
	var props []*explore.Property
	if c.inv != "" {
		if props, err = explore.LoadProperties(c.inv, p); err != nil {
			t.Fatal(err)
		}
	}
	cal := ta.Calendar{Start: c.start, Horizon: c.hours * 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := explore.ExploreReport(m, explore.Options{MaxStates: 20000})
	if err != nil {
		t.Fatal(err)
	}
	return p, props, rep
}

// textBox is a text element's box by the text-width model the layout
// uses (svg.TextWidth, svg.Ascent and svg.Descent), from its attributes
// as drawn: x, y, anchor, weight and the lines of its tspans.
type textBox struct {
	text                     string
	left, right, top, bottom float64
}

func textBoxOf(t *testing.T, n *xmlNode) textBox {
	var lines []string
	for _, c := range n.Children {
		if c.XMLName.Local == "tspan" {
			lines = append(lines, c.Text)
		}
	}
	if len(lines) == 0 {
		lines = []string{n.Text}
	}
	bold := n.attr("font-weight") == "bold" || n.hasClass("watched") || n.hasClass("violation-label")
	w := 0.0
	for _, l := range lines {
		w = max(w, svg.TextWidth(l, 11, bold))
	}
	x, y := n.float(t, "x"), n.float(t, "y")
	left := x
	switch n.attr("text-anchor") {
	case "middle":
		left = x - w/2
	case "end":
		left = x - w
	}
	return textBox{text: strings.Join(lines, " "), left: left, right: left + w,
		top: y - svg.Ascent*11, bottom: y + float64(len(lines)-1)*11*svg.LineStep + svg.Descent*11}
}

// overlaps: two boxes share more than half a pixel both ways (as the
// browser test counts them).
func (a textBox) overlaps(b textBox) bool {
	return min(a.right, b.right)-max(a.left, b.left) > 0.5 && min(a.bottom, b.bottom)-max(a.top, b.top) > 0.5
}

// expectedWindowEdges are a window's edges from 0 to end (seconds after
// a start at start), worked out from its times alone: each day's from
// and to, the sun's at the CLI's default times; an edge where the window
// closes and opens again at once is none.
func expectedWindowEdges(w *ta.TimeIn, start int64, end, horizon float64) (opens, closes []float64, next float64) {
	resolve := func(tl *ta.TimeLit) int64 {
		base := int64(0)
		switch tl.Base {
		case ta.Sunrise:
			base = 6*3600 + 1800
		case ta.Sunset:
			base = 18*3600 + 1800
		}
		return ((base+tl.Offset)%86400 + 86400) % 86400
	}
	from, to := resolve(w.From), resolve(w.To)
	if from == to {
		return nil, nil, -1
	}
	next = -1
	for d := int64(-1); d <= int64(horizon)/86400+1; d++ {
		o := float64(d*86400 + from - start)
		c := float64(d*86400 + to - start)
		if o > 0 && o <= end {
			opens = append(opens, o)
		}
		if c > 0 && c <= end {
			closes = append(closes, c)
		}
		// The first edge after the violation, within the horizon, is
		// drawn as well.
		for _, e := range []float64{o, c} {
			if e > end && e < horizon && (next < 0 || e < next) {
				next = e
			}
		}
	}
	return opens, closes, next
}

// readsSunTimes: a condition or schedule of p is at a sun time.
func readsSunTimes(p *ta.Program) bool {
	for _, a := range p.TodAtoms() {
		for _, tl := range []ta.TimeLit{a.At, a.From, a.To} {
			if tl.Base != ta.Midnight {
				return true
			}
		}
	}
	for _, s := range p.Schedules() {
		for _, tl := range []*ta.TimeLit{s.At, s.From, s.To} {
			if tl != nil && tl.Base != ta.Midnight {
				return true
			}
		}
	}
	return false
}

// expectedStarts are the timer starts of a trace, each with whether it
// restarts a timer running since an earlier step (and not ended or
// stopped since), worked out from the steps' timers and stimuli.
func expectedStarts(ve *explore.ViolationEntry) map[string]bool {
	out := map[string]bool{}
	running := map[string]bool{}
	for _, s := range ve.Trace {
		delete(running, s.Stimulus)
		delete(running, strings.TrimSuffix(s.Stimulus, " ends"))
		before := map[string]bool{}
		for k := range running {
			before[k] = true
		}
		for _, tm := range s.Timers {
			if n, ok := strings.CutSuffix(tm, " stopped"); ok {
				delete(running, n)
				continue
			}
			i := strings.LastIndex(tm, " started (")
			if i < 0 {
				continue
			}
			out[tm[:i]+"@"+s.Elapsed] = before[tm[:i]]
			running[tm[:i]] = true
		}
	}
	return out
}

// Every bundled program's report, explored from four times of day for
// six hours: in each timeline no two labels overlap and none is cut
// (text boxes from the SVG as drawn, by the text-width model), no label
// leaves the picture, lane labels keep their whole names, the same kind
// of state has one colour on the whole page, and there is a mark for each
// of the window's edges, each sunrise and sunset up to the violation when
// the program reads the sun, and each timer start (and restart) of the
// trace, all worked out from the invariants and the trace.
func TestTimelinesOfBundledReports(t *testing.T) {
	progs := bundledPrograms(t)
	if len(progs) < 25 {
		t.Fatalf("only %d bundled programs found", len(progs))
	}
	timelines, windows, after, suns, restarts := 0, 0, 0, 0, 0
	for _, pi := range progs {
		for _, start := range []int64{0, 9 * 3600, 18 * 3600, 21*3600 + 1800} {
			c := bundledCase{prog: pi[0], inv: pi[1], start: start, hours: 6}
			name := fmt.Sprintf("%s@%s", strings.TrimPrefix(c.prog, "../../programs/"), ta.FormatClockTime(start))
			t.Run(name, func(t *testing.T) {
				p, props, rep := bundledReport(t, c)
				var page bytes.Buffer
				if err := WriteHTML(&page, rep, HTMLOptions{ReadFile: func(string) ([]byte, error) { return nil, io.EOF }}); err != nil {
					t.Fatal(err)
				}
				var ves []*explore.ViolationEntry
				var pr []*explore.Property
				for i := range rep.Invariants {
					if v := rep.Invariants[i].Violation; v != nil {
						ves, pr = append(ves, v), append(pr, props[i])
					}
				}
				for i := range rep.Errors {
					ves, pr = append(ves, &rep.Errors[i]), append(pr, nil)
				}
				raws := svgRE.FindAllString(page.String(), -1)
				if len(raws) != len(ves) {
					t.Fatalf("%d timelines for %d violations", len(raws), len(ves))
				}
				colour := map[string]string{}
				for k, raw := range raws {
					timelines++
					var root xmlNode
					if err := xml.Unmarshal([]byte(raw), &root); err != nil {
						t.Fatalf("timeline %d: %v", k+1, err)
					}
					checkTimelineLayout(t, &root, colour)
					s, w, a, r := checkTimelineMarks(t, &root, p, pr[k], ves[k], c.start, float64(c.hours*3600))
					suns, windows, after, restarts = suns+s, windows+w, after+a, restarts+r
				}
			})
		}
	}
	// Not vacuous: the bundled reports have violations with windows,
	// with sun times and with restarted timers (the siren's).
	t.Logf("%d timelines, %d window edges (%d after the violation), %d sun marks, %d restarts", timelines, windows, after, suns, restarts)
	if timelines < 40 || windows == 0 || after == 0 || suns == 0 || restarts == 0 {
		t.Errorf("%d timelines, %d window edges (%d after the violation), %d sun marks, %d restarts: some kind is missing", timelines, windows, after, suns, restarts)
	}
}

// checkTimelineLayout checks one timeline's labels: no two overlap, none
// leaves the picture or is cut or is crossed by a guide, a lane's label
// has all of its name; and
// the fills of its segments against the page's colours by kind of state.
func checkTimelineLayout(t *testing.T, root *xmlNode, colour map[string]string) {
	t.Helper()
	var vb [4]float64
	if _, err := fmt.Sscanf(root.attr("viewBox"), "%g %g %g %g", &vb[0], &vb[1], &vb[2], &vb[3]); err != nil {
		t.Fatalf("viewBox %q: %v", root.attr("viewBox"), err)
	}
	texts := root.find(func(n *xmlNode) bool { return n.XMLName.Local == "text" })
	var boxes []textBox
	for _, n := range texts {
		b := textBoxOf(t, n)
		if strings.TrimSpace(b.text) == "" {
			continue
		}
		if strings.Contains(b.text, "…") {
			t.Errorf("%s: label %q is cut", root.attr("id"), b.text)
		}
		if b.left < -0.5 || b.right > vb[2]+0.5 || b.top < -0.5 || b.bottom > vb[3]+0.5 {
			t.Errorf("%s: label %q at [%.1f, %.1f]×[%.1f, %.1f] leaves the picture (%v×%v)", root.attr("id"), b.text, b.left, b.right, b.top, b.bottom, vb[2], vb[3])
		}
		boxes = append(boxes, b)
	}
	for i := range boxes {
		for j := i + 1; j < len(boxes); j++ {
			if boxes[i].overlaps(boxes[j]) {
				t.Errorf("%s: labels overlap: %q [%.1f, %.1f]×[%.1f, %.1f] and %q [%.1f, %.1f]×[%.1f, %.1f]", root.attr("id"),
					boxes[i].text, boxes[i].left, boxes[i].right, boxes[i].top, boxes[i].bottom,
					boxes[j].text, boxes[j].left, boxes[j].right, boxes[j].top, boxes[j].bottom)
			}
		}
	}
	// No trigger's or moment's guide runs through another's label.
	marks := root.find(func(n *xmlNode) bool { return n.hasClass("mark") })
	for i, m := range marks {
		guides := m.find(func(n *xmlNode) bool { return n.hasClass("guide") })
		if len(guides) != 1 {
			t.Fatalf("%s: a mark with %d guides", root.attr("id"), len(guides))
		}
		gx, gy1, gy2 := guides[0].float(t, "x1"), guides[0].float(t, "y1"), guides[0].float(t, "y2")
		for j, o := range marks {
			if i == j {
				continue
			}
			for _, l := range o.find(func(n *xmlNode) bool { return n.hasClass("mark-label") }) {
				b := textBoxOf(t, l)
				if gx > b.left && gx < b.right && gy2 > b.top && gy1 < b.bottom {
					t.Errorf("%s: the guide at x=%v runs through the label %q", root.attr("id"), gx, b.text)
				}
			}
		}
	}
	nospace := func(s string) string { return strings.Join(strings.Fields(s), "") }
	for _, lane := range root.find(func(n *xmlNode) bool { return n.hasClass("lane") }) {
		labels := lane.find(func(n *xmlNode) bool { return n.hasClass("lane-label") })
		if len(labels) != 1 {
			t.Fatalf("lane %q has %d labels", lane.attr("data-name"), len(labels))
		}
		if got := textBoxOf(t, labels[0]).text; nospace(got) != nospace(lane.attr("data-name")) {
			t.Errorf("lane %q is labelled %q", lane.attr("data-name"), got)
		}
		if lane.hasClass("timer") || lane.hasClass("numeric") {
			continue
		}
		for _, seg := range lane.find(func(n *xmlNode) bool { return n.hasClass("seg") }) {
			v := seg.attr("data-value")
			kind, _, _ := strings.Cut(v, " (")
			kind = strings.ToLower(kind)
			if c, ok := colour[kind]; ok && c != seg.attr("fill") {
				t.Errorf("lane %q: %q is %s, another %s is %s", lane.attr("data-name"), v, seg.attr("fill"), kind, c)
			}
			colour[kind] = seg.attr("fill")
		}
	}
}

// checkTimelineMarks checks that the timeline of violation ve (of
// invariant prop; nil for a runtime error) marks each window edge, each
// sunrise and sunset when p reads the sun, and each timer start, and
// returns how many of each it found.
func checkTimelineMarks(t *testing.T, root *xmlNode, p *ta.Program, prop *explore.Property, ve *explore.ViolationEntry, start int64, horizon float64) (suns, windows, after, restarts int) {
	t.Helper()
	end := parseElapsed(ve.Elapsed)
	has := func(kind string, at float64) bool {
		return len(root.find(func(n *xmlNode) bool {
			return n.hasClass("moment") && n.attr("data-kind") == kind && n.attr("data-seconds") == svg.Num(at)
		})) == 1
	}
	if prop != nil && prop.Window != nil {
		opens, closes, next := expectedWindowEdges(prop.Window, start, end, horizon)
		if next >= 0 {
			if !has(explore.MomentWindowOpens, next) && !has(explore.MomentWindowCloses, next) {
				t.Errorf("%s: no mark at the window's first edge after the violation, at %v s", root.attr("id"), next)
			}
			after++
		}
		for _, o := range opens {
			if !has(explore.MomentWindowOpens, o) {
				t.Errorf("%s: no mark where the window opens, at %v s", root.attr("id"), o)
			}
			windows++
		}
		for _, c := range closes {
			if !has(explore.MomentWindowCloses, c) {
				t.Errorf("%s: no mark where the window closes, at %v s", root.attr("id"), c)
			}
			windows++
		}
		if len(root.find(func(n *xmlNode) bool { return n.hasClass("window-band") })) == 0 {
			t.Errorf("%s: the window is not shaded", root.attr("id"))
		}
	}
	if readsSunTimes(p) {
		for d := int64(-1); d <= int64(end)/86400+1; d++ {
			for _, s := range []struct {
				kind string
				at   int64
			}{{explore.MomentSunrise, 6*3600 + 1800}, {explore.MomentSunset, 18*3600 + 1800}} {
				at := float64(d*86400 + s.at - start)
				if at < 0 || at > end {
					continue
				}
				if !has(s.kind, at) {
					t.Errorf("%s: no %s mark at %v s", root.attr("id"), s.kind, at)
				}
				suns++
			}
		}
	}
	starts := root.find(func(n *xmlNode) bool { return n.hasClass("timer-start") })
	drawn := map[string]string{}
	for _, s := range starts {
		drawn[s.attr("data-timer")+"@"+s.attr("data-seconds")] = s.attr("data-restart")
	}
	more := len(root.find(func(n *xmlNode) bool { return n.hasClass("note") })) > 0
	for k, restart := range expectedStarts(ve) {
		name, at, _ := strings.Cut(k, "@")
		key := name + "@" + svg.Num(parseElapsed(at))
		got, ok := drawn[key]
		switch {
		case !ok && more:
			// Its lane may be among those left out.
		case !ok:
			t.Errorf("%s: no mark for the start of %s", root.attr("id"), key)
		case got != fmt.Sprint(restart):
			t.Errorf("%s: the start of %s is drawn with restart=%s, want %v", root.attr("id"), key, got, restart)
		}
		if restart {
			restarts++
		}
	}
	return suns, windows, after, restarts
}

// The "guide" cases of TestPlaceMarks: the label of the dot at 290 in row
// 1 right of it runs over [298, 398], through the guide of the dot at 300
// in row 0; left of it, over [182, 282], it keeps clear; a guide runs
// down only, so a label in a row above a dot is never crossed by its guide.
func TestCrossedLabels(t *testing.T) {
	xs, ws := []float64{300, 290}, []float64{20, 100}
	for _, c := range []struct {
		places []markPlace
		want   []int
	}{
		{[]markPlace{{0, false}, {1, false}}, []int{1}},
		{[]markPlace{{0, false}, {1, true}}, nil},
		{[]markPlace{{1, false}, {0, false}}, nil},
	} {
		if got := crossedLabels(xs, ws, c.places); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%+v: crossed %v, want %v", c.places, got, c.want)
		}
	}
}
