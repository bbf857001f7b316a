package ta

import (
	"maps"
	"slices"
	"sort"
)

// Checking rules: triggers and their schedules, the factors' classes,
// statements, and the labels' cycles.

func (c *checker) rules() {
	p, info := c.p, c.info
	for i, r := range p.Rules {
		c.at = r.Pos
		if r.Name == "" {
			c.errorf(r.Pos, "rule without a name")
			continue
		}
		if prev, ok := info.rules[r.Name]; ok {
			c.errorf(r.Pos, "rule %q is already declared at %s", r.Name, p.Rules[prev].Pos)
			continue
		}
		info.rules[r.Name] = i
	}
	info.onChange = make([][]int, len(p.Vars))
	info.mutable = make([]bool, len(p.Rules))
	for i, r := range p.Rules {
		c.trigger(i, r)
		r.FirstStmt = len(info.stmts)
		c.block(r.Body)
		r.EndStmt = len(info.stmts)
	}
	// Labels, event guards, progress and urgent conditions describe
	// states, not stimuli: they cannot read environmental factors.
	c.noFactors = true
	for _, l := range p.Labels {
		c.boolExpr(l.Cond, "label "+l.Name)
	}
	c.labelCycles()
	for _, e := range p.Events {
		if e.Guard != nil {
			c.boolExpr(e.Guard, "the guard of event "+e.Name)
		}
	}
	for _, e := range p.Progress {
		c.boolExpr(e, "progress condition")
	}
	for _, e := range p.Urgent {
		c.boolExpr(e, "urgent condition")
	}
	c.noFactors = false
	for i, f := range p.Factors {
		if c.anyUse[i] && f.Hi-f.Lo >= MaxFactorValues {
			c.errorf(f.Pos, "factor %s is used in arithmetic or compared with something other than a constant, so each of its values is a class of its own; its range %d..%d is too large for that (at most %d values)", f.Name, f.Lo, f.Hi, MaxFactorValues)
			continue
		}
		f.Classes = factorClasses(f, c.cuts[i], c.anyUse[i])
	}
}

// MaxFactorValues bounds the classes of a factor whose every value is a
// class (each stimulus that reads it is tried with each).
const MaxFactorValues = 1024

// factorClasses splits a factor's range at the constants the program
// compares it with: values between two cuts behave alike.
func factorClasses(f *Factor, cuts []int64, all bool) []FactorClass {
	if all {
		out := make([]FactorClass, 0, f.Hi-f.Lo+1)
		for v := f.Lo; v <= f.Hi; v++ {
			out = append(out, FactorClass{Lo: v, Hi: v})
		}
		return out
	}
	// A cut k separates values < k from values >= k.
	sort.Slice(cuts, func(i, j int) bool { return cuts[i] < cuts[j] })
	var out []FactorClass
	lo := f.Lo
	for _, k := range cuts {
		if k <= lo || k > f.Hi {
			continue
		}
		out = append(out, FactorClass{Lo: lo, Hi: k - 1})
		lo = k
	}
	return append(out, FactorClass{Lo: lo, Hi: f.Hi})
}

func (c *checker) trigger(ri int, r *Rule) {
	p, info := c.p, c.info
	t := &r.Trigger
	t.Target = -1
	t.IsTimer = false
	switch t.Kind {
	case OnName:
		d, ok := info.names[t.Name]
		switch {
		case ok && d.kind == declEvent:
			t.Target = d.index
		case ok && d.kind == declTimer:
			t.Target = len(p.Events) + d.index
			t.IsTimer = true
		default:
			c.errorf(t.Pos, "rule %s: %q is not an event or a timer%s", r.Name, t.Name, c.suggest(t.Name, declEvent, declTimer))
			return
		}
	case OnChange:
		d, ok := info.names[t.Name]
		if !ok || d.kind != declVar {
			c.errorf(t.Pos, "rule %s: %q is not a variable or device%s", r.Name, t.Name, c.suggest(t.Name, declVar))
			return
		}
		t.Target = d.index
		info.onChange[d.index] = append(info.onChange[d.index], ri)
		return
	case OnTime, OnEvery:
		if t.Kind == OnTime && t.At == nil {
			c.errorf(t.Pos, "rule %s: missing time of day", r.Name)
			return
		}
		if t.Kind == OnEvery && t.Period <= 0 {
			c.errorf(t.Pos, "rule %s: the period of `every` must be positive", r.Name)
			return
		}
		if t.Kind == OnEvery && t.From != nil && (t.From.Base != Midnight || t.To.Base != Midnight) {
			c.errorf(t.Pos, "rule %s: the window of `every` must be clock times (such as 23:50..05:00), not sun times", r.Name)
			return
		}
		info.usesWall = true
		key := scheduleName(t)
		i, ok := c.stimIdx[key]
		if !ok {
			i = len(info.stimuli)
			c.stimIdx[key] = i
			s := Schedule{At: t.At, Days: t.Days, Period: t.Period, From: t.From, To: t.To, Name: key}
			info.stimuli = append(info.stimuli, Stimulus{Kind: StimSchedule, Index: len(info.scheds), Name: key})
			info.scheds = append(info.scheds, s)
		}
		t.Target = i
	case OnCall:
		return
	}
	info.stimuli[t.Target].Rules = append(info.stimuli[t.Target].Rules, ri)
}

func scheduleName(t *Trigger) string {
	if t.Kind == OnEvery {
		return everyString(t)
	}
	return "at " + FormatTime(t.At) + daysSuffix(t.Days)
}

// everyString prints an `every` trigger: every 5m in 23:50..05:00 on Mon.
func everyString(t *Trigger) string {
	s := "every " + FormatDuration(t.Period)
	if t.From != nil {
		s += " in " + FormatTime(t.From) + ".." + FormatTime(t.To)
	}
	return s + daysSuffix(t.Days)
}

func (c *checker) block(stmts []Stmt) {
	for _, s := range stmts {
		c.stmt(s)
	}
}

func (c *checker) stmt(s Stmt) {
	p, info := c.p, c.info
	s.Base().ID = len(info.stmts)
	info.stmts = append(info.stmts, s)
	pos := s.Base().Pos
	if pos.IsValid() {
		c.at = pos
	}
	switch s := s.(type) {
	case *Assign:
		s.Index = -1
		d, ok := info.names[s.Var]
		if !ok || d.kind != declVar {
			if ok && d.kind == declClock {
				c.errorf(pos, "%s is a clock: use `reset %s` to set it to zero", s.Var, s.Var)
			} else {
				c.errorf(pos, "%q is not a variable or device%s", s.Var, c.suggest(s.Var, declVar))
			}
			c.expr(s.Value, nil)
			return
		}
		s.Index = d.index
		v := p.Vars[d.index]
		got := c.expr(s.Value, &v.Type)
		if !c.assignable(got, &v.Type) {
			c.errorf(s.Value.ExprPos(), "cannot assign %s to %s (%s)", got, v.Name, TypeString(&v.Type))
			return
		}
		if lit, ok := s.Value.(*IntLit); ok && v.Type.Kind == Int && !v.Type.Contains(lit.Value) {
			c.errorf(s.Value.ExprPos(), "%d is outside %s's range %d..%d", lit.Value, v.Name, v.Type.Lo, v.Type.Hi)
		}
	case *If:
		c.boolExpr(s.Cond, "condition")
		c.block(s.Then)
		c.block(s.Else)
	case *Reset:
		s.Index = -1
		if s.Clock == WallClockName {
			c.errorf(pos, "the wall clock cannot be reset")
			return
		}
		d, ok := info.names[s.Clock]
		switch {
		case ok && d.kind == declClock:
			s.Index = d.index + 1
		case ok && d.kind == declTimer:
			c.errorf(pos, "%s is a timer: use `start %s DURATION` or `cancel %s`", s.Clock, s.Clock, s.Clock)
		default:
			c.errorf(pos, "%q is not a clock%s", s.Clock, c.suggest(s.Clock, declClock))
		}
	case *Start:
		s.Index, s.Window = -1, -1
		d, ok := info.names[s.Timer]
		if !ok || d.kind != declTimer {
			c.errorf(pos, "%q is not a timer%s", s.Timer, c.suggest(s.Timer, declTimer))
			return
		}
		if s.Lo < 0 || s.Hi < s.Lo {
			c.errorf(pos, "timer window %s..%s is empty", FormatDuration(s.Lo), FormatDuration(s.Hi))
			return
		}
		s.Index = d.index
		t := p.Timers[d.index]
		w := Window{Lo: s.Lo, Hi: s.Hi}
		s.Window = -1
		for i, x := range t.Windows {
			if x == w {
				s.Window = i
			}
		}
		if s.Window < 0 {
			s.Window = len(t.Windows)
			t.Windows = append(t.Windows, w)
		}
	case *Cancel:
		s.Index = -1
		d, ok := info.names[s.Timer]
		if !ok || d.kind != declTimer {
			c.errorf(pos, "%q is not a timer%s", s.Timer, c.suggest(s.Timer, declTimer))
			return
		}
		s.Index = d.index
	case *Run:
		s.Index = c.ruleRef(pos, s.Rule)
	case *Enable:
		s.Index = c.ruleRef(pos, s.Rule)
		if s.Index >= 0 {
			info.mutable[s.Index] = true
		}
	case *Disable:
		s.Index = c.ruleRef(pos, s.Rule)
		if s.Index >= 0 {
			info.mutable[s.Index] = true
		}
	case *Emit:
		if s.Name == "" {
			c.errorf(pos, "emit needs a name")
		}
	case *Assert:
		c.boolExpr(s.Cond, "assert")
	}
}

// labelCycles reports labels defined in terms of themselves.
func (c *checker) labelCycles() {
	p := c.p
	state := make([]int, len(p.Labels)) // 0 new, 1 on the path, 2 done
	var visit func(i int) bool
	// refs calls f with each label e reads.
	refs := func(e Expr, f func(int)) {
		Inspect(e, func(n any) bool {
			if id, ok := n.(*Ident); ok && id.Ref.Kind == RefLabel {
				f(id.Ref.Index)
			}
			return true
		})
	}
	visit = func(i int) bool {
		if state[i] == 1 {
			return false
		}
		if state[i] == 2 {
			return true
		}
		state[i] = 1
		ok := true
		refs(p.Labels[i].Cond, func(j int) {
			if ok && !visit(j) {
				ok = false
			}
		})
		state[i] = 2
		return ok
	}
	for i, l := range p.Labels {
		if !visit(i) {
			c.errorf(l.Pos, "label %s is defined in terms of itself", l.Name)
			return
		}
	}
}

func (c *checker) ruleRef(pos Pos, name string) int {
	i, ok := c.info.rules[name]
	if !ok {
		c.errorf(pos, "%q is not a rule%s", name, Suggest(name, slices.Collect(maps.Keys(c.info.rules))))
		return -1
	}
	return i
}

func (c *checker) boolExpr(e Expr, what string) {
	if t := c.expr(e, nil); t.kind == tUnresolved {
		c.errorf(e.ExprPos(), "unknown name %q%s", t.name, c.suggest(t.name))
	} else if t.kind != tBool && t.kind != tBad {
		c.errorf(e.ExprPos(), "%s must be true or false, not %s", what, t)
	}
}
