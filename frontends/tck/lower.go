package tck

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// Lower turns a TChecker model into the IR:
//   - each process becomes a variable whose values are its locations;
//   - each global edge (an asynchronous edge, or one instance of a sync)
//     becomes an event guarded by the edges' guards and source locations,
//     and a rule that runs the edges' statements and moves the locations;
//   - location invariants become progress conditions, committed and urgent
//     locations urgent conditions (committed ones also restrict which edges
//     may fire), and location labels become labels;
//   - clocks start at 0.
func Lower(sys *System, file string) (*ta.Program, error) {
	l := &lowerer{sys: sys, prog: &ta.Program{Name: sys.Name, File: file, Pos: sys.Pos},
		ints: map[string]*IntArray{}, clocks: map[string]*Array{}, locName: map[*Location]string{}}
	l.declare()
	l.edges()
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, l.errs
	}
	return l.prog, nil
}

type lowerer struct {
	sys     *System
	prog    *ta.Program
	errs    ta.ErrorList
	ints    map[string]*IntArray
	clocks  map[string]*Array
	locName map[*Location]string // the IR value of each location
	// committed is "some process is in a committed location", or nil.
	committed ta.Expr
}

func (l *lowerer) errorf(pos ta.Pos, format string, args ...any) { l.errs.Add(pos, format, args...) }

func elemName(a *Array, i int) string {
	if a.Size == 1 {
		return a.Name
	}
	return fmt.Sprintf("%s[%d]", a.Name, i)
}

func (l *lowerer) declare() {
	p := l.prog
	names := map[string]bool{}
	for _, a := range l.sys.Ints {
		l.ints[a.Name] = a
		for i := 0; i < a.Size; i++ {
			init := &ta.IntLit{Pos: a.Pos, Value: a.Init}
			p.Vars = append(p.Vars, &ta.Var{Name: elemName(&a.Array, i), Type: ta.Type{Kind: ta.Int, Lo: a.Min, Hi: a.Max}, Init: init, Pos: a.Pos})
			names[elemName(&a.Array, i)] = true
		}
	}
	zero := int64(0)
	for _, a := range l.sys.Clocks {
		l.clocks[a.Name] = a
		for i := 0; i < a.Size; i++ {
			p.Clocks = append(p.Clocks, &ta.Clock{Name: elemName(a, i), Init: &zero, Pos: a.Pos})
			names[elemName(a, i)] = true
		}
	}
	labels := map[string][]ta.Expr{}
	var labelOrder []string
	var committed []ta.Expr
	for _, pr := range l.sys.Processes {
		if names[pr.Name] {
			l.errorf(pr.Pos, "process %s has the name of a variable or clock", pr.Name)
			continue
		}
		if len(pr.Locations) == 0 {
			l.errorf(pr.Pos, "process %s has no location", pr.Name)
			continue
		}
		var init *Location
		var values []string
		for _, loc := range pr.Locations {
			v := loc.Name
			if names[v] {
				// A location may share a variable's name in TChecker; the
				// IR's names are global, so qualify it.
				v = pr.Name + "." + loc.Name
			}
			l.locName[loc] = v
			values = append(values, v)
			if loc.Initial {
				if init != nil {
					l.errorf(loc.Pos, "process %s has a second initial location (%s and %s); DeLorean explores one start state", pr.Name, init.Name, loc.Name)
				}
				init = loc
			}
		}
		if init == nil {
			l.errorf(pr.Pos, "process %s has no initial location (add {initial:} to one)", pr.Name)
			continue
		}
		p.Vars = append(p.Vars, &ta.Var{Name: pr.Name, Type: ta.Type{Kind: ta.Enum, Values: values},
			Init: &ta.Ident{Pos: init.Pos, Name: l.locName[init]}, Pos: pr.Pos})
		for _, loc := range pr.Locations {
			at := l.at(pr, loc, loc.Pos)
			if loc.Invariant != nil {
				inv := l.cond(loc.Invariant)
				p.Progress = append(p.Progress, &ta.Binary{Pos: loc.Pos, Op: ta.OpImplies, X: at, Y: inv, Atom: -1, Tod: -1})
			}
			if loc.Committed || loc.Urgent {
				p.Urgent = append(p.Urgent, l.at(pr, loc, loc.Pos))
			}
			if loc.Committed {
				committed = append(committed, l.at(pr, loc, loc.Pos))
			}
			for _, lab := range loc.Labels {
				if _, ok := labels[lab]; !ok {
					labelOrder = append(labelOrder, lab)
				}
				labels[lab] = append(labels[lab], l.at(pr, loc, loc.Pos))
			}
		}
	}
	l.committed = disjunction(committed)
	for _, lab := range labelOrder {
		p.Labels = append(p.Labels, &ta.Label{Name: lab, Cond: disjunction(labels[lab]), Pos: l.sys.Pos})
	}
}

// at is the condition "process pr is in location loc".
func (l *lowerer) at(pr *Process, loc *Location, pos ta.Pos) ta.Expr {
	return &ta.Binary{Pos: pos, Op: ta.OpEq, X: &ta.Ident{Pos: pos, Name: pr.Name}, Y: &ta.Ident{Pos: pos, Name: l.locName[loc]}, Atom: -1, Tod: -1}
}

func disjunction(xs []ta.Expr) ta.Expr {
	return fold(xs, ta.OpOr)
}

func conjunction(xs []ta.Expr) ta.Expr {
	return fold(xs, ta.OpAnd)
}

func fold(xs []ta.Expr, op ta.Op) ta.Expr {
	var out ta.Expr
	for _, x := range xs {
		if out == nil {
			out = x
			continue
		}
		out = &ta.Binary{Pos: x.ExprPos(), Op: op, X: out, Y: x, Atom: -1, Tod: -1}
	}
	return out
}

// A global edge: the edges that move together, and for weak sync
// constraints that do not take part, the edges that must be disabled.
type globalEdge struct {
	parts    []*Edge
	excluded []*Edge
	pos      ta.Pos
}

func (l *lowerer) edges() {
	// Which (process, event) pairs are synchronous.
	syncd := map[*Process]map[*Event]bool{}
	for _, s := range l.sys.Syncs {
		for _, it := range s.Items {
			if syncd[it.Proc] == nil {
				syncd[it.Proc] = map[*Event]bool{}
			}
			syncd[it.Proc][it.Event] = true
		}
	}
	var all []globalEdge
	for _, pr := range l.sys.Processes {
		for _, e := range pr.Edges {
			if !syncd[pr][e.Event] {
				all = append(all, globalEdge{parts: []*Edge{e}, pos: e.Pos})
			}
		}
	}
	for _, s := range l.sys.Syncs {
		all = append(all, l.instances(s)...)
	}
	used := map[string]int{}
	for _, g := range all {
		l.globalEdge(g, used)
	}
}

// instances expands a sync declaration into its global edges: one edge
// of each strong process, and for each weak process one of its edges or,
// when none is enabled, no edge.
func (l *lowerer) instances(s *Sync) []globalEdge {
	type option struct {
		edge     *Edge   // nil: the weak process does not take part
		excluded []*Edge // then: its edges that must be disabled
	}
	var choices [][]option
	for _, it := range s.Items {
		var opts []option
		var labelled []*Edge
		for _, e := range it.Proc.Edges {
			if e.Event == it.Event {
				labelled = append(labelled, e)
				opts = append(opts, option{edge: e})
			}
		}
		if it.Weak {
			opts = append(opts, option{excluded: labelled})
		} else if len(opts) == 0 {
			return nil // a strong constraint without edges: never instantiated
		}
		choices = append(choices, opts)
	}
	var out []globalEdge
	cur := make([]option, len(choices))
	var rec func(i int)
	rec = func(i int) {
		if i == len(choices) {
			g := globalEdge{pos: s.Pos}
			for _, o := range cur {
				if o.edge != nil {
					g.parts = append(g.parts, o.edge)
				} else {
					g.excluded = append(g.excluded, o.excluded...)
				}
			}
			// A global edge moves at least one process (weak constraints
			// alone instantiate a sync only when one of them can).
			if len(g.parts) > 0 {
				out = append(out, g)
			}
			return
		}
		for _, o := range choices[i] {
			cur[i] = o
			rec(i + 1)
		}
	}
	rec(0)
	return out
}

// enabling is "edge e can be taken": its process is at its source and its
// guard holds.
func (l *lowerer) enabling(e *Edge) ta.Expr {
	at := l.at(e.Proc, e.Src, e.Pos)
	if e.Guard == nil {
		return at
	}
	return conjunction([]ta.Expr{at, l.cond(e.Guard)})
}

func (l *lowerer) globalEdge(g globalEdge, used map[string]int) {
	p := l.prog
	// Processes move in declaration order, as TChecker applies the edges'
	// statements in the order of the tuple.
	order := map[*Process]int{}
	for i, pr := range l.sys.Processes {
		order[pr] = i
	}
	sort.SliceStable(g.parts, func(i, j int) bool { return order[g.parts[i].Proc] < order[g.parts[j].Proc] })
	var names []string
	var guards []ta.Expr
	fromCommitted := false
	for _, e := range g.parts {
		names = append(names, fmt.Sprintf("%s:%s->%s:%s", e.Proc.Name, e.Src.Name, e.Tgt.Name, e.Event.Name))
		guards = append(guards, l.enabling(e))
		fromCommitted = fromCommitted || e.Src.Committed
	}
	for _, e := range g.excluded {
		guards = append(guards, &ta.Unary{Pos: e.Pos, Op: ta.OpNot, X: l.enabling(e)})
	}
	if l.committed != nil && !fromCommitted {
		// While a process is in a committed location, only edges leaving
		// a committed location may fire.
		guards = append(guards, &ta.Unary{Pos: g.pos, Op: ta.OpNot, X: l.committed})
	}
	name := strings.Join(names, " | ")
	used[name]++
	if n := used[name]; n > 1 {
		name = fmt.Sprintf("%s #%d", name, n)
	}
	p.Events = append(p.Events, &ta.Event{Name: name, Guard: conjunction(guards), Pos: g.pos})
	rule := &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: g.pos}, Pos: g.pos}
	for _, e := range g.parts {
		rule.Body = append(rule.Body, l.stmts(e.Do)...)
	}
	for _, e := range g.parts {
		if e.Src != e.Tgt {
			rule.Body = append(rule.Body, &ta.Assign{StmtBase: ta.StmtBase{Pos: e.Pos}, Var: e.Proc.Name, Value: &ta.Ident{Pos: e.Pos, Name: l.locName[e.Tgt]}})
		}
	}
	p.Rules = append(p.Rules, rule)
}

// Expression kinds, to put TChecker's C-like mixing of integers and
// conditions into the IR's types.
type kind uint8

const (
	kInt kind = iota
	kBool
	kClock
	kClockDiff
	kBad
)

// cond lowers an expression used as a condition.
func (l *lowerer) cond(e Expr) ta.Expr {
	x, k := l.expr(e)
	return l.asBool(x, k, e.exprPos())
}

func (l *lowerer) asBool(x ta.Expr, k kind, pos ta.Pos) ta.Expr {
	switch k {
	case kInt:
		return &ta.Binary{Pos: pos, Op: ta.OpNe, X: x, Y: &ta.IntLit{Pos: pos}, Atom: -1, Tod: -1}
	case kClock, kClockDiff:
		l.errorf(pos, "a clock is not a condition (compare it with a constant)")
	}
	return x
}

func (l *lowerer) asInt(x ta.Expr, k kind, pos ta.Pos) ta.Expr {
	switch k {
	case kBool:
		return &ta.CondExpr{Pos: pos, C: x, Then: &ta.IntLit{Pos: pos, Value: 1}, Else: &ta.IntLit{Pos: pos}}
	case kClock, kClockDiff:
		l.errorf(pos, "clocks can only be compared with constants and reset to 0")
	}
	return x
}

// constant evaluates an expression without variables.
func constant(e Expr) (int64, bool) {
	switch e := e.(type) {
	case *IntLit:
		return e.Value, true
	case *Unary:
		if e.Op == "-" {
			v, ok := constant(e.X)
			return -v, ok
		}
	case *Binary:
		a, ok1 := constant(e.X)
		b, ok2 := constant(e.Y)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch e.Op {
		case "+":
			return a + b, true
		case "-":
			return a - b, true
		case "*":
			return a * b, true
		case "/":
			if b != 0 {
				return a / b, true
			}
		case "%":
			if b != 0 {
				return a % b, true
			}
		}
	}
	return 0, false
}

var binOps = map[string]ta.Op{
	"+": ta.OpAdd, "-": ta.OpSub, "*": ta.OpMul, "/": ta.OpDiv, "%": ta.OpMod,
	"==": ta.OpEq, "!=": ta.OpNe, "<": ta.OpLt, "<=": ta.OpLe, ">": ta.OpGt, ">=": ta.OpGe,
	"&&": ta.OpAnd, "||": ta.OpOr,
}

func (l *lowerer) expr(e Expr) (ta.Expr, kind) {
	pos := e.exprPos()
	switch e := e.(type) {
	case *IntLit:
		return &ta.IntLit{Pos: pos, Value: e.Value}, kInt
	case *VarRef:
		return l.varRef(e)
	case *Cond:
		c := l.cond(e.C)
		a, ka := l.expr(e.A)
		b, kb := l.expr(e.B)
		return &ta.CondExpr{Pos: pos, C: c, Then: l.asInt(a, ka, pos), Else: l.asInt(b, kb, pos)}, kInt
	case *Unary:
		x, k := l.expr(e.X)
		if e.Op == "!" {
			return &ta.Unary{Pos: pos, Op: ta.OpNot, X: l.asBool(x, k, pos)}, kBool
		}
		if v, ok := constant(e); ok {
			return &ta.IntLit{Pos: pos, Value: v}, kInt
		}
		return &ta.Unary{Pos: pos, Op: ta.OpNeg, X: l.asInt(x, k, pos)}, kInt
	case *Binary:
		op := binOps[e.Op]
		if v, ok := constant(e); ok {
			return &ta.IntLit{Pos: pos, Value: v}, kInt
		}
		x, kx := l.expr(e.X)
		y, ky := l.expr(e.Y)
		mk := func(a, b ta.Expr) ta.Expr { return &ta.Binary{Pos: pos, Op: op, X: a, Y: b, Atom: -1, Tod: -1} }
		switch {
		case op == ta.OpAnd || op == ta.OpOr:
			return mk(l.asBool(x, kx, pos), l.asBool(y, ky, pos)), kBool
		case op.IsComparison():
			clockX, clockY := kx == kClock || kx == kClockDiff, ky == kClock || ky == kClockDiff
			if clockX || clockY {
				// The IR checks the forms x ⋈ c and x - y ⋈ c; a constant
				// side must be folded into one number.
				other := e.Y
				if clockY {
					other = e.X
				}
				if v, ok := constant(other); ok {
					lit := &ta.IntLit{Pos: other.exprPos(), Value: v}
					if clockY {
						return mk(lit, y), kBool
					}
					return mk(x, lit), kBool
				}
				return mk(x, y), kBool
			}
			return mk(l.asInt(x, kx, pos), l.asInt(y, ky, pos)), kBool
		case op == ta.OpSub && kx == kClock && ky == kClock:
			return mk(x, y), kClockDiff
		}
		return mk(l.asInt(x, kx, pos), l.asInt(y, ky, pos)), kInt
	}
	return &ta.IntLit{Pos: pos}, kBad
}

// varRef lowers a variable or clock, with its index for arrays: a
// constant index names an element; a computed one reads through a list.
func (l *lowerer) varRef(v *VarRef) (ta.Expr, kind) {
	if a := l.clocks[v.Name]; a != nil {
		i, ok := l.index(v, a)
		if !ok {
			return &ta.IntLit{Pos: v.Pos}, kBad
		}
		if i < 0 {
			l.errorf(v.Pos, "a clock array needs a constant index (%s)", v.Name)
			return &ta.IntLit{Pos: v.Pos}, kBad
		}
		return &ta.Ident{Pos: v.Pos, Name: elemName(a, i)}, kClock
	}
	a := l.ints[v.Name]
	if a == nil {
		l.errorf(v.Pos, "undeclared variable %q%s", v.Name, l.suggestVar(v.Name))
		return &ta.IntLit{Pos: v.Pos}, kBad
	}
	i, ok := l.index(v, &a.Array)
	switch {
	case !ok:
		return &ta.IntLit{Pos: v.Pos}, kBad
	case i >= 0:
		return &ta.Ident{Pos: v.Pos, Name: elemName(&a.Array, i)}, kInt
	}
	li := &ta.ListIndex{Pos: v.Pos}
	for k := 0; k < a.Size; k++ {
		li.Elems = append(li.Elems, &ta.Ident{Pos: v.Pos, Name: elemName(&a.Array, k)})
	}
	x, kx := l.expr(v.Index)
	li.Index = l.asInt(x, kx, v.Pos)
	return li, kInt
}

// index returns the constant index of an array reference (0 for a scalar),
// or -1 when the index is computed.
func (l *lowerer) index(v *VarRef, a *Array) (int, bool) {
	if v.Index == nil {
		if a.Size != 1 {
			l.errorf(v.Pos, "%s is an array of %d; give an index", v.Name, a.Size)
			return 0, false
		}
		return 0, true
	}
	c, ok := constant(v.Index)
	if !ok {
		return -1, true
	}
	if c < 0 || c >= int64(a.Size) {
		l.errorf(v.Pos, "index %d is outside %s[0..%d]", c, v.Name, a.Size-1)
		return 0, false
	}
	return int(c), true
}

func (l *lowerer) stmts(list []Stmt) []ta.Stmt {
	var out []ta.Stmt
	for _, s := range list {
		out = append(out, l.stmt(s)...)
	}
	return out
}

func (l *lowerer) stmt(s Stmt) []ta.Stmt {
	switch s := s.(type) {
	case *If:
		return []ta.Stmt{&ta.If{StmtBase: ta.StmtBase{Pos: s.Pos}, Cond: l.cond(s.C), Then: l.stmts(s.Then), Else: l.stmts(s.Else)}}
	case *Assign:
		base := ta.StmtBase{Pos: s.Pos}
		if a := l.clocks[s.LHS.Name]; a != nil {
			i, ok := l.index(s.LHS, a)
			if !ok {
				return nil
			}
			if i < 0 {
				l.errorf(s.Pos, "a clock array needs a constant index (%s)", a.Name)
				return nil
			}
			if c, ok := constant(s.RHS); !ok || c != 0 {
				l.errorf(s.Pos, "clocks can only be reset to 0 (region exploration)")
				return nil
			}
			return []ta.Stmt{&ta.Reset{StmtBase: base, Clock: elemName(a, i)}}
		}
		a := l.ints[s.LHS.Name]
		if a == nil {
			l.errorf(s.Pos, "undeclared variable %q%s", s.LHS.Name, l.suggestVar(s.LHS.Name))
			return nil
		}
		x, k := l.expr(s.RHS)
		val := l.asInt(x, k, s.Pos)
		i, ok := l.index(s.LHS, &a.Array)
		switch {
		case !ok:
			return nil
		case i >= 0:
			return []ta.Stmt{&ta.Assign{StmtBase: base, Var: elemName(&a.Array, i), Value: val}}
		}
		// A computed index: check it, then choose the element.
		ix, kx := l.expr(s.LHS.Index)
		idx := l.asInt(ix, kx, s.Pos)
		check := &ta.Assert{StmtBase: base, Cond: conjunction([]ta.Expr{
			&ta.Binary{Pos: s.Pos, Op: ta.OpGe, X: idx, Y: &ta.IntLit{Pos: s.Pos}, Atom: -1, Tod: -1},
			&ta.Binary{Pos: s.Pos, Op: ta.OpLt, X: idx, Y: &ta.IntLit{Pos: s.Pos, Value: int64(a.Size)}, Atom: -1, Tod: -1},
		})}
		var chain []ta.Stmt
		for k := a.Size - 1; k >= 0; k-- {
			assign := &ta.Assign{StmtBase: base, Var: elemName(&a.Array, k), Value: val}
			if k == a.Size-1 {
				chain = []ta.Stmt{assign}
				continue
			}
			chain = []ta.Stmt{&ta.If{StmtBase: base, Cond: &ta.Binary{Pos: s.Pos, Op: ta.OpEq, X: idx, Y: &ta.IntLit{Pos: s.Pos, Value: int64(k)}, Atom: -1, Tod: -1},
				Then: []ta.Stmt{assign}, Else: chain}}
		}
		return append([]ta.Stmt{check}, chain...)
	}
	return nil
}

// suggestVar names the declared variable (integer or clock) a misspelt
// one is nearest to, if one is near.
func (l *lowerer) suggestVar(name string) string {
	known := slices.Collect(maps.Keys(l.ints))
	known = append(known, slices.Collect(maps.Keys(l.clocks))...)
	return ta.Suggest(name, known)
}
