package elk

import (
	"fmt"
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

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
