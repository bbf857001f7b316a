package hass

import (
	"fmt"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// The wait variable. helpers/script.py sets `wait` when a run reaches a
// wait step, and the steps after it read it:
//
//   - _async_wait_for_trigger_step: {"remaining": timeout, "completed":
//     False, "trigger": None}; its async_done, when one of the wait's
//     triggers fires, sets completed to True and trigger to that
//     trigger's variables (helpers/trigger.py gives them id, idx,
//     alias and the platform's data);
//   - _async_wait_template_step: {"remaining": timeout, "completed":
//     False}, completed True when the template is true at once or
//     becomes true;
//   - _async_handle_timeout: remaining 0.0 when the timeout ends the
//     wait (completed stays False, trigger None).
//
// remaining is None without a timeout and 0.0 once it ended; after a
// wait that completed before its timeout it is the time that was left,
// which the model does not keep (unknown). When more than one outcome
// reaches the steps after the wait (a timeout with continue_on_timeout,
// or several triggers) and a template of the automation reads `wait`,
// the run keeps which one in a variable of its own, put back with the
// repeat counters when the run ends (zeroCounters), so that no idle
// state keeps a stale outcome.

// waitVar is what the steps after a wait step read of `wait`.
type waitVar struct {
	a *config.Action
	// poison: the steps follow a compound step that may or may not
	// have waited (an if, a choose, a repeat, a parallel, a sequence
	// with a wait inside): which wait `wait` is depends on the path and
	// on Home Assistant's scoping of variables in sub-scripts, so it is
	// not modelled.
	poison bool
	// outcomes are the values of the wait that reach the steps after
	// it: waitTimedOut, or waitDone+k for trigger k (wait_template: k
	// is 0).
	outcomes []int
	// v is the run's variable holding the outcome ("" when only one
	// outcome reaches the steps or no template reads it); vals its
	// values, indexed by outcome.
	v    string
	vals []string
}

// waitNoneName is the outcome variable's value outside the steps after
// its wait.
const waitNoneName = "no wait"

const (
	waitNone     = 0 // no wait yet (the variable's idle value)
	waitTimedOut = 1
	waitDone     = 2
)

// newWait is the wait variable of wait step a in run c. timeoutGoesOn:
// the timeout's end goes on with the steps after the wait.
func (l *lowerer) newWait(c *autoCtx, a *config.Action, timeoutGoesOn bool) *waitVar {
	w := &waitVar{a: a}
	if timeoutGoesOn {
		w.outcomes = append(w.outcomes, waitTimedOut)
	}
	n := 1
	if a.Kind == config.AWaitTrigger {
		n = len(a.Triggers)
	}
	for k := 0; k < n; k++ {
		w.outcomes = append(w.outcomes, waitDone+k)
	}
	if len(w.outcomes) > 1 && l.tplS().readsWait[c.a] {
		w.vals = []string{waitNoneName, "timed out"}
		if a.Kind == config.AWaitTrigger {
			for k, t := range a.Triggers {
				w.vals = append(w.vals, fmt.Sprintf("%d: %s", k, t.Desc))
			}
		} else {
			w.vals = append(w.vals, "completed")
		}
		w.v = l.unique(fmt.Sprintf("%s: %s (line %d) outcome", c.name, a.Desc, a.Pos.Line))
		l.prog.Vars = append(l.prog.Vars, &ta.Var{Name: w.v, Type: ta.Type{Kind: ta.Enum, Values: w.vals}, Pos: a.Pos})
		c.waitVars = append(c.waitVars, w.v)
	}
	return w
}

// set is what records outcome o (nothing when the variable is not
// kept).
func (w *waitVar) set(o int) []ta.Stmt {
	if w == nil || w.v == "" {
		return nil
	}
	return []ta.Stmt{&ta.Assign{Var: w.v, Value: ident(w.vals[o])}}
}

// within makes next see w as the run's wait while it is lowered.
func within(c *autoCtx, w *waitVar, next func() []ta.Stmt) func() []ta.Stmt {
	return func() []ta.Stmt {
		saved := c.wait
		c.wait = w
		defer func() { c.wait = saved }()
		return next()
	}
}

// containsWait reports whether step a is or has a wait step inside.
func containsWait(a *config.Action) bool {
	if a.Kind == config.AWaitTrigger || a.Kind == config.AWaitTemplate {
		return true
	}
	for _, b := range append(append([]*config.Action{}, a.Body...), a.Else...) {
		if containsWait(b) {
			return true
		}
	}
	for _, br := range a.Branches {
		for _, b := range br {
			if containsWait(b) {
				return true
			}
		}
	}
	return false
}

// wait is the template variable `wait`.
func (t *tlower) wait() sym {
	if t.collect {
		if a := t.env.a; a != nil {
			t.l.tplS().readsWait[a] = true
		}
		return t.unknown("wait")
	}
	c := t.env.c
	if c == nil || c.wait == nil {
		return t.unknown("wait (not modelled here: no wait step before it in its sequence)")
	}
	w := c.wait
	if w.poison {
		return t.unknown("wait (after a step that may or may not have waited)")
	}
	if len(w.outcomes) == 1 {
		return one(t.waitValue(w, w.outcomes[0]))
	}
	if w.v == "" {
		return t.unknown("wait (its outcome is not kept)")
	}
	n := len(w.outcomes)
	d := t.addDim("wait:"+w.v, n, func(b bitset) ta.Expr {
		var x ta.Expr
		for _, k := range b.members(n) {
			x = tor(x, eq(w.v, w.vals[w.outcomes[k]]))
		}
		return x
	})
	vals := make([]jv, n)
	for k, o := range w.outcomes {
		vals[k] = t.waitValue(w, o)
	}
	return t.split(d, vals)
}

// waitValue is `wait` after outcome o of w.
func (t *tlower) waitValue(w *waitVar, o int) jv {
	a := w.a
	f := map[string]jv{"completed": vBool(o >= waitDone)}
	switch {
	case a.Delay == -1:
		f["remaining"] = vNone()
	case o == waitTimedOut:
		f["remaining"] = vFloat(0)
	default:
		f["remaining"] = t.unknownv("the time left of the wait's timeout")
	}
	if a.Kind == config.AWaitTrigger {
		if o == waitTimedOut {
			f["trigger"] = vNone()
		} else {
			k := o - waitDone
			m := t.trigFieldsOf(a.Triggers[k], k, nil)
			f["trigger"] = vObj(m)
		}
	}
	return vObj(&tobj{kind: oMap, fields: f, known: true})
}
