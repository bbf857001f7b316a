package explore

import (
	"github.com/delorean-mc/delorean/ta/syntax"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// traceHead is a well-formed trace file up to its steps; each case below
// adds steps (line 9 on) and an end. Positions in the wanted messages were
// counted by hand in these texts.
const traceHead = `program: programs/paper/figure1.ta
start: "09:00"
horizon: 1h
sunrise: "06:30"
sunset: "18:30"
init:
  vars: {FrontPorchLight: Off}
  clocks: {timeLastMotion: 3s}
`

const traceStep = `  - at: "09:00:00"
    elapsed: "0"
    stimulus: PorchMotion.Detected
    state: {FrontPorchLight: On}
`

func writeTrace(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "t.trace.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// traceErrors is err's messages as "LINE:COL: text" (err must be a
// positioned list in file path).
func traceErrors(t *testing.T, path string, err error) []string {
	t.Helper()
	if err == nil {
		return nil
	}
	l, ok := err.(ta.ErrorList)
	if !ok {
		t.Fatalf("error %v is not a positioned ErrorList", err)
	}
	var out []string
	for _, e := range l {
		if e.Pos.File != path {
			t.Errorf("error %q is in %q, not in the trace file", e.Msg, e.Pos.File)
		}
		out = append(out, strings.TrimPrefix(e.Pos.String(), e.Pos.File+":")+": "+e.Msg)
	}
	return out
}

// A trace file's shape is checked where it is written: keys unknown or
// repeated (in the file and in its steps) at the key with the key meant,
// values of the wrong kind at the value, in a user's words.
func TestTraceFileShapeErrors(t *testing.T) {
	cases := []struct {
		name, text string
		want       []string
	}{
		{"steps not a list", traceHead + "steps: PorchMotion.Detected\nend: \"0\"\n",
			[]string{"9:8: steps: expected a list of steps (each with at, elapsed, stimulus, state), not a single value"}},
		{"steps a mapping", traceHead + "steps: {at: x}\nend: \"0\"\n",
			[]string{"9:8: steps: expected a list of steps (each with at, elapsed, stimulus, state), not a mapping"}},
		{"misspelt step key", traceHead + "steps:\n  - at: \"09:00:00\"\n    elapsed: \"0\"\n    stimulis: PorchMotion.Detected\nend: \"0\"\n",
			[]string{`12:5: step 1: unknown key "stimulis" (expected at, elapsed, stimulus, factors, random, state) (did you mean "stimulus"?)`}},
		{"step without stimulus", traceHead + "steps:\n  - at: \"09:00:00\"\n    elapsed: \"0\"\nend: \"0\"\n",
			[]string{"10:5: step 1: no stimulus: (a step has at, elapsed, stimulus, state)"}},
		{"step key twice", traceHead + "steps:\n" + traceStep + "    elapsed: \"1\"\nend: \"0\"\n",
			[]string{`14:5: step 1: key "elapsed" given twice (first at 11:5)`}},
		{"step a single value", traceHead + "steps:\n  - PorchMotion.Detected\nend: \"0\"\n",
			[]string{"10:5: step 1: expected a mapping with at, elapsed, stimulus, state, not a single value"}},
		{"stimulus a list", traceHead + "steps:\n  - elapsed: \"0\"\n    stimulus: [PorchMotion.Detected]\nend: \"0\"\n",
			[]string{"11:15: step 1: stimulus: expected a single value, not a list"}},
		{"random not numbers", traceHead + "steps:\n" + traceStep + "    random: [1, two]\nend: \"0\"\n",
			[]string{`14:17: step 1: random: expected a whole number, not "two"`}},
		{"state a list", traceHead + "steps:\n  - elapsed: \"0\"\n    stimulus: PorchMotion.Detected\n    state: [On]\nend: \"0\"\n",
			[]string{"12:12: step 1: state: expected a mapping of names to values, not a list"}},
		{"misspelt top key", traceHead + "steps: []\nedn: \"0\"\n",
			[]string{`10:1: unknown key "edn" (expected program, violation, start, weekday, date, horizon, sunrise, sunset, sun_days, time_zone, utc_offset, clock_changes, init, steps, end) (did you mean "end"?)`}},
		{"top key twice", traceHead + "steps: []\nend: \"0\"\nend: \"1\"\n",
			[]string{`11:1: key "end" given twice (first at 10:1)`}},
		{"start a mapping", strings.Replace(traceHead, `start: "09:00"`, "start: {at: 9}", 1) + "steps: []\nend: \"0\"\n",
			[]string{"2:8: start: expected a single value, not a mapping"}},
	}
	for _, c := range cases {
		path := writeTrace(t, c.text)
		_, err := ReadTraceFile(path)
		got := traceErrors(t, path, err)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

// Errors found when the file is read against the program are at the
// file's positions: init: as written in the file (not in a document made
// from it), end: at its key; a misspelt stimulus names the one meant.
func TestTraceFileProgramErrors(t *testing.T) {
	p, _ := figure1(t, 9*hour)
	cases := []struct {
		name, text string
		want       string
	}{
		{"init value", strings.Replace(traceHead, "{FrontPorchLight: Off}", "{FrontPorchLight: Dim}", 1) + "steps: []\nend: \"0\"\n",
			`7:27: FrontPorchLight: expected one of {Off, On}, not "Dim"`},
		{"init clock", strings.Replace(traceHead, "timeLastMotion", "timeLastMoton", 1) + "steps: []\nend: \"0\"\n",
			`8:12: "timeLastMoton" is not a clock of the program (did you mean "timeLastMotion"?)`},
		{"init section", strings.Replace(traceHead, "clocks:", "clokcs:", 1) + "steps: []\nend: \"0\"\n",
			`8:3: unknown section "clokcs" (expected vars, devices, clocks, timers) (did you mean "clocks"?)`},
		{"end", traceHead + "steps: []\nend: \"soon\"\n",
			`10:1: end: malformed number of seconds "soon"`},
		{"stimulus", traceHead + "steps:\n" + strings.Replace(traceStep, "Detected", "Detcted", 1) + "end: \"0\"\n",
			`10:5: step 1: "PorchMotion.Detcted" is not an event, timer or schedule of the program (did you mean "PorchMotion.Detected"?)`},
	}
	for _, c := range cases {
		path := writeTrace(t, c.text)
		tf, err := ReadTraceFile(path)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		m, err := tf.Model(path, p, nil)
		if err == nil {
			_, _, err = tf.ReplaySteps(m)
		}
		got := traceErrors(t, path, err)
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

// A start state with clocks and timers survives writing and reading: the
// init read from the file's nodes is the one written.
func TestTraceFileInitRoundTrip(t *testing.T) {
	p, cfg := figure1(t, 9*hour)
	clk := p.LookupClock("timeLastMotion")
	tmr := p.LookupTimer("timerFrontPorchLight")
	cfg.Init = &Init{
		Vals:   map[int]int64{p.LookupVar("FrontPorchLight"): 1},
		Clocks: map[int]int64{clk: 3},
		Timers: map[int]int64{tmr: 120},
	}
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "r.trace.yaml")
	if err := (&Trace{End: big.NewRat(0, 1)}).File(m, "x").Write(path); err != nil {
		t.Fatal(err)
	}
	tf, err := ReadTraceFile(path)
	if err != nil {
		t.Fatal(err)
	}
	in, err := tf.InitState(path, p)
	if err != nil {
		t.Fatal(err)
	}
	if in.Vals[p.LookupVar("FrontPorchLight")] != 1 || in.Clocks[clk] != 3 || in.Timers[tmr] != 120 || len(in.Clocks) != 1 || len(in.Timers) != 1 {
		t.Fatalf("read back vals %v clocks %v timers %v, want FrontPorchLight On, timeLastMotion 3s, timerFrontPorchLight 2m", in.Vals, in.Clocks, in.Timers)
	}
	// An empty init: is no start state to check.
	path = writeTrace(t, strings.Replace(traceHead, "  vars: {FrontPorchLight: Off}\n  clocks: {timeLastMotion: 3s}\n", "", 1)+"steps:\nend: \"0\"\n")
	if tf, err = ReadTraceFile(path); err != nil {
		t.Fatal(err)
	}
	if in, err = tf.InitState(path, p); err != nil || len(in.Vals)+len(in.Clocks)+len(in.Timers) != 0 {
		t.Fatalf("empty init: %v, %v", in, err)
	}
}

// FuzzTraceFile: no trace file makes reading it, or reading it against
// Fig. 1, panic, and every error it reports is positioned in the file.
func FuzzTraceFile(f *testing.F) {
	for _, pattern := range []string{"../testdata/bad/*.trace.yaml", "../programs/ha/*/traces/*.trace.yaml"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if b, err := syntax.ReadFile(file); err == nil { // not /dev/zero (testdata/bad has links to it)
				f.Add(b)
			}
		}
	}
	f.Add([]byte(traceHead + "steps:\n" + traceStep + "end: \"0\"\n"))
	p, _ := figure1(f, 9*hour)
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "f.trace.yaml")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		at := regexp.MustCompile(`^` + regexp.QuoteMeta(path) + `:[1-9][0-9]*:[1-9][0-9]*: `)
		positioned := func(err error) {
			if !at.MatchString(err.Error()) {
				t.Fatalf("error without a position in the file: %v", err)
			}
		}
		tf, err := ReadTraceFile(path)
		if err != nil {
			positioned(err)
			return
		}
		m, err := tf.Model(path, p, nil)
		if err != nil {
			positioned(err)
			return
		}
		if _, _, err := tf.ReplaySteps(m); err != nil {
			positioned(err)
		}
	})
}
