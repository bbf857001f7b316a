package interp_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/sdn"
	_ "github.com/delorean-mc/delorean/sdn/apps"
	"github.com/delorean-mc/delorean/sdn/scenario"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/interp"
)

// The differential test of the compiled code (compile_test.go) on every
// program in the repository, through the front ends -- which import
// package ta, hence this external test package -- with each program's
// invariants as conditions for Compile and EvalCode.

var extCal = ta.Calendar{Start: 9 * 3600, Horizon: 26 * 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800, DayKnown: true}

// propConds returns the conditions of invariants: what must hold, the
// triggers and their preconditions.
func propConds(props []*explore.Property) []ta.Expr {
	var out []ta.Expr
	for _, p := range props {
		if p == nil {
			continue
		}
		for _, e := range []ta.Expr{p.Cond, p.Edge, p.While} {
			if e != nil {
				out = append(out, e)
			}
		}
	}
	return out
}

func TestCompiledPrograms(t *testing.T) {
	var files []string
	filepath.WalkDir("../../programs", func(path string, d fs.DirEntry, err error) error {
		switch filepath.Ext(path) {
		case ".ta", ".isy", ".elk", ".tck":
			files = append(files, path)
		}
		return err
	})
	if len(files) < 30 {
		t.Fatalf("found only %d programs", len(files))
	}
	for _, f := range files {
		t.Run(strings.TrimPrefix(f, "../../programs/"), func(t *testing.T) {
			p, err := frontends.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			var conds []ta.Expr
			base := strings.TrimSuffix(f, filepath.Ext(f))
			dir := filepath.Dir(f)
			for _, inv := range []string{base + ".inv.yaml", filepath.Join(dir, "invariants.yaml"), filepath.Join(filepath.Dir(dir), "invariants.yaml")} {
				if _, err := os.Stat(inv); err != nil {
					continue
				}
				props, err := explore.LoadProperties(inv, p)
				if err != nil {
					t.Logf("%s: %v", inv, err) // invariants of another variant of the program
					continue
				}
				conds = propConds(props)
				break
			}
			b, err := interp.Bind(p, extCal)
			if err != nil {
				t.Fatal(err)
			}
			walks, steps := 12, 50
			if testing.Short() {
				walks = 3
			}
			s := interp.Differential(t, p, b, conds, 7, walks, steps)
			t.Logf("%d conditions; %d fires, %d evaluations; %v", len(conds), s.Fires, s.Evals, s.Errors)
			if s.Fires == 0 {
				t.Fatal("nothing fired")
			}
		})
	}
}

func TestCompiledSDN(t *testing.T) {
	files, _ := filepath.Glob("../../programs/sdn/*.yaml")
	if len(files) < 10 {
		t.Fatalf("found only %d scenarios", len(files))
	}
	for _, f := range files {
		s, err := scenario.LoadScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []sdn.Mode{sdn.Timed, sdn.Nice} {
			if mode == sdn.Nice && (testing.Short() || os.Getenv("DELOREAN_LONG") == "") {
				continue // compiling the scenarios is most of the time; NICE's in make test-long
			}
			t.Run(filepath.Base(f)+"/"+mode.String(), func(t *testing.T) {
				m, err := sdn.Compile(s, sdn.Options{Mode: mode, VCs: -1})
				if err != nil {
					t.Fatal(err)
				}
				b, err := interp.Bind(m.Prog, extCal)
				if err != nil {
					t.Fatal(err)
				}
				walks := 3
				if testing.Short() {
					walks = 1
				}
				conds := propConds(append(m.Props, m.PoolProp))
				st := interp.Differential(t, m.Prog, b, conds, 11, walks, 40)
				t.Logf("%d conditions; %d fires, %d evaluations; %v", len(conds), st.Fires, st.Evals, st.Errors)
				if st.Fires == 0 {
					t.Fatal("nothing fired")
				}
			})
		}
	}
}

// BenchmarkFireSDN fires every stimulus of an SDN scenario, in turn, from
// the states of a random walk, on the AST interpreter and on the compiled
// code: SDN rule bodies are long (tens of thousands of instructions per
// program), so they show the interpreter's own cost.
func BenchmarkFireSDN(b *testing.B) {
	s, err := scenario.LoadScenario("../../programs/sdn/lb-transition.yaml")
	if err != nil {
		b.Fatal(err)
	}
	m, err := sdn.Compile(s, sdn.Options{Mode: sdn.Timed, VCs: -1})
	if err != nil {
		b.Fatal(err)
	}
	p := m.Prog
	bind, err := interp.Bind(p, extCal)
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"ast", "compiled"} {
		b.Run(name, func(b *testing.B) {
			mach := interp.NewMachine(p, bind)
			if name == "ast" {
				mach = interp.NewASTMachine(p, bind)
			}
			states, stims := interp.WalkStates(mach, 64, 1)
			r := mach.NewRunner()
			eff := ta.NewEffects(p)
			st := mach.Initial()
			clk := interp.FakeClocks{}
			ch := interp.FirstChoice{}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				k := i % len(states)
				st.CopyFrom(&states[k])
				r.Fire(&st, clk, stims[k], ch, eff)
			}
		})
	}
}
