package fleet

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

// The pipeline: the jobs (as JSON, so that any runner's coder carries
// them), a reshuffle so that the runner's workers share them, and one
// exploration per job (exploreFn), which keeps the job's row in the
// output directory. It has no other output: the rows are the result,
// and the fleet reads them from there when the pipeline ends, however it
// ends.

func init() {
	register.DoFn2x1[context.Context, string, error](&exploreFn{})
}

// exploreFn explores jobs, Workers of them at once in one bundle: a
// job is a process of its own (delorean explore), so a worker's cores
// are used by running several, whatever the runner's bundling.
type exploreFn struct {
	Delorean string // the delorean binary
	Out      string // the output directory
	Workers  int
	Pages    bool   // write each job's HTML page
	Timeout  string // each job's --timeout, for its hard limit

	sem chan struct{}
	wg  sync.WaitGroup
	mu  sync.Mutex
	err error
}

// Running counts the jobs being explored by this process's workers (with
// the in-process runner or a loopback environment, all of them).
var running atomic.Int64

// stopJobs, closed, stops the jobs this process runs (Ctrl-C).
var (
	stopMu   sync.Mutex
	stopJobs = make(chan struct{})
)

func stopChan() chan struct{} {
	stopMu.Lock()
	defer stopMu.Unlock()
	return stopJobs
}

// resetStop readies a new fleet in this process to run its jobs.
func resetStop() {
	stopMu.Lock()
	defer stopMu.Unlock()
	select {
	case <-stopJobs:
		stopJobs = make(chan struct{})
	default:
	}
}

// StopJobs stops the jobs running in this process: their processes are
// killed and they leave no row, so that a re-run explores them again.
func StopJobs() {
	stopMu.Lock()
	defer stopMu.Unlock()
	select {
	case <-stopJobs:
	default:
		close(stopJobs)
	}
}

func (f *exploreFn) Setup() {
	f.sem = make(chan struct{}, max(1, f.Workers))
}

func (f *exploreFn) ProcessElement(ctx context.Context, elem string) error {
	var job Job
	if err := json.Unmarshal([]byte(elem), &job); err != nil {
		return fmt.Errorf("a job that does not decode: %v", err)
	}
	f.sem <- struct{}{}
	f.wg.Add(1)
	running.Add(1)
	// The job outlives this call (FinishBundle waits for it), so not
	// the call's context: only StopJobs stops it.
	ctx = context.WithoutCancel(ctx)
	go func() {
		defer func() { running.Add(-1); <-f.sem; f.wg.Done() }()
		if err := f.explore(ctx, job); err != nil {
			f.mu.Lock()
			if f.err == nil {
				f.err = err
			}
			f.mu.Unlock()
		}
	}()
	return nil
}

// explore runs one job and keeps its row; a job stopped by StopJobs
// keeps none.
func (f *exploreFn) explore(ctx context.Context, job Job) error {
	page := ""
	var tmp string
	if f.Pages && job.Key.Command != "bench" { // bench draws no page
		dir, err := os.MkdirTemp("", "delorean-fleet-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		tmp = filepath.Join(dir, job.ID+".html")
		page = tmp
	}
	row, err := runJob(ctx, stopChan(), f.Delorean, job, f.Timeout, page)
	if err == nil && row.Report != nil {
		row.Loops = job.Loops
	}
	if err == nil && row.Report == nil && job.Whole {
		// A merge of loops that did not make a report (a loop's file
		// missing or refused): the home explored whole loses nothing.
		whole := job
		whole.Env = nil
		row, err = runJob(ctx, stopChan(), f.Delorean, whole, f.Timeout, page)
	}
	if err == errInterrupted {
		return nil
	}
	if err != nil {
		row.Exit, row.Reason, row.Error = -1, "crashed", err.Error()
	}
	if row.Report == nil {
		failedJobs.Add(1)
	}
	if row.Page != "" {
		b, err := os.ReadFile(tmp)
		if err != nil {
			return err
		}
		name := job.ID + ".html"
		if err := writeFile(ctx, join(f.Out, jobsDir, name), b); err != nil {
			return fmt.Errorf("writing the page of %s: %v", job.ID, err)
		}
		row.Page = jobsDir + "/" + name
	}
	return writeRow(ctx, f.Out, row)
}

// FinishBundle waits for the bundle's jobs: a bundle is done when each of
// its jobs has its row.
func (f *exploreFn) FinishBundle(ctx context.Context) error {
	f.wg.Wait()
	f.mu.Lock()
	defer f.mu.Unlock()
	err := f.err
	f.err = nil
	return err
}

// pipeline builds the fleet's pipeline over jobs.
func pipeline(jobs []Job, fn *exploreFn) (*beam.Pipeline, error) {
	p, s := beam.NewPipelineWithRoot()
	elems := make([]string, len(jobs))
	for i, j := range jobs {
		b, err := json.Marshal(j)
		if err != nil {
			return nil, err
		}
		elems[i] = string(b)
	}
	col := beam.CreateList(s.Scope("jobs"), elems)
	col = beam.Reshuffle(s.Scope("share"), col)
	beam.ParDo0(s.Scope("explore"), fn, col)
	return p, nil
}
