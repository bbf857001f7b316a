package render

import (
	"math"
	"sort"
)

// The layout of the report's pictures, kept apart from their drawing so
// that it can be tested by hand: how wide a label is, where the time axis
// is compressed, which row and side each trigger's label takes, and
// which ticks are labelled. All of it works in SVG user units and is
// deterministic: the same trace always gives the same picture.

// An axisPiece is a stretch of the time axis drawn to scale: seconds from
// t0 to t1 at pixels x0 to x1. Between two pieces lies a break: time with
// no trigger and no timer running, drawn in a fixed width.
type axisPiece struct {
	t0, t1, x0, x1 float64
}

// tlAxis maps the seconds of a trace onto pixels, with breaks.
type tlAxis struct {
	pieces []axisPiece
	end    float64 // the last second drawn (the axis' right end)
}

// breakWidth is the width of a compressed stretch of the axis: two tick
// labels of whole seconds (about 50 px each) centred on its edges fit.
const breakWidth = 64.0

// layoutAxis places the seconds of a trace on pixels x0..x1. keys are the
// moments something happens (triggers, the violation; 0 is added), busy
// the intervals in which a timer runs. A stretch between two consecutive
// moments in which no timer runs is empty when it is longer than a quarter
// of the time still drawn to scale; empty stretches, longest first (at most
// maxBreaks), are compressed to breakWidth each. After the last moment the
// axis runs on for a tenth of the time drawn to scale (the values after
// the violation). When every stretch is empty (all happens at a few
// instants far apart) the breaks share the width but for a tenth left to
// the values after the violation.
func layoutAxis(keys []float64, busy [][2]float64, x0, x1 float64) tlAxis {
	ks := append([]float64{0}, keys...)
	sort.Float64s(ks)
	uniq := ks[:1]
	for _, k := range ks[1:] {
		if k > uniq[len(uniq)-1] {
			uniq = append(uniq, k)
		}
	}
	ks = uniq
	span := ks[len(ks)-1] - ks[0]
	if span <= 0 {
		return tlAxis{pieces: []axisPiece{{t0: ks[0], t1: ks[0] + 1, x0: x0, x1: x1}}, end: ks[0] + 1}
	}
	idle := func(a, b float64) bool {
		for _, iv := range busy {
			if iv[0] < b && iv[1] > a {
				return false
			}
		}
		return true
	}
	type gap struct{ a, b float64 }
	var gaps []gap
	for i := 0; i+1 < len(ks); i++ {
		if idle(ks[i], ks[i+1]) {
			gaps = append(gaps, gap{ks[i], ks[i+1]})
		}
	}
	sort.SliceStable(gaps, func(i, j int) bool { return gaps[i].b-gaps[i].a > gaps[j].b-gaps[j].a })
	scaled := span
	var cut []gap
	for _, g := range gaps {
		if len(cut) < maxBreaks && g.b-g.a > scaled/4 {
			scaled -= g.b - g.a
			cut = append(cut, g)
		}
	}
	sort.Slice(cut, func(i, j int) bool { return cut[i].a < cut[j].a })
	tail := scaled / 10
	end := ks[len(ks)-1] + tail
	bw, perSec := breakWidth, 0.0
	if scaled > 0 {
		perSec = (x1 - x0 - float64(len(cut))*breakWidth) / (scaled + tail)
	} else {
		bw = (x1 - x0) * 0.9 / float64(len(cut))
	}
	var ax tlAxis
	ax.end = end
	x, t := x0, ks[0]
	for _, g := range cut {
		nx := x + (g.a-t)*perSec
		ax.pieces = append(ax.pieces, axisPiece{t0: t, t1: g.a, x0: x, x1: nx})
		x, t = nx+bw, g.b
	}
	ax.pieces = append(ax.pieces, axisPiece{t0: t, t1: end, x0: x, x1: x1})
	return ax
}

// maxBreaks is the most compressed stretches an axis has: with
// breakWidth, they take at most half of a timeline's plot.
const maxBreaks = 5

// x is the pixel of a second: to scale within a piece, evenly through a
// break.
func (ax *tlAxis) x(t float64) float64 {
	ps := ax.pieces
	if t <= ps[0].t0 {
		return ps[0].x0
	}
	for i, p := range ps {
		if t <= p.t1 {
			if t >= p.t0 {
				if p.t1 == p.t0 {
					return p.x0
				}
				return p.x0 + (t-p.t0)/(p.t1-p.t0)*(p.x1-p.x0)
			}
			q := ps[i-1] // in the break before p
			return q.x1 + (t-q.t1)/(p.t0-q.t1)*(p.x0-q.x1)
		}
	}
	return ps[len(ps)-1].x1
}

// breaks returns the compressed stretches: seconds a to b at pixels x0 to x1.
func (ax *tlAxis) breaks() []axisPiece {
	var out []axisPiece
	for i := 1; i < len(ax.pieces); i++ {
		p, q := ax.pieces[i-1], ax.pieces[i]
		out = append(out, axisPiece{t0: p.t1, t1: q.t0, x0: p.x1, x1: q.x0})
	}
	return out
}

// An axisTick is a labelled tick of the axis.
type axisTick struct {
	sec  int64
	x    float64
	fine bool // labelled to the second
}

// ticks chooses the labelled ticks: each break's edges, then in each piece
// multiples of the roundest step that keeps labels apart, dropping any
// label that would touch one already kept. width gives a label's width.
func (ax *tlAxis) ticks(width func(sec int64, fine bool) float64) []axisTick {
	var cands []axisTick
	for _, b := range ax.breaks() {
		for _, t := range []float64{b.t0, b.t1} {
			s := int64(math.Floor(t))
			cands = append(cands, axisTick{sec: s, x: ax.x(float64(s)), fine: s%60 != 0})
		}
	}
	for _, p := range ax.pieces {
		if p.t1 <= p.t0 {
			continue
		}
		perSec := (p.x1 - p.x0) / (p.t1 - p.t0)
		var step int64
		for _, s := range tickSteps {
			if float64(s)*perSec >= width(int64(p.t1), s < 60)+12 {
				step = s
				break
			}
		}
		if step == 0 {
			step = tickSteps[len(tickSteps)-1]
			for float64(step)*perSec < width(int64(p.t1), false)+12 {
				step *= 2
			}
		}
		for s := int64(math.Ceil(p.t0/float64(step))) * step; float64(s) <= p.t1; s += step {
			cands = append(cands, axisTick{sec: s, x: ax.x(float64(s)), fine: step < 60})
		}
	}
	var kept []axisTick
	for _, c := range cands {
		w := width(c.sec, c.fine)
		ok := true
		for _, k := range kept {
			if k.sec == c.sec || math.Abs(k.x-c.x) < (w+width(k.sec, k.fine))/2+6 {
				ok = false
				break
			}
		}
		if ok {
			kept = append(kept, c)
		}
	}
	sort.Slice(kept, func(i, j int) bool { return kept[i].sec < kept[j].sec })
	return kept
}

// tickSteps are the round tick spacings, in seconds.
var tickSteps = []int64{1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400}

// A markPlace is where a trigger's dot and label go: a row above the
// lanes (0 the highest) and the side of the dot its label is on.
type markPlace struct {
	row  int
	left bool // the label ends left of the dot
}

// Gaps around a trigger's dot, in pixels.
const (
	markDot = 6.0 // the dot's half width and a margin
	markPad = 8.0 // from the dot's centre to its label
	markGap = 6.0 // between two labels in a row
)

// placeMarks gives each trigger (at pixel xs[i], its label ws[i] wide) a
// row and a side so that no two dots or labels in a row touch, no label
// crosses the violation's line (at pixel avoid) and every label stays in
// 0..width. Triggers closer than a label's width are so stacked in rows.
// A label also keeps clear of the dashed guides that run down from the
// dots of the rows above it when it can within preferRows rows; beyond
// that only the rules above hold. A row with nothing in it takes any
// label but one that crosses the violation's line on either side of its
// dot (a trigger after the violation): that one gets a row of its own.
func placeMarks(xs, ws []float64, avoid, width float64, preferRows int) []markPlace {
	var rows [][]xspan   // what each row holds: dots and labels
	var labels [][]xspan // the labels alone
	var guides [][]float64
	out := make([]markPlace, len(xs))
	fits := func(r int, dot, text xspan, strict bool) bool {
		if text.a < 0 || text.b > width || (avoid > text.a-markDot/2 && avoid < text.b+markDot/2) {
			return false
		}
		if r < len(rows) {
			for _, s := range rows[r] {
				if dot.touches(s, markGap) || text.touches(s, markGap) {
					return false
				}
			}
		}
		if strict {
			for q := 0; q < r && q < len(guides); q++ {
				for _, g := range guides[q] {
					if text.touches(xspan{g, g}, 2) {
						return false
					}
				}
			}
			// This dot's guide runs down through the rows below: it must
			// not cut their labels either.
			for q := r + 1; q < len(labels); q++ {
				for _, s := range labels[q] {
					if s.touches(xspan{dot.a + markDot, dot.a + markDot}, 2) {
						return false
					}
				}
			}
		}
		return true
	}
	for i, x := range xs {
		dot := xspan{x - markDot, x + markDot}
		right := xspan{x + markPad, x + markPad + ws[i]}
		left := xspan{x - markPad - ws[i], x - markPad}
		placed := false
		for pass := 0; pass < 2 && !placed; pass++ {
			limit := preferRows
			if pass == 1 {
				limit = len(rows) + 1
			}
			for r := 0; r < limit && !placed; r++ {
				for _, side := range []bool{false, true} {
					text := right
					if side {
						text = left
					}
					if !fits(r, dot, text, pass == 0) {
						continue
					}
					for len(rows) <= r {
						rows, labels, guides = append(rows, nil), append(labels, nil), append(guides, nil)
					}
					rows[r] = append(rows[r], dot, text)
					labels[r] = append(labels[r], text)
					guides[r] = append(guides[r], x)
					out[i] = markPlace{row: r, left: side}
					placed = true
					break
				}
			}
		}
		if !placed {
			// Only when a trigger came after the violation with its line
			// on both sides within a label's width: a row of its own, on
			// the roomier side.
			side := x > width/2
			text := right
			if side {
				text = left
			}
			rows, labels, guides = append(rows, []xspan{dot, text}), append(labels, []xspan{text}), append(guides, []float64{x})
			out[i] = markPlace{row: len(rows) - 1, left: side}
		}
	}
	return out
}

// labelSpan is where the label of the trigger at pixel x, w wide, runs
// when placed at p.
func labelSpan(x, w float64, p markPlace) xspan {
	if p.left {
		return xspan{x - markPad - w, x - markPad}
	}
	return xspan{x + markPad, x + markPad + w}
}

// crossedLabels are the labels (indices, ascending) that the guide of a
// dot in a row above runs through (within 2 px), as placeMarks placed
// them: the guides run down from their dots through every row below.
func crossedLabels(xs, ws []float64, places []markPlace) []int {
	var out []int
	for i := range xs {
		text := labelSpan(xs[i], ws[i], places[i])
		for j := range xs {
			if places[j].row < places[i].row && text.touches(xspan{xs[j], xs[j]}, 2) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// An xspan is a horizontal extent, in pixels.
type xspan struct{ a, b float64 }

// touches tells whether two extents come closer than gap.
func (s xspan) touches(o xspan, gap float64) bool { return s.a < o.b+gap && o.a < s.b+gap }
