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
regions.

Results go to standard output (text, or JSON with --json: see
docs/json-schema.md), errors and progress to standard error.` + exitCodesHelp,
		Example: `  delorean explore programs/paper/figure1.ta --start 09:00 --hours 1 \
      --invariants programs/paper/figure1.inv.yaml --report figure1.html
  delorean compare programs/paper/figure2.ta --hours 1
  delorean completion bash > /etc/bash_completion.d/delorean`,
		Version:       version(),
		SilenceUsage:  true,
		SilenceErrors: true,
		// Every command's zero or negative limits are usage errors.
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error { return checkLimitFlags(cmd) },
	}
	root.SetVersionTemplate("delorean {{.Version}}\n")
	root.PersistentFlags().BoolP("quiet", "q", false, "show no progress on standard error (progress shows only on a terminal, for runs over a second)")
	root.AddCommand(newExploreCmd(), newCompareCmd(), newReachCmd(), newRegionsCmd(), newIRCmd(), newCheckCmd(), newReplayCmd(), newAnalyzeCmd(), newBenchCmd())
	root.AddCommand(newVersionCmd())
	root.AddCommand(newSDNCmd())
	return root
}
