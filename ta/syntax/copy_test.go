package syntax_test

import (
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Copy on every bundled program of every front end: the copy checks, prints
// as the original, keeps every source position, and maps its statements
// one for one, in order, onto the original's.
func TestCopy(t *testing.T) {
	var files []string
	for _, g := range []string{"../../programs/*/*.ta", "../../programs/isy/*.isy", "../../programs/elk/*.elk", "../../programs/ha/p*/*.*", "../../programs/ta/*.tck"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	n := 0
	for _, f := range files {
		if filepath.Ext(f) == ".yaml" || filepath.Ext(f) == ".md" {
			continue
		}
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		n++
		cp, orig, err := syntax.Copy(p)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if err := ta.Check(cp); err != nil {
			t.Fatalf("%s: the copy does not check: %v", f, err)
		}
		if syntax.Print(cp) != syntax.Print(p) {
			t.Errorf("%s: the copy prints differently", f)
		}
		if cp.File != p.File || cp.Pos != p.Pos {
			t.Errorf("%s: program position %s %s, want %s %s", f, cp.File, cp.Pos, p.File, p.Pos)
		}
		for i, v := range cp.Vars {
			if v.Pos != p.Vars[i].Pos {
				t.Errorf("%s: variable %s at %s, want %s", f, v.Name, v.Pos, p.Vars[i].Pos)
			}
		}
		for i, r := range cp.Rules {
			if r.Pos != p.Rules[i].Pos {
				t.Errorf("%s: rule %s at %s, want %s", f, r.Name, r.Pos, p.Rules[i].Pos)
			}
		}
		want := p.Stmts()
		if len(cp.Stmts()) != len(want) || len(orig) != len(want) {
			t.Fatalf("%s: %d statements (%d mapped), want %d", f, len(cp.Stmts()), len(orig), len(want))
		}
		for i, s := range cp.Stmts() {
			if orig[s] != want[i] || s.Base().Pos != want[i].Base().Pos || ta.StmtString(s) != ta.StmtString(want[i]) {
				t.Errorf("%s: statement %d %s %q maps to %v, want %s %q", f, i, s.Base().Pos, ta.StmtString(s), orig[s], want[i].Base().Pos, ta.StmtString(want[i]))
			}
		}
	}
	if n < 20 {
		t.Fatalf("only %d programs found", n)
	}
}
