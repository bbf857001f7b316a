package ta_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// TestInspect: the nodes Inspect visits in a rule body, in order, are
// those of the source read by hand: every statement, then its
// expressions' operands depth-first, then its nested statements; and a
// false answer skips a node's children.
func TestInspect(t *testing.T) {
	src := "program i\nvar a: 0..3\nvar b: 0..3\nevent E\n" +
		"rule R on E {\n  a = if b == 1 then [1, 2][b] else -a\n  if !(a > 0) && time in 10:00..11:00 {\n    b = random 0..3\n  } else {\n    assert b < 3\n  }\n}\n"
	p, err := syntax.Parse("i.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	var got []string
	ta.Inspect(p.Rules[0].Body, func(n any) bool {
		got = append(got, fmt.Sprintf("%T", n)[len("*ta."):])
		return true
	})
	want := "Assign CondExpr Binary Ident IntLit ListIndex IntLit IntLit Ident Unary Ident " +
		"If Binary Unary Binary Ident IntLit TimeIn TimeLit TimeLit Assign Random Assert Binary Ident IntLit"
	if strings.Join(got, " ") != want {
		t.Errorf("visited\n%s\nwant\n%s", strings.Join(got, " "), want)
	}
	// Skipping the If's children: its condition and branches are not
	// visited.
	got = nil
	ta.Inspect(p.Rules[0].Body, func(n any) bool {
		got = append(got, fmt.Sprintf("%T", n)[len("*ta."):])
		_, isIf := n.(*ta.If)
		return !isIf
	})
	if w := "Assign CondExpr Binary Ident IntLit ListIndex IntLit IntLit Ident Unary Ident If"; strings.Join(got, " ") != w {
		t.Errorf("with the If's children skipped, visited\n%s\nwant\n%s", strings.Join(got, " "), w)
	}
}
