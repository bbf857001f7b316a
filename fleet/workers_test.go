package fleet

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestWorkersBoundJobsAtOnce: however the runner bundles the jobs (Prism
// splits a bundle that waits, and runs its rest as a bundle of its own),
// a fleet of --workers N runs at most N jobs at once in its process, and
// uses them all. The delorean the fleet runs is a script that logs when
// each job begins and ends (from the clock) around the real binary, and
// lasts long enough that Prism sees the waiting bundles make no
// progress.
func TestWorkersBoundJobsAtOnce(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "jobs.log")
	script := filepath.Join(dir, "delorean")
	body := fmt.Sprintf("#!/bin/sh\necho \"begin $(date +%%s%%N)\" >> %s\nsleep 0.3\n%s \"$@\"\nrc=$?\necho \"end $(date +%%s%%N)\" >> %s\nexit $rc\n", log, deloreanBin, log)
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	fig2, _ := filepath.Abs("../programs/paper/figure2.ta")
	var starts []string
	for h := 0; h < 12; h++ {
		starts = append(starts, fmt.Sprintf("\"%02d:00\"", h))
	}
	manifest := filepath.Join(dir, "fleet.yaml")
	os.WriteFile(manifest, []byte(fmt.Sprintf("homes:\n  - program: %s\nstarts: [%s]\nhorizons: [1m]\n", fig2, strings.Join(starts, ", "))), 0o644)
	for _, workers := range []int{1, 2} {
		os.Remove(log)
		s, err := Run(context.Background(), Options{Manifest: manifest, Out: t.TempDir(), Workers: workers, Delorean: script, Execute: inProcess})
		if err != nil {
			t.Fatal(err)
		}
		if s.Done != len(starts) {
			t.Fatalf("%d workers: %d of %d jobs done", workers, s.Done, len(starts))
		}
		b, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		type event struct {
			at    int64
			delta int
		}
		var events []event
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			f := strings.Fields(line)
			at, err := strconv.ParseInt(f[1], 10, 64)
			if len(f) != 2 || err != nil {
				t.Fatalf("the jobs' log: %q", line)
			}
			d := 1
			if f[0] == "end" {
				d = -1
			}
			events = append(events, event{at, d})
		}
		if len(events) != 2*len(starts) {
			t.Fatalf("%d workers: %d events logged, want a begin and an end for each of %d jobs", workers, len(events), len(starts))
		}
		// An end before a begin at the same instant: the two did not overlap.
		sort.Slice(events, func(i, j int) bool {
			return events[i].at < events[j].at || events[i].at == events[j].at && events[i].delta < events[j].delta
		})
		most, now := 0, 0
		for _, e := range events {
			now += e.delta
			most = max(most, now)
		}
		if most != workers {
			t.Errorf("%d workers: at most %d jobs ran at once, want %d", workers, most, workers)
		}
	}
}
