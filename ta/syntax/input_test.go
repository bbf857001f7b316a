package syntax

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// DecodeYAML reads one document; a second one is an error at its ---
// line (PyYAML's get_single_node, which Home Assistant's loader uses,
// refuses a second document too, even an empty one); the line numbers
// below are counted by hand in the texts.
func TestDecodeYAMLOneDocument(t *testing.T) {
	for _, c := range []struct {
		name, text string
		line       int // 0: accepted
		kind       string
	}{
		{"one", "- a\n- b\n", 0, "seq"},
		{"leading marker", "---\n- a\n", 0, "seq"},
		{"end marker", "- a\n...\n", 0, "seq"},
		{"empty", "", 0, ""},
		{"comment only", "# nothing\n", 0, ""},
		{"second", "- a\n---\n- b\n", 2, ""},
		{"second after marker", "---\n- a\n---\n- b\n", 3, ""},
		{"second empty", "- a\n---\n", 2, ""},
		{"second mapping", "a: 1\nb: 2\n--- \nc: 3\n", 3, ""},
		{"second after end", "a: 1\n...\n---\nc: 3\n", 3, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := DecodeYAML("f.yaml", []byte(c.text))
			if c.line == 0 {
				if err != nil {
					t.Fatal(err)
				}
				if c.kind == "seq" && (len(doc.Content) != 1 || doc.Content[0].Tag != "!!seq") {
					t.Fatalf("got %+v, want a document holding a sequence", doc)
				}
				if c.kind == "" && len(doc.Content) != 0 {
					t.Fatalf("got %+v, want no document", doc)
				}
				return
			}
			var te *ta.Error
			if !errors.As(err, &te) {
				t.Fatalf("got %v, want a positioned error", err)
			}
			if te.Pos.Line != c.line || te.Pos.Col != 1 || !strings.Contains(te.Msg, "second YAML document") {
				t.Fatalf("got %v, want f.yaml:%d:1: a second YAML document", te, c.line)
			}
		})
	}
}

// Aliases that expand past MaxYAMLAliasNodes are refused at the alias
// that goes past the bound; a document with fewer is read. Sizes by hand:
// a0 is a list of 10 scalars (11 nodes), a1 is 10 aliases of a0 (1 +
// 10·11 = 111 nodes), a2 1,111, a3 11,111, a4 111,111. In document order
// the aliases of lines 2-5 add 110 + 1,110 + 11,110 + 111,110 = 123,440
// nodes; line 6's aliases of a4 add 111,111 each, so the 8th reaches
// 1,012,328, past 10^6: line 6, column 10 + 7·5 = 45.
func TestDecodeYAMLAliasBomb(t *testing.T) {
	bomb := func(levels int) string {
		var b strings.Builder
		b.WriteString("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
		for i := 1; i < levels; i++ {
			p := "*a" + string(rune('0'+i-1))
			b.WriteString("a" + string(rune('0'+i)) + ": &a" + string(rune('0'+i)) + " [" + strings.Repeat(p+", ", 9) + p + "]\n")
		}
		return b.String()
	}
	// 5 levels: the aliases add 10·11 + 10·111 + 10·1111 + 10·11111 =
	// 123,320 nodes, under the bound.
	if _, err := DecodeYAML("ok.yaml", []byte(bomb(5))); err != nil {
		t.Fatalf("5 levels: %v", err)
	}
	_, err := DecodeYAML("bomb.yaml", []byte(bomb(9)))
	var te *ta.Error
	if !errors.As(err, &te) || te.Pos.Line != 6 || te.Pos.Col != 45 || !strings.Contains(te.Msg, "alias bomb") {
		t.Fatalf("got %v, want bomb.yaml:6:45: an alias bomb", err)
	}
	// Two levels repeated often stay small: 2 levels, aliases 10·11.
	if _, err := DecodeYAML("small.yaml", []byte(bomb(2))); err != nil {
		t.Fatal(err)
	}
}

// ReadFile refuses what is not a regular file and what is over the
// limit, reads the rest as os.ReadFile does.
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	reg := filepath.Join(dir, "a.ta")
	if err := os.WriteFile(reg, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "pipe.ta")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	if b, err := ReadFile(reg); err != nil || string(b) != "0123456789" {
		t.Fatalf("regular file: %q, %v", b, err)
	}
	for _, c := range []struct{ path, want string }{
		{fifo, "a FIFO (named pipe), not a regular file"},
		{"/dev/zero", "a device, not a regular file"},
		{dir, "a directory, not a regular file"},
	} {
		_, err := ReadFile(c.path)
		var te *ta.Error
		if !errors.As(err, &te) || !strings.Contains(te.Msg, c.want) || te.Pos.String() != c.path+":1:1" {
			t.Errorf("%s: got %v, want %s:1:1: %s", c.path, err, c.path, c.want)
		}
	}
	if _, err := ReadFile(filepath.Join(dir, "missing")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v, want os.ErrNotExist", err)
	}
	defer func(old int64) { MaxInputBytes = old }(MaxInputBytes)
	MaxInputBytes = 9
	if _, err := ReadFile(reg); err == nil || !strings.Contains(err.Error(), "the file is 10 bytes, over the input limit of 9 bytes") {
		t.Errorf("over the limit: %v", err)
	}
	MaxInputBytes = 10
	if _, err := ReadFile(reg); err != nil {
		t.Errorf("at the limit: %v", err)
	}
}

func TestParseSize(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int64
		ok   bool
	}{
		{"100", 100, true}, {"64M", 64 << 20, true}, {"64MB", 64 << 20, true}, {"64MiB", 64 << 20, true},
		{"2g", 2 << 30, true}, {"1K", 1024, true}, {"", 0, false}, {"0", 0, false}, {"-5", 0, false}, {"x", 0, false},
	} {
		if got, ok := ParseSize(c.in); got != c.want || ok != c.ok {
			t.Errorf("ParseSize(%q) = %d, %v; want %d, %v", c.in, got, ok, c.want, c.ok)
		}
	}
	if maxInputFromEnv("junk") != MaxSourceBytes || maxInputFromEnv("1M") != 1<<20 {
		t.Error("DELOREAN_MAX_INPUT is not read as documented")
	}
}

// Expressions deeper than ta.MaxExprDepth, whether by unary operators, a
// flat chain of binary ones or both, are refused with a position and do
// not overflow the stack (400,000 deep ended in "fatal error: stack
// overflow"); one at the bound is read. Long runs and lines are refused
// before parsing (CheckLimits); a chain over many lines by the builder.
// Positions by hand: the statement starts at column 15 of line 4, its
// expression at 19; a run's 1001st operator is at 19 + 1000; the 8001st
// operator of "b = !b || !b || ..." is = and 4,000 "!b || " (6 columns,
// two operators each) on: the || of the 4,000th, at 19 + 6·3,999 + 3.
func TestParseDeepExpressions(t *testing.T) {
	const head = "var b: bool\nvar x: 0..3\nevent E\nrule R on E { "
	n := 400000
	for _, c := range []struct {
		name, stmt, want string
	}{
		{"not chain", "b = " + strings.Repeat("!", n) + "b", "deep.ta:4:1019: more than 1000 operators in a row"},
		{"neg chain", "x = " + strings.Repeat("-", n) + "1", "deep.ta:4:1019: more than 1000 operators in a row"},
		{"spaced nots", "b = " + strings.Repeat("! ", n) + "b", "deep.ta:4:2019: more than 1000 operators in a row"},
		{"and chain", "b = b" + strings.Repeat(" && b", n), "deep.ta:4:40016: more than 8000 operators on one line"},
		{"or of nots", "b = " + strings.Repeat("!b || ", n), "deep.ta:4:24016: more than 8000 operators on one line"},
		{"and chain on lines", "b = b" + strings.Repeat(" &&\n b", 2000), "deep.ta:4:19: expression nested more than 1000 operators deep"},
		{"nots on lines", "b = " + strings.Repeat("!\n!b ||\n", 1000) + "b", "deep.ta:4:19: expression nested more than 1000 operators deep"},
		{"at the bound", "b = " + strings.Repeat("!", ta.MaxExprDepth-1) + "b", ""},
		{"flat at the bound", "b = b" + strings.Repeat(" && b", ta.MaxExprDepth-1), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := Parse("deep.ta", []byte(head+c.stmt+" }\n"))
			if err == nil {
				err = ta.Check(p)
			}
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %s", err, c.want)
			}
		})
	}
}
