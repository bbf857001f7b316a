package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/compare"
)

// compareTraceFiles are the trace files of the timed mode's violations in
// each trial of rep (the k-th of the programs args), named as explore
// names them, with "trialN-" first when there are several trials and the
// program's name (and number, when two share it) when several programs.
func compareTraceFiles(rep *compare.CompareReport, path string, k int, args []string) []namedFile {
	prefix := ""
	if len(args) > 1 {
		base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		for i, a := range args {
			if i != k && strings.TrimSuffix(filepath.Base(a), filepath.Ext(a)) == base {
				base = fmt.Sprintf("%d-%s", k+1, base)
				break
			}
		}
		// The program's name made a slug by the rule of the trace files'
		// own names.
		prefix = strings.TrimSuffix(strings.TrimPrefix(explore.TraceFileName(0, 1, base), "00-"), ".trace.yaml") + "-"
	}
	var files []namedFile
	for i, tr := range rep.Trials {
		if tr.Timed == nil {
			continue
		}
		trial := ""
		if len(rep.Trials) > 1 {
			trial = fmt.Sprintf("trial%d-", i+1)
		}
		for _, f := range traceFiles(tr.Timed) {
			f.name = prefix + trial + f.name
			files = append(files, f)
		}
	}
	return files
}

func newCompareCmd() *cobra.Command {
	var mf modelFlags
	var trials int
	var seed int64
	var asJSON bool
	var maxStates, workers int
	var timeout time.Duration
	var maxMemory, reportFile, traceDir string
	var engine engineFlag
	cmd := &cobra.Command{
		Use:   "compare PROGRAM...",
		Short: "Compare timed exploration with untimed and MoDist exploration (paper §5.4)",
		Long: `compare explores a program from the same start state and time three ways:
timed (DeLorean's regions, exact), untimed (timers fire whenever queued, every
time comparison goes both ways: it reports states that cannot happen) and
modist (one concrete clock, one time per side of each comparison: it misses
states). It projects each mode's states on what all modes share (variables,
devices, queued timers, and whether each stored timestamp has been taken),
reports the invalid ones of untimed and the missed ones of modist as
percentages of the timed ones, and each mode's coverage. --trials N adds random start states
and times.

With several programs, each is compared in turn (--json prints one document
holding each program's comparison), and --report draws the paper's Figs. 7-9
with a group of bars per program. --trace-dir writes the traces of the
violations the timed mode finds, as explore does (NN-NAME.trace.yaml; with
several trials or programs each name starts with trialN and the program's
name), which delorean replay reads with the program.

--max-states, --max-memory and --timeout limit each exploration, and Ctrl-C
stops them all; a stopped run is marked incomplete (in JSON complete: false
with its stop_reason). compare measures and gives no verdict: the invariants
each mode violates are in the report, not in the exit code (untimed's may be
states that cannot happen). Exit codes: 0 every exploration complete; 2 bad
input or usage; 3 some exploration stopped at a limit (or Ctrl-C, SIGTERM,
SIGHUP: the comparisons done so far are printed, the one stopped marked
incomplete); 4 an internal error (a bug of DeLorean: please report it).`,
		Example: `  delorean compare programs/paper/figure2.ta --hours 1
  delorean compare programs/paper/figure1.ta --start 09:00 --hours 1 --trials 10 --seed 1
  delorean compare programs/paper/figure2.ta programs/isy/bathroom.isy programs/isy/garage.isy \
      --hours 1 --trials 5 --report compare.html`,
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: programFiles,
		RunE: func(cmd *cobra.Command, args []string) error {
			if scenarios, err := compareScenarios(cmd, args); scenarios {
				return err // SDN scenarios: Table 4 and Fig. 10 (sdn.go)
			}
			if len(args) > 1 && mf.invariants != "" {
				return badInput(fmt.Errorf("--invariants goes with one program"))
			}
			outs := newOutputs(cmd).dir("--trace-dir", traceDir).file("--report", reportFile)
			if err := outs.check(); err != nil {
				return err
			}
			memLimit, err := parseBytes(maxMemory)
			if err != nil {
				return badInput(fmt.Errorf("--max-memory: %v", err))
			}
			timedEngine, err := engine.compareEngine()
			if err != nil {
				return err
			}
			if mf.cal.forever && timedEngine != compare.Zones {
				return badInput(explore.ErrForeverRegions)
			}
			extrapolated, err := engine.extrapolatedZones(timedEngine == compare.Zones)
			if err != nil {
				return err
			}
			ctx, stop := runContext(cmd, timeout)
			defer stop()
			complete := true
			var reps []*compare.CompareReport
			var traces []namedFile
			for k, path := range args {
				given, err := loadProgram(cmd, path, mf.invariants, mf.init)
				if err != nil {
					return err
				}
				p, err := compare.WithTimestamps(given)
				if err != nil {
					return err
				}
				models, err := mf.models(p, false)
				if err != nil {
					return err
				}
				if len(models) > 1 {
					if models[0].Cfg.Cal.Date != models[1].Cfg.Cal.Date {
						return badInput(fmt.Errorf("%s reads the date: compare needs the start's date (--start 2026-06-21T18:00)", path))
					}
					if models[0].Cfg.Cal.Weekday != models[1].Cfg.Cal.Weekday {
						return badInput(fmt.Errorf("%s reads the day of the week: compare needs the start's date (--start 2026-06-21T18:00)", path))
					}
					return badInput(fmt.Errorf("compare takes fixed sunrise and sunset, not ranges"))
				}
				prog := newProgress(cmd, models[0].Cfg.Cal)
				runOf(cmd).doing("comparing the modes on " + path)
				gaveWorkers("compare", workers)
				opt := prog.options(explore.Options{MaxStates: maxStates, MaxMemory: memLimit, Ctx: ctx, ExtrapolatedZones: extrapolated, Workers: workers})
				var rep *compare.CompareReport
				if traceDir != "" {
					rep, err = compare.CompareTraced(p, models[0].Cfg, opt, trials, seed, timedEngine, given)
				} else {
					rep, err = compare.CompareWith(p, models[0].Cfg, opt, trials, seed, timedEngine)
				}
				prog.done(err == nil && rep.Complete())
				if err != nil {
					return badInput(err)
				}
				warnCompareFallback(cmd.ErrOrStderr(), rep)
				complete = complete && rep.Complete()
				reps = append(reps, rep)
				traces = append(traces, compareTraceFiles(rep, path, k, args)...)
				if !asJSON {
					if len(reps) > 1 {
						fmt.Fprintln(textOut(cmd))
					}
					rep.WriteText(textOut(cmd))
				}
				if ctx.Err() != nil {
					break // a signal or --timeout stops the programs left too
				}
			}
			if asJSON {
				// One document, after every program is compared: a bad
				// program later in the list leaves only the error's.
				docs := make([]any, len(reps))
				for i, r := range reps {
					docs[i] = r
				}
				if err := emitComparisons(cmd, docs, complete); err != nil {
					return err
				}
			}
			if traceDir != "" {
				outs.writeDir("--trace-dir", traceDir, traces)
			}
			if reportFile != "" && outs.write("--report", reportFile, func(w io.Writer) error {
				return compare.WriteCompareHTML(w, reps, htmlOptions(cmd, args))
			}) {
				wrote(cmd, "wrote the HTML report to %s", reportFile)
			}
			outs.report()
			if !complete {
				return &exitError{code: exitLimit}
			}
			return nil
		},
	}
	mf.register(cmd)
	mf.cal.registerForever(cmd)
	cmd.Flags().IntVar(&trials, "trials", 1, "number of start states and times: the given one, then random ones")
	cmd.Flags().Int64Var(&seed, "seed", 1, "seed of the random start states and times")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the comparison as JSON")
	cmd.Flags().IntVar(&maxStates, "max-states", 0, "stop each exploration after this many states (it is then incomplete)")
	cmd.Flags().DurationVar(&timeout, "timeout", 0, "stop after this much time in all (e.g. 30s, 10m; the explorations not done by then are incomplete)")
	cmd.Flags().StringVar(&maxMemory, "max-memory", "", "stop an exploration when the heap passes this size (e.g. 4GiB, 500MB; it is then incomplete)")
	cmd.Flags().IntVar(&workers, "workers", 1, "goroutines computing successors in the timed explorations (the states do not depend on it; untimed and MoDist search on one, so their times compare with the timed ones' at the default)")
	cmd.Flags().StringVar(&reportFile, "report", "", "also write an HTML page with the bar charts of the paper's Figs. 7-9 to this file")
	cmd.Flags().StringVar(&traceDir, "trace-dir", "", "write the traces of the violations the timed mode finds to this directory, which delorean replay reads: NN-NAME.trace.yaml as explore names them (trialN- and the program's name first with several trials or programs)")
	engine.register(cmd)
	registerSDNCompare(cmd)
	return cmd
}
