package hasim

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/template"
)

// condsAll is a list of conditions, all of which must hold (an
// automation's conditions, a repeat's while or until, the and of a
// choose option).
func (s *Sim) condsAll(cs []*config.Cond, trigID string) bool {
	for _, c := range cs {
		if !s.cond(c, trigID) {
			return false
		}
	}
	return true
}

// cond is helpers/condition.py's checker of one condition; trigID is the
// id of the trigger that started the run ("" for none).
func (s *Sim) cond(c *config.Cond, trigID string) bool {
	switch c.Kind {
	case config.CTrue:
		return true
	case config.CAnd:
		return s.condsAll(c.Subs, trigID)
	case config.COr:
		for _, sub := range c.Subs {
			if s.cond(sub, trigID) {
				return true
			}
		}
		return false
	case config.CNot:
		// not: false as soon as one of its conditions holds.
		for _, sub := range c.Subs {
			if s.cond(sub, trigID) {
				return false
			}
		}
		return true
	case config.CState:
		// state(): the entity's state is one of the states, and with
		// for: `utcnow() - for_period > entity.last_changed`, strictly;
		// every entity (match: all, the default) or one (match: any).
		one := func(e string) bool {
			v, ok := s.states[e]
			if !ok || !slices.Contains(c.States, v) {
				return false
			}
			if c.For < 0 {
				return true
			}
			return s.now-c.For*s.scale > s.changed[e]
		}
		if c.Match == "any" {
			return slices.ContainsFunc(c.Entities, one)
		}
		for _, e := range c.Entities {
			if !one(e) {
				return false
			}
		}
		return true
	case config.CNumeric:
		// A state that is not a number is a ConditionError: the
		// condition does not hold.
		for _, e := range c.Entities {
			if m, ok := numeric(s.states[e], c.Above, c.Below); !ok || !m {
				return false
			}
		}
		return true
	case config.CTime:
		// time(): after defaults to midnight, before to the end of the
		// day; after <= now < before, or, when after is not before
		// before, not before <= now < after (a window over midnight).
		tod, wd := s.timeOfDay(s.now)
		after, before := int64(0), 86400*s.scale
		if c.After != nil {
			after = c.After.Offset * s.scale
		}
		if c.Before != nil {
			before = c.Before.Offset * s.scale
		}
		if after < before {
			if tod < after || tod >= before {
				return false
			}
		} else if before <= tod && tod < after {
			return false
		}
		return c.Days.Has(wd)
	case config.CTrigger:
		return trigID != "" && slices.Contains(c.IDs, trigID)
	case config.CTemplate:
		return s.truthy(c.Template.Expr, trigID)
	}
	return false
}

// truthy renders a template of the subset as a condition
// (condition.async_template): a template error is false.
func (s *Sim) truthy(n *template.TNode, trigID string) bool {
	v, err := s.eval(n)
	if err != nil {
		return false
	}
	switch x := v.(type) {
	case bool:
		return x
	case string:
		return x == "true" || x == "True"
	case float64:
		return x != 0
	}
	return false
}

// eval is the template subset: states('e'), is_state('e', 's'), the
// float filter, numbers, strings, true and false, comparisons, and, or,
// not.
func (s *Sim) eval(n *template.TNode) (any, error) {
	switch n.Kind {
	case template.TString:
		return n.Name, nil
	case template.TNumber:
		return n.Num, nil
	case template.TName:
		switch n.Name {
		case "true", "True":
			return true, nil
		case "false", "False":
			return false, nil
		}
	case template.TCall:
		if len(n.Kids) < 2 || n.Kids[0].Kind != template.TName || n.Kids[1].Kind != template.TString {
			break
		}
		e := n.Kids[1].Name
		st, ok := s.states[e]
		if !ok {
			st = "unknown"
		}
		switch {
		case n.Kids[0].Name == "states" && len(n.Kids) == 2:
			return st, nil
		case n.Kids[0].Name == "is_state" && len(n.Kids) == 3 && n.Kids[2].Kind == template.TString:
			return st == n.Kids[2].Name, nil
		}
	case template.TFilter:
		if n.Name == "float" && len(n.Kids) == 1 {
			v, err := s.eval(n.Kids[0])
			if err != nil {
				return nil, err
			}
			switch x := v.(type) {
			case float64:
				return x, nil
			case string:
				f, err := strconv.ParseFloat(x, 64)
				if err != nil {
					// The float filter without a default raises on a
					// value that is not a number.
					return nil, fmt.Errorf("float got invalid input %q", x)
				}
				return f, nil
			}
		}
	case template.TUnary:
		if n.Op == "not" {
			v, err := s.eval(n.Kids[0])
			if err != nil {
				return nil, err
			}
			b, ok := v.(bool)
			if !ok {
				break
			}
			return !b, nil
		}
	case template.TBinary:
		x, err := s.eval(n.Kids[0])
		if err != nil {
			return nil, err
		}
		if n.Op == "and" || n.Op == "or" {
			b, ok := x.(bool)
			if !ok {
				break
			}
			if (n.Op == "and") != b {
				return b, nil
			}
			return s.eval(n.Kids[1])
		}
		y, err := s.eval(n.Kids[1])
		if err != nil {
			return nil, err
		}
		return compare(n.Op, x, y)
	}
	return nil, fmt.Errorf("not supported by the simulator")
}

func compare(op string, x, y any) (any, error) {
	switch a := x.(type) {
	case string:
		b, ok := y.(string)
		if !ok {
			return op == "!=", nil
		}
		switch op {
		case "==":
			return a == b, nil
		case "!=":
			return a != b, nil
		}
	case float64:
		b, ok := y.(float64)
		if !ok {
			return op == "!=", nil
		}
		switch op {
		case "==":
			return a == b, nil
		case "!=":
			return a != b, nil
		case "<":
			return a < b, nil
		case "<=":
			return a <= b, nil
		case ">":
			return a > b, nil
		case ">=":
			return a >= b, nil
		}
	case bool:
		b, ok := y.(bool)
		if !ok {
			return op == "!=", nil
		}
		switch op {
		case "==":
			return a == b, nil
		case "!=":
			return a != b, nil
		}
	}
	return nil, fmt.Errorf("not supported by the simulator")
}

// templateEntities are the entities a template of the subset reads.
func templateEntities(n *template.TNode) []string {
	var out []string
	var walk func(n *template.TNode)
	walk = func(n *template.TNode) {
		if n == nil {
			return
		}
		if n.Kind == template.TCall && len(n.Kids) >= 2 && n.Kids[0].Kind == template.TName &&
			(n.Kids[0].Name == "states" || n.Kids[0].Name == "is_state") && n.Kids[1].Kind == template.TString {
			if !slices.Contains(out, n.Kids[1].Name) {
				out = append(out, n.Kids[1].Name)
			}
		}
		for _, k := range n.Kids {
			walk(k)
		}
	}
	walk(n)
	return out
}

// templateOK reports whether a template is in the subset eval takes.
func templateOK(n *template.TNode) bool {
	if n == nil {
		return false
	}
	switch n.Kind {
	case template.TString, template.TNumber:
		return true
	case template.TName:
		switch n.Name {
		case "true", "True", "false", "False":
			return true
		}
	case template.TCall:
		if len(n.Kids) < 2 || n.Kids[0].Kind != template.TName || n.Kids[1].Kind != template.TString {
			return false
		}
		return (n.Kids[0].Name == "states" && len(n.Kids) == 2) ||
			(n.Kids[0].Name == "is_state" && len(n.Kids) == 3 && n.Kids[2].Kind == template.TString)
	case template.TFilter:
		return n.Name == "float" && len(n.Kids) == 1 && templateOK(n.Kids[0])
	case template.TUnary:
		return n.Op == "not" && templateOK(n.Kids[0])
	case template.TBinary:
		switch n.Op {
		case "and", "or", "==", "!=", "<", "<=", ">", ">=":
			return templateOK(n.Kids[0]) && templateOK(n.Kids[1])
		}
	}
	return false
}
