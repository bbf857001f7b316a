package hass

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/frontends/hass/template"
	"github.com/delorean-mc/delorean/ta"
)

// The differential test of template conditions: random small templates
// over three entities and the time, lowered, and their IR conditions
// evaluated in every state of the entities' domains (and at times of day
// across the week) agree with a direct concrete evaluation of the
// template, written here from Jinja's and Home Assistant's rules and
// sharing nothing with the lowering but the parser.

// ---- a concrete evaluator of the Jinja subset

type undef struct{}

// cstate is one concrete state of the world: the entities' states (as
// Home Assistant keeps them, text) and the time.
type cstate struct {
	states          map[string]string
	hour, min, wday int // wday: 0 = Monday
	tod             int64
}

var errUndefined = errors.New("undefined")

func cTruth(v any) bool {
	switch x := v.(type) {
	case nil, undef:
		return false
	case bool:
		return x
	case int64:
		return x != 0
	case float64:
		return x != 0
	case string:
		return x != ""
	case []any:
		return len(x) > 0
	}
	return true
}

func cNum(v any) (float64, bool) {
	switch x := v.(type) {
	case bool:
		if x {
			return 1, true
		}
		return 0, true
	case int64:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

// cStr is Python's str().
func cStr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case undef:
		return ""
	case bool:
		if x {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		s := strconv.FormatFloat(x, 'f', -1, 64)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	case string:
		return x
	}
	return fmt.Sprint(v)
}

// cFloat is Python's float() of a string.
func cFloat(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, false
	}
	for i, r := range s {
		if !(r >= '0' && r <= '9' || r == '.' || (i == 0 && (r == '-' || r == '+'))) {
			return 0, false
		}
	}
	x, err := strconv.ParseFloat(s, 64)
	return x, err == nil
}

type cenv struct {
	st   cstate
	vars map[string]any
}

func (c *cenv) eval(n *template.TNode) (any, error) {
	switch n.Kind {
	case template.TName:
		switch n.Name {
		case "true", "True":
			return true, nil
		case "false", "False":
			return false, nil
		case "none", "None":
			return nil, nil
		}
		if v, ok := c.vars[n.Name]; ok {
			return v, nil
		}
		return undef{}, nil
	case template.TString:
		return n.Name, nil
	case template.TNumber:
		if n.Int {
			return int64(n.Num), nil
		}
		return n.Num, nil
	case template.TList:
		var out []any
		for _, k := range n.Kids {
			v, err := c.eval(k)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case template.TUnary:
		v, err := c.eval(n.Kids[0])
		if err != nil {
			return nil, err
		}
		if n.Op == "not" {
			return !cTruth(v), nil
		}
		f, ok := cNum(v)
		if !ok {
			return nil, errors.New("bad unary")
		}
		return -f, nil
	case template.TBinary:
		a, err := c.eval(n.Kids[0])
		if err != nil {
			return nil, err
		}
		switch n.Op {
		case "and":
			if !cTruth(a) {
				return a, nil
			}
			return c.eval(n.Kids[1])
		case "or":
			if cTruth(a) {
				return a, nil
			}
			return c.eval(n.Kids[1])
		}
		b, err := c.eval(n.Kids[1])
		if err != nil {
			return nil, err
		}
		switch n.Op {
		case "~":
			return cStr(a) + cStr(b), nil
		case "in", "not in":
			l, ok := b.([]any)
			if !ok {
				return nil, errors.New("in needs a list")
			}
			found := false
			for _, it := range l {
				if cEq(a, it) {
					found = true
				}
			}
			return found == (n.Op == "in"), nil
		case "==":
			return cEq(a, b), nil
		case "!=":
			return !cEq(a, b), nil
		case "<", "<=", ">", ">=":
			x, ok1 := cNum(a)
			y, ok2 := cNum(b)
			// Two aware datetimes of today compare as instants
			// (now() or utcnow() against today_at(): Python's datetime
			// comparison converts to UTC first).
			if ta, ok := a.(map[string]any); ok {
				if tb, ok := b.(map[string]any); ok && ta[instantKey] != nil && tb[instantKey] != nil {
					x, y, ok1, ok2 = float64(ta[instantKey].(int64)), float64(tb[instantKey].(int64)), true, true
				}
			}
			if !ok1 || !ok2 {
				return nil, errors.New("TypeError: ordering non-numbers")
			}
			switch n.Op {
			case "<":
				return x < y, nil
			case "<=":
				return x <= y, nil
			case ">":
				return x > y, nil
			}
			return x >= y, nil
		case "+", "-", "*":
			x, ok1 := cNum(a)
			y, ok2 := cNum(b)
			if !ok1 || !ok2 {
				return nil, errors.New("TypeError: arithmetic")
			}
			_, ia := a.(int64)
			_, ib := b.(int64)
			var r float64
			switch n.Op {
			case "+":
				r = x + y
			case "-":
				r = x - y
			default:
				r = x * y
			}
			if ia && ib {
				return int64(r), nil
			}
			return r, nil
		}
	case template.TTest:
		v, err := c.eval(n.Kids[0])
		if err != nil {
			return nil, err
		}
		var r bool
		switch n.Name {
		case "defined":
			_, u := v.(undef)
			r = !u
		case "none":
			r = v == nil
		default:
			return nil, errors.New("no test " + n.Name)
		}
		return r != n.Neg, nil
	case template.TCond:
		cond, err := c.eval(n.Kids[1])
		if err != nil {
			return nil, err
		}
		if cTruth(cond) {
			return c.eval(n.Kids[0])
		}
		if len(n.Kids) > 2 {
			return c.eval(n.Kids[2])
		}
		return undef{}, nil
	case template.TCall:
		return c.call(n)
	case template.TAttr:
		v, err := c.eval(n.Kids[0])
		if err != nil {
			return nil, err
		}
		if m, ok := v.(map[string]any); ok {
			if x, ok := m[n.Name]; ok {
				return x, nil
			}
			return undef{}, nil
		}
		if _, ok := v.(undef); ok {
			return nil, errUndefined
		}
		return undef{}, nil
	case template.TFilter:
		v, err := c.eval(n.Kids[0])
		if err != nil {
			return nil, err
		}
		var def any
		hasDef := false
		if len(n.Kids) > 1 {
			if def, err = c.eval(n.Kids[1]); err != nil {
				return nil, err
			}
			hasDef = true
		}
		switch n.Name {
		case "float":
			if s, ok := v.(string); ok {
				if f, ok := cFloat(s); ok {
					return f, nil
				}
			} else if f, ok := cNum(v); ok {
				return f, nil
			}
			if hasDef {
				return def, nil
			}
			return nil, errors.New("float: no default")
		case "int":
			// Jinja's do_int: int(text), else int(float(text)).
			if s, ok := v.(string); ok {
				if i, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64); err == nil {
					return i, nil
				}
				if f, ok := cFloat(s); ok {
					return int64(math.Trunc(f)), nil
				}
			} else if f, ok := cNum(v); ok {
				return int64(math.Trunc(f)), nil
			}
			if hasDef {
				return def, nil
			}
			return nil, errors.New("int: no default")
		case "lower":
			return strings.ToLower(cStr(v)), nil
		}
	}
	return nil, fmt.Errorf("the concrete evaluator has no %v", n.Kind)
}

func cEq(a, b any) bool {
	x, ok1 := cNum(a)
	y, ok2 := cNum(b)
	if ok1 && ok2 {
		return x == y
	}
	switch a := a.(type) {
	case string:
		s, ok := b.(string)
		return ok && a == s
	case nil:
		return b == nil
	case undef:
		_, ok := b.(undef)
		return ok
	}
	return false
}

func (c *cenv) call(n *template.TNode) (any, error) {
	var args []any
	for _, k := range n.Kids[1:] {
		v, err := c.eval(k)
		if err != nil {
			return nil, err
		}
		args = append(args, v)
	}
	if n.Kids[0].Kind == template.TAttr {
		// now().weekday()
		recv, err := c.eval(n.Kids[0].Kids[0])
		if err != nil {
			return nil, err
		}
		if m, ok := recv.(map[string]any); ok && n.Kids[0].Name == "weekday" && m["now"] == true {
			return int64(c.st.wday), nil
		}
		return nil, errors.New("no method")
	}
	switch n.Kids[0].Name {
	case "states":
		s, ok := c.st.states[args[0].(string)]
		if !ok {
			return "unknown", nil
		}
		return s, nil
	case "is_state":
		return c.st.states[args[0].(string)] == args[1], nil
	case "has_value":
		s := c.st.states[args[0].(string)]
		return s != "unavailable" && s != "unknown", nil
	case "now":
		return map[string]any{"now": true, "hour": int64(c.st.hour), "minute": int64(c.st.min), instantKey: c.st.tod}, nil
	case "utcnow":
		// The same instant, its fields in UTC (not generated: the
		// offset is not known).
		return map[string]any{instantKey: c.st.tod}, nil
	case "today_at":
		var h, m int
		if _, err := fmt.Sscanf(args[0].(string), "%d:%d", &h, &m); err != nil {
			return nil, err
		}
		return map[string]any{instantKey: int64(h*3600 + m*60)}, nil
	case "iif":
		if cTruth(args[0]) {
			return args[1], nil
		}
		return args[2], nil
	}
	return nil, errors.New("no function " + n.Kids[0].Name)
}

// instantKey holds a datetime's instant, as seconds since today's
// midnight, in the evaluator's datetime values.
const instantKey = "\x00instant"

// render renders a template's body; the error is the TemplateError.
func (c *cenv) render(body []*template.TStmt) (string, error) {
	var b strings.Builder
	for _, s := range body {
		switch s.Kind {
		case template.SText:
			b.WriteString(s.Text)
		case template.SExpr:
			v, err := c.eval(s.Expr)
			if err != nil {
				return "", err
			}
			b.WriteString(cStr(v))
		case template.SIf:
			done := false
			for k, cond := range s.Conds {
				v, err := c.eval(cond)
				if err != nil {
					return "", err
				}
				if cTruth(v) {
					out, err := c.render(s.Bodies[k])
					if err != nil {
						return "", err
					}
					b.WriteString(out)
					done = true
					break
				}
			}
			if !done && s.HasElse {
				out, err := c.render(s.Else)
				if err != nil {
					return "", err
				}
				b.WriteString(out)
			}
		case template.SSet:
			v, err := c.eval(s.Expr)
			if err != nil {
				return "", err
			}
			c.vars[s.Names[0]] = v
		default:
			return "", errors.New("statement not in the concrete subset")
		}
	}
	return b.String(), nil
}

// concreteCondition is Home Assistant's template condition on a state:
// "true", "false" or "error" (helpers/condition.py, async_template).
func concreteCondition(tp *template.Template, st cstate) string {
	c := &cenv{st: st, vars: map[string]any{}}
	out, err := c.render(tp.Body)
	if err != nil {
		return "error"
	}
	if strings.ToLower(strings.TrimSpace(out)) == "true" {
		return "true"
	}
	return "false"
}

// ---- an evaluator of the IR conditions the lowering makes

type irState struct {
	vals  map[string]string // entity -> value name (enum) or class (numeric, factor index)
	ints  map[string]int64
	tod   int64
	wday  int
	rnd   bool // a Random was met: the condition is an environment choice
	badOp string
}

func (s *irState) eval(x ta.Expr) any {
	switch e := x.(type) {
	case *ta.BoolLit:
		return e.Value
	case *ta.IntLit:
		return e.Value
	case *ta.Random:
		s.rnd = true
		return e.Lo
	case *ta.Ident:
		if v, ok := s.ints[e.Name]; ok {
			return v
		}
		if v, ok := s.vals[e.Name]; ok {
			return v
		}
		if e.Name == "time" {
			return s.tod
		}
		return "=" + e.Name // an enum value
	case *ta.TimeLit:
		return e.Offset
	case *ta.Unary:
		return !s.eval(e.X).(bool)
	case *ta.TimeIn:
		from, to := e.From.Offset, e.To.Offset
		in := false
		day := s.wday
		if from < to {
			in = s.tod >= from && s.tod < to
		} else {
			in = s.tod >= from || s.tod < to
			if s.tod < to && from != to {
				day = (s.wday + 6) % 7 // the window started the day before
			}
		}
		return in && (e.Days == 0 || e.Days&(1<<day) != 0)
	case *ta.Binary:
		switch e.Op {
		case ta.OpAnd:
			a, b := s.eval(e.X).(bool), s.eval(e.Y).(bool)
			return a && b
		case ta.OpOr:
			a, b := s.eval(e.X).(bool), s.eval(e.Y).(bool)
			return a || b
		}
		a, b := s.eval(e.X), s.eval(e.Y)
		if sa, ok := a.(string); ok {
			sb := b.(string)
			sb = strings.TrimPrefix(sb, "=")
			switch e.Op {
			case ta.OpEq:
				return sa == sb
			case ta.OpNe:
				return sa != sb
			}
			s.badOp = "ordering of states"
			return false
		}
		x, y := a.(int64), b.(int64)
		return e.Op.Compare(x, y)
	}
	s.badOp = fmt.Sprintf("%T", x)
	return false
}

// ---- the generator

type tgen struct {
	r *rand.Rand
}

func (g *tgen) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }

func (g *tgen) atom() string {
	switch g.r.Intn(16) {
	case 15:
		// helpers/template/extensions/datetime.py, today_at; utcnow()
		// is the instant now() is.
		at := g.pick("00:00", "07:30", "12:00", "12:30", "18:05", "23:59")
		return fmt.Sprintf("%s %s today_at('%s')", g.pick("now()", "utcnow()"), g.pick("<", "<=", ">", ">="), at)
	case 12:
		return fmt.Sprintf("(states('sensor.t') | float(0)) * 2 %s %d", g.pick("<", ">"), 20+g.r.Intn(3)*10)
	case 13:
		return fmt.Sprintf("states('binary_sensor.a') ~ 'x' == '%s'", g.pick("onx", "offx", "on"))
	case 14:
		return fmt.Sprintf("%s is %sdefined", g.pick("trigger", "nothing", "v2"), g.pick("", "not "))
	case 0:
		return fmt.Sprintf("is_state('binary_sensor.a', '%s')", g.pick("on", "off"))
	case 1:
		return fmt.Sprintf("states('binary_sensor.a') %s '%s'", g.pick("==", "!="), g.pick("on", "off", "unavailable"))
	case 2:
		return fmt.Sprintf("states('sensor.t') | float %s %d", g.pick("<", "<=", ">", ">=", "==", "!="), 10+g.r.Intn(3)*5)
	case 3:
		return fmt.Sprintf("(states('sensor.t') | float(0) + %d) %s %d", g.r.Intn(3), g.pick("<", ">"), 15+g.r.Intn(2)*5)
	case 4:
		return fmt.Sprintf("states('sensor.t') | int %s %d", g.pick("<", "<=", ">", ">=", "=="), -1+g.r.Intn(3)*8)
	case 5:
		return fmt.Sprintf("now().hour %s %d", g.pick("<", "<=", ">", ">=", "==", "!="), g.r.Intn(24))
	case 6:
		return fmt.Sprintf("now().minute %s %d", g.pick("<", ">="), 1+g.r.Intn(58))
	case 7:
		return fmt.Sprintf("now().weekday() %s %d", g.pick("==", "<", ">="), g.r.Intn(7))
	case 8:
		return "has_value('sensor.s')"
	case 9:
		return fmt.Sprintf("states('sensor.s') in [%s]", g.pick("'x'", "'x', 'y'", "'y', 'unknown'"))
	case 10:
		return fmt.Sprintf("is_state('sensor.s', '%s')", g.pick("x", "y"))
	case 11:
		// A float of a word: an error unless a default is given.
		return fmt.Sprintf("states('binary_sensor.a') | float%s > 0", g.pick("", "(1)"))
	}
	return fmt.Sprintf("states('binary_sensor.a') | lower == '%s'", g.pick("on", "ON"))
}

func (g *tgen) expr(depth int) string {
	if depth == 0 || g.r.Intn(3) == 0 {
		return g.atom()
	}
	switch g.r.Intn(4) {
	case 0:
		return "not (" + g.expr(depth-1) + ")"
	case 1:
		return "(" + g.expr(depth-1) + ") and (" + g.expr(depth-1) + ")"
	case 2:
		return "(" + g.expr(depth-1) + ") or (" + g.expr(depth-1) + ")"
	}
	return "iif(" + g.expr(depth-1) + ", " + g.expr(depth-1) + ", False)"
}

func (g *tgen) template() string {
	e := g.expr(2)
	switch g.r.Intn(5) {
	case 0:
		return "{% if " + e + " %}true{% else %}false{% endif %}"
	case 1:
		return "{% if " + e + " %} TRUE {% elif " + g.expr(1) + " %}True{% endif %}"
	case 2:
		return "{{ 'true' if " + e + " else 'no' }}"
	case 3:
		return "{% set v = " + e + " %}{{ v }}"
	}
	return "{{ " + e + " }}"
}

// states are the concrete states to try for each entity of the lowering:
// each value it names, a text none names for "other"; for a number, its
// constants, points between them and beyond them.
func statesOf(e *entity) []string {
	if e.numeric {
		var xs []float64
		cs := e.consts
		if len(cs) == 0 {
			return []string{"3"}
		}
		xs = append(xs, cs[0]-1.5)
		for i, c := range cs {
			xs = append(xs, c)
			if i+1 < len(cs) {
				xs = append(xs, (c+cs[i+1])/2)
			}
		}
		xs = append(xs, cs[len(cs)-1]+2.5)
		var out []string
		for _, x := range xs {
			out = append(out, strconv.FormatFloat(x, 'f', -1, 64))
		}
		return out
	}
	var out []string
	for _, v := range e.values {
		if v == "other" {
			out = append(out, "zzz")
			continue
		}
		out = append(out, v)
	}
	return out
}

func TestTemplateDifferential(t *testing.T) {
	r := rand.New(rand.NewSource(38))
	g := &tgen{r: r}
	ids := []string{"binary_sensor.a", "sensor.t", "sensor.s"}
	checked, over := 0, 0
	count := 400
	if os.Getenv("DELOREAN_LONG") != "" {
		count = 20000
	}
	for n := 0; n < count; n++ {
		src := g.template()
		tp, err := template.Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		tp.Pos = ta.Pos{File: "t.yaml", Line: 1, Col: 1}
		l := &lowerer{f: &config.File{}, prog: &ta.Program{}, ents: map[string]*entity{}, names: map[string]bool{}, ruleNames: map[string]bool{}}
		l.collectTemplate(tp)
		l.declareEntities()
		res := l.templateTri(tp, nil, -1)
		exact := len(l.f.Notes) == 0
		if !exact {
			over++
			if testing.Verbose() {
				t.Logf("over: %s: %v", src, l.f.Notes)
			}
		}
		// Every combination of the entities' states, at times across
		// the week.
		var ents []*entity
		for _, id := range ids {
			if e := l.ents[id]; e != nil {
				ents = append(ents, e)
			}
		}
		var walk func(k int, st cstate, ir *irState)
		walk = func(k int, st cstate, ir *irState) {
			if k < len(ents) {
				e := ents[k]
				for _, s := range statesOf(e) {
					st2 := st
					st2.states = map[string]string{}
					for a, b := range st.states {
						st2.states[a] = b
					}
					st2.states[e.id] = s
					ir2 := &irState{vals: map[string]string{}, ints: map[string]int64{}}
					for a, b := range ir.vals {
						ir2.vals[a] = b
					}
					for a, b := range ir.ints {
						ir2.ints[a] = b
					}
					switch {
					case e.numeric:
						x, _ := strconv.ParseFloat(s, 64)
						ir2.ints[e.id] = e.class(x)
					case e.factor:
						idx := int64(-1)
						for i, v := range e.values {
							if v == s || (v == "other" && s == "zzz") {
								idx = int64(i)
							}
						}
						ir2.ints[e.id] = idx
					default:
						v := s
						if s == "zzz" {
							v = "other"
						}
						ir2.vals[e.id] = v
					}
					walk(k+1, st2, ir2)
				}
				return
			}
			for _, tm := range [][3]int{{0, 0, 0}, {7, 30, 1}, {12, 0, 2}, {12, 59, 3}, {18, 5, 4}, {23, 59, 5}, {3, 15, 6}, {22, 0, 6}} {
				st.hour, st.min, st.wday = tm[0], tm[1], tm[2]
				st.tod = int64(tm[0]*3600 + tm[1]*60)
				ir.tod, ir.wday = st.tod, st.wday
				ir.rnd = false
				want := concreteCondition(tp, st)
				holds := ir.eval(res.t).(bool)
				isErr := res.e != nil && ir.eval(res.e).(bool)
				if ir.badOp != "" {
					t.Fatalf("%s: the IR evaluator cannot read %s", src, ir.badOp)
				}
				got := "false"
				switch {
				case holds && isErr:
					t.Fatalf("%s in %v: both true and an error", src, st)
				case holds:
					got = "true"
				case isErr:
					got = "error"
				}
				if ir.rnd {
					if exact {
						t.Fatalf("%s: a choice without a note", src)
					}
					continue
				}
				checked++
				if got != want {
					t.Fatalf("%s\nin %v at %02d:%02d day %d: lowered %s, Home Assistant %s\nlowered: t=%s e=%v", src, st.states, st.hour, st.min, st.wday, got, want, ta.ExprString(res.t), exprOrNil(res.e))
				}
			}
		}
		walk(0, cstate{states: map[string]string{}}, &irState{vals: map[string]string{}, ints: map[string]int64{}})
	}
	t.Logf("%d states checked; %d of %d templates over-approximated", checked, over, count)
	// Every form the generator writes is one the lowering reads
	// exactly.
	if over > 0 {
		t.Errorf("%d of %d random templates over-approximated", over, count)
	}
}

func exprOrNil(x ta.Expr) string {
	if x == nil {
		return "nil"
	}
	return ta.ExprString(x)
}
