package elk

import (
	"fmt"
	"sort"

	"github.com/delorean-mc/delorean/ta"
)

// Lower turns a parsed rule listing into the IR (see the package comment
// for the semantics).
func Lower(f *File, file string) (*ta.Program, error) {
	l := &lowerer{f: f, prog: &ta.Program{File: file, Pos: ta.Pos{File: file, Line: 1, Col: 1}},
		objs: map[key]*obj{}, named: map[nameKey][]*Object{}, edges: map[string][]int{}, events: map[string]bool{}}
	l.nameRules()
	l.collect()
	l.checkNumbers()
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

	named     map[nameKey][]*Object // the mentions of each name, in text order
	nameOrder []nameKey

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
