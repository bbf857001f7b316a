package interp

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// The compiled code (compile.go) against the AST interpreter, which
// defines the semantics: same states, effects, errors, and the same calls
// to the clocks and the chooser in the same order.

// clockCall is one call a recClocks saw.
type clockCall struct {
	kind  byte // 'h' Holds, 'r' Reset
	atom  ta.ClockAtom
	clock int
	res   bool
}

// recClocks answers from a concrete valuation and records every call.
type recClocks struct {
	v   *Valuation
	log []clockCall
}

func (c *recClocks) Holds(a ta.ClockAtom) bool {
	res := c.v.Holds(a)
	c.log = append(c.log, clockCall{kind: 'h', atom: a, res: res})
	return res
}

func (c *recClocks) Reset(x int) {
	c.v.Reset(x)
	c.log = append(c.log, clockCall{kind: 'r', clock: x})
}

// choice is one call a recChooser saw.
type choice struct {
	kind      byte // 'f' factor, 'r' random
	f, n      int
	lo, hi, v int64
}

// recChooser answers pseudo-randomly from its seed, so that two choosers
// with the same seed answer the same sequence of calls alike, and records
// every call.
type recChooser struct {
	rng *rand.Rand
	log []choice
}

func newRecChooser(seed int64) *recChooser { return &recChooser{rng: rand.New(rand.NewSource(seed))} }

func (c *recChooser) ChooseFactor(f, n int) int {
	v := c.rng.Intn(n)
	c.log = append(c.log, choice{kind: 'f', f: f, n: n, v: int64(v)})
	return v
}

func (c *recChooser) ChooseRandom(lo, hi int64) int64 {
	v := lo + c.rng.Int63n(hi-lo+1)
	c.log = append(c.log, choice{kind: 'r', lo: lo, hi: hi, v: v})
	return v
}

// DiffStats counts what a differential run exercised.
type DiffStats struct {
	Fires, Evals int
	// Runtime errors of the fires, by kind (the message without numbers
	// and names).
	Errors map[string]int
}

func (s *DiffStats) add(o DiffStats) {
	s.Fires += o.Fires
	s.Evals += o.Evals
	if s.Errors == nil {
		s.Errors = map[string]int{}
	}
	for k, v := range o.Errors {
		s.Errors[k] += v
	}
}

func (s *DiffStats) noteErr(err error) {
	if err == nil {
		s.noteErr(errOK)
		return
	}
	if s.Errors == nil {
		s.Errors = map[string]int{}
	}
	msg := err.Error()
	if re, ok := err.(*ta.RuntimeError); ok {
		msg = re.Msg
	}
	key := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, msg)
	for _, k := range []string{"outside its range", "index", "assertion failed", "without end", "has no value"} {
		if strings.Contains(key, k) {
			key = k
		}
	}
	s.Errors[key]++
}

// NewASTMachine returns a machine that walks the AST instead of running
// compiled code (for the tests of package ta_test).
func NewASTMachine(p *ta.Program, b *Binding) *Machine {
	m := NewMachine(p, b)
	m.ast = true
	return m
}

// Differential runs random walks of p on the compiled machine and on the
// AST machine side by side and fails t at the first difference: from each
// state it compares which stimuli are enabled, whether the state is urgent
// and satisfies the progress conditions, the values of the labels and of
// the extra conditions (Eval against Compile and EvalCode), and the firing
// of a stimulus (enabled or not). The walks delay by assorted amounts and
// sometimes jump to a random state in the variables' domains.
func Differential(t testing.TB, p *ta.Program, b *Binding, extra []ta.Expr, seed int64, walks, steps int) DiffStats {
	t.Helper()
	mc, ma := NewMachine(p, b), NewASTMachine(p, b)
	d := &differ{t: t, p: p, mc: mc, ma: ma, rc: mc.NewRunner(), ra: ma.NewRunner(),
		effC: ta.NewEffects(p), effA: ta.NewEffects(p), rng: rand.New(rand.NewSource(seed))}
	for _, e := range extra {
		d.extra = append(d.extra, e)
		d.codes = append(d.codes, mc.Compile(e))
	}
	// The program's own conditions, compiled outside it, too.
	for _, l := range p.Labels {
		d.extra = append(d.extra, l.Cond)
		d.codes = append(d.codes, mc.Compile(l.Cond))
	}
	for _, e := range append(append([]ta.Expr(nil), p.Urgent...), p.Progress...) {
		d.extra = append(d.extra, e)
		d.codes = append(d.codes, mc.Compile(e))
	}
	for w := 0; w < walks && !t.Failed(); w++ {
		d.walk(steps)
	}
	return d.stats
}

type differ struct {
	t          testing.TB
	p          *ta.Program
	mc, ma     *Machine
	rc, ra     *Runner
	effC, effA *ta.Effects
	rng        *rand.Rand
	extra      []ta.Expr
	codes      []*Code
	stats      DiffStats
	where      string // the walk so far, for failure messages
}

var delays = []*big.Rat{big.NewRat(1, 2), big.NewRat(1, 1), big.NewRat(5, 2), big.NewRat(7, 3), big.NewRat(10, 1),
	big.NewRat(59, 1), big.NewRat(60, 1), big.NewRat(299, 1), big.NewRat(601, 2), big.NewRat(3600, 1), big.NewRat(6*3600+1, 3)}

func (d *differ) walk(steps int) {
	p, rng := d.p, d.rng
	st := d.mc.Initial()
	val := NewValuation(p.NumClocks())
	stims := p.Stimuli()
	d.where = "initial"
	for step := 0; step < steps && !d.t.Failed(); step++ {
		d.compareState(&st, val)
		if len(stims) == 0 {
			return
		}
		// Prefer the enabled stimuli, as an exploration does, but fire
		// disabled ones too: the interpreter must agree on them as well.
		var enabled []int
		for i := range stims {
			if ok, _ := d.mc.Enabled(&st, val, i); ok {
				enabled = append(enabled, i)
			}
		}
		i := rng.Intn(len(stims))
		if len(enabled) > 0 && rng.Intn(4) > 0 {
			i = enabled[rng.Intn(len(enabled))]
		}
		next, nval, err := d.compareFire(&st, val, i)
		if err == nil || rng.Intn(3) == 0 {
			st, val = next, nval // a failed stimulus leaves a partial state: from there too, sometimes
		}
		d.where = fmt.Sprintf("%s, %s", d.where, stims[i].Name)
		switch k := rng.Intn(10); {
		case k < 3:
			dl := delays[rng.Intn(len(delays))]
			val.Delay(dl)
			d.mc.Elapse(&st)
			d.where = fmt.Sprintf("%s, delay %s", d.where, dl.RatString())
		case k == 3:
			d.scramble(&st, val)
			d.where = fmt.Sprintf("%s, jump to %v", d.where, st)
		}
	}
}

// scramble moves to a random state: values in their domains, timers
// queued or not, rules enabled or not, clocks reset at random times. Now
// and then a value is just outside its domain: no run of the program gets
// there, but the AST interpreter still defines what happens (a boolean 2
// is true, and a condition made of it is 1), and the compiled code must
// agree.
func (d *differ) scramble(st *ta.State, val *Valuation) {
	p, rng := d.p, d.rng
	for i, v := range p.Vars {
		if rng.Intn(10) == 0 {
			lo, hi := v.Type.Min(), v.Type.Min()+v.Type.Size()-1
			if lo > math.MinInt64 && hi < math.MaxInt64 {
				st.Vals[i] = []int64{lo - 1, hi + 1, hi + 5}[rng.Intn(3)]
				continue
			}
		}
		switch v.Type.Kind {
		case ta.Bool:
			st.Vals[i] = int64(rng.Intn(2))
		case ta.Enum:
			st.Vals[i] = int64(rng.Intn(len(v.Type.Values)))
		default:
			lo, hi := v.Type.Lo, v.Type.Hi
			span := uint64(hi - lo)
			if span > 1<<20 {
				span = 1 << 20
			}
			st.Vals[i] = lo + int64(rng.Int63n(int64(span)+1))
			if rng.Intn(4) == 0 {
				st.Vals[i] = []int64{lo, hi}[rng.Intn(2)]
			}
		}
	}
	for i, t := range p.Timers {
		st.Timers[i] = int32(rng.Intn(len(t.Windows) + 1))
	}
	for i := range st.RuleOff {
		st.RuleOff[i] = rng.Intn(4) == 0
	}
	for c := 1; c < val.NumClocks(); c++ {
		switch rng.Intn(3) {
		case 0:
			val.Forget(c)
		case 1:
			val.Set(c, delays[rng.Intn(len(delays))])
		}
	}
}

func (d *differ) fail(format string, args ...any) {
	d.t.Helper()
	d.t.Fatalf("%s: after %s:\n%s", d.p.Name, d.where, fmt.Sprintf(format, args...))
}

var errOK = errors.New("ok")

// sameErr compares errors by kind, message and position.
func sameErr(a, b error) bool {
	if a == nil || b == nil {
		return a == b
	}
	var ra, rb *ta.RuntimeError
	if errors.As(a, &ra) != errors.As(b, &rb) {
		return false
	}
	if ra != nil && (ra.Pos != rb.Pos || ra.Msg != rb.Msg) {
		return false
	}
	return a.Error() == b.Error()
}

func (d *differ) compareState(st *ta.State, val *Valuation) {
	d.t.Helper()
	p := d.p
	both := func(what string, f func(m *Machine, clk ta.Clocks) (int64, error)) {
		d.t.Helper()
		// Conditions only ask the clocks; a Reset would show in the log.
		cc, ca := &recClocks{v: val}, &recClocks{v: val}
		before := st.Clone()
		vc, errC := f(d.mc, cc)
		va, errA := f(d.ma, ca)
		if !st.Equal(&before) {
			d.fail("%s changed the state", what)
		}
		d.stats.Evals++
		if vc != va || !sameErr(errC, errA) {
			d.fail("%s: compiled %d, %v; AST %d, %v", what, vc, errC, va, errA)
		}
		if !slices.Equal(cc.log, ca.log) {
			d.fail("%s: clock calls differ:\ncompiled %v\nAST      %v", what, cc.log, ca.log)
		}
	}
	for i, s := range p.Stimuli() {
		both("enabled "+s.Name, func(m *Machine, clk ta.Clocks) (int64, error) {
			ok, err := m.Enabled(st, clk, i)
			return b2i(ok), err
		})
	}
	both("urgent", func(m *Machine, clk ta.Clocks) (int64, error) {
		ok, err := m.Urgent(st, clk)
		return b2i(ok), err
	})
	both("progress", func(m *Machine, clk ta.Clocks) (int64, error) {
		ok, err := m.Progress(st, clk)
		return b2i(ok), err
	})
	for i, l := range p.Labels {
		id := &ta.Ident{Pos: l.Pos, Name: l.Name, Ref: ta.Ref{Kind: ta.RefLabel, Index: i}}
		both("label "+l.Name, func(m *Machine, clk ta.Clocks) (int64, error) { return m.Eval(st, clk, id) })
	}
	for i, e := range d.extra {
		code := d.codes[i]
		both("condition "+ta.ExprString(e), func(m *Machine, clk ta.Clocks) (int64, error) {
			if m == d.mc {
				return m.EvalCode(st, clk, code)
			}
			return m.Eval(st, clk, e)
		})
	}
}

// compareFire fires stimulus i from st on both machines and returns the
// compiled machine's successor.
func (d *differ) compareFire(st *ta.State, val *Valuation, i int) (ta.State, *Valuation, error) {
	d.t.Helper()
	seed := d.rng.Int63()
	sc, sa := st.Clone(), st.Clone()
	cc, ca := &recClocks{v: val.Clone()}, &recClocks{v: val.Clone()}
	chc, cha := newRecChooser(seed), newRecChooser(seed)
	errC := d.rc.Fire(&sc, cc, i, chc, d.effC)
	errA := d.ra.Fire(&sa, ca, i, cha, d.effA)
	d.stats.Fires++
	d.stats.noteErr(errC)
	name := d.p.Stimuli()[i].Name
	if !sameErr(errC, errA) {
		d.fail("fire %s: compiled error %v, AST error %v", name, errC, errA)
	}
	if !sc.Equal(&sa) {
		d.fail("fire %s: compiled state %v, AST state %v", name, sc, sa)
	}
	if diff := effectsDiff(d.effC, d.effA); diff != "" {
		d.fail("fire %s: effects differ: %s", name, diff)
	}
	if !slices.Equal(cc.log, ca.log) {
		d.fail("fire %s: clock calls differ:\ncompiled %v\nAST      %v", name, cc.log, ca.log)
	}
	if !slices.Equal(chc.log, cha.log) {
		d.fail("fire %s: choices differ:\ncompiled %v\nAST      %v", name, chc.log, cha.log)
	}
	for c := 0; c < val.NumClocks(); c++ {
		x, y := cc.v.Value(c), ca.v.Value(c)
		if (x == nil) != (y == nil) || x != nil && x.Cmp(y) != 0 {
			d.fail("fire %s: clock %d is %v compiled, %v AST", name, c, x, y)
		}
	}
	return sc, cc.v, errC
}

func effectsDiff(a, b *ta.Effects) string {
	switch {
	case a.Stimulus != b.Stimulus:
		return fmt.Sprintf("stimulus %d, %d", a.Stimulus, b.Stimulus)
	case !slices.Equal(a.Reads, b.Reads):
		return fmt.Sprintf("reads %x, %x", a.Reads, b.Reads)
	case !slices.Equal(a.Writes, b.Writes):
		return fmt.Sprintf("writes %x, %x", a.Writes, b.Writes)
	case !slices.Equal(a.Covered, b.Covered):
		return fmt.Sprintf("covered %x, %x", a.Covered, b.Covered)
	case !slices.Equal(a.Resets, b.Resets):
		return fmt.Sprintf("resets %v, %v", a.Resets, b.Resets)
	case !slices.Equal(a.Rules, b.Rules):
		return fmt.Sprintf("rules %v, %v", a.Rules, b.Rules)
	case !slices.Equal(a.Changed, b.Changed):
		return fmt.Sprintf("changed %v, %v", a.Changed, b.Changed)
	case !slices.Equal(a.Emits, b.Emits):
		return fmt.Sprintf("emits %v, %v", a.Emits, b.Emits)
	case !slices.Equal(a.Factors, b.Factors):
		return fmt.Sprintf("factors %v, %v", a.Factors, b.Factors)
	case !slices.Equal(a.Randoms, b.Randoms):
		return fmt.Sprintf("randoms %v, %v", a.Randoms, b.Randoms)
	}
	return ""
}

// genProgram writes a random .ta program that uses every expression and
// statement form, with values that overflow, divide by zero, index out of
// range and leave their variables' ranges now and then. (The generator of
// package explore's tests makes programs for exploration: few values, no
// arithmetic; this one is for the interpreter's corners.)
func genProgram(rng *rand.Rand) string {
	g := &gen{rng: rng}
	return g.program()
}

type gen struct {
	rng    *rand.Rand
	b      strings.Builder
	labels int  // labels declared so far
	state  bool // generating a condition on states: no factor, no random
	rules  []string
}

var genInts = []struct {
	name   string
	lo, hi int64
}{{"i0", -3, 3}, {"i1", 0, 5}, {"i2", -1000, 1000}, {"i3", -1 << 40, 1 << 40}}

// bigLits reach the ends of int64 within the parser's limit on literals
// (2^40): MinInt64 and MaxInt64 themselves, and factors of overflows.
var bigLits = []string{"1099511627776", "-1099511627776", "8388608", "3037000500", "(-1099511627776 * 8388608)",
	"(1099511627776 * 8388607 + 1099511627775)", "2147483648", "-2147483649"}

func (g *gen) pick(xs ...string) string { return xs[g.rng.Intn(len(xs))] }

func (g *gen) intExpr(depth int) string {
	r := g.rng
	if depth <= 0 {
		switch r.Intn(6) {
		case 0, 1:
			return fmt.Sprint(r.Intn(7) - 2)
		case 2:
			return g.pick(bigLits...)
		case 3:
			if !g.state {
				return g.pick("lvl", "random -2..2", "random 0..0")
			}
		}
		return genInts[r.Intn(len(genInts))].name
	}
	switch r.Intn(9) {
	case 0, 1, 2:
		return fmt.Sprintf("(%s %s %s)", g.intExpr(depth-1), g.pick("+", "-", "*", "/", "%", "&", "|", "^", "+", "-"), g.intExpr(depth-1))
	case 3:
		return fmt.Sprintf("-(%s)", g.intExpr(depth-1))
	case 4:
		return fmt.Sprintf("(if %s then %s else %s)", g.boolExpr(depth-1), g.intExpr(depth-1), g.intExpr(depth-1))
	case 5:
		n := 1 + r.Intn(3)
		var el []string
		for range n {
			el = append(el, g.intExpr(depth-1))
		}
		i := g.intExpr(depth - 1)
		if r.Intn(3) > 0 {
			i = fmt.Sprintf("(%s) %% %d", i, n) // mostly in range
		}
		return fmt.Sprintf("[%s][%s]", strings.Join(el, ", "), i)
	}
	return g.intExpr(0)
}

func (g *gen) boolExpr(depth int) string {
	r := g.rng
	if depth <= 0 {
		switch r.Intn(12) {
		case 0:
			return g.pick("f0", "!f0", "true", "false")
		case 1:
			return "d0 " + g.pick("==", "!=") + " " + g.pick("Off", "On", "Dim")
		case 2:
			return fmt.Sprintf("c%d %s %ds", r.Intn(2), g.pick("<", "<=", ">", ">=", "==", "!="), r.Intn(4))
		case 3:
			return fmt.Sprintf("c0 - c1 %s %ds", g.pick("<", "<=", ">", ">="), r.Intn(5)-2)
		case 4:
			return g.pick("time > 06:00", "time <= 09:00:05", "time in 22:00..02:00", "time in 09:00..09:01", "now >= 30s", "now < 1h")
		case 5:
			if g.labels > 0 {
				return fmt.Sprintf("L%d", r.Intn(g.labels))
			}
		case 6:
			if !g.state {
				return fmt.Sprintf("lvl %s %d", g.pick("<", ">=", "=="), r.Intn(11))
			}
		}
		v := genInts[r.Intn(len(genInts))].name
		return fmt.Sprintf("%s %s %s", v, g.pick("==", "!=", "<", "<=", ">", ">="), g.pick("0", "1", "-1", "3", "1099511627776", "3000000000"))
	}
	switch r.Intn(10) {
	case 0, 1:
		return fmt.Sprintf("(%s %s %s)", g.boolExpr(depth-1), g.pick("&&", "||", "->"), g.boolExpr(depth-1))
	case 2:
		return fmt.Sprintf("!(%s)", g.boolExpr(depth-1))
	case 3, 4:
		return fmt.Sprintf("%s %s %s", g.intExpr(depth-1), g.pick("==", "!=", "<", "<=", ">", ">="), g.intExpr(depth-1))
	case 5:
		return fmt.Sprintf("[%s, %s][(%s) %% 2]", g.boolExpr(depth-1), g.boolExpr(depth-1), g.intExpr(depth-1))
	}
	return g.boolExpr(0)
}

func (g *gen) stmts(depth, n int) {
	for range n {
		g.stmt(depth)
	}
}

func (g *gen) stmt(depth int) {
	r, b := g.rng, &g.b
	switch k := r.Intn(16); {
	case k < 4:
		v := genInts[r.Intn(len(genInts))]
		e := g.intExpr(1 + r.Intn(3))
		if r.Intn(3) > 0 && v.hi-v.lo < 100 {
			e = fmt.Sprintf("(%s) %% %d", e, v.hi+1) // mostly in range
		}
		fmt.Fprintf(b, "  %s = %s\n", v.name, e)
	case k == 4:
		fmt.Fprintf(b, "  f0 = %s\n", g.boolExpr(2))
	case k == 5:
		fmt.Fprintf(b, "  d0 = %s\n", g.pick("Off", "On", "Dim", "[Off, On, Dim][i1 % 3]", "[On, Dim][i0]"))
	case k < 8 && depth > 0:
		fmt.Fprintf(b, "  if %s {\n", g.boolExpr(r.Intn(3)))
		g.stmts(depth-1, 1+r.Intn(3))
		if r.Intn(2) == 0 {
			b.WriteString("  } else {\n")
			g.stmts(depth-1, 1+r.Intn(2))
		}
		b.WriteString("  }\n")
	case k == 8:
		fmt.Fprintf(b, "  reset c%d\n", r.Intn(2))
	case k == 9:
		fmt.Fprintf(b, "  %s\n", g.pick("start t0 5s", "start t0 1s..3s", "start t1 2s", "cancel t0", "cancel t1"))
	case k == 10:
		fmt.Fprintf(b, "  %s %s\n", g.pick("run", "enable", "disable", "run"), g.rules[r.Intn(len(g.rules))])
	case k == 11:
		fmt.Fprintf(b, "  emit %s\n", g.pick("note", "alarm"))
	case k == 12:
		fmt.Fprintf(b, "  assert %s\n", g.boolExpr(1))
	case k == 13:
		// Constants and variables, in range or not.
		v := genInts[r.Intn(len(genInts))]
		fmt.Fprintf(b, "  %s = %s\n", v.name, g.pick("-3", "0", "3", "i0", "i1", "i2", "i3"))
	default:
		fmt.Fprintf(b, "  i1 = (i1 + 1) %% 6\n")
	}
}

func (g *gen) program() string {
	r, b := g.rng, &g.b
	b.WriteString("program generated\n")
	for _, v := range genInts {
		fmt.Fprintf(b, "var %s: %d..%d\n", v.name, v.lo, v.hi)
	}
	b.WriteString("var f0: bool\ndevice d0: {Off, On, Dim}\nclock c0\nclock c1 = 0s\ntimer t0\ntimer t1 uses c1\nfactor lvl: 0..10\n")
	g.state = true
	for i := range 1 + r.Intn(3) {
		fmt.Fprintf(b, "label L%d: %s\n", i, g.boolExpr(1+r.Intn(2)))
		g.labels++
	}
	for i := range 4 {
		if r.Intn(2) == 0 {
			fmt.Fprintf(b, "event e%d when %s\n", i, g.boolExpr(1+r.Intn(2)))
		} else {
			fmt.Fprintf(b, "event e%d\n", i)
		}
	}
	if r.Intn(3) == 0 {
		fmt.Fprintf(b, "urgent %s\n", g.boolExpr(1))
	}
	if r.Intn(3) == 0 {
		fmt.Fprintf(b, "progress %s\n", g.boolExpr(1))
	}
	g.state = false
	triggers := []string{"on e0", "on e1", "on e2", "on e3", "on e0", "on change i1", "on change d0", "on change f0", "on t0", "on t1", "on call", "at 09:00:10", "every 30s"}
	n := 3 + r.Intn(5)
	for i := range n {
		g.rules = append(g.rules, fmt.Sprintf("R%d", i))
	}
	for i := range n {
		dis := ""
		if r.Intn(6) == 0 {
			dis = "disabled "
		}
		fmt.Fprintf(b, "rule R%d %s%s {\n", i, dis, triggers[r.Intn(len(triggers))])
		g.stmts(2, 1+r.Intn(4))
		b.WriteString("}\n")
	}
	return b.String()
}

var genCal = ta.Calendar{Start: 9 * 3600, Horizon: 26 * 3600, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800, DayKnown: true}

func TestCompiledRandomPrograms(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 30
	}
	rng := rand.New(rand.NewSource(8))
	var total DiffStats
	checked := 0
	for i := 0; i < n && !t.Failed(); i++ {
		src := genProgram(rng)
		p, err := syntax.Parse("gen.ta", []byte(src))
		if err != nil {
			t.Fatalf("program %d does not parse: %v\n%s", i, err, src)
		}
		if ta.Check(p) != nil {
			continue
		}
		checked++
		b, err := Bind(p, genCal)
		if err != nil {
			t.Fatal(err)
		}
		s := Differential(t, p, b, nil, int64(i), 6, 30)
		if t.Failed() {
			t.Logf("program %d:\n%s", i, src)
		}
		total.add(s)
	}
	t.Logf("%d of %d programs checked; %d fires, %d evaluations; errors %v", checked, n, total.Fires, total.Evals, total.Errors)
	if checked < n/2 {
		t.Fatalf("only %d of %d generated programs check: the generator needs fixing", checked, n)
	}
	// The corners must have been visited, or the test proves little.
	for _, k := range []string{"integer overflow", "division by zero", "outside its range", "index", "assertion failed"} {
		if total.Errors[k] == 0 {
			t.Errorf("no %q error in any run", k)
		}
	}
}

// TestCompiledBundled runs the differential test on the .ta programs in
// this repository; the other front ends' programs are in
// compile_ext_test.go.
func TestCompiledBundled(t *testing.T) {
	srcs := map[string]string{"all.ta": allConstructs}
	files, _ := filepath.Glob("../../programs/*/*.ta")
	more, _ := filepath.Glob("../../programs/*/*/*.ta")
	for _, f := range append(files, more...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[f] = string(b)
	}
	for name, src := range srcs {
		t.Run(filepath.Base(name), func(t *testing.T) {
			p := parseChecked(t, name, src)
			b, err := Bind(p, genCal)
			if err != nil {
				t.Fatal(err)
			}
			s := Differential(t, p, b, nil, 1, 20, 60)
			if s.Fires == 0 {
				t.Fatal("nothing fired")
			}
		})
	}
}

// run compiles src, fires stimulus E from the initial state with the
// given variables set, on both machines, and returns the compiled result
// after checking that the AST interpreter agrees.
// The variables named in wide get the whole int64 range (their declared
// initial value stays).
func runBoth(t *testing.T, src string, set map[string]int64, wide ...string) (*ta.Program, ta.State, *ta.Effects, error) {
	t.Helper()
	p, err := syntax.Parse("t.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range p.Vars {
		if slices.Contains(wide, v.Name) {
			v.Type.Lo, v.Type.Hi = math.MinInt64, math.MaxInt64
		}
	}
	if err := ta.Check(p); err != nil {
		t.Fatal(err)
	}
	st, eff, err := runBothProg(t, p, set)
	return p, st, eff, err
}

func runBothProg(t *testing.T, p *ta.Program, set map[string]int64) (ta.State, *ta.Effects, error) {
	t.Helper()
	var out [2]struct {
		st  ta.State
		eff *ta.Effects
		err error
		clk []clockCall
		ch  []choice
	}
	for k, m := range []*Machine{NewMachine(p, nil), NewASTMachine(p, nil)} {
		st := m.Initial()
		for name, v := range set {
			st.Vals[p.LookupVar(name)] = v
		}
		eff := ta.NewEffects(p)
		clk := &recClocks{v: NewValuation(p.NumClocks())}
		ch := newRecChooser(1)
		err := m.NewRunner().Fire(&st, clk, p.LookupStimulus("E"), ch, eff)
		out[k].st, out[k].eff, out[k].err, out[k].clk, out[k].ch = st, eff, err, clk.log, ch.log
	}
	c, a := out[0], out[1]
	if !sameErr(c.err, a.err) {
		t.Fatalf("compiled error %v, AST error %v", c.err, a.err)
	}
	if !c.st.Equal(&a.st) {
		t.Fatalf("compiled state %v, AST %v", c.st, a.st)
	}
	if d := effectsDiff(c.eff, a.eff); d != "" {
		t.Fatalf("effects: %s", d)
	}
	if !slices.Equal(c.clk, a.clk) || !slices.Equal(c.ch, a.ch) {
		t.Fatalf("calls: compiled %v %v, AST %v %v", c.clk, c.ch, a.clk, a.ch)
	}
	return c.st, c.eff, c.err
}

// TestCompiledOps covers each instruction's corners: the result, or the
// error with its message and position, and what was read.
func TestCompiledOps(t *testing.T) {
	// n, m and r get the whole int64 range after parsing (the parser
	// limits literals, and so ranges, to 2^40).
	const decl = "var n: 0..1 = 0\nvar m: 0..1 = 0\nvar r: 0..1 = 0\nvar s: 0..3\nevent E\n"
	// MinInt64 from literals, which the parser limits to 2^40.
	const minInt = "(-1099511627776 * 8388607 - 1099511627776)"
	tests := []struct {
		name string
		expr string // assigned to r
		set  map[string]int64
		want int64
		err  string // message; the position is that of the operator, at errCol
		col  int
		// reads: whether m is read (short-circuit tests)
		readsM bool
	}{
		{name: "add", expr: "n + m", set: map[string]int64{"n": 40, "m": 2}, want: 42, readsM: true},
		{name: "add overflow", expr: "n + m", set: map[string]int64{"n": math.MaxInt64, "m": 1}, err: "integer overflow", col: 7, readsM: true},
		{name: "add negative overflow", expr: "n + m", set: map[string]int64{"n": math.MinInt64, "m": -1}, err: "integer overflow", col: 7, readsM: true},
		{name: "add to min", expr: "n + m", set: map[string]int64{"n": math.MinInt64 + 1, "m": -1}, want: math.MinInt64, readsM: true},
		{name: "sub overflow", expr: "n - m", set: map[string]int64{"n": math.MinInt64, "m": 1}, err: "integer overflow", col: 7, readsM: true},
		{name: "sub overflow up", expr: "n - m", set: map[string]int64{"n": 0, "m": math.MinInt64}, err: "integer overflow", col: 7, readsM: true},
		{name: "sub", expr: "n - m", set: map[string]int64{"n": -1, "m": math.MaxInt64}, want: math.MinInt64, readsM: true},
		{name: "mul", expr: "n * m", set: map[string]int64{"n": -3037000499, "m": 3037000499}, want: -3037000499 * 3037000499, readsM: true},
		{name: "mul overflow", expr: "n * m", set: map[string]int64{"n": 3037000500, "m": 3037000500}, err: "integer overflow", col: 7, readsM: true},
		// -2^63 fits although 2^63 does not.
		{name: "mul literal min", expr: "-1099511627776 * 8388608", want: math.MinInt64},
		{name: "mul literal past min", expr: "-1099511627776 * 8388609", err: "integer overflow", col: 7},
		{name: "mul literal max", expr: "1099511627776 * 8388608", err: "integer overflow", col: 7},
		{name: "mul min by -1", expr: "n * m", set: map[string]int64{"n": math.MinInt64, "m": -1}, err: "integer overflow", col: 7, readsM: true},
		{name: "mul -1 by min", expr: "n * m", set: map[string]int64{"n": -1, "m": math.MinInt64}, err: "integer overflow", col: 7, readsM: true},
		{name: "mul min by 1", expr: "n * m", set: map[string]int64{"n": math.MinInt64, "m": 1}, want: math.MinInt64, readsM: true},
		{name: "mul 1 by min", expr: "n * m", set: map[string]int64{"n": 1, "m": math.MinInt64}, want: math.MinInt64, readsM: true},
		{name: "mul to min", expr: "n * m", set: map[string]int64{"n": -(1 << 62), "m": 2}, want: math.MinInt64, readsM: true},
		{name: "mul to 2^63", expr: "n * m", set: map[string]int64{"n": -(1 << 62), "m": -2}, err: "integer overflow", col: 7, readsM: true},
		{name: "mul max by -1", expr: "n * m", set: map[string]int64{"n": math.MaxInt64, "m": -1}, want: -math.MaxInt64, readsM: true},
		{name: "mul by zero", expr: "n * m", set: map[string]int64{"n": math.MinInt64, "m": 0}, want: 0, readsM: true},
		{name: "div", expr: "n / m", set: map[string]int64{"n": -7, "m": 2}, want: -3, readsM: true},
		{name: "div by zero", expr: "n / m", set: map[string]int64{"n": 7, "m": 0}, err: "division by zero", col: 7, readsM: true},
		{name: "div min by -1", expr: "n / m", set: map[string]int64{"n": math.MinInt64, "m": -1}, err: "integer overflow", col: 7, readsM: true},
		{name: "mod", expr: "n % m", set: map[string]int64{"n": -7, "m": 2}, want: -1, readsM: true},
		{name: "mod by zero", expr: "n % m", set: map[string]int64{"n": 7}, err: "division by zero", col: 7, readsM: true},
		{name: "mod min by -1", expr: "n % m", set: map[string]int64{"n": math.MinInt64, "m": -1}, err: "integer overflow", col: 7, readsM: true},
		{name: "neg min", expr: "-n", set: map[string]int64{"n": math.MinInt64}, err: "integer overflow", col: 7},
		{name: "neg", expr: "-n", set: map[string]int64{"n": math.MaxInt64}, want: -math.MaxInt64},
		{name: "literal min", expr: minInt, want: math.MinInt64},
		{name: "max", expr: "1099511627776 * 8388607 + 1099511627775 - n", set: map[string]int64{"n": 1}, want: math.MaxInt64 - 1},
		{name: "literal min by -1", expr: minInt + " / -1", err: "integer overflow", col: 7},
		{name: "bits", expr: "(n & m) | (n ^ 5)", set: map[string]int64{"n": 12, "m": 10}, want: 8 | 9, readsM: true},
		{name: "and short", expr: "(if n > 0 && m > 0 then 1 else 2)", set: map[string]int64{"n": 0, "m": 1}, want: 2},
		{name: "and long", expr: "(if n > 0 && m > 0 then 1 else 2)", set: map[string]int64{"n": 1, "m": 1}, want: 1, readsM: true},
		{name: "or short", expr: "(if n > 0 || m > 0 then 1 else 2)", set: map[string]int64{"n": 1}, want: 1},
		{name: "or long", expr: "(if n > 0 || m > 0 then 1 else 2)", set: map[string]int64{"m": 1}, want: 1, readsM: true},
		{name: "implies short", expr: "(if n > 0 -> m > 0 then 1 else 2)", set: map[string]int64{"n": 0}, want: 1},
		{name: "implies long", expr: "(if n > 0 -> m > 0 then 1 else 2)", set: map[string]int64{"n": 1}, want: 2, readsM: true},
		{name: "and does not fail right", expr: "(if n != 0 && 10 / n > 2 then 1 else 0)", want: 0},
		{name: "cond then", expr: "(if n == 1 then m else 5)", set: map[string]int64{"n": 1, "m": 9}, want: 9, readsM: true},
		{name: "cond else", expr: "(if n == 1 then m else 5)", want: 5},
		{name: "cond value", expr: "(if n == 1 then m + 1 else n - 1) * 2", set: map[string]int64{"n": 3}, want: 4},
		{name: "index", expr: "[10, m, 30][n]", set: map[string]int64{"n": 2}, want: 30},
		{name: "index reads chosen only", expr: "[10, m, 30][n]", set: map[string]int64{"n": 1, "m": 7}, want: 7, readsM: true},
		{name: "index negative", expr: "[10, m, 30][n]", set: map[string]int64{"n": -1}, err: "index -1 is outside 0..2", col: 7},
		{name: "index past", expr: "[10, m, 30][n]", set: map[string]int64{"n": 3}, err: "index 3 is outside 0..2", col: 7},
		{name: "index huge", expr: "[10][n]", set: map[string]int64{"n": math.MinInt64}, err: "index -9223372036854775808 is outside 0..0", col: 7},
		{name: "index in index", expr: "[1, [2, 3][n]][s]", set: map[string]int64{"n": 1, "s": 1}, want: 3},
		{name: "comparisons", expr: "(if n < m && m <= 3 && 3 >= m && m > n && n != m && !(n == m) then 1 else 0)", set: map[string]int64{"n": 1, "m": 3}, want: 1, readsM: true},
		{name: "branch at 3", expr: branches, set: map[string]int64{"n": 3}, want: 100101},
		{name: "branch at 2", expr: branches, set: map[string]int64{"n": 2}, want: 10011},
		{name: "branch at 4", expr: branches, set: map[string]int64{"n": 4}, want: 11100},
		{name: "constant on the left", expr: "(if 2 < n then 1 else 0)", set: map[string]int64{"n": 3}, want: 1},
		{name: "deep right", expr: deepRight(40), set: map[string]int64{"n": 1}, want: 41},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := decl + "rule R on E {\n  r = " + tc.expr + "\n}\n"
			p, st, eff, err := runBoth(t, src, tc.set, "n", "m", "r")
			if tc.err != "" {
				var re *ta.RuntimeError
				if !errors.As(err, &re) || re.Msg != tc.err {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				if want := fmt.Sprintf("t.ta:7:%d", tc.col); re.Pos.String() != want {
					t.Fatalf("error at %s, want %s", re.Pos, want)
				}
			} else {
				if err != nil {
					t.Fatal(err)
				}
				if got := st.Vals[p.LookupVar("r")]; got != tc.want {
					t.Fatalf("r = %d, want %d", got, tc.want)
				}
			}
			if got := eff.Reads.Has(p.LocVar(p.LookupVar("m"))); got != tc.readsM {
				t.Fatalf("m read: %v, want %v", got, tc.readsM)
			}
		})
	}
}

// branches tells how n compares with 3 in a number, each comparison a
// conditional on a variable and a constant (one instruction each).
const branches = "(if n <= 3 then 1 else 0) + (if n < 3 then 10 else 0) + (if n >= 3 then 100 else 0) + (if n > 3 then 1000 else 0) + (if n == 3 then 0 else 10000) + (if n != 3 then 0 else 100000)"

func deepRight(n int) string {
	if n == 0 {
		return "n"
	}
	return "(1 + " + deepRight(n-1) + ")"
}

// TestCompiledStatements: errors of statements, coverage up to the
// failing statement, and the cascade limit.
func TestCompiledStatements(t *testing.T) {
	t.Run("range", func(t *testing.T) {
		p, _, eff, err := runBoth(t, "var n: 0..3\nvar b: bool\nevent E\nrule R on E {\n  b = true\n  n = 2 + 2\n  b = false\n}\n", nil)
		var re *ta.RuntimeError
		if !errors.As(err, &re) || re.Msg != "n = 4 is outside its range 0..3" || re.Pos.String() != "t.ta:6:3" {
			t.Fatalf("error %v", err)
		}
		// The failing statement counts as executed, the next one not.
		if !eff.Covered.Has(p.Rules[0].FirstStmt+1) || eff.Covered.Has(p.Rules[0].FirstStmt+2) {
			t.Fatalf("covered %x", eff.Covered)
		}
	})
	t.Run("range constant", func(t *testing.T) {
		// Check rejects a constant out of range; a program changed
		// after Check (as front ends might) still fails at run time.
		p := parseChecked(t, "t.ta", "var n: 0..3\nevent E\nrule R on E {\n  n = 3\n}\n")
		p.Rules[0].Body[0].(*ta.Assign).Value.(*ta.IntLit).Value = 4
		_, _, err := runBothProg(t, p, nil)
		if err == nil || err.Error() != "t.ta:4:3: n = 4 is outside its range 0..3" {
			t.Fatalf("error %v", err)
		}
	})
	t.Run("range variable", func(t *testing.T) {
		_, _, _, err := runBoth(t, "var n: 0..3\nvar m: 0..9 = 9\nevent E\nrule R on E {\n  n = 1\n  n = m\n}\n", nil)
		if err == nil || err.Error() != "t.ta:6:3: n = 9 is outside its range 0..3" {
			t.Fatalf("error %v", err)
		}
	})
	t.Run("range below", func(t *testing.T) {
		_, _, _, err := runBoth(t, "var n: 0..3\nevent E\nrule R on E {\n  n = n - 1\n}\n", nil)
		if err == nil || err.Error() != "t.ta:4:3: n = -1 is outside its range 0..3" {
			t.Fatalf("error %v", err)
		}
	})
	t.Run("truth", func(t *testing.T) {
		// Booleans outside their domain (no run gets there, but the
		// semantics is defined): conditions made of them are 0 or 1.
		src := "var a: bool\nvar b: bool\nvar c: bool\nvar d: bool\nvar e: bool\nvar g: bool\nlabel L: g\nevent E\nrule R on E {\n  a = b || c\n  b = c && d\n  c = g -> g\n  d = L\n  e = !g\n}\n"
		p, st, _, err := runBoth(t, src, map[string]int64{"b": 2, "c": 3, "d": 4, "g": 5})
		if err != nil {
			t.Fatal(err)
		}
		for v, want := range map[string]int64{"a": 1, "b": 1, "c": 1, "d": 1, "e": 0} {
			if got := st.Vals[p.LookupVar(v)]; got != want {
				t.Errorf("%s = %d, want %d", v, got, want)
			}
		}
	})
	t.Run("assert", func(t *testing.T) {
		_, _, _, err := runBoth(t, "var n: 0..3\nevent E\nrule R on E {\n  assert n > 0 && !(n == 2)\n}\n", nil)
		if err == nil || err.Error() != "t.ta:4:3: assertion failed: n > 0 && !(n == 2)" {
			t.Fatalf("error %v", err)
		}
	})
	t.Run("cascade", func(t *testing.T) {
		_, _, eff, err := runBoth(t, "var a: 0..1\nevent E\nrule R on E { run S }\nrule S on call { a = 1 - a  run S }\n", nil)
		if err == nil || !strings.Contains(err.Error(), "without end") || len(eff.Rules) != DefaultMaxRuns {
			t.Fatalf("error %v after %d runs", err, len(eff.Rules))
		}
	})
	t.Run("everything", func(t *testing.T) {
		p, st, eff, err := runBoth(t, `var n: 0..9
var b: bool
clock x
timer t
timer u uses x
factor f: 0..10
event E
rule R on E {
  if f < 5 { n = 1 } else { n = 2 }
  reset x
  start t 5s
  start u 1s..2s
  cancel t
  emit hello
  disable S
  enable S
  run S
  b = random 0..1 == 1 || b
  if now > 1s -> x == 0s { emit bye }
}
rule S disabled on E { n = n + 1 }
rule C on change n { m = m + 1 }
var m: 0..9
`, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := names(p, eff.Rules); !slices.Equal(got, []string{"R", "S", "C", "S", "C", "C"}) {
			t.Fatalf("rules %v", got)
		}
		if len(eff.Emits) != 2 || len(eff.Resets) != 3 || len(eff.Factors) != 1 || len(eff.Randoms) != 1 || st.Timers[1] != 1 {
			t.Fatalf("effects %+v, state %v", eff, st)
		}
	})
}

// TestCompiledEval: Compile and EvalCode on conditions outside the
// program, against Eval, and without allocating.
func TestCompiledEval(t *testing.T) {
	p, m := loadFigure1(t)
	conds := []string{
		"FrontPorchLight == On -> timeLastMotion <= 5m",
		"time > 06:00 && time < 18:00 || FrontPorchLight == Off",
		"timeLastMotion < 1s || !(FrontPorchLight != Off)",
	}
	ma := NewASTMachine(p, m.Bind)
	st := m.Initial()
	val := NewValuation(p.NumClocks())
	for _, src := range conds {
		e, err := syntax.ParseExpr("inv", 1, 1, src)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.CheckExpr(e); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		c := m.Compile(e)
		for step := 0; step < 40; step++ {
			st.Vals[0] = int64(step % 2)
			got, err1 := m.EvalCode(&st, val, c)
			want, err2 := ma.Eval(&st, val, e)
			if got != want || !sameErr(err1, err2) {
				t.Fatalf("%s: EvalCode %d %v, Eval %d %v", src, got, err1, want, err2)
			}
			val.Delay(big.NewRat(37, 2))
		}
		if a := testing.AllocsPerRun(100, func() { m.EvalCode(&st, regionLike{}, c) }); a != 0 {
			t.Fatalf("%s: EvalCode allocates %v times", src, a)
		}
	}
}

// TestCompiledDeep: expressions deeper than the stacks that evaluation
// outside a runner keeps on the goroutine's stack (8, then 64).
func TestCompiledDeep(t *testing.T) {
	for _, n := range []int{3, 7, 20, 63, 100} {
		src := fmt.Sprintf("var n: 0..5 = 2\nlabel L: %s > 0\nevent E when %s == %d\nrule R on E { n = (%s) %% 6 }\n", deepRight(n), deepRight(n), n+2, deepRight(n))
		p := parseChecked(t, "deep.ta", src)
		m, ma := NewMachine(p, nil), NewASTMachine(p, nil)
		st := m.Initial()
		for _, e := range []ta.Expr{p.Labels[0].Cond, p.Events[0].Guard, &ta.Ident{Name: "L", Ref: ta.Ref{Kind: ta.RefLabel}}} {
			got, err1 := m.EvalCode(&st, regionLike{}, m.Compile(e))
			want, err2 := ma.Eval(&st, regionLike{}, e)
			viaLabel, err3 := m.Eval(&st, regionLike{}, e)
			if got != 1 || want != 1 || viaLabel != 1 || err1 != nil || err2 != nil || err3 != nil {
				t.Fatalf("depth %d: %s: EvalCode %d %v, Eval (AST) %d %v, Eval %d %v", n, ta.ExprString(e), got, err1, want, err2, viaLabel, err3)
			}
		}
		if ok, err := m.Enabled(&st, regionLike{}, 0); !ok || err != nil {
			t.Fatalf("depth %d: E not enabled (%v)", n, err)
		}
		_, st2, _, err := runBoth(t, src, nil)
		if err != nil || st2.Vals[0] != int64(n+2)%6 {
			t.Fatalf("depth %d: n = %d (%v)", n, st2.Vals[0], err)
		}
	}
}

// regionLike answers every clock question without allocating, as the
// explorer's region clocks do.
type regionLike = FakeClocks

// FakeClocks answers clock questions at once and without allocating, for
// benchmarks: a constraint holds when its constant is even.
type FakeClocks struct{}

// Holds implements Clocks.
func (FakeClocks) Holds(a ta.ClockAtom) bool { return a.C%2 == 0 }

// Reset implements Clocks.
func (FakeClocks) Reset(int) {}

// TestCompiledNoAllocs: firing, and the conditions of the program, do not
// allocate once the runner is warm.
func TestCompiledNoAllocs(t *testing.T) {
	p := parseChecked(t, "all.ta", allConstructs)
	b, err := Bind(p, genCal)
	if err != nil {
		t.Fatal(err)
	}
	m := NewMachine(p, b)
	r := m.NewRunner()
	eff := ta.NewEffects(p)
	st, st0 := m.Initial(), m.Initial()
	ch := pick{}
	motion := p.LookupStimulus("Motion")
	fire := func() {
		st.CopyFrom(&st0)
		if err := r.Fire(&st, regionLike{}, motion, ch, eff); err != nil {
			t.Fatal(err)
		}
	}
	fire()
	if a := testing.AllocsPerRun(100, fire); a != 0 {
		t.Fatalf("Fire allocates %v times", a)
	}
	conds := func() {
		for i := range p.Stimuli() {
			m.Enabled(&st, regionLike{}, i)
		}
		m.Urgent(&st, regionLike{})
		m.Progress(&st, regionLike{})
	}
	if a := testing.AllocsPerRun(100, conds); a != 0 {
		t.Fatalf("conditions allocate %v times", a)
	}
}

// FuzzCompiled: on any program that checks, the compiled code and the AST
// interpreter agree. An input that is not a program that checks is read
// as the choices of genProgram (see byteSource), so that the fuzzer's
// mutations, which almost never keep program text valid, still reach new
// programs. The seeds are the bundled programs and choice sequences;
// `go test` runs only those.
func FuzzCompiled(f *testing.F) {
	files, _ := filepath.Glob("../../programs/*/*.ta")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b, int64(1))
		}
	}
	f.Add([]byte(allConstructs), int64(2))
	rng := rand.New(rand.NewSource(99))
	for i := range 20 {
		// A program takes about 200 choices; what is left over is unused.
		choices := make([]byte, 64+rng.Intn(192))
		rng.Read(choices)
		f.Add(choices, int64(i))
	}
	f.Fuzz(func(t *testing.T, in []byte, seed int64) {
		p, err := syntax.Parse("f.ta", in)
		if err != nil || ta.Check(p) != nil {
			src := genFromBytes(in)
			if p, err = syntax.Parse("gen.ta", []byte(src)); err != nil {
				t.Fatalf("generated program does not parse: %v\n%s", err, src)
			}
			if ta.Check(p) != nil {
				return
			}
		}
		b, err := Bind(p, genCal)
		if err != nil {
			return
		}
		// Short walks: each input is a program, and a millisecond or two
		// an input keeps the fuzzer's minimizing of new inputs quick.
		Differential(t, p, b, nil, seed, 2, 10)
		if t.Failed() {
			t.Logf("the program:\n%s", syntax.Print(p))
		}
	})
}

// Benchmarks: the AST interpreter against the compiled code, on Fig. 1's
// motion rule and on an arithmetic-heavy condition.

func BenchmarkFire(b *testing.B) {
	src, err := os.ReadFile("../../programs/paper/figure1.ta")
	if err != nil {
		b.Fatal(err)
	}
	p, err := syntax.Parse("figure1.ta", src)
	if err != nil || ta.Check(p) != nil {
		b.Fatal("figure1.ta")
	}
	bind, err := Bind(p, ta.Calendar{Start: 9 * 3600, Horizon: 3600})
	if err != nil {
		b.Fatal(err)
	}
	for _, ast := range []bool{true, false} {
		name := "compiled"
		if ast {
			name = "ast"
		}
		b.Run(name, func(b *testing.B) {
			m := NewMachine(p, bind)
			m.ast = ast
			r := m.NewRunner()
			eff := ta.NewEffects(p)
			st, st0 := m.Initial(), m.Initial()
			motion := p.LookupStimulus("PorchMotion.Detected")
			ch := pick{}
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				st.CopyFrom(&st0)
				r.Fire(&st, regionLike{}, motion, ch, eff)
			}
		})
	}
}

func BenchmarkEval(b *testing.B) {
	p, err := syntax.Parse("b.ta", []byte("var a: 0..9\nvar b: 0..9\nvar c: -100..100\ndevice d: {Off, On}\nclock x\nevent E\nrule R on E { a = 1 }\n"))
	if err != nil || ta.Check(p) != nil {
		b.Fatal("b.ta")
	}
	e, err := syntax.ParseExpr("inv", 1, 1, "(a + b * 3 - c) % 7 < 3 && d == On || x < 2s && [a, b, c][a % 3] != 4 || a == 9 -> b != 9")
	if err != nil {
		b.Fatal(err)
	}
	if err := p.CheckExpr(e); err != nil {
		b.Fatal(err)
	}
	m, ma := NewMachine(p, nil), NewASTMachine(p, nil)
	c := m.Compile(e)
	st := m.Initial()
	st.Vals[0], st.Vals[1], st.Vals[2], st.Vals[3] = 4, 5, -7, 1
	b.Run("ast", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			ma.Eval(&st, regionLike{}, e)
		}
	})
	b.Run("compiled", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			m.EvalCode(&st, regionLike{}, c)
		}
	})
}

// WalkStates returns n states of a random walk of m's program, with an
// enabled stimulus to fire from each (the clocks stay at the start), for
// benchmarks.
func WalkStates(m *Machine, n int, seed int64) ([]ta.State, []int) {
	rng := rand.New(rand.NewSource(seed))
	val := NewValuation(m.Prog.NumClocks())
	r := m.NewRunner()
	eff := ta.NewEffects(m.Prog)
	st := m.Initial()
	var states []ta.State
	var stims []int
	for tries := 0; len(states) < n && tries < 100*n; tries++ {
		var enabled []int
		for i := range m.Prog.Stimuli() {
			if ok, _ := m.Enabled(&st, val, i); ok {
				enabled = append(enabled, i)
			}
		}
		if len(enabled) == 0 {
			st = m.Initial()
			continue
		}
		i := enabled[rng.Intn(len(enabled))]
		states, stims = append(states, st.Clone()), append(stims, i)
		next := st.Clone()
		if r.Fire(&next, val.Clone(), i, FirstChoice{}, eff) == nil {
			st = next
		}
	}
	return states, stims
}

// FirstChoice always takes the first class and the lowest value.
type FirstChoice struct{}

// ChooseFactor implements Chooser.
func (FirstChoice) ChooseFactor(f, n int) int { return 0 }

// ChooseRandom implements Chooser.
func (FirstChoice) ChooseRandom(lo, hi int64) int64 { return lo }
