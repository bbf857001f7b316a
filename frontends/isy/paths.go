package isy

// The paths: a program's Then and Else compiled with their Waits and
// Repeats into stages that timers resume.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
)

// loopBlock is a Repeat and the statements it repeats.
type loopBlock struct {
	rep  *syntax.Repeat
	body []syntax.Action
}

// branch is a path cut at its Repeats: statements run once, then loops.
type branch struct {
	pre   []syntax.Action
	loops []loopBlock
}

func split(acts []syntax.Action) branch {
	var b branch
	for _, a := range acts {
		if r, ok := a.(*syntax.Repeat); ok {
			b.loops = append(b.loops, loopBlock{rep: r})
			continue
		}
		if n := len(b.loops); n > 0 {
			b.loops[n-1].body = append(b.loops[n-1].body, a)
		} else {
			b.pre = append(b.pre, a)
		}
	}
	return b
}

func hasWait(acts []syntax.Action) bool {
	for _, a := range acts {
		if _, ok := a.(*syntax.Wait); ok {
			return true
		}
	}
	return false
}

// cont is a place a path continues from after a Wait.
type cont struct {
	branch int // 0 Then, 1 Else
	seg    int // -1: the statements before the first Repeat; k: loop k's body
	pos    int
}

type pathCompiler struct {
	l        *lowerer
	pi       *progInfo
	branches [2]branch
	stageOf  map[cont]int
	pending  []cont
	declared map[string]bool
}

// planPaths decides the program's timer and loop variables.
func (l *lowerer) planPaths(pi *progInfo) {
	p := pi.p
	needs := false
	for _, br := range []branch{split(p.Then), split(p.Else)} {
		if hasWait(br.pre) || len(br.loops) > 0 {
			needs = true
		}
		for _, lb := range br.loops {
			if lb.rep.Times > 0 || lb.rep.While != nil {
				if hasWait(lb.body) {
					pi.count = "Program " + p.Name + ": count"
					pi.maxN = max(pi.maxN, lb.rep.Times)
					if lb.rep.Random {
						pi.limit = "Program " + p.Name + ": limit"
					}
				}
			}
			if lb.rep.While != nil && !hasWait(lb.body) {
				l.errorf(lb.rep.Pos, "a Repeat While loop needs a Wait inside, or it would repeat without end in one instant")
			}
		}
	}
	if needs {
		pi.timer = "Program " + p.Name + ": wait"
		pi.stage = "Program " + p.Name + ": stage"
		pi.stageText = []string{"idle"}
		l.prog.Timers = append(l.prog.Timers, &ta.Timer{Name: pi.timer, Pos: p.Pos, Display: p.Name + ": wait"})
		// Invariants may ask whether the program is in one of its Waits
		// in the program's terms (see props.go in explore).
		l.prog.Labels = append(l.prog.Labels, &ta.Label{Name: "program " + p.Name + " is waiting", Pos: p.Pos,
			Cond: &ta.Binary{Pos: p.Pos, Op: ta.OpNe, X: &ta.Ident{Pos: p.Pos, Name: pi.stage}, Y: &ta.IntLit{Pos: p.Pos}, Atom: -1, Tod: -1}})
	}
}

// compilePaths declares the program's Then and Else rules and, if it
// waits, the rule that continues after a Wait.
func (l *lowerer) compilePaths(pi *progInfo) {
	p := pi.p
	pc := &pathCompiler{l: l, pi: pi, branches: [2]branch{split(p.Then), split(p.Else)}, stageOf: map[cont]int{}, declared: map[string]bool{}}
	needs := pi.timer != ""
	base := ta.StmtBase{Pos: p.Pos}
	for b, name := range []string{pi.thenRul, pi.elseRul} {
		body := pc.reset(base)
		if pi.statusRead {
			body = append(body, &ta.Assign{StmtBase: base, Var: pi.status, Value: &ta.BoolLit{Pos: p.Pos, Value: b == 0}})
		}
		body = append(body, l.lastRunStarts(p.Name, p.Pos)...)
		body = append(body, pc.emit(b, -1, 0)...)
		l.pathRules = append(l.pathRules, &ta.Rule{Name: l.ruleName(name), Pos: p.Pos, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: p.Pos}, Body: body})
	}
	if !needs {
		return
	}
	// The continuations, dispatched on the stage; compiling one may need
	// further stages.
	var arms []struct {
		id   int
		body []ta.Stmt
	}
	for len(pc.pending) > 0 {
		c := pc.pending[0]
		pc.pending = pc.pending[1:]
		arms = append(arms, struct {
			id   int
			body []ta.Stmt
		}{pc.stageOf[c], pc.emit(c.branch, c.seg, c.pos)})
	}
	pi.stages = len(pc.stageOf)
	var chain []ta.Stmt
	for i := len(arms) - 1; i >= 0; i-- {
		cond := &ta.Binary{Pos: p.Pos, Op: ta.OpEq, X: &ta.Ident{Pos: p.Pos, Name: pi.stage}, Y: &ta.IntLit{Pos: p.Pos, Value: int64(arms[i].id)}, Atom: -1, Tod: -1}
		chain = []ta.Stmt{&ta.If{StmtBase: base, Cond: cond, Then: arms[i].body, Else: chain}}
	}
	l.pathRules = append(l.pathRules, &ta.Rule{Name: l.ruleName(p.Name + ": after wait"), Pos: p.Pos,
		Trigger: ta.Trigger{Kind: ta.OnName, Name: pi.timer, Pos: p.Pos}, Body: chain})
}

// lastRunStarts restarts the timers of conditions on prog's last run time.
func (l *lowerer) lastRunStarts(prog string, pos ta.Pos) []ta.Stmt {
	var keys []lastRunKey
	for k := range l.lastRuns {
		if k.prog == prog {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].offset < keys[j].offset })
	var out []ta.Stmt
	for _, k := range keys {
		out = append(out, &ta.Start{StmtBase: ta.StmtBase{Pos: pos}, Timer: l.lastRuns[k], Lo: k.offset, Hi: k.offset})
	}
	return out
}

// reset stops a pending Wait or Repeat and puts the program's stage and
// loop counters back to rest, so that idle programs have one state.
func (pc *pathCompiler) reset(base ta.StmtBase) []ta.Stmt {
	return resetProgram(pc.pi, base)
}

func resetProgram(pi *progInfo, base ta.StmtBase) []ta.Stmt {
	var out []ta.Stmt
	zero := func(v string) {
		out = append(out, &ta.Assign{StmtBase: base, Var: v, Value: &ta.IntLit{Pos: base.Pos}})
	}
	if pi.timer != "" {
		out = append(out, &ta.Cancel{StmtBase: base, Timer: pi.timer})
		zero(pi.stage)
	}
	if pi.count != "" {
		zero(pi.count)
	}
	if pi.limit != "" {
		zero(pi.limit)
	}
	return out
}

func (pc *pathCompiler) stage(c cont, what string) int {
	if id, ok := pc.stageOf[c]; ok {
		return id
	}
	id := len(pc.stageOf) + 1
	pc.stageOf[c] = id
	pc.pending = append(pc.pending, c)
	pc.pi.stageText = append(pc.pi.stageText, what)
	return id
}

// isyDuration writes seconds as the ISY console does: "5 minutes",
// "1 hour and 30 minutes", "10 seconds".
func isyDuration(d int64) string {
	var parts []string
	for _, u := range []struct {
		n    int64
		name string
	}{{3600, "hour"}, {60, "minute"}, {1, "second"}} {
		if k := d / u.n; k > 0 {
			d -= k * u.n
			w := u.name
			if k != 1 {
				w += "s"
			}
			parts = append(parts, fmt.Sprintf("%d %s", k, w))
		}
	}
	switch len(parts) {
	case 0:
		return "0 seconds"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], " ") + " and " + parts[len(parts)-1]
}

// suspend waits d (any time in [0, d] when random) and continues at c;
// what is the action that waits (Wait, Repeat Every), for reports.
func (pc *pathCompiler) suspend(c cont, d int64, random bool, pos ta.Pos, what string) []ta.Stmt {
	text := what + " " + isyDuration(d)
	if random {
		text += " (Random)"
	}
	text = fmt.Sprintf("waiting (%s, line %d)", text, pos.Line)
	base := ta.StmtBase{Pos: pos}
	lo := d
	if random {
		lo = 0
	}
	return []ta.Stmt{
		&ta.Assign{StmtBase: base, Var: pc.pi.stage, Value: &ta.IntLit{Pos: pos, Value: int64(pc.stage(c, text))}},
		&ta.Start{StmtBase: base, Timer: pc.pi.timer, Lo: lo, Hi: d},
	}
}

func (pc *pathCompiler) segment(b, seg int) []syntax.Action {
	if seg < 0 {
		return pc.branches[b].pre
	}
	return pc.branches[b].loops[seg].body
}

// emit compiles a path from a place to its next Wait or its end.
func (pc *pathCompiler) emit(b, seg, pos int) []ta.Stmt {
	var out []ta.Stmt
	acts := pc.segment(b, seg)
	for i := pos; i < len(acts); i++ {
		if w, ok := acts[i].(*syntax.Wait); ok {
			return append(out, pc.suspend(cont{b, seg, i + 1}, w.D, w.Random, w.Pos, "Wait")...)
		}
		out = append(out, pc.l.action(acts[i])...)
	}
	if seg < 0 {
		return append(out, pc.loopEntry(b, 0)...)
	}
	return append(out, pc.loopBack(b, seg)...)
}

// end finishes a path: the program is idle again.
func (pc *pathCompiler) end() []ta.Stmt {
	if pc.pi.stage == "" {
		return nil
	}
	pos := pc.pi.p.Pos
	return []ta.Stmt{&ta.Assign{StmtBase: ta.StmtBase{Pos: pos}, Var: pc.pi.stage, Value: &ta.IntLit{Pos: pos}}}
}

func (pc *pathCompiler) loopEntry(b, k int) []ta.Stmt {
	loops := pc.branches[b].loops
	if k >= len(loops) {
		return pc.end()
	}
	lb := loops[k]
	r := lb.rep
	base := ta.StmtBase{Pos: r.Pos}
	switch {
	case r.Every > 0:
		return pc.emit(b, k, 0)
	case r.While != nil:
		if !hasWait(lb.body) {
			return nil // reported in compilePaths
		}
		return pc.loopCheck(b, k)
	case !hasWait(lb.body):
		// Without a Wait the repetitions happen in one instant: unroll.
		body := pc.l.actions(lb.body)
		if int64(len(body))*r.Times > 5000 {
			pc.l.errorf(r.Pos, "Repeat %d times of %d statements is too long to unroll", r.Times, len(lb.body))
			return nil
		}
		if !r.Random {
			var out []ta.Stmt
			for i := int64(0); i < r.Times; i++ {
				out = append(out, pc.l.actions(lb.body)...)
			}
			return append(out, pc.loopEntry(b, k+1)...)
		}
		// A random count in 0..N: nested ifs on one random choice... made
		// once, at the loop's start.
		n := r.Times
		if n == 0 {
			return pc.loopEntry(b, k+1)
		}
		pick := fmt.Sprintf("Program %s: repeat %d of %s", pc.pi.p.Name, k+1, []string{"Then", "Else"}[b])
		if !pc.declared[pick] {
			pc.declared[pick] = true
			pc.l.prog.Vars = append(pc.l.prog.Vars, &ta.Var{Name: pick, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: n}, Pos: r.Pos,
				Display: &ta.Display{Name: fmt.Sprintf("%s: repetitions drawn (Repeat %d times (Random), line %d)", pc.pi.p.Name, n, r.Pos.Line)}})
		}
		var inner []ta.Stmt
		for i := n; i >= 1; i-- {
			cond := &ta.Binary{Pos: r.Pos, Op: ta.OpGe, X: &ta.Ident{Pos: r.Pos, Name: pick}, Y: &ta.IntLit{Pos: r.Pos, Value: i}, Atom: -1, Tod: -1}
			inner = []ta.Stmt{&ta.If{StmtBase: base, Cond: cond, Then: append(pc.l.actions(lb.body), inner...)}}
		}
		out := []ta.Stmt{&ta.Assign{StmtBase: base, Var: pick, Value: &ta.Random{Pos: r.Pos, Lo: 0, Hi: n}}}
		out = append(out, inner...)
		out = append(out, &ta.Assign{StmtBase: base, Var: pick, Value: &ta.IntLit{Pos: r.Pos}})
		return append(out, pc.loopEntry(b, k+1)...)
	}
	out := []ta.Stmt{&ta.Assign{StmtBase: base, Var: pc.pi.count, Value: &ta.IntLit{Pos: r.Pos}}}
	if r.Random {
		out = append(out, &ta.Assign{StmtBase: base, Var: pc.pi.limit, Value: &ta.Random{Pos: r.Pos, Lo: 0, Hi: r.Times}})
	}
	return append(out, pc.loopCheck(b, k)...)
}

// loopCheck starts another repetition of loop k, or leaves it.
func (pc *pathCompiler) loopCheck(b, k int) []ta.Stmt {
	lb := pc.branches[b].loops[k]
	r := lb.rep
	base := ta.StmtBase{Pos: r.Pos}
	if r.While != nil {
		return []ta.Stmt{&ta.If{StmtBase: base, Cond: pc.l.cond(r.While, nil), Then: pc.emit(b, k, 0), Else: pc.loopEntry(b, k+1)}}
	}
	var limit ta.Expr = &ta.IntLit{Pos: r.Pos, Value: r.Times}
	if r.Random {
		limit = &ta.Ident{Pos: r.Pos, Name: pc.pi.limit}
	}
	count := &ta.Ident{Pos: r.Pos, Name: pc.pi.count}
	more := []ta.Stmt{&ta.Assign{StmtBase: base, Var: pc.pi.count, Value: &ta.Binary{Pos: r.Pos, Op: ta.OpAdd, X: count, Y: &ta.IntLit{Pos: r.Pos, Value: 1}, Atom: -1, Tod: -1}}}
	more = append(more, pc.emit(b, k, 0)...)
	done := []ta.Stmt{&ta.Assign{StmtBase: base, Var: pc.pi.count, Value: &ta.IntLit{Pos: r.Pos}}}
	if r.Random {
		done = append(done, &ta.Assign{StmtBase: base, Var: pc.pi.limit, Value: &ta.IntLit{Pos: r.Pos}})
	}
	done = append(done, pc.loopEntry(b, k+1)...)
	cond := &ta.Binary{Pos: r.Pos, Op: ta.OpLt, X: count, Y: limit, Atom: -1, Tod: -1}
	return []ta.Stmt{&ta.If{StmtBase: base, Cond: cond, Then: more, Else: done}}
}

// loopBack ends one repetition of loop k.
func (pc *pathCompiler) loopBack(b, k int) []ta.Stmt {
	r := pc.branches[b].loops[k].rep
	if r.Every > 0 {
		return pc.suspend(cont{b, k, 0}, r.Every, r.Random, r.Pos, "Repeat Every")
	}
	return pc.loopCheck(b, k)
}

// ---- actions

func (l *lowerer) actions(acts []syntax.Action) []ta.Stmt {
	var out []ta.Stmt
	for _, a := range acts {
		out = append(out, l.action(a)...)
	}
	return out
}

func (l *lowerer) action(a syntax.Action) []ta.Stmt {
	switch a := a.(type) {
	case *syntax.SetDevice:
		base := ta.StmtBase{Pos: a.Pos}
		switch {
		case a.Scene:
			return l.sceneAction(a)
		case a.Value != "":
			return []ta.Stmt{&ta.Assign{StmtBase: base, Var: a.Device, Value: l.deviceValue(a.Device, syntax.Value{Pos: a.Pos, Word: a.Value})}}
		case a.Level != nil:
			return []ta.Stmt{&ta.Assign{StmtBase: base, Var: a.Device, Value: &ta.IntLit{Pos: a.Pos, Value: *a.Level}}}
		}
		l.checkSetCommand(a)
		return []ta.Stmt{&ta.Emit{StmtBase: base, Name: fmt.Sprintf("Set '%s' %s", a.Device, a.Cmd)}}
	case *syntax.RunProgram:
		pi := l.progs[a.Name]
		if pi.p.Folder {
			l.errorf(a.Pos, "%q is a folder; only programs can be run", a.Name)
			return nil
		}
		rule := map[string]string{"if": pi.ifRule, "then": pi.thenRul, "else": pi.elseRul}[a.Path]
		return []ta.Stmt{&ta.Run{StmtBase: ta.StmtBase{Pos: a.Pos}, Rule: rule}}
	case *syntax.ProgramControl:
		pi := l.progs[a.Name]
		base := ta.StmtBase{Pos: a.Pos}
		if pi.p.Folder {
			l.errorf(a.Pos, "%q is a folder; only programs can be stopped, enabled or disabled", a.Name)
			return nil
		}
		switch a.Op {
		case "stop":
			if pi.timer == "" && pi.count == "" {
				// Nothing of it can be running between instants.
				return []ta.Stmt{&ta.Emit{StmtBase: base, Name: "Stop Program '" + a.Name + "'"}}
			}
			return resetProgram(pi, base)
		case "enable":
			return []ta.Stmt{&ta.Assign{StmtBase: base, Var: pi.enabled, Value: &ta.BoolLit{Pos: a.Pos, Value: true}}}
		}
		return []ta.Stmt{&ta.Assign{StmtBase: base, Var: pi.enabled, Value: &ta.BoolLit{Pos: a.Pos, Value: false}}}
	case *syntax.Output:
		return []ta.Stmt{&ta.Emit{StmtBase: ta.StmtBase{Pos: a.Pos}, Name: a.Text}}
	case *syntax.Assign:
		base := ta.StmtBase{Pos: a.Pos}
		var y ta.Expr
		if a.N != nil {
			y = &ta.IntLit{Pos: a.Pos, Value: *a.N}
		} else {
			y = &ta.Ident{Pos: a.Pos, Name: a.OtherVar}
		}
		ops := map[string]ta.Op{"+=": ta.OpAdd, "-=": ta.OpSub, "*=": ta.OpMul, "/=": ta.OpDiv, "%=": ta.OpMod,
			"&=": ta.OpBitAnd, "|=": ta.OpBitOr, "^=": ta.OpBitXor}
		if v := l.vars[a.Var]; a.N != nil && (a.Op == "+=" || a.Op == "-=") && (v.kind == varUp || v.kind == varDown) {
			return l.saturatedStep(v, a)
		}
		if op, ok := ops[a.Op]; ok {
			y = &ta.Binary{Pos: a.Pos, Op: op, X: &ta.Ident{Pos: a.Pos, Name: a.Var}, Y: y, Atom: -1, Tod: -1}
		}
		return []ta.Stmt{&ta.Assign{StmtBase: base, Var: a.Var, Value: y}}
	case *syntax.RandomAssign:
		return []ta.Stmt{&ta.Assign{StmtBase: ta.StmtBase{Pos: a.Pos}, Var: a.Var, Value: &ta.Random{Pos: a.Pos, Lo: 1, Hi: max(a.N, 1)}}}
	}
	return nil
}

// saturatedStep lowers a constant step of a counter (varUp, varDown): the
// count is exact up to the last value the programs tell apart (v.hi for
// varUp), and that value stands for it and every value past it. A step
// from there stays there; on the controller the value still changed, so
// for a state variable the step re-triggers the programs that watch it.
func (l *lowerer) saturatedStep(v *variable, a *syntax.Assign) []ta.Stmt {
	pos := a.Pos
	base := ta.StmtBase{Pos: pos}
	n := *a.N
	if a.Op == "-=" {
		n = -n
	}
	if n == 0 {
		return nil // no change, so no trigger either
	}
	id := &ta.Ident{Pos: pos, Name: v.name}
	bin := func(op ta.Op, x, y ta.Expr) ta.Expr {
		return &ta.Binary{Pos: pos, Op: op, X: x, Y: y, Atom: -1, Tod: -1}
	}
	lit := func(x int64) ta.Expr { return &ta.IntLit{Pos: pos, Value: x} }
	// end is the value that stands for all values past the constants; the
	// step reaches it when x+n is at or past it.
	end, reach := v.hi, bin(ta.OpGe, id, lit(v.hi-n))
	if n < 0 {
		end, reach = v.lo, bin(ta.OpLe, id, lit(v.lo-n))
	}
	var atEnd []ta.Stmt
	if v.state {
		again := &ta.If{StmtBase: base, Cond: bin(ta.OpEq, id, lit(end))}
		v.retrig = append(v.retrig, again)
		atEnd = append(atEnd, again)
	}
	atEnd = append(atEnd, &ta.Assign{StmtBase: base, Var: v.name, Value: lit(end)})
	step := &ta.Assign{StmtBase: base, Var: v.name, Value: bin(ta.OpAdd, id, lit(n))}
	return []ta.Stmt{&ta.If{StmtBase: base, Cond: reach, Then: atEnd, Else: []ta.Stmt{step}}}
}
