package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets the test binary run as the delorean command, so that tests
// can start a real process and signal it.
func TestMain(m *testing.M) {
	if os.Getenv("DELOREAN_RUN_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func startCLI(t *testing.T, args ...string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "DELOREAN_RUN_MAIN=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, &out
}

func exitCode(t *testing.T, err error) int {
	t.Helper()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

// A run interrupted with Ctrl-C after a second stops cleanly: exit 3 and
// a report that says it is incomplete, with what it found so far.
func TestInterrupt(t *testing.T) {
	// The porch program with its invariant takes well over a second.
	cmd, out := startCLI(t, "explore", "../../programs/isy/porch.isy", "--start", "09:00", "--hours", "1",
		"--invariants", "../../programs/isy/porch.inv.yaml", "--engine", "regions")
	time.Sleep(time.Second)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if code := exitCode(t, err); code != exitLimit {
			t.Fatalf("exit %d, want 3:\n%s", code, out)
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the run did not stop within 30 s of Ctrl-C")
	}
	text := out.String()
	for _, want := range []string{"INCOMPLETE: interrupted", "states left in the frontier", "explored until 09:", "states:"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "holds") {
		t.Errorf("an interrupted run claims an invariant holds:\n%s", text)
	}
}

// --timeout and --max-memory stop a run the same way.
func TestTimeoutAndMemoryLimits(t *testing.T) {
	for _, limit := range [][]string{{"--timeout", "500ms"}, {"--max-memory", "20MB"}} {
		args := append([]string{"explore", "../../programs/isy/porch.isy", "--start", "09:00", "--hours", "1",
			"--invariants", "../../programs/isy/porch.inv.yaml", "--engine", "regions"}, limit...)
		out, code := runCLI(t, args...)
		if code != exitLimit || !strings.Contains(out, "INCOMPLETE") {
			t.Errorf("%v: exit %d:\n%s", limit, code, out)
		}
	}
}

// --spill lets a run go past --max-memory: the run that stops at the
// limit without it completes with it, with the unlimited run's states;
// a spill directory that cannot be used is bad input.
func TestSpillFlag(t *testing.T) {
	args := []string{"explore", fig1, "--start", "09:00", "--hours", "1", "--invariants", fig1Inv, "--workers", "2", "--stats", "--engine", "regions"}
	statesOf := func(out string) string {
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "states:") {
				return line
			}
		}
		t.Fatalf("no states line:\n%s", out)
		return ""
	}
	runtime.GC()
	full, code := runCLI(t, args...)
	if code != exitViolation {
		t.Fatalf("unlimited: exit %d:\n%s", code, full)
	}
	runtime.GC()
	// Exit 1 if it stopped after the violation at 09:05, 3 before.
	capped, code := runCLI(t, append(args, "--max-memory", "32MiB")...)
	if (code != exitLimit && code != exitViolation) || !strings.Contains(capped, "INCOMPLETE: reached the memory limit") {
		t.Fatalf("--max-memory 32MiB: exit %d:\n%s", code, capped)
	}
	runtime.GC()
	spilled, code := runCLI(t, append(args, "--max-memory", "32MiB", "--spill", t.TempDir())...)
	if code != exitViolation || !strings.Contains(spilled, "of it in files") || !strings.Contains(spilled, "complete: explored until 10:00:00") {
		t.Fatalf("--spill: exit %d:\n%s", code, spilled)
	}
	if statesOf(spilled) != statesOf(full) {
		t.Fatalf("--spill: %s; unlimited: %s", statesOf(spilled), statesOf(full))
	}

	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, bad := range [][]string{
		{"--spill", filepath.Join(t.TempDir(), "missing")},
		{"--spill", file},
		{"--spill", t.TempDir(), "--mode", "untimed"},
	} {
		out, code := runCLI(t, append(args, bad...)...)
		if code != exitBadInput || !strings.Contains(out, "--spill") {
			t.Errorf("%v: exit %d:\n%s", bad, code, out)
		}
	}

	// An SDN scenario the same way: every page in files without
	// --max-memory, and the states of the run without.
	sdnArgs := []string{"sdn", "../../programs/sdn/pyswitch-basic.yaml", "--json"}
	type sdnCounts struct {
		States, Transitions, StoreBytes, SpilledBytes int64
	}
	counts := func(out string) sdnCounts {
		var r struct {
			States       int64 `json:"states"`
			Transitions  int64 `json:"transitions"`
			StoreBytes   int64 `json:"store_bytes"`
			SpilledBytes int64 `json:"spilled_bytes"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%v:\n%s", err, out)
		}
		return sdnCounts{r.States, r.Transitions, r.StoreBytes, r.SpilledBytes}
	}
	plain, plainCode := runCLI(t, sdnArgs...)
	spilledSDN, code := runCLI(t, append(sdnArgs, "--spill", t.TempDir())...)
	a, b := counts(plain), counts(spilledSDN)
	if code != plainCode || a.SpilledBytes != 0 || b.SpilledBytes == 0 || a.States != b.States || a.Transitions != b.Transitions {
		t.Fatalf("sdn --spill: exit %d (want %d), %+v; without: %+v", code, plainCode, b, a)
	}
	if out, code := runCLI(t, append(sdnArgs, "--spill", file)...); code != exitBadInput || !strings.Contains(out, "--spill") {
		t.Errorf("sdn --spill FILE: exit %d:\n%s", code, out)
	}
}
