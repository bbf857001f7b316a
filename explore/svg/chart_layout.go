package svg

import (
	"math"
	"strconv"
	"strings"
)

// Layout of the comparison page's bar charts: every bar has its value
// label, and labels never touch each other or another bar.

// Bar chart geometry, in SVG user units.
const (
	barPlotMin  = 640.0 // the plot's usual width
	barPlotMax  = 920.0 // the widest plot with level value labels; wider charts stand them up
	barMaxWidth = 48.0
	barMinWidth = 16.0 // a standing label (11px high) and a margin fit
	barLabelPad = 4.0  // between a level label and its neighbours'
)

// barLayout sizes a chart of ng groups of ns bars whose widest value label
// is label px wide: the plot's width, a bar's width (its slot: the bar is
// drawn 2 px narrower), and whether the value labels stand up (rotated a
// quarter turn) because level ones would need a plot wider than
// barPlotMax. Bars fill four fifths of their group.
func barLayout(ng, ns int, label float64) (plot, bar float64, standing bool) {
	ng, ns = max(ng, 1), max(ns, 1)
	slot := func(plot float64) float64 { return min(barMaxWidth, plot/float64(ng)*0.8/float64(ns)) }
	need := label + barLabelPad
	if slot(barPlotMin) >= need {
		return barPlotMin, slot(barPlotMin), false
	}
	if p := need * float64(ns*ng) / 0.8; p <= barPlotMax && need <= barMaxWidth {
		return p, slot(p), false
	}
	p := max(barPlotMin, barMinWidth*float64(ns*ng)/0.8)
	return p, slot(p), true
}

// barValueText is a bar's value label: percentages to a tenth, counts in
// full up to 9999, then as thousands or millions to three digits (the
// tooltip has the exact value).
func barValueText(v float64, percent bool) string {
	if percent {
		return Num(math.Round(v*10)/10) + "%"
	}
	return compactCount(v)
}

// compactCount writes a count the way an axis does: 9999, 12.3k, 1.65M.
func compactCount(v float64) string {
	a := math.Abs(v)
	switch {
	case a < 10000:
		return Num(math.Round(v*10) / 10)
	case a < 999500:
		return threeDigits(v/1e3) + "k"
	default:
		return threeDigits(v/1e6) + "M"
	}
}

// threeDigits rounds to three significant digits (at least the units).
func threeDigits(v float64) string {
	d := 2 - int(math.Floor(math.Log10(math.Abs(v))))
	d = max(d, 0)
	s := strconv.FormatFloat(v, 'f', d, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}
