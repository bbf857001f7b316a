package tck

import (
	"maps"
	"slices"
	"strconv"

	"github.com/antlr4-go/antlr/v4"
	"github.com/delorean-mc/delorean/frontends/tck/parser"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Parse reads a TChecker model. Every item must be declared before it is
// used, as in TChecker; all problems are reported with their positions.
func Parse(file string, src []byte) (*System, error) {
	if err := syntax.CheckLimits(file, src); err != nil {
		return nil, err
	}
	b := &builder{SyntaxListener: syntax.NewSyntaxListener(file)}
	// The grammar's lexer, by hand (lexer.go): its ERRCHAR rule takes
	// any character the others do not, so it reports no error itself.
	tokens := antlr.NewCommonTokenStream(newLexer(string(src)), antlr.TokenDefaultChannel)
	tree := parseFile(tokens, b)
	if len(b.Errs) > 0 {
		b.Errs.Sort()
		return nil, b.Errs
	}
	sys := b.file(tree)
	if len(b.Errs) > 0 {
		b.Errs.Sort()
		return nil, b.Errs
	}
	return sys, nil
}

// parseFile parses in two stages, as ANTLR advises for speed: first with
// SLL prediction, then, only if that met a syntax error, again with full
// LL prediction and the error listener. A parse SLL completes without an
// error is the LL parse; LL prediction alone made the parse of a 5 KB
// model take 19 ms (the attributes' alternatives need full context in
// SLL's view, and full-context predictions are not cached), about
// TChecker's whole run on it. (The runtime's BailErrorStrategy cannot be
// used: the generated rules recover its panic and fail reporting it.)
func parseFile(tokens *antlr.CommonTokenStream, b *builder) parser.IFileContext {
	if sllFirst {
		p := parser.NewTCKParser(tokens)
		p.RemoveErrorListeners()
		var sll errorCount
		p.AddErrorListener(&sll)
		p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
		tree := p.File()
		if sll.n == 0 && len(b.Errs) == 0 {
			return tree
		}
		tokens.Seek(0)
	}
	p := parser.NewTCKParser(tokens)
	p.RemoveErrorListeners()
	p.AddErrorListener(b)
	var tree parser.IFileContext
	b.Guard(func() { tree = p.File() })
	return tree
}

// sllFirst is false only in the test that compares both stages' parses.
var sllFirst = true

// errorCount counts the syntax errors of the SLL stage.
type errorCount struct {
	antlr.DefaultErrorListener
	n int
}

func (c *errorCount) SyntaxError(antlr.Recognizer, any, int, int, string, antlr.RecognitionException) {
	c.n++
}

type builder struct {
	*syntax.SyntaxListener
	sys     *System
	procs   map[string]*Process
	events  map[string]*Event
	clocks  map[string]*Array
	ints    map[string]*IntArray
	locs    map[*Process]map[string]*Location
	taken   map[string]ta.Pos // every declared variable or clock name
	sysSeen bool
}

func (b *builder) errorf(pos ta.Pos, format string, args ...any) { b.Errs.Add(pos, format, args...) }

func (b *builder) file(ctx parser.IFileContext) *System {
	b.sys = &System{}
	b.procs = map[string]*Process{}
	b.events = map[string]*Event{}
	b.clocks = map[string]*Array{}
	b.ints = map[string]*IntArray{}
	b.locs = map[*Process]map[string]*Location{}
	b.taken = map[string]ta.Pos{}
	for i, d := range ctx.AllDecl() {
		if _, ok := d.(*parser.SystemDeclContext); !ok && i == 0 {
			b.errorf(b.PosOf(d), "the system declaration (system:NAME) must come first")
		}
		b.decl(d)
	}
	if !b.sysSeen {
		b.errorf(ta.Pos{File: b.File, Line: 1, Col: 1}, "missing system declaration (system:NAME)")
	}
	return b.sys
}

func (b *builder) declareVar(name string, pos ta.Pos) bool {
	if prev, ok := b.taken[name]; ok {
		b.errorf(pos, "%q is already declared at %s", name, prev)
		return false
	}
	b.taken[name] = pos
	return true
}

func (b *builder) size(t antlr.TerminalNode) int {
	n, err := strconv.Atoi(t.GetText())
	if err != nil || n < 1 || n > 4096 {
		b.errorf(b.TokenPos(t.GetSymbol()), "array size %s must be between 1 and 4096", t.GetText())
		return 1
	}
	return n
}

func (b *builder) sint(ctx parser.ISintContext) int64 {
	n, err := strconv.ParseInt(ctx.INT().GetText(), 10, 64)
	if err != nil || n > 1<<40 {
		b.errorf(b.PosOf(ctx), "integer %s is too large", ctx.GetText())
	}
	if ctx.GetNeg() != nil {
		return -n
	}
	return n
}

func (b *builder) process(ctx parser.IIdentContext) *Process {
	p := b.procs[ctx.GetText()]
	if p == nil {
		b.errorf(b.PosOf(ctx), "undeclared process %q%s", ctx.GetText(), ta.Suggest(ctx.GetText(), slices.Collect(maps.Keys(b.procs))))
	}
	return p
}

func (b *builder) event(ctx parser.IIdentContext) *Event {
	e := b.events[ctx.GetText()]
	if e == nil {
		b.errorf(b.PosOf(ctx), "undeclared event %q%s", ctx.GetText(), ta.Suggest(ctx.GetText(), slices.Collect(maps.Keys(b.events))))
	}
	return e
}

func (b *builder) location(p *Process, ctx parser.IIdentContext) *Location {
	l := b.locs[p][ctx.GetText()]
	if l == nil {
		b.errorf(b.PosOf(ctx), "process %s has no location %q", p.Name, ctx.GetText())
	}
	return l
}

func (b *builder) decl(d parser.IDeclContext) {
	pos := b.PosOf(d)
	switch d := d.(type) {
	case *parser.SystemDeclContext:
		if b.sysSeen {
			b.errorf(pos, "a second system declaration")
		}
		b.sysSeen = true
		b.sys.Name, b.sys.Pos = d.Ident().GetText(), pos
	case *parser.ProcessDeclContext:
		name := d.Ident().GetText()
		if b.procs[name] != nil {
			b.errorf(pos, "process %q is declared twice", name)
			return
		}
		p := &Process{Name: name, Pos: pos}
		b.procs[name] = p
		b.locs[p] = map[string]*Location{}
		b.sys.Processes = append(b.sys.Processes, p)
	case *parser.EventDeclContext:
		name := d.Ident().GetText()
		if b.events[name] != nil {
			b.errorf(pos, "event %q is declared twice", name)
			return
		}
		e := &Event{Name: name, Pos: pos}
		b.events[name] = e
		b.sys.Events = append(b.sys.Events, e)
	case *parser.ClockDeclContext:
		a := &Array{Name: d.Ident().GetText(), Size: b.size(d.INT()), Pos: pos}
		if b.declareVar(a.Name, pos) {
			b.clocks[a.Name] = a
			b.sys.Clocks = append(b.sys.Clocks, a)
		}
	case *parser.IntDeclContext:
		a := &IntArray{Array: Array{Name: d.Ident().GetText(), Size: b.size(d.INT()), Pos: pos},
			Min: b.sint(d.Sint(0)), Max: b.sint(d.Sint(1)), Init: b.sint(d.Sint(2))}
		if a.Min > a.Max || a.Init < a.Min || a.Init > a.Max {
			b.errorf(pos, "int %s: needs min <= init <= max, got %d, %d, %d", a.Name, a.Min, a.Init, a.Max)
		}
		if b.declareVar(a.Name, pos) {
			b.ints[a.Name] = a
			b.sys.Ints = append(b.sys.Ints, a)
		}
	case *parser.LocationDeclContext:
		p := b.process(d.Ident(0))
		if p == nil {
			return
		}
		l := &Location{Name: d.Ident(1).GetText(), Pos: pos}
		if b.locs[p][l.Name] != nil {
			b.errorf(pos, "process %s: location %q is declared twice", p.Name, l.Name)
			return
		}
		b.locationAttrs(l, d.Attrs())
		b.locs[p][l.Name] = l
		p.Locations = append(p.Locations, l)
	case *parser.EdgeDeclContext:
		p := b.process(d.Ident(0))
		if p == nil {
			return
		}
		e := &Edge{Proc: p, Src: b.location(p, d.Ident(1)), Tgt: b.location(p, d.Ident(2)), Event: b.event(d.Ident(3)), Pos: pos}
		b.edgeAttrs(e, d.Attrs())
		if e.Src != nil && e.Tgt != nil && e.Event != nil {
			p.Edges = append(p.Edges, e)
		}
	case *parser.SyncDeclContext:
		s := &Sync{Pos: pos}
		seen := map[*Process]bool{}
		for _, it := range d.AllSyncItem() {
			p, e := b.process(it.Ident(0)), b.event(it.Ident(1))
			if p == nil || e == nil {
				continue
			}
			if seen[p] {
				b.errorf(b.PosOf(it), "process %s appears twice in one sync", p.Name)
			}
			seen[p] = true
			s.Items = append(s.Items, SyncItem{Proc: p, Event: e, Weak: it.GetWeak() != nil, Pos: b.PosOf(it)})
		}
		b.sys.Syncs = append(b.sys.Syncs, s)
	}
}

func (b *builder) attrList(ctx parser.IAttrsContext) []parser.IAttrContext {
	if ctx == nil {
		return nil
	}
	return ctx.AllAttr()
}

// locationAttrNames are the attributes of a location DeLorean reads.
var locationAttrNames = []string{"initial", "committed", "urgent", "labels", "invariant"}

func (b *builder) locationAttrs(l *Location, ctx parser.IAttrsContext) {
	for _, a := range b.attrList(ctx) {
		switch a := a.(type) {
		case *parser.FlagAttrContext:
			switch a.GetKey().GetText() {
			case "initial":
				l.Initial = true
			case "committed":
				l.Committed = true
			case "urgent":
				l.Urgent = true
			}
		case *parser.OtherAttrContext:
			// TChecker ignores attributes it does not know, but one an
			// edit or two from a known one is a typo: {inital:} would
			// leave the process without its initial location.
			if hint := ta.Suggest(a.OtherKey().GetText(), locationAttrNames); hint != "" {
				b.errorf(b.PosOf(a), "unknown attribute %q%s", a.OtherKey().GetText(), hint)
			}
		case *parser.LabelsAttrContext:
			for _, id := range a.AllIdent() {
				l.Labels = append(l.Labels, id.GetText())
			}
		case *parser.ExprAttrContext:
			if a.GetKey().GetText() != "invariant" {
				b.errorf(b.PosOf(a), "a location has no %q attribute (edges do)", a.GetKey().GetText())
				continue
			}
			if a.Expr() != nil { // {invariant:} says nothing
				l.Invariant = b.expr(a.Expr())
			}
		case *parser.DoAttrContext:
			b.errorf(b.PosOf(a), "a location has no \"do\" attribute (edges do)")
		}
	}
}

func (b *builder) edgeAttrs(e *Edge, ctx parser.IAttrsContext) {
	for _, a := range b.attrList(ctx) {
		switch a := a.(type) {
		case *parser.ExprAttrContext:
			if a.GetKey().GetText() != "provided" {
				b.errorf(b.PosOf(a), "an edge has no %q attribute (locations do)", a.GetKey().GetText())
				continue
			}
			if a.Expr() != nil { // {provided:} says nothing
				e.Guard = b.expr(a.Expr())
			}
		case *parser.DoAttrContext:
			if a.Stmts() != nil { // {do:} says nothing
				e.Do = b.stmts(a.Stmts())
			}
		case *parser.FlagAttrContext, *parser.LabelsAttrContext:
			b.errorf(b.PosOf(a), "an edge has no %q attribute (locations do)", a.GetStart().GetText())
		case *parser.OtherAttrContext:
			// {provide: x > 1} would drop the guard without a word.
			if hint := ta.Suggest(a.OtherKey().GetText(), []string{"provided"}); hint != "" {
				b.errorf(b.PosOf(a), "unknown attribute %q%s", a.OtherKey().GetText(), hint)
			}
		}
	}
}

func (b *builder) stmts(ctx parser.IStmtsContext) []Stmt {
	var out []Stmt
	for _, s := range ctx.AllStmt() {
		pos := b.PosOf(s)
		switch s := s.(type) {
		case *parser.AssignStmtContext:
			out = append(out, &Assign{Pos: pos, LHS: b.lvalue(s.Lvalue()), RHS: b.expr(s.Expr())})
		case *parser.NopStmtContext:
		case *parser.IfStmtContext:
			st := &If{Pos: pos, C: b.expr(s.Expr())}
			parts := s.AllStmts()
			st.Then = b.stmts(parts[0])
			if len(parts) > 1 {
				st.Else = b.stmts(parts[1])
			}
			out = append(out, st)
		case *parser.WhileStmtContext:
			b.errorf(pos, "while loops are not supported (DeLorean needs each edge to run a bounded number of statements)")
		case *parser.LocalStmtContext:
			b.errorf(pos, "local variables are not supported")
		}
	}
	return out
}

func (b *builder) lvalue(ctx parser.ILvalueContext) *VarRef {
	v := &VarRef{Pos: b.PosOf(ctx), Name: ctx.Ident().GetText()}
	if e := ctx.Expr(); e != nil {
		v.Index = b.expr(e)
	}
	return v
}

func (b *builder) expr(ctx parser.IExprContext) Expr {
	pos := b.PosOf(ctx)
	defer b.Leave()
	if !b.Enter(ctx) {
		return &IntLit{Pos: pos}
	}
	switch e := ctx.(type) {
	case *parser.ParenExprContext:
		return b.expr(e.Expr())
	case *parser.CondExprContext:
		return &Cond{Pos: pos, C: b.expr(e.Expr(0)), A: b.expr(e.Expr(1)), B: b.expr(e.Expr(2))}
	case *parser.UnaryExprContext:
		return &Unary{Pos: pos, Op: e.GetOp().GetText(), X: b.expr(e.Expr())}
	case *parser.MulExprContext:
		return &Binary{Pos: pos, Op: e.GetOp().GetText(), X: b.expr(e.Expr(0)), Y: b.expr(e.Expr(1))}
	case *parser.AddExprContext:
		return &Binary{Pos: pos, Op: e.GetOp().GetText(), X: b.expr(e.Expr(0)), Y: b.expr(e.Expr(1))}
	case *parser.CmpExprContext:
		return &Binary{Pos: pos, Op: e.GetOp().GetText(), X: b.expr(e.Expr(0)), Y: b.expr(e.Expr(1))}
	case *parser.AndExprContext:
		return &Binary{Pos: pos, Op: "&&", X: b.expr(e.Expr(0)), Y: b.expr(e.Expr(1))}
	case *parser.OrExprContext:
		return &Binary{Pos: pos, Op: "||", X: b.expr(e.Expr(0)), Y: b.expr(e.Expr(1))}
	case *parser.IntExprContext:
		n, err := strconv.ParseInt(e.GetText(), 10, 64)
		if err != nil || n > 1<<40 {
			b.errorf(pos, "integer %s is too large", e.GetText())
		}
		return &IntLit{Pos: pos, Value: n}
	case *parser.VarExprContext:
		return b.lvalue(e.Lvalue())
	}
	return &IntLit{Pos: pos}
}
