package elk

import (
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

func lower(t testing.TB, src string) *ta.Program {
	t.Helper()
	f, err := Parse("t.elk", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Lower(f, "t.elk")
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatalf("%v\n%s", err, syntax.Print(p))
	}
	return p
}

// explored runs the explorer on ELK rules.
func explored(t testing.TB, src string, cal ta.Calendar, invariants string) (*explore.Result, *explore.Report) {
	t.Helper()
	return exploreProgram(t, lower(t, src), cal, invariants)
}

func exploreProgram(t testing.TB, p *ta.Program, cal ta.Calendar, invariants string) (*explore.Result, *explore.Report) {
	t.Helper()
	var props []*explore.Property
	if invariants != "" {
		var err error
		if props, err = explore.ParseProperties("inv.yaml", []byte(invariants), p); err != nil {
			t.Fatal(err)
		}
	}
	m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := res.BuildReport()
	if err != nil {
		t.Fatal(err)
	}
	return res, rep
}

// values lists the reachable values of some variables, one line each.
func values(t *testing.T, res *explore.Result, names ...string) []string {
	t.Helper()
	out, err := res.Project(names...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func holds(t *testing.T, rep *explore.Report, name string, want bool) {
	t.Helper()
	for _, inv := range rep.Invariants {
		if inv.Name == name {
			if inv.Violated == want {
				t.Fatalf("%s: violated = %v, want %v", name, inv.Violated, !want)
			}
			return
		}
	}
	t.Fatalf("no invariant %s", name)
}

// Rules with the same trigger run in list order, and a later rule reads
// the counter an earlier one set: the light comes on at the first press.
// In the other order the first press finds the flag down.
func TestRuleOrder(t *testing.T) {
	setter := "WHENEVER Button (Zn 1) BECOMES NOT SECURE THEN SET Flag (Counter 1) TO 1\n"
	tester := "WHENEVER Button (Zn 1) BECOMES NOT SECURE AND Flag (Counter 1) IS EQUAL TO 1 THEN TURN Light (Out 1) ON\n"
	reset := "WHENEVER Button (Zn 1) BECOMES SECURE THEN SET Flag (Counter 1) TO 0 THEN TURN Light (Out 1) OFF\n"
	res, _ := explored(t, setter+tester+reset, ta.Calendar{}, "")
	got := values(t, res, "Flag (Counter 1)", "Light (Out 1)")
	want := []string{"Flag (Counter 1)=0 Light (Out 1)=Off", "Flag (Counter 1)=1 Light (Out 1)=On"}
	if !slices.Equal(got, want) {
		t.Fatalf("setter first: reachable %v, want %v", got, want)
	}
	res, _ = explored(t, tester+setter+reset, ta.Calendar{}, "")
	got = values(t, res, "Flag (Counter 1)", "Light (Out 1)")
	want = []string{"Flag (Counter 1)=0 Light (Out 1)=Off", "Flag (Counter 1)=1 Light (Out 1)=Off"}
	if !slices.Equal(got, want) {
		t.Fatalf("tester first: reachable %v, want %v", got, want)
	}
}

// A rule triggered by a change that a rule makes runs after the rules
// already triggered by the same event, in the same instant: it sees what
// they did.
func TestCascadeOrder(t *testing.T) {
	src := `1. WHENEVER Button (Zn 1) BECOMES NOT SECURE THEN SET A (Counter 1) TO 1
2. WHENEVER A (Counter 1) CHANGES TO 1 AND B (Counter 2) IS EQUAL TO 1 THEN SET C (Counter 3) TO 1
3. WHENEVER Button (Zn 1) BECOMES NOT SECURE THEN SET B (Counter 2) TO 1
`
	res, _ := explored(t, src, ta.Calendar{}, "")
	got := values(t, res, "A (Counter 1)", "B (Counter 2)", "C (Counter 3)")
	want := []string{"A (Counter 1)=0 B (Counter 2)=0 C (Counter 3)=0", "A (Counter 1)=1 B (Counter 2)=1 C (Counter 3)=1"}
	if !slices.Equal(got, want) {
		t.Fatalf("reachable %v, want %v", got, want)
	}
}

// ON FOR is a timer whose end turns the output off, which is its TURNED
// OFF trigger. Without RESTART TIMER IF RUNNING a second ON FOR does not
// extend it; with it, it does.
func TestOnForTimer(t *testing.T) {
	src := `WHENEVER Motion (Zn 1) BECOMES NOT SECURE THEN TURN Light (Out 1) ON FOR 60 SECS
WHENEVER Light (Out 1) STATE IS TURNED OFF THEN SET Offs (Counter 1) TO 1
WHENEVER Light (Out 1) STATE IS TURNED ON THEN SET Offs (Counter 1) TO 0
`
	inv := `
- {name: on at once, after: "Motion (Zn 1): becomes not secure", reaches: '"Light (Out 1)" == On', within: 1s}
- {name: on 60 s after the last motion, after: "Motion (Zn 1): becomes not secure", holds: '"Light (Out 1)" == On', for: 60s}
- {name: off 60 s after coming on, after: '"Light (Out 1)" == On', reaches: '"Light (Out 1)" == Off', within: 60s}
- {name: turned on triggers, condition: '"Light (Out 1)" == On -> "Offs (Counter 1)" == 0'}
`
	res, rep := explored(t, src, ta.Calendar{}, inv)
	holds(t, rep, "on at once", true)
	holds(t, rep, "on 60 s after the last motion", false)
	holds(t, rep, "off 60 s after coming on", true)
	holds(t, rep, "turned on triggers", true)
	if got := values(t, res, "Light (Out 1)", "Offs (Counter 1)"); !slices.Equal(got, []string{"Light (Out 1)=Off Offs (Counter 1)=0", "Light (Out 1)=Off Offs (Counter 1)=1", "Light (Out 1)=On Offs (Counter 1)=0"}) {
		t.Fatalf("reachable %v", got)
	}
	restart := strings.Replace(src, "ON FOR 60 SECS", "ON FOR 60 SECS, RESTART TIMER IF RUNNING", 1)
	_, rep = explored(t, restart, ta.Calendar{}, inv)
	holds(t, rep, "on 60 s after the last motion", true)
	holds(t, rep, "off 60 s after coming on", false)
}

// TURN ON without FOR, TURN OFF and TOGGLE stop the timer.
func TestTimerStops(t *testing.T) {
	src := `WHENEVER A (Zn 1) BECOMES NOT SECURE AND Fan (Out 1) STATE IS OFF THEN TURN Fan (Out 1) ON FOR 10 SECS
WHENEVER B (Zn 2) BECOMES NOT SECURE THEN TURN Fan (Out 1) ON
WHENEVER C (Zn 3) BECOMES NOT SECURE THEN TOGGLE Fan (Out 1)
WHENEVER D (Zn 4) BECOMES NOT SECURE THEN TURN Fan (Out 1) OFF
`
	inv := `- {name: stays on, after: "B (Zn 2): becomes not secure", holds: '"Fan (Out 1)" == On', for: 20s}`
	res, rep := explored(t, src, ta.Calendar{}, inv)
	// B makes it stay on, unless C toggles it off or D turns it off.
	holds(t, rep, "stays on", false)
	got := values(t, res, "Fan (Out 1)", "timer Fan (Out 1): timer")
	want := []string{"Fan (Out 1)=Off timer Fan (Out 1): timer=idle", "Fan (Out 1)=On timer Fan (Out 1): timer=idle", "Fan (Out 1)=On timer Fan (Out 1): timer=queued"}
	if !slices.Equal(got, want) {
		t.Fatalf("reachable %v, want %v", got, want)
	}
	onlyB := strings.NewReplacer("TOGGLE Fan (Out 1)", "SET Dummy (Counter 1) TO 1", "TURN Fan (Out 1) OFF", "SET Dummy (Counter 1) TO 2").Replace(src)
	_, rep = explored(t, onlyB, ta.Calendar{}, inv)
	holds(t, rep, "stays on", true)
}

// Lights: levels, FOR, and IS ON meaning a level above 0.
func TestLightLevels(t *testing.T) {
	src := `WHENEVER A (Zn 1) BECOMES NOT SECURE THEN SET Hall [2 (A2)] TO 40% BRIGHT, FADE RATE = 3 FOR 30 SECS
WHENEVER B (Zn 2) BECOMES NOT SECURE THEN TURN Hall [2 (A2)] ON
WHENEVER Hall [2 (A2)] IS TURNED ON AND Hall [2 (A2)] IS ON THEN SET Ons (Counter 1) TO 1
WHENEVER Hall [2 (A2)] IS TURNED OFF THEN SET Ons (Counter 1) TO 0
`
	res, _ := explored(t, src, ta.Calendar{}, "")
	got := values(t, res, "Hall [2 (A2)]", "Ons (Counter 1)")
	want := []string{"Hall [2 (A2)]=0 Ons (Counter 1)=0", "Hall [2 (A2)]=100 Ons (Counter 1)=1", "Hall [2 (A2)]=40 Ons (Counter 1)=1"}
	if !slices.Equal(got, want) {
		t.Fatalf("reachable %v, want %v", got, want)
	}
}

// CHANGES TO triggers on the change only; a counter leaving its range is
// a runtime error with a trace.
func TestCounters(t *testing.T) {
	src := `WHENEVER Door (Zn 1) BECOMES NOT SECURE THEN ADD 1 TO Opened (Counter 1)
WHENEVER Opened (Counter 1) CHANGES TO 2 THEN ANNOUNCE TWICE THEN SET Opened (Counter 1) TO 0
`
	res, rep := explored(t, src, ta.Calendar{}, "")
	if got := values(t, res, "Opened (Counter 1)"); !slices.Equal(got, []string{"Opened (Counter 1)=0", "Opened (Counter 1)=1"}) {
		t.Fatalf("reachable %v", got)
	}
	if len(rep.Errors) > 0 {
		t.Fatalf("runtime errors: %+v", rep.Errors)
	}
	unbounded := "WHENEVER Door (Zn 1) BECOMES NOT SECURE THEN ADD 1 TO Opened (Counter 1)\n" +
		"WHENEVER SUNSET AND Opened (Counter 1) IS GREATER THAN 2 THEN ANNOUNCE OFTEN\n"
	_, rep = explored(t, unbounded, ta.Calendar{Horizon: 60}, "")
	if len(rep.Errors) == 0 || !strings.Contains(rep.Errors[0].Message, "outside its range 0..3") {
		t.Fatalf("want a range error, got %+v", rep.Errors)
	}
}

// THE TIME IS, EVERY, sunset and IT IS DARK OUTSIDE follow the calendar.
func TestTimeTriggers(t *testing.T) {
	src := `WHENEVER THE TIME IS 8:30 PM THEN TURN Porch (Out 1) ON
WHENEVER 30 MINS AFTER SUNSET AND IT IS DARK OUTSIDE THEN TURN Garden (Out 2) ON
WHENEVER EVERY 10 MINUTES AND THE TIME IS LATER THAN 9:00 PM THEN ADD 1 TO Ticks (Counter 1)
WHENEVER Ticks (Counter 1) CHANGES TO 3 THEN SET Ticks (Counter 1) TO 0
`
	inv := `
- {name: porch after 20:30, condition: '"Porch (Out 1)" == On -> time >= 20:30'}
- {name: garden after 19:30, condition: '"Garden (Out 2)" == On -> time >= 19:30'}
- {name: no ticks before 21:10, condition: '"Ticks (Counter 1)" > 0 -> time >= 21:10'}
- {name: porch off, condition: '"Porch (Out 1)" == Off'}
- {name: garden off, condition: '"Garden (Out 2)" == Off'}
`
	cal := ta.Calendar{Start: 18 * 3600, Horizon: 4 * 3600, Sunrise: 6 * 3600, Sunset: 19 * 3600}
	res, rep := explored(t, src, cal, inv)
	holds(t, rep, "porch after 20:30", true)
	holds(t, rep, "garden after 19:30", true)
	holds(t, rep, "no ticks before 21:10", true)
	holds(t, rep, "porch off", false)
	holds(t, rep, "garden off", false)
	if got := values(t, res, "Ticks (Counter 1)"); len(got) != 3 {
		t.Fatalf("ticks %v", got)
	}
	// 30 minutes before sunset it is not dark yet.
	early := strings.Replace(src, "30 MINS AFTER SUNSET", "30 MINS BEFORE SUNSET", 1)
	_, rep = explored(t, early, cal, inv)
	holds(t, rep, "garden off", true)
}

// A day-of-week mask lets the rule run on those days only.
func TestDayMask(t *testing.T) {
	src := "WHENEVER THE TIME IS 9:00 AM AND THE DAYS OF THE WEEK ARE S-----S THEN TURN Coffee (Out 1) ON\n" +
		"WHENEVER THE TIME IS 9:00 AM THEN SET Mornings (Counter 1) TO 1\n"
	inv := "- {name: no coffee, condition: '\"Coffee (Out 1)\" == Off'}"
	// Friday 08:00 for two days: Saturday 09:00 is 25 h in.
	_, rep := explored(t, src, ta.Calendar{Start: 8 * 3600, Horizon: 2 * 86400, Weekday: 4, DayKnown: true}, inv)
	v := rep.Invariants[0].Violation
	if v == nil || v.Elapsed != "90000" {
		t.Fatalf("coffee at %+v, want 25 h after the start", v)
	}
	// From Monday 08:00, two days: never.
	_, rep = explored(t, src, ta.Calendar{Start: 8 * 3600, Horizon: 2 * 86400, Weekday: 0, DayKnown: true}, inv)
	if rep.Invariants[0].Violated {
		t.Fatal("coffee on a weekday")
	}
	// Both rules share the 9:00 schedule.
	p := lower(t, src)
	if n := len(p.Schedules()); n != 1 {
		t.Fatalf("%d schedules, want 1", n)
	}
}

// The environment: zones, areas, keys, tasks, alarm events; outputs the
// rules only read are switched by people.
func TestEnvironment(t *testing.T) {
	src := `1. WHENEVER F4 KEY ON ANY KEYPAD IS ACTIVATED THEN SET Any (Counter 1) TO 1
2. WHENEVER F4 KEY ON Kitchen (Kp 1) IS ACTIVATED THEN SET Kitchen (Counter 2) TO 1
3. WHENEVER Main (Area 1) ARM STATE BECOMES ARMED THEN SET Armed (Counter 3) TO 1
4. WHENEVER Main (Area 1) ARM STATE BECOMES DISARMED THEN SET Armed (Counter 3) TO 0
5. WHENEVER Siren (Out 9) STATE IS TURNED ON AND Main (Area 1) IS ARMED STAY THEN ANNOUNCE SIREN
6. WHENEVER Movie (Task 1) IS ACTIVATED THEN ARM Main (Area 1) TO ARMED NIGHT
7. WHENEVER ANY FIRE ALARM, ANY AREA TURNS ON THEN DISARM Main (Area 1)
8. WHENEVER Window (Zn 4) IS BYPASSED THEN SET Bypassed (Counter 4) TO 1
`
	p := lower(t, src)
	var events []string
	for _, e := range p.Events {
		events = append(events, e.Name)
	}
	want := []string{
		"Main (Area 1): disarm at a keypad", "Main (Area 1): arm stay at a keypad", "Main (Area 1): arm night at a keypad",
		"Siren (Out 9): turned on", "Siren (Out 9): turned off", "Movie (Task 1): activated",
		"Window (Zn 4): bypassed at a keypad", "Window (Zn 4): unbypassed at a keypad",
		"F4 key on Kitchen (Kp 1)", "F4 key on another keypad", "ANY FIRE ALARM, ANY AREA TURNS ON",
	}
	if !slices.Equal(events, want) {
		t.Fatalf("events\n%q\nwant\n%q", events, want)
	}
	res, rep := exploreProgram(t, p, ta.Calendar{}, "- {name: kitchen key counts for any, condition: '\"Kitchen (Counter 2)\" == 1 -> \"Any (Counter 1)\" == 1'}")
	holds(t, rep, "kitchen key counts for any", true)
	got := values(t, res, "Main (Area 1)", "Armed (Counter 3)")
	wantStates := []string{"Main (Area 1)=ArmedNight Armed (Counter 3)=1", "Main (Area 1)=ArmedStay Armed (Counter 3)=1",
		"Main (Area 1)=Disarmed Armed (Counter 3)=0"}
	if !slices.Equal(got, wantStates) {
		t.Fatalf("areas %v, want %v", got, wantStates)
	}
}

// Analog zone values are environmental factors in tenths of a volt.
func TestAnalog(t *testing.T) {
	src := "WHENEVER EVERY 1 MINUTES AND Tank (Zn 9) IS LESS THAN ANALOG VALUE 2.5 VOLTS THEN TURN Pump (Out 1) ON\n" +
		"WHENEVER EVERY 1 MINUTES AND Tank (Zn 9) IS GREATER THAN ANALOG VALUE 12 VOLTS THEN TURN Pump (Out 1) OFF\n"
	p := lower(t, src)
	if len(p.Factors) != 1 || len(p.Factors[0].Classes) != 3 {
		t.Fatalf("factors %+v", p.Factors)
	}
	res, _ := exploreProgram(t, p, ta.Calendar{Horizon: 180}, "")
	if got := values(t, res, "Pump (Out 1)"); len(got) != 2 {
		t.Fatalf("pump %v", got)
	}
}

// The lowered IR prints as .ta text that reads back.
func TestPrintReadsBack(t *testing.T) {
	p := lower(t, `WHENEVER Front Door (Zn 1) BECOMES NOT SECURE AND IT IS DARK OUTSIDE AND THE DAY OF THE WEEK IS -MTWTF-
  THEN TURN Porch [3 (A3)] ON FOR 5 MINS THEN SET Up (Thermostat 1) MODE TO HEAT THEN LOCK Front (Lock 1)
WHENEVER Porch [3 (A3)] IS TURNED OFF THEN TOGGLE Fan (Out 2) THEN BYPASS Front Door (Zn 1)
`)
	q, err := syntax.Parse("ir.ta", []byte(syntax.Print(p)))
	if err != nil {
		t.Fatalf("%v\n%s", err, syntax.Print(p))
	}
	if err := ta.Check(q); err != nil {
		t.Fatal(err)
	}
	if syntax.Print(q) != syntax.Print(p) {
		t.Fatalf("printed twice differently:\n%s\n---\n%s", syntax.Print(p), syntax.Print(q))
	}
}
