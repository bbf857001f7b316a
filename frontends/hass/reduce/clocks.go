// Package reduce holds the reductions of Home Assistant's lowering that
// keep every answer: clocks read only together shared (ShareClocks),
// entities that keep no state (Pulse), time patterns cut to their
// automation's window (TickWindow). frontends/hass decides where they
// apply and TestPulseAgrees checks them against the plain lowering.
package reduce

import (
	"fmt"
	"slices"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// Shared clocks. A state condition with for: reads a clock per entity,
// the time since its last change. Conditions often test several entities
// at once ("the TV off for 15 minutes, the kitchen and bedroom lights off
// for 3"), and the zones then tell apart every order of the entities'
// last changes, although such a conjunction asks only whether the latest
// of them is old enough: for the same constant c,
//
//	x1 > c && x2 > c  ==  min(x1, x2) > c
//
// and min(x1, x2) is itself a clock: the time since the reset of either.
// So clocks read only in such conjunctions, always together and with the
// same constants, share one clock, reset where any of them is. They all
// start unset (long ago), so the shared clock is their minimum from the
// start.

// sinceUse is where a since clock is read: a conjunction (its top &&
// node, or the comparison itself when it is not in one) and the constant.
type sinceUse struct {
	top     ta.Expr
	seconds int64
}

// ShareClocks gives clocks of p read only together one clock, named by
// name from their names. candidates are the clocks it may share, in
// order: clocks only reset and compared, that all start unset.
func ShareClocks(p *ta.Program, candidates []string, name func(members []string) string) {
	clocks := map[string]bool{}
	for _, c := range candidates {
		clocks[c] = true
	}
	if len(clocks) < 2 {
		return
	}
	uses := map[string][]sinceUse{}
	bad := map[string]bool{}
	var walk func(x, top ta.Expr)
	walk = func(x, top ta.Expr) {
		switch x := x.(type) {
		case *ta.Ident:
			bad[x.Name] = true // read other than in a comparison with a constant
		case *ta.Binary:
			if id, ok := x.X.(*ta.Ident); ok && x.Op == ta.OpGt && clocks[id.Name] {
				if d, ok := x.Y.(*ta.DurationLit); ok {
					if top == nil {
						top = x
					}
					uses[id.Name] = append(uses[id.Name], sinceUse{top, d.Seconds})
					return
				}
			}
			switch {
			case x.Op != ta.OpAnd:
				top = nil
			case top == nil:
				top = x // the chain of &&s starts here
			}
			walk(x.X, top)
			walk(x.Y, top)
		case *ta.Unary:
			walk(x.X, nil)
		case *ta.CondExpr:
			walk(x.C, nil)
			walk(x.Then, nil)
			walk(x.Else, nil)
		case *ta.ListIndex:
			for _, e := range x.Elems {
				walk(e, nil)
			}
			walk(x.Index, nil)
		}
	}
	eachExpr(p, func(x ta.Expr) { walk(x, nil) })
	// Clocks with the same uses are shared.
	groups := map[string][]string{}
	var keys []string
	for _, c := range candidates {
		if bad[c] || len(uses[c]) == 0 {
			continue
		}
		u := uses[c]
		var parts []string
		for _, s := range u {
			parts = append(parts, fmt.Sprintf("%p/%d", s.top, s.seconds))
		}
		slices.Sort(parts)
		k := strings.Join(slices.Compact(parts), ",")
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], c)
	}
	rename := map[string]string{}
	for _, k := range keys {
		g := groups[k]
		if len(g) < 2 {
			continue
		}
		shared := name(g)
		for _, c := range g {
			rename[c] = shared
		}
	}
	if len(rename) == 0 {
		return
	}
	var kept []*ta.Clock
	declared := map[string]bool{}
	for _, c := range p.Clocks {
		if to, ok := rename[c.Name]; ok {
			if declared[to] {
				continue
			}
			declared[to] = true
			c = &ta.Clock{Name: to, Pos: c.Pos}
		}
		kept = append(kept, c)
	}
	p.Clocks = kept
	eachExpr(p, func(x ta.Expr) { renameIdents(x, rename) })
	for _, r := range p.Rules {
		renameResets(r.Body, rename)
	}
}

// eachExpr calls f with every expression of p's rules and events.
func eachExpr(p *ta.Program, f func(ta.Expr)) {
	for _, e := range p.Events {
		if e.Guard != nil {
			f(e.Guard)
		}
	}
	var stmts func([]ta.Stmt)
	stmts = func(body []ta.Stmt) {
		for _, s := range body {
			switch s := s.(type) {
			case *ta.If:
				f(s.Cond)
				stmts(s.Then)
				stmts(s.Else)
			case *ta.Assign:
				f(s.Value)
			case *ta.Assert:
				f(s.Cond)
			}
		}
	}
	for _, r := range p.Rules {
		stmts(r.Body)
	}
}

func renameIdents(x ta.Expr, to map[string]string) {
	switch x := x.(type) {
	case *ta.Ident:
		if n, ok := to[x.Name]; ok {
			x.Name = n
		}
	case *ta.Binary:
		renameIdents(x.X, to)
		renameIdents(x.Y, to)
	case *ta.Unary:
		renameIdents(x.X, to)
	case *ta.CondExpr:
		renameIdents(x.C, to)
		renameIdents(x.Then, to)
		renameIdents(x.Else, to)
	case *ta.ListIndex:
		for _, e := range x.Elems {
			renameIdents(e, to)
		}
		renameIdents(x.Index, to)
	}
}

func renameResets(body []ta.Stmt, to map[string]string) {
	for _, s := range body {
		switch s := s.(type) {
		case *ta.Reset:
			if n, ok := to[s.Clock]; ok {
				s.Clock = n
			}
		case *ta.If:
			renameResets(s.Then, to)
			renameResets(s.Else, to)
		}
	}
}
