package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/bench"
	"github.com/delorean-mc/delorean/explore/render"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/environment"
)

func newBenchCmd() *cobra.Command {
	var cf calendarFlags
	var trials, capStates, maxStates, workers int
	var seed int64
	var header, asJSON, noSplit bool
	var timeout time.Duration
	var maxMemory, traceDir, reportFile string
	cmd := &cobra.Command{
		Use:   "bench PROGRAM...",
		Short: "Measure explorations: the paper's Table 2 columns, with and without prediction and splitting",
		Long: `bench explores each program as explore does (with its invariants: NAME.inv.yaml
beside it, or invariants.yaml in its folder), then without successor prediction
and without loop splitting, and prints one Markdown table row per program:
states, transitions, time, transitions per second, peak memory (of this
process), the time prediction saves and the speed-up splitting brings.
--trials N adds random start states and times and prints means.
--cap-states N stops the runs without splitting after N states: a program
whose joint exploration is out of reach still gets a row, with that time
(and the speed-up computed from it) marked as a lower bound.
--no-split explores every run whole, as the paper's Table 2 does: the
prediction columns then measure prediction on the joint state space.
Times are the CPU time of the process (one exploration thread and its
garbage collector).

Ctrl-C, SIGTERM, SIGHUP or --timeout stops the measuring: the rows
measured so far are printed, the one stopped marked incomplete, and the
exit code is 3 (a second signal ends at once). --max-memory stops each
exploration at that heap, --max-states after that many states (its row is
marked incomplete). --workers N explores each run with N goroutines; the
times are then the CPU time of all of them. --trace-dir and --report
write what explore's would of the first exploration of each program (from
the given start, with prediction and splitting): its violations' traces
(with several programs, each file named after its program first) and its
HTML page (one program only). Exit codes: 0
every program measured; 2 bad input or usage; 3 stopped by a signal or
--timeout; 4 an internal error (a bug of DeLorean: please report it).`,
		Example: `  delorean bench programs/paper/figure1.ta --start 09:00 --hours 1
  delorean bench programs/isy/*.isy --hours 1 --json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if reportFile != "" && len(args) > 1 {
				return badInput(fmt.Errorf("--report goes with one program (its page is one exploration's)"))
			}
			outs := newOutputs(cmd).dir("--trace-dir", traceDir).file("--report", reportFile)
			if err := outs.check(); err != nil {
				return err
			}
			memLimit, err := parseBytes(maxMemory)
			if err != nil {
				return badInput(fmt.Errorf("--max-memory: %v", err))
			}
			var rows []*bench.BenchRow
			var cal ta.Calendar
			var prog *ta.Program // the last program loaded: --report's
			ctx, stop := runContext(cmd, timeout)
			defer stop()
			for _, path := range args {
				p, err := loadProgram(cmd, path, invariantsBeside(path))
				if err != nil {
					return err
				}
				prog = p
				var cfg explore.Config
				if inv := invariantsBeside(path); inv != "" {
					if cfg.Props, err = explore.LoadProperties(inv, p); err != nil {
						return badInput(err)
					}
				}
				if cal, err = cf.fixedCalendar(p, "bench"); err != nil {
					return badInput(err)
				}
				cfg.Cal = cal
				m, err := explore.NewModel(p, cfg)
				if err != nil {
					return badInput(err)
				}
				runOf(cmd).doing("measuring " + path)
				gaveWorkers("bench", workers)
				row, err := bench.Bench(m, explore.Options{NoSplit: noSplit, Ctx: ctx, MaxMemory: memLimit, MaxStates: maxStates, Workers: workers}, bench.BenchConfig{Trials: trials, Seed: seed, Cap: capStates})
				if err != nil {
					return badInput(err)
				}
				rows = append(rows, row)
				if ctx.Err() != nil {
					break // the row stopped is marked incomplete; the programs left are not measured
				}
			}
			interrupted := ctx.Err() != nil
			if traceDir != "" {
				outs.writeDir("--trace-dir", traceDir, benchTraceFiles(rows))
			}
			if reportFile != "" && len(rows) == 1 && rows[0].Report != nil {
				if outs.write("--report", reportFile, func(w io.Writer) error {
					// The page explore --report writes of the same run.
					opt := htmlOptions(cmd, args)
					var env strings.Builder
					environment.EnvironmentOf(prog).WriteText(&env)
					opt.Environment = env.String()
					return render.WriteHTML(w, rows[0].Report, opt)
				}) {
					wrote(cmd, "wrote the HTML report to %s", reportFile)
				}
			}
			if asJSON {
				doc := benchJSON(rows, cal)
				doc.Complete = !interrupted
				if interrupted {
					doc.StopReason = stopReason(ctx)
				}
				if err := emitJSON(cmd, doc); err != nil {
					return err
				}
			} else {
				bench.WriteBenchTable(textOut(cmd), rows, cal.Horizon, cal.Start, capStates, header)
				if workers > 1 && header {
					fmt.Fprintf(textOut(cmd), "\nEach run explored with %d workers: its time is theirs together.\n", workers)
				}
				if interrupted {
					fmt.Fprintf(textOut(cmd), "\nINCOMPLETE: %s after %d of %d programs: the last row's times are of runs stopped early\n", stopReason(ctx), len(rows), len(args))
				}
			}
			outs.report()
			if interrupted {
				return &exitError{code: exitLimit}
			}
			return nil
		},
	}
	cf.register(cmd)
	cmd.Flags().StringVar(&traceDir, "trace-dir", "", "write the violations' traces of each program's first exploration to this directory, which delorean replay reads: NN-NAME.trace.yaml as explore names them (PROGRAM-NN-NAME.trace.yaml with several programs)")
	cmd.Flags().StringVar(&reportFile, "report", "", "also write the HTML page of the program's first exploration (as explore --report) to this file")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the measurements as JSON instead of a Markdown table")
	cmd.Flags().IntVar(&trials, "trials", 1, "number of start states and times: the given one, then random ones")
	cmd.Flags().Int64Var(&seed, "seed", 1, "seed of the random start states and times")
	cmd.Flags().IntVar(&capStates, "cap-states", 0, "stop the runs without splitting after this many states (their times become lower bounds; 0: no cap)")
	cmd.Flags().BoolVar(&header, "header", true, "print the table's header (--header=false appends rows to a table)")
	cmd.Flags().DurationVar(&timeout, "timeout", 0, "stop measuring after this much time (e.g. 10m): the rows so far are printed, the last one marked incomplete")
	cmd.Flags().StringVar(&maxMemory, "max-memory", "", "stop each exploration when the heap passes this size (e.g. 4GiB; its row is then marked incomplete)")
	cmd.Flags().IntVar(&maxStates, "max-states", 0, "stop each exploration after this many states (its row is then marked incomplete)")
	cmd.Flags().IntVar(&workers, "workers", 1, "goroutines computing successors in each exploration (the states do not depend on it; the times are of all of them)")
	cmd.Flags().BoolVar(&noSplit, "no-split", false, "explore every run whole (no variant with splitting; the paper's Table 2 setting)")
	return cmd
}

// benchTraceFiles are the trace files of each row's report, as explore
// names them; with several programs each name starts with its program's
// (and its place in the list, when two programs share a name).
func benchTraceFiles(rows []*bench.BenchRow) []namedFile {
	bases := map[string]int{}
	for _, r := range rows {
		bases[strings.TrimSuffix(filepath.Base(r.Program), filepath.Ext(r.Program))]++
	}
	var files []namedFile
	for i, r := range rows {
		if r.Report == nil {
			continue
		}
		for _, f := range traceFiles(r.Report) {
			if len(rows) > 1 {
				base := strings.TrimSuffix(filepath.Base(r.Program), filepath.Ext(r.Program))
				if bases[base] > 1 {
					base = fmt.Sprintf("%d-%s", i+1, base)
				}
				// The program's name made a slug by the rule of the
				// trace files' own names (visible, one "-" per run of
				// punctuation).
				slug := strings.TrimSuffix(strings.TrimPrefix(explore.TraceFileName(0, 1, base), "00-"), ".trace.yaml")
				f.name = slug + "-" + f.name
			}
			files = append(files, f)
		}
	}
	return files
}

// invariantsBeside finds a program's invariants: NAME.inv.yaml beside it,
// or invariants.yaml in its folder.
func invariantsBeside(path string) string {
	for _, c := range []string{strings.TrimSuffix(path, filepath.Ext(path)) + ".inv.yaml", filepath.Join(filepath.Dir(path), "invariants.yaml")} {
		if _, err := os.Stat(c); err == nil {
			return c
		}
	}
	return ""
}

// BenchSchema identifies the layout of `delorean bench --json`.
const BenchSchema = "delorean.bench/1"

type benchReport struct {
	Schema  string     `json:"schema"`
	Start   string     `json:"start"`
	Horizon string     `json:"horizon"`
	Rows    []benchRow `json:"programs"`
	// Complete is false when a signal stopped the measuring: the last
	// row's runs were stopped early and the programs after it are not
	// measured; StopReason says why.
	Complete   bool   `json:"complete"`
	StopReason string `json:"stop_reason,omitempty"`
}

type benchRow struct {
	Program            string  `json:"program"`
	Trials             int     `json:"trials"`
	States             float64 `json:"states"`
	Transitions        float64 `json:"transitions"`
	Seconds            float64 `json:"seconds"`
	NoPredictSeconds   float64 `json:"seconds_without_prediction"`
	NoSplitSeconds     float64 `json:"seconds_without_splitting"`
	PredictGainPercent float64 `json:"prediction_gain_percent"`
	SplitSpeedup       float64 `json:"splitting_speedup"`
	Loops              int     `json:"loops"`
	PeakMemory         int64   `json:"peak_memory_bytes"`
	Complete           bool    `json:"complete"`
	Violations         int     `json:"violations"`
	NoPredictCapped    bool    `json:"without_prediction_capped"`
	NoSplitCapped      bool    `json:"without_splitting_capped"`
	Whole              bool    `json:"whole"`
	Compared           bool    `json:"compared"`
}

func benchJSON(rows []*bench.BenchRow, cal ta.Calendar) *benchReport {
	out := &benchReport{Schema: BenchSchema, Start: ta.FormatClockTime(cal.Start), Horizon: "none"}
	if cal.Horizon > 0 {
		out.Horizon = ta.FormatDuration(cal.Horizon)
	}
	for _, r := range rows {
		row := benchRow{Program: r.Program, Trials: r.Trials, States: r.States, Transitions: r.Transitions,
			Seconds: r.Seconds, NoPredictSeconds: r.NoPredict, NoSplitSeconds: r.NoSplit, PredictGainPercent: r.PredictGain(),
			SplitSpeedup: r.SplitGain(), Loops: r.Loops, PeakMemory: r.PeakMemory, Complete: r.Complete, Violations: r.Violations,
			NoPredictCapped: r.NoPredictCapped, NoSplitCapped: r.NoSplitCapped, Whole: r.Whole, Compared: r.Measured()}
		if !row.Compared {
			row.NoPredictSeconds, row.NoSplitSeconds, row.PredictGainPercent, row.SplitSpeedup = 0, 0, 0, 0
		}
		out.Rows = append(out.Rows, row)
	}
	return out
}
