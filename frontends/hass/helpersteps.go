package hass

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/domains"
	"github.com/delorean-mc/delorean/ta"
)

// helperInfo is what helper services do to an entity: the steps taken
// on a counter, an input_number or an input_select, and a timer's model
// (timerpause.go).
type helperInfo struct {
	steps map[domains.Step]bool
	sets  []float64 // counter.set_value's values
	num   *numModel
	timer *timerModel
}

func (e *entity) helperInfo() *helperInfo {
	if e.helper == nil {
		e.helper = &helperInfo{steps: map[domains.Step]bool{}}
	}
	return e.helper
}

// collectHelperCall records what service dom.svc does to entity id when
// it is a timer's or a step of a helper (domains.HelperStep).
func (l *lowerer) collectHelperCall(dom, svc, id string, a *config.Action) {
	ed := config.DomainOf(id)
	if dom == "timer" && ed == "timer" && (svc == "start" || svc == "pause") {
		l.collectTimerCall(l.entity(id, a.Pos), svc, a)
		return
	}
	st := domains.HelperStep(dom, svc, ed)
	if st == domains.NoStep {
		return
	}
	e := l.entity(id, a.Pos)
	e.written = true
	e.helperInfo().steps[st] = true
	if ed == "counter" || ed == "input_number" {
		e.numeric = true
	}
	if st == domains.SetCount && a.Value != nil && countValue(*a.Value) >= 0 {
		e.addConst(countValue(*a.Value))
		e.helper.sets = append(e.helper.sets, countValue(*a.Value))
	}
}

// countValue is counter.set_value's value as cv.positive_int reads it
// (vol.Coerce(int): Python's int(), toward zero).
func countValue(x float64) float64 { return math.Trunc(x) }

// numModel is the value of a counter or an input_number that helper
// services step: its constants (e.consts) are closed under the step,
// so that every class of values moves to one class (see helperConsts).
type numModel struct {
	integer  bool     // a counter: whole numbers
	step     float64  // 0: not known
	min, max *float64 // the bounds that steps keep to (nil: none, or not known)
	// lo, hi bound the values the helper can have besides its initial
	// one (±Inf: none).
	lo, hi  float64
	initial float64
	// why says why some step may land on more than one class ("": each
	// lands on one).
	why string
}

// maxHelperPoints is the most values a stepped helper's range is cut at:
// beyond, the steps from its classes land on any class they can reach.
const maxHelperPoints = 64

// helperConsts makes e's constants those a stepped counter or
// input_number needs for its steps to be exact, and its classes lo..hi
// those of the values it can have; false when e is not such a helper.
//
// With constants C (those the automations compare the helper with or
// set it to, its bounds, its initial value), the points are C closed
// under plus and minus the step within the range: then the values
// equal to a point, or strictly between two neighbours, move together
// under a step (a point lands on a point; an interval (p, q) on
// (p+s, q+s), whose ends are neighbours again, or on the bound it is
// held at), and every comparison with a constant is the same for all of
// them. A counter's values are whole numbers: a constant between two
// adds both neighbours instead. A side without a bound keeps one class
// beyond the last point, exact while no step comes back from it.
func (l *lowerer) helperConsts(e *entity) bool {
	h := e.helper
	if h == nil || !e.numeric || (e.domain != "counter" && e.domain != "input_number") {
		return false
	}
	var stepped bool
	for _, st := range []domains.Step{domains.Increment, domains.Decrement, domains.Reset, domains.SetCount} {
		stepped = stepped || h.steps[st]
	}
	if !stepped {
		return false
	}
	m := &numModel{lo: math.Inf(-1), hi: math.Inf(1)}
	in := l.f.Inputs[e.id]
	// The states triggers and conditions name are values too.
	for _, v := range e.values {
		if x, ok := e.stateValue(v); ok {
			e.addConst(x)
		}
	}
	seeds := append([]float64(nil), e.consts...)
	switch e.domain {
	case "counter":
		m.integer = true
		m.step = 1
		if in != nil {
			m.step = *in.Step
			m.min, m.max = in.Min, in.Max
			m.initial, _ = parseFloat(in.Initial)
		} else if e.read || l.opt.Keep[e.id] {
			l.note(e.pos, "%s is not declared in the configuration read: the model takes the counter component's defaults (initial 0, step 1, no minimum or maximum); one made in the user interface may have others", e.id)
		}
		seeds = append(seeds, m.initial, clampCount(m, m.initial))
		// The values services and the user (set_value, the buttons)
		// give it are within minimum and maximum; the initial value
		// need not be, and is a class of its own (a seed).
		if m.min != nil {
			m.lo = *m.min
		}
		if m.max != nil {
			m.hi = *m.max
		}
		if !e.read || l.f.Fixed[e.id] {
			// Only the automations change it: without a decrement it
			// never goes below what they start it at, reset it to or set
			// it to (or the maximum an increment holds it at), and
			// without an increment never above.
			vals := append([]float64{m.initial, clampCount(m, m.initial)}, h.sets...)
			if m.min == nil && !h.steps[domains.Decrement] {
				if m.max != nil {
					vals = append(vals, *m.max)
				}
				m.lo = slices.Min(vals)
			}
			if m.max == nil && !h.steps[domains.Increment] {
				if m.min != nil {
					vals = append(vals, *m.min)
				}
				m.hi = slices.Max(vals)
			}
		}
	case "input_number":
		if in == nil || in.Min == nil || in.Max == nil {
			return false
		}
		m.step = 1
		if in.Step != nil {
			m.step = *in.Step
		}
		m.min, m.max = in.Min, in.Max
		m.lo, m.hi = *in.Min, *in.Max
		m.initial = *in.Min
		if x, ok := parseFloat(in.Initial); ok {
			m.initial = x
		}
		seeds = append(seeds, m.initial)
	}
	for _, b := range []*float64{m.min, m.max} {
		if b != nil {
			seeds = append(seeds, *b)
		}
	}
	if m.integer {
		var whole []float64
		for _, c := range seeds {
			whole = append(whole, math.Floor(c), math.Ceil(c))
		}
		seeds = whole
	}
	// The range closed under the step: the bounds, or the outermost
	// seeds on a side without one.
	wlo, whi := slices.Min(seeds), slices.Max(seeds)
	if m.min != nil {
		wlo = *m.min
	}
	if m.max != nil {
		whi = *m.max
	}
	points := map[float64]bool{}
	var queue []float64
	add := func(x float64) {
		if !points[x] {
			points[x] = true
			queue = append(queue, x)
		}
	}
	for _, c := range seeds {
		add(c)
	}
	for len(queue) > 0 && len(points) <= maxHelperPoints && m.step > 0 {
		p := queue[0]
		queue = queue[1:]
		if p < wlo || p > whi {
			continue
		}
		for _, q := range []float64{p + m.step, p - m.step} {
			if q >= wlo && q <= whi {
				add(q)
			}
		}
	}
	h.num = m
	if len(points) > maxHelperPoints {
		m.why = fmt.Sprintf("%s's range holds more than %d values the model would tell apart", e.id, maxHelperPoints)
		points = map[float64]bool{}
		for _, c := range seeds {
			points[c] = true
		}
	}
	for _, c := range e.consts {
		points[c] = true
	}
	e.consts = e.consts[:0]
	for p := range points {
		e.consts = append(e.consts, p)
	}
	slices.Sort(e.consts)
	e.lo, e.hi = 0, int64(2*len(e.consts))
	if !math.IsInf(m.lo, -1) {
		e.lo = min(e.class(m.lo), e.class(m.initial))
	}
	if !math.IsInf(m.hi, 1) {
		e.hi = max(e.class(m.hi), e.class(m.initial))
	}
	e.declared = in != nil
	return true
}

// clampCount is Counter.compute_next_state: at least the minimum, then at
// most the maximum.
func clampCount(m *numModel, x float64) float64 {
	if m.min != nil {
		x = math.Max(*m.min, x)
	}
	if m.max != nil {
		x = math.Min(*m.max, x)
	}
	return x
}

// span is a set of values: from lo to hi, each end open or closed (an
// infinite end is open).
type span struct {
	lo, hi         float64
	loOpen, hiOpen bool
}

// cell is the values of class k that the helper can have.
func (e *entity) cell(k int64) (span, bool) {
	n := int64(len(e.consts))
	var s span
	if k%2 == 1 {
		c := e.consts[k/2]
		s = span{lo: c, hi: c}
	} else {
		s = span{lo: math.Inf(-1), hi: math.Inf(1), loOpen: true, hiOpen: true}
		if k > 0 {
			s.lo = e.consts[k/2-1]
		}
		if k < 2*n {
			s.hi = e.consts[k/2]
		}
	}
	m := e.helper.num
	if k%2 == 1 && s.lo == m.initial {
		return s, true
	}
	if s.lo < m.lo {
		s.lo, s.loOpen = m.lo, math.IsInf(m.lo, -1)
	}
	if s.hi > m.hi {
		s.hi, s.hiOpen = m.hi, math.IsInf(m.hi, 1)
	}
	if m.integer {
		s = wholeSpan(s)
	}
	return s, s.lo < s.hi || (s.lo == s.hi && !s.loOpen && !s.hiOpen)
}

// wholeSpan is the whole numbers of s, as a closed span (ends ±Inf when
// unbounded).
func wholeSpan(s span) span {
	lo, hi := math.Ceil(s.lo), math.Floor(s.hi)
	if s.loOpen && lo == s.lo && !math.IsInf(lo, 0) {
		lo++
	}
	if s.hiOpen && hi == s.hi && !math.IsInf(hi, 0) {
		hi--
	}
	return span{lo: lo, hi: hi, loOpen: math.IsInf(lo, 0), hiOpen: math.IsInf(hi, 0)}
}

// emptyClass reports whether a stepped helper can never be in class k (a
// counter's class holding no whole number, or a class outside its
// bounds): the environment does not set it.
func (e *entity) emptyClass(k int64) bool {
	if e.helper == nil || e.helper.num == nil {
		return false
	}
	_, ok := e.cell(k)
	return !ok
}

// stepTargets are the classes that value x + delta, held within loB and
// hiB (min(hiB, max(loB, x + delta)), ±Inf for no bound), takes the
// values of class k to.
func (e *entity) stepTargets(k int64, delta, loB, hiB float64) []int64 {
	s, ok := e.cell(k)
	if !ok {
		return nil
	}
	f := func(x float64) float64 { return math.Min(hiB, math.Max(loB, x+delta)) }
	a, b := f(s.lo), f(s.hi)
	if a == b {
		return []int64{e.class(a)}
	}
	// An open end stays open unless a bound holds the values near it.
	aOpen := s.loOpen && s.lo+delta >= loB && s.lo+delta < hiB
	bOpen := s.hiOpen && s.hi+delta <= hiB && s.hi+delta > loB
	img := span{lo: a, hi: b, loOpen: aOpen, hiOpen: bOpen}
	var out []int64
	for t := e.classAbove(a, aOpen); t <= e.classBelow(b, bOpen); t++ {
		c, ok := e.cell(t)
		if ok && overlaps(c, img) {
			out = append(out, t)
		}
	}
	return out
}

// classAbove is the first class holding values just above x (open) or x.
func (e *entity) classAbove(x float64, open bool) int64 {
	if math.IsInf(x, -1) {
		return 0
	}
	k := e.class(x)
	if open && k%2 == 1 {
		k++
	}
	return k
}

// classBelow is the last class holding values just below x (open) or x.
func (e *entity) classBelow(x float64, open bool) int64 {
	if math.IsInf(x, 1) {
		return int64(2 * len(e.consts))
	}
	k := e.class(x)
	if open && k%2 == 1 {
		k--
	}
	return k
}

func overlaps(a, b span) bool {
	lo, loOpen := a.lo, a.loOpen
	if b.lo > lo || (b.lo == lo && b.loOpen) {
		lo, loOpen = b.lo, b.loOpen
	}
	hi, hiOpen := a.hi, a.hiOpen
	if b.hi < hi || (b.hi == hi && b.hiOpen) {
		hi, hiOpen = b.hi, b.hiOpen
	}
	return lo < hi || (lo == hi && !loOpen && !hiOpen)
}

// numericStep lowers a step of a counter or an input_number; stop says
// that Home Assistant refuses the call (an exception that ends the run).
func (l *lowerer) numericStep(c *autoCtx, a *config.Action, e *entity, st domains.Step) (out []ta.Stmt, stop bool) {
	m := e.helper.num
	if m == nil {
		// An input_number configured elsewhere: its step and bounds are
		// not known. An increment lands on any class from the one it is
		// in up, a decrement on any from it down.
		if e.read || l.opt.Keep[e.id] {
			l.note(a.Pos, "%s on %s: %s is not declared in the configuration read, so its step, min and max are not known; it moves to any value %s", a.Service, e.id, e.id, map[bool]string{true: "at least the one it has", false: "at most the one it has"}[st == domains.Increment])
			if c != nil {
				c.a.Over = true
			}
		}
		return l.stepBy(e, func(k int64) []int64 {
			var out []int64
			for t := e.lo; t <= e.hi; t++ {
				if (st == domains.Increment && t >= k) || (st == domains.Decrement && t <= k) {
					out = append(out, t)
				}
			}
			return out
		}), false
	}
	switch st {
	case domains.Reset:
		return l.set(e, e.class(clampCount(m, m.initial))), false
	case domains.SetCount:
		if a.Value == nil {
			return nil, false
		}
		v := countValue(*a.Value)
		why := ""
		switch {
		case *a.Value < 0:
			why = "not a whole number of at least 0"
		case m.max != nil && v > *m.max:
			why = "above the maximum of " + e.id
		case m.min != nil && v < *m.min:
			why = "below the minimum of " + e.id
		case m.step == 0 || math.Mod(v, m.step) != 0:
			why = "not a multiple of the step of " + e.id
		}
		if why != "" {
			return []ta.Stmt{&ta.Emit{Name: a.Desc + ": refused, " + why}}, true
		}
		return l.set(e, e.class(v)), false
	}
	delta := m.step
	if st == domains.Decrement {
		delta = -delta
	}
	// Counter.compute_next_state holds the sum within minimum and maximum;
	// InputNumber.async_increment takes min(value + step, max) and
	// async_decrement max(value - step, min).
	loB, hiB := math.Inf(-1), math.Inf(1)
	if m.min != nil && (m.integer || delta < 0) {
		loB = *m.min
	}
	if m.max != nil && (m.integer || delta > 0) {
		hiB = *m.max
	}
	inexact := false
	out = l.stepBy(e, func(k int64) []int64 {
		t := e.stepTargets(k, delta, loB, hiB)
		if len(t) > 1 {
			inexact = true
		}
		return t
	})
	if inexact && (e.read || l.opt.Keep[e.id]) {
		why := m.why
		if why == "" {
			// Values beyond the last point come back under this step.
			side, from := "maximum", config.FormatNum(e.consts[len(e.consts)-1])
			if delta > 0 {
				side, from = "minimum", config.FormatNum(e.consts[0])
			}
			why = fmt.Sprintf("%s has no %s, and the model tells its values apart only as far as %s", e.id, side, from)
		}
		l.note(a.Pos, "%s on %s: %s; from beyond, the value it sets is any it can reach", a.Service, e.id, why)
		if c != nil {
			c.a.Over = true
		}
	}
	return out, false
}

// stepBy changes e from each of its classes to the classes targets says
// (the environment choosing among several); a class that stays is left
// alone.
func (l *lowerer) stepBy(e *entity, targets func(k int64) []int64) []ta.Stmt {
	var chain []ta.Stmt
	for k := e.hi; k >= e.lo; k-- {
		if e.emptyClass(k) {
			continue
		}
		ts := targets(k)
		if len(ts) == 0 || (len(ts) == 1 && ts[0] == k) {
			continue
		}
		chain = []ta.Stmt{&ta.If{Cond: intCmp(e.id, ta.OpEq, k), Then: l.pick(e, k, ts), Else: chain}}
	}
	return chain
}

// selectStep lowers input_select.select_first, select_last, select_next
// and select_previous (SelectEntity in components/select: async_first,
// async_last, and _async_offset_index, which with cycle wraps around
// the options and without it stays at the first or last).
func (l *lowerer) selectStep(c *autoCtx, a *config.Action, e *entity, st domains.Step) []ta.Stmt {
	if !e.declared || e.numeric || e.domain != "input_select" {
		if e.read || l.opt.Keep[e.id] {
			l.note(a.Pos, "%s on %s: its options are not known to the model (not declared in the configuration read); it may take any of its states", a.Service, e.id)
			if c != nil {
				c.a.Over = true
			}
		}
		return l.selectBy(e, func(int64) []int64 {
			var out []int64
			for t := range e.values {
				out = append(out, int64(t))
			}
			return out
		})
	}
	n := int64(len(e.values))
	next := func(cycle bool) func(int64) []int64 {
		return func(i int64) []int64 {
			j := i + 1
			if st == domains.SelectPrevious {
				j = i - 1
			}
			if cycle {
				return []int64{(j + n) % n}
			}
			return []int64{min(max(j, 0), n-1)}
		}
	}
	switch st {
	case domains.SelectFirst:
		return l.set(e, 0)
	case domains.SelectLast:
		return l.set(e, n-1)
	}
	switch a.Cycle {
	case config.CycleOff:
		return l.selectBy(e, next(false))
	case config.CycleTemplated:
		if c != nil {
			c.a.Over = true
		}
		return []ta.Stmt{&ta.If{Cond: either(), Then: l.selectBy(e, next(true)), Else: l.selectBy(e, next(false))}}
	}
	return l.selectBy(e, next(true))
}

// selectBy is stepBy over an input_select's options.
func (l *lowerer) selectBy(e *entity, targets func(int64) []int64) []ta.Stmt {
	var chain []ta.Stmt
	for i := int64(len(e.values)) - 1; i >= 0; i-- {
		ts := targets(i)
		if len(ts) == 1 && ts[0] == i {
			continue
		}
		chain = []ta.Stmt{&ta.If{Cond: eq(e.id, e.values[i]), Then: l.pick(e, i, ts), Else: chain}}
	}
	return chain
}

// pick changes e from value index k to one of ts, the environment
// choosing when there are several (k itself: no change).
func (l *lowerer) pick(e *entity, k int64, ts []int64) []ta.Stmt {
	var out []ta.Stmt
	for i := len(ts) - 1; i >= 0; i-- {
		var to []ta.Stmt
		if ts[i] != k {
			to = l.set(e, ts[i])
		}
		if i == len(ts)-1 {
			out = to
			continue
		}
		out = []ta.Stmt{&ta.If{Cond: either(), Then: to, Else: out}}
	}
	return out
}

// helperStep lowers a service of domains.HelperStep on e; stop says that
// Home Assistant refuses it.
func (l *lowerer) helperStep(c *autoCtx, a *config.Action, e *entity, st domains.Step) ([]ta.Stmt, bool) {
	switch st {
	case domains.SelectFirst, domains.SelectLast, domains.SelectNext, domains.SelectPrevious:
		return l.selectStep(c, a, e, st), false
	}
	if !e.numeric {
		return nil, false
	}
	return l.numericStep(c, a, e, st)
}

// stateValue is the number a stepped helper's state text s stands for:
// a counter's state is str() of a Python int ("3"), an input_number's of
// a float ("3.0", "2.5"); a text in no such form is never its state.
func (e *entity) stateValue(s string) (float64, bool) {
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
		return 0, false
	}
	if e.domain == "counter" {
		return x, x == math.Trunc(x) && strconv.FormatInt(int64(x), 10) == s
	}
	return x, pythonFloat(x) == s
}

// pythonFloat is Python's str of a float for the usual values: the
// shortest decimal that reads back, with ".0" when it is whole.
func pythonFloat(x float64) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if math.Abs(x) >= 1e16 || (x != 0 && math.Abs(x) < 1e-4) {
		return strconv.FormatFloat(x, 'g', -1, 64)
	}
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// stateIs is a state condition's test of a stepped helper: its value is
// one of those states name (false when none is a number it can have);
// ok is false when e is not a stepped helper.
func (e *entity) stateIs(states []string) (ta.Expr, bool) {
	if e == nil || e.helper == nil || e.helper.num == nil {
		return nil, false
	}
	var x ta.Expr
	for _, s := range states {
		if v, ok := e.stateValue(s); ok {
			x = or(x, intCmp(e.id, ta.OpEq, e.class(v)))
		}
	}
	if x == nil {
		return boolLit(false), true
	}
	return x, true
}

// stateTrigger is what a state trigger on a stepped helper sees of its
// change to class v: whether the new state is one to: names (any, without
// to:) and not_to does not, and the test of the old one by from: and
// not_from:.
func (e *entity) stateTrigger(t *config.Trigger, v int64) (bool, ta.Expr) {
	named := func(list []string) bool {
		for _, s := range list {
			if x, ok := e.stateValue(s); ok && v%2 == 1 && e.class(x) == v {
				return true
			}
		}
		return false
	}
	toOK := (t.To == nil || named(t.To)) && !named(t.NotTo)
	var fromOK ta.Expr
	if t.From != nil {
		fromOK, _ = e.stateIs(t.From)
	}
	if len(t.NotFrom) > 0 {
		x, _ := e.stateIs(t.NotFrom)
		fromOK = and(fromOK, not(x))
	}
	return toOK, fromOK
}
