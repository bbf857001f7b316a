package nicecmp_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/sdn"
	_ "github.com/delorean-mc/delorean/sdn/apps"
	"github.com/delorean-mc/delorean/sdn/nicecmp"
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

// TestCompare: Table 4 for PySwitch: with one VC (the timer's) NICE
// misses nothing; with more it misses states (entries and flows that
// expire); it never reports an invalid state, since it fires no timer.
func TestCompare(t *testing.T) {
	t.Parallel()
	rep, err := nicecmp.Compare(load(t, "pyswitch-expiry.yaml"), []int{1, 2, 4}, report.Options{NoPredict: true})
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
	rep, err := nicecmp.Compare(load(t, "te-load.yaml"), []int{1}, report.Options{NoPredict: true})
	if err != nil {
		t.Fatal(err)
	}
	e := rep.Timed[0]
	t.Logf("te-load, 1 VC: NICE missing %.0f%%, invalid %.0f%%", e.MissingPct, e.InvalidPct)
	if e.MissingPct == 0 || e.InvalidPct == 0 {
		t.Errorf("expected NICE to miss states and report invalid ones: missing %.1f%%, invalid %.1f%%", e.MissingPct, e.InvalidPct)
	}
}
