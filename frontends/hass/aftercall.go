package hass

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// A service call's effect fires its listeners while the caller is still
// in the call: the state the integration writes (core.py,
// StateMachine.async_set fires state_changed) is dispatched to the state
// triggers at once (helpers/event.py, _async_state_change_dispatcher
// calls each job, and an automation's job starts as an eager task), and
// the caller's run is active the whole time, waiting for the call
// (helpers/script.py, _ScriptRun._async_call_service_step awaits the
// call's task); it goes on only once the call returns. So a trigger the
// call fires finds the caller's run still running (mode single drops it,
// "Already running"; restart stops the caller; queued queues behind it),
// and the steps after the call come after the jobs it started.
//
// The lowering queues the rules an effect triggers behind the rule that
// makes it; where those jobs may not commute with the caller (a trigger
// of the caller's own automation, or of one whose jobs wait for the
// caller's runs), the steps after the call run from a rule of their own,
// queued behind the jobs, with the run at a stage of the call meanwhile.
// That stage is not one on the way between two steps (the jobs do not
// wait for it: in Home Assistant they run inside the call), but the
// yield scheduler waits for it as for one, since the caller goes on as
// soon as the call returns.

// callSplits reports whether the steps after service call s of a run of
// automation a run behind the jobs the call's effect starts (see above).
func (l *lowerer) callSplits(a *config.Automation, s *config.Action) bool {
	if len(s.Entities) == 0 || !serviceYields(s) {
		// A helper's service (serviceYields) writes its state inside
		// the call too, but hasim, the reference the random homes are
		// checked against, runs its caller on first; left as it was.
		return false
	}
	if l.stateTriggered == nil {
		l.stateTriggered = stateTriggered(l.f.Automations)
	}
	for _, id := range s.Entities {
		bs := l.stateTriggered[id]
		if len(bs) == 0 {
			continue
		}
		// a itself, or with every job waiting any automation watching
		// id: found without going through the list.
		if l.jobs != nil && l.jobs.all || watches(a, id) {
			return true
		}
		if l.jobs == nil {
			continue
		}
		for _, b := range bs {
			callSplitsWork.Add(1)
			if l.jobs.conflict(b, a) {
				return true
			}
		}
	}
	return false
}

// callSplitsWork counts the automations callSplits looks at, for the
// test that the lowering's work grows linearly with the automations.
var callSplitsWork atomic.Int64

// watches reports whether automation a (not a script) has a state or
// numeric_state trigger on entity id.
func watches(a *config.Automation, id string) bool {
	if a.Script {
		return false
	}
	for _, t := range a.Triggers {
		callSplitsWork.Add(1)
		if (t.Platform == "state" || t.Platform == "numeric_state") && slices.Contains(t.Entities, id) {
			return true
		}
	}
	return false
}

// stateTriggered are the automations (not scripts) with a state or
// numeric_state trigger on each entity, each once, in the file's order:
// callSplits looks up a call's entities there instead of going through
// every automation for every call, which made the lowering quadratic in
// the automations (issue 41: check on 4,000 took 7 s).
func stateTriggered(autos []*config.Automation) map[string][]*config.Automation {
	idx := map[string][]*config.Automation{}
	for _, b := range autos {
		if b.Script {
			continue
		}
		for _, t := range b.Triggers {
			if t.Platform != "state" && t.Platform != "numeric_state" {
				continue
			}
			for _, id := range t.Entities {
				if l := idx[id]; len(l) == 0 || l[len(l)-1] != b {
					idx[id] = append(l, b)
				}
			}
		}
	}
	return idx
}

// hasSplitCall reports whether a step list of automation a has a service
// call whose next steps run from a rule of their own (callSplits).
func (l *lowerer) hasSplitCall(a *config.Automation, acts []*config.Action) bool {
	for _, s := range acts {
		if s.Kind == config.AService && plainCall(s) && l.callSplits(a, s) {
			return true
		}
		for _, b := range s.Branches {
			if l.hasSplitCall(a, b) {
				return true
			}
		}
		if l.hasSplitCall(a, s.Else) || l.hasSplitCall(a, s.Body) {
			return true
		}
	}
	return false
}

// plainCall reports whether a service step is lowered as a call on its
// targets (seq's last case), not as a script's or an automation's.
func plainCall(s *config.Action) bool {
	return s.ServiceTpl == nil && len(s.TargetTpls) == 0 && !strings.HasPrefix(s.Service, "script.") &&
		!strings.HasPrefix(s.Service, "automation.") && s.Service != "homeassistant.turn_off" && s.Service != "homeassistant.toggle"
}

// afterCall declares the rule that runs next after call s of run c, and
// returns the statements that enter it: the run at the call's stage, the
// rule queued behind what the call's effect triggered.
func (l *lowerer) afterCall(c *autoCtx, s *config.Action, next func() []ta.Stmt) []ta.Stmt {
	st := c.addStage("in "+s.Desc, s.Pos)
	if l.ys != nil {
		l.ys.busy[c] = append(l.ys.busy[c], st)
	}
	name := l.unique(fmt.Sprintf("%s: after %s (line %d)", c.name, s.Desc, s.Pos.Line))
	rule := &ta.Rule{Name: name, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: s.Pos}, Pos: s.Pos}
	l.prog.Rules = append(l.prog.Rules, rule)
	rule.Body = []ta.Stmt{&ta.If{Cond: eq(c.stage, st), Then: next()}}
	return []ta.Stmt{&ta.Assign{Var: c.stage, Value: ident(st)}, &ta.Run{Rule: name}}
}
