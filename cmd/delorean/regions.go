package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/analyze"
	"github.com/delorean-mc/delorean/regions"
	"github.com/delorean-mc/delorean/ta"
)

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
		Use:   "regions PROGRAM | SCENARIO.yaml",
		Short: "Show a program's clocks, their constants, the GCD and the number of regions",
		Example: `  delorean regions programs/paper/figure2.ta
  delorean regions programs/ta/fischer-4.tck --json`,
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: programFiles,
		RunE: func(cmd *cobra.Command, args []string) error {
			var m *explore.Model
			var cal ta.Calendar
			var file string
			if isScenario(args[0]) {
				// Times in an SDN model are relative to its start: the
				// calendar flags do not apply, and the clocks are the
				// scenario's pool.
				sm, err := compileScenario(cmd, args[0])
				if err != nil {
					return err
				}
				if m, err = explore.NewModel(sm.Prog, explore.Config{Props: scenarioProps(sm)}); err != nil {
					return badInput(err)
				}
				file = args[0]
			} else {
				p, err := loadProgram(cmd, args[0])
				if err != nil {
					return err
				}
				if cal, err = cf.fixedCalendar(p, "regions"); err != nil {
					return badInput(err)
				}
				if m, err = explore.NewModel(p, explore.Config{Cal: cal}); err != nil {
					return badInput(err)
				}
				file = p.File
			}
			rr := regionsReport{Schema: RegionsSchema, Program: file, Start: ta.FormatClockTime(cal.Start), GCD: m.Layout.G, Diagonals: len(m.Layout.Diags),
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
			w := textOut(cmd)
			fmt.Fprintf(w, "%s: %d clocks besides the wall clock\n", file, len(ks))
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
