package main

import (
	"fmt"
	"github.com/delorean-mc/delorean/ta/syntax"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/ta"
)

// yamlKind is what a YAML file given as a program is: the Home Assistant
// front end reads every .yaml file as a configuration, and DeLorean's
// own YAML files (SDN scenarios, invariants, start states, traces,
// environment files) given in a program's place would get its errors
// about unknown automation keys, which say nothing of the slip.
type yamlKind int

const (
	yamlProgram     yamlKind = iota // anything else: Home Assistant reads it
	yamlScenario                    // an SDN scenario (delorean sdn)
	yamlInvariants                  // a list of invariants (--invariants)
	yamlStartState                  // a start state (--init)
	yamlTrace                       // a trace (--trace-dir, delorean replay)
	yamlEnvironment                 // an environment file (--environment)
)

// scenarioKeys are the top-level keys only SDN scenarios have
// (scenario.ParseScenario); two of them make a scenario, so that one
// with a misspelt key still gets the scenario's errors.
var scenarioKeys = map[string]bool{"app": true, "variant": true, "fixes": true, "vcs": true, "switches": true, "hosts": true, "links": true, "bounds": true, "expect": true}

// invariantKeys are the keys of an invariant (explore/spec's propKeys).
var invariantKeys = map[string]bool{"name": true, "description": true, "condition": true, "window": true, "after": true,
	"while": true, "holds": true, "for": true, "reaches": true, "within": true}

// kindOfYAML reads path, when it is a YAML file, and tells which of
// DeLorean's files it is, with where its top node is. A file that cannot
// be read or parsed is a program: its loader reports the problem.
func kindOfYAML(path string) (yamlKind, ta.Pos) {
	pos := ta.Pos{File: path, Line: 1, Col: 1}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
	default:
		return yamlProgram, pos
	}
	if st, err := os.Stat(path); err != nil || st.IsDir() {
		return yamlProgram, pos
	}
	text, err := syntax.ReadFile(path)
	if err != nil {
		return yamlProgram, pos
	}
	root, err := syntax.DecodeYAML(path, text)
	if err != nil || len(root.Content) == 0 {
		return yamlProgram, pos
	}
	top := root.Content[0]
	pos.Line, pos.Col = top.Line, top.Column
	switch top.Kind {
	case yaml.MappingNode:
		keys := map[string]bool{}
		for i := 0; i+1 < len(top.Content); i += 2 {
			keys[top.Content[i].Value] = true
		}
		scenario := 0
		for k := range keys {
			if scenarioKeys[k] {
				scenario++
			}
		}
		switch {
		case scenario >= 2:
			return yamlScenario, pos
		case keys["steps"] && keys["program"]:
			return yamlTrace, pos
		case onlyKeys(keys, "vars", "devices", "clocks", "timers"):
			return yamlStartState, pos
		case onlyKeys(keys, "manual", "fixed"):
			return yamlEnvironment, pos
		}
	case yaml.SequenceNode:
		// Automations have triggers and actions, which no invariant has.
		named := false
		for _, item := range top.Content {
			if item.Kind != yaml.MappingNode {
				return yamlProgram, pos
			}
			for i := 0; i+1 < len(item.Content); i += 2 {
				k := item.Content[i].Value
				if !invariantKeys[k] {
					return yamlProgram, pos
				}
				named = named || k == "name"
			}
		}
		if named {
			return yamlInvariants, pos
		}
	}
	return yamlProgram, pos
}

// onlyKeys reports whether keys is not empty and has no key but those
// given.
func onlyKeys(keys map[string]bool, allowed ...string) bool {
	if len(keys) == 0 {
		return false
	}
	for k := range keys {
		found := false
		for _, a := range allowed {
			found = found || k == a
		}
		if !found {
			return false
		}
	}
	return true
}

// notAProgram is the error for one of DeLorean's own files given where a
// program is expected by cmd, saying what the file is and how it is
// given; nil for a program.
func notAProgram(path string, cmd *cobra.Command) error {
	kind, pos := kindOfYAML(path)
	name := cmd.Name()
	// with is how the file goes with flag: to this command when it takes
	// the flag, else to explore.
	with := func(flag string) string {
		c := "explore"
		if cmd.Flags().Lookup(flag) != nil {
			c = name
		}
		return fmt.Sprintf("give it with --%s, as in `delorean %s PROGRAM --%s %s`", flag, c, flag, path)
	}
	var msg string
	switch kind {
	case yamlProgram:
		return nil
	case yamlScenario:
		msg = fmt.Sprintf("this is an SDN scenario (app:, switches:, hosts:), not a program: %s does not take scenarios; explore it with `delorean sdn %s`", name, path)
		if name == "replay" {
			msg = fmt.Sprintf("this is an SDN scenario, not a program: replay its traces with `delorean sdn %s --replay TRACE`", path)
		}
	case yamlInvariants:
		msg = "this is a list of invariants (name:, after:, holds:), not a program: " + with("invariants")
		if name == "bench" {
			msg = "this is a list of invariants (name:, after:, holds:), not a program: bench reads a program's invariants from NAME.inv.yaml beside it"
		}
	case yamlStartState:
		msg = "this is a start state (vars:, devices:, clocks:, timers:), not a program: " + with("init")
	case yamlTrace:
		msg = fmt.Sprintf("this is a trace (written by --trace-dir), not a program: replay it with `delorean replay PROGRAM %s`", path)
	case yamlEnvironment:
		msg = "this is an environment file (manual:, fixed:), not a program: " + with("environment")
	}
	return badInput(ta.ErrorList{{Pos: pos, Msg: msg}})
}

// notAScenario is the error for a file given to `delorean sdn` that is
// one of DeLorean's other files, saying what it is and where it goes;
// nil for what may be a scenario (a YAML file, even one too broken to
// tell, gets the scenario's errors).
func notAScenario(path string) error {
	kind, pos := kindOfYAML(path)
	var msg string
	switch kind {
	case yamlScenario:
		return nil
	case yamlInvariants:
		msg = fmt.Sprintf("this is a list of invariants, not an SDN scenario: a scenario names its properties (properties:); invariants go with a program: `delorean explore PROGRAM --invariants %s`", path)
	case yamlStartState:
		msg = fmt.Sprintf("this is a start state, not an SDN scenario: it goes with a program: `delorean explore PROGRAM --init %s`", path)
	case yamlTrace:
		msg = fmt.Sprintf("this is a trace, not an SDN scenario: replay an SDN trace with `delorean sdn SCENARIO.yaml --replay %s`", path)
	case yamlEnvironment:
		msg = fmt.Sprintf("this is an environment file, not an SDN scenario: it goes with a program: `delorean explore PROGRAM --environment %s`", path)
	default:
		switch strings.ToLower(filepath.Ext(path)) {
		case ".yaml", ".yml":
			return nil
		}
		if st, err := os.Stat(path); err != nil || st.IsDir() {
			return nil // the scenario's loader says what is wrong
		}
		pos = ta.Pos{File: path, Line: 1, Col: 1}
		msg = fmt.Sprintf("this is a program, not an SDN scenario (a .yaml file with app:, switches:, hosts:): explore it with `delorean explore %s`", path)
	}
	return badInput(ta.ErrorList{{Pos: pos, Msg: msg}})
}
