package environment

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/analysis"
)

// Environment is what the world outside the program can do to it, found
// from the IR alone (issue 23: the environment said out loud): the events
// it may cause and what each sets, the factors it varies, the times of day
// that start rules, and per variable whether the environment or only the
// program changes it and which values it can ever take.
//
// An event's effect is an assignment of a constant in a rule the event
// triggers (not in the rules those run): that is how every front end
// writes a person at a switch or a sensor reporting ("Garage Door:
// switched On" sets the door On; ELK and Home Assistant guard it with the
// state it leaves). The programs' own rules are run from there, so an
// assignment in a rule started any other way, or run by another, is the
// program's. In a hand-written .ta file a rule on an event that sets a
// device itself counts as the event's effect: the IR cannot tell it from
// the world's.
type Environment struct {
	Events    []EnvEvent `json:"events"`
	Factors   []string   `json:"factors"`
	Schedules []string   `json:"schedules"`
	Vars      []VarEnv   `json:"variables"` // one per program variable, in declaration order
}

// EnvEvent is an environment event and what it sets directly.
type EnvEvent struct {
	Name    string   `json:"name"`
	Guarded bool     `json:"guarded"` // it can happen only while its guard holds
	Never   bool     `json:"never"`   // its guard is false: it cannot happen
	Sets    []string `json:"sets"`    // "Garage Door = On", in the order the rules set them
}

// VarEnv is how one variable can change.
type VarEnv struct {
	Name   string `json:"name"`
	Device bool   `json:"device"`
	// ByEnv are the events that set it directly.
	ByEnv []string `json:"set_by_events"`
	// ByProgram: a rule statement other than an event's effect assigns it.
	ByProgram bool `json:"set_by_programs"`
	// Watched: a rule is triggered by its changes or tests it.
	Watched bool `json:"watched"`
	// Reach are the values it can take, as texts ("Off", "On", "3"), over-
	// approximated: its start value and what reachable assignments can
	// store; nil with AnyValue when an assignment computes its value.
	Reach    []string `json:"reachable"`
	AnyValue bool     `json:"any_value"`
	// Missing are the values of its domain it can never take (only for
	// domains of at most 16 values, and not AnyValue).
	Missing []string `json:"never"`
	Pos     ta.Pos   `json:"-"`
}

// EnvironmentOf computes the environment of a checked program.
func EnvironmentOf(p *ta.Program) *Environment {
	env := &Environment{}
	for _, f := range p.Factors {
		env.Factors = append(env.Factors, fmt.Sprintf("%s (%d..%d)", f.Name, f.Lo, f.Hi))
	}
	for _, s := range p.Schedules() {
		env.Schedules = append(env.Schedules, s.Name)
	}
	vars := make([]VarEnv, len(p.Vars))
	for i, v := range p.Vars {
		vars[i] = VarEnv{Name: v.Name, Device: v.Device, Pos: v.Pos}
	}
	// effect marks the statements that are an event's direct effects.
	effect := map[ta.Stmt]bool{}
	// The rules each event triggers, in the program's order: looked up,
	// not searched for each event (thousands of both).
	onEvent := map[string][]*ta.Rule{}
	for _, r := range p.Rules {
		if r.Trigger.Kind == ta.OnName && !r.Trigger.IsTimer {
			onEvent[r.Trigger.Name] = append(onEvent[r.Trigger.Name], r)
		}
	}
	for _, e := range p.Events {
		ee := EnvEvent{Name: e.Name}
		if e.Guard != nil {
			ee.Guarded = true
			if b, ok := e.Guard.(*ta.BoolLit); ok && !b.Value {
				ee.Never = true
			}
		}
		for _, r := range onEvent[e.Name] {
			walkStmts(r.Body, func(s ta.Stmt) {
				a, ok := s.(*ta.Assign)
				if !ok || a.Index < 0 {
					return
				}
				val, ok := constValue(a.Value)
				if !ok {
					return
				}
				effect[s] = true
				set := fmt.Sprintf("%s = %s", a.Var, valueText(p.Vars[a.Index], val))
				if !slices.Contains(ee.Sets, set) {
					ee.Sets = append(ee.Sets, set)
				}
				if !ee.Never && !slices.Contains(vars[a.Index].ByEnv, e.Name) {
					vars[a.Index].ByEnv = append(vars[a.Index].ByEnv, e.Name)
				}
			})
		}
		env.Events = append(env.Events, ee)
	}
	for _, r := range p.Rules {
		if r.Trigger.Kind == ta.OnChange {
			vars[r.Trigger.Target].Watched = true
		}
		walkStmts(r.Body, func(s ta.Stmt) {
			switch s := s.(type) {
			case *ta.Assign:
				if !effect[s] && s.Index >= 0 {
					vars[s.Index].ByProgram = true
				}
			case *ta.If:
				for _, l := range analysis.ExprLocs(p, s.Cond) {
					if l < len(p.Vars) {
						vars[l].Watched = true
					}
				}
			}
		})
	}
	reach := reachableValues(p)
	for i, v := range p.Vars {
		ve := &vars[i]
		if reach[i] == nil {
			ve.AnyValue = true
		} else {
			vals := make([]int64, 0, len(reach[i]))
			for x := range reach[i] {
				vals = append(vals, x)
			}
			slices.Sort(vals)
			for _, x := range vals {
				ve.Reach = append(ve.Reach, valueText(v, x))
			}
			if n := v.Type.Size(); n <= 16 {
				for x := v.Type.Min(); x < v.Type.Min()+n; x++ {
					if !reach[i][x] {
						ve.Missing = append(ve.Missing, valueText(v, x))
					}
				}
			}
		}
	}
	env.Vars = vars
	return env
}

func walkStmts(body []ta.Stmt, f func(ta.Stmt)) {
	for _, s := range body {
		f(s)
		if i, ok := s.(*ta.If); ok {
			walkStmts(i.Then, f)
			walkStmts(i.Else, f)
		}
	}
}

// constValue is the value of a constant expression: a number, true or
// false, or an enumeration value (after ta.Check).
func constValue(e ta.Expr) (int64, bool) {
	switch e := e.(type) {
	case *ta.IntLit:
		return e.Value, true
	case *ta.BoolLit:
		if e.Value {
			return 1, true
		}
		return 0, true
	case *ta.DurationLit:
		return e.Seconds, true
	case *ta.Ident:
		if e.Ref.Kind == ta.RefEnum {
			return int64(e.Ref.Index), true
		}
	}
	return 0, false
}

// valueText is value x of variable v in words: a number's class as its
// range ("60..70", not the class's index).
func valueText(v *ta.Var, x int64) string {
	if v.Number != nil {
		if t := v.Number.ClassText(x); t != "" {
			return t
		}
	}
	t := &v.Type
	switch t.Kind {
	case ta.Bool:
		if x != 0 {
			return "true"
		}
		return "false"
	case ta.Enum:
		if x >= 0 && x < int64(len(t.Values)) {
			return t.Values[x]
		}
	}
	return fmt.Sprint(x)
}

// reachableValues over-approximates the values each variable can take:
// the rules that can run at all (started by an event that can happen, a
// time of day, a timer that a rule that can run starts, a change of a
// variable that can change, or a run from a rule that can run) and the
// values their assignments store, whatever the conditions around them.
// A nil set means any value (an assignment computes it). What a rule
// adds does not depend on the values (conditions are not evaluated), so
// each rule is walked once, when it is found to be able to run.
func reachableValues(p *ta.Program) []map[int64]bool {
	init := p.InitValues()
	sets := make([]map[int64]bool, len(p.Vars))
	for i := range p.Vars {
		sets[i] = map[int64]bool{init[i]: true}
	}
	onChange := make([][]int, len(p.Vars))
	onTimer := make([][]int, len(p.Timers))
	live := make([]bool, len(p.Rules))
	var work []int
	wake := func(r int) {
		if !live[r] {
			live[r] = true
			work = append(work, r)
		}
	}
	for ri, r := range p.Rules {
		switch r.Trigger.Kind {
		case ta.OnTime, ta.OnEvery:
			wake(ri)
		case ta.OnChange:
			onChange[r.Trigger.Target] = append(onChange[r.Trigger.Target], ri)
		case ta.OnName:
			if r.Trigger.IsTimer {
				if t := p.LookupTimer(r.Trigger.Name); t >= 0 {
					onTimer[t] = append(onTimer[t], ri)
				}
			} else if e := p.LookupEvent(r.Trigger.Name); e >= 0 {
				if b, ok := p.Events[e].Guard.(*ta.BoolLit); !ok || b.Value {
					wake(ri)
				}
			}
		}
	}
	timerLive := make([]bool, len(p.Timers))
	for len(work) > 0 {
		ri := work[len(work)-1]
		work = work[:len(work)-1]
		walkStmts(p.Rules[ri].Body, func(s ta.Stmt) {
			switch s := s.(type) {
			case *ta.Assign:
				if s.Index < 0 || sets[s.Index] == nil {
					return
				}
				before := len(sets[s.Index])
				if x, ok := constValue(s.Value); ok {
					sets[s.Index][x] = true
				} else {
					sets[s.Index] = nil
				}
				if now := sets[s.Index]; (now == nil || len(now) > 1) && before == 1 {
					// It can change now: what its changes trigger can run.
					for _, r := range onChange[s.Index] {
						wake(r)
					}
				}
			case *ta.Start:
				if s.Index >= 0 && !timerLive[s.Index] {
					timerLive[s.Index] = true
					for _, r := range onTimer[s.Index] {
						wake(r)
					}
				}
			case *ta.Run:
				if s.Index >= 0 {
					wake(s.Index)
				}
			}
		})
	}
	return sets
}

// ProgramsOnly reports whether only the program changes variable i: no
// event sets it.
func (e *Environment) ProgramsOnly(i int) bool { return len(e.Vars[i].ByEnv) == 0 }

// Warnings are the devices a rule watches that nothing in the
// environment changes and that can never take some value a program tests:
// a program waiting for the door to open when nothing opens it.
func (e *Environment) Warnings(p *ta.Program) ta.ErrorList {
	var out ta.ErrorList
	for i, v := range e.Vars {
		if !v.Device || !v.Watched || len(v.ByEnv) > 0 || v.AnyValue || len(v.Missing) == 0 {
			continue
		}
		out.Add(v.Pos, "%q can only be changed by programs (no event of the environment sets it), and nothing reachable sets it to %s: it stays %s, so what watches it for that never runs (an environment file with manual: [%q] lets a person operate it)",
			v.Name, orWords(v.Missing), orWords(v.Reach), p.Vars[i].Name)
	}
	out.Sort()
	return out
}

// InvariantWarning says, for an invariant that reads the variables vars
// (indices), which of them only the program changes and never to some
// value of its domain: what the invariant says about those values is
// vacuous ("nothing reachable opens the door"). "" when there are none.
// Devices only programs change but that reach every value are not
// reported: an invariant about a program's outputs is the usual case.
func (e *Environment) InvariantWarning(vars []int) string {
	var parts []string
	for _, i := range vars {
		if i < 0 || i >= len(e.Vars) {
			continue
		}
		v := e.Vars[i]
		if !v.Device || len(v.ByEnv) > 0 || v.AnyValue || len(v.Missing) == 0 {
			continue
		}
		parts = append(parts, fmt.Sprintf("%q can only be changed by programs; vacuous: nothing reachable sets it to %s (it stays %s)",
			v.Name, orWords(v.Missing), orWords(v.Reach)))
	}
	return strings.Join(parts, "; ")
}

func orWords(ws []string) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " or " + ws[len(ws)-1]
}

// WriteText lists the environment: what it can do, and which devices it
// cannot change.
func (e *Environment) WriteText(w io.Writer) {
	fmt.Fprintln(w, "environment (what the world can do):")
	n := 0
	for _, ev := range e.Events {
		if ev.Never {
			continue
		}
		n++
		line := "  event " + ev.Name
		if len(ev.Sets) > 0 {
			line += ": sets " + strings.Join(ev.Sets, ", ")
		}
		if ev.Guarded {
			line += " (only while its guard holds)"
		}
		fmt.Fprintln(w, line)
	}
	if n == 0 {
		fmt.Fprintln(w, "  no events")
	}
	for _, f := range e.Factors {
		fmt.Fprintf(w, "  factor %s: any class at any time\n", f)
	}
	if len(e.Schedules) > 0 {
		fmt.Fprintf(w, "  times of day: %s\n", strings.Join(e.Schedules, ", "))
	}
	var byEnv, fixed []string
	for _, v := range e.Vars {
		if !v.Device {
			continue
		}
		if len(v.ByEnv) > 0 {
			byEnv = append(byEnv, fmt.Sprintf("%q", v.Name))
			continue
		}
		s := fmt.Sprintf("%q", v.Name)
		switch {
		case !v.ByProgram:
			s += " (nothing changes it)"
		case !v.AnyValue && len(v.Missing) > 0:
			s += fmt.Sprintf(" (only programs; never %s)", orWords(v.Missing))
		default:
			s += " (only programs)"
		}
		fixed = append(fixed, s)
	}
	sort.Strings(byEnv)
	if len(byEnv) > 0 {
		fmt.Fprintf(w, "  devices the environment changes: %s\n", strings.Join(byEnv, ", "))
	}
	if len(fixed) > 0 {
		fmt.Fprintf(w, "  devices the environment cannot change: %s\n", strings.Join(fixed, ", "))
	}
}
