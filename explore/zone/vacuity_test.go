package zone

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// vacSrc is a home where the door never opens (no rule sets Door, and a
// .ta device changes only by rules), the alarm is armed and disarmed at
// will, and motion turns the light on for 5 minutes with n mirroring it.
const vacSrc = `program vac
device Door: {Closed, Open} = Closed
device Alarm: {Off, Armed} = Off
device Light: {Off, On} = Off
var n: 0..1 = 0
event Arm, Disarm, Motion
timer T
rule arm on Arm { Alarm = Armed }
rule disarm on Disarm { Alarm = Off }
rule motion on Motion {
    Light = On
    n = 1
    start T 5m
}
rule off on T {
    Light = Off
    n = 0
}
`

// vacInv are invariants that hold from 09:00 for 20 minutes, each vacuous or
// not for a reason worked out by hand from vacSrc (the comment before
// each says it); vacWant is that verdict, with the start of the reason.
const vacInv = `- name: door premise
  condition: Door == Open -> Alarm == Armed
- name: light premise
  condition: Light == On -> n == 1
- name: late window
  condition: Light == Off
  window: {from: "22:00", to: "23:00"}
- name: morning window
  condition: Door == Closed
  window: {from: "09:10", to: "09:15"}
- name: door never changes
  after: change Door
  holds: Light == Off
  for: 1m
- name: motion while open
  after: Motion
  while: Door == Open
  reaches: Light == Off
  within: 6m
- name: motion while armed
  after: Motion
  while: Alarm == Armed
  reaches: Light == On
  within: 1m
- name: closed or lit
  condition: Door == Closed || Light == On
- name: not open and armed
  condition: '!(Door == Open && Alarm == Armed)'
- name: lit after motion
  after: Motion
  holds: Light == On || Door == Open
  for: 5m
- name: lit is one
  condition: (Light == On) == (n == 1)
- name: closed
  condition: Door == Closed
`

var vacWant = map[string]string{
	// Door is never Open: Alarm == Armed never matters.
	"door premise": "Door == Open is never true in any state explored, so it holds whatever Alarm == Armed is",
	// Light off with n 0, and on with n 1: each side decides somewhere.
	"light premise": "",
	// 09:00 + 20m never reaches 22:00.
	"late window": "its window 22:00..23:00 never opens in the explored time",
	// Inside the explored time, and one comparison.
	"morning window": "",
	// Nothing sets Door.
	"door never changes": "change Door never happens in the explored runs",
	// Motion happens, but never while the door is open.
	"motion while open": "Motion while Door == Open (just before it) never happens in the explored runs",
	// Motion happens while armed (Arm first); the light is on at once,
	// which puts it to the test as well.
	"motion while armed": "",
	// Door == Closed holds everywhere: Light == On never matters.
	"closed or lit": "Door == Closed is true in every state explored, so it holds whatever Light == On is",
	// Door never open: Alarm == Armed never matters.
	"not open and armed": "Door == Open is never true in any state explored, so it holds whatever Alarm == Armed is",
	// Within the 5 minutes the light is on: Door == Open never matters.
	"lit after motion": "Light == On is true in every state in the 5m after Motion, so it holds whatever Door == Open is",
	// Both true (lit) and both false (dark) occur.
	"lit is one": "",
	// One comparison: never vacuous this way, though it never changes.
	"closed": "",
}

// vacuityOf is each invariant's verdict and first reason ("" when it is
// not vacuous), failing on a violation.
func vacuityOf(t *testing.T, rep *explore.Report) map[string]string {
	t.Helper()
	if !rep.Complete {
		t.Fatalf("incomplete: %s", rep.Stop)
	}
	rep.SetVerdicts()
	out := map[string]string{}
	for _, inv := range rep.Invariants {
		if inv.Violated {
			t.Errorf("%s violated: %s", inv.Name, inv.Violation.Message)
		}
		if (inv.Verdict == "vacuous") != (len(inv.VacuousBecause) > 0) {
			t.Errorf("%s: verdict %s with reasons %q", inv.Name, inv.Verdict, inv.VacuousBecause)
		}
		out[inv.Name] = strings.Join(inv.VacuousBecause, "; ")
	}
	return out
}

func vacuityConfig(t *testing.T, p *ta.Program, inv string, seconds int64) explore.Config {
	t.Helper()
	ps, err := explore.ParseProperties("vac.inv.yaml", []byte(inv), p)
	if err != nil {
		t.Fatal(err)
	}
	return explore.Config{Cal: ta.Calendar{Start: 9 * hour, Horizon: seconds}, Props: ps}
}

// TestVacuity: the hand-worked verdicts of vacInv, the same from both
// engines, whole or split into loops, with one worker or two.
func TestVacuity(t *testing.T) {
	p, err := frontends.LoadSource("vac.ta", []byte(vacSrc))
	if err != nil {
		t.Fatal(err)
	}
	runs := map[string]func() *explore.Report{}
	for _, split := range []bool{false, true} {
		for _, workers := range []int{1, 2} {
			opt := explore.Options{NoSplit: !split, Workers: workers}
			runs[fmt.Sprintf("regions split=%v workers=%d", split, workers)] = func() *explore.Report {
				m, err := explore.NewModel(p, vacuityConfig(t, p, vacInv, 20*60))
				if err != nil {
					t.Fatal(err)
				}
				rep, _, err := explore.ExploreReport(m, opt)
				if err != nil {
					t.Fatal(err)
				}
				return rep
			}
			runs[fmt.Sprintf("zones split=%v workers=%d", split, workers)] = func() *explore.Report {
				m, err := explore.NewModel(p, vacuityConfig(t, p, vacInv, 20*60))
				if err != nil {
					t.Fatal(err)
				}
				rep, _, err := ExploreReport(m, opt)
				if err != nil {
					t.Fatal(err)
				}
				return rep
			}
		}
	}
	names := make([]string, 0, len(runs))
	for k := range runs {
		names = append(names, k)
	}
	slices.Sort(names)
	var first map[string]string
	for _, name := range names {
		got := vacuityOf(t, runs[name]())
		for inv, want := range vacWant {
			g, ok := got[inv]
			switch {
			case !ok:
				t.Errorf("%s: no invariant %q", name, inv)
			case want == "" && g != "":
				t.Errorf("%s: %q vacuous (%s), want not", name, inv, g)
			case want != "" && !strings.HasPrefix(g, want):
				t.Errorf("%s: %q: %q, want it to start %q", name, inv, g, want)
			}
		}
		if first == nil {
			first = got
		} else if fmt.Sprint(got) != fmt.Sprint(first) {
			t.Errorf("%s: reasons differ from %s:\n%v\n%v", name, names[0], got, first)
		}
	}
}

// TestVacuityIncomplete: a run stopped at a limit claims no vacuity (its
// verdicts are unknown), though the window never opens in what it saw.
func TestVacuityIncomplete(t *testing.T) {
	p, err := frontends.LoadSource("vac.ta", []byte(vacSrc))
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, vacuityConfig(t, p, vacInv, 20*60))
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := ExploreReport(m, explore.Options{NoSplit: true, MaxStates: 3})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Complete {
		t.Fatal("complete with 3 states")
	}
	rep.SetVerdicts()
	for _, inv := range rep.Invariants {
		if inv.Verdict == "vacuous" || len(inv.VacuousBecause) > 0 {
			t.Errorf("%s: %s %q in an incomplete run", inv.Name, inv.Verdict, inv.VacuousBecause)
		}
	}
}

// TestVacuityWindowHorizon: the same window is vacuous over 12 hours from
// 09:00 and put to the test over 13: the explored time includes its end,
// 22:00, where the window opens (and time can pass); on both engines.
func TestVacuityWindowHorizon(t *testing.T) {
	p, err := frontends.LoadSource("vac.ta", []byte(vacSrc))
	if err != nil {
		t.Fatal(err)
	}
	inv := "- name: late window\n  condition: Door == Closed\n  window: {from: \"22:00\", to: \"23:00\"}\n"
	for _, c := range []struct {
		hours   int64
		vacuous bool
	}{{2, true}, {12, true}, {13, false}, {14, false}} {
		for _, zones := range []bool{false, true} {
			m, err := explore.NewModel(p, vacuityConfig(t, p, inv, c.hours*hour))
			if err != nil {
				t.Fatal(err)
			}
			var rep *explore.Report
			if zones {
				rep, _, err = ExploreReport(m, explore.Options{})
			} else {
				rep, _, err = explore.ExploreReport(m, explore.Options{})
			}
			if err != nil {
				t.Fatal(err)
			}
			got := vacuityOf(t, rep)["late window"] != ""
			if got != c.vacuous {
				t.Errorf("%dh zones=%v: vacuous %v, want %v", c.hours, zones, got, c.vacuous)
			}
		}
	}
}
