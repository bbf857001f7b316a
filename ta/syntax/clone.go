package syntax

import (
	"fmt"

	"github.com/delorean-mc/delorean/ta"
)

// Clone returns a deep copy of p, unchecked, for a caller that edits it
// (drops declarations, adds statements) and checks it again. It is the
// program syntax.Parse would read back from syntax.Print(p), field for
// field, except that every element keeps p's source position (the text
// form loses them): what Check fills in is left as the parser leaves it,
// a trigger keeps only the fields its kind prints, a type only those its
// kind prints, and empty lists are nil. Display forms, which the text form
// does not carry, are copied too. Nothing of the copy is shared with p,
// not even between two uses of one expression, since Check writes into
// every expression and statement; strings are shared, being immutable.
// orig maps each statement of the copy to the statement of p it copies.
//
// Clone fails on an element it cannot copy with certainty: an expression
// or statement of a type it does not know, or a kind of trigger, type or
// time it does not know.
func Clone(p *ta.Program) (cp *ta.Program, orig map[ta.Stmt]ta.Stmt, err error) {
	c := cloner{orig: map[ta.Stmt]ta.Stmt{}}
	cp = &ta.Program{Name: p.Name, File: p.File, Pos: p.Pos}
	cp.Vars = cloneEach(p.Vars, func(v *ta.Var) *ta.Var {
		nv := &ta.Var{Name: v.Name, Type: c.typ(&v.Type), Init: c.expr(v.Init), Device: v.Device, Pos: v.Pos, Internal: v.Internal}
		if v.Display != nil {
			nv.Display = &ta.Display{Name: v.Display.Name, Values: cloneStrings(v.Display.Values)}
		}
		if v.Number != nil {
			nv.Number = &ta.Number{Consts: cloneStrings(v.Number.Consts)}
		}
		return nv
	})
	cp.Labels = cloneEach(p.Labels, func(l *ta.Label) *ta.Label {
		return &ta.Label{Name: l.Name, Cond: c.expr(l.Cond), Pos: l.Pos}
	})
	cp.Clocks = cloneEach(p.Clocks, func(k *ta.Clock) *ta.Clock {
		nk := &ta.Clock{Name: k.Name, Pos: k.Pos}
		if k.Init != nil {
			init := *k.Init
			nk.Init = &init
		}
		return nk
	})
	cp.Timers = cloneEach(p.Timers, func(t *ta.Timer) *ta.Timer {
		return &ta.Timer{Name: t.Name, Clock: t.Clock, Pos: t.Pos, Display: t.Display}
	})
	cp.Events = cloneEach(p.Events, func(e *ta.Event) *ta.Event {
		return &ta.Event{Name: e.Name, Guard: c.expr(e.Guard), Pos: e.Pos}
	})
	cp.Factors = cloneEach(p.Factors, func(f *ta.Factor) *ta.Factor {
		nf := &ta.Factor{Name: f.Name, Lo: f.Lo, Hi: f.Hi, Pos: f.Pos}
		if f.Number != nil {
			nf.Number = &ta.Number{Consts: cloneStrings(f.Number.Consts)}
		}
		return nf
	})
	cp.Progress = cloneEach(p.Progress, c.expr)
	cp.Urgent = cloneEach(p.Urgent, c.expr)
	cp.Rules = cloneEach(p.Rules, func(r *ta.Rule) *ta.Rule {
		return &ta.Rule{Name: r.Name, Trigger: c.trigger(&r.Trigger), Disabled: r.Disabled, Body: c.stmts(r.Body), Pos: r.Pos, Internal: r.Internal}
	})
	if c.err != nil {
		return nil, nil, c.err
	}
	return cp, c.orig, nil
}

// cloner copies a program's parts; the first element it cannot copy is
// its error, after which the copy is only walked to the end and dropped.
type cloner struct {
	orig map[ta.Stmt]ta.Stmt
	err  error
}

func (c *cloner) fail(format string, args ...any) {
	if c.err == nil {
		c.err = fmt.Errorf("copying the program: "+format, args...)
	}
}

// cloneEach copies a list element by element; an empty list becomes nil,
// as the parser leaves a list it found nothing for.
func cloneEach[T any](in []T, f func(T) T) []T {
	if len(in) == 0 {
		return nil
	}
	out := make([]T, len(in))
	for i, x := range in {
		out[i] = f(x)
	}
	return out
}

func cloneStrings(in []string) []string {
	if len(in) == 0 {
		return nil
	}
	return append([]string(nil), in...)
}

func (c *cloner) typ(t *ta.Type) ta.Type {
	switch t.Kind {
	case ta.Bool:
		return ta.Type{Kind: ta.Bool}
	case ta.Int:
		return ta.Type{Kind: ta.Int, Lo: t.Lo, Hi: t.Hi}
	case ta.Enum:
		return ta.Type{Kind: ta.Enum, Values: cloneStrings(t.Values)}
	}
	c.fail("unknown kind of type %d", t.Kind)
	return ta.Type{}
}

func (c *cloner) trigger(t *ta.Trigger) ta.Trigger {
	out := ta.Trigger{Kind: t.Kind, Pos: t.Pos}
	switch t.Kind {
	case ta.OnName, ta.OnChange:
		out.Name = t.Name
	case ta.OnCall:
	case ta.OnTime:
		out.At, out.Days = c.timeLit(t.At), t.Days
	case ta.OnEvery:
		out.Period, out.Days = t.Period, t.Days
		if t.From != nil {
			out.From, out.To = c.timeLit(t.From), c.timeLit(t.To)
		}
	default:
		c.fail("%s: unknown kind of trigger %d", t.Pos, t.Kind)
	}
	return out
}

func (c *cloner) timeLit(t *ta.TimeLit) *ta.TimeLit {
	if t == nil {
		return nil
	}
	switch t.Base {
	case ta.Midnight, ta.Sunrise, ta.Sunset:
	default:
		c.fail("%s: unknown base of a time of day %d", t.Pos, t.Base)
	}
	return &ta.TimeLit{Pos: t.Pos, Base: t.Base, Offset: t.Offset}
}

func (c *cloner) stmts(in []ta.Stmt) []ta.Stmt {
	return cloneEach(in, c.stmt)
}

func (c *cloner) stmt(s ta.Stmt) ta.Stmt {
	var out ta.Stmt
	switch s := s.(type) {
	case *ta.Assign:
		out = &ta.Assign{StmtBase: ta.StmtBase{Pos: s.Pos}, Var: s.Var, Value: c.expr(s.Value)}
	case *ta.If:
		out = &ta.If{StmtBase: ta.StmtBase{Pos: s.Pos}, Cond: c.expr(s.Cond), Then: c.stmts(s.Then), Else: c.stmts(s.Else)}
	case *ta.Reset:
		out = &ta.Reset{StmtBase: ta.StmtBase{Pos: s.Pos}, Clock: s.Clock}
	case *ta.Start:
		out = &ta.Start{StmtBase: ta.StmtBase{Pos: s.Pos}, Timer: s.Timer, Lo: s.Lo, Hi: s.Hi}
	case *ta.Cancel:
		out = &ta.Cancel{StmtBase: ta.StmtBase{Pos: s.Pos}, Timer: s.Timer}
	case *ta.Run:
		out = &ta.Run{StmtBase: ta.StmtBase{Pos: s.Pos}, Rule: s.Rule}
	case *ta.Enable:
		out = &ta.Enable{StmtBase: ta.StmtBase{Pos: s.Pos}, Rule: s.Rule}
	case *ta.Disable:
		out = &ta.Disable{StmtBase: ta.StmtBase{Pos: s.Pos}, Rule: s.Rule}
	case *ta.Emit:
		out = &ta.Emit{StmtBase: ta.StmtBase{Pos: s.Pos}, Name: s.Name}
	case *ta.Assert:
		out = &ta.Assert{StmtBase: ta.StmtBase{Pos: s.Pos}, Cond: c.expr(s.Cond)}
	default:
		// Nil included: a body the text form could not print either.
		c.fail("a statement of type %T", s)
		return nil
	}
	c.orig[out] = s
	return out
}

// expr copies an expression tree node by node. Nil stays nil: an
// optional expression (an initial value, a guard) that is absent.
func (c *cloner) expr(e ta.Expr) ta.Expr {
	switch e := e.(type) {
	case nil:
		return nil
	case *ta.IntLit:
		return &ta.IntLit{Pos: e.Pos, Value: e.Value}
	case *ta.BoolLit:
		return &ta.BoolLit{Pos: e.Pos, Value: e.Value}
	case *ta.DurationLit:
		return &ta.DurationLit{Pos: e.Pos, Seconds: e.Seconds}
	case *ta.TimeLit:
		return c.timeLit(e)
	case *ta.Ident:
		return &ta.Ident{Pos: e.Pos, Name: e.Name}
	case *ta.Unary:
		return &ta.Unary{Pos: e.Pos, Op: e.Op, X: c.expr(e.X)}
	case *ta.Binary:
		return &ta.Binary{Pos: e.Pos, Op: e.Op, X: c.expr(e.X), Y: c.expr(e.Y), Atom: -1, Tod: -1}
	case *ta.TimeIn:
		return &ta.TimeIn{Pos: e.Pos, From: c.timeLit(e.From), To: c.timeLit(e.To), Days: e.Days, Dates: e.Dates, Tod: -1}
	case *ta.Random:
		return &ta.Random{Pos: e.Pos, Lo: e.Lo, Hi: e.Hi, Order: e.Order}
	case *ta.CondExpr:
		return &ta.CondExpr{Pos: e.Pos, C: c.expr(e.C), Then: c.expr(e.Then), Else: c.expr(e.Else)}
	case *ta.ListIndex:
		return &ta.ListIndex{Pos: e.Pos, Elems: cloneEach(e.Elems, c.expr), Index: c.expr(e.Index)}
	}
	c.fail("%s: an expression of type %T", e.ExprPos(), e)
	return nil
}
