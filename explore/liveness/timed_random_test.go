package liveness

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// The second implementation of conditions that read the time of day:
// forever_random_test.go's random programs (schedules at multiples of
// four hours, some on one weekday, two buttons whose rules may work only
// within a closed window), with properties whose conditions read the
// time of day through windows with open or closed ends at multiples of
// four hours, checked by CheckModel and by a brute force over the week's
// region graph of the wall clock: a state is at an instant (a multiple
// of four hours) or in the open stretch after it, every constant being
// such an instant; the buttons may be pressed in either; time passing
// goes from an instant to the stretch after it (once its schedule has
// fired) and from a stretch to the next instant. A condition is read at
// the state's instant, or anywhere in its stretch (all of its points
// agree), so a run meets it exactly when it passes through a state where
// it holds. No zones, no cells, no interpreter.

// twin is a window of the time of day: lo and hi in hours (multiples of
// four; -1: no such end), each end open or closed.
type twin struct {
	lo, hi         int
	loOpen, hiOpen bool
}

func randomWindow(r *rand.Rand) twin {
	w := twin{lo: -1, hi: -1, loOpen: r.Intn(2) == 0, hiOpen: r.Intn(2) == 0}
	switch r.Intn(3) {
	case 0:
		w.lo = 4 * r.Intn(6)
	case 1:
		w.hi = 4 * (1 + r.Intn(5))
	default:
		w.lo = 4 * r.Intn(5)
		w.hi = w.lo + 4*(1+r.Intn((20-w.lo)/4))
	}
	return w
}

func (w twin) text() string {
	var parts []string
	if w.lo >= 0 {
		op := ">="
		if w.loOpen {
			op = ">"
		}
		parts = append(parts, fmt.Sprintf("time %s %02d:00", op, w.lo))
	}
	if w.hi >= 0 {
		op := "<="
		if w.hiOpen {
			op = "<"
		}
		parts = append(parts, fmt.Sprintf("time %s %02d:00", op, w.hi))
	}
	return strings.Join(parts, " && ")
}

// holds reads w at a region of the day: the instant tod (hours), or the
// stretch (tod, tod+4) when stretch.
func (w twin) holds(tod int, stretch bool) bool {
	if w.lo >= 0 {
		switch {
		case stretch && tod < w.lo, !stretch && (tod < w.lo || tod == w.lo && w.loOpen):
			return false
		}
	}
	if w.hi >= 0 {
		switch {
		case stretch && tod+4 > w.hi, !stretch && (tod > w.hi || tod == w.hi && w.hiOpen):
			return false
		}
	}
	return true
}

// rstate is a state of the week's region graph: the slot (0 Monday
// 00:00, 41 Sunday 20:00), at its instant or in the stretch after it,
// the devices, and (at an instant) whether its schedule has fired.
type rstate struct {
	slot    int
	stretch bool
	vals    [2]int
	fired   bool
}

func (s *rstate) tod() int { return s.slot % 6 * 4 }

// applyIn runs ru in s (its window read at s's region).
func (ru rrule) applyIn(s *rstate) [2]int {
	v := s.vals
	if ru.win != [2]int{} {
		lo, hi := ru.win[0], ru.win[1]
		w := twin{lo: lo, hi: hi}
		if !w.holds(s.tod(), s.stretch) {
			return v
		}
	}
	if ru.condDev < 0 || v[ru.condDev] == ru.condVal {
		v[ru.dev] = ru.val
	}
	return v
}

// regionGraph is the reachable week's region graph from the start
// slot's instant.
func (p *rprog) regionGraph(start int) (*digital, []rstate) {
	var rs []rstate
	d := &digital{}
	ids := map[rstate]int{}
	add := func(s rstate) int {
		if i, ok := ids[s]; ok {
			return i
		}
		ids[s] = len(rs)
		rs = append(rs, s)
		d.states = append(d.states, dstate{})
		d.succ = append(d.succ, nil)
		return len(rs) - 1
	}
	add(rstate{slot: start})
	for i := 0; i < len(rs); i++ {
		s := rs[i]
		for k, ru := range p.press {
			t := s
			t.vals = ru.applyIn(&s)
			d.succ[i] = append(d.succ[i], dedge{to: add(t), proc: k})
		}
		if s.stretch {
			d.succ[i] = append(d.succ[i], dedge{to: add(rstate{slot: (s.slot + 1) % 42, vals: s.vals}), delay: true, proc: -1})
			continue
		}
		if ru := p.due(s.slot); ru != nil && !s.fired {
			t := s
			t.vals, t.fired = ru.applyIn(&s), true
			d.succ[i] = append(d.succ[i], dedge{to: add(t), proc: 2})
			continue // urgent: no time passes before it fires
		}
		d.succ[i] = append(d.succ[i], dedge{to: add(rstate{slot: s.slot, stretch: true, vals: s.vals}), delay: true, proc: -1})
	}
	return d, rs
}

// regionViolated: some reachable transition accepted by trig (time
// passing included; nil: every state) leads to a state without target
// from which, through states without target, a cycle with a step of time
// is reached.
func regionViolated(d *digital, rs []rstate, trig func(s, t *rstate) bool, target func(*rstate) bool) bool {
	keep := func(i int) bool { return !target(&rs[i]) }
	comp := d.sccs(keep)
	div := d.divergent(comp)
	for i := range rs {
		if !keep(i) {
			continue
		}
		if trig == nil {
			if d.reachesDivergent(i, keep, comp, div) {
				return true
			}
			continue
		}
		for _, e := range d.succ[i] {
			if keep(e.to) && trig(&rs[i], &rs[e.to]) && d.reachesDivergent(e.to, keep, comp, div) {
				return true
			}
		}
	}
	return false
}

// TestTimeOfDayRandomAgainstRegions: on random programs, three
// properties whose conditions read the time of day through random
// windows (open and closed ends) get the region graph's verdicts from
// both algorithms, and every counterexample replays for two rounds with
// the target checked at every instant of both (CheckModel fails
// otherwise): "L == A within W, again and again"; "after M becomes B,
// L == C within W"; "after (M == B within W) becomes true, L == A",
// whose trigger may come as time passes. 40 programs (1,000 with
// DELOREAN_LONG). Reading a window's open end as closed in the brute
// force, or the stretch's condition at its instant, makes it fail.
func TestTimeOfDayRandomAgainstRegions(t *testing.T) {
	n := 40
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 1000
	}
	r := rand.New(rand.NewSource(4242))
	date := ta.CivilDate{Year: 2026, Month: 12, Day: 2}
	cal := ta.Calendar{Start: 12 * 3600, Date: date, DateKnown: true, Weekday: date.Weekday(), DayKnown: true, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	start := date.Weekday()*6 + 3
	tally := map[string][2]int{}
	for k := 0; k < n; k++ {
		rp := randomProg(r)
		text := rp.text()
		w1, w2, w3 := randomWindow(r), randomWindow(r), randomWindow(r)
		p, err := frontends.LoadSource("random.ta", []byte(text))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", k, err, text)
		}
		pp, err := Prepare(p)
		if err != nil {
			t.Fatal(err)
		}
		props := []*Property{
			{Name: "again", Kind: LeadsTo, Target: mustExpr(t, pp, "L == A && "+w1.text())},
			{Name: "after M becomes B", Kind: LeadsTo, Edge: mustExpr(t, pp, "M == B"), Target: mustExpr(t, pp, "L == C && "+w2.text())},
			{Name: "after a window", Kind: LeadsTo, Edge: mustExpr(t, pp, "M == B && "+w3.text()), Target: mustExpr(t, pp, "L == A")},
		}
		// The properties' atoms are the program's now: the calendar and
		// the model come after them, as delorean liveness makes them.
		fcal, err := explore.ForeverCalendar(pp, nil, cal)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(pp, explore.Config{Cal: fcal})
		if err != nil {
			t.Fatal(err)
		}
		d, rs := rp.regionGraph(start)
		want := []bool{
			regionViolated(d, rs, nil, func(s *rstate) bool { return s.vals[0] == 0 && w1.holds(s.tod(), s.stretch) }),
			regionViolated(d, rs, func(s, u *rstate) bool { return s.vals[1] != 1 && u.vals[1] == 1 },
				func(s *rstate) bool { return s.vals[0] == 2 && w2.holds(s.tod(), s.stretch) }),
			regionViolated(d, rs, func(s, u *rstate) bool {
				return !(s.vals[1] == 1 && w3.holds(s.tod(), s.stretch)) && u.vals[1] == 1 && w3.holds(u.tod(), u.stretch)
			}, func(s *rstate) bool { return s.vals[0] == 0 }),
		}
		for i, prop := range props {
			for _, alg := range []Algorithm{NDFS, Couvreur} {
				o, err := CheckModel(m, prop, Options{Algorithm: alg, MaxStates: 200000})
				if err != nil {
					t.Fatalf("program %d, %s, %v: %v\n%s\nwindows %s | %s | %s", k, prop.Name, alg, err, text, w1.text(), w2.text(), w3.text())
				}
				if got := o.Verdict == Violated; got != want[i] || o.Verdict == Unknown {
					t.Fatalf("program %d, %s (%s), %v: %s (%d states); the region graph (%d states) says violated=%v\n%s", k, prop.Name, ta.ExprString(prop.Target), alg, o.Verdict, o.States, len(rs), want[i], text)
				}
			}
			c := tally[prop.Name]
			c[b2i(want[i])]++
			tally[prop.Name] = c
		}
	}
	for name, c := range tally {
		if c[0] < n/20 || c[1] < n/20 {
			t.Errorf("%s: %d hold, %d violated of %d: the generator is lopsided", name, c[0], c[1], n)
		}
	}
	t.Logf("%d programs, holds/violated: %v", n, tally)
}
