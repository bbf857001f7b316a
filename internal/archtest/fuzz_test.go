package archtest

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Every fuzz test of the module is fuzzed by `make fuzz` (FUZZ_TARGETS in
// the Makefile), under its own package, and every target listed is one.
// When the ta package was split, FuzzParse and FuzzCompiled moved to
// ta/syntax and ta/interp while the Makefile still named ./ta, where go
// test found no fuzz test of those names and passed: neither was fuzzed
// after the split (make's loop now also fails a target that fuzzed
// nothing).
func TestFuzzTargetsListed(t *testing.T) {
	mk, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile(`(?m)^FUZZ_TARGETS :=((?:.*\\\n)*.*)$`).FindSubmatch(mk)
	if block == nil {
		t.Fatal("Makefile: no FUZZ_TARGETS")
	}
	listed := map[string]bool{}
	for _, f := range strings.Fields(strings.ReplaceAll(string(block[1]), "\\\n", " ")) {
		parts := strings.Split(f, ":")
		if len(parts) != 3 || !strings.HasPrefix(parts[0], "./") {
			t.Fatalf("Makefile: FUZZ_TARGETS entry %q is not ./PKG:TARGET:COUNT", f)
		}
		listed[strings.TrimPrefix(parts[0], "./")+":"+parts[1]] = true
	}

	// The module's test files, outside testdata and hidden directories.
	fuzzFunc := regexp.MustCompile(`(?m)^func (Fuzz[A-Za-z0-9_]*)\(`)
	found := map[string]bool{}
	root := "../.."
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		dir, _ := filepath.Rel(root, filepath.Dir(p))
		for _, m := range fuzzFunc.FindAllSubmatch(src, -1) {
			found[filepath.ToSlash(dir)+":"+string(m[1])] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(found) < 10 {
		t.Fatalf("only %d fuzz tests found: %v", len(found), found)
	}
	var missing, stale []string
	for k := range found {
		if !listed[k] {
			missing = append(missing, k)
		}
	}
	for k := range listed {
		if !found[k] {
			stale = append(stale, k)
		}
	}
	sort.Strings(missing)
	sort.Strings(stale)
	if len(missing) > 0 {
		t.Errorf("fuzz tests that make fuzz does not fuzz (add them to FUZZ_TARGETS): %v", missing)
	}
	if len(stale) > 0 {
		t.Errorf("FUZZ_TARGETS names fuzz tests that do not exist there: %v", stale)
	}
}
