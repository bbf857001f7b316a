package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/spf13/cobra"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

// Every command's help shows an example, and the root's help lists them.
func TestHelpHasExamples(t *testing.T) {
	root := newRoot()
	if root.Example == "" {
		t.Error("delorean --help has no example")
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			if sub.Hidden || sub.Name() == "help" {
				continue
			}
			if sub.Name() == "completion" || sub.Parent().Name() == "completion" {
				// cobra's own, whose long help says how to load it.
				if !strings.Contains(sub.Long, "delorean") && sub.Name() != "completion" {
					t.Errorf("%s has no instructions", sub.CommandPath())
				}
				continue
			}
			if sub.Example == "" {
				t.Errorf("%s --help has no example", sub.CommandPath())
			}
			out, code := runCLI(t, append(strings.Fields(strings.TrimPrefix(sub.CommandPath(), "delorean ")), "--help")...)
			if code != exitOK || !strings.Contains(out, "Examples:") {
				t.Errorf("%s --help: exit %d, no examples:\n%s", sub.CommandPath(), code, out)
			}
			walk(sub)
		}
	}
	walk(root)
}

// Shell completion scripts for bash, zsh and fish.
func TestCompletion(t *testing.T) {
	for shell, want := range map[string]string{
		"bash": "__start_delorean",
		"zsh":  "#compdef delorean",
		"fish": "complete -c delorean",
	} {
		root := newRoot()
		var out, errOut bytes.Buffer
		root.SetOut(&out)
		root.SetErr(&errOut)
		root.SetArgs([]string{"completion", shell})
		if err := root.Execute(); err != nil {
			t.Fatalf("completion %s: %v", shell, err)
		}
		if !strings.Contains(out.String(), want) {
			t.Errorf("completion %s lacks %q", shell, want)
		}
	}
	// Program arguments complete with the files DeLorean reads.
	out, code := runCLI(t, "__complete", "explore", "")
	if code != exitOK || !strings.Contains(out, "ta\nisy\n") || !strings.Contains(out, ":8") {
		t.Errorf("completing explore's argument: exit %d\n%s", code, out)
	}
}

func TestVersion(t *testing.T) {
	out, code := runCLI(t, "version")
	if code != exitOK || !strings.HasPrefix(out, "delorean ") || !strings.Contains(out, runtime.Version()) {
		t.Errorf("version: exit %d: %q", code, out)
	}
	out, code = runCLI(t, "--version")
	if code != exitOK || !strings.HasPrefix(out, "delorean ") {
		t.Errorf("--version: exit %d: %q", code, out)
	}
}

// Results go to standard output, errors to standard error.
func TestStreams(t *testing.T) {
	root := newRoot()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs([]string{"explore", fig2, "--hours", "1", "--json"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	if errOut.Len() != 0 || !strings.HasPrefix(out.String(), "{") {
		t.Errorf("stdout %q..., stderr %q", out.String()[:min(20, out.Len())], errOut.String())
	}
	// An error: nothing on standard output, the message on standard error
	// (a real process, through main).
	cmd := exec.Command(os.Args[0], "explore", "no-such-file.ta")
	cmd.Env = append(os.Environ(), "DELOREAN_RUN_MAIN=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if code := exitCode(t, cmd.Run()); code != exitBadInput {
		t.Errorf("exit %d", code)
	}
	if stdout.Len() != 0 || !strings.Contains(stderr.String(), "delorean: ") {
		t.Errorf("stdout %q, stderr %q", stdout.String(), stderr.String())
	}
}

// Progress shows only on a terminal, never with --quiet, never for
// output to a pipe or file (as in these tests).
func TestProgress(t *testing.T) {
	root := newRoot()
	var errOut bytes.Buffer
	root.SetErr(&errOut)
	root.SetArgs([]string{"explore", fig2})
	cmd, _, err := root.Find([]string{"explore"})
	if err != nil {
		t.Fatal(err)
	}
	cmd.SetErr(&errOut)
	if p := newProgress(cmd, ta.Calendar{}); p != nil {
		t.Error("progress on a buffer")
	}
	if p := newProgress(cmd, ta.Calendar{}); p.options(explore.Options{}).Progress != nil {
		t.Error("a nil progress sets a callback")
	}
	s := explore.Stats{States: 2394534, Transitions: 7227380, Elapsed: 3200 * time.Millisecond, Frontier: 12345, WallReached: 37*60 + 10}
	line := progressLine(s, 21*3600, 3600, 152<<20)
	for _, want := range []string{"21:37:10 of 22:00:00", "3.2s", "2.39M states (748.3k/s)", "7.23M transitions (2.26M/s)", "frontier 12.3k", "152 MiB"} {
		if !strings.Contains(line, want) {
			t.Errorf("progress line %q lacks %q", line, want)
		}
	}
	if line := progressLine(explore.Stats{WallReached: 90}, 0, 0, 1<<20); !strings.HasPrefix(line, "+1m30s") {
		t.Errorf("without a horizon: %q", line)
	}
	// A real run writes nothing but the report when not on a terminal.
	out, code := runCLI(t, "explore", fig2, "--hours", "1", "--quiet")
	if code != exitOK || strings.Contains(out, "states ·") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// --report writes a page; --dot a graph that parses back with gonum.
func TestReportAndDotFlags(t *testing.T) {
	dir := t.TempDir()
	page, graph := filepath.Join(dir, "r.html"), filepath.Join(dir, "g.dot")
	out, code := runCLI(t, "explore", fig2, "--hours", "1", "--report", page, "--dot", graph, "--stats")
	if code != exitOK {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	b, err := os.ReadFile(page)
	if err != nil || !bytes.HasPrefix(b, []byte("<!DOCTYPE html>")) || !bytes.Contains(b, []byte("--report")) {
		t.Fatalf("the page: %v\n%.300s", err, b)
	}
	d, err := os.ReadFile(graph)
	if err != nil {
		t.Fatal(err)
	}
	g := simple.NewDirectedGraph()
	if err := dot.Unmarshal(d, g); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`states: (\d+) `).FindStringSubmatch(out)
	if m == nil || g.Nodes().Len() == 0 || strconv.Itoa(g.Nodes().Len()) != m[1] {
		t.Errorf("%d nodes, the report says %v", g.Nodes().Len(), m)
	}
	// Too many states: refused, politely, quickly.
	out, code = runCLI(t, "explore", fig1, "--start", "09:00", "--hours", "1", "--dot", graph)
	if code != exitBadInput || !strings.Contains(out, "more than 5000 states") {
		t.Errorf("a big graph: exit %d\n%s", code, out)
	}
	// analyze --dot, compare --report.
	if out, code = runCLI(t, "analyze", "../../programs/isy/bathroom.isy", "--dot", graph); code != exitOK {
		t.Fatalf("analyze: exit %d\n%s", code, out)
	}
	if d, _ = os.ReadFile(graph); !bytes.Contains(d, []byte("cluster_loop1")) {
		t.Errorf("the taint graph has no loop clusters:\n%s", d)
	}
	if out, code = runCLI(t, "compare", fig2, "--hours", "1", "--report", page); code != exitOK {
		t.Fatalf("compare: exit %d\n%s", code, out)
	}
	if b, _ = os.ReadFile(page); !bytes.Contains(b, []byte("Fig. 9")) {
		t.Error("the comparison page lacks its charts")
	}
}
