// Package fleet checks many homes, places and dates at once: a manifest's
// jobs (each one exploration by delorean explore) run as an Apache Beam
// pipeline, on Prism in this process or on any portable runner, into an
// output directory of results (results.jsonl) and summaries.
package fleet

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

// Options are a fleet's run.
type Options struct {
	Manifest string   // a manifest file, or a directory of homes
	Out      string   // the output directory
	Flags    []string // explore flags for every job
	Workers  int      // jobs explored at once by each of the runner's workers
	Pages    bool     // write each job's HTML page (explore --report)
	// SplitLoops explores each home's independent loops as jobs of
	// their own, merged into the home's row (split.go).
	SplitLoops bool
	Delorean   string // the delorean binary the jobs run
	// Execute runs the pipeline on the runner chosen (beamx.Run).
	Execute func(context.Context, *beam.Pipeline) error
	// Progress, when not nil, gets a line of progress now and then (a
	// terminal's standard error).
	Progress io.Writer

	run string // the run's id (newRun)
}

// ErrStopped is returned (with the summary of what was done) when the
// context was cancelled (Ctrl-C) before every job ran.
var ErrStopped = errors.New("stopped before every job ran; re-run the same command to resume")

// failedJobs counts this process's jobs that failed, for the progress.
var failedJobs atomic.Int64

// Plan reads the manifest and lists its jobs.
func Plan(opt Options) ([]Job, *Manifest, error) {
	m, err := ReadManifest(opt.Manifest)
	if err != nil {
		return nil, nil, err
	}
	if err := checkOptions(opt.Flags); err != nil {
		return nil, nil, fmt.Errorf("the command line: %v", err)
	}
	return m.Jobs(opt.Flags), m, nil
}

// Run runs a fleet: the manifest's jobs that have no row in the output
// directory yet, then results.jsonl and the summaries from every row. A
// cancelled ctx stops the jobs running (they leave no row) and returns
// ErrStopped with the summary of the rows there are.
func Run(ctx context.Context, opt Options) (*Summary, error) {
	jobs, m, err := Plan(opt)
	if err != nil {
		return nil, err
	}
	if isLocal(opt.Out) {
		if err := os.MkdirAll(join(opt.Out, jobsDir), 0o755); err != nil {
			return nil, err
		}
	}
	rows, err := readRows(ctx, opt.Out, jobs)
	if err != nil {
		return nil, err
	}
	var todo []Job
	for _, j := range jobs {
		if _, ok := rows[j.ID]; !ok {
			todo = append(todo, j)
		}
	}
	opt.run = newRun(opt.Workers)
	defer endRun(opt.run)
	var runErr error
	if opt.SplitLoops && m.Command == "" && len(todo) > 0 {
		if !isLocal(opt.Out) {
			return nil, fmt.Errorf("--split-loops keeps each loop's exploration in the output directory, which must be a local one, not %s", opt.Out)
		}
		if todo, runErr = splitLoops(ctx, opt, m, todo); runErr != nil && ctx.Err() == nil {
			return nil, runErr
		}
	}
	if len(todo) > 0 && ctx.Err() == nil {
		fn := &exploreFn{Delorean: opt.Delorean, Out: opt.Out, Workers: opt.Workers, Pages: opt.Pages, Timeout: m.Timeout, Run: opt.run}
		p, err := pipeline(todo, fn)
		if err != nil {
			return nil, err
		}
		runErr = execute(ctx, opt, p, jobs, len(jobs)-len(todo))
	}
	// Whatever stopped the pipeline, the rows kept are complete: the
	// results and the summaries are made of them.
	if rows, err = readRows(context.Background(), opt.Out, jobs); err != nil {
		return nil, err
	}
	if err := writeResults(context.Background(), opt.Out, jobs, rows); err != nil {
		return nil, err
	}
	s, err := Summarize(jobs, rows)
	if err != nil {
		return nil, err
	}
	if err := writeSummaries(context.Background(), opt.Out, s); err != nil {
		return nil, err
	}
	if m.Command != "" {
		if err := writeTables(context.Background(), opt.Out, m.Command, jobs, rows); err != nil {
			return nil, err
		}
	}
	switch {
	case ctx.Err() != nil && s.Done < s.Jobs:
		return s, ErrStopped
	case runErr != nil:
		return s, fmt.Errorf("the pipeline failed: %v", runErr)
	}
	return s, nil
}

// execute runs the pipeline, showing progress, until it ends or ctx is
// cancelled: then the jobs are stopped, and the pipeline is given a few
// seconds to end.
func execute(ctx context.Context, opt Options, p *beam.Pipeline, jobs []Job, already int) error {
	done := make(chan error, 1)
	runCtx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Errorf("the runner panicked: %v", r)
			}
		}()
		done <- opt.Execute(runCtx, p)
	}()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	begin := time.Now()
	show := func(final bool) {
		if opt.Progress == nil {
			return
		}
		n := countRows(opt.Out, jobs)
		fmt.Fprintf(opt.Progress, "\r\033[Kfleet: %d/%d jobs done, %d failed, %d running%s", n, len(jobs), failedJobs.Load(), running.Load(), eta(begin, n-already, len(jobs)-n))
		if final {
			fmt.Fprintln(opt.Progress)
		}
	}
	for {
		select {
		case err := <-done:
			show(true)
			return err
		case <-tick.C:
			show(false)
		case <-ctx.Done():
			endRun(opt.run)
			cancel()
			show(true)
			select {
			case <-done:
			case <-time.After(10 * time.Second):
			}
			return ctx.Err()
		}
	}
}

// countRows counts the jobs with a row (locally; elsewhere, not known
// without reading them: 0).
func countRows(out string, jobs []Job) int {
	if !isLocal(out) {
		return 0
	}
	entries, err := os.ReadDir(join(out, jobsDir))
	if err != nil {
		return 0
	}
	want := map[string]bool{}
	for _, j := range jobs {
		want[j.ID+".json"] = true
	}
	n := 0
	for _, e := range entries {
		if want[e.Name()] {
			n++
		}
	}
	return n
}

// eta estimates the time left from this run's pace.
func eta(begin time.Time, done, left int) string {
	if done <= 0 || left <= 0 {
		return ""
	}
	per := time.Since(begin) / time.Duration(done)
	d := (per * time.Duration(left)).Round(time.Second)
	t := d.String()
	if strings.HasSuffix(t, "m0s") {
		t = strings.TrimSuffix(t, "0s")
	}
	return ", about " + t + " left"
}
