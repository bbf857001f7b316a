package elk

import (
	"fmt"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// ---- pass 1: objects and what is done with them

func sameName(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}

// nameKey is an object's name as sameName compares it, with its kind.
type nameKey struct {
	kind Kind
	name string
}

// object registers a mention of o; names must agree across mentions.
func (l *lowerer) object(o *Object) *obj {
	if o.Name != "" {
		k := nameKey{o.Kind, strings.ToLower(strings.Join(strings.Fields(o.Name), " "))}
		if l.named[k] == nil {
			l.nameOrder = append(l.nameOrder, k)
		}
		l.named[k] = append(l.named[k], o)
	}
	x := l.objs[o.key()]
	if x == nil {
		x = &obj{o: o, setpoints: map[string][]int64{}}
		l.objs[o.key()] = x
		l.order = append(l.order, x)
		return x
	}
	switch {
	case o.Name == "":
	case x.o.Name == "":
		house := x.o.House
		x.o = o
		if o.House == "" {
			// Keep the house code an earlier mention gave.
			c := *o
			c.House = house
			x.o = &c
		}
	case !sameName(o.Name, x.o.Name):
		l.errorf(o.Pos, "%s is called %q at %s, not %q", strings.Trim(o.ID(), "()"), x.o.Name, x.o.Pos, o.Name)
	}
	switch {
	case o.House == "" || o.House == x.o.House:
	case x.o.House == "":
		c := *x.o
		c.House = o.House
		x.o = &c
	default:
		l.errorf(o.Pos, "light %d is %s at %s, not %s", o.N, x.o.House, x.o.Pos, o.House)
	}
	return x
}

// checkNumbers reports a name given to objects of one kind with two
// numbers: an output is named by its number, so `Siren (Out 11)` where
// the rest of the rules say `Siren (Out 1)` is another output, which the
// rules would turn on and off apart from the siren. The number most
// mentions give (the first at a tie) is taken as meant; each other number
// is an error at its first mention.
func (l *lowerer) checkNumbers() {
	for _, k := range l.nameOrder {
		mentions := l.named[k]
		var nums []int
		count := map[int]int{}
		first := map[int]*Object{}
		for _, o := range mentions {
			if count[o.N] == 0 {
				nums = append(nums, o.N)
				first[o.N] = o
			}
			count[o.N]++
		}
		if len(nums) < 2 {
			continue
		}
		meant := nums[0]
		for _, n := range nums[1:] {
			if count[n] > count[meant] {
				meant = n
			}
		}
		m := first[meant]
		for _, n := range nums {
			if n == meant {
				continue
			}
			o := first[n]
			l.errorf(o.Pos, "%q is %s at %s, not %s: two %ss with one name (did you mean %q?)",
				o.Name, strings.Trim(m.ID(), "()"), m.Pos, strings.Trim(o.ID(), "()"), o.Kind, m.String())
		}
	}
}

func edgeKey(o *Object, what string) string { return fmt.Sprintf("%d/%d/%s", o.Kind, o.N, what) }

func (l *lowerer) addEdge(k string, rule int) {
	list := l.edges[k]
	if n := len(list); n > 0 && list[n-1] == rule {
		return
	}
	l.edges[k] = append(list, rule)
}

func (l *lowerer) collect() {
	for i, r := range l.f.Rules {
		l.collectTrigger(i, r.Trigger)
		for _, q := range r.Quals {
			l.collectQual(q)
		}
		for _, a := range r.Actions {
			l.collectAction(a)
		}
	}
}

func (l *lowerer) collectTrigger(i int, t Trigger) {
	switch t := t.(type) {
	case *ZoneTrigger:
		l.object(t.Zone).read = true
		what := "not secure"
		if t.Secure {
			what = "secure"
		}
		l.addEdge(edgeKey(t.Zone, what), i)
	case *BypassTrigger:
		x := l.object(t.Zone)
		x.bypass, x.bypassRd = true, true
		l.addEdge(edgeKey(t.Zone, fmt.Sprintf("bypassed %v", t.Bypassed)), i)
	case *ArmTrigger:
		x := l.object(t.Area)
		x.read = true
		x.states = append(x.states, t.State)
		l.addEdge(edgeKey(t.Area, "arm "+t.State.String()), i)
	case *TurnedTrigger:
		l.object(t.Obj).read = true
		l.addEdge(edgeKey(t.Obj, fmt.Sprintf("on %v", t.On)), i)
	case *TaskTrigger:
		l.object(t.Task).read = true
		l.addEdge(edgeKey(t.Task, "activated"), i)
	case *CounterTrigger:
		x := l.object(t.Counter)
		x.consts = append(x.consts, t.N)
		l.addEdge(edgeKey(t.Counter, fmt.Sprintf("= %d", t.N)), i)
	case *KeyTrigger:
		ku := l.keyUse(t.Key)
		if t.Keypad == nil {
			ku.any = true
			l.addEdge("key "+t.Key+" any", i)
			return
		}
		x := l.object(t.Keypad)
		found := false
		for _, k := range ku.keypads {
			found = found || k == x
		}
		if !found {
			ku.keypads = append(ku.keypads, x)
		}
		l.addEdge(edgeKey(t.Keypad, "key "+t.Key), i)
	case *EventTrigger:
		k := "event " + t.Text
		if _, ok := l.edges[k]; !ok {
			l.alarms = append(l.alarms, t.Text)
		}
		l.addEdge(k, i)
	}
}

func (l *lowerer) keyUse(k string) *keyUse {
	for i := range l.keys {
		if l.keys[i].key == k {
			return &l.keys[i]
		}
	}
	l.keys = append(l.keys, keyUse{key: k})
	return &l.keys[len(l.keys)-1]
}

func (l *lowerer) collectQual(q Qualifier) {
	switch q := q.(type) {
	case *SecureQual:
		l.object(q.Zone).read = true
	case *BypassQual:
		x := l.object(q.Zone)
		x.bypass, x.bypassRd = true, true
	case *AnalogQual:
		l.object(q.Zone).analog = true
	case *OnQual:
		l.object(q.Obj).read = true
	case *CounterQual:
		x := l.object(q.Counter)
		x.consts = append(x.consts, q.N)
	case *AreaQual:
		x := l.object(q.Area)
		x.read = true
		x.states = append(x.states, q.State)
	}
}

func (l *lowerer) collectAction(a Action) {
	switch a := a.(type) {
	case *TurnOn:
		x := l.object(a.Obj)
		x.set = true
		if a.Level != nil {
			x.levels = true
		}
		if a.For > 0 {
			x.timer = true
			if !a.Restart {
				x.running = true
			}
		}
	case *TurnOff:
		l.object(a.Obj).set = true
	case *Toggle:
		l.object(a.Obj).set = true
	case *CounterOp:
		x := l.object(a.Counter)
		x.set = true
		switch a.Op {
		case "set":
			x.consts = append(x.consts, a.N)
		case "add":
			x.up = max(x.up, a.N)
		}
	case *Activate:
		l.object(a.Task).set = true
	case *Arm:
		x := l.object(a.Area)
		x.set = true
		x.states = append(x.states, a.State)
	case *Bypass:
		x := l.object(a.Zone)
		x.bypass = true
	case *SetThermostat:
		x := l.object(a.Obj)
		x.set = true
		switch a.Field {
		case "mode":
			x.modes = addWord(x.modes, a.Word)
		case "fan":
			x.fan = true
		default:
			x.setpoints[a.Field] = append(x.setpoints[a.Field], a.N)
		}
	case *LockAction:
		l.object(a.Obj).lock = true
	}
}

func addWord(list []string, w string) []string {
	for _, x := range list {
		if x == w {
			return list
		}
	}
	return append(list, w)
}

// ---- declarations

func bypassVar(x *obj) string  { return x.name + ": bypassed" }
func analogName(x *obj) string { return x.name + ": analog (0.1 V)" }
func timerName(x *obj) string  { return x.name + ": timer" }
func runningVar(x *obj) string { return x.name + ": timer running" }

// numeric reports whether a light is a level 0..100 rather than Off/On.
func (x *obj) numeric() bool { return x.o.Kind == Light && x.levels }

// lockVar is the variable of a lock's state.
func lockVar(x *obj) string {
	if x.o.Kind == Lock {
		return x.name
	}
	return x.name + ": lock"
}

func (l *lowerer) declare() {
	p := l.prog
	for _, x := range l.order {
		x.name = x.o.String()
	}
	enum := func(x *obj, vals ...string) {
		p.Vars = append(p.Vars, &ta.Var{Name: x.name, Type: ta.Type{Kind: ta.Enum, Values: vals}, Device: true, Pos: x.o.Pos})
	}
	for _, x := range l.order {
		pos := x.o.Pos
		switch x.o.Kind {
		case Zone:
			if x.read {
				enum(x, "Secure", "NotSecure")
			}
			if x.bypass {
				p.Vars = append(p.Vars, &ta.Var{Name: bypassVar(x), Type: ta.Type{Kind: ta.Bool}, Device: true, Pos: pos})
			}
			if x.analog {
				p.Factors = append(p.Factors, &ta.Factor{Name: analogName(x), Lo: 0, Hi: maxVolts, Pos: pos})
			}
		case Output, Light:
			if !x.set && !x.read {
				break // only locked and unlocked
			}
			if x.numeric() {
				p.Vars = append(p.Vars, &ta.Var{Name: x.name, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: 100}, Device: true, Pos: pos})
			} else {
				enum(x, "Off", "On")
			}
			if x.timer {
				p.Timers = append(p.Timers, &ta.Timer{Name: timerName(x), Pos: pos})
			}
			if x.running {
				p.Vars = append(p.Vars, &ta.Var{Name: runningVar(x), Type: ta.Type{Kind: ta.Bool}, Pos: pos})
			}
		case Counter:
			hi := int64(0)
			for _, c := range x.consts {
				hi = max(hi, c)
			}
			hi += x.up
			p.Vars = append(p.Vars, &ta.Var{Name: x.name, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: min(hi, maxCounter)}, Pos: pos})
		case Area:
			enum(x, areaValues(x)...)
		case Thermostat:
			if len(x.modes) > 0 {
				p.Vars = append(p.Vars, &ta.Var{Name: x.name + ": mode", Type: ta.Type{Kind: ta.Enum, Values: append([]string{"Unknown"}, x.modes...)}, Device: true, Pos: pos})
			}
			if x.fan {
				p.Vars = append(p.Vars, &ta.Var{Name: x.name + ": fan", Type: ta.Type{Kind: ta.Enum, Values: []string{"Unknown", "Auto", "On"}}, Device: true, Pos: pos})
			}
			for _, f := range []string{"heat setpoint", "cool setpoint"} {
				if vs := x.setpoints[f]; len(vs) > 0 {
					hi := int64(0)
					for _, v := range vs {
						hi = max(hi, v)
					}
					p.Vars = append(p.Vars, &ta.Var{Name: x.name + ": " + f, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: hi}, Device: true, Pos: pos})
				}
			}
		}
		if x.lock {
			p.Vars = append(p.Vars, &ta.Var{Name: lockVar(x), Type: ta.Type{Kind: ta.Enum, Values: []string{"Unknown", "Locked", "Unlocked"}}, Device: true, Pos: pos})
		}
	}
}

// areaValues are the arm states an area takes: Disarmed and every state
// the rules name (ArmedAway standing for "armed" when none is named).
func areaValues(x *obj) []string {
	used := map[ArmState]bool{Disarmed: true}
	anyArmed := false
	for _, s := range x.states {
		if s == Armed {
			anyArmed = true
			continue
		}
		used[s] = true
	}
	if anyArmed && len(used) == 1 {
		used[ArmedAway] = true
	}
	var out []string
	for s := Disarmed; s < Armed; s++ {
		if used[s] {
			out = append(out, s.String())
		}
	}
	return out
}
