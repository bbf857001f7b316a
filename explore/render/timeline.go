package render

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/svg"
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
func buildTimeline(ve *explore.ViolationEntry, start int64, relative bool) *timeline {
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
			mk.detail = append(mk.detail, "ran "+explore.FoldedRuns(s.Rules))
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
		texts[i] = svg.FitText(m.stimulus, 11, false, 280)
		xs[i], ws[i] = x(m.at), svg.TextWidth(texts[i], 11, false)
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
		id, svg.Num(tlWidth), svg.Num(height), svg.Num(tlWidth), svg.Num(height), id, svg.Num(tl.end))
	fmt.Fprintf(&b, `<title id="%s-title">Timeline of the trace: a lane per device, variable and timer involved; a mark per trigger; the violation at %s</title>`, id, svg.Text(tl.endText))
	b.WriteString(`<defs><pattern id="` + id + `-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#dbe7fb"/><line x1="0" y1="0" x2="0" y2="6" stroke="#8fb0e8" stroke-width="3"/></pattern></defs>`)

	// Axis and ticks (first, so that everything else draws over the grid).
	axisY := top + lanesH + 4
	b.WriteString(`<g class="axis">`)
	fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#566" stroke-width="1"/>`, svg.Num(tlLeft), svg.Num(axisY), svg.Num(tlLeft+pw), svg.Num(axisY))
	tickText := func(s int64, fine bool) string {
		if fine {
			return tl.fineTick(s)
		}
		return tl.clock(s)
	}
	for _, tk := range ax.ticks(func(s int64, fine bool) float64 { return svg.TextWidth(tickText(s, fine), 11, false) }) {
		xs := tk.x
		fmt.Fprintf(&b, `<g class="tick" data-seconds="%d"><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#e3e7ec" stroke-width="1"/><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#566"/><text x="%s" y="%s" text-anchor="middle" class="ticklabel">%s</text></g>`,
			tk.sec, svg.Num(xs), svg.Num(top-6), svg.Num(xs), svg.Num(axisY), svg.Num(xs), svg.Num(axisY), svg.Num(xs), svg.Num(axisY+5), svg.Num(xs), svg.Num(axisY+18), svg.Text(tickText(tk.sec, tk.fine)))
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
		fmt.Fprintf(&b, `<g class="%s" data-name="%s">`, cls, svg.Text(l.name))
		fmt.Fprintf(&b, `<rect class="lane-bg" x="%s" y="%s" width="%s" height="%s" fill="#f4f6f8"/>`, svg.Num(tlLeft), svg.Num(y), svg.Num(pw), svg.Num(tlLaneH))
		name := svg.FitText(l.name, 11, l.watched, tlLeft-14)
		weight := ` class="lane-label"`
		switch {
		case l.watched:
			weight = ` class="lane-label watched" font-weight="bold"`
		case l.timer:
			weight = ` class="lane-label timer" font-style="italic"`
		}
		fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end"%s>%s<title>%s</title></text>`,
			svg.Num(tlLeft-8), svg.Num(y+tlLaneH/2+4), weight, svg.Text(name), svg.Text(l.name))
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
				svg.Num(x0), svg.Num(y), svg.Num(x1-x0), svg.Num(tlLaneH), fill, svg.Text(s.value), svg.Num(s.from), svg.Num(s.to), svg.Text(tip))
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
			if svg.TextWidth(s.value, 11, false)+8 <= room-x0 {
				fmt.Fprintf(&b, `<text class="seg-label" x="%s" y="%s">%s</text>`, svg.Num(x0+4), svg.Num(y+tlLaneH/2+4), svg.Text(s.value))
			}
		}
		b.WriteString(`</g>`)
	}
	if tl.more > 0 {
		fmt.Fprintf(&b, `<text x="%s" y="%s" class="note">and %d more lanes (see the trace below)</text>`, svg.Num(tlLeft), svg.Num(height-6), tl.more)
	}

	// The compressed stretches: a cut through the lanes and the axis, and
	// the time left out.
	for _, k := range brk {
		c := (k.x0 + k.x1) / 2
		skipped := ta.FormatDuration(int64(math.Floor(k.t1)) - int64(math.Floor(k.t0)))
		fmt.Fprintf(&b, `<g class="axis-break" data-from="%s" data-to="%s" data-x0="%s" data-x1="%s">`, svg.Num(k.t0), svg.Num(k.t1), svg.Num(k.x0), svg.Num(k.x1))
		fmt.Fprintf(&b, `<path d="M %s %s L %s %s M %s %s L %s %s" stroke="#fff" stroke-width="3"/>`,
			svg.Num(c-5), svg.Num(top+lanesH), svg.Num(c-1), svg.Num(top-2), svg.Num(c+1), svg.Num(top+lanesH), svg.Num(c+5), svg.Num(top-2))
		fmt.Fprintf(&b, `<path d="M %s %s L %s %s M %s %s L %s %s" stroke="#566" stroke-width="1.2"/>`,
			svg.Num(c-6), svg.Num(axisY+5), svg.Num(c-2), svg.Num(axisY-5), svg.Num(c+2), svg.Num(axisY+5), svg.Num(c+6), svg.Num(axisY-5))
		fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" class="break-label" font-style="italic">%s</text>`, svg.Num(c), svg.Num(axisY+32), svg.Text(svg.FitText(skipped, 11, false, breakWidth-4)))
		fmt.Fprintf(&b, `<title>%s to %s: %s without triggers or running timers, drawn shorter</title></g>`, svg.Text(tl.at(k.t0)), svg.Text(tl.at(k.t1)), svg.Text(skipped))
	}

	// The violation's line, under the trigger marks.
	b.WriteString(`<g class="violation-mark" data-seconds="` + svg.Num(tl.end) + `">`)
	fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#d62828" stroke-width="2"/>`, svg.Num(xv), svg.Num(14), svg.Num(xv), svg.Num(top+lanesH))
	vtext := "violated at " + tl.endText
	anchor, lx := "end", xv-4
	if xv-4-svg.TextWidth(vtext, 11, true) < 0 {
		anchor, lx = "start", xv+4
	}
	fmt.Fprintf(&b, `<text x="%s" y="12" text-anchor="%s" class="violation-label" fill="#d62828" font-weight="bold">%s</text>`, svg.Num(lx), anchor, svg.Text(vtext))
	b.WriteString(`<title>the invariant is violated at ` + svg.Text(tl.endText) + `</title></g>`)

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
		fmt.Fprintf(&b, `<g class="mark %s" data-stimulus="%s" data-seconds="%s" data-step="%d">`, kind, svg.Text(m.stimulus), svg.Num(m.at), i+1)
		fmt.Fprintf(&b, `<line class="guide" x1="%s" y1="%s" x2="%s" y2="%s" stroke="#7a8794" stroke-width="1" stroke-dasharray="2 3"/>`, svg.Num(xm), svg.Num(ry+5), svg.Num(xm), svg.Num(top+lanesH))
		if m.timer {
			fmt.Fprintf(&b, `<path class="marker" d="M %s %s l 5 5 l -5 5 l -5 -5 z" fill="#3a6fd8"/>`, svg.Num(xm), svg.Num(ry-5))
		} else {
			fmt.Fprintf(&b, `<circle class="marker" cx="%s" cy="%s" r="5" fill="#222b36"/>`, svg.Num(xm), svg.Num(ry))
		}
		lx, anchor := xm+markPad, "start"
		if places[i].left {
			lx, anchor = xm-markPad, "end"
		}
		fmt.Fprintf(&b, `<text class="mark-label" x="%s" y="%s" text-anchor="%s">%s</text>`, svg.Num(lx), svg.Num(ry+4), anchor, svg.Text(texts[i]))
		fmt.Fprintf(&b, `<title>%s</title></g>`, svg.Text(tip))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// at labels a time on the timeline for tooltips.
func (tl *timeline) at(sec float64) string {
	whole := int64(math.Floor(sec))
	s := tl.fineTick(whole)
	if frac := sec - float64(whole); frac > 1e-9 {
		s += strings.TrimPrefix(svg.Num(frac), "0")
	}
	return s
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
