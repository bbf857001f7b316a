package environment

import (
	"fmt"
	"github.com/delorean-mc/delorean/ta/syntax"

	"github.com/delorean-mc/delorean/ta"
	"gopkg.in/yaml.v3"
)

// EnvSpec is an environment file (docs/environment.md): it restricts or
// extends what the front end lets the world do.
//
//	manual: ["Garage Door", "Porch Light"]   # a person may switch these by hand
//	fixed:  ["Hall Motion"]                  # nothing outside the programs changes these
type EnvSpec struct {
	File   string
	Manual []EnvName
	Fixed  []EnvName
}

// EnvName is a device named in an environment file, with its position.
type EnvName struct {
	Name string
	Pos  ta.Pos
}

// ManualNamed reports whether the file lets a person operate name.
func (s *EnvSpec) ManualNamed(name string) bool {
	if s == nil {
		return false
	}
	for _, n := range s.Manual {
		if n.Name == name {
			return true
		}
	}
	return false
}

// FixedNamed reports whether the file says nothing outside the programs
// changes name.
func (s *EnvSpec) FixedNamed(name string) bool {
	if s == nil {
		return false
	}
	for _, n := range s.Fixed {
		if n.Name == name {
			return true
		}
	}
	return false
}

// ParseEnvironment reads an environment file. Its errors carry
// file:line:col.
func ParseEnvironment(file string, src []byte) (*EnvSpec, error) {
	spec := &EnvSpec{File: file}
	root, err := syntax.DecodeYAML(file, src)
	if err != nil {
		e := syntax.YAMLError(file, src, err)
		e.Msg = "not YAML: " + e.Msg
		return nil, ta.ErrorList{e}
	}
	if len(root.Content) == 0 {
		return spec, nil
	}
	at := func(n *yaml.Node) ta.Pos { return ta.Pos{File: file, Line: n.Line, Col: n.Column} }
	var errs ta.ErrorList
	top := root.Content[0]
	if top.Kind != yaml.MappingNode {
		errs.Add(at(top), "an environment file is a mapping with the lists manual and fixed")
		return nil, errs
	}
	seen := map[string]ta.Pos{}
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, v := top.Content[i], top.Content[i+1]
		var into *[]EnvName
		switch k.Value {
		case "manual":
			into = &spec.Manual
		case "fixed":
			into = &spec.Fixed
		default:
			errs.Add(at(k), "unknown key %q (expected manual or fixed)%s", k.Value, ta.Suggest(k.Value, []string{"manual", "fixed"}))
			continue
		}
		if v.Kind != yaml.SequenceNode {
			errs.Add(at(v), "%s must be a list of device names", k.Value)
			continue
		}
		for _, n := range v.Content {
			if n.Kind != yaml.ScalarNode || n.Value == "" {
				errs.Add(at(n), "%s: expected a device name", k.Value)
				continue
			}
			if prev, ok := seen[n.Value]; ok {
				errs.Add(at(n), "%q is listed twice (first at %s)", n.Value, prev)
				continue
			}
			seen[n.Value] = at(n)
			*into = append(*into, EnvName{Name: n.Value, Pos: at(n)})
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return spec, nil
}

// ApplyEnvironment changes an unchecked program's environment as spec
// says. A fixed device: every event that sets it directly (a person at
// its switch, a sensor reporting, a scene controller pressed) cannot
// happen (its guard is false). A manual device: a person can set it to
// each value of its domain (integers: its lowest and highest, off and
// full on; a number kept as its class among constants, ta.Number: each
// class, named as its range), by events "NAME: set to V by hand", unless
// an event already sets it to that value. Names must be devices of the program.
func ApplyEnvironment(p *ta.Program, spec *EnvSpec) error {
	if spec == nil {
		return nil
	}
	byName := map[string]*ta.Var{}
	var names []string
	for _, v := range p.Vars {
		if v.Device {
			byName[v.Name] = v
			names = append(names, v.Name)
		}
	}
	var errs ta.ErrorList
	for _, list := range [][]EnvName{spec.Manual, spec.Fixed} {
		for _, n := range list {
			if byName[n.Name] == nil {
				errs.Add(n.Pos, "%q is not a device of %s%s", n.Name, p.File, ta.Suggest(n.Name, names))
			}
		}
	}
	if len(errs) > 0 {
		return errs
	}
	events := map[string]*ta.Event{}
	for _, e := range p.Events {
		events[e.Name] = e
	}
	// sets lists, per event, the (device, constant) pairs it sets directly,
	// read from the unchecked rules (constants by their spelling).
	type setting struct{ dev, val string }
	sets := map[string][]setting{}
	for _, r := range p.Rules {
		if r.Trigger.Kind != ta.OnName || events[r.Trigger.Name] == nil {
			continue
		}
		walkStmts(r.Body, func(s ta.Stmt) {
			if a, ok := s.(*ta.Assign); ok {
				if t := constText(a.Value); t != "" {
					sets[r.Trigger.Name] = append(sets[r.Trigger.Name], setting{a.Var, t})
				}
			}
		})
	}
	for _, n := range spec.Fixed {
		for _, e := range p.Events {
			for _, s := range sets[e.Name] {
				if s.dev == n.Name {
					e.Guard = &ta.BoolLit{Pos: n.Pos, Value: false}
				}
			}
		}
	}
	for _, n := range spec.Manual {
		v := byName[n.Name]
		var vals []ta.Expr
		switch v.Type.Kind {
		case ta.Bool:
			vals = []ta.Expr{&ta.BoolLit{Pos: n.Pos}, &ta.BoolLit{Pos: n.Pos, Value: true}}
		case ta.Enum:
			for _, w := range v.Type.Values {
				vals = append(vals, &ta.Ident{Pos: n.Pos, Name: w})
			}
		default:
			vals = []ta.Expr{&ta.IntLit{Pos: n.Pos, Value: v.Type.Lo}, &ta.IntLit{Pos: n.Pos, Value: v.Type.Hi}}
			if v.Number != nil {
				// Any number: one value per class.
				vals = nil
				for x := v.Type.Lo; x <= v.Type.Hi; x++ {
					vals = append(vals, &ta.IntLit{Pos: n.Pos, Value: x})
				}
			}
		}
		for _, val := range vals {
			t := constText(val)
			done := false
			for ev, list := range sets {
				for _, s := range list {
					if s.dev == n.Name && s.val == t && !isNever(events[ev]) {
						done = true
					}
				}
			}
			if done {
				continue
			}
			shown := t
			if l, ok := val.(*ta.IntLit); ok && v.Number != nil {
				shown = v.Number.ClassText(l.Value)
			}
			name := fmt.Sprintf("%s: set to %s by hand", n.Name, shown)
			if events[name] != nil {
				continue
			}
			ev := &ta.Event{Name: name, Pos: n.Pos}
			events[name] = ev
			p.Events = append(p.Events, ev)
			p.Rules = append(p.Rules, &ta.Rule{Name: name, Pos: n.Pos, Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: n.Pos},
				Body: []ta.Stmt{&ta.Assign{StmtBase: ta.StmtBase{Pos: n.Pos}, Var: n.Name, Value: val}}})
		}
	}
	return nil
}

func isNever(e *ta.Event) bool {
	if e == nil {
		return true
	}
	b, ok := e.Guard.(*ta.BoolLit)
	return ok && !b.Value
}

// constText spells a constant as the program does; "" if e is not one.
func constText(e ta.Expr) string {
	switch e := e.(type) {
	case *ta.IntLit:
		return fmt.Sprint(e.Value)
	case *ta.BoolLit:
		return fmt.Sprint(e.Value)
	case *ta.Ident:
		return e.Name
	}
	return ""
}
