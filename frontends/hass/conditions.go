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

// cond is when condition cd holds. A condition that raises an error in
// Home Assistant (ConditionError, which helpers/script.py and
// components/automation/__init__.py log and take as not holding) does not
// hold; see cond3 for where the error is not the same as false.
func (l *lowerer) cond(cd *config.Cond, c *autoCtx, i int) ta.Expr {
	return l.cond3(cd, c, i).t
}

// condUntil is when a repeat's until condition ends the loop: it holds or
// it raises an error (helpers/script.py, _async_repeat_step:
// `if self._test_conditions(conditions, "until") in [True, None]: break`,
// None being a ConditionError).
func (l *lowerer) condUntil(cd *config.Cond, c *autoCtx, i int) ta.Expr {
	r := l.cond3(cd, c, i)
	return tor(r.t, r.e)
}

// tri is a condition's outcome as Home Assistant evaluates it: t when it
// holds, e when it raises a ConditionError (nil: never), false otherwise.
// helpers/condition.py combines them: `and` is false when a part is false,
// else an error when a part is, else true; `or` true when a part is true,
// else an error when a part is; `not` false when a part is true, else an
// error when a part is, else true.
type tri struct{ t, e ta.Expr }

// fails is when r is false (neither true nor an error).
func (r tri) fails() ta.Expr {
	if r.e == nil {
		return tnot(r.t)
	}
	return tand(tnot(r.t), tnot(r.e))
}

func triAnd(parts []tri) tri {
	var r tri
	var anyErr, anyFalse ta.Expr
	errs := false
	for _, p := range parts {
		r.t = and(r.t, p.t)
		if p.e != nil {
			errs = true
		}
	}
	if r.t == nil {
		r.t = boolLit(true)
	}
	if !errs {
		return r
	}
	r.t = fold(r.t)
	for _, p := range parts {
		anyFalse = tor(anyFalse, p.fails())
		if p.e != nil {
			anyErr = tor(anyErr, p.e)
		}
	}
	r.e = tand(tnot(anyFalse), anyErr)
	return r
}

func triOr(parts []tri) tri {
	var r tri
	var anyErr ta.Expr
	for _, p := range parts {
		r.t = or(r.t, p.t)
		if p.e != nil {
			anyErr = tor(anyErr, p.e)
		}
	}
	if r.t == nil {
		r.t = boolLit(false)
	}
	if anyErr != nil {
		r.t = fold(r.t)
		r.e = tand(tnot(r.t), anyErr)
	}
	return r
}

func triNot(parts []tri) tri {
	o := triOr(parts)
	if o.e == nil {
		return tri{t: tnot(o.t)}
	}
	return tri{t: tand(tnot(o.t), tnot(o.e)), e: o.e}
}

// isLit reports whether x is the literal b.
func isLit(x ta.Expr, b bool) bool {
	lit, ok := x.(*ta.BoolLit)
	return ok && lit.Value == b
}

// tand, tor and tnot are and, or and not with their literal operands
// folded, so that a condition without errors lowers as before.
func tand(a, b ta.Expr) ta.Expr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case isLit(a, false) || isLit(b, false):
		return boolLit(false)
	case isLit(a, true):
		return b
	case isLit(b, true):
		return a
	}
	return and(a, b)
}

func tor(a, b ta.Expr) ta.Expr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case isLit(a, true) || isLit(b, true):
		return boolLit(true)
	case isLit(a, false):
		return b
	case isLit(b, false):
		return a
	}
	return or(a, b)
}

func tnot(a ta.Expr) ta.Expr {
	if lit, ok := a.(*ta.BoolLit); ok {
		return boolLit(!lit.Value)
	}
	return not(a)
}

// fold folds a conjunction or disjunction whose operands are literals.
func fold(x ta.Expr) ta.Expr {
	b, ok := x.(*ta.Binary)
	if !ok || (b.Op != ta.OpAnd && b.Op != ta.OpOr) {
		return x
	}
	l, r := fold(b.X), fold(b.Y)
	if b.Op == ta.OpAnd {
		if isLit(l, false) || isLit(r, false) || isLit(l, true) || isLit(r, true) {
			return tand(l, r)
		}
	} else if isLit(l, false) || isLit(r, false) || isLit(l, true) || isLit(r, true) {
		return tor(l, r)
	}
	return x
}

// cond3 is condition cd's outcome, errors included (tri).
func (l *lowerer) cond3(cd *config.Cond, c *autoCtx, i int) tri {
	switch cd.Kind {
	case config.CNumeric:
		var parts []tri
		for _, id := range cd.Entities {
			e := l.ents[id]
			if e.never {
				l.noteKind(cd.Pos, config.Mistake, "numeric_state condition on %s, whose state is never a number: in Home Assistant it fails with an error, which stops the run (the attribute you mean needs attribute:)", id)
				// helpers/condition.py, async_numeric_state: a state that
				// float() cannot read raises ConditionErrorMessage
				// ("cannot be processed as a number").
				parts = append(parts, tri{t: boolLit(false), e: boolLit(true)})
				continue
			}
			parts = append(parts, tri{t: numExpr(e, cd.Above, cd.Below)})
		}
		return triAnd(parts)
	case config.CAnd:
		var parts []tri
		for _, s := range cd.Subs {
			parts = append(parts, l.cond3(s, c, i))
		}
		return triAnd(parts)
	case config.COr:
		var parts []tri
		for _, s := range cd.Subs {
			parts = append(parts, l.cond3(s, c, i))
		}
		return triOr(parts)
	case config.CNot:
		var parts []tri
		for _, s := range cd.Subs {
			parts = append(parts, l.cond3(s, c, i))
		}
		return triNot(parts)
	case config.CTemplate:
		return l.templateTri(cd.Template, c, i)
	}
	return tri{t: l.cond2(cd, c, i)}
}

// cond2 is a condition that cannot raise an error in the model.
func (l *lowerer) cond2(cd *config.Cond, c *autoCtx, i int) ta.Expr {
	switch cd.Kind {
	case config.CTrue:
		return boolLit(true)
	case config.COpaque:
		return l.choice(cd.Pos)
	case config.CState:
		var x ta.Expr
		for k, id := range cd.Entities {
			var y ta.Expr
			if sc := l.schedule(id); sc != nil {
				y = scheduleIs(sc, cd.States)
			} else if id == "sun.sun" {
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
						// (homeassistant/helpers/condition.py), the
						// entity's last change also for an attribute.
						since := e.id
						if cd.SinceOf != nil {
							since = cd.SinceOf[k]
						}
						y = and(y, &ta.Binary{Op: ta.OpGt, X: ident(since + " since"), Y: &ta.DurationLit{Seconds: cd.For}, Atom: -1, Tod: -1})
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
	case config.CTime:
		var x ta.Expr
		switch {
		case cd.After != nil && cd.Before != nil && cd.Days != 0 && !(cd.After.Base == ta.Midnight && cd.Before.Base == ta.Midnight && cd.After.Offset < cd.Before.Offset):
			// helpers/condition.py, time(): the weekday is now's
			// (`WEEKDAYS[now.weekday()]`), tested apart from the window,
			// so in a window over midnight the part after midnight counts
			// on the days named, not the day the window began.
			x = and(&ta.TimeIn{From: cd.After, To: cd.Before, Tod: -1}, onDays(cd.Days))
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
			case i >= 0 && k == l.trigOf(c, i):
				return boolLit(true)
			case i < 0 && c.trig != "":
				x = or(x, l.trigIs(c, k))
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
