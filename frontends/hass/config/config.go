package config

import (
	"errors"
	"github.com/delorean-mc/delorean/ta/syntax"
	"io/fs"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/ta"
)

// Input is an input_* helper declared in the configuration (or a
// package): what it can hold and where it starts.
type Input struct {
	Pos     ta.Pos
	Options []string // input_select: its options, in order
	Min     *float64 // input_number
	Max     *float64
	Initial string // the initial state as written ("" when not given)
	// Step is an input_number's or a counter's step (nil: not given;
	// Home Assistant's default is 1 for both).
	Step *float64
	// Duration is a timer's configured duration in seconds, what
	// timer.start without a duration runs for; 0 when none is given
	// (Home Assistant's default, 0, is not modelled: such a timer ends
	// when the environment chooses, as one configured elsewhere).
	Duration int64
}

// Scene is a scene of the configuration: the states it sets, by entity,
// in the order written.
type Scene struct {
	Pos      ta.Pos
	Name     string
	Entities []string
	States   []string
}

// register records that every node under n comes from file, so that
// diagnostics about nodes of included files name those files.
func (p *yparser) register(n *yaml.Node, file string) {
	if n == nil || p.fileOf == nil {
		return
	}
	if _, ok := p.fileOf[n]; ok {
		return
	}
	p.fileOf[n] = file
	for _, c := range n.Content {
		p.register(c, file)
	}
}

// fileOfNode is the file a node was read from.
func (p *yparser) fileOfNode(n *yaml.Node) string {
	if f, ok := p.fileOf[n]; ok {
		return f
	}
	return p.path
}

// expand replaces every !include, !include_dir_list,
// !include_dir_merge_list, !include_dir_named and
// !include_dir_merge_named under n by what it names, as Home Assistant's
// loader does: a file's content; a list of the files of a directory (and
// its subdirectories, hidden ones skipped, in name order); the
// concatenation of their lists; a mapping from each file's name (without
// .yaml) to its content; the merge of their mappings. !secret values stay
// opaque strings.
func (p *yparser) expand(n *yaml.Node) {
	if n == nil {
		return
	}
	if n.Kind == yaml.ScalarNode && strings.HasPrefix(n.Tag, "!include") {
		if p.depth > 8 {
			p.errorf(n, "%s %s: includes nested more than 8 deep (expected no include cycle)", n.Tag, n.Value)
			return
		}
		p.depth++
		got, from := p.load(n)
		p.depth--
		if got == nil {
			n.Tag, n.Value = "!!null", ""
			return
		}
		*n = *got
		p.fileOf[n] = from
		return
	}
	for _, c := range n.Content {
		p.expand(c)
	}
}

// loadFile reads a YAML file into its (expanded) root node; nil for an
// empty file or an error (reported).
func (p *yparser) loadFile(at *yaml.Node, f string) *yaml.Node {
	src, err := syntax.ReadFile(f)
	if err != nil && p.lenient {
		p.note(at, Skipped, "%s %s cannot be read (%v): the groups and template entities it may define are not known", at.Tag, at.Value, err)
		return nil
	}
	if err != nil {
		p.errorf(at, "%s %s: %v (expected a readable YAML file)", at.Tag, at.Value, err)
		return nil
	}
	doc, err := syntax.DecodeYAML(f, src)
	if err != nil {
		if p.lenient {
			p.note(at, Skipped, "%s %s: %s: the groups and template entities it may define are not known", at.Tag, at.Value, yamlError(f, src, err).Msg)
			return nil
		}
		p.errs = append(p.errs, yamlError(f, src, err))
		return nil
	}
	if len(doc.Content) == 0 {
		return nil
	}
	root := doc.Content[0]
	p.register(root, f)
	if !p.shallow {
		p.expand(root)
	}
	return root
}

// configSections are the sections of a configuration (or a package) the
// front end reads whole; their includes are followed.
var configSections = map[string]bool{"automation": true, "script": true, "scene": true, "timer": true, "counter": true,
	"input_boolean": true, "input_number": true, "input_select": true, "input_datetime": true, "input_text": true, "input_button": true}

// derivedSections are the sections read for the entities whose states
// Home Assistant derives (groups, template entities).
var derivedSections = map[string]bool{"group": true, "schedule": true, "template": true, "sensor": true, "binary_sensor": true,
	"switch": true, "light": true, "cover": true, "fan": true, "lock": true}

// expandConfig follows the includes of a configuration mapping
// (configuration.yaml, or one package) where the front end reads: the
// sections of configSections, and homeassistant's packages. The other
// integrations' includes are left alone: a published configuration often
// lacks their files (themes, service-account keys, entity folders that
// git does not keep), and what they hold does not change the model.
func (p *yparser) expandConfig(n *yaml.Node) {
	p.expandShallow(n)
	n = resolve(n)
	if n.Kind != yaml.MappingNode {
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		key, _, _ := strings.Cut(n.Content[i].Value, " ")
		v := n.Content[i+1]
		switch {
		case configSections[key]:
			p.expand(v)
		case derivedSections[key]:
			// Read for the entities they define; a file of theirs that
			// a published configuration lacks is not an error.
			p.lenient = true
			p.expand(v)
			p.lenient = false
		case key == "homeassistant" && p.inPackage:
			// Not read (see inPackage): a package that includes the
			// configuration's directory would otherwise include itself
			// without end.
		case key == "homeassistant":
			p.expandShallow(v)
			hv := resolve(v)
			if hv.Kind != yaml.MappingNode {
				continue
			}
			for j := 0; j+1 < len(hv.Content); j += 2 {
				if hv.Content[j].Value != "packages" {
					continue
				}
				pk := hv.Content[j+1]
				p.expandShallow(pk)
				if pk = resolve(pk); pk.Kind == yaml.MappingNode {
					p.inPackage = true
					for k := 1; k < len(pk.Content); k += 2 {
						p.expandConfig(pk.Content[k])
					}
					p.inPackage = false
				}
			}
		}
	}
}

// expandShallow replaces an include tag at n by what it names, leaving
// the includes inside that unexpanded (expandConfig decides which to
// follow).
func (p *yparser) expandShallow(n *yaml.Node) {
	if n == nil || n.Kind != yaml.ScalarNode || !strings.HasPrefix(n.Tag, "!include") {
		return
	}
	if p.depth > 8 {
		p.errorf(n, "%s %s: includes nested more than 8 deep (expected no include cycle)", n.Tag, n.Value)
		return
	}
	saved := p.shallow
	p.shallow = true
	p.depth++
	got, from := p.load(n)
	p.depth--
	p.shallow = saved
	if got == nil {
		n.Tag, n.Value = "!!null", ""
		return
	}
	*n = *got
	p.fileOf[n] = from
	if got.Kind == yaml.ScalarNode && strings.HasPrefix(got.Tag, "!include") {
		// A file that is itself one include.
		p.expandShallow(n)
	}
}

// load is what one include tag names, and the file the result counts as
// coming from.
func (p *yparser) load(n *yaml.Node) (*yaml.Node, string) {
	target := filepath.Join(filepath.Dir(p.fileOfNode(n)), strings.TrimSpace(n.Value))
	if n.Tag == "!include" {
		return p.loadFile(n, target), target
	}
	var files []string
	err := filepath.WalkDir(target, func(f string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.HasPrefix(d.Name(), ".") && f != target {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.IsDir() && (strings.HasSuffix(f, ".yaml") || strings.HasSuffix(f, ".yml")) {
			files = append(files, f)
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) && len(files) == 0 {
		// Home Assistant's loader walks the directory and finds
		// nothing: the section is empty (git keeps no empty directory,
		// so published configurations often lack one).
		p.note(n, Skipped, "%s %s: there is no such directory; read as empty, as Home Assistant does", n.Tag, n.Value)
		err = nil
	}
	if err != nil {
		p.errorf(n, "%s %s: %s (expected a directory of YAML files)", n.Tag, n.Value, dirProblem(err))
		return nil, ""
	}
	sort.Strings(files)
	out := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Line: n.Line, Column: n.Column}
	switch n.Tag {
	case "!include_dir_list", "!include_dir_merge_list":
	case "!include_dir_named", "!include_dir_merge_named":
		out.Kind, out.Tag = yaml.MappingNode, "!!map"
	default:
		p.note(n, Skipped, "%s %s is not followed", n.Tag, n.Value)
		return nil, ""
	}
	for _, f := range files {
		root := p.loadFile(n, f)
		if root == nil {
			continue
		}
		root = resolve(root)
		switch n.Tag {
		case "!include_dir_list":
			out.Content = append(out.Content, root)
		case "!include_dir_merge_list":
			if root.Kind == yaml.SequenceNode {
				out.Content = append(out.Content, root.Content...)
			} else {
				p.errorf(root, "%s %s: expected a list in each file, found %s", n.Tag, n.Value, describe(root))
			}
		case "!include_dir_named":
			name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(f), ".yaml"), ".yml")
			key := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: name, Line: 1, Column: 1}
			p.fileOf[key] = f
			out.Content = append(out.Content, key, root)
		case "!include_dir_merge_named":
			if root.Kind == yaml.MappingNode {
				out.Content = append(out.Content, root.Content...)
			} else if root.Tag != "!!null" {
				p.errorf(root, "%s %s: expected a mapping in each file, found %s", n.Tag, n.Value, describe(root))
			}
		}
	}
	return out, p.fileOfNode(n)
}

// config reads a configuration mapping (configuration.yaml, or one
// package of it): its automations, scripts, scenes, input_* helpers,
// timers, counters and packages; the other integrations' sections are
// not read.
func (p *yparser) config(root *yaml.Node) {
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], resolve(root.Content[i+1])
		key := k.Value
		if d, _, ok := strings.Cut(key, " "); ok {
			// `automation manual:`, `script extra:`: the same section.
			key = d
		}
		if p.declsOnly && (key == "automation" || key == "script") {
			continue
		}
		switch key {
		case "automation":
			switch v.Kind {
			case yaml.SequenceNode:
				p.automations(v)
			case yaml.MappingNode:
				p.automationMapping(v)
			case yaml.ScalarNode:
				switch {
				case strings.HasPrefix(v.Tag, "!include"):
					p.include(v)
				case v.Tag != "!!null":
					// Home Assistant reads it as a list of one automation
					// (cv.ensure_list), which its schema refuses.
					p.errorf(v, "automation: expected a list of automations or an !include, found %s", describe(v))
				}
			}
		case "script":
			if v.Tag != "!!null" {
				p.scriptSection(v)
			}
		case "scene":
			p.scenes(v)
		case "input_boolean", "input_number", "input_select", "input_datetime", "input_text", "input_button":
			p.inputs(key, v)
		case "timer":
			p.timers(v)
		case "group":
			p.groups(v)
		case "schedule":
			p.schedules(v)
		case "template":
			p.templateEntities(v)
		case "sensor", "binary_sensor", "switch", "light", "cover", "fan", "lock":
			p.legacyTemplates(key, v)
		case "counter":
			p.counters(v)
		case "homeassistant":
			if v.Kind != yaml.MappingNode {
				continue
			}
			if p.inPackage {
				p.note(k, Skipped, "a package's homeassistant: section is not read: Home Assistant skips it (packages do not nest)")
				continue
			}
			f, _ := p.fields(v, "homeassistant")
			pk := f["packages"]
			if pk == nil || pk.Tag == "!!null" {
				continue
			}
			if pk.Kind != yaml.MappingNode {
				p.errorf(pk, "packages must be a mapping of packages (or !include_dir_named), found %s", describe(pk))
				continue
			}
			// Each package is a configuration of its own; its sections
			// merge with the configuration's.
			for j := 0; j+1 < len(pk.Content); j += 2 {
				pkg := resolve(pk.Content[j+1])
				switch {
				case pkg.Kind == yaml.MappingNode:
					p.inPackage = true
					p.config(pkg)
					p.inPackage = false
				case pkg.Tag == "!!null":
				default:
					p.errorf(pkg, "package %q must be a mapping of integrations, found %s", pk.Content[j].Value, describe(pkg))
				}
			}
		}
	}
}

// inputs reads the declarations of a section of input_* helpers.
func (p *yparser) inputs(domain string, n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		return
	}
	if p.f.Inputs == nil {
		p.f.Inputs = map[string]*Input{}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		in := &Input{Pos: p.pos(k)}
		p.f.Inputs[domain+"."+k.Value] = in
		if v.Kind != yaml.MappingNode {
			continue
		}
		f, _ := p.fields(v, domain)
		if o := f["options"]; o != nil {
			for _, x := range list(o) {
				if x.Kind == yaml.ScalarNode && !slices.Contains(in.Options, x.Value) {
					in.Options = append(in.Options, x.Value)
				}
			}
			if len(in.Options) == 0 {
				p.errorf(o, "%s.%s: options must be a list of at least one option", domain, k.Value)
			}
		}
		for key, dst := range map[string]**float64{"min": &in.Min, "max": &in.Max} {
			if x := f[key]; x != nil {
				y, err := strconv.ParseFloat(strings.TrimSpace(x.Value), 64)
				if err != nil {
					p.errorf(x, "%s.%s: %s must be a number, found %s", domain, k.Value, key, describe(x))
					continue
				}
				*dst = &y
			}
		}
		if in.Min != nil && in.Max != nil && *in.Min > *in.Max {
			p.errorf(f["min"], "%s.%s: min %s is above max %s", domain, k.Value, FormatNum(*in.Min), FormatNum(*in.Max))
		}
		if x := f["initial"]; x != nil && x.Kind == yaml.ScalarNode && x.Tag != "!!null" {
			in.Initial = x.Value
			if domain == "input_boolean" {
				switch x.Value {
				case "true", "on", "yes":
					in.Initial = "on"
				default:
					in.Initial = "off"
				}
			}
			if domain == "input_select" && len(in.Options) > 0 && !slices.Contains(in.Options, x.Value) {
				p.errorf(x, "%s.%s: initial %q is not one of the options %q", domain, k.Value, x.Value, in.Options)
			}
		}
		if domain == "input_number" {
			p.inputNumber(in, domain+"."+k.Value, f)
		}
	}
}

// timers reads the timer section: each timer's duration (the other
// settings, name, icon and restore, change nothing the model tracks).
func (p *yparser) timers(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		return
	}
	if p.f.Inputs == nil {
		p.f.Inputs = map[string]*Input{}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		in := &Input{Pos: p.pos(k)}
		p.f.Inputs["timer."+k.Value] = in
		if v.Kind != yaml.MappingNode {
			continue
		}
		f, _ := p.fields(v, "timer."+k.Value)
		if d := f["duration"]; d != nil && d.Tag != "!!null" {
			if IsTemplate(d.Value) {
				// Home Assistant's configuration takes no template here.
				p.errorf(d, "timer.%s: duration must be a duration such as 00:05:00 or 300, found the template %q", k.Value, d.Value)
				continue
			}
			if secs, ok := p.duration(d, "timer."+k.Value+": duration"); ok {
				in.Duration = secs
			}
		}
	}
}

// scenes reads the scene section: a list of scenes, each a name and the
// states of its entities (a state, or a mapping with state:).
func (p *yparser) scenes(n *yaml.Node) {
	for _, s := range list(n) {
		if s.Kind != yaml.MappingNode {
			continue
		}
		f, _ := p.fields(s, "a scene")
		name := f["name"]
		if name == nil {
			p.errorf(s, "a scene needs a name")
			continue
		}
		sc := &Scene{Pos: p.pos(s), Name: name.Value}
		if ents := f["entities"]; ents != nil && ents.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(ents.Content); i += 2 {
				id, v := ents.Content[i].Value, resolve(ents.Content[i+1])
				st := ""
				switch {
				case v.Kind == yaml.ScalarNode:
					st = stateString(v)
				case v.Kind == yaml.MappingNode:
					vf, _ := p.fields(v, "a scene entity")
					if x := vf["state"]; x != nil {
						st = stateString(x)
					}
				}
				if st == "" || IsTemplate(st) {
					continue
				}
				sc.Entities = append(sc.Entities, id)
				sc.States = append(sc.States, st)
			}
		}
		if p.f.Scenes == nil {
			p.f.Scenes = map[string]*Scene{}
		}
		p.f.Scenes["scene."+Slug(sc.Name)] = sc
		if id := f["id"]; id != nil && id.Value != "" {
			// Scenes made in the UI keep their entity id from the name;
			// the id is also accepted.
			if _, ok := p.f.Scenes["scene."+Slug(id.Value)]; !ok {
				p.f.Scenes["scene."+Slug(id.Value)] = sc
			}
		}
	}
}

// automationMapping reads an automation section that is a mapping: one
// automation, or (from !include_dir_named) automations by name, each an
// automation or a list of them.
func (p *yparser) automationMapping(v *yaml.Node) {
	f, _ := p.fields(v, "an automation section")
	for _, k := range []string{"trigger", "triggers", "use_blueprint", "action", "actions", "alias"} {
		if f[k] != nil {
			p.automation(v)
			return
		}
	}
	for i := 0; i+1 < len(v.Content); i += 2 {
		switch x := resolve(v.Content[i+1]); x.Kind {
		case yaml.SequenceNode:
			p.automations(x)
		case yaml.MappingNode:
			p.automation(x)
		}
	}
}

// dirProblem says what is wrong with an included directory in a user's
// words: the OS error without the system call and path it names.
func dirProblem(err error) string {
	if errors.Is(err, fs.ErrNotExist) {
		return "there is no such directory"
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
