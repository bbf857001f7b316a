package isy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
)

// FuzzParse: no input makes the parser, the lowering or the IR checker
// panic, and every error has a position.
func FuzzParse(f *testing.F) {
	for _, pattern := range []string{"../../programs/isy/*.isy", "../../../shared/corpus/isy/*"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if b, err := os.ReadFile(file); err == nil {
				f.Add(b)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := syntax.Parse("f.isy", src)
		if err == nil {
			var p *ta.Program
			if p, err = Lower(file, "f.isy"); err == nil {
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

// BenchmarkParseLower1000 parses and lowers a file of 1,020 programs (170
// copies of the porch folder's six programs).
func BenchmarkParseLower1000(b *testing.B) {
	src, err := os.ReadFile("../../programs/isy/porch.isy")
	if err != nil {
		b.Fatal(err)
	}
	var parts []string
	for i := 0; i < 170; i++ {
		parts = append(parts, strings.ReplaceAll(string(src), "Porch", "Porch"+strings.Repeat("x", i%7)+string(rune('A'+i%26))+string(rune('a'+i/26))))
	}
	text := []byte(strings.Join(parts, "\n-------------------------------------------\n"))
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f, err := syntax.Parse("big.isy", text)
		if err != nil {
			b.Fatal(err)
		}
		p, err := Lower(f, "big.isy")
		if err != nil {
			b.Fatal(err)
		}
		if err := ta.Check(p); err != nil {
			b.Fatal(err)
		}
	}
}
