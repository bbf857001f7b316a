package sdn_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	dexplore "github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/sdn"
	_ "github.com/delorean-mc/delorean/sdn/apps"
	"github.com/delorean-mc/delorean/sdn/report"
	"github.com/delorean-mc/delorean/sdn/scenario"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

const programs = "../programs/sdn"

func load(t *testing.T, name string) *sdn.Scenario {
	t.Helper()
	s, err := scenario.LoadScenario(filepath.Join(programs, name))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func explore(t *testing.T, s *sdn.Scenario, opt sdn.Options, maxStates int) (*sdn.Model, *report.Report) {
	t.Helper()
	m, rep, _ := exploreRes(t, s, opt, maxStates)
	return m, rep
}

func exploreRes(t *testing.T, s *sdn.Scenario, opt sdn.Options, maxStates int) (*sdn.Model, *report.Report, *xresult) {
	t.Helper()
	m, err := sdn.Compile(s, opt)
	if err != nil {
		t.Fatalf("%s: %v", s.File, err)
	}
	rep, res, err := report.Explore(m, report.Options{MaxStates: maxStates, NoPredict: true})
	if err != nil {
		t.Fatalf("%s: %v", s.File, err)
	}
	return m, rep, res
}

type xresult = dexplore.Result

func violated(rep *report.Report) []string {
	var out []string
	for _, inv := range rep.Invariants {
		if inv.Violated {
			out = append(out, inv.Name)
		}
	}
	sort.Strings(out)
	return out
}

// TestNiceModeFindsTheBugs: NICE found the eleven bugs; nice mode, the
// same scenarios compiled NICE's way, finds them too, and the fixes hold.
func TestNiceModeFindsTheBugs(t *testing.T) {
	t.Parallel()
	for _, b := range []string{"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI"} {
		for _, kind := range []string{"bug", "fixed"} {
			s := load(t, "nice-"+kind+"-"+b+".yaml")
			_, rep := explore(t, s, sdn.Options{Mode: sdn.Nice}, 100000)
			got := violated(rep)
			switch {
			case kind == "bug" && len(got) == 0:
				t.Errorf("nice mode misses BUG-%s", b)
			case kind == "fixed" && len(got) > 0:
				t.Errorf("nice mode: the fix of BUG-%s violates %v", b, got)
			}
		}
	}
}

// TestPySwitchVCGrowth: the transitions grow with the pool (paper Table
// 3: 6210, 49k, 8.8M for 1, 2, 4 VCs on its PySwitch model).
func TestPySwitchVCGrowth(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"pyswitch-expiry.yaml", "nice-bug-I.yaml"} {
		s := load(t, name)
		var prev int64
		for _, n := range []int{1, 2, 4} {
			_, rep := explore(t, s, sdn.Options{VCs: n}, 0)
			t.Logf("%s with %d VCs: %d states, %d transitions, pool exhausted %v", name, n, rep.States, rep.Transitions, rep.Pool.Exhausted)
			if rep.Transitions <= prev {
				t.Errorf("%s: %d transitions with %d VCs, not more than with fewer (%d)", name, rep.Transitions, n, prev)
			}
			prev = rep.Transitions
		}
	}
}

// TestIRParses: the compiled program is ordinary IR: its .ta text parses
// and checks.
func TestIRParses(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"nice-bug-I.yaml", "nice-bug-VII.yaml", "te-load.yaml"} {
		for _, mode := range []sdn.Mode{sdn.Timed, sdn.Nice} {
			m, err := sdn.Compile(load(t, name), sdn.Options{Mode: mode, VCs: -1})
			if err != nil {
				t.Fatal(err)
			}
			text := syntax.Print(m.Prog)
			p, err := syntax.Parse(name+".ta", []byte(text))
			if err != nil {
				t.Fatalf("%s (%s): %v", name, mode, err)
			}
			if err := ta.Check(p); err != nil {
				t.Fatalf("%s (%s): %v", name, mode, err)
			}
			if len(p.Stmts()) != len(m.Prog.Stmts()) {
				t.Errorf("%s: %d statements, %d after printing and parsing", name, len(m.Prog.Stmts()), len(p.Stmts()))
			}
		}
	}
}

// FuzzParseScenario: no input makes the loader panic.
func FuzzParseScenario(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(programs, "*.yaml"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := scenario.ParseScenario("fuzz.yaml", data)
		if err == nil && len(s.Hosts) < 4 && len(s.Switches) < 3 {
			_, _ = sdn.Compile(s, sdn.Options{Mode: sdn.Nice})
		}
	})
}

// TestLBStatsPoll: the load balancer's counterTimer polls port statistics
// every 8 s from a clock of the pool. Timed exploration handles the
// replies; nice mode fires the timer once from any state and the switch
// answers (NICE injects no statistics for this app). NICE therefore
// misses the later polls: a statistics request or reply in flight while
// an earlier reply is already recorded (app.statsupdate), which timed
// exploration reaches.
func TestLBStatsPoll(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("short")
	}
	s := load(t, "lb-transition.yaml")
	tm, trep, tres := exploreRes(t, s, sdn.Options{VCs: 4}, 0)
	nm, nrep, nres := exploreRes(t, s, sdn.Options{Mode: sdn.Nice}, 0)
	for _, r := range []*report.Report{trep, nrep} {
		if !slices.Contains(r.AppCoverage.Emitted, "update stats") {
			t.Errorf("%s: calcCounters never runs", r.Mode)
		}
		if r.Violated() || len(r.Errors) > 0 {
			t.Errorf("%s: lb-transition fails: %v %v", r.Mode, violated(r), r.Errors)
		}
	}
	if trep.Pool == nil || trep.Pool.Exhausted {
		t.Errorf("4 clocks do not suffice for lb-transition: %+v", trep.Pool)
	}
	for _, e := range nm.Prog.Events {
		if strings.HasSuffix(e.Name, ".port_stats") {
			t.Errorf("nice mode injects statistics for the load balancer (%s)", e.Name)
		}
	}
	in := map[string]bool{}
	for _, v := range tm.Shared {
		in[v] = true
	}
	var shared []string
	for _, v := range nm.Shared {
		if in[v] {
			shared = append(shared, v)
		}
	}
	// A later poll: statistics recorded, and a request or a reply of
	// statistics in a queue (rows past a queue's length are zero, and the
	// statistics codes are not).
	cmdStats := fmt.Sprintf(".type=%d", sdn.CmdStatsCode)
	upStats := fmt.Sprintf(".type=%d", sdn.UpStatsCode)
	laterPoll := func(l string) bool {
		if !strings.Contains(" "+l+" ", " app.statsupdate=true ") {
			return false
		}
		for _, f := range strings.Fields(l) {
			if strings.HasPrefix(f, "s1.cmd.") && strings.HasSuffix(f, cmdStats) ||
				strings.HasPrefix(f, "s1.up.") && strings.HasSuffix(f, upStats) {
				return true
			}
		}
		return false
	}
	count := func(res *xresult) int {
		lines, err := res.Project(shared...)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, l := range lines {
			if laterPoll(l) {
				n++
			}
		}
		return n
	}
	timedLater := count(tres)
	niceLater := count(nres)
	if timedLater == 0 {
		t.Errorf("timed exploration never polls statistics again after a reply")
	}
	if niceLater != 0 {
		t.Errorf("nice mode polls statistics again after a reply in %d states (it fires the timer once)", niceLater)
	}
}

// TestScenarioCompileErrors: mistakes in scenario files found when
// compiling (an unknown app or property, an app's missing option) are
// reported at their file:line:col.
func TestScenarioCompileErrors(t *testing.T) {
	// Errors found when compiling: an unknown app or property.
	compileCases := []struct{ src, want string }{
		{"app: nox\nswitches: [{name: s1, ports: 2}]\n", `bad.yaml:1:6: unknown app "nox"`},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nproperties: [NoLoops]\n", `bad.yaml:3:14: unknown property "NoLoops"`},
		{"app: energyte\nswitches: [{name: s1, ports: 2}]\n", `bad.yaml:1:6: app energyte: energyte needs options.always_on`},
	}
	for _, c := range compileCases {
		s, err := scenario.ParseScenario("bad.yaml", []byte(c.src))
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		_, err = sdn.Compile(s, sdn.Options{VCs: -1})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got error %v, want %q", c.src, err, c.want)
		}
	}
}
