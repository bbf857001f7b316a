package explore_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/sdn"
	_ "github.com/delorean-mc/delorean/sdn/apps"
	"github.com/delorean-mc/delorean/sdn/scenario"
)

// The SDN scenarios' programs, which sdn/builder builds from Go code
// rather than a front end from a file, copied in each mode (see
// copy_test.go). They are large: one scenario, or all of them with
// DELOREAN_LONG=1 (a few minutes).
func TestCopySDN(t *testing.T) {
	files, _ := filepath.Glob("../programs/sdn/*.yaml")
	if len(files) < 10 {
		t.Fatalf("only %d scenarios", len(files))
	}
	if os.Getenv("DELOREAN_LONG") == "" {
		files = []string{"../programs/sdn/pyswitch-basic.yaml"}
	}
	for _, f := range files {
		s, err := scenario.LoadScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []sdn.Mode{sdn.Timed, sdn.Nice} {
			m, err := sdn.Compile(s, sdn.Options{Mode: mode, VCs: -1})
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			explore.CheckCopyForTest(t, filepath.Base(f)+" "+mode.String(), m.Prog, m.Props)
		}
	}
}
