package hass_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

const hour = 3600

// load reads a program through the same path as the CLI (the extension
// switch of frontends.LoadSource).
func load(t testing.TB, path string) *ta.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := frontends.LoadSource(path, src)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The examples and their verdicts, derived from Home Assistant's
// semantics by hand (each file's comment says why): the mode: single
// motion light and the auto-lock that stops on its timeout are wrong,
// their fixes hold, the porch light follows sunset - 15 min, and the bath
// fan runs from a rise above 70 to a fall below 60 (numeric_state fires on
// starting to match, with strict bounds: numbers_test.go).
var examples = map[string]map[string]bool{
	"bath-fan": {"the fan runs whenever it is humid": false, "the fan is off when the bathroom is dry": false,
		"the fan runs only when it is humid": true},
	"motion-single":             {"the hall light stays on 2 minutes after motion": true},
	"motion-restart":            {"the hall light stays on 2 minutes after motion": false},
	"door-lock-stop-on-timeout": {"the front door is locked again within 6 minutes": true},
	"door-lock-after-timeout":   {"the front door is locked again within 6 minutes": false},
	"sunset-porch":              {"the porch light is on in the evening": false, "the porch light is off after 23:00": false},
}

func TestExamplePrograms(t *testing.T) {
	files, err := filepath.Glob("../../programs/hass/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, file := range files {
		if strings.HasSuffix(file, ".inv.yaml") {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(file), ".yaml")
		want, ok := examples[name]
		if !ok {
			t.Errorf("%s has no expected verdicts", file)
			continue
		}
		seen++
		t.Run(name, func(t *testing.T) {
			invFile := strings.TrimSuffix(file, ".yaml") + ".inv.yaml"
			inv, err := os.ReadFile(invFile)
			if err != nil {
				t.Fatal(err)
			}
			// As the command line reads it: with the invariants' numbers.
			p, err := frontends.LoadWith(file, frontends.Options{Consts: explore.Thresholds(inv)})
			if err != nil {
				t.Fatal(err)
			}
			props, err := explore.LoadProperties(invFile, p)
			if err != nil {
				t.Fatal(err)
			}
			cal := ta.Calendar{Horizon: 24 * hour, Sunrise: 6*hour + 1800, Sunset: 18*hour + 1800}
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
			// Differential: split into control loops (as the CLI
			// explores), with and without prediction, and whole without
			// prediction: the verdicts are the same.
			for _, opt := range []explore.Options{{}, {NoPredict: true}, {NoSplit: true, NoPredict: true}} {
				rep2, _, err := explore.ExploreReport(m, opt)
				if err != nil {
					t.Fatal(err)
				}
				for i, inv := range rep2.Invariants {
					if inv.Violated != rep.Invariants[i].Violated {
						t.Errorf("%+v: %s violated = %v, default %v", opt, inv.Name, inv.Violated, rep.Invariants[i].Violated)
					}
				}
			}
			if len(rep.Invariants) != len(want) {
				t.Fatalf("%d invariants, want %d", len(rep.Invariants), len(want))
			}
			for _, inv := range rep.Invariants {
				w, ok := want[inv.Name]
				if !ok {
					t.Fatalf("unexpected invariant %q", inv.Name)
				}
				if inv.Violated != w {
					t.Errorf("%s: violated = %v, want %v", inv.Name, inv.Violated, w)
				}
			}
			if len(rep.Errors) > 0 {
				t.Errorf("runtime errors: %+v", rep.Errors[0])
			}
			for _, v := range res.Violations {
				replays(t, res, v, props)
			}
		})
	}
	if seen != len(examples) {
		t.Errorf("%d examples found, want %d", seen, len(examples))
	}
}

// replays writes a violation's trace, reads it back and runs it in the
// concrete interpreter: it must end in the state found, violating the
// same invariant.
func replays(t *testing.T, res *explore.Result, v *explore.Violation, props []*explore.Property) {
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

// The motion light's trace is the missed retrigger: motion starts the run,
// a second motion during the delay is dropped (mode: single says so), and
// the delay ends two minutes after the FIRST motion, less than two
// minutes after the second. Only the trigger watches the motion sensor, so
// it keeps no state (a pulse entity): the trace is two motions, the
// sensor's return to off between them being nothing to any automation.
// Kept (as the invariants' naming it keeps it), the trace has it.
func TestMotionSingleTrace(t *testing.T) {
	for _, tc := range []struct {
		keep map[string]bool
		want []string
	}{
		{nil, []string{"binary_sensor.hall_motion -> on", "binary_sensor.hall_motion -> on", "Hall motion light: delay 2m (line 23)"}},
		{map[string]bool{"binary_sensor.hall_motion": true}, []string{"binary_sensor.hall_motion -> on", "binary_sensor.hall_motion -> off",
			"binary_sensor.hall_motion -> on", "Hall motion light: delay 2m (line 23)"}},
	} {
		motionSingleTrace(t, tc.keep, tc.want)
	}
}

func motionSingleTrace(t *testing.T, keep map[string]bool, want []string) {
	path := "../../programs/hass/motion-single.yaml"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := frontends.LoadSourceWith(path, src, frontends.Options{Keep: keep})
	if err != nil {
		t.Fatal(err)
	}
	props, err := explore.LoadProperties("../../programs/hass/motion-single.inv.yaml", p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: hour}, Props: props})
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
	v := rep.Invariants[0].Violation
	if v == nil {
		t.Fatal("no violation")
	}
	var stimuli []string
	dropped := false
	for _, s := range v.Trace {
		stimuli = append(stimuli, s.Stimulus)
		if slices.Contains(s.Emits, "Hall motion light: already running, trigger dropped") {
			dropped = true
		}
	}
	if !slices.Equal(stimuli, want) {
		t.Fatalf("keeping %v: trace %q, want %q", keep, stimuli, want)
	}
	if !dropped {
		t.Fatal("the trace does not show the dropped trigger")
	}
	first, _ := ta.ParseSeconds(v.Trace[0].Elapsed)
	last, _ := ta.ParseSeconds(v.Trace[len(want)-1].Elapsed)
	if last.Sub(last, first).Cmp(ta.SecondsRat(120)) != 0 {
		t.Fatalf("the delay ends %s s after the first motion, want 120", v.Trace[len(want)-1].Elapsed)
	}
}
