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
	b.start()
	// The file is parsed a piece of declarations at a time (pieces), each
	// built before the next is parsed: the tokens and the parse tree of a
	// whole 5 MB model took 900 MB, of a piece a few.
	var synErrs ta.ErrorList
	for i, pc := range pieces(src) {
		sem := b.Errs
		b.Errs = append(ta.ErrorList(nil), synErrs...) // the guard counts every syntax error
		b.Line0, b.Col0 = pc.line, 1
		tokens := antlr.NewCommonTokenStream(newLexer(string(src[pc.start:pc.end])), antlr.TokenDefaultChannel)
		tree := parseFile(tokens, b)
		if len(b.Errs) > len(synErrs) {
			synErrs, b.Errs = b.Errs, sem
			if len(synErrs) >= syntax.MaxSyntaxErrors {
				break
			}
			continue
		}
		b.Errs = sem
		if len(synErrs) == 0 {
			b.decls(tree, i == 0)
		}
	}
	if len(synErrs) > 0 {
		// Syntax errors only, as a file parsed whole gives: what was
		// built before them may be wrong for want of what they hide.
		synErrs.Sort()
		return nil, synErrs
	}
	if !b.sysSeen {
		b.errorf(ta.Pos{File: b.File, Line: 1, Col: 1}, "missing system declaration (system:NAME)")
	}
	if len(b.Errs) > 0 {
		b.Errs.Sort()
		return nil, b.Errs
	}
	return b.sys, nil
}

// piece is a part of a file that holds whole declarations: bytes
// [start, end), starting on line line.
type piece struct{ start, end, line int }

// pieceBytes is about how much of a file a piece holds (a variable for
// the test that parses with pieces and whole).
var pieceBytes = 256 << 10

// pieces cuts src into pieces of whole declarations, each about
// pieceBytes or more: a piece ends before a line that starts with a
// declaration's keyword and a colon, outside braces and comments. (A
// cut in the wrong place could only make a syntax error of a file that
// has one anyway: no declaration holds a line that starts so outside
// braces.) A file under pieceBytes is one piece.
func pieces(src []byte) []piece {
	var out []piece
	start, startLine, line, depth := 0, 1, 1, 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '{':
			depth++
		case '}':
			depth--
		case '#':
			for i+1 < len(src) && src[i+1] != '\n' {
				i++
			}
		case '\n':
			line++
			if depth == 0 && i+1-start >= pieceBytes && declStart(src[i+1:]) {
				out = append(out, piece{start, i + 1, startLine})
				start, startLine = i+1, line
			}
		}
	}
	return append(out, piece{start, len(src), startLine})
}

// declStart reports whether a line starts with a declaration's keyword
// and a colon.
func declStart(s []byte) bool {
	for _, k := range []string{"system", "process", "event", "clock", "int", "location", "edge", "sync"} {
		if len(s) > len(k) && string(s[:len(k)]) == k {
			rest := s[len(k):]
			for len(rest) > 0 && (rest[0] == ' ' || rest[0] == '\t') {
				rest = rest[1:]
			}
			return len(rest) > 0 && rest[0] == ':'
		}
	}
	return false
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
		tree := sllParse(p)
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
	panic(sllFailed{}) // the LL stage parses again, reporting: no need to read on
}

// sllFailed ends the SLL stage at its first syntax error: going on, it
// recovered at every token of a file of garbage (10 MB in seconds).
type sllFailed struct{}

// sllParse is the SLL stage's parse, nil when it met a syntax error.
func sllParse(p *parser.TCKParser) (tree parser.IFileContext) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(sllFailed); !ok {
				panic(r)
			}
			tree = nil
		}
	}()
	return p.File()
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

// start makes the builder's tables, before the first declaration.
func (b *builder) start() {
	b.sys = &System{}
	b.procs = map[string]*Process{}
	b.events = map[string]*Event{}
	b.clocks = map[string]*Array{}
	b.ints = map[string]*IntArray{}
	b.locs = map[*Process]map[string]*Location{}
	b.taken = map[string]ta.Pos{}
}

// decls builds the declarations of a piece of the file (first: the
// file's first piece).
func (b *builder) decls(ctx parser.IFileContext, first bool) {
	for i, d := range ctx.AllDecl() {
		if _, ok := d.(*parser.SystemDeclContext); !ok && i == 0 && first {
			b.errorf(b.PosOf(d), "the system declaration (system:NAME) must come first")
		}
		b.decl(d)
	}
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
