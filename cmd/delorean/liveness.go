package main

import (
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/liveness"
	"github.com/delorean-mc/delorean/ta"
)

func newLivenessCmd() *cobra.Command {
	var cf calendarFlags
	var labels, alg, invariants, reportFile, maxMemory, traceDir string
	var each, asJSON bool
	var maxStates, workers int
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "liveness MODEL (--labels L1,L2 | --invariants FILE)",
		Short: "Is there a run, with time going on for ever, that meets the given labels again and again? (timed-automata models)",
		Long: `liveness looks for a run in which time goes on without end and that meets
a state carrying all the given labels again and again (a Büchi condition, as
TChecker's tck-liveness -l; with --each, each label again and again, as its
couvscc reads several labels). Runs with infinitely many steps in a bounded
time do not count. It finds one (exit 1: a lasso, the steps to a cycle and
the cycle, replayed twice in the concrete interpreter), or shows that none
exists (exit 0). A limit that stops it first gives exit 3: the answer is
unknown.

With --invariants it checks the file's liveness properties instead:
"after: X, reaches: C" without "within" (after X, C holds eventually: a
counterexample is a run that meets X and then never C) and
"always_eventually: C" (C again and again). The file's other invariants are
explore's.

It explores the zone graph without a horizon, so the model must not read the
time of day, unless --forever: then the time of day wraps at midnight (a
week when the program reads the weekday) and a run in which time goes on is
one that passes midnight again and again. With --forever the properties'
conditions may read the time of day too ("always_eventually: alarm == armed
&& time in 22:00..23:00"): a run meets one at any instant it holds, while
time passes included.` + exitCodesHelp,
		Example: `  delorean liveness programs/ta/fischer-broken-3.tck --labels cs1,cs2
  delorean liveness programs/isy/bathroom.isy --invariants bathroom-live.inv.yaml`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := liveness.ParseAlgorithm(alg)
			if err != nil {
				return badInput(fmt.Errorf("--algorithm: %v", err))
			}
			memLimit, err := parseBytes(maxMemory)
			if err != nil {
				return badInput(fmt.Errorf("--max-memory: %v", err))
			}
			outs := newOutputs(cmd).dir("--trace-dir", traceDir).file("--report", reportFile)
			if err := outs.check(); err != nil {
				return err
			}
			if (labels == "") == (invariants == "") {
				return badInput(fmt.Errorf("give --labels or --invariants (one of them)"))
			}
			p, err := loadProgram(cmd, args[0], invariants)
			if err != nil {
				return err
			}
			if cmd.Flags().Changed("lat") || cmd.Flags().Changed("lon") {
				// The calendar of a liveness check has one sunrise and
				// one sunset for every day; the sun of a place differs
				// from day to day, and using the defaults instead would
				// answer for another place.
				return badInput(fmt.Errorf("--lat/--lon: liveness takes one --sunrise and one --sunset time for every day, not a place's (whose sun times differ from day to day)"))
			}
			pp, err := liveness.Prepare(p)
			if err != nil {
				return badInput(err)
			}
			var props []*liveness.Property
			others := 0
			loadProps := func() error {
				all, err := explore.LoadProperties(invariants, pp)
				if err != nil {
					return badInput(err)
				}
				for _, sp := range all {
					if !sp.IsLiveness() {
						others++
						continue
					}
					lp, err := liveness.FromSpec(sp)
					if err != nil {
						return badInput(err)
					}
					props = append(props, lp)
				}
				if len(props) == 0 {
					return badInput(fmt.Errorf("%s has no liveness property (after: with reaches: and no within:, or always_eventually:); delorean explore checks its invariants", invariants))
				}
				return nil
			}
			// A liveness property that reads the time of day makes the
			// program read it: its atoms are the model's, so the file is
			// loaded before the calendar and the models are made (the
			// file's other invariants, explore's, are not checked here,
			// and their times do not make a horizon otherwise).
			var timed *explore.Property // a liveness property that reads the time of day
			if labels == "" {
				scratch, err := liveness.Prepare(p)
				if err != nil {
					return badInput(err)
				}
				all, err := explore.LoadProperties(invariants, scratch)
				if err != nil {
					return badInput(err)
				}
				for _, sp := range all {
					if sp.IsLiveness() && timed == nil && slices.ContainsFunc([]ta.Expr{sp.Cond, sp.Edge, sp.While}, func(e ta.Expr) bool { return e != nil && explore.ReadsTime(scratch, e) }) {
						timed = sp
					}
				}
			}
			calProg := p
			if timed != nil {
				if err := loadProps(); err != nil {
					return err
				}
				calProg = pp
			}
			cal, err := cf.fixedCalendar(calProg, "liveness")
			if err != nil {
				return badInput(err)
			}
			if cal.Horizon > 0 && cal.Wrap == 0 {
				why := "--hours or --duration bounds the time"
				switch {
				case cf.hours != "" || cf.duration != "":
				case p.UsesWallClock():
					why = fmt.Sprintf("%s reads the time of day, so a horizon of %s applies (--forever checks every day, the time of day wrapping at midnight)", args[0], ta.FormatDuration(cal.Horizon))
				default:
					return badInput(fmt.Errorf("%s: the liveness property %q reads the time of day: check it with --forever, every day, the time of day wrapping at midnight (a run cut at a horizon never shows that something never happens)", timed.Pos, timed.Name))
				}
				return badInput(fmt.Errorf("liveness needs time without end, and %s: a run cut at a horizon never shows that something never happens", why))
			}
			// A program that reads the day of the week, from a start
			// without a date: the start may fall on any day, and each
			// class of days the program tells apart is checked, as
			// explore does.
			cals := []ta.Calendar{cal}
			if cal.Wrap > 0 && !cal.DayKnown && pp.UsesWeekdays() {
				var err error
				if cals, err = explore.WeekdayCalendars(pp, cal); err != nil {
					return badInput(err)
				}
			}
			var models []*explore.Model
			for _, c := range cals {
				m, err := explore.NewModel(pp, explore.Config{Cal: c})
				if err != nil {
					return badInput(err)
				}
				models = append(models, m)
			}
			if labels != "" {
				ls := strings.Split(labels, ",")
				props = append(props, &liveness.Property{Name: strings.Join(ls, ","), Kind: liveness.Buchi, Labels: ls, Each: each})
			} else if timed == nil {
				if err := loadProps(); err != nil {
					return err
				}
			}
			ctx, stop := runContext(cmd, timeout)
			defer stop()
			runOf(cmd).doing("checking " + args[0])
			violated, complete := false, true
			res := livenessJSON{Schema: "delorean.liveness/1", Program: p.Name, Properties: []*liveness.Report{}}
			var traces []namedFile
			gaveWorkers("liveness", workers)
			found, err := liveness.CheckEach(models, props, liveness.Options{Algorithm: a, MaxStates: maxStates, Ctx: ctx, MaxMemory: memLimit}, workers)
			if err != nil {
				return badInput(err)
			}
			for k, prop := range props {
				out := found[k]
				violated = violated || out.Verdict == liveness.Violated
				complete = complete && out.Verdict != liveness.Unknown
				rep := out.Report(a)
				if tf := out.TraceFile(); tf != nil {
					// Numbered as the report lists the properties, as
					// explore numbers its invariants.
					traces = append(traces, namedFile{explore.TraceFileName(k+1, len(props), prop.Name), tf.Encode})
				}
				res.Properties = append(res.Properties, rep)
				if !asJSON {
					if k > 0 {
						fmt.Fprintln(textOut(cmd))
					}
					rep.WriteText(textOut(cmd))
				}
			}
			if others > 0 && !asJSON {
				fmt.Fprintf(textOut(cmd), "%d invariants of %s are not liveness properties: delorean explore checks them\n", others, invariants)
			}
			if traceDir != "" {
				outs.writeDir("--trace-dir", traceDir, traces)
			}
			if reportFile != "" && outs.write("--report", reportFile, func(w io.Writer) error {
				return liveness.WriteHTML(w, p.Name, res.Properties)
			}) {
				wrote(cmd, "wrote the HTML report to %s", reportFile)
			}
			if asJSON {
				if err := emitJSON(cmd, res); err != nil {
					return err
				}
			}
			outs.report()
			return verdictExit(violated, complete)
		},
	}
	cf.register(cmd)
	// Refused above (one sun time for every day): not offered either.
	_ = cmd.Flags().MarkHidden("lat")
	_ = cmd.Flags().MarkHidden("lon")
	cmd.Flags().Lookup("tz").Usage = "time zone of the times of day (IANA name, e.g. Europe/Berlin), with a dated --start: the wall clock counts real seconds and the times of day follow the zone's clock, which skips the hour the clocks go forward over and repeats the one they go back over"
	cmd.Flags().BoolVar(&cf.forever, "forever", false, "check every day from the start: the time of day wrapping at midnight (and the weekday when the program reads it, each day the start may fall on unless --start has a date), so that a program that reads the time of day is checked with time going on for ever; a counterexample's steps name their days")
	cmd.Flags().StringVar(&labels, "labels", "", "comma-separated labels that one state must all carry, again and again")
	cmd.Flags().BoolVar(&each, "each", false, "each label again and again, not all in one state (tck-liveness -a couvscc's reading)")
	cmd.Flags().StringVar(&alg, "algorithm", "ndfs", "the emptiness check: ndfs (nested depth-first search) or couvscc (Couvreur's SCC check); the verdict does not depend on it")
	cmd.Flags().IntVar(&maxStates, "max-states", 0, "stop after this many states (the answer is then unknown)")
	cmd.Flags().IntVar(&workers, "workers", runtime.NumCPU(), "properties and start days checked at once, each by a search of its own (the report does not depend on it: --max-states is shared as with one worker)")
	cmd.Flags().DurationVar(&timeout, "timeout", 0, "stop after this much time")
	cmd.Flags().StringVar(&maxMemory, "max-memory", "", "stop when the heap passes this size (e.g. 4GiB, 500MB; the answer is then unknown)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().StringVar(&reportFile, "report", "", "also write the report as one self-contained HTML page (each counterexample with its cycle marked) to this file")
	cmd.Flags().StringVar(&traceDir, "trace-dir", "", "write each counterexample (the steps to the cycle and two rounds of it) to this directory, one file per property, which delorean replay reads: NN-NAME.trace.yaml, NN the property's number in the report")
	cmd.Flags().StringVar(&invariants, "invariants", "", "YAML file whose liveness properties to check (reaches without within, always_eventually)")
	return cmd
}

// livenessJSON is delorean liveness --json: a report per property.
type livenessJSON struct {
	Schema     string             `json:"schema"`
	Program    string             `json:"program"`
	Properties []*liveness.Report `json:"properties"`
}
