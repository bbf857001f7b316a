package interp

import (
	"fmt"
	"math"

	"github.com/delorean-mc/delorean/ta"
)

// Running compiled code (see compile.go): the entry points for conditions
// compiled outside the program, and the loop over the instructions.

// Compile compiles e, an expression checked against the machine's program
// (see ta.Program.CheckExpr), for EvalCode: conditions that live outside the
// program, such as invariants, are evaluated in every state, and compiled
// code evaluates them without walking the AST and without allocating. The
// labels e names are compiled into the code. Compile may be called from
// several goroutines; the code is immutable and may be shared too.
func (m *Machine) Compile(e ta.Expr) *Code {
	c := &Code{}
	k := newCompiler(m.Prog, c)
	k.expr(e)
	k.emit(opRet, 0, 0, 0, -1)
	c.depth = k.overall()
	return c
}

// EvalCode evaluates code compiled by m.Compile in a state, as Eval
// evaluates the expression it was compiled from: the same result, the same
// calls to clk in the same order, the same errors. Like Eval, it is for
// expressions that read no environmental factor and no random value. It
// panics if c was compiled for another program.
func (m *Machine) EvalCode(s *ta.State, clk ta.Clocks, c *Code) (int64, error) {
	if c.prog != m.Prog {
		panic("ta: code compiled for another program")
	}
	r := Runner{m: m, st: s, clk: clk}
	return r.call(c, entry{pc: 0, depth: int32(c.depth)})
}

// call runs the expression at ent with a value stack of its own, on the
// goroutine's stack, so that evaluating does not allocate. Expressions
// need little (the programs in the repository at most 2 slots; it takes
// nested right operands to need more), and a smaller array is quicker to
// clear; expressions deeper than 64 allocate theirs.
func (r *Runner) call(c *Code, ent entry) (int64, error) {
	switch {
	case ent.depth <= 8:
		var stk [8]int64
		return r.exec(c, int(ent.pc), stk[:])
	case ent.depth <= 64:
		var stk [64]int64
		return r.exec(c, int(ent.pc), stk[:])
	}
	return r.exec(c, int(ent.pc), make([]int64, ent.depth))
}

// holds evaluates a clock atom.
func (r *Runner) holds(at *atomRef) bool {
	if r.eff != nil {
		r.eff.Reads.Set(at.locX)
		if at.locY >= 0 {
			r.eff.Reads.Set(at.locY)
		}
	}
	return r.clk.Holds(at.atom)
}

// readVar reads variable v.
func (r *Runner) readVar(v int) int64 {
	if r.eff != nil {
		r.eff.Reads.Set(r.m.Prog.LocVar(v))
	}
	return r.st.Vals[v]
}

// set assigns v, in range, to variable x.
func (r *Runner) set(x int, v int64) {
	r.eff.Writes.Set(r.m.Prog.LocVar(x))
	if r.st.Vals[x] != v {
		r.st.Vals[x] = v
		r.changed(x)
	}
}

func (c *Code) fail(i int32, msg string) error {
	return &ta.RuntimeError{Pos: c.errs[i].Pos, Msg: msg}
}

// exec runs c from instruction pc with the value stack stk (deep enough
// for c) until a rule body ends or an expression returns.
func (r *Runner) exec(c *Code, pc int, stk []int64) (int64, error) {
	ins := c.ins
	sp := 0
	for {
		in := ins[pc]
		pc++
		switch in.op {
		case opInt:
			stk[sp] = int64(in.a)
			sp++
		case opConst:
			stk[sp] = c.consts[in.a]
			sp++
		case opVar:
			stk[sp] = r.readVar(int(in.a))
			sp++
		case opVarEqInt:
			stk[sp] = b2i(r.readVar(int(in.a)) == int64(in.b))
			sp++
		case opVarNeInt:
			stk[sp] = b2i(r.readVar(int(in.a)) != int64(in.b))
			sp++
		case opVarLtInt:
			stk[sp] = b2i(r.readVar(int(in.a)) < int64(in.b))
			sp++
		case opVarLeInt:
			stk[sp] = b2i(r.readVar(int(in.a)) <= int64(in.b))
			sp++
		case opVarGtInt:
			stk[sp] = b2i(r.readVar(int(in.a)) > int64(in.b))
			sp++
		case opVarGeInt:
			stk[sp] = b2i(r.readVar(int(in.a)) >= int64(in.b))
			sp++
		case opEqInt:
			stk[sp-1] = b2i(stk[sp-1] == int64(in.b))
		case opNeInt:
			stk[sp-1] = b2i(stk[sp-1] != int64(in.b))
		case opLtInt:
			stk[sp-1] = b2i(stk[sp-1] < int64(in.b))
		case opLeInt:
			stk[sp-1] = b2i(stk[sp-1] <= int64(in.b))
		case opGtInt:
			stk[sp-1] = b2i(stk[sp-1] > int64(in.b))
		case opGeInt:
			stk[sp-1] = b2i(stk[sp-1] >= int64(in.b))
		case opFactor:
			stk[sp] = r.readFactor(int(in.a))
			sp++
		case opAtom:
			stk[sp] = b2i(r.holds(&c.atoms[in.a]))
			sp++
		case opTod:
			r.readWall()
			stk[sp] = b2i(r.m.Bind.TodHolds(int(in.a), r.clk))
			sp++
		case opRandom:
			v := r.ch.ChooseRandom(c.consts[in.a], c.consts[in.a+1])
			if in.b != 0 {
				r.eff.Orders = append(r.eff.Orders, len(r.eff.Randoms))
			}
			r.eff.Randoms = append(r.eff.Randoms, v)
			stk[sp] = v
			sp++
		case opFail:
			return 0, c.fail(in.a, c.errs[in.a].Msg)
		case opNot:
			stk[sp-1] = b2i(stk[sp-1] == 0)
		case opNeg:
			if stk[sp-1] == math.MinInt64 {
				return 0, c.fail(in.a, "integer overflow")
			}
			stk[sp-1] = -stk[sp-1]
		case opTruth:
			stk[sp-1] = b2i(stk[sp-1] != 0)
		case opAdd:
			sp--
			x, y := stk[sp-1], stk[sp]
			v := x + y
			if (x > 0 && y > 0 && v < 0) || (x < 0 && y < 0 && v >= 0) {
				return 0, c.fail(in.a, "integer overflow")
			}
			stk[sp-1] = v
		case opSub:
			sp--
			x, y := stk[sp-1], stk[sp]
			v := x - y
			if (x >= 0 && y < 0 && v < 0) || (x < 0 && y > 0 && v >= 0) {
				return 0, c.fail(in.a, "integer overflow")
			}
			stk[sp-1] = v
		case opMul:
			sp--
			x, y := stk[sp-1], stk[sp]
			if mulOverflows(x, y) {
				return 0, c.fail(in.a, "integer overflow")
			}
			stk[sp-1] = x * y
		case opDiv, opMod:
			sp--
			x, y := stk[sp-1], stk[sp]
			if y == 0 {
				return 0, c.fail(in.a, "division by zero")
			}
			if x == math.MinInt64 && y == -1 {
				return 0, c.fail(in.a, "integer overflow")
			}
			if in.op == opDiv {
				stk[sp-1] = x / y
			} else {
				stk[sp-1] = x % y
			}
		case opBitAnd:
			sp--
			stk[sp-1] &= stk[sp]
		case opBitOr:
			sp--
			stk[sp-1] |= stk[sp]
		case opBitXor:
			sp--
			stk[sp-1] ^= stk[sp]
		case opBinZero:
			sp--
			stk[sp-1] = 0
		case opEq:
			sp--
			stk[sp-1] = b2i(stk[sp-1] == stk[sp])
		case opNe:
			sp--
			stk[sp-1] = b2i(stk[sp-1] != stk[sp])
		case opLt:
			sp--
			stk[sp-1] = b2i(stk[sp-1] < stk[sp])
		case opLe:
			sp--
			stk[sp-1] = b2i(stk[sp-1] <= stk[sp])
		case opGt:
			sp--
			stk[sp-1] = b2i(stk[sp-1] > stk[sp])
		case opGe:
			sp--
			stk[sp-1] = b2i(stk[sp-1] >= stk[sp])
		case opAndJ:
			if stk[sp-1] == 0 {
				pc = int(in.a)
			} else {
				sp--
			}
		case opOrJ:
			if stk[sp-1] != 0 {
				stk[sp-1] = 1
				pc = int(in.a)
			} else {
				sp--
			}
		case opImplJ:
			if stk[sp-1] == 0 {
				stk[sp-1] = 1
				pc = int(in.a)
			} else {
				sp--
			}
		case opJz:
			sp--
			if stk[sp] == 0 {
				pc = int(in.a)
			}
		case opJmp:
			pc = int(in.a)
		case opJnAtom:
			if !r.holds(&c.atoms[in.a]) {
				pc = int(in.c)
			}
		case opJnVarEq:
			if !(r.readVar(int(in.a)) == int64(in.b)) {
				pc = int(in.c)
			}
		case opJnVarNe:
			if !(r.readVar(int(in.a)) != int64(in.b)) {
				pc = int(in.c)
			}
		case opJnVarLt:
			if !(r.readVar(int(in.a)) < int64(in.b)) {
				pc = int(in.c)
			}
		case opJnVarLe:
			if !(r.readVar(int(in.a)) <= int64(in.b)) {
				pc = int(in.c)
			}
		case opJnVarGt:
			if !(r.readVar(int(in.a)) > int64(in.b)) {
				pc = int(in.c)
			}
		case opJnVarGe:
			if !(r.readVar(int(in.a)) >= int64(in.b)) {
				pc = int(in.c)
			}
		case opIndex:
			sp--
			i := stk[sp]
			if i < 0 || i >= int64(in.b) {
				return 0, c.fail(in.c, fmt.Sprintf("index %d is outside 0..%d", i, in.b-1))
			}
			pc += int(i)
		case opRet:
			return stk[sp-1], nil
		case opCover:
			r.eff.Covered.Set(int(in.a))
		case opAssign:
			sp--
			v := stk[sp]
			if v < c.consts[in.b] || v > c.consts[in.b+1] {
				decl := r.m.Prog.Vars[in.a]
				return 0, c.fail(in.c, fmt.Sprintf("%s = %d is outside its range %s", decl.Name, v, ta.TypeString(&decl.Type)))
			}
			r.set(int(in.a), v)
		case opSetInt:
			r.eff.Covered.Set(int(in.c))
			r.set(int(in.a), int64(in.b))
		case opSetVar:
			r.eff.Covered.Set(int(in.c))
			v := r.readVar(int(in.b))
			if lo, hi := c.ranges[2*in.a], c.ranges[2*in.a+1]; v < lo || v > hi {
				decl := r.m.Prog.Vars[in.a]
				return 0, &ta.RuntimeError{Pos: c.prog.Stmts()[in.c].Base().Pos, Msg: fmt.Sprintf("%s = %d is outside its range %s", decl.Name, v, ta.TypeString(&decl.Type))}
			}
			r.set(int(in.a), v)
		case opReset:
			eff := r.eff
			eff.Covered.Set(int(in.c))
			r.clk.Reset(int(in.a))
			eff.Writes.Set(int(in.b))
			eff.Resets = append(eff.Resets, int(in.a))
		case opStart:
			eff := r.eff
			eff.Covered.Set(int(in.c))
			k := c.consts[in.b : in.b+4]
			r.clk.Reset(int(k[0]))
			eff.Writes.Set(int(k[1]))
			eff.Writes.Set(int(k[2]))
			eff.Resets = append(eff.Resets, int(k[0]))
			r.st.Timers[in.a] = int32(k[3])
		case opCancel:
			r.eff.Covered.Set(int(in.c))
			r.eff.Writes.Set(int(in.b))
			r.st.Timers[in.a] = 0
		case opRun:
			r.eff.Covered.Set(int(in.c))
			r.queue = append(r.queue, queued{rule: int(in.a)})
		case opEnable:
			r.eff.Covered.Set(int(in.c))
			r.eff.Writes.Set(int(in.b))
			r.st.RuleOff[in.a] = false
		case opDisable:
			r.eff.Covered.Set(int(in.c))
			r.eff.Writes.Set(int(in.b))
			r.st.RuleOff[in.a] = true
		case opEmit:
			r.eff.Covered.Set(int(in.c))
			r.eff.Emits = append(r.eff.Emits, int(in.c))
		case opAssert:
			sp--
			if stk[sp] == 0 {
				return 0, c.fail(in.a, c.errs[in.a].Msg)
			}
		case opEnd:
			return 0, nil
		default:
			panic(fmt.Sprintf("ta: bad opcode %d at %d", in.op, pc-1))
		}
	}
}
