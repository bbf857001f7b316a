// Command benchcmp runs the same explorations with two builds of delorean
// (an earlier one and this one), one after the other on the same machine,
// and prints a Markdown table of what each measured: states, transitions,
// CPU time, transitions per CPU second, peak memory and bytes per state.
// `make bench-compare` uses it for issue 8's "figures before and after".
//
//	benchcmp -before OLD -after NEW -case 'NAME|explore ARGS...' ...
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

type cases []string

func (c *cases) String() string     { return strings.Join(*c, ", ") }
func (c *cases) Set(v string) error { *c = append(*c, v); return nil }

// report is what benchcmp reads of `explore --json --timing`; both builds
// write these fields.
type report struct {
	States        int64   `json:"states"`
	Transitions   int64   `json:"transitions"`
	BytesPerState float64 `json:"bytes_per_state"`
	Complete      bool    `json:"complete"`
	Timing        *struct {
		PeakMemory int64 `json:"peak_memory_bytes"`
	} `json:"timing"`
}

type measure struct {
	report
	cpu, wall time.Duration
}

func main() {
	before := flag.String("before", "", "the earlier build")
	after := flag.String("after", "", "this build")
	var cs cases
	flag.Var(&cs, "case", "NAME|ARGS: a name and the arguments of delorean explore, space-separated (repeatable)")
	flag.Parse()
	if *before == "" || *after == "" || len(cs) == 0 {
		fmt.Fprintln(os.Stderr, "usage: benchcmp -before OLD -after NEW -case 'NAME|ARGS' ...")
		os.Exit(2)
	}
	fmt.Println("| exploration | build | states | transitions | CPU (s) | transitions per CPU second | peak memory | bytes/state |")
	fmt.Println("|---|---|---:|---:|---:|---:|---:|---:|")
	for _, c := range cs {
		name, args, ok := strings.Cut(c, "|")
		if !ok {
			fmt.Fprintf(os.Stderr, "benchcmp: case %q: want NAME|ARGS\n", c)
			os.Exit(2)
		}
		var ms [2]measure
		for i, bin := range []string{*before, *after} {
			m, err := run(bin, strings.Fields(args))
			if err != nil {
				fmt.Fprintf(os.Stderr, "benchcmp: %s with %s: %v\n", name, bin, err)
				os.Exit(1)
			}
			ms[i] = m
			label := [...]string{"before", "after"}[i]
			inc := ""
			if !m.Complete {
				inc = " (stopped at a limit)"
			}
			fmt.Printf("| %s%s | %s | %d | %d | %.2f | %.0f | %.1f MiB | %.1f |\n", name, inc, label, m.States, m.Transitions,
				m.cpu.Seconds(), float64(m.Transitions)/m.cpu.Seconds(), float64(m.peak())/(1<<20), m.BytesPerState)
		}
		if ms[0].States != ms[1].States || ms[0].Transitions != ms[1].Transitions {
			fmt.Printf("| %s | | the two builds explored different state spaces | | | | | |\n", name)
		}
		fmt.Printf("| %s | after/before | | | %.2fx faster | | | |\n", name, ms[0].cpu.Seconds()/ms[1].cpu.Seconds())
	}
}

func (m *measure) peak() int64 {
	if m.Timing == nil {
		return 0
	}
	return m.Timing.PeakMemory
}

// run explores with one build and measures the process's CPU time.
func run(bin string, args []string) (measure, error) {
	var out, errb bytes.Buffer
	cmd := exec.Command(bin, append([]string{"explore", "--quiet", "--json", "--timing"}, args...)...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	var m measure
	m.wall = time.Since(start)
	// explore exits 1 when it finds a violation: a result, not a failure.
	if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
		return m, fmt.Errorf("%v: %s", err, errb.String())
	}
	m.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	if err := json.Unmarshal(out.Bytes(), &m.report); err != nil {
		return m, fmt.Errorf("reading its report: %v", err)
	}
	return m, nil
}
