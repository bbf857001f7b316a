package archtest

import (
	"bufio"
	"os"
	"os/exec"
	"path"
	"strings"
	"testing"
)

const module = "github.com/delorean-mc/delorean"

// layer is one row of the table in docs/architecture.md.
type layer struct {
	pkg     string          // a path below the module root; "*" matches one element
	allowed map[string]bool // what it may import, as written (patterns too)
	row     int
}

// readTable parses the table of docs/architecture.md: the rows whose first
// cell is a package in backquotes; the last cell lists what it may import.
func readTable(t *testing.T) []layer {
	t.Helper()
	f, err := os.Open("../../docs/architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []layer
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cells := strings.Split(strings.TrimSpace(sc.Text()), "|")
		if len(cells) < 5 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		l := layer{pkg: strings.Trim(strings.TrimSpace(cells[1]), "`"), allowed: map[string]bool{}, row: len(rows)}
		for _, a := range strings.Split(cells[len(cells)-2], ",") {
			if a = strings.Trim(strings.TrimSpace(a), "`"); a != "" {
				l.allowed[a] = true
			}
		}
		rows = append(rows, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) < 10 {
		t.Fatalf("docs/architecture.md: only %d rows in the table of packages", len(rows))
	}
	return rows
}

// match reports whether the package path p is matched by pattern pat.
func match(pat, p string) bool {
	ok, err := path.Match(pat, p)
	return err == nil && ok
}

// find is the row of package p: its own, or the first pattern that matches.
func find(rows []layer, p string) *layer {
	for i := range rows {
		if rows[i].pkg == p {
			return &rows[i]
		}
	}
	for i := range rows {
		if match(rows[i].pkg, p) {
			return &rows[i]
		}
	}
	return nil
}

// The table itself goes one way: a package may only import packages whose
// rows are below its own, so the layers have no cycle.
func TestArchitectureTableIsLayered(t *testing.T) {
	rows := readTable(t)
	for _, l := range rows {
		for a := range l.allowed {
			below := false
			for _, r := range rows[l.row+1:] {
				if r.pkg == a || match(r.pkg, a) {
					below = true
				}
			}
			if !below {
				t.Errorf("docs/architecture.md: %s may import %s, which is not a row below it", l.pkg, a)
			}
		}
	}
}

// Every package of the module imports only what its row in
// docs/architecture.md allows, and every package has a row.
func TestImportsFollowArchitecture(t *testing.T) {
	rows := readTable(t)
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		p, ok := strings.CutPrefix(f[0], module+"/")
		if !ok {
			continue
		}
		n++
		l := find(rows, p)
		if l == nil {
			t.Errorf("package %s has no row in docs/architecture.md", p)
			continue
		}
		for _, imp := range f[1:] {
			q, ok := strings.CutPrefix(imp, module+"/")
			if !ok {
				continue // the standard library and other modules
			}
			allowed := false
			for a := range l.allowed {
				if a == q || match(a, q) {
					allowed = true
				}
			}
			if !allowed {
				t.Errorf("%s imports %s, which docs/architecture.md does not allow (row %s)", p, q, l.pkg)
			}
		}
	}
	if n < 20 {
		t.Fatalf("go list found only %d packages of the module", n)
	}
}
