// Package svg holds the small SVG drawing pieces the HTML pages share:
// number and text formatting for attributes, and the bar charts of the
// comparison pages.
package svg

import (
	"fmt"
	"html"
	"math"
	"path/filepath"
	"strings"
)

// CharWidth is the average width of a character at 11px, for sizing
// boxes around text.
const CharWidth = 6.6

// svgText escapes text for SVG (which is XML) and HTML alike.
func Text(s string) string { return html.EscapeString(s) }

// Num formats a coordinate with at most two decimals and no trailing zeros.
func Num(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" || s == "" {
		return "0"
	}
	return s
}

// BarChart is a bar chart for the comparison pages: groups along the x axis (one per
// program), a bar per series in each group, with optional error bars.
type BarChart struct {
	Title, YLabel string
	Series        []string
	Colors        []string
	Groups        []BarGroup
	Percent       bool
}

// BarGroup is one group of bars (a program).
type BarGroup struct {
	Label string
	Bars  []BarValue // one per series; nil value: no bar
}

// BarValue is one bar: its value and error range, or missing.
type BarValue struct {
	Value, Lo, Hi float64
	Ranged        bool
	Missing       bool
}

// niceMax rounds a maximum up to a round number for an axis.
func niceMax(v float64) float64 {
	if v <= 0 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if v <= m*p {
			return m * p
		}
	}
	return 10 * p
}

// SVG draws the chart; id prefixes its elements' ids.
func (c *BarChart) SVG(id string) string {
	const left, right = 64.0, 16.0
	top, h, bot := 40.0, 330.0, 96.0
	maxV := 0.0
	for _, g := range c.Groups {
		for _, v := range g.Bars {
			if !v.Missing {
				maxV = max(maxV, v.Value, v.Hi)
			}
		}
	}
	if c.Percent && maxV <= 100 {
		maxV = 100
	}
	maxV = niceMax(maxV)
	ng := max(len(c.Groups), 1)
	// Every bar gets its value label: the chart widens for level labels,
	// or they stand up above their bars.
	widest := 0.0
	for _, g := range c.Groups {
		for _, v := range g.Bars {
			if !v.Missing {
				widest = max(widest, TextWidth(barValueText(v.Value, c.Percent), 11, false))
			}
		}
	}
	pw, bw, standing := barLayout(ng, len(c.Series), widest)
	w := left + pw + right
	if standing {
		top += widest + 4
		h += widest + 4
	}
	rotate := false
	for _, g := range c.Groups {
		if TextWidth(FitText(filepath.Base(g.Label), 11, false, 150), 11, false) > pw/float64(ng)-6 {
			rotate = true
		}
	}
	if !rotate {
		h -= 36
		bot -= 36
	}
	ph := h - top - bot
	y := func(v float64) float64 { return top + ph - v/maxV*ph }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="barchart" id="%s" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-labelledby="%s-title">`, id, Num(w), Num(h), Num(w), Num(h), id)
	fmt.Fprintf(&b, `<title id="%s-title">%s</title>`, id, Text(c.Title))
	fmt.Fprintf(&b, `<text x="%s" y="18" class="chart-title" font-weight="bold">%s</text>`, Num(left), Text(c.Title))
	// Grid and y axis.
	for i := 0; i <= 5; i++ {
		v := maxV * float64(i) / 5
		yv := y(v)
		lbl := compactCount(v)
		if c.Percent {
			lbl = Num(v) + "%"
		}
		fmt.Fprintf(&b, `<g class="ytick"><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#e3e7ec"/><text x="%s" y="%s" text-anchor="end" class="ticklabel">%s</text></g>`,
			Num(left), Num(yv), Num(left+pw), Num(yv), Num(left-6), Num(yv+4), lbl)
	}
	fmt.Fprintf(&b, `<text transform="translate(14 %s) rotate(-90)" text-anchor="middle" class="ticklabel">%s</text>`, Num(top+ph/2), Text(c.YLabel))
	fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#566"/>`, Num(left), Num(top+ph), Num(left+pw), Num(top+ph))
	gw := pw / float64(ng)
	for gi, g := range c.Groups {
		gx := left + float64(gi)*gw + (gw-bw*float64(len(c.Series)))/2
		fmt.Fprintf(&b, `<g class="group" data-label="%s">`, Text(g.Label))
		for si, v := range g.Bars {
			if v.Missing {
				continue
			}
			bx := gx + float64(si)*bw
			yv := y(v.Value)
			tip := fmt.Sprintf("%s, %s: %s", g.Label, c.Series[si], Num(v.Value))
			if c.Percent {
				tip += "%"
			}
			if v.Ranged {
				tip += fmt.Sprintf(" (%s..%s)", Num(v.Lo), Num(v.Hi))
			}
			fmt.Fprintf(&b, `<rect class="bar" x="%s" y="%s" width="%s" height="%s" fill="%s" data-series="%s" data-value="%s"><title>%s</title></rect>`,
				Num(bx+1), Num(yv), Num(bw-2), Num(top+ph-yv), c.Colors[si%len(c.Colors)], Text(c.Series[si]), Num(v.Value), Text(tip))
			vl, vy := barValueText(v.Value, c.Percent), y(max(v.Value, v.Hi))-4
			if standing {
				fmt.Fprintf(&b, `<text x="%s" y="%s" transform="rotate(-90 %s %s)" dominant-baseline="central" class="bar-label">%s</text>`, Num(bx+bw/2), Num(vy), Num(bx+bw/2), Num(vy), vl)
			} else {
				fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" class="bar-label">%s</text>`, Num(bx+bw/2), Num(vy), vl)
			}
			if v.Ranged && v.Hi > v.Lo {
				cx := bx + bw/2
				fmt.Fprintf(&b, `<path class="errorbar" d="M %s %s V %s M %s %s H %s M %s %s H %s" stroke="#222" stroke-width="1.2" fill="none"/>`,
					Num(cx), Num(y(v.Lo)), Num(y(v.Hi)), Num(cx-5), Num(y(v.Lo)), Num(cx+5), Num(cx-5), Num(y(v.Hi)), Num(cx+5))
			}
		}
		label := FitText(filepath.Base(g.Label), 11, false, 150)
		lx, ly := left+float64(gi)*gw+gw/2, top+ph+16
		if rotate {
			fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end" transform="rotate(-25 %s %s)" class="ticklabel">%s<title>%s</title></text>`, Num(lx), Num(ly), Num(lx), Num(ly), Text(label), Text(g.Label))
		} else {
			fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" class="ticklabel">%s<title>%s</title></text>`, Num(lx), Num(ly), Text(label), Text(g.Label))
		}
		b.WriteString(`</g>`)
	}
	// Legend.
	lx := left
	for si, s := range c.Series {
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="12" height="12" fill="%s"/><text x="%s" y="%s" class="ticklabel">%s</text>`,
			Num(lx), Num(h-22), c.Colors[si%len(c.Colors)], Num(lx+16), Num(h-12), Text(s))
		lx += 16 + TextWidth(s, 11, false) + 18
	}
	b.WriteString(`</svg>`)
	return b.String()
}
