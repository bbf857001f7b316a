package hass

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// manualRuns are the runs automation.trigger starts in one automation:
// the rule of each kind (skipping the conditions, Home Assistant's
// default, and checking them, skip_condition: false), "" when no call
// asks for it.
type manualRuns struct {
	skip, keep string
}

// collectManual finds the automation.trigger calls and names the rules
// that start the automations they target, before any automation is
// lowered (a call may come before its target in the file).
func (l *lowerer) collectManual() {
	l.manual = map[*config.Automation]*manualRuns{}
	var walk func(acts []*config.Action)
	walk = func(acts []*config.Action) {
		for _, a := range acts {
			if a.Kind == config.AService && a.Service == "automation.trigger" {
				for _, id := range a.Entities {
					t := l.automationByID(id)
					if t == nil {
						continue
					}
					m := l.manual[t]
					if m == nil {
						m = &manualRuns{}
						l.manual[t] = m
					}
					if a.KeepConds && m.keep == "" {
						m.keep = l.unique(t.Alias + " <- automation.trigger (conditions checked)")
					} else if !a.KeepConds && m.skip == "" {
						m.skip = l.unique(t.Alias + " <- automation.trigger")
					}
				}
			}
			for _, b := range a.Branches {
				walk(b)
			}
			walk(a.Else)
			walk(a.Body)
		}
	}
	for _, a := range l.f.Automations {
		if a.Skipped == "" {
			walk(a.Actions)
		}
	}
}

// automationByID is the automation whose entity id is id: Home Assistant
// names an automation's entity after its alias (or its id without one).
func (l *lowerer) automationByID(id string) *config.Automation {
	if !strings.HasPrefix(id, "automation.") {
		return nil
	}
	for _, a := range l.f.Automations {
		if a.Script || a.Skipped != "" || len(a.Triggers) == 0 {
			continue
		}
		for _, name := range []string{a.Alias, a.ID} {
			if name != "" && "automation."+config.Slug(name) == id {
				return a
			}
		}
	}
	return nil
}

// manualTriggers adds the trigger values of the manual runs of a (before
// its trigger variable is declared).
func (l *lowerer) manualTriggers(a *config.Automation, c *autoCtx) {
	if m := l.manual[a]; m != nil && c.trig != "" {
		c.trigs = append(c.trigs, "automation.trigger", "automation.trigger (conditions checked)")
	}
}

// manualRules declares the rules that automation.trigger runs: the
// automation's mode applies, its triggers' conditions (trigger: ids) are
// false as no trigger fired, and the on/off state is not looked at.
func (l *lowerer) manualRules(ctxs []*autoCtx) {
	a := ctxs[0].a
	m := l.manual[a]
	if m == nil {
		return
	}
	n := len(a.Triggers)
	if m.skip != "" {
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: m.skip, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos,
			Body: l.handleWith(ctxs, n, true, false)})
	}
	if m.keep != "" {
		l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: m.keep, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: a.Pos}, Pos: a.Pos,
			Body: l.handleWith(ctxs, n+1, true, true)})
	}
}

// triggerService is automation.trigger: each target's run, as its rule.
func (l *lowerer) triggerService(a *config.Action) ([]ta.Stmt, bool) {
	var out []ta.Stmt
	for _, id := range a.Entities {
		t := l.automationByID(id)
		if t == nil || l.manual[t] == nil {
			continue
		}
		rule := l.manual[t].skip
		if a.KeepConds {
			rule = l.manual[t].keep
		}
		out = append(out, &ta.Run{Rule: rule})
	}
	return out, len(out) > 0
}
