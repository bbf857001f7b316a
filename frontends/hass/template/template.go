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
	// Expr is the template's expression when the whole template is one
	// {{ ... }}; nil otherwise (text around it, statements, or a template
	// outside the grammar), and then its value is over-approximated.
	Expr *TNode
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
)

// TNode is a node of a parsed template expression.
type TNode struct {
	Kind TKind
	Op   string
	Name string // names, attributes, filters, tests; string literals' values
	Num  float64
	Neg  bool // `is not`
	Kids []*TNode
}

// maxTemplate bounds the text a template may have (a fuzzing guard).
const maxTemplate = 1 << 16

// Parse parses a template: its {{ }} expressions and {% %}
// statements must be in the grammar (Template.g4). The text between them
// is free.
func Parse(src string) (*Template, error) {
	if len(src) > maxTemplate {
		return nil, errors.New("template too long")
	}
	t := &Template{Src: src}
	parts, err := splitTemplate(src)
	if err != nil {
		return nil, err
	}
	onlyExpr := len(parts) == 1 && parts[0].expr && strings.TrimSpace(src[:parts[0].start]) == "" && strings.TrimSpace(src[parts[0].end:]) == ""
	for _, pt := range parts {
		n, err := parseChunk(pt.text, pt.expr)
		if err != nil {
			return nil, err
		}
		if onlyExpr {
			t.Expr = n
		}
	}
	return t, nil
}

type chunk struct {
	text       string
	expr       bool
	start, end int
}

// splitTemplate finds the {{ }} and {% %} parts of a template (comments
// {# #} are dropped), skipping quoted strings inside them.
func splitTemplate(s string) ([]chunk, error) {
	var out []chunk
	i := 0
	for {
		j := strings.IndexAny(s[i:], "{")
		if j < 0 {
			return out, nil
		}
		j += i
		if j+1 >= len(s) {
			return out, nil
		}
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
			i = j + 2 + end + 2
			continue
		default:
			i = j + 1
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
		inner := s[j+2 : k]
		inner = strings.TrimPrefix(strings.TrimSuffix(inner, "-"), "-")
		out = append(out, chunk{text: inner, expr: close == "}}", start: j, end: k + 2})
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

func parseChunk(text string, expr bool) (n *TNode, err error) {
	el := &tplErrors{DefaultErrorListener: antlr.NewDefaultErrorListener()}
	lexer := parser.NewTemplateLexer(antlr.NewInputStream(text))
	lexer.RemoveErrorListeners()
	lexer.AddErrorListener(el)
	ps := parser.NewTemplateParser(antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel))
	ps.RemoveErrorListeners()
	ps.AddErrorListener(el)
	if !expr {
		ps.Statement()
		return nil, el.err
	}
	tree := ps.Expression()
	if el.err != nil {
		return nil, el.err
	}
	return build(tree.Expr()), nil
}

func build(e parser.IExprContext) *TNode {
	switch x := e.(type) {
	case *parser.AttrExprContext:
		return &TNode{Kind: TAttr, Name: x.NAME().GetText(), Kids: []*TNode{build(x.Expr())}}
	case *parser.IndexExprContext:
		return &TNode{Kind: TIndex, Kids: []*TNode{build(x.Expr(0)), build(x.Expr(1))}}
	case *parser.CallExprContext:
		n := &TNode{Kind: TCall, Kids: []*TNode{build(x.Expr())}}
		n.Kids = append(n.Kids, buildArgs(x.Args())...)
		return n
	case *parser.FilterExprContext:
		n := &TNode{Kind: TFilter, Name: x.NAME().GetText(), Kids: []*TNode{build(x.Expr())}}
		n.Kids = append(n.Kids, buildArgs(x.Args())...)
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

func buildArgs(a parser.IArgsContext) []*TNode {
	if a == nil {
		return nil
	}
	var out []*TNode
	for _, arg := range a.AllArg() {
		out = append(out, build(arg.Expr()))
	}
	return out
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
		return &TNode{Kind: TNumber, Num: v}
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
