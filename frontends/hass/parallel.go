package hass

import (
	"fmt"
	"github.com/delorean-mc/delorean/frontends/hass/config"

	"github.com/delorean-mc/delorean/ta"
)

// parallel lowers a parallel step. Branches that neither wait nor stop
// take no time, and run one after another in the instant, which is what
// Home Assistant's concurrent start of them amounts to. Otherwise each
// branch is a run of its own (a stage variable, its own timers, which a
// restart of the automation cancels with the rest), all start in the same
// instant so that their delays and waits interleave, and the step ends
// when the last branch ends: a join rule that each branch's end runs
// resumes the run. A branch that stops (stop, a failed condition step, a
// wait that times out without continue_on_timeout) ends only itself.
func (l *lowerer) parallel(c *autoCtx, a *config.Action, next func() []ta.Stmt) []ta.Stmt {
	flow := false
	for _, b := range a.Branches {
		flow = flow || l.flow(c, b)
	}
	// With yields, branches are runs of their own: asyncio.gather starts
	// them as tasks (_async_parallel_step), which interleave.
	yield := l.yields(c) && len(a.Branches) > 1
	flow = flow || yield
	if !flow {
		var out []ta.Stmt
		for _, b := range a.Branches {
			out = append(out, l.seq(c, b, func() []ta.Stmt { return nil })...)
		}
		return append(out, next()...)
	}
	root := c.rootCtx()
	st := c.addStage("parallel", a.Pos)
	join := l.unique(fmt.Sprintf("%s: parallel (line %d) joins", c.name, a.Pos.Line))
	var kids []*autoCtx
	enter := []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}}
	for k := range a.Branches {
		b := &autoCtx{a: c.a, slot: c.slot, trig: c.trig, trigs: c.trigs, parent: c,
			name: fmt.Sprintf("%s: parallel (line %d) branch %d", c.name, a.Pos.Line, k+1)}
		if c.slot > 0 {
			b.name += fmt.Sprintf(" (run %d)", c.slot+1)
		}
		b.stage = l.unique(b.name + ": stage")
		b.stages = []string{stIdle, "running"}
		b.done = func() []ta.Stmt {
			return []ta.Stmt{&ta.Assign{Var: b.stage, Value: ident(stIdle)}, &ta.Run{Rule: join}}
		}
		root.children = append(root.children, b)
		kids = append(kids, b)
		enter = append(enter, &ta.Assign{Var: b.stage, Value: ident("running")})
	}
	// Every branch is running before any runs its steps, so that a branch
	// that ends at once does not find the others idle.
	for k, b := range kids {
		if yield {
			// Each branch starts when the scheduler picks it.
			enter = append(enter, l.yieldAt(b, "start", a.Pos, func() []ta.Stmt { return l.seq(b, a.Branches[k], b.done) })...)
			continue
		}
		enter = append(enter, l.seq(b, a.Branches[k], b.done)...)
	}
	cond := eq(c.stage, st)
	for _, b := range kids {
		cond = and(cond, eq(b.stage, stIdle))
	}
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: join, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos,
		Body: []ta.Stmt{&ta.If{Cond: cond, Then: next()}}})
	return enter
}
