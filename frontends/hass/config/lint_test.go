package config_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

var updateLint = flag.Bool("update-lint", false, "rewrite testdata/lint/*.golden from the lint's findings (then read every changed line by hand)")

// lintCorpus holds real automations.yaml files (not in the repository):
// /work/shared/corpus/hass, from this package's directory of a worktree.
const lintCorpus = "../../../../shared/corpus/hass"

// findings are what the reader reports of file for a user to fix: the
// lint's mistakes, and the reasons automations are left out, one a line
// as `delorean check` prints them (the position without the directory).
func findings(t *testing.T, file string) string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	f, err := config.ParseIncludes(file, src)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	var b strings.Builder
	dir := filepath.Dir(file) + string(filepath.Separator)
	for _, n := range f.Notes {
		if n.Kind == config.Mistake {
			fmt.Fprintf(&b, "%s: mistake: %s\n", strings.TrimPrefix(n.Pos.String(), dir), n.What)
		}
	}
	for _, inv := range f.Invalid {
		for _, e := range inv.Errors {
			fmt.Fprintf(&b, "%s: left out %q: %s\n", strings.TrimPrefix(e.Pos.String(), dir), inv.Name, e.Msg)
		}
	}
	return b.String()
}

// lintFiles are the files whose findings have goldens: every shared
// corpus file (when the corpus is there) and every bundled Home Assistant
// program, by golden name.
func lintFiles(t *testing.T) map[string]string {
	out := map[string]string{}
	corpus, _ := filepath.Glob(filepath.Join(lintCorpus, "*.yaml"))
	if len(corpus) == 0 {
		t.Log("no corpus at " + lintCorpus + ": only the bundled programs")
	}
	for _, f := range corpus {
		out["corpus-"+strings.TrimSuffix(filepath.Base(f), ".yaml")] = f
	}
	progs, _ := filepath.Glob("../../../programs/hass/*.yaml")
	for _, f := range progs {
		if !strings.HasSuffix(f, ".inv.yaml") {
			out["program-"+strings.TrimSuffix(filepath.Base(f), ".yaml")] = f
		}
	}
	out["program-home"] = "../../../programs/hass/home/configuration.yaml"
	if len(progs) == 0 {
		t.Fatal("no bundled programs under programs/hass")
	}
	return out
}

// The lint's findings on every real file and bundled program are those
// of its golden, each line read by hand against the file once (a wrong
// warning on a real file is a bug of the lint, not of the golden):
// testdata/lint/NAME.golden. -update-lint rewrites them.
func TestLintGoldens(t *testing.T) {
	total := 0
	for name, file := range lintFiles(t) {
		t.Run(name, func(t *testing.T) {
			got := findings(t, file)
			total += strings.Count(got, "\n")
			golden := filepath.Join("testdata", "lint", name+".golden")
			if *updateLint {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("no golden: run go test -run TestLintGoldens -update-lint and read %s by hand", golden)
			}
			if got != string(want) {
				t.Errorf("the findings on %s are not %s's:\n got:\n%s\nwant:\n%s", file, golden, got, want)
			}
		})
	}
	t.Logf("%d findings", total)
}
