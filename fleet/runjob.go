package fleet

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Row is one job's line in results.jsonl: its key and either the
// report of delorean explore (schema delorean.explore/1, as explore
// --json prints it) or why there is none.
type Row struct {
	ID  string `json:"id"`
	Key Key    `json:"key"`
	// Exit is explore's exit code: 0 nothing violated, 1 a violation,
	// 3 stopped at a limit, 2 bad input; -1 when it did not exit by
	// itself (killed at the hard limit, or crashed by a signal).
	Exit int `json:"exit_code"`
	// Reason is Exit in words: ok, violated, incomplete, bad input,
	// killed, crashed.
	Reason string `json:"reason"`
	// Error is what went wrong, for a job without a report: explore's
	// diagnostics, or how it ended.
	Error string `json:"error,omitempty"`
	// Report is explore's report, compacted: byte for byte what
	// `delorean explore --json` prints for the job, less the white space.
	Report json.RawMessage `json:"report,omitempty"`
	// Page is the job's HTML report (explore --report), relative to the
	// output directory, when written.
	Page string `json:"page,omitempty"`
	// Loops is how many jobs of its own the home's loops were, when
	// they were (--split-loops) and the report is their merge.
	Loops int `json:"loops,omitempty"`
	// CPUSeconds and Seconds are the job's own CPU time (its process's,
	// user and system) and elapsed time; they vary from run to run.
	CPUSeconds float64 `json:"cpu_seconds"`
	Seconds    float64 `json:"seconds"`
}

// errInterrupted is a job stopped by the fleet's own stop (Ctrl-C): it
// has no result, and a re-run explores it again.
var errInterrupted = errors.New("interrupted")

// hardLimit is how long a job with a --timeout may run past it before
// it is killed: explore stops itself at its timeout, and this catches
// one that does not (a runaway compile, a stuck process).
func hardLimit(timeout string) time.Duration {
	d, err := time.ParseDuration(timeout)
	if err != nil || d <= 0 {
		return 0
	}
	return 2*d + time.Minute
}

// runJob runs one job with the delorean binary bin, its HTML page (when
// page is not "") written to page. It returns errInterrupted when stop
// was closed before the job ended.
func runJob(ctx context.Context, stop <-chan struct{}, bin string, job Job, timeout, page string) (Row, error) {
	row := Row{ID: job.ID, Key: job.Key}
	args := append(append([]string(nil), job.Args...), "--json", "--quiet")
	if page != "" {
		args = append(args, "--report", page)
	}
	cmd := exec.Command(bin, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &limited{w: &stderr, n: 64 << 10}
	if len(job.Env) > 0 {
		cmd.Env = append(os.Environ(), job.Env...)
	}
	// Their reports, cut short by a Ctrl-C, would not be results: the
	// fleet stops its jobs itself (jobAttr).
	cmd.SysProcAttr = jobAttr()
	begin := time.Now()
	if err := cmd.Start(); err != nil {
		return row, fmt.Errorf("starting %s: %v", bin, err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var hard <-chan time.Time
	if d := hardLimit(timeout); d > 0 {
		t := time.NewTimer(d)
		defer t.Stop()
		hard = t.C
	}
	var werr error
	killed := ""
	select {
	case werr = <-done:
	case <-stop:
		kill(cmd)
		<-done
		return row, errInterrupted
	case <-ctx.Done():
		kill(cmd)
		<-done
		return row, errInterrupted
	case <-hard:
		kill(cmd)
		werr = <-done
		killed = fmt.Sprintf("killed after %s, past its --timeout %s", hardLimit(timeout), timeout)
	}
	row.Seconds = time.Since(begin).Seconds()
	if ps := cmd.ProcessState; ps != nil {
		row.CPUSeconds = (ps.UserTime() + ps.SystemTime()).Seconds()
	}
	var ee *exec.ExitError
	switch {
	case killed != "":
		row.Exit, row.Reason, row.Error = -1, "killed", killed
		return row, nil
	case werr != nil && !errors.As(werr, &ee):
		return row, werr
	}
	row.Exit = cmd.ProcessState.ExitCode()
	switch row.Exit {
	case 0, 1, 3:
		var buf bytes.Buffer
		if err := json.Compact(&buf, stdout.Bytes()); err != nil {
			row.Exit, row.Reason = -1, "crashed"
			row.Error = fmt.Sprintf("explore exited %d without a report (%v): %s", cmd.ProcessState.ExitCode(), err, tail(stderr.String()))
			return row, nil
		}
		row.Report = buf.Bytes()
		row.Reason = map[int]string{0: "ok", 1: "violated", 3: "incomplete"}[row.Exit]
		if page != "" {
			if _, err := os.Stat(page); err == nil {
				row.Page = page
			}
		}
	case 2:
		row.Reason, row.Error = "bad input", diagnosticsText(stdout.Bytes(), stderr.String())
	default:
		row.Exit, row.Reason = -1, "crashed"
		row.Error = fmt.Sprintf("explore ended: %v: %s", werr, tail(stderr.String()))
	}
	return row, nil
}

// kill ends a job's process group.
func kill(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// diagnosticsText is the message of explore's error document (its
// diagnostics as FILE:LINE:COL: MESSAGE lines), or its standard error.
func diagnosticsText(stdout []byte, stderr string) string {
	var doc struct {
		Diagnostics []struct {
			File    string `json:"file"`
			Line    int    `json:"line"`
			Column  int    `json:"column"`
			Message string `json:"message"`
		} `json:"diagnostics"`
	}
	if json.Unmarshal(stdout, &doc) == nil && len(doc.Diagnostics) > 0 {
		var lines []string
		for _, d := range doc.Diagnostics {
			switch {
			case d.File != "" && d.Line > 0:
				lines = append(lines, fmt.Sprintf("%s:%d:%d: %s", d.File, d.Line, d.Column, d.Message))
			case d.File != "":
				lines = append(lines, d.File+": "+d.Message)
			default:
				lines = append(lines, d.Message)
			}
		}
		return strings.Join(lines, "\n")
	}
	return tail(stderr)
}

// tail is the end of a process's standard error, trimmed.
func tail(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 4000 {
		s = "..." + s[len(s)-4000:]
	}
	return s
}

// limited keeps the first n bytes written to it.
type limited struct {
	w *bytes.Buffer
	n int
}

func (l *limited) Write(p []byte) (int, error) {
	if room := l.n - l.w.Len(); room > 0 {
		l.w.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}
