package elk

import (
	"fmt"
	"strings"

	"github.com/antlr4-go/antlr/v4"
	"github.com/delorean-mc/delorean/frontends/elk/parser"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// syntaxListener reports a rule's first syntax error in the words of ELK
// rules: the offending text and what the rule needed there. ANTLR's own
// message would list every keyword that can start an object's name.
type syntaxListener struct {
	*syntax.SyntaxListener
}

// ruleFailed ends the parse of a rule at its second syntax error
// (parseRule recovers it).
type ruleFailed struct{}

// SyntaxError implements antlr.ErrorListener.
func (l *syntaxListener) SyntaxError(rec antlr.Recognizer, off any, line, col int, msg string, e antlr.RecognitionException) {
	if len(l.Errs) > 0 {
		// The first error of a rule is the one reported; the rest follow
		// from it, and reading on through a rule of garbage (the rest of
		// a file after its last WHENEVER) took seconds and a gigabyte.
		panic(ruleFailed{})
	}
	pos := l.At(line, col)
	p, ok := rec.(antlr.Parser)
	tok, okTok := off.(antlr.Token)
	if !ok || !okTok {
		l.Errs.Add(pos, "syntax error: %s", msg)
		return
	}
	if verb, ok := actionWithoutThen(p.GetTokenStream(), tok); ok {
		// WHENEVER SUNSET / TURN Porch Light (Out 3) ON: the parser read the
		// action's words as an object's name and failed at ON.
		l.Errs.Add(l.TokenPos(verb), "syntax error: unexpected %s at the start of a line; expected THEN before an action", quoteTok(verb))
		return
	}
	if bad, want, ok := badPhraseWord(p.GetTokenStream(), tok); ok {
		// The parser went on past a wrong word in a fixed phrase (EVERY 30
		// FORTNIGHTS read as the start of an alarm event) and failed later,
		// where the message would blame the right text.
		l.Errs.Add(l.TokenPos(bad), "syntax error: unexpected %s; expected %s", quoteTok(bad), want)
		return
	}
	got := quoteTok(tok)
	if tok.GetTokenType() == parser.ELKParserERRCHAR {
		got = fmt.Sprintf("character %q", tok.GetText())
	}
	ctx := p.GetParserRuleContext()
	rule := ""
	if ctx != nil {
		rule = p.GetRuleNames()[ctx.GetRuleIndex()]
	}
	want := ""
	if _, noAlt := e.(*antlr.NoViableAltException); !noAlt {
		if names := expectedNames(p); len(names) > 0 && len(names) <= 6 {
			want = orList(names)
		}
	}
	if want == "" {
		want = ruleHelp(rule)
	}
	if rule == "trigger" && ctx != nil {
		// A trigger that names an object failed in what happens to it
		// (an alarm event's words may contain objects too, so the parser
		// may have read further).
		if after, ok := objectBefore(p, ctx.GetStart(), tok); ok {
			if next := p.GetTokenStream().Get(after.GetTokenIndex() + 1); !startsObjectEvent(next.GetTokenType()) {
				tok = next
			}
			pos = l.TokenPos(tok)
			got = quoteTok(tok)
			want = ruleHelp("objectEvent")
		}
	}
	where := ""
	if ctx != nil && rule != "elkRule" {
		if start := ctx.GetStart(); start != nil && start.GetTokenIndex() < tok.GetTokenIndex() {
			if prev := p.GetTokenStream().Get(tok.GetTokenIndex() - 1); prev != nil {
				where = fmt.Sprintf(" after %q", textBetween(start, prev))
			}
		}
	}
	l.Errs.Add(pos, "syntax error: unexpected %s%s; expected %s", got, where, want)
}

// expectedNames lists the tokens the parser could take next, as a user
// would write them.
func expectedNames(p antlr.Parser) []string {
	set := p.GetExpectedTokens()
	if set == nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, iv := range set.GetIntervals() {
		for t := iv.Start; t < iv.Stop; t++ {
			n := tokenName(p, t)
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

func tokenName(p antlr.Parser, t int) string {
	switch t {
	case antlr.TokenEOF:
		return "the end of the rule"
	case parser.ELKParserNUMBER:
		return "a number"
	case parser.ELKParserCLOCKTIME:
		return "a time of day such as 8:30 AM"
	case parser.ELKParserDAYMASK:
		return "a day mask such as -M-W-F-"
	case parser.ELKParserWORD:
		return "a word"
	case parser.ELKParserSTRING:
		return "a quoted text"
	case parser.ELKParserFKEY:
		return "a function key F1 to F6"
	}
	lits := p.GetLiteralNames()
	if t >= 0 && t < len(lits) && lits[t] != "" {
		return strings.ToUpper(strings.Trim(lits[t], "'"))
	}
	syms := p.GetSymbolicNames()
	if t >= 0 && t < len(syms) && syms[t] != "" {
		return syms[t]
	}
	return fmt.Sprintf("token %d", t)
}

func orList(names []string) string {
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " or " + names[1]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

const (
	helpObject  = "an object's name and id, such as Front Door (Zn 1), Porch Light (Out 3) or Living Rm Light [6 (A6)]"
	helpTime    = "a time of day such as 8:30 AM, SUNSET or 30 MINS BEFORE SUNRISE"
	helpArm     = "an arm state: DISARMED, ARMED, ARMED AWAY, ARMED STAY, ARMED STAY INSTANT, ARMED NIGHT, ARMED NIGHT INSTANT or ARMED VACATION"
	helpDur     = "a duration such as 30 SECS, 5 MINS or 1 HRS"
	helpTrigger = "a trigger: THE TIME IS 8:30 AM, SUNSET, EVERY 5 MINUTES, F1 KEY ON ANY KEYPAD IS ACTIVATED, " +
		"an alarm event (ANY BURGLAR ALARM, ANY AREA TURNS ON), or an object with its id and what happens to it " +
		"(Front Door (Zn 1) BECOMES NOT SECURE)"
)

// ruleHelp says what a grammar rule reads, for a syntax error inside it.
func ruleHelp(rule string) string {
	switch rule {
	case "elkRule", "ruleNumber":
		return "a rule: WHENEVER <trigger> AND <condition> ... THEN <action> ..."
	case "trigger":
		return helpTrigger
	case "objectEvent":
		return "what happens to the object: BECOMES SECURE, BECOMES NOT SECURE, IS BYPASSED, ARM STATE BECOMES ..., " +
			"STATE IS TURNED ON, STATE IS TURNED OFF, IS ACTIVATED or CHANGES TO n"
	case "keyName", "keypad":
		return "F1 KEY ON ANY KEYPAD IS ACTIVATED, or ON a keypad such as Kitchen (Kp 1)"
	case "eventPart", "eventEnd", "eventTail":
		return "an alarm event ending TURNS ON, IS ACTIVE, IS DETECTED, IS RECEIVED, BEGINS, EXPIRES or ENDS"
	case "qualifier":
		return "a condition: THE DAY OF THE WEEK IS -M-W-F-, THE TIME IS LATER THAN 10:00 PM, IT IS DARK OUTSIDE, " +
			"or an object with its id and its state (Back Door (Zn 2) IS SECURE)"
	case "timeRel":
		return "LATER THAN or EARLIER THAN"
	case "objectState":
		return "the object's state: IS SECURE, IS NOT SECURE, IS BYPASSED, STATE IS ON, STATE IS OFF, IS EQUAL TO n, " +
			"IS GREATER THAN n, IS LESS THAN n, IS ARMED AWAY, IS DISARMED, ..."
	case "armState", "armMode":
		return helpArm
	case "action":
		return "an action: TURN ... ON, TURN ... OFF, TOGGLE, SET ... TO, ADD ... TO, SUBTRACT ... FROM, ACTIVATE, " +
			"ARM, DISARM, BYPASS, UNBYPASS, LOCK, UNLOCK, ANNOUNCE or SEND"
	case "setWhat":
		return "TO n, TO n% BRIGHT, MODE TO ..., HEAT SETPOINT TO n, COOL SETPOINT TO n or FAN TO ON|AUTO"
	case "fade":
		return "FADE RATE = n"
	case "forClause", "duration", "durationPart", "unit":
		return helpDur
	case "tstatMode":
		return "a thermostat mode: OFF, HEAT, COOL, AUTO or EMERGENCY HEAT"
	case "timeOfDay", "sunTime", "offset":
		return helpTime
	case "object", "objId", "nameWord", "anyWord":
		return helpObject
	}
	return "something else"
}

// objectBefore finds the end of the first object id, ( Kind N ) or [ ... ],
// between start and the offending token.
func objectBefore(p antlr.Parser, start, off antlr.Token) (antlr.Token, bool) {
	ts := p.GetTokenStream()
	for i := start.GetTokenIndex(); i < off.GetTokenIndex(); i++ {
		switch ts.Get(i).GetTokenType() {
		case parser.ELKParserRPAREN:
			if i >= 3 && ts.Get(i-3).GetTokenType() == parser.ELKParserLPAREN && ts.Get(i-1).GetTokenType() == parser.ELKParserNUMBER {
				return ts.Get(i), true
			}
		case parser.ELKParserRBRACK:
			return ts.Get(i), true
		}
	}
	return nil, false
}

func startsObjectEvent(t int) bool {
	switch t {
	case parser.ELKParserBECOMES, parser.ELKParserIS, parser.ELKParserSTATE, parser.ELKParserARM, parser.ELKParserCHANGES:
		return true
	}
	return false
}

// badPhraseWord finds, before the offending token off, a fixed phrase whose
// last word is wrong: the trigger EVERY n followed by something other than
// a unit, or the condition THE DAY OF THE WEEK IS followed by something
// other than a day mask (only there: an ANNOUNCE's free text may hold the
// same words). It
// returns that word and what the phrase needs there.
func badPhraseWord(ts antlr.TokenStream, off antlr.Token) (antlr.Token, string, bool) {
	typ := func(i int) int {
		if i < 0 || i >= off.GetTokenIndex() {
			return -1
		}
		return ts.Get(i).GetTokenType()
	}
	for i := 0; i < off.GetTokenIndex(); i++ {
		switch typ(i) {
		case parser.ELKParserEVERY:
			if typ(i-1) == parser.ELKParserWHENEVER && typ(i+1) == parser.ELKParserNUMBER && i+2 < off.GetTokenIndex() {
				switch typ(i + 2) {
				case parser.ELKParserSECS, parser.ELKParserMINS, parser.ELKParserHRS:
				default:
					return ts.Get(i + 2), "a unit: SECONDS, MINUTES or HOURS", true
				}
			}
		case parser.ELKParserDAY, parser.ELKParserDAYS:
			cond := typ(i-1) == parser.ELKParserAND || typ(i-1) == parser.ELKParserTHE && typ(i-2) == parser.ELKParserAND
			if cond && typ(i+1) == parser.ELKParserOF && typ(i+2) == parser.ELKParserTHE && typ(i+3) == parser.ELKParserWEEK {
				switch typ(i + 4) {
				case parser.ELKParserIS, parser.ELKParserARE, parser.ELKParserISARE:
					if i+5 < off.GetTokenIndex() && typ(i+5) != parser.ELKParserDAYMASK {
						return ts.Get(i + 5), "a day mask of seven places, S M T W T F S or - for each day, such as -M-W-F-", true
					}
				}
			}
		}
	}
	return nil, "", false
}

// actionWithoutThen finds, before the offending token off, an action's verb
// that starts a line of the rule but does not follow THEN (ElkRP lists
// each THEN on a line of its own). ARM is left out: ARM STATE BECOMES may
// start a wrapped trigger line.
func actionWithoutThen(ts antlr.TokenStream, off antlr.Token) (antlr.Token, bool) {
	for i := 1; i < off.GetTokenIndex(); i++ {
		t, prev := ts.Get(i), ts.Get(i-1)
		if t.GetLine() == prev.GetLine() || prev.GetTokenType() == parser.ELKParserTHEN {
			continue
		}
		switch t.GetTokenType() {
		case parser.ELKParserTURN, parser.ELKParserTOGGLE, parser.ELKParserSET, parser.ELKParserADD,
			parser.ELKParserSUBTRACT, parser.ELKParserACTIVATE, parser.ELKParserDISARM, parser.ELKParserBYPASS,
			parser.ELKParserUNBYPASS, parser.ELKParserLOCK, parser.ELKParserUNLOCK, parser.ELKParserANNOUNCE,
			parser.ELKParserSEND, parser.ELKParserDIAL, parser.ELKParserDISPLAY:
			return t, true
		}
	}
	return nil, false
}
