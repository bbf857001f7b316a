package hass

import (
	"fmt"
	"github.com/delorean-mc/delorean/frontends/hass/config"

	"github.com/delorean-mc/delorean/ta"
)

// callScript lowers a direct script.NAME call, which in Home Assistant
// waits for the script's run to finish before the caller's next step: the
// caller waits at a stage of its own and the script's end resumes it. A
// script in mode single that is already running does not start again and
// the call returns at once (Home Assistant logs "Already running").
func (l *lowerer) callScript(c *autoCtx, a *config.Action, next func() []ta.Stmt) []ta.Stmt {
	st := c.addStage(a.Service, a.Pos)
	name := l.unique(fmt.Sprintf("%s: %s (line %d) done", c.name, a.Service, a.Pos.Line))
	if c.slot > 0 {
		name = l.unique(fmt.Sprintf("%s: %s (line %d, run %d) done", c.name, a.Service, a.Pos.Line, c.slot+1))
	}
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos,
		Body: []ta.Stmt{&ta.If{Cond: eq(c.stage, st), Then: next()}}})
	l.scriptWaiters[a.Service] = append(l.scriptWaiters[a.Service], name)
	wait := []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}, &ta.Run{Rule: l.scripts[a.Service]}}
	busy := &ta.If{Cond: boolLit(false), Then: []ta.Stmt{&ta.Run{Rule: name}}, Else: wait}
	id := a.Service
	l.fixups = append(l.fixups, func() {
		sc := l.scriptCtx[id]
		if sc == nil || sc.a.Mode != config.Single {
			return
		}
		// Busy: the call returns at once; the caller goes on from its
		// resume rule, at the same stage.
		busy.Cond = not(eq(sc.stage, stIdle))
		busy.Then = append([]ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}}, busy.Then...)
	})
	return []ta.Stmt{busy}
}

// fillScriptEnds makes every end of a script's run resume the callers
// waiting for it (each resume rule checks that its caller still waits).
func (l *lowerer) fillScriptEnds() {
	for id, nodes := range l.scriptEnds {
		for _, node := range nodes {
			for _, w := range l.scriptWaiters[id] {
				node.Then = append(node.Then, &ta.Run{Rule: w})
			}
		}
	}
	// The same for the runs automation.trigger waits for.
	for a, ends := range l.autoEnds {
		for _, e := range ends {
			for _, w := range l.autoWaiters[a] {
				e.node.Then = append(e.node.Then, w.endsFor(e)...)
			}
		}
	}
	for _, f := range l.fixups2 {
		f()
	}
}
