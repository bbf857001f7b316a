package isy

import (
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
)

// Issue 22, items 6 to 8.

// The issue's program: a Status condition on a Climate module value.
const atticFan = `Attic Fan - [ID 0001][Parent 0001]

If
        Module 'Climate' Temperature > 50
 
Then
        Wait  5 minutes 
        Set 'Fan' On
 
Else
        Set 'Fan' Off
        Set 'Alarm' On
`

const sameClassTemp = "Module Climate: Temperature: changes within its class"

// stim is the index of the stimulus named name.
func stim(t *testing.T, p *ta.Program, name string) int {
	t.Helper()
	for i, s := range p.Stimuli() {
		if s.Name == name {
			return i
		}
	}
	t.Fatalf("no stimulus %q", name)
	return -1
}

func sec(n int64) *big.Rat { return new(big.Rat).SetInt64(n) }

// replaySteps replays named stimuli at whole seconds, ending at end.
func replaySteps(t *testing.T, m *explore.Model, end int64, at []int64, names []string) (*explore.Replayed, error) {
	t.Helper()
	var steps []explore.ReplayStep
	for i, n := range names {
		steps = append(steps, explore.ReplayStep{At: sec(at[i]), Stim: stim(t, m.Prog, n)})
	}
	return explore.Replay(m, steps, sec(end), nil)
}

func valueOf(t *testing.T, p *ta.Program, st *ta.State, name string) string {
	t.Helper()
	for i, v := range p.Vars {
		if v.Name == name {
			if v.Type.Kind == ta.Enum {
				return v.Type.Values[st.Vals[i]]
			}
			return big.NewInt(st.Vals[i]).String()
		}
	}
	t.Fatalf("no variable %q", name)
	return ""
}

// Item 6. UDI: a Status condition is evaluated, and its program run, on
// any change of the status, and a run restarts a Wait. A change 55 -> 56
// stays in the class "> 50", so a model with one value per class misses
// it: the invariant below held. On the controller a change at minute 4
// restarts the Wait and the fan comes on at minute 9.
func TestIssue22SameClassChangeRetriggers(t *testing.T) {
	inv := `
- name: fan or alarm
  after: "Module Climate: Temperature = 51"
  reaches: '"Fan" == On || "Alarm" == On || "Module Climate: Temperature" <= 50'
  within: 5m1s
`
	_, rep := explored(t, atticFan, ta.Calendar{Horizon: 400}, inv)
	holds(t, rep, "fan or alarm", false)
	// The explorer's trace (which it replays itself before reporting it)
	// re-triggers the program within the class before the 5 minutes.
	var retrig *explore.TraceEntry
	for i, s := range rep.Invariants[0].Violation.Trace {
		if s.Stimulus == sameClassTemp {
			retrig = &rep.Invariants[0].Violation.Trace[i]
		}
	}
	if retrig == nil {
		t.Fatalf("the trace has no change within the class: %+v", rep.Invariants[0].Violation.Trace)
	}
	if at, ok := new(big.Rat).SetString(retrig.Elapsed); !ok || at.Cmp(sec(300)) >= 0 {
		t.Fatalf("the re-trigger is at %s, not within the 5 minutes", retrig.Elapsed)
	}
	if !slices.Contains(retrig.Timers, "Attic Fan: wait started (5m)") {
		t.Fatalf("the re-trigger does not restart the Wait: %+v", retrig)
	}

	// The issue's own run, replayed with the concrete semantics: 51 at
	// 0:00, another value above 50 at 4:00; the Wait is not due at 5:00
	// (time may pass to 5:01) and ends at 9:00, when the fan comes on.
	p := lower(t, atticFan)
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 3600}})
	if err != nil {
		t.Fatal(err)
	}
	temp51 := "Module Climate: Temperature = 51"
	wait := "Program Attic Fan: wait"
	got, err := replaySteps(t, m, 301, []int64{0, 240}, []string{temp51, sameClassTemp})
	if err != nil {
		t.Fatalf("time cannot pass to 5:01 after a re-trigger at 4:00: %v", err)
	}
	if f := valueOf(t, p, &got.State, "Fan"); f != "Off" {
		t.Fatalf("fan %s at 5:01", f)
	}
	if _, err := replaySteps(t, m, 300, []int64{0, 240, 300}, []string{temp51, sameClassTemp, wait}); err == nil {
		t.Fatal("the Wait ends at 5:00 although the program ran again at 4:00")
	}
	got, err = replaySteps(t, m, 540, []int64{0, 240, 540}, []string{temp51, sameClassTemp, wait})
	if err != nil {
		t.Fatal(err)
	}
	if f := valueOf(t, p, &got.State, "Fan"); f != "On" {
		t.Fatalf("fan %s at 9:00, want On", f)
	}
}

// Where no program is triggered by changes of a value, or no class holds
// more than one value, the environment offers no change within a class;
// where a class is a single value, the change is not offered from it.
func TestIssue22SameClassOnlyWhereTriggered(t *testing.T) {
	events := func(src string) map[string]*ta.Event {
		p := lower(t, src)
		out := map[string]*ta.Event{}
		for _, e := range p.Events {
			out[e.Name] = e
		}
		return out
	}
	// Read only by a Repeat While (which never triggers).
	ev := events(`Loop - [ID 0001][Parent 0001]

If
        Control 'Go' is switched On
 
Then
        Repeat While Module 'Climate' Temperature > 50
           Wait  1 minute 
           Set 'Fan' On
`)
	if ev[sameClassTemp] != nil {
		t.Error("a change within a class offered with no program triggered by it")
	}
	if ev["Module Climate: Temperature = 51"] == nil {
		t.Error("the value classes are missing")
	}
	// A sensor with named states: each class is one value.
	ev = events(`Motion - [ID 0001][Parent 0001]

If
        Status 'Motion' is On
 
Then
        Set 'Light' On
`)
	for name := range ev {
		if strings.Contains(name, "within its class") {
			t.Errorf("%s offered for a device of named states", name)
		}
	}
	// A level sensor compared with 50%: the classes are 0..49, 50 and
	// 51..100; from 50 there is no other value of its class.
	ev = events(`Dim - [ID 0001][Parent 0001]

If
        Status 'Level' is 50%
 
Then
        Set 'Light' On
`)
	e := ev["Level: changes within its class"]
	if e == nil {
		t.Fatal("no change within a class for a level sensor")
	}
	if g := ta.ExprString(e.Guard); g != "Level != 50" {
		t.Errorf("guard %s, want Level != 50", g)
	}
	// The same-class change runs the program again, which sees the same
	// class (true here): with a Wait the light stays off until 5
	// minutes after the last change.
	inv := `
- {name: on within 5m1s, after: "Module Climate: Temperature = 51", reaches: '"Fan" == On', within: 5m1s}
`
	_, rep := explored(t, strings.Replace(atticFan, "Set 'Alarm' On", "", 1), ta.Calendar{Horizon: 400}, inv)
	holds(t, rep, "on within 5m1s", false)
}

// Item 7. The UDI User Guide's own sample: From 12:00:00AM For 24 hours.
// Its end is the next day's start: the condition holds at every instant
// and the program runs Then once a day, at midnight; Else never runs.
func TestIssue22FromFor24Hours(t *testing.T) {
	sample := `Poll Thermostat - [ID 0001][Parent 0001]

If
        From 12:00:00AM
        For 24 hours
 
Then
        $iIn = 1
        Repeat Every 15 minutes
           Wait 10 minutes
           Set 'Thermostat' Query
 
Else
        $iIn = 2
`
	for _, start := range []int64{0, 5 * 3600, 23 * 3600} {
		res, _ := explored(t, sample, ta.Calendar{Start: start, Horizon: 49 * 3600}, "")
		got := values(t, res, "$iIn")
		if want := []string{"$iIn=0", "$iIn=1"}; !slices.Equal(got, want) {
			t.Errorf("from %s: reachable %v, want %v (the range must hold all day)", ta.FormatClockTime(start), got, want)
		}
	}
	for _, long := range []string{"25 hours", "24 hours and 1 second"} {
		src := strings.Replace(sample, "24 hours", long, 1)
		f, err := syntax.Parse("d.isy", []byte(src))
		if err == nil {
			_, err = Lower(f, "d.isy")
		}
		list, ok := err.(ta.ErrorList)
		if !ok || len(list) == 0 {
			t.Fatalf("For %s: error %v, want a diagnostic", long, err)
		}
		if got := list[0].Pos.String(); got != "d.isy:4:9" || !strings.Contains(list[0].Msg, "longer than 24 hours") {
			t.Errorf("For %s: %v", long, list[0])
		}
	}
}

// Item 8. ISY integer variables are 32-bit signed; a counter that counts
// its program's runs is correct on the controller and must not be a
// runtime error (it was: $iCount got the range 0..1 from the program).
func TestIssue22CounterIsNoError(t *testing.T) {
	src := `Night Path - [ID 0001][Parent 0001]

If
        Control 'Path Motion' is switched On
 
Then
        Set 'Path Light' On
        $iCount += 1
        Wait  2 minutes 
        Set 'Path Light' Off
`
	res, rep := explored(t, src, ta.Calendar{Horizon: 3600}, "")
	if len(rep.Errors) > 0 {
		t.Fatalf("runtime error: %s", rep.Errors[0].Message)
	}
	if !rep.Complete {
		t.Fatal("the exploration did not end")
	}
	// The count is exact while it is 0 or 1; 2 stands for 2 and more.
	if got, want := values(t, res, "$iCount"), []string{"$iCount=0", "$iCount=1", "$iCount=2"}; !slices.Equal(got, want) {
		t.Fatalf("reachable %v, want %v", got, want)
	}
}

// A counter that really passes the bound its program checks is still
// found: the count is exact up to the constants it is compared with.
func TestIssue22CounterPastBoundFound(t *testing.T) {
	src := `Door Count - [ID 0001][Parent 0001]

If
        Control 'Door' is switched On
 
Then
        $iOpens += 1

Too Many - [ID 0002][Parent 0001]

If
        Control 'Check' is switched On
    And $iOpens > 3
 
Then
        Set 'Alarm' On
`
	inv := `
- {name: no alarm, condition: '"Alarm" == Off'}
`
	_, rep := explored(t, src, ta.Calendar{Horizon: 3600}, inv)
	if len(rep.Errors) > 0 {
		t.Fatalf("runtime error: %s", rep.Errors[0].Message)
	}
	holds(t, rep, "no alarm", false)
	// The trace opens the door 4 times before the check: the fewest that
	// make $iOpens > 3.
	opens := 0
	for _, s := range rep.Invariants[0].Violation.Trace {
		if s.Stimulus == "Door: switched On" {
			opens++
		}
	}
	if opens != 4 {
		t.Fatalf("%d openings in the trace, want 4", opens)
	}
	// With the check at > 4 it takes 5.
	_, rep = explored(t, strings.Replace(src, "> 3", "> 4", 1), ta.Calendar{Horizon: 3600}, inv)
	opens = 0
	for _, s := range rep.Invariants[0].Violation.Trace {
		if s.Stimulus == "Door: switched On" {
			opens++
		}
	}
	if opens != 5 {
		t.Fatalf("%d openings in the trace, want 5", opens)
	}
}

// Arithmetic the classes cannot follow is exact over the controller's
// 32 bits: doubling 1 thirty times is fine, the thirty-first doubling
// overflows, and that is reported.
func TestIssue22RealOverflowReported(t *testing.T) {
	src := `Double - [ID 0001][Parent 0001]

If
        Control 'Go' is switched On
 
Then
        $iX = 1
        Repeat 30 times
           $iX *= 2
`
	res, rep := explored(t, src, ta.Calendar{Horizon: 3600}, "")
	if len(rep.Errors) > 0 {
		t.Fatalf("runtime error: %s", rep.Errors[0].Message)
	}
	if got := values(t, res, "$iX"); !slices.Contains(got, "$iX=1073741824") {
		t.Fatalf("reachable %v, want 2^30", got)
	}
	_, rep = explored(t, strings.Replace(src, "30 times", "31 times", 1), ta.Calendar{Horizon: 3600}, "")
	if len(rep.Errors) != 1 || !strings.Contains(rep.Errors[0].Message, "2147483648 is outside its range -2147483648..2147483647") {
		t.Fatalf("errors %+v, want the overflow", rep.Errors)
	}
}

// A state variable's changes trigger programs; a saturated counter that
// steps further still changes on the controller, so it re-triggers them
// (restarting a Wait) although its model value stays.
func TestIssue22SaturatedStateVariableRetriggers(t *testing.T) {
	src := `Count - [ID 0001][Parent 0001]

If
        Control 'Button' is switched On
 
Then
        $s.Presses += 1

Light - [ID 0002][Parent 0001]

If
        $s.Presses > 0
 
Then
        Wait  5 minutes 
        Set 'Light' On
`
	p := lower(t, src)
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 3600}})
	if err != nil {
		t.Fatal(err)
	}
	press := "Button: switched On"
	wait := "Program Light: wait"
	// Three presses at 0:00 reach the value that stands for 2 and more;
	// a fourth at 4:00 changes the real count and restarts the Wait.
	at := []int64{0, 0, 0, 240}
	names := []string{press, press, press, press}
	if _, err := replaySteps(t, m, 301, at, names); err != nil {
		t.Fatalf("the press at 4:00 does not restart the Wait: %v", err)
	}
	got, err := replaySteps(t, m, 540, append(at, 540), append(names, wait))
	if err != nil {
		t.Fatal(err)
	}
	if l := valueOf(t, p, &got.State, "Light"); l != "On" {
		t.Fatalf("light %s at 9:00", l)
	}
}

// A constant the controller's variables cannot hold is a diagnostic, not
// a model with a wrapped-around range.
func TestIssue22ConstantOutside32Bits(t *testing.T) {
	src := "Big - [ID 0001][Parent 0001]\n\nIf\n        $iX > 3000000000\n \nThen\n        $iX += 1\n"
	f, err := syntax.Parse("d.isy", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lower(f, "d.isy")
	list, ok := err.(ta.ErrorList)
	if !ok || len(list) == 0 || list[0].Pos.String() != "d.isy:4:9" || !strings.Contains(list[0].Msg, "32-bit") {
		t.Fatalf("error %v, want d.isy:4:9 ... 32-bit", err)
	}
}
