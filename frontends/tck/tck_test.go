package tck

import (
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

func lower(t *testing.T, src string) *ta.Program {
	t.Helper()
	sys, err := Parse("m.tck", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Lower(sys, "m.tck")
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatalf("%v\n%s", err, syntax.Print(p))
	}
	return p
}

// reachable returns the reachable valuations of the model's variables.
func reachable(t *testing.T, src string) []string {
	t.Helper()
	p := lower(t, src)
	m, err := explore.NewModel(p, explore.Config{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res.ValueLines()
}

func want(t *testing.T, got []string, exp ...string) {
	t.Helper()
	sort.Strings(exp)
	if strings.Join(got, "\n") != strings.Join(exp, "\n") {
		t.Fatalf("reachable:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(exp, "\n"))
	}
}

const head = "system:s\nevent:a\nevent:b\nevent:c\n"

// Worked out by hand from TChecker's semantics (doc/file-format.md).
func TestStrongSync(t *testing.T) {
	got := reachable(t, head+`process:A
location:A:l0{initial:}
location:A:l1
edge:A:l0:l1:a
process:B
location:B:m0{initial:}
location:B:m1
location:B:m2
edge:B:m0:m1:a
edge:B:m0:m2:b
sync:A@a:B@a
`)
	// a moves both together; b moves B alone, after which a cannot happen.
	want(t, got, "A=l0 B=m0", "A=l1 B=m1", "A=l0 B=m2")
}

func TestWeakSync(t *testing.T) {
	got := reachable(t, head+`int:1:0:1:0:n
process:A
location:A:l0{initial:}
location:A:l1
edge:A:l0:l1:a
process:B
location:B:m0{initial:}
location:B:m1
edge:B:m0:m1:a{provided:n==1}
edge:B:m0:m0:c{do:n=1}
sync:A@a:B@a?
`)
	// B joins a exactly when its edge is enabled (n == 1); A never moves
	// alone then, and B never moves without A.
	want(t, got, "n=0 A=l0 B=m0", "n=0 A=l1 B=m0", "n=1 A=l0 B=m0", "n=1 A=l1 B=m0", "n=1 A=l1 B=m1")
}

func TestCommittedAndUrgent(t *testing.T) {
	got := reachable(t, head+`process:A
location:A:l0{initial: : committed:}
location:A:l1
edge:A:l0:l1:a
process:B
location:B:m0{initial:}
location:B:m1
edge:B:m0:m1:b
`)
	// While A is committed only A moves.
	want(t, got, "A=l0 B=m0", "A=l1 B=m0", "A=l1 B=m1")

	got = reachable(t, head+`clock:1:x
process:A
location:A:l0{initial: : urgent:}
location:A:l1
edge:A:l0:l1:a{provided:x>0}
`)
	// No time passes in an urgent location, so x > 0 never holds.
	want(t, got, "A=l0")
}

func TestInvariantBlocksTarget(t *testing.T) {
	got := reachable(t, head+`clock:1:x
process:A
location:A:l0{initial: : invariant: x<=2}
location:A:l1
location:A:l2
edge:A:l0:l1:a{provided: x>=3}
edge:A:l0:l2:b{provided: x==2}
`)
	// x cannot pass 2 in l0, so l1 is unreachable and l2 is.
	want(t, got, "A=l0", "A=l2")
}

func TestArrays(t *testing.T) {
	got := reachable(t, head+`int:3:0:3:0:buf
int:1:0:3:0:i
process:A
location:A:l0{initial:}
edge:A:l0:l0:a{provided:i<3 : do:buf[i]=i+1;i=i+1}
`)
	want(t, got, "buf[0]=0 buf[1]=0 buf[2]=0 i=0 A=l0", "buf[0]=1 buf[1]=0 buf[2]=0 i=1 A=l0",
		"buf[0]=1 buf[1]=2 buf[2]=0 i=2 A=l0", "buf[0]=1 buf[1]=2 buf[2]=3 i=3 A=l0")
	// Reading outside the array is a runtime error with a trace.
	p := lower(t, head+`int:2:0:3:0:buf
int:1:0:3:0:i
process:A
location:A:l0{initial:}
edge:A:l0:l0:a{provided:buf[i]==0 : do:i=i+1}
`)
	m, _ := explore.NewModel(p, explore.Config{})
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := res.BuildReport()
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Errors) != 1 || !strings.Contains(rep.Errors[0].Message, "index 2 is outside 0..1") {
		t.Fatalf("errors %+v", rep.Errors)
	}
}

func TestDiagnostics(t *testing.T) {
	tests := []struct{ name, src, pos, msg string }{
		{"no system", "process:P\n", "1:1", "system declaration"},
		{"undeclared process", "system:s\nlocation:Q:l\n", "2:10", `undeclared process "Q"`},
		{"no initial", "system:s\nprocess:P\nlocation:P:l\n", "2:1", "no initial location"},
		{"undeclared event", "system:s\nprocess:P\nlocation:P:l{initial:}\nedge:P:l:l:e\n", "4:12", `undeclared event "e"`},
		{"while", "system:s\nevent:e\nint:1:0:1:0:n\nprocess:P\nlocation:P:l{initial:}\nedge:P:l:l:e{do: while n<1 do n=1 end}\n", "6:18", "while loops are not supported"},
		{"clock set", "system:s\nevent:e\nclock:1:x\nprocess:P\nlocation:P:l{initial:}\nedge:P:l:l:e{do: x=3}\n", "6:18", "reset to 0"},
		{"clock sum", "system:s\nevent:e\nclock:1:x\nprocess:P\nlocation:P:l{initial:}\nedge:P:l:l:e{provided: x+1<3}\n", "6:24", "compared with constants"},
		{"dynamic clock index", "system:s\nevent:e\nclock:2:x\nint:1:0:1:0:i\nprocess:P\nlocation:P:l{initial:}\nedge:P:l:l:e{provided: x[i]<3}\n", "7:24", "constant index"},
		{"syntax", "system:s\nprocess:P\nlocation:P:l{initial:\n", "4:1", "syntax error"},
		{"bad int", "system:s\nint:1:5:1:0:n\n", "2:1", "min <= init <= max"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sys, err := Parse("m.tck", []byte(tc.src))
			if err == nil {
				var p *ta.Program
				if p, err = Lower(sys, "m.tck"); err == nil {
					err = ta.Check(p)
				}
			}
			if err == nil {
				t.Fatal("accepted")
			}
			list, ok := err.(ta.ErrorList)
			if !ok {
				t.Fatalf("%T: %v", err, err)
			}
			if got := list[0].Pos.String(); got != "m.tck:"+tc.pos || !strings.Contains(list[0].Msg, tc.msg) {
				t.Fatalf("%v; want m.tck:%s ... %s", list[0], tc.pos, tc.msg)
			}
		})
	}
}
