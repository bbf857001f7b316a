package report_test

import (
	"bytes"
	"encoding/json"
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
)

const programs = "../../programs/sdn"

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
	paths, err := report.WriteTraces(res, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no trace written")
	}
	for _, p := range paths {
		var out bytes.Buffer
		got, err := report.Replay(m, p, &out)
		if err != nil {
			t.Fatalf("%s: %v\n%s", p, err, out.String())
		}
		if len(got) == 0 && !strings.Contains(out.String(), "pool of") {
			t.Errorf("%s replays but violates nothing at its end", p)
		}
	}
}

// TestPySwitchExpiryCoverage: timed exploration runs PySwitch's cache
// expiry (timer_callback's "timing out entry"); NICE never fires the
// timer, so nice mode does not.
func TestPySwitchExpiryCoverage(t *testing.T) {
	t.Parallel()
	s := load(t, "pyswitch-expiry.yaml")
	expiryCovered := func(rep *report.Report) bool {
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
