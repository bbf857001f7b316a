// Command delorean-fleet checks many homes, places and dates at once as
// an Apache Beam pipeline (delorean fleet runs it; docs/fleet.md). It is a
// command of its own so that the delorean binary does not carry Beam.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"
	_ "time/tzdata" // places' time zones on machines without a zone database

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"golang.org/x/term"

	"github.com/delorean-mc/delorean/fleet"
)

const usage = `usage: delorean fleet MANIFEST.yaml|DIR --out DIR [flags] [explore flags]

Explores every job of a manifest (homes x places x starts x horizons x sun
x engines x option sets), or of a directory with a home per subdirectory,
as an Apache Beam pipeline: on Prism in this process by default, or on a
job server (--runner universal --endpoint HOST:PORT), or on Google Cloud
Dataflow (--runner dataflow). Results go to DIR/results.jsonl, one row per
job, with DIR/summary.txt, summary.json and summary.html; a re-run into the
same DIR skips the jobs already done. Explore's flags (delorean explore
--help) apply to every job. docs/fleet.md says more.

Exit codes: 0 nothing violated, 1 a job found a violation, 2 bad input or
a job failed, 3 a job stopped at a limit, 130 stopped by Ctrl-C.

Fleet flags:
`

var (
	out      = flag.String("out", "", "the output directory (a path, or gs://bucket/dir with --runner dataflow)")
	workers  = flag.Int("workers", runtime.NumCPU(), "jobs explored at once by each worker of the runner (each job explores on one goroutine)")
	pages    = flag.Bool("pages", true, "write each job's HTML report (explore --report) under DIR/jobs, which summary.html links each violation's timeline to")
	delorean = flag.String("delorean", "", "the delorean binary the jobs run (default: $DELOREAN_BIN, else the one beside this binary, else the one on PATH)")
	split    = flag.Bool("split-loops", false, "explore each home's independent control loops as jobs of their own, merged into one report per home by delorean's own merge (the report is delorean explore's); needs a local --out")
	quiet    = flag.Bool("quiet", false, "show no progress on standard error (progress shows only on a terminal)")
	stats    = flag.Bool("fleet-stats", false, "print to standard error how many jobs ran, the elapsed time, this process's own CPU time (the pipeline's: Beam, Prism and the handling of the jobs) and its jobs' CPU time (the jobs this process ran: all of them with Prism in-process or a LOOPBACK environment)")
	cpuprof  = flag.String("fleet-cpuprofile", "", "write a CPU profile of the fleet's own process (the pipeline, not its jobs: explore's --cpuprofile would profile each job) to FILE")
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	slog.SetDefault(slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	beamlog.SetLogger(quietLogger{})
	flag.CommandLine.SetOutput(stderr)
	flag.CommandLine.Usage = func() {
		fmt.Fprint(stderr, usage)
		flag.CommandLine.VisitAll(func(f *flag.Flag) {
			if fleetFlags[f.Name] {
				fmt.Fprintf(stderr, "  --%s  %s\n", f.Name, f.Usage)
			}
		})
		fmt.Fprint(stderr, "\nRunner flags (Apache Beam's): --runner (prism, universal, flink, spark, dataflow), --endpoint HOST:PORT, --environment_type (LOOPBACK by default with a job server), and the runner's own (docs/fleet.md)\n")
	}
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "-h" || a == "-help" || a == "--help" {
			flag.CommandLine.Usage()
			return 0
		}
	}
	var exploreFlags map[string]bool
	own, jobFlags, positional, err := fleet.SplitArgs(args, knownFlag, exploreFlags)
	if err != nil {
		// An unknown flag may be one of explore's: ask the binary.
		bin, berr := findDelorean(args)
		if berr != nil {
			fmt.Fprintln(stderr, "delorean fleet:", berr)
			return 2
		}
		help, herr := exec.Command(bin, "explore", "--help").Output()
		if herr != nil {
			fmt.Fprintf(stderr, "delorean fleet: %s explore --help: %v\n", bin, herr)
			return 2
		}
		exploreFlags = fleet.ExploreFlags(string(help))
		if own, jobFlags, positional, err = fleet.SplitArgs(args, knownFlag, exploreFlags); err != nil {
			fmt.Fprintln(stderr, "delorean fleet:", err)
			return 2
		}
	}
	if err := flag.CommandLine.Parse(own); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	// A runner's worker runs this binary too: then Init serves the
	// worker and does not return. Prism's informational log stays off
	// the fleet's standard error.
	beamlog.LogLevel, beamlog.LogKind = "warn", "text"
	beam.Init()
	if len(positional) != 1 {
		fmt.Fprintf(stderr, "delorean fleet: expected one manifest file or directory, got %d arguments\n\n", len(positional))
		flag.CommandLine.Usage()
		return 2
	}
	if *out == "" {
		fmt.Fprintln(stderr, "delorean fleet: --out DIR is needed: where the results and the summaries go")
		return 2
	}
	bin, err := findDelorean(args)
	if err != nil {
		fmt.Fprintln(stderr, "delorean fleet:", err)
		return 2
	}
	if r := *runners.Runner; (r == "universal" || r == "flink" || r == "spark") && *jobopts.EnvironmentType == "" {
		// The jobs run in this process, next to the output directory.
		*jobopts.EnvironmentType = "LOOPBACK"
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opt := fleet.Options{Manifest: positional[0], Out: *out, Flags: jobFlags, Workers: *workers, Pages: *pages, SplitLoops: *split, Delorean: bin, Execute: beamx.Run}
	if f, ok := stderr.(*os.File); ok && !*quiet && term.IsTerminal(int(f.Fd())) {
		opt.Progress = stderr
	}
	if *cpuprof != "" {
		f, err := os.Create(*cpuprof)
		if err != nil {
			fmt.Fprintln(stderr, "delorean fleet:", err)
			return 2
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(stderr, "delorean fleet:", err)
			return 2
		}
		defer f.Close()
		defer pprof.StopCPUProfile()
	}
	begin := time.Now()
	s, err := fleet.Run(ctx, opt)
	if *stats {
		writeStats(stderr, time.Since(begin))
	}
	if s != nil {
		s.WriteText(stdout)
		fmt.Fprintf(stderr, "delorean fleet: wrote %s, summary.txt, summary.json and summary.html to %s\n", "results.jsonl", *out)
	}
	switch {
	case errors.Is(err, fleet.ErrStopped):
		fmt.Fprintln(stderr, "delorean fleet:", err)
		return 130
	case err != nil:
		fmt.Fprintln(stderr, "delorean fleet:", err)
		return 2
	}
	return s.Exit()
}

// fleetFlags are the fleet's own flags, for its usage.
var fleetFlags = map[string]bool{"out": true, "workers": true, "pages": true, "delorean": true, "quiet": true, "split-loops": true, "fleet-stats": true, "fleet-cpuprofile": true}

// writeStats prints the run's elapsed time and CPU times: this
// process's own (the pipeline) and its children's (the jobs, which it
// waited for), and the pipeline's share of the jobs' time, its overhead.
func writeStats(w io.Writer, wall time.Duration) {
	self, jobs, ok := fleet.CPUTimes()
	if !ok {
		fmt.Fprintf(w, "delorean fleet: %d jobs run in %.2f s\n", fleet.KeptRows(), wall.Seconds())
		return
	}
	over := 0.0
	if jobs > 0 {
		over = 100 * self.Seconds() / jobs.Seconds()
	}
	fmt.Fprintf(w, "delorean fleet: %d jobs run in %.2f s; the jobs' CPU %.2f s, the pipeline's own %.2f s (%.1f %% of the jobs')\n", fleet.KeptRows(), wall.Seconds(), jobs.Seconds(), self.Seconds(), over)
}

// knownFlag says whether name is a flag of this command (the fleet's or
// Beam's) and whether it takes a value.
func knownFlag(name string) (known, takesValue bool) {
	if name == "q" {
		name = "quiet"
	}
	f := flag.CommandLine.Lookup(name)
	if f == nil {
		return false, false
	}
	if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
		return true, false
	}
	return true, true
}

// findDelorean finds the delorean binary the jobs run: --delorean,
// $DELOREAN_BIN (set by delorean fleet), the one beside this binary, or
// the one on PATH.
func findDelorean(args []string) (string, error) {
	for i, a := range args {
		if v, ok := strings.CutPrefix(a, "--delorean="); ok {
			return v, nil
		}
		if a == "--delorean" && i+1 < len(args) {
			return args[i+1], nil
		}
	}
	if v := os.Getenv("DELOREAN_BIN"); v != "" {
		return v, nil
	}
	if self, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(self), "delorean")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	if p, err := exec.LookPath("delorean"); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("no delorean binary to run the jobs: build it (make build) and put it beside delorean-fleet or on PATH, or give --delorean PATH")
}

// quietLogger keeps Beam's informational messages off the fleet's
// standard error; warnings and errors pass.
type quietLogger struct{}

func (quietLogger) Log(ctx context.Context, sev beamlog.Severity, calldepth int, msg string) {
	if sev >= beamlog.SevWarn {
		fmt.Fprintf(os.Stderr, "beam: %s\n", msg)
	}
}
