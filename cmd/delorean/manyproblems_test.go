package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A file with one mistake repeated (a process declared 200 times: 199
// duplicates) lists the first 50 problems in text and says how many more
// there are, while --json lists every one.
func TestManyProblemsCut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "many.tck")
	src := "system:s\n" + strings.Repeat("process:P\n", 200)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := runStreams("check", path)
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if code != exitBadInput || len(lines) != maxShownProblems+1 || !strings.HasPrefix(lines[len(lines)-1], "... and 149 more problems") {
		t.Fatalf("exit %d, %d lines, last %q", code, len(lines), lines[len(lines)-1])
	}
	out, _, _ := runStreams("check", path, "--json")
	var doc struct {
		Diagnostics []json.RawMessage `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Diagnostics) != 199 {
		t.Fatalf("--json: %d diagnostics, want 199", len(doc.Diagnostics))
	}
}
