package interp

import (
	"fmt"
	"math"

	"github.com/delorean-mc/delorean/ta"
)

// The compiled form of the IR (issue #8). Walking the AST costs an
// interface type switch per node and a pointer chase per child; the
// explorer runs the same few rules billions of times. So a Machine
// flattens every rule body and every condition of its program once, when
// it is made, into one array of fixed-size instructions that a single loop
// runs over an int64 value stack: expressions in postfix order, jumps for
// if/else, for the short-circuit operators and for the conditional and
// list expressions, and every index, location and bound resolved in
// advance. The AST interpreter (evalAST, stmtAST) stays as the definition
// of the semantics; the compiled code must do exactly what it does -- the
// same effects, the same calls to Clocks and Chooser in the same order,
// the same errors at the same positions -- which the differential tests
// check.

type opcode uint8

const (
	// Expressions: each pushes one value, or replaces the values it pops.
	opInt    opcode = iota // push a
	opConst                // push consts[a]: a constant that int32 cannot hold
	opVar                  // push variable a
	opFactor               // push the representative of factor a's chosen class
	opAtom                 // push whether clock atom atoms[a] holds
	opTod                  // push whether time-of-day atom a holds
	opRandom               // push a value chosen in consts[a]..consts[a+1]
	opFail                 // stop with error errs[a]
	opNot
	opNeg   // errs[a]: the position of an overflow
	opTruth // map any nonzero value to 1
	opAdd   // arithmetic: errs[a] is the position of an error
	opSub
	opMul
	opDiv
	opMod
	opBitAnd
	opBitOr
	opBitXor
	opBinZero // an operator that is not arithmetic: 0, as evalAST does
	opEq
	opNe
	opLt
	opLe
	opGt
	opGe
	// Superinstructions for the commonest conditions, a variable against
	// a constant: they save two dispatches and two stack slots.
	opVarEqInt // push variable a == b
	opVarNeInt
	opVarLtInt
	opVarLeInt
	opVarGtInt
	opVarGeInt
	// A value against a constant: pop x, push x == b.
	opEqInt
	opNeInt
	opLtInt
	opLeInt
	opGtInt
	opGeInt

	// Control flow. Targets are instruction indices.
	opAndJ  // && : if the top is 0, keep it and jump to a; else pop
	opOrJ   // || : if the top is not 0, make it 1 and jump to a; else pop
	opImplJ // -> : if the top is 0, make it 1 and jump to a; else pop
	opJz    // pop; jump to a if it was 0
	opJmp   // jump to a
	// Jump to c unless variable a (read) compares so with the constant b:
	// an if on a variable and a constant, the commonest, in one step.
	opJnVarEq
	opJnVarNe
	opJnVarLt
	opJnVarLe
	opJnVarGt
	opJnVarGe
	opJnAtom // jump to c unless clock atom atoms[a] holds
	opIndex  // pop i; unless 0 <= i < b fail at errs[c]; jump to the i-th instruction after this one
	opRet    // return the top of the stack

	// Statements. Those without an expression carry their statement id in
	// c and record their coverage themselves.
	opCover   // the statement with id a starts
	opAssign  // pop v into variable a, within consts[b]..consts[b+1]; errs[c] on failure
	opReset   // reset clock a (location b)
	opStart   // start timer a: consts[b:b+4] = clock, its location, the timer's location, window+1
	opCancel  // cancel timer a (location b)
	opRun     // queue rule a
	opEnable  // enable rule a (location b)
	opDisable // disable rule a (location b)
	opEmit    // emit (statement id c)
	opAssert  // pop; fail with errs[a] if 0
	// Assignments of a constant (known to be in range) or of another
	// variable, the bulk of the statements that front ends generate, in
	// one step each, coverage included.
	opSetInt // variable a = b (statement id c)
	opSetVar // variable a = variable b (statement id c)
	opEnd    // the rule body is done
)

// instr is one instruction: an opcode and up to three operands, whose
// meaning depends on the opcode (see the opcodes above).
type instr struct {
	op      opcode
	a, b, c int32
}

// atomRef is a clock atom with the locations that evaluating it reads.
type atomRef struct {
	atom       ta.ClockAtom
	locX, locY int // locY < 0: a bound on one clock
}

// Code is compiled IR: the instructions of an expression (from
// Machine.Compile) or of a whole program (inside a Machine), with the
// tables they refer to. It belongs to the program it was compiled against
// and is immutable, so goroutines may share it.
type Code struct {
	prog   *ta.Program
	ins    []instr
	consts []int64
	atoms  []atomRef
	// errs holds the position of every instruction that can fail, and the
	// message when it is known before running.
	errs   []ta.RuntimeError
	ranges []int64 // per variable, the values it may be assigned: lo, hi
	depth  int     // the deepest the value stack gets
}

// entry is where a compiled expression or body starts, and the stack
// depth it needs.
type entry struct {
	pc, depth int32
}

// progCode is a whole program compiled: one instruction array with an
// entry for each rule body and each of the program's conditions.
type progCode struct {
	Code
	rules    []int32 // pc of each rule's body
	labels   []entry
	guards   []entry // per event; pc < 0 when the event has no guard
	urgent   []entry
	progress []entry
}

type compiler struct {
	p     *ta.Program
	c     *Code
	depth int // stack depth at the instruction being emitted
	max   int // the deepest the stack got in the entry being compiled
}

func newCompiler(p *ta.Program, c *Code) *compiler {
	c.prog = p
	k := &compiler{p: p, c: c}
	for v := range p.Vars {
		lo, hi := k.bounds(v)
		c.ranges = append(c.ranges, lo, hi)
	}
	return k
}

func compileProgram(p *ta.Program) *progCode {
	pc := &progCode{}
	k := newCompiler(p, &pc.Code)
	for _, r := range p.Rules {
		pc.rules = append(pc.rules, k.here())
		k.stmts(r.Body)
		k.emit(opEnd, 0, 0, 0, 0)
	}
	k.depth = 0
	for i, l := range p.Labels {
		// A label is compiled inline wherever it is used; this copy serves
		// Machine.Eval, which evaluates expressions outside the program.
		pc.labels = append(pc.labels, k.condition(&ta.Ident{Pos: l.Pos, Name: l.Name, Ref: ta.Ref{Kind: ta.RefLabel, Index: i}}))
	}
	for _, e := range p.Events {
		if e.Guard == nil {
			pc.guards = append(pc.guards, entry{pc: -1})
			continue
		}
		pc.guards = append(pc.guards, k.condition(e.Guard))
	}
	for _, e := range p.Urgent {
		pc.urgent = append(pc.urgent, k.condition(e))
	}
	for _, e := range p.Progress {
		pc.progress = append(pc.progress, k.condition(e))
	}
	pc.depth = k.overall()
	return pc
}

// condition compiles e as a separate entry that returns its value.
func (k *compiler) condition(e ta.Expr) entry {
	deepest := k.max
	k.max = 0
	at := k.here()
	k.expr(e)
	k.emit(opRet, 0, 0, 0, -1)
	ent := entry{pc: at, depth: int32(k.max)}
	k.max = max(k.max, deepest)
	return ent
}

func (k *compiler) overall() int { return max(k.max, 1) }

func (k *compiler) here() int32 { return int32(len(k.c.ins)) }

// emit appends an instruction that changes the stack depth by delta.
func (k *compiler) emit(op opcode, a, b, c int32, delta int) int {
	k.c.ins = append(k.c.ins, instr{op: op, a: a, b: b, c: c})
	k.depth += delta
	k.max = max(k.max, k.depth)
	return len(k.c.ins) - 1
}

// target makes the jump at index j lead to the next instruction emitted.
func (k *compiler) target(j int) {
	if in := &k.c.ins[j]; in.op >= opJnVarEq && in.op <= opJnAtom {
		in.c = k.here()
	} else {
		in.a = k.here()
	}
}

func (k *compiler) targets(js []int) {
	for _, j := range js {
		k.target(j)
	}
}

// jumpUnless emits the jumps, to be targeted, taken when e is false (a
// conjunction jumps out at its first false operand, as it short-circuits).
func (k *compiler) jumpUnless(e ta.Expr) []int {
	if v, c, op, ok := varConst(e); ok {
		return []int{k.emit(opJnVarEq+opcode(op-ta.OpEq), int32(v), c, 0, 0)}
	}
	if b, ok := e.(*ta.Binary); ok && b.Atom >= 0 {
		return []int{k.emit(opJnAtom, k.atom(b.Atom), 0, 0, 0)}
	}
	if b, ok := e.(*ta.Binary); ok && b.Tod < 0 && b.Op == ta.OpAnd {
		return append(k.jumpUnless(b.X), k.jumpUnless(b.Y)...)
	}
	k.expr(e)
	return []int{k.emit(opJz, 0, 0, 0, -1)}
}

// atom adds clock atom i of the program to the code's table.
func (k *compiler) atom(i int) int32 {
	p := k.p
	a := p.Atoms()[i]
	ref := atomRef{atom: a, locX: p.LocClock(a.X), locY: -1}
	if a.Y >= 0 {
		ref.locY = p.LocClock(a.Y)
	}
	k.c.atoms = append(k.c.atoms, ref)
	return int32(len(k.c.atoms) - 1)
}

// boolean reports whether e's value is always 0 or 1, so that a truth
// test of it can be left out.
func boolean(e ta.Expr) bool {
	switch e := e.(type) {
	case *ta.BoolLit, *ta.TimeIn:
		return true
	case *ta.Ident:
		return e.Ref.Kind == ta.RefLabel
	case *ta.Unary:
		return e.Op == ta.OpNot
	case *ta.Binary:
		return e.Atom >= 0 || e.Tod >= 0 || e.Op.IsComparison() || e.Op == ta.OpAnd || e.Op == ta.OpOr || e.Op == ta.OpImplies
	case *ta.CondExpr:
		return boolean(e.Then) && boolean(e.Else)
	}
	return false
}

// varConst recognizes a comparison of a variable with a constant that
// fits an operand.
func varConst(e ta.Expr) (v int, c int32, op ta.Op, ok bool) {
	b, isBin := e.(*ta.Binary)
	if !isBin || b.Atom >= 0 || b.Tod >= 0 || !b.Op.IsComparison() {
		return 0, 0, 0, false
	}
	x, isVar := b.X.(*ta.Ident)
	if !isVar || x.Ref.Kind != ta.RefVar {
		return 0, 0, 0, false
	}
	c, ok = smallConst(b.Y)
	return x.Ref.Index, c, b.Op, ok
}

// bounds returns the range of values variable v may be assigned.
func (k *compiler) bounds(v int) (lo, hi int64) {
	t := &k.p.Vars[v].Type
	switch t.Kind {
	case ta.Bool:
		return 0, 1
	case ta.Enum:
		return 0, int64(len(t.Values)) - 1
	}
	return t.Lo, t.Hi
}

func (k *compiler) konst(vs ...int64) int32 {
	i := int32(len(k.c.consts))
	k.c.consts = append(k.c.consts, vs...)
	return i
}

func (k *compiler) errAt(pos ta.Pos, msg string) int32 {
	k.c.errs = append(k.c.errs, ta.RuntimeError{Pos: pos, Msg: msg})
	return int32(len(k.c.errs) - 1)
}

func (k *compiler) int(v int64) {
	if v >= math.MinInt32 && v <= math.MaxInt32 {
		k.emit(opInt, int32(v), 0, 0, 1)
		return
	}
	k.emit(opConst, k.konst(v), 0, 0, 1)
}

func (k *compiler) stmts(list []ta.Stmt) {
	for _, s := range list {
		k.stmt(s)
	}
}

func (k *compiler) stmt(s ta.Stmt) {
	p := k.p
	id := int32(s.Base().ID)
	switch s := s.(type) {
	case *ta.Assign:
		lo, hi := k.bounds(s.Index)
		if v, ok := smallConst(s.Value); ok && int64(v) >= lo && int64(v) <= hi {
			k.emit(opSetInt, int32(s.Index), v, id, 0)
			return
		}
		if v, ok := s.Value.(*ta.Ident); ok && v.Ref.Kind == ta.RefVar {
			k.emit(opSetVar, int32(s.Index), int32(v.Ref.Index), id, 0)
			return
		}
		k.emit(opCover, id, 0, 0, 0)
		k.expr(s.Value)
		k.emit(opAssign, int32(s.Index), k.konst(lo, hi), k.errAt(s.Pos, ""), -1)
	case *ta.If:
		k.emit(opCover, id, 0, 0, 0)
		jz := k.jumpUnless(s.Cond)
		k.stmts(s.Then)
		if len(s.Else) == 0 {
			k.targets(jz)
			return
		}
		jmp := k.emit(opJmp, 0, 0, 0, 0)
		k.targets(jz)
		k.stmts(s.Else)
		k.target(jmp)
	case *ta.Reset:
		k.emit(opReset, int32(s.Index), int32(p.LocClock(s.Index)), id, 0)
	case *ta.Start:
		c := p.Timers[s.Index].ClockIndex
		b := k.konst(int64(c), int64(p.LocClock(c)), int64(p.LocTimer(s.Index)), int64(int32(s.Window+1)))
		k.emit(opStart, int32(s.Index), b, id, 0)
	case *ta.Cancel:
		k.emit(opCancel, int32(s.Index), int32(p.LocTimer(s.Index)), id, 0)
	case *ta.Run:
		k.emit(opRun, int32(s.Index), 0, id, 0)
	case *ta.Enable:
		k.emit(opEnable, int32(s.Index), int32(p.LocRule(s.Index)), id, 0)
	case *ta.Disable:
		k.emit(opDisable, int32(s.Index), int32(p.LocRule(s.Index)), id, 0)
	case *ta.Emit:
		k.emit(opEmit, 0, 0, id, 0)
	case *ta.Assert:
		k.emit(opCover, id, 0, 0, 0)
		k.expr(s.Cond)
		k.emit(opAssert, k.errAt(s.Pos, "assertion failed: "+ta.ExprString(s.Cond)), 0, 0, -1)
	default:
		k.emit(opCover, id, 0, 0, 0)
	}
}

var arith = [...]opcode{
	ta.OpEq: opEq, ta.OpNe: opNe, ta.OpLt: opLt, ta.OpLe: opLe, ta.OpGt: opGt, ta.OpGe: opGe,
	ta.OpAdd: opAdd, ta.OpSub: opSub, ta.OpMul: opMul, ta.OpDiv: opDiv, ta.OpMod: opMod,
	ta.OpBitAnd: opBitAnd, ta.OpBitOr: opBitOr, ta.OpBitXor: opBitXor,
}

func (k *compiler) expr(e ta.Expr) {
	p := k.p
	switch e := e.(type) {
	case *ta.IntLit:
		k.int(e.Value)
	case *ta.BoolLit:
		k.int(b2i(e.Value))
	case *ta.DurationLit:
		k.int(e.Seconds)
	case *ta.Ident:
		switch e.Ref.Kind {
		case ta.RefVar:
			k.emit(opVar, int32(e.Ref.Index), 0, 0, 1)
		case ta.RefEnum:
			k.int(int64(e.Ref.Index))
		case ta.RefFactor:
			k.emit(opFactor, int32(e.Ref.Index), 0, 0, 1)
		case ta.RefLabel:
			cond := p.Labels[e.Ref.Index].Cond
			k.expr(cond)
			if !boolean(cond) {
				k.emit(opTruth, 0, 0, 0, 0)
			}
		default:
			k.emit(opFail, k.errAt(e.Pos, fmt.Sprintf("%s has no value here", e.Name)), 0, 0, 1)
		}
	case *ta.Unary:
		k.expr(e.X)
		if e.Op == ta.OpNot {
			k.emit(opNot, 0, 0, 0, 0)
		} else {
			k.emit(opNeg, k.errAt(e.Pos, "integer overflow"), 0, 0, 0)
		}
	case *ta.TimeIn:
		k.emit(opTod, int32(e.Tod), 0, 0, 1)
	case *ta.Binary:
		k.binary(e)
	case *ta.Random:
		order := int32(0)
		if e.Order {
			order = 1
		}
		k.emit(opRandom, k.konst(e.Lo, e.Hi), order, 0, 1)
	case *ta.CondExpr:
		jz := k.jumpUnless(e.C)
		k.expr(e.Then)
		jmp := k.emit(opJmp, 0, 0, 0, -1) // the else branch starts without the then value
		k.targets(jz)
		k.expr(e.Else)
		k.target(jmp)
	case *ta.ListIndex:
		k.expr(e.Index)
		n := len(e.Elems)
		k.emit(opIndex, 0, int32(n), k.errAt(e.Pos, ""), -1)
		table := k.here()
		for range e.Elems {
			k.emit(opJmp, 0, 0, 0, 0)
		}
		var ends []int
		for i, el := range e.Elems {
			k.target(int(table) + i)
			k.expr(el)
			if i < n-1 {
				ends = append(ends, k.emit(opJmp, 0, 0, 0, -1))
			}
		}
		for _, j := range ends {
			k.target(j)
		}
		if n == 0 {
			k.depth++ // every index is out of range: nothing is pushed, nothing follows
		}
	default:
		var pos ta.Pos
		if e != nil {
			pos = e.ExprPos()
		}
		k.emit(opFail, k.errAt(pos, "expression cannot be evaluated"), 0, 0, 1)
	}
}

func (k *compiler) binary(e *ta.Binary) {
	if e.Atom >= 0 {
		k.emit(opAtom, k.atom(e.Atom), 0, 0, 1)
		return
	}
	if e.Tod >= 0 {
		k.emit(opTod, int32(e.Tod), 0, 0, 1)
		return
	}
	var jump opcode
	switch e.Op {
	case ta.OpAnd:
		jump = opAndJ
	case ta.OpOr:
		jump = opOrJ
	case ta.OpImplies:
		jump = opImplJ
	}
	if jump != 0 {
		k.expr(e.X)
		j := k.emit(jump, 0, 0, 0, -1)
		k.expr(e.Y)
		if !boolean(e.Y) {
			k.emit(opTruth, 0, 0, 0, 0)
		}
		k.target(j)
		return
	}
	if v, c, op, ok := varConst(e); ok {
		k.emit(opVarEqInt+opcode(op-ta.OpEq), int32(v), c, 0, 1)
		return
	}
	if c, ok := smallConst(e.Y); ok && e.Op.IsComparison() {
		k.expr(e.X)
		k.emit(opEqInt+opcode(e.Op-ta.OpEq), 0, c, 0, 0)
		return
	}
	k.expr(e.X)
	k.expr(e.Y)
	op := opBinZero
	if int(e.Op) < len(arith) && arith[e.Op] != 0 {
		op = arith[e.Op]
	}
	var at int32
	switch op {
	case opAdd, opSub, opMul, opDiv, opMod:
		at = k.errAt(e.Pos, "")
	}
	k.emit(op, at, 0, 0, -1)
}

// smallConst reports the value of a constant that reads nothing and fits
// an operand.
func smallConst(e ta.Expr) (int32, bool) {
	var v int64
	switch e := e.(type) {
	case *ta.IntLit:
		v = e.Value
	case *ta.BoolLit:
		v = b2i(e.Value)
	case *ta.DurationLit:
		v = e.Seconds
	case *ta.Ident:
		if e.Ref.Kind != ta.RefEnum {
			return 0, false
		}
		v = int64(e.Ref.Index)
	default:
		return 0, false
	}
	if v < math.MinInt32 || v > math.MaxInt32 {
		return 0, false
	}
	return int32(v), true
}
