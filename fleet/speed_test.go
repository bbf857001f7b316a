package fleet

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSpeed is a measurement (make bench-fleet; docs/fleet.md's
// numbers), not a test of a time: DELOREAN_FLEET_SPEED=1 runs the corpus
// × 7 dates as a sequential loop of delorean explore and as fleets of 1
// and 2 workers, side by side, each fleet report checked equal to the
// loop's; then tiny jobs, at two sizes, for the pipeline's cost per job.
// DELOREAN_FLEET_SPEED=tiny runs only those, =corpus only the corpus;
// DELOREAN_FLEET_SPEED_HORIZON sets the corpus' horizon (6h).
//
// The wall times depend on the machine's other load (the load average is
// logged with each run); the CPU times do much less: the jobs' are their
// processes' (getrusage of the children waited for), the pipeline's is
// this process's own while the fleet ran (Prism, the SDK harness, the
// handling of each job), and the overhead is the pipeline's CPU over its
// jobs'.
func TestSpeed(t *testing.T) {
	what := os.Getenv("DELOREAN_FLEET_SPEED")
	if what == "" {
		t.Skip("a measurement: DELOREAN_FLEET_SPEED=1")
	}
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.yaml"))
	if len(files) != 20 {
		t.Skip("no corpus")
	}
	hz := os.Getenv("DELOREAN_FLEET_SPEED_HORIZON")
	if hz == "" {
		hz = "6h"
	}
	var b strings.Builder
	b.WriteString("homes:\n")
	for _, f := range files {
		a, _ := filepath.Abs(f)
		fmt.Fprintf(&b, "  - program: %s\n", a)
	}
	b.WriteString("places:\n  - {name: berlin, lat: 52.52, lon: 13.405, tz: Europe/Berlin}\nstarts: [")
	for d, month := range []int{1, 3, 5, 6, 8, 10, 12} {
		if d > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "2026-%02d-15T06:00", month)
	}
	fmt.Fprintf(&b, "]\nhorizons: [%s]\n", hz)
	var table []string
	// Some homes explode at some dates (09 in January: past 2 min for
	// one hour): a cap on zones, which stops each job at the same state
	// every run, keeps the measurement short and deterministic.
	if what != "tiny" {
		rows, _ := measureRuns(t, "corpus × 7 dates, "+hz+", --max-states 20000", b.String(), "--max-states", "20000")
		table = append(table, rows...)
	}
	if what != "corpus" {
		// The paper's Figure 2 for one minute from many starts: jobs
		// of a few milliseconds, so that the fleet's own cost per job
		// shows; at two sizes, so that its start (Prism's, the
		// harness') is told from its cost per job.
		var small []measured
		for _, every := range []int{15, 5} {
			var tiny strings.Builder
			fig2, _ := filepath.Abs("../programs/paper/figure2.ta")
			fmt.Fprintf(&tiny, "homes:\n  - program: %s\nstarts: [", fig2)
			for m := 0; m < 24*60; m += every {
				if m > 0 {
					tiny.WriteString(", ")
				}
				fmt.Fprintf(&tiny, "\"%02d:%02d\"", m/60, m%60)
			}
			tiny.WriteString("]\nhorizons: [1m]\n")
			rows, runs := measureRuns(t, fmt.Sprintf("tiny: figure2.ta × %d starts, 1 min", 24*60/every), tiny.String())
			table = append(table, rows...)
			small = append(small, runs...)
		}
		// small: loop, 1 worker, 2 workers at each size.
		for i, w := range []int{1, 2} {
			a, z := small[1+i], small[4+i]
			n := float64(z.jobs - a.jobs)
			table = append(table, fmt.Sprintf("tiny, %d worker(s), from %d to %d jobs: each job more costs the pipeline %.1f ms of its own CPU and %.1f ms of elapsed time (%.0f jobs/s sustained)",
				w, a.jobs, z.jobs, 1000*(z.self-a.self).Seconds()/n, 1000*(z.wall-a.wall).Seconds()/n, n/(z.wall-a.wall).Seconds()))
		}
	}
	t.Log("\n" + strings.Join(table, "\n"))
}

// measured is one run of a manifest's jobs.
type measured struct {
	jobs       int
	wall       time.Duration
	jobsCPU    time.Duration // the jobs' processes'
	self       time.Duration // the pipeline's own (this process's)
	loadBefore string
}

// measureRuns runs a manifest's jobs as a sequential loop of delorean
// explore and as fleets of 1 and 2 workers, and returns a table's rows
// and the runs (the loop first). Each fleet report must be the loop's,
// byte for byte.
func measureRuns(t *testing.T, name, manifest string, flags ...string) ([]string, []measured) {
	path := filepath.Join(t.TempDir(), "fleet.yaml")
	os.WriteFile(path, []byte(manifest), 0o644)
	m, err := ReadManifest(path)
	if err != nil {
		t.Fatal(err)
	}
	jobs := m.Jobs(flags)
	table := []string{"", fmt.Sprintf("%s: %d jobs", name, len(jobs)),
		"| run | elapsed | vs the loop | jobs/s | the jobs' CPU | the pipeline's own CPU | overhead | load average before |",
		"|---|---|---|---|---|---|---|---|"}
	// The loop: delorean explore --json for each job, one after another.
	loop := measured{jobs: len(jobs), loadBefore: loadAverage()}
	begin := time.Now()
	reports := map[string][]byte{}
	for _, j := range jobs {
		cmd := exec.Command(deloreanBin, append(append([]string(nil), j.Args...), "--json")...)
		var out bytes.Buffer
		cmd.Stdout = &out
		cmd.Run()
		loop.jobsCPU += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		var c bytes.Buffer
		json.Compact(&c, out.Bytes())
		reports[j.ID] = c.Bytes()
	}
	loop.wall = time.Since(begin)
	table = append(table, fmt.Sprintf("| sequential loop | %.1f s | 1.00× | %.1f | %.1f s | | | %s |",
		loop.wall.Seconds(), float64(len(jobs))/loop.wall.Seconds(), loop.jobsCPU.Seconds(), loop.loadBefore))
	runs := []measured{loop}
	for _, workers := range []int{1, 2} {
		out := t.TempDir()
		run := measured{jobs: len(jobs), loadBefore: loadAverage()}
		self0, _, _ := CPUTimes()
		begin := time.Now()
		if _, err := Run(context.Background(), Options{Manifest: path, Out: out, Flags: flags, Workers: workers, Delorean: deloreanBin, Execute: inProcess}); err != nil {
			t.Fatal(err)
		}
		run.wall = time.Since(begin)
		self1, _, _ := CPUTimes()
		run.self = self1 - self0
		for _, r := range readResults(t, out) {
			run.jobsCPU += time.Duration(r.CPUSeconds * float64(time.Second))
			if !bytes.Equal(r.Report, reports[r.ID]) {
				t.Errorf("%+v: the fleet's report differs from the loop's", r.Key)
			}
		}
		table = append(table, fmt.Sprintf("| fleet, %d worker(s) | %.1f s | %.2f× | %.1f | %.1f s | %.2f s | %.1f %% | %s |",
			workers, run.wall.Seconds(), loop.wall.Seconds()/run.wall.Seconds(), float64(len(jobs))/run.wall.Seconds(),
			run.jobsCPU.Seconds(), run.self.Seconds(), 100*run.self.Seconds()/run.jobsCPU.Seconds(), run.loadBefore))
		runs = append(runs, run)
	}
	one, two := runs[1], runs[2]
	table = append(table, fmt.Sprintf("from 1 to 2 workers: the elapsed time × %.2f (%.2f× faster); the fleet's CPU (its jobs' and its own) against the loop's jobs': %+.1f %% with 1 worker, %+.1f %% with 2",
		two.wall.Seconds()/one.wall.Seconds(), one.wall.Seconds()/two.wall.Seconds(),
		100*((one.jobsCPU+one.self).Seconds()/loop.jobsCPU.Seconds()-1), 100*((two.jobsCPU+two.self).Seconds()/loop.jobsCPU.Seconds()-1)))
	t.Log("\n" + strings.Join(table, "\n"))
	return table, runs
}

// loadAverage is the machine's load average over the last minute, five
// and fifteen (Linux), or "?".
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
