package syntax

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// FuzzParse: no input makes the parser, the checker or the printer panic,
// and every program that checks prints to text that parses and checks
// again to the same text.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../../programs/*/*.ta")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(allConstructs))
	f.Fuzz(func(t *testing.T, src []byte) {
		p, err := Parse("f.ta", src)
		if err != nil {
			if _, ok := err.(ta.ErrorList); !ok {
				t.Fatalf("error without a position: %v", err)
			}
			return
		}
		if ta.Check(p) != nil {
			return
		}
		out := Print(p)
		q, err := Parse("f.ta", []byte(out))
		if err != nil {
			t.Fatalf("printed program does not parse: %v\n%s", err, out)
		}
		if err := ta.Check(q); err != nil {
			t.Fatalf("printed program does not check: %v\n%s", err, out)
		}
		if again := Print(q); again != out {
			t.Fatalf("printing is not stable:\n%s\nthen\n%s", out, again)
		}
	})
}
