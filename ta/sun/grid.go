package sun

import (
	"errors"
	"fmt"
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

// ErrGridTooFine is returned (wrapped, with the unit) by
// GridCalendars when the grid's unit is too small for whole seconds to
// realise every class of sun times: u = 1 s leaves no whole second strictly
// between two grid points, and two sun times inside pieces need room for
// the orders <, = and > of their fractional parts.
var ErrGridTooFine = errors.New("the sun times' grid is too fine to realise every class with whole seconds")

// ErrTooManyClasses is returned (wrapped, with the number of classes) by
// GridCalendars when the classes are more than the caller's limit.
var ErrTooManyClasses = errors.New("too many classes of sun times")

// GridCalendars splits sunrise and sunset ranges into classes of sun
// times that no comparison of the program can tell apart, and returns one
// calendar per class: where Calendars cuts a range only where a
// sun-derived time meets a fixed time of day, this cuts it on a grid, which
// also separates the sun times a timer started at a fixed time races.
//
// Why a grid is exact: let u divide every constant of the model other than
// the sun times (clock constants, timer windows, invariant bounds, fixed
// times of day, offsets, the start, the horizon, the length of a day). The
// map phi(t) = u*floor(t/u) + u*h(frac(t/u)), with h a monotone bijection
// of [0,1) fixing 0, commutes with adding multiples of u, so it preserves
// every comparison of a clock (difference) with a constant and of a time of
// day with another; choosing h to take the sun times' fractions (in units
// u) to other ones with the same order maps every run for the first sun
// times to a run for the others. So two sets of sun times are in one class
// when their integer parts (in units u), which of them are on the grid, and
// the order of the fractional parts of the others agree -- the regions of
// the sun times as clocks.
//
// unit is the GCD of the model's clock constants (the region layout's, for
// the model with the sun at 00:00); GridCalendars reduces it further to
// divide the day, the start, the horizon, every time literal of the program
// (its invariants' included, once checked against it), every schedule's
// period and every clock's initial value, so that the caller need not know
// them. A start state that sets clocks or timers must be in the unit too.
//
// Each day's sunrise and sunset lie in their range independently. Only the
// (day, sunrise or sunset) pairs that can reach the run's wall clock
// [0, Horizon] count (see sunMatters); the others take the range's From.
// When only the start day's times count, the calendars set Sunrise and
// Sunset (every day has them); otherwise they set Days from the day before
// the start to the day the horizon ends on, and Sunrise and Sunset to the
// start day's (base.Days is replaced). Fixed ranges (From == To) are one
// value each; when both are fixed the result is base with those times.
//
// Representatives are whole seconds, as round as they can be in their
// piece (a whole hour, half hour, ..., minute, 30 s, ... before any
// second). The calendars are in ascending order of the sunrises, then the
// sunsets, day by day. More classes than limit (which must be positive:
// a few sun times already have millions of classes) is an error
// (ErrTooManyClasses) saying how many there are.
func GridCalendars(p *ta.Program, base ta.Calendar, rise, set ta.SunRange, unit int64, limit int) ([]ta.Calendar, error) {
	for _, r := range []ta.SunRange{rise, set} {
		if r.From > r.To || r.From < 0 || r.To >= ta.SecondsPerDay {
			return nil, fmt.Errorf("a sun range must be from <= to within one day")
		}
	}
	if base.Horizon < 0 || base.Start < 0 || base.Start >= ta.SecondsPerDay {
		return nil, fmt.Errorf("the start must be a time of day and the horizon not negative")
	}
	if rise.From == rise.To && set.From == set.To {
		cal := base
		cal.Sunrise, cal.Sunset = rise.From, set.From
		return []ta.Calendar{cal}, nil
	}
	lits := sunLiterals(p)
	last := base.LastDay()
	ranges := map[ta.TimeBase]ta.SunRange{ta.Sunrise: rise, ta.Sunset: set}
	var params []sunParam
	varies := false
	for _, b := range []ta.TimeBase{ta.Sunrise, ta.Sunset} {
		for d := -1; d <= last; d++ {
			if sunMatters(lits, base, ranges, d, b) {
				params = append(params, sunParam{day: d, base: b, r: ranges[b]})
				varies = varies || ranges[b].From != ranges[b].To
			}
		}
	}
	if !varies {
		// No time the program derives from a range's sun can reach the
		// run: one class.
		return []ta.Calendar{sunCalendar(base, params, nil, rise, set, last)}, nil
	}
	if unit <= 0 || limit <= 0 {
		return nil, fmt.Errorf("the sun grid's unit and its limit of classes must be positive, not %d and %d", unit, limit)
	}
	u := sunUnit(p, lits, base, unit)
	choices := make([][]sunChoice, len(params))
	lower := int64(1) // the classes are at least the product of the pieces
	for i, sp := range params {
		choices[i] = sunChoices(sp.r, u)
		lower = satMul(lower, int64(len(choices[i])))
	}
	if lower > int64(limit) {
		return nil, fmt.Errorf("%w: at least %d cases of sunrise and sunset over %d sun times on a grid of %s, more than the limit %d",
			ErrTooManyClasses, lower, len(params), ta.FormatDuration(u), limit)
	}
	// Every combination of pieces, and in each, every order of the
	// fractional parts of the sun times inside pieces.
	var vals [][]int64
	count := 0
	const countCap = 1 << 20 // counting past the limit stops here
	pick := make([]int, len(params))
	for {
		var open []int
		for i, c := range pick {
			if !choices[i][c].point {
				open = append(open, i)
			}
		}
		err := sunOrders(params, choices, pick, open, u, func(v []int64) bool {
			count++
			if count > limit {
				return count < countCap
			}
			vals = append(vals, v)
			return true
		})
		if err != nil {
			return nil, err
		}
		if count > limit && count >= countCap {
			break
		}
		i := len(pick) - 1
		for ; i >= 0; i-- {
			if pick[i]++; pick[i] < len(choices[i]) {
				break
			}
			pick[i] = 0
		}
		if i < 0 {
			break
		}
	}
	if count > limit {
		n := fmt.Sprint(count)
		if count >= countCap {
			n = fmt.Sprintf("at least %d", count) // counting stopped
		}
		return nil, fmt.Errorf("%w: %s cases of sunrise and sunset over %d sun times on a grid of %s, more than the limit %d",
			ErrTooManyClasses, n, len(params), ta.FormatDuration(u), limit)
	}
	sort.Slice(vals, func(i, j int) bool {
		for k := range vals[i] {
			if vals[i][k] != vals[j][k] {
				return vals[i][k] < vals[j][k]
			}
		}
		return false
	})
	out := make([]ta.Calendar, 0, len(vals))
	for _, v := range vals {
		out = append(out, sunCalendar(base, params, v, rise, set, last))
	}
	return out, nil
}

// sunParam is one sun time that can change the run: a day's (-1 the day
// before the start's) sunrise or sunset, and the range it lies in.
type sunParam struct {
	day  int
	base ta.TimeBase
	r    ta.SunRange
}

// sunCalendar is base with the sun times vals gives params (nil: each
// param at its range's From); the others at their range's From.
func sunCalendar(base ta.Calendar, params []sunParam, vals []int64, rise, set ta.SunRange, last int) ta.Calendar {
	cal := base
	cal.Days = nil
	value := func(d int, b ta.TimeBase) int64 {
		for i, sp := range params {
			if sp.day == d && sp.base == b {
				if vals == nil {
					return sp.r.From
				}
				return vals[i]
			}
		}
		if b == ta.Sunrise {
			return rise.From
		}
		return set.From
	}
	oneDay := true
	for _, sp := range params {
		oneDay = oneDay && sp.day == 0
	}
	cal.Sunrise, cal.Sunset = value(0, ta.Sunrise), value(0, ta.Sunset)
	if !oneDay {
		for d := -1; d <= last; d++ {
			cal.Days = append(cal.Days, ta.SunDay{Sunrise: value(d, ta.Sunrise), Sunset: value(d, ta.Sunset)})
		}
	}
	return cal
}

// sunLits are the program's time literals as the binding uses them: the
// times compared with the time of day, the windows' ends, the schedules'
// instants (a copy of what Calendars collects, with each literal's role,
// which decides which days it reads).
type sunLits struct {
	at      []ta.TimeLit    // a point on its own day: `time < L`, `at L`
	windows [][2]ta.TimeLit // `time in From..To`: To may be the next day's
	periods []int64
}

func sunLiterals(p *ta.Program) sunLits {
	var l sunLits
	for _, a := range p.TodAtoms() {
		if a.In {
			l.windows = append(l.windows, [2]ta.TimeLit{a.From, a.To})
		} else {
			l.at = append(l.at, a.At)
		}
	}
	for _, s := range p.Schedules() {
		if s.At != nil {
			l.at = append(l.at, *s.At)
		} else {
			l.periods = append(l.periods, s.Period)
		}
	}
	return l
}

// todHull returns the least and the greatest time of day literal t can
// resolve to when its base (if the sun) lies in r: where base + offset
// crosses midnight within r, the whole day.
func todHull(t ta.TimeLit, r ta.SunRange) (lo, hi int64) {
	if t.Base == ta.Midnight {
		x := mod(t.Offset, ta.SecondsPerDay)
		return x, x
	}
	a, b := r.From+t.Offset, r.To+t.Offset
	if ta.FloorDiv(a, ta.SecondsPerDay) != ta.FloorDiv(b, ta.SecondsPerDay) {
		return 0, ta.SecondsPerDay - 1
	}
	return mod(a, ta.SecondsPerDay), mod(b, ta.SecondsPerDay)
}

// sunMatters reports whether day d's sun time of base b can change the
// run (conservatively: it may say so of one that cannot). It can when a
// time derived from it can fall within [0, Horizon] of the wall clock
// (the hull of its values is tested, so that a derived time jumping across
// midnight, from past the horizon to before the start, counts), or when it
// decides whether a window opened on day d runs into the next day (the
// window's end before or after its start) and that window can reach the
// run: a window opened the day before the start that reaches into it
// matters through that choice and through the next day's end.
func sunMatters(l sunLits, cal ta.Calendar, ranges map[ta.TimeBase]ta.SunRange, d int, b ta.TimeBase) bool {
	midnight := int64(d)*ta.SecondsPerDay - cal.Start // wall clock at day d's midnight, were the local clock not to change
	// Where the local clock changes, a local time falls up to the
	// changes' sum away from where it would without them.
	ahead, behind := cal.MaxShift()
	reaches := func(t ta.TimeLit) bool {
		if t.Base != b {
			return false
		}
		lo, hi := todHull(t, ranges[b])
		return midnight+lo-ahead <= cal.Horizon && midnight+hi+behind >= 0
	}
	for _, t := range l.at {
		if reaches(t) {
			return true
		}
	}
	for _, w := range l.windows {
		if reaches(w[0]) || reaches(w[1]) {
			return true
		}
		if w[0].Base != b && w[1].Base != b {
			continue
		}
		// Does the window run into the next day for some sun times and
		// not for others? It can reach the run only if it opens before
		// the horizon's end and ends (at the latest the day after next)
		// after the start.
		fLo, fHi := todHull(w[0], ranges[w[0].Base])
		tLo, tHi := todHull(w[1], ranges[w[1].Base])
		wraps, stays := tLo <= fHi, tHi > fLo
		if wraps && stays && midnight+fLo-ahead <= cal.Horizon && midnight+2*ta.SecondsPerDay+behind >= 0 {
			return true
		}
	}
	return false
}

// sunUnit reduces unit to divide every constant GridCalendars can see
// in the program and the calendar.
func sunUnit(p *ta.Program, l sunLits, cal ta.Calendar, unit int64) int64 {
	u := ta.GCD(unit, ta.SecondsPerDay)
	u = ta.GCD(u, cal.Start)
	u = ta.GCD(u, cal.Horizon)
	for _, t := range l.at {
		u = ta.GCD(u, t.Offset)
	}
	for _, w := range l.windows {
		u = ta.GCD(ta.GCD(u, w[0].Offset), w[1].Offset)
	}
	for _, per := range l.periods {
		u = ta.GCD(u, per)
	}
	for _, c := range p.Clocks {
		if c.Init != nil {
			u = ta.GCD(u, *c.Init)
		}
	}
	// The local clock's changes move the times of day by their sums, from
	// their instants on.
	for _, c := range cal.Changes {
		u = ta.GCD(ta.GCD(u, c.At), c.By)
	}
	return u
}

func satMul(a, b int64) int64 {
	if a != 0 && b > (1<<62)/a {
		return 1 << 62
	}
	return a * b
}

// sunChoice is where a sun time lies with respect to the grid: on the
// grid point at, or strictly inside the piece starting at at, in the part
// of the piece its range allows: offsets (seconds into the piece) from lo
// to hi, each end excluded when loOpen or hiOpen.
type sunChoice struct {
	point          bool
	at             int64
	lo, hi         int64
	loOpen, hiOpen bool
}

// sunChoices lists the grid points and the pieces r meets, in order.
func sunChoices(r ta.SunRange, u int64) []sunChoice {
	var out []sunChoice
	for k := r.From / u; k*u <= r.To; k++ {
		at := k * u
		if at >= r.From {
			out = append(out, sunChoice{point: true, at: at})
		}
		c := sunChoice{at: at, lo: 0, hi: u, loOpen: true, hiOpen: true}
		if r.From > at {
			c.lo, c.loOpen = r.From-at, false
		}
		if r.To < at+u {
			c.hi, c.hiOpen = r.To-at, false
		}
		if c.lo < c.hi || (c.lo == c.hi && !c.loOpen && !c.hiOpen) {
			out = append(out, c)
		}
	}
	return out
}

// sunOrders calls yield with the sun times of every class of the
// combination of pieces pick: one per order of the fractional parts of
// the sun times in pieces (open) that their ranges allow, with values as
// round as the order lets them be. It stops when yield returns false. An
// order the reals allow but whole seconds do not is ErrGridTooFine.
func sunOrders(params []sunParam, choices [][]sunChoice, pick, open []int, u int64, yield func([]int64) bool) error {
	base := make([]int64, len(params))
	for i, c := range pick {
		base[i] = choices[i][c].at
	}
	if len(open) == 0 {
		yield(base)
		return nil
	}
	if len(open) > 60 {
		// The orders of 61 fractions are far more than any limit (and
		// than the subsets of a word).
		return fmt.Errorf("%w: %d sun times inside pieces of the grid", ErrTooManyClasses, len(open))
	}
	// Real feasibility on a grid of 1/scale s: with integer ends, n values
	// fit strictly between two integers when scale > n.
	scale := int64(len(open) + 1)
	bounds := func(c sunChoice, s int64) (lo, hi int64) {
		lo, hi = c.lo*s, c.hi*s
		if c.loOpen {
			lo++
		}
		if c.hiOpen {
			hi--
		}
		return lo, hi
	}
	var blocks [][]int
	var stop bool
	var fail error
	// feasible is the greedy test: each block at the least value above
	// the previous one and its members' lower bounds.
	feasible := func(s int64) bool {
		prev := int64(-1)
		for _, bl := range blocks {
			lo, hi := prev+1, int64(1<<62)
			for _, i := range bl {
				l, h := bounds(choices[i][pick[i]], s)
				lo, hi = max(lo, l), min(hi, h)
			}
			if lo > hi {
				return false
			}
			prev = lo
		}
		return true
	}
	var rec func(rest uint64)
	rec = func(rest uint64) {
		if stop {
			return
		}
		if rest == 0 {
			if !feasible(1) {
				fail = fmt.Errorf("%w: a grid of %s (the ta.GCD of the program's time constants) leaves %d sun times no whole seconds for every order of their parts between grid points",
					ErrGridTooFine, ta.FormatDuration(u), len(open))
				stop = true
				return
			}
			v := append([]int64(nil), base...)
			sunRound(blocks, choices, pick, v)
			stop = !yield(v)
			return
		}
		// The next block: every non-empty subset of what is left.
		for sub := rest; sub != 0; sub = (sub - 1) & rest {
			var bl []int
			for j, i := range open {
				if sub&(1<<j) != 0 {
					bl = append(bl, i)
				}
			}
			blocks = append(blocks, bl)
			if feasible(scale) {
				rec(rest &^ sub)
			}
			blocks = blocks[:len(blocks)-1]
			if stop {
				return
			}
		}
	}
	rec(1<<len(open) - 1)
	return fail
}

// sunRound sets the values of the open sun times in v (offsets into their
// pieces added to the pieces' starts), block by block in ascending order,
// each as round as the blocks after it allow.
func sunRound(blocks [][]int, choices [][]sunChoice, pick []int, v []int64) {
	n := len(blocks)
	lo, hi := make([]int64, n), make([]int64, n)
	for j, bl := range blocks {
		lo[j], hi[j] = 0, 1<<62
		for _, i := range bl {
			c := choices[i][pick[i]]
			l, h := c.lo, c.hi
			if c.loOpen {
				l++
			}
			if c.hiOpen {
				h--
			}
			lo[j], hi[j] = max(lo[j], l), min(hi[j], h)
		}
	}
	for j := n - 2; j >= 0; j-- {
		hi[j] = min(hi[j], hi[j+1]-1)
	}
	prev := int64(-1)
	for j, bl := range blocks {
		at := choices[bl[0]][pick[bl[0]]].at
		off := roundIn(at, max(lo[j], prev+1), hi[j])
		for _, i := range bl {
			v[i] = choices[i][pick[i]].at + off
		}
		prev = off
	}
}

// roundIn returns the offset in [lo, hi] (lo <= hi) that puts at + offset
// on the roundest time of day: the least multiple of the coarsest of an
// hour, half an hour, ..., a minute, 30 s, ..., a second that fits.
func roundIn(at, lo, hi int64) int64 {
	for _, g := range []int64{3600, 1800, 900, 600, 300, 60, 30, 15, 10, 5, 2} {
		t := (at + lo + g - 1) / g * g
		if t <= at+hi {
			return t - at
		}
	}
	return lo
}
