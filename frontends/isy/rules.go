package isy

import (
	"fmt"

	"github.com/delorean-mc/delorean/frontends/isy/syntax"
	"github.com/delorean-mc/delorean/ta"
)

// source is what can start a program: an environment event, a change of
// a variable, a schedule, or a timer.
type source struct {
	kind string // event, change, schedule, timer
	name string // event, variable or timer name
	at   ta.TimeLit
	days ta.Weekdays
}

func (s source) key() string {
	if s.kind == "schedule" {
		return fmt.Sprintf("schedule %d %d %d", s.at.Base, s.at.Offset, s.days)
	}
	return s.kind + " " + s.name
}

func (s source) trigger(pos ta.Pos) ta.Trigger {
	switch s.kind {
	case "change":
		return ta.Trigger{Kind: ta.OnChange, Name: s.name, Pos: pos}
	case "schedule":
		at := s.at
		at.Pos = pos
		return ta.Trigger{Kind: ta.OnTime, At: &at, Days: s.days, Pos: pos}
	}
	return ta.Trigger{Kind: ta.OnName, Name: s.name, Pos: pos}
}

func (s source) describe() string {
	switch s.kind {
	case "change":
		return "change of " + s.name
	case "schedule":
		d := ""
		if s.days != 0 {
			d = " on " + s.days.String()
		}
		return ta.FormatTime(&s.at) + d
	}
	return s.name
}

// Event names.
func controlEvent(dev, cmd string) string { return fmt.Sprintf("%s: switched %s", dev, cmd) }
func x10Event(name string) string         { return fmt.Sprintf("X10 %s: received", name) }

func (l *lowerer) event(name string, pos ta.Pos) {
	if _, ok := l.events[name]; ok {
		return
	}
	l.events[name] = len(l.prog.Events)
	l.prog.Events = append(l.prog.Events, &ta.Event{Name: name, Pos: pos})
}

func (l *lowerer) ruleName(want string) string {
	l.ruleNames[want]++
	if n := l.ruleNames[want]; n > 1 {
		return fmt.Sprintf("%s #%d", want, n)
	}
	return want
}

// ---- the environment

func (l *lowerer) environment() {
	for _, name := range l.devOrder {
		d := l.devices[name]
		// Sensors: read by conditions and set by no program. (A device the
		// programs set changes otherwise only by the commands that Control
		// conditions name, or a person at its switch when its kind or the
		// environment file says it has one: see manualEvents.)
		if !d.read || d.set || (d.pressable() && !d.numeric) || l.opt.Env.FixedNamed(name) {
			continue
		}
		var vals []ta.Expr
		var texts []string
		if d.numeric {
			for _, v := range representatives(append(append([]int64(nil), d.cuts...), d.levels...), 0, 100) {
				vals = append(vals, &ta.IntLit{Pos: d.pos, Value: v})
				texts = append(texts, fmt.Sprintf("%d%%", v))
			}
		} else {
			for _, w := range d.words {
				vals = append(vals, &ta.Ident{Pos: d.pos, Name: w})
				texts = append(texts, w)
			}
		}
		for i, v := range vals {
			l.effect(fmt.Sprintf("%s: status %s", name, texts[i]), name, v, d.pos)
		}
		if d.numeric {
			// Levels are 0..100: the ends are classes of their own only
			// when the cuts make them so.
			reps := representatives(append(append([]int64(nil), d.cuts...), d.levels...), 0, 100)
			l.sameClass(name, d.pos, reps, false, 100)
		}
	}
	l.manualEvents()
	for _, name := range l.inOrder {
		in := l.inputs[name]
		if in.numeric {
			lo, hi := spanOf(in.consts, 0)
			reps := representatives(in.cuts, lo-1, hi+1)
			for _, v := range reps {
				l.effect(fmt.Sprintf("%s = %d", name, v), name, &ta.IntLit{Pos: in.pos, Value: v}, in.pos)
			}
			l.sameClass(name, in.pos, reps, true, 0)
			continue
		}
		for _, w := range append(append([]string(nil), in.words...), "(other)") {
			l.effect(fmt.Sprintf("%s = %s", name, w), name, &ta.Ident{Pos: in.pos, Name: w}, in.pos)
		}
		// The named values are one value each; "(other)" is many.
		l.touch[name] = &touchInfo{pos: in.pos, guard: &ta.Binary{Pos: in.pos, Op: ta.OpEq,
			X: &ta.Ident{Pos: in.pos, Name: name}, Y: &ta.Ident{Pos: in.pos, Name: "(other)"}, Atom: -1, Tod: -1}}
	}
	for _, name := range l.varOrder {
		v := l.vars[name]
		if v.written {
			continue
		}
		lo, hi := spanOf(v.consts, 0)
		lo, hi = lo-1, hi+1
		var vals []int64
		if v.otherCmp {
			if hi-lo >= ta.MaxFactorValues {
				l.errorf(v.pos, "%s is set outside the programs and compared with another variable: too many values (%d..%d) to try", name, lo, hi)
				continue
			}
			for x := lo; x <= hi; x++ {
				vals = append(vals, x)
			}
		} else {
			vals = representatives(v.cuts, lo, hi)
		}
		for _, x := range vals {
			l.effect(fmt.Sprintf("%s = %d (set outside the programs)", name, x), name, &ta.IntLit{Pos: v.pos, Value: x}, v.pos)
		}
		if v.state {
			l.sameClass(name, v.pos, vals, true, 0)
		}
	}
}

// touchInfo is an environment value whose current class may hold more
// than one value: the environment can change it to another value of the
// same class. The model's value stays the class's representative, but a
// program triggered by the value's changes sees the change (UDI: a Status
// condition is evaluated on any change of the status), so it runs again,
// restarting a Wait. Equivalence classes are over what the programs can
// observe, and a trigger is an observation.
type touchInfo struct {
	pos      ta.Pos
	guard    ta.Expr // the classes with more than one value; nil: all of them
	declared string  // the event, once a program needs it
}

// sameClassEvent names the environment event that changes name to another
// value of its current class.
func sameClassEvent(name string) string { return name + ": changes within its class" }

// sameClass notes which classes of name hold more than one value, given
// their representatives reps (increasing, each the smallest value of its
// class). open says the first and last classes are unbounded (inputs and
// variables set outside the programs); otherwise the last class ends at
// top.
func (l *lowerer) sameClass(name string, pos ta.Pos, reps []int64, open bool, top int64) {
	var single []int64
	for i, r := range reps {
		last := i == len(reps)-1
		switch {
		case open && (i == 0 || last):
			// Unbounded: more than one value.
		case last:
			if r == top {
				single = append(single, r)
			}
		case reps[i+1] == r+1:
			single = append(single, r)
		}
	}
	if len(single) == len(reps) {
		return // every class is one value: nothing changes within a class
	}
	var guard ta.Expr
	for _, r := range single {
		ne := &ta.Binary{Pos: pos, Op: ta.OpNe, X: &ta.Ident{Pos: pos, Name: name}, Y: &ta.IntLit{Pos: pos, Value: r}, Atom: -1, Tod: -1}
		if guard == nil {
			guard = ne
			continue
		}
		guard = &ta.Binary{Pos: pos, Op: ta.OpAnd, X: guard, Y: ne, Atom: -1, Tod: -1}
	}
	l.touch[name] = &touchInfo{pos: pos, guard: guard}
}

// sameClassSource is the event that re-triggers programs watching name
// without leaving its class, declared the first time a program needs it
// (where no program is triggered by name, the environment offers no such
// change, and the state space is as before).
func (l *lowerer) sameClassSource(name string) (source, bool) {
	ti := l.touch[name]
	if ti == nil {
		return source{}, false
	}
	if ti.declared == "" {
		ti.declared = sameClassEvent(name)
		l.event(ti.declared, ti.pos)
		l.prog.Events[l.events[ti.declared]].Guard = ti.guard
	}
	return source{kind: "event", name: ti.declared}, true
}

// effect declares an environment event that sets a variable.
func (l *lowerer) effect(event, variable string, val ta.Expr, pos ta.Pos) {
	l.event(event, pos)
	l.effectRules = append(l.effectRules, &ta.Rule{Name: l.ruleName(event), Pos: pos,
		Trigger: ta.Trigger{Kind: ta.OnName, Name: event, Pos: pos},
		Body:    []ta.Stmt{&ta.Assign{StmtBase: ta.StmtBase{Pos: pos}, Var: variable, Value: val}}})
}

// controlEffect declares a device command event; On and Off also set the
// device's status, before any program sees the event.
func (l *lowerer) controlEffect(dev, cmd string, pos ta.Pos) string {
	name := controlEvent(dev, cmd)
	if _, ok := l.events[name]; ok {
		return name
	}
	l.event(name, pos)
	if s, ok := statusCmd(cmd); ok && l.devices[dev] != nil && l.devices[dev].has {
		var v ta.Expr = &ta.Ident{Pos: pos, Name: s}
		if l.devices[dev].numeric {
			n, _ := levelOf(s)
			v = &ta.IntLit{Pos: pos, Value: n}
		}
		body := []ta.Stmt{&ta.Assign{StmtBase: ta.StmtBase{Pos: pos}, Var: dev, Value: v}}
		// A scene's controller pressed sets the scene's other members too.
		body = append(body, l.sceneResponders(dev, s, pos)...)
		l.effectRules = append(l.effectRules, &ta.Rule{Name: l.ruleName(name), Pos: pos,
			Trigger: ta.Trigger{Kind: ta.OnName, Name: name, Pos: pos},
			Body:    body})
	}
	return name
}

// ---- programs

func (l *lowerer) lowerPrograms() {
	l.environment()
	// Which programs wait or repeat must be known before any action that
	// stops one is compiled.
	for _, pi := range l.order {
		if !pi.p.Folder {
			l.planPaths(pi)
		}
	}
	for _, pi := range l.order {
		if !pi.p.Folder {
			l.compilePaths(pi)
		}
	}
	for _, pi := range l.order {
		l.triggers(pi)
	}
	// A saturated state variable that steps further still changes on the
	// controller: it runs what its changes trigger.
	for _, name := range l.varOrder {
		v := l.vars[name]
		for _, again := range v.retrig {
			for _, r := range v.onChange {
				again.Then = append(again.Then, &ta.Run{StmtBase: again.StmtBase, Rule: r})
			}
		}
	}
	p := l.prog
	p.Rules = append(append(append(p.Rules, l.effectRules...), l.triggerRules...), l.pathRules...)
	for _, pi := range l.order {
		if pi.stage != "" {
			// Reports show the stage as the program and the Wait it is in.
			p.Vars = append(p.Vars, &ta.Var{Name: pi.stage, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: int64(pi.stages)}, Pos: pi.p.Pos,
				Display: &ta.Display{Name: pi.p.Name, Values: pi.stageText}})
		}
		if pi.count != "" {
			p.Vars = append(p.Vars, &ta.Var{Name: pi.count, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: pi.maxN}, Pos: pi.p.Pos,
				Display: &ta.Display{Name: pi.p.Name + ": repetitions done"}})
		}
		if pi.limit != "" {
			p.Vars = append(p.Vars, &ta.Var{Name: pi.limit, Type: ta.Type{Kind: ta.Int, Lo: 0, Hi: pi.maxN}, Pos: pi.p.Pos,
				Display: &ta.Display{Name: pi.p.Name + ": repetitions drawn (Random)"}})
		}
	}
}

// sources lists what starts a program, in the order its conditions name them.
func (l *lowerer) sources(c syntax.Cond, out *[]source, seen map[string]bool) {
	add := func(s source) {
		if !seen[s.key()] {
			seen[s.key()] = true
			*out = append(*out, s)
		}
	}
	switch c := c.(type) {
	case *syntax.And:
		l.sources(c.X, out, seen)
		l.sources(c.Y, out, seen)
	case *syntax.Or:
		l.sources(c.X, out, seen)
		l.sources(c.Y, out, seen)
	case *syntax.Control:
		add(source{kind: "event", name: l.controlEffect(c.Device, c.Cmd, c.Pos)})
	case *syntax.X10:
		l.event(x10Event(c.Name), c.Pos)
		add(source{kind: "event", name: x10Event(c.Name)})
	case *syntax.Status:
		add(source{kind: "change", name: c.Device})
	case *syntax.Driver:
		add(source{kind: "change", name: fmt.Sprintf("%s: %s", c.Device, c.Driver)})
	case *syntax.Module:
		add(source{kind: "change", name: fmt.Sprintf("Module %s: %s", c.Module, c.Field)})
	case *syntax.ProgramIs:
		add(source{kind: "change", name: l.progs[c.Name].status})
	case *syntax.VarCmp:
		for _, v := range []string{c.Var, c.OtherVar} {
			if v != "" && l.vars[v].state {
				add(source{kind: "change", name: v})
			}
		}
	case *syntax.TimeIs:
		if c.At.LastRun != "" {
			add(source{kind: "timer", name: l.lastRuns[lastRunKey{c.At.LastRun, c.At.Lit.Offset}]})
			return
		}
		add(source{kind: "schedule", at: c.At.Lit, days: c.Days})
	case *syntax.Range:
		from, to, ok := l.rangeTimes(c)
		if !ok {
			return
		}
		add(source{kind: "schedule", at: from, days: c.Days})
		toDays := c.Days
		if wraps(from, to) && c.Days != 0 {
			toDays = rotate(c.Days)
		}
		add(source{kind: "schedule", at: to, days: toDays})
	}
}

// rotate moves every day to the next one (a range's end falls on the day
// after its start when it runs past midnight).
func rotate(w ta.Weekdays) ta.Weekdays {
	var out ta.Weekdays
	for d := 0; d < 7; d++ {
		if w&(1<<d) != 0 {
			out |= 1 << ((d + 1) % 7)
		}
	}
	return out
}

// wraps reports whether a range from..to crosses midnight, when both are
// clock times (sun times are decided by the calendar).
func wraps(from, to ta.TimeLit) bool {
	return from.Base == ta.Midnight && to.Base == ta.Midnight && to.Offset <= from.Offset
}

// rangeTimes returns a range's ends as times of day (reporting a bad
// range once, however often it is asked for).
func (l *lowerer) rangeTimes(c *syntax.Range) (ta.TimeLit, ta.TimeLit, bool) {
	if r, ok := l.ranges[c]; ok {
		return r.from, r.to, r.ok
	}
	from, to, ok := l.rangeTimesOnce(c)
	l.ranges[c] = rangeEnds{from, to, ok}
	return from, to, ok
}

type rangeEnds struct {
	from, to ta.TimeLit
	ok       bool
}

func (l *lowerer) rangeTimesOnce(c *syntax.Range) (ta.TimeLit, ta.TimeLit, bool) {
	from := c.From.Lit
	if c.IsFor {
		// For 24 hours is the UDI User Guide's own "all day" range: its end
		// is the next day's start, so it holds at every instant and
		// triggers once a day, at From.
		if c.For > ta.SecondsPerDay {
			l.errorf(c.Pos, "From ... For %s: a range longer than 24 hours is not supported", ta.FormatDuration(c.For))
			return from, from, false
		}
		to := from
		to.Offset += c.For
		if to.Base == ta.Midnight {
			to.Offset %= ta.SecondsPerDay
		}
		return from, to, true
	}
	to := c.To.Lit
	if from.Base == ta.Midnight && to.Base == ta.Midnight {
		switch {
		case !c.NextDay && to.Offset <= from.Offset:
			l.errorf(c.Pos, "To %s (same day) is not after From %s; write (next day) for a range past midnight", ta.FormatTime(&to), ta.FormatTime(&from))
			return from, to, false
		case c.NextDay && to.Offset > from.Offset:
			l.errorf(c.Pos, "a range longer than a day (To %s next day) is not supported", ta.FormatTime(&to))
			return from, to, false
		}
	}
	return from, to, true
}

// cond lowers a condition as the program evaluates it when started by
// trig: Control, X10 and Time is conditions are true only for the event
// that is happening. A nil trig is an evaluation by Run Program (If).
func (l *lowerer) cond(c syntax.Cond, trig *source) ta.Expr {
	lit := func(pos ta.Pos, v bool) ta.Expr { return &ta.BoolLit{Pos: pos, Value: v} }
	bin := func(pos ta.Pos, op ta.Op, x, y ta.Expr) ta.Expr {
		return &ta.Binary{Pos: pos, Op: op, X: x, Y: y, Atom: -1, Tod: -1}
	}
	switch c := c.(type) {
	case *syntax.And:
		return bin(c.Pos, ta.OpAnd, l.cond(c.X, trig), l.cond(c.Y, trig))
	case *syntax.Or:
		return bin(c.Pos, ta.OpOr, l.cond(c.X, trig), l.cond(c.Y, trig))
	case *syntax.Control:
		now := trig != nil && trig.kind == "event" && trig.name == controlEvent(c.Device, c.Cmd)
		return lit(c.Pos, now != c.Not)
	case *syntax.X10:
		return lit(c.Pos, trig != nil && trig.kind == "event" && trig.name == x10Event(c.Name))
	case *syntax.TimeIs:
		if c.At.LastRun != "" {
			return lit(c.Pos, trig != nil && trig.kind == "timer" && trig.name == l.lastRuns[lastRunKey{c.At.LastRun, c.At.Lit.Offset}])
		}
		s := source{kind: "schedule", at: c.At.Lit, days: c.Days}
		return lit(c.Pos, trig != nil && trig.key() == s.key())
	case *syntax.Range:
		from, to, _ := l.rangeTimes(c)
		f, t := from, to
		f.Pos, t.Pos = c.Pos, c.Pos
		return &ta.TimeIn{Pos: c.Pos, From: &f, To: &t, Days: c.Days, Tod: -1}
	case *syntax.Status:
		return l.compare(c.Pos, c.Device, c.Rel.Op, l.deviceValue(c.Device, c.Val))
	case *syntax.Driver:
		name := fmt.Sprintf("%s: %s", c.Device, c.Driver)
		return l.compare(c.Pos, name, c.Rel.Op, l.inputValue(c.Val))
	case *syntax.Module:
		return l.compare(c.Pos, fmt.Sprintf("Module %s: %s", c.Module, c.Field), c.Rel.Op, &ta.IntLit{Pos: c.Pos, Value: c.N})
	case *syntax.ProgramIs:
		id := &ta.Ident{Pos: c.Pos, Name: l.progs[c.Name].status}
		if c.True {
			return id
		}
		return &ta.Unary{Pos: c.Pos, Op: ta.OpNot, X: id}
	case *syntax.VarCmp:
		var y ta.Expr
		if c.N != nil {
			y = &ta.IntLit{Pos: c.Pos, Value: *c.N}
		} else {
			y = &ta.Ident{Pos: c.Pos, Name: c.OtherVar}
		}
		return l.compare(c.Pos, c.Var, c.Rel.Op, y)
	}
	return lit(ta.Pos{}, false)
}

func (l *lowerer) compare(pos ta.Pos, name string, op ta.Op, y ta.Expr) ta.Expr {
	return &ta.Binary{Pos: pos, Op: op, X: &ta.Ident{Pos: pos, Name: name}, Y: y, Atom: -1, Tod: -1}
}

func (l *lowerer) deviceValue(dev string, v syntax.Value) ta.Expr {
	d := l.devices[dev]
	if d.numeric {
		if v.Number != nil {
			return &ta.IntLit{Pos: v.Pos, Value: *v.Number}
		}
		n, _ := levelOf(v.Word)
		return &ta.IntLit{Pos: v.Pos, Value: n}
	}
	return &ta.Ident{Pos: v.Pos, Name: v.Word}
}

func (l *lowerer) inputValue(v syntax.Value) ta.Expr {
	if v.Number != nil {
		return &ta.IntLit{Pos: v.Pos, Value: *v.Number}
	}
	return &ta.Ident{Pos: v.Pos, Name: v.Word}
}

// gate is "the program may run now": it is enabled and every folder above
// it holds.
func (l *lowerer) gate(pi *progInfo, pos ta.Pos) ta.Expr {
	var parts []ta.Expr
	if !pi.p.Folder && pi.toggled {
		parts = append(parts, &ta.Ident{Pos: pos, Name: pi.enabled})
	}
	for f := pi.folder; f != nil; f = f.folder {
		if f.p.Cond != nil {
			parts = append(parts, l.cond(f.p.Cond, nil))
		}
	}
	var out ta.Expr
	for _, x := range parts {
		if out == nil {
			out = x
			continue
		}
		out = &ta.Binary{Pos: pos, Op: ta.OpAnd, X: out, Y: x, Atom: -1, Tod: -1}
	}
	if out == nil {
		return &ta.BoolLit{Pos: pos, Value: true}
	}
	return out
}

// triggers declares the rules that start a program (or update a folder's
// status) on each of its sources, and the rule Run Program (If) calls.
func (l *lowerer) triggers(pi *progInfo) {
	p := pi.p
	base := ta.StmtBase{Pos: p.Pos}
	choose := func(trig *source) []ta.Stmt {
		if p.Folder {
			var c ta.Expr = &ta.BoolLit{Pos: p.Pos, Value: true}
			if p.Cond != nil {
				c = l.cond(p.Cond, trig)
			}
			if !pi.statusRead {
				return nil
			}
			return []ta.Stmt{&ta.Assign{StmtBase: base, Var: pi.status, Value: c}}
		}
		run := func(r string) []ta.Stmt { return []ta.Stmt{&ta.Run{StmtBase: base, Rule: r}} }
		if p.Cond == nil {
			return run(pi.thenRul)
		}
		return []ta.Stmt{&ta.If{StmtBase: base, Cond: l.cond(p.Cond, trig), Then: run(pi.thenRul), Else: run(pi.elseRul)}}
	}
	if !p.Folder && pi.runIf {
		l.pathRules = append(l.pathRules, &ta.Rule{Name: l.ruleName(pi.ifRule), Pos: p.Pos, Trigger: ta.Trigger{Kind: ta.OnCall, Pos: p.Pos}, Body: choose(nil)})
	}
	if p.Cond == nil || (p.Folder && !pi.statusRead) || (p.NotEnabled && !pi.toggled) {
		// Nothing to start: no conditions, a folder whose status no one
		// reads (its conditions gate programs when they are triggered), or
		// a program that is never enabled (it runs only when called).
		return
	}
	var found []source
	l.sources(p.Cond, &found, map[string]bool{})
	// A change of an environment value within its class triggers the
	// program too: right after the change it watches.
	var srcs []source
	for _, s := range found {
		srcs = append(srcs, s)
		if s.kind != "change" || p.Folder {
			// A folder's status is the same after a change within a class.
			continue
		}
		if t, ok := l.sameClassSource(s.name); ok {
			srcs = append(srcs, t)
		}
	}
	for i := range srcs {
		s := srcs[i]
		body := []ta.Stmt{&ta.If{StmtBase: base, Cond: l.gate(pi, p.Pos), Then: choose(&s)}}
		name := l.ruleName(fmt.Sprintf("%s: on %s", p.Name, s.describe()))
		l.triggerRules = append(l.triggerRules, &ta.Rule{
			Name: name, Pos: p.Pos, Trigger: s.trigger(p.Pos), Body: body})
		if v := l.vars[s.name]; s.kind == "change" && v != nil {
			v.onChange = append(v.onChange, name)
		}
	}
}
