package hass

import (
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// conds is the conjunction of an automation's conditions, for trigger i
// (-1: the trigger is read from the trigger variable).
func (l *lowerer) conds(cs []*config.Cond, c *autoCtx, i int) ta.Expr {
	var x ta.Expr
	for _, cc := range cs {
		x = and(x, l.cond(cc, c, i))
	}
	return x
}

func (l *lowerer) cond(cd *config.Cond, c *autoCtx, i int) ta.Expr {
	switch cd.Kind {
	case config.CTrue:
		return boolLit(true)
	case config.COpaque:
		return l.choice(cd.Pos)
	case config.CState:
		var x ta.Expr
		for _, id := range cd.Entities {
			var y ta.Expr
			if id == "sun.sun" {
				switch {
				case contains(cd.States, "above_horizon"):
					y = sunAbove()
				case contains(cd.States, "below_horizon"):
					y = not(sunAbove())
				default:
					y = boolLit(false)
				}
			} else {
				e := l.ents[id]
				if x, ok := e.stateIs(cd.States); ok {
					y = x
				} else if e.numeric {
					y = l.choice(cd.Pos)
				} else {
					y = isOneOf(e, cd.States)
					if cd.For > 0 {
						// Strictly longer: Home Assistant's state condition
						// tests now - for > last_changed
						// (homeassistant/helpers/condition.py).
						y = and(y, &ta.Binary{Op: ta.OpGt, X: ident(e.id + " since"), Y: &ta.DurationLit{Seconds: cd.For}, Atom: -1, Tod: -1})
					}
				}
			}
			if cd.Match == "any" {
				x = or(x, y)
			} else {
				x = and(x, y)
			}
		}
		return x
	case config.CNumeric:
		var x ta.Expr
		for _, id := range cd.Entities {
			x = and(x, numExpr(l.ents[id], cd.Above, cd.Below))
		}
		return x
	case config.CTime:
		var x ta.Expr
		switch {
		case cd.After != nil && cd.Before != nil:
			x = &ta.TimeIn{From: cd.After, To: cd.Before, Days: cd.Days, Tod: -1}
		case cd.After != nil:
			x = &ta.TimeIn{From: cd.After, To: &ta.TimeLit{Base: ta.Midnight, Offset: 0}, Days: cd.Days, Tod: -1}
		case cd.Before != nil:
			x = &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight, Offset: 0}, To: cd.Before, Days: cd.Days, Tod: -1}
		case cd.Days != 0:
			x = &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight}, To: &ta.TimeLit{Base: ta.Midnight}, Days: cd.Days, Tod: -1}
		default:
			x = boolLit(true)
		}
		return x
	case config.CSun:
		// after: from the event to midnight; before: from midnight to the
		// event; both: both must hold (Home Assistant's and), except after
		// sunset and before sunrise, which Home Assistant reads as the
		// night (before sunrise OR after sunset).
		if cd.After != nil && cd.Before != nil && cd.After.Base == ta.Sunset && cd.Before.Base == ta.Sunrise {
			return &ta.TimeIn{From: cd.After, To: cd.Before, Tod: -1}
		}
		var x ta.Expr
		if cd.After != nil {
			x = &ta.TimeIn{From: cd.After, To: &ta.TimeLit{Base: ta.Midnight}, Tod: -1}
		}
		if cd.Before != nil {
			x = and(x, &ta.TimeIn{From: &ta.TimeLit{Base: ta.Midnight}, To: cd.Before, Tod: -1})
		}
		return x
	case config.CAnd:
		x := l.conds(cd.Subs, c, i)
		if x == nil {
			return boolLit(true)
		}
		return x
	case config.COr:
		var x ta.Expr
		for _, s := range cd.Subs {
			x = or(x, l.cond(s, c, i))
		}
		if x == nil {
			return boolLit(false)
		}
		return x
	case config.CNot:
		var x ta.Expr
		for _, s := range cd.Subs {
			x = or(x, l.cond(s, c, i))
		}
		if x == nil {
			return boolLit(true)
		}
		return not(x)
	case config.CTrigger:
		var x ta.Expr
		for k, t := range c.a.Triggers {
			id := t.ID
			if id == "" {
				id = strconv.Itoa(k)
			}
			if !contains(cd.IDs, id) {
				continue
			}
			switch {
			case i >= 0 && k == i:
				return boolLit(true)
			case i < 0 && c.trig != "":
				x = or(x, eq(c.trig, c.trigs[k]))
			}
		}
		if x == nil {
			return boolLit(false)
		}
		return x
	case config.CTemplate:
		return l.templateCond(cd.Template, c)
	}
	return l.choice(cd.Pos)
}

// choice is an over-approximated part of a condition: either answer. The
// If statement that tests the condition says in the trace that it
// depended on such a choice (ifChoice).
func (l *lowerer) choice(pos ta.Pos) ta.Expr {
	l.choices = append(l.choices, pos)
	return either()
}

// condChoices lowers a condition and returns the positions of its
// over-approximated parts.
func (l *lowerer) condChoices(f func() ta.Expr) (ta.Expr, []ta.Pos) {
	mark := len(l.choices)
	x := f()
	ch := append([]ta.Pos(nil), l.choices[mark:]...)
	l.choices = l.choices[:mark]
	return x, ch
}

// ifChoice is `if x { then } else { els }`; when x has over-approximated
// parts, both branches start with an output saying so, which traces show
// ("over-approximated condition (line 7) true").
func (l *lowerer) ifChoice(x ta.Expr, ch []ta.Pos, then, els []ta.Stmt) *ta.If {
	if len(ch) > 0 {
		var lines []string
		seen := map[int]bool{}
		for _, p := range ch {
			if !seen[p.Line] {
				seen[p.Line] = true
				lines = append(lines, strconv.Itoa(p.Line))
			}
		}
		name := "over-approximated condition (line " + strings.Join(lines, ", ") + ")"
		then = append([]ta.Stmt{&ta.Emit{Name: name + " true"}}, then...)
		els = append([]ta.Stmt{&ta.Emit{Name: name + " false"}}, els...)
	}
	return &ta.If{Cond: x, Then: then, Else: els}
}
