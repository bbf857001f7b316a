package spec

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
	"gopkg.in/yaml.v3"
)

// Invariants speak of numbers; the model keeps a number a front end
// compares only with constants as its class among them (ta.Number). A
// comparison of such a variable with a number is rewritten here into the
// comparison of classes that holds exactly when the one written does,
// which needs the number to be one of the constants: the command line
// reads the program with the numbers the invariants compare with
// (Thresholds), so that the front end makes them constants too. Anything
// that cannot be made exact is an error at its position.
//
// The IR's expressions have integers only. A decimal (70.5) is hidden
// from the parser as an integer of as many digits that appears nowhere
// else in the text, so that every position stays the file's, and is
// read back from the literal the parser makes of it.

// hidden maps the integers that stand for decimals to the decimals.
type hidden map[int64]string

// hideDecimals replaces the decimals of an expression's text (digits, a
// point, digits, not part of a name or of a quoted name) by integers of
// the same length.
func hideDecimals(src string) (string, hidden) {
	type span struct{ from, to int }
	var decs []span
	ints := map[int64]bool{}
	b := []byte(src)
	nameChar := func(c byte) bool {
		return c == '_' || c == '$' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	digits := func(i int) int {
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		return i
	}
	for i := 0; i < len(b); {
		switch c := b[i]; {
		case c == '"':
			// A quoted name: up to its closing quote, escapes skipped.
			for i++; i < len(b) && b[i] != '"' && b[i] != '\n'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			i++
		case c >= '0' && c <= '9' && (i == 0 || !nameChar(b[i-1])):
			end := digits(i)
			if v, err := strconv.ParseInt(string(b[i:end]), 10, 64); err == nil {
				ints[v] = true
			}
			if end+1 < len(b) && b[end] == '.' && b[end+1] >= '0' && b[end+1] <= '9' {
				frac := digits(end + 1)
				if frac == len(b) || !nameChar(b[frac]) {
					decs = append(decs, span{i, frac})
					end = frac
				}
			}
			i = end
		case nameChar(c):
			for i < len(b) && nameChar(b[i]) {
				i++
			}
		default:
			i++
		}
	}
	if len(decs) == 0 {
		return src, nil
	}
	h := hidden{}
	out := append([]byte(nil), b...)
	for _, d := range decs {
		n := d.to - d.from
		if n > 18 {
			continue // no integer of its length: the parser says where the point is
		}
		lo := int64(1)
		for k := 1; k < n; k++ {
			lo *= 10
		}
		// The largest integer of n digits not taken.
		for v := lo*10 - 1; v >= lo; v-- {
			if !ints[v] {
				ints[v] = true
				h[v] = string(b[d.from:d.to])
				copy(out[d.from:d.to], strconv.FormatInt(v, 10))
				break
			}
		}
	}
	return string(out), h
}

// literal is the number an expression writes, if it is one: an integer,
// a decimal, either negated. Its text is as written.
func (h hidden) literal(e ta.Expr) (string, bool) {
	neg := false
	if u, ok := e.(*ta.Unary); ok && u.Op == ta.OpNeg {
		neg, e = true, u.X
	}
	l, ok := e.(*ta.IntLit)
	if !ok {
		return "", false
	}
	v := l.Value
	if v < 0 {
		neg, v = !neg, -v
	}
	text, dec := h[v]
	if !dec {
		text = strconv.FormatUint(uint64(v), 10) // -v of the least int64 is itself, read unsigned
	}
	if neg {
		text = "-" + text
	}
	return text, true
}

// decimal is the decimal an integer literal stands for, if it does.
func (h hidden) decimal(e ta.Expr) (string, bool) {
	l, ok := e.(*ta.IntLit)
	if !ok {
		return "", false
	}
	if d, ok := h[l.Value]; ok {
		return d, true
	}
	if d, ok := h[-l.Value]; ok && l.Value < 0 {
		return "-" + d, true
	}
	return "", false
}

// numbers rewrites the comparisons of an expression against a program.
type numbers struct {
	prog *ta.Program
	h    hidden
	errs ta.ErrorList
}

// number is the variable an expression names when it stands for a number.
func (c *numbers) number(e ta.Expr) *ta.Var {
	if v := c.variable(e); v != nil && v.Number != nil {
		return v
	}
	return nil
}

func (c *numbers) variable(e ta.Expr) *ta.Var {
	id, ok := e.(*ta.Ident)
	if !ok {
		return nil
	}
	if i := c.prog.LookupVar(id.Name); i >= 0 {
		return c.prog.Vars[i]
	}
	return nil
}

// rewrite returns e with its comparisons of numbers made comparisons of
// classes; it changes e's nodes in place.
func (c *numbers) rewrite(e ta.Expr) ta.Expr {
	switch x := e.(type) {
	case *ta.Binary:
		if x.Op.IsComparison() {
			if r, ok := c.compare(x); ok {
				return r
			}
		}
		x.X, x.Y = c.rewrite(x.X), c.rewrite(x.Y)
	case *ta.Unary:
		x.X = c.rewrite(x.X)
	case *ta.CondExpr:
		x.C, x.Then, x.Else = c.rewrite(x.C), c.rewrite(x.Then), c.rewrite(x.Else)
	case *ta.ListIndex:
		for i := range x.Elems {
			x.Elems[i] = c.rewrite(x.Elems[i])
		}
		x.Index = c.rewrite(x.Index)
	case *ta.Ident:
		if v := c.number(x); v != nil {
			c.errs.Add(x.Pos, "%s stands for a number, which the model keeps only as its place among %s: an invariant compares it with a number (%s > %s), and does nothing else with it",
				x.Name, constsText(v.Number), x.Name, example(v.Number))
		}
	case *ta.IntLit:
		if d, ok := c.h.decimal(x); ok {
			c.errs.Add(x.Pos, "%s: a number with a fraction can only be compared with a device that stands for a number (a Home Assistant entity the automations compare as a number)", d)
		}
	}
	return e
}

// compare rewrites a comparison of a number with a constant; it reports
// false for a comparison it leaves to the caller.
func (c *numbers) compare(b *ta.Binary) (ta.Expr, bool) {
	lx, okx := c.h.literal(b.X)
	ly, oky := c.h.literal(b.Y)
	switch vx, vy := c.number(b.X), c.number(b.Y); {
	case vx != nil && oky:
		return c.classes(b, b.Op, b.X.(*ta.Ident), vx, ly, b.Y, b.X.(*ta.Ident).Name+" "+b.Op.String()+" "+ly), true
	case vy != nil && okx:
		return c.classes(b, b.Op.Flip(), b.Y.(*ta.Ident), vy, lx, b.X, lx+" "+b.Op.String()+" "+b.Y.(*ta.Ident).Name), true
	case vx != nil || vy != nil:
		v, id := vx, b.X
		if v == nil {
			v, id = vy, b.Y
		}
		name := id.(*ta.Ident).Name
		c.errs.Add(b.Pos, "%s stands for a number, which the model keeps only as its place among %s: an invariant compares it with a number (%s > %s), not with anything else",
			name, constsText(v.Number), name, example(v.Number))
		return b, true
	}
	for _, side := range []struct {
		e   ta.Expr
		lit string
		ok  bool
	}{{b.X, ly, oky}, {b.Y, lx, okx}} {
		if v := c.variable(side.e); v != nil && side.ok && v.Type.Kind != ta.Int {
			states := "true, false"
			if v.Type.Kind == ta.Enum {
				states = strings.Join(v.Type.Values, ", ")
			}
			c.errs.Add(b.Pos, "%s is not a number: its states are %s, and nothing in the program compares it as a number, so it cannot be compared with %s",
				v.Name, states, side.lit)
			return b, true
		}
	}
	return nil, false
}

// classes is `id op lit` (b, written so), where id stands for a number:
// the comparison of its class with the class of lit, which must be one of
// its constants.
func (c *numbers) classes(b *ta.Binary, op ta.Op, id *ta.Ident, v *ta.Var, lit string, litExpr ta.Expr, written string) ta.Expr {
	n := v.Number
	if why := n.Valid(); why != "" {
		c.errs.Add(b.Pos, "%s: %s cannot be compared with numbers: %s", written, id.Name, why)
		return b
	}
	x, ok := ta.ParseDecimal(lit)
	if !ok {
		c.errs.Add(litExpr.ExprPos(), "%s: %s is not a number", written, lit)
		return b
	}
	k, exact := n.ClassOf(x)
	if !exact {
		c.errs.Add(litExpr.ExprPos(), "%s: %s is not one of the numbers the model tells %s apart at (%s), so whether it holds is not known (the command line reads the program with the numbers its invariants compare with; a program read otherwise needs them: frontends.Options.Consts)",
			written, lit, id.Name, constsText(n))
		return b
	}
	return &ta.Binary{Pos: b.Pos, Op: op, X: id, Y: &ta.IntLit{Pos: litExpr.ExprPos(), Value: k}, Atom: -1, Tod: -1}
}

func constsText(n *ta.Number) string {
	if len(n.Consts) == 0 {
		return "no constants"
	}
	return strings.Join(n.Consts, ", ")
}

func example(n *ta.Number) string {
	if len(n.Consts) == 0 {
		return "20"
	}
	return n.Consts[len(n.Consts)-1]
}

// shown marks a name that ExprText prints as it is, without quotes: a
// decimal in an expression kept for printing (see showForm).
const shown = "\x01"

var shownName = regexp.MustCompile(`"` + shown + `([^"]*)"`)

// showForm is e as written, for reports: its decimals, which the parser
// read as integers standing for them, are names that print as the
// decimals. It changes e in place.
func (h hidden) showForm(e ta.Expr) ta.Expr {
	if d, ok := h.decimal(e); ok {
		return &ta.Ident{Pos: e.ExprPos(), Name: shown + d}
	}
	switch x := e.(type) {
	case *ta.Binary:
		x.X, x.Y = h.showForm(x.X), h.showForm(x.Y)
	case *ta.Unary:
		x.X = h.showForm(x.X)
	case *ta.CondExpr:
		x.C, x.Then, x.Else = h.showForm(x.C), h.showForm(x.Then), h.showForm(x.Else)
	case *ta.ListIndex:
		for i := range x.Elems {
			x.Elems[i] = h.showForm(x.Elems[i])
		}
		x.Index = h.showForm(x.Index)
	}
	return e
}

// parseCond parses and checks an invariant's expression (src starting at
// line:col of file) against prog. It returns the expression to evaluate,
// its comparisons of numbers made comparisons of classes, and the
// expression as written, for reports (nil when the two print alike). On
// an error, eval is the expression as parsed when it parsed.
func parseCond(file string, line, col int, src string, prog *ta.Program) (eval, show ta.Expr, err error) {
	text, h := hideDecimals(programPhrases(src))
	e, err := syntax.ParseExpr(file, line, col, text)
	if err != nil {
		return nil, nil, h.restore(err)
	}
	c := &numbers{prog: prog, h: h}
	e = c.rewrite(e)
	if len(c.errs) > 0 {
		c.errs.Sort()
		return e, nil, c.errs
	}
	if err := prog.CheckExpr(e); err != nil {
		return e, nil, h.restore(err)
	}
	if len(h) > 0 || c.readsNumber(e) {
		show, _ = syntax.ParseExpr(file, line, col, text)
		show = h.showForm(show)
	}
	return e, show, nil
}

// readsNumber reports whether e reads a variable that stands for a number
// (and so compares its classes).
func (c *numbers) readsNumber(e ta.Expr) bool {
	switch x := e.(type) {
	case *ta.Ident:
		return c.number(x) != nil
	case *ta.Binary:
		return c.readsNumber(x.X) || c.readsNumber(x.Y)
	case *ta.Unary:
		return c.readsNumber(x.X)
	case *ta.CondExpr:
		return c.readsNumber(x.C) || c.readsNumber(x.Then) || c.readsNumber(x.Else)
	case *ta.ListIndex:
		for _, y := range x.Elems {
			if c.readsNumber(y) {
				return true
			}
		}
		return c.readsNumber(x.Index)
	}
	return false
}

// restore puts the decimals back into the messages of err that quote the
// integers standing for them.
func (h hidden) restore(err error) error {
	l, ok := err.(ta.ErrorList)
	if !ok || len(h) == 0 {
		return err
	}
	for _, e := range l {
		for v, d := range h {
			e.Msg = strings.ReplaceAll(e.Msg, "'"+strconv.FormatInt(v, 10)+"'", "'"+d+"'")
		}
	}
	return l
}

// Thresholds returns the numbers the invariants of a file (YAML text,
// as LoadProperties reads) compare names with, by name, as written
// ("70", "-2.5"): a front end that keeps a number as its class among
// constants (ta.Number) makes them constants too, so that the invariants'
// comparisons are exact. Text that does not parse is left to
// LoadProperties to report.
func Thresholds(data []byte) map[string][]string {
	out := map[string][]string{}
	root, err := syntax.DecodeYAML("", data)
	if err != nil || len(root.Content) == 0 || root.Content[0].Kind != yaml.SequenceNode {
		return out
	}
	for _, item := range root.Content[0].Content {
		if item.Kind != yaml.MappingNode {
			continue
		}
		for i := 0; i+1 < len(item.Content); i += 2 {
			switch item.Content[i].Value {
			case "condition", "holds", "reaches", "while", "after":
			default:
				continue
			}
			v := item.Content[i+1]
			if v.Kind != yaml.ScalarNode {
				continue
			}
			text, h := hideDecimals(programPhrases(v.Value))
			e, err := syntax.ParseExpr("", 1, 1, text)
			if err != nil {
				continue
			}
			h.thresholds(e, out)
		}
	}
	return out
}

// thresholds adds to out the numbers e compares names with.
func (h hidden) thresholds(e ta.Expr, out map[string][]string) {
	add := func(name, lit string) {
		x, _ := ta.ParseDecimal(lit)
		for _, s := range out[name] {
			if y, _ := ta.ParseDecimal(s); x != nil && y != nil && x.Cmp(y) == 0 {
				return
			}
		}
		out[name] = append(out[name], lit)
	}
	switch x := e.(type) {
	case *ta.Binary:
		if x.Op.IsComparison() {
			if id, ok := x.X.(*ta.Ident); ok {
				if lit, ok := h.literal(x.Y); ok {
					add(id.Name, lit)
				}
			}
			if id, ok := x.Y.(*ta.Ident); ok {
				if lit, ok := h.literal(x.X); ok {
					add(id.Name, lit)
				}
			}
		}
		h.thresholds(x.X, out)
		h.thresholds(x.Y, out)
	case *ta.Unary:
		h.thresholds(x.X, out)
	case *ta.CondExpr:
		h.thresholds(x.C, out)
		h.thresholds(x.Then, out)
		h.thresholds(x.Else, out)
	case *ta.ListIndex:
		for _, y := range x.Elems {
			h.thresholds(y, out)
		}
		h.thresholds(x.Index, out)
	}
}
