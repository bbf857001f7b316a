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
	"github.com/delorean-mc/delorean/ta/syntax"
)

// The second implementation under --forever: random small programs that
// read the time of day and the weekday (schedules, some on one day of
// the week) and two buttons the world may press at any time, checked by
// CheckModel on --forever's zone graph (the wall clock wrapping at
// midnight, or a week on) and by a brute force over the programs' own
// description, unrolled over a whole week in steps of the schedules'
// unit (four hours), with no zones, no wrap and no interpreter.
//
// The only clock constraints are a schedule's instant (the wall clock
// equal to a time of day, urgent there): the programs are closed timed
// automata, whose runs digitise (Henzinger, Manna and Pnueli, ICALP
// 1992): a press between two instants may be moved to the next one,
// before whatever fires there, so the integer-time graph has a run in
// which time diverges and that breaks the property iff the program
// does. Time diverges on a cycle of the graph iff it takes a step of
// time; a week of steps repeats, so the graph's state is the time of the
// week, the devices, and whether the instant's schedule has fired yet.

// rprog is a random program: devices L {A, B, C} and M {A, B}, a rule per
// button and schedules at distinct hours (a multiple of four, never the
// start's 12:00), some only on one day of the week; a button's rule may
// work only within a window of the time of day.
type rprog struct {
	press [2]rrule
	sched []rrule
}

type rrule struct {
	hour, day int // a schedule's hour; its day of the week (0 Mon), -1 every day
	condDev   int // -1: no condition, else the device tested (0 L, 1 M)
	condVal   int
	dev, val  int    // the assignment
	win       [2]int // a press's window of the time of day, closed (hours; {0, 0}: none)
}

var rdevs = []struct {
	name string
	vals []string
}{{"L", []string{"A", "B", "C"}}, {"M", []string{"A", "B"}}}

func randomRule(r *rand.Rand) rrule {
	ru := rrule{day: -1, condDev: -1}
	if r.Intn(3) > 0 {
		ru.condDev = r.Intn(2)
		ru.condVal = r.Intn(len(rdevs[ru.condDev].vals))
	}
	ru.dev = r.Intn(2)
	ru.val = r.Intn(len(rdevs[ru.dev].vals))
	return ru
}

func randomProg(r *rand.Rand) *rprog {
	p := &rprog{press: [2]rrule{randomRule(r), randomRule(r)}}
	for k := range p.press {
		if r.Intn(2) == 0 {
			lo := 4 * r.Intn(5)
			p.press[k].win = [2]int{lo, lo + 4*(1+r.Intn((20-lo)/4))}
		}
	}
	hours := r.Perm(5) // of 0, 4, 8, 16, 20
	for k := 0; k < 2+r.Intn(3); k++ {
		ru := randomRule(r)
		ru.hour = []int{0, 4, 8, 16, 20}[hours[k]]
		if r.Intn(2) == 0 {
			// Of three days, so that two rules on one day, or on days
			// in turn, meet often.
			ru.day = r.Intn(3)
		}
		p.sched = append(p.sched, ru)
	}
	return p
}

func (ru rrule) body() string {
	set := fmt.Sprintf("%s = %s", rdevs[ru.dev].name, rdevs[ru.dev].vals[ru.val])
	var conds []string
	if ru.condDev >= 0 {
		conds = append(conds, fmt.Sprintf("%s == %s", rdevs[ru.condDev].name, rdevs[ru.condDev].vals[ru.condVal]))
	}
	if ru.win != [2]int{} {
		conds = append(conds, fmt.Sprintf("time >= %02d:00 && time <= %02d:00", ru.win[0], ru.win[1]))
	}
	if len(conds) == 0 {
		return "{ " + set + " }"
	}
	return fmt.Sprintf("{\n    if %s { %s }\n}", strings.Join(conds, " && "), set)
}

func (p *rprog) text() string {
	var b strings.Builder
	b.WriteString("program rnd\n\ndevice L: {A, B, C} = A\ndevice M: {A, B} = A\nevent Button.Pressed\nevent Switch.Flipped\n\n")
	fmt.Fprintf(&b, "rule Press on Button.Pressed %s\n", p.press[0].body())
	fmt.Fprintf(&b, "rule Flip on Switch.Flipped %s\n", p.press[1].body())
	for k, ru := range p.sched {
		on := ""
		if ru.day >= 0 {
			on = " on " + ta.WeekdayNames[ru.day]
		}
		fmt.Fprintf(&b, "rule S%d at %02d:00%s %s\n", k, ru.hour, on, ru.body())
	}
	return b.String()
}

// wstate is a state of the week's graph: the slot (four hours, 0 Monday
// 00:00, 41 Sunday 20:00), the devices, and whether the slot's schedule
// has fired.
type wstate struct {
	slot  int
	vals  [2]int
	fired bool
}

// apply runs ru at slot.
func (ru rrule) apply(slot int, v [2]int) [2]int {
	tod := slot % 6 * 4
	if ru.win != [2]int{} && (tod < ru.win[0] || tod > ru.win[1]) {
		return v
	}
	if ru.condDev < 0 || v[ru.condDev] == ru.condVal {
		v[ru.dev] = ru.val
	}
	return v
}

// due is the schedule due at slot, or nil.
func (p *rprog) due(slot int) *rrule {
	for k := range p.sched {
		ru := &p.sched[k]
		if slot%6 == ru.hour/4 && (ru.day < 0 || ru.day == slot/6) {
			return ru
		}
	}
	return nil
}

// graph is the reachable week graph from the start slot, in the
// digital type of brute_test.go (whose sccs and divergent read only
// succ; the states' own values are in ws).
func (p *rprog) graph(start int) (*digital, []wstate) {
	var ws []wstate
	d := &digital{}
	ids := map[wstate]int{}
	add := func(s wstate) int {
		if i, ok := ids[s]; ok {
			return i
		}
		ids[s] = len(ws)
		ws = append(ws, s)
		d.states = append(d.states, dstate{})
		d.succ = append(d.succ, nil)
		return len(ws) - 1
	}
	add(wstate{slot: start})
	for i := 0; i < len(ws); i++ {
		s := ws[i]
		for k, ru := range p.press {
			t := s
			t.vals = ru.apply(s.slot, s.vals)
			d.succ[i] = append(d.succ[i], dedge{to: add(t), proc: k})
		}
		if ru := p.due(s.slot); ru != nil && !s.fired {
			t := s
			t.vals, t.fired = ru.apply(s.slot, s.vals), true
			d.succ[i] = append(d.succ[i], dedge{to: add(t), proc: 2})
			continue // urgent: no time passes before it fires
		}
		d.succ[i] = append(d.succ[i], dedge{to: add(wstate{slot: (s.slot + 1) % 42, vals: s.vals}), delay: true, proc: -1})
	}
	return d, ws
}

// violated: some reachable transition accepted by trig (nil: every
// state, from the start on) leads to a state without target from which,
// through states without target, a cycle with a step of time is reached.
func violated(d *digital, ws []wstate, trig func(s, t *wstate) bool, target func(*wstate) bool) bool {
	keep := func(i int) bool { return !target(&ws[i]) }
	comp := d.sccs(keep)
	div := d.divergent(comp)
	reach := func(from int) bool { return d.reachesDivergent(from, keep, comp, div) }
	for i := range ws {
		if !keep(i) {
			continue
		}
		if trig == nil {
			if reach(i) {
				return true
			}
			continue
		}
		for _, e := range d.succ[i] {
			if !e.delay && keep(e.to) && trig(&ws[i], &ws[e.to]) && reach(e.to) {
				return true
			}
		}
	}
	return false
}

func mustExpr(t testing.TB, p *ta.Program, src string) ta.Expr {
	t.Helper()
	e, err := syntax.ParseExpr("property", 1, 1, src)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.CheckExpr(e); err != nil {
		t.Fatal(err)
	}
	return e
}

// TestForeverRandomAgainstWeek: on random programs over schedules and
// weekdays, from Wednesday 2 December 2026 at 12:00, "L == A again and
// again" and "after M becomes B, L == C eventually" get the week graph's
// verdicts from both algorithms on --forever's zone graph, and every
// counterexample replays for two rounds (CheckModel fails otherwise).
// 150 programs (2,000 with DELOREAN_LONG). Breaking the brute force's
// semantics shows the test can fail: windows read as open intervals, a
// schedule that lets time pass before it fires, or weekday rules that
// fire every day each make it fail within the 150 (shifting every
// weekday rule by a day does not: a liveness verdict over a week that
// repeats does not see which day is which, only their order).
func TestForeverRandomAgainstWeek(t *testing.T) {
	n := 150 // about 5 s of CPU
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 2000
	}
	r := rand.New(rand.NewSource(4040))
	date := ta.CivilDate{Year: 2026, Month: 12, Day: 2}
	cal := ta.Calendar{Start: 12 * 3600, Date: date, DateKnown: true, Weekday: date.Weekday(), DayKnown: true, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800}
	start := date.Weekday()*6 + 3
	tally := map[string][2]int{}
	weekly := 0
	for k := 0; k < n; k++ {
		rp := randomProg(r)
		text := rp.text()
		p, err := frontends.LoadSource("random.ta", []byte(text))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", k, err, text)
		}
		pp, err := Prepare(p)
		if err != nil {
			t.Fatal(err)
		}
		fcal, err := explore.ForeverCalendar(pp, nil, cal)
		if err != nil {
			t.Fatal(err)
		}
		if fcal.Wrap == 7*ta.SecondsPerDay {
			weekly++
		}
		m, err := explore.NewModel(pp, explore.Config{Cal: fcal})
		if err != nil {
			t.Fatal(err)
		}
		d, ws := rp.graph(start)
		props := []struct {
			prop *Property
			want bool
		}{
			{&Property{Name: "L == A again and again", Kind: LeadsTo, Target: mustExpr(t, pp, "L == A")},
				violated(d, ws, nil, func(s *wstate) bool { return s.vals[0] == 0 })},
			{&Property{Name: "after M becomes B, L == C", Kind: LeadsTo, Edge: mustExpr(t, pp, "M == B"), Target: mustExpr(t, pp, "L == C")},
				violated(d, ws, func(s, u *wstate) bool { return s.vals[1] != 1 && u.vals[1] == 1 }, func(s *wstate) bool { return s.vals[0] == 2 })},
		}
		for _, pc := range props {
			for _, alg := range []Algorithm{NDFS, Couvreur} {
				o, err := CheckModel(m, pc.prop, Options{Algorithm: alg, MaxStates: 200000})
				if err != nil {
					t.Fatalf("program %d, %s, %v: %v\n%s", k, pc.prop.Name, alg, err, text)
				}
				if got := o.Verdict == Violated; got != pc.want || o.Verdict == Unknown {
					t.Fatalf("program %d, %s, %v: %s (%d states); the week graph (%d states) says violated=%v\n%s", k, pc.prop.Name, alg, o.Verdict, o.States, len(ws), pc.want, text)
				}
			}
			c := tally[pc.prop.Name]
			c[b2i(pc.want)]++
			tally[pc.prop.Name] = c
		}
	}
	for name, c := range tally {
		if c[0] < n/20 || c[1] < n/20 {
			t.Errorf("%s: %d hold, %d violated of %d: the generator is lopsided", name, c[0], c[1], n)
		}
	}
	if weekly < n/5 || weekly > n-n/20 {
		t.Errorf("%d of %d programs wrap at a week: too few or too many read the weekday", weekly, n)
	}
	t.Logf("%d programs (%d weekly), holds/violated: %v", n, weekly, tally)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
