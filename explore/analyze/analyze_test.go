package analyze

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// Fig. 2 by hand: Trigger0 resets both clocks and clears the flag,
// Trigger1 sets the flag if timeTrigger0 < 5s, Trigger2 sets Thing by the
// flag and timeTrigger1 < 2s.
func TestAnalyzeFigure2(t *testing.T) {
	p := load(t, "../../programs/paper/figure2.ta")
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 3600}})
	if err != nil {
		t.Fatal(err)
	}
	a := Analyze(m)
	if a.Rules != 3 || a.Devices != 1 || a.Vars != 2 || a.Clocks != 2 || a.ClocksReduced != 2 || a.GCD != 1 || a.Events != 3 {
		t.Errorf("counts: %+v", a)
	}
	if !slices.Equal(a.Constants, []int64{2, 5}) {
		t.Errorf("constants %v, want [2 5]", a.Constants)
	}
	want := []TaintEntry{
		{From: "clock timeTrigger0", To: "trigger1Seen", Control: true},
		{From: "trigger1Seen", To: "Thing", Control: true},
		{From: "clock timeTrigger1", To: "Thing", Control: true},
	}
	for _, w := range want {
		if !slices.Contains(a.Taint, w) {
			t.Errorf("taint lacks %+v: %+v", w, a.Taint)
		}
	}
	if len(a.Taint) != len(want) {
		t.Errorf("taint has %d edges, want %d: %+v", len(a.Taint), len(want), a.Taint)
	}
	if len(a.Loops) != 1 {
		t.Errorf("%d loops, want 1", len(a.Loops))
	}
	r2 := a.RuleList[2]
	if !slices.Equal(r2.Writes, []string{"Thing"}) || !slices.Equal(r2.Tests, []string{"timeTrigger1 < 2s"}) || r2.Paths != 3 {
		t.Errorf("Trigger2: %+v", r2)
	}
}

// A stored time that nothing compares needs no clock (paper §3.3).
func TestClockReduction(t *testing.T) {
	p := loadSrc(t, `
device Light: {Off, On}
clock lastOn, lastMotion
event Motion
rule R on Motion { if lastMotion < 1s { Light = On  reset lastOn }  reset lastMotion }
`)
	m, err := explore.NewModel(p, explore.Config{})
	if err != nil {
		t.Fatal(err)
	}
	a := Analyze(m)
	if a.Clocks != 2 || a.ClocksReduced != 1 {
		t.Errorf("clocks %d, after reduction %d; want 2 and 1", a.Clocks, a.ClocksReduced)
	}
	res := run(t, p, explore.Config{})
	// Light Off/On and lastMotion's regions (0, (0,1), beyond); lastOn adds
	// nothing: 2 discrete states, and the states of one clock with
	// constant 1: 0, (0,1), 1, >1 (4 regions), not the 2-clock count.
	if res.Stats.States > 2*4 {
		t.Errorf("%d states: the unused clock is in the regions", res.Stats.States)
	}
}

// The clocks an ISY program needs without clock reduction, counted in its
// source text: one per Wait, one per schedule line (Time is, From, To,
// For) of each enabled program (a disabled one runs only when called, so
// its schedule never triggers it).
func TestClockReductionISY(t *testing.T) {
	wait := regexp.MustCompile(`(?m)^\s*Wait\b`)
	sched := regexp.MustCompile(`(?m)^\s*(?:(?:And|Or)\s+)?(?:Time is|From|To|For)\b`)
	files, _ := filepath.Glob("../../programs/ha/p*/*.isy")
	more, _ := filepath.Glob("../../programs/isy/*.isy")
	for _, f := range append(files, more...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := explore.NewModel(load(t, f), explore.Config{Cal: ta.Calendar{Horizon: hour}})
		if err != nil {
			t.Fatal(err)
		}
		r := Analyze(m).Reduction
		waits, scheds := len(wait.FindAll(src, -1)), 0
		for _, prog := range strings.Split(string(src), "\n----") {
			// The header is the chunk's first line (second after a rule).
			head := strings.SplitN(strings.TrimLeft(prog, "-\n"), "\n", 2)[0]
			if !strings.Contains(head, "[Not Enabled]") {
				scheds += len(sched.FindAllString(prog, -1))
			}
		}
		if r.Starts != waits || r.Schedules != scheds || r.Before != waits+scheds+r.Declared {
			t.Errorf("%s: %d starts, %d schedule actions (before %d), want %d Wait and %d schedule lines", f, r.Starts, r.Schedules, r.Before, waits, scheds)
		}
		if r.After > r.Before {
			t.Errorf("%s: %d clocks after reduction, more than %d before", f, r.After, r.Before)
		}
	}
}

const hour = 3600

func load(t testing.TB, path string) *ta.Program {
	t.Helper()
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func loadSrc(t testing.TB, src string) *ta.Program {
	t.Helper()
	p, err := frontends.LoadSource("test.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func run(t testing.TB, p *ta.Program, cfg explore.Config) *explore.Result {
	t.Helper()
	m, err := explore.NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Complete {
		t.Fatalf("exploration incomplete: %s", res.StopReason)
	}
	return res
}
