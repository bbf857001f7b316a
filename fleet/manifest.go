package fleet

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// Home is one program to check: a program file or a Home Assistant
// configuration directory, with the files that go with it.
type Home struct {
	Name        string   // how the results name it (unique in a fleet)
	Program     string   // absolute path
	Invariants  string   // absolute path, or ""
	Init        string   // absolute path, or ""
	Environment string   // absolute path, or ""
	Devices     string   // ISY device list, absolute path, or ""
	Options     []string // explore flags of this home's jobs
}

// Place is where a home is: its sun times and its time zone.
type Place struct {
	Name string   `json:"name"`
	Lat  *float64 `json:"lat,omitempty"`
	Lon  *float64 `json:"lon,omitempty"`
	TZ   string   `json:"tz,omitempty"`
}

// Sun is a fixed sunrise and sunset, or ranges of them (explore's
// --sunrise and --sunset), for homes without a place.
type Sun struct {
	Sunrise string `json:"sunrise,omitempty"`
	Sunset  string `json:"sunset,omitempty"`
}

// Manifest is a fleet: homes, and the matrix each is checked over. Each
// combination of a home, a place, a start, a horizon, a sun, an engine
// and an option set is one job; an empty axis is left to explore's
// defaults and the command line's flags.
type Manifest struct {
	Homes    []Home
	Places   []Place
	Starts   []string
	Horizons []string
	Suns     []Sun
	Engines  []string
	Options  [][]string
	// Timeout and MaxMemory are each job's limits (explore's --timeout
	// and --max-memory); "" for none.
	Timeout   string
	MaxMemory string
	// Command is what each job runs: explore (""), or bench or compare
	// for an evaluation's trials (bench.go).
	Command string
}

// manifestFile is the YAML form of a manifest (docs/fleet.md).
type manifestFile struct {
	Homes []struct {
		Name        string   `yaml:"name"`
		Program     string   `yaml:"program"`
		Invariants  string   `yaml:"invariants"`
		Init        string   `yaml:"init"`
		Environment string   `yaml:"environment"`
		Devices     string   `yaml:"devices"`
		Options     []string `yaml:"options"`
	} `yaml:"homes"`
	Places []struct {
		Name string   `yaml:"name"`
		Lat  *float64 `yaml:"lat"`
		Lon  *float64 `yaml:"lon"`
		TZ   string   `yaml:"tz"`
	} `yaml:"places"`
	Starts    []string   `yaml:"starts"`
	Horizons  []string   `yaml:"horizons"`
	Sun       []Sun      `yaml:"sun"`
	Engines   []string   `yaml:"engines"`
	Options   [][]string `yaml:"options"`
	Timeout   string     `yaml:"timeout"`
	MaxMemory string     `yaml:"max_memory"`
	Command   string     `yaml:"command"`
}

// homeFiles are the files beside a home's program in a fleet directory,
// by the flag of explore they are given with.
var homeFiles = []struct{ name, flag string }{
	{"invariants.yaml", "invariants"}, {"init.yaml", "init"}, {"environment.yaml", "environment"}, {"devices.xml", "devices"},
}

// programExts are the extensions of the program files explore reads.
var programExts = map[string]bool{".ta": true, ".isy": true, ".elk": true, ".tck": true, ".yaml": true, ".yml": true, ".txt": true}

// ReadManifest reads a manifest file (YAML), or, for a directory, makes
// one with a home per subdirectory. Errors name the file, line and column.
func ReadManifest(path string) (*Manifest, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return readDir(path)
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseManifest(path, text)
}

// parseManifest parses a manifest's text; paths in it are relative to
// the manifest's directory.
func parseManifest(path string, text []byte) (*Manifest, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(text, &root); err != nil {
		return nil, fmt.Errorf("%s:%v", path, yamlErr(err))
	}
	if len(root.Content) == 0 {
		return nil, fmt.Errorf("%s:1:1: an empty manifest; expected a mapping with homes: (docs/fleet.md)", path)
	}
	doc := root.Content[0]
	if doc.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s:%d:%d: expected a mapping with homes:, places:, starts:, ... (docs/fleet.md)", path, doc.Line, doc.Column)
	}
	known := map[string]bool{"homes": true, "places": true, "starts": true, "horizons": true, "sun": true, "engines": true, "options": true, "timeout": true, "max_memory": true, "command": true}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		k := doc.Content[i]
		if !known[k.Value] {
			return nil, fmt.Errorf("%s:%d:%d: unknown key %q; expected one of homes, places, starts, horizons, sun, engines, options, timeout, max_memory, command", path, k.Line, k.Column, k.Value)
		}
	}
	var mf manifestFile
	if err := doc.Decode(&mf); err != nil {
		return nil, fmt.Errorf("%s:%v", path, yamlErr(err))
	}
	base := filepath.Dir(path)
	at := func(key string, i int, field string) string {
		return fmt.Sprintf("%s:%s", path, position(doc, key, i, field))
	}
	m := &Manifest{Starts: mf.Starts, Horizons: mf.Horizons, Suns: mf.Sun, Engines: mf.Engines, Options: mf.Options, Timeout: mf.Timeout, MaxMemory: mf.MaxMemory}
	switch mf.Command {
	case "", "explore":
	case "bench", "compare":
		m.Command = mf.Command
	default:
		return nil, fmt.Errorf("%s: command %q; expected explore, bench or compare", at("command", -1, ""), mf.Command)
	}
	if len(mf.Homes) == 0 {
		return nil, fmt.Errorf("%s: no homes; expected homes: with a program each", at("homes", -1, ""))
	}
	for i, h := range mf.Homes {
		if h.Program == "" {
			return nil, fmt.Errorf("%s: a home without program:; expected the path of a program file or of a Home Assistant configuration directory", at("homes", i, ""))
		}
		prog := abs(base, h.Program)
		matches := []string{prog}
		if strings.ContainsAny(h.Program, "*?[") {
			// A pattern is a home per file it matches, named by the file.
			var err error
			if matches, err = filepath.Glob(prog); err != nil || len(matches) == 0 {
				return nil, fmt.Errorf("%s: the pattern %q matches no file", at("homes", i, "program"), h.Program)
			}
			if h.Name != "" && len(matches) > 1 {
				return nil, fmt.Errorf("%s: one name for the %d files %q matches; leave name: out (each home is then named by its file)", at("homes", i, "name"), len(matches), h.Program)
			}
		} else if _, err := os.Stat(prog); err != nil {
			return nil, fmt.Errorf("%s: %v", at("homes", i, "program"), err)
		}
		for _, p := range matches {
			home := Home{Name: h.Name, Program: p, Options: h.Options}
			if home.Name == "" {
				home.Name = homeName(p)
			}
			for _, f := range []struct {
				field string
				val   string
				dst   *string
			}{{"invariants", h.Invariants, &home.Invariants}, {"init", h.Init, &home.Init}, {"environment", h.Environment, &home.Environment}, {"devices", h.Devices, &home.Devices}} {
				if f.val == "" {
					continue
				}
				*f.dst = abs(base, f.val)
				if _, err := os.Stat(*f.dst); err != nil {
					return nil, fmt.Errorf("%s: %v", at("homes", i, f.field), err)
				}
			}
			m.Homes = append(m.Homes, home)
		}
	}
	for i, p := range mf.Places {
		if p.Name == "" {
			return nil, fmt.Errorf("%s: a place without name:; expected name:, lat:, lon: and tz:", at("places", i, ""))
		}
		if (p.Lat == nil) != (p.Lon == nil) {
			return nil, fmt.Errorf("%s: place %s has one of lat: and lon:; expected both (or neither, for a time zone alone)", at("places", i, ""), p.Name)
		}
		if p.TZ != "" {
			if _, err := time.LoadLocation(p.TZ); err != nil {
				return nil, fmt.Errorf("%s: place %s: unknown time zone %q; expected an IANA name such as Europe/Berlin", at("places", i, "tz"), p.Name, p.TZ)
			}
		}
		m.Places = append(m.Places, Place{Name: p.Name, Lat: p.Lat, Lon: p.Lon, TZ: p.TZ})
	}
	for i, o := range m.Options {
		if err := checkOptions(o); err != nil {
			return nil, fmt.Errorf("%s: %v", at("options", i, ""), err)
		}
	}
	for i, h := range mf.Homes {
		if err := checkOptions(h.Options); err != nil {
			return nil, fmt.Errorf("%s: %v", at("homes", i, "options"), err)
		}
	}
	if err := m.checkNames(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return m, nil
}

// checkOptions refuses the explore flags a fleet sets itself.
func checkOptions(opts []string) error {
	for _, o := range opts {
		name := strings.TrimLeft(strings.SplitN(o, "=", 2)[0], "-")
		if why, ok := reserved[name]; ok && strings.HasPrefix(o, "-") {
			return fmt.Errorf("option %s is the fleet's own (%s); leave it out", o, why)
		}
	}
	return nil
}

// reserved are the explore flags each job's command line is made with.
var reserved = map[string]string{
	"json":    "each job's report is JSON in results.jsonl",
	"report":  "each job's page is written under --out",
	"workers": "each job explores on one goroutine; --workers of the fleet is how many jobs run at once",
}

// checkNames refuses two homes or places of one name: results are keyed
// by them.
func (m *Manifest) checkNames() error {
	seen := map[string]string{}
	for _, h := range m.Homes {
		if p, ok := seen[h.Name]; ok {
			return fmt.Errorf("two homes are named %s (%s and %s); give them names (name:)", h.Name, p, h.Program)
		}
		seen[h.Name] = h.Program
	}
	places := map[string]bool{}
	for _, p := range m.Places {
		if places[p.Name] {
			return fmt.Errorf("two places are named %s", p.Name)
		}
		places[p.Name] = true
	}
	return nil
}

// readDir makes the manifest of a fleet directory: each subdirectory is a
// home, its program the Home Assistant configuration it holds
// (configuration.yaml or automations.yaml) or its one program file, with
// invariants.yaml, init.yaml, environment.yaml and devices.xml beside it
// when present.
func readDir(dir string) (*Manifest, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	m := &Manifest{}
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		sub, err := filepath.Abs(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		home := Home{Name: e.Name()}
		for _, cfg := range []string{"configuration.yaml", "automations.yaml"} {
			if _, err := os.Stat(filepath.Join(sub, cfg)); err == nil {
				home.Program = sub
				break
			}
		}
		files, err := os.ReadDir(sub)
		if err != nil {
			return nil, err
		}
		var progs []string
		beside := map[string]bool{}
		for _, hf := range homeFiles {
			beside[hf.name] = true
		}
		for _, f := range files {
			if f.IsDir() || beside[f.Name()] || !programExts[strings.ToLower(filepath.Ext(f.Name()))] || strings.HasSuffix(f.Name(), ".inv.yaml") ||
				strings.HasSuffix(f.Name(), ".trace.yaml") {
				continue
			}
			progs = append(progs, f.Name())
		}
		if home.Program == "" {
			switch len(progs) {
			case 0:
				return nil, fmt.Errorf("%s: no program in this home's directory; expected a program file (.ta, .isy, .elk, .tck) or a Home Assistant configuration (configuration.yaml or automations.yaml)", sub)
			case 1:
				home.Program = filepath.Join(sub, progs[0])
			default:
				sort.Strings(progs)
				return nil, fmt.Errorf("%s: %d program files (%s); expected one per home's directory (or write a manifest)", sub, len(progs), strings.Join(progs, ", "))
			}
		}
		for _, hf := range homeFiles {
			p := filepath.Join(sub, hf.name)
			if _, err := os.Stat(p); err != nil {
				continue
			}
			switch hf.flag {
			case "invariants":
				home.Invariants = p
			case "init":
				home.Init = p
			case "environment":
				home.Environment = p
			case "devices":
				home.Devices = p
			}
		}
		m.Homes = append(m.Homes, home)
	}
	if len(m.Homes) == 0 {
		return nil, fmt.Errorf("%s: no homes: a fleet directory holds a subdirectory per home", dir)
	}
	return m, nil
}

// homeName names a home by its file (without the extension), or by its
// directory: also for a file whose name every Home Assistant home has
// (automations.yaml, configuration.yaml), which says nothing of the home.
func homeName(path string) string {
	base := filepath.Base(path)
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return base
	}
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	if d := filepath.Base(filepath.Dir(path)); (stem == "automations" || stem == "configuration") && d != "." && d != string(filepath.Separator) {
		return d
	}
	return stem
}

func abs(base, p string) string {
	if !filepath.IsAbs(p) {
		p = filepath.Join(base, p)
	}
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// position is LINE:COL of the i-th item of a top-level key's list (the
// key itself when i < 0), or of a field of it.
func position(doc *yaml.Node, key string, i int, field string) string {
	for k := 0; k+1 < len(doc.Content); k += 2 {
		if doc.Content[k].Value != key {
			continue
		}
		n := doc.Content[k+1]
		if i < 0 || n.Kind != yaml.SequenceNode || i >= len(n.Content) {
			return fmt.Sprintf("%d:%d", doc.Content[k].Line, doc.Content[k].Column)
		}
		item := n.Content[i]
		if field != "" && item.Kind == yaml.MappingNode {
			for f := 0; f+1 < len(item.Content); f += 2 {
				if item.Content[f].Value == field {
					v := item.Content[f+1]
					return fmt.Sprintf("%d:%d", v.Line, v.Column)
				}
			}
		}
		return fmt.Sprintf("%d:%d", item.Line, item.Column)
	}
	return "1:1"
}

// yamlErr turns yaml.v3's "yaml: line N: msg" into "N:1: msg".
func yamlErr(err error) string {
	msg := err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	msg = strings.TrimPrefix(msg, "yaml: ")
	if what, _, ok := strings.Cut(msg, " into "); ok && strings.Contains(msg, "cannot unmarshal") {
		// Not the Go type it was read into: what the manifest has there.
		msg = strings.Replace(what, "cannot unmarshal", "cannot read", 1) + " as the manifest expects there (docs/fleet.md)"
	}
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if n, tail, ok := strings.Cut(rest, ": "); ok {
			if _, err := strconv.Atoi(n); err == nil {
				return n + ":1: " + tail
			}
		}
	}
	return "1:1: " + msg
}
