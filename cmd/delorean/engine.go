package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/compare"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/ta"
)

// engineNames are the values of --engine: the symbolic states a timed
// exploration runs over.
var engineNames = []string{"regions", "zones"}

// engineFlag is --engine. Zones are the default: far fewer symbolic
// states over long horizons, with the same verdicts (the differential
// tests of explore/zone and cmd/delorean hold them to the region
// engine's). Regions stay the paper's engine and the reference; a run
// that asks for what only regions have (--dot, --discrete-states, --dpor,
// --spill, --no-predict, the untimed modes) without naming an engine gets
// regions.
type engineFlag struct {
	name string
	// subsumption is --subsumption: what the zone store keeps
	// (subsumptionNames).
	subsumption string
	// localTime is --local-time: a time of its own for each independent
	// part of the program (zone.ExploreLocalReport).
	localTime bool
	cmd       *cobra.Command
}

// subsumptionNames are the values of --subsumption: alu stores the exact
// zones and covers by aLU (zone.SubsumeALU; the default: the faster on
// the bench's models), extralu stores each zone extrapolated with
// ExtraLU+ and covers by aLU (zone.SubsumeExtraLU).
var subsumptionNames = []string{"alu", "extralu"}

func (e *engineFlag) register(cmd *cobra.Command) {
	e.cmd = cmd
	cmd.Flags().StringVar(&e.name, "engine", "zones", "the symbolic states of timed exploration: zones (difference-bound matrices with inclusion: far fewer states over long horizons, traces replayed in exact time) or regions (the paper's, the reference; the default for --dot, --discrete-states, --dpor, --spill and --no-predict)")
	cmd.Flags().BoolVar(&e.localTime, "local-time", false, "explore over zones with a time of its own for each independent part of the program (each automation, each process), synchronised only where they interact (the local-time zone graph of TChecker's concur19): the same states and verdicts, far fewer zones for loosely coupled parts; timers, schedules and time-of-day conditions are supported, sunrise/sunset, timed invariants and --forever not yet")
	cmd.Flags().StringVar(&e.subsumption, "subsumption", "alu", "what the zone engine stores: alu (the exact zones, covered by aLU) or extralu (zones extrapolated with ExtraLU+, covered by aLU); the same states and verdicts either way")
}

// extrapolatedZones tells whether --subsumption asks for extrapolated
// zones, or why its value is wrong (or given with the region engine,
// which has no zones).
func (e *engineFlag) extrapolatedZones(useZones bool) (bool, error) {
	if e.cmd != nil && e.cmd.Flags().Changed("subsumption") && !useZones {
		return false, badInput(fmt.Errorf("--subsumption chooses what the zone engine stores; the region engine has no zones: leave it out or use --engine zones"))
	}
	switch e.subsumption {
	case "alu":
		return false, nil
	case "extralu":
		return true, nil
	}
	hint := ""
	if near, d := ta.Nearest(e.subsumption, subsumptionNames, 2); d >= 0 {
		hint = fmt.Sprintf(" (did you mean %q?)", near)
	}
	return false, badInput(fmt.Errorf("--subsumption: %q is not a subsumption; expected alu or extralu%s", e.subsumption, hint))
}

// localTimeFor tells whether --local-time asks for local time, or why it
// cannot be given with the engine (or subsumption) chosen.
func (e *engineFlag) localTimeFor(useZones bool) (bool, error) {
	if !e.localTime {
		return false, nil
	}
	if !useZones {
		return false, badInput(fmt.Errorf("--local-time is a way of exploring over zones; the region engine has no zones: leave it out or use --engine zones"))
	}
	if e.subsumption != "alu" {
		return false, badInput(fmt.Errorf("--local-time stores exact zones, covered by sync-aLU: leave --subsumption out"))
	}
	return true, nil
}

// given tells whether --engine was given on the command line.
func (e *engineFlag) given() bool {
	return e.cmd != nil && e.cmd.Flags().Changed("engine")
}

// zones tells whether --engine asks for zones, or why its value is wrong.
func (e *engineFlag) zones() (bool, error) {
	switch e.name {
	case "regions":
		return false, nil
	case "zones":
		return true, nil
	}
	hint := ""
	if near, d := ta.Nearest(e.name, engineNames, 2); d >= 0 {
		hint = fmt.Sprintf(" (did you mean %q?)", near)
	}
	return false, badInput(fmt.Errorf("--engine: %q is not an engine; expected regions or zones%s", e.name, hint))
}

// zonesUnless is zones, except that without --engine a run that needs the
// region engine (regionsOnly) gets it.
func (e *engineFlag) zonesUnless(regionsOnly bool) (bool, error) {
	z, err := e.zones()
	if err != nil || !z || e.given() {
		return z, err
	}
	return !regionsOnly, nil
}

// exploreZones explores m over zones, or over regions where the zone
// engine cannot (zone.ExploreReportOrRegions), and then says so on
// standard error as well as in the report.
func exploreZones(stderr io.Writer, m *explore.Model, opt explore.Options) (*explore.Report, error) {
	rep, err := zone.ExploreReportOrRegions(m, opt)
	if err == nil && rep.EngineFallback != "" {
		fmt.Fprintf(stderr, "delorean: warning: zone engine: %s; explored over regions instead\n", rep.EngineFallback)
	}
	return rep, err
}

// compareEngine is --engine for compare's timed column.
func (e *engineFlag) compareEngine() (compare.Engine, error) {
	z, err := e.zones()
	if z {
		return compare.Zones, err
	}
	return compare.Regions, err
}

// warnCompareFallback says on standard error, as explore does, when a
// timed column asked to explore over zones explored over regions.
func warnCompareFallback(stderr io.Writer, rep *compare.CompareReport) {
	for i, t := range rep.Trials {
		for _, e := range t.Modes {
			if e.EngineFallback != "" {
				fmt.Fprintf(stderr, "delorean: warning: zone engine, trial %d: %s; explored over regions instead\n", i+1, e.EngineFallback)
			}
		}
	}
}

// workersFor is the number of workers an exploration runs with: the
// --workers given, or its default, every core over regions and one over
// zones. The zone search gains from a second worker only where an
// expansion is long (corpus 06 1.34x), loses where it takes microseconds
// (Fischer N = 9 0.7x), and on two cores takes the garbage collector's
// core (docs/zones.md, Workers); regions gain 1.7x. Asked for, workers
// are used, and the result is the same either way.
func (e *engineFlag) workersFor(useZones bool, workers int) int {
	if useZones && e.cmd != nil && !e.cmd.Flags().Changed("workers") {
		return 1
	}
	return workers
}
