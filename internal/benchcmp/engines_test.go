package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// fakeTool writes an executable shell script standing in for tck-reach.
func fakeTool(t *testing.T, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tck-reach")
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// A tck-reach that never ends is stopped by the system once it has used
// the limit's CPU seconds, and the row says "> 1 s" with no statistics;
// one that ends has its statistics read and the shell in between costs
// nothing in the figures (its arguments reach the tool).
func TestTCKReachLimit(t *testing.T) {
	spin := fakeTool(t, "while :; do :; done")
	start := time.Now()
	r, err := tckReach1(spin, "covreach", "model.tck", 1)
	if err != nil {
		t.Fatal(err)
	}
	if !r.over || r.cpu < 750*time.Millisecond {
		t.Fatalf("over %v after %v of CPU: want stopped at the 1 s limit", r.over, r.cpu)
	}
	if time.Since(start) > 30*time.Second {
		t.Fatalf("the limit took %v of wall time", time.Since(start))
	}
	if got := r.cpuCell(1); got != "> 1 s" {
		t.Errorf("cpuCell = %q, want \"> 1 s\"", got)
	}
	if got := r.stat("STORED_STATES"); got != "—" {
		t.Errorf("a stopped run's statistic = %q, want —", got)
	}

	echo := fakeTool(t, `echo "STORED_STATES 7"; echo "ARGS $*"`)
	r, err = tckReach1(echo, "covreach", "model.tck", 5)
	if err != nil {
		t.Fatal(err)
	}
	if r.over || r.stat("STORED_STATES") != "7" || r.stats["ARGS"] != "-a covreach -s bfs model.tck" {
		t.Fatalf("over %v, stats %v", r.over, r.stats)
	}

	fail := fakeTool(t, "echo no such model >&2; exit 1")
	if _, err := tckReach1(fail, "covreach", "model.tck", 5); err == nil {
		t.Fatal("a failing tck-reach gave no error")
	}
}

// rounds stops at tckRounds runs for quick ones, once tckBudget is
// spent for slow ones, and at a run over the limit; the fastest counts.
func TestRounds(t *testing.T) {
	for _, c := range []struct {
		name  string
		cpu   time.Duration
		over  int // the run (from 1) that is over the limit, 0: none
		runs  int
		fast  time.Duration
		first bool
	}{
		{"quick", 10 * time.Millisecond, 0, tckRounds, 10*time.Millisecond - time.Duration(tckRounds-1), false},
		{"slow", 900 * time.Millisecond, 0, 3, 900*time.Millisecond - 2, false},
		{"slower than the budget", 5 * time.Second, 0, 1, 5 * time.Second, true},
		{"over the limit", 10 * time.Millisecond, 2, 2, 10*time.Millisecond - 1, false},
	} {
		n := 0
		got, err := rounds(func() (time.Duration, time.Duration, bool, error) {
			n++
			cpu := c.cpu - time.Duration(n-1) // each run a little faster
			return cpu, cpu, n == c.over, nil
		})
		if err != nil || n != c.runs || got != c.fast {
			t.Errorf("%s: %d runs, got %v (%v), want %d runs and %v", c.name, n, got, err, c.runs, c.fast)
		}
	}
}
