package ta

import "fmt"

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
func (p *Program) Clone() (cp *Program, orig map[Stmt]Stmt, err error) {
	c := cloner{orig: map[Stmt]Stmt{}}
	cp = &Program{Name: p.Name, File: p.File, Pos: p.Pos}
	cp.Vars = cloneEach(p.Vars, func(v *Var) *Var {
		nv := &Var{Name: v.Name, Type: c.typ(&v.Type), Init: c.expr(v.Init), Device: v.Device, Pos: v.Pos}
		if v.Display != nil {
			nv.Display = &Display{Name: v.Display.Name, Values: cloneStrings(v.Display.Values)}
		}
		return nv
	})
	cp.Labels = cloneEach(p.Labels, func(l *Label) *Label {
		return &Label{Name: l.Name, Cond: c.expr(l.Cond), Pos: l.Pos}
	})
	cp.Clocks = cloneEach(p.Clocks, func(k *Clock) *Clock {
		nk := &Clock{Name: k.Name, Pos: k.Pos}
		if k.Init != nil {
			init := *k.Init
			nk.Init = &init
		}
		return nk
	})
	cp.Timers = cloneEach(p.Timers, func(t *Timer) *Timer {
		return &Timer{Name: t.Name, Clock: t.Clock, Pos: t.Pos, Display: t.Display}
	})
	cp.Events = cloneEach(p.Events, func(e *Event) *Event {
		return &Event{Name: e.Name, Guard: c.expr(e.Guard), Pos: e.Pos}
	})
	cp.Factors = cloneEach(p.Factors, func(f *Factor) *Factor {
		return &Factor{Name: f.Name, Lo: f.Lo, Hi: f.Hi, Pos: f.Pos}
	})
	cp.Progress = cloneEach(p.Progress, c.expr)
	cp.Urgent = cloneEach(p.Urgent, c.expr)
	cp.Rules = cloneEach(p.Rules, func(r *Rule) *Rule {
		return &Rule{Name: r.Name, Trigger: c.trigger(&r.Trigger), Disabled: r.Disabled, Body: c.stmts(r.Body), Pos: r.Pos}
	})
	if c.err != nil {
		return nil, nil, c.err
	}
	return cp, c.orig, nil
}

// cloner copies a program's parts; the first element it cannot copy is
// its error, after which the copy is only walked to the end and dropped.
type cloner struct {
	orig map[Stmt]Stmt
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

func (c *cloner) typ(t *Type) Type {
	switch t.Kind {
	case Bool:
		return Type{Kind: Bool}
	case Int:
		return Type{Kind: Int, Lo: t.Lo, Hi: t.Hi}
	case Enum:
		return Type{Kind: Enum, Values: cloneStrings(t.Values)}
	}
	c.fail("unknown kind of type %d", t.Kind)
	return Type{}
}

func (c *cloner) trigger(t *Trigger) Trigger {
	out := Trigger{Kind: t.Kind, Pos: t.Pos}
	switch t.Kind {
	case OnName, OnChange:
		out.Name = t.Name
	case OnCall:
	case OnTime:
		out.At, out.Days = c.timeLit(t.At), t.Days
	case OnEvery:
		out.Period = t.Period
	default:
		c.fail("%s: unknown kind of trigger %d", t.Pos, t.Kind)
	}
	return out
}

func (c *cloner) timeLit(t *TimeLit) *TimeLit {
	if t == nil {
		return nil
	}
	switch t.Base {
	case Midnight, Sunrise, Sunset:
	default:
		c.fail("%s: unknown base of a time of day %d", t.Pos, t.Base)
	}
	return &TimeLit{Pos: t.Pos, Base: t.Base, Offset: t.Offset}
}

func (c *cloner) stmts(in []Stmt) []Stmt {
	return cloneEach(in, c.stmt)
}

func (c *cloner) stmt(s Stmt) Stmt {
	var out Stmt
	switch s := s.(type) {
	case *Assign:
		out = &Assign{StmtBase: StmtBase{Pos: s.Pos}, Var: s.Var, Value: c.expr(s.Value)}
	case *If:
		out = &If{StmtBase: StmtBase{Pos: s.Pos}, Cond: c.expr(s.Cond), Then: c.stmts(s.Then), Else: c.stmts(s.Else)}
	case *Reset:
		out = &Reset{StmtBase: StmtBase{Pos: s.Pos}, Clock: s.Clock}
	case *Start:
		out = &Start{StmtBase: StmtBase{Pos: s.Pos}, Timer: s.Timer, Lo: s.Lo, Hi: s.Hi}
	case *Cancel:
		out = &Cancel{StmtBase: StmtBase{Pos: s.Pos}, Timer: s.Timer}
	case *Run:
		out = &Run{StmtBase: StmtBase{Pos: s.Pos}, Rule: s.Rule}
	case *Enable:
		out = &Enable{StmtBase: StmtBase{Pos: s.Pos}, Rule: s.Rule}
	case *Disable:
		out = &Disable{StmtBase: StmtBase{Pos: s.Pos}, Rule: s.Rule}
	case *Emit:
		out = &Emit{StmtBase: StmtBase{Pos: s.Pos}, Name: s.Name}
	case *Assert:
		out = &Assert{StmtBase: StmtBase{Pos: s.Pos}, Cond: c.expr(s.Cond)}
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
func (c *cloner) expr(e Expr) Expr {
	switch e := e.(type) {
	case nil:
		return nil
	case *IntLit:
		return &IntLit{Pos: e.Pos, Value: e.Value}
	case *BoolLit:
		return &BoolLit{Pos: e.Pos, Value: e.Value}
	case *DurationLit:
		return &DurationLit{Pos: e.Pos, Seconds: e.Seconds}
	case *TimeLit:
		return c.timeLit(e)
	case *Ident:
		return &Ident{Pos: e.Pos, Name: e.Name}
	case *Unary:
		return &Unary{Pos: e.Pos, Op: e.Op, X: c.expr(e.X)}
	case *Binary:
		return &Binary{Pos: e.Pos, Op: e.Op, X: c.expr(e.X), Y: c.expr(e.Y), Atom: -1, Tod: -1}
	case *TimeIn:
		return &TimeIn{Pos: e.Pos, From: c.timeLit(e.From), To: c.timeLit(e.To), Days: e.Days, Tod: -1}
	case *Random:
		return &Random{Pos: e.Pos, Lo: e.Lo, Hi: e.Hi}
	case *CondExpr:
		return &CondExpr{Pos: e.Pos, C: c.expr(e.C), Then: c.expr(e.Then), Else: c.expr(e.Else)}
	case *ListIndex:
		return &ListIndex{Pos: e.Pos, Elems: cloneEach(e.Elems, c.expr), Index: c.expr(e.Index)}
	}
	c.fail("%s: an expression of type %T", e.ExprPos(), e)
	return nil
}
