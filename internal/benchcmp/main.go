// Command benchcmp runs the same explorations with two builds of delorean
// (an earlier one and this one), one after the other on the same machine,
// and prints a Markdown table of what each measured: states, transitions,
// CPU time, transitions per CPU second, peak memory and bytes per state.
// `make bench-compare` uses it for issue 8's "figures before and after".
//
//	benchcmp -before OLD -after NEW -case 'NAME|explore ARGS...' ...
//
// With -workers it measures one build instead, with each number of
// workers in turn, and prints the elapsed (wall-clock) time and the
// speed-up over the first number: `make bench` uses it for the parallel
// search's scaling. The runs alternate between the numbers of workers,
// -repeat rounds, and the fastest of each counts, since this machine's
// speed wanders by more than the differences measured.
//
//	benchcmp -after NEW -workers 1,2 -repeat 2 -case 'NAME|explore ARGS...' ...
//
// With -engines it measures one build with both symbolic engines, zones
// and regions, on each case, side by side (`make bench-engines`); with
// -tck DIR it writes Fischer's protocol and CSMA/CD into DIR and explores
// them with this build's zone engine and, when one is on the PATH, with
// TChecker's tck-reach (issue 25).
//
//	benchcmp -after NEW -engines -cap-regions 2000000 -case 'NAME|explore ARGS...' ...
//	benchcmp -after NEW -tck DIR [-fischer 4..7] [-csma 2..5] [-tck-limit 60] [-alu-limit 60]
//
// With -forever it measures one build on each case over 24 hours and
// with --forever, and the ratio of the CPU times (issue 40's target: at
// most 3); a case with --days is measured with the early stop and with
// --all-days instead (`make bench`).
//
//	benchcmp -after NEW -forever -case 'NAME|explore ARGS...' ...
//
// With -check DIR it writes -n generated Home Assistant automations and
// ISY programs into DIR and measures `delorean check` on them (issue 41,
// `make bench`).
//
//	benchcmp -after NEW -check DIR [-n 10000]
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
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
	// Read by -engines and -tck only (builds before the zone engine lack
	// some of them).
	DiscreteStates int64  `json:"discrete_states"`
	Engine         string `json:"engine"`
	EngineFallback string `json:"engine_fallback"`
	Invariants     []struct {
		Name     string `json:"name"`
		Violated bool   `json:"violated"`
	} `json:"invariants"`
	Timing *struct {
		PeakMemory int64 `json:"peak_memory_bytes"`
	} `json:"timing"`
}

type measure struct {
	report
	cpu, wall time.Duration
	rss       int64 // the process's peak resident set, bytes (0: not known here)
}

func main() {
	before := flag.String("before", "", "the earlier build")
	after := flag.String("after", "", "this build")
	var cs cases
	flag.Var(&cs, "case", "NAME|ARGS: a name and the arguments of delorean explore, space-separated (repeatable)")
	workers := flag.String("workers", "", "measure -after alone with each of these numbers of workers (comma-separated)")
	repeat := flag.Int("repeat", 1, "with -workers: rounds of runs; the fastest of each counts")
	engines := flag.Bool("engines", false, "measure -after with --engine zones and --engine regions on each case")
	capRegions := flag.Int("cap-regions", 2_000_000, "with -engines: stop the region engine after this many states")
	capZones := flag.Int("cap-zones", 1_000_000, "with -engines and -tck: stop the zone engine after this many zones")
	header := flag.Bool("header", true, "with -engines: print the table's explanation and header")
	tckDir := flag.String("tck", "", "write Fischer and CSMA/CD models into this directory and measure -after (zones) and tck-reach on them")
	fischer := flag.String("fischer", "4..7", "with -tck: Fischer's numbers of processes, FROM..TO")
	csma := flag.String("csma", "2..5", "with -tck: CSMA/CD's numbers of stations, FROM..TO")
	tckLimit := flag.Int("tck-limit", 60, "with -tck: stop each tck-reach -a covreach run after this many seconds of CPU (0: never)")
	aluLimit := flag.Int("alu-limit", 60, "with -tck: stop each tck-reach -a aLU-covreach run after this many seconds of CPU (0: never)")
	forever := flag.Bool("forever", false, "measure -after on each case twice: --hours 24 and --forever (or, for a case with --days, with and without --all-days), with the ratio of their CPU times")
	checkDir := flag.String("check", "", "write generated Home Assistant automations and ISY programs (-n of each) into this directory and measure delorean check (-after) on them")
	checkN := flag.Int("n", 10000, "with -check: how many automations and programs")
	flag.Parse()
	if *checkDir != "" && *after != "" {
		if err := checkTable(*after, *checkDir, *checkN); err != nil {
			fmt.Fprintln(os.Stderr, "benchcmp:", err)
			os.Exit(1)
		}
		return
	}
	if *forever && *after != "" && len(cs) > 0 {
		if err := foreverTable(*after, cs, *header); err != nil {
			fmt.Fprintln(os.Stderr, "benchcmp:", err)
			os.Exit(1)
		}
		return
	}
	if *tckDir != "" && *after != "" {
		if err := tchecker(*after, *tckDir, *fischer, *csma, *capZones, *tckLimit, *aluLimit); err != nil {
			fmt.Fprintln(os.Stderr, "benchcmp:", err)
			os.Exit(1)
		}
		return
	}
	if *engines && *after != "" && len(cs) > 0 {
		if err := engineTable(*after, cs, *capRegions, *capZones, *header); err != nil {
			fmt.Fprintln(os.Stderr, "benchcmp:", err)
			os.Exit(1)
		}
		return
	}
	if *workers != "" && *after != "" && len(cs) > 0 {
		if err := scaling(*after, cs, *workers, *repeat); err != nil {
			fmt.Fprintln(os.Stderr, "benchcmp:", err)
			os.Exit(1)
		}
		return
	}
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
			inc := m.limitNote()
			fmt.Printf("| %s%s | %s | %d | %d | %.2f | %.0f | %.1f MiB | %.1f |\n", name, inc, label, m.States, m.Transitions,
				m.cpu.Seconds(), float64(m.Transitions)/m.cpu.Seconds(), float64(m.peak())/(1<<20), m.BytesPerState)
		}
		if ms[0].States != ms[1].States || ms[0].Transitions != ms[1].Transitions {
			fmt.Printf("| %s | | the two builds explored different state spaces | | | | | |\n", name)
		}
		fmt.Printf("| %s | after/before | | | %.2fx faster | | | |\n", name, ms[0].cpu.Seconds()/ms[1].cpu.Seconds())
	}
}

// limitNote marks an exploration that stopped at a limit.
func (m *measure) limitNote() string {
	if m.Complete {
		return ""
	}
	return " (stopped at a limit)"
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
	// explore exits 1 when it finds a violation and 3 when it stops at a
	// limit (the report then says incomplete): results, not failures.
	if ee, ok := err.(*exec.ExitError); err != nil && !(ok && (ee.ExitCode() == 1 || ee.ExitCode() == 3)) {
		return m, fmt.Errorf("%v: %s", err, errb.String())
	}
	m.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	m.rss = maxRSS(cmd.ProcessState)
	if err := json.Unmarshal(out.Bytes(), &m.report); err != nil {
		return m, fmt.Errorf("reading its report: %v", err)
	}
	return m, nil
}

// scaling measures bin on each case with each number of workers.
func scaling(bin string, cs cases, workers string, repeat int) error {
	var ns []int
	for _, f := range strings.Split(workers, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return fmt.Errorf("-workers %q: want numbers of workers, comma-separated", workers)
		}
		ns = append(ns, n)
	}
	fmt.Printf("Elapsed time is the fastest of %d alternating runs per number of workers.\n\n", max(repeat, 1))
	fmt.Println("| exploration | workers | states | transitions | elapsed (s) | CPU (s) | transitions per second | peak memory | speed-up |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, c := range cs {
		name, args, ok := strings.Cut(c, "|")
		if !ok {
			return fmt.Errorf("case %q: want NAME|ARGS", c)
		}
		best := make([]measure, len(ns))
		for r := 0; r < max(repeat, 1); r++ {
			for i, n := range ns {
				m, err := run(bin, append(strings.Fields(args), "--workers", strconv.Itoa(n)))
				if err != nil {
					return fmt.Errorf("%s with %d workers: %v", name, n, err)
				}
				if r == 0 || m.wall < best[i].wall {
					best[i] = m
				}
			}
		}
		for i, m := range best {
			if m.States != best[0].States || m.Transitions != best[0].Transitions {
				return fmt.Errorf("%s: %d workers explored %d states and %d transitions, %d workers %d and %d",
					name, ns[i], m.States, m.Transitions, ns[0], best[0].States, best[0].Transitions)
			}
			inc := m.limitNote()
			fmt.Printf("| %s%s | %d | %d | %d | %.2f | %.2f | %.0f | %.1f MiB | %.2fx |\n", name, inc, ns[i], m.States, m.Transitions,
				m.wall.Seconds(), m.cpu.Seconds(), float64(m.Transitions)/m.wall.Seconds(), float64(m.peak())/(1<<20),
				best[0].wall.Seconds()/m.wall.Seconds())
		}
	}
	return nil
}

// foreverTable measures bin on each case over 24 hours and with
// --forever (a case with --days: with the early stop and --all-days).
func foreverTable(bin string, cs cases, header bool) error {
	if header {
		fmt.Println("CPU time of the process; forever/24 h is the ratio of the CPU times (the target: at most 3x); a run over --days is measured with its early stop and with --all-days.")
		fmt.Println()
		fmt.Println("| exploration | run | zones | discrete states | CPU (s) | run | zones | discrete states | CPU (s) | ratio |")
		fmt.Println("|---|---|---:|---:|---:|---|---:|---:|---:|---:|")
	}
	for _, c := range cs {
		name, args, ok := strings.Cut(c, "|")
		if !ok {
			return fmt.Errorf("case %q: want NAME|ARGS", c)
		}
		a := strings.Fields(args)
		runs := [2][]string{append(append([]string{}, a...), "--hours", "24"), append(append([]string{}, a...), "--forever")}
		labels := [2]string{"24 h", "--forever"}
		if strings.Contains(args, "--days") {
			runs = [2][]string{append(append([]string{}, a...), "--all-days"), a}
			labels = [2]string{"every day", "early stop"}
		}
		var ms [2]measure
		for i, r := range runs {
			m, err := run(bin, r)
			if err != nil {
				return fmt.Errorf("%s (%s): %v", name, labels[i], err)
			}
			ms[i] = m
		}
		ratio := ms[1].cpu.Seconds() / max(ms[0].cpu.Seconds(), 0.001)
		fmt.Printf("| %s | %s%s | %d | %d | %.2f | %s%s | %d | %d | %.2f | %.2fx |\n", name,
			labels[0], ms[0].limitNote(), ms[0].States, ms[0].DiscreteStates, ms[0].cpu.Seconds(),
			labels[1], ms[1].limitNote(), ms[1].States, ms[1].DiscreteStates, ms[1].cpu.Seconds(), ratio)
	}
	return nil
}
