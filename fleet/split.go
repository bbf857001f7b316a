package fleet

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// --split-loops. A home's independent control loops (explore.Loops) are
// explored by `delorean explore` one after another within its job; with
// --split-loops each loop is a job of its own, and the home's row is made
// by one more run of delorean that restores the loops' explorations and
// combines them with the split's own code (explore.CombineLoops, and its
// fallback to exploring the home whole), so that the row's report is the
// one `delorean explore` prints. delorean is told which part it plays by
// DELOREAN_FLEET_LOOPS (cmd/delorean/fleet.go): plan (how many loops at
// each of the job's splits), loop:K:DIR (explore loop K only, kept in
// DIR) and merge:DIR.
//
// The fleet runs in three steps: each job's plan, here, a few at once
// (a plan compiles the home and explores nothing); a pipeline of every
// split job's loops; then the pipeline of the jobs, where a split job is
// its merge. A home that does not split (one loop, an invariant that does
// not reload on a loop, a mode without loops) stays one job, and so does
// one whose plan or loops failed: nothing is lost, as a merge that makes
// no report explores the home whole instead (Job.Whole).

const loopsDir = "loops"

// splitLoops runs the plans and the loops of jobs, and returns the jobs
// to run, each split one as its merge.
func splitLoops(ctx context.Context, opt Options, m *Manifest, jobs []Job) ([]Job, error) {
	base, err := filepath.Abs(filepath.Join(opt.Out, loopsDir))
	if err != nil {
		return nil, err
	}
	counts := make([]int, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, opt.Workers))
	for i, j := range jobs {
		if !splits(j) {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			counts[i], errs[i] = planLoops(ctx, runOf(opt.run, opt.Workers).stop, opt.Delorean, filepath.Join(base, j.ID), j, m.Timeout)
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		return jobs, ctx.Err()
	}
	var units []Job
	for i, j := range jobs {
		if errs[i] != nil || counts[i] < 2 {
			continue
		}
		dir := filepath.Join(base, j.ID)
		for k := 0; k < counts[i]; k++ {
			u := j
			u.ID = j.ID + "-loop-" + strconv.Itoa(k+1)
			u.Env = []string{"DELOREAN_FLEET_LOOPS=loop:" + strconv.Itoa(k) + ":" + dir}
			units = append(units, u)
		}
	}
	rows, err := readRows(ctx, opt.Out, units)
	if err != nil {
		return nil, err
	}
	var todo []Job
	for _, u := range units {
		if _, ok := rows[u.ID]; !ok {
			todo = append(todo, u)
		}
	}
	if len(todo) > 0 {
		fn := &exploreFn{Delorean: opt.Delorean, Out: opt.Out, Workers: opt.Workers, Timeout: m.Timeout, Run: opt.run}
		p, err := pipeline(todo, fn)
		if err != nil {
			return nil, err
		}
		if err := execute(ctx, opt, p, units, len(units)-len(todo)); err != nil {
			return jobs, fmt.Errorf("the pipeline of the homes' loops: %v", err)
		}
		if rows, err = readRows(ctx, opt.Out, units); err != nil {
			return nil, err
		}
	}
	out := make([]Job, len(jobs))
	for i, j := range jobs {
		out[i] = j
		if errs[i] != nil || counts[i] < 2 {
			continue
		}
		ok := true
		for k := 0; k < counts[i]; k++ {
			r, done := rows[j.ID+"-loop-"+strconv.Itoa(k+1)]
			ok = ok && done && r.Report != nil
		}
		if ok {
			out[i].Env = []string{"DELOREAN_FLEET_LOOPS=merge:" + filepath.Join(base, j.ID)}
			out[i].Whole, out[i].Loops = true, counts[i]
		}
	}
	return out, nil
}

// planLoops is how many loops job's home has (the most at any of its
// splits; 0 or 1: it does not split), from delorean's plan, kept in dir.
func planLoops(ctx context.Context, stop <-chan struct{}, bin, dir string, job Job, timeout string) (int, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	file := filepath.Join(dir, "plan.json")
	os.Remove(file)
	job.Env = []string{"DELOREAN_FLEET_LOOPS=plan:" + file}
	row, err := runJob(ctx, stop, bin, job, timeout, "")
	if err != nil {
		return 0, err
	}
	if row.Report == nil {
		return 0, fmt.Errorf("planning %s: %s", job.ID, row.Error)
	}
	b, err := os.ReadFile(file)
	if os.IsNotExist(err) {
		return 0, nil // no split in the job (explore's untimed modes)
	}
	if err != nil {
		return 0, err
	}
	var counts []int
	if err := json.Unmarshal(b, &counts); err != nil {
		return 0, fmt.Errorf("planning %s: %v", job.ID, err)
	}
	n := 0
	for _, c := range counts {
		n = max(n, c)
	}
	return n, nil
}

// splits tells whether a job's exploration may split into loops: not
// with the flags that make explore explore whole (its plan would be a
// whole exploration, for nothing).
func splits(j Job) bool {
	for i, a := range j.Args {
		if !strings.HasPrefix(a, "-") {
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !hasVal && i+1 < len(j.Args) {
			val = j.Args[i+1]
		}
		switch {
		case name == "no-split" && (!hasVal || val == "true"), name == "dot", name == "discrete-states", name == "mode" && val != "timed":
			return false
		}
	}
	return true
}
