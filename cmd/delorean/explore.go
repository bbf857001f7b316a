package main

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/delorean-mc/delorean/ta/environment"
	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/baseline"
	"github.com/delorean-mc/delorean/explore/render"
)

func newExploreCmd() *cobra.Command {
	var mf modelFlags
	var maxStates int
	var timeout time.Duration
	var asJSON, timing, noPredict, noSplit, noDPOR, timedDPOR, stats bool
	var reversalBound, workers int
	var traceDir, discrete, modeName, reportFile, dotFile, cpuProfile, memProfile string
	var mem memoryFlags
	var dotLimit int
	var eng engineFlag
	cmd := &cobra.Command{
		Use:   "explore PROGRAM",
		Short: "Explore every behaviour of a program and check invariants",
		Long: `explore explores a program from a start state and time for a span of time
(timed mode, exact), or as the alternatives DeLorean is measured against do
(--mode untimed, --mode modist), and reports the states reached, the
invariants violated with a trace to each, and coverage.` + exitCodesHelp,
		Example: `  delorean explore programs/paper/figure1.ta --start 09:00 --hours 1 \
      --invariants programs/paper/figure1.inv.yaml
  delorean explore programs/paper/figure1.ta --start 09:00 --hours 1 \
      --invariants programs/paper/figure1.inv.yaml --report figure1.html
  delorean explore programs/paper/figure2.ta --hours 1 --json
  delorean explore programs/paper/figure2.ta --hours 1 --dot figure2.dot`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: programFiles,
		RunE: func(cmd *cobra.Command, args []string) error {
			outs := newOutputs(cmd).dir("--trace-dir", traceDir).file("--report", reportFile).file("--dot", dotFile).
				file("--discrete-states", discrete).file("--cpuprofile", cpuProfile).file("--memprofile", memProfile)
			if err := outs.check(); err != nil {
				return err
			}
			stopProfiles, err := startProfiles(outs, cpuProfile, memProfile)
			if err != nil {
				return badInput(err)
			}
			defer stopProfiles()
			p, err := loadProgram(cmd, args[0], mf.invariants, mf.init)
			if err != nil {
				return err
			}
			memLimit, spillDir, err := mem.limit()
			if err != nil {
				return err
			}
			mode, err := baseline.ParseMode(modeName)
			if err != nil {
				return badInput(fmt.Errorf("--mode: %v", err))
			}
			if spillDir != "" && mode != baseline.Timed {
				return badInput(fmt.Errorf("--spill goes with --mode timed"))
			}
			if cmd.Flags().Changed("reversal-bound") && (reversalBound < 0 || mode != baseline.Untimed || noDPOR) {
				return badInput(fmt.Errorf("--reversal-bound takes a count >= 0 and goes with --mode untimed (with DPOR)"))
			}
			if noDPOR && mode != baseline.Untimed {
				return badInput(fmt.Errorf("--no-dpor goes with --mode untimed"))
			}
			if timedDPOR && mode != baseline.Timed {
				return badInput(fmt.Errorf("--dpor goes with --mode timed (untimed exploration uses DPOR by default; --no-dpor turns it off)"))
			}
			if timedDPOR && discrete != "" {
				return badInput(fmt.Errorf("--discrete-states lists every reachable valuation, which --dpor does not visit; leave out --dpor"))
			}
			useZones, err := eng.zonesUnless(mode != baseline.Timed || timedDPOR || spillDir != "" || dotFile != "" || discrete != "" || noPredict)
			if err != nil {
				return err
			}
			if mf.cal.forever && !useZones {
				return badInput(explore.ErrForeverRegions)
			}
			if useZones {
				switch {
				case mode != baseline.Timed:
					return badInput(fmt.Errorf("--engine goes with --mode timed"))
				case timedDPOR:
					return badInput(fmt.Errorf("--dpor reduces the region search; with --engine zones leave it out (inclusion of zones already covers what it saves)"))
				case spillDir != "":
					return badInput(fmt.Errorf("--spill moves the region store to files; with --engine zones leave it out"))
				case noPredict:
					return badInput(fmt.Errorf("--no-predict turns off the region engine's successor prediction; the zone engine has none: with --engine zones leave it out"))
				case dotFile != "" || discrete != "":
					return badInput(fmt.Errorf("--dot and --discrete-states list region states; use them with --engine regions"))
				}
			}
			extrapolated, err := eng.extrapolatedZones(useZones)
			if err != nil {
				return err
			}
			localTime, err := eng.localTimeFor(useZones)
			if err != nil {
				return err
			}
			mf.boundedLeadsTo = useZones
			models, err := mf.models(p, useZones)
			if err != nil {
				return err
			}
			if mode != baseline.Timed {
				if reportFile != "" || dotFile != "" {
					return badInput(fmt.Errorf("--report and --dot go with --mode timed (compare shows the other modes: delorean compare --report)"))
				}
				opt := explore.Options{MaxStates: maxStates, MaxMemory: memLimit, NoDPOR: noDPOR}
				if cmd.Flags().Changed("reversal-bound") {
					opt.Bounded, opt.ReversalBound = true, reversalBound
				}
				if len(models) > 1 && mode != baseline.Untimed {
					// The untimed mode ignores the time of day (every
					// comparison with it goes both ways); MoDist's runs
					// take one sun time.
					return badInput(fmt.Errorf("--mode %s takes one sun time, not a range (the timed mode checks every time of a range)", modeName))
				}
				return runBaseline(cmd, models[0], mode, opt, asJSON, timeout, outs, stopProfiles)
			}
			ctx, stop := runContext(cmd, timeout)
			defer stop()
			if dotFile != "" && len(models) > 1 {
				return badInput(fmt.Errorf("--dot draws one exploration: give fixed --sunrise and --sunset, not ranges"))
			}
			var reps []*explore.Report
			var results []*explore.Result
			prog := newProgress(cmd, models[0].Cfg.Cal)
			prog.overZones(useZones)
			for _, m := range models {
				// State lists and state graphs need the whole exploration's
				// store: those runs do not split. (Traces are lifted from
				// the loops into the whole program.)
				opt := prog.options(explore.Options{MaxStates: maxStates, MaxMemory: memLimit, SpillDir: spillDir, Ctx: ctx, NoPredict: noPredict, DPOR: timedDPOR,
					NoSplit: noSplit || discrete != "" || dotFile != "", Workers: eng.workersFor(useZones, workers), ExtrapolatedZones: extrapolated, LocalTime: localTime})
				if dotFile != "" && (maxStates == 0 || maxStates > dotLimit+1) {
					// A state graph above the limit is refused: stop soon after it.
					opt.MaxStates = dotLimit + 1
				}
				var rep *explore.Report
				var res *explore.Result
				runOf(cmd).doing("exploring " + args[0])
				switch {
				case useZones && mf.cal.days > 0 && !mf.cal.allDays:
					// A year day by day stops once the days left can add
					// nothing (explore.ExploreDays).
					rep, err = explore.ExploreDays(m.Cfg, m.Prog, func(m *explore.Model) (*explore.Report, error) {
						return exploreZones(cmd.ErrOrStderr(), m, opt)
					})
				case useZones:
					rep, err = exploreZones(cmd.ErrOrStderr(), m, opt)
				default:
					rep, res, err = explore.ExploreReport(m, opt)
				}
				prog.done(err == nil && rep.Complete)
				if err != nil {
					return badInput(err)
				}
				for _, f := range rep.SplitFallback {
					fmt.Fprintf(cmd.ErrOrStderr(), "delorean: warning: split exploration: %s\n", printable(f))
				}
				if res != nil {
					results = append(results, res)
				}
				reps = append(reps, rep)
				if !rep.Complete {
					break // a limit or Ctrl-C stops the remaining classes too
				}
			}
			if dotFile != "" && len(results) == 1 && results[0].Store.Len() > dotLimit {
				// The exploration was cut at the limit for the graph alone:
				// a refusal, not a report.
				return badInput(fmt.Errorf("--dot: the exploration has more than %d states, too many for a readable graph; "+
					"explore a shorter span (--duration), raise --dot-limit, or use --report for a timeline of each violation", dotLimit))
			}
			rep := explore.MergeReports(reps)
			rep.LeftOut = leftOutEntries(p)
			mf.cal.sunAsGiven(rep)
			// The outputs after the exploration: one that fails is named
			// after the report, which is printed whatever happens.
			if traceDir != "" {
				outs.writeDir("--trace-dir", traceDir, traceFiles(rep))
			}
			if discrete != "" {
				var lines []string
				seen := map[string]bool{}
				for _, res := range results {
					for _, l := range res.ValueLines() {
						if !seen[l] {
							seen[l] = true
							lines = append(lines, l)
						}
					}
				}
				sort.Strings(lines)
				outs.write("--discrete-states", discrete, func(w io.Writer) error {
					_, err := io.WriteString(w, strings.Join(lines, "\n")+"\n")
					return err
				})
			}
			if dotFile != "" {
				if out, err := render.StateGraphDOT(results[0], dotLimit); err != nil {
					outs.fail("--dot", err)
				} else {
					outs.write("--dot", dotFile, func(w io.Writer) error {
						_, err := w.Write(out)
						return err
					})
				}
			}
			if reportFile != "" {
				if outs.write("--report", reportFile, func(w io.Writer) error {
					opt := htmlOptions(cmd, args)
					var env strings.Builder
					environment.EnvironmentOf(p).WriteText(&env)
					opt.Environment = env.String()
					return render.WriteHTML(w, rep, opt)
				}) {
					wrote(cmd, "wrote the HTML report to %s", reportFile)
				}
			}
			stopProfiles()
			if asJSON {
				if timing {
					rep.WithTiming()
				}
				rep.SetVerdicts()
				if err := emitJSON(cmd, rep); err != nil {
					return err
				}
			} else {
				rep.ShowStats = stats
				rep.WriteText(textOut(cmd))
			}
			outs.report()
			// --strict fails on what would be a warning: here an
			// invariant that held without being put to the test.
			return verdictExit(rep.Violated() || loadOpts.Strict && rep.Vacuous(), rep.Complete)
		},
	}
	mf.register(cmd)
	mf.cal.registerForever(cmd)
	cmd.Flags().BoolVar(&mf.cal.allDays, "all-days", false, "with --days: explore every day, without stopping once the days left can add nothing")
	mem.register(cmd)
	eng.register(cmd)
	cmd.Flags().StringVar(&modeName, "mode", "timed", "timed (exact), or the alternatives DeLorean is measured against: untimed (ignores time) or modist (one concrete clock)")
	cmd.Flags().IntVar(&workers, "workers", runtime.NumCPU(), "goroutines computing successors (the result does not depend on it); by default every core over regions, one over zones, whose search a second worker does not speed up yet")
	cmd.Flags().StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof)")
	cmd.Flags().StringVar(&memProfile, "memprofile", "", "write a heap profile at the end of the run to this file (go tool pprof)")
	cmd.Flags().BoolVar(&timedDPOR, "dpor", false, "timed exploration that, where a timer is due, fires only the stimuli that depend on it (partial-order reduction at one instant; the same violations and first-trace lengths, at most as many states)")
	cmd.Flags().BoolVar(&noDPOR, "no-dpor", false, "with --mode untimed: search every interleaving instead of pruning equivalent ones with event DPOR")
	cmd.Flags().IntVar(&reversalBound, "reversal-bound", 0, "with --mode untimed: explore only interleavings with at most this many reversed conflicts (bug hunting; the report says it is bounded)")
	cmd.Flags().BoolVar(&noSplit, "no-split", false, "explore the program whole instead of one independent control loop at a time (results are the same; --discrete-states and --dot always explore whole)")
	cmd.Flags().BoolVar(&noPredict, "no-predict", false, "run the interpreter for every transition instead of predicting successors from runs seen before (for measuring prediction; results are identical)")
	cmd.Flags().BoolVar(&timing, "timing", false, "with --json, include elapsed time, transitions per second and peak memory (which vary from run to run)")
	cmd.Flags().BoolVar(&stats, "stats", false, "end the text report with the explorer's statistics (store size, successor prediction) instead of one summary line")
	cmd.Flags().IntVar(&maxStates, "max-states", 0, "stop after this many states (the report is then incomplete)")
	cmd.Flags().DurationVar(&timeout, "timeout", 0, "stop after this much time (e.g. 30s, 10m; the report is then incomplete)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().StringVar(&traceDir, "trace-dir", "", "write each violation's trace to this directory, one file each, which delorean replay reads: NN-NAME.trace.yaml, NN the invariant's number in the report")
	cmd.Flags().StringVar(&reportFile, "report", "", "also write the report as one self-contained HTML page (summary, a timeline of each violation, coverage in the source) to this file")
	cmd.Flags().StringVar(&dotFile, "dot", "", "also write the explored state graph (each state and the transition that first reached it) in Graphviz DOT to this file; small explorations only (see --dot-limit)")
	cmd.Flags().IntVar(&dotLimit, "dot-limit", render.MaxDOTStates, "the most states --dot draws; an exploration with more is refused")
	cmd.Flags().StringVar(&discrete, "discrete-states", "", "write the reachable valuations of the variables (for timed automata: location vector and integers) to this file: one state per line, NAME=VALUE in declaration order, lines sorted")
	return cmd
}

// runBaseline explores in the untimed or MoDist mode.
func runBaseline(cmd *cobra.Command, m *explore.Model, mode baseline.Mode, opt explore.Options, asJSON bool, timeout time.Duration, outs *outputs, stopProfiles func()) error {
	ctx, stop := runContext(cmd, timeout)
	defer stop()
	opt.Ctx = ctx
	runOf(cmd).doing("exploring " + m.Prog.File + " in the " + mode.String() + " mode")
	b, err := baseline.ExploreBaseline(m, mode, opt)
	if err != nil {
		return badInput(err)
	}
	stopProfiles()
	if asJSON {
		if err := emitJSON(cmd, b); err != nil {
			return err
		}
	} else {
		b.WriteText(textOut(cmd), m.Prog)
	}
	outs.report()
	return verdictExit(len(b.Violated) > 0, b.Complete)
}

// traceFiles are the trace files of a report: one per violated invariant
// (and runtime error), from the first run that found it, numbered in the
// report's order (explore.TraceFileName).
func traceFiles(rep *explore.Report) []namedFile {
	var files []namedFile
	count := len(rep.Invariants) + len(rep.Errors)
	for i, inv := range rep.Invariants {
		if ve := inv.Violation; ve != nil && ve.TraceFile() != nil {
			files = append(files, namedFile{explore.TraceFileName(i+1, count, inv.Name), ve.TraceFile().Encode})
		}
	}
	for i, ve := range rep.Errors {
		if ve.TraceFile() != nil {
			files = append(files, namedFile{explore.TraceFileName(len(rep.Invariants)+i+1, count, "runtime error"), ve.TraceFile().Encode})
		}
	}
	return files
}

// sayTraces says which trace files --trace-dir wrote, or that there were
// none to write (no violation).
func sayTraces(cmd *cobra.Command, dir string, names []string) {
	switch len(names) {
	case 0:
		wrote(cmd, "no violation: no trace written to %s", dir)
	case 1:
		wrote(cmd, "wrote 1 trace to %s: %s", dir, names[0])
	default:
		wrote(cmd, "wrote %d traces to %s: %s", len(names), dir, strings.Join(names, ", "))
	}
}

// startProfiles starts a CPU profile and arranges a heap profile, as the
// --cpuprofile and --memprofile flags ask; the returned function ends
// them (once, however often it is called), writing each file atomically:
// the CPU profile goes to a temporary file renamed at the end.
func startProfiles(outs *outputs, cpu, mem string) (func(), error) {
	var cpuProfile bytes.Buffer
	if cpu != "" {
		// In memory until the end: a profile is small, and the file is
		// then written whole or not at all.
		if err := pprof.StartCPUProfile(&cpuProfile); err != nil {
			return nil, fmt.Errorf("--cpuprofile: %v", err)
		}
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			if cpu != "" {
				pprof.StopCPUProfile()
				outs.write("--cpuprofile", cpu, func(w io.Writer) error {
					_, err := w.Write(cpuProfile.Bytes())
					return err
				})
			}
			if mem != "" {
				runtime.GC()
				outs.write("--memprofile", mem, pprof.WriteHeapProfile)
			}
		})
	}, nil
}
