package sdn_test

import (
	"bytes"
	"encoding/json"
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
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

const programs = "../programs/sdn"

func load(t *testing.T, name string) *sdn.Scenario {
	t.Helper()
	s, err := sdn.LoadScenario(filepath.Join(programs, name))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func explore(t *testing.T, s *sdn.Scenario, opt sdn.Options, maxStates int) (*sdn.Model, *sdn.Report) {
	t.Helper()
	m, rep, _ := exploreRes(t, s, opt, maxStates)
	return m, rep
}

func exploreRes(t *testing.T, s *sdn.Scenario, opt sdn.Options, maxStates int) (*sdn.Model, *sdn.Report, *xresult) {
	t.Helper()
	m, err := sdn.Compile(s, opt)
	if err != nil {
		t.Fatalf("%s: %v", s.File, err)
	}
	rep, res, err := sdn.Explore(m, sdn.RunOptions{MaxStates: maxStates, NoPredict: true})
	if err != nil {
		t.Fatalf("%s: %v", s.File, err)
	}
	return m, rep, res
}

type xresult = dexplore.Result

func violated(rep *sdn.Report) []string {
	var out []string
	for _, inv := range rep.Invariants {
		if inv.Violated {
			out = append(out, inv.Name)
		}
	}
	sort.Strings(out)
	return out
}

// TestScenarios explores every scenario in programs/sdn in timed mode and
// checks what it expects: the NICE bugs are violated (with traces that
// replay, from the report and from trace files), the fixes hold.
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(programs, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	bugs := map[string]bool{}
	for _, f := range files {
		name := filepath.Base(f)
		s := load(t, name)
		if s.Expect == "violated" && strings.HasPrefix(name, "nice-bug-") {
			bugs[strings.TrimSuffix(strings.TrimPrefix(name, "nice-bug-"), ".yaml")] = true
		}
	}
	for _, b := range []string{"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI"} {
		if !bugs[b] {
			t.Errorf("NICE bug %s has no scenario that shows it", b)
		}
		if _, err := os.Stat(filepath.Join(programs, "nice-fixed-"+b+".yaml")); err != nil {
			t.Errorf("NICE bug %s has no fixed scenario", b)
		}
	}
	for _, f := range files {
		f := f
		name := filepath.Base(f)
		t.Run(strings.TrimSuffix(name, ".yaml"), func(t *testing.T) {
			t.Parallel()
			s := load(t, name)
			if s.Expect == "" {
				t.Fatalf("%s says nothing of what to expect", f)
			}
			m, rep, res := exploreRes(t, s, sdn.Options{VCs: -1}, 200000)
			if !rep.Complete {
				t.Fatalf("incomplete: %s", rep.Stop)
			}
			got := violated(rep)
			t.Logf("%s: %d states, %d transitions, violated %v, %d runtime errors", name, rep.States, rep.Transitions, got, len(rep.Errors))
			if (len(rep.Errors) > 0) != s.ExpectErrors {
				t.Errorf("runtime errors: %d (expected some: %v)", len(rep.Errors), s.ExpectErrors)
				for _, e := range rep.Errors {
					t.Logf("  %s", e.Message)
				}
			}
			switch s.Expect {
			case "holds":
				if len(got) > 0 {
					t.Errorf("expected every property to hold, violated: %v", got)
				}
			case "violated":
				want := append([]string(nil), s.ExpectProps...)
				sort.Strings(want)
				if !slices.Equal(got, want) {
					t.Errorf("violated %v, expected %v", got, want)
				}
				checkReplay(t, m, res)
			}
		})
	}
}

// checkReplay writes the violations' traces to files and replays each in
// the concrete interpreter: it must end in a state that violates the
// property.
func checkReplay(t *testing.T, m *sdn.Model, res *xresult) {
	t.Helper()
	dir := t.TempDir()
	paths, err := sdn.WriteTraces(res, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no trace written")
	}
	for _, p := range paths {
		var out bytes.Buffer
		got, err := sdn.Replay(m, p, &out)
		if err != nil {
			t.Fatalf("%s: %v\n%s", p, err, out.String())
		}
		if len(got) == 0 && !strings.Contains(out.String(), "pool of") {
			t.Errorf("%s replays but violates nothing at its end", p)
		}
	}
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

// TestPySwitchExpiryCoverage: timed exploration runs PySwitch's cache
// expiry (timer_callback's "timing out entry"); NICE never fires the
// timer, so nice mode does not.
func TestPySwitchExpiryCoverage(t *testing.T) {
	t.Parallel()
	s := load(t, "pyswitch-expiry.yaml")
	expiryCovered := func(rep *sdn.Report) bool {
		return slices.Contains(rep.AppCoverage.Emitted, "timing out entry")
	}
	_, timed := explore(t, s, sdn.Options{VCs: 2}, 0)
	_, nice := explore(t, s, sdn.Options{Mode: sdn.Nice}, 0)
	if !expiryCovered(timed) {
		t.Errorf("timed mode does not cover the cache expiry: missed %v", timed.AppCoverage.Missed)
	}
	if expiryCovered(nice) {
		t.Errorf("nice mode covers the cache expiry")
	}
	var missed bool
	for _, l := range nice.AppCoverage.Missed {
		missed = missed || strings.Contains(l, `"timing out entry"`)
	}
	if !missed {
		t.Errorf("nice mode's coverage does not list the expiry as never executed: %v", nice.AppCoverage.Missed)
	}
	if timed.AppCoverage.Total != nice.AppCoverage.Total {
		t.Errorf("the app has %d lines in timed mode, %d in nice mode", timed.AppCoverage.Total, nice.AppCoverage.Total)
	}
	if timed.AppCoverage.Executed <= nice.AppCoverage.Executed {
		t.Errorf("timed coverage %d lines, nice %d", timed.AppCoverage.Executed, nice.AppCoverage.Executed)
	}
	t.Logf("app coverage: timed %d/%d, nice %d/%d lines", timed.AppCoverage.Executed, timed.AppCoverage.Total, nice.AppCoverage.Executed, nice.AppCoverage.Total)
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

// TestCompare: Table 4 for PySwitch: with one VC (the timer's) NICE
// misses nothing; with more it misses states (entries and flows that
// expire); it never reports an invalid state, since it fires no timer.
func TestCompare(t *testing.T) {
	t.Parallel()
	rep, err := sdn.Compare(load(t, "pyswitch-expiry.yaml"), []int{1, 2, 4}, sdn.RunOptions{NoPredict: true})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	rep.WriteText(&buf)
	t.Log("\n" + buf.String())
	if len(rep.Timed) != 3 || !rep.Complete() {
		t.Fatalf("unexpected comparison: %+v", rep)
	}
	if rep.Timed[0].MissingPct != 0 {
		t.Errorf("1 VC: NICE misses %.1f%%, expected 0", rep.Timed[0].MissingPct)
	}
	if !(rep.Timed[1].MissingPct > 0 && rep.Timed[2].MissingPct > rep.Timed[1].MissingPct) {
		t.Errorf("NICE's missing states do not grow with the pool: %.1f%%, %.1f%%", rep.Timed[1].MissingPct, rep.Timed[2].MissingPct)
	}
	for _, e := range rep.Timed {
		if e.InvalidPct != 0 {
			t.Errorf("%d VCs: NICE reports %.1f%% invalid states for PySwitch", e.VCs, e.InvalidPct)
		}
		if e.AppCoverage < rep.Nice.AppCoverage {
			t.Errorf("%d VCs: app coverage %.0f%% below NICE's %.0f%%", e.VCs, e.AppCoverage, rep.Nice.AppCoverage)
		}
	}
	if _, err := json.Marshal(rep); err != nil {
		t.Fatal(err)
	}
}

// TestCompareTimersFromAnyState: the energy TE app's statistics (injected
// from any state in nice mode) give NICE both missing and invalid states.
func TestCompareTimersFromAnyState(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("short")
	}
	rep, err := sdn.Compare(load(t, "te-load.yaml"), []int{1}, sdn.RunOptions{NoPredict: true})
	if err != nil {
		t.Fatal(err)
	}
	e := rep.Timed[0]
	t.Logf("te-load, 1 VC: NICE missing %.0f%%, invalid %.0f%%", e.MissingPct, e.InvalidPct)
	if e.MissingPct == 0 || e.InvalidPct == 0 {
		t.Errorf("expected NICE to miss states and report invalid ones: missing %.1f%%, invalid %.1f%%", e.MissingPct, e.InvalidPct)
	}
}

// TestPoolExhaustionReported: a pool too small is reported (with the
// trace to the first time), or is a runtime error with a strict pool.
func TestPoolExhaustionReported(t *testing.T) {
	t.Parallel()
	s := load(t, "pyswitch-expiry.yaml")
	_, rep := explore(t, s, sdn.Options{VCs: 1}, 0)
	if rep.Pool == nil || !rep.Pool.Exhausted || rep.Pool.First == nil || len(rep.Pool.First.Trace) == 0 {
		t.Fatalf("an exhausted pool of 1 clock is not reported: %+v", rep.Pool)
	}
	if rep.Violated() {
		t.Errorf("an exhausted pool counts as a violation")
	}
	var buf bytes.Buffer
	rep.WriteText(&buf)
	if !strings.Contains(buf.String(), "VC POOL EXHAUSTED") {
		t.Errorf("the text report does not say the pool ran out:\n%s", buf.String())
	}
	_, strict := explore(t, s, sdn.Options{VCs: 1, StrictPool: true}, 0)
	if len(strict.Errors) == 0 || !strings.Contains(strict.Errors[0].Message, "virtual clocks has a free clock") {
		t.Errorf("a strict pool does not fail: %+v", strict.Errors)
	}
	_, big := explore(t, s, sdn.Options{VCs: 6}, 0)
	if big.Pool.Exhausted {
		t.Errorf("6 clocks do not suffice for pyswitch-expiry")
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

// TestJSONDeterministic: the same scenario gives the same JSON.
func TestJSONDeterministic(t *testing.T) {
	var outs []string
	for i := 0; i < 2; i++ {
		_, rep := explore(t, load(t, "nice-bug-II.yaml"), sdn.Options{VCs: -1}, 0)
		b, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, string(b))
	}
	if outs[0] != outs[1] {
		t.Errorf("two runs give different JSON")
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(outs[0]), &v); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"schema", "sdn_schema", "states", "transitions", "invariants", "vc_pool", "app_coverage", "mode", "vcs"} {
		if _, ok := v[k]; !ok {
			t.Errorf("JSON has no %q", k)
		}
	}
}

// TestScenarioErrors: mistakes in scenario files are reported at their
// file:line:col.
func TestScenarioErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nhosts:\n  - {name: a, kind: sender, at: \"s1:3\", to: b}\n", "bad.yaml:4:33: switch s1 has ports 1..2"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nhosts:\n  - {name: a, kind: sender, at: \"s1:1\", to: c}\n", `bad.yaml:4:45: host a sends to "c", which is not a host`},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nfoo: 1\n", `bad.yaml:3:1: unknown key "foo"`},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nhosts:\n  - {name: a, kind: flyer, at: \"s1:1\"}\n", `bad.yaml:4:21: host kind must be one of`},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nvcs: many\n", "bad.yaml:3:6: vcs must be an integer"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nlinks: [\"s1:1 s1:2\"]\n", "bad.yaml:3:9: a link must join two different switches"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nhosts:\n  - {name: a, kind: sender, at: \"s1:1\", to: b}\n  - {name: b, kind: replier, at: \"s1:1\"}\n", "bad.yaml:5:34: host b: port s1:1 is already used at bad.yaml:4:33"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}\n", "bad.yaml:1:1: malformed YAML"},
		{"switches: [{name: s1, ports: 2}]\n", "bad.yaml:1:1: missing `app:`"},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nfixes: [XII]\n", "bad.yaml:3:9: fixes are the roman numerals"},
	}
	for _, c := range cases {
		_, err := sdn.ParseScenario("bad.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got error %v, want %q", c.src, err, c.want)
		}
	}
	// Errors found when compiling: an unknown app or property.
	compileCases := []struct{ src, want string }{
		{"app: nox\nswitches: [{name: s1, ports: 2}]\n", `bad.yaml:1:6: unknown app "nox"`},
		{"app: pyswitch\nswitches: [{name: s1, ports: 2}]\nproperties: [NoLoops]\n", `bad.yaml:3:14: unknown property "NoLoops"`},
		{"app: energyte\nswitches: [{name: s1, ports: 2}]\n", `bad.yaml:1:6: app energyte: energyte needs options.always_on`},
	}
	for _, c := range compileCases {
		s, err := sdn.ParseScenario("bad.yaml", []byte(c.src))
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		_, err = sdn.Compile(s, sdn.Options{VCs: -1})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got error %v, want %q", c.src, err, c.want)
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
		s, err := sdn.ParseScenario("fuzz.yaml", data)
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
	for _, r := range []*sdn.Report{trep, nrep} {
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
