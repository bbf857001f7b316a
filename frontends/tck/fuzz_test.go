package tck

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// FuzzParse: no input makes the parser, the lowering or the IR checker
// panic, and every error has a position.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("../../programs/ta/*.tck")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		sys, err := Parse("f.tck", src)
		if err == nil {
			var p *ta.Program
			if p, err = Lower(sys, "f.tck"); err == nil {
				err = ta.Check(p)
			}
		}
		if err != nil {
			if _, ok := err.(ta.ErrorList); !ok {
				t.Fatalf("error without a position: %v", err)
			}
		}
	})
}
