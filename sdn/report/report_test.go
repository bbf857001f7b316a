package report_test

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
			m, rep, res := exploreRes(t, s, sdn.Options{VCs: -1}, 400000)
			if !rep.SearchComplete {
				t.Fatalf("incomplete: %s", rep.SearchStop)
			}
			// A pool that ran out leaves the verdicts incomplete, even
			// though the search ended: what holds held only where every
			// timeout had a clock.
			if out := rep.Pool != nil && rep.Pool.Exhausted; rep.Complete == out {
				t.Errorf("the pool ran out: %v, yet the report's complete is %v (%q)", out, rep.Complete, rep.Stop)
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
	traces, err := report.Traces(res)
	if err != nil {
		t.Fatal(err)
	}
	if len(traces) == 0 {
		t.Fatal("no trace written")
	}
	for _, tr := range traces {
		p := filepath.Join(dir, tr.Name)
		if err := tr.File.Write(p); err != nil {
			t.Fatal(err)
		}
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
	if len(strict.Errors) == 0 || !strings.Contains(strict.Errors[0].Message, "the pool of 1 virtual clock has a free clock") {
		t.Errorf("a strict pool does not fail: %+v", strict.Errors)
	}
	_, big := explore(t, s, sdn.Options{VCs: 6}, 0)
	if big.Pool.Exhausted {
		t.Errorf("6 clocks do not suffice for pyswitch-expiry")
	}
}

// TestPoolOutIsIncomplete: a run whose pool of virtual clocks ran out
// under-approximates (flow timeouts, timers and timestamps without a
// clock never fire or age), so its verdicts are unknown, not "ok", and
// the run is incomplete, in the user's words; with a pool that suffices
// the same scenario is complete and holds. A violation found with the
// pool out stands.
func TestPoolOutIsIncomplete(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file     string
		vcs      int
		out      bool
		violated []string
	}{
		{"pyswitch-basic.yaml", 2, true, nil},
		{"pyswitch-basic.yaml", 1, true, nil},
		{"pyswitch-basic.yaml", -1, false, nil}, // the scenario's vcs: 5
		{"pyswitch-basic.yaml", 6, false, nil},
		{"nice-bug-II.yaml", -1, true, []string{"StrictDirectPaths"}}, // its vcs: 2
	} {
		s := load(t, c.file)
		_, rep := explore(t, s, sdn.Options{VCs: c.vcs}, 0)
		name := fmt.Sprintf("%s --vcs %d", c.file, c.vcs)
		if !rep.SearchComplete {
			t.Fatalf("%s: the search stopped: %s", name, rep.SearchStop)
		}
		if got := violated(rep); !slices.Equal(got, c.violated) {
			t.Errorf("%s: violated %v, want %v", name, got, c.violated)
		}
		var buf bytes.Buffer
		rep.WriteText(&buf)
		text := buf.String()
		n := rep.VCs
		if !c.out {
			if !rep.Complete || rep.Stop != "" || !strings.Contains(text, "\nok        NoBlackHoles") || !strings.Contains(text, "complete: explored until no new state appears") {
				t.Errorf("%s: %d clocks suffice, yet complete %v (%q):\n%s", name, n, rep.Complete, rep.Stop, text)
			}
			continue
		}
		want := fmt.Sprintf("the pool of %d clocks ran out", n)
		if n == 1 {
			want = "the pool of 1 clock ran out"
		}
		if rep.Complete || rep.Stop != want {
			t.Errorf("%s: complete %v, stop %q; want incomplete, %q", name, rep.Complete, rep.Stop, want)
		}
		if !strings.Contains(text, "\nincomplete: "+want+";") || strings.Contains(text, "\nok ") || strings.Contains(text, "\ncomplete:") {
			t.Errorf("%s: the text does not say the run is incomplete because %s:\n%s", name, want, text)
		}
		rep.SetVerdicts()
		for _, inv := range rep.Invariants {
			if want := map[bool]string{true: "violated", false: "unknown"}[inv.Violated]; inv.Verdict != want {
				t.Errorf("%s: %s's verdict %q, want %q", name, inv.Name, inv.Verdict, want)
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
