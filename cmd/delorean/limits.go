package main

import (
	"context"
	"errors"
	"fmt"
	"os/signal"
	"strconv"
	"time"

	"github.com/delorean-mc/delorean/sdn"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// exitCodesHelp ends the help of the commands that explore and give a
// verdict (explore, reach, sdn). A violation found is a definite answer
// whether or not a limit stopped the run afterwards, so it takes
// precedence over the limit's 3.
const exitCodesHelp = `

Exit codes: 0 nothing violated and the exploration complete; 1 a violation
found (an invariant, or a runtime error of the program; with --strict, also
an invariant that holds without being put to the test) -- also when a limit
stopped the run afterwards: a violation found is a definite answer, and the
report (and its JSON, with complete: false and stop_reason) says the run is
incomplete; 2 bad input or usage; 3 stopped at a limit (--max-states,
--max-memory, --timeout, Ctrl-C, SIGTERM, SIGHUP) before finding any
violation: nothing is proven either way (a second signal ends the run at
once, without a report, also exit 3); 4 an internal error (a bug of
DeLorean, never the input's fault: please report it).`

// limitFlag is a flag that limits or sizes a run: given, it must be
// positive (or, with zeroOK, not negative). Left out, its default applies
// (no limit, or the number of CPUs for --workers).
type limitFlag struct {
	what   string // what the value counts, for the message
	zeroOK bool   // 0 has a meaning of its own (documented in the flag's help)
}

// limitFlags are every command's flags that limit or size a run; a
// command has some of them. A zero or negative limit is a usage error
// rather than "no limit" or "one": "--timeout 0" more likely means a
// mistake than "run forever", and a run that stops at once or never is
// not what anyone asks for.
var limitFlags = map[string]limitFlag{
	"workers":    {what: "a number of goroutines, 1 or more"},
	"max-states": {what: "a number of states, 1 or more (leave the flag out for no limit)"},
	"timeout":    {what: "a positive duration such as 30s or 10m (leave the flag out for no limit)"},
	"trials":     {what: "a number of trials, 1 or more"},
	"dot-limit":  {what: "a number of states, 1 or more"},
	"cap-states": {what: "a number of states, 0 or more (0: no cap)", zeroOK: true},
}

// workersGiven, when set (by tests), is told the number of workers each
// exploring command hands its engines: --workers's effect is on how the
// work is shared, which no output shows (the result does not depend on it).
var workersGiven func(command string, workers int)

// gaveWorkers tells workersGiven, if set, that command explores with n
// workers.
func gaveWorkers(command string, n int) {
	if workersGiven != nil {
		workersGiven(command, n)
	}
}

// checkLimitFlags refuses a zero or negative value of a limit flag the
// command line gives (exit 2, usage).
func checkLimitFlags(cmd *cobra.Command) error {
	var err error
	cmd.Flags().Visit(func(f *pflag.Flag) {
		lf, ok := limitFlags[f.Name]
		if !ok || err != nil {
			return
		}
		var sign int
		switch f.Value.Type() {
		case "int", "int64":
			n, perr := strconv.ParseInt(f.Value.String(), 10, 64)
			if perr != nil {
				return // pflag has already refused it
			}
			sign = cmpZero(n)
		case "duration":
			d, perr := time.ParseDuration(f.Value.String())
			if perr != nil {
				return
			}
			sign = cmpZero(int64(d))
		default:
			return
		}
		if sign < 0 || (sign == 0 && !lf.zeroOK) {
			err = badInput(fmt.Errorf("--%s %s: expected %s", f.Name, f.Value.String(), lf.what))
		}
	})
	return err
}

func cmpZero(n int64) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// startKey keys, in a command's context, when the command started:
// --timeout counts from there, so that reading, checking and lowering a
// large program count against it as the search does.
type startKey struct{}

// markStart records in cmd's context that it starts now.
func markStart(cmd *cobra.Command) {
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	cmd.SetContext(context.WithValue(ctx, startKey{}, time.Now()))
}

// runContext is the context of cmd's run: done at Ctrl-C, SIGTERM or
// SIGHUP and, with a timeout, when it has passed since the command
// started. The returned function releases it. Under runRoot it is the
// run's context, which beginRun has given the timeout.
func runContext(cmd *cobra.Command, timeout time.Duration) (context.Context, func()) {
	if runOf(cmd) != nil {
		return cmd.Context(), func() {}
	}
	ctx, stop := signal.NotifyContext(context.Background(), stopSignals...)
	if timeout <= 0 {
		return ctx, stop
	}
	start, ok := cmd.Context().Value(startKey{}).(time.Time)
	if !ok {
		start = time.Now()
	}
	ctx, cancel := context.WithDeadline(ctx, start.Add(timeout))
	return ctx, func() { cancel(); stop() }
}

// compileStopped turns an SDN compilation stopped by --timeout or Ctrl-C
// into exit 3 (nothing was explored, nothing is proven); other errors are
// bad input.
func compileStopped(err error) error {
	var se *sdn.StoppedError
	if errors.As(err, &se) {
		return &exitError{code: exitLimit, err: fmt.Errorf("%v, before exploring: nothing was checked", se)}
	}
	return badInput(err)
}
