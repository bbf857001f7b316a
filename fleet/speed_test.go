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
	"syscall"
	"testing"
	"time"
)

// TestSpeed measures (DELOREAN_FLEET_SPEED=1; docs/fleet.md's numbers):
// the corpus × 7 dates explored by a sequential loop of delorean explore,
// and by the fleet with 1 and 2 workers, side by side, each job's report
// checked equal to the loop's; then tiny jobs for the fleet's per-job
// overhead (DELOREAN_FLEET_SPEED=tiny: only those).
// DELOREAN_FLEET_SPEED_HORIZON sets the corpus' horizon (6h).
func TestSpeed(t *testing.T) {
	if os.Getenv("DELOREAN_FLEET_SPEED") == "" {
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
	// Some homes explode at some dates (09 in January: past 2 min for
	// one hour): a cap on zones, which stops each job at the same state
	// every run, keeps the measurement short and deterministic.
	if os.Getenv("DELOREAN_FLEET_SPEED") != "tiny" {
		measure(t, "corpus x 7 dates, "+hz+", --max-states 20000", b.String(), "--max-states", "20000")
	}

	var tiny strings.Builder
	fig2, _ := filepath.Abs("../programs/paper/figure2.ta")
	fmt.Fprintf(&tiny, "homes:\n  - program: %s\nstarts: [", fig2)
	for i := 0; i < 96; i++ {
		if i > 0 {
			tiny.WriteString(", ")
		}
		fmt.Fprintf(&tiny, "\"%02d:%02d\"", i/4, 15*(i%4))
	}
	tiny.WriteString("]\nhorizons: [1m]\n")
	measure(t, "tiny: figure2.ta x 96 starts, 1 min", tiny.String())
}

// measure runs a manifest's jobs as a sequential loop and as fleets of 1
// and 2 workers, and logs wall time, CPU time and jobs a second.
func measure(t *testing.T, name, manifest string, flags ...string) {
	path := filepath.Join(t.TempDir(), "fleet.yaml")
	os.WriteFile(path, []byte(manifest), 0o644)
	m, err := ReadManifest(path)
	if err != nil {
		t.Fatal(err)
	}
	jobs := m.Jobs(flags)
	load, _ := os.ReadFile("/proc/loadavg")
	t.Logf("%s: %d jobs; load average before: %s", name, len(jobs), strings.TrimSpace(string(load)))
	// The loop: delorean explore --json for each job, one after another.
	begin := time.Now()
	var jobsCPU time.Duration
	reports := map[string][]byte{}
	for _, j := range jobs {
		cmd := exec.Command(deloreanBin, append(append([]string(nil), j.Args...), "--json")...)
		var out bytes.Buffer
		cmd.Stdout = &out
		cmd.Run()
		jobsCPU += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		var c bytes.Buffer
		json.Compact(&c, out.Bytes())
		reports[j.ID] = c.Bytes()
	}
	loop := time.Since(begin)
	t.Logf("  sequential loop: %.1f s, the jobs' CPU %.1f s, %.1f jobs/s", loop.Seconds(), jobsCPU.Seconds(), float64(len(jobs))/loop.Seconds())
	for _, workers := range []int{1, 2} {
		out := t.TempDir()
		var before, after syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &before)
		begin := time.Now()
		if _, err := Run(context.Background(), Options{Manifest: path, Out: out, Flags: flags, Workers: workers, Delorean: deloreanBin, Execute: inProcess}); err != nil {
			t.Fatal(err)
		}
		wall := time.Since(begin)
		syscall.Getrusage(syscall.RUSAGE_SELF, &after)
		self := cpu(after) - cpu(before)
		var fleetJobsCPU float64
		for _, r := range readResults(t, out) {
			fleetJobsCPU += r.CPUSeconds
			if !bytes.Equal(r.Report, reports[r.ID]) {
				t.Errorf("%+v: the fleet's report differs from the loop's", r.Key)
			}
		}
		t.Logf("  fleet, %d workers: %.1f s (%.2fx the loop), %.1f jobs/s; the jobs' CPU %.1f s, the pipeline's own %.2f s (%.1f %% of the jobs')",
			workers, wall.Seconds(), loop.Seconds()/wall.Seconds(), float64(len(jobs))/wall.Seconds(), fleetJobsCPU, self.Seconds(), 100*self.Seconds()/fleetJobsCPU)
	}
}

func cpu(r syscall.Rusage) time.Duration {
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}
