package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/delorean-mc/delorean/explore/render"
	"github.com/delorean-mc/delorean/sdn"
	_ "github.com/delorean-mc/delorean/sdn/apps" // the SDN apps
	"github.com/delorean-mc/delorean/sdn/nicecmp"
	"github.com/delorean-mc/delorean/sdn/report"
	"github.com/delorean-mc/delorean/sdn/scenario"
	"github.com/delorean-mc/delorean/ta/syntax"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

func newSDNCmd() *cobra.Command {
	var vcs int
	var modeName, traceDir, replay, vcList, reportFile string
	var mem memoryFlags
	var asJSON, compare, printIR, strictPool, timing, predict bool
	var maxStates, workers int
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "sdn SCENARIO.yaml",
		Short: "Explore an OpenFlow controller app on a network scenario (paper §6)",
		Long: `sdn compiles an SDN scenario -- switches, links, hosts and what they send,
a controller app (pyswitch, loadbalancer, energyte) with its bugs or fixes,
and the network properties to check -- into DeLorean's IR and explores it.
Flow timeouts, app timers and app timestamps are clocks taken from a pool of
--vcs pre-allocated virtual clocks. When the pool runs out, a timeout without
a clock never fires: the exploration under-approximates, so the report says
"incomplete: the pool of N clocks ran out", the properties not found violated
are unknown, and the exit code is 3 unless a violation was found (raise
--vcs; --strict-pool makes running out a runtime error). --mode nice compiles the scenario the way NICE treats time instead (no
clocks, flows never expire, app timers never fire or fire from any state).
--compare explores both and reports, for each pool size, the states NICE
misses and the states it reports that cannot happen (Table 4), and the app's
statement coverage (Fig. 10).

--timeout and Ctrl-C also stop the compilation of a large scenario (exit 3,
nothing checked). With --compare the exit code is 0 when every exploration
completed and 3 when a limit stopped one (the comparison gives no verdict).` + exitCodesHelp,
		Example: `  delorean sdn programs/sdn/nice-bug-II.yaml
  delorean sdn programs/sdn/pyswitch-expiry.yaml --vcs 4 --json
  delorean sdn programs/sdn/pyswitch-expiry.yaml --compare --vcs-list 1,2,4`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := notAScenario(args[0]); err != nil {
				return err
			}
			if reportFile != "" && (compare || replay != "" || printIR) {
				return badInput(fmt.Errorf("--report goes with an exploration (not --compare, --replay or --ir)"))
			}
			outs := newOutputs(cmd).dir("--trace-dir", traceDir).file("--report", reportFile)
			if err := outs.check(); err != nil {
				return err
			}
			scn, err := loadScenario(cmd, args[0])
			if err != nil {
				return badInput(err)
			}
			mode, err := sdn.ParseMode(modeName)
			if err != nil {
				return badInput(fmt.Errorf("--mode: %v", err))
			}
			if cmd.Flags().Changed("vcs") && (vcs < 0 || vcs > 16) {
				return badInput(fmt.Errorf("--vcs takes 0..16"))
			}
			if !cmd.Flags().Changed("vcs") {
				vcs = -1
			}
			memLimit, spillDir, err := mem.limit()
			if err != nil {
				return err
			}
			ctx, stop := runContext(cmd, timeout)
			defer stop()
			ropt := report.Options{MaxStates: maxStates, MaxMemory: memLimit, SpillDir: spillDir, Ctx: ctx, NoPredict: !predict, Workers: workers}
			gaveWorkers("sdn", workers)
			if compare {
				list, err := parseVCList("--vcs-list", vcList)
				if err != nil {
					return badInput(err)
				}
				rep, err := nicecmp.Compare(scn, list, ropt)
				if err != nil {
					return compileStopped(err)
				}
				if asJSON {
					if err := emitJSON(cmd, rep); err != nil {
						return err
					}
				} else {
					rep.WriteText(textOut(cmd))
				}
				if !rep.Complete() {
					return &exitError{code: exitLimit}
				}
				return nil
			}
			m, err := sdn.Compile(scn, sdn.Options{Mode: mode, VCs: vcs, StrictPool: strictPool, Ctx: ctx})
			if err != nil {
				return compileStopped(err)
			}
			if printIR {
				if asJSON {
					doc := irJSON(m.Prog)
					doc.Program = args[0]
					return emitJSON(cmd, doc)
				}
				fmt.Fprint(textOut(cmd), syntax.Print(m.Prog))
				return nil
			}
			if replay != "" && asJSON {
				return replayScenarioJSON(cmd, m, args[0], replay)
			}
			if replay != "" {
				violated, err := report.Replay(m, replay, textOut(cmd))
				if err != nil {
					return badInput(err)
				}
				for _, v := range violated {
					fmt.Fprintf(textOut(cmd), "VIOLATED at the end: %s\n", v)
				}
				if len(violated) > 0 {
					return &exitError{code: exitViolation}
				}
				return nil
			}
			runOf(cmd).doing("exploring " + args[0])
			rep, res, err := report.Explore(m, ropt)
			if err != nil {
				return badInput(err)
			}
			if traceDir != "" {
				traces, err := report.Traces(res)
				if err != nil {
					return err
				}
				var files []namedFile
				for _, t := range traces {
					files = append(files, namedFile{t.Name, t.File.Encode})
				}
				outs.writeDir("--trace-dir", traceDir, files)
			}
			if reportFile != "" {
				if outs.write("--report", reportFile, func(w io.Writer) error {
					return render.WriteHTML(w, rep.Report, htmlOptions(cmd, args))
				}) {
					wrote(cmd, "wrote the HTML report to %s", reportFile)
				}
			}
			if asJSON {
				if timing {
					rep.WithTiming()
				}
				rep.SetVerdicts()
				if err := emitJSON(cmd, rep); err != nil {
					return err
				}
			} else {
				rep.WriteText(textOut(cmd))
			}
			outs.report()
			return verdictExit(rep.Violated(), rep.Complete)
		},
	}
	f := cmd.Flags()
	f.IntVar(&vcs, "vcs", 2, "size of the pool of virtual clocks (default: the scenario's vcs: key, else 2)")
	f.StringVar(&modeName, "mode", "timed", "timed (DeLorean: clocks from the pool) or nice (NICE's treatment of time: no clocks)")
	f.BoolVar(&compare, "compare", false, "explore in timed mode for each pool size of --vcs-list and in nice mode, and compare (Table 4, Fig. 10)")
	f.StringVar(&vcList, "vcs-list", "1,2,4", "with --compare: the pool sizes")
	f.BoolVar(&asJSON, "json", false, "print the report as JSON")
	f.BoolVar(&timing, "timing", false, "with --json, include elapsed time, transitions per second and peak memory")
	f.IntVar(&maxStates, "max-states", 0, "stop after this many states (the report is then incomplete)")
	mem.register(cmd)
	f.DurationVar(&timeout, "timeout", 0, "stop after this much time (the report is then incomplete)")
	f.StringVar(&traceDir, "trace-dir", "", "write each violation's trace to this directory (replay with --replay): NN-NAME.trace.yaml, NN its number in the report")
	f.StringVar(&reportFile, "report", "", "also write the report as one self-contained HTML page (summary, a timeline of each violation, coverage) to this file")
	f.IntVar(&workers, "workers", 1, "goroutines computing successors (the result does not depend on it)")
	f.StringVar(&replay, "replay", "", "replay a trace file written by --trace-dir on the scenario, step by step")
	f.BoolVar(&predict, "predict", false, "predict successors from recorded runs (the explorer's successor prediction; it costs memory per discrete state, which SDN models have many of)")
	f.BoolVar(&printIR, "ir", false, "print the compiled IR program (.ta text) and stop")
	f.BoolVar(&strictPool, "strict-pool", false, "make running out of virtual clocks a runtime error instead of a reported under-approximation")
	return cmd
}

// parseVCList reads a list of pool sizes such as 1,2,4 (the value of flag).
func parseVCList(flag, s string) ([]int, error) {
	var list []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 || n > 16 {
			return nil, fmt.Errorf("%s: expected numbers 0..16 separated by commas, not %q", flag, s)
		}
		list = append(list, n)
	}
	return list, nil
}

// sdnCompareFlagNames are the compare command's flags that apply to SDN
// scenarios; compareScenarios refuses the others.
var sdnCompareFlagNames = map[string]bool{"workers": true, "vcs": true, "json": true, "max-states": true, "max-memory": true, "timeout": true, "quiet": true, "help": true}

// registerSDNCompare adds to the compare command what SDN scenarios need:
// the --vcs flag, the help, and .yaml files in shell completion.
func registerSDNCompare(cmd *cobra.Command) {
	cmd.Flags().String("vcs", "1,2,4", "with SDN scenarios: the sizes of the pool of virtual clocks to compare NICE's treatment of time with")
	cmd.Use = "compare PROGRAM... | SCENARIO.yaml..."
	cmd.Long += `

SDN scenarios (programs/sdn/*.yaml, see "delorean sdn") are compared the way
"delorean sdn --compare" does: the scenario explored with NICE's treatment of
time (no clocks) and in timed mode with pools of --vcs virtual clocks; for
each pool size, the % of states NICE misses and the % it reports that cannot
happen (the paper's Table 4), and each run's statement coverage of the app
(Fig. 10). Only --vcs, --max-states, --max-memory, --timeout, --workers and --json apply
to scenarios, and programs and scenarios go in separate runs.`
	cmd.Example += `
  delorean compare programs/sdn/pyswitch-expiry.yaml programs/sdn/lb-transition.yaml --vcs 1,2,4`
	cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		exts, dir := programFiles(cmd, args, toComplete)
		return append(exts, "yaml", "yml"), dir
	}
}

// compareScenarios is `delorean compare` on SDN scenarios. It reports
// whether args are scenarios (when none is, the command compares programs
// and --vcs is refused) and, if so, the command's error.
func compareScenarios(cmd *cobra.Command, args []string) (bool, error) {
	var scenarios, programs []string
	for _, a := range args {
		if isScenario(a) {
			scenarios = append(scenarios, a)
		} else {
			programs = append(programs, a)
		}
	}
	if len(scenarios) == 0 {
		if cmd.Flags().Changed("vcs") {
			return true, badInput(fmt.Errorf("--vcs applies to SDN scenarios (.yaml), not to programs"))
		}
		return false, nil
	}
	if len(programs) > 0 {
		return true, badInput(fmt.Errorf("%s is an SDN scenario and %s a program: compare scenarios and programs in separate runs", scenarios[0], programs[0]))
	}
	var bad []string
	cmd.Flags().Visit(func(f *pflag.Flag) {
		if !sdnCompareFlagNames[f.Name] {
			bad = append(bad, "--"+f.Name)
		}
	})
	if len(bad) > 0 {
		return true, badInput(fmt.Errorf("%s: not for SDN scenarios (compare SCENARIO.yaml takes --vcs, --max-states, --max-memory, --timeout, --workers and --json)", strings.Join(bad, ", ")))
	}
	vcs, err := cmd.Flags().GetString("vcs")
	if err != nil {
		return true, err
	}
	list, err := parseVCList("--vcs", vcs)
	if err != nil {
		return true, badInput(err)
	}
	maxStates, err := cmd.Flags().GetInt("max-states")
	if err != nil {
		return true, err
	}
	workers, err := cmd.Flags().GetInt("workers")
	if err != nil {
		return true, err
	}
	asJSON, err := cmd.Flags().GetBool("json")
	if err != nil {
		return true, err
	}
	timeout, err := cmd.Flags().GetDuration("timeout")
	if err != nil {
		return true, err
	}
	maxMemory, err := cmd.Flags().GetString("max-memory")
	if err != nil {
		return true, err
	}
	memLimit, err := parseBytes(maxMemory)
	if err != nil {
		return true, badInput(fmt.Errorf("--max-memory: %v", err))
	}
	var scns []*scenario.Scenario
	for _, path := range scenarios {
		scn, err := loadScenario(cmd, path)
		if err != nil {
			return true, badInput(err)
		}
		scns = append(scns, scn)
	}
	ctx, stop := runContext(cmd, timeout)
	defer stop()
	complete := true
	var docs []any
	for i, scn := range scns {
		gaveWorkers("compare", workers)
		rep, err := nicecmp.Compare(scn, list, report.Options{MaxStates: maxStates, MaxMemory: memLimit, Ctx: ctx, NoPredict: true, Workers: workers})
		if err != nil {
			return true, compileStopped(err)
		}
		if asJSON {
			docs = append(docs, rep)
		} else {
			if i > 0 {
				fmt.Fprintln(textOut(cmd))
			}
			rep.WriteText(textOut(cmd))
		}
		complete = complete && rep.Complete()
	}
	if asJSON {
		if err := emitComparisons(cmd, docs, complete); err != nil {
			return true, err
		}
	}
	if !complete {
		return true, &exitError{code: exitLimit}
	}
	return true, nil
}

// replayScenarioJSON is `delorean sdn SCENARIO --replay TRACE --json`:
// the replay as `delorean replay --json` prints one (delorean.replay/2),
// with the same exit codes (1 a violation or runtime error at the end, 2
// states that differ from those the trace records).
func replayScenarioJSON(cmd *cobra.Command, m *sdn.Model, path, trace string) error {
	r, err := report.ReplayTrace(m, trace)
	if err != nil {
		return badInput(err)
	}
	doc := &replayReport{Schema: ReplaySchema, Program: path, Trace: trace, Start: r.Start, Steps: []replayStep{}, Mismatches: []replayMismatch{}, Error: r.Error, Violated: r.Violated, PoolOut: r.PoolOut}
	for _, s := range r.Steps {
		doc.Steps = append(doc.Steps, replayStep{At: s.At, Stimulus: s.Stimulus, State: s.State, Running: s.Timers})
	}
	for _, mm := range r.Mismatches {
		doc.Mismatches = append(doc.Mismatches, replayMismatch{Step: mm.Step, Variable: mm.Variable, Recorded: mm.Recorded, Replayed: mm.Replayed})
	}
	if r.End != nil {
		doc.End = &replayStep{At: r.End.At, State: r.End.State, Running: r.End.Timers}
		doc.Replays = true
	}
	if err := emitJSON(cmd, doc); err != nil {
		return err
	}
	switch {
	case r.Error == "" && len(r.Mismatches) > 0:
		return badInput(r.MismatchError())
	case len(r.Violated) > 0:
		return &exitError{code: exitViolation}
	}
	return nil
}
