package syntax

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/parser"
)

// Limits that keep malformed or hostile input from exhausting the parser.
const (
	// MaxSourceBytes is the default of MaxInputBytes, the largest input
	// a parser accepts.
	MaxSourceBytes = 64 << 20
	// MaxNesting is the deepest nesting of parentheses and braces.
	MaxNesting = 256
	// MaxLineOperators is the most operators a line may hold. A longer
	// line cannot be an expression within ta.MaxExprDepth that a person
	// or a generator writes; refusing it before parsing saves the
	// seconds a parser takes to build its tree.
	MaxLineOperators = 8 * ta.MaxExprDepth
)

// Parse reads a program in the IR's text format. It returns every syntax
// error it finds, each with file:line:col; it does not check names or types
// (see ta.Check).
func Parse(file string, src []byte) (*ta.Program, error) {
	if err := CheckLimits(file, src); err != nil {
		return nil, err
	}
	b := newBuilder(file)
	p := newParser(b, string(src))
	var tree parser.IProgramContext
	b.Guard(func() { tree = p.Program() })
	if len(b.Errs) > 0 {
		b.Errs.Sort()
		return nil, b.Errs
	}
	prog := b.program(tree)
	if len(b.Errs) > 0 {
		b.Errs.Sort()
		return nil, b.Errs
	}
	return prog, nil
}

// ParseExpr reads one expression, for example an invariant's condition.
// Line and col give the position of src in file, so that diagnostics point
// into the file the expression came from.
func ParseExpr(file string, line, col int, src string) (ta.Expr, error) {
	if err := checkLimits(file, line, col, []byte(src)); err != nil {
		return nil, err
	}
	b := newBuilder(file)
	b.Line0, b.Col0 = line, col
	p := newParser(b, src)
	tree := p.ExprOnly()
	if len(b.Errs) > 0 {
		return nil, hintOperators(b.Errs, src)
	}
	e := b.expr(tree.Expr())
	if len(b.Errs) > 0 {
		return nil, b.Errs
	}
	return e, nil
}

// ParseTime reads a time of day as the IR writes it: 18:00, sunset,
// sunrise - 15m, sunset + 1h.
func ParseTime(file string, line, col int, src string) (*ta.TimeLit, error) {
	b := newBuilder(file)
	b.Line0, b.Col0 = line, col
	p := newParser(b, src)
	tree := p.TimeOnly()
	if len(b.Errs) > 0 {
		return nil, b.Errs
	}
	t := b.timeLit(tree.TimeLit())
	if len(b.Errs) > 0 {
		return nil, b.Errs
	}
	return t, nil
}

// CheckLimits rejects input that is too large or nested too deeply to
// parse safely; every front end calls it before parsing.
func CheckLimits(file string, src []byte) error {
	return checkLimits(file, 1, 1, src)
}

// checkLimits is CheckLimits on a text that starts at line0:col0 of file.
func checkLimits(file string, line0, col0 int, src []byte) error {
	if int64(len(src)) > MaxInputBytes {
		return ta.ErrorList{{Pos: ta.Pos{File: file, Line: 1, Col: 1}, Msg: fmt.Sprintf("input is %d bytes; the limit is %d (set DELOREAN_MAX_INPUT to raise it)", len(src), MaxInputBytes)}}
	}
	// unary counts a run of prefix operators (! and -, blanks between):
	// a parser recurses once for each, and a run of hundreds of thousands
	// takes a gigabyte of stack before any builder can count it.
	// ops counts the operators on a line (a run of operator characters
	// counting one): a chain a && b && ... as long as the builders'
	// bound takes seconds to parse, one a hundred times longer minutes.
	depth, unary, ops, line, col := 0, 0, 0, line0, col0
	inOp := false
	for _, c := range src {
		switch c {
		case '&', '|', '=', '<', '>', '!', '+', '-', '*', '/', '%', '^', '~':
			if !inOp {
				if ops++; ops > MaxLineOperators {
					return ta.ErrorList{{Pos: ta.Pos{File: file, Line: line, Col: col}, Msg: fmt.Sprintf("more than %d operators on one line: expression too long (split it: a label, a variable)", MaxLineOperators)}}
				}
			}
			inOp = true
		default:
			inOp = false
		}
		switch c {
		case '(', '{':
			depth++
			if depth > MaxNesting {
				return ta.ErrorList{{Pos: ta.Pos{File: file, Line: line, Col: col}, Msg: fmt.Sprintf("nesting deeper than %d levels", MaxNesting)}}
			}
		case ')', '}':
			depth--
		case '\n':
			line++
			col = 0
			ops = 0
		}
		switch c {
		case '!', '-':
			if unary++; unary > ta.MaxExprDepth {
				return ta.ErrorList{{Pos: ta.Pos{File: file, Line: line, Col: col}, Msg: fmt.Sprintf("more than %d operators in a row (! or -): expression nested too deep", ta.MaxExprDepth)}}
			}
		case ' ', '\t', '\r', '\n':
		default:
			unary = 0
		}
		col++
	}
	return nil
}

func newParser(b *builder, src string) *parser.TAParser {
	lexer := parser.NewTALexer(antlr.NewInputStream(src))
	lexer.RemoveErrorListeners()
	lexer.AddErrorListener(b)
	p := parser.NewTAParser(antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel))
	p.RemoveErrorListeners()
	p.AddErrorListener(b)
	return p
}

// SyntaxListener collects ANTLR's syntax errors as positioned
// diagnostics in plain words. Every front end's parser reports to one.
type SyntaxListener struct {
	*antlr.DefaultErrorListener
	File        string
	Line0, Col0 int // position of the text's first character in File
	Errs        ta.ErrorList
	guarded     bool // in Guard: SyntaxError stops the parse at MaxSyntaxErrors
	depth       int  // of the expression being built (Enter, Leave)
	deep        bool // the depth error is reported
	// Names says in the user's words what a token of the grammar is
	// (ISY's QNAME: a name in quotes), where ANTLR's message names it.
	Names map[string]string
}

// NewSyntaxListener returns a listener for text that starts at the top
// of file.
func NewSyntaxListener(file string) *SyntaxListener {
	return &SyntaxListener{DefaultErrorListener: antlr.NewDefaultErrorListener(), File: file, Line0: 1, Col0: 1}
}

// SyntaxError implements antlr.ErrorListener.
func (l *SyntaxListener) SyntaxError(_ antlr.Recognizer, _ any, line, column int, msg string, _ antlr.RecognitionException) {
	// ANTLR's name for the end of the text, where it is expected.
	msg = strings.ReplaceAll(strings.ReplaceAll(friendlySyntax(msg), "'<EOF>'", "the end"), "<EOF>", "the end")
	for tok, say := range l.Names {
		msg = regexp.MustCompile(`\b`+regexp.QuoteMeta(tok)+`\b`).ReplaceAllLiteralString(msg, say)
	}
	l.Errs = append(l.Errs, &ta.Error{Pos: l.At(line, column), Msg: "syntax error: " + msg})
	if l.guarded && len(l.Errs) >= MaxSyntaxErrors {
		panic(tooManyErrors{})
	}
}

// MaxSyntaxErrors is how many syntax errors a guarded parse (Guard) and
// a front end reading many pieces report before they stop: a file of
// garbage is refused in its first lines (where its first error is), not
// after the parser has recovered at each of its million tokens.
const MaxSyntaxErrors = 50

type tooManyErrors struct{}

// Guard runs parse, a parse reporting to l, and ends it at the
// MaxSyntaxErrors-th syntax error with a last error that says so. (The
// generated parsers pass errors as values, so the panic that ends the
// parse goes up to here.)
func (l *SyntaxListener) Guard(parse func()) {
	l.guarded = true
	defer func() {
		l.guarded = false
		if r := recover(); r != nil {
			if _, ok := r.(tooManyErrors); !ok {
				panic(r)
			}
			l.Errs = append(l.Errs, TooManyErrors(l.Errs[len(l.Errs)-1].Pos))
		}
	}()
	parse()
}

// TooManyErrors is the last error of a parse that stopped at
// MaxSyntaxErrors, at the last one's position.
func TooManyErrors(at ta.Pos) *ta.Error {
	return &ta.Error{Pos: at, Msg: fmt.Sprintf("%d errors: stopping here (the first are the ones to fix)", MaxSyntaxErrors)}
}

// At converts ANTLR's line and 0-based column into a position in File.
func (l *SyntaxListener) At(line, col0 int) ta.Pos {
	if line == 1 {
		return ta.Pos{File: l.File, Line: l.Line0, Col: l.Col0 + col0}
	}
	return ta.Pos{File: l.File, Line: l.Line0 + line - 1, Col: col0 + 1}
}

// PosOf is the position where a parse-tree node starts.
func (l *SyntaxListener) PosOf(ctx antlr.ParserRuleContext) ta.Pos {
	t := ctx.GetStart()
	return l.At(t.GetLine(), t.GetColumn())
}

// Enter counts one level more of an expression being built from the
// parse tree at ctx, and reports whether the builder may go on: past
// ta.MaxExprDepth it must not (the error is reported once). A chain
// a && b && ... is a parse tree as deep as it is long, and recursing
// through it would overflow the stack. Each Enter is paired with a Leave.
func (l *SyntaxListener) Enter(ctx antlr.ParserRuleContext) bool {
	l.depth++
	if l.depth <= ta.MaxExprDepth {
		return true
	}
	if !l.deep && ctx != nil {
		l.deep = true
		l.Errs.Add(l.PosOf(ctx), "expression nested more than %d operators deep; split it (a label, a variable)", ta.MaxExprDepth)
	}
	return false
}

// Leave ends the level that Enter began.
func (l *SyntaxListener) Leave() { l.depth-- }

// TokenPos is the position of a token.
func (l *SyntaxListener) TokenPos(t antlr.Token) ta.Pos { return l.At(t.GetLine(), t.GetColumn()) }

// builder turns the ANTLR parse tree into the IR and collects diagnostics.
type builder struct {
	*SyntaxListener
	openString int // the line of a string left open: its other errors follow from it
}

func newBuilder(file string) *builder {
	return &builder{SyntaxListener: NewSyntaxListener(file)}
}

// friendlySyntax rewords ANTLR's messages into "unexpected X, expected Y".
func friendlySyntax(msg string) string {
	for _, pre := range []string{"mismatched input ", "extraneous input "} {
		if strings.HasPrefix(msg, pre) {
			rest := strings.TrimPrefix(msg, pre)
			if i := strings.Index(rest, " expecting "); i >= 0 {
				return "unexpected " + tokenText(rest[:i]) + ", expected " + rest[i+len(" expecting "):]
			}
			return "unexpected " + tokenText(rest)
		}
	}
	if strings.HasPrefix(msg, "no viable alternative at input ") {
		in := strings.TrimPrefix(msg, "no viable alternative at input ")
		return "cannot parse " + in
	}
	if strings.HasPrefix(msg, "token recognition error at: ") {
		return "unexpected character " + strings.TrimPrefix(msg, "token recognition error at: ")
	}
	return msg
}

func tokenText(t string) string {
	if t == "'<EOF>'" {
		return "end of input"
	}
	return t
}

// SyntaxError implements antlr.ErrorListener. A block comment or a string
// left open does not match its token, so the lexer hands on its first
// character ('/' then '*', or '"' as an unknown character) and the parser
// would report that character as unexpected; say what is open instead.
func (b *builder) SyntaxError(rec antlr.Recognizer, off any, line, column int, msg string, e antlr.RecognitionException) {
	if t, ok := off.(antlr.Token); ok && t.GetInputStream() != nil {
		in, start := t.GetInputStream(), t.GetStart()
		switch {
		case t.GetText() == "/" && start+1 < in.Size() && in.GetText(start+1, start+1) == "*":
			b.Errs.Add(b.TokenPos(t), "unterminated comment: /* without a closing */")
			return
		case t.GetText() == `"`:
			b.Errs.Add(b.TokenPos(t), "unterminated string: \" without its closing \" on the same line")
			b.openString = t.GetLine()
			return
		case t.GetLine() == b.openString:
			return
		}
	}
	b.SyntaxListener.SyntaxError(rec, off, line, column, msg, e)
	last := b.Errs[len(b.Errs)-1]
	if strings.Contains(last.Msg, ", expected {") {
		last.Msg = expectedWords(last.Msg)
	}
	b.atLineEnd(rec, off, last)
}

// atLineEnd moves an error found at a closing '}' or ')' or the end of
// the file, when the token before it is on an earlier line, to the end of
// that line: what is missing is missing there (`Light =` and then `}` on
// the next line), not at the brace (issue 39).
func (b *builder) atLineEnd(rec antlr.Recognizer, off any, last *ta.Error) {
	t, ok := off.(antlr.Token)
	p, isParser := rec.(antlr.Parser)
	if !ok || !isParser || !strings.Contains(last.Msg, ", expected ") {
		return
	}
	closing := t.GetTokenType() == antlr.TokenEOF || t.GetText() == "}" || t.GetText() == ")"
	if !closing || strings.Contains(last.Msg, "expected the end") || strings.Contains(last.Msg, "expected {the end") {
		// Not closing, or where the file may end: a stray brace is
		// the mistake itself, at its place.
		return
	}
	ts := p.GetTokenStream()
	var prev antlr.Token
	for i := t.GetTokenIndex() - 1; i >= 0; i-- {
		if c := ts.Get(i); c.GetChannel() == antlr.TokenDefaultChannel {
			prev = c
			break
		}
	}
	if prev == nil || prev.GetLine() >= t.GetLine() {
		return
	}
	what := "the end of the file"
	if t.GetTokenType() != antlr.TokenEOF {
		what = fmt.Sprintf("'%s' on line %d", t.GetText(), b.At(t.GetLine(), t.GetColumn()).Line)
	}
	last.Pos = b.At(prev.GetLine(), prev.GetColumn()+len([]rune(prev.GetText())))
	if i := strings.Index(last.Msg, "unexpected "); i >= 0 {
		if j := strings.Index(last.Msg[i:], ", expected "); j >= 0 {
			last.Msg = last.Msg[:i] + "the line ends after '" + prev.GetText() + "'" + last.Msg[i+j:] + " (then " + what + ")"
		}
	}
}

// taTokens say what the .ta grammar's token kinds are, in a message's
// "expected" list.
var taTokens = map[string]string{
	"IDENT": "a name", "INT": "a number", "DURATION": "a duration such as 5m",
	"CLOCKTIME": "a time of day such as 18:30", "STRING": `a name in quotes`, "'<EOF>'": "the end",
}

// expectedWords rewords ANTLR's set of expected tokens ("expected {'-',
// 'if', '(', ..., INT, IDENT}") in words: where an expression may start,
// "an expression"; otherwise each kind named.
func expectedWords(msg string) string {
	i := strings.Index(msg, ", expected {")
	j := strings.LastIndex(msg, "}")
	if j < i {
		return msg
	}
	toks := strings.Split(msg[i+len(", expected {"):j], ", ")
	if slices.Contains(toks, "IDENT") && slices.Contains(toks, "INT") {
		return msg[:i] + ", expected an expression (a name, a value, a number, a time, a duration, ( or !)" + msg[j+1:]
	}
	var words []string
	for _, t := range toks {
		if w, ok := taTokens[t]; ok {
			t = w
		}
		words = append(words, t)
	}
	list := strings.Join(words, ", ")
	if k := len(words); k > 1 {
		list = strings.Join(words[:k-1], ", ") + " or " + words[k-1]
	}
	return msg[:i] + ", expected " + list + msg[j+1:]
}

func (b *builder) pos(ctx antlr.ParserRuleContext) ta.Pos { return b.PosOf(ctx) }

func (b *builder) tokPos(t antlr.Token) ta.Pos { return b.TokenPos(t) }

func (b *builder) errorf(pos ta.Pos, format string, args ...any) {
	b.Errs.Add(pos, format, args...)
}

func (b *builder) program(ctx parser.IProgramContext) *ta.Program {
	p := &ta.Program{File: b.File, Pos: ta.Pos{File: b.File, Line: 1, Col: 1}}
	if h := ctx.Header(); h != nil {
		p.Name = b.name(h.Name())
		p.Pos = b.pos(h)
	}
	for _, d := range ctx.AllDecl() {
		b.decl(p, d)
	}
	return p
}

func (b *builder) name(ctx parser.INameContext) string {
	if s := ctx.STRING(); s != nil {
		return unquote(s.GetText())
	}
	return ctx.GetText()
}

// unquote undoes quoteName: the lexer admits only \\ and \" as escapes.
func unquote(s string) string {
	s = s[1 : len(s)-1]
	var out strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		out.WriteByte(s[i])
	}
	return out.String()
}

func (b *builder) decl(p *ta.Program, d parser.IDeclContext) {
	switch d := d.(type) {
	case *parser.VarDeclContext:
		v := &ta.Var{Name: b.name(d.Name()), Type: b.typ(d.Type_()), Pos: b.pos(d.Name())}
		if e := d.Expr(); e != nil {
			v.Init = b.expr(e)
		}
		p.Vars = append(p.Vars, v)
	case *parser.DeviceDeclContext:
		v := &ta.Var{Name: b.name(d.Name()), Type: b.typ(d.Type_()), Device: true, Pos: b.pos(d.Name())}
		if e := d.Expr(); e != nil {
			v.Init = b.expr(e)
		}
		p.Vars = append(p.Vars, v)
	case *parser.ClockDeclContext:
		for _, it := range d.AllClockItem() {
			c := &ta.Clock{Name: b.name(it.Name()), Pos: b.pos(it.Name())}
			if du := it.Duration(); du != nil {
				v := b.duration(du)
				c.Init = &v
			}
			p.Clocks = append(p.Clocks, c)
		}
	case *parser.LabelDeclContext:
		p.Labels = append(p.Labels, &ta.Label{Name: b.name(d.Name()), Cond: b.expr(d.Expr()), Pos: b.pos(d.Name())})
	case *parser.TimerDeclContext:
		names := d.AllName()
		t := &ta.Timer{Name: b.name(names[0]), Pos: b.pos(names[0])}
		if len(names) > 1 {
			t.Clock = b.name(names[1])
		}
		p.Timers = append(p.Timers, t)
	case *parser.EventDeclContext:
		for _, it := range d.AllEventItem() {
			ev := &ta.Event{Name: b.name(it.Name()), Pos: b.pos(it.Name())}
			if e := it.Expr(); e != nil {
				ev.Guard = b.expr(e)
			}
			p.Events = append(p.Events, ev)
		}
	case *parser.FactorDeclContext:
		lo, hi := b.intRange(d.IntRange())
		p.Factors = append(p.Factors, &ta.Factor{Name: b.name(d.Name()), Lo: lo, Hi: hi, Pos: b.pos(d.Name())})
	case *parser.ProgressDeclContext:
		p.Progress = append(p.Progress, b.expr(d.Expr()))
	case *parser.UrgentDeclContext:
		p.Urgent = append(p.Urgent, b.expr(d.Expr()))
	case *parser.RuleDeclContext:
		r := &ta.Rule{Name: b.name(d.Name()), Disabled: d.GetDisabled() != nil, Pos: b.pos(d)}
		r.Trigger = b.trigger(d.Trigger())
		r.Body = b.block(d.Block())
		p.Rules = append(p.Rules, r)
	}
}

func (b *builder) typ(ctx parser.ITypeContext) ta.Type {
	switch t := ctx.(type) {
	case *parser.BoolTypeContext:
		return ta.Type{Kind: ta.Bool}
	case *parser.IntTypeContext:
		lo, hi := b.intRange(t.IntRange())
		return ta.Type{Kind: ta.Int, Lo: lo, Hi: hi}
	case *parser.EnumTypeContext:
		var vals []string
		for _, n := range t.AllName() {
			vals = append(vals, b.name(n))
		}
		return ta.Type{Kind: ta.Enum, Values: vals}
	}
	return ta.Type{Kind: ta.Bool}
}

func (b *builder) intRange(ctx parser.IIntRangeContext) (int64, int64) {
	ints := ctx.AllSignedInt()
	return b.signedInt(ints[0]), b.signedInt(ints[1])
}

func (b *builder) signedInt(ctx parser.ISignedIntContext) int64 {
	n := b.intTok(ctx.INT().GetSymbol())
	if ctx.GetNeg() != nil {
		return -n
	}
	return n
}

// intTok reads an integer literal; constants are limited to what the
// explorer can store and scale without overflow.
func (b *builder) intTok(t antlr.Token) int64 {
	n, err := strconv.ParseInt(t.GetText(), 10, 64)
	if err != nil || n > ta.MaxSeconds {
		b.errorf(b.tokPos(t), "integer %s is too large (the limit is %d)", t.GetText(), int64(ta.MaxSeconds))
		return 0
	}
	return n
}

func (b *builder) durationTok(t antlr.Token) int64 {
	n, err := ta.ParseDuration(t.GetText())
	if err != nil {
		b.errorf(b.tokPos(t), "%v", err)
	}
	return n
}

func (b *builder) duration(ctx parser.IDurationContext) int64 {
	if t := ctx.DURATION(); t != nil {
		return b.durationTok(t.GetSymbol())
	}
	return b.intTok(ctx.INT().GetSymbol())
}

func (b *builder) trigger(ctx parser.ITriggerContext) ta.Trigger {
	pos := b.pos(ctx)
	switch t := ctx.(type) {
	case *parser.OnChangeContext:
		return ta.Trigger{Kind: ta.OnChange, Name: b.name(t.Name()), Pos: pos}
	case *parser.OnCallContext:
		return ta.Trigger{Kind: ta.OnCall, Pos: pos}
	case *parser.OnNameContext:
		return ta.Trigger{Kind: ta.OnName, Name: b.name(t.Name()), Pos: pos}
	case *parser.AtTimeContext:
		return ta.Trigger{Kind: ta.OnTime, At: b.timeLit(t.TimeLit()), Days: b.days(t.Days()), Pos: pos}
	case *parser.EveryContext:
		tr := ta.Trigger{Kind: ta.OnEvery, Period: b.duration(t.Duration()), Days: b.days(t.Days()), Pos: pos}
		if w := t.Window(); w != nil {
			tr.From, tr.To = b.timeLit(w.TimeLit(0)), b.timeLit(w.TimeLit(1))
		}
		return tr
	}
	return ta.Trigger{Pos: pos}
}

func (b *builder) days(ctx parser.IDaysContext) ta.Weekdays {
	if ctx == nil {
		return 0
	}
	var w ta.Weekdays
	for _, n := range ctx.AllName() {
		d := ta.ParseWeekday(b.name(n))
		if d < 0 {
			b.errorf(b.pos(n), "%q is not a day of the week (Mon, Tue, Wed, Thu, Fri, Sat, Sun)", n.GetText())
			continue
		}
		w |= 1 << d
	}
	return w
}

// daysDates reads a window's days list, which may name dates too (day.1,
// Jan, year.2026): a schedule's names days of the week only.
func (b *builder) daysDates(ctx parser.IDaysContext) (ta.Weekdays, ta.Dates) {
	var dates ta.Dates
	if ctx == nil {
		return 0, dates
	}
	var w ta.Weekdays
	for _, n := range ctx.AllName() {
		s := b.name(n)
		if d := ta.ParseWeekday(s); d >= 0 {
			w |= 1 << d
			continue
		}
		ok, err := dates.AddName(s)
		switch {
		case err != nil:
			b.errorf(b.pos(n), "%v", err)
		case !ok:
			b.errorf(b.pos(n), "%q is not a day of the week (Mon, Tue, Wed, Thu, Fri, Sat, Sun) or a date (day.1 to day.31, Jan to Dec, year.2026, year.2026_2030)", n.GetText())
		}
	}
	return w, dates
}

func (b *builder) block(ctx parser.IBlockContext) []ta.Stmt {
	var out []ta.Stmt
	for _, s := range ctx.AllStmt() {
		if st := b.stmt(s); st != nil {
			out = append(out, st)
		}
	}
	return out
}

func (b *builder) stmt(ctx parser.IStmtContext) ta.Stmt {
	base := ta.StmtBase{Pos: b.pos(ctx)}
	switch s := ctx.(type) {
	case *parser.AssignStmtContext:
		return &ta.Assign{StmtBase: base, Var: b.name(s.Name()), Value: b.expr(s.Expr())}
	case *parser.IfStmtAltContext:
		return b.ifStmt(s.IfStmt())
	case *parser.ResetStmtContext:
		return &ta.Reset{StmtBase: base, Clock: b.name(s.Name())}
	case *parser.StartStmtContext:
		ds := s.AllDuration()
		st := &ta.Start{StmtBase: base, Timer: b.name(s.Name()), Lo: b.duration(ds[0])}
		st.Hi = st.Lo
		if len(ds) > 1 {
			st.Hi = b.duration(ds[1])
		}
		return st
	case *parser.CancelStmtContext:
		return &ta.Cancel{StmtBase: base, Timer: b.name(s.Name())}
	case *parser.RunStmtContext:
		return &ta.Run{StmtBase: base, Rule: b.name(s.Name())}
	case *parser.EnableStmtContext:
		return &ta.Enable{StmtBase: base, Rule: b.name(s.Name())}
	case *parser.DisableStmtContext:
		return &ta.Disable{StmtBase: base, Rule: b.name(s.Name())}
	case *parser.EmitStmtContext:
		return &ta.Emit{StmtBase: base, Name: b.name(s.Name())}
	case *parser.AssertStmtContext:
		return &ta.Assert{StmtBase: base, Cond: b.expr(s.Expr())}
	}
	return nil
}

func (b *builder) ifStmt(ctx parser.IIfStmtContext) *ta.If {
	st := &ta.If{StmtBase: ta.StmtBase{Pos: b.pos(ctx)}, Cond: b.expr(ctx.Expr())}
	blocks := ctx.AllBlock()
	st.Then = b.block(blocks[0])
	switch {
	case len(blocks) > 1:
		st.Else = b.block(blocks[1])
	case ctx.IfStmt() != nil:
		st.Else = []ta.Stmt{b.ifStmt(ctx.IfStmt())}
	}
	return st
}

var binOps = map[string]ta.Op{
	"->": ta.OpImplies, "||": ta.OpOr, "&&": ta.OpAnd,
	"==": ta.OpEq, "!=": ta.OpNe, "<": ta.OpLt, "<=": ta.OpLe, ">": ta.OpGt, ">=": ta.OpGe,
	"+": ta.OpAdd, "-": ta.OpSub, "*": ta.OpMul, "/": ta.OpDiv, "%": ta.OpMod,
	"&": ta.OpBitAnd, "|": ta.OpBitOr, "^": ta.OpBitXor,
}

func (b *builder) binary(ctx antlr.ParserRuleContext, op string, x, y parser.IExprContext) ta.Expr {
	return &ta.Binary{Pos: b.pos(ctx), Op: binOps[op], X: b.expr(x), Y: b.expr(y), Atom: -1, Tod: -1}
}

func (b *builder) expr(ctx parser.IExprContext) ta.Expr {
	defer b.Leave()
	if !b.Enter(ctx) {
		return &ta.BoolLit{}
	}
	switch e := ctx.(type) {
	case *parser.ParenExprContext:
		return b.expr(e.Expr())
	case *parser.UnaryExprContext:
		op := ta.OpNot
		if e.GetOp().GetText() == "-" {
			op = ta.OpNeg
			// A minus sign directly before a number is part of the literal.
			switch x := e.Expr().(type) {
			case *parser.IntExprContext:
				return &ta.IntLit{Pos: b.pos(e), Value: -b.intTok(x.INT().GetSymbol())}
			case *parser.DurationExprContext:
				return &ta.DurationLit{Pos: b.pos(e), Seconds: -b.durationTok(x.DURATION().GetSymbol())}
			}
		}
		return &ta.Unary{Pos: b.pos(e), Op: op, X: b.expr(e.Expr())}
	case *parser.MulExprContext:
		return b.binary(e, e.GetOp().GetText(), e.Expr(0), e.Expr(1))
	case *parser.AddExprContext:
		return b.binary(e, e.GetOp().GetText(), e.Expr(0), e.Expr(1))
	case *parser.CmpExprContext:
		return b.binary(e, e.GetOp().GetText(), e.Expr(0), e.Expr(1))
	case *parser.AndExprContext:
		return b.binary(e, "&&", e.Expr(0), e.Expr(1))
	case *parser.OrExprContext:
		return b.binary(e, "||", e.Expr(0), e.Expr(1))
	case *parser.ImpliesExprContext:
		return b.binary(e, "->", e.Expr(0), e.Expr(1))
	case *parser.TimeInExprContext:
		ts := e.AllTimeLit()
		days, dates := b.daysDates(e.Days())
		return &ta.TimeIn{Pos: b.pos(e), From: b.timeLit(ts[0]), To: b.timeLit(ts[1]), Days: days, Dates: dates, Tod: -1}
	case *parser.RandomExprContext:
		return &ta.Random{Pos: b.pos(e), Lo: b.signedInt(e.SignedInt(0)), Hi: b.signedInt(e.SignedInt(1))}
	case *parser.CondExprContext:
		return &ta.CondExpr{Pos: b.pos(e), C: b.expr(e.Expr(0)), Then: b.expr(e.Expr(1)), Else: b.expr(e.Expr(2))}
	case *parser.ListIndexExprContext:
		all := e.AllExpr()
		li := &ta.ListIndex{Pos: b.pos(e), Index: b.expr(all[len(all)-1])}
		for _, x := range all[:len(all)-1] {
			li.Elems = append(li.Elems, b.expr(x))
		}
		return li
	case *parser.IntExprContext:
		return &ta.IntLit{Pos: b.pos(e), Value: b.intTok(e.INT().GetSymbol())}
	case *parser.DurationExprContext:
		return &ta.DurationLit{Pos: b.pos(e), Seconds: b.durationTok(e.DURATION().GetSymbol())}
	case *parser.BoolExprContext:
		return &ta.BoolLit{Pos: b.pos(e), Value: e.GetText() == "true"}
	case *parser.TimeExprContext:
		return b.timeLit(e.TimeLit())
	case *parser.TimeOfDayExprContext:
		return &ta.Ident{Pos: b.pos(e), Name: "time"}
	case *parser.NameExprContext:
		return &ta.Ident{Pos: b.pos(e), Name: b.name(e.Name())}
	case *parser.OnExprContext:
		return &ta.Ident{Pos: b.pos(e), Name: "on"}
	}
	// Only reached after a syntax error, which has been reported.
	return &ta.BoolLit{}
}

func (b *builder) timeLit(ctx parser.ITimeLitContext) *ta.TimeLit {
	pos := b.pos(ctx)
	switch t := ctx.(type) {
	case *parser.ClockTimeContext:
		sec, err := ta.ParseClockTime(t.GetText())
		if err != nil {
			b.errorf(pos, "%v", err)
		}
		return &ta.TimeLit{Pos: pos, Base: ta.Midnight, Offset: sec}
	case *parser.SunTimeContext:
		lit := &ta.TimeLit{Pos: pos, Base: ta.Sunrise}
		if t.GetBase().GetText() == "sunset" {
			lit.Base = ta.Sunset
		}
		if d := t.DURATION(); d != nil {
			lit.Offset = b.durationTok(d.GetSymbol())
			if t.GetSign().GetText() == "-" {
				lit.Offset = -lit.Offset
			}
		}
		return lit
	}
	return &ta.TimeLit{Pos: pos}
}

// quoted matches a quoted name or string of an expression, whose words
// are not operators.
var quoted = regexp.MustCompile(`'[^']*'|"[^"]*"`)

// wordOperator matches and, or and not written as words, as Home
// Assistant's templates and Python write them.
var wordOperator = regexp.MustCompile(`(^|[\s(!])(and|or|not)($|[\s(])`)

// hintOperators adds to the first of errs, the syntax errors of the
// expression src, what the user most likely meant when src writes an
// operator as Jinja or Python do (and, or, not) or compares with a single
// =: the parser only sees a name where an operator should be, or an
// assignment.
func hintOperators(errs ta.ErrorList, src string) ta.ErrorList {
	if len(errs) == 0 {
		return errs
	}
	var hints []string
	for _, m := range wordOperator.FindAllStringSubmatch(quoted.ReplaceAllString(src, "''"), -1) {
		h := map[string]string{"and": "&& for and", "or": "|| for or", "not": "! for not"}[m[2]]
		if !slices.Contains(hints, h) {
			hints = append(hints, h)
		}
	}
	first := errs[0]
	if strings.Contains(first.Msg, "unexpected '='") {
		hints = append(hints, "== to compare")
	}
	if len(hints) == 0 {
		return errs
	}
	out := slices.Clone(errs)
	out[0] = &ta.Error{Pos: first.Pos, Msg: first.Msg + " (expressions write " + strings.Join(hints, ", ") + ")"}
	return out
}
