package hass_test

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// byLater is opt with the schedulers in the encoding the linear one
// replaced (each run's condition names every later run of its group).
func byLater(opt frontends.Options) frontends.Options {
	opt.SchedulerByLater = true
	return opt
}

// sameGroupHome is a home whose automations all turn or toggle one light
// on one motion: with Plain every one yields, in one group of n.
func sameGroupHome(n int) string {
	var b strings.Builder
	b.WriteString("environment:\n  fixed: [light.l0, light.l1]\nautomations:\n")
	svc := []string{"light.turn_on", "light.turn_off", "light.toggle"}
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  - alias: A%d\n    trigger:\n      - platform: state\n        entity_id: binary_sensor.m0\n        to: \"on\"\n    action:\n%s%s",
			i, indentBy(call(svc[i%3], "light.l0"), 2), indentBy(call(svc[(i+1)%3], fmt.Sprintf("light.l%d", i%2)), 2))
	}
	return b.String()
}

// The scheduler that notes the last waiting run in a variable reaches
// what the one that names every later run reaches: on random homes
// (TestYieldsAgree's and TestFirstJobsAgree's generators) and on homes of
// 3 and 4 automations in one group, reduced and with every automation
// yielding (Plain), the same states projected onto the lights and the
// helper, and the same number of zones (its variable is at rest in every
// state stored, so it adds none). And the homes do have schedulers to
// compare: most lowerings differ between the two.
func TestSchedulerLinearAgrees(t *testing.T) {
	n := 8
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 200
	}
	rng := rand.New(rand.NewSource(61))
	var homes []string
	for k := 3; k <= 4; k++ {
		homes = append(homes, sameGroupHome(k))
	}
	for i := 0; i < n; i++ {
		homes = append(homes, yieldHome(rng), gateHome(rng))
	}
	encodingsAgree(t, homes, byLater, false, "the linear scheduler", "the quadratic one")
}

// encodingsAgree compares, on each home reduced and with every
// automation yielding (Plain), the default lowering (named now) with the
// lowering under old's options (named then): the same states projected
// onto the lights and the helper and the same number of zones (an
// encoding's internal variables are at rest in every state stored), and
// with traces the same verdicts of "light never on/off", first-violation
// times and traces (violationTraces). Lowerings that print the same are
// not explored again; most must differ, so that the encodings are
// compared at all, and most must be small enough to explore.
func encodingsAgree(t *testing.T, homes []string, old func(frontends.Options) frontends.Options, traces bool, now, then string) {
	t.Helper()
	names := []string{"light.l0", "light.l1", "light.l2", "input_boolean.h"}
	differ, compared := 0, 0
	for i, src := range homes {
		for _, opt := range []frontends.Options{{}, {Plain: true}} {
			p, err := frontends.LoadSourceWith("home.yaml", []byte(src), opt)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			var ns []string
			for _, v := range p.Vars {
				if slices.Contains(names, v.Name) {
					ns = append(ns, v.Name)
				}
			}
			before, err := frontends.LoadSourceWith("home.yaml", []byte(src), old(opt))
			if err != nil {
				t.Fatal(err)
			}
			if syntax.Print(p) == syntax.Print(before) {
				continue
			}
			differ++
			want, k := outcomes(t, src, old(opt), ns...)
			if k < 0 {
				continue
			}
			got, kg := outcomes(t, src, opt, ns...)
			if !slices.Equal(got, want) || kg != k {
				t.Fatalf("home %d (plain %v): %s reaches (%d zones)\n%s\n%s (%d zones)\n%s\n%s", i, opt.Plain, now, kg, strings.Join(got, "\n"), then, k, strings.Join(want, "\n"), src)
			}
			if traces {
				wantV, gotV := violationTraces(t, src, old(opt)), violationTraces(t, src, opt)
				if !slices.Equal(gotV, wantV) {
					t.Fatalf("home %d (plain %v): the verdicts of %s\n%s\nof %s\n%s\n%s", i, opt.Plain, now, strings.Join(gotV, "\n"), then, strings.Join(wantV, "\n"), src)
				}
			}
			compared++
		}
	}
	if differ < len(homes) {
		t.Errorf("only %d of %d lowerings differ under %s", differ, 2*len(homes), now)
	}
	if compared < len(homes) {
		t.Errorf("only %d of %d lowerings small enough to compare", compared, 2*len(homes))
	}
	t.Logf("%d homes: %d lowerings differ, %d compared", len(homes), differ, compared)
}

// On the bundled Home Assistant home and on corpus files with yield
// groups, every entity reaches the same values at the same earliest
// times over an hour, split into loops (entityVerdicts), with the linear
// scheduler as with the quadratic one. The corpus files whose search does
// not end within the states allowed are listed, not compared; all of
// them with DELOREAN_LONG=1.
func TestSchedulerLinearAgreesOnFiles(t *testing.T) {
	encodingsAgreeOnFiles(t, "last waiting", byLater, "the linear scheduler", "the quadratic one")
}

// encodingsAgreeOnFiles compares, on the bundled home and the corpus
// files (all of them with DELOREAN_LONG=1) whose default lowering prints
// marker, the entities' verdicts over an hour (entityVerdicts) of the
// default lowering (named now) with those of old's options (named then),
// and returns the number of files with the marker.
func encodingsAgreeOnFiles(t *testing.T, marker string, old func(frontends.Options) frontends.Options, now, then string) int {
	t.Helper()
	files := []string{"../../programs/hass/home/configuration.yaml"}
	for _, f := range []string{"04-JBassett-home-assistant-config.yaml", "07-MDsza-home-assistant-config.yaml"} {
		if _, err := os.Stat(filepath.Join(corpusDir, f)); err == nil {
			files = append(files, filepath.Join(corpusDir, f))
		}
	}
	if os.Getenv("DELOREAN_LONG") != "" {
		files, _ = filepath.Glob(filepath.Join(corpusDir, "*.yaml"))
		files = append(files, "../../programs/hass/home/configuration.yaml")
	}
	marked := 0
	for _, file := range files {
		name := filepath.Base(file)
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		p, err := frontends.LoadSourceWith(file, src, frontends.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(syntax.Print(p), marker) {
			continue
		}
		marked++
		want := entityVerdicts(t, file, old(frontends.Options{}), 1)
		if want == nil {
			t.Logf("%s: too big to compare", name)
			continue
		}
		got := entityVerdicts(t, file, frontends.Options{}, 1)
		if !slices.Equal(got, want) {
			t.Errorf("%s: with %s\n%s\nwith %s\n%s", name, now, strings.Join(got, "\n"), then, strings.Join(want, "\n"))
			continue
		}
		t.Logf("%s: %d verdicts agree", name, len(got))
	}
	return marked
}

// The schedulers grow linearly with their groups: the expressions of the
// scheduler rules of a group of 2n runs (Plain: every automation of
// sameGroupHome yields, in one group) have twice the nodes of a group of
// n, plus a constant, for n = 8, 16, 32; the quadratic encoding's do not.
func TestSchedulerLinearSize(t *testing.T) {
	size := func(n int, opt frontends.Options) int {
		opt.Plain = true
		p, err := frontends.LoadSourceWith("home.yaml", []byte(sameGroupHome(n)), opt)
		if err != nil {
			t.Fatal(err)
		}
		nodes := 0
		for _, r := range p.Rules {
			if strings.HasSuffix(r.Name, ": next to resume") {
				nodes += stmtNodes(r.Body)
			}
		}
		return nodes
	}
	// s(n) = a n + b: the growth from n to 2n is a n, from 2n to 4n 2a n.
	s8, s16, s32, s64 := size(8, frontends.Options{}), size(16, frontends.Options{}), size(32, frontends.Options{}), size(64, frontends.Options{})
	if d1, d2, d3 := s16-s8, s32-s16, s64-s32; d1 <= 0 || d2 != 2*d1 || d3 != 2*d2 {
		t.Errorf("linear scheduler nodes for 8, 16, 32, 64 runs: %d %d %d %d, not a n + b", s8, s16, s32, s64)
	}
	q8, q16, q32 := size(8, byLater(frontends.Options{})), size(16, byLater(frontends.Options{})), size(32, byLater(frontends.Options{}))
	if d1, d2 := q16-q8, q32-q16; d2 <= 2*d1 {
		t.Errorf("quadratic scheduler nodes for 8, 16, 32 runs: %d %d %d, linear", q8, q16, q32)
	}
	t.Logf("nodes: linear %d %d %d %d, quadratic %d %d %d", s8, s16, s32, s64, q8, q16, q32)
}

// stmtNodes counts the statements and expression nodes of a body.
func stmtNodes(body []ta.Stmt) int {
	n := 0
	for _, s := range body {
		n++
		switch s := s.(type) {
		case *ta.If:
			n += exprNodes(s.Cond) + stmtNodes(s.Then) + stmtNodes(s.Else)
		case *ta.Assign:
			n += exprNodes(s.Value)
		}
	}
	return n
}

// exprNodes counts an expression's nodes.
func exprNodes(e ta.Expr) int {
	switch e := e.(type) {
	case nil:
		return 0
	case *ta.Binary:
		return 1 + exprNodes(e.X) + exprNodes(e.Y)
	case *ta.Unary:
		return 1 + exprNodes(e.X)
	case *ta.CondExpr:
		return 1 + exprNodes(e.C) + exprNodes(e.Then) + exprNodes(e.Else)
	}
	return 1
}
