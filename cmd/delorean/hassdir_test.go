package main

import (
	"strings"
	"testing"
)

// A directory with neither configuration.yaml nor automations.yaml is bad
// input (exit 2) for every command that reads a program, with a message
// naming the directory and the files expected.
func TestHassDirWithoutConfiguration(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"check", dir}, {"explore", dir, "--hours", "1"}} {
		out, code := runCLI(t, args...)
		if code != exitBadInput {
			t.Errorf("%s: exit %d, want %d:\n%s", args[0], code, exitBadInput, out)
		}
		if !strings.Contains(out, dir+": ") || !strings.Contains(out, "neither configuration.yaml nor automations.yaml") {
			t.Errorf("%s: the message does not name the directory and the files expected:\n%s", args[0], out)
		}
	}
}
