package config

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"gopkg.in/yaml.v3"

	"github.com/delorean-mc/delorean/ta"
)

// The lint: the slips Home Assistant loads without a word but that make
// an automation do something else than its author meant (a service that
// does not exist, a state its entity never takes, a misspelt entity, a
// trigger id no trigger has, an option passed as a boolean), each a note
// of kind Mistake with its position and, where one name is near, the name
// meant; and the unknown keys of actions, which Home Assistant rejects as
// it rejects those of triggers and conditions (the automation is left
// out, as the reader leaves out one with an unknown trigger key). It reads
// each automation's YAML once it has been read (lintAutomation), and the
// entities once the whole configuration has been (lintFile), as only then
// are the helpers, scripts and the entity registry known.

// lintState is what the lint gathers while the automations are read.
type lintState struct {
	// uses are the entity ids named where Home Assistant reads an entity
	// (entity_id, a target, scene:, zone:, a threshold or time that names
	// one), in file order.
	uses []entityUse
	// mentions counts every appearance of an entity id, in those places
	// and in templates, messages and data: how often the file uses it.
	mentions map[string]int
	// later are the checks that need the whole configuration read (an
	// input_select's options, the scripts a script.NAME call may name).
	later []func()
}

// entityUse is one entity id named by an automation.
type entityUse struct {
	id  string
	pos ta.Pos
	a   *Automation
}

// lint is the parser's lint state, made on first use.
func (p *yparser) lint() *lintState {
	if p.lints == nil {
		p.lints = &lintState{mentions: map[string]int{}}
	}
	return p.lints
}

// mistake adds a note of kind Mistake at n.
func (p *yparser) mistake(n *yaml.Node, format string, args ...any) {
	p.note(n, Mistake, format, args...)
}

// lintFields is a mapping's keys and values (merge keys followed), or nil
// when n is not a mapping: the lint reads what the reader has already
// judged, and reports nothing the reader reports.
func lintFields(n *yaml.Node) (map[string]*yaml.Node, []*yaml.Node) {
	n = resolve(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, nil
	}
	m := map[string]*yaml.Node{}
	var keys []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], resolve(n.Content[i+1])
		if k.Value == "<<" {
			sub, skeys := lintFields(v)
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

// literal reports whether n is a plain value the lint may judge: a
// scalar that is no template and no tag of Home Assistant's (!secret,
// !input left unsubstituted).
func literal(n *yaml.Node) bool {
	return n != nil && n.Kind == yaml.ScalarNode && n.Tag != "!!null" && !IsTemplate(n.Value) &&
		(!strings.HasPrefix(n.Tag, "!") || strings.HasPrefix(n.Tag, "!!"))
}

// entityLike matches an entity id of one of Home Assistant's entity
// domains anywhere in a text (a template, a message).
var entityLike = regexp.MustCompile(`\b([a-z][a-z0-9_]*)\.([a-z0-9_]+)\b`)

// countMentions counts the entity ids every scalar under n names.
func (p *yparser) countMentions(n *yaml.Node) {
	n = resolve(n)
	if n == nil {
		return
	}
	if n.Kind == yaml.ScalarNode {
		for _, m := range entityLike.FindAllStringSubmatch(strings.ToLower(n.Value), -1) {
			if entityDomains[m[1]] {
				p.lint().mentions[m[0]]++
			}
		}
		return
	}
	for _, c := range n.Content {
		p.countMentions(c)
	}
}

// templateRead matches where a template reads an entity by its id
// (helpers/template.py: states('x'), is_state('x', …), state_attr,
// is_state_attr, has_value, expand; states.domain.name): group 2 or 3 is
// the id.
var templateRead = regexp.MustCompile(`\b(states|is_state|state_attr|is_state_attr|has_value|expand)\(\s*['"]([a-z][a-z0-9_]*\.[a-z0-9_]+)['"]|\bstates\.([a-z][a-z0-9_]*\.[a-z0-9_]+)\b`)

// templateUses records the entity ids the templates under n read, as
// the entity fields' ids are (use), so that a misspelt id in a template
// is found like one in entity_id: (is_state('light.porch_ligt', 'on')
// is a state Home Assistant never finds, and the condition is false).
func (p *yparser) templateUses(n *yaml.Node, a *Automation) {
	n = resolve(n)
	if n == nil {
		return
	}
	if n.Kind != yaml.ScalarNode {
		for _, c := range n.Content {
			p.templateUses(c, a)
		}
		return
	}
	if !IsTemplate(n.Value) || (strings.HasPrefix(n.Tag, "!") && !strings.HasPrefix(n.Tag, "!!")) {
		return
	}
	for _, m := range templateRead.FindAllStringSubmatchIndex(n.Value, -1) {
		lo, hi := m[4], m[5]
		if lo < 0 {
			lo, hi = m[6], m[7]
		}
		id := n.Value[lo:hi]
		if !entityDomains[id[:strings.IndexByte(id, '.')]] {
			continue
		}
		p.lint().uses = append(p.lint().uses, entityUse{id: id, pos: p.scalarPos(n, lo), a: a})
	}
}

// scalarPos is the position of byte off of scalar n's value: exact on a
// one-line plain or quoted scalar with no escape before it, else the
// scalar's own position.
func (p *yparser) scalarPos(n *yaml.Node, off int) ta.Pos {
	pos := p.pos(n)
	before := n.Value[:off]
	if n.Line == 0 || strings.Contains(before, "\n") {
		return pos
	}
	switch n.Style {
	case 0:
	case yaml.DoubleQuotedStyle:
		if strings.Contains(before, "\\") { // an escape: the text is longer than the value
			return pos
		}
		pos.Col++
	case yaml.SingleQuotedStyle:
		if strings.Contains(before, "'") { // written ''
			return pos
		}
		pos.Col++
	default:
		return pos
	}
	pos.Col += len([]rune(before))
	return pos
}

// lintAutomation lints automation (or script) a, read from n, as soon as
// it has been read.
func (p *yparser) lintAutomation(n *yaml.Node, a *Automation) {
	f, _ := lintFields(n)
	if f == nil {
		return
	}
	p.countMentions(n)
	p.templateUses(n, a)
	body := f["sequence"]
	if !a.Script {
		body = firstOf(f, "actions", "action")
	}
	var ids []string
	hasIDs := false
	if !a.Script {
		// helpers/trigger.py, async_initialize_triggers: a trigger's id
		// is its id: or else its index in the list (disabled triggers
		// count).
		for i, t := range list(firstOf(f, "triggers", "trigger")) {
			tf, _ := lintFields(t)
			id := strconv.Itoa(i)
			if v := tf["id"]; v != nil && v.Kind == yaml.ScalarNode {
				id = v.Value
				if !literal(v) {
					hasIDs = false
					ids = nil
					break
				}
			}
			hasIDs = true
			ids = append(ids, id)
		}
	}
	l := &autoLint{p: p, a: a, ids: ids, checkIDs: hasIDs}
	for _, t := range list(firstOf(f, "triggers", "trigger")) {
		l.trigger(t)
	}
	for _, c := range list(firstOf(f, "conditions", "condition")) {
		l.cond(c)
	}
	l.actions(body)
}

// firstOf is the first of the keys f has.
func firstOf(f map[string]*yaml.Node, keys ...string) *yaml.Node {
	for _, k := range keys {
		if v := f[k]; v != nil {
			return v
		}
	}
	return nil
}

// autoLint lints one automation.
type autoLint struct {
	p   *yparser
	a   *Automation
	ids []string // its triggers' ids
	// checkIDs: the ids are known (no trigger's id is a template or an
	// input left unsubstituted).
	checkIDs bool
}

// use records the entity ids n names (a string, a list, or a
// comma-separated string) where Home Assistant reads an entity.
func (l *autoLint) use(n *yaml.Node) []string {
	var out []string
	for _, c := range list(n) {
		if !literal(c) {
			continue
		}
		for _, s := range strings.Split(c.Value, ",") {
			s = strings.ToLower(strings.TrimSpace(s))
			if s == "all" || s == "none" || !strings.Contains(s, ".") {
				continue
			}
			l.p.lint().uses = append(l.p.lint().uses, entityUse{id: s, pos: l.p.pos(c), a: l.a})
			out = append(out, s)
		}
	}
	return out
}

// trigger lints a trigger (of the automation, or of a wait_for_trigger).
func (l *autoLint) trigger(n *yaml.Node) {
	f, _ := lintFields(n)
	if f == nil {
		return
	}
	ents := l.use(f["entity_id"])
	pl := firstOf(f, "trigger", "platform")
	if pl == nil {
		return
	}
	switch pl.Value {
	case "state":
		if f["attribute"] == nil {
			for _, k := range []string{"from", "to", "not_from", "not_to"} {
				l.states(ents, f[k])
			}
		}
	case "numeric_state":
		l.threshold(f["above"])
		l.threshold(f["below"])
	case "zone":
		l.use(f["zone"])
	case "time":
		for _, c := range list(f["at"]) {
			if c.Kind == yaml.ScalarNode && strings.Contains(c.Value, ".") && !strings.Contains(c.Value, ":") {
				l.use(c)
			}
			if cf, _ := lintFields(c); cf != nil {
				l.use(cf["entity_id"])
			}
		}
	case "event":
		if df, _ := lintFields(f["event_data"]); df != nil {
			l.use(df["entity_id"])
		}
	}
}

// threshold records a numeric_state bound that names an entity.
func (l *autoLint) threshold(n *yaml.Node) {
	if literal(n) && strings.Contains(n.Value, ".") && !isNumber(n.Value) {
		l.use(n)
	}
}

// cond lints a condition.
func (l *autoLint) cond(n *yaml.Node) {
	n = resolve(n)
	f, keys := lintFields(n)
	if f == nil {
		return
	}
	kind := f["condition"]
	if kind == nil {
		for _, k := range keys {
			switch k.Value {
			case "and", "or", "not":
				for _, c := range list(f[k.Value]) {
					l.cond(c)
				}
			}
		}
		return
	}
	if kind.Kind == yaml.SequenceNode {
		for _, c := range list(kind) {
			l.cond(c)
		}
		return
	}
	ents := l.use(f["entity_id"])
	switch kind.Value {
	case "state":
		if f["attribute"] == nil {
			l.states(ents, f["state"])
		}
	case "numeric_state":
		l.threshold(f["above"])
		l.threshold(f["below"])
	case "time":
		for _, k := range []string{"after", "before"} {
			if v := f[k]; literal(v) && strings.Contains(v.Value, ".") {
				l.use(v)
			}
		}
	case "zone":
		l.use(f["zone"])
	case "and", "or", "not":
		for _, c := range list(f["conditions"]) {
			l.cond(c)
		}
	case "trigger":
		l.triggerIDs(f["id"])
	}
}

// triggerIDs checks a trigger condition's ids against the automation's
// triggers' ids: helpers/condition.py's trigger condition holds when the
// run's trigger.id is one of them, so an id that no trigger has is never
// the one.
func (l *autoLint) triggerIDs(n *yaml.Node) {
	if l.a.Script || !l.checkIDs {
		return
	}
	for _, c := range list(n) {
		if !literal(c) || slices.Contains(l.ids, c.Value) {
			continue
		}
		l.p.mistake(c, "trigger condition: no trigger of %q has the id %q (its triggers' ids: %s), so the condition never holds%s",
			l.a.Alias, c.Value, strings.Join(l.ids, ", "), ta.DidYouMean(c.Value, l.ids))
	}
}

// states checks the states a state trigger or condition compares the
// entities ents with against the states their domains take.
func (l *autoLint) states(ents []string, n *yaml.Node) {
	if n == nil || len(ents) == 0 {
		return
	}
	for _, c := range list(n) {
		if !literal(c) || yaml11Kind(c) != "" {
			// A template, or a boolean the reader reports.
			continue
		}
		c, state := c, c.Value
		l.p.lint().later = append(l.p.lint().later, func() { l.p.judgeState(ents, c, state) })
	}
}

// domainStatesOf are the states entity id takes, and what it is called
// in a message; nil when they are not known.
func (p *yparser) domainStatesOf(id string) ([]string, string) {
	d := DomainOf(id)
	if d == "input_select" {
		if in := p.f.Inputs[id]; in != nil && len(in.Options) > 0 {
			return in.Options, id + "'s options"
		}
		return nil, ""
	}
	if s, ok := domainStates[d]; ok {
		return s, article(d) + "'s states"
	}
	return nil, ""
}

// judgeState reports state (at c) when none of the entities ents ever
// has it; an entity whose states are not known may have any.
func (p *yparser) judgeState(ents []string, c *yaml.Node, state string) {
	var known []string
	var what string
	for _, id := range ents {
		s, w := p.domainStatesOf(id)
		if s == nil {
			return
		}
		if slices.Contains(s, state) || slices.Contains(alwaysStates, state) {
			return
		}
		if what == "" {
			known, what = s, w
		} else if w != what {
			what = "their states"
			known = append(append([]string{}, known...), s...)
		}
	}
	subject := ents[0] + " never has"
	if len(ents) > 1 {
		subject = "none of " + strings.Join(ents, ", ") + " ever has"
	}
	p.mistake(c, "%s the state %q (%s: %s, besides unavailable and unknown), so this never matches%s",
		subject, state, what, strings.Join(known, ", "), ta.DidYouMean(state, known))
}

// actions lints a sequence of actions.
func (l *autoLint) actions(n *yaml.Node) {
	for _, s := range list(n) {
		l.action(s)
	}
}

// kindOf is the kind of action f is, as determine_script_action picks
// it: the first of ACTIONS_MAP's keys it has; nil for none.
func kindOf(f map[string]*yaml.Node) *actionKind {
	for i := range actionKinds {
		if f[actionKinds[i].key] != nil {
			return &actionKinds[i]
		}
	}
	return nil
}

// unknownKeys reports the keys of a mapping its schema does not take,
// as Home Assistant's schemas do (extra keys not allowed: the
// automation is not loaded).
func (l *autoLint) unknownKeys(keys []*yaml.Node, allowed []string, what string) {
	for _, k := range keys {
		if slices.Contains(allowed, k.Value) {
			continue
		}
		l.p.errorf(k, "unknown key %q in %s (expected %s)%s", k.Value, what, strings.Join(allowed, ", "), ta.DidYouMean(k.Value, allowed))
	}
}

// article is name with "a" or "an" before it.
func article(name string) string {
	if strings.ContainsRune("aeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

// action lints one action.
func (l *autoLint) action(n *yaml.Node) {
	n = resolve(n)
	f, keys := lintFields(n)
	if f == nil {
		return
	}
	if v := f["enabled"]; v != nil && isFalse(v) {
		return
	}
	k := kindOf(f)
	if k == nil {
		return // the reader reports it
	}
	if k.keys != nil {
		l.unknownKeys(keys, append(append([]string{}, actionBaseKeys...), k.keys...), article(k.name)+" action")
	}
	switch k.key {
	case "condition", "and", "or", "not":
		l.cond(n)
	case "action", "service", "service_template":
		l.serviceCall(f)
	case "scene":
		l.use(f["scene"])
	case "repeat":
		rf, rkeys := lintFields(f["repeat"])
		if rf == nil {
			return
		}
		l.unknownKeys(rkeys, repeatKeys, "a repeat")
		for _, c := range list(firstOf(rf, "while", "until")) {
			l.cond(c)
		}
		l.actions(rf["sequence"])
	case "choose":
		for _, opt := range list(f["choose"]) {
			of, okeys := lintFields(opt)
			if of == nil {
				continue
			}
			l.unknownKeys(okeys, chooseOptionKeys, "a choose option")
			for _, c := range list(firstOf(of, "conditions", "condition")) {
				l.cond(c)
			}
			l.actions(of["sequence"])
		}
		l.actions(f["default"])
	case "if":
		for _, c := range list(f["if"]) {
			l.cond(c)
		}
		l.actions(f["then"])
		l.actions(f["else"])
	case "wait_for_trigger":
		for _, t := range list(f["wait_for_trigger"]) {
			l.trigger(t)
		}
	case "parallel":
		l.actions(f["parallel"])
	case "sequence":
		l.actions(f["sequence"])
	case "device_id":
		l.use(f["entity_id"])
	}
}

// serviceCall lints a service call: its service, its entities and the
// option it selects.
func (l *autoLint) serviceCall(f map[string]*yaml.Node) {
	svc := firstOf(f, "action", "service", "service_template")
	l.use(f["entity_id"])
	if t := f["target"]; t != nil {
		if tf, tkeys := lintFields(t); tf != nil {
			l.unknownKeys(tkeys, targetKeys, "a target")
			l.use(tf["entity_id"])
		}
	}
	var option *yaml.Node
	var ents []string
	for _, k := range []string{"data", "data_template"} {
		if df, _ := lintFields(f[k]); df != nil {
			ents = append(ents, l.use(df["entity_id"])...)
			if o := df["option"]; o != nil {
				option = o
			}
		}
	}
	if tf, _ := lintFields(f["target"]); tf != nil {
		ents = append(ents, idsOf(tf["entity_id"])...)
	}
	ents = append(ents, idsOf(f["entity_id"])...)
	if !literal(svc) {
		return
	}
	name := strings.ToLower(strings.TrimSpace(svc.Value))
	dom, s, _ := strings.Cut(name, ".")
	if known, ok := domainServices[dom]; ok {
		if dom == "script" {
			l.p.lint().later = append(l.p.lint().later, func() { l.p.judgeScript(svc, s) })
		} else if !slices.Contains(known, s) {
			var full []string
			for _, k := range known {
				full = append(full, dom+"."+k)
			}
			l.p.mistake(svc, "%s is not a service of Home Assistant's %s (its services: %s): the run stops there with an error%s",
				name, dom, strings.Join(known, ", "), ta.DidYouMean(name, full))
		}
	}
	if option != nil && (s == "select_option") {
		l.option(dom, option, ents)
	}
}

// idsOf are the literal entity ids n names (not recorded as uses).
func idsOf(n *yaml.Node) []string {
	var out []string
	for _, c := range list(n) {
		if literal(c) {
			for _, s := range strings.Split(c.Value, ",") {
				if s = strings.TrimSpace(s); strings.Contains(s, ".") {
					out = append(out, strings.ToLower(s))
				}
			}
		}
	}
	return out
}

// option checks a select_option's option: a YAML 1.1 boolean is the
// string "True" or "False" to Home Assistant (its schema is cv.string,
// str(value): helpers/config_validation.py, string), and an input_select
// declared here has only its options.
func (l *autoLint) option(dom string, o *yaml.Node, ents []string) {
	if o.Kind != yaml.ScalarNode || IsTemplate(o.Value) {
		return
	}
	if yaml11Kind(o) == "a boolean" {
		v, _ := yaml11True(o)
		l.p.mistake(o, "option: unquoted %s is a boolean in YAML 1.1, as Home Assistant reads the file, so the option asked for is %q, not %q; quote it: option: \"%s\"",
			o.Value, map[bool]string{true: "True", false: "False"}[v], o.Value, o.Value)
		return
	}
	if dom != "input_select" {
		return
	}
	opt := o.Value
	for _, id := range ents {
		id := id
		l.p.lint().later = append(l.p.lint().later, func() {
			in := l.p.f.Inputs[id]
			if DomainOf(id) != "input_select" || in == nil || len(in.Options) == 0 || slices.Contains(in.Options, opt) {
				return
			}
			l.p.mistake(o, "%s has no option %q (its options: %s): the call fails when the run reaches it%s",
				id, opt, strings.Join(in.Options, ", "), ta.DidYouMean(opt, in.Options))
		})
	}
}

// judgeScript checks a script.NAME call against the scripts read (a
// script is also a service of its own name); nothing is judged when no
// script was read, as they may be defined elsewhere.
func (p *yparser) judgeScript(svc *yaml.Node, name string) {
	known := slices.Clone(domainServices["script"])
	scripts := 0
	for _, a := range p.f.Automations {
		if a.Script {
			known = append(known, strings.TrimPrefix(a.ID, "script."))
			scripts++
		}
	}
	for _, inv := range p.f.Invalid {
		if inv.Script {
			scripts++
			known = append(known, strings.TrimPrefix(inv.Name, "script."))
		}
	}
	if scripts == 0 || slices.Contains(known, name) {
		return
	}
	var full []string
	for _, k := range known {
		full = append(full, "script."+k)
	}
	p.mistake(svc, "script.%s is not a script of this configuration nor a service of script (its services: %s, and one per script): the run stops there with an error%s",
		name, strings.Join(domainServices["script"], ", "), ta.DidYouMean("script."+name, full))
}

// lintFile ends the lint once the whole configuration is read: the
// checks that needed it, and the entities.
func (p *yparser) lintFile() {
	if p.lints == nil {
		return
	}
	for _, f := range p.lints.later {
		f()
	}
	p.lintEntities()
}

// declared are the entities the configuration itself defines: its
// helpers, scenes, groups, template entities, schedules, scripts and
// automations (by the entity id Home Assistant makes of their alias).
func (p *yparser) declared() map[string]bool {
	out := map[string]bool{"sun.sun": true, "zone.home": true}
	for id := range p.f.Inputs {
		out[id] = true
	}
	for id := range p.f.Scenes {
		out[id] = true
	}
	for id := range p.f.Groups {
		out[id] = true
	}
	for id := range p.f.Derived {
		out[id] = true
	}
	for id := range p.f.Schedules {
		out[id] = true
	}
	for _, a := range p.f.Automations {
		if a.Script {
			out[a.ID] = true
			continue
		}
		out["automation."+Slug(a.Alias)] = true
		if a.ID != "" {
			out["automation."+Slug(a.ID)] = true
		}
	}
	return out
}

// unregistered are the domains whose entities the entity registry need
// not list, whatever their integration: the legacy device trackers of
// known_devices.yaml (components/device_tracker/legacy.py makes them
// without a unique_id), the zones and the old-style groups of YAML files.
var unregistered = map[string]bool{"device_tracker": true, "zone": true, "group": true}

// lintEntities reports the entity ids that look misspelt: with the
// entity registry beside the configuration, those it does not list and
// the configuration does not define; without it, one named once that is
// one edit from one the configuration names more often or defines
// (binary_sensor.hal_motion beside binary_sensor.hall_motion).
func (p *yparser) lintEntities() {
	live := map[*Automation]bool{}
	for _, a := range p.f.Automations {
		live[a] = true
	}
	decl := p.declared()
	if reg := p.registry(); reg != nil {
		known := reg.EntityIDs()
		for id := range decl {
			known = append(known, id)
		}
		sort.Strings(known)
		for _, u := range p.lints.uses {
			if !live[u.a] || reg.Has(u.id) || decl[u.id] || unregistered[DomainOf(u.id)] {
				continue
			}
			p.f.Notes = append(p.f.Notes, Note{Pos: u.pos, Kind: Mistake, What: fmt.Sprintf(
				"%s is not in the entity registry (%s) and the configuration does not define it (an entity of a YAML platform without a unique_id is not listed there)%s",
				u.id, filepath.Join(".storage", "core.entity_registry"), ta.DidYouMean(u.id, known))})
		}
		return
	}
	var names []string
	seen := map[string]bool{}
	for id := range p.lints.mentions {
		names = append(names, id)
		seen[id] = true
	}
	for id := range decl {
		if !seen[id] {
			names = append(names, id)
		}
	}
	sort.Strings(names)
	for _, u := range p.lints.uses {
		if !live[u.a] || decl[u.id] || p.lints.mentions[u.id] != 1 {
			continue
		}
		var near []string
		for _, b := range names {
			if b == u.id || !ta.OneEdit(u.id, b) || meaningfulEdit(u.id, b) {
				continue
			}
			if decl[b] || p.lints.mentions[b] > 1 {
				near = append(near, b)
			}
		}
		if len(near) != 1 {
			continue
		}
		b := near[0]
		how := fmt.Sprintf("named %d times", p.lints.mentions[b])
		if decl[b] {
			how = "which the configuration defines"
		}
		p.f.Notes = append(p.f.Notes, Note{Pos: u.pos, Kind: Mistake, What: fmt.Sprintf(
			"%s is named only here, and is one edit from %s, %s: a misspelling? (did you mean %q?)", u.id, b, how, b)})
	}
}

// meaningfulEdit reports whether the one edit between entity ids a and
// b is one that names another entity rather than a slip: in a digit or a
// word with digits (lamp_1 and lamp_2, a device's serial number: sensor
// 158d0001ab34c1 and 158d0001ab34e1), a word of one letter (blind_l,
// blind_r), a plural (light and lights).
func meaningfulEdit(a, b string) bool {
	at, ca, cb := ta.EditAt(a, b)
	if unicode.IsDigit(ca) || unicode.IsDigit(cb) || wordHasDigit(a, at) || wordHasDigit(b, at) {
		return true
	}
	if ca == 0 || cb == 0 {
		// An insertion at the end of a word: s (a plural).
		long := a
		if cb != 0 {
			long = b
		}
		r := []rune(long)
		if r[at] == 's' && (at+1 == len(r) || r[at+1] == '_' || r[at+1] == '.') {
			return true
		}
	}
	return oneLetterWordAt(a, at) || oneLetterWordAt(b, at)
}

// oneLetterWordAt reports whether the character at i of s is a word of
// its own (between underscores, dots or the ends).
func oneLetterWordAt(s string, i int) bool {
	r := []rune(s)
	if i >= len(r) {
		i = len(r) - 1
	}
	sep := func(j int) bool { return j < 0 || j >= len(r) || r[j] == '_' || r[j] == '.' }
	return i >= 0 && !sep(i) && sep(i-1) && sep(i+1)
}

// wordHasDigit reports whether the word of s (between underscores, dots
// or the ends) around index i holds a digit.
func wordHasDigit(s string, i int) bool {
	r := []rune(s)
	if i >= len(r) {
		i = len(r) - 1
	}
	lo, hi := i, i
	for lo > 0 && r[lo-1] != '_' && r[lo-1] != '.' {
		lo--
	}
	for hi < len(r) && r[hi] != '_' && r[hi] != '.' {
		hi++
	}
	for _, c := range r[max(lo, 0):hi] {
		if unicode.IsDigit(c) {
			return true
		}
	}
	return false
}
