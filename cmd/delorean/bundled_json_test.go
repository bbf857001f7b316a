package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const programsDir = "../../programs"

// bundled is what programs/ holds: the programs (files of each front end,
// and Home Assistant configuration directories), the SDN scenarios, and
// the traces kept beside programs (pNN/traces/*.trace.yaml, replayed on
// the program of pNN).
type bundled struct {
	programs, scenarios []string
	traces              map[string][]string // program: its traces
}

func bundledFiles(t *testing.T) bundled {
	t.Helper()
	b := bundled{traces: map[string][]string{}}
	var traces []string
	err := filepath.WalkDir(programsDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if _, err := os.Stat(filepath.Join(path, "configuration.yaml")); err == nil {
				b.programs = append(b.programs, path) // read whole, as a configuration
				return filepath.SkipDir
			}
			return nil
		}
		switch strings.ToLower(filepath.Ext(path)) {
		case ".ta", ".isy", ".elk", ".tck", ".txt":
			b.programs = append(b.programs, path)
		case ".yaml", ".yml":
			switch k, _ := kindOfYAML(path); k {
			case yamlScenario:
				b.scenarios = append(b.scenarios, path)
			case yamlProgram:
				b.programs = append(b.programs, path)
			case yamlTrace:
				traces = append(traces, path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range traces {
		// pNN/traces/X.trace.yaml is a trace of pNN/pNN.*.
		dir := filepath.Dir(filepath.Dir(tr))
		var prog string
		for _, p := range b.programs {
			if filepath.Dir(p) == dir && strings.TrimSuffix(filepath.Base(p), filepath.Ext(p)) == filepath.Base(dir) {
				prog = p
			}
		}
		if prog == "" {
			t.Fatalf("%s: no program for this trace in %s", tr, dir)
		}
		b.traces[prog] = append(b.traces[prog], tr)
	}
	sort.Strings(b.programs)
	sort.Strings(b.scenarios)
	return b
}

// TestBundledJSON: every bundled program's --json output of every command
// that reads a program, and every bundled SDN scenario's of every command
// that reads one, is one document that its schema in docs/schema accepts
// (docs/json-schema.md). The explorations are bounded (a short span, a
// state limit), since a schema speaks of shapes: an incomplete run's
// document is checked as a complete one's. bench has no state limit, so
// it measures the programs whose bounded exploration completes; compare
// of scenarios (which compiles each scenario once per pool size), nice
// mode, ir, regions and sdn --ir run on one scenario per app, and on all
// with DELOREAN_LONG=1.
func TestBundledJSON(t *testing.T) {
	b := bundledFiles(t)
	// Not vacuous: programs/ has programs of each front end, a Home
	// Assistant directory, scenarios of each app, and traces.
	kinds := map[string]int{}
	for _, p := range b.programs {
		kinds[filepath.Ext(p)]++
	}
	if kinds[".ta"] == 0 || kinds[".isy"] == 0 || kinds[".elk"] == 0 || kinds[".tck"] == 0 || kinds[".yaml"] == 0 || kinds[""] == 0 || len(b.scenarios) < 20 || len(b.traces) == 0 {
		t.Fatalf("programs/ lacks some kind: %v, %d scenarios, traces of %d programs", kinds, len(b.scenarios), len(b.traces))
	}
	long := os.Getenv("DELOREAN_LONG") != ""
	counts := map[string]int{}
	run := func(t *testing.T, want string, codes []int, args ...string) map[string]any {
		t.Helper()
		what := strings.Join(args, " ")
		out, errOut, code := runStreams(args...)
		ok := false
		for _, c := range codes {
			ok = ok || c == code
		}
		if !ok {
			t.Errorf("%s: exit %d, want one of %v:\n%.2000s", what, code, codes, errOut)
		}
		doc := oneDocument(t, what, out)
		if got := validateDoc(t, what, doc); got != want {
			t.Errorf("%s: a %s document, want %s:\n%.2000s", what, got, want, out)
		}
		counts[want]++
		return doc.(map[string]any)
	}
	verdict := []int{exitOK, exitViolation, exitLimit}
	for _, p := range b.programs {
		t.Run(strings.TrimPrefix(p, programsDir+"/"), func(t *testing.T) {
			var withInv []string
			if inv := invariantsBeside(p); inv != "" {
				withInv = []string{"--invariants", inv}
			}
			run(t, "check", []int{exitOK}, append([]string{"check", p, "--json"}, withInv...)...)
			ir := run(t, "ir", []int{exitOK}, "ir", p, "--json")
			run(t, "analyze", []int{exitOK}, append([]string{"analyze", p, "--json"}, withInv...)...)
			run(t, "regions", []int{exitOK}, "regions", p, "--json")
			traces := t.TempDir()
			run(t, "explore", verdict, append([]string{"explore", p, "--duration", "10m", "--max-states", "20000", "--trace-dir", traces, "--json", "--quiet"}, withInv...)...)
			regions := run(t, "explore", verdict, append([]string{"explore", p, "--duration", "10m", "--max-states", "20000", "--engine", "regions", "--json", "--quiet"}, withInv...)...)
			written, _ := filepath.Glob(filepath.Join(traces, "*.trace.yaml"))
			for i, tr := range append(written, b.traces[p]...) {
				if i > 0 && i < len(written) {
					continue // one trace of this run, and every bundled one
				}
				run(t, "replay", []int{exitOK, exitViolation}, append([]string{"replay", p, tr, "--json"}, withInv...)...)
			}
			run(t, "baseline", verdict, append([]string{"explore", p, "--duration", "10m", "--max-states", "500", "--mode", "untimed", "--json"}, withInv...)...)
			run(t, "compare", []int{exitOK, exitLimit}, append([]string{"compare", p, "--duration", "10m", "--max-states", "2000", "--json", "--quiet"}, withInv...)...)
			if labels, _ := ir["labels"].([]any); len(labels) > 0 {
				run(t, "explore", verdict, "reach", p, "--labels", labels[0].(string), "--max-states", "20000", "--json", "--quiet")
				if strings.HasSuffix(p, ".tck") {
					// Timed automata read no time of day: liveness takes
					// them without a horizon (it refuses the others).
					run(t, "liveness", verdict, "liveness", p, "--labels", labels[0].(string), "--max-states", "20000", "--json")
				}
			}
			if regions["complete"] == true {
				// bench explores over regions, thrice, without a state
				// limit: the programs small enough for that.
				run(t, "bench", []int{exitOK}, "bench", p, "--duration", "10m", "--cap-states", "20000", "--json")
			}
		})
	}
	apps := map[string]bool{}
	for _, s := range b.scenarios {
		t.Run(strings.TrimPrefix(s, programsDir+"/"), func(t *testing.T) {
			chk := run(t, "check", []int{exitOK}, "check", s, "--json")
			traces := t.TempDir()
			run(t, "sdn", verdict, "sdn", s, "--max-states", "2000", "--trace-dir", traces, "--json", "--quiet")
			if written, _ := filepath.Glob(filepath.Join(traces, "*.trace.yaml")); len(written) > 0 {
				run(t, "replay", []int{exitOK, exitViolation}, "sdn", s, "--replay", written[0], "--json")
			}
			// The outputs whose shape depends on the app rather than the
			// scenario, each compiling it again (which is most of their
			// time): one scenario per app.
			app, _ := chk["sdn"].(map[string]any)["app"].(string)
			if long || !apps[app] {
				apps[app] = true
				run(t, "ir", []int{exitOK}, "ir", s, "--json")
				run(t, "regions", []int{exitOK}, "regions", s, "--json")
				run(t, "ir", []int{exitOK}, "sdn", s, "--ir", "--json")
				run(t, "sdn", verdict, "sdn", s, "--mode", "nice", "--max-states", "5000", "--json")
				run(t, "sdn-compare", []int{exitOK, exitLimit}, "sdn", s, "--compare", "--vcs-list", "1", "--max-states", "2000", "--json")
			}
		})
	}
	if len(apps) < 3 {
		t.Errorf("the scenarios compared are of %d apps, want pyswitch, loadbalancer and energyte", len(apps))
	}
	// Every schema but the error's and the comparisons' (TestJSONContract
	// has those) was met on bundled programs.
	ids, err := schemaIDs()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range ids {
		if counts[name] == 0 && name != "error" && name != "comparisons" && name != "version" {
			t.Errorf("no bundled program's output was checked against docs/schema/%s.json", name)
		}
	}
	t.Logf("documents checked: %v", counts)
}
