package zone

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone/progress"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// The progress conditions' direct evaluation (progress.go) and the
// stimuli ruled out by their guards' leading tests (model.GuardTests)
// must find what the interpreter's runs find: the same zones, stored and
// covered, the same transitions counted (the runs the direct evaluation
// does not make are counted), the same discrete states, runtime errors
// and refusals. Each program is explored both ways (directEval off is the
// interpreter's runs, the reference).

// exploreBoth explores p with cfg with and without the direct
// evaluation and fails on any difference; it returns the direct run's
// result (nil when both refused the program with the same error) and the
// choices its nodes and the interpreter's recorded.
func exploreBoth(t *testing.T, name string, p *ta.Program, cfg explore.Config, opt Options) (*Result, [2]int) {
	t.Helper()
	run := func(direct bool) (*Result, error) {
		old := directEval
		directEval = direct
		defer func() { directEval = old }()
		m, err := explore.NewModel(p, cfg)
		if err != nil {
			t.Fatal(err)
		}
		return Explore(m, opt)
	}
	want, werr := run(false)
	got, gerr := run(true)
	if werr != nil || gerr != nil {
		if fmt.Sprint(werr) != fmt.Sprint(gerr) {
			t.Fatalf("%s: interpreter: %v; direct: %v", name, werr, gerr)
		}
		return nil, [2]int{}
	}
	type counts struct {
		Zones, Stored, Locations, States int
		Hits, Transitions                int64
		Errors, Violations               string
		Complete                         bool
	}
	count := func(r *Result) counts {
		var errs, viols []string
		for _, e := range r.Errors {
			errs = append(errs, fmt.Sprintf("%d/%d: %v", e.Node, e.Stim, e.Err))
		}
		for _, v := range r.Violations {
			viols = append(viols, fmt.Sprintf("%s@%d×%d", v.Prop.Name, v.Node, v.Count))
		}
		return counts{r.Zones, r.Stored, r.Locations, len(r.States), r.Hits, r.Transitions,
			strings.Join(errs, "; "), strings.Join(viols, "; "), r.Complete}
	}
	if a, b := count(want), count(got); a != b {
		t.Fatalf("%s: interpreter %+v\ndirect      %+v", name, a, b)
	}
	for i := range want.States {
		if key(&want.States[i]) != key(&got.States[i]) {
			t.Fatalf("%s: discrete state %d differs", name, i)
		}
	}
	for i := range want.nodes {
		a, b := &want.nodes[i], &got.nodes[i]
		if a.disc != b.disc || a.parent != b.parent || a.stim != b.stim || a.dead != b.dead ||
			(a.zone == nil) != (b.zone == nil) || a.zone != nil && !a.zone.Equal(b.zone) {
			t.Fatalf("%s: node %d differs", name, i)
		}
	}
	var choices [2]int
	for k, r := range []*Result{want, got} {
		for _, n := range r.nodes {
			choices[k] += len(n.choice)
		}
	}
	return got, choices
}

// TestProgressDirectTChecker: CSMA/CD with 3 stations (TChecker's
// generator's model, written by internal/benchcmp; TChecker's covreach
// visits 70 states, our covering keeps 56 zones over 47 discrete states:
// bench/engines.md), guards.tck (guards that test variables after clock
// atoms, with != and negations) and the TChecker models of programs/ta,
// whose location invariants are progress conditions of the direct form
// and whose guards begin with their processes' locations.
func TestProgressDirectTChecker(t *testing.T) {
	files := []string{"testdata/csmacd-3.tck", "testdata/guards.tck", "../../programs/ta/fischer-3.tck", "../../programs/ta/fischer-4.tck",
		"../../programs/ta/fischer-broken-3.tck", "../../programs/ta/ad94.tck", "../../programs/ta/figure2.tck"}
	for _, f := range files {
		p := load(t, f)
		if len(p.Progress) > 0 && progress.Compile(p) == nil {
			t.Errorf("%s: its invariants are not in the direct form", f)
		}
		// Both stores; the counts and choices below are those of
		// extrapolated zones, whose clock questions the zone decides
		// less often (exact zones: 132 transitions, every question
		// decided).
		exploreBoth(t, filepath.Base(f), p, explore.Config{Cal: ta.Calendar{}}, Options{})
		res, choices := exploreBoth(t, filepath.Base(f), p, explore.Config{Cal: ta.Calendar{}}, Options{Subsumption: SubsumeExtraLU})
		if f == "testdata/csmacd-3.tck" {
			if res.Zones != 56 || len(res.States) != 47 || res.Transitions != 262 {
				t.Errorf("csmacd-3: %d zones over %d discrete states, %d transitions; want 56 over 47, 262 (bench/engines.md)", res.Zones, len(res.States), res.Transitions)
			}
			// The invariants' questions were answered directly: the runs
			// recorded fewer choices.
			if choices[1] >= choices[0] {
				t.Errorf("csmacd-3: %d choices recorded directly, %d by the interpreter: the direct evaluation was not used", choices[1], choices[0])
			}
		}
	}
}

// TestProgressForm: which conditions take the direct evaluation.
func TestProgressForm(t *testing.T) {
	for _, c := range []struct {
		progress string
		direct   bool
	}{
		{"a == On -> c1 <= 5s", true},
		{"!(a == On) || c1 <= 5s && c2 > 1s", true},
		{"c1 < 5s && c1 - c2 <= 2s", true},
		{"n < 2", false}, // no clock question: nothing to gain
		{"n < 2 -> c1 <= 3s", true},
		{"a == On -> c1 == 4s", true},
		{"a == On -> c1 != 4s", false},
		{"c1 <= 5s || c2 <= 3s", false},
		{"a == On -> (c1 <= 5s || n == 1)", false},
		{"c1 <= 5s -> a == On", false},
		{"time in 10:00..11:00 -> c1 <= 5s", false},
	} {
		src := "program p\ndevice a: {Off, On}\nvar n: 0..2\nclock c1\nclock c2\nevent e\nfactor f: 0..100\n" +
			"rule r on e { reset c1 }\nprogress " + c.progress + "\n"
		p, err := frontends.LoadSource("p.ta", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.progress, err)
		}
		if got := progress.Compile(p) != nil; got != c.direct {
			t.Errorf("progress %s: direct %v, want %v", c.progress, got, c.direct)
		}
	}
}

// TestProgressDirectRandom: random programs (randomZoneProgram's, with
// timers, schedules, times of day, factors) with one to three progress
// conditions of the direct forms and of others, explored both ways.
func TestProgressDirectRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(2025))
	k := func() int { return 2 + rng.Intn(6) }
	shapes := []func() string{
		func() string { return fmt.Sprintf("a == On -> c1 <= %ds", k()) },
		func() string { return fmt.Sprintf("!(d == On) || c2 < %ds && c1 <= %ds", k(), k()+2) },
		func() string { return fmt.Sprintf("n < 2 -> c1 - c2 <= %ds", rng.Intn(3)) },
		func() string { return fmt.Sprintf("c2 <= %ds", k()+4) }, // false at the start (refused)
		func() string { return fmt.Sprintf("d == On -> c1 == %ds", k()) },
		func() string { return fmt.Sprintf("a == Off -> c2 >= %ds", rng.Intn(3)) },
		func() string { return "n <= 1" },
		// A runtime error where n == 2: the interpreter reports it.
		func() string { return fmt.Sprintf("4 / (2 - n) >= 3 -> c1 <= %ds", k()) },
		func() string { return fmt.Sprintf("c1 <= %ds || c2 <= %ds", k(), k()) },
		func() string { return fmt.Sprintf("a == On -> c1 != %ds", k()) },
	}
	direct, errs, explored, n := 0, 0, 0, 300
	for i := 0; i < n; i++ {
		src, cal := randomZoneProgram(rng)
		for j := 0; j < 1+rng.Intn(3); j++ {
			src += "progress " + shapes[rng.Intn(len(shapes))]() + "\n"
		}
		p, err := frontends.LoadSource("random.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		form := progress.Compile(p) != nil
		opt := Options{}
		if i%4 == 1 {
			opt.Covering = CoverInclusion
		}
		if i%4 == 3 {
			opt.Workers, opt.ahead = 2, 1
		}
		res, _ := exploreBoth(t, fmt.Sprintf("program %d\n%s", i, src), p, explore.Config{Cal: cal}, opt)
		if res == nil {
			continue // refused both ways alike (a progress condition false at the start, or one of another form)
		}
		explored++
		if form {
			direct++
		}
		if len(res.Errors) > 0 {
			errs++
		}
	}
	t.Logf("%d programs explored, %d of them in the direct form, %d with runtime errors", explored, direct, errs)
	if errs == 0 {
		t.Errorf("no program met a runtime error: the test exercises none")
	}
	if direct < n/3 {
		t.Errorf("only %d of %d programs explored in the direct form: the test exercises little", direct, n)
	}
}
