package elk

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"
	"github.com/delorean-mc/delorean/frontends/elk/parser"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// Parse reads an ELK M1 rule listing. Every problem is reported with its
// position; nothing is dropped silently.
func Parse(file string, src []byte) (*File, error) {
	if err := syntax.CheckLimits(file, src); err != nil {
		return nil, err
	}
	var errs ta.ErrorList
	text := blankComments(string(src))
	if strings.HasPrefix(text, "\ufeff") {
		text = " " + text[len("\ufeff"):] // a byte order mark: one column, like a space
	}
	lexer := parser.NewELKLexer(antlr.NewInputStream(text))
	lexer.RemoveErrorListeners()
	// The tokens as the few numbers ruleStarts reads: the lexer's own
	// tokens of a whole file (8.8 MB of garbage: two million) took a
	// gigabyte.
	var toks []tokInfo
	var tok0 antlr.Token
	for t := lexer.NextToken(); t.GetTokenType() != antlr.TokenEOF; t = lexer.NextToken() {
		if tok0 == nil {
			tok0 = t
		}
		toks = append(toks, tokInfo{typ: int32(t.GetTokenType()), line: int32(t.GetLine()), col: int32(t.GetColumn()), start: int32(t.GetStart())})
	}
	starts := ruleStarts(toks)
	if len(starts) == 0 {
		if tok0 != nil {
			errs.Add(tokPos(file, tok0), "unexpected %s: a rule starts with WHENEVER", quoteTok(tok0))
		} else {
			errs.Add(ta.Pos{File: file, Line: 1, Col: 1}, "no rule found (expected rules such as WHENEVER Front Door (Zn 1) BECOMES NOT SECURE THEN TURN Porch Light (Out 3) ON)")
		}
		return nil, errs
	}
	if starts[0] > 0 {
		errs.Add(tokPos(file, tok0), "unexpected %s before the first rule: a rule starts with WHENEVER", quoteTok(tok0))
	}
	runes := []rune(text)
	f := &File{}
	for i, s := range starts {
		if len(errs) >= syntax.MaxSyntaxErrors {
			// The first errors of a file of garbage, not a million.
			errs.Sort()
			errs = append(errs[:syntax.MaxSyntaxErrors:syntax.MaxSyntaxErrors], syntax.TooManyErrors(errs[syntax.MaxSyntaxErrors-1].Pos))
			break
		}
		end := len(runes)
		if i+1 < len(starts) {
			end = int(toks[starts[i+1]].start)
		}
		first := toks[s]
		chunk := strings.TrimRight(string(runes[first.start:end]), " \t\r\n\f\u00a0")
		if r := parseRule(file, chunk, int(first.line), int(first.col)+1, &errs); r != nil {
			f.Rules = append(f.Rules, r)
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return f, nil
}

// blankComments empties the lines that start with '#', keeping the line
// breaks so that positions stay right.
func blankComments(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimLeft(l, " \t\u00a0"), "#") {
			lines[i] = ""
		}
	}
	return strings.Join(lines, "\n")
}

// tokInfo is what ruleStarts and Parse read of a token: its type, line
// column (0-based) and offset (in runes).
type tokInfo struct{ typ, line, col, start int32 }

// ruleStarts returns the index of each rule's first token: its WHENEVER,
// or the rule's number before it (1. or Rule 1:) when that number starts a
// line.
func ruleStarts(toks []tokInfo) []int {
	typ := func(i int) int {
		if i < 0 {
			return -1
		}
		return int(toks[i].typ)
	}
	var out []int
	for i, t := range toks {
		if int(t.typ) != parser.ELKLexerWHENEVER {
			continue
		}
		j := i
		switch {
		case (typ(i-1) == parser.ELKLexerDOT || typ(i-1) == parser.ELKLexerCOLON || typ(i-1) == parser.ELKLexerRPAREN) && typ(i-2) == parser.ELKLexerNUMBER:
			j = i - 2
		case typ(i-1) == parser.ELKLexerNUMBER:
			j = i - 1
		}
		if j < i && typ(j-1) == parser.ELKLexerRULE {
			j--
		}
		// A number ending the previous rule (SET ... TO 5) is not this
		// rule's number: that one starts its line.
		if j < i && j > 0 && toks[j-1].line == toks[j].line {
			j = i
		}
		if n := len(out); n > 0 && j <= out[n-1] {
			j = i
		}
		out = append(out, j)
	}
	return out
}

func tokPos(file string, t antlr.Token) ta.Pos {
	return ta.Pos{File: file, Line: t.GetLine(), Col: t.GetColumn() + 1}
}

func quoteTok(t antlr.Token) string {
	if t.GetTokenType() == antlr.TokenEOF {
		return "end of the rule"
	}
	return strconv.Quote(t.GetText())
}

// parseRule parses one rule's text, which starts at line:col of the file.
func parseRule(file, text string, line, col int, errs *ta.ErrorList) *Rule {
	l := &syntaxListener{SyntaxListener: syntax.NewSyntaxListener(file)}
	l.Line0, l.Col0 = line, col
	lexer := parser.NewELKLexer(antlr.NewInputStream(text))
	lexer.RemoveErrorListeners()
	lexer.AddErrorListener(l)
	ps := parser.NewELKParser(antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel))
	ps.RemoveErrorListeners()
	ps.AddErrorListener(l)
	var tree parser.IElkRuleContext
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(ruleFailed); !ok {
					panic(r)
				}
			}
		}()
		tree = ps.ElkRule()
	}()
	if len(l.Errs) > 0 {
		*errs = append(*errs, l.Errs...)
		return nil
	}
	b := &builder{l: l}
	r := b.rule(tree)
	if len(l.Errs) > 0 {
		*errs = append(*errs, l.Errs...)
		return nil
	}
	return r
}

// builder turns one rule's parse tree into the AST.
type builder struct {
	l *syntaxListener
}

func (b *builder) pos(ctx antlr.ParserRuleContext) ta.Pos { return b.l.PosOf(ctx) }

func (b *builder) errorf(pos ta.Pos, format string, args ...any) { b.l.Errs.Add(pos, format, args...) }

// text is the source of ctx with single spaces.
func text(ctx antlr.ParserRuleContext) string {
	return textBetween(ctx.GetStart(), ctx.GetStop())
}

func textBetween(start, stop antlr.Token) string {
	if start == nil || stop == nil {
		return ""
	}
	stream := start.GetInputStream()
	if stream == nil || stop.GetStop() < start.GetStart() {
		return start.GetText()
	}
	return strings.Join(strings.Fields(stream.GetText(start.GetStart(), stop.GetStop())), " ")
}

func (b *builder) rule(ctx parser.IElkRuleContext) *Rule {
	r := &Rule{Pos: b.pos(ctx)}
	if n := ctx.RuleNumber(); n != nil {
		r.Number = int(b.integer(n.NUMBER(), 1, 1<<20, "a rule number"))
	}
	r.Trigger = b.trigger(ctx.Trigger())
	for _, q := range ctx.AllQualifier() {
		if x := b.qualifier(q); x != nil {
			r.Quals = append(r.Quals, x)
		}
	}
	for _, a := range ctx.AllAction_() {
		if x := b.action(a); x != nil {
			r.Actions = append(r.Actions, x)
		}
	}
	return r
}

// integer reads a whole number in [lo, hi].
func (b *builder) integer(n antlr.TerminalNode, lo, hi int64, what string) int64 {
	if n == nil {
		return lo
	}
	t := n.GetSymbol()
	pos := b.l.TokenPos(t)
	v, err := strconv.ParseInt(t.GetText(), 10, 64)
	if err != nil {
		if strings.Contains(t.GetText(), ".") {
			b.errorf(pos, "%s must be a whole number, not %s", what, t.GetText())
		} else {
			b.errorf(pos, "%s %s is too large (at most %d)", what, t.GetText(), hi)
		}
		return lo
	}
	if v < lo || v > hi {
		b.errorf(pos, "%s must be between %d and %d, not %d", what, lo, hi, v)
		return lo
	}
	return v
}

// ---- objects

func (b *builder) object(ctx parser.IObjectContext) *Object {
	o := &Object{Pos: b.pos(ctx)}
	if words := ctx.AllNameWord(); len(words) > 0 {
		o.Name = textBetween(words[0].GetStart(), words[len(words)-1].GetStop())
	}
	switch id := ctx.ObjId().(type) {
	case *parser.PlainIdContext:
		w := id.GetKind().GetText()
		k, ok := kindWords[strings.ToLower(w)]
		if !ok {
			b.errorf(b.pos(id.GetKind()), "unknown kind of object %q in %s (expected Zn, Out, Counter, Task, Area, Kp, Thermostat or Lock, or a light's [n (A1)])", w, text(id))
			return nil
		}
		o.Kind = k
		o.N = int(b.integer(id.NUMBER(), 1, int64(kindInfo[k].limit), fmt.Sprintf("the number of %s", withArticle(k.String()))))
	case *parser.LightIdContext:
		o.Kind = Light
		o.N = int(b.integer(id.NUMBER(), 1, int64(kindInfo[Light].limit), "the number of a light"))
		if h := id.GetHouse(); h != nil {
			code := strings.ToUpper(h.GetText())
			if !houseCode(code) {
				b.errorf(b.pos(h), "%q is not a house and unit code (A1 to P16)", h.GetText())
				return nil
			}
			o.House = code
		}
	default:
		return nil
	}
	return o
}

func houseCode(s string) bool {
	if len(s) < 2 || s[0] < 'A' || s[0] > 'P' {
		return false
	}
	u, err := strconv.Atoi(s[1:])
	return err == nil && u >= 1 && u <= 16 && s[1] != '0'
}

// want checks that o is of one of the kinds; what says what needs it.
func (b *builder) want(o *Object, what string, kinds ...Kind) bool {
	if o == nil {
		return false
	}
	for _, k := range kinds {
		if o.Kind == k {
			return true
		}
	}
	var names []string
	for _, k := range kinds {
		names = append(names, article(k.String()))
	}
	b.errorf(o.Pos, "%s is %s; %s needs %s", o, article(o.Kind.String()), what, strings.Join(names, " or "))
	return false
}

func article(noun string) string {
	if strings.ContainsRune("aeiou", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}

// ---- times

func (b *builder) duration(ctx parser.IDurationContext) int64 {
	var total int64
	for _, part := range ctx.AllDurationPart() {
		n := b.integer(part.NUMBER(), 0, 1<<20, "a duration")
		switch part.Unit().GetStart().GetTokenType() {
		case parser.ELKParserMINS:
			n *= 60
		case parser.ELKParserHRS:
			n *= 3600
		}
		total += n
	}
	return total
}

func (b *builder) clock(t antlr.TerminalNode) int64 {
	sec, err := ta.ParseClockTime(t.GetText())
	if err != nil {
		b.errorf(b.l.TokenPos(t.GetSymbol()), "%v", err)
	}
	return sec
}

func (b *builder) sunTime(ctx parser.ISunTimeContext) ta.TimeLit {
	t := ta.TimeLit{Pos: b.pos(ctx), Base: ta.Sunrise}
	if ctx.GetBase().GetTokenType() == parser.ELKParserSUNSET {
		t.Base = ta.Sunset
	}
	if d := ctx.Duration(); d != nil {
		n := b.duration(d)
		if ctx.GetRel().GetTokenType() == parser.ELKParserBEFORE {
			n = -n
		}
		t.Offset += n
	}
	if off := ctx.Offset(); off != nil {
		var n int64
		if d := off.Duration(); d != nil {
			n = b.duration(d)
		} else {
			c := off.CLOCKTIME()
			s := strings.ToUpper(c.GetText())
			if strings.HasSuffix(s, "AM") || strings.HasSuffix(s, "PM") {
				b.errorf(b.l.TokenPos(c.GetSymbol()), "an offset from sunrise or sunset is a duration (0:30 or 30 MINS), not a time of day")
			}
			n = b.clock(c)
		}
		if ctx.GetSign().GetTokenType() == parser.ELKParserMINUS {
			n = -n
		}
		t.Offset += n
	}
	if t.Offset <= -ta.SecondsPerDay/2 || t.Offset >= ta.SecondsPerDay/2 {
		b.errorf(t.Pos, "an offset from sunrise or sunset must be less than 12 hours")
		t.Offset = 0
	}
	return t
}

func (b *builder) timeOfDay(ctx parser.ITimeOfDayContext) ta.TimeLit {
	switch c := ctx.(type) {
	case *parser.ClockTimeContext:
		return ta.TimeLit{Pos: b.pos(c), Base: ta.Midnight, Offset: b.clock(c.CLOCKTIME())}
	case *parser.SunTimeOfDayContext:
		return b.sunTime(c.SunTime())
	}
	return ta.TimeLit{Pos: b.pos(ctx)}
}

// ---- triggers

func (b *builder) trigger(ctx parser.ITriggerContext) Trigger {
	pos := b.pos(ctx)
	switch c := ctx.(type) {
	case *parser.TimeTriggerContext:
		return &TimeTrigger{Pos: pos, At: b.timeOfDay(c.TimeOfDay())}
	case *parser.SunTriggerContext:
		return &TimeTrigger{Pos: pos, At: b.sunTime(c.SunTime())}
	case *parser.EveryTriggerContext:
		n := b.integer(c.NUMBER(), 1, 1<<20, "the interval of EVERY")
		switch c.Unit().GetStart().GetTokenType() {
		case parser.ELKParserMINS:
			n *= 60
		case parser.ELKParserHRS:
			n *= 3600
		}
		if n > ta.SecondsPerDay {
			b.errorf(pos, "EVERY %s: at most a day is supported", ta.FormatDuration(n))
			n = ta.SecondsPerDay
		}
		return &EveryTrigger{Pos: pos, Period: n}
	case *parser.KeyTriggerContext:
		t := &KeyTrigger{Pos: pos, Key: strings.ToUpper(c.KeyName().GetText())}
		if kp, ok := c.Keypad().(*parser.OneKeypadContext); ok {
			t.Keypad = b.object(kp.Object())
			if !b.want(t.Keypad, "a key trigger", Keypad) {
				return nil
			}
		}
		return t
	case *parser.ObjectTriggerContext:
		o := b.object(c.Object())
		if o == nil {
			return nil
		}
		return b.objectEvent(pos, o, c.ObjectEvent())
	case *parser.AlarmTriggerContext:
		return &EventTrigger{Pos: pos, Text: strings.ToUpper(text(c))}
	}
	return nil
}

func (b *builder) objectEvent(pos ta.Pos, o *Object, ctx parser.IObjectEventContext) Trigger {
	what := "WHENEVER ... " + strings.ToUpper(text(ctx))
	switch c := ctx.(type) {
	case *parser.SecureEventContext:
		if b.want(o, what, Zone) {
			return &ZoneTrigger{Pos: pos, Zone: o, Secure: c.GetNot() == nil}
		}
	case *parser.ViolatedEventContext:
		if b.want(o, what, Zone) {
			return &ZoneTrigger{Pos: pos, Zone: o}
		}
	case *parser.BypassEventContext:
		if b.want(o, what, Zone) {
			return &BypassTrigger{Pos: pos, Zone: o, Bypassed: c.GetUn() == nil}
		}
	case *parser.ArmEventContext:
		if b.want(o, what, Area) {
			return &ArmTrigger{Pos: pos, Area: o, State: armState(c.ArmState())}
		}
	case *parser.TurnedEventContext:
		if b.want(o, what, Output, Light) {
			return &TurnedTrigger{Pos: pos, Obj: o, On: c.GetOn() != nil}
		}
	case *parser.ActivatedEventContext:
		if b.want(o, what, Task) {
			return &TaskTrigger{Pos: pos, Task: o}
		}
	case *parser.ChangesEventContext:
		if b.want(o, what, Counter) {
			return &CounterTrigger{Pos: pos, Counter: o, N: b.integer(c.NUMBER(), 0, maxCounter, "a counter value")}
		}
	}
	return nil
}

// maxCounter is the largest value of an M1 counter.
const maxCounter = 65535

func armMode(ctx parser.IArmModeContext) ArmState {
	if ctx == nil {
		return Armed
	}
	instant := false
	switch ctx.GetStart().GetTokenType() {
	case parser.ELKParserAWAY:
		return ArmedAway
	case parser.ELKParserVACATION:
		return ArmedVacation
	case parser.ELKParserSTAY:
		instant = ctx.GetStop().GetTokenType() == parser.ELKParserINSTANT
		if instant {
			return ArmedStayInstant
		}
		return ArmedStay
	case parser.ELKParserNIGHT:
		instant = ctx.GetStop().GetTokenType() == parser.ELKParserINSTANT
		if instant {
			return ArmedNightInstant
		}
		return ArmedNight
	}
	return Armed
}

func armState(ctx parser.IArmStateContext) ArmState {
	if ctx.DISARMED() != nil {
		return Disarmed
	}
	return armMode(ctx.ArmMode())
}

// ---- qualifiers

func (b *builder) qualifier(ctx parser.IQualifierContext) Qualifier {
	pos := b.pos(ctx)
	switch c := ctx.(type) {
	case *parser.DaysQualContext:
		mask := c.DAYMASK().GetText()
		var days ta.Weekdays
		for i, ch := range mask {
			if ch != '-' {
				// Position 0 is Sunday; ta.Weekdays counts from Monday.
				days |= 1 << ((i + 6) % 7)
			}
		}
		if days == 0 {
			b.errorf(b.l.TokenPos(c.DAYMASK().GetSymbol()), "the day mask %s names no day, so the rule could never fire", mask)
			return nil
		}
		return &DaysQual{Pos: pos, Days: days, Mask: strings.ToUpper(mask)}
	case *parser.TimeQualContext:
		op := ta.OpGt
		if _, ok := c.TimeRel().(*parser.EarlierRelContext); ok {
			op = ta.OpLt
		}
		return &TimeQual{Pos: pos, Op: op, At: b.timeOfDay(c.TimeOfDay())}
	case *parser.DarkQualContext:
		return &DarkQual{Pos: pos, Not: c.GetNot() != nil}
	case *parser.ObjectQualContext:
		o := b.object(c.Object())
		if o == nil {
			return nil
		}
		return b.objectState(pos, o, c.ObjectState())
	}
	return nil
}

func (b *builder) objectState(pos ta.Pos, o *Object, ctx parser.IObjectStateContext) Qualifier {
	what := "AND ... " + strings.ToUpper(text(ctx))
	switch c := ctx.(type) {
	case *parser.SecureStateContext:
		if b.want(o, what, Zone) {
			return &SecureQual{Pos: pos, Zone: o, Secure: c.GetNot() == nil}
		}
	case *parser.ViolatedStateContext:
		if b.want(o, what, Zone) {
			return &SecureQual{Pos: pos, Zone: o}
		}
	case *parser.BypassedStateContext:
		if b.want(o, what, Zone) {
			return &BypassQual{Pos: pos, Zone: o, Bypassed: c.GetNot() == nil}
		}
	case *parser.OnOffStateContext:
		if b.want(o, what, Output, Light) {
			return &OnQual{Pos: pos, Obj: o, On: c.GetOn() != nil}
		}
	case *parser.EqualStateContext:
		if b.want(o, what, Counter) {
			op := ta.OpEq
			if c.GetNot() != nil {
				op = ta.OpNe
			}
			return &CounterQual{Pos: pos, Counter: o, Op: op, N: b.integer(c.NUMBER(), 0, maxCounter, "a counter value")}
		}
	case *parser.CompareStateContext:
		less := c.GetCmp().GetTokenType() == parser.ELKParserLESS
		orEqual := c.OR() != nil
		var op ta.Op
		switch {
		case less && orEqual:
			op = ta.OpLe
		case less:
			op = ta.OpLt
		case orEqual:
			op = ta.OpGe
		default:
			op = ta.OpGt
		}
		if !b.want(o, what, Counter, Zone) {
			return nil
		}
		if o.Kind == Counter {
			if c.ANALOG() != nil || c.VOLTS() != nil {
				b.errorf(pos, "%s is a counter; only zones have analog values", o)
				return nil
			}
			return &CounterQual{Pos: pos, Counter: o, Op: op, N: b.integer(c.NUMBER(), 0, maxCounter, "a counter value")}
		}
		return &AnalogQual{Pos: pos, Zone: o, Op: op, Tenths: b.volts(c.NUMBER())}
	case *parser.ArmedStateContext:
		if b.want(o, what, Area) {
			return &AreaQual{Pos: pos, Area: o, State: armState(c.ArmState())}
		}
	}
	return nil
}

// maxVolts bounds analog zone values (in tenths of a volt).
const maxVolts = 150

// volts reads a voltage with at most one decimal, in tenths of a volt.
func (b *builder) volts(n antlr.TerminalNode) int64 {
	s := n.GetText()
	pos := b.l.TokenPos(n.GetSymbol())
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 1 {
		b.errorf(pos, "analog values have a resolution of 0.1 V, not %s", s)
		return 0
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w > maxVolts/10 {
		b.errorf(pos, "an analog value must be between 0 and %d V, not %s", maxVolts/10, s)
		return 0
	}
	v := w * 10
	if frac != "" {
		v += int64(frac[0] - '0')
	}
	return v
}

// ---- actions

func (b *builder) forClause(ctx parser.IForClauseContext) (int64, bool) {
	if ctx == nil {
		return 0, false
	}
	// A number already reported (too large) reads as 0: that is not a
	// second mistake of the user's.
	n := len(b.l.Errs)
	d := b.duration(ctx.Duration())
	if d <= 0 && len(b.l.Errs) == n {
		b.errorf(b.pos(ctx), "ON FOR needs a duration of at least one second")
	}
	return d, ctx.RESTART() != nil
}

func (b *builder) action(ctx parser.IActionContext) Action {
	pos := b.pos(ctx)
	switch c := ctx.(type) {
	case *parser.TurnActionContext:
		o := b.object(c.Object())
		if c.GetOn() == nil {
			if b.want(o, "TURN ... OFF", Output, Light) {
				return &TurnOff{Pos: pos, Obj: o}
			}
			return nil
		}
		if !b.want(o, "TURN ... ON", Output, Light) {
			return nil
		}
		d, restart := b.forClause(c.ForClause())
		return &TurnOn{Pos: pos, Obj: o, For: d, Restart: restart}
	case *parser.ToggleActionContext:
		o := b.object(c.Object())
		if b.want(o, "TOGGLE", Output, Light) {
			return &Toggle{Pos: pos, Obj: o}
		}
	case *parser.SetActionContext:
		o := b.object(c.Object())
		if o == nil {
			return nil
		}
		return b.set(pos, o, c.SetWhat())
	case *parser.AddActionContext:
		o := b.object(c.Object())
		if b.want(o, "ADD ... TO", Counter) {
			return &CounterOp{Pos: pos, Counter: o, Op: "add", N: b.integer(c.NUMBER(), 0, maxCounter, "the number to add")}
		}
	case *parser.SubtractActionContext:
		o := b.object(c.Object())
		if b.want(o, "SUBTRACT ... FROM", Counter) {
			return &CounterOp{Pos: pos, Counter: o, Op: "subtract", N: b.integer(c.NUMBER(), 0, maxCounter, "the number to subtract")}
		}
	case *parser.ActivateActionContext:
		o := b.object(c.Object())
		if b.want(o, "ACTIVATE", Task) {
			return &Activate{Pos: pos, Task: o}
		}
	case *parser.ArmActionContext:
		o := b.object(c.Object())
		if b.want(o, "ARM", Area) {
			return &Arm{Pos: pos, Area: o, State: armMode(c.ArmMode())}
		}
	case *parser.DisarmActionContext:
		o := b.object(c.Object())
		if b.want(o, "DISARM", Area) {
			return &Arm{Pos: pos, Area: o, State: Disarmed}
		}
	case *parser.BypassActionContext:
		o := b.object(c.Object())
		by := c.GetOp().GetTokenType() == parser.ELKParserBYPASS
		if b.want(o, strings.ToUpper(c.GetOp().GetText()), Zone) {
			return &Bypass{Pos: pos, Zone: o, Bypass: by}
		}
	case *parser.LockActionContext:
		o := b.object(c.Object())
		locked := c.GetOp().GetTokenType() == parser.ELKParserLOCK
		if b.want(o, strings.ToUpper(c.GetOp().GetText()), Lock, Light) {
			return &LockAction{Pos: pos, Obj: o, Locked: locked}
		}
	case *parser.OutputActionContext:
		return &Emit{Pos: pos, Text: text(c)}
	}
	return nil
}

func (b *builder) set(pos ta.Pos, o *Object, ctx parser.ISetWhatContext) Action {
	switch c := ctx.(type) {
	case *parser.SetLevelContext:
		if !b.want(o, "SET ... TO n% BRIGHT", Light) {
			return nil
		}
		lv := b.integer(c.NUMBER(), 0, 100, "a light level")
		a := &TurnOn{Pos: pos, Obj: o, Level: &lv}
		if f := c.Fade(); f != nil {
			n := b.integer(f.NUMBER(), 0, 1<<20, "a fade rate")
			a.Fade = &n
		}
		a.For, a.Restart = b.forClause(c.ForClause())
		return a
	case *parser.SetNumberContext:
		if o.Kind == Light {
			b.errorf(o.Pos, "%s is a light; set its level with SET ... TO n%% BRIGHT", o)
			return nil
		}
		if b.want(o, "SET ... TO n", Counter) {
			return &CounterOp{Pos: pos, Counter: o, Op: "set", N: b.integer(c.NUMBER(), 0, maxCounter, "a counter value")}
		}
	case *parser.SetModeContext:
		if !b.want(o, "SET ... MODE", Thermostat) {
			return nil
		}
		mode := map[int]string{parser.ELKParserOFF: "Off", parser.ELKParserHEAT: "Heat", parser.ELKParserCOOL: "Cool",
			parser.ELKParserAUTO: "Auto", parser.ELKParserEMERGENCY: "EmergencyHeat"}[c.TstatMode().GetStart().GetTokenType()]
		return &SetThermostat{Pos: pos, Obj: o, Field: "mode", Word: mode}
	case *parser.SetSetpointContext:
		if !b.want(o, "SET ... SETPOINT", Thermostat) {
			return nil
		}
		field := "heat setpoint"
		if c.GetWhich().GetTokenType() == parser.ELKParserCOOL {
			field = "cool setpoint"
		}
		return &SetThermostat{Pos: pos, Obj: o, Field: field, N: b.integer(c.NUMBER(), 1, 99, "a setpoint")}
	case *parser.SetFanContext:
		if !b.want(o, "SET ... FAN", Thermostat) {
			return nil
		}
		w := "Auto"
		if c.GetOn() != nil {
			w = "On"
		}
		return &SetThermostat{Pos: pos, Obj: o, Field: "fan", Word: w}
	}
	return nil
}

// withArticle is a kind of object with its indefinite article: an output,
// a zone.
func withArticle(kind string) string {
	if kind != "" && strings.ContainsRune("aeiouAEIOU", rune(kind[0])) {
		return "an " + kind
	}
	return "a " + kind
}
