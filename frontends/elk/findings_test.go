package elk

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// findingsGolden lists, for every bundled ELK listing, what the name
// checks find in it (an object with two names, a name with two numbers),
// each checked by hand: a wrong one is a bug in the check.
const findingsGolden = "testdata/findings.golden"

// Every bundled ELK listing gets exactly the findings the golden lists,
// and the golden lists every bundled listing.
func TestFindingsOnRealPrograms(t *testing.T) {
	var files []string
	for _, pat := range []string{"../../programs/*/*.elk", "../../programs/*/*/*.elk"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 5 {
		t.Fatalf("%d ELK listings found, want the bundled ones", len(files))
	}
	b, err := os.ReadFile(findingsGolden)
	if err != nil {
		t.Fatal(err)
	}
	golden := map[string]string{}
	for i, l := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		name, what, ok := strings.Cut(l, ": ")
		if !ok {
			t.Fatalf("%s:%d: expected FILE: none or FILE: the error, found %q", findingsGolden, i+1, l)
		}
		golden[name] = what
	}
	seen := map[string]bool{}
	for _, f := range files {
		name := strings.TrimPrefix(f, "../../")
		seen[name] = true
		t.Run(name, func(t *testing.T) {
			want, ok := golden[name]
			if !ok {
				t.Fatalf("%s does not list %s: look at its findings and add them", findingsGolden, name)
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			pf, err := Parse(name, src)
			if err != nil {
				t.Fatal(err)
			}
			got := "none"
			if _, err := Lower(pf, name); err != nil {
				got = strings.ReplaceAll(err.Error(), "\n", " | ")
			}
			if got != want {
				t.Errorf("findings %s, want %s", got, want)
			}
		})
	}
	for name := range golden {
		if !seen[name] {
			t.Errorf("%s lists %s, which is not there", findingsGolden, name)
		}
	}
}
