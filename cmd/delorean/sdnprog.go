package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/sdn"
	"github.com/delorean-mc/delorean/sdn/scenario"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// isScenario reports whether path is an SDN scenario (by its keys, not
// its extension: a Home Assistant configuration is a .yaml file too).
func isScenario(path string) bool {
	k, _ := kindOfYAML(path)
	return k == yamlScenario
}

// compileScenario reads and compiles an SDN scenario for check, ir and
// regions, with the scenario's pool of virtual clocks, refusing the
// flags of programs that are set (allowed are those that apply).
func compileScenario(cmd *cobra.Command, path string, allowed ...string) (*sdn.Model, error) {
	ok := map[string]bool{"json": true, "quiet": true, "help": true}
	for _, a := range allowed {
		ok[a] = true
	}
	var bad []string
	cmd.Flags().Visit(func(f *pflag.Flag) {
		if !ok[f.Name] {
			bad = append(bad, "--"+f.Name)
		}
	})
	if len(bad) > 0 {
		return nil, badInput(fmt.Errorf("%s: not for SDN scenarios (%s is one; its properties, times and pool are in the file, and `delorean sdn %s` takes --vcs and --mode)", strings.Join(bad, ", "), path, path))
	}
	scn, err := loadScenario(cmd, path)
	if err != nil {
		return nil, badInput(err)
	}
	m, err := sdn.Compile(scn, sdn.Options{VCs: -1})
	if err != nil {
		return nil, badInput(err)
	}
	return m, nil
}

// scenarioProps are the properties a scenario's exploration checks: the
// network properties and, in timed mode, that the pool sufficed (whose
// constants are the clocks' too).
func scenarioProps(m *sdn.Model) []*explore.Property {
	props := append([]*explore.Property(nil), m.Props...)
	if m.PoolProp != nil {
		props = append(props, m.PoolProp)
	}
	return props
}

// checkScenario is `delorean check SCENARIO.yaml`: the scenario read,
// its app's options and properties checked, and compiled, without
// exploring.
func checkScenario(cmd *cobra.Command, path string, asJSON bool) error {
	cr := checkReport{Schema: CheckSchema, Program: path}
	m, err := compileScenario(cmd, path)
	if err != nil {
		if asJSON {
			cr.Diagnostics = diagnostics(err)
			if jerr := emitJSON(cmd, &cr); jerr != nil {
				return jerr
			}
		}
		return err
	}
	p := m.Prog
	cr.OK = true
	cr.Rules, cr.Variables, cr.Clocks, cr.Timers, cr.Events, cr.Factors = len(p.Rules), len(p.Vars), len(p.Clocks), len(p.Timers), len(p.Events), len(p.Factors)
	cr.Invariants = len(m.Props)
	s := m.Scenario
	cr.SDN = &checkSDN{App: s.App, VCs: m.VCs, Switches: len(s.Switches), Hosts: len(s.Hosts), Links: len(s.Links), Properties: []string{}}
	for _, pr := range m.Props {
		cr.SDN.Properties = append(cr.SDN.Properties, pr.Name)
	}
	if asJSON {
		return emitJSON(cmd, &cr)
	}
	fmt.Fprintf(textOut(cmd), "%s: ok: an SDN scenario (app %s; %s, %s, %s; properties %s; a pool of %s), compiled to %s, %s, %s, %s, %s\n",
		path, s.App, nOf(len(s.Switches), "switch", "switches"), nOf(len(s.Hosts), "host", "hosts"), nOf(len(s.Links), "link", "links"),
		strings.Join(cr.SDN.Properties, ", "), nOf(m.VCs, "virtual clock", "virtual clocks"),
		nOf(cr.Rules, "rule", "rules"), nOf(cr.Variables, "variable", "variables"), nOf(cr.Clocks, "clock", "clocks"), nOf(cr.Timers, "timer", "timers"), nOf(cr.Events, "event", "events"))
	fmt.Fprintf(textOut(cmd), "explore it with: delorean sdn %s\n", path)
	return nil
}

// checkSDN is what check says of an SDN scenario besides the counts of
// its compiled program.
type checkSDN struct {
	App        string   `json:"app"`
	VCs        int      `json:"vcs"`
	Switches   int      `json:"switches"`
	Hosts      int      `json:"hosts"`
	Links      int      `json:"links"`
	Properties []string `json:"properties"`
}

// irScenario is `delorean ir SCENARIO.yaml`: the compiled program, as
// `delorean sdn --ir` prints it.
func irScenario(cmd *cobra.Command, path string, asJSON bool) error {
	m, err := compileScenario(cmd, path)
	if err != nil {
		return err
	}
	if asJSON {
		doc := irJSON(m.Prog)
		doc.Program = path
		return emitJSON(cmd, doc)
	}
	fmt.Fprint(textOut(cmd), syntax.Print(m.Prog))
	return nil
}

// nOf is n with its noun, one or many.
func nOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// loadScenario reads an SDN scenario under await: a signal or --timeout
// stops the reading too.
func loadScenario(cmd *cobra.Command, path string) (*scenario.Scenario, error) {
	return awaitValue(cmd, "loading "+path, func() (*scenario.Scenario, error) { return scenario.LoadScenario(path) })
}
