package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// readme is the README, read from the repository's root.
func readme(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// The README's "Reading a trace" shows what the set-up's first command
// prints: the block is the command's output, from its verdict line to
// the count of violating states, character for character.
func TestReadmeTraceIsTheOutput(t *testing.T) {
	doc := readme(t)
	sec := doc[strings.Index(doc, "## Reading a trace"):]
	open := strings.Index(sec, "```\n")
	end := strings.Index(sec[open+4:], "```")
	if open < 0 || end < 0 {
		t.Fatal("README: no output block under Reading a trace")
	}
	block := sec[open+4 : open+4+end]
	// The set-up's first command, as the README writes it.
	setup := doc[strings.Index(doc, "## Set-up: two commands"):]
	m := regexp.MustCompile(`go run \./cmd/delorean (explore [^\n]*\\\n[^\n]*)`).FindStringSubmatch(setup)
	if m == nil {
		t.Fatal("README: no explore command in the set-up")
	}
	var args []string
	for _, f := range strings.Fields(strings.ReplaceAll(m[1], "\\\n", " ")) {
		if strings.HasPrefix(f, "programs/") {
			f = "../../" + f
		}
		args = append(args, f)
	}
	out, code := runCLI(t, args...)
	if code != exitViolation {
		t.Fatalf("%v: exit %d, the README says 1\n%s", args, code, out)
	}
	from := strings.Index(out, "VIOLATED")
	to := strings.Index(out, "violating states found:")
	if from < 0 || to < 0 {
		t.Fatalf("no violation printed:\n%s", out)
	}
	to += strings.Index(out[to:], "\n") + 1
	got := strings.ReplaceAll(out[from:to], "../../programs/", "programs/")
	if got != block {
		t.Errorf("README's block under Reading a trace is not what %v prints; it prints\n%s", args, got)
	}
}
