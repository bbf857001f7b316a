package syntax

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"
	"github.com/delorean-mc/delorean/frontends/isy/parser"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Parse reads an ISY export: programs and folders as the admin console
// copies them to the clipboard, with whitespace as layout only. Every
// problem is reported with its position; nothing is dropped silently.
func Parse(file string, src []byte) (*File, error) {
	if err := syntax.CheckLimits(file, src); err != nil {
		return nil, err
	}
	if err := controlBytes(file, src); err != nil {
		return nil, err
	}
	var errs ta.ErrorList
	blocks := splitBlocks(file, string(src), &errs)
	p := &parse{file: file, errs: &errs}
	f := &File{}
	unnamed := 0
	for _, b := range blocks {
		if len(errs) >= syntax.MaxSyntaxErrors {
			break
		}
		prog := p.block(b)
		if prog.Name == "" {
			unnamed++
			prog.Name = fmt.Sprintf("Program %d", unnamed)
		}
		f.Programs = append(f.Programs, prog)
	}
	if len(errs) >= syntax.MaxSyntaxErrors {
		// The first errors of a file of garbage, not a million.
		errs.Sort()
		errs = append(errs[:syntax.MaxSyntaxErrors:syntax.MaxSyntaxErrors], syntax.TooManyErrors(errs[syntax.MaxSyntaxErrors-1].Pos))
	}
	if len(f.Programs) == 0 && len(errs) == 0 {
		errs.Add(ta.Pos{File: file, Line: 1, Col: 1}, "no program found (expected a header such as \"Name - [ID 0001][Parent 0001]\" and an If section)")
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return f, nil
}

type parse struct {
	file string
	errs *ta.ErrorList
}

func (p *parse) errorf(pos ta.Pos, format string, args ...any) { p.errs.Add(pos, format, args...) }

func (p *parse) block(b *block) *Program {
	prog := &Program{Name: b.name, ID: b.id, Parent: b.parent}
	switch {
	case b.header != nil:
		prog.Pos = b.header.pos(p.file)
	case b.ifLine != nil:
		prog.Pos = b.ifLine.pos(p.file)
	}
	for _, f := range b.flags {
		switch strings.ToLower(f) {
		case "run at startup":
			prog.RunAtStartup = true
		case "not enabled", "disabled":
			prog.NotEnabled = true
		default:
			p.errorf(prog.Pos, "unknown program flag [%s] (expected [Run At Startup] or [Not Enabled])", f)
		}
	}
	prog.Folder = b.folder != nil
	if b.ifLine == nil {
		p.errorf(prog.Pos, "program %q has no If section", prog.Name)
		return prog
	}
	if b.thenLine == nil {
		p.errorf(b.ifLine.pos(p.file), "program %q has no Then section", prog.Name)
		return prog
	}
	if len(b.cond) > 0 {
		if b.noCond {
			p.errorf(b.cond[0].pos(p.file), "conditions after \"- No Conditions -\"")
		}
		prog.Cond = p.conditions(b.cond)
	}
	// Without a blank line after the last section, the free-text comment
	// follows the last action directly: it starts at the first line from
	// which no line reads as an action.
	last := &b.then
	if b.elseLine != nil {
		last = &b.els
	}
	if !b.lastEnded {
		cut := len(*last)
		for i := len(*last) - 1; i >= 0; i-- {
			if _, err := p.tryAction((*last)[i]); err == nil {
				break
			}
			cut = i
		}
		b.comment = append(append([]line(nil), (*last)[cut:]...), b.comment...)
		*last = (*last)[:cut]
	}
	prog.Then = p.actions(b.then)
	prog.Else = p.actions(b.els)
	if prog.Folder && (len(prog.Then) > 0 || len(prog.Else) > 0) {
		p.errorf(b.thenLine.pos(p.file), "folder %q has actions; a folder's Then only allows its programs to run", prog.Name)
	}
	for _, c := range b.comment {
		prog.Comment = append(prog.Comment, strings.TrimSpace(c.text))
	}
	return prog
}

// newParser parses text that starts at line line0 of the file.
func (p *parse) newParser(text string, line0 int) (*parser.ISYParser, *syntax.SyntaxListener) {
	l := syntax.NewSyntaxListener(p.file)
	l.Line0 = line0
	l.Names = map[string]string{"QNAME": "a name in quotes, such as 'Porch Light', closed by ' on the same line"}
	lexer := parser.NewISYLexer(antlr.NewInputStream(text))
	lexer.RemoveErrorListeners()
	lexer.AddErrorListener(l)
	ps := parser.NewISYParser(antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel))
	ps.RemoveErrorListeners()
	ps.AddErrorListener(l)
	return ps, l
}

func (p *parse) conditions(lines []line) Cond {
	var texts []string
	for _, l := range lines {
		texts = append(texts, l.text)
	}
	ps, l := p.newParser(strings.Join(texts, "\n"), lines[0].no)
	tree := ps.Conditions()
	if len(l.Errs) > 0 {
		*p.errs = append(*p.errs, l.Errs...)
		return nil
	}
	b := &builder{parse: p, l: l}
	c := b.condOr(tree.CondOr())
	if len(l.Errs) > 0 {
		*p.errs = append(*p.errs, l.Errs...)
	}
	return c
}

func (p *parse) tryAction(ln line) (Action, ta.ErrorList) {
	ps, l := p.newParser(ln.text, ln.no)
	tree := ps.ActionLine()
	if len(l.Errs) > 0 {
		return nil, l.Errs
	}
	b := &builder{parse: p, l: l}
	a := b.action(tree.ActionBody())
	if len(l.Errs) > 0 {
		return nil, l.Errs
	}
	return a, nil
}

func (p *parse) actions(lines []line) []Action {
	var out []Action
	for _, ln := range lines {
		if len(*p.errs) >= syntax.MaxSyntaxErrors {
			break // Parse says it stopped
		}
		a, errs := p.tryAction(ln)
		if len(errs) > 0 {
			*p.errs = append(*p.errs, errs...)
			continue
		}
		out = append(out, a)
	}
	return out
}

// builder turns one parse tree into the AST.
type builder struct {
	*parse
	l *syntax.SyntaxListener
}

func (b *builder) pos(ctx antlr.ParserRuleContext) ta.Pos { return b.l.PosOf(ctx) }

// name is where a quoted name starts (its opening quote), or a variable.
func (b *builder) name(q antlr.TerminalNode) ta.Pos { return b.l.TokenPos(q.GetSymbol()) }

func (b *builder) errorf(pos ta.Pos, format string, args ...any) { b.l.Errs.Add(pos, format, args...) }

func (b *builder) condOr(ctx parser.ICondOrContext) Cond {
	var out Cond
	for _, a := range ctx.AllCondAnd() {
		c := b.condAnd(a)
		if out == nil {
			out = c
		} else {
			out = &Or{Pos: b.pos(ctx), X: out, Y: c}
		}
	}
	return out
}

func (b *builder) condAnd(ctx parser.ICondAndContext) Cond {
	var out Cond
	for _, a := range ctx.AllCondPrimary() {
		var c Cond
		switch a := a.(type) {
		case *parser.GroupCondContext:
			c = b.condOr(a.CondOr())
		case *parser.AtomCondContext:
			c = b.atom(a.Atom())
		}
		if out == nil {
			out = c
		} else {
			out = &And{Pos: b.pos(ctx), X: out, Y: c}
		}
	}
	return out
}

func unquote(s string) string { return s[1 : len(s)-1] }

// controlBytes refuses a control character (other than tab, line feed,
// carriage return, form feed) anywhere in an export: the admin console
// never writes one, and inside a name (a NUL) it would make two names
// print alike ('Garage\x00Door' shown as 'GarageDoor').
func controlBytes(file string, src []byte) error {
	line, col := 1, 1
	for _, c := range src {
		switch {
		case c == '\n':
			line, col = line+1, 0
		case c == '\t' || c == '\r' || c == '\f':
		case c < 0x20 || c == 0x7f:
			return ta.ErrorList{{Pos: ta.Pos{File: file, Line: line, Col: col}, Msg: fmt.Sprintf("control character %q in the program text (a name or a comment cannot hold one)", rune(c))}}
		}
		if c < 0x80 || c >= 0xc0 {
			col++ // a column a character, not a byte
		}
	}
	return nil
}

func (b *builder) words(ctx parser.IWordsContext) string {
	var out []string
	for _, w := range ctx.AllWord() {
		out = append(out, w.GetText())
	}
	return strings.Join(out, " ")
}

// canonical spells the commands and values ISY defines the way the
// console does, whatever their case.
func canonical(s string) string {
	for _, c := range []string{"On", "Off", "Fast On", "Fast Off", "Fade Up", "Fade Down", "Fade Stop", "Bright", "Dim", "Query"} {
		if strings.EqualFold(s, c) {
			return c
		}
	}
	return s
}

func (b *builder) relation(ctx parser.IRelationContext) Relation {
	if ctx.IS() != nil {
		if ctx.GetNot() != nil {
			return Relation{Op: ta.OpNe}
		}
		return Relation{Op: ta.OpEq}
	}
	switch ctx.GetOp().GetText() {
	case "<":
		return Relation{Op: ta.OpLt}
	case "<=":
		return Relation{Op: ta.OpLe}
	case ">":
		return Relation{Op: ta.OpGt}
	case ">=":
		return Relation{Op: ta.OpGe}
	case "!=":
		return Relation{Op: ta.OpNe}
	}
	return Relation{Op: ta.OpEq}
}

func (b *builder) integer(ctx parser.INumberContext) int64 {
	text := ctx.NUMBER().GetText()
	n, err := strconv.ParseInt(text, 10, 64)
	switch {
	case strings.Contains(text, "."):
		b.errorf(b.pos(ctx), "expected a whole number, not %s", ctx.GetText())
		return 0
	case err != nil || n > 1<<40:
		// All digits: a whole number, only too large to mean anything.
		b.errorf(b.pos(ctx), "%s is too large (at most %d)", ctx.GetText(), int64(1)<<40)
		return 0
	}
	if strings.HasPrefix(ctx.GetText(), "-") {
		return -n
	}
	return n
}

func (b *builder) value(ctx parser.IValueContext) Value {
	v := Value{Pos: b.pos(ctx)}
	if n := ctx.Number(); n != nil {
		x := b.integer(n)
		v.Number = &x
		v.Pct = ctx.GetPct() != nil
		return v
	}
	v.Word = canonical(b.words(ctx.Words()))
	return v
}

func (b *builder) days(ctx parser.IDaysContext) ta.Weekdays {
	if ctx == nil {
		return 0
	}
	var w ta.Weekdays
	for _, d := range ctx.AllWord() {
		n := ta.ParseWeekday(d.GetText())
		if n < 0 {
			b.errorf(b.pos(d), "%q is not a day of the week", d.GetText())
			continue
		}
		w |= 1 << n
	}
	return w
}

func (b *builder) duration(ctx parser.IDurationContext) int64 {
	var total int64
	for _, part := range ctx.AllDurationPart() {
		n := b.integer(part.Number())
		switch strings.ToLower(part.GetUnit().GetText()) {
		case "hour", "hours":
			n *= 3600
		case "minute", "minutes":
			n *= 60
		}
		if n < 0 {
			b.errorf(b.pos(part), "a duration cannot be negative")
		}
		total += n
	}
	return total
}

// dayOffset is an offset from a time of day (sunset, a program's last
// run): the admin console's are hours, minutes and seconds within a day,
// and Sunset + 99999999 hours is no time of day.
func (b *builder) dayOffset(ctx parser.IDurationContext) int64 {
	d := b.duration(ctx)
	if d >= 24*3600 {
		b.errorf(b.pos(ctx), "an offset from a time of day must be under 24 hours, found %s", ta.FormatDuration(d))
		return 0
	}
	return d
}

func (b *builder) offset(ctx parser.IOffsetContext) int64 {
	if ctx == nil {
		return 0
	}
	d := b.dayOffset(ctx.Duration())
	if ctx.GetSign().GetText() == "-" {
		return -d
	}
	return d
}

func (b *builder) timeExpr(ctx parser.ITimeExprContext) TimeExpr {
	t := TimeExpr{Pos: b.pos(ctx)}
	switch c := ctx.(type) {
	case *parser.ClockTimeContext:
		sec, err := ta.ParseClockTime(c.GetText())
		if err != nil {
			b.errorf(t.Pos, "%v", err)
		}
		t.Lit = ta.TimeLit{Pos: t.Pos, Base: ta.Midnight, Offset: sec}
	case *parser.SunTimeContext:
		t.Lit = ta.TimeLit{Pos: t.Pos, Base: ta.Sunrise}
		if strings.EqualFold(c.GetBase().GetText(), "sunset") {
			t.Lit.Base = ta.Sunset
		}
		if d := c.Duration(); d != nil {
			t.Lit.Offset = b.dayOffset(d)
			if c.GetSign().GetText() == "-" {
				t.Lit.Offset = -t.Lit.Offset
			}
		}
	case *parser.LastRunTimeContext:
		t.LastRun = unquote(c.QNAME().GetText())
		t.Lit.Offset = b.offset(c.Offset())
	}
	return t
}

func (b *builder) atom(ctx parser.IAtomContext) Cond {
	pos := b.pos(ctx)
	switch c := ctx.(type) {
	case *parser.ControlCondContext:
		return &Control{Pos: pos, Device: unquote(c.QNAME().GetText()), At: b.name(c.QNAME()), Not: c.GetNot() != nil, Cmd: canonical(b.words(c.Words()))}
	case *parser.StatusCondContext:
		return &Status{Pos: pos, Device: unquote(c.QNAME().GetText()), At: b.name(c.QNAME()), Rel: b.relation(c.Relation()), Val: b.value(c.Value())}
	case *parser.StatusAfterCondContext:
		return &Status{Pos: pos, Device: unquote(c.QNAME().GetText()), At: b.name(c.QNAME()), Rel: b.relation(c.Relation()), Val: b.value(c.Value())}
	case *parser.ProgramCondContext:
		return &ProgramIs{Pos: pos, Name: unquote(c.QNAME().GetText()), True: c.TRUE() != nil}
	case *parser.VarCondContext:
		v := &VarCmp{Pos: pos, Var: c.VAR().GetText(), Rel: b.relation(c.Relation())}
		if n := c.Operand().Number(); n != nil {
			x := b.integer(n)
			v.N = &x
		} else {
			v.OtherVar = c.Operand().VAR().GetText()
			v.OtherAt = b.name(c.Operand().VAR())
		}
		return v
	case *parser.ModuleCondContext:
		return &Module{Pos: pos, Module: unquote(c.QNAME().GetText()), Field: b.words(c.Words()), Rel: b.relation(c.Relation()), N: b.integer(c.Number())}
	case *parser.X10CondContext:
		return &X10{Pos: pos, Name: unquote(c.QNAME().GetText())}
	case *parser.LastRunCondContext:
		return &TimeIs{Pos: pos, Days: b.days(c.Days()), At: TimeExpr{Pos: pos, LastRun: unquote(c.QNAME().GetText()), Lit: ta.TimeLit{Offset: b.offset(c.Offset())}}}
	case *parser.TimeIsCondContext:
		return &TimeIs{Pos: pos, Days: b.days(c.Days()), At: b.timeExpr(c.TimeExpr())}
	case *parser.FromToCondContext:
		r := &Range{Pos: pos, Days: b.days(c.Days()), From: b.timeExpr(c.TimeExpr(0)), To: b.timeExpr(c.TimeExpr(1))}
		switch d := c.DayRel().(type) {
		case *parser.NextDayContext:
			r.NextDay = true
		case *parser.DaysLaterContext:
			n := b.integer(d.Number())
			switch {
			case n == 0:
			case n == 1:
				r.NextDay = true
			default:
				b.errorf(b.pos(d), "a range ending %d days later is not supported (at most the next day)", n)
			}
		}
		return r
	case *parser.FromForCondContext:
		return &Range{Pos: pos, Days: b.days(c.Days()), From: b.timeExpr(c.TimeExpr()), IsFor: true, For: b.duration(c.Duration())}
	case *parser.ElkCondContext:
		b.errorf(pos, "the ISY Elk module's conditions are not supported; read the Elk rules with DeLorean's ELK front end instead")
		return nil
	case *parser.DriverCondContext:
		return &Driver{Pos: pos, Device: unquote(c.QNAME().GetText()), At: b.name(c.QNAME()), Driver: b.words(c.Words()), Rel: b.relation(c.Relation()), Val: b.value(c.Value())}
	}
	return nil
}

func anyText(list []parser.IAnyContext) string {
	var parts []string
	for _, a := range list {
		parts = append(parts, a.GetText())
	}
	return strings.Join(parts, " ")
}

func (b *builder) action(ctx parser.IActionBodyContext) Action {
	pos := b.pos(ctx)
	switch c := ctx.(type) {
	case *parser.SetSceneContext:
		return &SetDevice{Pos: pos, Device: unquote(c.QNAME().GetText()), At: b.name(c.QNAME()), Scene: true, Cmd: c.SetValue().GetText()}
	case *parser.SetStartupContext:
		return &Output{Pos: pos, Text: b.text(c)}
	case *parser.SetDeviceContext:
		s := &SetDevice{Pos: pos, Device: unquote(c.QNAME().GetText()), At: b.name(c.QNAME())}
		switch v := c.SetValue().(type) {
		case *parser.SetOnContext, *parser.SetFastOnContext:
			s.Value = "On"
		case *parser.SetOffContext, *parser.SetFastOffContext:
			s.Value = "Off"
		case *parser.SetLevelContext:
			n := b.integer(v.Number())
			if n < 0 || n > 100 {
				b.errorf(b.pos(v), "a level must be between 0%% and 100%%, not %d%%", n)
			}
			s.Level = &n
		case *parser.SetCommandContext:
			s.Cmd = anyText(v.AllAny())
		}
		return s
	case *parser.WaitContext:
		return &Wait{Pos: pos, D: b.duration(c.Duration()), Random: c.Random() != nil}
	case *parser.RepeatEveryContext:
		d := b.duration(c.Duration())
		if d <= 0 {
			b.errorf(pos, "Repeat Every needs a positive interval")
		}
		return &Repeat{Pos: pos, Every: d, Random: c.Random() != nil}
	case *parser.RepeatTimesContext:
		n := b.integer(c.Number())
		if n < 0 || n > 1000 {
			b.errorf(pos, "Repeat %d times: the count must be between 0 and 1000", n)
		}
		return &Repeat{Pos: pos, Times: n, Random: c.Random() != nil}
	case *parser.RepeatWhileContext:
		return &Repeat{Pos: pos, While: b.condOr(c.CondOr())}
	case *parser.RunProgramContext:
		path := "if"
		switch {
		case c.Path().THEN() != nil:
			path = "then"
		case c.Path().ELSE() != nil:
			path = "else"
		}
		return &RunProgram{Pos: pos, Name: unquote(c.QNAME().GetText()), Path: path}
	case *parser.ProgramControlContext:
		return &ProgramControl{Pos: pos, Op: strings.ToLower(c.GetOp().GetText()), Name: unquote(c.QNAME().GetText())}
	case *parser.NotifyContext, *parser.ResourceContext, *parser.InitToContext, *parser.OtherActionContext:
		return &Output{Pos: pos, Text: b.text(c)}
	case *parser.RandomAssignContext:
		n := b.integer(c.Number())
		if n < 0 || n >= ta.MaxFactorValues {
			b.errorf(pos, "Random %d: at most %d values can be explored", n, ta.MaxFactorValues-1)
		}
		return &RandomAssign{Pos: pos, Var: c.VAR().GetText(), N: n}
	case *parser.AssignContext:
		a := &Assign{Pos: pos, Var: c.VAR().GetText(), Op: c.AssignOp().GetText()}
		switch r := c.Rhs().(type) {
		case *parser.RhsNumberContext:
			n := b.integer(r.Number())
			a.N = &n
		case *parser.RhsVarContext:
			a.OtherVar = r.VAR().GetText()
			a.OtherAt = b.name(r.VAR())
		case *parser.RhsSystemContext:
			b.errorf(b.pos(r), "system values such as [%s] are not supported", b.words(r.Words()))
		}
		return a
	}
	return &Output{Pos: pos, Text: b.text(ctx)}
}

// text is an action as written, with single spaces, for reports.
func (b *builder) text(ctx antlr.ParserRuleContext) string {
	start, stop := ctx.GetStart(), ctx.GetStop()
	stream := start.GetInputStream()
	if stream == nil || stop == nil {
		return ctx.GetText()
	}
	return strings.Join(strings.Fields(stream.GetText(start.GetStart(), stop.GetStop())), " ")
}
