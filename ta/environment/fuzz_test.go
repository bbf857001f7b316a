package environment

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// fuzzProgram has a device of each kind ApplyEnvironment extends (an
// enumeration, a Boolean, an integer range) and events that set them.
const fuzzProgram = `program env
device door: {Closed, Open}
device lamp: bool
device level: 0..3
var n: 0..2
event opened
event dim
rule a on opened { door = Open; n = 1 }
rule b on dim { level = 2; lamp = true }
`

// FuzzEnvironment: no environment file makes the reader or its
// application panic; every error is positioned in the file; and a file
// accepted and applied leaves a program the IR checker accepts, with
// every fixed device's setting events disabled.
func FuzzEnvironment(f *testing.F) {
	seeds, _ := filepath.Glob("../../testdata/bad/env-*")
	for _, s := range seeds {
		if b, err := syntax.ReadFile(s); err == nil {
			f.Add(b)
		}
	}
	for _, s := range []string{
		"manual: [door, lamp]\nfixed: [level]\n",
		"manual: [level]\n",
		"fixed: [door]\nmanual: []\n",
		"manual: [dor]\n",
		"{}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		spec, err := ParseEnvironment("e.env.yaml", src)
		if err != nil {
			positioned(t, err)
			return
		}
		p, err := syntax.Parse("e.ta", []byte(fuzzProgram))
		if err != nil {
			t.Fatal(err)
		}
		if err := ApplyEnvironment(p, spec); err != nil {
			positioned(t, err)
			return
		}
		if err := ta.Check(p); err != nil {
			t.Fatalf("the program with the environment applied does not check: %v\n%s", err, src)
		}
		for _, n := range spec.Fixed {
			for _, e := range p.Events {
				if e.Name == "opened" && n.Name == "door" || e.Name == "dim" && (n.Name == "level" || n.Name == "lamp") {
					if b, ok := e.Guard.(*ta.BoolLit); !ok || b.Value {
						t.Fatalf("%s is fixed, yet event %s that sets it can still happen", n.Name, e.Name)
					}
				}
			}
		}
	})
}

// positioned fails unless every error of err names the environment file
// with a line.
func positioned(t *testing.T, err error) {
	t.Helper()
	list, ok := err.(ta.ErrorList)
	if !ok {
		t.Fatalf("error without a position: %v", err)
	}
	for _, e := range list {
		if !strings.HasPrefix(e.Pos.String(), "e.env.yaml:") || e.Pos.Line < 1 {
			t.Fatalf("error without the file and line: %v", e)
		}
	}
}
