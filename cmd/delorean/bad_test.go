package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every malformed input in testdata/bad is rejected with exit code 2 and a
// message that points into the file (file:line:col), never a panic.
func TestBadInputs(t *testing.T) {
	files, err := filepath.Glob("../../testdata/bad/*")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 50 {
		t.Fatalf("%d bad inputs, want at least 50", len(files))
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			var args []string
			switch {
			case strings.HasSuffix(name, ".inv.yaml"):
				args = []string{"check", fig1, "--invariants", f}
			case strings.HasSuffix(name, ".init.yaml"):
				args = []string{"check", fig1, "--init", f}
			case strings.HasSuffix(name, ".trace.yaml"):
				args = []string{"replay", fig1, f}
			case strings.HasPrefix(name, "sdn-"):
				args = []string{"sdn", f, "--ir"}
			default:
				args = []string{"check", f}
			}
			out, code := runCLI(t, args...)
			if code != exitBadInput {
				t.Fatalf("exit %d, want 2:\n%s", code, out)
			}
			pos := regexp.MustCompile(regexp.QuoteMeta(name) + `:\d+(:\d+)?[:\s]`)
			if !pos.MatchString(out) {
				t.Fatalf("no position in %s in the message:\n%s", name, out)
			}
		})
	}
}

func TestBadInputsExist(t *testing.T) {
	if _, err := os.Stat("../../testdata/bad"); err != nil {
		t.Fatal(err)
	}
}
