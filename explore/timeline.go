package explore

import (
	"fmt"
	"html"
	"math"
	"math/big"
	"path/filepath"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// A timeline is a violation's trace drawn as a picture: a lane per device
// or variable involved (its value over time), a lane per timer the trace
// starts (when it runs), a mark per trigger, and the moment of the
// violation. It is read from the report's entries alone, so that it can
// be drawn for a report from JSON as well as for a fresh run.
type timeline struct {
	end      float64 // seconds since the start: the violation
	endText  string
	lanes    []tlLane
	marks    []tlMark
	more     int                    // lanes left out
	clock    func(sec int64) string // tick labels
	fineTick func(sec int64) string // tick labels when ticks are under a minute apart
}

type tlLane struct {
	name    string
	timer   bool
	watched bool // the invariant reads it
	segs    []tlSeg
}

type tlSeg struct {
	from, to float64
	value    string
	ongoing  bool // it lasts beyond the end of the trace
}

type tlMark struct {
	at       float64
	atText   string
	stimulus string
	timer    bool
	detail   []string
}

// maxLanes is the most lanes a timeline draws.
const maxLanes = 24

// parseElapsed reads a report's elapsed seconds ("300", "0.5", "12+1/3").
func parseElapsed(s string) float64 {
	whole, frac, _ := strings.Cut(s, "+")
	r, ok := new(big.Rat).SetString(whole)
	if !ok {
		return 0
	}
	if frac != "" {
		if f, ok := new(big.Rat).SetString(frac); ok {
			r.Add(r, f)
		}
	}
	v, _ := r.Float64()
	return v
}

// splitAssign splits "NAME=VALUE" at its last "=".
func splitAssign(s string) (string, string) {
	i := strings.LastIndex(s, "=")
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i+1:]
}

// buildTimeline reads a violation's trace. start is the time of day the
// exploration started at (seconds), relative selects "+5m" labels (no
// horizon: no time of day).
func buildTimeline(ve *ViolationEntry, start int64, relative bool) *timeline {
	tl := &timeline{end: parseElapsed(ve.Elapsed), endText: ve.At}
	if relative {
		tl.clock = func(sec int64) string { return "+" + ta.FormatDuration(sec) }
		tl.fineTick = tl.clock
	} else {
		tl.clock = func(sec int64) string {
			s := ((start+sec)%ta.SecondsPerDay + ta.SecondsPerDay) % ta.SecondsPerDay
			return fmt.Sprintf("%02d:%02d", s/3600, s/60%60)
		}
		tl.fineTick = func(sec int64) string {
			s := ((start+sec)%ta.SecondsPerDay + ta.SecondsPerDay) % ta.SecondsPerDay
			return fmt.Sprintf("%02d:%02d:%02d", s/3600, s/60%60, s%60)
		}
	}
	if len(ve.Trace) == 0 {
		return tl
	}
	// The variables, in declaration order, from the first step's state.
	var names []string
	for _, a := range ve.Trace[0].State {
		n, _ := splitAssign(a)
		names = append(names, n)
	}
	// Which ones are involved: read by the invariant, or changed.
	watched := map[string]bool{}
	for _, v := range ve.Values {
		if i := strings.LastIndex(v, " = "); i >= 0 {
			watched[v[:i]] = true
		}
	}
	changed := map[string]bool{}
	values := make([]map[string]string, len(ve.Trace))
	for k, s := range ve.Trace {
		values[k] = map[string]string{}
		for _, a := range s.State {
			n, v := splitAssign(a)
			values[k][n] = v
		}
		for _, c := range s.Changes {
			if n := changeName(c, names); n != "" {
				changed[n] = true
			}
		}
	}
	// Initial values: the old value of the first step's change, else the
	// value after the first step.
	initial := map[string]string{}
	for _, c := range ve.Trace[0].Changes {
		if n := changeName(c, names); n != "" {
			if _, seen := initial[n]; !seen {
				old, _, _ := strings.Cut(strings.TrimPrefix(c, n+": "), " -> ")
				initial[n] = old
			}
		}
	}
	var order []string
	for _, n := range names {
		if watched[n] {
			order = append(order, n)
		}
	}
	for _, n := range names {
		if changed[n] && !watched[n] {
			order = append(order, n)
		}
	}
	times := make([]float64, len(ve.Trace))
	for k, s := range ve.Trace {
		times[k] = parseElapsed(s.Elapsed)
	}
	last := max(tl.end, times[len(times)-1])
	for _, n := range order {
		if len(tl.lanes) == maxLanes {
			tl.more++
			continue
		}
		cur, ok := initial[n]
		if !ok {
			cur = values[0][n]
		}
		lane := tlLane{name: n, watched: watched[n]}
		from := 0.0
		for k := range ve.Trace {
			v, ok := values[k][n]
			if !ok || v == cur {
				continue
			}
			lane.segs = append(lane.segs, tlSeg{from: from, to: times[k], value: cur})
			from, cur = times[k], v
		}
		lane.segs = append(lane.segs, tlSeg{from: from, to: last, value: cur, ongoing: true})
		tl.lanes = append(tl.lanes, lane)
	}
	// Timers: running from a start to its firing, its stop, a restart or
	// the end.
	type running struct {
		from  float64
		label string
	}
	timerLane := map[string]int{}
	open := map[string]*running{}
	var timerOrder []string
	closeTimer := func(name string, at float64, ongoing bool) {
		if r := open[name]; r != nil {
			l := &tl.lanes[timerLane[name]]
			l.segs = append(l.segs, tlSeg{from: r.from, to: at, value: r.label, ongoing: ongoing})
			delete(open, name)
		}
	}
	timerNames := map[string]bool{}
	for _, s := range ve.Trace {
		for _, t := range s.Timers {
			if i := strings.LastIndex(t, " started ("); i >= 0 {
				timerNames[t[:i]] = true
			}
		}
	}
	for k, s := range ve.Trace {
		if timerNames[s.Stimulus] {
			closeTimer(s.Stimulus, times[k], false)
		}
		for _, t := range s.Timers {
			name, label := t, ""
			stopped := false
			if i := strings.LastIndex(t, " started ("); i >= 0 {
				name, label = t[:i], strings.TrimSuffix(t[i+len(" started ("):], ")")
			} else if n, ok := strings.CutSuffix(t, " stopped"); ok {
				name, stopped = n, true
			} else {
				continue
			}
			if _, ok := timerLane[name]; !ok {
				if len(tl.lanes) == maxLanes {
					tl.more++
					continue
				}
				timerLane[name] = len(tl.lanes)
				timerOrder = append(timerOrder, name)
				tl.lanes = append(tl.lanes, tlLane{name: name, timer: true})
			}
			closeTimer(name, times[k], false)
			if !stopped {
				open[name] = &running{from: times[k], label: label}
			}
		}
	}
	for _, name := range timerOrder {
		closeTimer(name, last, true)
	}
	for k, s := range ve.Trace {
		mk := tlMark{at: times[k], atText: s.At, stimulus: s.Stimulus, timer: timerNames[s.Stimulus]}
		if len(s.Factors) > 0 {
			mk.detail = append(mk.detail, "with "+strings.Join(s.Factors, ", "))
		}
		if len(s.Rules) > 0 {
			mk.detail = append(mk.detail, "ran "+FoldedRuns(s.Rules))
		}
		mk.detail = append(mk.detail, s.Changes...)
		mk.detail = append(mk.detail, s.Timers...)
		tl.marks = append(tl.marks, mk)
	}
	return tl
}

// changeName finds the variable a change ("NAME: OLD -> NEW") is about:
// the longest name that fits, since names may themselves contain ": ".
func changeName(c string, names []string) string {
	best := ""
	for _, n := range names {
		if len(n) > len(best) && strings.HasPrefix(c, n+": ") && strings.Contains(c[len(n)+2:], " -> ") {
			best = n
		}
	}
	return best
}

// Geometry of a timeline, in SVG user units.
const (
	tlWidth   = 960.0
	tlLeft    = 230.0 // lane labels
	tlRight   = 40.0
	tlLaneH   = 24.0
	tlLaneGap = 8.0
	tlRowH    = 15.0 // a row of trigger labels
	tlRows    = 4    // rows of trigger labels that keep clear of the guides
	tlAxisH   = 34.0
)

// svgText escapes text for SVG (which is XML) and HTML alike.
func svgText(s string) string { return html.EscapeString(s) }

func num(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" || s == "" {
		return "0"
	}
	return s
}

// valueColor gives a lane's values their colours: on-like values bright,
// off-like ones grey, the rest from a palette in order of appearance.
func valueColor(v string, others map[string]string) string {
	switch strings.ToLower(v) {
	case "on", "true", "open", "opened", "armedaway", "armedstay", "armed", "notsecure", "violated", "occupied":
		return "#f2b705"
	case "off", "false", "closed", "secure", "disarmed", "0", "normal":
		return "#cfd5dd"
	}
	if c, ok := others[v]; ok {
		return c
	}
	palette := []string{"#7fb3d5", "#82c99b", "#c39bd3", "#f0a07c", "#76d7c4", "#e6b0aa", "#a9cce3", "#d7bde2"}
	c := palette[len(others)%len(palette)]
	others[v] = c
	return c
}

// svg draws the timeline. id makes the element ids unique in the page.
func (tl *timeline) svg(id string) string {
	// The axis: to scale, but for stretches with no trigger and no timer
	// running, which are compressed and marked.
	keys := []float64{tl.end}
	for _, m := range tl.marks {
		keys = append(keys, m.at)
	}
	var busy [][2]float64
	for _, l := range tl.lanes {
		for _, s := range l.segs {
			if l.timer {
				busy = append(busy, [2]float64{s.from, s.to})
			}
		}
	}
	ax := layoutAxis(keys, busy, tlLeft, tlWidth-tlRight)
	x := ax.x
	pw := tlWidth - tlLeft - tlRight
	xv := x(tl.end)
	// Trigger labels: a dot and its label per trigger, stacked in rows so
	// that triggers closer than a label's width stay apart and no label
	// crosses the violation's line.
	texts := make([]string, len(tl.marks))
	xs := make([]float64, len(tl.marks))
	ws := make([]float64, len(tl.marks))
	for i, m := range tl.marks {
		texts[i] = fitText(m.stimulus, 11, false, 280)
		xs[i], ws[i] = x(m.at), textWidth(texts[i], 11, false)
	}
	places := placeMarks(xs, ws, xv, tlWidth, tlRows)
	rows := 1
	for _, p := range places {
		rows = max(rows, p.row+1)
	}
	rowY := func(r int) float64 { return 24 + float64(r)*tlRowH + 7 }
	top := 24 + float64(rows)*tlRowH + 6
	lanesH := float64(len(tl.lanes)) * (tlLaneH + tlLaneGap)
	brk := ax.breaks()
	height := top + lanesH + tlAxisH
	if len(brk) > 0 {
		height += 14 // the skipped times, under the tick labels
	}
	if tl.more > 0 {
		height += 16
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="timeline" id="%s" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-labelledby="%s-title" data-seconds-end="%s">`,
		id, num(tlWidth), num(height), num(tlWidth), num(height), id, num(tl.end))
	fmt.Fprintf(&b, `<title id="%s-title">Timeline of the trace: a lane per device, variable and timer involved; a mark per trigger; the violation at %s</title>`, id, svgText(tl.endText))
	b.WriteString(`<defs><pattern id="` + id + `-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#dbe7fb"/><line x1="0" y1="0" x2="0" y2="6" stroke="#8fb0e8" stroke-width="3"/></pattern></defs>`)

	// Axis and ticks (first, so that everything else draws over the grid).
	axisY := top + lanesH + 4
	b.WriteString(`<g class="axis">`)
	fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#566" stroke-width="1"/>`, num(tlLeft), num(axisY), num(tlLeft+pw), num(axisY))
	tickText := func(s int64, fine bool) string {
		if fine {
			return tl.fineTick(s)
		}
		return tl.clock(s)
	}
	for _, tk := range ax.ticks(func(s int64, fine bool) float64 { return textWidth(tickText(s, fine), 11, false) }) {
		xs := tk.x
		fmt.Fprintf(&b, `<g class="tick" data-seconds="%d"><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#e3e7ec" stroke-width="1"/><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#566"/><text x="%s" y="%s" text-anchor="middle" class="ticklabel">%s</text></g>`,
			tk.sec, num(xs), num(top-6), num(xs), num(axisY), num(xs), num(axisY), num(xs), num(axisY+5), num(xs), num(axisY+18), svgText(tickText(tk.sec, tk.fine)))
	}
	b.WriteString(`</g>`)

	// Lanes.
	others := map[string]string{}
	for i, l := range tl.lanes {
		y := top + float64(i)*(tlLaneH+tlLaneGap)
		kind := "device"
		if l.timer {
			kind = "timer"
		}
		cls := "lane " + kind
		if l.watched {
			cls += " watched"
		}
		fmt.Fprintf(&b, `<g class="%s" data-name="%s">`, cls, svgText(l.name))
		fmt.Fprintf(&b, `<rect class="lane-bg" x="%s" y="%s" width="%s" height="%s" fill="#f4f6f8"/>`, num(tlLeft), num(y), num(pw), num(tlLaneH))
		name := fitText(l.name, 11, l.watched, tlLeft-14)
		weight := ` class="lane-label"`
		switch {
		case l.watched:
			weight = ` class="lane-label watched" font-weight="bold"`
		case l.timer:
			weight = ` class="lane-label timer" font-style="italic"`
		}
		fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end"%s>%s<title>%s</title></text>`,
			num(tlLeft-8), num(y+tlLaneH/2+4), weight, svgText(name), svgText(l.name))
		for _, s := range l.segs {
			x0, x1 := x(s.from), x(s.to)
			if s.ongoing {
				// The value holds on after the violation: draw it to the
				// end of the axis.
				x1 = tlWidth - tlRight
			}
			if x1-x0 < 0.01 {
				continue
			}
			fill := valueColor(s.value, others)
			if l.timer {
				fill = "url(#" + id + "-hatch)"
			}
			tip := fmt.Sprintf("%s = %s from %s to %s", l.name, s.value, tl.at(s.from), tl.at(s.to))
			if l.timer {
				tip = fmt.Sprintf("%s running (%s) from %s to %s", l.name, s.value, tl.at(s.from), tl.at(s.to))
			}
			fmt.Fprintf(&b, `<rect class="seg" x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="#fff" stroke-width="0.5" data-value="%s" data-from="%s" data-to="%s"><title>%s</title></rect>`,
				num(x0), num(y), num(x1-x0), num(tlLaneH), fill, svgText(s.value), num(s.from), num(s.to), svgText(tip))
			// The value's label, where it fits before the violation's
			// line and the first break's cut.
			room := x1
			if xv > x0+1 {
				room = min(room, xv-2)
			}
			for _, k := range brk {
				if c := (k.x0 + k.x1) / 2; c > x0 {
					room = min(room, c-4)
				}
			}
			if textWidth(s.value, 11, false)+8 <= room-x0 {
				fmt.Fprintf(&b, `<text class="seg-label" x="%s" y="%s">%s</text>`, num(x0+4), num(y+tlLaneH/2+4), svgText(s.value))
			}
		}
		b.WriteString(`</g>`)
	}
	if tl.more > 0 {
		fmt.Fprintf(&b, `<text x="%s" y="%s" class="note">and %d more lanes (see the trace below)</text>`, num(tlLeft), num(height-6), tl.more)
	}

	// The compressed stretches: a cut through the lanes and the axis, and
	// the time left out.
	for _, k := range brk {
		c := (k.x0 + k.x1) / 2
		skipped := ta.FormatDuration(int64(math.Floor(k.t1)) - int64(math.Floor(k.t0)))
		fmt.Fprintf(&b, `<g class="axis-break" data-from="%s" data-to="%s" data-x0="%s" data-x1="%s">`, num(k.t0), num(k.t1), num(k.x0), num(k.x1))
		fmt.Fprintf(&b, `<path d="M %s %s L %s %s M %s %s L %s %s" stroke="#fff" stroke-width="3"/>`,
			num(c-5), num(top+lanesH), num(c-1), num(top-2), num(c+1), num(top+lanesH), num(c+5), num(top-2))
		fmt.Fprintf(&b, `<path d="M %s %s L %s %s M %s %s L %s %s" stroke="#566" stroke-width="1.2"/>`,
			num(c-6), num(axisY+5), num(c-2), num(axisY-5), num(c+2), num(axisY+5), num(c+6), num(axisY-5))
		fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" class="break-label" font-style="italic">%s</text>`, num(c), num(axisY+32), svgText(fitText(skipped, 11, false, breakWidth-4)))
		fmt.Fprintf(&b, `<title>%s to %s: %s without triggers or running timers, drawn shorter</title></g>`, svgText(tl.at(k.t0)), svgText(tl.at(k.t1)), svgText(skipped))
	}

	// The violation's line, under the trigger marks.
	b.WriteString(`<g class="violation-mark" data-seconds="` + num(tl.end) + `">`)
	fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#d62828" stroke-width="2"/>`, num(xv), num(14), num(xv), num(top+lanesH))
	vtext := "violated at " + tl.endText
	anchor, lx := "end", xv-4
	if xv-4-textWidth(vtext, 11, true) < 0 {
		anchor, lx = "start", xv+4
	}
	fmt.Fprintf(&b, `<text x="%s" y="12" text-anchor="%s" class="violation-label" fill="#d62828" font-weight="bold">%s</text>`, num(lx), anchor, svgText(vtext))
	b.WriteString(`<title>the invariant is violated at ` + svgText(tl.endText) + `</title></g>`)

	// Trigger marks.
	for i, m := range tl.marks {
		xm := xs[i]
		ry := rowY(places[i].row)
		kind := "event"
		if m.timer {
			kind = "timer"
		}
		tip := m.atText + "  " + m.stimulus
		if len(m.detail) > 0 {
			tip += "\n" + strings.Join(m.detail, "\n")
		}
		fmt.Fprintf(&b, `<g class="mark %s" data-stimulus="%s" data-seconds="%s" data-step="%d">`, kind, svgText(m.stimulus), num(m.at), i+1)
		fmt.Fprintf(&b, `<line class="guide" x1="%s" y1="%s" x2="%s" y2="%s" stroke="#7a8794" stroke-width="1" stroke-dasharray="2 3"/>`, num(xm), num(ry+5), num(xm), num(top+lanesH))
		if m.timer {
			fmt.Fprintf(&b, `<path class="marker" d="M %s %s l 5 5 l -5 5 l -5 -5 z" fill="#3a6fd8"/>`, num(xm), num(ry-5))
		} else {
			fmt.Fprintf(&b, `<circle class="marker" cx="%s" cy="%s" r="5" fill="#222b36"/>`, num(xm), num(ry))
		}
		lx, anchor := xm+markPad, "start"
		if places[i].left {
			lx, anchor = xm-markPad, "end"
		}
		fmt.Fprintf(&b, `<text class="mark-label" x="%s" y="%s" text-anchor="%s">%s</text>`, num(lx), num(ry+4), anchor, svgText(texts[i]))
		fmt.Fprintf(&b, `<title>%s</title></g>`, svgText(tip))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// at labels a time on the timeline for tooltips.
func (tl *timeline) at(sec float64) string {
	whole := int64(math.Floor(sec))
	s := tl.fineTick(whole)
	if frac := sec - float64(whole); frac > 1e-9 {
		s += strings.TrimPrefix(num(frac), "0")
	}
	return s
}

// A bar chart for the comparison pages: groups along the x axis (one per
// program), a bar per series in each group, with optional error bars.
type barChart struct {
	title, yLabel string
	series        []string
	colors        []string
	groups        []barGroup
	percent       bool
}

type barGroup struct {
	label string
	bars  []barValue // one per series; nil value: no bar
}

type barValue struct {
	value, lo, hi float64
	ranged        bool
	missing       bool
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

func (c *barChart) svg(id string) string {
	const left, right = 64.0, 16.0
	top, h, bot := 40.0, 330.0, 96.0
	maxV := 0.0
	for _, g := range c.groups {
		for _, v := range g.bars {
			if !v.missing {
				maxV = max(maxV, v.value, v.hi)
			}
		}
	}
	if c.percent && maxV <= 100 {
		maxV = 100
	}
	maxV = niceMax(maxV)
	ng := max(len(c.groups), 1)
	// Every bar gets its value label: the chart widens for level labels,
	// or they stand up above their bars.
	widest := 0.0
	for _, g := range c.groups {
		for _, v := range g.bars {
			if !v.missing {
				widest = max(widest, textWidth(barValueText(v.value, c.percent), 11, false))
			}
		}
	}
	pw, bw, standing := barLayout(ng, len(c.series), widest)
	w := left + pw + right
	if standing {
		top += widest + 4
		h += widest + 4
	}
	rotate := false
	for _, g := range c.groups {
		if textWidth(fitText(filepath.Base(g.label), 11, false, 150), 11, false) > pw/float64(ng)-6 {
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
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="barchart" id="%s" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-labelledby="%s-title">`, id, num(w), num(h), num(w), num(h), id)
	fmt.Fprintf(&b, `<title id="%s-title">%s</title>`, id, svgText(c.title))
	fmt.Fprintf(&b, `<text x="%s" y="18" class="chart-title" font-weight="bold">%s</text>`, num(left), svgText(c.title))
	// Grid and y axis.
	for i := 0; i <= 5; i++ {
		v := maxV * float64(i) / 5
		yv := y(v)
		lbl := compactCount(v)
		if c.percent {
			lbl = num(v) + "%"
		}
		fmt.Fprintf(&b, `<g class="ytick"><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#e3e7ec"/><text x="%s" y="%s" text-anchor="end" class="ticklabel">%s</text></g>`,
			num(left), num(yv), num(left+pw), num(yv), num(left-6), num(yv+4), lbl)
	}
	fmt.Fprintf(&b, `<text transform="translate(14 %s) rotate(-90)" text-anchor="middle" class="ticklabel">%s</text>`, num(top+ph/2), svgText(c.yLabel))
	fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#566"/>`, num(left), num(top+ph), num(left+pw), num(top+ph))
	gw := pw / float64(ng)
	for gi, g := range c.groups {
		gx := left + float64(gi)*gw + (gw-bw*float64(len(c.series)))/2
		fmt.Fprintf(&b, `<g class="group" data-label="%s">`, svgText(g.label))
		for si, v := range g.bars {
			if v.missing {
				continue
			}
			bx := gx + float64(si)*bw
			yv := y(v.value)
			tip := fmt.Sprintf("%s, %s: %s", g.label, c.series[si], num(v.value))
			if c.percent {
				tip += "%"
			}
			if v.ranged {
				tip += fmt.Sprintf(" (%s..%s)", num(v.lo), num(v.hi))
			}
			fmt.Fprintf(&b, `<rect class="bar" x="%s" y="%s" width="%s" height="%s" fill="%s" data-series="%s" data-value="%s"><title>%s</title></rect>`,
				num(bx+1), num(yv), num(bw-2), num(top+ph-yv), c.colors[si%len(c.colors)], svgText(c.series[si]), num(v.value), svgText(tip))
			vl, vy := barValueText(v.value, c.percent), y(max(v.value, v.hi))-4
			if standing {
				fmt.Fprintf(&b, `<text x="%s" y="%s" transform="rotate(-90 %s %s)" dominant-baseline="central" class="bar-label">%s</text>`, num(bx+bw/2), num(vy), num(bx+bw/2), num(vy), vl)
			} else {
				fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" class="bar-label">%s</text>`, num(bx+bw/2), num(vy), vl)
			}
			if v.ranged && v.hi > v.lo {
				cx := bx + bw/2
				fmt.Fprintf(&b, `<path class="errorbar" d="M %s %s V %s M %s %s H %s M %s %s H %s" stroke="#222" stroke-width="1.2" fill="none"/>`,
					num(cx), num(y(v.lo)), num(y(v.hi)), num(cx-5), num(y(v.lo)), num(cx+5), num(cx-5), num(y(v.hi)), num(cx+5))
			}
		}
		label := fitText(filepath.Base(g.label), 11, false, 150)
		lx, ly := left+float64(gi)*gw+gw/2, top+ph+16
		if rotate {
			fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end" transform="rotate(-25 %s %s)" class="ticklabel">%s<title>%s</title></text>`, num(lx), num(ly), num(lx), num(ly), svgText(label), svgText(g.label))
		} else {
			fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" class="ticklabel">%s<title>%s</title></text>`, num(lx), num(ly), svgText(label), svgText(g.label))
		}
		b.WriteString(`</g>`)
	}
	// Legend.
	lx := left
	for si, s := range c.series {
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="12" height="12" fill="%s"/><text x="%s" y="%s" class="ticklabel">%s</text>`,
			num(lx), num(h-22), c.colors[si%len(c.colors)], num(lx+16), num(h-12), svgText(s))
		lx += 16 + textWidth(s, 11, false) + 18
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
