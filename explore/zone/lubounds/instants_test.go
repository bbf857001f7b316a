package lubounds

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/zones"
)

// instantsProgram: a schedule every 5 minutes asks whether A has been off
// for 3 minutes (since > 3m) and B for 5 (other >= 5m); late is asked by
// an event's rule too, at any time, and tick is a timer's clock.
const instantsProgram = `program instants
device A: {Off, On} = Off
device B: {Off, On} = Off
device done: {Off, On} = Off
clock since
clock other
clock late
timer tick
event A.Toggle
event B.Toggle
event Press
rule toggleA on A.Toggle {
    if A == Off { A = On } else { A = Off }
    reset since
}
rule toggleB on B.Toggle {
    if B == Off { B = On } else { B = Off }
    reset other
    reset late
}
rule press on Press {
    if late > 10s { done = On }
    start tick 4s
}
rule night every 5m {
    if A == Off && since > 3m && B == Off && other >= 5m && late > 1m { done = On }
}
`

func instantsModel(t *testing.T, src string, horizon int64) *explore.Model {
	t.Helper()
	p, err := frontends.LoadSource("instants.ta", []byte(src))
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: horizon}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The clocks found: since and other (only the schedule asks them), not
// late (the event's rule asks it at any time) nor tick's clock; each
// with the instants of the schedule within the horizon and its kind of
// question.
func TestInstantClocksFound(t *testing.T) {
	m := instantsModel(t, instantsProgram, 1200)
	in := InstantClocks(m)
	if in == nil {
		t.Fatal("no clock found")
	}
	p := m.Prog
	var names []string
	for _, x := range in.Clocks() {
		names = append(names, p.ClockName(x-1))
	}
	if want := []string{"since", "other"}; !slices.Equal(names, want) {
		t.Fatalf("clocks %q, want %q", names, want)
	}
	// Every 5 minutes from the start (0) to the horizon.
	for _, c := range in.clocks {
		if want := []int64{0, 300, 600, 900, 1200}; !slices.Equal(c.occ, want) {
			t.Errorf("%s: instants %v, want %v", p.ClockName(c.x-1), c.occ, want)
		}
	}
	// since > 3m cuts r < t−180; other >= 5m cuts r ≤ t−300.
	if got, want := in.clocks[0].cuts, []cut{{180, false}}; !slices.Equal(got, want) {
		t.Errorf("since: cuts %v, want %v", got, want)
	}
	if got, want := in.clocks[1].cuts, []cut{{300, true}}; !slices.Equal(got, want) {
		t.Errorf("other: cuts %v, want %v", got, want)
	}
	// An invariant that reads since takes it out; a program with no
	// schedule has none.
	ps, err := explore.ParseProperties("inv.yaml", []byte("- name: p\n  condition: 'since < 1h'\n"), m.Prog)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := explore.NewModel(m.Prog, explore.Config{Cal: ta.Calendar{Horizon: 1200}, Props: ps})
	if err != nil {
		t.Fatal(err)
	}
	if in := InstantClocks(m2); in == nil || len(in.clocks) != 1 || p.ClockName(in.clocks[0].x-1) != "other" {
		t.Errorf("with an invariant on since: %v, want other alone", in)
	}
}

// Abstract on zones worked out by hand, in the program above over 20
// minutes: the wall clock is DBM index 1, since 2, other 3.
func TestInstantsAbstractByHand(t *testing.T) {
	m := instantsModel(t, instantsProgram, 1200)
	in := InstantClocks(m)
	n := m.NClocks
	le := func(c int64) zones.Bound { b, _ := zones.LE(c); return b }
	lt := func(c int64) zones.Bound { b, _ := zones.LT(c); return b }
	// zone (late and tick's clock free): now in (320, 340], since reset at now−since in [310, 330)
	// (since in (0, 30)), in one order with other (other < since: other
	// reset later), other reset in (315, 335].
	mk := func(order zones.Constraint) *zones.DBM {
		z, _ := zones.New(n)
		z.SetUniverse()
		cs := []zones.Constraint{
			{I: 1, J: 0, B: le(340)}, {I: 0, J: 1, B: lt(-320)},
			{I: 1, J: 2, B: lt(330)}, {I: 2, J: 1, B: le(-310)},
			{I: 1, J: 3, B: le(335)}, {I: 3, J: 1, B: lt(-315)},
			order,
		}
		if ok, err := z.ConstrainAll(cs); !ok || err != nil {
			t.Fatalf("the zone is empty: %v", err)
		}
		return z
	}
	// Instants ahead of now > 320: 600, 900, 1200. since's cuts r < t−180:
	// 420, 720, 1020: r in [310, 330) is below 420, with no cut below
	// it ahead (those of 0 and 300, at −180 and 120, are behind): r < 420.
	// other's cuts r ≤ t−300: 300, 600, 900: r in (315, 335] is above
	// 300 and below 600: 300 < r ≤ 600.
	laterOther := zones.Constraint{I: 3, J: 2, B: lt(0)}
	z := mk(laterOther)
	if k, cut := in.Abstract(z); cut {
		t.Fatalf("a cut %v, want none", k)
	}
	want := mk(laterOther)
	want.Free(2)
	want.Free(3)
	for _, c := range []zones.Constraint{{I: 1, J: 2, B: lt(420)}, {I: 1, J: 3, B: le(600)}, {I: 3, J: 1, B: lt(-300)}} {
		want.Constrain(c.I, c.J, c.B)
	}
	if !z.Equal(want) {
		t.Errorf("abstracted:\n%s\nwant\n%s", z, want)
	}
	if !z.IsCanonical() {
		t.Error("not canonical")
	}
	// The abstraction keeps the wall clock's interval and frees the
	// order of the two resets: the zone with them in the other order
	// abstracts to the same.
	z2 := mk(zones.Constraint{I: 2, J: 3, B: lt(0)})
	if z2.Equal(mk(laterOther)) {
		t.Fatal("the two orders are one zone")
	}
	in.Abstract(z2)
	if !z2.Equal(z) {
		t.Errorf("the other order abstracts to\n%s\nwant\n%s", z2, z)
	}
	// since reset in [410, 430) straddles the cut r < 420 (asked at
	// 600: since > 180 there iff reset before 420): the cut is
	// returned, the zone left as it is.
	z3, _ := zones.New(n)
	z3.SetUniverse()
	z3.ConstrainAll([]zones.Constraint{{I: 1, J: 0, B: le(440)}, {I: 0, J: 1, B: le(-430)}, {I: 1, J: 2, B: lt(430)}, {I: 2, J: 1, B: le(-410)}})
	before := z3.Copy()
	k, cut := in.Abstract(z3)
	if !cut || k != (zones.Constraint{I: 1, J: 2, B: lt(420)}) {
		t.Errorf("cut %v (%v), want wall − since < 420", k, cut)
	}
	if !z3.Equal(before) {
		t.Error("the zone changed at a cut")
	}
}
