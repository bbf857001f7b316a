package config

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// File is a parsed automations file: the automations in order, and the
// list of constructs read only approximately or not at all.
type File struct {
	Path        string
	Automations []*Automation
	// Notes are the constructs that were over-approximated or skipped, by
	// position (check prints them).
	Notes []Note
	// Fixed are the entities the environment does not change (the
	// `environment: {fixed: [...]}` section of the mapping form).
	Fixed map[string]bool
	// Inputs are the input_* helpers the configuration declares, by
	// entity id; Scenes its scenes, by entity id.
	Inputs map[string]*Input
	Scenes map[string]*Scene
}

// NoteKind says how a construct was read.
type NoteKind uint8

// The kinds of notes.
const (
	// Over: the construct is modelled by an environment choice or a
	// superset of its behaviours (either answer possible).
	Over NoteKind = iota
	// Skipped: the construct has no effect in the model.
	Skipped
)

// Note is a construct that is not modelled exactly.
type Note struct {
	Pos  ta.Pos
	Kind NoteKind
	What string
}

func (n Note) String() string {
	return fmt.Sprintf("%s: %s: %s", n.Pos, n.Kind, n.What)
}

func (k NoteKind) String() string {
	if k == Skipped {
		return "skipped"
	}
	return "over-approximated"
}

// Mode is how an automation handles a trigger while a run is active.
type Mode uint8

// Home Assistant's script modes.
const (
	Single Mode = iota
	Restart
	Queued
	Parallel
)

var modeNames = []string{"single", "restart", "queued", "parallel"}

// Automation is one entry of the automations list.
type Automation struct {
	Pos        ta.Pos
	Alias      string
	ID         string
	Mode       Mode
	Max        int
	Triggers   []*Trigger
	Conditions []*Cond
	Actions    []*Action
	Disabled   bool // initial_state: false
	// Script: a script of scripts.yaml (its one trigger is a call by a
	// script.NAME or script.turn_on service).
	Script  bool
	Skipped string
	// Over is set when some construct of this automation is
	// over-approximated.
	Over bool
}

// Trigger is one trigger of an automation or of a wait_for_trigger.
type Trigger struct {
	Pos      ta.Pos
	Platform string
	ID       string
	Entities []string
	From     []string // state: allowed old states (nil: any)
	To       []string // state: allowed new states (nil: any change)
	NotFrom  []string
	NotTo    []string
	Attr     string
	For      int64 // seconds; -1 when absent
	Above    *float64
	Below    *float64
	At       []ta.TimeLit // time
	// AtEntities: time at an input_datetime's time.
	AtEntities []string
	Every      int64              // time_pattern: period in seconds (0: use Times)
	Times      []int64            // time_pattern: seconds of the day
	Sun        *ta.TimeLit        // sun
	Template   *template.Template // template trigger
	Timer      string             // event timer.finished of this timer entity
	Desc       string             // how traces name it
}

// CondKind is the kind of a condition.
type CondKind uint8

// The condition kinds.
const (
	CState CondKind = iota
	CNumeric
	CTime
	CSun
	CAnd
	COr
	CNot
	CTrigger
	CTemplate
	CTrue   // always true (an empty list, a disabled condition)
	COpaque // over-approximated: either answer
)

// Cond is a condition.
type Cond struct {
	Pos      ta.Pos
	Kind     CondKind
	Entities []string
	States   []string
	Match    string // state condition `match: any`
	For      int64
	Above    *float64
	Below    *float64
	After    *ta.TimeLit
	Before   *ta.TimeLit
	Days     ta.Weekdays
	IDs      []string
	Subs     []*Cond
	Template *template.Template
	Desc     string
}

// ActKind is the kind of an action step.
type ActKind uint8

// The action kinds.
const (
	AService ActKind = iota
	ADelay
	AWaitTrigger
	AWaitTemplate
	AChoose
	AIf
	ACondition
	AStop
	ASequence
	AParallel
	ARepeat
	ANop // variables, a disabled step, a skipped construct
	AEmit
)

// Action is one step of a sequence.
type Action struct {
	Pos      ta.Pos
	Kind     ActKind
	Service  string   // domain.service
	Entities []string // service targets
	Option   string   // input_select.select_option
	// KeepConds: automation.trigger with skip_condition: false (the
	// triggered automation's conditions are checked).
	KeepConds bool
	Time      string   // input_datetime.set_datetime: the time of day set (HH:MM:SS)
	HVAC      string   // climate: the hvac_mode set
	Temp      *float64 // climate.set_temperature: the set point
	Value     *float64 // input_number.set_value
	Delay     int64    // delay, timeouts, timer.start's duration (-1: none)
	Continue  bool     // continue_on_timeout
	Triggers  []*Trigger
	Template  *template.Template
	Conds     []*Cond     // choose options' conditions, if, condition step, repeat while/until
	Branches  [][]*Action // choose options, then
	Else      []*Action   // choose default, else
	Body      []*Action   // sequence, repeat body
	Count     int64       // repeat count (-1: while or until)
	Until     bool
	Desc      string
}

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
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, ta.ErrorList{yamlError(path, err)}
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
		p.expand(root)
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
			if c := p.loadFile(at, conf); c != nil && c.Kind == yaml.MappingNode {
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

func (p *yparser) result() (*File, error) {
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
	// reg are the device and entity registries, once read.
	reg *registry
}

// scriptSection reads a `script:` section: a mapping of scripts, inline
// or in an !include'd file.
func (p *yparser) scriptSection(n *yaml.Node) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!include" {
		f := filepath.Join(filepath.Dir(p.path), strings.TrimSpace(n.Value))
		src, err := os.ReadFile(f)
		if err != nil {
			p.errorf(n, "!include %s: %v (expected a readable YAML file)", n.Value, err)
			return
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(src, &doc); err != nil {
			p.errs = append(p.errs, yamlError(f, err))
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
		k, v := n.Content[i], resolve(n.Content[i+1])
		f, _ := p.fields(v, "a script")
		if f == nil {
			continue
		}
		a := &Automation{Pos: p.pos(k), ID: "script." + k.Value, Alias: "script." + k.Value, Max: 10, Script: true}
		p.cur = a
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
		if m := f["max"]; m != nil {
			if x, err := strconv.Atoi(m.Value); err == nil && x >= 1 {
				a.Max = x
			} else {
				p.errorf(m, "max must be a positive whole number of runs, found %s", describe(m))
			}
		}
		a.Triggers = []*Trigger{{Pos: a.Pos, Platform: "call", For: -1, Desc: "called"}}
		seq := f["sequence"]
		if seq == nil {
			p.errorf(k, "script %q has no sequence (expected sequence:)", k.Value)
		}
		a.Actions = p.actions(seq)
		p.cur = nil
		p.f.Automations = append(p.f.Automations, a)
	}
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
		src, err := os.ReadFile(f)
		if err != nil {
			p.errorf(n, "%s %s: %v (expected a readable YAML file)", n.Tag, n.Value, err)
			continue
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(src, &doc); err != nil {
			p.errs = append(p.errs, yamlError(f, err))
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

func (p *yparser) pos(n *yaml.Node) ta.Pos {
	file := p.fileOfNode(n)
	if n.Line == 0 {
		// yaml.v3 gives a document of blanks no position: its start.
		return ta.Pos{File: file, Line: 1, Col: 1}
	}
	return ta.Pos{File: file, Line: n.Line, Col: n.Column}
}

func (p *yparser) errorf(n *yaml.Node, format string, args ...any) {
	p.errs.Add(p.pos(n), format, args...)
}

func (p *yparser) note(n *yaml.Node, kind NoteKind, format string, args ...any) {
	p.f.Notes = append(p.f.Notes, Note{Pos: p.pos(n), Kind: kind, What: fmt.Sprintf(format, args...)})
	if kind == Over && p.cur != nil {
		p.cur.Over = true
	}
}

var yamlLine = strings.NewReplacer("yaml: ", "")

// yamlError turns a yaml.v3 error ("yaml: line 3: did not find expected
// key") into a positioned diagnostic.
func yamlError(path string, err error) *ta.Error {
	msg := yamlLine.Replace(err.Error())
	line, col := 1, 1
	if strings.HasPrefix(msg, "line ") {
		rest := msg[5:]
		if i := strings.Index(rest, ":"); i > 0 {
			if n, e := strconv.Atoi(rest[:i]); e == nil {
				line = n
				msg = strings.TrimSpace(rest[i+1:])
			}
		}
	}
	if i := strings.Index(msg, "line "); i >= 0 && line == 1 {
		var n int
		if _, e := fmt.Sscanf(msg[i:], "line %d", &n); e == nil && n > 0 {
			line = n
		}
	}
	return &ta.Error{Pos: ta.Pos{File: path, Line: line, Col: col}, Msg: "YAML syntax: " + msg}
}

func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.MappingNode:
		return "a mapping"
	case yaml.AliasNode:
		return "an alias"
	}
	if n.Tag == "!!null" {
		return "nothing"
	}
	return fmt.Sprintf("%q", n.Value)
}

// resolve follows YAML aliases.
func resolve(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	return n
}

// fields returns a mapping's keys and values; a non-mapping is an error.
func (p *yparser) fields(n *yaml.Node, what string) (map[string]*yaml.Node, []*yaml.Node) {
	n = resolve(n)
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "%s must be a mapping, found %s", what, describe(n))
		return nil, nil
	}
	m := map[string]*yaml.Node{}
	var keys []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		if k.Value == "<<" {
			sub, skeys := p.fields(v, "a merged mapping")
			for _, sk := range skeys {
				if _, ok := m[sk.Value]; !ok {
					m[sk.Value] = sub[sk.Value]
					keys = append(keys, sk)
				}
			}
			continue
		}
		m[k.Value] = v
		keys = append(keys, k)
	}
	return m, keys
}

// list returns a node's items: a sequence's elements, or the node itself.
func list(n *yaml.Node) []*yaml.Node {
	n = resolve(n)
	if n == nil {
		return nil
	}
	if n.Kind == yaml.SequenceNode {
		var out []*yaml.Node
		for _, c := range n.Content {
			out = append(out, resolve(c))
		}
		return out
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil
	}
	return []*yaml.Node{n}
}

// strs reads a string or a list of strings (entity ids, states).
func (p *yparser) strs(n *yaml.Node, what string) []string {
	var out []string
	for _, c := range list(n) {
		if c.Kind != yaml.ScalarNode {
			p.errorf(c, "%s must be a string or a list of strings, found %s", what, describe(c))
			continue
		}
		if c.Tag == "!!null" {
			out = append(out, "")
			continue
		}
		// A comma-separated entity list ("light.a, light.b") is allowed.
		if what == "entity_id" && strings.Contains(c.Value, ",") && !strings.Contains(c.Value, "{") {
			for _, s := range strings.Split(c.Value, ",") {
				out = append(out, strings.TrimSpace(s))
			}
			continue
		}
		out = append(out, c.Value)
	}
	return out
}

// IsTemplate reports whether s holds a Jinja expression or statement.
func IsTemplate(s string) bool { return strings.Contains(s, "{{") || strings.Contains(s, "{%") }

// stateString is a state as Home Assistant compares it: YAML's booleans
// written on/off or yes/no are the strings "on"/"off" (yaml.v3 reads them
// as strings already; true/false stay as written).
func stateString(n *yaml.Node) string {
	return n.Value
}

func (p *yparser) states(n *yaml.Node, what string) []string {
	var out []string
	for _, c := range list(n) {
		if c.Kind != yaml.ScalarNode {
			p.errorf(c, "%s must be a state or a list of states, found %s", what, describe(c))
			continue
		}
		if c.Tag == "!!null" {
			continue
		}
		out = append(out, stateString(c))
	}
	return out
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

func (p *yparser) automation(n *yaml.Node) {
	f, keys := p.fields(n, "an automation")
	a := &Automation{Pos: p.pos(n), Max: 10}
	p.cur = a
	defer func() { p.cur = nil }()
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
	if v := f["initial_state"]; v != nil && (v.Value == "false" || v.Value == "off") {
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
	if v := f["max"]; v != nil {
		m, err := strconv.Atoi(v.Value)
		switch {
		case err != nil || m < 1:
			p.errorf(v, "max must be a positive whole number of runs, found %s", describe(v))
		case a.Mode != Queued && a.Mode != Parallel:
			p.errorf(v, "max goes with mode queued or parallel, not %s", modeNames[a.Mode])
		default:
			a.Max = m
		}
	}
	if v := f["variables"]; v != nil {
		p.note(v, Skipped, "automation %q: variables are not modelled (templates reading them are over-approximated)", a.Alias)
	}
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
	p.f.Automations = append(p.f.Automations, a)
}

// ---- durations and times

// duration reads a Home Assistant time period: seconds as a number,
// "HH:MM[:SS[.fff]]", or a mapping of days/hours/minutes/seconds/
// milliseconds. ok is false (and an error reported) otherwise.
func (p *yparser) duration(n *yaml.Node, what string) (int64, bool) {
	n = resolve(n)
	switch n.Kind {
	case yaml.ScalarNode:
		s := strings.TrimSpace(n.Value)
		if IsTemplate(s) {
			return p.templatedDuration(n, what)
		}
		if d, ok := parseDuration(s); ok {
			if d < 0 {
				p.errorf(n, "%s must not be negative, found %q", what, s)
				return 0, false
			}
			return d, true
		}
		p.errorf(n, "%s: %q is not a duration (expected HH:MM:SS, a number of seconds, or hours/minutes/seconds)", what, s)
		return 0, false
	case yaml.MappingNode:
		f, keys := p.fields(n, what)
		var total float64
		for _, k := range keys {
			v := f[k.Value]
			mult := map[string]float64{"days": 86400, "hours": 3600, "minutes": 60, "seconds": 1, "milliseconds": 0.001}[k.Value]
			if mult == 0 {
				p.errorf(k, "%s: unknown unit %q (expected days, hours, minutes, seconds or milliseconds)", what, k.Value)
				return 0, false
			}
			if IsTemplate(v.Value) {
				return p.templatedDuration(v, what)
			}
			x, err := strconv.ParseFloat(strings.TrimSpace(v.Value), 64)
			if err != nil || x != x {
				p.errorf(v, "%s: %s must be a number, found %s", what, k.Value, describe(v))
				return 0, false
			}
			total += x * mult
		}
		if total < 0 {
			p.errorf(n, "%s must not be negative", what)
			return 0, false
		}
		if total > 1e9 {
			p.errorf(n, "%s is too long", what)
			return 0, false
		}
		return int64(total + 0.5), true
	}
	p.errorf(n, "%s: expected a duration, found %s", what, describe(n))
	return 0, false
}

// Templated is the duration of a `for`, `delay` or `timeout` given by a
// template: any duration (the environment chooses when it ends).
const Templated = -2

// templatedDuration reads a duration given by a template: in the
// template grammar it is an over-approximation (any duration); outside it
// an error.
func (p *yparser) templatedDuration(n *yaml.Node, what string) (int64, bool) {
	if _, err := template.Parse(n.Value); err != nil {
		p.errorf(n, "%s: the template %q is outside the supported subset (%v; expected a duration such as 00:05:00, 300, a mapping of hours/minutes/seconds, or a template)", what, n.Value, err)
		return 0, false
	}
	p.note(n, Over, "%s given by the template %q: any duration", what, n.Value)
	return Templated, true
}

// parseDuration reads "HH:MM", "HH:MM:SS(.fff)", "-HH:MM:SS" or a number
// of seconds; fractions of a second are rounded to the nearest second.
func parseDuration(s string) (int64, bool) {
	neg := false
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	} else if strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	if s == "" {
		return 0, false
	}
	var total float64
	if strings.Contains(s, ":") {
		parts := strings.Split(s, ":")
		if len(parts) > 3 {
			return 0, false
		}
		mult := []float64{3600, 60, 1}
		for i, part := range parts {
			x, err := strconv.ParseFloat(part, 64)
			if err != nil || x < 0 || part == "" || strings.ContainsAny(part, "eE+-") {
				return 0, false
			}
			total += x * mult[i]
		}
	} else {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || x != x || strings.ContainsAny(s, "eE") || x > 1e9 {
			return 0, false
		}
		total = x
	}
	if total > 1e9 {
		return 0, false
	}
	d := int64(total + 0.5)
	if neg {
		d = -d
	}
	return d, true
}

// TimeOfDay reads "HH:MM[:SS]" as seconds after midnight.
func TimeOfDay(s string) (int64, bool) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var v [3]int64
	for i, part := range parts {
		x, err := strconv.Atoi(part)
		if err != nil || x < 0 || part == "" {
			return 0, false
		}
		v[i] = int64(x)
	}
	if v[0] > 23 || v[1] > 59 || v[2] > 59 {
		return 0, false
	}
	return v[0]*3600 + v[1]*60 + v[2], true
}

func (p *yparser) number(n *yaml.Node, what string) *float64 {
	if n == nil {
		return nil
	}
	if IsTemplate(n.Value) || strings.Contains(n.Value, ".") && !isNumber(n.Value) {
		// above: input_number.x (an entity) or a template: not a constant.
		p.note(n, Over, "%s %q is not a constant: the comparison is an environment choice", what, n.Value)
		return nil
	}
	x, err := strconv.ParseFloat(strings.TrimSpace(n.Value), 64)
	if err != nil || x != x {
		p.errorf(n, "%s must be a number, found %s", what, describe(n))
		return nil
	}
	return &x
}

func isNumber(s string) bool {
	_, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	return err == nil
}

// Counts says how many automations (not scripts) of the file are modelled exactly, with
// some construct over-approximated, or skipped (a blueprint instance, an
// automation that is off).
func (f *File) Counts() (exact, over, skipped int) {
	for _, a := range f.Automations {
		switch {
		case a.Script:
		case a.Skipped != "" || a.Disabled:
			skipped++
		case a.Over:
			over++
		default:
			exact++
		}
	}
	return
}
