package sdn_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/sdn"
	"github.com/delorean-mc/delorean/sdn/nicecmp"
	"github.com/delorean-mc/delorean/sdn/report"
	"github.com/delorean-mc/delorean/sdn/scenario"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// chain is a scenario of n switches in a line, a sender at one end and a
// replier at the other: PySwitch's rules grow with the switches and their
// ports, so that 200 switches take tens of seconds and about a gigabyte to
// compile (issue 22).
func chain(t *testing.T, n int) *sdn.Scenario {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "name: chain%d\napp: pyswitch\nvariant: fixed\nvcs: 2\nswitches:\n", n)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  - {name: s%d, ports: 3}\n", i)
	}
	b.WriteString("links:\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  - \"s%d:2 s%d:1\"\n", i, i+1)
	}
	fmt.Fprintf(&b, "hosts:\n  - {name: a, kind: sender, at: \"s1:3\", to: b, packets: 2}\n  - {name: b, kind: replier, at: \"s%d:3\"}\n", n)
	b.WriteString("properties: [NoBlackHoles, NoForgottenPackets]\n")
	s, err := scenario.ParseScenario(fmt.Sprintf("chain%d.yaml", n), []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// compileWithin compiles and fails the test if that has not returned
// after a generous while (the whole compilation takes far longer).
func compileWithin(t *testing.T, s *sdn.Scenario, opt sdn.Options) (*sdn.Model, error) {
	t.Helper()
	type out struct {
		m   *sdn.Model
		err error
	}
	done := make(chan out, 1)
	go func() {
		m, err := sdn.Compile(s, opt)
		done <- out{m, err}
	}()
	select {
	case o := <-done:
		return o.m, o.err
	case <-time.After(5 * time.Second):
		t.Fatal("the compilation did not stop at its context")
		return nil, nil
	}
}

// A deadline stops the compilation of a large scenario while it builds
// the rules: Compile returns a StoppedError saying so, not a model after
// tens of seconds (before the fix it ignored the context: the CLI's
// --timeout and Ctrl-C applied only once exploring).
func TestCompileStopsAtDeadline(t *testing.T) {
	s := chain(t, 200)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	m, err := compileWithin(t, s, sdn.Options{VCs: -1, Ctx: ctx})
	var se *sdn.StoppedError
	if !errors.As(err, &se) || se.Reason != "reached the time limit" || !errors.Is(err, context.DeadlineExceeded) || m != nil {
		t.Fatalf("got model %v, error %v; want a StoppedError at the time limit", m != nil, err)
	}
}

// A cancelled context (Ctrl-C) stops Compile and Compare before they
// start.
func TestCompileCancelled(t *testing.T) {
	s := chain(t, 200)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := compileWithin(t, s, sdn.Options{VCs: -1, Ctx: ctx})
	var se *sdn.StoppedError
	if !errors.As(err, &se) || se.Reason != "interrupted" || !errors.Is(err, context.Canceled) {
		t.Fatalf("Compile: %v; want a StoppedError, interrupted", err)
	}
	if _, err := nicecmp.Compare(s, []int{1}, report.Options{Ctx: ctx}); !errors.As(err, &se) {
		t.Fatalf("Compare: %v; want a StoppedError", err)
	}
}

// With a context that never ends, a small chain compiles as without one:
// the same program.
func TestCompileWithContext(t *testing.T) {
	s := chain(t, 3)
	a, err := sdn.Compile(s, sdn.Options{VCs: -1})
	if err != nil {
		t.Fatal(err)
	}
	b, err := sdn.Compile(s, sdn.Options{VCs: -1, Ctx: context.Background()})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Prog.Rules) == 0 || syntax.Print(a.Prog) != syntax.Print(b.Prog) {
		t.Fatalf("a context changes the program (%d rules without, %d with)", len(a.Prog.Rules), len(b.Prog.Rules))
	}
}
