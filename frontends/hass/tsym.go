package hass

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// Templates are evaluated symbolically over the model's finite domains.
// A template's value depends on a few dimensions, each with finitely many
// values: an entity's state (or numeric class), the hour, the minute and
// the day of the week, the run's trigger, the truth of a clock
// comparison. A symbolic value (sym) is a list of alternatives, each a
// concrete value (jv) under a guard (cube): the guards are disjoint and
// together cover every point of the dimensions, so the template's
// concrete value at any point is the value of the one alternative whose
// guard holds there. An operation on symbolic values applies to every
// pair of alternatives whose guards meet.

// maxAlts bounds the alternatives of one value: past it the value is
// over-approximated (noted), rather than the lowering growing without
// bound.
const maxAlts = 4096

// bitset is a set of a dimension's values.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

func fullBitset(n int) bitset {
	b := newBitset(n)
	for i := 0; i < n; i++ {
		b.set(i)
	}
	return b
}

func oneBit(n, i int) bitset {
	b := newBitset(n)
	b.set(i)
	return b
}

func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }
func (b bitset) has(i int) bool { return i/64 < len(b) && b[i/64]&(1<<(i%64)) != 0 }

func (b bitset) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

func (b bitset) and(c bitset) bitset {
	out := make(bitset, len(b))
	for i := range b {
		out[i] = b[i] & c[i]
	}
	return out
}

func (b bitset) or(c bitset) bitset {
	out := make(bitset, len(b))
	for i := range b {
		out[i] = b[i] | c[i]
	}
	return out
}

func (b bitset) empty() bool {
	for _, w := range b {
		if w != 0 {
			return false
		}
	}
	return true
}

// members lists the values in the set, in order.
func (b bitset) members(n int) []int {
	var out []int
	for i := 0; i < n; i++ {
		if b.has(i) {
			out = append(out, i)
		}
	}
	return out
}

// dim is a dimension a template's value depends on.
type dim struct {
	key string
	n   int
	// cond is the IR condition that the dimension's value is in the set
	// (neither empty nor full).
	cond func(set bitset) ta.Expr
	// time: the hour, minute or weekday of now (cubeExpr writes them
	// together as windows of the day).
	time timeDim
}

type timeDim uint8

const (
	notTime timeDim = iota
	hourDim
	minuteDim
	weekdayDim
	mdayDim  // now().day: 1..31
	monthDim // now().month: 1..12
	yearDim  // now().year: the classes of yearValues
)

// restr restricts one dimension to a set.
type restr struct {
	d   int
	set bitset
}

// cube is a conjunction of restrictions, by increasing dimension; the
// empty cube holds everywhere.
type cube []restr

// meet is the conjunction of two cubes; ok is false when it is empty.
func (t *tlower) meet(a, b cube) (cube, bool) {
	if len(a) == 0 {
		return b, true
	}
	if len(b) == 0 {
		return a, true
	}
	out := make(cube, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j >= len(b) || (i < len(a) && a[i].d < b[j].d):
			out = append(out, a[i])
			i++
		case i >= len(a) || b[j].d < a[i].d:
			out = append(out, b[j])
			j++
		default:
			s := a[i].set.and(b[j].set)
			if s.empty() {
				return nil, false
			}
			out = append(out, restr{a[i].d, s})
			i++
			j++
		}
	}
	return out, true
}

// alt is one alternative of a symbolic value.
type alt struct {
	g cube
	v jv
}

// sym is a symbolic value: alternatives with disjoint guards covering
// every point.
type sym []alt

// one is the symbolic value that is v everywhere.
func one(v jv) sym { return sym{{v: v}} }

// lift applies f to every alternative of x; f's result is split under
// the alternative's guard.
func (t *tlower) lift(x sym, f func(jv) sym) sym {
	var out sym
	for _, a := range x {
		for _, b := range f(a.v) {
			if g, ok := t.meet(a.g, b.g); ok {
				out = append(out, alt{g, b.v})
			}
		}
		if len(out) > maxAlts {
			if out = t.compact(out); len(out) > maxAlts {
				return t.tooMany()
			}
		}
	}
	return t.compact(out)
}

// lift2 applies f to every pair of alternatives of x and y whose guards
// meet.
func (t *tlower) lift2(x, y sym, f func(a, b jv) sym) sym {
	var out sym
	for _, a := range x {
		for _, b := range y {
			g, ok := t.meet(a.g, b.g)
			if !ok {
				continue
			}
			for _, c := range f(a.v, b.v) {
				if g2, ok := t.meet(g, c.g); ok {
					out = append(out, alt{g2, c.v})
				}
			}
			if len(out) > maxAlts {
				if out = t.compact(out); len(out) > maxAlts {
					return t.tooMany()
				}
			}
		}
	}
	return t.compact(out)
}

// under restricts x to the points of cube g.
func (t *tlower) under(g cube, x sym) sym {
	var out sym
	for _, a := range x {
		if g2, ok := t.meet(g, a.g); ok {
			out = append(out, alt{g2, a.v})
		}
	}
	return out
}

// compactAt is the number of alternatives past which an operation's
// result is compacted.
const compactAt = 8

// compact joins the alternatives that have the same value and whose
// guards differ in one dimension only (now().minute < 30 is two
// alternatives, not sixty).
func (t *tlower) compact(x sym) sym {
	if len(x) <= compactAt {
		return x
	}
	type group struct {
		v     jv
		cubes []cube
	}
	var groups []*group
	byKey := map[string]*group{}
	var out sym
	for _, a := range x {
		k, ok := valKey(a.v)
		if !ok {
			out = append(out, a)
			continue
		}
		g := byKey[k]
		if g == nil {
			g = &group{v: a.v}
			byKey[k] = g
			groups = append(groups, g)
		}
		g.cubes = append(g.cubes, a.g)
	}
	for _, g := range groups {
		for _, c := range t.joinAll(g.cubes) {
			out = append(out, alt{c, g.v})
		}
	}
	return out
}

// joinAll joins cubes that agree on all dimensions but one, bucketing
// them by the rest, until no more join.
func (t *tlower) joinAll(cubes []cube) []cube {
	for changed := true; changed && len(cubes) > 1; {
		changed = false
		dims := map[int]bool{}
		for _, c := range cubes {
			for _, r := range c {
				dims[r.d] = true
			}
		}
		for d := range dims {
			buckets := map[string]int{}
			var next []cube
			for _, c := range cubes {
				key, set := cubeWithout(c, d)
				if set == nil {
					set = fullBitset(t.dims[d].n)
				}
				if i, ok := buckets[key]; ok {
					u := restrOf(next[i], d, t.dims[d].n).or(set)
					next[i] = withRestr(next[i], d, u, t.dims[d].n)
					changed = true
					continue
				}
				buckets[key] = len(next)
				next = append(next, c)
			}
			cubes = next
		}
	}
	return cubes
}

// cubeWithout is a key for the cube's restrictions but dimension d's,
// and its set for d (nil: not restricted).
func cubeWithout(c cube, d int) (string, bitset) {
	var b strings.Builder
	var set bitset
	for _, r := range c {
		if r.d == d {
			set = r.set
			continue
		}
		fmt.Fprintf(&b, "%d:%x;", r.d, []uint64(r.set))
	}
	return b.String(), set
}

func restrOf(c cube, d, n int) bitset {
	for _, r := range c {
		if r.d == d {
			return r.set
		}
	}
	return fullBitset(n)
}

// withRestr is the cube with dimension d restricted to set (dropped
// when the set is full).
func withRestr(c cube, d int, set bitset, n int) cube {
	var out cube
	done := false
	for _, r := range c {
		switch {
		case r.d == d:
			done = true
			if set.count() < n {
				out = append(out, restr{d, set})
			}
		case r.d > d && !done:
			done = true
			if set.count() < n {
				out = append(out, restr{d, set})
			}
			out = append(out, r)
		default:
			out = append(out, r)
		}
	}
	if !done && set.count() < n {
		out = append(out, restr{d, set})
	}
	return out
}

// valKey is a key of a value for compact: equal values, equal keys;
// false for values it does not join (objects, times).
func valKey(v jv) (string, bool) {
	switch v.k {
	case jNone, jUndef:
		return fmt.Sprintf("%d:%s", v.k, v.s), true
	case jBool:
		return fmt.Sprintf("b:%v", v.b), true
	case jNum:
		return fmt.Sprintf("n:%v:%v", v.f, v.isInt), true
	case jStr:
		return "s:" + v.s, true
	case jErr:
		return "e:" + v.why, true
	case jUnknown:
		if v.lf != nil {
			return "", false
		}
		return fmt.Sprintf("u:%v:%s", v.nt, v.why), true
	case jRange:
		return fmt.Sprintf("r:%v:%v:%v:%v", v.lo, v.hi, v.ints, v.numStr), true
	case jOther:
		return "o:" + v.id, true
	case jList:
		var b strings.Builder
		b.WriteString("l:")
		for _, it := range v.items {
			k, ok := valKey(it)
			if !ok {
				return "", false
			}
			fmt.Fprintf(&b, "%d:%s,", len(k), k)
		}
		return b.String(), true
	}
	return "", false
}

func (t *tlower) tooMany() sym {
	return one(t.unknownv("the template has too many cases to lower"))
}

// split is the value of a dimension: the alternative k has the value
// vals[k] where the dimension's value is k.
func (t *tlower) split(d int, vals []jv) sym {
	n := t.dims[d].n
	out := make(sym, 0, len(vals))
	for k, v := range vals {
		out = append(out, alt{g: cube{{d, oneBit(n, k)}}, v: v})
	}
	return out
}

// addDim registers a dimension once, by key.
func (t *tlower) addDim(key string, n int, cond func(bitset) ta.Expr) int {
	if k, ok := t.dimIdx[key]; ok {
		return k
	}
	t.dims = append(t.dims, &dim{key: key, n: n, cond: cond})
	t.dimIdx[key] = len(t.dims) - 1
	return len(t.dims) - 1
}

// where is the IR condition that holds exactly at the points of the
// alternatives of x that pred selects.
func (t *tlower) where(x sym, pred func(jv) bool) ta.Expr {
	var cubes []cube
	for _, a := range x {
		if pred(a.v) {
			cubes = append(cubes, a.g)
		}
	}
	return t.cubesExpr(cubes)
}

// cubesExpr is the disjunction of the cubes, merged where they differ in
// one dimension only.
func (t *tlower) cubesExpr(cubes []cube) ta.Expr {
	cubes = t.mergeCubes(cubes)
	var x ta.Expr
	for _, g := range cubes {
		c := t.cubeExpr(g)
		if isLit(c, true) {
			return c
		}
		x = tor(x, c)
	}
	if x == nil {
		return boolLit(false)
	}
	return x
}

// mergeCubes joins cubes that restrict the same dimensions to the same
// sets but one, until no two can be joined.
func (t *tlower) mergeCubes(cubes []cube) []cube {
	cubes = slices.Clone(cubes)
	for changed := true; changed; {
		changed = false
	outer:
		for i := 0; i < len(cubes); i++ {
			for j := i + 1; j < len(cubes); j++ {
				if m, ok := t.join(cubes[i], cubes[j]); ok {
					cubes[i] = m
					cubes = append(cubes[:j], cubes[j+1:]...)
					changed = true
					break outer
				}
			}
		}
	}
	return cubes
}

// join is the union of two cubes when it is a cube: they agree on every
// dimension but at most one.
func (t *tlower) join(a, b cube) (cube, bool) {
	full := func(g cube) map[int]bitset {
		m := map[int]bitset{}
		for _, r := range g {
			m[r.d] = r.set
		}
		return m
	}
	ma, mb := full(a), full(b)
	diff := -1
	keys := map[int]bool{}
	for d := range ma {
		keys[d] = true
	}
	for d := range mb {
		keys[d] = true
	}
	for d := range keys {
		sa, oka := ma[d]
		sb, okb := mb[d]
		if !oka {
			sa = fullBitset(t.dims[d].n)
		}
		if !okb {
			sb = fullBitset(t.dims[d].n)
		}
		if slices.Equal(sa, sb) {
			continue
		}
		if diff >= 0 {
			return nil, false
		}
		diff = d
	}
	if diff < 0 {
		return a, true
	}
	var out cube
	for _, r := range a {
		if r.d != diff {
			out = append(out, r)
			continue
		}
	}
	sa, oka := ma[diff]
	sb, okb := mb[diff]
	if !oka || !okb {
		// One side does not restrict it: the union is the other cube
		// without that restriction, which is the side that has none.
		if !oka {
			return a, true
		}
		return b, true
	}
	u := sa.or(sb)
	if u.count() < t.dims[diff].n {
		out = append(out, restr{diff, u})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].d < out[j].d })
	return out, true
}

// cubeExpr is the IR condition of one cube.
func (t *tlower) cubeExpr(g cube) ta.Expr {
	var x ta.Expr
	var hours, mins, days, years bitset
	var dates ta.Dates
	for _, r := range g {
		d := t.dims[r.d]
		if r.set.count() == d.n {
			continue
		}
		switch d.time {
		case hourDim:
			hours = r.set
			continue
		case minuteDim:
			mins = r.set
			continue
		case weekdayDim:
			days = r.set
			continue
		case mdayDim:
			for _, k := range r.set.members(31) {
				dates.MonthDays |= 1 << (k + 1)
			}
			continue
		case monthDim:
			for _, k := range r.set.members(12) {
				dates.Months |= 1 << (k + 1)
			}
			continue
		case yearDim:
			years = r.set
			continue
		}
		x = tand(x, d.cond(r.set))
	}
	if hours != nil || mins != nil {
		x = tand(x, todWindows(hours, mins))
	}
	if days != nil || !dates.IsZero() || years != nil {
		// One window on the whole of each day the date and the day of
		// the week allow (a set of years is one window per run of them).
		var w ta.Weekdays
		for _, d := range days.members(7) {
			w |= 1 << d
		}
		whole := func(d ta.Dates) ta.Expr {
			// At the template's place, which --forever's refusal of a
			// date names.
			return &ta.TimeIn{Pos: t.pos, From: &ta.TimeLit{Base: ta.Midnight}, To: &ta.TimeLit{Base: ta.Midnight}, Days: w, Dates: d, Tod: -1}
		}
		if years == nil {
			x = tand(x, whole(dates))
		} else {
			var ys ta.Expr
			for _, r := range runs(years, len(yearValues), false) {
				d := dates
				d.YearFrom, d.YearTo = yearValues[r[0]].from, yearValues[r[0]+r[1]-1].to
				ys = tor(ys, whole(d))
			}
			x = tand(x, ys)
		}
	}
	if x == nil {
		return boolLit(true)
	}
	return x
}

// todWindows is the time of day being in one of the hours (nil: any) and
// one of the minutes (nil: any), as windows of the day: runs of hours
// when every minute counts (22:00..02:00 wraps past midnight), runs of
// minutes in each hour otherwise.
func todWindows(hours, mins bitset) ta.Expr {
	at := func(s int64) *ta.TimeLit { return &ta.TimeLit{Base: ta.Midnight, Offset: s % 86400} }
	win := func(from, to int64) ta.Expr {
		return &ta.TimeIn{From: at(from), To: at(to), Tod: -1}
	}
	if hours == nil {
		hours = fullBitset(24)
	}
	var x ta.Expr
	if mins == nil || mins.count() == 60 {
		for _, r := range runs(hours, 24, true) {
			x = tor(x, win(int64(r[0])*3600, int64(r[0]+r[1])*3600))
		}
	} else {
		for _, h := range hours.members(24) {
			for _, r := range runs(mins, 60, false) {
				from := int64(h)*3600 + int64(r[0])*60
				x = tor(x, win(from, from+int64(r[1])*60))
			}
		}
	}
	if x == nil {
		return boolLit(false)
	}
	return x
}

// runs are the maximal runs of consecutive members of a set of 0..n-1,
// as (first, length); with wrap, a run may go on from n-1 to 0.
func runs(b bitset, n int, wrap bool) [][2]int {
	var out [][2]int
	for i := 0; i < n; {
		if !b.has(i) {
			i++
			continue
		}
		j := i
		for j < n && b.has(j) {
			j++
		}
		out = append(out, [2]int{i, j - i})
		i = j
	}
	if wrap && len(out) > 1 && out[0][0] == 0 && out[len(out)-1][0]+out[len(out)-1][1] == n {
		last := out[len(out)-1]
		out = append([][2]int{{last[0], last[1] + out[0][1]}}, out[1:len(out)-1]...)
	}
	return out
}
