package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The differential matrix: no option that should not change an answer
// may change one. Each case is explored with every combination of
// --no-predict, --no-split, --workers 1|2 and --dpor; all of them must
// give the same exit code, the same violated invariants and runtime
// errors, each first found at the same time by a trace of the same
// length; runs that explore the same states (prediction and workers
// change nothing, splitting and DPOR change what is counted) must also
// count the same states and violating states.

// matrixCase is a program with its invariants and calendar flags.
type matrixCase struct {
	name string
	args []string
	// splitOnly: the whole program is out of reach (P8: millions of
	// states within seconds), so the runs with --no-split are left out.
	splitOnly bool
}

// matrixOption is one switch of the matrix; space says whether it
// changes the states counted.
type matrixOption struct {
	flag  string
	space bool
}

var matrixOptions = []matrixOption{{"--no-predict", false}, {"--workers=2", false}, {"--no-split", true}, {"--dpor", true}}

// matrixOutcome is what a run decided.
type matrixOutcome struct {
	code               int
	states             int64
	verdicts, firsts   []string // sorted: violated names; name@time#steps
	counts             []string // sorted: name=violating states
	complete           bool
	stopReason, output string
	// at is each violated invariant's first violation, in seconds after
	// the start (elapsed_seconds); gcd the model's unit (gcd_seconds).
	at  map[string]string
	gcd int64
}

func runMatrix(t *testing.T, args []string) matrixOutcome {
	t.Helper()
	// The region engine unless the case names one: the matrix's options
	// (prediction, workers, splitting, DPOR) are the region engine's, and
	// TestEngineZonesAgree holds zones to it, the reference.
	if !slices.Contains(args, "--engine") {
		args = append([]string{"--engine", "regions"}, args...)
	}
	out, code := runJSON(t, append([]string{"explore", "--json", "-q"}, args...)...)
	var rep struct {
		Complete   bool   `json:"complete"`
		Stop       string `json:"stop_reason"`
		States     int64  `json:"states"`
		GCD        int64  `json:"gcd_seconds"`
		Invariants []struct {
			Name      string `json:"name"`
			Violated  bool   `json:"violated"`
			Violation *struct {
				States int64             `json:"violating_states"`
				At     string            `json:"elapsed_seconds"`
				Trace  []json.RawMessage `json:"trace"`
			} `json:"violation"`
		} `json:"invariants"`
		Errors []struct {
			Message string            `json:"message"`
			States  int64             `json:"violating_states"`
			At      string            `json:"elapsed_seconds"`
			Trace   []json.RawMessage `json:"trace"`
		} `json:"runtime_errors"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%s: exit %d, no JSON report (%v):\n%.2000s", strings.Join(args, " "), code, err, out)
	}
	o := matrixOutcome{code: code, states: rep.States, complete: rep.Complete, stopReason: rep.Stop, output: out, at: map[string]string{}, gcd: rep.GCD}
	for _, inv := range rep.Invariants {
		if !inv.Violated {
			continue
		}
		o.verdicts = append(o.verdicts, inv.Name)
		if v := inv.Violation; v != nil {
			o.at[inv.Name] = v.At
			o.firsts = append(o.firsts, fmt.Sprintf("%s@%ss#%d", inv.Name, v.At, len(v.Trace)))
			o.counts = append(o.counts, fmt.Sprintf("%s=%d", inv.Name, v.States))
		}
	}
	for _, e := range rep.Errors {
		o.verdicts = append(o.verdicts, "error: "+e.Message)
		o.firsts = append(o.firsts, fmt.Sprintf("error: %s@%ss#%d", e.Message, e.At, len(e.Trace)))
	}
	for _, l := range [][]string{o.verdicts, o.firsts, o.counts} {
		sort.Strings(l)
	}
	return o
}

// checkMatrix runs c with every combination of the options and compares
// each with the plain run (no option given).
func checkMatrix(t *testing.T, c matrixCase, masks []int) int {
	t.Helper()
	var plain matrixOutcome
	runs := 0
	for _, mask := range masks {
		args := slices.Clone(c.args)
		if c.splitOnly && mask&4 != 0 { // --no-split
			continue
		}
		var flags []string
		space := false
		for i, o := range matrixOptions {
			if mask&(1<<i) != 0 {
				flags = append(flags, o.flag)
				space = space || o.space
			}
		}
		got := runMatrix(t, append(args, flags...))
		runs++
		if mask == 0 {
			plain = got
			if !got.complete {
				t.Fatalf("%s: the plain run stopped (%s): give the case a shorter horizon", c.name, got.stopReason)
			}
			continue
		}
		what := fmt.Sprintf("%s with %s", c.name, strings.Join(flags, " "))
		switch {
		case got.code != plain.code:
			t.Errorf("%s: exit %d, plain %d", what, got.code, plain.code)
		case !got.complete:
			t.Errorf("%s: incomplete (%s)", what, got.stopReason)
		case !slices.Equal(got.verdicts, plain.verdicts):
			t.Errorf("%s: violated %q, plain %q", what, got.verdicts, plain.verdicts)
		case !slices.Equal(got.firsts, plain.firsts):
			t.Errorf("%s: first violations %q, plain %q", what, got.firsts, plain.firsts)
		case !space && got.states != plain.states:
			t.Errorf("%s: %d states, plain %d", what, got.states, plain.states)
		case !space && !slices.Equal(got.counts, plain.counts):
			t.Errorf("%s: violating states %q, plain %q", what, got.counts, plain.counts)
		}
	}
	return runs
}

// matrixCases are the bundled programs with their invariants and the ten
// homes, each over a span short enough for the plain run.
func matrixCases(t *testing.T, long bool) []matrixCase {
	t.Helper()
	span := []string{"--start", "09:00", "--duration", "10m"}
	if long {
		span = []string{"--start", "09:00", "--hours", "1"}
	}
	var cs []matrixCase
	for _, pat := range []string{"paper/*.ta", "isy/*.isy", "elk/*.elk", "ha/p*/*.isy", "ha/p*/*.elk", "ha/p*/*.ta"} {
		files, _ := filepath.Glob(filepath.Join("../../programs", pat))
		for _, f := range files {
			args := []string{f}
			inv := strings.TrimSuffix(f, filepath.Ext(f)) + ".inv.yaml"
			if strings.Contains(f, "/ha/") {
				inv = filepath.Join(filepath.Dir(f), "invariants.yaml")
			}
			if _, err := os.Stat(inv); err == nil {
				args = append(args, "--invariants", inv)
			}
			c := matrixCase{name: strings.TrimPrefix(f, "../../programs/"), args: append(args, span...)}
			// The homes explored whole (--no-split) are the paper's
			// Table 2 setting and grow fast: ten minutes, P10 one
			// minute (944,064 states whole), P8 split only.
			switch {
			case strings.Contains(f, "/ha/p08/"):
				c.splitOnly = true
				c.args = append(args, "--start", "09:00", "--duration", "10m")
			case strings.Contains(f, "/ha/p10/"):
				c.args = append(args, "--start", "09:00", "--duration", "1m")
			case strings.Contains(f, "/ha/"):
				c.args = append(args, "--start", "09:00", "--duration", "10m")
			}
			cs = append(cs, c)
		}
	}
	// Every sunset between 19:00 and 21:30 at once (the README's example).
	cs = append(cs, matrixCase{name: "isy/evening.isy, a sunset range", args: []string{"../../programs/isy/evening.isy",
		"--invariants", "../../programs/isy/evening.inv.yaml", "--start", "2026-06-21T18:00", "--hours", "12", "--sunset", "19:00..21:30"}})
	if len(cs) < 20 {
		t.Fatalf("only %d bundled programs found", len(cs))
	}
	return cs
}

// matrixSample are the cases make test runs (DELOREAN_LONG runs all).
var matrixSample = []string{"paper/figure2.ta", "paper/latearrival.ta", "isy/bathroom.isy", "isy/hallway.isy",
	"elk/exitdelay.elk", "ha/p04/p04.elk", "ha/p09/p09.isy", "isy/evening.isy, a sunset range"}

func TestDifferentialMatrix(t *testing.T) {
	long := os.Getenv("DELOREAN_LONG") != ""
	cases := matrixCases(t, long)
	if !long {
		// A sample: every program would take minutes on two cores.
		var sample []matrixCase
		for _, c := range cases {
			if slices.Contains(matrixSample, c.name) {
				sample = append(sample, c)
			}
		}
		cases = sample
	}
	// Every combination of the options (the plain run first); in the
	// sample, each option alone and all of them together.
	var masks []int
	for mask := 0; mask < 1<<len(matrixOptions); mask++ {
		if long || mask&(mask-1) == 0 || mask == 1<<len(matrixOptions)-1 {
			masks = append(masks, mask)
		}
	}
	runs := 0
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runs += checkMatrix(t, c, masks) })
	}
	t.Logf("%d cases, %d runs", len(cases), runs)
}
