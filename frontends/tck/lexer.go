package tck

import (
	"sync"

	"github.com/antlr4-go/antlr/v4"
	"github.com/delorean-mc/delorean/frontends/tck/parser"
)

// lexer is TCK.g4's lexer written out by hand: the same tokens, with the
// same types, positions and line and column numbers, as the generated
// one (parser.TCKLexer; TestLexerAgrees compares them), which simulates
// the grammar's automaton and builds its tables on the first characters
// of each run: a third of the cold parse of a model, and a tenth of a
// small model's whole exploration. It embeds a BaseLexer for the token
// stream's other needs (the token factory's source, the input stream).
type lexer struct {
	*antlr.BaseLexer
	in        []rune
	pos       int // index of the next rune
	line, col int // of the next rune (line from 1, column from 0)
	pair      *antlr.TokenSourceCharStreamPair
}

func newLexer(src string) *lexer {
	input := antlr.NewInputStream(src)
	b := antlr.NewBaseLexer(input)
	l := &lexer{BaseLexer: b, line: 1}
	l.in = make([]rune, input.Size())
	for i := range l.in {
		l.in[i] = rune(input.LA(i + 1))
	}
	l.pair = b.GetTokenSourceCharStreamPair()
	// The token factory asks the source for its position before it sets
	// the token's own: the BaseLexer asks its simulator, which it has
	// none of.
	b.Interpreter = position{l: l}
	return l
}

// position answers a BaseLexer's questions about the position of the
// lexer; the embedded simulator, nil, is never asked anything else.
type position struct {
	antlr.ILexerATNSimulator
	l *lexer
}

func (p position) GetLine() int               { return p.l.line }
func (p position) GetCharPositionInLine() int { return p.l.col }

// literalNames are TCK.g4's literal tokens in the order of their token
// types (the generated lexer's LiteralNames, unquoted; TestLexerAgrees
// checks it): written out, as the generated lexer's tables are built with
// its automaton.
var literalNames = []string{"", "system", ":", "process", "event", "clock", "int", "location",
	"edge", "sync", "@", "?", "{", "}", "provided", "invariant",
	"do", "labels", ",", "initial", "committed", "urgent", "nop",
	"if", "then", "else", "end", "while", "local", ";", "=",
	"[", "]", "(", ")", "!", "-", "*", "/", "%", "+",
	"<", "<=", ">", ">=", "==", "!=", "&&", "||"}

// tokenLiterals maps each literal to its token type.
var tokenLiterals = sync.OnceValue(func() map[string]int {
	m := map[string]int{}
	for t, name := range literalNames {
		if name != "" {
			m[name] = t
		}
	}
	return m
})

func isLetter(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == '_' }
func isDigit(r rune) bool  { return r >= '0' && r <= '9' }

// advance consumes n runes, counting lines as the generated lexer does
// (a line ends at '\n').
func (l *lexer) advance(n int) {
	for ; n > 0; n-- {
		if l.in[l.pos] == '\n' {
			l.line, l.col = l.line+1, 0
		} else {
			l.col++
		}
		l.pos++
	}
}

// NextToken implements antlr.TokenSource: the longest match, the first
// rule of TCK.g4 on a tie (literals, then INT, ID, COMMENT, WS, ERRCHAR),
// COMMENT and WS skipped.
func (l *lexer) NextToken() antlr.Token {
	lits := tokenLiterals()
	for {
		start, line, col := l.pos, l.line, l.col
		if start >= len(l.in) {
			return antlr.CommonTokenFactoryDEFAULT.Create(l.pair, antlr.TokenEOF, "", antlr.TokenDefaultChannel, start, start-1, line, col)
		}
		r := l.in[start]
		n, typ := 1, parser.TCKLexerERRCHAR
		switch {
		case r == ' ' || r == '\t' || r == '\r' || r == '\n' || r == '\f':
			for n < len(l.in)-start && isSpace(l.in[start+n]) {
				n++
			}
			typ = parser.TCKLexerWS
		case r == '#':
			for n < len(l.in)-start && l.in[start+n] != '\r' && l.in[start+n] != '\n' {
				n++
			}
			typ = parser.TCKLexerCOMMENT
		case isDigit(r):
			for n < len(l.in)-start && isDigit(l.in[start+n]) {
				n++
			}
			typ = parser.TCKLexerINT
		case isLetter(r):
			for n < len(l.in)-start && (isLetter(l.in[start+n]) || isDigit(l.in[start+n]) || l.in[start+n] == '.') {
				n++
			}
			typ = parser.TCKLexerID
			if t, ok := lits[string(l.in[start:start+n])]; ok {
				typ = t
			}
		default:
			// Punctuation: the two-rune literals first (longest match).
			if n2 := start + 2; n2 <= len(l.in) {
				if t, ok := lits[string(l.in[start:n2])]; ok {
					n, typ = 2, t
					break
				}
			}
			if t, ok := lits[string(r)]; ok {
				typ = t
			}
		}
		l.advance(n)
		if typ == parser.TCKLexerWS || typ == parser.TCKLexerCOMMENT {
			continue
		}
		return antlr.CommonTokenFactoryDEFAULT.Create(l.pair, typ, "", antlr.TokenDefaultChannel, start, start+n-1, line, col)
	}
}

func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\r' || r == '\n' || r == '\f' }
