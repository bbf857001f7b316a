package report_test

import (
	"slices"
	"testing"

	"github.com/delorean-mc/delorean/sdn"
)

// An SDN report's coverage is the same wherever the tool runs: the
// missed lines' positions are in DeLorean's own Go sources, and their
// text used to be read from the current directory, so a run inside the
// repository quoted Go lines where an installed copy printed the IR
// statement.
func TestCoverageTextIndependentOfDirectory(t *testing.T) {
	s := load(t, "lb-transition.yaml")
	missed := func(dir string) []string {
		t.Chdir(dir)
		_, rep := explore(t, s, sdn.Options{}, 20000)
		return rep.Coverage.Missed
	}
	inRepo := missed("../..") // the module root: sdn/*.go are readable
	elsewhere := missed(t.TempDir())
	if len(inRepo) == 0 {
		t.Fatal("no missed lines to compare")
	}
	if !slices.Equal(inRepo, elsewhere) {
		t.Fatalf("in the repository:\n%v\nelsewhere:\n%v", inRepo, elsewhere)
	}
}
