package elk

import (
	"fmt"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/ta"
)

// Lower turns a parsed rule listing into the IR (see the package comment
// for the semantics).
func Lower(f *File, file string) (*ta.Program, error) {
	l := &lowerer{f: f, prog: &ta.Program{File: file, Pos: ta.Pos{File: file, Line: 1, Col: 1}},
		objs: map[key]*obj{}, edges: map[string][]int{}, events: map[string]bool{}}
	l.nameRules()
	l.collect()
	if len(l.errs) == 0 {
		l.declare()
		l.lowerRules()
		l.environment()
	}
	if len(l.errs) > 0 {
		l.errs.Sort()
		return nil, l.errs
	}
	return l.prog, nil
}

type lowerer struct {
	f     *File
	prog  *ta.Program
	errs  ta.ErrorList
	names []string // IR rule name of each rule

	objs  map[key]*obj
	order []*obj // objects in order of first mention

	// edges maps what can happen (an object's change, a key, an alarm
	// event) to the rules it triggers, in list order.
	edges    map[string][]int
	keys     []keyUse // keys in order of first mention
	alarms   []string // alarm events in order of first mention
	events   map[string]bool
	dispatch []*ta.Rule // rules for environment events and timer expiries
}

type keyUse struct {
	key     string
	keypads []*obj // keypads named with this key, in order
	any     bool
}

// obj is what the rules do with one M1 object.
type obj struct {
	o    *Object // the first mention with a name (or the first mention)
	name string  // IR variable name: Front Door (Zn 1)

	read      bool // a trigger or qualifier reads its state
	set       bool // an action changes its state
	bypass    bool // zones: bypass state read or written
	bypassRd  bool
	analog    bool // zones: analog value read
	levels    bool // lights: set to levels
	timer     bool // outputs and lights: ON FOR used
	running   bool // ON FOR without RESTART TIMER IF RUNNING used
	consts    []int64
	up        int64 // counters: largest ADD step
	states    []ArmState
	modes     []string // thermostats
	fan       bool
	lock      bool // LOCK or UNLOCK used
	setpoints map[string][]int64
}

func (l *lowerer) errorf(pos ta.Pos, format string, args ...any) { l.errs.Add(pos, format, args...) }

// ---- names

// nameRules names each rule Rule N: the listing's number, or the number
// after the previous rule's.
func (l *lowerer) nameRules() {
	used := map[string]bool{}
	explicit := map[int]ta.Pos{}
	next := 1
	for _, r := range l.f.Rules {
		n := next
		if r.Number > 0 {
			n = r.Number
			if prev, ok := explicit[n]; ok {
				l.errorf(r.Pos, "a second rule numbered %d (the first is at %s)", n, prev)
			}
			explicit[n] = r.Pos
		}
		name := fmt.Sprintf("Rule %d", n)
		for k := 2; used[name]; k++ {
			name = fmt.Sprintf("Rule %d #%d", n, k)
		}
		used[name] = true
		l.names = append(l.names, name)
		next = n + 1
	}
}

// ---- pass 1: objects and what is done with them

func sameName(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}

// object registers a mention of o; names must agree across mentions.
func (l *lowerer) object(o *Object) *obj {
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

// ---- expressions and statements

func ident(pos ta.Pos, name string) ta.Expr { return &ta.Ident{Pos: pos, Name: name} }

func intLit(pos ta.Pos, v int64) ta.Expr { return &ta.IntLit{Pos: pos, Value: v} }

func bin(pos ta.Pos, op ta.Op, x, y ta.Expr) ta.Expr {
	return &ta.Binary{Pos: pos, Op: op, X: x, Y: y, Atom: -1, Tod: -1}
}

func not(pos ta.Pos, x ta.Expr) ta.Expr { return &ta.Unary{Pos: pos, Op: ta.OpNot, X: x} }

func assign(pos ta.Pos, v string, e ta.Expr) ta.Stmt {
	return &ta.Assign{StmtBase: ta.StmtBase{Pos: pos}, Var: v, Value: e}
}

func ifStmt(pos ta.Pos, c ta.Expr, then, els []ta.Stmt) ta.Stmt {
	return &ta.If{StmtBase: ta.StmtBase{Pos: pos}, Cond: c, Then: then, Else: els}
}

// runs queues the rules, in list order.
func (l *lowerer) runs(pos ta.Pos, rules []int) []ta.Stmt {
	var out []ta.Stmt
	for _, r := range rules {
		out = append(out, &ta.Run{StmtBase: ta.StmtBase{Pos: pos}, Rule: l.names[r]})
	}
	return out
}

// merged joins rule lists in list order.
func merged(lists ...[]int) []int {
	var out []int
	for _, l := range lists {
		out = append(out, l...)
	}
	sort.Ints(out)
	return out
}

// ---- rules

func (l *lowerer) lowerRules() {
	for i, r := range l.f.Rules {
		rule := &ta.Rule{Name: l.names[i], Pos: r.Pos, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: r.Pos}}
		switch t := r.Trigger.(type) {
		case *TimeTrigger:
			at := t.At
			at.Pos = t.Pos
			rule.Trigger = ta.Trigger{Kind: ta.OnTime, At: &at, Pos: t.Pos}
		case *EveryTrigger:
			rule.Trigger = ta.Trigger{Kind: ta.OnEvery, Period: t.Period, Pos: t.Pos}
		}
		var body []ta.Stmt
		for _, a := range r.Actions {
			body = append(body, l.action(a)...)
		}
		var cond ta.Expr
		for _, q := range r.Quals {
			e := l.qual(q)
			if cond == nil {
				cond = e
			} else {
				cond = bin(q.qualPos(), ta.OpAnd, cond, e)
			}
		}
		if cond != nil {
			body = []ta.Stmt{ifStmt(r.Pos, cond, body, nil)}
		}
		rule.Body = body
		l.prog.Rules = append(l.prog.Rules, rule)
	}
}

func (l *lowerer) qual(q Qualifier) ta.Expr {
	switch q := q.(type) {
	case *DaysQual:
		// The whole of each day named: from midnight to midnight.
		return &ta.TimeIn{Pos: q.Pos, From: &ta.TimeLit{Pos: q.Pos}, To: &ta.TimeLit{Pos: q.Pos}, Days: q.Days, Tod: -1}
	case *TimeQual:
		at := q.At
		at.Pos = q.Pos
		return bin(q.Pos, q.Op, ident(q.Pos, "time"), &at)
	case *DarkQual:
		var e ta.Expr = &ta.TimeIn{Pos: q.Pos, From: &ta.TimeLit{Pos: q.Pos, Base: ta.Sunset}, To: &ta.TimeLit{Pos: q.Pos, Base: ta.Sunrise}, Tod: -1}
		if q.Not {
			e = not(q.Pos, e)
		}
		return e
	case *SecureQual:
		x := l.objs[q.Zone.key()]
		v := "NotSecure"
		if q.Secure {
			v = "Secure"
		}
		return bin(q.Pos, ta.OpEq, ident(q.Pos, x.name), ident(q.Pos, v))
	case *BypassQual:
		e := ident(q.Pos, bypassVar(l.objs[q.Zone.key()]))
		if !q.Bypassed {
			e = not(q.Pos, e)
		}
		return e
	case *AnalogQual:
		return bin(q.Pos, q.Op, ident(q.Pos, analogName(l.objs[q.Zone.key()])), intLit(q.Pos, q.Tenths))
	case *OnQual:
		return l.isOn(q.Pos, l.objs[q.Obj.key()], q.On)
	case *CounterQual:
		return bin(q.Pos, q.Op, ident(q.Pos, l.objs[q.Counter.key()].name), intLit(q.Pos, q.N))
	case *AreaQual:
		x := l.objs[q.Area.key()]
		if q.State == Armed {
			return bin(q.Pos, ta.OpNe, ident(q.Pos, x.name), ident(q.Pos, Disarmed.String()))
		}
		return bin(q.Pos, ta.OpEq, ident(q.Pos, x.name), ident(q.Pos, q.State.String()))
	}
	return &ta.BoolLit{Value: false}
}

// isOn is "x is on" (or off).
func (l *lowerer) isOn(pos ta.Pos, x *obj, on bool) ta.Expr {
	if x.numeric() {
		op := ta.OpEq
		if on {
			op = ta.OpGt
		}
		return bin(pos, op, ident(pos, x.name), intLit(pos, 0))
	}
	v := "Off"
	if on {
		v = "On"
	}
	return bin(pos, ta.OpEq, ident(pos, x.name), ident(pos, v))
}

// ---- write sites: a change runs the rules it triggers

func (l *lowerer) levelValue(pos ta.Pos, x *obj, level int64) ta.Expr {
	switch {
	case x.numeric():
		return intLit(pos, level)
	case level > 0:
		return ident(pos, "On")
	}
	return ident(pos, "Off")
}

// turnedRules are the rules that x's turning on (or off) triggers.
func (l *lowerer) turnedRules(x *obj, on bool) []int {
	return l.edges[edgeKey(x.o, fmt.Sprintf("on %v", on))]
}

// flip sets x to level when that turns it on from off (level > 0) or off
// from on, and runs the rules the change triggers.
func (l *lowerer) flip(pos ta.Pos, x *obj, level int64) []ta.Stmt {
	set := assign(pos, x.name, l.levelValue(pos, x, level))
	return append([]ta.Stmt{set}, l.runs(pos, l.turnedRules(x, level > 0))...)
}

// setLevel sets an output or light on (level > 0) or off (0), running
// the rules that its turning on or off triggers.
func (l *lowerer) setLevel(pos ta.Pos, x *obj, level int64) []ta.Stmt {
	set := assign(pos, x.name, l.levelValue(pos, x, level))
	if len(l.turnedRules(x, level > 0)) == 0 {
		return []ta.Stmt{set}
	}
	var same []ta.Stmt
	if x.numeric() && level > 0 {
		same = []ta.Stmt{set} // on already: only the level changes
	}
	return []ta.Stmt{ifStmt(pos, l.isOn(pos, x, level == 0), l.flip(pos, x, level), same)}
}

// stopTimer cancels an output's or light's ON FOR timer.
func (l *lowerer) stopTimer(pos ta.Pos, x *obj) []ta.Stmt {
	if !x.timer {
		return nil
	}
	out := []ta.Stmt{&ta.Cancel{StmtBase: ta.StmtBase{Pos: pos}, Timer: timerName(x)}}
	if x.running {
		out = append(out, assign(pos, runningVar(x), &ta.BoolLit{Pos: pos, Value: false}))
	}
	return out
}

func (l *lowerer) turnOn(pos ta.Pos, x *obj, level int64, d int64, restart bool) []ta.Stmt {
	if level == 0 {
		return l.turnOff(pos, x)
	}
	out := l.setLevel(pos, x, level)
	if d == 0 {
		return append(out, l.stopTimer(pos, x)...)
	}
	out = append(out, &ta.Start{StmtBase: ta.StmtBase{Pos: pos}, Timer: timerName(x), Lo: d, Hi: d})
	if x.running {
		out = append(out, assign(pos, runningVar(x), &ta.BoolLit{Pos: pos, Value: true}))
	}
	if restart {
		return out
	}
	// Without RESTART TIMER IF RUNNING, a running timer is left alone.
	return []ta.Stmt{ifStmt(pos, not(pos, ident(pos, runningVar(x))), out, nil)}
}

func (l *lowerer) turnOff(pos ta.Pos, x *obj) []ta.Stmt {
	return append(l.setLevel(pos, x, 0), l.stopTimer(pos, x)...)
}

func (l *lowerer) setCounter(pos ta.Pos, x *obj, op string, n int64) []ta.Stmt {
	c := ident(pos, x.name)
	if op == "set" {
		set := assign(pos, x.name, intLit(pos, n))
		rules := l.edges[edgeKey(x.o, fmt.Sprintf("= %d", n))]
		if len(rules) == 0 {
			return []ta.Stmt{set}
		}
		return []ta.Stmt{ifStmt(pos, bin(pos, ta.OpNe, c, intLit(pos, n)), append([]ta.Stmt{set}, l.runs(pos, rules)...), nil)}
	}
	if n == 0 {
		return []ta.Stmt{assign(pos, x.name, c)}
	}
	o := ta.OpAdd
	if op == "subtract" {
		o = ta.OpSub
	}
	out := []ta.Stmt{assign(pos, x.name, bin(pos, o, c, intLit(pos, n)))}
	// The counter changed: it now triggers the rules for its new value.
	var vals []int64
	for _, v := range x.consts {
		if rules := l.edges[edgeKey(x.o, fmt.Sprintf("= %d", v))]; len(rules) > 0 && !containsInt(vals, v) {
			vals = append(vals, v)
		}
	}
	sort.Slice(vals, func(i, j int) bool { return vals[i] < vals[j] })
	for _, v := range vals {
		out = append(out, ifStmt(pos, bin(pos, ta.OpEq, c, intLit(pos, v)), l.runs(pos, l.edges[edgeKey(x.o, fmt.Sprintf("= %d", v))]), nil))
	}
	return out
}

func containsInt(list []int64, v int64) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// armRules are the rules an area's change to state v triggers.
func (l *lowerer) armRules(x *obj, v ArmState) []int {
	lists := [][]int{l.edges[edgeKey(x.o, "arm "+v.String())]}
	if v != Disarmed {
		lists = append(lists, l.edges[edgeKey(x.o, "arm "+Armed.String())])
	}
	return merged(lists...)
}

func (l *lowerer) arm(pos ta.Pos, x *obj, v ArmState) []ta.Stmt {
	set := assign(pos, x.name, ident(pos, v.String()))
	rules := l.armRules(x, v)
	if len(rules) == 0 {
		return []ta.Stmt{set}
	}
	return []ta.Stmt{ifStmt(pos, bin(pos, ta.OpNe, ident(pos, x.name), ident(pos, v.String())), append([]ta.Stmt{set}, l.runs(pos, rules)...), nil)}
}

func (l *lowerer) setBypass(pos ta.Pos, x *obj, on bool) []ta.Stmt {
	v := bypassVar(x)
	set := assign(pos, v, &ta.BoolLit{Pos: pos, Value: on})
	rules := l.edges[edgeKey(x.o, fmt.Sprintf("bypassed %v", on))]
	if len(rules) == 0 {
		return []ta.Stmt{set}
	}
	var was ta.Expr = ident(pos, v)
	if on {
		was = not(pos, was)
	}
	return []ta.Stmt{ifStmt(pos, was, append([]ta.Stmt{set}, l.runs(pos, rules)...), nil)}
}

func (l *lowerer) action(a Action) []ta.Stmt {
	switch a := a.(type) {
	case *TurnOn:
		x := l.objs[a.Obj.key()]
		level := int64(100)
		if a.Level != nil {
			level = *a.Level
		}
		return l.turnOn(a.Pos, x, level, a.For, a.Restart)
	case *TurnOff:
		return l.turnOff(a.Pos, l.objs[a.Obj.key()])
	case *Toggle:
		x := l.objs[a.Obj.key()]
		off := append(l.flip(a.Pos, x, 0), l.stopTimer(a.Pos, x)...)
		// Off, x has no timer running: a timer runs only while x is on.
		return []ta.Stmt{ifStmt(a.Pos, l.isOn(a.Pos, x, true), off, l.flip(a.Pos, x, 100))}
	case *CounterOp:
		return l.setCounter(a.Pos, l.objs[a.Counter.key()], a.Op, a.N)
	case *Activate:
		x := l.objs[a.Task.key()]
		out := []ta.Stmt{&ta.Emit{StmtBase: ta.StmtBase{Pos: a.Pos}, Name: "ACTIVATE " + x.name}}
		return append(out, l.runs(a.Pos, l.edges[edgeKey(x.o, "activated")])...)
	case *Arm:
		return l.arm(a.Pos, l.objs[a.Area.key()], a.State)
	case *Bypass:
		return l.setBypass(a.Pos, l.objs[a.Zone.key()], a.Bypass)
	case *SetThermostat:
		x := l.objs[a.Obj.key()]
		name := x.name + ": " + a.Field
		if a.Field == "mode" || a.Field == "fan" {
			return []ta.Stmt{assign(a.Pos, name, ident(a.Pos, a.Word))}
		}
		return []ta.Stmt{assign(a.Pos, name, intLit(a.Pos, a.N))}
	case *LockAction:
		v := "Unlocked"
		if a.Locked {
			v = "Locked"
		}
		return []ta.Stmt{assign(a.Pos, lockVar(l.objs[a.Obj.key()]), ident(a.Pos, v))}
	case *Emit:
		return []ta.Stmt{&ta.Emit{StmtBase: ta.StmtBase{Pos: a.Pos}, Name: a.Text}}
	}
	return nil
}

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
