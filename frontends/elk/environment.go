package elk

import (
	"fmt"

	"github.com/delorean-mc/delorean/ta"
)

// ---- the environment and the timers

// event declares an environment event and the rule that handles it.
func (l *lowerer) event(name string, guard ta.Expr, pos ta.Pos, body []ta.Stmt) {
	if l.events[name] {
		l.errorf(pos, "two different events are named %q", name)
		return
	}
	l.events[name] = true
	l.prog.Events = append(l.prog.Events, &ta.Event{Name: name, Guard: guard, Pos: pos})
	l.prog.Rules = append(l.prog.Rules, &ta.Rule{Name: name, Pos: pos, Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: pos}, Body: body})
}

var armEvents = [...]string{"disarm", "arm away", "arm stay", "arm stay instant", "arm night", "arm night instant", "arm vacation"}

func (l *lowerer) environment() {
	for _, x := range l.order {
		pos := x.o.Pos
		is := func(v string) ta.Expr { return bin(pos, ta.OpEq, ident(pos, x.name), ident(pos, v)) }
		switch x.o.Kind {
		case Zone:
			if x.read {
				for _, secure := range []bool{false, true} {
					from, to, what := "Secure", "NotSecure", "not secure"
					if secure {
						from, to, what = "NotSecure", "Secure", "secure"
					}
					body := append([]ta.Stmt{assign(pos, x.name, ident(pos, to))}, l.runs(pos, l.edges[edgeKey(x.o, what)])...)
					l.event(x.name+": becomes "+what, is(from), pos, body)
				}
			}
			if x.bypassRd {
				b := ident(pos, bypassVar(x))
				l.event(x.name+": bypassed at a keypad", not(pos, b), pos, l.setBypass(pos, x, true))
				l.event(x.name+": unbypassed at a keypad", b, pos, l.setBypass(pos, x, false))
			}
		case Output, Light:
			// Devices the rules never set are switched by people.
			if x.read && !x.set {
				l.event(x.name+": turned on", is("Off"), pos, l.setLevel(pos, x, 100))
				l.event(x.name+": turned off", is("On"), pos, l.setLevel(pos, x, 0))
			}
			if x.timer {
				body := []ta.Stmt{}
				if x.running {
					body = append(body, assign(pos, runningVar(x), &ta.BoolLit{Pos: pos, Value: false}))
				}
				body = append(body, l.setLevel(pos, x, 0)...)
				l.dispatch = append(l.dispatch, &ta.Rule{Name: timerName(x) + " expires", Pos: pos,
					Trigger: ta.Trigger{Kind: ta.OnName, Name: timerName(x), Pos: pos}, Body: body})
			}
		case Area:
			if x.read {
				for _, v := range areaValues(x) {
					s := stateOf(v)
					l.event(x.name+": "+armEvents[s]+" at a keypad", bin(pos, ta.OpNe, ident(pos, x.name), ident(pos, v)), pos, l.arm(pos, x, s))
				}
			}
		case Task:
			if x.read && !x.set {
				l.event(x.name+": activated", nil, pos, l.runs(pos, l.edges[edgeKey(x.o, "activated")]))
			}
		}
	}
	for _, ku := range l.keys {
		anyRules := l.edges["key "+ku.key+" any"]
		for _, kp := range ku.keypads {
			rules := merged(l.edges[edgeKey(kp.o, "key "+ku.key)], anyRules)
			l.event(fmt.Sprintf("%s key on %s", ku.key, kp.name), nil, kp.o.Pos, l.runs(kp.o.Pos, rules))
		}
		if ku.any {
			name := ku.key + " key on any keypad"
			if len(ku.keypads) > 0 {
				name = ku.key + " key on another keypad"
			}
			pos := l.f.Rules[anyRules[0]].Trigger.triggerPos()
			l.event(name, nil, pos, l.runs(pos, anyRules))
		}
	}
	for _, text := range l.alarms {
		rules := l.edges["event "+text]
		pos := l.f.Rules[rules[0]].Trigger.triggerPos()
		l.event(text, nil, pos, l.runs(pos, rules))
	}
	l.prog.Rules = append(l.prog.Rules, l.dispatch...)
}

func stateOf(name string) ArmState {
	for s := Disarmed; s <= Armed; s++ {
		if s.String() == name {
			return s
		}
	}
	return Disarmed
}
