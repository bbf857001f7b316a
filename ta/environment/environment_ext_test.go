package environment_test

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/environment"
)

// The environment's reachable values (ta/environment.go) are an
// over-approximation: every value the explorer -- a second, independent
// computation -- reaches in an hour from midnight must be among them, for
// every bundled program of the four front ends and the device fixtures.
func TestEnvironmentReachCoversExploration(t *testing.T) {
	var files []string
	for _, g := range []string{"../../programs/isy/*.isy", "../../programs/elk/*.elk", "../../programs/hass/*.yaml", "../../programs/paper/*.ta", "../../testdata/devices/*.isy"} {
		m, _ := filepath.Glob(g)
		for _, f := range m {
			if !strings.HasSuffix(f, ".inv.yaml") {
				files = append(files, f)
			}
		}
	}
	if len(files) < 15 {
		t.Fatalf("only %d programs", len(files))
	}
	for _, f := range files {
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		env := environment.EnvironmentOf(p)
		m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: 3600}})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		// A partial exploration still reaches only reachable values.
		res, err := explore.Explore(m, explore.Options{MaxStates: 50000})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for i, v := range p.Vars {
			if env.Vars[i].AnyValue {
				continue
			}
			lines, err := res.Project(v.Name)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range lines {
				val := strings.TrimPrefix(l, v.Name+"=")
				if v.Number != nil {
					// The analysis names a number's classes in words.
					k, err := strconv.ParseInt(val, 10, 64)
					if err != nil {
						t.Fatalf("%s: %s=%s is not a class", f, v.Name, val)
					}
					val = v.Number.ClassText(k)
				}
				if !slices.Contains(env.Vars[i].Reach, val) {
					t.Errorf("%s: %s reaches %s, which the environment analysis says it never takes (%v)", f, v.Name, val, env.Vars[i].Reach)
				}
			}
		}
	}
}
