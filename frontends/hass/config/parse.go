package config

import (
	"fmt"
	"github.com/delorean-mc/delorean/ta/syntax"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/config/devices"
	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// Parse reads an automations file (a YAML list of automations, or a
// mapping with `automations:` and optionally `environment:`).
func Parse(path string, src []byte) (*File, error) {
	return parse(path, src, false)
}

// ParseIncludes is Parse that also follows !include, !include_dir_list
// and !include_dir_merge_list (relative to the including file), and reads
// a configuration.yaml: its `automation` sections, ignoring the rest.
func ParseIncludes(path string, src []byte) (*File, error) {
	return parse(path, src, true)
}

func parse(path string, src []byte, follow bool) (*File, error) {
	p := &yparser{f: &File{Path: path}, path: path, follow: follow}
	doc, err := syntax.DecodeYAML(path, src)
	if err != nil {
		return nil, ta.ErrorList{yamlError(path, src, err)}
	}
	root := &doc
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) == 0 {
			return p.f, nil
		}
		root = root.Content[0]
	}
	if follow {
		p.fileOf = map[*yaml.Node]string{}
		p.register(root, path)
		if filepath.Base(path) == "configuration.yaml" && resolve(root).Kind == yaml.MappingNode {
			p.expandConfig(root)
		} else {
			p.expand(root)
		}
		if len(p.errs) > 0 {
			return p.result()
		}
	}
	if follow && filepath.Base(path) == "configuration.yaml" && root.Kind == yaml.MappingNode {
		// A configuration: the automation and script sections
		// (`automation:`, `automation manual:`), inline or included, the
		// declarations of helpers and scenes, and its packages.
		p.config(root)
		return p.result()
	}
	if follow && filepath.Base(path) == "automations.yaml" {
		// The scripts the automations call, beside them.
		sibling := filepath.Join(filepath.Dir(path), "scripts.yaml")
		if _, err := os.Stat(sibling); err == nil {
			p.scriptSection(&yaml.Node{Kind: yaml.ScalarNode, Tag: "!include", Value: "scripts.yaml", Line: 1, Column: 1})
		}
		// The helpers and scenes the configuration beside them declares.
		conf := filepath.Join(filepath.Dir(path), "configuration.yaml")
		if _, err := os.Stat(conf); err == nil {
			at := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!include", Value: "configuration.yaml", Line: 1, Column: 1}
			p.fileOf[at] = path
			p.shallow = true
			c := p.loadFile(at, conf)
			p.shallow = false
			if c != nil {
				p.expandConfig(c)
			}
			if c != nil && c.Kind == yaml.MappingNode {
				p.declsOnly = true
				p.config(c)
				p.declsOnly = false
			}
		}
	}
	switch root.Kind {
	case yaml.SequenceNode:
		p.automations(root)
	case yaml.MappingNode:
		if oneAutomation(root) {
			// One automation as a mapping: a file of an
			// !include_dir_list directory, or an automation: section of
			// one automation, which Home Assistant reads as a list of one.
			p.automation(root)
			break
		}
		for i := 0; i+1 < len(root.Content); i += 2 {
			k, v := root.Content[i], root.Content[i+1]
			switch k.Value {
			case "automations", "automation":
				if v.Kind == yaml.ScalarNode && strings.HasPrefix(v.Tag, "!include") {
					p.include(v)
					continue
				}
				if v.Kind != yaml.SequenceNode {
					p.errorf(v, "automations must be a list of automations")
					continue
				}
				p.automations(v)
			case "environment":
				ef, keys := p.fields(v, "environment")
				for _, ek := range keys {
					if ek.Value != "fixed" {
						p.errorf(ek, "unknown environment key %q (expected fixed: the entities the environment does not change)", ek.Value)
						continue
					}
					p.f.Fixed = map[string]bool{}
					for _, id := range p.strs(ef["fixed"], "entity_id") {
						p.f.Fixed[id] = true
					}
				}
			default:
				p.errorf(k, "unknown key %q (expected a list of automations, or automations: and environment:)", k.Value)
			}
		}
	case yaml.ScalarNode:
		if root.Tag == "!!null" {
			return p.f, nil
		}
		p.errorf(root, "expected a list of automations, found %s", describe(root))
	default:
		p.errorf(root, "expected a list of automations, found %s", describe(root))
	}
	return p.result()
}

// oneAutomation reports whether a file's top-level mapping is one
// automation rather than the mapping form (automations: and environment:):
// it has triggers, or is a blueprint's instance.
func oneAutomation(root *yaml.Node) bool {
	for i := 0; i+1 < len(root.Content); i += 2 {
		switch root.Content[i].Value {
		case "trigger", "triggers", "use_blueprint":
			return true
		}
	}
	return false
}

func (p *yparser) result() (*File, error) {
	if len(p.errs) == 0 {
		p.lintFile()
	}
	if len(p.errs) > 0 {
		p.errs.Sort()
		return nil, p.errs
	}
	return p.f, nil
}

type yparser struct {
	f      *File
	errs   ta.ErrorList
	cur    *Automation
	path   string // the file being read (an included one, or f.Path)
	follow bool   // follow !include
	depth  int
	// fileOf is the file each node was read from (with follow).
	fileOf map[*yaml.Node]string
	// declsOnly: reading a configuration beside automations.yaml for its
	// declarations (input_*, scenes), not its automations and scripts.
	declsOnly bool
	// shallow: loadFile leaves the includes of what it reads unexpanded
	// (expandConfig follows those of the sections read).
	shallow bool
	// inPackage: the configuration mapping being read is a package,
	// whose own homeassistant: section Home Assistant skips
	// (homeassistant/config.py, merge_packages_config: `if comp_name ==
	// HOMEASSISTANT_DOMAIN: continue`): packages do not nest.
	inPackage bool
	// lenient: a file that cannot be read is a note, not an error (the
	// sections read only for the entities they define).
	lenient bool
	// reg are the device and entity registries, once read.
	reg *devices.Registry
	// scope are the variables the templates being read see.
	scope []*template.Binding
	// durTpl is the templated delay the last duration read was (nil
	// when it was not one): the delay step takes it.
	durTpl *DurationTemplate
	// lints is what the lint gathers as the automations are read.
	lints *lintState
}

// registry is the registries beside the configuration, read once; nil
// when they are absent (or not followed, or unreadable: device constructs
// that name their entity by registry id then stay opaque). The reader keeps them, as it knows the
// configuration's directory and whether includes are followed.
func (p *yparser) registry() *devices.Registry {
	if p.reg != nil || !p.follow {
		return p.reg
	}
	p.reg = devices.Read(filepath.Join(filepath.Dir(p.f.Path), ".storage"))
	return p.reg
}

// scriptSection reads a `script:` section: a mapping of scripts, inline
// or in an !include'd file.
func (p *yparser) scriptSection(n *yaml.Node) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!include" {
		f := filepath.Join(filepath.Dir(p.path), strings.TrimSpace(n.Value))
		src, err := syntax.ReadFile(f)
		if err != nil {
			p.errorf(n, "!include %s: %v (expected a readable YAML file)", n.Value, err)
			return
		}
		doc, err := syntax.DecodeYAML(f, src)
		if err != nil {
			p.errs = append(p.errs, yamlError(f, src, err))
			return
		}
		if len(doc.Content) == 0 {
			return
		}
		saved := p.path
		p.path = f
		p.scriptSection(resolve(doc.Content[0]))
		p.path = saved
		return
	}
	if n.Kind != yaml.MappingNode {
		p.note(n, Skipped, "a script section that is not a mapping of scripts")
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		p.script(n.Content[i], resolve(n.Content[i+1]))
	}
}

// script reads one script: its key and its mapping (sequence, mode, ...),
// or an instance of a script blueprint.
func (p *yparser) script(k, v *yaml.Node) {
	f, _ := p.fields(v, "a script")
	if f == nil {
		return
	}
	if use := f["use_blueprint"]; use != nil {
		inst, found := p.blueprintInstance(v, use, "script")
		if inst != nil && p.depth <= 8 {
			// The blueprint's script (a blueprint that is itself an
			// instance is followed as deep as includes are).
			p.depth++
			p.script(k, inst)
			p.depth--
		}
		if !found {
			p.f.Automations = append(p.f.Automations, &Automation{Pos: p.pos(k), ID: "script." + k.Value, Alias: "script." + k.Value, Script: true,
				Skipped: "use_blueprint (the blueprint file is not present)"})
			p.note(use, Skipped, "script %q: use_blueprint: the blueprint file is not under blueprints/script/", k.Value)
		}
		return
	}
	a := &Automation{Pos: p.pos(k), ID: "script." + k.Value, Alias: "script." + k.Value, Max: 10, Script: true}
	p.cur = a
	e0, n0, k0 := len(p.errs), len(p.f.Notes), len(p.f.Automations)
	defer p.leaveOutInvalid(a, e0, n0, k0)
	if al := f["alias"]; al != nil && al.Value != "" {
		a.Alias = al.Value
	}
	if m := f["mode"]; m != nil {
		switch m.Value {
		case "single", "restart", "queued", "parallel":
			a.Mode = Mode(slicesIndex(modeNames, m.Value))
		default:
			p.errorf(m, "unknown mode %q (expected single, restart, queued or parallel)", m.Value)
		}
	}
	p.maxRuns(a, f)
	p.scope = nil
	defer func() { p.scope = nil }()
	p.bindings(f["variables"])
	a.Triggers = []*Trigger{{Pos: a.Pos, Platform: "call", For: -1, Desc: "called"}}
	seq := f["sequence"]
	if seq == nil {
		p.errorf(k, "script %q has no sequence (expected sequence:)", k.Value)
	}
	a.Actions = p.actions(seq)
	p.lintAutomation(v, a)
	p.cur = nil
	p.f.Automations = append(p.f.Automations, a)
}

func slicesIndex(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// include reads the automations an !include names: one file (a list, or
// one automation), or every .yaml file under a directory
// (!include_dir_list: one automation each; !include_dir_merge_list: a list
// each).
func (p *yparser) include(n *yaml.Node) {
	if !p.follow {
		p.note(n, Skipped, "%s %s is not followed", n.Tag, n.Value)
		return
	}
	if p.depth > 8 {
		p.errorf(n, "%s %s: includes nested more than 8 deep (expected no include cycle)", n.Tag, n.Value)
		return
	}
	target := filepath.Join(filepath.Dir(p.path), strings.TrimSpace(n.Value))
	var files []string
	switch n.Tag {
	case "!include":
		files = []string{target}
	case "!include_dir_list", "!include_dir_merge_list":
		err := filepath.WalkDir(target, func(f string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(f, ".yaml") || strings.HasSuffix(f, ".yml")) && !strings.HasPrefix(d.Name(), ".") {
				files = append(files, f)
			}
			return nil
		})
		if err != nil {
			p.errorf(n, "%s %s: %s (expected a directory of YAML files)", n.Tag, n.Value, dirProblem(err))
			return
		}
		sort.Strings(files)
	default:
		p.note(n, Skipped, "%s %s is not followed", n.Tag, n.Value)
		return
	}
	for _, f := range files {
		src, err := syntax.ReadFile(f)
		if err != nil {
			p.errorf(n, "%s %s: %v (expected a readable YAML file)", n.Tag, n.Value, err)
			continue
		}
		doc, err := syntax.DecodeYAML(f, src)
		if err != nil {
			p.errs = append(p.errs, yamlError(f, src, err))
			continue
		}
		if len(doc.Content) == 0 {
			continue
		}
		saved := p.path
		p.path = f
		p.depth++
		root := resolve(doc.Content[0])
		switch {
		case root.Kind == yaml.SequenceNode:
			p.automations(root)
		case root.Kind == yaml.MappingNode:
			p.automation(root)
		case root.Kind == yaml.ScalarNode && strings.HasPrefix(root.Tag, "!include"):
			p.include(root)
		default:
			p.errorf(root, "expected automations, found %s", describe(root))
		}
		p.depth--
		p.path = saved
	}
}

func (p *yparser) automations(seq *yaml.Node) {
	for _, n := range seq.Content {
		n = resolve(n)
		if n.Kind == yaml.ScalarNode && strings.HasPrefix(n.Tag, "!include") {
			p.include(n)
			continue
		}
		if n.Kind == yaml.SequenceNode && p.follow {
			// An included file's list in the list.
			p.automations(n)
			continue
		}
		if n.Kind != yaml.MappingNode {
			p.errorf(n, "an automation must be a mapping with triggers and actions, found %s", describe(n))
			continue
		}
		p.automation(n)
	}
}

var autoKeys = map[string]bool{"id": true, "alias": true, "description": true, "mode": true, "max": true,
	"max_exceeded": true, "trigger": true, "triggers": true, "condition": true, "conditions": true,
	"action": true, "actions": true, "initial_state": true, "trace": true, "variables": true,
	"trigger_variables": true, "use_blueprint": true, "hide_entity": true}

// leaveOutInvalid ends the reading of one automation or script (a) that
// began with e0 errors, n0 notes and k0 automations read: with errors of
// its own, it is left out with them (File.Invalid) and its notes and
// automations are dropped.
func (p *yparser) leaveOutInvalid(a *Automation, e0, n0, k0 int) {
	if len(p.errs) == e0 {
		return
	}
	errs := append(ta.ErrorList(nil), p.errs[e0:]...)
	errs.Sort()
	p.errs = p.errs[:e0]
	p.f.Notes = p.f.Notes[:n0]
	p.f.Automations = p.f.Automations[:k0]
	p.f.Invalid = append(p.f.Invalid, Invalid{Pos: a.Pos, Name: a.Alias, Script: a.Script, Errors: errs})
}

func (p *yparser) automation(n *yaml.Node) {
	f, keys := p.fields(n, "an automation")
	a := &Automation{Pos: p.pos(n), Max: 10}
	p.cur = a
	e0, n0, k0 := len(p.errs), len(p.f.Notes), len(p.f.Automations)
	defer func() {
		p.cur = nil
		p.leaveOutInvalid(a, e0, n0, k0)
	}()
	for _, k := range keys {
		if !autoKeys[k.Value] {
			p.errorf(k, "unknown automation key %q (expected alias, id, mode, triggers, conditions, actions, ...)", k.Value)
		}
	}
	if v := f["alias"]; v != nil {
		a.Alias = v.Value
	}
	if v := f["id"]; v != nil {
		a.ID = v.Value
	}
	if a.Alias == "" {
		a.Alias = a.ID
	}
	if a.Alias == "" {
		a.Alias = fmt.Sprintf("automation at line %d", n.Line)
	}
	if v := f["initial_state"]; v != nil && isFalse(v) {
		a.Disabled = true
	}
	if v := f["use_blueprint"]; v != nil {
		p.cur = nil
		if p.blueprint(n, v, a.Alias) {
			return
		}
		p.cur = a
		a.Skipped = "use_blueprint (the blueprint file is not present)"
		p.note(v, Skipped, "automation %q: use_blueprint: the blueprint file is not under blueprints/automation/", a.Alias)
		p.f.Automations = append(p.f.Automations, a)
		return
	}
	if v := f["mode"]; v != nil {
		switch v.Value {
		case "single":
			a.Mode = Single
		case "restart":
			a.Mode = Restart
		case "queued":
			a.Mode = Queued
		case "parallel":
			a.Mode = Parallel
		default:
			p.errorf(v, "unknown mode %q (expected single, restart, queued or parallel)", v.Value)
		}
	}
	p.maxRuns(a, f)
	// trigger_variables, then variables, are rendered before the
	// conditions: every template of the automation sees them.
	p.scope = nil
	defer func() { p.scope = nil }()
	p.bindings(f["trigger_variables"])
	p.bindings(f["variables"])
	trig := f["triggers"]
	if trig == nil {
		trig = f["trigger"]
	}
	if trig == nil {
		p.errorf(n, "automation %q has no triggers (expected triggers: or trigger:)", a.Alias)
	}
	for _, t := range list(trig) {
		if tr := p.trigger(t); tr != nil {
			a.Triggers = append(a.Triggers, tr)
		}
	}
	cond := f["conditions"]
	if cond == nil {
		cond = f["condition"]
	}
	for _, c := range list(cond) {
		if cc := p.cond(c); cc != nil {
			a.Conditions = append(a.Conditions, cc)
		}
	}
	act := f["actions"]
	if act == nil {
		act = f["action"]
	}
	if act == nil {
		p.errorf(n, "automation %q has no actions (expected actions: or action:)", a.Alias)
	}
	a.Actions = p.actions(act)
	p.lintAutomation(n, a)
	p.f.Automations = append(p.f.Automations, a)
}

// maxExceeded are max_exceeded's values (helpers/script.py,
// make_script_schema: vol.All(vol.Upper, vol.In(_MAX_EXCEEDED_CHOICES)),
// the log levels and SILENT).
var maxExceeded = []string{"SILENT", "CRITICAL", "FATAL", "ERROR", "WARNING", "WARN", "INFO", "DEBUG", "NOTSET"}

// maxRuns reads max and max_exceeded as Home Assistant's script schema
// does (helpers/script.py, make_script_schema): max is a whole number of
// at least 2, accepted with every mode (the UI writes it with single and
// restart, where it has no effect), and max_exceeded only says how a
// dropped run is logged.
func (p *yparser) maxRuns(a *Automation, f map[string]*yaml.Node) {
	if v := f["max"]; v != nil {
		m, err := strconv.Atoi(strings.TrimSpace(v.Value))
		if err != nil || m < 2 || v.Kind != yaml.ScalarNode {
			p.errorf(v, "max must be a whole number of runs, at least 2 (Home Assistant: vol.Range(min=2)), found %s", describe(v))
		} else {
			a.Max = m
		}
	}
	if v := f["max_exceeded"]; v != nil {
		if v.Kind != yaml.ScalarNode || !slices.Contains(maxExceeded, strings.ToUpper(v.Value)) {
			p.errorf(v, "max_exceeded must be a log level or silent (%s), found %s", strings.ToLower(strings.Join(maxExceeded, ", ")), describe(v))
		}
	}
}
