// Package template reads the Jinja templates of Home Assistant
// automations: the subset that automations use for logic (Template.g4),
// parsed with its generated ANTLR parser into expression trees that the
// lowering (package hass) turns into conditions.
package template

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/delorean-mc/delorean/frontends/hass/template/parser"
	"github.com/delorean-mc/delorean/ta"
)

// Template is a Jinja template of an automation.
type Template struct {
	Src string
	Pos ta.Pos
	// Body is the template's text, expressions and statements, in order
	// (nil for a template outside the grammar, whose value is
	// over-approximated).
	Body []*TStmt
	// Expr is the template's expression when the whole template is one
	// {{ ... }} with only whitespace around it; nil otherwise.
	Expr *TNode
	// Scope are the variables the template sees (an automation's
	// variables: and trigger_variables:, the variables steps before it),
	// in the order they are defined: a later one may read an earlier one.
	Scope []*Binding
}

// Binding is a variable: its name and its value, a constant or a
// template rendered where it is defined.
type Binding struct {
	Name  string
	Pos   ta.Pos
	Const *Const
	Tpl   *Template
	// Stale: a step between the variable's definition and the template
	// may have changed what its value was rendered from (a service
	// call, a wait), so reading the state again would not give it.
	Stale bool
}

// ConstKind is the kind of a constant variable's value.
type ConstKind uint8

// The kinds of constants (YAML's scalars, lists of them).
const (
	CStr ConstKind = iota
	CInt
	CFloat
	CBool
	CNone
	CList
	COpaque // a mapping, or anything else the lowering does not read
)

// Const is a variable's constant value.
type Const struct {
	Kind  ConstKind
	S     string
	F     float64
	B     bool
	Items []*Const
}

// TKind is the kind of a template expression node.
type TKind uint8

// The template node kinds.
const (
	TName TKind = iota
	TString
	TNumber
	TAttr   // Kids[0].Name
	TIndex  // Kids[0][Kids[1]]
	TCall   // Kids[0](Kids[1:]...)
	TFilter // Kids[0] | Name(Kids[1:]...)
	TUnary  // Op Kids[0] ("-", "+", "not")
	TBinary // Kids[0] Op Kids[1] (arithmetic, comparisons, and, or, in, not in)
	TTest   // Kids[0] is [not] Name [Kids[1]]
	TCond   // Kids[0] if Kids[1] else Kids[2]
	TList   // [...] or a tuple
	TDict
	TSlice // Kids[0][Kids[1]:Kids[2]] (a nil kid: left out)
)

// TNode is a node of a parsed template expression.
type TNode struct {
	Kind TKind
	Op   string
	Name string // names, attributes, filters, tests; string literals' values
	Num  float64
	// Int: a number literal written without a fraction (Jinja's int).
	Int  bool
	Neg  bool // `is not`
	Kids []*TNode
	// Keys are the names of a call's or a filter's arguments, one per
	// argument after the callee (Kids[1:]), "" for a positional one.
	Keys []string
}

// SKind is the kind of a template statement.
type SKind uint8

// The statement kinds.
const (
	SText SKind = iota // literal text
	SExpr              // {{ Expr }}
	SIf                // {% if Conds[0] %}Bodies[0]{% elif Conds[1] %}...{% else %}Else{% endif %}
	SSet               // {% set Names[0] = Expr %}
	SFor               // {% for Names in Expr %}Body{% endfor %}
)

// TStmt is a piece of a template: text, an expression, or a statement
// with the pieces it holds.
type TStmt struct {
	Kind    SKind
	Text    string
	Expr    *TNode
	Names   []string
	Conds   []*TNode
	Bodies  [][]*TStmt
	Else    []*TStmt
	HasElse bool
	Body    []*TStmt
}

// maxTemplate bounds the text a template may have (a fuzzing guard).
const maxTemplate = 1 << 16

// Parse parses a template: its {{ }} expressions and {% %}
// statements must be in the grammar (Template.g4), and its statements
// must nest (if with endif, for with endfor). The text between them is
// free; Jinja's whitespace control ({%- and -%}) trims it.
func Parse(src string) (*Template, error) {
	if len(src) > maxTemplate {
		return nil, errors.New("template too long")
	}
	t := &Template{Src: src}
	parts, err := splitTemplate(src)
	if err != nil {
		return nil, err
	}
	var flat []*TStmt
	var kinds []string
	for _, pt := range parts {
		if !pt.expr && !pt.stmt {
			flat = append(flat, &TStmt{Kind: SText, Text: pt.text})
			kinds = append(kinds, "")
			continue
		}
		n, kind, names, err := parseChunk(pt.text, pt.expr)
		if err != nil {
			return nil, err
		}
		if pt.expr {
			flat = append(flat, &TStmt{Kind: SExpr, Expr: n})
		} else {
			flat = append(flat, &TStmt{Kind: SIf, Expr: n, Names: names})
		}
		kinds = append(kinds, kind)
	}
	body, rest, end, err := nest(flat, kinds, 0)
	if err != nil {
		return nil, err
	}
	if rest != len(flat) {
		return nil, fmt.Errorf("{%% %s %%} without its opening statement", end)
	}
	t.Body = body
	var only *TNode
	for _, s := range body {
		switch {
		case s.Kind == SText && strings.TrimSpace(s.Text) == "":
		case s.Kind == SExpr && only == nil:
			only = s.Expr
		default:
			return t, nil
		}
	}
	t.Expr = only
	return t, nil
}

// nest builds the statements of flat from i on up to a closing statement
// (elif, else, endif, endfor), which it returns with the index after the
// last statement read.
func nest(flat []*TStmt, kinds []string, i int) ([]*TStmt, int, string, error) {
	var out []*TStmt
	for i < len(flat) {
		s, kind := flat[i], kinds[i]
		switch kind {
		case "", "expr":
			out = append(out, s)
			i++
		case "set":
			out = append(out, &TStmt{Kind: SSet, Names: s.Names, Expr: s.Expr})
			i++
		case "elif", "else", "endif", "endfor":
			return out, i, kind, nil
		case "if":
			st := &TStmt{Kind: SIf, Conds: []*TNode{s.Expr}}
			i++
			for {
				b, j, end, err := nest(flat, kinds, i)
				if err != nil {
					return nil, 0, "", err
				}
				if j >= len(flat) {
					return nil, 0, "", errors.New("{% if %} without {% endif %}")
				}
				switch {
				case end == "elif" && !st.HasElse:
					st.Bodies = append(st.Bodies, b)
					st.Conds = append(st.Conds, flat[j].Expr)
				case end == "else" && !st.HasElse:
					st.Bodies = append(st.Bodies, b)
					st.HasElse = true
				case end == "endif":
					if st.HasElse {
						st.Else = b
					} else {
						st.Bodies = append(st.Bodies, b)
					}
					out = append(out, st)
					i = j + 1
					goto next
				default:
					return nil, 0, "", fmt.Errorf("{%% %s %%} inside {%% if %%}", end)
				}
				i = j + 1
			}
		case "for":
			b, j, end, err := nest(flat, kinds, i+1)
			if err != nil {
				return nil, 0, "", err
			}
			if j >= len(flat) || end != "endfor" {
				return nil, 0, "", errors.New("{% for %} without {% endfor %}")
			}
			out = append(out, &TStmt{Kind: SFor, Names: s.Names, Expr: s.Expr, Body: b})
			i = j + 1
		}
	next:
	}
	return out, i, "", nil
}

type chunk struct {
	text       string
	expr, stmt bool
}

// splitTemplate cuts a template into its text and its {{ }} and {% %}
// parts (comments {# #} are dropped), skipping quoted strings inside them.
// A part written {{- or {%- trims the whitespace before it, -}} or -%}
// the whitespace after it (Jinja's whitespace control).
func splitTemplate(s string) ([]chunk, error) {
	var out []chunk
	i := 0
	trimNext := false
	text := func(t string, trimEnd bool) {
		if trimNext {
			t = strings.TrimLeft(t, " \t\r\n")
		}
		if trimEnd {
			t = strings.TrimRight(t, " \t\r\n")
		}
		if t != "" {
			out = append(out, chunk{text: t})
		}
	}
	for {
		j := strings.IndexByte(s[i:], '{')
		for j >= 0 && (i+j+1 >= len(s) || !strings.ContainsRune("{%#", rune(s[i+j+1]))) {
			k := strings.IndexByte(s[i+j+1:], '{')
			if k < 0 {
				j = -1
				break
			}
			j += k + 1
		}
		if j < 0 {
			text(s[i:], false)
			return out, nil
		}
		j += i
		trimBefore := j+2 < len(s) && s[j+2] == '-'
		var close string
		switch s[j+1] {
		case '{':
			close = "}}"
		case '%':
			close = "%}"
		case '#':
			end := strings.Index(s[j+2:], "#}")
			if end < 0 {
				return nil, fmt.Errorf("unclosed {# at offset %d", j)
			}
			text(s[i:j], trimBefore)
			trimNext = end > 0 && s[j+2+end-1] == '-'
			i = j + 2 + end + 2
			continue
		}
		k := j + 2
		var quote byte
		for ; k < len(s); k++ {
			c := s[k]
			switch {
			case quote != 0:
				if c == '\\' {
					k++
				} else if c == quote {
					quote = 0
				}
			case c == '\'' || c == '"':
				quote = c
			case strings.HasPrefix(s[k:], close):
				goto found
			}
		}
		return nil, fmt.Errorf("unclosed %s at offset %d", s[j:j+2], j)
	found:
		text(s[i:j], trimBefore)
		inner := s[j+2 : k]
		trimNext = strings.HasSuffix(inner, "-")
		inner = strings.TrimPrefix(strings.TrimSuffix(inner, "-"), "-")
		if close == "%}" {
			inner = strings.TrimPrefix(strings.TrimSuffix(inner, "+"), "+")
		}
		out = append(out, chunk{text: inner, expr: close == "}}", stmt: close == "%}"})
		i = k + 2
	}
}

type tplErrors struct {
	*antlr.DefaultErrorListener
	err error
}

func (e *tplErrors) SyntaxError(_ antlr.Recognizer, _ any, line, col int, msg string, _ antlr.RecognitionException) {
	if e.err == nil {
		e.err = fmt.Errorf("%s at column %d", msg, col+1)
	}
}

// parseChunk parses the inside of a {{ }} (an expression) or of a {% %}
// (a statement: its kind, its expression and the names it binds).
func parseChunk(text string, expr bool) (n *TNode, kind string, names []string, err error) {
	el := &tplErrors{DefaultErrorListener: antlr.NewDefaultErrorListener()}
	lexer := parser.NewTemplateLexer(antlr.NewInputStream(text))
	lexer.RemoveErrorListeners()
	lexer.AddErrorListener(el)
	ps := parser.NewTemplateParser(antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel))
	ps.RemoveErrorListeners()
	ps.AddErrorListener(el)
	if expr {
		tree := ps.Expression()
		if el.err != nil {
			return nil, "", nil, el.err
		}
		return build(tree.Expr()), "expr", nil, nil
	}
	st := ps.Statement()
	if el.err != nil {
		return nil, "", nil, el.err
	}
	switch x := st.(type) {
	case *parser.IfStmtContext:
		return build(x.Expr()), "if", nil, nil
	case *parser.ElifStmtContext:
		return build(x.Expr()), "elif", nil, nil
	case *parser.ElseStmtContext:
		return nil, "else", nil, nil
	case *parser.EndifStmtContext:
		return nil, "endif", nil, nil
	case *parser.SetStmtContext:
		return build(x.Expr()), "set", []string{x.NAME().GetText()}, nil
	case *parser.ForStmtContext:
		for _, nm := range x.AllNAME() {
			names = append(names, nm.GetText())
		}
		return build(x.Expr()), "for", names, nil
	case *parser.EndforStmtContext:
		return nil, "endfor", nil, nil
	}
	return nil, "", nil, errors.New("not a statement")
}

func build(e parser.IExprContext) *TNode {
	switch x := e.(type) {
	case *parser.AttrExprContext:
		return &TNode{Kind: TAttr, Name: x.NAME().GetText(), Kids: []*TNode{build(x.Expr())}}
	case *parser.IndexExprContext:
		return &TNode{Kind: TIndex, Kids: []*TNode{build(x.Expr(0)), build(x.Expr(1))}}
	case *parser.SliceExprContext:
		// x[a:b:c]: the kids are the sliced value and the three bounds,
		// nil where one is left out.
		n := &TNode{Kind: TSlice, Kids: []*TNode{build(x.Expr(0)), nil, nil, nil}}
		part, seenOpen := 1, false
		for _, ch := range x.GetChildren() {
			switch c := ch.(type) {
			case antlr.TerminalNode:
				switch c.GetText() {
				case "[":
					seenOpen = true
				case ":":
					part++
				}
			case parser.IExprContext:
				if seenOpen && part <= 3 {
					n.Kids[part] = build(c)
				}
			}
		}
		return n
	case *parser.CallExprContext:
		n := &TNode{Kind: TCall, Kids: []*TNode{build(x.Expr())}}
		args, keys := buildArgs(x.Args())
		n.Kids, n.Keys = append(n.Kids, args...), keys
		return n
	case *parser.FilterExprContext:
		n := &TNode{Kind: TFilter, Name: x.NAME().GetText(), Kids: []*TNode{build(x.Expr())}}
		args, keys := buildArgs(x.Args())
		n.Kids, n.Keys = append(n.Kids, args...), keys
		return n
	case *parser.NegExprContext:
		return &TNode{Kind: TUnary, Op: x.GetOp().GetText(), Kids: []*TNode{build(x.Expr())}}
	case *parser.NotExprContext:
		return &TNode{Kind: TUnary, Op: "not", Kids: []*TNode{build(x.Expr())}}
	case *parser.MulExprContext:
		return &TNode{Kind: TBinary, Op: x.GetOp().GetText(), Kids: []*TNode{build(x.Expr(0)), build(x.Expr(1))}}
	case *parser.AddExprContext:
		return &TNode{Kind: TBinary, Op: x.GetOp().GetText(), Kids: []*TNode{build(x.Expr(0)), build(x.Expr(1))}}
	case *parser.CmpExprContext:
		return &TNode{Kind: TBinary, Op: x.GetOp().GetText(), Kids: []*TNode{build(x.Expr(0)), build(x.Expr(1))}}
	case *parser.InExprContext:
		op := "in"
		if x.GetNeg() != nil {
			op = "not in"
		}
		return &TNode{Kind: TBinary, Op: op, Kids: []*TNode{build(x.Expr(0)), build(x.Expr(1))}}
	case *parser.AndExprContext:
		return &TNode{Kind: TBinary, Op: "and", Kids: []*TNode{build(x.Expr(0)), build(x.Expr(1))}}
	case *parser.OrExprContext:
		return &TNode{Kind: TBinary, Op: "or", Kids: []*TNode{build(x.Expr(0)), build(x.Expr(1))}}
	case *parser.TestExprContext:
		n := &TNode{Kind: TTest, Name: x.NAME().GetText(), Neg: x.GetNeg() != nil, Kids: []*TNode{build(x.Expr(0))}}
		if len(x.AllExpr()) > 1 {
			n.Kids = append(n.Kids, build(x.Expr(1)))
		}
		return n
	case *parser.CondExprContext:
		n := &TNode{Kind: TCond}
		for _, k := range x.AllExpr() {
			n.Kids = append(n.Kids, build(k))
		}
		return n
	case *parser.PrimaryExprContext:
		return buildPrimary(x.Primary())
	}
	return &TNode{Kind: TName, Name: "?"}
}

func buildArgs(a parser.IArgsContext) ([]*TNode, []string) {
	if a == nil {
		return nil, nil
	}
	var out []*TNode
	var keys []string
	for _, arg := range a.AllArg() {
		out = append(out, build(arg.Expr()))
		key := ""
		if nm := arg.NAME(); nm != nil {
			key = nm.GetText()
		}
		keys = append(keys, key)
	}
	return out, keys
}

func buildPrimary(p parser.IPrimaryContext) *TNode {
	switch x := p.(type) {
	case *parser.NameLitContext:
		return &TNode{Kind: TName, Name: x.GetText()}
	case *parser.StringLitContext:
		s := x.GetText()
		return &TNode{Kind: TString, Name: unescape(s[1 : len(s)-1])}
	case *parser.NumberLitContext:
		v, _ := strconv.ParseFloat(x.GetText(), 64)
		return &TNode{Kind: TNumber, Num: v, Int: !strings.Contains(x.GetText(), ".")}
	case *parser.ParenLitContext:
		if len(x.AllExpr()) == 1 {
			return build(x.Expr(0))
		}
		n := &TNode{Kind: TList}
		for _, k := range x.AllExpr() {
			n.Kids = append(n.Kids, build(k))
		}
		return n
	case *parser.ListLitContext:
		n := &TNode{Kind: TList}
		for _, k := range x.AllExpr() {
			n.Kids = append(n.Kids, build(k))
		}
		return n
	case *parser.DictLitContext:
		return &TNode{Kind: TDict}
	}
	return &TNode{Kind: TName, Name: "?"}
}

func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// ---- lowering
