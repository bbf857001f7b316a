package hasim

import (
	"fmt"
	"strings"

	"github.com/delorean-mc/delorean/frontends/hass/config"
	"github.com/delorean-mc/delorean/ta"
)

// Check reports the first construct of the configuration that the
// simulator does not take, as "file:line:col: ... is not supported by the
// simulator". It takes: automations (not scripts, blueprints, disabled
// or over-approximated ones) of any mode; state triggers (from, to,
// not_from, not_to, for), numeric_state triggers (above, below, for) and
// time triggers at fixed times (weekday); state (for, match),
// numeric_state, time (after, before, weekday), and, or, not, trigger and
// template conditions of the template subset; service calls turn_on,
// turn_off and toggle of lights, switches, fans and input_booleans, lock
// and unlock, open_cover, close_cover and toggle of covers,
// input_select.select_option and input_number.set_value of declared
// helpers, automation.turn_on, turn_off, toggle and trigger (of one
// automation), notify.*; delay, wait_for_trigger, wait_template (with
// timeouts of whole seconds), choose, if, condition, stop, sequence and
// repeat (count, while, until).
func Check(f *config.File) error {
	c := &checker{f: f}
	for _, a := range f.Automations {
		if c.err != nil {
			break
		}
		switch {
		case a.Script:
			c.fail(a.Pos, "a script")
		case a.Skipped != "":
			c.fail(a.Pos, "a skipped automation ("+a.Skipped+")")
		case a.Over:
			c.fail(a.Pos, "an over-approximated automation")
		case a.Alias == "":
			c.fail(a.Pos, "an automation without an alias")
		}
		for _, t := range a.Triggers {
			c.trigger(t)
		}
		for _, k := range a.Conditions {
			c.cond(k)
		}
		c.actions(a.Actions)
	}
	for _, n := range f.Notes {
		if c.err == nil && n.Kind == config.Over {
			c.fail(n.Pos, "an over-approximated construct ("+n.What+")")
		}
	}
	return c.err
}

type checker struct {
	f   *config.File
	err error
}

func (c *checker) fail(pos ta.Pos, what string) {
	if c.err == nil {
		c.err = fmt.Errorf("%s: %s is not supported by the simulator", pos, what)
	}
}

func (c *checker) trigger(t *config.Trigger) {
	switch t.Platform {
	case "state":
		if t.Attr != "" {
			c.fail(t.Pos, "a state trigger on an attribute")
		}
		if t.For == config.Templated {
			c.fail(t.Pos, "a templated for:")
		}
	case "numeric_state":
		if t.Attr != "" || (t.Above == nil && t.Below == nil) {
			c.fail(t.Pos, "a numeric_state trigger on an attribute or a template")
		}
		if t.For == config.Templated {
			c.fail(t.Pos, "a templated for:")
		}
	case "time":
		if t.Attr != "" || len(t.AtEntities) > 0 || len(t.At) == 0 {
			c.fail(t.Pos, "a time trigger at an entity's time")
		}
		for _, at := range t.At {
			if at.Base != ta.Midnight {
				c.fail(t.Pos, "a time trigger at the sun")
			}
		}
	default:
		c.fail(t.Pos, "a "+t.Platform+" trigger")
	}
}

func (c *checker) cond(k *config.Cond) {
	switch k.Kind {
	case config.CTrue, config.CTrigger:
	case config.CState:
		if k.For == config.Templated {
			c.fail(k.Pos, "a templated for:")
		}
	case config.CNumeric:
		if k.Above == nil && k.Below == nil {
			c.fail(k.Pos, "a numeric_state condition without constants")
		}
	case config.CTime:
		for _, t := range []*ta.TimeLit{k.After, k.Before} {
			if t != nil && t.Base != ta.Midnight {
				c.fail(k.Pos, "a time condition at the sun")
			}
		}
	case config.CAnd, config.COr, config.CNot:
		for _, s := range k.Subs {
			c.cond(s)
		}
	case config.CTemplate:
		if k.Template == nil || !templateOK(k.Template.Expr) {
			c.fail(k.Pos, "this template")
		}
	default:
		c.fail(k.Pos, "this condition")
	}
}

func (c *checker) actions(as []*config.Action) {
	for _, a := range as {
		c.action(a)
	}
}

func (c *checker) action(a *config.Action) {
	switch a.Kind {
	case config.AService:
		c.service(a)
	case config.ADelay:
		if a.Delay < 0 || a.DelayLo >= 0 {
			c.fail(a.Pos, "a delay that is not a whole number of seconds")
		}
	case config.AWaitTrigger, config.AWaitTemplate:
		if a.DelayLo >= 0 || a.Delay == config.Templated {
			c.fail(a.Pos, "a timeout that is not a whole number of seconds")
		}
		for _, t := range a.Triggers {
			c.trigger(t)
		}
		if a.Kind == config.AWaitTemplate && (a.Template == nil || !templateOK(a.Template.Expr)) {
			c.fail(a.Pos, "this template")
		}
	case config.AChoose, config.AIf, config.ACondition:
		for _, k := range a.Conds {
			c.cond(k)
		}
		for _, b := range a.Branches {
			c.actions(b)
		}
		c.actions(a.Else)
	case config.AStop:
	case config.ASequence:
		c.actions(a.Body)
	case config.ARepeat:
		if a.Count < 0 && a.Conds == nil {
			c.fail(a.Pos, "a repeat of a templated count")
		}
		for _, k := range a.Conds {
			c.cond(k)
		}
		c.actions(a.Body)
	default:
		c.fail(a.Pos, "the step "+a.Desc)
	}
}

func (c *checker) service(a *config.Action) {
	domain, svc, _ := strings.Cut(a.Service, ".")
	switch domain {
	case "notify", "persistent_notification":
		return
	case "automation":
		switch svc {
		case "turn_on", "turn_off", "toggle":
		case "trigger":
			if len(a.Entities) != 1 {
				c.fail(a.Pos, "automation.trigger of other than one automation")
			}
		default:
			c.fail(a.Pos, a.Service)
		}
		for _, e := range a.Entities {
			if !c.isAutomation(e) {
				c.fail(a.Pos, a.Service+" of "+e+", which the configuration does not define,")
			}
		}
		return
	case "input_select", "input_number":
		if (domain == "input_select" && svc != "select_option") || (domain == "input_number" && (svc != "set_value" || a.Value == nil)) {
			c.fail(a.Pos, a.Service)
		}
		for _, e := range a.Entities {
			if c.f.Inputs[e] == nil {
				c.fail(a.Pos, a.Service+" of "+e+", which the configuration does not declare,")
			}
		}
	default:
		if _, ok := serviceState(domain, svc, ""); !ok {
			c.fail(a.Pos, "the service "+a.Service)
		}
	}
	if len(a.Entities) == 0 {
		c.fail(a.Pos, a.Service+" without entity_id")
	}
	for _, e := range a.Entities {
		if config.DomainOf(e) != domain {
			c.fail(a.Pos, a.Service+" on "+e)
		}
	}
}

func (c *checker) isAutomation(id string) bool {
	for _, a := range c.f.Automations {
		if !a.Script && automationID(a) == id {
			return true
		}
	}
	return false
}
