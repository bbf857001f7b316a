package render

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
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
	moments  []tlMoment             // the window's edges, sunrise and sunset
	window   string                 // the invariant's window as written; "" when none
	more     int                    // lanes left out
	clock    func(sec int64) string // tick labels
	fineTick func(sec int64) string // tick labels when ticks are under a minute apart
}

type tlLane struct {
	name    string
	timer   bool
	watched bool // the invariant reads it
	segs    []tlSeg
	starts  []tlStart // a timer's starts
}

// A tlStart is a timer started; a restart when it was running already,
// which cuts short the run that was due to end at due.
type tlStart struct {
	at      float64
	label   string // its duration, as the trace says it ("3m", "1m..2m")
	restart bool
	due     float64 // a restart: when the run it cut short would have ended; -1 when not known
}

// A tlMoment is a report moment (explore.MomentEntry) on the timeline.
type tlMoment struct {
	at     float64
	atText string
	kind   string
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
	tl := &timeline{end: parseElapsed(ve.Elapsed), endText: withDay(ve.At, ve.Day, ve.DayOfWeek, ve.DayDate), window: ve.Window}
	for _, m := range ve.Moments {
		tl.moments = append(tl.moments, tlMoment{at: parseElapsed(m.Elapsed), atText: m.At, kind: m.Kind})
	}
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
		// Violated in the start state: the values the invariant reads,
		// as they are from the start.
		for _, v := range ve.Values {
			if i := strings.LastIndex(v, " = "); i >= 0 && len(tl.lanes) < maxLanes {
				tl.lanes = append(tl.lanes, tlLane{name: v[:i], watched: true, segs: []tlSeg{{from: 0, to: tl.end, value: v[i+3:], ongoing: true}}})
			}
		}
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
	// firedTimer is the timer whose end a step's stimulus is: its name,
	// or its shown name and "ends" (explore.StimulusText).
	firedTimer := func(stim string) string {
		if timerNames[stim] {
			return stim
		}
		if n, ok := strings.CutSuffix(stim, " ends"); ok && timerNames[n] {
			return n
		}
		return ""
	}
	for k, s := range ve.Trace {
		if n := firedTimer(s.Stimulus); n != "" {
			closeTimer(n, times[k], false)
		}
		// A timer running when the step began and started by it is
		// restarted, also when the step stops it first.
		runningBefore := map[string]*running{}
		for n, r := range open {
			runningBefore[n] = r
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
				st := tlStart{at: times[k], label: label, due: -1}
				if r := runningBefore[name]; r != nil {
					st.restart = true
					if d, err := ta.ParseDuration(r.label); err == nil {
						st.due = r.from + float64(d)
					}
				}
				l := &tl.lanes[timerLane[name]]
				l.starts = append(l.starts, st)
			}
		}
	}
	for _, name := range timerOrder {
		closeTimer(name, last, true)
	}
	for k, s := range ve.Trace {
		mk := tlMark{at: times[k], atText: withDay(s.At, s.Day, s.DayOfWeek, s.Date), stimulus: s.Stimulus, timer: firedTimer(s.Stimulus) != ""}
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
	tlLaneH   = 24.0 // a lane whose label is one line
	tlLaneGap = 8.0
	tlRowH    = 15.0 // a row of one-line trigger labels
	tlRows    = 4    // rows of trigger labels that keep clear of the guides
	tlAxisH   = 34.0
	tlFont    = 11.0
	tlLine    = tlFont * svg.LineStep // between the baselines of wrapped lines
	tlMarkW   = 280.0                 // the widest a trigger's label runs before it wraps
)

// palette gives each kind of state its colour, the same in every lane
// and every timeline of a page: on-like values bright, off-like ones
// grey, numbers blue (a bar's height is their level), the others from a
// palette in the order the page meets them.
type palette struct{ kinds map[string]string }

func newPalette() *palette { return &palette{kinds: map[string]string{}} }

// numberColor is the colour of numbers, whatever their value.
const numberColor = "#6b9be0"

// stateKind is what a value's colour stands for: the value without the
// details in brackets ("waiting (Wait 10 minutes, line 21)" is a waiting
// state like any other), in lower case.
func stateKind(v string) string {
	k, _, _ := strings.Cut(v, " (")
	return strings.ToLower(strings.TrimSpace(k))
}

func (p *palette) color(v string) string {
	k := stateKind(v)
	switch k {
	case "on", "true", "open", "opened", "armedaway", "armedstay", "armed", "notsecure", "violated", "occupied", "home", "unlocked", "playing", "heat", "cool":
		return "#f2b705"
	case "off", "false", "closed", "secure", "disarmed", "normal", "idle", "locked", "not_home", "away":
		return "#cfd5dd"
	}
	if c, ok := p.kinds[k]; ok {
		return c
	}
	colours := []string{"#82c99b", "#c39bd3", "#f0a07c", "#76d7c4", "#e6b0aa", "#d7bde2", "#c8b273", "#9fd0a0"}
	c := colours[len(p.kinds)%len(colours)]
	p.kinds[k] = c
	return c
}

// numericRange reads a value as the number or the range of numbers it
// stands for: "60" is 60, and a class of a number the model tells apart
// by its thresholds ("below 55.5", "55.5..60", "above 70"; ta.Number's
// ClassText) the open interval between them.
func numericRange(v string) (lo, hi float64, ok bool) {
	num := func(s string) (float64, bool) {
		f, err := strconv.ParseFloat(s, 64)
		return f, err == nil && !math.IsNaN(f) && !math.IsInf(f, 0)
	}
	if f, ok := num(v); ok {
		return f, f, true
	}
	if rest, found := strings.CutPrefix(v, "below "); found {
		f, ok := num(rest)
		return math.Inf(-1), f, ok
	}
	if rest, found := strings.CutPrefix(v, "above "); found {
		f, ok := num(rest)
		return f, math.Inf(1), ok
	}
	if a, b, found := strings.Cut(v, ".."); found {
		x, ok1 := num(a)
		y, ok2 := num(b)
		return x, y, ok1 && ok2 && x <= y
	}
	return 0, 0, false
}

// levels gives a lane of numbers each value's height, as a share of the
// lane: in the order of the ranges they stand for, from a third of the
// lane for the lowest to all of it for the highest. Nil when some value
// is not a number.
func levels(segs []tlSeg) map[string]float64 {
	type rng struct {
		v      string
		lo, hi float64
	}
	var rs []rng
	seen := map[string]bool{}
	for _, s := range segs {
		lo, hi, ok := numericRange(s.value)
		if !ok {
			return nil
		}
		if !seen[s.value] {
			seen[s.value] = true
			rs = append(rs, rng{s.value, lo, hi})
		}
	}
	if len(rs) == 0 {
		return nil
	}
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].lo != rs[j].lo {
			return rs[i].lo < rs[j].lo
		}
		return rs[i].hi < rs[j].hi
	})
	out := map[string]float64{}
	for i, r := range rs {
		out[r.v] = 1
		if len(rs) > 1 {
			out[r.v] = 1.0/3 + 2.0/3*float64(i)/float64(len(rs)-1)
		}
	}
	return out
}

// A tlLabel is a labelled moment above the lanes: a trigger (a mark) or
// a report moment, with its label's lines.
type tlLabel struct {
	x      float64
	lines  []string
	width  float64
	mark   int // index in marks, or -1
	moment int // index in moments, or -1
}

// text is the label's whole text.
func (l tlLabel) text(tl *timeline) string {
	if l.mark >= 0 {
		return tl.marks[l.mark].stimulus
	}
	return momentText(tl.moments[l.moment])
}

// textLines writes a text element of one or more lines (tspans whose
// baselines are tlLine apart), the first line's baseline at y.
func textLines(b *strings.Builder, x, y float64, anchor, attrs string, lines []string, title string) {
	fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="%s"%s>`, svg.Num(x), svg.Num(y), anchor, attrs)
	if len(lines) == 1 {
		b.WriteString(svg.Text(lines[0]))
	} else {
		for i, l := range lines {
			dy := "0"
			if i > 0 {
				dy = svg.Num(tlLine)
			}
			fmt.Fprintf(b, `<tspan x="%s" dy="%s">%s</tspan>`, svg.Num(x), dy, svg.Text(l))
		}
	}
	if title != "" {
		fmt.Fprintf(b, `<title>%s</title>`, svg.Text(title))
	}
	b.WriteString(`</text>`)
}

// momentText is a moment's label.
func momentText(m tlMoment) string { return m.kind + " " + m.atText }

// windowOpen are the stretches (seconds) in which the invariant's window
// is open, from its edges among the moments: open from the start when
// the first edge closes it, or when there is no edge at all (a window's
// violation happens inside it).
func (tl *timeline) windowOpen(end float64) [][2]float64 {
	if tl.window == "" {
		return nil
	}
	var out [][2]float64
	from, open, edges := 0.0, true, 0
	for _, m := range tl.moments {
		switch m.kind {
		case explore.MomentWindowOpens:
			if edges == 0 {
				open = false
			}
			if !open {
				from, open = m.at, true
			}
			edges++
		case explore.MomentWindowCloses:
			if open {
				out = append(out, [2]float64{from, m.at})
			}
			open = false
			edges++
		}
	}
	if open {
		out = append(out, [2]float64{from, end})
	}
	return out
}

// svg draws the timeline with a palette of its own.
func (tl *timeline) svg(id string) string { return tl.draw(id, newPalette()) }

// draw draws the timeline; id makes the element ids unique in the page,
// pal is the page's palette.
func (tl *timeline) draw(id string, pal *palette) string {
	// The axis: to scale, but for stretches with no trigger, no moment
	// and no timer running, which are compressed and marked.
	keys := []float64{tl.end}
	for _, m := range tl.marks {
		keys = append(keys, m.at)
	}
	for _, m := range tl.moments {
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
	xEnd := tlWidth - tlRight

	// The labels above the lanes: a dot or a marker and its label per
	// trigger and per moment, in time order, stacked in rows so that
	// those closer than a label's width stay apart and no label crosses
	// the violation's line. Long labels wrap.
	var labels []tlLabel
	for i, m := range tl.marks {
		lines := svg.Wrap(m.stimulus, tlFont, false, tlMarkW)
		labels = append(labels, tlLabel{x: x(m.at), lines: lines, width: svg.WidestLine(lines, tlFont, false), mark: i, moment: -1})
	}
	for i, m := range tl.moments {
		lines := svg.Wrap(momentText(m), tlFont, false, tlMarkW)
		labels = append(labels, tlLabel{x: x(m.at), lines: lines, width: svg.WidestLine(lines, tlFont, false), mark: -1, moment: i})
	}
	sort.SliceStable(labels, func(i, j int) bool { return labels[i].x < labels[j].x })
	xs := make([]float64, len(labels))
	ws := make([]float64, len(labels))
	for i, l := range labels {
		xs[i], ws[i] = l.x, l.width
	}
	// A label that a guide from a row above runs through wraps narrower
	// (but not within a word), and all are placed again, a few times: a
	// narrow label fits between guides, or on the side of its dot by the
	// edge.
	places := placeMarks(xs, ws, xv, tlWidth, tlRows)
	for round := 0; round < 4; round++ {
		changed := false
		for _, i := range crossedLabels(xs, ws, places) {
			text := labels[i].text(tl)
			words := 0.0
			for _, w := range strings.Fields(text) {
				words = max(words, svg.TextWidth(w, tlFont, false))
			}
			lines := svg.Wrap(text, tlFont, false, max(labels[i].width*0.6, words))
			if w := svg.WidestLine(lines, tlFont, false); w < labels[i].width {
				labels[i].lines, labels[i].width, ws[i] = lines, w, w
				changed = true
			}
		}
		if !changed {
			break
		}
		places = placeMarks(xs, ws, xv, tlWidth, tlRows)
	}
	rows := 1
	for _, p := range places {
		rows = max(rows, p.row+1)
	}
	rowLines := make([]int, rows)
	for i, p := range places {
		rowLines[p.row] = max(rowLines[p.row], len(labels[i].lines))
	}
	rowY := make([]float64, rows) // each row's dots
	y := 24.0
	for r := range rows {
		rowY[r] = y + 7
		y += tlRowH + float64(max(rowLines[r], 1)-1)*tlLine
	}
	top := y + 6

	// The lanes, each as tall as its label's lines need.
	laneY := make([]float64, len(tl.lanes))
	laneH := make([]float64, len(tl.lanes))
	laneLines := make([][]string, len(tl.lanes))
	y = top
	for i, l := range tl.lanes {
		laneLines[i] = svg.Wrap(l.name, tlFont, l.watched, tlLeft-14)
		laneY[i], laneH[i] = y, max(tlLaneH, float64(len(laneLines[i]))*tlLine+6)
		y += laneH[i] + tlLaneGap
	}
	lanesH := y - top
	lanesBottom := top + lanesH - tlLaneGap
	brk := ax.breaks()
	axisY := top + lanesH + 4
	height := top + lanesH + tlAxisH
	if len(brk) > 0 {
		height += 14 // the skipped times, under the tick labels
	}

	// The legend: what the window's shading and the timers' marks mean,
	// those the picture has, laid out in lines.
	type legendItem struct{ kind, text string }
	var legend []legendItem
	if tl.window != "" {
		legend = append(legend, legendItem{"window", "shaded: the invariant's window, " + tl.window})
	}
	starts, restarts := false, false
	for _, l := range tl.lanes {
		for _, s := range l.starts {
			starts = true
			restarts = restarts || s.restart
		}
	}
	if starts {
		legend = append(legend, legendItem{"start", "a timer started"})
	}
	if restarts {
		legend = append(legend, legendItem{"restart", "restarted: dashed, the run it cut short"})
	}
	type legendPlace struct {
		x, y  float64
		lines []string
	}
	var legendAt []legendPlace
	if len(legend) > 0 {
		lx, ly := tlLeft, height+8
		lineH := tlRowH
		for _, it := range legend {
			lines := svg.Wrap(it.text, tlFont, false, pw-20)
			w := 16 + svg.WidestLine(lines, tlFont, false)
			if lx > tlLeft && lx+w > tlWidth-4 {
				lx, ly = tlLeft, ly+lineH
				lineH = tlRowH
			}
			legendAt = append(legendAt, legendPlace{lx, ly, lines})
			lineH = max(lineH, tlRowH+float64(len(lines)-1)*tlLine)
			lx += w + 18
		}
		height = ly + lineH + 2
	}
	if tl.more > 0 {
		height += 16
	}

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="timeline" id="%s" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-labelledby="%s-title" data-seconds-end="%s">`,
		id, svg.Num(tlWidth), svg.Num(height), svg.Num(tlWidth), svg.Num(height), id, svg.Num(tl.end))
	fmt.Fprintf(&b, `<title id="%s-title">Timeline of the trace: a lane per device, variable and timer involved; a mark per trigger, window edge, sunrise and sunset; the violation at %s</title>`, id, svg.Text(tl.endText))
	b.WriteString(`<defs><pattern id="` + id + `-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#dbe7fb"/><line x1="0" y1="0" x2="0" y2="6" stroke="#8fb0e8" stroke-width="3"/></pattern></defs>`)

	// Axis and ticks (first, so that everything else draws over the grid).
	b.WriteString(`<g class="axis">`)
	fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#566" stroke-width="1"/>`, svg.Num(tlLeft), svg.Num(axisY), svg.Num(tlLeft+pw), svg.Num(axisY))
	tickText := func(s int64, fine bool) string {
		if fine {
			return tl.fineTick(s)
		}
		return tl.clock(s)
	}
	for _, tk := range ax.ticks(func(s int64, fine bool) float64 { return svg.TextWidth(tickText(s, fine), tlFont, false) }) {
		xs := tk.x
		fmt.Fprintf(&b, `<g class="tick" data-seconds="%d"><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#e3e7ec" stroke-width="1"/><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#566"/><text x="%s" y="%s" text-anchor="middle" class="ticklabel">%s</text></g>`,
			tk.sec, svg.Num(xs), svg.Num(top-6), svg.Num(xs), svg.Num(axisY), svg.Num(xs), svg.Num(axisY), svg.Num(xs), svg.Num(axisY+5), svg.Num(xs), svg.Num(axisY+18), svg.Text(tickText(tk.sec, tk.fine)))
	}
	b.WriteString(`</g>`)

	// Lanes.
	for i, l := range tl.lanes {
		y, h := laneY[i], laneH[i]
		kind := "device"
		if l.timer {
			kind = "timer"
		}
		lv := map[string]float64(nil)
		if !l.timer {
			lv = levels(l.segs)
		}
		cls := "lane " + kind
		if l.watched {
			cls += " watched"
		}
		if lv != nil {
			cls += " numeric"
		}
		fmt.Fprintf(&b, `<g class="%s" data-name="%s">`, cls, svg.Text(l.name))
		fmt.Fprintf(&b, `<rect class="lane-bg" x="%s" y="%s" width="%s" height="%s" fill="#f4f6f8"/>`, svg.Num(tlLeft), svg.Num(y), svg.Num(pw), svg.Num(h))
		weight := ` class="lane-label"`
		switch {
		case l.watched:
			weight = ` class="lane-label watched" font-weight="bold"`
		case l.timer:
			weight = ` class="lane-label timer" font-style="italic"`
		}
		n := float64(len(laneLines[i]))
		textLines(&b, tlLeft-8, y+h/2+4-(n-1)*tlLine/2, "end", weight, laneLines[i], l.name)
		restartAt := map[float64]bool{}
		for _, st := range l.starts {
			if st.restart {
				restartAt[st.at] = true
			}
		}
		for _, s := range l.segs {
			x0, x1 := x(s.from), x(s.to)
			if s.ongoing {
				// The value holds on after the violation: draw it to the
				// end of the axis.
				x1 = xEnd
			}
			if x1-x0 < 0.01 {
				continue
			}
			fill := pal.color(s.value)
			segY, segH := y, h
			tip := fmt.Sprintf("%s = %s from %s to %s", l.name, s.value, tl.at(s.from), tl.at(s.to))
			text := s.value
			switch {
			case l.timer:
				fill = "url(#" + id + "-hatch)"
				tip = fmt.Sprintf("%s running (%s) from %s to %s", l.name, s.value, tl.at(s.from), tl.at(s.to))
				if restartAt[s.from] {
					tip = fmt.Sprintf("%s restarted (%s) at %s, running to %s", l.name, s.value, tl.at(s.from), tl.at(s.to))
					text = "restarted, " + s.value
				}
			case lv != nil:
				fill = numberColor
				segH = h * lv[s.value]
				segY = y + h - segH
			}
			fmt.Fprintf(&b, `<rect class="seg" x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="#fff" stroke-width="0.5" data-value="%s" data-from="%s" data-to="%s"><title>%s</title></rect>`,
				svg.Num(x0), svg.Num(segY), svg.Num(x1-x0), svg.Num(segH), fill, svg.Text(s.value), svg.Num(s.from), svg.Num(s.to), svg.Text(tip))
			// The value's label, where it fits before the violation's
			// line and the first break's cut: the value, else its kind
			// (the value without its details), else none (the tooltip
			// has it).
			room := x1
			if xv > x0+1 {
				room = min(room, xv-2)
			}
			for _, k := range brk {
				if c := (k.x0 + k.x1) / 2; c > x0 {
					room = min(room, c-4)
				}
			}
			pad := 4.0
			if l.timer {
				pad = 11 // clear of the start's marker
			}
			for _, t := range []string{text, s.value, stateKind(s.value)} {
				if t != "" && svg.TextWidth(t, tlFont, false)+pad+4 <= room-x0 {
					fmt.Fprintf(&b, `<text class="seg-label" x="%s" y="%s">%s</text>`, svg.Num(x0+pad), svg.Num(y+h/2+4), svg.Text(t))
					break
				}
			}
		}
		// A timer's starts: a marker at each, and at a restart a bar
		// across the lane and the run it cut short, dashed, to when it
		// would have ended.
		for _, st := range l.starts {
			xs := x(st.at)
			fmt.Fprintf(&b, `<g class="timer-start" data-timer="%s" data-seconds="%s" data-restart="%v">`, svg.Text(l.name), svg.Num(st.at), st.restart)
			what := "started"
			if st.restart {
				what = "restarted"
				if st.due > st.at {
					xd := min(x(st.due), xEnd)
					fmt.Fprintf(&b, `<rect class="timer-cut" x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#1d2733" stroke-width="1" stroke-dasharray="3 2"/>`,
						svg.Num(xs), svg.Num(y+3), svg.Num(max(xd-xs, 0)), svg.Num(h-6))
					what += fmt.Sprintf("; the run it cut short would have ended at %s", tl.at(st.due))
				}
				fmt.Fprintf(&b, `<line class="restart" x1="%s" y1="%s" x2="%s" y2="%s" stroke="#1d2733" stroke-width="2"/>`, svg.Num(xs), svg.Num(y-3), svg.Num(xs), svg.Num(y+h+3))
			}
			fmt.Fprintf(&b, `<path class="start-marker" d="M %s %s l 7 5 l -7 5 z" fill="#1d4ed8"/>`, svg.Num(xs), svg.Num(y+1))
			fmt.Fprintf(&b, `<title>%s %s (%s) at %s</title></g>`, svg.Text(l.name), what, svg.Text(st.label), svg.Text(tl.at(st.at)))
		}
		b.WriteString(`</g>`)
	}

	// The invariant's window: shaded where it is open, over the lanes.
	for _, w := range tl.windowOpen(ax.end) {
		x0, x1 := x(w[0]), x(w[1])
		if w[1] >= ax.end {
			x1 = xEnd
		}
		if x1-x0 < 0.01 || len(tl.lanes) == 0 {
			continue
		}
		fmt.Fprintf(&b, `<rect class="window-band" x="%s" y="%s" width="%s" height="%s" fill="#f59e0b" fill-opacity="0.14" data-from="%s" data-to="%s"><title>the invariant's window (%s) is open from %s</title></rect>`,
			svg.Num(x0), svg.Num(top-3), svg.Num(x1-x0), svg.Num(lanesBottom-top+6), svg.Num(w[0]), svg.Num(w[1]), svg.Text(tl.window), svg.Text(tl.at(w[0])))
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
		lines := svg.Wrap(skipped, tlFont, false, breakWidth-4)
		textLines(&b, c, axisY+32, "middle", ` class="break-label" font-style="italic"`, lines[:1], "")
		fmt.Fprintf(&b, `<title>%s to %s: %s without triggers or running timers, drawn shorter</title></g>`, svg.Text(tl.at(k.t0)), svg.Text(tl.at(k.t1)), svg.Text(skipped))
	}

	// The violation's line, under the trigger marks.
	b.WriteString(`<g class="violation-mark" data-seconds="` + svg.Num(tl.end) + `">`)
	fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#d62828" stroke-width="2"/>`, svg.Num(xv), svg.Num(14), svg.Num(xv), svg.Num(top+lanesH))
	vtext := "violated at " + tl.endText
	anchor, lx := "end", xv-4
	if xv-4-svg.TextWidth(vtext, tlFont, true) < 0 {
		anchor, lx = "start", xv+4
	}
	fmt.Fprintf(&b, `<text x="%s" y="12" text-anchor="%s" class="violation-label" fill="#d62828" font-weight="bold">%s</text>`, svg.Num(lx), anchor, svg.Text(vtext))
	b.WriteString(`<title>the invariant is violated at ` + svg.Text(tl.endText) + `</title></g>`)

	// Trigger marks and moments.
	for i, lb := range labels {
		xm := lb.x
		ry := rowY[places[i].row]
		lx, anchor := xm+markPad, "start"
		if places[i].left {
			lx, anchor = xm-markPad, "end"
		}
		if lb.moment >= 0 {
			m := tl.moments[lb.moment]
			kind, colour, dash := "window", "#d97706", ""
			if m.kind == explore.MomentSunrise || m.kind == explore.MomentSunset {
				kind, colour, dash = "sun", "#e09b0b", ` stroke-dasharray="4 3"`
			}
			fmt.Fprintf(&b, `<g class="mark moment %s" data-kind="%s" data-seconds="%s">`, kind, svg.Text(m.kind), svg.Num(m.at))
			fmt.Fprintf(&b, `<line class="guide" x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.5"%s/>`, svg.Num(xm), svg.Num(ry+5), svg.Num(xm), svg.Num(lanesBottom), colour, dash)
			if kind == "sun" {
				fmt.Fprintf(&b, `<path class="marker" d="M %s %s a 5 5 0 0 1 10 0 z" fill="%s"/>`, svg.Num(xm-5), svg.Num(ry+2), colour)
			} else {
				fmt.Fprintf(&b, `<rect class="marker" x="%s" y="%s" width="8" height="8" fill="%s"/>`, svg.Num(xm-4), svg.Num(ry-4), colour)
			}
			tip := momentText(m)
			if kind == "window" {
				tip += " (the invariant's window, " + tl.window + ")"
			}
			textLines(&b, lx, ry+4, anchor, ` class="mark-label"`, lb.lines, "")
			fmt.Fprintf(&b, `<title>%s</title></g>`, svg.Text(tip))
			continue
		}
		m := tl.marks[lb.mark]
		kind := "event"
		if m.timer {
			kind = "timer"
		}
		tip := m.atText + "  " + m.stimulus
		if len(m.detail) > 0 {
			tip += "\n" + strings.Join(m.detail, "\n")
		}
		fmt.Fprintf(&b, `<g class="mark %s" data-stimulus="%s" data-seconds="%s" data-step="%d">`, kind, svg.Text(m.stimulus), svg.Num(m.at), lb.mark+1)
		fmt.Fprintf(&b, `<line class="guide" x1="%s" y1="%s" x2="%s" y2="%s" stroke="#7a8794" stroke-width="1" stroke-dasharray="2 3"/>`, svg.Num(xm), svg.Num(ry+5), svg.Num(xm), svg.Num(top+lanesH))
		if m.timer {
			fmt.Fprintf(&b, `<path class="marker" d="M %s %s l 5 5 l -5 5 l -5 -5 z" fill="#3a6fd8"/>`, svg.Num(xm), svg.Num(ry-5))
		} else {
			fmt.Fprintf(&b, `<circle class="marker" cx="%s" cy="%s" r="5" fill="#222b36"/>`, svg.Num(xm), svg.Num(ry))
		}
		textLines(&b, lx, ry+4, anchor, ` class="mark-label"`, lb.lines, "")
		fmt.Fprintf(&b, `<title>%s</title></g>`, svg.Text(tip))
	}

	// The legend.
	for k, it := range legend {
		p := legendAt[k]
		fmt.Fprintf(&b, `<g class="legend-item" data-kind="%s">`, it.kind)
		switch it.kind {
		case "window":
			fmt.Fprintf(&b, `<rect x="%s" y="%s" width="10" height="10" fill="#f59e0b" fill-opacity="0.3" stroke="#d97706"/>`, svg.Num(p.x), svg.Num(p.y-5))
		case "start":
			fmt.Fprintf(&b, `<path d="M %s %s l 7 5 l -7 5 z" fill="#1d4ed8"/>`, svg.Num(p.x+2), svg.Num(p.y-5))
		case "restart":
			fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#1d2733" stroke-width="2"/><rect x="%s" y="%s" width="9" height="8" fill="none" stroke="#1d2733" stroke-dasharray="3 2"/>`,
				svg.Num(p.x), svg.Num(p.y-6), svg.Num(p.x), svg.Num(p.y+6), svg.Num(p.x), svg.Num(p.y-4))
		}
		textLines(&b, p.x+16, p.y+4, "start", ` class="legend-label"`, p.lines, "")
		b.WriteString(`</g>`)
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
