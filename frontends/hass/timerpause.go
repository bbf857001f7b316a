package hass

import (
	"fmt"
	"slices"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// A timer entity follows Home Assistant's Timer (components/timer): idle,
// active or paused, and the time it has left, _remaining:
//
//   - timer.start with a duration: active for that duration, which also
//     becomes the running duration; without one: for _remaining if the
//     timer has some (active: what it last started with; paused: what was
//     left), else for the running duration (the configured one once the
//     timer is idle);
//   - timer.pause of an active timer: paused, keeping what was left; of an
//     idle or paused timer: nothing;
//   - timer.cancel: idle; timer.finish: idle with timer.finished, from
//     active or paused; the end of the countdown: idle with
//     timer.finished.
//
// What is left when a timer pauses is a real number of seconds that
// depends on when the pause came: a clock that stops, which timed
// automata cannot express. (With x the time since the start, y since the
// pause and z since the resume, the resumed timer ends when x - y + z = D,
// a sum of three clocks; region and zone constraints compare one clock
// or the difference of two, and no choice of resets turns the sum into
// one, as a copy of the pause's length is needed.) The model keeps what
// is left as a window of whole units: at the pause the time since the
// start is classed against the multiples of the unit (exactly k units,
// or strictly between k and k+1), and the resumed timer ends at any
// moment of the window. A pause at a whole number of units (in the same
// instant as the start, or after a delay of whole units) keeps the time
// left exactly; otherwise the window is one unit wide, and after a
// second pause inside a window its lower end is dropped. The unit is the
// least divisor of the timer's durations that splits the longest into at
// most pauseClasses parts. Such pauses are noted as over-approximated.
type timerModel struct {
	durs    []int64 // the known durations, increasing
	unknown bool    // some start runs for a duration the model does not know
	conf    int     // the configured duration: its index in durs (len(durs): unknown)
	pause   bool    // timer.pause is called on it
	bare    bool    // timer.start is called on it without a duration
	// tracked: _remaining is kept in lo and hi (in units of w, n+1 when
	// not known), and the running duration in dur when it can differ
	// from the configured one at a pause.
	tracked bool
	w, n    int64
	lo, hi  string
	dur     string
	notedAt map[ta.Pos]bool
}

// pauseClasses is the most units a timer's longest duration is split
// into to keep what is left at a pause.
const pauseClasses = 20

// timerOf is what the automations do with timer entity e, collected from
// every call (collectTimerCall) and completed at its first use.
func (l *lowerer) timerOf(e *entity) *timerModel {
	h := e.helperInfo()
	if h.timer == nil {
		h.timer = &timerModel{notedAt: map[ta.Pos]bool{}}
	}
	return h.timer
}

// collectTimerCall records a timer service call on timer id.
func (l *lowerer) collectTimerCall(e *entity, svc string, a *config.Action) {
	tm := l.timerOf(e)
	switch svc {
	case "pause":
		tm.pause = true
	case "start":
		switch d := l.timerDuration(e, a); {
		case d > 0:
			if !slices.Contains(tm.durs, d) {
				tm.durs = append(tm.durs, d)
			}
		default:
			tm.unknown = true
		}
		if !givenDuration(a) {
			tm.bare = true
		}
	}
}

// givenDuration reports whether timer.start a gives a duration: Home
// Assistant's async_start tests `if duration:`, and a duration of 0 is
// none.
func givenDuration(a *config.Action) bool { return a.Delay != -1 && a.Delay != 0 }

// timerDuration is how long timer.start (a) runs timer e for when it is
// idle: the duration given in the call, else the one the configuration
// declares; negative when neither is known (a templated duration, or a
// timer configured elsewhere), and the environment ends the timer.
func (l *lowerer) timerDuration(e *entity, a *config.Action) int64 {
	if givenDuration(a) {
		return a.Delay // given (config.Templated if by a template)
	}
	if in := l.f.Inputs[e.id]; in != nil && in.Duration > 0 {
		return in.Duration
	}
	return -1
}

// setup completes the model of timer e once every call is collected: the
// configured duration, whether _remaining must be kept, the unit, and
// the variables that keep it.
func (l *lowerer) setupTimer(e *entity, tm *timerModel) {
	if tm.lo != "" || tm.w != 0 {
		return
	}
	slices.Sort(tm.durs)
	// The configured duration is run only by a start without one
	// (collectTimerCall added it, or unknown, for those).
	tm.conf = 0
	if tm.bare {
		tm.conf = len(tm.durs)
		if in := l.f.Inputs[e.id]; in != nil && in.Duration > 0 {
			tm.conf = slices.Index(tm.durs, in.Duration)
		}
	}
	kinds := len(tm.durs)
	if tm.unknown {
		kinds++
	}
	tm.tracked = tm.pause || (tm.bare && kinds > 1)
	tm.w = 1
	if !tm.tracked || len(tm.durs) == 0 {
		return
	}
	g := tm.durs[0]
	for _, d := range tm.durs[1:] {
		g = gcd(g, d)
	}
	longest := tm.durs[len(tm.durs)-1]
	for w := int64(1); w <= g; w++ {
		if g%w == 0 && longest/w <= pauseClasses {
			tm.w = w
			break
		}
	}
	tm.n = longest / tm.w
	texts := make([]string, tm.n+2)
	for k := range texts {
		texts[k] = ta.FormatDuration(int64(k) * tm.w)
	}
	texts[tm.n+1] = "not known"
	top := tm.n
	if tm.unknown {
		top = tm.n + 1
	}
	tm.lo = l.unique(e.id + ": remaining at least")
	tm.hi = l.unique(e.id + ": remaining at most")
	for _, v := range []string{tm.lo, tm.hi} {
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: v, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: top}, Pos: e.pos,
			Display: &ta.Display{Name: v, Values: texts[:top+1]}})
	}
	if tm.pause && kinds > 1 {
		// Only a pause at the instant the timer is due leaves it nothing,
		// and a start then runs the running duration, which need not be
		// the configured one.
		var dt []string
		for _, d := range tm.durs {
			dt = append(dt, ta.FormatDuration(d))
		}
		hiDur := int64(len(tm.durs) - 1)
		if tm.unknown {
			dt = append(dt, "not known")
			hiDur++
		}
		tm.dur = l.unique(e.id + ": running duration")
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: tm.dur, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: hiDur}, Pos: e.pos,
			Init: &ta.IntLit{Value: int64(tm.conf)}, Display: &ta.Display{Name: tm.dur, Values: dt}})
	}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func assignInt(v string, x int64) ta.Stmt { return &ta.Assign{Var: v, Value: &ta.IntLit{Value: x}} }

// timerService lowers timer.start, timer.pause, timer.cancel and
// timer.finish on timer entity e.
func (l *lowerer) timerService(e *entity, svc string, a *config.Action) []ta.Stmt {
	tm := l.timerOf(e)
	l.setupTimer(e, tm)
	switch svc {
	case "start":
		return l.timerStart(e, tm, a)
	case "pause":
		return l.timerPause(e, tm, a)
	case "cancel":
		// Timer.async_cancel: idle from any state.
		return append(l.timerStop(e), l.timerForget(e, tm, l.set(e, l.index(e, "idle")))...)
	}
	// Timer.async_finish: from active or paused; nothing when idle.
	return []ta.Stmt{&ta.If{Cond: not(eq(e.id, "idle")), Then: append(l.timerStop(e), l.timerEnd(e)...)}}
}

// timerStop cancels the IR timer of e's known durations.
func (l *lowerer) timerStop(e *entity) []ta.Stmt {
	if e.irTimer == "" {
		return nil
	}
	return []ta.Stmt{&ta.Cancel{Timer: e.irTimer}}
}

// timerForget puts back what a timer that goes idle keeps: no
// _remaining, and the configured duration as the running one.
func (l *lowerer) timerForget(e *entity, tm *timerModel, out []ta.Stmt) []ta.Stmt {
	if tm.lo != "" {
		out = append(out, assignInt(tm.lo, 0), assignInt(tm.hi, 0))
	}
	if tm.dur != "" {
		out = append(out, assignInt(tm.dur, int64(tm.conf)))
	}
	return out
}

// timerEnd is a timer's end (its countdown's, or timer.finish): idle,
// timer.finished, and nothing kept.
func (l *lowerer) timerEnd(e *entity) []ta.Stmt {
	tm := l.timerOf(e)
	l.setupTimer(e, tm)
	return l.timerForget(e, tm, l.timerFinished(e))
}

// runFor starts timer e for a duration: index k of tm.durs, or the
// duration not known (len(tm.durs)); fromCall also makes it the running
// duration.
func (l *lowerer) runFor(e *entity, tm *timerModel, k int, fromCall bool) []ta.Stmt {
	out := append(l.timerStop(e), l.set(e, l.index(e, "active"))...)
	if tm.dur != "" && fromCall {
		out = append(out, assignInt(tm.dur, int64(k)))
	}
	if k == len(tm.durs) {
		// The environment ends it (finEvent).
		if e.finEvent == "" {
			e.finEvent = l.unique(e.id + " finishes")
		}
		if tm.lo != "" {
			out = append(out, assignInt(tm.lo, 0), assignInt(tm.hi, tm.n+1))
		}
		return out
	}
	d := tm.durs[k]
	if tm.lo != "" {
		out = append(out, assignInt(tm.lo, d/tm.w), assignInt(tm.hi, d/tm.w))
	}
	return append(out, &ta.Start{Timer: e.irTimer, Lo: d, Hi: d})
}

// timerStart lowers timer.start (Timer.async_start).
func (l *lowerer) timerStart(e *entity, tm *timerModel, a *config.Action) []ta.Stmt {
	if givenDuration(a) {
		k := len(tm.durs)
		if a.Delay > 0 {
			k = slices.Index(tm.durs, a.Delay)
		}
		return l.runFor(e, tm, k, true)
	}
	configured := l.runFor(e, tm, tm.conf, false)
	if !tm.tracked {
		return configured
	}
	// _remaining when the timer has some, else the running duration: the
	// configured one when idle, dur after a pause that left nothing.
	running := configured
	if tm.dur != "" {
		last := len(tm.durs) - 1
		if tm.unknown {
			last++
		}
		running = l.runFor(e, tm, last, false)
		for k := last - 1; k >= 0; k-- {
			running = []ta.Stmt{&ta.If{Cond: intCmp(tm.dur, ta.OpEq, int64(k)), Then: l.runFor(e, tm, k, false), Else: running}}
		}
	}
	resume := append(l.timerStop(e), l.set(e, l.index(e, "active"))...)
	resume = append(resume, l.timerResume(e, tm)...)
	var has ta.Expr = not(eq(e.id, "idle"))
	if tm.lo != "" {
		has = and(has, intCmp(tm.hi, ta.OpGt, 0))
	}
	return []ta.Stmt{&ta.If{Cond: has, Then: resume, Else: []ta.Stmt{&ta.If{Cond: eq(e.id, "idle"), Then: configured, Else: running}}}}
}

// timerResume starts e's IR timer for the window lo..hi of what is left
// (nothing when it is not known: the environment ends the timer).
func (l *lowerer) timerResume(e *entity, tm *timerModel) []ta.Stmt {
	if tm.lo == "" {
		return nil
	}
	var chain []ta.Stmt
	for hi := tm.n; hi >= 1; hi-- {
		start := func(lo int64) []ta.Stmt {
			return []ta.Stmt{&ta.Start{Timer: e.irTimer, Lo: lo * tm.w, Hi: hi * tm.w}}
		}
		// The windows a pause leaves: exact, one unit wide, or from 0.
		inner := start(0)
		if hi-1 > 0 {
			inner = []ta.Stmt{&ta.If{Cond: intCmp(tm.lo, ta.OpEq, hi-1), Then: start(hi - 1), Else: inner}}
		}
		inner = []ta.Stmt{&ta.If{Cond: intCmp(tm.lo, ta.OpEq, hi), Then: start(hi), Else: inner}}
		chain = []ta.Stmt{&ta.If{Cond: intCmp(tm.hi, ta.OpEq, hi), Then: inner, Else: chain}}
	}
	return chain
}

// timerPause lowers timer.pause (Timer.async_pause): an active timer
// keeps what is left and stops.
func (l *lowerer) timerPause(e *entity, tm *timerModel, a *config.Action) []ta.Stmt {
	paused := l.set(e, l.index(e, "paused"))
	if tm.lo == "" {
		// No known duration: the environment ends it once it is active
		// again.
		return []ta.Stmt{&ta.If{Cond: eq(e.id, "active"), Then: paused}}
	}
	if !tm.notedAt[a.Pos] {
		tm.notedAt[a.Pos] = true
		l.f.Notes = append(l.f.Notes, config.Note{Pos: a.Pos, Kind: config.Over,
			What: fmt.Sprintf("timer.pause %s: what is left is kept to within %s (the resumed timer ends at any moment of that window) unless the pause comes a whole number of %s after the start", e.id, ta.FormatDuration(tm.w), ta.FormatDuration(tm.w))})
	}
	x := func(op ta.Op, k int64) ta.Expr {
		return &ta.Binary{Op: op, X: ident(e.irTimer), Y: &ta.DurationLit{Seconds: k * tm.w}, Atom: -1, Tod: -1}
	}
	minus := func(v string, k int64) ta.Expr {
		return &ta.Binary{Op: ta.OpSub, X: ident(v), Y: &ta.IntLit{Value: k}, Atom: -1, Tod: -1}
	}
	atLeast0 := func(v string, k int64) ta.Expr {
		return &ta.CondExpr{C: intCmp(v, ta.OpGt, k), Then: minus(v, k), Else: &ta.IntLit{Value: 0}}
	}
	// Exactly k units since the start: the window moves down by k. Strictly
	// between k and k+1: the upper end moves down by k, the lower by k+1
	// when the window was exact, and to 0 when it was one already.
	var chain []ta.Stmt
	for k := tm.n; k >= 0; k-- {
		between := []ta.Stmt{
			&ta.Assign{Var: tm.lo, Value: &ta.CondExpr{C: &ta.Binary{Op: ta.OpEq, X: ident(tm.lo), Y: ident(tm.hi), Atom: -1, Tod: -1},
				Then: atLeast0(tm.lo, k+1), Else: &ta.IntLit{Value: 0}}},
			&ta.Assign{Var: tm.hi, Value: minus(tm.hi, k)},
		}
		at := []ta.Stmt{&ta.Assign{Var: tm.lo, Value: atLeast0(tm.lo, k)}, &ta.Assign{Var: tm.hi, Value: minus(tm.hi, k)}}
		if k < tm.n {
			chain = []ta.Stmt{&ta.If{Cond: x(ta.OpLt, k+1), Then: between, Else: chain}}
		}
		chain = []ta.Stmt{&ta.If{Cond: x(ta.OpEq, k), Then: at, Else: chain}}
	}
	if tm.unknown {
		chain = []ta.Stmt{&ta.If{Cond: intCmp(tm.hi, ta.OpEq, tm.n+1), Else: chain}}
	}
	body := append(chain, l.timerStop(e)...)
	return []ta.Stmt{&ta.If{Cond: eq(e.id, "active"), Then: append(body, paused...)}}
}

// timerFinGuard is when the environment may end timer e: while it is
// active on a duration the model does not know.
func (l *lowerer) timerFinGuard(e *entity) ta.Expr {
	g := eq(e.id, "active")
	if tm := e.helperInfo().timer; tm != nil && tm.lo != "" {
		g = and(g, intCmp(tm.hi, ta.OpEq, tm.n+1))
	}
	return g
}
