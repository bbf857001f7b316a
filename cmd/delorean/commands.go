package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/analyze"
	"github.com/delorean-mc/delorean/explore/baseline"
	"github.com/delorean-mc/delorean/explore/bench"
	"github.com/delorean-mc/delorean/explore/compare"
	"github.com/delorean-mc/delorean/explore/render"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/ta/environment"
	"github.com/delorean-mc/delorean/ta/syntax"
	"github.com/spf13/cobra"
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
			stopProfiles, err := startProfiles(cpuProfile, memProfile)
			if err != nil {
				return badInput(err)
			}
			defer stopProfiles()
			p, err := loadProgram(args[0])
			if err != nil {
				return err
			}
			models, err := mf.models(p)
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
			if mode != baseline.Timed {
				if reportFile != "" || dotFile != "" {
					return badInput(fmt.Errorf("--report and --dot go with --mode timed (compare shows the other modes: delorean compare --report)"))
				}
				opt := explore.Options{MaxStates: maxStates, MaxMemory: memLimit, NoDPOR: noDPOR}
				if cmd.Flags().Changed("reversal-bound") {
					opt.Bounded, opt.ReversalBound = true, reversalBound
				}
				return runBaseline(cmd, models[0], mode, opt, asJSON, timeout)
			}
			ctx, stop := runContext(timeout)
			defer stop()
			if dotFile != "" && len(models) > 1 {
				return badInput(fmt.Errorf("--dot draws one exploration: give fixed --sunrise and --sunset, not ranges"))
			}
			var reps []*explore.Report
			var results []*explore.Result
			prog := newProgress(cmd, models[0].Cfg.Cal)
			for _, m := range models {
				// State lists and state graphs need the whole exploration's
				// store: those runs do not split. (Traces are lifted from
				// the loops into the whole program.)
				opt := prog.options(explore.Options{MaxStates: maxStates, MaxMemory: memLimit, SpillDir: spillDir, Ctx: ctx, NoPredict: noPredict, DPOR: timedDPOR,
					NoSplit: noSplit || discrete != "" || dotFile != "", Workers: workers})
				if dotFile != "" && (maxStates == 0 || maxStates > dotLimit+1) {
					// A state graph above the limit is refused: stop soon after it.
					opt.MaxStates = dotLimit + 1
				}
				var rep *explore.Report
				var res *explore.Result
				if useZones {
					rep, err = exploreZones(cmd.ErrOrStderr(), m, opt)
				} else {
					rep, res, err = explore.ExploreReport(m, opt)
				}
				prog.done(err == nil && rep.Complete)
				if err != nil {
					return badInput(err)
				}
				for _, f := range rep.SplitFallback {
					fmt.Fprintf(cmd.ErrOrStderr(), "delorean: warning: split exploration: %s\n", f)
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
				return badInput(fmt.Errorf("--dot: the exploration has more than %d states, too many for a readable graph; "+
					"explore a shorter span (--duration), raise --dot-limit, or use --report for a timeline of each violation", dotLimit))
			}
			rep := explore.MergeReports(reps)
			mf.cal.sunAsGiven(rep)
			if traceDir != "" {
				if err := writeTraces(cmd, rep, traceDir); err != nil {
					return err
				}
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
				if err := os.WriteFile(discrete, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
					return err
				}
			}
			if dotFile != "" {
				out, err := render.StateGraphDOT(results[0], dotLimit)
				if err != nil {
					return badInput(fmt.Errorf("--dot: %v", err))
				}
				if err := os.WriteFile(dotFile, out, 0o644); err != nil {
					return err
				}
			}
			if reportFile != "" {
				if err := writeReport(cmd, reportFile, func(w io.Writer) error {
					opt := htmlOptions(cmd, args)
					var env strings.Builder
					environment.EnvironmentOf(p).WriteText(&env)
					opt.Environment = env.String()
					return render.WriteHTML(w, rep, opt)
				}); err != nil {
					return err
				}
			}
			if asJSON {
				if timing {
					rep.WithTiming()
				}
				if err := emitJSON(cmd, rep); err != nil {
					return err
				}
			} else {
				rep.ShowStats = stats
				rep.WriteText(cmd.OutOrStdout())
			}
			switch {
			case rep.Violated():
				return &exitError{code: exitViolation}
			case !rep.Complete:
				return &exitError{code: exitLimit}
			}
			return nil
		},
	}
	mf.register(cmd)
	mem.register(cmd)
	eng.register(cmd)
	cmd.Flags().StringVar(&modeName, "mode", "timed", "timed (exact), or the alternatives DeLorean is measured against: untimed (ignores time) or modist (one concrete clock)")
	cmd.Flags().IntVar(&workers, "workers", runtime.NumCPU(), "goroutines computing successors (the result does not depend on it)")
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
	cmd.Flags().StringVar(&traceDir, "trace-dir", "", "write each violation's trace to this directory, one file each, which delorean replay reads")
	cmd.Flags().StringVar(&reportFile, "report", "", "also write the report as one self-contained HTML page (summary, a timeline of each violation, coverage in the source) to this file")
	cmd.Flags().StringVar(&dotFile, "dot", "", "also write the explored state graph (each state and the transition that first reached it) in Graphviz DOT to this file; small explorations only (see --dot-limit)")
	cmd.Flags().IntVar(&dotLimit, "dot-limit", render.MaxDOTStates, "the most states --dot draws; an exploration with more is refused")
	cmd.Flags().StringVar(&discrete, "discrete-states", "", "write the reachable valuations of the variables (for timed automata: location vector and integers) to this file: one state per line, NAME=VALUE in declaration order, lines sorted")
	return cmd
}

func newReachCmd() *cobra.Command {
	var cf calendarFlags
	var labels string
	var maxStates int
	var timeout time.Duration
	var asJSON, stats bool
	var eng engineFlag
	cmd := &cobra.Command{
		Use:   "reach MODEL --labels L1,L2",
		Short: "Is a state carrying all the given labels reachable? (timed-automata models)",
		Long: `reach explores a model until it finds a state whose labels include all the
given ones (exit 1, with a concrete timed trace that the concrete interpreter
has checked), or shows that none is reachable (exit 0). A limit that stops it
first gives exit 3: the answer is unknown.` + exitCodesHelp,
		Example: `  delorean reach programs/ta/fischer-broken-3.tck --labels cs1,cs2`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadProgram(args[0])
			if err != nil {
				return err
			}
			prop, err := explore.ReachProperty(p, strings.Split(labels, ","))
			if err != nil {
				return badInput(err)
			}
			cal, err := cf.calendar(p)
			if err != nil {
				return badInput(err)
			}
			m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: []*explore.Property{prop}})
			if err != nil {
				return badInput(err)
			}
			useZones, err := eng.zones()
			if err != nil {
				return err
			}
			ctx, stop := runContext(timeout)
			defer stop()
			prog := newProgress(cmd, cal)
			opt := prog.options(explore.Options{MaxStates: maxStates, Ctx: ctx, StopAtFirst: true})
			var rep *explore.Report
			if useZones {
				rep, err = exploreZones(cmd.ErrOrStderr(), m, opt)
				prog.done(err == nil && rep.Complete)
				if err != nil {
					return badInput(err)
				}
			} else {
				res, err := explore.Explore(m, opt)
				prog.done(err == nil && res.Complete)
				if err != nil {
					return badInput(err)
				}
				if rep, err = res.BuildReport(); err != nil {
					return err
				}
			}
			if asJSON {
				if err := emitJSON(cmd, rep); err != nil {
					return err
				}
			} else {
				rep.ShowStats = stats
				rep.WriteReachText(cmd.OutOrStdout())
			}
			switch {
			case rep.Violated():
				return &exitError{code: exitViolation}
			case !rep.Complete:
				return &exitError{code: exitLimit}
			}
			return nil
		},
	}
	cf.register(cmd)
	eng.register(cmd)
	cmd.Flags().StringVar(&labels, "labels", "", "comma-separated labels that one state must all carry")
	cmd.Flags().IntVar(&maxStates, "max-states", 0, "stop after this many states (the answer is then unknown)")
	cmd.Flags().DurationVar(&timeout, "timeout", 0, "stop after this much time")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().BoolVar(&stats, "stats", false, "print the explorer's statistics (store size, successor prediction) instead of one summary line")
	_ = cmd.MarkFlagRequired("labels")
	return cmd
}

// runBaseline explores in the untimed or MoDist mode.
func runBaseline(cmd *cobra.Command, m *explore.Model, mode baseline.Mode, opt explore.Options, asJSON bool, timeout time.Duration) error {
	ctx, stop := runContext(timeout)
	defer stop()
	opt.Ctx = ctx
	b, err := baseline.ExploreBaseline(m, mode, opt)
	if err != nil {
		return badInput(err)
	}
	if asJSON {
		if err := emitJSON(cmd, b); err != nil {
			return err
		}
	} else {
		b.WriteText(cmd.OutOrStdout(), m.Prog)
	}
	switch {
	case len(b.Violated) > 0:
		return &exitError{code: exitViolation}
	case !b.Complete:
		return &exitError{code: exitLimit}
	}
	return nil
}

func newCompareCmd() *cobra.Command {
	var mf modelFlags
	var trials int
	var seed int64
	var asJSON bool
	var maxStates int
	var timeout time.Duration
	var maxMemory, reportFile string
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
per program, one after the other), and --report draws the paper's Figs. 7-9
with a group of bars per program.

--max-states, --max-memory and --timeout limit each exploration, and Ctrl-C
stops them all; a stopped run is marked incomplete (in JSON complete: false
with its stop_reason). compare measures and gives no verdict: the invariants
each mode violates are in the report, not in the exit code (untimed's may be
states that cannot happen). Exit codes: 0 every exploration complete; 2 bad
input or usage; 3 some exploration stopped at a limit.`,
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
			memLimit, err := parseBytes(maxMemory)
			if err != nil {
				return badInput(fmt.Errorf("--max-memory: %v", err))
			}
			timedEngine, err := engine.compareEngine()
			if err != nil {
				return err
			}
			ctx, stop := runContext(timeout)
			defer stop()
			complete := true
			var reps []*compare.CompareReport
			for _, path := range args {
				p, err := loadProgram(path)
				if err != nil {
					return err
				}
				if p, err = compare.WithTimestamps(p); err != nil {
					return err
				}
				models, err := mf.models(p)
				if err != nil {
					return err
				}
				if len(models) > 1 {
					return badInput(fmt.Errorf("compare takes fixed sunrise and sunset, not ranges"))
				}
				prog := newProgress(cmd, models[0].Cfg.Cal)
				rep, err := compare.CompareWith(p, models[0].Cfg, prog.options(explore.Options{MaxStates: maxStates, MaxMemory: memLimit, Ctx: ctx}), trials, seed, timedEngine)
				prog.done(err == nil && rep.Complete())
				if err != nil {
					return badInput(err)
				}
				warnCompareFallback(cmd.ErrOrStderr(), rep)
				complete = complete && rep.Complete()
				reps = append(reps, rep)
				if asJSON {
					if err := emitJSON(cmd, rep); err != nil {
						return err
					}
				} else {
					if len(reps) > 1 {
						fmt.Fprintln(cmd.OutOrStdout())
					}
					rep.WriteText(cmd.OutOrStdout())
				}
			}
			if reportFile != "" {
				if err := writeReport(cmd, reportFile, func(w io.Writer) error {
					return compare.WriteCompareHTML(w, reps, htmlOptions(cmd, args))
				}); err != nil {
					return err
				}
			}
			if !complete {
				return &exitError{code: exitLimit}
			}
			return nil
		},
	}
	mf.register(cmd)
	cmd.Flags().IntVar(&trials, "trials", 1, "number of start states and times: the given one, then random ones")
	cmd.Flags().Int64Var(&seed, "seed", 1, "seed of the random start states and times")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the comparison as JSON")
	cmd.Flags().IntVar(&maxStates, "max-states", 0, "stop each exploration after this many states (it is then incomplete)")
	cmd.Flags().DurationVar(&timeout, "timeout", 0, "stop after this much time in all (e.g. 30s, 10m; the explorations not done by then are incomplete)")
	cmd.Flags().StringVar(&maxMemory, "max-memory", "", "stop an exploration when the heap passes this size (e.g. 4GiB, 500MB; it is then incomplete)")
	cmd.Flags().StringVar(&reportFile, "report", "", "also write an HTML page with the bar charts of the paper's Figs. 7-9 to this file")
	engine.register(cmd)
	registerSDNCompare(cmd)
	return cmd
}

// parseBytes reads a size such as 4GiB, 500MB or 1073741824 (0 or "" is
// no limit).
func parseBytes(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40}, {"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12}, {"B", 1}, {"", 1}}
	for _, u := range units {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
			if err != nil || n < 0 || n > (1<<62)/u.mult {
				return 0, fmt.Errorf("expected a size such as 4GiB or 500MB, not %q", s)
			}
			return n * u.mult, nil
		}
	}
	return 0, fmt.Errorf("expected a size such as 4GiB or 500MB, not %q", s)
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// writeTraces writes one trace per violated invariant (and runtime error),
// from the first run that found it.
func writeTraces(cmd *cobra.Command, rep *explore.Report, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var names []string
	for _, inv := range rep.Invariants {
		if ve := inv.Violation; ve != nil && ve.TraceFile() != nil {
			name := strings.Trim(unsafeName.ReplaceAllString(inv.Name, "-"), "-") + ".trace.yaml"
			if err := ve.TraceFile().Write(filepath.Join(dir, name)); err != nil {
				return err
			}
			names = append(names, name)
		}
	}
	for i, ve := range rep.Errors {
		if ve.TraceFile() != nil {
			name := fmt.Sprintf("runtime-error-%d.trace.yaml", i+1)
			if err := ve.TraceFile().Write(filepath.Join(dir, name)); err != nil {
				return err
			}
			names = append(names, name)
		}
	}
	sayTraces(cmd, dir, names)
	return nil
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

// RegionsSchema identifies the layout of `delorean regions --json`.
const RegionsSchema = "delorean.regions/1"

type regionsClock struct {
	Name        string `json:"name"`
	Kind        string `json:"kind"`
	MaxConstant int64  `json:"max_constant_seconds"`
	Units       int32  `json:"max_constant_units"`
}

// regionsReport is what `delorean regions` shows.
type regionsReport struct {
	Schema    string                 `json:"schema"`
	Program   string                 `json:"program"`
	Clocks    []regionsClock         `json:"clocks"`
	Wall      *regionsClock          `json:"wall_clock,omitempty"` // nil when the program does not read it
	Start     string                 `json:"start"`
	GCD       int64                  `json:"gcd_seconds"`
	Regions   string                 `json:"regions"` // a decimal integer, often beyond 2^53
	Diagonals int                    `json:"diagonal_constraints"`
	Reduction analyze.ClockReduction `json:"clock_reduction"`
}

func newRegionsCmd() *cobra.Command {
	var cf calendarFlags
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "regions PROGRAM",
		Short: "Show a program's clocks, their constants, the GCD and the number of regions",
		Example: `  delorean regions programs/paper/figure2.ta
  delorean regions programs/ta/fischer-4.tck --json`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: programFiles,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadProgram(args[0])
			if err != nil {
				return err
			}
			cal, err := cf.calendar(p)
			if err != nil {
				return badInput(err)
			}
			m, err := explore.NewModel(p, explore.Config{Cal: cal})
			if err != nil {
				return badInput(err)
			}
			rr := regionsReport{Schema: RegionsSchema, Program: p.File, Start: ta.FormatClockTime(cal.Start), GCD: m.Layout.G, Diagonals: len(m.Layout.Diags),
				Reduction: analyze.Analyze(m).Reduction}
			var ks []int32
			for x, c := range m.ClockEntries() {
				if x == ta.WallClock {
					continue
				}
				ks = append(ks, m.Layout.K[x])
				rr.Clocks = append(rr.Clocks, regionsClock{Name: c.Name, Kind: c.Kind, MaxConstant: c.MaxConstant, Units: m.Layout.K[x]})
			}
			if k := m.Layout.K[ta.WallClock]; k >= 0 {
				rr.Wall = &regionsClock{Name: "wall clock", Kind: "wall", MaxConstant: int64(k) * m.Layout.G, Units: k}
			}
			rr.Regions = regions.Count(ks).String()
			if asJSON {
				return emitJSON(cmd, &rr)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "%s: %d clocks besides the wall clock\n", p.File, len(ks))
			for _, c := range rr.Clocks {
				fmt.Fprintf(w, "  %-30s max constant %s (%d units)\n", c.Name, ta.FormatDuration(c.MaxConstant), c.Units)
			}
			if rr.Wall != nil {
				fmt.Fprintf(w, "  %-30s max constant %s (%d units): the horizon, from %s\n", "wall clock", ta.FormatDuration(rr.Wall.MaxConstant), rr.Wall.Units, rr.Start)
			} else {
				fmt.Fprintf(w, "  the program does not read the wall clock\n")
			}
			fmt.Fprintf(w, "%s\n", rr.Reduction)
			fmt.Fprintf(w, "GCD of the constants: %s (one clock unit)\n", ta.FormatDuration(m.Layout.G))
			fmt.Fprintf(w, "regions over the %d clocks: %s\n", len(ks), rr.Regions)
			if rr.Diagonals > 0 {
				fmt.Fprintf(w, "  (and %d diagonal constraints, whose truth values refine them)\n", rr.Diagonals)
			}
			return nil
		},
	}
	cf.register(cmd)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the clocks and the region count as JSON")
	return cmd
}

func newIRCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "ir PROGRAM",
		Short:   "Print the program lowered to the virtual-clock IR (.ta text)",
		Example: `  delorean ir programs/paper/figure1.ta`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadProgram(args[0])
			if err != nil {
				return err
			}
			if asJSON {
				return emitJSON(cmd, irJSON(p))
			}
			fmt.Fprint(cmd.OutOrStdout(), syntax.Print(p))
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the IR's declarations as JSON, with its .ta text")
	return cmd
}

// CheckSchema identifies the layout of `delorean check --json`.
const CheckSchema = "delorean.check/1"

// checkReport is what `delorean check --json` prints: the program's counts
// when it is well-formed, its diagnostics when not.
type checkReport struct {
	Schema      string       `json:"schema"`
	Program     string       `json:"program"`
	OK          bool         `json:"ok"`
	Rules       int          `json:"rules"`
	Variables   int          `json:"variables"`
	Clocks      int          `json:"clocks"`
	Timers      int          `json:"timers"`
	Events      int          `json:"events"`
	Factors     int          `json:"factors"`
	Invariants  int          `json:"invariants"`
	Diagnostics []diagnostic `json:"diagnostics"`
	// Warnings are what may go wrong but need not (rules that run each
	// other in a cycle); they do not make the program bad.
	Warnings []diagnostic `json:"warnings,omitempty"`
	// Environment is what the world can do to the program (ok only).
	Environment *environment.Environment `json:"environment,omitempty"`
}

type diagnostic struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

// diagnostics lists an error's diagnostics with their positions.
func diagnostics(err error) []diagnostic {
	var el ta.ErrorList
	var e *ta.Error
	switch {
	case errors.As(err, &el):
		var out []diagnostic
		for _, d := range el {
			out = append(out, diagnostic{File: d.Pos.File, Line: d.Pos.Line, Column: d.Pos.Col, Message: d.Msg})
		}
		return out
	case errors.As(err, &e):
		return []diagnostic{{File: e.Pos.File, Line: e.Pos.Line, Column: e.Pos.Col, Message: e.Msg}}
	}
	return []diagnostic{{Message: err.Error()}}
}

func newCheckCmd() *cobra.Command {
	var invariants, init string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "check PROGRAM",
		Short: "Parse and check a program (and its invariants); print diagnostics",
		Long: `check parses and checks a program, and with --invariants and --init its
invariants and start state, without exploring. Diagnostics name the file,
line and column; the exit code is 2 when there are any. Warnings (rules
that run each other in a cycle, which may run without end) go to standard
error and leave the exit code 0. With --json the result (counts, or
diagnostics, and warnings) is printed on standard output as well.`,
		Example: `  delorean check programs/paper/figure1.ta --invariants programs/paper/figure1.inv.yaml
  delorean check programs/isy/porch.isy --json`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: programFiles,
		RunE: func(cmd *cobra.Command, args []string) error {
			cr := checkReport{Schema: CheckSchema, Program: args[0]}
			fail := func(err error) error {
				if asJSON {
					cr.OK, cr.Diagnostics = false, diagnostics(err)
					if jerr := emitJSON(cmd, &cr); jerr != nil {
						return jerr
					}
				}
				return badInput(err)
			}
			p, err := frontends.LoadWith(args[0], loadOpts)
			if err != nil {
				return fail(err)
			}
			var props []*explore.Property
			if invariants != "" {
				props, err = explore.LoadProperties(invariants, p)
				if err != nil {
					return fail(err)
				}
				cr.Invariants = len(props)
			}
			if init != "" {
				if _, err := explore.LoadInit(init, p); err != nil {
					return fail(err)
				}
			}
			cr.OK = true
			if w := append(append(frontends.Notes(p), analysis.RunCycles(p)...), environmentWarnings(p, props)...); len(w) > 0 {
				cr.Warnings = diagnostics(w)
				for _, d := range w {
					fmt.Fprintf(cmd.ErrOrStderr(), "%s: warning: %s\n", d.Pos, printable(d.Msg))
				}
			}
			cr.Rules, cr.Variables, cr.Clocks, cr.Timers, cr.Events, cr.Factors = len(p.Rules), len(p.Vars), len(p.Clocks), len(p.Timers), len(p.Events), len(p.Factors)
			cr.Environment = environment.EnvironmentOf(p)
			if asJSON {
				return emitJSON(cmd, &cr)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: ok: %d rules, %d variables and devices, %d clocks, %d timers, %d events, %d factors",
				p.File, cr.Rules, cr.Variables, cr.Clocks, cr.Timers, cr.Events, cr.Factors)
			if invariants != "" {
				fmt.Fprintf(cmd.OutOrStdout(), "; %d invariants", cr.Invariants)
			}
			fmt.Fprintln(cmd.OutOrStdout())
			writeEnvironment(cmd.OutOrStdout(), p)
			return nil
		},
	}
	cmd.Flags().StringVar(&invariants, "invariants", "", "also check this invariants file")
	cmd.Flags().StringVar(&init, "init", "", "also check this start-state file")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result (counts, or diagnostics with their positions) as JSON")
	return cmd
}

func newReplayCmd() *cobra.Command {
	var invariants string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "replay PROGRAM TRACE",
		Short: "Run a trace in the concrete interpreter and print each state",
		Long: `replay runs a trace (written by explore --trace-dir) with exact real-valued
time and the program's concrete semantics, checking that every step can
happen when the trace says, and prints the state after each step. With
--invariants it also reports the invariants the run violates.`,
		Example: `  delorean explore programs/paper/figure1.ta --start 09:00 --hours 1 \
      --invariants programs/paper/figure1.inv.yaml --trace-dir traces
  delorean replay programs/paper/figure1.ta traces/*.trace.yaml`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReplay(cmd, args[0], args[1], invariants, asJSON)
		},
	}
	cmd.Flags().StringVar(&invariants, "invariants", "", "YAML file of invariants to check along the trace")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the replayed steps and the verdict as JSON")
	return cmd
}

func runReplay(cmd *cobra.Command, progPath, tracePath, invariants string, asJSON bool) error {
	p, err := loadProgram(progPath)
	if err != nil {
		return err
	}
	tf, err := explore.ReadTraceFile(tracePath)
	if err != nil {
		return badInput(err)
	}
	var props []*explore.Property
	if invariants != "" {
		if props, err = explore.LoadProperties(invariants, p); err != nil {
			return badInput(err)
		}
	}
	m, err := tf.Model(tracePath, p, props)
	if err != nil {
		return badInput(err)
	}
	steps, end, err := tf.ReplaySteps(m)
	if err != nil {
		return badInput(err)
	}
	w := cmd.OutOrStdout()
	doc := &replayReport{Schema: ReplaySchema, Program: p.File, Trace: tracePath, Start: tf.Start}
	text := func(format string, args ...any) {
		if !asJSON {
			fmt.Fprintf(w, format, args...)
		}
	}
	text("replaying %s on %s from %s\n", tracePath, p.File, tf.Start)
	out, err := explore.Replay(m, steps, end, func(i int, s *explore.Step) {
		st := replayStep{At: m.ClockText(s.At), Stimulus: explore.StimulusText(p, s.Stim), State: explore.StateText(m, &s.State)}
		text("%s  %s\n", st.At, st.Stimulus)
		text("    %s\n", st.State)
		want := tf.Expected(i)
		for vi, v := range p.Vars {
			got := explore.FormatValue(&v.Type, s.State.Vals[vi])
			if exp, ok := want[v.Name]; ok && exp != got {
				text("    MISMATCH: the trace records %s = %s\n", v.Name, exp)
				doc.Mismatches = append(doc.Mismatches, replayMismatch{Step: i + 1, Variable: v.Name, Recorded: exp, Replayed: got})
			}
		}
		doc.Steps = append(doc.Steps, st)
	})
	var re *ta.RuntimeError
	switch {
	case errors.As(err, &re):
		text("the program fails: %v\n", re)
		doc.Error = re.Error()
		if asJSON {
			if err := emitJSON(cmd, doc); err != nil {
				return err
			}
		}
		return &exitError{code: exitViolation}
	case err != nil:
		return badInput(fmt.Errorf("the trace does not replay: %v", err))
	case len(doc.Mismatches) > 0:
		if asJSON {
			if err := emitJSON(cmd, doc); err != nil {
				return err
			}
		}
		return badInput(fmt.Errorf("%s replays to different states than it records (%d differences)", tracePath, len(doc.Mismatches)))
	}
	doc.End = &replayStep{At: m.ClockText(end), State: explore.StateText(m, &out.State)}
	doc.Replays = true
	text("end at %s: %s\n", doc.End.At, doc.End.State)
	text("the trace replays\n")
	violated, err := explore.ViolatedAt(m, out)
	if err != nil {
		return err
	}
	doc.Violated = violated
	for _, name := range violated {
		text("VIOLATED at the end: %s\n", name)
	}
	if asJSON {
		if err := emitJSON(cmd, doc); err != nil {
			return err
		}
	}
	if len(violated) > 0 {
		return &exitError{code: exitViolation}
	}
	return nil
}

func newAnalyzeCmd() *cobra.Command {
	var mf modelFlags
	var asJSON bool
	var dotFile string
	cmd := &cobra.Command{
		Use:   "analyze PROGRAM",
		Short: "Static analysis: counts, clocks, constants, GCD, read/write sets, taint, independent loops",
		Long: `analyze shows what DeLorean learns about a program without exploring it:
the counts of the paper's Table 1 (rules, devices, clocks, GCD), each clock's
largest constant and whether clock reduction drops it, every rule's read and
write sets and the clock constraints it tests, the taint between variables
(data and control dependence), and the independent control loops that explore
splits the program into (with --invariants, invariants that read several
loops join them).`,
		Example: `  delorean analyze programs/isy/bathroom.isy
  delorean analyze programs/elk/exitdelay.elk --json
  delorean analyze programs/isy/bathroom.isy --dot bathroom.dot && dot -Tsvg bathroom.dot > bathroom.svg`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := loadProgram(args[0])
			if err != nil {
				return err
			}
			models, err := mf.models(p)
			if err != nil {
				return err
			}
			a := analyze.Analyze(models[0])
			if dotFile != "" {
				out, err := analyze.TaintGraphDOT(models[0])
				if err != nil {
					return err
				}
				if err := os.WriteFile(dotFile, out, 0o644); err != nil {
					return err
				}
			}
			if asJSON {
				return emitJSON(cmd, a)
			}
			a.WriteText(cmd.OutOrStdout())
			writeEnvironment(cmd.OutOrStdout(), p)
			return nil
		},
	}
	mf.register(cmd)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the analysis as JSON")
	cmd.Flags().StringVar(&dotFile, "dot", "", "also write the taint graph (locations, taint edges, dashed for control dependence, a cluster per independent loop) in Graphviz DOT to this file")
	return cmd
}

func newBenchCmd() *cobra.Command {
	var cf calendarFlags
	var trials, capStates int
	var seed int64
	var header, asJSON, noSplit bool
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
garbage collector).`,
		Example: `  delorean bench programs/paper/figure1.ta --start 09:00 --hours 1
  delorean bench programs/isy/*.isy --hours 1 --json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var rows []*bench.BenchRow
			var cal ta.Calendar
			for _, path := range args {
				p, err := loadProgram(path)
				if err != nil {
					return err
				}
				var cfg explore.Config
				if inv := invariantsBeside(path); inv != "" {
					if cfg.Props, err = explore.LoadProperties(inv, p); err != nil {
						return badInput(err)
					}
				}
				if cal, err = cf.calendar(p); err != nil {
					return badInput(err)
				}
				cfg.Cal = cal
				m, err := explore.NewModel(p, cfg)
				if err != nil {
					return badInput(err)
				}
				row, err := bench.Bench(m, explore.Options{NoSplit: noSplit}, bench.BenchConfig{Trials: trials, Seed: seed, Cap: capStates})
				if err != nil {
					return badInput(err)
				}
				rows = append(rows, row)
			}
			if asJSON {
				return emitJSON(cmd, benchJSON(rows, cal))
			}
			bench.WriteBenchTable(cmd.OutOrStdout(), rows, cal.Horizon, cal.Start, capStates, header)
			return nil
		},
	}
	cf.register(cmd)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the measurements as JSON instead of a Markdown table")
	cmd.Flags().IntVar(&trials, "trials", 1, "number of start states and times: the given one, then random ones")
	cmd.Flags().Int64Var(&seed, "seed", 1, "seed of the random start states and times")
	cmd.Flags().IntVar(&capStates, "cap-states", 0, "stop the runs without splitting after this many states (their times become lower bounds; 0: no cap)")
	cmd.Flags().BoolVar(&header, "header", true, "print the table's header (--header=false appends rows to a table)")
	cmd.Flags().BoolVar(&noSplit, "no-split", false, "explore every run whole (no variant with splitting; the paper's Table 2 setting)")
	return cmd
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
}

func benchJSON(rows []*bench.BenchRow, cal ta.Calendar) *benchReport {
	out := &benchReport{Schema: BenchSchema, Start: ta.FormatClockTime(cal.Start), Horizon: "none"}
	if cal.Horizon > 0 {
		out.Horizon = ta.FormatDuration(cal.Horizon)
	}
	for _, r := range rows {
		out.Rows = append(out.Rows, benchRow{Program: r.Program, Trials: r.Trials, States: r.States, Transitions: r.Transitions,
			Seconds: r.Seconds, NoPredictSeconds: r.NoPredict, NoSplitSeconds: r.NoSplit, PredictGainPercent: r.PredictGain(),
			SplitSpeedup: r.SplitGain(), Loops: r.Loops, PeakMemory: r.PeakMemory, Complete: r.Complete, Violations: r.Violations,
			NoPredictCapped: r.NoPredictCapped, NoSplitCapped: r.NoSplitCapped, Whole: r.Whole})
	}
	return out
}

// startProfiles starts a CPU profile and arranges a heap profile, as the
// --cpuprofile and --memprofile flags ask; the returned function ends them.
func startProfiles(cpu, mem string) (func(), error) {
	var cpuFile *os.File
	if cpu != "" {
		f, err := os.Create(cpu)
		if err != nil {
			return nil, fmt.Errorf("--cpuprofile: %v", err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			return nil, fmt.Errorf("--cpuprofile: %v", err)
		}
		cpuFile = f
	}
	return func() {
		if cpuFile != nil {
			pprof.StopCPUProfile()
			cpuFile.Close()
		}
		if mem != "" {
			if f, err := os.Create(mem); err == nil {
				runtime.GC()
				pprof.WriteHeapProfile(f)
				f.Close()
			} else {
				fmt.Fprintln(os.Stderr, "delorean: --memprofile:", err)
			}
		}
	}, nil
}
