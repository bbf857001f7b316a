package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
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

// exploreZones explores m over zones. When the zone engine cannot take the
// program (a construct it does not support yet) or fails an internal
// check (a trace that does not replay), nothing is lost: the model is
// explored over regions instead, the report says why, and so does
// standard error.
func exploreZones(stderr io.Writer, m *explore.Model, opt explore.Options) (*explore.Report, error) {
	rep, _, err := zone.ExploreReport(m, opt)
	if err == nil {
		return rep, nil
	}
	why := err.Error()
	if errors.Is(err, zone.ErrTrace) {
		why = "internal error: " + why
	}
	fmt.Fprintf(stderr, "delorean: warning: zone engine: %s; exploring over regions instead\n", why)
	rep, _, err = explore.ExploreReport(m, opt)
	if err != nil {
		return nil, err
	}
	rep.EngineFallback = why
	return rep, nil
}
