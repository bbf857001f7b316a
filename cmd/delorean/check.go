package main

import (
	"fmt"

	"github.com/delorean-mc/delorean/ta/analysis"
	"github.com/delorean-mc/delorean/ta/environment"
	"github.com/delorean-mc/delorean/ta/syntax"
	"github.com/spf13/cobra"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

func newIRCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "ir PROGRAM | SCENARIO.yaml",
		Short:   "Print the program (or SDN scenario) lowered to the virtual-clock IR (.ta text)",
		Example: `  delorean ir programs/paper/figure1.ta`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if isScenario(args[0]) {
				return irScenario(cmd, args[0], asJSON)
			}
			p, err := loadProgram(cmd, args[0])
			if err != nil {
				return err
			}
			if asJSON {
				return emitJSON(cmd, irJSON(p))
			}
			fmt.Fprint(textOut(cmd), syntax.Print(p))
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
	// Lowering is, for a Home Assistant configuration, how its
	// automations are modelled: the totals (scripts not counted) and
	// each automation and script with its reasons.
	Lowering *loweringReport `json:"lowering,omitempty"`
	// SDN is, for an SDN scenario, what it declares (the counts above
	// are those of the program it compiles to, its invariants its
	// network properties).
	SDN *checkSDN `json:"sdn,omitempty"`
}

// loweringReport is how a Home Assistant configuration's automations are
// modelled (frontends.Lowering).
type loweringReport struct {
	Exact            int                  `json:"exact"`
	OverApproximated int                  `json:"over_approximated"`
	Skipped          int                  `json:"skipped"`
	Automations      []automationLowering `json:"automations"`
}

type automationLowering struct {
	Kind    string       `json:"kind"` // automation or script
	Name    string       `json:"name"`
	File    string       `json:"file"`
	Line    int          `json:"line"`
	Column  int          `json:"column"`
	Status  string       `json:"status"` // exact, over-approximated or skipped
	Reasons []diagnostic `json:"reasons"`
}

// loweringOf is the lowering report of p, nil when p is not a Home
// Assistant configuration.
func loweringOf(p *ta.Program) *loweringReport {
	lows := frontends.Lowering(p)
	if lows == nil {
		return nil
	}
	r := &loweringReport{Automations: []automationLowering{}}
	for _, l := range lows {
		reasons := []diagnostic{}
		if len(l.Reasons) > 0 {
			reasons = diagnostics(l.Reasons)
		}
		r.Automations = append(r.Automations, automationLowering{Kind: l.What, Name: l.Name, File: l.Pos.File, Line: l.Pos.Line, Column: l.Pos.Col, Status: l.Status, Reasons: reasons})
		if l.What != "automation" {
			continue
		}
		switch l.Status {
		case "exact":
			r.Exact++
		case "over-approximated":
			r.OverApproximated++
		default:
			r.Skipped++
		}
	}
	return r
}

type diagnostic struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

func newCheckCmd() *cobra.Command {
	var invariants, init string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "check PROGRAM | SCENARIO.yaml",
		Short: "Parse and check a program (and its invariants) or an SDN scenario; print diagnostics",
		Long: `check parses and checks a program, and with --invariants and --init its
invariants and start state, without exploring. Diagnostics name the file,
line and column; the exit code is 2 when there are any. Warnings (rules
that run each other in a cycle, which may run without end) go to standard
error and leave the exit code 0. With --json the result (counts, or
diagnostics, and warnings) is printed on standard output as well.

An SDN scenario (programs/sdn/*.yaml, see "delorean sdn") is read, its app,
options and properties checked and compiled with the scenario's pool of
virtual clocks; --invariants and --init are for programs.`,
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
			if isScenario(args[0]) {
				return checkScenario(cmd, args[0], asJSON)
			}
			if err := notAProgram(args[0], cmd); err != nil {
				return fail(err)
			}
			opts := loadOpts
			opts.Keep, opts.Consts = namesIn(invariants, init), thresholdsIn(invariants)
			p, err := awaitValue(cmd, "loading "+args[0], func() (*ta.Program, error) { return frontends.LoadWith(args[0], opts) })
			if stopped(err) {
				return err
			}
			if err != nil {
				return fail(err)
			}
			cr.Lowering = loweringOf(p)
			if lo := frontends.LeftOutErrors(p); len(lo) > 0 {
				// What Home Assistant would not load is an error of the
				// configuration (explore explores the rest).
				return fail(lo)
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
			fmt.Fprintf(textOut(cmd), "%s: ok: %d rules, %d variables and devices, %d clocks, %d timers, %d events, %d factors",
				p.File, cr.Rules, cr.Variables, cr.Clocks, cr.Timers, cr.Events, cr.Factors)
			if invariants != "" {
				fmt.Fprintf(textOut(cmd), "; %d invariants", cr.Invariants)
			}
			fmt.Fprintln(textOut(cmd))
			if lw := cr.Lowering; lw != nil {
				fmt.Fprintf(textOut(cmd), "automations: %d modelled exactly, %d over-approximated, %d skipped (the warnings say where)\n", lw.Exact, lw.OverApproximated, lw.Skipped)
			}
			writeEnvironment(textOut(cmd), p)
			return nil
		},
	}
	cmd.Flags().StringVar(&invariants, "invariants", "", "also check this invariants file")
	cmd.Flags().StringVar(&init, "init", "", "also check this start-state file")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result (counts, or diagnostics with their positions) as JSON")
	return cmd
}
