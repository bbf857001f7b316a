package bench

import (
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/ta"
)

// The helpers of package explore's tests that this package's tests use
// (they moved here with the code they test), from testprog.

const hour = testprog.Hour

func load(t testing.TB, path string) *ta.Program { return testprog.Load(t, path) }

func loadSrc(t testing.TB, src string) *ta.Program { return testprog.LoadSrc(t, src) }

func props(t testing.TB, p *ta.Program, yamlSrc string) []*explore.Property {
	return testprog.Props(t, p, yamlSrc)
}

func figure1(t testing.TB, start int64) (*ta.Program, explore.Config) {
	return testprog.Figure1(t, start)
}

func smallPrograms(t *testing.T) []struct {
	name string
	prog *ta.Program
	cfg  explore.Config
} {
	var out []struct {
		name string
		prog *ta.Program
		cfg  explore.Config
	}
	for _, c := range testprog.SmallPrograms(t) {
		out = append(out, struct {
			name string
			prog *ta.Program
			cfg  explore.Config
		}{c.Name, c.Prog, c.Cfg})
	}
	return out
}

// missing is testprog.Missing.
func missing(from, in []string) []string { return testprog.Missing(from, in) }
