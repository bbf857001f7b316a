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
	"github.com/spf13/pflag"

	"github.com/delorean-mc/delorean/ta"
)

// Exit codes (DESIGN.md §7); exitInternal (4) is in run.go.
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

// Unwrap lets errors.As find the diagnostics within.
func (e *exitError) Unwrap() error { return e.err }

// badInput makes err bad input (exit 2), unless it already carries its
// exit code: a run stopped while reading (3) or an internal error (4)
// passed up through a caller that reads every error as the input's.
func badInput(err error) error {
	var ee *exitError
	if errors.As(err, &ee) {
		return err
	}
	return &exitError{code: exitBadInput, err: err}
}

func main() {
	os.Exit(execute(newRoot(), os.Args[1:]))
}

// execute runs the command line args on root as main does and returns
// the exit code. Errors go to standard error; with --json, a command
// that ends in an error before printing its document prints an error
// document instead (errorReport), so that standard output holds exactly
// one JSON document whatever happens.
func execute(root *cobra.Command, args []string) int {
	out := &countingWriter{w: root.OutOrStdout()}
	root.SetOut(out)
	cmd, err := runRoot(root, args)
	if err == nil {
		return exitOK
	}
	code := reportError(root.ErrOrStderr(), err)
	if out.n == 0 && jsonAsked(cmd, args) {
		if cmd == nil {
			cmd = root
		}
		if werr := writeJSON(cmd, errorReportOf(cmd, err, code)); werr != nil {
			fmt.Fprintln(root.ErrOrStderr(), "delorean:", werr)
		}
	}
	return code
}

// countingWriter counts what was written through it.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// jsonAsked reports whether the command line asked for JSON: the
// command's --json flag, or, when parsing stopped before it (a bad flag
// value, an unknown flag or command), --json among the arguments.
func jsonAsked(cmd *cobra.Command, args []string) bool {
	if cmd != nil {
		if f := cmd.Flags().Lookup("json"); f != nil && f.Changed {
			return f.Value.String() == "true"
		}
	}
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "--json", "--json=true", "--json=1":
			return true
		}
	}
	return false
}

// reportError prints a command's error on w and returns the exit code.
func reportError(w io.Writer, err error) int {
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(w, "delorean:", printable(shownError(ee.err)))
		}
		return ee.code
	}
	// Cobra's own usage errors (unknown flag, wrong arguments).
	fmt.Fprintln(w, "delorean:", printable(err.Error()))
	return exitBadInput
}

// maxShownProblems is how many problems of one input the text output
// lists: a file that repeats one mistake 800,000 times (a generated file
// gone wrong) would otherwise bury the terminal; --json lists them all.
const maxShownProblems = 50

// shownError is err's message, its list of problems cut at
// maxShownProblems with how many more there are.
func shownError(err error) string {
	list, ok := err.(ta.ErrorList)
	if !ok || len(list) <= maxShownProblems {
		return err.Error()
	}
	return list[:maxShownProblems].Error() + fmt.Sprintf("\n... and %d more problems (the first %d are shown; --json lists all)", len(list)-maxShownProblems, maxShownProblems)
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
			beginRun(cmd)
			return checkLimitFlags(cmd)
		},
	}
	root.SetVersionTemplate("delorean {{.Version}}\n")
	root.SetFlagErrorFunc(suggestFlag)
	root.PersistentFlags().BoolP("quiet", "q", false, "show no progress on standard error (progress shows only on a terminal, for runs over a second)")
	root.AddCommand(newExploreCmd(), newCompareCmd(), newReachCmd(), newLivenessCmd(), newRegionsCmd(), newIRCmd(), newCheckCmd(), newReplayCmd(), newAnalyzeCmd(), newBenchCmd())
	root.AddCommand(newVersionCmd())
	root.AddCommand(newSDNCmd())
	root.AddCommand(newFleetCmd())
	addProgramFlags(root)
	return root
}

// suggestFlag adds to an unknown flag's error the command's flag it is
// one or two edits from (--trails: did you mean "trials"?).
func suggestFlag(cmd *cobra.Command, err error) error {
	name, ok := strings.CutPrefix(err.Error(), "unknown flag: --")
	if !ok {
		return err
	}
	var names []string
	add := func(f *pflag.Flag) { names = append(names, f.Name) }
	cmd.Flags().VisitAll(add)
	cmd.InheritedFlags().VisitAll(add)
	if s := ta.Suggest(name, names); s != "" {
		return fmt.Errorf("%v%s", err, s)
	}
	return err
}

// textOut is cmd's standard output for text: what a name holds that a
// terminal would obey (ESC, BEL, NUL, bytes that are not UTF-8) is
// written escaped, as printable does, so that a program's names cannot
// clear the screen or set the window title. JSON escapes them itself.
func textOut(cmd *cobra.Command) io.Writer {
	return &printableWriter{w: cmd.OutOrStdout()}
}

// printableWriter writes through printable; a character cut between two
// writes is held until the next.
type printableWriter struct {
	w       io.Writer
	pending []byte
}

func (p *printableWriter) Write(b []byte) (int, error) {
	buf := append(p.pending, b...)
	// Hold back the start of a character the next write completes.
	cut := len(buf)
	for i := len(buf) - 1; i >= 0 && i >= len(buf)-utf8.UTFMax+1; i-- {
		if utf8.RuneStart(buf[i]) {
			if !utf8.FullRune(buf[i:]) {
				cut = i
			}
			break
		}
	}
	p.pending = append([]byte(nil), buf[cut:]...)
	if _, err := io.WriteString(p.w, printable(string(buf[:cut]))); err != nil {
		return 0, err
	}
	return len(b), nil
}
