// Package ztrace owns the zone engine's traces: the symbolic record of
// how each node of the zone graph was reached from its parent (Transit),
// and the concretisation of a path of them into exact times, replayed in
// the concrete interpreter (Concretise). It knows nothing of the search:
// package zone keeps the graph and hands a path over as its records.
//
// Each node records how it was reached from its parent (Transit):
// the constraints the run's clock answers chose and the resets it made,
// in order, then the delay and its invariant, and the phases of
// obligations closed as time passed. The path from the start to a node is
// a symbolic path (zones.Path) over the exact zones, whatever
// extrapolation the search used; zones.Concretise turns it into exact
// times (whole seconds where the zones allow, else the simplest
// rationals), and the stimuli at those times, with the factors' classes
// and random values the runs took, are replayed by explore.Replay in the
// concrete interpreter, which knows nothing of zones. A trace is reported
// only if the replay reaches what the search found; otherwise it is an
// internal error (ErrTrace).
package ztrace

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// ErrTrace wraps a trace that does not replay: an internal error of the
// zone engine, never a finding.
var ErrTrace = errors.New("zone: internal error: a trace does not replay")

// Concrete is a concretised and replayed path: what a trace is made of,
// and what its caller checks the replay reached.
type Concrete struct {
	Steps []explore.ReplayStep
	End   *big.Rat
	// At[k] is when hops[k] is taken, in time since the start with the
	// wraps unfolded: the instant a node of the path is reached, which a
	// hop of no stimulus (a wrap) has too, though Steps has no step for
	// it. A lasso whose cycle is only wraps is timed by these alone.
	At  []*big.Rat
	Rep *explore.Replayed
	Err error // the replay's error
	// With sun ranges: the calendar of the sun times the run takes, and
	// them in words.
	Cal   *ta.Calendar
	Sun   string
	Model *explore.Model // replayed over: the model, or with the sun times picked
}

// Hop is one node of a path from the start: the stimulus that reached it
// (-1: the start, or time passing) and its record.
type Hop struct {
	Stim int
	Tr   *Transit
}

// segments turns a phase into zones.Steps: a guard cannot follow a reset
// in one step, so each reset followed by a constraint starts a new step
// (at the same instant: the steps before the last are urgent).
func segments(ph Phase) []zones.Step {
	var out []zones.Step
	cur := zones.Step{Urgent: true}
	resets := false
	for _, o := range ph.Ops {
		if o.Reset > 0 {
			cur.Resets = append(cur.Resets, zones.Reset{Clock: o.Reset, Value: o.To})
			resets = true
			continue
		}
		if resets {
			out = append(out, cur)
			cur, resets = zones.Step{Urgent: true}, false
		}
		cur.Guard = append(cur.Guard, o.C)
	}
	cur.Inv, cur.Urgent = ph.Inv, !ph.Delay
	return append(out, cur)
}

// Concretise finds exact times for the path hops from the start zone
// init of m (the path to node, which its errors name, possibly followed
// by a failing run), with final holding at the end, and replays it: the
// trace of a finding is only reported once its replay reaches it. With
// a unit (not 0), the run ends at the least time on the wall clock that
// the path allows with final (zones.Path.Earliest), or less than unit
// seconds after it when it is not attained: inside the region engine's
// earliest region when unit is the program's GCD (of the whole program:
// a loop's may be a multiple of it). A violation's time is its
// earliest.
func Concretise(m *explore.Model, init *zones.DBM, hops []Hop, final []zones.Constraint, unit int64, node int) (*Concrete, error) {
	unfolded := false
	if m.Cfg.Cal.Wrap > 0 && len(m.Bind.Sun) > 0 {
		um, uinit, uhops, ufinal, err := unfoldSun(m, init, hops, final)
		if err != nil {
			return nil, fmt.Errorf("%w: the path to node %d: %v", ErrTrace, node, err)
		}
		m, init, hops, final = um, uinit, uhops, ufinal
		unfolded = true
	}
	path := &zones.Path{N: init.Clocks(), Init: init, Urgent: true, Final: final}
	if w := ta.WallClock + 1; unit > 0 && w <= path.N {
		path.Earliest, path.Unit = w, unit
	}
	type mark struct {
		step int
		stim int
		tr   *Transit
	}
	var marks []mark
	first := make([]int, len(hops)) // the path step each hop starts at
	for k, h := range hops {
		first[k] = len(path.Steps)
		if h.Stim >= 0 {
			marks = append(marks, mark{len(path.Steps), h.Stim, h.Tr})
		}
		for _, ph := range h.Tr.Phases {
			path.Steps = append(path.Steps, segments(ph)...)
		}
	}
	run, err := zones.Concretise(path)
	if err != nil {
		return nil, fmt.Errorf("%w: concretising the path to node %d: %v", ErrTrace, node, err)
	}
	wall := ta.WallClock + 1
	// Under --forever the wall clock is taken back a period at each
	// wrap (a reset of the wall clock, which nothing else resets): the
	// trace's times are the days unfolded.
	unfold := make([]*big.Rat, len(path.Steps)+1)
	unfold[0] = new(big.Rat)
	for k, st := range path.Steps {
		unfold[k+1] = unfold[k]
		for _, r := range st.Resets {
			if r.Clock == wall {
				unfold[k+1] = new(big.Rat).Add(unfold[k], big.NewRat(m.Cfg.Cal.Wrap, 1))
			}
		}
	}
	c := &Concrete{End: new(big.Rat).Add(run.End[wall], unfold[len(path.Steps)])}
	for _, f := range first {
		if f == len(path.Steps) {
			// A hop of no phase at the end (none is recorded so) is
			// reached at the end.
			c.At = append(c.At, c.End)
			continue
		}
		c.At = append(c.At, new(big.Rat).Add(run.Before[f][wall], unfold[f]))
	}
	for _, mk := range marks {
		c.Steps = append(c.Steps, explore.ReplayStep{At: new(big.Rat).Add(run.Before[mk.step][wall], unfold[mk.step]), Stim: mk.stim,
			Factors: mk.tr.Factors, Randoms: mk.tr.Randoms})
	}
	if m.Cfg.Cal.Wrap > 0 {
		if m, err = Unwrapped(m, c.End); err != nil {
			return nil, fmt.Errorf("%w: the path to node %d: %v", ErrTrace, node, err)
		}
		c.Cal = &m.Cfg.Cal
	}
	if len(m.Bind.Sun) > 0 {
		if m, err = sunModel(m, run.Start, c, unfolded); err != nil {
			return nil, fmt.Errorf("%w: the path to node %d: %v", ErrTrace, node, err)
		}
	}
	c.Model = m
	c.Rep, c.Err = explore.Replay(m, c.Steps, c.End, nil)
	return c, nil
}

// sunModel returns m with the sun times the concrete run's start
// values of the sun clocks stand for (start, by zone clock), for the
// replay, and notes them in c. A sun time is a whole second where the
// zones allow (zones.Concretise prefers integers); one that is not is an
// error, as the calendar and the trace files count in seconds. An
// unfolded --forever run (unfoldSun) names only the days up to its
// end's: its model has clocks for days past it, which it never reads.
func sunModel(m *explore.Model, start []*big.Rat, c *Concrete, unfolded bool) (*explore.Model, error) {
	cal := m.Cfg.Cal
	cal.Ranges = nil
	// Each day's times, from the day before the start's to the last: the
	// days without a clock take a time inside their span (it does not
	// matter which: nothing the run sees depends on it).
	last := cal.LastDay()
	rng := m.Cfg.Cal.Ranges
	cal.Days = nil
	for d := -1; d <= last; d++ {
		// Within the day's own piece: the shape of its conditions (a
		// window that runs into the next day or not) is that piece's.
		cal.Days = append(cal.Days, ta.SunDay{Sunrise: rng.SpanOn(d, ta.Sunrise).Inner(), Sunset: rng.SpanOn(d, ta.Sunset).Inner()})
	}
	var words []string
	for k, sc := range m.Bind.Sun {
		x := m.Bind.SunBase + k
		t := m.Bind.SunTime(x, start[x+1])
		if !t.IsInt() {
			return nil, fmt.Errorf("the run needs a sun time between whole seconds (%s s)", t.RatString())
		}
		sec := t.Num().Int64()
		day := &cal.Days[sc.Day+1]
		if sc.Base == ta.Sunrise {
			day.Sunrise = sec
		} else {
			day.Sunset = sec
		}
		if unfolded && endDay(m, c.End) < sc.Day {
			continue
		}
		words = append(words, strings.Replace(m.SunClockName(x), "("+sc.Span.String()+")", "at "+ta.FormatClockTime(sec), 1))
	}
	cal.Sunrise, cal.Sunset = cal.Days[1].Sunrise, cal.Days[1].Sunset
	if last == 0 {
		// Within the start's day: the day before matters only through a
		// window that runs into it, whose end is the start day's time.
		prev := cal.Days[0]
		cal.Days = nil
		if prev.Sunrise != cal.Sunrise || prev.Sunset != cal.Sunset {
			cal.Days = []ta.SunDay{prev, {Sunrise: cal.Sunrise, Sunset: cal.Sunset}}
		}
	}
	cfg := m.Cfg
	cfg.Cal = cal
	cm, err := explore.NewModel(m.Prog, cfg)
	if err != nil {
		return nil, err
	}
	c.Cal, c.Sun = &cm.Cfg.Cal, strings.Join(words, ", ")
	return cm, nil
}

// Trace is the trace of a replay that reached its end: the steps, and
// the state, observers and valuation there.
func (c *Concrete) Trace() *explore.Trace {
	return &explore.Trace{Steps: c.Rep.Steps, End: c.End, Final: c.Rep.State, Obs: c.Rep.Obs, Val: c.Rep.Val, Cal: c.Cal, Sun: c.Sun}
}

// Unwrapped returns m, explored without a horizon (--forever, whose
// calendar wraps the wall clock at midnight), as a model of the run up
// to end: the same calendar with a horizon of whole days past end and
// no wrap, on which a trace of any length replays in the concrete
// interpreter, day after day.
func Unwrapped(m *explore.Model, end *big.Rat) (*explore.Model, error) {
	cal := m.Cfg.Cal
	if cal.Wrap <= 0 {
		return m, nil
	}
	day := big.NewRat(ta.SecondsPerDay, 1)
	q := new(big.Rat).Quo(end, day)
	days := new(big.Int).Quo(q.Num(), q.Denom()).Int64() + 2
	cal.Wrap, cal.WrapAt = 0, 0
	cal.Horizon = max(cal.Horizon, days*ta.SecondsPerDay-cal.Start)
	cfg := m.Cfg
	cfg.Cal = cal
	return explore.NewModel(m.Prog, cfg)
}

// unfoldSun turns a path of a --forever search with sun ranges into
// the same path over the unwrapped model (Unwrapped), where every day has
// a sun clock of its own: at each wrap the search moved day d's clock to
// day d - k's place, taken back a period with the wall clock
// (zone.wrapSun), so after w wraps a constraint on the wall clock or a
// sun clock of day d is, unfolded, one on the wall clock w periods later
// or on the clock of day d + w·k, and the wrap's reset of the wall clock
// is no reset at all. Each day's sun time is then a start value of its
// own clock, as in a run over several days (sunModel names them).
func unfoldSun(m *explore.Model, init *zones.DBM, hops []Hop, final []zones.Constraint) (*explore.Model, *zones.DBM, []Hop, []zones.Constraint, error) {
	cal := &m.Cfg.Cal
	wall := ta.WallClock + 1
	wraps := int64(0)
	for _, h := range hops {
		for _, ph := range h.Tr.Phases {
			for _, o := range ph.Ops {
				if o.Reset == wall {
					wraps++
				}
			}
		}
	}
	um, err := Unwrapped(m, big.NewRat((wraps+1)*cal.Wrap+cal.WrapAt, 1))
	if err != nil {
		return nil, nil, nil, nil, err
	}
	b, ub := m.Bind, um.Bind
	if ub.SunBase != b.SunBase {
		return nil, nil, nil, nil, fmt.Errorf("the unwrapped model numbers its sun clocks from %d, not %d", ub.SunBase, b.SunBase)
	}
	k := int(cal.Wrap / ta.SecondsPerDay)
	// index maps a DBM index after w wraps to the unwrapped model's, and
	// says whether its value is the wall clock's or a sun clock's (w
	// periods behind the unwrapped one).
	index := func(x int, w int64) (int, bool, error) {
		if x == wall {
			return x, true, nil
		}
		j := x - 1 - b.SunBase
		if x == 0 || j < 0 {
			return x, false, nil
		}
		sc := b.Sun[j]
		for i, u := range ub.Sun {
			if u.Day == sc.Day+int(w)*k && u.Base == sc.Base {
				return ub.SunBase + i + 1, true, nil
			}
		}
		return 0, false, fmt.Errorf("no sun clock for the %v of day %d", sc.Base, sc.Day+int(w)*k)
	}
	con := func(c zones.Constraint, w int64) (zones.Constraint, error) {
		i, si, err := index(c.I, w)
		if err != nil {
			return c, err
		}
		j, sj, err := index(c.J, w)
		if err != nil {
			return c, err
		}
		v := c.B
		d := int64(0)
		if si {
			d += w * cal.Wrap
		}
		if sj {
			d -= w * cal.Wrap
		}
		if d != 0 {
			by, err := zones.LE(d)
			if err != nil {
				return c, err
			}
			if v, err = v.Add(by); err != nil {
				return c, err
			}
		}
		return zones.Constraint{I: i, J: j, B: v}, nil
	}
	cons := func(cs []zones.Constraint, w int64) ([]zones.Constraint, error) {
		var out []zones.Constraint
		for _, c := range cs {
			u, err := con(c, w)
			if err != nil {
				return nil, err
			}
			out = append(out, u)
		}
		return out, nil
	}
	w := int64(0)
	var out []Hop
	for _, h := range hops {
		tr := *h.Tr
		tr.Phases = nil
		for _, ph := range h.Tr.Phases {
			var nph Phase
			nph.Delay = ph.Delay
			for _, o := range ph.Ops {
				switch {
				case o.Reset == wall:
					w++ // the wrap: no reset unfolded
				case o.Reset > 0:
					nph.Ops = append(nph.Ops, o) // a program clock's
				default:
					c, err := con(o.C, w)
					if err != nil {
						return nil, nil, nil, nil, err
					}
					nph.Ops = append(nph.Ops, Op{C: c})
				}
			}
			inv, err := cons(ph.Inv, w)
			if err != nil {
				return nil, nil, nil, nil, err
			}
			nph.Inv = inv
			tr.Phases = append(tr.Phases, nph)
		}
		out = append(out, Hop{Stim: h.Stim, Tr: &tr})
	}
	ufinal, err := cons(final, w)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	// The start zone: the program's clocks as in init, every day's sun
	// clock anywhere in its span (as zone's initial).
	uinit, err := zones.New(um.NClocks)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	uinit.SetUniverse()
	for i := 0; i <= b.SunBase; i++ {
		for j := 0; j <= b.SunBase; j++ {
			uinit.Set(i, j, init.At(i, j))
		}
	}
	for i := range ub.Sun {
		x := ub.SunBase + i + 1
		uinit.Free(x)
		lo, hi, loOpen, hiOpen := ub.SunStart(x - 1)
		blo, err := zones.NewBound(-lo, loOpen)
		if err != nil {
			return nil, nil, nil, nil, err
		}
		bhi, err := zones.NewBound(hi, hiOpen)
		if err != nil {
			return nil, nil, nil, nil, err
		}
		if _, err := uinit.Constrain(0, x, blo); err != nil {
			return nil, nil, nil, nil, err
		}
		if _, err := uinit.Constrain(x, 0, bhi); err != nil {
			return nil, nil, nil, nil, err
		}
	}
	return um, uinit, out, ufinal, nil
}

// endDay is the day (0: the start's) the time since the start end is on.
func endDay(m *explore.Model, end *big.Rat) int {
	t := new(big.Rat).Add(end, big.NewRat(m.Cfg.Cal.Start, 1))
	t.Quo(t, big.NewRat(ta.SecondsPerDay, 1))
	return int(new(big.Int).Quo(t.Num(), t.Denom()).Int64())
}
