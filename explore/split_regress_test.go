package explore

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// splitVerdicts explores m split and whole (ExploreReport, as the command
// line does) and checks issue 22's rule for splitting: the same
// verdicts, the same runtime errors, the same first trace of each, and
// every violation with a trace of the whole program that replays to it.
// With noFallback, the split run must also have lifted every trace (not
// fallen back to exploring whole). It returns both reports and the
// number of loops the split report lists (0 when it fell back).
func splitVerdicts(t *testing.T, m *Model, name string, noFallback bool) (split, whole *Report, loops int) {
	t.Helper()
	split, _, err := ExploreReport(m, Options{})
	if err != nil {
		t.Fatalf("%s: split: %v", name, err)
	}
	whole, _, err = ExploreReport(m, Options{NoSplit: true})
	if err != nil {
		t.Fatalf("%s: whole: %v", name, err)
	}
	if noFallback && len(split.SplitFallback) > 0 {
		t.Errorf("%s: the split run fell back: %v", name, split.SplitFallback)
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
	if a, b := verdicts(split), verdicts(whole); !slices.Equal(a, b) {
		t.Errorf("%s: split verdicts %v, whole %v", name, a, b)
	}
	// The first trace of each violation is the same, step by step.
	for k, inv := range split.Invariants {
		if inv.Violated && whole.Invariants[k].Violated {
			if a, b := traceText(inv.Violation), traceText(whole.Invariants[k].Violation); a != b {
				t.Errorf("%s: %s: split trace\n%s\nwhole trace\n%s", name, inv.Name, a, b)
			}
		}
	}
	for _, e := range split.Errors {
		for _, f := range whole.Errors {
			if e.Message == f.Message {
				if a, b := traceText(&e), traceText(&f); a != b {
					t.Errorf("%s: %s: split trace\n%s\nwhole trace\n%s", name, e.Message, a, b)
				}
			}
		}
	}
	for _, rep := range []*Report{split, whole} {
		for _, inv := range rep.Invariants {
			if inv.Violated {
				replaysTo(t, m, name, inv.Name, inv.Violation)
			}
		}
		for _, e := range rep.Errors {
			replaysTo(t, m, name, "", &e)
		}
	}
	return split, whole, len(split.Loops)
}

// replaysTo checks that a violation's trace file replays in the whole
// program, independently of the explorer, to the violation: the invariant
// inv violated at the end, or (inv empty) the runtime error the entry
// reports.
func replaysTo(t *testing.T, m *Model, name, inv string, ve *ViolationEntry) {
	t.Helper()
	tf := ve.TraceFile()
	if tf == nil || len(ve.Trace) == 0 && inv == "" {
		t.Errorf("%s: %q has no trace of the whole program", name, ve.Message)
		return
	}
	steps, end, err := tf.ReplaySteps(m)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	rp, err := Replay(m, steps, end, nil)
	if inv == "" {
		var re *ta.RuntimeError
		if !errors.As(err, &re) || re.Error() != ve.Message {
			t.Errorf("%s: the trace of %q replays to %v", name, ve.Message, err)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: the trace of %q does not replay: %v", name, inv, err)
		return
	}
	bad, err := ViolatedAt(m, rp)
	if err != nil || !slices.Contains(bad, inv) {
		t.Errorf("%s: the trace of %q replays to a state violating %v (%v)", name, inv, bad, err)
	}
}

// traceText is a trace's steps as the report lists them.
func traceText(ve *ViolationEntry) string {
	var b strings.Builder
	for _, s := range ve.Trace {
		fmt.Fprintf(&b, "%s %s ran %d rules; %s; %s\n", s.At, s.Stimulus, len(s.Rules), strings.Join(s.Changes, ", "), s.Error)
	}
	return b.String()
}

// Issue 22, item 2: with sunset at 20:00, the garden lights' schedule
// falls due at the very instant the porch invariant's window opens. The
// porch's loop alone violates the invariant at 20:00; the whole program
// checks it only once the garden's schedule has fired (no invariant is
// checked while something is due). Lifting used to stop before that
// firing and found the invariant holding: exit 2 with no report.
func TestSplitSunsetAtWindowOpening(t *testing.T) {
	p, err := frontends.Load("../programs/isy/evening.isy")
	if err != nil {
		t.Fatal(err)
	}
	props, err := ParseProperties("inv.yaml", []byte(`- name: porch on at 8 PM
  condition: '"Front Porch" == On'
  window: {from: "20:00", to: "20:15"}
`), p)
	if err != nil {
		t.Fatal(err)
	}
	base := ta.Calendar{Start: 18 * 3600, Horizon: 12 * 3600, Sunrise: 6*3600 + 1800, Sunset: 19 * 3600}
	cals, err := sun.Calendars(p, base, ta.SunRange{From: base.Sunrise, To: base.Sunrise}, ta.SunRange{From: 19 * 3600, To: 21*3600 + 1800})
	if err != nil {
		t.Fatal(err)
	}
	at8 := false
	violated := 0
	for _, cal := range cals {
		m, err := NewModel(p, Config{Cal: cal, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		name := "sunset " + ta.FormatClockTime(cal.Sunset)
		split, _, loops := splitVerdicts(t, m, name, true)
		if loops < 2 {
			t.Fatalf("%s: %d loops; the test needs the porch apart from the garden", name, loops)
		}
		at8 = at8 || cal.Sunset == 20*3600
		if split.Invariants[0].Violated {
			violated++
		}
	}
	// By hand: the porch comes on at sunset + 30 min, so it is off at
	// 20:00 when sunset is after 19:30: the classes 19:31, 19:45, 19:46,
	// 20:00, 20:01, 20:15 and 20:16 (7 of the 9 sun.Calendars makes).
	if !at8 || violated != 7 || len(cals) != 9 {
		t.Errorf("%d classes, sunset 20:00 among them: %v; violated in %d, want 9, true, 7", len(cals), at8, violated)
	}
}

// The splitting repros of issue 22, items 3 and 4: a runtime error in a
// loop (a runaway chain of runs, a value out of range) used to make the
// lifted trace's replay fail, and lifting treated that expected outcome
// as a failure: exit 2, no report.
var splitErrorRepros = []struct {
	name, src, want string
}{
	{"runaway", `program runaway
var n: 0..1 = 0
var m: 0..1 = 0
event E, F
rule A on E {
    n = 1
    run B
}
rule B on call {
    run A
}
rule C on F {
    m = 1 - m
}
`, "rules trigger each other without end"},
	{"self", `program self
var n: 0..1 = 0
var m: 0..1 = 0
event E, F
rule A on E {
    n = 1
    run A
}
rule C on F {
    m = 1 - m
}
`, "rules trigger each other without end"},
	{"range", `program rte
var a: 0..2 = 0
var b: 0..1 = 0
event A, B
rule RA on A { a = a + 1 }
rule RB on B { b = 1 - b }
`, "a = 3 is outside its range 0..2"},
}

func TestSplitKeepsRuntimeErrors(t *testing.T) {
	for _, tc := range splitErrorRepros {
		p := loadSrc(t, tc.src)
		m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 3600}})
		if err != nil {
			t.Fatal(err)
		}
		split, _, loops := splitVerdicts(t, m, tc.name, true)
		if loops != 2 {
			t.Errorf("%s: %d loops, want 2", tc.name, loops)
		}
		if len(split.Errors) != 1 || !strings.Contains(split.Errors[0].Message, tc.want) {
			t.Errorf("%s: split reports %d errors, want one saying %q", tc.name, len(split.Errors), tc.want)
		}
	}
}

// The same programs in ISY: programs that run each other in a cycle, or
// themselves, with an unrelated program beside them.
func TestSplitKeepsISYRunaways(t *testing.T) {
	for _, src := range []string{`Ping - [ID 0001][Parent 0001]

If
        Control 'Button' is switched On

Then
        Set 'Lamp' On
        Run Program 'Pong' (Then Path)

Else
   - No Actions - (To add one, press 'Action')

-------------------------------------------
Pong - [ID 0002][Parent 0001]

If
   - No Conditions - (To add one, press 'Schedule' or 'Condition')

Then
        Run Program 'Ping' (Then Path)

Else
   - No Actions - (To add one, press 'Action')

-------------------------------------------
Fan - [ID 0003][Parent 0001]

If
        Control 'Fan Switch' is switched On

Then
        Set 'Fan' On

Else
   - No Actions - (To add one, press 'Action')
`, `Again - [ID 0001][Parent 0001]

If
        Control 'Button' is switched On

Then
        Set 'Lamp' On
        Run Program 'Again' (Then Path)

Else
   - No Actions - (To add one, press 'Action')

-------------------------------------------
Fan - [ID 0003][Parent 0001]

If
        Control 'Fan Switch' is switched On

Then
        Set 'Fan' On

Else
   - No Actions - (To add one, press 'Action')
`} {
		p, err := frontends.LoadSource("cycle.isy", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		m, err := NewModel(p, Config{Cal: ta.Calendar{Start: 9 * 3600, Horizon: 3600, Sunrise: 6 * 3600, Sunset: 18 * 3600}})
		if err != nil {
			t.Fatal(err)
		}
		split, _, loops := splitVerdicts(t, m, "cycle.isy", true)
		if loops < 2 || len(split.Errors) != 1 || !strings.Contains(split.Errors[0].Message, "without end") {
			t.Errorf("%d loops, errors %v; want a split run reporting the runaway", loops, split.Errors)
		}
	}
}

// A loop whose trace does not lift (here: its program is not the one the
// loop was cut from) must not cost the report: the run explores the
// program whole, says why in SplitFallback, and reports what the whole
// exploration finds, with a trace that replays.
func TestSplitFallsBackWhole(t *testing.T) {
	p := loadSrc(t, splitErrorRepros[2].src)
	m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 3600}})
	if err != nil {
		t.Fatal(err)
	}
	// The loop of a, explored as a program whose RA adds 2: its error
	// (a = 4 after two events) does not recur in the real program.
	broken := func(m *Model, opt Options) ([]*LoopRun, error) {
		// The loops are explored without the limits (the test's second
		// part limits only the whole exploration).
		runs, err := ExploreLoops(m, Options{})
		if err != nil || len(runs) != 2 {
			return nil, fmt.Errorf("%d loops (%v)", len(runs), err)
		}
		sub, err := NewSubProgram(loadSrc(t, strings.Replace(splitErrorRepros[2].src, "a + 1", "a + 2", 1)), runs[0].Loop)
		if err != nil {
			return nil, err
		}
		lm, err := NewModel(sub.Prog, Config{Cal: m.Cfg.Cal})
		if err != nil {
			return nil, err
		}
		res, err := Explore(lm, Options{})
		if err != nil {
			return nil, err
		}
		runs[0].Sub, runs[0].Run = sub, RegionLoop{res}
		return runs, nil
	}
	rep, res, err := exploreReport(m, Options{}, broken)
	if err != nil {
		t.Fatal(err)
	}
	if res == nil || len(rep.Loops) != 0 {
		t.Errorf("the run did not explore whole (%d loops)", len(rep.Loops))
	}
	if len(rep.SplitFallback) != 2 || !strings.Contains(rep.SplitFallback[0], "lifting a trace of loop a") ||
		!strings.Contains(rep.SplitFallback[1], "explored the program whole") {
		t.Errorf("split_fallback %q", rep.SplitFallback)
	}
	if len(rep.Errors) != 1 || !strings.HasSuffix(rep.Errors[0].Message, "test.ta:5:16: a = 3 is outside its range 0..2") {
		t.Fatalf("errors %v", rep.Errors)
	}
	replaysTo(t, m, "fallback", "", &rep.Errors[0])
	var text strings.Builder
	rep.WriteText(&text)
	if !strings.Contains(text.String(), "split: lifting a trace of loop a") {
		t.Errorf("the text report does not say it fell back:\n%s", text.String())
	}

	// Should the whole exploration stop early, the split report stands,
	// with the loop's own trace, marked, and no trace file (it is not a
	// trace of the whole program).
	rep, _, err = exploreReport(m, Options{MaxStates: 2}, broken)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Loops) != 2 || len(rep.SplitFallback) != 2 || !strings.Contains(rep.SplitFallback[1], "stopped early") {
		t.Fatalf("%d loops, split_fallback %q", len(rep.Loops), rep.SplitFallback)
	}
	if len(rep.Errors) != 1 || !strings.Contains(rep.Errors[0].Message, "a = 4 is outside") ||
		!strings.Contains(rep.Errors[0].Message, "trace of loop a alone") || rep.Errors[0].TraceFile() != nil || len(rep.Errors[0].Trace) != 2 {
		t.Errorf("errors %+v", rep.Errors)
	}
}

// FoldRuns: a runaway's 10,000 runs read as one block; anything else is
// left as it was, and unfolding always gives the runs back.
func TestFoldRuns(t *testing.T) {
	var runaway []string
	for i := 0; i < 5000; i++ {
		runaway = append(runaway, "A", "B")
	}
	cases := []struct {
		runs []string
		want string
	}{
		{runaway, "[A, B] ×5000"},
		{append([]string{"E"}, runaway...), "E, [A, B] ×5000"},
		{[]string{"A", "A", "A", "B"}, "A ×3, B"},
		{[]string{"A", "A", "B"}, "A, A, B"},
		{[]string{"A", "B", "C", "A", "B", "C", "A", "B", "C", "A"}, "[A, B, C] ×3, A"},
		{[]string{"A", "B", "A", "B", "A", "B", "B", "B", "B"}, "[A, B] ×3, B ×3"},
		{nil, ""},
	}
	for _, c := range cases {
		if got := FoldedRuns(c.runs); got != c.want {
			t.Errorf("FoldedRuns(%d runs) = %q, want %q", len(c.runs), got, c.want)
		}
		var back []string
		for _, g := range FoldRuns(c.runs) {
			for i := 0; i < g.Times; i++ {
				back = append(back, g.Rules...)
			}
		}
		if !slices.Equal(back, c.runs) {
			t.Errorf("FoldRuns(%v) unfolds to %v", c.runs, back)
		}
	}
}

// randomErrorProgram is a random program (randomProgram) with, now and
// then, a counter that overflows its range and a chain of rules that runs
// itself, each sometimes gated by one of the program's variables (which
// joins it to that variable's loop) and sometimes apart.
func randomErrorProgram(rng *rand.Rand) string {
	src := randprog.Program(rng)
	var b strings.Builder
	b.WriteString(src)
	gate := func(body string) string {
		if rng.Intn(2) == 0 {
			return body
		}
		// v0 is a device {Off, On} or a 0..n variable; both have a
		// value written 0 or Off.
		if strings.Contains(src, "device v0") {
			return "if v0 == On { " + body + " }"
		}
		return "if v0 == 1 { " + body + " }"
	}
	// The event: one of its own, or e0, which the program's rules may
	// share (an error then cuts short what they do in the same instant,
	// in the whole program but not in their loop alone).
	event := func(own string) string {
		if rng.Intn(3) == 0 {
			return "e0"
		}
		fmt.Fprintf(&b, "event %s\n", own)
		return own
	}
	if rng.Intn(2) == 0 {
		fmt.Fprintf(&b, "var x: 0..%d\n", 1+rng.Intn(2))
		fmt.Fprintf(&b, "rule rx on %s { %s }\n", event("ex"), gate("x = x + 1"))
	}
	if rng.Intn(2) == 0 {
		fmt.Fprintf(&b, "var y: 0..1\n")
		fmt.Fprintf(&b, "rule ry on %s { y = 1  run rz }\nrule rz on call { %s }\n", event("ey"), gate("run ry"))
	}
	return b.String()
}

// Random programs with runtime errors, split and whole (issue 22, item 4:
// 1 of 150 random programs lost its runtime error when split).
func TestSplitRandomErrorPrograms(t *testing.T) {
	n := 150
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 2000
	}
	rng := rand.New(rand.NewSource(22))
	splits, errs, fallbacks := 0, 0, 0
	for i := 0; i < n; i++ {
		src := randomErrorProgram(rng)
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		cond, _ := randprog.TwoVarInvariant(rng, p, FormatValue)
		props, err := ParseProperties("inv.yaml", []byte(fmt.Sprintf("- name: inv\n  condition: '%s'\n", cond)), p)
		if err != nil {
			t.Fatalf("program %d: %v", i, err)
		}
		m, err := NewModel(p, Config{Cal: ta.Calendar{Horizon: 20}, Props: props})
		if err != nil {
			t.Fatal(err)
		}
		split, _, loops := splitVerdicts(t, m, fmt.Sprintf("program %d:\n%s\ninvariant %s\n", i, src, cond), false)
		if loops > 1 {
			splits++
			if len(split.Errors) > 0 {
				errs++
			}
		}
		if len(split.SplitFallback) > 0 {
			fallbacks++
		}
		if t.Failed() {
			return
		}
	}
	t.Logf("%d of %d random programs split, %d of them with runtime errors; %d fell back to exploring whole", splits, n, errs, fallbacks)
	if splits*4 < n || errs*10 < n {
		t.Errorf("only %d of %d random programs split, %d with runtime errors: the test checks little", splits, n, errs)
	}
}
