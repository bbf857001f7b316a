package explore

import (
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/ta"
)

// checkSplit explores a model split and whole, and checks the issue's
// promise: the same invariant verdicts, and the same states projected on
// each loop. It returns the number of loops.
func checkSplit(t *testing.T, m *Model, name string) int {
	t.Helper()
	runs, err := ExploreLoops(m, Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if runs == nil {
		return 1
	}
	split, err := CombineLoops(m, runs)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(split.SplitFallback) > 0 {
		// A trace that does not lift: what the command line reports is
		// the whole exploration ExploreReport falls back to.
		if split, _, err = ExploreReport(m, Options{}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	whole, err := Explore(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wrep, err := whole.BuildReport()
	if err != nil {
		t.Fatal(err)
	}
	verdicts := func(r *Report) []string {
		var out []string
		for _, inv := range r.Invariants {
			out = append(out, fmt.Sprintf("%s=%v", inv.Name, inv.Violated))
		}
		for _, e := range r.Errors {
			out = append(out, "error: "+e.Message)
		}
		slices.Sort(out)
		return out
	}
	if a, b := verdicts(split), verdicts(wrep); !slices.Equal(a, b) {
		t.Errorf("%s: split verdicts %v, whole %v", name, a, b)
	}
	if split.Coverage.Executed != wrep.Coverage.Executed {
		t.Errorf("%s: split executes %d lines, whole %d", name, split.Coverage.Executed, wrep.Coverage.Executed)
	}
	checkOutputs(t, name, m, runs, whole.Project, len(wrep.Errors) > 0)
	for _, run := range runs {
		var names []string
		for _, v := range run.Loop.Vars {
			if !slices.Contains(run.Loop.Outputs, v) {
				names = append(names, m.Prog.Vars[v].Name)
			}
		}
		for _, tm := range run.Loop.Timers {
			names = append(names, "timer "+m.Prog.Timers[tm].Name)
		}
		if len(names) == 0 {
			continue
		}
		a, err := run.Run.(RegionLoop).Result.Project(names...)
		if err != nil {
			t.Fatal(err)
		}
		b, err := whole.Project(names...)
		if err != nil {
			t.Fatal(err)
		}
		// A runtime error cuts short what a stimulus does in every loop
		// in the whole program, but only in its own loop alone: with
		// runtime errors, a loop alone may reach more.
		if len(wrep.Errors) > 0 {
			for _, s := range b {
				if !slices.Contains(a, s) {
					t.Errorf("%s: loop %s reaches %s in the whole program, not alone", name, run.Loop.Name(m.Prog), s)
				}
			}
		} else if !slices.Equal(a, b) {
			t.Errorf("%s: loop %s reaches %d projected states alone, %d in the whole program\nalone: %v\nwhole: %v",
				name, run.Loop.Name(m.Prog), len(a), len(b), a, b)
		}
	}
	return len(runs)
}

// checkOutputs checks that each output the loops forgot reaches, by what
// the loops noted, the values it reaches in the whole program (project),
// and that the loops' states hold it at its start value. With runtime
// errors, a loop alone may reach more.
func checkOutputs(t *testing.T, name string, m *Model, runs []*LoopRun, project func(...string) ([]string, error), errs bool) {
	t.Helper()
	for v, vals := range OutputValues(m, runs) {
		a, err := OutputLines(m, v, vals)
		if err != nil {
			t.Fatal(err)
		}
		b, err := project(m.Prog.Vars[v].Name)
		if err != nil {
			t.Fatal(err)
		}
		if errs {
			for _, s := range b {
				if !slices.Contains(a, s) {
					t.Errorf("%s: output %s reaches %s in the whole program, not in the loops", name, m.Prog.Vars[v].Name, s)
				}
			}
		} else if !slices.Equal(a, b) {
			t.Errorf("%s: output %s reaches %v in the loops, %v in the whole program", name, m.Prog.Vars[v].Name, a, b)
		}
	}
}

func TestSplitSmallPrograms(t *testing.T) {
	split := 0
	for _, tc := range smallPrograms(t) {
		m, err := NewModel(tc.prog, tc.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if n := checkSplit(t, m, tc.name); n > 1 {
			split++
		}
	}
	if split < 2 {
		t.Errorf("only %d small programs split into loops", split)
	}
}

// A home of two unrelated corners splits in two; an invariant that reads
// both joins them.
func TestLoopsOfTwoCorners(t *testing.T) {
	src := `
device Porch: {Off, On}
device Fan: {Off, On}
clock lastMotion
timer porchOff
timer fanOff
event Motion, Humid
rule P on Motion { if lastMotion < 1s { Porch = On  start porchOff 5s }  reset lastMotion }
rule PO on porchOff { Porch = Off }
rule F on Humid { Fan = On  start fanOff 10s }
rule FO on fanOff { Fan = Off }
`
	p := loadSrc(t, src)
	if got := len(Loops(p, nil)); got != 2 {
		t.Fatalf("%d loops, want 2", got)
	}
	props, err := ParseProperties("inv.yaml", []byte("- name: not both\n  condition: 'Porch == Off || Fan == Off'\n"), p)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(Loops(p, props)); got != 1 {
		t.Fatalf("with an invariant over both: %d loops, want 1", got)
	}
	props, err = ParseProperties("inv.yaml", []byte("- name: fan off\n  condition: 'Fan == Off'\n"), p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 30}, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	if n := checkSplit(t, m, "two corners"); n != 2 {
		t.Errorf("%d loops explored, want 2", n)
	}
	// The lifted trace of the fan's violation replays in the whole program.
	rep, _, err := ExploreReport(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Invariants[0].Violated || len(rep.Loops) != 2 {
		t.Fatalf("fan off: violated %v, %d loops", rep.Invariants[0].Violated, len(rep.Loops))
	}
}

func TestSplitRandomPrograms(t *testing.T) {
	n := 300
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 5000
	}
	rng := rand.New(rand.NewSource(9))
	splits := 0
	for i := 0; i < n; i++ {
		p, src := randprog.Load(t, rng, i)
		// An invariant on one variable, sometimes on two.
		v := p.Vars[rng.Intn(len(p.Vars))]
		cond := fmt.Sprintf("%s == %s", ta.QuoteName(v.Name), FormatValue(&v.Type, v.Type.Min()))
		if rng.Intn(3) == 0 {
			w := p.Vars[rng.Intn(len(p.Vars))]
			cond += fmt.Sprintf(" || %s == %s", ta.QuoteName(w.Name), FormatValue(&w.Type, w.Type.Min()))
		}
		props, err := ParseProperties("inv.yaml", []byte(fmt.Sprintf("- name: inv\n  condition: '%s'\n", cond)), p)
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 20}, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		if checkSplit(t, m, fmt.Sprintf("program %d:\n%s\ninvariant %s\n", i, src, strings.TrimSpace(cond))) > 1 {
			splits++
		}
		if t.Failed() {
			return
		}
	}
	t.Logf("%d of %d random programs split", splits, n)
	if splits*10 < n {
		t.Errorf("only %d of %d random programs split: the test checks little", splits, n)
	}
}
