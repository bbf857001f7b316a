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

// engineFlag is --engine.
type engineFlag struct{ name string }

func (e *engineFlag) register(cmd *cobra.Command) {
	cmd.Flags().StringVar(&e.name, "engine", "regions", "the symbolic states of timed exploration: regions (the paper's, exact, the reference) or zones (difference-bound matrices with inclusion: far fewer states over long horizons; the same verdicts, traces replayed in exact time)")
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
