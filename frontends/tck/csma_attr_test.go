package tck

import (
	"strings"
	"testing"
)

// An attribute's first token says which it is (TCK.g4's otherKey): before,
// any attribute could also be read as an unknown one, so a guard that did
// not parse was taken for an unknown attribute named "provided" and
// dropped without a word (the edge fired unguarded), and {initial: true}
// left the location not initial.
func TestAttributeKeys(t *testing.T) {
	edge := func(attrs string) string {
		return head + "process:P\nclock:1:x\nlocation:P:A{}\nlocation:P:B{initial:}\nedge:P:B:A:a{" + attrs + "}\n"
	}
	for _, c := range []struct {
		src, err string // err: "" when the model is accepted
	}{
		{edge("provided: x <"), "m.tck:9:27: syntax error"},
		{edge("provided: x < 1 : do: x = "), "m.tck:9:40: syntax error"},
		{head + "process:P\nlocation:P:A{initial: true}\n", "m.tck:6:23: syntax error"},
		{edge("provided: x < 1 : do: x = 0"), ""},
		// An empty value says nothing, as before.
		{edge("provided:"), ""},
		{edge("do:"), ""},
		// Unknown attributes, keywords of statements among them, are
		// ignored as TChecker ignores them.
		{edge("foo: bar baz : provided: x < 1"), ""},
		{edge("if: 3"), ""},
	} {
		sys, err := Parse("m.tck", []byte(c.src))
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.src, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want %s", c.src, err, c.err)
		case c.err == "" && strings.Contains(c.src, "x < 1"):
			// The guard is read.
			e := sys.Processes[0].Edges[0]
			if e.Guard == nil {
				t.Errorf("%s: the guard was dropped", c.src)
			}
		}
	}
}
