// Package spec is what an exploration is asked: the invariants to check
// (Property, loaded from YAML against a program) and the start state
// (Init), with the value syntax they share. It knows the program (ta) and
// nothing of the search that checks them.
package spec

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
	"gopkg.in/yaml.v3"
)

// PropKind is the shape of an invariant.
type PropKind uint8

// The kinds of invariants (DESIGN.md §7).
const (
	// Always: a condition holds in every state (within the window, if any).
	Always PropKind = iota
	// Stays: after an event (while a condition held), a condition stays
	// true for a duration.
	Stays
	// Reaches: after an event (while a condition held), a condition
	// becomes true within a duration.
	Reaches
	// LeadsTo: `reaches` without `within`: after the event, the
	// condition becomes true eventually, on every run in which time
	// goes on (UPPAAL's -->). A liveness property: explore/liveness
	// checks it, on the zone graph without a horizon.
	LeadsTo
	// AlwaysEventually: `always_eventually: C`: C holds again and again
	// on every run in which time goes on. A liveness property too.
	AlwaysEventually
)

// TriggerKind says what an invariant's `after` waits for.
type TriggerKind uint8

// What `after:` can name.
const (
	AfterStimulus TriggerKind = iota // an environment event, a timer, a schedule
	AfterRule                        // `rule R`: the rule ran
	AfterChange                      // `change V`: the variable changed
	AfterEmit                        // `emit N`: the output happened
	AfterEdge                        // a condition went from false to true
)

// Property is a user invariant, compiled against a program. Time-bound
// invariants (Stays, Reaches) are checked by an observer: a flag that says
// an obligation is pending and a clock that measures its age.
type Property struct {
	Name string
	Kind PropKind
	Pos  ta.Pos
	Src  string // the condition as written, for reports
	// Broken, when set, is what a violation says in place of "SRC is
	// false": for properties no user wrote as a condition (an SDN
	// scenario's named properties), whose condition reads the model's
	// own bookkeeping. Src then describes the property in words (see
	// Describe), and the condition is never shown.
	Broken string

	Cond   ta.Expr // Always: the condition (window applied); Stays/Reaches: what must hold
	After  TriggerKind
	Target int // stimulus, rule, variable index, or emit name index
	// Rules are AfterRule's rules, any of which running triggers it: the
	// one named, or every rule of the program or automation named (Target
	// is the first).
	Rules  []int
	Emit   string  // AfterEmit
	Edge   ta.Expr // AfterEdge
	While  ta.Expr // optional precondition of the trigger, evaluated before it
	Bound  int64   // seconds
	Window *ta.TimeIn

	afterName string // `after:` as written, for Describe
	// AfterPos is where `after:` is written.
	AfterPos ta.Pos
	// condShow and whileShow are Cond and While as written, for reports,
	// when they differ from what is evaluated (numbers compared: see
	// parseCond); nil otherwise.
	condShow, whileShow ta.Expr

	// Transient makes the property count in every state, also in states
	// that time cannot pass in (a timer or schedule due, an urgent
	// condition). By default those are skipped: they last no time, like
	// the states inside one rule cascade, and a condition broken only
	// there (a window that opens at 18:00, the schedule that acts at
	// 18:00 not yet run) is never observable. Reachability questions set it.
	Transient bool

	// LeadsToWithin, when positive, makes this a leads-to (`reaches`
	// without `within`) explored over a bounded horizon of that many
	// seconds (BoundedBy): an observer as for reaches, whose bound the
	// horizon never lets it pass, and the verdict "unknown" where an
	// obligation is still open at the horizon's end.
	LeadsToWithin int64
	// AgainWithin, when positive, makes this an always_eventually
	// explored over a bounded horizon of that many seconds (BoundedBy):
	// an Always whose states never violate it, and the verdict
	// "unknown" where its condition is false at the horizon's end (it
	// holds within the horizon when it is true there on every run: each
	// moment is then followed by one where it holds).
	AgainWithin int64

	// Set when the model is built (explore.NewModel), not by the parser:
	// the observer's slots and what the model knows of the conditions.
	Clock int // model clock index of the observer clock
	Slot  int // index of the observer's pending flag
	// EdgeVars, when not nil, are the variables an AfterEdge condition
	// reads, and it reads nothing else (no clock, time of day or factor):
	// a stimulus that changes none of them cannot make it become true.
	EdgeVars []int
	// Whether the trigger (with its while), and the condition, read only
	// variables: their truth then follows from the discrete states, and a
	// predicted run's memo (obsMemo) holds it.
	StaticTrigger, StaticWhile, StaticCond bool
	// StaticInner: the condition is a window's `window -> inner`, and
	// inner reads only variables.
	StaticInner bool
	Index       int // index in Model.Props

	// Where it was loaded from, so that it can be loaded again against a
	// part of the program (an independent loop).
	file  string
	node  *yaml.Node
	lines []string // the file's lines, for positions in block scalars
}

// Reloadable reports whether the property knows where it was loaded from,
// so that Reload can compile it against another program.
func (p *Property) Reloadable() bool { return p.node != nil }

// Reload compiles the property again against another program (a loop of
// the one it was loaded for).
func (p *Property) Reload(prog *ta.Program) (*Property, error) {
	if p.node == nil {
		return nil, fmt.Errorf("invariant %q was not loaded from a file", p.Name)
	}
	var errs ta.ErrorList
	q := loadProperty(p.file, p.lines, p.node, prog, &errs)
	if len(errs) > 0 {
		return nil, errs
	}
	q.Transient = p.Transient
	return q, nil
}

// BoundedBy returns the leads-to p explored over a horizon of h seconds
// (h > 0): a reaches whose bound is past the horizon, so that no run
// within it breaks it, with LeadsToWithin set (an always_eventually: an
// Always with AgainWithin, which no state violates); the search then says
// whether an obligation is still open at the horizon's end (the target
// not yet followed: "unknown", not "violated", since it may follow after
// the horizon). Any other p is returned as is. The copy is not
// reloadable (it is explored whole, not split into loops).
func (p *Property) BoundedBy(h int64) *Property {
	if !p.IsLiveness() || h <= 0 {
		return p
	}
	q := *p
	if p.Kind == AlwaysEventually {
		q.Kind, q.AgainWithin = Always, h
	} else {
		q.Kind, q.Bound, q.LeadsToWithin = Reaches, h+1, h
	}
	q.node = nil
	return &q
}

// IsTimed reports whether the property needs an observer.
func (p *Property) IsTimed() bool { return p.Kind == Stays || p.Kind == Reaches }

// IsLiveness reports whether the property says that something happens
// eventually, with no bound: no finite run breaks it.
func (p *Property) IsLiveness() bool { return p.Kind == LeadsTo || p.Kind == AlwaysEventually }

// Describe says in words what the property requires.
func (p *Property) Describe() string {
	if p.Broken != "" {
		return p.Src
	}
	if p.AgainWithin > 0 {
		return fmt.Sprintf("%s again and again", p.CondText())
	}
	switch p.Kind {
	case Stays:
		return fmt.Sprintf("after %s, %s stays true for %s", p.afterText(), p.CondText(), ta.FormatDuration(p.Bound))
	case Reaches:
		if p.LeadsToWithin > 0 {
			return fmt.Sprintf("after %s, %s eventually", p.afterText(), p.CondText())
		}
		return fmt.Sprintf("after %s, %s within %s", p.afterText(), p.CondText(), ta.FormatDuration(p.Bound))
	case LeadsTo:
		return fmt.Sprintf("after %s, %s eventually", p.afterText(), p.CondText())
	case AlwaysEventually:
		return fmt.Sprintf("%s again and again", p.CondText())
	}
	return p.CondText()
}

// CondText is the condition as reports print it: in the invariant's
// terms (a number as written, not the class the model compares).
func (p *Property) CondText() string {
	if p.condShow != nil {
		return ExprText(p.condShow)
	}
	return ExprText(p.Cond)
}

func (p *Property) afterText() string {
	s := p.afterName
	switch {
	case p.whileShow != nil:
		s += " while " + ExprText(p.whileShow)
	case p.While != nil:
		s += " while " + ExprText(p.While)
	}
	return s
}

// LoadProperties reads invariants from a YAML file: a list of entries, each
// with a name and one of
//
//	condition: EXPR                      (always; optional window: {from: T, to: T})
//	after: X, holds: EXPR, for: DURATION (stays true for the duration)
//	after: X, reaches: EXPR, within: DURATION
//	after: X, reaches: EXPR              (eventually: a liveness property)
//	always_eventually: EXPR              (again and again: a liveness property)
//
// where X is an event, timer or schedule name, `rule R`, `change V`,
// `emit N`, or a condition (its becoming true), optionally with
// `while: EXPR` (true just before X).
func LoadProperties(file string, prog *ta.Program) ([]*Property, error) {
	data, err := syntax.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return ParseProperties(file, data, prog)
}

// listHint says how to turn a mapping written where the invariants' list
// belongs into that list: the two shapes newcomers write are a wrapper key
// over the list (`invariants:` then `- name:` entries, as other tools'
// files have) and invariants keyed by their names.
func listHint(n *yaml.Node) string {
	if n.Kind != yaml.MappingNode || len(n.Content) < 2 {
		return ""
	}
	key, value := n.Content[0], n.Content[1]
	switch value.Kind {
	case yaml.SequenceNode:
		return fmt.Sprintf(": found a list under %q; write its entries at the top level, without that key", key.Value)
	case yaml.MappingNode:
		return fmt.Sprintf(": write each invariant as `- name: %s` followed by its fields", key.Value)
	}
	return ""
}

// ParseProperties is LoadProperties on YAML text.
func ParseProperties(file string, data []byte, prog *ta.Program) ([]*Property, error) {
	root, err := syntax.DecodeYAML(file, data)
	if err != nil {
		return nil, YAMLError(file, data, err)
	}
	var errs ta.ErrorList
	if len(root.Content) == 0 {
		return nil, nil
	}
	list := root.Content[0]
	if list.Kind != yaml.SequenceNode {
		errs.Add(nodePos(file, list), "invariants must be a YAML list (entries starting with `- name:`)%s", listHint(list))
		return nil, errs
	}
	var out []*Property
	names := map[string]bool{}
	lines := strings.Split(string(data), "\n")
	for _, item := range list.Content {
		p := loadProperty(file, lines, item, prog, &errs)
		if p == nil {
			continue
		}
		if names[p.Name] {
			errs.Add(p.Pos, "invariant %q is defined twice", p.Name)
		}
		names[p.Name] = true
		out = append(out, p)
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return out, nil
}

func nodePos(file string, n *yaml.Node) ta.Pos {
	return ta.Pos{File: file, Line: n.Line, Col: n.Column}
}

// unitlessOffset is a sun time with an offset without its unit
// (sunset + 30), which the time syntax reads as a number.
var unitlessOffset = regexp.MustCompile(`^\s*(sunrise|sunset)\s*([+-])\s*([0-9]+)\s*$`)

// parseDuration is ta.ParseDuration of text with its spaces ("1h 30m"),
// whose errors quote the text as written.
func parseDuration(text string) (int64, error) {
	tight := strings.ReplaceAll(text, " ", "")
	d, err := ta.ParseDuration(tight)
	if err != nil && tight != text {
		err = errors.New(strings.Replace(err.Error(), strconv.Quote(tight), strconv.Quote(text), 1))
	}
	return d, err
}

// YAMLError turns a YAML decoding error into a positioned error of file
// (syntax.YAMLError).
func YAMLError(file string, data []byte, err error) error {
	e := syntax.YAMLError(file, data, err)
	e.Msg = "malformed YAML: " + e.Msg
	return ta.ErrorList{e}
}

var propKeys = map[string]bool{
	"name": true, "description": true, "condition": true, "window": true, "after": true,
	"while": true, "holds": true, "for": true, "reaches": true, "within": true, "always_eventually": true,
}

func loadProperty(file string, lines []string, item *yaml.Node, prog *ta.Program, errs *ta.ErrorList) *Property {
	if item.Kind != yaml.MappingNode {
		errs.Add(nodePos(file, item), "each invariant must be a mapping with a name and a condition")
		return nil
	}
	fields := map[string]*yaml.Node{}
	for i := 0; i+1 < len(item.Content); i += 2 {
		k, v := item.Content[i], item.Content[i+1]
		if !propKeys[k.Value] {
			errs.Add(nodePos(file, k), "unknown key %q (expected name, condition, window, after, while, holds, for, reaches, within, always_eventually, description)%s", k.Value,
				ta.Suggest(k.Value, []string{"name", "condition", "window", "after", "while", "holds", "for", "reaches", "within", "always_eventually", "description"}))
			continue
		}
		if fields[k.Value] != nil {
			errs.Add(nodePos(file, k), "key %q given twice", k.Value)
		}
		fields[k.Value] = v
	}
	p := &Property{Pos: nodePos(file, item), Target: -1}
	nameNode := fields["name"]
	if nameNode == nil || nameNode.Kind != yaml.ScalarNode || nameNode.Value == "" {
		errs.Add(p.Pos, "invariant without a name (add `name: ...`)")
		return nil
	}
	p.Name = nameNode.Value
	n0 := len(*errs)
	// expr is the expression of key, and the expression as written when
	// reports must print that instead (see parseCond).
	expr := func(key string) (ta.Expr, ta.Expr) {
		n := fields[key]
		if n == nil {
			return nil, nil
		}
		if n.Kind != yaml.ScalarNode {
			errs.Add(nodePos(file, n), "%s must be an expression in the IR's syntax", key)
			return nil, nil
		}
		src, line, col := exprSource(lines, n)
		e, show, err := parseCond(file, line, col, src, prog)
		if err != nil {
			appendErr(errs, err)
			return nil, nil
		}
		return e, show
	}
	duration := func(key string) int64 {
		n := fields[key]
		if n.Kind != yaml.ScalarNode {
			errs.Add(nodePos(file, n), "%s: expected a duration such as 5m or 1h30m", key)
			return 0
		}
		d, err := parseDuration(n.Value)
		switch {
		case err != nil:
			// ParseDuration's own words: they tell a malformed duration
			// (with the syntax) from one too large to count.
			errs.Add(nodePos(file, n), "%s: %v", key, err)
		case d <= 0:
			errs.Add(nodePos(file, n), "%s: expected a positive duration such as 5m or 1h30m, not %s", key, n.Value)
		}
		return d
	}
	switch {
	case fields["always_eventually"] != nil:
		for _, k := range []string{"condition", "after", "while", "holds", "for", "reaches", "within"} {
			if fields[k] != nil {
				errs.Add(nodePos(file, fields[k]), "%q does not go with always_eventually: it holds again and again, on no event", k)
			}
		}
		p.Kind = AlwaysEventually
		p.Src = fields["always_eventually"].Value
		p.Cond, p.condShow = expr("always_eventually")
	case fields["condition"] != nil:
		for _, k := range []string{"after", "while", "holds", "for", "reaches", "within"} {
			if fields[k] != nil {
				errs.Add(nodePos(file, fields[k]), "%q does not go with condition: an invariant is either `condition` or `after` with `holds`/`reaches`", k)
			}
		}
		p.Kind = Always
		p.Src = fields["condition"].Value
		p.Cond, p.condShow = expr("condition")
	case fields["holds"] != nil || fields["reaches"] != nil:
		p.Kind = Stays
		body, bound := "holds", "for"
		if fields["reaches"] != nil {
			p.Kind, body, bound = Reaches, "reaches", "within"
			if fields["holds"] != nil {
				errs.Add(nodePos(file, fields["holds"]), "an invariant has either holds (with for) or reaches (with within), not both")
			}
		}
		if fields[bound] == nil && body == "reaches" {
			// Without a bound: eventually, checked by explore/liveness.
			p.Kind = LeadsTo
		} else if fields[bound] == nil {
			errs.Add(p.Pos, "%s needs %s: a duration", body, bound)
			return nil
		}
		if other := map[string]string{"for": "within", "within": "for"}[bound]; fields[other] != nil {
			errs.Add(nodePos(file, fields[other]), "%q does not go with %s (use %s)", other, body, bound)
		}
		if fields["after"] == nil {
			errs.Add(p.Pos, "%s needs after: the event that starts the obligation", body)
			return nil
		}
		p.Src = fields[body].Value
		p.Cond, p.condShow = expr(body)
		if p.Kind != LeadsTo {
			p.Bound = duration(bound)
		}
		p.While, p.whileShow = expr("while")
		resolveAfter(file, lines, p, fields["after"], prog, errs)
	default:
		errs.Add(p.Pos, "invariant %q needs `condition`, `always_eventually`, or `after` with `holds` and `for` or `reaches` (and `within`, or eventually)", p.Name)
		return nil
	}
	if w := fields["window"]; w != nil {
		if p.Kind != Always {
			errs.Add(nodePos(file, w), "window applies to condition invariants")
		} else if tin := loadWindow(file, w, errs); tin != nil {
			p.Window = tin
			// The condition is required only inside the window.
			cond := &ta.Binary{Pos: p.Pos, Op: ta.OpImplies, X: tin, Y: p.Cond, Atom: -1, Tod: -1}
			if p.Cond != nil {
				if err := prog.CheckExpr(cond); err != nil {
					appendErr(errs, err)
				}
				p.Cond = cond
				if p.condShow != nil {
					p.condShow = &ta.Binary{Pos: p.Pos, Op: ta.OpImplies, X: tin, Y: p.condShow, Atom: -1, Tod: -1}
				}
			}
		}
	}
	if len(*errs) > n0 {
		return nil
	}
	p.file, p.node, p.lines = file, item, lines
	return p
}

func loadWindow(file string, w *yaml.Node, errs *ta.ErrorList) *ta.TimeIn {
	if w.Kind != yaml.MappingNode {
		errs.Add(nodePos(file, w), "window must be {from: TIME, to: TIME}")
		return nil
	}
	// The times read, and the keys seen: a key whose time is malformed has
	// been reported already, and is not missing.
	times := map[string]*ta.TimeLit{}
	seen := map[string]*yaml.Node{}
	for i := 0; i+1 < len(w.Content); i += 2 {
		k, v := w.Content[i], w.Content[i+1]
		if k.Value != "from" && k.Value != "to" {
			errs.Add(nodePos(file, k), "unknown key %q in window (expected from, to)%s", k.Value, ta.Suggest(k.Value, []string{"from", "to"}))
			continue
		}
		if first := seen[k.Value]; first != nil {
			errs.Add(nodePos(file, k), "key %q given twice in window", k.Value)
			continue
		}
		seen[k.Value] = k
		if m := unitlessOffset.FindStringSubmatch(v.Value); m != nil {
			errs.Add(nodePos(file, v), "%s: the offset %s needs a unit, e.g. %s %s %sm", k.Value, m[3], m[1], m[2], m[3])
			continue
		}
		t, err := syntax.ParseTime(file, v.Line, v.Column, v.Value)
		if err != nil {
			appendErr(errs, err)
			continue
		}
		times[k.Value] = t
	}
	var missing []string
	for _, k := range []string{"from", "to"} {
		if seen[k] == nil {
			missing = append(missing, k)
		}
	}
	switch len(missing) {
	case 1:
		errs.Add(nodePos(file, w), "window needs both from and to (times such as 18:00 or sunset + 30m): %s is missing", missing[0])
		return nil
	case 2:
		errs.Add(nodePos(file, w), "window needs both from and to (times such as 18:00 or sunset + 30m)")
		return nil
	}
	from, to := times["from"], times["to"]
	if from == nil || to == nil {
		return nil
	}
	return &ta.TimeIn{Pos: nodePos(file, w), From: from, To: to, Tod: -1}
}

func resolveAfter(file string, lines []string, p *Property, n *yaml.Node, prog *ta.Program, errs *ta.ErrorList) {
	s := strings.TrimSpace(n.Value)
	p.afterName, p.AfterPos = s, nodePos(file, n)
	word, rest, _ := strings.Cut(s, " ")
	rest = strings.TrimSpace(rest)
	switch {
	case prog.LookupStimulus(s) >= 0:
		p.After, p.Target = AfterStimulus, prog.LookupStimulus(s)
	case prog.LookupStimulus(unq(s)) >= 0: // quoted, as in conditions
		p.After, p.Target = AfterStimulus, prog.LookupStimulus(unq(s))
	case shownTimer(prog, s) >= 0:
		p.After, p.Target = AfterStimulus, shownTimer(prog, s)
	case word == "rule" && rest != "":
		p.After, p.Rules = AfterRule, rulesNamed(prog, unq(rest))
		if len(p.Rules) == 0 {
			p.Target = -1
			errs.Add(nodePos(file, n), "after: %q is not a rule, a program or an automation%s", unq(rest), ta.Suggest(unq(rest), ruleNames(prog)))
		} else {
			p.Target = p.Rules[0]
		}
	case word == "change" && rest != "":
		p.After, p.Target = AfterChange, prog.LookupVar(unq(rest))
		if p.Target < 0 {
			errs.Add(nodePos(file, n), "after: %q is not a variable or device%s", rest, ta.Suggest(unq(rest), varNames(prog)))
		}
	case word == "emit" && rest != "":
		p.After, p.Emit = AfterEmit, unq(rest)
		found := false
		for _, st := range prog.Stmts() {
			if e, ok := st.(*ta.Emit); ok && e.Name == p.Emit {
				found = true
			}
		}
		if !found {
			errs.Add(nodePos(file, n), "after: the program never emits %q", p.Emit)
		}
	default:
		src, line, col := exprSource(lines, n)
		if src == n.Value {
			src = s // not a block: the trimmed text
		}
		e, _, err := parseCond(file, line, col, src, prog)
		if e != nil {
			if _, bare := e.(*ta.Ident); err != nil && !bare && !strings.Contains(s, " -> ") {
				// A condition, with a mistake in it: say which.
				appendErr(errs, err)
				return
			}
		}
		if err != nil {
			// Most often a misspelt event: name the one meant.
			hint := ta.Suggest(s, stimulusNames(prog))
			if name, val, ok := strings.Cut(s, " -> "); ok && prog.LookupVar(unq(strings.TrimSpace(name))) >= 0 {
				name = strings.TrimSpace(name)
				var its []string // the device's events: the world sets it, to other values
				for _, st := range stimulusNames(prog) {
					if n, _, ok := strings.Cut(st, " -> "); ok && strings.TrimSpace(n) == name {
						its = append(its, strconv.Quote(st))
					}
				}
				switch {
				case len(its) > 0 && hint != "":
					// The value is the slip (-> onn): the event meant.
				case len(its) > 0:
					hint = fmt.Sprintf(" (the events of %s are %s)", name, strings.Join(its, ", "))
				default:
					// A device only the program sets has no such event.
					hint = fmt.Sprintf(" (nothing outside the program sets %s, so it has no event %q; to start when the program sets it, write `after: %s == %s` or `after: change %s`)", name, s, name, strings.TrimSpace(val), name)
				}
			}
			errs.Add(nodePos(file, n), "after: %q is not an event, timer, schedule, `rule R`, `change V`, `emit N`, or a condition%s", s, hint)
			return
		}
		p.After, p.Edge = AfterEdge, e
		p.afterName = "(" + s + ") becomes true"
	}
}

// stimulusNames lists what can happen to the program (events, timers,
// schedules), for suggestions.
func stimulusNames(p *ta.Program) []string {
	var out []string
	for _, s := range p.Stimuli() {
		out = append(out, s.Name)
	}
	return out
}

// ruleNames lists the program's rules, for suggestions.
func ruleNames(p *ta.Program) []string {
	out := make([]string, 0, len(p.Rules))
	owners := map[string]bool{}
	for _, r := range p.Rules {
		out = append(out, r.Name)
		if o := ruleOwner(r); o != "" && !owners[o] {
			owners[o] = true
			out = append(out, o)
		}
	}
	return out
}

// ruleOwner is the program or automation a front end made rule r for,
// from the rule's name ("Bath Occupied: on Bath Motion: switched On",
// "Front door auto-lock <- lock.front_door -> unlocked"); "" for a rule
// that stands for the environment (a device's own event, whose rule has
// the event's name) or that no program owns.
func ruleOwner(r *ta.Rule) string {
	if r.Trigger.Kind == ta.OnName && r.Trigger.Name == r.Name || strings.HasSuffix(r.Name, " (environment)") {
		return ""
	}
	i := strings.Index(r.Name, ": ")
	if j := strings.Index(r.Name, " <- "); j >= 0 && (i < 0 || j < i) {
		i = j
	}
	if i <= 0 {
		return ""
	}
	return r.Name[:i]
}

// rulesNamed are the rules `rule NAME` means: the rule of that name, or
// else every rule of the program or automation of that name, as traces
// name them ("ran Bath Occupied: then").
func rulesNamed(p *ta.Program, name string) []int {
	if r := p.LookupRule(name); r >= 0 {
		return []int{r}
	}
	var out []int
	for i, r := range p.Rules {
		if ruleOwner(r) == name {
			out = append(out, i)
		}
	}
	return out
}

// shownTimer is the stimulus of the timer that reports name as s (its
// display name, "Bath Fan Limit: wait", or its expiry as traces print
// it, "Bath Fan Limit: wait ends"), or -1.
func shownTimer(p *ta.Program, s string) int {
	s = unq(s)
	for _, t := range p.Timers {
		if t.Display != "" && (s == t.Display || s == t.Display+" ends") {
			return p.LookupStimulus(t.Name)
		}
	}
	return -1
}

// exprSource returns the text of an expression given as a YAML scalar and
// the position of its first character. A quoted scalar starts one column
// after its quote. A block scalar (`condition: >` or `|`) starts on the
// line after its indicator, where the node's position is: its text is
// taken from the file's lines as they are, indentation and line breaks
// included, so that positions inside it are the file's own (a folded
// block's value has its line breaks turned into spaces, which would put
// every error on the first line).
func exprSource(lines []string, n *yaml.Node) (string, int, int) {
	switch n.Style {
	case yaml.DoubleQuotedStyle, yaml.SingleQuotedStyle:
		return n.Value, n.Line, n.Column + 1
	case yaml.LiteralStyle, yaml.FoldedStyle:
	default:
		return n.Value, n.Line, n.Column
	}
	if n.Line >= len(lines) {
		return n.Value, n.Line, n.Column
	}
	// The block is the lines after the indicator's, up to the first
	// non-blank line indented no more than the indicator's key.
	keyIndent := indentOf(lines[n.Line-1])
	end := n.Line
	for end < len(lines) {
		l := strings.TrimRight(lines[end], "\r")
		if strings.TrimSpace(l) != "" && indentOf(l) <= keyIndent {
			break
		}
		end++
	}
	block := make([]string, 0, end-n.Line)
	for _, l := range lines[n.Line:end] {
		block = append(block, strings.TrimRight(l, "\r"))
	}
	text := strings.Join(block, "\n")
	// Only a block whose words are the node's value is used: anything
	// else (tabs, an explicit indentation indicator) keeps the value.
	if strings.Join(strings.Fields(text), " ") != strings.Join(strings.Fields(n.Value), " ") {
		return n.Value, n.Line, n.Column
	}
	return text, n.Line + 1, 1
}

// waitingPhrase is `program "NAME" is waiting` in an invariant.
var waitingPhrase = regexp.MustCompile(`\bprogram[ \t]+"([^"\n]*)"[ \t]+is[ \t]+waiting\b`)

// programPhrases lets invariants ask about a program in its own terms:
// `program "Guest Arrival" is waiting` becomes the name of the label the
// ISY front end declares for it ("program Guest Arrival is waiting": in
// one of its Waits or Repeats), padded with spaces to the phrase's length
// so that the positions of what follows stay the file's.
func programPhrases(src string) string {
	return waitingPhrase.ReplaceAllStringFunc(src, func(m string) string {
		name := waitingPhrase.FindStringSubmatch(m)[1]
		r := ta.QuoteName("program " + name + " is waiting")
		if len(r) > len(m) {
			return m // a name the quoting escapes: leave it to the parser
		}
		return r + strings.Repeat(" ", len(m)-len(r))
	})
}

// labelPhrase is the name of a program's waiting label as ExprString
// prints it.
var labelPhrase = regexp.MustCompile(`"program ([^"\n]*) is waiting"`)

// ExprText prints an expression for reports, a program's waiting label as
// an invariant says it (see programPhrases), a decimal as written (see
// showForm).
func ExprText(e ta.Expr) string {
	return shownName.ReplaceAllString(labelPhrase.ReplaceAllString(ta.ExprString(e), `program "$1" is waiting`), "$1")
}

func indentOf(s string) int { return len(s) - len(strings.TrimLeft(s, " ")) }

func unq(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

func appendErr(errs *ta.ErrorList, err error) {
	if l, ok := err.(ta.ErrorList); ok {
		*errs = append(*errs, l...)
		return
	}
	errs.Add(ta.Pos{}, "%v", err)
}
