package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"
)

// exitInternal is the exit code of an internal error: a bug of DeLorean
// (a panic), never the input's fault, so that a script can tell a crash
// from a rejected input (2).
const exitInternal = 4

// stopSignals are the signals that stop a run as Ctrl-C does: SIGTERM is
// what timeout, systemd, Docker, Kubernetes and CI send, SIGHUP what a
// closed terminal sends.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// run is one command's run: its context, done at the first stop signal
// or when --timeout has passed since the command started (reading the
// input counts); what it is doing, for an internal error's message; and
// the temporary files it is writing, removed when a second signal ends
// the process at once.
type run struct {
	ctx    context.Context
	cancel context.CancelCauseFunc
	stderr io.Writer
	sigs   chan os.Signal
	done   chan struct{}

	mu       sync.Mutex
	command  string
	stage    string
	temps    map[string]bool
	deadline context.CancelFunc
	// memLimit is the runtime's soft memory limit before the run set
	// one (-1: not set), restored at its end.
	memLimit int64
}

// errSignal is the cause of a run's context when a signal stopped it.
type errSignal struct{ sig os.Signal }

func (e errSignal) Error() string { return "interrupted (" + signalName(e.sig) + ")" }

func signalName(s os.Signal) string {
	switch s {
	case os.Interrupt:
		return "Ctrl-C"
	case syscall.SIGTERM:
		return "SIGTERM"
	case syscall.SIGHUP:
		return "SIGHUP"
	}
	return s.String()
}

// exitAtOnce ends the process at a second signal; a variable so that the
// tests of the second signal run in a process of their own.
var exitAtOnce = os.Exit

// startRun starts a run: its signals are caught until end is called.
func startRun(stderr io.Writer) *run {
	ctx, cancel := context.WithCancelCause(context.Background())
	r := &run{ctx: ctx, cancel: cancel, stderr: stderr, sigs: make(chan os.Signal, 2), done: make(chan struct{}), temps: map[string]bool{}, memLimit: -1}
	signal.Notify(r.sigs, stopSignals...)
	go r.watch()
	return r
}

// watch stops the run at the first signal and ends the process at the
// second: a user who presses Ctrl-C twice does not want the report.
func (r *run) watch() {
	select {
	case s := <-r.sigs:
		r.cancel(errSignal{s})
		fmt.Fprintf(r.stderr, "delorean: %s: stopping (the same again ends at once)\n", signalName(s))
	case <-r.done:
		return
	}
	select {
	case s := <-r.sigs:
		r.removeTemps()
		fmt.Fprintf(r.stderr, "delorean: %s again: stopped at once, without a report\n", signalName(s))
		exitAtOnce(exitLimit)
	case <-r.done:
	}
}

// end stops catching signals and releases the run.
func (r *run) end() {
	signal.Stop(r.sigs)
	close(r.done)
	r.mu.Lock()
	if r.deadline != nil {
		r.deadline()
	}
	if r.memLimit >= 0 {
		debug.SetMemoryLimit(r.memLimit)
	}
	r.mu.Unlock()
	r.cancel(nil)
}

// doing records what the run is doing now (loading a file, exploring,
// writing an output), for the message of an internal error.
func (r *run) doing(stage string) {
	if r == nil {
		return
	}
	r.mu.Lock()
	r.stage = stage
	r.mu.Unlock()
	if stageFault != nil {
		stageFault(stage)
	}
}

// stageFault, set by tests, is called at the start of each stage (on the
// loader's goroutine for a stage run by await): a panic there stands for
// a bug of that stage.
var stageFault func(stage string)

func (r *run) addTemp(path string) {
	if r != nil {
		r.mu.Lock()
		r.temps[path] = true
		r.mu.Unlock()
	}
}

func (r *run) dropTemp(path string) {
	if r != nil {
		r.mu.Lock()
		delete(r.temps, path)
		r.mu.Unlock()
	}
}

func (r *run) removeTemps() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for p := range r.temps {
		os.Remove(p)
	}
}

// internalError is the error of a panic: what was being done, the panic,
// and where (the stack, for a bug report).
func (r *run) internalError(v any, stack []byte) error {
	r.mu.Lock()
	what := r.command
	if what == "" {
		what = "delorean"
	}
	if r.stage != "" {
		what += ", " + r.stage
	}
	r.mu.Unlock()
	return &exitError{code: exitInternal, err: fmt.Errorf("internal error (a bug of DeLorean, not of the input) in %s: %v\n"+
		"please report it with the command line and this stack:\n%s", what, v, stack)}
}

// runKey keys a command's run in its context.
type runKey struct{}

// runOf is cmd's run (nil outside one: a command executed without
// runRoot).
func runOf(cmd *cobra.Command) *run {
	if ctx := cmd.Context(); ctx != nil {
		r, _ := ctx.Value(runKey{}).(*run)
		return r
	}
	return nil
}

// runRoot executes root with args under a run: a stop signal or
// --timeout ends the run's context, and a panic anywhere on the
// command's goroutine (or a loader's, see await) becomes an internal
// error, exit 4.
func runRoot(root *cobra.Command, args []string) (cmd *cobra.Command, err error) {
	r := startRun(root.ErrOrStderr())
	defer r.end()
	defer func() {
		if v := recover(); v != nil {
			err = r.internalError(v, debug.Stack())
		}
	}()
	root.SetArgs(args)
	return root.ExecuteContextC(context.WithValue(r.ctx, runKey{}, r))
}

// beginRun is the start of every command (PersistentPreRunE): its name,
// and its --timeout, which counts from now.
func beginRun(cmd *cobra.Command) {
	markStart(cmd)
	r := runOf(cmd)
	if r == nil {
		return
	}
	r.mu.Lock()
	r.command = "`" + cmd.CommandPath() + "`"
	r.mu.Unlock()
	if f := cmd.Flags().Lookup("max-memory"); f != nil && f.Changed {
		if limit, err := parseBytes(f.Value.String()); err == nil && limit > 0 {
			// The explorers stop when what is live on the heap passes
			// the limit; the runtime's soft limit, a quarter above it,
			// makes the collector run before garbage alone carries the
			// process far past it (by default the heap grows to twice
			// what is live), in every phase of every mode. At the limit
			// itself the collector would run without end while what is
			// live nears it, and the run would crawl instead of stop.
			prev := debug.SetMemoryLimit(limit + limit/4)
			r.mu.Lock()
			r.memLimit = prev
			r.mu.Unlock()
		}
	}
	if f := cmd.Flags().Lookup("timeout"); f != nil && f.Changed {
		if d, err := time.ParseDuration(f.Value.String()); err == nil && d > 0 {
			// A deadline, not a cancel at a timer: the explorers tell a
			// timeout from an interrupt by context.DeadlineExceeded.
			ctx, cancel := context.WithTimeout(cmd.Context(), d)
			cmd.SetContext(ctx)
			r.mu.Lock()
			r.deadline = cancel
			r.mu.Unlock()
		}
	}
}

// stoppedError is a run stopped (a signal, --timeout) before it had a
// report: what it was doing, exit 3.
func stoppedError(ctx context.Context, cmd *cobra.Command, what string) error {
	why := "interrupted"
	switch cause := context.Cause(ctx); {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		why = "--timeout passed"
		if f := cmd.Flags().Lookup("timeout"); f != nil {
			why = "--timeout " + f.Value.String() + " passed"
		}
	case errors.As(cause, new(errSignal)):
		why = cause.Error()
	}
	return &exitError{code: exitLimit, err: fmt.Errorf("%s while %s: nothing was checked", why, what)}
}

// await runs fn, the reading or preparing of the input, on a goroutine of
// its own and returns its error, or, when the run is stopped first, a
// stoppedError saying what it was doing: the readers and checkers do not
// watch the context, and a signal or --timeout must stop a run from the
// first byte read. A panic in fn is an internal error naming what.
func await(cmd *cobra.Command, what string, fn func() error) error {
	r := runOf(cmd)
	ctx := cmd.Context()
	if r == nil || ctx == nil {
		return fn()
	}
	r.mu.Lock()
	r.stage = what
	r.mu.Unlock()
	if ctx.Err() != nil {
		return stoppedError(ctx, cmd, what)
	}
	res := make(chan error, 1)
	go func() {
		defer func() {
			if v := recover(); v != nil {
				res <- r.internalError(v, debug.Stack())
			}
		}()
		if stageFault != nil {
			stageFault(what)
		}
		res <- fn()
	}()
	select {
	case err := <-res:
		return err
	case <-ctx.Done():
		// The goroutine goes on until the process ends; its result is
		// dropped.
		return stoppedError(ctx, cmd, what)
	}
}

// awaitValue is await for a function with a result.
func awaitValue[T any](cmd *cobra.Command, what string, fn func() (T, error)) (T, error) {
	var v T
	err := await(cmd, what, func() error {
		var err error
		v, err = fn()
		return err
	})
	return v, err
}

// stopped reports whether err is a run stopped or crashed (stoppedError,
// internalError) rather than the input's problem.
func stopped(err error) bool {
	var ee *exitError
	return errors.As(err, &ee) && (ee.code == exitLimit || ee.code == exitInternal)
}

// stopReason says why ctx is done, as the explorers' reports do
// ("interrupted (SIGTERM)", "reached the time limit").
func stopReason(ctx context.Context) string {
	cause := context.Cause(ctx)
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return "reached the time limit"
	case errors.As(cause, new(errSignal)):
		return cause.Error()
	}
	return "interrupted"
}
