package elk

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

func loadFile(t testing.TB, path string) *ta.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Lower(f, path)
	if err != nil {
		t.Fatal(err)
	}
	p.Name = strings.TrimSuffix(filepath.Base(path), ".elk")
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	return p
}

const hour = 3600

// The example rule sets, their calendars and their invariants' verdicts
// (programs/elk/README.md says why). Every .elk file there is checked and
// explored; one not listed here must hold all its invariants from
// midnight for an hour.
var examples = map[string]struct {
	cals     []ta.Calendar
	violated map[string]bool
	reach    map[string][]string // variable -> values some state has
}{
	"figure2": {
		cals:  []ta.Calendar{{}},
		reach: map[string][]string{"Thing Done (Counter 2)": {"0", "1", "2"}},
	},
	"exitdelay": {
		cals:     []ta.Calendar{{}},
		violated: map[string]bool{"the garage door restarts the exit delay": true},
		reach:    map[string][]string{"Exit Beeper (Out 2)": {"Off", "On"}},
	},
	"sprinkler": {
		cals: []ta.Calendar{{Start: 4*hour + 1800, Horizon: 2 * hour, Sunrise: 6*hour + 1800, Sunset: 18*hour + 1800}},
		reach: map[string][]string{"Front Lawn (Out 5)": {"Off", "On"}, "Back Lawn (Out 6)": {"Off", "On"},
			"Garden Drip (Out 7)": {"Off", "On"}},
	},
	"doorajar": {
		cals:  []ta.Calendar{{Horizon: hour}},
		reach: map[string][]string{"Garage Chime (Out 3)": {"Off", "On"}},
	},
	"entrylights": {
		cals: []ta.Calendar{
			{Start: 5*hour + 1800, Horizon: 2 * hour, Sunrise: 6*hour + 1800, Sunset: 18*hour + 1800},
			{Start: 18 * hour, Horizon: hour, Sunrise: 6*hour + 1800, Sunset: 18*hour + 1800},
		},
		reach: map[string][]string{"Entry Light [1 (A1)]": {"Off", "On"}, "Hall Light [2 (A2)]": {"0", "40"}},
	},
}

func TestExamplePrograms(t *testing.T) {
	files, err := filepath.Glob("../../programs/elk/*.elk")
	if err != nil || len(files) < 5 {
		t.Fatalf("example programs: %v %v", files, err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".elk")
		t.Run(name, func(t *testing.T) {
			ex, ok := examples[name]
			if !ok {
				ex.cals = []ta.Calendar{{Horizon: hour}}
			}
			// check: the program and its invariants.
			p := loadFile(t, file)
			invFile := strings.TrimSuffix(file, ".elk") + ".inv.yaml"
			props, err := explore.LoadProperties(invFile, p)
			if err != nil {
				t.Fatal(err)
			}
			if len(props) == 0 {
				t.Fatalf("%s has no invariants", invFile)
			}
			reached := map[string]map[string]bool{}
			var reps []*explore.Report
			for _, cal := range ex.cals {
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
				reps = append(reps, rep)
				for v := range ex.reach {
					for _, line := range values(t, res, v) {
						if reached[v] == nil {
							reached[v] = map[string]bool{}
						}
						reached[v][strings.TrimPrefix(line, v+"=")] = true
					}
				}
				for _, viol := range res.Violations {
					replays(t, res, viol, cal, props)
				}
			}
			rep := explore.MergeReports(reps)
			for _, inv := range rep.Invariants {
				if inv.Violated != ex.violated[inv.Name] {
					t.Errorf("%s: violated = %v, want %v", inv.Name, inv.Violated, ex.violated[inv.Name])
				}
			}
			if len(rep.Errors) > 0 {
				t.Errorf("runtime errors: %+v", rep.Errors[0])
			}
			for v, want := range ex.reach {
				for _, val := range want {
					if !reached[v][val] {
						t.Errorf("%s = %s is never reached (reached %v)", v, val, reached[v])
					}
				}
			}
		})
	}
}

// replays writes a violation's trace to a file, reads it back and runs it
// in the concrete interpreter: it must end in the state the explorer
// found, violating the same invariant.
func replays(t *testing.T, res *explore.Result, v *explore.Violation, cal ta.Calendar, props []*explore.Property) {
	t.Helper()
	tr, err := res.TraceTo(v.State, nil)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "v.trace.yaml")
	if err := tr.File(res.Model, v.Name()).Write(path); err != nil {
		t.Fatal(err)
	}
	tf, err := explore.ReadTraceFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := tf.Model(path, res.Model.Prog, props)
	if err != nil {
		t.Fatal(err)
	}
	steps, end, err := tf.ReplaySteps(m)
	if err != nil {
		t.Fatal(err)
	}
	out, err := explore.Replay(m, steps, end, nil)
	if err != nil {
		t.Fatalf("the trace of %s does not replay: %v", v.Name(), err)
	}
	if !out.State.Equal(&tr.Final) {
		t.Fatalf("replayed state %v, want %v", out.State, tr.Final)
	}
	names, err := explore.ViolatedAt(m, out)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(names, v.Name()) {
		t.Fatalf("the replayed trace does not violate %s (violated: %v)", v.Name(), names)
	}
}

// The exit-delay violation is the missing RESTART TIMER IF RUNNING: the
// garage door opens while the delay runs and the delay still ends 60 s
// after it started.
func TestExitDelayTrace(t *testing.T) {
	p := loadFile(t, "../../programs/elk/exitdelay.elk")
	props, err := explore.LoadProperties("../../programs/elk/exitdelay.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Props: props})
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
	var v *explore.ViolationEntry
	for _, inv := range rep.Invariants {
		if inv.Name == "the garage door restarts the exit delay" {
			v = inv.Violation
		}
	}
	if v == nil {
		t.Fatal("no violation")
	}
	var stimuli []string
	for _, s := range v.Trace {
		stimuli = append(stimuli, s.Stimulus)
	}
	want := []string{"Main House (Area 1): arm away at a keypad", "Garage Door (Zn 2): becomes not secure", "Exit Delay (Out 64): timer"}
	if !slices.Equal(stimuli, want) {
		t.Fatalf("trace %q, want %q", stimuli, want)
	}
	first, _ := ta.ParseSeconds(v.Trace[0].Elapsed)
	last, _ := ta.ParseSeconds(v.Trace[2].Elapsed)
	if last.Sub(last, first).Cmp(ta.SecondsRat(60)) != 0 {
		t.Fatalf("the delay ends %s s after arming, want 60", v.Trace[2].Elapsed)
	}
}
