package regionsearch

import (
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/ta"
)

// The helpers the search's tests share with explore's and the packages'
// above: the bundled programs and invariants come from testprog; only
// exploring them (with this package's Explore) is written here.

const hour = testprog.Hour

// evening is testprog.Evening: schedules, time-of-day conditions, a
// random-window timer and diagonal constraints, for the oracles.
const evening = testprog.Evening

func load(t testing.TB, path string) *ta.Program { return testprog.Load(t, path) }

func loadSrc(t testing.TB, src string) *ta.Program { return testprog.LoadSrc(t, src) }

func props(t testing.TB, p *ta.Program, yamlSrc string) []*Property {
	return testprog.Props(t, p, yamlSrc)
}

func figure1(t testing.TB, start int64) (*ta.Program, Config) { return testprog.Figure1(t, start) }

// smallPrograms is testprog.SmallPrograms in the shape the tests range
// over.
func smallPrograms(t *testing.T) []struct {
	name string
	prog *ta.Program
	cfg  Config
} {
	var out []struct {
		name string
		prog *ta.Program
		cfg  Config
	}
	for _, c := range testprog.SmallPrograms(t) {
		out = append(out, struct {
			name string
			prog *ta.Program
			cfg  Config
		}{c.Name, c.Prog, c.Cfg})
	}
	return out
}

func run(t testing.TB, p *ta.Program, cfg Config) *Result {
	t.Helper()
	res := runWith(t, p, cfg, Options{})
	if !res.Complete {
		t.Fatalf("exploration incomplete: %s", res.StopReason)
	}
	return res
}

// runWith explores with opt; the result may be incomplete.
func runWith(t testing.TB, p *ta.Program, cfg Config, opt Options) *Result {
	t.Helper()
	m, err := NewModel(p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Explore(m, opt)
	if err != nil {
		t.Fatal(err)
	}
	return res
}
