// Command delorean explores control programs (home automation rules, SDN
// apps) as timed automata: every reachable state, every violated
// invariant, and a timestamped trace to each.
package main

import (
	"errors"
	"fmt"
	"os"
	_ "time/tzdata" // --tz works on machines without a zone database

	"github.com/spf13/cobra"
)

// Exit codes (DESIGN.md §7).
const (
	exitOK        = 0
	exitViolation = 1
	exitBadInput  = 2
	exitLimit     = 3
)

// exitError carries an exit code up to main.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func badInput(err error) error { return &exitError{code: exitBadInput, err: err} }

func main() {
	root := newRoot()
	err := root.Execute()
	if err == nil {
		return
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(os.Stderr, "delorean:", ee.err)
		}
		os.Exit(ee.code)
	}
	// Cobra's own usage errors (unknown flag, wrong arguments).
	fmt.Fprintln(os.Stderr, "delorean:", err)
	os.Exit(exitBadInput)
}

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:   "delorean",
		Short: "Explore control programs as timed automata",
		Long: `DeLorean explores a control program (rules of a home-automation controller,
or a program in its own IR, .ta) from a start state and time for a span of
time, and reports every state it can reach, every invariant it can violate,
and a timestamped trace to each violation. Time is handled exactly with clock
regions.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(newExploreCmd(), newCompareCmd(), newReachCmd(), newRegionsCmd(), newIRCmd(), newCheckCmd(), newReplayCmd(), newAnalyzeCmd(), newBenchCmd())
	return root
}
