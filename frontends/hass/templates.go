package hass

import (
	"fmt"
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// tvKind is what a template subexpression denotes.
type tvKind uint8

const (
	tvUnknown tvKind = iota
	tvBool           // x
	tvState          // an entity's state (num: converted to a number)
	tvStr
	tvNum
	tvStatesNS // `states`
	tvDomain   // states.light
	tvEntity   // states.light.porch
	tvAttrs    // states.climate.hall.attributes
	tvNow      // now()
	tvNowFn    // now().weekday
	tvHour
	tvWeekday
	tvList
)

type tval struct {
	kind  tvKind
	x     ta.Expr
	e     *entity
	id    string
	num   bool
	s     string
	f     float64
	items []tval
}

// texpr evaluates a template node for the model. collecting: the first
// pass, which only registers entities, states and constants.
type tlower struct {
	l       *lowerer
	pos     ta.Pos
	collect bool
	exact   bool
	// watch (with collect): the entities read keep their state and
	// their changes are watched (a wait_template re-renders on each).
	watch bool
}

func (t *tlower) entity(id string) *entity {
	if !strings.Contains(id, ".") {
		return nil
	}
	if t.collect {
		e := t.l.entity(id, ta.Pos{})
		e.read, e.condRead = true, true
		if t.watch {
			e.watched = true
		}
		return e
	}
	return t.l.ents[id]
}

func (t *tlower) eval(n *template.TNode) tval {
	switch n.Kind {
	case template.TName:
		switch n.Name {
		case "true", "True":
			return tval{kind: tvBool, x: boolLit(true)}
		case "false", "False":
			return tval{kind: tvBool, x: boolLit(false)}
		case "states":
			return tval{kind: tvStatesNS}
		}
	case template.TString:
		return tval{kind: tvStr, s: n.Name}
	case template.TNumber:
		return tval{kind: tvNum, f: n.Num}
	case template.TList:
		v := tval{kind: tvList}
		for _, k := range n.Kids {
			v.items = append(v.items, t.eval(k))
		}
		return v
	case template.TAttr:
		in := t.eval(n.Kids[0])
		switch in.kind {
		case tvStatesNS:
			return tval{kind: tvDomain, s: n.Name}
		case tvDomain:
			return tval{kind: tvEntity, id: in.s + "." + n.Name}
		case tvEntity:
			if n.Name == "state" {
				if e := t.entity(in.id); e != nil {
					return tval{kind: tvState, e: e}
				}
			}
			if n.Name == "attributes" {
				return tval{kind: tvAttrs, id: in.id}
			}
		case tvAttrs:
			return t.attr(in.id, n.Name)
		case tvNow:
			switch n.Name {
			case "hour":
				return tval{kind: tvHour}
			case "weekday":
				return tval{kind: tvNowFn}
			}
		}
	case template.TCall:
		if n.Kids[0].Kind == template.TName {
			args := n.Kids[1:]
			switch fn := n.Kids[0].Name; {
			case fn == "states" && len(args) == 1 && args[0].Kind == template.TString:
				if e := t.entity(args[0].Name); e != nil {
					return tval{kind: tvState, e: e}
				}
			case fn == "is_state" && len(args) == 2 && args[0].Kind == template.TString:
				e := t.entity(args[0].Name)
				v := t.eval(args[1])
				if e != nil {
					return t.isState(e, v, false)
				}
			case fn == "state_attr" && len(args) == 2 && args[0].Kind == template.TString && args[1].Kind == template.TString:
				return t.attr(args[0].Name, args[1].Name)
			case fn == "is_state_attr" && len(args) == 3 && args[0].Kind == template.TString && args[1].Kind == template.TString:
				return t.compare("==", t.attr(args[0].Name, args[1].Name), t.eval(args[2]))
			case fn == "now" && len(args) == 0:
				return tval{kind: tvNow}
			case (fn == "int" || fn == "float") && len(args) >= 1:
				return t.number(t.eval(args[0]))
			}
		}
		if f := t.eval(n.Kids[0]); f.kind == tvNowFn && len(n.Kids) == 1 {
			return tval{kind: tvWeekday}
		}
	case template.TFilter:
		in := t.eval(n.Kids[0])
		switch n.Name {
		case "int", "float":
			return t.number(in)
		case "default", "trim", "lower", "string":
			if n.Name == "lower" || n.Name == "string" || n.Name == "trim" {
				if in.kind == tvState && in.num {
					return tval{}
				}
			}
			return in
		}
	case template.TUnary:
		in := t.eval(n.Kids[0])
		switch n.Op {
		case "not":
			if x := t.boolOf(in); x != nil {
				return tval{kind: tvBool, x: not(x)}
			}
			return tval{}
		case "-":
			if in.kind == tvNum {
				return tval{kind: tvNum, f: -in.f}
			}
		case "+":
			return in
		}
	case template.TBinary:
		switch n.Op {
		case "and", "or":
			a, b := t.boolOf(t.eval(n.Kids[0])), t.boolOf(t.eval(n.Kids[1]))
			if a == nil {
				a = t.unknown()
			}
			if b == nil {
				b = t.unknown()
			}
			if n.Op == "and" {
				return tval{kind: tvBool, x: and(a, b)}
			}
			return tval{kind: tvBool, x: or(a, b)}
		case "==", "!=", "<", "<=", ">", ">=":
			return t.compare(n.Op, t.eval(n.Kids[0]), t.eval(n.Kids[1]))
		case "in", "not in":
			a, b := t.eval(n.Kids[0]), t.eval(n.Kids[1])
			if a.kind == tvState && b.kind == tvList {
				return t.isState(a.e, b, n.Op == "not in")
			}
		}
	}
	return tval{}
}

// attr is the attribute a of entity id where the model holds it: a
// climate entity's set point (temperature), the number that
// climate.set_temperature sets and numeric_state reads with attribute:
// temperature. Other attributes are not modelled (unknown).
func (t *tlower) attr(id, a string) tval {
	if config.DomainOf(id) != "climate" || a != "temperature" {
		return tval{}
	}
	e := t.entity(config.SetPoint(id))
	if e == nil {
		return tval{}
	}
	// An attribute keeps its type: the set point is a number without
	// a filter.
	return tval{kind: tvState, e: e, num: true}
}

func (t *tlower) unknown() ta.Expr {
	t.exact = false
	if t.collect {
		return either()
	}
	return t.l.choice(t.pos)
}

func (t *tlower) boolOf(v tval) ta.Expr {
	if v.kind == tvBool {
		return v.x
	}
	return nil
}

func (t *tlower) number(v tval) tval {
	switch v.kind {
	case tvState:
		v.num = true
		return v
	case tvNum:
		return v
	case tvStr:
		if f, err := strconv.ParseFloat(strings.TrimSpace(v.s), 64); err == nil {
			return tval{kind: tvNum, f: f}
		}
	}
	return tval{}
}

// isState: e's state is v (a string or a list of strings).
func (t *tlower) isState(e *entity, v tval, negate bool) tval {
	var vals []string
	switch v.kind {
	case tvStr:
		vals = []string{v.s}
	case tvList:
		for _, it := range v.items {
			if it.kind != tvStr {
				return tval{}
			}
			vals = append(vals, it.s)
		}
	default:
		return tval{}
	}
	if t.collect {
		for _, s := range vals {
			e.addValue(s)
		}
		return tval{kind: tvBool, x: boolLit(true)}
	}
	if e.numeric {
		return tval{}
	}
	x := isOneOf(e, vals)
	if sc := t.l.schedule(e.id); sc != nil {
		x = scheduleIs(sc, vals)
	} else if e.id == "sun.sun" {
		// The sun's state is the time of day, as in conditions.
		switch {
		case contains(vals, "above_horizon") && contains(vals, "below_horizon"):
			x = boolLit(true)
		case contains(vals, "above_horizon"):
			x = sunAbove()
		case contains(vals, "below_horizon"):
			x = not(sunAbove())
		default:
			x = boolLit(false)
		}
	}
	if negate {
		x = not(x)
	}
	return tval{kind: tvBool, x: x}
}

var flipOp = map[string]string{"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}

var taOp = map[string]ta.Op{"==": ta.OpEq, "!=": ta.OpNe, "<": ta.OpLt, "<=": ta.OpLe, ">": ta.OpGt, ">=": ta.OpGe}

func (t *tlower) compare(op string, a, b tval) tval {
	if a.kind == tvStr || a.kind == tvNum {
		// A literal on the left: compare the other way round.
		if b.kind != tvStr && b.kind != tvNum {
			a, b, op = b, a, flipOp[op]
		}
	}
	switch {
	case a.kind == tvState && !a.num && b.kind == tvStr && (op == "==" || op == "!="):
		return t.isState(a.e, b, op == "!=")
	case a.kind == tvState && a.num && b.kind == tvNum:
		if t.collect {
			a.e.numeric = true
			a.e.addConst(b.f)
			return tval{kind: tvBool, x: boolLit(true)}
		}
		if !a.e.numeric {
			return tval{}
		}
		return tval{kind: tvBool, x: intCmp(a.e.id, taOp[op], a.e.class(b.f))}
	case a.kind == tvHour && b.kind == tvNum && b.f == float64(int64(b.f)) && b.f >= 0 && b.f <= 23:
		return tval{kind: tvBool, x: hourCmp(op, int64(b.f))}
	case a.kind == tvWeekday && b.kind == tvNum && b.f == float64(int64(b.f)):
		var days ta.Weekdays
		for d := int64(0); d < 7; d++ {
			if taOp[op].Compare(d, int64(b.f)) {
				days |= 1 << d
			}
		}
		if days == 0 {
			return tval{kind: tvBool, x: boolLit(false)}
		}
		return tval{kind: tvBool, x: &ta.TimeIn{From: &ta.TimeLit{}, To: &ta.TimeLit{}, Days: days, Tod: -1}}
	case a.kind == tvNum && b.kind == tvNum:
		return tval{kind: tvBool, x: boolLit(cmpFloat(op, a.f, b.f))}
	case a.kind == tvStr && b.kind == tvStr && (op == "==" || op == "!="):
		return tval{kind: tvBool, x: boolLit((a.s == b.s) == (op == "=="))}
	}
	return tval{}
}

func cmpFloat(op string, a, b float64) bool {
	switch op {
	case "==":
		return a == b
	case "!=":
		return a != b
	case "<":
		return a < b
	case "<=":
		return a <= b
	case ">":
		return a > b
	}
	return a >= b
}

// hourCmp is now().hour op h as a window of the day.
func hourCmp(op string, h int64) ta.Expr {
	at := func(x int64) *ta.TimeLit { return &ta.TimeLit{Base: ta.Midnight, Offset: (x % 24) * 3600} }
	from := func(x int64) ta.Expr { // hour >= x
		if x <= 0 {
			return boolLit(true)
		}
		if x >= 24 {
			return boolLit(false)
		}
		return &ta.TimeIn{From: at(x), To: at(0), Tod: -1}
	}
	switch op {
	case ">=":
		return from(h)
	case ">":
		return from(h + 1)
	case "<":
		return not(from(h))
	case "<=":
		return not(from(h + 1))
	case "==":
		return &ta.TimeIn{From: at(h), To: at(h + 1), Tod: -1}
	}
	return not(&ta.TimeIn{From: at(h), To: at(h + 1), Tod: -1})
}

func (l *lowerer) collectTemplate(t *template.Template) {
	l.collectTemplateWatching(t, false)
}

// collectTemplateWatching is collectTemplate; watch makes the entities it
// reads watched (a wait_template).
func (l *lowerer) collectTemplateWatching(t *template.Template, watch bool) {
	if t == nil || t.Expr == nil {
		return
	}
	tl := &tlower{l: l, collect: true, exact: true, watch: watch}
	tl.eval(t.Expr)
}

// template lowers a template to a condition; exact is false when some of
// it is an environment choice (or all of it: x is nil).
func (l *lowerer) template(t *template.Template, c *autoCtx) (ta.Expr, bool) {
	if t == nil || t.Expr == nil {
		return nil, false
	}
	tl := &tlower{l: l, pos: t.Pos, exact: true}
	v := tl.eval(t.Expr)
	x := tl.boolOf(v)
	if x == nil {
		return nil, false
	}
	return x, tl.exact
}

// templateCond is a template condition: exact where the subset allows,
// an environment choice elsewhere (noted).
func (l *lowerer) templateCond(t *template.Template, c *autoCtx) ta.Expr {
	x, ok := l.template(t, c)
	if !ok && t != nil && t.Expr != nil {
		l.note(t.Pos, "template %s: either answer", shorten(t.Src))
		if c != nil {
			c.a.Over = true
		}
	}
	if x == nil {
		return l.choice(t.Pos)
	}
	return x
}

func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return strconv.Quote(s)
}

// note records an over-approximation found while lowering, once per
// position.
func (l *lowerer) note(pos ta.Pos, format string, args ...any) {
	l.noteKind(pos, config.Over, format, args...)
}

// noteKind is note with the note's kind.
func (l *lowerer) noteKind(pos ta.Pos, kind config.NoteKind, format string, args ...any) {
	what := fmt.Sprintf(format, args...)
	for _, n := range l.f.Notes {
		if n.Pos == pos && n.What == what {
			return
		}
	}
	l.f.Notes = append(l.f.Notes, config.Note{Pos: pos, Kind: kind, What: what})
}

// templateEntities are the entities a lowered template reads, when it
// reads nothing but entities' states (no time of day, no environment
// choice): then it changes only when they do.
func (l *lowerer) templateEntities(x ta.Expr) ([]string, bool) {
	var ids []string
	seen := map[string]bool{}
	ok := true
	var walk func(x ta.Expr)
	walk = func(x ta.Expr) {
		switch x := x.(type) {
		case nil:
		case *ta.Ident:
			if e := l.ents[x.Name]; e != nil && !seen[x.Name] {
				if e.factor || e.pulse || e.timeOf {
					ok = false
				}
				seen[x.Name] = true
				ids = append(ids, x.Name)
			}
		case *ta.Binary:
			walk(x.X)
			walk(x.Y)
		case *ta.Unary:
			walk(x.X)
		case *ta.BoolLit, *ta.IntLit:
		default:
			// Time, randomness, clocks: not only entities.
			ok = false
		}
	}
	walk(x)
	return ids, ok
}
