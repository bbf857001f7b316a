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
// output directory. The rows are the result, and the fleet reads them
// from there when the pipeline ends, however it ends.
//
// exploreFn also emits the ids of the jobs it kept a row for, which a
// stage of their own counts (keptFn): a stage without an output that
// leaves it is, to Prism (v2.77.0, stage.Execute), one whose data is
// done from its start, and Prism then waits for the bundle's end in a
// loop that never blocks, a core spent for as long as the bundle's jobs
// run (the fleet's own CPU was 25-44 % of its jobs' before). With an
// output read by another stage (the reshuffle before keptFn makes it
// one), Prism blocks until the worker closes the output at the bundle's
// end; keptFn's own bundles are short.

func init() {
	register.DoFn3x1[context.Context, string, func(string), error](&exploreFn{})
	register.Emitter1[string]()
	register.Function1x0(keptFn)
}

// keptRows counts the rows kept by the jobs this process's pipelines
// ran (with the in-process runner or a loopback environment, all of
// them).
var keptRows atomic.Int64

// keptFn counts a job's row kept.
func keptFn(string) { keptRows.Add(1) }

// KeptRows is how many jobs this process's pipelines have run to a row.
func KeptRows() int64 { return keptRows.Load() }

// exploreFn explores jobs, Workers of them at once in one bundle: a
// job is a process of its own (delorean explore), so a worker's cores
// are used by running several, whatever the runner's bundling.
type exploreFn struct {
	Delorean string // the delorean binary
	Out      string // the output directory
	Workers  int
	Pages    bool   // write each job's HTML page
	Timeout  string // each job's --timeout, for its hard limit

	sem  chan struct{}
	wg   sync.WaitGroup
	mu   sync.Mutex
	err  error
	kept []string // the ids of the bundle's jobs that kept a row
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

// ProcessElement starts the job elem; its id is emitted by FinishBundle,
// once the job has kept its row (emit is not valid past this call).
func (f *exploreFn) ProcessElement(ctx context.Context, elem string, _ func(string)) error {
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
		kept, err := f.explore(ctx, job)
		f.mu.Lock()
		defer f.mu.Unlock()
		if err != nil && f.err == nil {
			f.err = err
		}
		if kept {
			f.kept = append(f.kept, job.ID)
		}
	}()
	return nil
}

// explore runs one job and keeps its row; a job stopped by StopJobs
// keeps none. It reports whether the row was kept.
func (f *exploreFn) explore(ctx context.Context, job Job) (bool, error) {
	page := ""
	var tmp string
	if f.Pages && job.Key.Command != "bench" { // bench draws no page
		dir, err := os.MkdirTemp("", "delorean-fleet-")
		if err != nil {
			return false, err
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
		return false, nil
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
			return false, err
		}
		name := job.ID + ".html"
		if err := writeFile(ctx, join(f.Out, jobsDir, name), b); err != nil {
			return false, fmt.Errorf("writing the page of %s: %v", job.ID, err)
		}
		row.Page = jobsDir + "/" + name
	}
	if err := writeRow(ctx, f.Out, row); err != nil {
		return false, err
	}
	return true, nil
}

// FinishBundle waits for the bundle's jobs: a bundle is done when each of
// its jobs has its row. It emits their ids.
func (f *exploreFn) FinishBundle(ctx context.Context, emit func(string)) error {
	f.wg.Wait()
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, id := range f.kept {
		emit(id)
	}
	err := f.err
	f.err, f.kept = nil, nil
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
	kept := beam.ParDo(s.Scope("explore"), fn, col)
	beam.ParDo0(s.Scope("kept"), keptFn, beam.Reshuffle(s.Scope("kept"), kept))
	return p, nil
}
