package isy

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// findingsGolden lists, for every bundled ISY program and every export of
// the shared corpus, the warnings lowering gives it without a device list
// (misspelt names, values and commands), each checked by hand: a wrong
// one is a bug in the check, not a line to add.
const findingsGolden = "testdata/findings.golden"

// realPrograms are the files the golden covers, by the name it gives them
// (relative to the repository, the corpus as corpus/isy/NAME).
func realPrograms(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, pat := range []string{"../../programs/*/*.isy", "../../programs/*/*/*.isy", "../../programs/*/*/*/*.isy"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			out[strings.TrimPrefix(f, "../../")] = f
		}
	}
	corpus, _ := filepath.Glob("../../../shared/corpus/isy/*")
	for _, f := range corpus {
		out["corpus/isy/"+filepath.Base(f)] = f
	}
	return out
}

// readFindings reads the golden: `FILE: none`, or `FILE:` followed by its
// findings indented, one a line, as LowerWith gives them.
func readFindings(t *testing.T) map[string][]string {
	t.Helper()
	b, err := os.ReadFile(findingsGolden)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	cur := ""
	for i, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#"):
		case strings.HasPrefix(l, "  ") && cur != "":
			out[cur] = append(out[cur], strings.TrimSpace(l))
		case strings.HasSuffix(l, ": none"):
			cur = ""
			out[strings.TrimSuffix(l, ": none")] = []string{}
		case strings.HasSuffix(l, ":"):
			cur = strings.TrimSuffix(l, ":")
			out[cur] = []string{}
		default:
			t.Fatalf("%s:%d: expected FILE: none, FILE: or an indented finding, found %q", findingsGolden, i+1, l)
		}
	}
	return out
}

// Every bundled ISY program and corpus export gets exactly the findings
// the golden lists; a file the golden does not list fails until someone
// has looked at its findings.
func TestFindingsOnRealPrograms(t *testing.T) {
	files := realPrograms(t)
	golden := readFindings(t)
	if len(files) < 10 {
		t.Fatalf("%d ISY programs found, want the bundled ones", len(files))
	}
	for name := range golden {
		if _, ok := files[name]; !ok && !strings.HasPrefix(name, "corpus/") {
			t.Errorf("%s lists %s, which is not there", findingsGolden, name)
		}
	}
	for name, path := range files {
		t.Run(name, func(t *testing.T) {
			want, ok := golden[name]
			if !ok {
				t.Fatalf("%s does not list %s: look at its findings and add them", findingsGolden, name)
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			_, warns, err := lowerWith(t, name, string(src), Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := []string{}
			for _, w := range warns {
				got = append(got, w.Error())
			}
			if !slices.Equal(got, want) {
				t.Errorf("findings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}
