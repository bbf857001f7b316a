// Command delorean explores control programs (home automation rules, SDN
// apps) as timed automata: every reachable state, every violated
// invariant, and a timestamped trace to each.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	_ "time/tzdata" // --tz works on machines without a zone database
	"unicode/utf8"

	"github.com/spf13/cobra"
)

// Exit codes (DESIGN.md §7).
const (
	exitOK        = 0
	exitViolation = 1
	exitBadInput  = 2
	exitLimit     = 3
)

// verdictExit is the exit code of a finished exploration: 1 when it
// found a violation (which stands even if a limit stopped it), 3 when a
// limit stopped it first, 0 otherwise.
func verdictExit(violated, complete bool) error {
	switch {
	case violated:
		return &exitError{code: exitViolation}
	case !complete:
		return &exitError{code: exitLimit}
	}
	return nil
}

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
	if err := root.Execute(); err != nil {
		os.Exit(reportError(os.Stderr, err))
	}
}

// reportError prints a command's error on w and returns the exit code.
func reportError(w io.Writer, err error) int {
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(w, "delorean:", printable(ee.err.Error()))
		}
		return ee.code
	}
	// Cobra's own usage errors (unknown flag, wrong arguments).
	fmt.Fprintln(w, "delorean:", printable(err.Error()))
	return exitBadInput
}

// printable escapes what a terminal should not be sent raw: control bytes
// (a NUL quoted from a binary file, an escape sequence) and bytes that are
// not UTF-8 become \xHH; line breaks and tabs stay, as messages use them.
func printable(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, "\\x%02x", s[i])
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			fmt.Fprintf(&b, "\\x%02x", r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
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
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			markStart(cmd)
			return checkLimitFlags(cmd)
		},
	}
	root.SetVersionTemplate("delorean {{.Version}}\n")
	root.PersistentFlags().BoolP("quiet", "q", false, "show no progress on standard error (progress shows only on a terminal, for runs over a second)")
	root.AddCommand(newExploreCmd(), newCompareCmd(), newReachCmd(), newRegionsCmd(), newIRCmd(), newCheckCmd(), newReplayCmd(), newAnalyzeCmd(), newBenchCmd())
	root.AddCommand(newVersionCmd())
	root.AddCommand(newSDNCmd())
	addProgramFlags(root)
	return root
}
