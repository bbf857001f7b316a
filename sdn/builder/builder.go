package builder

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// X is an IR expression under construction. Apps and the network model
// combine Xs with the methods below; constants fold, so that code
// specialised on a packet's header (see PacketIn) stays small.
type X struct{ e ta.Expr }

// Expr returns the IR expression; nil for the zero X.
func (x X) Expr() ta.Expr { return x.e }

// FromExpr wraps an IR expression the builder has no method for (a
// random value, a clock's name).
func FromExpr(e ta.Expr) X { return X{e} }

// String prints the expression in the IR's syntax.
func (x X) String() string { return ta.ExprString(x.e) }

// Int is an integer constant.
func Int(v int64) X { return X{&ta.IntLit{Value: v}} }

// Bool is a boolean constant.
func Bool(b bool) X { return X{&ta.BoolLit{Value: b}} }

// True and False are the boolean constants.
var (
	True  = Bool(true)
	False = Bool(false)
)

// Const reports the value of a constant expression.
func (x X) Const() (int64, bool) {
	switch e := x.e.(type) {
	case *ta.IntLit:
		return e.Value, true
	case *ta.BoolLit:
		if e.Value {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

func isBoolLit(x X) (bool, bool) {
	if b, ok := x.e.(*ta.BoolLit); ok {
		return b.Value, true
	}
	return false, false
}

func bin(op ta.Op, x, y X) X {
	return X{&ta.Binary{Op: op, X: x.e, Y: y.e, Atom: -1, Tod: -1}}
}

func (x X) cmp(op ta.Op, y X) X {
	a, okA := x.Const()
	b, okB := y.Const()
	if okA && okB {
		return Bool(op.Compare(a, b))
	}
	return bin(op, x, y)
}

// Eq is x == y.
func (x X) Eq(y X) X { return x.cmp(ta.OpEq, y) }

// Ne is x != y.
func (x X) Ne(y X) X { return x.cmp(ta.OpNe, y) }

// Lt is x < y.
func (x X) Lt(y X) X { return x.cmp(ta.OpLt, y) }

// Le is x <= y.
func (x X) Le(y X) X { return x.cmp(ta.OpLe, y) }

// Gt is x > y.
func (x X) Gt(y X) X { return x.cmp(ta.OpGt, y) }

// Ge is x >= y.
func (x X) Ge(y X) X { return x.cmp(ta.OpGe, y) }

// EqI is x == v.
func (x X) EqI(v int64) X { return x.Eq(Int(v)) }

// NeI is x != v.
func (x X) NeI(v int64) X { return x.Ne(Int(v)) }

// And is x && y.
func (x X) And(y X) X {
	if b, ok := isBoolLit(x); ok {
		if !b {
			return False
		}
		return y
	}
	if b, ok := isBoolLit(y); ok {
		if !b {
			return False
		}
		return x
	}
	return bin(ta.OpAnd, x, y)
}

// Or is x || y.
func (x X) Or(y X) X {
	if b, ok := isBoolLit(x); ok {
		if b {
			return True
		}
		return y
	}
	if b, ok := isBoolLit(y); ok {
		if b {
			return True
		}
		return x
	}
	return bin(ta.OpOr, x, y)
}

// Implies is x -> y.
func (x X) Implies(y X) X { return x.Not().Or(y) }

// Not is !x.
func (x X) Not() X {
	if b, ok := isBoolLit(x); ok {
		return Bool(!b)
	}
	if u, ok := x.e.(*ta.Unary); ok && u.Op == ta.OpNot {
		return X{u.X}
	}
	return X{&ta.Unary{Op: ta.OpNot, X: x.e}}
}

func (x X) arith(op ta.Op, y X, f func(a, b int64) int64) X {
	a, okA := x.Const()
	b, okB := y.Const()
	if okA && okB {
		return Int(f(a, b))
	}
	return bin(op, x, y)
}

// Add is x + y.
func (x X) Add(y X) X { return x.arith(ta.OpAdd, y, func(a, b int64) int64 { return a + b }) }

// Sub is x - y.
func (x X) Sub(y X) X { return x.arith(ta.OpSub, y, func(a, b int64) int64 { return a - b }) }

// BitAnd is x & y.
func (x X) BitAnd(y X) X { return x.arith(ta.OpBitAnd, y, func(a, b int64) int64 { return a & b }) }

// BitOr is x | y.
func (x X) BitOr(y X) X { return x.arith(ta.OpBitOr, y, func(a, b int64) int64 { return a | b }) }

// AddI is x + v.
func (x X) AddI(v int64) X { return x.Add(Int(v)) }

// All is the conjunction of xs (true when empty).
func All(xs ...X) X {
	out := True
	for _, x := range xs {
		out = out.And(x)
	}
	return out
}

// Any is the disjunction of xs (false when empty).
func Any(xs ...X) X {
	out := False
	for _, x := range xs {
		out = out.Or(x)
	}
	return out
}

// Cond is `if c then a else b`.
func Cond(c, a, b X) X {
	if v, ok := isBoolLit(c); ok {
		if v {
			return a
		}
		return b
	}
	return X{&ta.CondExpr{C: c.e, Then: a.e, Else: b.e}}
}

// Index is elems[i]; i outside the list is a runtime error.
func Index(elems []X, i X) X {
	if v, ok := i.Const(); ok && v >= 0 && v < int64(len(elems)) {
		return elems[v]
	}
	same := len(elems) > 0
	for _, e := range elems[1:] {
		a, okA := e.Const()
		b, okB := elems[0].Const()
		if !okA || !okB || a != b {
			same = false
			break
		}
	}
	if same {
		return elems[0]
	}
	list := &ta.ListIndex{Index: i.e}
	for _, e := range elems {
		list.Elems = append(list.Elems, e.e)
	}
	return X{list}
}

// IndexI is Index over integer constants.
func IndexI(vals []int64, i X) X {
	xs := make([]X, len(vals))
	for k, v := range vals {
		xs[k] = Int(v)
	}
	return Index(xs, i)
}

// Bit is 1 << x, for x in [0, n).
func Bit(x X, n int) X {
	if v, ok := x.Const(); ok {
		return Int(1 << v)
	}
	vals := make([]int64, n)
	for i := range vals {
		vals[i] = 1 << i
	}
	return IndexI(vals, x)
}

// HasBit is (mask & 1<<x) != 0, for x in [0, n).
func HasBit(mask, x X, n int) X {
	return mask.BitAnd(Bit(x, n)).NeI(0)
}

// Var is a variable of the IR program being built.
type Var struct {
	v *ta.Var
}

// Name is the variable's IR name.
func (v *Var) Name() string { return v.v.Name }

// Shown gives the variable the name (and the texts of its values, from
// the least up) that reports show for it: the model's bookkeeping said in
// the scenario's words. It returns v.
func (v *Var) Shown(name string, values ...string) *Var {
	v.v.Display = &ta.Display{Name: name, Values: values}
	return v
}

// X reads the variable; a nil variable (a quantity the model does not
// need) reads as 0.
func (v *Var) X() X {
	if v == nil {
		return Int(0)
	}
	return X{&ta.Ident{Name: v.v.Name}}
}

// Size is the number of values of the variable's domain.
func (v *Var) Size() int64 { return v.v.Type.Size() }

// Decl is the variable's IR declaration, for a domain that is only known
// once the whole program is built (the pool's owners).
func (v *Var) Decl() *ta.Var { return v.v }

// Builder assembles an IR program: variables, clocks, timers, events,
// labels and rules. Statements carry the position of the Go code that
// emitted them (the app's source line, when an app emitted them), so that
// the explorer's statement coverage is coverage of the app.
type Builder struct {
	Prog     *ta.Program
	names    map[string]bool
	posCache map[string]ta.Pos
	// ctx, when set, stops the building (Compile's Options.Ctx): pos, which
	// every declaration and statement calls, polls it every ctxPoll calls
	// and panics with builderStop, which Compile recovers.
	ctx   context.Context
	polls int
}

// ctxPoll is how many positions the builder takes between two looks at
// its context: a position costs a stack walk, far more than the look.
const ctxPoll = 256

// Stop is the panic that unwinds a building whose context is done; the
// compiler recovers it and reports Err.
type Stop struct{ Err error }

// SetContext makes the builder stop (panic with Stop) once ctx is done.
func (b *Builder) SetContext(ctx context.Context) { b.ctx = ctx }

// Err is the builder's context's error, nil without a context.
func (b *Builder) Err() error {
	if b.ctx == nil {
		return nil
	}
	return b.ctx.Err()
}

// NewBuilder starts an empty program.
func NewBuilder(name, file string) *Builder {
	return &Builder{Prog: &ta.Program{Name: name, File: file}, names: map[string]bool{}, posCache: map[string]ta.Pos{}}
}

func (b *Builder) claim(name string) {
	if b.names[name] {
		panic(fmt.Sprintf("sdn: IR name %q declared twice", name))
	}
	b.names[name] = true
}

// IntVar declares an integer variable with domain lo..hi and an initial value.
func (b *Builder) IntVar(name string, lo, hi, init int64) *Var {
	b.claim(name)
	v := &ta.Var{Name: name, Type: ta.Type{Kind: ta.Int, Lo: lo, Hi: hi}, Pos: b.pos()}
	if init != lo {
		v.Init = &ta.IntLit{Value: init}
	}
	b.Prog.Vars = append(b.Prog.Vars, v)
	return &Var{v}
}

// BoolVar declares a boolean variable.
func (b *Builder) BoolVar(name string, init bool) *Var {
	b.claim(name)
	v := &ta.Var{Name: name, Type: ta.Type{Kind: ta.Bool}, Pos: b.pos()}
	if init {
		v.Init = &ta.BoolLit{Value: true}
	}
	b.Prog.Vars = append(b.Prog.Vars, v)
	return &Var{v}
}

// EnumVar declares a variable over named values; values are their indices.
func (b *Builder) EnumVar(name string, values []string, init int64) *Var {
	b.claim(name)
	v := &ta.Var{Name: name, Type: ta.Type{Kind: ta.Enum, Values: append([]string(nil), values...)}, Pos: b.pos()}
	if init != 0 {
		v.Init = &ta.IntLit{Value: init}
	}
	b.Prog.Vars = append(b.Prog.Vars, v)
	return &Var{v}
}

// Clock declares a clock.
func (b *Builder) Clock(name string) {
	b.claim(name)
	b.Prog.Clocks = append(b.Prog.Clocks, &ta.Clock{Name: name, Pos: b.pos()})
}

// Timer declares a timer on a declared clock (or on a private clock when
// clock is empty).
func (b *Builder) Timer(name, clock string) {
	b.claim(name)
	b.Prog.Timers = append(b.Prog.Timers, &ta.Timer{Name: name, Clock: clock, Pos: b.pos()})
}

// Event declares an environment event with a guard.
func (b *Builder) Event(name string, guard X) {
	b.claim(name)
	e := &ta.Event{Name: name, Pos: b.pos()}
	if v, ok := isBoolLit(guard); !ok || !v {
		e.Guard = guard.e
	}
	b.Prog.Events = append(b.Prog.Events, e)
}

// Label declares a named condition and returns an expression reading it.
func (b *Builder) Label(name string, cond X) X {
	b.claim(name)
	b.Prog.Labels = append(b.Prog.Labels, &ta.Label{Name: name, Cond: cond.e, Pos: b.pos()})
	return X{&ta.Ident{Name: name}}
}

// Rule declares a rule run by an event or a timer (trigger names it), or
// only by `run` when trigger is empty.
func (b *Builder) Rule(name, trigger string, body func(k *Block)) {
	pos := b.pos()
	r := &ta.Rule{Name: name, Pos: pos, Trigger: ta.Trigger{Kind: ta.OnName, Name: trigger, Pos: pos}}
	if trigger == "" {
		r.Trigger = ta.Trigger{Kind: ta.OnCall, Pos: pos}
	}
	k := &Block{b: b}
	body(k)
	r.Body = k.list
	b.Prog.Rules = append(b.Prog.Rules, r)
}

// pos is the position of the Go code that asked for the current node: the
// innermost frame in an app (sdn/apps/...), else the innermost frame in
// package sdn (the network model) outside this package.
func (b *Builder) pos() ta.Pos {
	if b.polls++; b.polls >= ctxPoll {
		b.polls = 0
		if err := b.Err(); err != nil {
			panic(Stop{err})
		}
	}
	var pcs [48]uintptr
	n := runtime.Callers(2, pcs[:])
	key := unsafeKey(pcs[:n])
	if p, ok := b.posCache[key]; ok {
		return p
	}
	p := b.frame(pcs[:n])
	b.posCache[key] = p
	return p
}

// unsafeKey makes a map key of a call stack.
func unsafeKey(pcs []uintptr) string {
	buf := make([]byte, 0, 8*len(pcs))
	for _, pc := range pcs {
		for i := 0; i < 8; i++ {
			buf = append(buf, byte(pc>>(8*i)))
		}
	}
	return string(buf)
}

func (b *Builder) frame(pcs []uintptr) ta.Pos {
	frames := runtime.CallersFrames(pcs)
	var first ta.Pos
	for {
		f, more := frames.Next()
		file := filepath.ToSlash(f.File)
		if !strings.Contains(file, "/sdn/builder/") {
			p := ta.Pos{File: ShortPath(file), Line: f.Line, Col: 1}
			if strings.Contains(file, "/sdn/apps/") {
				return p
			}
			if !first.IsValid() && strings.Contains(file, "/sdn/") && !strings.HasSuffix(file, "_test.go") {
				first = p
			}
		}
		if !more {
			break
		}
	}
	return first
}

// ShortPath makes a source path relative to the module (sdn/apps/x/x.go),
// as positions name it.
func ShortPath(file string) string {
	if i := strings.LastIndex(file, "/sdn/"); i >= 0 {
		return file[i+1:]
	}
	return filepath.Base(file)
}

// Block is a list of statements under construction.
type Block struct {
	b    *Builder
	list []ta.Stmt
}

func (k *Block) add(s ta.Stmt) {
	s.Base().Pos = k.b.pos()
	k.list = append(k.list, s)
}

func (k *Block) sub(f func(*Block)) []ta.Stmt {
	if f == nil {
		return nil
	}
	c := &Block{b: k.b}
	f(c)
	return c.list
}

// Set assigns x to v; assigning to a nil variable does nothing.
func (k *Block) Set(v *Var, x X) {
	if v == nil {
		return
	}
	k.add(&ta.Assign{Var: v.v.Name, Value: x.e})
}

// SetI assigns the constant n to v.
func (k *Block) SetI(v *Var, n int64) {
	if v == nil {
		return
	}
	if v.v.Type.Kind == ta.Bool {
		k.Set(v, Bool(n != 0))
		return
	}
	k.Set(v, Int(n))
}

// SetB assigns a boolean constant to v.
func (k *Block) SetB(v *Var, b bool) { k.Set(v, Bool(b)) }

// If runs then when c holds.
func (k *Block) If(c X, then func(*Block)) { k.IfElse(c, then, nil) }

// IfElse runs then when c holds and els otherwise.
func (k *Block) IfElse(c X, then, els func(*Block)) {
	if v, ok := isBoolLit(c); ok {
		if v {
			k.list = append(k.list, k.sub(then)...)
		} else {
			k.list = append(k.list, k.sub(els)...)
		}
		return
	}
	t, e := k.sub(then), k.sub(els)
	if len(t) == 0 && len(e) == 0 {
		return
	}
	if len(t) == 0 {
		c, t, e = c.Not(), e, nil
	}
	k.add(&ta.If{Cond: c.e, Then: t, Else: e})
}

// Cases runs f(v) for the value v that x has among vals: an if-chain in
// which the last value needs no test when exhaustive is set (x can only
// take these values).
func (k *Block) Cases(x X, vals []int64, exhaustive bool, f func(*Block, int64)) {
	if c, ok := x.Const(); ok {
		for _, v := range vals {
			if v == c {
				f(k, v)
			}
		}
		return
	}
	var chain func(k *Block, i int)
	chain = func(k *Block, i int) {
		if i >= len(vals) {
			return
		}
		v := vals[i]
		if exhaustive && i == len(vals)-1 {
			f(k, v)
			return
		}
		k.IfElse(x.EqI(v), func(k *Block) { f(k, v) }, func(k *Block) { chain(k, i+1) })
	}
	chain(k, 0)
}

// Range is the values 0..n-1.
func Range(n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(i)
	}
	return out
}

// Reset resets a clock.
func (k *Block) Reset(clock string) { k.add(&ta.Reset{Clock: clock}) }

// Start starts a timer to fire after sec seconds.
func (k *Block) Start(timer string, sec int64) { k.add(&ta.Start{Timer: timer, Lo: sec, Hi: sec}) }

// Cancel drops a timer's queued expiry.
func (k *Block) Cancel(timer string) { k.add(&ta.Cancel{Timer: timer}) }

// Run queues another rule.
func (k *Block) Run(rule string) { k.add(&ta.Run{Rule: rule}) }

// Emit records an observable output (a log line of the app) in traces and
// coverage.
func (k *Block) Emit(name string) { k.add(&ta.Emit{Name: name}) }

// Assert stops with a runtime error when c is false.
func (k *Block) Assert(c X) {
	if v, ok := isBoolLit(c); ok && v {
		return
	}
	k.add(&ta.Assert{Cond: c.e})
}

// Len is the number of statements in the block.
func (k *Block) Len() int { return len(k.list) }
