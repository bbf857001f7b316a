package isy

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
	tasyntax "github.com/delorean-mc/delorean/ta/syntax"
)

func lower(t testing.TB, src string) *ta.Program {
	t.Helper()
	f, err := syntax.Parse("t.isy", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Lower(f, "t.isy")
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatalf("%v\n%s", err, tasyntax.Print(p))
	}
	return p
}

// The real exports in the corpus parse and lower, and so does any file
// added there later.
func TestCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../../shared/corpus/isy/*")
	if len(files) == 0 {
		t.Skip("no corpus next to the repository")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			p := lower(t, string(src))
			if len(p.Rules) == 0 {
				t.Fatal("no rules")
			}
			// The lowered IR prints and reads back.
			q, err := tasyntax.Parse("ir.ta", []byte(tasyntax.Print(p)))
			if err != nil {
				t.Fatal(err)
			}
			if err := ta.Check(q); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestDiagnostics(t *testing.T) {
	tests := []struct{ name, src, pos, msg string }{
		{"bad condition", "P - [ID 0001][Parent 0001]\n\nIf\n        Status 'X' is\n \nThen\n        Set 'X' On\n", "4:22", "syntax error"},
		{"bad action", "P - [ID 0001][Parent 0001]\n\nIf\n        Status 'X' is On\n \nThen\n        Frobnicate 'X'\n", "7:9", "syntax error"},
		{"unknown program", "P - [ID 0001][Parent 0001]\n\nIf\n        Program 'Q' is True\n \nThen\n        Set 'X' On\n", "4:9", `no program or folder named "Q"`},
		{"then without if", "Then\n        Set 'X' On\n", "1:1", "Then without an If"},
		{"stray text", "P - [ID 0001][Parent 0001]\nhello\nIf\n", "2:1", `unexpected "hello" after the header`},
		{"same day backwards", "P - [ID 0001][Parent 0001]\n\nIf\n        From 10:00:00PM\n        To 2:00:00AM (same day)\n \nThen\n        Set 'X' On\n", "4:9", "(next day)"},
		{"repeat while without wait", "P - [ID 0001][Parent 0001]\n\nIf\n        $i is 1\n \nThen\n        Repeat While $i is 1\n        $i = 0\n", "7:9", "needs a Wait"},
		{"duplicate name", "P - [ID 0001][Parent 0001]\n\nIf\n        $i is 1\n \nThen\n        $i = 0\n\nP - [ID 0002][Parent 0001]\n\nIf\n        $i is 1\n \nThen\n        $i = 0\n", "9:1", "a second program named"},
		{"elk module", "P - [ID 0001][Parent 0001]\n\nIf\n        Elk Zone 'Front' is Violated\n \nThen\n        $i = 0\n", "4:9", "ELK front end"},
		{"no program", "just text\n", "1:1", "unexpected"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := syntax.Parse("d.isy", []byte(tc.src))
			if err == nil {
				var p *ta.Program
				if p, err = Lower(f, "d.isy"); err == nil {
					err = ta.Check(p)
				}
			}
			list, ok := err.(ta.ErrorList)
			if !ok || len(list) == 0 {
				t.Fatalf("error %v", err)
			}
			if got := list[0].Pos.String(); got != "d.isy:"+tc.pos || !strings.Contains(list[0].Msg, tc.msg) {
				t.Fatalf("%v; want d.isy:%s ... %s", list[0], tc.pos, tc.msg)
			}
		})
	}
}

// explored runs the explorer on ISY text.
func explored(t testing.TB, src string, cal ta.Calendar, invariants string) (*explore.Result, *explore.Report) {
	t.Helper()
	p := lower(t, src)
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

// A new trigger while a program waits restarts it: motion keeps the light
// on for 5 minutes after the last motion.
func TestRetriggerRestartsWait(t *testing.T) {
	src := `Hall Motion - [ID 0001][Parent 0001]

If
        Control 'Hall Motion' is switched On
 
Then
        Set 'Hall Light' On
        Wait  5 minutes 
        Set 'Hall Light' Off
`
	inv := `
- name: on for 5 minutes after motion
  after: "Hall Motion: switched On"
  holds: '"Hall Light" == On'
  for: 5m
- name: on for 6 minutes after motion
  after: "Hall Motion: switched On"
  holds: '"Hall Light" == On'
  for: 6m
- name: on at once
  after: "Hall Motion: switched On"
  reaches: '"Hall Light" == On'
  within: 1s
`
	// Without the restart, a motion 4 minutes after the first would see
	// the light go off one minute later.
	_, rep := explored(t, src, ta.Calendar{Horizon: 900}, inv)
	holds(t, rep, "on for 5 minutes after motion", true)
	holds(t, rep, "on for 6 minutes after motion", false)
	holds(t, rep, "on at once", true)
}

// A Control condition is true only at its event, so a Control-only
// program never runs Else by itself; Status conditions trigger only on a
// change.
func TestControlAndStatusTriggers(t *testing.T) {
	src := `Count On - [ID 0001][Parent 0001]

If
        Control 'Switch' is switched On
 
Then
        $iOn = 1
 
Else
        $iElse = 1

Light Follows - [ID 0002][Parent 0001]

If
        Status  'Switch' is On
 
Then
        Set 'Lamp' On
 
Else
        Set 'Lamp' Off
`
	res, _ := explored(t, src, ta.Calendar{}, "")
	// The switch's Off command is not a trigger of Count On, so Else
	// never runs; the lamp follows the switch's status both ways.
	got := values(t, res, "$iElse", "Switch", "Lamp")
	want := []string{"$iElse=0 Switch=Off Lamp=Off", "$iElse=0 Switch=On Lamp=On"}
	if !slices.Equal(got, want) {
		t.Fatalf("reachable %v, want %v", got, want)
	}
}

// Schedules: Time is runs at its instant; From/To runs Then at From and
// Else at To.
func TestSchedules(t *testing.T) {
	src := `Morning - [ID 0001][Parent 0001]

If
        Time is  7:00:00AM
 
Then
        Set 'Coffee' On
 
Evening - [ID 0002][Parent 0001]

If
        From     6:00:00PM
        To      10:00:00PM (same day)
 
Then
        Set 'Porch' On
 
Else
        Set 'Porch' Off
`
	inv := `
- name: coffee after seven
  condition: '"Coffee" == On -> time >= 07:00'
- name: porch on in the evening
  condition: '"Porch" == On'
  window: {from: "18:00", to: "22:00"}
- name: porch off after ten
  condition: '"Porch" == Off'
  window: {from: "22:00", to: "23:00"}
`
	// From 06:00 to 23:00: the coffee comes on at 07:00; the porch is on
	// from 18:00 to 22:00 exactly.
	_, rep := explored(t, src, ta.Calendar{Start: 6 * 3600, Horizon: 17 * 3600}, inv)
	for _, inv := range rep.Invariants {
		if inv.Violated {
			t.Fatalf("%s violated: %+v", inv.Name, inv.Violation)
		}
	}
	res, _ := explored(t, src, ta.Calendar{Start: 6 * 3600, Horizon: 17 * 3600}, "")
	if got := values(t, res, "Coffee"); !slices.Equal(got, []string{"Coffee=Off", "Coffee=On"}) {
		t.Fatalf("coffee %v", got)
	}
}

// A disabled program ignores its trigger but runs when called.
func TestEnableDisable(t *testing.T) {
	src := `Disabler - [ID 0001][Parent 0001]

If
        Control 'A' is switched On
 
Then
        Disable Program 'Target'
        Set 'Lamp' Off

Enabler - [ID 0002][Parent 0001]

If
        Control 'A' is switched Off
 
Then
        Enable Program 'Target'

Target - [ID 0003][Parent 0001]

If
        Control 'B' is switched On
 
Then
        Set 'Lamp' On
`
	inv := `
- name: lamp off while the target is disabled
  condition: '!"Program Target: enabled" -> "Lamp" == Off'
`
	_, rep := explored(t, src, ta.Calendar{}, inv)
	holds(t, rep, "lamp off while the target is disabled", true)
	caller := src + `
Caller - [ID 0004][Parent 0001]

If
        Control 'C' is switched On
 
Then
        Run Program 'Target' (Then Path)
`
	_, rep = explored(t, caller, ta.Calendar{}, inv)
	holds(t, rep, "lamp off while the target is disabled", false)
}

// Stop Program drops a pending Wait: the light stays on.
func TestStopProgram(t *testing.T) {
	src := `Starter - [ID 0001][Parent 0001]

If
        Control 'Button' is switched On
 
Then
        Run Program 'Worker' (Then Path)

Stopper - [ID 0002][Parent 0001]

If
        Control 'Button' is switched Off
 
Then
        Stop Program 'Worker'

Worker - [ID 0003][Parent 0001]

If
   - No Conditions - (To add one, press 'Schedule' or 'Condition')
 
Then
        Set 'Light' On
        Wait  10 seconds 
        Set 'Light' Off
`
	inv := `
- name: light on only while the worker waits
  condition: '"Light" == On -> "Program Worker: stage" == 1'
`
	_, rep := explored(t, src, ta.Calendar{}, inv)
	holds(t, rep, "light on only while the worker waits", false)
	noStop := strings.Replace(src, "Stop Program 'Worker'", "Set 'Unused' On", 1)
	_, rep = explored(t, noStop, ta.Calendar{}, inv)
	holds(t, rep, "light on only while the worker waits", true)
}

func TestRepeats(t *testing.T) {
	src := `Blink - [ID 0001][Parent 0001]

If
        Control 'Button' is switched On
 
Then
        $iN = 0
        $iDone = 0
        Repeat 3 times
           $iN += 1
        Repeat 2 times
           Set 'Light' On
           Wait  2 seconds 
           Set 'Light' Off
           Wait  2 seconds 
        Repeat 1 times
           $iDone = 1
`
	res, _ := explored(t, src, ta.Calendar{}, "")
	got := values(t, res, "$iN", "$iDone")
	// The loop without a Wait runs at once: $iN goes from 0 to 3 in one
	// instant; $iDone is set after both blinks.
	want := []string{"$iN=0 $iDone=0", "$iN=3 $iDone=0", "$iN=3 $iDone=1"}
	if !slices.Equal(got, want) {
		t.Fatalf("reachable %v, want %v", got, want)
	}
	inv := `
- name: not done for 8 seconds
  after: "Button: switched On"
  holds: $iDone == 0
  for: 8s
- name: not done for 9 seconds
  after: "Button: switched On"
  holds: $iDone == 0
  for: 9s
`
	// The two blinks take 4 × 2 s.
	_, rep := explored(t, src, ta.Calendar{}, inv)
	holds(t, rep, "not done for 8 seconds", true)
	holds(t, rep, "not done for 9 seconds", false)
}

func TestFolderGates(t *testing.T) {
	src := `Night - [ID 0010][Parent 0001]

Folder Conditions for 'Night'

If
        From    10:00:00PM
        To       6:00:00AM (next day)
 
Then
   Allow the programs in this folder to run.

Night Light - [ID 0011][Parent 0010]

If
        Control 'Motion' is switched On
 
Then
        Set 'Night Light' On
`
	inv := `
- name: night light only at night
  condition: '"Night Light" == On -> time in 22:00..06:00'
`
	_, rep := explored(t, src, ta.Calendar{Start: 21 * 3600, Horizon: 2 * 3600}, inv)
	holds(t, rep, "night light only at night", true)
	res, _ := explored(t, src, ta.Calendar{Start: 21 * 3600, Horizon: 2 * 3600}, "")
	if got := values(t, res, "Night Light"); !slices.Equal(got, []string{"Night Light=Off", "Night Light=On"}) {
		t.Fatalf("the night light never comes on: %v", got)
	}
}

func loadFile(t testing.TB, path string) *ta.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := syntax.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Lower(f, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	return p
}

func project(t *testing.T, p *ta.Program, cal ta.Calendar, names ...string) []string {
	t.Helper()
	m, err := explore.NewModel(p, explore.Config{Cal: cal})
	if err != nil {
		t.Fatal(err)
	}
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return values(t, res, names...)
}

// porch.isy is the paper's Figure 1 written as ISY programs: the light and
// its off-timer reach the same states as programs/paper/figure1.ta, by day
// (the timer always turns the light off) and by night (it never does).
func TestPorchMatchesFigure1(t *testing.T) {
	isyProg := loadFile(t, "../../programs/isy/porch.isy")
	src, err := os.ReadFile("../../programs/paper/figure1.ta")
	if err != nil {
		t.Fatal(err)
	}
	taProg, err := tasyntax.Parse("figure1.ta", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(taProg); err != nil {
		t.Fatal(err)
	}
	for _, start := range []int64{9 * 3600, 21 * 3600} {
		cal := ta.Calendar{Start: start, Horizon: 900}
		a := project(t, isyProg, cal, "Front Porch Light", "timer Program Porch Light Timer: wait")
		b := project(t, taProg, cal, "FrontPorchLight", "timer timerFrontPorchLight")
		norm := strings.NewReplacer("Front Porch Light=", "light=", "FrontPorchLight=", "light=",
			"timer Program Porch Light Timer: wait=", "timer=", "timer timerFrontPorchLight=", "timer=")
		normAll := func(lines []string) []string {
			var out []string
			for _, l := range lines {
				out = append(out, norm.Replace(l))
			}
			return out
		}
		if !slices.Equal(normAll(a), normAll(b)) {
			t.Errorf("from %s: porch.isy reaches %v, figure1.ta %v", ta.FormatClockTime(start), a, b)
		}
	}
}

// The ISY version shows the same surprise as the paper's Figure 1, with a
// trace that replays.
func TestPorchViolation(t *testing.T) {
	if testing.Short() {
		t.Skip("explores a few million states")
	}
	p := loadFile(t, "../../programs/isy/porch.isy")
	props, err := explore.LoadProperties("../../programs/isy/porch.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: 9 * 3600, Horizon: 360}, Props: props})
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
	inv := rep.Invariants[0]
	if !inv.Violated {
		t.Fatal("the light always stays on 5 minutes after motion; the paper's surprise is missing")
	}
	var motion, off string
	for _, s := range inv.Violation.Trace {
		if s.Stimulus == "Porch Motion: switched On" {
			motion = s.Elapsed
		}
		if slices.Contains(s.Changes, "Front Porch Light: On -> Off") {
			off = s.Elapsed
		}
	}
	if motion == "" || off == "" {
		t.Fatalf("the trace lacks the motion or the light going off: %+v", inv.Violation.Trace)
	}
}

// Last Run Time for 'P' + D is a timer started whenever P runs.
func TestLastRunTime(t *testing.T) {
	src := `Pinger - [ID 0001][Parent 0001]

If
        Control 'Button' is switched On
 
Then
        $iPing = 1

Watch - [ID 0002][Parent 0001]

If
        $iPing is 1
    And Time is Last Run Time for 'Pinger' +  2 minutes
 
Then
        Set 'Alarm' On
`
	_, rep := explored(t, src, ta.Calendar{}, "- {name: quiet, condition: '\"Alarm\" == Off'}")
	v := rep.Invariants[0].Violation
	if v == nil || len(v.Trace) < 2 {
		t.Fatalf("the alarm never comes on: %+v", rep.Invariants[0])
	}
	first, _ := ta.ParseSeconds(v.Trace[0].Elapsed)
	last, _ := ta.ParseSeconds(v.Trace[len(v.Trace)-1].Elapsed)
	if v.Trace[0].Stimulus != "Button: switched On" || last.Sub(last, first).Cmp(ta.SecondsRat(120)) != 0 {
		t.Fatalf("the alarm must come on 2 minutes after the button: %+v", v.Trace)
	}
}

// Schedules on days of the week happen on those days only.
func TestDaysOfWeek(t *testing.T) {
	src := `Weekend Coffee - [ID 0001][Parent 0001]

If
        On Sat, Sun Time is  9:00:00AM
 
Then
        Set 'Coffee' On
`
	inv := "- {name: no coffee, condition: '\"Coffee\" == Off'}"
	// Friday 2026-11-20 08:00 for two days: Saturday 09:00 is 25 h in.
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
}

// Wait D (Random) waits any time in [0, D]; Repeat Every repeats D apart.
func TestRandomWaitAndRepeatEvery(t *testing.T) {
	src := `Auto Off - [ID 0001][Parent 0001]

If
        Status  'Light' is On
 
Then
        Wait  1 minute (Random)
        Set 'Light' Off

Person - [ID 0002][Parent 0001]

If
        Control 'Light' is switched On
 
Then
        Send Notification to 'Owner' content 'light on'
`
	inv := `
- {name: off within a minute, after: '"Light" == On', reaches: '"Light" == Off', within: 1m}
- {name: off within 59 s, after: '"Light" == On', reaches: '"Light" == Off', within: 59s}
- {name: on for a second, after: '"Light" == On', holds: '"Light" == On', for: 1s}
`
	_, rep := explored(t, src, ta.Calendar{}, inv)
	holds(t, rep, "off within a minute", true)
	holds(t, rep, "off within 59 s", false)
	holds(t, rep, "on for a second", false)

	blink := `Blink - [ID 0001][Parent 0001]

If
        Control 'Start' is switched On
 
Then
        Repeat Every  1 minute 
           Set 'Light' On
           Wait  10 seconds 
           Set 'Light' Off
`
	inv = `
- {name: on 10 s, after: "Start: switched On", holds: '"Light" == On', for: 10s}
- {name: on 11 s, after: "Start: switched On", holds: '"Light" == On', for: 11s}
- {name: back on within 60 s, after: '"Light" == Off', reaches: '"Light" == On', within: 60s}
- {name: back on within 59 s, after: '"Light" == Off', reaches: '"Light" == On', within: 59s}
`
	// Repeat Every waits its interval after each pass through the block.
	_, rep = explored(t, blink, ta.Calendar{}, inv)
	holds(t, rep, "on 10 s", true)
	holds(t, rep, "on 11 s", false)
	holds(t, rep, "back on within 60 s", true)
	holds(t, rep, "back on within 59 s", false)
}

func TestBitwise(t *testing.T) {
	src := `Flags - [ID 0001][Parent 0001]

If
        Control 'A' is switched On
 
Then
        $iFlags |= 4

Clear - [ID 0002][Parent 0001]

If
        Control 'B' is switched On
 
Then
        $iFlags &= 1
        $iFlags ^= 1
`
	res, _ := explored(t, src, ta.Calendar{}, "")
	// From 0: |= 4 gives 4; &= 1 then ^= 1 gives 1 from 0 or 4, 0 from 1 or 5.
	got := values(t, res, "$iFlags")
	want := []string{"$iFlags=0", "$iFlags=1", "$iFlags=4", "$iFlags=5"}
	if !slices.Equal(got, want) {
		t.Fatalf("reachable %v, want %v", got, want)
	}
}
