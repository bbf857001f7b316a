package tck

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/delorean-mc/delorean/frontends/tck/parser"
)

// tokens lists what a token source gives, EOF included.
func tokens(src antlr.TokenSource) []string {
	var out []string
	for {
		t := src.NextToken()
		out = append(out, fmt.Sprintf("%d %q %d:%d [%d,%d] ch%d", t.GetTokenType(), t.GetText(), t.GetLine(), t.GetColumn(), t.GetStart(), t.GetStop(), t.GetChannel()))
		if t.GetTokenType() == antlr.TokenEOF {
			return out
		}
	}
}

func generated(src string) antlr.TokenSource {
	l := parser.NewTCKLexer(antlr.NewInputStream(src))
	l.RemoveErrorListeners()
	return l
}

// The hand-written lexer gives the generated one's tokens (types, texts,
// positions) on every TChecker model of the repository, the bad inputs,
// and random texts made of the grammar's pieces and of stray characters.
func TestLexerAgrees(t *testing.T) {
	if got := parser.NewTCKLexer(nil).LiteralNames; len(got) != len(literalNames) {
		t.Fatalf("%d literals, the grammar has %d", len(literalNames), len(got))
	} else {
		for i, q := range got {
			if q != "" && q != "'"+literalNames[i]+"'" {
				t.Fatalf("literal %d is %s, not %q", i, q, literalNames[i])
			}
		}
	}
	var srcs []string
	for _, pat := range []string{"../../programs/ta/*.tck", "../../testdata/bad/*.tck", "../../explore/zone/testdata/*.tck", "testdata/fuzz/FuzzParse/*"} {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			if st, err := os.Stat(f); err == nil && !st.Mode().IsRegular() {
				continue // testdata/bad's links to /dev/zero
			}
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			srcs = append(srcs, string(b))
		}
	}
	if len(srcs) < 20 {
		t.Fatalf("%d files", len(srcs))
	}
	pieces := append(slices.Clone(literalNames[1:]), " ", "\t", "\n", "\r\n", "\f", "#c\n", "# x", "x1", "P.q", "_a",
		"12", "0", "&", "|", "<", "=", "!", ">", "é", "\x00", "\xff", "\u00a0", "systemx", "do.x", "ifx", "1a", ".", "$")
	rng := rand.New(rand.NewSource(25))
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		for k := rng.Intn(30); k >= 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		srcs = append(srcs, b.String())
	}
	srcs = append(srcs, "", "\n", "#", "a", "<=", "&&&", "|||", "!==", "===")
	for _, src := range srcs {
		want, got := tokens(generated(src)), tokens(newLexer(src))
		if !slices.Equal(want, got) {
			for k := range min(len(want), len(got)) {
				if want[k] != got[k] {
					t.Fatalf("%q: token %d: generated %s, hand-written %s", src, k, want[k], got[k])
				}
			}
			t.Fatalf("%q: %d tokens generated, %d hand-written", src, len(want), len(got))
		}
	}
}
