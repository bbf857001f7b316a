package syntax

import (
	"fmt"

	"github.com/delorean-mc/delorean/ta"
)

// Copy returns a deep copy of a checked program, unchecked, so that the
// caller can edit it (drop declarations, add statements) and ta.Check it
// again: the program Parse reads back from Print(p), but keeping the
// original's source positions, so that diagnostics and coverage point at
// the original source, and the display forms of its variables and timers.
// orig maps each copied statement to the statement it copies.
//
// The copy is made structurally (Clone): printing and parsing,
// once per independent loop, was most of the CPU time of a split
// exploration of a large home. A program with an element Clone does not
// know is copied through the text form (CopyByText), which reports it.
func Copy(p *ta.Program) (cp *ta.Program, orig map[ta.Stmt]ta.Stmt, err error) {
	if cp, orig, err := Clone(p); err == nil {
		return cp, orig, nil
	}
	return CopyByText(p)
}

// CopyByText is Copy made by printing and parsing, which re-resolves every
// name. It keeps the source positions of the program, its declarations,
// rules and statements, but not those of expressions, triggers and
// factors, which point into the printed text. Copy falls back to it; tests
// compare the two.
func CopyByText(p *ta.Program) (cp *ta.Program, orig map[ta.Stmt]ta.Stmt, err error) {
	cp, err = Parse(p.File, []byte(Print(p)))
	if err != nil {
		return nil, nil, fmt.Errorf("copying the program: %v", err)
	}
	if len(cp.Vars) != len(p.Vars) || len(cp.Clocks) != len(p.Clocks) || len(cp.Timers) != len(p.Timers) ||
		len(cp.Events) != len(p.Events) || len(cp.Labels) != len(p.Labels) || len(cp.Rules) != len(p.Rules) {
		return nil, nil, fmt.Errorf("copying the program: its declarations do not print and parse back one for one")
	}
	cp.Name, cp.File, cp.Pos = p.Name, p.File, p.Pos
	for i, v := range cp.Vars {
		v.Pos = p.Vars[i].Pos
		v.Internal = p.Vars[i].Internal       // reports' concern, not in the text format
		if d := p.Vars[i].Display; d != nil { // reports' names: not in the text format
			v.Display = &ta.Display{Name: d.Name, Values: append([]string(nil), d.Values...)}
		}
		if n := p.Vars[i].Number; n != nil { // what a number's classes mean: not in the text format either
			v.Number = &ta.Number{Consts: append([]string(nil), n.Consts...)}
		}
	}
	for i, c := range cp.Clocks {
		c.Pos = p.Clocks[i].Pos
	}
	for i, t := range cp.Timers {
		t.Pos = p.Timers[i].Pos
		t.Display = p.Timers[i].Display
	}
	for i, e := range cp.Events {
		e.Pos = p.Events[i].Pos
	}
	for i, l := range cp.Labels {
		l.Pos = p.Labels[i].Pos
	}
	for i, f := range cp.Factors {
		if i < len(p.Factors) && p.Factors[i].Name == f.Name && p.Factors[i].Number != nil {
			f.Number = &ta.Number{Consts: append([]string(nil), p.Factors[i].Number.Consts...)}
		}
	}
	orig = map[ta.Stmt]ta.Stmt{}
	var walk func(o, c []ta.Stmt) error
	walk = func(o, c []ta.Stmt) error {
		if len(o) != len(c) {
			return fmt.Errorf("copying the program: %d statements became %d", len(o), len(c))
		}
		for i, s := range c {
			s.Base().Pos = o[i].Base().Pos
			orig[s] = o[i]
			switch sc := s.(type) {
			case *ta.Assign:
				if so, ok := o[i].(*ta.Assign); ok {
					copyOrders(so.Value, sc.Value)
				}
			case *ta.If:
				if so, ok := o[i].(*ta.If); ok {
					copyOrders(so.Cond, sc.Cond)
				}
			}
			if ifc, ok := s.(*ta.If); ok {
				ifo, ok := o[i].(*ta.If)
				if !ok {
					return fmt.Errorf("copying the program: statement %s changed kind", o[i].Base().Pos)
				}
				if err := walk(ifo.Then, ifc.Then); err != nil {
					return err
				}
				if err := walk(ifo.Else, ifc.Else); err != nil {
					return err
				}
			}
		}
		return nil
	}
	for i, r := range cp.Rules {
		r.Pos = p.Rules[i].Pos
		r.Internal = p.Rules[i].Internal
		if err := walk(p.Rules[i].Body, r.Body); err != nil {
			return nil, nil, err
		}
	}
	return cp, orig, nil
}

// copyOrders marks the randoms of c that are order choices in o (the
// text form does not say: ta.Random.Order), c being o printed and parsed.
func copyOrders(o, c ta.Expr) {
	switch o := o.(type) {
	case *ta.Random:
		if r, ok := c.(*ta.Random); ok {
			r.Order = o.Order
		}
	case *ta.Unary:
		if u, ok := c.(*ta.Unary); ok {
			copyOrders(o.X, u.X)
		}
	case *ta.Binary:
		if b, ok := c.(*ta.Binary); ok {
			copyOrders(o.X, b.X)
			copyOrders(o.Y, b.Y)
		}
	case *ta.CondExpr:
		if x, ok := c.(*ta.CondExpr); ok {
			copyOrders(o.C, x.C)
			copyOrders(o.Then, x.Then)
			copyOrders(o.Else, x.Else)
		}
	case *ta.ListIndex:
		if x, ok := c.(*ta.ListIndex); ok && len(x.Elems) == len(o.Elems) {
			for i := range o.Elems {
				copyOrders(o.Elems[i], x.Elems[i])
			}
			copyOrders(o.Index, x.Index)
		}
	}
}
