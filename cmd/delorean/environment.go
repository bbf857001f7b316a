package main

import (
	"fmt"
	"io"
	"slices"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/environment"
	"github.com/spf13/cobra"
)

// loadOpts are the flags that say how a program is read besides its text:
// its device list, its environment file, strictness (issue 23). Every
// command that reads a program takes them.
var loadOpts frontends.Options

// programCommands are the commands that read a program with loadProgram
// (or, for check, frontends.LoadWith).
var programCommands = []string{"explore", "compare", "reach", "regions", "ir", "check", "replay", "analyze"}

// addProgramFlags registers --devices, --environment and --strict on the
// commands that read a program.
func addProgramFlags(root *cobra.Command) {
	for _, c := range root.Commands() {
		if !slices.Contains(programCommands, c.Name()) {
			continue
		}
		f := c.Flags()
		f.StringVar(&loadOpts.Devices, "devices", "", "ISY: the controller's device list (the XML of its REST /rest/nodes, saved to a file): device kinds, their states and commands, and scenes with their members")
		f.StringVar(&loadOpts.Environment, "environment", "", "environment file (YAML: manual: [devices a person may switch], fixed: [devices nothing outside the programs changes]; docs/environment.md)")
		f.BoolVar(&loadOpts.Strict, "strict", false, "make the warnings about devices and the mistakes errors (exit 2): names, values, commands, services, states, entities and trigger ids that look misspelt, or that no device of their kind has; and, for Home Assistant, what Home Assistant would not load; explore then also fails (exit 1) when an invariant holds without being put to the test (verdict vacuous)")
	}
}

// writeEnvironment lists what the environment can do to p.
func writeEnvironment(w io.Writer, p *ta.Program) {
	environment.EnvironmentOf(p).WriteText(w)
}

// environmentWarnings are the warnings about the environment: devices the
// programs watch that nothing outside them changes, and invariants about
// devices that only programs change (their verdict is then about the
// programs alone, vacuous where a value is never reached).
func environmentWarnings(p *ta.Program, props []*explore.Property) ta.ErrorList {
	env := environment.EnvironmentOf(p)
	out := env.Warnings(p)
	for _, pr := range props {
		if msg := env.InvariantWarning(explore.PropertyVars(p, pr)); msg != "" {
			out.Add(pr.Pos, "invariant %q: %s", pr.Name, msg)
		}
	}
	// explore and reach refuse these; liveness checks them, so check
	// only warns.
	for _, d := range explore.TimeTriggeredAfters(p, props) {
		out.Add(d.Pos, "explore and reach refuse this: %s", d.Msg)
	}
	out.Sort()
	return out
}

// printWarnings writes warnings as file:line:col: warning: message.
func printWarnings(w io.Writer, list ta.ErrorList) {
	for _, d := range list {
		fmt.Fprintf(w, "%s: warning: %s\n", printable(d.Pos.String()), printable(d.Msg))
	}
}
