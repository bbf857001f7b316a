package explore

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore/internal/randprog"
	"github.com/delorean-mc/delorean/explore/internal/testprog"
	"github.com/delorean-mc/delorean/explore/loops"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// syntax.Copy copies a program structurally (syntax.Clone); these
// tests hold it to the copy the text form gives (syntax.CopyByText), which
// prints and parses, on every bundled program of every front end, a
// program with every construct of the IR, random programs and, when it is
// there, the Home Assistant corpus: the same program field for field
// (positions aside, which the text form loses), the same statements
// mapped, no memory shared with the original, and the same program for
// every loop of NewSubProgram.

// copyCase is a program to copy, with the invariants to split it by.
type copyCase struct {
	name  string
	prog  *ta.Program
	props []*Property
}

// everyConstruct has every declaration, trigger, statement and expression
// of the IR, so that the tests meet each kind at least once.
const everyConstruct = `program "every construct"
device Lamp: {Off, On} = Off
var n: -2..5 = -1
var flag: bool = true
clock c = 0s, d
timer t uses c
timer w
event press, "door opened" when Lamp == On
factor lux: 0..1000
label dark: Lamp == Off || time in sunset..sunrise on Sat, Sun
progress c <= 10m
urgent d - c >= 5s && flag
rule onPress on press {
    Lamp = if dark && lux < 50 then On else Off
    n = [1, 2, -(3)][n % 3] + random -1..1
    if !(n > 2) -> time < sunset - 30m { reset c } else if n == -2 { start t 5s..10s } else { cancel t }
    assert n * 2 / 1 - 1 != 9 || 1h30m > c
    emit "notify phone"
    run called
}
rule called disabled on call { disable onPress  enable onPress  start w 1m }
rule changed on change Lamp { n = -n & 3 | 1 ^ 2 }
rule evening at 18:30 on Mon, Fri { flag = false }
rule morning at sunrise + 15m { flag = true }
rule tick every 15m { if time >= 09:40:05 { Lamp = Off } }
rule expired on w { n = 0 }
`

func TestCopyIsTheTextFormsCopy(t *testing.T) {
	cases := bundledCopyCases(t)
	rng := rand.New(rand.NewSource(21))
	for i := 0; i < 300; i++ {
		p, _ := randprog.Load(t, rng, i)
		inv, _ := randprog.TwoVarInvariant(rng, p, FormatValue)
		cases = append(cases, copyCase{fmt.Sprintf("random %d", i), p, testprog.Props(t, p, fmt.Sprintf("- name: inv\n  condition: '%s'\n", inv))})
	}
	for i := 0; i < 100; i++ {
		tc := randprog.Timed(rng)
		p := testprog.LoadSrc(t, tc.Src)
		cases = append(cases, copyCase{fmt.Sprintf("timed %d", i), p, testprog.Props(t, p, tc.Props)})
	}
	kinds := map[string]bool{}
	for _, c := range cases {
		checkCopy(t, c, kinds)
	}
	for _, k := range []any{&ta.IntLit{}, &ta.BoolLit{}, &ta.DurationLit{}, &ta.TimeLit{}, &ta.Ident{}, &ta.Unary{},
		&ta.Binary{}, &ta.TimeIn{}, &ta.Random{}, &ta.CondExpr{}, &ta.ListIndex{}, &ta.Assign{}, &ta.If{}, &ta.Reset{},
		&ta.Start{}, &ta.Cancel{}, &ta.Run{}, &ta.Enable{}, &ta.Disable{}, &ta.Emit{}, &ta.Assert{}, &ta.Display{}} {
		if name := fmt.Sprintf("%T", k); !kinds[name] {
			t.Errorf("no program copied has a %s", name)
		}
	}
}

// The Home Assistant corpus, outside the repository: 20 real
// configurations, up to a few hundred automations each. Long: it takes
// several seconds.
func TestCopyCorpus(t *testing.T) {
	if os.Getenv("DELOREAN_LONG") == "" {
		t.Skip("set DELOREAN_LONG=1")
	}
	dir := corpusDir(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if len(files) == 0 {
		t.Skip("no Home Assistant corpus (shared/corpus/hass next to the repository)")
	}
	for _, f := range files {
		p, err := frontends.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		checkCopy(t, copyCase{filepath.Base(f), p, nil}, map[string]bool{})
	}
}

// corpusDir finds shared/corpus/hass in a directory above the repository,
// whichever depth the worktree is at.
func corpusDir(t *testing.T) string {
	dir, err := filepath.Abs(testprog.Repo(t))
	if err != nil {
		t.Fatal(err)
	}
	for ; filepath.Dir(dir) != dir; dir = filepath.Dir(dir) {
		if st, err := os.Stat(filepath.Join(dir, "shared", "corpus", "hass")); err == nil && st.IsDir() {
			return filepath.Join(dir, "shared", "corpus", "hass")
		}
	}
	return ""
}

// bundledCopyCases are the programs of programs/ that frontends.Load
// reads, with their invariants where they have them, and everyConstruct.
func bundledCopyCases(t *testing.T) []copyCase {
	root := filepath.Join(testprog.Repo(t), "programs")
	var cases []copyCase
	add := func(path, inv string) {
		p := testprog.LoadFor(t, path, inv)
		c := copyCase{name: path, prog: p}
		if _, err := os.Stat(inv); err == nil {
			if c.props, err = LoadProperties(inv, p); err != nil {
				t.Fatal(err)
			}
		}
		cases = append(cases, c)
	}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		switch ext := filepath.Ext(path); {
		case d.IsDir() && filepath.Base(path) == "home":
			add(path, filepath.Join(path, "invariants.yaml")) // a configuration directory
			return filepath.SkipDir
		case d.IsDir():
		case ext == ".ta" || ext == ".isy" || ext == ".elk" || ext == ".tck":
			inv := strings.TrimSuffix(path, ext) + ".inv.yaml"
			if strings.HasPrefix(rel, "ha"+string(filepath.Separator)) {
				inv = filepath.Join(filepath.Dir(path), "invariants.yaml")
			}
			add(path, inv)
		case ext == ".yaml" && strings.HasPrefix(rel, "hass"+string(filepath.Separator)) && !strings.HasSuffix(path, ".inv.yaml"):
			add(path, strings.TrimSuffix(path, ext)+".inv.yaml")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 40 {
		t.Fatalf("only %d bundled programs found", len(cases))
	}
	return append(cases, copyCase{name: "everyConstruct", prog: testprog.LoadSrc(t, everyConstruct)})
}

// checkCopy compares syntax.Copy of c's program with the text form's copy,
// and NewSubProgram's program of each of its loops made with either. It
// adds the types of the copied nodes to kinds.
func checkCopy(t *testing.T, c copyCase, kinds map[string]bool) {
	t.Helper()
	p := c.prog
	pText := syntax.Print(p)
	if _, _, err := syntax.Clone(p); err != nil {
		t.Errorf("%s: Clone falls back to the text form: %v", c.name, err)
		return
	}
	cp, orig, err := syntax.Copy(p)
	if err != nil {
		t.Fatalf("%s: %v", c.name, err)
	}
	ref, refOrig, err := syntax.CopyByText(p)
	if err != nil {
		t.Fatalf("%s: %v", c.name, err)
	}
	if got := syntax.Print(cp); got != syntax.Print(ref) || got != pText {
		t.Errorf("%s: the copy prints differently from the text form's copy", c.name)
	}
	if d := diffIR(reflect.ValueOf(cp), reflect.ValueOf(ref), "program", kinds); d != "" {
		t.Errorf("%s: the copies differ: %s", c.name, d)
	}
	// The copy keeps every position of the original, in the same places.
	if got, want := positions(reflect.ValueOf(cp), nil), positions(reflect.ValueOf(p), nil); !slices.Equal(got, want) {
		i := 0
		for i < min(len(got), len(want)) && got[i] == want[i] {
			i++
		}
		t.Errorf("%s: the copy's positions differ from the original's from the %dth of %d (of %d) on", c.name, i+1, len(got), len(want))
	}
	checkOrig(t, c.name, p, cp, ref, orig, refOrig)
	if a := shared(p, cp); a != "" {
		t.Errorf("%s: the copy shares memory with the original: %s", c.name, a)
	}
	if err := ta.Check(cp); err != nil {
		t.Fatalf("%s: the copy does not check: %v", c.name, err)
	}
	if err := ta.Check(ref); err != nil {
		t.Fatalf("%s: the text form's copy does not check: %v", c.name, err)
	}
	if d := diffIR(reflect.ValueOf(cp), reflect.ValueOf(ref), "program", nil); d != "" {
		t.Errorf("%s: the checked copies differ: %s", c.name, d)
	}
	if a := shared(p, cp); a != "" {
		t.Errorf("%s: the checked copy shares memory with the original: %s", c.name, a)
	}
	if syntax.Print(p) != pText {
		t.Errorf("%s: copying changed the original", c.name)
	}

	for _, l := range Loops(p, c.props) {
		sub, err := NewSubProgram(p, l)
		if err != nil {
			t.Fatalf("%s: loop %s: %v", c.name, l.Name(p), err)
		}
		want, err := loops.NewSubProgramBy(p, l, syntax.CopyByText)
		if err != nil {
			t.Fatalf("%s: loop %s by text: %v", c.name, l.Name(p), err)
		}
		if syntax.Print(sub.Prog) != syntax.Print(want.Prog) || !slices.Equal(sub.StmtMap, want.StmtMap) {
			t.Errorf("%s: loop %s: the program differs from the text form's:\n%s\nwant\n%s\nstatements %v, want %v",
				c.name, l.Name(p), syntax.Print(sub.Prog), syntax.Print(want.Prog), sub.StmtMap, want.StmtMap)
		}
		if d := diffIR(reflect.ValueOf(sub.Prog), reflect.ValueOf(want.Prog), "program", nil); d != "" {
			t.Errorf("%s: loop %s: the programs differ: %s", c.name, l.Name(p), d)
		}
	}
}

// checkOrig holds the copy's statement map to the text form's: each maps
// the statement in the same place of the copy to the same statement of the
// original, the one in that place of the original.
func checkOrig(t *testing.T, name string, p, cp, ref *ta.Program, orig, refOrig map[ta.Stmt]ta.Stmt) {
	t.Helper()
	if len(orig) != len(refOrig) || len(orig) != len(p.Stmts()) {
		t.Errorf("%s: %d statements mapped, the text form's copy %d, of %d", name, len(orig), len(refOrig), len(p.Stmts()))
	}
	var walk func(o, c, r []ta.Stmt)
	walk = func(o, c, r []ta.Stmt) {
		if len(o) != len(c) || len(o) != len(r) {
			t.Errorf("%s: a block of %d statements copied as %d, by text as %d", name, len(o), len(c), len(r))
			return
		}
		for i := range o {
			if orig[c[i]] != o[i] || refOrig[r[i]] != o[i] {
				t.Errorf("%s: statement %s %q maps to %v, by text to %v", name, o[i].Base().Pos, ta.StmtString(o[i]), orig[c[i]], refOrig[r[i]])
			}
			if c[i].Base().Pos != o[i].Base().Pos || c[i].Base().Pos != r[i].Base().Pos || ta.StmtString(c[i]) != ta.StmtString(r[i]) {
				t.Errorf("%s: statement %s %q copied as %s %q, by text as %s %q", name, o[i].Base().Pos, ta.StmtString(o[i]),
					c[i].Base().Pos, ta.StmtString(c[i]), r[i].Base().Pos, ta.StmtString(r[i]))
			}
			if oi, ok := o[i].(*ta.If); ok {
				ci, cok := c[i].(*ta.If)
				ri, rok := r[i].(*ta.If)
				if !cok || !rok {
					t.Errorf("%s: statement %s changed kind", name, oi.Pos)
					continue
				}
				walk(oi.Then, ci.Then, ri.Then)
				walk(oi.Else, ci.Else, ri.Else)
			}
		}
	}
	for i, r := range p.Rules {
		walk(r.Body, cp.Rules[i].Body, ref.Rules[i].Body)
	}
}
