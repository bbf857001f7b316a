package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestMain lets the test binary run as the delorean command, so that tests
// can start a real process and signal it. With DELOREAN_SAY_STAGES=1 the
// process says on standard error each stage it starts (stageFault), so
// that a test signals it while it explores rather than after a guess.
func TestMain(m *testing.M) {
	if os.Getenv("DELOREAN_RUN_MAIN") == "1" {
		if os.Getenv("DELOREAN_SAY_STAGES") == "1" {
			stageFault = func(stage string) { fmt.Fprintf(os.Stderr, "test: stage %s\n", stage) }
		}
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// cli is a delorean process started by a test.
type cli struct {
	cmd    *exec.Cmd
	stdout bytes.Buffer
	mu     sync.Mutex
	stderr bytes.Buffer
	stages chan string // the stages it starts (DELOREAN_SAY_STAGES)
	done   chan error
}

// startCLI starts the test binary as delorean with args; env adds to its
// environment.
func startCLI(t *testing.T, env []string, args ...string) *cli {
	t.Helper()
	c := &cli{cmd: exec.Command(os.Args[0], args...), stages: make(chan string, 64), done: make(chan error, 1)}
	c.cmd.Env = append(append(os.Environ(), "DELOREAN_RUN_MAIN=1", "DELOREAN_SAY_STAGES=1"), env...)
	c.cmd.Stdout = &c.stdout
	pipe, err := c.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(pipe)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if stage, ok := strings.CutPrefix(line, "test: stage "); ok {
				select {
				case c.stages <- stage:
				default:
				}
				continue
			}
			c.mu.Lock()
			c.stderr.WriteString(line + "\n")
			c.mu.Unlock()
		}
		c.done <- c.cmd.Wait()
	}()
	t.Cleanup(func() { c.cmd.Process.Kill() })
	return c
}

// waitStage waits until the process starts a stage beginning with
// prefix.
func (c *cli) waitStage(t *testing.T, prefix string) {
	t.Helper()
	timeout := time.After(60 * time.Second)
	for {
		select {
		case s := <-c.stages:
			if strings.HasPrefix(s, prefix) {
				return
			}
		case <-timeout:
			t.Fatalf("no stage %q within 60 s:\n%s", prefix, c.errText())
		}
	}
}

func (c *cli) errText() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stderr.String()
}

// wait waits for the process to end, at most within, and returns its
// exit code.
func (c *cli) wait(t *testing.T, within time.Duration) int {
	t.Helper()
	select {
	case err := <-c.done:
		return exitCode(t, err)
	case <-time.After(within):
		c.cmd.Process.Kill()
		t.Fatalf("the run did not end within %v:\n%s%s", within, c.stdout.String(), c.errText())
	}
	return -1
}

// waitWork waits for the process to end, as long as it has used less
// than cpu of processor time (user and system, from /proc), however long
// that takes on the clock: on a loaded machine a run's work takes longer
// but not more (a wall-clock bound made TestCompareMemoryLimit fail under
// load). Where /proc is not, the bound is on the clock, at four times cpu.
func (c *cli) waitWork(t *testing.T, cpu time.Duration) int {
	t.Helper()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	start := time.Now()
	for {
		select {
		case err := <-c.done:
			return exitCode(t, err)
		case <-tick.C:
			used, ok := childCPUTime(c.cmd.Process.Pid)
			if !ok {
				used = time.Since(start) / 4
			}
			if used > cpu {
				c.cmd.Process.Kill()
				t.Fatalf("the run did not end within %v of processor time:\n%s%s", cpu, c.stdout.String(), c.errText())
			}
		}
	}
}

// childCPUTime is the user and system time process pid has used so far, from
// /proc/PID/stat (fields 14 and 15, in clock ticks of 1/100 s, which is
// USER_HZ on every Linux Go runs on).
func childCPUTime(pid int) (time.Duration, bool) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, false
	}
	// The command name, field 2, is in parentheses and may hold spaces.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(string(b[i+1:])) // from field 3 on
	if len(f) < 13 {
		return 0, false
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return time.Duration(utime+stime) * 10 * time.Millisecond, true
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

// Ctrl-C, SIGTERM and SIGHUP stop every exploring command the same way,
// sent while it explores: the report so far, marked incomplete and
// claiming no invariant holds, exit 3 (1 if a violation was found), the
// outputs written whole, and nothing else left behind: no spill file, no
// temporary file beside the outputs, nothing in TMPDIR.
func TestSignals(t *testing.T) {
	type command struct {
		name  string
		args  func(out, spill string) []string
		stage string   // the stage to signal in
		want  []string // in the report
		codes []int
		files []string // the outputs written into out
	}
	commands := []command{
		{"explore", func(out, spill string) []string {
			return []string{"explore", "../../programs/isy/porch.isy", "--start", "09:00", "--hours", "1", "--invariants", "../../programs/isy/porch.inv.yaml",
				"--engine", "regions", "--workers", "1", "--spill", spill, "--report", filepath.Join(out, "r.html"), "--trace-dir", filepath.Join(out, "traces")}
		}, "exploring", []string{"INCOMPLETE: interrupted", "states left in the frontier", "explored until 09:", "states:"}, []int{exitLimit, exitViolation}, []string{"r.html", "traces"}},
		{"reach", func(out, spill string) []string {
			return []string{"reach", "../../programs/ta/fischer-6.tck", "--labels", "cs1,cs2", "--engine", "regions"}
		}, "exploring", []string{"INCOMPLETE: interrupted", "states left in the frontier"}, []int{exitLimit}, nil},
		{"compare", func(out, spill string) []string {
			return []string{"compare", "../../programs/ha/p10/p10.isy", "--start", "21:50", "--duration", "15m", "--report", filepath.Join(out, "c.html")}
		}, "comparing", []string{"[incomplete]", "timed", "untimed", "modist", "not compared: the comparison was interrupted"}, []int{exitLimit}, []string{"c.html"}},
		{"sdn", func(out, spill string) []string {
			return []string{"sdn", "../../programs/sdn/te-load.yaml", "--vcs", "4", "--spill", spill, "--trace-dir", filepath.Join(out, "traces")}
		}, "exploring", []string{"INCOMPLETE: interrupted", "not violated so far; incomplete run"}, []int{exitLimit, exitViolation}, []string{"traces"}},
		{"bench", func(out, spill string) []string {
			return []string{"bench", "../../programs/isy/porch.isy", "--start", "09:00", "--hours", "1"}
		}, "measuring", []string{"(incomplete)", "INCOMPLETE: interrupted", "not measured"}, []int{exitLimit}, nil},
	}
	for _, c := range commands {
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
			t.Run(c.name+" "+sig.String(), func(t *testing.T) {
				out, spill, tmp := t.TempDir(), t.TempDir(), t.TempDir()
				p := startCLI(t, []string{"TMPDIR=" + tmp}, c.args(out, spill)...)
				p.waitStage(t, c.stage)
				time.Sleep(300 * time.Millisecond) // into the search
				if err := p.cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
				code := p.wait(t, 60*time.Second)
				text := p.stdout.String()
				if !slices.Contains(c.codes, code) {
					t.Errorf("exit %d, want %v:\n%s%s", code, c.codes, text, p.errText())
				}
				for _, w := range c.want {
					if !strings.Contains(text, w) {
						t.Errorf("the report lacks %q:\n%s", w, text)
					}
				}
				if strings.Contains(text, "holds") {
					t.Errorf("an interrupted run claims an invariant holds:\n%s", text)
				}
				if !strings.Contains(p.errText(), "stopping") {
					t.Errorf("standard error does not say it is stopping:\n%s", p.errText())
				}
				if left, _ := os.ReadDir(spill); len(left) > 0 {
					t.Errorf("spill files left: %v", left)
				}
				if left, _ := os.ReadDir(tmp); len(left) > 0 {
					t.Errorf("files left in TMPDIR: %v", left)
				}
				var written []string
				entries, _ := os.ReadDir(out)
				for _, e := range entries {
					written = append(written, e.Name())
				}
				if strings.Join(written, " ") != strings.Join(c.files, " ") {
					t.Errorf("outputs %v, want %v", written, c.files)
				}
				for _, f := range c.files {
					if strings.HasSuffix(f, ".html") {
						if b, _ := os.ReadFile(filepath.Join(out, f)); !bytes.HasSuffix(bytes.TrimSpace(b), []byte("</html>")) {
							t.Errorf("%s is not a whole page: ...%q", f, b[max(0, len(b)-40):])
						}
					}
				}
			})
		}
	}
}

// A second signal ends the run at once, exit 3, removing the temporary
// files of the outputs being written: the user who presses Ctrl-C twice
// does not want to wait for the report. (A real process stops within
// milliseconds of the first, too soon for a second to find it running:
// the signals are delivered to the run's channel as signal.Notify does.)
func TestSecondSignal(t *testing.T) {
	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP} {
		var stderr syncBuffer
		exited := make(chan int, 1)
		exitAtOnce = func(code int) { exited <- code }
		r := startRun(&stderr)
		tmp := filepath.Join(t.TempDir(), ".r.html.tmp-1")
		if err := os.WriteFile(tmp, []byte("<!DOCTYPE html><p>half"), 0o600); err != nil {
			t.Fatal(err)
		}
		r.addTemp(tmp)
		r.sigs <- sig
		<-r.ctx.Done()
		if got := context.Cause(r.ctx); !errors.As(got, new(errSignal)) {
			t.Errorf("%v: the run's cause is %v", sig, got)
		}
		select {
		case code := <-exited:
			t.Fatalf("%v: the first signal ended the process (exit %d)", sig, code)
		case <-time.After(50 * time.Millisecond):
		}
		r.sigs <- sig
		select {
		case code := <-exited:
			if code != exitLimit {
				t.Errorf("%v twice: exit %d, want 3", sig, code)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%v twice: the process goes on", sig)
		}
		if _, err := os.Stat(tmp); !os.IsNotExist(err) {
			t.Errorf("%v twice: the temporary file is left: %v", sig, err)
		}
		if !strings.Contains(stderr.String(), signalName(sig)+" again: stopped at once") {
			t.Errorf("%v twice: %q", sig, stderr.String())
		}
		r.end()
	}
	exitAtOnce = os.Exit
}

// syncBuffer is a bytes.Buffer safe for a writer and a reader on two
// goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// A signal or --timeout while a large program loads stops the loading:
// the run says so (what it was loading, nothing checked), exit 3. The
// program (4,000 ISY programs, 1 MB) takes over a second to load; with
// DELOREAN_LONG a 7.8 MB one, as in the issue, with --timeout 5s, which
// ran 26 s before (60 s in the issue).
func TestStopWhileLoading(t *testing.T) {
	long := os.Getenv("DELOREAN_LONG") != ""
	n := 4000
	if long {
		n = 30000
	}
	big := filepath.Join(t.TempDir(), "big.isy")
	if err := os.WriteFile(big, []byte(manyISYPrograms(n)), 0o644); err != nil {
		t.Fatal(err)
	}
	p := startCLI(t, nil, "explore", big, "--hours", "1")
	p.waitStage(t, "loading")
	time.Sleep(50 * time.Millisecond)
	p.cmd.Process.Signal(syscall.SIGTERM)
	if code := p.wait(t, 10*time.Second); code != exitLimit || !strings.Contains(p.errText(), "interrupted (SIGTERM) while loading "+big+": nothing was checked") {
		t.Errorf("SIGTERM while loading: exit %d:\n%s", code, p.errText())
	}
	timeout := "100ms"
	if long {
		timeout = "5s"
	}
	start := time.Now()
	p = startCLI(t, nil, "explore", big, "--hours", "1", "--timeout", timeout)
	code := p.wait(t, 60*time.Second)
	d, _ := time.ParseDuration(timeout)
	if code != exitLimit || !strings.Contains(p.errText(), "--timeout "+timeout+" passed while loading "+big) || time.Since(start) > d+5*time.Second {
		t.Errorf("--timeout %s: exit %d after %v:\n%s", timeout, code, time.Since(start), p.errText())
	}
}

// manyISYPrograms is an ISY program listing of n programs, each closing
// its own door 5 minutes after it opens.
func manyISYPrograms(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString("\n-------------------------------------------\n")
		}
		fmt.Fprintf(&b, "Auto Close %d - [ID %04X][Parent 0001]\n\nIf\n        Status  'Door %d' is On\n \nThen\n        Wait  5 minutes \n        Set 'Door %d' Off\n \nElse\n   - No Actions - (To add one, press 'Action')\n \nClose door %d.\n", i, i+256, i, i, i)
	}
	return b.String()
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

// compare on P10 with --max-memory 300MB stops every mode at the memory
// limit, cleanly (exit 3, each mode incomplete with that reason), and the
// process's peak resident size (the kernel's count, getrusage) stays
// within 1.5 times the limit; unlimited, it passed 5 GB. Minutes on two
// cores: DELOREAN_LONG only.
func TestCompareMemoryLimit(t *testing.T) {
	if os.Getenv("DELOREAN_LONG") == "" {
		t.Skip("minutes long: DELOREAN_LONG=1")
	}
	const limit = 300e6
	p := startCLI(t, nil, "compare", "../../programs/ha/p10/p10.isy", "--start", "21:50", "--duration", "15m", "--max-memory", "300MB", "--json", "--quiet")
	// Bounded by its work, not the clock: each mode stops when its
	// states fill the limit, after about the same work however loaded
	// the machine is.
	code := p.waitWork(t, 15*time.Minute)
	var doc struct {
		Trials []struct {
			Modes []struct {
				Mode       string `json:"mode"`
				Complete   bool   `json:"complete"`
				StopReason string `json:"stop_reason"`
			} `json:"modes"`
		} `json:"trials"`
	}
	if err := json.Unmarshal(p.stdout.Bytes(), &doc); err != nil || code != exitLimit || len(doc.Trials) != 1 || len(doc.Trials[0].Modes) != 3 {
		t.Fatalf("exit %d, %v:\n%s%s", code, err, p.stdout.String(), p.errText())
	}
	for _, m := range doc.Trials[0].Modes {
		if m.Complete || !strings.Contains(m.StopReason, "memory limit") {
			t.Errorf("%s: complete %v, stop_reason %q; want stopped at the memory limit", m.Mode, m.Complete, m.StopReason)
		}
	}
	peak := p.cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss * 1024 // KiB on Linux
	t.Logf("peak resident size %d MB (limit 300 MB)", peak/1e6)
	if peak > 1.5*limit {
		t.Errorf("peak resident size %d bytes, more than 1.5 times the limit of 300 MB", peak)
	}
}

// reach takes --max-memory: a search that needs more stops at it, says
// so, and the answer is unknown (exit 3); --spill lets it go on past it.
func TestReachMemoryLimit(t *testing.T) {
	args := []string{"reach", "../../programs/ta/fischer-6.tck", "--labels", "cs1,cs2", "--engine", "regions", "--workers", "1"}
	p := startCLI(t, nil, append(args, "--max-memory", "20MB")...)
	if code := p.wait(t, 5*time.Minute); code != exitLimit || !strings.Contains(p.stdout.String(), "INCOMPLETE: reached the memory limit") {
		t.Errorf("--max-memory 20MB: exit %d:\n%s%s", code, p.stdout.String(), p.errText())
	}
	if out, code := runCLI(t, append(args, "--max-memory", "20MB", "--spill", filepath.Join(t.TempDir(), "missing"))...); code != exitBadInput || !strings.Contains(out, "--spill") {
		t.Errorf("--spill to a missing directory: exit %d:\n%s", code, out)
	}
}

// childCPUTime reads the fields of /proc/PID/stat that getrusage counts:
// on this very process, after some work, the two agree to a few ticks.
func TestChildCPUTime(t *testing.T) {
	for x, end := 0, time.Now().Add(300*time.Millisecond); time.Now().Before(end); x++ {
		_ = x * x
	}
	got, ok := childCPUTime(os.Getpid())
	if !ok {
		t.Skip("no /proc/PID/stat here")
	}
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	want := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	if d := got - want; d < -100*time.Millisecond || d > 100*time.Millisecond || got <= 0 {
		t.Errorf("/proc says %v of processor time, getrusage %v", got, want)
	}
}
