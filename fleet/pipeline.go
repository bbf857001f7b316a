package fleet

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

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

// exploreFn explores jobs, Workers of them at once in this process (its
// run's slots, shared by the run's bundles): a job is a process of its
// own (delorean explore), so a worker's cores are used by running
// several, whatever the runner's bundling, and no more than that.
type exploreFn struct {
	Delorean string // the delorean binary
	Out      string // the output directory
	Workers  int
	Pages    bool   // write each job's HTML page
	Timeout  string // each job's --timeout, for its hard limit
	Run      string // the fleet run's id in the process that made the pipeline

	run  *fleetRun
	wg   sync.WaitGroup
	mu   sync.Mutex
	err  error
	kept []string // the ids of the bundle's jobs that kept a row
}

// Running counts the jobs being explored by this process's workers (with
// the in-process runner or a loopback environment, all of them).
var running atomic.Int64

// Each fleet run in this process (Run) has an id, which its pipelines'
// exploreFn carry: the run's slots, which bound the jobs it runs at once
// in this process whatever the bundles the runner makes of them (Prism
// splits a bundle that makes no progress, as one does while it waits for
// a slot, and runs the rest as another bundle, on an exploreFn of its
// own), and the run's stop, closed by a Ctrl-C (execute), StopJobs or
// when the run ends, so
// that a bundle still running then (Prism cancelled) starts no job.
var (
	runsMu sync.Mutex
	runs   = map[string]*fleetRun{}
	runSeq atomic.Int64
)

type fleetRun struct {
	slots chan struct{}
	stop  chan struct{}
}

// newRun readies a fleet run of this process.
func newRun(workers int) string {
	id := fmt.Sprintf("%d-%d-%d", os.Getpid(), time.Now().UnixNano(), runSeq.Add(1))
	runOf(id, workers)
	return id
}

// runOf is run id's state (made on a worker that has not seen the run:
// a runner's worker in a process of its own).
func runOf(id string, workers int) *fleetRun {
	runsMu.Lock()
	defer runsMu.Unlock()
	r := runs[id]
	if r == nil {
		r = &fleetRun{slots: make(chan struct{}, max(1, workers)), stop: make(chan struct{})}
		runs[id] = r
	}
	return r
}

// endRun stops whatever is left of run id: its jobs have their rows.
func endRun(id string) {
	runsMu.Lock()
	defer runsMu.Unlock()
	if r := runs[id]; r != nil {
		select {
		case <-r.stop:
		default:
			close(r.stop)
		}
	}
}

// StopJobs stops the jobs running in this process: their processes are
// killed and they leave no row, so that a re-run explores them again.
func StopJobs() {
	runsMu.Lock()
	defer runsMu.Unlock()
	for _, r := range runs {
		select {
		case <-r.stop:
		default:
			close(r.stop)
		}
	}
}

func (f *exploreFn) Setup() {
	f.run = runOf(f.Run, f.Workers)
}

// ProcessElement starts the job elem; its id is emitted by FinishBundle,
// once the job has kept its row (emit is not valid past this call).
func (f *exploreFn) ProcessElement(ctx context.Context, elem string, _ func(string)) error {
	var job Job
	if err := json.Unmarshal([]byte(elem), &job); err != nil {
		return fmt.Errorf("a job that does not decode: %v", err)
	}
	select {
	case <-f.run.stop:
		return nil // the run is over: the job runs again on a re-run
	case f.run.slots <- struct{}{}:
	}
	f.wg.Add(1)
	running.Add(1)
	// The job outlives this call (FinishBundle waits for it), so not
	// the call's context: only StopJobs stops it.
	ctx = context.WithoutCancel(ctx)
	go func() {
		defer func() { running.Add(-1); <-f.run.slots; f.wg.Done() }()
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
	row, err := runJob(ctx, f.run.stop, f.Delorean, job, f.Timeout, page)
	if err == nil && row.Report != nil {
		row.Loops = job.Loops
	}
	if err == nil && row.Report == nil && job.Whole {
		// A merge of loops that did not make a report (a loop's file
		// missing or refused): the home explored whole loses nothing.
		whole := job
		whole.Env = nil
		row, err = runJob(ctx, f.run.stop, f.Delorean, whole, f.Timeout, page)
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
