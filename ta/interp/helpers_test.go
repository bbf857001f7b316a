package interp

import (
	"os"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// allConstructs uses every declaration, trigger, statement and expression
// form of the .ta format; ta/syntax's round-trip test reads it too.
var allConstructs = func() string {
	b, err := os.ReadFile("../testdata/all-constructs.ta")
	if err != nil {
		panic(err)
	}
	return string(b)
}()

// parseChecked parses and checks a program the test relies on.
func parseChecked(t *testing.T, file, src string) *ta.Program {
	t.Helper()
	p, err := syntax.Parse(file, []byte(src))
	if err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatalf("check %s: %v", file, err)
	}
	return p
}
