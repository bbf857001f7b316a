package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/render"
)

func newReachCmd() *cobra.Command {
	var cf calendarFlags
	var labels, traceDir, reportFile string
	var maxStates, workers int
	var timeout time.Duration
	var asJSON, stats bool
	var eng engineFlag
	var mem memoryFlags
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
			outs := newOutputs(cmd).dir("--trace-dir", traceDir).file("--report", reportFile)
			if err := outs.check(); err != nil {
				return err
			}
			memLimit, spillDir, err := mem.limit()
			if err != nil {
				return err
			}
			p, err := loadProgram(cmd, args[0])
			if err != nil {
				return err
			}
			cal, err := cf.fixedCalendar(p, "reach")
			if err != nil {
				return badInput(err)
			}
			prop, err := explore.ReachProperty(p, strings.Split(labels, ","))
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
			if cf.forever && !useZones {
				return badInput(explore.ErrForeverRegions)
			}
			if useZones && spillDir != "" {
				return badInput(fmt.Errorf("--spill moves the region store to files; with --engine zones leave it out"))
			}
			extrapolated, err := eng.extrapolatedZones(useZones)
			if err != nil {
				return err
			}
			localTime, err := eng.localTimeFor(useZones)
			if err != nil {
				return err
			}
			ctx, stop := runContext(cmd, timeout)
			defer stop()
			prog := newProgress(cmd, cal)
			prog.overZones(useZones)
			runOf(cmd).doing("exploring " + args[0])
			opt := prog.options(explore.Options{MaxStates: maxStates, MaxMemory: memLimit, SpillDir: spillDir, Ctx: ctx, StopAtFirst: true, Workers: eng.workersFor(useZones, workers), ExtrapolatedZones: extrapolated, LocalTime: localTime})
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
			if traceDir != "" {
				outs.writeDir("--trace-dir", traceDir, traceFiles(rep))
			}
			if reportFile != "" {
				if outs.write("--report", reportFile, func(w io.Writer) error {
					return render.WriteHTML(w, rep, htmlOptions(cmd, args))
				}) {
					wrote(cmd, "wrote the HTML report to %s", reportFile)
				}
			}
			if asJSON {
				rep.SetVerdicts()
				if err := emitJSON(cmd, rep); err != nil {
					return err
				}
			} else {
				rep.ShowStats = stats
				rep.WriteReachText(textOut(cmd))
			}
			outs.report()
			return verdictExit(rep.Violated(), rep.Complete)
		},
	}
	cf.register(cmd)
	cf.registerForever(cmd)
	eng.register(cmd)
	mem.register(cmd)
	cmd.Flags().IntVar(&workers, "workers", runtime.NumCPU(), "goroutines computing successors (the answer does not depend on it); by default every core over regions, one over zones, whose search a second worker does not speed up yet")
	cmd.Flags().StringVar(&traceDir, "trace-dir", "", "write the trace to the state found to this directory (01-NAME.trace.yaml), which delorean replay reads")
	cmd.Flags().StringVar(&reportFile, "report", "", "also write the answer as one self-contained HTML page (the timeline of the trace to the state found) to this file")
	cmd.Flags().StringVar(&labels, "labels", "", "comma-separated labels that one state must all carry")
	cmd.Flags().IntVar(&maxStates, "max-states", 0, "stop after this many states (the answer is then unknown)")
	cmd.Flags().DurationVar(&timeout, "timeout", 0, "stop after this much time")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().BoolVar(&stats, "stats", false, "print the explorer's statistics (store size, successor prediction) instead of one summary line")
	_ = cmd.MarkFlagRequired("labels")
	return cmd
}
