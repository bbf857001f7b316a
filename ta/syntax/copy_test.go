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

// Copy is structural: the copy's expressions keep their positions in the
// original source, which the text form would lose to the printed text's.
func TestCopyKeepsExpressionPositions(t *testing.T) {
	p, err := frontends.Load("../../programs/isy/garage.isy")
	if err != nil {
		t.Fatal(err)
	}
	cp, _, err := syntax.Copy(p)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, r := range p.Rules {
		for j, s := range r.Body {
			if a, ok := s.(*ta.Assign); ok {
				n++
				if got := cp.Rules[i].Body[j].(*ta.Assign).Value.ExprPos(); got != a.Value.ExprPos() {
					t.Errorf("%s: the value is at %s, want %s", a.Pos, got, a.Value.ExprPos())
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no assignment to look at")
	}
}

// odd is an expression of a type ta does not know, which a package could
// make by embedding one of ta's.
type odd struct{ *ta.IntLit }

// A program with an element Clone does not know is copied through the
// text form, which reports what it cannot print and parse back, as Copy
// did before it copied structurally.
func TestCopyFallsBackToText(t *testing.T) {
	p := &ta.Program{Vars: []*ta.Var{{Name: "x", Type: ta.Type{Kind: ta.Int, Hi: 3}, Init: odd{&ta.IntLit{Value: 1}}}}}
	if _, _, err := syntax.Clone(p); err == nil {
		t.Fatal("Clone copies an expression of a type it does not know")
	}
	_, _, err := syntax.Copy(p)
	_, _, want := syntax.CopyByText(p)
	if err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("Copy: %v, want the text form's %v", err, want)
	}
}
